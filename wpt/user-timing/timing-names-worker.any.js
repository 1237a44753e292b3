// META: global=dedicatedworker
// In a worker, PerformanceTiming attribute names are allowed as mark names (the constructor's
// SyntaxError is for a Window only), but measure() still treats them as PerformanceTiming names,
// and "convert a name to a timestamp" throws a TypeError outside a Window.
// https://w3c.github.io/user-timing/#the-performancemark-constructor (step 1)
// https://w3c.github.io/user-timing/#convert-a-mark-to-a-timestamp (step 1)
// https://w3c.github.io/user-timing/#convert-a-name-to-a-timestamp (step 1)

const TIMING_ATTRIBUTES = [
  "navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd", "fetchStart",
  "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
  "requestStart", "responseStart", "responseEnd", "domLoading", "domInteractive",
  "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
];

test(() => {
  assert_false("timing" in performance, "no performance.timing in a worker");
  for (const name of TIMING_ATTRIBUTES) {
    const mark = performance.mark(name);
    assert_equals(mark.name, name);
    assert_equals(mark.entryType, "mark");
    assert_equals(performance.getEntriesByName(name, "mark").length, 1, `${name} is in the timeline`);
  }
  assert_equals(new PerformanceMark("fetchStart").name, "fetchStart");
}, "mark() and new PerformanceMark() accept PerformanceTiming attribute names");

test(() => {
  for (const name of TIMING_ATTRIBUTES) {
    const measure = performance.measure(name);
    assert_equals(measure.name, name);
    assert_equals(measure.startTime, 0);
  }
}, "PerformanceTiming attribute names are ordinary measure names");

test(() => {
  performance.clearMarks("navigationStart");
  assert_throws_js(TypeError, () => performance.measure("worker-measure", "navigationStart"));
  assert_throws_js(TypeError, () => performance.measure("worker-measure", "navigationStart", "navigationStart"));
  assert_throws_js(TypeError, () => performance.measure("worker-measure", { start: "navigationStart" }));
  assert_equals(performance.getEntriesByName("worker-measure").length, 0, "no entry was added");
}, "measure() with navigationStart throws a TypeError in a worker");

test(() => {
  performance.mark("fetchStart", { startTime: 12 });
  performance.mark("loadEventEnd", { startTime: 20 });
  performance.mark("ordinary", { startTime: 5 });
  assert_throws_js(TypeError, () => performance.measure("worker-measure", "fetchStart"));
  assert_throws_js(TypeError, () => performance.measure("worker-measure", "ordinary", "loadEventEnd"));
  assert_throws_js(TypeError, () => performance.measure("worker-measure", undefined, "loadEventEnd"));
  assert_throws_js(TypeError, () => performance.measure("worker-measure", { start: "fetchStart", end: "ordinary" }));
  assert_throws_js(TypeError, () => performance.measure("worker-measure", { end: "loadEventEnd" }));
  assert_equals(performance.getEntriesByName("worker-measure").length, 0, "no entry was added");
}, "measure() with a PerformanceTiming attribute name throws a TypeError in a worker, even when a mark has that name");
