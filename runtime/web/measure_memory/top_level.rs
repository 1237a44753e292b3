//! The measurement itself: the method steps, the memory measurement allowed predicate,
//! and the implementation-defined measurement of a browsing context group — V8's
//! `MeasureMemory` of the group's isolate, combined with each dedicated worker's isolate
//! measured on its own thread — whose result resolves the promise in a task.
//! [§3.2 Top-level algorithms](https://wicg.github.io/performance-measure-memory/#top-level-algorithms)
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use super::measurement::{MemoryMeasurement, Shape, create_memory_measurement, intermediate_measurement};
use crate::bindings::measure_memory::{
    ContextSelection, MeasureMemoryExecution, MemoryMeasurement as V8Measurement, measure_memory,
};
use crate::bindings::v8_internal::{
    abort_concurrent_optimization, finish_major_marking, publish_pending_allocations,
};
use crate::runtime::event_loop::Task;
use crate::runtime::event_loop::callbacks::checkpoint;
use crate::runtime::group::GroupState;
use crate::runtime::realm::{RealmId, RealmInfo, Scope};
use crate::runtime::web::web_error::{WebError, dom_exception_in};

/// Who gets a measurement: a page's promise, or the runtime (`framescope run
/// --measure-memory`).
pub enum Target {
    Promise(v8::Global<v8::PromiseResolver>),
    Runtime(Rc<RefCell<Option<MemoryMeasurement>>>),
}

/// A measurement in flight.
struct Pending {
    id: u64,
    /// The realm that asked (its promise's relevant realm).
    caller: RealmId,
    shape: Shape,
    target: Target,
    /// V8's result for the group's isolate, once it came.
    v8: Option<V8Measurement>,
    /// The workers (their realm records) whose isolates have not answered yet.
    awaiting: Vec<RealmId>,
    /// What the workers answered: their realm records and their isolates' bytes.
    workers: Vec<(RealmId, u64)>,
}

/// The group's measurements in flight (in its Web APIs' state).
pub fn measurements(state: &GroupState) -> Rc<MeasureMemoryState> {
    state.web.get::<MeasureMemoryState>()
}

/// The group's measurements in flight, and how V8 takes them.
pub struct MeasureMemoryState {
    /// `eager` or `default` (`framescope run --measure-memory-mode`); `eager` unless set.
    pub execution: Cell<MeasureMemoryExecution>,
    next_id: Cell<u64>,
    pending: RefCell<Vec<Pending>>,
    /// The state of the random order of the current shape's breakdown.
    random: Cell<u64>,
}

impl Default for MeasureMemoryState {
    fn default() -> Self {
        use std::hash::{BuildHasher, Hasher};
        // A seed that differs from run to run (the standard library's per-process keys).
        let seed = std::collections::hash_map::RandomState::new().build_hasher().finish() | 1;
        Self {
            execution: Cell::new(MeasureMemoryExecution::Eager),
            next_id: Cell::new(0),
            pending: RefCell::default(),
            random: Cell::new(seed),
        }
    }
}

impl MeasureMemoryState {
    /// Drops measurements in flight (their promises' handles), before the isolate goes.
    pub fn clear(&self) {
        self.pending.borrow_mut().clear();
    }

    /// A random number below `n` (xorshift64: the order of a breakdown only has to be
    /// unpredictable enough that pages do not depend on it).
    fn random_below(&self, n: usize) -> usize {
        let mut x = self.random.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.random.set(x);
        (x % n.max(1) as u64) as usize
    }
}

/// The `measureMemory()` (seed `shape`) and `measureUserAgentSpecificMemory()` (current
/// `shape`) method steps, in the calling realm; returns the promise.
/// [§3.2](https://wicg.github.io/performance-measure-memory/#top-level-algorithms)
pub fn measure_memory_method<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    shape: Shape,
) -> Option<v8::Local<'s, v8::Promise>> {
    let resolver = v8::PromiseResolver::new(scope)?;
    let promise = resolver.get_promise(scope);
    let info = state.info(realm)?;
    // 1. Assert: current Realm's agent's agent cluster's cross-origin isolated is true
    // (the method is only exposed there; the seed's measureMemory() rejects elsewhere).
    // 2. If memory measurement allowed predicate given current Realm is false, return a
    // promise rejected with a "SecurityError" DOMException. A detached realm (its
    // document navigated away or removed) has no group to measure: rejected too.
    let refusal = if state.is_detached(realm) {
        Some("the document is no longer active")
    } else if !info.cross_origin_isolated {
        Some("the page is not cross-origin isolated")
    } else if !memory_measurement_allowed(&info) {
        Some(
            "only a window of the top-level document's origin (or a shared or service worker) may measure memory",
        )
    } else {
        None
    };
    if let Some(reason) = refusal {
        let member = match shape {
            Shape::Seed | Shape::Report => "measureMemory",
            Shape::Current => "measureUserAgentSpecificMemory",
        };
        let error = WebError::dom(
            "SecurityError",
            format!("Failed to execute '{member}' on 'Performance': {reason}."),
        );
        let exception = dom_exception(scope, state, realm, error);
        resolver.reject(scope, exception);
        return Some(promise);
    }
    // 3–6. Get all agent clusters (the group's realms and its dedicated workers), start
    // the measurement with the promise, return the promise.
    let target = Target::Promise(v8::Global::new(scope, resolver));
    start_measurement(scope, state, realm, shape, target);
    Some(promise)
}

/// The [memory measurement allowed predicate](https://wicg.github.io/performance-measure-memory/#memory-measurement-allowed-predicate).
pub fn memory_measurement_allowed(realm: &RealmInfo) -> bool {
    match realm.scope {
        // 2–3. Shared and service worker global scopes: true.
        Scope::SharedWorkerGlobalScope | Scope::ServiceWorkerGlobalScope => true,
        // 4. A Window: whether its settings object's origin is its top-level origin.
        Scope::Window => realm.is_same_origin_with_top(),
        // 5. Return false.
        Scope::DedicatedWorkerGlobalScope => false,
    }
}

/// A `DOMException` of `realm` for `error` (through its bootstrap's hook).
fn dom_exception<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    error: WebError,
) -> v8::Local<'s, v8::Value> {
    let WebError::Dom { name, message } = error else { return v8::undefined(scope).into() };
    dom_exception_in(scope, state.realm(realm).as_deref(), name, &message)
}

/// [Perform implementation-defined memory measurement](https://wicg.github.io/performance-measure-memory/#perform-implementation-defined-memory-measurement)
/// of the group (its agent clusters: [get all agent clusters] of a Window is its
/// browsing context group, here one isolate plus one per dedicated worker), for `target`.
/// It is work in flight for the event loop until its task is queued.
///
/// [get all agent clusters]: https://wicg.github.io/performance-measure-memory/#get-all-agent-clusters
pub fn start_measurement(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    caller: RealmId,
    shape: Shape,
    target: Target,
) -> u64 {
    let mm = measurements(state);
    let mm = &*mm;
    let id = mm.next_id.get() + 1;
    mm.next_id.set(id);
    let execution = mm.execution.get();
    // Each dedicated worker's isolate is measured on its own thread, with the same mode.
    // Shared and service workers are agent clusters of their own, not the group's: their
    // memory is not in a page's result (they measure themselves).
    let awaiting: Vec<RealmId> = state
        .workers
        .borrow()
        .iter()
        .filter(|w| !w.closed && w.is_dedicated() && w.measure_memory(id, execution))
        .map(|w| w.realm)
        .collect();
    mm.pending.borrow_mut().push(Pending {
        id,
        caller,
        shape,
        target,
        v8: None,
        awaiting,
        workers: Vec::new(),
    });
    state.pending_platform_work.set(state.pending_platform_work.get() + 1);
    // 1. The intermediate memory measurement of the group's own isolate: V8 measures every
    // realm's context and delivers the result in a platform task (with the next GC in
    // `default` mode).
    // An eager measurement's GC must attribute every object to the realm that retains it.
    // With nothing done first, a frame's newest large array was attributed to no realm
    // (4.3 MB of 5.3 MB retained, in about half the runs): it was the young large-object
    // space's *pending* allocation, which V8's parallel and concurrent markers set aside
    // and the main thread marks later, in whatever context it is marking then. Publishing
    // pending allocations (no GC) prevents that. A major marking already under way (none
    // with `--no-incremental-marking`, `runtime/platform.rs`) would not have tracked
    // realms: it is finished first, with one atomic GC, and only then. Both replace a
    // `LowMemoryNotification` (two to seven full GCs). And an optimizing compilation
    // still under way on a background thread holds its function's realm: a document gone
    // since was measured when the machine was loaded and the job slow (in about one run of
    // three of `documents_navigated_away_or_removed_are_no_longer_measured` under load).
    // The jobs are ended first.
    if execution == MeasureMemoryExecution::Eager {
        abort_concurrent_optimization(scope);
        finish_major_marking(scope);
        publish_pending_allocations(scope);
    }
    let weak: Weak<GroupState> = Rc::downgrade(state);
    let started = measure_memory(scope, &ContextSelection::AllRealms, execution, move |result| {
        if let Some(state) = weak.upgrade() {
            isolate_measured(&state, id, result);
        }
    });
    if !started {
        isolate_measured(state, id, V8Measurement::default());
    }
    id
}

/// V8's result for the group's isolate came.
fn isolate_measured(state: &Rc<GroupState>, id: u64, result: V8Measurement) {
    if let Some(pending) = measurements(state).pending.borrow_mut().iter_mut().find(|p| p.id == id) {
        pending.v8 = Some(result);
    }
    queue_if_complete(state, id);
}

/// A worker's isolate answered (in the owner's group).
pub fn worker_measured(state: &Rc<GroupState>, id: u64, worker: RealmId, bytes: u64) {
    if let Some(pending) = measurements(state).pending.borrow_mut().iter_mut().find(|p| p.id == id)
        && let Some(index) = pending.awaiting.iter().position(|w| *w == worker)
    {
        pending.awaiting.remove(index);
        pending.workers.push((worker, bytes));
    }
    queue_if_complete(state, id);
}

/// A worker ended: measurements stop waiting for it (its memory is gone).
pub fn worker_gone(state: &Rc<GroupState>, worker: RealmId) {
    let ids: Vec<u64> = measurements(state)
        .pending
        .borrow_mut()
        .iter_mut()
        .filter_map(|p| {
            let before = p.awaiting.len();
            p.awaiting.retain(|w| *w != worker);
            (p.awaiting.len() != before).then_some(p.id)
        })
        .collect();
    for id in ids {
        queue_if_complete(state, id);
    }
}

/// Step 2, once every isolate answered: queue a global task to resolve the promise (the
/// measurement stops being work in flight; the task is queued work).
fn queue_if_complete(state: &Rc<GroupState>, id: u64) {
    let complete = measurements(state)
        .pending
        .borrow()
        .iter()
        .any(|p| p.id == id && p.v8.is_some() && p.awaiting.is_empty());
    if complete {
        state.pending_platform_work.set(state.pending_platform_work.get().saturating_sub(1));
        state.tasks.borrow_mut().push(Task::MemoryMeasured(id));
    }
}

/// The task of step 2: resolve the promise with the result of creating a new memory
/// measurement given the intermediate measurement.
pub fn resolve(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, id: u64) {
    let pending = {
        let all = measurements(state);
        let mut list = all.pending.borrow_mut();
        let Some(index) = list.iter().position(|p| p.id == id) else { return };
        list.remove(index)
    };
    let v8 = pending.v8.unwrap_or_default();
    let intermediate =
        intermediate_measurement(&v8, &pending.workers, |realm| in_group(state, pending.caller, realm));
    let measurement =
        create_memory_measurement(&intermediate, pending.shape, |n| measurements(state).random_below(n));
    match pending.target {
        Target::Runtime(cell) => *cell.borrow_mut() = Some(measurement),
        Target::Promise(resolver) => {
            // The promise's realm went away meanwhile: there is no one to tell.
            let Some(context) = state.context(scope, pending.caller) else { return };
            if state.is_detached(pending.caller) || state.has_expired() {
                return;
            }
            let scope = &mut v8::ContextScope::new(scope, context);
            let resolver = v8::Local::new(scope, &resolver);
            match serde_v8::to_v8(scope, &measurement) {
                Ok(value) => {
                    let object_prototype = v8::Object::new(scope).get_prototype(scope);
                    if let Some(prototype) = object_prototype {
                        adopt_dictionaries(scope, value, prototype, 0);
                    }
                    resolver.resolve(scope, value);
                }
                Err(error) => {
                    let text = v8::String::new(scope, &format!("cannot convert the measurement: {error}"))
                        .unwrap_or_else(|| v8::String::empty(scope));
                    let exception = v8::Exception::error(scope, text);
                    resolver.reject(scope, exception);
                }
            }
            checkpoint(scope, state);
        }
    }
}

/// [Get all agent clusters](https://wicg.github.io/performance-measure-memory/#get-all-agent-clusters)
/// of the caller: the realms of its browsing context group (the page's windows, those it
/// opened into the group, their frames and workers), not those of a window COOP or
/// `noopener` put in a group of its own, which share framescope's isolate. An opened
/// window's initial `about:blank` is not one of them once its first document replaced it
/// (HTML reuses its Window for that document), nor while the navigation that will
/// replace it is under way (queued, or its fetch in flight): as in Chrome, whose
/// measurement walks the top-level frames that committed a document of a non-opaque
/// origin, and a window opened with a URL commits nothing before that URL's document —
/// so a page that measures right after `window.open(url)` is not shown a realm that is
/// about to go (or, after a COOP switch, is no longer its group's).
fn in_group(state: &GroupState, caller: RealmId, realm: RealmId) -> Option<RealmInfo> {
    let group = state.info(caller)?.opening.group;
    state.info(realm).filter(|info| {
        let replaced =
            info.opening.initial_about_blank && (info.detached || state.has_queued_navigation(info.id));
        info.opening.group == group && !replaced
    })
}

/// serde_v8 makes objects without a prototype; Web IDL dictionaries convert to ordinary
/// objects of the realm (%Object.prototype%). Sets it on each object of a value serde_v8
/// just made (own data properties only, read before any prototype is set).
fn adopt_dictionaries<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    value: v8::Local<'s, v8::Value>,
    prototype: v8::Local<'s, v8::Value>,
    depth: usize,
) {
    let Ok(object) = v8::Local::<v8::Object>::try_from(value) else { return };
    if depth > 8 {
        return;
    }
    let args =
        v8::GetPropertyNamesArgsBuilder::new().key_conversion(v8::KeyConversionMode::KeepNumbers).build();
    if let Some(keys) = object.get_own_property_names(scope, args) {
        for i in 0..keys.length() {
            if let Some(key) = keys.get_index(scope, i)
                && let Some(child) = object.get(scope, key)
            {
                adopt_dictionaries(scope, child, prototype, depth + 1);
            }
        }
    }
    if !value.is_array() {
        object.set_prototype(scope, prototype);
    }
}
