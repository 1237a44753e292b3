// META: global=window,dedicatedworker,sharedworker
// XMLHttpRequest against the server's static files (upstream xhr/ tests mostly need
// wptserve's Python handlers): its states and events in order, response types, headers,
// upload events, abort, errors, CORS with its preflight, synchronous requests.
// https://xhr.spec.whatwg.org/

// Every event at `xhr` and its upload object, as xhr/resources/xmlhttprequest-event-order.js
// records them: readyState numbers and `type(loaded,total,lengthComputable)`.
function record(xhr) {
  const events = [];
  xhr.addEventListener("readystatechange", () => events.push(xhr.readyState));
  for (const type of ["loadstart", "progress", "abort", "timeout", "error", "load", "loadend"]) {
    const push = (prefix) => (e) => events.push(`${prefix}${e.type}(${e.loaded},${e.total},${e.lengthComputable})`);
    xhr.addEventListener(type, push(""));
    xhr.upload.addEventListener(type, push("upload."));
  }
  return events;
}
const loadend = (xhr) => new Promise((resolve) => xhr.addEventListener("loadend", resolve));
const textLength = "hello, xhr\n".length;
const remote = (path) => `${location.protocol}//www.${location.hostname}:${location.port}/xhr/resources/${path}`;

promise_test(async () => {
  const xhr = new XMLHttpRequest();
  const events = record(xhr);
  xhr.open("GET", "resources/text.txt");
  assert_equals(xhr.readyState, XMLHttpRequest.OPENED);
  xhr.send();
  assert_array_equals(events, [1, "loadstart(0,0,false)"], "loadstart is fired in send()");
  await loadend(xhr);
  const n = textLength;
  assert_array_equals(events, [1, "loadstart(0,0,false)", 2, 3, `progress(${n},${n},true)`, 4, `load(${n},${n},true)`, `loadend(${n},${n},true)`]);
  assert_equals(xhr.status, 200);
  assert_equals(xhr.statusText, "Fine Indeed", "the Status line's text");
  assert_equals(xhr.responseText, "hello, xhr\n");
  assert_equals(xhr.response, "hello, xhr\n");
  assert_equals(xhr.responseURL, new URL("resources/text.txt", location.href).href);
  assert_equals(xhr.getResponseHeader("X-TEST"), "yes");
  assert_equals(xhr.getResponseHeader("status"), null, "the hosts' Status line is no header");
  assert_equals(xhr.getAllResponseHeaders(), "content-type: text/plain;charset=utf-8\r\nx-test: yes\r\n");
}, "an asynchronous GET: states, events in order, status, text and headers");

promise_test(async () => {
  const types = { json: (r) => assert_array_equals(r.list, [1, 2, 3]), arraybuffer: (r) => assert_equals(r.byteLength, 20),
    text: (r) => assert_equals(r, '{"list": [1, 2, 3]}\n') };
  for (const [type, check] of Object.entries(types)) {
    const xhr = new XMLHttpRequest();
    xhr.open("GET", "resources/data.json");
    xhr.responseType = type;
    assert_equals(xhr.response, type === "text" ? "" : null, `${type}: before the response`);
    xhr.send();
    await loadend(xhr);
    check(xhr.response);
    assert_equals(xhr.response, xhr.response, `${type}: the same object each time`);
    if (type !== "text") assert_throws_dom("InvalidStateError", () => xhr.responseText);
  }
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "resources/data.json");
  xhr.responseType = "blob";
  xhr.send();
  await loadend(xhr);
  assert_true(xhr.response instanceof Blob);
  assert_equals(xhr.response.type, "application/json");
  assert_equals(await xhr.response.text(), '{"list": [1, 2, 3]}\n');
  xhr.responseType = "nonsense";
  assert_equals(xhr.responseType, "blob", "an invalid value is ignored");
  assert_throws_dom("InvalidStateError", () => { xhr.responseType = "text"; }, "not once done");
}, "responseType json, arraybuffer, text and blob");

promise_test(async () => {
  const xhr = new XMLHttpRequest();
  const events = record(xhr);
  xhr.open("POST", "resources/text.txt");
  xhr.send("12345");
  await loadend(xhr);
  const n = textLength;
  assert_array_equals(events, [1, "loadstart(0,0,false)", "upload.loadstart(0,5,true)", "upload.progress(5,5,true)",
    "upload.load(5,5,true)", "upload.loadend(5,5,true)", 2, 3, `progress(${n},${n},true)`, 4, `load(${n},${n},true)`,
    `loadend(${n},${n},true)`]);
}, "a POST with upload listeners: the upload's events come first");

promise_test(async () => {
  const xhr = new XMLHttpRequest();
  const events = record(xhr);
  xhr.open("GET", "resources/text.txt");
  xhr.send();
  xhr.abort();
  assert_array_equals(events, [1, "loadstart(0,0,false)", 4, "abort(0,0,false)", "loadend(0,0,false)"]);
  assert_equals(xhr.readyState, XMLHttpRequest.UNSENT, "done, then unsent");
  assert_equals(xhr.status, 0);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert_equals(events.length, 5, "nothing after the abort");
}, "abort() after send()");

promise_test(async () => {
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "resources/missing.txt");
  xhr.send();
  await loadend(xhr);
  assert_equals(xhr.status, 404);
  assert_equals(xhr.statusText, "Not Found");
}, "a missing file is a 404 response (a load, not an error)");

test(() => {
  const xhr = new XMLHttpRequest();
  assert_throws_dom("InvalidStateError", () => xhr.send());
  assert_throws_dom("InvalidStateError", () => xhr.setRequestHeader("X-A", "b"));
  assert_throws_dom("SyntaxError", () => xhr.open("GE T", "x"));
  assert_throws_dom("SecurityError", () => xhr.open("trace", "x"));
  assert_throws_dom("SyntaxError", () => xhr.open("GET", "http://[bad"));
  assert_throws_js(TypeError, () => xhr.open("GET"));
  xhr.open("get", "x");
  assert_throws_dom("SyntaxError", () => xhr.setRequestHeader("X A", "b"));
  assert_throws_dom("SyntaxError", () => xhr.setRequestHeader("X-A", "b\nc"));
  assert_throws_js(TypeError, () => xhr.setRequestHeader("X-A", "\u0100"));
  assert_equals(XMLHttpRequest.DONE, 4);
  assert_equals(xhr.LOADING, 3);
  assert_throws_js(TypeError, () => XMLHttpRequestUpload.prototype.constructor.call({}));
  assert_throws_js(TypeError, () => new XMLHttpRequestEventTarget());
}, "open() and setRequestHeader() check their arguments and the state");

test(() => {
  const xhr = new XMLHttpRequest();
  const events = record(xhr);
  xhr.open("GET", "resources/text.txt", false);
  xhr.send();
  const n = textLength;
  assert_array_equals(events, [1, 4, `load(${n},${n},true)`, `loadend(${n},${n},true)`]);
  assert_equals(xhr.responseText, "hello, xhr\n");
  const blocked = new XMLHttpRequest();
  blocked.open("GET", remote("nocors.txt"), false);
  assert_throws_dom("NetworkError", () => blocked.send());
  assert_equals(blocked.readyState, 4);
}, "synchronous requests: no progress events; a network error throws");

promise_test(async () => {
  const allowed = new XMLHttpRequest();
  allowed.open("GET", remote("cors.txt"));
  allowed.send();
  await loadend(allowed);
  assert_equals(allowed.responseText, "shared\n");
  assert_equals(allowed.getResponseHeader("x-hidden"), null, "not exposed");
  assert_equals(allowed.getResponseHeader("x-shown"), "2", "exposed");
  assert_equals(allowed.getResponseHeader("content-type"), "text/plain", "safelisted");

  const blocked = new XMLHttpRequest();
  const events = record(blocked);
  blocked.open("GET", remote("nocors.txt"));
  blocked.send();
  await loadend(blocked);
  assert_array_equals(events, [1, "loadstart(0,0,false)", 4, "error(0,0,false)", "loadend(0,0,false)"]);
  assert_equals(blocked.status, 0);
  assert_equals(blocked.responseText, "");
}, "cross-origin requests: CORS decides, and hides the headers it does not expose");

promise_test(async () => {
  const outcome = async (method, path, header) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, remote(path));
    if (header) xhr.setRequestHeader(header, "1");
    xhr.send();
    await loadend(xhr);
    return xhr.status;
  };
  assert_equals(await outcome("PUT", "put.txt"), 200, "allowed method");
  assert_equals(await outcome("PUT", "put.txt", "X-Custom"), 200, "allowed method and header");
  assert_equals(await outcome("PUT", "put.txt", "X-Other"), 0, "a header the preflight does not allow");
  assert_equals(await outcome("DELETE", "put.txt"), 0, "a method the preflight does not allow");
  assert_equals(await outcome("PUT", "cors.txt"), 0, "no Access-Control-Allow-Methods");
  assert_equals(await outcome("POST", "cors.txt"), 200, "a safelisted method needs no preflight");
}, "a cross-origin request with an unsafe method or header needs the preflight's consent");

test(() => {
  const event = new ProgressEvent("progress", { lengthComputable: true, loaded: 1.5, total: -1, bubbles: true });
  assert_true(event instanceof Event);
  assert_equals(event.loaded, 1.5, "a double");
  assert_equals(event.total, -1, "a double");
  assert_throws_js(TypeError, () => new ProgressEvent("x", { loaded: NaN }));
  assert_true(event.lengthComputable);
  assert_true(event.bubbles);
  assert_false(event.isTrusted);
  assert_equals(new ProgressEvent("x").total, 0);
}, "ProgressEvent");
