// https://webidl.spec.whatwg.org/#interface-prototype-object: the global object of a
// [Global] interface and the interface prototype objects on its prototype chain are
// immutable prototype exotic objects; so is a Location
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-setprototypeof).
// Other interface prototype objects keep an ordinary [[SetPrototypeOf]].

function immutables() {
  const chain = [];
  for (let object = self; Object.getPrototypeOf(object) !== null; object = Object.getPrototypeOf(object)) {
    chain.push(object);
  }
  return chain;
}

test(() => {
  const chain = immutables();
  assert_true(chain.includes(EventTarget.prototype), "EventTarget.prototype is on the global's chain");
  for (const object of chain) {
    const proto = Object.getPrototypeOf(object);
    assert_throws_js(TypeError, () => Object.setPrototypeOf(object, {}), `Object.setPrototypeOf(${object})`);
    assert_false(Reflect.setPrototypeOf(object, {}), `Reflect.setPrototypeOf(${object})`);
    assert_throws_js(TypeError, () => { object.__proto__ = {}; }, `${object}.__proto__ =`);
    assert_true(Reflect.setPrototypeOf(object, proto), "setting the same prototype succeeds");
    assert_equals(Object.getPrototypeOf(object), proto, "the prototype is unchanged");
  }
}, "the global object and every prototype on its chain keep their prototype");

test(() => {
  const proto = Object.getPrototypeOf(self.Blob.prototype);
  const replacement = Object.create(proto);
  assert_true(Reflect.setPrototypeOf(Blob.prototype, replacement), "Blob.prototype is ordinary");
  assert_equals(Object.getPrototypeOf(Blob.prototype), replacement);
  Object.setPrototypeOf(Blob.prototype, proto);
}, "an interface prototype object off the global's chain has an ordinary [[SetPrototypeOf]]");

if (self.document) {
  test(() => {
    const proto = Object.getPrototypeOf(location);
    assert_throws_js(TypeError, () => Object.setPrototypeOf(location, {}));
    assert_false(Reflect.setPrototypeOf(location, null));
    assert_equals(Object.getPrototypeOf(location), proto);
    assert_true(Reflect.setPrototypeOf(location, proto));
  }, "a Location keeps its prototype");

  promise_test(async () => {
    const iframe = document.createElement("iframe");
    document.body.append(iframe);
    await new Promise((resolve) => iframe.onload = resolve);
    const frame = iframe.contentWindow;
    assert_throws_js(frame.TypeError, () => frame.Object.setPrototypeOf(frame, {}));
    assert_throws_js(TypeError, () => Object.setPrototypeOf(frame, {}), "through the parent's Object");
    assert_false(Reflect.setPrototypeOf(frame.location, {}));
    iframe.remove();
  }, "a same-origin frame's window and location keep their prototypes");
}
