// HTML's srcdoc attribute: an iframe with one navigates to about:srcdoc, whose document
// is the attribute's value, same origin as its parent, with its parent's base URL as its
// fallback base URL; setting, changing or removing it navigates the frame again, and its
// src is ignored while it is there. The container's name is the frame's target name.
// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-srcdoc
// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url

const loaded = (iframe) => new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = "<p>from srcdoc</p><script src='srcdoc-resources.js'></" + "script><iframe name=inner></iframe>";
  iframe.src = "a.html";
  const load = loaded(iframe);
  document.body.append(iframe);
  await load;
  const w = iframe.contentWindow;
  assert_equals(w.location.href, "about:srcdoc");
  assert_equals(iframe.contentDocument.querySelector("p").textContent, "from srcdoc");
  assert_equals(w.origin, self.origin, "the parent's origin");
  assert_equals(iframe.contentDocument.baseURI, document.baseURI, "the parent's base URL");
  assert_equals(w.srcdocScript, new URL("srcdoc-resources.js", location.href).href,
    "a relative script src resolves against it");
  assert_equals(w.length, 1, "its own frames");
  assert_equals(w.inner, w[0], "named by their name attribute");
}, "an iframe with srcdoc loads about:srcdoc (its src ignored)");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = "<b>one</b>";
  let load = loaded(iframe);
  document.body.append(iframe);
  await load;
  const w = iframe.contentWindow;
  load = loaded(iframe);
  iframe.srcdoc = "<b>two</b>";
  await load;
  assert_equals(iframe.contentDocument.body.innerHTML, "<b>two</b>", "changing srcdoc navigates");
  assert_equals(iframe.contentWindow, w, "the same WindowProxy");
  load = loaded(iframe);
  iframe.src = "a.html";
  iframe.removeAttribute("srcdoc");
  await load;
  assert_equals(iframe.contentWindow.location.href, new URL("a.html", location.href).href,
    "removing srcdoc navigates to the src");
}, "setting, changing and removing srcdoc navigate the frame");

test(() => {
  const iframe = document.createElement("iframe");
  iframe.name = "A";
  document.body.append(iframe);
  const w = iframe.contentWindow;
  assert_equals(w.name, "A", "the container's name");
  w.name = "B";
  assert_equals(iframe.name, "A", "the attribute stays");
  assert_equals(w.name, "B");
  iframe.name = "C";
  assert_equals(w.name, "C", "a new name attribute renames the browsing context");
  iframe.remove();
  assert_equals(w.name, "", "a window with no browsing context has no name");
}, "a frame's name attribute is its browsing context's target name");
