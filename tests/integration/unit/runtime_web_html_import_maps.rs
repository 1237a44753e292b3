//! Unit tests of `runtime::web::html::import_maps` (runtime/web/html/import_maps.rs).
use framescope::runtime::web::html::import_maps::*;
use url::Url;

fn base() -> Url {
    Url::parse("https://a.test/app/index.html").expect("url")
}

#[test]
fn url_like_specifiers_resolve_against_the_base_and_bare_ones_fail_without_a_map() {
    let map = ImportMap::default();
    assert_eq!(map.resolve("./x.js", &base()).map(|u| u.to_string()), Ok("https://a.test/app/x.js".into()));
    assert_eq!(map.resolve("/y.js", &base()).map(|u| u.to_string()), Ok("https://a.test/y.js".into()));
    assert_eq!(
        map.resolve("https://b.test/z.js", &base()).map(|u| u.to_string()),
        Ok("https://b.test/z.js".into())
    );
    assert!(map.resolve("lodash", &base()).is_err_and(|e| e.contains("Failed to resolve module specifier")));
}

#[test]
fn imports_map_exact_and_prefix_keys_and_scopes_win() {
    let text = r#"{
        "imports": { "lib": "/lib/main.js", "lib/": "/lib/", "./old.js": "./new.js", "bad/": "/not-a-dir" },
        "scopes": { "/app/special/": { "lib": "/special-lib.js" } }
    }"#;
    let map = ImportMap::parse(text, &base()).expect("parsed");
    let resolve = |s: &str, b: &Url| map.resolve(s, b).map(|u| u.to_string());
    assert_eq!(resolve("lib", &base()), Ok("https://a.test/lib/main.js".into()));
    assert_eq!(resolve("lib/util.js", &base()), Ok("https://a.test/lib/util.js".into()));
    assert_eq!(resolve("./old.js", &base()), Ok("https://a.test/app/new.js".into()));
    assert!(resolve("bad/x.js", &base()).is_err(), "a prefix key needs an address ending in /");
    let special = Url::parse("https://a.test/app/special/m.js").expect("url");
    assert_eq!(resolve("lib", &special), Ok("https://a.test/special-lib.js".into()));
    assert!(resolve("lib/../../etc", &base()).is_err(), "no backtracking above the prefix");
}

#[test]
fn malformed_maps_are_errors() {
    assert!(ImportMap::parse("not json", &base()).is_err());
    assert!(ImportMap::parse("[]", &base()).is_err());
    assert!(ImportMap::parse(r#"{"imports": 5}"#, &base()).is_err());
}

#[test]
fn integrity_is_keyed_by_resolved_url_and_bare_keys_or_non_strings_are_left_out() {
    let text = r#"{ "integrity": {
        "./m.js": "sha384-abc", "/abs.js": "sha256-def", "https://b.test/x.js": "sha512-ghi",
        "bare.js": "sha384-ignored", "./number.js": 5
    } }"#;
    let map = ImportMap::parse(text, &base()).expect("parsed");
    let of = |u: &str| map.integrity_of(&Url::parse(u).expect("url")).map(str::to_owned);
    assert_eq!(of("https://a.test/app/m.js"), Some("sha384-abc".into()));
    assert_eq!(of("https://a.test/abs.js"), Some("sha256-def".into()));
    assert_eq!(of("https://b.test/x.js"), Some("sha512-ghi".into()));
    assert_eq!(of("https://a.test/app/bare.js"), None, "a key that is not URL-like is no entry");
    assert_eq!(of("https://a.test/app/number.js"), None, "a value that is not a string is no entry");
    assert!(ImportMap::parse(r#"{"integrity": []}"#, &base()).is_err());
}

#[test]
fn a_merged_map_adds_rules_and_overrides_none() {
    let mut map = ImportMap::parse(
        r#"{ "imports": { "a": "/a1.js" }, "integrity": { "/a1.js": "sha384-first" } }"#,
        &base(),
    )
    .expect("parsed");
    let second = r#"{ "imports": { "a": "/a2.js", "b": "/b.js" },
        "integrity": { "/a1.js": "sha384-second", "/b.js": "sha384-b" } }"#;
    map.merge(ImportMap::parse(second, &base()).expect("parsed"));
    let resolve = |s: &str| map.resolve(s, &base()).map(|u| u.to_string());
    assert_eq!(resolve("a"), Ok("https://a.test/a1.js".into()));
    assert_eq!(resolve("b"), Ok("https://a.test/b.js".into()));
    let of = |u: &str| map.integrity_of(&Url::parse(u).expect("url")).map(str::to_owned);
    assert_eq!(of("https://a.test/a1.js"), Some("sha384-first".into()));
    assert_eq!(of("https://a.test/b.js"), Some("sha384-b".into()));
}
