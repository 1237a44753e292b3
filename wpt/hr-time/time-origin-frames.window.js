// Each realm has its own time origin on one shared clock: a later iframe or worker has a
// later timeOrigin, and its now() is relative to that origin.
// https://w3c.github.io/hr-time/#timeorigin-attribute
// https://w3c.github.io/hr-time/#dfn-get-time-origin-timestamp
// https://w3c.github.io/hr-time/#sec-time-origin

function wait(ms) {
  return new Promise((resolve) => step_timeout(resolve, ms));
}

async function frame(t) {
  const iframe = document.createElement("iframe");
  iframe.src = "resources/blank.html";
  const loaded = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  t.add_cleanup(() => iframe.remove());
  await loaded;
  return iframe.contentWindow;
}

promise_test(async (t) => {
  await wait(30);
  const created = performance.timeOrigin + performance.now();
  const child = await frame(t);
  assert_not_equals(child.performance, performance, "its own Performance object");
  assert_true(child.performance instanceof child.Performance);
  const childOrigin = child.performance.timeOrigin;
  assert_greater_than_equal(childOrigin, performance.timeOrigin + 30 - 0.1, "the frame started at least 30 ms later");
  assert_greater_than_equal(childOrigin, created - 0.1, "the frame's navigation started after the frame was inserted");
  assert_less_than_equal(childOrigin, performance.timeOrigin + performance.now() + 0.1, "and before now");
}, "an iframe's performance.timeOrigin is later than its parent's");

promise_test(async (t) => {
  await wait(30);
  const child = await frame(t);
  const parentBefore = performance.now();
  const childNow = child.performance.now();
  const parentAfter = performance.now();
  assert_less_than(childNow, parentBefore, "the frame's now() counts from its own, later, origin");
  const childEpoch = child.performance.timeOrigin + childNow;
  assert_greater_than_equal(childEpoch, performance.timeOrigin + parentBefore - 0.2, "one clock");
  assert_less_than_equal(childEpoch, performance.timeOrigin + parentAfter + 0.2, "one clock");
}, "an iframe's performance.now() differs from its parent's by the difference of their time origins");

promise_test(async (t) => {
  const child = await frame(t);
  child.performance.mark("in-the-frame");
  performance.mark("in-the-parent");
  assert_equals(performance.getEntriesByName("in-the-frame").length, 0, "the frame's mark is not the parent's");
  assert_equals(child.performance.getEntriesByName("in-the-parent").length, 0, "the parent's mark is not the frame's");
  assert_equals(child.performance.getEntriesByName("in-the-frame").length, 1);
  const navigation = child.performance.getEntriesByType("navigation");
  assert_equals(navigation.length, 1, "the frame has its own navigation entry");
  assert_equals(navigation[0].name, new URL("resources/blank.html", location.href).href);
}, "an iframe has its own performance timeline");

promise_test(async (t) => {
  await wait(30);
  const created = performance.timeOrigin + performance.now();
  const worker = new Worker("resources/worker.js");
  t.add_cleanup(() => worker.terminate());
  const data = await new Promise((resolve, reject) => {
    worker.onmessage = (e) => resolve(e.data);
    worker.onerror = (e) => reject(new Error(e.message));
  });
  const received = performance.timeOrigin + performance.now();
  assert_equals(typeof data.timeOrigin, "number");
  assert_greater_than_equal(data.timeOrigin, performance.timeOrigin + 30 - 0.1, "later than the window's");
  assert_greater_than_equal(data.timeOrigin, created - 0.1, "the worker ran after it was created");
  assert_less_than_equal(data.timeOrigin + data.now, received + 0.2, "the worker's now() is on the same clock");
  assert_greater_than_equal(data.now, 0);
}, "a dedicated worker's performance.timeOrigin is later than its creator's, on the same clock");
