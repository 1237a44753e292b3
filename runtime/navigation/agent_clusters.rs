//! The group's agent clusters, as far as `document.domain` needs them ([origin-keyed agent
//! clusters](https://html.spec.whatwg.org/multipage/browsers.html#origin-keyed-agent-clusters)),
//! the domains `document.domain` set ([HTML §7.1.1](https://html.spec.whatwg.org/multipage/browsers.html#relaxing-the-same-origin-restriction)),
//! the security tokens that follow, and [same origin-domain](https://html.spec.whatwg.org/multipage/browsers.html#same-origin-domain):
//! the page model's part, asked as a document's realm is made; the setter is
//! `runtime/web/html/document_domain.rs`.
//!
//! As Chrome (checked with Chromium 156 headless, and Chrome's `OriginAgentClusterDefaultEnable`
//! feature, on since Chrome 115): a document of a potentially trustworthy origin is in an
//! origin-keyed agent cluster unless its response says `Origin-Agent-Cluster: ?0`; any
//! other (plain `http:`) is site-keyed, whatever its header says. The first document of an
//! origin in a browsing context group decides for every later one (the group's historical
//! agent cluster key map). In an origin-keyed cluster the setter changes nothing and warns
//! ("document.domain mutation is ignored because the surrounding agent cluster is
//! origin-keyed.", Chrome's words); in a site-keyed one it sets the document's origin's
//! domain, and two documents are then same origin-domain exactly when both set the same
//! domain under the same scheme (the port no longer counts) — V8 sees that as their
//! realms' security tokens ([`token`]), so access checks, `contentDocument`, the cross-origin
//! objects and the natives that compare tokens follow. A realm's `origin` (and with it
//! Measure Memory's attribution, which HTML keys by origin) does not change.
use std::cell::RefCell;
use std::collections::HashMap;

use crate::runtime::group::GroupState;
use crate::runtime::loader::potentially_trustworthy::origin_potentially_trustworthy;
use crate::runtime::realm::{RealmId, RealmInfo};

/// The group's agent-cluster facts.
#[derive(Default)]
pub(crate) struct AgentClusters {
    /// The historical agent cluster key map, reduced to what it decides here: an origin
    /// (serialized) → whether its documents are in an origin-keyed agent cluster.
    pub(crate) origin_keyed: RefCell<HashMap<String, bool>>,
    /// The origins whose domain `document.domain` set: the realm holding the origin
    /// ([`origin_holder`]) → the domain.
    pub(crate) domains: RefCell<HashMap<RealmId, String>>,
}

/// The security token of realm `info`'s new context: its origin's, or — an `about:blank`
/// or `about:srcdoc` document that shares its creator's origin after `document.domain`
/// was set on it — the token of that domain, so the new document is same origin-domain
/// with its creator from the start.
pub fn security_token_of(state: &GroupState, info: &RealmInfo) -> String {
    let holder = origin_holder(state, info);
    match state.web.get::<AgentClusters>().domains.borrow().get(&holder) {
        Some(domain) => token(&info.origin, domain),
        None => super::security_token(&info.origin),
    }
}

/// Whether realm `info`'s document is in an origin-keyed agent cluster
/// ([obtain a similar-origin window agent](https://html.spec.whatwg.org/multipage/webappapis.html#obtain-similar-origin-window-agent)
/// with Chrome's default): a cross-origin isolated or opaque-origin one always; else what
/// the group first decided for its origin, or — the first of its origin — whether it is
/// potentially trustworthy and did not say `Origin-Agent-Cluster: ?0`.
pub fn origin_keyed(state: &GroupState, info: &RealmInfo) -> bool {
    if info.cross_origin_isolated || !info.origin.is_tuple() {
        return true;
    }
    let clusters = state.web.get::<AgentClusters>();
    let key = info.origin.ascii_serialization();
    if let Some(&keyed) = clusters.origin_keyed.borrow().get(&key) {
        return keyed;
    }
    let opted_out = info.headers.get("Origin-Agent-Cluster").is_some_and(|value| value.trim() == "?0");
    let keyed = origin_potentially_trustworthy(&info.origin) && !opted_out;
    clusters.origin_keyed.borrow_mut().insert(key, keyed);
    keyed
}

/// The security token of a document whose `document.domain` set `domain`: the scheme and
/// that domain (realms that set the same one share it; none equals an origin's).
pub fn token(origin: &url::Origin, domain: &str) -> String {
    let scheme = match origin {
        url::Origin::Tuple(scheme, _, _) => scheme.as_str(),
        url::Origin::Opaque(_) => "",
    };
    format!("domain:{scheme}://{domain}")
}

/// The realm whose origin realm `info`'s document shares: HTML's origin is an object, which
/// an `about:srcdoc` or `about:blank` document shares with its parent's when it inherited
/// it; a domain set on it is set for both.
pub(crate) fn origin_holder(state: &GroupState, info: &RealmInfo) -> RealmId {
    let mut holder = info.clone();
    loop {
        let inherits = holder.url.scheme() == "about" && matches!(holder.url.path(), "blank" | "srcdoc");
        match holder.parent.and_then(|p| state.info(p)) {
            Some(parent) if inherits && parent.origin == holder.origin => holder = parent,
            _ => return holder.id,
        }
    }
}

/// The domain `document.domain` set on realm `id`'s document's origin, if any.
pub fn domain_of(state: &GroupState, id: RealmId) -> Option<String> {
    let holder = origin_holder(state, &state.info(id)?);
    state.web.get::<AgentClusters>().domains.borrow().get(&holder).cloned()
}

/// Whether two realms' documents are [same origin-domain](https://html.spec.whatwg.org/multipage/browsers.html#same-origin-domain):
/// same origin when neither set `document.domain`; the same scheme and set domain when
/// both did; never when only one did.
pub fn same_origin_domain(state: &GroupState, a: &RealmInfo, b: &RealmInfo) -> bool {
    match (domain_of(state, a.id), domain_of(state, b.id)) {
        (None, None) => a.origin == b.origin,
        (Some(x), Some(y)) => x == y && a.origin.is_tuple() && token(&a.origin, &x) == token(&b.origin, &y),
        _ => false,
    }
}
