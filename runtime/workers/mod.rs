//! Dedicated workers: each one an isolate with its own event loop, on its own thread.
//! [HTML §10.2 Infrastructure](https://html.spec.whatwg.org/multipage/workers.html#infrastructure)
//!
//! The owner keeps a [`WorkerHandle`] (channels both ways, the worker isolate's
//! thread-safe handle for `terminate()`); the thread runs a [`BrowsingContextGroup`] whose
//! one realm is the `DedicatedWorkerGlobalScope`, and forwards what the owner must see —
//! messages, uncaught errors, console output — over its channel.
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use url::{Origin, Url};

use super::console::LogLevel;
use super::event_loop::Task;
use super::group::{BrowsingContextGroup, PageErrorKind, Step};
use super::heap_limit::GroupOptions;
use super::loader::hosts::VirtualHosts;
use super::realm::RealmId;
use super::script::UncaughtError;
use super::web::measure_memory::MeasureMemoryTask;
use crate::bindings::measure_memory::MeasureMemoryExecution;

/// From the owner to the worker.
pub enum ToWorker {
    Message(Vec<u8>),
    /// Measure the worker's isolate for the owner's memory measurement `id`.
    MeasureMemory {
        id: u64,
        execution: MeasureMemoryExecution,
    },
}

/// From the worker to its owner.
pub enum FromWorker {
    Message(Vec<u8>),
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
    /// The worker's performance timeline changed (for reports), sent when it goes idle.
    Timeline(serde_json::Value),
    /// The bytes of the worker's isolate, for the owner's memory measurement `id`.
    Memory {
        id: u64,
        bytes: u64,
    },
}

/// What a worker starts from.
pub struct WorkerSetup {
    pub url: Url,
    /// The script text, for a blob: URL (whose store is the owner's).
    pub script: Option<String>,
    pub name: String,
    pub origin: Origin,
    pub cross_origin_isolated: bool,
    pub hosts: VirtualHosts,
    pub deadline: Option<Instant>,
    /// The owner group's options (the worker's isolate gets the same heap limit).
    pub options: GroupOptions,
}

/// The worker's side of the channel, kept in its group's state.
pub struct WorkerPort {
    pub outbox: mpsc::Sender<FromWorker>,
    /// Set by `close()`: the loop ends after the current task.
    pub closing: Cell<bool>,
}

/// The owner's side of a worker.
pub struct WorkerHandle {
    /// The worker's realm record in the owner's group.
    pub realm: RealmId,
    /// The realm that created it.
    pub owner: RealmId,
    /// The `Worker` object in the owner's realm.
    pub object: v8::Global<v8::Object>,
    to_worker: mpsc::Sender<ToWorker>,
    from_worker: mpsc::Receiver<FromWorker>,
    isolate: Arc<Mutex<Option<v8::IsolateHandle>>>,
    /// The worker's loop is waiting for messages with nothing else to do.
    idle: Arc<AtomicBool>,
    /// Messages sent to the worker that it has not taken yet.
    in_flight: Arc<AtomicUsize>,
    /// Set by `terminate()`: a worker that has not started yet does not start.
    terminated: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    pub closed: bool,
}

impl WorkerHandle {
    pub fn spawn(realm: RealmId, owner: RealmId, object: v8::Global<v8::Object>, setup: WorkerSetup) -> Self {
        let (to_worker, inbox) = mpsc::channel();
        let (outbox, from_worker) = mpsc::channel();
        let isolate = Arc::new(Mutex::new(None));
        let idle = Arc::new(AtomicBool::new(false));
        let in_flight = Arc::new(AtomicUsize::new(0));
        let terminated = Arc::new(AtomicBool::new(false));
        let shared = (isolate.clone(), idle.clone(), in_flight.clone(), terminated.clone());
        let failure = outbox.clone();
        let thread = std::thread::Builder::new()
            .name(format!("framescope-worker-{realm}"))
            .spawn(move || worker_main(setup, inbox, outbox, shared))
            .map_err(|e| {
                let _ = failure.send(FromWorker::LoadFailed(format!("cannot start a worker thread: {e}")));
                let _ = failure.send(FromWorker::Closed);
            })
            .ok();
        Self {
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
            closed: false,
        }
    }

    pub fn post(&self, bytes: Vec<u8>) {
        if self.closed {
            return;
        }
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        if self.to_worker.send(ToWorker::Message(bytes)).is_err() {
            self.in_flight.fetch_sub(1, Ordering::SeqCst);
        }
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
        !self.closed && (!self.idle.load(Ordering::SeqCst) || self.in_flight.load(Ordering::SeqCst) > 0)
    }

    /// `terminate()`: stops the worker's JavaScript now and ends its loop.
    pub fn terminate(&mut self) {
        self.closed = true;
        self.terminated.store(true, Ordering::SeqCst);
        if let Ok(isolate) = self.isolate.lock()
            && let Some(handle) = isolate.as_ref()
        {
            handle.terminate_execution();
        }
        // Dropping the sender wakes a worker waiting for messages.
        let (dead, _) = mpsc::channel();
        self.to_worker = dead;
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

type Shared = (Arc<Mutex<Option<v8::IsolateHandle>>>, Arc<AtomicBool>, Arc<AtomicUsize>, Arc<AtomicBool>);

/// The worker thread: load the script, then run the loop, taking the owner's messages,
/// until `close()`, `terminate()` or the deadline.
fn worker_main(
    setup: WorkerSetup,
    inbox: mpsc::Receiver<ToWorker>,
    outbox: mpsc::Sender<FromWorker>,
    (isolate, idle, in_flight, terminated): Shared,
) {
    let deadline = setup.deadline;
    let mut group = BrowsingContextGroup::with_options(setup.hosts.clone(), setup.options);
    if let Ok(mut slot) = isolate.lock() {
        *slot = Some(group.isolate_handle());
    }
    if let Some(deadline) = deadline {
        group.set_deadline(deadline);
    }
    *group.state().worker_port.borrow_mut() =
        Some(WorkerPort { outbox: outbox.clone(), closing: Cell::new(false) });
    // Console messages, errors and dropped console messages forwarded so far.
    let forwarded = RefCell::new((0usize, 0usize, 0usize));
    // The version of the worker's timeline last sent.
    let mut timeline_version = None;
    let mut send_timeline = |group: &mut BrowsingContextGroup| {
        if let Some(timeline) = group.timeline(RealmId::MIN, timeline_version) {
            timeline_version = timeline.get("version").and_then(serde_json::Value::as_f64);
            let _ = outbox.send(FromWorker::Timeline(timeline));
        }
    };
    let forward = |group: &BrowsingContextGroup| {
        let state = group.state();
        let mut counts = forwarded.borrow_mut();
        let console = state.console.messages_since(counts.0);
        for message in &console {
            let _ = outbox.send(FromWorker::Console(message.level, message.text.clone()));
        }
        let errors = state.errors_since(counts.1);
        for error in &errors {
            let _ = outbox.send(match error.kind {
                PageErrorKind::Load => FromWorker::LoadFailed(error.message.clone()),
                PageErrorKind::Memory => FromWorker::OutOfMemory(error.message.clone()),
                PageErrorKind::Script => {
                    FromWorker::Error(UncaughtError::new(error.message.clone(), error.position.clone(), None))
                }
            });
        }
        let dropped = state.console.dropped();
        if dropped > counts.2 {
            let _ = outbox.send(FromWorker::ConsoleDropped(dropped - counts.2));
        }
        *counts = (counts.0 + console.len(), counts.1 + errors.len(), dropped);
    };

    // terminate() may have come before the handle was published: then nothing runs.
    if !terminated.load(Ordering::SeqCst) {
        group.load_worker(setup);
    }
    loop {
        if terminated.load(Ordering::SeqCst) {
            break;
        }
        forward(&group);
        let closing = group.state().worker_port.borrow().as_ref().is_some_and(|p| p.closing.get());
        if closing || group.state().has_expired() {
            break;
        }
        let mut disconnected = false;
        loop {
            match inbox.try_recv() {
                Ok(ToWorker::Message(bytes)) => {
                    in_flight.fetch_sub(1, Ordering::SeqCst);
                    group.state().tasks.borrow_mut().push(Task::WorkerInbound(bytes));
                }
                Ok(ToWorker::MeasureMemory { id, execution }) => measure_request(&group, id, execution),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    disconnected = true;
                    break;
                }
            }
        }
        // The owner dropped its side: `terminate()`, or the owner went away.
        if disconnected && in_flight.load(Ordering::SeqCst) == 0 {
            break;
        }
        match group.step(deadline) {
            Step::Ran => {}
            Step::Expired => break,
            Step::Idle { next_timer } => {
                // A measurement in flight arrives in platform tasks: pump them often.
                let longest = match group.state().pending_platform_work.get() {
                    0 => Duration::from_millis(50),
                    _ => Duration::from_millis(1),
                };
                let wait = next_timer
                    .map(|due| due.saturating_duration_since(Instant::now()))
                    .unwrap_or(longest)
                    .min(longest);
                send_timeline(&mut group);
                idle.store(next_timer.is_none(), Ordering::SeqCst);
                match inbox.recv_timeout(wait) {
                    Ok(ToWorker::Message(bytes)) => {
                        // Busy before the message stops counting as in flight, so the
                        // owner never sees "idle, nothing in flight" in between.
                        idle.store(false, Ordering::SeqCst);
                        in_flight.fetch_sub(1, Ordering::SeqCst);
                        group.state().tasks.borrow_mut().push(Task::WorkerInbound(bytes));
                    }
                    Ok(ToWorker::MeasureMemory { id, execution }) => {
                        idle.store(false, Ordering::SeqCst);
                        measure_request(&group, id, execution);
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        idle.store(false, Ordering::SeqCst);
                        break;
                    }
                }
                idle.store(false, Ordering::SeqCst);
            }
        }
    }
    if !terminated.load(Ordering::SeqCst) && !group.state().has_expired() {
        send_timeline(&mut group);
    }
    forward(&group);
    let _ = outbox.send(FromWorker::Closed);
    if let Ok(mut slot) = isolate.lock() {
        *slot = None;
    }
}

/// The owner asked for the worker's memory: a task of the worker's loop measures it.
fn measure_request(group: &BrowsingContextGroup, id: u64, execution: MeasureMemoryExecution) {
    group
        .state()
        .tasks
        .borrow_mut()
        .push(Task::MeasureMemory(MeasureMemoryTask::MeasureWorker { id, execution }));
}
