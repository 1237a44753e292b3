//! The event loop's queues: HTML-style tasks and the timer list.
//! [HTML §8.1.7 Event loops](https://html.spec.whatwg.org/multipage/webappapis.html#event-loops)
pub mod callbacks;

use std::cell::Cell;
use std::collections::{BTreeMap, VecDeque};

use serde::Serialize;

use super::loader::html::FrameElement;
use super::realm::RealmId;
use super::web::performance::hr_time;

/// A task of the group's event loop.
pub enum Task {
    /// Load a document into a frame of `parent` (or as the top-level document).
    Navigate(NavigationTicket, Navigation),
    /// Fire `DOMContentLoaded` at a document the parser has finished.
    DomContentLoaded(RealmId),
    /// Fire `load` at a window whose document and frames have all loaded.
    FireLoad(RealmId),
    /// Deliver a `postMessage`.
    PostMessage(PostedMessage),
    /// HTML's "notify about rejected promises": fire `unhandledrejection` for those
    /// still without a handler.
    NotifyRejections(Vec<crate::bindings::promise_rejections::Rejection>),
    /// A message for a MessagePort.
    PortMessage { port: usize, message: SerializedMessage },
    /// In a worker: something from the owner (a message, a connection, a port's message,
    /// the install job).
    WorkerInbound(crate::runtime::workers::ToWorker),
    /// In the owner: something from the worker at index `worker` of the group's list.
    WorkerEvent { worker: usize, event: crate::runtime::workers::FromWorker },
    /// The performance timeline task source: notify a realm's PerformanceObservers.
    PerformanceObserver(RealmId),
    /// Measure Memory §3.2's task: resolve measurement `id`'s promise with its result.
    MemoryMeasured(u64),
    /// In a worker: measure the worker's isolate for its owner's measurement `id`.
    MeasureWorkerMemory { id: u64, execution: crate::bindings::measure_memory::MeasureMemoryExecution },
    /// JS Self-Profiling: profiling session `id` reached its buffer size.
    ProfilerBufferFull(u64),
    /// A script element the page inserted: fetch its script, run it, fire load or error.
    RunInsertedScript(InsertedScript),
    /// An `import()` of a module not fetched yet: fetch, evaluate, settle its promise.
    DynamicImport(DynamicImport),
    /// HTML's "queue a global task": `steps` to run in `realm` (skipped once it has gone).
    GlobalTask { realm: RealmId, steps: GlobalSteps },
}

/// A global task's steps.
pub enum GlobalSteps {
    /// A function of the realm's platform JavaScript (an XMLHttpRequest's next events).
    Script(v8::Global<v8::Function>),
    /// Rust steps, run in the realm's context (a fetch's Resource Timing entry marked in
    /// the realm that made the fetch).
    Native(Box<dyn FnOnce(&mut v8::PinScope<'_, '_>)>),
}

/// An external script element a page inserted (HTML's "prepare the script element"),
/// waiting for its fetch-and-run task.
pub struct InsertedScript {
    pub realm: RealmId,
    pub element: v8::Global<v8::Object>,
    /// The `src` attribute (empty: an error event, as HTML says; none: an inline module
    /// script).
    pub src: Option<String>,
    /// The document base URL when the element was prepared, which its `src` is parsed
    /// against.
    pub base: url::Url,
    /// The `crossorigin` attribute, if any.
    pub crossorigin: Option<String>,
    /// `false` for a module script.
    pub classic: bool,
    /// An inline module script's text.
    pub text: String,
    /// The `referrerpolicy` attribute, if any.
    pub referrer_policy: Option<String>,
    /// The `integrity` attribute, if any (a classic script's integrity metadata).
    pub integrity: Option<String>,
    /// The element's `async` (its force async flag, or the attribute): without it, a
    /// classic script fetched in parallel runs in insertion order with the others.
    pub is_async: bool,
    /// A classic script's `blob:` URL's blob (bytes, type), resolved as its `src` was
    /// parsed when the element was prepared (step 31.2), so that a URL revoked right after
    /// still loads.
    pub blob: Option<std::rc::Rc<(Vec<u8>, String)>>,
    /// A classic script's fetch options (its `crossorigin`, `referrerpolicy` and `nonce`).
    pub fetch_options: crate::runtime::script_fetch_options::ScriptFetchOptions,
}

/// An `import()` waiting for its fetch-and-evaluate task.
pub struct DynamicImport {
    /// The realm that called `import()`.
    pub realm: RealmId,
    /// The resolved URL of the module and its module type.
    pub request: crate::runtime::module_map::ModuleRequest,
    /// The URL of the script that called `import()` (its base URL: the request's
    /// referrer), or the document's.
    pub referrer: url::Url,
    /// For a blob: URL, its blob (text and type) when `import()` was called.
    pub blob: Option<(String, String)>,
    /// The referencing script's fetch options.
    pub fetch_options: crate::runtime::script_fetch_options::ScriptFetchOptions,
    /// The promise `import()` returned.
    pub resolver: v8::Global<v8::PromiseResolver>,
}

/// [Serialized data](https://html.spec.whatwg.org/multipage/structured-data.html#serializable-objects)
/// of a message (V8's serializer's bytes), the message ports it transfers and the memory
/// of the SharedArrayBuffers it shares.
#[derive(Default)]
pub struct SerializedMessage {
    pub bytes: Vec<u8>,
    /// Port records being transferred (made anew in the receiving realm).
    pub ports: Vec<usize>,
    /// Each SharedArrayBuffer's memory, by the id the bytes name it with. Only its agent
    /// cluster may receive it (HTML: [[AgentCluster]]): the group's isolate and its
    /// dedicated workers keep it; messages to other agent clusters leave it behind, and
    /// their receiver fails to deserialize the buffer (a `messageerror`).
    pub shared: Vec<crate::bindings::shared_memory::SharedMemory>,
    /// Ports transferred to another isolate (a worker's, or a worker's owner's): each one
    /// crossed as a link, made into a port record by the receiver (`port_links.rs`).
    pub links: Vec<PortLink>,
    /// How many of the last ports (or links) are not the message's own but carry its
    /// transferred streams (their transfer steps made them): the receiver's message
    /// event does not list them.
    pub hidden_ports: usize,
}

/// A MessagePort crossing an isolate boundary: the link its messages now travel over, and
/// its port message queue, which moves with it (HTML's transfer steps for MessagePort).
pub struct PortLink {
    pub link: u64,
    pub queue: Vec<SerializedMessage>,
}

impl SerializedMessage {
    /// A message of `bytes` alone (one that came from another agent cluster).
    pub fn bytes_only(bytes: Vec<u8>) -> Self {
        Self { bytes, ..Self::default() }
    }
}

/// A message posted to a window, waiting in the posted message task source.
pub struct PostedMessage {
    /// The target Window's realm.
    pub target: RealmId,
    /// `None` for `"*"`.
    pub target_origin: Option<url::Origin>,
    /// The serialized message and the ports it transfers.
    pub message: SerializedMessage,
    /// The sender's origin, serialized (`MessageEvent.origin`).
    pub origin: String,
    /// The sender's WindowProxy (`MessageEvent.source`).
    pub source: v8::Global<v8::Value>,
}

/// A navigation: which container (if any) gets which document.
#[derive(Clone)]
pub struct Navigation {
    /// The realm whose document holds the container; `None` for the top level.
    pub parent: Option<RealmId>,
    /// The container's kind, `id` and `src` (`data`) at the time of the navigation.
    pub frame: Option<FrameElement>,
    /// The container element (in `parent`'s realm).
    pub element: Option<v8::Global<v8::Object>>,
    /// The URL to load; `None` resolves `frame.src` against the parent's URL.
    pub url: Option<url::Url>,
    /// The realm whose document this one replaces (its WindowProxy is reused).
    pub replaces: Option<RealmId>,
    /// Whether the parent's `load` waits for this frame.
    pub delays_parent_load: bool,
    /// `location.reload()` (a navigation timing type of `reload`).
    pub reload: bool,
    /// A form's POST: the request body and its type.
    pub post: Option<std::rc::Rc<crate::runtime::loader::post_resource::PostResource>>,
    /// How the new document goes into the navigable's session history.
    pub history: HistoryHandling,
    /// The request's referrer: HTML's navigate takes the source document's URL under its
    /// referrer policy (or the link's, or "no-referrer" for `noreferrer`) when the
    /// navigation starts; `None`: the frame's parent or the window's opener, as the
    /// request is made (a reload, a history traversal).
    pub referrer: Option<crate::runtime::loader::referrer_policy::Referrer>,
    /// The document whose origin is HTML's navigate's initiatorOrigin: the one whose
    /// script started it, whose origin a top-level navigable's `about:blank` document
    /// takes (`None`: not known; a frame's about:blank takes its parent's).
    pub initiator: Option<RealmId>,
    /// A `blob:` URL's blob (bytes, type), resolved when the navigation was queued — HTML's
    /// navigate parses the URL, which resolves its blob URL entry, when it starts — so
    /// that a URL revoked right after still loads ([`crate::runtime::navigation::BLOB_URL_RESOLVER`]).
    pub blob: Option<std::rc::Rc<(Vec<u8>, String)>>,
}

/// A navigation's [history handling](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigationhistorybehavior)
/// (`Auto` is resolved when the document commits: `runtime/group/session_history.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HistoryHandling {
    #[default]
    Auto,
    /// "push" asked for (`navigation.navigate(url, { history: "push" })`): a new entry
    /// even for the document's own URL; only a navigation that must be a replace (from
    /// the initial about:blank) replaces.
    Push,
    Replace,
    Reload,
    /// A traversal to the session history entry with this id.
    Traverse(u64),
}

/// What the group knows a queued navigation by: its number, and its container element's
/// identity hash (`None` without one). A navigation taken back while queued (its container
/// navigated again, or removed) is skipped when its task comes, not searched for in the
/// queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NavigationTicket {
    pub id: u64,
    pub container: Option<i32>,
}

/// How a run of the event loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// No task, timer or pending platform work remained.
    Idle,
    /// The deadline passed with work still pending.
    Timeout,
    /// The run was interrupted (SIGINT or SIGTERM) before it ended.
    Interrupted,
    /// The group's isolate reached its heap limit (`--max-heap-mb`): the page was stopped.
    #[serde(rename = "out-of-memory")]
    OutOfMemory,
}

/// The group's tasks, in order. Looking through the queue (rather than taking its next
/// task) is counted, so tests can tell that loading frames does not scan it per frame
/// ([`crate::runtime::group::WorkCounts::task_scan_steps`]).
///
/// A navigation whose fetch runs in parallel (`runtime/navigation/navigation_fetch.rs`)
/// waits here *parked*, by a number: not runnable, but seen by every search of the queue
/// as a queued navigation is (so stopping, removing or renavigating its frame takes it
/// back the same way), until its response makes it runnable again at the queue's end.
#[derive(Default)]
pub struct TaskQueue {
    tasks: VecDeque<Task>,
    parked: Vec<(u64, Task)>,
    /// The keys of `parked`.
    parked_keys: std::collections::HashSet<u64>,
    /// Tasks visited by the searches below, in all.
    scanned: Cell<u64>,
    /// What the navigation poll needs to know changed (see [`TaskQueue::news`]): parked
    /// tasks taken out, by any means; `load` tasks queued.
    parked_taken: u64,
    loads_queued: u64,
}

impl TaskQueue {
    pub fn push(&mut self, task: Task) {
        if matches!(task, Task::FireLoad(_)) {
            self.loads_queued += 1;
        }
        self.tasks.push_back(task);
    }

    /// Parks `task` under the number `key` (see [`TaskQueue`]).
    pub fn park(&mut self, key: u64, task: Task) {
        self.parked_keys.insert(key);
        self.parked.push((key, task));
    }

    /// Queues the task parked under `key` at the queue's end; false when there is none (a
    /// search took it out).
    pub fn unpark(&mut self, key: u64) -> bool {
        if !self.parked_keys.remove(&key) {
            return false;
        }
        let Some(index) = self.parked.iter().position(|(k, _)| *k == key) else { return false };
        let (_, task) = self.parked.remove(index);
        self.parked_taken += 1;
        self.push(task);
        true
    }

    /// Whether a task is parked under `key`.
    pub fn is_parked(&self, key: u64) -> bool {
        self.parked_keys.contains(&key)
    }

    /// Counts that change when a parked task is taken out (unparked, dropped or run) or a
    /// `load` task is queued: the navigation poll looks at its fetches in flight again
    /// only when they (or its own news) changed.
    pub fn news(&self) -> (u64, u64) {
        (self.parked_taken, self.loads_queued)
    }

    pub fn pop(&mut self) -> Option<Task> {
        self.tasks.pop_front()
    }

    pub fn is_empty(&self) -> bool {
        self.tasks.is_empty()
    }

    /// Tasks visited by searches of the queue so far.
    pub fn scan_steps(&self) -> u64 {
        self.scanned.get()
    }

    fn visited(&self, tasks: usize) {
        self.scanned.set(self.scanned.get() + tasks as u64);
    }

    /// Drops the tasks of a realm that went away.
    pub fn retain(&mut self, mut keep: impl FnMut(&Task) -> bool) {
        self.visited(self.tasks.len() + self.parked.len());
        self.tasks.retain(&mut keep);
        let before = self.parked.len();
        self.parked.retain(|(_, task)| keep(task));
        if self.parked.len() != before {
            self.parked_taken += 1;
            self.parked_keys = self.parked.iter().map(|(key, _)| *key).collect();
        }
    }

    /// Gives the global tasks and the messages posted to realm `from` to realm `to` (a
    /// Window that went on with a new document: runtime/navigation/window_reuse.rs).
    pub fn move_realm(&mut self, from: RealmId, to: RealmId) {
        self.visited(self.tasks.len());
        for task in self.tasks.iter_mut() {
            match task {
                Task::GlobalTask { realm, .. } | Task::PostMessage(PostedMessage { target: realm, .. })
                    if *realm == from =>
                {
                    *realm = to;
                }
                _ => {}
            }
        }
    }

    /// The first task `look` finds something in, and what it found (the task stays).
    pub fn find_map<T>(&self, mut look: impl FnMut(&Task) -> Option<T>) -> Option<T> {
        let mut visited = 0;
        let found = self.tasks.iter().chain(self.parked.iter().map(|(_, task)| task)).find_map(|task| {
            visited += 1;
            look(task)
        });
        self.visited(visited);
        found
    }

    /// What `look` finds in each task, in queue order (the tasks stay).
    pub fn collect<T>(&self, look: impl FnMut(&Task) -> Option<T>) -> Vec<T> {
        self.visited(self.tasks.len() + self.parked.len());
        self.tasks.iter().chain(self.parked.iter().map(|(_, task)| task)).filter_map(look).collect()
    }

    /// Takes the first task `pick` chooses out of the queue (to run it now).
    pub fn take_first(&mut self, mut pick: impl FnMut(&Task) -> bool) -> Option<Task> {
        let index = self.tasks.iter().position(&mut pick);
        self.visited(index.map_or(self.tasks.len(), |i| i + 1));
        if let Some(index) = index {
            return self.tasks.remove(index);
        }
        let parked = self.parked.iter().position(|(_, task)| pick(task));
        self.visited(parked.map_or(self.parked.len(), |i| i + 1));
        let (key, task) = self.parked.remove(parked?);
        self.parked_keys.remove(&key);
        self.parked_taken += 1;
        Some(task)
    }
}

/// What a timer runs: a function, or a string compiled as a script (with its base URL
/// and fetch options: the initiating script's, when a page script called the timer's
/// method).
pub enum TimerHandler {
    Function(v8::Global<v8::Function>),
    Source(String, Option<String>, crate::runtime::script_fetch_options::ScriptFetchOptions),
}

/// An active timer ([HTML §8.6 Timers](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers)).
pub struct Timer {
    pub realm: RealmId,
    pub handler: TimerHandler,
    pub args: Vec<v8::Global<v8::Value>>,
    /// When it is due: a moment of the shared clock (µs, `hr_time`).
    pub due: f64,
    /// For `setInterval`: the repeat period (µs).
    pub interval: Option<f64>,
    /// The timer nesting level.
    pub nesting: u32,
}

/// A timer that is due, taken from the list to run.
pub struct DueTimer {
    pub id: i32,
    pub realm: RealmId,
    pub handler: TimerHandler,
    pub args: Vec<v8::Global<v8::Value>>,
    pub nesting: u32,
}

/// The active timers of a group, by id (ids are unique within the group).
#[derive(Default)]
pub struct Timers {
    next_id: i32,
    active: BTreeMap<i32, Timer>,
    /// The nesting level of the timer whose callback is running (0 outside timers).
    pub current_nesting: u32,
}

impl Timers {
    /// [Timer initialization steps](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps),
    /// steps 4–11: returns the new timer's id.
    pub fn add(
        &mut self,
        realm: RealmId,
        handler: TimerHandler,
        args: Vec<v8::Global<v8::Value>>,
        timeout_ms: f64,
        repeat: bool,
    ) -> i32 {
        // Step 3 (of the caller's ids): ids are positive and increasing.
        self.next_id = self.next_id.checked_add(1).unwrap_or(1);
        let id = self.next_id;
        // Step 4. If timeout is less than 0, then set timeout to 0 (NaN too).
        let mut timeout = if timeout_ms.is_finite() && timeout_ms > 0.0 { timeout_ms } else { 0.0 };
        // Step 4. nesting level: the running timer task's level (0 outside timers).
        // Step 6. If nesting level is greater than 5 and timeout is less than 4, set it to 4.
        if self.current_nesting > 5 && timeout < 4.0 {
            timeout = 4.0;
        }
        // Steps 9–10. The task's timer nesting level is nesting level plus one.
        let nesting = self.current_nesting + 1;
        let period = timeout.min(u32::MAX as f64) * 1000.0;
        let timer = Timer {
            realm,
            handler,
            args,
            due: hr_time::now() + period,
            interval: repeat.then_some(period),
            nesting,
        };
        self.active.insert(id, timer);
        id
    }

    /// `clearTimeout`/`clearInterval`: only a timer of the same realm.
    pub fn clear(&mut self, realm: RealmId, id: i32) {
        if self.active.get(&id).is_some_and(|t| t.realm == realm) {
            self.active.remove(&id);
        }
    }

    /// When the earliest timer is due (a moment of the shared clock).
    pub fn next_due(&self) -> Option<f64> {
        self.active.values().map(|t| t.due).min_by(f64::total_cmp)
    }

    /// Takes the timer that is due first at `now` (ties in id order). An interval timer
    /// stays scheduled for its next run, so `clearInterval` in its callback cancels it.
    /// Whether timer `id` is active (a `setInterval` is again once taken to run).
    pub fn is_active(&self, id: i32) -> bool {
        self.active.contains_key(&id)
    }

    pub fn take_due(&mut self, now: f64) -> Option<DueTimer> {
        let (&id, _) = self
            .active
            .iter()
            .filter(|(_, t)| t.due <= now)
            .min_by(|(a, t), (b, u)| t.due.total_cmp(&u.due).then(a.cmp(b)))?;
        let timer = self.active.remove(&id)?;
        if let Some(period) = timer.interval {
            let handler = match &timer.handler {
                TimerHandler::Function(f) => TimerHandler::Function(f.clone()),
                TimerHandler::Source(s, base, options) => {
                    TimerHandler::Source(s.clone(), base.clone(), options.clone())
                }
            };
            // A repeat runs the timer initialization steps again from inside the timer's
            // own task: its nesting level rises, and from level 6 on the period is at
            // least 4 ms.
            let period = if timer.nesting > 5 { period.max(4000.0) } else { period };
            let again = Timer {
                due: now + period,
                handler,
                args: timer.args.clone(),
                interval: Some(period),
                nesting: timer.nesting + 1,
                ..timer
            };
            let due = DueTimer {
                id,
                realm: again.realm,
                handler: timer.handler,
                args: timer.args,
                nesting: again.nesting,
            };
            self.active.insert(id, again);
            return Some(due);
        }
        Some(DueTimer {
            id,
            realm: timer.realm,
            handler: timer.handler,
            args: timer.args,
            nesting: timer.nesting,
        })
    }

    /// Drops every timer of a realm (its document went away).
    pub fn remove_realm(&mut self, realm: RealmId) {
        self.active.retain(|_, t| t.realm != realm);
    }

    /// Gives the timers of realm `from` to realm `to`: the Window's map of active timers
    /// stays with the Window when it takes a new document (runtime/navigation/window_reuse.rs).
    pub fn move_realm(&mut self, from: RealmId, to: RealmId) {
        for timer in self.active.values_mut().filter(|t| t.realm == from) {
            timer.realm = to;
        }
    }

    pub fn clear_all(&mut self) {
        self.active.clear();
    }
}
