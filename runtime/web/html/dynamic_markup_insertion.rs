//! `document.write()` while the parser runs: the written markup goes into the input stream
//! at the insertion point. Up to its first script it is parsed at once; the rest waits
//! for the writing script to end (the parser, `runtime/navigation/load_document.rs`,
//! takes it before the file's next token). Each call's text is tokenized on its own (a
//! tag split across two calls is not joined).
//! [HTML §8.4.3 document.write()](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document.write())
use crate::runtime::group::GroupState;
use crate::runtime::loader::html::{self, Item};
use crate::runtime::navigation::parsing::replay;

use super::window::Native;

/// The natives behind `document.write` (the table the bootstrap installs as `natives.*`).
pub fn natives() -> Vec<Native> {
    vec![("documentWrite", v8::MapFnTo::map_fn_to(document_write))]
}

/// `natives.documentWrite(text)`: true when the current realm's parser has an insertion
/// point (a parser-inserted classic script is running) and took the text; false when the
/// document has none (the caller then opens the document anew, dynamic_markup_insertion.js).
fn document_write(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(false);
    let Some((state, realm)) = GroupState::current(scope) else { return };
    if state.insertion_point.get() != Some(realm) {
        return;
    }
    // 6. Insert input into the input stream just before the insertion point.
    let text = args.get(0).to_rust_string_lossy(scope);
    let mut items = html::parse(&text).items;
    // 7. Run the tokenizer up to the insertion point: what comes before the first script
    //    is in the DOM when write() returns (unless earlier written scripts wait); the
    //    parser runs the scripts, and what follows them, right after the writing script.
    let first_script = items.iter().position(|item| matches!(item, Item::Script(_))).unwrap_or(items.len());
    let waiting = !state.document_writes.borrow().is_empty();
    if !waiting && let Some(hooks) = state.hooks(realm) {
        let rest = items.split_off(first_script);
        // (Inside the writing script's call: the parser's microtask checkpoints wait for
        // it, as HTML's do while the JavaScript execution context stack is not empty.)
        state.inside_script(|| replay(scope, &state, &hooks, &items));
        items = rest;
    }
    state.document_writes.borrow_mut().extend(items);
    rv.set_bool(true);
}
