//! Resource Timing: each resource a realm fetches from the hosts folder — a script (classic
//! or module), a `fetch()`, a frame's document — becomes a `PerformanceResourceTiming`
//! entry in that realm's timeline (`resource_timing.js` queues it and keeps the resource
//! timing buffer).
//! [Resource Timing §4.5 Marking resource timing](https://w3c.github.io/resource-timing/#dfn-mark-resource-timing)
use url::{Origin, Url};

use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::Response;

/// One fetch, as the entry reports it.
#[derive(Clone, Debug)]
pub struct ResourceFetch {
    pub url: String,
    /// `script`, `fetch`, `iframe`, `frame`, `object`, … (the initiator type).
    pub initiator: &'static str,
    /// Moments on the shared clock (`hr_time::now`) around the fetch.
    pub start: f64,
    pub end: f64,
    pub status: u16,
    pub body_size: usize,
    /// Whether the timing allow check passed (else the detailed moments and sizes are 0).
    pub timing_allowed: bool,
    pub content_type: String,
}

impl ResourceFetch {
    /// A fetch of `url` by a realm of origin `origin` that started at `start` and
    /// responded `status` with `headers` and a body of `body_size` bytes, just now.
    pub fn new(
        initiator: &'static str,
        url: &Url,
        origin: &Origin,
        start: f64,
        status: u16,
        headers: &Headers,
        body_size: usize,
    ) -> Self {
        Self {
            url: url.to_string(),
            initiator,
            start,
            end: response_end(start),
            status,
            body_size,
            timing_allowed: timing_allow_check(headers, &url.origin(), origin),
            content_type: headers
                .get("content-type")
                .unwrap_or("")
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_string(),
        }
    }
}

/// A simulated fetch lasts at least this long (µs): two ticks of the coarsest clock a page
/// sees (100 µs), so that its entry's `responseEnd` is after its `startTime` and its
/// `duration` is not 0, as for any fetch over a network (reading a small file is faster).
const MIN_FETCH_US: f64 = 200.0;

/// The end of a fetch that started at `start`: now, after waiting out [`MIN_FETCH_US`]
/// (on the virtual clock: after moving it on by that much).
fn response_end(start: f64) -> f64 {
    let now = super::hr_time::now();
    if super::hr_time::is_virtual() {
        super::hr_time::advance_to(start + MIN_FETCH_US);
    } else if now < start + MIN_FETCH_US {
        std::thread::sleep(std::time::Duration::from_micros((start + MIN_FETCH_US - now).ceil() as u64));
    }
    super::hr_time::now()
}

/// [The timing allow check](https://fetch.spec.whatwg.org/#concept-tao-check): a
/// same-origin response, or one whose `Timing-Allow-Origin` lists `*` or the origin.
pub fn timing_allow_check(headers: &Headers, response_origin: &Origin, origin: &Origin) -> bool {
    if response_origin == origin {
        return true;
    }
    let serialized = origin.ascii_serialization();
    headers
        .get("timing-allow-origin")
        .is_some_and(|values| values.split(',').map(str::trim).any(|v| v == "*" || v == serialized))
}

/// Marks the `response` to a fetch of `initiator` that a realm of origin `origin` (whose
/// `hooks` these are, if it still has them) started at `start`, in its context.
pub fn mark_response(
    scope: &mut v8::PinScope<'_, '_>,
    hooks: Option<&RealmHooks>,
    initiator: &'static str,
    response: &Response,
    origin: &Origin,
    start: f64,
) {
    if let Some(hooks) = hooks {
        let body = response.body.len();
        let fetch = ResourceFetch::new(
            initiator,
            &response.url,
            origin,
            start,
            response.status,
            &response.headers,
            body,
        );
        mark(scope, hooks, &fetch);
    }
}

/// Marks `fetch` in the timeline of the realm whose `hooks` these are
/// (`hooks.markResourceTiming`), in its context (which the caller has entered). The
/// platform's step throws nothing a page could see; an exception (past the deadline) is
/// dropped.
pub fn mark(scope: &mut v8::PinScope<'_, '_>, hooks: &RealmHooks, fetch: &ResourceFetch) {
    // https://fetch.spec.whatwg.org/#finalize-and-report-timing: only HTTP(S) fetches are
    // reported (not data: or blob: URLs).
    if !(fetch.url.starts_with("https:") || fetch.url.starts_with("http:")) {
        return;
    }
    let (Some(url), Some(initiator), Some(content_type)) = (
        v8::String::new(scope, &fetch.url),
        v8::String::new(scope, fetch.initiator),
        v8::String::new(scope, &fetch.content_type),
    ) else {
        return;
    };
    let args = [
        url.into(),
        initiator.into(),
        v8::Number::new(scope, fetch.start).into(),
        v8::Number::new(scope, fetch.end).into(),
        v8::Number::new(scope, f64::from(fetch.status)).into(),
        v8::Number::new(scope, fetch.body_size as f64).into(),
        v8::Number::new(scope, (fetch.body_size + super::navigation_timing::HEADER_OCTETS) as f64).into(),
        v8::Boolean::new(scope, fetch.timing_allowed).into(),
        content_type.into(),
    ];
    let function = hooks.get(scope, Hook::MarkResourceTiming);
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    let _ = function.call(tc, undefined, &args);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_timing_allow_check_needs_the_same_origin_or_the_header() {
        let a = Url::parse("https://a.test/").expect("url").origin();
        let b = Url::parse("https://b.test/").expect("url").origin();
        let mut headers = Headers::default();
        assert!(timing_allow_check(&headers, &a, &a));
        assert!(!timing_allow_check(&headers, &b, &a));
        headers.set("timing-allow-origin", "https://c.test, https://a.test");
        assert!(timing_allow_check(&headers, &b, &a));
        headers.set("timing-allow-origin", "*");
        assert!(timing_allow_check(&headers, &b, &a));
    }
}
