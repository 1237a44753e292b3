//! `framescope bench cdp`: the same Puppeteer script (tests/cdp/bench.mjs: open a page
//! with two frames, add, complete and delete todo items, read the metrics, close) against
//! `framescope serve` and against headless Chromium when a `chromium` binary is found
//! (skipped, and said so, when none is): wall time per page for `--pages` pages in
//! sequence and for `--at-once` pages together, and the browser's peak resident memory
//! (every process of it, sampled every 20 ms). Both load the app from the same local HTTP
//! server this suite starts (framescope with `--allow-net` to it), so they do the same
//! work. The goal (issue 42, what the fastest headless browsers claim): 10× faster and
//! 16× less memory than headless Chromium, printed as ratios from one run.
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use serde::Serialize;

use super::harness::{Row, Suite, met};
use super::stats::median;

/// The goals, as ratios of Chromium's figure to framescope's.
pub const GOAL_SPEED: f64 = 10.0;
pub const GOAL_MEMORY: f64 = 16.0;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    pub pages: u32,
    pub at_once: u32,
    pub node: Option<String>,
    /// The node_modules holding puppeteer-core (`make setup` installs it into
    /// .tools/npm/cdp).
    pub modules: PathBuf,
}

/// One browser's figures.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BrowserResult {
    pub browser: String,
    pub sequence_ms: Vec<f64>,
    pub median_page_ms: f64,
    pub at_once_ms: f64,
    pub peak_resident_bytes: u64,
}

/// The results.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CdpResult {
    pub benchmark: String,
    pub pages: u32,
    pub at_once: u32,
    pub framescope: BrowserResult,
    pub chromium: Option<BrowserResult>,
    /// Why Chromium was not measured, when it was not.
    pub chromium_skipped: Option<String>,
}

/// The default folder of puppeteer-core's node_modules.
pub fn default_modules() -> PathBuf {
    std::env::var_os("FRAMESCOPE_CDP_MODULES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/npm/cdp/node_modules"))
}

const APP: &str = r#"<!doctype html><title>Todo</title>
<input id="new"><button id="add">Add</button><ul id="list"></ul>
<iframe src="/frame.html"></iframe><iframe src="/frame.html"></iframe>
<script>
  const list = document.getElementById("list");
  document.getElementById("add").addEventListener("click", () => {
    const li = document.createElement("li");
    li.append(document.getElementById("new").value);
    const done = document.createElement("button"); done.className = "done"; done.textContent = "done";
    done.addEventListener("click", () => { li.className = "done"; });
    const remove = document.createElement("button"); remove.className = "delete"; remove.textContent = "x";
    remove.addEventListener("click", () => li.remove());
    li.append(done, remove);
    list.append(li);
  });
</script>"#;
const FRAME: &str =
    "<!doctype html><p>a frame</p><script>let n = 0; for (let i = 0; i < 1000; i++) n += i;</script>";

/// A static HTTP server of the app on a free loopback port, until the process ends.
fn serve_app() -> Result<u16, String> {
    let listener =
        TcpListener::bind(("127.0.0.1", 0)).map_err(|e| format!("cannot start the app's server: {e}"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || {
                let mut stream = stream;
                let mut reader = BufReader::new(match stream.try_clone() {
                    Ok(s) => s,
                    Err(_) => return,
                });
                let mut line = String::new();
                if reader.read_line(&mut line).is_err() {
                    return;
                }
                // (The request's headers are read and dropped.)
                let mut header = String::new();
                while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
                    header.clear();
                }
                let path = line.split_whitespace().nth(1).unwrap_or("/");
                let (status, body) = match path {
                    "/app.html" => ("200 OK", APP),
                    "/frame.html" => ("200 OK", FRAME),
                    _ => ("404 Not Found", ""),
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status}\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                );
            });
        }
    });
    Ok(port)
}

/// The resident memory of `pid` and its descendants, in bytes (Linux `/proc`).
fn tree_resident(pid: u32) -> u64 {
    let mut total = 0;
    let mut stack = vec![pid];
    while let Some(pid) = stack.pop() {
        if let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) {
            let kb: u64 = status
                .lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.split_whitespace().next())
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            total += kb * 1024;
        }
        if let Ok(children) = std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")) {
            stack.extend(children.split_whitespace().filter_map(|c| c.parse::<u32>().ok()));
        }
    }
    total
}

/// A browser process (and what it starts), killed when dropped; its peak resident memory
/// sampled meanwhile.
struct Browser {
    child: Child,
    url: String,
    peak: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
}

impl Browser {
    /// Starts `command` and waits for its "DevTools listening on ws://HOST:PORT/…" line.
    fn start(mut command: Command) -> Result<Self, String> {
        let mut child = command
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {:?}: {e}", command.get_program()))?;
        let stderr = child.stderr.take().ok_or("no stderr")?;
        let mut lines = BufReader::new(stderr).lines();
        let url = loop {
            match lines.next() {
                Some(Ok(line)) => {
                    if let Some(ws) = line.split("DevTools listening on ").nth(1) {
                        let address = ws.trim_start_matches("ws://").split('/').next().unwrap_or_default();
                        break format!("http://{address}");
                    }
                }
                _ => {
                    let _ = child.kill();
                    return Err(format!("{:?} ended before it listened", command.get_program()));
                }
            }
        };
        // (The rest of its stderr is drained, so it never blocks on a full pipe.)
        std::thread::spawn(move || for _ in lines {});
        let (peak, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        let (p, s, pid) = (peak.clone(), stop.clone(), child.id());
        std::thread::spawn(move || {
            while !s.load(Ordering::Relaxed) {
                p.fetch_max(tree_resident(pid), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(20));
            }
        });
        Ok(Self { child, url, peak, stop })
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs the script against one browser.
fn measure(
    name: &str,
    browser: Browser,
    origin: &str,
    options: &Options,
    node: &str,
) -> Result<BrowserResult, String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cdp/bench.mjs");
    let output = Command::new(node)
        .arg(&script)
        .arg(&browser.url)
        .arg(origin)
        .arg(options.pages.to_string())
        .arg(options.at_once.to_string())
        .env("FRAMESCOPE_CDP_MODULES", &options.modules)
        .output()
        .map_err(|e| format!("cannot run {node}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "the script failed against {name}: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let value: serde_json::Value = serde_json::from_str(text.trim())
        .map_err(|e| format!("the script's results against {name}: {e}: {text}"))?;
    let sequence_ms: Vec<f64> = value["sequenceMs"]
        .as_array()
        .map(|a| a.iter().filter_map(|v| v.as_f64()).collect())
        .unwrap_or_default();
    Ok(BrowserResult {
        browser: name.to_string(),
        median_page_ms: median(&sequence_ms),
        sequence_ms,
        at_once_ms: value["atOnceMs"].as_f64().unwrap_or(f64::NAN),
        peak_resident_bytes: browser.peak.load(Ordering::Relaxed),
    })
}

/// The first Chromium found on the PATH.
fn find_chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome", "chrome-headless-shell"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// Runs the suite.
pub fn cdp(options: &Options) -> Result<CdpResult, String> {
    let Some(node) = options.node.clone() else {
        return Err(
            "the cdp suite drives the browsers with Node's puppeteer-core: it cannot run with --no-node"
                .into(),
        );
    };
    if !options.modules.join("puppeteer-core").is_dir() {
        return Err(format!(
            "puppeteer-core is not installed in {}: run `make setup`",
            options.modules.display()
        ));
    }
    let port = serve_app()?;
    let origin = format!("http://127.0.0.1:{port}");
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let hosts = std::env::temp_dir().join(format!("framescope-bench-cdp-{}", std::process::id()));
    std::fs::create_dir_all(&hosts).map_err(|e| format!("cannot make {}: {e}", hosts.display()))?;
    let mut command = Command::new(exe);
    command
        .args(["serve", "--port", "0", "--hosts"])
        .arg(&hosts)
        .args(["--allow-net", &format!("127.0.0.1:{port}")]);
    let framescope = measure("framescope", Browser::start(command)?, &origin, options, &node)?;
    let (chromium, chromium_skipped) = match find_chromium() {
        None => (None, Some("no chromium binary on the PATH (Debian's chromium package)".to_string())),
        Some(binary) => {
            let profile = hosts.join("chromium-profile");
            let mut command = Command::new(&binary);
            command
                .args(["--headless=new", "--remote-debugging-port=0", "--no-first-run", "--no-sandbox"])
                .arg(format!("--user-data-dir={}", profile.display()))
                .arg("about:blank");
            match Browser::start(command).and_then(|b| measure("chromium", b, &origin, options, &node)) {
                Ok(result) => (Some(result), None),
                Err(error) => (None, Some(error)),
            }
        }
    };
    let _ = std::fs::remove_dir_all(&hosts);
    Ok(CdpResult {
        benchmark: "cdp".into(),
        pages: options.pages,
        at_once: options.at_once,
        framescope,
        chromium,
        chromium_skipped,
    })
}

impl CdpResult {
    fn ratios(&self) -> Option<(f64, f64)> {
        let chromium = self.chromium.as_ref()?;
        Some((
            chromium.median_page_ms / self.framescope.median_page_ms,
            chromium.peak_resident_bytes as f64 / self.framescope.peak_resident_bytes.max(1) as f64,
        ))
    }

    pub fn suite(&self) -> Suite {
        let mut rows = Vec::new();
        for result in std::iter::once(&self.framescope).chain(self.chromium.iter()) {
            rows.push(Row::of(&result.browser, "page", "ms", &result.sequence_ms));
            rows.push(Row::of(&result.browser, "pages_at_once", "ms", &[result.at_once_ms]));
            rows.push(Row::of(
                &result.browser,
                "peak_resident",
                "MB",
                &[result.peak_resident_bytes as f64 / 1_048_576.0],
            ));
        }
        let notes = match (self.ratios(), &self.chromium_skipped) {
            (Some((speed, memory)), _) => vec![format!(
                "goal: {GOAL_SPEED}× faster per page than headless Chromium: {speed:.1}× ({}); {GOAL_MEMORY}× less peak memory: {memory:.1}× ({})",
                met(speed >= GOAL_SPEED),
                met(memory >= GOAL_MEMORY)
            )],
            (None, Some(why)) => vec![format!("headless Chromium skipped: {why}")],
            (None, None) => Vec::new(),
        };
        Suite::new(&self.benchmark, rows, notes, self)
    }

    pub fn summary(&self) -> String {
        let line = |r: &BrowserResult| {
            format!(
                "  {:<10} {:.1} ms per page (median of {}), {} at once in {:.0} ms, peak resident {:.1} MB\n",
                r.browser,
                r.median_page_ms,
                r.sequence_ms.len(),
                self.at_once,
                r.at_once_ms,
                r.peak_resident_bytes as f64 / 1_048_576.0
            )
        };
        let mut out = format!(
            "cdp: the same Puppeteer script (a todo app with two frames: add, complete, delete, metrics, close) over CDP\n{}",
            line(&self.framescope)
        );
        match (&self.chromium, self.ratios(), &self.chromium_skipped) {
            (Some(chromium), Some((speed, memory)), _) => {
                out.push_str(&line(chromium));
                out.push_str(&format!(
                    "  framescope is {speed:.1}× as fast per page (goal {GOAL_SPEED}×: {}) with {memory:.1}× less peak memory (goal {GOAL_MEMORY}×: {})\n",
                    met(speed >= GOAL_SPEED),
                    met(memory >= GOAL_MEMORY)
                ));
            }
            (_, _, Some(why)) => out.push_str(&format!("  headless Chromium: skipped ({why})\n")),
            _ => {}
        }
        out
    }
}
