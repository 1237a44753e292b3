//! Real libraries in real pages: npm's lodash, marked, dayjs, jQuery, Preact with htm and
//! hooks, and DOMPurify, each loaded by a `<script src>` and driven the way their users
//! drive them. `make setup` installs the packages (pinned in tests/libraries/package.json)
//! into .tools/npm/libraries; they are not committed.
use std::path::{Path, PathBuf};
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use url::Url;

use super::page::hosts;

fn packages() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/npm/libraries/node_modules")
}

/// A package's file, or a panic that says how to install it.
fn library(path: &str) -> String {
    let file = packages().join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| {
        panic!("{}: {e}; `make setup` installs the libraries (tests/libraries/package.json)", file.display())
    })
}

/// Runs `https://lib.test/` (`page`, with the `scripts` — package paths — beside it as
/// their file names) until idle; returns its console lines and its errors.
fn run(name: &str, scripts: &[&str], page: &str) -> (Vec<String>, Vec<String>) {
    let files: Vec<(String, String)> = scripts
        .iter()
        .map(|path| (format!("lib.test/{}", path.rsplit('/').next().unwrap_or(path)), library(path)))
        .chain([("lib.test/index.html".to_string(), page.to_string())])
        .collect();
    let borrowed: Vec<(&str, &str)> = files.iter().map(|(p, c)| (p.as_str(), c.as_str())).collect();
    let root = hosts(name, &borrowed);
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://lib.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    let state = group.state();
    let logs = state.console_messages().into_iter().map(|m| m.text).collect();
    let errors = state.errors().into_iter().map(|e| e.message).collect();
    (logs, errors)
}

fn assert_logs(logs: &[String], expected: &[&str]) {
    for line in expected {
        assert!(logs.iter().any(|l| l == line), "{line:?} not in {logs:#?}");
    }
}

#[test]
fn lodash_marked_and_dayjs_work_in_a_page() {
    let (logs, errors) = run(
        "libraries-small",
        &["lodash/lodash.js", "marked/lib/marked.umd.js", "dayjs/dayjs.min.js"],
        "<!doctype html><script src=lodash.js></script><script src=marked.umd.js></script><script src=dayjs.min.js></script><script>
         console.log('lodash ' + _.chunk([1, 2, 3, 4, 5], 2).length + ' ' + _.template('hi <%= name %>')({ name: 'x' }) + ' ' + JSON.stringify(_.groupBy([1.2, 1.4, 2.1], Math.floor)));
         console.log('marked ' + marked.parse('# Title\\n\\n*em* and `code`').trim().replace(/\\n/g, ' '));
         console.log('dayjs ' + dayjs('2024-02-28').add(2, 'day').format('YYYY-MM-DD'));
         </script>",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(
        &logs,
        &[
            "lodash 3 hi x {\"1\":[1.2,1.4],\"2\":[2.1]}",
            "marked <h1>Title</h1> <p><em>em</em> and <code>code</code></p>",
            "dayjs 2024-03-01",
        ],
    );
}

#[test]
fn jquery_parses_html_strings_appends_styles_and_delegates_events() {
    let (logs, errors) = run(
        "libraries-jquery",
        &["jquery/dist/jquery.js"],
        "<!doctype html><body><div id=app></div><script src=jquery.js></script><script>
         const $list = $('<ul class=\"items\"><li>one</li><li>two</li></ul>');
         console.log('parsed ' + $list.length + ' ' + $list.find('li').length + ' ' + $list.children().eq(1).text());
         $('#app').append($list).append('<p id=p>para</p>');
         console.log('html ' + $('#app').html());
         $('#p').css('color', 'red').css({ width: 100, 'margin-top': '3px' });
         console.log('css ' + $('#p').attr('style') + ' | ' + $('#p').css('color') + ' ' + $('#p').css('width'));
         const clicks = [];
         $('#app').on('click', 'li', function () { clicks.push($(this).text()); });
         $('li').eq(1)[0].click();
         $('li').first().trigger('click');
         $('#p').trigger('click');
         console.log('delegated ' + clicks.join());
         $('#p').addClass('a b').removeClass('a').toggleClass('c');
         console.log('classes ' + $('#p').attr('class') + ' ' + $('#p').hasClass('b'));
         console.log('data ' + $('#p').data('k', 5).data('k') + ' ' + $('<div data-x=\"7\">').data('x'));
         $('li').wrap('<span class=w></span>');
         $('#p').remove();
         console.log('after ' + $('.w').length + ' ' + $('#p').length + ' ' + $('#app').children().length);
         </script>",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(
        &logs,
        &[
            "parsed 1 2 two",
            "html <ul class=\"items\"><li>one</li><li>two</li></ul><p id=\"p\">para</p>",
            "css color: red; width: 100px; margin-top: 3px; | red 100px",
            "delegated two,one",
            "classes b c true",
            "data 5 7",
            "after 2 0 1",
        ],
    );
}

#[test]
fn preact_with_htm_renders_and_rerenders_on_a_click() {
    let (logs, errors) = run(
        "libraries-preact",
        &["preact/dist/preact.umd.js", "preact/hooks/dist/hooks.umd.js", "htm/dist/htm.umd.js"],
        "<!doctype html><body><div id=app></div><script src=preact.umd.js></script><script src=hooks.umd.js></script><script src=htm.umd.js></script><script>
         const { h, render } = preact, { useState, useEffect } = preactHooks, html = htm.bind(h);
         function Counter({ start }) {
           const [n, setN] = useState(start);
           useEffect(() => { document.title = 'n=' + n; }, [n]);
           return html`<div class=\"counter\" style=${{ color: n > start ? 'green' : 'black', marginTop: 4 }}>
             <span data-n=${n}>${n}</span><button onClick=${() => setN(n + 1)}>more</button><svg viewBox=\"0 0 2 2\"><circle r=\"1\" /></svg></div>`;
         }
         const app = document.getElementById('app');
         render(html`<${Counter} start=${2} />`, app);
         console.log('rendered ' + app.innerHTML);
         console.log('svg ' + app.querySelector('circle').namespaceURI + ' ' + app.querySelector('svg').getAttribute('viewBox'));
         app.querySelector('button').click();
         setTimeout(() => console.log('after click ' + app.querySelector('span').outerHTML + ' ' + app.firstChild.style.color + ' ' + document.title), 50);
         </script>",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(
        &logs,
        &[
            "rendered <div class=\"counter\" style=\"color: black; margin-top: 4px;\"><span data-n=\"2\">2</span><button>more</button><svg viewBox=\"0 0 2 2\"><circle r=\"1\"></circle></svg></div>",
            "svg http://www.w3.org/2000/svg 0 0 2 2",
            "after click <span data-n=\"3\">3</span> green n=3",
        ],
    );
}

#[test]
fn dompurify_sanitizes_event_handlers_scripts_and_javascript_links() {
    let (logs, errors) = run(
        "libraries-dompurify",
        &["dompurify/dist/purify.js"],
        "<!doctype html><body><script src=purify.js></script><script>
         window.ran = [];
         console.log('supported ' + DOMPurify.isSupported);
         console.log('img ' + DOMPurify.sanitize('<img src=x onerror=\"ran.push(1)\">'));
         console.log('script ' + DOMPurify.sanitize('<p>hi<script>ran.push(2)<\\/script></p>'));
         console.log('link ' + DOMPurify.sanitize('<a href=\"javascript:ran.push(3)\">x</a><a href=\"https://ok.test/\">ok</a>'));
         console.log('breakout ' + DOMPurify.sanitize('<img onerror=\"};ran.push(4);{\">'));
         setTimeout(() => console.log('ran ' + ran.length), 10);
         </script>",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(
        &logs,
        &[
            "supported true",
            "img <img src=\"x\">",
            "script <p>hi</p>",
            "link <a>x</a><a href=\"https://ok.test/\">ok</a>",
            "breakout <img>",
            "ran 0",
        ],
    );
}

/// A parent page drives its same-origin frame with its own libraries, as test harnesses and
/// widget hosts do: jQuery builds nodes with the parent's document and appends them into
/// the frame's, queries with the frame's document as context and delegates events there;
/// Preact renders into the frame's body and re-renders on a click in it.
#[test]
fn jquery_and_preact_in_a_parent_drive_its_same_origin_frame() {
    let (logs, errors) = run(
        "libraries-frame",
        &["jquery/dist/jquery.js", "preact/dist/preact.umd.js", "preact/hooks/dist/hooks.umd.js", "htm/dist/htm.umd.js"],
        "<!doctype html><body><iframe id=f srcdoc='<body><div id=app></div><div id=widget></div></body>'></iframe>
         <script src=jquery.js></script><script src=preact.umd.js></script><script src=hooks.umd.js></script><script src=htm.umd.js></script><script>
         onload = () => {
           const frame = document.getElementById('f'), fd = frame.contentDocument;
           const $app = $('#app', fd);
           $app.append('<ul id=l><li>one</li><li>two</li></ul>');
           console.log('jquery ' + $('li', fd).length + ' ' + $(fd).find('#l li').last().text() + ' ' + (fd.getElementById('l').ownerDocument === fd) + ' ' + $('li').length);
           const clicks = [];
           $(fd.body).on('click', 'li', function () { clicks.push($(this).text()); });
           fd.querySelectorAll('li')[1].click();
           $('li', fd).first().trigger('click');
           console.log('delegated ' + clicks.join());
           $('li', fd).addClass('done').css('color', 'red');
           console.log('styled ' + fd.querySelector('li').outerHTML);
           const { h, render } = preact, { useState } = preactHooks, html = htm.bind(h);
           function Counter() {
             const [n, setN] = useState(0);
             return html`<p><b>${n}</b><button onClick=${() => setN(n + 1)}>more</button></p>`;
           }
           const widget = fd.getElementById('widget');
           render(html`<${Counter} />`, widget);
           console.log('preact ' + widget.innerHTML);
           widget.querySelector('button').click();
           setTimeout(() => console.log('preact after click ' + widget.querySelector('b').textContent + ' ' + (widget.firstChild.ownerDocument === fd)), 50);
         };
         </script>",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(
        &logs,
        &[
            "jquery 2 two true 0",
            "delegated two,one",
            "styled <li class=\"done\" style=\"color: red;\">one</li>",
            "preact <p><b>0</b><button>more</button></p>",
            "preact after click 1 true",
        ],
    );
}
