//! The page's frames as the Page domain tells them: a frame per window realm of the group
//! (its id: the target's for the top-level document, as in Chrome; the browsing context's
//! number for the others), `Page.FrameTree`, and the events of a frame's document
//! (`frameAttached`, `frameStartedLoading`, `frameNavigated`, the lifecycle events,
//! `domContentEventFired`, `loadEventFired`, `frameStoppedLoading`).
use std::collections::HashMap;

use serde_json::{Value, json};

use super::browser;
use super::page::{Page, Session, Sessions};
use crate::runtime::loader::tls_details::TlsDetails;
use crate::runtime::realm::{DEBUGGER_REALM, RealmId, Scope};

impl Page {
    /// The loader id of a realm's document: the one `Page.navigate` answered with for the
    /// navigation that made it, else one of its own.
    pub(super) fn loader_id(&self, realm: RealmId) -> String {
        match self.known.get(&realm) {
            Some(known) => known.loader_id.clone(),
            // (A document not registered yet: the one `Page.navigate` is making, if it is.)
            None => self.registrar.loader_id(self.group.state(), realm),
        }
    }

    /// The frame id of a realm's browsing context: the target's id for the top-level one,
    /// as in Chrome.
    pub(super) fn frame_id(&self, realm: RealmId) -> String {
        frame_id_of(self.group.state(), &self.id, realm)
    }

    pub(super) fn realms_by_frame(&self) -> HashMap<String, RealmId> {
        self.window_realms().into_iter().map(|realm| (self.frame_id(realm), realm)).collect()
    }

    /// The live window realms, top first.
    pub(super) fn window_realms(&self) -> Vec<RealmId> {
        let state = self.group.state();
        let mut realms: Vec<RealmId> = state
            .realms()
            .iter()
            .filter(|r| r.scope == Scope::Window && !r.detached && r.id != DEBUGGER_REALM)
            .map(|r| r.id)
            .collect();
        realms.sort_by_key(|r| (state.parent_of(*r).is_some(), *r));
        realms
    }

    pub(super) fn frame(&self, realm: RealmId) -> Value {
        self.frame_with(realm, &self.loader_id(realm))
    }

    /// A realm's `Page.Frame` with the loader id of its document.
    pub(super) fn frame_with(&self, realm: RealmId, loader_id: &str) -> Value {
        frame_json(self.group.state(), &self.id, realm, loader_id)
    }

    /// `Page.FrameTree` of the top document and its frames.
    pub(super) fn frame_tree(&self) -> Value {
        fn tree(page: &Page, realm: RealmId) -> Value {
            let state = page.group.state();
            let children: Vec<Value> = state
                .children(realm)
                .into_iter()
                .filter(|c| !state.is_detached(*c))
                .map(|c| tree(page, c))
                .collect();
            let mut node = json!({ "frame": page.frame(realm) });
            if !children.is_empty() {
                node["childFrames"] = Value::Array(children);
            }
            node
        }
        self.top.map(|top| tree(self, top)).unwrap_or(Value::Null)
    }

    /// A new document in a frame: its events ([`tell_frame_navigated`]); for the top
    /// document, the target's new URL.
    pub(super) fn tell_navigated(&mut self, realm: RealmId, loader_id: &str) {
        let frame = self.frame_with(realm, loader_id);
        let tls = self.group.state().info(realm).and_then(|info| info.navigation?.tls);
        tell_frame_navigated(&self.sessions, &frame, tls.as_deref());
        self.top_navigated(realm, &frame);
    }

    /// For the top document: its history entry, and the target's new URL.
    pub(super) fn top_navigated(&mut self, realm: RealmId, frame: &Value) {
        if Some(realm) == self.top {
            let url = frame["url"].as_str().unwrap_or_default().to_string();
            self.history_document();
            let changed = {
                let mut info = browser::lock(&self.info);
                let changed = info.url != url;
                info.url = url.clone();
                info.title = url;
                changed
            };
            if changed && let Some(browser) = self.browser.upgrade() {
                browser::lock(&browser).info_changed(&self.id);
            }
        }
    }

    /// A frame's `DOMContentLoaded` and `load` once its document reached them (and, for
    /// the top document, `domContentEventFired` and `loadEventFired`).
    pub(super) fn lifecycle(&mut self, realm: RealmId) {
        let Some(load) = self.group.state().realm(realm).map(|r| r.load()) else { return };
        let Some(known) = self.known.get_mut(&realm) else { return };
        let dom_content = load.content_loaded && known.content_loaded.is_none();
        let loaded = load.loaded && known.loaded.is_none();
        if !dom_content && !loaded {
            return;
        }
        let moment = crate::runtime::web::performance::hr_time::now();
        if dom_content {
            known.content_loaded = Some(moment);
            // (The network's idleness is watched from DOMContentLoaded on.)
            known.idleness.since = Some(moment);
        }
        if loaded {
            known.loaded = Some(moment);
        }
        let now = monotonic_time(moment);
        let frame_id = self.frame_id(realm);
        let loader = self.loader_id(realm);
        let top = Some(realm) == self.top;
        // The top document's title, for its history entry and the target's title (once it
        // is loaded; the URL until then, or when it has none, as in Chrome).
        if top
            && loaded
            && let Ok(title) = self.group.eval(realm, "document.title")
        {
            self.history_title(title.clone());
            let changed = {
                let mut info = browser::lock(&self.info);
                let title = if title.is_empty() { info.url.clone() } else { title };
                std::mem::replace(&mut info.title, title) != info.title
            };
            if changed && let Some(browser) = self.browser.upgrade() {
                browser::lock(&browser).info_changed(&self.id);
            }
        }
        self.each_session(|s| {
            let lifecycle = |name: &str| {
                if s.lifecycle.get() {
                    let params =
                        json!({ "frameId": frame_id, "loaderId": loader, "name": name, "timestamp": now });
                    s.event("Page.lifecycleEvent", params);
                }
            };
            if dom_content {
                if top && s.page_enabled.get() {
                    s.event("Page.domContentEventFired", json!({ "timestamp": now }));
                }
                lifecycle("DOMContentLoaded");
            }
            if loaded {
                if top && s.page_enabled.get() {
                    s.event("Page.loadEventFired", json!({ "timestamp": now }));
                }
                lifecycle("load");
                if s.page_enabled.get() {
                    s.event("Page.frameStoppedLoading", json!({ "frameId": frame_id }));
                }
            }
        });
    }
}

impl Page {
    /// To a session that just enabled lifecycle events: those each frame's document has
    /// had (`commit`, `DOMContentLoaded`, `load`, `networkAlmostIdle`, `networkIdle`), with
    /// their moments, as Chrome's `setLifecycleEventsEnabled` tells them.
    pub(super) fn tell_lifecycle_so_far(&self, session: &Session) {
        for realm in self.window_realms() {
            let Some(known) = self.known.get(&realm) else { continue };
            let (frame_id, loader) = (self.frame_id(realm), self.loader_id(realm));
            let told = [
                ("commit", Some(known.committed)),
                ("DOMContentLoaded", known.content_loaded),
                ("load", known.loaded),
                ("networkAlmostIdle", known.idleness.almost_idle),
                ("networkIdle", known.idleness.idle),
            ];
            for (name, moment) in told {
                if let Some(moment) = moment {
                    let params = json!({ "frameId": frame_id, "loaderId": loader, "name": name, "timestamp": monotonic_time(moment) });
                    session.event("Page.lifecycleEvent", params);
                }
            }
        }
    }
}

/// The frame id of a realm's browsing context: the target's id for the top-level one, as
/// in Chrome.
pub(super) fn frame_id_of(state: &crate::runtime::group::GroupState, target: &str, realm: RealmId) -> String {
    if state.parent_of(realm).is_none() {
        return target.to_string();
    }
    format!("{:032X}", state.browsing_context_of(realm).unwrap_or(realm.get()))
}

/// A realm's `Page.Frame`, with the loader id of its document.
pub(super) fn frame_json(
    state: &crate::runtime::group::GroupState,
    target: &str,
    realm: RealmId,
    loader_id: &str,
) -> Value {
    let info = state.info(realm);
    let url = info.as_ref().map(|i| i.url.to_string()).unwrap_or_default();
    let origin = info.as_ref().map(|i| i.origin.ascii_serialization()).unwrap_or_default();
    let mut frame = json!({
        "id": frame_id_of(state, target, realm),
        "loaderId": loader_id,
        "url": url,
        "domainAndRegistry": "",
        "securityOrigin": origin,
        "mimeType": "text/html",
        "secureContextType": if url.starts_with("https:") || url.starts_with("http://localhost") { "Secure" } else { "InsecureScheme" },
        "crossOriginIsolatedContextType": if info.as_ref().is_some_and(|i| i.cross_origin_isolated) { "Isolated" } else { "NotIsolated" },
        "gatedAPIFeatures": [],
    });
    if let (Some(parent), Some(object)) = (state.parent_of(realm), frame.as_object_mut()) {
        object.insert("parentId".into(), json!(frame_id_of(state, target, parent)));
    }
    frame
}

/// CDP's `MonotonicTime` (seconds) of a moment on the shared clock (microseconds), as
/// Chrome's lifecycle, load and network events and `Performance.getMetrics`' `Timestamp`
/// give it.
pub(super) fn monotonic_time(moment: f64) -> f64 {
    moment / 1_000_000.0
}

/// A new document in a frame, to the sessions: `frameAttached` (for a child frame),
/// `frameStartedLoading`, `frameNavigated`, and the `init` and `commit` lifecycle events.
/// (`tls`: the document's response's TLS details, for the Security domain.)
pub(super) fn tell_frame_navigated(sessions: &Sessions, frame: &Value, tls: Option<&TlsDetails>) {
    let frame_id = &frame["id"];
    let loader = &frame["loaderId"];
    let now = monotonic_time(crate::runtime::web::performance::hr_time::now());
    if frame.get("parentId").is_none() {
        super::security_domain::tell_top_navigated(sessions, frame["url"].as_str().unwrap_or_default(), tls);
    }
    let sessions: Vec<_> = sessions.borrow().values().cloned().collect();
    for s in sessions {
        if s.page_enabled.get() {
            if let Some(parent) = frame.get("parentId") {
                s.event("Page.frameAttached", json!({ "frameId": frame_id, "parentFrameId": parent }));
            }
            s.event("Page.frameStartedLoading", json!({ "frameId": frame_id }));
            s.event("Page.frameNavigated", json!({ "frame": frame, "type": "Navigation" }));
        }
        if s.lifecycle.get() {
            for name in ["init", "commit"] {
                let params =
                    json!({ "frameId": frame_id, "loaderId": loader, "name": name, "timestamp": now });
                s.event("Page.lifecycleEvent", params);
            }
        }
    }
}
