//! Unit tests of `runtime::web::measure_memory::attribution_token` (runtime/web/measure_memory/attribution_token.rs).
use framescope::runtime::web::measure_memory::attribution_token::*;
use url::Origin;
use url::Url;

fn origin(url: &str) -> Origin {
    Url::parse(url).expect("url").origin()
}

fn container(id: &str, src: &str) -> MemoryAttributionContainer {
    MemoryAttributionContainer { id: id.into(), src: src.into() }
}

/// Builds tokens for a tree like the spec's §1.1 examples.
fn token(
    own: &str,
    parent: Option<(&str, &AttributionToken)>,
    element: Option<MemoryAttributionContainer>,
) -> AttributionToken {
    let top = origin("https://example.com");
    let own = origin(own);
    let parent_origin = parent.map(|(p, _)| origin(p));
    obtain_window_memory_attribution_token(WindowTokenInput {
        origin: &own,
        parent_origin: parent_origin.as_ref(),
        top_level_origin: &top,
        container: element,
        parent_token: parent.map(|(_, t)| t),
    })
}

#[test]
fn the_spec_examples() {
    let top = token("https://example.com", None, None);
    assert_eq!(*top, MemoryAttributionToken { container: None, cross_origin_aggregated: false });

    let same = token(
        "https://example.com",
        Some(("https://example.com", &top)),
        Some(container("example-id", "redirect.html?target=iframe.html")),
    );
    assert_eq!(same.container, Some(container("example-id", "redirect.html?target=iframe.html")));
    assert!(!same.cross_origin_aggregated);

    let foo1 = token(
        "https://foo.com",
        Some(("https://example.com", &top)),
        Some(container("example-id", "https://foo.com/iframe1")),
    );
    assert!(foo1.cross_origin_aggregated);
    let foo2 = token("https://foo.com", Some(("https://foo.com", &foo1)), Some(container("", "iframe2")));
    let bar2 = token(
        "https://bar.com",
        Some(("https://foo.com", &foo1)),
        Some(container("", "https://bar.com/iframe2")),
    );
    assert!(
        same_token(&foo2, &foo1) && same_token(&bar2, &foo1),
        "aggregated into the top-most cross-origin frame"
    );

    let back = token(
        "https://example.com",
        Some(("https://foo.com", &foo1)),
        Some(container("inner", "https://example.com/iframe2")),
    );
    assert!(!back.cross_origin_aggregated);
    assert_eq!(
        back.container,
        Some(container("example-id", "https://foo.com/iframe1")),
        "the top-most cross-origin frame's element"
    );
    assert!(!same_token(&back, &foo1));
}

#[test]
fn auxiliary_windows() {
    let top_origin = origin("https://example.com");
    let top = token("https://example.com", None, None);
    let aux = |own: &str, opener: &AttributionToken, aggregate: Option<&AttributionToken>| {
        obtain_auxiliary_window_memory_attribution_token(AuxiliaryTokenInput {
            origin: &origin(own),
            attribution_origin: &top_origin,
            opener_token: opener,
            opener_aggregate: aggregate,
        })
    };
    // A same-origin window: a top-level token, wherever it was opened from.
    let same = aux("https://example.com", &top, None);
    assert_eq!(*same, MemoryAttributionToken { container: None, cross_origin_aggregated: false });
    let foo = token(
        "https://foo.com",
        Some(("https://example.com", &top)),
        Some(container("f", "https://foo.com/")),
    );
    let from_foo = aux("https://example.com", &foo, Some(&foo));
    assert_eq!(from_foo.container, None);
    assert!(!from_foo.cross_origin_aggregated);
    // A cross-origin window opened by a cross-origin frame: that frame's entry.
    assert!(same_token(&aux("https://bar.com", &foo, Some(&foo)), &foo));
    // A cross-origin window opened by the top: aggregated, no container.
    let bar = aux("https://bar.com", &top, None);
    assert!(bar.cross_origin_aggregated);
    assert_eq!(bar.container, None);
}

#[test]
fn workers() {
    let top = token("https://example.com", None, None);
    assert!(same_token(&obtain_worker_memory_attribution_token(WorkerKind::Dedicated, &top), &top));
    let shared = obtain_worker_memory_attribution_token(WorkerKind::Shared, &top);
    assert!(!same_token(&shared, &top));
    assert_eq!(shared.container, None);
}
