// performance.mark(), the PerformanceMark constructor and its options (startTime, detail).
// https://w3c.github.io/user-timing/#mark-method
// https://w3c.github.io/user-timing/#the-performancemark-constructor

test(() => {
  const before = performance.now();
  const mark = performance.mark("mark-basic");
  const after = performance.now();
  assert_true(mark instanceof PerformanceMark, "a PerformanceMark");
  assert_true(mark instanceof PerformanceEntry, "a PerformanceEntry");
  assert_equals(mark.name, "mark-basic");
  assert_equals(mark.entryType, "mark");
  assert_equals(mark.duration, 0);
  assert_equals(mark.detail, null);
  assert_greater_than_equal(mark.startTime, before);
  assert_less_than_equal(mark.startTime, after);
}, "mark(name) returns a PerformanceMark timed now(), with duration 0 and a null detail");

test(() => {
  const mark = performance.mark("mark-stored");
  const entries = performance.getEntriesByName("mark-stored");
  assert_equals(entries.length, 1);
  assert_equals(entries[0], mark, "the same object is in the timeline");
}, "mark() adds the entry it returns to the performance entry buffer");

test(() => {
  assert_equals(performance.mark(123).name, "123");
  assert_equals(performance.mark("").name, "");
  assert_throws_js(TypeError, () => performance.mark());
  assert_throws_js(TypeError, () => performance.mark(Symbol("s")));
}, "the mark name is converted to a DOMString and is required");

test(() => {
  const mark = performance.mark("mark-start", { startTime: 12.3456 });
  assert_equals(mark.startTime, 12.3456, "the given startTime is kept as is");
  assert_equals(performance.mark("mark-start-zero", { startTime: 0 }).startTime, 0, "0 is a startTime");
  assert_equals(performance.mark("mark-start-string", { startTime: "5" }).startTime, 5, "converted to a double");
  const future = performance.now() + 100000;
  assert_equals(performance.mark("mark-start-future", { startTime: future }).startTime, future);
}, "mark(name, { startTime }) uses the given startTime");

test(() => {
  const before = performance.now();
  for (const options of [undefined, null, {}, { startTime: undefined }]) {
    const mark = performance.mark("mark-empty-options", options);
    assert_greater_than_equal(mark.startTime, before, `${JSON.stringify(options)}`);
    assert_equals(mark.detail, null, `${JSON.stringify(options)}`);
  }
}, "mark() with undefined, null or empty options uses now() and a null detail");

test(() => {
  assert_throws_js(TypeError, () => performance.mark("mark-negative", { startTime: -1 }));
  assert_throws_js(TypeError, () => performance.mark("mark-negative", { startTime: -0.001 }));
  assert_equals(performance.getEntriesByName("mark-negative").length, 0, "no entry was added");
}, "a negative startTime throws a TypeError and adds no entry");

test(() => {
  for (const startTime of [NaN, Infinity, -Infinity, "abc"]) {
    assert_throws_js(TypeError, () => performance.mark("mark-nonfinite", { startTime }), String(startTime));
  }
  assert_equals(performance.getEntriesByName("mark-nonfinite").length, 0, "no entry was added");
}, "a non-finite startTime throws a TypeError (DOMHighResTimeStamp is a restricted double)");

test(() => {
  assert_throws_js(TypeError, () => performance.mark("mark-bad-options", 5));
  assert_throws_js(TypeError, () => performance.mark("mark-bad-options", "string"));
  assert_equals(performance.getEntriesByName("mark-bad-options").length, 0);
}, "options that are not a dictionary throw a TypeError");

test(() => {
  const detail = { answer: 42, nested: { list: [1, 2, 3] }, date: new Date(1000), map: new Map([["k", "v"]]) };
  detail.self = detail;
  const mark = performance.mark("mark-detail", { detail });
  assert_not_equals(mark.detail, detail, "a copy, not the object given");
  assert_equals(mark.detail.answer, 42);
  assert_array_equals(mark.detail.nested.list, [1, 2, 3]);
  assert_not_equals(mark.detail.nested, detail.nested);
  assert_true(mark.detail.date instanceof Date);
  assert_equals(mark.detail.date.getTime(), 1000);
  assert_equals(mark.detail.map.get("k"), "v");
  assert_equals(mark.detail.self, mark.detail, "cycles are kept");
  detail.answer = 0;
  detail.nested.list.push(4);
  assert_equals(mark.detail.answer, 42, "changing the original does not change the copy");
  assert_array_equals(mark.detail.nested.list, [1, 2, 3]);
}, "the detail is structured-cloned");

test(() => {
  const mark = performance.mark("mark-detail-same", { detail: { a: 1 } });
  assert_equals(mark.detail, mark.detail, "the same object each time");
  mark.detail.a = 2;
  assert_equals(mark.detail.a, 2);
  assert_equals(performance.getEntriesByName("mark-detail-same")[0].detail.a, 2, "one object");
}, "the detail attribute returns the value it was set to");

test(() => {
  assert_equals(performance.mark("mark-detail-primitive", { detail: "text" }).detail, "text");
  assert_equals(performance.mark("mark-detail-primitive", { detail: 0 }).detail, 0);
  assert_equals(performance.mark("mark-detail-primitive", { detail: false }).detail, false);
  assert_equals(performance.mark("mark-detail-primitive", { detail: null }).detail, null);
}, "primitive details are kept");

test(() => {
  assert_throws_dom("DataCloneError", () => performance.mark("mark-uncloneable", { detail: () => {} }));
  assert_throws_dom("DataCloneError", () => performance.mark("mark-uncloneable", { detail: Symbol("s") }));
  assert_throws_dom("DataCloneError", () => performance.mark("mark-uncloneable", { detail: { f() {} } }));
  assert_equals(performance.getEntriesByName("mark-uncloneable").length, 0, "no entry was added");
}, "a detail that cannot be cloned throws a DataCloneError and adds no entry");

test(() => {
  const before = performance.now();
  const mark = new PerformanceMark("constructed-mark");
  const after = performance.now();
  assert_true(mark instanceof PerformanceMark);
  assert_equals(mark.name, "constructed-mark");
  assert_equals(mark.entryType, "mark");
  assert_equals(mark.duration, 0);
  assert_equals(mark.detail, null);
  assert_greater_than_equal(mark.startTime, before);
  assert_less_than_equal(mark.startTime, after);
  assert_equals(performance.getEntriesByName("constructed-mark").length, 0, "not in the timeline");
}, "new PerformanceMark(name) makes a mark without adding it to the timeline");

test(() => {
  const detail = { x: [1] };
  const mark = new PerformanceMark("constructed-mark-options", { startTime: 7.5, detail });
  assert_equals(mark.startTime, 7.5);
  assert_not_equals(mark.detail, detail);
  assert_array_equals(mark.detail.x, [1]);
  assert_equals(performance.getEntriesByName("constructed-mark-options").length, 0, "not in the timeline");
}, "new PerformanceMark(name, { startTime, detail })");

test(() => {
  assert_throws_js(TypeError, () => new PerformanceMark());
  assert_throws_js(TypeError, () => PerformanceMark("no-new"));
  assert_throws_js(TypeError, () => new PerformanceMark("constructed-negative", { startTime: -1 }));
  assert_throws_js(TypeError, () => new PerformanceMark("constructed-nan", { startTime: NaN }));
  assert_throws_dom("DataCloneError", () => new PerformanceMark("constructed-uncloneable", { detail: () => {} }));
}, "the PerformanceMark constructor's errors");

test(() => {
  assert_equals(typeof PerformanceMeasure, "function");
  assert_throws_js(TypeError, () => new PerformanceMeasure());
  assert_throws_js(TypeError, () => new PerformanceMeasure("measure", {}));
  assert_throws_js(TypeError, () => new PerformanceEntry());
}, "PerformanceMeasure and PerformanceEntry are not constructible");

test(() => {
  assert_equals(Object.getPrototypeOf(PerformanceMark.prototype), PerformanceEntry.prototype);
  assert_equals(Object.getPrototypeOf(PerformanceMeasure.prototype), PerformanceEntry.prototype);
  assert_true("detail" in PerformanceMark.prototype);
  assert_true("detail" in PerformanceMeasure.prototype);
  assert_true(PerformanceObserver.supportedEntryTypes.includes("mark"));
  assert_true(PerformanceObserver.supportedEntryTypes.includes("measure"));
}, "PerformanceMark and PerformanceMeasure inherit PerformanceEntry; mark and measure are supported entry types");

test(() => {
  const read = [];
  const options = {
    get startTime() { read.push("startTime"); return 1; },
    get detail() { read.push("detail"); return { d: 1 }; },
  };
  const mark = performance.mark("mark-options-order", options);
  assert_array_equals(read, ["detail", "startTime"], "each member once, in lexicographic order");
  assert_equals(mark.startTime, 1);
  assert_equals(mark.detail.d, 1);
}, "the options dictionary's members are read once, in lexicographic order");

test(() => {
  assert_throws_js(TypeError, () => performance.mark("mark-checks-order", { startTime: -1, detail: () => {} }));
  assert_equals(performance.getEntriesByName("mark-checks-order").length, 0);
}, "a negative startTime throws before the detail is serialized");
