//! Unit tests of `runtime::loader::integrity_policy` (runtime/loader/integrity_policy.rs).
use framescope::runtime::loader::headers::Headers;
use framescope::runtime::loader::integrity_policy::*;
use url::Url;

fn headers(pairs: &[(&str, &str)]) -> Headers {
    Headers(pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect())
}

#[test]
fn the_header_parses_as_a_structured_dictionary() {
    let policy = IntegrityPolicy::parse(Some("blocked-destinations=(script style), endpoints=(a b)"));
    assert_eq!(policy.sources, ["inline"], "no sources: inline");
    assert_eq!(policy.blocked_destinations, ["script", "style"]);
    assert_eq!(policy.endpoints, ["a", "b"]);
    for ignored in
        ["blocked-destinations=script", r#"blocked-destinations=("script")"#, "blocked-destinations=(script"]
    {
        assert!(IntegrityPolicy::parse(Some(ignored)).blocked_destinations.is_empty(), "{ignored}");
    }
    assert!(
        IntegrityPolicy::parse(Some("blocked-destinations=(script), sources=(telepathy)")).sources.is_empty()
    );
    assert_eq!(IntegrityPolicy::parse(None), IntegrityPolicy::default());
}

#[test]
fn requests_without_metadata_or_cors_are_blocked_for_the_destinations_named() {
    let enforced = headers(&[("Integrity-Policy", "blocked-destinations=(script)")]);
    let url = Url::parse("https://a.test/x.js").expect("url");
    let sha = Some("sha384-tqyFpeo21WFM8HDeUtLqH20GUq/q3D1R6mqTzW3RtyTZ3dAYZJhC1wUcnkgOE2ak");
    assert!(check(&enforced, "script", &url, None, true).is_err_and(|e| e.contains("Integrity-Policy")));
    assert!(check(&enforced, "script", &url, Some("foobar-AAAA"), true).is_err(), "no valid metadata");
    assert!(check(&enforced, "script", &url, sha, false).is_err(), "no-cors, with metadata");
    assert!(check(&enforced, "script", &url, sha, true).is_ok());
    assert!(check(&enforced, "style", &url, None, true).is_ok(), "style is not blocked");
    for local in ["data:text/javascript,1", "blob:https://a.test/x", "about:blank"] {
        assert!(check(&enforced, "script", &Url::parse(local).expect("url"), None, false).is_ok(), "{local}");
    }
    let report_only = headers(&[("Integrity-Policy-Report-Only", "blocked-destinations=(script)")]);
    assert!(check(&report_only, "script", &url, None, false).is_ok(), "report-only never blocks");
}
