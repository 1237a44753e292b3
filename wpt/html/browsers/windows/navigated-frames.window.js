// https://html.spec.whatwg.org/multipage/document-sequences.html#windowproxy

function loaded(iframe) {
  return new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
}

promise_test(async () => {
  const iframe = document.createElement("iframe");
  iframe.src = "resources/a.html";
  document.body.append(iframe);
  await loaded(iframe);
  const proxy = iframe.contentWindow;
  assert_equals(proxy.marker, "a");
  iframe.src = "resources/b.html";
  await loaded(iframe);
  assert_equals(iframe.contentWindow, proxy, "the WindowProxy stays");
  assert_equals(proxy.marker, "b");
  assert_equals(proxy.frameElement, iframe);
  iframe.remove();
  assert_equals(iframe.contentWindow, null);
}, "a frame's WindowProxy survives navigation; removing the frame detaches it");
