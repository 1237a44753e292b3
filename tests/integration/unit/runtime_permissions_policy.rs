//! Unit tests of `runtime::permissions_policy` (runtime/permissions_policy.rs).
use framescope::runtime::permissions_policy::fullscreen_enabled as enabled;
use url::Url;

fn origin(url: &str) -> url::Origin {
    Url::parse(url).map(|u| u.origin()).unwrap_or_else(|_| url::Origin::new_opaque())
}

#[test]
fn self_by_default_and_the_allow_attribute() {
    let (top, other) = (origin("https://a.test/"), origin("https://b.test/"));
    assert!(enabled(None, None, false, &top));
    assert!(enabled(Some((&top, true)), None, false, &top));
    assert!(!enabled(Some((&top, true)), None, false, &other));
    assert!(enabled(Some((&top, true)), Some("fullscreen"), false, &other));
    assert!(enabled(Some((&top, true)), Some("camera; fullscreen *"), false, &other));
    assert!(enabled(Some((&top, true)), None, true, &other));
    assert!(!enabled(Some((&top, true)), Some("fullscreen 'none'"), true, &other));
    assert!(!enabled(Some((&top, true)), Some("fullscreen 'self'"), false, &other));
    assert!(enabled(Some((&top, true)), Some("fullscreen https://b.test"), false, &other));
    assert!(!enabled(Some((&top, false)), Some("fullscreen *"), false, &top));
}
