//! Promises rejected without a handler, for HTML's unhandled-rejection reporting.
//! [HTML §8.1.5.7 Unhandled promise rejections](https://html.spec.whatwg.org/multipage/webappapis.html#unhandled-promise-rejections)
//!
//! V8 calls the isolate's promise-reject callback when a promise is rejected with no
//! handler, and again if a handler is added later. The list here is HTML's
//! "about-to-be-notified rejected promises list": the runtime takes it after each
//! microtask checkpoint and notifies about what is still unhandled.
use std::cell::RefCell;
use std::rc::Rc;

/// A promise rejected with no handler, and its reason.
pub struct Rejection {
    pub promise: v8::Global<v8::Promise>,
    pub reason: v8::Global<v8::Value>,
}

#[derive(Default)]
struct Pending(RefCell<Vec<Rejection>>);

/// Starts tracking rejections in `isolate` (replaces any other promise-reject callback).
pub fn track(isolate: &mut v8::Isolate) {
    if isolate.get_slot::<Rc<Pending>>().is_none() {
        isolate.set_slot(Rc::new(Pending::default()));
    }
    isolate.set_promise_reject_callback(on_reject);
}

/// Takes the rejections still without a handler, oldest first.
pub fn take(isolate: &mut v8::Isolate) -> Vec<Rejection> {
    isolate.get_slot::<Rc<Pending>>().map(|p| p.0.take()).unwrap_or_default()
}

unsafe extern "C" fn on_reject(message: v8::PromiseRejectMessage) {
    super::guard("promise reject callback", || {
        // SAFETY: V8 calls this with the isolate entered; the scope lives for this call.
        v8::callback_scope!(unsafe scope, &message);
        let Some(pending) = scope.get_slot::<Rc<Pending>>().cloned() else { return };
        let promise = message.get_promise();
        match message.get_event() {
            v8::PromiseRejectEvent::PromiseRejectWithNoHandler => {
                let reason = message.get_value().unwrap_or_else(|| v8::undefined(scope).into());
                let rejection = Rejection {
                    promise: v8::Global::new(scope, promise),
                    reason: v8::Global::new(scope, reason),
                };
                pending.0.borrow_mut().push(rejection);
            }
            v8::PromiseRejectEvent::PromiseHandlerAddedAfterReject => {
                pending.0.borrow_mut().retain(|r| v8::Local::new(scope, &r.promise) != promise);
            }
            _ => {}
        }
    })
}
