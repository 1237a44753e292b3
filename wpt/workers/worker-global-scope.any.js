// META: global=window,dedicatedworker
// https://html.spec.whatwg.org/multipage/workers.html#the-workerglobalscope-common-interface

test(() => {
  if (GLOBAL.isWindow()) {
    assert_true(self instanceof Window);
    assert_equals(typeof document, "object");
  } else {
    assert_true(self instanceof DedicatedWorkerGlobalScope);
    assert_equals(typeof document, "undefined");
    assert_true(location.href.endsWith(".any.worker.js"), location.href);
  }
}, "the global is a Window or a DedicatedWorkerGlobalScope");

test(() => {
  assert_equals(typeof setTimeout, "function");
  assert_equals(typeof queueMicrotask, "function");
  assert_equals(typeof structuredClone, "function");
  assert_equals(typeof postMessage, "function");
}, "both globals have timers, microtasks, structuredClone and postMessage");
