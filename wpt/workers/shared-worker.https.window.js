// HTML §10.2.6.4 Shared workers: one worker per URL, name and origin, shared by the
// windows that construct it; worker.port entangled with the port of its connect event.
// https://html.spec.whatwg.org/multipage/workers.html#shared-workers-and-the-sharedworker-interface
"use strict";

const reply = (port, message) => new Promise((resolve) => {
  port.onmessage = (e) => resolve(e.data);
  port.postMessage(message);
});

test(() => {
  assert_equals(typeof SharedWorker, "function");
  assert_throws_js(TypeError, () => new SharedWorker());
  assert_throws_js(TypeError, () => SharedWorker("resources/shared-echo.js"));
  assert_throws_dom("SyntaxError", () => new SharedWorker("http://[bad"));
  assert_throws_dom("SecurityError", () => new SharedWorker("https://www1.web-platform.test:8443/x.js"));
}, "the constructor's errors");

promise_test(async () => {
  const worker = new SharedWorker("resources/shared-echo.js", { name: "w1" });
  assert_true(worker.port instanceof MessagePort);
  assert_equals(worker.port, worker.port);
  assert_true(worker instanceof EventTarget);
  assert_equals(worker.onerror, null);
  const data = await reply(worker.port, "hello");
  assert_equals(data.echo, "hello");
  assert_equals(data.name, "w1");
  assert_true(data.sourceIsPort, "event.source is event.ports[0]");
  assert_equals(data.scope, "[object SharedWorkerGlobalScope]");
}, "worker.port talks to the port of the worker's connect event");

promise_test(async () => {
  const a = new SharedWorker("resources/shared-echo.js", { name: "same" });
  const b = new SharedWorker("resources/shared-echo.js", "same");
  const c = new SharedWorker("resources/shared-echo.js", { name: "other" });
  const first = await reply(a.port, 1);
  const second = await reply(b.port, 2);
  const third = await reply(c.port, 3);
  assert_equals(second.id, first.id, "the same worker for the same URL and name");
  assert_equals(second.connections, first.connections + 1);
  assert_not_equals(third.id, first.id, "another name: another worker");
}, "one instance per URL, name and constructor origin");

promise_test(async (t) => {
  const frame = document.createElement("iframe");
  frame.src = "resources/blank.html";
  const loaded = new Promise((resolve) => frame.onload = resolve);
  document.body.append(frame);
  await loaded;
  t.add_cleanup(() => frame.remove());
  const here = new SharedWorker("resources/shared-echo.js", { name: "frames" });
  const there = new frame.contentWindow.SharedWorker("shared-echo.js", { name: "frames" });
  const first = await reply(here.port, "top");
  const second = await reply(there.port, "frame");
  assert_equals(second.id, first.id);
}, "a window's frames share the worker");

async_test((t) => {
  const worker = new SharedWorker("resources/does-not-exist.js");
  worker.onerror = t.step_func_done((e) => {
    assert_equals(e.constructor, Event);
    assert_equals(e.type, "error");
  });
}, "a script that cannot be fetched: error at the SharedWorker object");
