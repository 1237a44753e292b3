// META: global=sharedworker
// https://html.spec.whatwg.org/multipage/workers.html#sharedworkerglobalscope
"use strict";

test(() => {
  assert_true(self instanceof SharedWorkerGlobalScope);
  assert_true(self instanceof WorkerGlobalScope);
  assert_equals(String(self), "[object SharedWorkerGlobalScope]");
  assert_equals(typeof DedicatedWorkerGlobalScope, "undefined");
  assert_equals(typeof postMessage, "undefined");
  assert_equals(typeof close, "function");
  assert_equals(typeof name, "string");
  assert_true("onconnect" in self);
  assert_equals(typeof document, "undefined");
}, "the global is a SharedWorkerGlobalScope");

test(() => {
  assert_false(self.crossOriginIsolated);
  assert_equals(typeof performance.measureUserAgentSpecificMemory, "undefined");
}, "not cross-origin isolated without COEP: no measureUserAgentSpecificMemory");
