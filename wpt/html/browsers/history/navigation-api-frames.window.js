// The Navigation API in frames: a same-origin frame's `navigation` has its own entries
// (its navigable's, not its parent's), a traversal of the frame fires `navigate` and
// `currententrychange` in the frame only, and `intercept()` turns a frame's cross-document
// push into a same-document one. Also: pushState's navigate event can be canceled, and a
// newer navigation aborts an intercepted one's signal.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#getting-the-navigation-api-history-entries
"use strict";

window.pageEvents = [];
const loaded = (iframe) => new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?a";
  document.body.append(iframe);
  await loaded(iframe);
  const top = navigation.entries().length;
  const frame = iframe.contentWindow.navigation;
  assert_not_equals(frame, navigation, "each window has its own Navigation");
  assert_equals(frame.entries().length, 1, "a new frame has one entry");
  assert_equals(frame.currentEntry.url, iframe.contentWindow.location.href);

  // A same-document push in the frame: a second entry there, none in the top.
  const seen = [];
  frame.onnavigate = (e) => seen.push(`navigate ${e.navigationType} ${e.hashChange}`);
  frame.oncurrententrychange = (e) => seen.push(`currententrychange ${e.navigationType} ${e.from.index}`);
  navigation.onnavigate = () => seen.push("top navigate");
  t.add_cleanup(() => { navigation.onnavigate = null; });
  iframe.contentWindow.history.pushState(null, "", "#x");
  assert_array_equals(seen, ["navigate push false", "currententrychange push 0"]);
  assert_equals(frame.entries().length, 2);
  assert_equals(frame.currentEntry.index, 1);
  assert_true(frame.canGoBack);
  assert_false(frame.canGoForward);
  assert_equals(navigation.entries().length, top, "the top's entries are its own navigable's");

  // back() in the frame: a traverse navigate event, then the promises settle.
  seen.length = 0;
  const result = frame.back();
  const committed = await result.committed;
  assert_equals(committed, frame.entries()[0]);
  assert_equals(await result.finished, committed);
  assert_array_equals(seen, ["navigate traverse true", "currententrychange traverse 1"]);
  assert_equals(frame.currentEntry.index, 0);
  assert_true(frame.canGoForward);
}, "a same-origin frame's navigation has its own entries and events");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?a";
  document.body.append(iframe);
  await loaded(iframe);
  const frame = iframe.contentWindow.navigation;
  const win = iframe.contentWindow;
  const first = frame.currentEntry;

  // intercept(): a cross-document push stays in this document.
  let handled = false;
  frame.onnavigate = (e) => {
    assert_false(e.destination.sameDocument);
    assert_true(e.canIntercept);
    e.intercept({ handler: async () => { handled = true; } });
  };
  const { committed, finished } = frame.navigate("page.html?b", { state: { n: 1 }, info: "i" });
  const entry = await committed;
  assert_equals(await finished, entry);
  assert_true(handled);
  assert_equals(win.marker, "a", "the document stayed");
  assert_equals(win.location.search, "?b");
  assert_equals(entry.index, 1);
  assert_true(entry.sameDocument);
  assert_equals(entry.getState().n, 1);
  assert_not_equals(entry.key, first.key);

  // A newer navigation aborts an intercepted one whose handler has not settled.
  let signal;
  frame.onnavigate = (e) => {
    if (signal === undefined) {
      signal = e.signal;
      e.intercept({ handler: () => new Promise(() => {}) });
    }
  };
  const errors = [];
  frame.onnavigateerror = (e) => errors.push(e.error.name);
  const slow = frame.navigate("#slow");
  await slow.committed;
  const fast = frame.navigate("#fast");
  await promise_rejects_dom(t, "AbortError", win.DOMException, slow.finished);
  assert_true(signal.aborted);
  assert_array_equals(errors, ["AbortError"]);
  await fast.finished;
  assert_equals(win.location.hash, "#fast");
}, "intercept() keeps a frame's navigation in its document; a newer navigation aborts it");

test((t) => {
  // pushState's navigate event is cancelable: canceled, no entry is added.
  const before = navigation.entries().length;
  const url = location.href;
  navigation.onnavigate = (e) => {
    assert_true(e.cancelable);
    e.preventDefault();
  };
  t.add_cleanup(() => { navigation.onnavigate = null; });
  history.pushState(null, "", "#canceled");
  assert_equals(location.href, url);
  assert_equals(navigation.entries().length, before);
}, "canceling pushState's navigate event adds no entry");
