//! Fetching [in parallel](https://html.spec.whatwg.org/multipage/infrastructure.html#in-parallel):
//! an asynchronous request over the network loader (`fetch()`, an asynchronous
//! XMLHttpRequest) runs on a thread of its own while the page's event loop goes on with
//! its tasks and timers, and its response comes back as a task of the
//! [networking task source](https://html.spec.whatwg.org/multipage/webappapis.html#networking-task-source),
//! queued for the realm that made it ([queue a global task](https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-global-task)).
//!
//! Each request in flight is a record of the group's (`InParallel`): the realm, its
//! [`Termination`] (the fetch controller's terminate), an optional deadline (XMLHttpRequest's
//! `timeout`) and the steps that process the response on the page's thread. The event
//! loop polls it between tasks ([`poll`]): a response that came is queued as a task, a
//! request whose deadline passed is terminated and its steps get [`Stopped::TimedOut`],
//! and a request whose realm went away (a removed frame, a document navigated from) is
//! terminated and forgotten, as HTML drops a destroyed document's tasks. While requests
//! are in flight the loop is not idle (`GroupState::pending_platform_work`), and none
//! outlives the run: the loader bounds each request by what is left of `--timeout`, and
//! dropping the group (its run ended, its page closed) terminates those still in flight.
//!
//! The hosts folder answers at once, on the page's thread (its callers stay synchronous),
//! and so does the network loader on the virtual clock (`--virtual-time`), where a thread's
//! timing would make runs differ.
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::{Arc, mpsc};

use crate::runtime::event_loop::callbacks::report_exception;
use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::loader::fetch_termination::Termination;
use crate::runtime::realm::RealmId;
use crate::runtime::script;
use crate::runtime::web::html::window::Native;
use crate::runtime::web::performance::hr_time;

/// Why a request in flight ended without its response.
#[derive(Debug)]
pub enum Stopped {
    /// Its deadline ([`set_deadline`]) passed first.
    TimedOut,
    /// No thread could be started for it.
    NoThread(String),
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::TimedOut => f.write_str("the request timed out"),
            Self::NoThread(why) => f.write_str(why),
        }
    }
}

/// The steps that take a request's outcome on the page's thread, in its realm's context.
type Completion = Box<dyn FnOnce(&mut v8::PinScope<'_, '_>, Result<Box<dyn Any + Send>, Stopped>)>;

/// The steps that take each piece of progress a request reports before its outcome (a
/// response's head, then its body's chunks), on the page's thread.
type ProgressSteps = Rc<RefCell<dyn FnMut(&mut v8::PinScope<'_, '_>, Box<dyn Any + Send>)>>;

/// A request in flight.
struct Pending {
    realm: RealmId,
    termination: Arc<Termination>,
    /// When it times out (a moment of the shared clock, µs).
    deadline: Option<f64>,
    complete: Completion,
    progress: Option<ProgressSteps>,
}

/// What a request's thread sends: a piece of progress, or its outcome (the last).
enum Message {
    Progress(Box<dyn Any + Send>),
    Done(Box<dyn Any + Send>),
}

/// A request's thread's way to report progress before its outcome: each piece becomes a
/// task of the networking task source, queued in the order sent.
pub struct Progress {
    id: u64,
    sender: mpsc::Sender<(u64, Message)>,
}

impl Progress {
    pub fn send<P: Send + 'static>(&self, progress: P) {
        // (The group may have gone: then no one waits for it.)
        let _ = self.sender.send((self.id, Message::Progress(Box::new(progress))));
    }
}

/// The group's requests in flight, and the channel their threads answer on.
pub struct InParallel {
    sender: mpsc::Sender<(u64, Message)>,
    receiver: mpsc::Receiver<(u64, Message)>,
    next_id: Cell<u64>,
    pending: RefCell<HashMap<u64, Pending>>,
}

impl Default for InParallel {
    fn default() -> Self {
        let (sender, receiver) = mpsc::channel();
        Self { sender, receiver, next_id: Cell::new(0), pending: RefCell::default() }
    }
}

impl Drop for InParallel {
    /// The group is gone (its run ended, its page closed): each request still in flight is
    /// terminated, so that its connection closes now rather than at the loader's bound,
    /// and no thread outlives the group's run.
    fn drop(&mut self) {
        for pending in self.pending.get_mut().values() {
            pending.termination.terminate();
        }
    }
}

/// The natives of an asynchronous request's controller.
pub fn natives() -> Vec<Native> {
    vec![
        ("terminateRequest", v8::MapFnTo::map_fn_to(terminate_request)),
        ("requestTimeout", v8::MapFnTo::map_fn_to(request_timeout)),
    ]
}

/// (Whether a request goes in parallel: [`goes_in_parallel`], kept with the page model's
/// own parallel fetches.)
pub use crate::runtime::navigation::fetch_in_parallel::goes_in_parallel;

/// Starts `work` (a request's synchronous fetch) on a thread of its own for `realm`;
/// `complete` gets its result in a task of the realm, unless the request is terminated
/// first. Returns the request's id (for [`terminate`] and [`set_deadline`]).
pub fn start<T: Send + 'static>(
    state: &GroupState,
    realm: RealmId,
    work: impl FnOnce() -> T + Send + 'static,
    complete: impl FnOnce(&mut v8::PinScope<'_, '_>, Result<T, Stopped>) + 'static,
) -> u64 {
    start_with_progress::<T, ()>(state, realm, move |_| work(), |_, _| {}, complete)
}

/// [`start`], for `work` that reports progress (of type `P`) before its outcome: `progress`
/// gets each piece in a task of the realm, in order, until the request ends or is
/// terminated.
pub fn start_with_progress<T: Send + 'static, P: Send + 'static>(
    state: &GroupState,
    realm: RealmId,
    work: impl FnOnce(&Progress) -> T + Send + 'static,
    mut progress: impl FnMut(&mut v8::PinScope<'_, '_>, P) + 'static,
    complete: impl FnOnce(&mut v8::PinScope<'_, '_>, Result<T, Stopped>) + 'static,
) -> u64 {
    let progress: ProgressSteps =
        Rc::new(RefCell::new(move |scope: &mut v8::PinScope<'_, '_>, piece: Box<dyn Any + Send>| {
            if let Ok(piece) = piece.downcast::<P>() {
                progress(scope, *piece);
            }
        }));
    let requests = state.web.get::<InParallel>();
    let id = requests.next_id.get() + 1;
    requests.next_id.set(id);
    let termination = Arc::new(Termination::default());
    let complete: Completion = Box::new(move |scope, outcome| {
        let outcome = outcome.and_then(|result| {
            result
                .downcast::<T>()
                .map(|result| *result)
                .map_err(|_| Stopped::NoThread("the request's result was of another type".into()))
        });
        complete(scope, outcome);
    });
    requests.pending.borrow_mut().insert(
        id,
        Pending {
            realm,
            termination: termination.clone(),
            deadline: None,
            complete,
            progress: Some(progress),
        },
    );
    state.pending_platform_work.set(state.pending_platform_work.get() + 1);
    let sender = requests.sender.clone();
    // (A client that intercepts the page's requests is asked for this one too.)
    let interceptor = crate::runtime::loader::request_interception::remote();
    let spawned = std::thread::Builder::new().name("framescope-fetch".into()).spawn(move || {
        crate::runtime::loader::request_interception::set_remote(interceptor);
        let reporter = Progress { id, sender: sender.clone() };
        let result = Termination::scope(termination, || work(&reporter));
        // (The group may have gone: then no one waits for it.)
        let _ = sender.send((id, Message::Done(Box::new(result))));
    });
    if let Err(error) = spawned {
        let stopped = Stopped::NoThread(format!("no thread for the request: {error}"));
        finish(state, &requests, id, Err(stopped));
    }
    id
}

/// Queues the task that hands request `id`'s outcome to its steps.
fn finish(state: &GroupState, requests: &InParallel, id: u64, outcome: Result<Box<dyn Any + Send>, Stopped>) {
    let Some(pending) = requests.pending.borrow_mut().remove(&id) else { return };
    state.pending_platform_work.set(state.pending_platform_work.get().saturating_sub(1));
    let Pending { realm, complete, .. } = pending;
    let steps = GlobalSteps::Native(Box::new(move |scope| complete(scope, outcome)));
    state.tasks.borrow_mut().push(Task::GlobalTask { realm, steps });
}

/// [Terminates](https://fetch.spec.whatwg.org/#fetch-controller-terminate) request `id`:
/// its exchange ends, and its steps never run.
pub fn terminate(state: &GroupState, id: u64) {
    let requests = state.web.get::<InParallel>();
    let Some(pending) = requests.pending.borrow_mut().remove(&id) else { return };
    state.pending_platform_work.set(state.pending_platform_work.get().saturating_sub(1));
    pending.termination.terminate();
}

/// Sets when request `id` times out: `remaining` ms from now (none: never).
pub fn set_deadline(state: &GroupState, id: u64, remaining: Option<f64>) {
    let requests = state.web.get::<InParallel>();
    if let Some(pending) = requests.pending.borrow_mut().get_mut(&id) {
        pending.deadline = remaining.map(|ms| hr_time::now() + ms.max(0.0) * 1000.0);
    }
}

/// Between tasks: queues the responses that came, times out the requests whose deadline
/// passed, and terminates those whose realm went away.
pub fn poll(state: &GroupState) {
    let requests = state.web.get::<InParallel>();
    if requests.pending.borrow().is_empty() {
        return;
    }
    while let Ok((id, message)) = requests.receiver.try_recv() {
        match message {
            Message::Done(result) => finish(state, &requests, id, Ok(result)),
            Message::Progress(piece) => {
                let pending = requests.pending.borrow();
                let Some(Pending { realm, progress: Some(steps), .. }) = pending.get(&id) else { continue };
                let (realm, steps) = (*realm, steps.clone());
                let task = GlobalSteps::Native(Box::new(move |scope| (steps.borrow_mut())(scope, piece)));
                state.tasks.borrow_mut().push(Task::GlobalTask { realm, steps: task });
            }
        }
    }
    let now = hr_time::now();
    let (mut timed_out, mut gone) = (Vec::new(), Vec::new());
    for (&id, pending) in requests.pending.borrow().iter() {
        if state.is_detached(pending.realm) {
            gone.push(id);
        } else if pending.deadline.is_some_and(|deadline| deadline <= now) {
            timed_out.push(id);
        }
    }
    for id in gone {
        terminate(state, id);
    }
    // (In the order they were made.)
    timed_out.sort_unstable();
    for id in timed_out {
        if let Some(pending) = requests.pending.borrow().get(&id) {
            pending.termination.terminate();
        }
        finish(state, &requests, id, Err(Stopped::TimedOut));
    }
}

/// Calls `callback` (the platform's JavaScript steps) with `args` in the current realm,
/// reporting what it throws.
pub fn call_back(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    callback: &v8::Global<v8::Function>,
    args: &[v8::Local<v8::Value>],
) {
    let callback = v8::Local::new(scope, callback);
    let error = {
        v8::tc_scope!(let tc, scope);
        let undefined = v8::undefined(tc).into();
        match callback.call(tc, undefined, args) {
            Some(_) => None,
            None => Some(script::uncaught(tc)),
        }
    };
    if let Some(error) = error {
        report_exception(scope, state, realm, error);
    }
}

/// `natives.terminateRequest(id)`: [`terminate`].
fn terminate_request(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    if let Some(id) = args.get(0).number_value(scope) {
        terminate(&state, id as u64);
    }
}

/// `natives.requestTimeout(id, remaining)`: [`set_deadline`] (`remaining` ms, or null
/// for none).
fn request_timeout(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    let Some(id) = args.get(0).number_value(scope) else { return };
    let remaining = if args.get(1).is_number() { args.get(1).number_value(scope) } else { None };
    set_deadline(&state, id as u64, remaining);
}
