// A frame whose response is a text file (text/plain, application/json, text/css) shows an
// HTML document holding the text in a pre element, not markup parsed from it.
// https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-text
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

for (const [file, type, text] of [
  ["text-file.txt", "text/plain", "a <b>bold</b> & more\nsecond line\n"],
  ["text-file.json", "application/json", '{"a": "<x>"}\n'],
  ["text-file.css", "text/css", "p { color: red }\n"],
]) {
  promise_test(async (t) => {
    const doc = await frameOf(t, "resources/" + file);
    assert_equals(doc.contentType, type);
    assert_equals(doc.body.children.length, 1);
    const pre = doc.body.firstElementChild;
    assert_equals(pre.localName, "pre");
    assert_equals(pre.textContent, text, "the text as it is, no markup parsed");
    assert_equals(doc.getElementsByTagName("b").length, 0);
    // An HTML document all the same.
    assert_equals(doc.createElement("DIV").localName, "div");
    assert_equals(doc.documentElement.outerHTML.startsWith("<html><head></head><body><pre>"), true);
  }, `a ${type} response makes a text document`);
}
