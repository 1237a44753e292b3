//! Unit tests of `runtime::web::url` (runtime/web/url/mod.rs).
use framescope::runtime::web::url::*;
use url::Url;

#[test]
fn setters_follow_the_url_standard() {
    let set = |href: &str, name: &str, value: &str| {
        let mut url = Url::parse(href).expect("url");
        set_component(&mut url, name, value).map(|()| url.to_string())
    };
    assert_eq!(set("https://a.test/x?q#h", "pathname", "/a b").as_deref(), Ok("https://a.test/a%20b?q#h"));
    assert_eq!(set("https://a.test/", "search", "?x=1").as_deref(), Ok("https://a.test/?x=1"));
    assert_eq!(set("https://a.test/", "hash", "h").as_deref(), Ok("https://a.test/#h"));
    assert_eq!(set("https://a.test/", "port", "443").as_deref(), Ok("https://a.test/"), "the default port");
    assert_eq!(set("https://a.test/", "port", "x").as_deref(), Ok("https://a.test/"), "ignored");
    assert_eq!(set("https://a.test/", "protocol", "http:").as_deref(), Ok("http://a.test/"));
    assert_eq!(
        set("https://a.test/", "protocol", "mailto").as_deref(),
        Ok("https://a.test/"),
        "special to not"
    );
    assert_eq!(set("https://a.test/", "hostname", "b.test").as_deref(), Ok("https://b.test/"));
    assert!(set("https://a.test/", "href", "not a url").is_err());
}
