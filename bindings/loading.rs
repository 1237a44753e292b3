//! V8's loading state (`Isolate::SetIsLoading`), which the crate does not bind: while it is
//! set, V8's heap lets the old generation grow past its allocation limit (up to a margin,
//! for at most 7 s) rather than start a major garbage collection in the middle of a load.
use super::ffi;

/// Tells V8 whether the embedder is loading a page (`true` again restarts V8's 7 s clock).
pub fn set_is_loading(isolate: &mut v8::Isolate, is_loading: bool) {
    // SAFETY: the isolate is alive and mutably borrowed on its own thread.
    unsafe { ffi::fs_isolate_set_is_loading(super::raw_isolate(isolate), is_loading) }
}
