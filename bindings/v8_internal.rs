//! What only V8's internal C++ API (`v8::internal`, the `src/...` headers) can tell or do,
//! behind safe functions. The C++ half is `bindings/v8_internal.cc`, the one file
//! `build.rs` compiles with V8's internal include paths; it is tied to this exact V8
//! (the `v8` crate 150.4.0), so keep what goes through it small.
//!
//! Today: what an eager memory measurement needs from the heap. V8's *incremental marking*
//! (the concurrent first half of a major, mark-compact, garbage collection, which V8 starts
//! on its own when the heap grows) attributes objects to contexts only when it started
//! after a `MeasureMemory` request, so a marking under way is finished first
//! ([`finish_major_marking`]); and the page's *pending allocations* are published
//! ([`publish_pending_allocations`]) so that concurrent marking does not set its newest
//! large object aside and count it for no realm.
use super::ffi;

/// Whether a major incremental marking is under way in `isolate` (V8's
/// `Heap::incremental_marking()->IsMajorMarking()`).
pub fn is_major_marking(isolate: &v8::Isolate) -> bool {
    // SAFETY: the isolate is alive and borrowed on its own thread; the call only reads
    // the heap's marking state.
    unsafe { ffi::fs_internal_is_major_marking(super::raw_isolate(isolate)) }
}

/// Finishes a major incremental marking under way with one atomic full garbage collection
/// (`Heap::FinalizeIncrementalMarkingAtomically`), and returns whether there was one.
/// Without one it does nothing: unlike `Isolate::low_memory_notification` (two to seven
/// full collections), it costs nothing when no marking runs.
pub fn finish_major_marking(isolate: &mut v8::Isolate) -> bool {
    // SAFETY: the isolate is alive and mutably borrowed on its own thread, as for the
    // crate's own `low_memory_notification`; a GC keeps every handle valid.
    unsafe { ffi::fs_internal_finish_major_marking(super::raw_isolate(isolate)) }
}

/// Starts a major incremental marking, as a page's allocation does when the heap reaches
/// its limit (for tests that need one under way). Returns whether one is under way
/// afterwards.
pub fn start_major_marking(isolate: &mut v8::Isolate) -> bool {
    // SAFETY: as for `finish_major_marking`: V8 starts marking on this thread.
    unsafe { ffi::fs_internal_start_major_marking(super::raw_isolate(isolate)) }
}

/// Publishes the isolate's pending allocations (`Heap::PublishMainThreadPendingAllocations`;
/// no garbage collection): V8 treats the newest object of each large-object space, and
/// those at the top of each allocation buffer, as still being initialised. Concurrent
/// marking sets such young objects aside and marks them later outside the context that
/// reached them, so a measurement could attribute a page's newest large array to no realm.
pub fn publish_pending_allocations(isolate: &mut v8::Isolate) {
    // SAFETY: the isolate is alive and mutably borrowed on its own (main) thread, the
    // only thread V8 allows this on; no JavaScript object is initialising across the call.
    unsafe { ffi::fs_internal_publish_pending_allocations(super::raw_isolate(isolate)) }
}
