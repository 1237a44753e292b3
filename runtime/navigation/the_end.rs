//! A document's parser run to [the end](https://html.spec.whatwg.org/multipage/parsing.html#the-end):
//! the input parsed (`html_parser::run`), the tree builder told, the deferred scripts run in
//! order, then `DOMContentLoaded` and `load` — each step in the task that can take it. Over
//! the network loader a script is fetched in parallel: the parser suspends rather than
//! waiting in a nested event loop, and the task its response queues runs the script and
//! calls [`parse_to_the_end`] again, which goes on from where the parser stopped.
use std::rc::Rc;

use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::realm::RealmInfo;

use super::auxiliary;
use super::html_parser::{self, HtmlParser, Stop};
use super::parsing::{fetch_in_parallel, finish_parsing, run_script_element};
use super::script_blocking_style_sheets::{self, Waiting};

/// What follows a document's parsing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum ParserEnd {
    /// [The end](https://html.spec.whatwg.org/multipage/parsing.html#the-end):
    /// `DOMContentLoaded`, then `load` once nothing delays it.
    #[default]
    TheEnd,
    /// A new auxiliary browsing context's initial about:blank, completely loaded at once.
    CompletelyLoaded,
}

/// Runs the parser of the document `info` (kept on the group while it parses) from where
/// it is to the end; returns early, the parser kept, when it suspends for a script fetched
/// in parallel (that script's task calls this again), or when it used up the part of a
/// streamed document's body that has arrived (the task of the next chunk calls it again).
///
/// [The end](https://html.spec.whatwg.org/multipage/parsing.html#the-end):
/// 1–4. (Parsing stops: the tree builder hears it; readiness "interactive".)
/// 5. While the list of scripts that will execute when the document has finished parsing
///    is not empty: wait until its first script is ready (here: its fetch, in parallel over
///    the network loader, suspends until its task) and the document has no style sheet
///    that is blocking scripts (`script_blocking_style_sheets.rs`), execute it, remove it.
/// 6–. Queue `DOMContentLoaded`, and `load` once nothing delays it (or, for a new auxiliary
///    browsing context's initial about:blank, completely finish loading now).
pub(crate) fn parse_to_the_end(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    parser: &Rc<HtmlParser>,
) {
    let id = info.id;
    let hooks = state.hooks(id).filter(|_| parser.builds_tree.get());
    if !parser.finished.get() {
        match html_parser::run(scope, state, info, hooks.as_deref(), parser) {
            Stop::Suspended => return,
            // (A streamed document: the task that brings its next chunk resumes it.)
            Stop::AwaitingInput => {
                parser.set_waiting_for_input();
                return;
            }
            // (Aborted: the script-created parser that replaced it has the end.)
            Stop::Gone | Stop::Aborted => {
                forget(state, parser);
                return;
            }
            Stop::Done => {}
        }
        forget(state, parser);
        parser.finished.set(true);
        if state.is_detached(id) || state.has_expired() {
            return;
        }
        if let Some(hooks) = &hooks {
            call_hook_with(scope, hooks, Hook::ParsingFinished, &[]);
            checkpoint(scope, state);
        }
    }
    // 5. The deferred scripts, in order, before DOMContentLoaded.
    loop {
        if state.is_detached(id) || state.has_expired() {
            return;
        }
        // (Each waits until the document has no style sheet that is blocking scripts.)
        if !parser.deferred.borrow().is_empty() {
            let waiting = parser.clone();
            let resume: Waiting =
                Box::new(move |scope, state, info| parse_to_the_end(scope, state, info, &waiting));
            if script_blocking_style_sheets::unless_blocked(state, info, resume).is_none() {
                return;
            }
        }
        let next = {
            let mut deferred = parser.deferred.borrow_mut();
            (!deferred.is_empty()).then(|| deferred.remove(0))
        };
        let Some((index, element)) = next else { break };
        let waiting = parser.clone();
        let then = move |scope: &mut v8::PinScope<'_, '_>,
                         state: &Rc<GroupState>,
                         info: &RealmInfo,
                         index,
                         element,
                         fetched| {
            run_script_element(scope, state, info, index, element, Some(fetched));
            parse_to_the_end(scope, state, info, &waiting);
        };
        match fetch_in_parallel(scope, state, info, index, element, Box::new(then)) {
            Some(element) => run_script_element(scope, state, info, index, element, None),
            None => return,
        }
    }
    match parser.end.get() {
        ParserEnd::TheEnd => finish_parsing(state, id),
        ParserEnd::CompletelyLoaded => auxiliary::completely_loaded(scope, state, hooks.as_deref(), id),
    }
}

/// The parser is done with its input: the group no longer keeps it as the document's.
fn forget(state: &GroupState, parser: &Rc<HtmlParser>) {
    state.parsers.borrow_mut().retain(|(_, kept)| !Rc::ptr_eq(kept, parser));
}
