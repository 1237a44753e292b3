//! `Isolate::MeasureMemory`: per-realm heap sizes as V8 attributes them.
//!
//! V8 delivers the result in a task posted to the isolate's foreground task runner, so
//! `on_complete` runs only while the caller pumps `v8::Platform::pump_message_loop`.
//! With [`MeasureMemoryExecution::Default`] V8 waits for the next GC (or a GC task it posts
//! 10–20 s later); `Isolate::low_memory_notification` forces one.
use std::ffi::c_void;
use std::num::NonZeroU64;

use serde::{Deserialize, Serialize};

use super::ffi;

/// When V8 takes the measurement (`v8::MeasureMemoryExecution`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MeasureMemoryExecution {
    /// With the next garbage collection.
    Default,
    /// Starts a GC right away.
    Eager,
    /// Only with a GC that happens for other reasons.
    Lazy,
}

/// Which contexts to measure.
#[derive(Clone, Debug)]
pub enum ContextSelection {
    /// Every context that carries a realm id.
    AllRealms,
    /// The contexts of these realm ids.
    Realms(Vec<NonZeroU64>),
}

/// The bytes V8 attributed to one realm.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RealmBytes {
    pub realm_id: u64,
    pub bytes: usize,
}

/// A completed measurement (`v8::MeasureMemoryDelegate::Result`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryMeasurement {
    /// One entry per measured context that was not collected during the measurement.
    pub realms: Vec<RealmBytes>,
    /// Objects not attributed to any context (likely shared).
    pub unattributed_bytes: usize,
    /// Generated Wasm code (shared across contexts).
    pub wasm_code_bytes: usize,
    /// Wasm metadata other than code (shared across contexts).
    pub wasm_metadata_bytes: usize,
}

impl MemoryMeasurement {
    /// The bytes of one realm, if it was measured.
    pub fn bytes_of(&self, realm_id: NonZeroU64) -> Option<usize> {
        self.realms.iter().find(|r| r.realm_id == realm_id.get()).map(|r| r.bytes)
    }
}

type Completion = Option<Box<dyn FnOnce(MemoryMeasurement)>>;

/// Asks V8 to measure the selected contexts; `on_complete` runs in a platform task.
/// Returns `false` when V8 declined to start (then `on_complete` never runs).
pub fn measure_memory(
    isolate: &mut v8::Isolate,
    selection: &ContextSelection,
    execution: MeasureMemoryExecution,
    on_complete: impl FnOnce(MemoryMeasurement) + 'static,
) -> bool {
    let ids: Vec<u64> = match selection {
        ContextSelection::AllRealms => Vec::new(),
        ContextSelection::Realms(ids) => ids.iter().map(|id| id.get()).collect(),
    };
    let data: Box<Completion> = Box::new(Some(Box::new(on_complete)));
    let execution = match execution {
        MeasureMemoryExecution::Default => 0,
        MeasureMemoryExecution::Eager => 1,
        MeasureMemoryExecution::Lazy => 2,
    };
    // SAFETY: the delegate owns `data` and calls `drop_completion` exactly once.
    unsafe {
        ffi::fs_measure_memory(
            super::raw_isolate(isolate),
            ids.as_ptr(),
            ids.len(),
            matches!(selection, ContextSelection::AllRealms),
            execution,
            measurement_complete,
            drop_completion,
            Box::into_raw(data).cast::<c_void>(),
        )
    }
}

unsafe extern "C" fn measurement_complete(
    data: *mut c_void,
    realm_ids: *const u64,
    sizes: *const usize,
    count: usize,
    unattributed: usize,
    wasm_code: usize,
    wasm_metadata: usize,
) {
    super::guard("MeasureMemory completion", || {
        // SAFETY: `data` is the `Box<Completion>` made in `measure_memory`, still owned
        // by the delegate; the arrays hold `count` elements for this call's duration.
        let completion = unsafe { &mut *data.cast::<Completion>() };
        let (ids, sizes) = if count == 0 {
            (&[][..], &[][..])
        } else {
            unsafe {
                (std::slice::from_raw_parts(realm_ids, count), std::slice::from_raw_parts(sizes, count))
            }
        };
        let measurement = MemoryMeasurement {
            realms: ids.iter().zip(sizes).map(|(&realm_id, &bytes)| RealmBytes { realm_id, bytes }).collect(),
            unattributed_bytes: unattributed,
            wasm_code_bytes: wasm_code,
            wasm_metadata_bytes: wasm_metadata,
        };
        if let Some(callback) = completion.take() {
            callback(measurement);
        }
    })
}

unsafe extern "C" fn drop_completion(data: *mut c_void) {
    // SAFETY: called once, by the delegate's destructor (or on a refused start).
    super::guard("MeasureMemory delegate drop", || drop(unsafe { Box::from_raw(data.cast::<Completion>()) }));
}
