//! `document.referrer`: the URL of the document whose navigation made this one — a frame's
//! parent, a window's opener — as the request's referrer was, under that document's
//! referrer policy: its `Referrer-Policy` header's, else the default,
//! `strict-origin-when-cross-origin` (Chrome's default as the spec's).
//! [HTML §3.1.3 Resource metadata management](https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer),
//! [Referrer Policy §8.3 Determine request's Referrer](https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer)
//!
//! A navigation that names its source document (HTML's navigate: a frame's `src`, a link,
//! a form, `location` set by any document, `window.open`) records the referrer its request
//! sent, and that is the new document's; a reload sends that referrer again
//! (`request_referrer::reload_referrer`); an initial `about:blank`, a history traversal and
//! the reload of a document with none recorded fall back to the frame's parent or the
//! window's opener.
use super::window::Native;
use crate::runtime::group::GroupState;
pub use crate::runtime::loader::referrer_policy::{
    POLICIES, Referrer, policy_of, policy_of_response, referrer_for, referrer_of, referrer_with_policy,
};

/// The native behind `document.referrer`.
pub fn natives() -> Vec<Native> {
    vec![
        ("documentReferrer", v8::MapFnTo::map_fn_to(document_referrer)),
        ("setMetaReferrerPolicy", v8::MapFnTo::map_fn_to(set_meta_referrer_policy)),
    ]
}

/// `natives.setMetaReferrerPolicy(content)`: HTML's
/// [referrer metadata name](https://html.spec.whatwg.org/multipage/semantics.html#meta-referrer)
/// steps 4–6, for a `<meta name=referrer>` in the document tree with a non-empty
/// `content` (steps 1–3 are meta_referrer.js's):
/// 4. Let value be the content, ASCII-lowercased.
/// 5. The legacy values: `never` is `no-referrer`, `default`
///    `strict-origin-when-cross-origin`, `always` `unsafe-url`, `origin-when-crossorigin`
///    `origin-when-cross-origin`.
/// 6. If value is a referrer policy, it becomes the document's policy container's.
fn set_meta_referrer_policy(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((_, realm)) = GroupState::current_realm(scope) else { return };
    let value = args.get(0).to_rust_string_lossy(scope).to_ascii_lowercase();
    let value = match value.as_str() {
        "never" => "no-referrer",
        "default" => "strict-origin-when-cross-origin",
        "always" => "unsafe-url",
        "origin-when-crossorigin" => "origin-when-cross-origin",
        other => other,
    };
    if let Some(policy) = POLICIES.iter().find(|p| **p == value) {
        realm.with_info_mut(|info| info.meta_referrer_policy = Some(policy.to_string()));
    }
}

/// `natives.documentReferrer()`: the current realm's document's referrer ("" for none).
fn document_referrer(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let (url, source, recorded) =
        realm.with_info(|i| (i.url.clone(), i.parent.or(i.opening.opener), i.referrer.clone()));
    // (What its navigation's request sent, when it named its source document; else the
    // parent's or opener's URL under that document's policy.)
    let text = recorded.unwrap_or_else(|| {
        let referrer =
            source.and_then(|s| state.realm(s)).map(|s| s.with_info(|i| (i.url.clone(), policy_of(i))));
        referrer.and_then(|(r, policy)| referrer_with_policy(&policy, &r, &url)).unwrap_or_default()
    });
    if let Some(text) = v8::String::new(scope, &text) {
        rv.set(text.into());
    }
}
