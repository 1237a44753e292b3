// META: script=resources/helpers.js
// Measure Memory §1.1: a same-origin iframe; url is its location (serialized), container.src
// the attribute as written. (The example's redirect is tested in the integration tests:
// framescope wpt's server has no redirects.)
// https://wicg.github.io/performance-measure-memory/#examples
"use strict";

promise_test(async () => {
  const frame = await addFrame("resources/blank.html?target=iframe.html", "example-id");
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  assert_equals(result.breakdown.length, 2, JSON.stringify(result));
  findAttribution(attributions, { url: location.href, scope: "Window" });
  const url = new URL("resources/blank.html?target=iframe.html", location.href).href;
  assert_equals(frame.contentWindow.location.href, url);
  findAttribution(attributions, {
    url, scope: "Window", container: { id: "example-id", src: "resources/blank.html?target=iframe.html" },
  });
}, "measureMemory() with a same-origin iframe: its url, its container's id and src");
