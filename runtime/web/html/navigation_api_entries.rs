//! The natives behind the Navigation API's entries (`navigation.entries()`,
//! `currentEntry`, `traverseTo()`): the session history entries of the document's own
//! navigable, as HTML's [get the navigation API history entries](https://html.spec.whatwg.org/multipage/nav-history-apis.html#getting-the-navigation-api-history-entries)
//! sees them (`runtime/web/html/navigation.js` keeps the objects).
use crate::runtime::group::GroupState;
use crate::runtime::group::session_history::{SerializedState, SessionEntry};
use crate::runtime::realm::RealmId;
use crate::runtime::web::messaging::post_message::{deserialize, serialize_with_transfer};

use super::window::Native;

/// The Navigation API natives (`natives.*`).
pub fn natives() -> Vec<Native> {
    vec![
        ("navigationEntries", v8::MapFnTo::map_fn_to(navigation_entries)),
        ("navigationDeltaTo", v8::MapFnTo::map_fn_to(navigation_delta_to)),
        ("navigationState", v8::MapFnTo::map_fn_to(navigation_state)),
        ("navigationSetState", v8::MapFnTo::map_fn_to(navigation_set_state)),
        ("navigationActivation", v8::MapFnTo::map_fn_to(navigation_activation)),
        ("isInitialAboutBlank", v8::MapFnTo::map_fn_to(is_initial_about_blank)),
    ]
}

/// An entry's URL as a NavigationHistoryEntry of `document` shows it: HTML's
/// [`url` getter](https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-url)
/// 4. If the entry's document is not `document`, and that document's referrer policy is
///    `no-referrer` or `origin`, null. 5. Else its URL, serialized.
/// (The entry's document's policy as it last was: a `<meta name=referrer>` counts.)
fn entry_url<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    document: RealmId,
    entry: &SessionEntry,
) -> Option<v8::Local<'s, v8::Value>> {
    let censored = entry.document != document
        && state.info(entry.document).is_some_and(|info| {
            let policy = super::referrer::policy_of(&info);
            policy == "no-referrer" || policy == "origin"
        });
    if censored {
        return Some(v8::null(scope).into());
    }
    v8::String::new(scope, entry.url.as_str()).map(Into::into)
}

/// An entry's `[key, id, url, same document]`, as `navigationEntries` lists them.
fn entry_fields<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    document: RealmId,
    entry: &SessionEntry,
) -> Option<v8::Local<'s, v8::Value>> {
    let url = entry_url(scope, state, document, entry)?;
    let fields = [
        v8::Number::new(scope, entry.key as f64).into(),
        v8::Number::new(scope, entry.id as f64).into(),
        url,
        v8::Boolean::new(scope, entry.document == document).into(),
    ];
    Some(v8::Array::new_with_elements(scope, &fields).into())
}

/// `natives.navigationActivation()` → `[navigation type, entry, previous entry or
/// undefined, whether the previous entry's document was of this origin]` (each entry as
/// `navigationEntries` gives them), or `undefined` when the document is not its
/// navigable's latest: what HTML's [update document for history step application](https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application)
/// step 7 makes `navigation.activation` from (navigation.js picks the objects: 7.2–7.4).
fn navigation_activation<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    _args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    let Some(activation) = state.activation(document) else { return };
    let (entries, _) = state.navigable_entries(document);
    // (The entry as it is now, else as it was when the document became active.)
    let entry = entries.iter().find(|e| e.id == activation.entry.id).unwrap_or(&activation.entry);
    let Some(entry) = entry_fields(scope, &state, document, entry) else { return };
    let previous = match &activation.previous {
        Some(previous) => match entry_fields(scope, &state, document, previous) {
            Some(fields) => fields,
            None => return,
        },
        None => v8::undefined(scope).into(),
    };
    let Some(kind) = v8::String::new(scope, activation.navigation_type) else { return };
    let same_origin = v8::Boolean::new(scope, activation.previous_same_origin).into();
    rv.set(v8::Array::new_with_elements(scope, &[kind.into(), entry, previous, same_origin]).into());
}

/// `natives.navigationEntries()` → `[current index, [key, id, url, same document], …]`
/// (`url` null when censored: see [`entry_url`]):
/// HTML's "get the navigation API history entries" for the document's navigable:
/// 1–3. its current entry, with the entries before and after it that are of the same
/// origin, without a gap (the contiguous same-origin run). A document with "entries and
/// events disabled" gets none: not fully active (its frame removed), the initial
/// about:blank, an opaque origin's (sandboxed, data:).
fn navigation_entries<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    _args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    if state.is_detached(document) {
        return;
    }
    let Some(info) = state.realm(document).map(|realm| realm.info()) else { return };
    let origin = info.origin.clone();
    if !origin.is_tuple() {
        return;
    }
    let (entries, current) = state.navigable_entries(document);
    if entries.get(current).is_none_or(|e| e.document != document) {
        return;
    }
    // (A navigable's initial about:blank, the only entry it has had: none either.)
    if shows_initial_about_blank(&state, &info, entries.len()) {
        return;
    }
    let same_origin = |entry: &SessionEntry| entry_is_of_origin(&state, entry, &origin);
    let mut start = current;
    while start > 0 && same_origin(&entries[start - 1]) {
        start -= 1;
    }
    let mut end = current + 1;
    while end < entries.len() && same_origin(&entries[end]) {
        end += 1;
    }
    let mut items = vec![v8::Number::new(scope, (current - start) as f64).into()];
    for entry in &entries[start..end] {
        let Some(fields) = entry_fields(scope, &state, document, entry) else { return };
        items.push(fields);
    }
    rv.set(v8::Array::new_with_elements(scope, &items).into());
}

/// `natives.navigationDeltaTo(key)` → the delta of the joint session history from its
/// current step to the step of the navigable's entry with navigation API key `key`
/// (`undefined`: no such entry), what `traverseTo()` gives "traverse the history by a
/// delta".
fn navigation_delta_to<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    let Some(key) = args.get(0).integer_value(scope).and_then(|k| u64::try_from(k).ok()) else { return };
    if let Some(delta) = state.history_delta_to_key(document, key) {
        rv.set_double(delta as f64);
    }
}

/// `natives.navigationState(entry)` → the navigation API state of the navigable's entry
/// `entry`, deserialized into this realm (`undefined`: none).
fn navigation_state<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    let Some(id) = args.get(0).integer_value(scope).and_then(|e| u64::try_from(e).ok()) else { return };
    let (entries, _) = state.navigable_entries(document);
    let Some(serialized) = entries.iter().find(|e| e.id == id).and_then(|e| e.navigation_state.clone())
    else {
        return;
    };
    if let Some(value) = deserialize(scope, &serialized.0, &[]) {
        rv.set(value);
    }
}

/// `natives.navigationSetState(entry, state)`: sets the navigation API state of the
/// navigable's entry `entry` (`state` a value `structuredClone` made already; undefined
/// keeps none).
fn navigation_set_state<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    let Some(id) = args.get(0).integer_value(scope).and_then(|e| u64::try_from(e).ok()) else { return };
    let value = args.get(1);
    let serialized = if value.is_undefined() {
        None
    } else {
        let undefined = v8::undefined(scope).into();
        v8::tc_scope!(let tc, scope);
        serialize_with_transfer(tc, value, undefined, &[]).ok().map(SerializedState)
    };
    state.set_navigation_state(document, id, serialized);
}

/// Whether a document is its navigable's initial about:blank (or an about:blank that is
/// still its navigable's only entry, unless `document.open()` ran on it), given how many
/// entries the navigable has.
fn shows_initial_about_blank(
    state: &GroupState,
    info: &crate::runtime::realm::RealmInfo,
    entries: usize,
) -> bool {
    let blank = info.url.scheme() == "about" && info.url.path() == "blank";
    let opened = state.realm(info.id).is_some_and(|realm| realm.load().opened);
    info.opening.initial_about_blank || (blank && entries == 1 && !opened)
}

/// `natives.isInitialAboutBlank()`: whether the document is its navigable's initial
/// about:blank, for HTML's [navigation must be a replace](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigation-must-be-a-replace).
fn is_initial_about_blank(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    let Some(info) = state.realm(document).map(|realm| realm.info()) else { return };
    let (entries, _) = state.navigable_entries(document);
    rv.set_bool(shows_initial_about_blank(&state, &info, entries.len()));
}

/// Whether session history entry `entry` is of `origin`: its document's origin, or its
/// URL's once that document is gone.
pub(crate) fn entry_is_of_origin(state: &GroupState, entry: &SessionEntry, origin: &url::Origin) -> bool {
    match state.info(entry.document) {
        Some(info) => info.origin == *origin,
        None => entry.url.origin() == *origin,
    }
}
