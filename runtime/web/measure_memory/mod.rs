//! [Measure Memory](https://wicg.github.io/performance-measure-memory/):
//! `performance.measureMemory()` (the seed spec's shape) and
//! `performance.measureUserAgentSpecificMemory()` (the current spec's and Chrome's).
//!
//! [attribution_token]: §2.3/§3.4, from a realm to the container it is reported under;
//! [top_level]: §3.2, the method steps, the allowed predicate and the measurement of the
//! group (V8's `MeasureMemory`, combined with [worker_measurement]); [measurement]: §2.2/§3.3,
//! the result. The JavaScript side is [measure_memory.js](measure_memory.js).
pub mod attribution_token;
pub mod measurement;
pub mod top_level;
pub mod worker_measurement;

use crate::runtime::group::GroupState;
use crate::runtime::platform_scripts::PlatformScript;

use crate::runtime::web::html::window::Native;
use measurement::Shape;

pub use top_level::MeasureMemoryState;

/// The module, run after the performance modules (it extends `Performance`).
pub const MODULES: [PlatformScript; 1] =
    [PlatformScript { name: "framescope:measure_memory.js", text: include_str!("measure_memory.js") }];

/// The natives `measure_memory.js` uses.
pub fn natives() -> Vec<Native> {
    vec![("measureMemory", v8::MapFnTo::map_fn_to(measure_memory_native))]
}

/// `natives.measureMemory(current)`: the method steps in the calling realm; returns the
/// promise (`current`: the current spec's shape, else the seed's).
fn measure_memory_native(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let shape = if args.get(0).is_true() { Shape::Current } else { Shape::Seed };
    if let Some(promise) = top_level::measure_memory_method(scope, &state, realm, shape) {
        rv.set(promise.into());
    }
}
