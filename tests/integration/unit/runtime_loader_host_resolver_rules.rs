//! Unit tests of `runtime::loader::host_resolver_rules` (runtime/loader/host_resolver_rules.rs).
use framescope::runtime::loader::host_resolver_rules::*;

#[test]
fn maps_excludes_and_not_found() {
    let rules = HostResolverRules::parse(
        "EXCLUDE keep.web-platform.test, MAP *.web-platform.test 127.0.0.1, MAP web-platform.test 127.0.0.1:8000, MAP gone.test ~NOTFOUND",
    )
    .expect("rules");
    let system = |h: &str, p| Resolution::System(h.to_string(), p);
    assert_eq!(rules.resolve("www.web-platform.test", 8443), system("127.0.0.1", 8443));
    assert_eq!(rules.resolve("web-platform.test", 80), system("127.0.0.1", 8000));
    assert_eq!(rules.resolve("keep.web-platform.test", 80), system("keep.web-platform.test", 80));
    assert_eq!(rules.resolve("gone.test", 80), Resolution::NotFound);
    assert_eq!(rules.resolve("other.test", 80), system("other.test", 80));
}

#[test]
fn bad_rules_are_named() {
    for bad in ["MAP a", "REDIRECT a b", "MAP a b:x", "EXCLUDE", "MAP a [::1"] {
        let error = HostResolverRules::parse(bad).expect_err(bad);
        assert!(error.contains(bad.split(',').next().expect("rule")), "{bad}: {error}");
    }
}
