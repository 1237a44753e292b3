// Interfaces framescope makes on first use (runtime/web/webidl/interface_objects.rs) look
// to pages like any other: data properties of the global, with Web IDL's attributes,
// made in the realm that holds them, and unaffected by built-ins a page replaced first.
// https://webidl.spec.whatwg.org/#es-interfaces, https://webidl.spec.whatwg.org/#es-operations
"use strict";

const LAZY_INTERFACES = ["URL", "URLSearchParams", "Blob", "Headers", "Response", "TextEncoder", "TextDecoder",
  "AbortController", "AbortSignal", "UIEvent", "MouseEvent", "KeyboardEvent", "FocusEvent", "Worker",
  "SharedWorker", "MessageChannel", "MessagePort", "Profiler"];
const LAZY_OPERATIONS = ["fetch", "atob", "btoa"];

function frame() {
  return new Promise((resolve) => {
    const iframe = document.createElement("iframe");
    iframe.onload = () => resolve(iframe.contentWindow);
    document.body.appendChild(iframe);
  });
}

promise_test(async () => {
  const w = await frame();
  const keys = Object.keys(w);
  for (const name of LAZY_INTERFACES) {
    assert_true(name in w, `${name} in the window`);
    assert_false(keys.includes(name), `${name} is not enumerable`);
    const d = w.Object.getOwnPropertyDescriptor(w, name);
    assert_equals(typeof d.value, "function", name);
    assert_equals(d.value.name, name);
    assert_true(d.writable && d.configurable && !d.enumerable, `${name}: writable, configurable, not enumerable`);
    assert_equals(w.Object.prototype.toString.call(d.value.prototype), `[object ${name}]`, `${name}.prototype's @@toStringTag`);
  }
  for (const name of LAZY_OPERATIONS) {
    assert_true(keys.includes(name), `${name} is enumerable`);
    assert_equals(typeof w[name], "function", name);
  }
}, "Interface objects made on first use are data properties with Web IDL's attributes");

promise_test(async () => {
  const w = await frame();
  // Read from this realm: each is the frame's own, not this realm's.
  assert_not_equals(w.URL, URL);
  const url = new w.URL("https://a.test/x?y=1");
  assert_equals(Object.getPrototypeOf(url), w.URL.prototype);
  assert_equals(url.searchParams.get("y"), "1");
  assert_equals(Object.getPrototypeOf(url.searchParams), w.URLSearchParams.prototype);
  assert_equals(Object.getPrototypeOf(w.URL.prototype.constructor), w.Function.prototype);
  assert_equals(Object.getPrototypeOf(w.AbortSignal.prototype), w.EventTarget.prototype);
}, "An interface object read from another realm is made in the realm that holds it");

promise_test(async () => {
  const w = await frame();
  w.Blob = 5;
  assert_equals(w.Blob, 5, "an assignment before the first read replaces the property");
  assert_equals(typeof w.URL, "function", "another name of the same module is still made");
  assert_equals(w.Blob, 5);
  delete w.Headers;
  assert_false("Headers" in w, "deleted before its first read");
  assert_equals(typeof w.Response, "function");
}, "Assigning or deleting an interface object before its first read");

promise_test(async () => {
  const w = await frame();
  // A page that replaced built-ins before its first use of the interfaces.
  w.Array.prototype[Symbol.iterator] = function () { throw new Error("array iterator"); };
  w.Array.prototype.push = function () { throw new Error("push"); };
  w.Object.defineProperty = function () { throw new Error("defineProperty"); };
  w.Function.prototype.call = function () { throw new Error("call"); };
  assert_equals(new w.URL("https://a.test/?q=2").searchParams.get("q"), "2");
  assert_equals(new w.TextDecoder().decode(new w.TextEncoder().encode("é")), "é");
  assert_equals(w.atob(w.btoa("ab")), "ab");
  const controller = new w.AbortController();
  controller.abort("why");
  assert_equals(controller.signal.reason, "why");
  assert_equals(new w.MouseEvent("click", { clientX: 3 }).clientX, 3);
  assert_equals(new w.KeyboardEvent("keydown").DOM_KEY_LOCATION_LEFT, 1);
  const channel = new w.MessageChannel();
  assert_equals(Object.getPrototypeOf(channel.port1), w.MessagePort.prototype);
  assert_equals(typeof w.Worker.prototype.terminate, "function");
}, "Interfaces first made after a page replaced built-ins still work");
