//! `framescope serve` as a DevTools protocol client drives it: the binary on an ephemeral
//! port, the discovery endpoints over HTTP, and a WebSocket session that makes a page,
//! attaches to it, waits for its events and evaluates in it.
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// The server, killed when the test ends.
pub(crate) struct Server {
    pub(crate) child: Child,
    pub(crate) websocket: String,
    pub(crate) port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) fn hosts() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("framescope-serve-{}", std::process::id()));
    let site = dir.join("site.test");
    std::fs::create_dir_all(&site).expect("hosts dir");
    std::fs::write(
        site.join("index.html"),
        "<!doctype html><title>served</title><p id=p>hello</p><iframe src=/frame.html></iframe>\
         <script>window.answer = 6 * 7;</script>",
    )
    .expect("page");
    std::fs::write(
        site.join("frame.html"),
        "<!doctype html><title>frame</title><p id=inside>in the frame</p><script>var inner = 1;</script>",
    )
    .expect("frame");
    std::fs::write(site.join("next.html"), "<!doctype html><title>next</title>").expect("next");
    std::fs::write(
        site.join("app.html"),
        "<!doctype html><title>Todo</title><input id=new><button id=add>Add</button><ul id=list></ul>\
         <iframe id=child src=/frame.html></iframe><script>window.clicks = 0;\
         document.getElementById('add').addEventListener('click', () => {\
           window.clicks++; const li = document.createElement('li');\
           li.textContent = document.getElementById('new').value; document.getElementById('list').append(li);\
         });</script>",
    )
    .expect("app");
    std::fs::write(
        site.join("oom.html"),
        "<!doctype html><script>const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length));</script>",
    )
    .expect("oom");
    std::fs::write(
        site.join("worker.html"),
        "<!doctype html><title>worker</title><script>window.worker = new Worker('/worker.js');\
         worker.onmessage = (e) => { window.fromWorker = e.data; };</script>",
    )
    .expect("worker page");
    std::fs::write(
        site.join("worker.js"),
        "self.counted = 0; for (let i = 0; i < 3; i++) self.counted++; postMessage('ready');",
    )
    .expect("worker script");
    // A worker that starts a worker (`nested_workers.mjs`).
    std::fs::write(
        site.join("nested.html"),
        "<!doctype html><title>nested</title><script>window.outer = new Worker('/outer.js');\
         outer.onmessage = (e) => { window.fromOuter = e.data; };</script>",
    )
    .expect("nested worker page");
    std::fs::write(
        site.join("outer.js"),
        "self.role = 'outer'; self.inner = new Worker('/inner.js'); inner.onmessage = (e) => postMessage(e.data);",
    )
    .expect("outer worker script");
    std::fs::write(site.join("inner.js"), "self.role = 'inner'; postMessage('inner ready');")
        .expect("inner worker script");
    // Console calls with objects (`console.mjs`).
    std::fs::write(
        site.join("console.html"),
        "<!doctype html><title>console</title><iframe name=child src=/frame.html></iframe><script>\
         console.log('loading', { a: 1, list: [1, 2] }, [3, 4], 5, null);\
         window.worker = new Worker('/console_worker.js');</script>",
    )
    .expect("console page");
    std::fs::write(site.join("console_worker.js"), "console.log('worker', { in: 'worker' });")
        .expect("console worker script");
    // A shared worker and a service worker (`shared_workers.mjs`).
    std::fs::write(
        site.join("shared.html"),
        "<!doctype html><title>shared</title><script>window.shared = new SharedWorker('/shared.js');\
         shared.port.onmessage = (e) => { window.fromShared = e.data; };\
         navigator.serviceWorker.register('/sw.js');</script>",
    )
    .expect("shared worker page");
    std::fs::write(
        site.join("shared.js"),
        "self.started = true; onconnect = (e) => e.ports[0].postMessage('hello');",
    )
    .expect("shared worker script");
    std::fs::write(site.join("sw.js"), "self.version = 1; addEventListener('install', () => {});")
        .expect("service worker script");
    // Scripts a debugger that attaches after the load sees (`debugger.mjs`).
    std::fs::write(
        site.join("scripts.html"),
        "<!doctype html><title>scripts</title><iframe src=/frame.html></iframe><script src=/lib.js></script>\
         <script>function onX() { console.log('from listener'); }\
         document.addEventListener('x', onX); loaded();</script>",
    )
    .expect("scripts page");
    std::fs::write(site.join("lib.js"), "function loaded() {\n  console.log('from lib', 1);\n}\n")
        .expect("lib script");
    // Stepping across the platform's code (`stepping.mjs`; its line numbers are asserted).
    std::fs::write(
        site.join("stepping.html"),
        "<!doctype html><title>stepping</title><script src=/stepping.js></script>",
    )
    .expect("stepping page");
    std::fs::write(site.join("stepping.js"), STEPPING_JS).expect("stepping script");
    std::fs::write(
        site.join("stepping-worker.js"),
        "function callsPlatform() {\n  debugger;\n  const url = new URL(\"https://a.test/x\");\n  return url.pathname;\n}\n",
    )
    .expect("stepping worker script");
    // Exceptions of tasks' callbacks (`exceptions.mjs`; its line numbers are asserted).
    std::fs::write(
        site.join("exceptions.html"),
        "<!doctype html><title>exceptions</title><script src=/exceptions.js></script>",
    )
    .expect("exceptions page");
    std::fs::write(site.join("exceptions.js"), EXCEPTIONS_JS).expect("exceptions script");
    // Requests a client intercepts (`interception.mjs`).
    std::fs::write(
        site.join("intercept.html"),
        "<!doctype html><title>intercept</title><script src=/intercept-lib.js></script>\
         <script src=/blocked.js onerror=\"window.blockedFailed = true\"></script>",
    )
    .expect("interception page");
    std::fs::write(site.join("intercept-lib.js"), "window.libLoaded = true;").expect("interception script");
    std::fs::write(site.join("blocked.js"), "window.blockedLoaded = true;").expect("blocked script");
    std::fs::write(site.join("data.json"), "{\"real\": true}").expect("interception data");
    // (A redirect of the hosts folder, whose hop pauses too.)
    std::fs::write(site.join("moved.json"), "").expect("redirect file");
    std::fs::write(site.join("moved.json.headers"), "Status: 302 Found\nLocation: /data.json\n")
        .expect("redirect headers");
    // (The app may profile itself: JS Self-Profiling's document policy.)
    std::fs::write(site.join("app.html.headers"), "Document-Policy: js-profiling\n").expect("app headers");
    dir
}

fn start() -> Server {
    start_with(&[])
}

fn start_with(args: &[&str]) -> Server {
    serve_from(&hosts(), args)
}

/// `framescope serve` on a free port with pages from `hosts` (and `args`), once it said
/// where it listens.
pub(crate) fn serve_from(hosts: &std::path::Path, args: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["serve", "--port", "0", "--hosts"])
        .arg(hosts)
        .args(args)
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("framescope serve starts");
    let stderr = child.stderr.take().expect("stderr");
    let mut lines = BufReader::new(stderr).lines();
    let websocket = loop {
        let line = lines.next().expect("serve prints where it listens").expect("a line");
        if let Some(url) = line.strip_prefix("DevTools listening on ") {
            break url.to_string();
        }
    };
    let port = websocket
        .trim_start_matches("ws://127.0.0.1:")
        .split('/')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a port in the URL");
    Server { child, websocket, port }
}

/// A plain HTTP GET (or PUT) of a discovery endpoint: the status line and the body.
fn http(port: u16, method: &str, path: &str) -> (String, String) {
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connects");
    stream.set_read_timeout(Some(Duration::from_secs(30))).expect("timeout");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    )
    .expect("request");
    let mut response = String::new();
    stream.read_to_string(&mut response).expect("response");
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    (head.lines().next().unwrap_or_default().to_string(), body.to_string())
}

/// A protocol client over one WebSocket: commands wait for their response; events are
/// kept in order for `event` to wait on.
pub(crate) struct Client {
    pub(crate) socket: tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>,
    next: i64,
    events: Vec<Value>,
}

impl Client {
    pub(crate) async fn connect(url: &str) -> Self {
        let address = url.trim_start_matches("ws://").split('/').next().expect("host").to_string();
        let stream = tokio::net::TcpStream::connect(address).await.expect("connects");
        let (socket, _) = tokio_tungstenite::client_async(url, stream).await.expect("upgrades");
        Self { socket, next: 0, events: Vec::new() }
    }

    async fn receive(&mut self) -> Value {
        loop {
            match self.socket.next().await.expect("the connection stays").expect("a frame") {
                Message::Text(text) => return serde_json::from_str(text.as_str()).expect("JSON"),
                _ => continue,
            }
        }
    }

    async fn raw(&mut self, text: &str) -> Value {
        self.socket.send(Message::text(text.to_string())).await.expect("sends");
        self.receive().await
    }

    pub(crate) async fn call(&mut self, method: &str, params: Value, session: Option<&str>) -> Value {
        self.next += 1;
        let id = self.next;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        self.socket.send(Message::text(message.to_string())).await.expect("sends");
        loop {
            let message = self.receive().await;
            if message["id"] == json!(id) {
                return message;
            }
            self.events.push(message);
        }
    }

    /// Sends a message without waiting for its response ([`Client::response`] does).
    pub(crate) async fn send(&mut self, text: &str) {
        self.socket.send(Message::text(text.to_string())).await.expect("sends");
    }

    /// Waits for the response to the command with `id` (events meanwhile are kept).
    pub(crate) async fn response(&mut self, id: i64) -> Value {
        if let Some(index) = self.events.iter().position(|e| e["id"] == json!(id)) {
            return self.events.remove(index);
        }
        loop {
            let message = self.receive().await;
            if message["id"] == json!(id) {
                return message;
            }
            self.events.push(message);
        }
    }

    /// Waits for the first event (kept or coming) named `method` that `matches`.
    pub(crate) async fn event(&mut self, method: &str, matches: impl Fn(&Value) -> bool) -> Value {
        if let Some(index) = self.events.iter().position(|e| e["method"] == json!(method) && matches(e)) {
            return self.events.remove(index);
        }
        loop {
            let message = self.receive().await;
            if message["method"] == json!(method) && matches(&message) {
                return message;
            }
            self.events.push(message);
        }
    }
}

pub(crate) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime")
}

#[test]
fn discovery_endpoints_answer_as_chrome_does() {
    let server = start();
    let (status, body) = http(server.port, "GET", "/json/version");
    assert!(status.contains("200"), "{status}");
    let version: Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(version["webSocketDebuggerUrl"], json!(server.websocket));
    assert_eq!(version["Protocol-Version"], json!("1.3"));

    let (status, _) = http(server.port, "GET", "/json/new?https://site.test/");
    assert!(status.contains("405"), "/json/new wants PUT: {status}");
    let (status, body) = http(server.port, "PUT", "/json/new?https://site.test/");
    assert!(status.contains("200"), "{status}");
    let target: Value = serde_json::from_str(&body).expect("JSON");
    let id = target["id"].as_str().expect("an id").to_string();
    assert_eq!(target["url"], json!("https://site.test/"));
    assert!(
        target["webSocketDebuggerUrl"].as_str().expect("a socket").ends_with(&format!("/devtools/page/{id}"))
    );

    let (_, body) = http(server.port, "GET", "/json/list");
    let list: Value = serde_json::from_str(&body).expect("JSON");
    assert!(list.as_array().expect("a list").iter().any(|t| t["id"] == json!(id)));
    let (_, body) = http(server.port, "GET", "/json/protocol");
    assert!(body.contains("\"Framescope\""), "{body}");

    let (status, _) = http(server.port, "GET", &format!("/json/close/{id}"));
    assert!(status.contains("200"), "{status}");
    let (status, _) = http(server.port, "GET", &format!("/json/close/{id}"));
    assert!(status.contains("404"), "a closed target is gone: {status}");
    let (status, _) = http(server.port, "GET", "/json/nothing");
    assert!(status.contains("404"), "{status}");
}

#[test]
fn a_session_drives_a_page_and_reads_its_measurements() {
    let server = start();
    runtime().block_on(async {
        let mut client = Client::connect(&server.websocket).await;
        let version = client.call("Browser.getVersion", json!({}), None).await;
        assert!(version["result"]["product"].as_str().expect("product").starts_with("framescope/"));

        // Bad input gets a protocol error, not a dropped connection.
        let bad = client.raw("{not json").await;
        assert_eq!(bad["error"]["code"], json!(-32600));
        let unknown = client.call("Nothing.here", json!({}), None).await;
        assert_eq!(unknown["error"]["code"], json!(-32601));
        let no_url = client.call("Target.createTarget", json!({ "url": "not a url" }), None).await;
        assert!(no_url["error"]["message"].as_str().expect("message").contains("invalid URL"));

        client.call("Target.setDiscoverTargets", json!({ "discover": true }), None).await;
        let created = client.call("Target.createTarget", json!({ "url": "about:blank" }), None).await;
        let target = created["result"]["targetId"].as_str().expect("targetId").to_string();
        client
            .event("Target.targetCreated", |e| e["params"]["targetInfo"]["targetId"] == json!(target))
            .await;
        let attached =
            client.call("Target.attachToTarget", json!({ "targetId": target, "flatten": true }), None).await;
        let session = attached["result"]["sessionId"].as_str().expect("sessionId").to_string();
        let session = Some(session.as_str());
        client.call("Page.enable", json!({}), session).await;
        client.call("Page.setLifecycleEventsEnabled", json!({ "enabled": true }), session).await;
        client.call("Runtime.enable", json!({}), session).await;

        let navigated = client.call("Page.navigate", json!({ "url": "https://site.test/" }), session).await;
        assert_eq!(navigated["result"]["frameId"], json!(target), "the top frame's id is the target's");
        // What came before the reply was about:blank's; the new document's events follow it.
        client.events.clear();
        client.event("Page.loadEventFired", |e| e["sessionId"].as_str() == session).await;
        client.event("Page.lifecycleEvent", |e| e["params"]["name"] == json!("load")).await;
        client
            .event("Target.targetInfoChanged", |e| {
                e["params"]["targetInfo"]["url"] == json!("https://site.test/")
            })
            .await;

        // V8's inspector answers Runtime, in the top document's world by default.
        let answer = client.call("Runtime.evaluate", json!({ "expression": "window.answer" }), session).await;
        assert_eq!(answer["result"]["result"]["value"], json!(42), "{answer}");
        let text = client
            .call(
                "Runtime.evaluate",
                json!({ "expression": "document.getElementById('p').textContent" }),
                session,
            )
            .await;
        assert_eq!(text["result"]["result"]["value"], json!("hello"));
        let thrown = client.call("Runtime.evaluate", json!({ "expression": "null.x" }), session).await;
        assert!(thrown["result"]["exceptionDetails"].is_object(), "{thrown}");

        // Every realm is an execution context of its frame.
        let tree = client.call("Page.getFrameTree", json!({}), session).await;
        let frames = &tree["result"]["frameTree"];
        assert_eq!(frames["frame"]["id"], json!(target));
        let child = &frames["childFrames"][0]["frame"];
        assert_eq!(child["url"], json!("https://site.test/frame.html"));
        assert_eq!(child["parentId"], json!(target));
        let child_id = child["id"].clone();
        let context = client
            .event("Runtime.executionContextCreated", |e| {
                e["params"]["context"]["auxData"]["frameId"] == child_id
            })
            .await;
        let context_id = context["params"]["context"]["id"].clone();
        let inner = client
            .call("Runtime.evaluate", json!({ "expression": "inner + 1", "contextId": context_id }), session)
            .await;
        assert_eq!(inner["result"]["result"]["value"], json!(2));

        // framescope's own domain: the realms with their tokens, and Measure Memory.
        let realms = client.call("Framescope.getRealms", json!({}), session).await;
        let realms = realms["result"]["realms"].as_array().expect("realms").clone();
        assert!(
            realms
                .iter()
                .any(|r| r["url"] == json!("https://site.test/frame.html") && r["frameId"] == child_id)
        );
        let memory = client.call("Framescope.measureMemory", json!({}), session).await;
        assert!(memory["result"]["bytes"].as_u64().expect("bytes") > 0, "{memory}");
        assert!(memory["result"]["breakdown"].as_array().is_some_and(|b| !b.is_empty()));

        // A second navigation: the old document's context goes, the new one's comes.
        client.call("Page.navigate", json!({ "url": "https://site.test/next.html" }), session).await;
        client.events.clear();
        client
            .event("Page.frameNavigated", |e| {
                e["params"]["frame"]["url"] == json!("https://site.test/next.html")
            })
            .await;
        client.event("Page.loadEventFired", |_| true).await;
        let title = client.call("Runtime.evaluate", json!({ "expression": "document.title" }), session).await;
        assert_eq!(title["result"]["result"]["value"], json!("next"));

        let closed = client.call("Target.closeTarget", json!({ "targetId": target }), None).await;
        assert_eq!(closed["result"]["success"], json!(true));
        client.event("Target.targetDestroyed", |e| e["params"]["targetId"] == json!(target)).await;
        let gone = client.call("Runtime.evaluate", json!({ "expression": "1" }), session).await;
        assert!(gone["error"].is_object(), "a closed page's session is gone: {gone}");
    });
}

#[test]
fn the_debugger_pauses_the_page_and_resumes_it() {
    let server = start();
    runtime().block_on(async {
        let mut client = Client::connect(&server.websocket).await;
        let created = client.call("Target.createTarget", json!({ "url": "https://site.test/next.html" }), None).await;
        let target = created["result"]["targetId"].as_str().expect("targetId").to_string();
        let attached = client.call("Target.attachToTarget", json!({ "targetId": target, "flatten": true }), None).await;
        let session = attached["result"]["sessionId"].as_str().expect("sessionId").to_string();
        let session = Some(session.as_str());
        client.call("Runtime.enable", json!({}), session).await;
        let created =
            client.event("Runtime.executionContextCreated", |e| e["params"]["context"]["auxData"]["frameId"] == json!(target)).await;
        // (The page's origin, as Chrome reports it.)
        assert_eq!(created["params"]["context"]["origin"], json!("https://site.test"), "{created}");
        client.call("Debugger.enable", json!({}), session).await;
        // The evaluation pauses at `debugger`: its reply waits while the page answers the
        // debugger's own messages, and comes once the page resumes.
        client.next += 1;
        let evaluate = client.next;
        let message = json!({ "id": evaluate, "method": "Runtime.evaluate", "params": { "expression": "debugger; 40 + 2" }, "sessionId": session });
        client.socket.send(Message::text(message.to_string())).await.expect("sends");
        let paused = client.event("Debugger.paused", |_| true).await;
        let frame = paused["params"]["callFrames"][0]["callFrameId"].clone();
        let on_frame = client
            .call("Debugger.evaluateOnCallFrame", json!({ "callFrameId": frame, "expression": "6 * 7" }), session)
            .await;
        assert_eq!(on_frame["result"]["result"]["value"], json!(42));
        let refused = client.call("Page.getFrameTree", json!({}), session).await;
        assert!(refused["error"]["message"].as_str().expect("message").contains("paused"));
        client.call("Debugger.resume", json!({}), session).await;
        let result = loop {
            let message = client.receive().await;
            if message["id"] == json!(evaluate) {
                break message;
            }
        };
        assert_eq!(result["result"]["result"]["value"], json!(42), "{result}");
    });
}

/// What DevTools' front end sends first: `Runtime.evaluate` by `uniqueContextId` (the
/// Console's), `Page.getResourceTree` (its frames, the Sources panel's page tree) and
/// `Inspector.enable`; and the target's title it lists.
#[test]
fn the_devtools_front_ends_first_commands_are_answered() {
    let server = start();
    runtime().block_on(async {
        let mut client = Client::connect(&server.websocket).await;
        let created = client.call("Target.createTarget", json!({ "url": "https://site.test/" }), None).await;
        let target = created["result"]["targetId"].as_str().expect("targetId").to_string();
        let attached =
            client.call("Target.attachToTarget", json!({ "targetId": target, "flatten": true }), None).await;
        let session = attached["result"]["sessionId"].as_str().expect("sessionId").to_string();
        let session = Some(session.as_str());
        client.call("Page.enable", json!({}), session).await;
        client.call("Runtime.enable", json!({}), session).await;
        let context = client
            .event("Runtime.executionContextCreated", |e| {
                e["params"]["context"]["auxData"]["frameId"] == json!(target)
                    && e["params"]["context"]["name"] == json!("")
                    && e["params"]["context"]["uniqueId"].is_string()
            })
            .await;
        client.event("Page.loadEventFired", |_| true).await;
        let unique = context["params"]["context"]["uniqueId"].clone();
        let params =
            json!({ "expression": "document.title + ' ' + window.answer", "uniqueContextId": unique });
        let evaluated = client.call("Runtime.evaluate", params, session).await;
        assert_eq!(evaluated["result"]["result"]["value"], json!("served 42"), "{evaluated}");
        let tree = client.call("Page.getResourceTree", json!({}), session).await;
        let top = &tree["result"]["frameTree"];
        assert_eq!(top["frame"]["id"], json!(target), "{tree}");
        assert_eq!(top["resources"], json!([]), "{tree}");
        assert_eq!(top["childFrames"][0]["frame"]["url"], json!("https://site.test/frame.html"), "{tree}");
        assert_eq!(top["childFrames"][0]["resources"], json!([]), "{tree}");
        let enabled = client.call("Inspector.enable", json!({}), session).await;
        assert_eq!(enabled["result"], json!({}), "{enabled}");
        // The target's title is its loaded document's (what /json/list shows DevTools).
        let info = client.call("Target.getTargetInfo", json!({ "targetId": target }), None).await;
        assert_eq!(info["result"]["targetInfo"]["title"], json!("served"), "{info}");
    });
}

/// Runs a client script of tests/cdp (npm's puppeteer-core or playwright-core, pinned in
/// tests/cdp/package.json and installed by `make setup`) against a server of its own, as
/// a user's script would drive it; it exits non-zero with the check that failed.
fn run_client(script: &str, package: &str) {
    let server = start();
    run_node_client(script, package, &[server.port.to_string(), "https://site.test".into()]);
}

/// Runs `node tests/cdp/SCRIPT ARGS…` with `package` from .tools/npm/cdp, and checks it
/// passed every check.
pub(crate) fn run_node_client(script: &str, package: &str, args: &[String]) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let modules = root.join(".tools/npm/cdp/node_modules");
    assert!(
        modules.join(package).is_dir(),
        "{package} is not installed in {}: run `make setup`",
        modules.display()
    );
    let output = Command::new("node")
        .arg(root.join("tests/cdp").join(script))
        .args(args)
        .env("FRAMESCOPE_CDP_MODULES", &modules)
        .output()
        .expect("node runs (Node.js is needed for the DevTools protocol tests)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{script} failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains("every check passed"), "{stdout}");
}

#[test]
fn chrome_remote_interface_profiles_snapshots_and_measures_a_page() {
    run_client("cri.mjs", "chrome-remote-interface");
}

/// The page's script `stepping.mjs` steps through (0-based lines).
const STEPPING_JS: &str = r#"function onY(event) {
  return event.type;
}
document.addEventListener("y", onY);
function callsPlatform() {
  debugger;
  const title = document.querySelector("title");
  return title.textContent;
}
function caught() {
  try {
    document.querySelector("!!");
  } catch (error) {
    return error.name;
  }
}
function uncaught() {
  document.querySelector("!!");
}
function dispatchY() {
  document.dispatchEvent(new Event("y"));
  return "dispatched";
}
function onMouse(event) {
  return event.button;
}
"#;

/// The page's script `exceptions.mjs` pauses in (0-based lines).
const EXCEPTIONS_JS: &str = r#"function fromTimer() {
  throw new Error("from a timer");
}
function onZ() {
  throw new Error("from a listener");
}
function dispatchZ() {
  document.dispatchEvent(new Event("z"));
}
function rejects() {
  return Promise.reject(new Error("rejected"));
}
async function asyncThrows() {
  await null;
  throw new Error("async");
}
function caughtByPage() {
  try {
    throw new Error("caught");
  } catch (error) {
    return error.message;
  }
}
function dispatchUnderTry() {
  try {
    dispatchZ();
    return "reported";
  } catch {
    return "thrown";
  }
}
document.addEventListener("z", onZ);
function badPattern() {
  const input = document.createElement("input");
  input.pattern = "(";
  input.value = "x";
  return input.checkValidity();
}
"#;

/// "Pause on uncaught exceptions" stops for what a timer's callback, a dispatched listener
/// or a promise job throws, and not for what the page or the platform catches.
#[test]
fn pause_on_uncaught_exceptions_stops_in_tasks_callbacks() {
    run_client("exceptions.mjs", "chrome-remote-interface");
}

/// The Fetch domain: Puppeteer's request interception and Playwright's routes.
#[test]
fn puppeteer_and_playwright_intercept_requests() {
    run_client("interception.mjs", "playwright-core");
}

/// V8's debugger steps over the platform's scripts, and never pauses in them.
#[test]
fn the_debugger_steps_over_the_platforms_scripts() {
    run_client("stepping.mjs", "chrome-remote-interface");
}

/// A debugger attached after the load sees the page's scripts, and load-time console calls'
/// stacks, but none of the platform's scripts.
#[test]
fn the_debugger_sees_a_loaded_pages_scripts_and_no_platform_script() {
    run_client("debugger.mjs", "chrome-remote-interface");
}

/// The Sources panel's resources, a navigation's `executionContextsCleared`, a closed
/// target's `Inspector.detached`.
#[test]
fn resources_contexts_cleared_and_inspector_detached_as_chrome_sends_them() {
    run_client("resources.mjs", "chrome-remote-interface");
}

#[test]
fn emulation_changes_the_viewport_media_and_user_agent_pages_see() {
    run_client("emulation.mjs", "puppeteer-core");
}

#[test]
fn browser_contexts_have_their_own_cookies_and_local_storage() {
    run_client("contexts.mjs", "puppeteer-core");
}

#[test]
fn puppeteer_drives_a_page_clicks_and_reads_measurements() {
    run_client_with_held_requests("puppeteer.mjs", "puppeteer-core");
}

/// [`run_client`], the script given a third argument: the origin of a server (reached with
/// `--allow-net`) whose `/idle.html` fetches `/late.json` as it is parsed (so the request
/// is in flight from its `DOMContentLoaded` on, however long its frame takes to load: no
/// `networkIdle` can come before the release) and has a frame; the fetch is answered once the script asked for `/release` (one answer each: a release that comes
/// first lets the next request go at once), for `networkidle0`, `networkidle2` and
/// `networkidle`.
fn run_client_with_held_requests(script: &str, package: &str) {
    use std::sync::{Arc, Condvar, Mutex};

    use crate::network::{Reply, ok};
    let releases = Arc::new((Mutex::new(0usize), Condvar::new()));
    let server = crate::network::Server::start(move |request| match request.path.as_str() {
        "/idle.html" => ok(
            "text/html",
            "<!doctype html><title>idle</title><script>\
             fetch('/late.json').then((r) => r.json()).then((d) => { window.late = d.late; });\
             </script><iframe src=/frame.html></iframe>",
        ),
        "/frame.html" => ok("text/html", "<!doctype html><title>frame</title><p>in the frame</p>"),
        "/release" => {
            let (count, released) = &*releases;
            *count.lock().unwrap_or_else(|e| e.into_inner()) += 1;
            released.notify_all();
            ok("text/plain", "released")
        }
        "/late.json" => {
            let (count, released) = &*releases;
            let guard = count.lock().unwrap_or_else(|e| e.into_inner());
            // (At most three minutes: a script that never releases fails on its checks.)
            let (mut guard, _) = released
                .wait_timeout_while(guard, Duration::from_secs(180), |count| *count == 0)
                .unwrap_or_else(|e| e.into_inner());
            *guard = guard.saturating_sub(1);
            ok("application/json", "{\"late\": \"done\"}")
        }
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let serve = serve_from(&hosts(), &["--allow-net", &server.allow()]);
    run_node_client(script, package, &[serve.port.to_string(), "https://site.test".into(), server.origin()]);
}

#[test]
fn a_pages_dedicated_workers_are_targets_puppeteer_evaluates_in() {
    run_client("workers.mjs", "puppeteer-core");
}

/// Console calls' objects and arrays are remote objects clients read back.
#[test]
fn console_messages_carry_objects_puppeteer_and_playwright_read_back() {
    run_client("console.mjs", "playwright-core");
}

/// A worker's own worker is a target attached to the worker's session.
#[test]
fn a_workers_nested_worker_is_its_target_puppeteer_and_playwright_evaluate_in() {
    run_client("nested_workers.mjs", "playwright-core");
}

#[test]
fn shared_and_service_workers_are_browser_targets_that_wait_for_the_debugger() {
    run_client("shared_workers.mjs", "puppeteer-core");
}

#[test]
fn playwright_connects_over_cdp_fills_and_clicks() {
    run_client_with_held_requests("playwright.mjs", "playwright-core");
}

/// A page that runs out of memory crashes alone: `Target.targetCrashed`, its target gone,
/// and the server and a new page live on.
#[test]
fn a_page_out_of_memory_crashes_and_the_server_lives() {
    let server = start_with(&["--max-heap-mb", "64"]);
    runtime().block_on(async {
        let mut client = Client::connect(&server.websocket).await;
        client.call("Target.setDiscoverTargets", json!({ "discover": true }), None).await;
        let created =
            client.call("Target.createTarget", json!({ "url": "https://site.test/oom.html" }), None).await;
        let id = created["result"]["targetId"].as_str().expect("a target").to_string();
        let crashed = client.event("Target.targetCrashed", |e| e["params"]["targetId"] == json!(id)).await;
        assert_eq!(crashed["params"]["status"], json!("crashed"));
        client.event("Target.targetDestroyed", |e| e["params"]["targetId"] == json!(id)).await;
        let targets = client.call("Target.getTargets", json!({}), None).await;
        let infos = targets["result"]["targetInfos"].as_array().expect("a list").clone();
        assert!(infos.iter().all(|t| t["targetId"] != json!(id)), "{infos:?}");
        let next = client.call("Target.createTarget", json!({ "url": "https://site.test/" }), None).await;
        assert!(next["result"]["targetId"].is_string(), "{next}");
    });
    let (status, _) = http(server.port, "GET", "/json/version");
    assert!(status.contains("200"), "{status}");
}

/// With `waitForDebuggerOnStart`, a new page shows about:blank until its session lets it go
/// (`Runtime.runIfWaitingForDebugger`), so a client sets it up before its document loads.
#[test]
fn a_page_waits_for_the_debugger_on_start() {
    let server = start();
    runtime().block_on(async {
        let mut client = Client::connect(&server.websocket).await;
        let params = json!({ "autoAttach": true, "waitForDebuggerOnStart": true, "flatten": true });
        client.call("Target.setAutoAttach", params, None).await;
        client.call("Target.createTarget", json!({ "url": "https://site.test/" }), None).await;
        let attached = client.event("Target.attachedToTarget", |_| true).await;
        assert_eq!(attached["params"]["waitingForDebugger"], json!(true));
        let session = attached["params"]["sessionId"].as_str().expect("a session").to_string();
        client.call("Page.enable", json!({}), Some(&session)).await;
        let href =
            client.call("Runtime.evaluate", json!({ "expression": "location.href" }), Some(&session)).await;
        assert_eq!(href["result"]["result"]["value"], json!("about:blank"));
        client.call("Runtime.runIfWaitingForDebugger", json!({}), Some(&session)).await;
        client
            .event("Page.frameNavigated", |e| e["params"]["frame"]["url"] == json!("https://site.test/"))
            .await;
        client.events.clear();
        client.event("Page.loadEventFired", |e| e["sessionId"] == json!(session)).await;
        let answer =
            client.call("Runtime.evaluate", json!({ "expression": "window.answer" }), Some(&session)).await;
        assert_eq!(answer["result"]["result"]["value"], json!(42));
    });
}
