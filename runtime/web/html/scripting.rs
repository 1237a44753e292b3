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
use crate::runtime::navigation::fetch_classic_script::{
    ClassicScriptFetch, FetchedScript, request_classic_script,
};
use crate::runtime::navigation::parsing::{ScriptType, ignoring_destructive_writes, script_type};
use crate::runtime::realm::RealmId;
use crate::runtime::script::{self, ScriptSource};
use crate::runtime::script_fetch_options::ScriptFetchOptions;
use crate::runtime::web::fetch::in_parallel::{self, goes_in_parallel};
use crate::runtime::web::html::module_scripts::{self, ModuleSource};
use crate::runtime::web::html::scripts_in_order;

use super::window::Native;

/// The script elements' natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("runInlineScript", v8::MapFnTo::map_fn_to(run_inline_script)),
        ("fetchScript", v8::MapFnTo::map_fn_to(fetch_script)),
        ("scriptType", v8::MapFnTo::map_fn_to(script_type_native)),
    ]
}

/// `natives.scriptType(type, language)`: steps 7–9 of "prepare the script element" for a
/// script-inserted element (`type` and `language` null when absent): `"classic"`,
/// `"module"`, or null (data blocks; import maps, which only the parser registers).
fn script_type_native(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let attribute =
        |i: i32| (!args.get(i).is_null_or_undefined()).then(|| args.get(i).to_rust_string_lossy(scope));
    let (type_attribute, language) = (attribute(0), attribute(1));
    let name = match script_type(type_attribute.as_deref(), language.as_deref()) {
        Some(ScriptType::Classic) => "classic",
        Some(ScriptType::Module) => "module",
        Some(ScriptType::ImportMap) | None => return rv.set_null(),
    };
    if let Some(name) = v8::String::new(scope, name) {
        rv.set(name.into());
    }
}

/// `natives.runInlineScript(text, crossorigin, referrerpolicy, nonce)`: step 32 of "prepare the script element" — an inline
/// classic script is executed immediately, in the current realm (its errors reported to
/// it; the caller's script is still on the stack, so no microtask checkpoint here).
fn run_inline_script(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    // (Step 12: not in a document whose scripting is disabled.)
    if info.scripting_disabled() {
        return;
    }
    let text = args.get(0).to_rust_string_lossy(scope);
    // (Its element's fetch options go with it, for the import() calls in it.)
    let fetch_options = element_fetch_options(scope, &args, [1, 2, 3]);
    let name = info.url.to_string();
    // (An inline script's base URL is the document base URL now.)
    let base = state.document_base_url(scope, &info).to_string();
    let source = ScriptSource {
        text: &text,
        name: &name,
        line: 0,
        column: 0,
        shared_cross_origin: true,
        base: Some(&base),
        fetch_options,
    };
    if let Err(error) = script::compile_and_run(scope, realm, &source) {
        report_exception(scope, &state, realm, error);
    }
}

/// `natives.fetchScript(element, src, crossorigin, type, text, referrerpolicy, async, integrity, nonce)`:
/// steps 30–31 — queues the task that fetches the script (or an inline module script's graph)
/// and runs it; `referrerpolicy`, `integrity` and `nonce` are the attributes as steps 27, 26 and 25 read
/// them (undefined for none).
fn fetch_script(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let Ok(element) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    // (Step 31.2: src is parsed relative to the element's node document now, when it is
    // prepared, though it be fetched in a later task.)
    let base = state.document_base_url(scope, &info);
    let src = (!args.get(1).is_null_or_undefined()).then(|| args.get(1).to_rust_string_lossy(scope));
    let crossorigin = (!args.get(2).is_null_or_undefined()).then(|| args.get(2).to_rust_string_lossy(scope));
    let classic = args.get(3).to_rust_string_lossy(scope) == "classic";
    let text = args.get(4).to_rust_string_lossy(scope);
    let referrer_policy = args.get(5).is_string().then(|| args.get(5).to_rust_string_lossy(scope));
    let is_async = args.get(6).is_true();
    let integrity = args.get(7).is_string().then(|| args.get(7).to_rust_string_lossy(scope));
    let fetch_options = element_fetch_options(scope, &args, [2, 5, 8]);
    let element = v8::Global::new(scope, element);
    // (Parsing a blob: URL resolves its blob URL entry: now, not when the task fetches it.)
    let blob = src
        .as_deref()
        .filter(|_| classic)
        .and_then(|src| base.join(src.trim()).ok())
        .filter(|url| url.scheme() == "blob")
        .and_then(|url| {
            crate::runtime::web::url::blob_url_store::BlobUrlStore::of(&state).get_bytes(&state, url.as_str())
        })
        .map(Rc::new);
    state.tasks.borrow_mut().push(Task::RunInsertedScript(InsertedScript {
        realm,
        element,
        src,
        base,
        crossorigin,
        classic,
        text,
        referrer_policy,
        integrity,
        is_async,
        blob,
        fetch_options,
    }));
}

/// A script-inserted script element's fetch options from the arguments at `indices`: its
/// `crossorigin`, `referrerpolicy` and `nonce` attributes (null or undefined: none).
fn element_fetch_options(
    scope: &mut v8::PinScope,
    args: &v8::FunctionCallbackArguments,
    indices: [i32; 3],
) -> ScriptFetchOptions {
    let [crossorigin, policy, nonce] =
        indices.map(|i| args.get(i).is_string().then(|| args.get(i).to_rust_string_lossy(scope)));
    ScriptFetchOptions::of_element(crossorigin.as_deref(), policy.as_deref(), nonce.as_deref(), false)
}

/// The task of a script-inserted script that is external or a module: fetch it (or its
/// module graph), execute it with its element as `document.currentScript` (null for a
/// module script), then fire `load` at an external script's element — or, when it cannot
/// be had (a network error, an empty `src`), `error`.
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
    if info.detached || info.scripting_disabled() {
        return;
    }
    let scope = &mut v8::ContextScope::new(scope, context);
    // A module script that is not async waits in the list of scripts that execute in order
    // as soon as possible behind the classic ones fetched in parallel before it (it is
    // fetched when its turn comes).
    if !inserted.classic && !inserted.is_async && scripts_in_order::has_pending(state, realm) {
        let id = scripts_in_order::add(state, realm);
        let group = state.clone();
        let execute = move |scope: &mut v8::PinScope<'_, '_>| {
            if let (Some(hooks), Some(info)) = (group.hooks(realm), group.info(realm)) {
                run_in_realm_context(scope, &group, &hooks, &info, inserted);
            }
        };
        scripts_in_order::ready(scope, state, realm, id, Box::new(execute));
        return;
    }
    run_in_realm_context(scope, state, &hooks, &info, inserted);
}

/// [`run_inserted_script`] in its realm's context.
fn run_in_realm_context(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    hooks: &Rc<crate::runtime::hooks::RealmHooks>,
    info: &crate::runtime::realm::RealmInfo,
    inserted: InsertedScript,
) {
    let (realm, hooks, info) = (inserted.realm, hooks.clone(), info.clone());
    let element: v8::Local<v8::Value> = v8::Local::new(scope, &inserted.element).into();
    // currentScript: the element for a classic script, null for a module script.
    let current: v8::Local<v8::Value> = if inserted.classic { element } else { v8::null(scope).into() };
    call_hook_with(scope, &hooks, Hook::BeginScript, &[current]);
    // An empty src (after stripping ASCII whitespace, as Chrome and Firefox do: a src of
    // spaces would otherwise resolve to the document's own URL) queues an error event.
    let blank = |src: &str| src.trim_matches(|c| matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' ')).is_empty();
    let outcome = if inserted.src.as_deref().is_some_and(blank) {
        state.record_load_error(Some(realm), format!("{}: a script element with an empty src", info.url));
        Some("error")
    } else if !inserted.classic {
        let source = match &inserted.src {
            Some(src) => match inserted.base.join(src) {
                Ok(url) => Ok(ModuleSource::External(url)),
                Err(error) => Err(format!("bad module script URL {src:?} in {}: {error}", info.url)),
            },
            None => Ok(ModuleSource::Inline {
                text: &inserted.text,
                line: 0,
                column: 0,
                base: inserted.base.clone(),
            }),
        };
        // (Execute the script element, step 5: a module script, as an external classic
        // one, raises the ignore-destructive-writes counter while it runs.)
        let run = source.and_then(|source| {
            ignoring_destructive_writes(state, realm, || {
                module_scripts::run_module_script(
                    scope,
                    state,
                    &info,
                    source,
                    inserted.crossorigin.as_deref(),
                    inserted.referrer_policy.as_deref(),
                    inserted.integrity.as_deref(),
                )
            })
        });
        match run {
            Ok(()) => {
                checkpoint(scope, state);
                inserted.src.is_some().then_some("load")
            }
            Err(message) => {
                state.record_load_error(Some(realm), message);
                Some("error")
            }
        }
    } else {
        let src = inserted.src.as_deref().unwrap_or("");
        let requested = inserted
            .base
            .join(src)
            .map_err(|error| format!("bad script URL {src:?} in {}: {error}", info.url))
            .and_then(|url| {
                request_classic_script(
                    state,
                    &info,
                    url,
                    inserted.crossorigin.as_deref(),
                    inserted.fetch_options.clone(),
                    inserted.integrity.as_deref(),
                    inserted.blob.as_deref(),
                )
            });
        let fetched = match requested {
            Ok(ClassicScriptFetch::Ready(script)) => Ok(script),
            // Over the network loader, the fetch runs in parallel: the script runs in the
            // task its response queues (the networking task source), as "the script is
            // ready" (HTML: "mark as ready", then execute). Meanwhile the loop goes on.
            Ok(ClassicScriptFetch::Fetch(request, work)) if goes_in_parallel(state, &request.url) => {
                // (Not async: it joins the document's list of scripts that execute in
                // order as soon as possible.)
                let in_order = (!inserted.is_async).then(|| scripts_in_order::add(state, realm));
                // (It delays its document's load event until it has run.)
                let delays_load = state.delay_load_event(realm);
                let group = state.clone();
                let held = inserted.element.clone();
                in_parallel::start(state, realm, work, move |scope, response| {
                    let Some(info) = group.info(realm) else { return };
                    let response =
                        response.unwrap_or_else(|stopped| Err(format!("{}: {stopped}", request.url)));
                    let fetched = request.process_response(scope, &group, &info, response);
                    let execute = when_ready(&group, realm, held, fetched);
                    match in_order {
                        Some(id) => scripts_in_order::ready(scope, &group, realm, id, Box::new(execute)),
                        None => execute(scope),
                    }
                    if delays_load {
                        group.load_event_delay_ended(realm);
                    }
                });
                // (currentScript back as it was: BeginScript again when the script runs.)
                let undefined = v8::undefined(scope).into();
                call_hook_with(scope, &hooks, Hook::EndScript, &[element, undefined]);
                return;
            }
            Ok(ClassicScriptFetch::Fetch(request, work)) => {
                request.process_response(scope, state, &info, work())
            }
            Err(message) => Err(message),
        };
        // (Not async, behind scripts of the in-order list still in flight: it waits for
        // them.)
        if !inserted.is_async && scripts_in_order::has_pending(state, realm) {
            let id = scripts_in_order::add(state, realm);
            let execute = when_ready(state, realm, inserted.element.clone(), fetched);
            let undefined = v8::undefined(scope).into();
            call_hook_with(scope, &hooks, Hook::EndScript, &[element, undefined]);
            scripts_in_order::ready(scope, state, realm, id, execute);
            return;
        }
        return execute_classic_script(scope, state, realm, element, fetched);
    };
    fire_outcome(scope, state, realm, element, outcome);
}

/// The steps that execute a script-inserted classic script whose fetch ended (`fetched`),
/// for when its turn comes: not once its element moved to another document (HTML's
/// execute the script element, step 2), else with the element as currentScript.
fn when_ready(
    state: &Rc<GroupState>,
    realm: RealmId,
    held: v8::Global<v8::Object>,
    fetched: Result<FetchedScript, String>,
) -> scripts_in_order::Execute {
    let group = state.clone();
    Box::new(move |scope: &mut v8::PinScope<'_, '_>| {
        let Some(hooks) = group.hooks(realm) else { return };
        let element: v8::Local<v8::Value> = v8::Local::new(scope, &held).into();
        let moved = call_hook_with(scope, &hooks, Hook::ScriptMoved, &[element]);
        if moved.is_some_and(|moved| moved.is_true()) {
            return;
        }
        call_hook_with(scope, &hooks, Hook::BeginScript, &[element]);
        execute_classic_script(scope, &group, realm, element, fetched);
    })
}

/// Executes a script-inserted classic script once it is fetched (HTML's "execute the script
/// element": currentScript is its element, set by the caller's `BeginScript`; the
/// ignore-destructive-writes counter raised while it runs), then fires `load` — or `error`
/// when it could not be had.
fn execute_classic_script<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    element: v8::Local<'s, v8::Value>,
    fetched: Result<FetchedScript, String>,
) {
    let outcome = match fetched {
        Ok(script) => {
            let source = ScriptSource {
                text: &script.text,
                name: &script.url,
                line: 0,
                column: 0,
                shared_cross_origin: script.shared_cross_origin,
                base: None,
                fetch_options: script.fetch_options,
            };
            let run =
                ignoring_destructive_writes(state, realm, || script::compile_and_run(scope, realm, &source));
            if let Err(error) = run {
                report_exception(scope, state, realm, error);
            }
            checkpoint(scope, state);
            Some("load")
        }
        Err(message) => {
            state.record_load_error(Some(realm), message);
            Some("error")
        }
    };
    fire_outcome(scope, state, realm, element, outcome);
}

/// `hooks.endScript`: currentScript restored, and the element's `outcome` event fired (none
/// once its realm is gone or the run is over).
fn fire_outcome<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    element: v8::Local<'s, v8::Value>,
    outcome: Option<&str>,
) {
    let Some(hooks) = state.hooks(realm) else { return };
    if state.is_detached(realm) || state.has_expired() {
        return;
    }
    let outcome: v8::Local<v8::Value> = match outcome.and_then(|o| v8::String::new(scope, o)) {
        Some(text) => text.into(),
        None => v8::undefined(scope).into(),
    };
    call_hook_with(scope, &hooks, Hook::EndScript, &[element, outcome]);
    checkpoint(scope, state);
}
