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
