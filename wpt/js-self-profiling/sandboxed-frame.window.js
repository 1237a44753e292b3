// META: title=The profiler's realm filtering and sandboxed frames
// https://wicg.github.io/js-self-profiling/#dfn-take-a-sample: a trace shows only the
// profiling realm's own scripts (docs/src/js-self-profiling.md). A sandboxed frame at this
// page's own URL — an opaque origin without allow-same-origin, this origin with it — is
// another realm: its functions never show, though the samples taken while it ran are kept.
"use strict";

async function profileFrame(sandbox) {
  const frame = document.createElement("iframe");
  if (sandbox !== null) frame.sandbox = sandbox;
  frame.src = "resources/spin-on-message.html";
  await new Promise((resolve) => { frame.onload = resolve; document.body.appendChild(frame); });
  const profiler = new Profiler({ sampleInterval: 10, maxBufferSize: 10000 });
  const spun = new Promise((resolve) => window.addEventListener("message", function listener(e) {
    if (e.data !== "spun") return;
    window.removeEventListener("message", listener);
    resolve();
  }));
  frame.contentWindow.postMessage("spin", "*");
  await spun;
  const trace = await profiler.stop();
  frame.remove();
  return trace;
}

for (const sandbox of ["allow-scripts", "allow-scripts allow-same-origin"]) {
  promise_test(async () => {
    const trace = await profileFrame(sandbox);
    assert_greater_than(trace.samples.length, 0, "samples were taken while the frame ran");
    assert_false(trace.frames.some((f) => f.name === "frameSpin"), "the frame's function is not in the trace");
    assert_false(trace.resources.some((r) => r.includes("spin-on-message")), "nor its document's URL");
  }, `a frame sandboxed with "${sandbox}" is not in the page's trace`);
}
