// META: script=resources/helpers.js
// Measure Memory §1.1: a page that spawns a web worker, and a worker spawned by an
// iframe (its entry has the iframe element as container).
// https://wicg.github.io/performance-measure-memory/#examples
"use strict";

const started = (worker) => new Promise((resolve) => worker.onmessage = resolve);

promise_test(async () => {
  const worker = new Worker("resources/worker.js");
  await started(worker);
  const frame = await addFrame("resources/blank.html", "frame-with-worker");
  const inner = new frame.contentWindow.Worker("worker.js?inner");
  await started(inner);
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  const url = new URL("resources/worker.js", location.href).href;
  const entry = result.breakdown.find((e) => e.attribution.some((a) => a.url === url));
  findAttribution(entry.attribution, { url, scope: "DedicatedWorkerGlobalScope" });
  assert_greater_than(entry.bytes, 800000, "the worker's isolate holds its array of 100 000 numbers");
  findAttribution(attributions, {
    url: url + "?inner", scope: "DedicatedWorkerGlobalScope",
    container: { id: "frame-with-worker", src: "resources/blank.html" },
  });
  findAttribution(attributions, { url: location.href, scope: "Window" });
  worker.terminate();
  inner.terminate();
}, "measureMemory() with dedicated workers: their URLs, scope DedicatedWorkerGlobalScope, their owner's container");
