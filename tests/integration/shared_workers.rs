//! Shared and service workers: one shared worker per URL, name and origin for the whole
//! group, its ports entangled across isolates, load failures at the SharedWorker objects;
//! a service worker registered, installed, activated and messaged; Measure Memory in both
//! (only themselves) and never in a page's result; their threads joined with the group.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::{BrowsingContextGroup, PageErrorKind};
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::Scope;
use url::Url;

use super::page::hosts;

const ISOLATED: &str =
    "Cross-Origin-Opener-Policy: same-origin\nCross-Origin-Embedder-Policy: require-corp\n";

fn open(name: &str, files: &[(&str, &str)]) -> (BrowsingContextGroup, Outcome) {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts(name, files))));
    group.set_deadline(std::time::Instant::now() + Duration::from_secs(20));
    group.load(Url::parse("https://example.com/").expect("url"));
    let outcome = group.run(Duration::from_secs(20));
    (group, outcome)
}

fn texts(group: &BrowsingContextGroup) -> Vec<String> {
    group.state().console_messages().into_iter().map(|m| m.text).collect()
}

fn scopes(group: &BrowsingContextGroup, scope: Scope) -> usize {
    group.realms().iter().filter(|r| r.scope == scope).count()
}

#[test]
fn one_shared_worker_per_url_and_name_for_every_window_of_the_group() {
    let (group, outcome) = open(
        "shared-one",
        &[
            (
                "example.com/index.html",
                r#"<iframe src="frame.html"></iframe>
<script>
  const w = new SharedWorker("shared.js", { name: "counter" });
  w.port.onmessage = (e) => console.log("top got", e.data);
  w.port.postMessage("top");
  const other = new SharedWorker("shared.js", "another");
  other.port.onmessage = (e) => console.log("another got", e.data);
  other.port.postMessage("other");
  console.log(w.port instanceof MessagePort, w.port === w.port, typeof w.onerror);
</script>"#,
            ),
            (
                "example.com/frame.html",
                r#"<script>
  const w = new SharedWorker("shared.js", { name: "counter" });
  w.port.onmessage = (e) => console.log("frame got", e.data);
  w.port.postMessage("frame");
</script>"#,
            ),
            (
                "example.com/shared.js",
                r#"let connections = 0;
onconnect = (e) => {
  const number = ++connections;
  const port = e.ports[0];
  console.log("connect", self.name, e.source === port, self instanceof SharedWorkerGlobalScope, typeof postMessage);
  port.onmessage = (m) => port.postMessage(`${m.data}: connection ${number} of ${self.name}`);
};"#,
            ),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    let mut logs = texts(&group);
    logs.sort();
    assert_eq!(
        logs,
        [
            "another got other: connection 1 of another",
            "connect another true true undefined",
            "connect counter true true undefined",
            "connect counter true true undefined",
            "frame got frame: connection 2 of counter",
            "top got top: connection 1 of counter",
            "true true object",
        ]
    );
    assert_eq!(
        scopes(&group, Scope::SharedWorkerGlobalScope),
        2,
        "two workers: (shared.js, counter), (shared.js, another)"
    );
}

#[test]
fn a_shared_worker_that_cannot_load_fires_error_at_its_objects() {
    let (group, outcome) = open(
        "shared-missing",
        &[(
            "example.com/index.html",
            r#"<script>
  const a = new SharedWorker("missing.js");
  const b = new SharedWorker("missing.js");
  a.onerror = (e) => console.log("a error", e.constructor.name);
  b.addEventListener("error", () => console.log("b error"));
  try { new SharedWorker("https://other.example/x.js"); } catch (e) { console.log(e.name); }
  try { new SharedWorker("http://[bad"); } catch (e) { console.log(e.name); }
</script>"#,
        )],
    );
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(texts(&group), ["SecurityError", "SyntaxError", "a error Event", "b error"]);
    assert!(group.state().errors().iter().any(|e| e.kind == PageErrorKind::Load));
}

#[test]
fn a_service_worker_is_registered_installed_activated_and_answers_its_client() {
    let (group, outcome) = open(
        "service",
        &[
            (
                "example.com/index.html",
                r#"<script>
  (async () => {
    console.log("none yet", await navigator.serviceWorker.getRegistration("scope/"));
    const reg = await navigator.serviceWorker.register("sw.js", { scope: "scope/" });
    const sw = reg.installing;
    console.log("registered", reg.scope, sw.scriptURL, sw.state, reg.active);
    // The answer, awaited before unregistering (which ends the worker).
    const pong = new Promise((resolve) => navigator.serviceWorker.onmessage = (e) => {
      console.log("page got", e.data, e.source === sw);
      resolve();
    });
    // Waits on the worker's own state changes, not on a timer.
    const activated = new Promise((resolve) => sw.onstatechange = () => {
      if (sw.state === "activated") { sw.onstatechange = null; resolve(); }
    });
    sw.postMessage("ping");
    await activated;
    console.log("active", reg.active === sw, sw.state, (await navigator.serviceWorker.getRegistration("scope/x")) === reg);
    await pong;
    console.log("unregistered", await reg.unregister());
  })();
</script>"#,
            ),
            (
                "example.com/sw.js",
                r#"console.log("sw", self instanceof ServiceWorkerGlobalScope, String(self));
oninstall = (e) => { console.log("install", e instanceof ExtendableEvent); e.waitUntil(new Promise((r) => setTimeout(r, 5))); };
onactivate = () => console.log("activate");
onmessage = (e) => { console.log("sw got", e.data, e instanceof ExtendableMessageEvent, e.source.url); e.source.postMessage("pong"); };"#,
            ),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    let logs = texts(&group);
    for expected in [
        "none yet undefined",
        "sw true [object ServiceWorkerGlobalScope]",
        "registered https://example.com/scope/ https://example.com/sw.js installing null",
        "install true",
        "activate",
        "sw got ping true https://example.com/",
        "page got pong true",
        "active true activated true",
        "unregistered true",
    ] {
        assert!(logs.iter().any(|l| l == expected), "{expected:?} not in {logs:#?}");
    }
    let position = |text: &str| logs.iter().position(|l| l == text);
    assert!(position("install true") < position("activate"));
    assert_eq!(scopes(&group, Scope::ServiceWorkerGlobalScope), 1);
}

#[test]
fn service_workers_need_a_secure_context_of_the_same_origin() {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts(
        "service-insecure",
        &[(
            "example.com/index.html",
            r#"<script>console.log(typeof navigator, "serviceWorker" in navigator, typeof ServiceWorker);</script>"#,
        )],
    ))));
    group.load(Url::parse("http://example.com/").expect("url"));
    group.run(Duration::from_secs(10));
    assert_eq!(texts(&group), ["object false undefined"]);
    let (group, _) = open(
        "service-origin",
        &[(
            "example.com/index.html",
            r#"<script>
  navigator.serviceWorker.register("https://other.example/sw.js").catch((e) => console.log(e.name));
  navigator.serviceWorker.register("missing.js").catch((e) => console.log(e.name));
</script>"#,
        )],
    );
    assert_eq!(texts(&group), ["SecurityError", "TypeError"]);
}

#[test]
fn shared_and_service_workers_measure_only_themselves() {
    let worker = r#"
const kept = new Array(200000).fill(1.5);
const measure = () => performance.measureUserAgentSpecificMemory().then((r) => {
  const scopes = r.breakdown.flatMap((b) => b.attribution.map((a) => `${a.scope} ${a.url} ${a.container === undefined}`));
  return { scopes: [...new Set(scopes)].sort().join(","), big: r.bytes > 1500000, empty: r.breakdown.some((b) => b.bytes === 0 && b.attribution.length === 0) };
});"#;
    let (group, outcome) = open(
        "shared-measure",
        &[
            ("example.com/index.html.headers", ISOLATED),
            (
                "example.com/index.html",
                r#"<script>
  const shared = new SharedWorker("shared.js");
  shared.port.onmessage = async (e) => {
    console.log("shared", JSON.stringify(e.data));
    const reg = await navigator.serviceWorker.register("service.js");
    navigator.serviceWorker.onmessage = async (m) => {
      console.log("service", JSON.stringify(m.data));
      const page = await performance.measureUserAgentSpecificMemory();
      const urls = page.breakdown.flatMap((b) => b.attribution.map((a) => a.url));
      console.log("page", urls.includes(location.href), urls.some((u) => u.endsWith("shared.js") || u.endsWith("service.js")));
    };
    reg.installing.postMessage("measure");
  };
  shared.port.postMessage("measure");
</script>"#,
            ),
            ("example.com/shared.js.headers", "Cross-Origin-Embedder-Policy: require-corp\n"),
            (
                "example.com/shared.js",
                &format!(
                    "{worker}\nonconnect = (e) => {{ const p = e.ports[0]; p.onmessage = () => measure().then((r) => p.postMessage(r)); }};"
                ),
            ),
            ("example.com/service.js.headers", "Cross-Origin-Embedder-Policy: require-corp\n"),
            (
                "example.com/service.js",
                &format!("{worker}\nonmessage = (e) => measure().then((r) => e.source.postMessage(r));"),
            ),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(
        texts(&group),
        [
            r#"shared {"scopes":"SharedWorkerGlobalScope https://example.com/shared.js true","big":true,"empty":true}"#,
            r#"service {"scopes":"ServiceWorkerGlobalScope https://example.com/service.js true","big":true,"empty":true}"#,
            "page true false",
        ]
    );
}

#[test]
fn measure_user_agent_specific_memory_is_absent_in_workers_that_are_not_isolated() {
    let (group, _) = open(
        "shared-not-isolated",
        &[
            ("example.com/index.html.headers", ISOLATED),
            (
                "example.com/index.html",
                r#"<script>
  const w = new SharedWorker("shared.js");
  w.port.onmessage = (e) => console.log(e.data);
</script>"#,
            ),
            (
                "example.com/shared.js",
                r#"onconnect = (e) => e.ports[0].postMessage(`${self.crossOriginIsolated} ${typeof performance.measureUserAgentSpecificMemory}`);"#,
            ),
        ],
    );
    assert_eq!(texts(&group), ["false undefined"]);
}

#[test]
fn dropping_the_group_joins_every_worker_thread() {
    let threads = || {
        std::fs::read_dir("/proc/self/task")
            .map(|d| {
                d.filter_map(Result::ok)
                    .filter(|t| {
                        std::fs::read_to_string(t.path().join("comm"))
                            .is_ok_and(|c| c.starts_with("framescope-wor"))
                    })
                    .count()
            })
            .unwrap_or(0)
    };
    let (group, outcome) = open(
        "shared-threads",
        &[
            (
                "example.com/index.html",
                r#"<script>
  const w = new SharedWorker("idle.js");
  w.port.onmessage = (e) => console.log(e.data);
  navigator.serviceWorker.register("idle.js").then(() => console.log("registered"));
</script>"#,
            ),
            ("example.com/idle.js", "onconnect = (e) => e.ports[0].postMessage('connected');"),
        ],
    );
    assert_eq!(outcome, Outcome::Idle);
    assert_eq!(texts(&group).len(), 2);
    assert!(threads() >= 2, "the shared and the service worker run on threads of their own");
    drop(group);
    // (nextest runs each test in a process of its own: these were the only workers.)
    assert_eq!(threads(), 0, "every worker thread was joined when the group dropped");
}
