//! Unit tests of `runtime::loader::headers` (runtime/loader/headers.rs).
use framescope::runtime::loader::headers::*;
use std::path::Path;

#[test]
fn parses_lines_and_rejects_malformed_ones() {
    let h = parse(Path::new("a.headers"), "Status: 302\nLocation: /b.html\n\n X-Odd : v: w \n").expect("ok");
    assert_eq!(h.get("status"), Some("302"));
    assert_eq!(h.get("x-odd"), Some("v: w"));
    let err = parse(Path::new("a.headers"), "Good: 1\nno colon here\n").expect_err("malformed");
    assert_eq!(
        err.to_string(),
        "a.headers:2: malformed header line \"no colon here\" (expected `Name: value`)"
    );
    assert!(parse(Path::new("a.headers"), "Bad Name: 1").is_err());
}
