//! Deprecated features a page uses, reported as Chromium 148 reports them to a DevTools
//! client (`Audits.issueAdded`'s `DeprecationIssue`, `framescope serve`'s Audits domain):
//! once per document and feature, at the page's code that used it. framescope reports the
//! ones it knows Chromium flags:
//! - `XMLHttpRequestSynchronousInNonWorkerOutsideBeforeUnload`: a window's `open()` of a
//!   synchronous XMLHttpRequest outside a `beforeunload` listener (`web/xhr/xhr.js`).
//!
//! Reported only while a client listens on the thread (a page's thread runs one browsing
//! context group).
use std::cell::RefCell;
use std::collections::HashSet;

use crate::runtime::noticed::Noticed;
use crate::runtime::page_stack::{PageFrame, page_frames};
use crate::runtime::realm::RealmId;

/// The deprecations framescope reports (Chromium's `DeprecationIssueType` names).
pub const KNOWN: [&str; 1] = ["XMLHttpRequestSynchronousInNonWorkerOutsideBeforeUnload"];

/// A deprecated feature a document used, and where (the page's innermost frame).
#[derive(Clone, Debug)]
pub struct Deprecation {
    pub realm: RealmId,
    pub kind: &'static str,
    pub frame: Option<PageFrame>,
}

thread_local! {
    static REPORTED: RefCell<HashSet<(RealmId, &'static str)>> = RefCell::new(HashSet::new());
    static NOTICED: Noticed<Deprecation> = const { Noticed::new() };
}

/// Whether a client listens on this thread (off: nothing is kept, and what was is
/// dropped).
pub fn set_listening(on: bool) {
    NOTICED.with(|noticed| noticed.set_listening(on));
}

/// The page code of `realm` that runs now used `kind` (one of [`KNOWN`]; another name is
/// ignored).
pub fn report(scope: &mut v8::PinScope, realm: RealmId, kind: &str) {
    if !NOTICED.with(Noticed::listening) {
        return;
    }
    let Some(kind) = KNOWN.iter().copied().find(|known| *known == kind) else { return };
    if !REPORTED.with(|reported| reported.borrow_mut().insert((realm, kind))) {
        return;
    }
    let frame = page_frames(scope, 8).into_iter().next();
    NOTICED.with(|noticed| noticed.notice(Deprecation { realm, kind, frame }));
}

/// The deprecations noticed since the last call.
pub fn take() -> Vec<Deprecation> {
    NOTICED.with(Noticed::take)
}

/// `realm`'s document is gone: its features may be reported for the next.
pub fn forget(realm: RealmId) {
    REPORTED.with(|reported| reported.borrow_mut().retain(|(r, _)| *r != realm));
}
