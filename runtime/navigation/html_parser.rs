//! A document's HTML parser as its scripts see it: an input stream tokenized as it goes,
//! the insertion point and script nesting level, the pending parsing-blocking script, and
//! the scripts that will run when the document has finished parsing. The document's own
//! parser reads its file; `document.write` inserts at the insertion point while a
//! parser-inserted script runs (`runtime/web/html/dynamic_markup_insertion.rs`).
//! [HTML §13.2 Parsing HTML documents](https://html.spec.whatwg.org/multipage/parsing.html),
//! [§8.4.3 document.write()](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document.write())
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

use crate::runtime::document_write_intervention;
use crate::runtime::event_loop::callbacks::checkpoint;
use crate::runtime::group::GroupState;
use crate::runtime::hooks::RealmHooks;
use crate::runtime::loader::html::{self, InputStream, Item, ScriptElement};
use crate::runtime::realm::RealmInfo;

use super::parsing::{ScriptKind, replay, run_script_element};

/// An HTML parser of a document (kept on the group while it parses: [`GroupState::parser`]).
#[derive(Default)]
pub(crate) struct HtmlParser {
    pub stream: InputStream,
    /// The file's script elements as the whole-file pass located them (for their lines
    /// and columns), in order; a script the stream gives that is not among them was
    /// written by a script.
    located: RefCell<VecDeque<ScriptElement>>,
    /// The parser's [script nesting level](https://html.spec.whatwg.org/multipage/parsing.html#script-nesting-level):
    /// above 0, the insertion point is defined.
    nesting_level: Cell<u32>,
    /// The [pending parsing-blocking script](https://html.spec.whatwg.org/multipage/scripting.html#pending-parsing-blocking-script):
    /// its index among the parser's scripts, and its element.
    pending: RefCell<Option<(usize, ScriptElement)>>,
    /// [The list of scripts that will execute when the document has finished parsing](https://html.spec.whatwg.org/multipage/scripting.html#list-of-scripts-that-will-execute-when-the-document-has-finished-parsing).
    pub deferred: RefCell<Vec<(usize, ScriptElement)>>,
    /// How many script elements the document's parsers have made (each one's index for
    /// the realm).
    scripts: Cell<usize>,
    /// A [script-created parser](https://html.spec.whatwg.org/multipage/parsing.html#script-created-parser)
    /// (document.open): its insertion point is at the end of its input until close().
    script_created: bool,
    /// [Aborted](https://html.spec.whatwg.org/multipage/parsing.html#abort-a-parser):
    /// document.open() replaced it; it parses and runs nothing more.
    aborted: Cell<bool>,
}

/// Why processing stopped.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The input before the insertion point is used up (or the parser is paused).
    Done,
    /// The document's realm went away, or the run is over: nothing more runs.
    Gone,
    /// The parser was aborted (document.open() from a microtask it ran): it stops, and
    /// the end is the script-created parser's.
    Aborted,
}

impl HtmlParser {
    /// The parser of an HTML file: all of it is input (no insertion point).
    pub fn for_file(source: &str) -> Rc<Self> {
        let normalized = source.replace("\r\n", "\n").replace('\r', "\n");
        let located = html::scripts(&normalized).into();
        let parser = Self { located: RefCell::new(located), ..Self::default() };
        parser.stream.insert(&normalized);
        Rc::new(parser)
    }

    /// The parser document.open() makes, after the document's parsers made `scripts`
    /// script elements.
    pub fn script_created(scripts: usize) -> Rc<Self> {
        Rc::new(Self { scripts: Cell::new(scripts), script_created: true, ..Self::default() })
    }

    /// Whether the insertion point is defined (a script the parser runs is running, or
    /// the parser is script-created).
    pub fn has_insertion_point(&self) -> bool {
        self.script_created || self.nesting_level.get() > 0
    }

    /// Whether a script the parser runs is running (its script nesting level is above 0).
    fn is_nested(&self) -> bool {
        self.nesting_level.get() > 0
    }

    /// The [document open steps](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps)
    /// of a document whose active parser this is: with its script nesting level 0 (no
    /// script of the parser runs: a microtask of its checkpoint before a script, such as a
    /// mutation observer's callback, or a task while an `async` script is fetched) the
    /// document is opened anew and the parser
    /// [aborted](https://html.spec.whatwg.org/multipage/parsing.html#abort-a-parser) —
    /// true then; with a script of it running (a parser-blocking one's fetch too) false:
    /// the steps return the document as it is.
    pub fn abort(&self) -> bool {
        if self.script_created || self.is_nested() {
            return false;
        }
        self.aborted.set(true);
        true
    }

    /// Whether [`Self::abort`] stopped the parser.
    pub fn is_aborted(&self) -> bool {
        self.aborted.get()
    }

    /// Whether there is a pending parsing-blocking script.
    pub fn is_blocked(&self) -> bool {
        self.pending.borrow().is_some()
    }

    /// The line and column of a script element the stream gave: the file's next script
    /// with the same attributes and text (one the file has further on, when written markup
    /// swallowed some); a written one keeps 0, 0.
    fn locate(&self, element: &mut ScriptElement) {
        let mut located = self.located.borrow_mut();
        let same = |s: &ScriptElement| s.attrs == element.attrs && s.text == element.text;
        if let Some(position) = located.iter().position(same) {
            let found = located.drain(..=position).next_back();
            if let Some(found) = found {
                element.line = found.line;
                element.column = found.column;
            }
        }
    }
}

/// [Process the input](https://html.spec.whatwg.org/multipage/parsing.html#tokenization):
/// tokenizes what is before the insertion point, sending the tokens to the tree builder
/// (`hooks.parse`) and running each script at its end tag, until the input is used up or
/// (inside a script, `document.write`) a pending parsing-blocking script pauses the parser.
pub(crate) fn process_input(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    hooks: Option<&RealmHooks>,
    parser: &Rc<HtmlParser>,
) -> Stop {
    loop {
        if state.is_detached(info.id) || state.has_expired() {
            return Stop::Gone;
        }
        if parser.is_aborted() {
            return Stop::Aborted;
        }
        // (The parser pause flag: set while a nested invocation has a pending
        // parsing-blocking script; the outermost one runs it.)
        if parser.is_nested() && parser.is_blocked() {
            return Stop::Done;
        }
        let items = parser.stream.tokenize();
        if items.is_empty() {
            return Stop::Done;
        }
        if tree_construction(scope, state, info, hooks, parser, items) == Stop::Gone {
            return Stop::Gone;
        }
    }
}

/// The end of the input ("EOF"): its last tokens to the tree builder.
pub(crate) fn end_input(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    hooks: Option<&RealmHooks>,
    parser: &Rc<HtmlParser>,
) -> Stop {
    let items = parser.stream.end();
    tree_construction(scope, state, info, hooks, parser, items)
}

/// The tree construction stage for `items`: each script runs at its end tag
/// ([HTML §13.2.6.4.8 "text" insertion mode, script end tag](https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag)).
pub(crate) fn tree_construction(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    hooks: Option<&RealmHooks>,
    parser: &Rc<HtmlParser>,
    items: Vec<Item>,
) -> Stop {
    let mut events = Vec::with_capacity(items.len());
    for item in items {
        let Item::Script(mut element) = item else {
            events.push(item);
            continue;
        };
        parser.locate(&mut element);
        events.push(Item::Script(element.clone()));
        // (The tree builder decides whether the script went into a template's inert
        // contents or, say, a declarative shadow root.)
        if let Some(hooks) = hooks {
            element.in_template = replay(scope, state, hooks, &events);
        }
        events.clear();
        // (Prepare the script element: its src is parsed now, with the `<base>` elements
        // parsed so far (step 31.2); an inline script's base URL is the document's now.)
        element.base = Some(state.document_base_url(scope, info));
        // "If the JavaScript execution context stack is empty, perform a microtask
        // checkpoint" (inside document.write it is not: checkpoint waits).
        checkpoint(scope, state);
        // A script may have removed or navigated its own frame; and past the deadline
        // nothing more runs.
        if state.is_detached(info.id) || state.has_expired() {
            return Stop::Gone;
        }
        // (A microtask opened the document: this parser and its script are done.)
        if parser.is_aborted() {
            return Stop::Aborted;
        }
        let index = parser.scripts.get();
        parser.scripts.set(index + 1);
        match ScriptKind::of(&element) {
            ScriptKind::Classic { deferred: true } | ScriptKind::Module { deferred: true } => {
                parser.deferred.borrow_mut().push((index, element));
            }
            // https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
            // step 31: an external classic script without async is the pending
            // parsing-blocking script: at nesting level 0 it runs now; inside a script
            // (written by document.write) the parser pauses until that script ends.
            ScriptKind::Classic { deferred: false } if element.src.is_some() && !is_async(&element) => {
                // (One document.write inserted: a DevTools client may hear Chromium's
                // intervention warning, `runtime/document_write_intervention.rs`.)
                let src = element.base.as_ref().zip(element.src.as_deref()).and_then(|(b, s)| b.join(s).ok());
                if let (true, Some(src)) = (parser.is_nested(), src) {
                    let top_level = state.parent_of(info.id).is_none();
                    document_write_intervention::script_written(scope, info.id, top_level, &info.url, &src);
                }
                *parser.pending.borrow_mut() = Some((index, element));
                if parser.is_nested() {
                    return Stop::Done;
                }
            }
            // An inline classic script is executed immediately (with no style sheets
            // that block scripts).
            ScriptKind::Classic { deferred: false } if element.src.is_none() => {
                run_at_insertion_point(scope, state, info, parser, index, element);
            }
            // An async one (or an async module) runs as soon as it is fetched (here:
            // now), from no insertion point.
            _ => run_script_element(scope, state, info, index, element),
        }
        // At nesting level 0: "while the pending parsing-blocking script is not null",
        // run it (its element is already in the document).
        // (A script-created parser's too: framescope fetches the script now, where HTML
        // would let the writing script go on while it loads.)
        if !parser.is_nested() {
            loop {
                let pending = parser.pending.borrow_mut().take();
                let Some((index, element)) = pending else { break };
                run_at_insertion_point(scope, state, info, parser, index, element);
            }
        }
        if state.is_detached(info.id) || state.has_expired() {
            return Stop::Gone;
        }
        if parser.is_aborted() {
            return Stop::Aborted;
        }
    }
    if let Some(hooks) = hooks {
        replay(scope, state, hooks, &events);
    }
    Stop::Done
}

/// Runs a parser-inserted classic script with the insertion point just before the next
/// input character and the script nesting level one higher; then the insertion point is
/// where it was (what the script wrote, and what it did not parse, before it).
fn run_at_insertion_point(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    parser: &Rc<HtmlParser>,
    index: usize,
    element: ScriptElement,
) {
    let rest = parser.stream.set_aside();
    parser.nesting_level.set(parser.nesting_level.get() + 1);
    run_script_element(scope, state, info, index, element);
    parser.nesting_level.set(parser.nesting_level.get() - 1);
    parser.stream.restore(rest);
}

/// Whether a script element has an `async` attribute (an SVG one has none).
fn is_async(element: &ScriptElement) -> bool {
    !element.svg && element.attrs.iter().any(|(name, _)| name == "async")
}
