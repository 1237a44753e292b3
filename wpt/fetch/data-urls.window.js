// data: URLs as Fetch's scheme fetch answers them (the data: URL processor: MIME type,
// percent-decoding, base64), for fetch(), classic and module scripts, frames (an opaque
// origin) and dedicated workers (an opaque origin); none of them is a Resource Timing
// entry. Also WindowOrWorkerGlobalScope's `origin`.
// https://fetch.spec.whatwg.org/#data-urls, https://fetch.spec.whatwg.org/#scheme-fetch
"use strict";

promise_test(async (t) => {
  const response = await fetch("data:text/plain;charset=utf-8,hello%20world");
  assert_equals(response.status, 200);
  assert_equals(response.headers.get("content-type"), "text/plain;charset=utf-8");
  assert_equals(await response.text(), "hello world");
  const encoded = await fetch("data:;base64," + btoa("\u00e9t\u00e9"));
  assert_equals(encoded.headers.get("content-type"), "text/plain;charset=US-ASCII", "the default MIME type");
  await promise_rejects_js(t, TypeError, fetch("data:text/plain;base64,%%%"), "a body that is not base64");
}, "fetch() of data: URLs");

promise_test(async () => {
  window.dataScriptRan = 0;
  const script = document.createElement("script");
  script.src = "data:text/javascript;base64," + btoa("window.dataScriptRan++");
  const loaded = new Promise((resolve, reject) => { script.onload = resolve; script.onerror = reject; });
  document.head.appendChild(script);
  await loaded;
  assert_equals(window.dataScriptRan, 1);
  const module = await import("data:text/javascript,export default 42");
  assert_equals(module.default, 42);
}, "classic and module scripts from data: URLs");

promise_test(async () => {
  const frame = document.createElement("iframe");
  const said = new Promise((resolve) => { window.onmessage = (event) => resolve(event.data); });
  frame.src = "data:text/html,<p>hi</p><script>parent.postMessage(origin + ' ' + location.protocol, '*')<\/script>";
  document.body.appendChild(frame);
  assert_equals(await said, "null data:", "the frame's origin is opaque");
  assert_equals(frame.contentDocument, null, "cross-origin to its parent");
  assert_equals(self.origin, location.origin);
}, "a data: frame runs in an opaque origin");

promise_test(async () => {
  const worker = new Worker("data:text/javascript,postMessage(self.origin)");
  const said = await new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = () => reject(new Error("the worker failed"));
  });
  assert_equals(said, "null");
}, "a data: worker runs in an opaque origin");

promise_test(async () => {
  await fetch("data:text/plain,x");
  const entries = performance.getEntriesByType("resource").filter((entry) => entry.name.startsWith("data:"));
  assert_array_equals(entries, [], "no entry for a data: URL");
}, "data: fetches are not Resource Timing entries");
