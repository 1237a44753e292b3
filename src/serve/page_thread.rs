//! A page's thread: the group's event loop in short turns and, between them, the
//! messages of the sessions attached to the page (handled by [`super::page`]).
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use url::Url;

use super::Outbox;
use super::browser::Browser;
use super::dialogs;
use super::dom::NodeTable;
use super::emulation::Emulation;
use super::fetch_domain::FetchDomain;
use super::fetch_relay::{FetchRelay, Intercepted};
use super::input::Mouse;
use super::inspector::{self, Inspector};
use super::navigation_history::NavigationHistory;
use super::page::{Page, Sessions, raw_command};
use super::protocol::{self, Command};
use super::realm_registration::Registrar;
use super::target_info::TargetInfo;
use super::workers::{WorkerHook, Workers};
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::web::performance::hr_time;
use crate::runtime::workers::devtools::WorkerTarget;

/// What the browser's thread tells a page's.
pub enum PageMessage {
    /// A session (flattened, with its id; or a page endpoint's, without) attaches.
    Attach {
        key: u64,
        session_id: Option<String>,
        outbox: Outbox,
    },
    Detach {
        key: u64,
    },
    Command {
        key: u64,
        command: Command,
    },
    /// A worker's session, ended at the browser (`Target.detachFromTarget`, or its
    /// connection went; `tell`: with `Target.detachedFromTarget`).
    DetachWorker {
        session_id: String,
        tell: bool,
    },
    /// The browser attached a session to one of the page's shared or service workers.
    AttachWorker {
        worker: String,
        session_id: String,
        outbox: Outbox,
    },
    /// One of the page's workers started (told from its thread: `workers.rs`).
    WorkerStarted {
        id: String,
        worker: WorkerTarget,
    },
    WorkerEnded {
        id: String,
    },
    /// A request (or response) of another of the page's threads, for its Fetch domain
    /// (`fetch_relay.rs`).
    Intercept(Intercepted),
    Close,
}

/// The way to a page's thread.
#[derive(Clone)]
pub struct PageHandle(Sender<PageMessage>);

impl PageHandle {
    /// Sends a message (a page whose thread ended drops it: its sessions are gone too).
    pub fn send(&self, message: PageMessage) {
        let _ = self.0.send(message);
    }
}

/// How a page is made.
pub struct PageSettings {
    pub hosts: VirtualHosts,
    /// Its V8 heap limit, in MB.
    pub max_heap_mb: usize,
    /// It waits for the debugger: about:blank until a session sends
    /// `Runtime.runIfWaitingForDebugger`, and only then its URL.
    pub waiting: bool,
}

/// Starts a page's thread, loading `url` first (once the debugger lets it, if it waits).
pub fn start(
    id: String,
    url: Url,
    settings: PageSettings,
    info: Arc<Mutex<TargetInfo>>,
    browser: Weak<Mutex<Browser>>,
) -> Result<PageHandle, String> {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name(format!("page {}", &id[..8.min(id.len())]))
        .spawn({
            let sender = sender.clone();
            move || run(id, url, settings, info, browser, (sender, receiver))
        })
        .map_err(|e| format!("cannot start the page's thread: {e}"))?;
    Ok(PageHandle(sender))
}

/// How long the page's loop runs before it looks at its messages again.
const TURN: Duration = Duration::from_millis(20);

/// How long an idle page waits for a message before it looks at its loop again.
const IDLE_WAIT: Duration = Duration::from_millis(500);

fn run(
    id: String,
    url: Url,
    settings: PageSettings,
    info: Arc<Mutex<TargetInfo>>,
    browser: Weak<Mutex<Browser>>,
    (sender, receiver): (Sender<PageMessage>, Receiver<PageMessage>),
) {
    // Served pages get hit boxes, so a client's clicks at an element's box reach it, and
    // keep their profilers' traces for Framescope.getProfilerTraces.
    let options = GroupOptions {
        max_heap_mb: settings.max_heap_mb,
        hit_boxes: true,
        record_profiler_traces: true,
        ..GroupOptions::default()
    };
    // The loader records the page's fetches for the Network domain (`network.rs`).
    let hosts =
        settings.hosts.with_observer(crate::runtime::loader::network_observer::NetworkObserver::default());
    // (Its own setting for certificate errors, which Security.setIgnoreCertificateErrors
    // changes for this page alone.)
    let hosts = match hosts.network().map(|network| network.own_certificate_setting()) {
        Some(network) => hosts.with_network(network),
        None => hosts,
    };
    // The page keeps its browser context's cookie jar and local storage.
    let mut group = BrowsingContextGroup::sharing_storage(hosts, options);
    // A served page runs until it is closed; a script that runs away is stopped by the
    // debugger or Runtime.terminateExecution, not by a deadline.
    group.set_deadline(Instant::now() + Duration::from_secs(365 * 24 * 3600));
    let inspector = Rc::new(Inspector::new(group.isolate_mut()));
    let receiver = Rc::new(receiver);
    let sessions: Sessions = Rc::default();
    let deferred: Rc<RefCell<VecDeque<PageMessage>>> = Rc::default();
    {
        let (receiver, sessions, deferred) = (receiver.clone(), sessions.clone(), deferred.clone());
        inspector.set_pump(Box::new(move || match receiver.recv() {
            Ok(PageMessage::Command { key, command }) => {
                let session = sessions.borrow().get(&key).cloned();
                if let Some(session) = session {
                    if inspector::handles(&command.method) {
                        session.ignore_list.dispatch(&session.v8, &raw_command(&command));
                    } else {
                        session
                            .send(command.fail(protocol::SERVER_ERROR, "the page is paused in the debugger"));
                    }
                }
                true
            }
            Ok(PageMessage::Close) | Err(_) => {
                deferred.borrow_mut().push_back(PageMessage::Close);
                false
            }
            Ok(other) => {
                deferred.borrow_mut().push_back(other);
                true
            }
        }));
    }
    // Its fetches are recorded, its deprecations and `document.write` interventions
    // noticed, all along: the page keeps the Log entries and Audits issues they make for
    // the sessions that enable those domains later (`kept_entries.rs`).
    if let Some(observer) = group.state().hosts.observer() {
        observer.set_recording(true);
    }
    crate::runtime::deprecation::set_listening(true);
    crate::runtime::document_write_intervention::set_listening(true);
    // Its console calls go to V8's inspector (`console.rs`).
    group.state().console.keep_calls();
    // The page's workers tell its thread they started, to be targets (`workers.rs`).
    let workers = Workers::default();
    let hook = WorkerHook {
        page: sender.clone(),
        page_waits: workers.waits(),
        worker_waits: workers.worker_waits(),
        browser: browser.clone(),
    };
    *group.state().worker_devtools.borrow_mut() = Some(Arc::new(hook));
    dialogs::install(group.state(), id.clone(), receiver.clone(), sessions.clone(), deferred.clone());
    // Each document is registered with the inspector as soon as it is booted.
    let registrar = Rc::new(Registrar {
        page_id: id.clone(),
        inspector: inspector.clone(),
        sessions: sessions.clone(),
        pending_loaders: RefCell::default(),
        loader_ids: RefCell::default(),
        top: std::cell::Cell::default(),
        booted: RefCell::default(),
        inspected: RefCell::default(),
    });
    *group.state().realm_observer.borrow_mut() = Some(registrar.clone());
    // The page's requests may be intercepted (the Fetch domain).
    let fetch = Rc::new(FetchDomain::new(
        id.clone(),
        group.state().clone(),
        registrar.clone(),
        receiver.clone(),
        sessions.clone(),
        deferred.clone(),
    ));
    crate::runtime::loader::request_interception::set(Some(fetch.clone()));
    // (And those of its other threads: its workers', its fetches in parallel.)
    let relay = FetchRelay {
        page: PageHandle(sender),
        enabled: fetch.enabled.clone(),
        responses: fetch.responses.clone(),
        closed: fetch.closed.clone(),
    };
    crate::runtime::loader::request_interception::set_remote(Some(Arc::new(relay)));
    let mut page = Page {
        id,
        group,
        inspector,
        registrar,
        sessions,
        info,
        browser,
        known: HashMap::new(),
        top: None,
        world_scripts: Vec::new(),
        emulation: Emulation::default(),
        task_time: Duration::ZERO,
        nodes: NodeTable::default(),
        next_own_command: -1,
        waiting_url: None,
        mouse: Mouse::default(),
        pending_input: Vec::new(),
        history: NavigationHistory::default(),
        workers,
        fetch,
    };
    let blank = Url::parse("about:blank").ok().filter(|blank| settings.waiting && *blank != url);
    match blank {
        Some(blank) => {
            page.top = Some(page.group.load(blank));
            page.waiting_url = Some(url);
        }
        None => page.top = Some(page.group.load(url)),
    }
    // The first document's contexts are registered before any session's command is
    // handled (a Runtime.evaluate without contextId needs the top frame's).
    page.sync();
    loop {
        loop {
            let message = deferred.borrow_mut().pop_front().or_else(|| receiver.try_recv().ok());
            match message {
                None => break,
                Some(PageMessage::Close) => return page.close(),
                // (What a command changed — a pushState it evaluated, a frame it added — is
                // told before the next command is handled: a client that sent several
                // at once must not see a later command's answer before an earlier one's
                // events, as Puppeteer's goBack() would then take a stale
                // navigatedWithinDocument for its own.)
                Some(message) => {
                    page.handle(message);
                    page.sync();
                }
            }
        }
        page.poll_input();
        let before = crate::bindings::cpu_clock::thread();
        // A message that arrives while the page runs (a client's next command) ends the
        // turn at the next task or wait, rather than after the whole turn.
        let outcome = page.group.run_while_until(Instant::now() + TURN, |_| match receiver.try_recv() {
            Ok(message) => {
                deferred.borrow_mut().push_back(message);
                false
            }
            Err(_) => true,
        });
        if let (Some(before), Some(after)) = (before, crate::bindings::cpu_clock::thread()) {
            page.task_time += after.saturating_sub(before);
        }
        page.sync();
        page.poll_input();
        if outcome == Outcome::OutOfMemory {
            return page.crash();
        }
        let stopped = page.group.state().has_expired();
        if (outcome == Outcome::Idle || stopped) && deferred.borrow().is_empty() {
            // (Woken for the next frame whose network will have been quiet long enough:
            // `network_idle.rs`; on the virtual clock, the clock moves there.)
            let idleness = page.next_idleness();
            if let Some(moment) = idleness.filter(|_| hr_time::is_virtual() && !stopped) {
                hr_time::advance_to(moment);
            }
            let wait = idleness.map_or(IDLE_WAIT, |moment| hr_time::until(moment).min(IDLE_WAIT));
            match receiver.recv_timeout(wait) {
                Ok(message) => deferred.borrow_mut().push_back(message),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return page.close(),
            }
        }
    }
}
