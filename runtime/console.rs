//! `console`: messages captured per realm, in the order they were logged.
//! [Console Standard §1](https://console.spec.whatwg.org/#console-namespace)
use std::cell::RefCell;
use std::rc::Rc;

use serde::Serialize;

/// The level of a console message (the Console Standard's log levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LogLevel {
    Debug,
    Info,
    Log,
    Warn,
    Error,
}

impl LogLevel {
    /// The console method's name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Debug => "debug",
            Self::Info => "info",
            Self::Log => "log",
            Self::Warn => "warn",
            Self::Error => "error",
        }
    }
}

/// One console message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ConsoleMessage {
    /// The realm that logged it (0 if the context had no realm id; "debugger" in JSON for
    /// the debugger realm).
    #[serde(serialize_with = "super::realm::serialize_realm_id")]
    pub realm: u64,
    pub level: LogLevel,
    pub text: String,
}

/// At most this many messages are kept per group; later ones are counted as dropped.
pub const MAX_MESSAGES: usize = 10_000;
/// At most this many bytes of message text are kept per group.
pub const MAX_BYTES: usize = 16 << 20;
/// A longer message is cut to this many bytes (and says so).
pub const MAX_MESSAGE_BYTES: usize = 64 << 10;

/// Console messages of the realms that share it, in order (kept in each context's slot),
/// bounded: past [`MAX_MESSAGES`] messages or [`MAX_BYTES`] bytes, messages are dropped
/// and counted.
#[derive(Clone, Default)]
pub struct ConsoleLog(Rc<RefCell<Captured>>);

#[derive(Default)]
struct Captured {
    messages: Vec<ConsoleMessage>,
    bytes: usize,
    dropped: usize,
}

impl ConsoleLog {
    pub fn push(&self, realm: u64, level: LogLevel, mut text: String) {
        let mut captured = self.0.borrow_mut();
        if text.len() > MAX_MESSAGE_BYTES {
            let mut cut = MAX_MESSAGE_BYTES;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            let more = text.len() - cut;
            text.truncate(cut);
            text.push_str(&format!("… ({more} more bytes not kept)"));
        }
        if captured.messages.len() >= MAX_MESSAGES || captured.bytes + text.len() > MAX_BYTES {
            captured.dropped += 1;
            return;
        }
        captured.bytes += text.len();
        captured.messages.push(ConsoleMessage { realm, level, text });
    }

    /// Whether the next message would be dropped (so it need not be formatted).
    pub fn is_full(&self) -> bool {
        let captured = self.0.borrow();
        captured.messages.len() >= MAX_MESSAGES || captured.bytes >= MAX_BYTES
    }

    /// Counts messages dropped elsewhere (unformatted, or by a worker's own log).
    pub fn add_dropped(&self, count: usize) {
        self.0.borrow_mut().dropped += count;
    }

    /// How many messages were not kept.
    pub fn dropped(&self) -> usize {
        self.0.borrow().dropped
    }

    pub fn len(&self) -> usize {
        self.0.borrow().messages.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.borrow().messages.is_empty()
    }

    /// The messages logged after the first `start` (what a poller has not seen yet).
    pub fn messages_since(&self, start: usize) -> Vec<ConsoleMessage> {
        self.0.borrow().messages.get(start..).map(<[ConsoleMessage]>::to_vec).unwrap_or_default()
    }

    pub fn messages(&self) -> Vec<ConsoleMessage> {
        self.0.borrow().messages.clone()
    }
}

const METHODS: [(&str, LogLevel); 6] = [
    ("debug", LogLevel::Debug),
    ("info", LogLevel::Info),
    ("log", LogLevel::Log),
    ("warn", LogLevel::Warn),
    ("error", LogLevel::Error),
    ("trace", LogLevel::Debug),
];

/// Installs `console` on `context`'s global. Its methods log into the realm's
/// [`ConsoleLog`], which [`attach`] gives each realm (the object itself is part of the
/// realm snapshot, `runtime/web/html/realm_snapshot.rs`, so it holds nothing of one realm).
pub fn install(scope: &mut v8::PinScope<'_, '_>, context: v8::Local<'_, v8::Context>) {
    let console = v8::Object::new(scope);
    for (name, level) in METHODS {
        let data = v8::Integer::new(scope, level as i32);
        // (Not a constructor, as in browsers: nor has it a `prototype` object.)
        let builder = v8::Function::builder(console_method).data(data.into());
        let Some(function) = builder.constructor_behavior(v8::ConstructorBehavior::Throw).build(scope) else {
            continue;
        };
        let Some(key) = v8::String::new(scope, name) else { continue };
        function.set_name(key);
        console.set(scope, key.into(), function.into());
    }
    if let Some(key) = v8::String::new(scope, "console") {
        context.global(scope).set(scope, key.into(), console.into());
    }
}

/// Makes `context`'s console log into `log`.
pub fn attach(context: v8::Local<'_, v8::Context>, log: ConsoleLog) {
    context.set_slot(Rc::new(log));
}

/// The console's native function, for a startup snapshot's external references.
pub fn external_references() -> Vec<v8::ExternalReference> {
    vec![v8::ExternalReference { function: v8::MapFnTo::map_fn_to(console_method) }]
}

fn console_method(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let level = match args.data().int32_value(scope).unwrap_or(2) {
        0 => LogLevel::Debug,
        1 => LogLevel::Info,
        3 => LogLevel::Warn,
        4 => LogLevel::Error,
        _ => LogLevel::Log,
    };
    let context = scope.get_current_context();
    if let Some(log) = context.get_slot::<ConsoleLog>()
        && log.is_full()
    {
        log.add_dropped(1);
        return;
    }
    let text = (0..args.length()).map(|i| format_value(scope, args.get(i))).collect::<Vec<_>>().join(" ");
    let realm = crate::bindings::realm::realm_id(scope, context).map_or(0, |id| id.get());
    if let Some(log) = context.get_slot::<ConsoleLog>() {
        log.push(realm, level, text);
    }
}

/// A value as the console shows it: strings as they are, objects as JSON when they can
/// be, everything else by its string conversion.
pub fn format_value(scope: &mut v8::PinScope, value: v8::Local<v8::Value>) -> String {
    if value.is_string() || value.is_function() || value.is_symbol() || value.is_native_error() {
        return to_display_string(scope, value);
    }
    if value.is_object() && !value.is_null() {
        v8::tc_scope!(let tc, scope);
        if let Some(json) = v8::json::stringify(tc, value) {
            return json.to_rust_string_lossy(tc);
        }
    }
    to_display_string(scope, value)
}

fn to_display_string(scope: &mut v8::PinScope, value: v8::Local<v8::Value>) -> String {
    if value.is_symbol() {
        let description = value.cast::<v8::Symbol>().description(scope);
        let description =
            if description.is_undefined() { String::new() } else { description.to_rust_string_lossy(scope) };
        return format!("Symbol({description})");
    }
    v8::tc_scope!(let tc, scope);
    value.to_string(tc).map(|s| s.to_rust_string_lossy(tc)).unwrap_or_else(|| "[object]".into())
}
