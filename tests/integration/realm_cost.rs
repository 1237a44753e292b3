//! What a realm costs, checked by counting work, never by timing it: the platform's
//! JavaScript is compiled once per isolate however many realms there are, and frame
//! operations (creating, listing, navigating and removing frames) do not scan the realm
//! table, so a frame costs the same with 20 realms as with 80.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::{BrowsingContextGroup, WorkCounts};
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::RealmId;
use url::Url;

use super::page::hosts;

/// A page whose script creates `frames` same-origin iframes, loaded and run until idle.
fn page_with_frames(frames: usize) -> BrowsingContextGroup {
    let index = format!(
        "<!doctype html><body><script>for (let i = 0; i < {frames}; i++) document.body.appendChild(document.createElement('iframe'));</script>"
    );
    let root = hosts(
        &format!("realm-cost-{frames}"),
        &[
            ("realms.test/index.html", index.as_str()),
            ("realms.test/child.html", "<!doctype html><p>child</p>"),
        ],
    );
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://realms.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    group
}

/// Evaluates `code` in the top realm (the first), then runs the loop until idle again.
fn eval(group: &mut BrowsingContextGroup, code: &str) -> String {
    let result = group.eval(RealmId::MIN, code).unwrap_or_else(|e| panic!("{code} threw {}", e.message));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    result
}

/// Whether `frames[i]` is the i-th iframe's contentWindow for every iframe, and each
/// frame's URL ends with `suffix`.
const FRAMES_IN_ORDER: &str = r#"(suffix) => {
  const iframes = document.querySelectorAll("iframe");
  if (frames.length !== iframes.length) return `frames.length ${frames.length}, ${iframes.length} iframes`;
  for (let i = 0; i < iframes.length; i++) {
    if (frames[i] !== iframes[i].contentWindow) return `frames[${i}] is not iframe ${i}'s window`;
    if (!frames[i].location.href.endsWith(suffix)) return `frames[${i}] is at ${frames[i].location.href}`;
  }
  return "in order";
}"#;

/// Creates `frames` frames, lists them, navigates each twice in one task (the first
/// navigation is superseded while queued), removes every other one; returns the work
/// counted and the number of realms made.
fn frame_operations(frames: usize) -> (WorkCounts, usize) {
    let mut group = page_with_frames(frames);
    assert_eq!(eval(&mut group, &format!("({FRAMES_IN_ORDER})('about:blank')")), "in order");
    eval(
        &mut group,
        r#"for (const f of document.querySelectorAll("iframe")) { f.src = "child.html?a"; f.src = "child.html?b"; }"#,
    );
    assert_eq!(eval(&mut group, &format!("({FRAMES_IN_ORDER})('child.html?b')")), "in order");
    eval(&mut group, r#"document.querySelectorAll("iframe").forEach((f, i) => { if (i % 2) f.remove(); })"#);
    assert_eq!(eval(&mut group, &format!("({FRAMES_IN_ORDER})('child.html?b')")), "in order");
    assert_eq!(eval(&mut group, "frames.length"), (frames / 2).to_string());
    // Taken before the test's own look at every realm below, which scans.
    let work = group.state().work();
    // The top realm, the about:blank frames, and the child.html?b documents: the
    // superseded child.html?a navigations never made a realm.
    let realms = group.realms();
    assert_eq!(realms.len(), 1 + 2 * frames);
    assert!(realms.iter().all(|r| !r.url.as_str().ends_with("?a")));
    (work, realms.len())
}

#[test]
fn platform_scripts_are_compiled_once_per_isolate() {
    let one = page_with_frames(0);
    let once = one.state().work().platform_compilations;
    assert!(once > 0, "the bootstrap compiled nothing");
    assert_eq!(one.state().work().platform_runs, once, "one realm runs each platform script once");

    let many = page_with_frames(40);
    let work = many.state().work();
    assert_eq!(many.realms().len(), 41);
    assert_eq!(work.platform_compilations, once, "41 realms compile what one realm compiles");
    assert_eq!(work.platform_runs, once * 41, "every realm runs every platform script");

    // Platform scripts have a platform origin: a `framescope:` name and one script id per
    // isolate, which is how profiles tell platform frames from page frames.
    let ids = many.state().platform_scripts.script_ids();
    assert_eq!(ids.len() as u64, once);
    for (name, id) in ids {
        assert!(name.starts_with("framescope:"), "{name}");
        assert!(many.state().platform_scripts.is_platform_script(id));
    }
}

#[test]
fn frame_operations_do_not_scan_the_realm_table() {
    let (few, few_realms) = frame_operations(20);
    let (more, more_realms) = frame_operations(80);
    assert_eq!(few.platform_compilations, more.platform_compilations);
    assert_eq!(few.platform_runs / few_realms as u64, more.platform_runs / more_realms as u64);
    // Creating, listing, navigating and removing frames use the group's indexes: no scan
    // of the realm table, so a frame's cost does not grow with the number of realms.
    assert_eq!(few.realm_scan_steps, 0, "{few:?}");
    assert_eq!(more.realm_scan_steps, 0, "{more:?}");
}
