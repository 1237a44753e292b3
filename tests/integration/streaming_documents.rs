//! A document parsed as its body arrives (runtime/navigation/streamed_body.rs) and style
//! sheets that block scripts (runtime/navigation/script_blocking_style_sheets.rs), over
//! the network loader with a real local server. The server sends a frame's first part
//! and its second only once the frame's first script asked for it (a request of its
//! own), so a parser that waited for the whole body would never see the second part. The
//! server waits on channels, never on a clock.
use std::sync::{Arc, Mutex, mpsc};

use crate::network::{Reply, Server, errors, logs, ok, run};

/// The frame's first part: an element, a comment past the encoding prescan's 1 024
/// bytes, then a script that reports what it sees and releases the second part; it ends
/// with the first byte of a two-byte UTF-8 character (é), whose second byte begins the
/// second part.
fn first_part() -> Vec<u8> {
    let padding = "x".repeat(1500);
    let mut bytes = format!(
        r#"<!DOCTYPE html><meta charset="utf-8"><p id="a">a</p><!-- {padding} -->
<script>
document.addEventListener("DOMContentLoaded", () => console.log("DOMContentLoaded", document.readyState));
console.log("first", !!document.getElementById("a"), !!document.getElementById("b"), document.readyState);
fetch("/release");
</script><p id="c">"#
    )
    .into_bytes();
    bytes.push(0xc3);
    bytes
}

/// The second part: the character's second byte, another element, and a script that sees
/// both and the character whole.
const SECOND_PART: &[u8] = b"\xa9</p><p id=\"b\">b</p><script>
console.log(\"second\", !!document.getElementById(\"a\"), !!document.getElementById(\"b\"), document.readyState);
console.log(\"split\", document.getElementById(\"c\").textContent === \"\\u00e9\");
</script>";

#[test]
fn a_frame_is_parsed_as_its_body_arrives() {
    let (release, released) = mpsc::channel::<()>();
    let (release, released) = (Mutex::new(release), Arc::new(Mutex::new(released)));
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok("text/html", r#"<iframe src="/frame"></iframe>"#),
        "/release" => {
            let _ = release.lock().expect("release").send(());
            ok("text/plain", "released")
        }
        "/frame" => {
            let released = released.clone();
            let mut sent = 0;
            Reply::Parts(
                200,
                vec![("Content-Type", "text/html".into())],
                Box::new(move || {
                    sent += 1;
                    match sent {
                        1 => Some(Ok(first_part())),
                        2 => {
                            // (Bounded, so that a parser that waits for the whole body
                            // fails the test rather than hangs it.)
                            let timeout = std::time::Duration::from_secs(20);
                            let waited = released.lock().expect("released").recv_timeout(timeout);
                            Some(Ok(if waited.is_ok() { SECOND_PART } else { b"never released" }.to_vec()))
                        }
                        _ => None,
                    }
                }),
            )
        }
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let url = format!("{}/", server.origin());
    let (output, report) =
        run("streaming-document", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            "first true false loading",
            "second true true loading",
            "split true",
            "DOMContentLoaded interactive"
        ],
        "{:?}",
        errors(&report)
    );
}

#[test]
fn a_style_sheet_that_is_blocking_scripts_delays_an_inline_script_after_it() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<!DOCTYPE html><link rel="stylesheet" href="/a.css" onload="window.sheetLoaded = true">
<script>console.log("inline", window.sheetLoaded === true, document.styleSheets.length);</script>
<link rel="stylesheet" href="/b.css" media="print">
<script>console.log("after a print sheet", document.styleSheets.length);</script>"#,
        ),
        "/a.css" | "/b.css" => ok("text/css", "p { color: green }"),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let url = format!("{}/", server.origin());
    let (output, report) =
        run("script-blocking-sheet", &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    // (The inline script waits for the sheet's task, so its `load` came first; a sheet
    // whose media do not match blocks nothing: the script after it does not wait for it.)
    assert_eq!(logs(&report), ["inline true 1", "after a print sheet 1"], "{:?}", errors(&report));
}
