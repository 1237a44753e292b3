// DocumentFragment, cloneNode, importNode, compareDocumentPosition, normalize.
// https://dom.spec.whatwg.org/#interface-documentfragment, https://dom.spec.whatwg.org/#dom-node-clonenode
"use strict";

test(() => {
  const fragment = document.createDocumentFragment();
  assert_true(fragment instanceof DocumentFragment);
  assert_equals(fragment.nodeType, 11);
  assert_equals(fragment.nodeName, "#document-fragment");
  fragment.append("text", document.createElement("i"));
  fragment.appendChild(document.createElement("b"));
  const parent = document.createElement("div");
  parent.appendChild(document.createElement("u"));
  parent.insertBefore(fragment, parent.firstChild);
  assert_equals(parent.innerHTML, "text<i></i><b></b><u></u>");
  assert_equals(fragment.childNodes.length, 0, "inserting a fragment moves its children");
  assert_equals(new DocumentFragment().nodeType, 11);
  assert_equals(new Text("t").data, "t");
  assert_equals(new Comment("c").nodeType, 8);
}, "A DocumentFragment's children are inserted in its place");

test(() => {
  const div = document.createElement("div");
  div.innerHTML = '<p id="a" class="b">x<i>y</i></p>';
  const shallow = div.firstChild.cloneNode();
  assert_equals(shallow.outerHTML, '<p id="a" class="b"></p>');
  const deep = div.cloneNode(true);
  assert_equals(deep.innerHTML, div.innerHTML);
  assert_not_equals(deep.firstChild, div.firstChild);
  assert_equals(deep.parentNode, null);
  deep.firstChild.setAttribute("id", "changed");
  assert_equals(div.firstChild.id, "a", "the clone's attributes are its own");
  assert_equals(document.importNode(div, true).innerHTML, div.innerHTML);
}, "cloneNode copies attributes, and children when deep");

// https://dom.spec.whatwg.org/#concept-node-clone step 2: a document's clone has its URL,
// content type and encoding, no browsing context, and (deep) clones of its children.
test(() => {
  const shallow = document.cloneNode();
  assert_true(shallow instanceof Document);
  assert_equals(shallow.childNodes.length, 0);
  assert_equals(shallow.URL, document.URL);
  assert_equals(shallow.contentType, document.contentType);
  assert_equals(shallow.characterSet, document.characterSet);
  assert_equals(shallow.defaultView, null);
  const deep = document.cloneNode(true);
  assert_equals(deep.documentElement.outerHTML, document.documentElement.outerHTML);
  assert_not_equals(deep.body, document.body);
  assert_equals(deep.body.ownerDocument, deep);
  const xml = document.implementation.createDocument("urn:x", "root", null).cloneNode(true);
  assert_true(xml instanceof XMLDocument);
  assert_equals(xml.documentElement.namespaceURI, "urn:x");
  assert_throws_dom("NotSupportedError", () => document.importNode(document));
}, "cloning a document");

test(() => {
  const parent = document.createElement("div");
  parent.innerHTML = "<i></i><b><u></u></b>";
  const [i, b] = parent.childNodes;
  const u = b.firstChild;
  assert_equals(i.compareDocumentPosition(b), Node.DOCUMENT_POSITION_FOLLOWING ?? 4);
  assert_equals(b.compareDocumentPosition(i), 2);
  assert_equals(b.compareDocumentPosition(u), 0x10 | 0x04);
  assert_equals(u.compareDocumentPosition(b), 0x08 | 0x02);
  assert_equals(i.compareDocumentPosition(i), 0);
  assert_true((i.compareDocumentPosition(document.body) & 0x01) !== 0, "another tree: disconnected");
  assert_equals(u.getRootNode(), parent);
}, "compareDocumentPosition and getRootNode");

test(() => {
  const p = document.createElement("p");
  p.append("a", "", "b", document.createElement("i"), "c");
  p.normalize();
  assert_equals(p.childNodes.length, 3);
  assert_equals(p.firstChild.data, "ab");
}, "normalize merges adjacent text nodes and drops empty ones");
