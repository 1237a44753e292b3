// document.open() on a frame's document stops its navigable's ongoing navigation (HTML's
// document open steps, step 8: "stop loading"), and so does the frame's window.stop();
// the frame then no longer delays its parent's load event, which fires once nothing else
// delays it (it must not wait for the navigation that was taken back).
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
// https://html.spec.whatwg.org/multipage/document-lifecycle.html#nav-stop
"use strict";

function loadedMessage(t) {
  return new Promise((resolve) => {
    const listener = t.step_func((event) => {
      if (!event.data || event.data.loaded === undefined) return;
      removeEventListener("message", listener);
      resolve(event.data);
    });
    addEventListener("message", listener);
  });
}

promise_test(async (t) => {
  const message = loadedMessage(t);
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/open-stops-navigation.html";
  document.body.appendChild(iframe);
  const data = await message;
  assert_equals(data.loaded, "complete", "the document's load fired");
  assert_equals(iframe.contentDocument.querySelector("iframe").contentDocument.body?.textContent ?? "", "",
    "the stopped navigation never committed (the frame keeps its opened document)");
}, "a frame navigation stopped by document.open() no longer holds up its parent's load");

promise_test(async (t) => {
  const message = loadedMessage(t);
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/open-stops-navigation.html?stop";
  document.body.appendChild(iframe);
  const data = await message;
  assert_equals(data.loaded, "complete", "the document's load fired");
}, "a frame navigation stopped by window.stop() no longer holds up its parent's load");
