//! The [Log](https://chromedevtools.github.io/devtools-protocol/tot/Log/) domain: with
//! `Log.enable`, a session is told `Log.entryAdded` for what Chrome reports there and
//! framescope knows of — a subresource (or document) that failed to load, as the network
//! service's entry says it (`source: "network"`, `level: "error"`, "Failed to load resource:
//! the server responded with a status of 404 (Not Found)", or the network error), with its
//! URL and the `Network` request id; after `Log.startViolationsReport` (once Log is enabled,
//! with a `config` array, as Chrome checks), the violations framescope notices past the
//! session's thresholds (`runtime/violations.rs`: an event listener, `'click' handler took
//! 120ms`; a timer's handler or an animation frame callback, `'setTimeout' handler took
//! 200ms`; `source: "violation"`, `level: "verbose"`, with the URL and 0-based line of the
//! callback's definition); the warning of Chromium's `document.write` intervention (a
//! parser-blocking cross-site script a top-level document's script writes,
//! `runtime/document_write_intervention.rs`);
//! console messages come as `Runtime.consoleAPICalled`, as in Chrome.
use std::time::{Duration, UNIX_EPOCH};

use serde_json::{Value, json};

use super::kept_entries;
use super::page::{Page, Session};
use super::protocol::{self, Command};
use crate::runtime::loader::network_observer::NetworkEvent;
use crate::runtime::violations::Thresholds;

impl Page {
    /// Answers a `Log.*` command.
    pub(super) fn log_command(&mut self, session: &Session, command: &Command) -> String {
        match command.method.as_str() {
            "Log.enable" => {
                // (What the page kept is told first, as Chrome does: `kept_entries.rs`.)
                if !session.log.replace(true) {
                    for entry in kept_entries::log_so_far() {
                        session.event("Log.entryAdded", entry);
                    }
                }
                command.reply(json!({}))
            }
            "Log.disable" => {
                session.log.set(false);
                // (Chrome stops its violations report too.)
                session.violations.set(None);
                self.watch_violations();
                command.reply(json!({}))
            }
            // (As Chromium 148 answers: a `config` array, and Log enabled first.)
            "Log.startViolationsReport" if !command.params.get("config").is_some_and(Value::is_array) => {
                command.fail(protocol::INVALID_PARAMS, "Invalid parameters: config: array expected")
            }
            "Log.startViolationsReport" if !session.log.get() => {
                command.fail(protocol::SERVER_ERROR, "Log is not enabled")
            }
            "Log.startViolationsReport" => {
                session.violations.set(thresholds(&command.params["config"]));
                self.watch_violations();
                command.reply(json!({}))
            }
            "Log.stopViolationsReport" => {
                session.violations.set(None);
                self.watch_violations();
                command.reply(json!({}))
            }
            "Log.clear" => {
                kept_entries::clear_log();
                command.reply(json!({}))
            }
            _ => command.unknown(),
        }
    }

    /// The page's thread times what the sessions' violation reports ask for (the lowest
    /// threshold of each kind), or nothing. (The `document.write` intervention's warnings
    /// and the deprecations are noticed all along, for the page to keep: `kept_entries.rs`.)
    pub(super) fn watch_violations(&self) {
        let sessions = self.sessions.borrow();
        let asked: Vec<Thresholds> = sessions.values().filter_map(|s| s.violations.get()).collect();
        drop(sessions);
        let thresholds = (!asked.is_empty()).then(|| Thresholds {
            handler: asked.iter().filter_map(|t| t.handler).min(),
            recurring_handler: asked.iter().filter_map(|t| t.recurring_handler).min(),
        });
        crate::runtime::violations::set(thresholds);
    }

    /// Tells the sessions that asked the violations noticed since the last call (past
    /// their own thresholds): `Log.entryAdded` with `source: "violation"`, `level:
    /// "verbose"`, as Chrome.
    pub(super) fn tell_violations(&self) {
        let violations = crate::runtime::violations::take();
        if violations.is_empty() {
            return;
        }
        let sessions: Vec<_> = self.sessions.borrow().values().cloned().collect();
        for violation in violations {
            let timestamp = violation.at.duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
            let mut entry = json!({
                "source": "violation",
                "level": "verbose",
                "text": violation.text,
                "timestamp": timestamp,
            });
            // (A callback of code without a URL, such as a client's evaluation, has none.)
            if !violation.url.is_empty() {
                entry["url"] = json!(violation.url);
            }
            if let Some(line) = violation.line {
                entry["lineNumber"] = json!(line);
            }
            for s in &sessions {
                // (Each session is told what passed its own threshold.)
                let threshold = s.violations.get().and_then(|t| t.of(violation.kind));
                if s.log.get() && threshold.is_some_and(|threshold| violation.took > threshold) {
                    s.event("Log.entryAdded", json!({ "entry": entry }));
                }
            }
        }
    }

    /// Tells the sessions with Log enabled the `document.write` intervention's warnings
    /// since the last call, as Chromium 148 words them (`source: "javascript"`, `level:
    /// "warning"`, at the writing script's frame, with its stack).
    pub(super) fn tell_warnings(&self) {
        for warning in crate::runtime::document_write_intervention::take() {
            let timestamp = warning.at.duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
            let mut entry = json!({
                "source": "javascript",
                "level": "warning",
                "text": warning.text,
                "timestamp": timestamp,
            });
            if let Some(top) = warning.frames.first() {
                entry["url"] = json!(top.url);
                entry["lineNumber"] = json!(top.line);
                let frames: Vec<Value> = warning.frames.iter().map(|frame| frame.call_frame()).collect();
                entry["stackTrace"] = json!({ "callFrames": frames });
            }
            let params = json!({ "entry": entry });
            kept_entries::keep_log_entry(&params);
            self.each_session(|s| {
                if s.log.get() {
                    s.event("Log.entryAdded", params.clone());
                }
            });
        }
    }

    /// Stops keeping the bodies of the loader's fetches when no session has Network
    /// enabled any more (their records are kept all along, for the Log entries of those that
    /// failed: `kept_entries.rs`).
    pub(super) fn keep_bodies_while_listened(&self) {
        let listened = self.sessions.borrow().values().any(|s| s.network.get());
        if let (false, Some(observer)) = (listened, self.group.state().hosts.observer()) {
            observer.set_keeping_bodies(false);
        }
    }
}

/// A `Log.startViolationsReport` `config` (`[{name, threshold}]`, thresholds in ms): the
/// kinds framescope notices (`handler`, `recurringHandler`); the others it accepts, as
/// Chrome, and never reports (Chromium 148 reports none of `longTask`, `blockedEvent` or
/// `discouragedAPIUse` to a client either: docs/src/serve.md).
fn thresholds(config: &Value) -> Option<Thresholds> {
    let mut thresholds = Thresholds::default();
    for setting in config.as_array().into_iter().flatten() {
        let threshold = setting["threshold"].as_f64().filter(|t| *t >= 0.0);
        let threshold = threshold.map(|t| Duration::from_secs_f64(t / 1000.0));
        match setting["name"].as_str() {
            Some("handler") => thresholds.handler = threshold,
            Some("recurringHandler") => thresholds.recurring_handler = threshold,
            _ => {}
        }
    }
    Some(thresholds)
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
