//! Chromium's `document.write` intervention, as far as a DevTools client hears of it: a
//! parser-blocking script that a script of a top-level document inserts with
//! `document.write` from another site is one the browser may refuse to fetch on a slow
//! connection, and Chromium 148 warns of it in the console's Log (`source:
//! "javascript"`, `level: "warning"`, with the writing script's stack), whether or not it
//! refuses. framescope fetches it always, and tells the warning to the clients that have
//! Log enabled (`framescope serve`'s Log domain). (Chromium tells it twice, from its
//! preload scanner and its parser; framescope has no preload scanner and tells it once.)
//!
//! Its "cross site": the script's host is not the document's, and the two do not share a
//! registrable domain under a known public suffix (Chromium's `GetDomainAndRegistry`
//! gives none for an unknown one, such as `.test`, so two hosts there always differ).
use std::time::SystemTime;

use url::Url;

use crate::runtime::noticed::Noticed;
use crate::runtime::page_stack::{PageFrame, page_frames};
use crate::runtime::realm::RealmId;

/// A warning: the document's realm, Chrome's text, the writing script's stack, and when.
#[derive(Clone, Debug)]
pub struct Warning {
    pub realm: RealmId,
    pub text: String,
    pub frames: Vec<PageFrame>,
    pub at: SystemTime,
}

thread_local! {
    static NOTICED: Noticed<Warning> = const { Noticed::new() };
}

/// Whether a client listens on this thread (off: what was kept is dropped).
pub fn set_listening(on: bool) {
    NOTICED.with(|noticed| noticed.set_listening(on));
}

/// Whether a script at `script` is cross-site to a document at `document`, as the
/// intervention judges it.
pub fn is_cross_site(document: &Url, script: &Url) -> bool {
    let (Some(document), Some(script)) = (document.host_str(), script.host_str()) else { return false };
    if document.eq_ignore_ascii_case(script) {
        return false;
    }
    let registrable = |host: &str| {
        let host = host.trim_end_matches('.').to_ascii_lowercase();
        let domain = psl::domain(host.as_bytes()).filter(|domain| domain.suffix().is_known())?;
        Some(domain.as_bytes().to_vec())
    };
    match (registrable(document), registrable(script)) {
        (Some(document), Some(script)) => document != script,
        _ => true,
    }
}

/// A parser-blocking classic script at `script` was inserted by `document.write` into the
/// document at `document` of `realm` (`top_level`: a top-level document's): warned of when
/// the intervention applies, with the current stack (the writing script's).
pub fn script_written(
    scope: &mut v8::PinScope,
    realm: RealmId,
    top_level: bool,
    document: &Url,
    script: &Url,
) {
    if !NOTICED.with(Noticed::listening) || !top_level || !matches!(script.scheme(), "http" | "https") {
        return;
    }
    if !is_cross_site(document, script) {
        return;
    }
    let text = format!(
        "A parser-blocking, cross site (i.e. different eTLD+1) script, {script}, is invoked via \
         document.write. The network request for this script MAY be blocked by the browser in this or \
         a future page load due to poor network connectivity. If blocked in this page load, it will be \
         confirmed in a subsequent console message. See https://www.chromestatus.com/feature/5718547946799104 \
         for more details."
    );
    let frames = page_frames(scope, 16);
    NOTICED.with(|noticed| noticed.notice(Warning { realm, text, frames, at: SystemTime::now() }));
}

/// The warnings noticed since the last call.
pub fn take() -> Vec<Warning> {
    NOTICED.with(Noticed::take)
}
