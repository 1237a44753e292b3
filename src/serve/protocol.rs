//! The protocol's message shapes: a command `{id, method, params, sessionId}`, its
//! response `{id, result}` or `{id, error: {code, message}}`, and an event `{method,
//! params}`, each with the `sessionId` of a flattened session.
use serde_json::{Value, json};

/// A command as a client sent it.
#[derive(Clone, Debug)]
pub struct Command {
    pub id: i64,
    pub method: String,
    pub params: Value,
    pub session_id: Option<String>,
}

/// JSON-RPC's error codes, as Chrome uses them.
pub const INVALID_REQUEST: i64 = -32600;
pub const METHOD_NOT_FOUND: i64 = -32601;
pub const INVALID_PARAMS: i64 = -32602;
pub const SERVER_ERROR: i64 = -32000;

impl Command {
    /// Reads a command; a message that is not one is an error response to send back (with
    /// the id when there is one).
    pub fn parse(text: &str) -> Result<Self, String> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| error(0, None, INVALID_REQUEST, &format!("Message must be a valid JSON: {e}")))?;
        let id = value.get("id").and_then(Value::as_i64);
        let session_id = value.get("sessionId").and_then(Value::as_str).map(str::to_string);
        let Some(id) = id else {
            return Err(error(
                0,
                session_id.as_deref(),
                INVALID_REQUEST,
                "Message must have integer 'id' property",
            ));
        };
        let Some(method) = value.get("method").and_then(Value::as_str) else {
            return Err(error(
                id,
                session_id.as_deref(),
                INVALID_REQUEST,
                "Message must have string 'method' property",
            ));
        };
        let params = value.get("params").cloned().unwrap_or_else(|| json!({}));
        if !params.is_object() {
            return Err(error(
                id,
                session_id.as_deref(),
                INVALID_PARAMS,
                "Invalid parameters: params must be an object",
            ));
        }
        Ok(Self { id, method: method.to_string(), params, session_id })
    }

    pub fn reply(&self, result: Value) -> String {
        response(self.id, self.session_id.as_deref(), result)
    }

    pub fn fail(&self, code: i64, message: &str) -> String {
        error(self.id, self.session_id.as_deref(), code, message)
    }

    /// The answer to a method no domain here has.
    pub fn unknown(&self) -> String {
        self.fail(METHOD_NOT_FOUND, &format!("'{}' wasn't found", self.method))
    }

    /// A string parameter.
    pub fn string(&self, name: &str) -> Option<&str> {
        self.params.get(name).and_then(Value::as_str)
    }

    pub fn flag(&self, name: &str) -> Option<bool> {
        self.params.get(name).and_then(Value::as_bool)
    }
}

pub fn response(id: i64, session_id: Option<&str>, result: Value) -> String {
    with_session(json!({"id": id, "result": result}), session_id)
}

pub fn error(id: i64, session_id: Option<&str>, code: i64, message: &str) -> String {
    with_session(json!({"id": id, "error": {"code": code, "message": message}}), session_id)
}

pub fn event(method: &str, params: Value, session_id: Option<&str>) -> String {
    with_session(json!({"method": method, "params": params}), session_id)
}

/// How the id of a session no client is told of starts: a worker's own endpoint carries
/// one session, whose messages have no `sessionId` (as Chrome's), while the browser
/// routes its commands by an id as any other's.
const UNTOLD: &str = "endpoint:";

/// A fresh id for a session whose messages carry no `sessionId`.
pub fn untold_session_id() -> String {
    format!("{UNTOLD}{}", new_id())
}

/// `Target.detachedFromTarget` for session `session_id` of target `target_id`, sent on
/// session `on` (the browser's when `None`). An untold session is a target's own
/// endpoint's: its client is told as Chrome tells a page's endpoint whose page closed,
/// `Inspector.detached` (`target_closed`), without the session's id. (Chromium 148 tells a
/// shared worker's endpoint `Inspector.targetCrashed` when the worker ends with its page;
/// the worker did not crash here.)
pub fn detached_from_target(session_id: &str, target_id: &str, on: Option<&str>) -> String {
    if told(Some(session_id)).is_none() {
        return event("Inspector.detached", json!({ "reason": "target_closed" }), None);
    }
    event("Target.detachedFromTarget", json!({ "sessionId": session_id, "targetId": target_id }), on)
}

/// The session id a message of session `session_id` carries: none for an untold one.
fn told(session_id: Option<&str>) -> Option<&str> {
    session_id.filter(|id| !id.starts_with(UNTOLD))
}

/// `message` (a JSON object's text, as V8's inspector writes them) with `sessionId` added
/// (unless the session is untold: then the text as it is).
pub fn add_session(message: &str, session_id: Option<&str>) -> String {
    let Some(session_id) = told(session_id) else { return message.to_string() };
    match (Some(session_id), serde_json::from_str::<Value>(message)) {
        (Some(session), Ok(Value::Object(mut object))) => {
            object.insert("sessionId".into(), Value::String(session.to_string()));
            Value::Object(object).to_string()
        }
        _ => message.to_string(),
    }
}

fn with_session(mut message: Value, session_id: Option<&str>) -> String {
    if let (Some(session), Some(object)) = (told(session_id), message.as_object_mut()) {
        object.insert("sessionId".into(), Value::String(session.to_string()));
    }
    message.to_string()
}

/// A fresh identifier of 32 upper-case hex digits, as Chrome's target and session ids.
pub fn new_id() -> String {
    use rand_core::RngCore;
    let mut bytes = [0u8; 16];
    rand_core::OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}
