//! Unit tests of `runtime::loader::referrer_policy` (runtime/loader/referrer_policy.rs).
use framescope::runtime::loader::headers::Headers;
use framescope::runtime::loader::referrer_policy::{policy_of_response, referrer_for};
use url::Url;

#[test]
fn the_last_known_policy_of_the_header_wins() {
    let headers = |values: &[&str]| {
        Headers(values.iter().map(|v| ("Referrer-Policy".to_string(), v.to_string())).collect())
    };
    assert_eq!(policy_of_response(&headers(&[])), "");
    assert_eq!(policy_of_response(&headers(&["origin, bogus"])), "origin");
    assert_eq!(policy_of_response(&headers(&["origin", "No-Referrer"])), "no-referrer");
}

fn referrer(from: &str, to: &str) -> Option<String> {
    referrer_for(&Url::parse(from).expect("a test URL"), &Url::parse(to).expect("a test URL"))
}

#[test]
fn the_default_policy_sends_the_url_same_origin_and_the_origin_across() {
    assert_eq!(referrer("https://a.test/p?q#f", "https://a.test/frame"), Some("https://a.test/p?q".into()));
    assert_eq!(referrer("https://u:p@a.test/p", "https://b.test/"), Some("https://a.test/".into()));
    assert_eq!(referrer("https://a.test/p", "http://a.test/"), None);
    assert_eq!(referrer("about:blank", "https://a.test/"), None);
}

#[test]
fn a_long_referrer_is_cut_to_its_origin_and_a_redirect_may_change_the_policy() {
    let long = format!("https://a.test/{}", "x".repeat(4100));
    assert_eq!(referrer(&long, "https://a.test/"), Some("https://a.test/".into()));
    let mut source = framescope::runtime::loader::referrer_policy::Referrer::new(
        &Url::parse("https://a.test/p").expect("a test URL"),
        "",
    );
    let to = Url::parse("https://a.test/q").expect("a test URL");
    assert_eq!(source.header_for(&to), Some("https://a.test/p".into()));
    source.after_redirect(&Headers(vec![("Referrer-Policy".into(), "origin".into())]));
    assert_eq!(source.header_for(&to), Some("https://a.test/".into()));
    source.after_redirect(&Headers::default());
    assert_eq!(source.policy, "origin");
}

#[test]
fn each_policy_sends_what_it_says() {
    let with = |policy, from: &str, to: &str| {
        framescope::runtime::loader::referrer_policy::referrer_with_policy(
            policy,
            &Url::parse(from).expect("a test URL"),
            &Url::parse(to).expect("a test URL"),
        )
    };
    let (page, same, other, down) =
        ("https://a.test/p", "https://a.test/x", "https://b.test/", "http://b.test/");
    assert_eq!(with("no-referrer", page, same), None);
    assert_eq!(with("origin", page, same), Some("https://a.test/".into()));
    assert_eq!(with("unsafe-url", page, down), Some(page.into()));
    assert_eq!(with("strict-origin", page, down), None);
    assert_eq!(with("same-origin", page, other), None);
    assert_eq!(with("same-origin", page, same), Some(page.into()));
    assert_eq!(with("origin-when-cross-origin", page, down), Some("https://a.test/".into()));
    assert_eq!(with("no-referrer-when-downgrade", page, other), Some(page.into()));
    assert_eq!(with("no-referrer-when-downgrade", page, down), None);
}
