//! `framescope wpt --server wptserve`: the real wptserve (installed by `make setup`) runs
//! a test's Python handler and applies its `.headers` file, the server (and its state) is
//! gone when the run ends (however it ends), a server that dies mid-run fails the remaining tests at
//! once, and `--server builtin` and a bad `--server` still behave.
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn framescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_framescope")).args(args).output().expect("framescope runs")
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// A handler that echoes the query's `x` and the request's method, with a header.
const ECHO_PY: (&str, &str) = (
    "a/resources/echo.py",
    "def main(request, response):\n    response.headers.set(b\"X-Echo\", request.GET.first(b\"x\"))\n    return request.method.encode() + b\" \" + request.GET.first(b\"x\")\n",
);
const HANDLER_TEST: (&str, &str) = (
    "a/handler.window.js",
    "promise_test(async () => {\n  const response = await fetch('resources/echo.py?x=hello', { method: 'PUT' });\n  assert_equals(response.status, 200);\n  assert_equals(response.headers.get('x-echo'), 'hello');\n  assert_equals(await response.text(), 'PUT hello');\n}, 'a Python handler answers');\n",
);
/// A page whose `.headers` file adds a header, which the test reads from its own response.
const HEADERS_TEST: (&str, &str) = (
    "a/headers.html",
    "<!doctype html><script src=/resources/testharness.js></script><script src=/resources/testharnessreport.js></script>\n<script>promise_test(async () => {\n  const response = await fetch(location.href);\n  assert_equals(response.headers.get('x-from-headers-file'), 'yes');\n}, 'the .headers file applies');</script>\n",
);
const HEADERS_FILE: (&str, &str) = ("a/headers.html.headers", "X-From-Headers-File: yes\n");

fn root(name: &str, files: &[(&str, &str)]) -> PathBuf {
    super::page::hosts(&format!("wptserve-{name}"), files)
}

/// The pid `framescope wpt` says its wptserve has.
fn server_pid(out: &str) -> u32 {
    let line = out
        .lines()
        .find(|l| l.starts_with("== wptserve (pid "))
        .unwrap_or_else(|| panic!("no wptserve line:\n{out}"));
    line["== wptserve (pid ".len()..].split(')').next().and_then(|p| p.parse().ok()).expect("a pid")
}

/// The processes whose command line names `root` (the launcher and the stash server it
/// forked take the root as an argument).
fn processes_serving(root: &Path) -> Vec<String> {
    let needle = root.to_string_lossy().into_owned();
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("/proc").flatten() {
        let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else { continue };
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if cmdline.contains("wptserve_launch.py") && cmdline.contains(&needle) {
            found.push(format!("{}: {cmdline}", entry.file_name().to_string_lossy()));
        }
    }
    found
}

/// Waits (up to a minute, for a busy machine) until no process serves `root`.
fn until_no_server(root: &Path) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let left = processes_serving(root);
        if left.is_empty() || Instant::now() > deadline {
            return left;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_python_handler_and_a_headers_file_work_and_the_server_is_gone_after_the_run() {
    let root = root("pass", &[ECHO_PY, HANDLER_TEST, HEADERS_TEST, HEADERS_FILE]);
    let output =
        framescope(&["wpt", s(&root), "--server", "wptserve", "--jobs", "2", "--timeout-multiplier", "10"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(out.contains("OK          1/1  /a/handler.window.html"), "{out}");
    assert!(out.contains("OK          1/1  /a/headers.html"), "{out}");
    // framescope ended its server (and the stash server went with it).
    let pid = server_pid(&out);
    assert_eq!(until_no_server(&root), Vec::<String>::new(), "wptserve's pid was {pid}");
}

#[test]
fn the_builtin_server_runs_no_python_but_applies_headers_files() {
    let root = root("builtin", &[ECHO_PY, HANDLER_TEST, HEADERS_TEST, HEADERS_FILE]);
    let output =
        framescope(&["wpt", s(&root), "--server", "builtin", "--jobs", "2", "--timeout-multiplier", "10"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(!out.contains("== wptserve"), "{out}");
    assert!(out.contains("OK          0/1  /a/handler.window.html  UNEXPECTED"), "{out}");
    assert!(out.contains("OK          1/1  /a/headers.html"), "{out}");
}

#[test]
fn an_unknown_server_is_a_clear_error() {
    let output = framescope(&["wpt", "--server", "nginx"]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("invalid value 'nginx' for '--server <SERVER>'"), "{stderr}");
    assert!(stderr.contains("[possible values: wptserve, builtin]"), "{stderr}");
}

#[test]
fn a_server_that_dies_mid_run_fails_the_remaining_tests_at_once() {
    // The first test's handler ends the server's process; the second test is not run.
    let die = ("a/resources/die.py", "import os\n\ndef main(request, response):\n    os._exit(3)\n");
    let first = ("a/1.window.js", "promise_test(() => fetch('resources/die.py'), 'ends the server');");
    let second = ("a/2.window.js", "test(() => {}, 'never runs');");
    let root = root("dies", &[die, first, second]);
    let output =
        framescope(&["wpt", s(&root), "--server", "wptserve", "--jobs", "1", "--timeout-multiplier", "10"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(out.contains("ERROR       0/0  /a/2.window.html  UNEXPECTED"), "{out}");
    assert!(out.contains("wptserve exited mid-run (exit status: 3)"), "{out}");
    assert_eq!(until_no_server(&root), Vec::<String>::new());
}

#[test]
fn a_killed_framescope_leaves_no_server_behind() {
    let never = ("a/never.window.js", "async_test(() => {}, 'never finishes');");
    let root = root("killed", &[never]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["wpt", s(&root), "--server", "wptserve", "--jobs", "1", "--timeout-multiplier", "10"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("framescope starts");
    // Once it says its server listens, framescope dies at once (SIGKILL: no clean-up).
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let line =
        lines.find_map(|l| l.ok().filter(|l| l.starts_with("== wptserve"))).expect("the wptserve line");
    assert!(!processes_serving(&root).is_empty(), "{line}");
    let pid = child.id();
    child.kill().expect("kill");
    child.wait().expect("wait");
    assert_eq!(until_no_server(&root), Vec::<String>::new(), "{line}");
    // Nor its certificates and log: the launcher removed them on its way out.
    let prefix = format!("framescope-wptserve-{pid}-");
    let left: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .expect("the temp dir")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
        .map(|e| e.path())
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
