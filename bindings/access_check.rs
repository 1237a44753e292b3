//! Cross-origin access between realms of one isolate.
//!
//! With distinct security tokens V8 denies every access to another realm's global object.
//! HTML keeps a few window properties reachable across origins (CrossOriginProperties:
//! `window`, `self`, `location`, `close`, `closed`, `focus`, `blur`, `frames`, `length`,
//! `top`, `opener`, `parent`, `postMessage`), which V8 supports with an access check plus
//! *handlers* that answer denied accesses. [`set_access_check`] installs both on a global
//! template; a denied access the handlers do not intercept goes to the failed-access
//! callback, which [`throw_security_errors`] makes throw the accessing realm's
//! `SecurityError` (from [`set_security_error_factory`]), as browsers do.
use std::ptr;

use super::{ffi, raw_isolate};

macro_rules! handler_builders {
    ($($(#[$doc:meta])* $method:ident: $callback:ty;)*) => {
        $(
            $(#[$doc])*
            pub fn $method(mut self, callback: impl v8::MapFnTo<$callback>) -> Self {
                self.$method = Some(callback.map_fn_to());
                self
            }
        )*
    };
}

/// The handlers V8 calls for accesses the access check denied. A handler that does not
/// intercept (leaves the return value unset) lets the access fail.
#[derive(Default)]
pub struct CrossOriginHandlers<'s> {
    named_getter: Option<v8::NamedPropertyGetterCallback>,
    named_setter: Option<v8::NamedPropertySetterCallback>,
    named_query: Option<v8::NamedPropertyQueryCallback>,
    named_deleter: Option<v8::NamedPropertyDeleterCallback>,
    named_enumerator: Option<v8::NamedPropertyEnumeratorCallback>,
    named_definer: Option<v8::NamedPropertyDefinerCallback>,
    named_descriptor: Option<v8::NamedPropertyDescriptorCallback>,
    indexed_getter: Option<v8::IndexedPropertyGetterCallback>,
    indexed_setter: Option<v8::IndexedPropertySetterCallback>,
    indexed_query: Option<v8::IndexedPropertyQueryCallback>,
    indexed_deleter: Option<v8::IndexedPropertyDeleterCallback>,
    indexed_enumerator: Option<v8::IndexedPropertyEnumeratorCallback>,
    indexed_definer: Option<v8::IndexedPropertyDefinerCallback>,
    indexed_descriptor: Option<v8::IndexedPropertyDescriptorCallback>,
    data: Option<v8::Local<'s, v8::Value>>,
}

impl<'s> CrossOriginHandlers<'s> {
    pub fn new() -> Self {
        Self::default()
    }

    handler_builders! {
        /// `crossOrigin.name`.
        named_getter: v8::NamedPropertyGetterCallback;
        /// `crossOrigin.name = value`.
        named_setter: v8::NamedPropertySetterCallback;
        /// `name in crossOrigin`, and attribute queries.
        named_query: v8::NamedPropertyQueryCallback;
        /// `delete crossOrigin.name`.
        named_deleter: v8::NamedPropertyDeleterCallback;
        /// `Object.keys(crossOrigin)` and friends.
        named_enumerator: v8::NamedPropertyEnumeratorCallback;
        /// `Object.defineProperty(crossOrigin, name, ..)`.
        named_definer: v8::NamedPropertyDefinerCallback;
        /// `Object.getOwnPropertyDescriptor(crossOrigin, name)`.
        named_descriptor: v8::NamedPropertyDescriptorCallback;
        /// `crossOrigin[i]` (HTML: the i-th child browsing context).
        indexed_getter: v8::IndexedPropertyGetterCallback;
        indexed_setter: v8::IndexedPropertySetterCallback;
        indexed_query: v8::IndexedPropertyQueryCallback;
        indexed_deleter: v8::IndexedPropertyDeleterCallback;
        indexed_enumerator: v8::IndexedPropertyEnumeratorCallback;
        indexed_definer: v8::IndexedPropertyDefinerCallback;
        indexed_descriptor: v8::IndexedPropertyDescriptorCallback;
    }

    /// The value handlers see as `args.data()`.
    pub fn data(mut self, data: v8::Local<'s, v8::Value>) -> Self {
        self.data = Some(data);
        self
    }
}

/// Makes objects from `template` (a context's global template, for windows) access
/// checked: a realm whose security token differs from the object's realm is denied, and
/// `handlers` answer what it may still reach.
pub fn set_access_check(template: v8::Local<'_, v8::ObjectTemplate>, handlers: CrossOriginHandlers<'_>) {
    let data = handlers.data.map_or(ptr::null(), |d| &*d as *const v8::Value);
    // SAFETY: `template` and `data` are live handles; the callbacks are the crate's own
    // adapters, with the signatures V8 expects.
    unsafe {
        ffi::fs_object_template_set_access_check(
            &*template,
            handlers.named_getter,
            handlers.named_setter,
            handlers.named_query,
            handlers.named_deleter,
            handlers.named_enumerator,
            handlers.named_definer,
            handlers.named_descriptor,
            handlers.indexed_getter,
            handlers.indexed_setter,
            handlers.indexed_query,
            handlers.indexed_deleter,
            handlers.indexed_enumerator,
            handlers.indexed_definer,
            handlers.indexed_descriptor,
            data,
        );
    }
}

/// Makes every denied cross-origin access in `isolate` throw: the accessing realm's
/// security-error factory's result, or an `Error` named `SecurityError` when it has none.
pub fn throw_security_errors(isolate: &mut v8::Isolate) {
    // SAFETY: a live isolate; the callback is a C++ function of the bridge.
    unsafe { ffi::fs_isolate_throw_security_errors(raw_isolate(isolate)) }
}

/// Sets the function that builds the exception a denied access in `context` throws. It is
/// called with one argument, the access kind (`"get"`, `"set"`, `"has"`, `"delete"`,
/// `"keys"`); a runtime returns a `SecurityError` DOMException of its realm.
pub fn set_security_error_factory(context: v8::Local<'_, v8::Context>, factory: v8::Local<'_, v8::Function>) {
    context.set_embedder_data(super::realm::SECURITY_ERROR_FACTORY_SLOT, factory.into());
}

/// Detaches `context`'s global proxy from its global object (`Context::DetachGlobal`), as
/// when a frame navigates (the new document's global takes the proxy over): the old
/// global is then unreachable through it.
pub fn detach_global(context: v8::Local<'_, v8::Context>) {
    // SAFETY: a live context handle.
    unsafe { ffi::fs_context_detach_global(&*context) }
}

/// The C++ callbacks [`set_access_check`] installs, as external references: a V8 startup
/// snapshot of a context made from an access-checked template refers to them by their
/// index in the isolate's external references (`runtime/realm_snapshot.rs`).
pub fn external_references() -> Vec<v8::ExternalReference> {
    // SAFETY: returns the address of a function of the bridge; nothing is dereferenced.
    let pointer = unsafe { ffi::fs_access_check_callback() };
    vec![v8::ExternalReference { pointer }]
}
