//! Unloading documents: the `beforeunload` a navigation or a window's closing asks its
//! documents first, and the `pagehide`, `visibilitychange` and `unload` its old
//! documents get before the new one replaces them (each document's own steps are
//! html/unloading_documents.js's hooks).
//! [HTML §7.5.9 Unloading documents](https://html.spec.whatwg.org/multipage/document-lifecycle.html#unloading-documents)
//!
//! framescope has no user: the prompt HTML lets the user agent show when a page cancels
//! `beforeunload` is never shown (HTML shows it only to a page with sticky activation,
//! which nothing gives without a user), so the navigation or the closing goes on, as in
//! headless Chrome when no dialog handler answers. It keeps no back/forward cache: every
//! document it unloads is unsalvageable (`persisted` false, `unload` fires). A frame
//! removed from its document fires none of these: HTML's "destroy a child navigable"
//! destroys its documents without unloading them.
use std::rc::Rc;

use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::realm::RealmId;

/// `id` and the documents below it, in tree order (a frame's initial about:blank with no
/// script context yet has no listeners and is left out).
fn inclusive_descendants(state: &GroupState, id: RealmId) -> Vec<RealmId> {
    state.inclusive_descendants(id).into_iter().filter(|r| !state.is_deferred(*r)).collect()
}

/// Calls `hook` in realm `id` (entered), then performs a microtask checkpoint.
fn call<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    state: &Rc<GroupState>,
    id: RealmId,
    hook: Hook,
    args: &[v8::Local<'s, v8::Value>],
) -> bool {
    let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id)) else { return false };
    let scope = &mut v8::ContextScope::new(scope, context);
    let result = call_hook_with(scope, &hooks, hook, args).is_some_and(|value| value.is_true());
    checkpoint(scope, state);
    result
}

/// [Checking if unloading is canceled](https://html.spec.whatwg.org/multipage/browsing-the-web.html#checking-if-unloading-is-canceled)
/// for `id`'s document and those below it (a navigation's navigable and its
/// descendants, or a closing window's):
/// 1. Let documentsToFireBeforeunload be the active document of each of them (in tree
///    order).
/// 2. (unloadPromptShown is false.) 3. (finalStatus is "continue".)
/// 4. (A traversal's navigate event: framescope has no navigation API.)
/// 5. (Steps 5–8:) for each document, run the [steps to fire beforeunload](https://html.spec.whatwg.org/multipage/browsing-the-web.html#steps-to-fire-beforeunload)
///    (html/unloading_documents.js; here in order, not in tasks waited for). They ask
///    the user only for a document whose window has sticky activation, which framescope's
///    never have (no user): no one is asked, and nothing cancels.
/// 9. Return finalStatus: always "continue".
///
/// (Unlike HTML, which raises each document's unload counter while its own event runs,
/// the counters of all of them are raised for the whole pass, as for unloading.)
pub(crate) fn check_if_unloading_is_canceled(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    id: RealmId,
) {
    let documents = inclusive_descendants(state, id);
    raise_unload_counters(scope, state, &documents, 1);
    for document in &documents {
        // (A listener may have removed a frame, or navigated one, meanwhile.)
        if state.is_detached(*document) || state.has_expired() {
            continue;
        }
        call(scope, state, *document, Hook::FireBeforeUnload, &[]);
    }
    raise_unload_counters(scope, state, &documents, -1);
}

/// Raises (or, with -1, lowers) the unload counters of `documents` together: none of them
/// can be opened while any of them is asked or unloads (Blink raises the counters of a
/// whole frame tree the same way; HTML raises each document's during its own events).
fn raise_unload_counters(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    documents: &[RealmId],
    delta: i32,
) {
    for document in documents {
        if let Some(realm) = state.realm(*document) {
            realm.update_load(|l| l.unloading = delta > 0);
        }
        let delta = v8::Integer::new(scope, delta).into();
        call(scope, state, *document, Hook::UnloadCounter, &[delta]);
    }
    // (The event loop's termination nesting level goes up and down with them.)
    let level = state.termination_nesting_level.get();
    state.termination_nesting_level.set(if delta > 0 { level + 1 } else { level.saturating_sub(1) });
}

/// Whether `id`'s document is unloading (asked, or unloading): HTML's
/// [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
/// does nothing for a navigable whose document's unload counter is above 0.
pub(crate) fn is_unloading(state: &GroupState, id: RealmId) -> bool {
    state.realm(id).is_some_and(|realm| realm.load().unloading)
}

/// [Unload a document and its descendants](https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-a-document-and-its-descendants)
/// for `id`'s document: its documents' unload counters are raised together; then each
/// document, the parent before its frames as
/// Chrome does (HTML leaves the order open: "in what order?"), is
/// [unloaded](https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-a-document):
/// `pagehide` (persisted false), `visibilitychange` to "hidden", `unload`. Returns `id`'s
/// unload event start and end times (its new document's previous document unload
/// timing, HTML's step 22), when it ran.
pub(crate) fn unload_document_and_descendants(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    id: RealmId,
) -> Option<(f64, f64)> {
    let documents = inclusive_descendants(state, id);
    raise_unload_counters(scope, state, &documents, 1);
    let mut timing = None;
    for document in &documents {
        if state.is_detached(*document) || state.has_expired() {
            continue;
        }
        let times = unload_document(scope, state, *document);
        if *document == id {
            timing = times;
        }
    }
    raise_unload_counters(scope, state, &documents, -1);
    timing
}

/// [Unload a document](https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-a-document)
/// `id`: its hook runs steps 8–21 (`pagehide`, the visibility state, `unload`, timed),
/// and returns the unload event's start and end times.
fn unload_document(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    id: RealmId,
) -> Option<(f64, f64)> {
    let (context, hooks) = (state.context(scope, id)?, state.hooks(id)?);
    let scope = &mut v8::ContextScope::new(scope, context);
    let times = call_hook_with(scope, &hooks, Hook::UnloadDocument, &[])
        .and_then(|value| v8::Local::<v8::Array>::try_from(value).ok())
        .and_then(|array| {
            let start = array.get_index(scope, 0)?.number_value(scope)?;
            let end = array.get_index(scope, 1)?.number_value(scope)?;
            Some((start, end))
        });
    checkpoint(scope, state);
    times
}
