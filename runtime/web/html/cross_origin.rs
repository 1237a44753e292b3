//! What another origin's realm may reach of a Window and its Location: HTML's
//! CrossOriginProperties, answered by the access-checked objects' handlers (V8 calls them
//! for the accesses its access check denied; what they leave unanswered throws the
//! accessing realm's SecurityError).
//!
//! - Window: `window`, `self`, `frames`, `closed`, `length`, `top`, `opener`, `parent`
//!   read; `location` read (the target's Location, as another origin sees it) and set (a
//!   navigation); `close`, `focus`, `blur`, `postMessage` methods; the indexed frames.
//! - Location: `href` set (a navigation; reading it throws) and `replace()`
//!   (`cross_origin_location.rs`: another origin sees a Proxy of its own realm whose
//!   traps are Location's internal methods; the real Location never crosses).
//! - Both: `then`, `@@toStringTag`, `@@hasInstance` and `@@isConcatSpreadable` read as
//!   undefined (CrossOriginPropertyFallback).
//!
//! A method read across origins is one function per accessing realm, target and name
//! (HTML's cross-origin property descriptor map), so `w.close === w.close`.
//! [HTML §7.2.3 Cross-origin objects](https://html.spec.whatwg.org/multipage/nav-history-apis.html#cross-origin-objects)
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::bindings::realm;
use crate::runtime::event_loop::HistoryHandling;
use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;
use crate::runtime::web::messaging::post_message as messaging;
use crate::runtime::web::web_error::WebError;

use super::{frames, window_open};

/// The functions a group's realms handed out across origins, per (accessing realm, target
/// realm, property).
#[derive(Default)]
struct CrossOriginObjects {
    methods: RefCell<HashMap<FunctionKey, v8::Global<v8::Function>>>,
}

/// What a function handed out across origins is: a method, or an attribute's getter or
/// setter (in a property descriptor: CrossOriginGetOwnPropertyHelper).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Kind {
    Method,
    Getter,
    Setter,
}

/// A function handed out across origins: (accessing realm, target realm, property, kind).
type FunctionKey = (RealmId, RealmId, &'static str, Kind);

/// Window's CrossOriginProperties that are attributes (`location` has a setter too).
const WINDOW_ATTRIBUTES: [&str; 9] =
    ["window", "self", "location", "closed", "frames", "length", "top", "opener", "parent"];
/// Window's CrossOriginProperties that are methods, and their lengths.
const WINDOW_METHODS: [(&str, i32); 4] = [("close", 0), ("focus", 0), ("blur", 0), ("postMessage", 1)];

/// The realm behind an object of a context (a window's global, a Location stand-in).
fn realm_of(scope: &mut v8::PinScope, object: v8::Local<v8::Object>) -> Option<RealmId> {
    object.get_creation_context(scope).and_then(|c| realm::realm_id(scope, c))
}

/// CrossOriginPropertyFallback: `then` and three well-known symbols read as undefined.
pub(super) fn fallback(scope: &mut v8::PinScope, key: v8::Local<v8::Name>) -> bool {
    if !key.is_symbol() {
        return key.to_rust_string_lossy(scope) == "then";
    }
    let symbols = [
        v8::Symbol::get_to_string_tag(scope),
        v8::Symbol::get_has_instance(scope),
        v8::Symbol::get_is_concat_spreadable(scope),
    ];
    symbols.iter().any(|s| v8::Local::<v8::Name>::from(*s) == key)
}

/// The function `kind` of property `name` of target realm `target` as the current realm
/// sees it: made once (in the current realm) with `callback` and its `length`; its data is
/// the target's window proxy (a method, as postMessage's and close's callbacks expect), or
/// `[that proxy, name]`.
pub(super) fn function<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    target: RealmId,
    (name, kind): (&'static str, Kind),
    length: i32,
    callback: impl v8::MapFnTo<v8::FunctionCallback>,
) -> Option<v8::Local<'s, v8::Function>> {
    let (_, current) = GroupState::current(scope)?;
    let objects = state.web.get::<CrossOriginObjects>();
    if let Some(function) = objects.methods.borrow().get(&(current, target, name, kind)) {
        return Some(v8::Local::new(scope, function));
    }
    let proxy = state.global_of(scope, target)?;
    let text = v8::String::new(scope, name)?;
    let data: v8::Local<v8::Value> = match kind {
        Kind::Method => proxy,
        Kind::Getter | Kind::Setter => v8::Array::new_with_elements(scope, &[proxy, text.into()]).into(),
    };
    let function = v8::Function::builder(callback).data(data).length(length).build(scope)?;
    let label = match kind {
        Kind::Method => text,
        Kind::Getter => v8::String::new(scope, &format!("get {name}"))?,
        Kind::Setter => v8::String::new(scope, &format!("set {name}"))?,
    };
    function.set_name(label);
    objects.methods.borrow_mut().insert((current, target, name, kind), v8::Global::new(scope, function));
    Some(function)
}

/// A Window method across origins.
fn method<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    target: RealmId,
    name: &'static str,
    length: i32,
    callback: impl v8::MapFnTo<v8::FunctionCallback>,
) -> Option<v8::Local<'s, v8::Function>> {
    function(scope, state, target, (name, Kind::Method), length, callback)
}

/// The window proxy a cross-origin function was made for, and the property's name.
fn data_of<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::FunctionCallbackArguments<'s>,
) -> Option<(v8::Local<'s, v8::Object>, String)> {
    let Ok(data) = v8::Local::<v8::Array>::try_from(args.data()) else {
        return Some((v8::Local::<v8::Object>::try_from(args.data()).ok()?, String::new()));
    };
    let proxy = data.get_index(scope, 0).and_then(|p| v8::Local::<v8::Object>::try_from(p).ok())?;
    let name = data.get_index(scope, 1)?.to_rust_string_lossy(scope);
    Some((proxy, name))
}

/// The realm behind the window proxy a cross-origin function was made for (its current
/// document's).
fn target_of<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::FunctionCallbackArguments<'s>,
) -> Option<RealmId> {
    let (proxy, _) = data_of(scope, args)?;
    realm_of(scope, proxy)
}

/// A denied read of a Window's property: CrossOriginGet's answers for
/// CrossOriginProperties, the fallbacks' undefined, or nothing (the access then throws).
pub fn getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    let target = args.holder();
    let value = match (key.is_string(), GroupState::of(scope), realm_of(scope, target)) {
        (true, Some(state), Some(id)) => {
            let name = key.to_rust_string_lossy(scope);
            window_property(scope, &state, target, id, &name)
                .or_else(|| named_child(scope, &state, id, &name))
        }
        _ => None,
    };
    match value {
        Some(value) => rv.set(value),
        None if fallback(scope, key) => rv.set_undefined(),
        None => return v8::Intercepted::kNo,
    }
    v8::Intercepted::kYes
}

/// [[GetOwnProperty]] step 3 across origins: a child navigable of the window's document by
/// its target name (the document-tree child navigable target name property set), when
/// that name is none of CrossOriginProperties — its WindowProxy. (HTML hides these names
/// from [[OwnPropertyKeys]].)
fn named_child<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    id: RealmId,
    name: &str,
) -> Option<v8::Local<'s, v8::Value>> {
    if name.is_empty() {
        return None;
    }
    let child = (0..state.child_count(id)).filter_map(|index| state.child(id, index)).find(|&child| {
        state.browsing_context_of(child).and_then(|b| state.target_name(b)).is_some_and(|n| n == name)
    })?;
    crate::runtime::navigation::initial_about_blank::make_context_inside_script(scope, state, child);
    state.global_of(scope, child)
}

/// CrossOriginGet of Window property `name` of `target` (realm `id`'s window proxy).
fn window_property<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    target: v8::Local<'s, v8::Object>,
    id: RealmId,
    name: &str,
) -> Option<v8::Local<'s, v8::Value>> {
    match name {
        "window" | "self" | "frames" => Some(target.into()),
        "location" => super::cross_origin_location::location_of(scope, state, id).map(Into::into),
        "postMessage" => {
            method(scope, state, id, "postMessage", 1, messaging::cross_origin_post_message).map(Into::into)
        }
        "close" => method(scope, state, id, "close", 0, window_open::cross_origin_close).map(Into::into),
        "focus" => method(scope, state, id, "focus", 0, focus_or_blur).map(Into::into),
        "blur" => method(scope, state, id, "blur", 0, focus_or_blur).map(Into::into),
        "closed" => Some(v8::Boolean::new(scope, state.is_detached(id)).into()),
        "opener" => Some(window_open::opener_of(scope, state, id)),
        "parent" | "top" => {
            let relative = if name == "parent" { state.parent_of(id) } else { state.top_of(id) };
            state.global_of(scope, relative.unwrap_or(id))
        }
        "length" => Some(v8::Integer::new(scope, state.child_count(id) as i32).into()),
        _ => None,
    }
}

/// A denied write to a Window's property: only `location`, a navigation of the target to
/// the value parsed against the current realm's URL; anything else throws.
pub fn setter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    value: v8::Local<'s, v8::Value>,
    args: v8::PropertyCallbackArguments<'s>,
    _rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    if key.is_symbol() || key.to_rust_string_lossy(scope) != "location" {
        return v8::Intercepted::kNo;
    }
    let Some(id) = realm_of(scope, args.holder()) else { return v8::Intercepted::kNo };
    navigate(scope, id, value, HistoryHandling::Auto);
    v8::Intercepted::kYes
}

/// Navigates realm `target`'s browsing context to `value` parsed against the current
/// realm's URL ("Location-object navigate"); a URL that does not parse throws a
/// SyntaxError, as the Location setters do.
fn navigate(
    scope: &mut v8::PinScope,
    target: RealmId,
    value: v8::Local<v8::Value>,
    handling: HistoryHandling,
) {
    let Some((state, current)) = GroupState::current(scope) else { return };
    let Some(base) = state.info(current).map(|info| info.url) else { return };
    // (The URL argument is a USVString: ToString, whose TypeError for a Symbol
    // propagates.)
    let Some(text) = value.to_string(scope) else { return };
    let text = text.to_rust_string_lossy(scope);
    match base.join(&text) {
        // (The current realm's document navigates: under its sandboxing flags.)
        Ok(url) => match frames::allowed_to_navigate(&state, current, target, &url) {
            Ok(()) => {
                // (The target's part of navigate first: a fragment navigation stays there.)
                let replace = handling == HistoryHandling::Replace
                    || super::navigate_by_other::replaces_entry(&state, target, &url);
                if !super::navigate_by_other::navigate_by_other(
                    scope, &state, target, current, &url, replace, None,
                ) {
                    return;
                }
                let referrer =
                    crate::runtime::navigation::request_referrer::navigation_referrer(&state, current, None);
                frames::queue_realm_navigation(scope, &state, target, url, handling, None, referrer)
            }
            Err(message) => WebError::dom("SecurityError", message).throw(scope),
        },
        Err(_) => {
            let message = format!("'{text}' is not a valid URL.");
            if let Some(message) = v8::String::new(scope, &message) {
                let error = v8::Exception::syntax_error(scope, message);
                scope.throw_exception(error);
            }
        }
    }
}

/// An attribute's getter in a cross-origin property descriptor: CrossOriginGet again.
fn attribute_getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((proxy, name)) = data_of(scope, &args) else { return };
    let (Some(state), Some(id)) = (GroupState::of(scope), realm_of(scope, proxy)) else { return };
    if let Some(value) = window_property(scope, &state, proxy, id, &name) {
        rv.set(value);
    }
}

/// The setter of `window.location` and of `location.href` in a cross-origin property
/// descriptor: a navigation.
pub(super) fn navigate_to_argument<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if let Some(target) = target_of(scope, &args) {
        navigate(scope, target, args.get(0), HistoryHandling::Auto);
    }
}

/// Sets `href` of realm `target`'s Location across origins: a navigation to `value`.
pub(super) fn navigate_href(scope: &mut v8::PinScope, target: RealmId, value: v8::Local<v8::Value>) {
    navigate(scope, target, value, HistoryHandling::Auto);
}

/// `replace` of realm `target`'s Location as the current realm sees it.
pub(super) fn replace_function<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    target: RealmId,
) -> Option<v8::Local<'s, v8::Function>> {
    function(scope, state, target, ("replace", Kind::Method), 1, replace_to_argument)
}

/// `location.replace(url)` across origins: a navigation with history handling
/// "replace" ([HTML](https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-replace)).
fn replace_to_argument<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if let Some(target) = target_of(scope, &args) {
        navigate(scope, target, args.get(0), HistoryHandling::Replace);
    }
}

/// [CrossOriginGetOwnPropertyHelper](https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossorigingetownpropertyhelper-(-o,-p-))
/// for a Window: a method is a read-only value, an attribute a pair of cross-origin getter
/// and setter functions (each one per accessing realm), the fallbacks an undefined value;
/// none enumerable, all configurable.
fn descriptor<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    holder: v8::Local<'s, v8::Object>,
) -> Option<v8::Local<'s, v8::Object>> {
    let state = GroupState::of(scope)?;
    let id = realm_of(scope, holder)?;
    let name = if key.is_string() { key.to_rust_string_lossy(scope) } else { String::new() };
    if let Some((method, _)) = WINDOW_METHODS.iter().find(|(m, _)| *m == name) {
        let value = window_property(scope, &state, holder, id, method)?;
        return property_descriptor(scope, Some(value), None, None);
    }
    let Some(attribute) = WINDOW_ATTRIBUTES.iter().find(|a| **a == name) else {
        // (A child by its name, then CrossOriginPropertyFallback.)
        if let Some(child) = named_child(scope, &state, id, &name) {
            return property_descriptor(scope, Some(child), None, None);
        }
        if fallback(scope, key) {
            let undefined = v8::undefined(scope).into();
            return property_descriptor(scope, Some(undefined), None, None);
        }
        return None;
    };
    let getter = function(scope, &state, id, (attribute, Kind::Getter), 0, attribute_getter)?;
    let setter = match *attribute {
        "location" => Some(function(scope, &state, id, ("location", Kind::Setter), 1, navigate_to_argument)?),
        _ => None,
    };
    property_descriptor(scope, None, Some(getter), setter)
}

/// A cross-origin property's descriptor object: a read-only data property of `value`, or
/// (without one) an accessor of `getter` and `setter` (undefined when absent); never
/// enumerable, always configurable.
pub(super) fn property_descriptor<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    value: Option<v8::Local<'s, v8::Value>>,
    getter: Option<v8::Local<'s, v8::Function>>,
    setter: Option<v8::Local<'s, v8::Function>>,
) -> Option<v8::Local<'s, v8::Object>> {
    let descriptor = v8::Object::new(scope);
    let set = |scope: &mut v8::PinScope<'s, '_>, field: &str, value: v8::Local<'s, v8::Value>| {
        let field = v8::String::new(scope, field)?;
        descriptor.set(scope, field.into(), value)
    };
    let no = v8::Boolean::new(scope, false).into();
    let yes = v8::Boolean::new(scope, true).into();
    set(scope, "enumerable", no)?;
    set(scope, "configurable", yes)?;
    let undefined: v8::Local<v8::Value> = v8::undefined(scope).into();
    match value {
        Some(value) => {
            set(scope, "value", value)?;
            set(scope, "writable", no)?;
        }
        None => {
            set(scope, "get", getter.map_or(undefined, Into::into))?;
            set(scope, "set", setter.map_or(undefined, Into::into))?;
        }
    }
    Some(descriptor)
}

/// `Object.getOwnPropertyDescriptor` of a Window across origins: the descriptor, or — for
/// a property that is not cross-origin — the accessing realm's SecurityError (V8 would
/// otherwise look past the access check to the real property).
pub fn descriptor_of<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    match descriptor(scope, key, args.holder()) {
        Some(descriptor) => rv.set(descriptor.into()),
        None => throw_security_error(scope),
    }
    v8::Intercepted::kYes
}

/// Web IDL's [perform a security check](https://webidl.spec.whatwg.org/#dfn-perform-a-security-check)
/// for a Window operation that is not cross-origin exposed, called with `this` another
/// realm's window that is not same origin-domain with the current one (its security token
/// differs): throws the SecurityError and says so.
pub fn throw_if_cross_origin(scope: &mut v8::PinScope, this: v8::Local<v8::Object>) -> bool {
    let current = scope.get_current_context();
    let Some(context) = this.get_creation_context(scope) else { return false };
    if context == current || !context.global(scope).strict_equals(this.into()) {
        return false;
    }
    if context.get_security_token(scope).strict_equals(current.get_security_token(scope)) {
        return false;
    }
    throw_security_error(scope);
    true
}

/// Throws what a denied access throws: the current realm's SecurityError (from its
/// security-error factory), or an Error named so.
pub(super) fn throw_security_error(scope: &mut v8::PinScope) {
    let context = scope.get_current_context();
    let factory = context.get_embedder_data(scope, realm::SECURITY_ERROR_FACTORY_SLOT);
    let error = factory.and_then(|f| v8::Local::<v8::Function>::try_from(f).ok()).and_then(|factory| {
        let kind = v8::String::new(scope, "get")?;
        let undefined = v8::undefined(scope).into();
        factory.call(scope, undefined, &[kind.into()])
    });
    let error = error.or_else(|| {
        let message = v8::String::new(scope, "Blocked a frame from accessing a cross-origin frame.")?;
        Some(v8::Exception::error(scope, message))
    });
    if let Some(error) = error {
        scope.throw_exception(error);
    }
}

/// [CrossOriginOwnPropertyKeys](https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginownpropertykeys-(-o-)):
/// the CrossOriginProperties' names, then `then` and the three symbols.
pub(super) fn own_keys<'s>(scope: &mut v8::PinScope<'s, '_>, names: &[&str]) -> v8::Local<'s, v8::Array> {
    let mut keys: Vec<v8::Local<v8::Value>> = Vec::new();
    for name in names.iter().chain(["then"].iter()) {
        if let Some(text) = v8::String::new(scope, name) {
            keys.push(text.into());
        }
    }
    keys.push(v8::Symbol::get_to_string_tag(scope).into());
    keys.push(v8::Symbol::get_has_instance(scope).into());
    keys.push(v8::Symbol::get_is_concat_spreadable(scope).into());
    v8::Array::new_with_elements(scope, &keys)
}

/// The own keys of a Window across origins (its frames' indices come from V8's indexed
/// handlers).
pub fn window_keys<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    _args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Array>,
) {
    let mut names: Vec<&str> = WINDOW_ATTRIBUTES.to_vec();
    names.extend(WINDOW_METHODS.iter().map(|(m, _)| *m));
    rv.set(own_keys(scope, &names));
}

/// Whether `key` is one of a Window's CrossOriginOwnPropertyKeys.
fn cross_origin_key(scope: &mut v8::PinScope, key: v8::Local<v8::Name>) -> bool {
    if fallback(scope, key) {
        return true;
    }
    if key.is_symbol() {
        return false;
    }
    let name = key.to_rust_string_lossy(scope);
    WINDOW_ATTRIBUTES.contains(&name.as_str()) || WINDOW_METHODS.iter().any(|(m, _)| *m == name)
}

/// `name in window` across origins, and its attributes: none enumerable (`Object.keys`
/// lists none), as CrossOriginGetOwnPropertyHelper's descriptors say; other keys are
/// denied.
pub fn query<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Integer>,
) -> v8::Intercepted {
    let named = |scope: &mut v8::PinScope<'s, '_>| {
        let (state, id) = (GroupState::of(scope)?, realm_of(scope, args.holder())?);
        let name = key.is_string().then(|| key.to_rust_string_lossy(scope))?;
        named_child(scope, &state, id, &name)
    };
    if !cross_origin_key(scope, key) && named(scope).is_none() {
        return v8::Intercepted::kNo;
    }
    rv.set_int32(v8::PropertyAttribute::DONT_ENUM.as_u32() as i32);
    v8::Intercepted::kYes
}

/// `focus()` and `blur()` across origins: a headless group has no windows to raise or
/// lower, so nothing happens (as for a same-origin window's).
fn focus_or_blur(
    _scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
}
