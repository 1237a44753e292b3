// A frame whose response is an image, a video or an audio file shows a media document: an
// HTML document of the response's type whose body holds an img (or, as in Chrome, a video
// element with a source) for the document's URL.
// https://html.spec.whatwg.org/multipage/document-lifecycle.html#navigate-media
"use strict";

function frameOf(t, src) {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    frame.onload = t.step_func(() => resolve(frame.contentDocument));
    frame.src = src;
    document.body.append(frame);
    t.add_cleanup(() => frame.remove());
  });
}

promise_test(async (t) => {
  const doc = await frameOf(t, "resources/image.png");
  assert_equals(doc.contentType, "image/png");
  assert_equals(doc.body.children.length, 1);
  const img = doc.body.firstElementChild;
  assert_equals(img.localName, "img");
  assert_equals(img.src, new URL("resources/image.png", location.href).href);
  assert_true(img.complete, "the image is available by the document's load");
  assert_equals(img.naturalWidth, 3);
  assert_equals(img.naturalHeight, 2);
  assert_equals(doc.createElement("DIV").localName, "div", "an HTML document");
  doc.write("<b>Heya</b>");
  assert_equals(doc.body.firstChild.localName, "b", "document.write replaces it");
  assert_equals(doc.contentType, "image/png");
  doc.close();
}, "an image response makes an image document");

promise_test(async (t) => {
  const doc = await frameOf(t, "resources/video.webm");
  assert_equals(doc.contentType, "video/webm");
  const video = doc.body.firstElementChild;
  assert_equals(video.localName, "video");
  assert_true(video.controls);
  assert_true(video.autoplay);
  assert_equals(video.getAttribute("name"), "media");
  const source = video.firstElementChild;
  assert_equals(source.localName, "source");
  assert_equals(source.src, new URL("resources/video.webm", location.href).href);
  assert_equals(source.type, "video/webm");
}, "a video response makes a media document");
