//! Measure Memory end to end: how accurate V8's per-realm attribution is through
//! `performance.measureMemory()`, redirects that must not reveal cross-origin URLs, the
//! `default` execution mode, and `framescope run --measure-memory`.
use std::time::Duration;

use framescope::bindings::measure_memory::MeasureMemoryExecution;
use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::web::measure_memory::top_level::measurements;
use serde_json::Value;
use url::Url;

use super::page::hosts;

const ISOLATED: &str =
    "Cross-Origin-Opener-Policy: same-origin\nCross-Origin-Embedder-Policy: require-corp\n";
const EMBEDDABLE: &str =
    "Cross-Origin-Embedder-Policy: require-corp\nCross-Origin-Resource-Policy: cross-origin\n";
const MB: f64 = 1024.0 * 1024.0;

/// A top page that logs `JSON.stringify(await performance.measureMemory())` once loaded.
const MEASURE_ON_LOAD: &str =
    "<script>onload = async () => console.log(JSON.stringify(await performance.measureMemory()));</script>";

/// Runs `page` from `files` until idle; returns the measurement the page logged.
fn measured(name: &str, files: &[(&str, &str)], page: &str, execution: MeasureMemoryExecution) -> Value {
    let root = hosts(name, files);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    measurements(group.state()).execution.set(execution);
    group.load(Url::parse(page).expect("page url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    let logs: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    let errors = group.state().errors();
    let json =
        logs.iter().find(|l| l.starts_with("{\"bytes\"")).unwrap_or_else(|| panic!("{logs:?} {errors:?}"));
    serde_json::from_str(json).expect("json")
}

/// The bytes of the entry whose one attribution has `url` (and is not aggregated).
fn bytes_of(measurement: &Value, url: &str) -> f64 {
    let entries = measurement["breakdown"].as_array().expect("breakdown");
    let entry = entries
        .iter()
        .find(|e| e["attribution"].as_array().is_some_and(|a| a.iter().any(|a| a["url"] == url)))
        .unwrap_or_else(|| panic!("no entry for {url} in {measurement}"));
    entry["bytes"].as_f64().expect("bytes")
}

fn attributions(measurement: &Value) -> Vec<Value> {
    let entries = measurement["breakdown"].as_array().expect("breakdown");
    entries.iter().flat_map(|e| e["attribution"].as_array().cloned().unwrap_or_default()).collect()
}

/// A frame that retains `mb` MiB of JavaScript numbers (arrays of doubles, 8 bytes each).
fn retaining(mb: usize) -> String {
    format!(
        "<script>window.kept = []; for (let i = 0; i < {mb}; i++) kept.push(new Array(131072).fill(0.5));</script>"
    )
}

#[test]
fn each_frame_is_measured_within_ten_percent_of_what_it_retains() {
    let a = retaining(20);
    let b = retaining(5);
    let files = [
        (
            "a.test/index.html",
            &*format!(
                "<iframe id=a src=a.html></iframe><iframe id=b src=b.html></iframe>\
                 <iframe id=c src=c.html></iframe>{MEASURE_ON_LOAD}"
            ),
        ),
        ("a.test/index.html.headers", ISOLATED),
        ("a.test/a.html", &*a),
        ("a.test/a.html.headers", EMBEDDABLE),
        ("a.test/b.html", &*b),
        ("a.test/b.html.headers", EMBEDDABLE),
        // An empty frame: what a realm holds before its page retains anything.
        ("a.test/c.html", ""),
        ("a.test/c.html.headers", EMBEDDABLE),
    ];
    let m = measured("mm-accuracy", &files, "https://a.test/", MeasureMemoryExecution::Eager);
    let (top, a, b) = (
        bytes_of(&m, "https://a.test/"),
        bytes_of(&m, "https://a.test/a.html"),
        bytes_of(&m, "https://a.test/b.html"),
    );
    // What a frame retains: its page's arrays, and what every realm holds (its globals and
    // the platform's objects), as the empty frame shows.
    let base = bytes_of(&m, "https://a.test/c.html");
    let (retained_a, retained_b) = (base + 20.0 * MB, base + 5.0 * MB);
    assert!(
        (a / retained_a - 1.0).abs() <= 0.10,
        "A: {:.2} MB for {:.2} MB retained",
        a / MB,
        retained_a / MB
    );
    assert!(
        (b / retained_b - 1.0).abs() <= 0.10,
        "B: {:.2} MB for {:.2} MB retained",
        b / MB,
        retained_b / MB
    );
    assert!(top < b / 5.0, "the top page ({:.2} MB) holds much less than its frames", top / MB);
    let sum: f64 = m["breakdown"]
        .as_array()
        .expect("breakdown")
        .iter()
        .map(|e| e["bytes"].as_f64().unwrap_or(0.0))
        .sum();
    assert_eq!(m["bytes"].as_f64(), Some(sum));
}

#[test]
fn redirects_never_reveal_a_cross_origin_url() {
    let files = [
        (
            "a.test/index.html",
            &*format!(
                "<iframe id=same src=redirect.html?target=iframe.html></iframe>\
                 <iframe id=away src=away.html></iframe>\
                 <iframe id=back src=https://b.test/back.html></iframe>{MEASURE_ON_LOAD}"
            ),
        ),
        ("a.test/index.html.headers", ISOLATED),
        ("a.test/redirect.html", ""),
        (
            "a.test/redirect.html.headers",
            &*format!("Status: 302\nLocation: https://a.test/iframe.html\n{EMBEDDABLE}"),
        ),
        ("a.test/iframe.html", "same"),
        ("a.test/iframe.html.headers", EMBEDDABLE),
        ("a.test/away.html", ""),
        (
            "a.test/away.html.headers",
            &*format!("Status: 302\nLocation: https://b.test/secret.html\n{EMBEDDABLE}"),
        ),
        ("b.test/secret.html", "secret"),
        ("b.test/secret.html.headers", EMBEDDABLE),
        ("b.test/back.html", ""),
        (
            "b.test/back.html.headers",
            &*format!("Status: 302\nLocation: https://a.test/iframe.html?back\n{EMBEDDABLE}"),
        ),
    ];
    let m = measured("mm-redirects", &files, "https://a.test/", MeasureMemoryExecution::Eager);
    let all = attributions(&m);
    let find = |id: &str| {
        all.iter().find(|a| a["container"]["id"] == id).cloned().unwrap_or_else(|| panic!("no {id} in {m}"))
    };
    // §1.1: url is where the frame ended, container.src the attribute as written.
    let same = find("same");
    assert_eq!(same["url"], "https://a.test/iframe.html");
    assert_eq!(same["container"]["src"], "redirect.html?target=iframe.html");
    // A same-origin src redirected to another origin: aggregated, its URL unsaid.
    let away = find("away");
    assert_eq!(
        (away["url"].as_str(), away["scope"].as_str()),
        (Some("cross-origin-url"), Some("cross-origin-aggregated"))
    );
    // A cross-origin src redirected back to the top's origin: a same-origin document.
    assert_eq!(find("back")["url"], "https://a.test/iframe.html?back");
    for a in &all {
        let url = a["url"].as_str().unwrap_or_default();
        assert!(url == "cross-origin-url" || url.starts_with("https://a.test/"), "{a}");
    }
}

#[test]
fn default_execution_resolves_with_the_next_garbage_collection() {
    // The page measures, then makes garbage until the promise resolves: V8 takes the
    // measurement with the GC that garbage brings.
    let page = "<script>onload = () => {
        let done = false;
        performance.measureMemory().then((m) => { done = true; console.log(JSON.stringify(m)); });
        let live = [];
        const churn = () => {
            if (done) return;
            for (let i = 0; i < 8; i++) live.push(new Array(131072).fill(i));
            if (live.length > 256) live = [];
            setTimeout(churn, 0);
        };
        churn();
    };</script>";
    let files = [("a.test/index.html", page), ("a.test/index.html.headers", ISOLATED)];
    let m = measured("mm-default", &files, "https://a.test/", MeasureMemoryExecution::Default);
    assert!(bytes_of(&m, "https://a.test/") > 0.0, "{m}");
}

#[test]
fn run_measure_memory_adds_the_measurement_to_the_summary_and_report() {
    let files = [
        ("a.test/index.html", "<iframe id=f src=f.html></iframe><script>new Worker('w.js')</script>"),
        // (The frame keeps far more than the worker's 2 MB and its isolate's own ~2.5 MB of
        // platform code and heap, so that the order of their bars is certain.)
        ("a.test/f.html", &*retaining(8)),
        ("a.test/w.js", "self.kept = new Array(262144).fill(0.5);"),
    ];
    let root = hosts("mm-cli", &files);
    let report = root.join("report.json");
    let chart = root.join("memory.svg");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["run", "https://a.test/", "--measure-memory", "--report"])
        .arg(&report)
        .arg("--memory-chart")
        .arg(&chart)
        .arg("--hosts")
        .arg(&root)
        .output()
        .expect("framescope runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    // The chart names each realm with its scope, the largest first.
    let svg = std::fs::read_to_string(&chart).expect("the chart is written");
    let frame = svg.find("https://a.test/f.html #f [Window]").expect("the frame's bar");
    let worker = svg.find("https://a.test/w.js [DedicatedWorkerGlobalScope]").expect("the worker's bar");
    assert!(frame < worker, "8 MB before 2 MB");
    assert!(stdout.contains("memory (measured from the top-level realm)"), "{stdout}");
    assert!(stdout.contains("https://a.test/f.html  id=\"f\" src=\"f.html\"  Window"), "{stdout}");
    assert!(stdout.contains("DedicatedWorkerGlobalScope"), "{stdout}");
    let json: Value = serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    let m = &json["measurement"];
    assert!(bytes_of(m, "https://a.test/f.html") > 8.0 * MB * 0.9, "{m}");
    assert!(bytes_of(m, "https://a.test/w.js") > 2.0 * MB * 0.9, "{m}");
    let types: Vec<&Value> =
        m["breakdown"].as_array().expect("breakdown").iter().map(|e| &e["types"]).collect();
    assert!(
        types.iter().all(|t| *t == &serde_json::json!(["JS"]) || *t == &serde_json::json!(["Shared"])),
        "{m}"
    );
}

#[test]
fn documents_navigated_away_or_removed_are_no_longer_measured() {
    // A frame that navigates itself (a client-side redirect, as §1.1's example does), and
    // one removed: once V8 can collect their documents, as a browser's would, a
    // measurement no longer lists them (the eager measurement collects first) — also when
    // they stored pairs in Web Storage, which outlive them.
    let files = [
        (
            "a.test/index.html",
            "<iframe id=moving src=first.html></iframe><iframe id=gone src=gone.html></iframe>\
             <script>onload = async () => {\
               document.getElementById('gone').remove();\
               console.log(JSON.stringify(await performance.measureMemory()));\
             };</script>",
        ),
        ("a.test/index.html.headers", ISOLATED),
        (
            "a.test/first.html",
            "<script>localStorage.setItem('first' + location.search, 'x'.repeat(1000));\
             if (!location.search) location.href = 'first.html?second';</script>",
        ),
        ("a.test/first.html.headers", EMBEDDABLE),
        (
            "a.test/gone.html",
            "<script>localStorage.setItem('gone', 'x'.repeat(1000)); sessionStorage.setItem('gone', '1');\
             addEventListener('storage', () => {}); document.createRange(); document.body.children;</script>gone",
        ),
        ("a.test/gone.html.headers", EMBEDDABLE),
    ];
    let m = measured("mm-navigated-away", &files, "https://a.test/", MeasureMemoryExecution::Eager);
    let urls: Vec<String> =
        attributions(&m).iter().map(|a| a["url"].as_str().unwrap_or_default().to_string()).collect();
    assert!(urls.contains(&"https://a.test/first.html?second".to_string()), "{m}");
    assert!(!urls.contains(&"https://a.test/first.html".to_string()), "the navigated-away document: {m}");
    assert!(!urls.contains(&"https://a.test/gone.html".to_string()), "the removed frame's document: {m}");
}

#[test]
fn a_removed_frame_with_a_task_still_queued_for_it_is_not_measured() {
    // The top page's storage change queues a storage event task for the frame (HTML's
    // "broadcast", a global task on the frame's window), and the frame is removed before
    // that task runs: destroying its document takes the task out of the queue, so nothing
    // holds the document when the eager measurement collects.
    let files = [
        (
            "a.test/index.html",
            "<iframe id=gone src=gone.html></iframe>\
             <script>onload = async () => {\
               localStorage.setItem('k', 'v');\
               document.getElementById('gone').remove();\
               console.log(JSON.stringify(await performance.measureMemory()));\
             };</script>",
        ),
        ("a.test/index.html.headers", ISOLATED),
        ("a.test/gone.html", "<script>addEventListener('storage', () => {});</script>gone"),
        ("a.test/gone.html.headers", EMBEDDABLE),
    ];
    let m = measured("mm-queued-task", &files, "https://a.test/", MeasureMemoryExecution::Eager);
    let urls: Vec<String> =
        attributions(&m).iter().map(|a| a["url"].as_str().unwrap_or_default().to_string()).collect();
    assert!(urls.contains(&"https://a.test/".to_string()), "{m}");
    assert!(!urls.contains(&"https://a.test/gone.html".to_string()), "the removed frame's document: {m}");
}

/// A node made in one realm and adopted into another's document: V8 attributes memory to
/// the realm whose objects hold it (an object's map names its native context; what only
/// it reaches is marked with it), not to the document a node is in. So a frame's node that
/// the top page adopts, with the 20 MB its frame's code hung on it, is still the frame's;
/// the top page's document holding the node adds nothing of that to the top.
#[test]
fn a_node_adopted_into_another_realm_stays_attributed_to_the_realm_that_made_it() {
    let frame = "<body><script>const big = document.createElement('div'); big.id = 'big';\
                 big.kept = []; for (let i = 0; i < 20; i++) big.kept.push(new Array(131072).fill(0.5));\
                 document.body.append(big);</script>";
    let top = "<iframe id=a src=a.html></iframe><iframe id=c src=c.html></iframe>\
               <script>onload = async () => {\
                 const node = document.getElementById('a').contentDocument.getElementById('big');\
                 document.body.append(node);\
                 if (node.ownerDocument !== document || document.getElementById('big') !== node) throw new Error('not adopted');\
                 console.log(JSON.stringify(await performance.measureMemory()));\
               };</script>";
    let files = [
        ("a.test/index.html", top),
        ("a.test/index.html.headers", ISOLATED),
        ("a.test/a.html", frame),
        ("a.test/a.html.headers", EMBEDDABLE),
        ("a.test/c.html", ""),
        ("a.test/c.html.headers", EMBEDDABLE),
    ];
    let m = measured("mm-adopted", &files, "https://a.test/", MeasureMemoryExecution::Eager);
    let base = bytes_of(&m, "https://a.test/c.html");
    let (top, a) = (bytes_of(&m, "https://a.test/"), bytes_of(&m, "https://a.test/a.html"));
    assert!(
        (a / (base + 20.0 * MB) - 1.0).abs() <= 0.10,
        "the frame that made the node: {:.2} MB for {:.2} MB retained",
        a / MB,
        (base + 20.0 * MB) / MB
    );
    assert!(top < 5.0 * MB, "the top page, whose document holds the node: {:.2} MB", top / MB);
}

/// The initial about:blank's Window reused by the frame's first same-origin document
/// (runtime/navigation/window_reuse.rs): what the about:blank's scripts left in the context
/// is the new document's, in Measure Memory and in the report's realm records; the
/// about:blank's record is detached, never measured.
#[test]
fn a_reused_window_is_measured_as_its_new_document() {
    let files = [
        (
            "a.test/index.html",
            &*format!(
                "<iframe id=f></iframe><script>\
                 f.contentWindow.eval('window.kept = []; for (let i = 0; i < 20; i++) kept.push(new Array(131072).fill(0.5));');\
                 f.src = 'c.html';</script>{MEASURE_ON_LOAD}"
            ),
        ),
        ("a.test/index.html.headers", ISOLATED),
        ("a.test/c.html", "<script>console.log('kept ' + window.kept.length)</script>"),
        ("a.test/c.html.headers", EMBEDDABLE),
    ];
    let root = hosts("mm-reused-window", &files);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    measurements(group.state()).execution.set(MeasureMemoryExecution::Eager);
    group.load(Url::parse("https://a.test/").expect("page url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    let logs: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    assert!(logs.iter().any(|l| l == "kept 20"), "the new document sees the about:blank's global: {logs:?}");
    let json = logs.iter().find(|l| l.starts_with("{\"bytes\"")).unwrap_or_else(|| panic!("{logs:?}"));
    let m: Value = serde_json::from_str(json).expect("json");
    let frame = bytes_of(&m, "https://a.test/c.html");
    assert!(frame > 18.0 * MB, "the frame's document holds the 20 MB its Window kept: {:.2} MB", frame / MB);
    assert!(
        !attributions(&m).iter().any(|a| a["url"] == "about:blank"),
        "the replaced about:blank is not measured: {m}"
    );
    // The report: one record per document, the about:blank's detached, the new one not,
    // under the same container.
    let realms = group.state().realms();
    let blank = realms.iter().find(|r| r.url.as_str() == "about:blank").expect("the about:blank's record");
    let document = realms.iter().find(|r| r.url.as_str() == "https://a.test/c.html").expect("the new record");
    assert!(blank.detached && !document.detached);
    assert_ne!(blank.id, document.id);
    assert_eq!(blank.container.as_ref().map(|c| &c.id), document.container.as_ref().map(|c| &c.id));
    assert_eq!(document.container.as_ref().map(|c| c.src.as_str()), Some("c.html"));
}
