//! The object behind `document.all`: an [HTMLAllCollection](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#the-htmlallcollection-interface),
//! which has ECMAScript's [[[IsHTMLDDA]]](https://tc39.es/ecma262/#sec-IsHTMLDDA-internal-slot)
//! slot (`typeof` "undefined", falsy, `== null`), a [[Call]] (`document.all(i)` is
//! `item(i)`), and indexed and named properties (a legacy platform object). A JavaScript
//! object cannot be undetectable, so the collection is an instance of V8's undetectable,
//! callable object template (`bindings/undetectable.rs`) whose interceptors and call ask
//! the handler `all_collection.js` made for its document (the template's data): its
//! `indexed(i)`, `named(name)`, `indices()`, `names()` (`legacy_platform_objects.rs`) and
//! `call(args)`.
use crate::bindings::undetectable::make_undetectable;

use super::legacy_platform_objects::{ask, set_handlers};
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
    // Named properties do not hide the prototype's members (no [LegacyOverrideBuiltIns]).
    set_handlers(template, Some(handler), false);
    make_undetectable(template, call, handler);
    if let Some(object) = template.new_instance(scope) {
        rv.set(object.into());
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
    if let Some(value) = ask(scope, args.data(), "call", &[array]) {
        rv.set(value);
    }
}

/// The callbacks, for a startup snapshot's external references (the interceptors':
/// `legacy_platform_objects.rs`).
pub fn external_references() -> Vec<v8::ExternalReference> {
    vec![v8::ExternalReference { function: v8::MapFnTo::map_fn_to(call) }]
}
