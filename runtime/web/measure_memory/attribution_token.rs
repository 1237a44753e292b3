//! Memory attribution tokens: from a realm to the container element its memory is
//! reported under.
//! [§2.3 Memory attribution token](https://wicg.github.io/performance-measure-memory/#memory-attribution-token),
//! [§3.4 Creating or obtaining a memory attribution token](https://wicg.github.io/performance-measure-memory/#creating-or-obtaining-a-memory-attribution-token)
use std::rc::Rc;

use serde::Serialize;
use url::Origin;

/// `MemoryAttributionContainer`: the container element's `id` and `src` (`data` for an
/// `<object>`), as written in the markup.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MemoryAttributionContainer {
    pub id: String,
    pub src: String,
}

/// A memory attribution token. Shared tokens are the same `Rc` (several realms aggregated
/// into one entry), so identity matters: compare with [`AttributionToken::same_token`].
#[derive(Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MemoryAttributionToken {
    /// `None` for the top-level realm.
    pub container: Option<MemoryAttributionContainer>,
    pub cross_origin_aggregated: bool,
}

pub type AttributionToken = Rc<MemoryAttributionToken>;

/// Whether two realms carry the very same token (cross-origin aggregation).
pub fn same_token(a: &AttributionToken, b: &AttributionToken) -> bool {
    Rc::ptr_eq(a, b)
}

/// What a window realm's token is computed from.
pub struct WindowTokenInput<'a> {
    pub origin: &'a Origin,
    /// `None` for a top-level document.
    pub parent_origin: Option<&'a Origin>,
    pub top_level_origin: &'a Origin,
    /// The container element's attributes; `None` for a top-level document.
    pub container: Option<MemoryAttributionContainer>,
    pub parent_token: Option<&'a AttributionToken>,
}

/// [Obtain a window memory attribution token](https://wicg.github.io/performance-measure-memory/#obtain-a-window-memory-attribution-token).
///
/// The copy of §3.4 in `shared/specs` lost the token fields; these follow the current
/// spec and its tests.
pub fn obtain_window_memory_attribution_token(input: WindowTokenInput<'_>) -> AttributionToken {
    // Step 1. If container element is null (a top-level document): a new token with a
    // null container, not aggregated.
    let Some(container) = input.container else {
        return Rc::new(MemoryAttributionToken { container: None, cross_origin_aggregated: false });
    };
    // Step 2. container: the result of extracting container element attributes (done by
    // the caller, which knows the element).
    let parent_origin_is_top = input.parent_origin == Some(input.top_level_origin);
    // Step 3. If origin is equal to top-level origin: a new token, not aggregated, whose
    // container is the element's own when its parent is same-origin with the top, else the
    // parent token's container (the top-most cross-origin frame's element).
    if input.origin == input.top_level_origin {
        let container = if parent_origin_is_top {
            Some(container)
        } else {
            input.parent_token.and_then(|t| t.container.clone()).or(Some(container))
        };
        return Rc::new(MemoryAttributionToken { container, cross_origin_aggregated: false });
    }
    // Step 4. If parent origin is equal to top-level origin: a new aggregated token with
    // the element's container.
    if parent_origin_is_top {
        return Rc::new(MemoryAttributionToken { container: Some(container), cross_origin_aggregated: true });
    }
    // Step 5. Return parent token (the realm is aggregated into its ancestor's entry).
    match input.parent_token {
        Some(token) => token.clone(),
        // Unreachable for a nested document, whose parent always has a token; a fresh
        // aggregated token is the conservative answer.
        None => Rc::new(MemoryAttributionToken { container: Some(container), cross_origin_aggregated: true }),
    }
}

/// What the token of a window `window.open` made in the group is computed from.
pub struct AuxiliaryTokenInput<'a> {
    /// The opened document's origin.
    pub origin: &'a Origin,
    /// The opener's attribution origin: the top-level origin the group's windows are
    /// measured from.
    pub attribution_origin: &'a Origin,
    /// The opener realm's token.
    pub opener_token: &'a AttributionToken,
    /// The aggregated token of the cross-origin frame the opener is in (its own, or its
    /// nearest ancestor's), if it is in one.
    pub opener_aggregate: Option<&'a AttributionToken>,
}

/// The memory attribution token of an auxiliary window (one `window.open` made) that
/// stays in its opener's browsing context group. §4.2's "create a new browsing context"
/// gives every window without an embedder a top-level token; that is right for a window
/// of the group's top-level origin, but a window of another origin (possible only without
/// COOP, which would give it a group of its own) would then be reported with its URL. So:
/// a window of the attribution origin gets a top-level token (null container); any other
/// is attributed like its opener frame's other cross-origin realms — into the aggregated
/// entry of the cross-origin frame the opener is in, or, opened from a realm of the
/// attribution origin, a new aggregated token with the opener's container. Frames inside
/// it then follow [`obtain_window_memory_attribution_token`] against the same
/// attribution origin (never their window's own origin), so nothing in it reveals a URL.
pub fn obtain_auxiliary_window_memory_attribution_token(input: AuxiliaryTokenInput<'_>) -> AttributionToken {
    // 1. A window of the group's top-level origin: like a top-level window's token.
    if input.origin == input.attribution_origin {
        return Rc::new(MemoryAttributionToken { container: None, cross_origin_aggregated: false });
    }
    // 2. Opened from inside a cross-origin frame: that frame's aggregated token.
    if let Some(token) = input.opener_aggregate {
        return token.clone();
    }
    // 3. Otherwise a new aggregated token, reported under the opener's container.
    Rc::new(MemoryAttributionToken {
        container: input.opener_token.container.clone(),
        cross_origin_aggregated: true,
    })
}

/// The kinds of worker global scope, for [`obtain_worker_memory_attribution_token`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkerKind {
    Dedicated,
    Shared,
    Service,
}

/// [Obtain a worker memory attribution token](https://wicg.github.io/performance-measure-memory/#obtain-a-worker-memory-attribution-token).
pub fn obtain_worker_memory_attribution_token(
    kind: WorkerKind,
    owner_token: &AttributionToken,
) -> AttributionToken {
    match kind {
        // Step 1. A dedicated worker takes its owner's token.
        WorkerKind::Dedicated => owner_token.clone(),
        // Steps 2–3. Shared and service workers get a new token with a null container.
        WorkerKind::Shared | WorkerKind::Service => {
            Rc::new(MemoryAttributionToken { container: None, cross_origin_aggregated: false })
        }
    }
}
