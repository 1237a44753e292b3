//! `window.open()`, and what a top-level window has for its opener and for being closed:
//! `opener`, `closed`, `close()`, `name`.
//! [HTML §7.2.2.1 Opening and closing windows](https://html.spec.whatwg.org/multipage/nav-history-apis.html#apis-for-creating-and-navigating-browsing-contexts-by-name)
//!
//! The page model makes the window (`navigation::create_auxiliary_window`: its initial
//! `about:blank`, its opener, its browsing context group) and decides COOP's group switch
//! when it navigates; here are the method steps, the rules for choosing a navigable by
//! name, and `window.name` (the target names themselves: `runtime/group/target_names.rs`).
use std::rc::Rc;

use crate::runtime::event_loop::HistoryHandling;

use url::Url;

use super::frames::{queue_javascript_url, queue_realm_navigation};
use super::navigate_by_other::{navigate_by_other, replaces_entry};
use super::window::Native;
use crate::bindings::realm;
use crate::runtime::console::LogLevel;
use crate::runtime::group::{Detach, GroupState};
use crate::runtime::navigation::request_referrer::navigation_referrer;
use crate::runtime::navigation::{PostResource, create_auxiliary_window, unloading};
use crate::runtime::realm::RealmId;
use crate::runtime::sandboxing::SandboxingFlags;
use crate::runtime::web::cssom::open_features::set_up_browsing_context_features;
use crate::runtime::web::web_error::{WebError, WebResult};

/// How many top-level windows may be open at once: beyond, `window.open` is a blocked
/// popup (it returns null), so a page cannot open windows without end.
pub const MAX_OPEN_WINDOWS: usize = 100;

/// The natives behind `open`, `opener`, `closed`, `close` and `name`.
pub fn natives() -> Vec<Native> {
    vec![
        ("openWindow", v8::MapFnTo::map_fn_to(open_window)),
        ("windowOpener", v8::MapFnTo::map_fn_to(window_opener)),
        ("disownOpener", v8::MapFnTo::map_fn_to(disown_opener)),
        ("windowClosed", v8::MapFnTo::map_fn_to(window_closed)),
        ("closeWindow", v8::MapFnTo::map_fn_to(close_window)),
        ("windowName", v8::MapFnTo::map_fn_to(window_name)),
        ("setWindowName", v8::MapFnTo::map_fn_to(set_window_name)),
        ("setFrameName", v8::MapFnTo::map_fn_to(set_frame_name)),
        ("frameTargetName", v8::MapFnTo::map_fn_to(frame_target_name)),
        ("isPopup", v8::MapFnTo::map_fn_to(is_popup)),
    ]
}

/// `natives.openWindow(url, target, features, referrerpolicy, link, body, contentType)`:
/// the `open()` method steps (`referrerpolicy`: a link's attribute, when a link's target
/// opens or names a window; `link`: a link's or a form's target navigable is chosen as
/// they do; `body` and `contentType`: a form's POST resource, which the navigation sends).
fn open_window<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let Some(state) = GroupState::of(scope) else { return };
    // The entry realm (the one whose script called, through any same-origin window); a
    // fifth argument `true`: the current realm, a followed link's own document
    // (https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2: its
    // sourceDocument is the link's node document, whoever's script clicked it).
    let source = if args.get(4).is_true() {
        GroupState::current(scope).map(|(_, id)| id)
    } else {
        let entered = scope.get_entered_or_microtask_context();
        realm::realm_id(scope, entered)
    };
    let Some(source) = source else { return };
    let url = args.get(0).to_rust_string_lossy(scope);
    let target = args.get(1).to_rust_string_lossy(scope);
    let features = args.get(2).to_rust_string_lossy(scope);
    let policy = args.get(3).is_string().then(|| args.get(3).to_rust_string_lossy(scope));
    let post = super::frames::post_resource(scope, args.get(5), args.get(6));
    let open =
        Open { url: &url, target: &target, features: &features, referrer_policy: policy.as_deref(), post };
    match window_open_steps(scope, &state, source, open) {
        Ok(Some(opened)) => {
            if let Some(window) = state.global_of(scope, opened) {
                rv.set(window);
            }
        }
        Ok(None) => {}
        Err(error) => error.throw(scope),
    }
}

/// What the window open steps are given: `open()`'s arguments, a link's referrer policy,
/// a form's POST resource.
struct Open<'a> {
    url: &'a str,
    target: &'a str,
    features: &'a str,
    referrer_policy: Option<&'a str>,
    post: Option<Rc<PostResource>>,
}

/// [The window open steps](https://html.spec.whatwg.org/multipage/nav-history-apis.html#window-open-steps):
/// returns the realm whose WindowProxy `open()` returns (`None`: null). The navigation's
/// referrer policy is `referrer_policy` (a link's), "no-referrer" with `noreferrer`; a
/// form's navigation sends its POST resource (HTML's form submission, step 24's plan).
fn window_open_steps(
    scope: &mut v8::PinScope,
    state: &Rc<GroupState>,
    source: RealmId,
    open: Open,
) -> WebResult<Option<RealmId>> {
    let Open { url, target, features, referrer_policy, post } = open;
    // 1. If the event loop's termination nesting level is nonzero, return null.
    if state.termination_nesting_level.get() > 0 {
        return Ok(None);
    }
    // 2. Let sourceDocument be the entry global object's associated Document (a detached
    // one has no navigable: nothing opens).
    let Some(source_info) = state.info(source).filter(|_| !state.is_detached(source)) else {
        return Ok(None);
    };
    // 3–4. If url is not the empty string, parse it relative to sourceDocument; failure
    // throws a "SyntaxError" DOMException.
    let url_record = match url {
        "" => None,
        // (Against the document's base URL: an about:srcdoc document's is its parent's.)
        url => Some(state.fallback_base_url(&source_info).join(url).map_err(|_| {
            WebError::dom(
                "SyntaxError",
                format!(
                    "Failed to execute 'open' on 'Window': Unable to open a window with invalid URL '{url}'."
                ),
            )
        })?),
    };
    // 5. If target is the empty string, then set target to "_blank".
    let target = if target.is_empty() { "_blank" } else { target };
    // 6–10. Tokenize features; noopener, and noreferrer (which implies noopener).
    let tokenized = tokenize_features(features);
    let flag = |name: &str| feature(&tokenized, name).is_some_and(boolean_feature);
    let noreferrer = flag("noreferrer");
    let noopener = flag("noopener") || noreferrer;
    // (Step 11: only a window of type "new and unrestricted" gets is popup: a noopener
    // or noreferrer one, "new with no opener", is never a popup.)
    let popup = !noopener && popup_requested(&tokenized);
    // 11. The rules for choosing a navigable given target, sourceDocument's node navigable
    // and noopener.
    let chosen = choose_navigable(state, source, target);
    let (target_realm, new) = match chosen {
        // 12. If targetNavigable is null, then return null (a blocked popup).
        Chosen::Blocked => {
            state.console.push(
                source.get(),
                LogLevel::Warn,
                format!("window.open: blocked a popup: more than {MAX_OPEN_WINDOWS} windows are open"),
            );
            return Ok(None);
        }
        Chosen::Existing(realm) => (realm, false),
        // (The rules' step 8.2: a new navigable is not made under the sandboxed auxiliary
        // navigation browsing context flag, no allow-popups; Chrome logs why.)
        Chosen::New if source_info.sandboxing_flags.has(SandboxingFlags::AUXILIARY_NAVIGATION) => {
            state.console.push(
                source.get(),
                LogLevel::Error,
                format!(
                    "Blocked opening '{}' in a new window because the request was made in a sandboxed frame whose 'allow-popups' permission is not set.",
                    url_record.as_ref().map_or("about:blank", Url::as_str)
                ),
            );
            return Ok(None);
        }
        Chosen::New => {
            let Some(realm) = create_auxiliary_window(scope, state, source, noopener, popup) else {
                return Ok(None);
            };
            // (Step 11.2 of "if windowType is new": set up browsing context features — the
            // window's size and position, CSSOM View's features.)
            set_up_browsing_context_features(state, realm, &tokenized);
            if !target.eq_ignore_ascii_case("_blank")
                && let Some(browsing_context) = state.browsing_context_of(realm)
            {
                state.set_target_name(browsing_context, target);
            }
            (realm, true)
        }
    };
    // 13–14. Navigate targetNavigable to urlRecord (a new window's about:blank stays),
    // sourceDocument its source, with no referrer under noreferrer (step 10's
    // referrerPolicy "no-referrer"). (A javascript: URL runs in the target's document,
    // initiated by the source.)
    if let Some(url) = url_record.filter(|u| !(new && is_about_blank(u))) {
        if url.scheme() == "javascript" {
            queue_javascript_url(state, target_realm, url, source);
        } else {
            // (An existing navigable's document runs its part of navigate first: a
            // fragment navigation, the Navigation API's navigate event.)
            let replace = replaces_entry(state, target_realm, &url);
            if new || navigate_by_other(scope, state, target_realm, source, &url, replace, post.as_deref()) {
                let policy = if noreferrer { Some("no-referrer") } else { referrer_policy };
                let referrer = navigation_referrer(state, source, policy);
                queue_realm_navigation(
                    scope,
                    state,
                    target_realm,
                    url,
                    HistoryHandling::Auto,
                    post,
                    referrer,
                );
            }
        }
    }
    // 15. If windowType is "new with no opener" (a new window under noopener), then return
    // null. An existing navigable (`_self`, `_parent`, `_top`) is returned even under
    // noopener: HTML since whatwg/html#12845 (August 2026), as Chrome and Firefox did before;
    // one found by its name is navigated but not returned, as Chrome does.
    let keyword = ["_self", "_parent", "_top"].iter().any(|k| target.eq_ignore_ascii_case(k));
    if noopener && (new || !keyword) {
        return Ok(None);
    }
    // 16. Return targetNavigable's active WindowProxy.
    Ok(Some(target_realm))
}

fn is_about_blank(url: &Url) -> bool {
    url.scheme() == "about" && url.path() == "blank"
}

/// What the rules for choosing a navigable chose.
enum Chosen {
    Existing(RealmId),
    New,
    Blocked,
}

/// [The rules for choosing a navigable](https://html.spec.whatwg.org/multipage/document-sequences.html#the-rules-for-choosing-a-navigable),
/// for `_self`, `_parent`, `_top`, `_blank`, and the target names of the navigables of the
/// source's browsing context group: a frame's (its `name` attribute, or its `window.name`)
/// or a top-level window's. A navigable of the source's own tree is found first (its top,
/// then its frames in tree order, as Chrome searches the page's frames first), then the
/// other top-level windows and their frames that the source is
/// [familiar with](https://html.spec.whatwg.org/multipage/document-sequences.html#familiar-with):
/// a window, or a frame one of whose inclusive ancestors is of the source's origin.
fn choose_navigable(state: &GroupState, source: RealmId, target: &str) -> Chosen {
    let lower = target.to_ascii_lowercase();
    // 3. If name is the empty string or an ASCII case-insensitive match for "_self", then
    // set chosen to currentNavigable.
    if lower == "_self" {
        return Chosen::Existing(source);
    }
    // 4. "_parent": currentNavigable's parent, if any, else currentNavigable.
    if lower == "_parent" {
        return Chosen::Existing(state.parent_of(source).unwrap_or(source));
    }
    // 5. "_top": currentNavigable's traversable navigable.
    if lower == "_top" {
        return Chosen::Existing(state.top_of(source).unwrap_or(source));
    }
    let windows = state.top_level_windows();
    // 6. Otherwise, if name is not "_blank" and there is a navigable that is familiar with
    // currentNavigable and whose target name is name, choose it (under noopener too, as
    // Chrome does: the named window is navigated, and window.open returns null).
    if lower != "_blank" {
        let group = state.info(source).map(|i| i.opening.group);
        let origin = state.info(source).map(|i| i.origin);
        let own_top = state.top_of(source).unwrap_or(source);
        let named = |realm: RealmId| {
            state.browsing_context_of(realm).and_then(|b| state.target_name(b)).is_some_and(|n| n == target)
        };
        // (`familiar`: the frame has an inclusive ancestor of the source's origin.)
        let familiar = |realm: RealmId| {
            let mut next = Some(realm);
            while let Some(id) = next {
                if state.info(id).map(|i| i.origin) == origin {
                    return true;
                }
                next = state.parent_of(id);
            }
            false
        };
        let mut tops = vec![own_top];
        tops.extend(
            windows
                .iter()
                .copied()
                .filter(|w| *w != own_top && state.info(*w).map(|i| i.opening.group) == group),
        );
        for top in tops {
            if named(top) {
                return Chosen::Existing(top);
            }
            let frames = state.inclusive_descendants(top).into_iter().filter(|frame| *frame != top);
            if let Some(frame) =
                frames.into_iter().find(|frame| named(*frame) && (top == own_top || familiar(*frame)))
            {
                return Chosen::Existing(frame);
            }
        }
    }
    // 7. Otherwise, a new top-level traversable — unless the popup is blocked.
    if windows.len() >= MAX_OPEN_WINDOWS { Chosen::Blocked } else { Chosen::New }
}

/// [Tokenize the features argument](https://html.spec.whatwg.org/multipage/nav-history-apis.html#concept-window-open-features-tokenize):
/// (name, value) pairs in order, names and values ASCII-lowercased.
pub fn tokenize_features(features: &str) -> Vec<(String, String)> {
    let is_separator = |c: char| c.is_ascii_whitespace() || c == '=' || c == ',';
    let chars: Vec<char> = features.chars().collect();
    let mut tokenized = Vec::new();
    let mut position = 0;
    // 3. While position is not past the end of features:
    while position < chars.len() {
        // 3.2. Collect a sequence of code points that are feature separators.
        while position < chars.len() && is_separator(chars[position]) {
            position += 1;
        }
        // 3.3. Collect a sequence that are not feature separators: name, lowercased.
        let start = position;
        while position < chars.len() && !is_separator(chars[position]) {
            position += 1;
        }
        let name: String = chars[start..position].iter().collect::<String>().to_ascii_lowercase();
        // 3.4. Set name to the result of normalizing the feature name name.
        let name = normalize_feature_name(name);
        // 3.5. Skip separators up to "=", stopping at "," or a non-separator.
        while position < chars.len() && chars[position] != '=' {
            if chars[position] == ',' || !is_separator(chars[position]) {
                break;
            }
            position += 1;
        }
        // 3.6. If at a feature separator: skip separators up to ",", then collect the value.
        let mut value = String::new();
        if position < chars.len() && is_separator(chars[position]) {
            while position < chars.len() && is_separator(chars[position]) && chars[position] != ',' {
                position += 1;
            }
            let start = position;
            while position < chars.len() && !is_separator(chars[position]) {
                position += 1;
            }
            value = chars[start..position].iter().collect::<String>().to_ascii_lowercase();
        }
        // 3.7. If name is not the empty string, then set tokenizedFeatures[name] to value.
        if !name.is_empty() {
            tokenized.push((name, value));
        }
    }
    tokenized
}

/// [Normalize the feature name](https://html.spec.whatwg.org/multipage/nav-history-apis.html#normalizing-the-feature-name):
/// the legacy names of CSSOM View's size and position features.
fn normalize_feature_name(name: String) -> String {
    match name.as_str() {
        "screenx" => "left".into(),
        "screeny" => "top".into(),
        "innerwidth" => "width".into(),
        "innerheight" => "height".into(),
        _ => name,
    }
}

/// [Check if a popup window is requested](https://html.spec.whatwg.org/multipage/nav-history-apis.html#popup-window-is-requested)
/// given the tokenized features (a later feature of a name wins, as the map's do).
pub fn popup_requested(tokenized: &[(String, String)]) -> bool {
    let feature = |name: &str| feature(tokenized, name);
    // "Check if a window feature is set": the feature parsed as a boolean, else the default.
    let set = |name: &str, default: bool| feature(name).map_or(default, boolean_feature);
    // 1. If tokenizedFeatures is empty, then return false.
    if tokenized.is_empty() {
        return false;
    }
    // 2. If tokenizedFeatures["popup"] exists, then return it parsed as a boolean feature.
    if let Some(value) = feature("popup") {
        return boolean_feature(value);
    }
    // 3–5. If location and toolbar are both false, then return true.
    if !set("location", false) && !set("toolbar", false) {
        return true;
    }
    // 6–7. menubar, 8–9. resizable (default true), 10–11. scrollbars, 12–13. status: any
    // false, then return true.
    if !set("menubar", false) || !set("resizable", true) || !set("scrollbars", false) || !set("status", false)
    {
        return true;
    }
    // 14. Return false.
    false
}

/// `natives.isPopup()`: whether the current realm's top-level traversable is a popup, or
/// the realm has no browsing context any more (BarProp's `visible` is its negation).
fn is_popup(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    // (A window whose browsing context is gone — a removed frame's — shows no bars, as
    // Chrome answers and the upstream test expects.)
    let popup = state.is_detached(id)
        || state.top_of(id).and_then(|top| state.info(top)).is_some_and(|info| info.opening.popup);
    rv.set_bool(popup);
}

/// The value of the feature `name` in `tokenized` (HTML's tokenized features, in order): a
/// later feature of a name wins, as the ordered map's set does.
pub fn feature<'a>(tokenized: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tokenized.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// [Parse a boolean feature](https://html.spec.whatwg.org/multipage/nav-history-apis.html#concept-window-open-features-parse-boolean).
pub fn boolean_feature(value: &str) -> bool {
    // 1. If value is the empty string, then return true. 2. If value is "yes" or "true",
    // then return true.
    if value.is_empty() || value == "yes" || value == "true" {
        return true;
    }
    // 3. Let parsed be the result of parsing value as an integer (0 on an error).
    // 4. Return false if parsed is 0, and true otherwise.
    crate::runtime::web::cssom::open_features::parse_integer(value).unwrap_or(0) != 0
}

/// `opener` of realm `id`: its opener browsing context's active WindowProxy, or null when
/// it has none (or that one was closed or removed).
pub fn opener_of<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    id: RealmId,
) -> v8::Local<'s, v8::Value> {
    // (A WindowProxy whose browsing context was discarded — a closed window, once the
    // task that closed it ended — has no opener: the getter's step 2.)
    if state.realm(id).is_some_and(|r| r.load().discarded) {
        return v8::null(scope).into();
    }
    let opener = state
        .info(id)
        .and_then(|i| i.opening.opener)
        .and_then(|o| state.browsing_context_of(o))
        .and_then(|b| state.active_realm(b))
        .filter(|r| !state.is_detached(*r));
    opener.and_then(|r| state.global_of(scope, r)).unwrap_or_else(|| v8::null(scope).into())
}

fn window_opener(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    let opener = opener_of(scope, &state, id);
    rv.set(opener);
}

/// `opener = null`: [disown the opener](https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-opener).
fn disown_opener(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if let Some((_, realm)) = GroupState::current_realm(scope) {
        realm.with_info_mut(|i| i.opening.opener = None);
    }
}

/// `closed`: whether the window's browsing context was closed (or removed).
fn window_closed(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    // (True from the moment it is closing: its unload events see it closed.)
    rv.set_bool(state.is_detached(id) || state.realm(id).is_some_and(|r| r.load().closing));
}

fn close_window(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    close(scope, &state, id);
}

/// The [`close()` method steps](https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-close)
/// for realm `id`'s window.
pub fn close(scope: &mut v8::PinScope, state: &Rc<GroupState>, id: RealmId) {
    let Some(info) = state.info(id) else { return };
    let Some(realm) = state.realm(id) else { return };
    // 2. If thisTraversable is not a top-level traversable, then return. 3. If its is
    // closing is true, then return.
    if info.parent.is_some() || state.is_detached(id) || realm.load().closing {
        return;
    }
    // 6. Only a script-closable navigable closes: here, a window `window.open` made (the
    // page itself stays: closing it would end the run).
    if !info.opening.opened {
        state.console.push(
            id.get(),
            LogLevel::Warn,
            "Scripts may close only the windows that were opened by them.".into(),
        );
        return;
    }
    // 6.1. Set is closing to true. 6.2–6.3. Close it, at once rather than in a task:
    // HTML's [close a top-level traversable](https://html.spec.whatwg.org/multipage/document-sequences.html#close-a-top-level-traversable)
    // 2–3. checks if unloading is canceled for its documents (`beforeunload`: nothing
    // cancels, unloading.rs); 4. unloads them (`pagehide`, `unload`), then destroys it:
    // its realm and those below detach; its WindowProxy keeps answering `closed`.
    realm.update_load(|l| l.closing = true);
    state.inside_script(|| {
        unloading::check_if_unloading_is_canceled(scope, state, id);
        unloading::unload_document_and_descendants(scope, state, id);
    });
    crate::runtime::web::cssom::open_features::forget_rect(state, id);
    state.detach(scope, id, Detach::Closed);
    // HTML's close() queues a task that closes the traversable; its browsing context is
    // discarded at the end of that task, and the WindowProxy, without a browsing context,
    // then answers `opener` with null (its getter's step 2). framescope closes at once (the
    // pagehide listeners ran above): the script that called close() and those listeners
    // still see the opener; the window is discarded once the task running now ends, before
    // any later task or timer (`GroupState::closed_windows`). `self`, `window`, `frames`
    // and `globalThis` answer the WindowProxy still (the global's, not the browsing
    // context's).
    state.closed_windows.borrow_mut().push(id);
}

/// The cross-origin `close` (a function the cross-origin handler makes, with the target
/// window as data).
pub fn cross_origin_close<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(target) = v8::Local::<v8::Object>::try_from(args.data()) else { return };
    let target_realm = target.get_creation_context(scope).and_then(|c| realm::realm_id(scope, c));
    if let (Some(state), Some(id)) = (GroupState::of(scope), target_realm) {
        close(scope, &state, id);
    }
}

/// `name`: the browsing context's target name.
fn window_name(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    // (A detached window has no browsing context: its name is empty.)
    let name =
        state.browsing_context_of(id).filter(|_| !state.is_detached(id)).and_then(|b| state.target_name(b));
    if let Some(name) = v8::String::new(scope, &name.unwrap_or_default()) {
        rv.set(name.into());
    }
}

fn set_window_name(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = GroupState::current(scope) else { return };
    // A detached window has no browsing context to name.
    if state.is_detached(id) {
        return;
    }
    let name = args.get(0).to_rust_string_lossy(scope);
    if let Some(browsing_context) = state.browsing_context_of(id) {
        state.set_target_name(browsing_context, &name);
    }
}

/// `natives.frameTargetName(element)`: the target name of a frame element's content
/// navigable (what its `window.name` reads), or undefined when it has none yet (a frame
/// whose initial about:blank has no realm: its container's `name` is its name).
fn frame_target_name(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let Ok(element) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    let realm = state.realm_of_element(scope, element).filter(|r| !state.is_detached(*r));
    let Some(browsing_context) = realm.and_then(|r| state.browsing_context_of(r)) else { return };
    if let Some(name) = state.target_name(browsing_context).and_then(|name| v8::String::new(scope, &name)) {
        rv.set(name.into());
    }
}

/// `natives.setFrameName(element, name)`: a connected frame's `name` attribute was set
/// or removed (`""`): its content navigable's target name follows, as browsers do.
fn set_frame_name(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let Ok(element) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    let name = args.get(1).to_rust_string_lossy(scope);
    if let Some(browsing_context) =
        state.realm_of_element(scope, element).and_then(|r| state.browsing_context_of(r))
    {
        state.set_target_name(browsing_context, &name);
    }
}
