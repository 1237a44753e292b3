//! The platform's own scripts (`framescope:<file>`) hidden from DevTools clients, as
//! Chrome hides its internal scripts: V8's inspector reports every script compiled in a
//! registered context, so its messages are filtered on their way to a client — no
//! `Debugger.scriptParsed` (or `scriptFailedToParse`) for a platform script, and no call
//! frame of one in a stack trace (`Runtime.consoleAPICalled`, `Runtime.exceptionThrown`,
//! `Debugger.paused`, their async parents).
//!
//! V8's debugger itself ignores them too ([`IgnoreList`]): Chrome never pauses inside its
//! bindings, so stepping into a DOM method steps over it, a listener the platform's event
//! dispatch calls is stepped into and out of as if the browser called it, and a pause or
//! an exception inside the platform's code stops in the page's code that called it (or
//! not at all). This is V8's ignore-listing (`Debugger.setBlackboxPatterns`) with a
//! pattern for `framescope:` URLs, set for every session that enables the Debugger and
//! kept among the patterns a client sets itself.
use std::cell::RefCell;
use std::collections::HashSet;

use serde_json::{Value, json};

use crate::bindings::inspector::Session;

/// The URL prefix of the platform's scripts.
const PLATFORM: &str = "framescope:";

/// What a session's client is told of V8's inspector's messages: the platform's scripts
/// left out. It keeps the ids of the scripts it left out: a `Debugger.CallFrame` names its
/// script by id only (its `url` is deprecated, and empty).
#[derive(Default)]
pub struct Filter {
    scripts: RefCell<HashSet<String>>,
}

impl Filter {
    /// `text` (a message of V8's inspector) as the client is to see it: `None` when it is
    /// to be dropped. A message that names no platform script is passed on unparsed.
    pub fn filter(&self, text: String) -> Option<String> {
        // (The answers to the ignore list's own commands are nobody's.)
        if text.starts_with(OWN_ANSWER) {
            return None;
        }
        let frames = !self.scripts.borrow().is_empty() && text.contains("\"callFrames\"");
        if !frames && !text.contains(PLATFORM) {
            return Some(text);
        }
        let Ok(mut message) = serde_json::from_str::<Value>(&text) else { return Some(text) };
        if let Some(method) = message.get("method").and_then(Value::as_str)
            && matches!(method, "Debugger.scriptParsed" | "Debugger.scriptFailedToParse")
        {
            let url = message["params"]["url"].as_str().unwrap_or_default();
            if !url.starts_with(PLATFORM) {
                return Some(text);
            }
            if let Some(id) = message["params"]["scriptId"].as_str() {
                self.scripts.borrow_mut().insert(id.to_string());
            }
            return None;
        }
        if !drop_platform_frames(&mut message, &self.scripts.borrow()) {
            return Some(text);
        }
        Some(message.to_string())
    }
}

/// Removes the platform's call frames from every `callFrames` array in `value`; returns
/// whether any was removed.
fn drop_platform_frames(value: &mut Value, scripts: &HashSet<String>) -> bool {
    let mut removed = false;
    match value {
        Value::Object(object) => {
            for (key, child) in object.iter_mut() {
                if key == "callFrames"
                    && let Value::Array(frames) = child
                {
                    let before = frames.len();
                    frames.retain(|frame| !is_platform_frame(frame, scripts));
                    removed |= frames.len() != before;
                }
                removed |= drop_platform_frames(child, scripts);
            }
        }
        Value::Array(items) => {
            for item in items {
                removed |= drop_platform_frames(item, scripts);
            }
        }
        _ => {}
    }
    removed
}

/// A call frame of a platform script: a `Runtime.CallFrame` has its `url` (and script
/// id); a `Debugger.CallFrame` its location's script id (and an empty `url`).
fn is_platform_frame(frame: &Value, scripts: &HashSet<String>) -> bool {
    frame.get("url").and_then(Value::as_str).is_some_and(|url| url.starts_with(PLATFORM))
        || [&frame["scriptId"], &frame["location"]["scriptId"]]
            .into_iter()
            .any(|id| id.as_str().is_some_and(|id| scripts.contains(id)))
}

/// The pattern of the platform's script URLs, for V8's ignore list.
const PATTERN: &str = "^framescope:";

/// The id of the commands the ignore list sends V8 itself (no client's: framescope's own
/// commands count down from -1), and how its answers start.
const OWN_ID: i64 = i32::MIN as i64;
const OWN_ANSWER: &str = "{\"id\":-2147483648,";

/// A session's ignore list: the platform's pattern, and the patterns its client set
/// (`Debugger.setBlackboxPatterns`, until `Debugger.disable` forgets them, as V8 does).
#[derive(Default)]
pub struct IgnoreList {
    client: RefCell<Option<Value>>,
}

impl IgnoreList {
    /// Hands a client's command (JSON text) to its V8 session: a client's
    /// `Debugger.setBlackboxPatterns` gets the platform's pattern added, and
    /// `Debugger.enable` is followed by the merged patterns.
    pub fn dispatch(&self, v8: &Session, text: &str) {
        if !text.contains("\"Debugger.") {
            return v8.dispatch(text);
        }
        let Ok(Value::Object(mut command)) = serde_json::from_str::<Value>(text) else {
            return v8.dispatch(text);
        };
        match command.get("method").and_then(Value::as_str) {
            Some("Debugger.setBlackboxPatterns") => {
                let params = command.get("params").cloned().unwrap_or_else(|| json!({}));
                if let Some(merged) = merged(&params) {
                    *self.client.borrow_mut() = Some(params);
                    command.insert("params".into(), merged);
                }
                v8.dispatch(&Value::Object(command).to_string());
            }
            Some("Debugger.enable") => {
                v8.dispatch(text);
                // (The platform's pattern alone first: a client's pattern V8 rejects
                // leaves it in place.)
                let own = |params: Value| {
                    let command =
                        json!({ "id": OWN_ID, "method": "Debugger.setBlackboxPatterns", "params": params });
                    v8.dispatch(&command.to_string());
                };
                own(json!({ "patterns": [PATTERN] }));
                if let Some(params) = self.client.borrow().as_ref().and_then(merged) {
                    own(params);
                }
            }
            Some("Debugger.disable") => {
                self.client.borrow_mut().take();
                v8.dispatch(text);
            }
            _ => v8.dispatch(text),
        }
    }
}

/// A client's `setBlackboxPatterns` parameters with the platform's pattern added (`None`
/// when they are not an object with an array of patterns: V8 answers the client's error).
fn merged(params: &Value) -> Option<Value> {
    let mut params = params.clone();
    let patterns = params.get_mut("patterns")?.as_array_mut()?;
    if !patterns.iter().any(|p| p == PATTERN) {
        patterns.push(Value::from(PATTERN));
    }
    Some(params)
}
