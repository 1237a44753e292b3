//! The page's realms as the protocol sees them: after each turn of the page's loop, the
//! realms made or gone are told to V8's inspector (as execution contexts) and to the
//! sessions with Page enabled (as frames).
use serde_json::json;

use super::frames::frame_id_of;
use super::isolated_world;
use super::page::{Known, Page};
use crate::runtime::realm::RealmId;

impl Page {
    /// After a turn of the loop: realms made or gone are told to the inspector (and as
    /// frames to the sessions with Page enabled), each new document gets the isolated
    /// worlds asked for, and the frames' lifecycle events are sent.
    pub(super) fn sync(&mut self) {
        self.tell_network();
        let realms = self.window_realms();
        // The top-level document after a navigation.
        if let Some(top) = realms.iter().copied().find(|r| self.group.state().parent_of(*r).is_none()) {
            self.top = Some(top);
        }
        let gone: Vec<RealmId> = self.known.keys().filter(|r| !realms.contains(r)).copied().collect();
        let new: Vec<RealmId> = realms.iter().filter(|r| !self.known.contains_key(r)).copied().collect();
        for realm in gone {
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
        for realm in new {
            // (A frame's initial about:blank gets its context when first used.)
            let has_context = {
                v8::scope!(let scope, self.group.isolate_mut());
                state.context(scope, realm).is_some()
            };
            if !has_context {
                continue;
            }
            let frame_id = frame_id_of(&state, &self.id, realm);
            let loader_id =
                self.pending_loaders.remove(&frame_id).unwrap_or_else(|| format!("{:032X}", realm.get()));
            // The frame first, then its worlds, as Chrome tells them.
            self.tell_navigated(realm, &loader_id);
            let inspector = &self.inspector;
            let isolate: &mut v8::Isolate = self.group.isolate_mut();
            v8::scope!(let scope, isolate);
            // (A frame's initial about:blank gets its context when first used.)
            let Some(context) = state.context(scope, realm) else { continue };
            let aux = json!({ "isDefault": true, "type": "default", "frameId": frame_id });
            let origin = state.info(realm).map(|info| info.origin.ascii_serialization()).unwrap_or_default();
            let id = inspector.context_created(context, "", &origin, &aux);
            let mut known = Known {
                loader_id,
                context: (v8::Global::new(scope, context), id),
                worlds: Vec::new(),
                content_loaded: false,
                loaded: false,
            };
            for script in &self.world_scripts {
                match isolated_world::open(scope, inspector, context, &frame_id, &script.world_name) {
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
