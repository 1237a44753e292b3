//! A page's resources as DevTools' Sources panel reads them:
//! [`Page.getResourceTree`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-getResourceTree)
//! (the frame tree, each frame with the scripts, stylesheets and images its document
//! names) and
//! [`Page.getResourceContent`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-getResourceContent)
//! (a document's or subresource's body: the one the Network domain kept, else the hosts
//! folder's file that serves the URL; framescope keeps no resource cache of its own).
use serde_json::{Value, json};
use url::Url;

use super::page::Page;
use super::protocol::{self, Command};
use crate::runtime::loader::mime_type;
use crate::runtime::realm::RealmId;

/// The subresources a document names, as `[url, type]` pairs (read through the DOM's own
/// getters: resolved URLs).
const SUBRESOURCES: &str = "JSON.stringify([\
  ...[...document.querySelectorAll('script[src]')].map((e) => [e.src, 'Script']),\
  ...[...document.querySelectorAll('link[rel~=stylesheet][href]')].map((e) => [e.href, 'Stylesheet']),\
  ...[...document.querySelectorAll('img[src]')].map((e) => [e.src, 'Image'])])";

impl Page {
    /// `Page.FrameResourceTree` of the top document and its frames.
    pub(super) fn resource_tree(&mut self) -> Value {
        let mut tree = self.frame_tree();
        if tree.is_object() {
            let realms = self.realms_by_frame();
            self.with_resources(&mut tree, &realms);
        }
        tree
    }

    fn with_resources(&mut self, node: &mut Value, realms: &std::collections::HashMap<String, RealmId>) {
        let realm = node["frame"]["id"].as_str().and_then(|id| realms.get(id)).copied();
        node["resources"] = Value::Array(realm.map(|r| self.resources_of(r)).unwrap_or_default());
        if let Some(children) = node.get_mut("childFrames").and_then(Value::as_array_mut) {
            for child in children {
                self.with_resources(child, realms);
            }
        }
    }

    /// A document's subresources as `Page.FrameResource`s (each URL once).
    fn resources_of(&mut self, realm: RealmId) -> Vec<Value> {
        let Ok(listed) = self.group.eval(realm, SUBRESOURCES) else { return Vec::new() };
        let pairs: Vec<(String, String)> = serde_json::from_str(&listed).unwrap_or_default();
        let mut seen = std::collections::HashSet::new();
        pairs
            .into_iter()
            .filter(|(url, _)| seen.insert(url.clone()))
            .map(|(url, kind)| {
                let mime = Url::parse(&url)
                    .ok()
                    .and_then(|u| u.path_segments()?.next_back().and_then(mime_type::of_file_name))
                    .unwrap_or(if kind == "Script" { "text/javascript" } else { "" });
                json!({ "url": url, "type": kind, "mimeType": mime })
            })
            .collect()
    }

    /// `Page.getResourceContent`: the body of a frame's document or of a resource it
    /// loaded.
    pub(super) fn resource_content(&mut self, command: &Command) -> String {
        let (Some(frame_id), Some(url)) = (command.string("frameId"), command.string("url")) else {
            return command
                .fail(protocol::INVALID_PARAMS, "Invalid parameters: frameId, url: string value expected");
        };
        let Some(realm) = self.realms_by_frame().get(frame_id).copied() else {
            return command.fail(protocol::SERVER_ERROR, "No frame for given id found");
        };
        let Ok(url) = Url::parse(url) else {
            return command.fail(protocol::SERVER_ERROR, "No resource with given URL found");
        };
        let document = self.group.state().info(realm).is_some_and(|info| info.url == url);
        let state = self.group.state();
        let kept = state
            .hosts
            .observer()
            .and_then(|o| if document { o.body(None, Some(realm.get())) } else { None });
        let body = match kept {
            Some(bytes) => Some(bytes.to_vec()),
            None => state.hosts.file_for(&url).ok().and_then(|(file, _)| std::fs::read(file).ok()),
        };
        match body {
            Some(bytes) => match String::from_utf8(bytes) {
                Ok(text) => command.reply(json!({ "content": text, "base64Encoded": false })),
                Err(error) => {
                    use base64::Engine;
                    let encoded = base64::engine::general_purpose::STANDARD.encode(error.as_bytes());
                    command.reply(json!({ "content": encoded, "base64Encoded": true }))
                }
            },
            None => command.fail(protocol::SERVER_ERROR, "No resource with given URL found"),
        }
    }
}
