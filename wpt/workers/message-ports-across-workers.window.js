// MessagePorts transferred to and from workers, and through a nested worker.
// https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports (transfer steps)
// https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface

const next = (port) => new Promise((resolve) => port.addEventListener("message", (e) => resolve(e.data), { once: true }));

promise_test(async () => {
  const worker = new Worker("resources/port-echo-worker.js");
  const { port1, port2 } = new MessageChannel();
  port2.start();
  worker.postMessage("port", [port1]);
  assert_equals(await next(port2), "ready");
  port2.postMessage("a");
  assert_equals(await next(port2), "echo:a");
  worker.terminate();
}, "a port transferred to a worker stays entangled with its partner in the page");

promise_test(async () => {
  const worker = new Worker("resources/port-relay-worker.js");
  worker.onmessage = (e) => assert_unreached(e.data);
  const { port1, port2 } = new MessageChannel();
  port2.start();
  worker.postMessage("port", [port1]);
  assert_equals(await next(port2), "ready");
  port2.postMessage("b");
  assert_equals(await next(port2), "echo:b");
  worker.terminate();
}, "a port passed on by a worker to its nested worker reaches it");

promise_test(async () => {
  const worker = new Worker("resources/port-echo-worker.js");
  const { port1, port2 } = new MessageChannel();
  // Posted before the transfer: waiting in port1's queue, which moves with it.
  port2.postMessage("early");
  port2.start();
  worker.postMessage("port", [port1]);
  assert_equals(await next(port2), "ready");
  assert_equals(await next(port2), "echo:early");
  worker.terminate();
}, "messages queued at a port before its transfer go with it");

promise_test(async () => {
  const source = "const { port1, port2 } = new MessageChannel();" +
    "port1.onmessage = (e) => port1.postMessage('worker got ' + e.data);" +
    "postMessage('port', [port2]);";
  const worker = new Worker(URL.createObjectURL(new Blob([source])));
  const event = await new Promise((resolve) => worker.onmessage = resolve);
  assert_equals(event.ports.length, 1);
  const port = event.ports[0];
  assert_true(port instanceof MessagePort);
  port.start();
  port.postMessage("c");
  assert_equals(await next(port), "worker got c");
  worker.terminate();
}, "a port a worker transfers to its owner arrives in event.ports");

test(() => {
  const worker = new Worker("resources/port-echo-worker.js");
  const { port1 } = new MessageChannel();
  worker.postMessage("port", [port1]);
  assert_throws_dom("DataCloneError", () => worker.postMessage("again", [port1]));
  worker.terminate();
}, "a port transferred to a worker is neutered in the page");
