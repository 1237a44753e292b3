//! `framescope bench census`: how fast Debugger.Memory's census walks the heap — heap
//! objects per second of `takeCensus`'s walk (`bindings::v8_internal::census`) over a page
//! holding 1 000 000 objects of a class (goal: ≥ 10 M/s; the seed's 2014 figure is about
//! 1.3 M/s). The garbage is collected once before the timed walks; each walk must find
//! every instance, or the run fails.
use std::time::{Duration, Instant};

use serde::Serialize;

use super::harness::{Row, Suite, met};
use super::realms::ms;
use super::stats::{median, median_ci95};
use crate::runtime::event_loop::Outcome;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::headers::Headers;

/// The goal, in heap objects per second.
pub const GOAL_OBJECTS_PER_SECOND: f64 = 10_000_000.0;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Instances of the page's class.
    pub objects: u32,
    /// Timed walks (after one warm-up).
    pub rounds: u32,
}

/// The results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CensusResult {
    pub benchmark: String,
    pub objects: u32,
    /// Heap objects each walk visited (the whole heap).
    pub heap_objects: u64,
    pub runs_ms: Vec<f64>,
    pub median_ms: f64,
    /// Heap objects per second: median and 95 % interval.
    pub objects_per_second: f64,
    pub objects_per_second_ci95: [f64; 2],
    pub goal_met: bool,
}

/// Runs the benchmark.
pub fn census(options: &Options) -> Result<CensusResult, String> {
    if options.rounds == 0 {
        return Err("census needs at least one round".into());
    }
    let body = format!(
        "<!doctype html><script>class Item {{ constructor(i) {{ this.i = i; }} }}\n\
         window.items = []; for (let i = 0; i < {}; i++) items.push(new Item(i));</script>",
        options.objects
    );
    let (hosts, url) = super::one_page(body, Headers::default())?;
    let mut group = BrowsingContextGroup::with_options(
        hosts,
        GroupOptions { max_heap_mb: 4096, ..GroupOptions::default() },
    );
    let realm = group.load(url);
    if group.run(Duration::from_secs(600)) != Outcome::Idle {
        return Err("the census page did not go idle".into());
    }
    group.collect_garbage();
    let (mut runs, mut rates, mut heap_objects) = (Vec::new(), Vec::new(), 0);
    for round in 0..=options.rounds {
        let start = Instant::now();
        let found = group.census(&[realm]);
        let elapsed = start.elapsed();
        let items: u64 = found.kinds.iter().filter(|k| k.constructor_name == "Item").map(|k| k.count).sum();
        if items != u64::from(options.objects) {
            return Err(format!("the census found {items} instances of Item, not {}", options.objects));
        }
        heap_objects = found.visited;
        if round > 0 {
            runs.push(ms(elapsed));
            rates.push(found.visited as f64 / elapsed.as_secs_f64().max(f64::MIN_POSITIVE));
        }
    }
    let objects_per_second = median(&rates);
    Ok(CensusResult {
        benchmark: "census".into(),
        objects: options.objects,
        heap_objects,
        median_ms: median(&runs),
        runs_ms: runs,
        objects_per_second,
        objects_per_second_ci95: median_ci95(&rates),
        goal_met: objects_per_second >= GOAL_OBJECTS_PER_SECOND,
    })
}

impl CensusResult {
    /// The results as a row: heap objects per second, per walk.
    pub fn suite(&self) -> Suite {
        let rates: Vec<f64> = self
            .runs_ms
            .iter()
            .map(|ms| self.heap_objects as f64 / (ms / 1000.0).max(f64::MIN_POSITIVE))
            .collect();
        let rows = vec![Row::of("framescope", "heap_objects_per_second", "1/s", &rates)];
        let notes = vec![format!(
            "goal: ≥ {:.0} M heap objects/s: {}",
            GOAL_OBJECTS_PER_SECOND / 1e6,
            met(self.goal_met)
        )];
        Suite::new(&self.benchmark, rows, notes, self)
    }

    /// The human summary.
    pub fn summary(&self) -> String {
        format!(
            "census: Debugger.Memory's walk of a heap of {} objects ({} instances of a class), median of {} walks\n  \
             {:.1} ms per walk: {:.1} M heap objects per second [95 %: {:.1}, {:.1}]\n  goal: ≥ {:.0} M/s: {}\n",
            self.heap_objects,
            self.objects,
            self.runs_ms.len(),
            self.median_ms,
            self.objects_per_second / 1e6,
            self.objects_per_second_ci95[0] / 1e6,
            self.objects_per_second_ci95[1] / 1e6,
            GOAL_OBJECTS_PER_SECOND / 1e6,
            met(self.goal_met)
        )
    }
}
