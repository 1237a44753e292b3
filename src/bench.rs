//! `framescope bench`: what the web's performance APIs — and the realms they live in — cost
//! here, against a peer.
//!
//! `realms` (in [`realms`]) measures the CPU time an iframe costs, against jsdom.
//! `measure-memory` (in [`measure_memory`]) times an eager memory measurement against one
//! full garbage collection of the same heap.
//! `trace` (in [`trace`]) times building a ProfilerTrace from a profile of 100 000 samples.
//! `profiler-overhead` (in [`profiler_overhead`]) measures what JS Self-Profiling costs
//! computing pages ([`workloads`]: framescope's own and npm packages) at each interval,
//! against an instrumented in-page profiler (scripts instrumented by `instrument`) and
//! Node's `--cpu-prof`.
//! `census` (in [`census`]) times Debugger.Memory's heap walk (heap objects per second).
//! `scaling` (in [`scaling`]) times deep, wide and many-frame pages at two sizes.
//! `soak` (in [`soak`]) runs a page 1 000 times in one process and reports the growth of
//! its resident memory.
//! `user-timing` runs one workload — `mark` + `mark` + `measure` between them +
//! `getEntriesByName`, with the buffers cleared every 1024 rounds — in a framescope window
//! realm and in Node's `perf_hooks` (the same script text, timed inside each engine with
//! its own `performance.now()`), and reports both throughputs and their ratio.
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;
use url::Url;

use stats::median;

use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::{Response, VirtualHosts};

pub mod cdp;
pub mod census;
pub mod chart;
pub mod cli;
mod cpu_time;
pub mod harness;
pub mod instrument;
pub mod measure_memory;
pub mod profiler_overhead;
pub mod realm_floor;
pub mod realms;
pub mod scaling;
pub mod soak;
pub mod stats;
pub mod trace;
pub mod workloads;

/// The URL the benchmarks' pages are served at.
pub(crate) const PAGE_URL: &str = "https://bench.test/";

/// Virtual hosts that serve one page, `body`, at [`PAGE_URL`] with `headers`; and its URL.
pub(crate) fn one_page(body: String, headers: Headers) -> Result<(VirtualHosts, Url), String> {
    let url = Url::parse(PAGE_URL).map_err(|e| e.to_string())?;
    let served = url.clone();
    let hosts = VirtualHosts::with_resolver(Arc::new(move |asked: &Url| {
        (asked == &served).then(|| Ok(Response::text(served.clone(), 200, headers.clone(), body.clone())))
    }));
    Ok((hosts, url))
}

/// The benchmarks there are.
pub const BENCHMARKS: [&str; 9] = [
    "timeline",
    "realms",
    "measure-memory",
    "trace",
    "profiler-overhead",
    "census",
    "scaling",
    "soak",
    "cdp",
];
/// Every name a suite may be asked by: the suites, and `user-timing` (the `timeline`
/// suite's earlier name).
pub const SUITE_NAMES: [&str; 10] = [
    "timeline",
    "realms",
    "measure-memory",
    "trace",
    "profiler-overhead",
    "census",
    "scaling",
    "soak",
    "cdp",
    "user-timing",
];

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Operations (one mark+mark+measure+getEntriesByName round each) per timed run.
    pub iterations: u32,
    /// Timed runs per engine, interleaved (each after a warm-up run of its own); the
    /// median counts.
    pub rounds: u32,
    /// The Node executable for the comparison (`None`: framescope only).
    pub node: Option<String>,
}

/// One engine's result.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EngineResult {
    pub engine: String,
    /// Rounds per second, from the median timed run.
    pub ops_per_second: f64,
    /// Every timed run's milliseconds.
    pub runs_ms: Vec<f64>,
    /// How many entries `getEntriesByName` returned over a run: the engines agree on it
    /// when they implement the same semantics.
    pub entries_seen: u64,
}

/// A benchmark's results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BenchResult {
    pub benchmark: String,
    pub iterations: u32,
    pub framescope: EngineResult,
    /// `None` when Node could not be run (`node_error` says why).
    pub node: Option<EngineResult>,
    pub node_error: Option<String>,
    /// framescope's throughput over Node's (≥ 1: framescope is as fast or faster).
    pub ratio: Option<f64>,
}

/// The workload, as a function of `performance`; it returns
/// `{runs: [ms...], seen}` for `rounds` timed runs after a warm-up run.
const WORKLOAD: &str = r#"
function userTimingBench(performance, iterations, rounds) {
  function run() {
    let seen = 0;
    for (let i = 0; i < iterations; i++) {
      performance.mark("start");
      performance.mark("end");
      performance.measure("between", "start", "end");
      seen += performance.getEntriesByName("between").length;
      if ((i & 1023) === 1023) {
        performance.clearMarks();
        performance.clearMeasures();
      }
    }
    performance.clearMarks();
    performance.clearMeasures();
    return seen;
  }
  run();
  const runs = [];
  let seen = 0;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    seen = run();
    runs.push(performance.now() - start);
  }
  return JSON.stringify({ runs, seen });
}
"#;

#[derive(serde::Deserialize)]
struct Raw {
    runs: Vec<f64>,
    seen: u64,
}

/// One call's timed run (after its warm-up run), from what the workload printed.
fn parse_run(engine: &str, output: &str) -> Result<Raw, String> {
    serde_json::from_str(output.trim())
        .map_err(|e| format!("{engine} printed {:?}, not the workload's result: {e}", output.trim()))
}

/// A window realm (about:blank) that has the workload.
fn framescope_window() -> Result<(BrowsingContextGroup, crate::runtime::realm::RealmId), String> {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(None));
    let blank = Url::parse("about:blank").map_err(|e| e.to_string())?;
    let realm = group.load(blank);
    group.run(Duration::from_secs(5));
    group.eval(realm, WORKLOAD).map_err(|e| format!("the workload failed in framescope: {e}"))?;
    Ok((group, realm))
}

/// One run in the framescope window.
fn run_framescope(
    group: &mut BrowsingContextGroup,
    realm: crate::runtime::realm::RealmId,
    iterations: u32,
) -> Result<Raw, String> {
    let output = group
        .eval(realm, &format!("userTimingBench(performance, {iterations}, 1)"))
        .map_err(|e| format!("the workload failed in framescope: {e}"))?;
    parse_run("framescope", &output)
}

/// One run in a Node process with `perf_hooks`.
fn run_node(node: &str, iterations: u32) -> Result<Raw, String> {
    let script = format!(
        "{WORKLOAD}\nconst {{ performance }} = require('node:perf_hooks');\nconsole.log(userTimingBench(performance, {iterations}, 1));"
    );
    let output = Command::new(node)
        .arg("-e")
        .arg(&script)
        .output()
        .map_err(|e| format!("cannot run {node:?}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{node} failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    parse_run("node", &String::from_utf8_lossy(&output.stdout))
}

/// An engine's result from its runs.
fn engine_result(engine: String, iterations: u32, runs: &[Raw]) -> EngineResult {
    let runs_ms: Vec<f64> = runs.iter().flat_map(|r| r.runs.iter().copied()).collect();
    // A run faster than the clock's resolution still counts as one tick.
    let typical = median(&runs_ms).max(0.1);
    EngineResult {
        engine,
        ops_per_second: f64::from(iterations) / (typical / 1000.0),
        runs_ms,
        entries_seen: runs.last().map_or(0, |r| r.seen),
    }
}

/// `node --version` of the Node executable `node`, or why it cannot run.
pub(crate) fn node_version(node: &str) -> Result<String, String> {
    Command::new(node)
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .map_err(|e| format!("cannot run {node:?}: {e}"))
}

/// Runs the `timeline` benchmark: the engines' runs interleaved, the first engine of a
/// round alternating.
pub fn user_timing(options: &Options) -> Result<BenchResult, String> {
    let (mut group, realm) = framescope_window()?;
    let (mut node, mut node_error) = match &options.node {
        Some(node) => match node_version(node) {
            Ok(version) => (Some((node.clone(), version)), None),
            Err(error) => (None, Some(error)),
        },
        None => (None, Some("no Node given".into())),
    };
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for round in 0..options.rounds {
        for step in 0..2 {
            if (step == 0) == (round % 2 == 0) {
                ours.push(run_framescope(&mut group, realm, options.iterations)?);
            } else if let Some((executable, _)) = &node {
                match run_node(executable, options.iterations) {
                    Ok(run) => theirs.push(run),
                    Err(error) => {
                        node_error = Some(error);
                        node = None;
                    }
                }
            }
        }
    }
    let framescope = engine_result("framescope".into(), options.iterations, &ours);
    let node = node
        .map(|(_, version)| engine_result(format!("node {version} perf_hooks"), options.iterations, &theirs));
    let ratio = node.as_ref().map(|n| framescope.ops_per_second / n.ops_per_second);
    Ok(BenchResult {
        benchmark: "timeline".into(),
        iterations: options.iterations,
        framescope,
        node,
        node_error,
        ratio,
    })
}

impl BenchResult {
    /// The results as rows: each engine's operations per second, per run.
    pub fn suite(&self) -> harness::Suite {
        let mut rows = Vec::new();
        for engine in [Some(&self.framescope), self.node.as_ref()].into_iter().flatten() {
            let name = engine.engine.split_whitespace().next().unwrap_or("engine");
            let rates: Vec<f64> =
                engine.runs_ms.iter().map(|ms| f64::from(self.iterations) / (ms.max(0.1) / 1000.0)).collect();
            rows.push(harness::Row::of(name, "ops_per_second", "1/s", &rates));
        }
        let mut notes = Vec::new();
        if let Some(ratio) = self.ratio {
            notes.push(format!("ratio framescope/node: {ratio:.2}"));
        }
        if let Some(error) = &self.node_error {
            notes.push(format!("node: skipped: {error}"));
        }
        harness::Suite::new(&self.benchmark, rows, notes, self)
    }

    /// The human summary.
    pub fn summary(&self) -> String {
        let line = |r: &EngineResult| {
            format!(
                "  {:<28} {:>12.0} ops/s  (median of {} runs: {:.1} ms; getEntriesByName saw {})\n",
                r.engine,
                r.ops_per_second,
                r.runs_ms.len(),
                median(&r.runs_ms),
                r.entries_seen
            )
        };
        let mut out = format!(
            "{}: mark + mark + measure + getEntriesByName, {} ops per run\n",
            self.benchmark, self.iterations
        );
        out.push_str(&line(&self.framescope));
        match (&self.node, &self.node_error) {
            (Some(node), _) => out.push_str(&line(node)),
            (None, Some(error)) => out.push_str(&format!("  node: not compared: {error}\n")),
            (None, None) => {}
        }
        if let Some(ratio) = self.ratio {
            let verdict = if ratio >= 1.0 { "framescope ≥ node" } else { "framescope < node" };
            out.push_str(&format!("  ratio framescope/node: {ratio:.2} ({verdict})\n"));
        }
        out
    }
}
