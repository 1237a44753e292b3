// When and how PerformanceObserver callbacks run: in a task queued on the performance
// timeline task source (not synchronously, not in a microtask), with every entry queued
// since in one PerformanceObserverEntryList, observers in registration order, invoked
// with (list, observer, options) and the observer as this; droppedEntriesCount only on
// the first callback after observe().
// https://w3c.github.io/performance-timeline/#queue-a-performanceentry
// https://w3c.github.io/performance-timeline/#queue-the-performanceobserver-task

function uniquePrefix() {
  return `cb-${Math.random().toString(36).slice(2)}-`;
}
// The entries of one callback call whose names start with prefix.
const ours = (list, prefix) => list.getEntries().filter((e) => e.name.startsWith(prefix));

async_test((t) => {
  const p = uniquePrefix();
  const order = [];
  const observer = new PerformanceObserver(t.step_func((list) => {
    if (ours(list, p).length === 0) return;
    order.push("callback");
    observer.disconnect();
    assert_array_equals(order, ["after mark", "microtask", "promise", "callback"]);
    t.done();
  }));
  observer.observe({ type: "mark" });
  performance.mark(`${p}a`);
  queueMicrotask(() => order.push("microtask"));
  Promise.resolve().then(() => order.push("promise"));
  order.push("after mark");
}, "the callback runs neither during mark() nor in a microtask, but after the microtasks");

async_test((t) => {
  const p = uniquePrefix();
  let called = false;
  const observer = new PerformanceObserver((list) => {
    if (ours(list, p).length > 0) called = true;
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ entryTypes: ["mark"] });
  performance.mark(`${p}a`);
  assert_false(called, "not during mark()");
  // A microtask chain after the mark still runs before the observer's task.
  let chain = Promise.resolve();
  for (let i = 0; i < 10; i++) chain = chain.then(() => assert_false(called, `not in microtask ${i}`));
  chain.then(t.step_func(() => {
    assert_false(called, "not after the microtask chain");
    t.step_timeout(() => t.step_timeout(t.step_func_done(() => assert_true(called, "in a later task")), 0), 0);
  }), t.unreached_func("a microtask assertion failed"));
}, "the callback is called in a task queued after the entry");

async_test((t) => {
  const p = uniquePrefix();
  const calls = [];
  const observer = new PerformanceObserver(t.step_func((list) => {
    const entries = ours(list, p);
    if (entries.length === 0) return;
    calls.push(entries.map((e) => `${e.entryType}:${e.name}`));
  }));
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ entryTypes: ["mark", "measure"] });
  performance.mark(`${p}1`);
  performance.mark(`${p}2`);
  performance.measure(`${p}m`, `${p}1`, `${p}2`);
  performance.mark(`${p}3`);
  t.step_timeout(() => t.step_timeout(t.step_func_done(() => {
    assert_equals(calls.length, 1, "one callback for the entries of one task");
    // (In startTime order, which the measure's start ties with mark 1: compare as sets.)
    assert_array_equals(calls[0].sort(), [`mark:${p}1`, `mark:${p}2`, `mark:${p}3`, `measure:${p}m`]);
  }), 0), 0);
}, "entries queued in one task are delivered together in one callback");

async_test((t) => {
  const p = uniquePrefix();
  const calls = [];
  const observer = new PerformanceObserver(t.step_func((list) => {
    const entries = ours(list, p);
    if (entries.length > 0) calls.push(entries.map((e) => e.name));
  }));
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark(`${p}1`);
  t.step_timeout(() => {
    assert_equals(calls.length, 1, "the first entry is delivered in its own callback");
    assert_array_equals(calls[0], [`${p}1`]);
    performance.mark(`${p}2`);
    t.step_timeout(t.step_func_done(() => {
      assert_equals(calls.length, 2);
      assert_array_equals(calls[1], [`${p}2`]);
    }), 0);
  }, 0);
}, "entries from later tasks are delivered in later callbacks, each entry once");

async_test((t) => {
  const p = uniquePrefix();
  const order = [];
  const make = (label) => {
    const observer = new PerformanceObserver((list) => {
      if (ours(list, p).length > 0) order.push(label);
    });
    t.add_cleanup(() => observer.disconnect());
    return observer;
  };
  const first = make("first");
  const second = make("second");
  const third = make("third");
  // Registration order is the order of the first observe() calls, not construction.
  second.observe({ type: "mark" });
  third.observe({ entryTypes: ["mark"] });
  first.observe({ type: "mark" });
  second.observe({ type: "measure" });
  performance.mark(`${p}a`);
  t.step_timeout(() => t.step_timeout(t.step_func_done(() => {
    assert_array_equals(order, ["second", "third", "first"]);
  }), 0), 0);
}, "observers are called in the order they were registered");

async_test((t) => {
  const p = uniquePrefix();
  const order = [];
  const a = new PerformanceObserver((list) => {
    if (ours(list, p).length === 0) return;
    order.push("a");
    Promise.resolve().then(() => order.push("a's microtask"));
  });
  const b = new PerformanceObserver((list) => {
    if (ours(list, p).length > 0) order.push("b");
  });
  t.add_cleanup(() => { a.disconnect(); b.disconnect(); });
  a.observe({ type: "mark" });
  b.observe({ type: "mark" });
  performance.mark(`${p}a`);
  t.step_timeout(() => t.step_timeout(t.step_func_done(() => {
    assert_array_equals(order, ["a", "a's microtask", "b"]);
  }), 0), 0);
}, "microtasks queued by one callback run before the next observer's callback");

async_test((t) => {
  const p = uniquePrefix();
  // (Not t.step_func, which would call the function with the test as this.)
  const observer = new PerformanceObserver(function (list, second, options) {
    if (ours(list, p).length === 0) return;
    observer.disconnect();
    const self = this;
    const count = arguments.length;
    t.step(() => {
      assert_equals(count, 3, "three arguments");
      assert_true(list instanceof PerformanceObserverEntryList, "the list");
      assert_equals(second, observer, "the observer as second argument");
      assert_equals(self, observer, "the observer as this");
      assert_equals(typeof options, "object", "an options dictionary");
      assert_not_equals(options, null);
    });
    t.done();
  });
  observer.observe({ type: "mark" });
  performance.mark(`${p}a`);
}, "the callback gets (list, observer, options) with this === observer");

async_test((t) => {
  const p = uniquePrefix();
  const calls = [];
  const observer = new PerformanceObserver((list, obs, options) => {
    if (ours(list, p).length > 0) calls.push(options);
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark(`${p}1`);
  t.step_timeout(() => {
    performance.mark(`${p}2`);
    t.step_timeout(t.step_func_done(() => {
      assert_equals(calls.length, 2);
      assert_true("droppedEntriesCount" in calls[0], "present on the first callback");
      assert_equals(calls[0].droppedEntriesCount, 0, "nothing was dropped");
      assert_false("droppedEntriesCount" in calls[1], "absent on the second callback");
      assert_equals(calls[1].droppedEntriesCount, undefined);
    }), 0);
  }, 0);
}, "droppedEntriesCount is 0 on the first callback after observe() and absent later");

async_test((t) => {
  const p = uniquePrefix();
  const calls = [];
  const observer = new PerformanceObserver((list, obs, options) => {
    if (ours(list, p).length > 0) calls.push(options);
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ entryTypes: ["mark"] });
  performance.mark(`${p}1`);
  t.step_timeout(() => {
    // observe() sets "requires dropped entries" again.
    observer.observe({ entryTypes: ["mark", "measure"] });
    performance.mark(`${p}2`);
    t.step_timeout(() => {
      performance.mark(`${p}3`);
      t.step_timeout(t.step_func_done(() => {
        assert_equals(calls.length, 3);
        assert_equals(calls[0].droppedEntriesCount, 0, "first callback");
        assert_equals(calls[1].droppedEntriesCount, 0, "first callback after the second observe()");
        assert_false("droppedEntriesCount" in calls[2], "absent afterwards");
      }), 0);
    }, 0);
  }, 0);
}, "each observe() call makes the next callback report droppedEntriesCount");

async_test((t) => {
  const lengths = [];
  const observer = new PerformanceObserver((list) => lengths.push(list.getEntries().length));
  t.add_cleanup(() => observer.disconnect());
  // No test of this file queues a measure from now on: buffered queues the observer task
  // with an empty observer buffer.
  performance.clearMeasures();
  observer.observe({ type: "measure", buffered: true });
  t.step_timeout(() => t.step_timeout(t.step_func_done(() => {
    assert_array_equals(lengths, [], "the callback was not called");
  }), 0), 0);
}, "an observer whose buffer is empty when the task runs is not called");

async_test((t) => {
  const p = uniquePrefix();
  const calls = [];
  const observer = new PerformanceObserver((list) => {
    const entries = ours(list, p);
    if (entries.length === 0) return;
    calls.push(entries.map((e) => e.name));
    if (calls.length === 1) performance.mark(`${p}from-callback`);
  });
  t.add_cleanup(() => observer.disconnect());
  observer.observe({ type: "mark" });
  performance.mark(`${p}a`);
  t.step_timeout(() => t.step_timeout(() => t.step_timeout(t.step_func_done(() => {
    assert_array_equals(calls.map((c) => c.join()), [`${p}a`, `${p}from-callback`]);
  }), 0), 0), 0);
}, "an entry queued inside a callback is delivered in a later callback");
