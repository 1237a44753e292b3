//! The clock behind `performance.now()`, `performance.timeOrigin` and `Event.timeStamp`.
//! [High Resolution Time §4 Time Concepts](https://w3c.github.io/hr-time/#sec-time-concepts)
//!
//! One monotonic clock serves the whole process, so the time origins of every realm and
//! of every worker (another thread) are moments on the same clock and compare directly,
//! as `timeOrigin` requires. Moments travel as whole microseconds since the clock's
//! start; JavaScript coarsens them ([`coarsen time`](https://w3c.github.io/hr-time/#dfn-coarsen-time))
//! to 100 µs, or 5 µs in a cross-origin isolated realm.
//!
//! A process may run on a [virtual clock](start_virtual_clock) instead (`framescope run
//! --virtual-time`): time then stands still while the page works, and the event loops move
//! it forward to the next timer once everything is idle ([`advance_to`]).
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

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
    match VIRTUAL.get() {
        Some(virtual_clock) => f64::from_bits(virtual_clock.now.load(Ordering::SeqCst)),
        None => moment(Instant::now()),
    }
}

/// The Unix time (µs) of the clock's moment 0: `moment + this` is a moment's Unix time.
pub fn unix_offset_us() -> f64 {
    match VIRTUAL.get() {
        Some(virtual_clock) => virtual_clock.unix_start_us - FIRST_MOMENT_US,
        None => clock().unix_start_us - FIRST_MOMENT_US,
    }
}

/// How long, on the real clock, until `moment` (zero if it has come). (On the virtual
/// clock no one waits for a moment: time moves only by [`advance_to`].)
pub fn until(moment: f64) -> Duration {
    Duration::from_secs_f64(((moment - now()) / 1e6).max(0.0))
}

/// The process's virtual clock: where it stands, and where its budget ends.
struct VirtualClock {
    /// The current moment (the bits of an `f64`): it only moves forward.
    now: AtomicU64,
    /// The Unix time (µs) of the first moment.
    unix_start_us: f64,
    /// The last moment the clock may reach.
    end: f64,
}

static VIRTUAL: OnceLock<VirtualClock> = OnceLock::new();

/// Runs the whole process on a virtual clock from now on: it starts at the Unix time
/// `unix_start_ms` and may advance `budget_ms` in all. Returns false if it was already
/// started. Call it before any realm exists: moments already handed out were real ones.
pub fn start_virtual_clock(unix_start_ms: f64, budget_ms: f64) -> bool {
    let clock = VirtualClock {
        now: AtomicU64::new(FIRST_MOMENT_US.to_bits()),
        unix_start_us: unix_start_ms * 1000.0,
        end: FIRST_MOMENT_US + budget_ms * 1000.0,
    };
    VIRTUAL.set(clock).is_ok()
}

/// How far the virtual clock has advanced (ms), if the process runs on one.
pub fn virtual_elapsed_ms() -> Option<f64> {
    is_virtual().then(|| (now() - FIRST_MOMENT_US) / 1000.0)
}

/// Whether the process runs on the virtual clock.
pub fn is_virtual() -> bool {
    VIRTUAL.get().is_some()
}

/// Moves the virtual clock forward to `moment` (never back). Returns false, leaving the
/// clock where it is, when `moment` lies beyond the clock's budget — or when the process
/// runs on the real clock.
pub fn advance_to(moment: f64) -> bool {
    let Some(clock) = VIRTUAL.get() else { return false };
    if moment > clock.end {
        return false;
    }
    let _ = clock.now.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |bits| {
        (moment > f64::from_bits(bits)).then_some(moment.to_bits())
    });
    true
}

/// `natives.clock()`: [`now`], for the realm's JavaScript to coarsen.
pub fn clock_native(
    _: &mut v8::PinScope,
    _: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_double(now());
}
