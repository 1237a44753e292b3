// document.all: an HTMLAllCollection, an object with [[IsHTMLDDA]] (typeof "undefined",
// falsy) that is callable, with indexed and named properties.
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#the-htmlallcollection-interface
"use strict";

function fill(t) {
  const div = document.createElement("div");
  div.innerHTML = '<img name="pic" id="first"><form name="f"></form><span name="f" id="s"></span><p id="f"></p>';
  document.body.append(div);
  t.add_cleanup(() => div.remove());
  return div;
}

test(() => {
  assert_equals(typeof document.all, "undefined");
  assert_false(!!document.all, "falsy");
  assert_true(document.all == null, "loosely equal to null");
  assert_false(document.all === undefined);
  assert_equals(document.all, document.all, "[SameObject]");
  assert_equals(Object.getPrototypeOf(document.all), HTMLAllCollection.prototype);
  assert_equals(Object.prototype.toString.call(document.all), "[object HTMLAllCollection]");
  assert_throws_js(TypeError, () => new HTMLAllCollection());
}, "document.all is an undetectable HTMLAllCollection");

test((t) => {
  fill(t);
  const all = document.all;
  const elements = document.getElementsByTagName("*");
  assert_equals(all.length, elements.length);
  assert_equals(all[0], document.documentElement);
  assert_equals(all.item(1), elements[1]);
  assert_equals(all(2), elements[2], "a call is item()");
  assert_equals(all("0"), document.documentElement);
  assert_equals(all.item(), null);
  assert_equals(all[all.length], undefined);
  assert_true(0 in all);
  assert_equals(Object.getOwnPropertyDescriptor(all, 0).enumerable, true);
}, "indexed access, item() and [[Call]]");

test((t) => {
  fill(t);
  const all = document.all;
  assert_equals(all.pic, document.getElementById("first"), "an img's name");
  assert_equals(all.first, document.getElementById("first"), "an id");
  assert_equals(all.namedItem("s"), document.getElementById("s"));
  assert_equals(all.namedItem("nothing"), null);
  assert_equals(all.nothing, undefined);
  // The form's name and the p's id (the span's name does not count: not all-named).
  const f = all.f;
  assert_true(f instanceof HTMLCollection);
  assert_equals(f.length, 2);
  assert_true(all("f") instanceof HTMLCollection, "a call finds names too");
  assert_equals(all.length, all.length, "length is not shadowed by a name");
  assert_false(Object.keys(all).includes("pic"), "names are not enumerable");
  assert_true(Object.getOwnPropertyNames(all).includes("pic"));
  assert_throws_js(TypeError, () => all.namedItem());
}, "named access and namedItem()");

test((t) => {
  const host = document.createElement("div");
  document.body.append(host);
  t.add_cleanup(() => host.remove());
  host.attachShadow({ mode: "open" }).innerHTML = '<i id="hidden"></i>';
  assert_equals(document.all.hidden, undefined);
}, "elements in shadow trees are not in document.all");

test((t) => {
  const div = document.createElement("div");
  div.id = "ro";
  document.body.append(div);
  t.add_cleanup(() => div.remove());
  const all = document.all;
  const index = [...all].indexOf(div);
  // Sloppy-mode assignments fail silently; strict-mode ones throw.
  assert_false(Reflect.set(all, index, 1), "an element's index is read-only");
  assert_equals(all[index], div);
  assert_false(Reflect.set(all, all.length + 5, 1), "no other index can be set either");
  assert_equals(all[all.length + 5], undefined);
  assert_false(Reflect.defineProperty(all, all.length, { value: 1, configurable: true }), "nor defined");
  assert_throws_js(TypeError, () => { "use strict"; all[index] = 1; });
  assert_false(Reflect.deleteProperty(all, index), "an element's index cannot be deleted");
  assert_true(Reflect.deleteProperty(all, all.length + 5));
  assert_false(Reflect.set(all, "ro", 1), "a supported name is read-only");
  assert_equals(all.ro, div);
  assert_false(Reflect.defineProperty(all, "ro", { value: 1, configurable: true }));
  assert_false(Reflect.deleteProperty(all, "ro"));
  assert_true(Reflect.set(all, "expando", 1), "any other name is an ordinary property");
  assert_equals(all.expando, 1);
  assert_true(delete all.expando);
}, "indices and supported names cannot be set, defined or deleted");
