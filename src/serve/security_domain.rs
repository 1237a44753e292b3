//! The [Security](https://chromedevtools.github.io/devtools-protocol/tot/Security/) domain:
//! `Security.enable` tells the session the top-level document's
//! `visibleSecurityStateChanged` (and again after each top-level navigation), as Chrome:
//! `secure` over HTTPS (framescope's loader checks the certificate, unless told not to),
//! with the `certificateSecurityState` of the document's TLS connection when it came over
//! the network (`runtime/loader/tls_details.rs`; `insecure-broken` with its
//! `certificateNetworkError` when the certificate's error was ignored),
//! `neutral` with `scheme-is-not-cryptographic` over HTTP, `neutral` otherwise (about:,
//! data:); `Security.setIgnoreCertificateErrors` makes the page's own loader accept every
//! certificate, or not again (the page's group's setting, starting as `--ignore-certificate-errors`
//! says: `runtime/loader/network.rs`).
use serde_json::{Value, json};

use super::page::{Page, Session, Sessions};
use super::protocol::{self, Command};
use crate::runtime::loader::tls_details::TlsDetails;

impl Page {
    /// Answers a `Security.*` command.
    pub(super) fn security_command(&mut self, session: &Session, command: &Command) -> String {
        match command.method.as_str() {
            "Security.enable" => {
                session.security.set(true);
                let top = self.top_realm().and_then(|realm| self.group.state().info(realm));
                let url =
                    top.as_ref().map(|info| info.url.to_string()).unwrap_or_else(|| "about:blank".into());
                let tls = top.and_then(|info| info.navigation?.tls);
                session.event("Security.visibleSecurityStateChanged", visible_state(&url, tls.as_deref()));
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

/// `visibleSecurityStateChanged`'s parameters for a top-level document at `url`, with its
/// response's TLS details when it came over the network: `secure`, or `insecure-broken`
/// with the `certificateNetworkError` its certificate was let through with (certificate
/// errors ignored), as Chrome.
fn visible_state(url: &str, tls: Option<&TlsDetails>) -> Value {
    let (state, issues): (&str, &[&str]) = match url.split_once(':').map(|(scheme, _)| scheme) {
        Some("https" | "wss") if tls.is_some_and(|t| t.certificate_error.is_some()) => {
            ("insecure-broken", &[])
        }
        Some("https" | "wss") => ("secure", &[]),
        Some("http" | "ws") => ("neutral", &["scheme-is-not-cryptographic"]),
        _ => ("neutral", &[]),
    };
    let mut visible = json!({ "securityState": state, "securityStateIssueIds": issues });
    if let Some(tls) = tls.filter(|_| url.starts_with("https:")) {
        visible["certificateSecurityState"] = tls.certificate_security_state();
    }
    json!({ "visibleSecurityState": visible })
}

/// A new top-level document at `url` (its response's TLS details `tls`): its state, to the
/// sessions with Security enabled.
pub(super) fn tell_top_navigated(sessions: &Sessions, url: &str, tls: Option<&TlsDetails>) {
    let sessions: Vec<_> = sessions.borrow().values().filter(|s| s.security.get()).cloned().collect();
    for session in sessions {
        session.event("Security.visibleSecurityStateChanged", visible_state(url, tls));
    }
}
