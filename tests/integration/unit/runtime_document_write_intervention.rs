//! Unit tests of `runtime::document_write_intervention` (runtime/document_write_intervention.rs).
use framescope::runtime::document_write_intervention::is_cross_site;
use url::Url;

#[test]
fn cross_site_is_another_registrable_domain_under_a_known_suffix() {
    let url = |text: &str| Url::parse(text).expect("url");
    let page = url("https://www.example.com/page");
    assert!(!is_cross_site(&page, &url("https://www.example.com/a.js")));
    assert!(!is_cross_site(&page, &url("http://static.example.com/a.js")));
    assert!(is_cross_site(&page, &url("https://example.org/a.js")));
    // (Unknown suffixes name no registrable domain: only the same host is same-site.)
    assert!(is_cross_site(&url("http://a.site.test/"), &url("http://b.site.test/a.js")));
    assert!(!is_cross_site(&url("http://127.0.0.1:8000/"), &url("http://127.0.0.1:9000/a.js")));
}
