//! Measure Memory over random page trees: whatever the tree — documents from four hosts,
//! nested four deep in iframes and objects, reached through server and client redirects,
//! with dedicated workers — a measurement from the top-level realm never reveals the URL
//! of a document of another origin, and every realm of the top's origin still running is
//! in it under its own URL.
use std::collections::BTreeSet;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use proptest::prelude::*;
use url::Url;

use super::page::hosts;

/// The hosts documents come from; the page is on the first.
const HOSTS: [&str; 4] = ["a.test", "b.test", "c.test", "d.test"];
const TOP: &str = "https://a.test";

/// How a frame's document is reached.
#[derive(Clone, Debug)]
enum Route {
    /// Its `src` is the document.
    Direct,
    /// Its `src` answers 302 to the document (from this host).
    ServerRedirect(usize),
    /// Its `src` is a document (on this host) whose script navigates to the document.
    ClientRedirect(usize),
}

/// A document in the tree: its host, how its container reaches it, whether it is an
/// `<object>` rather than an `<iframe>`, whether it starts a worker, its frames.
#[derive(Clone, Debug)]
struct Document {
    host: usize,
    route: Route,
    object: bool,
    worker: bool,
    children: Vec<Document>,
}

fn route() -> impl Strategy<Value = Route> {
    prop_oneof![
        3 => Just(Route::Direct),
        1 => (0..HOSTS.len()).prop_map(Route::ServerRedirect),
        1 => (0..HOSTS.len()).prop_map(Route::ClientRedirect),
    ]
}

/// Trees of depth at most 4 (the top document and three levels of frames below it), at
/// most three frames per document.
fn tree() -> impl Strategy<Value = Document> {
    let leaf = (0..HOSTS.len(), route(), any::<bool>(), prop::bool::weighted(0.2))
        .prop_map(|(host, route, object, worker)| Document { host, route, object, worker, children: vec![] });
    leaf.prop_recursive(3, 24, 3, |inner| {
        (
            0..HOSTS.len(),
            route(),
            any::<bool>(),
            prop::bool::weighted(0.2),
            prop::collection::vec(inner, 0..=3),
        )
            .prop_map(|(host, route, object, worker, children)| Document {
                host,
                route,
                object,
                worker,
                children,
            })
    })
    .prop_map(|mut top| {
        // The page itself: on the top's host, loaded directly.
        top.host = 0;
        top.route = Route::Direct;
        top
    })
}

/// The files of a tree: `/n<i>.html` for each document, the redirecting documents, the
/// workers' scripts; returns the URL of every document, by its number.
struct Site {
    files: Vec<(String, String)>,
    urls: Vec<String>,
}

fn site(top: &Document) -> Site {
    let mut site = Site { files: Vec::new(), urls: Vec::new() };
    add(&mut site, top);
    site
}

/// Adds `document` (and its frames) and returns the URL its container's `src` names.
fn add(site: &mut Site, document: &Document) -> String {
    let n = site.urls.len();
    let url = format!("https://{}/n{n}.html", HOSTS[document.host]);
    site.urls.push(url.clone());
    let mut html = format!("<!doctype html><title>n{n}</title>");
    if document.worker {
        html.push_str(&format!("<script>new Worker('w{n}.js')</script>"));
        site.files.push((format!("{}/w{n}.js", HOSTS[document.host]), "self.kept = [1, 2, 3];".into()));
    }
    for child in &document.children {
        let src = add(site, child);
        html.push_str(&if child.object {
            format!("<object data=\"{src}\"></object>")
        } else {
            format!("<iframe src=\"{src}\"></iframe>")
        });
    }
    site.files.push((format!("{}/n{n}.html", HOSTS[document.host]), html));
    match document.route {
        Route::Direct => url,
        Route::ServerRedirect(host) => {
            let path = format!("{}/r{n}.html", HOSTS[host]);
            site.files.push((path.clone(), String::new()));
            site.files.push((format!("{path}.headers"), format!("Status: 302\nLocation: {url}\n")));
            format!("https://{path}")
        }
        Route::ClientRedirect(host) => {
            let path = format!("{}/c{n}.html", HOSTS[host]);
            site.files.push((path.clone(), format!("<script>location.replace({url:?})</script>")));
            format!("https://{path}")
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn no_measurement_reveals_a_cross_origin_url(top in tree()) {
        let site = site(&top);
        let files: Vec<(&str, &str)> = site.files.iter().map(|(p, c)| (p.as_str(), c.as_str())).collect();
        let root = hosts("mm-trees", &files);
        let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
        group.load(Url::parse(&site.urls[0]).expect("page url"));
        prop_assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
        let measurement = group.measure_memory(Duration::from_secs(60)).expect("a measurement");

        let reported: BTreeSet<String> = measurement
            .breakdown
            .iter()
            .flat_map(|entry| entry.attribution.iter().map(|a| a.url.clone()))
            .collect();
        // Never a URL of another origin: only the top's origin, or the sentinel.
        for url in &reported {
            prop_assert!(url == "cross-origin-url" || url.starts_with(&format!("{TOP}/")), "{} in {:?}", url, measurement);
        }
        // Every realm of the top's origin still running, under its own URL (the
        // measurement's own rules attribute them; a cross-origin realm's never shows).
        let live_same_origin: BTreeSet<String> = group
            .realms()
            .into_iter()
            .filter(|r| !r.detached && r.origin.ascii_serialization() == TOP)
            .map(|r| r.url.to_string())
            .collect();
        for url in &live_same_origin {
            prop_assert!(reported.contains(url), "{} missing from {:?}", url, measurement);
        }
        // No URL of a document that is not on the top's host, whatever its path.
        for url in site.urls.iter().filter(|u| !u.starts_with(&format!("{TOP}/"))) {
            prop_assert!(!reported.contains(url), "{} revealed", url);
        }
    }
}
