//! Running classic scripts in a realm and reporting what they throw.
//! [HTML §8.1.4.4 Running a classic script](https://html.spec.whatwg.org/multipage/webappapis.html#run-a-classic-script)
use std::num::NonZeroU64;

use serde::Serialize;

use crate::bindings::realm;

/// Where a script's text sits in its resource (0-based, as V8's script origins).
#[derive(Clone, Debug, Default)]
pub struct ScriptSource<'a> {
    pub text: &'a str,
    /// The resource name errors and profiles show: the URL or file path.
    pub name: &'a str,
    pub line: u32,
    pub column: u32,
    /// CORS-same-origin (not "muted errors"): its errors and frames may be shown to the
    /// page.
    pub shared_cross_origin: bool,
    /// Its [base URL](https://html.spec.whatwg.org/multipage/webappapis.html#concept-script-base-url)
    /// when that is not `name`: an inline script's is its document's base URL when it was
    /// prepared; a timer's string's, its initiating script's. (`import()` resolves
    /// against it.)
    pub base: Option<&'a str>,
    /// Its fetch options (kept in its host-defined options, for the `import()` calls in it).
    pub fetch_options: super::script_fetch_options::ScriptFetchOptions,
}

/// An exception that reached the top of a script or callback (HTML: "report the
/// exception").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("Uncaught {message}{}", location.as_ref().map(|l| format!(" ({l})")).unwrap_or_default())]
pub struct UncaughtError {
    /// `Error: message`, as V8 formats it.
    pub message: String,
    /// `resource:line:column`, 1-based, when V8 knows it.
    pub location: Option<String>,
    pub stack: Option<String>,
    /// The location's parts (resource, 1-based line, 1-based column).
    #[serde(skip)]
    pub position: Option<(String, u32, u32)>,
    /// HTML's [muted errors](https://html.spec.whatwg.org/multipage/webappapis.html#muted-errors):
    /// the script it came from is cross-origin and was not fetched with CORS, so the page
    /// sees only "Script error." (the run's report keeps it all: it is the user's).
    #[serde(skip)]
    pub muted: bool,
    /// The script did not parse (its compile failed): a worker's script then fails to
    /// load rather than throw ([run a worker](https://html.spec.whatwg.org/multipage/workers.html#run-a-worker):
    /// its "error to rethrow").
    #[serde(skip)]
    pub parse_error: bool,
}

impl UncaughtError {
    pub fn new(message: String, position: Option<(String, u32, u32)>, stack: Option<String>) -> Self {
        let location = position.as_ref().map(|(file, line, column)| format!("{file}:{line}:{column}"));
        Self { message, location, stack, position, muted: false, parse_error: false }
    }
}

/// An error of framescope itself while running a script (never the page's fault).
pub fn internal_error(message: &str) -> UncaughtError {
    UncaughtError::new(format!("InternalError: {message}"), None, None)
}

/// Compiles and runs `source` in the current context of `scope` (realm `realm_id`).
/// Returns V8's script id and the completion value, or the uncaught exception.
pub fn compile_and_run<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    realm_id: NonZeroU64,
    source: &ScriptSource<'_>,
) -> Result<(i32, v8::Local<'s, v8::Value>), UncaughtError> {
    let too_long = || internal_error(&format!("the script {} is too long for V8", source.name));
    v8::tc_scope!(let tc, scope);
    // (What the script throws is uncaught for V8's debugger: it is reported.)
    super::debugger_catch_prediction::verbose(tc);
    let text = v8::String::new(tc, source.text).ok_or_else(too_long)?;
    let name = v8::String::new(tc, source.name).ok_or_else(too_long)?;
    let line = i32::try_from(source.line).unwrap_or(i32::MAX);
    let column = i32::try_from(source.column).unwrap_or(i32::MAX);
    let base = source.base.filter(|base| *base != source.name);
    let record = source.fetch_options.host_options(tc, base).ok_or_else(too_long)?;
    let origin =
        realm::script_origin(tc, realm_id, name.into(), line, column, source.shared_cross_origin, &record);
    let Some((script, produce)) = super::code_cache::compile(tc, source.name, source.text, text, &origin)
    else {
        return Err(UncaughtError { parse_error: true, ..uncaught(tc) });
    };
    let id = realm::script_id(tc, script);
    super::script_realms::ScriptRealms::of(tc).record(id, realm_id, source.shared_cross_origin);
    let value = script.run(tc);
    if let Some(key) = produce.filter(|_| value.is_some()) {
        super::code_cache::produce(tc, script, key);
    }
    match value {
        Some(value) => Ok((id, value)),
        None => Err(uncaught(tc)),
    }
}

/// [`compile_and_run`] for the completion value only.
pub fn evaluate<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    realm_id: NonZeroU64,
    source: &ScriptSource<'_>,
) -> Result<v8::Local<'s, v8::Value>, UncaughtError> {
    compile_and_run(scope, realm_id, source).map(|(_, value)| value)
}

/// The value of the last exception [`uncaught`] described, kept on the isolate until
/// [`take_exception_value`] hands it to "report the exception" (`onerror`'s `error`).
struct LastException {
    message: String,
    value: v8::Global<v8::Value>,
}

/// The thrown value behind `error`, if it is the last one [`uncaught`] described (and so
/// no other exception came between); taking it forgets it.
pub fn take_exception_value<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    error: &UncaughtError,
) -> Option<v8::Local<'s, v8::Value>> {
    let last = scope.remove_slot::<LastException>()?;
    (last.message == error.message).then(|| v8::Local::new(scope, &last.value))
}

/// The pending exception of `tc` as an [`UncaughtError`] (its value kept for
/// [`take_exception_value`]).
pub fn uncaught(tc: &mut v8::PinnedRef<'_, v8::TryCatch<'_, '_, v8::HandleScope<'_>>>) -> UncaughtError {
    let exception = tc.exception().filter(|_| !tc.has_terminated());
    let Some(exception) = exception else {
        return UncaughtError::new("the script was terminated: the run's deadline passed".into(), None, None);
    };
    // Where V8's message puts it (the throw); but an exception thrown inside the
    // platform's JavaScript is placed at the page's frame that called it.
    let position = match tc.message().and_then(|m| message_position(tc, m)) {
        Some(position) if position.0.starts_with(PLATFORM_PREFIX) => {
            error_position(tc, exception).or(Some(position))
        }
        position => position,
    };
    let muted = match tc.message() {
        Some(message) => {
            let trace = message.get_stack_trace(tc);
            muted_errors(tc, trace, Some(message))
        }
        None => false,
    };
    let message = exception_text(tc, exception);
    let stack =
        tc.stack_trace().map(|s| s.to_rust_string_lossy(tc)).filter(|s| !s.is_empty() && s != &message);
    keep_exception_value(tc, &message, exception);
    UncaughtError { muted, ..UncaughtError::new(message, position, stack) }
}

/// Keeps `exception` (described as `message`) for [`take_exception_value`].
fn keep_exception_value(scope: &mut v8::PinScope, message: &str, exception: v8::Local<v8::Value>) {
    let value = v8::Global::new(scope, exception);
    scope.set_slot(LastException { message: message.to_string(), value });
}

/// [`describe_exception`] of a value a script threw that will be reported (a module's
/// rejected evaluation): its value is kept for [`take_exception_value`], as [`uncaught`]
/// keeps it.
pub fn describe_thrown(scope: &mut v8::PinScope, exception: v8::Local<v8::Value>) -> UncaughtError {
    let error = describe_exception(scope, exception);
    keep_exception_value(scope, &error.message, exception);
    error
}

/// An exception value (caught by JS and reported) as an [`UncaughtError`], with the
/// position V8 records for it (where an Error was created, else the current frame).
pub fn describe_exception(scope: &mut v8::PinScope, exception: v8::Local<v8::Value>) -> UncaughtError {
    // An Error carries the stack of its construction (the isolate captures detailed
    // traces): its top frame is where it came from, wherever it was caught. Anything else
    // is placed where V8's message machinery puts it.
    // (Anything else reported while a page script is on the stack — `reportError(1)` — is
    // placed at the page script that called the platform, as Chrome places it.)
    let position = error_position(scope, exception)
        .or_else(|| {
            let trace = v8::StackTrace::current_stack_trace(scope, 16)?;
            trace_position(scope, trace).filter(|(resource, _, _)| !resource.starts_with(PLATFORM_PREFIX))
        })
        .or_else(|| {
            let message = v8::Exception::create_message(scope, exception);
            message_position(scope, message)
        })
        // (Never a platform script's name: a value thrown by a page's listener and caught
        // by the platform's dispatch has no position of its own left, and is placed
        // nowhere rather than in framescope's own code.)
        .filter(|(resource, _, _)| !resource.starts_with(PLATFORM_PREFIX));
    let trace = v8::Exception::get_stack_trace(scope, exception);
    let muted = muted_errors(scope, trace, None);
    let text = exception_text(scope, exception);
    // A page's `stack` getter may throw: that must not escape into the caller.
    let stack = {
        v8::tc_scope!(let tc, scope);
        v8::Local::<v8::Object>::try_from(exception)
            .ok()
            .and_then(|o| {
                let key = v8::String::new(tc, "stack")?;
                o.get(tc, key.into())
            })
            .filter(|s| s.is_string())
            .map(|s| s.to_rust_string_lossy(tc))
    };
    UncaughtError { muted, ..UncaughtError::new(text, position, stack) }
}

/// Whether a frame of anything but the platform's own scripts (`framescope:`) is on the
/// JavaScript stack: a page's script, or code it compiled (`eval`, `Function`). A stack
/// deeper than the frames looked at counts as one.
pub fn page_script_on_stack(scope: &mut v8::PinScope) -> bool {
    const DEPTH: usize = 256;
    let Some(trace) = v8::StackTrace::current_stack_trace(scope, DEPTH) else { return true };
    let count = trace.get_frame_count();
    if count >= DEPTH {
        return true;
    }
    (0..count).any(|index| {
        trace.get_frame(scope, index).is_none_or(|frame| {
            frame
                .get_script_name(scope)
                .is_none_or(|name| !name.to_rust_string_lossy(scope).starts_with(PLATFORM_PREFIX))
        })
    })
}

/// The base URL of the script running now (the page's code that called the native
/// asking): its host-defined options' base URL, else its resource name when that is a
/// URL; `None` for no page script (the platform's code, or none — V8 finds none when a
/// page calls another realm's function, a frame's `setTimeout`).
/// (HTML's [active script](https://html.spec.whatwg.org/multipage/webappapis.html#active-script)'s base URL.)
pub fn active_script_base_url(scope: &mut v8::PinScope) -> Option<String> {
    let options = scope.get_current_host_defined_options();
    let name =
        v8::StackTrace::current_script_name_or_source_url(scope).map(|n| n.to_rust_string_lossy(scope));
    base_url_of(scope, options, name)
}

/// A page script's base URL from its host-defined options and its resource name: the
/// base URL the options carry, else its name when that is a URL (not the platform's).
pub fn base_url_of(
    scope: &v8::PinScope,
    options: Option<v8::Local<v8::Data>>,
    name: Option<String>,
) -> Option<String> {
    if let Some(base) = options.and_then(|options| realm::base_url_option(scope, options)) {
        return Some(base);
    }
    name.filter(|name| !is_platform_script(name) && url::Url::parse(name).is_ok())
}

/// Whether the running script — the first page script on the stack, top first — has
/// HTML's [muted errors](https://html.spec.whatwg.org/multipage/webappapis.html#muted-errors)
/// (false when no page script runs).
pub fn running_script_is_muted(scope: &mut v8::PinScope) -> bool {
    super::script_realms::running_script_record(scope).is_some_and(|record| !record.shared_cross_origin)
}

/// Whether an exception is reported with muted errors: by the first page script on its
/// stack (top first; the platform's own scripts are the bindings, not a script of the
/// page, so they are skipped), else by the script of its message (a syntax error's).
fn muted_errors(
    scope: &mut v8::PinScope,
    trace: Option<v8::Local<v8::StackTrace>>,
    message: Option<v8::Local<v8::Message>>,
) -> bool {
    if let Some(record) = trace.and_then(|trace| super::script_realms::first_page_script(scope, trace)) {
        return !record.shared_cross_origin;
    }
    message.is_some_and(|message| {
        let platform = message
            .get_script_resource_name(scope)
            .is_some_and(|name| name.to_rust_string_lossy(scope).starts_with(PLATFORM_PREFIX));
        !message.is_shared_cross_origin() && !platform
    })
}

/// The resource names of the platform's own scripts begin with this.
const PLATFORM_PREFIX: &str = "framescope:";

/// Whether `resource_name` names one of the platform's own scripts (not the page's).
pub fn is_platform_script(resource_name: &str) -> bool {
    resource_name.starts_with(PLATFORM_PREFIX)
}

/// Where an Error was constructed: the top frame of its construction stack that is the
/// page's (a platform algorithm that throws for a page's call — a bad argument — points
/// at the page's line, as a browser's built-in would), else the top frame.
fn error_position(scope: &mut v8::PinScope, exception: v8::Local<v8::Value>) -> Option<(String, u32, u32)> {
    if !exception.is_native_error() {
        return None;
    }
    let trace = v8::Exception::get_stack_trace(scope, exception)?;
    trace_position(scope, trace)
}

/// The top frame of `trace` outside the platform's scripts (else the top frame):
/// resource, 1-based line and column.
fn trace_position(scope: &mut v8::PinScope, trace: v8::Local<v8::StackTrace>) -> Option<(String, u32, u32)> {
    let mut chosen = None;
    for index in 0..trace.get_frame_count() {
        let Some(frame) = trace.get_frame(scope, index) else { continue };
        let resource =
            frame.get_script_name(scope).map(|n| n.to_rust_string_lossy(scope)).unwrap_or_default();
        let Some(line) = u32::try_from(frame.get_line_number()).ok().filter(|&l| l > 0) else { continue };
        let column = u32::try_from(frame.get_column()).unwrap_or(0);
        let platform = resource.starts_with(PLATFORM_PREFIX);
        if chosen.is_none() || !platform {
            chosen = Some((resource, line, column));
        }
        if !platform {
            break;
        }
    }
    chosen
}

/// The resource, 1-based line and 1-based column of a message; `None` when V8 knows no
/// position (a primitive rejected with no script on the stack, say).
fn message_position(scope: &mut v8::PinScope, message: v8::Local<v8::Message>) -> Option<(String, u32, u32)> {
    let resource = message
        .get_script_resource_name(scope)
        .filter(|r| !r.is_undefined())
        .map(|r| r.to_rust_string_lossy(scope))
        .unwrap_or_default();
    let line = message.get_line_number(scope).and_then(|l| u32::try_from(l).ok()).filter(|&l| l > 0)?;
    let column = u32::try_from(message.get_start_column()).map_or(0, |c| c.saturating_add(1));
    Some((resource, line, column))
}

/// `Name: message` for errors (what `String(error)` gives), the string form otherwise.
fn exception_text(scope: &mut v8::PinScope, exception: v8::Local<v8::Value>) -> String {
    v8::tc_scope!(let tc, scope);
    exception.to_string(tc).map(|s| s.to_rust_string_lossy(tc)).unwrap_or_else(|| "exception".into())
}
