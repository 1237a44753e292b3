//! The page loader: a document's bytes, its `.headers` files and a URL, fetched through
//! the virtual-hosts resolver (`runtime/loader/hosts.rs`), decoded
//! (`encoding_sniffing.rs`) and tokenized for its scripts and frames (`html.rs`), or read
//! by the XML parser (`xml.rs`, `xml_document.rs`).
//!
//! Each input writes one file (and its headers files) into a hosts folder of this
//! process's own, beside a folder outside it that a symlink in the site leads to, and
//! fetches a URL of the input (relative to the site, or the file's own). Asserts:
//! - nothing panics;
//! - the sandbox: every file the resolver serves (the final URL and each redirect) is
//!   inside the hosts folder, and no body is the outside folder's secret;
//! - `path_under` stays under its folder, and each URL path segment becomes exactly one
//!   path component, its percent-decoding (`percent-encoding`, which `path_under` uses),
//!   or is refused;
//! - `headers::parse` gives names that are header tokens and trimmed values;
//! - scripts the tokenizer (or the XML parser) finds are located within the document, and
//!   an XML document's elements end as often as they start.
#![no_main]

use std::path::{Component, Path, PathBuf};
use std::sync::OnceLock;

use framescope::runtime::loader::hosts::{VirtualHosts, path_under};
use framescope::runtime::loader::encoding_sniffing::Syntax;
use framescope::runtime::loader::html::Item;
use framescope::runtime::loader::{encoding_sniffing, headers, html, xml_document};
use libfuzzer_sys::fuzz_target;
use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};
use url::Url;

/// What the fuzzer controls, read from a readable input: `key: value` lines, a blank
/// line, then the file's bytes:
///
/// ```text
/// host: a.test                 the host folder's name (a plausible one, else a.test)
/// path: sub/page.html          the file's path in it (index.html when none)
/// url: ../x.html               the URL fetched, relative to https://<host>/ (else the file's)
/// header: Status: 302          a line of <file>.headers (repeatable)
/// dir-header: X-Dir: 1         a line of the folder's __dir__.headers (repeatable)
/// file: yes                    also fetch it as a file: URL below the host folder
///
/// <!doctype html>...
/// ```
#[derive(Debug, Default)]
struct Input<'a> {
    host: String,
    path: String,
    url: Option<String>,
    headers: Option<String>,
    dir_headers: Option<String>,
    as_file: bool,
    body: &'a [u8],
}

impl<'a> Input<'a> {
    fn read(data: &'a [u8]) -> Self {
        let split = data.windows(2).position(|w| w == b"\n\n");
        let (head, body) = match split {
            Some(at) => (&data[..at], &data[at + 2..]),
            None => (data, &data[data.len()..]),
        };
        let mut input = Input { body, ..Input::default() };
        for line in String::from_utf8_lossy(head).lines() {
            let Some((key, value)) = line.split_once(": ") else { continue };
            let add = |text: &mut Option<String>| {
                text.get_or_insert_with(String::new).push_str(&format!("{value}\n"))
            };
            match key {
                "host" => input.host = value.to_string(),
                "path" => input.path = value.to_string(),
                "url" => input.url = Some(value.to_string()),
                "header" => add(&mut input.headers),
                "dir-header" => add(&mut input.dir_headers),
                "file" => input.as_file = value == "yes",
                _ => {}
            }
        }
        input
    }
}

/// The secret outside the hosts folder: no response may hold it.
const SECRET: &str = "framescope-fuzz: this file is outside the hosts folder";

/// A URL path segment's characters to escape (the path percent-encode set and `%`).
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'%');

struct Folders {
    /// Canonical.
    root: PathBuf,
    outside: PathBuf,
}

fn folders() -> &'static Folders {
    static FOLDERS: OnceLock<Folders> = OnceLock::new();
    FOLDERS.get_or_init(|| {
        let base = std::env::temp_dir().join(format!("framescope-fuzz-loader-{}", std::process::id()));
        let outside = base.join("outside");
        std::fs::create_dir_all(outside.join("a.test")).expect("outside folder");
        std::fs::write(outside.join("secret.html"), SECRET).expect("secret");
        std::fs::write(outside.join("a.test/secret.html"), SECRET).expect("secret");
        std::fs::write(outside.join("secret.html.headers"), "Status: 302\nLocation: /secret.html\n")
            .expect("secret headers");
        let root = base.join("hosts");
        std::fs::create_dir_all(&root).expect("hosts folder");
        Folders { root: root.canonicalize().expect("canonical root"), outside }
    })
}

/// A host folder name the URL parser keeps as it is (else `a.test`).
fn host_name(host: &str) -> String {
    let host = host.to_ascii_lowercase();
    let plausible = !host.is_empty()
        && host.len() < 64
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        && host.split('.').all(|label| !label.is_empty() && !label.starts_with('-'))
        && host.bytes().any(|b| b.is_ascii_alphabetic());
    if plausible { host } else { "a.test".to_string() }
}

/// The file's path segments: no empty, `.` or `..` ones, nothing a file name cannot hold.
fn segments(path: &str) -> Vec<String> {
    let mut segments: Vec<String> = path
        .split('/')
        .filter(|s| !s.is_empty() && *s != "." && *s != ".." && !s.contains(['\0', '\\']) && s.len() < 100)
        .take(4)
        .map(String::from)
        .collect();
    if segments.is_empty() {
        segments.push("index.html".into());
    }
    segments
}

/// Symlinks in the site that lead out of the hosts folder (made after the input's files,
/// so that writing those never follows one).
fn add_symlinks(site: &Path, outside: &Path) {
    #[cfg(unix)]
    {
        let _ = std::os::unix::fs::symlink(outside, site.join("out"));
        let _ = std::os::unix::fs::symlink(outside.join("secret.html"), site.join("leak.html"));
        let _ = std::os::unix::fs::symlink(outside.join("secret.html.headers"), site.join("__dir__.headers"));
    }
}

/// The sandbox property: whatever `url` resolves to is a file inside `root`.
fn check_served(hosts: &VirtualHosts, url: &Url, root: &Path) {
    if let Ok((file, folder)) = hosts.file_for(url) {
        assert!(file.starts_with(root), "{url} resolved to {} outside {}", file.display(), root.display());
        assert!(folder.starts_with(root), "{url}: folder {} outside {}", folder.display(), root.display());
    }
}

/// `path_under`: one normal component per segment, each the segment percent-decoded.
fn check_path_under(folder: &Path, url_path: &str) {
    let Some(path) = path_under(folder, url_path) else { return };
    let relative = path.strip_prefix(folder).expect("path_under stays under its folder");
    let got: Vec<String> = relative
        .components()
        .map(|c| match c {
            Component::Normal(name) => name.to_string_lossy().into_owned(),
            other => panic!("{url_path:?}: component {other:?} under the folder"),
        })
        .collect();
    let wanted: Vec<String> = url_path
        .split('/')
        .filter(|s| !s.is_empty())
        .map(|s| percent_decode_str(s).decode_utf8_lossy().into_owned())
        .collect();
    assert_eq!(got, wanted, "{url_path:?} decodes as the URL standard does");
}

fn check_headers(text: &str) {
    if let Ok(parsed) = headers::parse(Path::new("x.headers"), text) {
        for (name, value) in &parsed.0 {
            assert!(!name.is_empty() && name.bytes().all(|b| b.is_ascii_graphic() && b != b':'), "{name:?}");
            assert_eq!(value.trim(), value, "header values are trimmed");
        }
    }
}

fn check_document(text: &str) {
    let document = html::parse(text);
    let lines = text.replace("\r\n", "\n").replace('\r', "\n").matches('\n').count();
    for script in document.scripts() {
        assert!(script.line as usize <= lines, "script line {} past the document's {lines}", script.line);
    }
    let _ = document.frames().count();
}

fn check_xml_document(text: &str) {
    let document = xml_document::parse_document(text);
    let lines = text.replace("\r\n", "\n").replace('\r', "\n").matches('\n').count();
    for script in document.scripts() {
        assert!(script.line as usize <= lines, "script line {} past the document's {lines}", script.line);
    }
    let starts = document.items.iter().filter(|i| matches!(i, Item::XmlStart { .. })).count();
    let ends = document.items.iter().filter(|i| matches!(i, Item::End { .. } | Item::Script(_))).count();
    let stopped = matches!(document.items.last(), Some(Item::XmlError { .. }));
    assert!(ends == starts || (stopped && ends < starts), "{starts} starts, {ends} ends");
}

fuzz_target!(|data: &[u8]| {
    let input = Input::read(data);
    let Folders { root, outside } = folders();
    let host = host_name(&input.host);
    let site = root.join(&host);
    let _ = std::fs::remove_dir_all(root);
    std::fs::create_dir_all(&site).expect("site folder");
    let segments = segments(&input.path);
    let file = segments.iter().fold(site.clone(), |path, segment| path.join(segment));
    let Some(dir) = file.parent() else { return };
    if std::fs::create_dir_all(dir).is_err() || std::fs::write(&file, input.body).is_err() {
        return;
    }
    if let Some(text) = &input.headers {
        let mut name = file.file_name().expect("name").to_os_string();
        name.push(".headers");
        let _ = std::fs::write(file.with_file_name(name), text);
        check_headers(text);
    }
    if let Some(text) = &input.dir_headers {
        let _ = std::fs::write(dir.join("__dir__.headers"), text);
        check_headers(text);
    }
    add_symlinks(&site, outside);
    let Ok(base) = Url::parse(&format!("https://{host}/")) else { return };
    let own =
        segments.iter().map(|s| utf8_percent_encode(s, SEGMENT).to_string()).collect::<Vec<_>>().join("/");
    let Ok(url) = base.join(input.url.as_deref().unwrap_or(&own)) else { return };
    check_path_under(&site, url.path());

    let hosts = VirtualHosts::new(Some(root.clone()));
    check_served(&hosts, &url, root);
    // (The input may hold the secret itself: then it proves nothing.)
    let secret_in_input = input.body == SECRET.as_bytes() || url.scheme() == "data";
    if let Ok(response) = hosts.fetch(&url) {
        assert!(secret_in_input || response.body != SECRET, "{url} served the outside secret");
        for redirect in response.redirects.iter().chain([&response.url]) {
            check_served(&hosts, redirect, root);
        }
        check_document(&response.body);
    }
    let _ = hosts.fetch_http(&url);

    // The same file as a `file:` URL, for a page that is a local file in the site.
    if input.as_file
        && let Ok(file_url) = Url::from_file_path(&file)
    {
        let local = VirtualHosts::new(Some(root.clone())).allow_files_under(&site);
        let target = file_url.join(input.url.as_deref().unwrap_or("")).unwrap_or(file_url);
        if let Ok((served, _)) = local.file_for(&target) {
            assert!(
                served.starts_with(&site),
                "{target} served {} outside {}",
                served.display(),
                site.display()
            );
        }
        if let Ok(response) = local.fetch(&target) {
            let secret_in_input = input.body == SECRET.as_bytes() || target.scheme() == "data";
            assert!(secret_in_input || response.body != SECRET, "{target} served the outside secret");
        }
    }

    // Decoding with a Content-Type of the input's, as HTML, XML and neither.
    let content_type =
        input.headers.as_deref().and_then(|h| h.lines().find_map(|l| l.strip_prefix("Content-Type:")));
    for syntax in [Syntax::Html, Syntax::Xml, Syntax::Other] {
        let (text, encoding) = encoding_sniffing::decode(input.body, content_type, syntax);
        assert!(!encoding.is_empty());
        match syntax {
            Syntax::Html => check_document(&text),
            Syntax::Xml => check_xml_document(&text),
            Syntax::Other => {}
        }
    }
});
