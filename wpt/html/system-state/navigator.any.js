// The navigator object: framescope's user agent (Chrome's, naming framescope), language,
// online state, in windows and workers.
// https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object
"use strict";

test(() => {
  assert_equals(navigator, navigator);
  assert_equals(Object.prototype.toString.call(navigator), self.window ? "[object Navigator]" : "[object WorkerNavigator]");
  assert_true(navigator.userAgent.includes("framescope"));
  assert_true(navigator.userAgent.startsWith("Mozilla/5.0"));
  assert_equals(navigator.appVersion, navigator.userAgent.slice(8));
  assert_equals(navigator.language, "en-US");
  assert_array_equals(navigator.languages, ["en-US"]);
  assert_true(navigator.onLine);
  assert_true(navigator.hardwareConcurrency >= 1);
  const getter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), "userAgent").get;
  assert_throws_js(TypeError, () => getter.call({}));
}, "navigator describes the user agent");
