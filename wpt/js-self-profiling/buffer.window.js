// META: title=Profiler buffers: samplebufferfull, exact sizes, concurrent profilers
// META: script=resources/busy.js
// https://wicg.github.io/js-self-profiling/#the-samplebufferfull-event

promise_test(async () => {
  const profiler = new Profiler({ sampleInterval: 10, maxBufferSize: 3 });
  let events = 0;
  profiler.addEventListener("samplebufferfull", (event) => {
    events++;
    assert_true(event.isTrusted);
    assert_true(profiler.stopped, "the session stops before the event fires");
  });
  const trace = await untilFull(profiler, spin);
  assert_equals(events, 1);
  assert_equals(trace.samples.length, 3, "exactly the buffer's size");
  assert_equals(await profiler.stop(), trace);
}, "a full buffer stops the session, fires samplebufferfull once, and stop() returns the trace");

promise_test(async () => {
  const small = new Profiler({ sampleInterval: 10, maxBufferSize: 2 });
  const big = new Profiler({ sampleInterval: 10, maxBufferSize: 6 });
  const smallTrace = untilFull(small, spin);
  const bigTrace = await untilFull(big, spin);
  assert_equals((await smallTrace).samples.length, 2);
  assert_equals(bigTrace.samples.length, 6);
}, "concurrent profilers keep their own buffers");

promise_test(async () => {
  const profiler = new Profiler({ sampleInterval: 10, maxBufferSize: 0 });
  spin();
  const trace = await profiler.stop();
  assert_equals(trace.samples.length, 0);
}, "a buffer of 0 samples keeps none");
