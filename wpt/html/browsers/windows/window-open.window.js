// window.open(url, target, features): the window open steps, auxiliary browsing contexts,
// opener, closed, close(), name, and messages to and from the opened window.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-open
"use strict";

const popup = new URL("resources/popup.html", location.href).href;
const remoteOrigin = "http://www1.web-platform.test:8000";
const crossOriginPopup = remoteOrigin + "/html/browsers/windows/resources/popup.html";

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

promise_test(async (t) => {
  const loaded = nextMessage(t, (e) => e.data.loaded === popup);
  const w = window.open(popup, "first");
  t.add_cleanup(() => w.close());
  assert_equals(typeof w, "object");
  assert_false(w.closed);
  // Until its navigation, the new window shows its initial about:blank, of our origin.
  assert_equals(w.location.href, "about:blank");
  assert_equals(w.document.documentElement !== undefined, true);
  const event = await loaded;
  assert_equals(event.source, w, "source is the WindowProxy open() returned");
  assert_equals(event.data.name, "first", "the target is the window's name");
  assert_equals(w.opener, window);
  assert_equals(w.parent, w, "a top-level window is its own parent");
  assert_equals(w.top, w);
  assert_equals(w.name, "first");
}, "open() returns the new window's WindowProxy; the window has its opener and name");

promise_test(async (t) => {
  const first = nextMessage(t, (e) => e.data.loaded === popup);
  const w = window.open(popup, "again");
  t.add_cleanup(() => w.close());
  await first;
  const second = nextMessage(t, (e) => e.data.loaded === popup + "?second");
  assert_equals(window.open(popup + "?second", "again"), w, "the same name navigates the same window");
  await second;
  assert_equals(w.location.search, "?second");
}, "a second open() with the same name navigates that window");

test((t) => {
  const w = window.open("", "_blank");
  assert_false(w.closed);
  assert_equals(w.opener, window);
  w.close();
  assert_true(w.closed, "close() on a window opened by script closes it");
  w.close();
  assert_true(w.closed, "closing twice is harmless");
}, "close() and closed");

promise_test(async (t) => {
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-opener (step 2: a
  // WindowProxy whose browsing context was discarded answers null) and
  // https://html.spec.whatwg.org/multipage/document-sequences.html#close-a-top-level-traversable
  const w = window.open("", "_blank");
  let inPagehide;
  w.onpagehide = () => { inPagehide = [w.closed, w.opener]; };
  w.close();
  assert_array_equals(inPagehide, [true, window], "pagehide sees the window closing, its opener still there");
  assert_equals(w.opener, window, "the script that called close() still sees the opener");
  await new Promise((resolve) => t.step_timeout(resolve, 0));
  assert_true(w.closed);
  assert_equals(w.opener, null, "a discarded window has no opener");
  assert_equals(w.self, w, "self, window, frames and globalThis stay the WindowProxy");
  assert_equals(w.window, w);
  assert_equals(w.frames, w);
  assert_equals(w.globalThis, w);
}, "a closed window, once discarded, answers null for opener");

test(() => {
  assert_equals(window.open(popup, "", "noopener"), null);
  assert_equals(window.open(popup, "_blank", "noreferrer"), null, "noreferrer implies noopener");
  assert_equals(window.open(popup, "_blank", "width=10, noopener=1"), null);
  const w = window.open("", "_blank", "noopener=0");
  assert_not_equals(w, null, "noopener=0 is false");
  w.close();
}, "noopener and noreferrer: open() returns null");

test(() => {
  assert_throws_dom("SyntaxError", () => window.open("https://exa mple.test:99999/"));
  assert_throws_dom("SyntaxError", () => window.open("http://[::1"));
}, "an unparsable URL throws a SyntaxError DOMException");

test(() => {
  assert_equals(window.open("", "_self"), window);
  assert_equals(window.open("", "_parent"), window);
  assert_equals(window.open("", "_top"), window);
}, "_self, _parent and _top (with no URL: nothing navigates)");

test(() => {
  window.opener = null;
  assert_equals(window.opener, null);
  window.opener = 5;
  assert_equals(window.opener, 5, "opener is [Replaceable]");
}, "opener is null for the page, and replaceable");

promise_test(async (t) => {
  const loaded = nextMessage(t, (e) => e.origin === remoteOrigin && e.data.loaded);
  const w = window.open(crossOriginPopup);
  t.add_cleanup(() => w.close());
  const event = await loaded;
  assert_equals(event.source, w);
  assert_true(event.data.hasOpener, "a cross-origin window keeps its opener without COOP");
  assert_throws_dom("SecurityError", () => w.document);
  assert_throws_dom("SecurityError", () => w.name);
  assert_false(w.closed, "closed is a cross-origin property");
  assert_equals(w.opener, window, "opener is a cross-origin property");
  const pong = nextMessage(t, (e) => e.data.pong === "ping");
  w.postMessage("ping", remoteOrigin);
  assert_equals((await pong).data.origin, location.origin);
  w.close();
  assert_true(w.closed, "close() is a cross-origin method");
}, "a cross-origin window: access-checked, with postMessage both ways");
