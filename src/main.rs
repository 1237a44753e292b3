//! The `framescope` command line: `run`, `wpt`, `bench`.
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use framescope::runtime::page;

/// A headless browsing context group on V8 with the web's performance measurement APIs.
#[derive(Parser)]
#[command(name = "framescope", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Load a page, run its scripts, and print its console output and errors.
    Run {
        /// An .html or .js file; without one, the built-in demo (fixtures/demo/index.html).
        page: Option<PathBuf>,
        /// Also write the run as JSON to this file.
        #[arg(long, value_name = "FILE")]
        report: Option<PathBuf>,
    },
    /// Run web-platform-tests files (not yet: see the conformance-runner issue).
    Wpt {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
        args: Vec<String>,
    },
    /// Measure profiler overhead and API costs (not yet).
    Bench {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
        args: Vec<String>,
    },
}

/// Exit status for bad input (a missing page, an unreadable file, a bad argument).
const BAD_INPUT: u8 = 2;

fn demo_page() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/demo/index.html")
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run { page, report } => run(page.unwrap_or_else(demo_page), report),
        Command::Wpt { .. } => not_yet("wpt", "the conformance runner"),
        Command::Bench { .. } => not_yet("bench", "the benchmarks"),
    }
}

fn not_yet(command: &str, what: &str) -> ExitCode {
    eprintln!("framescope {command}: not yet implemented ({what} comes with a later issue)");
    ExitCode::from(BAD_INPUT)
}

fn run(page: PathBuf, report: Option<PathBuf>) -> ExitCode {
    if !page.is_file() {
        eprintln!("framescope run: no such page file: {}", page.display());
        return ExitCode::from(BAD_INPUT);
    }
    let result = match page::run_file(&page) {
        Ok(result) => result,
        Err(error) => {
            eprintln!("framescope run: {error}");
            return ExitCode::from(BAD_INPUT);
        }
    };
    println!("framescope run {}", page.display());
    for message in &result.console {
        println!("  console.{}: {}", message.level.as_str(), message.text);
    }
    for error in &result.load_errors {
        println!("  load error: {error}");
    }
    for error in &result.errors {
        println!("  {error}");
    }
    println!(
        "{} console message(s), {} uncaught error(s), {} load error(s)",
        result.console.len(),
        result.errors.len(),
        result.load_errors.len()
    );
    if let Some(path) = report {
        let json = match serde_json::to_string_pretty(&result) {
            Ok(json) => json,
            Err(error) => {
                eprintln!("framescope run: cannot encode the report: {error}");
                return ExitCode::FAILURE;
            }
        };
        if let Err(error) = std::fs::write(&path, json + "\n") {
            eprintln!("framescope run: cannot write the report to {}: {error}", path.display());
            return ExitCode::from(BAD_INPUT);
        }
        println!("report written to {}", path.display());
    }
    ExitCode::SUCCESS
}
