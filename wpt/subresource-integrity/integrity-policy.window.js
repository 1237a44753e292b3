// Integrity-Policy (runtime/loader/integrity_policy.rs): a document's header blocks, before
// they are fetched, its scripts and style sheets (and their preloads) of the destinations it names that have no
// valid integrity metadata or are not fetched in CORS mode (local URLs never); a worker's
// (its script's header) blocks its importScripts().
// https://w3c.github.io/webappsec-subresource-integrity/#should-request-be-blocked-by-integrity-policy

promise_test(async () => {
  const frame = document.createElement("iframe");
  const loaded = new Promise((resolve) => { frame.onload = resolve; });
  frame.src = "resources/policy-frame.html";
  document.body.appendChild(frame);
  await loaded;
  const results = await frame.contentWindow.results;
  assert_equals(results.classic, "error", "a classic script without integrity");
  assert_equals(results.classicWithIntegrityNoCors, "error", "a no-cors classic script, though it has integrity");
  assert_equals(results.classicWithIntegrityCors, "load", "a CORS classic script with integrity");
  assert_equals(results.classicWithUnknownAlgorithm, "error", "metadata of an unknown algorithm is none");
  assert_equals(results.dataUrl, "load", "a data: URL is never blocked");
  assert_true(results.dataRan, "the data: script ran");
  assert_equals(results.module, "error", "a module script without integrity");
  assert_equals(results.moduleWithIntegrity, "load", "a module script with integrity (always CORS)");
  assert_equals(results.ran, 2, "only the two scripts with integrity in CORS mode ran");
  assert_equals(results.style, "error", "a style sheet without integrity");
  assert_equals(results.styleWithIntegrityCors, "load", "a CORS style sheet with integrity");
  // Preloads are requests of the same destinations: blocked alike.
  assert_equals(results.preloadScript, "error", "a script preload without integrity");
  assert_equals(results.modulePreload, "error", "a module preload without integrity");
  assert_equals(results.preloadStyle, "error", "a style preload without integrity");
  assert_equals(results.preloadScriptWithIntegrityCors, "load", "a CORS script preload with integrity");
}, "A document's Integrity-Policy blocks scripts and style sheets without integrity metadata");

promise_test(async () => {
  const worker = new Worker("resources/policy-worker.js");
  const data = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  assert_equals(data.imported, "NetworkError", "importScripts() of a URL is blocked");
  assert_equals(data.dataImported, "ran", "importScripts() of a data: URL is not");
}, "A worker's Integrity-Policy blocks its importScripts()");
