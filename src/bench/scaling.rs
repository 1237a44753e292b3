//! `framescope bench scaling`: what a page costs as it grows — the wall time to load and run
//! until idle a page of nested `<div>`s, of sibling `<div>`s and of sibling `<iframe src>`s,
//! each at two sizes, the larger twice the smaller. Linear cost makes the larger take about
//! twice as long (issue 20 measured 20 000 nested divs at 60 s against 1 s for 5 000, and
//! 1 000 iframes at 52 s). `tests/integration/scaling.rs` holds the same by counting work.
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

/// The goal: twice the page takes at most this many times as long.
pub const GOAL_RATIO: f64 = 2.5;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Nested and sibling `<div>`s in the smaller pages.
    pub divs: u32,
    /// Sibling iframes in the smaller page.
    pub frames: u32,
    /// Timed runs of each page (after one warm-up run of the smallest).
    pub rounds: u32,
}

/// One kind of page at its two sizes.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Shape {
    pub name: String,
    pub small: u32,
    pub small_ms: Vec<f64>,
    pub large_ms: Vec<f64>,
    /// Median time of the larger page over the smaller's.
    pub ratio: f64,
}

/// The results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScalingResult {
    pub benchmark: String,
    pub shapes: Vec<Shape>,
    pub goal_met: bool,
}

/// A page of `n` of one shape, with the iframes' document.
fn markup(shape: &str, n: u32) -> String {
    let n = n as usize;
    let body = match shape {
        "nested-divs" => format!("{}x{}", "<div>".repeat(n), "</div>".repeat(n)),
        "sibling-divs" => "<div>x</div>".repeat(n),
        _ => "<iframe src=\"child.html\"></iframe>".repeat(n),
    };
    format!("<!doctype html><body>{body}")
}

/// Loads the page and runs it until idle; returns the wall time, in ms.
fn load(page: String) -> Result<f64, String> {
    let url = Url::parse(super::PAGE_URL).map_err(|e| e.to_string())?;
    let child = url.join("child.html").map_err(|e| e.to_string())?;
    let served = url.clone();
    let hosts = VirtualHosts::with_resolver(Arc::new(move |asked: &Url| {
        let body = if asked == &served {
            page.clone()
        } else if asked == &child {
            "<!doctype html><p>child <b>frame</b></p>".to_string()
        } else {
            return None;
        };
        Some(Ok(Response::text(asked.clone(), 200, Headers::default(), body)))
    }));
    let start = Instant::now();
    let mut group = BrowsingContextGroup::new(hosts);
    group.load(url);
    let outcome = group.run(Duration::from_secs(600));
    let elapsed = ms(start.elapsed());
    if outcome != Outcome::Idle {
        return Err(format!("the page ended {outcome:?}, not idle"));
    }
    Ok(elapsed)
}

/// Runs the benchmark.
pub fn scaling(options: &Options) -> Result<ScalingResult, String> {
    if options.rounds == 0 {
        return Err("scaling needs at least one round".into());
    }
    load(markup("sibling-divs", options.divs.min(100)))?;
    let mut shapes = Vec::new();
    for (name, small) in
        [("nested-divs", options.divs), ("sibling-divs", options.divs), ("iframes", options.frames)]
    {
        let large = small.saturating_mul(2);
        let (mut small_ms, mut large_ms) = (Vec::new(), Vec::new());
        for _ in 0..options.rounds {
            small_ms.push(load(markup(name, small)).map_err(|e| format!("{name} × {small}: {e}"))?);
            large_ms.push(load(markup(name, large)).map_err(|e| format!("{name} × {large}: {e}"))?);
        }
        let ratio = median(&large_ms) / median(&small_ms).max(f64::MIN_POSITIVE);
        shapes.push(Shape { name: name.to_string(), small, small_ms, large_ms, ratio });
    }
    let goal_met = shapes.iter().all(|s| s.ratio <= GOAL_RATIO);
    Ok(ScalingResult { benchmark: "scaling".into(), shapes, goal_met })
}

impl ScalingResult {
    /// The results as rows: each page's load time, at each size.
    pub fn suite(&self) -> Suite {
        let mut rows = Vec::new();
        for shape in &self.shapes {
            let large = shape.small.saturating_mul(2);
            rows.push(Row::of(&format!("{}@{}", shape.name, shape.small), "load", "ms", &shape.small_ms));
            rows.push(Row::of(&format!("{}@{large}", shape.name), "load", "ms", &shape.large_ms));
        }
        let notes = self
            .shapes
            .iter()
            .map(|s| format!("{}: twice the page takes {:.2}× as long", s.name, s.ratio))
            .chain([format!("goal: ≤ {GOAL_RATIO}× for twice the page: {}", met(self.goal_met))])
            .collect();
        Suite::new(&self.benchmark, rows, notes, self)
    }

    /// The human summary.
    pub fn summary(&self) -> String {
        let mut text = String::from("scaling: load and run until idle, each page at two sizes (median)\n");
        for s in &self.shapes {
            text.push_str(&format!(
                "  {:<13} {:>6}: {:>9.1} ms   {:>6}: {:>9.1} ms   ({:.2}×)\n",
                s.name,
                s.small,
                median(&s.small_ms),
                s.small.saturating_mul(2),
                median(&s.large_ms),
                s.ratio
            ));
        }
        text.push_str(&format!("  goal: ≤ {GOAL_RATIO}× for twice the page: {}\n", met(self.goal_met)));
        text
    }
}
