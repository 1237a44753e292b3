//! `framescope run --virtual-time`: a page's clocks, timers, animation frames and
//! `Math.random` are deterministic, so the same page gives the same report on every run.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// 2000-01-01T00:00:00Z, where the virtual clock starts.
const START_MS: f64 = 946_684_800_000.0;

/// A folder of virtual hosts from `(host/path, content)` pairs.
fn hosts(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("framescope-virtual-time-{name}-{}", std::process::id()));
    for (path, content) in files {
        let file = dir.join(path);
        std::fs::create_dir_all(file.parent().expect("a host folder")).expect("create host");
        std::fs::write(file, content).expect("write file");
    }
    dir
}

/// Runs `page` from `hosts` with `args`, and returns the process and its report.
fn run(hosts: &Path, page: &str, args: &[&str], report: &str) -> (Output, serde_json::Value) {
    let report = hosts.join(report);
    let output = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["run", page, "--hosts"])
        .arg(hosts)
        .arg("--report")
        .arg(&report)
        .args(args)
        .output()
        .expect("framescope runs");
    assert!(output.status.success(), "{output:?}");
    let json = std::fs::read_to_string(&report).expect("a report");
    (output, serde_json::from_str(&json).expect("JSON"))
}

/// The console messages of `report` that are JSON arrays, by their first item.
fn logged(report: &serde_json::Value, tag: &str) -> Vec<serde_json::Value> {
    report["console"]
        .as_array()
        .expect("console")
        .iter()
        .filter_map(|m| serde_json::from_str::<serde_json::Value>(m["text"].as_str()?).ok())
        .filter(|v| v[0] == tag)
        .collect()
}

const PAGE: &str = r#"<!doctype html><title>virtual time</title>
<script>
const log = (...items) => console.log(JSON.stringify(items));
log("start", performance.now(), Date.now(), Math.random());
setTimeout(() => log("timer", performance.now(), Date.now()), 1000);
setTimeout(() => log("late timer", performance.now()), 100000);
requestAnimationFrame((t) => log("frame", t, performance.now()));
let ticks = 0;
const id = setInterval(() => { if (++ticks === 3) { clearInterval(id); log("interval", performance.now()); } }, 500);
fetch("data.txt").then((r) => r.text()).then((text) => log("fetched", text, performance.now()));
new Worker("worker.js").onmessage = (e) => log("worker", ...e.data);
</script>
<iframe src="https://b.test/"></iframe>"#;

fn page_hosts(name: &str) -> PathBuf {
    hosts(
        name,
        &[
            ("a.test/index.html", PAGE),
            ("a.test/data.txt", "data"),
            (
                "a.test/worker.js",
                "setTimeout(() => postMessage([performance.now(), Date.now(), Math.random()]), 2000);",
            ),
            (
                "b.test/index.html",
                r#"<script>setTimeout(() => console.log(JSON.stringify(["frame b", performance.now(), Math.random()])), 300)</script>"#,
            ),
        ],
    )
}

#[test]
fn timers_frames_and_workers_run_on_the_virtual_clock() {
    let dir = page_hosts("clock");
    // 100 s of page time in a run allowed 20 s of real time: the clock jumps when idle.
    let args = ["--virtual-time-budget", "200000", "--timeout", "20"];
    let (output, report) = run(&dir, "https://a.test/", &args, "r.json");
    assert_eq!(report["outcome"], "idle", "{report}");
    let start = &logged(&report, "start")[0];
    assert_eq!((start[1].as_f64(), start[2].as_f64()), (Some(0.0), Some(START_MS)), "{start}");
    let timer = &logged(&report, "timer")[0];
    assert_eq!((timer[1].as_f64(), timer[2].as_f64()), (Some(1000.0), Some(START_MS + 1000.0)), "{timer}");
    assert_eq!(logged(&report, "late timer")[0][1].as_f64(), Some(100_000.0), "{report}");
    assert_eq!(logged(&report, "interval")[0][1].as_f64(), Some(1500.0), "{report}");
    assert_eq!(logged(&report, "frame b")[0][1].as_f64(), Some(300.0), "{report}");
    // The first rendering opportunity is at 1000/60 ms, never after performance.now().
    let frame = &logged(&report, "frame")[0];
    let (stamp, now) = (frame[1].as_f64().expect("timestamp"), frame[2].as_f64().expect("now"));
    assert!((stamp - 1000.0 / 60.0).abs() < 1e-9 && stamp <= now && now < 18.0, "{frame}");
    // A fetch takes a little virtual time; the worker's timer is on the same clock.
    let fetched = logged(&report, "fetched")[0][2].as_f64().expect("time");
    assert!(fetched > 0.0 && fetched < 1.0, "{report}");
    let worker = &logged(&report, "worker")[0];
    let worker_now = worker[1].as_f64().expect("worker time");
    assert!((2000.0..2001.0).contains(&worker_now), "{worker}");
    let worker_date = worker[2].as_f64().expect("worker Date.now()") - START_MS;
    assert!((2000.0..=2001.0).contains(&worker_date), "{worker}");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("virtual time: the clock advanced 100000"), "{out}");
}

#[test]
fn the_same_page_gives_the_same_report_and_the_seed_decides_math_random() {
    let dir = page_hosts("same");
    let (_, first) = run(&dir, "https://a.test/", &["--virtual-time"], "1.json");
    let (_, second) = run(&dir, "https://a.test/", &["--virtual-time"], "2.json");
    let bytes = |name: &str| std::fs::read(dir.join(name)).expect("report");
    assert!(bytes("1.json") == bytes("2.json"), "{first}\n{second}");
    // The demo too: frames of three origins, a worker, redirects.
    let demo = |name: &str| {
        let path = dir.join(name);
        let output = Command::new(env!("CARGO_BIN_EXE_framescope"))
            .args(["run", "--virtual-time", "--report"])
            .arg(&path)
            .output()
            .expect("framescope runs");
        assert!(output.status.success(), "{output:?}");
        std::fs::read(path).expect("report")
    };
    assert!(demo("demo1.json") == demo("demo2.json"));
    let (_, seeded) = run(&dir, "https://a.test/", &["--seed", "7"], "3.json");
    let (_, again) = run(&dir, "https://a.test/", &["--seed", "7"], "4.json");
    let random = |report: &serde_json::Value| logged(report, "start")[0][3].as_f64().expect("a number");
    assert_eq!(random(&seeded), random(&again));
    assert_ne!(random(&seeded), random(&first));
}

#[test]
fn a_page_that_never_goes_idle_stops_at_the_budget() {
    let dir = hosts(
        "budget",
        &[(
            "a.test/index.html",
            r#"<script>setInterval(() => console.log(JSON.stringify(["tick", performance.now()])), 1000)</script>"#,
        )],
    );
    let (output, report) = run(&dir, "https://a.test/", &["--virtual-time-budget", "5000"], "r.json");
    assert_eq!(report["outcome"], "timeout", "{report}");
    let ticks: Vec<f64> = logged(&report, "tick").iter().filter_map(|t| t[1].as_f64()).collect();
    assert_eq!(ticks, [1000.0, 2000.0, 3000.0, 4000.0, 5000.0]);
    assert!(String::from_utf8_lossy(&output.stdout).contains("budget 5000 ms"), "{output:?}");
}

#[test]
fn bad_virtual_time_options_exit_2_and_name_the_problem() {
    for (args, message) in [
        (&["run", "--seed", "0"][..], "--seed"),
        (&["run", "--virtual-time-budget=-1"][..], "is not a number of ms from 0"),
        (&["run", "--virtual-time-budget", "soon"][..], "is not a number of ms from 0"),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_framescope")).args(args).output().expect("runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
        assert!(String::from_utf8_lossy(&output.stderr).contains(message), "{args:?}: {output:?}");
    }
}
