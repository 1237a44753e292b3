// performance.measure(): its start and end marks, its PerformanceMeasureOptions, and its errors.
// https://w3c.github.io/user-timing/#measure-method
// https://w3c.github.io/user-timing/#convert-a-mark-to-a-timestamp

function assert_measure(entry, name, startTime, duration) {
  assert_true(entry instanceof PerformanceMeasure, "a PerformanceMeasure");
  assert_equals(entry.name, name, "name");
  assert_equals(entry.entryType, "measure", "entryType");
  assert_equals(entry.startTime, startTime, "startTime");
  assert_equals(entry.duration, duration, "duration");
}

test(() => {
  const before = performance.now();
  const measure = performance.measure("measure-no-marks");
  const after = performance.now();
  assert_true(measure instanceof PerformanceMeasure);
  assert_equals(measure.entryType, "measure");
  assert_equals(measure.startTime, 0, "from the time origin");
  assert_greater_than_equal(measure.duration, before);
  assert_less_than_equal(measure.duration, after);
  assert_equals(measure.detail, null);
  const entries = performance.getEntriesByName("measure-no-marks");
  assert_equals(entries.length, 1);
  assert_equals(entries[0], measure, "the returned entry is in the timeline");
}, "measure(name) measures from 0 to now() and returns the entry it adds");

test(() => {
  for (const [label, start] of [["undefined", undefined], ["null", null], ["{}", {}]]) {
    const before = performance.now();
    const measure = performance.measure("measure-empty-" + label, start);
    const after = performance.now();
    assert_equals(measure.startTime, 0, label);
    assert_greater_than_equal(measure.duration, before, label);
    assert_less_than_equal(measure.duration, after, label);
  }
}, "measure(name, undefined), measure(name, null) and measure(name, {}) are measure(name)");

test(() => {
  performance.mark("measure-start-mark", { startTime: 1.5 });
  const before = performance.now();
  const measure = performance.measure("measure-from-mark", "measure-start-mark");
  const after = performance.now();
  assert_equals(measure.startTime, 1.5);
  assert_greater_than_equal(measure.duration, before - 1.5);
  assert_less_than_equal(measure.duration, after - 1.5);
}, "measure(name, startMark) measures from the mark to now()");

test(() => {
  performance.mark("measure-a", { startTime: 10 });
  performance.mark("measure-b", { startTime: 25.25 });
  assert_measure(performance.measure("measure-a-b", "measure-a", "measure-b"), "measure-a-b", 10, 15.25);
}, "measure(name, startMark, endMark)");

test(() => {
  performance.mark("measure-end-only", { startTime: 30 });
  assert_measure(performance.measure("measure-undefined-end", undefined, "measure-end-only"), "measure-undefined-end", 0, 30);
  assert_measure(performance.measure("measure-empty-dict-end", {}, "measure-end-only"), "measure-empty-dict-end", 0, 30);
}, "measure(name, undefined, endMark) and measure(name, {}, endMark) measure from 0 to the end mark");

test(() => {
  performance.mark("measure-later", { startTime: 50 });
  performance.mark("measure-earlier", { startTime: 20 });
  assert_measure(performance.measure("measure-backwards", "measure-later", "measure-earlier"), "measure-backwards", 50, -30);
  assert_measure(performance.measure("measure-backwards-numbers", { start: 8, end: 3 }), "measure-backwards-numbers", 8, -5);
}, "an end before the start gives a negative duration");

test(() => {
  assert_measure(performance.measure("measure-dict-numbers", { start: 5, end: 12.5 }), "measure-dict-numbers", 5, 7.5);
  assert_measure(performance.measure("measure-dict-zero", { start: 0, end: 0 }), "measure-dict-zero", 0, 0);
}, "measure(name, { start, end }) with timestamps");

test(() => {
  performance.mark("measure-dict-a", { startTime: 3 });
  performance.mark("measure-dict-b", { startTime: 9 });
  assert_measure(performance.measure("measure-dict-marks", { start: "measure-dict-a", end: "measure-dict-b" }), "measure-dict-marks", 3, 6);
  assert_measure(performance.measure("measure-dict-mixed", { start: "measure-dict-a", end: 4 }), "measure-dict-mixed", 3, 1);
  assert_measure(performance.measure("measure-dict-mixed-2", { start: 1, end: "measure-dict-b" }), "measure-dict-mixed-2", 1, 8);
}, "measure(name, { start, end }) with mark names, and with a name and a timestamp");

test(() => {
  assert_measure(performance.measure("measure-start-duration", { start: 4, duration: 6 }), "measure-start-duration", 4, 6);
  performance.mark("measure-duration-mark", { startTime: 100 });
  assert_measure(performance.measure("measure-mark-duration", { start: "measure-duration-mark", duration: 2.5 }), "measure-mark-duration", 100, 2.5);
}, "measure(name, { start, duration }) ends at start + duration");

test(() => {
  assert_measure(performance.measure("measure-duration-end", { duration: 6, end: 10 }), "measure-duration-end", 4, 6);
  performance.mark("measure-duration-end-mark", { startTime: 200 });
  assert_measure(performance.measure("measure-duration-end-mark", { duration: 50, end: "measure-duration-end-mark" }), "measure-duration-end-mark", 150, 50);
}, "measure(name, { duration, end }) starts at end - duration");

test(() => {
  assert_measure(performance.measure("measure-end-member", { end: 42 }), "measure-end-member", 0, 42);
  performance.mark("measure-end-member-mark", { startTime: 17 });
  assert_measure(performance.measure("measure-end-member-name", { end: "measure-end-member-mark" }), "measure-end-member-name", 0, 17);
}, "measure(name, { end }) starts at 0");

test(() => {
  const before = performance.now();
  const measure = performance.measure("measure-start-member", { start: 2 });
  const after = performance.now();
  assert_equals(measure.startTime, 2);
  assert_greater_than_equal(measure.duration, before - 2);
  assert_less_than_equal(measure.duration, after - 2);
  const future = performance.measure("measure-start-future", { start: after + 100000 });
  assert_less_than(future.duration, 0, "a start after now() gives a negative duration");
}, "measure(name, { start }) ends at now()");

test(() => {
  const detail = { list: [1, { deep: true }], when: new Date(5) };
  const measure = performance.measure("measure-detail", { start: 1, end: 2, detail });
  assert_not_equals(measure.detail, detail, "a copy");
  assert_equals(measure.detail.list[0], 1);
  assert_true(measure.detail.list[1].deep);
  assert_equals(measure.detail.when.getTime(), 5);
  detail.list[1].deep = false;
  assert_true(measure.detail.list[1].deep, "changing the original does not change the copy");
  assert_equals(measure.detail, measure.detail, "the same object each time");
}, "the measure's detail is structured-cloned");

test(() => {
  assert_equals(performance.measure("measure-no-detail", { start: 1 }).detail, null);
  assert_equals(performance.measure("measure-undefined-detail", { start: 1, detail: undefined }).detail, null);
  assert_equals(performance.measure("measure-null-detail", { start: 1, detail: null }).detail, null);
  assert_equals(performance.measure("measure-string-detail", { start: 1, detail: "s" }).detail, "s");
}, "the measure's detail is null unless given");

test(() => {
  assert_throws_dom("DataCloneError", () => performance.measure("measure-uncloneable", { start: 1, detail: () => {} }));
  assert_throws_dom("DataCloneError", () => performance.measure("measure-uncloneable", { start: 1, detail: Symbol() }));
  assert_equals(performance.getEntriesByName("measure-uncloneable").length, 0, "no entry was added");
}, "a measure detail that cannot be cloned throws a DataCloneError and adds no entry");

test(() => {
  performance.mark("measure-options-and-end", { startTime: 1 });
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: 0 }, "measure-options-and-end"));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { end: 5 }, "measure-options-and-end"));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { detail: 1 }, "measure-options-and-end"));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { duration: 1 }, "measure-options-and-end"));
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "a non-empty options dictionary and an endMark throw a TypeError");

test(() => {
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { detail: { a: 1 } }));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { duration: 5 }));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { duration: 5, detail: null }));
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "options without start or end throw a TypeError");

test(() => {
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: 1, duration: 2, end: 3 }));
  performance.mark("measure-all-three", { startTime: 1 });
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: "measure-all-three", duration: 2, end: "measure-all-three" }));
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "options with start, duration and end throw a TypeError");

test(() => {
  performance.mark("measure-known", { startTime: 1 });
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", "measure-unknown"));
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", "measure-known", "measure-unknown"));
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", undefined, "measure-unknown"));
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", { start: "measure-unknown" }));
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", { end: "measure-unknown" }));
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", { start: "measure-unknown", duration: 1 }));
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", "10"), "a numeric string is a mark name");
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "a mark name with no mark throws a SyntaxError");

test(() => {
  performance.mark("measure-a-mark-not-a-measure", { startTime: 1 });
  performance.measure("measure-only-a-measure", { start: 1, end: 2 });
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", "measure-only-a-measure"));
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "a measure's name is not a mark name");

test(() => {
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: -1 }));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { end: -1 }));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: -1, end: 5 }));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: 1, end: -5 }));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: 1, duration: -1 }));
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { duration: -1, end: 5 }));
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "negative timestamps (start, end, duration) throw a TypeError");

test(() => {
  for (const value of [NaN, Infinity, -Infinity]) {
    assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: value }), `start ${value}`);
    assert_throws_js(TypeError, () => performance.measure("measure-bad", { end: value }), `end ${value}`);
    assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: 0, duration: value }), `duration ${value}`);
  }
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "non-finite timestamps throw a TypeError");

test(() => {
  assert_throws_js(TypeError, () => performance.measure());
  assert_equals(performance.measure(7, { start: 1, end: 2 }).name, "7", "the name is a DOMString");
}, "measure() needs a name, converted to a DOMString");

test(() => {
  performance.mark("measure-dup", { startTime: 40 });
  performance.mark("measure-dup", { startTime: 10 });
  performance.mark("measure-dup", { startTime: 30 });
  assert_measure(performance.measure("measure-dup-start", "measure-dup", "measure-dup"), "measure-dup-start", 30, 0);
  assert_measure(performance.measure("measure-dup-dict", { start: "measure-dup", end: 35 }), "measure-dup-dict", 30, 5);
  performance.mark("measure-dup", { startTime: 5 });
  assert_measure(performance.measure("measure-dup-end", undefined, "measure-dup"), "measure-dup-end", 0, 5);
}, "the most recent mark of a name is used, whatever its startTime");

test(() => {
  const measure = performance.measure("measure-twice", { start: 1, end: 2 });
  const again = performance.measure("measure-twice", { start: 3, end: 5 });
  assert_not_equals(measure, again);
  const entries = performance.getEntriesByName("measure-twice");
  assert_equals(entries.length, 2);
  assert_equals(entries[0], measure);
  assert_equals(entries[1], again);
}, "measures of the same name are all kept");

test(() => {
  const read = [];
  const options = {
    get start() { read.push("start"); return 1; },
    get end() { read.push("end"); return 3; },
    get duration() { read.push("duration"); return undefined; },
    get detail() { read.push("detail"); return "d"; },
  };
  const measure = performance.measure("measure-options-order", options);
  assert_array_equals(read, ["detail", "duration", "end", "start"], "each member once, in lexicographic order");
  assert_equals(measure.startTime, 1);
  assert_equals(measure.duration, 2);
  assert_equals(measure.detail, "d");
}, "the options dictionary's members are read once, in lexicographic order");

test(() => {
  performance.mark("measure-precedence", { startTime: 1 });
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: "measure-unknown" }, "measure-unknown"),
    "the endMark check comes before mark look-ups");
  assert_throws_dom("SyntaxError", () => performance.measure("measure-bad", { start: "measure-unknown", detail: () => {} }),
    "mark look-ups come before the detail is serialized");
  assert_throws_js(TypeError, () => performance.measure("measure-bad", { start: -1, detail: Symbol() }),
    "timestamp checks come before the detail is serialized");
  assert_equals(performance.getEntriesByName("measure-bad").length, 0, "no entry was added");
}, "measure()'s errors come in the order of its steps");
