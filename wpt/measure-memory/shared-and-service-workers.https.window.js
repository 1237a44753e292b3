// META: script=resources/helpers.js
// Measure Memory: shared and service workers are agent clusters of their own: a page's
// result never includes them, and the method inside them measures only themselves.
// https://wicg.github.io/performance-measure-memory/#memory-measurement-allowed-predicate
"use strict";

promise_test(async (t) => {
  const shared = new SharedWorker("resources/shared-measures.js");
  const fromShared = await new Promise((resolve) => {
    shared.port.onmessage = (e) => resolve(e.data);
    shared.port.postMessage("measure");
  });
  const reg = await navigator.serviceWorker.register("resources/shared-measures.js", { scope: "resources/sw/" });
  t.add_cleanup(() => reg.unregister());
  const fromService = await new Promise((resolve) => {
    navigator.serviceWorker.onmessage = (e) => resolve(e.data);
    reg.installing.postMessage("measure");
  });
  const url = new URL("resources/shared-measures.js", location.href).href;
  assert_array_equals(fromShared.attributions, [`${url} SharedWorkerGlobalScope`]);
  assert_true(fromShared.isolated && fromShared.empty, "isolated, with the empty entry");
  assert_array_equals(fromService.attributions, [`${url} ServiceWorkerGlobalScope`]);
  const page = await performance.measureUserAgentSpecificMemory();
  const urls = page.breakdown.flatMap((b) => b.attribution.map((a) => a.url));
  assert_true(urls.includes(location.href));
  assert_false(urls.includes(url), "the page's result leaves the shared and service workers out");
}, "shared and service workers measure themselves, and pages never include them");
