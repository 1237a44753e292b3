//! Performance violations, as Chrome's `PerformanceMonitor` reports them to a DevTools
//! client that asked (`Log.startViolationsReport`, `framescope serve`'s Log domain): a
//! user callback that ran longer than the client's threshold, `'setTimeout' handler took
//! 200ms`, with where the callback was defined.
//!
//! framescope times the callbacks its event loop calls itself: timers' handlers, which
//! Chromium 148 counts as recurring handlers (`setTimeout` and `setInterval` alike, past the
//! `recurringHandler` threshold; its `handler` threshold is for event listeners, which are
//! not timed here). The threshold is the thread's (a page's thread runs one browsing
//! context group); with none set, nothing is timed.
use std::cell::RefCell;
use std::time::{Duration, Instant, SystemTime};

/// The thresholds a client asked for (`None`: that violation is not reported).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Thresholds {
    pub recurring_handler: Option<Duration>,
}

/// A violation (a `recurringHandler` one): Chrome's text, how long the callback took, where
/// it was defined (its script's URL and 0-based line), and when it was noticed.
#[derive(Clone, Debug)]
pub struct Violation {
    pub text: String,
    pub took: Duration,
    pub url: String,
    pub line: Option<u32>,
    pub at: SystemTime,
}

thread_local! {
    static THRESHOLDS: RefCell<Option<Thresholds>> = const { RefCell::new(None) };
    static NOTICED: RefCell<Vec<Violation>> = const { RefCell::new(Vec::new()) };
}

/// Sets (or, with `None`, removes) this thread's thresholds.
pub fn set(thresholds: Option<Thresholds>) {
    THRESHOLDS.with(|slot| *slot.borrow_mut() = thresholds);
}

/// When a callback starts: the moment to time it from, if a threshold asks for it.
pub fn start() -> Option<Instant> {
    THRESHOLDS.with(|slot| slot.borrow().is_some()).then(Instant::now)
}

/// The handler of timer `name` (`setTimeout`, `setInterval`) that started at `started` has
/// returned: a violation when it took longer than the `recurringHandler` threshold.
/// `location` says where it was defined (its script's URL, empty for none, and line).
pub fn timer_ended(started: Option<Instant>, name: &str, location: impl FnOnce() -> (String, Option<u32>)) {
    let Some(started) = started else { return };
    let took = started.elapsed();
    let threshold = THRESHOLDS.with(|slot| slot.borrow().and_then(|t| t.recurring_handler));
    if threshold.is_none_or(|threshold| took <= threshold) {
        return;
    }
    let (url, line) = location();
    let text = format!("'{name}' handler took {}ms", took.as_millis());
    let violation = Violation { text, took, url, line, at: SystemTime::now() };
    NOTICED.with(|noticed| noticed.borrow_mut().push(violation));
}

/// The violations noticed since the last call.
pub fn take() -> Vec<Violation> {
    NOTICED.with(|noticed| std::mem::take(&mut *noticed.borrow_mut()))
}
