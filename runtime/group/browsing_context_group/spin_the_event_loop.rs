//! [Spin the event loop](https://html.spec.whatwg.org/multipage/webappapis.html#spin-the-event-loop)
//! while a fetch runs in parallel: the algorithm that waits (the HTML parser for its
//! parser-blocking script) stays on the stack, and the group's event loop goes on running
//! its other tasks and timers — other frames' too — until the awaited condition holds.
use std::rc::Rc;
use std::time::Duration;

use super::super::GroupState;
use super::super::run_task::run_next;
use crate::runtime::platform::pump_platform;

/// The page model's upcall ([`super::super::upcalls::SpinTheEventLoop`]): runs the event
/// loop's turns until `done` (checked before each turn) holds, or the run is over (its
/// deadline, an interrupt, the heap limit), which the caller sees by itself.
///
/// 1. (The task that spins is the caller's; it resumes when this returns.)
/// 2. Wait until the condition goal is met: meanwhile each turn pumps the platform, hears
///    from workers and from requests in parallel (and a client that intercepts them), and
///    runs one due timer or queued task
///    (HTML's event loop processing model, steps 1–2), or sleeps briefly when nothing is
///    runnable.
pub(crate) fn spin_the_event_loop(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    done: &dyn Fn() -> bool,
) {
    loop {
        if done() || state.has_expired() {
            return;
        }
        pump_platform(scope);
        super::release_starting_workers(state);
        super::discard_closed_windows(state);
        state.poll_workers();
        crate::runtime::web::fetch::in_parallel::poll(state);
        crate::runtime::navigation::navigation_fetch::poll(scope, state);
        // (A client that intercepts requests answers meanwhile: the awaited one's too.)
        crate::runtime::loader::request_interception::while_waiting();
        if done() {
            return;
        }
        let ran = {
            v8::scope!(let scope, scope);
            run_next(scope, state)
        };
        if !ran {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
