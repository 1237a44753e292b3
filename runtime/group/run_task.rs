//! What each task of the group's event loop does, and running a due timer: the loop's
//! dispatch, which calls into every area (navigation, messaging, workers, performance).
//! [HTML §8.1.7.3 Processing model](https://html.spec.whatwg.org/multipage/webappapis.html#event-loop-processing-model)
use std::rc::Rc;

use super::GroupState;
use crate::runtime::event_loop::callbacks::{
    call_hook_with, call_steps, checkpoint, notify_rejections, report_exception, run_in_realm,
};
use crate::runtime::event_loop::{DueTimer, GlobalSteps, Task, TimerHandler};
use crate::runtime::hooks::Hook;
use crate::runtime::navigation::{fire_load, navigate_queued};
use crate::runtime::script::{self, ScriptSource};
use crate::runtime::violations::{self, Kind};
use crate::runtime::web::html::workers::{deliver_to_worker_global, worker_event};
use crate::runtime::web::html::{dynamic_import, scripting};
use crate::runtime::web::messaging::{message_ports, post_message};
use crate::runtime::web::{js_self_profiling, measure_memory, performance};

/// Runs one task of the group's event loop.
fn run_task(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, task: Task) {
    match task {
        Task::Navigate(ticket, navigation) => navigate_queued(scope, state, ticket, navigation),
        Task::DomContentLoaded(id) => {
            if let Some(realm) = state.realm(id) {
                realm.update_load(|l| l.content_loaded = true);
            }
            if let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id))
                && !state.is_detached(id)
            {
                let scope = &mut v8::ContextScope::new(scope, context);
                call_hook_with(scope, &hooks, Hook::FireDomContentLoaded, &[]);
                checkpoint(scope, state);
            }
        }
        Task::FireLoad(id) => fire_load(scope, state, id),
        Task::PostMessage(message) => post_message::deliver(scope, state, message),
        Task::NotifyRejections(rejections) => notify_rejections(scope, state, rejections),
        Task::PortMessage { port, message } => message_ports::deliver(scope, state, port, message),
        Task::WorkerInbound(bytes) => deliver_to_worker_global(scope, state, bytes),
        Task::WorkerEvent { worker, event } => worker_event(scope, state, worker, event),
        Task::PerformanceObserver(realm) => performance::observer_task(scope, state, realm),
        Task::MemoryMeasured(id) => measure_memory::top_level::resolve(scope, state, id),
        Task::MeasureWorkerMemory { id, execution } => {
            measure_memory::worker_measurement::measure_worker(scope, state, id, execution)
        }
        Task::ProfilerBufferFull(id) => js_self_profiling::profiling_session::buffer_full(scope, state, id),
        Task::RunInsertedScript(script) => scripting::run_inserted_script(scope, state, script),
        Task::DynamicImport(import) => dynamic_import::run_dynamic_import(scope, state, import),
        Task::GlobalTask { realm, steps: GlobalSteps::Script(steps) } => {
            run_in_realm(scope, state, realm, |scope| call_steps(scope, &steps))
        }
        Task::GlobalTask { realm, steps: GlobalSteps::Native(run) } => {
            run_in_realm(scope, state, realm, |scope| {
                run(scope);
                Ok(())
            })
        }
    }
}

/// One turn's task: a due timer or the next queued task (they take turns, so neither
/// starves the other: a flood of messages must not hold back a `setTimeout(0)`). Returns
/// whether something ran.
pub(crate) fn run_next(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>) -> bool {
    let timer_turn = state.timer_turn.get();
    for run_timer_now in [timer_turn, !timer_turn] {
        if run_timer_now {
            let due = state.timers.borrow_mut().take_due(crate::runtime::web::performance::hr_time::now());
            if let Some(timer) = due {
                state.timer_turn.set(false);
                run_timer(scope, state, timer);
                return true;
            }
        } else if let Some(task) = state.next_task() {
            state.timer_turn.set(true);
            run_task(scope, state, task);
            return true;
        }
    }
    false
}

/// Runs a due timer's handler in its realm ([timer initialization steps], step 8).
fn run_timer(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, timer: DueTimer) {
    let DueTimer { id, realm, handler, args, nesting } = timer;
    if state.has_expired() {
        return;
    }
    let Some(context) = state.context(scope, realm).filter(|_| !state.is_detached(realm)) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let previous = std::mem::replace(&mut state.timers.borrow_mut().current_nesting, nesting);
    // (A DevTools client may time it, unless it is the platform's own, such as the
    // rendering update that runs animation frame callbacks: `runtime/violations.rs`.)
    // (Its name: an interval is still active while its handler runs.)
    let started = violations::start(Kind::RecurringHandler, || {
        if let TimerHandler::Function(function) = &handler {
            let function = v8::Local::new(scope, function);
            if crate::runtime::script::is_platform_script(&violations::location_of(scope, function).0) {
                return None;
            }
        }
        let interval = state.timers.borrow().is_active(id);
        Some(if interval { "setInterval" } else { "setTimeout" }.to_string())
    });
    let result = match handler {
        TimerHandler::Function(function) => {
            let function = v8::Local::new(scope, function);
            let args: Vec<v8::Local<v8::Value>> = args.iter().map(|a| v8::Local::new(scope, a)).collect();
            let this = context.global(scope).into();
            v8::tc_scope!(let tc, scope);
            // (What the handler throws is uncaught for V8's debugger, as in Chrome.)
            crate::runtime::debugger_catch_prediction::verbose(tc);
            let result = match function.call(tc, this, &args) {
                Some(_) => Ok(()),
                None => Err(script::uncaught(tc)),
            };
            started.ended(|| violations::location_of(tc, function));
            result
        }
        TimerHandler::Source(text, initiating, fetch_options) => {
            let info = state.info(realm);
            let url = info.as_ref().map(|i| i.url.to_string()).unwrap_or_default();
            let base = initiating
                .or_else(|| info.as_ref().map(|info| state.document_base_url(scope, info).to_string()));
            let source = ScriptSource {
                text: &text,
                name: &url,
                shared_cross_origin: true,
                base: base.as_deref(),
                fetch_options,
                ..Default::default()
            };
            let result = script::evaluate(scope, realm, &source).map(|_| ());
            started.ended(|| (url, None));
            result
        }
    };
    if let Err(error) = result {
        report_exception(scope, state, realm, error);
    }
    state.timers.borrow_mut().current_nesting = previous;
    checkpoint(scope, state);
}
