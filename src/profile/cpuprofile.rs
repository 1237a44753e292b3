//! A trace as Chrome DevTools' `.cpuprofile`: the DevTools protocol's
//! [`Profiler.Profile`](https://chromedevtools.github.io/devtools-protocol/tot/Profiler/#type-Profile)
//! (what `node --cpu-prof` writes and DevTools, VS Code and speedscope open).
//!
//! The trace's stack trie is the profile's node tree: stack `i` is node `i + 2` under the
//! `(root)` node 1, and samples with no stack are a `(program)` node's, as V8 names time
//! outside JavaScript. Times are whole µs on the trace's clock; positions 0-based.
use serde_json::{Value, json};

use super::Profile;

pub fn cpuprofile(profile: &Profile<'_>) -> Value {
    let trace = profile.trace;
    let root = 1u32;
    let program = trace.stacks.len() as u32 + 2;
    let node_of = |stack: Option<u32>| stack.map_or(program, |id| id + 2);
    let mut hits = vec![0u64; trace.stacks.len() + 3];
    for sample in &trace.samples {
        hits[node_of(sample.stack_id) as usize] += 1;
    }
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); trace.stacks.len() + 3];
    for (index, stack) in trace.stacks.iter().enumerate() {
        children[stack.parent_id.map_or(root, |p| p + 2) as usize].push(index as u32 + 2);
    }
    children[root as usize].push(program);
    let synthetic = |id: u32, name: &str| {
        json!({
            "id": id,
            "callFrame": {"functionName": name, "scriptId": "0", "url": "", "lineNumber": -1, "columnNumber": -1},
            "hitCount": hits[id as usize],
            "children": children[id as usize],
        })
    };
    let mut nodes = vec![synthetic(root, "(root)")];
    for (index, stack) in trace.stacks.iter().enumerate() {
        let id = index as u32 + 2;
        let frame = trace.frames.get(stack.frame_id as usize);
        let resource = frame.and_then(|f| f.resource_id);
        let zero_based = |n: Option<u32>| n.map_or(-1, |n| i64::from(n) - 1);
        nodes.push(json!({
            "id": id,
            "callFrame": {
                "functionName": frame.map_or("", |f| f.name.as_str()),
                // One script per resource (DevTools groups by it); "0" for none.
                "scriptId": resource.map_or("0".to_string(), |r| (r + 1).to_string()),
                "url": resource.and_then(|r| trace.resources.get(r as usize)).map_or("", String::as_str),
                "lineNumber": zero_based(frame.and_then(|f| f.line)),
                "columnNumber": zero_based(frame.and_then(|f| f.column)),
            },
            "hitCount": hits[id as usize],
            "children": children[id as usize],
        }));
    }
    nodes.push(synthetic(program, "(program)"));
    let micros = |ms: f64| (ms * 1000.0).round() as i64;
    let times: Vec<i64> = trace.samples.iter().map(|s| micros(s.timestamp)).collect();
    let start = times.first().copied().unwrap_or(0);
    let end = times.last().map_or(start, |last| last + micros(profile.sample_interval_ms.unwrap_or(0.0)));
    let deltas: Vec<i64> =
        times.iter().scan(start, |previous, &t| Some(t - std::mem::replace(previous, t))).collect();
    json!({
        "nodes": nodes,
        "startTime": start,
        "endTime": end,
        "samples": trace.samples.iter().map(|s| node_of(s.stack_id)).collect::<Vec<_>>(),
        "timeDeltas": deltas,
    })
}
