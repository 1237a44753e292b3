//! The `framescope` binary as a user runs it.
use std::process::{Command, Output};

fn framescope(args: &[&str]) -> Output {
    framescope_with_env(args, &[])
}

fn framescope_with_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_framescope"));
    command.args(args).envs(env.iter().copied());
    command.output().expect("framescope runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("framescope-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The one suite of a `framescope bench --json` report (checking the report's shape) and
/// its details.
fn suite_details(path: &std::path::Path) -> serde_json::Value {
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("results")).expect("json");
    assert!(report["machine"]["cpus"].as_u64().is_some_and(|n| n >= 1), "{report}");
    let suites = report["suites"].as_array().expect("suites");
    assert_eq!(suites.len(), 1, "{report}");
    let suite = &suites[0];
    for row in suite["rows"].as_array().expect("rows") {
        for key in ["variant", "metric", "unit"] {
            assert!(row[key].is_string(), "{row}");
        }
        let ci = row["ci95"].as_array().expect("ci95");
        assert!(
            row["median"].is_number() && ci.len() == 2 && row["runs"].as_u64().is_some_and(|n| n >= 1),
            "{row}"
        );
    }
    if suite["details"].is_null() { suite.clone() } else { suite["details"].clone() }
}

#[test]
fn run_without_a_page_runs_the_demo() {
    let output = framescope(&["run"]);
    assert!(output.status.success(), "{output:?}");
    let out = stdout(&output);
    for expected in [
        "[2] https://example.com/worker.js (DedicatedWorkerGlobalScope, origin https://example.com)",
        "[3] https://example.com/redirect.html?target=iframe.html (Window, origin https://example.com) in <iframe id=\"example-id\" src=\"redirect.html?target=iframe.html\"> (detached)",
        "[7] https://example.com/iframe2 (Window, origin https://example.com) in <iframe id=\"inner\"",
        "attribution token: container id=\"cross-origin-id\" src=\"https://foo.com/iframe1\", cross-origin aggregated true",
        "[2] console.log: worker: https://example.com/worker.js",
        "[4] console.log: foo.com: reading the cross-origin parent's document threw SecurityError",
        "8 realm(s)",
        "the event loop went idle",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in\n{out}");
    }
}

#[test]
fn run_writes_a_json_report() {
    let dir = temp_dir("report");
    let report = dir.join("report.json");
    let output = framescope(&["run", "--report", report.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    assert_eq!(json["outcome"], "idle");
    let realm = &json["realms"][7];
    assert_eq!(realm["id"], 8);
    assert_eq!(realm["url"], "https://example.com/iframe.html");
    assert_eq!(realm["origin"], "https://example.com");
    assert_eq!(realm["scope"], "Window");
    assert_eq!(realm["parent"], 1);
    let redirect = "redirect.html?target=iframe.html";
    assert_eq!(
        realm["container"],
        serde_json::json!({"kind": "iframe", "id": "example-id", "src": redirect})
    );
    assert_eq!(
        realm["attributionToken"],
        serde_json::json!({"container": {"id": "example-id", "src": redirect}, "crossOriginAggregated": false})
    );
    assert_eq!(json["realms"][0]["attributionToken"]["container"], serde_json::Value::Null);
    assert_eq!(json["realms"][1]["scope"], "DedicatedWorkerGlobalScope");
    assert_eq!(json["realms"][1]["parent"], 1);
    assert_eq!(json["realms"][2]["detached"], true);
    // Each realm's performance timeline: the window's navigation entry first; a detached
    // realm's as it was when it went; a worker's (sent by its thread) has no navigation.
    for (index, url) in
        [(0, "https://example.com/"), (2, "https://example.com/redirect.html?target=iframe.html")]
    {
        let entries = &json["realms"][index]["timeline"]["entries"];
        assert_eq!(entries[0]["entryType"], "navigation", "realm {index}: {entries}");
        assert_eq!(entries[0]["name"], url);
        assert!(json["realms"][index]["timeline"]["timeOrigin"].as_f64().is_some_and(|t| t > 1.6e12));
    }
    assert_eq!(json["realms"][0]["timeline"]["entries"][0]["type"], "navigate");
    assert!(json["realms"][0]["timeline"]["entries"][0]["loadEventEnd"].as_f64().is_some_and(|t| t > 0.0));
    assert_eq!(json["realms"][1]["timeline"]["entries"], serde_json::json!([]));
    assert_eq!(
        json["console"][0],
        serde_json::json!({"realm": 1, "level": "log", "text": "top: https://example.com/"})
    );
}

#[test]
fn run_a_page_from_other_hosts_and_record_its_errors() {
    let dir = temp_dir("hosts");
    std::fs::create_dir_all(dir.join("a.test")).expect("dir");
    std::fs::write(
        dir.join("a.test/index.html"),
        "<p>hi</p>\n<script>\nconsole.error('bad', {a: 1});\nthrow new RangeError('nope');\n</script>",
    )
    .expect("write");
    let report = dir.join("report.json");
    let output = framescope(&[
        "run",
        "https://a.test/",
        "--hosts",
        dir.to_str().expect("utf-8"),
        "--report",
        report.to_str().expect("utf-8"),
    ]);
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    assert_eq!(
        json["console"][0],
        serde_json::json!({"realm": 1, "level": "error", "text": "bad {\"a\":1}"})
    );
    assert_eq!(json["errors"][0]["message"], "RangeError: nope");
    assert_eq!(json["errors"][0]["location"], "https://a.test/:4:1");
    assert_eq!(json["errors"][0]["realm"], 1);
}

#[test]
fn run_an_xhtml_page_with_an_svg_and_frames_and_a_malformed_one() {
    let dir = temp_dir("xhtml");
    let site = dir.join("a.test");
    std::fs::create_dir_all(&site).expect("dir");
    for (name, text) in [
        (
            "index.xhtml",
            "<?xml version='1.0' encoding='utf-8'?>\n\
             <html xmlns='http://www.w3.org/1999/xhtml'><head><title>XHTML</title>\n\
             <script>console.log('head', document.contentType, document.documentElement.tagName)</script></head>\n\
             <body onload=\"console.log('load', frames.length, frames[0].document.documentElement.namespaceURI)\">\n\
             <svg xmlns='http://www.w3.org/2000/svg'><circle r='1'/><script>console.log('svg', document.querySelector('circle').namespaceURI)</script></svg>\n\
             <iframe src='picture.svg'></iframe>\n\
             <iframe src='broken.xhtml'></iframe>\n\
             <script><![CDATA[ if (1 < 2) console.log('cdata script');\nthrow new TypeError('at line 9'); ]]></script>\n\
             </body></html>",
        ),
        (
            "picture.svg",
            "<svg xmlns='http://www.w3.org/2000/svg'><script>console.log('in svg', document.contentType)</script></svg>",
        ),
        (
            "broken.xhtml",
            "<html xmlns='http://www.w3.org/1999/xhtml'><body><script>console.log('before the error')</script>\n<p>unclosed</body></html>",
        ),
    ] {
        std::fs::write(site.join(name), text).expect("write");
    }
    let report = dir.join("report.json");
    let output = framescope(&[
        "run",
        "https://a.test/index.xhtml",
        "--hosts",
        dir.to_str().expect("utf-8"),
        "--report",
        report.to_str().expect("utf-8"),
    ]);
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    let console: Vec<&str> =
        json["console"].as_array().expect("console").iter().filter_map(|m| m["text"].as_str()).collect();
    let at =
        |text: &str| console.iter().position(|m| *m == text).unwrap_or_else(|| panic!("{text}: {console:?}"));
    // Scripts run in document order as the XML parser reaches them; the frames' own, and
    // the body's load handler when every frame has loaded.
    assert!(at("head application/xhtml+xml html") < at("svg http://www.w3.org/2000/svg"), "{console:?}");
    assert!(at("svg http://www.w3.org/2000/svg") < at("cdata script"), "{console:?}");
    at("in svg image/svg+xml");
    at("before the error");
    assert!(at("load 2 http://www.w3.org/2000/svg") > at("in svg image/svg+xml"), "{console:?}");
    let errors = json["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0]["message"], "TypeError: at line 9");
    assert_eq!(errors[0]["location"], "https://a.test/index.xhtml:9:1");
}

#[test]
fn run_a_local_html_file() {
    let dir = temp_dir("local");
    let page = dir.join("main.html");
    std::fs::write(&page, "<script>console.log(typeof window, location.protocol)</script>").expect("write");
    let output = framescope(&["run", page.to_str().expect("utf-8")]);
    assert!(stdout(&output).contains("console.log: object file:"), "{output:?}");
}

/// The realm snapshot kept between processes (`runtime/web/html/realm_snapshot_cache.rs`):
/// the first run writes it, the next reads it, and a damaged file is made again.
#[test]
fn the_realm_snapshot_is_kept_for_the_next_process_and_a_damaged_one_made_again() {
    let dir = temp_dir("snapshot-cache");
    let cache = dir.join("cache");
    let page = dir.join("main.html");
    std::fs::write(&page, "<script>console.log(typeof document.body, [1, 2].at(-1))</script>")
        .expect("write");
    let run = || {
        let output = framescope_with_env(
            &["run", page.to_str().expect("utf-8")],
            &[("FRAMESCOPE_CACHE_DIR", cache.to_str().expect("utf-8"))],
        );
        assert!(stdout(&output).contains("console.log: object 2"), "{output:?}");
    };
    let files = || -> Vec<std::path::PathBuf> {
        let mut files: Vec<_> = std::fs::read_dir(&cache)
            .map(|entries| entries.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        files.sort();
        files
    };
    run();
    let made = files();
    assert_eq!(made.len(), 1, "one snapshot file: {made:?}");
    let modified = || std::fs::metadata(&made[0]).and_then(|m| m.modified()).expect("mtime");
    let first = modified();
    run();
    assert_eq!(modified(), first, "the second run read the file and did not write it again");
    // Cut short: ignored, and written whole again.
    let bytes = std::fs::read(&made[0]).expect("read");
    std::fs::write(&made[0], &bytes[..bytes.len() / 2]).expect("damage");
    run();
    // (Each snapshot V8 makes differs a little: its size is not compared with the first.)
    let again = std::fs::read(&made[0]).expect("read").len();
    assert!(again > bytes.len() / 2 + 1024, "made again whole: {again} bytes");
    let remade = modified();
    run();
    assert_eq!(modified(), remade, "and read, not made, after");
    assert_eq!(files(), made);
}

#[test]
fn input_errors_exit_2_and_name_the_problem() {
    let hosts_file = temp_dir("hosts-file").join("hosts.txt");
    std::fs::write(&hosts_file, "not a folder").expect("write");
    let hosts_file = hosts_file.to_str().expect("utf-8");
    let cases: [(&[&str], &str); 9] = [
        (&["run", "no/such/page.html"], "no such page file: no/such/page.html"),
        (&["run", "--hosts", "/no/such/hosts"], "no such hosts directory: /no/such/hosts"),
        (&["run", "https://nowhere.test/x.html"], "404 Not Found: https://nowhere.test/x.html"),
        (&["run", "https://[bad"], "is not a valid URL"),
        (&["run", "--timeout", "0"], "the timeout must be more than 0 seconds"),
        (&["run", "--timeout", "soon"], "is not a number of seconds"),
        (&["run", "--hosts", hosts_file], "is a file: it must be a folder with one folder per host"),
        (&["run", "."], "is a folder, not an HTML file"),
        (&["run", "--report", "/nonexistent-dir/r.json"], "/nonexistent-dir/r.json"),
    ];
    for (args, message) in cases {
        let output = framescope(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn run_reports_marks_and_measures_in_order_with_their_detail() {
    let dir = temp_dir("timeline");
    let page = dir.join("marks.html");
    std::fs::write(
        &page,
        "<script>performance.mark('late', {startTime: 50, detail: {n: [1, 2]}});\n\
         performance.mark('early', {startTime: 10});\n\
         performance.measure('span', 'early', 'late');\n\
         performance.mark('cyclic', {startTime: 20, detail: (() => { const o = {}; o.self = o; return o; })()});</script>",
    )
    .expect("write");
    let report = dir.join("report.json");
    let output =
        framescope(&["run", page.to_str().expect("utf-8"), "--report", report.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output).contains("performance timeline: 1 navigation, 3 mark, 1 measure"), "{output:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    let entries = json["realms"][0]["timeline"]["entries"].as_array().expect("entries");
    let names: Vec<&str> = entries.iter().filter_map(|e| e["name"].as_str()).collect();
    assert_eq!(names[1..], ["early", "span", "cyclic", "late"]);
    assert_eq!(entries[2]["duration"], 40.0);
    assert_eq!(entries[4]["detail"], serde_json::json!({"n": [1, 2]}));
    // A cycle JSON cannot hold is cut with null.
    assert_eq!(entries[3]["detail"], serde_json::json!({"self": null}));
}

#[test]
fn bench_compares_user_timing_with_node() {
    let dir = temp_dir("bench");
    let results = dir.join("bench.json");
    let output = framescope(&[
        "bench",
        "user-timing",
        "--iterations",
        "2000",
        "--rounds",
        "2",
        "--json",
        results.to_str().expect("utf-8"),
    ]);
    assert!(output.status.success(), "{output:?}");
    let json = suite_details(&results);
    assert_eq!(json["framescope"]["runsMs"].as_array().map(Vec::len), Some(2));
    // Every round finds the measures made since the last clear: 1 + 2 + ... + 1024, and
    // then 1 + ... + (2000 - 1024).
    let expected = (1..=1024).sum::<u64>() + (1..=(2000 - 1024)).sum::<u64>();
    assert_eq!(json["framescope"]["entriesSeen"], expected);
    // Node is on the machines this runs on; when it is, it must agree.
    if json["node"].is_object() {
        assert_eq!(json["node"]["entriesSeen"], expected);
        assert!(json["ratio"].as_f64().is_some(), "{json}");
        assert!(stdout(&output).contains("ratio framescope/node"));
    } else {
        assert!(json["nodeError"].is_string());
    }
}

#[test]
fn bench_measures_what_an_iframe_costs() {
    let dir = temp_dir("bench-realms");
    let results = dir.join("realms.json");
    let output =
        framescope(&["bench", "realms", "--frames", "20", "--json", results.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{output:?}");
    let json = suite_details(&results);
    // A tenth of the frames, and all of them.
    assert_eq!(json["frames"], serde_json::json!([2, 20]));
    let ours = json["framescope"]["results"].as_array().expect("framescope results");
    assert_eq!(ours.iter().map(|r| r["frames"].clone()).collect::<Vec<_>>(), [2, 20]);
    // (Per frame: the page's CPU less the same page's with no frame, over N; with two
    // frames that never get a context the difference is within the noise, so only its
    // kind is checked here, not its size: the figures are the benchmark's to report.)
    assert!(json["framescope"]["pageCpuMs"].as_f64().is_some_and(|ms| ms > 0.0), "{json}");
    for engine in ["framescope", "framescopeTouched"] {
        let results = json[engine]["results"].as_array().expect("results");
        assert_eq!(results.len(), 2, "{json}");
        for result in results {
            assert!(result["cpuMs"].as_f64().is_some_and(|ms| ms > 0.0), "{result}");
            assert!(result["cpuMsPerFrame"].as_f64().is_some_and(|ms| ms >= 0.0), "{result}");
            assert!(result["mainThreadCpuMsPerFrame"].as_f64().is_some(), "{result}");
        }
    }
    assert!(json["goals"]["flat"].is_boolean() && json["goals"]["cpuPerFrame"].is_boolean());
    let out = stdout(&output);
    assert!(out.contains("goals: ≤ 1 ms per iframe"), "{out}");
    // jsdom comes from `make jsdom`; when it is there, it ran the same page.
    if json["jsdom"].is_object() {
        assert_eq!(json["jsdomRatios"].as_array().map(Vec::len), Some(2), "{json}");
        assert!(json["goals"]["jsdomRatio"].is_boolean());
        assert!(out.contains("jsdom / framescope"), "{out}");
    } else {
        assert!(json["jsdomError"].is_string(), "{json}");
        assert!(out.contains("jsdom: not compared"), "{out}");
    }
    let output = framescope(&["bench", "realms", "--frames", "3", "--no-node", "--jsdom", "/no/such/jsdom"]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output).contains("jsdom: not compared: no Node given"), "{output:?}");
}

#[test]
fn bench_times_a_memory_measurement_against_a_full_gc() {
    let dir = temp_dir("bench-measure-memory");
    let results = dir.join("measure-memory.json");
    let output = framescope(&[
        "bench",
        "measure-memory",
        "--frames",
        "4",
        "--rounds",
        "2",
        "--json",
        results.to_str().expect("utf-8"),
    ]);
    assert!(output.status.success(), "{output:?}");
    let json = suite_details(&results);
    assert_eq!(json["frames"], 4);
    // Four frames of ~2 MB each were measured (and the top page).
    assert!(json["measuredBytes"].as_f64().is_some_and(|b| b > 8e6), "{json}");
    assert_eq!(json["measurementMs"].as_array().map(Vec::len), Some(2));
    assert_eq!(json["fullGcMs"].as_array().map(Vec::len), Some(2));
    assert!(json["ratio"].as_f64().is_some_and(|r| r > 0.0) && json["goalMet"].is_boolean(), "{json}");
    assert!(stdout(&output).contains("goal ≤ 1.5×"), "{output:?}");
}

#[test]
fn bench_times_building_a_trace_at_two_sizes() {
    let dir = temp_dir("bench-trace");
    let results = dir.join("trace.json");
    let output = framescope(&[
        "bench",
        "trace",
        "--samples",
        "2000",
        "--rounds",
        "2",
        "--json",
        results.to_str().expect("utf-8"),
    ]);
    assert!(output.status.success(), "{output:?}");
    let json = suite_details(&results);
    let sizes = json["sizes"].as_array().expect("sizes");
    assert_eq!(sizes.iter().map(|s| s["samples"].as_u64()).collect::<Vec<_>>(), [Some(200), Some(2000)]);
    for size in sizes {
        // The same call tree at both sizes: some of its nodes are frames, all in stacks.
        let (frames, stacks) =
            (size["frames"].as_u64().expect("frames"), size["stacks"].as_u64().expect("stacks"));
        assert!(frames > 0 && stacks >= frames && size["nodes"].as_u64() > Some(stacks), "{size}");
        assert_eq!(size["runsMs"].as_array().map(Vec::len), Some(2));
        assert!(size["toJavascriptMedianMs"].as_f64().is_some());
    }
    assert_eq!(json["goalMs"], 50.0);
    assert!(json["goalMet"].is_boolean());
    assert!(stdout(&output).contains("goal: building the largest"), "{output:?}");
}

#[test]
fn bench_profiler_overhead_reports_every_variant_of_every_workload() {
    let dir = temp_dir("bench-profiler-overhead");
    let results = dir.join("overhead.json");
    // An npm package as the harness installs one (a UMD file that defines a global), so
    // that the test needs no registry; and an npm that cannot run, for a package missing.
    let packages = dir.join("workloads");
    let acorn = packages.join("node_modules/acorn");
    std::fs::create_dir_all(acorn.join("dist")).expect("mkdir");
    std::fs::write(acorn.join("package.json"), r#"{"name": "acorn", "version": "8.14.0"}"#).expect("write");
    std::fs::write(
        acorn.join("dist/acorn.js"),
        "(function (global, factory) { factory(global.acorn = {}); })(this, function (exports) {\n\
           'use strict';\n\
           function words(text) { return text.split(/\\s+/).filter((w) => w.length > 0); }\n\
           function parse(text) { let body = []; for (let i = 0; i < 50; i++) body = words(text).map((w) => ({ type: w })); return { body }; }\n\
           exports.parse = parse;\n\
         });\n",
    )
    .expect("write");
    let output = framescope_with_env(
        &[
            "bench",
            "profiler-overhead",
            "--rounds",
            "2",
            "--scale",
            "20",
            "--profiler-base-interval",
            "1",
            "--workloads",
            "compute,acorn,marked",
            "--workloads-dir",
            packages.to_str().expect("utf-8"),
            "--no-node",
            "--resolve-for",
            "1",
            "--json",
            results.to_str().expect("utf-8"),
        ],
        &[("FRAMESCOPE_NPM", "/nonexistent/npm")],
    );
    assert!(output.status.success(), "{output:?}");
    let json = suite_details(&results);
    assert_eq!(json["name"], "profiler-overhead");
    let rows = json["rows"].as_array().expect("rows");
    for workload in ["compute", "acorn"] {
        let variants: std::collections::BTreeSet<&str> =
            rows.iter().filter(|r| r["workload"] == workload).filter_map(|r| r["variant"].as_str()).collect();
        // With a base of 1 ms, framescope's 0.5 and 0.1 ms are rounded up to 1 ms, and
        // named by it; the instrumented profiler runs at every interval as asked.
        let expected = [
            "framescope@10ms",
            "framescope@1ms",
            "framescope@5ms",
            "framescope@none",
            "instrumented@0.1ms",
            "instrumented@0.5ms",
            "instrumented@10ms",
            "instrumented@1ms",
            "instrumented@5ms",
            "instrumented@none",
        ];
        assert_eq!(variants.into_iter().collect::<Vec<_>>(), expected, "{workload}: {json}");
    }
    assert!(rows.iter().all(|r| r["workload"] != "marked"), "marked could not be installed: {json}");
    for row in rows {
        assert!(row["metric"].is_string() && row["unit"].is_string() && row["median"].is_number(), "{row}");
        let ci = row["ci95"].as_array().expect("ci95");
        assert!(ci.len() == 2 && ci[0].as_f64() <= ci[1].as_f64(), "{row}");
        assert!(row["runs"].as_u64().is_some_and(|n| n >= 2), "{row}");
    }
    let metrics: std::collections::BTreeSet<&str> =
        rows.iter().filter_map(|r| r["metric"].as_str()).collect();
    for metric in ["cpu_ms", "overhead_pct", "samples_per_second", "empty_stack_pct"] {
        assert!(metrics.contains(metric), "{metric} in {metrics:?}");
    }
    // The instrumented page probed the library's functions and the workload's.
    let probed = json["instrumentedFunctions"].as_array().expect("instrumentedFunctions");
    let acorn_probed = probed.iter().find(|p| p["workload"] == "acorn").expect("acorn");
    assert!(acorn_probed["functions"].as_u64().is_some_and(|n| n >= 5), "{probed:?}");
    // Rounds are added (for a second at most) while a goal is not resolved: every row of
    // a workload has as many runs as it had rounds.
    for workload in probed {
        let rounds = workload["rounds"].as_u64().expect("rounds");
        assert_eq!(workload["addedRounds"].as_u64(), Some(rounds - 2), "{workload}");
        for row in rows.iter().filter(|r| r["workload"] == workload["workload"]) {
            assert_eq!(row["runs"].as_u64(), Some(rounds), "{row}");
        }
    }
    let notes: Vec<&str> =
        json["skipped"].as_array().expect("skipped").iter().filter_map(|n| n.as_str()).collect();
    assert!(notes.iter().any(|n| n.starts_with("node: skipped")), "{notes:?}");
    assert!(
        notes.iter().any(|n| n.starts_with("workload marked: skipped: marked@15.0.8 could not be installed")),
        "{notes:?}"
    );
    let printed = stdout(&output);
    assert!(printed.contains("goal: compute: framescope@10ms"), "{printed}");
    assert!(printed.contains("acorn/instrumented@1ms"), "{printed}");
}

#[test]
fn bench_census_walks_the_heap_and_finds_every_instance() {
    let dir = temp_dir("bench-census");
    let results = dir.join("census.json");
    let chart = dir.join("census.svg");
    let output = framescope(&[
        "bench",
        "census",
        "--objects",
        "5000",
        "--runs",
        "2",
        "--json",
        results.to_str().expect("utf-8"),
        "--chart",
        chart.to_str().expect("utf-8"),
    ]);
    let svg = std::fs::read_to_string(&chart).expect("chart");
    assert!(
        svg.contains("<svg") && svg.contains("census") && svg.contains("heap_objects_per_second"),
        "{svg}"
    );
    assert!(output.status.success(), "{output:?}");
    let json = suite_details(&results);
    assert_eq!(json["objects"], 5000);
    // The walk visits the whole heap: more objects than the page's own.
    assert!(json["heapObjects"].as_u64().is_some_and(|n| n > 5000), "{json}");
    assert_eq!(json["runsMs"].as_array().map(Vec::len), Some(2));
    assert!(json["objectsPerSecond"].as_f64().is_some_and(|r| r > 0.0) && json["goalMet"].is_boolean());
}

#[test]
fn bench_bad_input_exits_2() {
    let output = framescope(&["bench", "no-such-benchmark"]);
    assert_eq!(output.status.code(), Some(2));
    let output =
        framescope(&["bench", "user-timing", "--iterations", "5", "--runs", "1", "--node", "/no/such/node"]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output).contains("node: not compared: cannot run \"/no/such/node\""), "{output:?}");
    let output = framescope(&["bench", "realms", "--frames", "3", "--jsdom", "/no/such/jsdom"]);
    assert!(output.status.success(), "{output:?}");
    assert!(
        stdout(&output).contains("jsdom: not compared: jsdom is not installed at /no/such/jsdom"),
        "{output:?}"
    );
    let output = framescope(&["bench", "realms", "--frames", "0"]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
}
