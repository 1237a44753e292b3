//! `setTimeout`, `setInterval`, `clearTimeout`, `clearInterval`: natives the bootstrap
//! puts on each window; the event loop runs the timers.
//! [HTML §8.6 Timers](https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers)
use crate::runtime::event_loop::TimerHandler;
use crate::runtime::group::GroupState;
use crate::runtime::script;
use crate::runtime::script_fetch_options::ScriptFetchOptions;

use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The four timer natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("setTimeout", v8::MapFnTo::map_fn_to(set_timeout)),
        ("setInterval", v8::MapFnTo::map_fn_to(set_interval)),
        ("clearTimeout", v8::MapFnTo::map_fn_to(clear_timer)),
        ("clearInterval", v8::MapFnTo::map_fn_to(clear_timer)),
    ]
}

fn set_timeout(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    rv: v8::ReturnValue<v8::Value>,
) {
    schedule(scope, args, rv, false);
}

fn set_interval(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    rv: v8::ReturnValue<v8::Value>,
) {
    schedule(scope, args, rv, true);
}

fn schedule(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
    repeat: bool,
) {
    if crate::runtime::web::html::cross_origin::throw_if_cross_origin(scope, args.this()) {
        return;
    }
    // Web IDL: the handler argument is required.
    if args.length() == 0 {
        let what = if repeat { "setInterval" } else { "setTimeout" };
        WebError::Type(format!("Failed to execute '{what}': 1 argument required, but only 0 present."))
            .throw(scope);
        return;
    }
    let Some((state, realm)) = GroupState::current(scope) else { return };
    // A window with no browsing context (its frame removed, or closed) runs no timers:
    // none is kept for it (the handle 0 names none).
    if state.is_detached(realm) {
        rv.set_int32(0);
        return;
    }
    let handler = match v8::Local::<v8::Function>::try_from(args.get(0)) {
        Ok(function) => TimerHandler::Function(v8::Global::new(scope, function)),
        // A non-function handler is converted to a string and compiled when it fires.
        // If the conversion throws, the exception propagates to the caller.
        // https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps
        // step 10.2: the script's base URL and fetch options are the initiating script's
        // (the active script now), else the document base URL then and the default
        // options.
        Err(_) => match args.get(0).to_string(scope) {
            Some(s) => {
                let options = ScriptFetchOptions::of_running_script(scope).unwrap_or_default();
                TimerHandler::Source(
                    s.to_rust_string_lossy(scope),
                    script::active_script_base_url(scope),
                    options,
                )
            }
            None => return,
        },
    };
    // WebIDL `long timeout = 0`: ToInt32, so 2**32 + 5 is 5.
    let timeout = if args.length() > 1 { args.get(1).int32_value(scope).unwrap_or(0) } else { 0 };
    let extra = (2..args.length()).map(|i| v8::Global::new(scope, args.get(i))).collect();
    let id = state.timers.borrow_mut().add(realm, handler, extra, f64::from(timeout), repeat);
    rv.set_int32(id);
}

fn clear_timer(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if crate::runtime::web::html::cross_origin::throw_if_cross_origin(scope, args.this()) {
        return;
    }
    let Some((state, realm)) = GroupState::current(scope) else { return };
    if let Some(id) = args.get(0).int32_value(scope) {
        state.timers.borrow_mut().clear(realm, id);
    }
}
