//! One DOM for the page's realms, and what it must not open: same-origin realms hand each
//! other nodes and events (internal slots shared by the isolate's realms), while a
//! cross-origin realm's objects stay out of reach, the slots stay invisible to pages, and
//! a proxy is never taken for a platform object.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use url::Url;

use super::page::hosts;

/// Runs `https://a.test/` from `files` until idle; its console lines and its errors.
fn run(name: &str, files: &[(&str, &str)]) -> (Vec<String>, Vec<String>) {
    let root = hosts(name, files);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://a.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    let logs = group.state().console_messages().into_iter().map(|m| m.text).collect();
    let errors = group.state().errors().into_iter().map(|e| e.message).collect();
    (logs, errors)
}

/// Each `name: value` line the page logged with `check(name, value)`.
const CHECK: &str = "<script>const check = (name, f) => { let v; try { v = f(); } catch (e) { v = e.name; } console.log(name + ': ' + v); };</script>";

#[test]
fn cross_origin_realms_stay_out_of_reach() {
    let top = format!(
        "{CHECK}<iframe id=x src='https://b.test/frame.html'></iframe><iframe id=s srcdoc='<p id=p>same</p>'></iframe>\
         <script>onload = () => {{\
           const x = document.getElementById('x').contentWindow;\
           check('cross-origin document', () => x.document);\
           check('cross-origin contentDocument', () => document.getElementById('x').contentDocument);\
           check('addEventListener on a cross-origin window', () => {{ EventTarget.prototype.addEventListener.call(x, 'message', () => {{}}); return 'added'; }});\
           check('dispatchEvent on a cross-origin window', () => EventTarget.prototype.dispatchEvent.call(x, new Event('message')));\
           check('KeyboardEvent view: a cross-origin window', () => new KeyboardEvent('k', {{ view: x }}).view === x);\
           const s = document.getElementById('s').contentWindow;\
           check('same-origin addEventListener', () => {{ EventTarget.prototype.addEventListener.call(s, 'x', () => console.log('same-origin listener ran')); return s.dispatchEvent(new Event('x')); }});\
           check('KeyboardEvent view: a same-origin window', () => new KeyboardEvent('k', {{ view: s }}).view === s);\
         }};</script>"
    );
    let frame = "<script>addEventListener('message', () => console.log('LEAK: the cross-origin frame got an event'));</script>";
    let (logs, errors) =
        run("one-dom-cross-origin", &[("a.test/index.html", &top), ("b.test/frame.html", frame)]);
    let expected = [
        "cross-origin document: SecurityError",
        "cross-origin contentDocument: null",
        "addEventListener on a cross-origin window: SecurityError",
        "dispatchEvent on a cross-origin window: SecurityError",
        "KeyboardEvent view: a cross-origin window: SecurityError",
        "same-origin listener ran",
        "same-origin addEventListener: true",
        "KeyboardEvent view: a same-origin window: true",
    ];
    assert_eq!(logs, expected, "errors: {errors:?}");
    assert!(!logs.iter().any(|l| l.contains("LEAK")));
}

#[test]
fn internal_slots_are_invisible_to_pages_and_proxies_are_no_platform_objects() {
    let top = format!(
        "{CHECK}<iframe id=s srcdoc='<p id=p>same</p>'></iframe>\
         <script>onload = () => {{\
           const node = document.getElementById('s').contentDocument.getElementById('p');\
           const event = new Event('e');\
           check('own keys of a node', () => Reflect.ownKeys(node).length);\
           check('own symbols of an event', () => Object.getOwnPropertySymbols(event).map(String).join());\
           check('own keys of the window include no slot', () => Reflect.ownKeys(window).filter((k) => typeof k === 'symbol').map(String).join());\
           check('for-in of a node, own', () => {{ let n = 0; for (const k in node) if (Object.hasOwn(node, k)) n++; return n; }});\
           check('structuredClone of a node', () => structuredClone(node));\
           let trapped = 0;\
           const proxy = new Proxy(node, {{ get(t, k, r) {{ trapped++; return Reflect.get(t, k); }}, getPrototypeOf(t) {{ trapped++; return Reflect.getPrototypeOf(t); }} }});\
           check('appendChild of a proxy of a node', () => document.body.appendChild(proxy));\
           check('dispatchEvent of a proxy of an event', () => document.body.dispatchEvent(new Proxy(event, {{}})));\
           check('a node getter on a proxy', () => Object.getOwnPropertyDescriptor(Node.prototype, 'nodeType').get.call(proxy));\
           console.log('proxy traps run by brand checks: ' + trapped);\
         }};</script>"
    );
    let (logs, errors) = run("one-dom-slots", &[("a.test/index.html", &top)]);
    let expected = [
        "own keys of a node: 0",
        "own symbols of an event: ",
        "own keys of the window include no slot: Symbol(Symbol.toStringTag)",
        "for-in of a node, own: 0",
        "structuredClone of a node: DataCloneError",
        "appendChild of a proxy of a node: TypeError",
        "dispatchEvent of a proxy of an event: TypeError",
        "a node getter on a proxy: TypeError",
        "proxy traps run by brand checks: 0",
    ];
    assert_eq!(logs, expected, "errors: {errors:?}");
}
