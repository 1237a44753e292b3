//! A page target: a browsing context group on a thread of its own. The thread runs the
//! group's event loop in short turns and, between them, the messages of the sessions
//! attached to it: V8's inspector answers the JavaScript domains; this file answers
//! [`Page`](https://chromedevtools.github.io/devtools-protocol/tot/Page/) and framescope's
//! own `Framescope` domain, registers every realm with the inspector as its frame's
//! default execution context, and sends the page's lifecycle events.
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use url::Url;

use super::Outbox;
use super::browser::{self, Browser};
use super::dialogs;
use super::dom::NodeTable;
use super::emulation::{self, Emulation};
use super::frames::frame_id_of;
use super::input::{self, Mouse};
use super::inspector::{self, Inspector};
use super::isolated_world;
use super::metrics;
use super::navigation_history::NavigationHistory;
use super::protocol::{self, Command};
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::navigation::NewDocumentScript;
use crate::runtime::realm::RealmId;

/// A target's description, kept by the page's thread and read by the browser's.
#[derive(Clone, Debug)]
pub struct TargetInfo {
    pub target_id: String,
    pub url: String,
    pub title: String,
    pub browser_context_id: String,
}

impl TargetInfo {
    pub fn new(id: &str, url: &str, context: &str) -> Self {
        Self { target_id: id.into(), url: url.into(), title: url.into(), browser_context_id: context.into() }
    }

    /// As `Target.TargetInfo`.
    pub fn to_json(&self) -> Value {
        json!({
            "targetId": self.target_id,
            "type": "page",
            "title": self.title,
            "url": self.url,
            "attached": false,
            "canAccessOpener": false,
            "browserContextId": self.browser_context_id,
        })
    }

    /// As an entry of `/json/list`.
    pub fn to_list_entry(&self, host: &str) -> Value {
        let socket = format!("{host}/devtools/page/{}", self.target_id);
        json!({
            "description": "",
            "devtoolsFrontendUrl": format!("/devtools/inspector.html?ws={socket}"),
            "id": self.target_id,
            "title": self.title,
            "type": "page",
            "url": self.url,
            "webSocketDebuggerUrl": format!("ws://{socket}"),
        })
    }
}

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
        .spawn(move || run(id, url, settings, info, browser, receiver))
        .map_err(|e| format!("cannot start the page's thread: {e}"))?;
    Ok(PageHandle(sender))
}

/// A session attached to the page.
pub(super) struct Session {
    pub(super) session_id: Option<String>,
    outbox: Outbox,
    pub(super) v8: inspector::Session,
    /// Commands sent to V8 for the client's commands (`DOM.resolveNode`).
    pub(super) rewrites: inspector::Rewrites,
    pub(super) page_enabled: Cell<bool>,
    pub(super) lifecycle: Cell<bool>,
    /// Whether the session has Network enabled (`network.rs`).
    pub(super) network: Cell<bool>,
}

impl Session {
    pub(super) fn send(&self, text: String) {
        let _ = self.outbox.send(text);
    }

    pub(super) fn event(&self, method: &str, params: Value) {
        self.send(protocol::event(method, params, self.session_id.as_deref()));
    }
}

pub(super) type Sessions = Rc<RefCell<HashMap<u64, Rc<Session>>>>;

/// How long the page's loop runs before it looks at its messages again.
const TURN: Duration = Duration::from_millis(20);

fn run(
    id: String,
    url: Url,
    settings: PageSettings,
    info: Arc<Mutex<TargetInfo>>,
    browser: Weak<Mutex<Browser>>,
    receiver: Receiver<PageMessage>,
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
    // The page keeps its browser context's cookie jar and local storage.
    let mut group = BrowsingContextGroup::sharing_storage(hosts, options);
    // A served page runs until it is closed; a script that runs away is stopped by the
    // debugger or Runtime.terminateExecution, not by a deadline.
    group.set_deadline(Instant::now() + Duration::from_secs(365 * 24 * 3600));
    let inspector = Inspector::new(group.isolate_mut());
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
                        inspector::dispatch(&session.v8, &raw_command(&command));
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
    dialogs::install(group.state(), id.clone(), receiver.clone(), sessions.clone(), deferred.clone());
    let mut page = Page {
        id,
        group,
        inspector,
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
        pending_loaders: HashMap::new(),
        waiting_url: None,
        mouse: Mouse::default(),
        pending_input: Vec::new(),
        history: NavigationHistory::default(),
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
                Some(message) => page.handle(message),
            }
        }
        page.sync();
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
            match receiver.recv_timeout(Duration::from_millis(500)) {
                Ok(message) => deferred.borrow_mut().push_back(message),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return page.close(),
            }
        }
    }
}

pub(super) struct Page {
    pub(super) id: String,
    pub(super) group: BrowsingContextGroup,
    pub(super) inspector: Inspector,
    pub(super) sessions: Sessions,
    pub(super) info: Arc<Mutex<TargetInfo>>,
    pub(super) browser: Weak<Mutex<Browser>>,
    /// The realms registered with the inspector.
    pub(super) known: HashMap<RealmId, Known>,
    /// The top-level document's realm.
    pub(super) top: Option<RealmId>,
    /// The isolated worlds every new document gets, with their scripts
    /// (`Page.addScriptToEvaluateOnNewDocument` with `worldName`).
    world_scripts: Vec<WorldScript>,
    /// The Emulation domain's overrides.
    pub(super) emulation: Emulation,
    /// CPU time of this thread in the event loop's turns (`Performance.getMetrics`).
    task_time: Duration,
    /// The nodes the DOM domain named.
    pub(super) nodes: NodeTable,
    /// The next id of a command framescope sends to V8 itself (negative).
    pub(super) next_own_command: i64,
    /// The loader ids `Page.navigate` answered with, by frame, for the documents to come.
    pub(super) pending_loaders: HashMap<String, String>,
    /// The URL a page that waits for the debugger loads once it is let go.
    waiting_url: Option<Url>,
    /// The mouse's last point (the Input domain).
    mouse: Mouse,
    /// Input commands whose events have not all been dispatched yet.
    pending_input: Vec<PendingInput>,
    /// The top-level documents the page went to (`navigation_history.rs`).
    pub(super) history: NavigationHistory,
}

/// An Input command waiting for its events' tasks (their promises).
struct PendingInput {
    session: Rc<Session>,
    id: i64,
    realm: RealmId,
    promises: Vec<v8::Global<v8::Promise>>,
}

/// A realm registered with the inspector: its context, its isolated worlds, and which of
/// its lifecycle events were told.
pub(super) struct Known {
    /// The loader id of its document (`Page.navigate`'s answer, when a client navigated).
    pub(super) loader_id: String,
    pub(super) context: (v8::Global<v8::Context>, i64),
    pub(super) worlds: Vec<(v8::Global<v8::Context>, i64)>,
    pub(super) content_loaded: bool,
    pub(super) loaded: bool,
}

/// A script for an isolated world of each new document.
struct WorldScript {
    identifier: String,
    world_name: String,
    source: String,
}

impl Page {
    fn handle(&mut self, message: PageMessage) {
        match message {
            PageMessage::Attach { key, session_id, outbox } => {
                let rewrites = inspector::Rewrites::default();
                let v8 = self.inspector.connect(outbox.clone(), session_id.clone(), false, rewrites.clone());
                let session = Session {
                    session_id,
                    outbox,
                    v8,
                    rewrites,
                    page_enabled: Cell::new(false),
                    lifecycle: Cell::new(false),
                    network: Cell::new(false),
                };
                self.sessions.borrow_mut().insert(key, Rc::new(session));
            }
            PageMessage::Detach { key } => {
                self.sessions.borrow_mut().remove(&key);
            }
            PageMessage::Command { key, command } => {
                let session = self.sessions.borrow().get(&key).cloned();
                if let Some(session) = session {
                    self.command(&session, command);
                }
            }
            PageMessage::Close => {}
        }
    }

    fn command(&mut self, session: &Rc<Session>, mut command: Command) {
        if inspector::handles(&command.method) {
            // Without a contextId, Runtime.evaluate means the top document's world.
            if command.method == "Runtime.evaluate"
                && command.params.get("contextId").is_none()
                && let Some(context) = self.top_frame_context()
                && let Some(params) = command.params.as_object_mut()
            {
                params.insert("contextId".into(), json!(context));
            }
            inspector::dispatch(&session.v8, &raw_command(&command));
            // What the command ran may have settled promises (an awaited evaluation).
            if let Some(top) = self.top {
                self.group.microtask_checkpoint(top);
            }
            // A page that waited for the debugger goes to its URL.
            if command.method == "Runtime.runIfWaitingForDebugger"
                && let (Some(url), Some(top)) = (self.waiting_url.take(), self.top)
                && let Err(error) = self.group.eval(top, &format!("location.assign({})", json!(url.as_str())))
            {
                eprintln!("framescope serve: the page cannot go to {url}: {}", error.message);
            }
            return;
        }
        let reply = match command.method.as_str() {
            "Page.enable" => {
                session.page_enabled.set(true);
                command.reply(json!({}))
            }
            "Page.disable" => {
                session.page_enabled.set(false);
                command.reply(json!({}))
            }
            "Page.setLifecycleEventsEnabled" => match command.flag("enabled") {
                Some(enabled) => {
                    session.lifecycle.set(enabled);
                    command.reply(json!({}))
                }
                None => command
                    .fail(protocol::INVALID_PARAMS, "Invalid parameters: enabled: boolean value expected"),
            },
            "Page.getFrameTree" => command.reply(json!({ "frameTree": self.frame_tree() })),
            "Page.createIsolatedWorld" => self.create_isolated_world(&command),
            "Page.addScriptToEvaluateOnNewDocument" => self.add_new_document_script(&command),
            "Page.removeScriptToEvaluateOnNewDocument" => self.remove_new_document_script(&command),
            "Page.navigate" => self.navigate(&command),
            "Page.getNavigationHistory" | "Page.navigateToHistoryEntry" | "Page.resetNavigationHistory" => {
                self.history_command(&command)
            }
            "Page.reload" => match self.top {
                Some(top) => match self.group.eval(top, "location.reload()") {
                    Ok(_) => command.reply(json!({})),
                    Err(error) => {
                        command.fail(protocol::SERVER_ERROR, &format!("Cannot reload: {}", error.message))
                    }
                },
                None => command.fail(protocol::SERVER_ERROR, "the page has no document"),
            },
            // (A dialog being shown is answered in its own loop: dialogs.rs.)
            "Page.handleJavaScriptDialog" => command.fail(protocol::SERVER_ERROR, "No dialog is showing"),
            "Page.close" => {
                session.send(command.reply(json!({})));
                if let Some(browser) = self.browser.upgrade() {
                    browser::lock(&browser).close_target(&self.id);
                }
                return;
            }
            // Domains framescope has nothing to send for yet: it reports no audit issues
            // and no log entries (console messages come as Runtime.consoleAPICalled).
            "Audits.enable" | "Audits.disable" | "Log.enable" | "Log.disable" => command.reply(json!({})),
            // A page's frames are all in its process (no out-of-process iframes) and its
            // workers are not targets yet: nothing to attach to.
            "Target.setAutoAttach" => command.reply(json!({})),
            method if method.starts_with("Network.") || method.starts_with("Storage.") => {
                self.network_command(session, &command)
            }
            method if method.starts_with("Emulation.") => {
                let (reply, taken) = emulation::command(&mut self.emulation, &command);
                if taken {
                    self.apply_emulation(&command);
                }
                reply
            }
            "Performance.enable" | "Performance.disable" => command.reply(json!({})),
            "DOM.enable" | "DOM.disable" => command.reply(json!({})),
            "Input.setIgnoreInputEvents" | "Input.setInterceptDrags" => command.reply(json!({})),
            method if method.starts_with("Input.") => match self.input(session, &command) {
                Ok(()) => return,
                Err(reply) => reply,
            },
            // (No layout: nothing to scroll, and every element is "in view".)
            "DOM.scrollIntoViewIfNeeded" => command.reply(json!({})),
            "DOM.describeNode" => self.describe_node(session, &command),
            "DOM.getFrameOwner" => self.get_frame_owner(&command),
            "DOM.getDocument" => self.get_document(&command),
            "DOM.getContentQuads" | "DOM.getBoxModel" => self.box_of(session, &command),
            "DOM.resolveNode" => match self.resolve_node(session, &command) {
                Ok(()) => return,
                Err(reply) => reply,
            },
            "Performance.getMetrics" => {
                let realms = self.window_realms();
                command
                    .reply(json!({ "metrics": metrics::metrics(&mut self.group, &realms, self.task_time) }))
            }
            "Memory.getDOMCounters" => {
                let realms = self.window_realms();
                command.reply(metrics::dom_counters_json(&mut self.group, &realms))
            }
            method if method.starts_with("Framescope.") => self.framescope_command(&command),
            _ => command.unknown(),
        };
        session.send(reply);
    }

    /// `Page.navigate`: a new document in the top frame (or the frame `frameId` names).
    fn navigate(&mut self, command: &Command) -> String {
        let Some(url) = command.string("url") else {
            return command.fail(protocol::INVALID_PARAMS, "Invalid parameters: url: string value expected");
        };
        let url = match Url::parse(url) {
            Ok(url) => url,
            Err(_) => return command.fail(protocol::SERVER_ERROR, "Cannot navigate to invalid URL"),
        };
        let frame = command.string("frameId").map(str::to_string);
        let realm = match &frame {
            None => self.top,
            Some(frame) => self.realms_by_frame().get(frame).copied(),
        };
        let Some(realm) = realm else {
            return command.fail(protocol::SERVER_ERROR, "No frame for given id found");
        };
        let frame_id = self.frame_id(realm);
        if Some(realm) == self.top {
            self.history.navigating();
        }
        // As the page's own `location.assign` would: the navigation algorithm, with its
        // unload steps and the fetch of the new document.
        let script = format!("location.assign({})", json!(url.as_str()));
        if let Err(error) = self.group.eval(realm, &script) {
            return command.fail(protocol::SERVER_ERROR, &format!("Cannot navigate: {}", error.message));
        }
        // The loader id the new document will be told with (a client checks they match).
        let loader_id = protocol::new_id();
        self.pending_loaders.insert(frame_id.clone(), loader_id.clone());
        command.reply(json!({ "frameId": frame_id, "loaderId": loader_id }))
    }

    pub(super) fn id(&self) -> &str {
        &self.id
    }

    pub(super) fn top_realm(&self) -> Option<RealmId> {
        self.top
    }

    fn top_frame_context(&self) -> Option<i64> {
        self.inspector.default_context_of(&self.id)
    }

    pub(super) fn each_session(&self, steps: impl Fn(&Session)) {
        let sessions: Vec<Rc<Session>> = self.sessions.borrow().values().cloned().collect();
        for session in sessions {
            steps(&session);
        }
    }

    /// After a turn of the loop: realms made or gone are told to the inspector (and as
    /// frames to the sessions with Page enabled), each new document gets the isolated
    /// worlds asked for, and the frames' lifecycle events are sent.
    fn sync(&mut self) {
        self.tell_network();
        let realms = self.window_realms();
        // The top-level document after a navigation.
        if let Some(top) = realms.iter().copied().find(|r| self.group.state().parent_of(*r).is_none()) {
            self.top = Some(top);
        }
        let gone: Vec<RealmId> = self.known.keys().filter(|r| !realms.contains(r)).copied().collect();
        let new: Vec<RealmId> = realms.iter().filter(|r| !self.known.contains_key(r)).copied().collect();
        for realm in gone {
            if let Some(known) = self.known.remove(&realm) {
                let frame_id = self.frame_id(realm);
                self.forget(known);
                if self.group.state().is_detached(realm) && self.group.state().parent_of(realm).is_some() {
                    self.each_session(|s| {
                        if s.page_enabled.get() {
                            s.event("Page.frameDetached", json!({ "frameId": frame_id, "reason": "remove" }));
                        }
                    });
                }
            }
        }
        let state = self.group.state().clone();
        for realm in new {
            // (A frame's initial about:blank gets its context when first used.)
            let has_context = {
                v8::scope!(let scope, self.group.isolate_mut());
                state.context(scope, realm).is_some()
            };
            if !has_context {
                continue;
            }
            let frame_id = frame_id_of(&state, &self.id, realm);
            let loader_id =
                self.pending_loaders.remove(&frame_id).unwrap_or_else(|| format!("{:032X}", realm.get()));
            // The frame first, then its worlds, as Chrome tells them.
            self.tell_navigated(realm, &loader_id);
            let inspector = &self.inspector;
            let isolate: &mut v8::Isolate = self.group.isolate_mut();
            v8::scope!(let scope, isolate);
            // (A frame's initial about:blank gets its context when first used.)
            let Some(context) = state.context(scope, realm) else { continue };
            let aux = json!({ "isDefault": true, "type": "default", "frameId": frame_id });
            let id = inspector.context_created(context, "", &aux);
            let mut known = Known {
                loader_id,
                context: (v8::Global::new(scope, context), id),
                worlds: Vec::new(),
                content_loaded: false,
                loaded: false,
            };
            for script in &self.world_scripts {
                match isolated_world::open(scope, inspector, context, &frame_id, &script.world_name) {
                    Ok((world, id)) => {
                        isolated_world::run(scope, world, &script.source);
                        known.worlds.push((v8::Global::new(scope, world), id));
                    }
                    Err(error) => {
                        eprintln!("framescope serve: no isolated world {:?}: {error}", script.world_name)
                    }
                }
            }
            self.known.insert(realm, known);
        }
        for realm in realms {
            self.lifecycle(realm);
        }
    }

    /// Tells the inspector a realm and its worlds are gone.
    fn forget(&mut self, known: Known) {
        let inspector = &self.inspector;
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        for (world, id) in known.worlds.iter().chain(std::iter::once(&known.context)) {
            let context = v8::Local::new(scope, world);
            inspector.context_destroyed(context, *id);
        }
    }

    /// An Input command: its events are queued, each in a task of its own, and the command
    /// is answered once they were dispatched ([`Page::poll_input`]).
    fn input(&mut self, session: &Rc<Session>, command: &Command) -> Result<(), String> {
        let events = input::events(&mut self.mouse, command)?;
        let Some(realm) = self.top else {
            return Err(command.fail(protocol::SERVER_ERROR, "the page has no document"));
        };
        let mut promises = Vec::new();
        for event in events {
            match self.group.devtools_input(realm, event.kind, event.a, event.b) {
                Ok(promise) => promises.push(promise),
                Err(error) => return Err(command.fail(protocol::SERVER_ERROR, &error)),
            }
        }
        self.pending_input.push(PendingInput { session: session.clone(), id: command.id, realm, promises });
        Ok(())
    }

    /// Answers the Input commands whose events were all dispatched (with the first
    /// refusal, if one was refused).
    fn poll_input(&mut self) {
        let pending = std::mem::take(&mut self.pending_input);
        for input in pending {
            let mut outcomes = Vec::new();
            for promise in &input.promises {
                outcomes.push(self.group.promise_outcome(input.realm, promise));
            }
            if outcomes.iter().any(Option::is_none) {
                self.pending_input.push(input);
                continue;
            }
            let session_id = input.session.session_id.as_deref();
            let reply = match outcomes.into_iter().flatten().find_map(Result::err) {
                None => protocol::response(input.id, session_id, json!({})),
                Some(error) => protocol::error(input.id, session_id, protocol::SERVER_ERROR, &error),
            };
            input.session.send(reply);
        }
    }

    /// `Page.createIsolatedWorld`: a world beside a frame's document now.
    fn create_isolated_world(&mut self, command: &Command) -> String {
        let Some(frame_id) = command.string("frameId").map(str::to_string) else {
            return command
                .fail(protocol::INVALID_PARAMS, "Invalid parameters: frameId: string value expected");
        };
        let name = command.string("worldName").unwrap_or_default().to_string();
        let Some(realm) = self.realms_by_frame().get(&frame_id).copied() else {
            return command.fail(protocol::SERVER_ERROR, "No frame for given id found");
        };
        let Some(known) = self.known.get_mut(&realm) else {
            return command.fail(protocol::SERVER_ERROR, "The frame has no document yet");
        };
        let inspector = &self.inspector;
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        let context = v8::Local::new(scope, &known.context.0);
        match isolated_world::open(scope, inspector, context, &frame_id, &name) {
            Ok((world, id)) => {
                known.worlds.push((v8::Global::new(scope, world), id));
                command.reply(json!({ "executionContextId": id }))
            }
            Err(error) => {
                command.fail(protocol::SERVER_ERROR, &format!("Cannot create an isolated world: {error}"))
            }
        }
    }

    /// `Page.addScriptToEvaluateOnNewDocument`: in the documents' own world (every new
    /// window document runs it before its scripts), or in a world of that name made for
    /// each new document (when the page's thread registers the document, after the
    /// document's first scripts ran).
    fn add_new_document_script(&mut self, command: &Command) -> String {
        let Some(source) = command.string("source").map(str::to_string) else {
            return command
                .fail(protocol::INVALID_PARAMS, "Invalid parameters: source: string value expected");
        };
        let identifier = protocol::new_id();
        match command.string("worldName").filter(|n| !n.is_empty()) {
            Some(world_name) => self.world_scripts.push(WorldScript {
                identifier: identifier.clone(),
                world_name: world_name.to_string(),
                source,
            }),
            None => self
                .group
                .state()
                .new_document_scripts
                .borrow_mut()
                .push(NewDocumentScript { identifier: identifier.clone(), source }),
        }
        command.reply(json!({ "identifier": identifier }))
    }

    fn remove_new_document_script(&mut self, command: &Command) -> String {
        let Some(identifier) = command.string("identifier") else {
            return command
                .fail(protocol::INVALID_PARAMS, "Invalid parameters: identifier: string value expected");
        };
        self.world_scripts.retain(|w| w.identifier != identifier);
        self.group.state().new_document_scripts.borrow_mut().retain(|s| s.identifier != identifier);
        command.reply(json!({}))
    }

    /// The page reached its heap limit: it crashes, as a renderer does —
    /// `Inspector.targetCrashed` to its sessions, `Target.targetCrashed` to the browser's,
    /// and the target goes; the server and the other pages live on.
    fn crash(self) {
        self.each_session(|s| s.event("Inspector.targetCrashed", json!({})));
        if let Some(browser) = self.browser.upgrade() {
            browser::lock(&browser).target_crashed(&self.id);
        }
        self.close();
    }

    fn close(mut self) {
        // The sessions and the inspector go before the isolate they belong to.
        self.sessions.borrow_mut().clear();
        dialogs::uninstall(self.group.state());
        let known = std::mem::take(&mut self.known);
        drop(known);
        self.group.state().new_document_scripts.borrow_mut().clear();
        drop(self.inspector);
        drop(self.group);
    }
}

/// A command's JSON as V8's inspector reads it (without the session id).
fn raw_command(command: &Command) -> String {
    json!({ "id": command.id, "method": command.method, "params": command.params }).to_string()
}
