//! `framescope bench measure-memory`: what an eager memory measurement costs, against the
//! cost of one forced full garbage collection of the same heap (Measure Memory issue's
//! goal: at most 1.5×). The page creates `frames` same-origin iframes that each retain
//! about 2 MB of JavaScript arrays; once it is idle, the two are timed in turns (the
//! order alternating), after one warm-up of each.
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;
use url::Url;

use super::harness::{Row, Suite, met};
use super::realms::ms;
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::{Response, VirtualHosts};

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// How many iframes (each retaining ~2 MB).
    pub frames: u32,
    /// Timed runs of each (after one warm-up).
    pub rounds: u32,
}

/// The results, in milliseconds.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MeasureMemoryResult {
    pub benchmark: String,
    pub frames: u32,
    /// What the measurement reported in all (the page's live heap, as V8 attributes it).
    pub measured_bytes: u64,
    pub measurement_ms: Vec<f64>,
    pub full_gc_ms: Vec<f64>,
    /// Median measurement over median full GC.
    pub ratio: f64,
    /// The goal: `ratio` ≤ 1.5.
    pub goal_met: bool,
}

const PAGE_URL: &str = "https://bench.test/";

/// The page and its frames, served from memory.
fn hosts(frames: u32) -> VirtualHosts {
    let page = format!(
        "<!doctype html><title>measure-memory</title><body><script>\n\
         for (let i = 0; i < {frames}; i++) {{\n\
           const frame = document.createElement('iframe');\n\
           frame.src = 'frame.html?' + i;\n\
           document.body.appendChild(frame);\n\
         }}\n\
         </script>\n"
    );
    let frame = "<!doctype html><script>window.kept = new Array(262144).fill(0.5);</script>".to_string();
    VirtualHosts::with_resolver(Arc::new(move |asked: &Url| {
        let body = match asked.path() {
            "/" => page.clone(),
            "/frame.html" => frame.clone(),
            _ => return None,
        };
        Some(Ok(Response::text(asked.clone(), 200, Headers::default(), body)))
    }))
}

pub fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// Runs the benchmark.
pub fn measure_memory(options: &Options) -> Result<MeasureMemoryResult, String> {
    let url = Url::parse(PAGE_URL).map_err(|e| e.to_string())?;
    // About 2.5 MB of heap per frame, and room to collect.
    let heap_mb = (options.frames as usize * 5).max(1024);
    let mut group = BrowsingContextGroup::with_options(
        hosts(options.frames),
        GroupOptions { max_heap_mb: heap_mb, ..GroupOptions::default() },
    );
    group.load(url);
    let outcome = group.run(Duration::from_secs(3600));
    if outcome != Outcome::Idle {
        return Err(format!("the page did not finish loading ({outcome:?})"));
    }
    let timeout = Duration::from_secs(600);
    let (mut measurement_ms, mut full_gc_ms, mut measured_bytes) = (Vec::new(), Vec::new(), 0);
    for round in 0..=options.rounds {
        let mut measure = |group: &mut BrowsingContextGroup| -> Result<f64, String> {
            let start = Instant::now();
            let result = group.measure_memory(timeout).ok_or("the measurement did not come")?;
            measured_bytes = result.bytes;
            Ok(ms(start.elapsed()))
        };
        let collect = |group: &mut BrowsingContextGroup| {
            let start = Instant::now();
            group.collect_garbage();
            ms(start.elapsed())
        };
        let (m, gc) = if round % 2 == 0 {
            let m = measure(&mut group)?;
            (m, collect(&mut group))
        } else {
            let gc = collect(&mut group);
            (measure(&mut group)?, gc)
        };
        // Round 0 is the warm-up.
        if round > 0 {
            measurement_ms.push(m);
            full_gc_ms.push(gc);
        }
    }
    let ratio = median(&measurement_ms) / median(&full_gc_ms).max(f64::MIN_POSITIVE);
    Ok(MeasureMemoryResult {
        benchmark: "measure-memory".into(),
        frames: options.frames,
        measured_bytes,
        measurement_ms,
        full_gc_ms,
        ratio,
        goal_met: ratio <= 1.5,
    })
}

impl MeasureMemoryResult {
    /// The results as rows: the eager measurement's and the full GC's ms, per run.
    pub fn suite(&self) -> Suite {
        let rows = vec![
            Row::of("eager-measurement", "time", "ms", &self.measurement_ms),
            Row::of("full-gc", "time", "ms", &self.full_gc_ms),
        ];
        let notes =
            vec![format!("measurement / full GC: {:.2}× (goal ≤ 1.5×: {})", self.ratio, met(self.goal_met))];
        Suite::new(&self.benchmark, rows, notes, self)
    }

    /// The human summary.
    pub fn summary(&self) -> String {
        format!(
            "measure-memory: {} iframes, {:.1} MB measured\n  \
             eager measureMemory: median {:.1} ms ({} runs)\n  \
             one full GC (LowMemoryNotification): median {:.1} ms\n  \
             ratio {:.2}× (goal ≤ 1.5×: {})\n",
            self.frames,
            self.measured_bytes as f64 / 1e6,
            median(&self.measurement_ms),
            self.measurement_ms.len(),
            median(&self.full_gc_ms),
            self.ratio,
            if self.goal_met { "met" } else { "not met" }
        )
    }
}
