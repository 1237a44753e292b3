//! `framescope bench profiler-overhead`: what JS Self-Profiling costs a page that computes,
//! at each sample interval, against the same page without a profiler — and what Node's own
//! V8 CPU profiler (`node --cpu-prof --cpu-prof-interval`) costs Node on the same
//! workload.
//!
//! Method: one page (served with `Document-Policy: js-profiling`) defines a CPU-bound
//! workload (recursion, array building and sorting, JSON round trips, string building).
//! Each round runs every variant once, in an order rotated from round to round, after one
//! warm-up round that is not counted: a variant starts its `Profiler` (none for the
//! baseline), runs the workload — timed as CPU time of the page's thread and of the whole
//! process (V8's sampler and profiler threads included) — then stops it and counts the
//! trace's samples. Overhead is each run's CPU over the median baseline's; the table
//! gives the median and a 95 % interval over the rounds. Node runs the same workload text,
//! one process per run (its profiler covers the whole process), timed with
//! `process.cpuUsage()` around the workload, and counted from the `.cpuprofile` it writes.
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde::Serialize;

use super::cpu_time;
use super::harness::{Row, Suite, met};
use super::realms::ms;
use super::stats::median;
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::headers::Headers;

use crate::runtime::web::js_self_profiling::sample_interval::supported_interval_us;

/// The intervals measured (ms), each rounded up to a multiple of the base interval (and
/// measured once when several round to the same).
pub const INTERVALS_MS: [f64; 5] = [10.0, 5.0, 1.0, 0.5, 0.1];

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Timed rounds (each runs every variant once).
    pub rounds: u32,
    /// The workload's repetitions per run (about 50 µs each here).
    pub scale: u32,
    /// JS Self-Profiling's base interval in µs (`--profiler-base-interval`): intervals
    /// that are not multiples of it are rounded up, and reported as used.
    pub base_interval_us: u32,
    /// The Node executable (`None`: framescope only).
    pub node: Option<String>,
}

/// The suite's results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OverheadResult {
    pub name: String,
    pub rows: Vec<Row>,
    /// Why Node was not measured, if it was not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node_skipped: Option<String>,
    /// ≤ 1 % at 10 ms, ≤ 3 % at 1 ms (page thread CPU).
    pub goals: Vec<String>,
}

/// The workload, shared by both engines.
const WORKLOAD: &str = r#"
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function workload(scale) {
  let acc = 0;
  for (let r = 0; r < scale; r++) {
    acc += fib(16);
    const list = [];
    for (let i = 0; i < 500; i++) list.push((i * 7919 + r) % 1009);
    list.sort((a, b) => a - b);
    acc += list[250];
    acc += JSON.parse(JSON.stringify({ list: list.slice(0, 100), name: "run " + r })).list.length;
    let text = "";
    for (let i = 0; i < 100; i++) text += String.fromCharCode(65 + ((i + r) % 26));
    acc += text.length;
  }
  return acc;
}
"#;

/// The page's side: start a profiler, stop it and count what it kept.
const PAGE_HELPERS: &str = r#"
let profiler = null, counted = null;
function startProfiler(interval) {
  profiler = interval === null ? null : new Profiler({ sampleInterval: interval, maxBufferSize: 10000000 });
  return profiler === null ? 0 : profiler.sampleInterval;
}
function stopProfiler() {
  counted = null;
  if (profiler === null) return;
  profiler.stop().then((trace) => {
    counted = [trace.samples.length, trace.samples.filter((s) => s.stackId === undefined).length];
  });
}
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

fn page_group(base_interval_us: u32) -> Result<BrowsingContextGroup, String> {
    let body =
        format!("<!doctype html><title>profiler overhead</title><script>{WORKLOAD}{PAGE_HELPERS}</script>");
    let mut headers = Headers::default();
    headers.set("Document-Policy", "js-profiling");
    let (hosts, url) = super::one_page(body, headers)?;
    let options = GroupOptions { profiler_base_interval_us: base_interval_us, ..GroupOptions::default() };
    let mut group = BrowsingContextGroup::with_options(hosts, options);
    group.load(url);
    match group.run(Duration::from_secs(60)) {
        Outcome::Idle => Ok(group),
        other => Err(format!("the benchmark page ended with {other:?}")),
    }
}

/// Runs one framescope variant (`None`: no profiler); returns the run and the interval
/// used.
fn run_framescope(
    group: &mut BrowsingContextGroup,
    interval: Option<f64>,
    scale: u32,
) -> Result<(Run, f64), String> {
    let realm = group.realms().first().map(|r| r.id).ok_or("the benchmark page has no realm")?;
    let asked = interval.map_or("null".to_string(), |i| i.to_string());
    let eval = |group: &mut BrowsingContextGroup, code: &str| {
        group.eval(realm, code).map_err(|e| format!("the benchmark page failed: {e}"))
    };
    let used: f64 = eval(group, &format!("startProfiler({asked})"))?.parse().unwrap_or(0.0);
    let (thread, process, wall) = (cpu_time::thread()?, cpu_time::process()?, Instant::now());
    eval(group, &format!("workload({scale})"))?;
    let (thread, process, wall) =
        (cpu_time::thread()? - thread, cpu_time::process()? - process, wall.elapsed());
    eval(group, "stopProfiler()")?;
    let counted = eval(group, "counted === null ? '0,0' : counted.join()")?;
    let mut numbers = counted.split(',').map(|n| n.parse::<f64>().unwrap_or(0.0));
    let (samples, empty) = (numbers.next().unwrap_or(0.0), numbers.next().unwrap_or(0.0));
    Ok((Run { thread_ms: ms(thread), process_ms: ms(process), wall_ms: ms(wall), samples, empty }, used))
}

/// Runs the workload once in Node, with `--cpu-prof` at `interval` (ms) or without.
fn run_node(node: &str, interval: Option<f64>, scale: u32, dir: &Path) -> Result<Run, String> {
    let _ = std::fs::remove_dir_all(dir);
    let script = format!(
        "{WORKLOAD}\nworkload({scale});\nconst before = process.cpuUsage(), start = performance.now();\nworkload({scale});\nconst wall = performance.now() - start, used = process.cpuUsage(before);\nconsole.log((used.user + used.system) / 1000, wall);"
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

/// Runs the suite.
pub fn profiler_overhead(options: &Options) -> Result<OverheadResult, String> {
    if options.rounds == 0 || options.scale == 0 {
        return Err("profiler-overhead needs at least one round and a scale of 1".into());
    }
    let mut group = page_group(options.base_interval_us)?;
    // Each interval as it will be used (rounded up to a multiple of the base), once.
    let mut variants: Vec<Option<f64>> = vec![None];
    for asked in INTERVALS_MS {
        let used = Some(f64::from(supported_interval_us(asked, options.base_interval_us)) / 1000.0);
        if !variants.contains(&used) {
            variants.push(used);
        }
    }
    let mut runs: Vec<Vec<Run>> = vec![Vec::new(); variants.len()];
    let mut used = vec![0.0; variants.len()];
    // A warm-up round, then the timed ones, each in a rotated order.
    for round in 0..=options.rounds {
        for k in 0..variants.len() {
            let index = (k + round as usize) % variants.len();
            let (run, interval) = run_framescope(&mut group, variants[index], options.scale)?;
            used[index] = interval;
            if round > 0 {
                runs[index].push(run);
            }
        }
    }
    let baseline = median(&runs[0].iter().map(|r| r.thread_ms).collect::<Vec<_>>());
    if baseline <= 0.0 {
        return Err(format!(
            "the workload ran too briefly to measure ({baseline} ms of CPU without a profiler): raise --scale"
        ));
    }
    let mut rows = rows_of("framescope", &variants, &used, &runs, true);
    let mut node_skipped = None;
    if let Some(node) = &options.node {
        let dir = std::env::temp_dir().join(format!("framescope-bench-cpu-prof-{}", std::process::id()));
        let mut node_runs: Vec<Vec<Run>> = vec![Vec::new(); variants.len()];
        let outcome = (|| -> Result<(), String> {
            for round in 0..options.rounds {
                for k in 0..variants.len() {
                    let index = (k + round as usize) % variants.len();
                    node_runs[index].push(run_node(node, variants[index], options.scale, &dir)?);
                }
            }
            Ok(())
        })();
        let _ = std::fs::remove_dir_all(&dir);
        match outcome {
            Ok(()) => {
                let intervals: Vec<f64> = variants.iter().map(|v| v.unwrap_or(0.0)).collect();
                rows.extend(rows_of("node", &variants, &intervals, &node_runs, false));
            }
            Err(error) => node_skipped = Some(error),
        }
    } else {
        node_skipped = Some("no Node given (--no-node)".into());
    }
    let goal = |interval: f64, limit: f64| {
        let row = rows
            .iter()
            .find(|r| r.variant == variant_name("framescope", Some(interval)) && r.metric == "overhead_pct");
        match row {
            Some(row) => format!(
                "framescope@{interval}ms ≤ {limit} %: {} ({:.1} %)",
                met(row.median <= limit),
                row.median
            ),
            None => format!("framescope@{interval}ms: not measured"),
        }
    };
    let goals = vec![goal(10.0, 1.0), goal(1.0, 3.0)];
    Ok(OverheadResult { name: "profiler-overhead".into(), rows, node_skipped, goals })
}

fn variant_name(profiler: &str, interval: Option<f64>) -> String {
    match interval {
        None => format!("{profiler}@none"),
        Some(interval) => format!("{profiler}@{interval}ms"),
    }
}

/// The rows of one engine: CPU per run; overhead against its baseline (variant 0); for
/// profiled variants, samples per second of the workload's wall time and the share with
/// an empty stack.
fn rows_of(
    profiler: &str,
    variants: &[Option<f64>],
    used: &[f64],
    runs: &[Vec<Run>],
    thread: bool,
) -> Vec<Row> {
    let row =
        |variant: &str, metric: &str, unit: &str, values: Vec<f64>| Row::of(variant, metric, unit, &values);
    let cpu = |run: &Run| if thread { run.thread_ms } else { run.process_ms };
    let baseline = median(&runs[0].iter().map(cpu).collect::<Vec<_>>()).max(f64::MIN_POSITIVE);
    let baseline_process =
        median(&runs[0].iter().map(|r| r.process_ms).collect::<Vec<_>>()).max(f64::MIN_POSITIVE);
    let mut rows = Vec::new();
    for (index, variant) in variants.iter().enumerate() {
        // A variant is named by the interval used (the asked one, rounded up).
        let name =
            variant_name(profiler, variant.map(|asked| if used[index] > 0.0 { used[index] } else { asked }));
        let list = &runs[index];
        rows.push(row(&name, "cpu_ms", "ms", list.iter().map(cpu).collect()));
        if variant.is_none() {
            continue;
        }
        rows.push(row(
            &name,
            "overhead_pct",
            "%",
            list.iter().map(|r| 100.0 * (cpu(r) / baseline - 1.0)).collect(),
        ));
        if thread {
            rows.push(row(
                &name,
                "process_overhead_pct",
                "%",
                list.iter().map(|r| 100.0 * (r.process_ms / baseline_process - 1.0)).collect(),
            ));
        }
        rows.push(row(
            &name,
            "samples_per_second",
            "1/s",
            list.iter().map(|r| r.samples / (r.wall_ms / 1000.0).max(f64::MIN_POSITIVE)).collect(),
        ));
        rows.push(row(
            &name,
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
        if let Some(reason) = &self.node_skipped {
            notes.push(format!("node: skipped: {reason}"));
        }
        Suite { name: self.name.clone(), rows: self.rows.clone(), notes, details: serde_json::Value::Null }
    }

    /// The human summary: a table of medians with their intervals.
    pub fn summary(&self) -> String {
        let mut out = String::from(
            "profiler-overhead: a CPU-bound page workload with each profiler (CPU: the page's thread for framescope, the process for node; median [95 % interval])\n",
        );
        out.push_str(&format!(
            "  {:<22} {:<22} {:>12}  {}\n",
            "variant", "metric", "median", "95 % interval"
        ));
        for row in &self.rows {
            out.push_str(&format!(
                "  {:<22} {:<22} {:>10.2} {:<2} [{:.2}, {:.2}] ({} runs)\n",
                row.variant, row.metric, row.median, row.unit, row.ci95[0], row.ci95[1], row.runs
            ));
        }
        if let Some(reason) = &self.node_skipped {
            out.push_str(&format!("  node: skipped: {reason}\n"));
        }
        for goal in &self.goals {
            out.push_str(&format!("  goal: {goal}\n"));
        }
        out
    }
}
