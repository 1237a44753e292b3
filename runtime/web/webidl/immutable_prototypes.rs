//! [Immutable prototype exotic objects](https://tc39.es/ecma262/#sec-immutable-prototype-exotic-objects)
//! that the platform's JavaScript makes: the objects Web IDL and HTML say keep their
//! prototype — a [Global] interface's global object and the interface prototype objects on
//! its chain ([Web IDL §3.7.3](https://webidl.spec.whatwg.org/#interface-prototype-object):
//! `Window.prototype`, `WindowProperties`, `EventTarget.prototype` in a window;
//! `DedicatedWorkerGlobalScope.prototype`, `WorkerGlobalScope.prototype`,
//! `EventTarget.prototype` in a worker), and every `Location` object
//! ([HTML §7.2.4.1](https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-setprototypeof)).
use crate::runtime::web::html::window::Native;

/// `natives.setImmutablePrototype(object)`.
pub fn natives() -> Vec<Native> {
    vec![("setImmutablePrototype", v8::MapFnTo::map_fn_to(set_immutable_prototype))]
}

/// `natives.setImmutablePrototype(object)`: makes `object`'s [[SetPrototypeOf]] the
/// SetImmutablePrototype abstract operation (true for its own prototype, false — a
/// TypeError from `Object.setPrototypeOf` — for any other value). Returns whether it could
/// (an object that is no proxy).
fn set_immutable_prototype(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let done = match v8::Local::<v8::Object>::try_from(args.get(0)) {
        Ok(object) => crate::bindings::v8_internal::set_immutable_prototype(scope, object),
        Err(_) => false,
    };
    rv.set_bool(done);
}
