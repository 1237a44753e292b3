//! A worker's debugger, on the worker's own thread: when the owner's group has a DevTools
//! hook (`runtime/workers/devtools.rs`), the worker announces itself to it, keeps a V8
//! inspector on its isolate with its global scope registered as the one execution
//! context, and between the tasks of its loop answers the sessions the embedder attached
//! (their commands come over the channel it announced; their responses and events go
//! straight to the client).
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};

use super::realm_observer::RealmObserver;
use super::{BrowsingContextGroup, GroupState};
use crate::bindings::inspector::{Inspector, InspectorClient, Session};
use crate::runtime::console;
use crate::runtime::hidden_platform_scripts::{self, IgnoreList};
use crate::runtime::realm::RealmId;
use crate::runtime::workers::devtools::{
    ChildrenOf, DevtoolsChannel, DevtoolsMessage, DevtoolsWake, SendToClient, WorkerDevtools, WorkerStart,
    WorkerTarget,
};
use crate::runtime::workers::{WorkerSetup, WorkerThread};

/// The one context group of a worker's inspector.
const CONTEXT_GROUP: i32 = 1;

type Sessions = Rc<RefCell<HashMap<u64, Rc<Attached>>>>;

/// A session attached to the worker.
struct Attached {
    v8: Session,
    /// V8's debugger ignores the platform's scripts for it.
    ignore_list: IgnoreList,
    /// To the client (`Inspector.workerScriptLoaded`).
    send: Rc<SendToClient>,
}

/// Tells a session the worker's script has loaded, as Chrome does (Playwright waits for
/// it before it evaluates in a worker of a Chrome from version 143 on).
fn script_loaded(session: &Attached) {
    (session.send)(r#"{"method":"Inspector.workerScriptLoaded","params":{}}"#.to_string());
}

/// While the debugger pauses the worker, only the sessions' messages are handled (until
/// the worker is resumed, or terminated: its owner's `terminate()` or its document going
/// away end a paused worker too, waking it on its DevTools channel). It waits on that
/// channel without polling: a paused worker costs nothing.
struct Client {
    paused: Rc<Cell<bool>>,
    terminated: Arc<AtomicBool>,
    context_id: Rc<Cell<i64>>,
    receiver: Rc<Receiver<DevtoolsMessage>>,
    sessions: Sessions,
    inspector: Rc<RefCell<Option<std::rc::Weak<Inspector>>>>,
    released: Rc<Cell<bool>>,
}

impl InspectorClient for Client {
    fn run_message_loop_on_pause(&self, _group: i32) {
        self.paused.set(true);
        let inspector = self.inspector.borrow().as_ref().and_then(std::rc::Weak::upgrade);
        while self.paused.get() && !self.terminated.load(Ordering::SeqCst) {
            let Ok(message) = self.receiver.recv() else { break };
            if let Some(inspector) = &inspector {
                handle(inspector, &self.sessions, self.context_id.get(), &self.released, message);
            }
        }
        self.paused.set(false);
    }

    fn quit_message_loop_on_pause(&self) {
        self.paused.set(false);
    }
}

/// The worker's side of its DevTools target.
pub(super) struct WorkerDebugger {
    hook: Arc<dyn WorkerDevtools>,
    target_id: String,
    receiver: Rc<Receiver<DevtoolsMessage>>,
    sessions: Sessions,
    inspector: Rc<Inspector>,
    /// The worker's global scope's context and realm, once registered.
    registered: Registered,
    /// The context's id with the inspector (0: none yet).
    context_id: Rc<Cell<i64>>,
    /// Whether the worker waits for the debugger before its script runs.
    wait: bool,
    /// Set once a session sent `Runtime.runIfWaitingForDebugger` (or the embedder let the
    /// worker go).
    released: Rc<Cell<bool>>,
}

impl WorkerDebugger {
    /// Announces the worker to the hook of the owner's group, if it has one, and sets a
    /// hook on the worker's own group (its nested workers are targets too, its children).
    pub(super) fn start(
        group: &mut BrowsingContextGroup,
        setup: &WorkerSetup,
        thread: &WorkerThread,
    ) -> Option<Self> {
        let hook = setup.devtools.clone()?;
        // Its console calls go to V8's inspector (`report_console`).
        group.state().console.keep_calls();
        let (sender, receiver) = mpsc::channel();
        DevtoolsWake::set_channel(&thread.devtools_wake, sender.clone());
        let channel = DevtoolsChannel::new(sender, thread.devtools_wake.clone());
        let terminated = thread.terminated.clone();
        let receiver = Rc::new(receiver);
        let sessions: Sessions = Rc::default();
        let context_id: Rc<Cell<i64>> = Rc::default();
        let weak = Rc::new(RefCell::new(None));
        let released: Rc<Cell<bool>> = Rc::default();
        let client = Client {
            released: released.clone(),
            paused: Rc::default(),
            terminated,
            context_id: context_id.clone(),
            receiver: receiver.clone(),
            sessions: sessions.clone(),
            inspector: weak.clone(),
        };
        let inspector = Rc::new(Inspector::new(group.isolate_mut(), Box::new(client)));
        *weak.borrow_mut() = Some(Rc::downgrade(&inspector));
        // Its global scope is registered once booted, before its script is compiled.
        let registered: Registered = Rc::default();
        let registration = Registration {
            inspector: inspector.clone(),
            context_id: context_id.clone(),
            registered: registered.clone(),
        };
        *group.state().realm_observer.borrow_mut() = Some(Rc::new(registration));
        let target = WorkerTarget { kind: setup.kind, url: setup.url.clone(), channel, parent: None };
        let WorkerStart { target_id, wait } = hook.worker_started(target);
        // Its nested workers are targets too, its children.
        let children = ChildrenOf { hook: hook.clone(), parent: target_id.clone() };
        *group.state().worker_devtools.borrow_mut() = Some(Arc::new(children));
        Some(Self { hook, target_id, receiver, sessions, inspector, registered, context_id, wait, released })
    }

    /// When a client auto-attached with `waitForDebuggerOnStart`, the worker's script
    /// waits: only the sessions' messages are handled until one of them sends
    /// `Runtime.runIfWaitingForDebugger`, the embedder lets the worker go (no session that
    /// attached waits), every session detached, or the worker is terminated.
    pub(super) fn wait_for_debugger(&self, terminated: &AtomicBool) {
        if !self.wait {
            return;
        }
        while !self.released.get() && !terminated.load(Ordering::SeqCst) {
            let Ok(message) = self.receiver.recv() else { break };
            handle(&self.inspector, &self.sessions, self.context_id.get(), &self.released, message);
        }
    }

    /// The worker's script has run (its global scope was registered before it was
    /// compiled: [`Registration`]): its sessions are told, as Chrome tells them.
    pub(super) fn script_ran(&self) {
        if self.context_id.get() == 0 {
            return;
        }
        for session in self.sessions.borrow().values() {
            script_loaded(session);
        }
    }

    /// Handles the messages that have come; returns whether there were any.
    pub(super) fn pump(&self) -> bool {
        let mut any = false;
        while let Ok(message) = self.receiver.try_recv() {
            handle(&self.inspector, &self.sessions, self.context_id.get(), &self.released, message);
            any = true;
        }
        any
    }

    /// Hands the console calls made since the last call to V8's own `console`, whose
    /// inspector reports them to the sessions (`Runtime.consoleAPICalled`, the arguments
    /// as remote objects) and keeps them for a session that enables Runtime later, as
    /// Chrome's does. (Its nested workers' messages, copied into its log, are theirs.)
    pub(super) fn report_console(&self, group: &mut BrowsingContextGroup) {
        let state = group.state().clone();
        let calls = state.console.take_calls();
        let Some((context, realm)) = self.registered.borrow().clone() else { return };
        state.console.set_inspected([realm.get()]);
        v8::scope!(let scope, group.isolate_mut());
        console::replay_all(scope, calls, |of| (of == realm.get()).then(|| context.clone()));
    }

    /// The worker's loop ended: its sessions go (before its isolate), and the embedder
    /// hears of it.
    pub(super) fn end(self, group: &mut BrowsingContextGroup) {
        self.sessions.borrow_mut().clear();
        *group.state().realm_observer.borrow_mut() = None;
        if let Some((context, _)) = self.registered.borrow_mut().take() {
            v8::scope!(let scope, group.isolate_mut());
            let context = v8::Local::new(scope, &context);
            self.inspector.context_destroyed(context);
        }
        *group.state().worker_devtools.borrow_mut() = None;
        self.hook.worker_ended(&self.target_id);
    }
}

/// The worker's global scope's context and realm, once registered.
type Registered = Rc<RefCell<Option<(v8::Global<v8::Context>, RealmId)>>>;

/// Registers the worker's global scope with its inspector as soon as it has booted, before
/// the worker's script is compiled (the group's [`RealmObserver`]): V8 then ties the
/// script to the context, and tells the sessions of it (`Debugger.scriptParsed`, its
/// source), as Chrome's worker inspector does.
struct Registration {
    inspector: Rc<Inspector>,
    context_id: Rc<Cell<i64>>,
    registered: Registered,
}

impl RealmObserver for Registration {
    fn realm_booted(
        &self,
        scope: &mut v8::PinScope<'_, '_>,
        realm: RealmId,
        context: v8::Local<'_, v8::Context>,
    ) {
        // (The worker's group has the one realm.)
        if self.context_id.get() != 0 {
            return;
        }
        // (No auxData, as Chrome's worker contexts: they are no frame's; their origin is
        // the worker's script URL, as Chrome names it.)
        let origin = GroupState::of(scope)
            .and_then(|state| state.info(realm).map(|info| info.url.to_string()))
            .unwrap_or_default();
        let id = self.inspector.context_created(context, CONTEXT_GROUP, "", &origin, "");
        // (V8's debugger ignores the platform's scripts as this context's.)
        self.inspector.adopt_platform_scripts(id);
        self.context_id.set(id);
        *self.registered.borrow_mut() = Some((v8::Global::new(scope, context), realm));
    }
}

fn handle(
    inspector: &Inspector,
    sessions: &Sessions,
    context_id: i64,
    released: &Cell<bool>,
    message: DevtoolsMessage,
) {
    match message {
        DevtoolsMessage::Attach { key, send } => {
            let send = Rc::new(send);
            let to_client = send.clone();
            // (The platform's scripts are hidden, as Chrome's internal ones.)
            let hidden = hidden_platform_scripts::Filter::default();
            let forward = move |text| {
                if let Some(text) = hidden.filter(text) {
                    to_client(text);
                }
            };
            let v8 = inspector.connect(CONTEXT_GROUP, Box::new(forward), false);
            let session = Rc::new(Attached { v8, ignore_list: IgnoreList::default(), send });
            // (Its execution context is told by V8 when the session enables Runtime.)
            if context_id != 0 {
                script_loaded(&session);
            }
            sessions.borrow_mut().insert(key, session);
        }
        DevtoolsMessage::Detach { key } => {
            let mut sessions = sessions.borrow_mut();
            sessions.remove(&key);
            // A worker whose clients all left does not wait for them.
            if sessions.is_empty() {
                released.set(true);
            }
        }
        DevtoolsMessage::Command { key, text } => {
            let method = if text.contains("\"Runtime.") { method_of(&text) } else { None };
            // (A command may pause the worker, whose nested loop handles more messages.)
            let session = sessions.borrow().get(&key).cloned();
            if let Some(session) = session {
                session.ignore_list.dispatch(&session.v8, &with_default_context(text, context_id));
            }
            if method.as_deref() == Some("Runtime.runIfWaitingForDebugger") {
                released.set(true);
            }
        }
        DevtoolsMessage::Release => released.set(true),
        DevtoolsMessage::Wake => {}
    }
}

/// A command's method (its JSON text's).
fn method_of(text: &str) -> Option<String> {
    let command = serde_json::from_str::<serde_json::Value>(text).ok()?;
    Some(command.get("method")?.as_str()?.to_string())
}

/// `Runtime.evaluate` without a `contextId` (or `uniqueContextId`) means the worker's global scope (V8 asks its
/// client for a default context, which framescope's does not name).
fn with_default_context(text: String, context_id: i64) -> String {
    if context_id == 0 || !text.contains("\"Runtime.evaluate\"") {
        return text;
    }
    let Ok(serde_json::Value::Object(mut command)) = serde_json::from_str::<serde_json::Value>(&text) else {
        return text;
    };
    if command.get("method").and_then(serde_json::Value::as_str) != Some("Runtime.evaluate") {
        return text;
    }
    let params = command.entry("params").or_insert_with(|| serde_json::json!({}));
    if let Some(params) = params.as_object_mut()
        && !params.contains_key("uniqueContextId")
    {
        params.entry("contextId").or_insert(serde_json::json!(context_id));
    }
    serde_json::Value::Object(command).to_string()
}
