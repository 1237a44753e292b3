//! Internal slots shared by every realm of an isolate, and the surrounding agent's state.
//!
//! [Web IDL §3.2](https://webidl.spec.whatwg.org/#es-platform-objects): a platform object
//! "implements" its interfaces whatever realm's code looks at it, and its internal slots
//! belong to the object, not to a realm. framescope's platform JavaScript runs a copy per
//! realm (booted from the realm snapshot), so state it kept in a realm's own `WeakMap`s was
//! invisible to every other realm: a parent's node was "not of type 'Node'" in its
//! same-origin frame. Internal slots are instead properties keyed by V8 private symbols
//! (`natives.internalSlot(name)`: one symbol per name and isolate, `Private::ForApi`), which
//! every realm's code reads and writes alike and which pages cannot see or reach
//! (`bootstrap.js`'s `lib.internalSlots`). Workers are isolates of their own, and so have
//! slots of their own.
//!
//! [HTML §8.1.2](https://html.spec.whatwg.org/multipage/webappapis.html#agents): the realms
//! of one isolate are one agent (framescope keeps a browsing context group's realms,
//! same-origin or not, in one isolate, as Chrome keeps a process's). What the DOM keeps
//! per agent — the mutation observers and their microtask, the version of the node trees
//! live collections compare with — is in `natives.agent()`'s object: one per isolate,
//! made by the first realm that asks, with a null prototype.
use crate::bindings::private_symbols::private_symbol;
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The natives of internal slots and the agent.
pub fn natives() -> Vec<Native> {
    vec![
        ("internalSlot", v8::MapFnTo::map_fn_to(internal_slot)),
        ("agent", v8::MapFnTo::map_fn_to(agent)),
        ("realmGlobal", v8::MapFnTo::map_fn_to(realm_global)),
        ("functionRealmGlobal", v8::MapFnTo::map_fn_to(function_realm_global)),
        ("entryGlobal", v8::MapFnTo::map_fn_to(entry_global)),
    ]
}

/// `natives.entryGlobal()`: the global of the entry realm
/// ([HTML §8.1.3.5](https://html.spec.whatwg.org/multipage/webappapis.html#entry): the
/// realm of the script V8 entered last, or of the microtask it runs) when it is of the
/// caller's origin, else undefined (the caller then uses its own).
fn entry_global(
    scope: &mut v8::PinScope,
    _: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let entered = scope.get_entered_or_microtask_context();
    if of_same_origin(scope, entered) {
        rv.set(entered.global(scope).into());
    }
}

/// Whether `context` is the caller's context or has its security token (the same
/// origin): the natives here hand out no other origin's global.
fn of_same_origin(scope: &v8::PinScope, context: v8::Local<v8::Context>) -> bool {
    let current = scope.get_current_context();
    context == current || context.get_security_token(scope) == current.get_security_token(scope)
}

/// `natives.realmGlobal(object)`: the global (WindowProxy) of the realm that made `object`
/// — a callback's, say, whose exceptions are reported there
/// ([HTML §8.1.4.6](https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception)
/// with the callback's realm) —, or undefined when it is no object, has no creation
/// context, or its realm is not of the caller's origin (its security token is another):
/// platform code never reaches into a cross-origin realm this way.
fn realm_global(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(object) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    let Some(context) = object.get_creation_context(scope) else { return };
    if of_same_origin(scope, context) {
        rv.set(context.global(scope).into());
    }
}

/// `natives.functionRealmGlobal(object)`: the global of
/// [GetFunctionRealm](https://tc39.es/ecma262/#sec-getfunctionrealm)(object) — a proxy's
/// is its target's (a revoked proxy's is a TypeError), any other object's the realm that
/// made it (a bound function's too: V8 does not give its target) — under the same rule as
/// `realmGlobal`: undefined for a realm of another origin.
fn function_realm_global(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let mut value = args.get(0);
    while let Ok(proxy) = v8::Local::<v8::Proxy>::try_from(value) {
        if proxy.is_revoked() {
            WebError::Type("Cannot get the realm of a revoked proxy.".into()).throw(scope);
            return;
        }
        value = proxy.get_target(scope);
    }
    let Ok(object) = v8::Local::<v8::Object>::try_from(value) else { return };
    let Some(context) = object.get_creation_context(scope) else { return };
    if of_same_origin(scope, context) {
        rv.set(context.global(scope).into());
    }
}

/// `natives.internalSlot(name)`: the isolate's private symbol `framescope:slot:<name>`.
fn internal_slot(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(name) = v8::Local::<v8::String>::try_from(args.get(0)) else {
        WebError::Type("internalSlot(name)".into()).throw(scope);
        return;
    };
    let name = format!("framescope:slot:{}", name.to_rust_string_lossy(scope));
    let Some(name) = v8::String::new(scope, &name) else { return };
    rv.set(private_symbol(scope, name));
}

/// The agent's object, kept in an isolate slot.
struct Agent(v8::Global<v8::Object>);

/// `natives.agent()`: the isolate's agent object (the same for every realm).
fn agent(scope: &mut v8::PinScope, _: v8::FunctionCallbackArguments, mut rv: v8::ReturnValue<v8::Value>) {
    if let Some(Agent(object)) = scope.get_slot::<Agent>() {
        let object = object.clone();
        rv.set(v8::Local::new(scope, object).into());
        return;
    }
    let null = v8::null(scope).into();
    let object = v8::Object::with_prototype_and_properties(scope, null, &[], &[]);
    let global = v8::Global::new(scope, object);
    scope.set_slot(Agent(global));
    rv.set(object.into());
}

/// Drops the isolate's handle on the agent (a snapshot maker may hold no global handles).
pub fn forget_agent(isolate: &mut v8::Isolate) {
    isolate.remove_slot::<Agent>();
}
