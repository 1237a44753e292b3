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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meta_lines() {
        let (meta, warnings) = parse_meta(
            "// META: global=window,worker\n// META: script=/common/utils.js\n// META: timeout=long\n// META: frobnicate=1\n\ntest(() => {});\n// META: script=ignored.js",
            "/a.any.js",
        );
        assert_eq!(meta.globals, ["window", "worker"]);
        assert_eq!(meta.scripts, ["/common/utils.js"]);
        assert!(meta.long_timeout);
        assert_eq!(warnings, ["/a.any.js: unknown META directive \"frobnicate\" (ignored)"]);
    }

    #[test]
    fn finds_tests_and_variants() {
        let root = std::env::temp_dir().join(format!("framescope-discover-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("a/resources")).expect("dirs");
        std::fs::create_dir_all(root.join("a/upstream/resources")).expect("dirs");
        for (path, text) in [
            // A nested WPT root (its own resources/testharness.js) is a run of its own.
            ("a/upstream/resources/testharness.js", ""),
            ("a/upstream/nested.any.js", "test(() => {});"),
            ("a/x.any.js", "test(() => {});"),
            ("a/w.any.js", "// META: global=worker\n"),
            ("a/y.window.js", ""),
            (
                "a/z.https.html",
                "<script src=/resources/testharness.js></script><meta name=\"variant\" content=\"?1\"><meta name=\"variant\" content=\"?2\">",
            ),
            ("a/helper.html", "<p>not a test"),
            ("a/m-manual.html", "<script src=/resources/testharness.js></script>"),
            // XHTML and SVG tests load testharness.js too; an XML file is never a test.
            (
                "a/v.xhtml",
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><script src=\"/resources/testharness.js\"/></html>",
            ),
            (
                "a/v.xht",
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><script src=\"/resources/testharness.js\"/></html>",
            ),
            (
                "a/v.svg",
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><script href=\"/resources/testharness.js\"/></svg>",
            ),
            ("a/v.xml", "<r><script src=\"/resources/testharness.js\"/></r>"),
            ("a/frame.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"/>"),
            ("a/resources/r.any.js", ""),
        ] {
            std::fs::write(root.join(path), text).expect("write");
        }
        let root = root.canonicalize().expect("canonical");
        let (tests, _) = discover(&root, &[Selection::Path(root.join("a"))]).expect("discover");
        let names: Vec<(String, bool)> = tests.iter().map(|t| (t.test.clone(), t.skip.is_some())).collect();
        assert_eq!(
            names,
            [
                ("/a/v.svg".to_string(), false),
                ("/a/v.xht".to_string(), false),
                ("/a/v.xhtml".to_string(), false),
                ("/a/w.any.serviceworker.html".to_string(), false),
                ("/a/w.any.sharedworker.html".to_string(), false),
                ("/a/w.any.worker.html".to_string(), false),
                ("/a/x.any.html".to_string(), false),
                ("/a/x.any.worker.html".to_string(), false),
                ("/a/y.window.html".to_string(), false),
                ("/a/z.https.html?1".to_string(), false),
                ("/a/z.https.html?2".to_string(), false),
            ]
        );
        assert!(tests.iter().find(|t| t.test.starts_with("/a/z")).is_some_and(|t| t.https));
    }

    /// A folder `framescope-resolve-NAME-*` holding a WPT root `wpt/` and, beside it, `cwd/`
    /// (with an `a/x.any.js` of its own, outside the root).
    fn resolve_fixture(name: &str) -> (PathBuf, PathBuf) {
        let base = std::env::temp_dir().join(format!("framescope-resolve-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        for (path, text) in [
            ("wpt/a/x.any.js", "// META: variant=?one\n// META: variant=?two\ntest(() => {});"),
            ("wpt/a/w.any.js", "// META: global=window\ntest(() => {});"),
            ("wpt/a/y.window.js", ""),
            ("wpt/a/z.worker.js", ""),
            ("wpt/a/é.window.js", ""),
            (
                "wpt/a/p.html",
                "<script src=/resources/testharness.js></script><meta name=variant content=\"?v\">",
            ),
            ("wpt/a/helper.html", "<p>not a test"),
            ("wpt/b/q.window.js", ""),
            ("cwd/a/x.any.js", ""),
        ] {
            let file = base.join(path);
            std::fs::create_dir_all(file.parent().expect("parent")).expect("dirs");
            std::fs::write(file, text).expect("write");
        }
        let base = base.canonicalize().expect("canonical");
        (base.join("wpt"), base.join("cwd"))
    }

    fn test_of(file: &Path, url_path: &str, query: Option<&str>) -> Selection {
        Selection::Test {
            file: file.to_path_buf(),
            url_path: url_path.into(),
            query: query.map(String::from),
        }
    }

    #[test]
    fn paths_resolve_against_the_working_directory_then_the_root_then_as_urls() {
        let (root, cwd) = resolve_fixture("paths");
        let resolve = |arg: &str| resolve(&root, &cwd, Path::new(arg));
        let path = |p: &str| Ok(Selection::Path(root.join(p)));
        // (a) As given: relative to the working directory, or absolute, under the root.
        assert_eq!(resolve(&format!("{}", root.join("a/y.window.js").display())), path("a/y.window.js"));
        let inside = |arg: &str| super::resolve(&root, &root.join("a"), Path::new(arg));
        assert_eq!(inside("y.window.js"), path("a/y.window.js"));
        assert_eq!(inside("."), path("a"));
        assert_eq!(inside("../b"), path("b"));
        // (b) Relative to the root (cwd/a/x.any.js exists, but outside the root).
        assert_eq!(resolve("a/x.any.js"), path("a/x.any.js"));
        assert_eq!(resolve("a/"), path("a"));
        assert_eq!(resolve("b"), path("b"));
        // (c) Test URLs: a file or folder as a URL path, or a generated test, with a query.
        assert_eq!(resolve("/a/"), path("a"));
        assert_eq!(resolve("/a/y.window.js"), path("a/y.window.js"));
        let x = root.join("a/x.any.js");
        assert_eq!(resolve("/a/x.any.html"), Ok(test_of(&x, "/a/x.any.html", None)));
        assert_eq!(
            resolve("/a/x.any.worker.html?two"),
            Ok(test_of(&x, "/a/x.any.worker.html", Some("?two")))
        );
        assert_eq!(resolve("a/x.any.worker.html"), Ok(test_of(&x, "/a/x.any.worker.html", None)));
        assert_eq!(resolve("/a/x.any.html#frag"), Ok(test_of(&x, "/a/x.any.html", None)));
        let e = root.join("a/é.window.js");
        assert_eq!(resolve("/a/%C3%A9.window.html"), Ok(test_of(&e, "/a/é.window.html", None)));
        let y = root.join("a/y.window.js");
        assert_eq!(resolve("/a/y.window.html"), Ok(test_of(&y, "/a/y.window.html", None)));
        let z = root.join("a/z.worker.js");
        assert_eq!(resolve("/a/z.worker.html"), Ok(test_of(&z, "/a/z.worker.html", None)));
        let p = root.join("a/p.html");
        assert_eq!(resolve("/a/p.html?v"), Ok(test_of(&p, "/a/p.html", Some("?v"))));
        // Names of nothing, and paths outside the root, are errors that say so.
        for (arg, error) in [
            ("/a/nothing.any.html", "/a/nothing.any.html: no such file, folder or test URL"),
            ("a/nothing.js", "a/nothing.js: no such file, folder or test URL"),
            ("/a/../../cwd/a/x.any.js", "no such file, folder or test URL"),
            ("/a/?q", "/a/?q: a folder has no variants"),
        ] {
            let message = resolve(arg).expect_err(arg);
            assert!(message.contains(error), "{arg}: {message}");
        }
        let outside = resolve(&format!("{}", cwd.join("a/x.any.js").display())).expect_err("outside");
        assert!(outside.contains("is not inside the WPT root"), "{outside}");
    }

    #[test]
    fn a_test_url_runs_just_its_variants() {
        let (root, cwd) = resolve_fixture("variants");
        let tests = |args: &[&str]| -> Result<Vec<String>, String> {
            let selections: Vec<Selection> =
                args.iter().map(|a| resolve(&root, &cwd, Path::new(a))).collect::<Result<_, _>>()?;
            Ok(discover(&root, &selections)?.0.into_iter().map(|t| t.test).collect())
        };
        assert_eq!(tests(&["/a/x.any.worker.html?two"]), Ok(vec!["/a/x.any.worker.html?two".to_string()]));
        assert_eq!(
            tests(&["/a/x.any.html", "a/y.window.html", "/a/x.any.html?one"]),
            Ok(vec!["/a/x.any.html?one".to_string(), "/a/x.any.html?two".into(), "/a/y.window.html".into()])
        );
        assert_eq!(tests(&["/a/p.html?v"]), Ok(vec!["/a/p.html?v".to_string()]));
        assert_eq!(tests(&["b", "/b/q.window.html"]), Ok(vec!["/b/q.window.html".to_string()]));
        let no_variant = tests(&["/a/x.any.html?three"]).expect_err("no such variant");
        assert!(no_variant.starts_with("/a/x.any.html?three: no such test (the tests of "), "{no_variant}");
        assert!(no_variant.ends_with("are /a/x.any.html?one, /a/x.any.html?two, /a/x.any.worker.html?one, /a/x.any.worker.html?two)"), "{no_variant}");
        let no_worker = tests(&["/a/w.any.worker.html"]).expect_err("window only");
        assert!(no_worker.ends_with("w.any.js are /a/w.any.html)"), "{no_worker}");
        let not_a_test = tests(&["/a/helper.html?x"]).expect_err("not a test");
        assert!(not_a_test.ends_with("helper.html is not a test"), "{not_a_test}");
    }
}
