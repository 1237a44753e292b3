//! The group itself: its isolate (heap limit, watchdog, promise tracking), loading the
//! top document or a worker's script, the loop (`run`, `step`) and stopping it.
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use url::Url;

use crate::bindings::heap_limit::HeapLimitWatch;
use crate::bindings::{access_check, promise_rejections, v8_internal};
use crate::runtime::console::ConsoleLog;
use crate::runtime::event_loop::Outcome;
use crate::runtime::event_loop::callbacks::checkpoint;
use crate::runtime::heap_limit::{GroupOptions, HeapLimitState, raised_limit};
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::platform::{init_v8, pump_platform};
use crate::runtime::platform_scripts::PlatformScripts;
use crate::runtime::realm::{RealmId, RealmInfo, Scope};
use crate::runtime::realm_state::RealmState;
use crate::runtime::script::{self, ScriptSource, UncaughtError};
use crate::runtime::watchdog::Watchdog;
use crate::runtime::web::debugger;
use crate::runtime::web::html::{module_scripts, realm_snapshot, window, workers};
use crate::runtime::web::js_self_profiling::embedder_profile::{self, EmbedderProfile};
use crate::runtime::web::js_self_profiling::profiling_session::RecordedTrace;
use crate::runtime::web::js_self_profiling::trace::ProfilerTrace;
use crate::runtime::web::measure_memory::measurement::{MemoryMeasurement, Shape};
use crate::runtime::web::measure_memory::top_level::{Target, start_measurement};
use crate::runtime::web::performance::{self, hr_time};
use crate::runtime::workers::WorkerSetup;

mod platform_hooks;

use super::run_task::run_next;
use super::{FrameIndex, GroupState, Upcalls, WebState};
use crate::runtime::event_loop::callbacks::report_exception;
use crate::runtime::navigation::{DocumentRequest, load_document, set_security_token};

/// The group's page model calls up into the Web APIs through these.
static UPCALLS: Upcalls = Upcalls {
    new_context: realm_snapshot::new_context,
    boot_realm: window::bootstrap,
    start_document: window::start_document,
    timeline_snapshot: performance::snapshot,
    worker_main: super::worker_thread::worker_main,
    run_module_script: crate::runtime::web::html::module_scripts::run_module_script,
    fetch_in_parallel: script_fetch_in_parallel,
};

/// The page model's [`super::upcalls::FetchInParallel`]: a request in flight as `fetch()`'s
/// are (`runtime/web/fetch/in_parallel.rs`); one that times out is a network error.
fn script_fetch_in_parallel(
    state: &GroupState,
    realm: crate::runtime::realm::RealmId,
    work: crate::runtime::navigation::fetch_classic_script::ScriptFetchWork,
    complete: super::upcalls::FetchCompletion,
) {
    crate::runtime::web::fetch::in_parallel::start(state, realm, work, move |scope, outcome| {
        complete(scope, outcome.unwrap_or_else(|stopped| Err(stopped.to_string())));
    });
}

/// The groups alive in this process, pages' and workers' alike: each owns one isolate.
static LIVE_GROUPS: AtomicUsize = AtomicUsize::new(0);

/// A browsing context group: one isolate, its realms and its event loop.
pub struct BrowsingContextGroup {
    state: Rc<GroupState>,
    /// When JavaScript must stop, whatever it is doing (`set_deadline`).
    deadline: Option<Instant>,
    /// The near-heap-limit callback (removed before the isolate goes).
    heap_watch: Option<HeapLimitWatch>,
    isolate: v8::OwnedIsolate,
}

/// An argument of [`BrowsingContextGroup::devtools_input`].
pub enum InputValue {
    Number(f64),
    Text(String),
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
}

/// One turn of [`BrowsingContextGroup::step`].
pub enum Step {
    /// A task or timer ran.
    Ran,
    /// Nothing was ready; the earliest timer, if any, is due then.
    Idle { next_timer: Option<f64> },
    /// The deadline has passed.
    Expired,
}

impl BrowsingContextGroup {
    /// A group with the default [`GroupOptions`].
    pub fn new(hosts: VirtualHosts) -> Self {
        Self::with_options(hosts, GroupOptions::default())
    }

    /// A group whose isolate (and its workers' isolates) are set up by `options`, with a
    /// cookie jar and local storage of its own.
    pub fn with_options(hosts: VirtualHosts, options: GroupOptions) -> Self {
        Self::sharing_storage(hosts.with_new_storage(), options)
    }

    /// [`Self::with_options`], keeping `hosts`' cookie jar and local storage, which other
    /// groups may share (`framescope serve`'s pages of one browser context;
    /// `runtime/storage_shed.rs`).
    pub fn sharing_storage(hosts: VirtualHosts, options: GroupOptions) -> Self {
        init_v8();
        LIVE_GROUPS.fetch_add(1, Ordering::SeqCst);
        let mut isolate = v8::Isolate::new(realm_snapshot::create_params(options.create_params()));
        access_check::throw_security_errors(&mut isolate);
        crate::runtime::debugger_catch_prediction::install(&mut isolate);
        promise_rejections::track(
            &mut isolate,
            crate::runtime::script::running_script_is_muted,
            crate::runtime::event_loop::callbacks::rejection_handled,
        );
        crate::runtime::web::html::module_scripts::install(&mut isolate);
        // Errors keep the stack of their construction, for the positions errors report.
        isolate.set_capture_stack_trace_for_uncaught_exceptions(true, 10);
        isolate.set_microtasks_policy(v8::MicrotasksPolicy::Explicit);
        // HTML's agents: a similar-origin window agent's [[CanBlock]] is false, so
        // Atomics.wait throws there (a dedicated or shared worker's thread sets it back:
        // worker_thread.rs). https://html.spec.whatwg.org/multipage/webappapis.html#obtain-similar-origin-window-agent
        isolate.set_allow_atomics_wait(false);
        let state = Rc::new(GroupState {
            // Its workers' threads share the group's cookie jar.
            hosts,
            console: ConsoleLog::default(),
            timers: RefCell::default(),
            tasks: RefCell::default(),
            pending_platform_work: Cell::new(0),
            expired: Arc::default(),
            interrupted: Arc::default(),
            options,
            heap_limit: HeapLimitState::default(),
            nested_in_script: Cell::new(0),
            termination_nesting_level: Cell::new(0),
            parsers: RefCell::default(),
            ignore_destructive_writes: RefCell::default(),
            new_document_scripts: RefCell::default(),
            realms: RefCell::default(),
            errors: RefCell::default(),
            next_browsing_context: Cell::new(0),
            workers: RefCell::default(),
            starting_workers: RefCell::default(),
            closed_windows: RefCell::default(),
            worker_port: RefCell::default(),
            worker_devtools: RefCell::default(),
            realm_observer: RefCell::default(),
            deadline: Cell::new(None),
            web: WebState::default(),
            page: Cell::new(None),
            timer_turn: Cell::new(false),
            upcalls: &UPCALLS,
            platform_scripts: PlatformScripts::default(),
            frames: RefCell::default(),
            history: RefCell::default(),
            active: RefCell::default(),
            realm_scan_steps: Cell::new(0),
            detachments: Cell::new(0),
        });
        isolate.set_slot(state.clone());
        let heap_watch = Some(watch_heap_limit(&mut isolate, state.clone()));
        Self { state, deadline: None, heap_watch, isolate }
    }

    pub fn state(&self) -> &Rc<GroupState> {
        &self.state
    }

    /// How many isolates framescope has alive in this process: one per group, a page's
    /// or a worker's (each worker runs a group of its own on its thread). A group's count
    /// ends as it is dropped, its workers' threads joined before.
    pub fn live_isolates() -> usize {
        LIVE_GROUPS.load(Ordering::SeqCst)
    }

    /// The threads of this group's workers still running (it joins those that ended, as
    /// its loop does each time it polls the workers).
    pub fn worker_threads(&self) -> usize {
        self.state.worker_threads()
    }

    /// Loads `url` as the top-level document: fetches it (a missing document still gets an
    /// empty realm, and an error is recorded), creates its realm and runs its scripts.
    /// Nested documents load in later tasks of [`Self::run`].
    pub fn load(&mut self, url: Url) -> RealmId {
        let state = self.state.clone();
        let watchdog = self.deadline.map(|d| Watchdog::start(&self.isolate, d, self.state.expired.clone()));
        crate::runtime::page_loading::started(&mut self.isolate);
        let id = {
            v8::scope!(let scope, &mut self.isolate);
            let request = DocumentRequest::top_level(url, None);
            load_document(scope, &state, request)
        };
        if state.page.get().is_none() {
            state.page.set(Some(id));
        }
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

    /// [`Self::run`], stopping early (as idle) once `keep_going` says so: it is asked after
    /// each task and before each wait for a timer or a worker.
    pub fn run_while(
        &mut self,
        timeout: Duration,
        mut keep_going: impl FnMut(&GroupState) -> bool,
    ) -> Outcome {
        let deadline = self.deadline.map_or(Instant::now() + timeout, |d| d.min(Instant::now() + timeout));
        self.run_watched(deadline, deadline, &mut keep_going)
    }

    /// [`Self::run_while`] until `until`, when the loop stops between tasks
    /// ([`Outcome::Timeout`]) without stopping a script that is still running: only the
    /// group's deadline (if later) does that. The group can run again afterwards.
    pub fn run_while_until(
        &mut self,
        until: Instant,
        mut keep_going: impl FnMut(&GroupState) -> bool,
    ) -> Outcome {
        let hard = self.deadline.map_or(until, |d| d.max(until));
        self.run_watched(until, hard, &mut keep_going)
    }

    /// Runs the loop until `until`; the watchdog stops scripts at `hard`.
    fn run_watched(
        &mut self,
        until: Instant,
        hard: Instant,
        keep_going: &mut dyn FnMut(&GroupState) -> bool,
    ) -> Outcome {
        let watchdog = Watchdog::start(&self.isolate, hard, self.state.expired.clone());
        let outcome = self.run_until(until, keep_going);
        self.stop_watchdog(Some(watchdog));
        // (Nothing more runs: navigations still fetching never load. The group's deadline
        // may have passed with the loop seeing it first, before the watchdog marks the
        // group expired.)
        let past_deadline = self.deadline.is_some_and(|deadline| Instant::now() >= deadline);
        if self.state.has_expired() || past_deadline {
            crate::runtime::navigation::navigation_fetch::abandon(&self.state);
        }
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
                    let busy = self.awaits_platform() || state.workers_busy();
                    if state.poll_workers() {
                        continue;
                    }
                    if hr_time::is_virtual() {
                        if let Some(outcome) = advance_virtual_time(&state, next_timer, busy) {
                            return outcome;
                        }
                        continue;
                    }
                    match next_timer {
                        None if !busy => return Outcome::Idle,
                        // Waiting is a point where the embedder may want the loop back
                        // (a DevTools command arrived), as after a task.
                        _ if !keep_going(&state) => return Outcome::Idle,
                        // Sleep until the timer, but wake often enough to pump platform
                        // tasks and hear from workers.
                        Some(due) => std::thread::sleep(
                            hr_time::until(due)
                                .min(deadline.saturating_duration_since(Instant::now()))
                                .min(Duration::from_millis(2)),
                        ),
                        None => std::thread::sleep(Duration::from_millis(1)),
                    }
                }
            }
        }
    }

    /// Whether the loop waits for work on V8's platform: a result that comes as a platform
    /// task (a memory measurement, a fetch or navigation in parallel), or an
    /// `Atomics.waitAsync` timeout V8 posted as a delayed task.
    pub(crate) fn awaits_platform(&self) -> bool {
        self.state.pending_platform_work.get() > 0
            || crate::bindings::platform::pending_delayed_tasks(&self.isolate) > 0
    }

    /// One turn of the event loop: platform tasks, then one task or one due timer.
    pub fn step(&mut self, deadline: Option<Instant>) -> Step {
        let state = self.state.clone();
        if pump_platform(&mut self.isolate) {
            // A platform task may have settled promises (an `Atomics.waitAsync` waiter's,
            // woken or timed out): their reactions run now, as after a task.
            v8::scope!(let scope, &mut self.isolate);
            if let Some(context) = state.any_context(scope) {
                let scope = &mut v8::ContextScope::new(scope, context);
                checkpoint(scope, &state);
            }
        }
        if state.has_expired() || deadline.is_some_and(|d| Instant::now() >= d) {
            return Step::Expired;
        }
        // A debugger realm hears of collections between tasks, never inside one.
        if debugger::gc_pending(&state) {
            {
                v8::scope!(let scope, &mut self.isolate);
                debugger::deliver_gc(scope, &state);
            }
            self.settle_heap_limit();
            return Step::Ran;
        }
        // Workers made by the task (or load) before this step may start now.
        release_starting_workers(&state);
        discard_closed_windows(&state);
        state.poll_workers();
        // Responses of requests that ran in parallel come as tasks.
        crate::runtime::web::fetch::in_parallel::poll(&state);
        {
            v8::scope!(let scope, &mut self.isolate);
            crate::runtime::navigation::navigation_fetch::poll(scope, &state);
        }
        // On virtual time the page waits for its workers at every turn, so what they send
        // arrives between the same two tasks on every run.
        if hr_time::is_virtual() && state.workers_busy() {
            return Step::Idle { next_timer: None };
        }
        let ran = {
            v8::scope!(let scope, &mut self.isolate);
            run_next(scope, &state)
        };
        if ran {
            self.settle_heap_limit();
            return Step::Ran;
        }
        Step::Idle { next_timer: state.timers.borrow().next_due() }
    }

    /// The group's isolate, for an embedder that attaches its own tools to it (the DevTools
    /// protocol's V8 inspector, `framescope serve`). Nothing of the page may run through it
    /// but those tools' own calls.
    pub fn isolate_mut(&mut self) -> &mut v8::OwnedIsolate {
        &mut self.isolate
    }

    /// A handle that can terminate this group's JavaScript from another thread.
    pub fn isolate_handle(&self) -> v8::IsolateHandle {
        self.isolate.thread_safe_handle()
    }

    /// In a worker's thread: creates the worker's global scope realm (dedicated, shared or
    /// service) and runs the worker's script (fetched here, or given for a blob: URL).
    pub fn load_worker(&mut self, setup: WorkerSetup) -> Option<RealmId> {
        let state = self.state.clone();
        let script_cookies = setup.script_cookies();
        let response = match (setup.script, setup.response) {
            (Some(text), _) => Ok((text, setup.url.clone(), Headers::default())),
            // Fetched by the owner (a dedicated worker's script).
            (None, Some(response)) => workers::worker_script(response),
            // (Its request's credentials mode is the worker's; it goes with the worker's
            // site for cookies and top-level site.)
            (None, None) => match state
                .hosts
                .for_cookies(script_cookies)
                .with_referrer(setup.referrer.clone())
                .fetch(&setup.url)
            {
                Ok(response) => workers::worker_script(response),
                Err(error) => Err(error.to_string()),
            },
        };
        let (text, url, headers) = match response {
            Ok(script) => script,
            Err(message) => {
                state.record_load_error(None, message);
                return None;
            }
        };
        let watchdog = self.deadline.map(|d| Watchdog::start(&self.isolate, d, self.state.expired.clone()));
        let id = {
            v8::scope!(let scope, &mut self.isolate);
            // The worker's group has this one realm.
            let id = RealmId::MIN.saturating_add(state.realm_count() as u64);
            let cross_origin_isolated =
                worker_cross_origin_isolated(setup.kind, setup.cross_origin_isolated, &url, &headers);
            let info = RealmInfo {
                id,
                url: url.clone(),
                origin: setup.origin.clone(),
                top_level_origin: setup.origin.clone(),
                scope: setup.kind,
                parent: None,
                container: None,
                attribution_token: std::rc::Rc::new(
                    crate::runtime::web::measure_memory::attribution_token::MemoryAttributionToken {
                        container: None,
                        cross_origin_aggregated: false,
                    },
                ),
                status: 200,
                cross_origin_isolated,
                detached: false,
                headers,
                document_policy: setup.document_policy.clone(),
                meta_referrer_policy: None,
                referrer: None,
                character_set: "UTF-8",
                time_origin: hr_time::now(),
                navigation: None,
                sandboxing_flags: Default::default(),
                // (A worker has no document: no policy-controlled feature applies.)
                fullscreen_enabled: false,
                opening: Default::default(),
            };
            let context = realm_snapshot::new_context(scope, setup.kind, None);
            set_security_token(scope, context, &setup.origin);
            let realm = RealmState::settled(info.clone());
            RealmState::attach(&realm, context);
            state.add_settled_realm(realm.clone(), v8::Global::new(scope, context));
            state.page.set(Some(id));
            if let Some(port) = state.worker_port.borrow().as_ref() {
                port.realm.set(Some(id));
            }
            let scope = &mut v8::ContextScope::new(scope, context);
            match window::bootstrap(scope, &state, &info, &setup.name) {
                Ok(hooks) => {
                    realm.set_hooks(Some(Rc::new(hooks)));
                    if setup.module {
                        // A module worker's script: a module script (its imports fetched
                        // relative to its URL, which is the realm's).
                        let outside = &setup.outside_referrer_policy;
                        if let Err(message) = module_scripts::run_worker_module_script(
                            scope,
                            &state,
                            &info,
                            &text,
                            outside,
                            setup.credentials,
                        ) {
                            state.record_load_error(Some(id), message);
                        }
                    } else {
                        let name = url.to_string();
                        let source = ScriptSource {
                            text: &text,
                            name: &name,
                            shared_cross_origin: true,
                            ..Default::default()
                        };
                        match script::compile_and_run(scope, id, &source) {
                            // https://html.spec.whatwg.org/multipage/workers.html#run-a-worker
                            // step 14's onComplete: a script whose error to rethrow is set
                            // (it did not parse) fails to load: a plain `error` event at
                            // the worker's object, nothing at its global.
                            Err(error) if error.parse_error => {
                                state.record_load_error(Some(id), format!("{url}: {}", error.message));
                            }
                            Err(error) => report_exception(scope, &state, id, error),
                            Ok(_) => {}
                        }
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
            // (A frame's initial about:blank gets its context now.)
            crate::runtime::navigation::initial_about_blank::make_context(scope, &state, realm);
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

    /// HTML's "perform a microtask checkpoint" outside any task: what an embedder's own
    /// call into a realm (a DevTools client's evaluation) is followed by, so the promises
    /// it made settle. In the context of `realm` (the checkpoint itself is the isolate's).
    pub fn microtask_checkpoint(&mut self, realm: RealmId) {
        let state = self.state.clone();
        {
            v8::scope!(let scope, &mut self.isolate);
            let Some(context) = state.context(scope, realm) else { return };
            let scope = &mut v8::ContextScope::new(scope, context);
            checkpoint(scope, &state);
        }
        self.settle_heap_limit();
    }

    /// Whether framescope has told the isolate's heap that the page is loading
    /// (`runtime/page_loading.rs`).
    pub fn heap_is_loading(&self) -> bool {
        crate::runtime::page_loading::is_loading(&self.isolate)
    }

    /// The bytes of V8 heap the group keeps alive: the isolate's used heap after full
    /// garbage collections (`LowMemoryNotification`, several full GCs: for tools and
    /// tests, never on a page's path).
    pub fn live_heap_bytes(&mut self) -> usize {
        self.isolate.low_memory_notification();
        self.isolate.get_heap_statistics().used_heap_size()
    }

    pub fn realms(&self) -> Vec<RealmInfo> {
        self.state.realms()
    }

    /// A full garbage collection now (V8's `LowMemoryNotification`), as `framescope bench
    /// measure-memory` compares a measurement with.
    pub fn collect_garbage(&mut self) {
        self.isolate.low_memory_notification();
    }

    /// Measures the group's memory as its top-level realm would (`framescope run
    /// --measure-memory`): the same algorithm and attribution rules as
    /// `performance.measureMemory()`, without its security checks, in the report's shape.
    /// Runs the loop until the result comes (`None` at the deadline or `timeout`).
    pub fn measure_memory(&mut self, timeout: Duration) -> Option<MemoryMeasurement> {
        let state = self.state.clone();
        let top = state.first_live_realm().filter(|r| state.parent_of(*r).is_none())?;
        let result: Rc<RefCell<Option<MemoryMeasurement>>> = Rc::default();
        {
            v8::scope!(let scope, &mut self.isolate);
            start_measurement(scope, &state, top, Shape::Report, Target::Runtime(result.clone()));
        }
        self.run_while(timeout, |_| result.borrow().is_none());
        result.take()
    }

    /// Makes the group's privileged debugger realm and runs `source` (named `name`) in it
    /// (`framescope run --debugger`), before the page loads: see `runtime/web/debugger`.
    pub fn install_debugger(&mut self, source: &str, name: &str) -> Result<(), String> {
        let state = self.state.clone();
        let result = {
            v8::scope!(let scope, &mut self.isolate);
            debugger::install(scope, &state, source, name)
        };
        self.settle_heap_limit();
        result
    }

    /// A census of the items of `realms` (Debugger.Memory's walk of the heap, with no
    /// collection first: what `framescope bench census` times).
    pub fn census(&mut self, realms: &[RealmId]) -> v8_internal::Census {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let contexts: Vec<_> = realms.iter().filter_map(|&id| state.context(scope, id)).collect();
        v8_internal::census(scope, &contexts, None)
    }

    /// Runs the debugger's `page.onIdle` callbacks, if any are due, and then the loop
    /// until idle again (or `timeout`); returns the outcome, or `None` when none were due.
    pub fn debugger_idle(&mut self, timeout: Duration) -> Option<Outcome> {
        let state = self.state.clone();
        let ran = {
            v8::scope!(let scope, &mut self.isolate);
            let context = state.first_live_realm().and_then(|r| state.context(scope, r))?;
            let scope = &mut v8::ContextScope::new(scope, context);
            debugger::page_idle(scope, &state)
        };
        ran.then(|| self.run(timeout))
    }

    /// Starts the embedder's CPU profile of the group (`framescope run --profile`), before
    /// or after `load`: every `sample_interval_ms` (rounded up to a multiple of the
    /// group's base interval), no document policy needed, no limit on samples.
    pub fn start_profile(&mut self, sample_interval_ms: f64) -> Result<EmbedderProfile, String> {
        embedder_profile::start(&mut self.isolate, &self.state, sample_interval_ms)
    }

    /// Stops the embedder's profile; a ProfilerTrace for each of `realms` (each with its
    /// own realm's frames only, whatever their scripts' origin).
    pub fn stop_profile(
        &mut self,
        profile: EmbedderProfile,
        realms: &[RealmId],
    ) -> Vec<(RealmInfo, ProfilerTrace)> {
        embedder_profile::stop(&mut self.isolate, &self.state, profile, realms)
    }

    /// The page's profilers' traces so far, its dedicated workers' included, when
    /// `GroupOptions::record_profiler_traces` is set (stopping those still running in the
    /// page: `true` beside those).
    pub fn take_page_traces(&mut self) -> Vec<(RecordedTrace, bool)> {
        embedder_profile::take_page_traces(&mut self.isolate, &self.state)
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
                _ => state.realm(realm).and_then(|r| r.timeline()),
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
        debugger::shutdown(&mut self.isolate, &self.state);
        // Free V8 handles while the isolate still lives (the state itself outlives it in
        // the isolate's slot).
        self.state.timers.borrow_mut().clear_all();
        self.state.tasks.borrow_mut().retain(|_| false);
        self.state.web.clear();
        self.state.platform_scripts.clear();
        *self.state.frames.borrow_mut() = FrameIndex::default();
        self.state.drop_hooks();
        LIVE_GROUPS.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Whether a worker's global scope is cross-origin isolated: a dedicated worker's agent
/// cluster is its owner's; a shared or service worker is an agent cluster of its own,
/// isolated when its script is a secure context's and comes with
/// `Cross-Origin-Embedder-Policy: require-corp` (or `credentialless`), as Chromium decides.
/// [HTML §10.2.4 Run a worker](https://html.spec.whatwg.org/multipage/workers.html#run-a-worker), steps 13–14
fn worker_cross_origin_isolated(kind: Scope, owners: bool, url: &Url, headers: &Headers) -> bool {
    if kind == Scope::DedicatedWorkerGlobalScope {
        return owners;
    }
    let coep = headers.get("Cross-Origin-Embedder-Policy").and_then(|v| v.split(';').next());
    let embeds_safely = coep.is_some_and(|v| matches!(v.trim(), "require-corp" | "credentialless"));
    let secure = url.scheme() == "https" || matches!(url.host_str(), Some("localhost" | "127.0.0.1"));
    embeds_safely && secure
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

/// On the virtual clock, the loop found nothing to run: while anything is still working
/// (platform tasks, a worker) it waits a moment; once all is idle it moves the clock to the
/// earliest timer of the page or of any worker. Returns the outcome when the run is over:
/// idle with no timer left, or — the clock's budget spent with timers still pending — as
/// a timeout.
fn advance_virtual_time(state: &GroupState, next_timer: Option<f64>, busy: bool) -> Option<Outcome> {
    if busy {
        std::thread::sleep(Duration::from_micros(100));
        return None;
    }
    let next = next_timer.into_iter().chain(state.workers_next_timer()).min_by(f64::total_cmp);
    match next {
        None => Some(Outcome::Idle),
        Some(due) if hr_time::advance_to(due) => None,
        Some(_) => Some(Outcome::Timeout),
    }
}

/// The windows closed by the tasks run so far are discarded (HTML's `opener` getter
/// answers null for a WindowProxy without a browsing context).
fn discard_closed_windows(state: &GroupState) {
    let closed = std::mem::take(&mut *state.closed_windows.borrow_mut());
    for realm in closed.into_iter().filter_map(|id| state.realm(id)) {
        realm.update_load(|load| load.discarded = true);
    }
}

/// Lets the workers made by the tasks run so far start (their threads wait until then).
fn release_starting_workers(state: &GroupState) {
    let starting = std::mem::take(&mut *state.starting_workers.borrow_mut());
    let workers = state.workers.borrow();
    for worker in starting.iter().filter_map(|&index| workers.get(index)) {
        worker.release();
    }
}
