//! Referrer Policy: which `Referer` a request sends, from the URL of the document or
//! script that makes it (its referrer source) and its referrer policy, and the policy a
//! `Referrer-Policy` header gives.
//! [Referrer Policy §8.3 Determine request's Referrer](https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer),
//! [§8.1 Parse a referrer policy from a Referrer-Policy header](https://w3c.github.io/webappsec-referrer-policy/#parse-referrer-policy-from-header),
//! [Fetch §4.4 HTTP-redirect fetch](https://fetch.spec.whatwg.org/#http-redirect-fetch) step 14
//! (a redirect's `Referrer-Policy` header updates the request's policy).
//!
//! The policy "" is the default, `strict-origin-when-cross-origin`.
use url::Url;

use super::headers::Headers;
use crate::runtime::realm::RealmInfo;

/// The longest referrer URL a request sends (Referrer Policy §8.3 step 9): a longer one
/// is replaced by its origin.
const MAX_REFERRER_LENGTH: usize = 4096;

/// Who a request is made for, as its `Referer` is computed on every hop: the
/// [referrer](https://fetch.spec.whatwg.org/#concept-request-referrer) URL (the document's,
/// or the script's that imports) and the request's referrer policy.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Referrer {
    /// The referrer source (`None`: "no-referrer").
    pub url: Option<Url>,
    /// The referrer policy ("" for the default).
    pub policy: String,
}

impl Referrer {
    /// A request made by the document or script at `url`, under `policy`.
    pub fn new(url: &Url, policy: &str) -> Self {
        Self { url: Some(url.clone()), policy: policy.to_string() }
    }

    /// The `Referer` header of a request to `request` (none to send: `None`).
    pub fn header_for(&self, request: &Url) -> Option<String> {
        referrer_with_policy(&self.policy, self.url.as_ref()?, request)
    }

    /// The request of an element whose [referrer policy attribute](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#referrer-policy-attribute)
    /// is `attribute`: a known policy (ASCII case-insensitively) is the request's; a
    /// missing or invalid one (the empty string state) leaves the document's.
    pub fn with_attribute(mut self, attribute: Option<&str>) -> Self {
        let value = attribute.map(str::to_ascii_lowercase).unwrap_or_default();
        if let Some(policy) = POLICIES.iter().find(|p| **p == value) {
            self.policy = policy.to_string();
        }
        self
    }

    /// After a redirect response with `headers`: a policy its `Referrer-Policy` names
    /// becomes the request's (HTTP-redirect fetch, step 14).
    pub fn after_redirect(&mut self, headers: &Headers) {
        let policy = policy_of_response(headers);
        if !policy.is_empty() {
            self.policy = policy;
        }
    }
}

/// The policies a `Referrer-Policy` header may name.
pub const POLICIES: [&str; 8] = [
    "no-referrer",
    "no-referrer-when-downgrade",
    "same-origin",
    "origin",
    "strict-origin",
    "origin-when-cross-origin",
    "strict-origin-when-cross-origin",
    "unsafe-url",
];

/// The referrer policy of a realm's [policy container](https://html.spec.whatwg.org/multipage/browsers.html#policy-container):
/// what a `<meta name=referrer>` set, else its response's `Referrer-Policy` header's
/// ("" for the default).
pub fn policy_of(info: &RealmInfo) -> String {
    info.meta_referrer_policy.clone().unwrap_or_else(|| policy_of_response(&info.headers))
}

/// The referrer of a request a realm makes ("client": its URL) under its referrer policy.
pub fn referrer_of(info: &RealmInfo) -> Referrer {
    Referrer::new(&info.url, &policy_of(info))
}

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
///
/// (Steps 9–10: a referrer URL longer than 4096 bytes counts as the referrer origin.)
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
    let origin = format!("{}/", referrer.origin().ascii_serialization());
    // 9–10. A referrer URL longer than 4096 bytes is replaced by the referrer origin.
    let url =
        Some(stripped.to_string()).filter(|url| url.len() <= MAX_REFERRER_LENGTH).unwrap_or(origin.clone());
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
