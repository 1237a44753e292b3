//! The page's realms as the protocol sees them: after each turn of the page's loop, the
//! realms made or gone are told to V8's inspector (as execution contexts) and to the
//! sessions with Page enabled (as frames).
use std::collections::HashMap;

use serde_json::json;

use super::frames::frame_id_of;
use super::isolated_world;
use super::page::{Known, Page};
use crate::runtime::realm::RealmId;

impl Known {
    /// A realm just registered: none of its lifecycle events told yet.
    fn of(loader_id: String, context: (v8::Global<v8::Context>, i64)) -> Self {
        Self {
            loader_id,
            context,
            worlds: Vec::new(),
            committed: crate::runtime::web::performance::hr_time::now(),
            content_loaded: None,
            loaded: None,
            idleness: Default::default(),
        }
    }
}

impl Page {
    /// After a turn of the loop: realms made or gone are told to the inspector (and as
    /// frames to the sessions with Page enabled), each new document gets the isolated
    /// worlds asked for, and the frames' lifecycle events are sent.
    pub(super) fn sync(&mut self) {
        // A new top-level document: the page's kept Log entries and Audits issues go, as
        // Chrome's do when its top-level frame commits (before the new document's own).
        let state = self.group.state();
        let top = self.window_realms().into_iter().find(|r| state.parent_of(*r).is_none());
        if top.is_some() && top != self.top {
            super::kept_entries::clear();
        }
        self.tell_network();
        self.tell_violations();
        self.tell_warnings();
        self.tell_issues();
        let realms = self.window_realms();
        // The top-level document after a navigation.
        if let Some(top) = realms.iter().copied().find(|r| self.group.state().parent_of(*r).is_none()) {
            self.top = Some(top);
            self.registrar.top.set(Some(top));
        }
        let gone: Vec<RealmId> = self.known.keys().filter(|r| !realms.contains(r)).copied().collect();
        let new: Vec<RealmId> = realms.iter().filter(|r| !self.known.contains_key(r)).copied().collect();
        for realm in gone {
            self.registrar.loader_ids.borrow_mut().remove(&realm);
            if let Some(observer) = self.group.state().hosts.observer() {
                observer.forget_realm(realm.get());
            }
            crate::runtime::deprecation::forget(realm);
            if let Some(known) = self.known.remove(&realm) {
                let frame_id = self.frame_id(realm);
                self.forget(known);
                if self.group.state().is_detached(realm) && self.group.state().parent_of(realm).is_some() {
                    self.each_session(|s| {
                        if s.page_enabled.get() {
                            s.event("Page.frameDetached", json!({ "frameId": frame_id, "reason": "remove" }));
                        }
                    });
                }
            }
        }
        let state = self.group.state().clone();
        // Those registered as they were booted (`realm_registration.rs`), and still there.
        let mut booted = HashMap::new();
        for early in self.registrar.take_booted() {
            if new.contains(&early.realm) {
                booted.insert(early.realm, early);
            } else if !self.known.contains_key(&early.realm) {
                self.forget(Known::of(early.loader_id, early.context));
            }
        }
        for realm in new {
            let (loader_id, context) = match booted.remove(&realm) {
                Some(early) => {
                    let frame = self.frame_with(realm, &early.loader_id);
                    self.top_navigated(realm, &frame);
                    (early.loader_id, Some(early.context))
                }
                None => {
                    // (A frame's initial about:blank gets its context when first used.)
                    let has_context = {
                        v8::scope!(let scope, self.group.isolate_mut());
                        state.context(scope, realm).is_some()
                    };
                    if !has_context {
                        continue;
                    }
                    let frame_id = frame_id_of(&state, &self.id, realm);
                    let loader_id = self
                        .registrar
                        .pending_loaders
                        .borrow_mut()
                        .remove(&frame_id)
                        .unwrap_or_else(|| format!("{:032X}", realm.get()));
                    self.registrar.loader_ids.borrow_mut().insert(realm, loader_id.clone());
                    // The frame first, then its worlds, as Chrome tells them.
                    self.tell_navigated(realm, &loader_id);
                    (loader_id, None)
                }
            };
            let frame_id = frame_id_of(&state, &self.id, realm);
            let inspector = &self.inspector;
            let isolate: &mut v8::Isolate = self.group.isolate_mut();
            v8::scope!(let scope, isolate);
            let Some(local) = state.context(scope, realm) else { continue };
            let context = context.unwrap_or_else(|| {
                let aux = json!({ "isDefault": true, "type": "default", "frameId": frame_id });
                let origin =
                    state.info(realm).map(|info| info.origin.ascii_serialization()).unwrap_or_default();
                let id = inspector.context_created(scope, local, "", &origin, &aux);
                (v8::Global::new(scope, local), id)
            });
            let mut known = Known::of(loader_id, context);
            for script in &self.world_scripts {
                match isolated_world::open(scope, inspector, local, &frame_id, &script.world_name) {
                    Ok((world, id)) => {
                        isolated_world::run(scope, world, &script.source);
                        known.worlds.push((v8::Global::new(scope, world), id));
                    }
                    Err(error) => {
                        eprintln!("framescope serve: no isolated world {:?}: {error}", script.world_name)
                    }
                }
            }
            self.known.insert(realm, known);
        }
        for realm in realms {
            self.lifecycle(realm);
        }
        self.tell_idleness();
        self.tell_same_document_navigation();
        self.report_console();
    }

    /// Tells the inspector a realm and its worlds are gone.
    fn forget(&mut self, known: Known) {
        let inspector = &self.inspector;
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        for (world, id) in known.worlds.iter().chain(std::iter::once(&known.context)) {
            let context = v8::Local::new(scope, world);
            inspector.context_destroyed(context, *id);
        }
    }
}
