// HTMLElement's members beyond reflection (global attributes, editing, innerText) and the
// Document's HTML members (referrer, lastModified, dir, body, location, designMode).
// https://html.spec.whatwg.org/multipage/dom.html#htmlelement
// https://html.spec.whatwg.org/multipage/dom.html#the-document-object
"use strict";

test(() => {
  const div = document.createElement("div");
  assert_false(div.hidden);
  div.hidden = "until-found";
  assert_equals(div.getAttribute("hidden"), "until-found");
  assert_equals(div.hidden, "until-found");
  div.hidden = 0;
  assert_false(div.hasAttribute("hidden"));
  div.hidden = "yes";
  assert_equals(div.getAttribute("hidden"), "");
  assert_true(div.hidden);
  const outer = document.createElement("div");
  outer.setAttribute("translate", "no");
  outer.append(div);
  assert_false(div.translate, "inherited");
  div.translate = true;
  assert_equals(div.getAttribute("translate"), "yes");
  assert_true(div.spellcheck, "on by default");
  outer.spellcheck = false;
  assert_false(div.spellcheck);
  assert_equals(div.writingSuggestions, "true");
  assert_false(div.draggable);
  assert_true(document.createElement("img").draggable);
  div.autocapitalize = "on";
  assert_equals(div.autocapitalize, "sentences");
  assert_true(div.autocorrect);
  div.autocorrect = false;
  assert_equals(div.getAttribute("autocorrect"), "off");
  assert_equals(div.inputMode, "");
  div.inputMode = "NUMERIC";
  assert_equals(div.inputMode, "numeric");
  assert_equals(div.accessKeyLabel, "");
  div.setAttribute("nonce", "abc");
  assert_equals(div.nonce, "abc");
  div.nonce = "def";
  assert_equals(div.getAttribute("nonce"), "abc", "the IDL nonce is the element's own");
  assert_equals(div.nonce, "def");
}, "global attributes' IDL members");

test(() => {
  assert_equals(document.createElement("div").tabIndex, -1);
  assert_equals(document.createElement("button").tabIndex, 0);
  const a = document.createElement("a");
  a.tabIndex = 3;
  assert_equals(a.getAttribute("tabindex"), "3");
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  assert_equals(typeof svg.focus, "function");
  svg.dataset.fooBar = "1";
  assert_equals(svg.getAttribute("data-foo-bar"), "1");
  svg.setAttribute("nonce", "n");
  assert_equals(svg.nonce, "n");
}, "tabIndex, and HTMLOrSVGElement's members on SVG elements");

test(() => {
  const host = document.createElement("div");
  host.innerHTML = "<span>a</span><b>b</b>";
  document.body.append(host);
  assert_equals(host.contentEditable, "inherit");
  assert_false(host.isContentEditable);
  host.contentEditable = "TRUE";
  assert_equals(host.getAttribute("contenteditable"), "true");
  assert_true(host.firstChild.isContentEditable, "a descendant of an editing host");
  host.lastChild.contentEditable = "false";
  assert_false(host.lastChild.isContentEditable);
  assert_throws_dom("SyntaxError", () => { host.contentEditable = "maybe"; });
  assert_false(document.createElement("div").isContentEditable, "not connected");
  host.remove();
  assert_equals(document.designMode, "off");
  assert_false(document.execCommand("bold"), "no command is enabled");
  assert_false(document.queryCommandSupported("copy"));
  assert_equals(document.queryCommandValue("fontName"), "");
  assert_throws_js(TypeError, () => document.execCommand());
}, "editing: contentEditable, isContentEditable, designMode, execCommand");

test(() => {
  const div = document.createElement("div");
  div.innerHTML = "<p>One  <b>two</b>\n three</p><div>four<br>five</div><script>no</script>" +
    "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table><span style='display:none'>hidden</span>";
  assert_equals(div.innerText, div.textContent, "not being rendered: its text content");
  document.body.append(div);
  assert_equals(div.innerText, "One two three\n\nfour\nfive\na\tb\nc\td");
  assert_equals(div.outerText, div.innerText);
  div.innerText = "x\ny";
  assert_equals(div.innerHTML, "x<br>y");
  const span = document.createElement("span");
  div.append(span);
  span.outerText = "z";
  assert_equals(div.innerHTML, "x<br>yz", "merged with the text before it");
  div.remove();
}, "innerText and outerText");

test(() => {
  assert_equals(document.referrer, "", "a top-level document: no referrer");
  assert_regexp_match(document.lastModified, /^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  assert_equals(document.dir, "");
  document.dir = "rtl";
  assert_equals(document.documentElement.getAttribute("dir"), "rtl");
  document.documentElement.removeAttribute("dir");
  const descriptor = Object.getOwnPropertyDescriptor(document, "location");
  assert_false(descriptor.configurable, "[LegacyUnforgeable]");
  assert_equals(document.location, location);
  assert_equals(new Document().location, null);
  const doc = document.implementation.createHTMLDocument();
  const body = doc.createElement("body");
  doc.body = body;
  assert_equals(doc.body, body);
  assert_throws_dom("HierarchyRequestError", () => { doc.body = doc.createElement("div"); });
}, "the Document's HTML members");

promise_test(async () => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  await new Promise((resolve) => { frame.onload = resolve; frame.src = "/common/blank.html"; });
  assert_equals(frame.contentDocument.referrer, location.href.replace(/#.*/, ""), "same origin: the parent's URL");
  frame.remove();
}, "a frame's referrer");
