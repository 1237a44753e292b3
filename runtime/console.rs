//! `console`: messages captured per realm, in the order they were logged.
//! [Console Standard §1](https://console.spec.whatwg.org/#console-namespace)
//!
//! In a debugged group (`framescope serve`) each call also goes to V8's own `console`,
//! whose inspector reports it (`Runtime.consoleAPICalled` with remote objects) as Chrome's
//! does: at once in a realm the inspector knows ([`ConsoleLog::set_inspected`]), else
//! with its arguments kept until the debugger has registered the realm and hands them
//! over ([`replay`]).
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
    /// While a debugger wants them ([`ConsoleLog::keep_calls`]): the calls logged since it
    /// last took them.
    calls: Option<Vec<ConsoleCall>>,
    /// The realms whose calls go to V8's console at once.
    inspected: std::collections::HashSet<u64>,
}

/// A console call as V8's inspector is to hear of it: its realm, its method, and its
/// arguments (a message framescope logged itself has its text as its one argument).
pub struct ConsoleCall {
    pub realm: u64,
    /// The console method's name (`log`, `warn`, `trace`…).
    pub method: &'static str,
    pub arguments: Vec<v8::Global<v8::Value>>,
    /// The message's text, for a call without arguments of its own.
    pub text: String,
}

impl ConsoleLog {
    /// Keeps a message framescope logs itself (its text is the call a debugger hears).
    pub fn push(&self, realm: u64, level: LogLevel, text: String) {
        self.keep(realm, level, text, Some(level.as_str()), Vec::new);
    }

    /// Keeps a message, unless the log is full (then it is counted as dropped). While calls are kept, `method` (none: V8's console has already heard
    /// it) and the `arguments` it is called for become the message's call.
    fn keep(
        &self,
        realm: u64,
        level: LogLevel,
        mut text: String,
        method: Option<&'static str>,
        arguments: impl FnOnce() -> Vec<v8::Global<v8::Value>>,
    ) {
        if text.len() > MAX_MESSAGE_BYTES {
            let mut cut = MAX_MESSAGE_BYTES;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            let more = text.len() - cut;
            text.truncate(cut);
            text.push_str(&format!("… ({more} more bytes not kept)"));
        }
        let mut captured = self.0.borrow_mut();
        if captured.messages.len() >= MAX_MESSAGES || captured.bytes + text.len() > MAX_BYTES {
            captured.dropped += 1;
            return;
        }
        captured.bytes += text.len();
        if let (Some(calls), Some(method)) = (&mut captured.calls, method) {
            calls.push(ConsoleCall { realm, method, arguments: arguments(), text: text.clone() });
        }
        captured.messages.push(ConsoleMessage { realm, level, text });
    }

    /// From now on, keeps each call's arguments for [`ConsoleLog::take_calls`] (a debugger
    /// that reports them).
    pub fn keep_calls(&self) {
        self.0.borrow_mut().calls.get_or_insert_with(Vec::new);
    }

    /// The calls logged since the last time (none unless [`ConsoleLog::keep_calls`]).
    pub fn take_calls(&self) -> Vec<ConsoleCall> {
        self.0.borrow_mut().calls.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// The realms V8's inspector knows (their contexts are registered, and their earlier
    /// calls handed over): their console calls go to V8's console at once, with their
    /// stack.
    pub fn set_inspected(&self, realms: impl IntoIterator<Item = u64>) {
        self.0.borrow_mut().inspected = realms.into_iter().collect();
    }

    /// Whether V8's inspector knows `realm` (see [`ConsoleLog::set_inspected`]).
    fn is_inspected(&self, realm: u64) -> bool {
        self.0.borrow().inspected.contains(&realm)
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
    for (index, (name, _)) in METHODS.into_iter().enumerate() {
        let data = v8::Integer::new(scope, index as i32);
        // (Not a constructor, as in browsers: nor has it a `prototype` object.)
        let builder = v8::Function::builder(console_method).data(data.into());
        let Some(function) = builder.constructor_behavior(v8::ConstructorBehavior::Throw).build(scope) else {
            continue;
        };
        let Some(key) = v8::String::new(scope, name) else { continue };
        function.set_name(key);
        console.set(scope, key.into(), function.into());
    }
    let Some(key) = v8::String::new(scope, "console") else { return };
    let global = context.global(scope);
    // V8's own console, which its inspector hears (for `replay`).
    if let Some(own) = global.get(scope, key.into())
        && own.is_object()
    {
        let hidden = v8_console_key(scope);
        global.set_private(scope, hidden, own);
    }
    global.set(scope, key.into(), console.into());
}

fn v8_console_key<'s>(scope: &v8::PinScope<'s, '_>) -> v8::Local<'s, v8::Private> {
    let name = v8::String::new(scope, "framescope:v8Console").expect("a short string");
    v8::Private::for_api(scope, Some(name))
}

/// Hands a console call to V8's own console in `context` (the call's realm's), so that
/// V8's inspector reports it to its sessions, and keeps it for those that enable Runtime
/// later, with its arguments as remote objects.
pub fn replay(scope: &mut v8::PinScope<'_, '_, ()>, context: v8::Local<v8::Context>, call: &ConsoleCall) {
    let scope = &mut v8::ContextScope::new(scope, context);
    let arguments: Vec<v8::Local<v8::Value>> = if call.arguments.is_empty() {
        v8::String::new(scope, &call.text).map(Into::into).into_iter().collect()
    } else {
        call.arguments.iter().map(|a| v8::Local::new(scope, a)).collect()
    };
    call_v8_console(scope, context, call.method, &arguments);
}

/// Hands `calls` to V8's own console ([`replay`]), each in the context `context_of` gives
/// its realm (a debugger's, which registered it with V8's inspector); a call of a realm
/// with none (gone, or not the debugger's) is skipped.
pub fn replay_all(
    scope: &mut v8::PinScope<'_, '_, ()>,
    calls: Vec<ConsoleCall>,
    context_of: impl Fn(u64) -> Option<v8::Global<v8::Context>>,
) {
    for call in calls {
        let Some(context) = context_of(call.realm) else { continue };
        let context = v8::Local::new(scope, &context);
        replay(scope, context, &call);
    }
}

/// Calls `method` of V8's own console of `context` (the current one) with `arguments`.
fn call_v8_console(
    scope: &mut v8::PinScope,
    context: v8::Local<v8::Context>,
    method: &str,
    arguments: &[v8::Local<v8::Value>],
) {
    let global = context.global(scope);
    let hidden = v8_console_key(scope);
    let Some(own) = global.get_private(scope, hidden).and_then(|o| o.to_object(scope)) else { return };
    let Some(name) = v8::String::new(scope, method) else { return };
    let Some(function) =
        own.get(scope, name.into()).and_then(|m| v8::Local::<v8::Function>::try_from(m).ok())
    else {
        return;
    };
    v8::tc_scope!(let tc, scope);
    let _ = function.call(tc, own.into(), arguments);
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
    let index = args.data().int32_value(scope).unwrap_or(2);
    let (method, level) = METHODS.get(index as usize).copied().unwrap_or(("log", LogLevel::Log));
    let context = scope.get_current_context();
    let Some(log) = context.get_slot::<ConsoleLog>() else { return };
    let realm = crate::bindings::realm::realm_id(scope, context).map_or(0, |id| id.get());
    // A realm V8's inspector knows hears every call at once, with its stack, whether or
    // not the log has room for it (V8 bounds its own store of messages).
    let inspected = log.is_inspected(realm);
    if inspected {
        let arguments: Vec<v8::Local<v8::Value>> = (0..args.length()).map(|i| args.get(i)).collect();
        call_v8_console(scope, context, method, &arguments);
    }
    if log.is_full() {
        log.add_dropped(1);
        return;
    }
    let text = (0..args.length()).map(|i| format_value(scope, args.get(i))).collect::<Vec<_>>().join(" ");
    log.keep(realm, level, text, (!inspected).then_some(method), || {
        (0..args.length()).map(|i| v8::Global::new(scope, args.get(i))).collect()
    });
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
