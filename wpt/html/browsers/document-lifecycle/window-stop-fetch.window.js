// HTML's abort a document (https://html.spec.whatwg.org/multipage/document-lifecycle.html#abort-a-document)
// cancels the fetches of the document's fetch group (https://fetch.spec.whatwg.org/#concept-fetch-group-terminate):
// window.stop() ends a fetch() under way — its promise rejects with a TypeError, as for
// any network error — but not a keepalive one, nor one whose response came already.
// (Upstream tests this for document.open() of a navigating document only.)

function frameWindow(t) {
  const frame = document.body.appendChild(document.createElement("iframe"));
  t.add_cleanup(() => frame.remove());
  return frame.contentWindow;
}

promise_test(async t => {
  const w = frameWindow(t);
  const fetched = w.fetch(location.href);
  w.stop();
  await promise_rejects_js(t, w.TypeError, fetched);
}, "window.stop() ends the document's fetch() under way with a TypeError");

promise_test(async t => {
  const w = frameWindow(t);
  const fetched = w.fetch(location.href, { keepalive: true });
  w.stop();
  const response = await fetched;
  assert_equals(response.status, 200);
}, "window.stop() leaves a keepalive fetch()");

promise_test(async t => {
  const w = frameWindow(t);
  const response = await w.fetch(new URL("window-stop-fetch.window.js", location.href));
  w.stop();
  assert_true((await response.text()).includes("window.stop()"), "the body is read whole");
}, "window.stop() leaves a fetch() whose response came");

promise_test(async t => {
  const w = frameWindow(t);
  const fetched = w.fetch(location.href);
  w.document.open();
  w.document.close();
  const response = await fetched;
  assert_equals(response.status, 200);
}, "document.open() of a document that is not navigating leaves its fetch() under way");
