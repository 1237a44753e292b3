//! Unit tests of `runtime::loader::origin_header` (runtime/loader/origin_header.rs).
use framescope::runtime::loader::origin_header::origin_header;
use url::Url;

fn header(from: &str, to: &str, method: &str, cors: bool, policy: &str) -> Option<String> {
    let from = Url::parse(from).expect("a test URL").origin();
    origin_header(&from, &Url::parse(to).expect("a test URL"), method, cors, policy)
}

#[test]
fn cors_sends_the_origin_and_a_post_follows_the_referrer_policy() {
    assert_eq!(header("https://a.test/", "https://b.test/", "GET", true, ""), Some("https://a.test".into()));
    assert_eq!(header("https://a.test/", "https://a.test/", "GET", false, ""), None);
    assert_eq!(
        header("https://a.test/", "https://a.test/", "POST", false, ""),
        Some("https://a.test".into())
    );
    assert_eq!(header("https://a.test/", "http://a.test/", "POST", false, ""), Some("null".into()));
    assert_eq!(
        header("https://a.test/", "https://a.test/", "POST", false, "no-referrer"),
        Some("null".into())
    );
    assert_eq!(
        header("https://a.test/", "https://b.test/", "POST", false, "same-origin"),
        Some("null".into())
    );
    assert_eq!(
        header("https://a.test/", "http://b.test/", "POST", false, "unsafe-url"),
        Some("https://a.test".into())
    );
    assert_eq!(header("data:,x", "https://b.test/", "POST", false, "unsafe-url"), Some("null".into()));
}
