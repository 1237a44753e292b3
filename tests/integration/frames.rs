//! Scripted pages: the DOM, frames built, navigated and removed from script,
//! contentWindow rules across origins, crossOriginIsolated.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::RealmInfo;
use url::Url;

use super::page::hosts;

struct Page {
    group: BrowsingContextGroup,
}

impl Page {
    fn open(name: &str, files: &[(&str, &str)], url: &str) -> Self {
        let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts(name, files))));
        group.load(Url::parse(url).expect("url"));
        assert_eq!(group.run(Duration::from_secs(20)), Outcome::Idle);
        Self { group }
    }

    fn realms(&self) -> Vec<RealmInfo> {
        self.group.realms()
    }

    fn logs(&self) -> Vec<String> {
        self.group.state().console_messages().into_iter().map(|m| m.text).collect()
    }

    fn errors(&self) -> Vec<String> {
        self.group.state().errors().into_iter().map(|e| e.message).collect()
    }

    /// Evaluates in the top realm, then runs the loop until idle again.
    fn eval(&mut self, code: &str) -> String {
        let top = self.realms()[0].id;
        let result = match self.group.eval(top, code) {
            Ok(value) => value,
            Err(error) => format!("threw {}", error.message),
        };
        assert_eq!(self.group.run(Duration::from_secs(20)), Outcome::Idle);
        result
    }
}

#[test]
fn the_dom_grows_with_the_parser() {
    let mut page = Page::open(
        "dom",
        &[(
            "example.com/index.html",
            r#"<!doctype html><html lang="en"><head><title>T</title></head>
<body class="b"><p id="first" class="x y">one</p>
<script>console.log(document.getElementById("first").textContent, document.getElementById("later"));</script>
<div id="later"><span>a</span><span class="y">b</span></div></body></html>"#,
        )],
        "https://example.com/",
    );
    assert_eq!(page.logs(), ["one null"]);
    assert_eq!(page.eval("document.documentElement.getAttribute('lang') + document.head.children.length + document.body.className"), "en1b");
    assert_eq!(
        page.eval(
            "document.querySelectorAll('.y').length + ':' + document.querySelector('#later > .y').textContent"
        ),
        "2:b"
    );
    assert_eq!(page.eval("document.querySelector('div span + b')"), "null");
    assert_eq!(page.eval("document.querySelector('#later span + span').className"), "y");
    assert_eq!(
        page.eval("document.querySelector('div >')"),
        "threw SyntaxError: 'div >' is not a valid selector."
    );
    assert_eq!(page.eval("document.getElementsByTagName('span').length + document.title"), "2T");
    assert_eq!(
        page.eval("const d = document.createElement('div'); d.id = 'new'; d.append('text', document.createElement('b')); document.body.appendChild(d); document.getElementById('new').childNodes.length + d.tagName + d.isConnected"),
        "2DIVtrue"
    );
    assert_eq!(page.eval("document.getElementById('new').remove(); document.getElementById('new')"), "null");
    assert_eq!(
        page.eval("try { document.body.removeChild(document.createElement('i')) } catch (e) { e.name }"),
        "NotFoundError"
    );
    assert_eq!(
        page.eval("try { document.body.appendChild(document.documentElement) } catch (e) { e.name }"),
        "HierarchyRequestError"
    );
}

#[test]
fn a_frame_built_from_script_loads_and_reports_its_window() {
    let mut page = Page::open(
        "scripted",
        &[
            (
                "example.com/index.html",
                r#"<body><script>
  const f = document.createElement("iframe");
  f.id = "made";
  f.src = "child.html";
  f.onload = () => console.log("iframe load", f.contentWindow === frames[0], f.contentDocument.title, length);
  document.body.append(f);
  console.log("before load", f.contentWindow);
</script>"#,
            ),
            (
                "example.com/child.html",
                "<title>Child</title><script>console.log('child', frameElement.id, parent === top)</script>",
            ),
        ],
        "https://example.com/",
    );
    // Read before its document loaded, the frame has its initial about:blank window.
    assert_eq!(page.logs(), ["before load [object Window]", "child made true", "iframe load true Child 1"]);
    let child = page.realms().into_iter().find(|r| r.url.path() == "/child.html").expect("the child's realm");
    assert_eq!(
        child.container.as_ref().map(|c| (c.id.as_str(), c.src.as_str())),
        Some(("made", "child.html"))
    );
    assert_eq!(
        page.eval(
            "frames[0].document.title + ' ' + window[0].location.pathname + ' ' + (window[1] === undefined)"
        ),
        "Child /child.html true"
    );
}

#[test]
fn setting_src_navigates_and_keeps_the_window_proxy() {
    let mut page = Page::open(
        "navigate",
        &[
            ("example.com/index.html", r#"<iframe id="f" src="a.html"></iframe>"#),
            ("example.com/a.html", "<script>var marker = 'a'</script>"),
            ("example.com/b.html", "<script>var marker = 'b'</script>"),
        ],
        "https://example.com/",
    );
    assert_eq!(page.eval("globalThis.w = document.getElementById('f').contentWindow; w.marker"), "a");
    page.eval("document.getElementById('f').src = 'b.html'");
    assert_eq!(
        page.eval("[w === document.getElementById('f').contentWindow, w.marker, w.location.href].join()"),
        "true,b,https://example.com/b.html"
    );
    let realms = page.realms();
    assert_eq!(realms.len(), 3);
    assert!(realms[1].detached && !realms[2].detached);
    assert_eq!(realms[2].container.as_ref().map(|c| c.src.as_str()), Some("b.html"));
}

#[test]
fn a_client_side_redirect_leaves_url_and_src_apart() {
    let mut page = Page::open(
        "client-redirect",
        &[
            (
                "example.com/index.html",
                r#"<iframe id="example-id" src="redirect.html?target=iframe.html"></iframe>"#,
            ),
            (
                "example.com/redirect.html",
                "<script>onload = () => location.replace(location.search.slice('?target='.length));</script>",
            ),
            ("example.com/iframe.html", "<script>console.log('arrived', location.href)</script>"),
        ],
        "https://example.com/",
    );
    assert_eq!(page.logs(), ["arrived https://example.com/iframe.html"]);
    let current = page.realms().into_iter().find(|r| !r.detached && r.parent.is_some()).expect("frame");
    assert_eq!(current.url.as_str(), "https://example.com/iframe.html");
    let token = current.attribution_token.container.as_ref().expect("container");
    assert_eq!((token.id.as_str(), token.src.as_str()), ("example-id", "redirect.html?target=iframe.html"));
    assert_eq!(
        page.eval("document.getElementById('example-id').contentWindow.location.href"),
        "https://example.com/iframe.html"
    );
}

#[test]
fn a_frame_navigating_itself_while_its_parent_loads_still_delays_the_parent_load() {
    // The redirect runs while the page is loading: the frame's new document delays the
    // page's `load` as its first one did, and `load` still comes, after it.
    let page = Page::open(
        "self-navigation-during-load",
        &[
            (
                "example.com/index.html",
                "<iframe src=first.html></iframe><script>onload = () => console.log('page load');</script>",
            ),
            (
                "example.com/first.html",
                "<script>if (!location.search) location.href = 'first.html?second';</script>",
            ),
            ("example.com/first.html?second", ""),
        ],
        "https://example.com/",
    );
    let second = page.realms().into_iter().find(|r| r.url.as_str().ends_with("?second")).expect("second");
    assert!(!second.detached);
    assert_eq!(page.logs(), ["page load"], "{:?}", page.errors());
}

#[test]
fn a_frame_navigated_by_its_parent_while_loading_still_delays_the_parent_load() {
    // The same wait, when the parent changes the frame's src while the frame's first
    // document is still loading (its script sets the new src before the frame is loaded).
    let page = Page::open(
        "src-change-during-load",
        &[
            (
                "example.com/index.html",
                "<iframe id=f src=first.html></iframe><script>onload = () => console.log('page load');</script>",
            ),
            (
                "example.com/first.html",
                "<script>parent.document.getElementById('f').src = 'second.html';</script>",
            ),
            ("example.com/second.html", ""),
        ],
        "https://example.com/",
    );
    let second = page.realms().into_iter().find(|r| r.url.as_str().ends_with("second.html")).expect("second");
    assert!(!second.detached);
    assert_eq!(page.logs(), ["page load"], "{:?}", page.errors());
}

#[test]
fn removing_a_frame_detaches_its_realm_and_drops_its_timers() {
    let mut page = Page::open(
        "remove",
        &[
            (
                "example.com/index.html",
                r#"<iframe id="f" src="child.html"></iframe><script>onload = () => document.getElementById("f").remove();</script>"#,
            ),
            (
                "example.com/child.html",
                "<iframe src='grandchild.html'></iframe><script>setTimeout(() => console.log('late'), 5000); console.log('child ran')</script>",
            ),
            // Timers far later than the load (so a busy machine does not fire them first);
            // were they kept, the run would wait for them and log.
            ("example.com/grandchild.html", "<script>setInterval(() => console.log('tick'), 3000)</script>"),
        ],
        "https://example.com/",
    );
    assert_eq!(page.logs(), ["child ran"], "the removed frames' timers never fired");
    let realms = page.realms();
    assert!(realms[1].detached && realms[2].detached, "removal detaches the whole subtree");
    assert!(realms[1].attribution_token.container.is_some(), "tokens stay for reporting");
    assert_eq!(page.eval("String(document.getElementById('f'))"), "null");
    assert_eq!(page.eval("length"), "0");
}

#[test]
fn cross_origin_content_windows_follow_the_html_rules() {
    let mut page = Page::open(
        "cross",
        &[
            ("example.com/index.html", r#"<iframe id="x" src="https://foo.com/x.html"></iframe>"#),
            (
                "foo.com/x.html",
                "<iframe src='inner.html'></iframe><script>console.log('frameElement', frameElement)</script>",
            ),
            ("foo.com/inner.html", ""),
        ],
        "https://example.com/",
    );
    assert_eq!(page.logs(), ["frameElement null"]);
    assert_eq!(page.eval("const x = document.getElementById('x'); String(x.contentDocument)"), "null");
    assert_eq!(page.eval("try { x.contentWindow.document; 'read' } catch (e) { e.name }"), "SecurityError");
    assert_eq!(
        page.eval("try { x.contentWindow.location.href; 'read' } catch (e) { e.name }"),
        "SecurityError"
    );
    assert_eq!(page.eval("[x.contentWindow === frames[0], x.contentWindow.length, x.contentWindow.top === window, x.contentWindow[0] === x.contentWindow.frames[0], x.contentWindow.parent === window].join()"), "true,1,true,true,true");
}

#[test]
fn navigation_outside_the_hosts_gives_an_empty_document() {
    let mut page = Page::open(
        "outside",
        &[("example.com/index.html", r#"<iframe id="f" src="about:blank"></iframe>"#)],
        "https://example.com/",
    );
    page.eval("document.getElementById('f').src = 'https://elsewhere.test/page.html'");
    let realms = page.realms();
    assert_eq!(
        realms.last().map(|r| (r.url.as_str(), r.status)),
        Some(("https://elsewhere.test/page.html", 404))
    );
    assert!(
        page.errors().iter().any(|e| e.starts_with("404 Not Found: https://elsewhere.test/page.html")),
        "{:?}",
        page.errors()
    );
    assert_eq!(
        page.eval("try { location.href = 'http://[bad'; 'navigated' } catch (e) { e.name }"),
        "SyntaxError"
    );
}

#[test]
fn cross_origin_isolation_needs_coop_coep_and_opt_in_frames() {
    let page = Page::open(
        "coi",
        &[
            (
                "example.com/index.html",
                r#"<script>console.log('top', crossOriginIsolated, isSecureContext)</script>
<iframe src="same-coep.html"></iframe><iframe src="same-plain.html"></iframe>
<iframe src="https://foo.com/corp.html"></iframe><iframe src="https://foo.com/no-corp.html"></iframe>"#,
            ),
            (
                "example.com/index.html.headers",
                "Cross-Origin-Opener-Policy: same-origin\nCross-Origin-Embedder-Policy: require-corp\n",
            ),
            ("example.com/same-coep.html", "<script>console.log('same-coep', crossOriginIsolated)</script>"),
            ("example.com/same-coep.html.headers", "Cross-Origin-Embedder-Policy: require-corp\n"),
            (
                "example.com/same-plain.html",
                "<script>console.log('same-plain', crossOriginIsolated)</script>",
            ),
            ("foo.com/corp.html", "<script>console.log('corp', crossOriginIsolated)</script>"),
            (
                "foo.com/corp.html.headers",
                "Cross-Origin-Embedder-Policy: require-corp\nCross-Origin-Resource-Policy: cross-origin\n",
            ),
            ("foo.com/no-corp.html", "<script>console.log('no-corp ran')</script>"),
        ],
        "https://example.com/",
    );
    assert_eq!(page.logs(), ["top true true", "same-coep true", "same-plain false", "corp true"]);
    assert!(
        page.errors()
            .iter()
            .any(|e| e.contains("no-corp.html: blocked by the parent's Cross-Origin-Embedder-Policy")),
        "{:?}",
        page.errors()
    );

    let plain = Page::open(
        "no-coi",
        &[("a.test/index.html", "<script>console.log(crossOriginIsolated, isSecureContext)</script>")],
        "http://a.test/",
    );
    assert_eq!(plain.logs(), ["false false"]);
}

#[test]
fn post_message_between_frames_follows_the_origin_rules() {
    let page = Page::open(
        "messages",
        &[
            (
                "example.com/index.html",
                r#"<body><iframe id="same" src="same.html"></iframe><iframe id="cross" src="https://foo.com/cross.html"></iframe>
<script>
  addEventListener("message", (e) => {
    console.log("top got", JSON.stringify(e.data), e.origin, e.source === frames[0] ? "same" : e.source === frames[1] ? "cross" : "?", e.isTrusted, e instanceof MessageEvent);
  });
  onload = () => {
    frames[0].postMessage({ n: 1 }, "/");
    frames[1].postMessage("to foo, wrong origin", "https://example.com");
    frames[1].postMessage("to foo", "https://foo.com");
    frames[1].postMessage("to foo, any", { targetOrigin: "*" });
    console.log("posted, nothing delivered yet");
  };
</script>"#,
            ),
            (
                "example.com/same.html",
                r#"<script>onmessage = (e) => { console.log("same got", e.data.n, e.origin, e.source === parent); parent.postMessage({ back: [1, 2] }, "*"); };</script>"#,
            ),
            (
                "foo.com/cross.html",
                r#"<script>
  onmessage = (e) => console.log("foo got", e.data, e.origin, e.source === parent);
  parent.postMessage("hello top", "https://example.com");
  parent.postMessage("never: wrong origin", "https://bar.com");
</script>"#,
            ),
        ],
        "https://example.com/",
    );
    assert_eq!(
        page.logs(),
        [
            "top got \"hello top\" https://foo.com cross true true",
            "posted, nothing delivered yet",
            "same got 1 https://example.com true",
            "foo got to foo https://example.com true",
            "foo got to foo, any https://example.com true",
            "top got {\"back\":[1,2]} https://example.com same true true",
        ]
    );
}

#[test]
fn structured_clone_and_data_clone_errors() {
    let mut page = Page::open("clone", &[("example.com/index.html", "")], "https://example.com/");
    assert_eq!(
        page.eval("const o = { d: new Date(0), m: new Map([[1, 'a']]), list: [1, 2] }; o.self = o; const c = structuredClone(o); [c !== o, c.self === c, c.d.getTime(), c.m.get(1), c.list.length].join()"),
        "true,true,0,a,2"
    );
    assert_eq!(
        page.eval("try { structuredClone(() => 1) } catch (e) { `${e instanceof DOMException} ${e.name}` }"),
        "true DataCloneError"
    );
    assert_eq!(page.eval("try { postMessage({ f() {} }, '*') } catch (e) { e.name }"), "DataCloneError");
    assert_eq!(page.eval("try { postMessage(1, 'not a url') } catch (e) { e.name }"), "SyntaxError");
    assert_eq!(
        page.eval("const b = new ArrayBuffer(8); const t = structuredClone(b, { transfer: [b] }); [b.byteLength, t.byteLength].join()"),
        "0,8"
    );
    assert_eq!(
        page.eval("try { structuredClone(1, { transfer: [{}] }) } catch (e) { e.name }"),
        "DataCloneError"
    );
}

#[test]
fn message_channels_between_realms() {
    let page = Page::open(
        "channels",
        &[
            (
                "example.com/index.html",
                r#"<body><iframe src="https://foo.com/echo.html"></iframe><script>
  const { port1, port2 } = new MessageChannel();
  onload = () => frames[0].postMessage("here is a port", "*", [port2]);
  port1.onmessage = (e) => {
    console.log("top got", e.data, e.ports.length);
    if (e.ports.length) { e.ports[0].onmessage = (m) => console.log("on the second channel", m.data); }
  };
  const queued = new MessageChannel();
  queued.port2.postMessage("waits for start()");
  setTimeout(() => { queued.port1.addEventListener("message", (e) => console.log(e.data)); queued.port1.start(); }, 5);
  try { port1.postMessage(1, [port1]); } catch (e) { console.log("self transfer:", e.name); }
</script>"#,
            ),
            (
                "foo.com/echo.html",
                r#"<script>
  onmessage = (e) => {
    const port = e.ports[0];
    port.postMessage(`echo: ${e.data} (${e.ports.length} port from ${e.origin})`);
    const second = new MessageChannel();
    port.postMessage("and another", [second.port2]);
    second.port1.postMessage("over the second channel");
  };
</script>"#,
            ),
        ],
        "https://example.com/",
    );
    let mut logs = page.logs();
    let first = logs.iter().position(|l| l.starts_with("top got echo")).expect("echo");
    assert!(logs[first + 1..].iter().any(|l| l == "top got and another 1"), "{logs:?}");
    logs.sort();
    assert_eq!(
        logs,
        [
            "on the second channel over the second channel",
            "self transfer: DataCloneError",
            "top got and another 1",
            "top got echo: here is a port (1 port from https://example.com) 0",
            "waits for start()",
        ]
    );
}

#[test]
fn review_regressions_in_frames_and_messaging() {
    let mut page = Page::open(
        "regressions",
        &[
            (
                "example.com/index.html",
                r##"<body><script>
  // Appended, then given a src: one realm, one load.
  const f = document.createElement("iframe");
  document.body.appendChild(f);
  f.src = "ticker.html";
  let loads = 0;
  f.onload = () => { loads++; console.log("frames", length, frames[0] === f.contentWindow, loads); f.remove(); };
  // The parser's insertions do not go through a page's appendChild.
  const original = Node.prototype.appendChild;
  Node.prototype.appendChild = function () { console.log("appendChild was called"); return original.apply(this, arguments); };
  // A fragment navigation stays in the document.
  location.href = "#top";
  console.log("hash", location.hash);
  // postMessage(message) defaults to the same origin.
  addEventListener("message", (e) => console.log("one-argument postMessage:", e.data));
  postMessage("hi");
  // A due timer is not held back by a flood of port messages.
  const { port1, port2 } = new MessageChannel();
  let received = 0;
  port1.onmessage = () => { received++; };
  for (let i = 0; i < 2000; i++) port2.postMessage(i);
  setTimeout(() => console.log("timer before the flood drained:", received < 2000), 0);
</script><p>parsed after the script</p>"##,
            ),
            ("example.com/ticker.html", "<script>setInterval(() => console.log('tick'), 1)</script>"),
        ],
        "https://example.com/",
    );
    let logs = page.logs();
    assert!(logs.contains(&"hash #top".to_string()), "{logs:?}");
    assert!(logs.contains(&"one-argument postMessage: hi".to_string()), "{logs:?}");
    assert!(logs.contains(&"timer before the flood drained: true".to_string()), "{logs:?}");
    assert!(logs.contains(&"frames 1 true 1".to_string()), "{logs:?}");
    assert!(!logs.iter().any(|l| l == "appendChild was called"), "{logs:?}");
    let realms = page.realms();
    assert_eq!(realms.len(), 2, "no second realm for the frame, no reload for the fragment");
    assert_eq!(realms[0].url.as_str(), "https://example.com/#top");
    assert!(realms[1].detached, "removed");
    assert_eq!(page.eval("String(frames.length)"), "0");
}

#[test]
fn an_embed_shows_a_document_as_a_frame_and_an_image_without_one() {
    // Two embeds of documents (one cross-origin) and one of an image type; then one made
    // by script.
    let mut page = Page::open(
        "embed",
        &[
            (
                "example.com/index.html",
                r#"<embed id=doc src="inner.html"><embed id=x src="https://other.test/x.html">
<embed id=img type="image/png" src="pic.png"><script>
window.onload = () => console.log("frames", window.length, typeof document.getElementById("doc").contentWindow);
</script>"#,
            ),
            ("example.com/inner.html", "<script>console.log('inner', parent !== window)</script>"),
            ("example.com/pic.png", "not a png"),
            ("other.test/x.html", "<p>x</p>"),
            ("example.com/late.html", "<script>console.log('late')</script>"),
        ],
        "https://example.com/",
    );
    let realms = page.realms();
    let containers: Vec<_> = realms[1..]
        .iter()
        .map(|r| r.container.as_ref().map(|c| (format!("{:?}", c.kind), c.id.clone(), c.src.clone())))
        .collect();
    assert_eq!(
        containers,
        vec![
            Some(("Embed".into(), "doc".into(), "inner.html".into())),
            Some(("Embed".into(), "x".into(), "https://other.test/x.html".into())),
        ]
    );
    assert_eq!(page.logs(), vec!["inner true", "frames 2 undefined"]);
    assert!(page.errors().is_empty(), "{:?}", page.errors());
    // Measure Memory names a same-origin embed by its container's src, and aggregates the
    // cross-origin one without its URL.
    let measurement = page.group.measure_memory(Duration::from_secs(60)).expect("a measurement");
    let attributions: Vec<(String, String)> = measurement
        .breakdown
        .iter()
        .flat_map(|e| e.attribution.iter())
        .filter_map(|a| a.container.as_ref().map(|c| (a.url.clone(), c.src.clone())))
        .collect();
    assert!(
        attributions.contains(&("https://example.com/inner.html".into(), "inner.html".into())),
        "{attributions:?}"
    );
    assert!(
        attributions.contains(&("cross-origin-url".into(), "https://other.test/x.html".into())),
        "{attributions:?}"
    );
    assert_eq!(
        page.eval(
            "const e = document.createElement('embed'); e.src = 'late.html'; document.body.append(e); 1"
        ),
        "1"
    );
    assert_eq!(page.realms().len(), 4);
    assert_eq!(page.logs().last().map(String::as_str), Some("late"));
}
