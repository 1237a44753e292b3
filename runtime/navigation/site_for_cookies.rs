//! Which request of the cookie jar a realm's fetches make: its
//! [site for cookies](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-document-based-requests),
//! its top-level site (the partition key) and the fetch's credentials mode. The jar and
//! its rules are in `runtime/loader/cookie_jar.rs`.
use crate::runtime::group::GroupState;
use crate::runtime::loader::cookie_jar::{CookieRequest, Credentials, Site};
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::realm::RealmInfo;

/// RFC 6265bis 5.2.1, [the site for cookies](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-document-based-requests)
/// of a realm:
/// 1. Let top-document be the active document of the top-level traversable.
/// 2. Let top-origin be its origin.
/// 3. For each document in the realm's ancestry (itself included): if its origin is not
///    same-site with top-origin, return null (`None`).
/// 4. Return top-origin's site.
///
/// A worker's, on its own thread, is the one its constructor gave it (5.2.2,
/// [worker-based requests](https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-worker-based-requests),
/// as Chrome computes it: a dedicated worker's is its owner document's; a shared
/// worker's its own origin's site, or null under `sameSiteCookies: "none"`; a service
/// worker's its own origin's site).
pub fn site_for_cookies(state: &GroupState, info: &RealmInfo) -> Option<Site> {
    if let Some((site, _)) = worker_sites(state, info) {
        return site;
    }
    let top = Site::of_origin(&info.top_level_origin)?;
    if Site::of_origin(&info.origin).as_ref() != Some(&top) {
        return None;
    }
    let mut parent = info.parent;
    while let Some(id) = parent {
        let Some(realm) = state.realm(id) else { break };
        let (origin, next) = realm.with_info(|i| (i.origin.clone(), i.parent));
        if Site::of_origin(&origin).as_ref() != Some(&top) {
            return None;
        }
        parent = next;
    }
    Some(top)
}

/// The top-level site of `info`'s realm (the partition key of its `Partitioned` cookies):
/// its top-level document's; a worker's, on its own thread, the one its constructor gave
/// it (a dedicated worker's owner's).
pub fn top_level_site(state: &GroupState, info: &RealmInfo) -> Option<Site> {
    match worker_sites(state, info) {
        Some((_, top)) => top,
        None => Site::of_origin(&info.top_level_origin),
    }
}

/// A worker's site for cookies and top-level site, when `info` is the realm of the worker
/// whose thread this group runs (`None`: a window, or a worker's record in its owner's
/// group, whose ancestry is its owner's).
fn worker_sites(state: &GroupState, info: &RealmInfo) -> Option<(Option<Site>, Option<Site>)> {
    if !info.scope.is_worker() || info.parent.is_some() {
        return None;
    }
    let port = state.worker_port.borrow();
    let port = port.as_ref()?;
    Some((port.site_for_cookies.clone(), port.top_level_site.clone()))
}

/// The jar request of a fetch `info`'s realm makes with `credentials`.
pub fn request_of(state: &GroupState, info: &RealmInfo, credentials: Credentials) -> CookieRequest {
    CookieRequest {
        credentials,
        site_for_cookies: site_for_cookies(state, info),
        top_level_site: top_level_site(state, info),
        top_level_navigation: false,
        initiator: None,
        redirected_from: Vec::new(),
        safe_method: true,
    }
}

/// The group's hosts for a fetch `info`'s realm makes with `credentials`.
pub fn hosts_for(state: &GroupState, info: &RealmInfo, credentials: Credentials) -> VirtualHosts {
    state.hosts.for_cookies(request_of(state, info, credentials)).for_realm(info.id.get())
}

/// The group's hosts for a document's navigation request (credentials included): a
/// frame's (whose parent is `parent`) is same-site when its parent's site for cookies is
/// the URL's site, a top-level one (`parent` `None`) by its URL alone; and either only
/// when the document that started it (`initiator`, if one did) is same-site with the URL.
pub fn hosts_for_document(
    state: &GroupState,
    parent: Option<&RealmInfo>,
    initiator: Option<&RealmInfo>,
    url: &url::Url,
) -> VirtualHosts {
    let initiator = initiator.map(|info| Site::of_origin(&info.origin));
    match parent {
        Some(parent) => {
            let request = CookieRequest { initiator, ..request_of(state, parent, Credentials::Include) };
            state.hosts.for_cookies(request).for_realm(parent.id.get())
        }
        None => state.hosts.for_cookies(CookieRequest { initiator, ..CookieRequest::top_level(url) }),
    }
}
