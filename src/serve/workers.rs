//! A page's workers as targets. Its dedicated workers are targets of type `worker`: with
//! [`Target.setAutoAttach`](https://chromedevtools.github.io/devtools-protocol/tot/Target/#method-setAutoAttach)
//! on a page's session, each worker the page's documents run is attached to that session
//! with a flattened session of its own (`Target.attachedToTarget`, and
//! `detachedFromTarget` when the worker ends). A worker's own dedicated workers are its
//! children, as in Chrome: attached to the worker's sessions that sent
//! `Target.setAutoAttach`, and detached when they or their parent end. Its shared and service workers are the browser's targets, as in
//! Chrome (`shared_worker`, `service_worker`: `Target.getTargets`, `/json/list`,
//! `targetCreated`/`targetDestroyed`), which the browser's auto-attaching connections
//! attach to, and any client with `Target.attachToTarget`. With `waitForDebuggerOnStart`,
//! a worker's script waits until one of its sessions sends
//! `Runtime.runIfWaitingForDebugger`.
//!
//! The worker's isolate is on its own thread: the page's group has a hook
//! (`runtime/workers/devtools.rs`) by which each worker announces itself to this page's
//! thread with a channel, over which the page sends the worker's sessions' V8 commands
//! (Runtime, Debugger, Profiler…); the worker's thread answers them with its own V8
//! inspector, straight to the client's connection.
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, Weak};

use serde_json::json;
use url::Url;

use super::Outbox;
use super::browser::{self, Browser};
use super::inspector;
use super::page::{Page, PageMessage, Session, Sessions, raw_command};
use super::protocol::{self, Command};
use crate::runtime::realm::Scope;
use crate::runtime::workers::devtools::{
    DevtoolsChannel, DevtoolsMessage, WorkerDevtools, WorkerStart, WorkerTarget,
};

/// The hook the page's group (and its workers' groups) has: it tells the page's thread.
pub(super) struct WorkerHook {
    pub(super) page: Sender<PageMessage>,
    /// Whether one of the page's sessions auto-attaches with `waitForDebuggerOnStart`.
    pub(super) page_waits: Arc<AtomicBool>,
    /// The workers one of whose sessions auto-attaches with `waitForDebuggerOnStart`.
    pub(super) worker_waits: WorkerWaits,
    pub(super) browser: Weak<Mutex<Browser>>,
}

impl WorkerDevtools for WorkerHook {
    fn worker_started(&self, worker: WorkerTarget) -> WorkerStart {
        let target_id = protocol::new_id();
        // A dedicated worker is attached by the page's sessions, a shared worker by the
        // browser's connections, a service worker by both.
        let page = self.page_waits.load(Ordering::SeqCst);
        let browser = || self.browser.upgrade().is_some_and(|b| browser::lock(&b).workers_wait());
        let wait = match (worker.kind, &worker.parent) {
            (Scope::DedicatedWorkerGlobalScope, Some(parent)) => {
                self.worker_waits.lock().is_ok_and(|waits| waits.contains(parent))
            }
            (Scope::DedicatedWorkerGlobalScope, None) => page,
            (Scope::ServiceWorkerGlobalScope, _) => page || browser(),
            _ => browser(),
        };
        let _ = self.page.send(PageMessage::WorkerStarted { id: target_id.clone(), worker });
        WorkerStart { target_id, wait }
    }

    fn worker_ended(&self, target_id: &str) {
        let _ = self.page.send(PageMessage::WorkerEnded { id: target_id.to_string() });
    }
}

/// The page's workers and the sessions attached to them.
#[derive(Default)]
pub(super) struct Workers {
    targets: HashMap<String, Worker>,
    /// By session id.
    children: HashMap<String, Child>,
    next_key: u64,
    /// Whether a session of the page's auto-attaches with `waitForDebuggerOnStart` (read
    /// by the hook, on the workers' threads).
    waits: Arc<AtomicBool>,
    /// The same for the workers' sessions: the workers whose new children wait.
    worker_waits: WorkerWaits,
}

/// The target ids of the workers one of whose sessions auto-attaches with
/// `waitForDebuggerOnStart`.
pub(super) type WorkerWaits = Arc<Mutex<HashSet<String>>>;

struct Worker {
    kind: Scope,
    url: Url,
    channel: DevtoolsChannel,
    /// The worker that started it (a nested dedicated worker's).
    parent: Option<String>,
}

/// Who attached a worker's session.
#[derive(Clone, PartialEq, Eq)]
enum Parent {
    /// The page's session with this key.
    Page(u64),
    /// The session (this id) of the worker's parent worker.
    Worker(String),
    /// The browser (`Target.attachToTarget`, its auto-attach, a worker's endpoint).
    Browser,
}

/// A worker's session: attached by `parent`, `key` on the worker's thread.
struct Child {
    worker: String,
    parent: Parent,
    key: u64,
    outbox: Outbox,
    /// `Target.setAutoAttach` on this session: attached to the worker's children.
    auto_attach: bool,
    wait_for_debugger: bool,
}

impl Workers {
    pub(super) fn waits(&self) -> Arc<AtomicBool> {
        self.waits.clone()
    }

    pub(super) fn worker_waits(&self) -> WorkerWaits {
        self.worker_waits.clone()
    }

    /// The workers' sessions changed: which workers' children wait for the debugger.
    fn update_worker_waits(&self) {
        let waits: HashSet<String> = self
            .children
            .values()
            .filter(|c| c.auto_attach && c.wait_for_debugger)
            .map(|c| c.worker.clone())
            .collect();
        if let Ok(mut shared) = self.worker_waits.lock() {
            *shared = waits;
        }
    }

    /// The page's sessions changed: whether its dedicated workers wait for the debugger.
    pub(super) fn update_waits(&self, sessions: &Sessions) {
        let waits = sessions.borrow().values().any(|s| s.auto_attach.get() && s.wait_for_debugger.get());
        self.waits.store(waits, Ordering::SeqCst);
    }

    /// Attaches a new flattened session `session_id` to the worker `id`, its messages
    /// going to `outbox`; false when the worker has ended.
    fn connect(&mut self, id: &str, session_id: &str, outbox: Outbox, parent: Parent) -> bool {
        let Some(worker) = self.targets.get(id) else { return false };
        self.next_key += 1;
        let key = self.next_key;
        let (to_client, child) = (outbox.clone(), session_id.to_string());
        let send = Box::new(move |text: String| {
            let _ = to_client.send(protocol::add_session(&text, Some(&child)));
        });
        if !worker.channel.send(DevtoolsMessage::Attach { key, send }) {
            return false;
        }
        let child = Child {
            worker: id.to_string(),
            parent,
            key,
            outbox,
            auto_attach: false,
            wait_for_debugger: false,
        };
        self.children.insert(session_id.to_string(), child);
        true
    }

    /// The browser attaches a session to a shared or service worker.
    pub(super) fn connect_browser(&mut self, id: &str, session_id: &str, outbox: Outbox) -> bool {
        self.connect(id, session_id, outbox, Parent::Browser)
    }
}

/// A worker target's type, as the protocol names it.
fn target_type(kind: Scope) -> &'static str {
    match kind {
        Scope::SharedWorkerGlobalScope => "shared_worker",
        Scope::ServiceWorkerGlobalScope => "service_worker",
        _ => "worker",
    }
}

impl Page {
    /// A worker started: the sessions that auto-attach attach to it (the page's to a
    /// dedicated worker of its documents, its parent worker's to a nested one, the
    /// browser's to a shared or service worker); when none of them waits for the
    /// debugger, the worker's script runs.
    pub(super) fn worker_started(&mut self, id: String, worker: WorkerTarget) {
        let (kind, url, parent) = (worker.kind, worker.url.clone(), worker.parent.clone());
        let record = Worker { kind, url: worker.url, channel: worker.channel, parent: parent.clone() };
        self.workers.targets.insert(id.clone(), record);
        let mut waiting = false;
        if kind != Scope::DedicatedWorkerGlobalScope {
            waiting = self.browser.upgrade().is_some_and(|b| {
                browser::lock(&b).worker_target_created(&id, target_type(kind), url.as_str(), &self.id)
            });
        }
        if let Some(parent) = &parent {
            // A worker's child: attached to its parent's sessions that auto-attach.
            let sessions: Vec<(String, bool)> = self
                .workers
                .children
                .iter()
                .filter(|(_, c)| &c.worker == parent && c.auto_attach)
                .map(|(s, c)| (s.clone(), c.wait_for_debugger))
                .collect();
            for (session_id, wait) in sessions {
                waiting |= self.attach_worker(Parent::Worker(session_id), &id, wait) && wait;
            }
        } else if kind != Scope::SharedWorkerGlobalScope {
            // A page's session attaches its dedicated workers and, as in Chrome, its
            // service workers (which are the page's origin's).
            let sessions: Vec<(u64, bool)> = self
                .sessions
                .borrow()
                .iter()
                .filter(|(_, s)| s.auto_attach.get())
                .map(|(k, s)| (*k, s.wait_for_debugger.get()))
                .collect();
            for (key, wait) in sessions {
                waiting |= self.attach_worker(Parent::Page(key), &id, wait) && wait;
            }
        }
        if !waiting && let Some(worker) = self.workers.targets.get(&id) {
            worker.channel.send(DevtoolsMessage::Release);
        }
    }

    /// A worker ended: its sessions are detached (and a shared or service worker's target
    /// is gone).
    pub(super) fn worker_ended(&mut self, id: &str) {
        let Some(worker) = self.workers.targets.remove(id) else { return };
        let gone: Vec<String> =
            self.workers.children.iter().filter(|(_, c)| c.worker == id).map(|(s, _)| s.clone()).collect();
        for session_id in gone {
            self.detach_worker_session(&session_id, true);
        }
        if worker.kind != Scope::DedicatedWorkerGlobalScope
            && let Some(browser) = self.browser.upgrade()
        {
            browser::lock(&browser).worker_target_ended(id);
        }
    }

    /// `Target.setAutoAttach` on the page's session: its dedicated and service workers,
    /// present and to come.
    pub(super) fn set_auto_attach(&mut self, key: u64, session: &std::rc::Rc<Session>, command: &Command) {
        if let Err(reply) = auto_attach_params(command) {
            return session.send(reply);
        }
        let auto = command.flag("autoAttach") == Some(true);
        let was = session.auto_attach.replace(auto);
        session.wait_for_debugger.set(command.flag("waitForDebuggerOnStart").unwrap_or(false));
        self.workers.update_waits(&self.sessions);
        session.send(command.reply(json!({})));
        if auto && !was {
            // (They run already: nothing waits.)
            for id in self.unattached(&Parent::Page(key), |w| {
                w.kind != Scope::SharedWorkerGlobalScope && w.parent.is_none()
            }) {
                self.attach_worker(Parent::Page(key), &id, false);
            }
        }
    }

    /// `Target.setAutoAttach` on a worker's session `session_id`: the worker's children,
    /// present and to come.
    fn set_worker_auto_attach(&mut self, session_id: &str, command: &Command) -> String {
        if let Err(reply) = auto_attach_params(command) {
            return reply;
        }
        let auto = command.flag("autoAttach") == Some(true);
        let Some(child) = self.workers.children.get_mut(session_id) else {
            return command.fail(protocol::SERVER_ERROR, "the worker has ended");
        };
        let was = std::mem::replace(&mut child.auto_attach, auto);
        child.wait_for_debugger = command.flag("waitForDebuggerOnStart").unwrap_or(false);
        let (worker, outbox) = (child.worker.clone(), child.outbox.clone());
        self.workers.update_worker_waits();
        let _ = outbox.send(command.reply(json!({})));
        if auto && !was {
            let parent = Parent::Worker(session_id.to_string());
            for id in self.unattached(&parent, |w| w.parent.as_deref() == Some(worker.as_str())) {
                self.attach_worker(parent.clone(), &id, false);
            }
        }
        String::new()
    }

    /// The workers `wanted` picks that `parent` has not attached a session to.
    fn unattached(&self, parent: &Parent, wanted: impl Fn(&Worker) -> bool) -> Vec<String> {
        let attached: HashSet<&String> =
            self.workers.children.values().filter(|c| &c.parent == parent).map(|c| &c.worker).collect();
        let mut ids: Vec<String> = self
            .workers
            .targets
            .iter()
            .filter(|(id, w)| wanted(w) && !attached.contains(id))
            .map(|(id, _)| id.clone())
            .collect();
        ids.sort();
        ids
    }

    /// Attaches `parent` (a page's session or a worker's) to a worker with a new flattened
    /// session, and tells it so; false when the worker or the parent has gone.
    fn attach_worker(&mut self, parent: Parent, id: &str, waiting: bool) -> bool {
        let (outbox, on) = match &parent {
            Parent::Page(key) => match self.sessions.borrow().get(key) {
                Some(s) => (s.outbox.clone(), s.session_id.clone()),
                None => return false,
            },
            Parent::Worker(of) => match self.workers.children.get(of) {
                Some(c) => (c.outbox.clone(), Some(of.clone())),
                None => return false,
            },
            Parent::Browser => return false,
        };
        let session_id = protocol::new_id();
        if !self.workers.connect(id, &session_id, outbox.clone(), parent.clone()) {
            return false;
        }
        let Some(worker) = self.workers.targets.get(id) else { return false };
        let context = browser::lock(&self.info).browser_context_id.clone();
        let info = json!({
            "targetId": id,
            "type": target_type(worker.kind),
            "title": worker.url.as_str(),
            "url": worker.url.as_str(),
            "attached": true,
            "canAccessOpener": false,
            "browserContextId": context,
        });
        if let Some(browser) = self.browser.upgrade() {
            let mut browser = browser::lock(&browser);
            match &parent {
                Parent::Page(key) => browser.add_worker_session(&session_id, &self.id, *key, id),
                Parent::Worker(of) => browser.add_nested_worker_session(&session_id, of, id),
                Parent::Browser => {}
            }
        }
        let params = json!({ "sessionId": session_id, "targetInfo": info, "waitingForDebugger": waiting });
        let _ = outbox.send(protocol::event("Target.attachedToTarget", params, on.as_deref()));
        true
    }

    /// Ends a worker's session, and first the sessions it attached to the worker's
    /// children (`tell`: with `Target.detachedFromTarget`, to the session that attached
    /// it, or to the browser's connection).
    pub(super) fn detach_worker_session(&mut self, session_id: &str, tell: bool) -> bool {
        let nested: Vec<String> = self
            .workers
            .children
            .iter()
            .filter(|(_, c)| c.parent == Parent::Worker(session_id.to_string()))
            .map(|(s, _)| s.clone())
            .collect();
        for child in nested {
            self.detach_worker_session(&child, tell);
        }
        let Some(child) = self.workers.children.remove(session_id) else { return false };
        self.workers.update_worker_waits();
        if let Some(worker) = self.workers.targets.get(&child.worker) {
            worker.channel.send(DevtoolsMessage::Detach { key: child.key });
        }
        if let Some(browser) = self.browser.upgrade() {
            browser::lock(&browser).remove_worker_session(session_id);
        }
        if tell {
            let parent = match &child.parent {
                Parent::Page(key) => match self.sessions.borrow().get(key) {
                    Some(parent) => parent.session_id.clone(),
                    None => return true,
                },
                Parent::Worker(of) => Some(of.clone()),
                Parent::Browser => None,
            };
            let _ = child.outbox.send(protocol::detached_from_target(
                session_id,
                &child.worker,
                parent.as_deref(),
            ));
        }
        true
    }

    /// The page's session `key` went: so do the worker sessions it attached.
    pub(super) fn detach_workers_of(&mut self, key: u64) {
        let gone: Vec<String> = self
            .workers
            .children
            .iter()
            .filter(|(_, c)| c.parent == Parent::Page(key))
            .map(|(s, _)| s.clone())
            .collect();
        for session_id in gone {
            self.detach_worker_session(&session_id, false);
        }
    }

    /// A command on a worker's session (false when the command's session is no worker's):
    /// V8's domains go to the worker's thread; Target's are answered here (the worker's
    /// children), and the few others a client sends every target are acknowledged.
    pub(super) fn worker_command(&mut self, command: &Command) -> bool {
        let Some(session_id) = command.session_id.as_deref() else { return false };
        let Some(child) = self.workers.children.get(session_id) else { return false };
        let (outbox, key) = (child.outbox.clone(), child.key);
        let reply = match self.workers.targets.get(&child.worker) {
            None => command.fail(protocol::SERVER_ERROR, "the worker has ended"),
            Some(worker) if inspector::handles(&command.method) => {
                let message = DevtoolsMessage::Command { key, text: raw_command(command) };
                if worker.channel.send(message) {
                    return true;
                }
                command.fail(protocol::SERVER_ERROR, "the worker has ended")
            }
            // It has no network of its own to report, nor anything to emulate.
            Some(_) => match command.method.as_str() {
                "Target.setAutoAttach" => self.set_worker_auto_attach(session_id, command),
                // (A child's session, ended by the worker's session that attached it.)
                "Target.detachFromTarget" => match command.string("sessionId").map(str::to_string) {
                    Some(nested)
                        if self
                            .workers
                            .children
                            .get(&nested)
                            .is_some_and(|c| c.parent == Parent::Worker(session_id.to_string())) =>
                    {
                        self.detach_worker_session(&nested, true);
                        command.reply(json!({}))
                    }
                    _ => command.fail(protocol::INVALID_PARAMS, "No session with given id"),
                },
                "Log.enable" | "Log.disable" => command.reply(json!({})),
                method if method.starts_with("Network.") || method.starts_with("Emulation.") => {
                    command.reply(json!({}))
                }
                _ => command.unknown(),
            },
        };
        if !reply.is_empty() {
            let _ = outbox.send(reply);
        }
        true
    }
}

/// `Target.setAutoAttach`'s parameters as framescope takes them: `autoAttach`, and
/// flattened sessions only.
fn auto_attach_params(command: &Command) -> Result<(), String> {
    if command.flag("autoAttach").is_none() {
        return Err(
            command.fail(protocol::INVALID_PARAMS, "Invalid parameters: autoAttach: boolean value expected")
        );
    }
    if command.flag("flatten") == Some(false) {
        return Err(command.fail(protocol::SERVER_ERROR, "Only flatten mode is supported"));
    }
    Ok(())
}
