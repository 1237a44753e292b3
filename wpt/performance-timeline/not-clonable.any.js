// Performance entries, observers, entry lists and the Performance object are platform
// objects that are not [Serializable]: structured cloning them throws a DataCloneError.
// https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
// (step 26: a platform object that is not a serializable object)

test(() => {
  for (const [what, value] of [
    ["a mark", performance.mark("not-clonable")],
    ["a measure", performance.measure("not-clonable")],
    ["new PerformanceMark()", new PerformanceMark("constructed")],
    ["performance", performance],
    ["an observer", new PerformanceObserver(() => {})],
  ]) {
    assert_throws_dom("DataCloneError", () => structuredClone(value), what);
    assert_throws_dom("DataCloneError", () => structuredClone({ nested: [value] }), `${what}, nested`);
  }
}, "structuredClone throws a DataCloneError for performance objects");

test(() => {
  const before = performance.getEntriesByName("with-entry-detail").length;
  assert_throws_dom("DataCloneError", () => performance.mark("with-entry-detail", { detail: performance.mark("inner") }));
  assert_throws_dom("DataCloneError", () => performance.measure("with-entry-detail", { start: 0, detail: { entry: new PerformanceMark("x") } }));
  assert_equals(performance.getEntriesByName("with-entry-detail").length, before, "no entry was added");
}, "an entry in a mark's or measure's detail cannot be cloned");

async_test((t) => {
  const observer = new PerformanceObserver(t.step_func_done((list) => {
    observer.disconnect();
    assert_throws_dom("DataCloneError", () => structuredClone(list));
    assert_throws_dom("DataCloneError", () => structuredClone(list.getEntries()));
  }));
  observer.observe({ type: "mark" });
  performance.mark("for-the-entry-list");
}, "a PerformanceObserverEntryList and its entries cannot be cloned");

test(() => {
  // An ordinary object is still cloned member by member.
  const copy = structuredClone({ name: "mark", startTime: 1, detail: [1, 2] });
  assert_equals(copy.name, "mark");
  assert_array_equals(copy.detail, [1, 2]);
}, "plain objects shaped like entries still clone");
