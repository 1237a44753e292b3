//! Dedicated workers: isolates on their own threads, messaging both ways, importScripts,
//! close/terminate, errors reaching the owner, blob URLs, the realm record.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::{BrowsingContextGroup, PageErrorKind};
use framescope::runtime::heap_limit::GroupOptions;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::Scope;
use framescope::runtime::web::measure_memory::attribution_token::same_token;
use url::Url;

use super::page::hosts;

fn open(name: &str, files: &[(&str, &str)]) -> (BrowsingContextGroup, Outcome) {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts(name, files))));
    group.set_deadline(std::time::Instant::now() + Duration::from_secs(20));
    group.load(Url::parse("https://example.com/").expect("url"));
    let outcome = group.run(Duration::from_secs(20));
    (group, outcome)
}

fn logs(group: &BrowsingContextGroup) -> Vec<(u64, String)> {
    group.state().console_messages().into_iter().map(|m| (m.realm, m.text)).collect()
}

fn texts(group: &BrowsingContextGroup) -> Vec<String> {
    logs(group).into_iter().map(|(_, t)| t).collect()
}

#[test]
fn a_worker_round_trip_and_its_realm_record() {
    let (group, outcome) = open(
        "round-trip",
        &[
            (
                "example.com/index.html",
                r#"<script>
  const w = new Worker("worker.js", { name: "doubler" });
  w.onmessage = (e) => { console.log("page got", e.data.value, e.data.from); w.terminate(); };
  w.postMessage(21);
</script>"#,
            ),
            (
                "example.com/worker.js",
                r#"console.log("worker", self.location.href, self.name, self instanceof DedicatedWorkerGlobalScope, typeof document);
onmessage = (e) => setTimeout(() => postMessage({ value: e.data * 2, from: location.pathname }), 1);"#,
            ),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(
        logs(&group),
        [
            (2, "worker https://example.com/worker.js doubler true undefined".to_string()),
            (1, "page got 42 /worker.js".to_string())
        ]
    );
    let realms = group.realms();
    let worker = &realms[1];
    assert_eq!(
        (worker.scope, worker.parent.map(|p| p.get()), worker.url.as_str()),
        (Scope::DedicatedWorkerGlobalScope, Some(1), "https://example.com/worker.js")
    );
    assert!(
        same_token(&worker.attribution_token, &realms[0].attribution_token),
        "a dedicated worker takes its owner's token"
    );
    assert!(worker.detached, "terminated");
}

#[test]
fn import_scripts_close_and_timers_in_a_worker() {
    let (group, outcome) = open(
        "imports",
        &[
            (
                "example.com/index.html",
                r#"<script>new Worker("w.js").onmessage = (e) => console.log(e.data);</script>"#,
            ),
            ("example.com/lib/helper.js", "function helper(x) { return 'helped ' + x; }"),
            (
                "example.com/w.js",
                r#"importScripts("lib/helper.js");
try { importScripts("missing.js"); } catch (e) { postMessage(e.name); }
postMessage(helper(1));
setTimeout(() => { postMessage("timer"); close(); setTimeout(() => postMessage("never"), 0); postMessage("after close is still sent"); }, 5);"#,
            ),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(texts(&group), ["NetworkError", "helped 1", "timer", "after close is still sent"]);
    assert!(group.realms()[1].detached, "closed");
}

#[test]
fn worker_errors_reach_the_owner() {
    let (group, outcome) = open(
        "errors",
        &[
            (
                "example.com/index.html",
                r#"<script>
  const handled = new Worker("throws.js");
  handled.onerror = (e) => { console.log("onerror", e.message, e.filename, e.lineno, e.colno, e instanceof ErrorEvent); e.preventDefault(); };
  const unhandled = new Worker("throws.js");
  const missing = new Worker("missing.js");
  missing.addEventListener("error", (e) => console.log("missing", e.constructor.name));
  try { new Worker("https://foo.com/w.js") } catch (e) { console.log(e.name) }
  try { new Worker("https://[bad") } catch (e) { console.log(e.name) }
</script>"#,
            ),
            ("example.com/throws.js", "\nthrow new RangeError('worker broke');"),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    let mut logs = texts(&group);
    logs.sort();
    assert_eq!(
        logs,
        [
            "SecurityError",
            "SyntaxError",
            "missing Event",
            "onerror RangeError: worker broke https://example.com/throws.js 2 1 true"
        ]
    );
    let errors = group.state().errors();
    let unhandled: Vec<_> = errors.iter().filter(|e| e.kind == PageErrorKind::Script).collect();
    assert_eq!(unhandled.len(), 1, "{errors:?}");
    assert_eq!(unhandled[0].message, "RangeError: worker broke");
    assert!(
        errors.iter().any(|e| e.kind == PageErrorKind::Load
            && e.message.contains("404 Not Found: https://example.com/missing.js")),
        "{errors:?}"
    );
}

#[test]
fn blob_url_workers_and_terminating_a_busy_worker() {
    let (group, outcome) = open(
        "blob",
        &[(
            "example.com/index.html",
            r#"<script>
  const url = URL.createObjectURL(new Blob(["postMessage([location.protocol, new URL('x', 'https://a.test/b/').href]);"], { type: "text/javascript" }));
  new Worker(url).onmessage = (e) => console.log(e.data.join(" "), url.startsWith("blob:https://example.com/"));
  const busy = new Worker(URL.createObjectURL(new Blob(["postMessage('spinning'); for (;;) {}"])));
  busy.onmessage = () => { busy.terminate(); console.log("terminated"); };
  try { new Worker(url).postMessage(() => 1); } catch (e) { console.log(e.name); }
</script>"#,
        )],
    );
    assert_eq!(outcome, Outcome::Idle, "a terminated busy worker does not keep the page running");
    let mut logs = texts(&group);
    logs.sort();
    assert_eq!(logs, ["DataCloneError", "blob: https://a.test/b/x true", "terminated"]);
}

#[test]
fn a_worker_of_a_cross_origin_frame_is_aggregated_into_its_token() {
    // measure-memory §1.1: example.com → foo.com/iframe1 → {foo.com/iframe2, bar.com/iframe2,
    // foo.com/worker.js}: all attributed to the first cross-origin frame.
    let (group, outcome) = open(
        "aggregate-worker",
        &[
            ("example.com/index.html", r#"<iframe id="example-id" src="https://foo.com/iframe1"></iframe>"#),
            (
                "foo.com/iframe1",
                r#"<iframe src="iframe2"></iframe><iframe src="https://bar.com/iframe2"></iframe>
<script>new Worker("worker.js").onmessage = (e) => console.log(e.data);</script>"#,
            ),
            ("foo.com/iframe2", ""),
            ("bar.com/iframe2", ""),
            ("foo.com/worker.js", "postMessage('worker up')"),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(texts(&group), ["worker up"]);
    let realms = group.realms();
    let foo = realms.iter().find(|r| r.url.as_str() == "https://foo.com/iframe1").expect("foo");
    let worker = realms.iter().find(|r| r.url.as_str() == "https://foo.com/worker.js").expect("worker");
    assert_eq!(worker.parent, Some(foo.id));
    assert!(worker.attribution_token.cross_origin_aggregated);
    for realm in realms.iter().filter(|r| r.parent.is_some()) {
        assert!(same_token(&realm.attribution_token, &foo.attribution_token), "{}", realm.url);
    }
}

#[test]
fn terminate_stops_a_worker_at_once() {
    let (group, outcome) = open(
        "terminate",
        &[
            (
                "example.com/index.html",
                r#"<script>
  new Worker("chatty.js").terminate();
  const w = new Worker("flood.js");
  let got = 0;
  // From the first message on: a worker that went on would deliver more meanwhile.
  w.onmessage = () => { got++; w.terminate(); setTimeout(() => console.log("messages after terminate:", got), 200); };
  const buffer = new ArrayBuffer(4);
  new Worker("echo.js").postMessage(buffer, { transfer: [buffer] });
  console.log("transferred with options:", buffer.byteLength);
</script>"#,
            ),
            ("example.com/chatty.js", "console.log('never: terminated before it started')"),
            ("example.com/flood.js", "for (let i = 0; i < 1000; i++) postMessage(i);"),
            ("example.com/echo.js", "onmessage = (e) => {};"),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(texts(&group), ["transferred with options: 0", "messages after terminate: 1"]);
}

#[test]
fn a_page_cannot_start_workers_without_end() {
    // More than the 64 of earlier versions by default (browsers allow hundreds), up to the
    // group's limit, which an option sets.
    let files: &[(&str, &str)] = &[
        (
            "example.com/index.html",
            "<script>let started = 0; try { for (let i = 0; i < 100; i++) { new Worker('idle.js'); started++; } } catch (e) { console.log(e.name); } console.log(started);</script>",
        ),
        ("example.com/idle.js", ""),
    ];
    let (group, outcome) = open("many", files);
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(texts(&group), ["100"]);
    assert_eq!(group.realms().len(), 1 + 100);
    let options = GroupOptions { max_workers: 8, ..GroupOptions::default() };
    let mut group =
        BrowsingContextGroup::with_options(VirtualHosts::new(Some(hosts("many-limited", files))), options);
    group.set_deadline(std::time::Instant::now() + Duration::from_secs(20));
    group.load(Url::parse("https://example.com/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(20)), Outcome::Idle);
    assert_eq!(texts(&group), ["QuotaExceededError", "8"]);
    assert_eq!(group.realms().len(), 1 + 8);
}
