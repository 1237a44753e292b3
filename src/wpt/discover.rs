//! Which files of a web-platform-tests tree are tests, and the URLs their variants run
//! at, as wptserve and the manifest tool see them.
//! <https://web-platform-tests.org/writing-tests/testharness.html>
use std::path::{Path, PathBuf};

use crate::runtime::loader::hosts::path_under;

/// One test URL to run (a file, or one variant of a `.any.js` file); runner processes get
/// it as JSON (`pool.rs`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TestUrl {
    /// The URL path and query, e.g. `/dom/x.any.worker.html?a`.
    pub test: String,
    /// Served over https (`.https.` in the name): a secure context.
    pub https: bool,
    /// `timeout=long` (or `<meta name=timeout content=long>`).
    pub long_timeout: bool,
    /// Why it is not run, if it is not (a global that does not exist yet).
    pub skip: Option<String>,
}

/// What a `.js` test's `// META:` lines say.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    pub globals: Vec<String>,
    pub scripts: Vec<String>,
    pub variants: Vec<String>,
    pub long_timeout: bool,
    pub title: Option<String>,
}

/// Reads the `// META: key=value` lines at the top of a `.js` test. Unknown keys are
/// returned as warnings.
pub fn parse_meta(text: &str, file: &str) -> (Meta, Vec<String>) {
    let mut meta = Meta::default();
    let mut warnings = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let Some(rest) = line.strip_prefix("//") else { break };
        let Some(directive) = rest.trim().strip_prefix("META:") else { continue };
        let Some((key, value)) = directive.split_once('=') else {
            warnings.push(format!("{file}: malformed META line {line:?}"));
            continue;
        };
        let value = value.trim().to_string();
        match key.trim() {
            "global" => {
                meta.globals.extend(value.split(',').map(|g| g.trim().to_string()).filter(|g| !g.is_empty()))
            }
            "script" => meta.scripts.push(value),
            "variant" => meta.variants.push(value),
            "timeout" => meta.long_timeout = value == "long",
            "title" => meta.title = Some(value),
            other => warnings.push(format!("{file}: unknown META directive {other:?} (ignored)")),
        }
    }
    (meta, warnings)
}

/// The directories that hold helpers, not tests.
fn is_support_dir(name: &str) -> bool {
    matches!(name, "resources" | "support" | "tools") || name.starts_with('.')
}

/// What one PATH argument of `framescope wpt` names, resolved against the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    /// Every test in a file or folder under the root (a canonical path).
    Path(PathBuf),
    /// The tests of `file` at one URL: `url_path` (`/a/x.any.worker.html`) and, if one was
    /// given, only the variant with that query (`?q`).
    Test { file: PathBuf, url_path: String, query: Option<String> },
}

/// The generated test URLs wptserve serves, with the suffix of the file they come from
/// (longest suffixes first, as wptserve matches them).
const GENERATED: [(&str, &str); 6] = [
    (".any.html", ".any.js"),
    (".any.worker.html", ".any.js"),
    (".any.sharedworker.html", ".any.js"),
    (".any.serviceworker.html", ".any.js"),
    (".window.html", ".window.js"),
    (".worker.html", ".worker.js"),
];

/// Resolves a PATH argument (`root` canonical, `cwd` the working directory): an existing
/// file or folder under the root, given relative to `cwd` or absolute; a path relative to
/// the root (`dom/x.any.js`, `dom/`); or a test URL (`/dom/x.any.worker.html?q`, also
/// without the leading `/`). An absolute path that exists under the root is a file path,
/// any other is read as a URL path.
pub fn resolve(root: &Path, cwd: &Path, arg: &Path) -> Result<Selection, String> {
    let given = cwd.join(arg);
    if let Ok(full) = given.canonicalize()
        && full.starts_with(root)
    {
        return Ok(Selection::Path(full));
    }
    if arg.is_relative()
        && let Ok(full) = root.join(arg).canonicalize()
        && full.starts_with(root)
    {
        return Ok(Selection::Path(full));
    }
    let text = arg.to_string_lossy();
    let url = if text.starts_with('/') { text.into_owned() } else { format!("/{text}") };
    if let Some(selection) = resolve_url(root, &url)? {
        return Ok(selection);
    }
    if given.exists() {
        Err(format!("{} is not inside the WPT root {}", arg.display(), root.display()))
    } else {
        Err(format!(
            "{}: no such file, folder or test URL (relative to the working directory or to the WPT root {})",
            arg.display(),
            root.display()
        ))
    }
}

/// A test URL's path and query (`/a/x.any.html?q`) as a selection, if it names a file or
/// folder under the root or a test generated from one.
fn resolve_url(root: &Path, url: &str) -> Result<Option<Selection>, String> {
    let url = url.split('#').next().unwrap_or_default();
    let (path, query) = match url.split_once('?') {
        Some((path, query)) => (path, Some(format!("?{query}"))),
        None => (url, None),
    };
    let under_root = |path: &str| {
        path_under(root, path)
            .and_then(|file| file.canonicalize().ok())
            .filter(|file| file.starts_with(root) && file.is_file())
    };
    for (suffix, source_suffix) in GENERATED {
        let Some(base) = path.strip_suffix(suffix) else { continue };
        let Some(source) = under_root(&format!("{base}{source_suffix}")) else { continue };
        let source_url = url_path_of(root, &source)?;
        let Some(base) = source_url.strip_suffix(source_suffix) else { continue };
        let url_path = format!("{base}{suffix}");
        return Ok(Some(Selection::Test { file: source, url_path, query }));
    }
    let Some(found) =
        path_under(root, path).and_then(|p| p.canonicalize().ok()).filter(|p| p.starts_with(root))
    else {
        return Ok(None);
    };
    if found.is_dir() && query.is_some() {
        return Err(format!(
            "{url}: a folder has no variants (give the folder without ?query, or a test URL)"
        ));
    }
    match query {
        Some(query) => {
            let url_path = url_path_of(root, &found)?;
            Ok(Some(Selection::Test { file: found, url_path, query: Some(query) }))
        }
        None => Ok(Some(Selection::Path(found))),
    }
}

/// `/a/b.html` for `ROOT/a/b.html`.
fn url_path_of(root: &Path, file: &Path) -> Result<String, String> {
    let relative = file.strip_prefix(root).map_err(|e| format!("{}: {e}", file.display()))?;
    Ok(format!("/{}", relative.to_string_lossy().replace('\\', "/")))
}

/// Every test URL the selections name (under `root`, canonical), sorted. Returns
/// warnings too (unknown META directives).
pub fn discover(root: &Path, selections: &[Selection]) -> Result<(Vec<TestUrl>, Vec<String>), String> {
    let mut tests = Vec::new();
    let mut warnings = Vec::new();
    for selection in selections {
        match selection {
            Selection::Path(path) => {
                let mut files = Vec::new();
                collect(path, &mut files)?;
                files.sort();
                for file in files {
                    let url_path = url_path_of(root, &file)?;
                    tests_of_file(&file, &url_path, &mut tests, &mut warnings)?;
                }
            }
            Selection::Test { file, url_path, query } => {
                let mut of_file = Vec::new();
                tests_of_file(file, &url_path_of(root, file)?, &mut of_file, &mut warnings)?;
                let names: Vec<String> = of_file.iter().map(|t| t.test.clone()).collect();
                let before = tests.len();
                tests.extend(of_file.into_iter().filter(|t| {
                    let (path, test_query) = t.test.split_at(t.test.find('?').unwrap_or(t.test.len()));
                    path == url_path && query.as_deref().is_none_or(|q| q == test_query)
                }));
                if tests.len() == before {
                    let url = format!("{url_path}{}", query.as_deref().unwrap_or_default());
                    return Err(if names.is_empty() {
                        format!("{url}: {} is not a test", file.display())
                    } else {
                        format!(
                            "{url}: no such test (the tests of {} are {})",
                            file.display(),
                            names.join(", ")
                        )
                    });
                }
            }
        }
    }
    tests.sort_by(|a, b| a.test.cmp(&b.test));
    tests.dedup_by(|a, b| a.test == b.test);
    let mut seen = std::collections::HashSet::new();
    warnings.retain(|w| seen.insert(w.clone()));
    Ok((tests, warnings))
}

fn collect(path: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    if path.is_file() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    let entries = std::fs::read_dir(path).map_err(|e| format!("{}: {e}", path.display()))?;
    for entry in entries.flatten() {
        let child = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if child.is_dir() {
            // A nested web-platform-tests root (wpt/upstream/ in wpt/) is a run of its own.
            let nested_root = child.join("resources/testharness.js").is_file();
            if !is_support_dir(&name) && !nested_root {
                collect(&child, files)?;
            }
        } else {
            files.push(child);
        }
    }
    Ok(())
}

fn tests_of_file(
    file: &Path,
    url_path: &str,
    tests: &mut Vec<TestUrl>,
    warnings: &mut Vec<String>,
) -> Result<(), String> {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let stem = name.split('.').next().unwrap_or_default();
    if stem.ends_with("-manual") || name.starts_with('.') {
        return Ok(());
    }
    let https = name.contains(".https.");
    // The META comments wptserve reads are ASCII; a test in a legacy encoding (the
    // encoding tests' windows-1252 files) is read as far as they go.
    let read = || {
        std::fs::read(file)
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .map_err(|e| format!("{}: {e}", file.display()))
    };
    if let Some(base) = url_path.strip_suffix(".any.js") {
        let (meta, mut w) = parse_meta(&read()?, url_path);
        warnings.append(&mut w);
        let globals = if meta.globals.is_empty() {
            vec!["window".to_string(), "dedicatedworker".to_string()]
        } else {
            meta.globals.clone()
        };
        let mut variants: Vec<(&str, Option<&str>)> = Vec::new();
        // A service worker only runs in a secure context: its variant is served over
        // https whatever the file's name says (the manifest's `force_https`).
        let mut secure_variants: Vec<(&str, Option<&str>)> = Vec::new();
        for global in &globals {
            match global.as_str() {
                "window" => variants.push((".any.html", None)),
                "dedicatedworker" => variants.push((".any.worker.html", None)),
                "worker" => {
                    variants.push((".any.worker.html", None));
                    variants.push((".any.sharedworker.html", None));
                    secure_variants.push((".any.serviceworker.html", None));
                }
                "sharedworker" => variants.push((".any.sharedworker.html", None)),
                "serviceworker" => secure_variants.push((".any.serviceworker.html", None)),
                other => warnings.push(format!("{url_path}: global {other:?} is not run here (ignored)")),
            }
        }
        variants.dedup();
        secure_variants.dedup();
        push_variants(tests, base, &secure_variants, &meta, true);
        push_variants(tests, base, &variants, &meta, https);
    } else if let Some(base) = url_path.strip_suffix(".window.js") {
        let (meta, mut w) = parse_meta(&read()?, url_path);
        warnings.append(&mut w);
        push_variants(tests, base, &[(".window.html", None)], &meta, https);
    } else if let Some(base) = url_path.strip_suffix(".worker.js") {
        let (meta, mut w) = parse_meta(&read()?, url_path);
        warnings.append(&mut w);
        push_variants(tests, base, &[(".worker.html", None)], &meta, https);
    } else if [".html", ".htm", ".xhtml", ".xht", ".svg"].iter().any(|suffix| name.ends_with(suffix)) {
        // (HTML files, and XHTML and SVG ones, which load as XML documents: the manifest's
        // testharness tests are the ones of these that load testharness.js.)
        let text = read()?;
        if !text.contains("/resources/testharness.js") {
            return Ok(());
        }
        let long =
            text.contains("name=\"timeout\" content=\"long\"") || text.contains("name=timeout content=long");
        let mut variants = html_variants(&text);
        if variants.is_empty() {
            variants.push(String::new());
        }
        for variant in variants {
            tests.push(TestUrl {
                test: format!("{url_path}{variant}"),
                https,
                long_timeout: long,
                skip: None,
            });
        }
    }
    Ok(())
}

fn push_variants(
    tests: &mut Vec<TestUrl>,
    base: &str,
    suffixes: &[(&str, Option<&str>)],
    meta: &Meta,
    https: bool,
) {
    let queries: Vec<String> =
        if meta.variants.is_empty() { vec![String::new()] } else { meta.variants.clone() };
    for (suffix, skip) in suffixes {
        for query in &queries {
            tests.push(TestUrl {
                test: format!("{base}{suffix}{query}"),
                https,
                long_timeout: meta.long_timeout,
                skip: skip.map(String::from),
            });
        }
    }
}

/// `<meta name="variant" content="?x">` lines of an HTML test.
fn html_variants(text: &str) -> Vec<String> {
    let mut variants = Vec::new();
    for chunk in text.split("<meta").skip(1) {
        let tag = chunk.split('>').next().unwrap_or_default();
        if !(tag.contains("name=\"variant\"")
            || tag.contains("name=variant")
            || tag.contains("name='variant'"))
        {
            continue;
        }
        if let Some(start) = tag.find("content=") {
            let value = tag[start + "content=".len()..].trim_start();
            let quote = value.chars().next().filter(|c| *c == '"' || *c == '\'');
            let content = match quote {
                Some(q) => value[1..].split(q).next().unwrap_or_default(),
                None => value.split_whitespace().next().unwrap_or_default(),
            };
            variants.push(content.to_string());
        }
    }
    variants
}
