// https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface

promise_test(async () => {
  const worker = new Worker("resources/echo-worker.js");
  const reply = new Promise((resolve) => worker.onmessage = (e) => resolve(e.data));
  worker.postMessage({ n: 21 });
  assert_equals(await reply, 42);
  worker.terminate();
}, "a dedicated worker answers messages");

promise_test(async () => {
  const worker = new Worker("resources/throws.js");
  const event = await new Promise((resolve) => worker.onerror = (e) => { e.preventDefault(); resolve(e); });
  assert_true(event instanceof ErrorEvent);
  assert_true(event.message.includes("worker error"), event.message);
  assert_true(event.filename.endsWith("/workers/resources/throws.js"), event.filename);
}, "an uncaught error in a worker fires error at the Worker");

promise_test(async () => {
  const url = URL.createObjectURL(new Blob(["postMessage(location.protocol)"]));
  const worker = new Worker(url);
  assert_equals(await new Promise((resolve) => worker.onmessage = (e) => resolve(e.data)), "blob:");
}, "a worker from a blob: URL");

test(() => {
  assert_throws_dom("SyntaxError", () => new Worker("http://[bad"));
  assert_throws_dom("SecurityError", () => new Worker("http://www1.{{host}}:8000/x.js".replace("{{host}}", location.hostname)));
}, "bad and cross-origin worker URLs throw");

test(() => {
  const worker = new Worker("resources/echo-worker.js");
  assert_false(self.crossOriginIsolated);
  assert_throws_dom("DataCloneError", () => worker.postMessage(new SharedArrayBuffer(8)));
  worker.terminate();
}, "a page that is not cross-origin isolated cannot share a SharedArrayBuffer with its worker");
