// observe({type, buffered: true}) appends the entries already in the performance entry
// buffer to the observer buffer and queues the observer task; without buffered (and
// always with entryTypes) only entries queued after observe() are delivered.
// https://w3c.github.io/performance-timeline/#observe-method (step 7.5)

function uniquePrefix() {
  return `buf-${Math.random().toString(36).slice(2)}-`;
}
const ours = (entries, prefix) => entries.filter((e) => e.name.startsWith(prefix)).map((e) => e.name);

// Collects, per callback, the names with the prefix an observer gets.
function collector(t, prefix) {
  const calls = [];
  const observer = new PerformanceObserver((list) => {
    const names = ours(list.getEntries(), prefix);
    if (names.length > 0) calls.push(names);
  });
  t.add_cleanup(() => observer.disconnect());
  return { observer, calls };
}
const tasks = (t, n) => new Promise((resolve) => {
  const next = (left) => (left === 0 ? resolve() : t.step_timeout(() => next(left - 1), 0));
  next(n);
});

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}1`);
  performance.mark(`${p}2`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  await tasks(t, 2);
  assert_equals(calls.length, 1, "one callback");
  assert_array_equals(calls[0], [`${p}1`, `${p}2`]);
}, "observe({type, buffered: true}) delivers the earlier entries, without a new entry");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}early`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  await tasks(t, 2);
  performance.mark(`${p}later`);
  await tasks(t, 2);
  performance.mark(`${p}latest`);
  await tasks(t, 2);
  assert_array_equals(calls.map((c) => c.join()), [`${p}early`, `${p}later`, `${p}latest`],
                      "the buffered entry is delivered once, not again with later entries");
}, "buffered entries are delivered exactly once");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}early`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  performance.mark(`${p}same-task`);
  await tasks(t, 2);
  assert_equals(calls.length, 1, "one callback");
  assert_array_equals(calls[0], [`${p}early`, `${p}same-task`]);
}, "buffered entries and entries queued in the same task share one callback");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}early`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark" });
  observer.observe({ type: "mark", buffered: false });
  performance.mark(`${p}later`);
  await tasks(t, 2);
  assert_array_equals(calls.map((c) => c.join()), [`${p}later`]);
}, "without buffered, earlier entries are not delivered");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}early`);
  performance.measure(`${p}early-measure`);
  const { observer, calls } = collector(t, p);
  observer.observe({ entryTypes: ["mark", "measure"] });
  performance.mark(`${p}later`);
  await tasks(t, 2);
  assert_array_equals(calls.map((c) => c.join()), [`${p}later`]);
}, "observe({entryTypes}) never delivers buffered entries");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}mark`);
  performance.measure(`${p}measure`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "measure", buffered: true });
  await tasks(t, 2);
  assert_array_equals(calls.map((c) => c.join()), [`${p}measure`], "only the observed type");
}, "buffered delivers only entries of the observed type");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}mark`);
  performance.measure(`${p}measure`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  observer.observe({ type: "measure" });
  await tasks(t, 2);
  assert_array_equals(calls.map((c) => c.join()), [`${p}mark`]);
}, "buffered applies to its own observe() call only");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}kept`);
  performance.mark(`${p}cleared`);
  performance.clearMarks(`${p}cleared`);
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  await tasks(t, 2);
  assert_array_equals(calls.map((c) => c.join()), [`${p}kept`]);
}, "cleared entries are no longer in the buffer, so not delivered");

test((t) => {
  const p = uniquePrefix();
  performance.mark(`${p}1`);
  const { observer } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  const records = observer.takeRecords();
  assert_array_equals(ours(records, p), [`${p}1`], "the observer buffer has the entry at once");
  assert_true(records.every((e) => e.entryType === "mark"));
}, "observe({buffered: true}) fills the observer buffer synchronously");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}b`, { startTime: 20 });
  performance.mark(`${p}a`, { startTime: 10 });
  const { observer, calls } = collector(t, p);
  observer.observe({ type: "mark", buffered: true });
  await tasks(t, 2);
  assert_array_equals(calls.map((c) => c.join()), [`${p}a,${p}b`], "in startTime order");
}, "buffered entries are listed in chronological order");
