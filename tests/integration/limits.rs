//! Resource limits: a page, frame or worker that exhausts its isolate's heap limit
//! (`--max-heap-mb`) is stopped with a memory error — never V8's fatal out-of-memory,
//! which would end the process — and a document too large for the limit is refused.
use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::{BrowsingContextGroup, PageErrorKind};
use framescope::runtime::heap_limit::GroupOptions;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::RealmId;
use url::Url;

/// A small limit keeps the tests fast: the loops below fill it in well under a second.
const LIMIT: &str = "64";

/// Grows without bound: arrays of doubles (the common case).
const GROW_ARRAYS: &str = "const kept = []; for (;;) kept.push(new Array(1e5).fill(1.5));";
/// Grows without bound: a string doubled and flattened each time (V8 allocates it in a
/// runtime function, where it reports no current context: the realm comes from the
/// context framescope entered).
const DOUBLE_STRING: &str = "let s = 'x'; for (;;) { s = s + s; s.charCodeAt(s.length - 1); }";

fn framescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_framescope")).args(args).output().expect("framescope runs")
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// Runs `page` from the hosts made of `files` with `--max-heap-mb 64` and a report; returns
/// the summary and the report.
fn run(name: &str, files: &[(&str, &str)], page: &str) -> (String, serde_json::Value) {
    let hosts = super::page::hosts(&format!("limits-{name}"), files);
    let report = hosts.join("report.json");
    let output =
        framescope(&["run", page, "--hosts", s(&hosts), "--max-heap-mb", LIMIT, "--report", s(&report)]);
    let summary = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{output:?}");
    let json = std::fs::read_to_string(&report).expect("the report is written");
    (summary, serde_json::from_str(&json).expect("json"))
}

fn contains(haystack: &str, needles: &[&str]) {
    for needle in needles {
        assert!(haystack.contains(needle), "missing {needle:?} in\n{haystack}");
    }
}

fn entry_names(report: &serde_json::Value, realm: usize, kind: &str) -> Vec<String> {
    report["realms"][realm]["timeline"]["entries"]
        .as_array()
        .unwrap_or_else(|| panic!("realm {realm} has a timeline: {report}"))
        .iter()
        .filter(|e| e["entryType"] == kind)
        .map(|e| e["name"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn the_top_page_out_of_memory_ends_the_run_with_a_summary_and_a_report() {
    let page = format!(
        "<!doctype html><script>performance.mark('before'); console.log('start');
         addEventListener('error', () => console.log('error event'));</script>
         <script>{GROW_ARRAYS}</script>
         <script>console.log('the next script');</script>"
    );
    let (summary, report) = run("top", &[("a.test/top.html", &page)], "https://a.test/top.html");
    let error = "out of memory: the realm https://a.test/top.html reached the heap limit of 64 MB";
    contains(
        &summary,
        &[
            &format!("[1] memory error: {error}\n"),
            "[1] console.log: start",
            "1 error(s); stopped at the heap limit (out of memory)",
            "report written to ",
        ],
    );
    // Nothing of the page runs after the limit: no error event, no later script.
    assert!(!summary.contains("error event") && !summary.contains("the next script"), "{summary}");
    assert_eq!(report["outcome"], "out-of-memory");
    assert_eq!(
        report["errors"],
        serde_json::json!([{"realm": 1, "kind": "memory", "message": error, "location": null}])
    );
    // The report still read the realm's timeline from JavaScript after the limit.
    assert_eq!(entry_names(&report, 0, "mark"), ["before"]);
    assert_eq!(entry_names(&report, 0, "navigation"), ["https://a.test/top.html"]);
}

#[test]
fn an_iframe_out_of_memory_is_named_and_stops_the_page() {
    let files = [
        (
            "a.test/index.html",
            "<script>performance.mark('top')</script><iframe src='https://b.test/frame.html'></iframe>
             <script>setTimeout(() => console.log('top timer'), 0)</script>",
        ),
        ("b.test/frame.html", &*format!("<script>performance.mark('frame'); {DOUBLE_STRING}</script>")),
    ];
    let (summary, report) = run("iframe", &files, "https://a.test/index.html");
    let error = "out of memory: the realm https://b.test/frame.html reached the heap limit of 64 MB";
    contains(
        &summary,
        &[
            "[2] https://b.test/frame.html (Window, origin https://b.test) in <iframe",
            &format!("[2] memory error: {error}\n"),
            "stopped at the heap limit (out of memory)",
        ],
    );
    assert_eq!(report["outcome"], "out-of-memory");
    assert_eq!(
        report["errors"],
        serde_json::json!([{"realm": 2, "kind": "memory", "message": error, "location": null}])
    );
    // The frame's own timeline too is read after the limit.
    assert_eq!(entry_names(&report, 0, "mark"), ["top"]);
    assert_eq!(entry_names(&report, 1, "mark"), ["frame"]);
}

#[test]
fn a_worker_out_of_memory_ends_only_the_worker() {
    let files = [
        (
            "a.test/index.html",
            "<script>
               const worker = new Worker('grow.js');
               worker.onmessage = (e) => console.log('worker says ' + e.data);
               worker.onerror = (e) => {
                 console.log('error event: ' + e.message);
                 performance.mark('after the worker');
                 setTimeout(() => console.log('the page goes on'), 0);
               };
             </script>",
        ),
        ("a.test/grow.js", &*format!("postMessage('hello'); {GROW_ARRAYS}")),
    ];
    let (summary, report) = run("worker", &files, "https://a.test/index.html");
    let error = "out of memory: the worker https://a.test/grow.js reached the heap limit of 64 MB";
    contains(
        &summary,
        &[
            "[2] https://a.test/grow.js (DedicatedWorkerGlobalScope, origin https://a.test) (detached)",
            "[1] console.log: worker says hello",
            &format!("[1] console.log: error event: {error}\n"),
            "[1] console.log: the page goes on",
            &format!("[2] memory error: {error}\n"),
            "1 error(s); the event loop went idle",
        ],
    );
    assert_eq!(report["outcome"], "idle");
    assert_eq!(
        report["errors"],
        serde_json::json!([{"realm": 2, "kind": "memory", "message": error, "location": null}])
    );
    assert_eq!(entry_names(&report, 0, "mark"), ["after the worker"]);
}

/// A 50 MB page: `(markup, text length)`, one paragraph of text.
fn fifty_megabytes() -> (String, usize) {
    let text = "lorem ipsum dolor sit amet ".repeat(50 * 1024 * 1024 / 27);
    let page = format!(
        "<!doctype html><p>{text}</p><script>console.log('parsed', document.querySelector('p').textContent.length)</script>"
    );
    (page, text.len())
}

#[test]
fn a_50_mb_page_is_refused_under_a_small_limit_and_loads_under_a_large_one() {
    let (page, text) = fifty_megabytes();
    let hosts = super::page::hosts("limits-large-page", &[("a.test/big.html", &page)]);
    let url = Url::parse("https://a.test/big.html").expect("url");
    let top = RealmId::MIN;

    // 64 MB: documents may be 1 MB; the page is refused, with an empty document.
    let mut group = BrowsingContextGroup::with_options(
        VirtualHosts::new(Some(hosts.clone())),
        GroupOptions { max_heap_mb: 64, ..GroupOptions::default() },
    );
    group.load(url.clone());
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    let errors = group.state().errors();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, PageErrorKind::Load);
    assert_eq!(errors[0].realm, Some(top));
    assert_eq!(
        errors[0].message,
        format!(
            "https://a.test/big.html: not loaded: the document is 50.0 MB ({} bytes), over the limit of 1.0 MB \
             for documents (1/64 of the heap limit of 64 MB)",
            page.len()
        )
    );
    let document =
        "[document.querySelector('p'), document.documentElement.textContent, document.readyState].join()";
    assert_eq!(group.eval(top, document).as_deref(), Ok(",,complete"));
    assert!(group.state().console_messages().is_empty());
    drop(group);

    // 4096 MB: documents may be 64 MB; the page loads and its script sees the text.
    let mut group = BrowsingContextGroup::with_options(
        VirtualHosts::new(Some(hosts.clone())),
        GroupOptions { max_heap_mb: 4096, ..GroupOptions::default() },
    );
    group.load(url);
    assert_eq!(group.run(Duration::from_secs(120)), Outcome::Idle);
    assert!(group.state().errors().is_empty(), "{:?}", group.state().errors());
    let console: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    assert_eq!(console, [format!("parsed {text}")]);
    // The 50 MB file does not stay behind.
    let _ = std::fs::remove_dir_all(&hosts);
}

#[test]
fn the_heap_limit_must_be_a_number_of_mb_in_range() {
    for bad in ["0", "15", "65537", "lots", "-1"] {
        for command in ["run", "wpt"] {
            let output = framescope(&[command, &format!("--max-heap-mb={bad}")]);
            assert_eq!(output.status.code(), Some(2), "{command} --max-heap-mb {bad}: {output:?}");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(stderr.contains("is not a number of MB between 16 and 65536"), "{stderr}");
        }
    }
}
