//! A URL's credentials as an `Authorization` header: what Fetch's
//! [HTTP-network-or-cache fetch](https://fetch.spec.whatwg.org/#http-network-or-cache-fetch)
//! does with a URL that includes credentials (`http://user:pass@host/`, or XHR's
//! `open(method, url, async, username, password)`, which sets them on the URL):
//! 14. a 401 response to a request whose response tainting is not "cors", whose
//!     use-URL-credentials flag is set and that is not yet an authentication fetch is
//!     fetched again as one (no prompt: framescope has no user to ask);
//! 8.21.3. and an authentication fetch of a URL that includes credentials sends them, as
//!     `Basic` credentials, unless the author set an `Authorization` header.
use base64::Engine;
use percent_encoding::percent_decode_str;
use url::Url;

/// The `Authorization` value of `url`'s credentials (`Basic` base64 of `user:pass`, each
/// percent-decoded), or `None` when it includes none.
pub fn url_authorization(url: &Url) -> Option<String> {
    if url.username().is_empty() && url.password().is_none() {
        return None;
    }
    let decode = |s: &str| percent_decode_str(s).collect::<Vec<u8>>();
    let mut credentials = decode(url.username());
    credentials.push(b':');
    credentials.extend(decode(url.password().unwrap_or_default()));
    Some(format!("Basic {}", base64::engine::general_purpose::STANDARD.encode(credentials)))
}
