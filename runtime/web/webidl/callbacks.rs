//! Calling a page's callback in its own realm.
//!
//! [Web IDL §3.12](https://webidl.spec.whatwg.org/#call-a-user-objects-operation): to call a
//! user object's operation (an `EventListener`'s `handleEvent`) or invoke a callback
//! function, the platform "prepares to run script" with the callback's realm, so what
//! goes wrong in the call itself — `handleEvent` missing or not callable, a revoked proxy
//! — is a TypeError of that realm, not of the realm whose platform code dispatches. V8
//! makes such errors in the context it is running in, so the call is made with the
//! callback's context entered.
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The natives of callbacks.
pub fn natives() -> Vec<Native> {
    vec![("callUserObject", v8::MapFnTo::map_fn_to(call_user_object))]
}

/// `natives.callUserObject(realmGlobal, callback, thisArg, argument, operation)`: calls
/// `callback` (a function, called with `thisArg`) or its `operation` (`handleEvent` when
/// not given; called with the callback as this) with `argument`, with the realm of
/// `realmGlobal` (the global of the callback's realm, as `lib.realmOfObject` found it; the
/// caller's when undefined) entered. Its result, or the exception it throws.
fn call_user_object(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let context = v8::Local::<v8::Object>::try_from(args.get(0))
        .ok()
        .and_then(|global| global.get_creation_context(scope))
        .unwrap_or_else(|| scope.get_current_context());
    let scope = &mut v8::ContextScope::new(scope, context);
    let (callback, event) = (args.get(1), args.get(3));
    let (function, this) = match v8::Local::<v8::Function>::try_from(callback) {
        Ok(function) => (function, args.get(2)),
        Err(_) => {
            // https://webidl.spec.whatwg.org/#call-a-user-objects-operation steps 10.1–10.3:
            // Get(O, opName); not callable: a TypeError.
            let operation = match args.get(4) {
                name if name.is_string() => name.to_rust_string_lossy(scope),
                _ => "handleEvent".to_string(),
            };
            let Ok(object) = v8::Local::<v8::Object>::try_from(callback) else {
                WebError::Type("The callback is neither a function nor an object".into()).throw(scope);
                return;
            };
            let Some(key) = v8::String::new(scope, &operation) else { return };
            let Some(value) = object.get(scope, key.into()) else { return };
            match v8::Local::<v8::Function>::try_from(value) {
                Ok(function) => (function, callback),
                Err(_) => {
                    WebError::Type(format!("The callback's {operation} is not a function")).throw(scope);
                    return;
                }
            }
        }
    };
    if let Some(result) = function.call(scope, this, &[event]) {
        rv.set(result);
    }
}
