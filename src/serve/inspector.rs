//! V8's inspector on a page's isolate: it answers the JavaScript domains (Runtime,
//! Debugger, Profiler, HeapProfiler, Console, Schema) for every realm registered with it.
//! One inspector per isolate (framescope's client, `bindings/inspector.rs`, which tells
//! V8 which objects are DOM nodes), one session per protocol session writing V8's
//! messages to the session's connection (with its session id), and a client that runs a
//! nested loop while the debugger pauses the page.
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::Value;

use super::Outbox;
use super::protocol;
use crate::bindings::inspector::{self as v8_inspector, InspectorClient};
use crate::runtime::hidden_platform_scripts;

pub use crate::bindings::inspector::Session;

/// The context group of a page's realms (one page, one group).
pub const CONTEXT_GROUP: i32 = 1;

/// What a paused page does with the messages that come meanwhile: `pump` takes the next
/// one (waiting for it) and returns false once the page should stop waiting (it closed).
pub type Pump = Box<dyn Fn() -> bool>;

struct Client {
    paused: Rc<Cell<bool>>,
    pump: Rc<RefCell<Option<Pump>>>,
}

impl InspectorClient for Client {
    /// The debugger paused the page: only protocol messages are handled until it resumes.
    fn run_message_loop_on_pause(&self, _group: i32) {
        self.paused.set(true);
        while self.paused.get() {
            let keep_going = self.pump.borrow().as_ref().is_some_and(|pump| pump());
            if !keep_going {
                break;
            }
        }
        self.paused.set(false);
    }

    fn quit_message_loop_on_pause(&self) {
        self.paused.set(false);
    }
}

/// The page's inspector, and the execution context ids of the worlds registered with it
/// by frame id and world name ("" for a frame's default world; `Runtime.evaluate`
/// without a `contextId` means the top document's).
pub struct Inspector {
    inspector: v8_inspector::Inspector,
    pump: Rc<RefCell<Option<Pump>>>,
    contexts: RefCell<HashMap<(String, String), i64>>,
    /// Each registered context of a frame, by id: its frame id and the context.
    frames: RefCell<HashMap<i64, (String, v8::Global<v8::Context>)>>,
    /// The registered context the platform's scripts belong to for V8's inspector (so
    /// that its debugger ignores them: `hidden_platform_scripts`).
    platform_context: Cell<Option<i64>>,
}

impl Inspector {
    pub fn new(isolate: &mut v8::Isolate) -> Self {
        let paused = Rc::new(Cell::new(false));
        let pump: Rc<RefCell<Option<Pump>>> = Rc::default();
        let inspector =
            v8_inspector::Inspector::new(isolate, Box::new(Client { paused, pump: pump.clone() }));
        Self {
            inspector,
            pump,
            contexts: RefCell::default(),
            frames: RefCell::default(),
            platform_context: Cell::new(None),
        }
    }

    /// Sets what a paused page does with incoming messages.
    pub fn set_pump(&self, pump: Pump) {
        *self.pump.borrow_mut() = Some(pump);
    }

    /// A protocol session whose messages go to `outbox` (with `session_id`, when
    /// flattened); `waiting`: its target waits for `Runtime.runIfWaitingForDebugger`.
    /// Responses to the commands in `rewrites` (framescope's own, sent to V8 for a client's
    /// command) are turned into the answer to that command first.
    pub fn connect(
        &self,
        outbox: Outbox,
        session_id: Option<String>,
        waiting: bool,
        rewrites: Rewrites,
    ) -> Session {
        let hidden = hidden_platform_scripts::Filter::default();
        let send = Box::new(move |text: String| {
            // (The platform's scripts are hidden, as Chrome's internal ones.)
            let Some(text) = hidden.filter(text) else { return };
            let text = if rewrites.borrow().is_empty() { text } else { rewrite(&rewrites, text) };
            let _ = outbox.send(protocol::add_session(&text, session_id.as_deref()));
        });
        self.inspector.connect(CONTEXT_GROUP, send, waiting)
    }

    /// A world's context is there: V8 reports it to every session with Runtime enabled.
    /// `aux_data` has its `frameId` and `isDefault`; `name` is an isolated world's name;
    /// `origin` the frame's origin, serialized (`executionContextCreated`'s `origin`).
    pub fn context_created(
        &self,
        isolate: &v8::Isolate,
        context: v8::Local<v8::Context>,
        name: &str,
        origin: &str,
        aux_data: &Value,
    ) -> i64 {
        let id = self.inspector.context_created(context, CONTEXT_GROUP, name, origin, &aux_data.to_string());
        if let Some(frame) = aux_data["frameId"].as_str() {
            let world =
                if aux_data["isDefault"] == Value::Bool(true) { String::new() } else { name.to_string() };
            self.contexts.borrow_mut().insert((frame.to_string(), world), id);
            self.frames.borrow_mut().insert(id, (frame.to_string(), v8::Global::new(isolate, context)));
        }
        if self.platform_context.get().is_none() {
            self.inspector.adopt_platform_scripts(id);
            self.platform_context.set(Some(id));
        }
        id
    }

    /// A context is gone (`executionContextDestroyed`; nothing for one already told).
    pub fn context_destroyed(&self, context: v8::Local<v8::Context>, id: i64) {
        self.inspector.context_destroyed(context);
        self.contexts.borrow_mut().retain(|_, v| *v != id);
        self.frames.borrow_mut().remove(&id);
        // (The platform's scripts move to a context still registered.)
        if self.platform_context.get() == Some(id) {
            let next = self.frames.borrow().keys().next().copied();
            if let Some(next) = next {
                self.inspector.adopt_platform_scripts(next);
            }
            self.platform_context.set(next);
        }
    }

    /// A new top-level document commits: every context of the page is forgotten at once
    /// (`Runtime.executionContextsCleared` to the sessions with Runtime enabled, in place
    /// of an `executionContextDestroyed` for each), as Chrome does.
    pub fn reset(&self) {
        self.inspector.reset_context_group(CONTEXT_GROUP);
        self.contexts.borrow_mut().clear();
        self.frames.borrow_mut().clear();
        self.platform_context.set(None);
    }

    /// A new document commits in frame `frame_id`: the contexts of the one it replaces
    /// (its worlds too) are destroyed first, as Chrome tells them.
    pub fn frame_replaced(&self, scope: &mut v8::PinScope<'_, '_>, frame_id: &str) {
        let gone: Vec<(i64, v8::Global<v8::Context>)> = self
            .frames
            .borrow()
            .iter()
            .filter(|(_, (frame, _))| frame == frame_id)
            .map(|(id, (_, context))| (*id, context.clone()))
            .collect();
        for (id, context) in gone {
            let context = v8::Local::new(scope, &context);
            self.context_destroyed(context, id);
        }
    }

    /// The execution context id of a frame's default world.
    pub fn default_context_of(&self, frame_id: &str) -> Option<i64> {
        self.contexts.borrow().get(&(frame_id.to_string(), String::new())).copied()
    }
}

/// Commands framescope sent to V8 on a client's behalf: V8's response to the command
/// with the key (a negative id) answers the client's command `id` with `result` made of
/// V8's result by `shape`.
pub type Rewrites = Rc<RefCell<HashMap<i64, Rewrite>>>;

pub struct Rewrite {
    pub id: i64,
    pub shape: fn(Value) -> Value,
}

fn rewrite(rewrites: &Rewrites, text: String) -> String {
    let Ok(Value::Object(mut message)) = serde_json::from_str::<Value>(&text) else { return text };
    let Some(key) = message.get("id").and_then(Value::as_i64) else { return text };
    let Some(rewrite) = rewrites.borrow_mut().remove(&key) else { return text };
    message.insert("id".into(), Value::from(rewrite.id));
    if let Some(result) = message.remove("result") {
        message.insert("result".into(), (rewrite.shape)(result));
    }
    Value::Object(message).to_string()
}

/// Whether V8's inspector answers `method` (its domains: Runtime, Debugger, Profiler,
/// HeapProfiler, Console, Schema).
pub fn handles(method: &str) -> bool {
    Session::can_dispatch(method)
}

/// Hands a command's JSON text to a session.
pub fn dispatch(session: &Session, message: &str) {
    session.dispatch(message);
}
