// XMLHttpRequest in a window: HTML documents as responses, the Resource Timing entry, and
// what synchronous requests may not do there.
// https://xhr.spec.whatwg.org/

const loadend = (xhr) => new Promise((resolve) => xhr.addEventListener("loadend", resolve));

promise_test(async () => {
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "resources/page.html");
  xhr.responseType = "document";
  xhr.send();
  await loadend(xhr);
  assert_true(xhr.response instanceof Document);
  assert_equals(xhr.response, xhr.responseXML, "the same document");
  assert_equals(xhr.response.getElementById("p").textContent, "para");
  assert_equals(xhr.response.title, "doc");
  assert_throws_dom("InvalidStateError", () => xhr.responseText);

  const plain = new XMLHttpRequest();
  plain.open("GET", "resources/page.html");
  plain.send();
  await loadend(plain);
  assert_equals(plain.responseXML, null, "HTML is parsed only for responseType document");
}, "responseType document parses an HTML response");

promise_test(async () => {
  const observed = new Promise((resolve) => new PerformanceObserver((list, observer) => {
    const entries = list.getEntries().filter((e) => e.name.endsWith("/xhr/resources/data.json"));
    if (entries.length) { observer.disconnect(); resolve(entries[0]); }
  }).observe({ type: "resource" }));
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "resources/data.json");
  xhr.send();
  const entry = await observed;
  assert_equals(entry.initiatorType, "xmlhttprequest");
  assert_equals(entry.responseStatus, 200);
  assert_equals(entry.encodedBodySize, '{"list": [1, 2, 3]}\n'.length);
}, "a request makes a resource entry whose initiatorType is xmlhttprequest");

test(() => {
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "resources/text.txt", false);
  assert_throws_dom("InvalidAccessError", () => { xhr.timeout = 10; });
  assert_throws_dom("InvalidAccessError", () => { xhr.responseType = "json"; });
  const timed = new XMLHttpRequest();
  timed.timeout = 10;
  assert_throws_dom("InvalidAccessError", () => timed.open("GET", "resources/text.txt", false));
}, "a document's synchronous requests take no timeout and no response type");
