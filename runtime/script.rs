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
    /// `muted errors` is the inverse: a CORS-same-origin script is shared cross-origin.
    pub shared_cross_origin: bool,
}

/// An exception that reached the top of a script (HTML: "report the exception").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("Uncaught {message}{}", location.as_ref().map(|l| format!(" ({l})")).unwrap_or_default())]
pub struct UncaughtError {
    /// `Error: message`, as V8 formats it.
    pub message: String,
    /// `resource:line:column`, 1-based, when V8 knows it.
    pub location: Option<String>,
    pub stack: Option<String>,
}

/// Compiles and runs `source` in `context` (realm `realm_id`), then performs a microtask
/// checkpoint. Returns V8's script id, or the uncaught exception.
pub fn run_classic_script(
    scope: &mut v8::PinScope<'_, '_, ()>,
    context: v8::Local<'_, v8::Context>,
    realm_id: NonZeroU64,
    source: &ScriptSource<'_>,
) -> Result<i32, UncaughtError> {
    let scope = &mut v8::ContextScope::new(scope, context);
    let result = {
        v8::tc_scope!(let tc, scope);
        let text = v8::String::new(tc, source.text).ok_or_else(|| too_long(source))?;
        let name = v8::String::new(tc, source.name).ok_or_else(|| too_long(source))?;
        let line = i32::try_from(source.line).unwrap_or(i32::MAX);
        let column = i32::try_from(source.column).unwrap_or(i32::MAX);
        let origin =
            realm::script_origin(tc, realm_id, name.into(), line, column, source.shared_cross_origin);
        match v8::Script::compile(tc, text, Some(&origin)) {
            None => Err(uncaught(tc)),
            Some(script) => {
                let id = realm::script_id(tc, script);
                match script.run(tc) {
                    Some(_) => Ok(id),
                    None => Err(uncaught(tc)),
                }
            }
        }
    };
    scope.perform_microtask_checkpoint();
    result
}

fn too_long(source: &ScriptSource<'_>) -> UncaughtError {
    UncaughtError {
        message: format!("RangeError: the script {} is too long for V8", source.name),
        location: None,
        stack: None,
    }
}

/// The pending exception of `tc` as an [`UncaughtError`].
pub fn uncaught(tc: &mut v8::PinnedRef<'_, v8::TryCatch<'_, '_, v8::HandleScope<'_>>>) -> UncaughtError {
    let Some(exception) = tc.exception() else {
        return UncaughtError { message: "the script was terminated".into(), location: None, stack: None };
    };
    let (message, location) = match tc.message() {
        Some(m) => {
            let text = m.get(tc).to_rust_string_lossy(tc);
            let resource =
                m.get_script_resource_name(tc).map(|r| r.to_rust_string_lossy(tc)).unwrap_or_default();
            let line = m.get_line_number(tc).unwrap_or(0);
            let column = m.get_start_column() + 1;
            (
                text.strip_prefix("Uncaught ").unwrap_or(&text).to_string(),
                Some(format!("{resource}:{line}:{column}")),
            )
        }
        None => (exception.to_rust_string_lossy(tc), None),
    };
    let stack = tc.stack_trace().map(|s| s.to_rust_string_lossy(tc)).filter(|s| !s.is_empty());
    UncaughtError { message, location, stack }
}
