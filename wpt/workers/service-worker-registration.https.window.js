// Service workers, as far as framescope hosts them: register(), the registration's
// installing/waiting/active, the worker's states, messages both ways.
// https://w3c.github.io/ServiceWorker/#navigator-service-worker-register
"use strict";

promise_test(async (t) => {
  assert_true(navigator.serviceWorker instanceof ServiceWorkerContainer);
  const scope = "resources/scope-a/";
  const reg = await navigator.serviceWorker.register("resources/service-echo.js", { scope });
  t.add_cleanup(() => reg.unregister());
  assert_true(reg instanceof ServiceWorkerRegistration);
  assert_equals(reg.scope, new URL(scope, location.href).href);
  const worker = reg.installing;
  assert_true(worker instanceof ServiceWorker);
  assert_equals(String(worker), "[object ServiceWorker]");
  assert_equals(worker.scriptURL, new URL("resources/service-echo.js", location.href).href);
  assert_equals(worker.state, "installing");
  const states = [];
  await new Promise((resolve) => {
    worker.onstatechange = () => { states.push(worker.state); if (worker.state === "activated") resolve(); };
  });
  assert_array_equals(states, ["installed", "activating", "activated"]);
  assert_equals(reg.active, worker);
  assert_equals(reg.installing, null);
  assert_equals(await navigator.serviceWorker.getRegistration(scope + "deeper"), reg);
}, "register(): installing, then installed, activating, activated");

promise_test(async (t) => {
  const reg = await navigator.serviceWorker.register("resources/service-echo.js", { scope: "resources/scope-b/" });
  t.add_cleanup(() => reg.unregister());
  const got = new Promise((resolve) => navigator.serviceWorker.onmessage = resolve);
  reg.installing.postMessage("hello");
  const event = await got;
  assert_equals(event.data.echo, "hello");
  assert_equals(event.data.clientURL, location.href);
  assert_true(event.data.extendable);
  assert_equals(event.source, reg.installing ?? reg.waiting ?? reg.active);
}, "postMessage to the worker; event.source.postMessage back to navigator.serviceWorker");

promise_test(async () => {
  const reg = await navigator.serviceWorker.register("resources/service-echo.js", { scope: "resources/scope-c/" });
  assert_true(await reg.unregister());
  assert_equals(await navigator.serviceWorker.getRegistration("resources/scope-c/"), undefined);
}, "unregister()");

promise_test(async (t) => {
  await promise_rejects_js(t, TypeError, navigator.serviceWorker.register("resources/does-not-exist.js", { scope: "resources/scope-d/" }));
  await promise_rejects_dom(t, "SecurityError", navigator.serviceWorker.register("https://www1.web-platform.test:8443/sw.js"));
  await promise_rejects_js(t, TypeError, navigator.serviceWorker.register("data:text/javascript,"));
}, "register() rejects scripts it cannot fetch, other origins and other schemes");
