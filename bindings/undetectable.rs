//! Undetectable objects: an object template whose instances have ECMAScript's
//! [[[IsHTMLDDA]]](https://tc39.es/ecma262/#sec-IsHTMLDDA-internal-slot) internal slot
//! (`typeof` is "undefined"; falsy; `== null`) and are callable, as HTML's
//! `HTMLAllCollection` is (`bindings/undetectable.cc`: V8's `MarkAsUndetectable`, which
//! the `v8` crate does not bind).
use super::ffi;

/// Makes the instances of `template` undetectable and callable: a call runs `callback`
/// with `data` as its `args.data()`.
pub fn make_undetectable(
    template: v8::Local<v8::ObjectTemplate>,
    callback: impl v8::MapFnTo<v8::FunctionCallback>,
    data: v8::Local<v8::Value>,
) {
    // SAFETY: both handles are live locals of the current handle scope, read during the
    // call only; the callback is a plain function the template keeps (an `extern "C"`
    // function of the signature V8's `FunctionCallback` has).
    unsafe {
        ffi::fs_object_template_make_undetectable(
            &*template as *const v8::ObjectTemplate,
            callback.map_fn_to(),
            &*data as *const v8::Value,
        );
    }
}
