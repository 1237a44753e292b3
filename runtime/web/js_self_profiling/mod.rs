//! [JS Self-Profiling](https://wicg.github.io/js-self-profiling/): `new Profiler(options)`
//! (the current draft) and `performance.profile(options)` (the seed spec), in windows and
//! dedicated workers.
//!
//! [document_policy]: the `js-profiling` policy; [sample_interval]: the intervals
//! supported; [profiling_session]: sessions on V8's CpuProfiler (one per isolate, one V8
//! profile per session), the full buffer; [trace]: the ProfilerTrace, with the realm
//! filtering of the spec's sampling algorithm and Chrome's markers; [embedder_profile]: the
//! embedder's own profile of a run, and the page's traces kept for it. The JavaScript side is
//! [js_self_profiling.js](js_self_profiling.js).
pub mod document_policy;
pub mod embedder_profile;
pub mod profiling_session;
pub mod sample_interval;
pub mod trace;

use crate::runtime::group::GroupState;
use crate::runtime::platform_scripts::PlatformScript;
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The module, run after the performance modules (it extends `Performance`).
pub const MODULES: [PlatformScript; 1] =
    [PlatformScript { name: "framescope:js_self_profiling.js", text: include_str!("js_self_profiling.js") }];

/// The natives `js_self_profiling.js` uses.
pub fn natives() -> Vec<Native> {
    vec![
        ("startProfiler", v8::MapFnTo::map_fn_to(start_profiler)),
        ("stopProfiler", v8::MapFnTo::map_fn_to(stop_profiler)),
    ]
}

/// `natives.startProfiler(sampleInterval, maxBufferSize, onBufferFull, context)`: starts
/// a session in the calling realm; returns `[id, sampleInterval used]`, or throws.
fn start_profiler(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let info = realm.info();
    let interval = args.get(0).number_value(scope).unwrap_or(f64::NAN);
    let size = args.get(1).uint32_value(scope).unwrap_or(0);
    let Ok(on_full) = v8::Local::<v8::Function>::try_from(args.get(2)) else { return };
    let context = args.get(3).to_rust_string_lossy(scope);
    match profiling_session::start_session(scope, &state, &info, interval, size, on_full, &context) {
        Ok(started) => {
            let id = v8::Number::new(scope, started.id as f64);
            let interval = v8::Number::new(scope, started.sample_interval_ms);
            rv.set(v8::Array::new_with_elements(scope, &[id.into(), interval.into()]).into());
        }
        Err(error) => error.throw(scope),
    }
}

/// `natives.stopProfiler(id)`: stops session `id`; returns its ProfilerTrace (plain data),
/// or undefined when it was not running.
fn stop_profiler(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    let id = args.get(0).number_value(scope).unwrap_or(0.0) as u64;
    let Some(trace) = profiling_session::stop_session(scope, &state, id) else { return };
    match serde_v8::to_v8(scope, &trace) {
        Ok(value) => rv.set(value),
        Err(error) => WebError::Type(format!("cannot convert the trace: {error}")).throw(scope),
    }
}
