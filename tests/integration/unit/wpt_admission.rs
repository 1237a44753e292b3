//! Unit tests of `wpt::admission` (src/wpt/admission.rs).
use framescope::wpt::admission::*;

#[test]
fn the_aggregate_cpu_line_gives_idle_and_total() {
    let text = "cpu  100 5 50 800 20 1 2 3 0 0\ncpu0 50 2 25 400 10 0 1 1 0 0\nintr 1\n";
    assert_eq!(parse_proc_stat(text), Some(CpuTimes { idle: 820, total: 981 }));
    assert_eq!(parse_proc_stat("intr 1\n"), None);
    assert_eq!(parse_proc_stat("cpu  1 2 x 4 5\n"), None);
}

#[test]
fn the_limit_grows_while_idle_and_falls_back_to_jobs_when_busy() {
    let mut admission = Admission::new(4, 6);
    let at = |idle, total| CpuTimes { idle, total };
    // Half idle: one more each tick, up to `most`.
    admission.adjust(at(0, 0), at(50, 100));
    admission.adjust(at(50, 100), at(100, 200));
    admission.adjust(at(100, 200), at(150, 300));
    assert_eq!(admission.limit(), 6);
    // Between the thresholds: unchanged.
    admission.adjust(at(150, 300), at(160, 400));
    assert_eq!(admission.limit(), 6);
    // Busy: one fewer each tick, never under `jobs`.
    for _ in 0..5 {
        admission.adjust(at(0, 0), at(1, 100));
    }
    assert_eq!(admission.limit(), 4);
    assert!(!Admission::new(4, 2).adaptive());
    assert_eq!(Admission::new(0, 0).limit(), 1);
}
