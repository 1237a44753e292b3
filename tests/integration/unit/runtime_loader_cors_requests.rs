//! Unit tests of `runtime::loader::cors_requests` (runtime/loader/cors_requests.rs).
use framescope::runtime::loader::cors::CredentialsMode;
use framescope::runtime::loader::cors_requests::*;
use framescope::runtime::loader::headers::Headers;

fn headers(pairs: &[(&str, &str)]) -> Headers {
    Headers(pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect())
}

fn request(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    headers(pairs).0
}

#[test]
fn unsafe_methods_and_headers_need_a_preflight() {
    assert!(!needs_preflight("GET", &request(&[("Accept", "text/html")]), false));
    assert!(!needs_preflight("POST", &request(&[("Content-Type", "text/plain;charset=UTF-8")]), false));
    assert!(needs_preflight("POST", &request(&[("Content-Type", "application/json")]), false));
    assert!(needs_preflight("PUT", &[], false));
    assert!(needs_preflight("GET", &request(&[("X-Custom", "1")]), false));
    assert!(needs_preflight("GET", &[], true));
    let names = unsafe_header_names(&request(&[("X-B", "1"), ("x-a", "2"), ("X-A", "3"), ("Accept", "*/*")]));
    assert_eq!(names, ["x-a", "x-b"]);
}

#[test]
fn the_preflight_checks_methods_headers_and_credentials() {
    let origin = url::Url::parse("https://a.test/").expect("url").origin();
    let anonymous = CredentialsMode::SameOrigin;
    let include = CredentialsMode::Include;
    let custom = request(&[("X-Custom", "1")]);
    let allow =
        headers(&[("Access-Control-Allow-Origin", "*"), ("Access-Control-Allow-Methods", "PUT, DELETE")]);
    assert!(preflight_check(200, &allow, &origin, anonymous, "PUT", &[]).is_ok());
    assert!(preflight_check(200, &allow, &origin, anonymous, "PATCH", &[]).is_err());
    assert!(preflight_check(404, &allow, &origin, anonymous, "PUT", &[]).is_err());
    assert!(preflight_check(200, &allow, &origin, anonymous, "GET", &custom).is_err());
    let star = headers(&[
        ("Access-Control-Allow-Origin", "*"),
        ("Access-Control-Allow-Methods", "*"),
        ("Access-Control-Allow-Headers", "*"),
    ]);
    assert!(preflight_check(200, &star, &origin, anonymous, "PATCH", &custom).is_ok());
    let authorization = request(&[("Authorization", "x")]);
    assert!(preflight_check(200, &star, &origin, anonymous, "GET", &authorization).is_err());
    let exact = headers(&[
        ("Access-Control-Allow-Origin", "https://a.test"),
        ("Access-Control-Allow-Credentials", "true"),
        ("Access-Control-Allow-Methods", "*"),
        ("Access-Control-Allow-Headers", "X-CUSTOM"),
    ]);
    assert!(preflight_check(200, &exact, &origin, include, "GET", &custom).is_ok());
    assert!(preflight_check(200, &exact, &origin, include, "PATCH", &[]).is_err());
}

#[test]
fn cross_origin_responses_expose_safelisted_and_listed_headers() {
    let served = headers(&[
        ("Status", "200"),
        ("Content-Type", "text/plain"),
        ("X-Secret", "1"),
        ("X-Shown", "2"),
        ("Set-Cookie", "a=b"),
        ("Access-Control-Expose-Headers", "x-shown"),
    ]);
    let names = |h: Headers| h.0.into_iter().map(|(n, _)| n).collect::<Vec<_>>();
    let anonymous = CredentialsMode::SameOrigin;
    assert_eq!(names(exposed_headers(&served, true, anonymous)), ["Content-Type", "X-Shown"]);
    assert_eq!(
        names(exposed_headers(&served, false, anonymous)),
        ["Content-Type", "X-Secret", "X-Shown", "Access-Control-Expose-Headers"]
    );
    let star = headers(&[("X-Secret", "1"), ("Access-Control-Expose-Headers", "*")]);
    assert_eq!(names(exposed_headers(&star, true, anonymous)).len(), 2);
    assert_eq!(names(exposed_headers(&star, true, CredentialsMode::Include)).len(), 0);
}
