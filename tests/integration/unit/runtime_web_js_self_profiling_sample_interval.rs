//! Unit tests of `runtime::web::js_self_profiling::sample_interval` (runtime/web/js_self_profiling/sample_interval.rs).
use framescope::runtime::web::js_self_profiling::sample_interval::supported_interval_us;

#[test]
fn rounds_up_to_a_multiple_of_the_base() {
    assert_eq!(supported_interval_us(0.0, 10_000), 10_000);
    assert_eq!(supported_interval_us(1.0, 10_000), 10_000);
    assert_eq!(supported_interval_us(10.0, 10_000), 10_000);
    assert_eq!(supported_interval_us(10.001, 10_000), 20_000);
    assert_eq!(supported_interval_us(25.0, 10_000), 30_000);
    assert_eq!(supported_interval_us(0.1, 100), 100);
    assert_eq!(supported_interval_us(0.15, 100), 200);
    assert_eq!(supported_interval_us(0.3, 100), 300);
    assert_eq!(supported_interval_us(1e300, 10_000), 2_147_480_000);
}
