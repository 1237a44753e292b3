// One mutation record for replacing all children (textContent, replaceChildren, innerHTML)
// and for replaceChild and outerHTML; a node moved from another parent keeps its own
// removal record there.
// https://dom.spec.whatwg.org/#concept-node-replace-all, https://dom.spec.whatwg.org/#concept-node-replace

function records(target, mutate) {
  const observer = new MutationObserver(() => {});
  observer.observe(target, { childList: true, subtree: true });
  mutate();
  const list = observer.takeRecords();
  observer.disconnect();
  return list.map((r) => `${r.target.id || r.target.nodeName}:+${r.addedNodes.length}-${r.removedNodes.length}`);
}

function makeParent(count) {
  const div = document.createElement("div");
  div.id = "p";
  for (let i = 0; i < count; i++) div.appendChild(document.createElement("span"));
  document.body.appendChild(div);
  return div;
}

test(() => {
  const div = makeParent(3);
  assert_array_equals(records(div, () => { div.textContent = "x"; }), ["p:+1-3"]);
  assert_array_equals(records(div, () => { div.textContent = ""; }), ["p:+0-1"]);
  assert_array_equals(records(div, () => { div.textContent = ""; }), [], "nothing to replace: no record");
  div.remove();
}, "textContent replaces all in one record");

test(() => {
  const div = makeParent(2);
  assert_array_equals(records(div, () => div.replaceChildren("a", document.createElement("b"))), ["p:+2-2"]);
  assert_array_equals(records(div, () => { div.innerHTML = "<i></i><i></i><i></i>"; }), ["p:+3-2"]);
  div.remove();
}, "replaceChildren and innerHTML replace all in one record");

test(() => {
  const div = makeParent(2);
  const other = document.createElement("section");
  other.id = "o";
  const moved = other.appendChild(document.createElement("em"));
  div.appendChild(other);
  assert_array_equals(records(div, () => div.replaceChild(moved, div.firstChild)), ["o:+0-1", "p:+1-1"]);
  assert_array_equals(records(div, () => { div.firstChild.outerHTML = "<b></b><b></b>"; }), ["p:+2-1"]);
  div.remove();
}, "replaceChild and outerHTML: one record, after the moved node's removal record");

test(() => {
  const div = makeParent(0);
  const fragment = document.createDocumentFragment();
  fragment.append(document.createElement("a"), document.createElement("b"));
  assert_array_equals(records(div, () => div.appendChild(fragment)), ["p:+2-0"]);
  assert_equals(div.childNodes.length, 2);
  div.remove();
}, "inserting a fragment: one record for the parent");
