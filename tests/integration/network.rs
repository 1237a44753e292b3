//! The opt-in network loader (`--allow-net`) against real servers the tests start on
//! 127.0.0.1 with ephemeral ports: pages, frames and scripts over HTTP, redirects, the
//! sandbox's cases (nothing leaves without the flag; no redirect out of the list), bad
//! network input (refused, reset, stalled, malformed, too large, TLS failures) and TLS
//! with a test CA. Each case runs the `framescope` binary as a user would.
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};

/// A TLS server's config that presents `cert` (its key `key`).
pub(crate) fn tls_config(cert: &rcgen::Certificate, key: &rcgen::KeyPair) -> rustls::ServerConfig {
    rustls::ServerConfig::builder()
        .with_no_client_auth()
        .with_single_cert(
            vec![cert.der().clone()],
            rustls::pki_types::PrivateKeyDer::Pkcs8(key.serialize_der().into()),
        )
        .expect("server config")
}

/// A CA, and a certificate for `www.framescope.test` it signed: the CA's PEM, and a server
/// config presenting the certificate and offering `alpn`.
pub(crate) fn test_ca(alpn: &[&[u8]]) -> (String, rustls::ServerConfig) {
    let ca_key = rcgen::KeyPair::generate().expect("ca key");
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).expect("ca params");
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    ca_params.distinguished_name.push(rcgen::DnType::CommonName, "framescope test CA");
    let ca = ca_params.self_signed(&ca_key).expect("ca");
    let key = rcgen::KeyPair::generate().expect("key");
    let params = rcgen::CertificateParams::new(vec!["www.framescope.test".to_string()]).expect("params");
    let issuer = rcgen::Issuer::from_params(&ca_params, &ca_key);
    let cert = params.signed_by(&key, &issuer).expect("cert");
    let mut config = tls_config(&cert, &key);
    config.alpn_protocols = alpn.iter().map(|p| p.to_vec()).collect();
    (ca.pem(), config)
}

/// A request as the test server read it.
#[derive(Clone, Debug)]
pub(crate) struct Request {
    pub(crate) method: String,
    pub(crate) path: String,
    pub(crate) headers: Vec<(String, String)>,
    /// Each header's value as the bytes that came (`headers` holds them read as UTF-8).
    pub(crate) header_bytes: Vec<(String, Vec<u8>)>,
    pub(crate) body: Vec<u8>,
}

/// What the test server does with a request.
pub(crate) enum Reply {
    /// A response: status, headers, body.
    Send(u16, Vec<(&'static str, String)>, Vec<u8>),
    /// Bytes as they are (a malformed response).
    Raw(Vec<u8>),
    /// Close with a TCP reset.
    Reset,
    /// Never answer (until the client goes away).
    Stall,
    /// A response whose body goes in chunks (chunked coding), each sent when the function
    /// gives it, until it gives none; `Err` resets the connection there.
    Parts(u16, Vec<(&'static str, String)>, Parts),
}

/// The parts of a [`Reply::Parts`] body, one per call.
pub(crate) type Parts = Box<dyn FnMut() -> Option<Result<Vec<u8>, ()>> + Send>;

pub(crate) fn ok(content_type: &str, body: &str) -> Reply {
    Reply::Send(200, vec![("Content-Type", content_type.to_string())], body.as_bytes().to_vec())
}

fn redirect(to: &str) -> Reply {
    Reply::Send(302, vec![("Location", to.to_string())], Vec::new())
}

type Handler = Arc<dyn Fn(&Request) -> Reply + Send + Sync>;

/// A server on 127.0.0.1 and an ephemeral port; it counts connections and keeps the
/// requests it read.
pub(crate) struct Server {
    pub(crate) port: u16,
    connections: Arc<AtomicUsize>,
    requests: Arc<Mutex<Vec<Request>>>,
}

impl Server {
    pub(crate) fn start(handler: impl Fn(&Request) -> Reply + Send + Sync + 'static) -> Self {
        Self::start_with(handler, None)
    }

    /// With `tls`, every connection is TLS with that server config.
    pub(crate) fn start_with(
        handler: impl Fn(&Request) -> Reply + Send + Sync + 'static,
        tls: Option<Arc<rustls::ServerConfig>>,
    ) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1");
        let port = listener.local_addr().expect("addr").port();
        let connections = Arc::new(AtomicUsize::new(0));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let handler: Handler = Arc::new(handler);
        let (count, seen) = (connections.clone(), requests.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                count.fetch_add(1, Ordering::SeqCst);
                let (handler, seen, tls) = (handler.clone(), seen.clone(), tls.clone());
                std::thread::spawn(move || match tls {
                    Some(config) => {
                        let Ok(connection) = rustls::ServerConnection::new(config) else { return };
                        let tcp = stream.try_clone().expect("clone");
                        serve(rustls::StreamOwned::new(connection, stream), &tcp, &*handler, &seen);
                    }
                    None => {
                        let tcp = stream.try_clone().expect("clone");
                        serve(stream, &tcp, &*handler, &seen);
                    }
                });
            }
        });
        Self { port, connections, requests }
    }

    pub(crate) fn origin(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub(crate) fn allow(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    fn connections(&self) -> usize {
        self.connections.load(Ordering::SeqCst)
    }

    pub(crate) fn requests(&self) -> Vec<Request> {
        self.requests.lock().expect("requests").clone()
    }

    pub(crate) fn paths(&self) -> Vec<String> {
        self.requests.lock().expect("requests").iter().map(|r| r.path.clone()).collect()
    }
}

/// Serves the requests of one connection (keep-alive) until it closes.
fn serve<S: Read + Write>(
    stream: S,
    tcp: &TcpStream,
    handler: &dyn Fn(&Request) -> Reply,
    seen: &Mutex<Vec<Request>>,
) {
    let mut reader = BufReader::new(stream);
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 {
            return;
        }
        let mut words = line.split_whitespace();
        let (Some(method), Some(path)) = (words.next(), words.next()) else { return };
        let mut request = Request {
            method: method.into(),
            path: path.into(),
            headers: Vec::new(),
            header_bytes: Vec::new(),
            body: Vec::new(),
        };
        let mut length = 0usize;
        loop {
            let mut line = Vec::new();
            if reader.read_until(b'\n', &mut line).unwrap_or(0) == 0 {
                return;
            }
            let header = String::from_utf8_lossy(&line);
            let header = header.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse().unwrap_or(0);
                }
                let name = name.trim().to_ascii_lowercase();
                let colon = line.iter().position(|&b| b == b':').unwrap_or(0);
                let bytes = line[colon + 1..].trim_ascii().to_vec();
                request.header_bytes.push((name.clone(), bytes));
                request.headers.push((name, value.trim().to_string()));
            }
        }
        let mut body = vec![0; length];
        if reader.read_exact(&mut body).is_err() {
            return;
        }
        request.body = body;
        seen.lock().expect("requests").push(request.clone());
        let stream = reader.get_mut();
        match handler(&request) {
            Reply::Send(status, headers, body) => {
                let mut head = format!("HTTP/1.1 {status} X\r\nContent-Length: {}\r\n", body.len());
                for (name, value) in headers {
                    head.push_str(&format!("{name}: {value}\r\n"));
                }
                head.push_str("\r\n");
                if stream.write_all(head.as_bytes()).and_then(|_| stream.write_all(&body)).is_err() {
                    return;
                }
                let _ = stream.flush();
            }
            Reply::Raw(bytes) => {
                let _ = stream.write_all(&bytes);
                let _ = stream.flush();
                let _ = tcp.shutdown(Shutdown::Both);
                return;
            }
            Reply::Reset => {
                reset(tcp);
                return;
            }
            Reply::Parts(status, headers, mut parts) => {
                let mut head = format!("HTTP/1.1 {status} X\r\nTransfer-Encoding: chunked\r\n");
                for (name, value) in headers {
                    head.push_str(&format!("{name}: {value}\r\n"));
                }
                head.push_str("\r\n");
                if stream.write_all(head.as_bytes()).and_then(|_| stream.flush()).is_err() {
                    return;
                }
                loop {
                    let chunk = match parts() {
                        None => Vec::new(),
                        Some(Ok(chunk)) => chunk,
                        Some(Err(())) => {
                            reset(tcp);
                            return;
                        }
                    };
                    let mut bytes = format!("{:x}\r\n", chunk.len()).into_bytes();
                    bytes.extend_from_slice(&chunk);
                    bytes.extend_from_slice(b"\r\n");
                    if stream.write_all(&bytes).and_then(|_| stream.flush()).is_err() {
                        return;
                    }
                    if chunk.is_empty() {
                        break;
                    }
                }
            }
            Reply::Stall => {
                // Wait until the client gives up and closes.
                let mut byte = [0u8; 1];
                let _ = tcp.peek(&mut byte);
                let _ = (&*tcp).read(&mut byte);
                return;
            }
        }
    }
}

/// Closes `stream` with a RST (SO_LINGER 0).
fn reset(stream: &TcpStream) {
    use std::os::fd::AsRawFd;
    let linger = libc::linger { l_onoff: 1, l_linger: 0 };
    // SAFETY: a valid socket and a linger struct of the size given.
    unsafe {
        libc::setsockopt(
            stream.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_LINGER,
            (&linger as *const libc::linger).cast(),
            std::mem::size_of::<libc::linger>() as libc::socklen_t,
        );
    }
    let _ = stream.shutdown(Shutdown::Read);
}

pub(crate) fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("framescope-network-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

pub(crate) fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// `framescope run URL --report … <args>`: the output and the report.
pub(crate) fn run(name: &str, url: &str, args: &[&str]) -> (Output, serde_json::Value) {
    let dir = temp(name);
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

pub(crate) fn logs(report: &serde_json::Value) -> Vec<String> {
    report["console"].as_array().map_or_else(Vec::new, |messages| {
        messages.iter().map(|m| m["text"].as_str().unwrap_or("").to_string()).collect()
    })
}

pub(crate) fn errors(report: &serde_json::Value) -> Vec<String> {
    report["errors"].as_array().map_or_else(Vec::new, |errors| {
        errors.iter().map(|e| e["message"].as_str().unwrap_or("").to_string()).collect()
    })
}

#[test]
fn a_page_its_frames_and_scripts_over_http() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<iframe src="/frame.html"></iframe><script src="/script.js"></script>
<script>
  fetch("/data.txt").then((r) => r.text()).then((t) => console.log("fetched", t));
  addEventListener("load", () => console.log("frame says", frames[0].document.body.textContent));
</script>"#,
        ),
        "/frame.html" => ok("text/html; charset=windows-1252", "<body>caf\u{e9}</body>"),
        "/script.js" => ok("text/javascript", "console.log('script ran')"),
        "/data.txt" => ok("text/plain", "data"),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let (output, report) = run("page", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    let logs = logs(&report);
    assert!(logs.contains(&"script ran".to_string()), "{logs:?}");
    assert!(logs.contains(&"fetched data".to_string()), "{logs:?}");
    // The frame's body is windows-1252 (its Content-Type): é is one byte, decoded.
    assert!(logs.iter().any(|l| l.starts_with("frame says caf")), "{logs:?}");
    assert!(server.requests.lock().expect("requests").iter().all(|r| r.method == "GET"));
    let mut paths = server.paths();
    paths.sort();
    assert_eq!(paths, ["/", "/data.txt", "/frame.html", "/script.js"]);
}

#[test]
fn redirects_are_followed_and_counted() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => redirect("/second"),
        "/second" => redirect("/end.html?x=1"),
        "/end.html?x=1" => ok(
            "text/html",
            r#"<script>console.log(location.href.split("/").pop(),
              performance.getEntriesByType("navigation")[0].redirectCount)</script>"#,
        ),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let (output, report) =
        run("redirects", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["end.html?x=1 2"]);
}

#[test]
fn without_allow_net_nothing_leaves_the_process() {
    let server = Server::start(|_| ok("text/html", "<script>console.log('reached')</script>"));
    let origin = server.origin();
    // The page itself: not in the hosts folder, so not served, and no connection made.
    let (output, _) = run("sandbox-top", &format!("{origin}/"), &[]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    // A page from the hosts folder that reaches for the server in every way it has.
    let dir = temp("sandbox-page");
    let page = format!(
        r#"<iframe src="{origin}/frame"></iframe><script src="{origin}/script.js"></script>
<img src="{origin}/image.png">
<script>
  fetch("{origin}/fetch").then(() => console.log("fetch answered"), (e) => console.log("fetch", e.name));
  const xhr = new XMLHttpRequest(); xhr.open("GET", "{origin}/xhr"); xhr.send();
  new Worker("{origin}/worker.js");
</script>"#
    );
    std::fs::create_dir_all(dir.join("hosts/a.test")).expect("dirs");
    std::fs::write(dir.join("hosts/a.test/index.html"), page).expect("write");
    let report = dir.join("report.json");
    let output = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["run", "https://a.test/", "--hosts", s(&dir.join("hosts")), "--report", s(&report)])
        .output()
        .expect("framescope runs");
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    assert!(logs(&json).contains(&"fetch TypeError".to_string()), "{:?}", logs(&json));
    // Other flags without --allow-net are an error, not a silent no-op.
    let (output, _) = run("sandbox-flags", "https://a.test/", &["--ignore-certificate-errors"]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("need --allow-net"), "{output:?}");
    assert_eq!(server.connections(), 0, "something connected: {:?}", server.paths());
}

#[test]
fn an_allowed_origin_cannot_redirect_out_of_the_list() {
    let outside = Server::start(|_| ok("text/html", "<script>console.log('outside reached')</script>"));
    let target = format!("{}/x", outside.origin());
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<iframe src="/to-outside"></iframe><iframe src="/to-file"></iframe>
<script>fetch("/to-outside").then(() => console.log("answered"), (e) => console.log("fetch", e.name))</script>"#,
        ),
        "/to-outside" => redirect(&target),
        "/to-file" => redirect("file:///etc/hostname"),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let (output, report) =
        run("out-of-list", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert!(logs(&report).contains(&"fetch TypeError".to_string()), "{:?}", logs(&report));
    let errors = errors(&report);
    assert!(errors.iter().any(|e| e.contains("which --allow-net does not allow")), "{errors:#?}");
    assert!(errors.iter().any(|e| e.contains("which is not an http(s) URL")), "{errors:#?}");
    assert_eq!(outside.connections(), 0);
}

/// A page whose one iframe loads `path` from a server that answers it with `reply`; the
/// report's errors.
fn frame_errors(name: &str, reply: impl Fn() -> Reply + Send + Sync + 'static, args: &[&str]) -> Vec<String> {
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<iframe src="/bad"></iframe>
<script>fetch("/bad").then(() => console.log("answered"), (e) => console.log("fetch", e.name))</script>"#,
        ),
        _ => reply(),
    });
    let mut all = vec!["--allow-net", &*Box::leak(server.allow().into_boxed_str())];
    all.extend_from_slice(args);
    let (output, report) = run(name, &format!("{}/", server.origin()), &all);
    assert!(output.status.code().is_some(), "{output:?}");
    assert!(logs(&report).contains(&"fetch TypeError".to_string()), "{name}: {:?}", logs(&report));
    errors(&report)
}

#[test]
fn a_reset_connection_is_a_network_error() {
    let errors = frame_errors("reset", || Reply::Reset, &[]);
    assert!(errors.iter().any(|e| e.contains("/bad") && e.contains("connection reset")), "{errors:#?}");
}

#[test]
fn a_malformed_response_is_a_network_error() {
    let errors = frame_errors("malformed", || Reply::Raw(b"HTTP/1.1 abc\r\n\r\n".to_vec()), &[]);
    assert!(errors.iter().any(|e| e.contains("/bad") && e.contains("malformed response")), "{errors:#?}");
}

#[test]
fn a_body_over_the_limit_is_a_network_error() {
    let too_large = framescope::runtime::loader::network::MAX_BODY_BYTES as usize + 1;
    let errors = frame_errors("too-large", move || ok_bytes(vec![b' '; too_large]), &[]);
    assert!(
        errors.iter().any(|e| e.contains("/bad") && e.contains("the body is larger than")),
        "{errors:#?}"
    );
}

fn ok_bytes(body: Vec<u8>) -> Reply {
    Reply::Send(200, vec![("Content-Type", "text/html".to_string())], body)
}

#[test]
fn a_refused_connection_is_a_network_error() {
    // A port nothing listens on: bound, then closed.
    let port = TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr").port();
    let url = format!("http://127.0.0.1:{port}/");
    let (output, report) = run("refused", &url, &["--allow-net", &format!("127.0.0.1:{port}")]);
    assert!(output.status.code().is_some(), "{output:?}");
    let errors = errors(&report);
    assert!(errors.iter().any(|e| e.contains(&url) && e.contains("connection refused")), "{errors:#?}");
}

#[test]
fn a_stalled_server_ends_at_the_timeout() {
    let (stalled, seen) = mpsc::channel::<()>();
    let stalled = Mutex::new(stalled);
    let server = Server::start(move |_| {
        let _ = stalled.lock().expect("sender").send(());
        Reply::Stall
    });
    let url = format!("{}/", server.origin());
    // (The deadline counts from the run's start: generous, so that a busy machine's slow
    // start still leaves the request time to reach the server before it passes.)
    let (output, report) = run("stalled", &url, &["--allow-net", &server.allow(), "--timeout", "10"]);
    assert!(seen.try_recv().is_ok(), "the request reached the server");
    assert!(output.status.code().is_some(), "{output:?}");
    let errors = errors(&report);
    assert!(errors.iter().any(|e| e.contains(&url) && e.contains("--timeout")), "{errors:#?}");
}

#[test]
fn tls_with_a_test_ca_and_host_resolver_rules() {
    // A CA and a certificate for www.framescope.test that it signed.
    let (ca_pem, config) = test_ca(&[]);
    let server = Server::start_with(
        |request| {
            match request.path.as_str() {
            "/" => {
                ok("text/html", "<script>console.log('secure', location.protocol, isSecureContext)</script>")
            }
            // A body that ends with the connection, closed without TLS's close_notify (as
            // wptserve's handlers close).
            "/close" => Reply::Raw(
                b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<script>console.log('until the end')</script>"
                    .to_vec(),
            ),
            _ => Reply::Send(404, Vec::new(), Vec::new()),
        }
        },
        Some(Arc::new(config)),
    );
    let dir = temp("tls-ca");
    let ca_file = dir.join("ca.pem");
    std::fs::write(&ca_file, ca_pem).expect("write CA");
    let url = format!("https://www.framescope.test:{}/", server.port);
    let net =
        ["--allow-net", "*.framescope.test", "--host-resolver-rules", "MAP *.framescope.test 127.0.0.1"];
    let with_ca = [&net[..], &["--ca-cert", s(&ca_file)]].concat();
    let (output, report) = run("tls-ok", &url, &with_ca);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["secure https: true"], "{:?}", errors(&report));
    let (_, report) = run("tls-close", &format!("{url}close"), &with_ca);
    assert_eq!(logs(&report), ["until the end"], "{:?}", errors(&report));
    // Without the CA the certificate is unknown: a TLS failure naming the URL.
    let (_, report) = run("tls-unknown", &url, &net);
    let errors = errors(&report);
    assert!(errors.iter().any(|e| e.contains(&url) && e.contains("TLS failure")), "{errors:#?}");
    // --ignore-certificate-errors accepts it.
    let ignoring = [&net[..], &["--ignore-certificate-errors"]].concat();
    let (_, report) = run("tls-ignore", &url, &ignoring);
    assert_eq!(logs(&report), ["secure https: true"]);
}

#[test]
fn wpt_tests_may_load_from_allowed_servers() {
    let server = Server::start(|request| match request.path.as_str() {
        "/data" => Reply::Send(
            200,
            vec![("Content-Type", "text/plain".into()), ("Access-Control-Allow-Origin", "*".into())],
            b"from the network".to_vec(),
        ),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let test = format!(
        r#"promise_test(async () => {{
  const response = await fetch("{}/data");
  assert_equals(await response.text(), "from the network");
}}, "fetch over the network");"#,
        server.origin()
    );
    let root = crate::page::hosts("network-wpt", &[("a/net.window.js", &test)]);
    let wpt = |extra: &[&str]| {
        let mut args = vec!["wpt", s(&root), "--jobs", "1", "--timeout-multiplier", "10"];
        args.extend_from_slice(extra);
        Command::new(env!("CARGO_BIN_EXE_framescope")).args(&args).output().expect("framescope runs")
    };
    // The runner processes get the flag too.
    let output = wpt(&["--allow-net", &server.allow()]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success() && out.contains("OK          1/1  /a/net.window.html"), "{output:?}");
    assert_eq!(server.paths(), ["/data"]);
    // Without it the fetch is a network error, and nothing reached the server.
    let output = wpt(&[]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_eq!(server.connections(), 1);
    // Bad flags are named before any test runs.
    let output = wpt(&["--allow-net", "http://x/"]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("--allow-net entry"), "{output:?}");
}

#[test]
fn fetch_sends_its_method_headers_and_body() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
  fetch("/echo", { method: "POST", body: "a=1&b=2", headers: { "X-Test": "yes" } })
    .then((r) => r.text()).then((t) => console.log("echoed", t));
  fetch("/see-other", { method: "POST", body: "dropped" })
    .then((r) => r.text()).then((t) => console.log("after 303", t));
</script>"#,
        ),
        "/echo" => {
            let header = request.headers.iter().find(|(n, _)| n == "x-test").map_or("", |(_, v)| v.as_str());
            let text = format!("{} {} {}", request.method, header, String::from_utf8_lossy(&request.body));
            ok("text/plain", &text)
        }
        "/see-other" => Reply::Send(303, vec![("Location", "/echo".into())], Vec::new()),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let (output, report) = run("post", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    let mut logs = logs(&report);
    logs.sort();
    assert_eq!(logs, ["after 303 GET  ", "echoed POST yes a=1&b=2"], "{:?}", errors(&report));
}
