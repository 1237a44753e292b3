//! `window.open`: auxiliary windows in the group (opener, name, closed, close,
//! postMessage both ways, the WindowProxy it returns), COOP and `noopener` putting a
//! window in a group of its own, bad input, how opened windows are measured (never a
//! cross-origin URL) and how `framescope run` reports them.
use std::process::Command;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::RealmInfo;
use serde_json::Value;
use url::Url;

use super::page::hosts;

const ISOLATED: &str =
    "Cross-Origin-Opener-Policy: same-origin\nCross-Origin-Embedder-Policy: require-corp\n";
fn run(name: &str, files: &[(&str, &str)], page: &str) -> BrowsingContextGroup {
    let root = hosts(&format!("open-{name}"), files);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse(page).expect("page url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    group
}

fn logs(group: &BrowsingContextGroup) -> Vec<String> {
    group.state().console_messages().into_iter().map(|m| m.text).collect()
}

fn realm(group: &BrowsingContextGroup, url: &str) -> RealmInfo {
    let realms = group.realms();
    realms
        .iter()
        .rev()
        .find(|r| r.url.as_str() == url)
        .cloned()
        .unwrap_or_else(|| panic!("no realm {url} in {realms:#?}"))
}

#[test]
fn a_same_origin_window_has_its_opener_name_and_messages() {
    let page = r#"<script>
        onmessage = (e) => {
          console.log(`top got ${e.data} from the popup: ${e.source === w}`);
          console.log(`same proxy again: ${window.open('', 'pop') === w}`);
          w.close();
          console.log(`closed: ${w.closed} ${w.opener === window}`);
        };
        var w = window.open('popup.html', 'pop');
        console.log(`open: ${typeof w} closed ${w.closed} url ${w.location.href} parent ${w.parent === w}`);
    </script>"#;
    let popup = r#"<script>
        console.log(`popup: opener ${opener === opener.top} name ${name} top ${top === self}`);
        opener.postMessage('hi', '*');
    </script>"#;
    let group = run("same", &[("a.test/index.html", page), ("a.test/popup.html", popup)], "https://a.test/");
    let logs = logs(&group);
    for expected in [
        "open: object closed false url about:blank parent true",
        "popup: opener true name pop top true",
        "top got hi from the popup: true",
        "same proxy again: true",
        "closed: true true",
    ] {
        assert!(logs.iter().any(|l| l == expected), "missing {expected:?} in {logs:?}");
    }
    let top = realm(&group, "https://a.test/");
    let popup = realm(&group, "https://a.test/popup.html");
    assert_eq!(popup.parent, None, "an opened window is a top-level tree of its own");
    assert_eq!(popup.opening.opener, Some(top.id));
    assert!(popup.opening.opened && popup.detached, "closed");
    assert_eq!(popup.opening.group, 0, "in the page's group");
    assert_eq!(popup.attribution_token.container, None);
}

#[test]
fn a_named_window_is_navigated_by_a_second_open() {
    let page = r#"<script>
        var w = window.open('one.html', 'target');
        onmessage = (e) => {
          if (e.data === 'one') {
            console.log(`again: ${window.open('two.html', 'target') === w}`);
          } else {
            console.log(`now ${e.data}: ${w.location.pathname}`);
          }
        };
    </script>"#;
    let one = "<script>opener.postMessage('one', '*')</script>";
    let two = "<script>opener.postMessage('two', '*')</script>";
    let group = run(
        "named",
        &[("a.test/index.html", page), ("a.test/one.html", one), ("a.test/two.html", two)],
        "https://a.test/",
    );
    let logs = logs(&group);
    assert!(logs.contains(&"again: true".to_string()), "{logs:?}");
    assert!(logs.contains(&"now two: /two.html".to_string()), "{logs:?}");
    assert!(realm(&group, "https://a.test/one.html").detached);
    assert_eq!(
        realm(&group, "https://a.test/two.html").opening.opener,
        Some(realm(&group, "https://a.test/").id)
    );
}

#[test]
fn cross_origin_windows_are_access_checked_and_message_both_ways() {
    let page = r#"<script>
        var w = window.open('https://b.test/popup.html');
        onmessage = (e) => {
          console.log(`from ${e.origin}: ${e.data}`);
          try { w.document; } catch (error) { console.log(`document: ${error.name}`); }
          w.postMessage('back', 'https://b.test');
        };
    </script>"#;
    let popup = r#"<script>
        try { opener.document; } catch (error) { console.log(`opener document: ${error.name}`); }
        onmessage = (e) => console.log(`popup got ${e.data} from ${e.origin}; closed ${opener.closed}`);
        opener.postMessage('hello', 'https://a.test');
    </script>"#;
    let group = run("cross", &[("a.test/index.html", page), ("b.test/popup.html", popup)], "https://a.test/");
    let logs = logs(&group);
    for expected in [
        "opener document: SecurityError",
        "from https://b.test: hello",
        "document: SecurityError",
        "popup got back from https://a.test; closed false",
    ] {
        assert!(logs.iter().any(|l| l == expected), "missing {expected:?} in {logs:?}");
    }
    let popup = realm(&group, "https://b.test/popup.html");
    assert_eq!(popup.opening.group, 0, "no COOP: the same group");
    assert!(popup.attribution_token.cross_origin_aggregated, "never measured under its own URL");
}

#[test]
fn noopener_and_coop_put_the_window_in_a_group_of_its_own() {
    let page = r#"<script>
        console.log(`noopener: ${window.open('a.html', '', 'noopener')}`);
        var w = window.open('https://b.test/coop.html');
        setTimeout(function check() {
          if (!w.closed) return setTimeout(check, 10);
          console.log('the COOP window is closed to its opener');
        }, 10);
    </script>"#;
    let a = "<script>console.log(`a: opener ${opener}`)</script>";
    let coop = "<script>console.log(`coop: opener ${opener}`)</script>";
    let group = run(
        "coop",
        &[
            ("a.test/index.html", page),
            ("a.test/index.html.headers", ISOLATED),
            ("a.test/a.html", a),
            ("b.test/coop.html", coop),
            ("b.test/coop.html.headers", ISOLATED),
        ],
        "https://a.test/",
    );
    let logs = logs(&group);
    for expected in
        ["noopener: null", "a: opener null", "coop: opener null", "the COOP window is closed to its opener"]
    {
        assert!(logs.iter().any(|l| l == expected), "missing {expected:?} in {logs:?}");
    }
    for url in ["https://a.test/a.html", "https://b.test/coop.html"] {
        let window = realm(&group, url);
        assert_ne!(window.opening.group, 0, "{url} is in a group of its own");
        assert_eq!(window.opening.opener, None);
        assert!(!window.detached, "{url} still runs");
    }
}

#[test]
fn bad_input_gives_the_specs_exceptions() {
    let page = r#"<script>
        try { window.open('https://exa mple.com:99999/'); } catch (e) { console.log(`bad url: ${e.name} ${e instanceof DOMException}`); }
        console.log(`blank: ${window.open().location.href}`);
        console.log(`self: ${window.open('', '_self') === window} ${window.open('', '_top') === window}`);
        let last;
        for (let i = 0; i < 120; i++) last = window.open();
        console.log(`after 120: ${last}`);
        console.log(`the page stays: ${(close(), closed)}`);
    </script>"#;
    let group = run("bad", &[("a.test/index.html", page)], "https://a.test/");
    let logs = logs(&group);
    for expected in [
        "bad url: SyntaxError true",
        "blank: about:blank",
        "self: true true",
        "after 120: null",
        "the page stays: false",
        "Scripts may close only the windows that were opened by them.",
    ] {
        assert!(logs.iter().any(|l| l == expected), "missing {expected:?} in {logs:?}");
    }
}

/// Measures from the top realm (as `framescope run --measure-memory` does) and returns
/// every attribution.
fn attributions(group: &mut BrowsingContextGroup) -> Vec<Value> {
    let measurement = group.measure_memory(Duration::from_secs(60)).expect("a measurement");
    let value = serde_json::to_value(&measurement).expect("json");
    value["breakdown"]
        .as_array()
        .expect("breakdown")
        .iter()
        .flat_map(|e| e["attribution"].as_array().cloned().unwrap_or_default())
        .collect()
}

#[test]
fn opened_windows_are_measured_without_revealing_cross_origin_urls() {
    // The top opens a same-origin window (with a frame) and a cross-origin one (with a
    // same-origin-to-it frame); a cross-origin frame of the top opens two windows.
    let page = r#"<iframe id=foo src="https://foo.test/frame.html"></iframe><script>
        window.open('same.html');
        window.open('https://bar.test/other.html');
    </script>"#;
    let frame = r#"<script>window.open('https://foo.test/from-foo.html'); window.open('https://a.test/back.html');</script>"#;
    let mut group = run(
        "measure",
        &[
            ("a.test/index.html", page),
            ("a.test/same.html", "<iframe id=inner src=inner.html></iframe>"),
            ("a.test/inner.html", ""),
            ("a.test/back.html", ""),
            ("bar.test/other.html", "<iframe src=nested.html></iframe>"),
            ("bar.test/nested.html", ""),
            ("foo.test/frame.html", frame),
            ("foo.test/from-foo.html", ""),
        ],
        "https://a.test/",
    );
    let all = attributions(&mut group);
    let text = serde_json::to_string(&all).expect("json");
    // (foo's container src is the top's own markup, which the top may see.)
    for secret in ["bar.test", "from-foo", "about:blank"] {
        assert!(!text.contains(secret), "{secret} appears in {text}");
    }
    assert!(all.iter().all(|a| !a["url"].as_str().unwrap_or_default().contains("foo.test")), "{text}");
    let find = |url: &str| all.iter().find(|a| a["url"] == url).cloned();
    let same = find("https://a.test/same.html").expect("the same-origin window");
    assert_eq!(same.get("container"), None, "a window has no container");
    let inner = find("https://a.test/inner.html").expect("its frame");
    assert_eq!(inner["container"]["id"], "inner");
    let back = find("https://a.test/back.html").expect("the window the cross-origin frame opened");
    assert_eq!(back.get("container"), None);
    let aggregated: Vec<&Value> = all.iter().filter(|a| a["scope"] == "cross-origin-aggregated").collect();
    assert!(
        aggregated.iter().any(|a| a["container"]["id"] == "foo"),
        "foo's frame and the window it opened share its entry: {text}"
    );
    assert!(
        aggregated.iter().any(|a| a.get("container").is_none()),
        "the cross-origin window the top opened is aggregated: {text}"
    );
}

#[test]
fn framescope_run_lists_opened_windows() {
    let root = hosts(
        "open-cli",
        &[
            ("a.test/index.html", "<script>window.open('popup.html', 'p')</script>"),
            ("a.test/popup.html", "<iframe src=frame.html></iframe>"),
            ("a.test/frame.html", ""),
        ],
    );
    let report = root.join("report.json");
    let output = Command::new(env!("CARGO_BIN_EXE_framescope"))
        .args(["run", "https://a.test/", "--hosts"])
        .arg(&root)
        .arg("--report")
        .arg(&report)
        .output()
        .expect("framescope runs");
    assert!(output.status.success(), "{output:?}");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains("https://a.test/popup.html (Window, origin https://a.test) (opened by [1])"),
        "{out}"
    );
    assert!(out.contains("    [4] https://a.test/frame.html"), "its frame is under it: {out}");
    let json: Value = serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    let realms = json["realms"].as_array().expect("realms");
    let popup = realms.iter().find(|r| r["url"] == "https://a.test/popup.html").expect("popup");
    assert_eq!(popup["opener"], 1);
    assert_eq!(popup["parent"], Value::Null);
    assert!(realms.iter().find(|r| r["url"] == "https://a.test/").expect("top").get("opener").is_none());
}

#[test]
fn a_frame_of_the_pages_origin_in_a_cross_origin_window_is_shown_as_its_token_says() {
    // Found by the random page trees (`page_trees.rs`): its token is not aggregated (§3.4
    // step 3, as under a cross-origin iframe), but the measurement judged its URL by the
    // opened window's origin and aggregated it, and its worker too.
    let page = "<script>window.open('https://b.test/window.html')</script>";
    let mut group = run(
        "same-in-cross",
        &[
            ("a.test/index.html", page),
            ("b.test/window.html", r#"<iframe id="back" src="https://a.test/back.html"></iframe>"#),
            ("a.test/back.html", "<script>new Worker('worker.js')</script>"),
            ("a.test/worker.js", "self.kept = [1];"),
        ],
        "https://a.test/",
    );
    let all = attributions(&mut group);
    let text = serde_json::to_string(&all).expect("json");
    assert!(!text.contains("window.html"), "{text}");
    for (url, scope) in
        [("https://a.test/back.html", "Window"), ("https://a.test/worker.js", "DedicatedWorkerGlobalScope")]
    {
        let found = all.iter().find(|a| a["url"] == url);
        let found = found.unwrap_or_else(|| panic!("{url} missing from {text}"));
        assert_eq!(found["scope"], scope);
        assert_eq!(found["container"]["id"], "back", "{text}");
    }
}
