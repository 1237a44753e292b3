//! Workers as DevTools targets: the hook an embedder (`framescope serve`) sets on a group
//! so that each worker the group starts is announced to it, with a channel on which the
//! embedder attaches protocol sessions to the worker. The worker's own thread answers
//! them with a V8 inspector on the worker's isolate (`runtime/group/worker_devtools.rs`);
//! the embedder never touches the worker's isolate.
use std::sync::{Arc, Mutex, mpsc};

use url::Url;

use super::ToWorker;
use crate::runtime::realm::Scope;

/// A worker as its debugger sees it.
pub struct WorkerTarget {
    /// A dedicated, shared or service worker.
    pub kind: Scope,
    pub url: Url,
    /// Where the embedder sends the worker's sessions their messages.
    pub channel: DevtoolsChannel,
    /// The target id of the worker that started it (a nested dedicated worker's), none
    /// for a worker its page's documents started.
    pub parent: Option<String>,
}

/// Where the embedder sends a worker's sessions their messages: the worker's DevTools
/// channel, each message followed by a wake-up in the worker's inbox, so that an idle
/// worker's loop (which waits on its inbox) handles it at once rather than polling.
#[derive(Clone)]
pub struct DevtoolsChannel {
    sender: mpsc::Sender<DevtoolsMessage>,
    wake: SharedWake,
}

impl DevtoolsChannel {
    pub fn new(sender: mpsc::Sender<DevtoolsMessage>, wake: SharedWake) -> Self {
        Self { sender, wake }
    }

    /// Sends `message`; false when the worker has ended.
    pub fn send(&self, message: DevtoolsMessage) -> bool {
        if self.sender.send(message).is_err() {
            return false;
        }
        if let Ok(wake) = self.wake.lock()
            && let Some(inbox) = &wake.inbox
        {
            let _ = inbox.send(ToWorker::Devtools);
        }
        true
    }
}

/// What wakes a worker's thread for its DevTools sessions, shared by the worker's handle
/// and its thread.
#[derive(Default)]
pub struct DevtoolsWake {
    /// The worker's inbox (a clone of its owner's sender, dropped by `terminate()`, so
    /// that the inbox still disconnects then).
    inbox: Option<mpsc::Sender<ToWorker>>,
    /// The worker's DevTools channel, once its debugger is made: `terminate()` sends
    /// [`DevtoolsMessage::Wake`] on it, to a worker paused in the debugger or waiting for
    /// it (which wait on that channel alone).
    devtools: Option<mpsc::Sender<DevtoolsMessage>>,
}

pub type SharedWake = Arc<Mutex<DevtoolsWake>>;

impl DevtoolsWake {
    pub fn new(inbox: mpsc::Sender<ToWorker>) -> SharedWake {
        Arc::new(Mutex::new(Self { inbox: Some(inbox), devtools: None }))
    }

    /// The worker's debugger is made: its channel.
    pub fn set_channel(wake: &Mutex<Self>, devtools: mpsc::Sender<DevtoolsMessage>) {
        if let Ok(mut wake) = wake.lock() {
            wake.devtools = Some(devtools);
        }
    }

    /// `terminate()`: wakes the debugger's waits, and lets go of the inbox.
    pub fn terminated(wake: &Mutex<Self>) {
        let Ok(mut wake) = wake.lock() else { return };
        wake.inbox = None;
        if let Some(devtools) = wake.devtools.take() {
            let _ = devtools.send(DevtoolsMessage::Wake);
        }
    }
}

/// Where a session's messages (responses and events, as JSON text) go, from the worker's
/// thread.
pub type SendToClient = Box<dyn Fn(String) + Send>;

/// From the embedder to a worker's thread.
pub enum DevtoolsMessage {
    /// A protocol session attaches (`key` names it in the messages that follow).
    Attach {
        key: u64,
        send: SendToClient,
    },
    Detach {
        key: u64,
    },
    /// A command for V8's inspector (Runtime, Debugger, Profiler…), as JSON text.
    Command {
        key: u64,
        text: String,
    },
    /// No client that attached wants the worker to wait for the debugger: its script runs
    /// (see [`WorkerStart::wait`]).
    Release,
    /// Nothing for a session: the worker was terminated, and looks at its flags again.
    Wake,
}

/// What the embedder answers a worker that started.
pub struct WorkerStart {
    /// The worker's target id.
    pub target_id: String,
    /// Whether a client auto-attaches with `waitForDebuggerOnStart`: then the worker's
    /// script does not run until one of its sessions sends
    /// `Runtime.runIfWaitingForDebugger` (or the embedder sends
    /// [`DevtoolsMessage::Release`], when none of the sessions that attached waits).
    pub wait: bool,
}

/// The embedder's side: told of each worker the group starts and of its end. Called on
/// the worker's thread.
pub trait WorkerDevtools: Send + Sync {
    /// A worker started (its script is about to run): its target id, and whether it waits
    /// for the debugger.
    fn worker_started(&self, worker: WorkerTarget) -> WorkerStart;
    /// The worker's loop ended: its sessions are gone.
    fn worker_ended(&self, target_id: &str);
}

/// The hook a worker's own group has: the workers it starts are its children (their
/// [`WorkerTarget::parent`] is its target id), told to the hook of its owner.
pub struct ChildrenOf {
    pub hook: Arc<dyn WorkerDevtools>,
    pub parent: String,
}

impl WorkerDevtools for ChildrenOf {
    fn worker_started(&self, mut worker: WorkerTarget) -> WorkerStart {
        // (A grandchild's parent is set by its own parent's hook, which calls this one.)
        worker.parent.get_or_insert_with(|| self.parent.clone());
        self.hook.worker_started(worker)
    }

    fn worker_ended(&self, target_id: &str) {
        self.hook.worker_ended(target_id);
    }
}
