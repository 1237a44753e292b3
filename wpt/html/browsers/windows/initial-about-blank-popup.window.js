// The initial about:blank of a window window.open() makes is "completely loaded" at once
// (HTML's create a new browsing context and document: no parser runs for it, so its end
// fires nothing): readiness "complete", no DOMContentLoaded, load nor pageshow, as in
// Chrome. An `onload` set on the returned window hears its URL's document only (the
// same-origin document reuses the about:blank's Window). document.open() clears the
// document's is initial about:blank (HTML's document open steps, step 13): its Window is
// not reused by the next document.
// https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-browsing-context
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
"use strict";

const popup = new URL("resources/popup.html", location.href).href;

function nextMessage(test, predicate) {
  return new Promise((resolve) => {
    const listener = test.step_func((event) => {
      if (!predicate(event)) return;
      removeEventListener("message", listener);
      resolve(event);
    });
    addEventListener("message", listener);
  });
}

// Events at a window's about:blank, recorded from the moment open() returns.
function record(w) {
  const seen = [];
  for (const type of ["load", "pageshow"]) w.addEventListener(type, () => seen.push(type));
  w.document.addEventListener("DOMContentLoaded", () => seen.push("DOMContentLoaded"));
  w.document.addEventListener("readystatechange", () => seen.push("readystatechange"));
  return seen;
}

// A task queued after the about:blank's load would have been: a second window's document
// loads (its navigation is a task queued after the first window was made, and its fetch
// and parsing follow), so by then the about:blank's events had their turn.
async function afterLaterLoad(t) {
  const loaded = nextMessage(t, (e) => e.data.loaded === popup);
  const other = window.open(popup);
  t.add_cleanup(() => other.close());
  await loaded;
}

for (const url of [undefined, "", "about:blank", "about:blank#foo", "about:blank?foo"]) {
  promise_test(async (t) => {
    const w = url === undefined ? window.open() : window.open(url);
    t.add_cleanup(() => w.close());
    assert_equals(w.document.readyState, "complete", "completely loaded at once");
    const seen = record(w);
    await afterLaterLoad(t);
    assert_array_equals(seen, [], "no events");
    assert_equals(w.document.readyState, "complete");
    assert_equals(w.history.length, 1);
  }, `window.open(${url === undefined ? "" : JSON.stringify(url)}): no load, pageshow nor DOMContentLoaded`);
}

promise_test(async (t) => {
  const loaded = nextMessage(t, (e) => e.data.loaded === popup);
  const w = window.open(popup);
  t.add_cleanup(() => w.close());
  assert_equals(w.location.href, "about:blank");
  assert_equals(w.document.readyState, "complete");
  const urls = [];
  w.onload = () => urls.push(w.location.href);
  await loaded;
  // (The document's own load follows its script's message.)
  await new Promise((resolve) => w.addEventListener("load", resolve, { once: true }));
  assert_array_equals(urls, [popup], "onload ran once, for the URL's document");
  assert_equals(w.history.length, 1, "the first navigation replaced the initial about:blank");
}, "an onload set on window.open(url)'s window hears the URL's document only");

promise_test(async (t) => {
  const w = window.open();
  t.add_cleanup(() => w.close());
  w.expando = "kept";
  const loaded = nextMessage(t, (e) => e.data.loaded === popup);
  w.location.href = popup;
  await loaded;
  assert_equals(w.expando, "kept", "the about:blank's Window went on with the new document");
}, "without document.open(), the popup's first same-origin document reuses its Window");

promise_test(async (t) => {
  const w = window.open();
  t.add_cleanup(() => w.close());
  w.expando = "dropped";
  w.document.open();
  w.document.close();
  const loaded = nextMessage(t, (e) => e.data.loaded === popup);
  w.location.href = popup;
  await loaded;
  assert_equals(w.expando, undefined, "a new Window for the new document");
  assert_equals(w.location.href, popup);
}, "document.open() ends the popup's initial about:blank: its Window is not reused");
