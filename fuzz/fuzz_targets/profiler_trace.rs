//! The ProfilerTrace builder (`runtime/web/js_self_profiling/trace.rs` `build_trace`) on
//! random CPU profiles: nodes with any ids, parents (missing, later or repeated ones too),
//! names (V8's synthetic ones among them), scripts of every kind and source types, and
//! samples of any nodes at any times. Asserts:
//! - nothing panics;
//! - every sample's `stackId` indexes `stacks`, every stack's `frameId` indexes `frames`
//!   and its `parentId` an earlier stack (a trie), every frame's `resourceId` indexes
//!   `resources`;
//! - resources, frames and stacks are each distinct (deduplicated);
//! - there are as many samples as the profile had, in time order;
//! - `stack_frames`, `self_samples` and `frame_label` stay within the trace, and the trace
//!   serializes to JSON.
#![no_main]

use std::collections::HashSet;

use arbitrary::Arbitrary;
use framescope::bindings::cpu_profiler::{CpuProfile, ProfileNode, ProfileSample, SourceType, VmState};
use framescope::runtime::web::js_self_profiling::trace::{ScriptKind, TraceOptions, build_trace};
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
struct Node<'a> {
    id: u8,
    parent: Option<u8>,
    name: Name<'a>,
    resource: u8,
    script_id: i8,
    line: Option<u32>,
    column: Option<u32>,
    source_type: u8,
}

#[derive(Arbitrary, Debug)]
enum Name<'a> {
    Synthetic(u8),
    Function(&'a str),
}

#[derive(Arbitrary, Debug)]
struct Sample {
    node: u8,
    /// From the previous sample's time (negative: V8's neighbouring inversions).
    delta_us: i16,
    state: u8,
}

#[derive(Arbitrary, Debug)]
struct Input<'a> {
    nodes: Vec<Node<'a>>,
    samples: Vec<Sample>,
    /// What script id `i` is: `kinds[i % len]` (all `Unknown` when empty).
    kinds: Vec<u8>,
    markers: bool,
    start_us: i64,
}

const SYNTHETIC: [&str; 5] = ["(root)", "(program)", "(idle)", "(garbage collector)", ""];
const RESOURCES: [&str; 4] = ["", "https://a.test/a.js", "https://a.test/b.js", "https://b.test/c.js"];
const STATES: [VmState; 12] = [
    VmState::Js,
    VmState::Gc,
    VmState::Parser,
    VmState::BytecodeCompiler,
    VmState::Compiler,
    VmState::Other,
    VmState::External,
    VmState::AtomicsWait,
    VmState::Idle,
    VmState::Logging,
    VmState::IdleExternal,
    VmState::Unknown,
];
const SOURCE_TYPES: [SourceType; 5] = [
    SourceType::Script,
    SourceType::Builtin,
    SourceType::Callback,
    SourceType::Internal,
    SourceType::Unresolved,
];

fn kind(kinds: &[u8], script_id: i32) -> ScriptKind {
    if kinds.is_empty() {
        return ScriptKind::Unknown;
    }
    match kinds[script_id.unsigned_abs() as usize % kinds.len()] % 5 {
        0 => ScriptKind::Page(true),
        1 => ScriptKind::Page(false),
        2 => ScriptKind::Platform,
        3 => ScriptKind::ProfilerItself,
        _ => ScriptKind::Unknown,
    }
}

fuzz_target!(|input: Input<'_>| {
    let mut profile = CpuProfile::default();
    profile.nodes = input
        .nodes
        .iter()
        .map(|node| ProfileNode {
            id: u32::from(node.id),
            parent_id: node.parent.map(u32::from),
            function_name: match node.name {
                Name::Synthetic(i) => SYNTHETIC[i as usize % SYNTHETIC.len()].to_string(),
                Name::Function(name) => name.to_string(),
            },
            resource_name: RESOURCES[node.resource as usize % RESOURCES.len()].to_string(),
            script_id: i32::from(node.script_id),
            line: node.line,
            column: node.column,
            hit_count: 0,
            source_type: SOURCE_TYPES[node.source_type as usize % SOURCE_TYPES.len()],
            shared_cross_origin: false,
        })
        .collect();
    let mut time = input.start_us;
    profile.samples = input
        .samples
        .iter()
        .map(|sample| {
            time = time.saturating_add(i64::from(sample.delta_us));
            ProfileSample {
                node_id: u32::from(sample.node),
                timestamp_us: time,
                state: STATES[sample.state as usize % STATES.len()],
            }
        })
        .collect();
    let script = |id: i32| kind(&input.kinds, id);
    let timestamp = |us: i64| us.wrapping_sub(input.start_us) as f64 / 1000.0;
    let trace = build_trace(
        &profile,
        &TraceOptions { script: &script, timestamp: &timestamp, markers: input.markers },
    );

    assert_eq!(trace.samples.len(), profile.samples.len(), "every sample is kept");
    for pair in trace.samples.windows(2) {
        assert!(pair[0].timestamp <= pair[1].timestamp, "samples in time order");
    }
    for sample in &trace.samples {
        if let Some(id) = sample.stack_id {
            assert!((id as usize) < trace.stacks.len(), "stackId {id} of {} stacks", trace.stacks.len());
        }
        assert!(input.markers || sample.marker.is_none(), "a marker without markers");
    }
    for (index, stack) in trace.stacks.iter().enumerate() {
        assert!(
            (stack.frame_id as usize) < trace.frames.len(),
            "frameId {} of {}",
            stack.frame_id,
            trace.frames.len()
        );
        if let Some(parent) = stack.parent_id {
            assert!((parent as usize) < index, "stack {index}'s parent {parent} is not an earlier stack");
        }
    }
    for frame in &trace.frames {
        if let Some(id) = frame.resource_id {
            assert!((id as usize) < trace.resources.len(), "resourceId {id} of {}", trace.resources.len());
        }
    }
    assert_eq!(
        trace.resources.iter().collect::<HashSet<_>>().len(),
        trace.resources.len(),
        "resources repeat"
    );
    assert_eq!(trace.frames.iter().collect::<HashSet<_>>().len(), trace.frames.len(), "frames repeat");
    assert_eq!(trace.stacks.iter().collect::<HashSet<_>>().len(), trace.stacks.len(), "stacks repeat");
    // Synthetic nodes are never frames.
    for frame in &trace.frames {
        assert!(!SYNTHETIC[..4].contains(&frame.name.as_str()), "synthetic frame {:?}", frame.name);
    }

    for id in 0..trace.stacks.len() as u32 {
        assert!(trace.stack_frames(id).len() <= trace.stacks.len());
    }
    let self_total: usize = trace.self_samples().iter().map(|(_, n)| n).sum();
    assert!(self_total <= trace.samples.len());
    for id in 0..=trace.frames.len() as u32 {
        let _ = trace.frame_label(id);
    }
    serde_json::to_string(&trace).expect("the trace serializes");
});
