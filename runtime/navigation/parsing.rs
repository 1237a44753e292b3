//! Running a document's parser output in its realm: the DOM grows as the parser goes, each
//! script runs when the parser reaches it, and the end of parsing.
//! [HTML §13.2.6 Tree construction](https://html.spec.whatwg.org/multipage/parsing.html#tree-construction),
//! [HTML §13.2.7 The end](https://html.spec.whatwg.org/multipage/parsing.html#the-end)
use std::rc::Rc;

use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint, report_exception};
use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::html::{self, Item};
use crate::runtime::loader::quirks_mode;
use crate::runtime::module_map::ModuleSource;
use crate::runtime::platform::pump_platform;
use crate::runtime::realm::{RealmId, RealmInfo};
use crate::runtime::script::{self, ScriptSource};

pub(crate) use super::fetch_classic_script::fetch_classic_script;
use super::fetch_classic_script::{ClassicScriptFetch, FetchedScript, request_classic_script};

/// How many parser items go to the DOM in one `hooks.parse` call: a long document is
/// sent in pieces, each in its own handle scope, not as one huge array.
const REPLAY_CHUNK: usize = 4096;

/// Sends parser items to the realm's DOM (`hooks.parse`); stops when the group has (at
/// the deadline or the heap limit). Returns what the tree builder says of the last script
/// element it was sent: whether it went into inert template contents (where it never
/// runs), as opposed to the document or a declarative shadow root.
pub(crate) fn replay<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    hooks: &RealmHooks,
    items: &[Item],
) -> bool {
    let mut inert = false;
    for chunk in items.chunks(REPLAY_CHUNK) {
        if state.has_expired() {
            return inert;
        }
        v8::scope!(let scope, scope);
        inert = replay_chunk(scope, hooks, chunk);
    }
    inert
}

fn replay_chunk<'s>(scope: &mut v8::PinScope<'s, '_>, hooks: &RealmHooks, items: &[Item]) -> bool {
    if items.is_empty() {
        return false;
    }
    let mut events = Vec::with_capacity(items.len());
    for item in items {
        // [kind, name, attributes (each a list of strings), extra]
        fn pairs(attrs: &[(String, String)]) -> Vec<Vec<&str>> {
            attrs.iter().map(|(key, value)| vec![key.as_str(), value.as_str()]).collect()
        }
        let (kind, name, attrs, extra): (&str, &str, Vec<Vec<&str>>, Option<&str>) = match item {
            Item::Start { name, attrs, self_closing, .. } => {
                ("start", name, pairs(attrs), self_closing.then_some("/"))
            }
            Item::End { name } => ("end", name, Vec::new(), None),
            Item::Text(text) => ("text", text, Vec::new(), None),
            // (An SVG script of an HTML document: its element and children are in already;
            // this is its end tag.)
            Item::Script(script) if script.foreign => ("svgscript", "script", Vec::new(), None),
            Item::Script(script) => ("script", "script", pairs(&script.attrs), Some(&script.text)),
            Item::Doctype { name, public_id, system_id, mode } => (
                "doctype",
                name,
                vec![vec!["publicId", public_id], vec!["systemId", system_id]],
                mode.map(quirks_mode::name),
            ),
            // (XML: each attribute is [qualified name, value, namespace]; extra, the
            // element's namespace.)
            Item::XmlStart { name, namespace, attrs, .. } => (
                "element",
                name,
                attrs
                    .iter()
                    .map(|(key, value, ns)| vec![key.as_str(), value.as_str(), ns.as_str()])
                    .collect(),
                Some(namespace),
            ),
            Item::Comment(text) => ("comment", text, Vec::new(), None),
            Item::CData(text) => ("cdata", text, Vec::new(), None),
            Item::Instruction { target, data } => ("pi", target, Vec::new(), Some(data)),
            // (What Chrome's report says: "error on line L at column C: why".)
            Item::XmlError { message, line, column } => {
                let text = format!("error on line {line} at column {column}: {message}\n");
                let Some(text) = v8::String::new(scope, &text) else { continue };
                let kind = v8::String::new(scope, "parsererror").map(Into::into);
                let Some(kind) = kind else { continue };
                let empty = v8::Array::new(scope, 0).into();
                events.push(v8::Array::new_with_elements(scope, &[kind, text.into(), empty]).into());
                continue;
            }
        };
        let mut lists = Vec::with_capacity(attrs.len());
        for attribute in &attrs {
            let mut strings = Vec::with_capacity(attribute.len());
            for part in attribute {
                match v8::String::new(scope, part) {
                    Some(part) => strings.push(part.into()),
                    None => break,
                }
            }
            if strings.len() == attribute.len() {
                lists.push(v8::Array::new_with_elements(scope, &strings).into());
            }
        }
        let lists = v8::Array::new_with_elements(scope, &lists);
        let (Some(kind), Some(name)) = (v8::String::new(scope, kind), v8::String::new(scope, name)) else {
            continue;
        };
        let extra: v8::Local<v8::Value> = match extra.and_then(|e| v8::String::new(scope, e)) {
            Some(e) => e.into(),
            None => v8::undefined(scope).into(),
        };
        let mut event = vec![kind.into(), name.into(), lists.into(), extra];
        // The line of a tag with `on…` attributes, where its handlers are located.
        let line = match item {
            Item::Start { line, .. } | Item::XmlStart { line, .. } => Some(*line),
            Item::Script(script) => Some(u64::from(script.line) + 1),
            _ => None,
        };
        if let Some(line) = line
            && attrs.iter().any(|attribute| attribute[0].starts_with("on"))
        {
            event.push(v8::Number::new(scope, line as f64).into());
        }
        events.push(v8::Array::new_with_elements(scope, &event).into());
    }
    let events = v8::Array::new_with_elements(scope, &events);
    call_hook_with(scope, hooks, Hook::Parse, &[events.into()]).is_some_and(|inert| inert.is_true())
}

/// Marks a document parsed and queues its `DOMContentLoaded`; with no frames left
/// loading, its `load` is queued too.
pub(crate) fn finish_parsing(state: &GroupState, id: RealmId) {
    state.tasks.borrow_mut().push(Task::DomContentLoaded(id));
    if state.set_parsed(id) {
        state.tasks.borrow_mut().push(Task::FireLoad(id));
    }
}

/// What a parser-inserted script element is, by its `type` and `language` attributes
/// ([prepare the script element](https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element)
/// steps 7–9), and when it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScriptKind {
    /// A classic script: run when the parser reaches it, or after parsing with `defer`.
    Classic {
        deferred: bool,
    },
    /// A module script: after parsing, in order (or when reached, with `async`).
    Module {
        deferred: bool,
    },
    ImportMap,
    /// A data block, or a `nomodule` classic script: not run.
    NotRun,
}

impl ScriptKind {
    pub(crate) fn of(element: &html::ScriptElement) -> Self {
        let attribute = |name: &str| element.attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
        // (An SVG script element has no defer, async or nomodule: a classic one runs when
        // parsed, a module one after parsing.)
        let has = |name: &str| !element.svg && attribute(name).is_some();
        if element.in_template {
            return Self::NotRun;
        }
        // (An SVG script element's type is its type attribute's alone: SVG has no language.)
        let language = if element.svg { None } else { attribute("language") };
        match script_type(attribute("type"), language) {
            // 16. A classic script with nomodule does not run. 31.2: defer with src, not async.
            Some(ScriptType::Classic) if has("nomodule") => Self::NotRun,
            // 21. A classic script with for and event attributes runs only for the window's
            //     load event.
            Some(ScriptType::Classic)
                if !element.svg
                    && attribute("for")
                        .zip(attribute("event"))
                        .is_some_and(|(t, e)| !for_window_onload(t, e)) =>
            {
                Self::NotRun
            }
            Some(ScriptType::Classic) => {
                Self::Classic { deferred: element.src.is_some() && has("defer") && !has("async") }
            }
            Some(ScriptType::Module) => Self::Module { deferred: !has("async") },
            Some(ScriptType::ImportMap) => Self::ImportMap,
            None => Self::NotRun,
        }
    }
}

/// [Prepare the script element](https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element)
/// step 21: whether a classic script's `for` and `event` attributes (stripped of ASCII
/// whitespace) are the window's `onload` (ASCII case-insensitively), the one event a
/// script with both still runs for.
pub(crate) fn for_window_onload(target: &str, event: &str) -> bool {
    let strip = |value: &str| value.trim_matches(|c| "\t\n\x0c\r ".contains(c)).to_ascii_lowercase();
    let event = strip(event);
    strip(target) == "window" && (event == "onload" || event == "onload()")
}

/// A script element's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScriptType {
    Classic,
    Module,
    ImportMap,
}

/// [Prepare the script element](https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element)
/// steps 7–9: the type its `type` and `language` attributes give; `None` for a data block.
pub(crate) fn script_type(type_attribute: Option<&str>, language: Option<&str>) -> Option<ScriptType> {
    // 7. The script block's type string: "text/javascript" without either attribute or with
    //    an empty one, "text/" + language without type, else type, stripped of leading and
    //    trailing ASCII whitespace.
    let essence = match (type_attribute, language) {
        (None, None) | (None, Some("")) | (Some(""), _) => "text/javascript".to_string(),
        (None, Some(language)) => format!("text/{language}"),
        (Some(value), _) => value.trim_matches(|c| "\t\n\x0c\r ".contains(c)).to_string(),
    }
    .to_ascii_lowercase();
    // 8. A JavaScript MIME type essence match: classic. 9. "module", "importmap".
    match essence.as_str() {
        e if crate::runtime::loader::mime_type::is_javascript(e) => Some(ScriptType::Classic),
        "module" => Some(ScriptType::Module),
        "importmap" => Some(ScriptType::ImportMap),
        _ => None,
    }
}

/// The URL a parser-inserted script element's `src` is parsed against: the document base
/// URL when it was prepared.
fn base_of(
    scope: &mut v8::PinScope,
    state: &GroupState,
    info: &RealmInfo,
    element: &html::ScriptElement,
) -> url::Url {
    element.base.clone().unwrap_or_else(|| state.document_base_url(scope, info))
}

/// The steps that run a parser's external classic script (number `index`, of the document
/// `info`) once its fetch in parallel ended, in the task its response queued.
pub(crate) type WhenFetched = Box<
    dyn FnOnce(
        &mut v8::PinScope<'_, '_>,
        &Rc<GroupState>,
        &RealmInfo,
        usize,
        html::ScriptElement,
        Result<FetchedScript, String>,
    ),
>;

/// [Fetch a classic script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-classic-script)
/// for the parser's external classic script `element` (prepare the script element, step
/// 31.2) in parallel, when its request goes over the network loader and no page script is
/// on the stack: `then` runs it in the task its response queues (the networking task
/// source), and the caller goes on (`None`). The element comes back (`Some`) when it is had
/// at once instead — from the hosts folder, a `blob:` URL, inside a page script's call, or
/// when it cannot be requested (then [`run_script_element`] says why).
pub(crate) fn fetch_in_parallel(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    index: usize,
    element: html::ScriptElement,
    then: WhenFetched,
) -> Option<html::ScriptElement> {
    if info.scripting_disabled() || !matches!(ScriptKind::of(&element), ScriptKind::Classic { .. }) {
        return Some(element);
    }
    // (An empty src is no request: its `error` is queued when it is prepared, at once.)
    let src = element.src.as_deref().filter(|src| !src.is_empty());
    let Some(Ok(url)) = src.map(|src| base_of(scope, state, info, &element).join(src)) else {
        return Some(element);
    };
    // (Asked before the request is made: a script fetched at once makes its own.)
    if !super::fetch_in_parallel::may_go_on(scope, state, info.id, &url) {
        return Some(element);
    }
    let (crossorigin, options, integrity) =
        (element.crossorigin.as_deref(), element.fetch_options(), element.integrity());
    let Ok(ClassicScriptFetch::Fetch(request, work)) =
        request_classic_script(state, info, url, crossorigin, options, integrity, None)
    else {
        return Some(element);
    };
    let (group, realm) = (state.clone(), info.id);
    let complete = move |scope: &mut v8::PinScope<'_, '_>, response| {
        let Some(info) = group.info(realm).filter(|info| !info.detached) else { return };
        let fetched = request.process_response(scope, &group, &info, response);
        then(scope, &group, &info, index, element, fetched);
    };
    (state.upcalls.fetch_in_parallel)(state, realm, work, Box::new(complete));
    None
}

/// Runs the parser's script element number `index` of a document (fetching `src` first,
/// unless `prefetched` is its fetch's outcome): an external script's element gets `load`
/// after it ran, or `error` when it could not be fetched. `document.currentScript` is the
/// element while a classic script runs.
pub(crate) fn run_script_element<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    index: usize,
    element: html::ScriptElement,
    prefetched: Option<Result<FetchedScript, String>>,
) {
    // "Prepare the script element" step 12 (and "the end"): a document whose scripting is
    // disabled (a sandboxed frame without allow-scripts) runs none of its scripts.
    if info.scripting_disabled() {
        return;
    }
    let kind = ScriptKind::of(&element);
    let index_value: v8::Local<v8::Value> = v8::Number::new(scope, index as f64).into();
    let hooks = state.hooks(info.id);
    let external = element.src.is_some();
    match kind {
        ScriptKind::NotRun => return,
        ScriptKind::ImportMap => {
            // https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
            // step 31.6: an inline import map is registered (an external one is an error).
            let registered = match (&element.src, state.realm(info.id)) {
                (Some(_), _) => {
                    Err(format!("{}: an import map with src is not supported (HTML: an error)", info.url))
                }
                (None, Some(realm)) => {
                    let base = base_of(scope, state, info, &element);
                    realm.modules.borrow_mut().register_import_map(&element.text, &base)
                }
                (None, None) => return,
            };
            if let Err(message) = registered {
                state.record_load_error(Some(info.id), message);
            }
            return;
        }
        // (Execute the script element, step 2, for a module script the end ran after a
        // style sheet blocked it: framescope fetches its graph as it runs it.)
        ScriptKind::Module { .. } if moved(scope, hooks.as_deref(), index_value) => return,
        ScriptKind::Module { .. } => {
            let source = match &element.src {
                Some(src) => match base_of(scope, state, info, &element).join(src) {
                    Ok(url) => ModuleSource::External(url),
                    Err(error) => {
                        state.record_load_error(
                            Some(info.id),
                            format!("bad module script URL {src:?} in {}: {error}", info.url),
                        );
                        queue_script_error(state, info.id, index);
                        return;
                    }
                },
                None => {
                    let base = base_of(scope, state, info, &element);
                    ModuleSource::Inline {
                        text: &element.text,
                        line: element.line,
                        column: element.column,
                        base,
                    }
                }
            };
            let null: v8::Local<v8::Value> = v8::null(scope).into();
            if let Some(hooks) = &hooks {
                call_hook_with(scope, hooks, Hook::BeginScript, &[null]);
            }
            let run = ignoring_destructive_writes(state, info.id, || {
                let (policy, integrity) = (element.referrer_policy(), element.integrity());
                let crossorigin = element.crossorigin.as_deref();
                (state.upcalls.run_module_script)(scope, state, info, source, crossorigin, policy, integrity)
            });
            let outcome = match run {
                Ok(()) => external.then_some("load"),
                Err(message) => {
                    state.record_load_error(Some(info.id), message);
                    Some("error")
                }
            };
            checkpoint(scope, state);
            end_script(scope, state, info.id, index_value, outcome);
            pump_platform(scope);
            return;
        }
        ScriptKind::Classic { .. } => {}
    }
    // "Prepare the script element", when el has a src attribute: "if url is failure, then
    // queue an element task on the DOM manipulation task source given el to fire an event
    // named error at el, and return" — the parser goes on, and a listener's
    // document.write() finds no insertion point (a module script's src: above).
    // (The URL is parsed against the document base URL: its `<base href>`.)
    // (Step 31.2: "if src is the empty string", error too: an SVG script's empty href.)
    let url = match &element.src {
        Some(src) if src.is_empty() => {
            queue_script_error(state, info.id, index);
            return;
        }
        Some(src) => match base_of(scope, state, info, &element).join(src) {
            Ok(url) => Some(url),
            Err(error) => {
                state.record_load_error(
                    Some(info.id),
                    format!("bad script URL {src:?} in {}: {error}", info.url),
                );
                queue_script_error(state, info.id, index);
                return;
            }
        },
        None => None,
    };
    // (An inline script's base URL is the document base URL when it was prepared; an
    // external one's, its URL: its name.)
    let base = (!external).then(|| base_of(scope, state, info, &element).to_string());
    // (Its fetch options go with the script, for the import() calls in it.)
    let element_options = element.fetch_options();
    let fetched = match (url, prefetched) {
        (Some(_), Some(fetched)) => fetched.map(|f| Some((f.text, f.url, 0, 0, f.shared_cross_origin))),
        (Some(url), None) => fetch_classic_script(
            scope,
            state,
            info,
            url,
            element.crossorigin.as_deref(),
            element.fetch_options(),
            element.integrity(),
        )
        .map(|f| f.map(|f| (f.text, f.url, 0, 0, f.shared_cross_origin))),
        (None, _) => Ok(Some((element.text, info.url.to_string(), element.line, element.column, true))),
    };
    // Execute the script element, step 2: an element moved to another document while its
    // script was fetched (or, inline, while a style sheet blocked it) does not run (and
    // gets no event, not even `error`).
    if moved(scope, hooks.as_deref(), index_value) {
        return;
    }
    let (text, name, line, column, shared) = match fetched {
        Ok(Some(fetched)) => fetched,
        // (The document went away while its script was fetched.)
        Ok(None) => return,
        Err(message) => {
            state.record_load_error(Some(info.id), message);
            fire_script_event(scope, state, info.id, "error", index_value);
            return;
        }
    };
    if let Some(hooks) = &hooks {
        call_hook_with(scope, hooks, Hook::BeginScript, &[index_value]);
    }
    let source = ScriptSource {
        text: &text,
        name: &name,
        line,
        column,
        shared_cross_origin: shared,
        base: base.as_deref(),
        fetch_options: element_options,
    };
    let run = |scope: &mut v8::PinScope<'s, '_>| script::compile_and_run(scope, info.id, &source);
    let result =
        if external { ignoring_destructive_writes(state, info.id, || run(scope)) } else { run(scope) };
    if let Err(error) = result {
        report_exception(scope, state, info.id, error);
    }
    checkpoint(scope, state);
    end_script(scope, state, info.id, index_value, external.then_some("load"));
    pump_platform(scope);
}

/// [Execute the script element](https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element)
/// step 2: whether the parser's script element `index` is no longer in its preparation-time
/// document (moved to another).
pub(crate) fn moved<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: Option<&RealmHooks>,
    index: v8::Local<'s, v8::Value>,
) -> bool {
    hooks.is_some_and(|hooks| {
        call_hook_with(scope, hooks, Hook::ScriptMoved, &[index]).is_some_and(|m| m.is_true())
    })
}

/// [Execute the script element](https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element)
/// steps 5 and 7 around `steps`: for an external classic script or a module script, the
/// document's ignore-destructive-writes counter is one higher (its document.write calls
/// without an insertion point do nothing).
pub(crate) fn ignoring_destructive_writes<T>(
    state: &GroupState,
    realm: RealmId,
    steps: impl FnOnce() -> T,
) -> T {
    state.ignore_destructive_writes.borrow_mut().push(realm);
    let result = steps();
    let mut list = state.ignore_destructive_writes.borrow_mut();
    if let Some(position) = list.iter().rposition(|id| *id == realm) {
        list.remove(position);
    }
    result
}

/// `hooks.endScript`: currentScript restored, and the element's event (if any; none once
/// its realm is gone or the run is over).
fn end_script<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    element: v8::Local<'s, v8::Value>,
    outcome: Option<&str>,
) {
    let Some(hooks) = state.hooks(realm) else { return };
    let outcome: v8::Local<v8::Value> = match outcome {
        Some(outcome) if !state.is_detached(realm) && !state.has_expired() => {
            match v8::String::new(scope, outcome) {
                Some(text) => text.into(),
                None => v8::undefined(scope).into(),
            }
        }
        _ => v8::undefined(scope).into(),
    };
    call_hook_with(scope, &hooks, Hook::EndScript, &[element, outcome]);
    checkpoint(scope, state);
}

/// Queues a task that fires `error` at the parser's script element number `index` (its
/// src is not a URL: [prepare the script element](https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element)).
fn queue_script_error(state: &Rc<GroupState>, realm: RealmId, index: usize) {
    let group = state.clone();
    let fire = move |scope: &mut v8::PinScope<'_, '_>| {
        let index = v8::Number::new(scope, index as f64).into();
        fire_script_event(scope, &group, realm, "error", index);
    };
    state.tasks.borrow_mut().push(Task::GlobalTask { realm, steps: GlobalSteps::Native(Box::new(fire)) });
}

/// Fires `load` or `error` at the parser's script element `index`.
fn fire_script_event<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    kind: &str,
    index: v8::Local<'s, v8::Value>,
) {
    let Some(hooks) = state.hooks(realm) else { return };
    let Some(kind) = v8::String::new(scope, kind) else { return };
    call_hook_with(scope, &hooks, Hook::FireScriptEvent, &[kind.into(), index]);
    checkpoint(scope, state);
}
