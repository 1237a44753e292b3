//! Each document's realm registered with V8's inspector as soon as it is booted, before
//! any of its scripts run, as Chrome creates a document's script context when it commits
//! the navigation: V8 then ties the document's scripts to its execution context, so that
//! a session that enables the Debugger later gets `Debugger.scriptParsed` for every one
//! of them (and their sources), and the console calls made while the document loads go to
//! V8's console at once, with their stacks. The frame's `frameAttached`,
//! `frameStartedLoading` and `frameNavigated` go first, then its execution context, as
//! Chrome tells them. With no session attached, registering costs V8's record of the
//! context (`docs/src/serve.md` has the figure).
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use serde_json::json;

use super::frames::{frame_id_of, frame_json, tell_frame_navigated};
use super::inspector::Inspector;
use super::network::NetworkTeller;
use super::page::Sessions;
use crate::runtime::group::GroupState;
use crate::runtime::group::realm_observer::RealmObserver;
use crate::runtime::realm::{RealmId, Scope};

/// A realm registered while the page's loop ran, for the turn's end to take.
pub(super) struct Booted {
    pub(super) realm: RealmId,
    pub(super) loader_id: String,
    pub(super) context: (v8::Global<v8::Context>, i64),
}

/// The page's side of the group's [`RealmObserver`].
pub(super) struct Registrar {
    pub(super) page_id: String,
    pub(super) inspector: Rc<Inspector>,
    pub(super) sessions: Sessions,
    /// The loader ids `Page.navigate` answered with, by frame, for the documents to come.
    pub(super) pending_loaders: RefCell<HashMap<String, String>>,
    /// The loader id of each document told (`Page.Frame`'s `loaderId`, a navigation
    /// request's id).
    pub(super) loader_ids: RefCell<HashMap<RealmId, String>>,
    /// The top-level document's realm.
    pub(super) top: Cell<Option<RealmId>>,
    /// Registered since the turn's end last took them.
    pub(super) booted: RefCell<Vec<Booted>>,
    /// The realms registered with the inspector, whose console calls go to V8's console at
    /// once.
    pub(super) inspected: RefCell<HashSet<u64>>,
}

impl Registrar {
    /// The loader id of a realm's document: the one it was told with, else the one
    /// `Page.navigate` answered with for the navigation making it, else one of its own.
    pub(super) fn loader_id(&self, state: &GroupState, realm: RealmId) -> String {
        if let Some(id) = self.loader_ids.borrow().get(&realm) {
            return id.clone();
        }
        let frame_id = frame_id_of(state, &self.page_id, realm);
        self.pending_loaders
            .borrow()
            .get(&frame_id)
            .cloned()
            .unwrap_or_else(|| format!("{:032X}", realm.get()))
    }

    /// The realms registered since the last call.
    pub(super) fn take_booted(&self) -> Vec<Booted> {
        std::mem::take(&mut *self.booted.borrow_mut())
    }

    /// The registered realms are these: their console calls go to V8's console at once.
    pub(super) fn set_inspected(&self, state: &GroupState, realms: impl IntoIterator<Item = u64>) {
        let mut inspected = self.inspected.borrow_mut();
        *inspected = realms.into_iter().collect();
        state.console.set_inspected(inspected.iter().copied());
    }
}

impl RealmObserver for Registrar {
    fn realm_booted(
        &self,
        scope: &mut v8::PinScope<'_, '_>,
        realm: RealmId,
        context: v8::Local<'_, v8::Context>,
    ) {
        let Some(state) = GroupState::of(scope) else { return };
        // (A document's realm: a worker's global scope is its worker target's.)
        if state.info(realm).is_none_or(|info| info.scope != Scope::Window) {
            return;
        }
        let frame_id = frame_id_of(&state, &self.page_id, realm);
        // A new top-level document in the page's browsing context (not a popup's).
        let previous_top = self.top.get();
        let top_level = state.parent_of(realm).is_none();
        let replaces_top = top_level
            && previous_top.is_some_and(|p| {
                p != realm && state.browsing_context_of(p) == state.browsing_context_of(realm)
            });
        // (A popup, also without a parent, is no top of this page.)
        if top_level && (previous_top.is_none() || replaces_top) {
            self.top.set(Some(realm));
        }
        // The fetches so far (this document's among them) go first, as Chrome orders them.
        let loader_ids = |r| self.loader_id(&state, r);
        let teller = NetworkTeller {
            state: &state,
            page_id: &self.page_id,
            top: self.top.get(),
            loader_id: &loader_ids,
        };
        teller.tell(&self.sessions);
        let loader_id = self
            .pending_loaders
            .borrow_mut()
            .remove(&frame_id)
            .unwrap_or_else(|| format!("{:032X}", realm.get()));
        self.loader_ids.borrow_mut().insert(realm, loader_id.clone());
        // The document it replaces goes first: for the top-level one, every context at
        // once (`executionContextsCleared`, as Chrome), else the frame's.
        if replaces_top {
            self.inspector.reset();
        } else if !top_level {
            self.inspector.frame_replaced(scope, &frame_id);
        }
        // (With no session attached, nothing is made for them.)
        if !self.sessions.borrow().is_empty() {
            let tls = state.info(realm).and_then(|info| info.navigation?.tls);
            let frame = frame_json(&state, &self.page_id, realm, &loader_id);
            tell_frame_navigated(&self.sessions, &frame, tls.as_deref());
        }
        let aux = json!({ "isDefault": true, "type": "default", "frameId": frame_id });
        let origin = state.info(realm).map(|info| info.origin.ascii_serialization()).unwrap_or_default();
        let id = self.inspector.context_created(scope, context, "", &origin, &aux);
        let global = v8::Global::new(scope, context);
        self.booted.borrow_mut().push(Booted { realm, loader_id, context: (global, id) });
        let mut inspected = self.inspected.borrow_mut();
        inspected.insert(realm.get());
        state.console.set_inspected(inspected.iter().copied());
    }
}
