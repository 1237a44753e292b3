// The document's PerformanceNavigationTiming entry: one entry of type "navigation" named
// with the document's URL, starting at 0, in the performance timeline from the start;
// after the load event its timestamps are ordered and its duration is loadEventEnd.
// https://w3c.github.io/navigation-timing/#sec-PerformanceNavigationTiming
// https://w3c.github.io/navigation-timing/#dfn-create-the-navigation-timing-entry
// https://w3c.github.io/navigation-timing/#process
// https://w3c.github.io/resource-timing/#sec-performanceresourcetiming

const navigationEntry = () => performance.getEntriesByType("navigation")[0];
// What the entry said while the document was parsing (this script is parser-inserted).
const duringParsing = (() => {
  const e = navigationEntry();
  return e && {
    readyState: document.readyState, loadEventStart: e.loadEventStart, loadEventEnd: e.loadEventEnd,
    domInteractive: e.domInteractive, domComplete: e.domComplete, duration: e.duration,
  };
})();
const markDuringParsing = performance.mark("nt-entry-during-parsing");

// Resolves once the load event has ended (a task after it), with what a load event
// listener saw.
const duringLoad = new Promise((resolve) => {
  window.addEventListener("load", () => {
    const e = navigationEntry();
    const seen = { loadEventStart: e.loadEventStart, loadEventEnd: e.loadEventEnd, duration: e.duration };
    step_timeout(() => resolve(seen), 0);
  });
});

test(() => {
  const entries = performance.getEntriesByType("navigation");
  assert_equals(entries.length, 1, "exactly one");
  const entry = entries[0];
  assert_true(entry instanceof PerformanceNavigationTiming, "a PerformanceNavigationTiming");
  assert_true(entry instanceof PerformanceResourceTiming, "a PerformanceResourceTiming");
  assert_true(entry instanceof PerformanceEntry, "a PerformanceEntry");
  assert_equals(Object.getPrototypeOf(PerformanceNavigationTiming.prototype), PerformanceResourceTiming.prototype);
  assert_equals(Object.getPrototypeOf(PerformanceResourceTiming.prototype), PerformanceEntry.prototype);
}, "getEntriesByType('navigation') has exactly one PerformanceNavigationTiming");

test(() => {
  const entry = navigationEntry();
  assert_equals(entry.name, location.href, "name is the document's URL");
  assert_equals(entry.name, document.URL);
  assert_equals(entry.entryType, "navigation");
  assert_equals(entry.startTime, 0);
  assert_equals(entry.initiatorType, "navigation");
  assert_equals(entry.type, "navigate");
  assert_equals(entry.redirectCount, 0);
}, "the navigation entry's name, entryType, startTime, initiatorType and type");

test(() => {
  assert_not_equals(duringParsing, undefined, "the entry exists while parsing");
  assert_equals(duringParsing.readyState, "loading");
  assert_equals(duringParsing.loadEventStart, 0, "loadEventStart");
  assert_equals(duringParsing.loadEventEnd, 0, "loadEventEnd");
  assert_equals(duringParsing.domInteractive, 0, "domInteractive");
  assert_equals(duringParsing.domComplete, 0, "domComplete");
  assert_equals(duringParsing.duration, 0, "duration");
}, "while the document is parsing, the DOM and load timestamps are 0");

promise_test(async () => {
  const seen = await duringLoad;
  assert_greater_than(seen.loadEventStart, 0, "loadEventStart is set before the event");
  assert_equals(seen.loadEventEnd, 0, "loadEventEnd is 0 during the load event");
  assert_equals(seen.duration, 0, "duration is 0 until loadEventEnd is set");
}, "during the load event, loadEventEnd is still 0");

promise_test(async () => {
  await duringLoad;
  const e = navigationEntry();
  const order = [
    "startTime", "fetchStart", "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd",
    "requestStart", "responseStart", "responseEnd", "domInteractive", "domContentLoadedEventStart",
    "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
  ];
  assert_equals(e.startTime, 0);
  for (let i = 1; i < order.length; i++) {
    assert_less_than_equal(e[order[i - 1]], e[order[i]], `${order[i - 1]} <= ${order[i]}`);
  }
  assert_greater_than(e.loadEventEnd, 0, "loadEventEnd is set");
  assert_greater_than(e.domInteractive, 0, "domInteractive is set");
}, "after the load event, the timestamps are in order");

promise_test(async () => {
  await duringLoad;
  const e = navigationEntry();
  assert_equals(e.duration, e.loadEventEnd, "duration is loadEventEnd - startTime");
  assert_equals(e.duration, e.loadEventEnd - e.startTime);
}, "after the load event, duration is loadEventEnd");

promise_test(async () => {
  await duringLoad;
  const e = navigationEntry();
  assert_equals(e.unloadEventStart, 0, "no previous document: unloadEventStart");
  assert_equals(e.unloadEventEnd, 0, "no previous document: unloadEventEnd");
  assert_equals(e.redirectStart, 0, "no redirect: redirectStart");
  assert_equals(e.redirectEnd, 0, "no redirect: redirectEnd");
  assert_equals(e.workerStart, 0, "no service worker: workerStart");
  if (location.protocol === "http:") assert_equals(e.secureConnectionStart, 0, "no TLS: secureConnectionStart");
}, "timestamps of things that did not happen are 0");

promise_test(async () => {
  await duringLoad;
  const e = navigationEntry();
  const json = e.toJSON();
  assert_equals(Object.getPrototypeOf(json), Object.prototype, "a plain object");
  for (const key of [
    "name", "entryType", "startTime", "duration", "initiatorType", "fetchStart", "responseEnd",
    "unloadEventStart", "domInteractive", "domContentLoadedEventStart", "domComplete", "loadEventStart",
    "loadEventEnd", "type", "redirectCount",
  ]) {
    assert_true(key in json, `${key} in toJSON()`);
    assert_equals(json[key], e[key], key);
  }
  assert_equals(JSON.parse(JSON.stringify(e)).name, location.href);
}, "toJSON() has the entry's attributes, inherited ones included");

test(() => {
  const entry = navigationEntry();
  assert_true(performance.getEntries().includes(entry), "getEntries()");
  assert_array_equals(performance.getEntriesByName(location.href), [entry], "getEntriesByName(url)");
  assert_array_equals(performance.getEntriesByName(location.href, "navigation"), [entry]);
  assert_equals(navigationEntry(), entry, "the same object each time");
}, "the navigation entry is in the performance timeline");

promise_test(async () => {
  await duringLoad;
  const entry = navigationEntry();
  assert_equals(entry.navigationId, entry.id, "the navigation entry's navigationId is its id");
  assert_equals(markDuringParsing.navigationId, entry.id, "a mark made while parsing");
  const later = performance.mark("nt-entry-after-load");
  assert_equals(later.navigationId, entry.id, "a mark made after load");
}, "marks of the document have the navigation entry's id as navigationId");

test(() => {
  assert_throws_js(TypeError, () => new PerformanceNavigationTiming());
  assert_throws_js(TypeError, () => new PerformanceResourceTiming());
  assert_throws_js(TypeError, () => new PerformanceEntry());
  assert_throws_js(TypeError, () => new PerformanceTiming());
  assert_throws_js(TypeError, () => new PerformanceNavigation());
  assert_throws_js(TypeError, () => PerformanceNavigationTiming());
}, "PerformanceNavigationTiming, PerformanceTiming and PerformanceNavigation are not constructible");
