//! `<iframe sandbox>` as HTML's sandboxing flags: no scripts without allow-scripts, an
//! opaque origin without allow-same-origin (cross-origin to its parent, and in Measure
//! Memory), flags taken at navigation and inherited by nested frames, the CSP `sandbox`
//! directive.
use std::time::Duration;

use framescope::bindings::measure_memory::MeasureMemoryExecution;
use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::web::measure_memory::top_level::measurements;
use serde_json::Value;
use url::Url;

use super::page::hosts;

struct Page {
    group: BrowsingContextGroup,
}

impl Page {
    fn open(name: &str, files: &[(&str, &str)]) -> Self {
        let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts(name, files))));
        measurements(group.state()).execution.set(MeasureMemoryExecution::Eager);
        group.load(Url::parse("https://a.test/").expect("url"));
        assert_eq!(group.run(Duration::from_secs(30)), Outcome::Idle);
        Self { group }
    }

    fn logs(&self) -> Vec<String> {
        self.group.state().console_messages().into_iter().map(|m| m.text).collect()
    }

    /// Evaluates in the top realm, then runs the loop until idle again.
    fn eval(&mut self, code: &str) -> String {
        let top = self.group.realms()[0].id;
        let result = match self.group.eval(top, code) {
            Ok(value) => value,
            Err(error) => format!("threw {}", error.message),
        };
        assert_eq!(self.group.run(Duration::from_secs(30)), Outcome::Idle);
        result
    }

    /// The origin serialization of the realm at `url`.
    fn origin_of(&self, url: &str) -> String {
        let realm = self.group.realms().into_iter().find(|r| r.url.as_str() == url);
        realm.map(|r| r.origin.ascii_serialization()).unwrap_or_else(|| panic!("no realm at {url}"))
    }
}

const FRAME: &str = "<script>console.log('ran ' + location.pathname)</script>\
    <img src=x onerror=\"console.log('handler ran')\">";

#[test]
fn without_allow_scripts_no_script_of_the_frame_runs() {
    let page = Page::open(
        "sandbox-scripts",
        &[
            (
                "a.test/index.html",
                "<iframe sandbox src=frame.html></iframe><iframe sandbox=allow-scripts src=other.html></iframe>",
            ),
            ("a.test/frame.html", FRAME),
            ("a.test/other.html", "<script>console.log('ran ' + location.pathname)</script>"),
        ],
    );
    assert_eq!(page.logs(), ["ran /other.html"]);
}

#[test]
fn without_allow_scripts_no_inserted_script_or_handler_runs() {
    // Nor a script inserted later or an event handler attribute (the parent reaches in:
    // allow-same-origin keeps the origin).
    let mut page2 = Page::open(
        "sandbox-scripts-inserted",
        &[
            ("a.test/index.html", "<iframe sandbox=allow-same-origin src=frame.html></iframe>"),
            ("a.test/frame.html", "<p id=p onclick=\"console.log('clicked')\">x</p>"),
        ],
    );
    let out = page2.eval(
        "const d = frames[0].document; const s = d.createElement('script'); s.textContent = 'console.log(1)'; \
         d.body.append(s); d.getElementById('p').click(); String(d.getElementById('p').onclick)",
    );
    assert_eq!(out, "null");
    assert!(page2.logs().is_empty(), "{:?}", page2.logs());
}

#[test]
fn without_allow_same_origin_the_frame_has_an_opaque_origin() {
    let mut page = Page::open(
        "sandbox-origin",
        &[
            (
                "a.test/index.html",
                "<iframe id=opaque sandbox=allow-scripts src=frame.html></iframe>\
                 <iframe id=kept sandbox='allow-scripts allow-same-origin' src=kept.html></iframe>",
            ),
            (
                "a.test/frame.html",
                "<script>console.log('origin ' + self.origin); \
                 try { parent.document; console.log('reached parent') } catch (e) { console.log(e.name) }</script>",
            ),
            (
                "a.test/kept.html",
                "<script>console.log('kept ' + self.origin + ' ' + parent.document.title)</script>",
            ),
        ],
    );
    assert_eq!(page.logs(), ["origin null", "SecurityError", "kept https://a.test "]);
    assert_eq!(page.origin_of("https://a.test/frame.html"), "null");
    assert_eq!(page.origin_of("https://a.test/kept.html"), "https://a.test");
    assert_eq!(
        page.eval("try { opaque.contentWindow.document; 'reached' } catch (e) { e.name }"),
        "SecurityError"
    );
    assert_eq!(page.eval("kept.contentDocument.URL"), "https://a.test/kept.html");
}

#[test]
fn a_change_of_the_attribute_applies_at_the_next_navigation() {
    let mut page = Page::open(
        "sandbox-change",
        &[
            ("a.test/index.html", "<iframe id=f src=frame.html></iframe>"),
            ("a.test/frame.html", "<script>console.log('ran ' + self.origin + location.search)</script>"),
        ],
    );
    assert_eq!(page.logs(), ["ran https://a.test"]);
    // Setting the attribute changes nothing until the frame navigates.
    assert_eq!(page.eval("f.sandbox = 'allow-scripts'; f.contentDocument.URL"), "https://a.test/frame.html");
    page.eval("f.src = 'frame.html?2'");
    assert_eq!(page.logs(), ["ran https://a.test", "ran null?2"]);
    assert_eq!(page.eval("f.sandbox.supports('allow-storage-access-by-user-activation')"), "true");
}

#[test]
fn nested_frames_inherit_their_parents_flags() {
    let page = Page::open(
        "sandbox-nested",
        &[
            ("a.test/index.html", "<iframe sandbox=allow-scripts src=middle.html></iframe>"),
            (
                "a.test/middle.html",
                "<script>console.log('middle ' + self.origin)</script>\
                 <iframe sandbox='allow-scripts allow-same-origin' src=inner.html></iframe>\
                 <iframe src=plain.html></iframe>",
            ),
            ("a.test/inner.html", "<script>console.log('inner ' + self.origin)</script>"),
            ("a.test/plain.html", "<script>console.log('plain ' + self.origin)</script>"),
        ],
    );
    // allow-same-origin on the inner frame does not lift the flag its parent has.
    let mut logs = page.logs();
    logs.sort();
    assert_eq!(logs, ["inner null", "middle null", "plain null"]);
}

#[test]
fn the_csp_sandbox_directive_sandboxes_the_document() {
    let page = Page::open(
        "sandbox-csp",
        &[
            ("a.test/index.html", "<iframe src=frame.html></iframe><iframe src=scripts.html></iframe>"),
            ("a.test/frame.html", "<script>console.log('ran frame')</script>"),
            ("a.test/frame.html.headers", "Content-Security-Policy: sandbox\n"),
            ("a.test/scripts.html", "<script>console.log('scripts ' + self.origin)</script>"),
            ("a.test/scripts.html.headers", "Content-Security-Policy: sandbox allow-scripts\n"),
        ],
    );
    assert_eq!(page.logs(), ["scripts null"]);
}

#[test]
fn measure_memory_aggregates_an_opaque_frame_as_cross_origin() {
    const ISOLATED: &str =
        "Cross-Origin-Opener-Policy: same-origin\nCross-Origin-Embedder-Policy: require-corp\n";
    const EMBEDDABLE: &str =
        "Cross-Origin-Embedder-Policy: require-corp\nCross-Origin-Resource-Policy: cross-origin\n";
    let page = Page::open(
        "sandbox-measure-memory",
        &[
            (
                "a.test/index.html",
                "<iframe id=opaque sandbox=allow-scripts src=frame.html></iframe>\
                 <iframe id=same sandbox='allow-scripts allow-same-origin' src=frame.html?same></iframe>\
                 <script>onload = async () => console.log(JSON.stringify(await performance.measureMemory()));</script>",
            ),
            ("a.test/index.html.headers", ISOLATED),
            ("a.test/frame.html", "<script>window.kept = new Array(100000).fill(0.5)</script>"),
            ("a.test/frame.html.headers", EMBEDDABLE),
        ],
    );
    let logs = page.logs();
    let json = logs.iter().find(|l| l.starts_with("{\"bytes\"")).unwrap_or_else(|| panic!("{logs:?}"));
    let measurement: Value = serde_json::from_str(json).expect("json");
    let all: Vec<Value> = measurement["breakdown"]
        .as_array()
        .expect("breakdown")
        .iter()
        .flat_map(|e| e["attribution"].as_array().cloned().unwrap_or_default())
        .collect();
    let find = |id: &str| {
        all.iter()
            .find(|a| a["container"]["id"] == id)
            .cloned()
            .unwrap_or_else(|| panic!("no {id} in {measurement}"))
    };
    // measure-memory §3.4: a frame cross-origin to the top (an opaque origin is): its URL
    // unsaid, its memory aggregated, its container as written.
    let opaque = find("opaque");
    assert_eq!(opaque["url"], "cross-origin-url");
    assert_eq!(opaque["scope"], "cross-origin-aggregated");
    assert_eq!(opaque["container"]["src"], "frame.html");
    assert_eq!(find("same")["url"], "https://a.test/frame.html?same");
}

#[test]
fn without_allow_top_navigation_or_allow_popups_the_frame_stays_in_its_place() {
    let page = Page::open(
        "sandbox-navigation",
        &[
            (
                "a.test/index.html",
                "<iframe sandbox='allow-scripts allow-same-origin' src=frame.html></iframe>\
                 <iframe sandbox='allow-scripts allow-same-origin allow-popups allow-top-navigation' src=free.html></iframe>\
                 <iframe sandbox=allow-scripts srcdoc=\"<script>console.log('srcdoc open ' + window.open('popup.html'))</script>\"></iframe>",
            ),
            (
                "a.test/frame.html",
                "<script>console.log('open ' + window.open('popup.html')); \
                 try { top.location.href = 'elsewhere.html'; console.log('navigated') } catch (e) { console.log(e.name) }</script>",
            ),
            (
                "a.test/free.html",
                "<script>console.log('open ' + (window.open('popup.html') !== null))</script>",
            ),
            ("a.test/popup.html", ""),
        ],
    );
    let logs = page.logs();
    assert!(logs.contains(&"open null".to_string()), "{logs:?}");
    assert!(logs.contains(&"SecurityError".to_string()), "{logs:?}");
    assert!(logs.contains(&"open true".to_string()), "{logs:?}");
    // (about:srcdoc resolves the URL against its parent's: null, not a SyntaxError.)
    assert!(logs.contains(&"srcdoc open null".to_string()), "{logs:?}");
    assert!(page.group.realms().iter().all(|r| !r.url.as_str().ends_with("elsewhere.html")));
}
