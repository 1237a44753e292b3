// META: script=resources/helpers.js
// Measure Memory §1.1: a cross-origin iframe with a frame of its own origin, a cross-site
// frame and a worker; all of it is one entry, under the top-most cross-origin frame's
// container, and no cross-origin URL appears.
// https://wicg.github.io/performance-measure-memory/#examples
"use strict";

promise_test(async () => {
  const src = "https://www1.web-platform.test:8443/measure-memory/resources/cross-origin-parent.html";
  const worker = nextMessage("worker-ready");
  await addFrame(src, "example-id");
  await worker;
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  assert_equals(result.breakdown.length, 2, JSON.stringify(result));
  findAttribution(attributions, { url: location.href, scope: "Window" });
  findAttribution(attributions, {
    url: "cross-origin-url", scope: "cross-origin-aggregated", container: { id: "example-id", src },
  });
  const userAgentSpecific = await performance.measureUserAgentSpecificMemory();
  assert_equals(userAgentSpecific.breakdown.filter((e) => e.attribution.length > 0).length, 2);
  checkNoCrossOriginUrl(userAgentSpecific.breakdown.flatMap((e) => e.attribution));
}, "measureMemory() aggregates cross-origin realms (frames, workers) into the top-most cross-origin frame's entry");

promise_test(async () => {
  const src = "https://www1.web-platform.test:8443/measure-memory/resources/embeds-top-origin.html";
  await addFrame(src, "outer");
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  findAttribution(attributions, {
    url: "cross-origin-url", scope: "cross-origin-aggregated", container: { id: "outer", src },
  });
  findAttribution(attributions, {
    url: new URL("resources/blank.html?inner", location.href).href,
    scope: "Window",
    container: { id: "outer", src },
  });
}, "measureMemory() reveals a frame of the top's origin inside a cross-origin one, with the cross-origin frame's container");
