// META: global=window,dedicatedworker,sharedworker
// fetch() with a Request: its method, headers and body (a body stream is read to its end
// before the request is sent), modes and their responses (basic, cors, opaque), the CORS
// preflight, network errors as TypeErrors, abort, HEAD, only-if-cached, the keepalive
// quota, and bodies of bytes (a binary file, a Blob, a blob: URL) read as they are.
// Upstream fetch/api needs wptserve's Python handlers for most of this (they echo the
// request); the server's files answer any method as GET would.
// https://fetch.spec.whatwg.org/#fetch-method, https://fetch.spec.whatwg.org/#main-fetch
"use strict";

const remote = (path) => `${location.protocol}//www.${location.hostname}:${location.port}/fetch/resources/${path}`;
const bytesOf = async (body) => Array.from(new Uint8Array(await body.arrayBuffer()));

promise_test(async () => {
  const request = new Request("resources/data.json", { method: "POST", body: "a=1", headers: { "X-Mine": "yes" } });
  assert_equals(request.headers.get("content-type"), "text/plain;charset=UTF-8");
  const response = await fetch(request);
  assert_true(request.bodyUsed, "fetch(request) used the request's body");
  assert_equals(response.status, 200);
  assert_equals(response.type, "basic");
  assert_false(response.redirected);
  assert_array_equals((await response.json()).list, [1, 2, 3]);
  assert_throws_js(TypeError, () => response.headers.append("x", "y"), "a fetched response's headers are immutable");
}, "fetch() sends a Request's method, headers and body (the server's files answer as for GET)");

promise_test(async () => {
  let pulled = 0;
  const stream = new ReadableStream({
    pull(controller) {
      pulled++;
      if (pulled <= 3) controller.enqueue(new TextEncoder().encode("part" + pulled));
      else controller.close();
    },
  });
  const request = new Request("resources/data.json", { method: "PUT", body: stream, duplex: "half" });
  assert_equals(request.body, stream, "the body is the stream");
  assert_equals(request.headers.get("content-type"), null, "a stream has no type");
  const response = await fetch(request);
  assert_equals(pulled, 4, "the stream was read to its end before the response");
  assert_true(stream.locked, "the fetch holds the stream");
  assert_equals(response.status, 200);
}, "a request's body stream is read fully before it is sent");

promise_test(async (t) => {
  const stream = new ReadableStream({ start(controller) { controller.error(new Error("broken")); } });
  await promise_rejects_js(t, TypeError, fetch("resources/data.json", { method: "POST", body: stream, duplex: "half" }));
  await promise_rejects_js(t, TypeError, fetch("resources/data.json", { method: "POST", body: new ReadableStream() }),
    "a stream body needs duplex");
}, "a body stream that errors makes the fetch a network error; a stream body needs duplex");

promise_test(async (t) => {
  await promise_rejects_js(t, TypeError, fetch(remote("data.json"), { mode: "same-origin" }), "same-origin mode, another origin");
  await promise_rejects_js(t, TypeError, fetch(remote("data.json")), "cors mode, no Access-Control-Allow-Origin");
  await promise_rejects_js(t, TypeError, fetch("ftp://example.test/file"), "a scheme that is not fetched");
  await promise_rejects_js(t, TypeError, fetch("resources/data.json", { cache: "only-if-cached", mode: "same-origin" }),
    "nothing is cached");
  await promise_rejects_js(t, TypeError, fetch("http://user:pass@example.test/"), "a URL with credentials");
  await promise_rejects_js(t, TypeError, fetch("resources/data.json", { method: "CONNECT" }), "a forbidden method");
}, "network errors and bad requests reject with a TypeError");

promise_test(async () => {
  const opaque = await fetch(remote("data.json"), { mode: "no-cors" });
  assert_equals(opaque.type, "opaque");
  assert_equals(opaque.status, 0);
  assert_equals(opaque.statusText, "");
  assert_equals(opaque.url, "");
  assert_equals(opaque.body, null);
  assert_array_equals([...opaque.headers], []);
  const shared = await fetch(remote("preflight.txt"));
  assert_equals(shared.type, "cors");
  assert_equals(shared.headers.get("content-type"), "text/plain", "a CORS-safelisted response header");
  assert_equals(shared.headers.get("x-shown"), "2", "an exposed header");
  assert_equals(shared.headers.get("x-hidden"), null, "a header not exposed");
  assert_equals(await shared.text(), "shared with a preflight\n");
}, "no-cors responses from another origin are opaque; CORS responses expose the safelisted and exposed headers");

promise_test(async (t) => {
  const allowed = await fetch(remote("preflight.txt"), { method: "PUT", headers: { "X-Custom": "1" } });
  assert_equals(allowed.status, 200, "the preflight allows PUT and X-Custom");
  await promise_rejects_js(t, TypeError, fetch(remote("preflight.txt"), { method: "DELETE" }), "a method the preflight does not allow");
  await promise_rejects_js(t, TypeError, fetch(remote("preflight.txt"), { headers: { "X-Other": "1" } }), "a header it does not allow");
  await promise_rejects_js(t, TypeError, fetch(remote("data.json"), { mode: "no-cors", method: "PUT" }), "no-cors needs a safelisted method");
}, "a cross-origin request with an unsafe method or header has a CORS preflight");

promise_test(async (t) => {
  const controller = new AbortController();
  const reason = new RangeError("stopped");
  const pending = fetch("resources/data.json", { signal: controller.signal });
  controller.abort(reason);
  await promise_rejects_exactly(t, reason, pending, "aborting before the response rejects with the reason");
  await promise_rejects_dom(t, "AbortError", fetch("resources/data.json", { signal: AbortSignal.abort() }));
  const later = new AbortController();
  const response = await fetch("resources/data.json", { signal: later.signal });
  later.abort("late");
  await promise_rejects_exactly(t, "late", response.text(), "aborting after the response errors its body");
}, "abort: the signal's reason rejects fetch() or errors the response's body");

promise_test(async () => {
  const response = await fetch("resources/data.json", { method: "HEAD" });
  assert_equals(response.status, 200);
  assert_equals(response.body, null, "a HEAD response has no body");
  assert_equals(await response.text(), "");
}, "HEAD: a response without a body");

promise_test(async () => {
  const file = await fetch("resources/bytes.bin");
  assert_array_equals(await bytesOf(file), [0x00, 0xff, 0x80, 0x0a, 0xc3], "a file's bytes as they are");
  const blob = new Blob([new Uint8Array([0xff, 0x00]), "é"], { type: "application/x-test" });
  assert_equals(blob.size, 4);
  const url = URL.createObjectURL(blob);
  const fromURL = await fetch(url);
  assert_equals(fromURL.headers.get("content-type"), "application/x-test");
  assert_equals(fromURL.headers.get("content-length"), "4");
  assert_array_equals(await bytesOf(fromURL), [0xff, 0x00, 0xc3, 0xa9]);
  URL.revokeObjectURL(url);
  const fromBody = await new Response(new Uint8Array([0x80, 0x81])).blob();
  assert_equals(fromBody.size, 2);
  assert_array_equals(Array.from(await fromBody.bytes()), [0x80, 0x81]);
}, "binary bodies: a file, a Blob, a blob: URL");

promise_test(async (t) => {
  const small = await fetch("resources/data.json", { method: "POST", keepalive: true, body: "*".repeat(65536) });
  assert_equals(small.status, 200, "64 KiB fits the quota");
  const both = [
    fetch("resources/data.json", { method: "POST", keepalive: true, body: "*".repeat(40000) }),
    fetch("resources/data.json", { method: "POST", keepalive: true, body: "*".repeat(40000) }),
  ];
  assert_equals((await both[0]).status, 200);
  await promise_rejects_js(t, TypeError, both[1], "two in flight are over the quota");
}, "keepalive requests may carry at most 64 KiB of bodies in flight");

promise_test(async () => {
  const response = await fetch("resources/data.json");
  const reader = response.body.getReader({ mode: "byob" });
  const { value } = await reader.read(new Uint8Array(4));
  assert_equals(new TextDecoder().decode(value), "{ \"l");
  const clone = new Response("twice").clone();
  assert_equals(await clone.text(), "twice");
}, "a fetched response's body is a byte stream");
