//! `document.referrer`: the URL of the document whose navigation made this one — a frame's
//! parent, a window's opener — as the request's referrer was, under Referrer Policy's
//! default policy, `strict-origin-when-cross-origin` (Chrome's default as the spec's).
//! [HTML §3.1.3 Resource metadata management](https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer),
//! [Referrer Policy §8.3 Determine request's Referrer](https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer)
//!
//! framescope records which realm navigated a frame only as its parent (its `src`, a
//! link targeting it, `location` set by the parent) and a window only as its opener, so a
//! frame navigated by another frame still names its parent.
use url::Url;

use super::window::Native;
use crate::runtime::group::GroupState;

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
    let referrer = source.and_then(|s| state.realm(s)).map(|s| s.with_info(|i| i.url.clone()));
    let text = referrer.and_then(|r| referrer_for(&r, &url)).unwrap_or_default();
    if let Some(text) = v8::String::new(scope, &text) {
        rv.set(text.into());
    }
}

/// [Determine request's Referrer](https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer)
/// with `strict-origin-when-cross-origin`: the referrer's URL stripped for use as a
/// referrer when the request is same-origin, its origin when it is cross-origin, and none
/// when it goes from a potentially trustworthy URL to one that is not.
pub fn referrer_for(referrer: &Url, request: &Url) -> Option<String> {
    // https://w3c.github.io/webappsec-referrer-policy/#strip-url: a local scheme's URL
    // (about:blank, data:, blob:) is no referrer.
    if !matches!(referrer.scheme(), "http" | "https" | "file") {
        return None;
    }
    let mut stripped = referrer.clone();
    let _ = stripped.set_username("");
    let _ = stripped.set_password(None);
    stripped.set_fragment(None);
    if referrer.origin() == request.origin() {
        return Some(stripped.to_string());
    }
    // A downgrade (https to http) sends none.
    if referrer.scheme() == "https" && request.scheme() == "http" {
        return None;
    }
    Some(format!("{}/", referrer.origin().ascii_serialization()))
}

#[cfg(test)]
mod tests {
    use super::referrer_for;
    use url::Url;

    fn referrer(from: &str, to: &str) -> Option<String> {
        referrer_for(&Url::parse(from).unwrap(), &Url::parse(to).unwrap())
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
}
