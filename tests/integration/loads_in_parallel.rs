//! A page's own loads over the network loader — its classic scripts (parser-blocking,
//! `async`, script-inserted in order or not), its images and its frames' navigations — do
//! not block its event loop: while one is in flight the page's timers and messages run
//! (and other frames load). The server holds each
//! response until the page tells it to answer (a request the page makes from a timer or a
//! script), never for a time.
use std::collections::HashSet;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use crate::network::{Reply, Server, errors, logs, ok, run};

/// A server of `page` at `/`: `/held/NAME` (a script, an image for a name ending in
/// `.svg`, a document for one ending in `.html`) answers only once `/release/NAME` was requested.
/// `isolated`: its documents are cross-origin isolated (COOP and COEP).
fn holding_server(page: &'static str, script: fn(&str) -> String, isolated: bool) -> Server {
    let html = move |body: &str| {
        let mut headers = vec![("Content-Type", "text/html".to_string())];
        if isolated {
            headers.push(("Cross-Origin-Opener-Policy", "same-origin".to_string()));
            headers.push(("Cross-Origin-Embedder-Policy", "require-corp".to_string()));
        }
        Reply::Send(200, headers, body.as_bytes().to_vec())
    };
    let released = Arc::new((Mutex::new(HashSet::<String>::new()), Condvar::new()));
    Server::start(move |request| {
        let path = request.path.split('?').next().unwrap_or_default();
        if path == "/" {
            return html(page);
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
        } else if name.ends_with(".html") {
            html(&script(name))
        } else {
            ok("text/javascript", &script(name))
        }
    })
}

/// Runs the page `holding_server` serves to its end; returns its console.
fn run_page(name: &str, page: &'static str, script: fn(&str) -> String) -> Vec<String> {
    run_served_page(name, holding_server(page, script, false))
}

/// [`run_page`] with cross-origin isolated documents.
fn run_isolated_page(name: &str, page: &'static str, script: fn(&str) -> String) -> Vec<String> {
    run_served_page(name, holding_server(page, script, true))
}

fn run_served_page(name: &str, server: Server) -> Vec<String> {
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
fn a_parser_inserted_async_script_does_not_stop_the_parser() {
    // a.js is held until DOMContentLoaded: the parser goes past it to the end (HTML,
    // prepare the script element 31.2.2); the script runs in the task its response queues,
    // and the window's load waits for it.
    let logs = run_page(
        "parser-async-in-parallel",
        r#"<script async src="/held/a.js" onload="console.log('load a.js')"></script>
<script>
console.log("parsed past the async script, readyState", document.readyState);
document.addEventListener("DOMContentLoaded", () => {
  console.log("DOMContentLoaded");
  fetch("/release/a.js");
});
onload = () => console.log("window load");
</script>"#,
        |name| format!("console.log('async script {name} ran');"),
    );
    assert_eq!(
        logs,
        [
            "parsed past the async script, readyState loading",
            "DOMContentLoaded",
            "async script a.js ran",
            "load a.js",
            "window load"
        ]
    );
}

#[test]
fn parsers_waiting_for_scripts_in_two_frames_resume_as_their_scripts_come() {
    // Frame one's parser waits for one.js, then frame two's for two.js; one.js is released
    // by frame two and releases two.js. A parser that waited by spinning the event loop
    // would hold frame one behind frame two's inner wait (and two.js would never come).
    let logs = run_page(
        "parsers-suspended-in-two-frames",
        r#"<iframe src="/held/one.html"></iframe>
<iframe src="/held/two.html"></iframe>
<script>
fetch("/release/one.html");
onload = () => console.log("window load");
</script>"#,
        |name| match name {
            "one.html" => concat!(
                "<script>fetch('/release/two.html');</script>",
                "<script src='/held/one.js'></script>",
                "<script>console.log('one parsed past its script');</script>"
            )
            .into(),
            "two.html" => concat!(
                "<script>fetch('/release/one.js');</script>",
                "<script src='/held/two.js'></script>",
                "<script>console.log('two parsed past its script');</script>"
            )
            .into(),
            "one.js" => "console.log('one.js ran'); fetch('/release/two.js');".into(),
            other => format!("console.log('{other} ran');"),
        },
    );
    assert_eq!(
        logs,
        [
            "one.js ran",
            "one parsed past its script",
            "two.js ran",
            "two parsed past its script",
            "window load"
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

#[test]
fn a_frames_navigation_in_flight_lets_the_parent_and_other_frames_go_on() {
    // Frame a's response is held until frame b has loaded; b's until the parent's timer
    // and message have run. The parent's load waits for both frames.
    let logs = run_page(
        "frames-in-parallel",
        r#"<script>
onmessage = (e) => {
  console.log("message", e.data);
  if (e.data === "posted by the timer") fetch("/release/b.html");
  if (e.data === "b ran") fetch("/release/a.html");
};
setTimeout(() => {
  console.log("timer ran, frames:", window.length);
  postMessage("posted by the timer", "*");
}, 0);
onload = () => console.log("window load");
</script>
<iframe src="/held/a.html" onload="console.log('frame a load')"></iframe>
<iframe src="/held/b.html" onload="console.log('frame b load')"></iframe>"#,
        |name| match name {
            "b.html" => "<script>parent.postMessage('b ran', '*');</script>".into(),
            _ => {
                "<script>console.log('a ran, parent readyState', parent.document.readyState);</script>".into()
            }
        },
    );
    assert_eq!(
        logs,
        [
            "timer ran, frames: 2",
            "message posted by the timer",
            "message b ran",
            "frame b load",
            "a ran, parent readyState interactive",
            "frame a load",
            "window load"
        ]
    );
}

#[test]
fn a_frame_removed_while_its_response_is_in_flight_loads_nothing_and_the_parent_loads() {
    // The frame's request is terminated (the server sees its connection close), and the
    // parent's load no longer waits for it.
    let logs = run_page(
        "frame-removed-in-flight",
        r#"<script>
onload = () => console.log("window load, frames:", window.length);
setTimeout(() => {
  document.querySelector("iframe").remove();
  console.log("removed");
}, 0);
</script>
<iframe src="/held/never.html" onload="console.log('frame load')"></iframe>"#,
        |_| "<script>console.log('the removed frame ran');</script>".into(),
    );
    assert_eq!(logs, ["removed", "window load, frames: 0"]);
}

#[test]
fn a_stalled_frame_does_not_stop_the_parents_timers_and_the_timeout_ends_the_run() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<iframe src="/stall"></iframe>
<iframe src="/b.html"></iframe>
<script>
let ticks = 0;
const tick = () => {
  ticks += 1;
  if (ticks === 3) console.log("three timer ticks");
  else setTimeout(tick, 0);
};
setTimeout(tick, 0);
onmessage = (e) => console.log("message", e.data);
</script>"#,
        ),
        "/b.html" => ok("text/html", "<script>parent.postMessage('b ran', '*');</script>"),
        _ => Reply::Stall,
    });
    let url = format!("{}/", server.origin());
    let (output, report) = run("stalled-frame", &url, &["--allow-net", &server.allow(), "--timeout", "10"]);
    assert!(output.status.code().is_some(), "{output:?}");
    assert_eq!(report["outcome"], "timeout");
    let mut logs = logs(&report);
    logs.sort();
    assert_eq!(logs, ["message b ran", "three timer ticks"]);
    let stalled = format!("{}/stall", server.origin());
    let errors = errors(&report);
    assert!(errors.iter().any(|e| e.contains(&stalled) && e.contains("--timeout")), "{errors:#?}");
}

#[test]
fn frames_keep_their_insertion_order_whichever_response_comes_first() {
    // b's response comes first (a's is released once b ran), yet window[0] is a's.
    let logs = run_page(
        "frame-order-in-parallel",
        r#"<iframe src="/held/a.html"></iframe>
<iframe src="/held/b.html"></iframe>
<script>
onmessage = (e) => {
  console.log("message", e.data);
  fetch("/release/a.html");
};
setTimeout(() => fetch("/release/b.html"), 0);
onload = () => {
  const [a, b] = document.querySelectorAll("iframe");
  console.log("window load", window.length, window[0] === a.contentWindow, window[1] === b.contentWindow);
};
</script>"#,
        |name| match name {
            "b.html" => "<script>parent.postMessage('b ran', '*');</script>".into(),
            _ => "<p>a".into(),
        },
    );
    assert_eq!(logs, ["message b ran", "window load 2 true true"]);
}

#[test]
fn a_window_whose_first_navigation_is_in_flight_is_not_measured_as_its_about_blank() {
    // The page measures right after window.open(url), while the window's response is
    // held: its initial about:blank, about to be replaced, is not in the result (as in
    // Chrome, where the window has committed no document yet).
    let logs = run_isolated_page(
        "measure-while-opening",
        r#"<script>
window.open("/held/w.html");
performance.measureUserAgentSpecificMemory().then((m) => {
  const urls = m.breakdown.flatMap((e) => e.attribution.map((a) => a.url));
  console.log("isolated", crossOriginIsolated, "blank", urls.filter((u) => u === "about:blank").length,
              "page", urls.includes(location.href));
  fetch("/release/w.html");
});
</script>"#,
        |_| "<script>console.log('the window loaded');</script>".into(),
    );
    assert_eq!(logs, ["isolated true blank 0 page true", "the window loaded"]);
}

#[test]
fn a_document_navigating_away_fires_no_load_while_its_replacement_is_in_flight() {
    // The script sets location while the document is parsed: its DOMContentLoaded fires,
    // its load does not (HTML's navigate aborts it), and the next document comes once its
    // response is released.
    let logs = run_page(
        "load-behind-navigation",
        r#"<script>
onload = () => console.log("the first document's load");
addEventListener("DOMContentLoaded", () => {
  console.log("DOMContentLoaded");
  setTimeout(() => fetch("/release/next.html"), 0);
});
location = "/held/next.html";
</script>"#,
        |_| "<script>console.log('the next document');</script>".into(),
    );
    assert_eq!(logs, ["DOMContentLoaded", "the next document"]);
}

#[test]
fn a_document_whose_navigation_is_stopped_in_flight_fires_its_load() {
    // window.stop() takes the navigation back: the load that waited for it fires.
    let logs = run_page(
        "load-after-stopped-navigation",
        r#"<script>
onload = () => {
  console.log("load", location.pathname);
  fetch("/release/next.html");
};
addEventListener("DOMContentLoaded", () => setTimeout(() => {
  console.log("stop");
  window.stop();
}, 0));
location = "/held/next.html";
</script>"#,
        |_| "<script>console.log('the next document');</script>".into(),
    );
    assert_eq!(logs, ["stop", "load /"]);
}
