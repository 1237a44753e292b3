// localStorage and sessionStorage: Storage objects whose keys are also properties.
// https://html.spec.whatwg.org/multipage/webstorage.html
"use strict";

for (const name of ["localStorage", "sessionStorage"]) {
  test(() => {
    const storage = window[name];
    assert_true(storage instanceof Storage);
    assert_equals(storage, window[name], "the same object each time");
    storage.clear();
    storage.setItem("a", 1);
    storage.b = "two";
    assert_equals(storage.getItem("a"), "1", "values are strings");
    assert_equals(storage.getItem("b"), "two");
    assert_equals(storage.a, "1");
    assert_equals(storage.length, 2);
    assert_equals(storage.key(0), "a");
    assert_array_equals(Object.keys(storage), ["a", "b"]);
    assert_true("a" in storage);
    delete storage.a;
    assert_equals(storage.getItem("a"), null);
    storage.setItem("getItem", "x");
    assert_equals(typeof storage.getItem, "function", "the interface's members win over keys");
    assert_equals(storage.getItem("getItem"), "x");
    storage.clear();
    assert_equals(storage.length, 0);
  }, `${name} stores string pairs`);
}
