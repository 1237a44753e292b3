//! `framescope serve`'s Fetch domain pauses the requests of the page's other threads — a
//! worker's, and the page's `fetch()`es and XHRs in parallel over the network — as
//! Puppeteer sees them (tests/cdp/threads.mjs, which passes against Chromium too): the
//! page comes from a real server on 127.0.0.1 (`--allow-net`) serving
//! `tests/cdp/pages/threads*` and the files the page asks for. Redirected requests pause
//! hop by hop (tests/cdp/redirects.mjs, which passes against Chromium too).
use crate::network::{Reply, Server, ok};

fn page_file(path: &str) -> Reply {
    let name = path.split('?').next().unwrap_or_default().trim_start_matches('/');
    let content_type = match name.rsplit('.').next() {
        Some("html") => "text/html",
        Some("js") => "text/javascript",
        _ => "application/json",
    };
    let pages = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cdp/pages");
    let allowed = [
        "threads.html",
        "threads-worker.js",
        "imported.js",
        "data.json",
        "xhr.json",
        "blocking.html",
        "blocking.js",
    ];
    match std::fs::read(pages.join(name)) {
        Ok(body) if allowed.contains(&name) => {
            Reply::Send(200, vec![("Content-Type", content_type.into())], body)
        }
        _ => Reply::Send(404, vec![("Content-Type", "text/plain".into())], b"not found".to_vec()),
    }
}

/// A worker's `importScripts`, XHR and `fetch()`, and the page's network `fetch()` and
/// XHR, are paused and answered, continued or failed by Puppeteer's interception; a
/// worker's `fetch()` and the page's are answered by Playwright's `page.route`; a
/// parser-blocking script is answered while the parser waits for it.
#[test]
fn puppeteer_intercepts_workers_and_parallel_requests() {
    let server = Server::start(|request| page_file(&request.path));
    let hosts = crate::network::temp("serve-interception");
    let serve = crate::serve::serve_from(&hosts, &["--allow-net", &server.allow()]);
    let args = [serve.port.to_string(), server.origin()];
    crate::serve::run_node_client("threads.mjs", "puppeteer-core", &args);
}

/// The redirect server of `redirects.mjs`: `/a` redirects to `/b` with a 302, `/p` with a
/// 303, `/r2` to `/a` with a 302, `/p7` to `/c` with a 307; `/b` answers with the method
/// and the `X-Test` header it got, `/c` with its body too.
fn redirects(request: &crate::network::Request) -> Reply {
    let header = |name: &str| {
        request.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    };
    let to = |status, location: &str| Reply::Send(status, vec![("Location", location.into())], Vec::new());
    let x_test = header("x-test").unwrap_or_default();
    match request.path.as_str() {
        "/start.html" => ok("text/html", "<!doctype html><title>start</title>"),
        "/a" => to(302, "/b"),
        "/p" => to(303, "/b"),
        "/r2" => to(302, "/a"),
        "/p7" => to(307, "/c"),
        "/b" => ok("text/plain", &format!("B {} {x_test}", request.method)),
        "/c" => ok(
            "text/plain",
            &format!("C {} {x_test} {}", request.method, String::from_utf8_lossy(&request.body)),
        ),
        _ => Reply::Send(404, vec![("Content-Type", "text/plain".into())], b"not found".to_vec()),
    }
}

/// Each hop of a redirected request pauses as Chrome pauses it (its own request id, the
/// same Network id, the hop's method and headers as the loader sent it), at the request
/// and the response stage; a hop the client answers or fails ends the fetch; Puppeteer's
/// redirect chain under its interception; a client's changes at a hop as Chrome applies
/// them (its URL a request like any other: the hosts folder serves a host `--allow-net`
/// does not name).
#[test]
fn a_redirected_requests_hops_pause_one_by_one() {
    let server = Server::start(redirects);
    let hosts = crate::network::temp("serve-redirect-hops");
    std::fs::create_dir_all(hosts.join("localhost")).expect("hosts folder");
    std::fs::write(hosts.join("localhost/hosted.txt"), "from the hosts folder").expect("hosted file");
    let serve = crate::serve::serve_from(&hosts, &["--allow-net", &server.allow()]);
    let port = server.origin().rsplit(':').next().expect("port").to_string();
    let hosted = format!("http://localhost:{port}");
    let args = [serve.port.to_string(), server.origin(), hosted];
    crate::serve::run_node_client("redirects.mjs", "puppeteer-core", &args);
    let requests = server.requests();
    // (The hop after the 303 went as a GET without the body.)
    let hop = requests.iter().find(|r| r.path == "/b").expect("the hop reached the server");
    assert_eq!((hop.method.as_str(), hop.body.len()), ("GET", 0));
    // (A hop sent to a host --allow-net does not name never reached the network.)
    assert!(!requests.iter().any(|r| r.path == "/hosted.txt"), "the client's URL went to the network");
}
