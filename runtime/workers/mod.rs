//! Workers (dedicated, shared and service workers): each one an isolate with its own
//! event loop, on its own thread.
//! [HTML §10.2 Infrastructure](https://html.spec.whatwg.org/multipage/workers.html#infrastructure)
//!
//! The kind of worker is its global scope's interface ([`Scope`]): a dedicated worker talks
//! to its owner through `postMessage` on both sides; a shared worker through MessagePorts
//! entangled across the isolates (each connection a `link`, its messages forwarded over
//! the channels); a service worker through its clients (`client` ids: realms of the owner's
//! group) and its lifecycle (`Install`, then `State` reports).
//!
//! The owner keeps a [`WorkerHandle`] (channels both ways, the worker isolate's
//! thread-safe handle for `terminate()`); the thread gets the other ends, a
//! [`WorkerThread`], and runs the [`WorkerMain`] its owner's group was given (the group's
//! worker thread, `runtime/group/worker_thread.rs`: a group whose one realm is the
//! `DedicatedWorkerGlobalScope`, forwarding what the owner must see — messages, uncaught
//! errors, console output — over its channel).
pub mod devtools;

use crate::bindings::measure_memory::MeasureMemoryExecution;
use crate::runtime::loader::referrer_policy::Referrer;
use crate::runtime::web::performance::hr_time;
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, mpsc};
use std::thread::JoinHandle;
use std::time::Instant;

use url::{Origin, Url};

use super::console::LogLevel;
use super::event_loop::SerializedMessage;
use super::heap_limit::GroupOptions;
use super::loader::cookie_jar::{CookieRequest, Site};
use super::loader::cors::CredentialsMode;
use super::loader::hosts::{Response, VirtualHosts};
use super::realm::{RealmId, Scope};
use super::script::UncaughtError;

/// From the owner to the worker.
pub enum ToWorker {
    /// A dedicated worker's message from its owner.
    Message(SerializedMessage),
    /// A shared worker's new connection: its end of the port entangled over `link`.
    Connect { link: u64 },
    /// A message for the worker's end of the port entangled over `link`.
    PortMessage { link: u64, message: SerializedMessage },
    /// A service worker's message from the client realm `client` of the owner's group.
    ClientMessage { client: u64, url: String, bytes: Vec<u8> },
    /// A service worker's registration job installs (then activates) it.
    Install,
    /// Measure the worker's isolate for the owner's memory measurement `id`.
    MeasureMemory { id: u64, execution: MeasureMemoryExecution },
    /// A BroadcastChannel message from the owner's side.
    Broadcast(Broadcast),
    /// A DevTools session's message waits on the worker's DevTools channel
    /// ([`devtools::DevtoolsChannel`]): wakes the worker's loop, not the owner's message.
    Devtools,
}

/// A BroadcastChannel message on its way between the isolates of a page
/// (`runtime/web/messaging/broadcast_channel.rs`): the channel's name, the sender's
/// origin (an opaque one too: it is equal only to its copies, which its workers have) and
/// the serialized message.
#[derive(Clone)]
pub struct Broadcast {
    pub name: String,
    pub origin: Origin,
    pub bytes: Vec<u8>,
}

/// From the worker to its owner.
pub enum FromWorker {
    /// A dedicated worker's `postMessage`.
    Message(SerializedMessage),
    /// A message from the worker's end of the port entangled over `link`.
    PortMessage {
        link: u64,
        message: SerializedMessage,
    },
    /// A service worker's `client.postMessage` to the client realm `client`.
    ClientMessage {
        client: u64,
        bytes: Vec<u8>,
    },
    /// A service worker's new state (`installing`, `installed`, `activating`,
    /// `activated`, `redundant`).
    State(String),
    Console(LogLevel, String),
    /// Console messages the worker's own capture dropped (it is bounded).
    ConsoleDropped(usize),
    /// An exception the worker's own `error` listeners did not handle.
    Error(UncaughtError),
    /// The script could not be fetched: a plain `error` event at the Worker object.
    LoadFailed(String),
    /// The worker's isolate reached its heap limit, which ended the worker: an `error`
    /// event at the Worker object, and a memory error for the worker's realm.
    OutOfMemory(String),
    /// The worker's event loop ended (`close()`, `terminate()`, or the deadline).
    Closed,
    /// A BroadcastChannel message from the worker's side.
    Broadcast(Broadcast),
    /// The worker's performance timeline changed (for reports), sent when it goes idle.
    Timeline(serde_json::Value),
    /// The bytes of the worker's isolate, for the owner's memory measurement `id`.
    Memory {
        id: u64,
        bytes: u64,
    },
    /// What a Web API of the worker sends its counterpart in the owner, which the page
    /// model passes on unopened (a profiler's trace kept for the embedder).
    ForWebApis(Box<dyn std::any::Any + Send>),
}

/// What a worker starts from.
pub struct WorkerSetup {
    /// The worker's global scope: a dedicated, shared or service worker.
    pub kind: Scope,
    pub url: Url,
    /// The script text, for a blob: URL (whose store is the owner's).
    pub script: Option<String>,
    /// The script's response, when the owner fetched it (a dedicated worker's, whose
    /// Resource Timing entry is the owner's).
    pub response: Option<Response>,
    /// A module worker (`new Worker(url, { type: "module" })`): its script is a module
    /// script.
    pub module: bool,
    pub name: String,
    pub origin: Origin,
    /// A dedicated worker's is its owner's; a shared or service worker's comes from its
    /// own script's headers (decided on its thread).
    pub cross_origin_isolated: bool,
    /// A dedicated worker's owner document's `Document-Policy` (which it inherits).
    pub document_policy: Option<String>,
    /// The owner's referrer policy (its outside settings'): the policy of a module
    /// worker's script's fetch options, which its static imports use unless the script's
    /// own `Referrer-Policy` header names one.
    pub outside_referrer_policy: String,
    /// Who fetches the worker's script on its thread (a shared worker's): its owner.
    pub referrer: Option<Referrer>,
    /// The credentials mode of the worker's script and (a module worker's) its imports:
    /// a module worker's `credentials` option, "same-origin" for a classic worker.
    pub credentials: CredentialsMode,
    /// The worker's [site for cookies](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-document-based-requests)
    /// and top-level site (the partition key), as Chrome computes them: a dedicated
    /// worker's are its owner's; a shared worker's its own origin's site (`None`, cross-site,
    /// with `sameSiteCookies: "none"`); a service worker's its own origin's.
    pub site_for_cookies: Option<Site>,
    pub top_level_site: Option<Site>,
    pub hosts: VirtualHosts,
    pub deadline: Option<Instant>,
    /// The owner group's options (the worker's isolate gets the same heap limit).
    pub options: GroupOptions,
    /// The owner group's DevTools hook: the worker is a target a client can attach to.
    pub devtools: Option<std::sync::Arc<dyn devtools::WorkerDevtools>>,
}

impl WorkerSetup {
    /// The jar request of the worker's script fetched on its own thread (a shared or
    /// service worker's): the worker's credentials mode, site for cookies and top-level
    /// site.
    pub fn script_cookies(&self) -> CookieRequest {
        CookieRequest {
            credentials: super::loader::origin_header::subresource_credentials(
                Some(self.credentials),
                &self.origin,
            ),
            site_for_cookies: self.site_for_cookies.clone(),
            top_level_site: self.top_level_site.clone(),
            top_level_navigation: false,
            initiator: None,
            redirected_from: Vec::new(),
            safe_method: true,
        }
    }
}

/// The worker's side of the channel, kept in its group's state.
pub struct WorkerPort {
    pub outbox: mpsc::Sender<FromWorker>,
    /// The worker's global scope realm, once it is created.
    pub realm: Cell<Option<RealmId>>,
    /// Set by `close()`: the loop ends after the current task.
    pub closing: Cell<bool>,
    /// A module worker (its global scope's type is "module").
    pub module: bool,
    /// The worker's site for cookies and top-level site ([`WorkerSetup::site_for_cookies`]).
    pub site_for_cookies: Option<Site>,
    pub top_level_site: Option<Site>,
    /// The credentials mode of the worker's script's fetch options
    /// ([`WorkerSetup::credentials`]): a module worker's scripts' `import()` keeps it.
    pub credentials: CredentialsMode,
}

/// The owner's side of a worker.
pub struct WorkerHandle {
    /// A dedicated, shared or service worker.
    pub kind: Scope,
    /// The worker's realm record in the owner's group.
    pub realm: RealmId,
    /// The realm that created it.
    pub owner: RealmId,
    /// The `Worker` object in the owner's realm (for a shared worker, its first
    /// `SharedWorker` object; for a service worker, the registering realm's container).
    pub object: v8::Global<v8::Object>,
    to_worker: mpsc::Sender<ToWorker>,
    from_worker: mpsc::Receiver<FromWorker>,
    isolate: Arc<Mutex<Option<v8::IsolateHandle>>>,
    /// Whether the worker's loop is waiting for messages with nothing else to do.
    idle: Arc<Idleness>,
    /// Messages sent to the worker that it has not taken yet.
    in_flight: Arc<AtomicUsize>,
    /// Set by `terminate()`: a worker that has not started yet does not start.
    terminated: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    /// The worker's start gate ([`WorkerThread::wait_until_released`]).
    gate: Arc<(Mutex<bool>, Condvar)>,
    devtools_wake: devtools::SharedWake,
    pub closed: bool,
}

/// What runs on a worker's thread: its own group, fed from `thread`'s inbox.
pub type WorkerMain = fn(setup: WorkerSetup, thread: WorkerThread);

/// The worker's ends of its channels, and what it shares with its [`WorkerHandle`].
pub struct WorkerThread {
    pub inbox: mpsc::Receiver<ToWorker>,
    pub outbox: mpsc::Sender<FromWorker>,
    /// The worker isolate's handle, published for `terminate()` (and taken back at the end).
    pub isolate: Arc<Mutex<Option<v8::IsolateHandle>>>,
    /// Set while the worker's loop waits for messages with nothing else to do.
    pub idle: Arc<Idleness>,
    /// Messages sent to the worker that it has not taken yet.
    pub in_flight: Arc<AtomicUsize>,
    /// Set by `terminate()`.
    pub terminated: Arc<AtomicBool>,
    /// Opened by the owner once the task that created the worker has ended (see
    /// [`WorkerHandle::release`]).
    pub gate: Arc<(Mutex<bool>, Condvar)>,
    /// What wakes the worker for its DevTools sessions.
    pub devtools_wake: devtools::SharedWake,
}

impl WorkerThread {
    pub fn is_terminated(&self) -> bool {
        self.terminated.load(Ordering::SeqCst)
    }

    /// Waits until the owner lets the worker start: its script runs only after the task
    /// that created it, as a browser's fetch of it would come after (so `terminate()` in
    /// that task always wins).
    pub fn wait_until_released(&self) {
        let (open, opened) = &*self.gate;
        let Ok(mut released) = open.lock() else { return };
        while !*released {
            match opened.wait(released) {
                Ok(guard) => released = guard,
                Err(_) => return,
            }
        }
    }

    /// Publishes (or, with `None`, takes back) the worker isolate's handle.
    pub fn publish_isolate(&self, handle: Option<v8::IsolateHandle>) {
        if let Ok(mut slot) = self.isolate.lock() {
            *slot = handle;
        }
    }

    /// A message from the owner was taken from the inbox.
    pub fn took_message(&self) {
        self.in_flight.fetch_sub(1, Ordering::SeqCst);
    }

    /// Whether messages are still on their way to the worker.
    pub fn messages_in_flight(&self) -> bool {
        self.in_flight.load(Ordering::SeqCst) > 0
    }

    /// The worker's loop waits for messages, with a timer due at `next_timer` (a moment
    /// of the shared clock) or none.
    pub fn set_idle(&self, next_timer: Option<f64>) {
        self.idle.0.store(next_timer.map_or(IDLE, f64::to_bits), Ordering::SeqCst);
    }

    /// The worker's loop has something to do.
    pub fn set_busy(&self) {
        self.idle.0.store(BUSY, Ordering::SeqCst);
    }
}

/// A worker loop's state as its owner sees it: busy, idle, or idle until a timer is due
/// (the bits of that moment).
#[derive(Default)]
pub struct Idleness(AtomicU64);

const BUSY: u64 = 0;
const IDLE: u64 = 1;

impl Idleness {
    /// When the idle worker's next timer is due.
    fn next_timer(&self) -> Option<f64> {
        match self.0.load(Ordering::SeqCst) {
            BUSY | IDLE => None,
            bits => Some(f64::from_bits(bits)),
        }
    }

    /// Whether the worker has something to do: it is running, or its timer is due. On the
    /// real clock a pending timer counts as something to do; on the virtual clock, only
    /// once the clock has reached it (the owner moves the clock when all are idle).
    fn is_busy(&self) -> bool {
        match self.0.load(Ordering::SeqCst) {
            BUSY => true,
            IDLE => false,
            bits => !hr_time::is_virtual() || f64::from_bits(bits) <= hr_time::now(),
        }
    }
}

impl WorkerHandle {
    /// Starts a worker's thread running `main`.
    pub fn spawn(
        realm: RealmId,
        owner: RealmId,
        object: v8::Global<v8::Object>,
        setup: WorkerSetup,
        main: WorkerMain,
    ) -> Self {
        let (to_worker, inbox) = mpsc::channel();
        let (outbox, from_worker) = mpsc::channel();
        let isolate = Arc::new(Mutex::new(None));
        let idle = Arc::new(Idleness::default());
        let in_flight = Arc::new(AtomicUsize::new(0));
        let terminated = Arc::new(AtomicBool::new(false));
        let gate = Arc::new((Mutex::new(false), Condvar::new()));
        let devtools_wake = devtools::DevtoolsWake::new(to_worker.clone());
        let thread = WorkerThread {
            devtools_wake: devtools_wake.clone(),
            gate: gate.clone(),
            inbox,
            outbox: outbox.clone(),
            isolate: isolate.clone(),
            idle: idle.clone(),
            in_flight: in_flight.clone(),
            terminated: terminated.clone(),
        };
        let failure = outbox;
        let kind = setup.kind;
        // (A client that intercepts the page's requests is asked for the worker's too.)
        let interceptor = crate::runtime::loader::request_interception::remote();
        let thread = std::thread::Builder::new()
            .name(format!("framescope-worker-{realm}"))
            .spawn(move || {
                crate::runtime::loader::request_interception::set_remote(interceptor);
                main(setup, thread)
            })
            .map_err(|e| {
                let _ = failure.send(FromWorker::LoadFailed(format!("cannot start a worker thread: {e}")));
                let _ = failure.send(FromWorker::Closed);
            })
            .ok();
        Self {
            kind,
            realm,
            owner,
            object,
            to_worker,
            from_worker,
            isolate,
            idle,
            in_flight,
            terminated,
            thread,
            gate,
            devtools_wake,
            closed: false,
        }
    }

    /// Lets the worker's thread start (once the task that created it has ended).
    pub fn release(&self) {
        let (open, opened) = &*self.gate;
        if let Ok(mut released) = open.lock()
            && !*released
        {
            *released = true;
            opened.notify_all();
        }
    }

    pub fn post(&self, message: SerializedMessage) {
        self.send(ToWorker::Message(message));
    }

    /// Sends the worker something for its loop (a message, a connection, the install
    /// job): in flight until the worker takes it.
    pub fn send(&self, message: ToWorker) {
        if self.closed {
            return;
        }
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        if self.to_worker.send(message).is_err() {
            self.in_flight.fetch_sub(1, Ordering::SeqCst);
        }
    }

    /// Whether the worker is a dedicated worker (its owner's memory measurement includes
    /// it; its owner's document going away ends it).
    pub fn is_dedicated(&self) -> bool {
        self.kind == Scope::DedicatedWorkerGlobalScope
    }

    /// Asks the worker to measure its isolate for measurement `id`; `false` when it has
    /// ended (it will not answer).
    pub fn measure_memory(&self, id: u64, execution: MeasureMemoryExecution) -> bool {
        !self.closed && self.to_worker.send(ToWorker::MeasureMemory { id, execution }).is_ok()
    }

    /// What the worker sent since the last call.
    pub fn poll(&self) -> Vec<FromWorker> {
        self.from_worker.try_iter().collect()
    }

    /// Whether the worker may still produce something for its owner.
    pub fn is_busy(&self) -> bool {
        !self.closed && (self.idle.is_busy() || self.in_flight.load(Ordering::SeqCst) > 0)
    }

    /// When the worker's next timer is due, if it is idle until then.
    pub fn next_timer(&self) -> Option<f64> {
        if self.closed { None } else { self.idle.next_timer() }
    }

    /// `terminate()`: stops the worker's JavaScript now and ends its loop.
    pub fn terminate(&mut self) {
        self.closed = true;
        self.terminated.store(true, Ordering::SeqCst);
        // A worker still waiting to start wakes, sees it is terminated, and ends.
        self.release();
        if let Ok(isolate) = self.isolate.lock()
            && let Some(handle) = isolate.as_ref()
        {
            handle.terminate_execution();
        }
        // Dropping the sender (and the DevTools channel's clone) wakes a worker waiting
        // for messages; a worker paused in the debugger is woken on its DevTools channel.
        devtools::DevtoolsWake::terminated(&self.devtools_wake);
        let (dead, _) = mpsc::channel();
        self.to_worker = dead;
    }

    /// Joins the worker's thread if it has ended (after `terminate()`, `close()` or an
    /// error: its isolate is gone then), so that a page starting and ending many workers
    /// keeps no finished threads; never waits, and leaves the handle as it is (what the
    /// worker sent before it ended is still delivered).
    pub fn reap(&mut self) {
        if self.thread.as_ref().is_some_and(JoinHandle::is_finished)
            && let Some(thread) = self.thread.take()
        {
            let _ = thread.join();
        }
    }

    /// Whether the worker's thread has not been joined yet (it runs, or it ended since the
    /// last [`Self::reap`]).
    pub fn has_thread(&self) -> bool {
        self.thread.is_some()
    }

    /// Terminates the worker and waits for its thread.
    pub fn join(&mut self) {
        self.terminate();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for WorkerHandle {
    fn drop(&mut self) {
        self.join();
    }
}
