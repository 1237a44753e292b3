// https://html.spec.whatwg.org/multipage/web-messaging.html#posting-messages

function frame(src) {
  const iframe = document.createElement("iframe");
  iframe.src = src;
  document.body.append(iframe);
  return new Promise((resolve) => iframe.onload = () => resolve(iframe));
}

promise_test(async (t) => {
  const iframe = await frame("resources/echo.html");
  const reply = new Promise((resolve) => window.addEventListener("message", resolve, { once: true }));
  iframe.contentWindow.postMessage({ hello: [1, 2] }, "*");
  const event = await reply;
  assert_equals(event.source, iframe.contentWindow);
  assert_equals(event.origin, location.origin);
  assert_array_equals(event.data.echo.hello, [1, 2]);
  assert_true(event.isTrusted);
  assert_true(event instanceof MessageEvent);
}, "a message is cloned and delivered with its source and origin");

promise_test(async (t) => {
  const iframe = await frame("resources/echo.html");
  const got = [];
  const listener = (e) => got.push(e.data.echo);
  window.addEventListener("message", listener);
  iframe.contentWindow.postMessage("dropped", "http://elsewhere.invalid");
  iframe.contentWindow.postMessage("first", location.origin);
  iframe.contentWindow.postMessage("second", { targetOrigin: "/" });
  await new Promise((resolve) => t.step_timeout(resolve, 50));
  window.removeEventListener("message", listener);
  assert_array_equals(got, ["first", "second"]);
}, "messages for another origin are dropped; the rest arrive in order");

test(() => {
  assert_throws_dom("SyntaxError", () => postMessage(1, "not a url"));
  assert_throws_dom("DataCloneError", () => postMessage(() => {}, "*"));
}, "a bad targetOrigin or an uncloneable message throws");

promise_test(async () => {
  const { port1, port2 } = new MessageChannel();
  const received = new Promise((resolve) => port1.onmessage = (e) => resolve(e.data));
  port2.postMessage("over a channel");
  assert_equals(await received, "over a channel");
}, "MessageChannel ports deliver messages");

promise_test(async () => {
  const { port1, port2 } = new MessageChannel();
  const got = new Promise((resolve) => window.addEventListener("message", resolve, { once: true }));
  postMessage({ port: port2, note: "inside the data" }, "*", [port2]);
  const event = await got;
  assert_true(event.data.port instanceof MessagePort, "the port in the data is a port");
  assert_equals(event.data.port, event.ports[0], "the same object as in ports");
  const echoed = new Promise((resolve) => port1.onmessage = (e) => resolve(e.data));
  event.data.port.postMessage("through the transferred port");
  assert_equals(await echoed, "through the transferred port");
}, "a MessagePort inside the message arrives as the transferred port");

test(() => {
  const { port1 } = new MessageChannel();
  assert_throws_dom("DataCloneError", () => postMessage({ port: port1 }, "*"));
  assert_throws_dom("DataCloneError", () => structuredClone(port1));
}, "a MessagePort that is not transferred cannot be cloned");

promise_test(async () => {
  const { port1, port2 } = new MessageChannel();
  const clone = structuredClone(port2, { transfer: [port2] });
  assert_true(clone instanceof MessagePort);
  assert_not_equals(clone, port2);
  const got = new Promise((resolve) => port1.onmessage = (e) => resolve(e.data));
  clone.postMessage("from the clone");
  assert_equals(await got, "from the clone");
}, "structuredClone transfers a MessagePort");
