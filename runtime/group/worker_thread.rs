//! A worker's thread: its own group (an isolate whose one realm is the worker's global
//! scope: dedicated, shared or service), fed with its owner's messages, forwarding what
//! the owner must see. [HTML §10.2.4 Processing model](https://html.spec.whatwg.org/multipage/workers.html#worker-processing-model)
use std::cell::Cell;
use std::sync::mpsc;
use std::time::Duration;

use super::worker_devtools::WorkerDebugger;
use super::{BrowsingContextGroup, PageErrorKind, Step};
use crate::runtime::event_loop::Task;
use crate::runtime::realm::{RealmId, Scope};
use crate::runtime::script::UncaughtError;
use crate::runtime::web::js_self_profiling::embedder_profile;
use crate::runtime::web::performance::hr_time;
use crate::runtime::workers::{FromWorker, ToWorker, WorkerPort, WorkerSetup, WorkerThread};

/// The longest the worker's loop waits for a message before it looks at its flags again.
const POLL: Duration = Duration::from_millis(50);

/// What the worker has told its owner so far.
#[derive(Default)]
struct Forwarded {
    console: usize,
    errors: usize,
    dropped: usize,
    /// The version of the worker's timeline last sent.
    timeline_version: Option<f64>,
}

/// The worker thread ([`crate::runtime::workers::WorkerMain`]): load the script, then run
/// the loop, taking the owner's messages, until `close()`, `terminate()` or the deadline.
pub(super) fn worker_main(setup: WorkerSetup, thread: WorkerThread) {
    let deadline = setup.deadline;
    // (Its owner's cookie jar: a worker's requests send and set the same cookies.)
    let mut group = BrowsingContextGroup::sharing_storage(setup.hosts.in_worker(), setup.options);
    // HTML's dedicated and shared worker agents may block (Atomics.wait); a service
    // worker's, like a window's, may not.
    // https://html.spec.whatwg.org/multipage/webappapis.html#obtain-a-dedicated/shared-worker-agent
    let can_block = matches!(setup.kind, Scope::DedicatedWorkerGlobalScope | Scope::SharedWorkerGlobalScope);
    group.isolate_mut().set_allow_atomics_wait(can_block);
    thread.publish_isolate(Some(group.isolate_handle()));
    if let Some(deadline) = deadline {
        group.set_deadline(deadline);
    }
    *group.state().worker_port.borrow_mut() = Some(WorkerPort {
        outbox: thread.outbox.clone(),
        realm: Cell::new(None),
        closing: Cell::new(false),
        module: setup.module,
        site_for_cookies: setup.site_for_cookies.clone(),
        top_level_site: setup.top_level_site.clone(),
        credentials: setup.credentials,
    });
    let mut forwarded = Forwarded::default();
    // The script runs once the owner's task that made the worker has ended; terminate()
    // may have come before (or before the handle was published): then nothing runs.
    thread.wait_until_released();
    // A worker of a debugged page is a target (`framescope serve`), announced before its
    // script runs; its global scope is the target's context once it is made, before its
    // script is compiled.
    let debugger =
        if thread.is_terminated() { None } else { WorkerDebugger::start(&mut group, &setup, &thread) };
    if let Some(debugger) = &debugger {
        debugger.wait_for_debugger(&thread.terminated);
    }
    let realm = if thread.is_terminated() { None } else { group.load_worker(setup) };
    if let Some(debugger) = &debugger {
        debugger.script_ran();
    }
    while !thread.is_terminated() {
        if let Some(debugger) = &debugger
            && debugger.pump()
            && let Some(realm) = realm
        {
            // What a command ran may have settled promises (an awaited evaluation).
            group.microtask_checkpoint(realm);
        }
        if let Some(debugger) = &debugger {
            debugger.report_console(&mut group);
        }
        forward(&group, &thread, &mut forwarded);
        let closing = group.state().worker_port.borrow().as_ref().is_some_and(|p| p.closing.get());
        if closing || group.state().has_expired() {
            break;
        }
        // The owner dropped its side (`terminate()`, or the owner went away) and nothing
        // it sent is left to take.
        if !take_messages(&group, &thread) && !thread.messages_in_flight() {
            break;
        }
        match group.step(deadline) {
            Step::Ran => {}
            Step::Expired => break,
            Step::Idle { next_timer } => {
                if let Some(realm) = realm {
                    send_timeline(&mut group, &thread, realm, &mut forwarded);
                }
                if !wait_for_message(&group, &thread, next_timer) {
                    break;
                }
            }
        }
    }
    if let Some(realm) = realm
        && !thread.is_terminated()
        && !group.state().has_expired()
    {
        send_timeline(&mut group, &thread, realm, &mut forwarded);
    }
    forward(&group, &thread, &mut forwarded);
    if let Some(debugger) = debugger {
        debugger.end(&mut group);
    }
    let _ = thread.outbox.send(FromWorker::Closed);
    thread.publish_isolate(None);
}

/// Queues the owner's messages that have come as tasks; returns whether the owner's side
/// is still connected.
fn take_messages(group: &BrowsingContextGroup, thread: &WorkerThread) -> bool {
    loop {
        match thread.inbox.try_recv() {
            Ok(ToWorker::MeasureMemory { id, execution }) => {
                thread.set_busy();
                group.state().tasks.borrow_mut().push(Task::MeasureWorkerMemory { id, execution });
            }
            // (The loop handles the DevTools channel at its top.)
            Ok(ToWorker::Devtools) => {}
            Ok(inbound) => {
                thread.set_busy();
                thread.took_message();
                group.state().tasks.borrow_mut().push(Task::WorkerInbound(inbound));
            }
            Err(mpsc::TryRecvError::Empty) => return true,
            Err(mpsc::TryRecvError::Disconnected) => return false,
        }
    }
}

/// Waits (idle) for the owner's next message, or a DevTools session's wake-up, until the
/// next timer is due (at most [`POLL`]); returns false when the owner's side is gone.
fn wait_for_message(group: &BrowsingContextGroup, thread: &WorkerThread, next_timer: Option<f64>) -> bool {
    let state = group.state();
    // A memory measurement in flight arrives in platform tasks, and nested workers send
    // over their own channels: look at them often.
    let nested = state.workers.borrow().iter().any(|w| !w.closed);
    let poll = if group.awaits_platform() || nested { Duration::from_millis(1) } else { POLL };
    // Idle only when the nested workers are: until the earliest timer of all of them.
    let next_timer = next_timer.into_iter().chain(state.workers_next_timer()).min_by(f64::total_cmp);
    let wait = match next_timer {
        // On the virtual clock the owner moves time: look again soon.
        Some(_) if hr_time::is_virtual() => Duration::from_millis(1),
        Some(due) => hr_time::until(due).min(poll),
        None => poll,
    };
    // (A request in flight, runtime/web/fetch/in_parallel.rs, is platform work.)
    // Nested workers first, then their channels, as the page's loop does: what a nested
    // worker sent before it went idle is in its channel by then, and becomes a task here
    // rather than waiting behind this worker's "idle" (which would let the page end).
    let busy = state.workers_busy() || group.awaits_platform();
    if state.poll_workers() {
        return true;
    }
    if busy {
        thread.set_busy();
    } else {
        thread.set_idle(next_timer);
    }
    match thread.inbox.recv_timeout(wait) {
        Ok(ToWorker::MeasureMemory { id, execution }) => {
            thread.set_busy();
            group.state().tasks.borrow_mut().push(Task::MeasureWorkerMemory { id, execution });
            true
        }
        // A DevTools session's message: the loop handles it at its top.
        Ok(ToWorker::Devtools) => {
            thread.set_busy();
            true
        }
        Ok(inbound) => {
            // Busy before the message stops counting as in flight, so the owner never
            // sees "idle, nothing in flight" in between.
            thread.set_busy();
            thread.took_message();
            group.state().tasks.borrow_mut().push(Task::WorkerInbound(inbound));
            true
        }
        // Still idle: the timer that may now be due counts as busy by itself.
        Err(mpsc::RecvTimeoutError::Timeout) => true,
        Err(mpsc::RecvTimeoutError::Disconnected) => false,
    }
}

/// Sends the worker's timeline to the owner when it changed since it was last sent.
fn send_timeline(
    group: &mut BrowsingContextGroup,
    thread: &WorkerThread,
    realm: RealmId,
    forwarded: &mut Forwarded,
) {
    if let Some(timeline) = group.timeline(realm, forwarded.timeline_version) {
        forwarded.timeline_version = timeline.get("version").and_then(serde_json::Value::as_f64);
        let _ = thread.outbox.send(FromWorker::Timeline(timeline));
    }
}

/// Forwards the console messages, errors, dropped-message counts and profiler traces
/// recorded since the last call.
fn forward(group: &BrowsingContextGroup, thread: &WorkerThread, forwarded: &mut Forwarded) {
    let state = group.state();
    let console = state.console.messages_since(forwarded.console);
    for message in &console {
        let _ = thread.outbox.send(FromWorker::Console(message.level, message.text.clone()));
    }
    let errors = state.errors_since(forwarded.errors);
    let own = state.worker_port.borrow().as_ref().and_then(|port| port.realm.get());
    for error in &errors {
        let _ = thread.outbox.send(match error.kind {
            // A nested worker's failed load or heap limit went to its own Worker object
            // in this worker: not this worker's.
            PageErrorKind::Load | PageErrorKind::Memory if error.realm.is_some() && error.realm != own => {
                continue;
            }
            PageErrorKind::Load => FromWorker::LoadFailed(error.message.clone()),
            PageErrorKind::Memory => FromWorker::OutOfMemory(error.message.clone()),
            // An uncaught error (a nested worker's too, when its Worker object's listeners
            // did not cancel it) goes up to this worker's Worker object.
            PageErrorKind::Script => {
                FromWorker::Error(UncaughtError::new(error.message.clone(), error.position.clone(), None))
            }
        });
    }
    let dropped = state.console.dropped();
    if dropped > forwarded.dropped {
        let _ = thread.outbox.send(FromWorker::ConsoleDropped(dropped - forwarded.dropped));
    }
    if state.options.record_profiler_traces {
        for trace in embedder_profile::drain_stopped_traces(state) {
            let _ = thread.outbox.send(FromWorker::ForWebApis(Box::new(trace)));
        }
    }
    forwarded.console += console.len();
    forwarded.errors += errors.len();
    forwarded.dropped = dropped;
}
