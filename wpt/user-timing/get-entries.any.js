// getEntries(), getEntriesByType() and getEntriesByName() with marks and measures: filtered,
// in chronological order of startTime (ties in the order entries were added).
// https://w3c.github.io/performance-timeline/#extensions-to-the-performance-interface
// https://w3c.github.io/performance-timeline/#filter-buffer-map-by-name-and-type
// getEntries(filter): Performance Timeline Level 2 draft, section 3.2 (PerformanceEntryFilterOptions).

// The entries whose names start with `prefix`, as "name@startTime".
function mine(list, prefix) {
  return list.filter((e) => e.name.startsWith(prefix)).map((e) => `${e.name}@${e.startTime}`);
}

test(() => {
  performance.mark("order-c", { startTime: 30 });
  performance.mark("order-a", { startTime: 10 });
  performance.measure("order-m", { start: 15, end: 100 });
  performance.mark("order-b", { startTime: 20 });
  performance.measure("order-n", { start: 5, end: 6 });
  assert_array_equals(mine(performance.getEntries(), "order-"),
    ["order-n@5", "order-a@10", "order-m@15", "order-b@20", "order-c@30"]);
  assert_array_equals(mine(performance.getEntriesByType("mark"), "order-"), ["order-a@10", "order-b@20", "order-c@30"]);
  assert_array_equals(mine(performance.getEntriesByType("measure"), "order-"), ["order-n@5", "order-m@15"]);
}, "getEntries() and getEntriesByType() sort by startTime, not by creation");

test(() => {
  performance.mark("byname", { startTime: 50 });
  performance.measure("byname", { start: 20, end: 21 });
  performance.mark("byname", { startTime: 40 });
  performance.mark("byname-other", { startTime: 45 });
  const all = performance.getEntriesByName("byname");
  assert_array_equals(all.map((e) => `${e.entryType}@${e.startTime}`), ["measure@20", "mark@40", "mark@50"]);
  assert_array_equals(performance.getEntriesByName("byname", "mark").map((e) => e.startTime), [40, 50]);
  assert_array_equals(performance.getEntriesByName("byname", "measure").map((e) => e.startTime), [20]);
  assert_array_equals(performance.getEntriesByName("byname", "navigation"), []);
  assert_array_equals(performance.getEntriesByName("byname", "no-such-type"), []);
  assert_array_equals(performance.getEntriesByName("byname", undefined).map((e) => e.startTime), [20, 40, 50],
    "an undefined type is a missing one");
}, "getEntriesByName(name) and getEntriesByName(name, type)");

test(() => {
  const first = performance.mark("tie", { startTime: 60, detail: 1 });
  const second = performance.mark("tie", { startTime: 60, detail: 2 });
  const third = performance.mark("tie", { startTime: 60, detail: 3 });
  performance.mark("tie", { startTime: 59, detail: 0 });
  assert_array_equals(performance.getEntriesByName("tie").map((e) => e.detail), [0, 1, 2, 3]);
  const byType = performance.getEntriesByType("mark").filter((e) => e.name === "tie");
  assert_array_equals(byType, [performance.getEntriesByName("tie")[0], first, second, third]);
  const all = performance.getEntries().filter((e) => e.name === "tie");
  assert_array_equals(all.map((e) => e.detail), [0, 1, 2, 3]);
}, "entries with the same startTime keep the order they were added in");

test(() => {
  performance.mark("fresh", { startTime: 70 });
  const a = performance.getEntries();
  const b = performance.getEntries();
  assert_true(Array.isArray(a), "an Array");
  assert_not_equals(a, b, "a new array each call");
  assert_array_equals(a, b, "with the same entries");
  const byType = performance.getEntriesByType("mark");
  assert_not_equals(byType, performance.getEntriesByType("mark"));
  const byName = performance.getEntriesByName("fresh");
  assert_not_equals(byName, performance.getEntriesByName("fresh"));
  byName.length = 0;
  a.length = 0;
  byType.push("junk");
  assert_equals(performance.getEntriesByName("fresh").length, 1, "changing a result does not change the timeline");
  assert_false(performance.getEntriesByType("mark").includes("junk"));
}, "each getter returns a new array");

test(() => {
  assert_array_equals(performance.getEntriesByType("no-such-type"), []);
  assert_array_equals(performance.getEntriesByType("Mark"), [], "types are case-sensitive");
  assert_array_equals(performance.getEntriesByName("no-such-name"), []);
  assert_throws_js(TypeError, () => performance.getEntriesByType());
  assert_throws_js(TypeError, () => performance.getEntriesByName());
}, "unknown types and names give empty lists; the argument is required");

test(() => {
  performance.mark("filter-x", { startTime: 80 });
  performance.measure("filter-x", { start: 75, end: 90 });
  performance.mark("filter-y", { startTime: 85 });
  assert_array_equals(performance.getEntries({ name: "filter-x" }).map((e) => e.entryType), ["measure", "mark"]);
  assert_array_equals(mine(performance.getEntries({ entryType: "mark" }), "filter-"), ["filter-x@80", "filter-y@85"]);
  assert_array_equals(performance.getEntries({ name: "filter-x", entryType: "mark" }).map((e) => e.startTime), [80]);
  assert_array_equals(performance.getEntries({ name: "filter-x", entryType: "no-such-type" }), []);
}, "getEntries({ name, entryType }) filters like getEntriesByName and getEntriesByType");

test(() => {
  performance.mark("filter-empty", { startTime: 95 });
  assert_array_equals(performance.getEntries({}), performance.getEntries());
  assert_array_equals(performance.getEntries(undefined), performance.getEntries());
  assert_array_equals(performance.getEntries({ initiatorType: "navigation" }).filter((e) => e.entryType === "mark"), [],
    "marks have no initiatorType attribute, so an initiatorType filter drops them");
}, "getEntries() with an empty filter gives every entry");

test(() => {
  const mark = performance.mark("same-object", { startTime: 99 });
  const measure = performance.measure("same-object", { start: 98 });
  assert_equals(performance.getEntriesByName("same-object", "mark")[0], mark);
  assert_equals(performance.getEntriesByName("same-object", "measure")[0], measure);
  assert_true(performance.getEntries().includes(mark));
  assert_true(performance.getEntriesByType("measure").includes(measure));
}, "the getters return the entries mark() and measure() returned");
