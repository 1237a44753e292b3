// META: script=resources/helpers.js
// Measure Memory §1.1, the first example: a page without frames or workers.
// https://wicg.github.io/performance-measure-memory/#examples
"use strict";

promise_test(async () => {
  assert_true(self.crossOriginIsolated);
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  assert_equals(result.breakdown.length, 1, JSON.stringify(result));
  const main = findAttribution(attributions, { url: location.href, scope: "Window" });
  assert_false("container" in main, "the top-level realm has no container");
  assert_greater_than(result.bytes, 0);
}, "measureMemory() of a page alone: one entry, its URL, scope Window, no container");
