// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#microtask-queuing

async_test(t => {
  const order = [];
  Promise.resolve().then(() => order.push("promise"));
  queueMicrotask(() => order.push("microtask"));
  order.push("sync");
  setTimeout(t.step_func_done(() => {
    assert_array_equals(order, ["sync", "promise", "microtask"]);
  }), 0);
}, "microtasks run in FIFO order after the current script, before timers");

test(() => {
  assert_throws_js(TypeError, () => queueMicrotask(), "no argument");
  assert_throws_js(TypeError, () => queueMicrotask("not a function"));
}, "queueMicrotask requires a function");
