//! Garbage-collection notifications with their timing, for Debugger.Memory's
//! `onGarbageCollection`. The crate binds V8's GC prologue/epilogue callbacks (type and
//! flags); this keeps their raw data pointer inside the bridge.
use std::cell::RefCell;
use std::ffi::c_void;
use std::rc::Rc;
use std::time::Instant;

use serde::Serialize;

/// The kind of a collection (`v8::GCType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GcKind {
    /// Young generation (scavenge or minor mark-sweep).
    Minor,
    /// Full mark-sweep-compact.
    MarkSweepCompact,
    /// A step of incremental marking.
    IncrementalMarking,
    /// Weak-callback processing.
    ProcessWeakCallbacks,
    Other,
}

impl GcKind {
    fn from_raw(kind: v8::GCType) -> Self {
        if kind == v8::GCType::kGCTypeScavenge || kind == v8::GCType::kGCTypeMinorMarkSweep {
            Self::Minor
        } else if kind == v8::GCType::kGCTypeMarkSweepCompact {
            Self::MarkSweepCompact
        } else if kind == v8::GCType::kGCTypeIncrementalMarking {
            Self::IncrementalMarking
        } else if kind == v8::GCType::kGCTypeProcessWeakCallbacks {
            Self::ProcessWeakCallbacks
        } else {
            Self::Other
        }
    }
}

/// One collection: its kind, flags (`v8::GCCallbackFlags` bits) and when it ran.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GcEvent {
    pub kind: GcKind,
    pub flags: u32,
    #[serde(skip)]
    pub start: Instant,
    #[serde(skip)]
    pub end: Instant,
    /// The heap's used bytes before and after.
    pub used_before: usize,
    pub used_after: usize,
}

#[derive(Default)]
struct State {
    pending: Option<(Instant, usize)>,
    events: Vec<GcEvent>,
}

/// Records every GC of an isolate while installed; uninstalls itself on drop.
pub struct GcRecorder {
    state: Rc<RefCell<State>>,
    data: *mut c_void,
    isolate: *mut c_void,
    isolate_alive: Rc<std::cell::Cell<bool>>,
}

impl GcRecorder {
    pub fn install(isolate: &mut v8::Isolate) -> Self {
        let state = Rc::new(RefCell::new(State::default()));
        let data = Rc::into_raw(state.clone()) as *mut c_void;
        isolate.add_gc_prologue_callback(prologue, data, v8::GCType::kGCTypeAll);
        isolate.add_gc_epilogue_callback(epilogue, data, v8::GCType::kGCTypeAll);
        Self {
            state,
            data,
            isolate: super::raw_isolate(isolate),
            isolate_alive: super::isolate_liveness::liveness(isolate),
        }
    }

    /// Whether collections were recorded since the last `take`.
    pub fn has_events(&self) -> bool {
        !self.state.borrow().events.is_empty()
    }

    /// Takes the collections recorded since the last call.
    pub fn take(&self) -> Vec<GcEvent> {
        std::mem::take(&mut self.state.borrow_mut().events)
    }

    /// Stops recording. `isolate` must be the one it was installed on.
    pub fn uninstall(self, isolate: &mut v8::Isolate) {
        if super::raw_isolate(isolate) == self.isolate {
            isolate.remove_gc_prologue_callback(prologue, self.data);
            isolate.remove_gc_epilogue_callback(epilogue, self.data);
            // SAFETY: the reference `install` leaked for V8; V8 no longer holds it.
            drop(unsafe { Rc::from_raw(self.data as *const RefCell<State>) });
            std::mem::forget(self);
        }
    }
}

impl Drop for GcRecorder {
    fn drop(&mut self) {
        if !self.isolate_alive.get() {
            // SAFETY: the isolate is gone, so no callback can run; reclaim the reference.
            drop(unsafe { Rc::from_raw(self.data as *const RefCell<State>) });
        }
        // Otherwise the callbacks stay installed and keep their reference: V8 would
        // otherwise call into freed memory. Use `uninstall` to remove them.
    }
}

fn used_heap(isolate: v8::UnsafeRawIsolatePtr) -> usize {
    let mut isolate = isolate;
    // SAFETY: V8 passes the live isolate running the collection.
    let isolate = unsafe { v8::Isolate::ref_from_raw_isolate_ptr_mut(&mut isolate) };
    isolate.get_heap_statistics().used_heap_size()
}

unsafe extern "C" fn prologue(
    isolate: v8::UnsafeRawIsolatePtr,
    _kind: v8::GCType,
    _flags: v8::GCCallbackFlags,
    data: *mut c_void,
) {
    super::guard("GC prologue", || {
        // SAFETY: `data` is the `Rc<RefCell<State>>` leaked by `install`.
        let state = unsafe { &*(data as *const RefCell<State>) };
        let used = used_heap(isolate);
        state.borrow_mut().pending = Some((Instant::now(), used));
    })
}

unsafe extern "C" fn epilogue(
    isolate: v8::UnsafeRawIsolatePtr,
    kind: v8::GCType,
    flags: v8::GCCallbackFlags,
    data: *mut c_void,
) {
    super::guard("GC epilogue", || {
        // SAFETY: as in `prologue`.
        let state = unsafe { &*(data as *const RefCell<State>) };
        let used_after = used_heap(isolate);
        let end = Instant::now();
        let mut state = state.borrow_mut();
        let (start, used_before) = state.pending.take().unwrap_or((end, used_after));
        state.events.push(GcEvent {
            kind: GcKind::from_raw(kind),
            flags: flags.0,
            start,
            end,
            used_before,
            used_after,
        });
    })
}
