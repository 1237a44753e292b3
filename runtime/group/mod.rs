//! A browsing context group on one V8 isolate: its realms (the top document and every
//! nested one), how documents load into them, and the event loop that runs them.
//!
//! Here: the group's shared state ([`GroupState`]: the realm table, frame indexes, errors);
//! [`browsing_context_group`]: the isolate and its loop; documents and frames load in
//! `runtime/navigation/`; tasks, timers and hooks run in `runtime/event_loop/`. [HTML §7.3.1 Browsing context groups](https://html.spec.whatwg.org/multipage/document-sequences.html#browsing-context-group)
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use url::Url;

use super::console::{ConsoleLog, ConsoleMessage};
use super::event_loop::{Task, TaskQueue, Timers};
use super::heap_limit::{GroupOptions, HeapLimitState};
use super::hooks::RealmHooks;
use super::loader::hosts::VirtualHosts;
use super::platform_scripts::PlatformScripts;
use super::realm::{RealmId, RealmInfo};
use super::realm_state::RealmState;
use super::script::UncaughtError;
use super::workers::{WorkerHandle, WorkerPort};
use crate::bindings::{access_check, realm as realm_ids};

mod browsing_context_group;
mod frame_index;
mod navigations;
mod page_error;
pub mod realm_observer;
mod run_task;
pub mod session_history;
mod target_names;
mod upcalls;
mod web_state;
mod work_counts;
mod worker_devtools;
mod worker_thread;

pub use browsing_context_group::{BrowsingContextGroup, InputValue, Step, Stopper};
pub use upcalls::{BootRealm, TimelineSnapshot, Upcalls};
pub use web_state::WebState;
pub use work_counts::WorkCounts;

use frame_index::FrameIndex;
pub use page_error::{PageError, PageErrorKind};

struct RealmSlot {
    /// The realm's own state (also kept on its context).
    realm: Rc<RealmState>,
    /// `None` for a realm that lives in another isolate (a worker's, recorded here by its
    /// owner).
    context: Option<v8::Global<v8::Context>>,
    /// The container element, in the parent's realm.
    element: Option<v8::Global<v8::Object>>,
    /// The container element's identity hash (its key in [`FrameIndex::by_container`]).
    element_hash: Option<i32>,
    /// Realms of one browsing context (a frame navigated) share this number.
    browsing_context: u64,
    /// The attached child window realms, by browsing context number: creation order of
    /// their frames, as `window[i]` lists them.
    children: Vec<(u64, RealmId)>,
    /// A frame's initial about:blank whose context is not made yet (made on first use:
    /// `runtime/navigation/initial_about_blank.rs`).
    deferred: bool,
}

impl RealmSlot {
    fn new(realm: Rc<RealmState>, context: Option<v8::Global<v8::Context>>) -> Self {
        Self {
            realm,
            context,
            element: None,
            element_hash: None,
            browsing_context: 0,
            children: Vec::new(),
            deferred: false,
        }
    }
}

/// A window realm as navigation creates it.
pub(crate) struct NewRealm {
    pub realm: Rc<RealmState>,
    /// `None`: a frame's initial about:blank whose context is made on first use.
    pub context: Option<v8::Global<v8::Context>>,
    /// Its container element (in the parent's realm), and that element's identity hash.
    pub element: Option<v8::Global<v8::Object>>,
    pub element_hash: Option<i32>,
    pub browsing_context: u64,
}

/// Why a realm is detached.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Detach {
    /// Its container was removed from the document (or its parent went): like `Closed`,
    /// its WindowProxy stays attached to its global.
    Removed,
    /// Its frame navigated to another document.
    Navigated,
    /// Its Window went on with the document that replaced it (the initial about:blank's
    /// Window, reused by its first same-origin document: `runtime/navigation/window_reuse.rs`):
    /// the context stays attached, as the new document's.
    Reused,
    /// Its top-level window was closed (`window.close()`, or COOP moved its navigation to
    /// another group): its WindowProxy stays attached to its global, which answers
    /// `closed` (true) and keeps what the page holds of it readable.
    Closed,
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
    /// How many page model steps run inside a page script's call (a frame's initial
    /// about:blank made during `appendChild`): while above 0, microtask checkpoints wait
    /// for the script to return, as HTML's "clean up after running script" does when the
    /// JavaScript execution context stack is not empty.
    pub nested_in_script: Cell<u32>,
    /// HTML's termination nesting level: above 0 while unload events run
    /// (runtime/navigation/unloading.rs); `window.open()` then returns null.
    pub termination_nesting_level: Cell<u32>,
    /// The HTML parsers of the documents being parsed (what `document.write` writes to).
    pub(crate) parsers: RefCell<Vec<(RealmId, Rc<crate::runtime::navigation::html_parser::HtmlParser>)>>,
    /// A realm for each external classic or module script running now: its document's
    /// [ignore-destructive-writes counter](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#ignore-destructive-writes-counter)
    /// is how often it is listed.
    pub ignore_destructive_writes: RefCell<Vec<RealmId>>,
    /// Scripts every new window document runs before its own (`Page.addScriptToEvaluateOnNewDocument`).
    pub new_document_scripts: RefCell<Vec<crate::runtime::navigation::NewDocumentScript>>,
    realms: RefCell<Vec<RealmSlot>>,
    errors: RefCell<Vec<PageError>>,
    next_browsing_context: Cell<u64>,
    /// The dedicated workers this group's realms started.
    pub workers: RefCell<Vec<WorkerHandle>>,
    /// Workers (indexes in `workers`) started by the task now running: the group lets
    /// them run their scripts once it ends ([`WorkerHandle::release`]).
    pub starting_workers: RefCell<Vec<usize>>,
    /// Windows `close()` closed in the task now running: their browsing contexts are
    /// discarded once it ends (HTML's close() queues the closing in a task), and their
    /// WindowProxies then answer `opener` with null (`DocumentLoad::discarded`).
    pub closed_windows: RefCell<Vec<RealmId>>,
    /// In a worker's own group: its channel to the owner.
    pub worker_port: RefCell<Option<WorkerPort>>,
    /// The embedder's hook that makes this group's workers debuggable (`framescope
    /// serve`: workers as targets); its workers' groups get it too.
    pub worker_devtools:
        RefCell<Option<std::sync::Arc<dyn crate::runtime::workers::devtools::WorkerDevtools>>>,
    /// The embedder's hook told of each window realm once it booted (`framescope serve`).
    pub realm_observer: RefCell<Option<Rc<dyn realm_observer::RealmObserver>>>,
    /// Whether a due timer goes before the next queued task (they take turns).
    pub timer_turn: Cell<bool>,
    /// What the Web APIs keep for the whole group (their own types).
    pub web: WebState,
    /// The realm the group was loaded with: its top-level document, or a worker's global
    /// scope.
    pub page: Cell<Option<RealmId>>,
    /// The group's deadline, which its workers share.
    pub deadline: Cell<Option<Instant>>,
    /// The page model's calls into the layers above it.
    pub upcalls: &'static Upcalls,
    /// The platform's JavaScript, compiled once for the isolate.
    pub platform_scripts: PlatformScripts,
    frames: RefCell<FrameIndex>,
    history: RefCell<session_history::SessionHistory>,
    /// The active realm of each browsing context (by its number).
    active: RefCell<HashMap<u64, RealmId>>,
    /// Realm records visited by [`GroupState::scan_realms`].
    realm_scan_steps: Cell<u64>,
    /// Realms detached so far (news for the navigation poll: a fetch whose parent or
    /// replaced document went is terminated).
    detachments: Cell<u64>,
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

    /// The group, and the state of the realm of the function being called (kept on its
    /// context: no look-up).
    pub fn current_realm(scope: &mut v8::PinScope) -> Option<(Rc<GroupState>, Rc<RealmState>)> {
        Some((Self::of(scope)?, RealmState::current(scope)?))
    }

    fn index(id: RealmId) -> usize {
        (id.get() - 1) as usize
    }

    /// A realm's own state, by id (`None`: no such realm in this group).
    pub fn realm(&self, id: RealmId) -> Option<Rc<RealmState>> {
        self.realms.borrow().get(Self::index(id)).map(|r| r.realm.clone())
    }

    pub fn info(&self, id: RealmId) -> Option<RealmInfo> {
        self.realm(id).map(|r| r.info())
    }

    pub fn realms(&self) -> Vec<RealmInfo> {
        self.scan_realms(|realms| realms.map(|r| r.realm.info()).collect())
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

    /// How many realms the group has recorded (attached, detached and foreign).
    pub fn realm_count(&self) -> usize {
        self.realms.borrow().len()
    }

    /// The browsing context (a frame, across its navigations) a realm's document is in.
    pub(crate) fn browsing_context_of(&self, id: RealmId) -> Option<u64> {
        self.realms.borrow().get(Self::index(id)).map(|r| r.browsing_context)
    }

    /// A number for a new browsing context.
    pub(crate) fn new_browsing_context(&self) -> u64 {
        let next = self.next_browsing_context.get() + 1;
        self.next_browsing_context.set(next);
        next
    }

    /// Records a new window realm and puts it in the indexes: its parent's children (in
    /// browsing context order; a navigated frame keeps its place), its container's realms.
    pub(crate) fn add_window_realm(&self, realm: NewRealm) {
        let (id, parent) = (realm.realm.id(), realm.realm.with_info(|i| i.parent));
        let (browsing_context, element_hash) = (realm.browsing_context, realm.element_hash);
        let mut realms = self.realms.borrow_mut();
        realms.push(RealmSlot {
            element: realm.element,
            element_hash,
            browsing_context,
            deferred: realm.context.is_none(),
            ..RealmSlot::new(realm.realm, realm.context)
        });
        if let Some(parent) = parent.and_then(|p| realms.get_mut(Self::index(p))) {
            let position = parent.children.partition_point(|child| *child < (browsing_context, id));
            parent.children.insert(position, (browsing_context, id));
        }
        if let Some(hash) = element_hash {
            self.frames.borrow_mut().add_container(hash, id);
        }
        self.active.borrow_mut().insert(browsing_context, id);
    }

    /// The realm of a browsing context's active document.
    pub fn active_realm(&self, browsing_context: u64) -> Option<RealmId> {
        self.active.borrow().get(&browsing_context).copied()
    }

    /// The active realms of the top-level windows (the page's, and those `window.open`
    /// made) that are not closed, in browsing context order.
    pub fn top_level_windows(&self) -> Vec<RealmId> {
        let mut windows: Vec<(u64, RealmId)> = self
            .active
            .borrow()
            .iter()
            .map(|(b, r)| (*b, *r))
            .filter(|(_, r)| self.parent_of(*r).is_none() && !self.is_detached(*r))
            .collect();
        windows.sort();
        windows.into_iter().map(|(_, r)| r).collect()
    }

    /// Marks a document parsed; returns whether no frame of it is left loading (its
    /// `load` may follow).
    pub(crate) fn set_parsed(&self, id: RealmId) -> bool {
        self.realm(id).is_some_and(|r| r.update_load(|l| l.parsed = true).pending_children == 0)
    }

    /// Marks a window loaded (its `load` event is firing).
    pub(crate) fn set_loaded(&self, id: RealmId) {
        if let Some(realm) = self.realm(id) {
            realm.update_load(|l| l.loaded = true);
        }
    }

    /// A frame's document that holds up its parent's `load` is being replaced by a
    /// navigation of the frame: the wait passes to the navigation (HTML: the iframe still
    /// delays its document's load event while its new document loads). Returns whether
    /// there was a wait to pass on; the parent's count is released here, and
    /// [`Self::queue_navigation`] counts it again for the navigation.
    fn hand_over_load_wait(&self, id: RealmId) -> bool {
        let Some(realm) = self.realm(id) else { return false };
        let mut waiting = false;
        realm.update_load(|l| {
            // (A document whose `load` is firing tells its parent itself.)
            waiting = l.delays_parent_load && !l.loaded;
            l.delays_parent_load &= !waiting;
        });
        if let Some(parent) = realm.with_info(|i| i.parent).filter(|_| waiting).and_then(|p| self.realm(p)) {
            parent.update_load(|l| l.pending_children = l.pending_children.saturating_sub(1));
        }
        waiting
    }

    /// Whether the realm's `load` was holding up its parent's; it no longer does.
    pub(crate) fn take_delays_parent_load(&self, id: RealmId) -> bool {
        self.realm(id).is_some_and(|r| {
            let mut delayed = false;
            r.update_load(|l| delayed = std::mem::take(&mut l.delays_parent_load));
            delayed
        })
    }

    /// Records a realm of this isolate with no document to load (a worker's global scope).
    pub(crate) fn add_settled_realm(&self, realm: Rc<RealmState>, context: v8::Global<v8::Context>) {
        self.realms.borrow_mut().push(RealmSlot::new(realm, Some(context)));
    }

    /// Forgets every realm's hooks (their V8 handles go while the isolate still lives).
    pub(crate) fn drop_hooks(&self) {
        for slot in self.realms.borrow().iter() {
            slot.realm.drop_handles();
        }
    }

    /// What the group has done so far, counted (see [`WorkCounts`]).
    pub fn work(&self) -> WorkCounts {
        WorkCounts {
            platform_compilations: self.platform_scripts.compilations(),
            platform_runs: self.platform_scripts.runs(),
            snapshot_realms: self.platform_scripts.snapshot_realms(),
            realm_scan_steps: self.realm_scan_steps.get(),
            task_scan_steps: self.tasks.borrow().scan_steps(),
            navigation_poll_steps: crate::runtime::navigation::navigation_fetch::poll_steps(self),
        }
    }

    /// How many realms were detached so far.
    pub(crate) fn detachments(&self) -> u64 {
        self.detachments.get()
    }

    pub fn parent_of(&self, id: RealmId) -> Option<RealmId> {
        self.realm(id).and_then(|r| r.with_info(|i| i.parent))
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

    /// `id` and the attached documents below it, in tree order (a detached realm and
    /// what is below it left out).
    pub(crate) fn inclusive_descendants(&self, id: RealmId) -> Vec<RealmId> {
        let (mut list, mut stack) = (Vec::new(), vec![id]);
        while let Some(next) = stack.pop() {
            if !self.is_detached(next) {
                list.push(next);
                stack.extend(self.children(next).into_iter().rev());
            }
        }
        list
    }

    /// The first realm (in creation order) not detached.
    pub(crate) fn first_live_realm(&self) -> Option<RealmId> {
        self.scan_realms(|realms| realms.filter(|r| !r.realm.is_detached()).map(|r| r.realm.id()).next())
    }

    pub fn is_detached(&self, id: RealmId) -> bool {
        self.realm(id).is_none_or(|r| r.is_detached())
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
        if slot.realm.set_detached() {
            return;
        }
        self.detachments.set(self.detachments.get() + 1);
        let parent = slot.realm.with_info(|i| i.parent);
        let (hash, key) = (slot.element_hash, (slot.browsing_context, id));
        if let Some(parent) = parent.and_then(|p| realms.get_mut(Self::index(p)))
            && let Ok(position) = parent.children.binary_search(&key)
        {
            parent.children.remove(position);
        }
        if let Some(hash) = hash {
            self.frames.borrow_mut().remove_container(hash, id);
        }
    }

    /// Detaches a realm and every realm below it: they lose their browsing contexts (a
    /// navigated one also its WindowProxy), their timers are dropped, and a parent that
    /// waited for their `load` stops waiting.
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
        let deferred = self.is_deferred(id);
        let Some(context) = self.context(scope, id) else {
            self.set_detached(id);
            // (A frame's initial about:blank never made still releases its parent's wait.)
            if deferred {
                self.release_parent_wait(id, why);
            }
            return None;
        };
        // Keep the realm's timeline for reports: it goes with the realm.
        if let Some(hooks) = self.hooks(id) {
            let scope = &mut v8::ContextScope::new(scope, context);
            let timeline = (self.upcalls.timeline_snapshot)(scope, &hooks, None);
            if let Some(realm) = self.realm(id) {
                realm.set_timeline(timeline);
            }
        }
        let proxy = context.global(scope);
        // A navigation hands the WindowProxy to the new document's global. A removed
        // frame's and a closed window's stay attached to their globals, as in Chrome (Blink
        // detaches a global only when its frame is reused), so what the page holds of them
        // stays readable: `closed` is true, `name` empty, `document` the old document.
        if why == Detach::Navigated {
            access_check::detach_global(context);
        }
        // (A reused Window keeps its timers and tasks: they go to its new document.)
        if why != Detach::Reused {
            self.timers.borrow_mut().remove_realm(id);
            // HTML's "destroy a document": its tasks leave the task queues (none would run:
            // `run_in_realm` skips a detached realm), so that they hold nothing of it — a
            // storage event queued for it would otherwise keep its document alive.
            self.tasks
                .borrow_mut()
                .retain(|task| !matches!(task, Task::GlobalTask { realm, .. } if *realm == id));
        }
        self.set_detached(id);
        self.release(scope, id);
        self.release_parent_wait(id, why);
        Some(proxy)
    }

    /// A detached document that was holding up its parent's `load` no longer does.
    fn release_parent_wait(&self, id: RealmId, why: Detach) {
        let Some(realm) = self.realm(id) else { return };
        let mut waiting = false;
        realm.update_load(|l| {
            waiting = why == Detach::Removed && l.delays_parent_load && !l.loaded;
            // A document whose `load` is firing keeps its wait: `fire_load` tells the
            // parent once the event is over, even when a listener removed the frame.
            if !l.loaded {
                l.delays_parent_load = false;
            }
        });
        if let Some(parent) = waiting.then(|| realm.with_info(|i| i.parent)).flatten() {
            self.child_loaded(parent);
        }
    }

    /// Lets go of a detached realm's V8 handles (its context, container, hooks), so that
    /// V8 can collect its document as a browser's would: a later memory measurement no
    /// longer counts it. Its record (facts, last timeline) stays for reports.
    fn release(&self, isolate: &mut v8::Isolate, id: RealmId) {
        let mut realms = self.realms.borrow_mut();
        if let Some(slot) = realms.get_mut(Self::index(id)) {
            slot.realm.detach_hooks(isolate);
            slot.context = None;
            slot.element = None;
        }
    }

    /// Ends the dedicated workers a realm started (its document went away). Shared and
    /// service workers outlive the document that started them (they end with the group).
    pub fn terminate_workers_of(&self, owner: RealmId) {
        let ended: Vec<RealmId> = self
            .workers
            .borrow_mut()
            .iter_mut()
            .filter(|w| w.owner == owner && !w.closed && w.is_dedicated())
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
        if let Some(realm) = self.realm(id) {
            realm.set_url(url);
        }
    }

    /// Records a realm's timeline taken elsewhere (a worker's, sent by its thread).
    pub fn set_timeline(&self, id: RealmId, timeline: serde_json::Value) {
        if let Some(realm) = self.realm(id) {
            realm.set_timeline(Some(timeline));
        }
    }

    pub fn mark_detached(&self, id: RealmId) {
        self.set_detached(id);
    }

    /// Adds the record of a realm that lives in another isolate (a worker); returns its id.
    pub fn add_foreign_realm(&self, mut info: RealmInfo) -> RealmId {
        let mut realms = self.realms.borrow_mut();
        let id = RealmId::MIN.saturating_add(realms.len() as u64);
        info.id = id;
        realms.push(RealmSlot::new(RealmState::settled(info), None));
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
                // (With the response its fetch in parallel kept, if it had one.)
                crate::runtime::navigation::navigation_fetch::forget(self, ticket.id);
                continue;
            }
            return Some(task);
        }
    }

    /// The workers' threads not joined yet (those that ended are joined first).
    pub fn worker_threads(&self) -> usize {
        let mut workers = self.workers.borrow_mut();
        workers.iter_mut().for_each(WorkerHandle::reap);
        workers.iter().filter(|w| w.has_thread()).count()
    }

    fn workers_busy(&self) -> bool {
        self.workers.borrow().iter().any(WorkerHandle::is_busy)
    }

    /// The earliest timer of the workers that are idle until one is due.
    fn workers_next_timer(&self) -> Option<f64> {
        self.workers.borrow().iter().filter_map(WorkerHandle::next_timer).min_by(f64::total_cmp)
    }

    /// Turns what workers sent into tasks, and joins the threads of workers that ended;
    /// returns whether there was anything.
    fn poll_workers(&self) -> bool {
        let mut events = Vec::new();
        for (index, worker) in self.workers.borrow_mut().iter_mut().enumerate() {
            events.extend(worker.poll().into_iter().map(|event| (index, event)));
            worker.reap();
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
        self.realm(id).is_some_and(|r| r.load().loaded)
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

    /// The context of some realm of the group that has one (for isolate-wide steps that
    /// need a context entered, as a microtask checkpoint between tasks).
    pub fn any_context<'s>(&self, scope: &v8::PinScope<'s, '_, ()>) -> Option<v8::Local<'s, v8::Context>> {
        self.realms.borrow().iter().find_map(|r| r.context.as_ref().map(|c| v8::Local::new(scope, c)))
    }

    /// Runs `steps` inside a page script's call (a native the script called): microtask
    /// checkpoints wait for the script to return ([`Self::nested_in_script`]).
    /// The HTML parser of the realm's document while it parses.
    pub(crate) fn parser(
        &self,
        id: RealmId,
    ) -> Option<Rc<crate::runtime::navigation::html_parser::HtmlParser>> {
        self.parsers.borrow().iter().find(|(realm, _)| *realm == id).map(|(_, parser)| parser.clone())
    }

    pub fn inside_script<T>(&self, steps: impl FnOnce() -> T) -> T {
        self.nested_in_script.set(self.nested_in_script.get() + 1);
        let result = steps();
        self.nested_in_script.set(self.nested_in_script.get() - 1);
        result
    }

    /// Whether `id` is a frame's initial about:blank whose context is not made yet.
    pub fn is_deferred(&self, id: RealmId) -> bool {
        self.realms.borrow().get(Self::index(id)).is_some_and(|r| r.deferred)
    }

    /// Gives a deferred realm the context made for it now.
    pub(crate) fn set_context(&self, id: RealmId, context: v8::Global<v8::Context>) {
        if let Some(slot) = self.realms.borrow_mut().get_mut(Self::index(id)) {
            slot.context = Some(context);
            slot.deferred = false;
        }
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
        self.realm(id).and_then(|r| r.hooks())
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
    /// whose code was running, else the page the group was loaded with (the memory was
    /// allocated outside its scripts).
    fn heap_limit_message(&self, realm: Option<RealmId>) -> (Option<RealmId>, String) {
        let info = realm.or(self.page.get()).and_then(|r| self.info(r));
        let limit = self.options.heap_limit_mb();
        let message = match &info {
            Some(info) if info.scope.is_worker() => {
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
