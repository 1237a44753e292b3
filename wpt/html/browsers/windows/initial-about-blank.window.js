// HTML's "create a new child navigable": an iframe gets its initial about:blank document
// when it is inserted, so its contentWindow and contentDocument are there at once (made on
// first use: framescope, like Chrome's lazy script contexts, makes no realm for a frame
// given a src before anyone looked); without a src that document stays, its load event in
// a task; a src replaces it later, with the one load event of the src's document, in the
// same Window when it is same origin (window-reuse.window.js). (Chrome fires the src-less
// load event during the insertion.)
// https://html.spec.whatwg.org/multipage/document-sequences.html#create-a-new-child-navigable
// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes

test(() => {
  const log = [];
  Promise.resolve().then(() => log.push("microtask"));
  const iframe = document.createElement("iframe");
  iframe.onload = () => log.push("load " + iframe.contentDocument.URL);
  document.body.appendChild(iframe);
  log.push("appended");
  assert_not_equals(iframe.contentWindow, null, "contentWindow");
  assert_equals(iframe.contentWindow.parent, window);
  const doc = iframe.contentDocument;
  assert_equals(doc.URL, "about:blank");
  assert_not_equals(doc.body, null, "a body");
  assert_equals(iframe.contentWindow.location.origin, location.origin, "the creator's origin");
  assert_array_equals(log, ["appended"], "no microtask ran inside the script");
}, "a src-less iframe has its about:blank window and document when appendChild returns");

promise_test(async () => {
  const iframe = document.body.appendChild(document.createElement("iframe"));
  const before = iframe.contentWindow;
  await new Promise((resolve) => { iframe.onload = resolve; });
  assert_equals(iframe.contentWindow, before, "the same window after its load event");
  assert_equals(iframe.contentDocument.URL, "about:blank");
  iframe.remove();
}, "its load event follows; the document stays");

promise_test(async () => {
  const iframe = document.createElement("iframe");
  document.body.appendChild(iframe);
  const blank = iframe.contentWindow;
  blank.initialOnly = 1;
  iframe.src = "resources/a.html";
  await new Promise((resolve) => { iframe.onload = resolve; });
  assert_equals(iframe.contentWindow, blank, "the same WindowProxy");
  assert_equals(iframe.contentDocument.URL, new URL("resources/a.html", location.href).href);
  assert_equals(iframe.contentWindow.initialOnly, 1, "the same Window behind it (HTML reuses it: same origin)");
  iframe.remove();
}, "a src set later replaces the initial about:blank document; the WindowProxy stays");

test(() => {
  const iframe = document.createElement("iframe");
  document.body.appendChild(iframe);
  const doc = iframe.contentDocument;
  doc.body.appendChild(doc.createElement("p")).textContent = "written";
  assert_equals(iframe.contentWindow.document.querySelector("p").textContent, "written");
  iframe.remove();
}, "the initial document can be built from the parent at once");

promise_test(async () => {
  const iframe = document.createElement("iframe");
  iframe.src = "resources/a.html";
  let loads = 0;
  iframe.onload = () => { loads++; };
  document.body.appendChild(iframe);
  const blank = iframe.contentWindow;
  assert_not_equals(blank, null, "contentWindow at once");
  assert_equals(iframe.contentDocument.URL, "about:blank", "the initial document first");
  assert_equals(blank.location.origin, location.origin, "the creator's origin");
  blank.initialOnly = 1;
  await new Promise((resolve) => { iframe.addEventListener("load", resolve); });
  assert_equals(iframe.contentWindow, blank, "the same WindowProxy");
  assert_equals(iframe.contentDocument.URL, new URL("resources/a.html", location.href).href);
  assert_equals(iframe.contentWindow.initialOnly, 1, "the same Window behind it (HTML reuses it: same origin)");
  assert_equals(loads, 1, "one load event: the src's document's");
  iframe.remove();
}, "an iframe given a src before insertion has an about:blank window until the src loads");

promise_test(async () => {
  const before = window.length;
  const withSrc = document.createElement("iframe");
  withSrc.src = "resources/a.html";
  document.body.appendChild(withSrc);
  const without = document.body.appendChild(document.createElement("iframe"));
  assert_equals(window.length, before + 2, "both frames count at once, the one with a src too");
  assert_equals(window[before], withSrc.contentWindow, "window[i] in insertion order");
  assert_equals(window[before + 1], without.contentWindow);
  assert_equals(window[before].location.href, "about:blank", "the src's document is not there yet");
  await new Promise((resolve) => { withSrc.onload = resolve; });
  assert_equals(window.length, before + 2, "the src's document replaced the initial one");
  assert_equals(window[before], withSrc.contentWindow, "the same WindowProxy at the same index");
  assert_equals(window[before].location.href, new URL("resources/a.html", location.href).href);
  withSrc.remove();
  without.remove();
}, "window.length and window[i] count a frame given a src from its insertion");

promise_test(async () => {
  const before = window.length;
  const first = document.createElement("iframe");
  first.src = "resources/a.html";
  document.body.appendChild(first);
  const second = document.body.appendChild(document.createElement("iframe"));
  // Reaching the second frame first still leaves the frames in insertion order.
  assert_equals(second.contentDocument.URL, "about:blank");
  assert_equals(window[before], first.contentWindow, "the first inserted is window[i]");
  assert_equals(window[before + 1], second.contentWindow);
  await new Promise((resolve) => { first.onload = resolve; });
  first.remove();
  second.remove();
}, "reaching a later frame first keeps window[i] in insertion order");
