//! A page target: a browsing context group on a thread of its own. The thread runs the
//! group's event loop in short turns and, between them, the messages of the sessions
//! attached to it: V8's inspector answers the JavaScript domains; this file answers
//! [`Page`](https://chromedevtools.github.io/devtools-protocol/tot/Page/) and framescope's
//! own `Framescope` domain, registers every realm with the inspector as its frame's
//! default execution context, and sends the page's lifecycle events.
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use serde_json::{Value, json};
use url::Url;

use super::Outbox;
use super::browser::{self, Browser};
use super::dialogs;
use super::dom::NodeTable;
use super::emulation::{self, Emulation};
use super::fetch_domain::FetchDomain;
use super::input::{self, Mouse};
use super::inspector::{self, Inspector};
use super::isolated_world;
use super::metrics;
use super::navigation_history::NavigationHistory;
use super::protocol::{self, Command};
use super::realm_registration::Registrar;
use super::workers::Workers;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::hidden_platform_scripts::IgnoreList;
use crate::runtime::navigation::NewDocumentScript;
use crate::runtime::realm::RealmId;

pub use super::page_thread::{PageHandle, PageMessage, PageSettings, start};
pub use super::target_info::TargetInfo;

/// A session attached to the page.
pub(super) struct Session {
    pub(super) session_id: Option<String>,
    pub(super) outbox: Outbox,
    pub(super) v8: inspector::Session,
    /// V8's debugger ignores the platform's scripts for it (`hidden_platform_scripts`).
    pub(super) ignore_list: IgnoreList,
    /// Commands sent to V8 for the client's commands (`DOM.resolveNode`).
    pub(super) rewrites: inspector::Rewrites,
    pub(super) page_enabled: Cell<bool>,
    pub(super) lifecycle: Cell<bool>,
    /// Whether the session has Network enabled (`network.rs`).
    pub(super) network: Cell<bool>,
    /// Whether it has Log enabled (`log_domain.rs`), Audits (`audits_domain.rs`), and
    /// Security (`security_domain.rs`).
    pub(super) log: Cell<bool>,
    pub(super) audits: Cell<bool>,
    /// The violations it asked to be told of (`Log.startViolationsReport`).
    pub(super) violations: Cell<Option<crate::runtime::violations::Thresholds>>,
    pub(super) security: Cell<bool>,
    /// `Target.setAutoAttach`: attached to the page's workers (`workers.rs`).
    pub(super) auto_attach: Cell<bool>,
    /// `Target.setAutoAttach`'s `waitForDebuggerOnStart`.
    pub(super) wait_for_debugger: Cell<bool>,
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

pub(super) struct Page {
    pub(super) id: String,
    pub(super) group: BrowsingContextGroup,
    pub(super) inspector: Rc<Inspector>,
    /// Registers each document with the inspector as it is booted (`realm_registration.rs`).
    pub(super) registrar: Rc<Registrar>,
    pub(super) sessions: Sessions,
    pub(super) info: Arc<Mutex<TargetInfo>>,
    pub(super) browser: Weak<Mutex<Browser>>,
    /// The realms registered with the inspector.
    pub(super) known: HashMap<RealmId, Known>,
    /// The top-level document's realm.
    pub(super) top: Option<RealmId>,
    /// The isolated worlds every new document gets, with their scripts
    /// (`Page.addScriptToEvaluateOnNewDocument` with `worldName`).
    pub(super) world_scripts: Vec<WorldScript>,
    /// The Emulation domain's overrides.
    pub(super) emulation: Emulation,
    /// CPU time of this thread in the event loop's turns (`Performance.getMetrics`).
    pub(super) task_time: Duration,
    /// The nodes the DOM domain named.
    pub(super) nodes: NodeTable,
    /// The next id of a command framescope sends to V8 itself (negative).
    pub(super) next_own_command: i64,
    /// The URL a page that waits for the debugger loads once it is let go.
    pub(super) waiting_url: Option<Url>,
    /// The mouse's last point (the Input domain).
    pub(super) mouse: Mouse,
    /// Input commands whose events have not all been dispatched yet.
    pub(super) pending_input: Vec<PendingInput>,
    /// The top-level documents the page went to (`navigation_history.rs`).
    pub(super) history: NavigationHistory,
    /// Its dedicated workers as targets (`workers.rs`).
    pub(super) workers: Workers,
    /// Request interception (`fetch_domain.rs`).
    pub(super) fetch: Rc<FetchDomain>,
}

/// An Input command waiting for its events' tasks (their promises).
pub(super) struct PendingInput {
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
    /// The moments (on the shared clock) of its `commit`, `DOMContentLoaded` and `load`
    /// lifecycle events, for a session that enables them later (Chrome tells it those).
    pub(super) committed: f64,
    pub(super) content_loaded: Option<f64>,
    pub(super) loaded: Option<f64>,
    /// Its network's idleness (`network_idle.rs`).
    pub(super) idleness: super::network_idle::Idleness,
}

/// A script for an isolated world of each new document.
pub(super) struct WorldScript {
    pub(super) identifier: String,
    pub(super) world_name: String,
    pub(super) source: String,
}

impl Page {
    pub(super) fn handle(&mut self, message: PageMessage) {
        match message {
            PageMessage::Attach { key, session_id, outbox } => {
                let rewrites = inspector::Rewrites::default();
                let v8 = self.inspector.connect(outbox.clone(), session_id.clone(), false, rewrites.clone());
                let session = Session {
                    session_id,
                    outbox,
                    v8,
                    ignore_list: IgnoreList::default(),
                    rewrites,
                    page_enabled: Cell::new(false),
                    lifecycle: Cell::new(false),
                    network: Cell::new(false),
                    log: Cell::new(false),
                    audits: Cell::new(false),
                    violations: Cell::new(None),
                    security: Cell::new(false),
                    auto_attach: Cell::new(false),
                    wait_for_debugger: Cell::new(false),
                };
                self.sessions.borrow_mut().insert(key, Rc::new(session));
            }
            PageMessage::Detach { key } => {
                self.fetch.forget(key);
                self.detach_workers_of(key);
                self.sessions.borrow_mut().remove(&key);
                self.workers.update_waits(&self.sessions);
                self.watch_violations();
            }
            PageMessage::DetachWorker { session_id, tell } => {
                self.detach_worker_session(&session_id, tell);
            }
            PageMessage::AttachWorker { worker, session_id, outbox } => {
                self.workers.connect_browser(&worker, &session_id, outbox);
            }
            PageMessage::WorkerStarted { id, worker } => self.worker_started(id, worker),
            PageMessage::WorkerEnded { id } => self.worker_ended(&id),
            PageMessage::Intercept(intercepted) => self.fetch.intercept(intercepted),
            PageMessage::Command { key, command } => {
                if self.worker_command(&command) {
                    return;
                }
                let session = self.sessions.borrow().get(&key).cloned();
                if let Some(session) = session {
                    self.command(key, &session, command);
                }
            }
            PageMessage::Close => {}
        }
    }

    /// A command of the session `session` (whose key is `key`).
    fn command(&mut self, key: u64, session: &Rc<Session>, mut command: Command) {
        if inspector::handles(&command.method) {
            // Without a context (`contextId`, or DevTools' `uniqueContextId`), Runtime.evaluate
            // means the top document's world.
            if command.method == "Runtime.evaluate"
                && command.params.get("contextId").is_none()
                && command.params.get("uniqueContextId").is_none()
                && let Some(context) = self.top_frame_context()
                && let Some(params) = command.params.as_object_mut()
            {
                params.insert("contextId".into(), json!(context));
            }
            session.ignore_list.dispatch(&session.v8, &raw_command(&command));
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
                    if enabled {
                        // (Chrome tells the lifecycle events each frame has had, before
                        // its answer.)
                        self.tell_lifecycle_so_far(session);
                    }
                    command.reply(json!({}))
                }
                None => command
                    .fail(protocol::INVALID_PARAMS, "Invalid parameters: enabled: boolean value expected"),
            },
            "Page.getFrameTree" => command.reply(json!({ "frameTree": self.frame_tree() })),
            // (DevTools' Sources panel builds its frames and their files from these.)
            "Page.getResourceTree" => command.reply(json!({ "frameTree": self.resource_tree() })),
            "Page.getResourceContent" => self.resource_content(&command),
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
            method if method.starts_with("Audits.") => self.audits_command(session, &command),
            // (`Inspector.targetCrashed` is sent whether enabled or not.)
            "Inspector.enable" | "Inspector.disable" => command.reply(json!({})),
            // A page's frames are all in its process (no out-of-process iframes): its
            // dedicated workers are what there is to attach to (`workers.rs`).
            "Target.setAutoAttach" => {
                self.set_auto_attach(key, session, &command);
                return;
            }
            // (A worker's session, ended by the page's session that attached it.)
            "Target.detachFromTarget" => match command.string("sessionId").map(str::to_string) {
                Some(child) if self.detach_worker_session(&child, true) => command.reply(json!({})),
                _ => command.fail(protocol::INVALID_PARAMS, "No session with given id"),
            },
            method if method.starts_with("Network.") || method.starts_with("Storage.") => {
                self.network_command(session, &command)
            }
            method if method.starts_with("Emulation.") => {
                if let Some(reply) = self.time_zone_or_locale(&command) {
                    return session.send(reply);
                }
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
            method if method.starts_with("Fetch.") => self.fetch.command(key, &command),
            method if method.starts_with("Log.") => self.log_command(session, &command),
            method if method.starts_with("Security.") => self.security_command(session, &command),
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
        // The loader id the new document will be told with (a client checks they match),
        // set first: the document may be booted (and told) before `assign` returns.
        let loader_id = protocol::new_id();
        self.registrar.pending_loaders.borrow_mut().insert(frame_id.clone(), loader_id.clone());
        // As the page's own `location.assign` would: the navigation algorithm, with its
        // unload steps and the fetch of the new document.
        let script = format!("location.assign({})", json!(url.as_str()));
        if let Err(error) = self.group.eval(realm, &script) {
            self.registrar.pending_loaders.borrow_mut().remove(&frame_id);
            return command.fail(protocol::SERVER_ERROR, &format!("Cannot navigate: {}", error.message));
        }
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
    pub(super) fn poll_input(&mut self) {
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
    pub(super) fn crash(self) {
        self.each_session(|s| s.event("Inspector.targetCrashed", json!({})));
        if let Some(browser) = self.browser.upgrade() {
            browser::lock(&browser).target_crashed(&self.id);
        }
        self.close();
    }

    pub(super) fn close(mut self) {
        // The sessions and the inspector go before the isolate they belong to.
        self.sessions.borrow_mut().clear();
        dialogs::uninstall(self.group.state());
        crate::runtime::loader::request_interception::set(None);
        crate::runtime::loader::request_interception::set_remote(None);
        // (A worker's request paused now goes on: its thread is joined below.)
        self.fetch.close();
        *self.group.state().realm_observer.borrow_mut() = None;
        self.registrar.take_booted();
        *self.group.state().worker_devtools.borrow_mut() = None;
        // (The workers' channels go first: a worker paused in the debugger waits on its.)
        self.workers = Workers::default();
        let known = std::mem::take(&mut self.known);
        drop(known);
        self.group.state().new_document_scripts.borrow_mut().clear();
        // (The registrar holds the inspector too: both go before the isolate, and the
        // Fetch domain, which holds the registrar.)
        drop(self.fetch);
        drop(self.registrar);
        drop(self.inspector);
        drop(self.group);
    }
}

/// A command's JSON as V8's inspector reads it (without the session id).
pub(super) fn raw_command(command: &Command) -> String {
    json!({ "id": command.id, "method": command.method, "params": command.params }).to_string()
}
