// Without cross-origin isolation (no COOP/COEP headers): measureUserAgentSpecificMemory()
// is absent ([CrossOriginIsolated]); the seed's measureMemory() rejects with a
// SecurityError.
// https://wicg.github.io/performance-measure-memory/#top-level-algorithms
"use strict";

promise_test(async () => {
  assert_false(self.crossOriginIsolated);
  assert_false("measureUserAgentSpecificMemory" in performance);
  assert_false("measureUserAgentSpecificMemory" in Performance.prototype);
  const error = await performance.measureMemory().then(() => null, (e) => e);
  assert_true(error instanceof DOMException, String(error));
  assert_equals(error.name, "SecurityError");
}, "a page that is not cross-origin isolated cannot measure memory");
