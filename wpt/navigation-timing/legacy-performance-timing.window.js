// The obsolete performance.timing (PerformanceTiming) and performance.navigation
// (PerformanceNavigation): integer milliseconds since the epoch, navigationStart at the
// time origin, 0 for what did not happen, ordered after load; type TYPE_NAVIGATE.
// https://w3c.github.io/navigation-timing/#obsolete
// https://w3c.github.io/navigation-timing/#the-performancetiming-interface
// https://w3c.github.io/navigation-timing/#the-performancenavigation-interface

const ATTRIBUTES = [
  "navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd", "fetchStart",
  "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
  "requestStart", "responseStart", "responseEnd", "domLoading", "domInteractive",
  "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
];
const ORDER = [
  "navigationStart", "fetchStart", "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd",
  "requestStart", "responseStart", "responseEnd", "domLoading", "domInteractive",
  "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
];
const whileParsing = performance.timing.toJSON();
const loaded = new Promise((resolve) => {
  window.addEventListener("load", () => step_timeout(resolve, 0));
});

test(() => {
  const timing = performance.timing;
  assert_true(timing instanceof PerformanceTiming);
  assert_equals(performance.timing, timing, "performance.timing");
  assert_true(performance.navigation instanceof PerformanceNavigation);
  assert_equals(performance.navigation, performance.navigation, "performance.navigation");
}, "performance.timing and performance.navigation are the same objects on each access");

test(() => {
  const navigationStart = performance.timing.navigationStart;
  assert_true(Number.isInteger(navigationStart), "an integer");
  assert_less_than_equal(Math.abs(navigationStart - performance.timeOrigin), 1, "within 1 ms of timeOrigin");
}, "navigationStart is the time origin, as integer milliseconds since the epoch");

promise_test(async () => {
  await loaded;
  const timing = performance.timing;
  for (const name of ATTRIBUTES) {
    const value = timing[name];
    assert_equals(typeof value, "number", name);
    assert_true(Number.isInteger(value), `${name} is an integer`);
    assert_true(value === 0 || value >= timing.navigationStart, `${name} is 0 or >= navigationStart`);
  }
}, "every PerformanceTiming attribute is an integer, 0 or at least navigationStart");

promise_test(async () => {
  await loaded;
  const timing = performance.timing;
  for (let i = 1; i < ORDER.length; i++) {
    assert_less_than_equal(timing[ORDER[i - 1]], timing[ORDER[i]], `${ORDER[i - 1]} <= ${ORDER[i]}`);
  }
  assert_greater_than(timing.loadEventEnd, 0, "loadEventEnd is set");
}, "after the load event, the PerformanceTiming attributes are in order");

promise_test(async () => {
  await loaded;
  const timing = performance.timing;
  const entry = performance.getEntriesByType("navigation")[0];
  for (const name of ["fetchStart", "responseEnd", "domInteractive", "domComplete", "loadEventStart", "loadEventEnd"]) {
    const expected = performance.timeOrigin + entry[name];
    assert_less_than_equal(Math.abs(timing[name] - expected), 1, `${name} agrees with the navigation entry`);
  }
}, "PerformanceTiming agrees with the navigation entry");

test(() => {
  assert_equals(whileParsing.loadEventStart, 0, "loadEventStart");
  assert_equals(whileParsing.loadEventEnd, 0, "loadEventEnd");
  assert_equals(whileParsing.domComplete, 0, "domComplete");
  assert_equals(whileParsing.domContentLoadedEventStart, 0, "domContentLoadedEventStart");
  assert_greater_than(whileParsing.fetchStart, 0, "fetchStart is already set");
}, "while parsing, the DOM and load attributes are 0");

test(() => {
  const timing = performance.timing;
  assert_equals(timing.unloadEventStart, 0, "no previous document");
  assert_equals(timing.unloadEventEnd, 0, "no previous document");
  assert_equals(timing.redirectStart, 0, "no redirect");
  assert_equals(timing.redirectEnd, 0, "no redirect");
  if (location.protocol === "http:") assert_equals(timing.secureConnectionStart, 0, "not https");
}, "unloadEventStart, unloadEventEnd, redirectStart and redirectEnd are 0");

test(() => {
  const navigation = performance.navigation;
  assert_equals(navigation.type, 0);
  assert_equals(navigation.type, PerformanceNavigation.TYPE_NAVIGATE);
  assert_equals(navigation.redirectCount, 0);
}, "performance.navigation.type is TYPE_NAVIGATE and redirectCount 0");

test(() => {
  const constants = { TYPE_NAVIGATE: 0, TYPE_RELOAD: 1, TYPE_BACK_FORWARD: 2, TYPE_RESERVED: 255 };
  for (const [name, value] of Object.entries(constants)) {
    assert_equals(PerformanceNavigation[name], value, `PerformanceNavigation.${name}`);
    assert_equals(PerformanceNavigation.prototype[name], value, `PerformanceNavigation.prototype.${name}`);
    assert_equals(performance.navigation[name], value, `performance.navigation.${name}`);
    const descriptor = Object.getOwnPropertyDescriptor(PerformanceNavigation, name);
    assert_false(descriptor.writable, `${name} is read only`);
    assert_false(descriptor.configurable, `${name} is not configurable`);
  }
}, "the PerformanceNavigation constants are on the interface and its prototype");

promise_test(async () => {
  await loaded;
  const json = performance.timing.toJSON();
  assert_equals(Object.getPrototypeOf(json), Object.prototype, "a plain object");
  assert_array_equals(Object.keys(json).sort(), [...ATTRIBUTES].sort());
  for (const name of ATTRIBUTES) assert_equals(json[name], performance.timing[name], name);
}, "performance.timing.toJSON() has every attribute");

test(() => {
  const json = performance.navigation.toJSON();
  assert_equals(Object.getPrototypeOf(json), Object.prototype, "a plain object");
  assert_equals(json.type, 0);
  assert_equals(json.redirectCount, 0);
  assert_array_equals(Object.keys(json).sort(), ["redirectCount", "type"]);
}, "performance.navigation.toJSON() has type and redirectCount");

test(() => {
  const json = performance.toJSON();
  assert_equals(typeof json.timing, "object", "timing");
  assert_equals(json.timing.navigationStart, performance.timing.navigationStart);
  assert_equals(typeof json.navigation, "object", "navigation");
  assert_equals(json.navigation.type, 0);
}, "performance.toJSON() includes timing and navigation");

test(() => {
  assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(PerformanceTiming.prototype, "navigationStart").get.call({}));
  assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(PerformanceNavigation.prototype, "type").get.call({}));
}, "the attribute getters check their this value");
