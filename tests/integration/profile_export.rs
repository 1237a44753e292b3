//! `framescope run --profile`: the run's own trace and the page's profilers' traces, each
//! exported as a ProfilerTrace, a Chrome `.cpuprofile`, a speedscope file, a Gecko profile
//! and a flame graph, each checked against its format's documented structure; the summary
//! and report name the hot function.
//!
//! The page works in tasks until its own profiler's buffer is full, so every trace has
//! samples however fast the machine is; no assertion is on a time.
use std::collections::HashSet;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

use super::page::hosts;
use super::profiler::{POLICY, UNTIL_FULL, check_invariants};

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn array<'a>(value: &'a Value, key: &str) -> &'a Vec<Value> {
    value[key].as_array().unwrap_or_else(|| panic!("no array {key} in {value}"))
}

/// Chrome DevTools Protocol `Profiler.Profile`: nodes with unique ids forming one tree
/// under the first; each sample a node, with a time delta; hit counts adding up.
fn check_cpuprofile(profile: &Value) {
    let nodes = array(profile, "nodes");
    let ids: HashSet<u64> = nodes.iter().map(|n| n["id"].as_u64().expect("id")).collect();
    assert_eq!(ids.len(), nodes.len(), "node ids are unique");
    let mut parents = HashSet::new();
    for node in nodes {
        let frame = &node["callFrame"];
        assert!(
            frame["functionName"].is_string() && frame["scriptId"].is_string() && frame["url"].is_string()
        );
        assert!(frame["lineNumber"].is_i64() && frame["columnNumber"].is_i64(), "{frame}");
        for child in node["children"].as_array().into_iter().flatten() {
            let child = child.as_u64().expect("child id");
            assert!(ids.contains(&child), "child {child} exists");
            assert!(parents.insert(child), "node {child} has one parent");
        }
    }
    assert_eq!(nodes[0]["callFrame"]["functionName"], "(root)");
    assert_eq!(parents.len(), nodes.len() - 1, "every node but the root has a parent");
    let samples = array(profile, "samples");
    let deltas = array(profile, "timeDeltas");
    assert_eq!(samples.len(), deltas.len());
    assert!(samples.iter().all(|s| ids.contains(&s.as_u64().expect("sample node"))));
    let hits: u64 = nodes.iter().map(|n| n["hitCount"].as_u64().expect("hitCount")).sum();
    assert_eq!(hits as usize, samples.len());
    let (start, end) =
        (profile["startTime"].as_i64().expect("start"), profile["endTime"].as_i64().expect("end"));
    let last = start + deltas.iter().map(|d| d.as_i64().expect("delta")).sum::<i64>();
    assert!(deltas.iter().all(|d| d.as_i64() >= Some(0)) && start <= last && last <= end);
}

/// speedscope's file format schema: a `sampled` profile whose samples are stacks of
/// indexes into the shared frames, with one weight each.
fn check_speedscope(file: &Value) {
    assert_eq!(file["$schema"], "https://www.speedscope.app/file-format-schema.json");
    let frames = array(&file["shared"], "frames");
    assert!(frames.iter().all(|f| f["name"].is_string()));
    let profile = &array(file, "profiles")[0];
    assert_eq!(profile["type"], "sampled");
    assert_eq!(profile["unit"], "milliseconds");
    let (samples, weights) = (array(profile, "samples"), array(profile, "weights"));
    assert_eq!(samples.len(), weights.len());
    for stack in samples {
        assert!(
            stack
                .as_array()
                .expect("stack")
                .iter()
                .all(|i| (i.as_u64().expect("index") as usize) < frames.len())
        );
    }
    assert!(weights.iter().all(|w| w.as_f64() >= Some(0.0)));
    assert!(profile["startValue"].as_f64() <= profile["endValue"].as_f64());
}

/// The Gecko profile format: `meta`, and threads whose tables are `{schema, data}` rows
/// of the schema's width, indexes in range, samples in time order.
fn check_gecko(profile: &Value) {
    assert!(profile["meta"]["version"].is_u64() && profile["meta"]["interval"].is_f64());
    assert!(array(&profile["meta"], "categories").iter().all(|c| c["name"].is_string()));
    let thread = &array(profile, "threads")[0];
    let strings = array(thread, "stringTable");
    let table = |key: &str| {
        let table = &thread[key];
        let width = table["schema"].as_object().expect("schema").len();
        let rows = array(table, "data");
        assert!(rows.iter().all(|r| r.as_array().expect("row").len() == width), "{key} rows of {width}");
        rows.clone()
    };
    let frames = table("frameTable");
    let location = thread["frameTable"]["schema"]["location"].as_u64().expect("location") as usize;
    assert!(frames.iter().all(|f| (f[location].as_u64().expect("string") as usize) < strings.len()));
    let stacks = table("stackTable");
    for (index, stack) in stacks.iter().enumerate() {
        assert!(stack[0].is_null() || (stack[0].as_u64().expect("prefix") as usize) < index);
        assert!((stack[1].as_u64().expect("frame") as usize) < frames.len());
    }
    let mut last = f64::MIN;
    for sample in table("samples") {
        assert!(sample[0].is_null() || (sample[0].as_u64().expect("stack") as usize) < stacks.len());
        let time = sample[1].as_f64().expect("time");
        assert!(time >= last);
        last = time;
    }
    table("markers");
}

#[test]
fn run_profile_exports_the_runs_trace_and_the_pages_in_every_format() {
    let page = format!(
        "{UNTIL_FULL}<script>
        function hot() {{ let x = 0; for (let i = 0; i < 3e5; i++) x += Math.sqrt(i) * 1.0001; return x; }}
        const worker = new Worker('worker.js');
        worker.onmessage = (e) => {{
          console.log('worker: ' + e.data);
          untilFull(40, hot).then(trace => console.log('page samples ' + trace.samples.length));
        }};
        const idle = new Profiler({{ sampleInterval: 5, maxBufferSize: 10000 }});
        </script>"
    );
    // A dedicated worker's profiler (its owner document has the policy), stopped by itself.
    let worker =
        "function workerWork() { let x = 0; for (let i = 0; i < 1e5; i++) x += Math.sqrt(i); return x; }
        const p = new Profiler({ sampleInterval: 5, maxBufferSize: 3 });
        workerWork();
        p.stop().then((trace) => postMessage('stopped with ' + trace.samples.length));";
    let root = hosts(
        "profile-export",
        &[("a.test/index.html", &page), ("a.test/index.html.headers", POLICY), ("a.test/worker.js", worker)],
    );
    let out = root.join("out");
    let report = root.join("report.json");
    let output = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["run", "https://a.test/", "--profiler-base-interval", "1", "--sample-interval", "1"])
        .arg("--hosts")
        .arg(&root)
        .arg("--profile-out")
        .arg(&out)
        .arg("--report")
        .arg(&report)
        .output()
        .expect("framescope runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout.contains("page samples 40"), "{stdout}");
    let report = read_json(&report);
    let profiles = array(&report, "profiles");
    let names: Vec<&str> = profiles.iter().map(|p| p["name"].as_str().expect("name")).collect();
    // The run's trace of the top-level document first, then the page's profilers: the
    // worker's (its own first profiler, in realm 2) and untilFull's in the order they
    // reached the page's group (the worker's comes over a channel: either may be first),
    // then the one still running at the end.
    assert_eq!(names.len(), 4, "{names:?}");
    assert_eq!(names[0], "top-1");
    let mut stopped = names[1..3].to_vec();
    stopped.sort_unstable();
    assert_eq!(stopped, ["profiler-1-realm-2", "profiler-2-realm-1"], "{stdout}");
    assert_eq!(names[3], "profiler-1-realm-1");
    let by_name = |name: &str| profiles.iter().find(|p| p["name"] == name).expect("profile");
    let (top, worker, until_full, idle) = (
        by_name("top-1"),
        by_name("profiler-1-realm-2"),
        by_name("profiler-2-realm-1"),
        by_name("profiler-1-realm-1"),
    );
    assert_eq!(worker["url"], "https://a.test/worker.js");
    assert!(stdout.contains(&format!("worker: stopped with {}", worker["samples"])), "{stdout}");
    assert_eq!(until_full["samples"], 40);
    let still_running: Vec<Option<bool>> =
        [top, worker, until_full, idle].iter().map(|p| p["stillRunning"].as_bool()).collect();
    assert_eq!(still_running, [Some(false), Some(false), Some(false), Some(true)]);
    assert_eq!(idle["sampleIntervalMs"], 5.0);
    for profile in [top, until_full] {
        let top = profile["topFunctions"][0]["function"].as_str().expect("top function");
        assert!(top.starts_with("hot https://a.test/:"), "{profile}");
        assert!(stdout.contains(&format!("  {}: ", profile["name"].as_str().expect("name"))), "{stdout}");
    }
    for name in names {
        let file = |suffix: &str| out.join(format!("{name}{suffix}"));
        let trace = read_json(&file(".trace.json"));
        check_invariants(&trace);
        let samples = array(&trace, "samples").len();
        let cpuprofile = read_json(&file(".cpuprofile"));
        check_cpuprofile(&cpuprofile);
        assert_eq!(array(&cpuprofile, "samples").len(), samples);
        let speedscope = read_json(&file(".speedscope.json"));
        check_speedscope(&speedscope);
        assert_eq!(array(&speedscope["profiles"][0], "samples").len(), samples);
        let gecko = read_json(&file(".gecko.json"));
        check_gecko(&gecko);
        assert_eq!(array(&gecko["threads"][0]["samples"], "data").len(), samples);
        let svg = std::fs::read_to_string(file(".svg")).expect("svg");
        assert!(svg.starts_with("<?xml") && svg.contains("<svg") && svg.trim_end().ends_with("</svg>"));
        if name == "top-1" || name == "profiler-2-realm-1" {
            assert!(svg.contains("hot https://a.test/"), "the hot function is drawn");
        }
    }
}

#[test]
fn run_profile_bad_input_is_refused_before_the_run() {
    let root = hosts("profile-bad", &[("a.test/index.html", "<p>x")]);
    let file = root.join("a-file");
    std::fs::write(&file, "x").expect("file");
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_framescope"))
            .args(["run", "https://a.test/", "--hosts"])
            .arg(&root)
            .args(extra)
            .output()
            .expect("framescope runs")
    };
    let output = run(&["--sample-interval=-1"]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("is not a number of ms"), "{output:?}");
    let output = run(&["--profile-out", file.to_str().expect("utf-8")]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("cannot make the profile folder") && stderr.contains("a-file"), "{stderr}");
    assert!(String::from_utf8_lossy(&output.stdout).is_empty(), "nothing ran");
}
