// navigation.activation in a same-origin frame: how each of its documents became active
// (push, reload, traverse), with `from` the entry it came from; a document whose
// `navigation` is first read after a pushState (framescope makes the Navigation object on
// first use) still gets the entry it was activated for; and a frame whose document's
// referrer policy is no-referrer hides that document's entry URLs from its later
// documents.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationactivation
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-url
"use strict";

window.pageEvents = [];
const loaded = (iframe) => new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
const settled = () => new Promise((resolve) => step_timeout(resolve, 0));

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?a";
  document.body.append(iframe);
  await loaded(iframe);
  await settled();
  assert_true(iframe.contentWindow.navigation.activation instanceof iframe.contentWindow.NavigationActivation);

  // A push by Location (after the load event: not turned into a replace).
  iframe.contentWindow.location.href = "resources/page.html?b";
  await loaded(iframe);
  let frame = iframe.contentWindow.navigation;
  assert_equals(frame.activation.navigationType, "push");
  assert_equals(frame.activation.entry, frame.currentEntry);
  assert_equals(frame.activation.from, frame.entries()[0]);
  assert_true(frame.activation.from.url.endsWith("page.html?a"));
  assert_equals(frame.activation, frame.activation, "the same object each time");

  // history.back(): a traversal, from the entry it left.
  iframe.contentWindow.history.back();
  await loaded(iframe);
  frame = iframe.contentWindow.navigation;
  assert_equals(frame.activation.navigationType, "traverse");
  assert_equals(frame.activation.entry, frame.entries()[0]);
  assert_equals(frame.activation.from, frame.entries()[1]);

  // location.reload(): from and entry are the same entry.
  iframe.contentWindow.location.reload();
  await loaded(iframe);
  frame = iframe.contentWindow.navigation;
  assert_equals(frame.activation.navigationType, "reload");
  assert_equals(frame.activation.from, frame.activation.entry);
  assert_equals(frame.activation.entry, frame.currentEntry);
}, "navigation.activation in a same-origin frame after a push, a traversal and a reload");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?c";
  document.body.append(iframe);
  await loaded(iframe);
  await settled();
  iframe.contentWindow.location.replace("resources/page.html?d");
  await loaded(iframe);
  // pushState before anything reads `navigation`: the activation's entry is still the
  // one the document was activated for (now not the current one), and `from` the entry
  // the replace removed (in no list: index -1).
  iframe.contentWindow.history.pushState(null, "", "?e");
  const frame = iframe.contentWindow.navigation;
  assert_equals(frame.entries().length, 2);
  assert_equals(frame.activation.navigationType, "replace");
  assert_equals(frame.activation.entry, frame.entries()[0]);
  assert_not_equals(frame.activation.entry, frame.currentEntry);
  assert_equals(frame.activation.from.index, -1);
  assert_true(frame.activation.from.url.endsWith("page.html?c"));
  assert_equals(frame.activation.from.key, frame.entries()[0].key, "a same-origin replace keeps the key");
}, "navigation.activation after a replace, read first after a pushState");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?f";
  document.body.append(iframe);
  await loaded(iframe);
  await settled();
  const meta = iframe.contentDocument.createElement("meta");
  meta.name = "referrer";
  meta.content = "no-referrer";
  iframe.contentDocument.head.append(meta);
  iframe.contentWindow.location.href = "resources/page.html?g";
  await loaded(iframe);
  const frame = iframe.contentWindow.navigation;
  assert_equals(frame.entries().length, 2);
  assert_equals(frame.entries()[0].url, null, "another document's entry, whose policy is no-referrer");
  assert_equals(frame.activation.from.url, null);
  assert_true(frame.currentEntry.url.endsWith("page.html?g"), "the document's own entry");
}, "a no-referrer document's entries have a null url in its frame's later documents");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  iframe.src = "resources/page.html?h";
  document.body.append(iframe);
  await loaded(iframe);
  const frame = iframe.contentWindow.navigation;
  const FrameDOMException = iframe.contentWindow.DOMException;
  const errors = [];
  frame.onnavigateerror = (e) => errors.push([e.error.name, e.filename, e.lineno > 0, e.colno > 0]);
  frame.onnavigate = (e) => e.intercept({ handler: () => new Promise(() => {}) });
  const result = frame.navigate("#pending");
  await result.committed;
  iframe.remove();
  // (This script is the .window.js the harness page loads.)
  const script = location.href.replace(/\.html$/, ".js");
  assert_array_equals(errors.map((e) => e.join(" ")), [`AbortError ${script} true true`],
    "navigateerror at the removing script");
  await promise_rejects_dom(t, "AbortError", FrameDOMException, result.finished);
}, "removing a frame aborts its intercepted navigation, placing navigateerror where the frame was removed");
