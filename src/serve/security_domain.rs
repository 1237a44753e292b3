//! The [Security](https://chromedevtools.github.io/devtools-protocol/tot/Security/) domain:
//! `Security.enable` tells the session the top-level document's
//! `visibleSecurityStateChanged` (and again after each top-level navigation), as Chrome:
//! `secure` over HTTPS (framescope's loader checks the certificate, unless told not to),
//! `neutral` with `scheme-is-not-cryptographic` over HTTP, `neutral` otherwise (about:,
//! data:); `Security.setIgnoreCertificateErrors` makes the page's own loader accept every
//! certificate, or not again (the page's group's setting, starting as `--ignore-certificate-errors`
//! says: `runtime/loader/network.rs`).
use serde_json::{Value, json};

use super::page::{Page, Session, Sessions};
use super::protocol::{self, Command};

impl Page {
    /// Answers a `Security.*` command.
    pub(super) fn security_command(&mut self, session: &Session, command: &Command) -> String {
        match command.method.as_str() {
            "Security.enable" => {
                session.security.set(true);
                let top = self.top_realm().and_then(|realm| self.group.state().info(realm));
                let url = top.map(|info| info.url.to_string()).unwrap_or_else(|| "about:blank".into());
                session.event("Security.visibleSecurityStateChanged", visible_state(&url));
                command.reply(json!({}))
            }
            "Security.disable" => {
                session.security.set(false);
                command.reply(json!({}))
            }
            "Security.setIgnoreCertificateErrors" => {
                let Some(ignore) = command.flag("ignore") else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: ignore: boolean value expected",
                    );
                };
                // (Without --allow-net nothing goes to the network: there is nothing to check.)
                if let Some(network) = self.group.state().hosts.network() {
                    network.set_ignore_certificate_errors(ignore);
                }
                command.reply(json!({}))
            }
            _ => command.unknown(),
        }
    }
}

/// `visibleSecurityStateChanged`'s parameters for a top-level document at `url`.
fn visible_state(url: &str) -> Value {
    let (state, issues): (&str, &[&str]) = match url.split_once(':').map(|(scheme, _)| scheme) {
        Some("https" | "wss") => ("secure", &[]),
        Some("http" | "ws") => ("neutral", &["scheme-is-not-cryptographic"]),
        _ => ("neutral", &[]),
    };
    json!({ "visibleSecurityState": { "securityState": state, "securityStateIssueIds": issues } })
}

/// A new top-level document at `url`: its state, to the sessions with Security enabled.
pub(super) fn tell_top_navigated(sessions: &Sessions, url: &str) {
    let sessions: Vec<_> = sessions.borrow().values().filter(|s| s.security.get()).cloned().collect();
    for session in sessions {
        session.event("Security.visibleSecurityStateChanged", visible_state(url));
    }
}
