//! V8's loading state while a group's page loads, as Chrome's renderer sets it.
//!
//! Chrome's main-thread scheduler computes a RAIL mode from its use case; while a visible
//! page's main frame loads (the use cases "early loading" and "loading": no input since
//! the navigation and the main frame not yet at its first contentful or meaningful paint)
//! the mode is "load", and each change of mode is passed on to the isolate as
//! `isolate->SetIsLoading(rail_mode == RAILMode::kLoad)`
//! (`third_party/blink/renderer/platform/scheduler/main_thread/main_thread_scheduler_impl.cc`,
//! `MainThreadSchedulerImpl::UpdatePolicyLocked` and `ComputeCurrentRAILMode`).
//!
//! While loading, V8 (`Heap::ShouldOptimizeForLoadTime`, `src/heap/heap.cc`) lets the old
//! generation grow past its allocation limit instead of starting a major garbage
//! collection, until the limit is overshot by its margin (half the limit, at least 32 MB)
//! or 7 s have passed since the load started (`Heap::kMaxLoadTimeMs`).
//!
//! framescope paints nothing, so the nearest milestone is the page's `load` event: the
//! group is loading from [`started`] (its page's load begins: `BrowsingContextGroup::load`)
//! until [`ended`] (the page's window fired `load`: `navigation::fire_load`). V8's own 7 s
//! bound ends it for a page that loads longer. (Not modelled: a later navigation of the
//! top-level browsing context, which puts Chrome back into the mode, and the first input,
//! which takes it out early.)
use crate::bindings::loading::set_is_loading;

/// What framescope last told the isolate (an isolate slot).
#[derive(Clone, Copy)]
struct Loading(bool);

/// A top-level page's load begins.
pub fn started(isolate: &mut v8::Isolate) {
    tell(isolate, true);
}

/// The page's window fired `load`.
pub fn ended(isolate: &mut v8::Isolate) {
    if is_loading(isolate) {
        tell(isolate, false);
    }
}

/// Whether framescope has told the isolate that its page is loading (V8 itself stops
/// optimizing for the load 7 s after it began).
pub fn is_loading(isolate: &v8::Isolate) -> bool {
    isolate.get_slot::<Loading>().is_some_and(|loading| loading.0)
}

fn tell(isolate: &mut v8::Isolate, loading: bool) {
    isolate.set_slot(Loading(loading));
    set_is_loading(isolate, loading);
}
