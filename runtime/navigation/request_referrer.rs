//! The referrer of a request a document or worker makes: its URL ("client") under its
//! policy container's referrer policy as it is now — a `<meta name=referrer>` parsed since
//! the caller read the realm's record may have changed it.
//! [Fetch §4.1 Main fetch](https://fetch.spec.whatwg.org/#main-fetch) step 8,
//! [HTML §4.2.5.1 The referrer metadata name](https://html.spec.whatwg.org/multipage/semantics.html#meta-referrer)
use crate::runtime::group::GroupState;
use crate::runtime::loader::referrer_policy::{Referrer, referrer_of};
use crate::runtime::realm::RealmInfo;

/// The referrer of a request realm `info` makes (see the module's comment).
pub fn request_referrer(state: &GroupState, info: &RealmInfo) -> Referrer {
    let now = state.info(info.id);
    referrer_of(now.as_ref().unwrap_or(info))
}
