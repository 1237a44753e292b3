// XMLSerializer on framescope's (HTML documents') nodes.
// https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
"use strict";

test(() => {
  const div = document.createElement("div");
  div.innerHTML = "<b>x &amp; y</b><!--c-->";
  const serializer = new XMLSerializer();
  assert_equals(serializer.serializeToString(div), "<div><b>x &amp; y</b><!--c--></div>");
  assert_equals(serializer.serializeToString(div.lastChild), "<!--c-->");
  assert_equals(serializer.serializeToString(document.createTextNode("<")), "&lt;");
  const doc = new DOMParser().parseFromString("<p>1</p>", "text/html");
  assert_equals(serializer.serializeToString(doc), "<html><head></head><body><p>1</p></body></html>");
  assert_throws_js(TypeError, () => serializer.serializeToString({}));
}, "serializeToString gives a node's markup");
