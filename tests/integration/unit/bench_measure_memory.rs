//! Unit tests of `bench::measure_memory` (src/bench/measure_memory.rs).
use framescope::bench::measure_memory::median;

#[test]
fn medians() {
    assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
    assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
    assert_eq!(median(&[]), 0.0);
}
