// The joint session history of a page and its frames: history.length counts the steps of
// the top-level traversable's joint session history; back/forward/go traverse them across
// documents (a frame's previous document is loaded again: no back/forward cache), and a
// frame's navigations before its load event replace its entry.
// https://html.spec.whatwg.org/multipage/document-sequences.html#tn-session-history-entries
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#traverse-the-history-by-a-delta
"use strict";

window.pageEvents = [];
const loaded = (iframe) => new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?a";
  document.body.append(iframe);
  await loaded(iframe);
  const start = history.length;
  assert_equals(iframe.contentWindow.history.length, start, "one joint history for the page and its frames");
  assert_equals(iframe.contentWindow.marker, "a");

  // Two navigations of the frame after its load: two new steps.
  iframe.src = "resources/page.html?b";
  await loaded(iframe);
  iframe.contentWindow.location.href = "resources/page.html?c";
  await loaded(iframe);
  assert_equals(iframe.contentWindow.marker, "c");
  assert_equals(history.length, start + 2);

  // Back from the top: the frame's previous document is loaded again.
  pageEvents.length = 0;
  history.back();
  assert_equals(iframe.contentWindow.marker, "c", "the traversal is queued");
  await loaded(iframe);
  assert_equals(iframe.contentWindow.marker, "b");
  assert_equals(iframe.contentWindow.location.search, "?b");
  assert_equals(history.length, start + 2, "traversing keeps the entries");
  assert_array_equals(pageEvents, ["pagehide c", "unload c", "pageshow(false) b"],
    "the old document unloads; the new one's pageshow is not persisted (no bfcache)");
  assert_equals(iframe.contentWindow.performance.getEntriesByType("navigation")[0].type, "back_forward");

  history.go(-1);
  await loaded(iframe);
  assert_equals(iframe.contentWindow.marker, "a");

  history.forward();
  await loaded(iframe);
  assert_equals(iframe.contentWindow.marker, "b");

  // A new navigation from a step in the middle drops the steps after it.
  iframe.contentWindow.location.href = "resources/page.html?d";
  await loaded(iframe);
  assert_equals(history.length, start + 2);
  history.back();
  await loaded(iframe);
  assert_equals(iframe.contentWindow.marker, "b");
  history.go(1);
  await loaded(iframe);
  assert_equals(iframe.contentWindow.marker, "d");
}, "a frame that navigated twice: history.length and back/forward across its documents");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?e";
  document.body.append(iframe);
  await loaded(iframe);
  const start = history.length;
  iframe.contentWindow.location.replace("resources/page.html?f");
  await loaded(iframe);
  assert_equals(history.length, start, "location.replace() replaces the entry");

  // A pushState in the frame and one in the top are steps of the same joint history,
  // traversed in the document that made them (popstate, no reload).
  iframe.contentWindow.history.pushState("frame", "", "?g");
  history.pushState("top", "");
  assert_equals(history.length, start + 2);
  const window = iframe.contentWindow;
  const topPop = new Promise((resolve) => addEventListener("popstate", resolve, { once: true }));
  history.back();
  assert_equals((await topPop).state, null);
  const framePop = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  history.back();
  await framePop;
  assert_equals(iframe.contentWindow, window);
  assert_equals(window.location.search, "?f");
  assert_equals(window.history.state, null);
  const forward = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  window.history.forward();
  assert_equals((await forward).state, "frame");
  assert_equals(window.location.search, "?g");
}, "same-document entries of a frame and of the top in one joint history");

promise_test(async () => {
  const length = history.length;
  const before = history.state;
  history.go(100);
  history.go(-100);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert_equals(history.length, length);
  assert_equals(history.state, before, "a delta past the ends does nothing");
}, "go() past the ends of the joint history does nothing");

// https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
// step 5: a document loaded again for an entry gets the entry's serialized state.
promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?s1";
  document.body.append(iframe);
  await loaded(iframe);
  const first = iframe.contentWindow;
  first.history.replaceState({ n: 1, list: [1, 2] }, "");
  first.history.pushState({ n: 2 }, "", "?s2");
  iframe.contentWindow.location.href = "resources/page.html?other";
  await loaded(iframe);
  assert_equals(iframe.contentWindow.history.state, null, "a new document's state is null");

  history.back();
  await loaded(iframe);
  assert_equals(iframe.contentWindow.location.search, "?s2");
  assert_equals(iframe.contentWindow.history.state.n, 2, "the entry's state, restored");

  // Back again: an entry of the same (re-loaded) document, with its own state.
  const popped = new Promise((resolve) => iframe.contentWindow.addEventListener("popstate", resolve, { once: true }));
  iframe.contentWindow.history.back();
  const event = await popped;
  assert_equals(event.state.n, 1);
  assert_array_equals(event.state.list, [1, 2]);
  assert_equals(iframe.contentWindow.history.state.n, 1);
  assert_equals(iframe.contentWindow.location.search, "?s1");
}, "history.state after a traversal loads an entry's document again");

// A document loaded again by a traversal gets new child navigables (no document state
// keeps their histories): each starts at the traversable's current step, so the joint
// history keeps its length, and traversing on from there works.
promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/nested.html";
  document.body.append(iframe);
  await loaded(iframe);
  const start = history.length;
  const inner = () => iframe.contentDocument.querySelector("iframe");
  inner().contentWindow.location.href = "page.html?inner2";
  await loaded(inner());
  assert_equals(history.length, start + 1, "the nested frame's navigation is a step");
  iframe.contentWindow.location.href = "resources/page.html?outer";
  await loaded(iframe);
  assert_equals(history.length, start + 2);

  history.back();
  await loaded(iframe);
  assert_equals(iframe.contentWindow.location.pathname.endsWith("/nested.html"), true);
  await new Promise((resolve) => inner().contentWindow.document.readyState === "complete" ? resolve() : loaded(inner()).then(resolve));
  assert_equals(inner().contentWindow.marker, "inner", "the nested frame starts afresh, at its src");
  assert_equals(history.length, start + 2, `the joint history keeps its steps (${start})`);

  history.forward();
  await loaded(iframe);
  assert_equals(iframe.contentWindow.marker, "outer");
  assert_equals(history.length, start + 2, "after forward");
}, "a frame's document loaded again by a traversal: its own frames start afresh");
