// META: title=Profiler in a dedicated worker, allowed by its owner document's policy
// https://wicg.github.io/js-self-profiling/#the-profiler-interface

promise_test(async () => {
  const source = `
    const p = new Profiler({ sampleInterval: 10, maxBufferSize: 5 });
    p.stop().then((trace) => postMessage([p.sampleInterval, Array.isArray(trace.samples)]));`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
  const [interval, ok] = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  assert_equals(interval, 10);
  assert_true(ok);
}, "a dedicated worker of a document with js-profiling may profile");
