// META: title=ProfilerTrace: structure, time domain, the platform's operations by name
// META: script=resources/busy.js
// https://wicg.github.io/js-self-profiling/#the-profilertrace-dictionary

function stackFrames(trace, stackId) {
  const frames = [];
  for (let id = stackId; id !== undefined; id = trace.stacks[id].parentId) frames.push(trace.frames[trace.stacks[id].frameId]);
  return frames;
}

promise_test(async () => {
  const before = performance.now();
  const profiler = new Profiler({ sampleInterval: 10, maxBufferSize: 5 });
  const trace = await untilFull(profiler, spin);
  const after = performance.now();
  // Ids in range, parents before children, no duplicate frames or stacks.
  const unique = (list) => new Set(list.map((x) => JSON.stringify(x))).size === list.length;
  assert_true(unique(trace.resources) && unique(trace.frames) && unique(trace.stacks));
  trace.stacks.forEach((stack, index) => {
    assert_less_than(stack.frameId, trace.frames.length);
    if (stack.parentId !== undefined) assert_less_than(stack.parentId, index);
  });
  let last = -Infinity;
  for (const sample of trace.samples) {
    assert_greater_than_equal(sample.timestamp, last, "samples in time order");
    assert_greater_than_equal(sample.timestamp, before - 10, "relative to the time origin");
    assert_less_than_equal(sample.timestamp, after);
    last = sample.timestamp;
    if (sample.stackId !== undefined) assert_less_than(sample.stackId, trace.stacks.length);
  }
  const spinFrame = trace.frames.find((f) => f.name === "spin");
  assert_true(spinFrame !== undefined, "the hot function is a frame");
  assert_true(trace.resources[spinFrame.resourceId].endsWith("/js-self-profiling/resources/busy.js"));
  assert_equals(spinFrame.line, 20, "1-based line");
  // V8 and Chrome place a function at its parameter list: `(` of "function spin()".
  assert_equals(spinFrame.column, 14, "1-based column of the function");
}, "the trace's structure, positions and time domain");

promise_test(async () => {
  const profiler = new Profiler({ sampleInterval: 10, maxBufferSize: 5 });
  const trace = await untilFull(profiler, () => {
    // Platform operations called in a loop: each shows by its name, without a position.
    for (let i = 0; i < 2000; i++) structuredClone({ list: [1, 2, 3], text: "x".repeat(100) });
  });
  for (const frame of trace.frames) {
    if (frame.resourceId === undefined) {
      assert_equals(frame.line, undefined);
      assert_equals(frame.column, undefined);
      assert_not_equals(frame.name, "", "builtins and operations have names");
    } else {
      assert_true(trace.resources[frame.resourceId].startsWith(location.origin), "only this page's scripts");
    }
  }
  const names = new Set(trace.frames.map((f) => f.name));
  assert_true(names.has("structuredClone"), [...names].join());
  for (const internal of ["portPost", "startProfiler", "structuredCloneNative"]) assert_false(names.has(internal), internal);
}, "the platform's operations show by their names, never the natives that implement them");
