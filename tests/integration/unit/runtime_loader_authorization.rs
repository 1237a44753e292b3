//! Unit tests of `runtime::loader::authorization` (runtime/loader/authorization.rs).
use framescope::runtime::loader::authorization::*;
use url::Url;

#[test]
fn a_urls_credentials_are_basic_credentials() {
    let url = |s: &str| Url::parse(s).expect("url");
    assert_eq!(url_authorization(&url("http://a.test/")), None);
    assert_eq!(url_authorization(&url("http://user:pass@a.test/")).as_deref(), Some("Basic dXNlcjpwYXNz"));
    assert_eq!(url_authorization(&url("http://user@a.test/")).as_deref(), Some("Basic dXNlcjo="));
    assert_eq!(url_authorization(&url("http://:p%40ss@a.test/")).as_deref(), Some("Basic OnBAc3M="));
}
