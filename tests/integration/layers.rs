//! The layering rule of ARCHITECTURE.md, checked on the sources: a module imports only
//! modules of its own layer or of layers below it. Upward calls go through the typed
//! hooks instead (`runtime/hooks.rs` into JavaScript, `runtime/group/upcalls.rs` into the
//! Web APIs' Rust), which this test cannot see and does not need to.
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The layers, from the top; a module belongs to the first layer with a prefix of its
/// path (the longest prefixes are listed first where they nest).
const LAYERS: &[(&str, &[&str])] = &[
    (
        "the group (its API, its loop, what each task does, worker threads, reports)",
        &[
            "runtime::group::browsing_context_group",
            "runtime::group::run_task",
            "runtime::group::worker_thread",
            "runtime::report",
        ],
    ),
    (
        "leaf algorithms any layer may use (no V8, no runtime state)",
        &[
            "runtime::web::measure_memory::attribution_token",
            "runtime::web::performance::hr_time",
            "runtime::web::performance::navigation_timing",
            "runtime::web::html::import_maps",
            "runtime::web::performance::resource_timing",
        ],
    ),
    ("the Web APIs", &["runtime::web"]),
    (
        "the page model (group state, navigation, event loop, workers' channels)",
        &["runtime::group", "runtime::navigation", "runtime::event_loop", "runtime::workers"],
    ),
    ("foundations", &["runtime"]),
    ("the native bridge", &["bindings"]),
];

/// The index in [`LAYERS`] of a module's layer (0 is the top).
fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, prefixes)| {
        prefixes.iter().any(|p| module == *p || module.starts_with(&format!("{p}::")))
    })
}

/// The index in [`LAYERS`] of the layer named `name`.
fn layer_named(name: &str) -> usize {
    LAYERS.iter().position(|(n, _)| n.starts_with(name)).unwrap_or_else(|| panic!("no layer {name}"))
}

/// Every `.rs` file under `dir`, with its module path (`runtime/group/mod.rs` →
/// `runtime::group`).
fn modules(root: &Path, dir: &str) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    let mut stack = vec![root.join(dir)];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read source folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(root).expect("under the root").with_extension("");
                let mut parts: Vec<String> =
                    relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
                if parts.last().is_some_and(|p| p == "mod") {
                    parts.pop();
                }
                found.push((parts.join("::"), path));
            }
        }
    }
    found
}

/// The module paths a file's `use` declarations (and paths written out in its code) name,
/// re-exports and `mod` declarations aside, resolved against `module` (`super::x` in
/// `runtime::group::run_task` is `runtime::group::x`).
fn imports(module: &str, text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let parent: Vec<&str> = module.split("::").collect();
    let mut statement = String::new();
    // Tests (at the end of a file, by convention) are not part of the module's code.
    let code = text.split("#[cfg(test)]").next().unwrap_or(text);
    for line in code.lines() {
        let line = line.trim();
        if statement.is_empty() && !line.starts_with("use ") && !line.starts_with("pub(crate) use ") {
            // Paths written out in code count too.
            for path in line.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
                if let Some(rest) = path.strip_prefix("crate::") {
                    names.insert(rest.to_string());
                }
            }
            continue;
        }
        statement.push_str(line);
        if !line.ends_with(';') {
            continue;
        }
        let body =
            statement.trim_start_matches("pub(crate) ").trim_start_matches("use ").trim_end_matches(';');
        for path in expand(body) {
            let resolved = if let Some(rest) = path.strip_prefix("crate::") {
                Some(rest.to_string())
            } else if let Some(rest) = path.strip_prefix("super::") {
                let mut base = parent.clone();
                let mut rest = rest;
                base.pop();
                while let Some(more) = rest.strip_prefix("super::") {
                    base.pop();
                    rest = more;
                }
                Some(format!("{}::{rest}", base.join("::")))
            } else {
                path.strip_prefix("self::").map(|rest| format!("{}::{rest}", parent.join("::")))
            };
            names.extend(resolved);
        }
        statement.clear();
    }
    names
}

/// `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.split(" as ").next().unwrap_or(tree).to_string()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(expand)
        .map(|p| if p == "self" { prefix.trim_end_matches("::").to_string() } else { format!("{prefix}{p}") })
        .collect()
}

/// The longest known module that `path` (a module, or an item in one) names.
fn module_named<'a>(known: &'a BTreeSet<String>, path: &str) -> Option<&'a String> {
    let mut candidate = path.to_string();
    loop {
        if let Some(found) = known.get(&candidate) {
            return Some(found);
        }
        let cut = candidate.rfind("::")?;
        candidate.truncate(cut);
    }
}

#[test]
fn each_module_imports_only_its_own_layer_and_those_below() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = modules(root, "runtime");
    files.extend(modules(root, "bindings"));
    let known: BTreeSet<String> = files.iter().map(|(m, _)| m.clone()).collect();
    assert!(
        known.contains("runtime::group::browsing_context_group")
            && known.contains("runtime::web::html::window")
    );
    // The leaf algorithms may import foundations; any layer may import them.
    let (leaves, foundations) = (layer_named("leaf algorithms"), layer_named("foundations"));
    let mut violations = Vec::new();
    for (module, path) in &files {
        let layer = match layer_of(module).unwrap_or_else(|| panic!("{module} is in no layer of LAYERS")) {
            layer if layer == leaves => foundations,
            layer => layer,
        };
        let text = std::fs::read_to_string(path).expect("read source");
        for import in imports(module, &text) {
            let Some(target) = module_named(&known, &import) else { continue };
            let target_layer = layer_of(target).unwrap_or(usize::MAX);
            if target_layer < layer && target_layer != leaves {
                violations.push(format!(
                    "{module} ({}) imports {import} ({})",
                    LAYERS[layer].0, LAYERS[target_layer].0
                ));
            }
        }
    }
    assert!(violations.is_empty(), "imports from a layer above:\n{}", violations.join("\n"));
}

#[test]
fn the_import_reader_resolves_nested_and_relative_paths() {
    let text = "use super::{a, b::{c, d}};\nuse crate::runtime::web::html::window;\nfn f() { crate::runtime::x::y(); }";
    let found = imports("runtime::group::run_task", text);
    let expected: BTreeSet<String> = [
        "runtime::group::a",
        "runtime::group::b::c",
        "runtime::group::b::d",
        "runtime::web::html::window",
        "runtime::x::y",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(found, expected);
}
