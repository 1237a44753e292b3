//! The CPU-bound workloads of `framescope bench profiler-overhead`: one of framescope's own
//! and three that run code nobody here wrote — npm packages (a JavaScript parser, a
//! markdown renderer, a utility library) that the harness installs with npm into
//! `.tools/npm/workloads` (or `$FRAMESCOPE_WORKLOADS`) the first time it needs them, and
//! that the page loads as classic scripts, as a site would. A package that cannot be
//! installed (no npm, no registry) is reported as skipped, not failed.
//!
//! Each workload script defines `workload(scale)`, which repeats a unit of work `scale`
//! times (each unit about 40–50 µs on the development machine), in framescope's page and
//! in Node alike.
use std::path::{Path, PathBuf};
use std::process::Command;

/// An npm package a workload runs: what to install, and the file that the page, and Node,
/// load as a classic script (a UMD build, which defines the workload's global).
#[derive(Clone, Copy, Debug)]
pub struct Package {
    pub name: &'static str,
    pub version: &'static str,
    /// The file in the package.
    pub file: &'static str,
}

/// A workload: its name (in the report), its package if any, and its script.
#[derive(Clone, Copy, Debug)]
pub struct Workload {
    pub name: &'static str,
    pub package: Option<Package>,
    pub script: &'static str,
}

/// framescope's own: recursion, array building and sorting, JSON round trips, strings.
const COMPUTE: &str = r##"
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function workload(scale) {
  let acc = 0;
  for (let r = 0; r < scale; r++) {
    acc += fib(16);
    const list = [];
    for (let i = 0; i < 500; i++) list.push((i * 7919 + r) % 1009);
    list.sort((a, b) => a - b);
    acc += list[250];
    acc += JSON.parse(JSON.stringify({ list: list.slice(0, 100), name: "run " + r })).list.length;
    let text = "";
    for (let i = 0; i < 100; i++) text += String.fromCharCode(65 + ((i + r) % 26));
    acc += text.length;
  }
  return acc;
}
"##;

/// acorn parses a small program (functions, classes, arrows, literals).
const ACORN: &str = r##"
const SOURCE = (() => {
  let s = "";
  for (let i = 0; i < 2; i++) {
    s += `function f${i}(a, b) { const x = [a, b, ${i}].map((v) => v * 2); if (x.length > 2) { return { sum: x.reduce((p, q) => p + q, 0), name: "f${i}" }; } return null; }\n`;
    s += `class C${i} extends Object { constructor() { super(); this.v = ${i}; } get value() { return this.v; } }\n`;
  }
  return s;
})();
function workload(scale) {
  let n = 0;
  for (let r = 0; r < scale; r++) n += acorn.parse(SOURCE, { ecmaVersion: 2022 }).body.length;
  return n;
}
"##;

/// marked renders a small document (headings, emphasis, links, lists, a quote, code, a
/// table).
const MARKED: &str = r##"
const MARKDOWN = "# Section\n\nSome *emphasis*, **strong** text and a [link](https://example.com/) with `code`.\n\n" +
  "- item one\n- item two with _more_\n\n1. first\n2. second\n\n> a quote\n\n```js\nconst x = 1;\n```\n\n" +
  "| a | b |\n| - | - |\n| 1 | 2 |\n";
function workload(scale) {
  let n = 0;
  for (let r = 0; r < scale; r++) n += marked.parse(MARKDOWN).length;
  return n;
}
"##;

/// lodash groups, sorts, flattens, deduplicates, deep-copies and chunks a small table.
const LODASH: &str = r##"
const DATA = [];
for (let i = 0; i < 60; i++) DATA.push({ id: i, group: "g" + (i % 7), score: (i * 7919) % 101, tags: ["t" + (i % 3), "t" + (i % 5)] });
function workload(scale) {
  let n = 0;
  for (let r = 0; r < scale; r++) {
    const grouped = _.groupBy(DATA, "group");
    const sorted = _.sortBy(DATA, ["score", "id"]);
    const tags = _.uniq(_.flatMap(DATA, "tags"));
    const copy = _.cloneDeep(DATA.slice(0, 5));
    n += Object.keys(grouped).length + sorted[0].id + tags.length + _.sumBy(copy, "score") + _.chunk(sorted, 8).length;
  }
  return n;
}
"##;

/// Every workload, framescope's own first.
pub const WORKLOADS: [Workload; 4] = [
    Workload { name: "compute", package: None, script: COMPUTE },
    Workload {
        name: "acorn",
        package: Some(Package { name: "acorn", version: "8.14.0", file: "dist/acorn.js" }),
        script: ACORN,
    },
    Workload {
        name: "marked",
        package: Some(Package { name: "marked", version: "15.0.8", file: "lib/marked.umd.js" }),
        script: MARKED,
    },
    Workload {
        name: "lodash",
        package: Some(Package { name: "lodash", version: "4.17.21", file: "lodash.js" }),
        script: LODASH,
    },
];

/// A workload ready to run: its package file's path and text, if it has one.
#[derive(Clone, Debug)]
pub struct Ready {
    pub workload: Workload,
    pub library: Option<(PathBuf, String)>,
}

/// Where the harness installs the packages: `$FRAMESCOPE_WORKLOADS`, else
/// `.tools/npm/workloads` in the checkout.
pub fn default_dir() -> PathBuf {
    std::env::var_os("FRAMESCOPE_WORKLOADS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".tools/npm/workloads"))
}

/// The version of `package` installed under `dir`, if any.
fn installed_version(dir: &Path, package: &Package) -> Option<String> {
    let manifest =
        std::fs::read_to_string(dir.join("node_modules").join(package.name).join("package.json")).ok()?;
    let manifest: serde_json::Value = serde_json::from_str(&manifest).ok()?;
    manifest["version"].as_str().map(str::to_string)
}

/// Installs the packages that `dir` lacks (at their pinned versions) with `npm`.
fn install(dir: &Path, missing: &[Package], npm: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let npm = npm.display();
    let output = Command::new(npm.to_string())
        .args(["install", "--no-audit", "--no-fund", "--loglevel=error", "--prefix"])
        .arg(dir)
        .args(missing.iter().map(|p| format!("{}@{}", p.name, p.version)))
        .output()
        .map_err(|e| format!("cannot run {npm}: {e}"))?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr);
        return Err(format!("`{npm} install` failed ({}): {}", output.status, said.trim()));
    }
    Ok(())
}

/// The workloads named in `names` (all when empty), with their packages installed into
/// `dir` (by `$FRAMESCOPE_NPM`, else `npm`) and read; a workload that cannot be had is in
/// the second list, with why.
pub fn prepare(dir: &Path, names: &[String]) -> (Vec<Ready>, Vec<(String, String)>) {
    let npm = std::env::var_os("FRAMESCOPE_NPM").map_or_else(|| PathBuf::from("npm"), PathBuf::from);
    prepare_with(dir, names, &npm)
}

/// [`prepare`] with `npm` as the installer.
pub fn prepare_with(dir: &Path, names: &[String], npm: &Path) -> (Vec<Ready>, Vec<(String, String)>) {
    let chosen: Vec<Workload> =
        WORKLOADS.into_iter().filter(|w| names.is_empty() || names.iter().any(|n| n == w.name)).collect();
    let missing: Vec<Package> = chosen
        .iter()
        .filter_map(|w| w.package)
        .filter(|p| installed_version(dir, p).as_deref() != Some(p.version))
        .collect();
    let install_error = if missing.is_empty() { None } else { install(dir, &missing, npm).err() };
    let (mut ready, mut skipped) = (Vec::new(), Vec::new());
    for workload in chosen {
        let Some(package) = workload.package else {
            ready.push(Ready { workload, library: None });
            continue;
        };
        let path = dir.join("node_modules").join(package.name).join(package.file);
        match std::fs::read_to_string(&path) {
            Ok(text) if installed_version(dir, &package).as_deref() == Some(package.version) => {
                ready.push(Ready { workload, library: Some((path, text)) });
            }
            result => {
                let why = match (&install_error, result) {
                    (Some(error), _) => {
                        format!("{}@{} could not be installed: {error}", package.name, package.version)
                    }
                    (None, Err(error)) => format!("{} cannot be read: {error}", path.display()),
                    (None, Ok(_)) => format!("{} is not version {}", package.name, package.version),
                };
                skipped.push((workload.name.to_string(), why));
            }
        }
    }
    (ready, skipped)
}

/// The names of every workload, in [`WORKLOADS`]' order (what `--workloads` accepts).
pub const NAMES: [&str; 4] = ["compute", "acorn", "marked", "lodash"];
