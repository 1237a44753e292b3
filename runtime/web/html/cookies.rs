//! The natives behind `document.cookie`
//! ([HTML §3.1.3](https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie)),
//! and behind the automation's cookie commands (WebDriver's
//! [cookies](https://w3c.github.io/webdriver/#cookies), which testdriver.js's
//! `get_all_cookies`, `get_named_cookie` and `delete_all_cookies` call).
//! The jar and its rules are in `runtime/loader/cookie_jar.rs`; which jar request a
//! realm makes, in `runtime/navigation/site_for_cookies.rs`.
use crate::runtime::group::GroupState;
use crate::runtime::loader::cookie_jar::{Api, Credentials};
use crate::runtime::navigation::site_for_cookies::request_of;
use crate::runtime::realm::RealmInfo;

use super::window::Native;

/// The natives of `cookies.js`.
pub fn natives() -> Vec<Native> {
    vec![
        ("documentCookie", v8::MapFnTo::map_fn_to(document_cookie)),
        ("setDocumentCookie", v8::MapFnTo::map_fn_to(set_document_cookie)),
        ("automationCookies", v8::MapFnTo::map_fn_to(automation_cookies)),
        ("automationDeleteCookies", v8::MapFnTo::map_fn_to(automation_delete_cookies)),
    ]
}

/// The current realm's info and its document's cookie URL, or `None` when the document is
/// [cookie-averse](https://html.spec.whatwg.org/multipage/dom.html#cookie-averse-document-object).
/// An `about:blank` or `about:srcdoc` document of its creator's origin reads and writes
/// its creator's cookies (browsers use the creator's URL: the first ancestor's that is
/// not an about: URL).
fn cookie_realm(scope: &mut v8::PinScope) -> Option<(std::rc::Rc<GroupState>, RealmInfo, url::Url)> {
    let (state, realm) = GroupState::current(scope)?;
    let info = state.info(realm)?;
    // A document without a browsing context (a removed frame's, one navigated away from).
    if info.detached {
        return None;
    }
    let mut url = info.url.clone();
    let mut parent = info.parent;
    while url.scheme() == "about" && info.origin.is_tuple() {
        let realm = state.realm(parent?)?;
        (url, parent) = realm.with_info(|i| (i.url.clone(), i.parent));
    }
    // A URL whose scheme is not an HTTP(S) scheme.
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    Some((state, info, url))
}

/// `natives.documentCookie()`: the cookie-string of the document's URL for a "non-HTTP"
/// API ("" for a cookie-averse document), or null when its origin is opaque (the caller
/// throws a "SecurityError").
/// 1. If this is a cookie-averse Document object, then return the empty string.
/// 2. If this's origin is an opaque origin, then throw a "SecurityError" DOMException.
/// 3. Return the cookie-string for this's URL for a "non-HTTP" API.
fn document_cookie(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, info, url)) = cookie_realm(scope) else {
        rv.set(v8::String::empty(scope).into());
        return;
    };
    if info.origin.is_tuple() {
        let request = request_of(&state, &info, Credentials::Include);
        let text = state.hosts.cookie_jar().cookie_string(&url, &request, Api::Document);
        if let Some(text) = v8::String::new(scope, &text) {
            rv.set(text.into());
        }
    } else {
        rv.set_null();
    }
}

/// `natives.setDocumentCookie(value)`: false when the document's origin is opaque (the
/// caller throws a "SecurityError").
/// 1. If this is a cookie-averse Document object, then return.
/// 2. If this's origin is an opaque origin, then throw a "SecurityError" DOMException.
/// 3. Let cookie-string be the given value (its UTF-8, as Chrome keeps it).
/// 4. Run the steps to set-cookie-string, for this's URL, "non-HTTP" API.
fn set_document_cookie(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(true);
    let value = args.get(0).to_rust_string_lossy(scope);
    let Some((state, info, url)) = cookie_realm(scope) else { return };
    if !info.origin.is_tuple() {
        rv.set_bool(false);
        return;
    }
    let request = request_of(&state, &info, Credentials::Include);
    // The setter's value is a cookie as a server would send it (one with a control
    // character is ignored).
    let _ = state.hosts.cookie_jar().set(&url, &value, &request, Api::Document);
}

/// `natives.automationCookies()`: WebDriver's Get All Cookies for the current realm's
/// document, as JSON (an array of
/// [serialized cookies](https://w3c.github.io/webdriver/#dfn-serialized-cookie); "[]" for a
/// cookie-averse document or an opaque origin).
/// 1. For each cookie in all associated cookies of the active document: let
///    serialized cookie be the result of serializing cookie, and append it to cookies.
/// 2. Return cookies.
fn automation_cookies(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let mut cookies = Vec::new();
    if let Some((state, info, url)) = cookie_realm(scope)
        && info.origin.is_tuple()
    {
        let request = request_of(&state, &info, Credentials::Include);
        for (cookie, expiry) in state.hosts.cookie_jar().associated(&url, &request) {
            // Serialize a cookie: name, value, path, domain, secure, httpOnly, expiry (when
            // it has one), sameSite.
            let mut serialized = serde_json::json!({
                "name": cookie.name,
                "value": cookie.value,
                "path": cookie.path,
                "domain": cookie.domain,
                "secure": cookie.secure,
                "httpOnly": cookie.http_only,
                "sameSite": cookie.same_site,
            });
            if let Some(expiry) = expiry {
                serialized["expiry"] = expiry.into();
            }
            cookies.push(serialized);
        }
    }
    let text = serde_json::Value::Array(cookies).to_string();
    if let Some(text) = v8::String::new(scope, &text) {
        rv.set(text.into());
    }
}

/// `natives.automationDeleteCookies()`: WebDriver's Delete All Cookies for the current
/// realm's document (nothing for a cookie-averse document or an opaque origin).
/// 1. Delete cookies, giving no filtering argument: each associated cookie of the active
///    document is removed from the jar (`CookieJar::delete_associated`).
fn automation_delete_cookies(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if let Some((state, info, url)) = cookie_realm(scope)
        && info.origin.is_tuple()
    {
        let request = request_of(&state, &info, Credentials::Include);
        state.hosts.cookie_jar().delete_associated(&url, &request);
    }
}
