// A parent page drives custom elements in a same-origin frame: an element in the frame's
// markup is upgraded when its definition comes, elements made by script run their
// constructors, observed attributes and connection reach the lifecycle callbacks, the
// parent's own events click the component's button in its shadow tree, and an element
// adopted into the parent's document gets adoptedCallback.
// https://html.spec.whatwg.org/multipage/custom-elements.html

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/counter-app.html";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  const w = iframe.contentWindow, d = iframe.contentDocument;
  const first = d.getElementById("first");
  assert_equals(first.shadowRoot, null, "not upgraded before it is defined");
  assert_equals(w.customElements.get("x-counter"), undefined);
  const defined = w.customElements.whenDefined("x-counter");
  w.defineCounter();
  assert_equals(await defined, w.XCounter);
  assert_true(first instanceof w.XCounter, "upgraded by define");
  assert_array_equals(w.lifecycle, ["construct first", "count first null->2", "connected first"]);
  assert_equals(first.shadowRoot.querySelector("output").textContent, "2");
  // The parent clicks the button inside the component's shadow tree with its own event.
  let heard = null;
  d.body.addEventListener("count-changed", (e) => { heard = [e.detail, e.target === first]; });
  first.shadowRoot.querySelector("button").dispatchEvent(new MouseEvent("click", { bubbles: true }));
  assert_array_equals(heard, [3, true]);
  assert_equals(first.getAttribute("count"), "3");
  // One made by the frame's createElement, connected, changed and removed.
  w.lifecycle.length = 0;
  const second = d.createElement("x-counter");
  second.id = "second";
  d.body.append(second);
  second.setAttribute("count", "7");
  second.setAttribute("other", "ignored");
  second.remove();
  assert_array_equals(w.lifecycle, ["construct ", "connected second", "count second null->7", "disconnected second"]);
  // Adopted into the parent's document: adoptedCallback, then connected there.
  w.lifecycle.length = 0;
  document.body.append(first);
  t.add_cleanup(() => first.remove());
  assert_array_equals(w.lifecycle, ["disconnected first", "adopted first", "connected first"]);
  assert_equals(first.ownerDocument, document);
}, "a parent page drives custom elements in its same-origin frame");

test(() => {
  class Direct extends HTMLElement {}
  customElements.define("x-direct-" + Math.random().toString(36).slice(2), Direct);
  const element = new Direct();
  assert_true(element instanceof Direct);
  assert_equals(element.localName, customElements.getName(Direct));
  assert_throws_js(TypeError, () => new HTMLElement(), "HTMLElement itself is no constructor");
  assert_throws_dom("SyntaxError", () => customElements.define("nodash", class extends HTMLElement {}));
  assert_throws_dom("NotSupportedError", () => customElements.define(customElements.getName(Direct), class extends HTMLElement {}));
  assert_throws_js(TypeError, () => customElements.define("x-arrow", () => {}));
}, "define checks its arguments, and a defined class constructs its element");
