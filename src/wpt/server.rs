//! What wptserve does for a test run, as a resolver of the virtual hosts: every host of
//! the WPT domains (with the default ports) serves the WPT root, the harness files come
//! from the root or the bundled copy, `.any.js`/`.window.js`/`.worker.js` tests get their
//! generated wrappers, `.sub.` files get their substitutions, `.headers` files apply, and
//! so do `pipe=` query parameters (`pipes.rs`).
//! <https://web-platform-tests.org/writing-tests/server-features.html>
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::runtime::loader::headers::{self, Headers};
use crate::runtime::loader::hosts::{FetchError, Resolver, Response, path_under};
use crate::runtime::loader::mime_type;
use url::Url;

use super::discover::{Meta, parse_meta};

pub const HOST: &str = "web-platform.test";
pub const ALT_HOST: &str = "not-web-platform.test";
/// wptserve's subdomains; the last two as their IDNA (punycode) forms.
pub const SUBDOMAINS: [(&str, &str); 5] = [
    ("www", "www"),
    ("www1", "www1"),
    ("www2", "www2"),
    ("天気の良い日", "xn--n8j6ds53lwwkrqhv28a"),
    ("élève", "xn--lve-6lad"),
];
pub const HTTP_PORTS: [u16; 2] = [8000, 8001];
pub const HTTPS_PORTS: [u16; 2] = [8443, 8444];

/// How a run serves its files.
pub struct ServerConfig {
    pub root: PathBuf,
    /// Where testharness.js, idlharness.js and webidl2.js come from when the root has none.
    pub harness_dir: PathBuf,
    /// The prefix our testharnessreport.js logs results with.
    pub marker: String,
    pub timeout_multiplier: f64,
    /// The heap limit of each test's isolates, in MB.
    pub max_heap_mb: usize,
    /// The network loader's flags (none: the built-in server and `data:` only).
    pub network: crate::network_args::NetworkArgs,
    /// Which server the tests come from.
    pub served: Served,
}

/// Which server a run's tests come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Served {
    /// This module's resolver, in the process (ports 8000/8001 and 8443/8444).
    #[default]
    Builtin,
    /// A real wptserve (`wptserve.rs`) on these ports, reached through the network loader.
    Wptserve(super::wptserve::Ports),
}

impl Served {
    /// `text` with the served ports of WPT hosts (`web-platform.test:41061`) written as the
    /// standard ones (`web-platform.test:8001`): subtest names and messages that quote a URL
    /// are the same in every run, whichever ports the system gave the server, so
    /// expectations and reports keep matching.
    pub fn standard_ports(self, text: &str) -> String {
        let Served::Wptserve(ports) = self else { return text.to_string() };
        let pairs = [
            (ports.http[0], HTTP_PORTS[0]),
            (ports.http[1], HTTP_PORTS[1]),
            (ports.https[0], HTTPS_PORTS[0]),
            (ports.https[1], HTTPS_PORTS[1]),
        ];
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find(".test:") {
            let (before, after) = rest.split_at(at + ".test:".len());
            out.push_str(before);
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            let port = after[..digits].parse::<u16>().ok();
            match pairs.iter().find(|(served, _)| Some(*served) == port) {
                Some((_, standard)) => out.push_str(&standard.to_string()),
                None => out.push_str(&after[..digits]),
            }
            rest = &after[digits..];
        }
        out.push_str(rest);
        out
    }
}

/// The URL a test runs at.
pub fn test_url(test: &str, https: bool, served: Served) -> Result<Url, url::ParseError> {
    let (http_port, https_port) = match served {
        Served::Builtin => (HTTP_PORTS[0], HTTPS_PORTS[0]),
        Served::Wptserve(ports) => (ports.http[0], ports.https[0]),
    };
    let origin =
        if https { format!("https://{HOST}:{https_port}") } else { format!("http://{HOST}:{http_port}") };
    Url::parse(&format!("{origin}{test}"))
}

pub fn is_wpt_host(host: &str) -> bool {
    [HOST, ALT_HOST]
        .iter()
        .any(|base| host == *base || host.strip_suffix(base).is_some_and(|p| p.ends_with('.')))
}

pub fn resolver(config: Arc<ServerConfig>) -> Resolver {
    Arc::new(move |url: &Url| {
        let host = url.host_str()?;
        if !matches!(url.scheme(), "http" | "https") || !is_wpt_host(host) {
            return None;
        }
        Some(serve(&config, url).map(|response| super::pipes::apply(response, url)))
    })
}

fn ok(url: &Url, body: String, headers: Headers) -> Result<Response, FetchError> {
    Ok(Response::text(url.clone(), 200, headers, body))
}

/// A 404 naming the missing file relative to `folder` (the WPT root, or the harness
/// folder): messages, and the reasons expectations quote from them, are the same in every
/// checkout.
fn not_found(url: &Url, path: &Path, folder: &Path) -> FetchError {
    let folder = folder.canonicalize().unwrap_or_else(|_| folder.to_path_buf());
    let relative = path.strip_prefix(&folder).map_or_else(|_| path.to_path_buf(), Path::to_path_buf);
    FetchError::NotFound { url: url.to_string(), path: relative }
}

fn file_of(root: &Path, path: &str) -> Option<PathBuf> {
    path_under(root, path)
}

fn serve(config: &ServerConfig, url: &Url) -> Result<Response, FetchError> {
    let path = url.path();
    match path {
        "/resources/testharnessreport.js" => return ok(url, testharnessreport(config), Headers::default()),
        "/resources/testdriver-vendor.js" => {
            return ok(url, TESTDRIVER_VENDOR.to_string(), Headers::default());
        }
        "/resources/testharness.js" | "/resources/idlharness.js" | "/resources/testharness.css" => {
            let name = &path["/resources/".len()..];
            let file =
                first_existing(&[config.root.join("resources").join(name), config.harness_dir.join(name)]);
            return serve_file(url, &file, file.parent().unwrap_or(&config.root));
        }
        // testdriver.js and its Actions: the root's, else framescope's vendored upstream copy
        // (the project's own tests in wpt/ use them too).
        "/resources/testdriver.js" | "/resources/testdriver-actions.js" => {
            let name = &path["/resources/".len()..];
            let file =
                first_existing(&[config.root.join("resources").join(name), bundled_testdriver().join(name)]);
            return serve_file(url, &file, file.parent().unwrap_or(&config.root));
        }
        "/resources/WebIDLParser.js" => {
            let candidates =
                [config.root.join("resources/webidl2/lib/webidl2.js"), config.harness_dir.join("webidl2.js")];
            let file = first_existing(&candidates);
            return serve_file(url, &file, file.parent().unwrap_or(&config.root));
        }
        _ => {}
    }
    for (suffix, kind) in [
        (".any.worker.html", Wrapper::AnyWorkerHtml),
        (".any.sharedworker.html", Wrapper::AnySharedWorkerHtml),
        (".any.serviceworker.html", Wrapper::AnyServiceWorkerHtml),
        (".any.worker.js", Wrapper::AnyWorkerJs),
        (".any.html", Wrapper::AnyHtml),
        (".window.html", Wrapper::WindowHtml),
        (".worker.html", Wrapper::WorkerHtml),
    ] {
        if let Some(base) = path.strip_suffix(suffix) {
            let source_suffix = match kind {
                Wrapper::AnyWorkerHtml
                | Wrapper::AnySharedWorkerHtml
                | Wrapper::AnyServiceWorkerHtml
                | Wrapper::AnyWorkerJs
                | Wrapper::AnyHtml => ".any.js",
                Wrapper::WindowHtml => ".window.js",
                Wrapper::WorkerHtml => ".worker.js",
            };
            let source_path = format!("{base}{source_suffix}");
            let Some(source) = file_of(&config.root, &source_path).filter(|f| f.is_file()) else {
                // A real file of that name is served as it is.
                break;
            };
            let bytes = std::fs::read(&source).map_err(|e| FetchError::Unreadable {
                url: url.to_string(),
                path: source.clone(),
                message: e.to_string(),
            })?;
            // Only the META comments are read (ASCII), whatever the file's encoding.
            let text = String::from_utf8_lossy(&bytes);
            let (meta, _) = parse_meta(&text, &source_path);
            let query = url.query().map(|q| format!("?{q}")).unwrap_or_default();
            // As wptserve: the generated page gets the source's `.headers` and its
            // folder's `__dir__.headers` (COOP/COEP, Document-Policy, …).
            let root = config.root.canonicalize().unwrap_or_else(|_| config.root.clone());
            let headers = headers::for_file(&source, &root)
                .map_err(|e| FetchError::Headers { url: url.to_string(), source: Box::new(e) })?;
            return ok(url, wrapper(kind, &source_path, &meta, &query), headers);
        }
    }
    // wptserve runs a `.py` file as a Python handler; framescope runs none, so it answers
    // 501 (a script or a fetch of it fails, as with a server that has no such handler)
    // rather than serving Python source as a script.
    if path.ends_with(".py") {
        let mut headers = Headers::default();
        headers.set("content-type", "text/plain");
        let body = format!("framescope's wpt server runs no Python handlers ({path})");
        return Ok(Response::text(url.clone(), 501, headers, body));
    }
    let file = file_of(&config.root, path)
        .ok_or_else(|| not_found(url, &config.root.join(path.trim_start_matches('/')), &config.root))?;
    if path.ends_with('/') && file.is_dir() && !file.join("index.html").is_file() {
        return ok(url, directory_listing(&file, path), Headers::default());
    }
    let file = if path.ends_with('/') { file.join("index.html") } else { file };
    if file.extension().is_some_and(|e| e == "asis") {
        let bytes = serve_file(url, &file, &config.root).map(|r| r.bytes)?;
        return Ok(asis_response(url, &bytes));
    }
    let mut response = serve_file(url, &file, &config.root)?;
    if file.file_name().is_some_and(|n| n.to_string_lossy().contains(".sub.")) {
        response.body =
            substitute(&response.body, url, file.extension().is_some_and(|e| e == "html" || e == "htm"));
        // (What `fetch()` reads are the bytes: those of the substituted text.)
        response.bytes = response.body.as_bytes().to_vec();
    }
    Ok(response)
}

/// What framescope serves in place of the root's files, for a real wptserve: each URL
/// path and the file it comes from. Our testharnessreport.js and testdriver-vendor.js
/// (written into `dir`), and the harness files the root lacks (from the bundled copies),
/// as [`serve`] answers them.
pub fn glue_files(config: &ServerConfig, dir: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for (name, text) in [
        ("testharnessreport.js", testharnessreport(config)),
        ("testdriver-vendor.js", TESTDRIVER_VENDOR.into()),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
        files.push((format!("/resources/{name}"), file));
    }
    let resources = config.root.join("resources");
    for name in ["testharness.js", "idlharness.js", "testharness.css"] {
        files.push((
            format!("/resources/{name}"),
            first_existing(&[resources.join(name), config.harness_dir.join(name)]),
        ));
    }
    for name in ["testdriver.js", "testdriver-actions.js"] {
        files.push((
            format!("/resources/{name}"),
            first_existing(&[resources.join(name), bundled_testdriver().join(name)]),
        ));
    }
    let webidl = [resources.join("webidl2/lib/webidl2.js"), config.harness_dir.join("webidl2.js")];
    files.push(("/resources/WebIDLParser.js".into(), first_existing(&webidl)));
    // (A file that exists nowhere is left to the server: a 404.)
    files.retain(|(_, file)| file.is_file());
    Ok(files)
}

/// wptserve's directory listing: an HTML list of the folder's entries (a folder has a `/`).
pub fn directory_listing(folder: &Path, path: &str) -> String {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    if e.path().is_dir() { format!("{name}/") } else { name }
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let items: String = names
        .iter()
        .map(|n| format!("<li><a href=\"{}\">{}</a></li>\n", html_escape(n), html_escape(n)))
        .collect();
    let title = html_escape(path);
    format!(
        "<!DOCTYPE html>\n<title>Directory listing for {title}</title>\n<h1>Directory listing for {title}</h1>\n<ul>\n{items}</ul>\n"
    )
}

/// A `.asis` file, which wptserve sends as the whole HTTP response: a status line
/// (`HTTP/1.1 200 OK`), header lines, an empty line and the body, all as the file's bytes:
/// each header byte is the code point a header value's byte is (headers.rs: isomorphic
/// decoding, so bytes 0x80–0xFF stay the bytes they were), and the body is its bytes,
/// decoded as any response's (its `Content-Type` charset, its BOM…). A file without a
/// valid status line is a 500.
pub fn asis_response(url: &Url, bytes: &[u8]) -> Response {
    let split = |separator: &[u8]| {
        bytes
            .windows(separator.len())
            .position(|w| w == separator)
            .map(|at| (&bytes[..at], &bytes[at + separator.len()..]))
    };
    let (head, body) = split(b"\r\n\r\n").or_else(|| split(b"\n\n")).unwrap_or((bytes, &[]));
    let head = headers::isomorphic_decode(head);
    let mut lines = head.lines();
    let status_line = lines.next().unwrap_or("");
    let mut parts = status_line.splitn(3, ' ');
    let (version, code, reason) = (parts.next(), parts.next(), parts.next());
    let status =
        code.and_then(|c| c.parse::<u16>().ok()).filter(|_| version.is_some_and(|v| v.starts_with("HTTP/")));
    let Some(status) = status else {
        let body = format!("framescope's wpt server: {} has no valid HTTP status line", url.path());
        return Response::text(url.clone(), 500, Headers::default(), body);
    };
    // The reason phrase, as the hosts keep it: on the `Status` line.
    let mut headers = Headers(vec![("Status".into(), format!("{status} {}", reason.unwrap_or("").trim()))]);
    for line in lines {
        if let Some((name, value)) = line.split_once(':') {
            headers
                .0
                .push((name.trim().to_string(), value.trim_matches(|c| c == ' ' || c == '\t').to_string()));
        }
    }
    Response::decoded(url.clone(), Vec::new(), status, headers, body)
}

/// Where testdriver.js comes from when the root has none: the upstream tests vendored with
/// framescope (`wpt/upstream/resources`).
fn bundled_testdriver() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("wpt/upstream/resources")
}

fn first_existing(candidates: &[PathBuf]) -> PathBuf {
    candidates
        .iter()
        .find(|c| c.is_file())
        .cloned()
        .unwrap_or_else(|| candidates[candidates.len() - 1].clone())
}

/// Serves `file` with its headers files; a file (or a symlink) whose canonical path is
/// not inside `folder` is a 404.
fn serve_file(url: &Url, file: &Path, folder: &Path) -> Result<Response, FetchError> {
    let folder = folder.canonicalize().unwrap_or_else(|_| folder.to_path_buf());
    let file = match file.canonicalize() {
        Ok(canonical) if canonical.starts_with(&folder) && canonical.is_file() => canonical,
        _ => return Err(not_found(url, file, &folder)),
    };
    let (file, root) = (file.as_path(), folder.as_path());
    let mut headers = headers::for_file(file, root)
        .map_err(|e| FetchError::Headers { url: url.to_string(), source: Box::new(e) })?;
    // (Without a Content-Type of its headers files, the type its name says, as wptserve
    // sends it: an `.xhtml` test is an XML document.)
    mime_type::default_content_type(&mut headers, file);
    let bytes = std::fs::read(file).map_err(|e| FetchError::Unreadable {
        url: url.to_string(),
        path: file.to_path_buf(),
        message: e.to_string(),
    })?;
    Ok(Response::decoded(url.clone(), Vec::new(), 200, headers, &bytes))
}

#[derive(Clone, Copy)]
enum Wrapper {
    AnyHtml,
    AnyWorkerHtml,
    AnySharedWorkerHtml,
    AnyServiceWorkerHtml,
    AnyWorkerJs,
    WindowHtml,
    WorkerHtml,
}

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

pub fn js_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".into())
}

/// The wrappers wptserve generates (its AnyHtmlHandler, AnyWorkerHandler,
/// SharedWorkersHandler, ServiceWorkersHandler, WindowHandler, WorkerHandler).
fn wrapper(kind: Wrapper, source: &str, meta: &Meta, query: &str) -> String {
    let title =
        meta.title.as_ref().map(|t| format!("<title>{}</title>\n", html_escape(t))).unwrap_or_default();
    let timeout = if meta.long_timeout { "<meta name=\"timeout\" content=\"long\">\n" } else { "" };
    let scripts: String =
        meta.scripts.iter().map(|s| format!("<script src=\"{}\"></script>\n", html_escape(s))).collect();
    let head = "<!doctype html>\n<meta charset=utf-8>\n";
    match kind {
        Wrapper::AnyHtml | Wrapper::WindowHtml => {
            let global = if matches!(kind, Wrapper::AnyHtml) {
                "<script>\nself.GLOBAL = {\n  isWindow: function() { return true; },\n  isWorker: function() { return false; },\n  isShadowRealm: function() { return false; },\n};\n</script>\n"
            } else {
                ""
            };
            format!(
                "{head}{timeout}{title}{global}<script src=\"/resources/testharness.js\"></script>\n<script src=\"/resources/testharnessreport.js\"></script>\n{scripts}<div id=log></div>\n<script src=\"{}\"></script>\n",
                html_escape(source)
            )
        }
        Wrapper::AnyWorkerHtml | Wrapper::WorkerHtml => {
            let worker = match kind {
                Wrapper::AnyWorkerHtml => format!("{}.worker.js{query}", source.trim_end_matches(".js")),
                _ => format!("{source}{query}"),
            };
            format!(
                "{head}{timeout}{title}<script src=\"/resources/testharness.js\"></script>\n<script src=\"/resources/testharnessreport.js\"></script>\n<div id=log></div>\n<script>\nfetch_tests_from_worker(new Worker({}));\n</script>\n",
                js_string(&worker)
            )
        }
        Wrapper::AnySharedWorkerHtml | Wrapper::AnyServiceWorkerHtml => {
            let worker = js_string(&format!("{}.worker.js{query}", source.trim_end_matches(".js")));
            let start = if matches!(kind, Wrapper::AnySharedWorkerHtml) {
                format!("fetch_tests_from_worker(new SharedWorker({worker}));\n")
            } else {
                format!(
                    "(async function() {{\n  const scope = 'does/not/exist';\n  let reg = await navigator.serviceWorker.getRegistration(scope);\n  if (reg) await reg.unregister();\n  reg = await navigator.serviceWorker.register({worker}, {{scope}});\n  fetch_tests_from_worker(reg.installing);\n}})();\n"
                )
            };
            format!(
                "{head}{timeout}{title}<script src=\"/resources/testharness.js\"></script>\n<script src=\"/resources/testharnessreport.js\"></script>\n<div id=log></div>\n<script>\n{start}</script>\n"
            )
        }
        Wrapper::AnyWorkerJs => {
            let imports: String =
                meta.scripts.iter().map(|s| format!("importScripts({});\n", js_string(s))).collect();
            format!(
                "self.GLOBAL = {{\n  isWindow: function() {{ return false; }},\n  isWorker: function() {{ return true; }},\n  isShadowRealm: function() {{ return false; }},\n}};\nimportScripts(\"/resources/testharness.js\");\n{imports}importScripts({});\ndone();\n",
                js_string(source)
            )
        }
    }
}

/// Our testharnessreport.js: no output in the page, the run's timeout multiplier, and the
/// results logged with the run's marker when the harness completes.
fn testharnessreport(config: &ServerConfig) -> String {
    format!(
        r#"// framescope's testharnessreport.js: hands results to the runner.
// The runner times the tests out (explicit_timeout): when their time is up, or once the
// page has nothing left to run. It calls timeout() by a name no page uses.
setup({{ output: false, explicit_timeout: true, timeout_multiplier: {multiplier} }});
Object.defineProperty(self, {marker}, {{ value: timeout }});
add_completion_callback(function (tests, harness_status) {{
  var text = JSON.stringify({{
    status: {{ status: harness_status.status, message: harness_status.message }},
    tests: tests.map(function (t) {{ return {{ name: t.name, status: t.status, message: t.message }}; }}),
  }});
  // In chunks the console keeps whole (it cuts a message at 64 KB): "+" more to come,
  // "." the last.
  for (var i = 0; i === 0 || i < text.length; i += 20000) {{
    console.log({marker} + (i + 20000 >= text.length ? "." : "+") + text.slice(i, i + 20000));
  }}
}});
"#,
        multiplier = config.timeout_multiplier,
        marker = js_string(&config.marker),
    )
}

/// Our testdriver-vendor.js: testdriver.js's internal methods for user input (click,
/// send_keys, action_sequence) and cookies (delete_all_cookies, get_all_cookies,
/// get_named_cookie) through the automation object framescope gives every window
/// of a `framescope wpt` run (`runtime/web/html/user_input.js`), and `in_automation` set, so
/// that every other testdriver method fails at once, naming itself, instead of waiting for a
/// person to act. framescope has no layout: testdriver.js's `click` hit-tests the element's
/// center point with `getClientRects` and `elementsFromPoint`, so ours clicks the element
/// itself (user_input.js refuses one that is not being rendered).
const TESTDRIVER_VENDOR: &str = r#"// framescope's testdriver-vendor.js (src/wpt/server.rs): user input through framescope's
// automation (runtime/web/html/user_input.js).
(function () {
  "use strict";
  var key = Symbol.for("framescope.automation");
  var automation = window[key];
  var internal = window.test_driver_internal;
  if (!automation || !internal) return;
  internal.in_automation = true;
  function automationOf(context) {
    if (context === null || context === undefined || context === window) return automation;
    var other;
    try {
      other = context[key];
    } catch (e) {
      other = undefined;
    }
    if (!other) throw new Error("framescope's testdriver: the context is a window framescope's automation cannot reach (another origin)");
    return other;
  }
  internal.click = function (element, coords) { return automation.click(element); };
  internal.send_keys = function (element, keys) { return automation.sendKeys(element, keys); };
  // WebDriver's cookie commands, on the context's document.
  internal.delete_all_cookies = function (context) {
    try {
      return automationOf(context).deleteAllCookies();
    } catch (e) {
      return Promise.reject(e);
    }
  };
  internal.get_all_cookies = function (context) {
    try {
      return automationOf(context).getAllCookies();
    } catch (e) {
      return Promise.reject(e);
    }
  };
  internal.get_named_cookie = function (name, context) {
    try {
      return automationOf(context).getNamedCookie(name);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  internal.action_sequence = function (actions, context) {
    try {
      return automationOf(context).performActions(actions);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  // No layout: the click goes to the element itself, not to what is at its center point.
  if (window.test_driver) {
    window.test_driver.click = function (element) {
      try {
        return internal.click(element, { x: 0, y: 0 });
      } catch (e) {
        return Promise.reject(e);
      }
    };
  }
})();
"#;

/// wptserve's `.sub.` substitutions: `{{host}}`, `{{domains[..]}}`, `{{hosts[..][..]}}`,
/// `{{ports[..][..]}}`, `{{location[..]}}`, `{{GET[..]}}`, `{{uuid()}}`; HTML-escaped in
/// markup. Unknown ones are left as written.
pub fn substitute(text: &str, url: &Url, escape: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let expression = after[..end].trim();
        match evaluate(expression, url) {
            Some(value) => out.push_str(&if escape { html_escape(&value) } else { value }),
            None => out.push_str(&rest[start..start + 2 + end + 2]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

fn domain(sub: &str, base: &str) -> Option<String> {
    if sub.is_empty() {
        return Some(base.to_string());
    }
    SUBDOMAINS.iter().find(|(name, _)| *name == sub).map(|(_, ascii)| format!("{ascii}.{base}"))
}

fn evaluate(expression: &str, url: &Url) -> Option<String> {
    let keys: Vec<&str> = expression
        .split('[')
        .map(|k| k.trim_end_matches(']').trim_matches(|c| c == '"' || c == '\''))
        .collect();
    match keys.as_slice() {
        ["host"] => Some(HOST.into()),
        ["domains", sub] => domain(sub, HOST),
        ["hosts", "", sub] => domain(sub, HOST),
        ["hosts", "alt", sub] => domain(sub, ALT_HOST),
        ["ports", "http", i] => HTTP_PORTS.get(i.parse::<usize>().ok()?).map(|p| p.to_string()),
        ["ports", "https", i] => HTTPS_PORTS.get(i.parse::<usize>().ok()?).map(|p| p.to_string()),
        ["location", part] => Some(match *part {
            "host" => format!("{}:{}", url.host_str()?, url.port_or_known_default()?),
            "hostname" => url.host_str()?.to_string(),
            "port" => url.port_or_known_default()?.to_string(),
            "scheme" => url.scheme().to_string(),
            "path" => url.path().to_string(),
            "pathname" => url.path().to_string(),
            "query" => url.query().map(|q| format!("?{q}")).unwrap_or_default(),
            "server" => format!("{}://{}:{}", url.scheme(), url.host_str()?, url.port_or_known_default()?),
            "href" => url.to_string(),
            _ => return None,
        }),
        ["GET", name] => url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned()),
        ["uuid()"] => Some(uuid()),
        _ => None,
    }
}

fn uuid() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    format!(
        "{:08x}-{:04x}-4{:03x}-8{:03x}-{:012x}",
        (t >> 32) as u32,
        (t >> 16) as u16,
        n & 0xfff,
        (n >> 12) & 0xfff,
        t & 0xffff_ffff_ffff
    )
}
