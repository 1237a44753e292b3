// META: global=dedicatedworker
// Navigation Timing is for documents: a worker has no performance.timing or
// performance.navigation, no navigation entry, and no PerformanceNavigationTiming
// interface (it is [Exposed=Window]); PerformanceResourceTiming is exposed to workers.
// https://w3c.github.io/navigation-timing/#sec-PerformanceNavigationTiming
// https://w3c.github.io/navigation-timing/#obsolete
// https://w3c.github.io/resource-timing/#sec-performanceresourcetiming

test(() => {
  assert_false("timing" in performance, "performance.timing");
  assert_false("navigation" in performance, "performance.navigation");
  assert_equals(performance.timing, undefined);
}, "a worker has no performance.timing or performance.navigation");

test(() => {
  assert_array_equals(performance.getEntriesByType("navigation"), []);
  assert_false(performance.getEntries().some((e) => e.entryType === "navigation"), "not in getEntries()");
}, "a worker's timeline has no navigation entry");

test(() => {
  assert_false("PerformanceNavigationTiming" in self, "PerformanceNavigationTiming");
  assert_false("PerformanceTiming" in self, "PerformanceTiming");
  assert_false("PerformanceNavigation" in self, "PerformanceNavigation");
  assert_true("PerformanceResourceTiming" in self, "PerformanceResourceTiming");
  assert_equals(Object.getPrototypeOf(PerformanceResourceTiming.prototype), PerformanceEntry.prototype);
}, "PerformanceNavigationTiming is not exposed to workers; PerformanceResourceTiming is");

async_test((t) => {
  assert_false(PerformanceObserver.supportedEntryTypes.includes("navigation"));
  const observer = new PerformanceObserver(t.unreached_func("nothing is observed"));
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "navigation", buffered: true });
  t.step_timeout(() => t.step_timeout(() => t.done(), 0), 0);
}, "'navigation' is not a supported entry type in a worker; observing it registers nothing");
