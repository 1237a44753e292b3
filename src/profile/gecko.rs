//! A trace as a [Gecko profile](https://github.com/firefox-devtools/profiler/blob/main/docs-developer/gecko-profile-format.md),
//! the format the Firefox Profiler loads from a file: one process with one main thread,
//! whose stack, frame and string tables are the trace's (tables are `{schema, data}`:
//! the schema names each column's index). A script's frame is located as
//! `name (url:line:column)`, the form the Firefox Profiler reads a JavaScript function
//! from; a builtin's by its name.
use std::collections::HashMap;

use serde_json::{Value, json};

use super::Profile;

/// The Gecko profile format version written (the importer upgrades older ones).
pub const VERSION: u32 = 28;
/// Categories: frames of scripts are JavaScript, builtins Other.
const OTHER: u32 = 0;
const JAVASCRIPT: u32 = 1;

pub fn gecko(profile: &Profile<'_>) -> Value {
    let trace = profile.trace;
    let mut strings: Vec<String> = Vec::new();
    let mut interned: HashMap<String, usize> = HashMap::new();
    let mut intern = |text: String| {
        *interned.entry(text.clone()).or_insert_with(|| {
            strings.push(text);
            strings.len() - 1
        })
    };
    let frames: Vec<Value> = trace
        .frames
        .iter()
        .map(|frame| {
            let name = if frame.name.is_empty() { "(anonymous)" } else { frame.name.as_str() };
            let url = frame.resource_id.and_then(|r| trace.resources.get(r as usize));
            let (location, category) = match (url, frame.line, frame.column) {
                (Some(url), Some(line), Some(column)) => {
                    (format!("{name} ({url}:{line}:{column})"), JAVASCRIPT)
                }
                (Some(url), _, _) => (format!("{name} ({url})"), JAVASCRIPT),
                (None, _, _) => (name.to_string(), OTHER),
            };
            // location, relevantForJS, innerWindowID, implementation, optimizations, line,
            // column, category, subcategory
            json!([intern(location), false, 0, null, null, frame.line, frame.column, category, 0])
        })
        .collect();
    let stacks: Vec<Value> = trace.stacks.iter().map(|s| json!([s.parent_id, s.frame_id])).collect();
    let samples: Vec<Value> = trace.samples.iter().map(|s| json!([s.stack_id, s.timestamp, 0.0])).collect();
    let pid = std::process::id();
    let thread = json!({
        "name": "GeckoMain",
        "isMainThread": true,
        "processType": "default",
        "processName": profile.title,
        "processStartupTime": 0,
        "processShutdownTime": null,
        "registerTime": 0,
        "unregisterTime": null,
        "pausedRanges": [],
        "pid": pid,
        "tid": pid,
        "markers": {
            "schema": {"name": 0, "startTime": 1, "endTime": 2, "phase": 3, "category": 4, "data": 5},
            "data": [],
        },
        "samples": {"schema": {"stack": 0, "time": 1, "eventDelay": 2}, "data": samples},
        "stackTable": {"schema": {"prefix": 0, "frame": 1}, "data": stacks},
        "frameTable": {
            "schema": {
                "location": 0, "relevantForJS": 1, "innerWindowID": 2, "implementation": 3,
                "optimizations": 4, "line": 5, "column": 6, "category": 7, "subcategory": 8,
            },
            "data": frames,
        },
        "stringTable": strings,
    });
    json!({
        "meta": {
            "version": VERSION,
            "interval": profile.sample_interval_ms.unwrap_or(1.0),
            // Sample times are ms since this (the realm's time origin).
            "startTime": 0,
            "shutdownTime": null,
            "categories": [
                {"name": "Other", "color": "grey", "subcategories": ["Other"]},
                {"name": "JavaScript", "color": "yellow", "subcategories": ["Other"]},
            ],
            "markerSchema": [],
            "processType": 0,
            "product": concat!("framescope ", env!("CARGO_PKG_VERSION")),
            "stackwalk": 0,
            "debug": 0,
            "gcpoison": 0,
            "presymbolicated": true,
            "platform": std::env::consts::OS,
            "oscpu": std::env::consts::ARCH,
            "misc": profile.title,
            "abi": "",
            "toolkit": "",
        },
        "libs": [],
        "pages": [],
        "pausedRanges": [],
        "threads": [thread],
        "processes": [],
    })
}
