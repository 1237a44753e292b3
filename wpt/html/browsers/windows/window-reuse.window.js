// HTML's "create and initialize a Document object" step 7: a navigable whose active
// document is its initial about:blank reuses that document's Window for a new document of
// the same origin (origin-domain): what was put on the window — properties, listeners on
// it and on its `navigation` — stays; a cross-origin document, and any later document,
// gets a new Window. The WindowProxy is the same object throughout.
// https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object

const here = (path) => new URL(path, location.href).href;
const loaded = (iframe) => new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));

promise_test(async () => {
  const iframe = document.body.appendChild(document.createElement("iframe"));
  const blank = iframe.contentWindow;
  const blankDocument = iframe.contentDocument;
  blank.expando = { from: "parent" };
  const kept = blank.expando;
  iframe.src = "resources/a.html";
  await loaded(iframe);
  assert_equals(iframe.contentWindow, blank, "the same WindowProxy");
  assert_equals(iframe.contentDocument.URL, here("resources/a.html"), "the new document");
  assert_not_equals(iframe.contentDocument, blankDocument, "a new Document");
  assert_equals(blank.expando, kept, "the expando is the same object");
  assert_equals(blank.marker, "a", "the new document's script ran in the same Window");
  assert_equals(blank.document, iframe.contentDocument, "window.document is the new one");
  assert_equals(blankDocument.defaultView, null, "the about:blank document has no window now");
  assert_equals(blank.document.readyState, "complete");
  iframe.remove();
}, "a frame's first same-origin navigation keeps the initial about:blank's Window (expando)");

promise_test(async () => {
  const iframe = document.body.appendChild(document.createElement("iframe"));
  const blank = iframe.contentWindow;
  const seen = [];
  blank.addEventListener("load", (event) => seen.push("load " + event.target.URL));
  blank.addEventListener("hashchange", () => seen.push("hashchange"));
  iframe.src = "resources/a.html";
  await loaded(iframe);
  assert_array_equals(seen, ["load " + here("resources/a.html")], "the about:blank's listener saw the new document's load");
  blank.location.hash = "x";
  await new Promise((resolve) => blank.addEventListener("hashchange", resolve, { once: true }));
  assert_array_equals(seen, ["load " + here("resources/a.html"), "hashchange"]);
  iframe.remove();
}, "listeners added on the initial about:blank's window hear the new document's events");

promise_test(async () => {
  const iframe = document.body.appendChild(document.createElement("iframe"));
  const blank = iframe.contentWindow;
  const navigation = blank.navigation;
  const navigated = [];
  navigation.addEventListener("navigate", (event) => navigated.push(event.destination.url));
  iframe.src = "resources/a.html";
  await loaded(iframe);
  assert_equals(blank.navigation, navigation, "the same Navigation object");
  assert_equals(navigation.currentEntry.url, here("resources/a.html"), "its entries are the new document's");
  assert_equals(navigation.entries().length, 1);
  blank.location.hash = "y";
  assert_array_equals(navigated, [here("resources/a.html#y")], "the listener hears the new document's navigations");
  iframe.remove();
}, "a navigate listener on the initial about:blank's window.navigation stays");

promise_test(async (t) => {
  const iframe = document.body.appendChild(document.createElement("iframe"));
  iframe.contentWindow.expando = 1;
  const report = new Promise((resolve) => {
    const listener = (event) => {
      if (!event.data?.reuseReport) return;
      window.removeEventListener("message", listener);
      resolve(event.data);
    };
    window.addEventListener("message", listener);
  });
  t.add_cleanup(() => iframe.remove());
  // (A data: URL's document has an opaque origin: cross-origin to the about:blank.)
  iframe.src = "data:text/html,<script>parent.postMessage({ reuseReport: true, expando: typeof window.expando, origin: self.origin }, '*')</" + "script>";
  const data = await report;
  assert_equals(data.origin, "null", "the opaque-origin document loaded");
  assert_equals(data.expando, "undefined", "a cross-origin document gets a new Window");
}, "a cross-origin first navigation gets a new Window");

promise_test(async () => {
  const iframe = document.body.appendChild(document.createElement("iframe"));
  const blank = iframe.contentWindow;
  blank.expando = 1;
  iframe.src = "resources/a.html";
  await loaded(iframe);
  assert_equals(blank.expando, 1, "the first document reused the Window");
  iframe.src = "resources/b.html";
  await loaded(iframe);
  assert_equals(iframe.contentWindow, blank, "the same WindowProxy");
  assert_equals(iframe.contentDocument.URL, here("resources/b.html"));
  assert_equals(blank.expando, undefined, "the second document has a new Window");
  iframe.remove();
}, "a second navigation gets a new Window");

promise_test(async () => {
  const iframe = document.createElement("iframe");
  iframe.src = "about:blank";
  document.body.appendChild(iframe);
  await loaded(iframe);
  iframe.contentWindow.expando = 1;
  iframe.src = "resources/a.html";
  await loaded(iframe);
  assert_equals(iframe.contentWindow.expando, undefined, "a new Window");
}, "after the load of a src=about:blank frame, its document is not the initial about:blank");

promise_test(async () => {
  const iframe = document.body.appendChild(document.createElement("iframe"));
  const blank = iframe.contentWindow;
  const before = blank.performance.getEntriesByType("navigation")[0];
  blank.performance.mark("in-about-blank");
  iframe.src = "resources/a.html";
  await loaded(iframe);
  const entries = blank.performance.getEntriesByType("navigation");
  assert_equals(entries.length, 1, "one navigation entry");
  assert_not_equals(entries[0], before, "the new document's");
  assert_equals(entries[0].name, here("resources/a.html"));
  assert_equals(blank.performance.getEntriesByName("in-about-blank").length, 0, "the about:blank's marks went with it");
  iframe.remove();
}, "the new document has its own performance timeline in the reused Window");
