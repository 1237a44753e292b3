//! A frame's initial `about:blank` document, whose script context is made on first use.
//!
//! HTML's [create a new child navigable](https://html.spec.whatwg.org/multipage/document-sequences.html#create-a-new-child-navigable)
//! gives every `<iframe>` and `<frame>` an initial `about:blank` document when it is
//! inserted. Chrome makes that frame's V8 context lazily: Blink's `WindowProxy` is
//! initialized the first time script reaches the frame's window, and a frame nothing
//! touches never has one. framescope does the same. A frame whose first document is the
//! initial about:blank gets its realm record at once — URL, origin, memory attribution
//! token, time origin, its place among its parent's frames, its `load` events (in the
//! parent: the frame element's `load`; the parent's own `load` waits for it as for any
//! frame) — and its context, from the realm snapshot, the first time something needs its
//! WindowProxy: `contentWindow` or `contentDocument`, `window[i]`, named access to the
//! frame, or [`crate::runtime::group::BrowsingContextGroup::eval`]. A page that inserts a
//! thousand empty iframes and never looks into them pays for a thousand records, not a
//! thousand contexts.
//!
//! What shows: a memory measurement has nothing to attribute to a frame with no context
//! (as in Chrome: the frame has no JavaScript memory), and the document of a context made
//! after its `load` fired is complete at once (its readiness, `DOMContentLoaded` and
//! `load` are replayed into the new realm, where no listener can be yet, with the times
//! of the replay).
use std::rc::Rc;

use url::Url;

use super::DocumentRequest;
use super::load_document::{boot_window_realm, new_window_context, record_window_realm};
use super::parsing::{finish_parsing, replay};
use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::loader::html::{self, FrameKind};
use crate::runtime::realm::{RealmId, RealmInfo};
use crate::runtime::realm_state::RealmState;

/// Whether the document `request` loads (at `url`, empty) is a frame's initial
/// about:blank: an iframe's or frame's first document, with no src.
pub(super) fn defers(request: &DocumentRequest, url: &Url) -> bool {
    url.as_str() == "about:blank"
        && request.parent.is_some()
        && request.element.is_some()
        && request.replaces.is_none()
        && request.auxiliary.is_none()
        && request.container.as_ref().is_some_and(|c| matches!(c.kind, FrameKind::Iframe | FrameKind::Frame))
}

/// Records the realm of a frame's initial about:blank without its context, in the
/// parent's frames and under its container element, and finishes its parsing: its
/// `DOMContentLoaded` and `load` tasks follow as any document's (the `load` fires at its
/// container in the parent).
pub(super) fn defer(
    scope: &v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    request: &DocumentRequest,
    info: RealmInfo,
) {
    let id = info.id;
    record_window_realm(scope, state, request, info, None, state.new_browsing_context());
    if let Some(realm) = state.realm(id) {
        realm.update_load(|load| {
            load.initial_about_blank = true;
            load.blank_src = request.blank_src;
        });
    }
    finish_parsing(state, id);
}

/// Makes the context of the deferred realm `id` now (`false`: it is not deferred): the
/// realm boots from the snapshot, its container's `contentWindow` becomes its
/// WindowProxy, and its empty document is parsed and brought to where its record is
/// (parsed; `DOMContentLoaded` and `load` fired if their tasks ran).
pub(crate) fn make_context(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    id: RealmId,
) -> bool {
    if !state.is_deferred(id) || state.is_detached(id) {
        return false;
    }
    let Some(realm) = state.realm(id) else { return false };
    let info = realm.info();
    let context = new_window_context(scope, state, &info, None);
    RealmState::attach(&realm, context);
    state.set_context(id, v8::Global::new(scope, context));
    if let (Some(parent), Some(element)) = (info.parent, state.element(scope, id))
        && let (Some(parent_context), Some(hooks)) = (state.context(scope, parent), state.hooks(parent))
    {
        let window = context.global(scope);
        let scope = &mut v8::ContextScope::new(scope, parent_context);
        call_hook_with(scope, &hooks, Hook::FrameAttached, &[element.into(), window.into()]);
    }
    let scope = &mut v8::ContextScope::new(scope, context);
    let Some(hooks) = boot_window_realm(scope, state, &info) else { return true };
    replay(scope, state, &hooks, &html::parse("").items);
    call_hook_with(scope, &hooks, Hook::ParsingFinished, &[]);
    let load = realm.load();
    if load.loaded {
        call_hook_with(scope, &hooks, Hook::FireWindowLoad, &[]);
    } else if load.content_loaded {
        call_hook_with(scope, &hooks, Hook::FireDomContentLoaded, &[]);
    }
    checkpoint(scope, state);
    true
}

/// [`make_context`] inside a page script's (or the debugger's) call: microtask checkpoints
/// wait for the script to return. (Nothing for a realm that has its context.)
pub(crate) fn make_context_inside_script(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    id: RealmId,
) {
    state.inside_script(|| make_context(scope, state, id));
}
