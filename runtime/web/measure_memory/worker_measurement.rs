//! A dedicated worker's part of its owner's measurement: the worker is an isolate of its
//! own, so its thread measures it and sends the bytes back, and the owner combines them
//! into its result (an entry with the worker's url, scope `DedicatedWorkerGlobalScope` and
//! its owner's container, or in its owner's cross-origin aggregated entry).
//! [§1.1](https://wicg.github.io/performance-measure-memory/#examples): "For a page that
//! spawns a web worker the result includes the URL of the worker."
use std::rc::{Rc, Weak};

use crate::bindings::measure_memory::{ContextSelection, MeasureMemoryExecution, measure_memory};
use crate::runtime::group::GroupState;
use crate::runtime::workers::FromWorker;

/// In the worker's thread: measures the worker's isolate (all of it: the worker's realm,
/// and what V8 attributes to no context, which is the worker's too) with the owner's
/// `execution`, and sends `FromWorker::Memory` when V8 has answered. The worker's loop
/// counts it as work in flight meanwhile.
pub fn measure_worker(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    id: u64,
    execution: MeasureMemoryExecution,
) {
    state.pending_platform_work.set(state.pending_platform_work.get() + 1);
    let weak: Weak<GroupState> = Rc::downgrade(state);
    let started = measure_memory(scope, &ContextSelection::AllRealms, execution, move |result| {
        let bytes = result.realms.iter().map(|r| r.bytes).sum::<usize>()
            + result.unattributed_bytes
            + result.wasm_code_bytes
            + result.wasm_metadata_bytes;
        if let Some(state) = weak.upgrade() {
            answer(&state, id, bytes as u64);
        }
    });
    if !started {
        answer(state, id, 0);
    }
}

fn answer(state: &GroupState, id: u64, bytes: u64) {
    state.pending_platform_work.set(state.pending_platform_work.get().saturating_sub(1));
    if let Some(port) = state.worker_port.borrow().as_ref() {
        let _ = port.outbox.send(FromWorker::Memory { id, bytes });
    }
}
