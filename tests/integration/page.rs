//! The page model: realms, origins and attribution tokens, cross-origin access, the
//! event loop, and bad input — pages built from markup in temporary virtual hosts.
use std::path::PathBuf;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::{RealmId, RealmInfo, Scope};
use framescope::runtime::web::measure_memory::attribution_token::same_token;
use url::Url;

/// A folder of virtual hosts made from `(path, content)` pairs, e.g.
/// `("example.com/index.html", "...")`.
pub fn hosts(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = std::env::temp_dir().join(format!("framescope-page-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    for (path, content) in files {
        let file = root.join(path);
        std::fs::create_dir_all(file.parent().expect("parent")).expect("dirs");
        std::fs::write(file, content).expect("write");
    }
    root
}

struct Run {
    group: BrowsingContextGroup,
    outcome: Outcome,
}

impl Run {
    fn realms(&self) -> Vec<RealmInfo> {
        self.group.realms()
    }

    fn realm(&self, url: &str) -> RealmInfo {
        self.realms().into_iter().find(|r| r.url.as_str() == url).unwrap_or_else(|| panic!("no realm {url}"))
    }

    fn logs(&self) -> Vec<String> {
        self.group.state().console_messages().into_iter().map(|m| m.text).collect()
    }

    fn errors(&self) -> Vec<String> {
        self.group
            .state()
            .errors()
            .into_iter()
            .map(|e| {
                format!(
                    "{} {}{}",
                    e.kind,
                    e.message,
                    e.location.map(|l| format!(" @ {l}")).unwrap_or_default()
                )
            })
            .collect()
    }

    fn eval(&mut self, url: &str, code: &str) -> String {
        let id = self.realm(url).id;
        match self.group.eval(id, code) {
            Ok(value) => value,
            Err(error) => format!("threw {}", error.message),
        }
    }
}

fn run_page(name: &str, files: &[(&str, &str)], page: &str) -> Run {
    let root = hosts(name, files);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse(page).expect("page url"));
    let outcome = group.run(Duration::from_secs(20));
    Run { group, outcome }
}

fn id(n: u64) -> RealmId {
    RealmId::new(n).expect("non-zero")
}

fn container_of(realm: &RealmInfo) -> Option<(String, String)> {
    realm.attribution_token.container.as_ref().map(|c| (c.id.clone(), c.src.clone()))
}

fn pair(id: &str, src: &str) -> Option<(String, String)> {
    Some((id.to_string(), src.to_string()))
}

#[test]
fn the_demo_has_the_specs_realm_tree_and_tokens() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/hosts");
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://example.com/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(20)), Outcome::Idle);
    let realms = group.realms();
    let tree: Vec<(u64, &str, Option<u64>, bool)> =
        realms.iter().map(|r| (r.id.get(), r.url.as_str(), r.parent.map(|p| p.get()), r.detached)).collect();
    assert_eq!(
        tree,
        [
            (1, "https://example.com/", None, false),
            (2, "https://example.com/worker.js", Some(1), false),
            (3, "https://example.com/redirect.html?target=iframe.html", Some(1), true),
            (4, "https://foo.com/iframe1", Some(1), false),
            (5, "https://foo.com/iframe2", Some(4), false),
            (6, "https://bar.com/iframe2", Some(4), false),
            (7, "https://example.com/iframe2", Some(4), false),
            (8, "https://example.com/iframe.html", Some(1), false),
        ]
    );
    let scopes: Vec<Scope> = realms.iter().map(|r| r.scope).collect();
    assert_eq!(scopes[1], Scope::DedicatedWorkerGlobalScope);
    assert!(scopes.iter().enumerate().all(|(i, s)| i == 1 || *s == Scope::Window));
    assert!(
        same_token(&realms[1].attribution_token, &realms[0].attribution_token),
        "the worker takes the top's token"
    );
    assert_eq!(container_of(&realms[0]), None);
    // The client-side redirect: the frame's URL is the target, its container's src is not.
    let redirected = pair("example-id", "redirect.html?target=iframe.html");
    assert_eq!(container_of(&realms[2]), redirected);
    assert_eq!(container_of(&realms[7]), redirected);
    let cross = pair("cross-origin-id", "https://foo.com/iframe1");
    for realm in &realms[3..7] {
        assert_eq!(container_of(realm), cross, "{}", realm.url);
    }
    assert!(realms[3].attribution_token.cross_origin_aggregated);
    assert!(same_token(&realms[4].attribution_token, &realms[3].attribution_token));
    assert!(same_token(&realms[5].attribution_token, &realms[3].attribution_token));
    assert!(!realms[6].attribution_token.cross_origin_aggregated, "example.com inside foo.com is revealed");
    assert_eq!(realms[6].origin.ascii_serialization(), "https://example.com");
    assert_eq!(realms[6].top_level_origin.ascii_serialization(), "https://example.com");
    assert_eq!(group.state().errors().len(), 0, "{:?}", group.state().errors());
}

#[test]
fn a_page_without_frames_has_one_top_level_token() {
    let run = run_page(
        "simple",
        &[("example.com/index.html", "<script>console.log('only')</script>")],
        "https://example.com/",
    );
    let realms = run.realms();
    assert_eq!(realms.len(), 1);
    assert_eq!(container_of(&realms[0]), None);
    assert!(!realms[0].attribution_token.cross_origin_aggregated);
    assert_eq!(run.logs(), ["only"]);
}

#[test]
fn a_same_origin_iframe_behind_a_server_redirect() {
    let run = run_page(
        "redirect",
        &[
            (
                "example.com/index.html",
                r#"<iframe id="example-id" src="redirect.html?target=iframe.html"></iframe>"#,
            ),
            ("example.com/redirect.html", ""),
            ("example.com/redirect.html.headers", "Status: 302\nLocation: iframe.html\n"),
            ("example.com/iframe.html", "<script>console.log(location.href)</script>"),
        ],
        "https://example.com/",
    );
    let frame = run.realm("https://example.com/iframe.html");
    // url is where the frame ended up; container.src is what the element says.
    assert_eq!(container_of(&frame), pair("example-id", "redirect.html?target=iframe.html"));
    assert!(!frame.attribution_token.cross_origin_aggregated);
    assert_eq!(run.logs(), ["https://example.com/iframe.html"]);
}

#[test]
fn cross_origin_frames_aggregate_into_the_top_most_one() {
    let run = run_page(
        "aggregate",
        &[
            ("example.com/index.html", r#"<iframe id="example-id" src="https://foo.com/iframe1"></iframe>"#),
            (
                "foo.com/iframe1",
                r#"<iframe src="iframe2"></iframe><iframe src="https://bar.com/iframe2"></iframe>"#,
            ),
            ("foo.com/iframe2", ""),
            ("bar.com/iframe2", ""),
        ],
        "https://example.com/",
    );
    let foo1 = run.realm("https://foo.com/iframe1");
    assert!(foo1.attribution_token.cross_origin_aggregated);
    assert_eq!(container_of(&foo1), pair("example-id", "https://foo.com/iframe1"));
    for url in ["https://foo.com/iframe2", "https://bar.com/iframe2"] {
        assert!(same_token(&run.realm(url).attribution_token, &foo1.attribution_token), "{url}");
    }
}

#[test]
fn a_top_origin_frame_inside_a_cross_origin_one_is_revealed() {
    let run = run_page(
        "reveal",
        &[
            ("example.com/index.html", r#"<iframe id="example-id" src="https://foo.com/iframe1"></iframe>"#),
            ("foo.com/iframe1", r#"<iframe id="x" src="https://example.com/iframe2"></iframe>"#),
            ("example.com/iframe2", ""),
        ],
        "https://example.com/",
    );
    let inner = run.realm("https://example.com/iframe2");
    assert!(!inner.attribution_token.cross_origin_aggregated);
    assert_eq!(container_of(&inner), pair("example-id", "https://foo.com/iframe1"));
    assert!(!same_token(&inner.attribution_token, &run.realm("https://foo.com/iframe1").attribution_token));
}

#[test]
fn object_and_frame_containers() {
    let run = run_page(
        "containers",
        &[
            (
                "example.com/index.html",
                r#"<object id="o" data="https://foo.com/o.html"></object><frameset><frame id="f" src="f.html"></frameset>"#,
            ),
            ("foo.com/o.html", ""),
            ("example.com/f.html", ""),
        ],
        "https://example.com/",
    );
    let object = run.realm("https://foo.com/o.html");
    assert_eq!(container_of(&object), pair("o", "https://foo.com/o.html"), "an <object>'s src is its data");
    assert_eq!(
        object.container.as_ref().map(|c| c.kind),
        Some(framescope::runtime::loader::html::FrameKind::Object)
    );
    assert_eq!(container_of(&run.realm("https://example.com/f.html")), pair("f", "f.html"));
}

#[test]
fn cross_origin_access_is_blocked_and_same_origin_access_allowed() {
    let mut run = run_page(
        "access",
        &[
            (
                "example.com/index.html",
                r#"<title>Top</title><iframe src="same.html"></iframe><iframe src="https://foo.com/x.html"></iframe>"#,
            ),
            ("example.com/same.html", ""),
            ("foo.com/x.html", ""),
        ],
        "https://example.com/",
    );
    assert_eq!(run.eval("https://example.com/same.html", "parent.document.title"), "Top");
    assert_eq!(
        run.eval(
            "https://foo.com/x.html",
            "try { parent.document; 'read' } catch (e) { `${e instanceof DOMException} ${e.name} ${e.code}` }"
        ),
        "true SecurityError 18"
    );
    assert_eq!(
        run.eval("https://foo.com/x.html", "try { parent.secret = 1; 'wrote' } catch (e) { e.name }"),
        "SecurityError"
    );
    // HTML's cross-origin properties stay reachable.
    assert_eq!(
        run.eval(
            "https://foo.com/x.html",
            "parent.window === parent && parent.self === parent && parent.top === top"
        ),
        "true"
    );
    assert_eq!(
        run.eval("https://foo.com/x.html", "[parent.length, parent.closed, parent.then].join()"),
        "2,false,"
    );
    assert_eq!(run.eval("https://foo.com/x.html", "top === parent && window.top !== window"), "true");
    // The top page's own view of itself.
    assert_eq!(
        run.eval("https://example.com/", "parent === window && top === self && frames === window"),
        "true"
    );
    assert_eq!(
        run.eval("https://example.com/", "`${isSecureContext} ${location.origin} ${document.URL}`"),
        "true https://example.com https://example.com/"
    );
}

#[test]
fn microtasks_timers_and_load_events_run_in_order() {
    let run = run_page(
        "order",
        &[
            (
                "example.com/index.html",
                r#"<script>
  console.log("script 1");
  setTimeout(() => console.log("timeout 20"), 20);
  setTimeout((a, b) => console.log("timeout 0", a, b), 0, "x", "y");
  queueMicrotask(() => console.log("microtask"));
  Promise.resolve().then(() => console.log("promise"));
  addEventListener("load", (e) => console.log("top load", e.isTrusted, document.readyState));
  let n = 0;
  const interval = setInterval(() => { if (++n === 3) { clearInterval(interval); console.log("interval x3"); } }, 1);
  const cancelled = setTimeout(() => console.log("never"), 0);
  clearTimeout(cancelled);
  setTimeout("console.log('string handler')", 5);
</script>
<iframe src="child.html"></iframe>
<script>console.log("script 2")</script>"#,
            ),
            (
                "example.com/child.html",
                r#"<iframe src="grandchild.html"></iframe><script>onload = () => console.log("child load")</script>"#,
            ),
            (
                "example.com/grandchild.html",
                r#"<script>addEventListener("load", () => console.log("grandchild load"))</script>"#,
            ),
        ],
        "https://example.com/",
    );
    assert_eq!(run.outcome, Outcome::Idle);
    let logs = run.logs();
    let at =
        |text: &str| logs.iter().position(|l| l == text).unwrap_or_else(|| panic!("no {text:?} in {logs:?}"));
    assert_eq!(
        &logs[..4],
        ["script 1", "microtask", "promise", "script 2"],
        "a microtask checkpoint after each script"
    );
    assert!(
        at("grandchild load") < at("child load") && at("child load") < at("top load true complete"),
        "{logs:?}"
    );
    assert!(
        at("timeout 0 x y") < at("string handler") && at("string handler") < at("timeout 20"),
        "{logs:?}"
    );
    assert!(logs.contains(&"interval x3".to_string()));
    assert!(!logs.contains(&"never".to_string()));
    assert!(run.errors().is_empty(), "{:?}", run.errors());
}

#[test]
fn the_loop_stops_at_the_deadline_and_says_so() {
    let root = hosts("deadline", &[("example.com/index.html", "<script>setInterval(() => {}, 1)</script>")]);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://example.com/").expect("url"));
    assert_eq!(group.run(Duration::from_millis(50)), Outcome::Timeout);
}

#[test]
fn script_errors_point_into_the_html_file_and_fire_error_events() {
    let run = run_page(
        "errors",
        &[(
            "example.com/index.html",
            "<!doctype html>\n<script>\n  onerror = (message, file, line, column) => { console.log('onerror', message, file, line, column); };\n</script>\n<p>text</p>\n<script>\n\n  undefinedFunction();\n</script>\n<script>let x = ;</script>\n<script>addEventListener('load', () => { throw new TypeError('in a listener'); })</script>\n<script>console.log('still running')</script>",
        )],
        "https://example.com/",
    );
    let errors = run.errors();
    assert_eq!(
        errors[0],
        "script ReferenceError: undefinedFunction is not defined @ https://example.com/:8:3"
    );
    assert!(
        errors[1].starts_with("script SyntaxError: Unexpected token ';' @ https://example.com/:10:17"),
        "{errors:?}"
    );
    assert!(
        errors[2].starts_with("script TypeError: in a listener @ https://example.com/:11:"),
        "{errors:?}"
    );
    let logs = run.logs();
    assert!(
        logs.contains(
            &"onerror ReferenceError: undefinedFunction is not defined https://example.com/ 8 3".to_string()
        ),
        "{logs:?}"
    );
    assert!(logs.contains(&"still running".to_string()));
}

#[test]
fn bad_input_in_a_page_is_recorded_and_the_run_goes_on() {
    let run = run_page(
        "bad",
        &[
            (
                "example.com/index.html",
                r#"<iframe id="missing" src="missing.html"></iframe>
<iframe src="loop.html"></iframe>
<iframe src="https://[bad"></iframe>
<iframe src="headers.html"></iframe>
<iframe src="https://nohost.test/"></iframe>
<script src="nope.js"></script>
<script>console.log("the page goes on")</script>"#,
            ),
            ("example.com/loop.html", ""),
            ("example.com/loop.html.headers", "Status: 302\nLocation: loop.html\n"),
            ("example.com/headers.html", "<script>console.log('never')</script>"),
            ("example.com/headers.html.headers", "Content-Type: text/html\nthis is not a header\n"),
        ],
        "https://example.com/",
    );
    assert_eq!(run.outcome, Outcome::Idle);
    let errors = run.errors().join("\n");
    for expected in [
        "load 404 Not Found: https://example.com/nope.js",
        "load 404 Not Found: https://example.com/missing.html",
        "load redirect loop: https://example.com/loop.html redirected more than 20 times",
        "load bad frame URL \"https://[bad\" in https://example.com/",
        "headers.html.headers:2: malformed header line \"this is not a header\"",
        "load 404 Not Found: https://nohost.test/",
    ] {
        assert!(errors.contains(expected), "missing {expected:?} in\n{errors}");
    }
    // Failed frames are still realms: empty documents, as browsers show them.
    let missing = run.realm("https://example.com/missing.html");
    assert_eq!(missing.status, 404);
    assert_eq!(container_of(&missing), pair("missing", "missing.html"));
    assert_eq!(
        run.realm("about:blank").origin.ascii_serialization(),
        "https://example.com",
        "about:blank inherits"
    );
    assert_eq!(run.logs(), ["the page goes on"]);
    assert_eq!(run.realms().len(), 6);
    assert_eq!(run.realms().iter().filter(|r| r.parent == Some(id(1))).count(), 5);
}

#[test]
fn a_local_html_file_runs_with_its_frames() {
    let root = hosts(
        "local",
        &[
            (
                "site/page.html",
                "<iframe src=\"child.html\"></iframe><script>console.log(location.protocol)</script>",
            ),
            (
                "site/child.html",
                "<script>console.log('child', location.pathname.endsWith('/site/child.html'))</script>",
            ),
        ],
    );
    let url = Url::from_file_path(root.join("site/page.html")).expect("file url");
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(None).allow_files_under(&root.join("site")));
    group.load(url);
    group.run(Duration::from_secs(20));
    let logs: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    assert_eq!(logs, ["file:", "child true"]);
    // file: origins are opaque: a frame is cross-origin even with its parent's folder.
    let realms = group.realms();
    assert_eq!(realms[1].origin.ascii_serialization(), "null");
}

#[test]
fn unhandled_rejections_fire_an_event_and_are_reported() {
    let run = run_page(
        "rejections",
        &[(
            "example.com/index.html",
            r#"<script>
  addEventListener("unhandledrejection", (e) => {
    console.log("unhandledrejection", e.reason, e.promise instanceof Promise, e.isTrusted);
    if (e.reason === "quiet") e.preventDefault();
  });
  Promise.reject("loud");
  Promise.reject("quiet");
  Promise.reject("caught").catch(() => console.log("caught"));
  (async () => { throw new TypeError("async"); })();
</script>"#,
        )],
        "https://example.com/",
    );
    assert_eq!(
        run.logs(),
        [
            "caught",
            "unhandledrejection loud true true",
            "unhandledrejection quiet true true",
            "unhandledrejection TypeError: async true true"
        ]
    );
    let errors = run.errors();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].starts_with("script (in promise) loud"), "{errors:?}");
    assert!(
        errors[1].starts_with("script (in promise) TypeError: async @ https://example.com/:9:"),
        "{errors:?}"
    );
}

/// Runs a page under a deadline; returns the outcome and the group.
fn run_with_deadline(
    name: &str,
    files: &[(&str, &str)],
    deadline: Duration,
) -> (Outcome, BrowsingContextGroup) {
    let root = hosts(name, files);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.set_deadline(std::time::Instant::now() + deadline);
    group.load(Url::parse("https://example.com/").expect("url"));
    let outcome = group.run(deadline);
    (outcome, group)
}

#[test]
fn pages_that_never_finish_stop_at_the_deadline() {
    for (name, html) in [
        ("zero-interval", "<script>setInterval(() => {}, 0)</script>"),
        (
            "busy-interval",
            "<script>setInterval(() => { const end = Date.now() + 10; while (Date.now() < end); }, 1)</script>",
        ),
        ("task-flood", "<script>onmessage = () => postMessage(1, '*'); postMessage(1, '*');</script>"),
        ("endless-script", "<script>for (;;) {}</script><script>console.log('never')</script>"),
        ("endless-timer", "<script>setTimeout(() => { for (;;) {} })</script>"),
    ] {
        let (outcome, group) =
            run_with_deadline(name, &[("example.com/index.html", html)], Duration::from_millis(300));
        assert_eq!(outcome, Outcome::Timeout, "{name}");
        assert!(group.state().console_messages().is_empty(), "{name}");
    }
    let (_, group) = run_with_deadline(
        "endless",
        &[("example.com/index.html", "<script>for (;;) {}</script>")],
        Duration::from_millis(200),
    );
    let errors = group.state().errors();
    assert!(errors.iter().any(|e| e.message.contains("terminated")), "{errors:?}");
}

#[test]
fn frames_do_not_nest_without_end() {
    let run = run_page(
        "self-embed",
        &[("example.com/index.html", "<iframe src='#'></iframe><iframe src='index.html?again'></iframe>")],
        "https://example.com/",
    );
    assert_eq!(run.outcome, Outcome::Idle);
    let urls: Vec<String> = run.realms().iter().map(|r| r.url.to_string()).collect();
    // The frame of the page's own URL stays blank; a different query is a different URL,
    // whose own frames are then the ancestors' URLs.
    assert_eq!(
        urls,
        [
            "https://example.com/",
            "about:blank",
            "https://example.com/index.html?again",
            "about:blank",
            "about:blank"
        ]
    );

    let deep = run_page(
        "deep",
        &[(
            "example.com/index.html",
            "<script>const f = document.createElement('iframe'); f.src = '?' + (Number(location.search.slice(1)) + 1); document.documentElement.append(f);</script>",
        )],
        "https://example.com/",
    );
    assert_eq!(deep.outcome, Outcome::Idle);
    assert_eq!(deep.realms().len(), framescope::runtime::navigation::MAX_FRAME_DEPTH + 1);
    assert!(
        deep.errors().iter().any(|e| e.contains("frames nest deeper than 32 levels")),
        "{:?}",
        deep.errors()
    );
}

#[test]
fn events_follow_the_dom_and_html_rules() {
    let mut run = run_page(
        "events",
        &[
            ("example.com/index.html", "<iframe src='https://foo.com/x.html'></iframe>"),
            ("foo.com/x.html", ""),
        ],
        "https://example.com/",
    );
    let top = "https://example.com/";
    let mut check = |code: &str, expected: &str| assert_eq!(run.eval(top, code), expected, "{code}");
    // isTrusted cannot be forged: nothing of it is reachable from the event.
    check("const e = new Event('x'); Object.getOwnPropertySymbols(e).length + ' ' + e.isTrusted", "0 false");
    check("let loaded; addEventListener('probe', () => {}); String(new Event('x', null).bubbles)", "false");
    // stopPropagation before dispatch: no listener runs; the flags reset afterwards.
    check(
        "let ran = 0; const t = new EventTarget(); t.addEventListener('x', () => ran++); const ev = new Event('x'); ev.stopPropagation(); t.dispatchEvent(ev); `${ran} ${ev.cancelBubble}`",
        "0 false",
    );
    // A passive listener cannot cancel.
    check(
        "const p = new EventTarget(); p.addEventListener('x', (e) => e.preventDefault(), { passive: true }); String(p.dispatchEvent(new Event('x', { cancelable: true })))",
        "true",
    );
    // A thrown object whose `stack` getter throws does not break dispatch.
    check(
        "const q = new EventTarget(); let after = 0; q.addEventListener('x', () => { throw { get stack() { throw 1; } }; }); q.addEventListener('x', () => after++); q.dispatchEvent(new Event('x')); q.dispatchEvent(new Event('x')); String(after)",
        "2",
    );
    // Event handler attributes take their listener's place when (re)set.
    check(
        "const order = []; onmessage = null; addEventListener('message', () => order.push('A')); onmessage = () => order.push('B'); dispatchEvent(new MessageEvent('message')); order.join('')",
        "AB",
    );
    check(
        "[DOMException.URL_MISMATCH_ERR, DOMException.DOMSTRING_SIZE_ERR, DOMException.VALIDATION_ERR, new DOMException('m', 'SyntaxError').code].join()",
        "21,2,16,12",
    );
    // Cross-origin: only three symbols fall back to undefined; opener is null.
    check("const w = frames[0]; [w[Symbol.toStringTag], w.opener].map(String).join()", "undefined,null");
    check("try { w[Symbol.iterator]; 'read' } catch (e) { e.name }", "SecurityError");
    // WebIDL long: the timeout wraps.
    check("let fired = 0; setTimeout(() => fired++, 2 ** 32); void 0", "undefined");
    assert_eq!(run.group.run(Duration::from_secs(5)), Outcome::Idle);
    assert_eq!(run.eval(top, "String(fired)"), "1");
}

#[test]
fn a_rejection_handled_by_a_later_script_is_not_reported() {
    let run = run_page(
        "late-handler",
        &[(
            "example.com/index.html",
            "<script>var p = Promise.reject(new Error('late')); addEventListener('unhandledrejection', () => console.log('event'));</script>\n<script>p.catch(() => console.log('handled'));</script>\n<script>addEventListener('error', (e) => e.preventDefault()); throw new Error('canceled');</script>",
        )],
        "https://example.com/",
    );
    assert_eq!(run.logs(), ["handled"]);
    assert!(run.errors().is_empty(), "{:?}", run.errors());
}

/// An exception a platform algorithm throws for a page's call (a bad argument, an invalid
/// URL) is reported at the page's line that made the call, as a browser's built-in would,
/// not inside the platform's JavaScript — uncaught in a script, in a listener, in a timer.
#[test]
fn platform_exceptions_are_reported_at_the_pages_line() {
    let page = "<!doctype html><body><script>
function f() {
  document.createElement('1 bad');
}
setTimeout(() => new URL('not a url'), 0);
document.body.addEventListener('click', () => document.body.appendChild('text'));
document.body.click();
f();
</script></body>";
    let run = run_page("platform-exception-lines", &[("a.test/index.html", page)], "https://a.test/");
    assert_eq!(run.outcome, Outcome::Idle);
    let errors = run.errors();
    for (message, line) in [
        ("parameter 1 is not of type 'Node'", "https://a.test/:6:"),
        ("is not a valid name", "https://a.test/:3:"),
        ("Invalid URL", "https://a.test/:5:"),
    ] {
        assert!(
            errors.iter().any(|e| e.contains(message) && e.contains(&format!("@ {line}"))),
            "{message} not reported at {line}: {errors:#?}"
        );
    }
    assert!(errors.iter().all(|e| !e.contains("framescope:")), "{errors:#?}");
}

#[test]
fn an_xml_page_that_is_not_well_formed_keeps_what_came_before_the_error() {
    let mut run = run_page(
        "malformed-xml",
        &[
            (
                "a.test/broken.xhtml",
                "<html xmlns='http://www.w3.org/1999/xhtml'><body><script>console.log('before the error')</script>\n<p>unclosed</body><script>console.log('after')</script></html>",
            ),
            ("a.test/broken.svg", "<svg xmlns='http://www.w3.org/2000/svg'><g>&undeclared;</g></svg>"),
            ("a.test/empty.xml", ""),
        ],
        "https://a.test/broken.xhtml",
    );
    assert_eq!(run.outcome, Outcome::Idle);
    assert_eq!(run.logs(), ["before the error"]);
    assert_eq!(run.errors(), Vec::<String>::new());
    let report = run.eval(
        "https://a.test/broken.xhtml",
        "const e = document.documentElement.firstChild; [e.localName, e.namespaceURI, e.textContent, document.querySelector('p').textContent, document.readyState].join(' | ')",
    );
    assert!(
        report.starts_with("parsererror | http://www.w3.org/1999/xhtml | This page contains the following errors:error on line 2 at column "),
        "{report}"
    );
    assert!(
        report.ends_with("Below is a rendering of the page up to the first error. | unclosed | complete"),
        "{report}"
    );
    // An SVG document goes inside a new html and body, after the report; an empty file is
    // the report alone.
    let frames = run.eval(
        "https://a.test/broken.xhtml",
        "const f = (src) => new Promise((resolve) => { const i = document.createElement('iframe'); i.src = src; i.onload = () => resolve(i.contentDocument); document.body.append(i); });
         Promise.all([f('broken.svg'), f('empty.xml')]).then((docs) => { window.result = docs.map((d) => d.documentElement.localName + '>' + [...d.body.children].map((c) => c.localName).join(',') + ' ' + /error on line 1 at column \\d+: (.*)/.exec(d.body.textContent)[1]).join(' / '); }); ''",
    );
    assert_eq!(frames, "");
    run.group.run(Duration::from_secs(20));
    let result = run.eval("https://a.test/broken.xhtml", "window.result");
    assert_eq!(
        result,
        "html>parsererror,svg the entity \"undeclared\" is not defined / html>parsererror no root element"
    );
}
