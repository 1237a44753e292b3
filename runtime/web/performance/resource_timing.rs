//! Resource Timing: each resource a realm fetches from the hosts folder — a script (classic
//! or module), a `fetch()`, a frame's document — becomes a `PerformanceResourceTiming`
//! entry in that realm's timeline (`resource_timing.js` queues it and keeps the resource
//! timing buffer). A response the network loader fetched carries its real moments, sizes
//! and protocol ([`NetworkMoments`]); one from the hosts folder answered at once.
//! [Resource Timing §4.5 Marking resource timing](https://w3c.github.io/resource-timing/#dfn-mark-resource-timing)
use url::{Origin, Url};

use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::content_encoding;
use crate::runtime::loader::cors::{CredentialsMode, cors_check, is_basic};
use crate::runtime::loader::cors_redirects::final_check_origin;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::Response;
use crate::runtime::loader::timing_allow::{self, timing_allow_passed};
use crate::runtime::loader::timing_info::{CacheState, TimingInfo};

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
    /// The response's content encoding (`contentEncoding`: loader/content_encoding.rs).
    pub content_encoding: String,
    /// Whether the request was render-blocking (a potentially render-blocking
    /// `<link rel=stylesheet>`): the entry's `renderBlockingStatus` is "blocking".
    pub render_blocking: bool,
    /// Whether the response is CORS-same-origin (its type "basic" or "cors"): then its
    /// status, MIME type and content encoding show (`responseStatus`, `contentType`,
    /// `contentEncoding`), whatever the timing
    /// allow check says.
    pub response_exposed: bool,
    /// What the network loader measured, when the response came over the network.
    pub network: Option<NetworkMoments>,
}

/// The moments (on the shared clock) and sizes the network loader recorded for a
/// response ([`TimingInfo`]), within the entry's start and end.
#[derive(Clone, Debug)]
pub struct NetworkMoments {
    /// redirectStart, redirectEnd, fetchStart, domainLookupStart, domainLookupEnd,
    /// connectStart, secureConnectionStart (0 for `http:`), connectEnd, requestStart,
    /// responseStart, responseEnd: in that order.
    pub moments: [f64; 11],
    pub next_hop_protocol: &'static str,
    pub encoded_body_size: u64,
    pub decoded_body_size: u64,
    pub cache_state: CacheState,
}

impl NetworkMoments {
    /// The moments of `timing` for an entry that starts at `start`: each on the shared
    /// clock, none before `start` nor before the one it follows. (On the virtual clock the
    /// real moments mean nothing: they all are `start`.)
    pub fn of(timing: &TimingInfo, start: f64) -> Self {
        let virtual_time = super::hr_time::is_virtual();
        let mut last = start;
        let mut at = |instant: Option<std::time::Instant>| match instant {
            None => 0.0,
            Some(_) if virtual_time => start,
            Some(instant) => {
                last = super::hr_time::moment(instant).max(last);
                last
            }
        };
        let c = &timing.connection;
        let redirect_start = at(timing.redirect_start);
        let redirect_end = at(timing.redirect_end);
        let fetch_start = at(Some(timing.fetch_start));
        let lookup_start = at(Some(c.domain_lookup_start));
        let lookup_end = at(Some(c.domain_lookup_end));
        let connect_start = at(Some(c.connection_start));
        let secure_start = at(c.secure_connection_start);
        let connect_end = at(Some(c.connection_end));
        let request_start = at(Some(timing.request_start));
        let response_start = at(Some(timing.response_start));
        let response_end = at(Some(timing.response_end));
        Self {
            moments: [
                redirect_start,
                redirect_end,
                fetch_start,
                lookup_start,
                lookup_end,
                connect_start,
                secure_start,
                connect_end,
                request_start,
                response_start,
                response_end,
            ],
            next_hop_protocol: c.alpn_negotiated_protocol,
            encoded_body_size: timing.encoded_body_size,
            decoded_body_size: timing.decoded_body_size,
            cache_state: timing.cache_state,
        }
    }
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
            content_encoding: content_encoding::of(headers),
            render_blocking: false,
            response_exposed: is_basic(url, origin),
            network: None,
        }
    }

    /// The entry of a response to a request in CORS mode (`fetch()`, XHR, an element with
    /// `crossorigin`, a module script) with `credentials`: one that passes the CORS check
    /// is CORS-same-origin (type "cors"), so its status and MIME type show. (`origin`: the
    /// one the check compares with, `null` after a redirect taint: `final_check_origin`.)
    /// [Fetch §4.1 Main fetch](https://fetch.spec.whatwg.org/#main-fetch) step 21 (the
    /// response's "body info" keeps them only for a basic or CORS response).
    pub fn cors_mode(mut self, headers: &Headers, origin: &Origin, credentials: CredentialsMode) -> Self {
        self.response_exposed = self.response_exposed || cors_check(headers, origin, credentials);
        self
    }

    /// The entry of a render-blocking request (or not).
    pub fn render_blocking(mut self, render_blocking: bool) -> Self {
        self.render_blocking = render_blocking;
        self
    }

    /// The entry's name is the URL first requested, before any redirect:
    /// [Fetch's finalize and report timing](https://fetch.spec.whatwg.org/#finalize-and-report-timing),
    /// step 2: "Let originalURL be response's URL list[0]".
    /// (`redirects`: the response's redirects, the first one first.)
    pub fn named_by_original_url(mut self, redirects: &[Url]) -> Self {
        if let Some(original) = redirects.first() {
            self.url = original.to_string();
        }
        self
    }

    /// The entry of `response`, which a client of `origin` fetched (no navigation): named
    /// by the URL first requested ([`Self::named_by_original_url`]), and its timing allow
    /// passed flag is the TAO check's on every response of the chain, each redirect hop
    /// included ([`timing_allow_passed`]).
    pub fn after_redirects(mut self, response: &Response, origin: &Origin) -> Self {
        self.timing_allowed = timing_allow_passed(origin, &timing_allow::hops_of(response), false);
        self.named_by_original_url(&response.redirects)
    }

    /// The entry of a response the network loader fetched carries what it measured: its
    /// moments, sizes and protocol (its end is the response's end).
    pub fn over_network(mut self, timing: Option<&TimingInfo>) -> Self {
        if let Some(timing) = timing {
            let moments = NetworkMoments::of(timing, self.start);
            self.end = self.end.max(moments.moments[10]);
            self.network = Some(moments);
        }
        self
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
/// `hooks` these are, if it still has them) started at `start`, in its context; `cors` is
/// the credentials mode of a request in CORS mode (`None`: "no-cors").
pub fn mark_response(
    scope: &mut v8::PinScope<'_, '_>,
    hooks: Option<&RealmHooks>,
    initiator: &'static str,
    response: &Response,
    origin: &Origin,
    start: f64,
    cors: Option<CredentialsMode>,
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
        )
        .over_network(response.timing.as_deref())
        .after_redirects(response, origin);
        let fetch = match cors {
            Some(credentials) => {
                let checked = final_check_origin(origin, response.redirects.iter().chain([&response.url]));
                fetch.cors_mode(&response.headers, &checked, credentials)
            }
            None => fetch,
        };
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
    let (Some(url), Some(initiator), Some(content_type), Some(content_encoding)) = (
        v8::String::new(scope, &fetch.url),
        v8::String::new(scope, fetch.initiator),
        v8::String::new(scope, &fetch.content_type),
        v8::String::new(scope, &fetch.content_encoding),
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
        network_array(scope, fetch.network.as_ref()),
        v8::Boolean::new(scope, fetch.render_blocking).into(),
        v8::Boolean::new(scope, fetch.response_exposed).into(),
        content_encoding.into(),
    ];
    let Some(function) = hooks.get(scope, Hook::MarkResourceTiming) else { return };
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    let _ = function.call(tc, undefined, &args);
}

/// `[moments…, nextHopProtocol, encodedBodySize, decodedBodySize, cacheState]` (Fetch's
/// cache state: "", "local" or "validated") for
/// `hooks.markResourceTiming`, or `undefined` for a response the network did not give.
fn network_array<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    network: Option<&NetworkMoments>,
) -> v8::Local<'s, v8::Value> {
    let Some(network) = network else { return v8::undefined(scope).into() };
    let mut items: Vec<v8::Local<v8::Value>> =
        network.moments.iter().map(|&m| v8::Number::new(scope, m).into()).collect();
    let Some(protocol) = v8::String::new(scope, network.next_hop_protocol) else {
        return v8::undefined(scope).into();
    };
    items.push(protocol.into());
    items.push(v8::Number::new(scope, network.encoded_body_size as f64).into());
    items.push(v8::Number::new(scope, network.decoded_body_size as f64).into());
    let Some(cache_state) = v8::String::new(scope, network.cache_state.name()) else {
        return v8::undefined(scope).into();
    };
    items.push(cache_state.into());
    v8::Array::new_with_elements(scope, &items).into()
}
