//! `fetch()` over the network loader resolves at the response's head and its body comes
//! as it arrives (runtime/loader/body_stream.rs, runtime/web/fetch/streaming_fetch.rs):
//! the server sends a body's first part, and its second only once the page, having read
//! the first, tells it to (a request of its own), so a loader that waited for the whole
//! body would never see the second part. A body that fails after its head (a reset, a
//! coding that does not decode) errors the body stream; the fetch was resolved. The
//! server waits on channels, never on a clock.
use std::sync::{Arc, Mutex, mpsc};

use crate::network::{Reply, Server, errors, logs, ok, run};

/// What the page (or its worker) runs: read the held body's first chunk, release the
/// second, read it, then the end.
const READER: &str = r#"
const text = (value) => new TextDecoder().decode(value);
(async () => {
  const response = await fetch("/held");
  console.log("status", response.status);
  const reader = response.body.getReader();
  const first = await reader.read();
  console.log("first", text(first.value));
  await (await fetch("/release")).text();
  let rest = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    rest += text(value);
  }
  console.log("rest", rest);
  const broken = await fetch("/broken");
  console.log("broken status", broken.status);
  await broken.text().then((t) => console.log("broken read", t), (e) => console.log("broken", e.name));
  const bad = await fetch("/bad.br");
  await bad.text().then((t) => console.log("bad read", t), (e) => console.log("bad.br", bad.status, e.name));
  const [e] = performance.getEntriesByName(new URL("/held", location.href).href);
  console.log("entry", e.decodedBodySize, e.responseEnd >= e.responseStart);
})();
"#;

/// A server whose `/held` body is "one " and then, once `/release` came, "two".
fn held_server(page: &'static str) -> Server {
    let (release, released) = mpsc::channel::<()>();
    let (release, released) = (Mutex::new(release), Arc::new(Mutex::new(released)));
    Server::start(move |request| match request.path.as_str() {
        "/" => ok("text/html", page),
        "/reader.js" => ok("text/javascript", READER),
        "/release" => {
            let _ = release.lock().expect("release").send(());
            ok("text/plain", "released")
        }
        "/held" => {
            let released = released.clone();
            let mut sent = 0;
            Reply::Parts(
                200,
                vec![("Content-Type", "text/plain".into())],
                Box::new(move || {
                    sent += 1;
                    match sent {
                        1 => Some(Ok(b"one ".to_vec())),
                        2 => {
                            // (Bounded, so that a loader that waits for the whole body fails
                            // the test rather than hangs it.)
                            let timeout = std::time::Duration::from_secs(20);
                            let waited = released.lock().expect("released").recv_timeout(timeout);
                            Some(Ok(if waited.is_ok() {
                                b"two".to_vec()
                            } else {
                                b"never released".to_vec()
                            }))
                        }
                        _ => None,
                    }
                }),
            )
        }
        "/broken" => {
            let mut sent = 0;
            Reply::Parts(
                200,
                vec![("Content-Type", "text/plain".into())],
                Box::new(move || {
                    sent += 1;
                    Some(if sent == 1 { Ok(b"cut".to_vec()) } else { Err(()) })
                }),
            )
        }
        "/bad.br" => Reply::Send(
            200,
            vec![("Content-Type", "text/plain".into()), ("Content-Encoding", "br".into())],
            b"not actually br".to_vec(),
        ),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    })
}

const EXPECTED: [&str; 7] = [
    "status 200",
    "first one ",
    "rest two",
    "broken status 200",
    "broken TypeError",
    "bad.br 200 TypeError",
    "entry 7 true",
];

#[test]
fn fetch_resolves_at_the_head_and_its_body_comes_as_it_arrives() {
    let server = held_server(r#"<script src="/reader.js"></script>"#);
    let url = format!("{}/", server.origin());
    let (output, report) = run("streaming-body", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), EXPECTED, "{:?}", errors(&report));
    assert_eq!(report["outcome"], "idle");
}

#[test]
fn a_worker_s_fetch_streams_its_body_too() {
    let server = held_server(r#"<script>new Worker("/reader.js");</script>"#);
    let url = format!("{}/", server.origin());
    let (output, report) =
        run("streaming-body-worker", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), EXPECTED, "{:?}", errors(&report));
}
