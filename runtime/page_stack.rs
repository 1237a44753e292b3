//! The page's own frames of the JavaScript stack now — the platform's scripts
//! (`framescope:…`) left out, as `runtime/hidden_platform_scripts.rs` hides them from
//! DevTools — for what the runtime reports to a DevTools client with where the page was
//! (a deprecation, the `document.write` intervention's warning).
use serde_json::{Value, json};

/// A frame of the page's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageFrame {
    pub function_name: String,
    /// V8's id of its script (the inspector's `scriptId`).
    pub script_id: usize,
    pub url: String,
    /// 0-based.
    pub line: usize,
    /// 1-based, as V8 gives it.
    pub column: usize,
}

impl PageFrame {
    /// As a `Runtime.CallFrame` (0-based line and column).
    pub fn call_frame(&self) -> Value {
        json!({
            "functionName": self.function_name,
            "scriptId": self.script_id.to_string(),
            "url": self.url,
            "lineNumber": self.line,
            "columnNumber": self.column.saturating_sub(1),
        })
    }
}

/// The page's frames of the current stack, the innermost first (at most `max` frames of
/// the stack are looked at).
pub fn page_frames(scope: &mut v8::PinScope, max: usize) -> Vec<PageFrame> {
    let Some(trace) = v8::StackTrace::current_stack_trace(scope, max) else { return Vec::new() };
    let mut frames = Vec::new();
    for index in 0..trace.get_frame_count() {
        let Some(frame) = trace.get_frame(scope, index) else { continue };
        let url = frame.get_script_name_or_source_url(scope).map(|n| n.to_rust_string_lossy(scope));
        let url = url.unwrap_or_default();
        if url.starts_with("framescope:") {
            continue;
        }
        let function_name = frame.get_function_name(scope).map(|n| n.to_rust_string_lossy(scope));
        frames.push(PageFrame {
            function_name: function_name.unwrap_or_default(),
            script_id: frame.get_script_id(),
            url,
            line: frame.get_line_number().saturating_sub(1),
            column: frame.get_column(),
        });
    }
    frames
}
