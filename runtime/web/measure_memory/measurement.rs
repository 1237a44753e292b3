//! From V8's per-context bytes to the `MemoryMeasurement` a page gets.
//! [§2.2 Intermediate memory measurement](https://wicg.github.io/performance-measure-memory/#intermediate-memory-measurement),
//! [§3.3 Converting an intermediate memory measurement to the result](https://wicg.github.io/performance-measure-memory/#converting-an-intermediate-memory-measurement-to-the-result)
//!
//! The copy of §3.3 in `shared/specs` lost its field lists; they are filled in from the
//! current spec and issue 15: a measurement is `{bytes: the sum of the entries' bytes,
//! breakdown}`; an entry is `{bytes, attribution: one item per realm in it, types}`; a
//! realm whose token is aggregated gives `{url: "cross-origin-url", container: the
//! token's container, scope: "cross-origin-aggregated"}`, any other `{url, container (absent
//! when null), scope: its global's interface name}`.
use std::rc::Rc;

use serde::Serialize;
use url::{Origin, Url};

use super::attribution_token::MemoryAttributionContainer;
use crate::bindings::measure_memory::MemoryMeasurement as V8Measurement;
use crate::runtime::realm::{RealmId, RealmInfo};

/// The two result shapes: the seed spec's `measureMemory()` and the current spec's (and
/// Chrome's) `measureUserAgentSpecificMemory()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `userAgentSpecificTypes`; one entry per realm or aggregated group, nothing else.
    Seed,
    /// `types`; plus the memory V8 attributes to no realm (`types: ["Shared"]`) and the
    /// empty entry `{bytes: 0, attribution: [], types: []}`; the order is shuffled.
    Current,
    /// `types`, with the shared memory, largest entry first, no empty entry: what
    /// `framescope run --measure-memory` reports.
    Report,
}

/// [`MemoryMeasurement`](https://wicg.github.io/performance-measure-memory/#dictdef-memorymeasurement).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MemoryMeasurement {
    pub bytes: u64,
    pub breakdown: Vec<MemoryBreakdownEntry>,
}

/// [`MemoryBreakdownEntry`](https://wicg.github.io/performance-measure-memory/#dictdef-memorybreakdownentry):
/// `userAgentSpecificTypes` in the seed's shape, `types` in the current one.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MemoryBreakdownEntry {
    pub bytes: u64,
    pub attribution: Vec<MemoryAttribution>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_agent_specific_types: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub types: Option<Vec<String>>,
}

/// [`MemoryAttribution`](https://wicg.github.io/performance-measure-memory/#dictdef-memoryattribution).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MemoryAttribution {
    pub url: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub container: Option<MemoryAttributionContainer>,
    pub scope: String,
}

/// An [intermediate memory breakdown entry](https://wicg.github.io/performance-measure-memory/#intermediate-memory-breakdown-entry).
#[derive(Clone, Debug)]
pub struct IntermediateEntry {
    pub bytes: u64,
    /// The realms the memory is attributed to (none for shared memory).
    pub realms: Vec<RealmInfo>,
    pub types: Vec<&'static str>,
}

/// The sentinel url of aggregated cross-origin realms.
pub const CROSS_ORIGIN_URL: &str = "cross-origin-url";
/// The sentinel scope of aggregated cross-origin realms.
pub const CROSS_ORIGIN_AGGREGATED: &str = "cross-origin-aggregated";

/// The intermediate memory measurement of a browsing context group: V8's bytes per
/// realm of the group's isolate (`v8`), and each dedicated worker's isolate measured on its
/// own thread (`workers`: the worker's realm record in the owner's group and its
/// isolate's bytes). `info` looks a realm up.
///
/// Realms whose attribution token is cross-origin aggregated share one entry per token
/// (the top-most cross-origin frame's); every other realm, a window or a worker, has an
/// entry of its own. Memory V8 attributes to no context (and Wasm code) is one entry
/// with no realms and the type `"Shared"`.
pub fn intermediate_measurement(
    v8: &V8Measurement,
    workers: &[(RealmId, u64)],
    info: impl Fn(RealmId) -> Option<RealmInfo>,
) -> Vec<IntermediateEntry> {
    let mut entries: Vec<IntermediateEntry> = Vec::new();
    let measured = v8
        .realms
        .iter()
        .map(|r| (r.realm_id, r.bytes as u64))
        .chain(workers.iter().map(|&(r, b)| (r.get(), b)));
    for (id, bytes) in measured {
        let Some(realm) = RealmId::new(id).and_then(&info) else { continue };
        let token = realm.attribution_token.clone();
        if token.cross_origin_aggregated
            && let Some(entry) = entries
                .iter_mut()
                .find(|e| e.realms.first().is_some_and(|r| Rc::ptr_eq(&r.attribution_token, &token)))
        {
            entry.bytes += bytes;
            entry.realms.push(realm);
            continue;
        }
        entries.push(IntermediateEntry { bytes, realms: vec![realm], types: vec!["JS"] });
    }
    let shared = (v8.unattributed_bytes + v8.wasm_code_bytes + v8.wasm_metadata_bytes) as u64;
    entries.push(IntermediateEntry { bytes: shared, realms: Vec::new(), types: vec!["Shared"] });
    entries
}

/// [Create a new memory measurement](https://wicg.github.io/performance-measure-memory/#create-a-new-memory-measurement)
/// in `shape`. `shuffle` picks a permutation for the current shape's order (given the
/// number of entries, it returns a random index below it).
pub fn create_memory_measurement(
    intermediate: &[IntermediateEntry],
    shape: Shape,
    mut random_below: impl FnMut(usize) -> usize,
) -> MemoryMeasurement {
    // The seed's shape lists realms only: shared memory is left out (and so from bytes).
    let entries: Vec<&IntermediateEntry> =
        intermediate.iter().filter(|e| shape != Shape::Seed || !e.realms.is_empty()).collect();
    // 1–2. Let bytes be the sum of the intermediate entries' bytes.
    let bytes = entries.iter().map(|e| e.bytes).sum();
    // 3–4. For each intermediate entry, append the result of creating a new memory
    // breakdown entry given it.
    let mut breakdown: Vec<MemoryBreakdownEntry> =
        entries.iter().map(|e| create_memory_breakdown_entry(e, shape)).collect();
    match shape {
        Shape::Seed => {}
        // The current spec: an empty entry, and the order randomized so that pages do not
        // come to depend on it.
        Shape::Current => {
            breakdown.push(MemoryBreakdownEntry {
                bytes: 0,
                attribution: Vec::new(),
                user_agent_specific_types: None,
                types: Some(Vec::new()),
            });
            for i in (1..breakdown.len()).rev() {
                let j = random_below(i + 1);
                breakdown.swap(i, j);
            }
        }
        Shape::Report => breakdown.sort_by_key(|e| std::cmp::Reverse(e.bytes)),
    }
    // 5. Return a new MemoryMeasurement whose bytes is bytes and breakdown is breakdown.
    MemoryMeasurement { bytes, breakdown }
}

/// [Create a new memory breakdown entry](https://wicg.github.io/performance-measure-memory/#create-a-new-memory-breakdown-entry).
/// Realms aggregated into one entry give the same attribution; it is listed once, so the
/// result does not tell how many cross-origin realms there are.
fn create_memory_breakdown_entry(entry: &IntermediateEntry, shape: Shape) -> MemoryBreakdownEntry {
    // 1. Let attribution be a new list.
    let mut attribution: Vec<MemoryAttribution> = Vec::new();
    // 2. For each realm in the entry's realms: append the result of creating a new memory
    // attribution given realm.
    for realm in &entry.realms {
        let item = create_memory_attribution(realm);
        if !attribution.contains(&item) {
            attribution.push(item);
        }
    }
    // 3. Return a new MemoryBreakdownEntry whose bytes, attribution and types are the
    // entry's.
    let types: Vec<String> = entry.types.iter().map(|t| (*t).to_string()).collect();
    let (user_agent_specific_types, types) = match shape {
        Shape::Seed => (Some(types), None),
        Shape::Current | Shape::Report => (None, Some(types)),
    };
    MemoryBreakdownEntry { bytes: entry.bytes, attribution, user_agent_specific_types, types }
}

/// [Create a new memory attribution](https://wicg.github.io/performance-measure-memory/#create-a-new-memory-attribution).
pub fn create_memory_attribution(realm: &RealmInfo) -> MemoryAttribution {
    // 1. Let token be realm's global object's memory attribution token.
    let token = &realm.attribution_token;
    // 2. If token's cross-origin aggregated flag is true, return a new MemoryAttribution
    // whose url is "cross-origin-url", container is token's container and scope is
    // "cross-origin-aggregated". A realm whose URL would tell another origin's (a defence
    // in depth: tokens already aggregate every realm not of the top-level origin) is
    // reported the same way. "The top-level origin" is the one its token was computed
    // against: for the frames of a window opened into the group, the page's, not that
    // window's own (a frame of the page's origin inside a cross-origin opened window has
    // a token that is not aggregated, as under a cross-origin iframe: its URL is shown).
    if token.cross_origin_aggregated || !url_is_revealable(&realm.url, realm.attribution_origin()) {
        return MemoryAttribution {
            url: CROSS_ORIGIN_URL.to_string(),
            container: token.container.clone(),
            scope: CROSS_ORIGIN_AGGREGATED.to_string(),
        };
    }
    // 3. Let scope name be the identifier of realm's global object's interface.
    let scope = realm.scope.interface_name();
    // 4. Return a new MemoryAttribution whose url is realm's URL (serialized), container
    // is token's container and scope is scope name.
    MemoryAttribution {
        url: realm.url.to_string(),
        container: token.container.clone(),
        scope: scope.to_string(),
    }
}

/// Whether a realm's URL may appear in a measurement taken from the top-level origin:
/// its origin is that origin (a `blob:` URL's is its creator's), or it carries no other
/// origin's address (`about:`, `data:`).
fn url_is_revealable(url: &Url, top_level_origin: &Origin) -> bool {
    matches!(url.scheme(), "about" | "data") || url.origin() == *top_level_origin
}
