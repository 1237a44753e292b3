//! A window's indexed properties, its child frames: `window[i]`, `i in window`, its
//! descriptor, and the writes HTML refuses.
//!
//! HTML gives the WindowProxy exotic object its own internal methods for array index
//! property names. V8 has no WindowProxy hooks, so framescope answers them with indexed
//! interceptors on the window's global (same origin) and with the access check's indexed
//! handlers (another origin; `cross_origin.rs` has the named ones):
//! - [[[GetOwnProperty]]](https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getownproperty)
//!   2.1–2.6: index `i` below the number of the document's child navigables is the
//!   `i`-th child's WindowProxy, `{writable: false, enumerable: true, configurable: true}`,
//!   across origins too; any other index is not there (another origin: a SecurityError).
//! - [[[DefineOwnProperty]]](https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-defineownproperty)
//!   2.1 and [[[Set]]](https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-set):
//!   an index cannot be defined or set — `false`, a TypeError in strict code and from
//!   `Object.defineProperty`.
//! - [[[Delete]]](https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-delete)
//!   2.1: deleting an index that is there fails; one that is not succeeds.
//! - [[[OwnPropertyKeys]]](https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-ownpropertykeys)
//!   3–5: the indices come first.
//!
//! Every answer asks the page model for the count again (nothing is cached), and counts a
//! frame whose first navigation has not run yet: its initial about:blank is made then.
use std::rc::Rc;

use crate::bindings::realm;
use crate::runtime::group::GroupState;
use crate::runtime::navigation::initial_about_blank;
use crate::runtime::realm::RealmId;

use super::frames::navigate_inside_script;

/// The realm whose window `args` is about, and how many child frames it has. The frames
/// whose initial about:blank is not made yet are made first, unless `index` is already
/// below the count (such frames come after every made one: their navigations are queued,
/// and run, in insertion order).
fn frames_of(
    scope: &mut v8::PinScope<'_, '_>,
    args: &v8::PropertyCallbackArguments,
    index: Option<u32>,
) -> Option<(Rc<GroupState>, RealmId, u32)> {
    let holder = args.holder();
    let target = holder.get_creation_context(scope).and_then(|c| realm::realm_id(scope, c))?;
    let state = GroupState::of(scope)?;
    let count = |state: &GroupState| u32::try_from(state.child_count(target)).unwrap_or(u32::MAX);
    if index.is_none_or(|i| i >= count(&state)) {
        let initial = state.initial_documents_of(scope, target);
        navigate_inside_script(scope, &state, initial);
    }
    let count = count(&state);
    Some((state, target, count))
}

/// Whether `index` names one of the window's child frames.
fn has_index(scope: &mut v8::PinScope<'_, '_>, args: &v8::PropertyCallbackArguments, index: u32) -> bool {
    frames_of(scope, args, Some(index)).is_some_and(|(_, _, count)| index < count)
}

/// The WindowProxy of the window's `index`-th child frame (its context made now if it had
/// none), if there is one.
fn child_window<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::PropertyCallbackArguments,
    index: u32,
) -> Option<v8::Local<'s, v8::Value>> {
    let (state, target, count) = frames_of(scope, args, Some(index))?;
    let child = state.child(target, index as usize).filter(|_| index < count)?;
    initial_about_blank::make_context_inside_script(scope, &state, child);
    state.global_of(scope, child)
}

/// `window[i]` (same origin and across origins).
pub fn getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    match child_window(scope, &args, index) {
        Some(window) => {
            rv.set(window);
            v8::Intercepted::kYes
        }
        None => v8::Intercepted::kNo,
    }
}

/// `i in window`, and the index's attributes: read-only, enumerable, configurable.
pub fn query<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Integer>,
) -> v8::Intercepted {
    if !has_index(scope, &args, index) {
        return v8::Intercepted::kNo;
    }
    rv.set_int32(v8::PropertyAttribute::READ_ONLY.as_u32() as i32);
    v8::Intercepted::kYes
}

/// `Object.getOwnPropertyDescriptor(window, i)` ([[GetOwnProperty]] step 2.6).
pub fn descriptor<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    let Some(window) = child_window(scope, &args, index) else { return v8::Intercepted::kNo };
    let descriptor = v8::Object::new(scope);
    let fields: [(&str, v8::Local<v8::Value>); 4] = [
        ("value", window),
        ("writable", v8::Boolean::new(scope, false).into()),
        ("enumerable", v8::Boolean::new(scope, true).into()),
        ("configurable", v8::Boolean::new(scope, true).into()),
    ];
    for (name, value) in fields {
        let Some(key) = v8::String::new(scope, name) else { return v8::Intercepted::kNo };
        descriptor.set(scope, key.into(), value);
    }
    rv.set(descriptor.into());
    v8::Intercepted::kYes
}

/// `Object.getOwnPropertyDescriptor(window, i)` from another origin: the child's as above,
/// or — no child at `i` — CrossOriginPropertyFallback's SecurityError (V8 would otherwise
/// answer undefined).
pub fn cross_origin_descriptor<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    if child_window(scope, &args, index).is_none() {
        super::cross_origin::throw_security_error(scope);
        return v8::Intercepted::kYes;
    }
    descriptor(scope, index, args, rv)
}

/// `window[i] = value`: refused ([[Set]]; V8 throws the TypeError in strict code).
pub fn setter<'s>(
    _scope: &mut v8::PinScope<'s, '_>,
    _index: u32,
    _value: v8::Local<'s, v8::Value>,
    _args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    rv.set_bool(false);
    v8::Intercepted::kYes
}

/// `Object.defineProperty(window, i, ..)`: refused ([[DefineOwnProperty]] step 2.1; V8
/// throws the TypeError where the caller asked for one).
pub fn definer<'s>(
    _scope: &mut v8::PinScope<'s, '_>,
    _index: u32,
    _descriptor: &v8::PropertyDescriptor,
    _args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    rv.set_bool(false);
    v8::Intercepted::kYes
}

/// `delete window[i]`: fails for a child frame's index ([[Delete]] step 2.1).
pub fn deleter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Boolean>,
) -> v8::Intercepted {
    if !has_index(scope, &args, index) {
        return v8::Intercepted::kNo;
    }
    rv.set_bool(false);
    v8::Intercepted::kYes
}

/// The indices of the window's child frames, first among its own keys ([[OwnPropertyKeys]]
/// steps 3–5).
pub fn enumerator<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Array>,
) {
    let count = frames_of(scope, &args, None).map_or(0, |(_, _, count)| count);
    let indices: Vec<v8::Local<v8::Value>> =
        (0..count).map(|i| v8::Integer::new_from_unsigned(scope, i).into()).collect();
    rv.set(v8::Array::new_with_elements(scope, &indices));
}

/// The window's indexed interceptors, same origin.
pub fn handler() -> v8::IndexedPropertyHandlerConfiguration<'static> {
    v8::IndexedPropertyHandlerConfiguration::new()
        .getter(getter)
        .setter(setter)
        .query(query)
        .deleter(deleter)
        .enumerator(enumerator)
        .definer(definer)
        .descriptor(descriptor)
}

/// The callbacks, for a startup snapshot's external references.
pub fn external_references() -> Vec<v8::ExternalReference> {
    let descriptor: v8::IndexedPropertyDescriptorCallback = v8::MapFnTo::map_fn_to(descriptor);
    let cross_origin: v8::IndexedPropertyDescriptorCallback = v8::MapFnTo::map_fn_to(cross_origin_descriptor);
    vec![
        v8::ExternalReference { indexed_getter: v8::MapFnTo::map_fn_to(getter) },
        v8::ExternalReference { indexed_setter: v8::MapFnTo::map_fn_to(setter) },
        v8::ExternalReference { indexed_query: v8::MapFnTo::map_fn_to(query) },
        v8::ExternalReference { indexed_deleter: v8::MapFnTo::map_fn_to(deleter) },
        v8::ExternalReference { enumerator: v8::MapFnTo::map_fn_to(enumerator) },
        v8::ExternalReference { indexed_definer: v8::MapFnTo::map_fn_to(definer) },
        v8::ExternalReference { pointer: descriptor as *mut std::ffi::c_void },
        v8::ExternalReference { pointer: cross_origin as *mut std::ffi::c_void },
    ]
}
