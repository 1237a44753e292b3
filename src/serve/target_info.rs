//! A page target's description: `Target.TargetInfo` and `/json/list`'s entries.
use serde_json::{Value, json};

/// A target's description, kept by the page's thread and read by the browser's.
#[derive(Clone, Debug)]
pub struct TargetInfo {
    pub target_id: String,
    pub url: String,
    pub title: String,
    pub browser_context_id: String,
}

impl TargetInfo {
    pub fn new(id: &str, url: &str, context: &str) -> Self {
        Self { target_id: id.into(), url: url.into(), title: url.into(), browser_context_id: context.into() }
    }

    /// As `Target.TargetInfo`.
    pub fn to_json(&self) -> Value {
        json!({
            "targetId": self.target_id,
            "type": "page",
            "title": self.title,
            "url": self.url,
            "attached": false,
            "canAccessOpener": false,
            "browserContextId": self.browser_context_id,
        })
    }

    /// As an entry of `/json/list`.
    pub fn to_list_entry(&self, host: &str) -> Value {
        let socket = format!("{host}/devtools/page/{}", self.target_id);
        json!({
            "description": "",
            "devtoolsFrontendUrl": format!("/devtools/inspector.html?ws={socket}"),
            "id": self.target_id,
            "title": self.title,
            "type": "page",
            "url": self.url,
            "webSocketDebuggerUrl": format!("ws://{socket}"),
        })
    }
}
