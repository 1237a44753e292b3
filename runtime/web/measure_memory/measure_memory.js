// Measure Memory: Performance's measureMemory() (the seed spec) and
// measureUserAgentSpecificMemory() (the current spec, as Chrome ships it).
// https://wicg.github.io/performance-measure-memory/#extensions-to-the-performance-interface
//
// A module of the realm's bootstrap, run after the performance modules (see hr_time.js).
// The measurement and its result are built in Rust (runtime/web/measure_memory/); the
// promise is resolved in a task with the result converted by serde_v8.
(function measureMemory(lib) {
  "use strict";
  const { info, natives, Performance, checkPerformance, primordials } = lib;
  const { PromiseReject } = primordials;

  // A promise-returning operation turns its exceptions into a rejected promise
  // (https://webidl.spec.whatwg.org/#js-operations, step 2.5).
  const run = (self, member, current) => {
    try {
      checkPerformance(self, member);
    } catch (error) {
      return PromiseReject(error);
    }
    return natives.measureMemory(current);
  };

  // The seed's partial interface: no [Exposed] restriction, so in every realm; §3.2's
  // checks reject where measuring is not allowed.
  lib.partial(Performance, {
    measureMemory() { return run(this, "measureMemory", false); },
  });
  // [Exposed=(Window,ServiceWorker,SharedWorker), CrossOriginIsolated]: absent from
  // realms that are not cross-origin isolated and from dedicated workers.
  // https://wicg.github.io/performance-measure-memory/#sec-performance
  // Whether the realm is isolated is its own fact: a per-realm step.
  lib.onRealm(() => {
    const exposed = info.scope === "Window" || info.scope === "SharedWorkerGlobalScope" ||
      info.scope === "ServiceWorkerGlobalScope";
    if (exposed && info.crossOriginIsolated) {
      lib.partial(Performance, {
        measureUserAgentSpecificMemory() { return run(this, "measureUserAgentSpecificMemory", true); },
      });
    }
  });
});
