//! Unit tests of `wpt::expectations` (src/wpt/expectations.rs).
use framescope::wpt::expectations::*;
use framescope::wpt::run::SubtestResult;
use framescope::wpt::run::TestResult;

fn result(status: &str, subtests: &[(&str, &str)]) -> TestResult {
    TestResult {
        test: "/t.html".into(),
        status: status.into(),
        message: None,
        duration: 0,
        subtests: subtests
            .iter()
            .map(|(n, s)| SubtestResult {
                name: n.to_string(),
                status: s.to_string(),
                message: Some("m".into()),
            })
            .collect(),
    }
}

#[test]
fn comparing_and_updating() {
    let passing = result("OK", &[("a", "PASS")]);
    assert!(compare(&passing, None).is_empty());
    let failing = result("OK", &[("a", "PASS"), ("b", "FAIL")]);
    assert_eq!(compare(&failing, None), ["subtest \"b\": FAIL: m"]);
    let expected = from_result(&failing, None);
    assert_eq!(expected.failures.get("b").map(String::as_str), Some("FAIL: m"));
    assert!(compare(&failing, Some(&expected)).is_empty());
    assert_eq!(from_result(&failing, Some(&expected)), expected, "updating twice changes nothing");
    assert_eq!(compare(&passing, Some(&expected)), ["subtest \"b\" is expected to fail but did not run"]);
    let timeout = result("TIMEOUT", &[]);
    assert_eq!(compare(&timeout, None).len(), 1);
    assert!(compare(&timeout, Some(&from_result(&timeout, None))).is_empty());
}

#[test]
fn a_repeated_subtest_name_that_fails_once_is_expected_after_an_update() {
    // Found by fuzz/fuzz_targets/wpt_expectations.rs: the passing "a" was reported as
    // "PASS, but expected to fail" after --update-expectations, every run.
    let repeated = result("OK", &[("a", "FAIL"), ("a", "PASS")]);
    let updated = from_result(&repeated, None);
    assert!(compare(&repeated, Some(&updated)).is_empty(), "{:?}", compare(&repeated, Some(&updated)));
    let passing = result("OK", &[("a", "PASS"), ("a", "PASS")]);
    assert_eq!(compare(&passing, Some(&updated)).len(), 2, "both pass: unexpected passes");
}

#[test]
fn an_update_from_a_blank_harness_message_writes_a_file_that_loads() {
    // Found by fuzz/fuzz_targets/wpt_expectations.rs: a harness status with the
    // message " " became the reason " ", which `parse` then refused.
    let mut crashed = result("ERROR", &[]);
    crashed.message = Some(" ".into());
    let file = Expectations::from([("/t.html".to_string(), from_result(&crashed, None))]);
    let again = parse(&to_text(&file).expect("text")).expect("the written file loads");
    assert_eq!(again, file);
    assert_eq!(again["/t.html"].status, Some(("ERROR".into(), "no message".into())));
}

#[test]
fn malformed_files_name_the_json_path() {
    let dir = std::env::temp_dir().join(format!("framescope-exp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("e.json");
    for (text, wanted) in [
        ("[1]", "$: expected an object"),
        (
            "{\"/a.html\": {\"expectedFailures\": [\"x\"]}}",
            "$[\"/a.html\"].expectedFailures: expected an object",
        ),
        (
            "{\"/a.html\": {\"expectedFailures\": {\"x\": \"\"}}}",
            "$[\"/a.html\"].expectedFailures[\"x\"]: expected a reason string",
        ),
        ("{\"/a.html\": {\"status\": \"TIMEOUT\"}}", "\"status\" and \"reason\" go together"),
        ("{\"/a.html\": false}", "$[\"/a.html\"]: expected true or an object"),
        ("{\"/a.html\": {\"bogus\": 1}}", "$[\"/a.html\"].bogus: unknown key"),
    ] {
        std::fs::write(&file, text).expect("write");
        let error = load(&file).expect_err(text);
        assert!(error.contains(wanted), "{text}: {error}");
    }
}
