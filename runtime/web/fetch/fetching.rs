//! [Fetching](https://fetch.spec.whatwg.org/#fetching) a `fetch()` request, as the virtual
//! hosts let framescope do it: main fetch's mode checks (same-origin, no-cors, cors),
//! scheme fetch (`about:blank`, `blob:`, `data:`, `file:`, and HTTP(S) from the hosts
//! folder), the CORS-preflight checks and the CORS check, redirect modes, and the filtered
//! response the page sees (basic, cors, opaque, opaque-redirect).
//!
//! The hosts answer every method as GET would and ignore the request's headers and body
//! (they serve files: a body reaches the runtime, but no handler reads it), and they
//! follow redirects themselves; a preflight is answered by the resource's own `.headers`
//! (as XMLHttpRequest's, `cors_requests.rs`).
use url::{Origin, Url};

use crate::runtime::loader::cors::{CredentialsMode, cors_check};
use crate::runtime::loader::cors_preflight::cors_preflight;
use crate::runtime::loader::cors_redirects::{CorsRequest, final_check_origin};
use crate::runtime::loader::cors_requests::{exposed_headers, needs_preflight, preflight_check};
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::loader::memory_cache::CacheMode;
use crate::runtime::loader::network::HttpRequest;
use crate::runtime::loader::timing_allow;
use crate::runtime::loader::timing_info::TimingInfo;
use crate::runtime::web::fetch::blob_scheme_fetch::blob_scheme_fetch;

/// A request's [mode](https://fetch.spec.whatwg.org/#concept-request-mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    SameOrigin,
    NoCors,
    Cors,
    Navigate,
}

impl Mode {
    /// The mode named as `Request.mode` names it (anything else is "cors").
    pub fn of(name: &str) -> Self {
        match name {
            "same-origin" => Self::SameOrigin,
            "no-cors" => Self::NoCors,
            "navigate" => Self::Navigate,
            _ => Self::Cors,
        }
    }
}

/// A request's [redirect mode](https://fetch.spec.whatwg.org/#concept-request-redirect-mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedirectMode {
    Follow,
    Error,
    Manual,
}

impl RedirectMode {
    /// The mode named as `Request.redirect` names it (anything else is "follow").
    pub fn of(name: &str) -> Self {
        match name {
            "error" => Self::Error,
            "manual" => Self::Manual,
            _ => Self::Follow,
        }
    }
}

/// A request, as `fetch()` gives it.
pub struct FetchRequest<'a> {
    pub method: &'a str,
    pub url: &'a Url,
    pub headers: &'a [(String, String)],
    /// The request's body, read to its end (the hosts do not read it).
    pub body: Option<&'a [u8]>,
    pub mode: Mode,
    /// "include" or not ("same-origin" and "omit" check CORS alike).
    pub credentials: CredentialsMode,
    pub redirect: RedirectMode,
    /// The [use-CORS-preflight flag](https://fetch.spec.whatwg.org/#use-cors-preflight-flag)
    /// (a streaming body sets it).
    pub use_cors_preflight: bool,
    /// The [cache mode](https://fetch.spec.whatwg.org/#concept-request-cache-mode).
    pub cache: CacheMode,
    /// The `Referer` header's value: the request's referrer under its referrer policy
    /// (`runtime/web/html/referrer.rs`), or none.
    pub referrer: Option<&'a str>,
    /// The request's [referrer policy](https://fetch.spec.whatwg.org/#concept-request-referrer-policy)
    /// ("" for the default).
    pub referrer_policy: &'a str,
    /// For a `blob:` URL, its [blob URL entry](https://w3c.github.io/FileAPI/#blob-url-entry)
    /// (bytes and type) as it was resolved when the URL was parsed, for the requester's
    /// origin (`runtime/web/url/blob_url_store.rs`); none: no entry.
    pub blob: Option<(&'a [u8], &'a str)>,
}

/// A [response type](https://fetch.spec.whatwg.org/#concept-response-type): which
/// filtered response the page sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResponseType {
    Basic,
    Cors,
    Opaque,
    OpaqueRedirect,
}

impl ResponseType {
    /// Its name, as `Response.type` says it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Basic => "basic",
            Self::Cors => "cors",
            Self::Opaque => "opaque",
            Self::OpaqueRedirect => "opaqueredirect",
        }
    }
}

/// The response the page sees (filtered), and what the Resource Timing entry reports.
pub struct Fetched {
    pub kind: ResponseType,
    pub status: u16,
    pub status_text: String,
    /// The response's URL list (empty for an opaque response).
    pub url_list: Vec<Url>,
    pub headers: Headers,
    /// `None`: a null body (an opaque response, a HEAD request, a null body status).
    pub body: Option<Vec<u8>>,
}

impl Fetched {
    /// The [opaque filtered response](https://fetch.spec.whatwg.org/#concept-filtered-response-opaque)
    /// (or opaque-redirect, with its URL list).
    fn opaque(kind: ResponseType, url_list: Vec<Url>) -> Self {
        Self {
            kind,
            status: 0,
            status_text: String::new(),
            url_list,
            headers: Headers::default(),
            body: None,
        }
    }
}

/// What Resource Timing reports of a response the hosts gave (even one a check then
/// refused): its URL, status, headers, body size, what the network loader measured, and
/// its timing allow passed flag (the TAO check on every hop, redirects included).
pub type Timing = (Url, u16, Headers, usize, Option<Box<TimingInfo>>, bool);

/// Whether `status` is a [null body status](https://fetch.spec.whatwg.org/#null-body-status).
fn is_null_body_status(status: u16) -> bool {
    matches!(status, 101 | 103 | 204 | 205 | 304)
}

/// [Main fetch](https://fetch.spec.whatwg.org/#main-fetch) of `request` for a realm of
/// `origin`: the filtered response, or why it is a network error; `timing` gets what the
/// hosts answered, if they were asked.
pub fn fetch(
    hosts: &VirtualHosts,
    origin: &Origin,
    request: &FetchRequest,
    timing: &mut Option<Timing>,
) -> Result<Fetched, String> {
    let url = request.url;
    // (A blob: URL's origin is its entry's environment's, which resolving it checked is
    // the requester's: URL §4.7 "origin", File API's same-partition check.)
    let same_origin = &url.origin() == origin || (url.scheme() == "blob" && request.blob.is_some());
    // Step 12, the first matching statement: a same-origin URL (or a data: URL, or
    // navigate mode) is a scheme fetch with "basic" tainting…
    if same_origin || url.scheme() == "data" || request.mode == Mode::Navigate {
        return scheme_fetch(hosts, origin, request, Tainting::Basic, timing);
    }
    match request.mode {
        // … a "same-origin" request of another origin is a network error…
        Mode::SameOrigin => {
            Err(format!("{url}: a request in \"same-origin\" mode may not fetch another origin"))
        }
        // … a "no-cors" one needs redirect mode "follow", and its response is opaque…
        Mode::NoCors => {
            if request.redirect != RedirectMode::Follow {
                return Err(format!("{url}: a \"no-cors\" request must follow redirects"));
            }
            scheme_fetch(hosts, origin, request, Tainting::Opaque, timing)
        }
        // … a request in CORS mode needs an HTTP(S) URL; it has a CORS preflight when
        // its flag is set or its method or headers are not CORS-safelisted.
        _ => {
            if !matches!(url.scheme(), "http" | "https") {
                return Err(format!("{url}: a cross-origin request in \"cors\" mode needs an HTTP(S) URL"));
            }
            scheme_fetch(hosts, origin, request, Tainting::Cors, timing)
        }
    }
}

/// A request's [response tainting](https://fetch.spec.whatwg.org/#concept-request-response-tainting).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tainting {
    Basic,
    Cors,
    Opaque,
}

/// [Scheme fetch](https://fetch.spec.whatwg.org/#scheme-fetch) and, for HTTP(S), the
/// hosts' answer with its CORS checks and redirect mode.
fn scheme_fetch(
    hosts: &VirtualHosts,
    origin: &Origin,
    request: &FetchRequest,
    tainting: Tainting,
    timing: &mut Option<Timing>,
) -> Result<Fetched, String> {
    let url = request.url;
    match url.scheme() {
        // "about": about:blank is an empty HTML document; any other is a network error.
        "about" => {
            if url.path() != "blank" {
                return Err(format!("{url}: only about:blank is fetched"));
            }
            let headers = Headers(vec![("Content-Type".into(), "text/html;charset=utf-8".into())]);
            Ok(basic(request, 200, "OK".into(), vec![url.clone()], headers, Vec::new()))
        }
        // "blob": GET of a blob: URL the store holds: its bytes (or the range asked for),
        // Content-Type and Content-Length (blob_scheme_fetch.rs).
        "blob" => {
            let range = request.headers.iter().find(|(name, _)| name.eq_ignore_ascii_case("range"));
            let answer = blob_scheme_fetch(
                request.blob,
                url.as_str(),
                request.method,
                range.map(|(_, value)| value.as_str()),
            )?;
            let (status, text) = (answer.status, answer.status_text.to_string());
            let fetched = basic(request, status, text, vec![url.clone()], answer.headers, answer.body);
            Ok(if tainting == Tainting::Opaque {
                Fetched::opaque(ResponseType::Opaque, Vec::new())
            } else {
                fetched
            })
        }
        "data" | "file" | "http" | "https" => http_fetch(hosts, origin, request, tainting, timing),
        scheme => Err(format!("{url}: the scheme {scheme}: is not fetched here")),
    }
}

/// A basic filtered response of what came (all headers but `Set-Cookie` and the hosts'
/// `Status` line; no body for HEAD or a null body status).
fn basic(
    request: &FetchRequest,
    status: u16,
    status_text: String,
    url_list: Vec<Url>,
    headers: Headers,
    body: Vec<u8>,
) -> Fetched {
    let body = (request.method != "HEAD" && !is_null_body_status(status)).then_some(body);
    let headers = exposed_headers(&headers, false, request.credentials);
    Fetched { kind: ResponseType::Basic, status, status_text, url_list, headers, body }
}

/// The hosts' answer to an HTTP(S) (or `data:`, `file:`) request: redirects as its mode
/// says, the CORS preflight and CORS check in cors tainting, the filtered response.
fn http_fetch(
    hosts: &VirtualHosts,
    origin: &Origin,
    request: &FetchRequest,
    tainting: Tainting,
    timing: &mut Option<Timing>,
) -> Result<Fetched, String> {
    let url = request.url;
    let preflight = tainting == Tainting::Cors
        && needs_preflight(request.method, request.headers, request.use_cors_preflight);
    // Over the network, the preflight is a real OPTIONS request first.
    let network = hosts.network().filter(|network| network.allows(url));
    // https://fetch.spec.whatwg.org/#http-network-or-cache-fetch: "If response is null
    // (the hosts folder has no HTTP cache; the network loader's memory cache decides for
    // itself), then: if httpRequest's cache mode is "only-if-cached", then return a
    // network error."
    if request.cache == CacheMode::OnlyIfCached
        && network.is_none()
        && matches!(url.scheme(), "http" | "https")
    {
        return Err(format!("{url}: nothing is cached, and the request's cache mode is \"only-if-cached\""));
    }
    if let (true, Some(network)) = (preflight, network) {
        let (method, headers) = (request.method, request.headers);
        cors_preflight(
            network,
            url,
            origin,
            request.credentials,
            method,
            headers,
            request.use_cors_preflight,
        )?;
    }
    let origin_header = origin_header(origin, request, tainting);
    let sent = HttpRequest {
        method: request.method,
        headers: request.headers,
        body: request.body,
        origin: origin_header.as_deref(),
        referrer: request.referrer,
        cache: request.cache,
        cors: (request.mode == Mode::Cors).then_some(CorsRequest {
            origin,
            credentials: request.credentials,
            use_cors_preflight: request.use_cors_preflight,
        }),
    };
    let hosts = hosts.for_destination(crate::runtime::loader::network_observer::Destination::Fetch);
    let response = hosts.fetch_http_request(url, &sent).map_err(|error| error.to_string())?;
    // (Resource Timing's entry is named after the response's URL list[0], the request's
    // URL: https://fetch.spec.whatwg.org/#finalize-and-report-timing, step 3.)
    *timing = Some((
        url.clone(),
        response.status,
        response.headers.clone(),
        response.bytes.len(),
        response.timing.clone(),
        timing_allow::timing_allow_passed(origin, &timing_allow::hops_of(&response), false),
    ));
    // https://fetch.spec.whatwg.org/#cors-preflight-fetch: the hosts answer the preflight
    // (OPTIONS) with the resource's own status and headers.
    if preflight && network.is_none() {
        preflight_check(
            response.status,
            &response.headers,
            origin,
            request.credentials,
            request.method,
            request.headers,
        )?;
    }
    // The URL list: the request's URL, each redirect's target (the hosts followed them).
    let mut url_list: Vec<Url> = response.redirects.clone();
    url_list.push(response.url.clone());
    if !response.redirects.is_empty() {
        match request.redirect {
            // https://fetch.spec.whatwg.org/#http-fetch, step 8.4: "error" is a network
            // error; "manual" an opaque-redirect filtered response of the first redirect.
            RedirectMode::Error => {
                return Err(format!("{url}: redirected, and the request's redirect mode is \"error\""));
            }
            RedirectMode::Manual => {
                return Ok(Fetched::opaque(ResponseType::OpaqueRedirect, vec![url.clone()]));
            }
            RedirectMode::Follow => {}
        }
    }
    // A redirect to another origin taints a same-origin request (as HTTP-redirect fetch
    // does): in CORS mode its response needs the CORS check, in no-cors mode it is opaque.
    let crossed = url_list.iter().any(|u| &u.origin() != origin && u.scheme() != "data");
    let tainting = match (tainting, crossed, request.mode) {
        (Tainting::Basic, true, Mode::NoCors) => Tainting::Opaque,
        (Tainting::Basic, true, Mode::SameOrigin) => {
            return Err(format!("{url}: redirected to another origin in \"same-origin\" mode"));
        }
        (Tainting::Basic, true, Mode::Cors) => Tainting::Cors,
        (tainting, _, _) => tainting,
    };
    match tainting {
        Tainting::Opaque => Ok(Fetched::opaque(ResponseType::Opaque, Vec::new())),
        Tainting::Basic => {
            let status_text = response.status_text();
            Ok(basic(request, response.status, status_text, url_list, response.headers, response.bytes))
        }
        Tainting::Cors => {
            // Main fetch, "CORS check": a cross-origin response is the page's only if it
            // allows it.
            // The request's origin is serialized as `null` once its redirect-taint is not
            // same-origin (https://fetch.spec.whatwg.org/#serializing-a-request-origin):
            // a hop from another origin than the request's to a third one.
            let request_origin = final_check_origin(origin, &url_list);
            if !cors_check(&response.headers, &request_origin, request.credentials) {
                return Err(format!(
                    "{}: blocked by CORS (the response does not allow {})",
                    response.url,
                    request_origin.ascii_serialization()
                ));
            }
            let status_text = response.status_text();
            let body =
                (request.method != "HEAD" && !is_null_body_status(response.status)).then_some(response.bytes);
            Ok(Fetched {
                kind: ResponseType::Cors,
                status: response.status,
                status_text,
                url_list,
                headers: exposed_headers(&response.headers, true, request.credentials),
                body,
            })
        }
    }
}

/// [Append a request `Origin` header](https://fetch.spec.whatwg.org/#append-a-request-origin-header)
/// for `request` (runtime/loader/origin_header.rs).
fn origin_header(origin: &Origin, request: &FetchRequest, tainting: Tainting) -> Option<String> {
    let cors = tainting == Tainting::Cors;
    crate::runtime::loader::origin_header::origin_header(
        origin,
        request.url,
        request.method,
        cors,
        request.referrer_policy,
    )
}
