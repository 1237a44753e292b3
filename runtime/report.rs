//! The result of `framescope run`: the JSON report and the human summary.
use serde::Serialize;

use super::browsing_context_group::{BrowsingContextGroup, PageError};
use super::console::ConsoleMessage;
use super::event_loop::Outcome;
use super::realm::RealmInfo;

/// What a run produced. Later issues add their results here.
#[derive(Debug, Serialize)]
pub struct Report {
    /// The page that was run.
    pub page: String,
    pub realms: Vec<RealmInfo>,
    pub console: Vec<ConsoleMessage>,
    pub errors: Vec<PageError>,
    pub outcome: Outcome,
}

impl Report {
    pub fn new(page: String, group: &BrowsingContextGroup, outcome: Outcome) -> Self {
        let state = group.state();
        Self {
            page,
            realms: state.realms(),
            console: state.console_messages(),
            errors: state.errors(),
            outcome,
        }
    }

    /// The human summary: the realm tree, console output, errors and the outcome.
    pub fn summary(&self) -> String {
        let mut out = format!("framescope run {}\n\nrealms:\n", self.page);
        for realm in self.realms.iter().filter(|r| r.parent.is_none()) {
            self.write_realm(&mut out, realm, 1);
        }
        if !self.console.is_empty() {
            out.push_str("\nconsole:\n");
            for message in &self.console {
                out.push_str(&format!(
                    "  [{}] console.{}: {}\n",
                    message.realm,
                    message.level.as_str(),
                    message.text
                ));
            }
        }
        if !self.errors.is_empty() {
            out.push_str("\nerrors:\n");
            for error in &self.errors {
                let realm = error.realm.map(|r| format!("[{r}] ")).unwrap_or_default();
                let location = error.location.as_ref().map(|l| format!(" ({l})")).unwrap_or_default();
                out.push_str(&format!("  {realm}{} error: {}{location}\n", error.kind, error.message));
            }
        }
        let outcome = match self.outcome {
            Outcome::Idle => "the event loop went idle",
            Outcome::Timeout => "stopped at the timeout with work pending",
        };
        out.push_str(&format!(
            "\n{} realm(s), {} console message(s), {} error(s); {outcome}\n",
            self.realms.len(),
            self.console.len(),
            self.errors.len()
        ));
        out
    }

    fn write_realm(&self, out: &mut String, realm: &RealmInfo, depth: usize) {
        let indent = "  ".repeat(depth);
        let container = realm
            .container
            .as_ref()
            .map(|c| {
                format!(
                    " in <{} id={:?} src={:?}>",
                    serde_json::to_value(c.kind)
                        .ok()
                        .and_then(|v| v.as_str().map(String::from))
                        .unwrap_or_default(),
                    c.id,
                    c.src
                )
            })
            .unwrap_or_default();
        let token = &realm.attribution_token;
        let token_container = token
            .container
            .as_ref()
            .map(|c| format!("id={:?} src={:?}", c.id, c.src))
            .unwrap_or_else(|| "null".into());
        let detached = if realm.detached { " (detached)" } else { "" };
        out.push_str(&format!(
            "{indent}[{}] {} ({:?}, origin {}){container}{detached}\n{indent}    attribution token: container {token_container}, cross-origin aggregated {}\n",
            realm.id,
            realm.url,
            realm.scope,
            realm.origin.ascii_serialization(),
            token.cross_origin_aggregated
        ));
        for child in self.realms.iter().filter(|r| r.parent == Some(realm.id)) {
            self.write_realm(out, child, depth + 1);
        }
    }
}
