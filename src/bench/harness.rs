//! What every benchmark reports, in one shape that tools read: suites of rows, each row a
//! variant's metric with its median and 95 % interval over the runs, and the machine they
//! ran on. `{"machine": {...}, "suites": [{"name", "rows": [{"variant", "metric", "unit",
//! "median", "ci95", "runs"}], "notes": [...], "details": {...}}]}`.
use serde::{Deserialize, Serialize};

use super::stats::{median, median_ci95};

/// One variant's metric over its runs (of one workload, in a suite that has several).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Row {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub workload: Option<String>,
    pub variant: String,
    pub metric: String,
    pub unit: String,
    pub median: f64,
    pub ci95: [f64; 2],
    pub runs: usize,
}

impl Row {
    /// The row of `values` (one per run).
    pub fn of(variant: &str, metric: &str, unit: &str, values: &[f64]) -> Self {
        Self {
            workload: None,
            variant: variant.to_string(),
            metric: metric.to_string(),
            unit: unit.to_string(),
            median: median(values),
            ci95: median_ci95(values),
            runs: values.len(),
        }
    }

    /// The variant, and in a suite of several workloads the row's: `acorn/framescope@1ms`.
    pub fn label(&self) -> String {
        match &self.workload {
            Some(workload) => format!("{workload}/{}", self.variant),
            None => self.variant.clone(),
        }
    }

    /// The row, as one of `workload`'s.
    pub fn in_workload(self, workload: &str) -> Self {
        Self { workload: Some(workload.to_string()), ..self }
    }
}

/// One suite's rows, and what else it says (goals met or not, peers skipped).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Suite {
    pub name: String,
    pub rows: Vec<Row>,
    pub notes: Vec<String>,
    /// The suite's own detailed result (per size, per engine: what its summary shows).
    #[serde(skip_serializing_if = "serde_json::Value::is_null", default)]
    pub details: serde_json::Value,
}

/// The machine the suites ran on.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Machine {
    pub os: String,
    pub arch: String,
    pub cpus: usize,
    pub cpu_model: Option<String>,
    pub framescope: String,
    pub v8: String,
}

impl Machine {
    /// This machine.
    pub fn this() -> Self {
        let cpu_model = std::fs::read_to_string("/proc/cpuinfo").ok().and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        });
        Self {
            os: std::env::consts::OS.to_string(),
            arch: std::env::consts::ARCH.to_string(),
            cpus: std::thread::available_parallelism().map_or(1, usize::from),
            cpu_model,
            framescope: env!("CARGO_PKG_VERSION").to_string(),
            v8: v8::V8::get_version().to_string(),
        }
    }
}

/// Everything a `framescope bench` run measured.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub machine: Machine,
    pub suites: Vec<Suite>,
}

/// A goal's verdict, as the summaries and notes say it.
pub fn met(goal: bool) -> &'static str {
    if goal { "met" } else { "NOT met" }
}

/// The verdict on "at most `limit`" for a figure known only within its 95 % interval
/// `[low, high]`: met when the whole interval is at or below the limit, NOT met when it is
/// all above, and otherwise "not resolved (±X)" with the interval's half-width — a noisy
/// machine's median alone says nothing either way.
pub fn at_most(ci95: [f64; 2], limit: f64, unit: &str) -> String {
    match resolved(ci95, limit) {
        Some(is_met) => met(is_met).to_string(),
        None => format!("not resolved (±{:.1}{unit})", (ci95[1] - ci95[0]) / 2.0),
    }
}

/// Whether "at most `limit`" is met (`Some(true)`), not met (`Some(false)`), or not
/// resolved by the 95 % interval `[low, high]` (`None`).
pub fn resolved(ci95: [f64; 2], limit: f64) -> Option<bool> {
    let [low, high] = ci95;
    if high <= limit {
        Some(true)
    } else if low > limit {
        Some(false)
    } else {
        None
    }
}

impl Suite {
    /// A suite of `rows` and `notes`, with `result` (the suite's own result) as its details.
    pub fn new(name: &str, rows: Vec<Row>, notes: Vec<String>, result: &impl Serialize) -> Self {
        let details = serde_json::to_value(result).unwrap_or_default();
        Self { name: name.to_string(), rows, notes, details }
    }

    /// The suite as a table of medians and intervals.
    pub fn table(&self) -> String {
        let mut out = format!("{}\n", self.name);
        for row in &self.rows {
            out.push_str(&format!(
                "  {:<24} {:<22} {:>12.3} {:<3} [{:.3}, {:.3}] ({} runs)\n",
                row.label(),
                row.metric,
                row.median,
                row.unit,
                row.ci95[0],
                row.ci95[1],
                row.runs
            ));
        }
        for note in &self.notes {
            out.push_str(&format!("  {note}\n"));
        }
        out
    }
}
