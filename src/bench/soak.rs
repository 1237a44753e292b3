//! `framescope bench soak`: many consecutive page runs in one process, through the
//! `BrowsingContextGroup` API that `run` and `wpt` use, and the growth of the process's
//! resident memory after a warm-up (issue 20's goal: under 10 % over 1 000 runs). The page
//! has two frames (one cross-origin), a dedicated worker, a window it opens, DOM building,
//! a timer, marks and measures and a Blob; each run must reach the same realms, or the
//! suite fails. `tests/integration/soak.rs` runs a smaller count in `make test`.
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;
use url::Url;

use super::harness::{Row, Suite, met};
use super::realms::ms;
use super::stats::median;
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::{Response, VirtualHosts};

/// The goal: resident memory grows less than this (a fraction) after the warm-up.
pub const GOAL_GROWTH: f64 = 0.10;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Page runs measured, after the warm-up.
    pub runs: u32,
    /// Page runs before the first reading of resident memory.
    pub warmup: u32,
}

/// The results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SoakResult {
    pub benchmark: String,
    pub warmup: u32,
    pub runs: u32,
    /// Resident memory after the warm-up, and after the last run, in bytes.
    pub resident_warm_bytes: u64,
    pub resident_end_bytes: u64,
    /// `end / warm - 1`.
    pub growth: f64,
    /// Resident memory every 100 runs after the warm-up, in bytes (the trend).
    pub resident_every_100_runs: Vec<u64>,
    /// Each measured run's wall time, median and slowest, in ms.
    pub median_run_ms: f64,
    pub slowest_run_ms: f64,
    pub goal_met: bool,
    #[serde(skip)]
    run_ms: Vec<f64>,
}

/// The soak page's top document.
const PAGE: &str = r#"<!doctype html><body>
<iframe src="child.html"></iframe><iframe src="https://other.test/child.html"></iframe>
<script>
  const list = document.createElement("ul");
  for (let i = 0; i < 200; i++) list.appendChild(document.createElement("li")).textContent = "item " + i;
  document.body.append(list);
  performance.mark("built");
  const worker = new Worker("worker.js");
  worker.onmessage = (e) => { if (e.data !== 42) throw new Error("the worker answered " + e.data); worker.terminate(); };
  worker.postMessage(21);
  const popup = window.open("popup.html", "soak-popup");
  setTimeout(() => { new Blob(["x".repeat(10000)]); performance.measure("done", "built"); }, 0);
</script>"#;

/// The realms a run of the page makes: the top, its two frames, the worker, the opened
/// window and that window's initial `about:blank` (made as `window.open` returns).
pub const REALMS: usize = 6;

/// The soak page's hosts, served from memory: `https://soak.test/` and what it loads.
pub fn site() -> VirtualHosts {
    let files: HashMap<&str, &str> = HashMap::from([
        ("https://soak.test/", PAGE),
        (
            "https://soak.test/child.html",
            "<!doctype html><p>child<script>var big = new Array(10000).fill(1);</script>",
        ),
        ("https://other.test/child.html", "<!doctype html><p>other"),
        ("https://soak.test/worker.js", "onmessage = (e) => postMessage(e.data * 2);"),
        (
            "https://soak.test/popup.html",
            "<!doctype html><p>popup<script>opener.document.title = 'opened'</script>",
        ),
    ]);
    VirtualHosts::with_resolver(Arc::new(move |asked: &Url| {
        files
            .get(asked.as_str())
            .map(|body| Ok(Response::text(asked.clone(), 200, Headers::default(), body.to_string())))
    }))
}

/// One run of the page in a group of its own, until idle; the group is dropped after.
pub fn run_page(hosts: &VirtualHosts) -> Result<(), String> {
    let mut group = BrowsingContextGroup::new(hosts.clone());
    let url = Url::parse("https://soak.test/").map_err(|e| e.to_string())?;
    group.load(url);
    let outcome = group.run(Duration::from_secs(60));
    if outcome != Outcome::Idle {
        return Err(format!("the soak page ended {outcome:?}, not idle"));
    }
    let realms = group.realms().len();
    let errors = group.state().errors();
    if realms != REALMS || !errors.is_empty() {
        return Err(format!("the soak page made {realms} realms (expected {REALMS}); errors: {errors:?}"));
    }
    Ok(())
}

/// The process's resident set, in bytes (Linux: `/proc/self/statm`, in pages of 4 KiB).
pub fn resident_bytes() -> Result<u64, String> {
    let statm = std::fs::read_to_string("/proc/self/statm").map_err(|e| format!("/proc/self/statm: {e}"))?;
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .ok_or_else(|| format!("/proc/self/statm has no resident count: {statm:?}"))?;
    Ok(pages * 4096)
}

/// Runs the soak.
pub fn soak(options: &Options) -> Result<SoakResult, String> {
    if options.runs == 0 {
        return Err("soak needs at least one run".into());
    }
    let hosts = site();
    for _ in 0..options.warmup {
        run_page(&hosts)?;
    }
    let warm = resident_bytes()?;
    let (mut run_ms, mut trend) = (Vec::new(), Vec::new());
    for run in 1..=options.runs {
        let start = Instant::now();
        run_page(&hosts).map_err(|e| format!("run {run}: {e}"))?;
        run_ms.push(ms(start.elapsed()));
        if run % 100 == 0 {
            trend.push(resident_bytes()?);
        }
    }
    let end = resident_bytes()?;
    let growth = end as f64 / warm as f64 - 1.0;
    Ok(SoakResult {
        benchmark: "soak".into(),
        warmup: options.warmup,
        runs: options.runs,
        resident_warm_bytes: warm,
        resident_end_bytes: end,
        growth,
        resident_every_100_runs: trend,
        median_run_ms: median(&run_ms),
        slowest_run_ms: run_ms.iter().copied().fold(0.0, f64::max),
        goal_met: growth < GOAL_GROWTH,
        run_ms,
    })
}

impl SoakResult {
    /// The results as rows: the time per page run; the resident memory's growth.
    pub fn suite(&self) -> Suite {
        let rows = vec![
            Row::of("framescope", "page_run", "ms", &self.run_ms),
            Row::of("framescope", "resident_growth", "%", &[self.growth * 100.0]),
        ];
        let notes = vec![format!(
            "goal: resident memory grows < {:.0} % over {} runs after {} warm-up runs: {}",
            GOAL_GROWTH * 100.0,
            self.runs,
            self.warmup,
            met(self.goal_met)
        )];
        Suite::new(&self.benchmark, rows, notes, self)
    }

    /// The human summary.
    pub fn summary(&self) -> String {
        let mb = |bytes: u64| bytes as f64 / 1_048_576.0;
        format!(
            "soak: {} consecutive runs of a page (2 frames, a worker, an opened window) after {} warm-up runs\n  \
             resident memory {:.1} MB → {:.1} MB ({:+.1} %); a run takes {:.1} ms (median), {:.1} ms at most\n  \
             goal: < {:.0} % growth: {}\n",
            self.runs,
            self.warmup,
            mb(self.resident_warm_bytes),
            mb(self.resident_end_bytes),
            self.growth * 100.0,
            self.median_run_ms,
            self.slowest_run_ms,
            GOAL_GROWTH * 100.0,
            met(self.goal_met)
        )
    }
}
