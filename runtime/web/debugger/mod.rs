//! [Debugger.Memory](../../../../shared/specs/debugger-memory.txt) on V8, for a privileged
//! debugger realm: `framescope run --debugger SCRIPT.js`.
//!
//! The debugger realm is a plain V8 context of the page's isolate (its own global, not
//! made from the realm snapshot) with realm id [`DEBUGGER_REALM`]: page scripts never see
//! it, while it reaches every page realm (the access check lets it through). Its global
//! has `Debugger` (with `Debugger.Object` and `Debugger.Memory`), `gc()`, `page` and a
//! `console` whose messages the report shows under the realm "debugger"; its errors are
//! the report's errors of that realm. The JavaScript is [debugger.js](debugger.js); the
//! census walks the heap in the bridge (`bindings::v8_internal::census`).
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::bindings::cpu_profiler::monotonic_now_us;
use crate::bindings::gc::{GcEvent, GcKind, GcRecorder};
use crate::bindings::v8_internal::{AllocationLog, LogSettings};
use crate::runtime::web::performance::hr_time;

use crate::bindings::{realm as realm_ids, v8_internal};
use crate::runtime::console;
use crate::runtime::event_loop::callbacks::checkpoint;
use crate::runtime::group::GroupState;
use crate::runtime::navigation::initial_about_blank;
use crate::runtime::platform_scripts::PlatformScript;
use crate::runtime::realm::{DEBUGGER_REALM, RealmId, Scope};
use crate::runtime::script::{self, ScriptSource};
use crate::runtime::web::html::window::set_function;

const SCRIPT: PlatformScript =
    PlatformScript { name: "framescope:debugger.js", text: include_str!("debugger.js") };

/// The debugger realm of a group, once installed (in its Web APIs' state).
#[derive(Default)]
pub struct DebuggerRealm {
    context: RefCell<Option<v8::Global<v8::Context>>>,
    /// `{newRealm, idle, garbageCollected}` from debugger.js.
    hooks: RefCell<Option<v8::Global<v8::Object>>>,
    /// The isolate's collections since they were last delivered.
    recorder: RefCell<Option<GcRecorder>>,
    /// The debugger realm's time origin (µs on the shared clock): its `performance.now()`
    /// and every timestamp it is given count from here.
    time_origin: Cell<f64>,
    /// Incremental-marking steps of a major collection still under way (its slices).
    slices: RefCell<Vec<(f64, f64)>>,
    /// `gcCycleNumber` of the last cycle delivered.
    cycles: Cell<u64>,
    /// The isolate's allocation log, while some Debugger.Memory tracks allocation sites.
    allocation_log: RefCell<Option<AllocationLog>>,
}

impl DebuggerRealm {
    pub fn of(state: &GroupState) -> Rc<Self> {
        state.web.get::<Self>()
    }

    /// Whether the group has a debugger realm.
    pub fn installed(&self) -> bool {
        self.context.borrow().is_some()
    }
}

/// Makes the debugger realm and runs `source` (the user's script, named `name`) in it.
/// An exception of the script is the debugger realm's error, not a failure to install.
pub fn install(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    source: &str,
    name: &str,
) -> Result<(), String> {
    let debugger = DebuggerRealm::of(state);
    if debugger.installed() {
        return Err("the group already has a debugger realm".into());
    }
    debugger.time_origin.set(hr_time::now());
    *debugger.recorder.borrow_mut() = Some(GcRecorder::install(scope));
    let context = v8::Context::new(scope, Default::default());
    let scope = &mut v8::ContextScope::new(scope, context);
    realm_ids::set_realm_id(scope, context, DEBUGGER_REALM);
    console::install(scope, context);
    console::attach(context, state.console.clone());
    let natives = v8::Object::new(scope);
    for (name, callback) in native_table() {
        set_function(scope, natives, name, callback);
    }
    let function = state.platform_scripts.run(scope, SCRIPT).map_err(|e| format!("debugger.js: {e}"))?;
    let function =
        v8::Local::<v8::Function>::try_from(function).map_err(|_| "debugger.js is not a function")?;
    let hooks = {
        v8::tc_scope!(let tc, scope);
        let undefined = v8::undefined(tc).into();
        let hooks = function.call(tc, undefined, &[natives.into()]);
        match hooks.and_then(|h| v8::Local::<v8::Object>::try_from(h).ok()) {
            Some(hooks) => hooks,
            None => return Err(format!("debugger.js: {}", script::uncaught(tc))),
        }
    };
    *debugger.context.borrow_mut() = Some(v8::Global::new(scope, context));
    *debugger.hooks.borrow_mut() = Some(v8::Global::new(scope, hooks));
    let source = ScriptSource { text: source, name, shared_cross_origin: true, ..Default::default() };
    if let Err(error) = script::compile_and_run(scope, DEBUGGER_REALM, &source) {
        state.record_error(DEBUGGER_REALM, error);
    }
    checkpoint(scope, state);
    Ok(())
}

/// Calls the debugger realm's hook `name` with `args`; `None` without a debugger realm.
/// `then_checkpoint`: perform a microtask checkpoint after (not while a page script may
/// be running: a realm is made inside the script that inserted its frame).
fn call_hook(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    name: &str,
    args: &[v8::Local<v8::Value>],
    then_checkpoint: bool,
) -> Option<bool> {
    let debugger = DebuggerRealm::of(state);
    let context = v8::Local::new(scope, debugger.context.borrow().as_ref()?);
    let hooks = v8::Local::new(scope, debugger.hooks.borrow().as_ref()?);
    let scope = &mut v8::ContextScope::new(scope, context);
    let key = v8::String::new(scope, name)?;
    let hook = hooks.get(scope, key.into()).and_then(|h| v8::Local::<v8::Function>::try_from(h).ok())?;
    let result = {
        v8::tc_scope!(let tc, scope);
        let undefined = v8::undefined(tc).into();
        match hook.call(tc, undefined, args) {
            Some(value) => Ok(value.is_true()),
            None => Err(script::uncaught(tc)),
        }
    };
    let ran = result.unwrap_or_else(|error| {
        state.record_error(DEBUGGER_REALM, error);
        false
    });
    if then_checkpoint {
        checkpoint(scope, state);
    }
    Some(ran)
}

/// A page realm was made (its platform set up, none of its scripts run yet): the
/// debugger's `page.onNewRealm` callbacks get its global.
pub fn realm_created(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    global: v8::Local<v8::Object>,
) {
    if DebuggerRealm::of(state).installed() {
        call_hook(scope, state, "newRealm", &[global.into()], false);
    }
}

/// Stops what the debugger realm registered with the isolate (while it still lives).
pub fn shutdown(isolate: &mut v8::Isolate, state: &GroupState) {
    let debugger = DebuggerRealm::of(state);
    if let Some(log) = debugger.allocation_log.borrow_mut().take() {
        log.stop(isolate);
    }
    if let Some(recorder) = debugger.recorder.borrow_mut().take() {
        recorder.uninstall(isolate);
    }
}

/// Whether collections happened that the debugger has not been told of.
pub fn gc_pending(state: &GroupState) -> bool {
    DebuggerRealm::of(state).recorder.borrow().as_ref().is_some_and(GcRecorder::has_events)
}

/// Tells the debugger's `onGarbageCollection` handlers of the collections since last time
/// (never inside a collection: the event loop calls this between tasks). Each major
/// collection is one cycle whose `collections` are its incremental-marking steps and its
/// final pause; each young-generation collection is a cycle of one. V8 collects the whole
/// heap (or its whole young generation) at once, so every collection touches every realm.
/// `reason` maps V8's kind and flags to the seed's names: a forced collection (`gc()`, the
/// embedder) is "API", a young-generation one "OUT_OF_NURSERY", any other full one
/// "ALLOC_TRIGGER"; `nonincrementalReason` is "requested" for forced full collections and
/// "GC mode" for the others that ran without incremental steps (framescope runs V8 with
/// incremental marking off: `runtime/platform.rs`), null for young ones.
pub fn deliver_gc(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>) {
    let debugger = DebuggerRealm::of(state);
    let events = debugger.recorder.borrow().as_ref().map(GcRecorder::take).unwrap_or_default();
    let Some(context) = debugger.context.borrow().as_ref().map(|c| v8::Local::new(scope, c)) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let origin = debugger.time_origin.get();
    let ms = |at: std::time::Instant| (hr_time::moment(at) - origin) / 1000.0;
    let mut cycles: Vec<v8::Local<v8::Value>> = Vec::new();
    for event in events {
        let slice = (ms(event.start), ms(event.end));
        let (reason, nonincremental) = match event.kind {
            GcKind::IncrementalMarking => {
                debugger.slices.borrow_mut().push(slice);
                continue;
            }
            GcKind::ProcessWeakCallbacks | GcKind::Other => continue,
            GcKind::Minor => ("OUT_OF_NURSERY", None),
            GcKind::MarkSweepCompact if forced(&event) => ("API", Some("requested")),
            GcKind::MarkSweepCompact => ("ALLOC_TRIGGER", None),
        };
        let mut slices = std::mem::take(&mut *debugger.slices.borrow_mut());
        let nonincremental = nonincremental
            .or((event.kind == GcKind::MarkSweepCompact && slices.is_empty()).then_some("GC mode"));
        if event.kind == GcKind::Minor {
            // A young collection may run while a major marking is under way: not its slice.
            std::mem::swap(&mut slices, &mut *debugger.slices.borrow_mut());
            slices.clear();
        }
        slices.push(slice);
        debugger.cycles.set(debugger.cycles.get() + 1);
        cycles.push(statistics(scope, &slices, reason, nonincremental, debugger.cycles.get()));
    }
    if cycles.is_empty() {
        return;
    }
    let cycles = v8::Array::new_with_elements(scope, &cycles);
    call_hook(scope, state, "garbageCollected", &[cycles.into()], true);
}

/// Whether a collection was forced (`gc()`, `LowMemoryNotification`, the embedder).
fn forced(event: &GcEvent) -> bool {
    const FORCED: u32 = v8::GCCallbackFlags::kGCCallbackFlagForced.0;
    const ALL_AVAILABLE: u32 = v8::GCCallbackFlags::kGCCallbackFlagCollectAllAvailableGarbage.0;
    event.flags & (FORCED | ALL_AVAILABLE) != 0
}

/// One cycle's statistics object, as `onGarbageCollection` gets it.
fn statistics<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    slices: &[(f64, f64)],
    reason: &str,
    nonincremental: Option<&str>,
    cycle: u64,
) -> v8::Local<'s, v8::Value> {
    let object = v8::Object::new(scope);
    let collections: Vec<v8::Local<v8::Value>> = slices
        .iter()
        .map(|&(start, end)| {
            let slice = v8::Object::new(scope);
            let start = v8::Number::new(scope, start).into();
            let end = v8::Number::new(scope, end).into();
            set(scope, slice, "startTimestamp", start);
            set(scope, slice, "endTimestamp", end);
            slice.into()
        })
        .collect();
    let collections = v8::Array::new_with_elements(scope, &collections).into();
    set(scope, object, "collections", collections);
    let reason = v8::String::new(scope, reason).map_or_else(|| v8::undefined(scope).into(), Into::into);
    set(scope, object, "reason", reason);
    let nonincremental = match nonincremental.and_then(|r| v8::String::new(scope, r)) {
        Some(text) => text.into(),
        None => v8::null(scope).into(),
    };
    set(scope, object, "nonincrementalReason", nonincremental);
    let cycle = v8::Number::new(scope, cycle as f64).into();
    set(scope, object, "gcCycleNumber", cycle);
    object.into()
}

fn set(scope: &mut v8::PinScope, object: v8::Local<v8::Object>, key: &str, value: v8::Local<v8::Value>) {
    if let Some(key) = v8::String::new(scope, key) {
        object.set(scope, key.into(), value);
    }
}

/// The page is idle: the debugger's `page.onIdle` callbacks run (once each). Returns
/// whether any ran (they may have given the page more to do).
pub fn page_idle(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>) -> bool {
    DebuggerRealm::of(state).installed() && call_hook(scope, state, "idle", &[], true).unwrap_or(false)
}

/// The natives debugger.js uses.
fn native_table() -> [(&'static str, v8::FunctionCallback); 11] {
    [
        ("trackAllocations", v8::MapFnTo::map_fn_to(track_allocations)),
        ("drainAllocations", v8::MapFnTo::map_fn_to(drain_allocations)),
        ("siteFrames", v8::MapFnTo::map_fn_to(site_frames)),
        ("allocationSite", v8::MapFnTo::map_fn_to(allocation_site)),
        ("now", v8::MapFnTo::map_fn_to(now)),
        ("pageRealms", v8::MapFnTo::map_fn_to(page_realms)),
        ("realmOf", v8::MapFnTo::map_fn_to(realm_of)),
        ("gc", v8::MapFnTo::map_fn_to(gc)),
        ("census", v8::MapFnTo::map_fn_to(census)),
        ("className", v8::MapFnTo::map_fn_to(class_name)),
        ("reportError", v8::MapFnTo::map_fn_to(report_error)),
    ]
}

/// The page's window realms that are not detached, in creation order.
fn page_realm_ids(state: &GroupState) -> Vec<RealmId> {
    state.realms().into_iter().filter(|r| r.scope == Scope::Window && !r.detached).map(|r| r.id).collect()
}

/// `natives.pageRealms()`: the globals of the page's live window realms.
fn page_realms(
    scope: &mut v8::PinScope,
    _: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    // (A frame's initial about:blank whose context is not made yet gets it now.)
    let ids = page_realm_ids(&state);
    for &id in &ids {
        initial_about_blank::make_context_inside_script(scope, &state, id);
    }
    let globals: Vec<v8::Local<v8::Value>> =
        ids.into_iter().filter_map(|id| state.global_of(scope, id)).collect();
    rv.set(v8::Array::new_with_elements(scope, &globals).into());
}

/// `natives.realmOf(value)`: the realm id of the page realm whose global `value` is, or
/// undefined.
fn realm_of(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let Ok(object) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    let Some(context) = object.get_creation_context(scope) else { return };
    let Some(id) = realm_ids::realm_id(scope, context) else { return };
    let is_global = state.global_of(scope, id).is_some_and(|g| g.strict_equals(object.into()));
    if id != DEBUGGER_REALM && is_global {
        rv.set(v8::Number::new(scope, id.get() as f64).into());
    }
}

/// `performance.now()` of the debugger realm: ms since it was made.
fn now(scope: &mut v8::PinScope, _: v8::FunctionCallbackArguments, mut rv: v8::ReturnValue<v8::Value>) {
    let Some(state) = GroupState::of(scope) else { return };
    let origin = DebuggerRealm::of(&state).time_origin.get();
    rv.set(v8::Number::new(scope, (hr_time::now() - origin) / 1000.0).into());
}

/// `natives.trackAllocations(logging, probability, capacity, tenure, tenureCapacity,
/// realmIds)`: starts the isolate's allocation log or changes what it keeps. Once started
/// it runs until the group ends (what it followed keeps its sites), logging only what is
/// asked.
fn track_allocations(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let number = |scope: &mut v8::PinScope, index: i32, default: f64| {
        args.get(index).number_value(scope).filter(|n| n.is_finite()).unwrap_or(default)
    };
    let mut settings = LogSettings {
        logging: args.get(0).is_true(),
        probability: number(scope, 1, 1.0),
        capacity: number(scope, 2, 5000.0).max(0.0) as usize,
        tenure: args.get(3).is_true(),
        tenure_capacity: number(scope, 4, 5000.0).max(0.0) as usize,
        realms: Vec::new(),
    };
    if let Ok(list) = v8::Local::<v8::Array>::try_from(args.get(5)) {
        for index in 0..list.length() {
            if let Some(id) = list.get_index(scope, index).and_then(|v| v.number_value(scope)) {
                settings.realms.push(id as u64);
            }
        }
    }
    let debugger = DebuggerRealm::of(&state);
    let mut log = debugger.allocation_log.borrow_mut();
    match log.as_ref() {
        Some(log) => log.configure(&settings),
        None => *log = Some(AllocationLog::start(scope, &settings)),
    }
}

/// `natives.drainAllocations(tenure)`: `[overflowed, entries]` of the allocation log (or
/// of its tenure promotions), each entry `[realm, timestamp (ms on the debugger realm's
/// clock), class, constructor, size, inNursery, site (-1: none)]`.
fn drain_allocations(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let debugger = DebuggerRealm::of(&state);
    let tenure = args.get(0).is_true();
    let (entries, overflowed) = match debugger.allocation_log.borrow().as_ref() {
        Some(log) => log.drain(scope, tenure),
        None => (Vec::new(), false),
    };
    // Monotonic µs → ms since the debugger realm's time origin.
    let offset = hr_time::now() - monotonic_now_us() as f64 - debugger.time_origin.get();
    let mut rows: Vec<v8::Local<v8::Value>> = Vec::with_capacity(entries.len());
    for entry in entries {
        let site = entry.site.map_or(-1.0, f64::from);
        let cells = [
            v8::Number::new(scope, entry.realm as f64).into(),
            v8::Number::new(scope, (entry.time_us as f64 + offset) / 1000.0).into(),
            string(scope, &entry.class_name),
            string(scope, &entry.constructor_name),
            v8::Number::new(scope, f64::from(entry.size)).into(),
            v8::Boolean::new(scope, entry.in_nursery).into(),
            v8::Number::new(scope, site).into(),
        ];
        rows.push(v8::Array::new_with_elements(scope, &cells).into());
    }
    let overflowed = v8::Boolean::new(scope, overflowed).into();
    let rows = v8::Array::new_with_elements(scope, &rows).into();
    rv.set(v8::Array::new_with_elements(scope, &[overflowed, rows]).into());
}

/// `natives.siteFrames(site)`: the frames of an allocation site, youngest first, each
/// `[source, line, column, functionName]`; undefined for no such site.
fn site_frames(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let Some(site) = args.get(0).number_value(scope).filter(|s| *s >= 0.0) else { return };
    let frames =
        DebuggerRealm::of(&state).allocation_log.borrow().as_ref().and_then(|l| l.site_frames(site as u32));
    let Some(frames) = frames else { return };
    let rows: Vec<v8::Local<v8::Value>> = frames
        .iter()
        .map(|frame| {
            let cells = [
                string(scope, &frame.source),
                v8::Number::new(scope, f64::from(frame.line)).into(),
                v8::Number::new(scope, f64::from(frame.column)).into(),
                string(scope, &frame.function_name),
            ];
            v8::Array::new_with_elements(scope, &cells).into()
        })
        .collect();
    rv.set(v8::Array::new_with_elements(scope, &rows).into());
}

/// `natives.allocationSite(object)`: the site the object was allocated at (followed by the
/// allocation log), or -1.
fn allocation_site(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let site = v8::Local::<v8::Object>::try_from(args.get(0)).ok().and_then(|object| {
        DebuggerRealm::of(&state).allocation_log.borrow().as_ref().and_then(|l| l.site_of(object))
    });
    rv.set(v8::Number::new(scope, site.map_or(-1.0, f64::from)).into());
}

/// A JavaScript string of `text` (undefined if V8 cannot make one).
fn string<'s>(scope: &mut v8::PinScope<'s, '_>, text: &str) -> v8::Local<'s, v8::Value> {
    v8::String::new(scope, text).map_or_else(|| v8::undefined(scope).into(), Into::into)
}

/// `gc()`: full garbage collections now (V8's `LowMemoryNotification`).
fn gc(scope: &mut v8::PinScope, _: v8::FunctionCallbackArguments, _: v8::ReturnValue<v8::Value>) {
    scope.low_memory_notification();
}

/// `natives.census(realmIds)`: after a full GC, each kind of live item of those realms, as
/// `[realm, coarseType, className, constructorName, internalType, count, bytes, site]`
/// (site -1 for items not followed to an allocation site).
fn census(scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, mut rv: v8::ReturnValue<v8::Value>) {
    let Some(state) = GroupState::of(scope) else { return };
    let Ok(list) = v8::Local::<v8::Array>::try_from(args.get(0)) else { return };
    let mut realms = Vec::new();
    let mut contexts = Vec::new();
    for index in 0..list.length() {
        let id = list.get_index(scope, index).and_then(|v| v.number_value(scope)).unwrap_or(0.0) as u64;
        let Some(id) = RealmId::new(id) else { continue };
        if let Some(context) = state.context(scope, id).filter(|_| !state.is_detached(id)) {
            realms.push(id);
            contexts.push(context);
        }
    }
    scope.low_memory_notification();
    let debugger = DebuggerRealm::of(&state);
    let log = debugger.allocation_log.borrow();
    let found = v8_internal::census(scope, &contexts, log.as_ref());
    let mut rows = Vec::with_capacity(found.kinds.len());
    for kind in found.kinds {
        let coarse = match kind.coarse {
            v8_internal::CoarseType::Objects => "objects",
            v8_internal::CoarseType::Scripts => "scripts",
            v8_internal::CoarseType::Strings => "strings",
            v8_internal::CoarseType::Other => "other",
        };
        let realm = realms.get(kind.realm).map_or(0.0, |r| r.get() as f64);
        let mut cells: Vec<v8::Local<v8::Value>> = vec![v8::Number::new(scope, realm).into()];
        for text in [coarse, &kind.class_name, &kind.constructor_name, &kind.internal_type] {
            cells.push(v8::String::new(scope, text).map_or_else(|| v8::undefined(scope).into(), Into::into));
        }
        cells.push(v8::Number::new(scope, kind.count as f64).into());
        cells.push(v8::Number::new(scope, kind.bytes as f64).into());
        cells.push(v8::Number::new(scope, kind.site.map_or(-1.0, f64::from)).into());
        rows.push(v8::Array::new_with_elements(scope, &cells).into());
    }
    rv.set(v8::Array::new_with_elements(scope, &rows).into());
}

/// `natives.className(object)`: its [[Class]].
fn class_name(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(object) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    if let Some(name) = v8::String::new(scope, &v8_internal::class_name(object)) {
        rv.set(name.into());
    }
}

/// `natives.reportError(error)`: an exception of the debugger's callbacks, recorded as the
/// debugger realm's error.
fn report_error(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let error = script::describe_exception(scope, args.get(0));
    state.record_error(DEBUGGER_REALM, error);
}
