// META: global=window,dedicatedworker
// https://url.spec.whatwg.org/#url-class: [LegacyWindowAlias=webkitURL] — on a Window,
// webkitURL is URL itself (a writable, configurable, non-enumerable property); elsewhere
// there is none.
test(() => {
  if (typeof window === "undefined") {
    assert_false("webkitURL" in self, "no alias outside a window");
    return;
  }
  assert_equals(webkitURL, URL);
  const descriptor = Object.getOwnPropertyDescriptor(window, "webkitURL");
  assert_true(descriptor.writable, "writable");
  assert_false(descriptor.enumerable, "not enumerable");
  assert_true(descriptor.configurable, "configurable");
  assert_equals(new webkitURL("https://example.com/a?b").search, "?b");
}, "webkitURL is URL's legacy window alias");
