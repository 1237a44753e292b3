//! The page's navigation history as the Page domain tells it:
//! [`Page.getNavigationHistory`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-getNavigationHistory),
//! [`Page.navigateToHistoryEntry`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-navigateToHistoryEntry)
//! and [`Page.resetNavigationHistory`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-resetNavigationHistory)
//! (Puppeteer's `page.goBack()` and `goForward()`), read from the runtime's session
//! history (`runtime/group/session_history.rs`): one entry per step of the top-level
//! traversable's joint session history (a page's own `pushState` and its frames'
//! navigations are steps too), with the top-level document's URL at that step; going to
//! an entry traverses the history by the delta to its step, as the page's own
//! `history.go()` does. What the runtime does not keep is kept here: the titles the
//! entries' documents had, which entries a client's `Page.navigate` made ("typed"), and
//! the steps `resetNavigationHistory` hid.
use std::collections::{HashMap, HashSet};

use serde_json::{Value, json};

use super::page::Page;
use super::protocol::{self, Command};
use crate::runtime::realm::RealmId;

#[derive(Default)]
pub(super) struct NavigationHistory {
    /// By the top-level entry's id: its document's title, once loaded.
    titles: HashMap<u64, String>,
    /// The top-level entries a client's `Page.navigate` made.
    typed: HashSet<u64>,
    /// The next top-level document comes from a client's `Page.navigate`.
    navigating: bool,
    /// Steps before this one are hidden (`Page.resetNavigationHistory`).
    reset_before: u64,
    /// The top-level document and its current entry, as last seen (a change of the entry
    /// alone is a navigation within the document).
    pub(super) seen: Option<(RealmId, u64)>,
}

impl NavigationHistory {
    /// A client navigates the top-level frame (its document will be a "typed" entry).
    pub(super) fn navigating(&mut self) {
        self.navigating = true;
    }
}

impl Page {
    /// The top-level document's current entry (its id and URL).
    pub(super) fn current_top_entry(&self) -> Option<(u64, String)> {
        let top = self.top_realm()?;
        let (entries, current) = self.group.state().joint_history(top);
        entries.get(current).map(|(_, e)| (e.id, e.url.to_string()))
    }

    /// A new top-level document: its entry is "typed" when a client navigated to it.
    pub(super) fn history_document(&mut self) {
        if std::mem::take(&mut self.history.navigating)
            && let Some((id, _)) = self.current_top_entry()
        {
            self.history.typed.insert(id);
        }
    }

    /// The top-level document loaded: its entry's title.
    pub(super) fn history_title(&mut self, title: String) {
        if let Some((id, _)) = self.current_top_entry() {
            self.history.titles.insert(id, title);
        }
    }

    /// The steps shown: each step's id, URL, title and transition, and the current index.
    fn history_steps(&mut self) -> (Vec<Value>, Vec<u64>, usize) {
        let Some(top) = self.top_realm() else { return (Vec::new(), Vec::new(), 0) };
        let title = self.group.eval(top, "document.title").ok();
        let (entries, current) = self.group.state().joint_history(top);
        if let (Some(title), Some((_, entry))) = (title, entries.get(current)) {
            self.history.titles.insert(entry.id, title);
        }
        let first = entries.iter().position(|(step, _)| *step >= self.history.reset_before).unwrap_or(0);
        let first = first.min(current);
        let shown = &entries[first..];
        let values = shown
            .iter()
            .map(|(step, entry)| {
                json!({
                    "id": step,
                    "url": entry.url.as_str(),
                    "userTypedURL": entry.url.as_str(),
                    "title": self.history.titles.get(&entry.id).cloned().unwrap_or_default(),
                    "transitionType": if self.history.typed.contains(&entry.id) { "typed" } else { "link" },
                })
            })
            .collect();
        (values, shown.iter().map(|(step, _)| *step).collect(), current - first)
    }

    /// The Page domain's history commands.
    pub(super) fn history_command(&mut self, command: &Command) -> String {
        match command.method.as_str() {
            "Page.getNavigationHistory" => {
                let (entries, _, current) = self.history_steps();
                command.reply(json!({ "currentIndex": current, "entries": entries }))
            }
            "Page.navigateToHistoryEntry" => {
                let Some(id) = command.params.get("entryId").and_then(Value::as_u64) else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: entryId: integer value expected",
                    );
                };
                let (_, steps, current) = self.history_steps();
                let (Some(index), Some(top)) = (steps.iter().position(|s| *s == id), self.top_realm()) else {
                    return command.fail(protocol::SERVER_ERROR, "No entry with passed id");
                };
                let delta = index as i64 - current as i64;
                if delta == 0 {
                    return command.reply(json!({}));
                }
                // As the page's own history.go(delta): the traversal, queued on the
                // traversable, same-document or loading the entry's document again.
                match self.group.eval(top, &format!("history.go({delta})")) {
                    Ok(_) => command.reply(json!({})),
                    Err(error) => {
                        command.fail(protocol::SERVER_ERROR, &format!("Cannot navigate: {}", error.message))
                    }
                }
            }
            "Page.resetNavigationHistory" => {
                if let Some(top) = self.top_realm() {
                    let (entries, current) = self.group.state().joint_history(top);
                    if let Some((step, _)) = entries.get(current) {
                        self.history.reset_before = *step;
                    }
                }
                command.reply(json!({}))
            }
            _ => command.unknown(),
        }
    }

    /// After a turn: the top-level document's current entry changed while the document
    /// stayed (`pushState`, a fragment, a same-document traversal):
    /// `Page.navigatedWithinDocument`.
    pub(super) fn tell_same_document_navigation(&mut self) {
        let Some(top) = self.top_realm() else { return };
        let Some((entry, url)) = self.current_top_entry() else { return };
        let before = self.history.seen.replace((top, entry));
        if before.is_none_or(|(realm, id)| realm != top || id == entry) {
            return;
        }
        let frame_id = self.frame_id(top);
        let fragment = url.split('#').next() == self.info_url().split('#').next() && url.contains('#');
        let kind = if fragment { "fragment" } else { "historyApi" };
        self.each_session(|s| {
            if s.page_enabled.get() {
                let params = json!({ "frameId": frame_id, "url": url, "navigationType": kind });
                s.event("Page.navigatedWithinDocument", params);
            }
        });
    }

    fn info_url(&self) -> String {
        super::browser::lock(&self.info).url.clone()
    }
}
