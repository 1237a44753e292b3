//! The wpt expectations file (`src/wpt/expectations.rs`): parsing any text, writing what
//! was parsed, and `framescope wpt --update`'s expectations made from a run's results.
//! Asserts:
//! - nothing panics; malformed text is an error naming a JSON path (`$…`) or "not JSON";
//! - what `parse` accepts, `to_text` writes back and `parse` reads as the same;
//! - an expectation made from a result (`from_result`, with or without an old one from
//!   the file) is written and read back as the same, and that result then compares as
//!   expected (`compare` finds nothing), so an update is one step.
#![no_main]

use framescope::wpt::expectations::{Expectations, compare, from_result, parse, to_text};
use framescope::wpt::run::{SubtestResult, TestResult};
use libfuzzer_sys::fuzz_target;

/// The input, as text: an expectations file, then (after a line `--`) a run's result:
/// its harness status and message (`TIMEOUT: why`) on the first line, a subtest a line
/// after (`FAIL<TAB>name<TAB>message`, the message optional). Messages are as `wpt::run`
/// reads them: an empty one is none.
fn read(text: &str) -> (&str, TestResult) {
    let (file, run) = text.split_once("\n--\n").unwrap_or((text, ""));
    let mut lines = run.lines();
    let message = |m: Option<&str>| m.filter(|m| !m.is_empty()).map(String::from);
    let harness = lines.next().unwrap_or("OK");
    let (status, harness_message) = match harness.split_once(": ") {
        Some((status, text)) => (status, Some(text)),
        None => (harness, None),
    };
    let subtests = lines
        .map(|line| {
            let mut fields = line.splitn(3, '\t');
            let status = fields.next().unwrap_or("").to_string();
            let name = fields.next().unwrap_or("").to_string();
            SubtestResult { name, status, message: message(fields.next()) }
        })
        .collect();
    let result = TestResult {
        test: "/t.html".into(),
        status: status.to_string(),
        message: message(harness_message),
        duration: 0,
        subtests,
    };
    (file, result)
}

fn round_trip(expectations: &Expectations, what: &str) {
    let text = to_text(expectations).expect("expectations serialize");
    let again =
        parse(&text).unwrap_or_else(|e| panic!("{what}: the file written does not load: {e}\n{text}"));
    assert_eq!(&again, expectations, "{what}: not read back as written:\n{text}");
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (file, result) = read(&text);
    let parsed = parse(file);
    match &parsed {
        Ok(expectations) => round_trip(expectations, "parsed"),
        Err(error) => assert!(error.starts_with('$') || error.starts_with("not JSON"), "{error}"),
    }
    let old = parsed.ok().and_then(|e| e.into_values().next());
    for old in [None, old.as_ref()] {
        let updated = from_result(&result, old);
        let problems = compare(&result, Some(&updated));
        assert!(problems.is_empty(), "an updated expectation still differs: {problems:?}");
        let file = Expectations::from([(result.test.clone(), updated)]);
        round_trip(&file, "updated");
    }
});
