// The History interface over the document's own session history entries: pushState and
// replaceState (URL rewriting rules, structured-cloned state), back/forward/go between
// them with popstate and hashchange, and fragment navigations as new entries.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface
"use strict";

const start = location.href;
const nextEvent = (type) => new Promise((resolve) => window.addEventListener(type, resolve, { once: true }));

test(() => {
  assert_true(history instanceof History);
  assert_equals(history.length, 1);
  assert_equals(history.state, null);
  assert_equals(history.scrollRestoration, "auto");
  history.scrollRestoration = "manual";
  assert_equals(history.scrollRestoration, "manual");
  history.scrollRestoration = "other";
  assert_equals(history.scrollRestoration, "manual", "an invalid value is ignored");
  assert_throws_js(TypeError, () => history.pushState({}));
  assert_throws_dom("SecurityError", () => history.pushState(null, "", "https://elsewhere.test/"));
  assert_throws_dom("DataCloneError", () => history.pushState(() => {}, ""));
  assert_equals(history.length, 1, "nothing was pushed");
}, "History's attributes and what pushState refuses");

promise_test(async () => {
  const state = { n: 1, list: [1, 2] };
  history.pushState(state, "", "?page=2#top");
  assert_equals(history.length, 2);
  assert_equals(location.search, "?page=2");
  assert_equals(location.hash, "#top");
  assert_equals(document.URL, location.href);
  assert_not_equals(history.state, state, "a clone");
  assert_equals(history.state.list[1], 2);
  history.replaceState("replaced", "");
  assert_equals(history.length, 2);
  assert_equals(history.state, "replaced");
  assert_equals(location.search, "?page=2", "replaceState without a URL keeps it");

  const popped = nextEvent("popstate");
  history.back();
  assert_equals(history.state, "replaced", "traversal happens in a later task");
  const event = await popped;
  assert_true(event instanceof PopStateEvent);
  assert_equals(event.state, null);
  assert_equals(location.href, start);
  const forward = nextEvent("popstate");
  history.forward();
  assert_equals((await forward).state, "replaced");
  assert_equals(location.search, "?page=2");
  history.replaceState(null, "", start);
}, "pushState, replaceState, back and forward");

promise_test(async () => {
  const length = history.length;
  const changed = nextEvent("hashchange");
  location.hash = "section";
  assert_equals(location.hash, "#section");
  assert_equals(history.length, length + 1, "a new entry");
  const event = await changed;
  assert_true(event instanceof HashChangeEvent);
  assert_equals(event.oldURL, start);
  assert_equals(event.newURL, start + "#section");
  const back = nextEvent("hashchange");
  history.go(-1);
  assert_equals((await back).newURL, start);
  assert_equals(location.href, start);
}, "a fragment navigation is a new entry with a hashchange event");

promise_test(async () => {
  window.stillThisDocument = true;
  // (location.hash = "" on a URL without a fragment changes nothing: Chrome compares the
  // fragments ignoring null, where HTML's setter step 7 tells null from "".)
  location.hash = "";
  assert_equals(location.href, start, "the same (empty) fragment: no navigation");
  const changed = nextEvent("hashchange");
  location.href = start + "#";
  assert_true(location.href.endsWith("#"), "an empty fragment");
  const event = await changed;
  assert_equals(event.newURL, start + "#");
  assert_true(window.stillThisDocument, "the same document: no reload");
  const back = nextEvent("hashchange");
  history.go(-1);
  await back;
  assert_equals(location.href, start);
}, "an empty fragment (a URL ending in \"#\") is a fragment navigation too; location.hash = \"\" without a fragment is none");
