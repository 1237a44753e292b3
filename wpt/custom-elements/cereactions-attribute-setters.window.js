// [CEReactions] attribute setters whose functions V8 makes on first use (reflected, ARIA and
// other attribute families: runtime/web/webidl/attribute_functions.rs) run custom element
// reactions before they return, as the wrapped setters did: in this realm, in a frame
// that never read them, and when one realm's setter is called on another same-origin
// realm's element. They keep Web IDL's shape: `set <name>`, one argument, no constructor,
// the same function on every read, each realm its own.
// https://html.spec.whatwg.org/multipage/custom-elements.html#cereactions
// https://webidl.spec.whatwg.org/#es-attributes
"use strict";

function frame() {
  return new Promise((resolve) => {
    const iframe = document.createElement("iframe");
    iframe.onload = () => resolve(iframe.contentWindow);
    document.body.appendChild(iframe);
  });
}

// [interface, attribute, content attribute, value]
const SETTERS = [
  ["Element", "id", "id", "a"],
  ["Element", "slot", "slot", "s"],
  ["Element", "ariaLabel", "aria-label", "label"],
  ["HTMLElement", "title", "title", "t"],
  ["HTMLElement", "lang", "lang", "en"],
];
const OBSERVED = SETTERS.map((s) => s[2]);

function define(w, name) {
  const log = [];
  w.customElements.define(name, class extends w.HTMLElement {
    static observedAttributes = OBSERVED;
    attributeChangedCallback(attribute, old, value) { log.push(`${attribute}=${value}`); }
  });
  return log;
}

test(() => {
  const log = define(window, "setter-here");
  const element = document.createElement("setter-here");
  for (const [, attribute, content, value] of SETTERS) {
    element[attribute] = value;
    assert_equals(log[log.length - 1], `${content}=${value}`, `${attribute}: the callback ran before the setter returned`);
  }
  assert_equals(log.length, SETTERS.length);
}, "[CEReactions] attribute setters run reactions before they return");

promise_test(async () => {
  const w = await frame();
  const log = define(w, "setter-there");
  const element = w.document.createElement("setter-there");
  for (const [iface, attribute, content, value] of SETTERS) {
    const d = w.Object.getOwnPropertyDescriptor(w[iface].prototype, attribute);
    assert_equals(typeof d.set, "function", attribute);
    assert_equals(d.set.name, `set ${attribute}`, `${attribute}: the setter's name`);
    assert_equals(d.set.length, 1, `${attribute}: the setter's length`);
    assert_false("prototype" in d.set, `${attribute}: no constructor`);
    assert_equals(w.Object.getOwnPropertyDescriptor(w[iface].prototype, attribute).set, d.set, `${attribute}: the same function`);
    assert_not_equals(d.set, Object.getOwnPropertyDescriptor(window[iface].prototype, attribute).set, `${attribute}: each realm its own`);
    d.set.call(element, value);
    assert_equals(log[log.length - 1], `${content}=${value}`, `${attribute}: the frame's setter ran the reaction before it returned`);
  }
}, "a frame's [CEReactions] attribute setters keep Web IDL's shape and run reactions");

promise_test(async () => {
  const w = await frame();
  const log = define(w, "setter-across");
  const element = w.document.createElement("setter-across");
  for (const [iface, attribute, content, value] of SETTERS) {
    Object.getOwnPropertyDescriptor(window[iface].prototype, attribute).set.call(element, value + "2");
    assert_equals(log[log.length - 1], `${content}=${value}2`, `${attribute}: this realm's setter on the frame's element`);
  }
}, "one realm's [CEReactions] attribute setter runs another same-origin realm's element's reactions");
