// The only file of the bridge that uses V8's internal C++ API (`src/...`, namespace
// `v8::internal`): what the public API cannot tell or do. `build.rs` compiles it alone with
// the extra include paths of `cxxflags-internal.txt` (V8's sources in the `v8` crate, the
// build's generated headers from `gen-headers.tar.gz`); every other .cc file sees the
// public API only. Internal names and object layouts belong to this exact V8 (the crate's
// 150.4.0): keep this file small, and keep the Rust side (`v8_internal.rs`) the only
// caller.
#include "src/execution/isolate.h"
#include "src/flags/flags.h"
#include "src/heap/heap.h"
#include "src/heap/incremental-marking.h"

namespace {

v8::internal::Heap* HeapOf(v8::Isolate* isolate) {
  return reinterpret_cast<v8::internal::Isolate*>(isolate)->heap();
}

}  // namespace

// Whether a major (mark-compact) incremental marking is under way: started by the
// embedder's own allocation, a memory reducer, or a MeasureMemory request.
extern "C" bool fs_internal_is_major_marking(v8::Isolate* isolate) {
  return HeapOf(isolate)->incremental_marking()->IsMajorMarking();
}

// Finishes a major incremental marking under way with one atomic full GC (the cheapest
// call that completes it; `LowMemoryNotification` runs two to seven full GCs). Returns
// whether there was one to finish.
extern "C" bool fs_internal_finish_major_marking(v8::Isolate* isolate) {
  v8::internal::Heap* heap = HeapOf(isolate);
  if (!heap->incremental_marking()->IsMajorMarking()) return false;
  heap->FinalizeIncrementalMarkingAtomically(
      v8::internal::GarbageCollectionReason::kMeasureMemory);
  return true;
}

// Starts a major incremental marking, as a page's allocation would when it reaches the
// heap's limit. Returns whether one is under way afterwards (not when incremental marking
// is turned off, or V8 declined, e.g. from inside a GC callback).
extern "C" bool fs_internal_start_major_marking(v8::Isolate* isolate) {
  v8::internal::Heap* heap = HeapOf(isolate);
  if (v8::internal::v8_flags.incremental_marking &&
      heap->incremental_marking()->IsStopped()) {
    heap->StartIncrementalMarking(v8::internal::GCFlag::kNoFlags,
                                  v8::internal::GarbageCollectionReason::kTesting);
  }
  return heap->incremental_marking()->IsMajorMarking();
}


// Publishes the main thread's pending allocations: the newest object of each large-object
// space and the objects at the top of each linear allocation area, which V8 keeps as
// "pending" until the next allocation. Concurrent marking puts pending objects of the
// young generation "on hold" and the main thread later visits them in whatever context it
// is marking then, so a MeasureMemory marking may attribute such an object (a page's
// newest large array) to no realm. Publishing costs no GC.
extern "C" void fs_internal_publish_pending_allocations(v8::Isolate* isolate) {
  HeapOf(isolate)->PublishMainThreadPendingAllocations();
}
