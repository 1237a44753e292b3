//! Which files of a web-platform-tests tree are tests, and the URLs their variants run
//! at, as wptserve and the manifest tool see them.
//! <https://web-platform-tests.org/writing-tests/testharness.html>
use std::path::{Path, PathBuf};

/// One test URL to run (a file, or one variant of a `.any.js` file).
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Every test URL under `paths` (files or folders, inside `root`), sorted. Returns
/// warnings too (unknown META directives).
pub fn discover(root: &Path, paths: &[PathBuf]) -> Result<(Vec<TestUrl>, Vec<String>), String> {
    let mut files = Vec::new();
    for path in paths {
        let full = if path.is_absolute() {
            path.clone()
        } else {
            std::env::current_dir().map_err(|e| e.to_string())?.join(path)
        };
        let full = full.canonicalize().map_err(|e| format!("{}: {e}", path.display()))?;
        if !full.starts_with(root) {
            return Err(format!("{} is not inside the WPT root {}", path.display(), root.display()));
        }
        collect(&full, &mut files)?;
    }
    files.sort();
    files.dedup();
    let mut tests = Vec::new();
    let mut warnings = Vec::new();
    for file in files {
        let relative = file.strip_prefix(root).map_err(|e| e.to_string())?;
        let url_path = format!("/{}", relative.to_string_lossy().replace('\\', "/"));
        tests_of_file(&file, &url_path, &mut tests, &mut warnings)?;
    }
    tests.sort_by(|a, b| a.test.cmp(&b.test));
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
            if !is_support_dir(&name) {
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
    let read = || std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()));
    if let Some(base) = url_path.strip_suffix(".any.js") {
        let (meta, mut w) = parse_meta(&read()?, url_path);
        warnings.append(&mut w);
        let globals = if meta.globals.is_empty() {
            vec!["window".to_string(), "dedicatedworker".to_string()]
        } else {
            meta.globals.clone()
        };
        let mut variants: Vec<(&str, Option<&str>)> = Vec::new();
        for global in &globals {
            match global.as_str() {
                "window" => variants.push((".any.html", None)),
                "dedicatedworker" => variants.push((".any.worker.html", None)),
                "worker" => {
                    variants.push((".any.worker.html", None));
                    variants.push((".any.sharedworker.html", Some("SharedWorker is not implemented yet")));
                    variants.push((".any.serviceworker.html", Some("ServiceWorker is not implemented yet")));
                }
                "sharedworker" => {
                    variants.push((".any.sharedworker.html", Some("SharedWorker is not implemented yet")))
                }
                "serviceworker" => {
                    variants.push((".any.serviceworker.html", Some("ServiceWorker is not implemented yet")))
                }
                other => warnings.push(format!("{url_path}: global {other:?} is not run here (ignored)")),
            }
        }
        variants.dedup();
        push_variants(tests, base, &variants, &meta, https);
    } else if let Some(base) = url_path.strip_suffix(".window.js") {
        let (meta, mut w) = parse_meta(&read()?, url_path);
        warnings.append(&mut w);
        push_variants(tests, base, &[(".window.html", None)], &meta, https);
    } else if let Some(base) = url_path.strip_suffix(".worker.js") {
        let (meta, mut w) = parse_meta(&read()?, url_path);
        warnings.append(&mut w);
        push_variants(tests, base, &[(".worker.html", None)], &meta, https);
    } else if name.ends_with(".html") || name.ends_with(".htm") {
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
        for (path, text) in [
            ("a/x.any.js", "test(() => {});"),
            ("a/w.any.js", "// META: global=worker\n"),
            ("a/y.window.js", ""),
            (
                "a/z.https.html",
                "<script src=/resources/testharness.js></script><meta name=\"variant\" content=\"?1\"><meta name=\"variant\" content=\"?2\">",
            ),
            ("a/helper.html", "<p>not a test"),
            ("a/m-manual.html", "<script src=/resources/testharness.js></script>"),
            ("a/resources/r.any.js", ""),
        ] {
            std::fs::write(root.join(path), text).expect("write");
        }
        let root = root.canonicalize().expect("canonical");
        let (tests, _) = discover(&root, &[root.join("a")]).expect("discover");
        let names: Vec<(String, bool)> = tests.iter().map(|t| (t.test.clone(), t.skip.is_some())).collect();
        assert_eq!(
            names,
            [
                ("/a/w.any.serviceworker.html".to_string(), true),
                ("/a/w.any.sharedworker.html".to_string(), true),
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
}
