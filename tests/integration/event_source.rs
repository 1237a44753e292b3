//! EventSource over the network loader, against a real server on 127.0.0.1
//! (runtime/web/eventsource/): events are dispatched as the stream's parts arrive (the
//! server sends its second event only once the page, having seen the first, tells it to),
//! the connection is reestablished at the body's end after the stream's `retry` with
//! `Last-Event-ID`, a type other than `text/event-stream` fails it, and the same runs in a
//! dedicated worker. The server waits on channels, never on a clock.
use std::sync::{Arc, Mutex, mpsc};

use crate::network::{Reply, Server, errors, logs, ok, run};

const PAGE_SCRIPT: &str = r#"
const log = (...args) => console.log(...args);
const source = new EventSource("/events");
log("connecting", source.readyState);
source.onopen = () => log("open", source.readyState);
source.onerror = () => log("error", source.readyState);
source.addEventListener("first", (e) => {
  log("first", e.data, e.lastEventId);
  fetch("/release");
});
source.onmessage = (e) => {
  log("message", e.data, e.lastEventId, e.origin === location.origin);
  if (e.data.startsWith("again")) {
    source.close();
    log("closed", source.readyState);
    const wrong = new EventSource("/wrong-type");
    wrong.onopen = () => log("wrong opened");
    wrong.onerror = () => log("wrong", wrong.readyState);
  }
};
"#;

fn event_server(page: &'static str) -> Server {
    let (release, released) = mpsc::channel::<()>();
    let (release, released) = (Mutex::new(release), Arc::new(Mutex::new(released)));
    Server::start(move |request| match request.path.as_str() {
        "/" => ok("text/html", page),
        "/events.js" => ok("text/javascript", PAGE_SCRIPT),
        "/release" => {
            let _ = release.lock().expect("release").send(());
            ok("text/plain", "released")
        }
        "/events" => {
            let last = request.headers.iter().find(|(n, _)| n == "last-event-id").map(|(_, v)| v.clone());
            if let Some(last) = last {
                let body = format!("data: again {last}\n\n");
                return Reply::Send(
                    200,
                    vec![("Content-Type", "text/event-stream".into())],
                    body.into_bytes(),
                );
            }
            let released = released.clone();
            let mut sent = 0;
            Reply::Parts(
                200,
                vec![("Content-Type", "text/event-stream; charset=utf-8".into())],
                Box::new(move || {
                    sent += 1;
                    match sent {
                        // (A CRLF split across parts, and a field without its space.)
                        1 => Some(Ok(b"retry: 0\r".to_vec())),
                        2 => Some(Ok(b"\nid: 7\r\nevent: first\ndata:one\n\n".to_vec())),
                        3 => {
                            // (Bounded, so that a loader that waits for the whole body fails
                            // the test rather than hangs it.)
                            let timeout = std::time::Duration::from_secs(20);
                            let waited = released.lock().expect("released").recv_timeout(timeout);
                            let data = if waited.is_ok() { "two" } else { "never released" };
                            Some(Ok(format!("data: {data}\n\ndata: cut short").into_bytes()))
                        }
                        _ => None,
                    }
                }),
            )
        }
        "/wrong-type" => ok("text/plain", "data: no\n\n"),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    })
}

const EXPECTED: [&str; 9] = [
    "connecting 0",
    "open 1",
    "first one 7",
    "message two 7 true",
    "error 0",
    "open 1",
    "message again 7 7 true",
    "closed 2",
    "wrong 2",
];

#[test]
fn event_source_dispatches_events_as_they_arrive_and_reconnects_with_last_event_id() {
    let server = event_server(r#"<script src="/events.js"></script>"#);
    let url = format!("{}/", server.origin());
    let (output, report) = run("event-source", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), EXPECTED, "{:?}", errors(&report));
    assert_eq!(report["outcome"], "idle");
    // Both connections asked for an event stream, without caching.
    let events: Vec<_> = server.requests().into_iter().filter(|r| r.path == "/events").collect();
    assert_eq!(events.len(), 2);
    for request in &events {
        let header = |name: &str| request.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
        assert_eq!(header("accept").as_deref(), Some("text/event-stream"));
        assert_eq!(header("cache-control").as_deref(), Some("no-cache"));
    }
}

#[test]
fn a_worker_s_event_source_does_the_same() {
    let server = event_server(r#"<script>new Worker("/events.js");</script>"#);
    let url = format!("{}/", server.origin());
    let (output, report) =
        run("event-source-worker", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), EXPECTED, "{:?}", errors(&report));
}
