//! A request in CORS mode across redirects: what [main fetch](https://fetch.spec.whatwg.org/#main-fetch)
//! and [HTTP-redirect fetch](https://fetch.spec.whatwg.org/#http-redirect-fetch) do at
//! each hop the loader follows ([`super::hosts::VirtualHosts::fetch_request`]). The caller
//! (`fetch()`, XMLHttpRequest) preflights and checks the first request and the final
//! response; this checks what lies between:
//! - once a hop reaches another origin than the request's, the response tainting is
//!   "cors" (main fetch, step 12) and stays so: each later request sends `Origin`
//!   ([serialized](https://fetch.spec.whatwg.org/#serializing-a-request-origin): `null`
//!   once the [redirect-taint](https://fetch.spec.whatwg.org/#concept-request-tainted-origin)
//!   is not same-origin), and has its CORS preflight when it needs one;
//! - each redirect response in "cors" tainting must pass the CORS check (HTTP fetch, step
//!   4.3 — the final response's is the caller's);
//! - a `Location` with credentials is a network error to another origin in CORS mode, and
//!   in "cors" tainting (HTTP-redirect fetch, steps 7–8).
use url::{Origin, Url};

use super::cors::{CredentialsMode, cors_check};
use super::cors_preflight::cors_preflight;
use super::cors_requests::needs_preflight;
use super::headers::Headers;
use super::network::Network;

/// A request in CORS mode: its origin, credentials mode and use-CORS-preflight flag.
#[derive(Clone, Copy, Debug)]
pub struct CorsRequest<'a> {
    pub origin: &'a Origin,
    pub credentials: CredentialsMode,
    pub use_cors_preflight: bool,
}

/// The state of a CORS-mode request as its redirects are followed.
pub struct CorsRedirects<'a> {
    request: CorsRequest<'a>,
    /// The response tainting is "cors".
    cors_tainting: bool,
    /// The redirect-taint is not "same-origin" (the `Origin` is `null`).
    tainted_origin: bool,
}

impl<'a> CorsRedirects<'a> {
    pub fn new(request: CorsRequest<'a>) -> Self {
        Self { request, cors_tainting: false, tainted_origin: false }
    }

    /// Whether the response tainting is "cors" (a hop reached another origin).
    pub fn cors_tainting(&self) -> bool {
        self.cors_tainting
    }

    /// The origin the checks compare with: the request's, or an opaque one (`null`) once
    /// the redirect-taint is not same-origin.
    fn origin(&self) -> Origin {
        if self.tainted_origin { Origin::new_opaque() } else { self.request.origin.clone() }
    }

    /// Before the request of `url` (`redirected`: not the first, which the caller handled):
    /// in "cors" tainting, its CORS preflight if it needs one, and the `Origin` it sends.
    pub fn before_request(
        &mut self,
        network: &Network,
        url: &Url,
        redirected: bool,
        method: &str,
        headers: &[(String, String)],
    ) -> Result<Option<String>, String> {
        if url.origin() != *self.request.origin && url.scheme() != "data" {
            self.cors_tainting = true;
        }
        if !redirected || !self.cors_tainting {
            return Ok(None);
        }
        let origin = self.origin();
        if needs_preflight(method, headers, self.request.use_cors_preflight) {
            let (credentials, forced) = (self.request.credentials, self.request.use_cors_preflight);
            cors_preflight(network, url, &origin, credentials, method, headers, forced)?;
        }
        Ok(Some(origin.ascii_serialization()))
    }

    /// After `url` answered with a redirect (`headers`) to `location`: the CORS check of
    /// the redirect response in "cors" tainting, HTTP-redirect fetch's steps 7–8, and the
    /// redirect-taint of the next request.
    pub fn redirect(&mut self, url: &Url, headers: &Headers, location: &Url) -> Result<(), String> {
        if self.cors_tainting && !cors_check(headers, &self.origin(), self.request.credentials) {
            let origin = self.origin().ascii_serialization();
            return Err(format!("blocked by CORS (the redirect response does not allow {origin})"));
        }
        let credentials = !location.username().is_empty() || location.password().is_some();
        if credentials && (self.cors_tainting || location.origin() != *self.request.origin) {
            return Err(format!("redirects a request in CORS mode to a URL with credentials ({location})"));
        }
        if url.origin() != location.origin() && url.origin() != *self.request.origin {
            self.tainted_origin = true;
        }
        Ok(())
    }
}

/// The origin a CORS check of the final response of a request from `origin` compares with,
/// given its `url_list` (each URL the request went to, in order): `origin`, or an opaque
/// one (`null`) when the request has a
/// [redirect-tainted origin](https://fetch.spec.whatwg.org/#concept-request-tainted-origin):
/// 1. Let lastURL be null.
/// 2. For each url of the URL list: if lastURL is non-null, url's origin is not same origin
///    with lastURL's, and the request's origin is not same origin with lastURL's, then the
///    origin is tainted. Set lastURL to url.
pub fn final_check_origin<'u>(origin: &Origin, url_list: impl IntoIterator<Item = &'u Url>) -> Origin {
    let mut last: Option<&Url> = None;
    for url in url_list {
        if let Some(last) = last
            && url.origin() != last.origin()
            && *origin != last.origin()
        {
            return Origin::new_opaque();
        }
        last = Some(url);
    }
    origin.clone()
}
