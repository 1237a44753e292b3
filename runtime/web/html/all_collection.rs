//! The object behind `document.all`: an [HTMLAllCollection](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#the-htmlallcollection-interface),
//! which has ECMAScript's [[[IsHTMLDDA]]](https://tc39.es/ecma262/#sec-IsHTMLDDA-internal-slot)
//! slot (`typeof` "undefined", falsy, `== null`), a [[Call]] (`document.all(i)` is
//! `item(i)`), and indexed and named properties (a legacy platform object). A JavaScript
//! object cannot be undetectable, so the collection is an instance of V8's undetectable,
//! callable object template (`bindings/undetectable.rs`) whose interceptors and call ask
//! the handler `all_collection.js` made for its document (the template's data): its
//! `indexed(i)`, `named(name)`, `indices()`, `names()` and `call(args)`.
use crate::bindings::undetectable::make_undetectable;

use super::window::Native;

/// The natives of `all_collection.js`.
pub fn natives() -> Vec<Native> {
    vec![("makeAllCollection", v8::MapFnTo::map_fn_to(make_all_collection))]
}

/// `natives.makeAllCollection(handler)`: a new undetectable, callable object whose
/// properties and call `handler` answers (its prototype is the caller's to set).
fn make_all_collection<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let handler = args.get(0);
    if !handler.is_object() {
        return;
    }
    let template = v8::ObjectTemplate::new(scope);
    // Named properties do not hide the prototype's members (no [LegacyOverrideBuiltIns]):
    // NON_MASKING asks the interceptor only for a name the object and its prototypes lack.
    template.set_named_property_handler(
        v8::NamedPropertyHandlerConfiguration::new()
            .getter(named_getter)
            .setter(named_setter)
            .query(named_query)
            .deleter(named_deleter)
            .definer(named_definer)
            .enumerator(named_enumerator)
            .data(handler)
            .flags(v8::PropertyHandlerFlags::NON_MASKING | v8::PropertyHandlerFlags::ONLY_INTERCEPT_STRINGS),
    );
    template.set_indexed_property_handler(
        v8::IndexedPropertyHandlerConfiguration::new()
            .getter(indexed_getter)
            .setter(indexed_setter)
            .query(indexed_query)
            .deleter(indexed_deleter)
            .definer(indexed_definer)
            .enumerator(indexed_enumerator)
            .data(handler),
    );
    make_undetectable(template, call, handler);
    if let Some(object) = template.new_instance(scope) {
        rv.set(object.into());
    }
}

/// `handler[method](argument)`, or `None` (an exception is then pending).
fn ask<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    handler: v8::Local<'s, v8::Value>,
    method: &str,
    argument: Option<v8::Local<'s, v8::Value>>,
) -> Option<v8::Local<'s, v8::Value>> {
    let handler = v8::Local::<v8::Object>::try_from(handler).ok()?;
    let name = v8::String::new(scope, method)?;
    let function = v8::Local::<v8::Function>::try_from(handler.get(scope, name.into())?).ok()?;
    let arguments: Vec<v8::Local<v8::Value>> = argument.into_iter().collect();
    function.call(scope, handler.into(), &arguments)
}

/// The collection's element at `index` ([LegacyPlatformObjectGetOwnProperty] for an index).
fn indexed_getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    let index = v8::Integer::new_from_unsigned(scope, index).into();
    match ask(scope, args.data(), "indexed", Some(index)) {
        Some(value) if !value.is_undefined() => {
            rv.set(value);
            v8::Intercepted::kYes
        }
        _ => v8::Intercepted::kNo,
    }
}

/// An index of an element: `{writable: false, enumerable: true, configurable: true}`.
fn indexed_query<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Integer>,
) -> v8::Intercepted {
    let index = v8::Integer::new_from_unsigned(scope, index).into();
    match ask(scope, args.data(), "indexed", Some(index)) {
        Some(value) if !value.is_undefined() => {
            rv.set_int32(v8::PropertyAttribute::READ_ONLY.as_u32() as i32);
            v8::Intercepted::kYes
        }
        _ => v8::Intercepted::kNo,
    }
}

/// `all[i] = v`: refused for every index. HTMLAllCollection has no indexed property setter,
/// so an element's index is read-only and Web IDL's [[DefineOwnProperty]] of a legacy
/// platform object refuses any other array index
/// ([§3.9.3](https://webidl.spec.whatwg.org/#legacy-platform-object-defineownproperty) step 1;
/// V8 throws the TypeError where the caller asked for one).
fn indexed_setter<'s>(
    _scope: &mut v8::PinScope<'s, '_>,
    _index: u32,
    _value: v8::Local<'s, v8::Value>,
    _args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    refuse(&mut rv)
}

/// `Object.defineProperty(all, i, …)`: refused (as [`indexed_setter`]).
fn indexed_definer<'s>(
    _scope: &mut v8::PinScope<'s, '_>,
    _index: u32,
    _descriptor: &v8::PropertyDescriptor,
    _args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    refuse(&mut rv)
}

/// `delete all[i]`: fails for an element's index ([[Delete]] step 1.2).
fn indexed_deleter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Boolean>,
) -> v8::Intercepted {
    let index = v8::Integer::new_from_unsigned(scope, index).into();
    if found(scope, &args, "indexed", index).is_none() {
        return v8::Intercepted::kNo;
    }
    rv.set_bool(false);
    v8::Intercepted::kYes
}

fn indexed_enumerator<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Array>,
) {
    if let Some(array) =
        ask(scope, args.data(), "indices", None).and_then(|v| v8::Local::<v8::Array>::try_from(v).ok())
    {
        rv.set(array);
    }
}

/// The element (or the live HTMLCollection of the elements) named `key`.
fn named_getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    let Some(value) = found(scope, &args, "named", key.into()) else { return v8::Intercepted::kNo };
    rv.set(value);
    v8::Intercepted::kYes
}

/// A supported name: `{writable: false, enumerable: false, configurable: true}`
/// ([LegacyUnenumerableNamedProperties]).
fn named_query<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Integer>,
) -> v8::Intercepted {
    if found(scope, &args, "named", key.into()).is_none() {
        return v8::Intercepted::kNo;
    }
    let attributes = v8::PropertyAttribute::READ_ONLY | v8::PropertyAttribute::DONT_ENUM;
    rv.set_int32(attributes.as_u32() as i32);
    v8::Intercepted::kYes
}

/// The collection's answer to `what` for `key` ("indexed": an index, "named": a name)
/// when it names something (no exception pending).
fn found<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::PropertyCallbackArguments<'s>,
    what: &str,
    key: v8::Local<'s, v8::Value>,
) -> Option<v8::Local<'s, v8::Value>> {
    ask(scope, args.data(), what, Some(key)).filter(|value| !value.is_undefined())
}

/// Whether `key` is a supported property name of the collection.
fn supported_name<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: &v8::PropertyCallbackArguments<'s>,
) -> bool {
    found(scope, args, "named", key.into()).is_some()
}

/// Refuses a set or a definition (the interceptor answers false).
fn refuse(rv: &mut v8::ReturnValue<()>) -> v8::Intercepted {
    rv.set_bool(false);
    v8::Intercepted::kYes
}

/// `all.name = v` for a supported name: refused (no named property setter: the named
/// property is read-only, [[DefineOwnProperty]] step 2.2.2); any other name is an ordinary
/// property.
fn named_setter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    _value: v8::Local<'s, v8::Value>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    if !supported_name(scope, key, &args) {
        return v8::Intercepted::kNo;
    }
    refuse(&mut rv)
}

/// `Object.defineProperty(all, name, …)` for a supported name: refused (as [`named_setter`]).
fn named_definer<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    _descriptor: &v8::PropertyDescriptor,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    if !supported_name(scope, key, &args) {
        return v8::Intercepted::kNo;
    }
    refuse(&mut rv)
}

/// `delete all.name` for a supported name: fails ([[Delete]] step 2.2).
fn named_deleter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Boolean>,
) -> v8::Intercepted {
    if !supported_name(scope, key, &args) {
        return v8::Intercepted::kNo;
    }
    rv.set_bool(false);
    v8::Intercepted::kYes
}

fn named_enumerator<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Array>,
) {
    if let Some(array) =
        ask(scope, args.data(), "names", None).and_then(|v| v8::Local::<v8::Array>::try_from(v).ok())
    {
        rv.set(array);
    }
}

/// [[[Call]]](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#HTMLAllCollection-call):
/// `handler.call(arguments)`.
fn call<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let arguments: Vec<v8::Local<v8::Value>> = (0..args.length()).map(|i| args.get(i)).collect();
    let array = v8::Array::new_with_elements(scope, &arguments).into();
    if let Some(value) = ask(scope, args.data(), "call", Some(array)) {
        rv.set(value);
    }
}

/// The callbacks, for a startup snapshot's external references.
pub fn external_references() -> Vec<v8::ExternalReference> {
    vec![
        v8::ExternalReference { indexed_getter: v8::MapFnTo::map_fn_to(indexed_getter) },
        v8::ExternalReference { indexed_query: v8::MapFnTo::map_fn_to(indexed_query) },
        v8::ExternalReference { enumerator: v8::MapFnTo::map_fn_to(indexed_enumerator) },
        v8::ExternalReference { named_getter: v8::MapFnTo::map_fn_to(named_getter) },
        v8::ExternalReference { named_query: v8::MapFnTo::map_fn_to(named_query) },
        v8::ExternalReference { indexed_setter: v8::MapFnTo::map_fn_to(indexed_setter) },
        v8::ExternalReference { indexed_definer: v8::MapFnTo::map_fn_to(indexed_definer) },
        v8::ExternalReference { indexed_deleter: v8::MapFnTo::map_fn_to(indexed_deleter) },
        v8::ExternalReference { named_setter: v8::MapFnTo::map_fn_to(named_setter) },
        v8::ExternalReference { named_definer: v8::MapFnTo::map_fn_to(named_definer) },
        v8::ExternalReference { named_deleter: v8::MapFnTo::map_fn_to(named_deleter) },
        v8::ExternalReference { enumerator: v8::MapFnTo::map_fn_to(named_enumerator) },
        v8::ExternalReference { function: v8::MapFnTo::map_fn_to(call) },
    ]
}
