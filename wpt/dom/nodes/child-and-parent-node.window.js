// ChildNode, ParentNode and NonDocumentTypeChildNode members, and insertAdjacentElement/Text.
// https://dom.spec.whatwg.org/#interface-childnode, https://dom.spec.whatwg.org/#interface-parentnode
"use strict";

test(() => {
  const parent = document.createElement("div");
  parent.innerHTML = "a<i></i>b<b></b>c<u></u>";
  const [, i, , b, , u] = parent.childNodes;
  assert_equals(i.nextElementSibling, b);
  assert_equals(b.previousElementSibling, i);
  assert_equals(u.nextElementSibling, null);
  assert_equals(parent.firstChild.nextElementSibling, i, "from a text node too");
  assert_equals(parent.lastElementChild, u);
  assert_equals(parent.childElementCount, 3);
  b.replaceWith("x", document.createElement("s"));
  assert_equals(parent.innerHTML, "a<i></i>bx<s></s>c<u></u>");
  i.replaceWith(u);
  assert_equals(parent.innerHTML, "a<u></u>bx<s></s>c");
  parent.replaceChildren(document.createElement("p"), "t");
  assert_equals(parent.innerHTML, "<p></p>t");
  parent.replaceChildren();
  assert_equals(parent.childNodes.length, 0);
}, "replaceWith, replaceChildren and the element siblings");

test(() => {
  const parent = document.createElement("div");
  const target = document.createElement("span");
  parent.appendChild(target);
  assert_equals(target.insertAdjacentElement("beforebegin", document.createElement("i")).localName, "i");
  target.insertAdjacentText("afterbegin", "in");
  target.insertAdjacentElement("afterend", document.createElement("b"));
  assert_equals(parent.innerHTML, "<i></i><span>in</span><b></b>");
  assert_equals(document.createElement("p").insertAdjacentElement("afterend", document.createElement("i")), null, "no parent");
  assert_throws_dom("SyntaxError", () => target.insertAdjacentText("inside", "x"));
  assert_throws_js(TypeError, () => target.insertAdjacentElement("afterbegin", "text"));
}, "insertAdjacentElement and insertAdjacentText");
