//! The `framescope` command line: `run`, `wpt`, `bench`.
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use url::Url;

use framescope::bindings::measure_memory::MeasureMemoryExecution;
use framescope::network_args::NetworkArgs;
use framescope::profile::{ProfileOptions, RunProfiling};
use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::{BrowsingContextGroup, Stopper};
use framescope::runtime::heap_limit::{
    DEFAULT_MAX_HEAP_MB, DEFAULT_MAX_WORKERS, GroupOptions, MAX_MAX_HEAP_MB, MIN_MAX_HEAP_MB,
};
use framescope::runtime::loader::hosts::{FetchError, VirtualHosts};
use framescope::runtime::platform::{VirtualTime, use_virtual_time};
use framescope::runtime::report::Report;
use framescope::runtime::web::measure_memory;
use framescope::runtime::web::performance::hr_time;
use framescope::{atomic_file, memory_chart};

/// A headless browsing context group on V8 with the web's performance measurement APIs.
#[derive(Parser)]
#[command(name = "framescope", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Load a page with its frames, run its event loop until idle, and summarise it.
    Run {
        /// A URL served from --hosts (https://host/path), or a local HTML file. Without
        /// one: the built-in demo, https://example.com/ from fixtures/hosts.
        page: Option<String>,
        /// The folder of virtual hosts: HOSTS/<host>/<path> serves https://<host>/<path>
        /// [default: fixtures/hosts].
        #[arg(long, value_name = "DIR")]
        hosts: Option<PathBuf>,
        /// Also write the run as JSON to this file.
        #[arg(long, value_name = "FILE")]
        report: Option<PathBuf>,
        /// Stop the event loop after this many seconds.
        #[arg(long, value_name = "SECS", default_value_t = 30.0, value_parser = parse_timeout)]
        timeout: f64,
        /// The heap limit of each isolate (the page's, each worker's), in MB; a page that
        /// reaches it is stopped with a memory error.
        #[arg(long, value_name = "MB", default_value_t = DEFAULT_MAX_HEAP_MB, value_parser = parse_max_heap_mb)]
        max_heap_mb: usize,
        /// How many workers (each an isolate and a thread) may run at once in the page; one
        /// more is a QuotaExceededError.
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_WORKERS, value_parser = parse_max_workers)]
        max_workers: usize,
        /// When the page has gone idle, measure its memory from the top-level realm (as
        /// performance.measureMemory() would) and add it to the summary and report.
        #[arg(long)]
        measure_memory: bool,
        /// How V8 takes memory measurements, the page's own and --measure-memory's:
        /// `eager` (a GC now) or `default` (with the next GC, or the one V8 schedules
        /// 10-20 s later, as in Chrome).
        #[arg(long, value_name = "MODE", default_value = "eager", value_parser = ["eager", "default"])]
        measure_memory_mode: String,
        /// Draw the memory measurement as a bar chart (SVG) into this file (implies
        /// --measure-memory).
        #[arg(long, value_name = "FILE.svg")]
        memory_chart: Option<PathBuf>,
        /// JS Self-Profiling's base sample interval in ms (0.1 to 1000): profilers sample
        /// at multiples of it, a requested interval rounded up to the next one (10 ms, as
        /// Chrome, unless set).
        #[arg(long, value_name = "MS", default_value = "10", value_parser = parse_profiler_base_interval)]
        profiler_base_interval: u32,
        /// Profile the page's JavaScript from load to idle (no document policy needed), and
        /// export that trace and every trace the page's own Profilers made: as the
        /// ProfilerTrace JSON, a Chrome .cpuprofile, a speedscope file, a Firefox Profiler
        /// (Gecko) profile and a flame graph SVG. The summary lists the top functions.
        #[arg(long)]
        profile: bool,
        /// --profile's sample interval in ms, rounded up to a multiple of
        /// --profiler-base-interval (implies --profile) [default: the base interval].
        #[arg(long, value_name = "MS", value_parser = parse_sample_interval)]
        sample_interval: Option<f64>,
        /// The folder --profile writes its files into (implies --profile) [default:
        /// framescope-profile].
        #[arg(long, value_name = "DIR")]
        profile_out: Option<PathBuf>,
        /// Run this script in a privileged debugger realm before the page's first script:
        /// it has Debugger (Debugger.Memory: takeCensus, onGarbageCollection…), gc() and
        /// page (realms, onNewRealm, onIdle); its console and errors are the report's,
        /// under the realm "debugger".
        #[arg(long, value_name = "SCRIPT.js")]
        debugger: Option<PathBuf>,
        /// Run on virtual time, deterministically: the clock (performance.now(), Date,
        /// the entries' times) starts at 2000-01-01T00:00:00Z, stands still while the page
        /// works and jumps to the next timer or animation frame as soon as the page and its
        /// workers are idle; Math.random is seeded. The same page gives the same report.
        #[arg(long)]
        virtual_time: bool,
        /// How far the virtual clock may advance, in ms; a page with timers left beyond it
        /// ends as timed out (implies --virtual-time) [default: 60000].
        #[arg(long, value_name = "MS", value_parser = parse_virtual_time_budget)]
        virtual_time_budget: Option<f64>,
        /// Math.random's seed on virtual time (implies --virtual-time) [default: 1].
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        seed: Option<u32>,
        #[command(flatten)]
        network: NetworkArgs,
    },
    /// Run web-platform-tests files, unmodified, and report per subtest.
    Wpt {
        /// Test files or folders (relative to the working directory or to the root), or test
        /// URLs such as /dom/x.any.worker.html?q (default: the project's own wpt/ tests).
        paths: Vec<PathBuf>,
        /// The root of a web-platform-tests checkout (default: the one folder given).
        #[arg(long, value_name = "DIR")]
        wpt_root: Option<PathBuf>,
        /// The expected results (JSON, per subtest).
        #[arg(long, value_name = "FILE")]
        expectations: Option<PathBuf>,
        /// Write the results as wptreport JSON.
        #[arg(long, value_name = "FILE")]
        report: Option<PathBuf>,
        /// Run only the I-th of N shares of the tests.
        #[arg(long, value_name = "I/N", value_parser = framescope::wpt::parse_shard)]
        shard: Option<(usize, usize)>,
        /// Test files to run at once (default: the machine's cores; tests that mostly wait,
        /// as upstream suites do, gain from more).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
        jobs: Option<u16>,
        /// Let up to N test files run at once while the processors idle (tests that wait on
        /// timers or servers leave them so): the number running follows the idle time,
        /// between --jobs and N (default: --jobs, fixed).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=128))]
        max_jobs: Option<u16>,
        /// Multiply every harness timeout (10 s, 60 s for timeout=long) by this.
        #[arg(long, value_name = "X", default_value_t = 1.0, value_parser = parse_multiplier)]
        timeout_multiplier: f64,
        /// Rewrite the expectations file from this run's results.
        #[arg(long, requires = "expectations")]
        update_expectations: bool,
        /// The heap limit of each test's isolates, in MB (a test that reaches it is a CRASH).
        #[arg(long, value_name = "MB", default_value_t = DEFAULT_MAX_HEAP_MB, value_parser = parse_max_heap_mb)]
        max_heap_mb: usize,
        /// Run each test whose result was unexpected again, alone, up to N times: one run
        /// as expected makes it flaky (listed, and not a failure); more than 50 unexpected
        /// results are a regression and are not retried.
        #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=5))]
        retry_unexpected: u8,
        /// The server the tests come from: wptserve (the real one, installed by `make
        /// setup`; the default when it is) or builtin (framescope's own, in the process; no
        /// Python handlers).
        #[arg(long, value_enum)]
        server: Option<framescope::wpt::ServerKind>,
        #[command(flatten)]
        network: NetworkArgs,
    },
    /// Runs the web-platform-tests URLs its stdin names, one after another (what `wpt`
    /// keeps a pool of).
    #[command(hide = true)]
    WptRunner {
        #[arg(long)]
        root: PathBuf,
        #[arg(long)]
        harness_dir: PathBuf,
        #[arg(long)]
        marker: String,
        #[arg(long)]
        timeout_multiplier: f64,
        #[arg(long, default_value_t = DEFAULT_MAX_HEAP_MB, value_parser = parse_max_heap_mb)]
        max_heap_mb: usize,
        /// The two HTTP and two HTTPS ports of the run's wptserve (without: the built-in
        /// server).
        #[arg(long, value_name = "HTTP,HTTP,HTTPS,HTTPS", value_parser = parse_wptserve_ports)]
        wptserve_ports: Option<framescope::wpt::wptserve::Ports>,
        #[command(flatten)]
        network: NetworkArgs,
    },
    /// Measure the cost of the performance APIs (against Node's perf_hooks) and of realms
    /// (against jsdom).
    Bench(framescope::bench::cli::BenchArgs),
    /// Serve the Chrome DevTools Protocol (for Puppeteer, Playwright, chrome-remote-interface
    /// and DevTools): each page a browsing context group on its own thread.
    Serve {
        /// The port to listen on (0: any free one; the one taken is printed).
        #[arg(long, default_value_t = 9222)]
        port: u16,
        /// The address to listen on: loopback unless you say otherwise (anyone who reaches
        /// the port runs JavaScript in the pages).
        #[arg(long, default_value = "127.0.0.1")]
        host: std::net::IpAddr,
        /// The folder of virtual hosts pages come from [default: fixtures/hosts].
        #[arg(long, value_name = "DIR")]
        hosts: Option<PathBuf>,
        #[command(flatten)]
        network: NetworkArgs,
        /// Each page's V8 heap limit in MB (a page past it crashes: Target.targetCrashed).
        #[arg(long, value_name = "MB", default_value_t = DEFAULT_MAX_HEAP_MB, value_parser = parse_max_heap_mb)]
        max_heap_mb: usize,
    },
}

/// Exit status for bad input (a missing page, an unreadable file, a bad argument).
const BAD_INPUT: u8 = 2;
const DEMO: &str = "https://example.com/";

fn parse_timeout(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(secs) if secs.is_finite() && secs > 0.0 && secs <= 86_400.0 => Ok(secs),
        Ok(secs) if secs.is_finite() && secs <= 0.0 => {
            Err(format!("{text:?}: the timeout must be more than 0 seconds (at most 86400)"))
        }
        Ok(secs) if secs.is_finite() => {
            Err(format!("{text:?}: the timeout must be at most 86400 seconds (a day)"))
        }
        _ => Err(format!("{text:?} is not a number of seconds (more than 0, at most 86400)")),
    }
}

fn parse_virtual_time_budget(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(ms) if ms.is_finite() && (0.0..=MAX_VIRTUAL_TIME_BUDGET_MS).contains(&ms) => Ok(ms),
        _ => Err(format!("{text:?} is not a number of ms from 0 to {MAX_VIRTUAL_TIME_BUDGET_MS} (a year)")),
    }
}

/// The most virtual time a run may use: a year.
const MAX_VIRTUAL_TIME_BUDGET_MS: f64 = 365.0 * 86_400_000.0;

fn parse_max_heap_mb(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(mb) if (MIN_MAX_HEAP_MB..=MAX_MAX_HEAP_MB).contains(&mb) => Ok(mb),
        _ => Err(format!("{text:?} is not a number of MB between {MIN_MAX_HEAP_MB} and {MAX_MAX_HEAP_MB}")),
    }
}

fn parse_max_workers(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=4096).contains(&n) => Ok(n),
        _ => Err(format!("{text:?} is not a number of workers between 1 and 4096")),
    }
}

/// A base interval in ms → whole µs.
fn parse_profiler_base_interval(text: &str) -> Result<u32, String> {
    match text.parse::<f64>() {
        Ok(ms) if (0.1..=1000.0).contains(&ms) => Ok((ms * 1000.0).round() as u32),
        _ => Err(format!("{text:?} is not a number of ms between 0.1 and 1000")),
    }
}

/// A sample interval in ms: a finite number >= 0.
fn parse_sample_interval(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(ms) if ms.is_finite() && (0.0..=1000.0).contains(&ms) => Ok(ms),
        _ => Err(format!("{text:?} is not a number of ms between 0 and 1000")),
    }
}

fn parse_multiplier(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 && x <= 100.0 => Ok(x),
        _ => Err(format!("{text:?} is not a multiplier between 0 and 100")),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run {
            page,
            hosts,
            report,
            timeout,
            max_heap_mb,
            max_workers,
            measure_memory,
            measure_memory_mode,
            memory_chart,
            profiler_base_interval,
            profile,
            sample_interval,
            profile_out,
            debugger,
            virtual_time,
            virtual_time_budget,
            seed,
            network,
        } => {
            let implied = virtual_time_budget.is_some() || seed.is_some();
            let virtual_time = (virtual_time || implied).then_some(VirtualTime {
                start_unix_ms: VIRTUAL_TIME_START_UNIX_MS,
                budget_ms: virtual_time_budget.unwrap_or(60_000.0),
                seed: seed.unwrap_or(1),
            });
            let profile =
                (profile || sample_interval.is_some() || profile_out.is_some()).then(|| ProfileOptions {
                    sample_interval_ms: sample_interval,
                    out_dir: profile_out.unwrap_or_else(|| PathBuf::from("framescope-profile")),
                });
            let memory = MemoryOptions {
                measure: measure_memory || memory_chart.is_some(),
                chart: memory_chart,
                execution: if measure_memory_mode == "default" {
                    MeasureMemoryExecution::Default
                } else {
                    MeasureMemoryExecution::Eager
                },
            };
            let options = GroupOptions {
                max_heap_mb,
                profiler_base_interval_us: profiler_base_interval,
                record_profiler_traces: profile.is_some(),
                max_workers,
                automation: false,
                hit_boxes: false,
            };
            match run(RunOptions {
                page,
                hosts,
                report,
                timeout,
                options,
                memory,
                profile,
                debugger,
                virtual_time,
                network,
            }) {
                Ok(code) => code,
                Err(message) => {
                    eprintln!("framescope run: {message}");
                    ExitCode::from(BAD_INPUT)
                }
            }
        }
        Command::Wpt {
            paths,
            wpt_root,
            expectations,
            report,
            shard,
            jobs,
            max_jobs,
            timeout_multiplier,
            update_expectations,
            max_heap_mb,
            retry_unexpected,
            server,
            network,
        } => {
            let options = framescope::wpt::Options {
                paths,
                wpt_root,
                expectations,
                report,
                shard,
                jobs: jobs.map_or_else(
                    || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
                    usize::from,
                ),
                max_jobs: max_jobs.map_or(0, usize::from),
                timeout_multiplier,
                update_expectations,
                max_heap_mb,
                process: std::env::current_exe().ok(),
                network,
                retry_unexpected: usize::from(retry_unexpected),
                server,
            };
            match framescope::wpt::run(&options) {
                Ok(summary) if summary.as_expected => ExitCode::SUCCESS,
                Ok(_) => ExitCode::FAILURE,
                Err(message) => {
                    eprintln!("framescope wpt: {message}");
                    ExitCode::from(BAD_INPUT)
                }
            }
        }
        Command::WptRunner {
            root,
            harness_dir,
            marker,
            timeout_multiplier,
            max_heap_mb,
            wptserve_ports,
            network,
        } => {
            let served = match wptserve_ports {
                Some(ports) => framescope::wpt::server::Served::Wptserve(ports),
                None => framescope::wpt::server::Served::Builtin,
            };
            let config = framescope::wpt::server::ServerConfig {
                root,
                harness_dir,
                marker,
                timeout_multiplier,
                max_heap_mb,
                network,
                served,
            };
            match framescope::wpt::pool::serve(config) {
                Ok(()) => ExitCode::SUCCESS,
                Err(message) => {
                    eprintln!("framescope wpt-runner: {message}");
                    ExitCode::from(BAD_INPUT)
                }
            }
        }
        Command::Serve { port, host, hosts, network, max_heap_mb } => {
            let hosts =
                hosts.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/hosts"));
            match framescope::serve::serve(framescope::serve::ServeOptions {
                host,
                port,
                hosts,
                network,
                max_heap_mb,
            }) {
                Ok(()) => ExitCode::SUCCESS,
                Err(message) => {
                    eprintln!("framescope serve: {message}");
                    ExitCode::from(BAD_INPUT)
                }
            }
        }
        Command::Bench(args) => match framescope::bench::cli::run(&args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("framescope bench: {message}");
                ExitCode::from(BAD_INPUT)
            }
        },
    }
}

/// `"8000,8001,8443,8444"` → those ports.
fn parse_wptserve_ports(text: &str) -> Result<framescope::wpt::wptserve::Ports, String> {
    let ports: Vec<u16> = text.split(',').filter_map(|p| p.trim().parse().ok()).collect();
    match ports.as_slice() {
        &[a, b, c, d] => Ok(framescope::wpt::wptserve::Ports { http: [a, b], https: [c, d] }),
        _ => Err(format!("{text:?} is not four ports HTTP,HTTP,HTTPS,HTTPS")),
    }
}

/// The page's URL: a URL as given, or a local file as a `file:` URL.
fn page_url(page: &str) -> Result<Url, String> {
    if page.contains("://") {
        return Url::parse(page).map_err(|e| format!("{page:?} is not a valid URL: {e}"));
    }
    let path = Path::new(page);
    if path.is_dir() {
        return Err(format!("the page {page} is a folder, not an HTML file"));
    }
    if !path.is_file() {
        return Err(format!("no such page file: {page}"));
    }
    let absolute = path.canonicalize().map_err(|e| format!("cannot resolve {page}: {e}"))?;
    Url::from_file_path(&absolute).map_err(|_| format!("cannot make a file: URL of {}", absolute.display()))
}

/// Stops the run at SIGINT or SIGTERM (its report is still written, with the outcome
/// `interrupted`); a second signal ends the process at once. Returns the signal that
/// came, if one did.
fn on_signals(stopper: Stopper) -> Arc<AtomicI32> {
    let received = Arc::new(AtomicI32::new(0));
    let seen = received.clone();
    match Signals::new([SIGINT, SIGTERM]) {
        Ok(mut signals) => {
            let spawned = std::thread::Builder::new().name("framescope-signals".into()).spawn(move || {
                for signal in signals.forever() {
                    if seen.swap(signal, Ordering::SeqCst) != 0 {
                        eprintln!("framescope run: a second signal; exiting without a report");
                        std::process::exit(128 + signal);
                    }
                    eprintln!("framescope run: interrupted; writing what was gathered");
                    stopper.interrupt();
                }
            });
            if let Err(e) = spawned {
                eprintln!(
                    "framescope run: note: cannot watch for signals ({e}); Ctrl-C ends without a report"
                );
            }
        }
        Err(e) => {
            eprintln!("framescope run: note: cannot watch for signals ({e}); Ctrl-C ends without a report")
        }
    }
    received
}

/// `framescope run`'s memory options.
struct MemoryOptions {
    /// `--measure-memory`.
    measure: bool,
    /// `--measure-memory-mode`.
    execution: MeasureMemoryExecution,
    /// `--memory-chart`.
    chart: Option<PathBuf>,
}

/// What `framescope run` was asked to do.
struct RunOptions {
    page: Option<String>,
    hosts: Option<PathBuf>,
    report: Option<PathBuf>,
    timeout: f64,
    options: GroupOptions,
    memory: MemoryOptions,
    profile: Option<ProfileOptions>,
    debugger: Option<PathBuf>,
    virtual_time: Option<VirtualTime>,
    network: NetworkArgs,
}

/// Where `--virtual-time`'s clock starts: 2000-01-01T00:00:00Z.
const VIRTUAL_TIME_START_UNIX_MS: f64 = 946_684_800_000.0;

fn run(run: RunOptions) -> Result<ExitCode, String> {
    let RunOptions {
        page,
        hosts,
        report,
        timeout,
        options,
        memory,
        profile,
        debugger,
        virtual_time,
        network,
    } = run;
    let hosts = hosts.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/hosts"));
    if hosts.is_file() {
        return Err(format!(
            "--hosts {} is a file: it must be a folder with one folder per host (HOSTS/<host>/<path>)",
            hosts.display()
        ));
    }
    if !hosts.is_dir() {
        return Err(format!("no such hosts directory: {}", hosts.display()));
    }
    let page = page.unwrap_or_else(|| DEMO.to_string());
    let url = page_url(&page)?;
    let mut hosts = VirtualHosts::new(Some(hosts));
    // A local page may load the files beside it and below (its frames and scripts).
    if url.scheme() == "file"
        && let Some(folder) = url.to_file_path().ok().as_deref().and_then(Path::parent)
    {
        hosts = hosts.allow_files_under(folder);
    }
    let hosts = network.apply(hosts, Duration::from_secs_f64(timeout))?;
    let from_network = hosts.network().is_some_and(|n| n.allows(&url));
    // The page itself must exist: that is the user's input, not the page's behaviour (a
    // page from the network is fetched once, by the load: its errors are the report's).
    if !from_network
        && let Err(
            error @ (FetchError::NotFound { .. }
            | FetchError::UnsupportedScheme { .. }
            | FetchError::Refused { .. }),
        ) = hosts.fetch(&url)
    {
        return Err(error.to_string());
    }
    if let Some(path) = &memory.chart {
        atomic_file::check_writable(path).map_err(|e| format!("cannot write the memory chart: {e}"))?;
    }
    if let Some(path) = &report {
        // Fail before running, not after, when the report cannot be written (an earlier
        // report stays as it is until the new one replaces it whole).
        atomic_file::check_writable(path).map_err(|e| format!("cannot write the report: {e}"))?;
    }

    if let Some(config) = virtual_time {
        use_virtual_time(config)?;
    }
    let timeout = Duration::from_secs_f64(timeout);
    let deadline = Instant::now() + timeout;
    if let Some(network) = hosts.network() {
        network.set_deadline(deadline);
    }
    let mut group = BrowsingContextGroup::with_options(hosts, options);
    measure_memory::top_level::measurements(group.state()).execution.set(memory.execution);
    let profiling = profile.map(|options| RunProfiling::start(&mut group, options)).transpose()?;
    if let Some(path) = &debugger {
        let source = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the debugger script {}: {e}", path.display()))?;
        group.install_debugger(&source, &path.display().to_string())?;
    }
    let signal = on_signals(group.stopper());
    // The timeout covers everything, the top document's own scripts included.
    group.set_deadline(deadline);
    group.load(url.clone());
    let mut outcome = group.run(timeout);
    // The debugger's page.onIdle callbacks, once the page is idle (they may give it more
    // to do, and register more callbacks).
    while outcome == Outcome::Idle
        && let Some(next) = group.debugger_idle(deadline.saturating_duration_since(Instant::now()))
    {
        outcome = next;
    }
    // Measured once the page is idle, within the same deadline.
    let measurement = (memory.measure && outcome == Outcome::Idle)
        .then(|| group.measure_memory(deadline.saturating_duration_since(Instant::now())))
        .flatten();
    let (profiles, export_failures) = match profiling {
        Some(profiling) => profiling.finish(&mut group),
        None => (Vec::new(), Vec::new()),
    };
    let mut result = Report::new(url.to_string(), &mut group, outcome);
    result.measurement = measurement;
    result.profiles = profiles;
    print!("{}", result.summary());
    if let (Some(config), Some(elapsed)) = (virtual_time, hr_time::virtual_elapsed_ms()) {
        println!("virtual time: the clock advanced {elapsed} ms (budget {} ms)", config.budget_ms);
    }
    if let Some(path) = &memory.chart {
        match &result.measurement {
            Some(measurement) => {
                memory_chart::write(path, url.as_str(), measurement)?;
                println!("memory chart written to {} (an SVG: open it in a browser)", path.display());
            }
            None => {
                eprintln!("framescope run: no memory chart: the page did not go idle, so it was not measured")
            }
        }
    }
    if let Some(path) = report {
        let json =
            serde_json::to_string_pretty(&result).map_err(|e| format!("cannot encode the report: {e}"))?;
        atomic_file::write(&path, (json + "\n").as_bytes())
            .map_err(|e| format!("cannot write the report: {e}"))?;
        println!("report written to {}", path.display());
    }
    for failure in &export_failures {
        eprintln!("framescope run: {failure}");
    }
    match signal.load(Ordering::SeqCst) {
        0 if !export_failures.is_empty() => Ok(ExitCode::from(BAD_INPUT)),
        0 => Ok(ExitCode::SUCCESS),
        signal => Ok(ExitCode::from(u8::try_from(128 + signal).unwrap_or(1))),
    }
}
