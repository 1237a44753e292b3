//! The [Audits](https://chromedevtools.github.io/devtools-protocol/tot/Audits/) domain: with
//! `Audits.enable`, a session is told `Audits.issueAdded` for the issues Chromium 148
//! reports there and framescope knows of — a deprecated feature a document used
//! (`DeprecationIssue`, once per document and feature, with its frame and the page's code
//! that used it: `runtime/deprecation.rs`). The page keeps its issues (`kept_entries.rs`): a
//! session enabling Audits is told those from before, as Chrome does.
use serde_json::json;

use super::kept_entries;
use super::page::{Page, Session};
use super::protocol::Command;

impl Page {
    /// Answers an `Audits.*` command.
    pub(super) fn audits_command(&mut self, session: &Session, command: &Command) -> String {
        match command.method.as_str() {
            "Audits.enable" => {
                if !session.audits.replace(true) {
                    for issue in kept_entries::issues_so_far() {
                        session.event("Audits.issueAdded", issue);
                    }
                }
                command.reply(json!({}))
            }
            "Audits.disable" => {
                session.audits.set(false);
                command.reply(json!({}))
            }
            _ => command.unknown(),
        }
    }

    /// Tells the sessions with Audits enabled the deprecations noticed since the last call.
    pub(super) fn tell_issues(&self) {
        for deprecation in crate::runtime::deprecation::take() {
            let mut details = json!({
                "affectedFrame": { "frameId": self.frame_id(deprecation.realm) },
                "type": deprecation.kind,
            });
            // (Chromium's line is 0-based, its column V8's 1-based one.)
            if let Some(frame) = &deprecation.frame {
                details["sourceCodeLocation"] = json!({
                    "scriptId": frame.script_id.to_string(),
                    "url": frame.url,
                    "lineNumber": frame.line,
                    "columnNumber": frame.column,
                });
            }
            let issue = json!({
                "issue": { "code": "DeprecationIssue", "details": { "deprecationIssueDetails": details } }
            });
            kept_entries::keep_issue(&issue);
            self.each_session(|s| {
                if s.audits.get() {
                    s.event("Audits.issueAdded", issue.clone());
                }
            });
        }
    }
}
