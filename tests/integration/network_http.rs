//! HTTP as Fetch says, over the network loader, against real servers on 127.0.0.1: HTTP/2
//! over TLS (ALPN) with a test CA, Resource and Navigation Timing's real moments, sizes
//! and `nextHopProtocol`, and `Timing-Allow-Origin` gating a cross-origin entry's detail.
//! Moments are checked for order and presence only, never against the wall clock.
use std::convert::Infallible;
use std::sync::{Arc, Mutex};

use http_body_util::Full;
use hyper::body::Bytes;
use hyper_util::rt::{TokioExecutor, TokioIo};

use crate::network::{Reply, Server, errors, logs, ok, run, s, temp, test_ca};

/// An HTTP/2-only server over TLS (hyper's): it answers `/` with `page`, anything else
/// with `data`, and keeps each request's HTTP version and path.
fn start_h2(
    config: rustls::ServerConfig,
    page: &'static str,
    data: &'static str,
) -> (u16, Arc<Mutex<Vec<String>>>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    listener.set_nonblocking(true).expect("nonblocking");
    let port = listener.local_addr().expect("addr").port();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let requests = seen.clone();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).expect("listener");
            let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
            loop {
                let Ok((tcp, _)) = listener.accept().await else { continue };
                let (acceptor, requests) = (acceptor.clone(), requests.clone());
                tokio::spawn(async move {
                    let Ok(tls) = acceptor.accept(tcp).await else { return };
                    let service =
                        hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
                            let path = request.uri().path().to_string();
                            requests
                                .lock()
                                .expect("requests")
                                .push(format!("{:?} {path}", request.version()));
                            let (kind, body) =
                                if path == "/" { ("text/html", page) } else { ("text/plain", data) };
                            let response = hyper::Response::builder()
                                .header("content-type", kind)
                                .body(Full::new(Bytes::from_static(body.as_bytes())))
                                .expect("response");
                            async move { Ok::<_, Infallible>(response) }
                        });
                    let _ = hyper::server::conn::http2::Builder::new(TokioExecutor::new())
                        .serve_connection(TokioIo::new(tls), service)
                        .await;
                });
            }
        });
    });
    (port, seen)
}

/// The order checks a page logs of an entry: each moment not before the previous one,
/// and none 0 (but `secureConnectionStart` for `http:`).
const ORDERED: &str = r#"
function ordered(e, secure) {
  const names = ["fetchStart", "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd",
    "requestStart", "responseStart", "responseEnd"];
  if (secure) names.splice(4, 0, "secureConnectionStart");
  for (let i = 1; i < names.length; i++) {
    if (!(e[names[i]] >= e[names[i - 1]])) return names[i] + " before " + names[i - 1];
    if (e[names[i]] === 0) return names[i] + " is 0";
  }
  if (!secure && e.secureConnectionStart !== 0) return "secureConnectionStart is not 0";
  return "ordered";
}"#;

#[test]
fn http2_over_tls_and_its_timings() {
    let page: &'static str = Box::leak(
        format!(
            r#"<script>{ORDERED}
fetch("/data").then((r) => r.text()).then((text) => {{
  const e = performance.getEntriesByName(location.origin + "/data")[0];
  console.log("resource", e.nextHopProtocol, ordered(e, true), e.encodedBodySize, e.decodedBodySize, text.length);
  const n = performance.getEntriesByType("navigation")[0];
  console.log("navigation", n.nextHopProtocol, ordered(n, true));
}});
</script>"#
        )
        .into_boxed_str(),
    );
    let (ca_pem, config) = test_ca(&[b"h2"]);
    let (port, seen) = start_h2(config, page, "twelve bytes");
    let ca_file = temp("h2-ca").join("ca.pem");
    std::fs::write(&ca_file, ca_pem).expect("write CA");
    let url = format!("https://www.framescope.test:{port}/");
    let args = [
        "--allow-net",
        "*.framescope.test",
        "--host-resolver-rules",
        "MAP *.framescope.test 127.0.0.1",
        "--ca-cert",
        s(&ca_file),
    ];
    let (output, report) = run("h2", &url, &args);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        ["resource h2 ordered 12 12 12", "navigation h2 ordered"],
        "{:?}",
        errors(&report)
    );
    assert_eq!(*seen.lock().expect("seen"), ["HTTP/2.0 /", "HTTP/2.0 /data"]);
}

#[test]
fn http1_timings_sizes_and_timing_allow_origin() {
    let other = Server::start(|request| {
        let mut headers =
            vec![("Content-Type", "text/plain".to_string()), ("Access-Control-Allow-Origin", "*".into())];
        if request.path == "/tao" {
            headers.push(("Timing-Allow-Origin", "*".into()));
        }
        Reply::Send(200, headers, b"cross".to_vec())
    });
    let other_origin = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            &format!(
                r#"<script>{ORDERED}
const other = "{other_origin}";
Promise.all(["/data", other + "/plain", other + "/tao"].map((u) => fetch(u).then((r) => r.text()))).then(() => {{
  const [same] = performance.getEntriesByName(location.origin + "/data");
  console.log("same", same.nextHopProtocol, ordered(same, false), same.encodedBodySize, same.transferSize);
  const [plain] = performance.getEntriesByName(other + "/plain");
  console.log("plain", JSON.stringify(plain.nextHopProtocol), plain.domainLookupStart, plain.requestStart, plain.encodedBodySize, plain.responseEnd > 0);
  const [tao] = performance.getEntriesByName(other + "/tao");
  console.log("tao", tao.nextHopProtocol, ordered(tao, false), tao.encodedBodySize);
}});
</script>"#
            ),
        ),
        _ => ok("text/plain", "0123456789"),
    });
    let allow = format!("{},{}", server.allow(), other.allow());
    let (output, report) = run("h1-timing", &format!("{}/", server.origin()), &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        // (A CORS response's body sizes show without Timing-Allow-Origin: they are
        // CORS-protected, its moments TAO-protected.)
        ["same http/1.1 ordered 10 310", "plain \"\" 0 0 5 true", "tao http/1.1 ordered 5"],
        "{:?}",
        errors(&report)
    );
}

/// A header of a request the test server read ("-" for none).
fn header(request: &crate::network::Request, name: &str) -> String {
    request.headers.iter().find(|(n, _)| n == name).map_or_else(|| "-".to_string(), |(_, v)| v.clone())
}

#[test]
fn xhr_posts_its_body_and_requests_carry_origin_and_referer() {
    let other = Server::start(|request| {
        Reply::Send(200, vec![("Access-Control-Allow-Origin", "*".into())], request.body.clone())
    });
    let other_origin = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/page?q=1" => ok(
            "text/html",
            &format!(
                r#"<script>
const xhr = new XMLHttpRequest();
xhr.open("POST", "/echo");
xhr.setRequestHeader("Content-Type", "text/plain");
xhr.onload = async () => {{
  console.log("xhr", xhr.status, xhr.responseText);
  await fetch("/same");
  await fetch("{other_origin}/cross", {{ method: "POST", body: "x" }});
  await fetch("/no-referrer", {{ referrerPolicy: "no-referrer" }});
  await fetch("{other_origin}/unsafe", {{ referrerPolicy: "unsafe-url" }});
  console.log("done");
}};
xhr.send("posted body");
</script>"#
            ),
        ),
        _ => Reply::Send(200, vec![("Content-Type", "text/plain".into())], request.body.clone()),
    });
    let allow = format!("{},{}", server.allow(), other.allow());
    let page = format!("{}/page?q=1", server.origin());
    let (output, report) = run("xhr-post", &page, &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["xhr 200 posted body", "done"], "{:?}", errors(&report));
    let seen = |server: &Server| -> Vec<String> {
        server
            .requests()
            .iter()
            .map(|r| {
                format!(
                    "{} {} origin={} referer={}",
                    r.method,
                    r.path,
                    header(r, "origin"),
                    header(r, "referer")
                )
            })
            .collect()
    };
    let own = server.origin();
    assert_eq!(
        seen(&server),
        [
            "GET /page?q=1 origin=- referer=-".to_string(),
            format!("POST /echo origin={own} referer={page}"),
            format!("GET /same origin=- referer={page}"),
            "GET /no-referrer origin=- referer=-".to_string(),
        ]
    );
    assert_eq!(
        seen(&other),
        [
            format!("POST /cross origin={own} referer={own}/"),
            format!("GET /unsafe origin={own} referer={page}")
        ]
    );
}

#[test]
fn a_preflighted_cors_request_sends_options_first_and_caches_it() {
    let other = Server::start(|request| {
        let mut headers = vec![("Access-Control-Allow-Origin", "*".to_string())];
        if request.method == "OPTIONS" && request.path == "/put" {
            headers.push(("Access-Control-Allow-Methods", "PUT".into()));
            headers.push(("Access-Control-Allow-Headers", "x-test".into()));
            headers.push(("Access-Control-Max-Age", "60".into()));
        }
        Reply::Send(200, headers, b"done".to_vec())
    });
    let other_origin = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            &format!(
                r#"<script>
(async () => {{
  const put = () => fetch("{other_origin}/put", {{ method: "PUT", headers: {{ "X-Test": "1" }}, body: "b" }});
  console.log("first", await (await put()).text());
  console.log("second", await (await put()).text());
  await fetch("{other_origin}/denied", {{ method: "PUT" }}).then(() => console.log("denied answered"), (e) => console.log("denied", e.name));
}})();
</script>"#
            ),
        ),
        _ => Reply::Send(404, Vec::new(), Vec::new()),
    });
    let allow = format!("{},{}", server.allow(), other.allow());
    let (output, report) = run("preflight", &format!("{}/", server.origin()), &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["first done", "second done", "denied TypeError"], "{:?}", errors(&report));
    let seen: Vec<String> = other
        .requests()
        .iter()
        .map(|r| {
            format!(
                "{} {} {} {}",
                r.method,
                r.path,
                header(r, "access-control-request-method"),
                header(r, "access-control-request-headers")
            )
        })
        .collect();
    // The second PUT found its preflight in the cache; the denied one was never sent.
    assert_eq!(seen, ["OPTIONS /put PUT x-test", "PUT /put - -", "PUT /put - -", "OPTIONS /denied PUT -"]);
}

#[test]
fn a_cacheable_response_is_served_from_memory_the_second_time() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
(async () => {
  await (await fetch("/cached")).text();
  console.log("second", await (await fetch("/cached")).text());
  await (await fetch("/fresh")).text();
  await (await fetch("/fresh")).text();
  const [a, b] = performance.getEntriesByName(location.origin + "/cached");
  console.log("first", a.deliveryType === "", a.transferSize > 0, "then", JSON.stringify(b.deliveryType), b.transferSize, b.encodedBodySize);
  const fresh = performance.getEntriesByName(location.origin + "/fresh");
  console.log("no-store", fresh.map((e) => e.transferSize > 0).join());
})();
</script>"#,
        ),
        "/cached" => Reply::Send(
            200,
            vec![("Content-Type", "text/plain".into()), ("Cache-Control", "max-age=600".into())],
            b"kept".to_vec(),
        ),
        _ => Reply::Send(
            200,
            vec![("Content-Type", "text/plain".into()), ("Cache-Control", "no-store".into())],
            b"new".to_vec(),
        ),
    });
    let (output, report) =
        run("memory-cache", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        ["second kept", "first true true then \"cache\" 0 4", "no-store true,true"],
        "{:?}",
        errors(&report)
    );
    assert_eq!(server.paths(), ["/", "/cached", "/fresh", "/fresh"]);
}

#[test]
fn a_form_post_sends_its_body_and_a_reload_posts_it_again() {
    let server = Server::start(|request| match request.path.as_str() {
        "/form" => ok(
            "text/html",
            r#"<form method=post action="/posted?x=1" enctype="application/x-www-form-urlencoded">
<input name=a value="b c"><textarea name=t>line1
line2</textarea></form>
<script>document.forms[0].submit();</script>"#,
        ),
        "/frame" => ok(
            "text/html",
            r#"<iframe name=f></iframe>
<form method=post action="/text" enctype="text/plain" target=f><input name=k value=v></form>
<script>onload = () => document.forms[0].submit();</script>"#,
        ),
        _ => ok(
            "text/html",
            r#"<script>
const type = performance.getEntriesByType("navigation")[0].type;
console.log(location.pathname, type);
if (type === "navigate" && location.pathname === "/posted") location.reload();
</script>"#,
        ),
    });
    let (output, report) =
        run("form-post", &format!("{}/form", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["/posted navigate", "/posted reload"], "{:?}", errors(&report));
    let (output, report) =
        run("form-post-frame", &format!("{}/frame", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["/text navigate"], "{:?}", errors(&report));
    let own = server.origin();
    let seen: Vec<String> = server
        .requests()
        .iter()
        .map(|r| {
            format!(
                "{} {} type={} origin={} body={}",
                r.method,
                r.path,
                header(r, "content-type"),
                header(r, "origin"),
                String::from_utf8_lossy(&r.body)
            )
        })
        .collect();
    let posted = format!(
        "POST /posted?x=1 type=application/x-www-form-urlencoded origin={own} body=a=b+c&t=line1%0D%0Aline2"
    );
    assert_eq!(
        seen,
        [
            "GET /form type=- origin=- body=".to_string(),
            posted.clone(),
            posted,
            "GET /frame type=- origin=- body=".to_string(),
            format!("POST /text type=text/plain origin={own} body=k=v\r\n"),
        ]
    );
}

#[test]
fn a_documents_referrer_policy_header_is_fetch_and_xhrs_default_and_its_frames_referrer() {
    let server = Server::start(|request| {
        let policy = request.path.split("policy=").nth(1).unwrap_or("").to_string();
        match request.path.split('?').next() {
            Some("/page") => Reply::Send(
                200,
                vec![("Content-Type", "text/html".into()), ("Referrer-Policy", format!("bogus, {policy}"))],
                br#"<script>
(async () => {
  await fetch("/by-fetch");
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "/by-xhr", false);
  xhr.send();
  await fetch("/by-option", { referrerPolicy: "unsafe-url" });
  console.log("done");
  document.body.append(Object.assign(document.createElement("iframe"), { src: "/frame" }));
})();
</script>"#
                    .to_vec(),
            ),
            Some("/frame") => ok("text/html", "<script>console.log(`frame ${document.referrer}`)</script>"),
            _ => ok("text/plain", ""),
        }
    });
    let own = server.origin();
    for (policy, expected) in [
        ("no-referrer", "-".to_string()),
        ("origin", format!("{own}/")),
        ("unsafe-url", format!("{own}/page?policy=unsafe-url")),
    ] {
        let page = format!("{own}/page?policy={policy}");
        let (output, report) = run("referrer-policy", &page, &["--allow-net", &server.allow()]);
        assert!(output.status.success(), "{output:?}");
        let frame = format!("frame {}", if expected == "-" { "" } else { &expected });
        assert_eq!(logs(&report), ["done".to_string(), frame], "{:?}", errors(&report));
        let seen: Vec<String> = server
            .requests()
            .iter()
            .rev()
            .skip(1)
            .take(3)
            .map(|r| format!("{} {}", r.path, header(r, "referer")))
            .collect();
        assert_eq!(
            seen,
            [
                format!("/by-option {own}/page?policy={policy}"),
                format!("/by-xhr {expected}"),
                format!("/by-fetch {expected}"),
            ],
            "{policy}"
        );
    }
}

#[test]
fn redirects_drop_body_headers_after_a_method_change_and_authorization_across_origins() {
    let other = Server::start(|_| {
        Reply::Send(200, vec![("Access-Control-Allow-Origin", "*".into())], b"other".to_vec())
    });
    let other_origin = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
(async () => {
  const headers = { "Content-Type": "text/plain", "Content-Language": "en", "X-Keep": "1" };
  for (const [method, path] of [["POST", "/301"], ["PUT", "/303"], ["POST", "/307"]]) {
    const response = await fetch(path, { method, headers, body: "data" });
    console.log(method, path, response.status, response.redirected);
  }
  const auth = { Authorization: "Basic YTpi" };
  console.log("same", (await fetch("/auth-same", { headers: auth })).status);
  console.log("cross", await (await fetch("/auth-cross", { headers: auth })).text());
})();
</script>"#,
        ),
        "/301" => Reply::Send(301, vec![("Location", "/target-301".into())], Vec::new()),
        "/303" => Reply::Send(303, vec![("Location", "/target-303".into())], Vec::new()),
        "/307" => Reply::Send(307, vec![("Location", "/target-307".into())], Vec::new()),
        "/auth-same" => Reply::Send(302, vec![("Location", "/auth-target".into())], Vec::new()),
        "/auth-cross" => {
            Reply::Send(302, vec![("Location", format!("{other_origin}/auth-target"))], Vec::new())
        }
        _ => ok("text/plain", "done"),
    });
    let allow = format!("{},{}", server.allow(), other.allow());
    let (output, report) =
        run("redirect-headers", &format!("{}/", server.origin()), &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        ["POST /301 200 true", "PUT /303 200 true", "POST /307 200 true", "same 200", "cross other"],
        "{:?}",
        errors(&report)
    );
    let seen = |server: &Server| -> Vec<String> {
        server
            .requests()
            .iter()
            .filter(|r| r.path != "/")
            .map(|r| {
                format!(
                    "{} {} type={} language={} keep={} auth={} body={}",
                    r.method,
                    r.path,
                    header(r, "content-type"),
                    header(r, "content-language"),
                    header(r, "x-keep"),
                    header(r, "authorization"),
                    String::from_utf8_lossy(&r.body)
                )
            })
            .collect()
    };
    assert_eq!(
        seen(&server),
        [
            "POST /301 type=text/plain language=en keep=1 auth=- body=data",
            // Fetch §4.4 HTTP-redirect fetch, step 12: a 301 or 302 after a POST, and a 303
            // after anything but a GET or HEAD, go on as a GET without the body headers.
            "GET /target-301 type=- language=- keep=1 auth=- body=",
            "PUT /303 type=text/plain language=en keep=1 auth=- body=data",
            "GET /target-303 type=- language=- keep=1 auth=- body=",
            "POST /307 type=text/plain language=en keep=1 auth=- body=data",
            "POST /target-307 type=text/plain language=en keep=1 auth=- body=data",
            "GET /auth-same type=- language=- keep=- auth=Basic YTpi body=",
            "GET /auth-target type=- language=- keep=- auth=Basic YTpi body=",
            "GET /auth-cross type=- language=- keep=- auth=Basic YTpi body=",
        ]
    );
    // Step 13: to another origin, Authorization is dropped.
    assert_eq!(seen(&other), ["GET /auth-target type=- language=- keep=- auth=- body="]);
}

#[test]
fn fetch_cache_modes_bypass_revalidate_or_use_the_memory_cache() {
    let server = Server::start(|request| {
        let etag = |tag: &str| header(request, "if-none-match") == tag;
        match request.path.as_str() {
            "/" => ok(
                "text/html",
                r#"<script>
(async () => {
  const get = async (path, init) => {
    try {
      const response = await fetch(path, init);
      return `${response.status} ${await response.text()}`;
    } catch (error) {
      return error.name;
    }
  };
  const out = [];
  out.push(await get("/fresh"));
  out.push(await get("/fresh"));
  out.push(await get("/fresh", { cache: "no-cache" }));
  out.push(await get("/fresh", { cache: "reload" }));
  out.push(await get("/fresh", { cache: "no-store" }));
  out.push(await get("/fresh", { cache: "only-if-cached", mode: "same-origin" }));
  out.push(await get("/stale"));
  out.push(await get("/stale", { cache: "force-cache" }));
  out.push(await get("/stale"));
  out.push(await get("/stale", { cache: "only-if-cached", mode: "same-origin" }));
  out.push(await get("/never", { cache: "only-if-cached", mode: "same-origin" }));
  out.push(await get("/stale", { headers: { "If-None-Match": '"s"' } }));
  console.log(out.join(" | "));
})();
</script>"#,
            ),
            "/fresh" if etag("\"f\"") => Reply::Send(304, vec![("ETag", "\"f\"".into())], Vec::new()),
            "/fresh" => Reply::Send(
                200,
                vec![("ETag", "\"f\"".into()), ("Cache-Control", "max-age=600".into())],
                b"fresh".to_vec(),
            ),
            "/stale" if etag("\"s\"") => Reply::Send(304, vec![("ETag", "\"s\"".into())], Vec::new()),
            _ => Reply::Send(
                200,
                vec![("ETag", "\"s\"".into()), ("Cache-Control", "max-age=0".into())],
                b"stale".to_vec(),
            ),
        }
    });
    let (output, report) =
        run("cache-modes", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [[
            "200 fresh",
            "200 fresh",
            "200 fresh",
            "200 fresh",
            "200 fresh",
            "200 fresh",
            "200 stale",
            "200 stale",
            "200 stale",
            "200 stale",
            "TypeError",
            "304 ",
        ]
        .join(" | ")],
        "{:?}",
        errors(&report)
    );
    let seen: Vec<String> = server
        .requests()
        .iter()
        .filter(|r| r.path != "/")
        .map(|r| {
            format!(
                "{} inm={} pragma={} cache-control={}",
                r.path,
                header(r, "if-none-match"),
                header(r, "pragma"),
                header(r, "cache-control")
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            // "default": the network, then the fresh stored response (no request).
            "/fresh inm=- pragma=- cache-control=-",
            // "no-cache": revalidated (a 304 gives the stored response).
            "/fresh inm=\"f\" pragma=- cache-control=max-age=0",
            // "reload" and "no-store": the network, asking caches on the way not to answer.
            "/fresh inm=- pragma=no-cache cache-control=no-cache",
            "/fresh inm=- pragma=no-cache cache-control=no-cache",
            // ("only-if-cached": the stored response.) A stale one: "force-cache" uses it,
            // "default" revalidates it.
            "/stale inm=- pragma=- cache-control=-",
            "/stale inm=\"s\" pragma=- cache-control=-",
            // A "default" request with a conditional header is "no-store": its 304 is the
            // page's.
            "/stale inm=\"s\" pragma=no-cache cache-control=no-cache",
        ]
    );
}

#[test]
fn xhr_credentials_answer_a_401_and_a_cookie_date_in_any_shape_expires_a_cookie() {
    let server = Server::start(|request| match request.path.as_str() {
        "/page" => ok(
            "text/html",
            r#"<script>
const xhr = new XMLHttpRequest();
xhr.open("GET", "/auth", false, "user", "pass");
xhr.send();
console.log("auth", xhr.status, xhr.responseText);
const set = new XMLHttpRequest();
set.open("GET", "/set", false);
set.send();
console.log("set", document.cookie);
const clear = new XMLHttpRequest();
clear.open("GET", "/clear", false);
clear.send();
console.log("cleared", JSON.stringify(document.cookie));
</script>"#,
        ),
        "/auth" if header(request, "authorization") == "Basic dXNlcjpwYXNz" => ok("text/plain", "welcome"),
        "/auth" => Reply::Send(401, vec![("WWW-Authenticate", "Basic realm=\"t\"".into())], b"no".to_vec()),
        // (wptserve's shape of an Expires date: no weekday, a lower-case month.)
        "/set" => Reply::Send(200, vec![("Set-Cookie", "a=1; Path=/".into())], Vec::new()),
        _ => Reply::Send(
            200,
            vec![("Set-Cookie", "a=1; Path=/; expires=27 nov 2000 11:40:00 GMT".into())],
            Vec::new(),
        ),
    });
    let page = format!("{}/page", server.origin());
    let (output, report) = run("xhr-credentials", &page, &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["auth 200 welcome", "set a=1", "cleared \"\""], "{:?}", errors(&report));
    let auth: Vec<String> =
        server.requests().iter().filter(|r| r.path == "/auth").map(|r| header(r, "authorization")).collect();
    assert_eq!(auth, ["-", "Basic dXNlcjpwYXNz"], "the first request goes without, the second after the 401");
}

#[test]
fn a_cross_origin_redirect_hop_without_timing_allow_origin_hides_the_timings() {
    // Fetch's TAO check runs on every hop: a chain back to the page's origin through
    // another origin shows its detailed timings only if that origin's hop allowed it.
    let page_origin = Arc::new(Mutex::new(String::new()));
    let back = page_origin.clone();
    let other = Server::start(move |request| {
        let location = format!("{}/final", back.lock().expect("origin"));
        let mut headers = vec![("Location", location)];
        if request.path == "/allowing" {
            headers.push(("Timing-Allow-Origin", "*".into()));
        }
        Reply::Send(302, headers, Vec::new())
    });
    let other_origin = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<script>
const shown = (e) => e ? [e.initiatorType, e.requestStart > 0, e.redirectStart > 0].join(" ") : "none";
(async () => {
  for (const path of ["/through-plain", "/through-allowing"]) {
    await fetch(path, { mode: "no-cors" });
    console.log(path, shown(performance.getEntriesByName(location.origin + path)[0]));
    const frame = document.createElement("iframe");
    frame.src = path + "?frame";
    await new Promise((resolve) => { frame.onload = resolve; document.body.append(frame); });
    console.log(path, shown(performance.getEntriesByName(location.origin + path + "?frame")[0]));
  }
})();
</script>"#,
        ),
        "/final" => Reply::Send(
            200,
            vec![("Content-Type", "text/html".into()), ("Timing-Allow-Origin", "*".into())],
            b"final".to_vec(),
        ),
        path if path.starts_with("/through-plain") => {
            Reply::Send(302, vec![("Location", format!("{other_origin}/plain"))], Vec::new())
        }
        _ => Reply::Send(302, vec![("Location", format!("{other_origin}/allowing"))], Vec::new()),
    });
    *page_origin.lock().expect("origin") = server.origin();
    let allow = format!("{},{}", server.allow(), other.allow());
    let (output, report) = run("tao-hops", &format!("{}/", server.origin()), &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            "/through-plain fetch false false",
            "/through-plain iframe false false",
            "/through-allowing fetch true true",
            "/through-allowing iframe true true",
        ],
        "{:?}",
        errors(&report)
    );
}
