// META: script=resources/helpers.js
// The two shapes: the seed's measureMemory() and the current spec's (and Chrome's)
// measureUserAgentSpecificMemory(), exposed only where the realm is cross-origin isolated.
// https://wicg.github.io/performance-measure-memory/#sec-performance
"use strict";

promise_test(async () => {
  assert_true(self.crossOriginIsolated);
  assert_equals(typeof performance.measureUserAgentSpecificMemory, "function");
  await addFrame("resources/blank.html", "f");
  const result = await performance.measureUserAgentSpecificMemory();
  assert_equals(Object.getPrototypeOf(result), Object.prototype);
  let sum = 0;
  for (const entry of result.breakdown) {
    sum += entry.bytes;
    assert_false("userAgentSpecificTypes" in entry);
    assert_true(Array.isArray(entry.types));
    for (const type of entry.types) assert_in_array(type, ["JS", "Shared"], "never DOM: only V8's heap is measured");
    if (entry.attribution.length === 0) assert_not_equals(entry.types[0], "JS", "JS memory is attributed");
  }
  assert_equals(result.bytes, sum);
  const empty = result.breakdown.filter((e) => e.bytes === 0 && e.attribution.length === 0 && e.types.length === 0);
  assert_equals(empty.length, 1, "one empty entry");
  assert_equals(result.breakdown.filter((e) => e.types[0] === "Shared").length, 1, "one entry of shared memory");
  const attributions = result.breakdown.flatMap((e) => e.attribution);
  findAttribution(attributions, { url: location.href, scope: "Window" });
  findAttribution(attributions, {
    url: new URL("resources/blank.html", location.href).href, scope: "Window",
    container: { id: "f", src: "resources/blank.html" },
  });
}, "measureUserAgentSpecificMemory(): types, an empty entry, shared memory in an entry without attribution");

promise_test(async () => {
  const first = (await performance.measureUserAgentSpecificMemory()).breakdown.findIndex((e) => e.types.length === 0);
  for (let i = 0; i < 50; i++) {
    const result = await performance.measureUserAgentSpecificMemory();
    if (result.breakdown.findIndex((e) => e.types.length === 0) !== first) return;
  }
  assert_unreached("the order of the breakdown never changed in 50 measurements");
}, "measureUserAgentSpecificMemory(): the breakdown's order is random");

promise_test(async () => {
  const result = await performance.measureMemory();
  checkSeedShape(result);
}, "measureMemory(): the seed's shape");

promise_test(async () => {
  const order = [];
  const measured = performance.measureMemory().then(() => order.push("measurement"));
  queueMicrotask(() => order.push("microtask"));
  await measured;
  assert_array_equals(order, ["microtask", "measurement"]);
}, "the promise is resolved in a task, after the current one's microtasks");
