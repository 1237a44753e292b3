// META: title=Profiler options: required members, RangeError, supported intervals
// https://wicg.github.io/js-self-profiling/#dom-profiler-profiler

test(() => {
  assert_throws_js(TypeError, () => new Profiler());
  assert_throws_js(TypeError, () => new Profiler({}));
  assert_throws_js(TypeError, () => new Profiler({ sampleInterval: 10 }), "maxBufferSize is required");
  assert_throws_js(TypeError, () => new Profiler({ maxBufferSize: 10 }), "sampleInterval is required");
  assert_throws_js(TypeError, () => new Profiler({ sampleInterval: NaN, maxBufferSize: 10 }));
  assert_throws_js(TypeError, () => new Profiler(5));
}, "both options are required, and sampleInterval is a finite double");

test(() => {
  assert_throws_js(RangeError, () => new Profiler({ sampleInterval: -1, maxBufferSize: 10 }));
}, "a negative sampleInterval is a RangeError");

promise_test(async () => {
  // The base interval is 10 ms here (as in Chrome): a requested interval is rounded up
  // to its next multiple, 0 to the base.
  const used = [];
  for (const asked of [0, 1, 10, 10.5, 25]) {
    const profiler = new Profiler({ sampleInterval: asked, maxBufferSize: 10 });
    used.push(profiler.sampleInterval);
    await profiler.stop();
  }
  assert_array_equals(used, [10, 10, 10, 20, 30]);
}, "sampleInterval is the supported interval used, the asked one rounded up");

promise_test(async (t) => {
  const profiler = await performance.profile({ sampleInterval: 10, maxBufferSize: 10 });
  assert_true(profiler instanceof Profiler);
  assert_true(profiler instanceof EventTarget);
  assert_false(profiler.stopped);
  const trace = await profiler.stop();
  assert_true(profiler.stopped);
  assert_equals(await profiler.stop(), trace, "stop() on a stopped profiler returns its trace");
  for (const key of ["resources", "frames", "stacks", "samples"]) assert_true(Array.isArray(trace[key]), key);
  await promise_rejects_js(t, TypeError, performance.profile());
  await promise_rejects_js(t, RangeError, performance.profile({ sampleInterval: -5, maxBufferSize: 1 }));
}, "performance.profile() resolves with a started Profiler, and rejects what the constructor throws");

promise_test(async (t) => {
  const stop = Profiler.prototype.stop;
  await promise_rejects_js(t, TypeError, stop.call({}));
  assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(Profiler.prototype, "stopped").get.call({}));
}, "Profiler's members on another object are illegal invocations");
