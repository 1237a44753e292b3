// In a Window, PerformanceTiming attribute names cannot be mark names, and measure() turns
// them into times from the legacy performance.timing.
// https://w3c.github.io/user-timing/#the-performancemark-constructor (step 1)
// https://w3c.github.io/user-timing/#convert-a-mark-to-a-timestamp
// https://w3c.github.io/user-timing/#convert-a-name-to-a-timestamp

const TIMING_ATTRIBUTES = [
  "navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd", "fetchStart",
  "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
  "requestStart", "responseStart", "responseEnd", "domLoading", "domInteractive",
  "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
];

function loaded() {
  return new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", resolve, { once: true });
  }).then(() => new Promise((resolve) => step_timeout(resolve, 0)));
}

test(() => {
  for (const name of TIMING_ATTRIBUTES) {
    assert_true(name in performance.timing, `${name} is a PerformanceTiming attribute`);
    assert_throws_dom("SyntaxError", () => performance.mark(name), `mark("${name}")`);
  }
  assert_equals(performance.getEntriesByType("mark").filter((e) => TIMING_ATTRIBUTES.includes(e.name)).length, 0,
    "no mark was added");
}, "mark() with a PerformanceTiming attribute name throws a SyntaxError");

test(() => {
  for (const name of TIMING_ATTRIBUTES) {
    assert_throws_dom("SyntaxError", () => new PerformanceMark(name), `new PerformanceMark("${name}")`);
  }
  assert_throws_dom("SyntaxError", () => new PerformanceMark("fetchStart", { startTime: 1, detail: 1 }));
}, "new PerformanceMark() with a PerformanceTiming attribute name throws a SyntaxError");

test(() => {
  for (const name of ["toJSON", "timing", "FetchStart", "fetchstart", "navigation", "domLoadingX", "type"]) {
    assert_equals(performance.mark(name).name, name);
  }
}, "other names, even close ones, are ordinary mark names");

test(() => {
  const measure = performance.measure("from-navigationStart", "navigationStart");
  assert_equals(measure.startTime, 0);
  const named = performance.measure("to-navigationStart", { start: 0, end: "navigationStart" });
  assert_equals(named.duration, 0);
}, "measure() with navigationStart uses 0");

test(() => {
  const timing = performance.timing;
  const expected = timing.fetchStart - timing.navigationStart;
  assert_equals(performance.measure("from-fetchStart", "fetchStart").startTime, expected);
  assert_equals(performance.measure("from-fetchStart-dict", { start: "fetchStart", end: 10000 }).startTime, expected);
  const toResponseEnd = performance.measure("fetchStart-responseEnd", "fetchStart", "responseEnd");
  assert_equals(toResponseEnd.startTime, expected);
  assert_equals(toResponseEnd.duration, timing.responseEnd - timing.fetchStart);
}, "measure() with fetchStart and responseEnd uses performance.timing relative to navigationStart");

test(() => {
  assert_equals(performance.timing.unloadEventStart, 0, "no previous document");
  assert_throws_dom("InvalidAccessError", () => performance.measure("m-unload", "unloadEventStart"));
  assert_throws_dom("InvalidAccessError", () => performance.measure("m-unload", undefined, "unloadEventEnd"));
  assert_throws_dom("InvalidAccessError", () => performance.measure("m-unload", { start: "unloadEventStart" }));
  assert_throws_dom("InvalidAccessError", () => performance.measure("m-unload", { end: "unloadEventEnd" }));
  assert_equals(performance.getEntriesByName("m-unload").length, 0, "no entry was added");
}, "measure() with a PerformanceTiming attribute that is 0 throws an InvalidAccessError");

test(() => {
  assert_not_equals(document.readyState, "complete", "this runs while the document loads");
  assert_equals(performance.timing.loadEventEnd, 0);
  assert_throws_dom("InvalidAccessError", () => performance.measure("m-early", "loadEventStart"));
  assert_throws_dom("InvalidAccessError", () => performance.measure("m-early", "navigationStart", "loadEventEnd"));
  assert_throws_dom("InvalidAccessError", () => performance.measure("m-early", "domComplete"));
}, "before the load event, measure() with loadEventStart, loadEventEnd or domComplete throws an InvalidAccessError");

promise_test(async () => {
  await loaded();
  const timing = performance.timing;
  assert_greater_than(timing.domInteractive, 0, "domInteractive is set");
  assert_greater_than(timing.loadEventEnd, 0, "loadEventEnd is set");
  const measure = performance.measure("domInteractive-loadEventEnd", "domInteractive", "loadEventEnd");
  assert_equals(measure.startTime, timing.domInteractive - timing.navigationStart);
  assert_equals(measure.duration, timing.loadEventEnd - timing.domInteractive);
  const dict = performance.measure("domInteractive-dict", { start: "domContentLoadedEventStart", end: "domComplete" });
  assert_equals(dict.startTime, timing.domContentLoadedEventStart - timing.navigationStart);
  assert_equals(dict.duration, timing.domComplete - timing.domContentLoadedEventStart);
}, "after the load event, measure() with domInteractive, loadEventEnd and others works");

promise_test(async () => {
  await loaded();
  const timing = performance.timing;
  const measure = performance.measure("duration-from-loadEventStart", { start: "loadEventStart", duration: 1.5 });
  assert_equals(measure.startTime, timing.loadEventStart - timing.navigationStart);
  assert_equals(measure.duration, 1.5);
  const back = performance.measure("duration-to-loadEventEnd", { duration: 2, end: "loadEventEnd" });
  assert_equals(back.startTime, timing.loadEventEnd - timing.navigationStart - 2);
}, "PerformanceTiming names work with a duration");
