//! V8's default platform, with the wall clock V8 reads for `Date` taken from the embedder
//! (`platform.cc`): framescope's virtual clock when it runs on one; and the count of each
//! isolate's delayed tasks still to run (`Atomics.waitAsync`'s timeouts).
use std::sync::OnceLock;

unsafe extern "C" {
    fn framescope__platform__new(wall_clock: extern "C" fn() -> f64) -> *mut v8::Platform;
    fn framescope__platform__pending_delayed_tasks(isolate: *mut std::ffi::c_void) -> i32;
}

/// How many non-nestable delayed tasks V8 has posted for `isolate` that have not run yet:
/// the timeouts of its `Atomics.waitAsync` waiters (tasks V8 runs when the embedder pumps
/// the platform once they are due).
pub fn pending_delayed_tasks(isolate: &v8::Isolate) -> usize {
    // SAFETY: the pointer is the live isolate, only read as a map key during the call.
    let pending = unsafe { framescope__platform__pending_delayed_tasks(super::raw_isolate(isolate)) };
    pending.max(0) as usize
}

/// The embedder's wall clock: ms since the Unix epoch, or `None` for the system's.
pub type WallClock = fn() -> Option<f64>;

static WALL_CLOCK: OnceLock<WallClock> = OnceLock::new();

extern "C" fn wall_clock_ms() -> f64 {
    WALL_CLOCK.get().and_then(|clock| clock()).unwrap_or(f64::NAN)
}

/// A new default platform whose `Date` reads `wall_clock` (the first clock given wins: V8
/// has one platform per process).
pub fn new_platform(wall_clock: WallClock) -> v8::SharedRef<v8::Platform> {
    let _ = WALL_CLOCK.set(wall_clock);
    // SAFETY: the bridge returns a new, owned `v8::Platform*` (never null: `new` aborts on
    // failure in V8's build), which the crate's `UniqueRef` deletes through its virtual
    // destructor, as it does for the platform `new_default_platform` makes.
    unsafe { v8::UniquePtr::from_raw(framescope__platform__new(wall_clock_ms)) }.unwrap().make_shared()
}
