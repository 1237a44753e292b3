//! `document.referrer`: the URL of the document whose navigation made this one — a frame's
//! parent, a window's opener — as the request's referrer was, under that document's
//! referrer policy: its `Referrer-Policy` header's, else the default,
//! `strict-origin-when-cross-origin` (Chrome's default as the spec's).
//! [HTML §3.1.3 Resource metadata management](https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer),
//! [Referrer Policy §8.3 Determine request's Referrer](https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer)
//!
//! framescope records which realm navigated a frame only as its parent (its `src`, a
//! link targeting it, `location` set by the parent) and a window only as its opener, so a
//! frame navigated by another frame still names its parent.
use url::Url;

use super::window::Native;
use crate::runtime::group::GroupState;
use crate::runtime::loader::headers::Headers;

/// The native behind `document.referrer`.
pub fn natives() -> Vec<Native> {
    vec![("documentReferrer", v8::MapFnTo::map_fn_to(document_referrer))]
}

/// `natives.documentReferrer()`: the current realm's document's referrer ("" for none).
fn document_referrer(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let (url, source) = realm.with_info(|i| (i.url.clone(), i.parent.or(i.opening.opener)));
    // (Under the referring document's policy: its `Referrer-Policy` header's.)
    let referrer = source
        .and_then(|s| state.realm(s))
        .map(|s| s.with_info(|i| (i.url.clone(), policy_of_response(&i.headers))));
    let text = referrer.and_then(|(r, policy)| referrer_with_policy(&policy, &r, &url)).unwrap_or_default();
    if let Some(text) = v8::String::new(scope, &text) {
        rv.set(text.into());
    }
}

/// The policies a `Referrer-Policy` header may name.
const POLICIES: [&str; 8] = [
    "no-referrer",
    "no-referrer-when-downgrade",
    "same-origin",
    "origin",
    "strict-origin",
    "origin-when-cross-origin",
    "strict-origin-when-cross-origin",
    "unsafe-url",
];

/// [Parse a referrer policy from a Referrer-Policy header](https://w3c.github.io/webappsec-referrer-policy/#parse-referrer-policy-from-header)
/// of a document's response (its policy container's referrer policy):
/// 1. the header's values, comma-separated, as one list; 2. the last token that is a
///    policy wins (unknown ones are skipped); 3. none gives "" (the default).
pub fn policy_of_response(headers: &Headers) -> String {
    let mut policy = "";
    for value in headers.get_all("referrer-policy") {
        for token in value.split(',').map(|t| t.trim().to_ascii_lowercase()) {
            if let Some(known) = POLICIES.iter().find(|p| **p == token) {
                policy = known;
            }
        }
    }
    policy.to_string()
}

/// [Determine request's Referrer](https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer)
/// with `strict-origin-when-cross-origin`: the referrer's URL stripped for use as a
/// referrer when the request is same-origin, its origin when it is cross-origin, and none
/// when it goes from a potentially trustworthy URL to one that is not.
pub fn referrer_for(referrer: &Url, request: &Url) -> Option<String> {
    referrer_with_policy("", referrer, request)
}

/// [Determine request's Referrer](https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer)
/// under `policy` (a [ReferrerPolicy](https://w3c.github.io/webappsec-referrer-policy/#enumdef-referrerpolicy)
/// value; "" is the default, `strict-origin-when-cross-origin`):
/// 1–4. The referrer source is `referrer`; a local scheme's URL (about:blank, data:,
///    blob:) is none.
/// 5–6. The referrer URL is it stripped for use as a referrer, the referrer origin its
///    origin (origin-only).
/// 8. Then by the policy: `no-referrer` none; `origin` the origin; `unsafe-url` the URL;
///    `strict-origin` the origin but none on a downgrade; `same-origin` the URL same-origin
///    else none; `origin-when-cross-origin` the URL same-origin else the origin;
///    `no-referrer-when-downgrade` the URL but none on a downgrade;
///    `strict-origin-when-cross-origin` the URL same-origin, else the origin but none on a
///    downgrade.
pub fn referrer_with_policy(policy: &str, referrer: &Url, request: &Url) -> Option<String> {
    // https://w3c.github.io/webappsec-referrer-policy/#strip-url: a local scheme's URL
    // (about:blank, data:, blob:) is no referrer.
    if !matches!(referrer.scheme(), "http" | "https" | "file") {
        return None;
    }
    let mut stripped = referrer.clone();
    let _ = stripped.set_username("");
    let _ = stripped.set_password(None);
    stripped.set_fragment(None);
    let url = stripped.to_string();
    let origin = format!("{}/", referrer.origin().ascii_serialization());
    let same_origin = referrer.origin() == request.origin();
    // A downgrade: from a potentially trustworthy URL (https) to one that is not (http).
    let downgrade = referrer.scheme() == "https" && request.scheme() == "http";
    match policy {
        "no-referrer" => None,
        "origin" => Some(origin),
        "unsafe-url" => Some(url),
        "strict-origin" => (!downgrade).then_some(origin),
        "same-origin" => same_origin.then_some(url),
        "origin-when-cross-origin" => Some(if same_origin { url } else { origin }),
        "no-referrer-when-downgrade" => (!downgrade).then_some(url),
        _ if same_origin => Some(url),
        _ => (!downgrade).then_some(origin),
    }
}

#[cfg(test)]
mod tests {
    use super::{policy_of_response, referrer_for};
    use crate::runtime::loader::headers::Headers;

    #[test]
    fn the_last_known_policy_of_the_header_wins() {
        let headers = |values: &[&str]| {
            Headers(values.iter().map(|v| ("Referrer-Policy".to_string(), v.to_string())).collect())
        };
        assert_eq!(policy_of_response(&headers(&[])), "");
        assert_eq!(policy_of_response(&headers(&["origin, bogus"])), "origin");
        assert_eq!(policy_of_response(&headers(&["origin", "No-Referrer"])), "no-referrer");
    }
    use url::Url;

    fn referrer(from: &str, to: &str) -> Option<String> {
        referrer_for(&Url::parse(from).expect("a test URL"), &Url::parse(to).expect("a test URL"))
    }

    #[test]
    fn the_default_policy_sends_the_url_same_origin_and_the_origin_across() {
        assert_eq!(
            referrer("https://a.test/p?q#f", "https://a.test/frame"),
            Some("https://a.test/p?q".into())
        );
        assert_eq!(referrer("https://u:p@a.test/p", "https://b.test/"), Some("https://a.test/".into()));
        assert_eq!(referrer("https://a.test/p", "http://a.test/"), None);
        assert_eq!(referrer("about:blank", "https://a.test/"), None);
    }

    #[test]
    fn each_policy_sends_what_it_says() {
        let with = |policy, from: &str, to: &str| {
            super::referrer_with_policy(
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
}
