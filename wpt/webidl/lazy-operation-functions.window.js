// Operations whose functions V8 makes on first use (bindings/lazy_methods.cc: the methods
// of every interface prototype and of the global, made lazy by the realm snapshot maker)
// look to pages like Web IDL's: data properties (writable, enumerable, configurable) whose
// functions have the operation's name and length, are no constructors, are the same object
// on every read, belong to the realm that holds the property, and act on that realm's
// objects whoever calls them; a page may replace or delete them. [CEReactions] operations
// (whose wrappers' names are computed when made: html/custom_element_reactions.js) too,
// and they still run custom element reactions before they return.
// https://webidl.spec.whatwg.org/#es-operations
"use strict";

function frame() {
  return new Promise((resolve) => {
    const iframe = document.createElement("iframe");
    iframe.onload = () => resolve(iframe.contentWindow);
    document.body.appendChild(iframe);
  });
}

// [interface (or null: the global), operation, length]
const OPERATIONS = [
  ["Node", "contains", 1],
  ["Node", "isSameNode", 1],
  ["Node", "getRootNode", 0],
  ["Element", "getAttribute", 1],
  ["Element", "querySelector", 1],
  ["Element", "closest", 1],
  ["Document", "getElementById", 1],
  ["Document", "createElement", 1],
  ["EventTarget", "addEventListener", 2],
  ["Event", "preventDefault", 0],
  [null, "getComputedStyle", 1],
  // [CEReactions]
  ["Node", "appendChild", 1],
  ["Node", "insertBefore", 2],
  ["Element", "setAttribute", 2],
  ["Element", "removeAttribute", 1],
  ["Element", "toggleAttribute", 1],
  ["Document", "importNode", 1],
];

const holderOf = (w, iface) => (iface === null ? w : w[iface].prototype);

promise_test(async () => {
  const w = await frame();
  for (const [iface, name, length] of OPERATIONS) {
    const label = `${iface ?? "Window"}.${name}`;
    const d = w.Object.getOwnPropertyDescriptor(holderOf(w, iface), name);
    assert_not_equals(d, undefined, label);
    assert_true(d.writable && d.enumerable && d.configurable, `${label}: writable, enumerable and configurable`);
    assert_equals(typeof d.value, "function", label);
    assert_equals(d.value.name, name, `${label}'s name`);
    assert_equals(d.value.length, length, `${label}'s length`);
    // (The global's operations are checked by native-operations-are-not-constructors.any.js.)
    if (iface !== null) {
      assert_false("prototype" in d.value, `${label} has no prototype`);
      assert_throws_js(TypeError, () => new d.value(), `${label} is no constructor`);
    }
    assert_equals(Object.getPrototypeOf(d.value), w.Function.prototype, `${label} is the frame's`);
    assert_equals(holderOf(w, iface)[name], d.value, `${label}: the same function on every read`);
    assert_not_equals(d.value, holderOf(window, iface)[name], `${label}: each realm its own function`);
  }
}, "operation functions have Web IDL's names, lengths and realm");

promise_test(async () => {
  const w = await frame();
  const doc = w.document;
  // Read through an instance first: the function is the prototype's.
  const get = doc.body.getAttribute;
  assert_equals(get, w.Element.prototype.getAttribute);
  doc.body.setAttribute("data-x", "1");
  // Called on another same-origin realm's node, one realm's function acts on that node.
  assert_equals(Element.prototype.getAttribute.call(doc.body, "data-x"), "1");
  assert_equals(w.Document.prototype.getElementById.call(document, "nope"), null);
}, "operation functions act on any same-origin realm's objects");

promise_test(async () => {
  const w = await frame();
  const original = w.Node.prototype.contains;
  w.Node.prototype.contains = function replaced() { return "page"; };
  assert_equals(w.document.body.contains(w.document.body), "page");
  assert_true(delete w.Node.prototype.contains);
  assert_false("contains" in w.Node.prototype);
  assert_equals(typeof w.Node.prototype.isSameNode, "function", "the other operations are still there");
  w.Node.prototype.contains = original;
  assert_true(w.document.documentElement.contains(w.document.body));
}, "a page may replace and delete operation functions");

promise_test(async () => {
  const w = await frame();
  const keys = [];
  for (const key in w.EventTarget.prototype) keys.push(key);
  assert_array_equals(keys.sort(), ["addEventListener", "dispatchEvent", "removeEventListener"]);
  assert_true(w.Object.keys(w.Node.prototype).includes("appendChild"));
  assert_true(Function.prototype.toString.call(w.Node.prototype.contains).includes("contains"));
}, "operation functions are enumerated and stringified as before they are read");

promise_test(async () => {
  const w = await frame();
  const seen = [];
  w.customElements.define("lazy-reactions", class extends w.HTMLElement {
    static observedAttributes = ["a"];
    attributeChangedCallback(name, old, value) { seen.push(`${name}=${value}`); }
    connectedCallback() { seen.push("connected"); }
  });
  const element = w.document.createElement("lazy-reactions");
  w.Element.prototype.setAttribute.call(element, "a", "1");
  assert_array_equals(seen, ["a=1"], "attributeChangedCallback ran before setAttribute returned");
  w.Node.prototype.appendChild.call(w.document.body, element);
  assert_array_equals(seen, ["a=1", "connected"], "connectedCallback ran before appendChild returned");
}, "[CEReactions] operations made on first use still run reactions before they return");
