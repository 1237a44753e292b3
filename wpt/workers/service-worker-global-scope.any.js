// META: global=serviceworker
// https://w3c.github.io/ServiceWorker/#serviceworkerglobalscope-interface
"use strict";

test(() => {
  assert_true(self instanceof ServiceWorkerGlobalScope);
  assert_true(self instanceof WorkerGlobalScope);
  assert_equals(String(self), "[object ServiceWorkerGlobalScope]");
  assert_equals(typeof SharedWorkerGlobalScope, "undefined");
  assert_equals(typeof ExtendableEvent, "function");
  assert_equals(typeof ExtendableMessageEvent, "function");
  assert_true("oninstall" in self && "onactivate" in self && "onmessage" in self);
  assert_true(self.isSecureContext);
}, "the global is a ServiceWorkerGlobalScope");

test(() => {
  const event = new ExtendableEvent("install");
  assert_true(event instanceof Event);
  assert_equals(event.type, "install");
  const message = new ExtendableMessageEvent("message", { data: 1 });
  assert_equals(message.data, 1);
  assert_equals(message.source, null);
  assert_array_equals(message.ports, []);
}, "ExtendableEvent and ExtendableMessageEvent");
