//! Interface objects made on first use: a module of the platform's JavaScript that a page
//! may never touch (`URL`, `fetch`, `TextEncoder`, …) leaves each name it would put on the
//! global as a V8 lazy data property, as Blink installs interface objects. A page sees an
//! ordinary data property (writable, configurable, not enumerable: what
//! [Web IDL §3.7](https://webidl.spec.whatwg.org/#es-interfaces) asks of an interface
//! object's property); the first read runs the module (`bootstrap.js`'s `lib.lazily`) and
//! V8 replaces the property by its value. What such a module adds to the realm's `lib` is
//! a lazy data property of `lib` the same way (no getter closure per name in every realm).
//! A realm whose page touches none of those names
//! carries none of their objects, which is what keeps a realm small (the book: framescope bench, "realms").
use crate::runtime::hooks::Hook;
use crate::runtime::realm_state::RealmState;
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The natives of this area.
pub fn natives() -> Vec<Native> {
    vec![("defineLazy", v8::MapFnTo::map_fn_to(define_lazy))]
}

/// The getter, for a startup snapshot's external references (the realm snapshot holds
/// the lazy properties of every realm it makes).
pub fn external_references() -> Vec<v8::ExternalReference> {
    let getter: v8::AccessorNameGetterCallback = v8::MapFnTo::map_fn_to(interface_object);
    vec![v8::ExternalReference { pointer: getter as *mut std::ffi::c_void }]
}

/// `natives.defineLazy(object, name, enumerable, module)`: `object[name]` becomes a lazy
/// data property (enumerable for an operation such as `fetch`, not for an interface
/// object) whose first read asks the realm for the value of module `module` (an index,
/// kept as the property's data: [`Hook::InterfaceObject`]).
fn define_lazy(scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, _: v8::ReturnValue<v8::Value>) {
    let (Ok(object), Ok(name)) =
        (v8::Local::<v8::Object>::try_from(args.get(0)), v8::Local::<v8::Name>::try_from(args.get(1)))
    else {
        WebError::Type("defineLazy(object, name)".into()).throw(scope);
        return;
    };
    object.set_lazy_data_property_with_data(
        scope,
        name,
        interface_object,
        args.get(3),
        match args.get(2).is_true() {
            true => v8::PropertyAttribute::NONE,
            false => v8::PropertyAttribute::DONT_ENUM,
        },
        v8::SideEffectType::HasSideEffect,
        v8::SideEffectType::HasSideEffect,
    );
}

/// The lazy property's getter: the realm that holds the property (not the caller's, which
/// may be a same-origin frame reading `frames[0].URL`) makes the value. An exception of
/// the realm's JavaScript propagates to the reader, and the property stays lazy.
fn interface_object<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    name: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let holder = args.holder();
    let hooks = holder
        .get_creation_context(scope)
        .and_then(|context| Some((context, RealmState::of(context)?.live_hooks(scope)?)));
    let Some((context, hooks)) = hooks else {
        WebError::Type(format!("{} is not available in this realm", name.to_rust_string_lossy(scope)))
            .throw(scope);
        return;
    };
    let scope = &mut v8::ContextScope::new(scope, context);
    let Some(function) = hooks.get(scope, Hook::InterfaceObject) else { return };
    let undefined = v8::undefined(scope).into();
    if let Some(value) = function.call(scope, undefined, &[name.into(), args.data()]) {
        rv.set(value);
    }
}
