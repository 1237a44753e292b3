//! `framescope bench [SUITE...]`: runs the suites asked for (all by default) one after the
//! other with a progress bar, prints each one's summary and its table of medians with 95 %
//! intervals, and writes them all as one JSON report (`--json`) and one chart (`--chart`).
//! A suite that fails is reported and the others still run; what was measured is written.
use std::path::PathBuf;

use indicatif::{ProgressBar, ProgressStyle};

use super::harness::{BenchReport, Machine, Suite};
use super::{
    BENCHMARKS, SUITE_NAMES, cdp, census, chart, measure_memory, profiler_overhead, realms, scaling, soak,
    trace, workloads,
};
use crate::atomic_file;

/// `framescope bench`'s options.
#[derive(Clone, Debug, clap::Args)]
pub struct BenchArgs {
    /// The suites to run (all of them when none is given): timeline (User Timing's mark +
    /// measure + getEntriesByName throughput against Node's perf_hooks; also accepted as
    /// user-timing), realms (CPU per iframe against jsdom),
    /// measure-memory (an eager measurement against one full GC), trace (building a
    /// ProfilerTrace from 100 000 samples), profiler-overhead (JS Self-Profiling's cost at
    /// each interval on four workloads, against an instrumented in-page profiler and
    /// Node's --cpu-prof), census (Debugger.Memory's heap walk), scaling (deep, wide and
    /// many-frame pages at two sizes), soak (1 000 page runs in one process: resident
    /// memory's growth) and cdp (a Puppeteer script per page over `framescope serve`,
    /// against headless Chromium when one is installed).
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(SUITE_NAMES))]
    pub suites: Vec<String>,
    /// Timed runs per variant, interleaved with the other variants' and after a warm-up
    /// (each suite has its own default: timeline 5, realms 3, measure-memory, trace and
    /// census 9, profiler-overhead 10, scaling 3; soak: page runs after its 50 warm-up
    /// runs, 1000).
    #[arg(long, alias = "rounds", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub runs: Option<u32>,
    /// timeline: operations per timed run.
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
    pub iterations: u32,
    /// realms: the page creates this many iframes, and a tenth as many [default: 1000];
    /// measure-memory: this many iframes of ~2 MB each [default: 100]; scaling: pages of
    /// this many sibling iframes and twice as many [default: 250].
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub frames: Option<u32>,
    /// The Node executable to compare with (it runs perf_hooks, jsdom and --cpu-prof).
    #[arg(long, value_name = "PATH", default_value = "node")]
    pub node: String,
    /// realms: the jsdom package folder [default: .tools/npm/jsdom/node_modules/jsdom,
    /// which `make jsdom` installs, or $FRAMESCOPE_JSDOM].
    #[arg(long, value_name = "DIR")]
    pub jsdom: Option<PathBuf>,
    /// profiler-overhead: JS Self-Profiling's base sample interval in ms (0.1 to 1000):
    /// intervals that are not multiples of it are rounded up (default 0.1, so that every
    /// interval measured is used as asked).
    #[arg(long, value_name = "MS", default_value = "0.1", value_parser = parse_base_interval)]
    pub profiler_base_interval: u32,
    /// profiler-overhead: each workload's repetitions per run (about 40–50 µs each).
    #[arg(long, default_value_t = 4000, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub scale: u32,
    /// profiler-overhead: for how many seconds per workload rounds are added after
    /// `--runs` while a goal's 95 % interval still straddles its limit, and Node's rounds while its overhead's interval overlaps framescope's (0: none).
    #[arg(long, value_name = "SECONDS", default_value_t = 120.0, value_parser = parse_seconds)]
    pub resolve_for: f64,
    /// profiler-overhead: the workloads to run (all when none is given): compute
    /// (framescope's own), acorn, marked, lodash (npm packages the harness installs).
    #[arg(long, value_delimiter = ',', value_parser = clap::builder::PossibleValuesParser::new(workloads::NAMES))]
    pub workloads: Vec<String>,
    /// profiler-overhead: where the workloads' npm packages are installed [default:
    /// .tools/npm/workloads, or $FRAMESCOPE_WORKLOADS]; npm installs the missing ones.
    #[arg(long, value_name = "DIR")]
    pub workloads_dir: Option<PathBuf>,
    /// cdp: pages in sequence.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub pages: u32,
    /// cdp: pages at once.
    #[arg(long, default_value_t = 25, value_parser = clap::value_parser!(u32).range(1..=1_000))]
    pub at_once: u32,
    /// scaling: pages of this many nested (and sibling) divs, and twice as many.
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub divs: u32,
    /// census: instances of a class the page holds.
    #[arg(long, default_value_t = 1_000_000, value_parser = clap::value_parser!(u32).range(1..=20_000_000))]
    pub objects: u32,
    /// trace: samples in the larger profile.
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u32).range(10..=10_000_000))]
    pub samples: u32,
    /// Do not run Node (nor jsdom): those peers are reported as skipped.
    #[arg(long)]
    pub no_node: bool,
    /// Also write the results as JSON to this file: {"machine", "suites": [{"name", "rows":
    /// [{"workload" (profiler-overhead), "variant", "metric", "unit", "median", "ci95",
    /// "runs"}], "notes", "details"}]}.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Also draw each suite's headline metric as a bar chart (SVG) into this file.
    #[arg(long, value_name = "FILE.svg")]
    pub chart: Option<PathBuf>,
}

/// A base interval in ms → whole µs.
fn parse_base_interval(text: &str) -> Result<u32, String> {
    match text.parse::<f64>() {
        Ok(ms) if (0.1..=1000.0).contains(&ms) => Ok((ms * 1000.0).round() as u32),
        _ => Err(format!("{text:?} is not a number of ms between 0.1 and 1000")),
    }
}

/// Runs one suite: its human summary and its rows.
fn run_suite(name: &str, args: &BenchArgs) -> Result<(String, Suite), String> {
    let node = (!args.no_node).then(|| args.node.clone());
    let runs = |default: u32| args.runs.unwrap_or(default);
    match name {
        "realms" => {
            let options = realms::Options {
                frames: args.frames.unwrap_or(1000),
                rounds: runs(3),
                node,
                jsdom: args.jsdom.clone().unwrap_or_else(realms::default_jsdom),
            };
            realms::realms(&options).map(|r| (r.summary(), r.suite()))
        }
        "measure-memory" => {
            let options = measure_memory::Options { frames: args.frames.unwrap_or(100), rounds: runs(9) };
            measure_memory::measure_memory(&options).map(|r| (r.summary(), r.suite()))
        }
        "trace" => {
            let options = trace::Options { samples: args.samples, rounds: runs(9) };
            trace::trace(&options).map(|r| (r.summary(), r.suite()))
        }
        "profiler-overhead" => {
            let options = profiler_overhead::Options {
                rounds: runs(10),
                scale: args.scale,
                base_interval_us: args.profiler_base_interval,
                node,
                workloads: args.workloads.clone(),
                workloads_dir: args.workloads_dir.clone().unwrap_or_else(workloads::default_dir),
                resolve_for: std::time::Duration::from_secs_f64(args.resolve_for),
            };
            profiler_overhead::profiler_overhead(&options).map(|r| (r.summary(), r.suite()))
        }
        "scaling" => {
            let options =
                scaling::Options { divs: args.divs, frames: args.frames.unwrap_or(250), rounds: runs(3) };
            scaling::scaling(&options).map(|r| (r.summary(), r.suite()))
        }
        "soak" => {
            let options = soak::Options { runs: runs(1000), warmup: 50 };
            soak::soak(&options).map(|r| (r.summary(), r.suite()))
        }
        "cdp" => {
            let options = cdp::Options {
                pages: args.pages,
                at_once: args.at_once,
                node,
                modules: cdp::default_modules(),
            };
            cdp::cdp(&options).map(|r| (r.summary(), r.suite()))
        }
        "census" => {
            let options = census::Options { objects: args.objects, rounds: runs(9) };
            census::census(&options).map(|r| (r.summary(), r.suite()))
        }
        _ => {
            let options = super::Options { iterations: args.iterations, rounds: runs(5), node };
            super::user_timing(&options).map(|r| (r.summary(), r.suite()))
        }
    }
}

/// Runs the soak suite in a child `framescope bench soak` (a settled process): its printed
/// summary and its suite, read back from the child's JSON.
fn soak_in_own_process(args: &BenchArgs) -> Result<(String, Suite), String> {
    let exe =
        std::env::current_exe().map_err(|e| format!("cannot find this executable to run soak alone: {e}"))?;
    let json = std::env::temp_dir().join(format!("framescope-soak-{}.json", std::process::id()));
    let mut command = std::process::Command::new(exe);
    command.arg("bench").arg("soak").arg("--json").arg(&json);
    if let Some(runs) = args.runs {
        command.arg("--runs").arg(runs.to_string());
    }
    let output = command.output().map_err(|e| format!("cannot run soak in its own process: {e}"))?;
    let read = std::fs::read_to_string(&json);
    let _ = std::fs::remove_file(&json);
    if !output.status.success() {
        return Err(format!(
            "soak in its own process failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let report: serde_json::Value = read
        .map_err(|e| format!("soak wrote no results: {e}"))
        .and_then(|text| serde_json::from_str(&text).map_err(|e| format!("soak's results: {e}")))?;
    let suite: Suite =
        serde_json::from_value(report["suites"][0].clone()).map_err(|e| format!("soak's suite: {e}"))?;
    // (The child printed its summary and table; the parent prints the summary only, as the
    // table is printed from the suite.)
    let printed = String::from_utf8_lossy(&output.stdout);
    let summary =
        printed.split_once(&format!("{}\n", suite.name)).map_or(printed.as_ref(), |(summary, _)| summary);
    Ok((summary.to_string(), suite))
}

/// Runs `framescope bench`. Every suite asked for runs, even after one fails; the JSON and
/// the chart hold what was measured; the error names the suites that failed.
pub fn run(args: &BenchArgs) -> Result<(), String> {
    for path in [&args.json, &args.chart].into_iter().flatten() {
        // Fail before measuring, not after, when the results cannot be written.
        atomic_file::check_writable(path).map_err(|e| format!("cannot write the results: {e}"))?;
    }
    let names: Vec<String> = if args.suites.is_empty() {
        BENCHMARKS.iter().map(|s| s.to_string()).collect()
    } else {
        args.suites.clone()
    };
    let progress = ProgressBar::new(names.len() as u64);
    if let Ok(style) = ProgressStyle::with_template("{spinner} bench [{pos}/{len}] {msg} ({elapsed})") {
        progress.set_style(style);
    }
    progress.enable_steady_tick(std::time::Duration::from_millis(200));
    let mut suites = Vec::new();
    let mut failures = Vec::new();
    for name in &names {
        progress.set_message(name.clone());
        // Soak measures the process's resident memory: after other suites it would start
        // from their leftovers, so it runs in a process of its own then.
        let result =
            if name == "soak" && names.len() > 1 { soak_in_own_process(args) } else { run_suite(name, args) };
        match result {
            Ok((summary, suite)) => {
                progress.suspend(|| print!("{summary}{}", suite.table()));
                suites.push(suite);
            }
            Err(error) => failures.push(format!("{name}: {error}")),
        }
        progress.inc(1);
    }
    progress.finish_and_clear();
    let report = BenchReport { machine: Machine::this(), suites };
    if let Some(path) = &args.json {
        let text =
            serde_json::to_string_pretty(&report).map_err(|e| format!("cannot encode the results: {e}"))?;
        atomic_file::write(path, (text + "\n").as_bytes())
            .map_err(|e| format!("cannot write the results: {e}"))?;
    }
    if let Some(path) = &args.chart {
        chart::write(path, &report)?;
    }
    if failures.is_empty() { Ok(()) } else { Err(failures.join("; ")) }
}

/// A number of seconds, from 0 to a day.
fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(secs) if (0.0..=86_400.0).contains(&secs) => Ok(secs),
        _ => Err(format!("{text:?} is not a number of seconds from 0 to 86400")),
    }
}
