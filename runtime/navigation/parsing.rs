//! Running a document's parser output in its realm: the DOM grows as the parser goes, each
//! script runs when the parser reaches it, and the end of parsing.
//! [HTML §13.2.6 Tree construction](https://html.spec.whatwg.org/multipage/parsing.html#tree-construction),
//! [HTML §13.2.7 The end](https://html.spec.whatwg.org/multipage/parsing.html#the-end)
use std::rc::Rc;

use crate::runtime::event_loop::Task;
use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint, report_exception};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::cors::{CredentialsMode, cors_check};
use crate::runtime::loader::html::{self, Item};
use crate::runtime::platform::pump_platform;
use crate::runtime::realm::{RealmId, RealmInfo};
use crate::runtime::script::{self, ScriptSource};

/// How many parser items go to the DOM in one `hooks.parse` call: a long document is
/// sent in pieces, each in its own handle scope, not as one huge array.
const REPLAY_CHUNK: usize = 4096;

/// Sends parser items to the realm's DOM (`hooks.parse`); stops when the group has (at
/// the deadline or the heap limit).
pub(crate) fn replay<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    hooks: &RealmHooks,
    items: &[Item],
) {
    for chunk in items.chunks(REPLAY_CHUNK) {
        if state.has_expired() {
            return;
        }
        v8::scope!(let scope, scope);
        replay_chunk(scope, hooks, chunk);
    }
}

fn replay_chunk<'s>(scope: &mut v8::PinScope<'s, '_>, hooks: &RealmHooks, items: &[Item]) {
    if items.is_empty() {
        return;
    }
    let mut events = Vec::with_capacity(items.len());
    for item in items {
        let (kind, name, attrs, extra): (&str, &str, &[(String, String)], Option<&str>) = match item {
            Item::Start { name, attrs, .. } => ("start", name, attrs, None),
            Item::End { name } => ("end", name, &[], None),
            Item::Text(text) => ("text", text, &[], None),
            Item::Script(script) => ("script", "script", &script.attrs, Some(&script.text)),
        };
        let mut pairs = Vec::with_capacity(attrs.len());
        for (key, value) in attrs {
            let (Some(key), Some(value)) = (v8::String::new(scope, key), v8::String::new(scope, value))
            else {
                continue;
            };
            pairs.push(v8::Array::new_with_elements(scope, &[key.into(), value.into()]).into());
        }
        let pairs = v8::Array::new_with_elements(scope, &pairs);
        let (Some(kind), Some(name)) = (v8::String::new(scope, kind), v8::String::new(scope, name)) else {
            continue;
        };
        let extra: v8::Local<v8::Value> = match extra.and_then(|e| v8::String::new(scope, e)) {
            Some(e) => e.into(),
            None => v8::undefined(scope).into(),
        };
        events.push(
            v8::Array::new_with_elements(scope, &[kind.into(), name.into(), pairs.into(), extra]).into(),
        );
    }
    let events = v8::Array::new_with_elements(scope, &events);
    call_hook_with(scope, hooks, Hook::Parse, &[events.into()]);
}

/// Marks a document parsed and queues its `DOMContentLoaded`; with no frames left
/// loading, its `load` is queued too.
pub(crate) fn finish_parsing(state: &GroupState, id: RealmId) {
    state.tasks.borrow_mut().push(Task::DomContentLoaded(id));
    if state.set_parsed(id) {
        state.tasks.borrow_mut().push(Task::FireLoad(id));
    }
}

/// A classic script fetched for a script element: its text, its URL (what errors and
/// profiles name) and whether its errors are the page's to see (same origin, or CORS).
pub(crate) struct FetchedScript {
    pub text: String,
    pub url: String,
    pub shared_cross_origin: bool,
}

/// [Fetch a classic script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-classic-script)
/// for a script element of the document `info`, with its `src` and `crossorigin`
/// attributes; `Err` says why it is a network error.
pub(crate) fn fetch_classic_script(
    state: &GroupState,
    info: &RealmInfo,
    src: &str,
    crossorigin: Option<&str>,
) -> Result<FetchedScript, String> {
    let url =
        info.url.join(src).map_err(|error| format!("bad script URL {src:?} in {}: {error}", info.url))?;
    let response = state.hosts.fetch(&url).map_err(|error| error.to_string())?;
    // With `crossorigin`, the request's mode is "cors": a cross-origin response that fails
    // the CORS check is a network error. Without it ("no-cors"), the script runs with muted
    // errors (its errors and profiler frames hidden from the page).
    let same_origin = response.url.origin() == info.origin;
    if let Some(attribute) = crossorigin
        && !same_origin
        && !cors_check(&response.headers, &info.origin, CredentialsMode::of_attribute(attribute))
    {
        return Err(format!(
            "{}: blocked by CORS (the script was fetched with crossorigin, and its response does not allow {})",
            response.url,
            info.origin.ascii_serialization()
        ));
    }
    Ok(FetchedScript {
        text: response.body,
        url: response.url.to_string(),
        shared_cross_origin: same_origin || crossorigin.is_some(),
    })
}

/// Runs one `<script>` element of a document (fetching `src` first): an external
/// script's element gets `load` after it ran, or `error` when it could not be fetched.
/// `document.currentScript` is the element while it runs.
pub(crate) fn run_script_element(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    element: html::ScriptElement,
) {
    let external = element.src.is_some();
    let fetched = match &element.src {
        Some(src) => fetch_classic_script(state, info, src, element.crossorigin.as_deref())
            .map(|f| (f.text, f.url, 0, 0, f.shared_cross_origin)),
        None => Ok((element.text, info.url.to_string(), element.line, element.column, true)),
    };
    let (text, name, line, column, shared) = match fetched {
        Ok(fetched) => fetched,
        Err(message) => {
            state.record_load_error(Some(info.id), message);
            fire_script_event(scope, state, info.id, "error");
            return;
        }
    };
    let hooks = state.hooks(info.id);
    let undefined: v8::Local<v8::Value> = v8::undefined(scope).into();
    if let Some(hooks) = &hooks {
        call_hook_with(scope, hooks, Hook::BeginScript, &[undefined]);
    }
    let source = ScriptSource { text: &text, name: &name, line, column, shared_cross_origin: shared };
    if let Err(error) = script::compile_and_run(scope, info.id, &source) {
        report_exception(scope, state, info.id, error);
    }
    checkpoint(scope, state);
    if let Some(hooks) = &hooks {
        call_hook_with(scope, hooks, Hook::EndScript, &[undefined, undefined]);
    }
    if external && !state.is_detached(info.id) && !state.has_expired() {
        fire_script_event(scope, state, info.id, "load");
    }
    pump_platform(scope);
}

/// Fires `load` or `error` at the script element the parser inserted last.
fn fire_script_event(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>, realm: RealmId, kind: &str) {
    let Some(hooks) = state.hooks(realm) else { return };
    let Some(kind) = v8::String::new(scope, kind) else { return };
    call_hook_with(scope, &hooks, Hook::FireScriptEvent, &[kind.into()]);
    checkpoint(scope, state);
}
