// Posting a performance entry throws a DataCloneError, as structuredClone does.
// https://html.spec.whatwg.org/multipage/web-messaging.html#window-post-message-steps

test(() => {
  const [navigation] = performance.getEntriesByType("navigation");
  assert_throws_dom("DataCloneError", () => window.postMessage(navigation, "*"));
  assert_throws_dom("DataCloneError", () => window.postMessage(performance.timing, "*"));
  assert_throws_dom("DataCloneError", () => window.postMessage(new Event("x"), "*"));
  assert_throws_dom("DataCloneError", () => window.postMessage(document, "*"));
}, "postMessage of the navigation entry, performance.timing, an event or the document throws");
