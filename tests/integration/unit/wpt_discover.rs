//! Unit tests of `wpt::discover` (src/wpt/discover.rs).
use framescope::wpt::discover::*;
use std::path::{Path, PathBuf};

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
        ("wpt/a/p.html", "<script src=/resources/testharness.js></script><meta name=variant content=\"?v\">"),
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
    Selection::Test { file: file.to_path_buf(), url_path: url_path.into(), query: query.map(String::from) }
}

#[test]
fn paths_resolve_against_the_working_directory_then_the_root_then_as_urls() {
    let (root, cwd) = resolve_fixture("paths");
    let resolve = |arg: &str| resolve(&root, &cwd, Path::new(arg));
    let path = |p: &str| Ok(Selection::Path(root.join(p)));
    // (a) As given: relative to the working directory, or absolute, under the root.
    assert_eq!(resolve(&format!("{}", root.join("a/y.window.js").display())), path("a/y.window.js"));
    let inside = |arg: &str| framescope::wpt::discover::resolve(&root, &root.join("a"), Path::new(arg));
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
    assert_eq!(resolve("/a/x.any.worker.html?two"), Ok(test_of(&x, "/a/x.any.worker.html", Some("?two"))));
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
    assert!(
        no_variant.ends_with(
            "are /a/x.any.html?one, /a/x.any.html?two, /a/x.any.worker.html?one, /a/x.any.worker.html?two)"
        ),
        "{no_variant}"
    );
    let no_worker = tests(&["/a/w.any.worker.html"]).expect_err("window only");
    assert!(no_worker.ends_with("w.any.js are /a/w.any.html)"), "{no_worker}");
    let not_a_test = tests(&["/a/helper.html?x"]).expect_err("not a test");
    assert!(not_a_test.ends_with("helper.html is not a test"), "{not_a_test}");
}
