//! Script elements a page inserts itself: HTML's "prepare the script element" for elements
//! the parser did not insert (`scripting.js` decides when). An inline classic script runs at
//! once, in the caller's task; an external one is fetched and run in a task of its own,
//! then its element gets `load`, or `error` when it could not be fetched.
//! [HTML §4.12.1.1 Processing model](https://html.spec.whatwg.org/multipage/scripting.html#script-processing-model)
use std::rc::Rc;

use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint, report_exception};
use crate::runtime::event_loop::{InsertedScript, Task};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::navigation::parsing::fetch_classic_script;
use crate::runtime::script::{self, ScriptSource};

use super::window::Native;

/// The script elements' natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("runInlineScript", v8::MapFnTo::map_fn_to(run_inline_script)),
        ("fetchScript", v8::MapFnTo::map_fn_to(fetch_script)),
    ]
}

/// `natives.runInlineScript(text)`: step 32 of "prepare the script element" — an inline
/// classic script is executed immediately, in the current realm (its errors reported to
/// it; the caller's script is still on the stack, so no microtask checkpoint here).
fn run_inline_script(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let text = args.get(0).to_rust_string_lossy(scope);
    let name = info.url.to_string();
    let source = ScriptSource { text: &text, name: &name, line: 0, column: 0, shared_cross_origin: true };
    if let Err(error) = script::compile_and_run(scope, realm, &source) {
        report_exception(scope, &state, realm, error);
    }
}

/// `natives.fetchScript(element, src, crossorigin, type)`: step 30 — queues the task that
/// fetches the script and runs it.
fn fetch_script(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Ok(element) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    let src = args.get(1).to_rust_string_lossy(scope);
    let crossorigin = (!args.get(2).is_null_or_undefined()).then(|| args.get(2).to_rust_string_lossy(scope));
    let classic = args.get(3).to_rust_string_lossy(scope) == "classic";
    let element = v8::Global::new(scope, element);
    state.tasks.borrow_mut().push(Task::RunInsertedScript(InsertedScript {
        realm,
        element,
        src,
        crossorigin,
        classic,
    }));
}

/// The task of an external script-inserted script: fetch it, execute it with its element as
/// `document.currentScript`, then fire `load` at the element — or, when it cannot be had
/// (a network error, an empty `src`, a module script), `error`.
pub fn run_inserted_script(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    inserted: InsertedScript,
) {
    let realm = inserted.realm;
    let (Some(context), Some(hooks), Some(info)) =
        (state.context(scope, realm), state.hooks(realm), state.info(realm))
    else {
        return;
    };
    if info.detached {
        return;
    }
    let scope = &mut v8::ContextScope::new(scope, context);
    let fetched = if !inserted.classic {
        Err(format!("{}: module scripts are not supported yet (a script element with type=module)", info.url))
    } else if inserted.src.is_empty() {
        Err(format!("{}: a script element with an empty src", info.url))
    } else {
        fetch_classic_script(state, &info, &inserted.src, inserted.crossorigin.as_deref())
    };
    let element: v8::Local<v8::Value> = v8::Local::new(scope, &inserted.element).into();
    call_hook_with(scope, &hooks, Hook::BeginScript, &[element]);
    let outcome = match fetched {
        Ok(script) => {
            let source = ScriptSource {
                text: &script.text,
                name: &script.url,
                line: 0,
                column: 0,
                shared_cross_origin: script.shared_cross_origin,
            };
            if let Err(error) = script::compile_and_run(scope, realm, &source) {
                report_exception(scope, state, realm, error);
            }
            checkpoint(scope, state);
            "load"
        }
        Err(message) => {
            state.record_load_error(Some(realm), message);
            "error"
        }
    };
    if state.is_detached(realm) || state.has_expired() {
        return;
    }
    let Some(outcome) = v8::String::new(scope, outcome) else { return };
    call_hook_with(scope, &hooks, Hook::EndScript, &[element, outcome.into()]);
    checkpoint(scope, state);
}
