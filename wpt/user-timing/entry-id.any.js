// PerformanceEntry's id and navigationId for marks and measures, and its default toJSON().
// https://w3c.github.io/performance-timeline/#the-performanceentry-interface
// https://w3c.github.io/performance-timeline/#queue-a-performanceentry
// https://w3c.github.io/performance-timeline/#generate-a-performance-entry-id

test(() => {
  const entries = [
    performance.mark("id-1"),
    performance.measure("id-2"),
    performance.mark("id-3", { startTime: 0 }),
    performance.measure("id-4", { start: 0, end: 1 }),
    performance.mark("id-5"),
  ];
  const ids = entries.map((e) => e.id);
  for (const id of ids) {
    assert_equals(typeof id, "number");
    assert_true(Number.isInteger(id), `${id} is an integer`);
    assert_greater_than(id, 100, "above the initial last performance entry id (at least 100)");
  }
  assert_equals(new Set(ids).size, ids.length, "unique");
  for (let i = 1; i < ids.length; i++) {
    assert_greater_than(ids[i], ids[i - 1], `the id of entry ${i} grows`);
  }
}, "marks and measures get unique ids that grow in the order they were queued");

test(() => {
  const mark = performance.mark("id-stable");
  const id = mark.id;
  assert_equals(mark.id, id, "reads are stable");
  assert_equals(performance.getEntriesByName("id-stable")[0].id, id);
  const later = performance.mark("id-stable");
  assert_not_equals(later.id, id, "two marks of one name have two ids");
}, "an entry's id does not change");

test(() => {
  const mark = performance.mark("tojson-mark", { startTime: 3.25, detail: { d: 1 } });
  const json = mark.toJSON();
  assert_equals(Object.getPrototypeOf(json), Object.prototype, "a plain object");
  assert_equals(json.name, "tojson-mark");
  assert_equals(json.entryType, "mark");
  assert_equals(json.startTime, 3.25);
  assert_equals(json.duration, 0);
  assert_equals(json.id, mark.id);
  assert_equals(json.navigationId, mark.navigationId);
  for (const key of ["name", "entryType", "startTime", "duration", "id", "navigationId"]) {
    assert_own_property(json, key);
  }
  const parsed = JSON.parse(JSON.stringify(mark));
  assert_equals(parsed.name, "tojson-mark");
  assert_equals(parsed.id, mark.id);
}, "a mark's toJSON() has name, entryType, startTime, duration, id and navigationId");

test(() => {
  const measure = performance.measure("tojson-measure", { start: 2, end: 7 });
  const json = measure.toJSON();
  assert_equals(json.name, "tojson-measure");
  assert_equals(json.entryType, "measure");
  assert_equals(json.startTime, 2);
  assert_equals(json.duration, 5);
  assert_equals(json.id, measure.id);
  assert_equals(json.navigationId, measure.navigationId);
}, "a measure's toJSON()");

test(() => {
  assert_throws_js(TypeError, () => PerformanceEntry.prototype.toJSON.call({}));
  assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(PerformanceEntry.prototype, "id").get.call({}));
  assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(PerformanceEntry.prototype, "navigationId").get.call({}));
  for (const attribute of ["id", "name", "entryType", "startTime", "duration", "navigationId"]) {
    const descriptor = Object.getOwnPropertyDescriptor(PerformanceEntry.prototype, attribute);
    assert_equals(typeof descriptor.get, "function", `${attribute} is an accessor`);
    assert_equals(descriptor.set, undefined, `${attribute} is read only`);
  }
}, "PerformanceEntry's attributes are read-only accessors that check their this value");

if (GLOBAL.isWindow()) {
  promise_test(async () => {
    if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve));
    await new Promise((resolve) => step_timeout(resolve, 0));
    const navigation = performance.getEntriesByType("navigation")[0];
    assert_true(navigation instanceof PerformanceEntry, "there is a navigation entry");
    assert_equals(navigation.navigationId, navigation.id, "the navigation entry's navigationId is its own id");
    const mark = performance.mark("navigation-id-mark");
    const measure = performance.measure("navigation-id-measure");
    assert_equals(mark.navigationId, navigation.id);
    assert_equals(measure.navigationId, navigation.id);
    assert_equals(mark.toJSON().navigationId, navigation.id);
    assert_greater_than(mark.id, navigation.id, "the mark was queued after the navigation entry");
  }, "in a window, marks and measures get the navigation entry's id as their navigationId");
} else {
  // "Queue a PerformanceEntry" sets navigationId to null without an associated document,
  // but the attribute is an unsigned long long, which WebIDL converts null to: 0.
  test(() => {
    assert_equals(performance.mark("navigation-id-mark").navigationId, 0);
    assert_equals(performance.measure("navigation-id-measure").navigationId, 0);
    assert_equals(performance.mark("navigation-id-json").toJSON().navigationId, 0);
  }, "in a worker (no associated document), navigationId is null, which is 0 as an unsigned long long");
}
