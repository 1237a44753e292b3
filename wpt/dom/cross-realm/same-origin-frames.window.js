// Same-origin realms of one page hand each other platform objects, as in browsers: a
// parent's node inserted into its frame's document (and the reverse) is adopted, events
// made in one realm are dispatched in another, one realm's methods take another's nodes,
// observers observe another realm's nodes, and each realm's methods throw their own
// realm's exceptions. Frames by srcdoc and by src (a same-origin URL).
// https://dom.spec.whatwg.org/#concept-node-adopt
// https://dom.spec.whatwg.org/#concept-node-insert
// https://dom.spec.whatwg.org/#concept-event-dispatch
// https://webidl.spec.whatwg.org/#es-platform-objects

const frameOf = async (t, how) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  if (how === "srcdoc") iframe.srcdoc = "<body><p id=p>in the frame</p><input type=checkbox id=box></body>";
  else iframe.src = "resources/frame.html";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  return [iframe.contentWindow, iframe.contentDocument];
};

for (const how of ["srcdoc", "src"]) {
  promise_test(async (t) => {
    const [w, d] = await frameOf(t, how);
    const div = document.createElement("div");
    d.body.appendChild(div);
    assert_equals(div.parentNode, d.body);
    assert_equals(div.ownerDocument, d, "adopted into the frame's document");
    assert_true(div.isConnected);
    assert_equals(Object.getPrototypeOf(div), HTMLDivElement.prototype, "keeps its wrapper");
    const p = d.getElementById("p");
    document.body.appendChild(p);
    t.add_cleanup(() => p.remove());
    assert_equals(p.ownerDocument, document, "adopted into the parent's document");
    assert_equals(d.getElementById("p"), null, "removed from the frame's tree");
    assert_equals(document.getElementById("p"), p);
    assert_true(p instanceof w.HTMLParagraphElement, "a frame's node keeps the frame's prototype");
    // Descendants come along.
    const list = document.createElement("ul");
    list.innerHTML = "<li>a</li><li>b</li>";
    d.body.append(list);
    assert_equals(list.firstChild.ownerDocument, d);
    assert_equals(d.querySelectorAll("li").length, 2);
  }, `nodes inserted across realms are adopted, both directions (${how})`);

  promise_test(async (t) => {
    const [w, d] = await frameOf(t, how);
    assert_equals(Document.prototype.querySelector.call(d, "#p").id, "p", "the parent's method, the frame's document");
    assert_equals(w.Document.prototype.querySelector.call(document, "body"), document.body, "and the reverse");
    assert_equals(Node.prototype.contains.call(d.body, d.getElementById("p")), true);
    assert_equals(Element.prototype.getAttribute.call(d.getElementById("box"), "type"), "checkbox");
    const imported = d.importNode(document.body, false);
    assert_equals(imported.ownerDocument, d, "importNode: a copy in the frame's document");
    assert_equals(imported.localName, "body");
    const span = document.createElement("span");
    assert_equals(d.adoptNode(span), span);
    assert_equals(span.ownerDocument, d, "adoptNode");
    const clone = d.getElementById("p").cloneNode(true);
    assert_equals(clone.ownerDocument, d);
    assert_equals(clone.textContent, "in the frame");
  }, `one realm's methods take another realm's nodes; importNode, adoptNode (${how})`);

  promise_test(async (t) => {
    const [w, d] = await frameOf(t, how);
    const seen = [];
    d.body.addEventListener("x", (e) => seen.push(["body", e.eventPhase, e instanceof Event]));
    w.addEventListener("x", (e) => seen.push(["window", e.eventPhase]));
    const event = new Event("x", { bubbles: true });
    assert_true(d.getElementById("p").dispatchEvent(event));
    assert_array_equals(seen.map((s) => s.join()), ["body,3,true", "window,3"], "the path ends at the frame's window");
    assert_equals(event.target, d.getElementById("p"));
    // UI events with the frame's window for view.
    let key = null;
    d.body.addEventListener("keydown", (e) => { key = [e.key, e.view === w]; });
    d.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", view: w, bubbles: true }));
    assert_array_equals(key, ["Enter", true]);
    // A MouseEvent click from the parent runs the checkbox's activation behavior.
    const box = d.getElementById("box");
    assert_false(box.checked);
    box.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    assert_true(box.checked, "activation behavior");
    // CustomEvent's detail, read by the frame's getter.
    const custom = new CustomEvent("c", { detail: 42 });
    assert_equals(Object.getOwnPropertyDescriptor(w.CustomEvent.prototype, "detail").get.call(custom), 42);
  }, `events made in the parent are dispatched in the frame (${how})`);

  promise_test(async (t) => {
    const [w, d] = await frameOf(t, how);
    const records = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(d.body, { childList: true, attributes: true, subtree: true });
    d.body.appendChild(d.createElement("b"));
    d.getElementById("p").setAttribute("title", "t");
    await Promise.resolve();
    assert_equals(records.length, 2);
    assert_equals(records[0].type, "childList");
    assert_equals(records[0].addedNodes[0].localName, "b");
    assert_true(records[0] instanceof MutationRecord, "records of the observer's realm");
    assert_equals(records[1].attributeName, "title");
    // A frame's observer sees the parent moving its nodes away.
    const frameRecords = [];
    const frameObserver = new w.MutationObserver((list) => frameRecords.push(...list));
    frameObserver.observe(d.body, { childList: true });
    const moved = d.querySelector("b");
    document.body.append(moved);
    t.add_cleanup(() => moved.remove());
    await Promise.resolve();
    assert_equals(frameRecords.length, 1);
    assert_equals(frameRecords[0].removedNodes[0], moved);
    assert_true(frameRecords[0] instanceof w.MutationRecord);
    observer.disconnect();
    frameObserver.disconnect();
  }, `observers observe another realm's nodes (${how})`);

  promise_test(async (t) => {
    const [w, d] = await frameOf(t, how);
    assert_throws_dom("HierarchyRequestError", w.DOMException, () => d.appendChild(document.createElement("x")),
      "the frame's method throws the frame's DOMException");
    assert_throws_dom("HierarchyRequestError", () => document.body.appendChild(d),
      "the parent's method, the parent's DOMException");
    assert_throws_js(w.TypeError, () => d.body.appendChild({}), "the frame's TypeError");
    assert_throws_js(TypeError, () => document.body.appendChild(w), "a window is no node");
  }, `each realm's methods throw their own realm's exceptions (${how})`);
}

promise_test(async (t) => {
  const [w, d] = await frameOf(t, "srcdoc");
  const template = document.createElement("template");
  template.innerHTML = "<b>inside</b>";
  const before = template.content.ownerDocument;
  assert_not_equals(before, document, "the parent's inert template document");
  d.body.append(template);
  const after = template.content.ownerDocument;
  assert_not_equals(after, before, "the contents follow the template");
  assert_equals(after, d.createElement("template").content.ownerDocument, "into the frame document's inert document");
  assert_equals(template.content.firstChild.ownerDocument, after);
  assert_equals(template.content.firstChild.textContent, "inside");
}, "a template adopted into a frame's document takes its contents along (the template adopting steps)");

promise_test(async (t) => {
  const [w, d] = await frameOf(t, "srcdoc");
  const p = Document.prototype.createElement.call(d, "p");
  assert_equals(Object.getPrototypeOf(p), w.HTMLParagraphElement.prototype, "an element of the frame's document");
  assert_equals(p.ownerDocument, d);
  const text = Document.prototype.createTextNode.call(d, "x");
  assert_equals(Object.getPrototypeOf(text), w.Text.prototype);
  const fragment = Document.prototype.createDocumentFragment.call(d);
  assert_equals(Object.getPrototypeOf(fragment), w.DocumentFragment.prototype);
  const clone = Node.prototype.cloneNode.call(d.body, true);
  assert_equals(Object.getPrototypeOf(clone), w.HTMLBodyElement.prototype, "a clone is its document's realm's");
}, "nodes another realm's methods make for a frame's document are the frame's realm's");

promise_test(async (t) => {
  const [w, d] = await frameOf(t, "srcdoc");
  const p = d.getElementById("p");
  p.className = "x y";
  p.setAttribute("title", "t");
  const getter = (proto, name) => Object.getOwnPropertyDescriptor(proto, name).get;
  // Collections, token lists, attributes (proxies and plain objects alike).
  assert_equals(NodeList.prototype.item.call(d.body.childNodes, 0), p, "NodeList");
  assert_equals(getter(NodeList.prototype, "length").call(d.body.childNodes), d.body.childNodes.length);
  assert_equals(HTMLCollection.prototype.item.call(d.body.children, 0), p, "HTMLCollection");
  assert_true(DOMTokenList.prototype.contains.call(p.classList, "y"), "DOMTokenList");
  assert_equals(NamedNodeMap.prototype.getNamedItem.call(p.attributes, "title").value, "t", "NamedNodeMap");
  assert_equals(getter(Attr.prototype, "value").call(p.getAttributeNode("title")), "t", "Attr");
  CSSStyleDeclaration.prototype.setProperty.call(p.style, "color", "red");
  assert_equals(p.getAttribute("style"), "color: red;", "CSSStyleDeclaration");
  // Events, exceptions, blobs, signals, ports made by the frame.
  assert_equals(getter(Event.prototype, "type").call(new w.Event("e")), "e", "Event");
  assert_equals(getter(KeyboardEvent.prototype, "key").call(new w.KeyboardEvent("k", { key: "Q" })), "Q", "KeyboardEvent");
  assert_equals(getter(DOMException.prototype, "name").call(new w.DOMException("m", "SyntaxError")), "SyntaxError", "DOMException");
  assert_equals(getter(Blob.prototype, "type").call(new w.Blob(["x"], { type: "text/plain" })), "text/plain", "Blob");
  assert_true(URL.createObjectURL(new w.Blob(["x"])).startsWith("blob:"), "URL.createObjectURL takes the frame's Blob");
  const form = new w.FormData();
  form.append("k", new Blob(["v"]));
  assert_equals(form.get("k").name, "blob", "the frame's FormData takes the parent's Blob");
  const controller = new w.AbortController();
  let heard = 0;
  document.body.addEventListener("q", () => heard++, { signal: controller.signal });
  controller.abort();
  document.body.dispatchEvent(new Event("q"));
  assert_equals(heard, 0, "the frame's AbortSignal removes the parent's listener");
  const channel = new w.MessageChannel();
  MessagePort.prototype.postMessage.call(channel.port1, "m");
  channel.port1.close();
}, "each realm's interfaces take another realm's objects");
