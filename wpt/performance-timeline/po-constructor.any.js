// The PerformanceObserver constructor takes a callback function and must be called with
// new; PerformanceObserver.supportedEntryTypes is a frozen, sorted, [SameObject] array.
// https://w3c.github.io/performance-timeline/#the-performanceobserver-interface
// https://w3c.github.io/performance-timeline/#supportedentrytypes-attribute

test(() => {
  assert_throws_js(TypeError, () => new PerformanceObserver());
}, "new PerformanceObserver() without a callback throws a TypeError");

test(() => {
  for (const value of [undefined, null, 1, "f", {}, [], Symbol("s")]) {
    assert_throws_js(TypeError, () => new PerformanceObserver(value), `callback ${String(value)}`);
  }
}, "new PerformanceObserver() with a non-callable callback throws a TypeError");

test(() => {
  assert_throws_js(TypeError, () => PerformanceObserver(() => {}));
  assert_throws_js(TypeError, () => PerformanceObserver.call({}, () => {}));
}, "PerformanceObserver cannot be called without new");

test(() => {
  const observer = new PerformanceObserver(() => {});
  assert_true(observer instanceof PerformanceObserver);
  assert_equals(Object.getPrototypeOf(observer), PerformanceObserver.prototype);
  assert_equals(typeof observer.observe, "function");
  assert_equals(typeof observer.disconnect, "function");
  assert_equals(typeof observer.takeRecords, "function");
  assert_array_equals(observer.takeRecords(), [], "a new observer's buffer is empty");
}, "new PerformanceObserver(callback) returns a PerformanceObserver");

test(() => {
  class Callable { }
  const observer = new PerformanceObserver(Callable);
  assert_true(observer instanceof PerformanceObserver, "a class constructor is callable (typeof function)");
  const bound = new PerformanceObserver((function () {}).bind(null));
  assert_true(bound instanceof PerformanceObserver);
}, "any function object is accepted as the callback");

test(() => {
  assert_equals(PerformanceObserver.length, 1, "the constructor takes one argument");
  assert_equals(PerformanceObserver.prototype.observe.length, 0, "observe()'s options are optional");
  assert_equals(PerformanceObserver.prototype.disconnect.length, 0);
  assert_equals(PerformanceObserver.prototype.takeRecords.length, 0);
  for (const method of ["observe", "disconnect", "takeRecords"]) {
    assert_throws_js(TypeError, () => PerformanceObserver.prototype[method].call({}, { type: "mark" }), method);
  }
}, "PerformanceObserver's operations have the IDL lengths and check their this value");

test(() => {
  assert_throws_js(TypeError, () => new PerformanceObserverEntryList());
}, "PerformanceObserverEntryList has no constructor");

test(() => {
  const types = PerformanceObserver.supportedEntryTypes;
  assert_true(Array.isArray(types), "an array");
  assert_true(Object.isFrozen(types), "frozen");
  assert_throws_js(TypeError, () => { "use strict"; types.push("x"); });
  assert_true(types.every((t) => typeof t === "string"), "of strings");
}, "supportedEntryTypes is a frozen array of strings");

test(() => {
  const types = PerformanceObserver.supportedEntryTypes;
  assert_array_equals(types, [...types].sort(), "in alphabetical order");
  assert_equals(new Set(types).size, types.length, "without duplicates");
}, "supportedEntryTypes is sorted alphabetically");

test(() => {
  const types = PerformanceObserver.supportedEntryTypes;
  assert_true(types.includes("mark"), "mark");
  assert_true(types.includes("measure"), "measure");
  if (self.GLOBAL.isWindow()) {
    assert_true(types.includes("navigation"), "navigation in a window");
  } else {
    assert_false(types.includes("navigation"), "no navigation in a worker");
  }
}, "supportedEntryTypes includes mark and measure (and navigation only in windows)");

test(() => {
  assert_equals(PerformanceObserver.supportedEntryTypes, PerformanceObserver.supportedEntryTypes);
  const descriptor = Object.getOwnPropertyDescriptor(PerformanceObserver, "supportedEntryTypes");
  assert_equals(typeof descriptor.get, "function", "a getter");
  assert_equals(descriptor.set, undefined, "read only");
  assert_equals(descriptor.get.call(PerformanceObserver), PerformanceObserver.supportedEntryTypes);
}, "supportedEntryTypes is a static [SameObject] attribute");
