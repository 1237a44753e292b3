//! Fetch's [HTTP-redirect fetch](https://fetch.spec.whatwg.org/#http-redirect-fetch) as the
//! loader's redirect loop (`hosts.rs`) follows it: where a redirect leads, what it drops
//! from the request, and the hops a response keeps (its URL list before its own URL, each
//! redirect response's `Timing-Allow-Origin`, status and headers, the referrer policy they
//! named, and each next request's method and headers, for a DevTools client).
use url::Url;

use super::headers::{Headers, utf8_decode};
use super::referrer_policy::policy_of_response;
use super::response::{FetchError, Response};

/// What a redirect dropped from the request's headers: step 12, the
/// [request-body-header names](https://fetch.spec.whatwg.org/#request-body-header-name),
/// when it went on as a `GET` without its body; step 13, `Authorization`, to another
/// origin.
#[derive(Clone, Copy, Debug, Default)]
pub struct RedirectDrops {
    pub body: bool,
    pub authorization: bool,
}

impl RedirectDrops {
    /// What a redirect response with `status` to `location` drops from a request of
    /// `from` with `method`:
    /// 12. after a 301 or 302 to a `POST`, or a 303 to anything but a `GET` or `HEAD`, the
    ///     request goes on as a `GET` without a body, and without its request-body-header
    ///     names (`Content-Encoding`, `Content-Language`, `Content-Location`,
    ///     `Content-Type`);
    /// 13. to another origin, it goes on without `Authorization` (the
    ///     [CORS non-wildcard request-header name](https://fetch.spec.whatwg.org/#cors-non-wildcard-request-header-name)).
    pub fn of(status: u16, method: &str, from: &Url, location: &Url) -> Self {
        Self {
            body: (matches!(status, 301 | 302) && method == "POST")
                || (status == 303 && !matches!(method, "GET" | "HEAD")),
            authorization: from.origin() != location.origin(),
        }
    }

    /// Drops them from `headers`.
    pub fn apply(self, headers: &mut Vec<(String, String)>) {
        if self.body {
            headers.retain(|(name, _)| !is_request_body_header_name(name));
        }
        if self.authorization {
            headers.retain(|(name, _)| !name.eq_ignore_ascii_case("authorization"));
        }
    }
}

/// The hops before a response, as the redirect loop meets them.
#[derive(Debug, Default)]
pub struct Hops {
    /// The redirected URLs, in order (the URL list but the last).
    urls: Vec<Url>,
    /// Each redirect response's `Timing-Allow-Origin` (for the TAO check per hop).
    timing_allow_origin: Vec<Option<String>>,
    /// Each redirect response's status and headers.
    heads: Vec<(u16, Headers)>,
    /// The policy a redirect's `Referrer-Policy` header named (step 14).
    referrer_policy: Option<String>,
    /// Each redirect's next request: its method and headers as it went.
    requests: Vec<(String, Vec<(String, String)>)>,
}

impl Hops {
    /// How many redirects there were.
    pub fn len(&self) -> usize {
        self.urls.len()
    }

    pub fn is_empty(&self) -> bool {
        self.urls.is_empty()
    }

    /// `url` answered with a redirect: `status` and `headers`.
    pub fn push(&mut self, url: Url, status: u16, headers: &Headers) {
        self.urls.push(url);
        self.timing_allow_origin.push(headers.get("timing-allow-origin").map(str::to_string));
        self.heads.push((status, headers.clone()));
        self.referrer_policy =
            Some(policy_of_response(headers)).filter(|p| !p.is_empty()).or(self.referrer_policy.take());
    }

    /// The latest redirect's next request went with `method` and `headers`.
    pub fn push_request(&mut self, method: &str, headers: &[(String, String)]) {
        self.requests.push((method.to_string(), headers.to_vec()));
    }

    /// `response` (the final one, a resolver's, or a client's answer at a redirect hop)
    /// with these hops before its own.
    pub fn attach(self, mut response: Response) -> Response {
        let Self { mut urls, mut timing_allow_origin, mut heads, referrer_policy, mut requests } = self;
        urls.append(&mut response.redirects);
        response.redirects = urls;
        timing_allow_origin.append(&mut response.redirect_timing_allow_origin);
        response.redirect_timing_allow_origin = timing_allow_origin;
        heads.append(&mut response.redirect_heads);
        response.redirect_heads = heads;
        requests.append(&mut response.redirect_requests);
        response.redirect_requests = requests;
        // (The policy of the hops before it, unless its own hops named one.)
        response.redirect_referrer_policy = response.redirect_referrer_policy.take().or(referrer_policy);
        response
    }
}

/// Whether `name` is a [request-body-header name](https://fetch.spec.whatwg.org/#request-body-header-name).
pub fn is_request_body_header_name(name: &str) -> bool {
    ["content-encoding", "content-language", "content-location", "content-type"]
        .iter()
        .any(|body_header| name.eq_ignore_ascii_case(body_header))
}

/// Where a redirect response leads, `None` for any other response. HTTP-redirect fetch:
/// 3. Let locationURL be actualResponse's location URL.
/// 4. If locationURL is null (a status 301, 302, 303, 307 or 308 without a `Location`),
///    then return response: it is no redirect, the caller gets it as it is.
/// 5. If locationURL is failure (a `Location` that does not parse), then return a network
///    error.
/// 6. If locationURL's scheme is not an HTTP(S) scheme, then return a network error.
pub fn redirect_target(current: &Url, status: u16, headers: &Headers) -> Result<Option<Url>, FetchError> {
    if !matches!(status, 301 | 302 | 303 | 307 | 308) {
        return Ok(None);
    }
    let Some(location) = headers.get("Location") else { return Ok(None) };
    // (Its bytes read as UTF-8, as browsers read them: headers.rs.)
    let location = current
        .join(&utf8_decode(location))
        .map_err(|_| FetchError::BadRedirect { url: current.to_string(), status })?;
    if !matches!(location.scheme(), "http" | "https") {
        return Err(FetchError::refused(
            current,
            format!("redirects to {location}, which is not an http(s) URL"),
        ));
    }
    Ok(Some(location))
}
