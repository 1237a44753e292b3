//! A page's workers as targets. Its dedicated workers are targets of type `worker`: with
//! [`Target.setAutoAttach`](https://chromedevtools.github.io/devtools-protocol/tot/Target/#method-setAutoAttach)
//! on a page's session, each worker the page runs is attached to that session with a
//! flattened session of its own (`Target.attachedToTarget`, and `detachedFromTarget` when
//! the worker ends). Its shared and service workers are the browser's targets, as in
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
use std::collections::HashMap;
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
    pub(super) browser: Weak<Mutex<Browser>>,
}

impl WorkerDevtools for WorkerHook {
    fn worker_started(&self, worker: WorkerTarget) -> WorkerStart {
        let target_id = protocol::new_id();
        // A dedicated worker is attached by the page's sessions, a shared worker by the
        // browser's connections, a service worker by both.
        let page = self.page_waits.load(Ordering::SeqCst);
        let browser = || self.browser.upgrade().is_some_and(|b| browser::lock(&b).workers_wait());
        let wait = match worker.kind {
            Scope::DedicatedWorkerGlobalScope => page,
            Scope::ServiceWorkerGlobalScope => page || browser(),
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
}

struct Worker {
    kind: Scope,
    url: Url,
    channel: DevtoolsChannel,
}

/// A worker's session: attached by the page's session `parent` (or by the browser),
/// `key` on the worker's thread.
struct Child {
    worker: String,
    parent: Option<u64>,
    key: u64,
    outbox: Outbox,
}

impl Workers {
    pub(super) fn waits(&self) -> Arc<AtomicBool> {
        self.waits.clone()
    }

    /// The page's sessions changed: whether its dedicated workers wait for the debugger.
    pub(super) fn update_waits(&self, sessions: &Sessions) {
        let waits = sessions.borrow().values().any(|s| s.auto_attach.get() && s.wait_for_debugger.get());
        self.waits.store(waits, Ordering::SeqCst);
    }

    /// Attaches a new flattened session `session_id` to the worker `id`, its messages
    /// going to `outbox`; false when the worker has ended.
    pub(super) fn connect(
        &mut self,
        id: &str,
        session_id: &str,
        outbox: Outbox,
        parent: Option<u64>,
    ) -> bool {
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
        self.children.insert(session_id.to_string(), Child { worker: id.to_string(), parent, key, outbox });
        true
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
    /// dedicated worker, the browser's to a shared or service worker); when none of
    /// them waits for the debugger, the worker's script runs.
    pub(super) fn worker_started(&mut self, id: String, worker: WorkerTarget) {
        let (kind, url) = (worker.kind, worker.url.clone());
        self.workers.targets.insert(id.clone(), Worker { kind, url: worker.url, channel: worker.channel });
        let mut waiting = false;
        if kind != Scope::DedicatedWorkerGlobalScope {
            waiting = self.browser.upgrade().is_some_and(|b| {
                browser::lock(&b).worker_target_created(&id, target_type(kind), url.as_str(), &self.id)
            });
        }
        // A page's session attaches its dedicated workers and, as in Chrome, its service
        // workers (which are the page's origin's).
        if kind != Scope::SharedWorkerGlobalScope {
            let sessions: Vec<(u64, std::rc::Rc<Session>)> =
                self.sessions.borrow().iter().map(|(k, s)| (*k, s.clone())).collect();
            for (key, session) in sessions {
                if session.auto_attach.get() {
                    let wait = session.wait_for_debugger.get();
                    waiting |= self.attach_worker(key, &session, &id, wait) && wait;
                }
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
        let Some(auto) = command.flag("autoAttach") else {
            return session.send(
                command
                    .fail(protocol::INVALID_PARAMS, "Invalid parameters: autoAttach: boolean value expected"),
            );
        };
        if command.flag("flatten") == Some(false) {
            return session.send(command.fail(protocol::SERVER_ERROR, "Only flatten mode is supported"));
        }
        let was = session.auto_attach.replace(auto);
        session.wait_for_debugger.set(command.flag("waitForDebuggerOnStart").unwrap_or(false));
        self.workers.update_waits(&self.sessions);
        session.send(command.reply(json!({})));
        if auto && !was {
            let attached: Vec<String> = self
                .workers
                .children
                .values()
                .filter(|c| c.parent == Some(key))
                .map(|c| c.worker.clone())
                .collect();
            let ids: Vec<String> = self
                .workers
                .targets
                .iter()
                .filter(|(id, w)| w.kind != Scope::SharedWorkerGlobalScope && !attached.contains(id))
                .map(|(id, _)| id.clone())
                .collect();
            for id in ids {
                // (They run already: nothing waits.)
                self.attach_worker(key, session, &id, false);
            }
        }
    }

    /// Attaches the page's session `key` to a dedicated or service worker with a new
    /// flattened session; false when the worker has ended.
    fn attach_worker(&mut self, key: u64, session: &Session, id: &str, waiting: bool) -> bool {
        let session_id = protocol::new_id();
        if !self.workers.connect(id, &session_id, session.outbox.clone(), Some(key)) {
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
            browser::lock(&browser).add_worker_session(&session_id, &self.id, key, id);
        }
        session.event(
            "Target.attachedToTarget",
            json!({ "sessionId": session_id, "targetInfo": info, "waitingForDebugger": waiting }),
        );
        true
    }

    /// Ends a worker's session (`tell`: with `Target.detachedFromTarget`, to the page's
    /// session that attached it, or to the browser's connection).
    pub(super) fn detach_worker_session(&mut self, session_id: &str, tell: bool) -> bool {
        let Some(child) = self.workers.children.remove(session_id) else { return false };
        if let Some(worker) = self.workers.targets.get(&child.worker) {
            worker.channel.send(DevtoolsMessage::Detach { key: child.key });
        }
        if let Some(browser) = self.browser.upgrade() {
            browser::lock(&browser).remove_worker_session(session_id);
        }
        if tell {
            let params = json!({ "sessionId": session_id, "targetId": child.worker });
            let parent = match child.parent {
                Some(key) => match self.sessions.borrow().get(&key) {
                    Some(parent) => Some(parent.session_id.clone()),
                    None => return true,
                },
                None => None,
            };
            let _ = child.outbox.send(protocol::event(
                "Target.detachedFromTarget",
                params,
                parent.flatten().as_deref(),
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
            .filter(|(_, c)| c.parent == Some(key))
            .map(|(s, _)| s.clone())
            .collect();
        for session_id in gone {
            self.detach_worker_session(&session_id, false);
        }
    }

    /// A command on a worker's session (false when the command's session is no worker's):
    /// V8's domains go to the worker's thread; the few others a client sends every target
    /// are acknowledged here.
    pub(super) fn worker_command(&mut self, command: &Command) -> bool {
        let Some(session_id) = command.session_id.as_deref() else { return false };
        let Some(child) = self.workers.children.get(session_id) else { return false };
        let reply = match self.workers.targets.get(&child.worker) {
            None => command.fail(protocol::SERVER_ERROR, "the worker has ended"),
            Some(worker) if inspector::handles(&command.method) => {
                let message = DevtoolsMessage::Command { key: child.key, text: raw_command(command) };
                if worker.channel.send(message) {
                    return true;
                }
                command.fail(protocol::SERVER_ERROR, "the worker has ended")
            }
            // A worker's nested workers are not attached to its session (not yet); it has
            // no network of its own to report, nor anything to emulate.
            Some(_) => match command.method.as_str() {
                "Target.setAutoAttach" | "Log.enable" | "Log.disable" => command.reply(json!({})),
                method if method.starts_with("Network.") || method.starts_with("Emulation.") => {
                    command.reply(json!({}))
                }
                _ => command.unknown(),
            },
        };
        let _ = child.outbox.send(reply);
        true
    }
}
