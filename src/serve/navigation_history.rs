//! The page's navigation history as the Page domain tells it:
//! [`Page.getNavigationHistory`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-getNavigationHistory),
//! [`Page.navigateToHistoryEntry`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-navigateToHistoryEntry)
//! and [`Page.resetNavigationHistory`](https://chromedevtools.github.io/devtools-protocol/tot/Page/#method-resetNavigationHistory)
//! (Puppeteer's `page.goBack()` and `goForward()`).
//!
//! framescope's runtime keeps the session history entries of one document only
//! (runtime/web/html/history.js); until it keeps the top-level traversable's, the page's
//! thread keeps its own list here: an entry per top-level document the page went to, the
//! current one's URL following its document's (`pushState` moves it). Going to an entry
//! loads its URL again as a new document (no back/forward cache) and makes it the current
//! one. This file is all of it, so it can be rewired to the runtime's session history.
use serde_json::{Value, json};

use super::page::Page;
use super::protocol::{self, Command};

/// One entry: a top-level document the page went to.
#[derive(Clone, Debug)]
struct Entry {
    id: i64,
    url: String,
    title: String,
    /// `Page.TransitionType`: "typed" for a client's navigation, "link" for the page's own.
    transition: &'static str,
}

#[derive(Default)]
pub(super) struct NavigationHistory {
    entries: Vec<Entry>,
    current: usize,
    next_id: i64,
    /// The entry the next top-level document is (`navigateToHistoryEntry` went to it).
    traversing: Option<usize>,
    /// The next document comes from a client's `Page.navigate`.
    typed: bool,
}

impl NavigationHistory {
    /// A client navigates the top-level frame (its document will be a "typed" entry).
    pub(super) fn navigating(&mut self) {
        self.typed = true;
    }

    /// A new top-level document with `url`: the entry being traversed to, or the current
    /// one again when the URL is the same (HTML's navigate turns a navigation to the
    /// document's own URL into a replacement), or a new entry after the current one (the
    /// ones after it dropped).
    pub(super) fn document(&mut self, url: &str) {
        let transition = if std::mem::take(&mut self.typed) { "typed" } else { "link" };
        if let Some(index) = self.traversing.take().filter(|i| *i < self.entries.len()) {
            self.current = index;
            self.entries[index].url = url.to_string();
            return;
        }
        // (A top-level about:blank is replaced too, as HTML replaces an initial about:blank.)
        if let Some(entry) = self.entries.get_mut(self.current)
            && (entry.url == url || entry.url == "about:blank")
        {
            entry.url = url.to_string();
            entry.transition = transition;
            return;
        }
        if !self.entries.is_empty() {
            self.entries.truncate(self.current + 1);
        }
        self.next_id += 1;
        let entry = Entry { id: self.next_id, url: url.to_string(), title: String::new(), transition };
        self.entries.push(entry);
        self.current = self.entries.len() - 1;
    }

    /// The current entry's URL and title are its document's now.
    pub(super) fn update_current(&mut self, url: Option<String>, title: Option<String>) {
        if let Some(entry) = self.entries.get_mut(self.current) {
            if let Some(url) = url {
                entry.url = url;
            }
            if let Some(title) = title {
                entry.title = title;
            }
        }
    }

    /// `Page.getNavigationHistory`'s result.
    pub(super) fn describe(&self) -> Value {
        let entries: Vec<Value> = self
            .entries
            .iter()
            .map(|e| {
                json!({
                    "id": e.id,
                    "url": e.url,
                    "userTypedURL": e.url,
                    "title": e.title,
                    "transitionType": e.transition,
                })
            })
            .collect();
        json!({ "currentIndex": self.current, "entries": entries })
    }

    /// The URL of the entry with `id`, which the next top-level document will be (`None`:
    /// no such entry).
    pub(super) fn traverse_to(&mut self, id: i64) -> Option<String> {
        let index = self.entries.iter().position(|e| e.id == id)?;
        self.traversing = Some(index);
        Some(self.entries[index].url.clone())
    }

    /// `Page.resetNavigationHistory`: only the current entry stays.
    pub(super) fn reset(&mut self) {
        if self.entries.is_empty() {
            return;
        }
        let current = self.entries.swap_remove(self.current);
        self.entries = vec![current];
        self.current = 0;
        self.traversing = None;
    }
}

impl Page {
    /// The Page domain's history commands.
    pub(super) fn history_command(&mut self, command: &Command) -> String {
        match command.method.as_str() {
            "Page.getNavigationHistory" => {
                let (url, title) = match self.top_realm() {
                    Some(top) => (
                        self.group.eval(top, "location.href").ok(),
                        self.group.eval(top, "document.title").ok(),
                    ),
                    None => (None, None),
                };
                self.history.update_current(url, title);
                command.reply(self.history.describe())
            }
            "Page.navigateToHistoryEntry" => {
                let Some(id) = command.params.get("entryId").and_then(Value::as_i64) else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: entryId: integer value expected",
                    );
                };
                let (Some(url), Some(top)) = (self.history.traverse_to(id), self.top_realm()) else {
                    return command.fail(protocol::SERVER_ERROR, "No entry with passed id");
                };
                match self.group.eval(top, &format!("location.assign({})", json!(url))) {
                    Ok(_) => command.reply(json!({})),
                    Err(error) => {
                        command.fail(protocol::SERVER_ERROR, &format!("Cannot navigate: {}", error.message))
                    }
                }
            }
            "Page.resetNavigationHistory" => {
                self.history.reset();
                command.reply(json!({}))
            }
            _ => command.unknown(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::NavigationHistory;

    fn urls(history: &NavigationHistory) -> (u64, Vec<String>) {
        let value = history.describe();
        let urls = value["entries"]
            .as_array()
            .expect("entries")
            .iter()
            .map(|e| e["url"].as_str().expect("a url").to_string());
        (value["currentIndex"].as_u64().expect("currentIndex"), urls.collect())
    }

    #[test]
    fn entries_follow_documents_and_traversals() {
        let mut history = NavigationHistory::default();
        history.document("about:blank");
        history.document("a");
        history.navigating();
        history.document("b");
        history.document("b");
        history.document("c");
        assert_eq!(urls(&history), (2, vec!["a".into(), "b".into(), "c".into()]));
        let first = history.describe()["entries"][0]["id"].as_i64().expect("an id");
        assert_eq!(history.traverse_to(first).as_deref(), Some("a"));
        history.document("a");
        assert_eq!(urls(&history).0, 0);
        // A new document after going back drops the entries after the current one.
        history.document("d");
        assert_eq!(urls(&history), (1, vec!["a".into(), "d".into()]));
        assert_eq!(history.traverse_to(12345), None);
        history.reset();
        assert_eq!(urls(&history), (0, vec!["d".into()]));
    }
}
