// Attribute getters and setters that V8 makes on first use (runtime/web/webidl/
// attribute_functions.rs: event handler IDL attributes, reflected content attributes,
// ARIAMixin's, [SameObject] attributes, Resource Timing's) look to pages like Web IDL's:
// accessor properties, enumerable and configurable, whose functions are named
// "get <name>" and "set <name>", take 0 and 1 arguments, are no constructors, are the same
// object on every read, belong to the realm that holds the property, and run that realm's
// steps whoever calls them.
// https://webidl.spec.whatwg.org/#es-attributes
"use strict";

function frame() {
  return new Promise((resolve) => {
    const iframe = document.createElement("iframe");
    iframe.onload = () => resolve(iframe.contentWindow);
    document.body.appendChild(iframe);
  });
}

// [prototype name, attribute, writable]
const ATTRIBUTES = [
  ["HTMLElement", "onclick", true],
  ["Document", "onreadystatechange", true],
  ["HTMLElement", "hidden", true],
  ["HTMLElement", "title", true],
  ["Element", "ariaLabel", true],
  ["Element", "ariaActiveDescendantElement", true],
  ["Element", "ariaLabelledByElements", true],
  ["Element", "classList", true],
  ["PerformanceResourceTiming", "responseEnd", false],
  ["PerformanceNavigationTiming", "domComplete", false],
];

promise_test(async () => {
  const w = await frame();
  for (const [iface, name, writable] of ATTRIBUTES) {
    const d = w.Object.getOwnPropertyDescriptor(w[iface].prototype, name);
    assert_not_equals(d, undefined, `${iface}.prototype.${name}`);
    assert_true(d.enumerable && d.configurable, `${name}: enumerable and configurable`);
    assert_equals(typeof d.get, "function", `${name}'s getter`);
    assert_equals(d.get.name, `get ${name}`);
    assert_equals(d.get.length, 0);
    assert_false("prototype" in d.get, `${name}'s getter has no prototype`);

    assert_equals(Object.getPrototypeOf(d.get), w.Function.prototype, `${name}'s getter is the frame's`);
    assert_equals(w.Object.getOwnPropertyDescriptor(w[iface].prototype, name).get, d.get, "the same getter on every read");
    if (writable) {
      assert_equals(d.set.name, `set ${name}`);
      assert_equals(d.set.length, 1);
      assert_equals(Object.getPrototypeOf(d.set), w.Function.prototype, `${name}'s setter is the frame's`);
    } else {
      assert_equals(d.set, undefined, `${name} is read-only`);
    }
    assert_not_equals(d.get, Object.getOwnPropertyDescriptor(window[iface].prototype, name).get, "each realm its own getter");
  }
}, "attribute functions have Web IDL's names, lengths and realm");

promise_test(async () => {
  const w = await frame();
  const doc = w.document;
  // One getter and setter serve an event handler attribute on elements, documents and windows.
  const element = w.Object.getOwnPropertyDescriptor(w.HTMLElement.prototype, "onclick");
  assert_equals(w.Object.getOwnPropertyDescriptor(w.Document.prototype, "onclick").get, element.get);
  assert_equals(w.Object.getOwnPropertyDescriptor(w, "onclick").get, element.get);
  // The parent's setter, given the frame's element, sets the frame element's handler.
  const parentSetter = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "onclick").set;
  let calls = 0;
  const target = doc.createElement("div");
  parentSetter.call(target, () => calls++);
  target.click();
  assert_equals(calls, 1, "the handler ran");
  assert_equals(typeof target.onclick, "function");
  // Reflection through another realm's getter and setter.
  const title = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "title");
  title.set.call(target, "x");
  assert_equals(target.getAttribute("title"), "x");
  assert_equals(title.get.call(target), "x");
  assert_equals(String(element.get), "function get onclick() { [native code] }");
}, "attribute functions work across same-origin realms and show no platform source");

test(() => {
  const { get, set } = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "title");
  assert_throws_js(TypeError, () => get.call({}), "a getter on a plain object");
  assert_throws_js(TypeError, () => set.call({}, "x"), "a setter on a plain object");
  // [LegacyLenientThis]: onmouseenter's getter returns undefined on a non-event-target.
  const enter = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "onmouseenter");
  assert_equals(enter.get.call({}), undefined);
  // An undefined this is the global: the window's own onclick.
  const onclick = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "onclick");
  window.onclick = null;
  const handler = () => {};
  onclick.set.call(undefined, handler);
  assert_equals(window.onclick, handler);
  assert_equals(onclick.get.call(undefined), handler);
  window.onclick = null;
}, "attribute functions check their this value as Web IDL does");

test(() => {
  const list = document.body.classList;
  assert_equals(document.body.classList, list, "[SameObject]");
  document.body.classList = "a b";
  assert_equals(document.body.className, "a b", "[PutForwards=value]");
  assert_equals(document.body.classList, list);
  document.body.className = "";
}, "a [SameObject, PutForwards] attribute keeps its object");
