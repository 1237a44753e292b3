//! Running one test URL in a fresh browsing context group and reading its results.
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::runtime::event_loop::Outcome;
use crate::runtime::group::{BrowsingContextGroup, GroupState, PageErrorKind};
use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::loader::hosts::VirtualHosts;

use super::discover::TestUrl;
use super::server::{Served, ServerConfig, js_string, resolver, test_url};

/// A subtest's result (testharness.js statuses).
#[derive(Clone, Debug, Serialize, serde::Deserialize)]
pub struct SubtestResult {
    pub name: String,
    /// PASS, FAIL, TIMEOUT, NOTRUN or PRECONDITION_FAILED.
    pub status: String,
    pub message: Option<String>,
}

/// A test file's result, as wptreport records it.
#[derive(Clone, Debug, Serialize, serde::Deserialize)]
pub struct TestResult {
    pub test: String,
    /// OK, ERROR, TIMEOUT, PRECONDITION_FAILED, CRASH or SKIP.
    pub status: String,
    pub message: Option<String>,
    /// Milliseconds.
    pub duration: u64,
    pub subtests: Vec<SubtestResult>,
}

impl TestResult {
    pub fn passed(&self) -> usize {
        self.subtests.iter().filter(|s| s.status == "PASS").count()
    }
}

const SUBTEST_STATUS: [&str; 5] = ["PASS", "FAIL", "TIMEOUT", "NOTRUN", "PRECONDITION_FAILED"];
const HARNESS_STATUS: [&str; 4] = ["OK", "ERROR", "TIMEOUT", "PRECONDITION_FAILED"];

fn status_name(table: &[&str], value: &serde_json::Value) -> String {
    value
        .as_u64()
        .and_then(|i| table.get(i as usize))
        .map_or_else(|| format!("UNKNOWN({value})"), |s| s.to_string())
}

fn message(value: &serde_json::Value) -> Option<String> {
    value.as_str().filter(|m| !m.is_empty()).map(String::from)
}

/// Runs a test: loads its URL, runs the loop until the harness completes (or its timeout
/// plus a margin passes), and reads what our testharnessreport.js logged.
pub fn run_test(config: &Arc<ServerConfig>, test: &TestUrl) -> TestResult {
    let started = Instant::now();
    let mut result = TestResult {
        test: test.test.clone(),
        status: "SKIP".into(),
        message: None,
        duration: 0,
        subtests: Vec::new(),
    };
    if let Some(reason) = &test.skip {
        result.message = Some(reason.clone());
        return result;
    }
    let url = match test_url(&test.test, test.https, config.served) {
        Ok(url) => url,
        Err(e) => {
            result.status = "ERROR".into();
            result.message = Some(format!("bad test URL: {e}"));
            return result;
        }
    };
    let harness_limit = harness_limit(config, test);
    let limit = limit_of(config, test);
    // (Automated: user input through testdriver, runtime/web/html/user_input.js.)
    let options =
        GroupOptions { max_heap_mb: config.max_heap_mb, automation: true, ..GroupOptions::default() };
    // Under wptserve every file comes over the network loader; else from our resolver.
    let hosts = match config.served {
        Served::Builtin => VirtualHosts::with_resolver(resolver(config.clone())),
        Served::Wptserve { .. } => VirtualHosts::new(None),
    };
    let hosts = match config.network.apply(hosts, limit) {
        Ok(hosts) => hosts,
        Err(e) => {
            result.status = "ERROR".into();
            result.message = Some(e);
            return result;
        }
    };
    if let Some(network) = hosts.network() {
        network.set_deadline(started + limit);
    }
    let mut group = BrowsingContextGroup::with_options(hosts, options);
    group.set_deadline(started + limit);
    group.load(url);
    // Stop as soon as the harness has reported (its own timeout timer may still be set).
    // Only the test's own window reports: a popup or frame that loads testharness.js too
    // (as wptrunner, which reads the test window's results alone) does not.
    // The report comes in chunks (a console message is cut at 64 KB): "+" and more to
    // come, "." the last (testharnessreport below).
    let find = |state: &GroupState, from: usize, pending: &mut String| {
        let test_window = state.top_level_windows().first().map(|r| r.get());
        state.console.messages_since(from).into_iter().find_map(|m| {
            if Some(m.realm) != test_window {
                return None;
            }
            let chunk = m.text.strip_prefix(&config.marker)?;
            if let Some(more) = chunk.strip_prefix('+') {
                pending.push_str(more);
                return None;
            }
            pending.push_str(chunk.strip_prefix('.')?);
            let report = serde_json::from_str::<serde_json::Value>(pending).ok();
            pending.clear();
            report
        })
    };
    let mut seen = 0;
    let report = std::cell::RefCell::new(None);
    let mut pending = String::new();
    let mut keep_going = |state: &GroupState| {
        let found = find(state, seen, &mut pending);
        seen = state.console.len();
        let keep_going = found.is_none();
        *report.borrow_mut() = found;
        keep_going
    };
    let mut outcome = group.run_while_until(started + harness_limit, &mut keep_going);
    // The harness's timeout is ours to call (explicit_timeout, as wptrunner does): when its
    // time is up, or as soon as the page has nothing left that could ever run (no task, no
    // timer, no worker or measurement at work), which is when its own timer would have
    // been the next thing to happen.
    let mut timed_out = None;
    if matches!(outcome, Outcome::Idle | Outcome::Timeout)
        && !group.state().has_expired()
        && report.borrow().is_none()
        && let Some(&window) = group.state().top_level_windows().first()
    {
        timed_out = Some(if outcome == Outcome::Idle {
            "the runner timed the test out at once: the page had nothing left to run".to_string()
        } else {
            format!("the runner timed the test out after {:.0} s", harness_limit.as_secs_f64())
        });
        let call = format!("typeof self[{0}] === 'function' && self[{0}]()", js_string(&config.marker));
        let _ = group.eval(window, &call);
        outcome = group.run_while(limit.saturating_sub(started.elapsed()), &mut keep_going);
    }
    let report = report.into_inner();
    let report = report.or_else(|| find(group.state(), 0, &mut String::new()));
    result.duration = started.elapsed().as_millis() as u64;
    match report {
        Some(report) => {
            result.status = status_name(&HARNESS_STATUS, &report["status"]["status"]);
            result.message = message(&report["status"]["message"]).map(|m| config.served.standard_ports(&m));
            if result.status == "TIMEOUT" && result.message.is_none() {
                result.message = timed_out;
            }
            result.subtests = report["tests"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|t| SubtestResult {
                    name: config.served.standard_ports(t["name"].as_str().unwrap_or_default()),
                    status: status_name(&SUBTEST_STATUS, &t["status"]),
                    message: message(&t["message"]).map(|m| config.served.standard_ports(&m)),
                })
                .collect();
        }
        None => {
            let errors = group.state().errors();
            let first_error = errors.first().map(|e| {
                format!("{}{}", e.message, e.location.as_ref().map(|l| format!(" ({l})")).unwrap_or_default())
            });
            if outcome == Outcome::OutOfMemory {
                // The engine survived, but a browser's renderer would have crashed.
                result.status = "CRASH".into();
                result.message =
                    errors.iter().find(|e| e.kind == PageErrorKind::Memory).map(|e| e.message.clone());
            } else if outcome == Outcome::Timeout {
                result.status = "TIMEOUT".into();
                result.message = Some(format!("the test did not complete in {:.0} s", limit.as_secs_f64()));
            } else {
                result.status = "ERROR".into();
                result.message =
                    Some(first_error.unwrap_or_else(|| "testharness.js never reported completion".into()));
            }
        }
    }
    result
}

/// When the runner times a test out: 10 s (60 s for timeout=long) × the multiplier, as
/// wptrunner does.
pub fn harness_limit(config: &ServerConfig, test: &TestUrl) -> Duration {
    Duration::from_secs_f64(if test.long_timeout { 60.0 } else { 10.0 } * config.timeout_multiplier)
}

/// How long a test may take at most: its harness limit, then a margin for the harness to
/// report its TIMEOUT; past that, a page that never lets it has its scripts stopped.
pub fn limit_of(config: &ServerConfig, test: &TestUrl) -> Duration {
    harness_limit(config, test) + Duration::from_secs(5)
}

/// A CRASH result: the test's process or thread died.
pub fn crashed(test: &TestUrl, message: String, duration: u64) -> TestResult {
    TestResult {
        test: test.test.clone(),
        status: "CRASH".into(),
        message: Some(message),
        duration,
        subtests: Vec::new(),
    }
}

/// An ERROR result for a test not run because its server is gone.
pub fn server_gone(test: &TestUrl, why: String) -> TestResult {
    TestResult {
        test: test.test.clone(),
        status: "ERROR".into(),
        message: Some(why),
        duration: 0,
        subtests: Vec::new(),
    }
}
