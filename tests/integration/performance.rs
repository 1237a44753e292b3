//! `performance` across realms: the clock's coarsening with and without cross-origin
//! isolation, time origins of frames and workers, navigation timing from the simulated
//! load (redirects, reload), and timelines in the report. (The API's behaviour within
//! one realm is tested by the conformance tests in wpt/.)
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::RealmId;
use framescope::runtime::report::Report;
use url::Url;

use super::page::hosts;

fn load(name: &str, files: &[(&str, &str)], page: &str) -> BrowsingContextGroup {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts(name, files))));
    group.load(Url::parse(page).expect("url"));
    assert_eq!(group.run(Duration::from_secs(20)), Outcome::Idle);
    group
}

fn eval(group: &mut BrowsingContextGroup, realm: u64, code: &str) -> String {
    group.eval(RealmId::new(realm).expect("id"), code).unwrap_or_else(|e| panic!("{code}: {}", e.message))
}

/// Samples `performance.now()` until the clock has moved `moves` times; returns every
/// distinct value, in µs.
const SAMPLE_CLOCK: &str = r#"
(() => {
  const seen = new Set([performance.now()]);
  for (let i = 0; i < 5e6 && seen.size < 200; i++) seen.add(performance.now());
  return JSON.stringify([crossOriginIsolated, [...seen].map((ms) => Math.round(ms * 1000))]);
})()
"#;

#[test]
fn now_is_coarsened_to_100_us_or_to_5_us_when_cross_origin_isolated() {
    let page = "<script>console.log('ok')</script>";
    let coi = "Cross-Origin-Opener-Policy: same-origin\nCross-Origin-Embedder-Policy: require-corp\n";
    let mut group = load(
        "coarsening",
        &[("a.test/plain.html", page), ("a.test/isolated.html", page), ("a.test/isolated.html.headers", coi)],
        "https://a.test/plain.html",
    );
    let (isolated, plain): (bool, Vec<i64>) =
        serde_json::from_str(&eval(&mut group, 1, SAMPLE_CLOCK)).expect("json");
    assert!(!isolated);
    assert!(plain.len() > 10, "the clock hardly moved: {plain:?}");
    assert!(plain.iter().all(|us| us % 100 == 0), "not multiples of 100 µs: {plain:?}");
    assert!(plain.windows(2).all(|w| w[0] < w[1]), "not increasing: {plain:?}");

    let mut group = load(
        "coarsening-coi",
        &[("a.test/isolated.html", page), ("a.test/isolated.html.headers", coi)],
        "https://a.test/isolated.html",
    );
    let (isolated, fine): (bool, Vec<i64>) =
        serde_json::from_str(&eval(&mut group, 1, SAMPLE_CLOCK)).expect("json");
    assert!(isolated);
    assert!(fine.iter().all(|us| us % 5 == 0), "not multiples of 5 µs: {fine:?}");
    // 200 distinct readings on a 5 µs grid cannot all fall on the 100 µs one unless the
    // clock were that coarse.
    assert!(fine.iter().any(|us| us % 100 != 0), "still 100 µs steps: {fine:?}");
}

#[test]
fn frames_and_workers_have_their_own_time_origin_on_one_clock() {
    let mut group = load(
        "origins",
        &[
            (
                "a.test/index.html",
                "<script>performance.mark('top'); new Worker('w.js');</script>\
                 <iframe src='child.html'></iframe>",
            ),
            ("a.test/child.html", "<script>performance.mark('child')</script>"),
            ("a.test/w.js", "performance.mark('in-worker', {detail: self.name}); postMessage('hi');"),
        ],
        "https://a.test/",
    );
    let origins: Vec<f64> = (1..=3)
        .map(|realm| {
            let code = if realm == 2 {
                // The worker's realm lives on its thread: its timeOrigin is in its timeline.
                return group.timeline(RealmId::new(2).expect("id"), None).expect("worker timeline")["timeOrigin"]
                    .as_f64()
                    .expect("timeOrigin");
            } else {
                "String(performance.timeOrigin)"
            };
            eval(&mut group, realm, code).parse().expect("number")
        })
        .collect();
    // The page started first; its worker and its frame later (on the same clock).
    assert!(origins[0] <= origins[1] && origins[0] <= origins[2], "{origins:?}");
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("time");
    assert!(
        (now.as_secs_f64() * 1000.0 - origins[0]).abs() < 60_000.0,
        "timeOrigin is not Unix time: {origins:?}"
    );
    // Each realm sees only its own entries.
    assert_eq!(eval(&mut group, 1, "performance.getEntriesByType('mark').map(e => e.name).join()"), "top");
    assert_eq!(eval(&mut group, 3, "performance.getEntriesByType('mark').map(e => e.name).join()"), "child");
    let worker = group.timeline(RealmId::new(2).expect("id"), None).expect("worker timeline");
    assert_eq!(worker["entries"][0]["name"], "in-worker");
    assert_eq!(worker["entries"][0]["navigationId"], 0);
    // The report carries all three.
    let report = Report::new("https://a.test/".into(), &mut group, Outcome::Idle);
    let names: Vec<String> = report
        .realms
        .iter()
        .map(|r| {
            let entries =
                r.timeline.as_ref().expect("timeline")["entries"].as_array().expect("entries").clone();
            entries.iter().map(|e| e["name"].as_str().unwrap_or("").to_string()).collect::<Vec<_>>().join(" ")
        })
        .collect();
    // (The top realm's other entries are resources it fetched: its worker's script, then
    // the frame's document.)
    assert_eq!(
        names,
        [
            "https://a.test/ top https://a.test/w.js https://a.test/child.html",
            "in-worker",
            "https://a.test/child.html child"
        ]
    );
}

#[test]
fn navigation_timing_follows_redirects_and_reloads() {
    let mut group = load(
        "navigation",
        &[
            (
                "a.test/index.html",
                "<iframe id=f src='hop.html'></iframe>\
                 <iframe id=x src='https://b.test/hop.html'></iframe>\
                 <iframe id=two src='two.html'></iframe>",
            ),
            ("a.test/two.html", ""),
            ("a.test/two.html.headers", "Status: 301\nLocation: /hop.html\n"),
            ("a.test/hop.html", ""),
            ("a.test/hop.html.headers", "Status: 302\nLocation: /frame.html\n"),
            ("a.test/frame.html", "<script>console.log('frame', performance.navigation.type)</script>"),
            ("b.test/hop.html", ""),
            ("b.test/hop.html.headers", "Status: 302\nLocation: https://a.test/frame.html\n"),
        ],
        "https://a.test/",
    );
    let nav = |group: &mut BrowsingContextGroup, realm| {
        let json = eval(group, realm, "JSON.stringify(performance.getEntriesByType('navigation')[0])");
        serde_json::from_str::<serde_json::Value>(&json).expect("json")
    };
    // A same-origin redirect counts; one through another origin does not.
    let same = nav(&mut group, 2);
    assert_eq!(same["name"], "https://a.test/frame.html");
    assert_eq!(same["redirectCount"], 1);
    assert_eq!(same["type"], "navigate");
    assert_eq!(same["nextHopProtocol"], "http/1.1");
    assert!(same["redirectStart"].as_f64() <= same["redirectEnd"].as_f64());
    assert!(same["redirectEnd"].as_f64() <= same["fetchStart"].as_f64());
    assert_eq!(nav(&mut group, 3)["redirectCount"], 0);
    // Two same-origin redirects count two.
    assert_eq!(nav(&mut group, 4)["redirectCount"], 2);
    assert_eq!(eval(&mut group, 2, "performance.navigation.redirectCount"), "1");
    // location.reload() makes a new document whose navigation type is "reload".
    eval(&mut group, 2, "location.reload()");
    assert_eq!(group.run(Duration::from_secs(20)), Outcome::Idle);
    let reloaded =
        group.realms().iter().rposition(|r| !r.detached && r.url.as_str() == "https://a.test/frame.html");
    let reloaded = reloaded.expect("reloaded frame") as u64 + 1;
    assert_eq!(nav(&mut group, reloaded)["type"], "reload");
    assert_eq!(eval(&mut group, reloaded, "performance.navigation.type"), "1");
    let logs: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    assert_eq!(
        logs.iter().filter(|l| l.starts_with("frame")).collect::<Vec<_>>(),
        ["frame 0", "frame 0", "frame 0", "frame 1"]
    );
}
