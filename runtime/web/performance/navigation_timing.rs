//! What the simulated load of a document contributes to its navigation timing entry:
//! the moments of its fetch, its redirects and its response.
//! [Navigation Timing §4 Processing model](https://w3c.github.io/navigation-timing/#processing-model)
use url::Url;

use crate::runtime::loader::content_encoding;
use crate::runtime::loader::hosts::Response;
use crate::runtime::loader::mime_type;
use crate::runtime::web::performance::resource_timing::NetworkMoments;

/// [NavigationTimingType](https://w3c.github.io/navigation-timing/#dom-navigationtimingtype).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NavigationType {
    #[default]
    Navigate,
    Reload,
    /// A traversal of the session history to another document.
    BackForward,
}

/// What a response's headers count for in a transfer size: 300 octets, as the spec's
/// example and Chromium count them (Navigation and Resource Timing's `transferSize`).
pub const HEADER_OCTETS: usize = 300;

/// A document's fetch, as moments on the shared clock ([`super::hr_time::moment`]).
#[derive(Clone, Debug, Default)]
pub struct NavigationRecord {
    pub kind: NavigationType,
    /// When the fetch (the first request, with redirects) started.
    pub fetch_start: f64,
    /// When the last response had arrived (the virtual hosts answer at once).
    pub response_end: f64,
    /// Same-origin redirects before the document ([redirectCount]: 0 when any redirect
    /// crossed origins).
    ///
    /// [redirectCount]: https://w3c.github.io/navigation-timing/#dom-performancenavigationtiming-redirectcount
    pub redirect_count: u32,
    pub status: u16,
    pub body_size: usize,
    pub content_type: String,
    /// The response's content encoding (loader/content_encoding.rs).
    pub content_encoding: String,
    pub next_hop_protocol: &'static str,
    /// What the network loader measured, when the document came over the network.
    pub network: Option<NetworkMoments>,
    /// Its response's TLS connection's security details (DevTools' Security domain).
    pub tls: Option<std::sync::Arc<crate::runtime::loader::tls_details::TlsDetails>>,
    /// The request body a form's POST sent (a reload sends it again).
    pub post: Option<std::rc::Rc<crate::runtime::loader::post_resource::PostResource>>,
    /// The [previous document unload timing](https://html.spec.whatwg.org/multipage/dom.html#previous-document-unload-timing):
    /// when the same-origin document this one replaced fired `unload`, and when that
    /// event ended (moments of [`super::hr_time::now`]).
    pub previous_unload: Option<(f64, f64)>,
}

impl NavigationRecord {
    /// The record of a document whose navigation started at `time_origin` and whose
    /// response is complete now (`response` is `None` for about:blank and failed loads).
    ///
    /// The virtual hosts answer at once, but a fetch does not start at the time origin
    /// itself: it starts one coarsening step (100 µs) later, so that `fetchStart` (and
    /// `secureConnectionStart` for https, which is 0 only for insecure pages) is not 0.
    pub fn new(
        kind: NavigationType,
        time_origin: f64,
        url: &Url,
        response: Option<&Response>,
        status: u16,
    ) -> Self {
        let fetch_start = time_origin + 100.0;
        let network = response.and_then(|r| r.timing.as_deref()).map(|t| NetworkMoments::of(t, fetch_start));
        let response_end = super::hr_time::now().max(fetch_start);
        let same_origin_redirects = response
            .filter(|r| r.redirects.iter().all(|from| from.origin() == url.origin()))
            .map_or(0, |r| r.redirects.len() as u32);
        Self {
            kind,
            fetch_start,
            response_end,
            redirect_count: same_origin_redirects,
            status,
            body_size: response.map_or(0, |r| r.body.len()),
            // (The document's MIME type: its Content-Type's essence, else by its name.)
            content_type: response
                .map_or_else(|| "text/html".to_string(), |r| mime_type::of_response(&r.headers, &r.url)),
            content_encoding: response.map_or_else(String::new, |r| content_encoding::of(&r.headers)),
            // A network error (status 0) had no connection.
            next_hop_protocol: match &network {
                Some(network) => network.next_hop_protocol,
                None if matches!(url.scheme(), "http" | "https") && status != 0 => "http/1.1",
                None => "",
            },
            network,
            tls: response.and_then(|r| r.timing.as_ref()?.connection.tls.clone()),
            post: None,
            previous_unload: None,
        }
    }

    /// [transferSize](https://w3c.github.io/resource-timing/#dom-performanceresourcetiming-transfersize):
    /// the body plus [`HEADER_OCTETS`]; 0 for a document that was not fetched.
    pub fn transfer_size(&self) -> usize {
        if self.next_hop_protocol.is_empty() { 0 } else { self.body_size + HEADER_OCTETS }
    }

    /// The record's JavaScript form (`info.navigation` of the bootstrap).
    pub fn to_object<'s>(&self, scope: &mut v8::PinScope<'s, '_>) -> v8::Local<'s, v8::Object> {
        let object = v8::Object::new(scope);
        let kind = match self.kind {
            NavigationType::Navigate => "navigate",
            NavigationType::Reload => "reload",
            NavigationType::BackForward => "back_forward",
        };
        let (unload_start, unload_end) = self.previous_unload.unwrap_or_default();
        let numbers = [
            ("unloadEventStart", unload_start),
            ("unloadEventEnd", unload_end),
            ("fetchStart", self.fetch_start),
            ("responseEnd", self.response_end),
            ("redirectCount", f64::from(self.redirect_count)),
            ("status", f64::from(self.status)),
            ("bodySize", self.body_size as f64),
            ("transferSize", self.transfer_size() as f64),
        ];
        for (key, value) in numbers {
            let value = v8::Number::new(scope, value).into();
            set(scope, object, key, value);
        }
        if let Some(network) = &self.network {
            let moments: Vec<v8::Local<v8::Value>> =
                network.moments.iter().map(|&m| v8::Number::new(scope, m).into()).collect();
            let moments = v8::Array::new_with_elements(scope, &moments).into();
            set(scope, object, "network", moments);
        }
        for (key, value) in [
            ("type", kind),
            ("contentType", &self.content_type),
            ("contentEncoding", &self.content_encoding),
            ("nextHopProtocol", self.next_hop_protocol),
        ] {
            if let Some(value) = v8::String::new(scope, value) {
                set(scope, object, key, value.into());
            }
        }
        object
    }
}

fn set(scope: &mut v8::PinScope, object: v8::Local<v8::Object>, key: &str, value: v8::Local<v8::Value>) {
    if let Some(key) = v8::String::new(scope, key) {
        object.set(scope, key.into(), value);
    }
}
