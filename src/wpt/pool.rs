//! A pool of long-lived runner processes (`framescope wpt-runner`): each runs one test
//! after another, every test in a fresh browsing context group (what the soak test shows
//! leaves nothing behind), so a run pays for starting a process and V8 once per runner
//! rather than once per test. A runner that crashes, runs out of memory or overruns its
//! test's limit is replaced, and its test reported as CRASH or TIMEOUT.
//!
//! The protocol: the parent writes a test as a JSON line on the runner's stdin; the runner
//! answers with one line, [`RESULT_PREFIX`] and the result as JSON, on its stdout. A runner
//! ends when its stdin closes.
use std::io::{BufRead, Write};
use std::path::Path;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout};

use super::discover::TestUrl;
use super::run::{self, TestResult};
use super::server::ServerConfig;

/// What starts a result line on a runner's stdout (other lines are ignored).
pub const RESULT_PREFIX: &str = "framescope-wpt-result ";

/// How many tests a runner runs before it is replaced (a bound on whatever a long-lived
/// process might accumulate; starting one costs about a tenth of a second).
const TESTS_PER_RUNNER: usize = 200;

/// How long after its test's limit a runner that has not answered is killed (it stops the
/// test's scripts at the limit; this covers one that cannot).
const KILL_MARGIN: Duration = Duration::from_secs(10);

/// The last bytes of a runner's stderr that are kept (for a crash's message).
const STDERR_KEPT: usize = 64 * 1024;

/// A runner process, idle between tests.
pub struct Runner {
    child: Child,
    stdin: ChildStdin,
    stdout: Lines<BufReader<ChildStdout>>,
    /// What the process wrote to stderr since its current test started (the tail).
    stderr: Arc<Mutex<String>>,
    stderr_reader: tokio::task::JoinHandle<()>,
    ran: usize,
}

impl Runner {
    /// Starts `exe wpt-runner` with the run's configuration.
    pub fn start(exe: &Path, config: &ServerConfig) -> Result<Runner, String> {
        let mut command = tokio::process::Command::new(exe);
        command
            .arg("wpt-runner")
            .arg("--root")
            .arg(&config.root)
            .arg("--harness-dir")
            .arg(&config.harness_dir)
            .arg("--marker")
            .arg(&config.marker)
            .arg("--timeout-multiplier")
            .arg(config.timeout_multiplier.to_string())
            .arg("--max-heap-mb")
            .arg(config.max_heap_mb.to_string())
            .args(config.network.to_args())
            .args(match config.served {
                super::server::Served::Builtin => Vec::new(),
                super::server::Served::Wptserve(ports) => vec![
                    "--wptserve-ports".to_string(),
                    format!("{},{},{},{}", ports.http[0], ports.http[1], ports.https[0], ports.https[1]),
                ],
            })
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        let mut child = command.spawn().map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            return Err("the runner process has no pipes".into());
        };
        let kept = Arc::new(Mutex::new(String::new()));
        let sink = kept.clone();
        let stderr_reader = tokio::spawn(async move {
            let mut lines = BufReader::new(stderr).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                let mut kept = sink.lock().unwrap_or_else(|e| e.into_inner());
                kept.push_str(&line);
                kept.push('\n');
                if kept.len() > STDERR_KEPT {
                    let cut = kept.len() - STDERR_KEPT;
                    let cut = (cut..kept.len()).find(|&i| kept.is_char_boundary(i)).unwrap_or(kept.len());
                    kept.drain(..cut);
                }
            }
        });
        Ok(Runner {
            child,
            stdin,
            stdout: BufReader::new(stdout).lines(),
            stderr: kept,
            stderr_reader,
            ran: 0,
        })
    }

    /// Runs `test`; returns its result and the runner, if it can run another.
    pub async fn run(mut self, config: &ServerConfig, test: &TestUrl) -> (TestResult, Option<Runner>) {
        let started = Instant::now();
        let elapsed = || started.elapsed().as_millis() as u64;
        self.stderr.lock().unwrap_or_else(|e| e.into_inner()).clear();
        let mut line = serde_json::to_string(test).unwrap_or_default();
        line.push('\n');
        if let Err(e) = self.send(&line).await {
            let message = self.death(format!("the runner process could not take the test ({e})")).await;
            return (run::crashed(test, message, elapsed()), None);
        }
        let limit = run::limit_of(config, test);
        let answer = tokio::time::timeout(limit + KILL_MARGIN, async {
            loop {
                match self.stdout.next_line().await {
                    Ok(Some(line)) => {
                        if let Some(json) = line.strip_prefix(RESULT_PREFIX) {
                            return serde_json::from_str::<TestResult>(json).map_err(|e| e.to_string());
                        }
                    }
                    Ok(None) => return Err("its output ended".to_string()),
                    Err(e) => return Err(format!("its output could not be read: {e}")),
                }
            }
        })
        .await;
        match answer {
            Ok(Ok(result)) => {
                self.ran += 1;
                // A page that reached the heap limit may have left the process large.
                if result.status != "CRASH" && self.ran < TESTS_PER_RUNNER {
                    (result, Some(self))
                } else {
                    self.finish().await;
                    (result, None)
                }
            }
            Ok(Err(_)) => {
                let message = self.death(String::new()).await;
                (run::crashed(test, message, elapsed()), None)
            }
            // Dropping the runner kills its process.
            Err(_) => (
                TestResult {
                    test: test.test.clone(),
                    status: "TIMEOUT".into(),
                    message: Some(format!(
                        "the test did not complete in {:.0} s (its process was killed {:.0} s later)",
                        limit.as_secs_f64(),
                        KILL_MARGIN.as_secs_f64()
                    )),
                    duration: elapsed(),
                    subtests: Vec::new(),
                },
                None,
            ),
        }
    }

    /// Ends the runner: closes its stdin, which it takes as the end, and waits for it (a
    /// runner that does not end in a few seconds is killed).
    pub async fn finish(self) {
        let Runner { mut child, stdin, .. } = self;
        drop(stdin);
        if tokio::time::timeout(Duration::from_secs(5), child.wait()).await.is_err() {
            let _ = child.kill().await;
        }
    }

    async fn send(&mut self, line: &str) -> std::io::Result<()> {
        self.stdin.write_all(line.as_bytes()).await?;
        self.stdin.flush().await
    }

    /// Why the process died: its exit status and the cause its stderr gives.
    async fn death(mut self, context: String) -> String {
        let status = tokio::time::timeout(Duration::from_secs(5), self.child.wait()).await;
        let _ = tokio::time::timeout(Duration::from_secs(1), &mut self.stderr_reader).await;
        let how = match status {
            Ok(Ok(status)) => match status.code() {
                Some(code) => format!("exit status {code}"),
                None => "killed by a signal".to_string(),
            },
            _ => "no exit status".to_string(),
        };
        let stderr = self.stderr.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let context = if context.is_empty() { String::new() } else { format!("; {context}") };
        match crash_cause(&stderr) {
            Some(cause) => format!("the test process died ({how}{context}): {cause}"),
            None => format!("the test process died ({how}{context})"),
        }
    }
}

/// The line of a dead process's stderr that says why: V8's fatal errors read "# Fatal
/// ...", Rust panics "panicked at ..."; else the last line that is not a path.
fn crash_cause(stderr: &str) -> Option<&str> {
    stderr
        .lines()
        .map(|l| l.trim_start_matches('#').trim())
        .find(|l| l.starts_with("Fatal") || l.contains("panicked at"))
        .or_else(|| stderr.lines().map(str::trim).rfind(|l| !l.is_empty() && !l.starts_with('/')))
}

/// `framescope wpt-runner`: runs the tests its stdin names, one per line, each in a fresh
/// browsing context group, and prints each result as a [`RESULT_PREFIX`] line.
pub fn serve(config: ServerConfig) -> Result<(), String> {
    let config = Arc::new(config);
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| format!("cannot read the next test: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let test: TestUrl =
            serde_json::from_str(&line).map_err(|e| format!("{line:?} is not a test request: {e}"))?;
        let result = run::run_test(&config, &test);
        let json = serde_json::to_string(&result).map_err(|e| format!("cannot write a result: {e}"))?;
        let mut stdout = std::io::stdout().lock();
        writeln!(stdout, "{RESULT_PREFIX}{json}")
            .and_then(|()| stdout.flush())
            .map_err(|e| format!("cannot write a result: {e}"))?;
    }
    Ok(())
}
