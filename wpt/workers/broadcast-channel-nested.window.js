// BroadcastChannel reaches every realm of the origin: the page, a nested worker, and a
// worker beside its parent (the message travels up, across and down the tree of workers).
// https://html.spec.whatwg.org/multipage/web-messaging.html#broadcasting-to-other-browsing-contexts

promise_test(async (t) => {
  const name = "nested-" + Math.random();
  const page = new BroadcastChannel(name);
  t.add_cleanup(() => page.close());
  // Worker A (broadcast-parent.js) starts nested worker B (broadcast-nested.js), which
  // says "from B" once it listens; worker C (broadcast-sibling.js) answers it with
  // "C heard B"; B answers that with "B heard C".
  const query = "?" + encodeURIComponent(name);
  const sibling = new Worker("resources/broadcast-sibling.js" + query);
  t.add_cleanup(() => sibling.terminate());
  await new Promise((resolve) => sibling.onmessage = resolve);
  const heard = [];
  const done = new Promise((resolve) => page.onmessage = (e) => {
    heard.push(e.data);
    if (e.data === "B heard C") resolve();
  });
  const parent = new Worker("resources/broadcast-parent.js" + query);
  t.add_cleanup(() => parent.terminate());
  await done;
  assert_array_equals(heard, ["from B", "C heard B", "B heard C"]);
}, "a nested worker's channel reaches the page and a sibling worker, and hears them");

promise_test(async (t) => {
  const name = "opaque-" + Math.random();
  const page = new BroadcastChannel(name);
  t.add_cleanup(() => page.close());
  page.onmessage = (e) => assert_unreached("a data: worker (opaque origin) reached the page: " + e.data);
  const worker = new Worker(`data:text/javascript,new BroadcastChannel(${JSON.stringify(name)}).postMessage("x"); postMessage("sent")`);
  t.add_cleanup(() => worker.terminate());
  assert_equals(await new Promise((resolve) => worker.onmessage = (e) => resolve(e.data)), "sent");
  // A message the page sends itself after the worker's arrives after it would have.
  const probe = new BroadcastChannel(name);
  const own = new Promise((resolve) => page.onmessage = (e) => resolve(e.data));
  probe.postMessage("own");
  assert_equals(await own, "own");
  probe.close();
}, "a worker of an opaque origin does not reach the page's channels");
