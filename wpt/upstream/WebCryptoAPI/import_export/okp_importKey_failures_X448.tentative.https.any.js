// META: title=WebCryptoAPI: importKey() for Failures
// META: timeout=long
// META: script=../util/helpers.js
// META: script=okp_importKey_failures_fixtures.js
// META: script=importKey_failures.js


run_test(["X448"]);
