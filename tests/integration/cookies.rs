//! Cookies (runtime/loader/cookie_jar.rs): `Set-Cookie` stored from the network loader's
//! and the hosts folder's responses, the `Cookie` header by credentials mode and
//! `SameSite`, `document.cookie` across same-origin frames, HttpOnly, Secure,
//! partitioned cookies, and the report's list of the jar. The network cases run against a
//! server the test starts on 127.0.0.1 and an ephemeral port, with host names mapped to
//! it by `--host-resolver-rules`.
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};

/// `(host, path)` → the method and `Cookie` header of each request, in order ("" for none).
type Seen = Arc<Mutex<HashMap<(String, String), Vec<(String, String)>>>>;

/// A server on 127.0.0.1 that answers each `(host, path)` from `pages` (status 200, the
/// headers and body given; a 404 otherwise), `/echo` with the request's `Cookie` header,
/// and records the `Cookie` header of every request.
struct Server {
    port: u16,
    seen: Seen,
}

type Page = (Vec<(&'static str, String)>, String);

impl Server {
    /// `pages` is given the port.
    fn start(pages: impl FnOnce(u16) -> HashMap<(&'static str, &'static str), Page>) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1");
        let port = listener.local_addr().expect("addr").port();
        let seen: Seen = Arc::default();
        let pages: Arc<HashMap<(String, String), Page>> = Arc::new(
            pages(port)
                .into_iter()
                .map(|((host, path), page)| ((host.to_string(), path.to_string()), page))
                .collect(),
        );
        let record = seen.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let (pages, record) = (pages.clone(), record.clone());
                std::thread::spawn(move || {
                    let mut reader = BufReader::new(stream);
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let method = line.split_whitespace().next().unwrap_or("").to_string();
                    let path = line.split_whitespace().nth(1).unwrap_or("/").to_string();
                    let (mut host, mut cookie) = (String::new(), String::new());
                    loop {
                        let mut header = String::new();
                        if reader.read_line(&mut header).unwrap_or(0) == 0 {
                            return;
                        }
                        let header = header.trim_end();
                        if header.is_empty() {
                            break;
                        }
                        if let Some((name, value)) = header.split_once(':') {
                            match name.trim().to_ascii_lowercase().as_str() {
                                "host" => host = value.trim().split(':').next().unwrap_or("").to_string(),
                                "cookie" => cookie = value.trim().to_string(),
                                _ => {}
                            }
                        }
                    }
                    record
                        .lock()
                        .expect("seen")
                        .entry((host.clone(), path.clone()))
                        .or_default()
                        .push((method, cookie.clone()));
                    let (status, headers, body) = if path.split('?').next() == Some("/echo") {
                        let allow = vec![
                            ("Content-Type", "text/plain".to_string()),
                            ("Access-Control-Allow-Origin", "*".to_string()),
                        ];
                        (200, allow, cookie)
                    } else {
                        match pages.get(&(host, path)) {
                            Some((headers, body)) => (200, headers.clone(), body.clone()),
                            None => (404, Vec::new(), String::new()),
                        }
                    };
                    let mut head = format!(
                        "HTTP/1.1 {status} X\r\nContent-Length: {}\r\nConnection: close\r\n",
                        body.len()
                    );
                    for (name, value) in headers {
                        head.push_str(&format!("{name}: {value}\r\n"));
                    }
                    head.push_str("\r\n");
                    let stream = reader.get_mut();
                    let _ = stream.write_all(head.as_bytes()).and_then(|_| stream.write_all(body.as_bytes()));
                });
            }
        });
        Self { port, seen }
    }

    /// The `Cookie` headers `host` got for `path`.
    fn cookies(&self, host: &str, path: &str) -> Vec<String> {
        self.requests(host, path).into_iter().map(|(_, cookie)| cookie).collect()
    }

    /// The method and `Cookie` header of each request `host` got for `path`.
    fn requests(&self, host: &str, path: &str) -> Vec<(String, String)> {
        self.seen
            .lock()
            .expect("seen")
            .get(&(host.to_string(), path.to_string()))
            .cloned()
            .unwrap_or_default()
    }
}

fn html(body: &str, set_cookies: &[&str]) -> Page {
    let mut headers = vec![("Content-Type", "text/html".to_string())];
    headers.extend(set_cookies.iter().map(|c| ("Set-Cookie", c.to_string())));
    (headers, body.to_string())
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("framescope-cookies-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// `framescope run URL --hosts DIR --report …` with `args`: the output and the report.
fn run(dir: &Path, url: &str, args: &[&str]) -> (Output, serde_json::Value) {
    let report = dir.join("report.json");
    let hosts = dir.join("hosts");
    std::fs::create_dir_all(&hosts).expect("hosts");
    let mut all = vec!["run", url, "--hosts", s(&hosts), "--report", s(&report)];
    all.extend_from_slice(args);
    let output = Command::new(env!("CARGO_BIN_EXE_framescope")).args(&all).output().expect("framescope runs");
    let json = std::fs::read_to_string(&report)
        .map(|text| serde_json::from_str(&text).expect("report JSON"))
        .unwrap_or(serde_json::Value::Null);
    (output, json)
}

fn logs(report: &serde_json::Value) -> Vec<String> {
    report["console"].as_array().map_or_else(Vec::new, |messages| {
        messages.iter().map(|m| m["text"].as_str().unwrap_or("").to_string()).collect()
    })
}

/// `framescope run` of `http://HOST:PORT/` on `server` (a fresh folder `name`), the hosts
/// `names` allowed and mapped to 127.0.0.1 on its port: the report (the run succeeded).
fn run_on(server: &Server, name: &str, host: &str, names: &[&str]) -> serde_json::Value {
    let allow: Vec<String> = names.iter().map(|n| format!("{n}:{}", server.port)).collect();
    let rules: Vec<String> = names.iter().map(|n| format!("MAP {n} 127.0.0.1")).collect();
    let (allow, rules) = (allow.join(","), rules.join(","));
    let args = ["--allow-net", allow.as_str(), "--host-resolver-rules", rules.as_str()];
    let (output, report) = run(&temp(name), &format!("http://{host}:{}/", server.port), &args);
    assert!(output.status.success(), "{output:?}");
    report
}

/// The report's console messages, sorted (the order of a page's frames and workers is not
/// the test's).
fn sorted_logs(report: &serde_json::Value) -> Vec<String> {
    let mut logs = logs(report);
    logs.sort();
    logs
}

#[test]
fn set_cookie_reaches_frames_fetch_and_document_cookie() {
    let page = r#"<iframe src="/frame.html"></iframe>
<script>
  console.log("page", document.cookie, navigator.cookieEnabled);
  document.cookie = "js=2";
  document.cookie = "nope=1; HttpOnly";
  addEventListener("load", async () => {
    console.log("frame", frames[0].document.body.textContent);
    console.log("after frame", document.cookie);
    console.log("fetch", await (await fetch("/echo")).text());
    console.log("omit", await (await fetch("/echo", { credentials: "omit" })).text());
    // Another origin of the same site: credentials "same-origin" (the default) sends
    // none, "include" sends the Domain cookie.
    await fetch(`http://www.a.test:${location.port}/echo?default`).catch((e) => console.log("default", e.message));
    await fetch(`http://www.a.test:${location.port}/echo?include`, { credentials: "include" }).catch(() => {});
    const xhr = new XMLHttpRequest();
    xhr.open("GET", "/echo", false);
    xhr.send();
    console.log("xhr", xhr.responseText);
    console.log("done");
  });
</script>"#;
    let frame = r#"<body><script>
  document.body.textContent = document.cookie;
  document.cookie = "fromframe=3";
</script></body>"#;
    let mut pages = HashMap::new();
    pages.insert(
        ("a.test", "/"),
        html(page, &["session=1", "hidden=1; HttpOnly", "sec=1; Secure", "site=1; Domain=a.test"]),
    );
    pages.insert(("a.test", "/frame.html"), html(frame, &[]));
    let server = Server::start(|_| pages);
    let report = run_on(&server, "flow", "a.test", &["a.test", "www.a.test"]);
    let logs = logs(&report);
    // HttpOnly is invisible to document.cookie; Secure was not set over http.
    assert_eq!(
        logs,
        [
            "page session=1; site=1 true",
            "frame session=1; site=1; js=2",
            "after frame session=1; site=1; js=2; fromframe=3",
            "fetch session=1; hidden=1; site=1; js=2; fromframe=3",
            "omit ",
            "xhr session=1; hidden=1; site=1; js=2; fromframe=3",
            "done",
        ]
    );
    // The frame's request carried the page's cookies.
    assert_eq!(server.cookies("a.test", "/frame.html"), ["session=1; hidden=1; site=1; js=2"]);
    assert_eq!(server.cookies("www.a.test", "/echo?default"), [""]);
    assert_eq!(server.cookies("www.a.test", "/echo?include"), ["site=1"]);
    // The report lists the jar.
    let mut names: Vec<&str> = report["cookies"]
        .as_array()
        .expect("cookies")
        .iter()
        .map(|c| c["name"].as_str().unwrap_or(""))
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["fromframe", "hidden", "js", "session", "site"]);
}

#[test]
fn same_site_cookies_stay_out_of_cross_site_frames_and_partitioned_ones_are_keyed() {
    // localhost and 127.0.0.1 are two sites, both secure for cookies (loopback, as Chrome
    // treats them), so SameSite=None; Secure cookies are set over http here.
    let top = r#"<iframe src="/same.html"></iframe>
<iframe src="http://127.0.0.1:PORT/cross.html"></iframe>
<script>addEventListener("load", () => console.log("top sees", document.cookie))</script>"#;
    let cross = r#"<iframe src="http://localhost:PORT/inner.html"></iframe>
<script>console.log("cross sees", document.cookie)</script>"#;
    let inner = r#"<script>
  console.log("inner sees", document.cookie);
  document.cookie = "innerlax=1";
  document.cookie = "innernone=1; SameSite=None; Secure";
  fetch("/echo").then((r) => r.text()).then((t) => console.log("inner fetch", t));
</script>"#;
    let server = Server::start(|port| {
        let port = port.to_string();
        let mut pages = HashMap::new();
        pages.insert(
            ("localhost", "/"),
            html(
                &top.replace("PORT", &port),
                &["strict=1; SameSite=Strict", "lax=1", "none=1; SameSite=None; Secure"],
            ),
        );
        pages.insert(("localhost", "/same.html"), html("", &[]));
        pages.insert(
            ("127.0.0.1", "/cross.html"),
            html(&cross.replace("PORT", &port), &["chip=1; SameSite=None; Secure; Partitioned", "unset=1"]),
        );
        pages.insert(("localhost", "/inner.html"), html(inner, &[]));
        pages
    });
    let report = run_on(&server, "same-site", "localhost", &["localhost", "127.0.0.1"]);
    let logs = sorted_logs(&report);
    assert_eq!(
        logs,
        [
            // A cross-site frame sets and reads only its partitioned and SameSite=None cookies.
            "cross sees chip=1",
            // Under a cross-site ancestor, localhost's own frame is cross-site too: only
            // SameSite=None; its Lax cookie from document.cookie was not set.
            "inner fetch none=1; innernone=1",
            "inner sees none=1",
            "top sees strict=1; lax=1; none=1; innernone=1",
        ]
    );
    assert_eq!(server.cookies("localhost", "/same.html"), ["strict=1; lax=1; none=1"]);
    assert_eq!(server.cookies("127.0.0.1", "/cross.html"), [""]);
    assert_eq!(server.cookies("localhost", "/inner.html"), ["none=1"]);
    // The partitioned cookie is listed with its top-level site.
    let chip = report["cookies"]
        .as_array()
        .expect("cookies")
        .iter()
        .find(|c| c["name"] == "chip")
        .cloned()
        .expect("chip listed");
    assert_eq!(chip["partition"], "http://localhost");
}

/// RFC 6265bis 5.2: a navigation is same-site only with the document that started it. A
/// cross-site frame's forms open top-level windows (a GET is lax: Lax cookies go; a POST,
/// sent as one, is cross-site) and it navigates itself to its parent's site (cross-site,
/// though its parent is same-site).
#[test]
fn navigations_are_same_site_only_with_the_document_that_started_them() {
    let top = r#"<iframe src="http://127.0.0.1:PORT/cross.html"></iframe>"#;
    let cross = r#"<form action="http://localhost:PORT/get" target="_blank"></form>
<form action="http://localhost:PORT/post" method="post" target="_blank"><input name="k" value="v"></form>
<script>
  for (const form of document.forms) form.submit();
  setTimeout(() => { location.href = "http://localhost:PORT/framed"; }, 0);
</script>"#;
    let server = Server::start(|port| {
        let port = port.to_string();
        let mut pages = HashMap::new();
        let cookies = ["strict=1; SameSite=Strict", "lax=1", "none=1; SameSite=None; Secure"];
        pages.insert(("localhost", "/"), html(&top.replace("PORT", &port), &cookies));
        pages.insert(("127.0.0.1", "/cross.html"), html(&cross.replace("PORT", &port), &[]));
        for path in ["/get", "/post", "/framed"] {
            pages.insert(("localhost", path), html("", &[]));
        }
        pages
    });
    run_on(&server, "initiator", "localhost", &["localhost", "127.0.0.1"]);
    let request = |method: &str, cookie: &str| vec![(method.to_string(), cookie.to_string())];
    assert_eq!(server.requests("localhost", "/get?"), request("GET", "lax=1; none=1"));
    assert_eq!(server.requests("localhost", "/post"), request("POST", "none=1"));
    assert_eq!(server.requests("localhost", "/framed"), request("GET", "none=1"));
}

#[test]
fn hosts_folder_set_cookie_and_cookie_averse_documents() {
    let dir = temp("hosts");
    let site = dir.join("hosts/a.test");
    std::fs::create_dir_all(&site).expect("dirs");
    std::fs::write(
        site.join("index.html"),
        r#"<iframe src="/frame.html"></iframe><iframe src="data:text/html,x"></iframe>
<script>
  console.log("page", document.cookie);
  document.cookie = "later=1; Max-Age=100";
  document.cookie = "gone=1";
  document.cookie = "gone=1; Max-Age=0";
  const parsed = new DOMParser().parseFromString("<p>", "text/html");
  parsed.cookie = "x=1";
  console.log("parsed", JSON.stringify(parsed.cookie));
  addEventListener("load", () => {
    console.log("frame", frames[0].document.body.textContent);
    console.log("page after", document.cookie);
  });
</script>"#,
    )
    .expect("write");
    std::fs::write(
        site.join("index.html.headers"),
        "Set-Cookie: a=1\nSet-Cookie: h=1; HttpOnly\nSet-Cookie: s=1; Secure\n",
    )
    .expect("write");
    std::fs::write(
        site.join("frame.html"),
        "<body><script>document.body.textContent = document.cookie; document.cookie = 'f=2'</script>",
    )
    .expect("write");
    std::fs::write(site.join("frame.html.headers"), "Set-Cookie: framed=1; Path=/frame.html\n")
        .expect("write");
    let (output, report) = run(&dir, "https://a.test/", &[]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            "page a=1; s=1",
            "parsed \"\"",
            "frame framed=1; a=1; s=1; later=1",
            "page after a=1; s=1; later=1; f=2",
        ]
    );
    // Over http the Secure cookie is not set.
    let dir = temp("hosts-http");
    std::fs::create_dir_all(dir.join("hosts/a.test")).expect("dirs");
    std::fs::write(dir.join("hosts/a.test/index.html"), "<script>console.log(document.cookie)</script>")
        .expect("write");
    std::fs::write(dir.join("hosts/a.test/index.html.headers"), "Set-Cookie: a=1\nSet-Cookie: s=1; Secure\n")
        .expect("write");
    let (output, report) = run(&dir, "http://a.test/", &[]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["a=1"]);
}

/// A worker's requests use the group's jar (its responses' `Set-Cookie`s land in it):
/// a classic worker's script and `importScripts` in credentials mode "same-origin", a
/// module worker's script and imports in its `credentials` option's; a dedicated worker's
/// site for cookies is its owner document's (under a cross-site ancestor, only
/// `SameSite=None` cookies go), a shared worker's its own origin's unless its creator is
/// third-party (`sameSiteCookies` "none", the default there; "all" throws).
#[test]
fn workers_send_and_set_the_groups_cookies_by_their_credentials_and_site() {
    let top = r#"<iframe src="http://127.0.0.1:PORT/cross.html"></iframe>
<script>
  const echo = (w, what) => new Promise((resolve) => {
    w.onmessage = (e) => { console.log(what, e.data); resolve(); };
  });
  (async () => {
    await echo(new Worker("/w.js"), "classic");
    console.log("page after worker", document.cookie);
    await echo(new Worker("/m.js", { type: "module", credentials: "omit" }), "module omit");
    const shared = new SharedWorker("/s.js");
    await echo(shared.port, "shared first-party");
  })();
</script>"#;
    let cross = r#"<iframe src="http://localhost:PORT/inner.html"></iframe>"#;
    let inner = r#"<script>
  const dedicated = new Worker("/iw.js");
  dedicated.onmessage = (e) => console.log("third-party dedicated", e.data);
  const shared = new SharedWorker("/s.js?third-party");
  shared.port.onmessage = (e) => console.log("third-party shared", e.data);
  try {
    new SharedWorker("/s.js?all", { sameSiteCookies: "all" });
  } catch (e) {
    console.log("all", e.name);
  }
</script>"#;
    let js = |body: &str, set: &[&str]| -> Page {
        let mut headers = vec![("Content-Type", "text/javascript".to_string())];
        headers.extend(set.iter().map(|c| ("Set-Cookie", c.to_string())));
        (headers, body.to_string())
    };
    let echo = r#"fetch("/echo").then((r) => r.text()).then((t) => postMessage(t));"#;
    let shared = r#"onconnect = async (e) => {
  e.ports[0].postMessage(await (await fetch("/echo", { credentials: "include" })).text());
};"#;
    let server = Server::start(|port| {
        let port = port.to_string();
        let mut pages = HashMap::new();
        pages.insert(
            ("localhost", "/"),
            html(
                &top.replace("PORT", &port),
                &["strict=1; SameSite=Strict", "lax=1", "none=1; SameSite=None; Secure"],
            ),
        );
        pages.insert(("127.0.0.1", "/cross.html"), html(&cross.replace("PORT", &port), &[]));
        pages.insert(("localhost", "/inner.html"), html(inner, &[]));
        pages.insert(
            ("localhost", "/w.js"),
            js(&format!("importScripts('/imp.js');\n{echo}"), &["fromworker=1"]),
        );
        pages.insert(("localhost", "/imp.js"), js("", &[]));
        pages.insert(
            ("localhost", "/m.js"),
            js(
                r#"import "/dep.js";
postMessage("ran");"#,
                &["omitted=1"],
            ),
        );
        pages.insert(("localhost", "/dep.js"), js("", &[]));
        pages.insert(("localhost", "/iw.js"), js(echo, &[]));
        pages.insert(("localhost", "/s.js"), js(shared, &[]));
        pages.insert(("localhost", "/s.js?third-party"), js(shared, &[]));
        pages
    });
    let report = run_on(&server, "workers", "localhost", &["localhost", "127.0.0.1"]);
    let logs = sorted_logs(&report);
    let all = "strict=1; lax=1; none=1";
    assert_eq!(
        logs,
        [
            "all NotAllowedError".to_string(),
            format!("classic {all}; fromworker=1"),
            "module omit ran".to_string(),
            format!("page after worker {all}; fromworker=1"),
            format!("shared first-party {all}; fromworker=1"),
            "third-party dedicated none=1".to_string(),
            "third-party shared none=1".to_string(),
        ]
    );
    // A classic worker's script and importScripts: same-origin, first-party.
    assert_eq!(server.cookies("localhost", "/w.js"), [all]);
    assert_eq!(server.cookies("localhost", "/imp.js"), [format!("{all}; fromworker=1")]);
    // credentials "omit": neither the module worker's script nor its import carries any,
    // and its response's Set-Cookie is not stored.
    assert_eq!(server.cookies("localhost", "/m.js"), [""]);
    assert_eq!(server.cookies("localhost", "/dep.js"), [""]);
    assert!(!report["cookies"].as_array().expect("cookies").iter().any(|c| c["name"] == "omitted"));
    // The third-party shared worker's own script request is cross-site too.
    assert_eq!(server.cookies("localhost", "/s.js?third-party"), ["none=1"]);
}

/// An empty module script that `http://a.test:PORT` may read with credentials.
fn credentialed_module(port: u16) -> Page {
    let headers = vec![
        ("Content-Type", "text/javascript".to_string()),
        ("Access-Control-Allow-Origin", format!("http://a.test:{port}")),
        ("Access-Control-Allow-Credentials", "true".to_string()),
    ];
    (headers, String::new())
}

/// `import()` keeps its calling module script's credentials mode (HTML's
/// HostLoadImportedModule, the referencing script's fetch options): from a
/// `crossorigin=use-credentials` module, a cross-origin import carries the cookies; from
/// a module without the attribute ("same-origin"), none.
#[test]
fn dynamic_import_keeps_the_calling_modules_credentials_mode() {
    let page = r#"<script type="module" crossorigin="use-credentials">
  await import(`http://www.a.test:${location.port}/include.js`);
  console.log("include imported");
</script>
<script type="module">
  await import(`http://www.a.test:${location.port}/same-origin.js`);
  console.log("same-origin imported");
</script>"#;
    let server = Server::start(|port| {
        let mut pages = HashMap::new();
        pages.insert(("a.test", "/"), html(page, &["site=1; Domain=a.test"]));
        pages.insert(("www.a.test", "/include.js"), credentialed_module(port));
        pages.insert(("www.a.test", "/same-origin.js"), credentialed_module(port));
        pages
    });
    let report = run_on(&server, "dynamic-import", "a.test", &["a.test", "www.a.test"]);
    let logs = sorted_logs(&report);
    assert_eq!(logs, ["include imported", "same-origin imported"]);
    assert_eq!(server.cookies("www.a.test", "/include.js"), ["site=1"]);
    assert_eq!(server.cookies("www.a.test", "/same-origin.js"), [""]);
}

#[test]
fn dynamic_import_from_classic_scripts_timers_eval_and_handlers_uses_their_scripts_credentials_mode() {
    let page = r#"<script crossorigin="use-credentials">
  const www = `http://www.a.test:${location.port}`;
  import(`${www}/classic.js`).then(() => console.log("classic"));
  setTimeout(`import("${www}/timer.js").then(() => console.log("timer"))`);
  eval(`import("${www}/eval.js")`).then(() => console.log("eval"));
</script>
<script>
  import(`http://www.a.test:${location.port}/plain.js`).then(() => console.log("plain"));
</script>
<body onload='import(`http://www.a.test:${location.port}/handler.js`).then(() => console.log("handler"))'>"#;
    let server = Server::start(|port| {
        let mut pages = HashMap::new();
        pages.insert(("a.test", "/"), html(page, &["site=1; Domain=a.test"]));
        for path in ["/classic.js", "/timer.js", "/eval.js", "/plain.js", "/handler.js"] {
            pages.insert(("www.a.test", path), credentialed_module(port));
        }
        pages
    });
    let report = run_on(&server, "dynamic-import-classic", "a.test", &["a.test", "www.a.test"]);
    let logs = sorted_logs(&report);
    assert_eq!(logs, ["classic", "eval", "handler", "plain", "timer"]);
    // A classic script's crossorigin=use-credentials is its fetch options' "include": its
    // import(), its timer's string (the initiating script's options) and its eval'd code
    // send the cookie to the other origin.
    assert_eq!(server.cookies("www.a.test", "/classic.js"), ["site=1"]);
    assert_eq!(server.cookies("www.a.test", "/timer.js"), ["site=1"]);
    assert_eq!(server.cookies("www.a.test", "/eval.js"), ["site=1"]);
    // Without the attribute, and in an event handler (the default options): "same-origin".
    assert_eq!(server.cookies("www.a.test", "/plain.js"), [""]);
    assert_eq!(server.cookies("www.a.test", "/handler.js"), [""]);
}
