//! Unit tests of `runtime::web::dom::selectors` (runtime/web/dom/selectors.rs).
use framescope::runtime::web::dom::selectors::parse;

#[test]
fn selectors_parse_as_browsers_do() {
    for valid in [
        "div > p + a ~ b",
        "a:has(> b, + c)",
        "#\\31 23",
        ".a\\:b",
        "[data-x^='y' i]",
        ":not(.a, .b)",
        ":is(a)",
        ":nth-child(2n+1 of .x)",
        "::before",
        ":scope > a",
        "|a",
        "*|*",
    ] {
        assert!(parse(valid).is_some(), "{valid}");
    }
    for invalid in ["", "div >", "#1a", ":unknown", "a[", "ns|a", ":nth-child(n+)", "a,", "::nope"] {
        assert!(parse(invalid).is_none(), "{invalid}");
    }
}
