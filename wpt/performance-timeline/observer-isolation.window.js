// Each window has its own performance timeline and list of registered performance
// observers: an observer only sees entries queued in its relevant global, so frames never
// see each other's or the parent's entries; a frame's navigation entry names the frame's
// URL.
// https://w3c.github.io/performance-timeline/#performance-timeline (per global object)
// https://w3c.github.io/performance-timeline/#queue-a-performanceentry (relevantGlobal)
// https://w3c.github.io/navigation-timing/#dfn-create-the-navigation-timing-entry

function frame(label) {
  const iframe = document.createElement("iframe");
  iframe.src = `resources/timeline-frame.html?${label}`;
  document.body.append(iframe);
  return new Promise((resolve) => iframe.addEventListener("load", () => resolve(iframe), { once: true }));
}
const tasks = (t, n) => new Promise((resolve) => {
  const next = (left) => (left === 0 ? resolve() : t.step_timeout(() => next(left - 1), 0));
  next(n);
});
const frameUrl = (label) => new URL(`resources/timeline-frame.html?${label}`, location.href).href;

// Two frames, loaded, and their observers' notifications for the load delivered.
let framesPromise;
function frames(t) {
  framesPromise ??= (async () => {
    const [a, b] = await Promise.all([frame("a"), frame("b")]);
    // The frames delay the parent's load event; after it, the parent's navigation entry
    // is queued too.
    if (document.readyState !== "complete") {
      await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
    }
    await tasks(t, 3);
    return { a: a.contentWindow, b: b.contentWindow };
  })();
  return framesPromise;
}

promise_test(async (t) => {
  const { a, b } = await frames(t);
  assert_array_equals(a.seen, ["mark:frame-a-parsing", `navigation:${frameUrl("a")}`], "frame a");
  assert_array_equals(b.seen, ["mark:frame-b-parsing", `navigation:${frameUrl("b")}`], "frame b");
}, "a frame's observer sees its own mark and navigation entry, nothing of the other frame");

promise_test(async (t) => {
  const { a, b } = await frames(t);
  const parentSeen = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) parentSeen.push(`${e.entryType}:${e.name}`);
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ entryTypes: ["mark", "measure", "navigation"] });
  const before = { a: a.seen.length, b: b.seen.length };
  performance.mark("isolation-parent-mark");
  performance.measure("isolation-parent-measure");
  await tasks(t, 3);
  // (The measure starts at 0, so it comes first in the list.)
  assert_array_equals(parentSeen.sort(), ["mark:isolation-parent-mark", "measure:isolation-parent-measure"],
                      "the parent's observer");
  assert_array_equals(a.seen.slice(before.a), [], "frame a saw none of the parent's entries");
  assert_array_equals(b.seen.slice(before.b), [], "frame b saw none of the parent's entries");
}, "the parent's entries reach only the parent's observers");

promise_test(async (t) => {
  const { a, b } = await frames(t);
  const parentSeen = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) parentSeen.push(e.name);
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  const before = { a: a.seen.length, b: b.seen.length };
  // The entry's relevant global is frame a's window: the performance object's.
  a.performance.mark("isolation-in-a");
  await tasks(t, 3);
  assert_array_equals(a.seen.slice(before.a), ["mark:isolation-in-a"], "frame a's observer");
  assert_array_equals(b.seen.slice(before.b), [], "frame b's observer");
  assert_array_equals(parentSeen, [], "the parent's observer");
}, "a mark made on a frame's performance object goes to that frame's observers only");

promise_test(async (t) => {
  const { a } = await frames(t);
  const seen = [];
  // An observer made with frame a's constructor belongs to frame a's global.
  const observer = new a.PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.push(e.name);
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark("isolation-parent-only");
  a.performance.mark("isolation-a-only");
  await tasks(t, 3);
  assert_array_equals(seen, ["isolation-a-only"]);
}, "an observer observes the timeline of the global its constructor came from");

promise_test(async (t) => {
  const { a, b } = await frames(t);
  performance.mark("isolation-timeline-parent");
  const names = (w) => w.performance.getEntriesByType("mark").map((e) => e.name);
  assert_false(names(a).includes("isolation-timeline-parent"), "frame a's timeline");
  assert_false(names(b).includes("isolation-timeline-parent"), "frame b's timeline");
  assert_true(names(a).includes("frame-a-parsing"));
  assert_false(names(a).includes("frame-b-parsing"), "frame a does not have frame b's mark");
  assert_false(names(b).includes("frame-a-parsing"), "frame b does not have frame a's mark");
  const own = performance.getEntriesByType("mark").map((e) => e.name);
  assert_false(own.includes("frame-a-parsing"), "the parent does not have frame a's mark");
  assert_equals(a.performance.getEntriesByName("isolation-timeline-parent").length, 0);
}, "each frame has its own performance timeline");

promise_test(async (t) => {
  const { a, b } = await frames(t);
  for (const [w, label] of [[a, "a"], [b, "b"]]) {
    const entries = w.performance.getEntriesByType("navigation");
    assert_equals(entries.length, 1, `frame ${label} has one navigation entry`);
    assert_equals(entries[0].name, frameUrl(label), `frame ${label}'s entry names its URL`);
    assert_equals(entries[0].name, w.location.href);
    assert_true(entries[0] instanceof w.PerformanceNavigationTiming, "an entry of the frame's realm");
  }
  const own = performance.getEntriesByType("navigation");
  assert_equals(own.length, 1);
  assert_equals(own[0].name, location.href, "the parent's entry names the parent's URL");
  assert_not_equals(own[0], a.performance.getEntriesByType("navigation")[0]);
}, "a frame's navigation entry is named with the frame's URL");

promise_test(async (t) => {
  const { a } = await frames(t);
  assert_not_equals(a.PerformanceObserver, PerformanceObserver, "a constructor per global");
  assert_not_equals(a.PerformanceObserver.supportedEntryTypes, PerformanceObserver.supportedEntryTypes,
                    "a frozen array per global");
  assert_array_equals(a.PerformanceObserver.supportedEntryTypes, PerformanceObserver.supportedEntryTypes);
  assert_true(a.Object.isFrozen(a.PerformanceObserver.supportedEntryTypes));
}, "each global has its own frozen array of supported entry types");

promise_test(async (t) => {
  const { a } = await frames(t);
  const before = a.seen.length;
  a.observer.disconnect();
  a.performance.mark("isolation-after-disconnect");
  await tasks(t, 3);
  assert_array_equals(a.seen.slice(before), [], "the frame's observer was disconnected");
  const parentSeen = [];
  const observer = new PerformanceObserver((list) => parentSeen.push(...list.getEntries().map((e) => e.name)));
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark("isolation-parent-after");
  await tasks(t, 3);
  assert_array_equals(parentSeen, ["isolation-parent-after"], "the parent's observers are unaffected");
}, "disconnecting a frame's observer does not affect the parent");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  iframe.src = "resources/timeline-frame.html?first";
  document.body.append(iframe);
  t.add_cleanup(() => iframe.remove());
  await new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  const proxy = iframe.contentWindow;
  proxy.performance.mark("isolation-old-document");
  iframe.src = "resources/timeline-frame.html?second";
  await new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  await tasks(t, 3);
  assert_array_equals(proxy.seen, ["mark:frame-second-parsing", `navigation:${frameUrl("second")}`],
                      "the new document's observer sees only the new document's entries");
  const marks = proxy.performance.getEntriesByType("mark").map((e) => e.name);
  assert_array_equals(marks, ["frame-second-parsing"], "the old document's marks are gone");
  const navigation = proxy.performance.getEntriesByType("navigation");
  assert_equals(navigation.length, 1, "one navigation entry");
  assert_equals(navigation[0].name, frameUrl("second"), "named with the new URL");
}, "a frame navigated to a new document starts a new timeline");
