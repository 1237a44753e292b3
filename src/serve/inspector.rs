//! V8's inspector on a page's isolate: it answers the JavaScript domains (Runtime,
//! Debugger, Profiler, HeapProfiler, Console, Schema) for every realm registered with it.
//! One [`v8::inspector::V8Inspector`] per isolate, one session per protocol session, a
//! channel per session that writes V8's messages to the session's connection (with its
//! session id), and a client that runs a nested loop while the debugger pauses the page.
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::Value;
use v8::inspector::{
    ChannelImpl, StringBuffer, StringView, V8Inspector, V8InspectorClient, V8InspectorClientImpl,
    V8InspectorClientTrustLevel, V8InspectorSession,
};

use super::Outbox;
use super::protocol;

/// The context group of a page's realms (one page, one group).
pub const CONTEXT_GROUP: i32 = 1;

/// What a paused page does with the messages that come meanwhile: `pump` takes the next
/// one (waiting for it) and returns false once the page should stop waiting (it closed).
pub type Pump = Box<dyn Fn() -> bool>;

struct Client {
    paused: Rc<Cell<bool>>,
    pump: Rc<RefCell<Option<Pump>>>,
}

impl V8InspectorClientImpl for Client {
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

/// The page's inspector, and the execution context ids it gave the realms' default worlds
/// (read from an internal session's `Runtime.executionContextCreated`, since
/// `Runtime.evaluate` without a `contextId` means the top document's).
pub struct Inspector {
    // (Fields drop in this order: the session before the inspector it belongs to.)
    _tracker: V8InspectorSession,
    inspector: V8Inspector,
    pump: Rc<RefCell<Option<Pump>>>,
    contexts: Rc<RefCell<HashMap<String, i64>>>,
}

impl Inspector {
    pub fn new(isolate: &mut v8::Isolate) -> Self {
        let paused = Rc::new(Cell::new(false));
        let pump: Rc<RefCell<Option<Pump>>> = Rc::default();
        let client = V8InspectorClient::new(Box::new(Client { paused, pump: pump.clone() }));
        let inspector = V8Inspector::create(isolate, client);
        let contexts: Rc<RefCell<HashMap<String, i64>>> = Rc::default();
        let tracker = inspector.connect(
            CONTEXT_GROUP,
            v8::inspector::Channel::new(Box::new(Tracker { contexts: contexts.clone() })),
            StringView::empty(),
            V8InspectorClientTrustLevel::FullyTrusted,
        );
        let enable = br#"{"id":1,"method":"Runtime.enable"}"#;
        tracker.dispatch_protocol_message(StringView::from(&enable[..]));
        Self { _tracker: tracker, inspector, pump, contexts }
    }

    /// Sets what a paused page does with incoming messages.
    pub fn set_pump(&self, pump: Pump) {
        *self.pump.borrow_mut() = Some(pump);
    }

    /// A protocol session whose messages go to `outbox` (with `session_id`, when flattened).
    pub fn connect(&self, outbox: Outbox, session_id: Option<String>) -> V8InspectorSession {
        let channel = v8::inspector::Channel::new(Box::new(SessionChannel { outbox, session_id }));
        self.inspector.connect(
            CONTEXT_GROUP,
            channel,
            StringView::empty(),
            V8InspectorClientTrustLevel::FullyTrusted,
        )
    }

    /// A realm's context is there: V8 reports it to every session with Runtime enabled.
    pub fn context_created(&self, context: v8::Local<v8::Context>, name: &str, aux_data: &Value) {
        let name: Vec<u16> = name.encode_utf16().collect();
        let aux: Vec<u16> = aux_data.to_string().encode_utf16().collect();
        self.inspector.context_created(
            context,
            CONTEXT_GROUP,
            StringView::from(&name[..]),
            StringView::from(&aux[..]),
        );
    }

    pub fn context_destroyed(&self, context: v8::Local<v8::Context>) {
        self.inspector.context_destroyed(context);
    }

    /// The execution context id of a frame's default world, once V8 reported it.
    pub fn default_context_of(&self, frame_id: &str) -> Option<i64> {
        self.contexts.borrow().get(frame_id).copied()
    }
}

/// Whether V8's inspector answers `method` (its domains: Runtime, Debugger, Profiler,
/// HeapProfiler, Console, Schema).
pub fn handles(method: &str) -> bool {
    V8InspectorSession::can_dispatch_method(StringView::from(method.as_bytes()))
}

/// Hands a command's JSON text to a session.
pub fn dispatch(session: &V8InspectorSession, message: &str) {
    // (An 8-bit string view is Latin-1: other text goes as UTF-16.)
    if message.is_ascii() {
        session.dispatch_protocol_message(StringView::from(message.as_bytes()));
    } else {
        let utf16: Vec<u16> = message.encode_utf16().collect();
        session.dispatch_protocol_message(StringView::from(&utf16[..]));
    }
}

struct SessionChannel {
    outbox: Outbox,
    session_id: Option<String>,
}

impl SessionChannel {
    fn send(&self, message: v8::UniquePtr<StringBuffer>) {
        if let Some(buffer) = message.as_ref() {
            let text = buffer.string().to_string();
            let _ = self.outbox.send(protocol::add_session(&text, self.session_id.as_deref()));
        }
    }
}

impl ChannelImpl for SessionChannel {
    fn send_response(&self, _call_id: i32, message: v8::UniquePtr<StringBuffer>) {
        self.send(message);
    }
    fn send_notification(&self, message: v8::UniquePtr<StringBuffer>) {
        self.send(message);
    }
    fn flush_protocol_notifications(&self) {}
}

/// The internal session's channel: keeps the default worlds' context ids by frame.
struct Tracker {
    contexts: Rc<RefCell<HashMap<String, i64>>>,
}

impl ChannelImpl for Tracker {
    fn send_response(&self, _call_id: i32, _message: v8::UniquePtr<StringBuffer>) {}
    fn send_notification(&self, message: v8::UniquePtr<StringBuffer>) {
        let Some(buffer) = message.as_ref() else { return };
        let text = buffer.string().to_string();
        let Ok(value) = serde_json::from_str::<Value>(&text) else { return };
        let context = &value["params"]["context"];
        match value["method"].as_str() {
            Some("Runtime.executionContextCreated")
                if context["auxData"]["isDefault"] == Value::Bool(true) =>
            {
                if let (Some(frame), Some(id)) =
                    (context["auxData"]["frameId"].as_str(), context["id"].as_i64())
                {
                    self.contexts.borrow_mut().insert(frame.to_string(), id);
                }
            }
            Some("Runtime.executionContextDestroyed") => {
                if let Some(id) = value["params"]["executionContextId"].as_i64() {
                    self.contexts.borrow_mut().retain(|_, v| *v != id);
                }
            }
            _ => {}
        }
    }
    fn flush_protocol_notifications(&self) {}
}
