//! What a page keeps of its `Log` entries and `Audits` issues for the sessions that enable
//! those domains later: Chrome keeps the page's console message storage and issue storage
//! (Blink's `ConsoleMessageStorage` and `InspectorIssueStorage`, 1 000 each, the oldest
//! dropped) and tells a session what they hold on `Log.enable` and `Audits.enable` — after
//! `"N log entries are not shown."` for the entries dropped. Both are emptied when the
//! top-level frame navigates (and the log by `Log.clear`), as Chromium 156 does.
//!
//! Kept: every `Log.entryAdded` but a violation (Chrome reports those only to the sessions
//! that asked, as they happen), and every `Audits.issueAdded`. One page per thread: kept per
//! thread.
use std::cell::RefCell;
use std::collections::VecDeque;

use serde_json::{Value, json};

/// How many entries (and issues) a page keeps: Blink's `kMaxConsoleMessageCount` and
/// `kMaxIssueCount`.
const KEPT: usize = 1000;

/// The latest entries (their events' parameters) and how many older ones were dropped.
#[derive(Default)]
struct Kept {
    entries: VecDeque<Value>,
    dropped: usize,
}

impl Kept {
    fn keep(&mut self, params: &Value) {
        if self.entries.len() == KEPT {
            self.entries.pop_front();
            self.dropped += 1;
        }
        self.entries.push_back(params.clone());
    }
}

thread_local! {
    static LOG: RefCell<Kept> = RefCell::default();
    static ISSUES: RefCell<Kept> = RefCell::default();
}

/// Keeps a `Log.entryAdded`'s parameters.
pub(super) fn keep_log_entry(params: &Value) {
    LOG.with(|log| log.borrow_mut().keep(params));
}

/// Keeps an `Audits.issueAdded`'s parameters.
pub(super) fn keep_issue(params: &Value) {
    ISSUES.with(|issues| issues.borrow_mut().keep(params));
}

/// The `Log.entryAdded` parameters a session enabling Log is told, oldest first.
pub(super) fn log_so_far() -> Vec<Value> {
    LOG.with(|log| {
        let log = log.borrow();
        let dropped = (log.dropped > 0).then(|| {
            json!({ "entry": {
                "source": "other",
                "level": "warning",
                "text": format!("{} log entries are not shown.", log.dropped),
                "timestamp": 0,
            }})
        });
        dropped.into_iter().chain(log.entries.iter().cloned()).collect()
    })
}

/// The `Audits.issueAdded` parameters a session enabling Audits is told, oldest first.
pub(super) fn issues_so_far() -> Vec<Value> {
    ISSUES.with(|issues| issues.borrow().entries.iter().cloned().collect())
}

/// `Log.clear`.
pub(super) fn clear_log() {
    LOG.with(|log| *log.borrow_mut() = Kept::default());
}

/// The top-level frame navigated: both are emptied.
pub(super) fn clear() {
    clear_log();
    ISSUES.with(|issues| *issues.borrow_mut() = Kept::default());
}
