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
use super::inspector::{self, Inspector};
use super::protocol::{self, Command};
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::realm::{DEBUGGER_REALM, RealmId, Scope};

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

/// Starts a page's thread, loading `url` first.
pub fn start(
    id: String,
    url: Url,
    hosts: VirtualHosts,
    info: Arc<Mutex<TargetInfo>>,
    browser: Weak<Mutex<Browser>>,
) -> Result<PageHandle, String> {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name(format!("page {}", &id[..8.min(id.len())]))
        .spawn(move || run(id, url, hosts, info, browser, receiver))
        .map_err(|e| format!("cannot start the page's thread: {e}"))?;
    Ok(PageHandle(sender))
}

/// A session attached to the page.
struct Session {
    session_id: Option<String>,
    outbox: Outbox,
    v8: v8::inspector::V8InspectorSession,
    page_enabled: Cell<bool>,
    lifecycle: Cell<bool>,
}

impl Session {
    fn send(&self, text: String) {
        let _ = self.outbox.send(text);
    }

    fn event(&self, method: &str, params: Value) {
        self.send(protocol::event(method, params, self.session_id.as_deref()));
    }
}

type Sessions = Rc<RefCell<HashMap<u64, Rc<Session>>>>;

/// How long the page's loop runs before it looks at its messages again.
const TURN: Duration = Duration::from_millis(20);

fn run(
    id: String,
    url: Url,
    hosts: VirtualHosts,
    info: Arc<Mutex<TargetInfo>>,
    browser: Weak<Mutex<Browser>>,
    receiver: Receiver<PageMessage>,
) {
    let mut group = BrowsingContextGroup::new(hosts);
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
    let mut page = Page {
        id,
        group,
        inspector,
        sessions,
        info,
        browser,
        known: HashMap::new(),
        top: None,
        told: (false, false),
    };
    page.top = Some(page.group.load(url));
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
        let outcome = page.group.run_while_until(Instant::now() + TURN, |_| true);
        page.sync();
        let stopped = page.group.state().has_expired();
        if outcome == Outcome::Idle || stopped {
            match receiver.recv_timeout(Duration::from_millis(500)) {
                Ok(message) => deferred.borrow_mut().push_back(message),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return page.close(),
            }
        }
    }
}

struct Page {
    id: String,
    group: BrowsingContextGroup,
    inspector: Inspector,
    sessions: Sessions,
    info: Arc<Mutex<TargetInfo>>,
    browser: Weak<Mutex<Browser>>,
    /// The realms registered with the inspector, with their contexts.
    known: HashMap<RealmId, v8::Global<v8::Context>>,
    /// The top-level document's realm.
    top: Option<RealmId>,
    /// Whether its DOMContentLoaded and load were told.
    told: (bool, bool),
}

impl Page {
    fn handle(&mut self, message: PageMessage) {
        match message {
            PageMessage::Attach { key, session_id, outbox } => {
                let v8 = self.inspector.connect(outbox.clone(), session_id.clone());
                let session = Session {
                    session_id,
                    outbox,
                    v8,
                    page_enabled: Cell::new(false),
                    lifecycle: Cell::new(false),
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

    fn command(&mut self, session: &Session, mut command: Command) {
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
            "Page.navigate" => self.navigate(&command),
            "Page.reload" => match self.top {
                Some(top) => match self.group.eval(top, "location.reload()") {
                    Ok(_) => command.reply(json!({})),
                    Err(error) => {
                        command.fail(protocol::SERVER_ERROR, &format!("Cannot reload: {}", error.message))
                    }
                },
                None => command.fail(protocol::SERVER_ERROR, "the page has no document"),
            },
            "Page.close" => {
                session.send(command.reply(json!({})));
                if let Some(browser) = self.browser.upgrade() {
                    browser::lock(&browser).close_target(&self.id);
                }
                return;
            }
            "Framescope.getRealms" => {
                let realms: Vec<Value> = self
                    .group
                    .realms()
                    .iter()
                    .map(|realm| {
                        let mut value = serde_json::to_value(realm).unwrap_or(Value::Null);
                        if let Some(object) = value.as_object_mut() {
                            object.insert("frameId".into(), json!(self.frame_id(realm.id)));
                        }
                        value
                    })
                    .collect();
                command.reply(json!({ "realms": realms }))
            }
            "Framescope.measureMemory" => match self.group.measure_memory(Duration::from_secs(30)) {
                Some(measurement) => command.reply(serde_json::to_value(measurement).unwrap_or(Value::Null)),
                None => command.fail(protocol::SERVER_ERROR, "the measurement did not finish within 30 s"),
            },
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
        // As the page's own `location.assign` would: the navigation algorithm, with its
        // unload steps and the fetch of the new document.
        let script = format!("location.assign({})", json!(url.as_str()));
        if let Err(error) = self.group.eval(realm, &script) {
            return command.fail(protocol::SERVER_ERROR, &format!("Cannot navigate: {}", error.message));
        }
        command.reply(json!({ "frameId": frame_id, "loaderId": protocol::new_id() }))
    }

    /// The frame id of a realm's browsing context: the target's id for the top-level one,
    /// as in Chrome.
    fn frame_id(&self, realm: RealmId) -> String {
        frame_id_of(self.group.state(), &self.id, realm)
    }

    fn realms_by_frame(&self) -> HashMap<String, RealmId> {
        self.window_realms().into_iter().map(|realm| (self.frame_id(realm), realm)).collect()
    }

    /// The live window realms, top first.
    fn window_realms(&self) -> Vec<RealmId> {
        let state = self.group.state();
        let mut realms: Vec<RealmId> = state
            .realms()
            .iter()
            .filter(|r| r.scope == Scope::Window && !r.detached && r.id != DEBUGGER_REALM)
            .map(|r| r.id)
            .collect();
        realms.sort_by_key(|r| (state.parent_of(*r).is_some(), *r));
        realms
    }

    fn frame(&self, realm: RealmId) -> Value {
        let state = self.group.state();
        let info = state.info(realm);
        let url = info.as_ref().map(|i| i.url.to_string()).unwrap_or_default();
        let origin = info.as_ref().map(|i| i.origin.ascii_serialization()).unwrap_or_default();
        let mut frame = json!({
            "id": self.frame_id(realm),
            "loaderId": format!("{:032X}", realm.get()),
            "url": url,
            "domainAndRegistry": "",
            "securityOrigin": origin,
            "mimeType": "text/html",
            "secureContextType": if url.starts_with("https:") || url.starts_with("http://localhost") { "Secure" } else { "InsecureScheme" },
            "crossOriginIsolatedContextType": if info.as_ref().is_some_and(|i| i.cross_origin_isolated) { "Isolated" } else { "NotIsolated" },
            "gatedAPIFeatures": [],
        });
        if let (Some(parent), Some(object)) = (state.parent_of(realm), frame.as_object_mut()) {
            object.insert("parentId".into(), json!(self.frame_id(parent)));
        }
        frame
    }

    /// `Page.FrameTree` of the top document and its frames.
    fn frame_tree(&self) -> Value {
        fn tree(page: &Page, realm: RealmId) -> Value {
            let state = page.group.state();
            let children: Vec<Value> = state
                .children(realm)
                .into_iter()
                .filter(|c| !state.is_detached(*c))
                .map(|c| tree(page, c))
                .collect();
            let mut node = json!({ "frame": page.frame(realm) });
            if !children.is_empty() {
                node["childFrames"] = Value::Array(children);
            }
            node
        }
        self.top.map(|top| tree(self, top)).unwrap_or(Value::Null)
    }

    fn top_frame_context(&self) -> Option<i64> {
        self.inspector.default_context_of(&self.id)
    }

    fn each_session(&self, steps: impl Fn(&Session)) {
        let sessions: Vec<Rc<Session>> = self.sessions.borrow().values().cloned().collect();
        for session in sessions {
            steps(&session);
        }
    }

    /// After a turn of the loop: realms made or gone are told to the inspector (and as
    /// frames to the sessions with Page enabled); the top document's lifecycle events.
    fn sync(&mut self) {
        let realms = self.window_realms();
        // The top-level document after a navigation.
        if let Some(top) = realms.iter().copied().find(|r| self.group.state().parent_of(*r).is_none())
            && Some(top) != self.top
        {
            self.top = Some(top);
            self.told = (false, false);
        }
        let gone: Vec<RealmId> = self.known.keys().filter(|r| !realms.contains(r)).copied().collect();
        let new: Vec<RealmId> = realms.iter().filter(|r| !self.known.contains_key(r)).copied().collect();
        let state = self.group.state().clone();
        let mut made = Vec::new();
        {
            let inspector = &self.inspector;
            let known = &mut self.known;
            let isolate: &mut v8::Isolate = self.group.isolate_mut();
            v8::scope!(let scope, isolate);
            for realm in gone {
                if let Some(context) = known.remove(&realm) {
                    let context = v8::Local::new(scope, &context);
                    inspector.context_destroyed(context);
                }
            }
            for realm in new {
                // (A frame's initial about:blank gets its context when first used.)
                let Some(context) = state.context(scope, realm) else { continue };
                known.insert(realm, v8::Global::new(scope, context));
                let aux = json!({ "isDefault": true, "type": "default", "frameId": frame_id_of(&state, &self.id, realm) });
                inspector.context_created(context, "", &aux);
                made.push(realm);
            }
        }
        for realm in made {
            let frame = self.frame(realm);
            self.each_session(|s| {
                if s.page_enabled.get() {
                    if let Some(parent) = frame.get("parentId") {
                        s.event(
                            "Page.frameAttached",
                            json!({ "frameId": frame["id"], "parentFrameId": parent }),
                        );
                    }
                    s.event("Page.frameNavigated", json!({ "frame": frame, "type": "Navigation" }));
                }
            });
            if Some(realm) == self.top {
                let url = frame["url"].as_str().unwrap_or_default().to_string();
                let changed = {
                    let mut info = browser::lock(&self.info);
                    let changed = info.url != url;
                    info.url = url.clone();
                    info.title = url;
                    changed
                };
                if changed && let Some(browser) = self.browser.upgrade() {
                    browser::lock(&browser).info_changed(&self.id);
                }
            }
        }
        self.lifecycle();
    }

    fn lifecycle(&mut self) {
        let Some(top) = self.top else { return };
        let Some(load) = self.group.state().realm(top).map(|r| r.load()) else { return };
        let now = crate::runtime::web::performance::hr_time::now() / 1000.0;
        let frame_id = self.id.clone();
        let loader = format!("{:032X}", top.get());
        if load.content_loaded && !self.told.0 {
            self.told.0 = true;
            self.each_session(|s| {
                if s.page_enabled.get() {
                    s.event("Page.domContentEventFired", json!({ "timestamp": now }));
                }
                if s.lifecycle.get() {
                    let params = json!({ "frameId": frame_id, "loaderId": loader, "name": "DOMContentLoaded", "timestamp": now });
                    s.event("Page.lifecycleEvent", params);
                }
            });
        }
        if load.loaded && !self.told.1 {
            self.told.1 = true;
            self.each_session(|s| {
                if s.page_enabled.get() {
                    s.event("Page.loadEventFired", json!({ "timestamp": now }));
                    s.event("Page.frameStoppedLoading", json!({ "frameId": frame_id }));
                }
                if s.lifecycle.get() {
                    let params =
                        json!({ "frameId": frame_id, "loaderId": loader, "name": "load", "timestamp": now });
                    s.event("Page.lifecycleEvent", params);
                }
            });
        }
    }

    fn close(mut self) {
        // The sessions and the inspector go before the isolate they belong to.
        self.sessions.borrow_mut().clear();
        let known = std::mem::take(&mut self.known);
        drop(known);
        drop(self.inspector);
        drop(self.group);
    }
}

/// The frame id of a realm's browsing context: the target's id for the top-level one, as
/// in Chrome.
fn frame_id_of(state: &crate::runtime::group::GroupState, target: &str, realm: RealmId) -> String {
    if state.parent_of(realm).is_none() {
        return target.to_string();
    }
    format!("{:032X}", state.browsing_context_of(realm).unwrap_or(realm.get()))
}

/// A command's JSON as V8's inspector reads it (without the session id).
fn raw_command(command: &Command) -> String {
    json!({ "id": command.id, "method": command.method, "params": command.params }).to_string()
}

/// `/json/protocol`: the domains and commands framescope answers itself (V8's inspector
/// answers Runtime, Debugger, Profiler, HeapProfiler, Console and Schema as V8 documents).
pub fn protocol_description() -> Value {
    let domain = |name: &str, commands: &[&str]| json!({ "domain": name, "commands": commands.iter().map(|c| json!({ "name": c })).collect::<Vec<_>>() });
    json!({
        "version": { "major": "1", "minor": "3" },
        "domains": [
            domain("Browser", &["getVersion", "close"]),
            domain("Target", &["getTargets", "getTargetInfo", "setDiscoverTargets", "setAutoAttach", "createTarget",
                "closeTarget", "activateTarget", "attachToTarget", "detachFromTarget", "getBrowserContexts",
                "createBrowserContext", "disposeBrowserContext"]),
            domain("Page", &["enable", "disable", "getFrameTree", "navigate", "reload", "setLifecycleEventsEnabled", "close"]),
            domain("Framescope", &["getRealms", "measureMemory"]),
        ],
    })
}
