//! Calling into a realm's JavaScript (its hooks), and what follows every callback: the
//! microtask checkpoint, unhandled-rejection notifications, reporting exceptions.
//! [HTML §8.1.7 Event loops](https://html.spec.whatwg.org/multipage/webappapis.html#event-loops)
use std::rc::Rc;

use crate::bindings::{promise_rejections, realm as realm_ids};
use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::realm::RealmId;
use crate::runtime::script::{self, UncaughtError};

/// A task's run in `realm`: `run` in the realm's context (not once the run has expired or
/// the realm has gone, a removed frame's), its exception reported, then a microtask
/// checkpoint.
pub(crate) fn run_in_realm(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    realm: RealmId,
    run: impl FnOnce(&mut v8::PinScope<'_, '_>) -> Result<(), UncaughtError>,
) {
    if state.has_expired() || state.is_detached(realm) {
        return;
    }
    let Some(context) = state.context(scope, realm) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    if let Err(error) = run(scope) {
        report_exception(scope, state, realm, error);
    }
    checkpoint(scope, state);
}

/// Calls `steps` (a function of the platform's JavaScript) with no arguments.
pub(crate) fn call_steps(
    scope: &mut v8::PinScope<'_, '_>,
    steps: &v8::Global<v8::Function>,
) -> Result<(), UncaughtError> {
    let steps = v8::Local::new(scope, steps);
    v8::tc_scope!(let tc, scope);
    // (What the steps' page code throws is uncaught for V8's debugger.)
    crate::runtime::debugger_catch_prediction::verbose(tc);
    let undefined = v8::undefined(tc).into();
    steps.call(tc, undefined, &[]).map(|_| ()).ok_or_else(|| script::uncaught(tc))
}

/// HTML's "report the exception": an `error` event at the window, and a recorded error
/// unless a listener canceled the event.
pub fn report_exception(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    error: UncaughtError,
) {
    // A script stopped at the heap limit: no event (nothing more of the page runs), and
    // the memory error is recorded instead.
    if state.heap_limit.reached() {
        return;
    }
    // fireError(error, message, filename, lineno, colno) returns whether the event was
    // not canceled.
    // The thrown value (undefined when it is no longer known); a muted one is null, as HTML
    // says.
    let thrown = script::take_exception_value(scope, &error);
    let value = match thrown {
        _ if error.muted => v8::null(scope).into(),
        Some(value) => value,
        None => v8::undefined(scope).into(),
    };
    let mut args = vec![value];
    args.extend(error_event_args(scope, &error));
    // (As inside the script that threw: its error event's listeners see no microtask
    // checkpoint of their own — HTML reports it before cleaning up after running the
    // script, or inside a microtask checkpoint for a module's, which then returns at once.)
    let handled = state.inside_script(|| {
        state
            .hooks(realm)
            .and_then(|hooks| call_hook_with(scope, &hooks, Hook::FireError, &args))
            .is_some_and(|unhandled| unhandled.is_false())
    });
    if !handled {
        state.record_error(realm, error);
    }
}

/// [Perform a microtask checkpoint](https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint),
/// including step 4: rejected promises still without a handler are notified about in a
/// task queued now (so a handler added by a later script still counts).
pub fn checkpoint(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>) {
    // Past the heap limit, the page's microtasks do not run.
    if state.heap_limit.unwinding() {
        return;
    }
    // Inside a page script's call, the checkpoint waits for the script to return.
    if state.nested_in_script.get() > 0 {
        return;
    }
    scope.perform_microtask_checkpoint();
    let rejections = promise_rejections::take(scope);
    if !rejections.is_empty() {
        state.tasks.borrow_mut().push(Task::NotifyRejections(rejections));
    }
}

/// HostPromiseRejectionTracker's "handle" step 3, as the handler is added to an
/// outstanding rejected promise ([`promise_rejections::track`]): queue a global task
/// to fire rejectionhandled at the promise's global, with the promise and its reason.
pub fn rejection_handled(scope: &mut v8::PinScope, promise: v8::Local<v8::Promise>) {
    if let Some(state) = GroupState::of(scope) {
        queue_rejection_handled(scope, &state, promise);
    }
}

fn queue_rejection_handled(scope: &mut v8::PinScope, state: &Rc<GroupState>, local: v8::Local<v8::Promise>) {
    let Some(realm) = promise_realm(scope, state, local) else { return };
    let promise = v8::Global::new(scope, local);
    let group = state.clone();
    let fire = move |scope: &mut v8::PinScope<'_, '_>| {
        let promise = v8::Local::new(scope, &promise);
        let reason = promise.result(scope);
        if let Some(hooks) = group.hooks(realm) {
            call_hook_with(scope, &hooks, Hook::FireRejectionHandled, &[promise.into(), reason]);
        }
    };
    state.tasks.borrow_mut().push(Task::GlobalTask { realm, steps: GlobalSteps::Native(Box::new(fire)) });
}

/// [Notify about rejected promises](https://html.spec.whatwg.org/multipage/webappapis.html#notify-about-rejected-promises):
/// an `unhandledrejection` event at each promise's window, and a recorded error when no
/// listener canceled it.
pub(crate) fn notify_rejections(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    rejections: Vec<promise_rejections::Rejection>,
) {
    for rejection in rejections {
        let promise = v8::Local::new(scope, &rejection.promise);
        // Step 5.3.1. A promise handled in the meantime is not reported.
        if promise.has_handler() {
            continue;
        }
        let reason = v8::Local::new(scope, &rejection.reason);
        let Some(realm) = promise_realm(scope, state, promise) else { continue };
        let Some(context) = state.context(scope, realm).filter(|_| !state.is_detached(realm)) else {
            continue;
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        let unhandled = state
            .hooks(realm)
            .and_then(|hooks| {
                call_hook_with(scope, &hooks, Hook::FireUnhandledRejection, &[promise.into(), reason])
            })
            .is_none_or(|result| result.is_true());
        // 5.3.4. If p's [[PromiseIsHandled]] is false, append p to the outstanding
        //     rejected promises weak set.
        if !promise.has_handler() {
            promise_rejections::mark_outstanding(scope, promise);
        }
        if unhandled {
            let mut error = script::describe_exception(scope, reason);
            error.message = format!("(in promise) {}", error.message);
            state.record_error(realm, error);
        }
        checkpoint(scope, state);
    }
}

/// The realm a promise was created in.
fn promise_realm(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    promise: v8::Local<v8::Promise>,
) -> Option<RealmId> {
    // get_creation_context needs a context; any live realm's will do.
    let any = state.first_live_realm()?;
    let context = state.context(scope, any)?;
    let scope = &mut v8::ContextScope::new(scope, context);
    let creation = promise.get_creation_context(scope)?;
    realm_ids::realm_id(scope, creation)
}

/// Calls a realm's hook with `args` and returns its result; what it throws is reported as
/// a page error (and gives `None`). Past the deadline nothing is called: hooks run page
/// code (listeners, callbacks).
pub(crate) fn call_hook_with<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    hook: Hook,
    args: &[v8::Local<'s, v8::Value>],
) -> Option<v8::Local<'s, v8::Value>> {
    if GroupState::of(scope).is_some_and(|state| state.has_expired()) {
        return None;
    }
    call_platform_hook(scope, hooks, hook, args)
}

/// [`call_hook_with`] for a hook that runs no page code (a report's snapshot), which may
/// run after the deadline.
pub(crate) fn call_platform_hook<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    hook: Hook,
    args: &[v8::Local<'s, v8::Value>],
) -> Option<v8::Local<'s, v8::Value>> {
    // Past the heap limit, nothing more runs until the loop has regained control (the
    // report may then read timelines).
    if GroupState::of(scope).is_some_and(|state| state.heap_limit.unwinding()) {
        return None;
    }
    let function = hooks.get(scope, hook)?;
    let outcome = {
        v8::tc_scope!(let tc, scope);
        let undefined = v8::undefined(tc).into();
        function.call(tc, undefined, args).ok_or_else(|| script::uncaught(tc))
    };
    match outcome {
        Ok(value) => Some(value),
        Err(error) => {
            if let Some((state, realm)) = GroupState::current(scope) {
                state.record_error(realm, error);
            }
            None
        }
    }
}

/// An error's `message, filename, lineno, colno`, as `error` events carry them.
pub(crate) fn error_event_args<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    error: &UncaughtError,
) -> Vec<v8::Local<'s, v8::Value>> {
    // https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception step 5:
    // with muted errors, "Script error.", no URL, line and column 0.
    let (message, (file, line, column)) = match error.muted {
        true => ("Script error.", Default::default()),
        false => (error.message.as_str(), error.position.clone().unwrap_or_default()),
    };
    let text = |scope: &mut v8::PinScope<'s, '_>, s: &str| -> v8::Local<'s, v8::Value> {
        v8::String::new(scope, s).map_or_else(|| v8::String::empty(scope).into(), Into::into)
    };
    vec![
        text(scope, message),
        text(scope, &file),
        v8::Integer::new_from_unsigned(scope, line).into(),
        v8::Integer::new_from_unsigned(scope, column).into(),
    ]
}
