// takeRecords() returns the observer buffer and empties it; disconnect() unregisters the
// observer and empties its buffer; a disconnected observer can observe again.
// https://w3c.github.io/performance-timeline/#takerecords-method
// https://w3c.github.io/performance-timeline/#disconnect-method

function uniquePrefix() {
  return `td-${Math.random().toString(36).slice(2)}-`;
}
const names = (entries, prefix) => entries.filter((e) => e.name.startsWith(prefix)).map((e) => e.name);
const tasks = (t, n) => new Promise((resolve) => {
  const next = (left) => (left === 0 ? resolve() : t.step_timeout(() => next(left - 1), 0));
  next(n);
});
function collector(t, prefix) {
  const calls = [];
  const observer = new PerformanceObserver((list) => {
    const got = names(list.getEntries(), prefix);
    if (got.length > 0) calls.push(got.join());
  });
  t.add_cleanup(() => observer.disconnect());
  return { observer, calls };
}

promise_test(async (t) => {
  const p = uniquePrefix();
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark" });
  performance.mark(`${p}1`);
  performance.mark(`${p}2`);
  const records = observer.takeRecords();
  assert_true(Array.isArray(records), "an array");
  assert_array_equals(names(records, p), [`${p}1`, `${p}2`]);
  assert_true(records.every((e) => e instanceof PerformanceMark));
  assert_array_equals(names(observer.takeRecords(), p), [], "the buffer was emptied");
  await tasks(t, 2);
  assert_array_equals(calls, [], "the callback does not get the taken entries");
}, "takeRecords() returns the buffered entries and empties the buffer");

promise_test(async (t) => {
  const p = uniquePrefix();
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark" });
  performance.mark(`${p}taken`);
  observer.takeRecords();
  performance.mark(`${p}delivered`);
  await tasks(t, 2);
  assert_array_equals(calls, [`${p}delivered`]);
}, "entries queued after takeRecords() are still delivered");

test((t) => {
  const p = uniquePrefix();
  const observer = new PerformanceObserver(() => {});
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark(`${p}late`, { startTime: 50 });
  performance.mark(`${p}early`, { startTime: 5 });
  performance.mark(`${p}middle`, { startTime: 20 });
  assert_array_equals(names(observer.takeRecords(), p), [`${p}late`, `${p}early`, `${p}middle`]);
}, "takeRecords() returns the entries in the order they were queued (a copy of the buffer)");

test((t) => {
  const observer = new PerformanceObserver(() => {});
  const first = observer.takeRecords();
  const second = observer.takeRecords();
  assert_array_equals(first, []);
  assert_not_equals(first, second, "a new list each time");
}, "takeRecords() on an empty buffer returns a new empty list");

promise_test(async (t) => {
  const p = uniquePrefix();
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark" });
  performance.mark(`${p}before`);
  observer.disconnect();
  assert_array_equals(names(observer.takeRecords(), p), [], "disconnect() emptied the buffer");
  performance.mark(`${p}after`);
  await tasks(t, 2);
  assert_array_equals(calls, [], "no callback after disconnect()");
}, "disconnect() empties the buffer and stops notifications");

promise_test(async (t) => {
  const p = uniquePrefix();
  const { observer, calls } = collector(t, p);
  observer.observe({ entryTypes: ["mark", "measure"] });
  performance.mark(`${p}1`);
  await tasks(t, 2);
  observer.disconnect();
  performance.mark(`${p}2`);
  performance.measure(`${p}m`);
  await tasks(t, 2);
  assert_array_equals(calls, [`${p}1`]);
}, "disconnect() stops notifications for every observed type");

promise_test(async (t) => {
  const p = uniquePrefix();
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark" });
  observer.observe({ type: "measure" });
  observer.disconnect();
  performance.mark(`${p}gone`);
  observer.observe({ type: "measure" });
  performance.mark(`${p}still-gone`);
  performance.measure(`${p}measure`);
  await tasks(t, 2);
  assert_array_equals(calls, [`${p}measure`], "the old options are forgotten");
}, "after disconnect() an observer can observe again, with only the new options");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}early`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  observer.disconnect();
  await tasks(t, 2);
  assert_array_equals(calls, [], "the buffered entries were dropped");
  observer.observe({ type: "mark", buffered: true });
  await tasks(t, 2);
  assert_array_equals(calls, [`${p}early`], "observing again with buffered gets them");
}, "disconnect() drops buffered entries not yet delivered");

promise_test(async (t) => {
  const p = uniquePrefix();
  const order = [];
  const a = new PerformanceObserver((list) => {
    if (names(list.getEntries(), p).length === 0) return;
    order.push("a");
    b.disconnect();
  });
  const b = new PerformanceObserver((list) => {
    if (names(list.getEntries(), p).length > 0) order.push("b");
  });
  t.add_cleanup(() => { a.disconnect(); b.disconnect(); });
  a.observe({ type: "mark" });
  b.observe({ type: "mark" });
  performance.mark(`${p}1`);
  await tasks(t, 2);
  assert_array_equals(order, ["a"], "b's buffer was emptied before its turn");
}, "an observer disconnected by an earlier callback in the same task is not called");

promise_test(async (t) => {
  const p = uniquePrefix();
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark" });
  performance.mark(`${p}1`);
  const taken = [];
  const other = new PerformanceObserver(() => {});
  t.add_cleanup(() => other.disconnect());
  other.observe({ type: "mark" });
  performance.mark(`${p}2`);
  taken.push(...names(other.takeRecords(), p));
  await tasks(t, 2);
  assert_array_equals(taken, [`${p}2`], "the other observer only has what came after its observe()");
  assert_array_equals(calls, [`${p}1,${p}2`], "takeRecords() on one observer leaves the others alone");
}, "each observer has its own buffer");
