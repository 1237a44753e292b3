//! The `// META:` parser of `.any.js`/`.window.js`/`.worker.js` tests
//! (`src/wpt/discover.rs` `parse_meta`), and `framescope wpt`'s PATH arguments resolved
//! against a WPT root (`discover::resolve`: a file, a folder or a test URL). Asserts:
//! - nothing panics;
//! - only the leading comment block counts: a text whose first non-blank line is not a
//!   `//` comment has no META and no warnings; there is at most one warning a line;
//! - globals are trimmed, non-empty and hold no comma; scripts and variants are trimmed;
//! - a resolved selection is a file or folder inside the root, never outside it.
#![no_main]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use framescope::wpt::discover::{Meta, Selection, parse_meta, resolve};
use libfuzzer_sys::fuzz_target;

/// A small WPT root (canonical) and a working directory beside it.
fn root() -> &'static (PathBuf, PathBuf) {
    static ROOT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    ROOT.get_or_init(|| {
        let base = std::env::temp_dir().join(format!("framescope-fuzz-wpt-{}", std::process::id()));
        let root = base.join("wpt");
        std::fs::create_dir_all(root.join("a/resources")).expect("root");
        std::fs::create_dir_all(base.join("elsewhere")).expect("outside");
        for (path, text) in [
            ("a/x.any.js", "// META: global=window,worker\ntest(() => {});"),
            ("a/y.window.js", ""),
            ("a/z.https.html", "<script src=/resources/testharness.js></script>"),
            ("a/resources/helper.js", ""),
        ] {
            std::fs::write(root.join(path), text).expect("file");
        }
        std::fs::write(base.join("elsewhere/x.any.js"), "").expect("outside file");
        #[cfg(unix)]
        let _ = std::os::unix::fs::symlink(base.join("elsewhere"), root.join("a/out"));
        (root.canonicalize().expect("canonical"), base.join("elsewhere"))
    })
}

fn check_meta(text: &str) {
    let (meta, warnings) = parse_meta(text, "/t.any.js");
    let first = text.lines().map(str::trim).find(|l| !l.is_empty());
    if !first.is_some_and(|l| l.starts_with("//")) {
        assert_eq!(meta, Meta::default(), "META outside the leading comments");
        assert!(warnings.is_empty());
    }
    assert!(warnings.len() <= text.lines().count(), "more warnings than lines");
    for global in &meta.globals {
        assert!(!global.is_empty() && global.trim() == global && !global.contains(','), "{global:?}");
    }
    for value in meta.scripts.iter().chain(&meta.variants).chain(&meta.title) {
        assert_eq!(value.trim(), value);
    }
}

fn check_resolve(root: &Path, cwd: &Path, arg: &str) {
    if arg.contains('\0') {
        return;
    }
    match resolve(root, cwd, Path::new(arg)) {
        Ok(Selection::Path(path)) => {
            assert!(path.starts_with(root), "{arg:?} selected {} outside the root", path.display())
        }
        Ok(Selection::Test { file, url_path, .. }) => {
            assert!(file.starts_with(root), "{arg:?} selected {} outside the root", file.display());
            assert!(url_path.starts_with('/'), "{url_path:?}");
        }
        Err(_) => {}
    }
}

// The input, as text: a PATH argument of `framescope wpt` on the first line, a test's
// text (its META comments) after.
fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (arg, test) = text.split_once('\n').unwrap_or((&text, ""));
    check_meta(test);
    let (root, cwd) = root();
    check_resolve(root, cwd, arg);
});
