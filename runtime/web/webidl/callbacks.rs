//! Calling a page's callback in its own realm.
//!
//! [Web IDL §3.12](https://webidl.spec.whatwg.org/#call-a-user-objects-operation): to call a
//! user object's operation (an `EventListener`'s `handleEvent`) or invoke a callback
//! function, the platform "prepares to run script" with the callback's realm, so what
//! goes wrong in the call itself — `handleEvent` missing or not callable, a revoked proxy
//! — is a TypeError of that realm, not of the realm whose platform code dispatches. V8
//! makes such errors in the context it is running in, so the call is made with the
//! callback's context entered.
use crate::runtime::violations::{self, Kind};
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The natives of callbacks.
pub fn natives() -> Vec<Native> {
    vec![
        ("callUserObject", v8::MapFnTo::map_fn_to(call_user_object)),
        ("callReporting", v8::MapFnTo::map_fn_to(call_reporting)),
        ("callCatching", v8::MapFnTo::map_fn_to(call_catching)),
    ]
}

/// `natives.callUserObject(realmGlobal, callback, thisArg, argument, operation)`: calls
/// `callback` (a function, called with `thisArg`) or its `operation` (`handleEvent` when
/// not given; called with the callback as this) with `argument`, with the realm of
/// `realmGlobal` (the global of the callback's realm, as `lib.realmOfObject` found it; the
/// caller's when undefined) entered. Its result, or the exception it throws.
fn call_user_object<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let context = callback_context(scope, args.get(0));
    let scope = &mut v8::ContextScope::new(scope, context);
    if let Some(result) = call(scope, &args) {
        rv.set(result);
    }
}

/// `natives.callReporting(realmGlobal, callback, thisArg, argument, report)`:
/// `callUserObject`'s call (its `operation` `handleEvent`), and what it throws — the call
/// itself failing too (no `handleEvent`) — is given to `report` (the realm's "report the
/// exception") rather than thrown: the platform's dispatch of an event calls a listener
/// so ([inner invoke](https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke)
/// step 10, "report the exception"). The catch is a verbose `TryCatch`, which V8's
/// debugger does not count as catching, and no `catch` of the platform's JavaScript:
/// "pause on uncaught exceptions" stops at the listener's throw, as in Chrome
/// (`runtime/debugger_catch_prediction.rs`). A DevTools client may time the listener, as
/// Chrome's `handler` violation (`runtime/violations.rs`). Returns undefined.
fn call_reporting<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let listener = v8::Local::<v8::Function>::try_from(args.get(1)).ok();
    let timed = violations::start(Kind::Handler, || {
        let platform = listener.is_some_and(|f| {
            crate::runtime::script::is_platform_script(&violations::location_of(scope, f).0)
        });
        (!platform).then(|| event_type(scope, args.get(3)))
    });
    let thrown = {
        let context = callback_context(scope, args.get(0));
        let scope = &mut v8::ContextScope::new(scope, context);
        v8::tc_scope!(let tc, scope);
        crate::runtime::debugger_catch_prediction::verbose(tc);
        // (A terminated run goes on unwinding: the TryCatch passes it on.)
        let failed = call(tc, &args).is_none() && !tc.has_terminated() && tc.can_continue();
        failed.then(|| tc.exception().map(|exception| v8::Global::new(tc, exception))).flatten()
    };
    timed.ended(|| listener.map_or((String::new(), None), |f| violations::location_of(scope, f)));
    let (Some(thrown), Ok(report)) = (thrown, v8::Local::<v8::Function>::try_from(args.get(4))) else {
        return;
    };
    let thrown = v8::Local::new(scope, &thrown);
    let undefined = v8::undefined(scope).into();
    // (What the report throws goes to the platform's caller, as from its own catch.)
    report.call(scope, undefined, &[thrown]);
}

/// `natives.callCatching(callback, thisArg, args, construct)`: [invokes a callback
/// function](https://webidl.spec.whatwg.org/#invoke-a-callback-function) — calls
/// `callback` with `thisArg` and the array `args`, or constructs it with them when
/// `construct` is true — and catches what it throws with a verbose `TryCatch`, so that
/// V8's debugger sees the exception as uncaught and "pause on uncaught exceptions" stops
/// at the throw, as in Chrome (`runtime/debugger_catch_prediction.rs`): the platform's
/// scripts call a page's animation frame callbacks, observers' callbacks and custom
/// element reactions and constructors so, with no `catch` of their own on the stack.
/// Returns `[true, result]`, or `[false, exception]` for the caller to report. With a fifth
/// argument, a name (`"requestAnimationFrame"`), a DevTools client may time the callback as
/// Chrome's `recurringHandler` violation of that name (`runtime/violations.rs`).
fn call_catching<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(callback) = v8::Local::<v8::Function>::try_from(args.get(0)) else {
        WebError::Type("The callback is not a function".into()).throw(scope);
        return;
    };
    let arguments: Vec<v8::Local<v8::Value>> = match v8::Local::<v8::Array>::try_from(args.get(2)) {
        Ok(list) => (0..list.length()).filter_map(|i| list.get_index(scope, i)).collect(),
        Err(_) => Vec::new(),
    };
    let (this, construct) = (args.get(1), args.get(3).is_true());
    let name = args.get(4);
    let timed = violations::start(Kind::RecurringHandler, || {
        name.is_string().then(|| name.to_rust_string_lossy(scope))
    });
    let outcome = {
        v8::tc_scope!(let tc, scope);
        crate::runtime::debugger_catch_prediction::verbose(tc);
        let result = if construct {
            callback.new_instance(tc, &arguments).map(Into::into)
        } else {
            callback.call(tc, this, &arguments)
        };
        match result {
            Some(result) => Some((true, v8::Global::new(tc, result))),
            // (A terminated run goes on unwinding: the TryCatch passes it on.)
            None if tc.has_terminated() || !tc.can_continue() => None,
            None => tc.exception().map(|exception| (false, v8::Global::new(tc, exception))),
        }
    };
    timed.ended(|| violations::location_of(scope, callback));
    let Some((returned, value)) = outcome else {
        return;
    };
    let value = v8::Local::new(scope, &value);
    let returned = v8::Boolean::new(scope, returned).into();
    rv.set(v8::Array::new_with_elements(scope, &[returned, value]).into());
}

/// The `type` of `event` (an event the platform dispatches), empty if reading it fails.
fn event_type(scope: &mut v8::PinScope, event: v8::Local<v8::Value>) -> String {
    v8::tc_scope!(let tc, scope);
    let kind = v8::String::new(tc, "type")
        .zip(event.to_object(tc))
        .and_then(|(key, event)| event.get(tc, key.into()));
    kind.map(|kind| kind.to_rust_string_lossy(tc)).unwrap_or_default()
}

/// The context of the realm whose global is `global`; the current one when it is none.
fn callback_context<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    global: v8::Local<'s, v8::Value>,
) -> v8::Local<'s, v8::Context> {
    v8::Local::<v8::Object>::try_from(global)
        .ok()
        .and_then(|global| global.get_creation_context(scope))
        .unwrap_or_else(|| scope.get_current_context())
}

/// Calls `args`' callback (1) with this (2) and argument (3), or its operation (4, else
/// `handleEvent`): its result, or `None` with the exception thrown.
fn call<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::FunctionCallbackArguments<'s>,
) -> Option<v8::Local<'s, v8::Value>> {
    let (callback, event) = (args.get(1), args.get(3));
    let (function, this) = match v8::Local::<v8::Function>::try_from(callback) {
        Ok(function) => (function, args.get(2)),
        Err(_) => {
            // https://webidl.spec.whatwg.org/#call-a-user-objects-operation steps 10.1–10.3:
            // Get(O, opName); not callable: a TypeError.
            let operation = match args.get(4) {
                name if name.is_string() => name.to_rust_string_lossy(scope),
                _ => "handleEvent".to_string(),
            };
            let Ok(object) = v8::Local::<v8::Object>::try_from(callback) else {
                WebError::Type("The callback is neither a function nor an object".into()).throw(scope);
                return None;
            };
            let key = v8::String::new(scope, &operation)?;
            let value = object.get(scope, key.into())?;
            match v8::Local::<v8::Function>::try_from(value) {
                Ok(function) => (function, callback),
                Err(_) => {
                    WebError::Type(format!("The callback's {operation} is not a function")).throw(scope);
                    return None;
                }
            }
        }
    };
    function.call(scope, this, &[event])
}
