//! `framescope wpt` as a user runs it: results, timeouts and hangs, expectations,
//! reports, shards, skips, bad input.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn framescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_framescope")).args(args).output().expect("framescope runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A WPT root made of `(path, content)` files.
fn root(name: &str, files: &[(&str, &str)]) -> PathBuf {
    super::page::hosts(&format!("wpt-{name}"), files)
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

const MIXED: &[(&str, &str)] = &[
    ("a/pass.any.js", "test(() => assert_true(true), 'passes');"),
    ("a/fail.window.js", "test(() => assert_equals(1, 2), 'fails'); test(() => {}, 'passes too');"),
    ("a/never.window.js", "async_test(() => {}, 'never finishes');"),
    ("a/hang.window.js", "test(() => { for (;;) {} }, 'hangs');"),
    (
        "a/oom.window.js",
        "test(() => { const keep = []; for (;;) keep.push(new Array(1e6).fill(1.5)); }, 'exhausts the heap');",
    ),
    ("a/shared.any.js", "// META: global=sharedworker\ntest(() => {});"),
    ("a/resources/helper.any.js", "this is not a test"),
];

#[test]
fn results_timeouts_and_hangs_are_reported_and_the_run_goes_on() {
    let root = root("mixed", MIXED);
    let report = root.join("report.json");
    let output = framescope(&[
        "wpt",
        s(&root),
        "--timeout-multiplier",
        "0.05",
        "--report",
        s(&report),
        "--jobs",
        "2",
        "--max-heap-mb",
        "128",
    ]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "failures are unexpected without expectations:\n{out}");
    for line in [
        "OK          1/2  /a/fail.window.html  UNEXPECTED",
        "subtest \"fails\": FAIL: assert_equals: expected 2 but got 1",
        "TIMEOUT     0/0  /a/hang.window.html  UNEXPECTED",
        "harness status TIMEOUT (expected OK): the test did not complete in",
        "TIMEOUT     0/1  /a/never.window.html  UNEXPECTED",
        "CRASH       0/0  /a/oom.window.html  UNEXPECTED",
        "harness status CRASH (expected OK): out of memory: the realm http://web-platform.test:8000/a/oom.window.html reached the heap limit of 128 MB",
        "OK          1/1  /a/pass.any.html",
        "OK          1/1  /a/pass.any.worker.html",
        "SKIP        0/0  /a/shared.any.sharedworker.html",
        "skipped: SharedWorker is not implemented yet",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
    assert!(out.contains("3 passed, 2 failed (7 files, 1 skipped, 4 unexpected)"), "{out}");
    assert!(!out.contains("helper"), "resources/ holds no tests");

    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    assert_eq!(json["run_info"]["product"], "framescope");
    assert!(json["time_end"].as_u64() >= json["time_start"].as_u64());
    let fail = json["results"]
        .as_array()
        .expect("results")
        .iter()
        .find(|r| r["test"] == "/a/fail.window.html")
        .expect("fail");
    assert_eq!(fail["status"], "OK");
    assert_eq!(
        fail["subtests"][0],
        serde_json::json!({"name": "fails", "status": "FAIL", "message": "assert_equals: expected 2 but got 1"})
    );
}

#[test]
fn expectations_are_updated_compared_and_checked_for_stale_entries() {
    let root = root("expectations", &MIXED[..3]);
    assert!(MIXED[..3].iter().all(|(p, _)| !p.contains("oom")));
    let expectations = root.join("expectations.json");
    let update = framescope(&[
        "wpt",
        s(&root),
        "--timeout-multiplier",
        "0.05",
        "--expectations",
        s(&expectations),
        "--update-expectations",
    ]);
    assert!(update.status.success(), "{update:?}");
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&expectations).expect("file")).expect("json");
    assert_eq!(written["/a/pass.any.html"], true);
    assert_eq!(
        written["/a/fail.window.html"]["expectedFailures"]["fails"],
        "FAIL: assert_equals: expected 2 but got 1"
    );
    assert_eq!(written["/a/never.window.html"]["status"], "TIMEOUT");

    let again =
        framescope(&["wpt", s(&root), "--timeout-multiplier", "0.05", "--expectations", s(&expectations)]);
    assert!(again.status.success(), "as expected now:\n{}", stdout(&again));

    // A test that starts passing is unexpected too; so is an entry for a missing test.
    std::fs::write(root.join("a/fail.window.js"), "test(() => {}, 'fails'); test(() => {}, 'passes too');")
        .expect("write");
    std::fs::remove_file(root.join("a/pass.any.js")).expect("remove");
    let changed =
        framescope(&["wpt", s(&root), "--timeout-multiplier", "0.05", "--expectations", s(&expectations)]);
    let out = stdout(&changed);
    assert_eq!(changed.status.code(), Some(1), "{out}");
    assert!(out.contains("subtest \"fails\": PASS, but expected to fail"), "{out}");
    assert!(out.contains("STALE   expectation for /a/pass.any.html: no such test"), "{out}");
}

#[test]
fn shards_split_the_tests() {
    let root = root("shards", &MIXED[..1]);
    let first = stdout(&framescope(&["wpt", s(&root), "--shard", "1/2"]));
    let second = stdout(&framescope(&["wpt", s(&root), "--shard", "2/2"]));
    let tests = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.starts_with("OK"))
            .filter_map(|l| l.split_whitespace().nth(2))
            .map(String::from)
            .collect()
    };
    assert_eq!(tests(&first), ["/a/pass.any.html"], "{first}");
    assert_eq!(tests(&second), ["/a/pass.any.worker.html"], "{second}");
}

#[test]
fn bad_input_exits_2_and_says_why() {
    let root = root("bad", &MIXED[..1]);
    let malformed = root.join("bad.json");
    std::fs::write(&malformed, "{\"/a/pass.any.html\": {\"expectedFailures\": []}}").expect("write");
    let cases: [(&[&str], &str); 5] = [
        (&["wpt", "--wpt-root", "/no/such/wpt"], "no such WPT root: /no/such/wpt"),
        (
            &["wpt", s(&root), "--expectations", s(&malformed)],
            "$[\"/a/pass.any.html\"].expectedFailures: expected an object",
        ),
        (&["wpt", s(&root), "--expectations", "/no/such/expectations.json"], "no such expectations file"),
        (&["wpt", s(&root), "--shard", "3/2"], "is not a shard I/N"),
        (&["wpt", s(&root), "--timeout-multiplier", "0"], "is not a multiplier"),
    ];
    for (args, message) in cases {
        let output = framescope(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
    let meta = root.join("a/meta.any.js");
    std::fs::write(&meta, "// META: frobnicate=1\ntest(() => {});").expect("write");
    let output = framescope(&["wpt", s(&meta), "--wpt-root", s(&root)]);
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("unknown META directive \"frobnicate\""),
        "{output:?}"
    );
}
