//! Top-level windows: the auxiliary ones `window.open` makes (their initial `about:blank`,
//! their opener, their browsing context group) and the browsing context group switch
//! Cross-Origin-Opener-Policy asks for when such a window navigates.
//! [HTML §7.3.1.1 Creating browsing contexts](https://html.spec.whatwg.org/multipage/document-sequences.html#creating-browsing-contexts),
//! [§7.1.3.2 Browsing context group switches due to opener policy](https://html.spec.whatwg.org/multipage/browsers.html#browsing-context-group-switches-due-to-cross-origin-opener-policy)
//!
//! framescope runs one browsing context group per isolate. A window COOP (or `noopener`)
//! puts in a group of its own still loads in this isolate and event loop, but as another
//! group: it has no opener, cannot be found by name from this group, and is not measured
//! with it ([`Opening::group`]).
use std::rc::Rc;

use url::{Origin, Url};

use super::{DocumentRequest, load_document};
use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::headers::Headers;
use crate::runtime::realm::{Opening, RealmId, RealmInfo};
use crate::runtime::sandboxing::SandboxingFlags;
use crate::runtime::web::measure_memory::attribution_token::{
    AttributionToken, AuxiliaryTokenInput, MemoryAttributionToken,
    obtain_auxiliary_window_memory_attribution_token,
};

/// A window being opened: by whom, and whether with `noopener`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Auxiliary {
    pub(crate) opener: RealmId,
    pub(crate) noopener: bool,
    /// Its features requested a popup (the new traversable's is popup).
    pub(crate) popup: bool,
}

/// [Create a new auxiliary browsing context and document](https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-auxiliary-browsing-context)
/// (or, with `noopener`, a new top-level one in a new group): a new top-level window whose
/// document is the initial `about:blank`, made now, so that `window.open` can return its
/// WindowProxy; the caller then navigates it. Returns its realm.
pub fn create_auxiliary_window(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    opener: RealmId,
    noopener: bool,
    popup: bool,
) -> Option<RealmId> {
    let url = Url::parse("about:blank").ok()?;
    let request = DocumentRequest::top_level(url, Some(Auxiliary { opener, noopener, popup }));
    Some(load_document(scope, state, request))
}

/// The initial `about:blank` of a new auxiliary browsing context (realm `id`, parsed, in
/// its context) is completely loaded at once, with no `DOMContentLoaded`, `load` nor
/// `pageshow`: [create a new browsing context and document](https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-browsing-context)
/// makes it "ready for post-load tasks and completely loaded" with no parser, whose end
/// would fire them, and Chrome fires none for `window.open()` (with or without a URL: an
/// `onload` set on the returned window hears its URL's document only, as the WPT tests of
/// the initial empty document check). Its readiness is "complete"; it is
/// [completely loaded](https://html.spec.whatwg.org/multipage/document-lifecycle.html#completely-loaded)
/// for the navigations that follow (a popup's first navigation still replaces it: it is
/// its navigable's initial about:blank).
pub(super) fn completely_loaded(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    hooks: Option<&RealmHooks>,
    id: RealmId,
) {
    let Some(realm) = state.realm(id) else { return };
    realm.update_load(|load| {
        load.parsed = true;
        load.content_loaded = true;
        load.loaded = true;
        load.completely_loaded = true;
    });
    if let Some(hooks) = hooks
        && !state.is_detached(id)
    {
        call_hook_with(scope, hooks, Hook::InitialDocumentLoaded, &[]);
        checkpoint(scope, state);
    }
}

/// The origin of an auxiliary window's initial `about:blank`: its creator's (the opener's),
/// or a new opaque origin with `noopener` (no creator).
pub(crate) fn initial_origin(state: &GroupState, auxiliary: Auxiliary) -> Origin {
    match state.info(auxiliary.opener) {
        Some(opener) if !auxiliary.noopener => opener.origin,
        _ => Origin::new_opaque(),
    }
}

/// The initial `about:blank` inherits its creator's (the opener's) policy container: its
/// `Content-Security-Policy`, whose `sandbox` directive then sandboxes it too (a new
/// opaque origin), whatever `allow-popups-to-escape-sandbox` says of the popup sandboxing
/// flags. (None with `noopener`: the document has no creator.)
pub(crate) fn inherit_csp(state: &GroupState, auxiliary: Auxiliary, headers: &mut Headers) {
    let Some(opener) = state.info(auxiliary.opener).filter(|_| !auxiliary.noopener) else { return };
    if let Some(csp) = opener.headers.get("Content-Security-Policy") {
        headers.set("Content-Security-Policy", csp);
    }
}

/// The initial `about:blank`'s opener policy (and embedder policy, which makes its value
/// "same-origin-plus-COEP"): its opener's top-level document's, when the opener is same
/// origin with its top-level origin; else none ("unsafe-none"). Kept as the document's
/// headers, where the switch check and cross-origin isolation read policies.
pub(crate) fn inherit_policies(state: &GroupState, auxiliary: Auxiliary, headers: &mut Headers) {
    let Some(opener) = state.info(auxiliary.opener).filter(|_| !auxiliary.noopener) else { return };
    if !opener.is_same_origin_with_top() {
        return;
    }
    let Some(top) = state.top_of(opener.id).and_then(|t| state.info(t)) else { return };
    for name in ["Cross-Origin-Opener-Policy", "Cross-Origin-Embedder-Policy"] {
        if let Some(value) = top.headers.get(name) {
            headers.set(name, value);
        }
    }
}

/// What a top-level document's realm is: its browsing context group and opening, its
/// memory attribution token, and whether COOP moves it to a new group (the document it
/// replaces is then closed, not reused).
pub(crate) struct TopLevel {
    pub(crate) opening: Opening,
    pub(crate) token: AttributionToken,
    pub(crate) switch_group: bool,
}

fn top_level_token() -> AttributionToken {
    Rc::new(MemoryAttributionToken { container: None, cross_origin_aggregated: false })
}

/// The [popup sandboxing flag set](https://html.spec.whatwg.org/multipage/browsers.html#popup-sandboxing-flag-set)
/// of the browsing context `request` loads a top-level document into (none for a frame):
/// - a new auxiliary window's: its opener's active sandboxing flag set, when that has the
///   sandbox propagates to auxiliary browsing contexts flag (no
///   `allow-popups-to-escape-sandbox`: the rules for choosing a navigable, step 8's last
///   sub-step; `noopener` too);
/// - a window navigating: the set its browsing context was given when it was opened.
pub(crate) fn popup_sandboxing_flags(state: &GroupState, request: &DocumentRequest) -> SandboxingFlags {
    if request.parent.is_some() {
        return SandboxingFlags::NONE;
    }
    if let Some(auxiliary) = request.auxiliary {
        return state
            .info(auxiliary.opener)
            .map(|o| o.sandboxing_flags)
            .filter(|flags| flags.has(SandboxingFlags::PROPAGATES_TO_AUXILIARY))
            .unwrap_or(SandboxingFlags::NONE);
    }
    request
        .replaces
        .and_then(|r| state.info(r))
        .map_or(SandboxingFlags::NONE, |old| old.opening.popup_sandboxing_flags)
}

/// The facts of a top-level document of `origin` with `headers` (its response's).
pub(crate) fn top_level(
    state: &GroupState,
    request: &DocumentRequest,
    origin: &Origin,
    headers: &Headers,
) -> TopLevel {
    let replaced = request.replaces.and_then(|r| state.info(r));
    if let Some(auxiliary) = request.auxiliary {
        // A new window: in its opener's group, or (noopener) a group of its own.
        let opener = state.info(auxiliary.opener).filter(|_| !auxiliary.noopener);
        let opening = Opening {
            group: opener.as_ref().map_or_else(|| state.new_browsing_context(), |o| o.opening.group),
            opener: opener.as_ref().map(|o| o.id),
            opened: true,
            initial_about_blank: true,
            attribution_origin: opener.as_ref().map(|o| o.attribution_origin().clone()),
            // (The caller sets it: `popup_sandboxing_flags`.)
            popup_sandboxing_flags: SandboxingFlags::NONE,
            popup: auxiliary.popup,
        };
        let token = opener.map_or_else(top_level_token, |o| auxiliary_token(state, &o, origin));
        return TopLevel { opening, token, switch_group: false };
    }
    let Some(old) = replaced.clone().filter(|old| old.opening.opened) else {
        // The page's own document (or a navigation of it): a top-level token.
        let opening =
            replaced.map(|old| Opening { initial_about_blank: false, ..old.opening }).unwrap_or_default();
        return TopLevel { opening, token: top_level_token(), switch_group: false };
    };
    // An opened window navigates: COOP may move it to a new group, without its opener.
    if requires_group_switch(&old, origin, headers) {
        let opening = Opening {
            group: state.new_browsing_context(),
            opener: None,
            opened: true,
            initial_about_blank: false,
            attribution_origin: None,
            popup_sandboxing_flags: SandboxingFlags::NONE,
            // (The same top-level traversable, in a new group.)
            popup: old.opening.popup,
        };
        return TopLevel { opening, token: top_level_token(), switch_group: true };
    }
    let opener = old.opening.opener.and_then(|o| state.info(o));
    let token = opener.as_ref().map_or_else(top_level_token, |o| auxiliary_token(state, o, origin));
    TopLevel { opening: Opening { initial_about_blank: false, ..old.opening }, token, switch_group: false }
}

/// The token of a window of `origin` opened by `opener` into its group.
fn auxiliary_token(state: &GroupState, opener: &RealmInfo, origin: &Origin) -> AttributionToken {
    // The aggregated token of the cross-origin frame the opener is in: its own, or its
    // nearest ancestor's.
    let mut aggregate = None;
    let mut next = Some(opener.clone());
    while let Some(realm) = next {
        if realm.attribution_token.cross_origin_aggregated {
            aggregate = Some(realm.attribution_token.clone());
            break;
        }
        next = realm.parent.and_then(|p| state.info(p));
    }
    obtain_auxiliary_window_memory_attribution_token(AuxiliaryTokenInput {
        origin,
        attribution_origin: opener.attribution_origin(),
        opener_token: &opener.attribution_token,
        opener_aggregate: aggregate.as_ref(),
    })
}

/// An [opener policy](https://html.spec.whatwg.org/multipage/browsers.html#cross-origin-opener-policy-value)
/// value, from a document's headers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OpenerPolicy {
    UnsafeNone,
    SameOriginAllowPopups,
    SameOrigin,
    SameOriginPlusCoep,
}

fn opener_policy(headers: &Headers) -> OpenerPolicy {
    let token =
        |name| headers.get(name).and_then(|v| v.split(';').next()).map(|v| v.trim().to_ascii_lowercase());
    let coep =
        matches!(token("Cross-Origin-Embedder-Policy").as_deref(), Some("require-corp" | "credentialless"));
    match token("Cross-Origin-Opener-Policy").as_deref() {
        Some("same-origin") if coep => OpenerPolicy::SameOriginPlusCoep,
        Some("same-origin") => OpenerPolicy::SameOrigin,
        Some("same-origin-allow-popups") => OpenerPolicy::SameOriginAllowPopups,
        _ => OpenerPolicy::UnsafeNone,
    }
}

/// [Check if opener policies match](https://html.spec.whatwg.org/multipage/browsers.html#matching-coop).
fn policies_match(a: OpenerPolicy, a_origin: &Origin, b: OpenerPolicy, b_origin: &Origin) -> bool {
    // 1. If policyA's value is "unsafe-none" and policyB's value is "unsafe-none", return true.
    // 2. If policyA's value is "unsafe-none" or policyB's value is "unsafe-none", return false.
    // 3. If policyA's value is policyB's value and originA is same origin with originB,
    // return true. 4. Return false.
    match (a, b) {
        (OpenerPolicy::UnsafeNone, OpenerPolicy::UnsafeNone) => true,
        (OpenerPolicy::UnsafeNone, _) | (_, OpenerPolicy::UnsafeNone) => false,
        _ => a == b && a_origin == b_origin,
    }
}

/// [Check if COOP values require a browsing context group switch](https://html.spec.whatwg.org/multipage/browsers.html#check-browsing-context-group-switch-coop-value),
/// for the active document `old` and a response of `origin` with `headers`.
fn requires_group_switch(old: &RealmInfo, origin: &Origin, headers: &Headers) -> bool {
    let (active, response) = (opener_policy(&old.headers), opener_policy(headers));
    // 1. If the result of matching activeDocumentCOOP, activeDocumentNavigationOrigin,
    // responseCOOP, and responseOrigin is true, return false.
    if policies_match(active, &old.origin, response, origin) {
        return false;
    }
    // 2. If all of: isInitialAboutBlank, activeDocumentCOOP is "same-origin-allow-popups"
    // and responseCOOP is "unsafe-none", return false.
    if old.opening.initial_about_blank
        && active == OpenerPolicy::SameOriginAllowPopups
        && response == OpenerPolicy::UnsafeNone
    {
        return false;
    }
    // 3. Return true.
    true
}
