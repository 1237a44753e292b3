//! The realm of the [topmost script-having execution context](https://html.spec.whatwg.org/multipage/webappapis.html#topmost-script-having-execution-context):
//! what HTML's [incumbent](https://html.spec.whatwg.org/multipage/webappapis.html#incumbent)
//! settings object is, when page code is on the stack. V8's own `GetIncumbentContext`
//! takes the topmost JavaScript frame, which in framescope is the platform's JavaScript
//! (each realm's copy of `postMessage`'s or Location's steps) rather than the page code
//! that called it; the C++ half (`bindings/incumbent_realm.cc`, V8's internal API) walks
//! the stack past the platform's frames and V8's built-ins.

use super::ffi;

/// The context of the youngest function on the stack that is a page's script (inlined
/// functions included; the platform's own scripts and V8's built-ins skipped), or `None`
/// when no page code is on the stack.
pub fn topmost_script_having_context<'a>(
    scope: &'a v8::PinScope<'_, '_>,
) -> Option<v8::Local<'a, v8::Context>> {
    let mut context: *const v8::Context = std::ptr::null();
    // SAFETY: the isolate is alive and entered on its own thread; the C++ side walks the
    // stack without allocating on the heap and writes a handle of the current handle
    // scope (`scope`'s), which the returned local is bound to.
    unsafe {
        if !ffi::fs_internal_topmost_script_having_context(super::raw_isolate(scope), &mut context)
            || context.is_null()
        {
            return None;
        }
        Some(std::mem::transmute::<*const v8::Context, v8::Local<'a, v8::Context>>(context))
    }
}
