//! Primordials: a page that replaces the built-ins (`Array.prototype.push`, `Map.prototype.get`,
//! `Function.prototype.call`, `Promise.prototype.then`, `Object.defineProperty`, the array
//! iterator, …) and the platform's own public methods can neither break the platform nor
//! observe it. The pages are in `tamper/`: `tamper.js` replaces everything with traps that
//! record their name and throw, then the top page, its frames and a worker exercise events,
//! handler attributes, timers, the DOM and the parser, custom elements (their reactions, and
//! one of a scoped registry), frames, messaging, structured clone, fetch (Request, Response,
//! Headers, bodies), crypto.subtle, the performance APIs, unhandled rejections and focus.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use serde_json::json;
use url::Url;

use super::page::hosts;

const FILES: [(&str, &str); 6] = [
    ("example.com/index.html", include_str!("tamper/index.html")),
    ("example.com/tamper.js", include_str!("tamper/tamper.js")),
    ("example.com/page.js", include_str!("tamper/page.js")),
    ("example.com/child.html", include_str!("tamper/child.html")),
    ("example.com/worker.js", include_str!("tamper/worker.js")),
    ("example.com/data.json", include_str!("tamper/data.json")),
];

#[test]
fn a_page_that_replaces_the_built_ins_neither_breaks_nor_observes_the_platform() {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts("tamper", &FILES))));
    group.load(Url::parse("https://example.com/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(20)), Outcome::Idle);

    let errors: Vec<String> =
        group.state().errors().into_iter().map(|e| format!("{} {}", e.kind, e.message)).collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(errors[0].starts_with("load 404 Not Found: https://example.com/missing.js"), "{errors:#?}");

    let logs: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    let report = logs
        .iter()
        .find_map(|line| line.strip_prefix("TAMPER "))
        .unwrap_or_else(|| panic!("the page did not finish: {logs:#?}"));
    let report: serde_json::Value = serde_json::from_str(report).expect("json");
    // No trap fired: in the page, in its two frames, in the worker.
    assert_eq!(report["calls"], json!([]), "{report:#}");
    assert_eq!(report["frames"], json!(["[]", "[]"]), "{report:#}");
    assert_eq!(report["worker"]["calls"], json!([]), "{report:#}");
    // And everything behaved.
    assert_eq!(
        report["results"],
        json!({
            "parsed": "parsed text inner",
            "parsed by class": 1,
            "script onerror": "error",
            "script onload": "load",
            "onload": "load complete",
            // At the target, capturing listeners run first (DOM: the capturing pass ends
            // at the target).
            "events": r#"["capture","f:ping:2","o:ping","once","returned false","capture","o:ping","returned true"]"#,
            "errors": r#"["Error: from a listener | from a listener | true","Error: reported | reported | true"]"#,
            "timers": r#"["microtask","timeout","interval 1","interval 2","interval 3"]"#,
            "dom": "made here|4|1|made x|1|true",
            "title": "tampered|1",
            "connected": "false null",
            "custom elements": "a1cda2|true",
            "scoped registry": "true|1|true|undefined",
            "frames": "2|?made|child|complete",
            "postMessage": "child echo hello ?made|true|https://example.com",
            "channel": "child got ping",
            "local channel": 1,
            "structuredClone": "true|3|v|DataCloneError 25",
            "fetch": "true 200 application/json 1|42 2|31|31|TypeError|TypeError",
            // (A Request from a Request: its body proxied, init's headers replace the
            // input's.)
            "request": "x=1|2 null|true|v|200|twintwin|a=1;b=2;|{\"n\":1}",
            "crypto": "32|true oct HS256 true|47 31|private 1 true|DataError",
            "buffered": 3,
            "observed": r#"["from navigation:0:true","a to b:0:true","with options:0:true"]"#,
            // (10 of the 17 entries are Resource Timing's: the page's scripts (missing.js's 404
            // too), frames, fetches.)
            "performance": "18|3|true|1|6|measure|true|true",
            "cleared": "2 0",
            "navigation": "1|true|navigation|navigate|true|true|3|0",
            "supported": 4,
            "unhandledrejection": "unhandledrejection rejected true true",
            "focus": "[true,true,true,true,-1,true,true,true]",
            "location": "#fragment / /a/b",
            "DOMException": "8 NotFoundError",
        }),
        "{report:#}"
    );
    assert_eq!(
        report["worker"]["results"],
        json!({
            "question": 20,
            "location": "/worker.js true",
            "events": 1,
            "errors": r#"["reported"]"#,
            "timers": r#"["microtask","timeout"]"#,
            "structuredClone": 2,
            "fetch": "200 42",
            // (2 of the 5 entries are Resource Timing's: importScripts and fetch.)
            "performance": "2|true|measure|5|TypeError",
            "unhandledrejection": "rejected in the worker",
        }),
        "{report:#}"
    );
}
