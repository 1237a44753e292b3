//! A page's dedicated workers as targets of type `worker`: with
//! [`Target.setAutoAttach`](https://chromedevtools.github.io/devtools-protocol/tot/Target/#method-setAutoAttach)
//! on a page's session, each worker the page runs is attached to that session with a
//! flattened session of its own (`Target.attachedToTarget`, and `detachedFromTarget` when
//! the worker ends). The worker's isolate is on its own thread: the page's group has a
//! hook (`runtime/workers/devtools.rs`) by which each worker announces itself to this
//! page's thread with a channel, over which the page sends the worker's sessions' V8
//! commands (Runtime, Debugger, Profiler…); the worker's thread answers them with its own
//! V8 inspector, straight to the client's connection.
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::mpsc::{self, Sender};

use serde_json::json;
use url::Url;

use super::browser;
use super::inspector;
use super::page::{Page, PageMessage, Session, raw_command};
use super::protocol::{self, Command};
use crate::runtime::realm::Scope;
use crate::runtime::workers::devtools::{DevtoolsMessage, WorkerDevtools, WorkerTarget};

/// The hook the page's group (and its workers' groups) has: it tells the page's thread.
pub(super) struct WorkerHook(pub(super) Sender<PageMessage>);

impl WorkerDevtools for WorkerHook {
    fn worker_started(&self, worker: WorkerTarget) -> String {
        let id = protocol::new_id();
        let _ = self.0.send(PageMessage::WorkerStarted { id: id.clone(), worker });
        id
    }

    fn worker_ended(&self, target_id: &str) {
        let _ = self.0.send(PageMessage::WorkerEnded { id: target_id.to_string() });
    }
}

/// The page's workers and the sessions attached to them.
#[derive(Default)]
pub(super) struct Workers {
    targets: HashMap<String, Worker>,
    /// By session id.
    children: HashMap<String, Child>,
    next_key: u64,
}

struct Worker {
    url: Url,
    channel: mpsc::Sender<DevtoolsMessage>,
}

/// A worker's session: attached by the page's session `parent`, `key` on the worker's
/// thread.
struct Child {
    worker: String,
    parent: u64,
    key: u64,
}

impl Page {
    /// A worker started: the sessions that auto-attach attach to it.
    pub(super) fn worker_started(&mut self, id: String, worker: WorkerTarget) {
        // (Shared and service workers are the browser's targets, not the page's: not yet.)
        if worker.kind != Scope::DedicatedWorkerGlobalScope {
            return;
        }
        self.workers.targets.insert(id.clone(), Worker { url: worker.url, channel: worker.channel });
        let sessions: Vec<(u64, Rc<Session>)> =
            self.sessions.borrow().iter().map(|(k, s)| (*k, s.clone())).collect();
        for (key, session) in sessions {
            if session.auto_attach.get() {
                self.attach_worker(key, &session, &id);
            }
        }
    }

    /// A worker ended: its sessions are detached.
    pub(super) fn worker_ended(&mut self, id: &str) {
        if self.workers.targets.remove(id).is_none() {
            return;
        }
        let gone: Vec<String> =
            self.workers.children.iter().filter(|(_, c)| c.worker == id).map(|(s, _)| s.clone()).collect();
        for session_id in gone {
            self.detach_worker_session(&session_id, true);
        }
    }

    /// `Target.setAutoAttach` on the page's session: its workers, present and to come.
    pub(super) fn set_auto_attach(&mut self, key: u64, session: &Rc<Session>, command: &Command) {
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
        session.send(command.reply(json!({})));
        if auto && !was {
            let attached: Vec<String> = self
                .workers
                .children
                .values()
                .filter(|c| c.parent == key)
                .map(|c| c.worker.clone())
                .collect();
            let ids: Vec<String> =
                self.workers.targets.keys().filter(|id| !attached.contains(id)).cloned().collect();
            for id in ids {
                self.attach_worker(key, session, &id);
            }
        }
    }

    /// Attaches the page's session `key` to a worker with a new flattened session.
    fn attach_worker(&mut self, key: u64, session: &Session, id: &str) {
        let Some(worker) = self.workers.targets.get(id) else { return };
        let session_id = protocol::new_id();
        self.workers.next_key += 1;
        let child_key = self.workers.next_key;
        let (outbox, child) = (session.outbox.clone(), session_id.clone());
        let send = Box::new(move |text: String| {
            let _ = outbox.send(protocol::add_session(&text, Some(&child)));
        });
        if worker.channel.send(DevtoolsMessage::Attach { key: child_key, send }).is_err() {
            return;
        }
        let context = browser::lock(&self.info).browser_context_id.clone();
        let info = json!({
            "targetId": id,
            "type": "worker",
            "title": worker.url.as_str(),
            "url": worker.url.as_str(),
            "attached": true,
            "canAccessOpener": false,
            "browserContextId": context,
        });
        self.workers
            .children
            .insert(session_id.clone(), Child { worker: id.to_string(), parent: key, key: child_key });
        if let Some(browser) = self.browser.upgrade() {
            browser::lock(&browser).add_worker_session(&session_id, &self.id, key);
        }
        session.event(
            "Target.attachedToTarget",
            json!({ "sessionId": session_id, "targetInfo": info, "waitingForDebugger": false }),
        );
    }

    /// Ends a worker's session (`tell`: with `Target.detachedFromTarget` to its parent).
    pub(super) fn detach_worker_session(&mut self, session_id: &str, tell: bool) -> bool {
        let Some(child) = self.workers.children.remove(session_id) else { return false };
        if let Some(worker) = self.workers.targets.get(&child.worker) {
            let _ = worker.channel.send(DevtoolsMessage::Detach { key: child.key });
        }
        if let Some(browser) = self.browser.upgrade() {
            browser::lock(&browser).remove_worker_session(session_id);
        }
        let parent = self.sessions.borrow().get(&child.parent).cloned();
        if tell && let Some(parent) = parent {
            parent.event(
                "Target.detachedFromTarget",
                json!({ "sessionId": session_id, "targetId": child.worker }),
            );
        }
        true
    }

    /// The page's session `key` went: so do the worker sessions it attached.
    pub(super) fn detach_workers_of(&mut self, key: u64) {
        let gone: Vec<String> =
            self.workers.children.iter().filter(|(_, c)| c.parent == key).map(|(s, _)| s.clone()).collect();
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
        let parent = self.sessions.borrow().get(&child.parent).cloned();
        let Some(parent) = parent else { return true };
        let reply = match self.workers.targets.get(&child.worker) {
            None => command.fail(protocol::SERVER_ERROR, "the worker has ended"),
            Some(worker) if inspector::handles(&command.method) => {
                let message = DevtoolsMessage::Command { key: child.key, text: raw_command(command) };
                if worker.channel.send(message).is_ok() {
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
        parent.send(reply);
        true
    }
}
