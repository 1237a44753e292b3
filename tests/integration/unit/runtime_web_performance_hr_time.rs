//! Unit tests of `runtime::web::performance::hr_time` (runtime/web/performance/hr_time.rs).
use framescope::runtime::web::performance::hr_time::*;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

#[test]
fn moments_are_monotonic_whole_microseconds_on_the_unix_scale() {
    let a = now();
    let b = moment(Instant::now() + std::time::Duration::from_millis(3));
    assert!(b >= a + 3000.0, "{a} then {b}");
    assert_eq!(a.fract(), 0.0);
    let wall = SystemTime::now().duration_since(UNIX_EPOCH).expect("after 1970").as_micros() as f64;
    // The clock's Unix scale agrees with the wall clock (no adjustment during a test).
    assert!((unix_offset_us() + now() - wall).abs() < 1_000_000.0);
}
