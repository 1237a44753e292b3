//! V8's near-heap-limit callback, with the realm whose code was running.
//!
//! When an isolate's heap nears the limit set in its `CreateParams` (`heap_limits`), V8
//! collects garbage and then calls the callback; if the callback does not raise the limit
//! and the heap is still full, V8 aborts the whole process ("Fatal JavaScript out of
//! memory"). The crate binds the callback as a function pointer plus a raw `void*`; this
//! keeps both inside the bridge and tells the handler which realm's code was running
//! (read on the C++ side, `fs_current_realm_id` in `realm.cc`).
use std::cell::Cell;
use std::ffi::c_void;
use std::num::NonZeroU64;
use std::rc::Rc;

/// What V8 tells the callback, plus the running realm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NearHeapLimit {
    /// The old generation's limit now, in bytes (it grows by what earlier calls returned).
    pub current: usize,
    /// The old generation's limit the isolate was created with, in bytes.
    pub initial: usize,
    /// The realm id (see [`super::realm`]) of the code running: the isolate's current
    /// context, or when V8 has none at that point, the context last entered; `None` when
    /// neither carries one.
    pub realm: Option<NonZeroU64>,
}

type Handler = Box<dyn Fn(NearHeapLimit) -> usize>;

struct Data {
    isolate: *mut c_void,
    handler: Handler,
}

/// A near-heap-limit handler installed on an isolate.
pub struct HeapLimitWatch {
    data: *mut Data,
    isolate: *mut c_void,
    isolate_alive: Rc<Cell<bool>>,
}

impl HeapLimitWatch {
    /// Calls `handler` whenever `isolate`'s heap nears its limit. It runs on the isolate's
    /// thread in the middle of a garbage collection, so it must not use the isolate
    /// (only thread-safe handles such as `IsolateHandle::terminate_execution`) nor anything
    /// the interrupted code may be borrowing. It returns the new limit of the old
    /// generation in bytes: more than `current` raises it; `current` or less leaves it,
    /// and V8 then aborts the process if the heap is still full.
    pub fn install(isolate: &mut v8::Isolate, handler: impl Fn(NearHeapLimit) -> usize + 'static) -> Self {
        let raw = super::raw_isolate(isolate);
        let data = Box::into_raw(Box::new(Data { isolate: raw, handler: Box::new(handler) }));
        isolate.add_near_heap_limit_callback(near_heap_limit, data.cast());
        Self { data, isolate: raw, isolate_alive: super::isolate_liveness::liveness(isolate) }
    }

    /// Removes the handler (the limit stays as it is). `isolate` must be the one it was
    /// installed on; for any other it does nothing.
    pub fn uninstall(self, isolate: &mut v8::Isolate) {
        if super::raw_isolate(isolate) == self.isolate {
            isolate.remove_near_heap_limit_callback(near_heap_limit, 0);
            // SAFETY: the box `install` leaked for V8; V8 no longer holds it.
            drop(unsafe { Box::from_raw(self.data) });
            std::mem::forget(self);
        }
    }
}

impl Drop for HeapLimitWatch {
    fn drop(&mut self) {
        if !self.isolate_alive.get() {
            // SAFETY: the isolate is gone, so the callback cannot run; reclaim the box.
            drop(unsafe { Box::from_raw(self.data) });
        }
        // Otherwise the callback stays installed and keeps its data (V8 would otherwise
        // call into freed memory): use `uninstall` to remove it.
    }
}

unsafe extern "C" fn near_heap_limit(data: *mut c_void, current: usize, initial: usize) -> usize {
    super::guard("near heap limit", || {
        // SAFETY: `data` is the `Data` leaked by `install`, alive while installed.
        let data = unsafe { &*(data as *const Data) };
        // SAFETY: V8 calls this on the isolate's thread, with a HandleScope open.
        let realm = NonZeroU64::new(unsafe { super::ffi::fs_current_realm_id(data.isolate) });
        (data.handler)(NearHeapLimit { current, initial, realm })
    })
}
