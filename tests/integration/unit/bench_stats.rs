//! Unit tests of `bench::stats` (src/bench/stats.rs).
use framescope::bench::stats::*;

#[test]
fn median_and_its_interval() {
    assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
    assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
    let runs: Vec<f64> = (1..=20).map(f64::from).collect();
    let [low, high] = median_ci95(&runs);
    assert!(low < median(&runs) && median(&runs) < high && low >= 1.0 && high <= 20.0);
    assert_eq!(median_ci95(&[5.0]), [5.0, 5.0]);
}
