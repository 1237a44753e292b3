//! `framescope wpt` as a user runs it: results, timeouts and hangs, expectations,
//! reports, shards, skips, bad input.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// `framescope wpt` under the built-in server unless the test names one: these tests are
/// about the runner, not the server (tests/integration/wptserve.rs is about wptserve).
fn with_server<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut args = args.to_vec();
    if args.first() == Some(&"wpt") && !args.iter().any(|a| a.starts_with("--server")) {
        args.extend(["--server", "builtin"]);
    }
    args
}

fn framescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_framescope")).args(with_server(args)).output().expect("framescope runs")
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

// Tests that finish run with generous limits (the harness's 10 s, or more), since a busy
// machine may take seconds to start one; only tests that never finish get short ones, as
// they can only be TIMEOUT however long the machine takes.
const PASS: (&str, &str) = ("a/pass.any.js", "test(() => assert_true(true), 'passes');");
const FAIL: (&str, &str) =
    ("a/fail.window.js", "test(() => assert_equals(1, 2), 'fails'); test(() => {}, 'passes too');");
const NEVER: (&str, &str) = ("a/never.window.js", "async_test(() => {}, 'never finishes');");
const HANG: (&str, &str) = ("a/hang.window.js", "test(() => { for (;;) {} }, 'hangs');");
const OOM: (&str, &str) = (
    "a/oom.window.js",
    "test(() => { const keep = []; for (;;) keep.push(new Array(1e6).fill(1.5)); }, 'exhausts the heap');",
);
const SHARED: (&str, &str) = ("a/shared.any.js", "// META: global=sharedworker\ntest(() => {});");
const HELPER: (&str, &str) = ("a/resources/helper.any.js", "this is not a test");

#[test]
fn results_and_crashes_are_reported_and_the_run_goes_on() {
    let root = root("mixed", &[PASS, FAIL, OOM, SHARED, HELPER]);
    let report = root.join("report.json");
    // The out-of-memory crash takes seconds (more on a busy machine): a 100 s harness
    // timeout is never what ends it.
    let output = framescope(&[
        "wpt",
        s(&root),
        "--timeout-multiplier",
        "10",
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
        "CRASH       0/0  /a/oom.window.html  UNEXPECTED",
        "harness status CRASH (expected OK): out of memory: the realm http://web-platform.test:8000/a/oom.window.html reached the heap limit of 128 MB",
        "OK          1/1  /a/pass.any.html",
        "OK          1/1  /a/pass.any.worker.html",
        "OK          1/1  /a/shared.any.sharedworker.html",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
    assert!(out.contains("4 passed, 1 failed (5 files, 0 skipped, 2 unexpected)"), "{out}");
    // The unexpected ones again, with their problems, last (CI keeps a log's tail).
    let (_, recap) = out.split_once("== unexpected results").expect("the recap");
    let recap: Vec<&str> = recap.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    assert_eq!(
        recap[..4],
        [
            "OK          1/2  /a/fail.window.html  UNEXPECTED",
            "subtest \"fails\": FAIL: assert_equals: expected 2 but got 1",
            "CRASH       0/0  /a/oom.window.html  UNEXPECTED",
            "harness status CRASH (expected OK): out of memory: the realm http://web-platform.test:8000/a/oom.window.html reached the heap limit of 128 MB",
        ],
        "{out}"
    );
    assert!(!out.contains("helper"), "resources/ holds no tests");
    // Each test's line is printed as it ends, then all of them in the tests' order.
    let (as_they_end, _) = out.split_once("== results in test order").expect("the ordered listing");
    assert_eq!(as_they_end.lines().filter(|l| l.contains("  /a/")).count(), 5, "{out}");
    let order: Vec<&str> = in_test_order(&out)
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|w| w.len() >= 3 && ["OK", "CRASH", "SKIP"].contains(&w[0]))
        .map(|w| w[2])
        .collect();
    assert_eq!(
        order,
        [
            "/a/fail.window.html",
            "/a/oom.window.html",
            "/a/pass.any.html",
            "/a/pass.any.worker.html",
            "/a/shared.any.sharedworker.html",
        ],
        "results in the tests' order:\n{out}"
    );

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
fn timeouts_and_hangs_are_reported_and_the_run_goes_on() {
    // Neither test ever finishes, so short limits (the harness's 0.5 s, 5.5 s in all) can
    // only end them in TIMEOUT (a test that should finish would race them on a busy
    // machine). One job: the test after the hang (never, in path order) runs once the
    // hang is stopped.
    let root = root("timeouts", &[NEVER, HANG]);
    let output = framescope(&["wpt", s(&root), "--timeout-multiplier", "0.05", "--jobs", "1"]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "timeouts are unexpected without expectations:\n{out}");
    for line in [
        "TIMEOUT     0/0  /a/hang.window.html  UNEXPECTED",
        "harness status TIMEOUT (expected OK): the test did not complete in",
        "TIMEOUT     0/1  /a/never.window.html  UNEXPECTED",
        "subtest \"never finishes\": TIMEOUT: Test timed out",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
    assert!(out.contains("0 passed, 1 failed (2 files, 0 skipped, 2 unexpected)"), "{out}");
}

#[test]
fn a_page_with_nothing_left_to_run_is_timed_out_at_once() {
    // The harness's limit is 100 s here. The waiting test still has a timer (and passes
    // when it fires); the stuck one has nothing left to run once that timer has run, so
    // the runner times it out then (the message says which way it was timed out; past
    // the limit it would say "after 100 s").
    const WAITING: (&str, &str) = (
        "a/waiting.window.js",
        "async_test(t => { t.step_timeout(() => t.done(), 300); }, 'done by a timer'); \
         async_test(() => {}, 'never finishes');",
    );
    let root = root("idle", &[WAITING]);
    let output = framescope(&["wpt", s(&root), "--timeout-multiplier", "10", "--jobs", "1"]);
    let out = stdout(&output);
    for line in [
        "TIMEOUT     1/2  /a/waiting.window.html  UNEXPECTED",
        "harness status TIMEOUT (expected OK): the runner timed the test out at once: the page had nothing left to run",
        "subtest \"never finishes\": TIMEOUT: Test timed out",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
}

#[test]
fn expectations_are_updated_compared_and_checked_for_stale_entries() {
    // The default limits: the passing tests have 10 s, the never-ending one takes them.
    let root = root("expectations", &[PASS, FAIL, NEVER]);
    let expectations = root.join("expectations.json");
    let update = framescope(&[
        "wpt",
        s(&root),
        "--jobs",
        "2",
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

    let again = framescope(&["wpt", s(&root), "--jobs", "2", "--expectations", s(&expectations)]);
    assert!(again.status.success(), "as expected now:\n{}", stdout(&again));

    // A test that starts passing is unexpected too; so is an entry for a missing test.
    std::fs::write(root.join("a/fail.window.js"), "test(() => {}, 'fails'); test(() => {}, 'passes too');")
        .expect("write");
    std::fs::remove_file(root.join("a/pass.any.js")).expect("remove");
    std::fs::remove_file(root.join("a/never.window.js")).expect("remove");
    let changed = framescope(&["wpt", s(&root), "--expectations", s(&expectations)]);
    let out = stdout(&changed);
    assert_eq!(changed.status.code(), Some(1), "{out}");
    assert!(out.contains("subtest \"fails\": PASS, but expected to fail"), "{out}");
    assert!(out.contains("STALE   expectation for /a/pass.any.html: no such test"), "{out}");
    assert!(out.contains("STALE   expectation for /a/never.window.html: no such test"), "{out}");
}

/// The lines `framescope wpt` prints in the tests' order, after those it printed as each
/// test ended (and before the recap of the unexpected ones).
fn in_test_order(out: &str) -> &str {
    let ordered = out.rsplit("== results in test order").next().unwrap_or(out);
    ordered.split("== unexpected results").next().unwrap_or(ordered)
}

#[test]
fn shards_split_the_tests() {
    let root = root("shards", &[PASS]);
    let first = stdout(&framescope(&["wpt", s(&root), "--shard", "1/2"]));
    let second = stdout(&framescope(&["wpt", s(&root), "--shard", "2/2"]));
    let tests = |out: &str| -> Vec<String> {
        in_test_order(out)
            .lines()
            .filter(|l| l.starts_with("OK"))
            .filter_map(|l| l.split_whitespace().nth(2))
            .map(String::from)
            .collect()
    };
    assert_eq!(tests(&first), ["/a/pass.any.html"], "{first}");
    assert_eq!(tests(&second), ["/a/pass.any.worker.html"], "{second}");
}

/// `framescope wpt` run from `cwd`, its output and exit status.
fn framescope_in(cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_framescope"))
        .current_dir(cwd)
        .args(with_server(args))
        .output()
        .expect("framescope runs")
}

#[test]
fn paths_may_be_relative_to_the_root_or_test_urls_from_any_directory() {
    let variants: (&str, &str) = (
        "a/b/variants.any.js",
        "// META: variant=?one\n// META: variant=?two\ntest(() => assert_equals(location.search, '?two'), 'two');",
    );
    let root = root("urls", &[PASS, FAIL, variants]);
    let elsewhere =
        root.with_file_name(format!("{}-elsewhere", root.file_name().expect("name").to_string_lossy()));
    std::fs::create_dir_all(&elsewhere).expect("dir");
    let ran = |cwd: &Path, paths: &[&str]| -> (Option<i32>, Vec<String>, String) {
        let mut args = vec!["wpt", "--wpt-root", s(&root)];
        args.extend_from_slice(paths);
        let output = framescope_in(cwd, &args);
        let out = stdout(&output);
        let tests = in_test_order(&out)
            .lines()
            .filter(|l| l.starts_with("OK") || l.starts_with("ERROR"))
            .filter_map(|l| l.split_whitespace().nth(2))
            .map(String::from)
            .collect();
        (output.status.code(), tests, format!("{out}{}", String::from_utf8_lossy(&output.stderr)))
    };
    let (inside_a, inside_b, absolute) = (root.join("a"), root.join("a/b"), root.join("a/fail.window.js"));
    let cases: [(&Path, &[&str], &[&str]); 8] = [
        // A path relative to the root, from a directory outside it.
        (&elsewhere, &["a/pass.any.js"], &["/a/pass.any.html", "/a/pass.any.worker.html"]),
        (
            &elsewhere,
            &["a/b/"],
            &[
                "/a/b/variants.any.html?one",
                "/a/b/variants.any.html?two",
                "/a/b/variants.any.worker.html?one",
                "/a/b/variants.any.worker.html?two",
            ],
        ),
        // Test URLs: just the variant named (and, with a query, just that one).
        (&elsewhere, &["/a/pass.any.worker.html"], &["/a/pass.any.worker.html"]),
        (
            &elsewhere,
            &["/a/b/variants.any.worker.html?two", "/a/fail.window.html"],
            &["/a/b/variants.any.worker.html?two", "/a/fail.window.html"],
        ),
        (
            &elsewhere,
            &["/a/b/variants.any.html"],
            &["/a/b/variants.any.html?one", "/a/b/variants.any.html?two"],
        ),
        // As before: a path from the working directory, or absolute, under the root.
        (&inside_a, &["pass.any.js"], &["/a/pass.any.html", "/a/pass.any.worker.html"]),
        (&elsewhere, &[s(&absolute)], &["/a/fail.window.html"]),
        (&inside_b, &["../fail.window.js"], &["/a/fail.window.html"]),
    ];
    for (cwd, paths, expected) in cases {
        let (_, tests, out) = ran(cwd, paths);
        assert_eq!(tests, expected, "{paths:?} from {}:\n{out}", cwd.display());
    }
    // The variants ran at their URLs: `?two` passes, `?one` fails.
    let (code, _, out) = ran(&elsewhere, &["/a/b/variants.any.html"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("OK          1/1  /a/b/variants.any.html?two\n"), "{out}");
    assert!(out.contains("OK          0/1  /a/b/variants.any.html?one  UNEXPECTED"), "{out}");

    for (path, message) in [
        ("/a/missing.any.html", "/a/missing.any.html: no such file, folder or test URL"),
        ("a/missing.any.js", "a/missing.any.js: no such file, folder or test URL"),
        ("/a/b/variants.any.html?three", "/a/b/variants.any.html?three: no such test"),
        ("/a/pass.any.sharedworker.html", "/a/pass.any.sharedworker.html: no such test"),
    ] {
        let (code, tests, out) = ran(&elsewhere, &[path]);
        assert_eq!((code, tests.len()), (Some(2), 0), "{path}: {out}");
        assert!(out.contains(&format!("framescope wpt: {message}")), "{path}: {out}");
    }
}

#[test]
fn bad_input_exits_2_and_says_why() {
    let root = root("bad", &[PASS]);
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

/// A server on 127.0.0.1 that answers each request with how many it has had ("1", "2", …),
/// to any origin; returns its port.
fn counting_server() -> u16 {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1");
    let port = listener.local_addr().expect("its address").port();
    std::thread::spawn(move || {
        for (count, stream) in listener.incoming().enumerate() {
            let Ok(mut stream) = stream else { continue };
            let mut request = Vec::new();
            let mut buf = [0; 1024];
            while !request.windows(4).any(|w| w == b"\r\n\r\n") {
                match stream.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => request.extend_from_slice(&buf[..n]),
                }
            }
            let body = (count + 1).to_string();
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nAccess-Control-Allow-Origin: *\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    port
}

#[test]
fn unexpected_results_run_again_alone_and_a_pass_then_is_flaky() {
    // The counter test passes only on its second run; the failing one never does.
    let port = counting_server();
    let counter = format!(
        "promise_test(async () => {{ \
           const response = await fetch('http://127.0.0.1:{port}/count'); \
           assert_equals(await response.text(), '2'); \
         }}, 'the second run');"
    );
    let root = root("retry", &[("a/counter.window.js", &counter), FAIL]);
    let allow = format!("--allow-net=127.0.0.1:{port}");
    let output =
        framescope(&["wpt", s(&root), &allow, "--retry-unexpected", "2", "--timeout-multiplier", "10"]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "fail.window.html stays unexpected:\n{out}");
    assert!(out.contains("== running 2 unexpected again, one at a time (retry 1)"), "{out}");
    assert!(out.contains("== running 1 unexpected again, one at a time (retry 2)"), "{out}");
    let (_, flaky) =
        out.split_once("== flaky: unexpected at first, as expected when run again alone").expect(&out);
    let flaky: Vec<&str> = flaky.lines().map(str::trim).filter(|l| !l.is_empty()).take(2).collect();
    assert_eq!(
        flaky,
        [
            "OK          0/1  /a/counter.window.html  UNEXPECTED",
            "subtest \"the second run\": FAIL: assert_equals: expected \"2\" but got \"1\"",
        ],
        "{out}"
    );
    let ordered = in_test_order(&out);
    assert!(
        ordered.contains("OK          1/1  /a/counter.window.html\n"),
        "the retry's result stands:\n{out}"
    );
    assert!(out.contains("2 passed, 1 failed (2 files, 0 skipped, 1 unexpected, 1 flaky)"), "{out}");
}
