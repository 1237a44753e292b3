//! Real libraries in real pages: npm's lodash, marked, dayjs, jQuery, Preact with htm and
//! hooks, DOMPurify, Lit, Alpine.js, uhtml and htmx, each loaded as npm ships it (a
//! `<script src>`, or ES modules through an import map) and driven the way their users
//! drive them, most of them in a frame its parent page drives. `make setup` installs the packages (pinned in tests/libraries/package.json)
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
    run_group(hosts(name, &borrowed))
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

/// Copies the package folders `names` (under node_modules) into `root`/lib.test/node_modules.
fn copy_packages(root: &Path, names: &[&str]) {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).expect("dirs");
        for entry in std::fs::read_dir(from)
            .unwrap_or_else(|e| panic!("{}: {e}; `make setup` installs the libraries", from.display()))
        {
            let entry = entry.expect("entry");
            let target = to.join(entry.file_name());
            if entry.file_type().expect("type").is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), target).expect("copy");
            }
        }
    }
    for name in names {
        copy(&packages().join(name), &root.join("lib.test/node_modules").join(name));
    }
}

#[test]
fn lit_components_from_unbundled_modules_render_and_update_driven_from_the_parent() {
    // Lit as npm ships it (ES modules, no bundle), found through an import map; a frame's
    // components in shadow trees with slots, driven by the parent page.
    let frame = "<!doctype html><script type=importmap>{\"imports\": {
          \"lit\": \"/node_modules/lit/index.js\", \"lit/\": \"/node_modules/lit/\",
          \"lit-html\": \"/node_modules/lit-html/lit-html.js\", \"lit-html/\": \"/node_modules/lit-html/\",
          \"lit-element/lit-element.js\": \"/node_modules/lit-element/lit-element.js\", \"lit-element/\": \"/node_modules/lit-element/\",
          \"@lit/reactive-element\": \"/node_modules/@lit/reactive-element/reactive-element.js\",
          \"@lit/reactive-element/\": \"/node_modules/@lit/reactive-element/\"}}</script>
        <todo-list><h2 slot=title>Things</h2></todo-list>
        <script type=module>
        import { LitElement, html, css } from 'lit';
        class TodoItem extends LitElement {
          static properties = { text: {}, done: { type: Boolean, reflect: true } };
          static styles = css`:host([done]) { text-decoration: line-through }`;
          render() {
            return html`<label><input type=checkbox .checked=${this.done} @change=${this.toggle}>${this.text}</label>`;
          }
          toggle(e) {
            this.done = e.target.checked;
            this.dispatchEvent(new CustomEvent('item-toggle', { bubbles: true, composed: true }));
          }
        }
        class TodoList extends LitElement {
          static properties = { items: { state: true } };
          constructor() { super(); this.items = ['read the spec']; }
          render() {
            return html`<slot name=title></slot><ul @item-toggle=${() => this.requestUpdate()}>${this.items.map((t) => html`<li><todo-item .text=${t}></todo-item></li>`)}</ul>
              <form @submit=${this.add}><input name=text><button>add</button></form>
              <p>${this.shadowRoot?.querySelectorAll('todo-item[done]').length ?? 0} done</p>`;
          }
          add(e) {
            e.preventDefault();
            const input = e.target.elements.text;
            this.items = [...this.items, input.value];
            input.value = '';
          }
        }
        customElements.define('todo-item', TodoItem);
        customElements.define('todo-list', TodoList);
        window.ready = customElements.whenDefined('todo-list');
        </script>";
    let page = "<!doctype html><iframe src=frame.html></iframe><script>
        onload = async () => {
          const w = frames[0], d = w.document;
          await w.ready;
          const list = d.querySelector('todo-list');
          await list.updateComplete;
          const root = list.shadowRoot;
          console.log('slot ' + root.querySelector('slot').assignedElements().map((e) => e.textContent).join());
          const input = root.querySelector('input[name=text]');
          for (const text of ['write the test', 'ship it']) {
            input.value = text;
            root.querySelector('form').dispatchEvent(new Event('submit', { cancelable: true }));
            await list.updateComplete;
          }
          const items = () => [...root.querySelectorAll('todo-item')];
          await Promise.all(items().map((i) => i.updateComplete));
          console.log('items ' + items().map((i) => i.shadowRoot.querySelector('label').textContent).join('|'));
          items()[1].shadowRoot.querySelector('input').click();
          await items()[1].updateComplete;
          await list.updateComplete;
          console.log('done ' + items()[1].hasAttribute('done') + ' ' + root.querySelector('p').textContent);
        };
        </script>";
    let root = hosts("libraries-lit", &[("lib.test/index.html", page), ("lib.test/frame.html", frame)]);
    copy_packages(&root, &["lit", "lit-html", "lit-element", "@lit/reactive-element"]);
    let (logs, errors) = run_group(root);
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(&logs, &["slot Things", "items read the spec|write the test|ship it", "done true 1 done"]);
}

#[test]
fn alpine_binds_shows_loops_and_models_driven_from_the_parent() {
    // Alpine.js (a reactive micro-framework: state in attributes, a MutationObserver over
    // the document, effects flushed in microtasks) in a frame, driven by the parent page:
    // clicks toggle x-show and grow an x-for list, an input event runs x-model.
    let frame = "<!doctype html>
        <div x-data=\"{ open: false, items: ['milk'], name: 'ada', get count() { return this.items.length } }\">
          <button id=toggle @click=\"open = !open\">toggle</button>
          <p x-show=\"open\" id=panel>panel</p>
          <input x-model=\"name\" id=name><span x-text=\"name.toUpperCase()\" id=shout></span>
          <button id=add @click=\"items.push('item ' + items.length)\">add</button>
          <ul><template x-for=\"item in items\" :key=\"item\"><li x-text=\"item\"></li></template></ul>
          <b :class=\"count > 1 ? 'many' : 'one'\" x-text=\"count\"></b>
        </div>
        <script>window.started = new Promise((resolve) => document.addEventListener('alpine:initialized', resolve));</script>
        <script src=/node_modules/alpinejs/dist/cdn.js></script>";
    let page = "<!doctype html><iframe src=frame.html></iframe><script>
        onload = async () => {
          const w = frames[0], d = w.document;
          await w.started;
          const state = () => [JSON.stringify(d.getElementById('panel').getAttribute('style')), d.getElementById('shout').textContent,
            [...d.querySelectorAll('li')].map((l) => l.textContent).join('|'), d.querySelector('b').className + ' ' + d.querySelector('b').textContent].join(' / ');
          console.log('start ' + state());
          d.getElementById('toggle').click();
          d.getElementById('add').click();
          d.getElementById('add').click();
          const input = d.getElementById('name');
          input.value = 'grace';
          input.dispatchEvent(new w.Event('input'));
          // (Effects run in microtasks; x-show shows a frame or two later, for click-away and
          // transitions: wait for it frame by frame, not for a time that a busy machine
          // may not keep.)
          const shown = () => d.getElementById('panel').getAttribute('style') === null;
          for (let i = 0; i < 100 && !shown(); i++) await new Promise((resolve) => w.requestAnimationFrame(resolve));
          console.log('after ' + state());
        };
        </script>";
    let root = hosts("libraries-alpine", &[("lib.test/index.html", page), ("lib.test/frame.html", frame)]);
    copy_packages(&root, &["alpinejs"]);
    let (logs, errors) = run_group(root);
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(
        &logs,
        &[
            "start \"display: none;\" / ADA / milk / one 1",
            "after null / GRACE / milk|item 1|item 2 / many 3",
        ],
    );
}

#[test]
fn uhtml_components_with_signals_rerender_on_clicks_in_a_frame() {
    // uhtml (a template library: tagged templates, a TreeWalker over each template's
    // content, attributes read with `[...el.attributes]`, signals) as npm ships it,
    // through an import map, in a frame driven by the parent page.
    let frame = "<!doctype html><script type=importmap>{\"imports\": {\"uhtml\": \"/node_modules/uhtml/dist/prod/dom.js\"}}</script>
        <script type=module>
        import { html, signal } from 'uhtml';
        function Todo() {
          const items = signal(['milk']);
          const add = () => { items.value = [...items.value, 'item ' + items.value.length]; };
          return html`<section data=${{ count: items.value.length }}>
            <h1 class=${items.value.length > 1 ? 'grown' : 'fresh'}>${items.value.length} items</h1>
            <button onClick=${add}>add</button>
            <ul>${items.value.map((t) => html`<li key=${t}>${t}</li>`)}</ul></section>`;
        }
        document.body.append(html`<${Todo} />`);
        window.ready = true;
        </script>";
    let page = "<!doctype html><iframe src=frame.html></iframe><script>
        onload = async () => {
          const d = frames[0].document;
          const state = () => [d.querySelector('h1').textContent, d.querySelector('h1').className,
            [...d.querySelectorAll('li')].map((l) => l.textContent).join('|'), d.querySelector('section').dataset.count].join(' / ');
          console.log('start ' + frames[0].ready + ' ' + state());
          d.querySelector('button').click();
          d.querySelector('button').click();
          await new Promise((resolve) => setTimeout(resolve));
          console.log('after ' + state());
        };
        </script>";
    let root = hosts("libraries-uhtml", &[("lib.test/index.html", page), ("lib.test/frame.html", frame)]);
    copy_packages(&root, &["uhtml"]);
    let (logs, errors) = run_group(root);
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(
        &logs,
        &["start true 1 items / fresh / milk / 1", "after 3 items / grown / milk|item 1|item 2 / 3"],
    );
}

/// Runs `https://lib.test/` from the hosts folder `root` until idle: its console lines and
/// errors.
fn run_group(root: PathBuf) -> (Vec<String>, Vec<String>) {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    group.load(Url::parse("https://lib.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
    let state = group.state();
    let logs = state.console_messages().into_iter().map(|m| m.text).collect();
    let errors = state.errors().into_iter().map(|e| e.message).collect();
    (logs, errors)
}

#[test]
fn htmx_swaps_fragments_from_the_hosts_folder_on_clicks_from_the_parent() {
    // htmx (a hypermedia library: attributes say what to fetch and where to put it; it
    // finds hx-on attributes with XPath and fetches with XMLHttpRequest) in a frame,
    // swapping fragments served from the hosts folder when the parent clicks.
    let frame = "<!doctype html>
        <button id=load hx-get=/fragments/list.html hx-target=#list>load</button>
        <div id=list>empty</div>
        <button id=greet hx-on:click=\"this.textContent = 'greeted'\">greet</button>
        <script src=/node_modules/htmx.org/dist/htmx.js></script>
        <script>
          window.settled = () => new Promise((resolve) => document.body.addEventListener('htmx:afterSettle', resolve, { once: true }));
        </script>";
    let list = "<ul><li>one</li><li id=two hx-get=/fragments/more.html hx-swap=afterend>two</li></ul>";
    let more = "<li>three</li>";
    let page = "<!doctype html><iframe src=frame.html></iframe><script>
        onload = async () => {
          const w = frames[0], d = w.document;
          const items = () => [...d.querySelectorAll('#list li')].map((li) => li.textContent).join('|');
          console.log('start ' + d.getElementById('list').textContent + ' ' + w.htmx.version);
          d.getElementById('greet').click();
          console.log('hx-on ' + d.getElementById('greet').textContent);
          let settled = w.settled();
          d.getElementById('load').click();
          await settled;
          console.log('loaded ' + items());
          settled = w.settled();
          d.getElementById('two').click();
          await settled;
          console.log('more ' + items() + ' ' + d.querySelectorAll('.htmx-added').length);
        };
        </script>";
    let root = hosts(
        "libraries-htmx",
        &[
            ("lib.test/index.html", page),
            ("lib.test/frame.html", frame),
            ("lib.test/fragments/list.html", list),
            ("lib.test/fragments/more.html", more),
        ],
    );
    copy_packages(&root, &["htmx.org"]);
    let (logs, errors) = run_group(root);
    assert!(errors.is_empty(), "{errors:?}");
    assert_logs(&logs, &["start empty 2.0.8", "hx-on greeted", "loaded one|two", "more one|two|three 0"]);
}
