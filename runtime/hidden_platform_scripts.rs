//! The platform's own scripts (`framescope:<file>`) hidden from DevTools clients, as
//! Chrome hides its internal scripts: V8's inspector reports every script compiled in a
//! registered context, so its messages are filtered on their way to a client — no
//! `Debugger.scriptParsed` (or `scriptFailedToParse`) for a platform script, and no call
//! frame of one in a stack trace (`Runtime.consoleAPICalled`, `Runtime.exceptionThrown`,
//! `Debugger.paused`, their async parents).
use serde_json::Value;

/// The URL prefix of the platform's scripts.
const PLATFORM: &str = "framescope:";

/// `text` (a message of V8's inspector) as a client is to see it: `None` when it is to
/// be dropped. A message that names no platform script is passed on unparsed.
pub fn filter(text: String) -> Option<String> {
    if !text.contains(PLATFORM) {
        return Some(text);
    }
    let Ok(mut message) = serde_json::from_str::<Value>(&text) else { return Some(text) };
    if let Some(method) = message.get("method").and_then(Value::as_str)
        && matches!(method, "Debugger.scriptParsed" | "Debugger.scriptFailedToParse")
    {
        let url = message["params"]["url"].as_str().unwrap_or_default();
        return if url.starts_with(PLATFORM) { None } else { Some(text) };
    }
    if !drop_platform_frames(&mut message) {
        return Some(text);
    }
    Some(message.to_string())
}

/// Removes the platform's call frames from every `callFrames` array in `value`; returns
/// whether any was removed.
fn drop_platform_frames(value: &mut Value) -> bool {
    let mut removed = false;
    match value {
        Value::Object(object) => {
            for (key, child) in object.iter_mut() {
                if key == "callFrames"
                    && let Value::Array(frames) = child
                {
                    let before = frames.len();
                    frames.retain(|frame| !is_platform_frame(frame));
                    removed |= frames.len() != before;
                }
                removed |= drop_platform_frames(child);
            }
        }
        Value::Array(items) => {
            for item in items {
                removed |= drop_platform_frames(item);
            }
        }
        _ => {}
    }
    removed
}

/// A call frame of a platform script (a `Runtime.CallFrame` has its `url`; a
/// `Debugger.CallFrame` its `url` too, and its location's script).
fn is_platform_frame(frame: &Value) -> bool {
    frame.get("url").and_then(Value::as_str).is_some_and(|url| url.starts_with(PLATFORM))
}
