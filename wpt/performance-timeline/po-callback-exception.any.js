// An exception thrown by a PerformanceObserver callback is reported (an error event at
// the global) and does not stop the other observers of the same task from being called.
// https://w3c.github.io/performance-timeline/#queue-the-performanceobserver-task (step
// 3.3.9: invoke the callback with "report")
// https://webidl.spec.whatwg.org/#invoke-a-callback-function
// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception

setup({ allow_uncaught_exception: true });

function uniquePrefix() {
  return `exc-${Math.random().toString(36).slice(2)}-`;
}
const tasks = (t, n) => new Promise((resolve) => {
  const next = (left) => (left === 0 ? resolve() : t.step_timeout(() => next(left - 1), 0));
  next(n);
});
const ours = (list, p) => list.getEntries().some((e) => e.name.startsWith(p));

// Listens for error events whose error is in `errors`; handled, so they go no further.
function errorLog(t, order, errors) {
  const seen = [];
  const listener = (event) => {
    if (!errors.includes(event.error)) return;
    seen.push(event);
    order.push(`error ${event.error.message}`);
    event.preventDefault();
  };
  self.addEventListener("error", listener);
  t.add_cleanup(() => self.removeEventListener("error", listener));
  return seen;
}

promise_test(async (t) => {
  const p = uniquePrefix();
  const order = [];
  const thrown = new Error("from the first observer");
  const events = errorLog(t, order, [thrown]);
  const first = new PerformanceObserver((list) => {
    if (!ours(list, p)) return;
    order.push("first");
    throw thrown;
  });
  const second = new PerformanceObserver((list) => {
    if (ours(list, p)) order.push("second");
  });
  t.add_cleanup(() => { first.disconnect(); second.disconnect(); });
  first.observe({ type: "mark" });
  second.observe({ type: "mark" });
  performance.mark(`${p}a`);
  await tasks(t, 2);
  assert_array_equals(order, ["first", `error ${thrown.message}`, "second"]);
  assert_equals(events.length, 1, "one error event");
  const event = events[0];
  assert_true(event instanceof ErrorEvent, "an ErrorEvent");
  assert_equals(event.error, thrown);
  assert_true(event.message.includes(thrown.message), "the message names the error");
  assert_equals(event.type, "error");
  assert_true(event.cancelable, "cancelable");
}, "an exception in a callback is reported and the next observer still runs");

promise_test(async (t) => {
  const p = uniquePrefix();
  const order = [];
  const thrown = new TypeError("reported through onerror");
  let args = null;
  const previous = self.onerror;
  self.onerror = (...a) => {
    if (a[4] !== thrown) return previous ? previous(...a) : false;
    args = a;
    return true;  // handled
  };
  t.add_cleanup(() => { self.onerror = previous; });
  const observer = new PerformanceObserver((list) => {
    if (!ours(list, p)) return;
    throw thrown;
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark(`${p}a`);
  await tasks(t, 2);
  assert_not_equals(args, null, "onerror was called");
  assert_equals(args.length, 5, "with (message, source, lineno, colno, error)");
  assert_equals(typeof args[0], "string");
  assert_equals(args[4], thrown);
}, "the reported exception reaches self.onerror");

promise_test(async (t) => {
  const p = uniquePrefix();
  const order = [];
  const thrown = new Error("every time");
  errorLog(t, order, [thrown]);
  const observer = new PerformanceObserver((list) => {
    if (!ours(list, p)) return;
    order.push("callback");
    throw thrown;
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark(`${p}1`);
  await tasks(t, 2);
  performance.mark(`${p}2`);
  await tasks(t, 2);
  assert_array_equals(order, ["callback", "error every time", "callback", "error every time"]);
}, "an observer whose callback threw stays registered");

promise_test(async (t) => {
  const p = uniquePrefix();
  const order = [];
  const one = new Error("one");
  const two = new Error("two");
  errorLog(t, order, [one, two]);
  const make = (error) => {
    const observer = new PerformanceObserver((list) => {
      if (!ours(list, p)) return;
      order.push(`throw ${error.message}`);
      throw error;
    });
    t.add_cleanup(() => observer.disconnect());
    observer.observe({ entryTypes: ["mark"] });
  };
  make(one);
  make(two);
  performance.mark(`${p}a`);
  await tasks(t, 2);
  assert_array_equals(order, ["throw one", "error one", "throw two", "error two"]);
}, "each throwing callback is reported in turn");
