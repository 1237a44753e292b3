//! The initial `about:blank`'s Window, reused by its navigable's first same-origin
//! document.
//!
//! HTML's [create and initialize a Document object](https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object),
//! step 7: "If browsingContext's active document's is initial about:blank is true, and
//! browsingContext's active document's origin is same origin-domain with
//! navigationParams's origin, then set window to browsingContext's active window" — no new
//! realm is made (step 8); the new Document becomes the window's associated Document
//! (step 11). Chrome does the same. So what a parent or the about:blank's own scripts put
//! on the frame's (or popup's) window before its first document came — properties,
//! listeners on the window and on `window.navigation` — is still there once it has.
//!
//! In framescope a realm is one V8 context, and each document its own record
//! ([`RealmId`]: URL, origin, attribution token, timing). A reused Window keeps its
//! context: the about:blank's record is detached as replaced ([`Detach::Reused`]: its
//! timeline kept, never measured), the new document's record takes the context (its
//! realm id, its slot, its hooks, the Window's timers and queued tasks), and the platform JavaScript starts the document in the
//! Window (`start_document`, the `startDocument` hook: a new Document, parser, timeline and
//! navigation API entries; bootstrap.js's `lib.onDocument`). Measure Memory, the profiler's
//! realm filter and the report read the context's realm, so from then on the context (with
//! what the about:blank's scripts left in it) is the new document's.
//!
//! A frame's initial about:blank that no script reached has no context
//! (`initial_about_blank.rs`): nothing could be put on its window, and its first document
//! gets a context of its own as any other.
use std::rc::Rc;

use super::DocumentRequest;
use super::load_document::record_window_realm;
use crate::runtime::group::{Detach, GroupState};
use crate::runtime::hooks::RealmHooks;
use crate::runtime::realm::{RealmId, RealmInfo};

/// The document whose Window the new document `info` of `request` reuses, if any: the one
/// it replaces, when that is its navigable's initial about:blank, has a context, and is of
/// the same origin (and the navigation stays in the group).
pub(super) fn reused_window(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    request: &DocumentRequest,
    info: &RealmInfo,
    switch_group: bool,
) -> Option<RealmId> {
    let old = request.replaces.filter(|_| !switch_group)?;
    let realm = state.realm(old)?;
    if realm.is_detached() || state.context(scope, old).is_none() || state.hooks(old).is_none() {
        return None;
    }
    let old_info = realm.info();
    // "Is initial about:blank": a popup's first document, or a frame's made at its
    // insertion. (framescope folds a frame's initial about:blank and its navigation to a
    // `src` of "" or "about:blank" into one document: once that document's `load` has
    // fired, it stands for the about:blank the navigation committed, which is not the
    // initial one.)
    let load = realm.load();
    let frame_blank = load.initial_about_blank && !(load.loaded && load.blank_src);
    let initial = old_info.opening.initial_about_blank || frame_blank;
    // "Same origin-domain": both tuple origins alike (neither document set
    // `document.domain`: an initial about:blank has had no time to), or one opaque origin.
    (initial && old_info.origin == info.origin).then_some(old)
}

/// Gives the new document `info` the context of `old`, whose Window it reuses: `old` is
/// detached as replaced, the new record takes its browsing context, context and hooks.
/// Returns the context and the hooks.
pub(super) fn take_window<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    state: &Rc<GroupState>,
    request: &DocumentRequest,
    info: &RealmInfo,
    old: RealmId,
) -> Option<(v8::Local<'s, v8::Context>, Rc<RealmHooks>)> {
    let browsing_context = state.browsing_context_of(old)?;
    let context = state.context(scope, old)?;
    let hooks = state.hooks(old)?;
    state.detach(scope, old, Detach::Reused);
    // (The same origin: its security token stays right; set for the new realm anyway.)
    super::set_realm_security_token(scope, state, context, info);
    record_window_realm(scope, state, request, info.clone(), Some(context), browsing_context);
    // The Window's timers and the tasks queued for it (a message posted to the about:blank)
    // are the new document's now, as in Chrome, whose tasks and timers are the window's.
    state.timers.borrow_mut().move_realm(old, info.id);
    state.tasks.borrow_mut().move_realm(old, info.id);
    if let Some(realm) = state.realm(info.id) {
        realm.set_hooks(Some(hooks.clone()));
    }
    Some((context, hooks))
}

/// Starts the new document in the reused Window (in its context, which `scope` has
/// entered): the platform JavaScript's per-document steps, then the scripts every new
/// document runs. `None` when the steps threw (recorded as the document's load error).
pub(super) fn start_document(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    hooks: &Rc<RealmHooks>,
) -> Option<Rc<RealmHooks>> {
    match (state.upcalls.start_document)(scope, state, info, hooks) {
        Ok(()) => {
            super::load_document::run_new_document_scripts(scope, state, info);
            Some(hooks.clone())
        }
        Err(error) => {
            state.record_load_error(
                Some(info.id),
                format!("starting the document in its window failed: {error}"),
            );
            None
        }
    }
}
