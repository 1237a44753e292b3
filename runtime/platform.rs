//! V8 initialised once per process.
use std::sync::Once;

/// Initialises V8 and its default platform, once per process; every entry point that
/// creates an isolate calls this first. V8 flags must be set before (`v8_flags`).
pub fn init_v8() {
    static INIT: Once = Once::new();
    INIT.call_once(|| {
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
