//! The native bridge against real V8: MeasureMemory, CpuProfiler, the heap profiler,
//! access checks and GC callbacks.
use std::cell::{Cell, RefCell};
use std::num::NonZeroU64;
use std::rc::Rc;

use framescope::bindings::access_check::{self, CrossOriginHandlers};
use framescope::bindings::cpu_profiler::{CpuProfiler, LoggingMode, NamingMode, ProfilingOptions};
use framescope::bindings::gc::{GcKind, GcRecorder};
use framescope::bindings::heap_profiler::{self, HeapNodeType, SamplingFlags};
use framescope::bindings::measure_memory::{
    self, ContextSelection, MeasureMemoryExecution, MemoryMeasurement,
};
use framescope::bindings::realm;
use framescope::runtime::platform::{init_v8, pump_platform};

pub(crate) fn new_isolate() -> v8::OwnedIsolate {
    init_v8();
    v8::Isolate::new(v8::CreateParams::default())
}

pub(crate) fn id(n: u64) -> NonZeroU64 {
    NonZeroU64::new(n).expect("non-zero")
}

/// A context with realm id `realm_id`, optionally from a global template.
pub(crate) fn new_realm<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    realm_id: u64,
    global_template: Option<v8::Local<'s, v8::ObjectTemplate>>,
) -> v8::Local<'s, v8::Context> {
    let context = v8::Context::new(scope, v8::ContextOptions { global_template, ..Default::default() });
    realm::set_realm_id(scope, context, id(realm_id));
    context
}

/// Compiles and runs `code` in `context`; returns the script id and the result, or the
/// exception's string form.
fn run_in(
    scope: &mut v8::PinScope<'_, '_, ()>,
    context: v8::Local<'_, v8::Context>,
    name: &str,
    code: &str,
) -> (i32, Result<String, String>) {
    let scope = &mut v8::ContextScope::new(scope, context);
    v8::tc_scope!(let tc, scope);
    let source = v8::String::new(tc, code).expect("source string");
    let resource = v8::String::new(tc, name).expect("name string");
    let realm_id = realm::realm_id(tc, context).unwrap_or(id(u64::MAX));
    let origin = realm::script_origin(tc, realm_id, resource.into(), 0, 0, false, &[]);
    let Some(script) = v8::Script::compile(tc, source, Some(&origin)) else {
        let exception = tc.exception().map(|e| e.to_rust_string_lossy(tc)).unwrap_or_default();
        return (0, Err(exception));
    };
    let script_id = realm::script_id(tc, script);
    match script.run(tc) {
        Some(value) => (script_id, Ok(value.to_rust_string_lossy(tc))),
        None => (script_id, Err(tc.exception().map(|e| e.to_rust_string_lossy(tc)).unwrap_or_default())),
    }
}

pub(crate) fn eval(
    scope: &mut v8::PinScope<'_, '_, ()>,
    context: v8::Local<'_, v8::Context>,
    code: &str,
) -> String {
    match run_in(scope, context, "test.js", code).1 {
        Ok(value) => value,
        Err(exception) => panic!("script threw: {exception}\n{code}"),
    }
}

/// Pumps the platform until `done()` or about 30 s pass (a safety net, not a timing
/// assertion: the tests only look at what arrived).
pub(crate) fn pump_until(isolate: &mut v8::Isolate, done: impl Fn() -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while !done() && std::time::Instant::now() < deadline {
        if !pump_platform(isolate) {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
}

#[test]
fn realm_ids_round_trip_through_the_cpp_side() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let plain = v8::Context::new(scope, Default::default());
    assert_eq!(realm::realm_id(scope, plain), None);
    let context = new_realm(scope, u64::MAX - 1, None);
    assert_eq!(realm::realm_id(scope, context), Some(id(u64::MAX - 1)));
}

pub(crate) const RETAIN_10MB: &str = "globalThis.retained = []; \
    for (let i = 0; i < 40; i++) globalThis.retained.push(new Array(32 * 1024).fill(i + 0.5)); 'ok'";

#[test]
fn measure_memory_attributes_bytes_to_the_realm_that_retains_them() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let busy = new_realm(scope, 1, None);
    let _idle = new_realm(scope, 2, None);
    let _untracked = v8::Context::new(scope, Default::default());
    eval(scope, busy, RETAIN_10MB);

    let result: Rc<RefCell<Option<MemoryMeasurement>>> = Rc::default();
    let sink = result.clone();
    assert!(measure_memory::measure_memory(
        scope,
        &ContextSelection::AllRealms,
        MeasureMemoryExecution::Eager,
        move |m| *sink.borrow_mut() = Some(m),
    ));
    assert!(result.borrow().is_none(), "the result must arrive in a platform task, not synchronously");
    pump_until(scope, || result.borrow().is_some());
    let m = result.borrow_mut().take().expect("eager measurement completed");

    assert_eq!(m.realms.len(), 2, "only contexts with a realm id are measured: {m:?}");
    let busy_bytes = m.bytes_of(id(1)).expect("realm 1 measured");
    let idle_bytes = m.bytes_of(id(2)).expect("realm 2 measured");
    assert!(busy_bytes >= 10_000_000, "realm 1 retains 40 × 256 KiB of doubles, got {busy_bytes}");
    assert!(idle_bytes * 10 < busy_bytes, "idle realm: {idle_bytes} vs busy {busy_bytes}");
    assert!(m.unattributed_bytes > 0);

    // A selection measures only the chosen realms.
    let only_idle: Rc<RefCell<Option<MemoryMeasurement>>> = Rc::default();
    let sink = only_idle.clone();
    measure_memory::measure_memory(
        scope,
        &ContextSelection::Realms(vec![id(2)]),
        MeasureMemoryExecution::Eager,
        move |m| *sink.borrow_mut() = Some(m),
    );
    pump_until(scope, || only_idle.borrow().is_some());
    let m = only_idle.borrow_mut().take().expect("selected measurement completed");
    assert_eq!(m.realms.iter().map(|r| r.realm_id).collect::<Vec<_>>(), vec![2]);
}

#[test]
fn measure_memory_default_execution_completes_after_a_gc() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let busy = new_realm(scope, 7, None);
    eval(scope, busy, RETAIN_10MB);
    let result: Rc<RefCell<Option<MemoryMeasurement>>> = Rc::default();
    let sink = result.clone();
    assert!(measure_memory::measure_memory(
        scope,
        &ContextSelection::Realms(vec![id(7)]),
        MeasureMemoryExecution::Default,
        move |m| *sink.borrow_mut() = Some(m),
    ));
    scope.low_memory_notification();
    pump_until(scope, || result.borrow().is_some());
    let m = result.borrow_mut().take().expect("default measurement completed after a GC");
    assert!(m.bytes_of(id(7)).unwrap_or(0) >= 10_000_000, "{m:?}");
}

#[test]
fn an_unfinished_measurement_is_dropped_with_its_isolate() {
    struct Flag(Rc<Cell<bool>>);
    impl Drop for Flag {
        fn drop(&mut self) {
            self.0.set(true);
        }
    }
    let dropped = Rc::new(Cell::new(false));
    {
        let isolate = &mut new_isolate();
        v8::scope!(let scope, isolate);
        new_realm(scope, 1, None);
        let flag = Flag(dropped.clone());
        measure_memory::measure_memory(
            scope,
            &ContextSelection::AllRealms,
            MeasureMemoryExecution::Lazy,
            move |_| {
                drop(flag);
            },
        );
    }
    assert!(dropped.get(), "the completion callback was freed when the isolate went away");
}

const SPIN: &str = "function spin(ms) { const end = Date.now() + ms; let x = 0; \
    while (Date.now() < end) { for (let i = 0; i < 1000; i++) x = (x * 31 + i) % 1000003; } return x; }";

#[test]
fn cpu_profiler_samples_a_hot_function() {
    let isolate = &mut new_isolate();
    let profiler = CpuProfiler::new(isolate, NamingMode::Debug, LoggingMode::Eager);
    profiler.set_sampling_interval(1000).expect("interval");
    v8::scope!(let scope, isolate);
    let context = new_realm(scope, 1, None);
    eval(scope, context, SPIN);

    let profile_id = profiler.start(scope, &ProfilingOptions::default(), None).expect("started");
    eval(scope, context, "spin(200)");
    let profile = profiler.stop(scope, profile_id).expect("profile");
    assert!(profiler.stop(scope, profile_id).is_none(), "a profile stops once");

    assert!(profile.samples.len() >= 20, "1 ms sampling over 200 ms: {} samples", profile.samples.len());
    let in_spin = profile
        .samples
        .iter()
        .filter(|s| profile.node(s.node_id).is_some_and(|n| n.function_name == "spin"))
        .count();
    assert!(
        in_spin * 2 > profile.samples.len(),
        "spin is the leaf of {in_spin} of {} samples",
        profile.samples.len()
    );
    let spin = profile.nodes.iter().find(|n| n.function_name == "spin").expect("a spin node");
    assert_eq!((spin.line, spin.column), (Some(1), Some(14)), "spin's position in test.js");
    assert_eq!(spin.resource_name, "test.js");
    assert!(profile.start_time_us <= profile.samples[0].timestamp_us);
    // V8 records samples in processing order; the bridge hands them out in time order.
    assert!(profile.samples.windows(2).all(|w| w[0].timestamp_us <= w[1].timestamp_us));
    let root = &profile.nodes[0];
    assert_eq!((root.function_name.as_str(), root.parent_id), ("(root)", None));
    let stack = profile.stack(profile.samples.iter().find(|s| s.node_id == spin.id).expect("a spin sample"));
    assert_eq!(stack.last().map(|n| n.function_name.as_str()), Some("(root)"));
}

#[test]
fn cpu_profiler_filter_context_drops_other_realms_frames() {
    let isolate = &mut new_isolate();
    let profiler = CpuProfiler::new(isolate, NamingMode::Debug, LoggingMode::Eager);
    v8::scope!(let scope, isolate);
    let hot = new_realm(scope, 1, None);
    let other = new_realm(scope, 2, None);
    eval(scope, hot, SPIN);
    let options =
        ProfilingOptions { sampling_interval_us: 1000, filter_context: Some(other), ..Default::default() };
    let profile_id = profiler.start(scope, &options, None).expect("started");
    eval(scope, hot, "spin(150); JSON.stringify({a: [1, 2, 3]})");
    let profile = profiler.stop(scope, profile_id).expect("profile");
    for sample in &profile.samples {
        let stack = profile.stack(sample);
        assert!(
            stack.iter().all(|n| n.function_name != "spin"),
            "a sample filtered to another realm carries spin: {:?}",
            stack.iter().map(|n| &n.function_name).collect::<Vec<_>>()
        );
    }
}

#[test]
fn cpu_profiler_attributes_frames_to_realms_by_script_id() {
    let isolate = &mut new_isolate();
    let profiler = CpuProfiler::new(isolate, NamingMode::Debug, LoggingMode::Eager);
    v8::scope!(let scope, isolate);
    let a = new_realm(scope, 1, None);
    let b = new_realm(scope, 2, None);
    // The same source and name in two realms: only the script id tells their frames
    // apart, and only because `script_origin` keeps V8's compilation cache from sharing
    // one script between the realms.
    let (script_a, _) = run_in(scope, a, "same.js", SPIN);
    let (script_b, _) = run_in(scope, b, "same.js", SPIN);
    let (script_a_again, _) = run_in(scope, a, "same.js", SPIN);
    assert_ne!(script_a, script_b);
    assert_eq!(script_a, script_a_again, "the cache still works within one realm");
    let options = ProfilingOptions { sampling_interval_us: 1000, ..Default::default() };
    let profile_id = profiler.start(scope, &options, None).expect("started");
    eval(scope, a, "spin(120)");
    eval(scope, b, "spin(60)");
    let profile = profiler.stop(scope, profile_id).expect("profile");
    let hits = |script: i32| -> u32 {
        profile
            .nodes
            .iter()
            .filter(|n| n.function_name == "spin" && n.script_id == script)
            .map(|n| n.hit_count)
            .sum()
    };
    let spin_scripts: Vec<i32> =
        profile.nodes.iter().filter(|n| n.function_name == "spin").map(|n| n.script_id).collect();
    assert!(spin_scripts.iter().all(|s| *s == script_a || *s == script_b), "{spin_scripts:?}");
    assert!(hits(script_a) > 0 && hits(script_b) > 0, "a: {}, b: {}", hits(script_a), hits(script_b));
}

#[test]
fn cpu_profiler_max_samples_stops_recording_and_notifies_once() {
    let isolate = &mut new_isolate();
    let profiler = CpuProfiler::new(isolate, NamingMode::Debug, LoggingMode::Eager);
    v8::scope!(let scope, isolate);
    let context = new_realm(scope, 1, None);
    eval(scope, context, SPIN);
    let notified = Rc::new(Cell::new(0u32));
    let counter = notified.clone();
    let options =
        ProfilingOptions { sampling_interval_us: 1000, max_samples: Some(10), ..Default::default() };
    let profile_id = profiler
        .start(scope, &options, Some(Box::new(move || counter.set(counter.get() + 1))))
        .expect("started");
    eval(scope, context, "spin(100)");
    pump_until(scope, || notified.get() > 0);
    eval(scope, context, "spin(30)");
    pump_platform(scope);
    let profile = profiler.stop(scope, profile_id).expect("profile");
    assert_eq!(profile.samples.len(), 10);
    assert_eq!(notified.get(), 1, "the discarded-samples delegate fires once");
}

#[test]
fn cpu_profiler_refuses_another_isolate() {
    let mut first = new_isolate();
    let profiler = CpuProfiler::new(&mut first, NamingMode::Standard, LoggingMode::Lazy);
    {
        let mut second = new_isolate();
        let err = profiler.start(&mut second, &ProfilingOptions::default(), None).expect_err("wrong isolate");
        assert_eq!(err, framescope::bindings::cpu_profiler::StartError::WrongIsolate);
    }
    drop(profiler);
}

#[test]
fn sampling_heap_profiler_attributes_allocations_to_the_allocating_function() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let context = new_realm(scope, 1, None);
    eval(
        scope,
        context,
        "function makeGarbage() {\n  const keep = [];\n  for (let i = 0; i < 50000; i++) keep.push({ i, s: 'x' + i });\n  return keep;\n}\nfunction small() { return [1]; }",
    );
    assert!(heap_profiler::start_sampling(scope, 4096, 32, SamplingFlags::default()));
    assert!(!heap_profiler::start_sampling(scope, 4096, 32, SamplingFlags::default()), "already running");
    eval(scope, context, "globalThis.kept = makeGarbage(); small(); 'done'");
    let profile = heap_profiler::allocation_profile(scope).expect("profiler running");
    heap_profiler::stop_sampling(scope);
    assert!(heap_profiler::allocation_profile(scope).is_none(), "stopped");

    let by_name = |name: &str| -> usize {
        profile.nodes.iter().filter(|n| n.function_name == name).map(|n| n.self_bytes()).sum()
    };
    let biggest = profile.nodes.iter().max_by_key(|n| n.self_bytes()).expect("nodes");
    assert_eq!(biggest.function_name, "makeGarbage");
    assert!(by_name("makeGarbage") > 1_000_000, "{} bytes", by_name("makeGarbage"));
    let node = profile.nodes.iter().find(|n| n.function_name == "makeGarbage").expect("node");
    assert_eq!(node.line, Some(1));
    assert_eq!(node.script_name, "test.js");
    assert!(!profile.samples.is_empty());
}

#[test]
fn heap_snapshot_counts_instances_of_a_class() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let context = new_realm(scope, 1, None);
    eval(
        scope,
        context,
        "class Widget { constructor(i) { this.i = i; } }\n\
         globalThis.widgets = Array.from({ length: 10000 }, (_, i) => new Widget(i)); 'ok'",
    );
    let snapshot = heap_profiler::take_heap_snapshot(scope).expect("snapshot");
    let widgets: Vec<usize> = snapshot
        .nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| n.kind == HeapNodeType::Object && n.name == "Widget")
        .map(|(i, _)| i)
        .collect();
    assert_eq!(widgets.len(), 10_000);
    assert!(snapshot.nodes.iter().all(|n| n.id > 0));
    // Every widget has its `i` property edge, and edges are grouped by source node.
    let first = widgets[0];
    assert!(
        snapshot
            .edges_of(first)
            .iter()
            .any(|e| e.name == framescope::bindings::heap_profiler::EdgeName::Name("i".into()))
    );
    assert!(snapshot.edges_of(first).iter().all(|e| e.from == first));
    assert_eq!(snapshot.nodes.iter().map(|n| n.edge_count).sum::<usize>(), snapshot.edges.len());
}

thread_local! {
    static POSTED: RefCell<Vec<(Option<NonZeroU64>, String)>> = const { RefCell::new(Vec::new()) };
}

/// A cross-origin `postMessage`: records the target realm and the message.
fn post_message(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let target = args.data();
    let realm = v8::Local::<v8::Object>::try_from(target)
        .ok()
        .and_then(|o| o.get_creation_context(scope))
        .and_then(|c| realm::realm_id(scope, c));
    let message = args.get(0).to_rust_string_lossy(scope);
    POSTED.with(|p| p.borrow_mut().push((realm, message)));
}

/// The cross-origin handler: only `postMessage` is reachable.
fn cross_origin_getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    if key.to_rust_string_lossy(scope) != "postMessage" {
        return v8::Intercepted::kNo;
    }
    let function =
        v8::Function::builder(post_message).data(args.holder().into()).build(scope).expect("function");
    rv.set(function.into());
    v8::Intercepted::kYes
}

const SECURITY_ERROR: &str = "class DOMException extends Error { constructor(m, n) { super(m); this.name = n; } }\n\
    globalThis.DOMException = DOMException;\n\
    (kind) => new DOMException('Blocked a frame from accessing a cross-origin frame (' + kind + ').', 'SecurityError')";

fn install_security_error_factory(scope: &mut v8::PinScope<'_, '_, ()>, context: v8::Local<'_, v8::Context>) {
    let scope = &mut v8::ContextScope::new(scope, context);
    let source = v8::String::new(scope, SECURITY_ERROR).expect("source");
    let factory = v8::Script::compile(scope, source, None).and_then(|s| s.run(scope)).expect("factory");
    let factory = v8::Local::<v8::Function>::try_from(factory).expect("a function");
    access_check::set_security_error_factory(context, factory);
}

fn expose(
    scope: &mut v8::PinScope<'_, '_, ()>,
    into: v8::Local<'_, v8::Context>,
    name: &str,
    what: v8::Local<'_, v8::Context>,
) {
    let scope = &mut v8::ContextScope::new(scope, into);
    let key = v8::String::new(scope, name).expect("key");
    let value = what.global(scope);
    into.global(scope).set(scope, key.into(), value.into()).expect("set");
}

#[test]
fn cross_origin_access_throws_security_error_but_post_message_works() {
    let isolate = &mut new_isolate();
    access_check::throw_security_errors(isolate);
    v8::scope!(let scope, isolate);
    let window = v8::ObjectTemplate::new(scope);
    access_check::set_access_check(window, CrossOriginHandlers::new().named_getter(cross_origin_getter));
    let a = new_realm(scope, 1, Some(window));
    let b = new_realm(scope, 2, Some(window));
    let same_origin_as_a = new_realm(scope, 3, Some(window));
    let token_a = v8::String::new(scope, "https://a.example").expect("token");
    let token_b = v8::String::new(scope, "https://b.example").expect("token");
    a.set_security_token(token_a.into());
    same_origin_as_a.set_security_token(token_a.into());
    b.set_security_token(token_b.into());
    install_security_error_factory(scope, a);
    for context in [b, same_origin_as_a] {
        eval(scope, context, "globalThis.document = { title: 'secret' }; 'ok'");
    }
    expose(scope, a, "crossOrigin", b);
    expose(scope, a, "sameOrigin", same_origin_as_a);

    assert_eq!(
        eval(
            scope,
            a,
            "try { crossOrigin.document; 'read' } catch (e) { `${e instanceof DOMException} ${e.name}` }"
        ),
        "true SecurityError"
    );
    assert_eq!(
        eval(scope, a, "try { crossOrigin.document = 1; 'wrote' } catch (e) { e.name }"),
        "SecurityError"
    );
    assert_eq!(eval(scope, a, "crossOrigin.postMessage('hello'); 'posted'"), "posted");
    POSTED.with(|p| assert_eq!(p.borrow().as_slice(), &[(Some(id(2)), "hello".to_string())]));
    assert_eq!(eval(scope, a, "sameOrigin.document.title"), "secret");
    assert_eq!(eval(scope, a, "sameOrigin.document.title = 'changed'; sameOrigin.document.title"), "changed");

    // A realm without a factory still gets an error named SecurityError.
    expose(scope, b, "backToA", a);
    assert_eq!(eval(scope, b, "try { backToA.document; 'read' } catch (e) { e.name }"), "SecurityError");

    // Detaching a global (a removed frame) denies even same-origin access. The detached
    // proxy has lost its access-check info, so V8 throws its own TypeError.
    access_check::detach_global(same_origin_as_a);
    assert_eq!(
        eval(scope, a, "try { sameOrigin.document; 'read' } catch (e) { `${e.name}: ${e.message}` }"),
        "TypeError: no access"
    );
}

#[test]
fn gc_recorder_sees_a_full_collection() {
    let isolate = &mut new_isolate();
    let recorder = GcRecorder::install(isolate);
    {
        v8::scope!(let scope, isolate);
        let context = new_realm(scope, 1, None);
        eval(
            scope,
            context,
            "globalThis.junk = Array.from({ length: 100000 }, (_, i) => ({ i })); globalThis.junk = null; 'ok'",
        );
    }
    isolate.low_memory_notification();
    let events = recorder.take();
    let full = events.iter().find(|e| e.kind == GcKind::MarkSweepCompact).expect("a full GC was recorded");
    assert!(full.end >= full.start);
    assert!(full.used_after < full.used_before, "the garbage was collected: {full:?}");
    // After uninstalling, V8 holds no pointer to the recorder: another GC, seen by a
    // second recorder, must not touch it.
    recorder.uninstall(isolate);
    let second = GcRecorder::install(isolate);
    isolate.low_memory_notification();
    assert!(second.take().iter().any(|e| e.kind == GcKind::MarkSweepCompact));
    second.uninstall(isolate);
}

#[test]
fn serde_v8_round_trips_a_measurement() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let context = v8::Context::new(scope, Default::default());
    let scope = &mut v8::ContextScope::new(scope, context);
    let measurement = MemoryMeasurement {
        realms: vec![measure_memory::RealmBytes { realm_id: 3, bytes: 12345 }],
        unattributed_bytes: 7,
        wasm_code_bytes: 0,
        wasm_metadata_bytes: 1,
    };
    let value = serde_v8::to_v8(scope, &measurement).expect("to_v8");
    let json = v8::json::stringify(scope, value).expect("json").to_rust_string_lossy(scope);
    assert_eq!(
        json,
        r#"{"realms":[{"realm_id":3,"bytes":12345}],"unattributed_bytes":7,"wasm_code_bytes":0,"wasm_metadata_bytes":1}"#
    );
    let back: MemoryMeasurement = serde_v8::from_v8(scope, value).expect("from_v8");
    assert_eq!(back, measurement);
}
