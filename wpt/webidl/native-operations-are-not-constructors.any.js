// META: global=window,worker
// Operations implemented natively (the console namespace's) are functions that are not
// constructors and have no `prototype` property, as every Web IDL operation
// (https://webidl.spec.whatwg.org/#create-an-operation-function: CreateBuiltinFunction).
for (const name of ["log", "info", "warn", "error", "debug", "trace"]) {
  test(() => {
    const method = console[name];
    assert_equals(typeof method, "function");
    assert_false(Object.prototype.hasOwnProperty.call(method, "prototype"), "own prototype property");
    assert_throws_js(TypeError, () => new method("x"));
    assert_throws_js(TypeError, () => Reflect.construct(String, [], method));
  }, `console.${name} is not a constructor`);
}
