//! A document's [style sheets that are blocking scripts](https://html.spec.whatwg.org/multipage/semantics.html#a-style-sheet-that-is-blocking-scripts):
//! a `<link rel=stylesheet>` its parser made, whose media match, fetched in parallel over
//! the network loader (`runtime/web/html/link_stylesheets.rs`), blocks scripts until its
//! style sheet is processed. While a document [has a style sheet that is blocking scripts](https://html.spec.whatwg.org/multipage/semantics.html#has-a-style-sheet-that-is-blocking-scripts),
//! its parser's inline classic script becomes the pending parsing-blocking script and
//! waits (prepare the script element, step 31.5), its pending parsing-blocking script runs
//! only once none is left (the parser's "spin the event loop until the parser's Document
//! has no style sheet that is blocking scripts and the script is ready"), and so do the
//! scripts that will execute when it has finished parsing (the end, step 5). The parser
//! suspends meanwhile; the task that processes the last such sheet resumes what waited.
//!
//! (framescope applies no CSS; a sheet fetched at once, from the hosts folder or on the
//! virtual clock, is processed before the parser goes on, so it never blocks.)
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::realm::{RealmId, RealmInfo};

/// Steps that wait until their document has no style sheet blocking scripts.
pub(crate) type Waiting = Box<dyn FnOnce(&mut v8::PinScope<'_, '_>, &Rc<GroupState>, &RealmInfo)>;

/// Each document's style sheets blocking scripts (how many), and the steps waiting for
/// none to be left, in order.
#[derive(Default)]
struct Blocking(RefCell<HashMap<RealmId, (usize, Vec<Waiting>)>>);

/// Whether the document `realm` has a style sheet that is blocking scripts.
pub(crate) fn has_one(state: &GroupState, realm: RealmId) -> bool {
    state.web.get::<Blocking>().0.borrow().get(&realm).is_some_and(|(count, _)| *count > 0)
}

/// A style sheet of the document `realm` blocks scripts from now on. (The documents that
/// went away meanwhile are forgotten here: a detached document's fetches end without
/// [`ended`], and what waited there — its parser with its text — is dropped.)
pub(crate) fn started(state: &GroupState, realm: RealmId) {
    let blocking = state.web.get::<Blocking>();
    let mut documents = blocking.0.borrow_mut();
    documents.retain(|document, _| !state.is_detached(*document));
    documents.entry(realm).or_default().0 += 1;
}

/// A style sheet of the document `realm` that blocked scripts was processed (or given up
/// on): when none is left, the steps that waited run, in order, in a task of the document.
pub(crate) fn ended(state: &Rc<GroupState>, realm: RealmId) {
    let blocking = state.web.get::<Blocking>();
    let waiting = {
        let mut documents = blocking.0.borrow_mut();
        let Some((count, waiting)) = documents.get_mut(&realm) else { return };
        *count = count.saturating_sub(1);
        if *count > 0 {
            return;
        }
        let waiting = std::mem::take(waiting);
        documents.remove(&realm);
        waiting
    };
    if waiting.is_empty() {
        return;
    }
    let group = state.clone();
    let steps = move |scope: &mut v8::PinScope<'_, '_>| {
        for steps in waiting {
            let Some(info) = group.info(realm).filter(|info| !info.detached) else { return };
            if group.has_expired() {
                return;
            }
            // (Steps that let a new sheet block scripts leave the rest waiting for it.)
            if let Some(steps) = unless_blocked(&group, &info, steps) {
                steps(scope, &group, &info);
            }
        }
    };
    state.tasks.borrow_mut().push(Task::GlobalTask { realm, steps: GlobalSteps::Native(Box::new(steps)) });
}

/// `steps` back when the document `info` has no style sheet blocking scripts (the caller
/// runs them now); else they wait for the last one ([`ended`]), and `None`.
pub(crate) fn unless_blocked(state: &GroupState, info: &RealmInfo, steps: Waiting) -> Option<Waiting> {
    let blocking = state.web.get::<Blocking>();
    let mut documents = blocking.0.borrow_mut();
    match documents.get_mut(&info.id) {
        Some((count, waiting)) if *count > 0 => {
            waiting.push(steps);
            None
        }
        _ => Some(steps),
    }
}
