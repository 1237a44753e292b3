// performance.now(): a non-negative, monotonic, coarsened number of milliseconds from the time origin.
// https://w3c.github.io/hr-time/#now-method
// https://w3c.github.io/hr-time/#dfn-coarsen-time

test(() => {
  const now = performance.now();
  assert_equals(typeof now, "number");
  assert_true(Number.isFinite(now), "finite");
  assert_greater_than_equal(now, 0);
  assert_equals(performance.now.length, 0);
}, "performance.now() returns a finite, non-negative number");

test(() => {
  let previous = performance.now();
  for (let i = 0; i < 100000; i++) {
    const now = performance.now();
    if (now < previous) assert_unreached(`call ${i}: ${now} after ${previous}`);
    previous = now;
  }
}, "performance.now() never decreases over many calls");

test(() => {
  // Until the clock has changed twice (a busy machine may deschedule the loop for a
  // while, so no fixed span of time is enough); a clock that stood still would end the
  // loop at the 5 s bound, with fewer changes.
  const start = Date.now();
  let changes = 0;
  let previous = performance.now();
  while (changes < 2 && Date.now() - start < 5000) {
    const now = performance.now();
    if (now !== previous) changes++;
    previous = now;
  }
  assert_equals(changes, 2, "the clock advances during a busy loop");
}, "performance.now() advances");

test(() => {
  assert_equals(typeof crossOriginIsolated, "boolean");
  assert_false(crossOriginIsolated, "this test page is not cross-origin isolated");
  const seen = new Set();
  const start = performance.now();
  while (performance.now() - start < 5) seen.add(performance.now());
  for (const value of seen) {
    const tenths = value * 10;
    assert_approx_equals(tenths, Math.round(tenths), 1e-6, `${value} is a multiple of 0.1 ms`);
  }
  assert_greater_than(seen.size, 1);
}, "without cross-origin isolation, performance.now() is coarsened to 100 µs");

async_test((t) => {
  const before = performance.now();
  t.step_timeout(() => {
    const elapsed = performance.now() - before;
    assert_greater_than_equal(elapsed, 20 - 0.1, "at least the timeout, within the clock's resolution");
    t.done();
  }, 20);
}, "performance.now() measures the time a timer waits");

test(() => {
  const dateBefore = Date.now();
  const nowBefore = performance.now();
  const start = performance.now();
  while (performance.now() - start < 20) {}
  const dateAfter = Date.now();
  const nowAfter = performance.now();
  assert_approx_equals(nowAfter - nowBefore, dateAfter - dateBefore, 5, "both clocks advance alike");
}, "performance.now() advances with wall-clock time");

test(() => {
  const before = performance.now();
  const event = new Event("x");
  const after = performance.now();
  assert_equals(typeof event.timeStamp, "number");
  assert_greater_than_equal(event.timeStamp, before);
  assert_less_than_equal(event.timeStamp, after);
}, "an Event's timeStamp is on the same clock as performance.now()");

test(() => {
  assert_throws_js(TypeError, () => Performance.prototype.now.call({}));
  assert_throws_js(TypeError, () => Performance.prototype.now.call(undefined));
  const now = performance.now;
  assert_throws_js(TypeError, () => now());
}, "now() checks its this value");
