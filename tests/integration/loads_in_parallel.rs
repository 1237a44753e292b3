//! A page's own loads over the network loader — its classic scripts (parser-blocking,
//! `async`, script-inserted in order or not) and its images — do not block its event
//! loop: while one is in flight the page's timers and messages run. The server holds each
//! response until the page tells it to answer (a request the page makes from a timer or a
//! script), never for a time.
use std::collections::HashSet;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use crate::network::{Reply, Server, errors, logs, ok, run};

/// A server of `page` at `/`: `/held/NAME` (a script, or an image for a name ending in
/// `.svg`) answers only once `/release/NAME` was requested.
fn holding_server(page: &'static str, script: fn(&str) -> String) -> Server {
    let released = Arc::new((Mutex::new(HashSet::<String>::new()), Condvar::new()));
    Server::start(move |request| {
        let path = request.path.split('?').next().unwrap_or_default();
        if path == "/" {
            return ok("text/html", page);
        }
        if let Some(name) = path.strip_prefix("/release/") {
            let (names, changed) = &*released;
            names.lock().expect("names").insert(name.to_string());
            changed.notify_all();
            return ok("text/plain", "sent");
        }
        let Some(name) = path.strip_prefix("/held/") else { return Reply::Send(404, Vec::new(), Vec::new()) };
        let (names, changed) = &*released;
        // (Bounded, so that a loader that blocks the page fails the test, not hangs.)
        let names = names.lock().expect("names");
        let (names, waited) = changed
            .wait_timeout_while(names, Duration::from_secs(20), |names| !names.contains(name))
            .expect("wait");
        drop(names);
        if waited.timed_out() {
            return ok("text/javascript", "console.log('never released')");
        }
        if name.ends_with(".svg") {
            ok("image/svg+xml", "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'></svg>")
        } else {
            ok("text/javascript", &script(name))
        }
    })
}

/// Runs the page `holding_server` serves to its end; returns its console.
fn run_page(name: &str, page: &'static str, script: fn(&str) -> String) -> Vec<String> {
    let server = holding_server(page, script);
    let url = format!("{}/", server.origin());
    let (output, report) = run(name, &url, &["--allow-net", &server.allow(), "--timeout", "60"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(report["outcome"], "idle", "{:?}", errors(&report));
    assert_eq!(errors(&report), Vec::<String>::new());
    logs(&report)
}

#[test]
fn a_timer_and_a_message_run_while_a_parser_blocking_script_is_in_flight() {
    let logs = run_page(
        "parser-blocking-in-parallel",
        r#"<script>
onmessage = (e) => {
  console.log("message", e.data);
  fetch("/release/a.js");
};
setTimeout(() => {
  console.log("timer ran");
  postMessage("posted by the timer", "*");
}, 0);
</script>
<script src="/held/a.js"></script>
<script>console.log("after the held script, readyState", document.readyState);</script>"#,
        |name| format!("console.log('held script {name} ran');"),
    );
    assert_eq!(
        logs,
        [
            "timer ran",
            "message posted by the timer",
            "held script a.js ran",
            "after the held script, readyState loading"
        ]
    );
}

#[test]
fn inserted_scripts_run_as_they_arrive_unless_in_order_and_the_load_event_waits() {
    // a and b are async: each runs when its response comes (b first). c and d are
    // `async = false`: d arrives first (its Resource Timing entry shows it) but runs after
    // c. The window's load waits for all four.
    let logs = run_page(
        "inserted-in-parallel",
        r#"<script>
const add = (name, async) => {
  const script = document.createElement("script");
  script.src = "/held/" + name;
  script.async = async;
  script.onload = () => console.log("load", name);
  document.head.append(script);
};
add("a.js", true);
add("b.js", true);
add("c.js", false);
add("d.js", false);
onload = () => console.log("window load");
setTimeout(() => {
  console.log("timer ran");
  fetch("/release/b.js");
}, 0);
// Once d's response is in, c may come.
const waitForD = () => {
  if (performance.getEntriesByType("resource").some((e) => e.name.endsWith("/held/d.js"))) {
    console.log("d fetched");
    fetch("/release/c.js");
  } else {
    setTimeout(waitForD, 0);
  }
};
</script>"#,
        |name| match name {
            "b.js" => "console.log('ran b'); fetch('/release/a.js');".into(),
            "a.js" => "console.log('ran a'); fetch('/release/d.js'); waitForD();".into(),
            other => format!("console.log('ran {}');", &other[..1]),
        },
    );
    assert_eq!(
        logs,
        [
            "timer ran",
            "ran b",
            "load b.js",
            "ran a",
            "load a.js",
            "d fetched",
            "ran c",
            "load c.js",
            "ran d",
            "load d.js",
            "window load"
        ]
    );
}

#[test]
fn a_timer_runs_while_an_image_is_in_flight_and_the_load_event_waits_for_it() {
    let logs = run_page(
        "image-in-parallel",
        r#"<img src="/held/i.svg" onload="console.log('image load', this.complete)">
<script>
const image = document.querySelector("img");
console.log("complete while in flight:", image.complete);
onload = () => console.log("window load");
setTimeout(() => {
  console.log("timer ran, complete:", image.complete);
  fetch("/release/i.svg");
}, 0);
</script>"#,
        |_| String::new(),
    );
    assert_eq!(
        logs,
        ["complete while in flight: false", "timer ran, complete: false", "image load true", "window load"]
    );
}
