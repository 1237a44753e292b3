//! Frames from script: the natives behind inserting, removing and navigating
//! `<iframe>`/`<frame>`/`<object>` elements, `location` navigation,
//! `window.length` and `frameElement` (`window[i]`: `window_indexed_properties.rs`).
//! [HTML §4.8.5 The iframe element](https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element),
//! [§7.4 Navigation](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigating-across-documents)
use std::rc::Rc;

use url::Url;

use crate::runtime::event_loop::callbacks::call_hook_with;
use crate::runtime::event_loop::{GlobalSteps, HistoryHandling, Navigation, Task};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::loader::html::{FrameElement, FrameKind};
use crate::runtime::loader::referrer_policy::Referrer;
use crate::runtime::navigation::request_referrer::navigation_referrer;
use crate::runtime::navigation::{PostResource, initial_about_blank, unloading};
use crate::runtime::realm::RealmId;
use crate::runtime::sandboxing::SandboxingFlags;
use crate::runtime::web::web_error::WebError;

use super::navigate_by_other::{navigate_by_other, replaces_entry};
use super::window::Native;

/// The frame natives (the table the bootstrap installs as `natives.*`).
pub fn natives() -> Vec<Native> {
    vec![
        ("frameInserted", v8::MapFnTo::map_fn_to(frame_inserted)),
        ("navigateFrame", v8::MapFnTo::map_fn_to(navigate_frame)),
        ("frameRemoved", v8::MapFnTo::map_fn_to(frame_removed)),
        ("setFrameSandbox", v8::MapFnTo::map_fn_to(set_frame_sandbox)),
        ("initialDocument", v8::MapFnTo::map_fn_to(initial_document)),
        ("navigate", v8::MapFnTo::map_fn_to(navigate_self)),
        ("stopLoading", v8::MapFnTo::map_fn_to(stop_loading)),
        ("runJavaScriptURL", v8::MapFnTo::map_fn_to(run_javascript_url)),
        ("setFragment", v8::MapFnTo::map_fn_to(set_fragment)),
        ("frameCount", v8::MapFnTo::map_fn_to(frame_count)),
        ("frameElement", v8::MapFnTo::map_fn_to(frame_element)),
        ("ancestorOrigins", v8::MapFnTo::map_fn_to(ancestor_origins)),
    ]
}

/// `(element, kind, id, src, srcdoc, name, sandbox, _, _, allow, allowfullscreen)` from a
/// native's arguments (`src`, `srcdoc`, `name`, `sandbox` and `allow`: a string or undefined).
/// (Argument 11 is the navigation's referrer policy: [`referrer_policy_arg`].)
fn frame_args<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::FunctionCallbackArguments<'s>,
) -> Option<(v8::Local<'s, v8::Object>, FrameElement)> {
    let element = v8::Local::<v8::Object>::try_from(args.get(0)).ok()?;
    let kind = match args.get(1).to_rust_string_lossy(scope).as_str() {
        "iframe" => FrameKind::Iframe,
        "frame" => FrameKind::Frame,
        "embed" => FrameKind::Embed,
        _ => FrameKind::Object,
    };
    let id = args.get(2).to_rust_string_lossy(scope);
    // (Undefined: no src attribute, unlike an empty one: `DocumentRequest::blank_src`.)
    let src = args.get(3).is_string().then(|| args.get(3).to_rust_string_lossy(scope));
    let srcdoc = (args.get(4).is_string() && kind == FrameKind::Iframe)
        .then(|| args.get(4).to_rust_string_lossy(scope));
    let name = args.get(5).is_string().then(|| args.get(5).to_rust_string_lossy(scope));
    let sandbox = (args.get(6).is_string() && kind == FrameKind::Iframe)
        .then(|| args.get(6).to_rust_string_lossy(scope));
    let id = (!id.is_empty()).then_some(id);
    // (Arguments 7 and 8 are a form's POST body and type: `navigateFrame`.)
    let allow = (args.get(9).is_string() && kind == FrameKind::Iframe)
        .then(|| args.get(9).to_rust_string_lossy(scope));
    let allowfullscreen = kind == FrameKind::Iframe && args.get(10).is_true();
    // (src is parsed against the parent's document base URL as it is now.)
    let base = GroupState::current(scope).and_then(|(state, parent)| {
        let info = state.info(parent)?;
        Some(Box::new(state.document_base_url(scope, &info)))
    });
    Some((element, FrameElement { kind, id, src, srcdoc, name, sandbox, allow, allowfullscreen, base }))
}

/// Argument 11 of `frameInserted` and `navigateFrame`: the `referrerpolicy` attribute the
/// navigation's request goes under (the frame's own for its `src`, the link's for a link
/// that targets it; "no-referrer" for `rel=noreferrer`), or undefined.
fn referrer_policy_arg(scope: &mut v8::PinScope, args: &v8::FunctionCallbackArguments) -> Option<String> {
    args.get(11).is_string().then(|| args.get(11).to_rust_string_lossy(scope))
}

/// A frame element became connected: its document loads in a later task. While the
/// parent is still parsing, the parent's `load` waits for it.
fn frame_inserted<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, parent)) = GroupState::current(scope) else { return };
    let Some((element, frame)) = frame_args(scope, &args) else { return };
    let delays_parent_load = !state.is_loaded(parent);
    // (The parent is the source document; the iframe's referrerpolicy as it is now.)
    let referrer = navigation_referrer(&state, parent, referrer_policy_arg(scope, &args).as_deref());
    let navigation =
        frame_navigation(scope, parent, element, frame, None, delays_parent_load, None, referrer);
    state.queue_navigation(scope, navigation);
}

/// `contentWindow` or `contentDocument` was read: a frame whose first navigation has not
/// run yet gets its initial about:blank document now (and so do its parent's other frames
/// in that state, which come before or after it in `window[i]` as they were inserted), as
/// HTML's "create a new child navigable" gives one at insertion; its load event stays in
/// its task. The document's script context is made now, as Chrome makes a frame's on first
/// use (the other frames' stay records until script reaches them).
fn initial_document<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    let Ok(element) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    if let Some(parent) = state.parent_of_pending_frame(scope, element) {
        let initial = state.initial_documents_of(scope, parent);
        navigate_inside_script(scope, &state, initial);
    }
    if let Some(realm) = state.realm_of_element(scope, element) {
        initial_about_blank::make_context_inside_script(scope, &state, realm);
    }
}

/// Runs `navigations` now, inside a page script's call: microtask checkpoints wait for the
/// script to return.
pub(super) fn navigate_inside_script(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    navigations: Vec<Navigation>,
) {
    state.inside_script(|| {
        for navigation in navigations {
            crate::runtime::navigation::navigate(scope, state, navigation);
        }
    });
}

/// The navigation of a frame element to its `src` (`data`), queued by its parent, which
/// requests it as `referrer`.
#[allow(clippy::too_many_arguments)]
fn frame_navigation(
    scope: &mut v8::PinScope<'_, '_>,
    parent: RealmId,
    element: v8::Local<v8::Object>,
    frame: FrameElement,
    replaces: Option<RealmId>,
    delays_parent_load: bool,
    post: Option<Rc<PostResource>>,
    referrer: Option<Referrer>,
) -> Navigation {
    Navigation {
        parent: Some(parent),
        frame: Some(frame),
        element: Some(v8::Global::new(scope, element)),
        url: None,
        replaces,
        delays_parent_load,
        reload: false,
        post,
        history: HistoryHandling::Auto,
        referrer,
        initiator: None,
        blob: None,
    }
}

/// A connected frame's `src` (`data`) was set: it navigates.
fn navigate_frame<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, parent)) = GroupState::current(scope) else { return };
    let Some((element, frame)) = frame_args(scope, &args) else { return };
    // (The frame's document runs its part of navigate first: a fragment navigation stays
    // there; the Navigation API's navigate event may cancel the navigation.)
    let post = post_resource(scope, args.get(7), args.get(8));
    if let Some(target) = state.realm_of_element(scope, element)
        && !frame.src.as_deref().is_some_and(is_javascript_url)
        && let Some(url) = frame_url(&state, parent, &frame)
    {
        let replace = replaces_entry(&state, target, &url);
        if !navigate_by_other(scope, &state, target, parent, &url, replace, post.as_deref()) {
            return;
        }
    }
    // A navigation still queued for this element is superseded (its delaying of the
    // parent's load passes to this one).
    let delays_parent_load = state.cancel_navigations(scope, element).is_some();
    let replaces = state.realm_of_element(scope, element);
    // (An initial about:blank's load event that has not fired yet never will.)
    if let Some(initial) = replaces {
        state.cancel_initial_load(initial);
    }
    // (A form submitted to the frame: its POST body and type follow.)
    let javascript = frame.src.as_deref().is_some_and(is_javascript_url);
    let referrer = navigation_referrer(&state, parent, referrer_policy_arg(scope, &args).as_deref());
    let navigation =
        frame_navigation(scope, parent, element, frame, replaces, delays_parent_load, post, referrer);
    if let Some(old) = replaces.filter(|_| !javascript) {
        // (A navigable whose document is unloading does not navigate.)
        if unloading::is_unloading(&state, old) {
            return;
        }
        ask_to_unload(scope, &state, old);
    }
    state.queue_navigation(scope, navigation);
}

/// The URL a frame's `src` or `srcdoc` navigates to: about:srcdoc, about:blank for no
/// `src`, else `src` parsed against the parent's base URL (HTML's "process the iframe
/// attributes"; `None`: it does not parse).
fn frame_url(state: &GroupState, parent: RealmId, frame: &FrameElement) -> Option<Url> {
    if frame.srcdoc.is_some() {
        return Url::parse("about:srcdoc").ok();
    }
    let src = frame.src.as_deref().unwrap_or_default().trim();
    if src.is_empty() {
        return Url::parse("about:blank").ok();
    }
    let base = frame
        .base
        .as_deref()
        .cloned()
        .or_else(|| state.info(parent).map(|info| state.fallback_base_url(&info)))?;
    base.join(src).ok()
}

/// [Navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)'s
/// step that checks if unloading is canceled for the navigable's document and those
/// below it (`beforeunload`: runtime/navigation/unloading.rs, where nothing cancels),
/// here when script starts the navigation, synchronously, as Chrome does. (A javascript:
/// URL is sent elsewhere before that step: it asks nothing.)
pub(crate) fn ask_to_unload(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>, old: RealmId) {
    state.inside_script(|| unloading::check_if_unloading_is_canceled(scope, state, old));
}

/// Whether a frame's `src` is a `javascript:` URL.
fn is_javascript_url(src: &str) -> bool {
    src.trim_start().get(..11).is_some_and(|scheme| scheme.eq_ignore_ascii_case("javascript:"))
}

/// A form submission's [POST resource](https://html.spec.whatwg.org/multipage/browsing-the-web.html#post-resource)
/// from script: its body (a Uint8Array) and Content-Type; `None` unless `body` is one.
pub(super) fn post_resource<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    body: v8::Local<'s, v8::Value>,
    content_type: v8::Local<'s, v8::Value>,
) -> Option<Rc<PostResource>> {
    let view = v8::Local::<v8::ArrayBufferView>::try_from(body).ok()?;
    let mut bytes = vec![0u8; view.byte_length()];
    view.copy_contents(&mut bytes);
    let content_type = content_type.to_rust_string_lossy(scope);
    let origin = GroupState::current(scope)
        .and_then(|(state, realm)| state.info(realm))
        .map_or_else(|| "null".to_string(), |info| info.origin.ascii_serialization());
    Some(Rc::new(PostResource { body: bytes, content_type, origin }))
}

/// A frame element was disconnected: its realm (and those below) detach, and queued
/// navigations of it are dropped. Its scripts stop; its timers are dropped.
fn frame_removed(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    let Ok(element) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    // The parent no longer waits for this frame's load.
    if let Some(parent) = state.cancel_navigations(scope, element) {
        state.child_gone(parent);
    }
    // HTML's "destroy a child navigable" step 3: inform the navigation API about child
    // navigable destruction, for the frame's document and those of its frames.
    // (The navigateerror events are placed at the page script that removes the frame:
    // its position is taken here, where the remover's frames are on the stack.)
    if let Some(realm) = state.realm_of_element(scope, element) {
        let undefined = v8::undefined(scope).into();
        let position =
            crate::runtime::script::describe_exception(scope, undefined).position.unwrap_or_default();
        inform_navigation_api(scope, &state, realm, &position);
    }
    while let Some(realm) = state.realm_of_element(scope, element) {
        state.detach(scope, realm, crate::runtime::group::Detach::Removed);
    }
}

/// `natives.stopLoading()`: `window.stop()`'s [stop loading](https://html.spec.whatwg.org/multipage/document-lifecycle.html#nav-stop)
/// steps 1–2: unless the document unloads, its queued navigations (and a frame's first,
/// still queued) are taken back, and a parent that waited for them no longer does (the
/// Navigation API's ongoing navigation aborts in window.js first).
fn stop_loading(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    if !unloading::is_unloading(&state, document) {
        state.stop_ongoing_navigation(scope, document);
    }
}

/// HTML's [inform the navigation API about child navigable destruction](https://html.spec.whatwg.org/multipage/nav-history-apis.html#inform-the-navigation-api-about-child-navigable-destruction)
/// for `realm`'s document: 1. its ongoing navigation aborts; 2–3. its upcoming traversals'
/// promises reject (html/navigation.js); 4. the same for each of its frames' documents.
/// (`position`: the remover's script's resource, line and column, for navigateerror.)
fn inform_navigation_api(
    scope: &mut v8::PinScope,
    state: &Rc<GroupState>,
    realm: RealmId,
    position: &(String, u32, u32),
) {
    if state.is_detached(realm) {
        return;
    }
    if let (Some(context), Some(hooks)) = (state.context(scope, realm), state.hooks(realm)) {
        let scope = &mut v8::ContextScope::new(scope, context);
        let (file, line, column) = position;
        if let Some(file) = v8::String::new(scope, file) {
            let line = v8::Integer::new_from_unsigned(scope, *line).into();
            let column = v8::Integer::new_from_unsigned(scope, *column).into();
            call_hook_with(scope, &hooks, Hook::NavigationDestroyed, &[file.into(), line, column]);
        }
    }
    for child in state.children(realm) {
        inform_navigation_api(scope, state, child, position);
    }
}

/// `natives.setFrameSandbox(element, value)`: an iframe's `sandbox` attribute was set,
/// changed or removed (`undefined`): its [iframe sandboxing flag set](https://html.spec.whatwg.org/multipage/browsers.html#iframe-sandboxing-flag-set)
/// follows, for the frame's next navigation (one its own document starts, a reload, too);
/// the document it has keeps its flags.
fn set_frame_sandbox(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let Ok(element) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    let value = args.get(1).is_string().then(|| args.get(1).to_rust_string_lossy(scope));
    let Some(realm) = state.realm_of_element(scope, element).and_then(|id| state.realm(id)) else { return };
    realm.with_info_mut(|info| {
        if let Some(container) = info.container.as_mut() {
            container.sandbox = value;
        }
    });
}

/// `location.href = url`, `location.assign(url)`, `location.replace(url)`: navigates the
/// realm's own frame (or the top level) to `url`, resolved against the document's URL.
/// Throws a SyntaxError DOMException (through the bootstrap) for a URL that does not
/// parse: returns `false` then. A second argument `true` makes it `location.reload()`;
/// a third and fourth are a form's POST body (a Uint8Array) and its Content-Type. A fifth,
/// a string, makes it a link's or a form's navigation: this realm's document is its source
/// and the string its `referrerpolicy` ("no-referrer" for `noreferrer`); without it, the
/// incumbent realm's document is (Location-object navigate's sourceDocument).
fn navigate_self<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let (id, info) = (realm.id(), realm.info());
    let text = args.get(0).to_rust_string_lossy(scope);
    let Ok(url) = info.url.join(&text) else {
        rv.set_bool(false);
        return;
    };
    // The incumbent realm's document is the one navigating (a frame setting
    // top.location): Location-object navigate's sourceDocument. A link's, a form's and
    // navigation.navigate()'s source is this realm's own document (the fifth argument).
    // (A document may always navigate itself: no check, and no incumbent, then.)
    let incumbent = if args.get(4).is_string() { None } else { super::incumbent::incumbent_realm(scope) };
    if let Some(source) = incumbent
        && let Err(message) = allowed_to_navigate(&state, source, id, &url)
    {
        WebError::dom("SecurityError", message).throw(scope);
        return;
    }
    let post = post_resource(scope, args.get(2), args.get(3));
    // (`reload` is true for location.reload(), "replace" for location.replace(), "push"
    // for navigation.navigate()'s history "push".)
    let history = match args.get(1) {
        reload if reload.is_true() => HistoryHandling::Reload,
        push if push.is_string() && push.to_rust_string_lossy(scope) == "push" => HistoryHandling::Push,
        replace if replace.is_string() => HistoryHandling::Replace,
        _ => HistoryHandling::Auto,
    };
    // (A reload's request is its document's again: the Referer its request sent.)
    let referrer = match args.get(4) {
        _ if history == HistoryHandling::Reload => state
            .info(id)
            .and_then(|info| crate::runtime::navigation::request_referrer::reload_referrer(&info)),
        policy if policy.is_string() => {
            let policy = policy.to_rust_string_lossy(scope);
            navigation_referrer(&state, id, Some(&policy))
        }
        _ => incumbent.and_then(|source| navigation_referrer(&state, source, None)),
    };
    queue_realm_navigation(scope, &state, id, url, history, post, referrer);
    rv.set_bool(true);
}

/// [Allowed to navigate](https://html.spec.whatwg.org/multipage/browsers.html#allowed-to-navigate)
/// under the source document's sandboxing flags: a sandboxed document navigates itself and
/// its descendants; its top-level traversable only with allow-top-navigation (steps 2.1–2.2);
/// a popup it opened as its one permitted sandboxed navigator (step 3); any other only
/// without the sandboxed navigation browsing context flag. The error is Chrome's message.
pub(super) fn allowed_to_navigate(
    state: &GroupState,
    source: RealmId,
    target: RealmId,
    url: &Url,
) -> Result<(), String> {
    let Some(flags) = state.info(source).map(|i| i.sandboxing_flags) else { return Ok(()) };
    if source == target || !flags.has(SandboxingFlags::NAVIGATION) {
        return Ok(());
    }
    // 1. A descendant of the source: allowed.
    let mut ancestor = state.parent_of(target);
    while let Some(id) = ancestor {
        if id == source {
            return Ok(());
        }
        ancestor = state.parent_of(id);
    }
    let mut top = source;
    while let Some(parent) = state.parent_of(top) {
        top = parent;
    }
    let denied =
        format!("The current window does not have permission to navigate the target frame to '{url}'.");
    if target == top && !flags.has(SandboxingFlags::TOP_LEVEL_NAVIGATION_WITHOUT_USER_ACTIVATION) {
        return Ok(());
    }
    // 3. Another top-level traversable: only by its one permitted sandboxed navigator, the
    //    sandboxed document that opened it.
    let target_info = state.info(target);
    if target_info.is_some_and(|t| t.parent.is_none() && t.opening.opener == Some(source)) {
        return Ok(());
    }
    Err(denied)
}

/// `natives.runJavaScriptURL(url)`: Location navigating the current realm's document to a
/// `javascript:` URL: in a task of the document's, the script runs there and a string
/// result replaces a frame's document (`runtime/navigation/javascript_url.rs`). The
/// initiator is the incumbent realm (a parent setting its frame's `location`).
fn run_javascript_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Ok(url) = Url::parse(&args.get(0).to_rust_string_lossy(scope)) else { return };
    let initiator = super::incumbent::incumbent_realm(scope).unwrap_or(realm);
    queue_javascript_url(&state, realm, url, initiator);
}

/// Queues [HTML's navigate to a javascript: URL](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url)
/// of realm `realm`'s navigable, initiated by `initiator`, in a task of the document's.
pub fn queue_javascript_url(state: &Rc<GroupState>, realm: RealmId, url: Url, initiator: RealmId) {
    let steps = GlobalSteps::Native(Box::new(move |scope: &mut v8::PinScope<'_, '_>| {
        if let Some(state) = GroupState::of(scope) {
            crate::runtime::navigation::javascript_url::navigate_by_location(
                scope, &state, realm, &url, initiator,
            );
        }
    }));
    state.tasks.borrow_mut().push(Task::GlobalTask { realm, steps });
}

/// Queues the navigation of realm `id`'s browsing context (a frame, or a top-level
/// window) to `url` (`reload`: a navigation timing type of `reload`), with a form's
/// `post` body, requested by `referrer` (`None`: the parent or opener, as the request is
/// made). A reload of a document a POST fetched posts its body again (HTML's
/// [reload](https://html.spec.whatwg.org/multipage/browsing-the-web.html#reload) traverses
/// to the same document state, whose request body the fetch sends).
pub fn queue_realm_navigation(
    scope: &mut v8::PinScope,
    state: &Rc<GroupState>,
    id: RealmId,
    url: Url,
    history: HistoryHandling,
    post: Option<Rc<PostResource>>,
    referrer: Option<Referrer>,
) {
    // (A javascript: URL runs in the document, in a task: HTML's navigate step 12.)
    if url.scheme() == "javascript" {
        let initiator = super::incumbent::incumbent_realm(scope).unwrap_or(id);
        queue_javascript_url(state, id, url, initiator);
        return;
    }
    // (`realm_navigation` aborts the frame's navigations still queued: HTML's navigate
    // step 19, set the ongoing navigation.)
    if let Some(navigation) = realm_navigation(scope, state, id, url, history, post, referrer) {
        state.queue_navigation(scope, navigation);
    }
}

/// The navigation of realm `id`'s browsing context to `url` ([`queue_realm_navigation`]),
/// once its document was asked to unload (`beforeunload`); `None` while it unloads.
pub(crate) fn realm_navigation(
    scope: &mut v8::PinScope,
    state: &Rc<GroupState>,
    id: RealmId,
    url: Url,
    history: HistoryHandling,
    post: Option<Rc<PostResource>>,
    referrer: Option<Referrer>,
) -> Option<Navigation> {
    let reload = history == HistoryHandling::Reload;
    // HTML's "Location-object navigate" step 2, and the form submission and frame rules:
    // a document not completely loaded is replaced (there is no user activation to
    // except it).
    let history = match history {
        HistoryHandling::Auto if !state.is_completely_loaded(id) => HistoryHandling::Replace,
        history => history,
    };
    let info = state.info(id)?;
    let post = match post {
        None if reload => info.navigation.as_ref().and_then(|n| n.post.clone()),
        post => post,
    };
    let element = state.element(scope, id).map(|e| v8::Global::new(scope, e));
    let frame = info.container.as_ref().map(|c| FrameElement {
        kind: c.kind,
        id: (!c.id.is_empty()).then(|| c.id.clone()),
        src: Some(c.src.clone()),
        srcdoc: None,
        name: None,
        // (The container's iframe sandboxing flag set as it is now: `setFrameSandbox`.)
        sandbox: c.sandbox.clone(),
        allow: c.allow.clone(),
        allowfullscreen: c.allowfullscreen,
        // (This navigation has its URL: the container's src is not parsed again.)
        base: None,
    });
    if unloading::is_unloading(state, id) {
        return None;
    }
    // (A traversal asked already, before its navigate event: history_traversal.rs.)
    if url.scheme() != "javascript" && !matches!(history, HistoryHandling::Traverse(_)) {
        ask_to_unload(scope, state, id);
    }
    // A navigation of the frame still queued (its src, waiting for its task) is
    // superseded: HTML's navigate aborts the navigable's ongoing navigation. Its delaying
    // of the parent's load passes to this one, and the initial about:blank it would have
    // replaced fires no load. (A reload or a traversal leaves it: the frame's document
    // is still the one its src brings.)
    let superseded = url.scheme() != "javascript"
        && matches!(history, HistoryHandling::Auto | HistoryHandling::Push | HistoryHandling::Replace)
        && !reload
        && element
            .as_ref()
            .is_some_and(|e| state.cancel_navigations(scope, v8::Local::new(scope, e)).is_some());
    // (A top-level window's navigation still queued — window.open's to its URL — is
    // taken back likewise.)
    if element.is_none()
        && url.scheme() != "javascript"
        && matches!(history, HistoryHandling::Auto | HistoryHandling::Push | HistoryHandling::Replace)
        && !reload
    {
        state.stop_navigations(id);
    }
    // (So is the load event of a frame's about:blank (its initial one) that has not fired
    // yet when any navigation replaces it: Chrome fires a frame's during its insertion,
    // so a listener added afterwards sees only the new document's. A popup's initial
    // about:blank fires none: runtime/navigation/auxiliary.rs.)
    let replaces_initial = url.scheme() != "javascript"
        && !reload
        && !matches!(history, HistoryHandling::Traverse(_))
        && info.parent.is_some();
    if superseded || replaces_initial {
        state.cancel_initial_load(id);
    }
    Some(Navigation {
        parent: info.parent,
        frame,
        element,
        url: Some(url),
        replaces: Some(id),
        delays_parent_load: superseded,
        reload,
        post,
        history,
        referrer,
        // (The script's realm, or the document itself when none runs: a form, a link.)
        initiator: super::incumbent::incumbent_realm(scope).or(Some(id)),
        blob: None,
    })
}

/// A fragment navigation: the document's URL changes, the document stays.
fn set_fragment(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    let text = args.get(0).to_rust_string_lossy(scope);
    if let Ok(url) = Url::parse(&text) {
        state.set_url(id, url);
    }
}

fn frame_count(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    if let Some((state, id)) = GroupState::current(scope) {
        // Frames whose initial about:blank is not made yet count too.
        let initial = state.initial_documents_of(scope, id);
        navigate_inside_script(scope, &state, initial);
        rv.set_uint32(state.child_count(id) as u32);
    }
}

/// `frameElement`: the container, when its document is same origin-domain with this
/// window's (HTML: with the current settings object's); else null.
fn frame_element(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let (id, info) = (realm.id(), realm.info());
    let same_origin = info
        .parent
        .and_then(|p| state.info(p))
        .is_some_and(|p| crate::runtime::navigation::agent_clusters::same_origin_domain(&state, &p, &info));
    if let (true, Some(element)) = (same_origin, state.element(scope, id)) {
        rv.set(element.into());
    }
}

/// `location.ancestorOrigins`' list
/// ([HTML §7.2.4](https://html.spec.whatwg.org/multipage/nav-history-apis.html#concept-location-ancestor-origins-list)):
/// the serialized origins of the document's ancestor navigables' documents, parent first.
fn ancestor_origins(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let mut origins = Vec::new();
    let mut parent = realm.with_info(|i| i.parent);
    while let Some(info) = parent.and_then(|p| state.info(p)) {
        origins.push(info.origin.ascii_serialization());
        parent = info.parent;
    }
    let values: Vec<v8::Local<v8::Value>> =
        origins.iter().filter_map(|o| v8::String::new(scope, o)).map(Into::into).collect();
    rv.set(v8::Array::new_with_elements(scope, &values).into());
}
