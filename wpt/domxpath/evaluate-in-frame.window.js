// A parent page evaluates XPath over a same-origin frame's document and over its own: the
// expression htmx (1.9/2.x) uses to find elements with hx-on attributes — attribute names
// with colons, name() of attributes, an XPathExpression made once and evaluated against
// an element — and the result types, each realm's XPathResult, iterator invalidation.
// https://dom.spec.whatwg.org/#xpath, https://www.w3.org/TR/xpath-10/

const HX_ON = './/*[@*[ starts-with(name(), "hx-on:") or starts-with(name(), "data-hx-on:") or' +
  ' starts-with(name(), "hx-on-") or starts-with(name(), "data-hx-on-") ]]';

function loadFrame(t) {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/hx-page.html";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  return load.then(() => iframe);
}

const iterate = (result) => {
  const nodes = [];
  for (let node = result.iterateNext(); node !== null; node = result.iterateNext()) nodes.push(node);
  return nodes;
};

promise_test(async (t) => {
  const iframe = await loadFrame(t);
  const d = iframe.contentDocument;
  // As htmx does: one expression, evaluated against an element, read with iterateNext.
  const expression = new XPathEvaluator().createExpression(HX_ON);
  const found = iterate(expression.evaluate(d.getElementById("main")));
  assert_array_equals(found.map((e) => e.id), ["save", "search", "dash", "data-dash"]);
  // Only the subtree of the context element.
  assert_array_equals(iterate(expression.evaluate(d.getElementById("panel"))).map((e) => e.id), ["search", "dash", "data-dash"]);
  // The frame's own evaluator and XPathResult: the result is of the frame's realm when
  // the frame's document evaluates it.
  const inFrame = d.evaluate(HX_ON, d.body, null, iframe.contentWindow.XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  assert_true(inFrame instanceof iframe.contentWindow.XPathResult, "the frame's result");
  assert_equals(inFrame.snapshotLength, 4);
  // name() of attributes with colons, and the attributes as Attr nodes of the frame's elements.
  const names = d.evaluate('//*[@id="save"]/@*', d, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const attrNames = [];
  for (let i = 0; i < names.snapshotLength; i++) attrNames.push(names.snapshotItem(i).name);
  assert_array_equals(attrNames, ["id", "hx-on:click", "class"]);
  assert_equals(names.snapshotItem(1), d.getElementById("save").getAttributeNode("hx-on:click"));
  assert_equals(d.evaluate('name(//button/@*[2])', d, null, XPathResult.STRING_TYPE, null).stringValue, "hx-on:click");
  assert_equals(d.evaluate('string(//*[@id="dash"]/@*[starts-with(name(), "hx-on-")])', d, null, XPathResult.STRING_TYPE, null).stringValue, "done()");
}, "the parent evaluates htmx's hx-on expression over its frame's document");

promise_test(async (t) => {
  const iframe = await loadFrame(t);
  const d = iframe.contentDocument;
  // Values of each type over the frame's document.
  assert_equals(d.evaluate("count(//li)", d, null, XPathResult.NUMBER_TYPE, null).numberValue, 3);
  assert_equals(d.evaluate("normalize-space(//p)", d, null, XPathResult.STRING_TYPE, null).stringValue, "Some bold text");
  assert_true(d.evaluate("//li[3] = 'three'", d, null, XPathResult.BOOLEAN_TYPE, null).booleanValue);
  assert_equals(d.evaluate("//LI[last()]", d, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue.textContent, "three");
  assert_equals(d.evaluate("//input/ancestor::*[2]", d, null, XPathResult.ANY_UNORDERED_NODE_TYPE, null).singleNodeValue.id, "panel");
  // The parent's own document, with the same expression object: each context node's tree.
  const mine = document.createElement("div");
  mine.innerHTML = '<i hx-on:mouseover="x()"></i><i hx-get="/y"></i>';
  document.body.append(mine);
  t.add_cleanup(() => mine.remove());
  const expression = document.createExpression(HX_ON);
  assert_equals(iterate(expression.evaluate(mine)).length, 1);
  assert_equals(iterate(expression.evaluate(d.body)).length, 4);
  // An iterator is invalid once the document changed; a snapshot stays as it was.
  const iterator = d.evaluate("//li", d, null, XPathResult.ORDERED_NODE_ITERATOR_TYPE, null);
  const snapshot = d.evaluate("//li", d, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  assert_equals(iterator.iterateNext().textContent, "one");
  d.getElementById("list").append(d.createElement("li"));
  assert_true(iterator.invalidIteratorState);
  assert_throws_dom("InvalidStateError", iframe.contentWindow.DOMException, () => iterator.iterateNext());
  assert_equals(snapshot.snapshotLength, 3);
  assert_throws_js(iframe.contentWindow.TypeError, () => snapshot.iterateNext());
  // Errors: a syntax error, an unresolved prefix.
  assert_throws_dom("SyntaxError", iframe.contentWindow.DOMException, () => d.evaluate("//li[", d));
  assert_throws_dom("NamespaceError", iframe.contentWindow.DOMException, () => d.evaluate("//x:li", d));
  assert_equals(d.evaluate("count(//h:li)", d, (prefix) => (prefix === "h" ? "http://www.w3.org/1999/xhtml" : null), XPathResult.NUMBER_TYPE, null).numberValue, 4);
}, "values, result types, invalidation and errors over the frame's and the parent's documents");
