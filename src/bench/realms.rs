//! `framescope bench realms`: what a realm costs. One page — its script creates `N`
//! same-origin iframes, `document.body.appendChild(document.createElement('iframe'))` `N`
//! times — in framescope and in jsdom (from npm, run by Node), at `N/10` and at `N` frames,
//! and the same page with no frame (the page's own cost, subtracted: the figures are the
//! cost of an iframe, not of the page spread over its iframes). Each engine counts the CPU
//! time (not wall time) from the start of the page's load until its `load` event, when
//! every frame has loaded: framescope its whole process's (the page's thread and V8's
//! garbage collection and compiler threads; the page's thread alone is shown too), jsdom
//! Node's `process.cpuUsage()` (every thread of the process).
//!
//! framescope makes a frame's script context on first use, as Chrome does
//! (`runtime/navigation/initial_about_blank.rs`): the page above never touches its frames,
//! so their contexts are never made. A second framescope row runs the page that reads each
//! new frame's `contentDocument`, which makes every context: what a realm itself costs.
//! The goals are checked on the first page, as issue 14 states them.
//!
//! Side by side: after a warm-up round that is not counted, each round runs both engines
//! at each frame count, in an order that alternates from run to run; each figure is the
//! median over the rounds.
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use serde::Serialize;

use super::cpu_time;
use super::harness::{Row, Suite, met};
use super::realm_floor::{self, Floor};
use super::stats::median;
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::headers::Headers;

/// The jsdom version `make jsdom` installs into `.tools/npm/jsdom` (the newest that runs on
/// Node 20).
pub const JSDOM_VERSION: &str = "29.1.1";

/// The goals the benchmark checks (issue 14, point 8).
pub const GOAL_CPU_MS_PER_FRAME: f64 = 1.0;
/// Per-frame CPU at `N` within this fraction of that at `N/10`.
pub const GOAL_FLATNESS: f64 = 0.2;
/// jsdom's per-frame CPU over framescope's, at least.
pub const GOAL_JSDOM_RATIO: f64 = 20.0;
/// A frame whose window is read (every context made), at the largest count: at most this
/// much CPU (ms) and V8 heap (KB) (issue 37).
pub const GOAL_TOUCHED_CPU_MS_PER_FRAME: f64 = 1.0;
pub const GOAL_TOUCHED_HEAP_KB_PER_FRAME: f64 = 150.0;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// The larger frame count; the page is also measured with a tenth of it.
    pub frames: u32,
    /// Rounds (each runs both engines at each count); the medians count.
    pub rounds: u32,
    /// The Node executable for jsdom (`None`: framescope only).
    pub node: Option<String>,
    /// The `jsdom` package folder.
    pub jsdom: PathBuf,
}

/// The jsdom package `make jsdom` installs: `$FRAMESCOPE_JSDOM`, else
/// `.tools/npm/jsdom/node_modules/jsdom` in the checkout.
pub fn default_jsdom() -> PathBuf {
    std::env::var_os("FRAMESCOPE_JSDOM").map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".tools/npm/jsdom/node_modules/jsdom")
    })
}

/// One engine at one frame count: medians over the rounds.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FramesResult {
    pub frames: u32,
    /// CPU time per frame, in ms: the whole process's, less the page's own (with no frame),
    /// over the frame count.
    pub cpu_ms_per_frame: f64,
    /// framescope: the page's thread alone (V8's helper threads do the rest).
    pub main_thread_cpu_ms_per_frame: Option<f64>,
    pub cpu_ms: f64,
    pub wall_ms: f64,
    /// framescope: the V8 heap the group keeps per frame once loaded, in KB (used heap
    /// after full garbage collections, less the page's own with no frame, over N).
    pub heap_kb_per_frame: Option<f64>,
    /// Every run's CPU time, in ms.
    pub runs_cpu_ms: Vec<f64>,
}

/// One engine at every frame count.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EngineResult {
    pub engine: String,
    /// The page with no frame: its CPU time in ms (subtracted before dividing by N).
    pub page_cpu_ms: f64,
    pub results: Vec<FramesResult>,
    /// Per-frame CPU at the largest count over that at the smallest (1: flat).
    pub growth: Option<f64>,
}

/// Whether each goal is met.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Goals {
    /// framescope's per-frame CPU at the largest count ≤ 1 ms.
    pub cpu_per_frame: bool,
    /// framescope's per-frame CPU at `N` within ±20 % of that at `N/10`.
    pub flat: bool,
    /// jsdom's per-frame CPU ≥ 20× framescope's at every count (`None`: jsdom not run).
    pub jsdom_ratio: Option<bool>,
    /// With each frame's window read, at the largest count: CPU ≤ 1 ms per frame.
    pub touched_cpu_per_frame: bool,
    /// … and V8 heap ≤ 150 KB per frame.
    pub touched_heap_per_frame: bool,
    /// … and CPU per frame at `N` within ±20 % of that at `N/10`.
    pub touched_flat: bool,
}

/// The benchmark's results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RealmsResult {
    pub benchmark: String,
    pub frames: Vec<u32>,
    pub framescope: EngineResult,
    /// framescope on the page that reads each frame's `contentDocument` (every context made).
    pub framescope_touched: EngineResult,
    /// `None` when jsdom could not be run (`jsdom_error` says why).
    pub jsdom: Option<EngineResult>,
    pub jsdom_error: Option<String>,
    /// jsdom's per-frame CPU over framescope's, at each count.
    pub jsdom_ratios: Vec<f64>,
    /// What a context costs before any of the platform is in it, between the two counts
    /// (the floor under the heap goal).
    pub floor: Floor,
    pub goals: Goals,
}

/// The page: its script creates `frames` iframes (`touched`: and reads each one's
/// `contentDocument`, which makes its realm's context).
fn page(frames: u32, touched: bool) -> String {
    let touch = if touched { ".contentDocument" } else { "" };
    format!(
        "<!doctype html><title>realms</title><body><script>\n\
         for (let i = 0; i < {frames}; i++) document.body.appendChild(document.createElement('iframe')){touch};\n\
         </script>\n"
    )
}

/// Runs the page in a fresh framescope group; `(process CPU, thread CPU, wall, live heap
/// bytes once loaded)` (the heap read after the timing: it takes full GCs).
fn run_framescope_once(frames: u32, touched: bool) -> Result<(Duration, Duration, Duration, usize), String> {
    let (hosts, url) = super::one_page(page(frames, touched), Headers::default())?;
    // The heap limit of a desktop Chrome renderer (4 GB; `performance.memory.jsHeapSizeLimit`
    // there), or 4 MB a frame for more frames. Not framescope's 1 GB default: V8 never
    // lets the next major GC start past halfway to the limit, so a limit near the page's
    // own size (a touched frame is ~0.55 MB: 1 000 of them pass 512 MB) forces a full
    // marking of the whole page just before its load, which is the limit's cost, not the
    // frames'. (Measured at 1 000 touched frames: a second major GC of ~480 MB with 1 GB,
    // none with 4 GB.)
    let options = GroupOptions { max_heap_mb: (frames as usize * 4).max(4096), ..GroupOptions::default() };
    let mut group = BrowsingContextGroup::with_options(hosts, options);
    let (process, thread, wall) = (cpu_time::process()?, cpu_time::thread()?, Instant::now());
    group.load(url);
    let outcome = group.run(Duration::from_secs(3600));
    let (process, thread, wall) =
        (cpu_time::process()? - process, cpu_time::thread()? - thread, wall.elapsed());
    if outcome != Outcome::Idle {
        return Err(format!("framescope: the page with {frames} frames ended with {outcome:?}"));
    }
    let errors = group.state().errors();
    if let Some(error) = errors.first() {
        return Err(format!("framescope: the page with {frames} frames had an error: {}", error.message));
    }
    let realms = group.realms().len();
    if realms != frames as usize + 1 {
        return Err(format!("framescope: the page with {frames} frames made {realms} realms"));
    }
    Ok((process, thread, wall, group.live_heap_bytes()))
}

/// A duration in milliseconds.
pub fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// One engine's runs at one count: `(process CPU, thread CPU (framescope), wall, live
/// heap bytes (framescope))` each.
type Runs = Vec<(f64, Option<f64>, f64, Option<f64>)>;

/// An engine's result from its runs (medians): `runs[0]` those of the page with no frame
/// (its own cost, subtracted from the others), then those at each of `counts`.
fn engine_result(engine: String, counts: &[u32], runs: &[Runs]) -> EngineResult {
    let process = |runs: &Runs| median(&runs.iter().map(|r| r.0).collect::<Vec<_>>());
    let thread = |runs: &Runs| {
        let threads: Vec<f64> = runs.iter().filter_map(|r| r.1).collect();
        (!threads.is_empty()).then(|| median(&threads))
    };
    let heap = |runs: &Runs| {
        let heaps: Vec<f64> = runs.iter().filter_map(|r| r.3).collect();
        (!heaps.is_empty()).then(|| median(&heaps))
    };
    let (page_cpu, page_thread) = runs.first().map_or((0.0, None), |r| (process(r), thread(r)));
    let page_heap = runs.first().and_then(heap);
    let results: Vec<FramesResult> = counts
        .iter()
        .zip(runs.iter().skip(1))
        .map(|(&frames, runs)| {
            let cpu = process(runs);
            let per_frame = |total: f64, page: f64| (total - page).max(0.0) / f64::from(frames.max(1));
            FramesResult {
                frames,
                cpu_ms_per_frame: per_frame(cpu, page_cpu),
                main_thread_cpu_ms_per_frame: thread(runs).map(|t| per_frame(t, page_thread.unwrap_or(0.0))),
                cpu_ms: cpu,
                wall_ms: median(&runs.iter().map(|r| r.2).collect::<Vec<_>>()),
                heap_kb_per_frame: heap(runs).map(|h| per_frame(h, page_heap.unwrap_or(0.0)) / 1024.0),
                runs_cpu_ms: runs.iter().map(|r| r.0).collect(),
            }
        })
        .collect();
    EngineResult { engine, growth: growth(&results), page_cpu_ms: page_cpu, results }
}

fn growth(results: &[FramesResult]) -> Option<f64> {
    match (results.first(), results.last()) {
        (Some(first), Some(last)) if results.len() > 1 && first.cpu_ms_per_frame > 0.0 => {
            Some(last.cpu_ms_per_frame / first.cpu_ms_per_frame)
        }
        _ => None,
    }
}

/// The jsdom side: creates the window from the page and prints the CPU and wall time until
/// its `load` event, and how many frames it has then.
const JSDOM_SCRIPT: &str = r#"
const [jsdomPath, html] = process.argv.slice(1);
const { JSDOM } = require(jsdomPath);
const cpu = process.cpuUsage();
const start = performance.now();
const dom = new JSDOM(html, { runScripts: "dangerously", url: "https://bench.test/" });
dom.window.addEventListener("load", () => {
  const used = process.cpuUsage(cpu);
  const wallMs = performance.now() - start;
  console.log(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, wallMs, frames: dom.window.frames.length }));
  dom.window.close();
});
"#;

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct JsdomRun {
    cpu_ms: f64,
    wall_ms: f64,
    frames: u32,
}

fn jsdom_version(jsdom: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(jsdom.join("package.json")).map_err(|_| {
        format!(
            "jsdom is not installed at {} (run `make jsdom`: npm install jsdom@{JSDOM_VERSION} into .tools/npm/jsdom; \
             or give --jsdom DIR)",
            jsdom.display()
        )
    })?;
    let package: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}/package.json: {e}", jsdom.display()))?;
    Ok(package["version"].as_str().unwrap_or("?").to_string())
}

fn run_jsdom_once(node: &str, jsdom: &Path, frames: u32) -> Result<JsdomRun, String> {
    // Room for the frames: jsdom's windows are large.
    let heap_mb = (frames as usize * 8).max(4096);
    let output = Command::new(node)
        .arg(format!("--max-old-space-size={heap_mb}"))
        .arg("-e")
        .arg(JSDOM_SCRIPT)
        .arg(jsdom)
        .arg(page(frames, false))
        .output()
        .map_err(|e| format!("cannot run {node:?}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "jsdom with {frames} frames failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let run: JsdomRun = serde_json::from_str(stdout.trim())
        .map_err(|e| format!("jsdom printed {:?}, not the run's result: {e}", stdout.trim()))?;
    if run.frames != frames {
        return Err(format!("jsdom: the page with {frames} frames has {} frames at load", run.frames));
    }
    Ok(run)
}

/// jsdom's name, version and Node's, if both can be run.
fn jsdom_engine(node: &str, jsdom: &Path) -> Result<String, String> {
    let version = jsdom_version(jsdom)?;
    let node_version = super::node_version(node)?;
    Ok(format!("jsdom {version} (node {node_version})"))
}

/// The frame counts measured: a tenth of `frames` (at least 1), and `frames`.
pub fn counts(frames: u32) -> Vec<u32> {
    let mut counts = vec![(frames / 10).max(1), frames];
    counts.dedup();
    counts
}

/// Runs the `realms` benchmark.
pub fn realms(options: &Options) -> Result<RealmsResult, String> {
    let counts = counts(options.frames);
    let (mut jsdom_engine_name, mut jsdom_error) = match options.node.as_deref() {
        Some(node) => match jsdom_engine(node, &options.jsdom) {
            Ok(name) => (Some((node.to_string(), name)), None),
            Err(error) => (None, Some(error)),
        },
        None => (None, Some("no Node given".into())),
    };
    // The page with no frame first (index 0), then each count.
    let measured: Vec<u32> = std::iter::once(0).chain(counts.iter().copied()).collect();
    let mut framescope_runs: Vec<Runs> = vec![Vec::new(); measured.len()];
    let mut touched_runs: Vec<Runs> = vec![Vec::new(); measured.len()];
    let mut jsdom_runs: Vec<Runs> = vec![Vec::new(); measured.len()];
    // A warm-up round, then the timed ones; the engines' order alternates run to run.
    for round in 0..=options.rounds {
        for (index, &frames) in measured.iter().enumerate() {
            let jsdom_first = (round as usize + index) % 2 == 1;
            for step in 0..2 {
                if (step == 0) == jsdom_first {
                    let Some((node, _)) = &jsdom_engine_name else { continue };
                    match run_jsdom_once(node, &options.jsdom, frames) {
                        Ok(run) if round > 0 => jsdom_runs[index].push((run.cpu_ms, None, run.wall_ms, None)),
                        Ok(_) => {}
                        Err(error) => {
                            // jsdom failed: framescope goes on alone, and says why.
                            jsdom_error = Some(error);
                            jsdom_engine_name = None;
                        }
                    }
                } else {
                    // (With no frame, the two pages are one.)
                    for touched in [false, true].into_iter().take(if frames == 0 { 1 } else { 2 }) {
                        let (process, thread, wall, heap) = run_framescope_once(frames, touched)?;
                        if round > 0 {
                            let runs = if touched { &mut touched_runs } else { &mut framescope_runs };
                            runs[index].push((ms(process), Some(ms(thread)), ms(wall), Some(heap as f64)));
                        }
                    }
                }
            }
        }
    }
    touched_runs[0] = framescope_runs[0].clone();
    let framescope = engine_result("framescope".into(), &counts, &framescope_runs);
    let framescope_touched =
        engine_result("framescope, each frame's window read".into(), &counts, &touched_runs);
    let jsdom = jsdom_engine_name.map(|(_, name)| engine_result(name, &counts, &jsdom_runs));
    let jsdom_ratios: Vec<f64> = jsdom
        .iter()
        .flat_map(|j| j.results.iter().zip(&framescope.results))
        .map(|(j, f)| j.cpu_ms_per_frame / f.cpu_ms_per_frame)
        .collect();
    let largest = framescope.results.last().map_or(f64::INFINITY, |r| r.cpu_ms_per_frame);
    let touched = framescope_touched.results.last();
    let goals = Goals {
        cpu_per_frame: largest <= GOAL_CPU_MS_PER_FRAME,
        flat: framescope.growth.is_none_or(|g| (g - 1.0).abs() <= GOAL_FLATNESS),
        jsdom_ratio: jsdom.as_ref().map(|_| jsdom_ratios.iter().all(|r| *r >= GOAL_JSDOM_RATIO)),
        touched_cpu_per_frame: touched.is_some_and(|r| r.cpu_ms_per_frame <= GOAL_TOUCHED_CPU_MS_PER_FRAME),
        touched_heap_per_frame: touched
            .and_then(|r| r.heap_kb_per_frame)
            .is_some_and(|kb| kb <= GOAL_TOUCHED_HEAP_KB_PER_FRAME),
        touched_flat: framescope_touched.growth.is_none_or(|g| (g - 1.0).abs() <= GOAL_FLATNESS),
    };
    let floor = realm_floor::floor(counts[0], counts[counts.len() - 1]);
    Ok(RealmsResult {
        benchmark: "realms".into(),
        frames: counts,
        framescope,
        framescope_touched,
        jsdom,
        jsdom_error,
        jsdom_ratios,
        floor,
        goals,
    })
}

impl RealmsResult {
    /// The results as rows: each engine's CPU per frame at each count, per run.
    pub fn suite(&self) -> Suite {
        let mut rows = Vec::new();
        let engines = [(&self.framescope, "framescope"), (&self.framescope_touched, "framescope-touched")];
        let jsdom = self.jsdom.as_ref().map(|j| (j, "jsdom"));
        for (engine, name) in engines.into_iter().chain(jsdom) {
            for result in &engine.results {
                let per_frame: Vec<f64> = result
                    .runs_cpu_ms
                    .iter()
                    .map(|ms| (ms - engine.page_cpu_ms).max(0.0) / f64::from(result.frames.max(1)))
                    .collect();
                rows.push(Row::of(
                    &format!("{name}@{}", result.frames),
                    "cpu_ms_per_frame",
                    "ms",
                    &per_frame,
                ));
                if let Some(kb) = result.heap_kb_per_frame {
                    rows.push(Row::of(
                        &format!("{name}@{}", result.frames),
                        "heap_kb_per_frame",
                        "KB",
                        &[kb],
                    ));
                }
            }
        }
        let mut notes = vec![format!(
            "goals: ≤ {GOAL_CPU_MS_PER_FRAME} ms per frame: {}; flat: {}; ≥ {GOAL_JSDOM_RATIO}× less than jsdom: {}",
            met(self.goals.cpu_per_frame),
            met(self.goals.flat),
            self.goals.jsdom_ratio.map_or("not measured", met)
        )];
        notes.push(self.touched_goals());
        notes.push(self.floor_line());
        if let Some(error) = &self.jsdom_error {
            notes.push(format!("jsdom: skipped: {error}"));
        }
        Suite::new(&self.benchmark, rows, notes, self)
    }

    /// The human summary.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "realms: a page's script creates N same-origin iframes; CPU per iframe from the load's start to the \
             page's load event, less the page's own with no iframe (the whole process; framescope's page thread \
             alone in brackets)\n  {:<38}",
            ""
        );
        for frames in &self.frames {
            out.push_str(&format!("{:>20}", format!("N = {frames}")));
        }
        out.push_str(&format!("{:>12}\n", "growth"));
        let line = |engine: &EngineResult| {
            let mut line = format!("  {:<38}", engine.engine);
            for result in &engine.results {
                let cell = match result.main_thread_cpu_ms_per_frame {
                    Some(main) => format!("{:.2} ms ({main:.2})", result.cpu_ms_per_frame),
                    None => format!("{:.2} ms", result.cpu_ms_per_frame),
                };
                line.push_str(&format!("{cell:>20}"));
            }
            if let Some(growth) = engine.growth {
                line.push_str(&format!("{:>+11.0}%", (growth - 1.0) * 100.0));
            }
            line + "\n"
        };
        out.push_str(&line(&self.framescope));
        out.push_str(&line(&self.framescope_touched));
        match (&self.jsdom, &self.jsdom_error) {
            (Some(jsdom), _) => {
                out.push_str(&line(jsdom));
                let mut ratios = format!("  {:<38}", "jsdom / framescope");
                for ratio in &self.jsdom_ratios {
                    ratios.push_str(&format!("{:>20}", format!("{ratio:.1}×")));
                }
                out.push_str(&ratios);
                out.push('\n');
            }
            (None, Some(error)) => out.push_str(&format!("  jsdom: not compared: {error}\n")),
            (None, None) => {}
        }
        let mut heap = format!("  {:<38}", "V8 heap per iframe, each window read");
        for result in &self.framescope_touched.results {
            let cell = result.heap_kb_per_frame.map_or("-".into(), |kb| format!("{kb:.0} KB"));
            heap.push_str(&format!("{cell:>20}"));
        }
        out.push_str(&heap);
        out.push('\n');
        out.push_str(&format!("  {}\n", self.floor_line()));
        let largest = self.framescope.results.last().map_or(0.0, |r| r.cpu_ms_per_frame);
        out.push_str(&format!(
            "  goals: ≤ {GOAL_CPU_MS_PER_FRAME} ms per iframe: {} ({largest:.2} ms); flat within ±{:.0} %: {}; ≥ {GOAL_JSDOM_RATIO}× less than jsdom: {}\n",
            met(self.goals.cpu_per_frame),
            GOAL_FLATNESS * 100.0,
            met(self.goals.flat),
            match self.goals.jsdom_ratio {
                Some(ok) => format!(
                    "{} ({})",
                    met(ok),
                    self.jsdom_ratios.iter().map(|r| format!("{r:.1}×")).collect::<Vec<_>>().join(", ")
                ),
                None => "not compared".into(),
            }
        ));
        out
    }

    /// The floor under the heap goal, as a line.
    fn floor_line(&self) -> String {
        let floor = &self.floor;
        format!(
            "floor (V8 heap per context, nothing of a page in it): V8's own context {:.0} KB; a bare context of the \
             realm snapshot {:.0} KB; a window realm from the snapshot, not set up, {:.0} KB (goal: ≤ {GOAL_TOUCHED_HEAP_KB_PER_FRAME} KB per iframe)",
            floor.v8_context_kb, floor.bare_snapshot_context_kb, floor.window_context_kb,
        )
    }

    /// The goals of a frame whose window is read, at the largest count (issue 37), as a line.
    fn touched_goals(&self) -> String {
        let last = self.framescope_touched.results.last();
        let heap = last.and_then(|r| r.heap_kb_per_frame).unwrap_or(0.0);
        // The CPU per iframe at each count, the goal's (the largest) first.
        let cpu = self
            .framescope_touched
            .results
            .iter()
            .rev()
            .map(|r| format!("{:.2} ms at N = {}", r.cpu_ms_per_frame, r.frames))
            .collect::<Vec<_>>()
            .join(", ");
        format!(
            "goals with each window read: ≤ {GOAL_TOUCHED_CPU_MS_PER_FRAME} ms per iframe: {} ({cpu}); \
             ≤ {GOAL_TOUCHED_HEAP_KB_PER_FRAME} KB of heap per iframe: {} ({heap:.0} KB); flat within ±{:.0} %: {}",
            met(self.goals.touched_cpu_per_frame),
            met(self.goals.touched_heap_per_frame),
            GOAL_FLATNESS * 100.0,
            met(self.goals.touched_flat),
        )
    }
}
