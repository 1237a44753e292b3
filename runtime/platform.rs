//! V8 initialised once per process.
use std::sync::Once;

/// How every isolate's garbage collector runs: a page simulator whose live heap grows with
/// every realm (about 330 KB each) and that has no frames to keep smooth.
///
/// - `--heap-growing-percent=300`: after a major GC, the next one starts when the heap has
///   grown to 4× what survived. V8 picks that factor itself from the heap limit: 4 with an
///   old generation of 2 GB or more (Chrome's renderers on desktop), about 1.55 with
///   framescope's 1 GB default (measured: major GCs at 21, 32, 50, 78, 121, 188 and 286 MB
///   while a page made 1 000 frames), so every GC marked every realm made so far and the
///   marking per realm grew with their number. With 4, the bytes marked stay about 1.33×
///   the live heap however many realms there are. The heap limit is unchanged: V8 never
///   lets the allocation limit pass it, and collects before it calls the near-heap-limit
///   callback (`heap_limit.rs`).
/// - `--no-incremental-marking`: each major GC marks in one pause (with V8's parallel
///   and concurrent marking threads) instead of in steps interleaved with the page. The
///   steps cost more in all: a page that keeps allocating — each new realm is ~330 KB of
///   objects, all live — keeps the marking running (`IncrementalMarking::Step` was the
///   largest item of a 1 000-frame profile), and every write during it goes through the
///   marking barrier. The pauses are longer; a simulator has no frames to drop.
///
/// Measured by `framescope bench realms` (README: "realms").
const V8_FLAGS: &str = "--heap-growing-percent=300 --no-incremental-marking";

/// Initialises V8 and its default platform, once per process; every entry point that
/// creates an isolate calls this first. V8's flags ([`V8_FLAGS`]) are set before.
pub fn init_v8() {
    static INIT: Once = Once::new();
    INIT.call_once(|| {
        v8::V8::set_flags_from_string(V8_FLAGS);
        // More of V8's flags, for experiments (`FRAMESCOPE_V8_FLAGS="--trace-gc"`): after
        // framescope's, so they win.
        if let Ok(flags) = std::env::var("FRAMESCOPE_V8_FLAGS") {
            v8::V8::set_flags_from_string(&flags);
        }
        let platform = v8::new_default_platform(0, false).make_shared();
        v8::V8::initialize_platform(platform);
        v8::V8::initialize();
    });
}

/// Runs every foreground task V8 has posted for `isolate` (MeasureMemory results,
/// discarded-sample notifications, ...) without waiting. Returns whether any ran.
pub fn pump_platform(isolate: &mut v8::Isolate) -> bool {
    let platform = v8::V8::get_current_platform();
    let mut ran = false;
    while v8::Platform::pump_message_loop(&platform, isolate, false) {
        ran = true;
    }
    ran
}
