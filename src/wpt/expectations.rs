//! Expected results, per test and subtest, in one JSON file (in the style of Deno's
//! `tests/wpt` expectations, with a reason for every expected failure):
//!
//! ```json
//! {
//!   "/timers/order.any.html": true,
//!   "/a.any.worker.html": { "expectedFailures": { "subtest name": "why it fails" } },
//!   "/b.html": { "status": "TIMEOUT", "reason": "why the harness does not finish" },
//!   "/c.html": { "ignore": "why it is not compared" },
//!   "/d.html": { "flaky": "why it passes only sometimes" },
//!   "/e.html": { "skip": "why it is not run at all" }
//! }
//! ```
//! `true` (or no entry) expects harness status OK and every subtest to pass. A skipped test
//! is not run (for tests that can only time out here, such as those that need input
//! devices through testdriver: running them would only spend their timeout).
use std::collections::BTreeMap;
use std::path::Path;

use serde_json::{Map, Value, json};

use super::run::TestResult;

/// What one test is expected to do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expectation {
    /// Subtest name → why it fails.
    pub failures: BTreeMap<String, String>,
    /// A harness status other than OK, and why.
    pub status: Option<(String, String)>,
    pub ignore: Option<String>,
    pub flaky: Option<String>,
    pub skip: Option<String>,
}

pub type Expectations = BTreeMap<String, Expectation>;

/// Reads an expectations file; errors name the file and the JSON path that is wrong.
pub fn load(path: &Path) -> Result<Expectations, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read expectations {}: {e}", path.display()))?;
    parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parses an expectations file's text; errors name the JSON path that is wrong
/// (`$["/a.html"].status: …`).
pub fn parse(text: &str) -> Result<Expectations, String> {
    let json: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let Value::Object(entries) = json else {
        return Err("$: expected an object of test URLs to expectations".to_string());
    };
    let mut out = Expectations::new();
    for (test, value) in entries {
        let at = |key: &str| format!("$[{test:?}]{key}");
        let expectation = match value {
            Value::Bool(true) => Expectation::default(),
            Value::Object(fields) => {
                let mut e = Expectation::default();
                let (mut status_text, mut reason_text) = (None, None);
                for (key, value) in fields {
                    let reason = |v: &Value| v.as_str().map(String::from).filter(|r| !r.trim().is_empty());
                    match key.as_str() {
                        "expectedFailures" => {
                            let Value::Object(failures) = value else {
                                return Err(format!(
                                    "{}: expected an object of subtest names to reasons",
                                    at(".expectedFailures")
                                ));
                            };
                            for (name, why) in failures {
                                let why = reason(&why).ok_or_else(|| {
                                    format!(
                                        "{}: expected a reason string",
                                        at(&format!(".expectedFailures[{name:?}]"))
                                    )
                                })?;
                                e.failures.insert(name, why);
                            }
                        }
                        "status" => {
                            let status = value
                                .as_str()
                                .ok_or_else(|| format!("{}: expected a status string", at(".status")))?;
                            status_text = Some(status.to_string());
                        }
                        "reason" => {
                            reason_text = Some(
                                reason(&value)
                                    .ok_or_else(|| format!("{}: expected a reason string", at(".reason")))?,
                            );
                        }
                        "ignore" => {
                            e.ignore = Some(
                                reason(&value)
                                    .ok_or_else(|| format!("{}: expected a reason string", at(".ignore")))?,
                            )
                        }
                        "flaky" => {
                            e.flaky = Some(
                                reason(&value)
                                    .ok_or_else(|| format!("{}: expected a reason string", at(".flaky")))?,
                            )
                        }
                        "skip" => {
                            e.skip = Some(
                                reason(&value)
                                    .ok_or_else(|| format!("{}: expected a reason string", at(".skip")))?,
                            )
                        }
                        other => return Err(format!("{}: unknown key", at(&format!(".{other}")))),
                    }
                }
                e.status = match (status_text, reason_text) {
                    (Some(status), Some(why)) => Some((status, why)),
                    (None, None) => None,
                    _ => return Err(format!("{}: \"status\" and \"reason\" go together", at(""))),
                };
                e
            }
            _ => return Err(format!("{}: expected true or an object", at(""))),
        };
        out.insert(test, expectation);
    }
    Ok(out)
}

/// How a result differs from its expectation (empty: as expected).
pub fn compare(result: &TestResult, expected: Option<&Expectation>) -> Vec<String> {
    let default = Expectation::default();
    let e = expected.unwrap_or(&default);
    if e.ignore.is_some() || e.flaky.is_some() || e.skip.is_some() || result.status == "SKIP" {
        return Vec::new();
    }
    let mut problems = Vec::new();
    let want_status = e.status.as_ref().map_or("OK", |(s, _)| s.as_str());
    if result.status != want_status {
        problems.push(format!(
            "harness status {} (expected {want_status}){}",
            result.status,
            result.message.as_ref().map(|m| format!(": {m}")).unwrap_or_default()
        ));
    }
    // Expectations are by name, and a test may repeat a name: a name fails when any of
    // its subtests does, so a passing one beside it is no surprise.
    let failing: std::collections::HashSet<&str> =
        result.subtests.iter().filter(|s| s.status != "PASS").map(|s| s.name.as_str()).collect();
    for subtest in &result.subtests {
        let expected_to_fail = e.failures.contains_key(&subtest.name);
        match (subtest.status == "PASS", expected_to_fail) {
            (true, true) if failing.contains(subtest.name.as_str()) => {}
            (false, false) => problems.push(format!(
                "subtest {:?}: {}{}",
                subtest.name,
                subtest.status,
                subtest.message.as_ref().map(|m| format!(": {m}")).unwrap_or_default()
            )),
            (true, true) => problems.push(format!("subtest {:?}: PASS, but expected to fail", subtest.name)),
            _ => {}
        }
    }
    for name in e.failures.keys() {
        if !result.subtests.iter().any(|s| &s.name == name) {
            problems.push(format!("subtest {name:?} is expected to fail but did not run"));
        }
    }
    problems
}

/// The expectation a result would need to be as expected (reasons from the old one, or
/// from the failure messages).
pub fn from_result(result: &TestResult, old: Option<&Expectation>) -> Expectation {
    if let Some(old) = old.filter(|o| o.ignore.is_some() || o.flaky.is_some() || o.skip.is_some()) {
        return old.clone();
    }
    let mut e = Expectation::default();
    for subtest in result.subtests.iter().filter(|s| s.status != "PASS") {
        // An existing reason is kept as written; a new one is the status and message.
        let reason = old.and_then(|o| o.failures.get(&subtest.name).cloned()).unwrap_or_else(|| {
            format!("{}: {}", subtest.status, subtest.message.clone().unwrap_or_else(|| "no message".into()))
        });
        e.failures.insert(subtest.name.clone(), reason);
    }
    if result.status != "OK" && result.status != "SKIP" {
        let why = old
            .and_then(|o| o.status.as_ref().map(|(_, w)| w.clone()))
            // (A blank message is no reason: the file would not load again.)
            .or_else(|| result.message.clone().filter(|m| !m.trim().is_empty()))
            .unwrap_or_else(|| "no message".into());
        e.status = Some((result.status.clone(), why));
    }
    e
}

fn to_json(e: &Expectation) -> Value {
    if e == &Expectation::default() {
        return Value::Bool(true);
    }
    let mut object = Map::new();
    if !e.failures.is_empty() {
        object.insert("expectedFailures".into(), json!(e.failures));
    }
    if let Some((status, reason)) = &e.status {
        object.insert("status".into(), json!(status));
        object.insert("reason".into(), json!(reason));
    }
    if let Some(reason) = &e.ignore {
        object.insert("ignore".into(), json!(reason));
    }
    if let Some(reason) = &e.flaky {
        object.insert("flaky".into(), json!(reason));
    }
    if let Some(reason) = &e.skip {
        object.insert("skip".into(), json!(reason));
    }
    Value::Object(object)
}

/// Writes `expectations` to `path` (as [`to_text`] makes it).
pub fn save(path: &Path, expectations: &Expectations) -> Result<(), String> {
    crate::atomic_file::write(path, to_text(expectations)?.as_bytes())
}

/// The text of an expectations file holding `expectations` (what [`parse`] reads back).
pub fn to_text(expectations: &Expectations) -> Result<String, String> {
    let object: Map<String, Value> = expectations.iter().map(|(k, v)| (k.clone(), to_json(v))).collect();
    let text = serde_json::to_string_pretty(&Value::Object(object)).map_err(|e| e.to_string())?;
    Ok(text + "\n")
}
