// META: script=resources/helpers.js
// Measure Memory §3.4 with HTML's sandboxing: a frame of the page's own URL sandboxed
// without allow-same-origin has an opaque origin, so it is measured as a cross-origin frame
// (one cross-origin-aggregated entry under its container, no URL); with allow-same-origin it
// is the page's origin and shows as a Window with its URL.
// https://wicg.github.io/performance-measure-memory/#obtain-a-window-attribution-token
"use strict";

function addSandboxedFrame(src, id, sandbox) {
  const frame = document.createElement("iframe");
  frame.id = id;
  frame.sandbox = sandbox;
  frame.src = src;
  const loaded = new Promise((resolve) => frame.onload = () => resolve(frame));
  document.body.appendChild(frame);
  return loaded;
}

promise_test(async () => {
  const src = "resources/blank.html?sandboxed";
  await addSandboxedFrame(src, "opaque", "allow-scripts");
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  findAttribution(attributions, { url: location.href, scope: "Window" });
  findAttribution(attributions, {
    url: "cross-origin-url", scope: "cross-origin-aggregated", container: { id: "opaque", src },
  });
  assert_false(attributions.some((a) => a.url.includes("?sandboxed")), "the opaque frame's URL is not revealed");
}, "measureMemory() aggregates a sandboxed frame without allow-same-origin as cross-origin");

promise_test(async () => {
  const src = "resources/blank.html?same-origin-sandbox";
  await addSandboxedFrame(src, "same", "allow-scripts allow-same-origin");
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  findAttribution(attributions, {
    url: new URL(src, location.href).href, scope: "Window", container: { id: "same", src },
  });
}, "measureMemory() shows a sandboxed frame with allow-same-origin as a same-origin Window");
