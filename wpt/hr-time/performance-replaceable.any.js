// The performance attribute is [Replaceable]: assigning to it replaces it with a data property.
// https://w3c.github.io/hr-time/#the-performance-attribute
// https://webidl.spec.whatwg.org/#Replaceable

test(() => {
  const original = self.performance;
  const now = original.now.bind(original);
  self.performance = 1;
  assert_equals(self.performance, 1, "the new value");
  const descriptor = Object.getOwnPropertyDescriptor(self, "performance");
  assert_not_equals(descriptor, undefined, "an own property of the global");
  assert_equals(descriptor.value, 1, "a data property");
  assert_false("get" in descriptor, "no getter");
  assert_true(descriptor.writable && descriptor.enumerable && descriptor.configurable, "created as by CreateDataProperty");
  self.performance = "again";
  assert_equals(self.performance, "again", "and it stays writable");
  assert_equals(typeof now(), "number", "the original object still works");
  assert_true(original instanceof Performance);
}, "assigning to self.performance replaces it");
