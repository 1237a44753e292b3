//! Workers as DevTools targets: the hook an embedder (`framescope serve`) sets on a group
//! so that each worker the group starts is announced to it, with a channel on which the
//! embedder attaches protocol sessions to the worker. The worker's own thread answers
//! them with a V8 inspector on the worker's isolate (`runtime/group/worker_devtools.rs`);
//! the embedder never touches the worker's isolate.
use std::sync::mpsc;

use url::Url;

use crate::runtime::realm::Scope;

/// A worker as its debugger sees it.
pub struct WorkerTarget {
    /// A dedicated, shared or service worker.
    pub kind: Scope,
    pub url: Url,
    /// Where the embedder sends the worker's sessions their messages.
    pub channel: mpsc::Sender<DevtoolsMessage>,
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
