// Element's classList (DOMTokenList), attributes (NamedNodeMap and Attr), toggleAttribute,
// hasAttributes.
// https://dom.spec.whatwg.org/#interface-domtokenlist, https://dom.spec.whatwg.org/#interface-namednodemap
"use strict";

test(() => {
  const e = document.createElement("div");
  e.className = "  a b a ";
  const list = e.classList;
  assert_equals(list, e.classList, "[SameObject]");
  assert_equals(list.length, 2, "duplicates count once");
  assert_true(list.contains("a"));
  assert_equals(list.item(1), "b");
  assert_equals(list.item(5), null);
  list.add("c", "a");
  assert_equals(e.className, "a b c");
  list.remove("a");
  assert_equals(e.className, "b c");
  assert_true(list.toggle("d"));
  assert_false(list.toggle("d"));
  assert_true(list.toggle("b", true));
  assert_false(list.toggle("e", false));
  assert_true(list.replace("b", "z"));
  assert_equals(list.value, "z c");
  assert_equals([...list].join(), "z,c");
  assert_throws_dom("SyntaxError", () => list.add(""));
  assert_throws_dom("InvalidCharacterError", () => list.add("a b"));
  e.classList = "x y";
  assert_equals(e.className, "x y", "[PutForwards=value]");
  assert_equals(Object.prototype.toString.call(list), "[object DOMTokenList]");
}, "classList is the class attribute as an ordered set");

test(() => {
  const e = document.createElement("div");
  e.setAttribute("id", "i");
  e.setAttribute("title", "t");
  const map = e.attributes;
  assert_equals(map, e.attributes, "[SameObject]");
  assert_equals(map.length, 2);
  assert_equals(map[0].name, "id");
  assert_equals(map.item(1).value, "t");
  assert_equals(map.title.value, "t");
  assert_equals(map.getNamedItem("id"), map[0], "one Attr per attribute");
  assert_equals(map[0].ownerElement, e);
  map[0].value = "j";
  assert_equals(e.id, "j", "setting an Attr's value sets the attribute");
  const removed = map.removeNamedItem("title");
  assert_equals(removed.ownerElement, null);
  assert_equals(removed.value, "t");
  assert_false(e.hasAttribute("title"));
  assert_throws_dom("NotFoundError", () => map.removeNamedItem("title"));
  const other = document.createElement("span");
  assert_equals(other.setAttributeNode(removed), null);
  assert_equals(other.getAttribute("title"), "t");
  assert_equals(other.getAttributeNode("title"), removed);
  assert_equals(Object.keys(map).join(), "0");
}, "attributes is a NamedNodeMap of Attr objects");

test(() => {
  const e = document.createElement("input");
  assert_false(e.hasAttributes());
  assert_true(e.toggleAttribute("disabled"));
  assert_equals(e.getAttribute("disabled"), "");
  assert_true(e.hasAttributes());
  assert_true(e.toggleAttribute("disabled", true));
  assert_false(e.toggleAttribute("disabled"));
  assert_false(e.toggleAttribute("disabled", false));
}, "toggleAttribute and hasAttributes");
