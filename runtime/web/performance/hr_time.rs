//! The clock behind `performance.now()`, `performance.timeOrigin` and `Event.timeStamp`.
//! [High Resolution Time §4 Time Concepts](https://w3c.github.io/hr-time/#sec-time-concepts)
//!
//! One monotonic clock serves the whole process, so the time origins of every realm and
//! of every worker (another thread) are moments on the same clock and compare directly,
//! as `timeOrigin` requires. Moments travel as whole microseconds since the clock's
//! start; JavaScript coarsens them ([`coarsen time`](https://w3c.github.io/hr-time/#dfn-coarsen-time))
//! to 100 µs, or 5 µs in a cross-origin isolated realm.
use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

struct Clock {
    start: Instant,
    /// The wall-clock time at `start`, in µs since the Unix epoch: the
    /// [estimated monotonic time of the Unix epoch](https://w3c.github.io/hr-time/#dfn-estimated-monotonic-time-of-the-unix-epoch)
    /// is `start` minus this.
    unix_start_us: f64,
}

fn clock() -> &'static Clock {
    static CLOCK: OnceLock<Clock> = OnceLock::new();
    CLOCK.get_or_init(|| {
        let unix = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_micros()).unwrap_or(0);
        Clock { start: Instant::now(), unix_start_us: unix as f64 }
    })
}

/// Moments start here, so that no moment is 0 (which JavaScript uses for "not yet").
const FIRST_MOMENT_US: f64 = 1_000_000.0;

/// A moment on the shared monotonic clock: whole µs since the clock started (plus
/// [`FIRST_MOMENT_US`]).
pub fn moment(at: Instant) -> f64 {
    at.saturating_duration_since(clock().start).as_micros() as f64 + FIRST_MOMENT_US
}

/// The [unsafe shared current time](https://w3c.github.io/hr-time/#dfn-unsafe-shared-current-time).
pub fn now() -> f64 {
    moment(Instant::now())
}

/// The Unix time (µs) of the clock's moment 0: `moment + this` is a moment's Unix time.
pub fn unix_offset_us() -> f64 {
    clock().unix_start_us - FIRST_MOMENT_US
}

/// `natives.clock()`: [`now`], for the realm's JavaScript to coarsen.
pub fn clock_native(
    _: &mut v8::PinScope,
    _: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_double(now());
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
