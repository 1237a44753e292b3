//! What a client watching the loader sees and sets: the record of each fetch a group makes
//! (what `framescope serve` turns into the DevTools protocol's
//! [Network](https://chromedevtools.github.io/devtools-protocol/tot/Network/) events), and
//! the overrides it puts on every request (`Network.setExtraHTTPHeaders`,
//! `setUserAgentOverride`, `setCacheDisabled`). The observer is shared by clones of the
//! group's [`VirtualHosts`](super::hosts::VirtualHosts), its workers' too; the fetches are
//! recorded in the order they end and taken by whoever drains them.
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime};

use url::Url;

use super::headers::Headers;
use super::hosts::{FetchError, Response, reason_phrase};
use super::requests_in_flight::{Quiet, RequestsInFlight, counted_realm};
use super::timing_info::CacheState;

/// What a request is for, as the protocol's `Network.ResourceType` names it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Destination {
    Document,
    Script,
    Stylesheet,
    Image,
    Fetch,
    Xhr,
    #[default]
    Other,
}

impl Destination {
    /// The `Network.ResourceType`.
    pub fn resource_type(self) -> &'static str {
        match self {
            Self::Document => "Document",
            Self::Script => "Script",
            Self::Stylesheet => "Stylesheet",
            Self::Image => "Image",
            Self::Fetch => "Fetch",
            Self::Xhr => "XHR",
            Self::Other => "Other",
        }
    }
}

/// Who makes a request, besides its URL: set on the hosts a fetch goes through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RequestContext {
    pub destination: Destination,
    /// The number of the realm that fetches (a frame's document: its parent's).
    pub realm: Option<u64>,
    /// For a document: the number of the realm it is fetched for.
    pub document: Option<u64>,
    /// Whether a worker's own group fetches (its realm numbers are not its owner's).
    pub worker: bool,
}

/// The response of a recorded fetch.
#[derive(Clone, Debug)]
pub struct ObservedResponse {
    pub url: Url,
    pub status: u16,
    pub status_text: String,
    pub headers: Headers,
    pub encoded_length: u64,
    pub from_cache: bool,
    /// The URLs that redirected, in order, each with its redirect response's status and
    /// headers.
    pub redirects: Vec<(Url, u16, Headers)>,
    /// The method and headers of the request after each redirect, at its index (as the
    /// loader sent it: [`Response::redirect_requests`]).
    pub hops: Vec<(String, Vec<(String, String)>)>,
    /// Its TLS connection's security details, when it came over one.
    pub tls: Option<std::sync::Arc<super::tls_details::TlsDetails>>,
}

impl ObservedResponse {
    /// What a fetch of `url` that ended with `result` shows a client: its response, or
    /// the network error's text. (A missing file of the hosts folder is what an HTTP
    /// server answers with a 404.)
    pub fn outcome(url: &Url, result: &Result<Response, FetchError>) -> Result<Self, String> {
        match result {
            Ok(response) => Ok(Self {
                url: response.url.clone(),
                status: response.status,
                status_text: response.status_text(),
                headers: response.headers.clone(),
                encoded_length: response.bytes.len() as u64,
                from_cache: response.timing.as_ref().is_some_and(|t| t.cache_state == CacheState::Local),
                redirects: response
                    .redirects
                    .iter()
                    .zip(&response.redirect_heads)
                    .map(|(url, (status, headers))| (url.clone(), *status, headers.clone()))
                    .collect(),
                hops: response.redirect_requests.clone(),
                tls: response.timing.as_ref().and_then(|t| t.connection.tls.clone()),
            }),
            Err(FetchError::NotFound { .. }) => Ok(Self {
                url: url.clone(),
                status: 404,
                status_text: reason_phrase(404).to_string(),
                headers: Headers::default(),
                encoded_length: 0,
                from_cache: false,
                redirects: Vec::new(),
                hops: Vec::new(),
                tls: None,
            }),
            Err(error) => Err(error.to_string()),
        }
    }
}

/// One fetch, recorded when it ended.
#[derive(Clone, Debug)]
pub struct NetworkEvent {
    /// A number of its own, in the order the fetches began.
    pub id: u64,
    pub context: RequestContext,
    pub url: Url,
    pub method: String,
    /// The headers the request was sent with (the author's and the overrides).
    pub headers: Vec<(String, String)>,
    pub started: Instant,
    pub started_wall: SystemTime,
    pub ended: Instant,
    /// The response, or why there is none (a network error).
    pub outcome: Result<ObservedResponse, String>,
}

/// The overrides a client set on the group's requests.
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    /// Sent with every request, unless the author set the same header.
    pub extra_headers: Vec<(String, String)>,
    /// The `User-Agent` sent unless the author set one.
    pub user_agent: Option<String>,
    /// Every request bypasses the memory cache (as its cache mode "no-store").
    pub cache_disabled: bool,
}

/// How many response bodies the observer keeps (the latest), and how many bytes at most.
const KEPT_BODIES: usize = 64;
const KEPT_BODY_BYTES: usize = 32 << 20;

/// A response body kept for a client (`Network.getResponseBody`).
#[derive(Debug)]
struct KeptBody {
    id: u64,
    /// For a document: the realm it became.
    document: Option<u64>,
    bytes: std::sync::Arc<Vec<u8>>,
}

#[derive(Debug, Default)]
struct Inner {
    recording: bool,
    keeping_bodies: bool,
    next_id: u64,
    events: Vec<NetworkEvent>,
    /// The fetches that began since the last take (their records without an outcome).
    started: Vec<NetworkEvent>,
    overrides: Overrides,
    bodies: std::collections::VecDeque<KeptBody>,
    /// Each document's requests in flight (recorded or not).
    in_flight: RequestsInFlight,
}

/// A request in flight: it ends when this is dropped.
pub struct InFlight {
    observer: NetworkObserver,
    realm: Option<u64>,
}

impl Drop for InFlight {
    fn drop(&mut self) {
        if let Some(realm) = self.realm {
            self.observer.lock().in_flight.end(realm);
        }
    }
}

/// The observer: cloning shares it.
#[derive(Clone, Debug, Default)]
pub struct NetworkObserver(Arc<Mutex<Inner>>);

impl NetworkObserver {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether fetches are recorded (off until a client asks; turning it off drops what
    /// was not taken).
    pub fn set_recording(&self, on: bool) {
        let mut inner = self.lock();
        inner.recording = on;
        if !on {
            inner.events.clear();
            inner.started.clear();
            inner.bodies.clear();
        }
    }

    /// Whether the bodies of the recorded fetches are kept (`Network.getResponseBody`).
    pub fn set_keeping_bodies(&self, on: bool) {
        let mut inner = self.lock();
        inner.keeping_bodies = on;
        if !on {
            inner.bodies.clear();
        }
    }

    pub fn is_recording(&self) -> bool {
        self.lock().recording
    }

    /// A number for a fetch that begins now.
    pub fn next_id(&self) -> u64 {
        let mut inner = self.lock();
        inner.next_id += 1;
        inner.next_id
    }

    /// A request with `context` begins: counted as its document's in flight until the
    /// guard is dropped (`requests_in_flight.rs`).
    pub fn begin(&self, context: &RequestContext) -> InFlight {
        let realm = counted_realm(context);
        if let Some(realm) = realm {
            self.lock().in_flight.begin(realm);
        }
        InFlight { observer: self.clone(), realm }
    }

    /// The requests of the document of realm `realm` in flight, and since when it was
    /// quiet.
    pub fn quiet(&self, realm: u64) -> Quiet {
        self.lock().in_flight.quiet(realm)
    }

    /// Forgets the counts of a realm that is gone.
    pub fn forget_realm(&self, realm: u64) {
        self.lock().in_flight.forget(realm);
    }

    /// Records a fetch that begins (when recording): `event` without its outcome.
    pub fn record_start(&self, event: NetworkEvent) {
        let mut inner = self.lock();
        if inner.recording {
            inner.started.push(event);
        }
    }

    /// The fetches that began since the last call, in the order they began.
    pub fn take_started(&self) -> Vec<NetworkEvent> {
        std::mem::take(&mut self.lock().started)
    }

    /// Records a fetch that ended (when recording).
    pub fn record(&self, event: NetworkEvent) {
        let mut inner = self.lock();
        if inner.recording {
            inner.events.push(event);
        }
    }

    /// Keeps the body of fetch `id` (while recording and keeping bodies): the latest bodies are kept, up to
    /// [`KEPT_BODIES`] of them and [`KEPT_BODY_BYTES`] together.
    pub fn keep_body(&self, id: u64, document: Option<u64>, bytes: &[u8]) {
        let mut inner = self.lock();
        if !inner.recording || !inner.keeping_bodies || bytes.len() > KEPT_BODY_BYTES {
            return;
        }
        inner.bodies.push_back(KeptBody { id, document, bytes: std::sync::Arc::new(bytes.to_vec()) });
        let mut total: usize = inner.bodies.iter().map(|b| b.bytes.len()).sum();
        while inner.bodies.len() > KEPT_BODIES || total > KEPT_BODY_BYTES {
            let Some(dropped) = inner.bodies.pop_front() else { break };
            total -= dropped.bytes.len();
        }
    }

    /// The kept body of fetch `id`, or of the latest fetch of the document of realm
    /// `document`.
    pub fn body(&self, id: Option<u64>, document: Option<u64>) -> Option<std::sync::Arc<Vec<u8>>> {
        let inner = self.lock();
        let found = inner.bodies.iter().rev().find(|b| match (id, document) {
            (Some(id), _) => b.id == id,
            (None, Some(document)) => b.document == Some(document),
            (None, None) => false,
        });
        found.map(|b| b.bytes.clone())
    }

    /// The fetches recorded since the last call, in the order they ended.
    pub fn take(&self) -> Vec<NetworkEvent> {
        std::mem::take(&mut self.lock().events)
    }

    pub fn overrides(&self) -> Overrides {
        self.lock().overrides.clone()
    }

    /// Changes the overrides.
    pub fn set_overrides(&self, change: impl FnOnce(&mut Overrides)) {
        change(&mut self.lock().overrides);
    }

    /// `headers` (the author's) with the overrides' headers the author did not set.
    pub fn with_overrides(overrides: &Overrides, headers: &[(String, String)]) -> Vec<(String, String)> {
        let mut all = headers.to_vec();
        let has =
            |all: &Vec<(String, String)>, name: &str| all.iter().any(|(n, _)| n.eq_ignore_ascii_case(name));
        for (name, value) in &overrides.extra_headers {
            if !has(&all, name) {
                all.push((name.clone(), value.clone()));
            }
        }
        if let Some(agent) = &overrides.user_agent
            && !has(&all, "user-agent")
        {
            all.push(("User-Agent".into(), agent.clone()));
        }
        all
    }
}
