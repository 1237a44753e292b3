// innerHTML, outerHTML and insertAdjacentHTML: HTML's fragment serializing and parsing
// algorithms (the parser is html5ever's tree builder).
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization
"use strict";

test(() => {
  const div = document.createElement("div");
  div.innerHTML = '<p class="x">a &amp; b<b>bold</b></p><!--c--><br>text';
  assert_equals(div.childNodes.length, 4);
  assert_equals(div.firstChild.localName, "p");
  assert_equals(div.firstChild.getAttribute("class"), "x");
  assert_equals(div.firstChild.textContent, "a & bbold");
  assert_equals(div.childNodes[1].nodeType, Node.COMMENT_NODE ?? 8);
  assert_equals(div.innerHTML, '<p class="x">a &amp; b<b>bold</b></p><!--c--><br>text');
}, "innerHTML parses a fragment and serializes it back");

test(() => {
  const div = document.createElement("div");
  div.innerHTML = "<table><tr><td>1</td></tr></table><p>one<p>two";
  assert_equals(div.innerHTML, "<table><tbody><tr><td>1</td></tr></tbody></table><p>one</p><p>two</p>");
  const body = document.createElement("tbody");
  body.innerHTML = "<tr><td>cell</td></tr>";
  assert_equals(body.firstChild.localName, "tr", "the context element decides the insertion mode");
  const textarea = document.createElement("textarea");
  textarea.innerHTML = "<b>not markup</b>";
  assert_equals(textarea.firstChild.nodeType, 3);
}, "innerHTML follows the tree construction rules (implied tags, tables, raw text)");

test(() => {
  const div = document.createElement("div");
  div.appendChild(document.createTextNode('<&>\u00A0"'));
  const span = document.createElement("span");
  span.setAttribute("title", '<&>\u00A0"');
  div.appendChild(span);
  const script = document.createElement("script");
  script.textContent = "if (a < b && c) {}";
  div.appendChild(script);
  assert_equals(div.innerHTML, '&lt;&amp;&gt;&nbsp;"<span title="&lt;&amp;&gt;&nbsp;&quot;"></span><script>if (a < b && c) {}</script>');
}, "Serialization escapes text and attribute values, but not the text of raw text elements");

async_test((t) => {
  window.innerHTMLScriptRan = false;
  const div = document.createElement("div");
  document.body.appendChild(div);
  div.innerHTML = '<script>window.innerHTMLScriptRan = true<\/script>';
  assert_equals(div.firstChild.localName, "script");
  const clone = div.firstChild.cloneNode(true);
  document.body.appendChild(clone);
  t.step_timeout(() => {
    assert_false(window.innerHTMLScriptRan, "scripts from innerHTML, and their clones, never run");
    div.remove();
    clone.remove();
    t.done();
  }, 0);
}, "Scripts inserted with innerHTML do not run");

async_test((t) => {
  const div = document.createElement("div");
  document.body.appendChild(div);
  div.innerHTML = '<iframe name="fromMarkup"></iframe>';
  const iframe = div.firstChild;
  iframe.onload = t.step_func_done(() => {
    assert_not_equals(iframe.contentWindow, null);
    assert_equals(iframe.contentWindow.location.href, "about:blank");
    div.remove();
  });
}, "An iframe inserted with innerHTML loads");

test(() => {
  const div = document.createElement("div");
  div.innerHTML = '<button onclick="this.clicked = (this.clicked || 0) + 1">b</button>';
  div.firstChild.click();
  assert_equals(div.firstChild.clicked, 1);
}, "Event handler content attributes from innerHTML set their handlers");

test(() => {
  const parent = document.createElement("div");
  parent.innerHTML = "<i>a</i><b>b</b>";
  assert_equals(parent.firstChild.outerHTML, "<i>a</i>");
  parent.firstChild.outerHTML = "<em>x</em>y";
  assert_equals(parent.innerHTML, "<em>x</em>y<b>b</b>");
  const lone = document.createElement("p");
  lone.outerHTML = "<b>ignored</b>";
  assert_equals(lone.outerHTML, "<p></p>", "no parent: nothing happens");
  assert_throws_dom("NoModificationAllowedError", () => { document.documentElement.outerHTML = "<html></html>"; });
}, "outerHTML reads the element and replaces it");

test(() => {
  const parent = document.createElement("div");
  const target = document.createElement("span");
  parent.appendChild(target);
  target.insertAdjacentHTML("beforebegin", "<i>1</i>");
  target.insertAdjacentHTML("afterbegin", "<i>2</i>");
  target.insertAdjacentHTML("beforeEnd", "<i>3</i>");
  target.insertAdjacentHTML("AFTEREND", "<i>4</i>");
  assert_equals(parent.innerHTML, "<i>1</i><span><i>2</i><i>3</i></span><i>4</i>");
  assert_throws_dom("SyntaxError", () => target.insertAdjacentHTML("middle", "x"));
  assert_throws_dom("NoModificationAllowedError", () => document.createElement("p").insertAdjacentHTML("afterend", "x"));
}, "insertAdjacentHTML at each position, case-insensitively");
