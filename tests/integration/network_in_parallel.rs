//! Requests over the network loader run in parallel with the page (`fetch()` and an
//! asynchronous XMLHttpRequest): the page's timers and tasks run while a response is
//! awaited, the response comes back as a task, and `abort()`, `xhr.timeout` and an
//! `AbortSignal` end a request in flight. The server answers only when told to (over a
//! channel, by a request the page makes after its timer ran), never after a sleep.
use std::sync::{Mutex, mpsc};

use crate::network::{Reply, Server, errors, logs, ok, run};

#[test]
fn a_timer_runs_while_fetch_and_xhr_wait_for_a_server_that_answers_when_told() {
    let (release, released) = mpsc::channel::<()>();
    let (release, released) = (Mutex::new(release), Mutex::new(released));
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
const ends = [];
const end = (what) => {
  ends.push(what);
  if (ends.length === 2) console.log("answered:", ends.sort().join(", "));
};
const xhr = new XMLHttpRequest();
xhr.open("GET", "/held?xhr");
xhr.onload = () => end("xhr " + xhr.responseText);
xhr.send();
fetch("/held?fetch").then((r) => r.text()).then((t) => end("fetch " + t));
// Both requests are in flight and held by the server: the timer still runs, and only
// then tells the server to answer them.
setTimeout(() => {
  console.log("timer ran, answers:", ends.length);
  fetch("/release").then((r) => r.text()).then((t) => console.log("release", t));
}, 0);
</script>"#,
        ),
        "/release" => {
            let release = release.lock().expect("release");
            let _ = release.send(());
            let _ = release.send(());
            ok("text/plain", "sent")
        }
        path if path.starts_with("/held") => {
            // (Bounded, so that a loader that blocks the page fails the test, not hangs.)
            let released =
                released.lock().expect("released").recv_timeout(std::time::Duration::from_secs(20));
            ok("text/plain", if released.is_ok() { "released" } else { "never released" })
        }
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let url = format!("{}/", server.origin());
    let (output, report) = run("in-parallel", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    let mut logs = logs(&report);
    // (The release's own response and the held ones race: only their set is fixed.)
    if let Some(rest) = logs.get_mut(1..) {
        rest.sort();
    }
    assert_eq!(
        logs,
        ["timer ran, answers: 0", "answered: fetch released, xhr released", "release sent"],
        "{:?}",
        errors(&report)
    );
    assert_eq!(report["outcome"], "idle");
}

#[test]
fn abort_timeout_and_an_abort_signal_end_requests_in_flight() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
const aborted = new XMLHttpRequest();
aborted.open("GET", "/stall?abort");
aborted.onabort = () => console.log("xhr abort", aborted.readyState, aborted.status);
aborted.send();
const timed = new XMLHttpRequest();
timed.open("GET", "/stall?timeout");
timed.timeout = 50;
timed.ontimeout = () => console.log("xhr timeout", timed.readyState);
timed.send();
const controller = new AbortController();
fetch("/stall?signal", { signal: controller.signal }).catch((e) => console.log("fetch", e.name));
setTimeout(() => {
  aborted.abort();
  controller.abort();
}, 0);
</script>"#,
        ),
        _ => Reply::Stall,
    });
    let url = format!("{}/", server.origin());
    let (output, report) =
        run("in-parallel-abort", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    let mut logs = logs(&report);
    logs.sort();
    assert_eq!(logs, ["fetch AbortError", "xhr abort 4 0", "xhr timeout 4"], "{:?}", errors(&report));
    // Nothing is left waiting for the stalled server: the run ends idle, long before its
    // --timeout.
    assert_eq!(report["outcome"], "idle");
}

/// A group whose network loader may reach `allow`, each request given `timeout`.
fn group_allowing(
    allow: &str,
    timeout: std::time::Duration,
) -> framescope::runtime::group::BrowsingContextGroup {
    use framescope::runtime::loader::allow_net::AllowNet;
    use framescope::runtime::loader::hosts::VirtualHosts;
    use framescope::runtime::loader::network::{Network, NetworkOptions};
    let network = Network::new(NetworkOptions {
        allow: AllowNet::parse(allow).expect("allow"),
        ca_certs: Vec::new(),
        ignore_certificate_errors: false,
        resolver_rules: Default::default(),
        max_body_bytes: None,
        request_timeout: Some(timeout),
    })
    .expect("network");
    framescope::runtime::group::BrowsingContextGroup::new(VirtualHosts::new(None).with_network(network))
}

#[test]
fn requests_in_flight_end_when_their_group_is_dropped() {
    use std::io::{Read, Write};
    use std::time::Duration;

    // A server that tells when a held request arrived and when its connection closed.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let (events, seen) = mpsc::channel::<&'static str>();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let events = events.clone();
            std::thread::spawn(move || {
                let mut head = Vec::new();
                let mut byte = [0u8; 1];
                while !head.ends_with(b"\r\n\r\n") {
                    match stream.read(&mut byte) {
                        Ok(1) => head.push(byte[0]),
                        _ => return,
                    }
                }
                if head.starts_with(b"GET / ") {
                    let page = b"<script>fetch('/held'); const xhr = new XMLHttpRequest(); xhr.open('GET', '/held'); xhr.send();</script>";
                    let head = format!(
                        "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                        page.len()
                    );
                    let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(page));
                    return;
                }
                let _ = events.send("arrived");
                // (Held: no answer; the read ends when the client closes.)
                while matches!(stream.read(&mut byte), Ok(1)) {}
                let _ = events.send("closed");
            });
        }
    });
    // (Without the group's end, each request would wait 600 s.)
    let mut group = group_allowing(&format!("127.0.0.1:{port}"), Duration::from_secs(600));
    group.set_deadline(std::time::Instant::now() + Duration::from_secs(600));
    group.load(url::Url::parse(&format!("http://127.0.0.1:{port}/")).expect("url"));
    // (The run waits on the requests in flight: it ends at its own limit.)
    let _ = group.run(Duration::from_millis(200));
    let wait = |what: &str| {
        assert_eq!(seen.recv_timeout(Duration::from_secs(60)).as_deref(), Ok(what), "waiting for {what}");
    };
    wait("arrived");
    wait("arrived");
    drop(group);
    // Dropping the group ended both requests: their connections closed.
    wait("closed");
    wait("closed");
}

#[test]
fn a_sync_xhr_in_a_worker_times_out_and_a_timeout_changed_in_flight_applies() {
    // A worker's synchronous XHR may have a timeout (a document's may not): past it, send()
    // throws a "TimeoutError" DOMException. An asynchronous XHR whose timeout is changed
    // while it is in flight times out at send() plus the new value (XHR's timeout is
    // measured from the start): set to 0 it never times out, set to a value already past
    // it times out.
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
const worker = new Worker("/worker.js");
worker.onmessage = (e) => {
  console.log("worker", e.data);
  const cleared = new XMLHttpRequest();
  cleared.open("GET", "/answer");
  cleared.timeout = 1;
  cleared.onload = () => console.log("cleared load", cleared.responseText);
  cleared.ontimeout = () => console.log("cleared timeout");
  cleared.send();
  cleared.timeout = 0;
  const shortened = new XMLHttpRequest();
  shortened.open("GET", "/stall");
  shortened.onload = () => console.log("shortened load");
  shortened.ontimeout = () => console.log("shortened timeout", shortened.readyState);
  shortened.send();
  // (Wait on the page's clock until 50 ms have passed since send().)
  const sent = performance.now();
  while (performance.now() - sent < 50) {}
  shortened.timeout = 20;
};
</script>"#,
        ),
        "/worker.js" => ok(
            "text/javascript",
            r#"const xhr = new XMLHttpRequest();
xhr.open("GET", "/stall", false);
xhr.timeout = 50;
try {
  xhr.send();
  postMessage("sent: " + xhr.status);
} catch (e) {
  postMessage(e.name + " " + xhr.readyState);
}"#,
        ),
        "/answer" => ok("text/plain", "answered"),
        _ => Reply::Stall,
    });
    let url = format!("{}/", server.origin());
    let (output, report) =
        run("in-parallel-timeouts", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    let mut logs = logs(&report);
    // (The cleared request's answer and the shortened one's timeout race.)
    if let Some(both) = logs.get_mut(1..) {
        both.sort();
    }
    assert_eq!(
        logs,
        ["worker TimeoutError 4", "cleared load answered", "shortened timeout 4"],
        "{:?}",
        errors(&report)
    );
}

/// The navigation poll's visits of fetches in flight while a page that loads `frames`
/// frames (their documents held by the server) runs `turns` tasks of its own, after which
/// it lets the server answer.
fn navigation_poll_visits(frames: usize, turns: usize) -> u64 {
    use std::sync::Arc;
    use std::time::Duration;

    use framescope::runtime::event_loop::Outcome;

    let (release, released) = mpsc::channel::<()>();
    let (release, released) = (Mutex::new(release), Arc::new(Mutex::new(released)));
    let page = format!(
        r#"{}<script>
let n = 0;
onmessage = () => {{
  if (++n < {turns}) return postMessage("", "*");
  fetch("/release");
}};
postMessage("", "*");
</script>"#,
        "<iframe src=\"/frame\"></iframe>".repeat(frames)
    );
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok("text/html", &page),
        "/release" => {
            let release = release.lock().expect("release");
            for _ in 0..frames {
                let _ = release.send(());
            }
            ok("text/plain", "sent")
        }
        "/frame" => {
            // (Bounded, so that a page that never releases fails the test, not hangs.)
            let _ = released.lock().expect("released").recv_timeout(Duration::from_secs(60));
            ok("text/html", "<p>frame</p>")
        }
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let mut group = group_allowing(&server.allow(), Duration::from_secs(120));
    let top = group.load(url::Url::parse(&format!("{}/", server.origin())).expect("url"));
    assert_eq!(group.run(Duration::from_secs(120)), Outcome::Idle);
    assert_eq!(
        group.eval(top, "[n, frames.length].join()").as_deref(),
        Ok(format!("{turns},{frames}").as_str())
    );
    group.state().work().navigation_poll_steps
}

#[test]
fn the_navigation_poll_visits_fetches_in_flight_only_after_news() {
    // Ten frames wait for their documents while the page runs a thousand tasks of its
    // own: a poll that looked at every fetch in flight between tasks would visit ten
    // thousand; it looks only after something that may concern them happened (each
    // frame's start, response and document), so the page's own turns cost it nothing.
    // (Measured: 74 visits over 100 turns, 73 over 1000.)
    let few = navigation_poll_visits(10, 100);
    let many = navigation_poll_visits(10, 1000);
    assert!(many < 1000, "{many} visits for 10 fetches over 1000 turns");
    assert!(many <= few * 2, "{few} visits over 100 turns, {many} over 1000");
}
