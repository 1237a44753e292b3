//! `framescope bench trace`: how long building a ProfilerTrace takes
//! (`runtime/web/js_self_profiling/trace.rs`), from a V8 profile of 100 000 samples (goal:
//! under 50 ms), and at a tenth of that to show the cost grows with the samples, not
//! faster.
//!
//! The profile is made, not recorded (100 000 samples at the finest interval, 0.1 ms,
//! would take 10 s of sampling per run): a call tree shaped like a page's — a few
//! thousand nodes up to 40 deep, page scripts visible and not, the platform's scripts,
//! builtins and callbacks, V8's synthetic nodes — and samples on random nodes, leaves
//! mostly, in time order. A fixed seed makes every run build the same profile.
use std::time::Instant;

use serde::Serialize;

use super::harness::{Row, Suite, met};
use super::stats::median;
use crate::bindings::cpu_profiler::{CpuProfile, ProfileNode, ProfileSample, SourceType, VmState};
use crate::runtime::platform::init_v8;
use crate::runtime::web::js_self_profiling::trace::{ScriptKind, TraceOptions, build_trace};

/// The goal: a trace of 100 000 samples in under this many ms.
pub const GOAL_MS: f64 = 50.0;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Samples in the large profile (the small one has a tenth).
    pub samples: u32,
    /// Timed builds per size; the median counts.
    pub rounds: u32,
}

/// One size's builds.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SizeResult {
    pub samples: u32,
    pub nodes: usize,
    /// What the trace holds (the same every round).
    pub frames: usize,
    pub stacks: usize,
    pub median_ms: f64,
    pub runs_ms: Vec<f64>,
    /// Median ns per sample.
    pub ns_per_sample: f64,
    /// The median of handing the built trace to JavaScript (serde_v8, as `stop()` does).
    pub to_javascript_median_ms: f64,
    pub to_javascript_runs_ms: Vec<f64>,
}

/// The benchmark's results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TraceResult {
    pub benchmark: String,
    pub sizes: Vec<SizeResult>,
    pub goal_ms: f64,
    /// The large profile's median under the goal.
    pub goal_met: bool,
}

/// A small deterministic generator (xorshift), so every run builds the same profile.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Script ids: 1–40 page scripts (those ≥ 30 of another origin, not shown), 90–99 the
/// platform's, 0 none.
fn kind(script_id: i32) -> ScriptKind {
    match script_id {
        1..30 => ScriptKind::Page(true),
        30..90 => ScriptKind::Page(false),
        90..100 => ScriptKind::Platform,
        _ => ScriptKind::Unknown,
    }
}

/// A page-shaped profile of `samples` samples.
pub fn profile(samples: u32, seed: u64) -> CpuProfile {
    let mut random = Random(seed | 1);
    let node =
        |id: u32, parent: Option<u32>, name: String, script_id: i32, source_type: SourceType| ProfileNode {
            id,
            parent_id: parent,
            resource_name: if script_id > 0 {
                format!("https://a.test/script-{script_id}.js")
            } else {
                String::new()
            },
            function_name: name,
            script_id,
            line: (script_id > 0).then_some(1 + id % 500),
            column: (script_id > 0).then_some(1 + id % 80),
            hit_count: 0,
            source_type,
            shared_cross_origin: script_id < 30,
        };
    let mut nodes = vec![node(1, None, "(root)".into(), 0, SourceType::Internal)];
    nodes.push(node(2, Some(1), "(program)".into(), 0, SourceType::Internal));
    nodes.push(node(3, Some(1), "(garbage collector)".into(), 0, SourceType::Internal));
    let mut depth = vec![0u32, 1, 1];
    let node_count = 4000;
    while nodes.len() < node_count {
        // A parent among the script nodes (or the root), not too deep.
        let parent_index = match random.below(10) {
            _ if nodes.len() == 3 => 0,
            0 => 0,
            _ => 3 + random.below(nodes.len() - 3),
        };
        if depth[parent_index] >= 40 {
            continue;
        }
        let id = nodes.len() as u32 + 1;
        let (name, script_id, source_type) = match random.below(20) {
            0..=13 => (format!("f{}", random.below(1500)), 1 + random.below(40) as i32, SourceType::Script),
            14..=15 => {
                (format!("platform{}", random.below(50)), 90 + random.below(10) as i32, SourceType::Script)
            }
            16..=17 => (format!("Builtin{}", random.below(100)), 0, SourceType::Builtin),
            _ => (format!("callback{}", random.below(30)), 0, SourceType::Callback),
        };
        nodes.push(node(id, Some(parent_index as u32 + 1), name, script_id, source_type));
        depth.push(depth[parent_index] + 1);
    }
    let mut profile = CpuProfile::default();
    let mut time = 0i64;
    profile.samples = (0..samples)
        .map(|_| {
            time += 100 + random.below(20) as i64;
            let node_id = match random.below(50) {
                0 => 2,
                1 => 3,
                _ => 4 + random.below(node_count - 3) as u32,
            };
            let state = if node_id == 3 { VmState::Gc } else { VmState::Js };
            ProfileSample { node_id, timestamp_us: time, state }
        })
        .collect();
    profile.end_time_us = time;
    profile.nodes = nodes;
    profile
}

fn build_size(scope: &mut v8::PinScope<'_, '_>, samples: u32, rounds: u32) -> SizeResult {
    let profile = profile(samples, 0x5eed);
    let timestamp = |us: i64| us as f64 / 1000.0;
    let options = TraceOptions { script: &kind, timestamp: &timestamp, markers: true };
    let (mut runs, mut conversions) = (Vec::new(), Vec::new());
    let mut shape = (0, 0);
    // One warm-up round, not counted.
    for round in 0..=rounds {
        let start = Instant::now();
        let trace = build_trace(&profile, &options);
        let built = start.elapsed().as_secs_f64() * 1000.0;
        shape = (trace.frames.len(), trace.stacks.len());
        let start = Instant::now();
        {
            v8::scope!(let scope, scope);
            let _ = serde_v8::to_v8(scope, &trace);
        }
        let converted = start.elapsed().as_secs_f64() * 1000.0;
        if round > 0 {
            runs.push(built);
            conversions.push(converted);
        }
    }
    let median_ms = median(&runs);
    SizeResult {
        samples,
        nodes: profile.nodes.len(),
        frames: shape.0,
        stacks: shape.1,
        median_ms,
        ns_per_sample: median_ms * 1e6 / f64::from(samples.max(1)),
        runs_ms: runs,
        to_javascript_median_ms: median(&conversions),
        to_javascript_runs_ms: conversions,
    }
}

/// Runs the `trace` benchmark.
pub fn trace(options: &Options) -> Result<TraceResult, String> {
    if options.samples == 0 || options.rounds == 0 {
        return Err("the trace benchmark needs at least one sample and one round".into());
    }
    init_v8();
    let mut isolate = v8::Isolate::new(v8::CreateParams::default());
    let sizes: Vec<SizeResult> = {
        v8::scope!(let scope, &mut isolate);
        let context = v8::Context::new(scope, Default::default());
        let scope = &mut v8::ContextScope::new(scope, context);
        [(options.samples / 10).max(1), options.samples]
            .iter()
            .map(|&n| build_size(scope, n, options.rounds))
            .collect()
    };
    let goal_met = sizes.last().is_some_and(|s| s.median_ms < GOAL_MS);
    Ok(TraceResult { benchmark: "trace".into(), sizes, goal_ms: GOAL_MS, goal_met })
}

impl TraceResult {
    /// The results as rows: building and handing over, at each size, per run.
    pub fn suite(&self) -> Suite {
        let mut rows = Vec::new();
        for size in &self.sizes {
            rows.push(Row::of(&format!("build@{}", size.samples), "time", "ms", &size.runs_ms));
            rows.push(Row::of(
                &format!("to-javascript@{}", size.samples),
                "time",
                "ms",
                &size.to_javascript_runs_ms,
            ));
        }
        let largest = self.sizes.last().map_or(0.0, |s| s.median_ms);
        let notes = vec![format!(
            "goal: building the largest in < {} ms: {} ({largest:.2} ms)",
            self.goal_ms,
            met(self.goal_met)
        )];
        Suite::new(&self.benchmark, rows, notes, self)
    }

    /// The human summary.
    pub fn summary(&self) -> String {
        let mut out = String::from(
            "trace: building a ProfilerTrace from a V8 profile (a made one, page-shaped; median of the rounds)\n",
        );
        for size in &self.sizes {
            out.push_str(&format!(
                "  {:>8} samples, {} nodes → {} frames, {} stacks: {:.2} ms ({:.0} ns per sample); to JavaScript {:.2} ms more\n",
                size.samples, size.nodes, size.frames, size.stacks, size.median_ms, size.ns_per_sample,
                size.to_javascript_median_ms
            ));
        }
        if let [small, large] = self.sizes.as_slice() {
            // The nodes cost the same at both sizes: the difference is the samples'.
            let added = f64::from(large.samples.saturating_sub(small.samples).max(1));
            out.push_str(&format!(
                "  each sample added from {} to {}: {:.0} ns to build, {:.0} ns to hand to JavaScript\n",
                small.samples,
                large.samples,
                (large.median_ms - small.median_ms).max(0.0) * 1e6 / added,
                (large.to_javascript_median_ms - small.to_javascript_median_ms).max(0.0) * 1e6 / added
            ));
        }
        let largest = self.sizes.last().map_or(0.0, |s| s.median_ms);
        out.push_str(&format!(
            "  goal: building the largest in < {} ms: {} ({largest:.2} ms)\n",
            self.goal_ms,
            met(self.goal_met)
        ));
        out
    }
}
