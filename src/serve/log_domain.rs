//! The [Log](https://chromedevtools.github.io/devtools-protocol/tot/Log/) domain: with
//! `Log.enable`, a session is told `Log.entryAdded` for what Chrome reports there and
//! framescope knows of — a subresource (or document) that failed to load, as the network
//! service's entry says it (`source: "network"`, `level: "error"`, "Failed to load resource:
//! the server responded with a status of 404 (Not Found)", or the network error), with its
//! URL and the `Network` request id. framescope detects no violations and no deprecations
//! Chrome would report (`Log.startViolationsReport` is acknowledged — once Log is enabled,
//! with a `config` array, as Chrome checks —, and nothing follows);
//! console messages come as `Runtime.consoleAPICalled`, as in Chrome.
use std::time::UNIX_EPOCH;

use serde_json::{Value, json};

use super::page::{Page, Session};
use super::protocol::{self, Command};
use crate::runtime::loader::network_observer::NetworkEvent;

impl Page {
    /// Answers a `Log.*` command.
    pub(super) fn log_command(&mut self, session: &Session, command: &Command) -> String {
        match command.method.as_str() {
            "Log.enable" => {
                session.log.set(true);
                // (The loader's fetches are recorded while a session listens: network.rs.)
                if let Some(observer) = self.group.state().hosts.observer() {
                    observer.set_recording(true);
                }
                command.reply(json!({}))
            }
            "Log.disable" => {
                session.log.set(false);
                self.stop_recording_unless_listened();
                command.reply(json!({}))
            }
            // (As Chromium 148 answers: a `config` array, and Log enabled first.)
            "Log.startViolationsReport" if !command.params.get("config").is_some_and(Value::is_array) => {
                command.fail(protocol::INVALID_PARAMS, "Invalid parameters: config: array expected")
            }
            "Log.startViolationsReport" if !session.log.get() => {
                command.fail(protocol::SERVER_ERROR, "Log is not enabled")
            }
            "Log.clear" | "Log.startViolationsReport" | "Log.stopViolationsReport" => {
                command.reply(json!({}))
            }
            _ => command.unknown(),
        }
    }

    /// Stops recording the loader's fetches when no session listens to them any more
    /// (neither Network nor Log enabled).
    pub(super) fn stop_recording_unless_listened(&self) {
        let listened = self.sessions.borrow().values().any(|s| s.network.get() || s.log.get());
        if let (false, Some(observer)) = (listened, self.group.state().hosts.observer()) {
            observer.set_recording(false);
        }
    }
}

/// The `Log.entryAdded` parameters for a fetch that failed (`request_id`: its Network
/// id), or `None` when it loaded: a status of 400 or more, or a network error.
pub(super) fn entry_of(event: &NetworkEvent, request_id: &Value) -> Option<Value> {
    let text = match &event.outcome {
        Ok(response) if response.status >= 400 => format!(
            "Failed to load resource: the server responded with a status of {} ({})",
            response.status, response.status_text
        ),
        Ok(_) => return None,
        Err(error) => format!("Failed to load resource: {error}"),
    };
    let ended = event.started_wall + event.ended.saturating_duration_since(event.started);
    let timestamp = ended.duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64() * 1000.0).unwrap_or(0.0);
    Some(json!({
        "entry": {
            "source": "network",
            "level": "error",
            "text": text,
            "timestamp": timestamp,
            "url": event.url.as_str(),
            "networkRequestId": request_id,
        }
    }))
}
