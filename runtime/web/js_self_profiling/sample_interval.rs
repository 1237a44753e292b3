//! The sample intervals a profiling session supports: whole multiples of a base interval
//! (10 ms by default, as Chrome; `framescope run --profiler-base-interval`). A requested
//! interval is rounded up to the next supported one and 0 becomes the base interval, as
//! Chrome does and the tests check (the seed spec's "next lowest interval supported by the
//! UA" predates that). `Profiler.sampleInterval` reports the interval used.
//! [The profile() method, step 3.2](https://wicg.github.io/js-self-profiling/#the-profiler-interface)

/// The longest interval a session samples at, in µs (V8 takes an `int` of µs).
const MAX_INTERVAL_US: u64 = i32::MAX as u64;

/// The interval (µs) a session samples at when `requested_ms` (≥ 0, finite) is asked for,
/// with a base interval of `base_us` µs.
pub fn supported_interval_us(requested_ms: f64, base_us: u32) -> u32 {
    let base = u64::from(base_us.max(1));
    let largest = MAX_INTERVAL_US / base * base;
    if requested_ms.is_nan() || requested_ms <= 0.0 {
        return base as u32;
    }
    // The requested interval in µs, rounded to the ns so that 10 ms is 10 000 µs exactly.
    let requested_us = (requested_ms * 1_000_000.0).round() / 1000.0;
    let multiples = (requested_us / base as f64).ceil();
    if multiples >= (largest / base) as f64 {
        return largest as u32;
    }
    ((multiples as u64).max(1) * base) as u32
}
