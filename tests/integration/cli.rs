//! The `framescope` binary as a user runs it.
use std::path::Path;
use std::process::{Command, Output};

fn framescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_framescope")).args(args).output().expect("framescope runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("framescope-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn run_without_a_page_runs_the_demo() {
    let output = framescope(&["run"]);
    assert!(output.status.success(), "{output:?}");
    let out = stdout(&output);
    assert!(out.contains("console.log: lib.js loaded"), "{out}");
    assert!(out.contains("console.log: sum of squares: 30"), "{out}");
    // The microtask queued by the last script runs before the next task.
    let microtask = out.find("a microtask ran").expect("microtask output");
    assert!(out.find("console.warn: next").expect("warn") < microtask);
    assert!(out.contains("fixtures/demo/index.html:15:8"), "the error points into the HTML file: {out}");
}

#[test]
fn run_reports_console_and_errors_of_a_page_as_json() {
    let dir = temp_dir("report");
    let page = dir.join("page.html");
    std::fs::write(&page, "<p>hi</p>\n<script>\nconsole.error('bad', {a: 1});\nthrow new RangeError('nope');\n</script>\n<script src=missing.js></script>").expect("write page");
    let report = dir.join("report.json");
    let output =
        framescope(&["run", page.to_str().expect("utf-8"), "--report", report.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    assert_eq!(json["console"][0], serde_json::json!({"level": "error", "text": "bad {\"a\":1}"}));
    assert_eq!(json["errors"][0]["message"], "RangeError: nope");
    assert!(json["errors"][0]["location"].as_str().expect("location").ends_with("page.html:4:1"), "{json}");
    assert!(json["load_errors"][0].as_str().expect("load error").contains("missing.js"), "{json}");
}

#[test]
fn run_a_js_file() {
    let dir = temp_dir("js");
    let script = dir.join("main.js");
    std::fs::write(&script, "console.log(typeof globalThis, 1 + 1)").expect("write");
    let output = framescope(&["run", script.to_str().expect("utf-8")]);
    assert!(stdout(&output).contains("console.log: object 2"), "{output:?}");
}

#[test]
fn a_missing_page_exits_2_and_names_the_file() {
    let output = framescope(&["run", "no/such/page.html"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no/such/page.html"), "{output:?}");
    assert!(!Path::new("no/such/page.html").exists());
}

#[test]
fn a_report_that_cannot_be_written_is_an_error() {
    let output = framescope(&["run", "--report", "/nonexistent-dir/r.json"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("/nonexistent-dir/r.json"));
}

#[test]
fn wpt_and_bench_say_not_yet() {
    for command in ["wpt", "bench"] {
        let output = framescope(&[command]);
        assert_eq!(output.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&output.stderr).contains("not yet"));
    }
}
