//! The wptreport JSON format (`wpt run --log-wptreport`), which wpt.fyi and the WPT tools
//! read.
use serde::Serialize;

use super::run::TestResult;

#[derive(Serialize)]
struct RunInfo {
    product: &'static str,
    browser_version: &'static str,
    os: &'static str,
    processor: &'static str,
}

#[derive(Serialize)]
struct Report<'a> {
    run_info: RunInfo,
    time_start: u64,
    time_end: u64,
    results: &'a [TestResult],
}

pub fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

pub fn write(path: &std::path::Path, results: &[TestResult], time_start: u64) -> Result<(), String> {
    let report = Report {
        run_info: RunInfo {
            product: "framescope",
            browser_version: env!("CARGO_PKG_VERSION"),
            os: std::env::consts::OS,
            processor: std::env::consts::ARCH,
        },
        time_start,
        time_end: now_ms(),
        results,
    };
    let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
    crate::atomic_file::write(path, (text + "\n").as_bytes())
        .map_err(|e| format!("cannot write the report: {e}"))
}
