//! `framescope serve`'s Network domain as Puppeteer sees it (tests/cdp/network.mjs): a
//! page of the hosts folder with a frame, a script and a stylesheet, and a real server on
//! 127.0.0.1 (`--allow-net`) that echoes the headers it got and sets a cookie.
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::network::{Reply, Server};

fn hosts() -> std::path::PathBuf {
    let dir = crate::network::temp("serve-network");
    let site = dir.join("site.test");
    std::fs::create_dir_all(&site).expect("hosts dir");
    let files = [
        (
            "net.html",
            "<!doctype html><title>net</title><link rel=stylesheet href=/style.css>\
             <iframe src=/frame.html></iframe><script src=/script.js></script>",
        ),
        ("net.html.headers", "X-Served: from the hosts folder\n"),
        ("frame.html", "<!doctype html><title>frame</title><p>in the frame</p>"),
        ("script.js", "window.fromScript = 'ran';"),
        ("style.css", "p { color: green }"),
        ("away.txt", "never read"),
        ("away.txt.headers", "Status: 302 Found\nLocation: ftp://example.test/\n"),
        ("hop1.html", "never read"),
        ("hop1.html.headers", "Status: 302 Found\nLocation: /hop2.html\n"),
        ("hop2.html", "never read"),
        ("hop2.html.headers", "Status: 301 Moved Permanently\nLocation: /frame.html\n"),
    ];
    for (name, text) in files {
        std::fs::write(site.join(name), text).expect("file");
    }
    dir
}

/// The echo server's page: the `x-framescope-test` and `user-agent` headers it got; and
/// `/counted`, cacheable for an hour, the number of times it was asked for.
fn echo(request: &crate::network::Request, counted: &AtomicUsize) -> Reply {
    if request.path == "/counted" {
        let count = counted.fetch_add(1, Ordering::SeqCst) + 1;
        let headers = vec![
            ("Content-Type", "text/plain".to_string()),
            ("Cache-Control", "max-age=3600".to_string()),
            ("Access-Control-Allow-Origin", "*".to_string()),
        ];
        return Reply::Send(200, headers, count.to_string().into_bytes());
    }
    let header = |name: &str| {
        request
            .headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let body = format!(
        "<!doctype html><p id=extra>{}</p><p id=agent>{}</p>",
        header("x-framescope-test"),
        header("user-agent")
    );
    let headers = vec![
        ("Content-Type", "text/html".to_string()),
        ("X-Echo", "yes".to_string()),
        ("Set-Cookie", "served=by-server; Path=/".to_string()),
    ];
    Reply::Send(200, headers, body.into_bytes())
}

#[test]
fn puppeteer_sees_requests_responses_headers_and_cookies() {
    let counted = AtomicUsize::new(0);
    let server = Server::start(move |request| echo(request, &counted));
    let hosts = hosts();
    let serve = crate::serve::serve_from(&hosts, &["--allow-net", &server.allow()]);
    let args = [serve.port.to_string(), "https://site.test".to_string(), server.origin()];
    crate::serve::run_node_client("network.mjs", "puppeteer-core", &args);
    // The headers arrived at the server itself.
    let echo = server.requests().into_iter().find(|r| r.path == "/echo").expect("the server got /echo");
    assert!(echo.headers.iter().any(|(n, v)| n.eq_ignore_ascii_case("x-framescope-test") && v == "extra"));
}
