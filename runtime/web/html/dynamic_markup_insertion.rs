//! `document.write()` while the document's parser has an insertion point (a script it
//! runs is running): the text goes into the input stream just before the insertion
//! point, and the parser processes it at once, running the scripts it writes
//! (`runtime/navigation/html_parser.rs`). The tokenizer keeps its state between writes,
//! so a tag split across two calls (or across a write and the file) is one tag.
//! [HTML §8.4.3 document.write()](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document.write())
use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::navigation::fire_container_load;
use crate::runtime::navigation::html_parser::{HtmlParser, Stop, end_input, process_input};
use crate::runtime::navigation::parsing::finish_parsing;

use super::window::Native;

/// The natives behind `document.write` (the table the bootstrap installs as `natives.*`).
pub fn natives() -> Vec<Native> {
    vec![
        ("documentWrite", v8::MapFnTo::map_fn_to(document_write)),
        ("openParser", v8::MapFnTo::map_fn_to(open_parser)),
        ("closeParser", v8::MapFnTo::map_fn_to(close_parser)),
        ("abortParser", v8::MapFnTo::map_fn_to(abort_parser)),
        ("stopOngoingNavigation", v8::MapFnTo::map_fn_to(stop_ongoing_navigation)),
        ("completelyFinishLoading", v8::MapFnTo::map_fn_to(completely_finish_loading)),
    ]
}

/// `natives.openParser(scripts)`: the current realm's document gets a script-created
/// parser (document.open steps 15–17: its input empty, the insertion point at its end);
/// its scripts are named from `scripts` on (how many the document's parsers made).
fn open_parser(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let scripts = args.get(0).uint32_value(scope).unwrap_or(0) as usize;
    let mut parsers = state.parsers.borrow_mut();
    parsers.retain(|(id, _)| *id != realm);
    parsers.push((realm, HtmlParser::script_created(scripts)));
    if let Some(record) = state.realm(realm) {
        // (Step 13: set document's is initial about:blank to false: its Window is not
        // reused by its navigable's next document (runtime/navigation/window_reuse.rs),
        // a navigation from it need not replace, and its navigation API entries and
        // events are enabled.)
        record.update_load(|l| {
            l.initial_about_blank = false;
            l.opened = true;
        });
        record.with_info_mut(|info| info.opening.initial_about_blank = false);
        // (Step 14: if document's iframe load in progress flag is set, set its mute iframe
        // load flag.)
        record.update_load(|l| l.mute_iframe_load |= l.iframe_load_in_progress);
    }
}

/// `natives.completelyFinishLoading()`: the end of the current realm's script-created
/// parser, once its window's `load` fired: HTML's [completely finish loading](https://html.spec.whatwg.org/multipage/document-lifecycle.html#completely-finish-loading)
/// step 6 — a frame's container gets, in a task of its own, the iframe load event steps
/// (`load` at the element, unless the document's mute iframe load flag is set).
fn completely_finish_loading(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(parent) = state.parent_of(realm) else { return };
    let Some(element) = state.element(scope, realm) else { return };
    let element = v8::Global::new(scope, element);
    let group = state.clone();
    let fire = move |scope: &mut v8::PinScope<'_, '_>| {
        if group.is_detached(realm) {
            return;
        }
        let Some(hooks) = group.hooks(parent) else { return };
        let element = v8::Local::new(scope, &element);
        fire_container_load(scope, &group, realm, &hooks, element);
    };
    state
        .tasks
        .borrow_mut()
        .push(Task::GlobalTask { realm: parent, steps: GlobalSteps::Native(Box::new(fire)) });
}

/// `natives.abortParser()`: the document open steps for the current realm's document
/// while its parser is active: true when the parser is aborted, as it is when the steps
/// run from a microtask of its checkpoint before a script (then the document is opened
/// anew); false otherwise (the steps return the document as it is).
/// [HTML §8.4.1](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps)
fn abort_parser(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    rv.set_bool(state.parser(realm).is_some_and(|parser| parser.abort()));
}

/// `natives.closeParser()`: [document.close()](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-close)
/// steps 4–6: the end of the script-created parser's input, parsed (its last tokens to the
/// tree builder); the parser is done. True when the document's own parser was aborted
/// before it finished (document.open() from a microtask it ran): its end —
/// `DOMContentLoaded`, then `load` once nothing delays it, its container's `load` and its
/// parent's wait — is then the runtime's, as a parsed document's ([`finish_parsing`]).
fn close_parser(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(parser) = state.parser(realm) else { return };
    let Some(info) = state.info(realm) else { return };
    state.parsers.borrow_mut().retain(|(id, _)| *id != realm);
    let hooks = state.hooks(realm);
    state.inside_script(|| {
        if process_input(scope, &state, &info, hooks.as_deref(), &parser) == Stop::Done {
            end_input(scope, &state, &info, hooks.as_deref(), &parser);
        }
    });
    let unparsed = state.realm(realm).is_some_and(|record| !record.load().parsed);
    if unparsed && !state.is_detached(realm) && !state.has_expired() {
        finish_parsing(&state, realm);
        rv.set_bool(true);
    }
}

/// `natives.documentWrite(text)`: 1 when the current realm's parser has an insertion
/// point and took the text; 2 when the write is ignored (no insertion point, and the
/// ignore-destructive-writes counter is above 0); 0 when the document has no insertion
/// point (the caller then opens the document anew: dynamic_markup_insertion.js).
fn document_write(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_int32(0);
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(parser) = state.parser(realm).filter(|parser| parser.has_insertion_point()) else {
        // 4.1. With no insertion point, while the document's ignore-destructive-writes
        //      counter is above 0 (an external or module script of it runs), return.
        if state.ignore_destructive_writes.borrow().contains(&realm) {
            rv.set_int32(2);
        }
        return;
    };
    let Some(info) = state.info(realm) else { return };
    // 5. Insert input into the input stream just before the insertion point.
    let text = args.get(0).to_rust_string_lossy(scope);
    parser.stream.insert(&text);
    rv.set_int32(1);
    // 6. If there is no pending parsing-blocking script, have the HTML parser process
    //    input up to the insertion point (running the scripts it meets).
    if !parser.is_blocked() {
        let hooks = state.hooks(realm);
        // (Inside the writing script's call: the parser's microtask checkpoints wait for
        // it, as HTML's do while the JavaScript execution context stack is not empty.)
        state.inside_script(|| process_input(scope, &state, &info, hooks.as_deref(), &parser));
    }
}

/// `natives.stopOngoingNavigation()`: the [document open steps](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps)
/// "if document's node navigable is non-null and its ongoing navigation is a navigation
/// ID, then stop loading document's node navigable", for the current realm's document:
/// true when a navigation was under way and is taken back (the caller then aborts the
/// document: dynamic_markup_insertion.js).
fn stop_ongoing_navigation(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    rv.set_bool(state.stop_ongoing_navigation(scope, realm));
}
