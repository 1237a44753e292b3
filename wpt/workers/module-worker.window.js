// Module workers: new Worker(url, { type: "module" }) runs its script as a module script
// (static and dynamic imports relative to its URL, import.meta.url, top-level await).
// https://html.spec.whatwg.org/multipage/workers.html#dom-worker
"use strict";

promise_test(async () => {
  const worker = new Worker("resources/module-worker.js", { type: "module" });
  const data = await new Promise((resolve, reject) => {
    worker.onmessage = (e) => resolve(e.data);
    worker.onerror = (e) => reject(new Error(e.message));
  });
  assert_equals(data.value, "from a dependency");
  assert_equals(data.meta, new URL("resources/module-worker.js", location.href).href);
  assert_true(data.same, "one module map in the worker");
  worker.terminate();
}, "A module worker imports modules and has import.meta");

test(() => {
  assert_throws_js(TypeError, () => new Worker("resources/module-worker.js", { type: "nonsense" }));
}, "WorkerOptions' type is a WorkerType");

promise_test(async () => {
  const worker = new Worker("resources/module-import-scripts.js", { type: "module" });
  const name = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  assert_equals(name, "TypeError");
  worker.terminate();
}, "importScripts() throws a TypeError in a module worker");
