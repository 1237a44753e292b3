//! `framescope serve`'s debugger stops where Chromium 148 does for exceptions of the
//! callbacks the platform calls and reports (tests/cdp/callbacks.mjs, which passes against
//! Chromium too): the page and its script are `tests/cdp/pages/callbacks.*`, whose line
//! numbers the client asserts.

fn hosts() -> std::path::PathBuf {
    let dir = crate::network::temp("serve-debugger");
    let site = dir.join("site.test");
    std::fs::create_dir_all(&site).expect("hosts dir");
    let pages = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cdp/pages");
    for name in ["callbacks.html", "callbacks.js"] {
        std::fs::copy(pages.join(name), site.join(name)).expect("page file");
    }
    dir
}

/// "Pause on uncaught exceptions" stops for what an animation frame callback, an
/// observer's callback, a custom element's reaction or constructor, a microtask or a
/// promise job throws, and not for a reaction's exception under the page's `try`.
#[test]
fn pause_on_uncaught_exceptions_stops_in_every_reported_callback() {
    let hosts = hosts();
    let serve = crate::serve::serve_from(&hosts, &[]);
    let args = [serve.port.to_string(), "https://site.test".to_string()];
    crate::serve::run_node_client("callbacks.mjs", "chrome-remote-interface", &args);
}
