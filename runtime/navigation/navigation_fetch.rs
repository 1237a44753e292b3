//! A navigation's fetch [in parallel](https://html.spec.whatwg.org/multipage/infrastructure.html#in-parallel):
//! HTML's [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
//! step 20 goes on in parallel, and [populating a session history entry](https://html.spec.whatwg.org/multipage/browsing-the-web.html#populating-a-session-history-entry)
//! [creates navigation params by fetching](https://html.spec.whatwg.org/multipage/browsing-the-web.html#create-navigation-params-by-fetching)
//! there; the new document is made (and the old one unloaded) in a task, once the
//! response is in. Over the network loader (`--allow-net`, off the virtual clock) a
//! queued navigation's request runs on a thread of its own while the page's event loop
//! goes on — the parent's timers and messages, other frames' loads — and its task waits
//! *parked* in the queue (`TaskQueue::park`): every search of the queue sees it as a queued
//! navigation, so a new navigation of its navigable, its frame's removal, `window.stop()`
//! and `document.open()` take it back as they take back a queued one, and its request is
//! then terminated. The parent's `load` waits for it as for a queued one.
//!
//! The hosts folder, `about:`, `blob:`, `srcdoc` and the virtual clock answer at once, in
//! the navigation's task, as before; so do navigations that are not queued (the page's
//! own first load, a frame navigated from inside a script, a history traversal) and those
//! of a page whose requests an embedder's client intercepts (its hook is the page
//! thread's).
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::{Arc, mpsc};

use crate::runtime::event_loop::{Navigation, NavigationTicket, Task};
use crate::runtime::group::GroupState;
use crate::runtime::loader::fetch_termination::Termination;
use crate::runtime::loader::hosts::{FetchError, Response};
use crate::runtime::realm::RealmId;
use crate::runtime::web::performance::hr_time;

use super::DocumentRequest;
use super::fetch_document::DocumentFetchWork;
use super::load_document;
use super::streamed_body::{self, StreamedBody};

/// What a navigation's fetch thread answers: its number, the response (with its body, or
/// its first bytes when the rest is streamed) or network error, and the rest of a
/// streamed body.
type Answer = (u64, Result<Response, FetchError>, Option<StreamedBody>);

/// A navigation's fetch that came back: when the navigation started (its time origin),
/// the URL it fetched, and the response or network error.
pub(crate) struct Fetched {
    time_origin: f64,
    url: url::Url,
    result: Result<Response, FetchError>,
    /// The rest of its body, when it is parsed as it arrives (`streamed_body.rs`).
    rest: Option<StreamedBody>,
    /// The browsing context a frame's first document gets (see [`InFlight`]).
    browsing_context: Option<u64>,
    /// The document the navigation replaces, if any.
    replaces: Option<RealmId>,
    /// The frame's parent, if any.
    parent: Option<RealmId>,
}

/// A navigation's fetch still in flight.
struct InFlight {
    /// The navigation's number (its ticket's, and its parked task's).
    id: u64,
    parent: Option<RealmId>,
    replaces: Option<RealmId>,
    /// The frame's container element, if any.
    element: Option<v8::Global<v8::Object>>,
    time_origin: f64,
    url: url::Url,
    termination: Arc<Termination>,
    /// For a frame's first document, its browsing context's number, taken when the
    /// navigation started: frames are their parent's children in that order (HTML's
    /// document-tree child navigables, `window[i]`), whichever response comes first.
    browsing_context: Option<u64>,
}

/// The group's navigation fetches: those in flight, the channel their threads answer on,
/// and the responses whose tasks are queued.
pub(crate) struct NavigationFetches {
    sender: mpsc::Sender<Answer>,
    receiver: mpsc::Receiver<Answer>,
    in_flight: RefCell<Vec<InFlight>>,
    fetched: RefCell<HashMap<u64, Fetched>>,
    /// Reloads (see [`waits_behind`]) and documents' `load` tasks (see
    /// [`load_waits_behind`]) parked behind a navigation in flight: the number of the
    /// navigation awaited, and the key the task is parked under.
    behind: RefCell<Vec<(u64, u64)>>,
    /// Fetches started so far (news for [`poll`]).
    started: Cell<u64>,
    /// What the group's news were when [`poll`] last looked at every fetch in flight.
    seen: Cell<Option<News>>,
    /// Fetches in flight [`poll`] looked at, in all.
    visits: Cell<u64>,
}

/// The counts whose change tells [`poll`] that a fetch in flight may need looking at
/// again (a response is news of its own: it comes by the channel): fetches started,
/// navigations taken back, realms detached, parked tasks taken out, `load` tasks queued,
/// and tasks waiting behind a fetch.
type News = (u64, u64, u64, (u64, u64), usize);

/// The group's news now.
fn news(state: &GroupState, fetches: &NavigationFetches) -> News {
    let tasks = state.tasks.borrow().news();
    let behind = fetches.behind.borrow().len();
    (fetches.started.get(), state.cancellations(), state.detachments(), tasks, behind)
}

/// Fetches in flight the navigation poll looked at so far (a work count).
pub(crate) fn poll_steps(state: &GroupState) -> u64 {
    state.web.get::<NavigationFetches>().visits.get()
}

impl Default for NavigationFetches {
    fn default() -> Self {
        let (sender, receiver) = mpsc::channel();
        Self {
            sender,
            receiver,
            in_flight: RefCell::default(),
            fetched: RefCell::default(),
            behind: RefCell::default(),
            started: Cell::new(0),
            seen: Cell::new(None),
            visits: Cell::new(0),
        }
    }
}

impl Drop for NavigationFetches {
    /// The group is gone (its run ended): each fetch still in flight is terminated, so
    /// that no thread outlives the run.
    fn drop(&mut self) {
        for fetch in self.in_flight.get_mut().iter() {
            fetch.termination.terminate();
        }
    }
}

/// Whether the document `request` asks for is fetched in parallel: the network loader's
/// request, off the virtual clock, of a navigation that was queued — unless an embedder's
/// client intercepts the page's requests (`framescope serve`'s Fetch domain), whose hook
/// is the page thread's own (`runtime/loader/request_interception.rs`).
fn goes_in_parallel(state: &GroupState, request: &DocumentRequest) -> bool {
    request.srcdoc.is_none()
        && super::fetch_in_parallel::goes_in_parallel(state, &request.url)
        && !crate::runtime::loader::request_interception::is_set()
}

/// The queued navigation `navigation` (its `ticket`), resolved to `request`: loads its
/// document now, with the response its fetch in parallel gave if it had one; else starts
/// that fetch and parks the navigation until it comes back (see the module's text), when
/// the fetch goes in parallel; else fetches and loads at once.
pub(crate) fn load_queued(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    ticket: NavigationTicket,
    navigation: Navigation,
    request: DocumentRequest,
) {
    let fetches = state.web.get::<NavigationFetches>();
    let fetched = fetches.fetched.borrow_mut().remove(&ticket.id);
    // (The URL resolves as it did when the fetch started; if something changed it, the
    // document is fetched again.)
    if let Some(fetched) = fetched.filter(|fetched| fetched.url == request.url) {
        let Fetched { time_origin, result, rest, browsing_context, .. } = fetched;
        let response = (result, rest);
        load_document::load_fetched_document(scope, state, request, time_origin, response, browsing_context);
        return;
    }
    if !goes_in_parallel(state, &request) {
        super::load_document(scope, state, request);
        return;
    }
    let time_origin = hr_time::now();
    // (The realm the document is expected to be, for the loader's observer: the realms
    // made meanwhile — other navigations' in flight first — shift it.)
    let in_flight = fetches.in_flight.borrow().len() as u64;
    let expected = RealmId::MIN.saturating_add(state.realm_count() as u64 + in_flight);
    let Some(work) = load_document::network_fetch(state, &request, expected) else {
        super::load_document(scope, state, request);
        return;
    };
    start(state, &fetches, ticket, navigation, &request, time_origin, work);
}

/// A reload (`location.reload()`) of a document whose navigable has a navigation in
/// flight — queued before it, so its task ran first — waits parked behind it, and runs
/// once that navigation's document is made (or it was taken back): as when the
/// navigation's fetch blocked, the reload then finds its document gone and does nothing
/// (a reload leaves the navigations under way: `runtime/web/html/frames.rs`). Returns
/// whether it waits.
pub(crate) fn waits_behind(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    ticket: NavigationTicket,
    navigation: &Navigation,
) -> bool {
    if !navigation.reload {
        return false;
    }
    let fetches = state.web.get::<NavigationFetches>();
    let awaited = {
        v8::scope!(let scope, scope);
        let element = navigation.element.as_ref().map(|e| v8::Local::new(scope, e));
        fetches
            .in_flight
            .borrow()
            .iter()
            .find(|fetch| {
                (navigation.replaces.is_some() && fetch.replaces == navigation.replaces)
                    || element.is_some_and(|element| {
                        fetch.element.as_ref().is_some_and(|e| v8::Local::new(scope, e) == element)
                    })
            })
            .map(|fetch| fetch.id)
    };
    let Some(awaited) = awaited else { return false };
    fetches.behind.borrow_mut().push((awaited, ticket.id));
    state.park_navigation(ticket, navigation.clone());
    true
}

/// The key a document's `load` task waits parked under (see [`load_waits_behind`]): apart
/// from the navigations' numbers, which count up from 1.
const LOAD_BEHIND: u64 = 1 << 63;

/// A document's `load` whose navigable has a navigation in flight that will replace it
/// waits parked behind that navigation; returns whether it waits. HTML's
/// [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate), once
/// the unload prompt let it go on, queues a task (in its in-parallel steps) to [abort](https://html.spec.whatwg.org/multipage/document-lifecycle.html#abort-a-document-and-its-descendants)
/// the document as soon as the navigation has started: a document still being parsed
/// (a script in it set `location`) has its parser aborted and fires no `load` (Blink:
/// `Document::CancelParsing`, which suppresses it). framescope does not abort the parser
/// (a document from the hosts folder is parsed in one task, so it has finished by then; a
/// streamed one goes on parsing what arrives until it is replaced); its `load` waits, and
/// never fires when the navigation replaces it (its realm is gone when the task comes), as
/// when the fetch blocked the page. If the navigation is taken back (a newer one,
/// `window.stop()`) or leaves it, it fires then.
pub(crate) fn load_waits_behind(state: &GroupState, document: RealmId) -> bool {
    let fetches = state.web.get::<NavigationFetches>();
    // (A navigation whose response came in already has its task queued before this one:
    // the load goes behind it.)
    let arrived: Vec<u64> = fetches
        .fetched
        .borrow()
        .iter()
        .filter(|(_, f)| f.replaces == Some(document))
        .map(|(id, _)| *id)
        .collect();
    // (Looked for only then: each frame's load asks, and the queue may be long.)
    let queued = !arrived.is_empty()
        && state
            .tasks
            .borrow()
            .find_map(|task| match task {
                Task::Navigate(ticket, _) if arrived.contains(&ticket.id) => Some(()),
                _ => None,
            })
            .is_some();
    if queued {
        state.tasks.borrow_mut().push(Task::FireLoad(document));
        return true;
    }
    let awaited = fetches
        .in_flight
        .borrow()
        .iter()
        .find(|fetch| fetch.replaces == Some(document))
        .map(|fetch| fetch.id);
    let Some(awaited) = awaited else { return false };
    let key = LOAD_BEHIND | document.get();
    fetches.behind.borrow_mut().push((awaited, key));
    state.tasks.borrow_mut().park(key, Task::FireLoad(document));
    true
}

/// A navigation that replaces `document` starts (HTML's [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
/// sets the navigable's ongoing navigation to its own id): one still in flight for the
/// same document — an opened window's first navigation to a server that has not answered,
/// when another window navigates it by name — is taken back (its fetch ends, its task is
/// dropped, and what waited behind it goes on). `except`: the navigation's own number.
pub(crate) fn supersede(state: &GroupState, document: RealmId, except: Option<u64>) {
    let fetches = state.web.get::<NavigationFetches>();
    let older: Vec<u64> = fetches
        .in_flight
        .borrow()
        .iter()
        .filter(|fetch| fetch.replaces == Some(document) && Some(fetch.id) != except)
        .map(|fetch| fetch.id)
        .collect();
    for id in older {
        state.cancel_navigation(id);
    }
}

/// Navigation `id` was taken back after its response came in: the response goes.
pub(crate) fn forget(state: &GroupState, id: u64) {
    state.web.get::<NavigationFetches>().fetched.borrow_mut().remove(&id);
}

/// Starts `work` on a thread of its own and parks the navigation.
fn start(
    state: &GroupState,
    fetches: &NavigationFetches,
    ticket: NavigationTicket,
    navigation: Navigation,
    request: &DocumentRequest,
    time_origin: f64,
    work: DocumentFetchWork,
) {
    let termination = Arc::new(Termination::default());
    let on_thread = termination.clone();
    let sender = fetches.sender.clone();
    let id = ticket.id;
    let spawned = std::thread::Builder::new().name("framescope-navigation".into()).spawn(move || {
        // (The group may have gone: then no one hears it.)
        let respond = |result, rest| {
            let _ = sender.send((id, result, rest));
        };
        Termination::scope(on_thread.clone(), || streamed_body::fetch(work, &on_thread, respond));
    });
    if let Err(error) = spawned {
        let why = format!("no thread for the navigation's fetch: {error}");
        // No thread: the response is a network error, in the navigation's next task.
        let error = FetchError::Network { url: request.url.to_string(), cause: why };
        let url = request.url.clone();
        let replaces = navigation.replaces;
        let parent = request.parent;
        let fetched = Fetched {
            time_origin,
            url,
            result: Err(error),
            rest: None,
            browsing_context: None,
            replaces,
            parent,
        };
        fetches.fetched.borrow_mut().insert(id, fetched);
        state.tasks.borrow_mut().push(Task::Navigate(ticket, navigation));
        return;
    }
    fetches.in_flight.borrow_mut().push(InFlight {
        id,
        parent: request.parent,
        replaces: request.replaces,
        element: request.element.clone(),
        time_origin,
        url: request.url.clone(),
        termination,
        browsing_context: (request.parent.is_some() && request.replaces.is_none())
            .then(|| state.new_browsing_context()),
    });
    fetches.started.set(fetches.started.get() + 1);
    state.pending_platform_work.set(state.pending_platform_work.get() + 1);
    state.park_navigation(ticket, navigation);
}

/// Between tasks: the navigations whose responses came are queued (their parked tasks
/// made runnable), and those taken back meanwhile (their frame removed or renavigated,
/// their navigable stopped), or whose parent or document went away, have their requests
/// terminated (their tasks, queued, are dropped or end at once). A frame's initial
/// about:blank that script made meanwhile (`window.length`, `contentWindow`) fires no
/// `load` while its first navigation is under way, as when that navigation was queued
/// (as [`GroupState::cancel_initial_load`] drops it, whatever its URL has become).
///
/// The fetches in flight are looked at only when something that may concern them
/// happened since the poll last did ([`News`]), or a response came: a turn of the loop
/// with none of it (the loop waiting on the network, or running the page's own tasks)
/// costs no more with a thousand frames loading than with one.
pub fn poll(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>) {
    // (The chunks of documents parsed as their bodies arrive.)
    streamed_body::poll(state);
    let fetches = state.web.get::<NavigationFetches>();
    if fetches.in_flight.borrow().is_empty() && fetches.behind.borrow().is_empty() {
        return;
    }
    let came: Vec<_> = fetches.receiver.try_iter().collect();
    if came.is_empty() && fetches.seen.get() == Some(news(state, &fetches)) {
        return;
    }
    let count = fetches.in_flight.borrow().len() as u64;
    fetches.visits.set(fetches.visits.get() + count);
    let elements: Vec<v8::Global<v8::Object>> =
        fetches.in_flight.borrow().iter().filter_map(|fetch| fetch.element.clone()).collect();
    for element in elements {
        v8::scope!(let scope, scope);
        let element = v8::Local::new(scope, &element);
        // (Its URL may have changed: `history.replaceState()` in it.)
        if let Some(initial) = state.realm_of_element(scope, element)
            && !state.is_loaded(initial)
            && state.realm(initial).is_some_and(|realm| realm.load().initial_about_blank)
        {
            let load = |task: &Task| matches!(task, Task::FireLoad(realm) if *realm == initial);
            state.tasks.borrow_mut().retain(|task| !load(task));
        }
    }
    for (id, result, rest) in came {
        let Some(fetch) = take_in_flight(state, &fetches, id) else { continue };
        let fetched = Fetched {
            time_origin: fetch.time_origin,
            url: fetch.url,
            result,
            rest,
            browsing_context: fetch.browsing_context,
            replaces: fetch.replaces,
            parent: fetch.parent,
        };
        if state.tasks.borrow_mut().unpark(id) {
            fetches.fetched.borrow_mut().insert(id, fetched);
        }
    }
    let gone: Vec<u64> = fetches
        .in_flight
        .borrow()
        .iter()
        .filter(|fetch| {
            state.navigation_cancelled(fetch.id)
                || !state.tasks.borrow().is_parked(fetch.id)
                || fetch.parent.is_some_and(|p| state.is_detached(p))
                || fetch.replaces.is_some_and(|r| state.is_detached(r))
        })
        .map(|fetch| fetch.id)
        .collect();
    for id in gone {
        if let Some(fetch) = take_in_flight(state, &fetches, id) {
            fetch.termination.terminate();
        }
        // (Its task comes now: a navigation taken back is dropped, one whose documents
        // went away ends at once.)
        state.tasks.borrow_mut().unpark(id);
    }
    // The reloads and loads behind navigations no longer in flight come after them.
    let released: Vec<u64> = {
        let in_flight = fetches.in_flight.borrow();
        let mut behind = fetches.behind.borrow_mut();
        let (released, waiting): (Vec<_>, Vec<_>) =
            behind.drain(..).partition(|(awaited, _)| !in_flight.iter().any(|fetch| fetch.id == *awaited));
        *behind = waiting;
        released.into_iter().map(|(_, reload)| reload).collect()
    };
    for id in released {
        state.tasks.borrow_mut().unpark(id);
    }
    // (What this poll did itself — unparking, dropping loads — is no news for the next.)
    fetches.seen.set(Some(news(state, &fetches)));
}

/// Takes fetch `id` out of those in flight.
fn take_in_flight(state: &GroupState, fetches: &NavigationFetches, id: u64) -> Option<InFlight> {
    let mut in_flight = fetches.in_flight.borrow_mut();
    let index = in_flight.iter().position(|fetch| fetch.id == id)?;
    state.pending_platform_work.set(state.pending_platform_work.get().saturating_sub(1));
    Some(in_flight.remove(index))
}

/// The run ended (its deadline, `--timeout`, or an interrupt) with navigations' fetches
/// in flight, or come back with their tasks not run: each in flight is terminated, and a
/// load error names each one's URL (the parent's, or the replaced document's), as a fetch
/// the deadline cut short on the page's thread did — a network error as the fetch gave it
/// (its own `--timeout`, which may come just before the run's), else that it was not
/// loaded.
pub fn abandon(state: &GroupState) {
    let fetches = state.web.get::<NavigationFetches>();
    let mut came: Vec<(u64, Result<Response, FetchError>)> =
        fetches.receiver.try_iter().map(|(id, result, _)| (id, result)).collect();
    let in_flight = std::mem::take(&mut *fetches.in_flight.borrow_mut());
    for fetch in in_flight {
        fetch.termination.terminate();
        state.pending_platform_work.set(state.pending_platform_work.get().saturating_sub(1));
        let owner = fetch.parent.or(fetch.replaces);
        let message = match came.iter().position(|(id, _)| *id == fetch.id).map(|i| came.swap_remove(i).1) {
            Some(Err(error)) => error.to_string(),
            Some(Ok(_)) => {
                format!("{}: not loaded: the run ended (--timeout) before its document was made", fetch.url)
            }
            None => format!("{}: not loaded: the run ended (--timeout) before its response came", fetch.url),
        };
        state.record_load_error(owner, message);
    }
    let fetched = std::mem::take(&mut *fetches.fetched.borrow_mut());
    for fetch in fetched.into_values() {
        let message = match fetch.result {
            Err(error) => error.to_string(),
            Ok(_) => {
                format!("{}: not loaded: the run ended (--timeout) before its document was made", fetch.url)
            }
        };
        state.record_load_error(fetch.parent.or(fetch.replaces), message);
    }
}
