//! Unit tests of `runtime::web::measure_memory::measurement` (runtime/web/measure_memory/measurement.rs).
use framescope::bindings::measure_memory::MemoryMeasurement as V8Measurement;
use framescope::bindings::measure_memory::RealmBytes;
use framescope::runtime::realm::Scope;
use framescope::runtime::realm::{RealmId, RealmInfo};
use framescope::runtime::web::measure_memory::attribution_token::MemoryAttributionContainer;
use framescope::runtime::web::measure_memory::attribution_token::{
    AttributionToken, MemoryAttributionToken, WindowTokenInput, obtain_window_memory_attribution_token,
};
use framescope::runtime::web::measure_memory::measurement::*;
use std::rc::Rc;
use url::Url;

fn realm(id: u64, url: &str, scope: Scope, token: &AttributionToken) -> RealmInfo {
    let url = Url::parse(url).expect("url");
    RealmInfo {
        id: RealmId::new(id).expect("id"),
        origin: url.origin(),
        top_level_origin: Url::parse("https://example.com/").expect("top").origin(),
        url,
        scope,
        parent: None,
        container: None,
        attribution_token: token.clone(),
        status: 200,
        cross_origin_isolated: true,
        detached: false,
        headers: Default::default(),
        document_policy: None,
        meta_referrer_policy: None,
        referrer: None,
        character_set: "UTF-8",
        time_origin: 0.0,
        navigation: None,
        sandboxing_flags: Default::default(),
        fullscreen_enabled: true,
        opening: Default::default(),
    }
}

fn frame_token(
    origin: &str,
    parent: &str,
    parent_token: &AttributionToken,
    id: &str,
    src: &str,
) -> AttributionToken {
    let (origin, parent, top) = (
        Url::parse(origin).expect("o").origin(),
        Url::parse(parent).expect("p").origin(),
        Url::parse("https://example.com/").expect("t").origin(),
    );
    obtain_window_memory_attribution_token(WindowTokenInput {
        origin: &origin,
        parent_origin: Some(&parent),
        top_level_origin: &top,
        container: Some(MemoryAttributionContainer { id: id.into(), src: src.into() }),
        parent_token: Some(parent_token),
    })
}

/// The last example of §1.1: a cross-origin frame with a cross-origin child, a
/// worker and a same-origin grandchild.
#[test]
fn cross_origin_realms_are_aggregated_and_same_origin_ones_revealed() {
    let top = Rc::new(MemoryAttributionToken { container: None, cross_origin_aggregated: false });
    let foo1 = frame_token(
        "https://foo.com/",
        "https://example.com/",
        &top,
        "example-id",
        "https://foo.com/iframe1",
    );
    let bar2 = frame_token("https://bar.com/", "https://foo.com/", &foo1, "", "https://bar.com/iframe2");
    let back =
        frame_token("https://example.com/", "https://foo.com/", &foo1, "", "https://example.com/iframe2");
    let realms = [
        realm(1, "https://example.com", Scope::Window, &top),
        realm(2, "https://foo.com/iframe1", Scope::Window, &foo1),
        realm(3, "https://bar.com/iframe2", Scope::Window, &bar2),
        realm(4, "https://example.com/iframe2", Scope::Window, &back),
        realm(5, "https://foo.com/worker.js", Scope::DedicatedWorkerGlobalScope, &foo1),
    ];
    let v8 = V8Measurement {
        realms: (1..=4).map(|id| RealmBytes { realm_id: id, bytes: id as usize * 100 }).collect(),
        unattributed_bytes: 7,
        ..Default::default()
    };
    let lookup = |id: RealmId| realms.iter().find(|r| r.id == id).cloned();
    let intermediate = intermediate_measurement(&v8, &[(RealmId::new(5).expect("5"), 1000)], lookup);
    let seed = create_memory_measurement(&intermediate, Shape::Seed, |_| 0);
    let json = serde_json::to_value(&seed).expect("json");
    assert_eq!(
        json,
        serde_json::json!({"bytes": 2000, "breakdown": [
            {"bytes": 100, "attribution": [{"url": "https://example.com/", "scope": "Window"}],
             "userAgentSpecificTypes": ["JS"]},
            {"bytes": 1500, "attribution": [{"url": "cross-origin-url",
                "container": {"id": "example-id", "src": "https://foo.com/iframe1"},
                "scope": "cross-origin-aggregated"}], "userAgentSpecificTypes": ["JS"]},
            {"bytes": 400, "attribution": [{"url": "https://example.com/iframe2",
                "container": {"id": "example-id", "src": "https://foo.com/iframe1"},
                "scope": "Window"}], "userAgentSpecificTypes": ["JS"]},
        ]})
    );
    let current = create_memory_measurement(&intermediate, Shape::Current, |n| n - 1);
    assert_eq!(current.bytes, 2007);
    assert_eq!(current.breakdown.len(), 5, "{current:?}");
    assert!(
        current
            .breakdown
            .iter()
            .any(|e| e.bytes == 0 && e.attribution.is_empty() && e.types.as_deref() == Some(&[][..]))
    );
    assert!(
        current
            .breakdown
            .iter()
            .any(|e| e.bytes == 7 && e.types.as_deref() == Some(&["Shared".to_string()][..]))
    );
}

#[test]
fn a_url_of_another_origin_is_never_revealed() {
    let top = Rc::new(MemoryAttributionToken { container: None, cross_origin_aggregated: false });
    let odd = realm(1, "https://evil.com/secret", Scope::Window, &top);
    assert_eq!(create_memory_attribution(&odd).url, CROSS_ORIGIN_URL);
    let blank = realm(2, "about:blank", Scope::Window, &top);
    assert_eq!(create_memory_attribution(&blank).url, "about:blank");
}
