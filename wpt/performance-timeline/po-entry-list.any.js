// PerformanceObserverEntryList: getEntries(), getEntriesByType() and getEntriesByName()
// filter the callback's entry list and return it in chronological order of startTime.
// https://w3c.github.io/performance-timeline/#performanceobserverentrylist-interface
// https://w3c.github.io/performance-timeline/#filter-buffer-by-name-and-type

function uniquePrefix() {
  return `list-${Math.random().toString(36).slice(2)}-`;
}

// Queues marks and a measure in one task (the marks with explicit start times, out of
// order) and resolves with the PerformanceObserverEntryList of the callback.
function observedList(t) {
  const p = uniquePrefix();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name.startsWith(p))) {
        observer.disconnect();
        resolve({ p, list });
      }
    });
    t.add_cleanup(() => observer.disconnect());
    observer.observe({ entryTypes: ["mark", "measure"] });
    performance.mark(`${p}c`, { startTime: 30 });
    performance.mark(`${p}a`, { startTime: 10 });
    performance.mark(`${p}b`, { startTime: 20 });
    performance.mark(`${p}a`, { startTime: 5 });
    performance.measure(`${p}a`, { start: 15, end: 25 });
    performance.measure(`${p}m`, { start: 1, end: 2 });
  });
}
const describe = (entries, p) =>
  entries.filter((e) => e.name.startsWith(p)).map((e) => `${e.entryType}:${e.name.slice(p.length)}@${e.startTime}`);

promise_test(async (t) => {
  const { p, list } = await observedList(t);
  assert_array_equals(describe(list.getEntries(), p),
                      ["measure:m@1", "mark:a@5", "mark:a@10", "measure:a@15", "mark:b@20", "mark:c@30"]);
}, "getEntries() returns every entry in startTime order");

promise_test(async (t) => {
  const { p, list } = await observedList(t);
  assert_array_equals(describe(list.getEntriesByType("mark"), p), ["mark:a@5", "mark:a@10", "mark:b@20", "mark:c@30"]);
  assert_array_equals(describe(list.getEntriesByType("measure"), p), ["measure:m@1", "measure:a@15"]);
  assert_array_equals(list.getEntriesByType("navigation"), [], "a type not in the list");
  assert_array_equals(list.getEntriesByType("unknown"), [], "an unknown type");
  assert_array_equals(list.getEntriesByType("MARK"), [], "types are case-sensitive");
}, "getEntriesByType() filters by entryType, in startTime order");

promise_test(async (t) => {
  const { p, list } = await observedList(t);
  assert_array_equals(describe(list.getEntriesByName(`${p}a`), p), ["mark:a@5", "mark:a@10", "measure:a@15"]);
  assert_array_equals(describe(list.getEntriesByName(`${p}c`), p), ["mark:c@30"]);
  assert_array_equals(list.getEntriesByName(`${p}nothing`), []);
}, "getEntriesByName(name) filters by name, in startTime order");

promise_test(async (t) => {
  const { p, list } = await observedList(t);
  assert_array_equals(describe(list.getEntriesByName(`${p}a`, "mark"), p), ["mark:a@5", "mark:a@10"]);
  assert_array_equals(describe(list.getEntriesByName(`${p}a`, "measure"), p), ["measure:a@15"]);
  assert_array_equals(list.getEntriesByName(`${p}m`, "mark"), []);
  assert_array_equals(describe(list.getEntriesByName(`${p}a`, undefined), p), ["mark:a@5", "mark:a@10", "measure:a@15"],
                      "undefined is an omitted type");
}, "getEntriesByName(name, type) filters by name and entryType");

promise_test(async (t) => {
  const { p, list } = await observedList(t);
  assert_throws_js(TypeError, () => list.getEntriesByType());
  assert_throws_js(TypeError, () => list.getEntriesByName());
}, "getEntriesByType() and getEntriesByName() require an argument");

promise_test(async (t) => {
  const { p, list } = await observedList(t);
  const first = list.getEntries();
  first.length = 0;
  assert_equals(describe(list.getEntries(), p).length, 6, "changing a result does not change the list");
  assert_not_equals(list.getEntries(), list.getEntries(), "a new array each time");
  const [a, b] = [list.getEntries(), list.getEntries()];
  assert_array_equals(a, b, "with the same entry objects");
}, "each call returns a new array of the same entries");

promise_test(async (t) => {
  const { p, list } = await observedList(t);
  const fromList = list.getEntriesByName(`${p}c`)[0];
  const fromTimeline = performance.getEntriesByName(`${p}c`)[0];
  assert_equals(fromList, fromTimeline, "the same PerformanceMark object");
}, "the list holds the same entry objects as the performance timeline");

promise_test(async (t) => {
  const { list } = await observedList(t);
  assert_true(list instanceof PerformanceObserverEntryList);
  assert_throws_js(TypeError, () => PerformanceObserverEntryList.prototype.getEntries.call({}));
  assert_throws_js(TypeError, () => PerformanceObserverEntryList.prototype.getEntriesByType.call({}, "mark"));
}, "the list is a PerformanceObserverEntryList; its methods check this");
