// Namespaced elements and attributes, documents of their own (DOMImplementation,
// DOMParser: never connected, so their scripts and handlers never run), and NodeIterator.
// https://dom.spec.whatwg.org/#dom-document-createelementns, https://dom.spec.whatwg.org/#interface-domimplementation,
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring,
// https://dom.spec.whatwg.org/#interface-nodeiterator
"use strict";

const SVG = "http://www.w3.org/2000/svg", HTML = "http://www.w3.org/1999/xhtml";

test(() => {
  const svg = document.createElementNS(SVG, "svg");
  assert_true(svg instanceof SVGElement);
  assert_false(svg instanceof HTMLElement);
  assert_equals(svg.namespaceURI, SVG);
  assert_equals(svg.tagName, "svg", "not uppercased outside HTML");
  svg.setAttribute("viewBox", "0 0 1 1");
  assert_equals(svg.getAttribute("viewBox"), "0 0 1 1", "attribute names keep their case");
  assert_equals(svg.getAttribute("viewbox"), null);
  svg.setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", "#a");
  assert_equals(svg.getAttributeNS("http://www.w3.org/1999/xlink", "href"), "#a");
  const div = document.createElementNS(HTML, "div");
  assert_true(div instanceof HTMLElement);
  assert_equals(div.namespaceURI, HTML);
  assert_equals(div.tagName, "DIV");
  const host = document.createElement("div");
  host.innerHTML = "<svg><circle r=1></circle></svg><math><mi>x</mi></math>";
  assert_equals(host.querySelector("circle").namespaceURI, SVG);
  assert_equals(host.lastChild.namespaceURI, "http://www.w3.org/1998/Math/MathML");
  assert_equals(Node.ELEMENT_NODE, 1);
  assert_equals(document.DOCUMENT_POSITION_FOLLOWING, 4);
}, "createElementNS, namespaced attributes, and the parser's SVG and MathML elements");

test(() => {
  assert_equals(document.implementation, document.implementation, "[SameObject]");
  const doc = document.implementation.createHTMLDocument("T");
  assert_equals(doc.nodeType, 9);
  assert_equals(doc.title, "T");
  assert_equals(doc.body.localName, "body");
  const p = doc.createElement("p");
  assert_equals(p.ownerDocument, doc);
  doc.body.appendChild(p);
  assert_true(p.isConnected, "connected: its root is a document (one without a browsing context too)");
  const adopted = document.createElement("i");
  doc.body.appendChild(adopted);
  assert_equals(adopted.ownerDocument, doc, "inserting adopts");
  document.body.appendChild(adopted);
  assert_equals(adopted.ownerDocument, document);
  adopted.remove();
  const xml = document.implementation.createDocument(null, "root", null);
  assert_equals(xml.documentElement.localName, "root");
}, "DOMImplementation makes documents of their own");

async_test((t) => {
  window.parsedRan = [];
  const doc = new DOMParser().parseFromString('<title>x</title><p id=a onclick="parsedRan.push(1)">one<script>parsedRan.push(2)<\/script><img src=none onerror="parsedRan.push(3)">', "text/html");
  assert_equals(doc.title, "x");
  assert_equals(doc.getElementById("a").firstChild.data, "one");
  assert_equals(doc.querySelectorAll("p").length, 1);
  doc.getElementById("a").click();
  const xml = new DOMParser().parseFromString("<a xmlns='urn:x'><b/></a>", "application/xml");
  assert_array_equals([xml.contentType, xml.documentElement.namespaceURI, xml.documentElement.firstChild.localName], ["application/xml", "urn:x", "b"]);
  assert_equals(new DOMParser().parseFromString("<a>", "application/xml").documentElement.localName, "parsererror");
  assert_throws_js(TypeError, () => new DOMParser().parseFromString("", "text/plain"));
  t.step_timeout(() => {
    assert_array_equals(parsedRan, [], "nothing of a parsed document runs");
    t.done();
  }, 10);
}, "DOMParser parses HTML into an inert document");

test(() => {
  const root = document.createElement("div");
  root.innerHTML = "<p>a<!--c--><b>b</b></p><i>i</i>";
  const names = (iterator) => { const list = []; for (let n; (n = iterator.nextNode());) list.push(n.nodeName); return list; };
  assert_array_equals(names(document.createNodeIterator(root)), ["DIV", "P", "#text", "#comment", "B", "#text", "I", "#text"]);
  assert_array_equals(names(document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT)), ["DIV", "P", "B", "I"]);
  const skipP = { acceptNode: (n) => (n.nodeName === "B" ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT) };
  assert_array_equals(names(document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT, skipP)), ["DIV", "P", "I"]);
  // Removing nodes while iterating (as sanitizers do) keeps the iterator on course.
  const iterator = document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT);
  const seen = [];
  for (let n; (n = iterator.nextNode());) {
    seen.push(n.nodeName);
    if (n.nodeName === "P") n.remove();
  }
  assert_array_equals(seen, ["DIV", "P", "I"]);
  assert_equals(iterator.previousNode().nodeName, "I");
}, "NodeIterator walks in tree order, filters, and survives removals");
