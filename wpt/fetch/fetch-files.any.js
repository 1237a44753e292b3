// A minimal fetch(): GET of the server's files, 404s as responses, CORS for
// cross-origin reads. https://fetch.spec.whatwg.org/#fetch-method

promise_test(async (t) => {
  const response = await fetch("resources/data.json");
  assert_true(response instanceof Response);
  assert_equals(response.status, 200);
  assert_true(response.ok);
  assert_true(response.url.endsWith("/fetch/resources/data.json"), response.url);
  assert_equals(response.headers.get("x-test"), "yes");
  assert_array_equals((await response.json()).list, [1, 2, 3]);
  assert_true(response.bodyUsed);
  await promise_rejects_js(t, TypeError, response.text(), "a body is read once");
}, "fetch() reads a file, its headers and its JSON body");

promise_test(async () => {
  const response = await fetch("resources/missing.txt");
  assert_equals(response.status, 404);
  assert_false(response.ok);
}, "a missing file is a 404 response, not a network error");

promise_test(async (t) => {
  const other = `http://www.${location.hostname}:${location.port}/fetch/resources/data.json`;
  await promise_rejects_js(t, TypeError, fetch(other));
  const allowed = `http://www.${location.hostname}:${location.port}/fetch/resources/cors.txt`;
  assert_equals(await (await fetch(allowed)).text(), "shared\n");
}, "cross-origin reads need Access-Control-Allow-Origin");
