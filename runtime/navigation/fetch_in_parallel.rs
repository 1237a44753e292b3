//! A fetch the page model waits for without blocking the event loop: the request runs
//! [in parallel](https://html.spec.whatwg.org/multipage/infrastructure.html#in-parallel)
//! on a thread of its own while the group [spins the event loop](https://html.spec.whatwg.org/multipage/webappapis.html#spin-the-event-loop)
//! (its timers, messages and other frames' tasks run), as HTML's parser waits for its
//! parser-blocking script ("spin the event loop until the script is ready").
//!
//! Only the network loader's requests go in parallel, off the virtual clock (as `fetch()`'s
//! do: `runtime/web/fetch/in_parallel.rs`); the hosts folder answers at once. No spinning
//! happens with page JavaScript on the stack (a script written by `document.write`
//! into a script-created parser, a frame a script inserts): there the fetch waits as before.
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, mpsc};

use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::loader::fetch_termination::Termination;
use crate::runtime::realm::RealmId;
use crate::runtime::web::performance::hr_time;

/// Whether a request of `url` runs in parallel: the network loader's, off the virtual
/// clock.
pub fn goes_in_parallel(state: &GroupState, url: &Url) -> bool {
    !hr_time::is_virtual() && state.hosts.network().is_some_and(|network| network.allows(url))
}

/// Whether a request of `url` for the realm `realm` runs in parallel while its caller goes
/// on (the parser suspends): the network loader's, with no page JavaScript on the stack.
pub(crate) fn may_go_on(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    realm: RealmId,
    url: &Url,
) -> bool {
    goes_in_parallel(state, url) && may_spin(scope, state, realm)
}

/// Whether the event loop may spin here: no page JavaScript is on the stack (nor a script's
/// `document.write`). (Seen from the context of `realm`; without one, it may not.)
fn may_spin(scope: &mut v8::PinScope<'_, '_, ()>, state: &GroupState, realm: RealmId) -> bool {
    if state.nested_in_script.get() > 0 {
        return false;
    }
    v8::scope!(let scope, scope);
    let Some(context) = state.context(scope, realm) else { return false };
    let scope = &mut v8::ContextScope::new(scope, context);
    v8::StackTrace::current_stack_trace(scope, 1).is_none_or(|trace| trace.get_frame_count() == 0)
}

/// Runs `work` (a request's synchronous fetch of `url`) for the realm `realm` (a script's
/// document): in parallel while the event loop spins, when it goes in
/// parallel and the loop may spin here, else at once. `None` when the realm went away
/// (or the run ended) first: the request is terminated, and its caller stops.
pub(crate) fn fetch<T: Send + 'static>(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    realm: RealmId,
    url: &Url,
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    if !goes_in_parallel(state, url) || !may_spin(scope, state, realm) {
        return Some(work());
    }
    let termination = Arc::new(Termination::default());
    let (sender, receiver) = mpsc::channel();
    let on_thread = termination.clone();
    let (work_sender, work_receiver) = mpsc::channel::<Box<dyn FnOnce() -> T + Send>>();
    // (A client that intercepts the page's requests is asked for this one too; the page's
    // thread answers while it spins: `request_interception::while_waiting`.)
    let interceptor = crate::runtime::loader::request_interception::remote();
    let spawned = std::thread::Builder::new().name("framescope-fetch".into()).spawn(move || {
        crate::runtime::loader::request_interception::set_remote(interceptor);
        let Ok(work) = work_receiver.recv() else { return };
        let result = Termination::scope(on_thread, work);
        // (The page may have stopped waiting: then no one hears it.)
        let _ = sender.send(result);
    });
    if spawned.is_err() {
        // No thread: the request waits on the page's thread, as before.
        return Some(work());
    }
    let _ = work_sender.send(Box::new(work));
    let result = RefCell::new(None);
    let done = || {
        if result.borrow().is_none()
            && let Ok(answer) = receiver.try_recv()
        {
            *result.borrow_mut() = Some(answer);
        }
        result.borrow().is_some() || state.is_detached(realm)
    };
    // (The script delays its document's load event until it has run: until the caller is
    // done with it, since `load` is only queued at the end of a task.)
    let delays_load = state.delay_load_event(realm);
    (state.upcalls.spin_the_event_loop)(scope, state, &done);
    if delays_load {
        state.load_event_delay_ended(realm);
    }
    let result = result.into_inner();
    if result.is_none() {
        termination.terminate();
    }
    result.filter(|_| !state.is_detached(realm) && !state.has_expired())
}
