// measureMemory() in a dedicated worker: the allowed predicate is false there.
postMessage({
  hasUserAgentSpecific: "measureUserAgentSpecificMemory" in performance,
  hasSeed: typeof performance.measureMemory,
});
performance.measureMemory().then(
  () => postMessage("resolved"),
  (e) => postMessage(`${e.constructor.name} ${e.name}`));
