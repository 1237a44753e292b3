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

/// A gzip member of stored deflate blocks, one per part of `parts` (the last one final),
/// cut in two: its header and first block, then the rest with its trailer.
fn gzip_in_two(parts: [&[u8]; 2]) -> [Vec<u8>; 2] {
    let block = |last: bool, data: &[u8]| {
        let length = u16::try_from(data.len()).expect("short");
        let mut block = vec![u8::from(last)];
        block.extend(length.to_le_bytes());
        block.extend((!length).to_le_bytes());
        block.extend(data);
        block
    };
    let mut first = vec![0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF];
    first.extend(block(false, parts[0]));
    let mut second = block(true, parts[1]);
    let whole: Vec<u8> = parts.concat();
    second.extend(crc32(&whole).to_le_bytes());
    second.extend(u32::try_from(whole.len()).expect("short").to_le_bytes());
    [first, second]
}

/// CRC-32 (ISO-HDLC), as a gzip trailer holds it.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A Zstandard frame of raw blocks (no checksum) with a 1 KiB window, cut in two: blocks
/// of at most 1000 bytes of the first part, then the second part's.
fn zstd_in_two(parts: [&[u8]; 2]) -> [Vec<u8>; 2] {
    let block = |last: bool, data: &[u8]| {
        let header = u32::try_from(data.len()).expect("short") << 3 | u32::from(last);
        let mut block = header.to_le_bytes()[..3].to_vec();
        block.extend(data);
        block
    };
    // (Magic number; descriptor 0: a window descriptor, no content size; a 1 KiB window.)
    let mut first = vec![0x28, 0xB5, 0x2F, 0xFD, 0, 0];
    for data in parts[0].chunks(1000) {
        first.extend(block(false, data));
    }
    [first, block(true, parts[1])]
}

#[test]
fn a_coded_body_is_decoded_as_it_arrives_and_an_error_mid_body_errors_the_stream() {
    let (release, released) = mpsc::channel::<()>();
    let (release, released) = (Mutex::new(release), Arc::new(Mutex::new(released)));
    let page = r#"<script>
const text = (value) => new TextDecoder().decode(value);
(async () => {
  for (const url of ["/held.gz", "/held.zst"]) {
    const reader = (await fetch(url)).body.getReader();
    const first = await reader.read();
    // (The server sends the rest of the body only now.)
    await (await fetch("/release")).text();
    let rest = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += text(value);
    }
    const [e] = performance.getEntriesByName(new URL(url, location.href).href);
    const head = text(first.value);
    // (A Zstandard decoder keeps the frame's last window — 1 KiB here — until the frame
    // ends: what it gives first is what came before that.)
    const shown = head.length > 16 ? `${head.length} x` : JSON.stringify(head);
    console.log(url, shown, JSON.stringify(rest.slice(-4)), rest.length, e.encodedBodySize, e.decodedBodySize);
  }
  const reader = (await fetch("/bad.gz")).body.getReader();
  const first = await reader.read();
  await (await fetch("/release")).text();
  await reader.read().then(() => console.log("bad read"), (e) => console.log("bad.gz", JSON.stringify(text(first.value)), e.name));
})();
</script>"#;
    let gzip = gzip_in_two([b"one ", b"two"]);
    let xs = vec![b'x'; 3000];
    let zstd = zstd_in_two([&xs, b"four"]);
    let sizes = (gzip.concat().len(), zstd.concat().len());
    let server = Server::start(move |request| {
        let held = |parts: [Vec<u8>; 2], coding: &str| {
            let released = released.clone();
            let mut parts = parts.into_iter();
            let mut sent = 0;
            Reply::Parts(
                200,
                vec![("Content-Type", "text/plain".into()), ("Content-Encoding", coding.into())],
                Box::new(move || {
                    sent += 1;
                    if sent == 2 {
                        // (Bounded, so that a loader that waits for the whole body to
                        // decode it fails the test rather than hangs it.)
                        let timeout = std::time::Duration::from_secs(20);
                        if released.lock().expect("released").recv_timeout(timeout).is_err() {
                            return Some(Ok(b"never released".to_vec()));
                        }
                    }
                    parts.next().map(Ok)
                }),
            )
        };
        match request.path.as_str() {
            "/" => ok("text/html", page),
            "/release" => {
                let _ = release.lock().expect("release").send(());
                ok("text/plain", "released")
            }
            "/held.gz" => held(gzip.clone(), "gzip"),
            "/held.zst" => held(zstd.clone(), "zstd"),
            // (After its first block, one whose type is the reserved one: the stream stops
            // decoding there.)
            "/bad.gz" => {
                let [first, _] = gzip_in_two([b"cut ", b""]);
                held([first, vec![0x07, 0xFF, 0xFF]], "gzip")
            }
            _ => Reply::Send(404, Vec::new(), Vec::new()),
        }
    });
    let url = format!("{}/", server.origin());
    let (output, report) = run("streaming-coded", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            format!(r#"/held.gz "one " "two" 3 {} 7"#, sizes.0),
            format!(r#"/held.zst 1976 x "four" 1028 {} 3004"#, sizes.1),
            r#"bad.gz "cut " TypeError"#.to_string(),
        ],
        "{:?}",
        errors(&report)
    );
}
