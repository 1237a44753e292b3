// META: global=window,dedicatedworker
// Atomics.waitAsync's results come as tasks V8 posts to the agent's event loop
// (framescope's platform runs them, and a loop with nothing else to do waits for a
// timeout still to come).

promise_test(async () => {
  const ta = new Int32Array(new SharedArrayBuffer(16));
  const result = Atomics.waitAsync(ta, 0, 0, 50);
  assert_true(result.async);
  const started = performance.now();
  assert_equals(await result.value, "timed-out");
  assert_greater_than_equal(performance.now() - started, 40, "not before its timeout");
}, "a timeout with nothing else on the event loop");

promise_test(async () => {
  const ta = new Int32Array(new SharedArrayBuffer(16));
  const first = Atomics.waitAsync(ta, 0, 0, 1e9);
  const second = Atomics.waitAsync(ta, 1, 0);
  assert_equals(Atomics.notify(ta, 0), 1, "one waiter woken at index 0");
  assert_equals(await first.value, "ok");
  assert_equals(Atomics.notify(ta, 1), 1);
  assert_equals(await second.value, "ok");
}, "waiters woken by the agent itself, one with a long timeout, one with none");

test(() => {
  const ta = new Int32Array(new SharedArrayBuffer(16));
  const result = Atomics.waitAsync(ta, 0, 1);
  assert_false(result.async);
  assert_equals(result.value, "not-equal");
  assert_equals(Atomics.waitAsync(ta, 0, 0, 0).value, "timed-out");
}, "the synchronous results");
