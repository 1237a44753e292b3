//! A browsing context group on one V8 isolate: its realms (the top document and every
//! nested one), how documents load into them, and the event loop that runs them.
//! [HTML §7.3.1 Browsing context groups](https://html.spec.whatwg.org/multipage/document-sequences.html#browsing-context-group)
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::num::NonZeroU64;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;
use url::Url;

use super::console::{ConsoleLog, ConsoleMessage};
use super::event_loop::{
    DueTimer, Navigation, NavigationTicket, Outcome, Task, TaskQueue, TimerHandler, Timers,
};
use super::heap_limit::{GroupOptions, HeapLimitState, raised_limit};
use super::hooks::{Hook, RealmHooks};
use super::loader::headers::Headers;
use super::loader::hosts::{FetchError, Response, VirtualHosts};
use super::loader::html::{self, Item};
use super::platform::{init_v8, pump_platform};
use super::platform_scripts::PlatformScripts;
use super::realm::{Container, RealmId, RealmInfo, Scope};
use super::script::{self, ScriptSource, UncaughtError};
use super::watchdog::Watchdog;
use super::web::measure_memory::attribution_token::{
    MemoryAttributionContainer, WindowTokenInput, obtain_window_memory_attribution_token,
};
use super::web::performance::navigation_timing::{NavigationRecord, NavigationType};
use super::web::performance::{self, hr_time};
use super::web::window;
use super::worker::{WorkerHandle, WorkerPort, WorkerSetup};
use crate::bindings::heap_limit::HeapLimitWatch;
use crate::bindings::{access_check, promise_rejections, realm as realm_ids};

/// What kind of thing went wrong in a page (`script`, `load` or `memory` in reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PageErrorKind {
    /// An uncaught exception.
    Script,
    /// A document, script or worker that failed to load: a missing file, a refused URL, a
    /// bad URL, a bad headers file, a document over the size limit.
    Load,
    /// A realm or worker reached the heap limit (see `runtime/heap_limit.rs`).
    Memory,
}

impl std::fmt::Display for PageErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Script => "script",
            Self::Load => "load",
            Self::Memory => "memory",
        })
    }
}

/// Something that went wrong in the page (recorded; the run goes on).
#[derive(Clone, Debug, Serialize)]
pub struct PageError {
    /// The realm it happened in, if any.
    pub realm: Option<RealmId>,
    pub kind: PageErrorKind,
    pub message: String,
    /// `url:line:column` for script errors.
    pub location: Option<String>,
    #[serde(skip)]
    pub position: Option<(String, u32, u32)>,
}

struct RealmSlot {
    info: RealmInfo,
    /// `None` for a realm that lives in another isolate (a worker's, recorded here by its
    /// owner).
    context: Option<v8::Global<v8::Context>>,
    hooks: Option<Rc<RealmHooks>>,
    /// The container element, in the parent's realm.
    element: Option<v8::Global<v8::Object>>,
    /// The container element's identity hash (its key in [`FrameIndex::by_container`]).
    element_hash: Option<i32>,
    /// Realms of one browsing context (a frame navigated) share this number.
    browsing_context: u64,
    /// The attached child window realms, by browsing context number: creation order of
    /// their frames, as `window[i]` lists them.
    children: Vec<(u64, RealmId)>,
    /// Child frames whose document has not fired `load` yet.
    pending_children: usize,
    delays_parent_load: bool,
    parsed: bool,
    loaded: bool,
    /// The realm's timeline as last taken (when it was detached, or sent by its worker).
    timeline: Option<serde_json::Value>,
}

impl RealmSlot {
    /// A realm with no document to load (a worker's): parsed and loaded from the start.
    fn settled(info: RealmInfo, context: Option<v8::Global<v8::Context>>) -> Self {
        Self {
            info,
            context,
            hooks: None,
            element: None,
            element_hash: None,
            browsing_context: 0,
            children: Vec::new(),
            pending_children: 0,
            delays_parent_load: false,
            parsed: true,
            loaded: true,
            timeline: None,
        }
    }
}

/// Indexes that keep frame operations from scanning the realm table or the task queue, so
/// that what a frame costs does not grow with the number of realms.
#[derive(Default)]
struct FrameIndex {
    /// Attached realms by their container element's identity hash (a hash, not an
    /// identity: the elements themselves are compared).
    by_container: HashMap<i32, Vec<RealmId>>,
    /// Queued navigations by their container element's identity hash.
    queued: HashMap<i32, Vec<QueuedNavigation>>,
    /// Navigations taken back while queued: their tasks are dropped when they come.
    cancelled: HashSet<u64>,
    next_navigation: u64,
}

/// A navigation waiting in the task queue, as [`FrameIndex::queued`] knows it.
struct QueuedNavigation {
    id: u64,
    element: v8::Global<v8::Object>,
    parent: Option<RealmId>,
    delays_parent_load: bool,
}

impl FrameIndex {
    fn add_container(&mut self, hash: i32, realm: RealmId) {
        self.by_container.entry(hash).or_default().push(realm);
    }

    fn remove_container(&mut self, hash: i32, realm: RealmId) {
        if let Some(realms) = self.by_container.get_mut(&hash) {
            realms.retain(|r| *r != realm);
            if realms.is_empty() {
                self.by_container.remove(&hash);
            }
        }
    }

    /// Whether a queued navigation still stands, as its task comes (it leaves the index).
    fn take(&mut self, ticket: NavigationTicket) -> bool {
        if self.cancelled.remove(&ticket.id) {
            return false;
        }
        if let Some(hash) = ticket.container
            && let Some(queued) = self.queued.get_mut(&hash)
        {
            queued.retain(|q| q.id != ticket.id);
            if queued.is_empty() {
                self.queued.remove(&hash);
            }
        }
        true
    }
}

/// Counts of work the group did: tests check costs by counting work, never by timing it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WorkCounts {
    /// Platform scripts compiled from source: once per script per isolate.
    pub platform_compilations: u64,
    /// Compiled platform scripts bound to a realm and run: once per script per realm.
    pub platform_runs: u64,
    /// Realm records visited by scans of the whole realm table. Frame operations use
    /// indexes instead; only reports (and the rare unhandled rejection) scan.
    pub realm_scan_steps: u64,
}

/// Why a realm is detached.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Detach {
    /// Its container was removed from the document.
    Removed,
    /// Its frame navigated to another document.
    Navigated,
}

/// The group's state, shared with native callbacks through an isolate slot.
pub struct GroupState {
    pub hosts: VirtualHosts,
    pub console: ConsoleLog,
    pub timers: RefCell<Timers>,
    pub tasks: RefCell<TaskQueue>,
    /// Work V8 will deliver in platform tasks (e.g. memory measurements): the loop is not
    /// idle while it is non-zero.
    pub pending_platform_work: Cell<usize>,
    /// Set (by the watchdog's thread) when the deadline has passed: nothing more runs.
    pub expired: Arc<AtomicBool>,
    /// Set with `expired` when the run was interrupted ([`Stopper::interrupt`]).
    pub interrupted: Arc<AtomicBool>,
    /// How the group's isolates are set up (its workers' too).
    pub options: GroupOptions,
    /// Set (by the near-heap-limit callback) when the isolate reached its heap limit:
    /// nothing more runs either.
    pub heap_limit: HeapLimitState,
    realms: RefCell<Vec<RealmSlot>>,
    errors: RefCell<Vec<PageError>>,
    next_browsing_context: Cell<u64>,
    /// The dedicated workers this group's realms started.
    pub workers: RefCell<Vec<WorkerHandle>>,
    /// In a worker's own group: its channel to the owner.
    pub worker_port: RefCell<Option<WorkerPort>>,
    /// Whether a due timer goes before the next queued task (they take turns).
    pub timer_turn: Cell<bool>,
    /// MessagePorts (`MessageChannel`), by id.
    pub ports: RefCell<Vec<super::web::message_ports::PortRecord>>,
    /// The group's deadline, which its workers share.
    pub deadline: Cell<Option<Instant>>,
    /// blob: URLs (`URL.createObjectURL`) → (text, type).
    pub blobs: RefCell<HashMap<String, (String, String)>>,
    /// The platform's JavaScript, compiled once for the isolate.
    pub platform_scripts: PlatformScripts,
    frames: RefCell<FrameIndex>,
    /// Realm records visited by [`GroupState::scan_realms`].
    realm_scan_steps: Cell<u64>,
}

impl GroupState {
    /// The state of the group `isolate` belongs to.
    pub fn of(isolate: &v8::Isolate) -> Option<Rc<GroupState>> {
        isolate.get_slot::<Rc<GroupState>>().cloned()
    }

    /// The group, and the realm of the function being called (for natives).
    pub fn current(scope: &mut v8::PinScope) -> Option<(Rc<GroupState>, RealmId)> {
        let context = scope.get_current_context();
        Some((Self::of(scope)?, realm_ids::realm_id(scope, context)?))
    }

    fn index(id: RealmId) -> usize {
        (id.get() - 1) as usize
    }

    pub fn info(&self, id: RealmId) -> Option<RealmInfo> {
        self.realms.borrow().get(Self::index(id)).map(|r| r.info.clone())
    }

    pub fn realms(&self) -> Vec<RealmInfo> {
        self.scan_realms(|realms| realms.map(|r| r.info.clone()).collect())
    }

    /// Runs `f` over every realm record, counting the records it visits
    /// ([`WorkCounts::realm_scan_steps`]). Every scan of the realm table goes through
    /// here, so a test can tell that frame operations do not scan.
    fn scan_realms<T>(&self, f: impl FnOnce(&mut dyn Iterator<Item = &RealmSlot>) -> T) -> T {
        let realms = self.realms.borrow();
        let mut visited = 0;
        let result = f(&mut realms.iter().inspect(|_| visited += 1));
        self.realm_scan_steps.set(self.realm_scan_steps.get() + visited);
        result
    }

    /// What the group has done so far, counted (see [`WorkCounts`]).
    pub fn work(&self) -> WorkCounts {
        WorkCounts {
            platform_compilations: self.platform_scripts.compilations(),
            platform_runs: self.platform_scripts.runs(),
            realm_scan_steps: self.realm_scan_steps.get(),
        }
    }

    pub fn parent_of(&self, id: RealmId) -> Option<RealmId> {
        self.realms.borrow().get(Self::index(id)).and_then(|r| r.info.parent)
    }

    pub fn top_of(&self, id: RealmId) -> Option<RealmId> {
        let mut current = id;
        while let Some(parent) = self.parent_of(current) {
            current = parent;
        }
        Some(current)
    }

    /// The attached child frames of a realm, in the order their frames were created
    /// (HTML's document-tree child navigables, as `window[i]` lists them).
    pub fn children(&self, id: RealmId) -> Vec<RealmId> {
        self.realms
            .borrow()
            .get(Self::index(id))
            .map(|r| r.children.iter().map(|(_, child)| *child).collect())
            .unwrap_or_default()
    }

    /// The `index`-th of [`Self::children`].
    pub fn child(&self, id: RealmId, index: usize) -> Option<RealmId> {
        self.realms.borrow().get(Self::index(id)).and_then(|r| r.children.get(index)).map(|(_, child)| *child)
    }

    pub fn child_count(&self, id: RealmId) -> usize {
        self.realms.borrow().get(Self::index(id)).map_or(0, |r| r.children.len())
    }

    /// The first realm (in creation order) not detached.
    fn first_live_realm(&self) -> Option<RealmId> {
        self.scan_realms(|realms| realms.filter(|r| !r.info.detached).map(|r| r.info.id).next())
    }

    pub fn is_detached(&self, id: RealmId) -> bool {
        self.realms.borrow().get(Self::index(id)).is_none_or(|r| r.info.detached)
    }

    /// The container element of a realm's frame.
    pub fn element<'s>(
        &self,
        scope: &v8::PinScope<'s, '_, ()>,
        id: RealmId,
    ) -> Option<v8::Local<'s, v8::Object>> {
        self.slot_handle(scope, id, |r| r.element.as_ref())
    }

    /// The attached realm whose container is `element`.
    pub fn realm_of_element(
        &self,
        scope: &v8::PinScope<'_, '_, ()>,
        element: v8::Local<v8::Object>,
    ) -> Option<RealmId> {
        let hash = element.get_identity_hash().get();
        let candidates = self.frames.borrow().by_container.get(&hash).cloned().unwrap_or_default();
        candidates.into_iter().find(|id| !self.is_detached(*id) && self.element(scope, *id) == Some(element))
    }

    /// Marks a realm detached and takes it out of the indexes (its parent's children, its
    /// container's realms).
    fn set_detached(&self, id: RealmId) {
        let mut realms = self.realms.borrow_mut();
        let Some(slot) = realms.get_mut(Self::index(id)) else { return };
        let was_detached = std::mem::replace(&mut slot.info.detached, true);
        if was_detached {
            return;
        }
        let (parent, hash, key) = (slot.info.parent, slot.element_hash, (slot.browsing_context, id));
        if let Some(parent) = parent.and_then(|p| realms.get_mut(Self::index(p)))
            && let Ok(position) = parent.children.binary_search(&key)
        {
            parent.children.remove(position);
        }
        if let Some(hash) = hash {
            self.frames.borrow_mut().remove_container(hash, id);
        }
    }

    /// Detaches a realm and every realm below it: their globals stop answering, their
    /// timers are dropped, and a parent that waited for their `load` stops waiting.
    /// Returns the realm's window proxy (for a navigation to reuse).
    pub fn detach<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_, ()>,
        id: RealmId,
        why: Detach,
    ) -> Option<v8::Local<'s, v8::Object>> {
        if self.is_detached(id) {
            return None;
        }
        for child in self.children(id) {
            self.detach(scope, child, Detach::Removed);
        }
        self.terminate_workers_of(id);
        let Some(context) = self.context(scope, id) else {
            self.set_detached(id);
            return None;
        };
        // Keep the realm's timeline for reports: it goes with the realm.
        if let Some(hooks) = self.hooks(id) {
            let scope = &mut v8::ContextScope::new(scope, context);
            let timeline = performance::snapshot(scope, &hooks, None);
            if let Some(slot) = self.realms.borrow_mut().get_mut(Self::index(id)) {
                slot.timeline = timeline;
            }
        }
        let proxy = context.global(scope);
        access_check::detach_global(context);
        self.timers.borrow_mut().remove_realm(id);
        self.set_detached(id);
        let waiting_parent = {
            let mut realms = self.realms.borrow_mut();
            let slot = realms.get_mut(Self::index(id))?;
            let waiting = why == Detach::Removed && slot.delays_parent_load && !slot.loaded;
            slot.delays_parent_load = false;
            waiting.then_some(slot.info.parent).flatten()
        };
        if let Some(parent) = waiting_parent {
            self.child_loaded(parent);
        }
        Some(proxy)
    }

    /// A child of `parent` fired `load` (or went away): the parent's own `load` follows
    /// once it is parsed and no child is left loading.
    fn child_loaded(&self, parent: RealmId) {
        let ready = {
            let mut realms = self.realms.borrow_mut();
            match realms.get_mut(Self::index(parent)) {
                Some(slot) => {
                    slot.pending_children = slot.pending_children.saturating_sub(1);
                    slot.parsed && slot.pending_children == 0 && !slot.loaded && !slot.info.detached
                }
                None => false,
            }
        };
        if ready {
            self.tasks.borrow_mut().push(Task::FireLoad(parent));
        }
    }

    /// Queues a navigation; a frame inserted while its parent loads delays the parent's
    /// `load`.
    pub fn queue_navigation(&self, scope: &v8::PinScope<'_, '_, ()>, navigation: Navigation) {
        if let Some(parent) = navigation.parent.filter(|_| navigation.delays_parent_load)
            && let Some(slot) = self.realms.borrow_mut().get_mut(Self::index(parent))
        {
            slot.pending_children += 1;
        }
        let ticket = {
            let mut frames = self.frames.borrow_mut();
            frames.next_navigation += 1;
            let id = frames.next_navigation;
            let container = navigation.element.as_ref().map(|element| {
                let hash = v8::Local::new(scope, element).get_identity_hash().get();
                frames.queued.entry(hash).or_default().push(QueuedNavigation {
                    id,
                    element: element.clone(),
                    parent: navigation.parent,
                    delays_parent_load: navigation.delays_parent_load,
                });
                hash
            });
            NavigationTicket { id, container }
        };
        self.tasks.borrow_mut().push(Task::Navigate(ticket, navigation));
    }

    /// Drops queued navigations of a container. Returns the parent one of them was making
    /// wait for its `load` (its count is released; the caller passes the wait on to a new
    /// navigation, or tells the parent with [`Self::child_gone`]).
    pub fn cancel_navigations(
        &self,
        scope: &v8::PinScope<'_, '_, ()>,
        element: v8::Local<v8::Object>,
    ) -> Option<RealmId> {
        let hash = element.get_identity_hash().get();
        let cancelled: Vec<QueuedNavigation> = {
            let mut frames = self.frames.borrow_mut();
            let queued = frames.queued.remove(&hash).unwrap_or_default();
            let (cancelled, kept): (Vec<_>, Vec<_>) =
                queued.into_iter().partition(|q| v8::Local::new(scope, &q.element) == element);
            if !kept.is_empty() {
                frames.queued.insert(hash, kept);
            }
            frames.cancelled.extend(cancelled.iter().map(|q| q.id));
            cancelled
        };
        let released = cancelled.iter().filter(|q| q.delays_parent_load).find_map(|q| q.parent);
        if let Some(parent) = released
            && let Some(slot) = self.realms.borrow_mut().get_mut(Self::index(parent))
        {
            slot.pending_children = slot.pending_children.saturating_sub(1);
        }
        released
    }

    /// A frame that delayed `parent`'s load went away before loading.
    pub fn child_gone(&self, parent: RealmId) {
        let ready = self.realms.borrow().get(Self::index(parent)).is_some_and(|slot| {
            slot.parsed && slot.pending_children == 0 && !slot.loaded && !slot.info.detached
        });
        if ready {
            self.tasks.borrow_mut().push(Task::FireLoad(parent));
        }
    }

    /// Ends the workers a realm started (its document went away).
    pub fn terminate_workers_of(&self, owner: RealmId) {
        let ended: Vec<RealmId> = self
            .workers
            .borrow_mut()
            .iter_mut()
            .filter(|w| w.owner == owner && !w.closed)
            .map(|w| {
                w.terminate();
                w.realm
            })
            .collect();
        for realm in ended {
            self.mark_detached(realm);
        }
    }

    pub fn set_url(&self, id: RealmId, url: Url) {
        if let Some(slot) = self.realms.borrow_mut().get_mut(Self::index(id)) {
            slot.info.url = url;
        }
    }

    /// Records a realm's timeline taken elsewhere (a worker's, sent by its thread).
    pub fn set_timeline(&self, id: RealmId, timeline: serde_json::Value) {
        if let Some(slot) = self.realms.borrow_mut().get_mut(Self::index(id)) {
            slot.timeline = Some(timeline);
        }
    }

    pub fn mark_detached(&self, id: RealmId) {
        self.set_detached(id);
    }

    /// Adds the record of a realm that lives in another isolate (a worker); returns its id.
    pub fn add_foreign_realm(&self, mut info: RealmInfo) -> RealmId {
        let mut realms = self.realms.borrow_mut();
        let id = RealmId::new(realms.len() as u64 + 1).unwrap_or(NonZeroU64::MIN);
        info.id = id;
        realms.push(RealmSlot::settled(info, None));
        id
    }

    /// The next task to run; queued navigations taken back since they were queued are
    /// dropped here.
    fn next_task(&self) -> Option<Task> {
        loop {
            let task = self.tasks.borrow_mut().pop()?;
            if let Task::Navigate(ticket, _) = &task
                && !self.frames.borrow_mut().take(*ticket)
            {
                continue;
            }
            return Some(task);
        }
    }

    fn workers_busy(&self) -> bool {
        self.workers.borrow().iter().any(WorkerHandle::is_busy)
    }

    /// Turns what workers sent into tasks; returns whether there was anything.
    fn poll_workers(&self) -> bool {
        let mut events = Vec::new();
        for (index, worker) in self.workers.borrow().iter().enumerate() {
            events.extend(worker.poll().into_iter().map(|event| (index, event)));
        }
        let any = !events.is_empty();
        let mut tasks = self.tasks.borrow_mut();
        for (worker, event) in events {
            tasks.push(Task::WorkerEvent { worker, event });
        }
        any
    }

    /// Whether the group has stopped for good: its deadline passed, or its isolate
    /// reached the heap limit. Nothing more of the page runs.
    pub fn has_expired(&self) -> bool {
        self.expired.load(Ordering::SeqCst) || self.heap_limit.reached()
    }

    pub fn is_loaded(&self, id: RealmId) -> bool {
        self.realms.borrow().get(Self::index(id)).is_some_and(|r| r.loaded)
    }

    /// A handle kept in a realm's slot, as a `Local` of `scope`.
    fn slot_handle<'s, T>(
        &self,
        scope: &v8::PinScope<'s, '_, ()>,
        id: RealmId,
        handle: impl Fn(&RealmSlot) -> Option<&v8::Global<T>>,
    ) -> Option<v8::Local<'s, T>> {
        self.realms.borrow().get(Self::index(id)).and_then(|r| handle(r).map(|h| v8::Local::new(scope, h)))
    }

    pub fn context<'s>(
        &self,
        scope: &v8::PinScope<'s, '_, ()>,
        id: RealmId,
    ) -> Option<v8::Local<'s, v8::Context>> {
        self.slot_handle(scope, id, |r| r.context.as_ref())
    }

    /// The window proxy of a realm.
    pub fn global_of<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        id: RealmId,
    ) -> Option<v8::Local<'s, v8::Value>> {
        let context = self.context(scope, id)?;
        Some(context.global(scope).into())
    }

    /// A realm's hooks (`None` before it booted, or when its bootstrap failed).
    pub fn hooks(&self, id: RealmId) -> Option<Rc<RealmHooks>> {
        self.realms.borrow().get(Self::index(id)).and_then(|r| r.hooks.clone())
    }

    pub fn record_error(&self, realm: RealmId, error: UncaughtError) {
        // Past the heap limit, what scripts report is the termination's doing (the
        // memory error says what happened).
        if self.heap_limit.reached() {
            return;
        }
        self.errors.borrow_mut().push(PageError {
            realm: Some(realm),
            kind: PageErrorKind::Script,
            message: error.message,
            location: error.location,
            position: error.position,
        });
    }

    pub fn record_load_error(&self, realm: Option<RealmId>, message: String) {
        // Past the heap limit, a failing bootstrap is the termination's doing too.
        if self.heap_limit.reached() {
            return;
        }
        self.errors.borrow_mut().push(PageError {
            realm,
            kind: PageErrorKind::Load,
            message,
            location: None,
            position: None,
        });
    }

    /// Records that `realm` (a window, or a worker as its owner records it) reached the
    /// heap limit.
    pub fn record_memory_error(&self, realm: Option<RealmId>, message: String) {
        self.errors.borrow_mut().push(PageError {
            realm,
            kind: PageErrorKind::Memory,
            message,
            location: None,
            position: None,
        });
    }

    /// "out of memory: the realm URL reached the heap limit of N MB": names the realm
    /// whose code was running, else the group's first realm.
    fn heap_limit_message(&self, realm: Option<RealmId>) -> (Option<RealmId>, String) {
        let info = realm.and_then(|r| self.info(r)).or_else(|| self.info(RealmId::MIN));
        let limit = self.options.heap_limit_mb();
        let message = match &info {
            Some(info) if info.scope == Scope::DedicatedWorkerGlobalScope => {
                format!("out of memory: the worker {} reached the heap limit of {limit} MB", info.url)
            }
            Some(info) if realm == Some(info.id) => {
                format!("out of memory: the realm {} reached the heap limit of {limit} MB", info.url)
            }
            Some(info) => format!(
                "out of memory: the page {} reached the heap limit of {limit} MB (outside its scripts)",
                info.url
            ),
            None => format!("out of memory: the heap limit of {limit} MB was reached"),
        };
        (info.map(|i| i.id), message)
    }

    pub fn errors(&self) -> Vec<PageError> {
        self.errors.borrow().clone()
    }

    /// The errors recorded after the first `start`.
    pub fn errors_since(&self, start: usize) -> Vec<PageError> {
        self.errors.borrow().get(start..).map(<[PageError]>::to_vec).unwrap_or_default()
    }

    pub fn console_messages(&self) -> Vec<ConsoleMessage> {
        self.console.messages()
    }
}

/// A browsing context group: one isolate, its realms and its event loop.
pub struct BrowsingContextGroup {
    state: Rc<GroupState>,
    template: Option<v8::Global<v8::ObjectTemplate>>,
    /// When JavaScript must stop, whatever it is doing (`set_deadline`).
    deadline: Option<Instant>,
    /// The near-heap-limit callback (removed before the isolate goes).
    heap_watch: Option<HeapLimitWatch>,
    isolate: v8::OwnedIsolate,
}

/// Stops a group's run from any thread: its JavaScript is terminated and its loop ends
/// with [`Outcome::Interrupted`]; what the run gathered stays for its report.
#[derive(Clone)]
pub struct Stopper {
    expired: Arc<AtomicBool>,
    interrupted: Arc<AtomicBool>,
    isolate: v8::IsolateHandle,
}

impl Stopper {
    pub fn interrupt(&self) {
        self.interrupted.store(true, Ordering::SeqCst);
        self.expired.store(true, Ordering::SeqCst);
        self.isolate.terminate_execution();
    }

    pub fn is_interrupted(&self) -> bool {
        self.interrupted.load(Ordering::SeqCst)
    }
}

/// One turn of [`BrowsingContextGroup::step`].
pub enum Step {
    /// A task or timer ran.
    Ran,
    /// Nothing was ready; the earliest timer, if any, is due then.
    Idle { next_timer: Option<Instant> },
    /// The deadline has passed.
    Expired,
}

/// How deep frames may nest (a page that nests frames without end stops here).
pub const MAX_FRAME_DEPTH: usize = 32;

/// Where a document to load comes from.
struct DocumentRequest {
    /// The URL to fetch (`about:blank` is not fetched).
    url: Url,
    /// Why the URL is not the one the page asked for (a bad `src`), to record.
    error: Option<String>,
    parent: Option<RealmId>,
    container: Option<Container>,
    element: Option<v8::Global<v8::Object>>,
    replaces: Option<RealmId>,
    delays_parent_load: bool,
    reload: bool,
}

impl BrowsingContextGroup {
    /// A group with the default [`GroupOptions`].
    pub fn new(hosts: VirtualHosts) -> Self {
        Self::with_options(hosts, GroupOptions::default())
    }

    /// A group whose isolate (and its workers' isolates) are set up by `options`.
    pub fn with_options(hosts: VirtualHosts, options: GroupOptions) -> Self {
        init_v8();
        let mut isolate = v8::Isolate::new(options.create_params());
        access_check::throw_security_errors(&mut isolate);
        promise_rejections::track(&mut isolate);
        // Errors keep the stack of their construction, for the positions errors report.
        isolate.set_capture_stack_trace_for_uncaught_exceptions(true, 10);
        isolate.set_microtasks_policy(v8::MicrotasksPolicy::Explicit);
        let state = Rc::new(GroupState {
            hosts,
            console: ConsoleLog::default(),
            timers: RefCell::default(),
            tasks: RefCell::default(),
            pending_platform_work: Cell::new(0),
            expired: Arc::default(),
            interrupted: Arc::default(),
            options,
            heap_limit: HeapLimitState::default(),
            realms: RefCell::default(),
            errors: RefCell::default(),
            next_browsing_context: Cell::new(0),
            workers: RefCell::default(),
            worker_port: RefCell::default(),
            blobs: RefCell::default(),
            deadline: Cell::new(None),
            ports: RefCell::default(),
            timer_turn: Cell::new(false),
            platform_scripts: PlatformScripts::default(),
            frames: RefCell::default(),
            realm_scan_steps: Cell::new(0),
        });
        isolate.set_slot(state.clone());
        let heap_watch = Some(watch_heap_limit(&mut isolate, state.clone()));
        let template = {
            v8::scope!(let scope, &mut isolate);
            let template = window::window_template(scope);
            v8::Global::new(scope, template)
        };
        Self { state, template: Some(template), deadline: None, heap_watch, isolate }
    }

    pub fn state(&self) -> &Rc<GroupState> {
        &self.state
    }

    /// Loads `url` as the top-level document: fetches it (a missing document still gets an
    /// empty realm, and an error is recorded), creates its realm and runs its scripts.
    /// Nested documents load in later tasks of [`Self::run`].
    pub fn load(&mut self, url: Url) -> RealmId {
        let state = self.state.clone();
        let template = self.template.clone();
        let watchdog = self.deadline.map(|d| Watchdog::start(&self.isolate, d, self.state.expired.clone()));
        let id = {
            v8::scope!(let scope, &mut self.isolate);
            let request = DocumentRequest {
                url,
                error: None,
                parent: None,
                container: None,
                element: None,
                replaces: None,
                delays_parent_load: false,
                reload: false,
            };
            load_document(scope, &state, template.as_ref(), request)
        };
        self.stop_watchdog(watchdog);
        self.settle_heap_limit();
        id
    }

    /// From now on, JavaScript still running at `deadline` is terminated, and `load` and
    /// `run` return.
    pub fn set_deadline(&mut self, deadline: Instant) {
        self.deadline = Some(deadline);
        self.state.deadline.set(Some(deadline));
    }

    fn stop_watchdog(&mut self, watchdog: Option<Watchdog>) {
        let fired = watchdog.is_some_and(Watchdog::finish);
        if fired || self.state.has_expired() {
            // Let the embedder use the isolate again (nothing more of the page runs).
            self.isolate.cancel_terminate_execution();
        }
    }

    /// What stops this group's run from another thread (a signal handler's, say).
    pub fn stopper(&self) -> Stopper {
        Stopper {
            expired: self.state.expired.clone(),
            interrupted: self.state.interrupted.clone(),
            isolate: self.isolate.thread_safe_handle(),
        }
    }

    /// Back in the loop after the heap limit was reached (the code that was running has
    /// unwound): records the memory error once, and lets the embedder use the isolate
    /// again — a termination may still be pending if the limit was hit outside
    /// JavaScript, and the report reads timelines — in the room the callback added.
    fn settle_heap_limit(&mut self) {
        if !self.state.heap_limit.reached() {
            return;
        }
        self.isolate.cancel_terminate_execution();
        if let Some(realm) = self.state.heap_limit.settle() {
            let (realm, message) = self.state.heap_limit_message(realm);
            self.state.record_memory_error(realm, message);
        }
    }

    /// Runs the event loop until nothing remains to do, or until `timeout` (or an earlier
    /// deadline) has passed — also when a script or callback is still running then.
    pub fn run(&mut self, timeout: Duration) -> Outcome {
        self.run_while(timeout, |_| true)
    }

    /// [`Self::run`], stopping early (as idle) once `keep_going` says so after a task.
    pub fn run_while(
        &mut self,
        timeout: Duration,
        mut keep_going: impl FnMut(&GroupState) -> bool,
    ) -> Outcome {
        let deadline = self.deadline.map_or(Instant::now() + timeout, |d| d.min(Instant::now() + timeout));
        let watchdog = Watchdog::start(&self.isolate, deadline, self.state.expired.clone());
        let outcome = self.run_until(deadline, &mut keep_going);
        self.stop_watchdog(Some(watchdog));
        self.settle_heap_limit();
        if self.state.heap_limit.reached() {
            Outcome::OutOfMemory
        } else if self.state.interrupted.load(Ordering::SeqCst) {
            Outcome::Interrupted
        } else if self.state.has_expired() {
            Outcome::Timeout
        } else {
            outcome
        }
    }

    fn run_until(&mut self, deadline: Instant, keep_going: &mut dyn FnMut(&GroupState) -> bool) -> Outcome {
        let state = self.state.clone();
        loop {
            match self.step(Some(deadline)) {
                Step::Ran if !keep_going(&state) => return Outcome::Idle,
                Step::Ran => {}
                Step::Expired => return Outcome::Timeout,
                Step::Idle { next_timer } => {
                    // Workers first, then their channels: what a worker sent before it
                    // went idle is in the channel by then.
                    let busy = state.pending_platform_work.get() > 0 || state.workers_busy();
                    if state.poll_workers() {
                        continue;
                    }
                    let now = Instant::now();
                    match next_timer {
                        None if !busy => return Outcome::Idle,
                        // Sleep until the timer, but wake often enough to pump platform
                        // tasks and hear from workers.
                        Some(due) => std::thread::sleep(
                            due.min(deadline).saturating_duration_since(now).min(Duration::from_millis(2)),
                        ),
                        None => std::thread::sleep(Duration::from_millis(1)),
                    }
                }
            }
        }
    }

    /// One turn of the event loop: platform tasks, then one task or one due timer.
    pub fn step(&mut self, deadline: Option<Instant>) -> Step {
        let state = self.state.clone();
        let template = self.template.clone();
        pump_platform(&mut self.isolate);
        if state.has_expired() || deadline.is_some_and(|d| Instant::now() >= d) {
            return Step::Expired;
        }
        state.poll_workers();
        // Due timers and queued tasks take turns, so neither starves the other (a flood of
        // messages must not hold back a setTimeout(0)).
        let timer_turn = state.timer_turn.get();
        for run_timer_now in [timer_turn, !timer_turn] {
            if run_timer_now {
                let due = state.timers.borrow_mut().take_due(Instant::now());
                if let Some(timer) = due {
                    state.timer_turn.set(false);
                    {
                        v8::scope!(let scope, &mut self.isolate);
                        run_timer(scope, &state, timer);
                    }
                    self.settle_heap_limit();
                    return Step::Ran;
                }
            } else {
                if let Some(task) = state.next_task() {
                    state.timer_turn.set(true);
                    {
                        v8::scope!(let scope, &mut self.isolate);
                        run_task(scope, &state, template.as_ref(), task);
                    }
                    self.settle_heap_limit();
                    return Step::Ran;
                }
            }
        }
        Step::Idle { next_timer: state.timers.borrow().next_due() }
    }

    /// A handle that can terminate this group's JavaScript from another thread.
    pub fn isolate_handle(&self) -> v8::IsolateHandle {
        self.isolate.thread_safe_handle()
    }

    /// In a worker's thread: creates the `DedicatedWorkerGlobalScope` realm and runs the
    /// worker's script (fetched here, or given for a blob: URL).
    pub fn load_worker(&mut self, setup: WorkerSetup) -> Option<RealmId> {
        let state = self.state.clone();
        let (text, url, headers) = match setup.script {
            Some(text) => (text, setup.url.clone(), Headers::default()),
            None => match state.hosts.fetch(&setup.url) {
                Ok(response) => (response.body, response.url, response.headers),
                Err(error) => {
                    state.record_load_error(None, error.to_string());
                    return None;
                }
            },
        };
        let watchdog = self.deadline.map(|d| Watchdog::start(&self.isolate, d, self.state.expired.clone()));
        let id = {
            v8::scope!(let scope, &mut self.isolate);
            let id = RealmId::MIN;
            let info = RealmInfo {
                id,
                url: url.clone(),
                origin: setup.origin.clone(),
                top_level_origin: setup.origin.clone(),
                scope: Scope::DedicatedWorkerGlobalScope,
                parent: None,
                container: None,
                attribution_token: std::rc::Rc::new(
                    super::web::measure_memory::attribution_token::MemoryAttributionToken {
                        container: None,
                        cross_origin_aggregated: false,
                    },
                ),
                status: 200,
                cross_origin_isolated: setup.cross_origin_isolated,
                detached: false,
                headers,
                time_origin: hr_time::now(),
                navigation: None,
            };
            let context = v8::Context::new(scope, Default::default());
            let token = security_token(&setup.origin, id);
            if let Some(token) = v8::String::new(scope, &token) {
                context.set_security_token(token.into());
            }
            state
                .realms
                .borrow_mut()
                .push(RealmSlot::settled(info.clone(), Some(v8::Global::new(scope, context))));
            let scope = &mut v8::ContextScope::new(scope, context);
            match window::bootstrap(scope, &state, &info, &setup.name) {
                Ok(hooks) => {
                    if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
                        slot.hooks = Some(Rc::new(hooks));
                    }
                    let name = url.to_string();
                    let source = ScriptSource {
                        text: &text,
                        name: &name,
                        shared_cross_origin: true,
                        ..Default::default()
                    };
                    if let Err(error) = script::compile_and_run(scope, id, &source) {
                        report_exception(scope, &state, id, error);
                    }
                    checkpoint(scope, &state);
                }
                Err(error) => {
                    state.record_load_error(Some(id), format!("the worker bootstrap failed: {error}"))
                }
            }
            id
        };
        self.stop_watchdog(watchdog);
        self.settle_heap_limit();
        Some(id)
    }

    /// Evaluates `code` in a realm as a classic script and returns the completion value's
    /// string form (for tools and tests). Runs a microtask checkpoint afterwards.
    pub fn eval(&mut self, realm: RealmId, code: &str) -> Result<String, UncaughtError> {
        let state = self.state.clone();
        let result = {
            v8::scope!(let scope, &mut self.isolate);
            let context =
                state.context(scope, realm).ok_or_else(|| script::internal_error("no such realm"))?;
            let scope = &mut v8::ContextScope::new(scope, context);
            let source = ScriptSource {
                text: code,
                name: "framescope:eval",
                shared_cross_origin: true,
                ..Default::default()
            };
            let result = script::evaluate(scope, realm, &source).map(|v| {
                v8::tc_scope!(let tc, scope);
                v.to_string(tc).map(|s| s.to_rust_string_lossy(tc)).unwrap_or_default()
            });
            checkpoint(scope, &state);
            result
        };
        self.settle_heap_limit();
        result
    }

    pub fn realms(&self) -> Vec<RealmInfo> {
        self.state.realms()
    }

    /// A realm's performance timeline (`{version, timeOrigin, entries}`): a live realm's
    /// now (`None` if unchanged since version `since`), or as last taken for a detached
    /// realm or a worker.
    pub fn timeline(&mut self, realm: RealmId, since: Option<f64>) -> Option<serde_json::Value> {
        let state = self.state.clone();
        let timeline = {
            v8::scope!(let scope, &mut self.isolate);
            match (state.context(scope, realm), state.hooks(realm)) {
                (Some(context), Some(hooks)) if !state.is_detached(realm) => {
                    let scope = &mut v8::ContextScope::new(scope, context);
                    performance::snapshot(scope, &hooks, since)
                }
                _ => {
                    state.realms.borrow().get(GroupState::index(realm)).and_then(|slot| slot.timeline.clone())
                }
            }
        };
        self.settle_heap_limit();
        timeline
    }
}

impl Drop for BrowsingContextGroup {
    fn drop(&mut self) {
        if let Some(watch) = self.heap_watch.take() {
            watch.uninstall(&mut self.isolate);
        }
        // Workers first: their threads must not outlive the group.
        for worker in self.state.workers.borrow_mut().iter_mut() {
            worker.join();
        }
        self.state.workers.borrow_mut().clear();
        // Free V8 handles while the isolate still lives (the state itself outlives it in
        // the isolate's slot).
        self.state.timers.borrow_mut().clear_all();
        self.state.tasks.borrow_mut().retain(|_| false);
        self.state.ports.borrow_mut().clear();
        self.state.platform_scripts.clear();
        *self.state.frames.borrow_mut() = FrameIndex::default();
        for slot in self.state.realms.borrow_mut().iter_mut() {
            slot.hooks = None;
        }
        self.template = None;
    }
}

/// Installs the group's near-heap-limit handler (see `runtime/heap_limit.rs`): stop the
/// page's JavaScript, mark the group stopped, and give V8 room to unwind.
fn watch_heap_limit(isolate: &mut v8::OwnedIsolate, state: Rc<GroupState>) -> HeapLimitWatch {
    let handle = isolate.thread_safe_handle();
    HeapLimitWatch::install(isolate, move |hit| {
        handle.terminate_execution();
        state.heap_limit.reach(hit.realm);
        raised_limit(hit.current, hit.initial)
    })
}

/// Realms of one origin share a security token; an opaque origin's is unique.
fn security_token(origin: &url::Origin, id: RealmId) -> String {
    if origin.is_tuple() { origin.ascii_serialization() } else { format!("opaque:{id}") }
}

/// Creates a window realm for a document request: fetch, realm with origin and token,
/// bootstrap, then the document's scripts in order; its frames are queued.
fn load_document(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    request: DocumentRequest,
) -> RealmId {
    // The time origin: the navigation starts now (see NavigationRecord::new for its fetch).
    let time_origin = hr_time::now();
    let id = RealmId::new(state.realms.borrow().len() as u64 + 1).unwrap_or(NonZeroU64::MIN);
    let parent_info = request.parent.and_then(|p| state.info(p));

    // Fetch the document. A failure leaves an empty document (as browsers show a 404
    // page or a blank frame) and is recorded. A network error (a load the sandbox
    // refuses) gives an error document: empty, with no status and an opaque origin, as
    // a browser's error page is cross-origin to everything.
    let mut refused = false;
    let (response, load_error): (Option<Response>, Option<String>) = if request.url.scheme() == "about" {
        (None, request.error)
    } else {
        match state.hosts.fetch(&request.url) {
            Ok(response) => (Some(response), None),
            Err(error) => {
                refused = matches!(error, FetchError::Refused { .. });
                (None, Some(error.to_string()))
            }
        }
    };
    let url = response.as_ref().map_or_else(|| request.url.clone(), |r| r.url.clone());
    let status = match (&response, &load_error) {
        (Some(r), _) => r.status,
        (None, Some(_)) if refused => 0,
        (None, Some(_)) if url.scheme() != "about" => 404,
        _ => 200,
    };
    let kind = if request.reload { NavigationType::Reload } else { NavigationType::Navigate };
    let navigation = NavigationRecord::new(kind, time_origin, &url, response.as_ref(), status);
    let headers = response.as_ref().map(|r| r.headers.clone()).unwrap_or_else(Headers::default);
    let mut body = response.as_ref().map(|r| r.body.as_str()).unwrap_or("");

    // Origins: about:blank (and a document that failed to parse as a URL) inherits its
    // creator's origin.
    let origin = if refused {
        url::Origin::new_opaque()
    } else if url.scheme() == "about" {
        parent_info.as_ref().map(|p| p.origin.clone()).unwrap_or_else(|| url.origin())
    } else {
        url.origin()
    };
    let top_level_origin =
        parent_info.as_ref().map(|p| p.top_level_origin.clone()).unwrap_or_else(|| origin.clone());
    let attribution_token = {
        let parent_token = parent_info.as_ref().map(|p| p.attribution_token.clone());
        obtain_window_memory_attribution_token(WindowTokenInput {
            origin: &origin,
            parent_origin: parent_info.as_ref().map(|p| &p.origin),
            top_level_origin: &top_level_origin,
            container: request
                .container
                .as_ref()
                .map(|c| MemoryAttributionContainer { id: c.id.clone(), src: c.src.clone() }),
            parent_token: parent_token.as_ref(),
        })
    };
    let isolation = cross_origin_isolation(parent_info.as_ref(), &origin, &headers);
    let mut load_error = load_error;
    if let Isolation::Blocked(reason) = &isolation {
        load_error = Some(format!("{url}: {reason}"));
        body = "";
    }
    // A document too large for the heap limit is refused, not half-built (see
    // runtime/heap_limit.rs).
    if let Some(reason) = state.options.refuse_document(body.len()) {
        load_error = Some(format!("{url}: {reason}"));
        body = "";
    }
    let info = RealmInfo {
        id,
        url: url.clone(),
        origin: origin.clone(),
        top_level_origin,
        scope: Scope::Window,
        parent: request.parent,
        container: request.container,
        attribution_token,
        status,
        cross_origin_isolated: isolation == Isolation::Isolated,
        detached: false,
        headers,
        time_origin,
        navigation: Some(navigation),
    };

    // The realm: a context from the window template, with its origin's security token. A
    // navigation detaches the old realm and reuses its WindowProxy, as browsers do.
    let replaced = request.replaces.and_then(|old| {
        let browsing_context =
            state.realms.borrow().get(GroupState::index(old)).map(|r| r.browsing_context)?;
        let proxy = state.detach(scope, old, Detach::Navigated)?;
        Some((browsing_context, proxy))
    });
    let browsing_context = replaced.as_ref().map_or_else(
        || {
            let next = state.next_browsing_context.get() + 1;
            state.next_browsing_context.set(next);
            next
        },
        |(b, _)| *b,
    );
    let template = template.map(|t| v8::Local::new(scope, t));
    let global_object = replaced.map(|(_, proxy)| proxy.into());
    let context = v8::Context::new(
        scope,
        v8::ContextOptions { global_template: template, global_object, ..Default::default() },
    );
    let token = security_token(&origin, id);
    if let Some(token) = v8::String::new(scope, &token) {
        context.set_security_token(token.into());
    }
    let element_hash = request.element.as_ref().map(|e| v8::Local::new(scope, e).get_identity_hash().get());
    {
        let mut realms = state.realms.borrow_mut();
        realms.push(RealmSlot {
            info: info.clone(),
            context: Some(v8::Global::new(scope, context)),
            hooks: None,
            element: request.element.clone(),
            element_hash,
            browsing_context,
            children: Vec::new(),
            pending_children: 0,
            delays_parent_load: request.delays_parent_load,
            parsed: false,
            loaded: false,
            timeline: None,
        });
        // The indexes: its parent's children (in browsing context order; a navigated
        // frame keeps its place), its container's realms.
        if let Some(parent) = request.parent.and_then(|p| realms.get_mut(GroupState::index(p))) {
            let position = parent.children.partition_point(|child| *child < (browsing_context, id));
            parent.children.insert(position, (browsing_context, id));
        }
    }
    if let Some(hash) = element_hash {
        state.frames.borrow_mut().add_container(hash, id);
    }
    if let Some(message) = load_error {
        state.record_load_error(Some(id), message);
    }

    // The container element's contentWindow is this realm's WindowProxy.
    if let (Some(parent), Some(element)) = (request.parent, request.element.as_ref()) {
        let window = context.global(scope);
        if let (Some(parent_context), Some(hooks)) = (state.context(scope, parent), state.hooks(parent)) {
            let scope = &mut v8::ContextScope::new(scope, parent_context);
            let element = v8::Local::new(scope, element);
            call_hook_with(scope, &hooks, Hook::FrameAttached, &[element.into(), window.into()]);
        }
    }

    let document = html::parse(body);
    let scope = &mut v8::ContextScope::new(scope, context);
    let hooks = match window::bootstrap(scope, state, &info, "") {
        Ok(hooks) => {
            let hooks = Rc::new(hooks);
            if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
                slot.hooks = Some(hooks.clone());
            }
            Some(hooks)
        }
        Err(error) => {
            state.record_load_error(Some(id), format!("the window bootstrap failed: {error}"));
            None
        }
    };

    // Parse: the DOM grows as the parser goes, each script runs when the parser reaches
    // it (seeing the document so far), and frames start loading as they are inserted.
    let mut events = Vec::new();
    for item in document.items {
        match item {
            Item::Script(element) => {
                events.push(Item::Script(element.clone()));
                if let Some(hooks) = &hooks {
                    replay(scope, state, hooks, &events);
                }
                events.clear();
                // A script may have removed or navigated its own frame; and past the
                // deadline nothing more runs.
                if state.is_detached(id) || state.has_expired() {
                    return id;
                }
                run_script_element(scope, state, &info, element);
            }
            other => events.push(other),
        }
    }
    if let Some(hooks) = &hooks {
        replay(scope, state, hooks, &events);
        if !state.is_detached(id) && !state.has_expired() {
            call_hook_with(scope, hooks, Hook::ParsingFinished, &[]);
            checkpoint(scope, state);
        }
    }
    finish_parsing(state, id);
    id
}

/// Where a realm stands on cross-origin isolation.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Isolation {
    Isolated,
    NotIsolated,
    /// COEP `require-corp` in the parent, and this cross-origin document did not opt in:
    /// browsers refuse to load it.
    Blocked(String),
}

fn first_token(value: Option<&str>) -> Option<String> {
    value.and_then(|v| v.split(';').next()).map(|v| v.trim().to_ascii_lowercase())
}

/// [HTML §7.1.3 Cross-origin isolation](https://html.spec.whatwg.org/multipage/browsers.html#cross-origin-isolation):
/// a top-level document with `Cross-Origin-Opener-Policy: same-origin` and
/// `Cross-Origin-Embedder-Policy: require-corp` (or `credentialless`) makes its group
/// cross-origin isolated; a frame is too when it sends COEP itself, and a cross-origin
/// frame must also allow embedding (CORP `cross-origin`, or CORS).
fn cross_origin_isolation(parent: Option<&RealmInfo>, origin: &url::Origin, headers: &Headers) -> Isolation {
    let coep = first_token(headers.get("Cross-Origin-Embedder-Policy"));
    let embeds_safely = matches!(coep.as_deref(), Some("require-corp" | "credentialless"));
    let Some(parent) = parent else {
        let coop = first_token(headers.get("Cross-Origin-Opener-Policy"));
        return if coop.as_deref() == Some("same-origin") && embeds_safely {
            Isolation::Isolated
        } else {
            Isolation::NotIsolated
        };
    };
    let parent_requires_corp =
        first_token(parent.headers.get("Cross-Origin-Embedder-Policy")).is_some_and(|v| v == "require-corp");
    let corp = first_token(headers.get("Cross-Origin-Resource-Policy"));
    let allowed = origin == &parent.origin
        || corp.as_deref() == Some("cross-origin")
        || headers.get("Access-Control-Allow-Origin").is_some();
    if parent_requires_corp && !allowed {
        return Isolation::Blocked(
            "blocked by the parent's Cross-Origin-Embedder-Policy: require-corp (no Cross-Origin-Resource-Policy: cross-origin)".into(),
        );
    }
    if parent.cross_origin_isolated && embeds_safely && allowed {
        Isolation::Isolated
    } else {
        Isolation::NotIsolated
    }
}

/// How many parser items go to the DOM in one `hooks.parse` call: a long document is
/// sent in pieces, each in its own handle scope, not as one huge array.
const REPLAY_CHUNK: usize = 4096;

/// Sends parser items to the realm's DOM (`hooks.parse`); stops when the group has (at
/// the deadline or the heap limit).
fn replay<'s>(scope: &mut v8::PinScope<'s, '_>, state: &GroupState, hooks: &RealmHooks, items: &[Item]) {
    for chunk in items.chunks(REPLAY_CHUNK) {
        if state.has_expired() {
            return;
        }
        v8::scope!(let scope, scope);
        replay_chunk(scope, hooks, chunk);
    }
}

fn replay_chunk<'s>(scope: &mut v8::PinScope<'s, '_>, hooks: &RealmHooks, items: &[Item]) {
    if items.is_empty() {
        return;
    }
    let mut events = Vec::with_capacity(items.len());
    for item in items {
        let (kind, name, attrs, extra): (&str, &str, &[(String, String)], Option<&str>) = match item {
            Item::Start { name, attrs, .. } => ("start", name, attrs, None),
            Item::End { name } => ("end", name, &[], None),
            Item::Text(text) => ("text", text, &[], None),
            Item::Script(script) => ("script", "script", &script.attrs, Some(&script.text)),
        };
        let mut pairs = Vec::with_capacity(attrs.len());
        for (key, value) in attrs {
            let (Some(key), Some(value)) = (v8::String::new(scope, key), v8::String::new(scope, value))
            else {
                continue;
            };
            pairs.push(v8::Array::new_with_elements(scope, &[key.into(), value.into()]).into());
        }
        let pairs = v8::Array::new_with_elements(scope, &pairs);
        let (Some(kind), Some(name)) = (v8::String::new(scope, kind), v8::String::new(scope, name)) else {
            continue;
        };
        let extra: v8::Local<v8::Value> = match extra.and_then(|e| v8::String::new(scope, e)) {
            Some(e) => e.into(),
            None => v8::undefined(scope).into(),
        };
        events.push(
            v8::Array::new_with_elements(scope, &[kind.into(), name.into(), pairs.into(), extra]).into(),
        );
    }
    let events = v8::Array::new_with_elements(scope, &events);
    call_hook_with(scope, hooks, Hook::Parse, &[events.into()]);
}

/// Marks a document parsed and queues its `DOMContentLoaded`; with no frames left
/// loading, its `load` is queued too.
fn finish_parsing(state: &GroupState, id: RealmId) {
    state.tasks.borrow_mut().push(Task::DomContentLoaded(id));
    let ready = {
        let mut realms = state.realms.borrow_mut();
        match realms.get_mut(GroupState::index(id)) {
            Some(slot) => {
                slot.parsed = true;
                slot.pending_children == 0
            }
            None => false,
        }
    };
    if ready {
        state.tasks.borrow_mut().push(Task::FireLoad(id));
    }
}

/// Runs one `<script>` element of a document (fetching `src` first): an external
/// script's element gets `load` after it ran, or `error` when it could not be fetched.
fn run_script_element(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    element: html::ScriptElement,
) {
    let external = element.src.is_some();
    let fetched = match &element.src {
        Some(src) => match info.url.join(src) {
            Ok(url) => match state.hosts.fetch(&url) {
                Ok(response) => {
                    // Errors and profiler frames of a cross-origin script are shown only
                    // when it was fetched with CORS and the server allowed it.
                    let same_origin = response.url.origin() == info.origin;
                    let cors_allowed = element.crossorigin.is_some()
                        && response
                            .headers
                            .get("Access-Control-Allow-Origin")
                            .is_some_and(|v| v == "*" || v == info.origin.ascii_serialization());
                    Ok((response.body, response.url.to_string(), 0, 0, same_origin || cors_allowed))
                }
                Err(error) => Err(error.to_string()),
            },
            Err(error) => Err(format!("bad script URL {src:?} in {}: {error}", info.url)),
        },
        None => Ok((element.text, info.url.to_string(), element.line, element.column, true)),
    };
    let (text, name, line, column, shared) = match fetched {
        Ok(fetched) => fetched,
        Err(message) => {
            state.record_load_error(Some(info.id), message);
            fire_script_event(scope, state, info.id, "error");
            return;
        }
    };
    let source = ScriptSource { text: &text, name: &name, line, column, shared_cross_origin: shared };
    if let Err(error) = script::compile_and_run(scope, info.id, &source) {
        report_exception(scope, state, info.id, error);
    }
    checkpoint(scope, state);
    if external && !state.is_detached(info.id) && !state.has_expired() {
        fire_script_event(scope, state, info.id, "load");
    }
    pump_platform(scope);
}

/// Fires `load` or `error` at the script element the parser inserted last.
fn fire_script_event(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>, realm: RealmId, kind: &str) {
    let Some(hooks) = state.hooks(realm) else { return };
    let Some(kind) = v8::String::new(scope, kind) else { return };
    call_hook_with(scope, &hooks, Hook::FireScriptEvent, &[kind.into()]);
    checkpoint(scope, state);
}

/// HTML's "report the exception": an `error` event at the window, and a recorded error
/// unless a listener canceled the event.
fn report_exception(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    error: UncaughtError,
) {
    // A script stopped at the heap limit: no event (nothing more of the page runs), and
    // the memory error is recorded instead.
    if state.heap_limit.reached() {
        return;
    }
    // fireError(error, message, filename, lineno, colno) returns whether the event was
    // not canceled.
    let mut args = vec![v8::undefined(scope).into()];
    args.extend(error_event_args(scope, &error));
    let handled = state
        .hooks(realm)
        .and_then(|hooks| call_hook_with(scope, &hooks, Hook::FireError, &args))
        .is_some_and(|unhandled| unhandled.is_false());
    if !handled {
        state.record_error(realm, error);
    }
}

fn run_task(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    task: Task,
) {
    match task {
        Task::Navigate(_, navigation) => navigate(scope, state, template, navigation),
        Task::DomContentLoaded(id) => {
            if let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id))
                && !state.is_detached(id)
            {
                let scope = &mut v8::ContextScope::new(scope, context);
                call_hook_with(scope, &hooks, Hook::FireDomContentLoaded, &[]);
                checkpoint(scope, state);
            }
        }
        Task::FireLoad(id) => fire_load(scope, state, id),
        Task::PostMessage(message) => super::web::messaging::deliver(scope, state, message),
        Task::NotifyRejections(rejections) => notify_rejections(scope, state, rejections),
        Task::PortMessage { port, message } => {
            super::web::message_ports::deliver(scope, state, port, message)
        }
        Task::WorkerInbound(bytes) => super::web::workers::deliver_to_worker_global(scope, state, bytes),
        Task::WorkerEvent { worker, event } => super::web::workers::worker_event(scope, state, worker, event),
        Task::PerformanceObserver(realm) => performance::observer_task(scope, state, realm),
    }
}

/// Loads a navigation's document: its URL, or the frame's `src` resolved against the
/// parent document's URL (no `src`, or one that does not parse, gives about:blank).
fn navigate(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    navigation: Navigation,
) {
    let Navigation { parent, frame, element, url, replaces, delays_parent_load, reload } = navigation;
    if parent.is_some_and(|p| state.is_detached(p)) || replaces.is_some_and(|r| state.is_detached(r)) {
        return;
    }
    let parent_url = parent.and_then(|p| state.info(p)).map(|p| p.url);
    let src = frame.as_ref().and_then(|f| f.src.clone()).unwrap_or_default();
    let Ok(blank) = Url::parse("about:blank") else { return };
    let (url, error) = match (url, &parent_url) {
        (Some(url), _) => (url, None),
        (None, _) if src.trim().is_empty() => (blank, None),
        (None, Some(base)) => match base.join(src.trim()) {
            Ok(url) => (url, None),
            Err(e) => (blank, Some(format!("bad frame URL {src:?} in {base}: {e}"))),
        },
        (None, None) => (blank, None),
    };
    // HTML: a frame does not load the URL of a document it is nested in (ignoring the
    // fragment), which would nest without end; and frames nest at most MAX_FRAME_DEPTH.
    let (url, error) = match ancestors(state, parent) {
        list if list.len() >= MAX_FRAME_DEPTH => match Url::parse("about:blank") {
            Ok(blank) => {
                (blank, Some(format!("{url}: not loaded: frames nest deeper than {MAX_FRAME_DEPTH} levels")))
            }
            Err(_) => return,
        },
        list if url.scheme() != "about" && list.iter().any(|a| same_ignoring_fragment(a, &url)) => {
            match Url::parse("about:blank") {
                Ok(blank) => (blank, None),
                Err(_) => return,
            }
        }
        _ => (url, error),
    };
    let container = frame.map(|f| Container { kind: f.kind, id: f.id.unwrap_or_default(), src });
    let request =
        DocumentRequest { url, error, parent, container, element, replaces, delays_parent_load, reload };
    load_document(scope, state, template, request);
}

/// The URLs of `realm` and the documents above it.
fn ancestors(state: &GroupState, realm: Option<RealmId>) -> Vec<Url> {
    let mut urls = Vec::new();
    let mut next = realm;
    while let Some(id) = next {
        let Some(info) = state.info(id) else { break };
        urls.push(info.url);
        next = info.parent;
    }
    urls
}

fn same_ignoring_fragment(a: &Url, b: &Url) -> bool {
    let (mut a, mut b) = (a.clone(), b.clone());
    a.set_fragment(None);
    b.set_fragment(None);
    a == b
}

/// Fires `load` at a window, then at its container element, then lets its parent's
/// `load` follow once all of the parent's frames have loaded (children first).
fn fire_load(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, id: RealmId) {
    if state.is_detached(id) {
        return;
    }
    if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
        slot.loaded = true;
    }
    if let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id)) {
        let scope = &mut v8::ContextScope::new(scope, context);
        call_hook_with(scope, &hooks, Hook::FireWindowLoad, &[]);
        checkpoint(scope, state);
    }
    let Some(parent) = state.parent_of(id) else { return };
    if let (Some(element), Some(context), Some(hooks)) =
        (state.element(scope, id), state.context(scope, parent), state.hooks(parent))
        && !state.is_detached(id)
    {
        let scope = &mut v8::ContextScope::new(scope, context);
        call_hook_with(scope, &hooks, Hook::FireElementLoad, &[element.into()]);
        checkpoint(scope, state);
    }
    let delays = state
        .realms
        .borrow_mut()
        .get_mut(GroupState::index(id))
        .is_some_and(|slot| std::mem::take(&mut slot.delays_parent_load));
    if delays {
        state.child_loaded(parent);
    }
}

/// [Perform a microtask checkpoint](https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint),
/// including step 4: rejected promises still without a handler are notified about in a
/// task queued now (so a handler added by a later script still counts).
pub fn checkpoint(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>) {
    // Past the heap limit, the page's microtasks do not run.
    if state.heap_limit.unwinding() {
        return;
    }
    scope.perform_microtask_checkpoint();
    let rejections = promise_rejections::take(scope);
    if !rejections.is_empty() {
        state.tasks.borrow_mut().push(Task::NotifyRejections(rejections));
    }
}

/// [Notify about rejected promises](https://html.spec.whatwg.org/multipage/webappapis.html#notify-about-rejected-promises):
/// an `unhandledrejection` event at each promise's window, and a recorded error when no
/// listener canceled it.
fn notify_rejections(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    rejections: Vec<promise_rejections::Rejection>,
) {
    for rejection in rejections {
        let promise = v8::Local::new(scope, &rejection.promise);
        // Step 5.3.1. A promise handled in the meantime is not reported.
        if promise.has_handler() {
            continue;
        }
        let reason = v8::Local::new(scope, &rejection.reason);
        let Some(realm) = promise_realm(scope, state, promise) else { continue };
        let Some(context) = state.context(scope, realm).filter(|_| !state.is_detached(realm)) else {
            continue;
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        let unhandled = state
            .hooks(realm)
            .and_then(|hooks| {
                call_hook_with(scope, &hooks, Hook::FireUnhandledRejection, &[promise.into(), reason])
            })
            .is_none_or(|result| result.is_true());
        if unhandled {
            let mut error = script::describe_exception(scope, reason);
            error.message = format!("(in promise) {}", error.message);
            state.record_error(realm, error);
        }
        checkpoint(scope, state);
    }
}

/// The realm a promise was created in.
fn promise_realm(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    promise: v8::Local<v8::Promise>,
) -> Option<RealmId> {
    // get_creation_context needs a context; any live realm's will do.
    let any = state.first_live_realm()?;
    let context = state.context(scope, any)?;
    let scope = &mut v8::ContextScope::new(scope, context);
    let creation = promise.get_creation_context(scope)?;
    realm_ids::realm_id(scope, creation)
}

/// Calls a realm's hook with `args` and returns its result; what it throws is reported as
/// a page error (and gives `None`). Past the deadline nothing is called: hooks run page
/// code (listeners, callbacks).
pub(crate) fn call_hook_with<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    hook: Hook,
    args: &[v8::Local<'s, v8::Value>],
) -> Option<v8::Local<'s, v8::Value>> {
    if GroupState::of(scope).is_some_and(|state| state.has_expired()) {
        return None;
    }
    call_platform_hook(scope, hooks, hook, args)
}

/// [`call_hook_with`] for a hook that runs no page code (a report's snapshot), which may
/// run after the deadline.
pub(crate) fn call_platform_hook<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    hook: Hook,
    args: &[v8::Local<'s, v8::Value>],
) -> Option<v8::Local<'s, v8::Value>> {
    // Past the heap limit, nothing more runs until the loop has regained control (the
    // report may then read timelines).
    if GroupState::of(scope).is_some_and(|state| state.heap_limit.unwinding()) {
        return None;
    }
    let function = hooks.get(scope, hook);
    let outcome = {
        v8::tc_scope!(let tc, scope);
        let undefined = v8::undefined(tc).into();
        function.call(tc, undefined, args).ok_or_else(|| script::uncaught(tc))
    };
    match outcome {
        Ok(value) => Some(value),
        Err(error) => {
            if let Some((state, realm)) = GroupState::current(scope) {
                state.record_error(realm, error);
            }
            None
        }
    }
}

/// An error's `message, filename, lineno, colno`, as `error` events carry them.
pub(crate) fn error_event_args<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    error: &UncaughtError,
) -> Vec<v8::Local<'s, v8::Value>> {
    let (file, line, column) = error.position.clone().unwrap_or_default();
    let text = |scope: &mut v8::PinScope<'s, '_>, s: &str| -> v8::Local<'s, v8::Value> {
        v8::String::new(scope, s).map_or_else(|| v8::String::empty(scope).into(), Into::into)
    };
    vec![
        text(scope, &error.message),
        text(scope, &file),
        v8::Integer::new_from_unsigned(scope, line).into(),
        v8::Integer::new_from_unsigned(scope, column).into(),
    ]
}

/// Runs a due timer's handler in its realm ([timer initialization steps], step 8).
fn run_timer(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, timer: DueTimer) {
    let DueTimer { realm, handler, args, nesting, .. } = timer;
    if state.has_expired() {
        return;
    }
    let Some(context) = state.context(scope, realm).filter(|_| !state.is_detached(realm)) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let previous = std::mem::replace(&mut state.timers.borrow_mut().current_nesting, nesting);
    let result = match handler {
        TimerHandler::Function(function) => {
            let function = v8::Local::new(scope, function);
            let args: Vec<v8::Local<v8::Value>> = args.iter().map(|a| v8::Local::new(scope, a)).collect();
            let this = context.global(scope).into();
            v8::tc_scope!(let tc, scope);
            match function.call(tc, this, &args) {
                Some(_) => Ok(()),
                None => Err(script::uncaught(tc)),
            }
        }
        TimerHandler::Source(text) => {
            let url = state.info(realm).map(|i| i.url.to_string()).unwrap_or_default();
            let source =
                ScriptSource { text: &text, name: &url, shared_cross_origin: true, ..Default::default() };
            script::evaluate(scope, realm, &source).map(|_| ())
        }
    };
    if let Err(error) = result {
        report_exception(scope, state, realm, error);
    }
    state.timers.borrow_mut().current_nesting = previous;
    checkpoint(scope, state);
}
