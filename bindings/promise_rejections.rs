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

/// The isolate's lists: HTML's about-to-be-notified rejected promises; its outstanding
/// rejected promises weak set (the promises `unhandledrejection` was fired for, held
/// weakly); and the outstanding ones a handler was added to since (whose
/// `rejectionhandled` events are to be queued).
#[derive(Default)]
struct Pending {
    /// Whether the running script's errors are muted (the runtime's answer).
    muted: std::cell::Cell<Option<MutedCheck>>,
    about_to_be_notified: RefCell<Vec<Rejection>>,
    outstanding: RefCell<Vec<v8::Weak<v8::Promise>>>,
    /// What the runtime does at once for an outstanding promise that got a handler
    /// (queue its `rejectionhandled` task).
    on_handled: std::cell::Cell<Option<HandledHook>>,
}

/// Queues the `rejectionhandled` task of a promise (HostPromiseRejectionTracker's
/// "handle" step 3), called as the handler is added.
pub type HandledHook = fn(&mut v8::PinScope, v8::Local<v8::Promise>);

/// Whether the running script (the page script on top of the stack) has HTML's muted
/// errors: a cross-origin classic script fetched without CORS.
pub type MutedCheck = fn(&mut v8::PinScope) -> bool;

/// Starts tracking rejections in `isolate` (replaces any other promise-reject callback);
/// `muted` tells whether the running script's errors are muted, whose rejections are not
/// tracked ([HostPromiseRejectionTracker](https://html.spec.whatwg.org/multipage/webappapis.html#the-hostpromiserejectiontracker-implementation)
/// steps 1–2); `on_handled` queues each `rejectionhandled` task when its handler is added,
/// as HTML's "handle" operation does (step 3).
pub fn track(isolate: &mut v8::Isolate, muted: MutedCheck, on_handled: HandledHook) {
    if isolate.get_slot::<Rc<Pending>>().is_none() {
        isolate.set_slot(Rc::new(Pending::default()));
    }
    if let Some(pending) = isolate.get_slot::<Rc<Pending>>() {
        pending.muted.set(Some(muted));
        pending.on_handled.set(Some(on_handled));
    }
    isolate.set_promise_reject_callback(on_reject);
}

/// Takes the rejections still without a handler, oldest first.
pub fn take(isolate: &mut v8::Isolate) -> Vec<Rejection> {
    isolate.get_slot::<Rc<Pending>>().map(|p| p.about_to_be_notified.take()).unwrap_or_default()
}

/// [Notify about rejected promises](https://html.spec.whatwg.org/multipage/webappapis.html#notify-about-rejected-promises)
/// step 5.3.4: a promise still unhandled after its `unhandledrejection` event joins the
/// outstanding rejected promises weak set.
pub fn mark_outstanding(isolate: &mut v8::Isolate, promise: v8::Local<v8::Promise>) {
    let Some(pending) = isolate.get_slot::<Rc<Pending>>().cloned() else { return };
    let mut outstanding = pending.outstanding.borrow_mut();
    // (Collected promises' entries go.)
    outstanding.retain(|weak| !weak.is_empty());
    outstanding.push(v8::Weak::new(isolate, promise));
}

unsafe extern "C" fn on_reject(message: v8::PromiseRejectMessage) {
    super::guard("promise reject callback", || {
        // SAFETY: V8 calls this with the isolate entered; the scope lives for this call.
        v8::callback_scope!(unsafe scope, &message);
        let Some(pending) = scope.get_slot::<Rc<Pending>>().cloned() else { return };
        let promise = message.get_promise();
        match message.get_event() {
            v8::PromiseRejectEvent::PromiseRejectWithNoHandler => {
                // 1–2. If the running script is a classic script whose errors are muted,
                //    return.
                if pending.muted.get().is_some_and(|muted| muted(scope)) {
                    return;
                }
                let reason = message.get_value().unwrap_or_else(|| v8::undefined(scope).into());
                let rejection = Rejection {
                    promise: v8::Global::new(scope, promise),
                    reason: v8::Global::new(scope, reason),
                };
                pending.about_to_be_notified.borrow_mut().push(rejection);
            }
            v8::PromiseRejectEvent::PromiseHandlerAddedAfterReject => {
                // 1–2. About to be notified: it no longer is.
                pending
                    .about_to_be_notified
                    .borrow_mut()
                    .retain(|r| v8::Local::new(scope, &r.promise) != promise);
                // 3. In the outstanding set: removed, and a rejectionhandled event due.
                let removed = {
                    let mut outstanding = pending.outstanding.borrow_mut();
                    let before = outstanding.len();
                    outstanding.retain(|weak| weak.to_local(scope).is_none_or(|p| p != promise));
                    outstanding.len() < before
                };
                if removed && let Some(hook) = pending.on_handled.get() {
                    hook(scope, promise);
                }
            }
            _ => {}
        }
    })
}
