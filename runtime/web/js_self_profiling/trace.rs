//! The [ProfilerTrace](https://wicg.github.io/js-self-profiling/#the-profilertrace-dictionary)
//! of a profiling session, built from V8's profile (`bindings::cpu_profiler::CpuProfile`)
//! and handed to JavaScript with serde_v8.
//!
//! Each V8 node (one per call path) is kept or dropped as a frame by
//! [the sampling algorithm](https://wicg.github.io/js-self-profiling/#sampling-algorithm)'s
//! step 3: a function's frame is included only when its script was compiled by the
//! profiling realm and is CORS-same-origin with it; a builtin's or API callback's frame
//! (which has no script) is judged by the first script below it on the stack (as Chrome's
//! trace builder does). The platform's own JavaScript implements Web IDL operations, as
//! Blink's C++ does: where a shown script calls it, the operation is a frame with a name
//! only (`postMessage`, `structuredClone`), as Chrome shows an API callback, and nothing
//! inside it is (its natives: `portPost`); page code it calls back (an event listener)
//! is, as usual. The profiler's own operations are not frames (a trace does not show its
//! profiler starting or stopping). V8's synthetic nodes — `(root)`, `(program)`, `(idle)`, `(garbage collector)` —
//! are never frames. A dropped node's callees hang from its nearest kept caller.
//!
//! Resources, frames and stacks are deduplicated (one frame per function and position,
//! one stack per frame and parent stack: a trie); every sample is kept, in time order,
//! with no `stackId` when none of its frames is kept. Nodes are visited once, parent first,
//! so building is O(nodes + samples).
use std::collections::HashMap;

use serde::Serialize;

use crate::bindings::cpu_profiler::{CpuProfile, SourceType, VmState};

/// What a script id stands for, to the profiling realm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScriptKind {
    /// A page script: `true` when its frames may be shown to the profiling realm (its own
    /// and CORS-same-origin).
    Page(bool),
    /// One of the platform's own scripts (framescope's JavaScript): never a frame, but
    /// where a shown script calls one of its operations, that operation is (by name).
    Platform,
    /// The profiler's own platform script: as `Platform`, but its operations are not
    /// frames either — a trace does not show its profiler starting (V8 takes a first
    /// sample as a profile starts, inside the `Profiler` constructor) or being stopped.
    ProfilerItself,
    /// Code the runtime did not compile (`eval`, `new Function`): never a frame, as Chrome
    /// drops frames whose script has no URL.
    Unknown,
}

/// [ProfilerTrace](https://wicg.github.io/js-self-profiling/#the-profilertrace-dictionary)
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct ProfilerTrace {
    pub resources: Vec<String>,
    pub frames: Vec<ProfilerFrame>,
    pub stacks: Vec<ProfilerStack>,
    pub samples: Vec<ProfilerSample>,
}

/// [ProfilerFrame](https://wicg.github.io/js-self-profiling/#the-profilerframe-dictionary)
#[derive(Clone, Debug, Serialize, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct ProfilerFrame {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resource_id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<u32>,
}

/// [ProfilerStack](https://wicg.github.io/js-self-profiling/#the-profilerstack-dictionary)
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct ProfilerStack {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent_id: Option<u32>,
    pub frame_id: u32,
}

/// [ProfilerSample](https://wicg.github.io/js-self-profiling/#the-profilersample-dictionary),
/// with the draft's tentative `marker`.
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProfilerSample {
    pub timestamp: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stack_id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub marker: Option<&'static str>,
}

/// How to build one realm's trace.
pub struct TraceOptions<'a> {
    /// What each script id is to the profiling realm.
    pub script: &'a dyn Fn(i32) -> ScriptKind,
    /// A V8 timestamp (µs on its monotonic clock) as a DOMHighResTimeStamp relative to the
    /// realm's time origin.
    pub timestamp: &'a dyn Fn(i64) -> f64,
    /// Whether samples carry markers (only in cross-origin isolated realms).
    pub markers: bool,
}

/// The marker of a sample taken in VM state `state`, as Chrome's trace builder maps it
/// (`VMStateToMarker`): running JavaScript or waiting in `Atomics.wait` is "script",
/// collecting garbage "gc"; other states (compiling, parsing, in native code, idle) have
/// none. (Chrome's "layout", "style" and "paint" come from Blink's own states, which have
/// no counterpart here.)
pub fn marker(state: VmState) -> Option<&'static str> {
    match state {
        VmState::Js | VmState::AtomicsWait => Some("script"),
        VmState::Gc => Some("gc"),
        _ => None,
    }
}

/// The trace of `profile` for the profiling realm described by `options`.
pub fn build_trace(profile: &CpuProfile, options: &TraceOptions<'_>) -> ProfilerTrace {
    let mut builder = Builder::default();
    let mut position: HashMap<u32, usize> = HashMap::with_capacity(profile.nodes.len());
    // Per node (by position): the script its builtins are attributed to, and its stack.
    let mut attributed: Vec<Option<i32>> = Vec::with_capacity(profile.nodes.len());
    let mut stack_of: Vec<Option<u32>> = Vec::with_capacity(profile.nodes.len());
    let mut kinds: HashMap<i32, ScriptKind> = HashMap::new();
    let mut kind_of = |id: i32| *kinds.entry(id).or_insert_with(|| (options.script)(id));
    for (index, node) in profile.nodes.iter().enumerate() {
        // Nodes come parent first: the parent's facts are known. (Looked up before this
        // node is placed, so that a node naming itself as its parent has none.)
        let parent = node.parent_id.and_then(|id| position.get(&id).copied());
        position.insert(node.id, index);
        let parent_script = parent.and_then(|p| attributed[p]);
        let parent_stack = parent.and_then(|p| stack_of[p]);
        // The nearest script on the stack, the platform's included.
        let own = (node.script_id > 0).then_some(node.script_id);
        attributed.push(own.or(parent_script));
        let caller_shown = parent_script.is_some_and(|id| kind_of(id) == ScriptKind::Page(true));
        let frame_kind = match node.source_type {
            _ if is_synthetic(&node.function_name) => None,
            SourceType::Script => match own.map(&mut kind_of) {
                Some(ScriptKind::Page(true)) => Some(FrameKind::Script),
                // Where a shown script calls into the platform: the operation it called.
                Some(ScriptKind::Platform) if caller_shown => Some(FrameKind::Operation),
                _ => None,
            },
            // Judged by the script that called them; inside the platform's code, they are
            // its implementation (the natives), never frames.
            SourceType::Builtin | SourceType::Callback if caller_shown => Some(FrameKind::Operation),
            _ => None,
        };
        let stack = if let Some(frame_kind) = frame_kind {
            let frame = if frame_kind == FrameKind::Script {
                ProfilerFrame {
                    name: node.function_name.clone(),
                    resource_id: (!node.resource_name.is_empty())
                        .then(|| builder.resource(&node.resource_name)),
                    line: node.line,
                    column: node.column,
                }
            } else {
                ProfilerFrame {
                    name: node.function_name.clone(),
                    resource_id: None,
                    line: None,
                    column: None,
                }
            };
            let frame_id = builder.frame(frame);
            Some(builder.stack(ProfilerStack { parent_id: parent_stack, frame_id }))
        } else {
            parent_stack
        };
        stack_of.push(stack);
    }
    builder.trace.samples = profile
        .samples
        .iter()
        .map(|sample| ProfilerSample {
            timestamp: (options.timestamp)(sample.timestamp_us),
            stack_id: position.get(&sample.node_id).and_then(|&p| stack_of[p]),
            marker: if options.markers { marker(sample.state) } else { None },
        })
        .collect();
    // In time order (V8's are sorted already; a stable sort of sorted data is linear).
    builder.trace.samples.sort_by(|a, b| a.timestamp.total_cmp(&b.timestamp));
    builder.trace
}

/// What a kept node becomes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FrameKind {
    /// A function of a shown script: its name, resource and position.
    Script,
    /// A builtin, an API callback or the platform's implementation of an operation that a
    /// shown script called: a name only, as Chrome shows the operations of the platform.
    Operation,
}

/// V8's names for the nodes that stand for no function.
fn is_synthetic(name: &str) -> bool {
    matches!(name, "(root)" | "(program)" | "(idle)" | "(garbage collector)")
}

/// The trace under construction, with its deduplicating indexes.
#[derive(Default)]
struct Builder {
    trace: ProfilerTrace,
    resources: HashMap<String, u32>,
    frames: HashMap<ProfilerFrame, u32>,
    stacks: HashMap<ProfilerStack, u32>,
}

impl Builder {
    fn resource(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.resources.get(name) {
            return id;
        }
        let id = self.trace.resources.len() as u32;
        self.trace.resources.push(name.to_string());
        self.resources.insert(name.to_string(), id);
        id
    }

    fn frame(&mut self, frame: ProfilerFrame) -> u32 {
        if let Some(&id) = self.frames.get(&frame) {
            return id;
        }
        let id = self.trace.frames.len() as u32;
        self.trace.frames.push(frame.clone());
        self.frames.insert(frame, id);
        id
    }

    fn stack(&mut self, stack: ProfilerStack) -> u32 {
        *self.stacks.entry(stack).or_insert_with(|| {
            self.trace.stacks.push(stack);
            self.trace.stacks.len() as u32 - 1
        })
    }
}

impl ProfilerTrace {
    /// The frames of stack `stack_id`, leaf first (empty for an id out of range).
    pub fn stack_frames(&self, stack_id: u32) -> Vec<u32> {
        let mut frames = Vec::new();
        let mut next = Some(stack_id);
        // Parents come before their children, so each step goes down: the walk ends.
        while let Some(stack) = next.and_then(|id| self.stacks.get(id as usize)) {
            frames.push(stack.frame_id);
            next = stack.parent_id.filter(|&parent| Some(parent) < next);
        }
        frames
    }

    /// Each frame that was the leaf of a sample and how many samples it was the leaf of
    /// (its self samples), most first (ties by frame id).
    pub fn self_samples(&self) -> Vec<(u32, usize)> {
        let mut counts = vec![0usize; self.frames.len()];
        for stack_id in self.samples.iter().filter_map(|s| s.stack_id) {
            if let Some(stack) = self.stacks.get(stack_id as usize)
                && let Some(count) = counts.get_mut(stack.frame_id as usize)
            {
                *count += 1;
            }
        }
        let mut leaves: Vec<(u32, usize)> =
            counts.into_iter().enumerate().filter(|(_, n)| *n > 0).map(|(id, n)| (id as u32, n)).collect();
        leaves.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        leaves
    }

    /// A frame as people read it: `name url:line:column` (`(anonymous)` for a function
    /// with no name; a builtin's name alone).
    pub fn frame_label(&self, frame_id: u32) -> String {
        let Some(frame) = self.frames.get(frame_id as usize) else { return format!("(frame {frame_id})") };
        let name = if frame.name.is_empty() { "(anonymous)" } else { frame.name.as_str() };
        match frame.resource_id.and_then(|id| self.resources.get(id as usize)) {
            Some(url) => match (frame.line, frame.column) {
                (Some(line), Some(column)) => format!("{name} {url}:{line}:{column}"),
                _ => format!("{name} {url}"),
            },
            None => name.to_string(),
        }
    }
}
