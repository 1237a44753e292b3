//! Header values over the network loader, against real servers on 127.0.0.1: control
//! bytes Fetch allows and hyper refuses, both ways (runtime/loader/header_control_bytes.rs),
//! bytes 0x80–0xFF (obs-text) kept as bytes and exposed isomorphic-decoded
//! (runtime/loader/headers.rs), and a response head with more header lines than hyper's
//! default limit (runtime/loader/network.rs).
use crate::network::{Reply, Server, errors, logs, ok, run};

/// A header of a request the test server read ("-" for none).
fn header(request: &crate::network::Request, name: &str) -> String {
    request.headers.iter().find(|(n, _)| n == name).map_or_else(|| "-".to_string(), |(_, v)| v.clone())
}

#[test]
fn header_values_with_control_bytes_go_and_come_as_they_are() {
    // Fetch allows any byte but 0x00, LF and CR in a header value; hyper refuses the
    // others below 0x20 and 0x7F both ways, and the loader swaps them around it.
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
const codes = (s) => s === null ? "null" : [...s].map((c) => c.charCodeAt(0)).join(",");
(async () => {
  const r = await fetch("/echo", { headers: { "X-Val": "a\x01b\x1f\x7f" } });
  console.log("fetch", codes(r.headers.get("x-echo")), codes(r.headers.get("x-fixed")));
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "/echo", false);
  xhr.setRequestHeader("X-Val", "x\x0b\x0cy");
  xhr.send();
  console.log("xhr", codes(xhr.getResponseHeader("x-echo")));
  await fetch("/nul").then(() => console.log("nul answered"), (e) => console.log("nul", e.name));
})();
</script>"#,
        ),
        "/nul" => Reply::Send(200, vec![("X-Nul", "a\0b".into())], b"nul".to_vec()),
        _ => {
            let echoed = header(request, "x-val");
            Reply::Send(200, vec![("X-Echo", echoed), ("X-Fixed", "c\x0bd".into())], b"echo".to_vec())
        }
    });
    let (output, report) =
        run("control-bytes", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        ["fetch 97,1,98,31,127 99,11,100", "xhr 120,11,12,121", "nul TypeError"],
        "{:?}",
        errors(&report)
    );
    // The server read the bytes as the page gave them.
    let seen: Vec<String> = server.requests().iter().map(|r| format!("{:?}", header(r, "x-val"))).collect();
    assert_eq!(seen, ["\"-\"", "\"a\\u{1}b\\u{1f}\\u{7f}\"", "\"x\\u{b}\\u{c}y\"", "\"-\""]);
}

#[test]
fn a_response_head_may_have_more_than_a_hundred_headers() {
    // hyper's default limit is 100 header lines (a malformed response past it); browsers
    // count none (wptserve's inspect-headers.py echoes 253 in header-values.any.js).
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
fetch("/many").then((r) => console.log([...r.headers].length, r.headers.get("x-h149")));
</script>"#,
        ),
        _ => {
            let names: Vec<&'static str> =
                (0..150).map(|i| &*Box::leak(format!("X-H{i}").into_boxed_str())).collect();
            Reply::Send(200, names.into_iter().map(|n| (n, "v".to_string())).collect(), b"many".to_vec())
        }
    });
    let (output, report) =
        run("many-headers", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    // (The 150 and the server's Content-Length.)
    assert_eq!(logs(&report), ["151 v"], "{:?}", errors(&report));
}

#[test]
fn header_bytes_from_0x80_to_0xff_are_kept_as_bytes_both_ways() {
    // A response's header bytes that are no UTF-8 (0xFF, a lone 0x80) and ones that are
    // (0xC3 0xA9, "é") each come to the page as one code point per byte; a request header
    // value set from JS goes as its code points' bytes; a code point above U+00FF is a
    // TypeError before anything is sent.
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
const codes = (s) => s === null ? "null" : [...s].map((c) => c.charCodeAt(0)).join(",");
(async () => {
  const r = await fetch("/bytes", { headers: { "X-Val": "\xff\xe9a" } });
  console.log("fetch", codes(r.headers.get("x-echo")), codes(r.headers.get("x-fixed")), codes(r.statusText));
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "/bytes", false);
  xhr.setRequestHeader("X-Val", "\x80");
  xhr.send();
  const all = xhr.getAllResponseHeaders().split("\r\n").find((l) => l.startsWith("x-fixed"));
  console.log("xhr", codes(xhr.getResponseHeader("x-echo")), codes(all.slice(9)), codes(xhr.statusText));
  console.log("cookie", codes(document.cookie));
  try { new Headers({ "X-Val": "\u0100" }); console.log("headers took U+0100"); } catch (e) { console.log("headers", e.name); }
  const wide = new XMLHttpRequest();
  wide.open("GET", "/bytes");
  try { wide.setRequestHeader("X-Val", "\u20ac"); console.log("xhr took U+20AC"); } catch (e) { console.log("setRequestHeader", e.name); }
})();
</script>"#,
        ),
        _ => {
            let echoed = request.header_bytes.iter().find(|(n, _)| n == "x-val").map(|(_, v)| v.clone());
            let mut head = b"HTTP/1.1 200 \xe9t\xe9\r\nContent-Length: 5\r\nX-Echo: ".to_vec();
            head.extend(echoed.unwrap_or_default());
            head.extend(b"\r\nX-Fixed: \xc3\xa9\xff\x80z\r\nSet-Cookie: c=\xc3\xa9\r\n\r\nbytes");
            Reply::Raw(head)
        }
    });
    let (output, report) =
        run("obs-text", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            "fetch 255,233,97 195,169,255,128,122 233,116,233",
            "xhr 128 195,169,255,128,122 233,116,233",
            // (A cookie's bytes are UTF-8: "c=é".)
            "cookie 99,61,233",
            "headers TypeError",
            "setRequestHeader TypeError"
        ],
        "{:?}",
        errors(&report)
    );
    // The server read each value's code points as bytes.
    let seen: Vec<Vec<u8>> = server
        .requests()
        .iter()
        .filter_map(|r| r.header_bytes.iter().find(|(n, _)| n == "x-val").map(|(_, v)| v.clone()))
        .collect();
    assert_eq!(seen, [vec![0xFF, 0xE9, b'a'], vec![0x80]]);
    // The cookie went back as the bytes it came as.
    let cookies: Vec<Vec<u8>> = server
        .requests()
        .iter()
        .filter_map(|r| r.header_bytes.iter().find(|(n, _)| n == "cookie").map(|(_, v)| v.clone()))
        .collect();
    assert_eq!(cookies, [b"c=\xc3\xa9".to_vec()]);
}
