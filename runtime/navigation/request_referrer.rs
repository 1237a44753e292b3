//! The referrer of a request a document or worker makes: its URL ("client") under its
//! policy container's referrer policy as it is now — a `<meta name=referrer>` parsed since
//! the caller read the realm's record may have changed it.
//! [Fetch §4.1 Main fetch](https://fetch.spec.whatwg.org/#main-fetch) step 8,
//! [HTML §4.2.5.1 The referrer metadata name](https://html.spec.whatwg.org/multipage/semantics.html#meta-referrer)
use crate::runtime::group::GroupState;
use crate::runtime::loader::referrer_policy::{Referrer, referrer_of};
use crate::runtime::realm::{RealmId, RealmInfo};
use url::Url;

/// The referrer of a request realm `info` makes (see the module's comment).
pub fn request_referrer(state: &GroupState, info: &RealmInfo) -> Referrer {
    let now = state.info(info.id);
    referrer_of(now.as_ref().unwrap_or(info))
}

/// The referrer of a navigation [HTML's navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
/// starts from the document of realm `source` (its sourceDocument): the request's client
/// is that document (its URL now), and its referrer policy is `attribute` when that names
/// a policy (a link's or a frame's `referrerpolicy`, "no-referrer" for `noreferrer`),
/// else the document's policy container's (Fetch's main fetch step 7). `None` when the
/// realm is gone.
pub fn navigation_referrer(state: &GroupState, source: RealmId, attribute: Option<&str>) -> Option<Referrer> {
    state.info(source).map(|info| request_referrer(state, &info).with_attribute(attribute))
}

/// The referrer of a reload of realm `info`'s document: HTML's reload navigates with the
/// document state's request referrer and referrer policy, so the request sends again the
/// `Referer` its document's request sent (its `document.referrer`, as it was: "" sends
/// none). `None` when no navigation recorded one (a document its parent or opener loaded
/// without naming a source: the request is theirs, as before).
pub fn reload_referrer(info: &RealmInfo) -> Option<Referrer> {
    let recorded = info.referrer.as_ref()?;
    Some(match Url::parse(recorded) {
        Ok(url) => Referrer::new(&url, "unsafe-url"),
        Err(_) => Referrer { url: None, policy: "no-referrer".to_string() },
    })
}
