// NodeList and HTMLCollection beyond what upstream dom/nodes checks: getElementsByName,
// querySelectorAll's static list, a collection kept across attribute changes, and
// platform code that does not use the page's Array.prototype.
// https://dom.spec.whatwg.org/#interface-nodelist, https://dom.spec.whatwg.org/#interface-htmlcollection
"use strict";

test(() => {
  const root = document.body.appendChild(document.createElement("div"));
  root.innerHTML = '<input name="q"><p name="q"></p><svg name="q"></svg><input name="r">';
  const named = document.getElementsByName("q");
  assert_true(named instanceof NodeList);
  assert_array_equals([...named], [root.children[0], root.children[1]], "HTML elements only");
  root.children[3].setAttribute("name", "q");
  assert_equals(named.length, 3, "live: an attribute change shows");
  root.remove();
  assert_equals(named.length, 0, "live: a removal shows");
}, "getElementsByName is a live NodeList of HTML elements");

test(() => {
  const root = document.createElement("div");
  root.innerHTML = "<b class=x></b><i class=x></i>";
  const found = root.querySelectorAll(".x");
  assert_true(found instanceof NodeList);
  root.appendChild(document.createElement("u")).className = "x";
  assert_equals(found.length, 2, "static: later changes do not show");
  assert_array_equals(Object.keys(found), ["0", "1"]);
  assert_equals(found.item(1), root.children[1]);
  assert_equals(found[2], undefined);
  const byClass = root.getElementsByClassName("x");
  assert_equals(byClass.length, 3);
  root.children[0].className = "y";
  assert_equals(byClass.length, 2, "live: a class change shows");
}, "querySelectorAll is static, getElementsByClassName live");

test(() => {
  const root = document.createElement("div");
  root.innerHTML = '<a id="one"></a><a name="two"></a>';
  const links = root.getElementsByTagName("a");
  assert_equals(links.one, root.firstChild);
  assert_equals(links.namedItem("two"), root.lastChild);
  assert_array_equals(Object.getOwnPropertyNames(links), ["0", "1", "one", "two"]);
  assert_false(Object.getOwnPropertyDescriptor(links, "one").enumerable, "named items are not enumerable");
  assert_equals(root.childNodes, root.childNodes, "[SameObject]");
  assert_equals(root.children, root.children, "[SameObject]");
}, "HTMLCollection's named items and [SameObject] lists");

test(t => {
  const root = document.createElement("div");
  root.innerHTML = "<b></b><i></i>";
  const saved = [Array.prototype.values, Array.prototype.forEach, Array.prototype.push];
  t.add_cleanup(() => {
    [Array.prototype.values, Array.prototype.forEach, Array.prototype.push] = saved;
  });
  // NodeList's own forEach and iterator are the built-ins as they were, not the page's.
  Array.prototype.values = () => { throw new Error("page's values"); };
  Array.prototype.forEach = () => { throw new Error("page's forEach"); };
  Array.prototype.push = () => { throw new Error("page's push"); };
  const seen = [];
  root.childNodes.forEach((node) => { seen[seen.length] = node.localName; });
  assert_array_equals(seen, ["b", "i"]);
  assert_equals(root.getElementsByTagName("*").length, 2);
}, "collections made after the page replaced Array.prototype members");

test(t => {
  const root = document.body.appendChild(document.createElement("div"));
  t.add_cleanup(() => root.remove());
  const images = document.images, links = document.links, forms = document.forms;
  const [imageCount, linkCount] = [images.length, links.length];
  root.innerHTML = '<img><a href="x">1</a><a name="only-a-name">2</a><area href="y"><form id="signup"></form>';
  assert_true(images instanceof HTMLCollection);
  assert_equals(document.images, images, "[SameObject]");
  assert_equals(images.length, imageCount + 1, "live");
  assert_equals(links.length, linkCount + 2, "a and area with an href");
  assert_equals(forms.signup, root.lastChild, "named access");
  assert_true([...document.anchors].includes(root.children[2]), "anchors: a with a name");
  assert_true([...document.scripts].length >= 1);
  root.firstChild.remove();
  assert_equals(images.length, imageCount);
}, "document.images, links, forms, anchors and scripts");
