//! The browser end of the protocol: its targets (each page a browsing context group on a
//! thread of its own), the connections and their sessions, the
//! [`Target`](https://chromedevtools.github.io/devtools-protocol/tot/Target/) and
//! [`Browser`](https://chromedevtools.github.io/devtools-protocol/tot/Browser/) domains,
//! and the routing of every other message to the page its session is attached to.
use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard, Weak};

use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::Outbox;
use super::page::{self, PageHandle, PageMessage, TargetInfo};
use super::protocol::{self, Command};
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::storage_shed::StorageShed;

/// The default browser context's id (every page is in it unless created in another).
pub const DEFAULT_CONTEXT: &str = "DEFAULTCONTEXT000000000000000000";

/// `navigator.userAgent` (runtime/web/html/navigator.js says it to pages).
pub const USER_AGENT: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36 framescope/0.1";

/// Which WebSocket endpoint a connection came in at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Endpoint {
    Browser,
    /// A page's own endpoint: one session to it, without a session id.
    Page(String),
    /// A shared or service worker's own endpoint (as Chrome's `/json/list` gives): one
    /// flattened session to it, whose session id the connection hides (`mod.rs`).
    Worker(String),
}

/// A connection's number.
pub type ConnectionId = u64;

struct Connection {
    outbox: Outbox,
    endpoint: Endpoint,
    /// `Target.setDiscoverTargets`: hears of targets made, changed and gone.
    discover: bool,
    /// `Target.setAutoAttach` at the browser level: attached to every page, also new ones.
    auto_attach: bool,
    /// Whether pages it auto-attaches to wait for `Runtime.runIfWaitingForDebugger`
    /// (`setAutoAttach`'s `waitForDebuggerOnStart`).
    wait_for_debugger: bool,
    /// The page endpoint's session (its key), once made.
    page_session: Option<u64>,
    /// On a worker's endpoint, the session to the worker that carries its commands.
    worker_session: Option<String>,
}

struct Session {
    target: String,
    key: u64,
    connection: ConnectionId,
    /// A worker's session (the worker's target id; `target` is the page that runs the
    /// worker), attached by the page's session `key` or by the browser (`workers.rs`).
    worker: Option<String>,
    /// A worker's session the browser attached (not a page's session).
    by_browser: bool,
}

/// A page, or a shared or service worker (whose `page` is the page that runs it).
struct Target {
    info: Arc<Mutex<TargetInfo>>,
    page: PageHandle,
    /// A worker's page.
    owner: Option<String>,
}

pub struct Browser {
    id: String,
    address: SocketAddr,
    hosts: VirtualHosts,
    /// Each page's heap limit, in MB.
    max_heap_mb: usize,
    targets: BTreeMap<String, Target>,
    /// The browser contexts `Target.createBrowserContext` made, in order.
    contexts: Vec<String>,
    /// Each browser context's cookie jar and local storage (the default context's too),
    /// shared by its pages (`runtime/storage_shed.rs`).
    storage: HashMap<String, StorageShed>,
    connections: HashMap<ConnectionId, Connection>,
    sessions: HashMap<String, Session>,
    next: u64,
    closed: mpsc::UnboundedSender<()>,
    /// This browser, for the page threads to report to (their URL changes, `Page.close`).
    this: Weak<Mutex<Browser>>,
}

/// A lock of the server's shared state (a page thread that panicked while holding it
/// leaves it usable).
pub fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Browser {
    /// The browser, shared by the connections and its pages' threads.
    pub fn new(
        address: SocketAddr,
        hosts: VirtualHosts,
        max_heap_mb: usize,
        closed: mpsc::UnboundedSender<()>,
    ) -> Arc<Mutex<Self>> {
        Arc::new_cyclic(|this| {
            Mutex::new(Self {
                id: protocol::new_id().to_lowercase(),
                address,
                hosts,
                max_heap_mb,
                targets: BTreeMap::new(),
                contexts: Vec::new(),
                storage: HashMap::from([(DEFAULT_CONTEXT.to_string(), StorageShed::default())]),
                connections: HashMap::new(),
                sessions: HashMap::new(),
                next: 1,
                closed,
                this: this.clone(),
            })
        })
    }

    pub fn websocket_url(&self) -> String {
        format!("ws://{}/devtools/browser/{}", self.address, self.id)
    }

    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The endpoint a WebSocket path names, if there is one.
    pub fn endpoint(&self, path: &str) -> Option<Endpoint> {
        if path == format!("/devtools/browser/{}", self.id) || path == "/devtools/browser" {
            return Some(Endpoint::Browser);
        }
        let id = path.strip_prefix("/devtools/page/")?;
        match self.targets.get(id)?.owner {
            None => Some(Endpoint::Page(id.to_string())),
            Some(_) => Some(Endpoint::Worker(id.to_string())),
        }
    }

    pub fn connect(&mut self, endpoint: Endpoint, outbox: Outbox) -> ConnectionId {
        let id = self.next_number();
        let connection = Connection {
            outbox,
            endpoint,
            discover: false,
            auto_attach: false,
            wait_for_debugger: false,
            page_session: None,
            worker_session: None,
        };
        self.connections.insert(id, connection);
        id
    }

    /// A connection went away: its sessions end (a page a connection made stays, as in
    /// Chrome).
    pub fn disconnect(&mut self, connection: ConnectionId) {
        let gone: Vec<String> = self
            .sessions
            .iter()
            .filter(|(_, s)| s.connection == connection)
            .map(|(id, _)| id.clone())
            .collect();
        for session in gone {
            self.end_session(&session, false);
        }
        if let Some(Connection { page_session: Some(key), endpoint: Endpoint::Page(target), .. }) =
            self.connections.remove(&connection)
            && let Some(target) = self.targets.get(&target)
        {
            target.page.send(PageMessage::Detach { key });
        }
    }

    fn next_number(&mut self) -> u64 {
        self.next += 1;
        self.next
    }

    /// The description of every target (pages, shared and service workers), as
    /// `/json/list` and `Target.getTargets` give.
    pub fn target_infos(&self) -> Vec<TargetInfo> {
        self.targets.values().map(|t| lock(&t.info).clone()).collect()
    }

    /// Opens a page at `url` (about:blank when empty) in `context`.
    pub fn create_target(&mut self, url: &str, context: Option<&str>) -> Result<String, String> {
        let url = if url.is_empty() { "about:blank" } else { url };
        let url = url::Url::parse(url).map_err(|e| format!("Cannot navigate to invalid URL: {url} ({e})"))?;
        let context = context.unwrap_or(DEFAULT_CONTEXT).to_string();
        let Some(storage) = self.storage.get(&context).cloned() else {
            return Err(format!("Failed to find browser context with id {context}"));
        };
        let id = protocol::new_id();
        let info = Arc::new(Mutex::new(TargetInfo::new(&id, url.as_str(), &context)));
        // A client that auto-attaches with waitForDebuggerOnStart gets the page paused: it
        // shows about:blank until a session sends Runtime.runIfWaitingForDebugger.
        let waiting = self.connections.values().any(|c| c.auto_attach && c.wait_for_debugger);
        let settings = page::PageSettings {
            hosts: self.hosts.clone().with_storage(storage),
            max_heap_mb: self.max_heap_mb,
            waiting,
        };
        let page = page::start(id.clone(), url, settings, info.clone(), self.this.clone())?;
        self.targets.insert(id.clone(), Target { info, page, owner: None });
        let info = self.target_info(&id);
        self.tell_discovering("Target.targetCreated", json!({ "targetInfo": info }));
        let auto: Vec<ConnectionId> =
            self.connections.iter().filter(|(_, c)| c.auto_attach).map(|(id, _)| *id).collect();
        for connection in auto {
            self.attach_waiting(connection, &id, waiting);
        }
        Ok(id)
    }

    fn target_info(&self, id: &str) -> Value {
        self.targets.get(id).map(|t| lock(&t.info).to_json()).unwrap_or(Value::Null)
    }

    /// A target's description changed (its URL or title): those who discover hear of it.
    pub fn info_changed(&self, id: &str) {
        let info = self.target_info(id);
        if !info.is_null() {
            self.tell_discovering("Target.targetInfoChanged", json!({ "targetInfo": info }));
        }
    }

    fn tell_discovering(&self, method: &str, params: Value) {
        for connection in self.connections.values().filter(|c| c.discover) {
            let _ = connection.outbox.send(protocol::event(method, params.clone(), None));
        }
    }

    /// Attaches `connection` to a page with a new flattened session, and says so to it.
    fn attach(&mut self, connection: ConnectionId, target: &str) -> Option<String> {
        self.attach_waiting(connection, target, false)
    }

    /// As `attach`, saying whether the page waits for the debugger.
    fn attach_waiting(&mut self, connection: ConnectionId, target: &str, waiting: bool) -> Option<String> {
        let session_id = self.new_session(connection, target, protocol::new_id())?;
        let outbox = self.connections.get(&connection)?.outbox.clone();
        let params = json!({
            "sessionId": session_id,
            "targetInfo": self.target_info(target),
            "waitingForDebugger": waiting,
        });
        let _ = outbox.send(protocol::event("Target.attachedToTarget", params, None));
        Some(session_id)
    }

    /// A new flattened session of `connection` on `target` (a page, or a shared or service
    /// worker, which its page attaches the session to), with id `session_id`: its id.
    fn new_session(&mut self, connection: ConnectionId, target: &str, session_id: String) -> Option<String> {
        let outbox = self.connections.get(&connection)?.outbox.clone();
        let (page, owner) = self.targets.get(target).map(|t| (t.page.clone(), t.owner.clone()))?;
        let key = self.next_number();
        let session = match owner {
            Some(owner) => {
                page.send(PageMessage::AttachWorker {
                    worker: target.to_string(),
                    session_id: session_id.clone(),
                    outbox,
                });
                Session { target: owner, key, connection, worker: Some(target.to_string()), by_browser: true }
            }
            None => {
                page.send(PageMessage::Attach { key, session_id: Some(session_id.clone()), outbox });
                Session { target: target.to_string(), key, connection, worker: None, by_browser: false }
            }
        };
        self.sessions.insert(session_id.clone(), session);
        Some(session_id)
    }

    /// Hands `command` to the page thread of session `session_id` (a page's, or a
    /// worker's, whose page passes it on); gives it back when the session or its target
    /// is gone.
    fn send_to_session(&self, session_id: &str, command: Command) -> Option<Command> {
        let target = self.sessions.get(session_id).map(|s| (s.target.clone(), s.key));
        match target.and_then(|(t, key)| self.targets.get(&t).map(|t| (t.page.clone(), key))) {
            Some((page, key)) => {
                page.send(PageMessage::Command { key, command });
                None
            }
            None => Some(command),
        }
    }

    /// A command on a worker's own endpoint: it goes to the worker on the connection's
    /// session (made by the first command, without `Target.attachedToTarget`).
    fn route_to_worker(&mut self, connection: ConnectionId, worker: &str, mut command: Command) {
        let Some(outbox) = self.connections.get(&connection).map(|c| c.outbox.clone()) else { return };
        let existing = self.connections.get(&connection).and_then(|c| c.worker_session.clone());
        let session_id = match existing {
            Some(id) => Some(id),
            None if self.is_worker(worker) => {
                // (Its session is untold: its messages carry no session id.)
                let id = self.new_session(connection, worker, protocol::untold_session_id());
                if let (Some(id), Some(c)) = (&id, self.connections.get_mut(&connection)) {
                    c.worker_session = Some(id.clone());
                }
                id
            }
            None => None,
        };
        let Some(session_id) = session_id else {
            let _ = outbox.send(command.fail(protocol::SERVER_ERROR, "the worker has ended"));
            return;
        };
        command.session_id = Some(session_id.clone());
        if let Some(command) = self.send_to_session(&session_id, command) {
            let _ = outbox.send(command.fail(protocol::SERVER_ERROR, "the worker has ended"));
        }
    }

    /// Whether `id` is a shared or service worker's target.
    pub fn is_worker(&self, id: &str) -> bool {
        self.targets.get(id).is_some_and(|t| t.owner.is_some())
    }

    /// A page's shared or service worker started: a target of the browser's (`kind`),
    /// which the connections that auto-attach attach to. Returns whether one of them waits
    /// for the debugger (the worker's script then waits for its
    /// `Runtime.runIfWaitingForDebugger`).
    pub fn worker_target_created(&mut self, id: &str, kind: &'static str, url: &str, page: &str) -> bool {
        let Some((handle, context)) =
            self.targets.get(page).map(|t| (t.page.clone(), lock(&t.info).browser_context_id.clone()))
        else {
            return false;
        };
        let info = Arc::new(Mutex::new(TargetInfo::worker(id, kind, url, &context)));
        self.targets.insert(id.to_string(), Target { info, page: handle, owner: Some(page.to_string()) });
        let info = self.target_info(id);
        self.tell_discovering("Target.targetCreated", json!({ "targetInfo": info }));
        let auto: Vec<(ConnectionId, bool)> = self
            .connections
            .iter()
            .filter(|(_, c)| c.auto_attach)
            .map(|(id, c)| (*id, c.wait_for_debugger))
            .collect();
        let mut waiting = false;
        for (connection, wait) in auto {
            waiting |= self.attach_waiting(connection, id, wait).is_some() && wait;
        }
        waiting
    }

    /// Whether a worker the browser's auto-attaching connections attach to waits for the
    /// debugger when it starts.
    pub fn workers_wait(&self) -> bool {
        self.connections.values().any(|c| c.auto_attach && c.wait_for_debugger)
    }

    /// A shared or service worker ended (its page has detached its sessions).
    pub fn worker_target_ended(&mut self, id: &str) {
        if self.targets.get(id).is_some_and(|t| t.owner.is_some()) {
            self.targets.remove(id);
            self.sessions.retain(|_, s| s.worker.as_deref() != Some(id));
            self.tell_discovering("Target.targetDestroyed", json!({ "targetId": id }));
        }
    }

    /// A page attached its session `key` to one of its workers as `session_id`: the
    /// worker session's messages go to the page, on the page session's connection.
    pub fn add_worker_session(&mut self, session_id: &str, target: &str, key: u64, worker: &str) {
        let connection = self
            .sessions
            .values()
            .find(|s| s.target == target && s.key == key)
            .map(|s| s.connection)
            .or_else(|| {
                self.connections.iter().find(|(_, c)| c.page_session == Some(key)).map(|(id, _)| *id)
            });
        if let Some(connection) = connection {
            let worker = Some(worker.to_string());
            let session = Session { target: target.to_string(), key, connection, worker, by_browser: false };
            self.sessions.insert(session_id.to_string(), session);
        }
    }

    /// A worker's session `parent` attached a session to one of the worker's children as
    /// `session_id`: its messages go to the page, on the parent session's connection.
    pub fn add_nested_worker_session(&mut self, session_id: &str, parent: &str, worker: &str) {
        let Some(parent) = self.sessions.get(parent) else { return };
        let session = Session {
            target: parent.target.clone(),
            key: parent.key,
            connection: parent.connection,
            worker: Some(worker.to_string()),
            by_browser: false,
        };
        self.sessions.insert(session_id.to_string(), session);
    }

    pub fn remove_worker_session(&mut self, session_id: &str) {
        self.sessions.remove(session_id);
    }

    fn end_session(&mut self, session_id: &str, tell: bool) {
        let Some(session) = self.sessions.remove(session_id) else { return };
        if let Some(worker) = &session.worker {
            // The page tells a worker's detachment to its page session that attached it;
            // the browser tells its own at once (before the worker's `targetDestroyed`,
            // when its page closes).
            let page_tells = tell && !session.by_browser;
            if let Some(target) = self.targets.get(&session.target) {
                target
                    .page
                    .send(PageMessage::DetachWorker { session_id: session_id.to_string(), tell: page_tells });
            }
            if tell
                && session.by_browser
                && let Some(connection) = self.connections.get(&session.connection)
            {
                let _ = connection.outbox.send(protocol::detached_from_target(session_id, worker, None));
            }
            return;
        }
        if let Some(target) = self.targets.get(&session.target) {
            target.page.send(PageMessage::Detach { key: session.key });
        }
        if tell && let Some(connection) = self.connections.get(&session.connection) {
            let params = json!({ "sessionId": session_id, "targetId": session.target });
            let _ = connection.outbox.send(protocol::event("Target.detachedFromTarget", params, None));
        }
    }

    /// Closes a page: its sessions end, its thread stops, those who discover hear of it.
    /// A page ran out of memory: `Target.targetCrashed` to the connections discovering
    /// targets, and the target goes (its sessions detached, `targetDestroyed`).
    pub fn target_crashed(&mut self, id: &str) {
        if self.targets.contains_key(id) {
            self.tell_discovering(
                "Target.targetCrashed",
                json!({ "targetId": id, "status": "crashed", "errorCode": 0 }),
            );
            self.close_target(id);
        }
    }

    pub fn close_target(&mut self, id: &str) -> bool {
        // (A worker ends with its page, or when its page ends it.)
        if self.targets.get(id).is_some_and(|t| t.owner.is_some()) {
            return false;
        }
        // Its sessions end, told to their connections; a worker's session a page's session
        // attached is not told (its parent session is gone, as in Chrome).
        let sessions: Vec<(String, bool)> = self
            .sessions
            .iter()
            .filter(|(_, s)| s.target == id)
            .map(|(sid, s)| (sid.clone(), s.worker.is_none() || s.by_browser))
            .collect();
        for (session, tell) in sessions {
            // A page's session hears first that its target went, as in Chrome.
            if let Some(s) = self.sessions.get(&session)
                && s.worker.is_none()
                && let Some(connection) = self.connections.get(&s.connection)
            {
                let params = json!({ "reason": "target_closed" });
                let _ = connection.outbox.send(protocol::event("Inspector.detached", params, Some(&session)));
            }
            self.end_session(&session, tell);
        }
        let Some(target) = self.targets.remove(id) else { return false };
        target.page.send(PageMessage::Close);
        self.tell_discovering("Target.targetDestroyed", json!({ "targetId": id }));
        // Its shared and service workers end with it.
        let workers: Vec<String> = self
            .targets
            .iter()
            .filter(|(_, t)| t.owner.as_deref() == Some(id))
            .map(|(w, _)| w.clone())
            .collect();
        for worker in workers {
            self.worker_target_ended(&worker);
        }
        true
    }

    pub fn close_all(&mut self) {
        let ids: Vec<String> = self.targets.keys().cloned().collect();
        for id in ids {
            self.close_target(&id);
        }
    }

    /// A browser-level command (no session): the Target and Browser domains.
    fn browser_command(&mut self, connection: ConnectionId, command: &Command) -> String {
        match command.method.as_str() {
            "Browser.getVersion" => command.reply(json!({
                "protocolVersion": "1.3",
                "product": format!("framescope/{}", env!("CARGO_PKG_VERSION")),
                "revision": "",
                "userAgent": USER_AGENT,
                "jsVersion": v8::V8::get_version(),
            })),
            // framescope downloads nothing (no download ever starts), so every behavior holds.
            "Browser.setDownloadBehavior" | "Browser.cancelDownload" => command.reply(json!({})),
            // One window per page, at the viewport's fixed size (framescope has no windows
            // to move or resize: bounds set are not applied).
            "Browser.getWindowForTarget" => command.reply(json!({
                "windowId": 1,
                "bounds": { "left": 0, "top": 0, "width": 1280, "height": 720, "windowState": "normal" },
            })),
            "Browser.getWindowBounds" => {
                command.reply(json!({ "bounds": { "left": 0, "top": 0, "width": 1280, "height": 720, "windowState": "normal" } }))
            }
            "Browser.close" => {
                self.close_all();
                let _ = self.closed.send(());
                command.reply(json!({}))
            }
            "Target.getTargets" => {
                let infos: Vec<Value> = self.target_infos().iter().map(TargetInfo::to_json).collect();
                command.reply(json!({ "targetInfos": infos }))
            }
            "Target.getTargetInfo" => match command.string("targetId") {
                Some(id) => match self.target_info(id) {
                    Value::Null => command.fail(protocol::INVALID_PARAMS, "No target with given id found"),
                    info => command.reply(json!({ "targetInfo": info })),
                },
                None => command.reply(json!({ "targetInfo": {
                    "targetId": self.id, "type": "browser", "title": "", "url": "",
                    "attached": true, "canAccessOpener": false,
                }})),
            },
            "Target.setDiscoverTargets" => {
                let Some(discover) = command.flag("discover") else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: discover: boolean value expected",
                    );
                };
                let was = self.connections.get(&connection).is_some_and(|c| c.discover);
                if let Some(c) = self.connections.get_mut(&connection) {
                    c.discover = discover;
                }
                let reply = command.reply(json!({}));
                if discover
                    && !was
                    && let Some(c) = self.connections.get(&connection)
                {
                    let _ = c.outbox.send(reply);
                    for info in self.target_infos() {
                        let event = protocol::event(
                            "Target.targetCreated",
                            json!({ "targetInfo": info.to_json() }),
                            None,
                        );
                        let _ = c.outbox.send(event);
                    }
                    return String::new();
                }
                reply
            }
            "Target.setAutoAttach" => {
                let Some(auto) = command.flag("autoAttach") else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: autoAttach: boolean value expected",
                    );
                };
                if command.flag("flatten") == Some(false) {
                    return command.fail(protocol::SERVER_ERROR, "Only flatten mode is supported");
                }
                let was = self.connections.get(&connection).is_some_and(|c| c.auto_attach);
                if let Some(c) = self.connections.get_mut(&connection) {
                    c.auto_attach = auto;
                    c.wait_for_debugger = command.flag("waitForDebuggerOnStart").unwrap_or(false);
                }
                if let Some(c) = self.connections.get(&connection) {
                    let _ = c.outbox.send(command.reply(json!({})));
                }
                if auto && !was {
                    let attached: Vec<String> = self
                        .sessions
                        .values()
                        .filter(|s| s.connection == connection)
                        .map(|s| s.worker.clone().unwrap_or_else(|| s.target.clone()))
                        .collect();
                    let ids: Vec<String> =
                        self.targets.keys().filter(|id| !attached.contains(id)).cloned().collect();
                    for id in ids {
                        self.attach(connection, &id);
                    }
                }
                String::new()
            }
            "Target.createTarget" => {
                let url = command.string("url").unwrap_or("about:blank").to_string();
                match self.create_target(&url, command.string("browserContextId")) {
                    Ok(id) => command.reply(json!({ "targetId": id })),
                    Err(e) => command.fail(protocol::SERVER_ERROR, &e),
                }
            }
            "Target.closeTarget" => match command.string("targetId") {
                Some(id) if self.is_worker(id) => command.fail(
                    protocol::SERVER_ERROR,
                    "A shared or service worker cannot be closed: it ends with its page",
                ),
                Some(id) if self.close_target(id) => command.reply(json!({ "success": true })),
                _ => command.fail(protocol::INVALID_PARAMS, "No target with given id found"),
            },
            "Target.activateTarget" => match command.string("targetId") {
                Some(id) if self.targets.contains_key(id) => command.reply(json!({})),
                _ => command.fail(protocol::INVALID_PARAMS, "No target with given id found"),
            },
            "Target.attachToTarget" => {
                if command.flag("flatten") != Some(true) {
                    return command
                        .fail(protocol::SERVER_ERROR, "Only flatten mode is supported (flatten: true)");
                }
                let Some(id) = command.string("targetId").map(str::to_string) else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: targetId: string value expected",
                    );
                };
                if !self.targets.contains_key(&id) {
                    return command.fail(protocol::INVALID_PARAMS, "No target with given id found");
                }
                // The attachedToTarget event goes out before the reply, as in Chrome.
                match self.attach(connection, &id) {
                    Some(session) => command.reply(json!({ "sessionId": session })),
                    None => command.fail(protocol::SERVER_ERROR, "the page's connection is gone"),
                }
            }
            "Target.detachFromTarget" => match command.string("sessionId").map(str::to_string) {
                Some(session) if self.sessions.contains_key(&session) => {
                    self.end_session(&session, true);
                    command.reply(json!({}))
                }
                _ => command.fail(protocol::INVALID_PARAMS, "No session with given id"),
            },
            "Target.getBrowserContexts" => command.reply(json!({ "browserContextIds": self.contexts })),
            "Target.createBrowserContext" => {
                let id = protocol::new_id();
                self.contexts.push(id.clone());
                self.storage.insert(id.clone(), StorageShed::default());
                command.reply(json!({ "browserContextId": id }))
            }
            "Target.disposeBrowserContext" => {
                let Some(id) = command.string("browserContextId").map(str::to_string) else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: browserContextId: string value expected",
                    );
                };
                if !self.contexts.contains(&id) {
                    return command
                        .fail(protocol::SERVER_ERROR, &format!("Failed to find context with id {id}"));
                }
                self.contexts.retain(|c| *c != id);
                self.storage.remove(&id);
                let gone: Vec<String> = self
                    .targets
                    .iter()
                    .filter(|(_, t)| lock(&t.info).browser_context_id == id)
                    .map(|(tid, _)| tid.clone())
                    .collect();
                for target in gone {
                    self.close_target(&target);
                }
                command.reply(json!({}))
            }
            "Storage.getCookies" | "Storage.setCookies" | "Storage.clearCookies" => {
                let context = command.string("browserContextId").unwrap_or(DEFAULT_CONTEXT);
                match self.storage.get(context) {
                    Some(storage) => super::network::storage_cookies(storage.cookie_jar(), command),
                    None => command
                        .fail(protocol::SERVER_ERROR, &format!("Failed to find browser context for id {context}")),
                }
            }
            _ => command.unknown(),
        }
    }
}

/// One message from a connection: a browser-level command is answered here; a session's
/// (or a page endpoint's) goes to its page's thread.
pub fn route(browser: &Arc<Mutex<Browser>>, connection: ConnectionId, text: &str) {
    let mut this = lock(browser);
    let Some(outbox) = this.connections.get(&connection).map(|c| c.outbox.clone()) else { return };
    let command = match Command::parse(text) {
        Ok(command) => command,
        Err(error) => {
            let _ = outbox.send(error);
            return;
        }
    };
    if let Some(session_id) = command.session_id.clone() {
        if let Some(command) = this.send_to_session(&session_id, command) {
            let message = format!("Session with given id not found: {session_id}");
            let _ = outbox.send(command.fail(protocol::SERVER_ERROR, &message));
        }
        return;
    }
    let endpoint = this.connections.get(&connection).map(|c| c.endpoint.clone());
    if let Some(Endpoint::Worker(worker)) = endpoint {
        return this.route_to_worker(connection, &worker, command);
    }
    if let Some(Endpoint::Page(target)) = endpoint {
        let key = match this.connections.get(&connection).and_then(|c| c.page_session) {
            Some(key) => key,
            None => {
                let key = this.next_number();
                if let Some(c) = this.connections.get_mut(&connection) {
                    c.page_session = Some(key);
                }
                if let Some(t) = this.targets.get(&target) {
                    t.page.send(PageMessage::Attach { key, session_id: None, outbox: outbox.clone() });
                }
                key
            }
        };
        match this.targets.get(&target) {
            Some(t) => t.page.send(PageMessage::Command { key, command }),
            None => {
                let _ = outbox.send(command.fail(protocol::SERVER_ERROR, "the page was closed"));
            }
        }
        return;
    }
    let reply = this.browser_command(connection, &command);
    if !reply.is_empty() {
        let _ = outbox.send(reply);
    }
}
