//! What a fetch of the loader ends in: a [response](https://fetch.spec.whatwg.org/#concept-response)
//! after redirects (its body decoded for pages), or why there is none ([`FetchError`]).
use std::path::PathBuf;

use url::Url;

use super::encoding_sniffing::{self, Syntax};
use super::headers::{Headers, HeadersError};
use super::mime_type;
use super::timing_info::TimingInfo;

/// How many redirects a fetch follows before giving up (as browsers: 20).
pub const MAX_REDIRECTS: usize = 20;

/// A response after redirects.
#[derive(Clone, Debug)]
pub struct Response {
    /// The URL after redirects.
    pub url: Url,
    /// Every URL that redirected, in order.
    pub redirects: Vec<Url>,
    /// The `Timing-Allow-Origin` header each redirect response sent (none: `None`), at
    /// its redirect's index ([`super::timing_allow`]).
    pub redirect_timing_allow_origin: Vec<Option<String>>,
    /// The referrer policy the last redirect response's `Referrer-Policy` header named
    /// for the hops after it (Fetch's HTTP-redirect fetch step 14; `None`: none did): the
    /// final request's referrer is computed under it.
    pub redirect_referrer_policy: Option<String>,
    /// Each redirect response's status and headers, at its redirect's index (what a
    /// DevTools client's `Network.requestWillBeSent` calls the `redirectResponse`).
    pub redirect_heads: Vec<(u16, Headers)>,
    /// The method and headers each redirect's next request went with, at its redirect's
    /// index (the request's own headers and the overrides, without `Cookie`, `Origin`
    /// and `Referer`: what a DevTools client's `Network.requestWillBeSent` tells of it).
    pub redirect_requests: Vec<(String, Vec<(String, String)>)>,
    pub status: u16,
    /// The reason phrase the server sent (HTTP/1.1), if any: `statusText`.
    pub reason: Option<String>,
    pub headers: Headers,
    pub body: String,
    /// The encoding the body was decoded from (`document.characterSet` for a document).
    pub encoding: &'static str,
    /// The body's bytes as they came (what an image is read from).
    pub bytes: Vec<u8>,
    /// What the network loader measured (`None` for the hosts folder, data: URLs…).
    pub timing: Option<Box<TimingInfo>>,
}

impl Response {
    /// A response of a file's `bytes`, decoded by their BOM, the `Content-Type` charset or,
    /// for an HTML document (by its `Content-Type`, else its name), a `<meta>` declaration,
    /// for an XML document its XML declaration.
    pub fn decoded(url: Url, redirects: Vec<Url>, status: u16, headers: Headers, bytes: &[u8]) -> Self {
        let syntax = syntax_of(&headers, &url);
        let (body, encoding) = encoding_sniffing::decode(bytes, headers.get("content-type"), syntax);
        Self::with_body(url, redirects, status, headers, body, encoding, bytes.to_vec())
    }

    /// The response's body is `bytes` (a streamed body read to its end), decoded as
    /// [`Self::decoded`] decodes.
    pub fn set_bytes(&mut self, bytes: Vec<u8>) {
        let syntax = syntax_of(&self.headers, &self.url);
        let (body, encoding) = encoding_sniffing::decode(&bytes, self.headers.get("content-type"), syntax);
        (self.body, self.encoding, self.bytes) = (body, encoding, bytes);
    }

    /// A response whose body is made as text (a generated page, a 404, an error page):
    /// UTF-8, no redirects.
    pub fn text(url: Url, status: u16, headers: Headers, body: String) -> Self {
        let bytes = body.as_bytes().to_vec();
        Self::with_body(url, Vec::new(), status, headers, body, "UTF-8", bytes)
    }

    /// A response with its body decoded (`body`, in `encoding`) and as sent (`bytes`):
    /// no reason phrase, no redirect hop's headers, no timing yet.
    fn with_body(
        url: Url,
        redirects: Vec<Url>,
        status: u16,
        headers: Headers,
        body: String,
        encoding: &'static str,
        bytes: Vec<u8>,
    ) -> Self {
        Self {
            url,
            redirects,
            redirect_timing_allow_origin: Vec::new(),
            redirect_referrer_policy: None,
            redirect_heads: Vec::new(),
            redirect_requests: Vec::new(),
            status,
            reason: None,
            headers,
            body,
            encoding,
            bytes,
            timing: None,
        }
    }

    /// The [status message](https://fetch.spec.whatwg.org/#concept-response-status-message):
    /// the reason phrase the server sent, else what the `Status` line of the resource's
    /// `.headers` file says after the code, else the usual reason phrase.
    /// The body as UTF-8 text, a BOM removed, whatever charset the response names (the text
    /// as kept when there are no bytes): a module's or a worker's script source.
    pub fn take_utf8_text(&mut self) -> String {
        match self.bytes.is_empty() {
            true => std::mem::take(&mut self.body),
            false => encoding_rs::UTF_8.decode_with_bom_removal(&self.bytes).0.into_owned(),
        }
    }

    pub fn status_text(&self) -> String {
        if let Some(reason) = &self.reason {
            return reason.clone();
        }
        let given = self
            .headers
            .get("Status")
            .and_then(|line| line.trim().split_once(' '))
            .map(|(_, text)| text.trim());
        if let Some(text) = given.filter(|text| !text.is_empty()) {
            return text.to_string();
        }
        reason_phrase(self.status).to_string()
    }

    /// Why the response is an error for a script or a module (`404 Not Found: URL`), or
    /// `None` for an ok status (200–299).
    pub fn error_status(&self) -> Option<String> {
        if (200..=299).contains(&self.status) {
            return None;
        }
        Some(match reason_phrase(self.status) {
            "" => format!("{}: {}", self.status, self.url),
            reason => format!("{} {reason}: {}", self.status, self.url),
        })
    }
}

/// The usual reason phrase of an HTTP status ("" for one this table does not know).
pub fn reason_phrase(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        206 => "Partial Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        410 => "Gone",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        503 => "Service Unavailable",
        _ => "",
    }
}

/// Why a fetch failed (the page then shows an empty document, as browsers do).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FetchError {
    #[error("404 Not Found: {url} (no file {path})")]
    NotFound { url: String, path: PathBuf },
    #[error("{url}: {source}")]
    Headers { url: String, source: Box<HeadersError> },
    #[error("redirect loop: {url} redirected more than {MAX_REDIRECTS} times")]
    RedirectLoop { url: String },
    #[error("{url}: status {status} redirect whose Location header is not a URL")]
    BadRedirect { url: String, status: u16 },
    #[error("{url}: cannot read {path}: {message}")]
    Unreadable { url: String, path: PathBuf, message: String },
    #[error("{url}: the scheme {scheme}: is not served here")]
    UnsupportedScheme { url: String, scheme: String },
    /// A load the sandbox refuses: a network error, as a browser shows it.
    #[error("network error: {url}: {reason}")]
    Refused { url: String, reason: String },
    /// A request the network loader made that failed (refused, reset, timed out, TLS…).
    #[error("network error: {url}: {cause}")]
    Network { url: String, cause: String },
}

impl FetchError {
    pub(crate) fn refused(url: &Url, reason: impl Into<String>) -> Self {
        Self::Refused { url: url.to_string(), reason: reason.into() }
    }
}

/// What kind of file a response's body is, for its encoding's declarations: by its
/// `Content-Type`, else by its URL's name.
fn syntax_of(headers: &Headers, url: &Url) -> Syntax {
    match headers.get("content-type") {
        Some(value) if value.trim_start().to_ascii_lowercase().starts_with("text/html") => Syntax::Html,
        Some(value) if mime_type::is_xml(&mime_type::essence(value)) => Syntax::Xml,
        Some(_) => Syntax::Other,
        None => {
            let path = url.path();
            if path.ends_with('/') || path.ends_with(".html") || path.ends_with(".htm") {
                Syntax::Html
            } else if mime_type::is_xml(&mime_type::of_document(None, url)) {
                Syntax::Xml
            } else {
                Syntax::Other
            }
        }
    }
}
