// The performance attribute of WindowOrWorkerGlobalScope: on the global itself in a window
// ([Global] Window), on WorkerGlobalScope.prototype in a worker; its getter and setter
// accept only the global as this (or undefined, which stands for it).
// https://w3c.github.io/hr-time/#the-performance-attribute
// https://webidl.spec.whatwg.org/#es-attributes

test(() => {
  const holder = self.window ? self : WorkerGlobalScope.prototype;
  const descriptor = Object.getOwnPropertyDescriptor(holder, "performance");
  assert_equals(typeof descriptor.get, "function", "an accessor");
  assert_equals(typeof descriptor.set, "function", "[Replaceable]: a setter");
  assert_true(descriptor.enumerable);
  assert_true(descriptor.configurable);
  assert_equals(descriptor.get.call(self), performance);
  assert_equals(descriptor.get.call(undefined), performance, "undefined stands for the global");
  assert_throws_js(TypeError, () => descriptor.get.call({}));
  assert_throws_js(TypeError, () => descriptor.set.call({}, 1));
  if (!self.window) assert_false(Object.hasOwn(self, "performance"), "not an own property of a worker's global");
}, "where the performance attribute lives, and its this check");
