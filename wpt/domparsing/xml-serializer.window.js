// XMLSerializer on HTML documents' nodes: their XML serialization, the HTML namespace
// declared on the outermost element, as browsers write it.
// https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
"use strict";

test(() => {
  const div = document.createElement("div");
  div.innerHTML = "<b>x &amp; y</b><!--c-->";
  const serializer = new XMLSerializer();
  assert_equals(serializer.serializeToString(div), '<div xmlns="http://www.w3.org/1999/xhtml"><b>x &amp; y</b><!--c--></div>');
  assert_equals(serializer.serializeToString(div.lastChild), "<!--c-->");
  assert_equals(serializer.serializeToString(document.createTextNode("<")), "&lt;");
  const doc = new DOMParser().parseFromString("<p>1</p>", "text/html");
  assert_equals(serializer.serializeToString(doc), '<html xmlns="http://www.w3.org/1999/xhtml"><head></head><body><p>1</p></body></html>');
  assert_throws_js(TypeError, () => serializer.serializeToString({}));
}, "serializeToString gives a node's markup");
