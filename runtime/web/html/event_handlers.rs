//! Compiling an event handler content attribute (`onclick="…"`), when the handler is
//! first needed: its text becomes the body of a function whose scope is the element, its
//! form owner, its document, then the global — V8's `ScriptCompiler::CompileFunction` with
//! those as context extensions, as Chromium's bindings compile them — named after the
//! attribute, and located in the document's file at the line of the element's start tag,
//! so a syntax error or an exception thrown by the handler names the page's URL and line,
//! and profiles count it as page code.
//! [HTML §8.1.8.1 Getting the current value of the event handler](https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler)
use crate::bindings::realm;
use crate::runtime::event_loop::callbacks::report_exception;
use crate::runtime::group::GroupState;
use crate::runtime::script;
use crate::runtime::script_fetch_options::ScriptFetchOptions;
use crate::runtime::script_realms::ScriptRealms;

use super::window::Native;

/// The event handler natives.
pub fn natives() -> Vec<Native> {
    vec![("compileEventHandler", v8::MapFnTo::map_fn_to(compile_event_handler))]
}

/// `natives.compileEventHandler(name, parameters, body, line, scopes)`: step 3 of getting
/// the current value of an event handler, for the current realm: `body` as a function of
/// `parameters` (an array of names), scoped by `scopes` (outermost first: the document,
/// the form owner, the element; each a `with`-like scope that honours `@@unscopables`),
/// named `name`, starting at 1-based `line` of the document's file (0: not known, as for
/// an attribute set by script: line 1). A body that does not parse: its SyntaxError is
/// reported (located in the file), and the result is null.
fn compile_event_handler(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let Some((state, realm_id)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm_id) else { return };
    // Step 1 of getting the current value: a document whose scripting is disabled (a
    // sandboxed frame without allow-scripts) gives null.
    if info.scripting_disabled() {
        return;
    }
    let (Ok(name), Ok(parameters), Ok(body)) = (
        v8::Local::<v8::String>::try_from(args.get(0)),
        v8::Local::<v8::Array>::try_from(args.get(1)),
        v8::Local::<v8::String>::try_from(args.get(2)),
    ) else {
        return;
    };
    let line = args.get(3).uint32_value(scope).unwrap_or(0);
    let Ok(scopes) = v8::Local::<v8::Array>::try_from(args.get(4)) else { return };
    let mut extensions = Vec::with_capacity(scopes.length() as usize);
    for index in 0..scopes.length() {
        let Some(object) = scopes.get_index(scope, index) else { return };
        let Ok(object) = v8::Local::<v8::Object>::try_from(object) else { return };
        extensions.push(object);
    }
    let mut names = Vec::with_capacity(parameters.length() as usize);
    for index in 0..parameters.length() {
        let Some(parameter) = parameters.get_index(scope, index) else { return };
        let Ok(parameter) = v8::Local::<v8::String>::try_from(parameter) else { return };
        names.push(parameter);
    }
    let Some(resource) = v8::String::new(scope, info.url.as_str()) else { return };
    // (V8's lines are 0-based; the body starts on the tag's line.)
    let line_offset = i32::try_from(line.saturating_sub(1)).unwrap_or(i32::MAX);
    // (Step 3.11: its script's base URL is the settings object's API base URL — the
    // document base URL now — for the import() calls in it.)
    // (Its fetch options are the default ones, as HTML's getting the current value of the
    // event handler says: not those of the script that set it or fired it.)
    let base = state.document_base_url(scope, &info);
    let base = (base != info.url).then_some(base.as_str());
    let Some(record) = ScriptFetchOptions::default().host_options(scope, base) else { return };
    let origin = realm::script_origin(scope, realm_id, resource.into(), line_offset, 0, true, &record);
    let mut source = v8::script_compiler::Source::new(body, Some(&origin));
    v8::tc_scope!(let tc, scope);
    let Some(function) = v8::script_compiler::compile_function(
        tc,
        &mut source,
        &names,
        &extensions,
        v8::script_compiler::CompileOptions::NoCompileOptions,
        v8::script_compiler::NoCacheReason::NoReason,
    ) else {
        // 3.9. "If body is not parsable as FunctionBody …: Report an exception … for the
        // script's global object" — located where V8 found the error in the file. (V8
        // returns nothing, and throws nothing, when a scope object is not an ordinary
        // object — a Proxy: said so, rather than as a termination.)
        let error = if tc.has_caught() || tc.has_terminated() {
            script::uncaught(tc)
        } else {
            script::internal_error(&format!(
                "the {} event handler was not compiled: V8 takes only ordinary objects as its scope (the element, its form owner, its document)",
                name.to_rust_string_lossy(tc)
            ))
        };
        report_exception(tc, &state, realm_id, error);
        return;
    };
    function.set_name(name);
    ScriptRealms::of(tc).record(function.script_id(), realm_id, true);
    rv.set(function.into());
}
