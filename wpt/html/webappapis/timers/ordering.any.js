// Timers run in order of their timeouts, with their arguments; cleared timers never run.
// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers

async_test(t => {
  const order = [];
  setTimeout(t.step_func(() => order.push("20")), 20);
  setTimeout(t.step_func((a, b) => order.push(`0 ${a} ${b}`)), 0, "x", "y");
  const cleared = setTimeout(t.unreached_func("a cleared timer ran"), 0);
  clearTimeout(cleared);
  setTimeout(t.step_func_done(() => {
    assert_array_equals(order, ["0 x y", "20"]);
  }), 40);
}, "setTimeout runs callbacks in timeout order, with extra arguments");

async_test(t => {
  let count = 0;
  const id = setInterval(t.step_func(() => {
    count++;
    if (count === 3) {
      clearInterval(id);
      step_timeout(t.step_func_done(() => assert_equals(count, 3)), 20);
    }
  }), 1);
}, "setInterval repeats until cleared");

test(() => {
  const a = setTimeout(() => {}, 0);
  const b = setTimeout(() => {}, 0);
  assert_greater_than(a, 0);
  assert_not_equals(a, b);
  clearTimeout(a);
  clearTimeout(b);
}, "timer ids are positive and distinct");

async_test(t => {
  setTimeout(t.step_func_done(), 2 ** 32);
}, "the timeout converts as a WebIDL long (2**32 is 0)");
