// HTMLElement's dataset: the data-* attributes as camel-cased properties.
// https://html.spec.whatwg.org/multipage/dom.html#dom-dataset
"use strict";

test(() => {
  const e = document.createElement("div");
  e.setAttribute("data-foo-bar", "1");
  e.setAttribute("data-x", "2");
  e.setAttribute("title", "no");
  assert_equals(e.dataset, e.dataset, "[SameObject]");
  assert_equals(e.dataset.fooBar, "1");
  assert_array_equals(Object.keys(e.dataset), ["fooBar", "x"]);
  e.dataset.helloWorld = 3;
  assert_equals(e.getAttribute("data-hello-world"), "3");
  assert_true("helloWorld" in e.dataset);
  delete e.dataset.x;
  assert_false(e.hasAttribute("data-x"));
  assert_equals(e.dataset.missing, undefined);
  assert_throws_dom("SyntaxError", () => { e.dataset["a-b"] = "x"; });
  assert_equals(Object.prototype.toString.call(e.dataset), "[object DOMStringMap]");
}, "dataset reads, writes and deletes data-* attributes");
