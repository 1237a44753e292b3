//! Random page trees (issue 20): documents from four hosts nested up to four deep in
//! iframes and objects, reached directly or through server and client redirects, with
//! dedicated workers, windows they open, scripts from their own host or another's (with
//! and without CORS), and frames removed or navigated once the page is idle. Whatever the
//! tree:
//! - the realm tree in the run's report is the tree the generator built (URLs, parents,
//!   openers, containers, which realms are detached);
//! - every realm's memory attribution token is what a straightforward re-implementation of
//!   Measure Memory §3.4 (and framescope's rule for opened windows) gives, down to which
//!   realms share one token;
//! - a measurement from the top-level realm never reveals the URL of a document of another
//!   origin, and names every running realm of the top's origin under its own URL;
//! - no realm's `Profiler` trace has a frame of another realm's code, or of a cross-origin
//!   script loaded without CORS.
use std::collections::{BTreeSet, HashMap};
use std::ops::Range;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::heap_limit::GroupOptions;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::Scope;
use framescope::runtime::report::Report;
use framescope::runtime::web::measure_memory::attribution_token::same_token;
use proptest::prelude::*;
use serde_json::{Value, json};
use url::Url;

use super::page::hosts;
use super::profiler::check_invariants;

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

/// Where a document's external script comes from.
#[derive(Clone, Copy, Debug)]
enum ScriptFrom {
    Own,
    /// This host, served with `Access-Control-Allow-Origin: *`, loaded `crossorigin`.
    Cors(usize),
    /// This host, loaded without CORS.
    NoCors(usize),
}

/// What the test does to a frame once the page is idle.
#[derive(Clone, Debug)]
enum Later {
    Stay,
    Remove,
    /// Sets the iframe's `src` to this document (an `<object>`'s frame is removed instead).
    Navigate(Box<Document>),
}

/// A document of the tree: its host, how its container reaches it, whether it is in an
/// `<object>` rather than an `<iframe>`, whether it starts a worker, its script, what
/// happens to its frame later, its frames, and the windows it opens.
#[derive(Clone, Debug)]
struct Document {
    host: usize,
    route: Route,
    object: bool,
    worker: bool,
    script: ScriptFrom,
    later: Later,
    children: Vec<Document>,
    opens: Vec<Document>,
}

fn route() -> impl Strategy<Value = Route> {
    prop_oneof![
        3 => Just(Route::Direct),
        1 => (0..HOSTS.len()).prop_map(Route::ServerRedirect),
        1 => (0..HOSTS.len()).prop_map(Route::ClientRedirect),
    ]
}

fn script_from() -> impl Strategy<Value = ScriptFrom> {
    prop_oneof![
        Just(ScriptFrom::Own),
        (0..HOSTS.len()).prop_map(ScriptFrom::Cors),
        (0..HOSTS.len()).prop_map(ScriptFrom::NoCors),
    ]
}

/// A document with no frames, kept where it is.
fn base() -> impl Strategy<Value = Document> {
    (0..HOSTS.len(), route(), any::<bool>(), prop::bool::weighted(0.2), script_from()).prop_map(
        |(host, route, object, worker, script)| Document {
            host,
            route,
            object,
            worker,
            script,
            later: Later::Stay,
            children: vec![],
            opens: vec![],
        },
    )
}

fn later() -> impl Strategy<Value = Later> {
    prop_oneof![
        6 => Just(Later::Stay),
        1 => Just(Later::Remove),
        1 => base().prop_map(|d| Later::Navigate(Box::new(Document { route: Route::Direct, ..d }))),
    ]
}

/// Trees of depth at most 4 (the top document and three levels of frames below it), at
/// most three frames per document, now and then a window opened.
fn tree() -> impl Strategy<Value = Document> {
    let leaf = (base(), later()).prop_map(|(d, later)| Document { later, ..d });
    leaf.prop_recursive(3, 24, 3, |inner| {
        (
            base(),
            later(),
            prop::collection::vec(inner.clone(), 0..=3),
            // A window opened by one document in four.
            prop_oneof![3 => Just(vec![]), 1 => prop::collection::vec(inner, 1..=1)],
        )
            .prop_map(|(d, later, children, opens)| Document { later, children, opens, ..d })
    })
    .prop_map(|top| Document { host: 0, route: Route::Direct, later: Later::Stay, ..top })
}

/// A memory attribution token as the re-implementation computes it: `id` tells tokens
/// apart (a realm given its parent's token has the same id).
#[derive(Clone, Debug, PartialEq)]
struct Token {
    container: Option<(String, String)>,
    aggregated: bool,
    id: usize,
}

/// A realm the run must have: its URL, scope, parent and opener (indices), container,
/// token, and whether it ends detached.
#[derive(Clone, Debug)]
struct Expected {
    url: String,
    worker: bool,
    parent: Option<usize>,
    opener: Option<usize>,
    container: Option<Value>,
    token: Token,
    detached: bool,
    /// Host of the document (the worker's owner's for a worker).
    host: usize,
    /// Whether the realm is made: a document a frame is navigated to later is not until then.
    present: bool,
}

/// A change the test makes once the page is idle: in the realm `parent`, remove the frame
/// `id`, or navigate it to a URL whose document's realms (and its frames' and workers')
/// are the expected ones in `arrives`.
struct Mutation {
    parent: usize,
    id: String,
    /// The frame's current documents (their realms detach with their descendants).
    current: Vec<usize>,
    navigate: Option<(String, Range<usize>)>,
}

/// The site of a tree: its files, the realms it must make, the changes to make later.
#[derive(Default)]
struct Site {
    files: Vec<(String, String)>,
    expected: Vec<Expected>,
    mutations: Vec<Mutation>,
    documents: usize,
    tokens: usize,
    /// For each document realm (by expected index), whether its external script's frames
    /// may show in its own trace, and its number.
    scripts: HashMap<usize, (usize, bool)>,
}

/// What a frame's document is created under: its parent realm, and its container.
struct Embedding {
    parent: usize,
    kind: &'static str,
    id: String,
    src: String,
}

impl Site {
    fn fresh(&mut self, container: Option<(String, String)>, aggregated: bool) -> Token {
        self.tokens += 1;
        Token { container, aggregated, id: self.tokens }
    }

    /// [§3.4 obtain a window memory attribution token](https://wicg.github.io/performance-measure-memory/#obtain-a-window-memory-attribution-token),
    /// with the top-level origin always the page's (`a.test`).
    fn window_token(&mut self, host: usize, embedding: Option<&Embedding>) -> Token {
        // 1. No container element: a new token, null container, not aggregated.
        let Some(embedding) = embedding else { return self.fresh(None, false) };
        // 2. The container's attributes.
        let container = (embedding.id.clone(), embedding.src.clone());
        let parent = &self.expected[embedding.parent];
        let (parent_host, parent_token) = (parent.host, parent.token.clone());
        // 3. Same origin as the top: not aggregated; the container is the element's, or
        //    under a cross-origin ancestor, that ancestor's container.
        if host == 0 {
            let container =
                if parent_host == 0 { Some(container) } else { parent_token.container.or(Some(container)) };
            return self.fresh(container, false);
        }
        // 4. The parent is of the top's origin: a new aggregated token for this container.
        if parent_host == 0 {
            return self.fresh(Some(container), true);
        }
        // 5. The parent's token.
        parent_token
    }

    /// framescope's token for a window opened into the group: of the top's origin, a
    /// top-level one; otherwise the aggregated token of the cross-origin frame the opener
    /// is in (its own or its nearest ancestor's), or a new aggregated one with the
    /// opener's container.
    fn opened_window_token(&mut self, host: usize, opener: usize) -> Token {
        if host == 0 {
            return self.fresh(None, false);
        }
        let mut next = Some(opener);
        while let Some(realm) = next {
            if self.expected[realm].token.aggregated {
                return self.expected[realm].token.clone();
            }
            next = self.expected[realm].parent;
        }
        let container = self.expected[opener].token.container.clone();
        self.fresh(container, true)
    }

    fn push(&mut self, expected: Expected) -> usize {
        self.expected.push(expected);
        self.expected.len() - 1
    }

    /// Adds `document`, embedded as `embedding` or opened by `opener` (or the page), with
    /// its frames and windows; returns the index of its realm.
    fn add(&mut self, document: &Document, embedding: Option<Embedding>, opener: Option<usize>) -> usize {
        let n = self.documents;
        self.documents += 1;
        let host = HOSTS[document.host];
        let url = format!("https://{host}/n{n}.html");
        // A client redirect's first document: a realm of its own, detached when it goes.
        if let (Route::ClientRedirect(via), Some(embedding)) = (&document.route, &embedding) {
            let token = self.window_token(*via, Some(embedding));
            self.push(Expected {
                url: format!("https://{}/c{n}.html", HOSTS[*via]),
                worker: false,
                parent: Some(embedding.parent),
                opener: None,
                container: Some(container_json(embedding)),
                token,
                detached: true,
                host: *via,
                present: true,
            });
        }
        let token = match opener {
            Some(opener) => self.opened_window_token(document.host, opener),
            None => self.window_token(document.host, embedding.as_ref()),
        };
        let me = self.push(Expected {
            url: url.clone(),
            worker: false,
            parent: embedding.as_ref().map(|e| e.parent),
            opener,
            container: embedding.as_ref().map(container_json),
            token: token.clone(),
            detached: false,
            host: document.host,
            present: true,
        });
        let mut html = self.head_markup(document, n, me);
        if document.worker {
            html.push_str(&format!("<script>new Worker('w{n}.js')</script>"));
            self.files.push((format!("{host}/w{n}.js"), "self.kept = [1, 2, 3];".into()));
            self.push(Expected {
                url: format!("https://{host}/w{n}.js"),
                worker: true,
                parent: Some(me),
                opener: None,
                container: None,
                token,
                detached: false,
                host: document.host,
                present: true,
            });
        }
        for child in &document.children {
            let frame = self.documents;
            let src = src_of(child, frame);
            let (kind, attribute) = if child.object { ("object", "data") } else { ("iframe", "src") };
            html.push_str(&format!("<{kind} id=\"f{frame}\" {attribute}=\"{src}\"></{kind}>"));
            let embedding = Embedding { parent: me, kind, id: format!("f{frame}"), src: src.clone() };
            let first = self.expected.len();
            self.add(child, Some(embedding), None);
            // The frame's documents: the client redirect's first one and the final one (their
            // frames and workers detach with them; windows they opened do not).
            let current =
                (first..self.expected.len()).filter(|&i| self.expected[i].parent == Some(me)).collect();
            self.later(child, me, frame, current);
        }
        for window in &document.opens {
            let opened = self.documents;
            html.push_str(&format!(
                "<script>window.open('https://{}/n{opened}.html')</script>",
                HOSTS[window.host]
            ));
            self.add(
                &Document { route: Route::Direct, later: Later::Stay, ..window.clone() },
                None,
                Some(me),
            );
        }
        self.files.push((format!("{host}/n{n}.html"), html));
        self.route_files(document, n, &url);
        me
    }

    /// The start of document `n`'s markup (realm `me`): its `Profiler` (with the
    /// `js-profiling` policy) and a function it runs, then its external script (and its
    /// files); records whether that script's frames may show in its own trace.
    fn head_markup(&mut self, document: &Document, n: usize, me: usize) -> String {
        let host = HOSTS[document.host];
        let mut html = format!(
            "<!doctype html><title>n{n}</title><script>var profiler = new Profiler({{ sampleInterval: 1, maxBufferSize: 100000 }});\n{}doc{n}();</script>",
            busy(&format!("doc{n}"))
        );
        self.files.push((format!("{host}/n{n}.html.headers"), "Document-Policy: js-profiling\n".into()));
        let (script_host, cors) = match document.script {
            ScriptFrom::Own => (document.host, false),
            ScriptFrom::Cors(h) => (h, true),
            ScriptFrom::NoCors(h) => (h, false),
        };
        self.scripts.insert(me, (n, script_host == document.host || cors));
        let script_path = format!("{}/s{n}.js", HOSTS[script_host]);
        html.push_str(&format!(
            "<script src=\"https://{script_path}\"{}></script>",
            if cors { " crossorigin" } else { "" }
        ));
        self.files.push((script_path.clone(), format!("{}script{n}();", busy(&format!("script{n}")))));
        if cors {
            self.files.push((format!("{script_path}.headers"), "Access-Control-Allow-Origin: *\n".into()));
        }
        html
    }

    /// The files that lead a container to document `n` at `url`.
    fn route_files(&mut self, document: &Document, n: usize, url: &str) {
        match document.route {
            Route::Direct => {}
            Route::ServerRedirect(host) => {
                let path = format!("{}/r{n}.html", HOSTS[host]);
                self.files.push((path.clone(), String::new()));
                self.files.push((format!("{path}.headers"), format!("Status: 302\nLocation: {url}\n")));
            }
            Route::ClientRedirect(host) => {
                let path = format!("{}/c{n}.html", HOSTS[host]);
                self.files.push((path, format!("<script>location.replace({url:?})</script>")));
            }
        }
    }

    /// Records what the test does later to the frame `f<frame>` of realm `parent`.
    fn later(&mut self, child: &Document, parent: usize, frame: usize, current: Vec<usize>) {
        let id = format!("f{frame}");
        match &child.later {
            Later::Stay => {}
            Later::Navigate(document) if !child.object => {
                // The new document's realms are made only if the navigation happens.
                let n = self.documents;
                let src = format!("https://{}/n{n}.html", HOSTS[document.host]);
                let embedding = Embedding { parent, kind: "iframe", id: id.clone(), src: src.clone() };
                let first = self.expected.len();
                self.add(document, Some(embedding), None);
                let arrives = first..self.expected.len();
                for expected in &mut self.expected[arrives.clone()] {
                    expected.present = false;
                }
                self.mutations.push(Mutation { parent, id, current, navigate: Some((src, arrives)) });
            }
            Later::Navigate(_) | Later::Remove => {
                self.mutations.push(Mutation { parent, id, current, navigate: None });
            }
        }
    }
}

/// A function `name` that computes for 3 ms (so that profilers sample it).
fn busy(name: &str) -> String {
    format!(
        "function {name}() {{ const end = performance.now() + 3; let x = 0; while (performance.now() < end) x += Math.sqrt(x + 1); return x; }}\n"
    )
}

/// The URL a container names for `document`, number `n`.
fn src_of(document: &Document, n: usize) -> String {
    match document.route {
        Route::Direct => format!("https://{}/n{n}.html", HOSTS[document.host]),
        Route::ServerRedirect(host) => format!("https://{}/r{n}.html", HOSTS[host]),
        Route::ClientRedirect(host) => format!("https://{}/c{n}.html", HOSTS[host]),
    }
}

fn container_json(embedding: &Embedding) -> Value {
    json!({ "kind": embedding.kind, "id": embedding.id, "src": embedding.src })
}

/// Whether realm `index` or one of its ancestors (parents, not openers) is detached.
fn detached_under(expected: &[Expected], index: usize) -> bool {
    let mut next = Some(index);
    while let Some(i) = next {
        if expected[i].detached {
            return true;
        }
        next = expected[i].parent;
    }
    false
}

fn site(top: &Document) -> Site {
    let mut site = Site::default();
    site.add(top, None, None);
    site
}

/// Runs the group until idle.
fn settle(group: &mut BrowsingContextGroup) -> Result<(), TestCaseError> {
    prop_assert_eq!(group.run(Duration::from_secs(120)), Outcome::Idle);
    Ok(())
}

/// Makes the page's later changes to its frames (each in its parent's realm, found by its
/// URL), in document order, skipping those inside a frame already removed or navigated.
fn apply_mutations(group: &mut BrowsingContextGroup, site: &mut Site) -> Result<(), TestCaseError> {
    let mutations = std::mem::take(&mut site.mutations);
    for mutation in mutations {
        if detached_under(&site.expected, mutation.parent) {
            continue;
        }
        let parent_url = site.expected[mutation.parent].url.clone();
        let realm = group.realms().into_iter().find(|r| r.url.as_str() == parent_url && !r.detached);
        let Some(realm) = realm.map(|r| r.id) else {
            return Err(TestCaseError::fail(format!("no running realm at {parent_url}")));
        };
        let code = match &mutation.navigate {
            None => format!("document.getElementById('{}').remove()", mutation.id),
            Some((src, _)) => format!("document.getElementById('{}').src = '{src}'", mutation.id),
        };
        let result = group.eval(realm, &code);
        prop_assert!(result.is_ok(), "{} in {}: {:?}", code, parent_url, result.err().map(|e| e.message));
        for index in mutation.current {
            site.expected[index].detached = true;
        }
        if let Some((_, arrives)) = mutation.navigate {
            for expected in &mut site.expected[arrives] {
                expected.present = true;
            }
        }
        settle(group)?;
    }
    // Everything under a detached realm is detached (its frames, its workers).
    let detached: Vec<bool> = (0..site.expected.len()).map(|i| detached_under(&site.expected, i)).collect();
    for (expected, detached) in site.expected.iter_mut().zip(detached) {
        expected.detached = detached;
    }
    Ok(())
}

/// The realm tree of the report is the generator's, and every token the re-implementation's.
fn check_tree_and_tokens(report: &Report, site: &Site) -> Result<(), TestCaseError> {
    // Realms by URL (about:blank ones — an opened window's initial document — aside).
    let realms: Vec<_> = report.realms.iter().filter(|r| r.url.as_str() != "about:blank").collect();
    let present: Vec<&Expected> = site.expected.iter().filter(|e| e.present).collect();
    let by_url: HashMap<String, usize> =
        realms.iter().enumerate().map(|(i, r)| (r.url.to_string(), i)).collect();
    prop_assert_eq!(by_url.len(), realms.len(), "two realms at one URL");
    let urls: BTreeSet<&str> = realms.iter().map(|r| r.url.as_str()).collect();
    let wanted: BTreeSet<&str> = present.iter().map(|e| e.url.as_str()).collect();
    prop_assert_eq!(urls, wanted);
    let id_of = |index: Option<usize>| index.map(|i| realms[by_url[&site.expected[i].url]].id);
    for expected in &present {
        let realm = realms[by_url[&expected.url]];
        let scope = if expected.worker { Scope::DedicatedWorkerGlobalScope } else { Scope::Window };
        prop_assert_eq!(realm.scope, scope, "{}", expected.url);
        prop_assert_eq!(realm.parent, id_of(expected.parent), "parent of {}", expected.url);
        prop_assert_eq!(realm.opening.opener, id_of(expected.opener), "opener of {}", expected.url);
        let container = realm.container.as_ref().map(|c| serde_json::to_value(c).expect("container json"));
        prop_assert_eq!(&container, &expected.container, "container of {}", expected.url);
        prop_assert_eq!(realm.detached, expected.detached, "{} detached", expected.url);
        let token = &realm.attribution_token;
        let container = token.container.as_ref().map(|c| (c.id.clone(), c.src.clone()));
        prop_assert_eq!(&container, &expected.token.container, "token container of {}", expected.url);
        prop_assert_eq!(
            token.cross_origin_aggregated,
            expected.token.aggregated,
            "aggregated: {}",
            expected.url
        );
    }
    // One token exactly where the re-implementation has one.
    for a in &present {
        for b in &present {
            let same = same_token(
                &realms[by_url[&a.url]].attribution_token,
                &realms[by_url[&b.url]].attribution_token,
            );
            prop_assert_eq!(same, a.token.id == b.token.id, "{} and {} share a token", a.url, b.url);
        }
    }
    Ok(())
}

/// A measurement from the top reveals no URL of another origin, and names every running
/// realm of the top's origin.
fn check_measurement(group: &mut BrowsingContextGroup, site: &Site) -> Result<(), TestCaseError> {
    let measurement = group.measure_memory(Duration::from_secs(60));
    prop_assert!(measurement.is_some(), "no measurement");
    let measurement = measurement.expect("checked");
    let reported: BTreeSet<String> = measurement
        .breakdown
        .iter()
        .flat_map(|entry| entry.attribution.iter().map(|a| a.url.clone()))
        .collect();
    for url in &reported {
        prop_assert!(
            url == "cross-origin-url" || url.starts_with(&format!("{TOP}/")),
            "{} in {:?}",
            url,
            measurement
        );
    }
    let live_same_origin: BTreeSet<String> = group
        .realms()
        .into_iter()
        .filter(|r| !r.detached && r.origin.ascii_serialization() == TOP && r.url.as_str() != "about:blank")
        .map(|r| r.url.to_string())
        .collect();
    for url in &live_same_origin {
        prop_assert!(reported.contains(url), "{} missing from {:?}", url, measurement);
    }
    for expected in site.expected.iter().filter(|e| !e.url.starts_with(&format!("{TOP}/"))) {
        prop_assert!(!reported.contains(&expected.url), "{} revealed", expected.url);
    }
    Ok(())
}

/// Each running document's own `Profiler` trace: no frame of another document's code, and
/// none of its own script when that came cross-origin without CORS.
fn check_traces(group: &mut BrowsingContextGroup, site: &Site) -> Result<(), TestCaseError> {
    let running: Vec<_> =
        site.expected.iter().enumerate().filter(|(_, e)| e.present && !e.worker && !e.detached).collect();
    let mut realms = HashMap::new();
    for realm in group.realms().into_iter().filter(|r| !r.detached) {
        realms.insert(realm.url.to_string(), realm.id);
    }
    for (_, expected) in &running {
        let stop = "profiler.stop().then((trace) => { self.traceJson = JSON.stringify(trace); })";
        let stopped = group.eval(realms[&expected.url], stop);
        prop_assert!(stopped.is_ok(), "stop in {}: {:?}", expected.url, stopped.err().map(|e| e.message));
    }
    settle(group)?;
    for (index, expected) in running {
        let text = group.eval(realms[&expected.url], "self.traceJson");
        prop_assert!(text.is_ok(), "no trace in {}", expected.url);
        let trace: Value = serde_json::from_str(&text.unwrap_or_default()).expect("trace json");
        check_invariants(&trace);
        let (n, script_shown) = site.scripts[&index];
        let names = trace["frames"].as_array().into_iter().flatten().filter_map(|f| f["name"].as_str());
        for name in names {
            let Some(number) = name.strip_prefix("doc").or_else(|| name.strip_prefix("script")) else {
                continue;
            };
            let Ok(number) = number.parse::<usize>() else { continue };
            prop_assert!(number == n, "{} in the trace of {} (document {})", name, expected.url, n);
            prop_assert!(
                !name.starts_with("script") || script_shown,
                "{} (a cross-origin script without CORS) in the trace of {}",
                name,
                expected.url
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_page_trees_keep_realms_tokens_measurements_and_traces_right(top in tree()) {
        let mut site = site(&top);
        let files: Vec<(&str, &str)> = site.files.iter().map(|(p, c)| (p.as_str(), c.as_str())).collect();
        let root = hosts("page-trees", &files);
        let options = GroupOptions { profiler_base_interval_us: 1000, ..GroupOptions::default() };
        let mut group = BrowsingContextGroup::with_options(VirtualHosts::new(Some(root)), options);
        group.load(Url::parse("https://a.test/n0.html").expect("page url"));
        settle(&mut group)?;
        let errors = group.state().errors();
        prop_assert!(errors.is_empty(), "{:?}", errors);
        apply_mutations(&mut group, &mut site)?;
        let report = Report::new("https://a.test/n0.html".into(), &mut group, Outcome::Idle);
        check_tree_and_tokens(&report, &site)?;
        check_measurement(&mut group, &site)?;
        check_traces(&mut group, &site)?;
    }
}
