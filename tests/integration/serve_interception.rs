//! `framescope serve`'s Fetch domain pauses the requests of the page's other threads — a
//! worker's, and the page's `fetch()`es and XHRs in parallel over the network — as
//! Puppeteer sees them (tests/cdp/threads.mjs, which passes against Chromium too): the
//! page comes from a real server on 127.0.0.1 (`--allow-net`) serving
//! `tests/cdp/pages/threads*` and the files the page asks for.
use crate::network::{Reply, Server};

fn page_file(path: &str) -> Reply {
    let name = path.split('?').next().unwrap_or_default().trim_start_matches('/');
    let content_type = match name.rsplit('.').next() {
        Some("html") => "text/html",
        Some("js") => "text/javascript",
        _ => "application/json",
    };
    let pages = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cdp/pages");
    let allowed = ["threads.html", "threads-worker.js", "imported.js", "data.json", "xhr.json"];
    match std::fs::read(pages.join(name)) {
        Ok(body) if allowed.contains(&name) => {
            Reply::Send(200, vec![("Content-Type", content_type.into())], body)
        }
        _ => Reply::Send(404, vec![("Content-Type", "text/plain".into())], b"not found".to_vec()),
    }
}

/// A worker's `importScripts`, XHR and `fetch()`, and the page's network `fetch()` and
/// XHR, are paused and answered, continued or failed by Puppeteer's interception.
#[test]
fn puppeteer_intercepts_workers_and_parallel_requests() {
    let server = Server::start(|request| page_file(&request.path));
    let hosts = crate::network::temp("serve-interception");
    let serve = crate::serve::serve_from(&hosts, &["--allow-net", &server.allow()]);
    let args = [serve.port.to_string(), server.origin()];
    crate::serve::run_node_client("threads.mjs", "puppeteer-core", &args);
}
