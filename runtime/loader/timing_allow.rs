//! Fetch's [timing allow passed](https://fetch.spec.whatwg.org/#fetch-timing-allow-passed)
//! flag: the [TAO check](https://fetch.spec.whatwg.org/#concept-tao-check) runs on every
//! response of a fetch — each redirect hop and the final response — and one failure (the
//! request's timing allow failed flag) hides the entry's detailed timings for good.
//! [Fetch §4.3 HTTP fetch](https://fetch.spec.whatwg.org/#concept-http-fetch) step 4.3
//! ("If the TAO check for request and response returns failure, then set request's timing
//! allow failed flag").
use url::{Origin, Url};

use super::headers::Headers;
use super::response::Response;

/// One response of a fetch as the TAO check sees it: the URL it answered and its
/// `Timing-Allow-Origin` header's value, if it sent one.
#[derive(Clone, Copy, Debug)]
pub struct Hop<'a> {
    pub url: &'a Url,
    pub timing_allow_origin: Option<&'a str>,
}

/// The hops of `response`: its redirects (with the `Timing-Allow-Origin` each sent), then
/// the final response.
pub fn hops_of(response: &Response) -> Vec<Hop<'_>> {
    hops(&response.redirects, &response.redirect_timing_allow_origin, &response.url, &response.headers)
}

/// The hops of a fetch that redirected from `redirects` (each with the value in
/// `redirect_tao` at its index; a missing one is none) and ended at `url` with `headers`.
pub fn hops<'a>(
    redirects: &'a [Url],
    redirect_tao: &'a [Option<String>],
    url: &'a Url,
    headers: &'a Headers,
) -> Vec<Hop<'a>> {
    let mut hops: Vec<Hop<'a>> = redirects
        .iter()
        .enumerate()
        .map(|(i, url)| Hop { url, timing_allow_origin: redirect_tao.get(i).and_then(Option::as_deref) })
        .collect();
    hops.push(Hop { url, timing_allow_origin: headers.get("timing-allow-origin") });
    hops
}

/// Whether a fetch by a client of `origin` whose responses were `hops` (in order) has its
/// timing allow passed flag: the [TAO check](https://fetch.spec.whatwg.org/#concept-tao-check)
/// succeeds for each, with the request as it was at that hop. `navigate`: the request's
/// mode is "navigate" (a frame's document).
///
/// For each hop:
/// 1. (The request's timing allow failed flag set: failure — the loop stops.)
/// 2. Let values be the response's `Timing-Allow-Origin` values (comma-separated).
/// 3. If values contains `*`, success.
/// 4. If values contains the [serialization of the request's origin](https://fetch.spec.whatwg.org/#serializing-a-request-origin)
///    (`null` once the request's [redirect-taint](https://fetch.spec.whatwg.org/#concept-request-tainted-origin)
///    is not "same-origin"), success.
/// 5. If the request's mode is "navigate" and its current URL's origin is not `origin`,
///    failure.
/// 6. If the request's response tainting is "basic" (no URL of its URL list so far is
///    cross-origin: [main fetch](https://fetch.spec.whatwg.org/#main-fetch) step 12 makes it
///    "cors" or "opaque" for good on the first cross-origin one), success.
/// 7. Failure.
pub fn timing_allow_passed(origin: &Origin, hops: &[Hop<'_>], navigate: bool) -> bool {
    let mut last: Option<Origin> = None;
    let mut redirect_tainted = false;
    let mut basic = true;
    for hop in hops {
        let current = hop.url.origin();
        // Redirect-taint: leaving a URL of another origin than the request's for a third
        // origin taints the request's origin.
        if let Some(last) = &last
            && current != *last
            && *origin != *last
        {
            redirect_tainted = true;
        }
        basic = basic && current == *origin;
        let serialized = if redirect_tainted { "null".to_string() } else { origin.ascii_serialization() };
        let values = hop.timing_allow_origin.unwrap_or("");
        let listed = values.split(',').map(str::trim).any(|v| v == "*" || v == serialized);
        let passed = listed || (if navigate { current == *origin } else { basic });
        if !passed {
            return false;
        }
        last = Some(current);
    }
    true
}
