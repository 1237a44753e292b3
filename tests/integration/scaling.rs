//! Cost linear in the page, checked by counting work, never by timing it: parsing a page
//! twice as large (deeper or wider) makes the DOM read about twice as many node records
//! (`BrowsingContextGroup::dom_work`), and loading twice the frames does twice the work of
//! every kind the group counts. The times are `framescope bench`'s.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::{BrowsingContextGroup, WorkCounts};
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::RealmId;
use url::Url;

use super::page::hosts;

/// Loads `body` as a page until idle; returns the group.
fn page(name: &str, body: &str) -> BrowsingContextGroup {
    let html = format!("<!doctype html><body>{body}");
    let root = hosts(&format!("scaling-{name}"), &[("scaling.test/index.html", html.as_str())]);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://scaling.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(120)), Outcome::Idle);
    group
}

fn eval(group: &mut BrowsingContextGroup, code: &str) -> String {
    group.eval(RealmId::MIN, code).unwrap_or_else(|e| panic!("{code} threw {}", e.message))
}

fn nested(divs: usize) -> String {
    format!("{}x{}", "<div>".repeat(divs), "</div>".repeat(divs))
}

fn siblings(divs: usize) -> String {
    "<div>x</div>".repeat(divs)
}

/// The DOM work of parsing `make(n)` and `make(2n)`, after checking each page has its
/// `n` divs.
fn work_at_two_sizes(name: &str, n: usize, make: fn(usize) -> String) -> (u64, u64) {
    let mut counts = Vec::new();
    for size in [n, 2 * n] {
        let mut group = page(&format!("{name}-{size}"), &make(size));
        let work = group.dom_work(RealmId::MIN).expect("the page's DOM work");
        assert_eq!(eval(&mut group, "document.getElementsByTagName('div').length"), size.to_string());
        counts.push(work);
    }
    (counts[0], counts[1])
}

/// At most a little more than twice the work for twice the page.
fn assert_linear(name: &str, (small, large): (u64, u64)) {
    assert!(small > 0, "{name}: no DOM work counted");
    let ratio = large as f64 / small as f64;
    assert!(ratio < 2.3, "{name}: twice the page took {ratio:.2}× the work ({small} → {large})");
}

#[test]
fn parsing_deep_and_wide_markup_does_linear_dom_work() {
    assert_linear("nested divs", work_at_two_sizes("nested", 3000, nested));
    assert_linear("sibling divs", work_at_two_sizes("siblings", 3000, siblings));
}

#[test]
fn the_parser_nests_elements_at_most_512_deep_as_chrome_does() {
    let mut group = page("depth", &nested(1000));
    let depth = r#"(() => {
      let deepest = 0;
      for (const div of document.getElementsByTagName("div")) {
        let depth = 0;
        for (let n = div; n; n = n.parentNode) depth++;
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    })()"#;
    // The document, html, body, then divs: an element that would be the 513th open
    // element goes into its would-be parent's parent instead (Blink's tree builder).
    let deepest: usize = eval(&mut group, depth).parse().expect("a depth");
    assert!((500..=515).contains(&deepest), "deepest div at depth {deepest}");
    assert_eq!(eval(&mut group, "document.getElementsByTagName('div').length"), "1000");
    assert_eq!(eval(&mut group, "document.body.textContent"), "x", "the text is still there, once");
}

/// Loads a page of `frames` sibling `<iframe src>`s (same-origin, each with a little
/// markup); returns the work the group counted and the DOM work of every realm together.
fn frames_loaded(frames: usize) -> (WorkCounts, u64) {
    let body = "<iframe src=\"child.html\"></iframe>".repeat(frames);
    let html = format!(
        "<!doctype html><body>{body}<script>var loads = 0; for (const f of document.querySelectorAll('iframe')) f.onload = () => loads++;</script>"
    );
    let root = hosts(
        &format!("scaling-frames-{frames}"),
        &[
            ("scaling.test/index.html", html.as_str()),
            (
                "scaling.test/child.html",
                "<!doctype html><p>child <b>frame</b></p><script>document.title = 'c'</script>",
            ),
        ],
    );
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    let top = group.load(Url::parse("https://scaling.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(300)), Outcome::Idle);
    assert_eq!(
        group.eval(top, "[frames.length, loads].join()").as_deref(),
        Ok(format!("{frames},{frames}").as_str())
    );
    // Taken before the look at every realm below, which scans the realm table.
    let work = group.state().work();
    let realms = group.realms();
    assert_eq!(realms.len(), 1 + frames);
    let dom: u64 = realms.iter().map(|r| group.dom_work(r.id).expect("a realm's DOM work")).sum();
    (work, dom)
}

#[test]
fn loading_many_frames_does_linear_work() {
    // The issue measured 1 000 sibling frames in 52 s and 5 000 never finishing: each
    // frame's load must cost the same however many came before it.
    let (few, few_dom) = frames_loaded(60);
    let (more, more_dom) = frames_loaded(120);
    // One realm per frame, each from the snapshot; no scan of the realm table at all.
    assert_eq!((few.snapshot_realms, more.snapshot_realms), (61, 121));
    assert_eq!((few.realm_scan_steps, more.realm_scan_steps), (0, 0), "{few:?} {more:?}");
    assert_linear("frames' DOM work", (few_dom, more_dom));
    // Searches of the task queue: none, or a few tasks per frame, never the whole queue
    // of pending frame loads for each frame.
    if few.task_scan_steps > 0 {
        assert_linear("task-queue scans", (few.task_scan_steps, more.task_scan_steps));
    } else {
        assert_eq!(more.task_scan_steps, 0, "{few:?} {more:?}");
    }
}

/// The DOM work of running `code` in a page of `make(n)`, and in one of `make(2n)`.
fn script_work_at_two_sizes(name: &str, n: usize, make: fn(usize) -> String, code: &str) -> (u64, u64) {
    let mut counts = Vec::new();
    for size in [n, 2 * n] {
        let mut group = page(&format!("{name}-{size}"), &make(size));
        let before = group.dom_work(RealmId::MIN).expect("the page's DOM work");
        assert_eq!(eval(&mut group, code), size.to_string(), "{name}");
        counts.push(group.dom_work(RealmId::MIN).expect("the page's DOM work") - before);
    }
    (counts[0], counts[1])
}

#[test]
fn walking_siblings_reading_urls_after_changes_and_nth_selectors_do_linear_dom_work() {
    // nextSibling and previousSibling over a wide tree: the index of a node among its
    // siblings is kept from one step to the next. (It was looked up with an indexOf over
    // the children, which the count does not see: this part holds the counted
    // renumbering linear; the time is `framescope bench`'s.)
    let walk = "(() => { let c = 0; for (let n = document.body.firstChild; n; n = n.nextSibling) c++; \
                for (let n = document.body.lastChild; n; n = n.previousElementSibling) c--; return c + document.body.children.length; })()";
    assert_linear("a walk by siblings", script_work_at_two_sizes("walk", 3000, siblings, walk));
    // A URL read after each change, in a page with no <base>: no walk of the document for
    // one (each read walked all of it).
    let links = "(() => { const n = document.body.children.length; let c = 0; for (let i = 0; i < n; i++) { \
                 const a = document.createElement('a'); a.href = 'p' + i; document.body.append(a); \
                 if (a.href.endsWith('/p' + i)) c++; } return c; })()";
    assert_linear("links read as they are added", script_work_at_two_sizes("links", 1500, siblings, links));
    // :nth-* over many siblings: each parent's positions found once per query.
    let odd =
        "document.querySelectorAll('div:nth-child(2n+1), div:nth-last-of-type(2n+1), div:only-child').length";
    assert_linear("nth selectors", script_work_at_two_sizes("nth", 3000, siblings, odd));
}
