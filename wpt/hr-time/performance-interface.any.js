// The Performance interface: an EventTarget with no constructor, and the global performance attribute.
// https://w3c.github.io/hr-time/#sec-performance
// https://w3c.github.io/hr-time/#the-performance-attribute

test(() => {
  assert_true(performance instanceof Performance);
  assert_true(performance instanceof EventTarget);
  assert_equals(Object.getPrototypeOf(Performance.prototype), EventTarget.prototype);
  assert_equals(Object.getPrototypeOf(Performance), EventTarget, "the interface object inherits EventTarget's");
  assert_equals(String(performance), "[object Performance]");
}, "performance is a Performance, which is an EventTarget");

test(() => {
  let received = null;
  const listener = (event) => { received = event; };
  performance.addEventListener("custom", listener);
  const event = new Event("custom");
  assert_true(performance.dispatchEvent(event));
  assert_equals(received, event);
  assert_equals(event.target, performance);
  received = null;
  performance.removeEventListener("custom", listener);
  performance.dispatchEvent(new Event("custom"));
  assert_equals(received, null, "the removed listener is not called");
}, "event listeners on performance are called");

test(() => {
  assert_throws_js(TypeError, () => new Performance());
  assert_throws_js(TypeError, () => Performance());
}, "Performance has no constructor");

test(() => {
  assert_equals(self.performance, performance);
  assert_equals(performance, performance, "the same object each time");
  const descriptor = Object.getOwnPropertyDescriptor(self, "performance") ??
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(self), "performance") ??
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Object.getPrototypeOf(self)), "performance");
  assert_not_equals(descriptor, undefined, "an attribute on the global or its prototype chain");
  assert_equals(typeof descriptor.get, "function", "a getter");
  assert_equals(typeof descriptor.set, "function", "[Replaceable] gives a setter");
  assert_true(descriptor.enumerable);
  assert_true(descriptor.configurable);
}, "self.performance is a [Replaceable] attribute");

test(() => {
  for (const member of ["now", "timeOrigin", "toJSON", "mark", "measure", "clearMarks", "clearMeasures",
    "getEntries", "getEntriesByType", "getEntriesByName"]) {
    assert_true(member in Performance.prototype, `Performance.prototype.${member}`);
    assert_false(Object.prototype.hasOwnProperty.call(performance, member), `${member} is not an own property`);
  }
}, "Performance's members are on its prototype");
