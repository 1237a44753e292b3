//! Hostile pages: the hosts folder is the page's whole world, reports run no page code,
//! an interrupted or killed run loses nothing it had written, console capture is bounded.
//! Each case runs the `framescope` binary as a user would.
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const SECRET: &str = "SECRET-CONTENT-7f3a";

fn framescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_framescope")).args(args).output().expect("framescope runs")
}

/// A fresh folder holding `(path, content)` files.
fn folder(name: &str, files: &[(&str, &str)]) -> PathBuf {
    crate::page::hosts(&format!("sandbox-{name}"), files)
}

/// `framescope run https://a.test/ --hosts ROOT/hosts --report ROOT/report.json` with
/// `--timeout SECS`; the output and the report's path.
fn run_a_test(root: &Path, timeout: &str) -> (Output, PathBuf) {
    let out = root.join("report.json");
    let hosts = root.join("hosts");
    let args = ["run", "https://a.test/", "--hosts", s(&hosts), "--report", s(&out), "--timeout", timeout];
    (framescope(&args), out)
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

fn report(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).expect("report")).expect("report JSON")
}

fn logs(report: &serde_json::Value) -> Vec<String> {
    report["console"]
        .as_array()
        .expect("console")
        .iter()
        .map(|m| m["text"].as_str().unwrap_or("").into())
        .collect()
}

#[test]
fn hostile_routes_out_of_the_hosts_folder_are_network_errors() {
    // The hosts folder is `root/hosts`; a secret lies beside it, where `..` would lead.
    let root =
        folder("routes", &[("secret/x.html", SECRET), ("secret.js", &format!("console.log('{SECRET}')"))]);
    let secret_js = Path::new(&root).join("secret.js");
    let secret_url = url::Url::from_file_path(&secret_js).expect("file url");
    let page = format!(
        r#"<iframe id=dots src="https://../secret/x.html"></iframe>
<iframe id=escaped src="https://%2e%2e/secret/x.html"></iframe>
<iframe id=wide src="https://&#xff0e;&#xff0e;/secret/x.html"></iframe>
<iframe id=file src="{secret_url}"></iframe>
<iframe id=redirect src="/to-file.html"></iframe>
<script src="{secret_url}" onerror="console.log('script error event', event.type)"></script>
<script>
  const read = (url) => fetch(url).then((r) => r.text()).then((t) => "read " + t.length, (e) => e.name);
  Promise.all(["/link", "https://../secret/x.html", "{secret_url}"].map(read))
    .then((results) => console.log("fetch", results.join(", ")));
  new Worker("worker.js").onmessage = (e) => console.log("worker", e.data);
  new Worker("to-file.js").onerror = (e) => console.log("worker error event", e.constructor.name);
  addEventListener("load", () => {{
    for (const id of ["dots", "file", "redirect"]) {{
      const frame = document.getElementById(id);
      let seen;
      try {{ seen = frame.contentDocument === null ? "no document" : frame.contentWindow.document.body.textContent; }}
      catch (e) {{ seen = e.name; }}
      console.log("frame", id, seen);
    }}
  }});
</script>"#
    );
    let hosts = root.join("hosts");
    for (path, content) in [
        ("a.test/index.html", page.as_str()),
        ("a.test/to-file.html", ""),
        ("a.test/to-file.js", ""),
        ("a.test/to-file.js.headers", &format!("Status: 302\nLocation: {secret_url}\n")),
        ("a.test/to-file.html.headers", &format!("Status: 302\nLocation: {secret_url}\n")),
        (
            "a.test/worker.js",
            &format!(
                "try {{ importScripts('{secret_url}'); postMessage('imported'); }} catch (e) {{ postMessage(e.name); }}"
            ),
        ),
    ] {
        std::fs::create_dir_all(hosts.join(path).parent().expect("parent")).expect("dirs");
        std::fs::write(hosts.join(path), content).expect("write");
    }
    #[cfg(unix)]
    std::os::unix::fs::symlink(root.join("secret/x.html"), hosts.join("a.test/link")).expect("symlink");
    let out = root.join("report.json");
    let output = framescope(&["run", "https://a.test/", "--hosts", s(&hosts), "--report", s(&out)]);
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let text = std::fs::read_to_string(&out).expect("report");
    assert!(!stdout.contains(SECRET) && !text.contains(SECRET), "the secret leaked:\n{stdout}");
    let json = report(&out);
    assert_eq!(json["outcome"], "idle");
    let logs = logs(&json);
    for expected in [
        "script error event error",
        "fetch read 0, TypeError, TypeError",
        "worker NetworkError",
        "worker error event Event",
        // An error document is cross-origin to its parent (an opaque origin).
        "frame dots no document",
        "frame file no document",
        "frame redirect no document",
    ] {
        assert!(logs.iter().any(|l| l == expected), "missing {expected:?} in {logs:#?}");
    }
    // Each refused frame is a realm with an error document: no status, no bytes, an
    // opaque origin; the refusals are recorded as load errors.
    let realms = json["realms"].as_array().expect("realms");
    for id in ["dots", "escaped", "wide", "file", "redirect"] {
        let realm =
            realms.iter().find(|r| r["container"]["id"] == id).unwrap_or_else(|| panic!("no frame {id}"));
        assert_eq!(
            (realm["status"].as_u64(), realm["origin"].as_str()),
            (Some(0), Some("null")),
            "{id}: {realm}"
        );
        let navigation = &realm["timeline"]["entries"][0];
        assert_eq!(
            (navigation["transferSize"].as_u64(), navigation["decodedBodySize"].as_u64()),
            (Some(0), Some(0))
        );
    }
    let errors: Vec<&str> =
        json["errors"].as_array().expect("errors").iter().filter_map(|e| e["message"].as_str()).collect();
    assert_eq!(
        errors.iter().filter(|e| e.contains("\"..\" is not a valid host name")).count(),
        3,
        "{errors:#?}"
    );
    assert!(errors.iter().any(|e| e.contains("file: URLs load only when the page itself is a local file")));
    assert!(errors.iter().any(|e| e.contains("which is not an http(s) URL")), "{errors:#?}");
}

#[test]
fn a_local_page_loads_files_below_its_folder_only() {
    let root = folder(
        "local",
        &[
            ("outside.html", SECRET),
            ("outside.js", &format!("console.log('{SECRET}')")),
            (
                "site/page.html",
                "<iframe id=child src='sub/child.html'></iframe><iframe id=up src='../outside.html'></iframe>\
                 <script src='../outside.js' onerror='console.log(\"outside.js refused\")'></script>\
                 <script src='sub/ok.js'></script>",
            ),
            ("site/sub/child.html", "<script>console.log('child loaded')</script>"),
            ("site/sub/ok.js", "console.log('ok.js ran')"),
        ],
    );
    let out = root.join("report.json");
    let output = framescope(&["run", s(&root.join("site/page.html")), "--report", s(&out)]);
    assert!(output.status.success(), "{output:?}");
    let json = report(&out);
    assert_eq!(logs(&json), ["outside.js refused", "ok.js ran", "child loaded"]);
    let realms = json["realms"].as_array().expect("realms");
    let up = realms.iter().find(|r| r["container"]["id"] == "up").expect("frame up");
    assert_eq!(up["status"], 0);
    assert!(!std::fs::read_to_string(&out).expect("report").contains(SECRET));
}

#[test]
fn reports_run_no_page_code() {
    // After its load, the page replaces everything a report could call: toJSON, the
    // entries' getters, JSON, Math, arrays' and maps' methods — each with an endless loop.
    let page = r#"<script>
  performance.mark("first", { detail: { list: [1, "two", null], when: new Date(0), big: 12n } });
  performance.measure("span", { start: 0, end: 1, detail: [true] });
  const mark = performance.getEntriesByName("first")[0];
  // The detail object is the page's: it may add a getter or a proxy to it later.
  Object.defineProperty(mark.detail, "trap", { get() { for (;;) {} }, enumerable: true });
  mark.detail.proxy = new Proxy({}, { ownKeys() { for (;;) {} } });
  // Once the navigation entry is queued (after load), in a later task: the platform runs
  // nothing more for this page, and the report has everything to read.
  new PerformanceObserver(() => setTimeout(() => {
    const hang = () => { for (;;) {} };
    for (const cls of [PerformanceEntry, PerformanceMark, PerformanceMeasure, PerformanceResourceTiming, PerformanceNavigationTiming]) {
      cls.prototype.toJSON = hang;
      for (const key of Object.getOwnPropertyNames(cls.prototype)) {
        if (Object.getOwnPropertyDescriptor(cls.prototype, key).get) Object.defineProperty(cls.prototype, key, { get: hang });
      }
    }
    Object.defineProperty(Performance.prototype, "timeOrigin", { get: hang });
    Object.prototype.toJSON = hang;
    Object.defineProperty(Array.prototype, 0, { set: hang, get: hang, configurable: true });
    JSON.stringify = JSON.parse = hang;
    Math.floor = Math.max = hang;
    Array.prototype.map = Array.prototype.sort = Array.prototype.slice = Array.prototype.push = hang;
    Array.prototype[Symbol.iterator] = hang;
    Map.prototype.values = Map.prototype[Symbol.iterator] = hang;
    // Last: from now on every property descriptor the page makes would call it.
    Object.defineProperty(Object.prototype, "value", { get: hang, configurable: true });
    console.log("replaced");
  })).observe({ type: "navigation" });
</script>"#;
    let root = folder("tojson", &[("hosts/a.test/index.html", page)]);
    let (output, out) = run_a_test(&root, "120");
    assert!(output.status.success(), "{output:?}");
    let json = report(&out);
    assert_eq!(json["outcome"], "idle", "{json}");
    assert_eq!(logs(&json), ["replaced"]);
    let entries = json["realms"][0]["timeline"]["entries"].as_array().expect("entries");
    let kinds: Vec<&str> = entries.iter().filter_map(|e| e["entryType"].as_str()).collect();
    assert_eq!(kinds, ["navigation", "measure", "mark"], "{entries:#?}");
    assert_eq!(entries[0]["type"], "navigate");
    assert!(entries[0]["loadEventEnd"].as_f64().is_some_and(|t| t > 0.0));
    assert_eq!(entries[1]["detail"], serde_json::json!([true]));
    // The detail as data: the getter and the proxy are left out or null, never called.
    assert_eq!(
        entries[2]["detail"],
        serde_json::json!({"list": [1, "two", null], "when": "1970-01-01T00:00:00.000Z", "big": "12", "proxy": null})
    );
    assert!(json["realms"][0]["timeline"]["timeOrigin"].as_f64().is_some_and(|t| t > 1.6e12));
}

/// Waits until process `pid` has installed a handler for `signal` (its `SigCgt` mask in
/// /proc says so): an event to wait on, not a guess at how long start-up takes.
fn wait_for_handler(pid: u32, signal: u32) {
    let started = Instant::now();
    loop {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let caught = status
            .lines()
            .find_map(|l| l.strip_prefix("SigCgt:"))
            .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
            .unwrap_or(0);
        if caught & (1 << (signal - 1)) != 0 {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(120), "framescope never watched for signal {signal}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Waits until process `pid` has a thread whose name starts with `prefix`.
fn wait_for_thread(pid: u32, prefix: &str) {
    let started = Instant::now();
    loop {
        let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).into_iter().flatten().flatten();
        let names: Vec<String> =
            tasks.filter_map(|t| std::fs::read_to_string(t.path().join("comm")).ok()).collect();
        if names.iter().any(|n| n.starts_with(prefix)) {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(120), "no thread {prefix}* in {names:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[cfg(target_os = "linux")]
#[test]
fn an_interrupted_run_writes_what_it_gathered_and_a_killed_one_keeps_the_old_report() {
    let root = folder(
        "interrupt",
        &[
            // The worker's thread is the sign that the page got past its first line.
            (
                "hosts/a.test/index.html",
                "<script>console.log('started'); new Worker('w.js'); for (;;) {}</script>",
            ),
            ("hosts/a.test/w.js", ""),
        ],
    );
    let out = root.join("report.json");
    let previous = r#"{"outcome": "idle", "from": "an earlier run"}"#;
    let start = || {
        Command::new(env!("CARGO_BIN_EXE_framescope"))
            .args(["run", "https://a.test/", "--hosts", s(&root.join("hosts")), "--report", s(&out)])
            .args(["--timeout", "600"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("framescope starts")
    };
    let kill = |pid: u32, signal: &str| {
        let status = Command::new("kill").args([signal, &pid.to_string()]).status().expect("kill runs");
        assert!(status.success());
    };

    // Killed outright: the report written before stays whole.
    std::fs::write(&out, previous).expect("write");
    let child = start();
    wait_for_handler(child.id(), 15);
    kill(child.id(), "-KILL");
    let output = child.wait_with_output().expect("wait");
    assert!(!output.status.success());
    assert_eq!(std::fs::read_to_string(&out).expect("report"), previous);

    // SIGTERM: the script stops, the report says what was gathered, exit 128 + 15.
    let child = start();
    wait_for_handler(child.id(), 15);
    wait_for_thread(child.id(), "framescope-work");
    kill(child.id(), "-TERM");
    let output = child.wait_with_output().expect("wait");
    assert_eq!(output.status.code(), Some(143), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stdout).contains("interrupted"), "{output:?}");
    let json = report(&out);
    assert_eq!(json["outcome"], "interrupted");
    assert_eq!(logs(&json), ["started"]);
    assert_eq!(json["realms"][0]["url"], "https://a.test/");
    let leftovers: Vec<_> = std::fs::read_dir(&root)
        .expect("list")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
}

#[test]
fn console_capture_is_bounded_and_says_what_it_dropped() {
    let page = "<script>\
        const line = 'y'.repeat(100);\
        for (let i = 0; i < 12000; i++) console.log(line);\
        </script>";
    let worker_page = "<script>new Worker('w.js')</script>";
    let root = folder(
        "console",
        &[
            ("hosts/a.test/index.html", page),
            ("hosts/a.test/huge.html", "<script>console.log('z'.repeat(1 << 20))</script>"),
            ("hosts/a.test/worker.html", worker_page),
            ("hosts/a.test/w.js", "for (let i = 0; i < 10050; i++) console.log(i)"),
        ],
    );
    let out = root.join("report.json");
    let hosts = root.join("hosts");
    let output = framescope(&["run", "https://a.test/", "--hosts", s(&hosts), "--report", s(&out)]);
    assert!(output.status.success(), "{output:?}");
    let json = report(&out);
    assert_eq!(json["console"].as_array().map(Vec::len), Some(10_000));
    assert_eq!(json["consoleDropped"], 2_000);
    assert!(String::from_utf8_lossy(&output.stdout).contains("2000 more console message(s) dropped"));

    // One huge message is cut, and says how much.
    let output = framescope(&["run", "https://a.test/huge.html", "--hosts", s(&hosts), "--report", s(&out)]);
    assert!(output.status.success(), "{output:?}");
    let text = report(&out)["console"][0]["text"].as_str().expect("text").to_string();
    assert!(
        text.len() < 70_000 && text.ends_with("… (983040 more bytes not kept)"),
        "{}",
        &text[text.len() - 40..]
    );

    // A worker's own capture is bounded too, and its drops are counted in its owner's.
    let output =
        framescope(&["run", "https://a.test/worker.html", "--hosts", s(&hosts), "--report", s(&out)]);
    assert!(output.status.success(), "{output:?}");
    let json = report(&out);
    assert_eq!(json["console"].as_array().map(Vec::len), Some(10_000));
    assert_eq!(json["consoleDropped"], 50);
}

#[test]
fn runs_end_at_the_timeout_whatever_the_page_does() {
    // Endless loops in a load listener, in a worker's message handler and in a nested
    // frame's script: the run still ends, at the timeout, with its report.
    let root = folder(
        "deadline",
        &[
            (
                "hosts/a.test/index.html",
                "<iframe src='loop.html'></iframe><script>\
                 const w = new Worker('w.js'); w.postMessage(1);\
                 addEventListener('load', () => { console.log('loaded'); for (;;) {} });</script>",
            ),
            ("hosts/a.test/loop.html", "<script>setTimeout(() => { for (;;) {} }, 0)</script>"),
            ("hosts/a.test/w.js", "onmessage = () => { for (;;) {} }"),
        ],
    );
    let (output, out) = run_a_test(&root, "2");
    assert!(output.status.success(), "{output:?}");
    let json = report(&out);
    assert_eq!(json["outcome"], "timeout");
    assert_eq!(json["realms"].as_array().map(Vec::len), Some(3));
}
