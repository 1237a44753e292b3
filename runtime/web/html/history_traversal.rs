//! The natives behind `history.length`, `pushState`/`replaceState` and fragment
//! navigations' entries, and `history.go(delta)`: HTML's traversal of the joint session
//! history (the entries are the group's: `runtime/group/session_history.rs`).
//! [HTML §7.4.6 Session history traversal](https://html.spec.whatwg.org/multipage/browsing-the-web.html#traverse-the-history-by-a-delta)
use std::rc::Rc;

use url::Url;

use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::event_loop::{GlobalSteps, HistoryHandling, Task};
use crate::runtime::group::GroupState;
use crate::runtime::group::session_history::{HistoryChange, SerializedState, TraversalRefused};
use crate::runtime::hooks::Hook;
use crate::runtime::realm::RealmId;
use crate::runtime::web::messaging::post_message::{deserialize, serialize_with_transfer};

use super::frames::{allowed_to_navigate, realm_navigation};
use super::navigation_api_entries::entry_is_of_origin;
use super::window::Native;

/// The session history natives (`natives.*`).
pub fn natives() -> Vec<Native> {
    vec![
        ("historyLength", v8::MapFnTo::map_fn_to(history_length)),
        ("historyUpdate", v8::MapFnTo::map_fn_to(history_update)),
        ("historyGo", v8::MapFnTo::map_fn_to(history_go)),
        ("historySetState", v8::MapFnTo::map_fn_to(history_set_state)),
        ("historyState", v8::MapFnTo::map_fn_to(history_state)),
    ]
}

/// `natives.historySetState(entry, state)`: keeps the serialized state of the document's
/// entry `entry` (`state`, a clone `pushState` made already, serialized again; `null`
/// keeps none), so that a document loaded again for the entry gets it.
fn history_set_state<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    let Some(entry) = args.get(0).integer_value(scope).and_then(|e| u64::try_from(e).ok()) else { return };
    let value = args.get(1);
    let serialized = if value.is_null_or_undefined() {
        None
    } else {
        // (A value the clone kept cannot fail again; if it did, the entry keeps none.)
        let undefined = v8::undefined(scope).into();
        v8::tc_scope!(let tc, scope);
        serialize_with_transfer(tc, value, undefined, &[]).ok().map(SerializedState)
    };
    state.set_entry_state(id, entry, serialized);
}

/// `natives.historyState(entry)` → `[entry id, state]` for the document's entry `entry`
/// (`undefined`: its navigable's current entry, if it is the document's), the state
/// deserialized into this realm (null for none); `undefined` for no such entry. HTML's
/// [update document for history step application](https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application)
/// step 5 (the history object's state from the entry's serialized state).
fn history_state<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    let wanted = args.get(0);
    let wanted = if wanted.is_undefined() {
        None
    } else {
        let Some(entry) = wanted.integer_value(scope).and_then(|e| u64::try_from(e).ok()) else { return };
        Some(entry)
    };
    let Some((entry, serialized)) = state.entry_state(id, wanted) else { return };
    let value = match serialized {
        Some(serialized) => match deserialize(scope, &serialized.0, &[]) {
            Some(value) => value,
            None => return,
        },
        None => v8::null(scope).into(),
    };
    let entry = v8::Number::new(scope, entry as f64).into();
    rv.set(v8::Array::new_with_elements(scope, &[entry, value]).into());
}

/// `natives.historyLength()`: the number of steps of the joint session history.
fn history_length(scope: &mut v8::PinScope, _args: v8::FunctionCallbackArguments, mut rv: v8::ReturnValue) {
    if let Some((state, id)) = GroupState::current(scope) {
        rv.set_uint32(state.history_length(id) as u32);
    }
}

/// `natives.historyUpdate(url, replace)` → the id of the document's current entry after
/// HTML's URL and history update steps (a push, or a replace of the current entry).
fn history_update(scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, mut rv: v8::ReturnValue) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    let text = args.get(0).to_rust_string_lossy(scope);
    let Ok(url) = Url::parse(&text) else { return };
    if let Some(entry) = state.update_history(id, url, args.get(1).is_true()) {
        rv.set_double(entry as f64);
    }
}

/// `natives.historyGo(delta, dropped)`: HTML's "traverse the history by a delta", in a
/// task of the document's (the traversal runs only if the document is still there then).
/// `dropped` (optional, the Navigation API's) is called with the name of the DOMException
/// its promises reject with when the traversal changes nothing: `SecurityError` when the
/// document may not navigate a navigable it would change (HTML's "initiator-disallowed"),
/// `AbortError` when a newer entry took it back, a navigation of the document is under
/// way, or its step is gone.
fn history_go(scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, _rv: v8::ReturnValue) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    let delta = args.get(0).integer_value(scope).unwrap_or(0);
    let dropped = v8::Local::<v8::Function>::try_from(args.get(1)).ok().map(|f| v8::Global::new(scope, f));
    let generation = state.traversal_generation(id);
    let steps = GlobalSteps::Native(Box::new(move |scope: &mut v8::PinScope<'_, '_>| {
        let Some(state) = GroupState::of(scope) else { return };
        let outcome = if state.traversal_generation(id) == generation {
            traverse(scope, &state, id, delta)
        } else {
            Err(Dropped::TakenBack)
        };
        if let (Err(why), Some(dropped)) = (outcome, dropped) {
            let Some(context) = state.context(scope, id) else { return };
            let scope = &mut v8::ContextScope::new(scope, context);
            let name = if why == Dropped::Refused(TraversalRefused::Disallowed) {
                "SecurityError"
            } else {
                "AbortError"
            };
            let Some(name) = v8::String::new(scope, name) else { return };
            let dropped = v8::Local::new(scope, dropped);
            let undefined = v8::undefined(scope).into();
            v8::tc_scope!(let tc, scope);
            let _ = dropped.call(tc, undefined, &[name.into()]);
            checkpoint(tc, &state);
        }
    }));
    state.tasks.borrow_mut().push(Task::GlobalTask { realm: id, steps });
}

/// Why a queued traversal changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dropped {
    /// A new entry took back the traversals queued in the traversable.
    TakenBack,
    /// A navigation of the document is queued (it wins, as in Chrome).
    Navigation,
    Refused(TraversalRefused),
    /// The top-level traversable's navigate event was canceled.
    Canceled,
}

/// Applies the history step `delta` steps away from `document`'s traversable's current
/// one: each navigable whose entry changes within its document gets `popstate` (and
/// `hashchange`), each other one loads its entry's URL again (no back/forward cache: the
/// old document unloads, the new one gets `pageshow` with `persisted` false).
fn traverse(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    document: RealmId,
    delta: i64,
) -> Result<(), Dropped> {
    // (A navigation of the document under way wins: Chrome drops the traversal.)
    if state.has_queued_navigation(document) {
        return Err(Dropped::Navigation);
    }
    // HTML's "apply the history step" step 8.4: a navigable the source document may not
    // navigate (sandboxing) cancels the whole traversal.
    let allowed = |change: &HistoryChange| {
        let (HistoryChange::SameDocument { document: target, url, .. }
        | HistoryChange::CrossDocument { document: target, url, .. }) = change;
        allowed_to_navigate(state, document, *target, url).is_ok()
    };
    let (changes, undo) = state.traverse_history(document, delta, allowed).map_err(Dropped::Refused)?;
    let mut undo = Some(undo);
    for (index, change) in changes.into_iter().enumerate() {
        match change {
            HistoryChange::SameDocument { document, entry, url } => {
                let (Some(context), Some(hooks)) = (state.context(scope, document), state.hooks(document))
                else {
                    continue;
                };
                // HTML's "apply the history step" step 12 ("check if unloading is
                // canceled"): the top-level traversable's same-document traverse navigate
                // event, first, is cancelable; canceled, the traversal changes nothing.
                let top = index == 0 && state.info(document).is_some_and(|info| info.parent.is_none());
                let scope = &mut v8::ContextScope::new(scope, context);
                let entry = v8::Number::new(scope, entry as f64);
                let Some(url) = v8::String::new(scope, url.as_str()) else { continue };
                let cancelable = v8::Boolean::new(scope, top).into();
                let went_on = call_hook_with(
                    scope,
                    &hooks,
                    Hook::HistoryTraverse,
                    &[entry.into(), url.into(), cancelable],
                );
                if top && went_on.is_some_and(|v| v.is_false()) {
                    if let Some(undo) = undo.take() {
                        state.undo_traversal(undo);
                    }
                    checkpoint(scope, state);
                    return Err(Dropped::Canceled);
                }
                checkpoint(scope, state);
            }
            HistoryChange::CrossDocument { document, entry, url, post } => {
                if state.is_detached(document) {
                    continue;
                }
                // HTML's "apply the history step" step 12, check if unloading is canceled:
                // beforeunload first (no one is asked to stay: docs/src/history.md)…
                if !crate::runtime::navigation::unloading::is_unloading(state, document) {
                    super::frames::ask_to_unload(scope, state, document);
                }
                if state.is_detached(document) {
                    continue;
                }
                // …then the Navigation API's traverse navigate event in the document that
                // goes (it may remove the frame), when the entry is of its origin (step
                // 12's "same origin" condition: a cross-origin traversal fires none).
                if let (Some(context), Some(hooks)) = (state.context(scope, document), state.hooks(document))
                    && entry_of_same_origin(state, document, entry)
                {
                    let scope = &mut v8::ContextScope::new(scope, context);
                    let entry = v8::Number::new(scope, entry as f64);
                    if let Some(url) = v8::String::new(scope, url.as_str()) {
                        call_hook_with(
                            scope,
                            &hooks,
                            Hook::NavigationTraverseAway,
                            &[entry.into(), url.into()],
                        );
                        checkpoint(scope, state);
                    }
                }
                if state.is_detached(document) {
                    continue;
                }
                if let Some(navigation) = realm_navigation(
                    scope,
                    state,
                    document,
                    url,
                    HistoryHandling::Traverse(entry),
                    post,
                    None,
                ) {
                    crate::runtime::navigation::navigate(scope, state, navigation);
                }
            }
        }
    }
    Ok(())
}

/// Traverses the joint session history of `document`'s traversable to the top-level
/// entry `id` (an id of [`GroupState::history_entries`]), as a `history.go` of the right
/// delta would, now (for tools that walk a page's history). Returns whether there was
/// such an entry.
pub fn traverse_to_entry(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    document: RealmId,
    id: u64,
) -> bool {
    let Some(delta) = state.history_delta_to(document, id) else { return false };
    if delta != 0 {
        let _ = traverse(scope, state, document, delta);
    }
    true
}

/// Whether session history entry `entry` of `document`'s navigable is of `document`'s
/// origin.
fn entry_of_same_origin(state: &GroupState, document: RealmId, entry: u64) -> bool {
    let Some(origin) = state.info(document).map(|info| info.origin) else { return false };
    let (entries, _) = state.navigable_entries(document);
    entries.iter().find(|e| e.id == entry).is_some_and(|e| entry_is_of_origin(state, e, &origin))
}
