//! A page's console messages as
//! [`Runtime.consoleAPICalled`](https://chromedevtools.github.io/devtools-protocol/tot/Runtime/#event-consoleAPICalled):
//! framescope's `console` (`runtime/console.rs`) keeps its messages rather than handing
//! them to V8's inspector, so after each turn of the page's loop those logged since are
//! sent to the sessions with Runtime enabled (all of them to a session that just enabled
//! it, as V8 replays its own), in the execution context of the window that logged them.
//! Their arguments are one string, the message's text (what framescope's console keeps).
use std::num::NonZeroU64;

use serde_json::json;

use super::page::Page;
use crate::runtime::console::LogLevel;

/// The protocol's name of a console level.
pub(super) fn console_type(level: LogLevel) -> &'static str {
    match level {
        LogLevel::Debug => "debug",
        LogLevel::Info => "info",
        LogLevel::Log => "log",
        LogLevel::Warn => "warning",
        LogLevel::Error => "error",
    }
}

impl Page {
    /// Sends the console messages logged since the last call to the sessions with Runtime
    /// enabled, once the turn's new windows are registered (a message of a window gone by
    /// then is skipped, as is a worker's: those go to the worker's own sessions).
    pub(super) fn report_console(&mut self) {
        let sessions: Vec<_> =
            self.sessions.borrow().values().filter(|s| s.console.get().is_some()).cloned().collect();
        if sessions.is_empty() {
            return;
        }
        let timestamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0);
        for session in sessions {
            let sent = session.console.get().unwrap_or(0);
            let messages = self.group.state().console.messages_since(sent);
            for message in &messages {
                let known = NonZeroU64::new(message.realm).and_then(|realm| self.known.get(&realm));
                let Some(known) = known else { continue };
                session.event(
                    "Runtime.consoleAPICalled",
                    json!({
                        "type": console_type(message.level),
                        "args": [{ "type": "string", "value": message.text }],
                        "executionContextId": known.context.1,
                        "timestamp": timestamp,
                    }),
                );
            }
            session.console.set(Some(sent + messages.len()));
        }
    }
}
