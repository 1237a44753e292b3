//! `framescope wpt`: runs web-platform-tests files, unmodified, and reports per subtest.
pub mod admission;
pub mod discover;
pub mod expectations;
pub mod pipes;
pub mod pool;
pub mod report;
pub mod run;
pub mod server;
pub mod wptserve;

use std::collections::HashMap;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tokio::task::JoinSet;

use admission::Admission;
use discover::{Selection, TestUrl};
use expectations::Expectations;
use pool::Runner;
use run::TestResult;
use server::{Served, ServerConfig};
use wptserve::Ports;

/// What `framescope wpt` was asked to do.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub paths: Vec<PathBuf>,
    pub wpt_root: Option<PathBuf>,
    pub expectations: Option<PathBuf>,
    pub report: Option<PathBuf>,
    /// `(i, n)`: run the i-th of n shares (1-based).
    pub shard: Option<(usize, usize)>,
    pub jobs: usize,
    /// `--max-jobs`: up to this many at once while the processors idle (see
    /// [`admission`]); at most `jobs` when lower.
    pub max_jobs: usize,
    pub timeout_multiplier: f64,
    pub update_expectations: bool,
    /// The heap limit of each test's isolates, in MB (0: the default).
    pub max_heap_mb: usize,
    /// Run the tests in runner processes of this executable (`framescope wpt-runner`), so
    /// a crash is a CRASH result; `None` runs tests on threads of this process.
    pub process: Option<PathBuf>,
    /// `--allow-net` and the other network flags: the tests' hosts may load from real
    /// servers too.
    pub network: crate::network_args::NetworkArgs,
    /// `--retry-unexpected N`: run a test whose result was unexpected again, alone, up to
    /// N times; one run as expected makes it flaky (reported) rather than unexpected.
    pub retry_unexpected: usize,
    /// `--server`: which server the tests come from (`None`: wptserve when installed).
    pub server: Option<ServerKind>,
}

/// The servers `framescope wpt --server` can run tests under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ServerKind {
    /// The real wptserve (PyPI's, installed by `make setup`), started for the run.
    Wptserve,
    /// framescope's own re-implementation (`server.rs`), in the process: no Python
    /// handlers.
    Builtin,
}

/// More unexpected results than this are a regression, not a busy machine: not retried.
const MOST_RETRIED: usize = 50;

/// How a run ended: all as expected, or not (the exit status says which).
pub struct Summary {
    pub as_expected: bool,
}

/// The bundled testharness.js (npm's wpt-runner, installed by `make setup`).
fn bundled_harness() -> PathBuf {
    std::env::var_os("FRAMESCOPE_TESTHARNESS_DIR").map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".tools/npm/node_modules/wpt-runner/testharness")
    })
}

/// `"2/5"` → `(2, 5)`.
pub fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let parsed =
        text.split_once('/').and_then(|(i, n)| Some((i.trim().parse().ok()?, n.trim().parse().ok()?)));
    match parsed {
        Some((i, n)) if n >= 1 && (1..=n).contains(&i) => Ok((i, n)),
        _ => Err(format!("{text:?} is not a shard I/N with 1 <= I <= N")),
    }
}

/// Runs the tests; `Err` is an input error (exit status 2).
pub fn run(options: &Options) -> Result<Summary, String> {
    let root = wpt_root(options)?;
    let harness_dir = bundled_harness();
    if !root.join("resources/testharness.js").is_file() && !harness_dir.join("testharness.js").is_file() {
        return Err(format!(
            "no testharness.js: {} has no resources/testharness.js and {} is missing (run `make setup`, \
             or set FRAMESCOPE_TESTHARNESS_DIR)",
            root.display(),
            harness_dir.display()
        ));
    }
    let expectations = match &options.expectations {
        Some(path) if path.exists() => expectations::load(path)?,
        Some(_) if options.update_expectations => Default::default(),
        Some(path) => return Err(format!("no such expectations file: {}", path.display())),
        None => Default::default(),
    };
    let (mut tests, whole_tree) = select_tests(options, &root)?;
    // Tests the expectations skip are not run (their reason is the result's message).
    for test in &mut tests {
        if let Some(reason) = expectations.get(&test.test).and_then(|e| e.skip.clone()) {
            test.skip.get_or_insert(reason);
        }
    }
    // Bad network flags are the user's input: named before any test runs.
    options
        .network
        .apply(crate::runtime::loader::hosts::VirtualHosts::new(None), std::time::Duration::from_secs(1))?;
    let mut config = ServerConfig {
        root: root.clone(),
        harness_dir,
        marker: format!("__framescope_wpt_{}_{}__", std::process::id(), report::now_ms()),
        timeout_multiplier: options.timeout_multiplier,
        max_heap_mb: if options.max_heap_mb == 0 {
            crate::runtime::heap_limit::DEFAULT_MAX_HEAP_MB
        } else {
            options.max_heap_mb
        },
        network: options.network.clone(),
        served: Served::Builtin,
    };
    // The server lives until this function returns (dropping it ends it).
    let server = match server_kind(options)? {
        ServerKind::Builtin => None,
        ServerKind::Wptserve => Some(std::sync::Mutex::new(start_wptserve(&mut config)?)),
    };
    let gone = || server.as_ref().and_then(|s| s.lock().ok()?.gone());
    let config = Arc::new(config);
    let started = report::now_ms();
    let mut results = run_all(
        &config,
        &tests,
        Admission::new(options.jobs, options.max_jobs),
        options.process.as_deref(),
        &expectations,
        &gone,
    )?;
    let flaky = retry_unexpected(&config, &tests, &mut results, options, &expectations, &gone)?;
    let recap = print_results(&results, &expectations);
    let mut unexpected = recap.len();
    // Entries for tests that do not exist (judged over the whole root, not this subset).
    let mut stale = Vec::new();
    if !expectations.is_empty() {
        let all = match whole_tree {
            Some(all) => all,
            None => discover::discover(&root, &[Selection::Path(root.clone())])?.0,
        };
        stale = expectations.keys().filter(|k| !all.iter().any(|t| &&t.test == k)).cloned().collect();
        for name in &stale {
            println!("STALE   expectation for {name}: no such test");
        }
    }
    if let Some(path) = &options.report {
        report::write(path, &results, started)?;
        println!("wptreport written to {}", path.display());
    }
    if options.update_expectations
        && let Some(path) = &options.expectations
    {
        update_expectations(path, &expectations, &results, &stale)?;
        unexpected = 0;
        stale.clear();
    }
    let (passed, failed) =
        results.iter().fold((0, 0), |(p, f), r| (p + r.passed(), f + r.subtests.len() - r.passed()));
    let skipped = results.iter().filter(|r| r.status == "SKIP").count();
    if !flaky.is_empty() {
        println!("== flaky: unexpected at first, as expected when run again alone");
        for lines in &flaky {
            println!("{lines}");
        }
    }
    if unexpected > 0 {
        // Again, last: a log cut to its tail (as CI keeps it) still says what went wrong.
        println!("== unexpected results");
        for lines in &recap {
            println!("{lines}");
        }
    }
    println!(
        "{passed} passed, {failed} failed ({} files, {skipped} skipped, {unexpected} unexpected{}{})",
        results.len(),
        if flaky.is_empty() { String::new() } else { format!(", {} flaky", flaky.len()) },
        if stale.is_empty() { String::new() } else { format!(", {} stale expectations", stale.len()) }
    );
    Ok(Summary { as_expected: unexpected == 0 && stale.is_empty() })
}

/// `--server` as given, else wptserve when `make setup` installed it (else the built-in
/// server, with a note).
fn server_kind(options: &Options) -> Result<ServerKind, String> {
    match options.server {
        Some(ServerKind::Wptserve) if !wptserve::installed() => Err(format!(
            "--server wptserve: wptserve is not installed ({} is missing; `make setup` installs it)",
            wptserve::python().display()
        )),
        Some(kind) => Ok(kind),
        None if wptserve::installed() => Ok(ServerKind::Wptserve),
        None => {
            eprintln!(
                "note: wptserve is not installed ({} is missing; `make setup` installs it): tests run under the built-in server",
                wptserve::python().display()
            );
            Ok(ServerKind::Builtin)
        }
    }
}

/// Starts wptserve for the run and points `config` at it: the tests' URLs on its ports,
/// the network flags that reach it (with the user's own).
fn start_wptserve(config: &mut ServerConfig) -> Result<wptserve::Wptserve, String> {
    let state =
        std::env::temp_dir().join(format!("framescope-wptserve-{}-{}", std::process::id(), report::now_ms()));
    let files = server::glue_files(config, &state.join("glue"))?;
    let server = wptserve::Wptserve::start(&config.root, &files, &state)?;
    let reach = server.network_args();
    config.network.allow_net.extend(reach.allow_net);
    config.network.ca_cert.extend(reach.ca_cert);
    config.network.host_resolver_rules.extend(reach.host_resolver_rules);
    config.served = Served::Wptserve(server.ports);
    let Ports { http, https } = server.ports;
    println!(
        "== wptserve (pid {}) for {}: http ports {}, {}; https ports {}, {}",
        server.pid(),
        config.root.display(),
        http[0],
        http[1],
        https[0],
        https[1]
    );
    Ok(server)
}

/// The WPT root: `--wpt-root`, or the one folder given, or the project's own `wpt/`.
fn wpt_root(options: &Options) -> Result<PathBuf, String> {
    let root = match &options.wpt_root {
        Some(root) if root.is_dir() => root.clone(),
        Some(root) => return Err(format!("no such WPT root: {}", root.display())),
        None => match options.paths.as_slice() {
            [only] if only.is_dir() => only.clone(),
            [] => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("wpt"),
            _ => return Err("give --wpt-root when the paths are not one folder".into()),
        },
    };
    root.canonicalize().map_err(|e| format!("{}: {e}", root.display()))
}

/// The tests the paths (and the shard) select, and — when that is the whole root — the
/// whole tree's tests (for spotting stale expectations without discovering twice).
fn select_tests(options: &Options, root: &Path) -> Result<(Vec<TestUrl>, Option<Vec<TestUrl>>), String> {
    let whole_root = [Selection::Path(root.to_path_buf())];
    let selections = if options.paths.is_empty() {
        whole_root.to_vec()
    } else {
        let cwd = std::env::current_dir().map_err(|e| format!("no working directory: {e}"))?;
        options.paths.iter().map(|path| discover::resolve(root, &cwd, path)).collect::<Result<Vec<_>, _>>()?
    };
    let (mut tests, warnings) = discover::discover(root, &selections)?;
    for warning in &warnings {
        eprintln!("warning: {warning}");
    }
    let whole_tree = (selections == whole_root).then(|| tests.clone());
    if let Some((i, n)) = options.shard {
        tests = tests.into_iter().enumerate().filter(|(k, _)| k % n == i - 1).map(|(_, t)| t).collect();
    }
    Ok((tests, whole_tree))
}

/// A test's line: its status, subtests passed of all, its URL, and whether that was
/// unexpected.
fn result_line(result: &TestResult, unexpected: bool) -> String {
    let counts = format!("{}/{}", result.passed(), result.subtests.len());
    let label = if unexpected { "  UNEXPECTED" } else { "" };
    format!("{:<8}{counts:>7}  {}{label}", result.status, result.test)
}

/// Prints each test's line in the tests' order (and what was unexpected); returns the
/// unexpected ones' lines, each with its problems, for the recap above the summary.
fn print_results(results: &[TestResult], expectations: &Expectations) -> Vec<String> {
    let mut unexpected = Vec::new();
    if !results.is_empty() {
        println!("== results in test order");
    }
    for result in results {
        let problems = expectations::compare(result, expectations.get(&result.test));
        println!("{}", result_line(result, !problems.is_empty()));
        if result.status == "SKIP"
            && let Some(reason) = &result.message
        {
            println!("        skipped: {reason}");
        }
        for problem in &problems {
            println!("        {problem}");
        }
        if !problems.is_empty() {
            let mut lines = result_line(result, true);
            for problem in &problems {
                lines.push_str("\n        ");
                lines.push_str(problem);
            }
            unexpected.push(lines);
        }
    }
    unexpected
}

/// `--retry-unexpected`: runs each test whose result was unexpected again, one at a time
/// (a test that timed out among many on a busy machine gets the machine to itself), up to
/// `options.retry_unexpected` times. A run as expected replaces the first result, and the
/// first result's line and problems are returned (the test is flaky); otherwise the last
/// run's result stands. More than [`MOST_RETRIED`] unexpected results are not retried.
fn retry_unexpected(
    config: &Arc<ServerConfig>,
    tests: &[TestUrl],
    results: &mut [TestResult],
    options: &Options,
    expectations: &Expectations,
    gone: &dyn Fn() -> Option<String>,
) -> Result<Vec<String>, String> {
    let problems_of = |result: &TestResult| expectations::compare(result, expectations.get(&result.test));
    let mut first: HashMap<String, String> = HashMap::new();
    for attempt in 1..=options.retry_unexpected {
        let again: Vec<TestUrl> = results
            .iter()
            .filter(|r| !problems_of(r).is_empty())
            .filter_map(|r| tests.iter().find(|t| t.test == r.test && t.skip.is_none()).cloned())
            .collect();
        if again.is_empty() {
            break;
        }
        if again.len() > MOST_RETRIED {
            println!("== not retried: {} unexpected results (more than {MOST_RETRIED})", again.len());
            break;
        }
        println!("== running {} unexpected again, one at a time (retry {attempt})", again.len());
        let retried =
            run_all(config, &again, Admission::new(1, 1), options.process.as_deref(), expectations, gone)?;
        for new in retried {
            let Some(old) = results.iter_mut().find(|r| r.test == new.test) else { continue };
            first.entry(old.test.clone()).or_insert_with(|| {
                let mut lines = result_line(old, true);
                for problem in problems_of(old) {
                    lines.push_str("\n        ");
                    lines.push_str(&problem);
                }
                lines
            });
            *old = new;
        }
    }
    let mut flaky: Vec<String> =
        results.iter().filter(|r| problems_of(r).is_empty()).filter_map(|r| first.remove(&r.test)).collect();
    flaky.sort();
    Ok(flaky)
}

/// `--update-expectations`: the results become the expectations (stale entries go).
fn update_expectations(
    path: &Path,
    expectations: &Expectations,
    results: &[TestResult],
    stale: &[String],
) -> Result<(), String> {
    let mut updated = expectations.clone();
    for name in stale {
        updated.remove(name);
    }
    for result in results.iter().filter(|r| r.status != "SKIP") {
        let new = expectations::from_result(result, expectations.get(&result.test));
        updated.insert(result.test.clone(), new);
    }
    expectations::save(path, &updated)?;
    println!("expectations written to {}", path.display());
    Ok(())
}

/// Runs every test, as many at a time as `admission` allows, each in a fresh group, in a pool of runner processes
/// (or, without `process`, on a blocking thread of this one), on a tokio runtime: a
/// `JoinSet` holds the running tests, and a runner that ends its test well goes back to
/// the idle ones for the next. Each test's line is printed as it ends (on a terminal,
/// above a progress bar: the count, the unexpected results so far, the time left); the
/// results are returned in the tests' order.
fn run_all(
    config: &Arc<ServerConfig>,
    tests: &[TestUrl],
    mut admission: Admission,
    process: Option<&Path>,
    expectations: &Expectations,
    gone: &dyn Fn() -> Option<String>,
) -> Result<Vec<TestResult>, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the test runner: {e}"))?;
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(tests.len() as u64);
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "{bar:30} {pos}/{len} tests, {msg} ({elapsed}, about {eta} left)",
        ) {
            bar.set_style(style);
        }
        bar.set_message("0 unexpected");
        bar
    });
    let mut unexpected_so_far = 0;
    let results = runtime.block_on(async {
        let mut results: Vec<Option<TestResult>> = vec![None; tests.len()];
        let mut running = JoinSet::new();
        let mut index_of = HashMap::new();
        let mut idle: Vec<Box<Runner>> = Vec::new();
        let mut pending =
            start_order(tests, expectations).into_iter().map(|index| (index, &tests[index])).peekable();
        let mut tick = tokio::time::interval(admission::TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            while running.len() < admission.limit()
                && let Some((index, test)) = pending.next()
            {
                // (A skipped test needs no runner.)
                let how = match process {
                    Some(exe) if test.skip.is_none() => How::Process(exe.to_path_buf(), idle.pop()),
                    _ => How::Thread,
                };
                // A server that died fails the tests that remain, at once and saying so.
                let id = match gone().filter(|_| test.skip.is_none()) {
                    Some(why) => {
                        let result = run::server_gone(test, why);
                        running.spawn(async move { (result, None) }).id()
                    }
                    None => running.spawn(run_one_test(config.clone(), test.clone(), how)).id(),
                };
                index_of.insert(id, index);
            }
            // While tests wait to start, the limit follows the processors' idle time.
            let joined = if admission.adaptive() && pending.peek().is_some() {
                tokio::select! {
                    joined = running.join_next_with_id() => joined,
                    _ = tick.tick() => {
                        admission.tick();
                        continue;
                    }
                }
            } else {
                running.join_next_with_id().await
            };
            let Some(joined) = joined else { break };
            let (index, result) = match joined {
                Ok((id, (result, runner))) => {
                    idle.extend(runner.map(Box::new));
                    (index_of.remove(&id), Ok(result))
                }
                Err(e) => (index_of.remove(&e.id()), Err(e.to_string())),
            };
            let Some(index) = index else { continue };
            let test = &tests[index];
            let result =
                result.unwrap_or_else(|e| run::crashed(test, format!("the test's task failed: {e}"), 0));
            let unexpected = !expectations::compare(&result, expectations.get(&result.test)).is_empty();
            unexpected_so_far += usize::from(unexpected);
            let line = result_line(&result, unexpected);
            match &bar {
                Some(bar) => {
                    bar.println(line);
                    bar.set_message(format!("{unexpected_so_far} unexpected"));
                    bar.inc(1);
                }
                None => println!("{line}"),
            }
            results[index] = Some(result);
        }
        for runner in idle {
            runner.finish().await;
        }
        results
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(results.into_iter().flatten().collect())
}

/// The order the tests start in: those that take long whatever the machine does first —
/// `timeout=long` tests (WebCryptoAPI's many-iteration ones among them) and those expected
/// to time out, which wait out their whole timeout — so their waits overlap the many short
/// tests rather than trail the run on a few busy runners; the rest in their own order.
fn start_order(tests: &[TestUrl], expectations: &Expectations) -> Vec<usize> {
    let weight = |test: &TestUrl| {
        let times_out = expectations
            .get(&test.test)
            .and_then(|e| e.status.as_ref())
            .is_some_and(|(status, _)| status == "TIMEOUT");
        std::cmp::Reverse((test.long_timeout, times_out))
    };
    let mut order: Vec<usize> = (0..tests.len()).collect();
    order.sort_by_key(|&index| weight(&tests[index]));
    order
}

/// Where a test runs: in a runner process of this executable (an idle one, or a new one),
/// or on a blocking thread of this process.
enum How {
    Process(PathBuf, Option<Box<Runner>>),
    Thread,
}

/// Runs one test: skipped ones at once, the others as `how` says. Returns the runner
/// process if it can run another test.
async fn run_one_test(config: Arc<ServerConfig>, test: TestUrl, how: How) -> (TestResult, Option<Runner>) {
    if test.skip.is_some() {
        return (run::run_test(&config, &test), None);
    }
    match how {
        How::Process(exe, runner) => {
            let runner = match runner {
                Some(runner) => *runner,
                None => match Runner::start(&exe, &config) {
                    Ok(runner) => runner,
                    Err(message) => return (run::crashed(&test, message, 0), None),
                },
            };
            runner.run(&config, &test).await
        }
        How::Thread => {
            let (on_thread, started) = (test.clone(), std::time::Instant::now());
            let result = tokio::task::spawn_blocking(move || run::run_test(&config, &on_thread))
                .await
                .unwrap_or_else(|e| {
                    let duration = started.elapsed().as_millis() as u64;
                    run::crashed(&test, format!("the test thread failed: {e}"), duration)
                });
            (result, None)
        }
    }
}
