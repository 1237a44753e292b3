// MutationObserver: child list, attribute and character data records, delivered in a
// microtask, with subtree, old values and attribute filters.
// https://dom.spec.whatwg.org/#mutation-observers
"use strict";

promise_test(async () => {
  const root = document.createElement("div");
  root.innerHTML = "<p>text</p>";
  const batches = [];
  const observer = new MutationObserver((records, self) => {
    assert_equals(self, observer);
    batches.push(records);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true });
  const span = document.createElement("span");
  root.appendChild(span);
  root.firstChild.setAttribute("class", "a");
  root.firstChild.setAttribute("class", "b");
  root.firstChild.firstChild.data = "changed";
  span.remove();
  assert_equals(batches.length, 0, "records are delivered in a microtask");
  await Promise.resolve();
  assert_equals(batches.length, 1, "one callback for all of them");
  const records = batches[0];
  assert_array_equals(records.map((r) => r.type), ["childList", "attributes", "attributes", "characterData", "childList"]);
  assert_equals(records[0].target, root);
  assert_array_equals([...records[0].addedNodes], [span]);
  assert_equals(records[0].previousSibling, root.firstChild);
  assert_equals(records[1].attributeName, "class");
  assert_equals(records[1].oldValue, null);
  assert_equals(records[2].oldValue, "a");
  assert_equals(records[3].oldValue, "text");
  assert_array_equals([...records[4].removedNodes], [span]);
  assert_true(records[0] instanceof MutationRecord);
  observer.disconnect();
  root.appendChild(document.createElement("i"));
  await Promise.resolve();
  assert_equals(batches.length, 1, "nothing after disconnect");
}, "A MutationObserver gets the records of its nodes in one microtask");

promise_test(async () => {
  const root = document.createElement("div");
  const child = document.createElement("b");
  root.appendChild(child);
  const seen = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  observer.observe(root, { attributeFilter: ["title"] });
  root.setAttribute("title", "t");
  root.setAttribute("lang", "en");
  child.setAttribute("title", "not subtree");
  assert_equals(observer.takeRecords().length, 1, "takeRecords empties the queue");
  await Promise.resolve();
  assert_equals(seen.length, 0);
  assert_throws_js(TypeError, () => observer.observe(root, {}));
  assert_throws_js(TypeError, () => observer.observe(root, { attributes: false, attributeOldValue: true }));
  assert_throws_js(TypeError, () => new MutationObserver(5));
}, "attributeFilter, subtree off, takeRecords and option checks");
