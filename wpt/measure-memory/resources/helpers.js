// Helpers of the measure-memory tests.
"use strict";

// Adds an iframe and resolves when it has loaded (with all its own frames).
function addFrame(src, id = "") {
  const frame = document.createElement("iframe");
  if (id) frame.id = id;
  frame.src = src;
  const loaded = new Promise((resolve) => frame.onload = () => resolve(frame));
  document.body.appendChild(frame);
  return loaded;
}

// Resolves with the next message whose data is `data`.
function nextMessage(data) {
  return new Promise((resolve) => {
    window.addEventListener("message", function listener(event) {
      if (data === undefined || event.data === data) {
        window.removeEventListener("message", listener);
        resolve(event.data);
      }
    });
  });
}

// Checks what every measureMemory() result must be, and returns its attributions.
function checkSeedShape(result) {
  assert_equals(Object.getPrototypeOf(result), Object.prototype, "a dictionary is an ordinary object");
  assert_true(Array.isArray(result.breakdown));
  let sum = 0;
  for (const entry of result.breakdown) {
    sum += entry.bytes;
    assert_greater_than_equal(entry.bytes, 0);
    assert_array_equals(entry.userAgentSpecificTypes, ["JS"], "only the V8 heap is measured");
    assert_false("types" in entry, "the seed's shape has no types");
    assert_greater_than(entry.attribution.length, 0, "every seed entry names its realms");
  }
  assert_equals(result.bytes, sum, "bytes is the sum of the entries' bytes");
  const attributions = result.breakdown.flatMap((entry) => entry.attribution);
  checkNoCrossOriginUrl(attributions);
  return attributions;
}

// No attribution's url is another origin's (container.src is the page's own markup).
function checkNoCrossOriginUrl(attributions) {
  for (const a of attributions) {
    assert_true(a.url === "cross-origin-url" || new URL(a.url).origin === location.origin,
      `no cross-origin URL: ${JSON.stringify(a)}`);
  }
}

// The attribution (exactly one) that matches `expected` ({url, scope, container}).
function findAttribution(attributions, expected) {
  const same = (a) => a.url === expected.url && a.scope === expected.scope &&
    JSON.stringify(a.container ?? null) === JSON.stringify(expected.container ?? null);
  const found = attributions.filter(same);
  assert_equals(found.length, 1, `${JSON.stringify(expected)} in ${JSON.stringify(attributions)}`);
  return found[0];
}
