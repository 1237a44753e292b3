//! The bridge's use of V8's internal API (`bindings/v8_internal.rs`) against real V8:
//! incremental marking is seen, started and finished, and an eager measurement prepared as
//! `performance.measureMemory()` prepares it attributes a realm's newest large array to it.
//! (The race that publishing pending allocations prevents — concurrent marking setting the
//! newest young large object aside — is timing-dependent and rarely shows here; the page
//! level accuracy test in `measure_memory.rs` failed about half its runs without it.)
use std::cell::RefCell;
use std::rc::Rc;

use framescope::bindings::measure_memory::{
    self, ContextSelection, MeasureMemoryExecution, MemoryMeasurement,
};
use framescope::bindings::v8_internal::{
    finish_major_marking, is_major_marking, publish_pending_allocations, start_major_marking,
};

use super::bridge::{RETAIN_10MB, eval, id, new_isolate, new_realm, pump_until};

#[test]
fn a_major_marking_is_seen_started_and_finished_when_incremental_marking_is_on() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let realm = new_realm(scope, 1, None);
    eval(scope, realm, RETAIN_10MB);
    scope.low_memory_notification();
    assert!(!is_major_marking(scope), "no marking right after a full collection");
    assert!(!finish_major_marking(scope), "nothing to finish");

    if !start_major_marking(scope) {
        // framescope turns incremental marking off (`--no-incremental-marking`,
        // `runtime/platform.rs`): V8 declines, and no marking is ever under way.
        assert!(!is_major_marking(scope));
        assert!(!finish_major_marking(scope));
        return;
    }
    assert!(is_major_marking(scope));
    assert!(start_major_marking(scope), "asking again keeps the one under way");
    assert!(finish_major_marking(scope), "the marking under way is finished");
    assert!(!is_major_marking(scope));
}

fn measured_eagerly(isolate: &mut v8::Isolate) -> MemoryMeasurement {
    let result: Rc<RefCell<Option<MemoryMeasurement>>> = Rc::default();
    let sink = result.clone();
    assert!(measure_memory::measure_memory(
        isolate,
        &ContextSelection::AllRealms,
        MeasureMemoryExecution::Eager,
        move |m| *sink.borrow_mut() = Some(m),
    ));
    pump_until(isolate, || result.borrow().is_some());
    result.borrow_mut().take().expect("the eager measurement completed")
}

#[test]
fn a_prepared_eager_measurement_counts_the_newest_large_array_and_a_marking_under_way() {
    let isolate = &mut new_isolate();
    v8::scope!(let scope, isolate);
    let busy = new_realm(scope, 1, None);
    let _idle = new_realm(scope, 2, None);
    eval(scope, busy, RETAIN_10MB);
    for round in 1..=6u32 {
        // A fresh 1 MiB array is the young large-object space's pending object.
        eval(scope, busy, "globalThis.retained.push(new Array(131072).fill(0.5)); 'ok'");
        // Every other round, a marking the page's allocation started is under way (when
        // incremental marking is on).
        let marking = round % 2 == 0 && start_major_marking(scope);
        // What `performance.measureMemory()` does before an eager measurement.
        assert_eq!(finish_major_marking(scope), marking);
        publish_pending_allocations(scope);
        let m = measured_eagerly(scope);
        let expected = 10 * 1024 * 1024 + round as usize * 1024 * 1024;
        let busy_bytes = m.bytes_of(id(1)).expect("realm 1 measured");
        assert!(
            busy_bytes >= expected,
            "round {round}: realm 1 retains at least {expected} bytes, got {m:?}"
        );
    }
}
