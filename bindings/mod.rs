//! The native bridge: safe Rust over the V8 APIs that the `v8` crate does not bind.
//!
//! The C++ half (`bindings/*.cc`) is compiled by the top-level `build.rs` against the `v8`
//! crate's own headers and linked into the same binary as its library. Every `unsafe` of
//! the project lives in this folder; what it exports is safe to call:
//!
//! | module | V8 API |
//! |---|---|
//! | [`realm`] | realm ids in context embedder data |
//! | [`measure_memory`] | `Isolate::MeasureMemory` with a `MeasureMemoryDelegate` |
//! | [`cpu_profiler`] | `CpuProfiler`, `CpuProfilingOptions`, `DiscardedSamplesDelegate` |
//! | [`heap_profiler`] | the sampling heap profiler and heap snapshots |
//! | [`access_check`] | access checks, failed-access callback, `Context::DetachGlobal` |
//! | [`gc`] | GC prologue/epilogue callbacks (bound by the crate; wrapped safely here) |
//! | [`incumbent_realm`] | the topmost script-having frame's realm (internal API) |
//! | [`heap_limit`] | the near-heap-limit callback, with the running realm |
//! | [`loading`] | `Isolate::SetIsLoading` (V8's heap heuristics while a page loads) |
//! | [`private_symbols`] | `Private::ForApi` symbols as JavaScript property keys |
//! | [`promise_rejections`] | the promise-reject callback (unhandled rejections) |
//! | [`shared_memory`] | `BackingStore` of a `SharedArrayBuffer`, sent across threads |
//! | [`undetectable`] | `ObjectTemplate::MarkAsUndetectable`, `SetCallAsFunctionHandler` |
//! | [`cpu_clock`] | (not V8) the thread's and the process's CPU-time clocks |
//! | [`platform`] | V8's `DefaultPlatform` with the embedder's wall clock (internal API) |
//! | [`v8_internal`] | V8's internal API (`v8::internal`): incremental marking |
#![allow(unsafe_code)]

mod ffi;
mod isolate_liveness;

pub mod access_check;
pub mod cpu_clock;
pub mod cpu_profiler;
pub mod gc;
pub mod heap_limit;
pub mod heap_profiler;
pub mod incumbent_realm;
pub mod inspector;
pub mod loading;
pub mod measure_memory;
pub mod modules;
pub mod platform;
pub mod private_symbols;
pub mod promise_rejections;
pub mod random;
pub mod realm;
pub mod shared_memory;
pub mod undetectable;
pub mod v8_internal;

/// The C++ `v8::Isolate*` behind the crate's `Isolate`.
fn raw_isolate(isolate: &v8::Isolate) -> *mut std::ffi::c_void {
    // SAFETY: `UnsafeRawIsolatePtr` is `repr(transparent)` over the `v8::Isolate*`; the
    // pointer is only handed to bridge functions while `isolate` is borrowed.
    unsafe {
        std::mem::transmute::<v8::UnsafeRawIsolatePtr, *mut std::ffi::c_void>(isolate.as_raw_isolate_ptr())
    }
}

/// Borrowed UTF-8 from C++ (pointer + length) as an owned `String`.
fn owned_string(ptr: *const std::ffi::c_char, len: usize) -> String {
    if ptr.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: the bridge passes a pointer to `len` readable bytes that stay valid for the
    // duration of the callback this is called from.
    let bytes = unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), len) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs a Rust callback invoked from C++ so that a panic cannot unwind into V8: it is
/// reported and the process aborts, as it would anyway at the `extern "C"` boundary, but
/// with the message printed first.
fn guard<R>(what: &str, f: impl FnOnce() -> R) -> R {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(value) => value,
        Err(_) => {
            eprintln!("framescope: a Rust callback panicked inside V8 ({what}); aborting");
            std::process::abort()
        }
    }
}
