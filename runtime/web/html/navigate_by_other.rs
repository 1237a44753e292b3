//! The steps of HTML's [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
//! that run in the navigable's active document when another document started the
//! navigation: a link's or a form's `target` naming the navigable, `window.open` naming
//! it, a frame's `src` or `srcdoc` set by its parent, a Location set across origins.
//! (A document's own navigations — its Location, its links and forms to `_self`,
//! `navigation.navigate()` — run these steps in its own realm: html/location.js.)
//!
//! - Step 15: a URL that differs from the document's only in its fragment (not a POST)
//!   is a navigation to a fragment, in that document (its `navigate` event, its session
//!   history entry, `hashchange`); nothing is loaded.
//! - Step 22: otherwise, when the source document is same origin(-domain) with the target
//!   and the target is not its navigable's initial `about:blank`, the Navigation API's
//!   `navigate` event (push or replace) fires in the target: canceling it ends the
//!   navigation, intercepting it commits a same-document navigation there.
use std::rc::Rc;

use url::Url;

use crate::runtime::event_loop::callbacks::call_hook_with;
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::navigation::PostResource;
use crate::runtime::realm::RealmId;

/// Runs the target document's steps (above) for a navigation of realm `target`'s
/// navigable to `url` that realm `source` started; `replace`: its history handling is
/// "replace". Returns whether the navigation goes on to load a document. A target with
/// no script context yet (an initial about:blank nothing reached) has no listener and no
/// fragment to keep: the navigation goes on.
pub(crate) fn navigate_by_other(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    target: RealmId,
    source: RealmId,
    url: &Url,
    replace: bool,
    post: Option<&PostResource>,
) -> bool {
    if state.is_detached(target) {
        return true;
    }
    let (Some(target_info), Some(source_info)) = (state.info(target), state.info(source)) else {
        return true;
    };
    let (Some(context), Some(hooks)) = (state.context(scope, target), state.hooks(target)) else {
        return true;
    };
    let same_origin =
        crate::runtime::navigation::agent_clusters::same_origin_domain(state, &target_info, &source_info);
    let mut go_on = true;
    state.inside_script(|| {
        let scope = &mut v8::ContextScope::new(scope, context);
        let Some(href) = v8::String::new(scope, url.as_str()) else { return };
        let replace = v8::Boolean::new(scope, replace);
        let same_origin = v8::Boolean::new(scope, same_origin);
        let post: v8::Local<v8::Value> = match post {
            Some(post) => post_object(scope, post),
            None => v8::null(scope).into(),
        };
        let result = call_hook_with(
            scope,
            &hooks,
            Hook::NavigatedByOther,
            &[href.into(), replace.into(), same_origin.into(), post],
        );
        go_on = result.is_none_or(|r| r.boolean_value(scope));
    });
    go_on && !state.is_detached(target)
}

/// A POST resource as location.js takes it, in the target's realm: `{body, contentType}`
/// (the body a Uint8Array), from which it makes the navigate event's `formData`.
fn post_object<'s>(scope: &mut v8::PinScope<'s, '_>, post: &PostResource) -> v8::Local<'s, v8::Value> {
    let store = v8::ArrayBuffer::new_backing_store_from_vec(post.body.clone()).make_shared();
    let buffer = v8::ArrayBuffer::with_backing_store(scope, &store);
    let (Some(body), Some(content_type)) =
        (v8::Uint8Array::new(scope, buffer, 0, post.body.len()), v8::String::new(scope, &post.content_type))
    else {
        return v8::null(scope).into();
    };
    let object = v8::Object::new(scope);
    for (key, value) in [("body", body.into()), ("contentType", content_type.into())] {
        let Some(key) = v8::String::new(scope, key) else { return v8::null(scope).into() };
        object.set(scope, key.into(), value);
    }
    object.into()
}

/// Whether a navigation of realm `target`'s navigable to `url` that another document
/// started replaces the current entry: its document is not completely loaded yet (the
/// rules for Location, frames and forms), or `url` is its URL (navigate step 8, history
/// handling "auto").
pub(crate) fn replaces_entry(state: &GroupState, target: RealmId, url: &Url) -> bool {
    !state.is_completely_loaded(target) || state.info(target).is_some_and(|info| info.url == *url)
}
