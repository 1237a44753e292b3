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

use super::fetch_classic_script::FetchedScript;
use super::parsing::{ScriptKind, fetch_in_parallel, moved, replay, run_script_element};
use super::script_blocking_style_sheets::{self as blocking_sheets, Waiting};
use super::the_end::{ParserEnd, parse_to_the_end};

/// An HTML parser of a document (kept on the group while it parses: [`GroupState::parser`]).
#[derive(Default)]
pub(crate) struct HtmlParser {
    pub stream: InputStream,
    /// The file's script elements as the whole-file pass located them (for their lines
    /// and columns), in order; a script the stream gives that is not among them was
    /// written by a script.
    located: RefCell<VecDeque<ScriptElement>>,
    /// A streamed document's text so far (its newlines normalized), from which `located`
    /// is made again when a script of a later chunk is not among them; how much of it
    /// `located` was made from, and how many of its scripts were taken.
    source: RefCell<String>,
    located_upto: Cell<usize>,
    taken: Cell<usize>,
    /// Whether more of the document's body is still to come (a document parsed as it
    /// arrives: `streamed_body.rs`): the end of the input waits for it.
    more_input: Cell<bool>,
    /// Whether the parser used up the input that arrived and waits for the next chunk
    /// (the task that brings it resumes the parser).
    waiting_for_input: Cell<bool>,
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
    /// The tokens after the script at which the parser suspended (the rest of their
    /// batch), tree-constructed first when it resumes.
    held: RefCell<Vec<Item>>,
    /// Whether the end of the input was reached (its last tokens given to the tree
    /// builder, or held).
    input_ended: Cell<bool>,
    /// Whether the tree builder heard that parsing finished (the end, step 1).
    pub finished: Cell<bool>,
    /// What follows the end of parsing.
    pub end: Cell<ParserEnd>,
    /// Whether its tokens go to the document's tree builder (not when the document's
    /// platform JavaScript failed to start).
    pub builds_tree: Cell<bool>,
}

/// Why processing stopped.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The input before the insertion point is used up (or the parser is paused).
    Done,
    /// The document's realm went away, or the run is over: nothing more runs.
    Gone,
    /// The parser was aborted (document.open() from a microtask it ran, or from a task
    /// while it was suspended): it stops, and
    /// the end is the script-created parser's.
    Aborted,
    /// The parser waits for a script fetched in parallel: the task its response queues
    /// runs it and resumes the parser ([`resume`]); meanwhile the event loop goes on.
    Suspended,
    /// The parser used up the input that has arrived, and more of the document's body is
    /// to come: the task that brings the next chunk resumes it.
    AwaitingInput,
}

impl HtmlParser {
    /// The parser of an HTML file: all of it is input (no insertion point).
    pub fn for_file(source: &str, end: ParserEnd) -> Rc<Self> {
        let normalized = source.replace("\r\n", "\n").replace('\r', "\n");
        let located = html::scripts(&normalized).into();
        let parser = Self { located: RefCell::new(located), end: Cell::new(end), ..Self::default() };
        parser.stream.insert(&normalized);
        Rc::new(parser)
    }

    /// The parser of an HTML document whose body is still arriving (`streamed_body.rs`):
    /// `text` is what came so far; [`Self::append`] adds the rest, [`Self::end_of_input`]
    /// says that it is all there.
    pub fn for_stream(text: &str, end: ParserEnd) -> Rc<Self> {
        let parser = Self { more_input: Cell::new(true), end: Cell::new(end), ..Self::default() };
        parser.append(text);
        Rc::new(parser)
    }

    /// More of a streamed document's text (its newlines normalized) arrived: it goes at
    /// the end of the input stream.
    pub fn append(&self, text: &str) {
        if text.is_empty() {
            return;
        }
        self.source.borrow_mut().push_str(text);
        self.stream.insert(text);
    }

    /// A streamed document's body ended: the input stream gets its end once the parser
    /// reaches it.
    pub fn end_of_input(&self) {
        self.more_input.set(false);
    }

    /// Whether the parser waits for more input (it stopped with `AwaitingInput`); the
    /// flag is cleared: the caller resumes it.
    pub fn take_waiting_for_input(&self) -> bool {
        self.waiting_for_input.replace(false)
    }

    /// Marks the parser as waiting for more of its body.
    pub fn set_waiting_for_input(&self) {
        self.waiting_for_input.set(true);
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
    /// true then (a parser suspended for a script fetched in parallel too: the task that
    /// would resume it finds it aborted and does nothing); with a script of it running
    /// false: the steps return the document as it is.
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

    /// A parser whose input is `items` (an XML document's, given whole).
    pub fn for_items(items: Vec<Item>, end: ParserEnd) -> Rc<Self> {
        Rc::new(Self { held: RefCell::new(items), end: Cell::new(end), ..Self::default() })
    }

    /// Whether there is a pending parsing-blocking script.
    pub fn is_blocked(&self) -> bool {
        self.pending.borrow().is_some()
    }

    /// The line and column of a script element the stream gave: the file's next script
    /// with the same attributes and text (one the file has further on, when written markup
    /// swallowed some); a written one keeps 0, 0.
    /// (A streamed document's scripts are located again in its text so far when one is
    /// not among those found before: it came in a later chunk.)
    fn locate(&self, element: &mut ScriptElement) {
        let same = |s: &ScriptElement| s.attrs == element.attrs && s.text == element.text;
        let mut position = self.located.borrow().iter().position(same);
        let source = self.source.borrow();
        if position.is_none() && source.len() > self.located_upto.get() {
            self.located_upto.set(source.len());
            let scripts = html::scripts(&source).into_iter().skip(self.taken.get());
            *self.located.borrow_mut() = scripts.collect();
            position = self.located.borrow().iter().position(same);
        }
        let Some(position) = position else { return };
        self.taken.set(self.taken.get() + position + 1);
        let found = self.located.borrow_mut().drain(..=position).next_back();
        if let Some(found) = found {
            element.line = found.line;
            element.column = found.column;
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
        match tree_construction(scope, state, info, hooks, parser, items) {
            Stop::Done => {}
            stop => return stop,
        }
    }
}

/// Runs the parser from where it is (its first run, or resumed after a script fetched in
/// parallel ran): the pending parsing-blocking script, the tokens held back, the rest of
/// the input and its end. `Done` once all the input was parsed.
pub(crate) fn run(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    hooks: Option<&RealmHooks>,
    parser: &Rc<HtmlParser>,
) -> Stop {
    loop {
        match run_pending(scope, state, info, parser) {
            Stop::Done => {}
            stop => return stop,
        }
        let held = std::mem::take(&mut *parser.held.borrow_mut());
        if held.is_empty() {
            break;
        }
        match tree_construction(scope, state, info, hooks, parser, held) {
            Stop::Done => {}
            stop => return stop,
        }
    }
    if parser.input_ended.get() {
        return Stop::Done;
    }
    match process_input(scope, state, info, hooks, parser) {
        Stop::Done => {}
        stop => return stop,
    }
    if parser.more_input.get() {
        return Stop::AwaitingInput;
    }
    parser.input_ended.set(true);
    end_input(scope, state, info, hooks, parser)
}

/// Resumes the parser of the document `info` after the script it waited for ran: in the
/// task that script's response queued, the parser goes on to the end.
fn resume(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    parser: &Rc<HtmlParser>,
) {
    parse_to_the_end(scope, state, info, parser);
}

/// At nesting level 0: "while the pending parsing-blocking script is not null", run it
/// (its element is already in the document). Over the network loader its fetch runs in
/// parallel: the parser suspends (`Suspended`) — the event loop goes on with its tasks, as
/// HTML's parser waits "until the parser's Document has no style sheet that is blocking
/// scripts and the script is ready" without holding the loop — and the task its response
/// queues runs it and resumes the parser.
/// (A script-created parser's runs at once: framescope fetches it now, where HTML would
/// let the writing script go on while it loads.)
fn run_pending(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    parser: &Rc<HtmlParser>,
) -> Stop {
    if parser.is_nested() {
        return Stop::Done;
    }
    loop {
        if state.is_detached(info.id) || state.has_expired() {
            return Stop::Gone;
        }
        if parser.is_aborted() {
            return Stop::Aborted;
        }
        let pending = parser.pending.borrow_mut().take();
        let Some((index, element)) = pending else { return Stop::Done };
        let waiting = parser.clone();
        let then = move |scope: &mut v8::PinScope<'_, '_>,
                         state: &Rc<GroupState>,
                         info: &RealmInfo,
                         index,
                         element,
                         fetched| {
            if let Some((element, fetched)) =
                when_unblocked(state, info, &waiting, index, element, Some(fetched))
            {
                run_and_resume(scope, state, info, &waiting, index, element, fetched);
            }
        };
        let Some(element) = fetch_in_parallel(scope, state, info, index, element, Box::new(then)) else {
            return Stop::Suspended;
        };
        match when_unblocked(state, info, parser, index, element, None) {
            Some((element, fetched)) => {
                run_at_insertion_point(scope, state, info, parser, index, element, fetched)
            }
            None => return Stop::Suspended,
        }
    }
}

/// The pending parsing-blocking script `element` (number `index`), ready (`fetched`, when
/// its fetch ran in parallel): back to run now when the document has no style sheet that
/// is blocking scripts; else it waits, and the task that processes the last such sheet
/// runs it and resumes the parser (`None`).
fn when_unblocked(
    state: &GroupState,
    info: &RealmInfo,
    parser: &Rc<HtmlParser>,
    index: usize,
    element: ScriptElement,
    fetched: Option<Result<FetchedScript, String>>,
) -> Option<(ScriptElement, Option<Result<FetchedScript, String>>)> {
    if !blocking_sheets::has_one(state, info.id) {
        return Some((element, fetched));
    }
    let waiting = parser.clone();
    let steps: Waiting = Box::new(move |scope, state, info| {
        run_and_resume(scope, state, info, &waiting, index, element, fetched)
    });
    // (Blocked: it waits, and nothing comes back.)
    let _ = blocking_sheets::unless_blocked(state, info, steps);
    None
}

/// The pending parsing-blocking script that waited (for its fetch, or for the document's
/// style sheets blocking scripts) runs in its task, and the parser resumes — unless the
/// parser was aborted meanwhile (`document.open()` from a task): then nothing more runs,
/// its script and the rest of its input are thrown away.
fn run_and_resume(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    parser: &Rc<HtmlParser>,
    index: usize,
    element: ScriptElement,
    fetched: Option<Result<FetchedScript, String>>,
) {
    if parser.is_aborted() {
        return;
    }
    run_at_insertion_point(scope, state, info, parser, index, element, fetched);
    resume(scope, state, info, parser);
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
    let mut items = items.into_iter();
    while let Some(item) = items.next() {
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
        // Prepare the script element, step 14: "if parser document is non-null, and parser
        // document is not equal to el's preparation-time document, then return" — a
        // script whose parent was moved to another document while the document streamed
        // in is inserted there, and never runs.
        let index_value = v8::Number::new(scope, index as f64).into();
        let moved = moved(scope, hooks, index_value);
        match ScriptKind::of(&element) {
            _ if moved => {}
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
                let nested = parser.is_nested();
                let src = element.base.as_ref().zip(element.src.as_deref()).filter(|_| nested);
                if let Some(src) = src.and_then(|(b, s)| b.join(s).ok()) {
                    let top_level = state.parent_of(info.id).is_none();
                    document_write_intervention::script_written(scope, info.id, top_level, &info.url, &src);
                }
                *parser.pending.borrow_mut() = Some((index, element));
                if nested {
                    return Stop::Done;
                }
            }
            // Step 31.5: an inline classic script of the parser (not written by
            // document.write) while the document has a style sheet that is blocking
            // scripts is the pending parsing-blocking script: it runs once there is none.
            // (Not a script-created parser's: the sheets were the opened document's.)
            ScriptKind::Classic { deferred: false }
                if element.src.is_none()
                    && !parser.is_nested()
                    && !parser.script_created
                    && blocking_sheets::has_one(state, info.id) =>
            {
                *parser.pending.borrow_mut() = Some((index, element));
            }
            // 31.6: else it is executed immediately.
            ScriptKind::Classic { deferred: false } if element.src.is_none() => {
                run_at_insertion_point(scope, state, info, parser, index, element, None);
            }
            // Step 31.2.2: an async classic script runs as soon as it is fetched, from no
            // insertion point, while the parser goes on: over the network loader in the
            // task its response queues (it delays the document's load event until then).
            ScriptKind::Classic { deferred: false } => {
                let delays_load = state.delay_load_event(info.id);
                let then = move |scope: &mut v8::PinScope<'_, '_>,
                                 state: &Rc<GroupState>,
                                 info: &RealmInfo,
                                 index,
                                 element,
                                 fetched| {
                    run_script_element(scope, state, info, index, element, Some(fetched));
                    if delays_load {
                        state.load_event_delay_ended(info.id);
                    }
                };
                if let Some(element) = fetch_in_parallel(scope, state, info, index, element, Box::new(then)) {
                    run_script_element(scope, state, info, index, element, None);
                    if delays_load {
                        state.load_event_delay_ended(info.id);
                    }
                }
            }
            // An async module (or an import map) runs now, from no insertion point.
            _ => run_script_element(scope, state, info, index, element, None),
        }
        match run_pending(scope, state, info, parser) {
            Stop::Done => {}
            Stop::Suspended => {
                *parser.held.borrow_mut() = items.collect();
                return Stop::Suspended;
            }
            stop => return stop,
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

/// Runs a parser-inserted classic script (`fetched` when its fetch already ended) with the
/// insertion point just before the next input character and the script nesting level one
/// higher; then the insertion point is where it was (what the script wrote, and what it
/// did not parse, before it).
fn run_at_insertion_point(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    parser: &Rc<HtmlParser>,
    index: usize,
    element: ScriptElement,
    fetched: Option<Result<FetchedScript, String>>,
) {
    let rest = parser.stream.set_aside();
    parser.nesting_level.set(parser.nesting_level.get() + 1);
    run_script_element(scope, state, info, index, element, fetched);
    parser.nesting_level.set(parser.nesting_level.get() - 1);
    parser.stream.restore(rest);
}

/// Whether a script element has an `async` attribute (an SVG one has none).
fn is_async(element: &ScriptElement) -> bool {
    !element.svg && element.attrs.iter().any(|(name, _)| name == "async")
}
