//! Unit tests of `runtime::web::url::url_parser` (runtime/web/url/url_parser.rs).
use framescope::runtime::web::url::url_parser::*;

fn href(input: &str, base: Option<&str>) -> Option<String> {
    parse(input, base, None).map(|parts| parts.href)
}

#[test]
fn parses_as_the_current_url_standard_says() {
    assert_eq!(href("https://a.test/x/../y?q#h", None).as_deref(), Some("https://a.test/y?q#h"));
    assert_eq!(href("../z", Some("https://a.test/x/y")).as_deref(), Some("https://a.test/z"));
    // A file: URL's host before a Windows drive letter, and an opaque path's trailing
    // space (kept, the last one as %20), where the `url` crate lags the standard.
    // (Cases of urltestdata.json.)
    assert_eq!(href("/C:/", Some("file://host/")).as_deref(), Some("file://host/C:/"));
    assert_eq!(href("non-special:opaque  #hi", None).as_deref(), Some("non-special:opaque %20#hi"));
    // A base that does not parse fails the whole, even for an absolute input.
    assert_eq!(href("https://a.test/", Some("not a url")), None);
    assert_eq!(href("nope", None), None);
    let parts = parse("https://user:pw@a.test:8443/p?q#h", None, None).expect("parses");
    assert_eq!(
        parts.entries().map(|(_, value)| value.to_owned()),
        [
            "https://user:pw@a.test:8443/p?q#h",
            "https://a.test:8443",
            "https:",
            "user",
            "pw",
            "a.test:8443",
            "a.test",
            "8443",
            "/p",
            "?q",
            "#h"
        ]
    );
}

#[test]
fn punycode_labels_are_validated_as_domain_to_ascii_does() {
    assert_eq!(href("https://xn--mnchen-3ya.de/", None).as_deref(), Some("https://xn--mnchen-3ya.de/"));
    assert_eq!(href("https://münchen.de/", None).as_deref(), Some("https://xn--mnchen-3ya.de/"));
    for bad in ["https://xn--/", "http://a.b.c.xn--pokxncvks", "file://xn--/p", "https://xn--a.example/"] {
        assert_eq!(href(bad, None), None, "{bad}");
    }
    // Not a special URL: an opaque host, no IDNA.
    assert_eq!(href("sc://xn--/", None).as_deref(), Some("sc://xn--/"));
    // A setter that would make such a host leaves the URL as it was.
    let set = set_component("https://example.com/", "hostname", "xn--").expect("parses");
    assert_eq!(set.href, "https://example.com/");
}

#[test]
fn a_document_encoding_encodes_the_query() {
    let windows_1252 = encoding_rs::Encoding::for_label(b"windows-1252");
    let parts = parse("https://a.test/?\u{2020}#\u{2020}", None, windows_1252).expect("parses");
    assert_eq!((parts.search.as_str(), parts.hash.as_str()), ("?%86", "#%E2%80%A0"));
    // Not encodable: a numeric character reference, percent-encoded.
    let parts = parse("https://a.test/?\u{3042}", None, windows_1252).expect("parses");
    assert_eq!(parts.search, "?%26%2312354%3B");
    // UTF-8 (or none): UTF-8.
    assert_eq!(parse("https://a.test/?\u{2020}", None, None).expect("parses").search, "?%E2%80%A0");
}

#[test]
fn setters_follow_the_url_standard() {
    let set = |href: &str, name: &str, value: &str| set_component(href, name, value).map(|parts| parts.href);
    assert_eq!(set("https://a.test/x?q#h", "pathname", "/a b").as_deref(), Some("https://a.test/a%20b?q#h"));
    assert_eq!(set("https://a.test/", "search", "?x=1").as_deref(), Some("https://a.test/?x=1"));
    assert_eq!(set("https://a.test/", "hash", "h").as_deref(), Some("https://a.test/#h"));
    assert_eq!(set("https://a.test/", "port", "443").as_deref(), Some("https://a.test/"), "the default port");
    assert_eq!(set("https://a.test/", "port", "x").as_deref(), Some("https://a.test/"), "ignored");
    assert_eq!(set("https://a.test/", "protocol", "http:").as_deref(), Some("http://a.test/"));
    assert_eq!(
        set("https://a.test/", "protocol", "mailto").as_deref(),
        Some("https://a.test/"),
        "special to not"
    );
    assert_eq!(set("https://a.test/", "hostname", "b.test").as_deref(), Some("https://b.test/"));
    assert_eq!(set("https://a.test/", "href", "not a url"), None);
}

#[test]
fn the_query_as_url_search_params_reads_and_sets_it() {
    assert_eq!(query("https://a.test/?a=1"), Some("a=1".to_owned()));
    assert_eq!(query("https://a.test/?"), Some(String::new()));
    assert_eq!(query("https://a.test/"), None);
    assert_eq!(
        set_query("https://a.test/?a#h", Some("b=2")).map(|p| p.href).as_deref(),
        Some("https://a.test/?b=2#h")
    );
    assert_eq!(
        set_query("https://a.test/p#h", Some("")).map(|p| p.href).as_deref(),
        Some("https://a.test/p?#h")
    );
    // No query: an opaque path keeps its trailing space (as %20).
    assert_eq!(set_query("sc:space ?q", None).map(|p| p.href).as_deref(), Some("sc:space%20"));
}
