// performance.timeOrigin and Performance's default toJSON().
// https://w3c.github.io/hr-time/#timeorigin-attribute
// https://w3c.github.io/hr-time/#tojson-method

test(() => {
  const timeOrigin = performance.timeOrigin;
  assert_equals(typeof timeOrigin, "number");
  assert_true(Number.isFinite(timeOrigin));
  assert_greater_than(timeOrigin, Date.UTC(2000, 0, 1), "milliseconds since the Unix epoch");
  assert_equals(performance.timeOrigin, timeOrigin, "the same on every read");
}, "performance.timeOrigin is a time since the Unix epoch, in milliseconds");

test(() => {
  const estimate = Date.now() - performance.now();
  assert_approx_equals(performance.timeOrigin, estimate, 50, "timeOrigin ≈ Date.now() - performance.now()");
}, "performance.timeOrigin is close to Date.now() - performance.now()");

test(() => {
  const tenths = performance.timeOrigin * 10;
  // A double near 1.7e12 has about 0.25 µs of precision: within 1e-3 of a tenth is exact enough.
  assert_approx_equals(tenths, Math.round(tenths), 1e-3, `${performance.timeOrigin} is a multiple of 0.1 ms`);
}, "performance.timeOrigin is coarsened like now()");

test(() => {
  const descriptor = Object.getOwnPropertyDescriptor(Performance.prototype, "timeOrigin");
  assert_equals(typeof descriptor.get, "function", "an accessor");
  assert_equals(descriptor.set, undefined, "read only");
  assert_true(descriptor.enumerable);
  assert_throws_js(TypeError, () => descriptor.get.call({}));
  const before = performance.timeOrigin;
  performance.timeOrigin = 5;
  assert_equals(performance.timeOrigin, before, "assignment is ignored");
}, "timeOrigin is a read-only attribute of Performance");

test(() => {
  const json = performance.toJSON();
  assert_equals(typeof json, "object");
  assert_equals(Object.getPrototypeOf(json), Object.prototype, "a plain object");
  assert_equals(json.timeOrigin, performance.timeOrigin);
  assert_false("now" in json, "operations are not serialized");
  const parsed = JSON.parse(JSON.stringify(performance));
  assert_equals(parsed.timeOrigin, performance.timeOrigin);
  assert_not_equals(performance.toJSON(), json, "a new object each call");
  assert_throws_js(TypeError, () => Performance.prototype.toJSON.call({}));
}, "performance.toJSON() has timeOrigin");

if (GLOBAL.isWindow()) {
  test(() => {
    const json = performance.toJSON();
    assert_own_property(json, "timing");
    assert_own_property(json, "navigation");
    assert_equals(json.timing, performance.timing, "the PerformanceTiming object (a JSON type)");
    assert_equals(json.navigation, performance.navigation);
    const parsed = JSON.parse(JSON.stringify(performance));
    assert_equals(parsed.timing.navigationStart, performance.timing.navigationStart);
    assert_equals(parsed.navigation.type, performance.navigation.type);
  }, "in a window, performance.toJSON() has timing and navigation");
} else {
  test(() => {
    const json = performance.toJSON();
    assert_false("timing" in json);
    assert_false("navigation" in json);
  }, "in a worker, performance.toJSON() has no timing or navigation");
}
