// META: script=resources/helpers.js
// Measure Memory §3.2 "get all agent clusters": the windows a page opens into its browsing
// context group are measured with it (a window is a top-level browsing context: no
// container), their frames with the usual tokens; a window COOP puts in a group of its
// own is not; a closed window's realms are not reported under another URL.
// https://wicg.github.io/performance-measure-memory/#get-all-agent-clusters
"use strict";

const here = new URL("resources/window.html", location.href).href;
const remote = "https://www1.web-platform.test:8443/measure-memory/resources/window.html";
const remoteFrame = "https://www1.web-platform.test:8443/measure-memory/resources/blank.html";

function openWindow(url) {
  const loaded = new Promise((resolve) => {
    addEventListener("message", function listener(event) {
      if (event.data && event.data.loaded === url) {
        removeEventListener("message", listener);
        resolve();
      }
    });
  });
  return [window.open(url), loaded];
}

promise_test(async (t) => {
  const url = `${here}?frames=blank.html,${encodeURIComponent(remoteFrame)}`;
  const [w, loaded] = openWindow(url);
  t.add_cleanup(() => w.close());
  await loaded;
  const result = await performance.measureMemory();
  const attributions = checkSeedShape(result);
  findAttribution(attributions, { url: location.href, scope: "Window" });
  findAttribution(attributions, { url, scope: "Window" });
  const blank = new URL("blank.html", url).href;
  findAttribution(attributions, { url: blank, scope: "Window", container: { id: "window-frame-0", src: "blank.html" } });
  findAttribution(attributions, {
    url: "cross-origin-url", scope: "cross-origin-aggregated",
    container: { id: "window-frame-1", src: remoteFrame },
  });
}, "a same-origin window and its frames are measured with the group that opened it");

promise_test(async (t) => {
  const aggregated = (result) => result.breakdown.flatMap((entry) => entry.attribution)
    .filter((a) => a.scope === "cross-origin-aggregated").length;
  const before = aggregated(await performance.measureUserAgentSpecificMemory());
  const w = window.open(remote);
  t.add_cleanup(() => w.close());
  // COOP same-origin on both sides, different origins: the navigation moves the window to
  // a new group, and the opener's handle is closed.
  await t.step_wait(() => w.closed, "the opener's handle closes", 5000, 10);
  const result = await performance.measureUserAgentSpecificMemory();
  const attributions = result.breakdown.flatMap((entry) => entry.attribution);
  checkNoCrossOriginUrl(attributions);
  assert_equals(aggregated(result), before, `nothing of the other group: ${JSON.stringify(attributions)}`);
  for (const a of attributions) assert_not_equals(a.url, "about:blank", "the initial about:blank is not reported");
}, "a cross-origin window COOP separates is not measured with the opener's group");

promise_test(async () => {
  const [w, loaded] = openWindow(here);
  await loaded;
  w.close();
  assert_true(w.closed);
  const result = await performance.measureMemory();
  checkSeedShape(result);
}, "a closed window's realms never show another origin's URL");
