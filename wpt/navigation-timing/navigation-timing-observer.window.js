// The navigation entry is queued (to observers) once the load event has ended: an
// observer registered early is notified then; observe({type: "navigation", buffered:
// true}) delivers it later.
// https://w3c.github.io/navigation-timing/#dfn-queue-the-navigation-timing-entry
// https://w3c.github.io/performance-timeline/#queue-a-navigation-performanceentry
// https://html.spec.whatwg.org/multipage/parsing.html#the-end (step "queue the
// navigation timing entry" after the load event)

// Registered while parsing, before the load event.
const early = { calls: [] };
const earlyObserver = new PerformanceObserver((list, observer, options) => {
  early.calls.push({ entries: list.getEntries(), options });
});
earlyObserver.observe({ type: "navigation" });
window.addEventListener("load", () => {
  early.callsDuringLoad = early.calls.length;
});
const loaded = new Promise((resolve) => {
  window.addEventListener("load", () => step_timeout(() => step_timeout(resolve, 0), 0));
});

promise_test(async () => {
  await loaded;
  assert_equals(early.callsDuringLoad, 0, "not notified before or during the load event");
  assert_equals(early.calls.length, 1, "notified once");
  const [entry] = early.calls[0].entries;
  assert_equals(early.calls[0].entries.length, 1);
  assert_equals(entry, performance.getEntriesByType("navigation")[0], "the document's navigation entry");
  assert_greater_than(entry.loadEventEnd, 0, "loadEventEnd is set when the observer gets it");
  assert_equals(early.calls[0].options.droppedEntriesCount, 0);
}, "an observer for 'navigation' registered before load is notified after the load event");

promise_test(async (t) => {
  await loaded;
  const got = await new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => { observer.disconnect(); resolve(list.getEntries()); });
    observer.observe({ type: "navigation", buffered: true });
  });
  assert_equals(got.length, 1);
  assert_true(got[0] instanceof PerformanceNavigationTiming);
  assert_equals(got[0].name, location.href);
  assert_equals(got[0], performance.getEntriesByType("navigation")[0]);
}, "observe({type: 'navigation', buffered: true}) delivers the navigation entry");

promise_test(async (t) => {
  await loaded;
  let calls = 0;
  const observer = new PerformanceObserver(() => calls++);
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "navigation" });
  observer.observe({ type: "mark" });
  await new Promise((resolve) => t.step_timeout(() => t.step_timeout(resolve, 0), 0));
  assert_equals(calls, 0);
}, "without buffered, an observer registered after load does not get the navigation entry");

promise_test(async (t) => {
  await loaded;
  const got = await new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => { observer.disconnect(); resolve(list.getEntries()); });
    observer.observe({ entryTypes: ["navigation", "mark"] });
    performance.mark("nt-observer-mark");
  });
  assert_array_equals(got.map((e) => e.entryType), ["mark"], "only the new mark");
}, "observe({entryTypes: ['navigation']}) after load does not deliver the navigation entry");
