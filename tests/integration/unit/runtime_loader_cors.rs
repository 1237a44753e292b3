//! Unit tests of `runtime::loader::cors` (runtime/loader/cors.rs).
use framescope::runtime::loader::cors::*;
use framescope::runtime::loader::headers::Headers;

#[test]
fn the_cors_check_follows_the_fetch_standards_steps() {
    let origin = url::Url::parse("https://a.test/x").expect("url").origin();
    let headers =
        |pairs: &[(&str, &str)]| Headers(pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect());
    let anonymous = CredentialsMode::of_attribute("");
    let include = CredentialsMode::of_attribute("USE-credentials");
    assert!(!cors_check(&headers(&[]), &origin, anonymous));
    assert!(cors_check(&headers(&[("access-control-allow-origin", "*")]), &origin, anonymous));
    assert!(!cors_check(&headers(&[("Access-Control-Allow-Origin", "*")]), &origin, include));
    assert!(cors_check(&headers(&[("Access-Control-Allow-Origin", "https://a.test")]), &origin, anonymous));
    assert!(!cors_check(&headers(&[("Access-Control-Allow-Origin", "https://b.test")]), &origin, anonymous));
    let exact = [("Access-Control-Allow-Origin", "https://a.test")];
    assert!(!cors_check(&headers(&exact), &origin, include));
    let with_credentials = [exact[0], ("Access-Control-Allow-Credentials", "true")];
    assert!(cors_check(&headers(&with_credentials), &origin, include));
}
