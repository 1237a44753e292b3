//! A target's description (a page's, or a shared or service worker's):
//! `Target.TargetInfo` and `/json/list`'s entries.
use serde_json::{Value, json};

/// A target's description, kept by the page's thread and read by the browser's.
#[derive(Clone, Debug)]
pub struct TargetInfo {
    pub target_id: String,
    pub url: String,
    pub title: String,
    pub browser_context_id: String,
    /// `page`, `shared_worker` or `service_worker`.
    pub kind: &'static str,
}

impl TargetInfo {
    pub fn new(id: &str, url: &str, context: &str) -> Self {
        Self {
            target_id: id.into(),
            url: url.into(),
            title: url.into(),
            browser_context_id: context.into(),
            kind: "page",
        }
    }

    /// A shared or service worker's (`kind`).
    pub fn worker(id: &str, kind: &'static str, url: &str, context: &str) -> Self {
        Self { kind, ..Self::new(id, url, context) }
    }

    pub fn is_page(&self) -> bool {
        self.kind == "page"
    }

    /// As `Target.TargetInfo`.
    pub fn to_json(&self) -> Value {
        json!({
            "targetId": self.target_id,
            "type": self.kind,
            "title": self.title,
            "url": self.url,
            "attached": false,
            "canAccessOpener": false,
            "browserContextId": self.browser_context_id,
        })
    }

    /// As an entry of `/json/list`: a worker's endpoint, as a page's, is
    /// `/devtools/page/ID` (Chrome's too), a session to the worker without a session id.
    pub fn to_list_entry(&self, host: &str) -> Value {
        let socket = format!("{host}/devtools/page/{}", self.target_id);
        json!({
            "description": "",
            "devtoolsFrontendUrl": format!("/devtools/inspector.html?ws={socket}"),
            "id": self.target_id,
            "title": self.title,
            "type": self.kind,
            "url": self.url,
            "webSocketDebuggerUrl": format!("ws://{socket}"),
        })
    }
}
