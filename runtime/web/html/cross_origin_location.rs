//! A Location as another origin sees it: every internal method of HTML's Location object
//! for a Location that is not
//! [same origin-domain](https://html.spec.whatwg.org/multipage/browsers.html#same-origin-domain)
//! with the current realm.
//!
//! V8 sends every denied access of an access-checked object through one failed-access
//! callback, which cannot tell `Reflect.setPrototypeOf` from `delete` (and whose exception
//! always propagates: `Reflect.setPrototypeOf` could never return `false`). The real
//! Location never crosses: other origins get a Proxy (one per target document, so
//! `w.location === w.location`, in one realm and across realms) whose traps are the spec's
//! internal methods. The traps run in the realm that called them — the
//! [incumbent](https://html.spec.whatwg.org/multipage/webappapis.html#incumbent), the
//! youngest page script on the stack — so a `SecurityError` is that realm's and
//! `replace` is the function HTML's cross-origin property descriptor map keeps for it.
//! [HTML §7.10.5.1 Location internal methods](https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-internal-methods)
use std::cell::RefCell;
use std::collections::HashMap;

use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;

use super::cross_origin::{self as co, Kind};
use super::window::Native;

/// The cross-origin Locations handed out: target realm → the Proxy.
#[derive(Default)]
struct CrossOriginLocations(RefCell<HashMap<RealmId, v8::Global<v8::Object>>>);

/// Location's CrossOriginProperties: `href` (its setter only) and `replace`.
const PROPERTIES: [&str; 2] = ["href", "replace"];

/// The Location of realm `target` as other origins see it (made on first use, in the
/// target's realm).
pub fn location_of<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    target: RealmId,
) -> Option<v8::Local<'s, v8::Object>> {
    let locations = state.web.get::<CrossOriginLocations>();
    if let Some(location) = locations.0.borrow().get(&target) {
        return Some(v8::Local::new(scope, location));
    }
    let context = state.context(scope, target)?;
    let scope = &mut v8::ContextScope::new(scope, context);
    let data: v8::Local<v8::Value> = v8::BigInt::new_from_u64(scope, target.get()).into();
    let null = v8::null(scope).into();
    let handler = v8::Object::with_prototype_and_properties(scope, null, &[], &[]);
    let traps: [(&str, v8::FunctionCallback); 11] = [
        ("getPrototypeOf", v8::MapFnTo::map_fn_to(get_prototype_of)),
        ("setPrototypeOf", v8::MapFnTo::map_fn_to(set_prototype_of)),
        ("isExtensible", v8::MapFnTo::map_fn_to(is_extensible)),
        ("preventExtensions", v8::MapFnTo::map_fn_to(prevent_extensions)),
        ("getOwnPropertyDescriptor", v8::MapFnTo::map_fn_to(get_own_property)),
        ("defineProperty", v8::MapFnTo::map_fn_to(security_error)),
        ("has", v8::MapFnTo::map_fn_to(has_property)),
        ("get", v8::MapFnTo::map_fn_to(get)),
        ("set", v8::MapFnTo::map_fn_to(set)),
        ("deleteProperty", v8::MapFnTo::map_fn_to(security_error)),
        ("ownKeys", v8::MapFnTo::map_fn_to(own_property_keys)),
    ];
    for (name, trap) in traps {
        let function = v8::Function::builder_raw(trap).data(data).build(scope)?;
        let key = v8::String::new(scope, name)?;
        handler.set(scope, key.into(), function.into())?;
    }
    let target_object = v8::Object::with_prototype_and_properties(scope, null, &[], &[]);
    let proxy: v8::Local<v8::Object> = v8::Proxy::new(scope, target_object, handler)?.into();
    locations.0.borrow_mut().insert(target, v8::Global::new(scope, proxy));
    Some(proxy)
}

/// `natives.isCrossOriginLocation(object)`: whether `object` is a Location as another origin
/// sees it (one of the group's Proxies), for Location's own members called with one as
/// their this value (`location.js`).
pub fn natives() -> Vec<Native> {
    vec![("isCrossOriginLocation", v8::MapFnTo::map_fn_to(is_cross_origin_location))]
}

fn is_cross_origin_location(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let value = args.get(0);
    let found = value.is_proxy()
        && GroupState::of(scope).is_some_and(|state| {
            let locations = state.web.get::<CrossOriginLocations>();
            let locations = locations.0.borrow();
            locations.values().any(|proxy| v8::Local::new(scope, proxy).strict_equals(value))
        });
    rv.set_bool(found);
}

/// Runs a trap's `steps` in the calling realm (the incumbent: see the module's comment),
/// or in the trap's own when that has no context.
fn in_caller_realm(scope: &mut v8::PinScope, steps: impl FnOnce(&mut v8::PinScope)) {
    let caller = super::incumbent::incumbent_realm(scope);
    let context = GroupState::of(scope).zip(caller).and_then(|(state, id)| state.context(scope, id));
    match context {
        Some(context) => steps(&mut v8::ContextScope::new(scope, context)),
        None => steps(scope),
    }
}

/// The target document's realm a trap was made for.
fn target_of(args: &v8::FunctionCallbackArguments) -> Option<RealmId> {
    let data = v8::Local::<v8::BigInt>::try_from(args.data()).ok()?;
    RealmId::new(data.u64_value().0)
}

/// The trap's property key (its second argument), as a Name.
fn key_of<'s>(args: &v8::FunctionCallbackArguments<'s>) -> Option<v8::Local<'s, v8::Name>> {
    v8::Local::<v8::Name>::try_from(args.get(1)).ok()
}

/// Whether `key` is one of CrossOriginOwnPropertyKeys of a Location.
fn cross_origin_key(scope: &mut v8::PinScope, key: v8::Local<v8::Name>) -> bool {
    co::fallback(scope, key)
        || (key.is_string() && PROPERTIES.contains(&key.to_rust_string_lossy(scope).as_str()))
}

/// [[GetPrototypeOf]]: null (step 2).
fn get_prototype_of(
    _scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue,
) {
    rv.set_null();
}

/// [[SetPrototypeOf]](V): SetImmutablePrototype(this, V) — true exactly when V is the
/// prototype [[GetPrototypeOf]] gives, null.
fn set_prototype_of(_scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, mut rv: v8::ReturnValue) {
    rv.set_bool(args.get(1).is_null());
}

/// [[IsExtensible]]: true.
fn is_extensible(_scope: &mut v8::PinScope, _args: v8::FunctionCallbackArguments, mut rv: v8::ReturnValue) {
    rv.set_bool(true);
}

/// [[PreventExtensions]]: false.
fn prevent_extensions(
    _scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue,
) {
    rv.set_bool(false);
}

/// [[DefineOwnProperty]] and [[Delete]] (step 2): throw a "SecurityError" DOMException.
fn security_error(scope: &mut v8::PinScope, _args: v8::FunctionCallbackArguments, _rv: v8::ReturnValue) {
    in_caller_realm(scope, co::throw_security_error);
}

/// [[GetOwnProperty]](P) (steps 2–4): CrossOriginGetOwnPropertyHelper, else
/// CrossOriginPropertyFallback (which throws for every other key).
fn get_own_property<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let (Some(target), Some(key)) = (target_of(&args), key_of(&args)) else { return };
    in_caller_realm(scope, |scope| match descriptor(scope, key, target) {
        Some(descriptor) => rv.set(descriptor.into()),
        None => co::throw_security_error(scope),
    });
}

/// CrossOriginGetOwnPropertyHelper for a Location: `replace` a read-only value, `href` an
/// accessor with only its setter, the fallbacks an undefined value; all configurable,
/// none enumerable. None for any other key.
fn descriptor<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<v8::Name>,
    target: RealmId,
) -> Option<v8::Local<'s, v8::Object>> {
    let state = GroupState::of(scope)?;
    let value: Option<v8::Local<v8::Value>> = if co::fallback(scope, key) {
        Some(v8::undefined(scope).into())
    } else if !key.is_string() {
        return None;
    } else {
        match key.to_rust_string_lossy(scope).as_str() {
            "replace" => Some(co::replace_function(scope, &state, target)?.into()),
            "href" => None,
            _ => return None,
        }
    };
    let setter = match value {
        Some(_) => None,
        None => {
            Some(co::function(scope, &state, target, ("href", Kind::Setter), 1, co::navigate_to_argument)?)
        }
    };
    co::property_descriptor(scope, value, None, setter)
}

/// [[HasProperty]] is the ordinary one: [[GetOwnProperty]] (which throws for a key that is
/// not cross-origin), then the null prototype.
fn has_property<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some(key) = key_of(&args) else { return };
    if cross_origin_key(scope, key) {
        rv.set_bool(true);
    } else {
        in_caller_realm(scope, co::throw_security_error);
    }
}

/// [[Get]](P, Receiver): [CrossOriginGet](https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginget-(-o,-p,-receiver-)):
/// `replace`'s function, undefined for the fallbacks; `href` (no getter) and every other
/// key throw.
fn get<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let (Some(target), Some(key)) = (target_of(&args), key_of(&args)) else { return };
    if co::fallback(scope, key) {
        rv.set_undefined();
        return;
    }
    let Some(state) = GroupState::of(scope) else { return };
    let replace = key.is_string() && key.to_rust_string_lossy(scope) == "replace";
    in_caller_realm(scope, |scope| {
        if !replace {
            co::throw_security_error(scope);
        } else if let Some(replace) = co::replace_function(scope, &state, target) {
            rv.set(replace.into());
        }
    });
}

/// [[Set]](P, V, Receiver): [CrossOriginSet](https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginset-(-o,-p,-v,-receiver-)):
/// `href`'s setter navigates the target; every other key throws.
fn set<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let (Some(target), Some(key)) = (target_of(&args), key_of(&args)) else { return };
    let href = key.is_string() && key.to_rust_string_lossy(scope) == "href";
    let (value, receiver) = (args.get(2), args.get(3));
    // (The setter's `this` is the Receiver: an object that merely inherits from this
    // Location is no Location, a TypeError as Web IDL's setters say.)
    let Some(state) = GroupState::of(scope) else { return };
    let proxy =
        state.web.get::<CrossOriginLocations>().0.borrow().get(&target).map(|p| v8::Local::new(scope, p));
    let is_this = proxy.is_some_and(|proxy| receiver.strict_equals(proxy.into()));
    in_caller_realm(scope, |scope| {
        if !href {
            co::throw_security_error(scope);
        } else if !is_this {
            let message =
                v8::String::new(scope, "Illegal invocation").unwrap_or_else(|| v8::String::empty(scope));
            let error = v8::Exception::type_error(scope, message);
            scope.throw_exception(error);
        } else {
            co::navigate_href(scope, target, value);
            rv.set_bool(true);
        }
    });
}

/// [[OwnPropertyKeys]]: CrossOriginOwnPropertyKeys.
fn own_property_keys<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    _args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    rv.set(co::own_keys(scope, &PROPERTIES).into());
}
