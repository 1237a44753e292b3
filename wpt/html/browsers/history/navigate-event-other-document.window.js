// A navigation of a document that another document starts fires the Navigation API's
// navigate event in the target, never in the source: a link's or a form's target naming
// the frame, window.open naming it, the frame's src or srcdoc set by its parent, a
// Location set by the parent. A fragment-only URL stays in the target document (no new
// document); canceling the event cancels the navigation.
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate (steps 15 and 22)
"use strict";

window.pageEvents = [];
const loaded = (iframe) => new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
let counter = 0;
async function frame(t) {
  const iframe = document.createElement("iframe");
  iframe.name = `target${++counter}`;
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/page.html?a";
  document.body.append(iframe);
  await loaded(iframe);
  navigation.onnavigate = t.unreached_func("no navigate event in the source");
  t.add_cleanup(() => { navigation.onnavigate = null; });
  return iframe;
}
// Records the frame's navigate events and cancels each.
function cancelAll(iframe) {
  const seen = [];
  seen.fired = new Promise((resolve) => { seen.resolve = resolve; });
  iframe.contentWindow.navigation.onnavigate = (e) => {
    seen.resolve();
    seen.push({
      type: e.navigationType, url: e.destination.url, sameDocument: e.destination.sameDocument,
      cancelable: e.cancelable, canIntercept: e.canIntercept, userInitiated: e.userInitiated,
      hashChange: e.hashChange, formData: e.formData, sourceElement: e.sourceElement,
    });
    e.preventDefault();
  };
  return seen;
}
// Waits two tasks after the navigation's own task (a queued navigation would have
// replaced the document by then; no timing decides the result).
const settle = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve)));

promise_test(async (t) => {
  const iframe = await frame(t);
  const win = iframe.contentWindow;
  const seen = cancelAll(iframe);
  const link = document.createElement("a");
  link.href = "resources/page.html?b";
  link.target = iframe.name;
  document.body.append(link);
  t.add_cleanup(() => link.remove());
  link.click();
  assert_equals(seen.length, 1, "the navigate event fired at once, in the frame");
  assert_equals(seen[0].type, "push");
  assert_equals(seen[0].url, link.href);
  assert_false(seen[0].sameDocument);
  assert_true(seen[0].cancelable);
  assert_true(seen[0].canIntercept);
  assert_false(seen[0].userInitiated);
  assert_equals(seen[0].sourceElement, null, "the link is in another document");
  await settle();
  assert_equals(iframe.contentWindow, win);
  assert_equals(win.marker, "a", "canceled: the frame keeps its document");
}, "a link targeting a frame fires navigate there; canceling it cancels the navigation");

promise_test(async (t) => {
  const iframe = await frame(t);
  const seen = cancelAll(iframe);
  const form = document.createElement("form");
  form.method = "post";
  form.action = "resources/page.html?c";
  form.target = iframe.name;
  const input = document.createElement("input");
  input.name = "field";
  input.value = "a value&more";
  form.append(input);
  document.body.append(form);
  t.add_cleanup(() => form.remove());
  form.submit();
  await seen.fired;
  await settle();
  assert_equals(seen.length, 1);
  assert_equals(seen[0].type, "push");
  assert_true(seen[0].formData instanceof iframe.contentWindow.FormData, "formData is the target realm's");
  assert_array_equals([...seen[0].formData].flat(), ["field", "a value&more"]);
  assert_equals(seen[0].formData.get("field"), "a value&more");
  assert_equals(iframe.contentWindow.marker, "a");
}, "a form POST targeting a frame fires navigate there with its formData");

promise_test(async (t) => {
  const iframe = await frame(t);
  const seen = cancelAll(iframe);
  window.open("resources/page.html?d", iframe.name);
  assert_equals(seen.length, 1);
  assert_equals(seen[0].type, "push");
  assert_equals(seen[0].sourceElement, null);
  await settle();
  assert_equals(iframe.contentWindow.marker, "a");
}, "window.open naming a frame fires navigate there");

promise_test(async (t) => {
  const iframe = await frame(t);
  const seen = cancelAll(iframe);
  iframe.src = "resources/page.html?e";
  assert_equals(seen.length, 1);
  assert_equals(seen[0].type, "push");
  assert_true(seen[0].canIntercept);
  iframe.srcdoc = "<p>srcdoc";
  assert_equals(seen.length, 2);
  assert_equals(seen[1].url, "about:srcdoc");
  assert_false(seen[1].canIntercept, "about:srcdoc cannot replace the URL");
  await settle();
  assert_equals(iframe.contentWindow.marker, "a");
}, "a frame's src and srcdoc set by its parent fire navigate in the frame");

promise_test(async (t) => {
  const iframe = await frame(t);
  const win = iframe.contentWindow;
  const seen = [];
  win.navigation.onnavigate = (e) => seen.push([e.navigationType, e.hashChange, e.destination.sameDocument]);
  const hashchange = new Promise((resolve) => win.addEventListener("hashchange", resolve, { once: true }));
  window.open(new URL("resources/page.html?a#there", location.href).href, iframe.name);
  assert_array_equals(seen.flat(), ["push", true, true]);
  assert_equals(win.location.hash, "#there", "a fragment navigation, at once");
  await hashchange;
  assert_equals(iframe.contentWindow, win);
  assert_equals(win.marker, "a", "the document stays");
}, "window.open naming a frame with a fragment-only URL stays in its document");

promise_test(async (t) => {
  const iframe = await frame(t);
  const win = iframe.contentWindow;
  const seen = [];
  win.navigation.onnavigate = (e) => seen.push(e.navigationType);
  const done = loaded(iframe);
  window.open("resources/page.html?f", iframe.name);
  assert_array_equals(seen, ["push"]);
  await done;
  assert_equals(iframe.contentWindow.marker, "f", "not canceled: the navigation went on");
}, "a navigate event not canceled lets the navigation go on");
