//! Unit tests of `runtime::web::performance::resource_timing` (runtime/web/performance/resource_timing.rs).
use framescope::runtime::loader::headers::Headers;
use framescope::runtime::web::performance::resource_timing::*;
use url::Url;

#[test]
fn the_timing_allow_check_needs_the_same_origin_or_the_header() {
    let a = Url::parse("https://a.test/").expect("url").origin();
    let b = Url::parse("https://b.test/").expect("url").origin();
    let mut headers = Headers::default();
    assert!(timing_allow_check(&headers, &a, &a));
    assert!(!timing_allow_check(&headers, &b, &a));
    headers.set("timing-allow-origin", "https://c.test, https://a.test");
    assert!(timing_allow_check(&headers, &b, &a));
    headers.set("timing-allow-origin", "*");
    assert!(timing_allow_check(&headers, &b, &a));
}
