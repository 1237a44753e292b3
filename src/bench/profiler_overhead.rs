//! `framescope bench profiler-overhead`: what JS Self-Profiling costs a page that computes,
//! at each sample interval, against the same page without a profiler — and against two
//! peers on the same workloads: an instrumentation-based profiler the page builds for
//! itself (the explainer's alternative: a worker sets a flag in a SharedArrayBuffer every
//! interval, every function looks at it on entry and takes `new Error().stack` when it is
//! set; the scripts are instrumented with the `oxc` parser, [`super::instrument`]), and
//! Node's own V8 CPU profiler (`node --cpu-prof --cpu-prof-interval`).
//!
//! Workloads ([`super::workloads`]): framescope's own CPU-bound script and npm packages
//! (acorn, marked, lodash) that the harness installs and the page loads as scripts.
//!
//! Method, per workload: two pages (served with `Document-Policy: js-profiling` and
//! cross-origin isolation, which SharedArrayBuffers need), one with the scripts as they
//! are, one with them instrumented. Each round runs every variant once, in an order
//! rotated from round to round, after one warm-up round that is not counted: a variant
//! starts its profiler (a `Profiler`; the flag worker; none), runs `workload(scale)` —
//! timed as CPU time of the page's thread and of the whole process (V8's sampler and
//! profiler threads, the flag worker) — then stops it and counts the samples it kept and
//! those with an empty stack. Overhead is each run's CPU over that of the round's run
//! without any profiler (`framescope@none`): paired differences, so that what drifts
//! between rounds cancels out; the instrumented variants' overhead includes what the
//! probes cost when no sample is due (`instrumented@none`). While a goal's 95 % interval
//! still straddles its limit, rounds are added for up to `resolve_for`. Node runs
//! the same workload text, one process per run (its profiler covers the whole process),
//! timed with `process.cpuUsage()` around the workload, against its own run without a
//! profiler in the same round, and counted from the `.cpuprofile` it writes; its rounds
//! too are added, within `resolve_for`, while its overhead's interval at an interval
//! overlaps framescope's (so that "≤ Node" is judged when it can be). The table
//! gives medians and 95 % intervals over the rounds.
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;
use url::Url;

use super::cpu_time;
use super::harness::{Row, Suite, at_most, met, resolved};
use super::instrument::{PROBE_FLAG, PROBE_SAMPLE, instrument};
use super::realms::ms;
use super::stats::{median, median_ci95};
use super::workloads::{self, Ready};
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::{Response, VirtualHosts};
use crate::runtime::web::js_self_profiling::sample_interval::supported_interval_us;

/// The intervals measured (ms), each rounded up to a multiple of the base interval (and
/// measured once when several round to the same).
pub const INTERVALS_MS: [f64; 5] = [10.0, 5.0, 1.0, 0.5, 0.1];

/// Where the workload pages are served.
const ORIGIN: &str = "https://bench.test";

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Timed rounds (each runs every variant once).
    pub rounds: u32,
    /// The workload's repetitions per run (about 40–50 µs each here).
    pub scale: u32,
    /// JS Self-Profiling's base interval in µs (`--profiler-base-interval`): intervals
    /// that are not multiples of it are rounded up, and reported as used.
    pub base_interval_us: u32,
    /// The Node executable (`None`: no Node peer).
    pub node: Option<String>,
    /// The workloads to run, by name (none: all).
    pub workloads: Vec<String>,
    /// Where the workloads' npm packages are (or are installed).
    pub workloads_dir: PathBuf,
    /// How long rounds may be added, per workload, while a goal is not resolved.
    pub resolve_for: Duration,
}

/// The goals on framescope's own overhead: at most this many percent at this interval (ms).
const GOALS: [(f64, f64); 2] = [(10.0, 1.0), (1.0, 3.0)];

/// The suite's results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OverheadResult {
    pub name: String,
    pub rows: Vec<Row>,
    /// Peers and workloads not measured, and why.
    pub skipped: Vec<String>,
    /// Per workload: ≤ 1 % at 10 ms, ≤ 3 % at 1 ms (page thread CPU), ≤ Node at each
    /// interval.
    pub goals: Vec<String>,
    /// How many functions of each workload's scripts the instrumented page probes.
    pub instrumented_functions: Vec<Probed>,
}

/// How many functions of a workload's scripts got probes, and how many rounds it ran.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Probed {
    pub workload: String,
    pub functions: usize,
    /// framescope's timed rounds, and how many of them were added to resolve the goals.
    pub rounds: u32,
    pub added_rounds: u32,
    /// Node's rounds, and how many of them were added while a comparison with framescope
    /// was not resolved (0 and 0 without Node).
    pub node_rounds: u32,
    pub node_added_rounds: u32,
}

/// The page's side: start a `Profiler`, stop it, count what it kept (into `counted`).
const PAGE_HELPERS: &str = r#"
let profiler = null, counted = "0,0";
function startProfiler(interval) {
  counted = "0,0";
  profiler = interval === null ? null : new Profiler({ sampleInterval: interval, maxBufferSize: 10000000 });
  return profiler === null ? 0 : profiler.sampleInterval;
}
function stopProfiler() {
  if (profiler === null) return;
  profiler.stop().then((trace) => {
    counted = trace.samples.length + "," + trace.samples.filter((s) => s.stackId === undefined).length;
  });
}
"#;

/// The instrumented page's profiler, before any instrumented script: the probes' flag
/// (element 0 of a SharedArrayBuffer the flag worker sets; elements 1 and 2 say stop and
/// started) and the sampler.
fn instrumented_helpers() -> String {
    format!(
        r#"
var {PROBE_FLAG} = new Int32Array(1);
var __fsStacks = [];
Error.stackTraceLimit = 64;
function {PROBE_SAMPLE}() {{ {PROBE_FLAG}[0] = 0; __fsStacks.push(new Error().stack); }}
const flagWorker = new Worker("/flag-worker.js");
let control = null;
function startInstrumented(interval) {{
  __fsStacks = [];
  counted = "0,0";
  if (interval === null) return 0;
  control = new Int32Array(new SharedArrayBuffer(12));
  flagWorker.postMessage({{ buffer: control.buffer, interval }});
  // The worker runs on its own thread: wait until it has the buffer.
  const deadline = Date.now() + 30000;
  while (Atomics.load(control, 2) === 0) {{
    if (Date.now() > deadline) throw new Error("the flag worker did not start");
  }}
  {PROBE_FLAG} = control;
  return interval;
}}
function stopInstrumented() {{
  if (control !== null) Atomics.store(control, 1, 1);
  {PROBE_FLAG} = new Int32Array(1);
  control = null;
  let empty = 0;
  // A stack is "Error" and the sampler's own frame, then the page's.
  for (let i = 0; i < __fsStacks.length; i++) if (__fsStacks[i].split("\n").length <= 2) empty++;
  counted = __fsStacks.length + "," + empty;
  __fsStacks = [];
}}
"#
    )
}

/// The flag worker: sets the flag every `interval` ms (sleeping in `Atomics.wait`) until
/// told to stop.
const FLAG_WORKER: &str = r#"
onmessage = ({ data: { buffer, interval } }) => {
  const control = new Int32Array(buffer);
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  Atomics.store(control, 2, 1);
  while (Atomics.load(control, 1) === 0) {
    Atomics.wait(sleeper, 0, 0, interval);
    Atomics.store(control, 0, 1);
  }
};
"#;

/// One run's measurements.
#[derive(Clone, Copy, Default)]
struct Run {
    thread_ms: f64,
    process_ms: f64,
    wall_ms: f64,
    samples: f64,
    empty: f64,
}

/// Who profiles a variant.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Profiler {
    /// JS Self-Profiling (`None`: no profiler at all, the baseline).
    Framescope,
    /// The instrumented page's own profiler (`None`: the probes, never set).
    Instrumented,
}

/// A variant of the framescope runs: its profiler and interval (ms, as asked).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Variant {
    profiler: Profiler,
    interval: Option<f64>,
}

/// The two pages of a workload and their hosts: `/` (the scripts as they are), with
/// `/instrumented.html` in a frame (the scripts instrumented, and the flag worker); and how
/// many functions got probes.
fn workload_site(ready: &Ready) -> Result<(VirtualHosts, usize), String> {
    let name = ready.workload.name;
    let library = ready.library.as_ref().map(|(path, text)| (path.display().to_string(), text.as_str()));
    let mut files: Vec<(String, String, &str)> = Vec::new();
    let mut functions = 0;
    let (mut plain_scripts, mut instrumented_scripts) = (String::new(), String::new());
    let sources = library.into_iter().chain([(format!("{name}.js"), ready.workload.script)]);
    for (index, (source_name, text)) in sources.enumerate() {
        let probed = instrument(&source_name, text)?;
        functions += probed.functions;
        files.push((format!("/plain/{index}.js"), text.to_string(), "text/javascript"));
        files.push((format!("/instrumented/{index}.js"), probed.text, "text/javascript"));
        plain_scripts.push_str(&format!("<script src=\"/plain/{index}.js\"></script>\n"));
        instrumented_scripts.push_str(&format!("<script src=\"/instrumented/{index}.js\"></script>\n"));
    }
    let page = |head: &str, scripts: &str| {
        format!("<!doctype html><title>{name}</title>\n{head}{scripts}<script>{PAGE_HELPERS}</script>\n")
    };
    // One group (one isolate per thread): the instrumented page is a frame of the other.
    let frame = "<iframe src=\"/instrumented.html\"></iframe>\n";
    files.push(("/".into(), page(frame, &plain_scripts), "text/html"));
    let helpers = format!("<script>{}</script>\n", instrumented_helpers());
    files.push(("/instrumented.html".into(), page(&helpers, &instrumented_scripts), "text/html"));
    files.push(("/flag-worker.js".into(), FLAG_WORKER.into(), "text/javascript"));
    let served: Vec<(Url, Response)> = files
        .into_iter()
        .map(|(path, body, content_type)| {
            let url = Url::parse(&format!("{ORIGIN}{path}")).map_err(|e| e.to_string())?;
            let mut headers = Headers::default();
            headers.set("Content-Type", content_type);
            headers.set("Document-Policy", "js-profiling");
            headers.set("Cross-Origin-Opener-Policy", "same-origin");
            headers.set("Cross-Origin-Embedder-Policy", "require-corp");
            let response = Response::text(url.clone(), 200, headers, body);
            Ok((url, response))
        })
        .collect::<Result<_, String>>()?;
    let served = Arc::new(served);
    let hosts = VirtualHosts::with_resolver(Arc::new(move |asked: &Url| {
        served.iter().find(|(url, _)| url == asked).map(|(_, response)| Ok(response.clone()))
    }));
    Ok((hosts, functions))
}

/// A group that has loaded the workload's page and gone idle.
fn page_group(hosts: VirtualHosts, base_interval_us: u32) -> Result<BrowsingContextGroup, String> {
    let path = "/";
    let url = Url::parse(&format!("{ORIGIN}{path}")).map_err(|e| e.to_string())?;
    let options = GroupOptions { profiler_base_interval_us: base_interval_us, ..GroupOptions::default() };
    let mut group = BrowsingContextGroup::with_options(hosts, options);
    group.load(url);
    match group.run(Duration::from_secs(60)) {
        Outcome::Idle => {}
        other => return Err(format!("the benchmark page {path} ended with {other:?}")),
    }
    match group.state().errors().first() {
        Some(error) => Err(format!("the benchmark page {path} had an error: {}", error.message)),
        None => Ok(group),
    }
}

/// Runs one variant in `group`, in the page its profiler needs (the top one, or the
/// instrumented frame); returns the run and the interval used.
fn run_variant(group: &mut BrowsingContextGroup, variant: Variant, scale: u32) -> Result<(Run, f64), String> {
    let page = match variant.profiler {
        Profiler::Framescope => "/",
        Profiler::Instrumented => "/instrumented.html",
    };
    let realm = group
        .realms()
        .iter()
        .find(|r| r.url.path() == page)
        .map(|r| r.id)
        .ok_or_else(|| format!("the benchmark has no page {page}"))?;
    let asked = variant.interval.map_or("null".to_string(), |i| i.to_string());
    let eval = |group: &mut BrowsingContextGroup, code: &str| {
        group.eval(realm, code).map_err(|e| format!("the benchmark page failed: {e}"))
    };
    let (start, stop) = match variant.profiler {
        Profiler::Framescope => ("startProfiler", "stopProfiler"),
        Profiler::Instrumented => ("startInstrumented", "stopInstrumented"),
    };
    let used: f64 = eval(group, &format!("{start}({asked})"))?.parse().unwrap_or(0.0);
    let (thread, process, wall) = (cpu_time::thread()?, cpu_time::process()?, Instant::now());
    eval(group, &format!("workload({scale})"))?;
    let (thread, process, wall) =
        (cpu_time::thread()? - thread, cpu_time::process()? - process, wall.elapsed());
    eval(group, &format!("{stop}()"))?;
    let counted = eval(group, "counted")?;
    let mut numbers = counted.split(',').map(|n| n.parse::<f64>().unwrap_or(0.0));
    let (samples, empty) = (numbers.next().unwrap_or(0.0), numbers.next().unwrap_or(0.0));
    Ok((Run { thread_ms: ms(thread), process_ms: ms(process), wall_ms: ms(wall), samples, empty }, used))
}

/// Runs the workload once in Node, with `--cpu-prof` at `interval` (ms) or without.
fn run_node(node: &str, ready: &Ready, interval: Option<f64>, scale: u32, dir: &Path) -> Result<Run, String> {
    let _ = std::fs::remove_dir_all(dir);
    // The package's file runs as a classic script, as in the page, without the `module`
    // and `exports` globals `node -e` has: its UMD wrapper then defines the global.
    let library = match &ready.library {
        Some((path, _)) => format!(
            "{{ const file = {:?}, text = require(\"fs\").readFileSync(file, \"utf8\"), vm = require(\"vm\");\n\
             const {{ module: m, exports: e }} = globalThis; delete globalThis.module; delete globalThis.exports;\n\
             vm.runInThisContext(text, {{ filename: file }}); globalThis.module = m; globalThis.exports = e; }}\n",
            path.display().to_string()
        ),
        None => String::new(),
    };
    let script = format!(
        "{library}{}\nworkload({scale});\nconst before = process.cpuUsage(), start = performance.now();\nworkload({scale});\nconst wall = performance.now() - start, used = process.cpuUsage(before);\nconsole.log((used.user + used.system) / 1000, wall);",
        ready.workload.script
    );
    let mut command = Command::new(node);
    if let Some(interval) = interval {
        let micros = (interval * 1000.0).round().max(1.0) as u64;
        command.arg("--cpu-prof").arg(format!("--cpu-prof-interval={micros}")).arg("--cpu-prof-dir").arg(dir);
    }
    let output = command.arg("-e").arg(&script).output().map_err(|e| format!("cannot run {node:?}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{node} failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let printed = String::from_utf8_lossy(&output.stdout);
    let times: Vec<f64> = printed.split_whitespace().filter_map(|t| t.parse().ok()).collect();
    let [process_ms, wall_ms] = times[..] else {
        return Err(format!("{node} printed {printed:?}, not two times"));
    };
    let (mut samples, mut empty, mut profiled_ms) = (0.0, 0.0, wall_ms);
    if interval.is_some() {
        // The one profile Node wrote: its samples, and those of no JavaScript.
        let file = std::fs::read_dir(dir)
            .map_err(|e| format!("node wrote no profile in {}: {e}", dir.display()))?
            .flatten()
            .find(|f| f.path().extension().is_some_and(|e| e == "cpuprofile"))
            .ok_or("node wrote no .cpuprofile")?;
        let profile: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(file.path()).map_err(|e| e.to_string())?)
                .map_err(|e| format!("node's profile is not JSON: {e}"))?;
        let synthetic: std::collections::HashSet<u64> = profile["nodes"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|n| n["callFrame"]["functionName"].as_str().is_some_and(|f| f.starts_with('(')))
            .filter_map(|n| n["id"].as_u64())
            .collect();
        // The profile covers the whole process (start-up too): its rate is over its span.
        if let (Some(start), Some(end)) = (profile["startTime"].as_f64(), profile["endTime"].as_f64()) {
            profiled_ms = (end - start) / 1000.0;
        }
        for sample in profile["samples"].as_array().into_iter().flatten() {
            samples += 1.0;
            if sample.as_u64().is_some_and(|id| synthetic.contains(&id)) {
                empty += 1.0;
            }
        }
    }
    Ok(Run { thread_ms: process_ms, process_ms, wall_ms: profiled_ms, samples, empty })
}

/// One workload's variants, each with its runs and the interval used.
struct Measured {
    name: String,
    runs: Vec<Run>,
    profiled: bool,
}

/// Runs every framescope-side variant of one workload, interleaved.
fn measure_pages(ready: &Ready, options: &Options) -> Result<(Vec<Measured>, usize, u32), String> {
    let (hosts, functions) = workload_site(ready)?;
    let mut group = page_group(hosts, options.base_interval_us)?;
    // Each framescope interval as it will be used (rounded up to a multiple of the base),
    // once; the instrumented profiler's as asked.
    let mut variants = vec![Variant { profiler: Profiler::Framescope, interval: None }];
    for asked in INTERVALS_MS {
        let used = Some(f64::from(supported_interval_us(asked, options.base_interval_us)) / 1000.0);
        let variant = Variant { profiler: Profiler::Framescope, interval: used };
        if !variants.contains(&variant) {
            variants.push(variant);
        }
    }
    variants.push(Variant { profiler: Profiler::Instrumented, interval: None });
    variants.extend(INTERVALS_MS.map(|i| Variant { profiler: Profiler::Instrumented, interval: Some(i) }));
    let mut runs: Vec<Vec<Run>> = vec![Vec::new(); variants.len()];
    let mut used = vec![0.0; variants.len()];
    // The variants the goals are about.
    let goal_variants: Vec<(usize, f64)> = GOALS
        .iter()
        .filter_map(|&(interval, limit)| {
            let used = Some(f64::from(supported_interval_us(interval, options.base_interval_us)) / 1000.0);
            let index =
                variants.iter().position(|v| v.profiler == Profiler::Framescope && v.interval == used)?;
            Some((index, limit))
        })
        .collect();
    // A warm-up round, then the timed ones, each in a rotated order; then more rounds,
    // within the time allowed, while a goal's interval still straddles its limit.
    let mut round = 0;
    let mut extra_since = None;
    loop {
        if round > options.rounds {
            let since = *extra_since.get_or_insert_with(Instant::now);
            let unresolved = goal_variants.iter().any(|&(index, limit)| {
                resolved(median_ci95(&paired(&runs[index], &runs[0], |r| r.thread_ms)), limit).is_none()
            });
            if !unresolved || since.elapsed() >= options.resolve_for {
                break;
            }
        }
        for k in 0..variants.len() {
            let index = (k + round as usize) % variants.len();
            let (run, interval) = run_variant(&mut group, variants[index], options.scale)?;
            used[index] = interval;
            if round > 0 {
                runs[index].push(run);
            }
        }
        round += 1;
    }
    let measured = variants
        .iter()
        .zip(runs)
        .zip(used)
        .map(|((variant, runs), used)| {
            let profiler = match variant.profiler {
                Profiler::Framescope => "framescope",
                Profiler::Instrumented => "instrumented",
            };
            // A variant is named by the interval used (the asked one, rounded up).
            let interval = variant.interval.map(|asked| if used > 0.0 { used } else { asked });
            let profiled = variant.interval.is_some();
            Measured { name: variant_name(profiler, interval), runs, profiled }
        })
        .collect();
    Ok((measured, functions, round - 1))
}

/// Runs Node's variants of one workload, interleaved: `options.rounds` rounds, then more,
/// within `resolve_for`, while a comparison with framescope's overhead at the same interval
/// is not resolved. `ours`: framescope's overhead interval at each of [`INTERVALS_MS`]
/// (`None` where it was not measured). Returns the variants and the rounds run.
fn measure_node(
    node: &str,
    ready: &Ready,
    options: &Options,
    ours: &[Option<[f64; 2]>],
) -> Result<(Vec<Measured>, u32), String> {
    let dir = std::env::temp_dir().join(format!("framescope-bench-cpu-prof-{}", std::process::id()));
    let intervals: Vec<Option<f64>> = std::iter::once(None).chain(INTERVALS_MS.map(Some)).collect();
    let mut runs: Vec<Vec<Run>> = vec![Vec::new(); intervals.len()];
    let unresolved = |runs: &[Vec<Run>]| {
        ours.iter().enumerate().any(|(k, ours)| {
            ours.is_some_and(|ours| {
                let node = median_ci95(&paired(&runs[k + 1], &runs[0], |r| r.process_ms));
                compare(ours, node).is_none()
            })
        })
    };
    let mut round = 0;
    let outcome = (|| -> Result<(), String> {
        let mut extra_since = None;
        loop {
            if round >= options.rounds {
                let since = *extra_since.get_or_insert_with(Instant::now);
                if !unresolved(&runs) || since.elapsed() >= options.resolve_for {
                    return Ok(());
                }
            }
            for k in 0..intervals.len() {
                let index = (k + round as usize) % intervals.len();
                runs[index].push(run_node(node, ready, intervals[index], options.scale, &dir)?);
            }
            round += 1;
        }
    })();
    let _ = std::fs::remove_dir_all(&dir);
    outcome?;
    let measured = intervals
        .iter()
        .zip(runs)
        .map(|(interval, runs)| Measured {
            name: variant_name("node", *interval),
            runs,
            profiled: interval.is_some(),
        })
        .collect();
    Ok((measured, round))
}

/// Whether framescope's overhead (interval `ours`) is at most Node's (`node`): `Some(true)`
/// when ours is below Node's whatever the noise, `Some(false)` when above, `None` while
/// the intervals overlap.
fn compare(ours: [f64; 2], node: [f64; 2]) -> Option<bool> {
    if ours[1] <= node[0] {
        Some(true)
    } else if ours[0] > node[1] {
        Some(false)
    } else {
        None
    }
}

/// Runs the suite.
pub fn profiler_overhead(options: &Options) -> Result<OverheadResult, String> {
    if options.rounds == 0 || options.scale == 0 {
        return Err("profiler-overhead needs at least one round and a scale of 1".into());
    }
    let known = workloads::NAMES;
    if let Some(unknown) = options.workloads.iter().find(|w| !known.contains(&w.as_str())) {
        return Err(format!("no workload {unknown:?} (there are: {})", known.join(", ")));
    }
    let (ready, unavailable) = workloads::prepare(&options.workloads_dir, &options.workloads);
    let mut skipped: Vec<String> =
        unavailable.into_iter().map(|(name, why)| format!("workload {name}: skipped: {why}")).collect();
    if ready.is_empty() {
        return Err(format!("no workload could run: {}", skipped.join("; ")));
    }
    let (mut rows, mut goals, mut instrumented_functions) = (Vec::new(), Vec::new(), Vec::new());
    let node = options.node.clone();
    if node.is_none() {
        skipped.push("node: skipped: no Node given (--no-node)".into());
    }
    for ready in &ready {
        let workload = ready.workload.name;
        // A workload that fails (its page, its scripts) is reported; the others still run.
        let measured = measure_pages(ready, options).and_then(|(pages, functions, rounds)| {
            let baseline = median(&pages[0].runs.iter().map(|r| r.thread_ms).collect::<Vec<_>>());
            if baseline > 0.0 {
                Ok((pages, functions, rounds))
            } else {
                Err(format!(
                    "it ran too briefly to measure ({baseline} ms of CPU without a profiler): raise --scale"
                ))
            }
        });
        let (pages, functions, rounds) = match measured {
            Ok(measured) => measured,
            Err(error) => {
                skipped.push(format!("workload {workload}: failed: {error}"));
                continue;
            }
        };
        let mut workload_rows = rows_of(&pages, true);
        let (mut node_rounds, mut node_added_rounds) = (0, 0);
        if let Some(executable) = &node {
            // framescope's overhead interval at each interval Node is measured at.
            let ours: Vec<Option<[f64; 2]>> = INTERVALS_MS
                .iter()
                .map(|&interval| {
                    let name = variant_name("framescope", Some(interval));
                    let variant = pages.iter().find(|m| m.name == name)?;
                    Some(median_ci95(&paired(&variant.runs, &pages[0].runs, |r| r.thread_ms)))
                })
                .collect();
            match measure_node(executable, ready, options, &ours) {
                Ok((measured, rounds)) => {
                    workload_rows.extend(rows_of(&measured, false));
                    (node_rounds, node_added_rounds) = (rounds, rounds.saturating_sub(options.rounds));
                }
                Err(error) => skipped.push(format!("node: skipped for {workload}: {error}")),
            }
        }
        instrumented_functions.push(Probed {
            workload: workload.to_string(),
            functions,
            rounds,
            added_rounds: rounds.saturating_sub(options.rounds),
            node_rounds,
            node_added_rounds,
        });
        goals.extend(goals_of(workload, &workload_rows));
        rows.extend(workload_rows.into_iter().map(|row| row.in_workload(workload)));
    }
    if rows.is_empty() {
        return Err(format!("no workload could be measured: {}", skipped.join("; ")));
    }
    Ok(OverheadResult { name: "profiler-overhead".into(), rows, skipped, goals, instrumented_functions })
}

/// The goals of one workload's rows.
fn goals_of(workload: &str, rows: &[Row]) -> Vec<String> {
    // (Each goal is judged on the overhead's 95 % interval, not on its median alone.)
    let overhead = |variant: &str| {
        rows.iter().find(|r| r.variant == variant && r.metric == "overhead_pct").map(|r| (r.median, r.ci95))
    };
    let mut goals = Vec::new();
    for (interval, limit) in GOALS {
        let name = variant_name("framescope", Some(interval));
        goals.push(match overhead(&name) {
            Some((value, ci95)) => format!(
                "{workload}: {name} ≤ {limit} %: {} ({value:.1} %, 95 % interval {:.1} to {:.1} %)",
                at_most(ci95, limit, " %"),
                ci95[0],
                ci95[1]
            ),
            None => format!("{workload}: {name}: not measured"),
        });
    }
    let mut compared = Vec::new();
    for interval in INTERVALS_MS {
        let ours = overhead(&variant_name("framescope", Some(interval)));
        let node = overhead(&variant_name("node", Some(interval)));
        if let (Some((ours, ours_ci)), Some((node, node_ci))) = (ours, node) {
            let verdict = match compare(ours_ci, node_ci) {
                Some(verdict) => met(verdict).to_string(),
                None => "not resolved (the intervals overlap)".to_string(),
            };
            compared.push(format!("{interval} ms: {ours:.1} % vs {node:.1} % {verdict}",));
        }
    }
    if !compared.is_empty() {
        goals.push(format!("{workload}: framescope ≤ node at each interval: {}", compared.join("; ")));
    }
    goals
}

/// Each round's overhead in % of the CPU `cpu` reads from a run: a run against the
/// baseline run of its own round, so that what drifts between rounds (the machine's other
/// load, its clock) cancels out.
fn paired(runs: &[Run], baseline: &[Run], cpu: impl Fn(&Run) -> f64) -> Vec<f64> {
    runs.iter().zip(baseline).map(|(r, b)| 100.0 * (cpu(r) / cpu(b).max(f64::MIN_POSITIVE) - 1.0)).collect()
}

fn variant_name(profiler: &str, interval: Option<f64>) -> String {
    match interval {
        None => format!("{profiler}@none"),
        Some(interval) => format!("{profiler}@{interval}ms"),
    }
}

/// The rows of one engine's variants (the first is its baseline): CPU per run; overhead
/// against the baseline; for profiled variants, samples per second of the workload's
/// wall time and the share with an empty stack. `thread`: framescope's (the page's
/// thread CPU, and the process's as a second overhead), else Node's (the process's).
fn rows_of(variants: &[Measured], thread: bool) -> Vec<Row> {
    let row =
        |variant: &str, metric: &str, unit: &str, values: Vec<f64>| Row::of(variant, metric, unit, &values);
    let cpu = |run: &Run| if thread { run.thread_ms } else { run.process_ms };
    let Some(base) = variants.first() else { return Vec::new() };
    let mut rows = Vec::new();
    for (index, measured) in variants.iter().enumerate() {
        let (name, list) = (&measured.name, &measured.runs);
        rows.push(row(name, "cpu_ms", "ms", list.iter().map(cpu).collect()));
        if index == 0 {
            continue;
        }
        rows.push(row(name, "overhead_pct", "%", paired(list, &base.runs, cpu)));
        if thread {
            rows.push(row(name, "process_overhead_pct", "%", paired(list, &base.runs, |r| r.process_ms)));
        }
        if !measured.profiled {
            continue;
        }
        rows.push(row(
            name,
            "samples_per_second",
            "1/s",
            list.iter().map(|r| r.samples / (r.wall_ms / 1000.0).max(f64::MIN_POSITIVE)).collect(),
        ));
        rows.push(row(
            name,
            "empty_stack_pct",
            "%",
            list.iter().map(|r| if r.samples > 0.0 { 100.0 * r.empty / r.samples } else { 0.0 }).collect(),
        ));
    }
    rows
}

impl OverheadResult {
    /// The results as a suite (its rows already are).
    pub fn suite(&self) -> Suite {
        let mut notes = self.goals.iter().map(|g| format!("goal: {g}")).collect::<Vec<_>>();
        notes.extend(self.skipped.iter().cloned());
        Suite::new(&self.name, self.rows.clone(), notes, self)
    }

    /// The human summary: what was measured, the probes, what was skipped, the goals
    /// (the suite's table, printed after it, has the rows).
    pub fn summary(&self) -> String {
        let mut out = String::from(
            "profiler-overhead: CPU-bound workloads with each profiler (CPU: the page's thread for framescope and the instrumented profiler, the process for node; rows: workload/variant, median [95 % interval])\n",
        );
        for Probed { workload, functions, rounds, added_rounds, node_rounds, node_added_rounds } in
            &self.instrumented_functions
        {
            out.push_str(&format!(
                "  {workload}: {rounds} rounds ({added_rounds} added while a goal was not resolved); the instrumented page probes {functions} functions\n"
            ));
            if *node_rounds > 0 {
                out.push_str(&format!(
                    "  {workload}: node {node_rounds} rounds ({node_added_rounds} added while a comparison with framescope was not resolved)\n"
                ));
            }
        }
        for skipped in &self.skipped {
            out.push_str(&format!("  {skipped}\n"));
        }
        for goal in &self.goals {
            out.push_str(&format!("  goal: {goal}\n"));
        }
        out
    }
}
