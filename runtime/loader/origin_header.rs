//! The `Origin` a request sends: `fetch()`'s, XHR's, a form's POST navigation's, and a
//! subresource's in CORS mode; a subresource's fetch in its mode (cors or no-cors), its
//! credentials and whether its response is a success.
//! [Fetch §3.1.7 Append a request `Origin` header](https://fetch.spec.whatwg.org/#append-a-request-origin-header)
use url::{Origin, Url};

use super::cookie_jar::Credentials;
use super::cors::{CredentialsMode, cors_mode_response};
use super::cors_redirects::CorsRequest;
use super::hosts::{FetchError, Response, VirtualHosts};
use super::network::HttpRequest;

/// [Append a request `Origin` header](https://fetch.spec.whatwg.org/#append-a-request-origin-header)
/// for a request from `origin` to `url` with `method`, under referrer policy `policy`
/// ("" is the default, `strict-origin-when-cross-origin`, as main fetch step 7 makes it);
/// `cors_tainting`: its response tainting is "cors":
/// 1–2. The request's origin, serialized (an opaque origin is `null`).
/// 3. In "cors" tainting, or in "websocket" mode, that.
/// 4. Otherwise, for a method other than `GET` and `HEAD`, by the referrer policy:
///    `no-referrer` gives `null`; `no-referrer-when-downgrade`, `strict-origin` and
///    `strict-origin-when-cross-origin` give `null` for an https origin requesting a URL
///    that is not (a downgrade); `same-origin` gives `null` across origins; any other the
///    origin.
///
/// `None`: the request sends no `Origin` (a `GET` or `HEAD` not in "cors" tainting).
pub fn origin_header(
    origin: &Origin,
    url: &Url,
    method: &str,
    cors_tainting: bool,
    policy: &str,
) -> Option<String> {
    origin_header_of(&origin.ascii_serialization(), url, method, cors_tainting, policy)
}

/// [`origin_header`] for an origin known by its serialization (a form's POST resource
/// keeps its submitter's): `null` is an opaque origin, same origin with nothing.
pub fn origin_header_of(
    serialized: &str,
    url: &Url,
    method: &str,
    cors_tainting: bool,
    policy: &str,
) -> Option<String> {
    if cors_tainting {
        return Some(serialized.to_string());
    }
    if matches!(method, "GET" | "HEAD") {
        return None;
    }
    let downgrade = serialized.starts_with("https:") && url.scheme() == "http";
    let same_origin = serialized != "null" && url.origin().ascii_serialization() == serialized;
    let null = match policy {
        "no-referrer" => true,
        "" | "strict-origin" | "no-referrer-when-downgrade" | "strict-origin-when-cross-origin" => downgrade,
        "same-origin" => !same_origin,
        _ => false,
    };
    Some(if null { "null".to_string() } else { serialized.to_string() })
}

/// Fetches `url` for a subresource in CORS mode (an element with `crossorigin`, a module
/// script) from `origin` with `credentials`: a `GET` that sends `Origin` when it goes to
/// another origin ("cors" tainting; a same-origin one sends none, as step 4 skips a
/// `GET`), and whose redirects are checked as a CORS request's (runtime/loader/cors_redirects.rs:
/// a redirect to another origin taints it, and later hops send `Origin`, `null` once the
/// chain left the origin). A 404 is a response, as [`VirtualHosts::fetch_http`] gives.
pub fn fetch_in_cors_mode(
    hosts: &VirtualHosts,
    url: &Url,
    origin: &Origin,
    credentials: CredentialsMode,
) -> Result<Response, FetchError> {
    let cross_origin = url.origin() != *origin;
    let value = origin_header(origin, url, "GET", cross_origin, "");
    let cors = CorsRequest { origin, credentials, use_cors_preflight: false };
    let request = HttpRequest { origin: value.as_deref(), cors: Some(cors), ..HttpRequest::GET };
    hosts.fetch_http_request(url, &request)
}

/// The credentials of a subresource's request in `mode`: "cors" with the element's
/// credentials mode (`Some`), or "no-cors" (`None`, which includes them). "same-origin"
/// sends cookies only to `origin`.
pub fn subresource_credentials(mode: Option<CredentialsMode>, origin: &Origin) -> Credentials {
    match mode {
        Some(CredentialsMode::SameOrigin) => Credentials::SameOrigin(origin.clone()),
        Some(CredentialsMode::Omit) => Credentials::Omit,
        _ => Credentials::Include,
    }
}

/// Fetches `url` for a subresource of `origin` in `mode`: in CORS mode
/// ([`fetch_in_cors_mode`]) or "no-cors" (`None`).
pub fn fetch_in_mode(
    hosts: &VirtualHosts,
    url: &Url,
    origin: &Origin,
    mode: Option<CredentialsMode>,
) -> Result<Response, FetchError> {
    match mode {
        Some(credentials) => fetch_in_cors_mode(hosts, url, origin, credentials),
        None => hosts.fetch_http(url),
    }
}

/// Whether a subresource's `response`, fetched in `mode` from `origin`, is a success: an
/// ok status and, in CORS mode, one that passes the CORS check (else a network error;
/// `what`: the kind of request, for the message).
pub fn succeeded_in_mode(
    response: &Response,
    origin: &Origin,
    mode: Option<CredentialsMode>,
    what: &str,
) -> bool {
    response.error_status().is_none()
        && mode.is_none_or(|credentials| {
            cors_mode_response(&response.url, &response.headers, origin, credentials, what).is_ok()
        })
}
