// META: global=window,dedicatedworker
// META: title=A generated test page gets its source file's .headers
// As wptserve serves them: wrapper-headers.https.any.js.headers sends COOP and COEP, so
// the generated .any.html page (and the worker it starts) are cross-origin isolated.
test(() => {
  assert_true(self.crossOriginIsolated);
}, "the .headers of the .any.js file apply to its generated page");
