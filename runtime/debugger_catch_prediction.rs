//! Exceptions the platform catches for a page's task, predicted as *uncaught* by V8's
//! debugger, as Blink's are.
//!
//! HTML says what an exception that reaches the top of a task's callback does: it is
//! [reported](https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception),
//! and the task goes on. framescope catches it with a `v8::TryCatch` to report it; V8's
//! debugger predicts, when the exception is thrown, whether anything will catch it
//! (`Isolate::PredictExceptionCatcher`, walking the stack), and an embedder's `TryCatch`
//! counts as a catch unless it is *verbose*. "Pause on uncaught exceptions" would then
//! never stop for an exception of a timer's callback or an event listener, where Chrome
//! stops: Blink calls such callbacks with a verbose `TryCatch`, which still catches but
//! tells the isolate's message listeners of the exception. So do the calls here
//! ([`verbose`]), and the isolate gets a message listener that does nothing ([`install`]):
//! framescope reports the exception itself, and without a listener V8 prints a verbose
//! catch's message to stdout.
//!
//! Only the innermost `TryCatch` is asked, and a JavaScript `catch` on the stack still
//! counts: the platform's own scripts therefore call a page's listener through a native
//! with a verbose `TryCatch` of its own (`natives.callReporting`, `webidl/callbacks.rs`),
//! and every other callback whose exception they report (animation frame callbacks,
//! observers' callbacks, custom element reactions and constructors, `queueMicrotask`'s)
//! through `natives.callCatching`, not from a `try`/`catch` of their own. An exception thrown and caught inside the
//! platform's scripts never pauses: its frames are all ignore-listed
//! (`hidden_platform_scripts.rs`), and V8 does not stop when every frame is.

/// Makes `tc` a verbose catch: V8's debugger then sees what it catches as uncaught.
pub fn verbose(tc: &mut v8::PinnedRef<'_, v8::TryCatch<'_, '_, v8::HandleScope<'_>>>) {
    tc.set_verbose(true);
}

/// Gives `isolate` the message listener verbose catches need (one that does nothing).
pub fn install(isolate: &mut v8::Isolate) {
    isolate.add_message_listener(ignore_message);
}

extern "C" fn ignore_message(_message: v8::Local<v8::Message>, _data: v8::Local<v8::Value>) {}
