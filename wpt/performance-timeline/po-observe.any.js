// PerformanceObserver.observe(): argument checks, the observer type ("multiple" for
// entryTypes, "single" for type), unsupported types, and how repeated calls replace or
// stack their options.
// https://w3c.github.io/performance-timeline/#observe-method

// Marks named with a per-test prefix; resolves with the names of the matching entries an
// observer receives, after one more task has passed for the notification.
function uniquePrefix() {
  return `observe-${Math.random().toString(36).slice(2)}-`;
}
function namesSeen(t, setup, act) {
  return new Promise((resolve) => {
    const seen = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.push(`${e.entryType}:${e.name}`);
    });
    t.add_cleanup(() => observer.disconnect());
    setup(observer);
    act();
    t.step_timeout(() => t.step_timeout(() => resolve(seen), 0), 0);
  });
}

test(() => {
  const observer = new PerformanceObserver(() => {});
  assert_throws_js(TypeError, () => observer.observe());
  assert_throws_js(TypeError, () => observer.observe({}));
  assert_throws_js(TypeError, () => observer.observe({ buffered: true }));
  assert_throws_js(TypeError, () => observer.observe(undefined));
}, "observe() without entryTypes and type throws a TypeError");

test(() => {
  const observer = new PerformanceObserver(() => {});
  assert_throws_js(TypeError, () => observer.observe({ entryTypes: ["mark"], type: "mark" }));
  assert_throws_js(TypeError, () => observer.observe({ entryTypes: ["mark"], buffered: false }));
  assert_throws_js(TypeError, () => observer.observe({ entryTypes: ["mark"], buffered: true }));
  // None of these registered anything or fixed the observer type:
  observer.observe({ type: "mark" });
  observer.disconnect();
}, "observe() with entryTypes and any other member throws a TypeError");

test(() => {
  const observer = new PerformanceObserver(() => {});
  assert_throws_js(TypeError, () => observer.observe({ entryTypes: "mark" }), "a string is not a sequence");
  assert_throws_js(TypeError, () => observer.observe("mark"), "a string is not a dictionary");
}, "observe() converts its argument as a PerformanceObserverInit dictionary");

test(() => {
  const read = [];
  const options = {};
  for (const member of ["type", "entryTypes", "buffered"]) {
    Object.defineProperty(options, member, { get() { read.push(member); return undefined; } });
  }
  const observer = new PerformanceObserver(() => {});
  assert_throws_js(TypeError, () => observer.observe(options), "no member is present");
  assert_array_equals(read, ["buffered", "entryTypes", "type"], "members read in lexicographic order");
}, "observe() reads the PerformanceObserverInit members in lexicographic order");

test(() => {
  const observer = new PerformanceObserver(() => {});
  observer.observe({ entryTypes: ["mark"] });
  assert_throws_dom("InvalidModificationError", () => observer.observe({ type: "mark" }));
  assert_throws_dom("InvalidModificationError", () => observer.observe({ type: "measure", buffered: true }));
  observer.disconnect();
}, "observe({type}) after observe({entryTypes}) throws an InvalidModificationError");

test(() => {
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: "mark" });
  assert_throws_dom("InvalidModificationError", () => observer.observe({ entryTypes: ["mark"] }));
  assert_throws_dom("InvalidModificationError", () => observer.observe({ entryTypes: ["measure"] }));
  observer.disconnect();
}, "observe({entryTypes}) after observe({type}) throws an InvalidModificationError");

test(() => {
  const a = new PerformanceObserver(() => {});
  a.observe({ entryTypes: ["mark"] });
  a.disconnect();
  assert_throws_dom("InvalidModificationError", () => a.observe({ type: "mark" }));
  const b = new PerformanceObserver(() => {});
  b.observe({ type: "mark" });
  b.disconnect();
  assert_throws_dom("InvalidModificationError", () => b.observe({ entryTypes: ["mark"] }));
}, "disconnect() does not reset the observer type");

test(() => {
  const observer = new PerformanceObserver(() => {});
  observer.observe({ entryTypes: [] });
  observer.observe({ entryTypes: ["this-type-does-not-exist"] });
  observer.observe({ entryTypes: ["this-type-does-not-exist", "neither-does-this"] });
  // The observer type was still set to "multiple".
  assert_throws_dom("InvalidModificationError", () => observer.observe({ type: "mark" }));
}, "observe() with an empty entryTypes or only unknown types does not throw");

test(() => {
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: "this-type-does-not-exist" });
  observer.observe({ type: "this-type-does-not-exist", buffered: true });
  observer.observe({ type: "" });
  // The observer type was still set to "single".
  assert_throws_dom("InvalidModificationError", () => observer.observe({ entryTypes: ["mark"] }));
}, "observe({type}) with an unknown type does not throw");

promise_test(async (t) => {
  const p = uniquePrefix();
  const seen = await namesSeen(t, (o) => o.observe({ entryTypes: [] }), () => {
    performance.mark(`${p}a`);
    performance.measure(`${p}m`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)), []);
}, "observe({entryTypes: []}) registers nothing");

promise_test(async (t) => {
  const p = uniquePrefix();
  const seen = await namesSeen(t, (o) => o.observe({ entryTypes: ["unknown-type", "mark"] }), () => {
    performance.mark(`${p}a`);
    performance.measure(`${p}m`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)), [`mark:${p}a`]);
}, "unknown types in entryTypes are ignored; the known ones are observed");

promise_test(async (t) => {
  const p = uniquePrefix();
  const seen = await namesSeen(t, (o) => {
    o.observe({ entryTypes: ["mark"] });
    o.observe({ entryTypes: ["measure"] });
  }, () => {
    performance.mark(`${p}a`);
    performance.measure(`${p}m`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)), [`measure:${p}m`]);
}, "a second observe({entryTypes}) replaces the first");

promise_test(async (t) => {
  const p = uniquePrefix();
  const seen = await namesSeen(t, (o) => {
    o.observe({ entryTypes: ["mark"] });
    o.observe({ entryTypes: [] });
  }, () => {
    performance.mark(`${p}a`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)), [`mark:${p}a`]);
}, "an observe({entryTypes}) that registers nothing keeps the earlier registration");

promise_test(async (t) => {
  const p = uniquePrefix();
  const seen = await namesSeen(t, (o) => {
    o.observe({ type: "mark" });
    o.observe({ type: "measure" });
  }, () => {
    performance.mark(`${p}a`);
    performance.measure(`${p}m`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)).sort(), [`mark:${p}a`, `measure:${p}m`]);
}, "observe({type}) calls stack: both types are observed");

promise_test(async (t) => {
  const p = uniquePrefix();
  const seen = await namesSeen(t, (o) => {
    o.observe({ type: "mark" });
    o.observe({ type: "mark" });
  }, () => {
    performance.mark(`${p}a`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)), [`mark:${p}a`], "delivered once, not twice");
}, "observe({type}) with a repeated type replaces its options");

promise_test(async (t) => {
  const p = uniquePrefix();
  performance.mark(`${p}before`);
  const seen = await namesSeen(t, (o) => {
    o.observe({ type: "mark" });
    // Replacing the options with buffered ones delivers the buffered entries.
    o.observe({ type: "mark", buffered: true });
  }, () => {
    performance.mark(`${p}after`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)), [`mark:${p}before`, `mark:${p}after`]);
}, "observe({type, buffered: true}) for a type already observed adds the buffered entries");

promise_test(async (t) => {
  const p = uniquePrefix();
  const seen = await namesSeen(t, (o) => {
    o.observe({ type: "unknown-type" });
    o.observe({ type: "mark" });
  }, () => {
    performance.mark(`${p}a`);
    performance.measure(`${p}m`);
  });
  assert_array_equals(seen.filter((s) => s.includes(p)), [`mark:${p}a`]);
}, "an unknown type does not stop later observe({type}) calls from registering");
