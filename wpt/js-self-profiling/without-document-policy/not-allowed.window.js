// META: title=Profiler without the js-profiling document policy
// https://wicg.github.io/js-self-profiling/#dom-profiler-profiler step 2

promise_test(async (t) => {
  assert_throws_dom("NotAllowedError", () => new Profiler({ sampleInterval: 10, maxBufferSize: 10 }));
  await promise_rejects_dom(t, "NotAllowedError", performance.profile({ sampleInterval: 10, maxBufferSize: 10 }));
  // The options are read, and the RangeError comes, before the policy is checked.
  assert_throws_js(RangeError, () => new Profiler({ sampleInterval: -1, maxBufferSize: 10 }));
  assert_throws_js(TypeError, () => new Profiler({ sampleInterval: 10 }));
}, "without the policy, a Profiler is a NotAllowedError (after the options' own errors)");

promise_test(async () => {
  const source = `
    let result;
    try { new Profiler({ sampleInterval: 10, maxBufferSize: 5 }); result = "started"; } catch (e) { result = e.name; }
    postMessage(result);`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
  const result = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  assert_equals(result, "NotAllowedError");
}, "a dedicated worker follows its owner document's policy");
