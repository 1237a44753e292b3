//! Performance violations, as Chrome's `PerformanceMonitor` reports them to a DevTools
//! client that asked (`Log.startViolationsReport`, `framescope serve`'s Log domain): a
//! user callback that ran longer than the client's threshold, `'setTimeout' handler took
//! 200ms`, with where the callback was defined.
//!
//! framescope times the page's callbacks its event loop and its platform call (never the
//! platform's own): timers' handlers (`setTimeout` and `setInterval` alike) and animation
//! frame callbacks (`'requestAnimationFrame' handler took 81ms`), which Chromium 148 counts
//! as recurring handlers, past the `recurringHandler` threshold, and event listeners
//! (`'click' handler took 120ms`, by the event's type), past the `handler` one. A callback
//! that runs inside another (a listener a timer's handler dispatches to) is reported as
//! Chromium 148 reports it: under the outermost callback's name and kind, with its own time
//! and place (`'setTimeout' handler took 120ms` at the listener's line). The thresholds are
//! the thread's (a page's thread runs one browsing context group); with none set, nothing
//! is timed.
use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant, SystemTime};

use crate::runtime::noticed::Noticed;

/// The thresholds a client asked for (`None`: that violation is not reported).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Thresholds {
    pub handler: Option<Duration>,
    pub recurring_handler: Option<Duration>,
}

impl Thresholds {
    /// The threshold of `kind`.
    pub fn of(&self, kind: Kind) -> Option<Duration> {
        match kind {
            Kind::Handler => self.handler,
            Kind::RecurringHandler => self.recurring_handler,
        }
    }
}

/// The kinds of violation framescope notices (Chrome's `Log.Violation` names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An event listener (`handler`).
    Handler,
    /// A timer's handler or an animation frame callback (`recurringHandler`).
    RecurringHandler,
}

/// A violation: its kind, Chrome's text, how long the callback took, where it was defined
/// (its script's URL and 0-based line), and when it was noticed.
#[derive(Clone, Debug)]
pub struct Violation {
    pub kind: Kind,
    pub text: String,
    pub took: Duration,
    pub url: String,
    pub line: Option<u32>,
    pub at: SystemTime,
}

thread_local! {
    static THRESHOLDS: RefCell<Option<Thresholds>> = const { RefCell::new(None) };
    /// Listened to while thresholds are set.
    static NOTICED: Noticed<Violation> = const { Noticed::new() };
    /// How many timed callbacks are under way on this thread.
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    /// The outermost one's kind and name.
    static OUTERMOST: RefCell<Option<(Kind, String)>> = const { RefCell::new(None) };
}

/// Sets (or, with `None`, removes) this thread's thresholds.
/// (Without, what was noticed is dropped: no client is told a violation past no threshold.)
pub fn set(thresholds: Option<Thresholds>) {
    NOTICED.with(|noticed| noticed.set_listening(thresholds.is_some()));
    THRESHOLDS.with(|slot| *slot.borrow_mut() = thresholds);
}

/// A page's callback under way ([`start`]).
#[must_use]
pub struct UserCallback {
    /// When it started, if it is timed.
    started: Option<Instant>,
}

/// When a callback of `kind` starts: timed while a threshold is set, unless `name` (asked
/// then) gives `None`, a callback of the platform's own; else its name (the timer's, or
/// the event's type), which it is reported under if it is the outermost.
pub fn start(kind: Kind, name: impl FnOnce() -> Option<String>) -> UserCallback {
    let watched = THRESHOLDS.with(|slot| slot.borrow().is_some());
    let Some(name) = watched.then(name).flatten() else { return UserCallback { started: None } };
    if DEPTH.with(|depth| depth.replace(depth.get() + 1)) == 0 {
        OUTERMOST.with(|outermost| *outermost.borrow_mut() = Some((kind, name)));
    }
    UserCallback { started: Some(Instant::now()) }
}

impl UserCallback {
    /// The callback returned: a violation when it took longer than the threshold of the
    /// outermost callback's kind, `'NAME' handler took Nms` (NAME: the outermost's), where
    /// `location` says it was defined (its script's URL, empty for none, and line).
    pub fn ended(self, location: impl FnOnce() -> (String, Option<u32>)) {
        let Some(started) = self.started else { return };
        let took = started.elapsed();
        let last = DEPTH.with(|depth| {
            depth.set(depth.get().saturating_sub(1));
            depth.get() == 0
        });
        let outermost = OUTERMOST.with(|outermost| match last {
            true => outermost.borrow_mut().take(),
            false => outermost.borrow().clone(),
        });
        let Some((kind, name)) = outermost else { return };
        let threshold = THRESHOLDS.with(|slot| slot.borrow().and_then(|t| t.of(kind)));
        if threshold.is_none_or(|threshold| took <= threshold) {
            return;
        }
        let (url, line) = location();
        let text = format!("'{name}' handler took {}ms", took.as_millis());
        let violation = Violation { kind, text, took, url, line, at: SystemTime::now() };
        NOTICED.with(|noticed| noticed.notice(violation));
    }
}

/// The violations noticed since the last call.
pub fn take() -> Vec<Violation> {
    NOTICED.with(Noticed::take)
}

/// Where `function` was defined: its script's URL (empty for none) and 0-based line.
pub fn location_of(scope: &mut v8::PinScope, function: v8::Local<v8::Function>) -> (String, Option<u32>) {
    let origin = function.get_script_origin(scope);
    let url = origin.resource_name().map(|name| name.to_rust_string_lossy(scope)).unwrap_or_default();
    (url, function.get_script_line_number())
}
