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
