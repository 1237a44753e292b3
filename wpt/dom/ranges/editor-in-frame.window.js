// A parent page drives a small editor in a same-origin frame, as an editing toolbar or a
// test harness does: ranges made by either realm over the frame's text, kept right while
// the parent edits the frame's DOM (insertions, removals, splitText, data changes,
// normalize), bold applied with surroundContents, a fragment extracted and moved to the
// parent's document, the frame's selection set from the parent and its selectionchange
// heard in the frame, and createContextualFragment's script running when inserted.
// https://dom.spec.whatwg.org/#ranges, https://w3c.github.io/selection-api/

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = "<!doctype html><body><p id=p>Hello brave new world</p><script>window.changes = 0; document.addEventListener('selectionchange', () => { window.changes++; });<\/script>";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  const w = iframe.contentWindow, d = iframe.contentDocument;
  const p = d.getElementById("p"), text = p.firstChild;

  // A range made by the frame's document, over "brave": the frame's Range.
  const range = d.createRange();
  assert_true(range instanceof w.Range, "the frame's document makes the frame's Range");
  range.setStart(text, 6);
  range.setEnd(text, 11);
  assert_equals(range.toString(), "brave");
  // One made by the parent's constructor can hold the frame's nodes too.
  const parentRange = new Range();
  parentRange.selectNodeContents(p);
  assert_equals(parentRange.commonAncestorContainer, p);

  // Live: data inserted before it shifts it; the parent's splitText moves it into the new
  // node; a removal collapses the parent's range around it.
  text.insertData(0, ">> ");
  assert_array_equals([range.startOffset, range.endOffset], [9, 14]);
  const tail = text.splitText(3);
  assert_equals(range.startContainer, tail, "moved into the split-off node");
  assert_array_equals([range.startOffset, range.endOffset, range.toString()], [6, 11, "brave"]);
  p.normalize();
  assert_equals(range.startContainer, p.firstChild, "merged back by normalize");
  assert_array_equals([range.startOffset, range.toString()], [9, "brave"]);

  // Bold with surroundContents, by the parent, with an element of the frame's document.
  const b = d.createElement("b");
  range.surroundContents(b);
  assert_equals(p.innerHTML, "&gt;&gt; Hello <b>brave</b> new world");
  assert_array_equals([range.startContainer, range.startOffset, range.endOffset], [p, 1, 2]);

  // The frame's selection, set from the parent: selectionchange is heard in the frame.
  const selection = w.getSelection();
  assert_equals(d.getSelection(), selection);
  selection.setBaseAndExtent(p.lastChild, 4, p.firstChild, 3);
  assert_equals(selection.toString(), "Hello brave new");
  assert_array_equals([selection.direction, selection.type, selection.rangeCount], ["backward", "Range", 1]);
  assert_equals(selection.anchorNode, p.lastChild);
  await new Promise((resolve) => d.addEventListener("selectionchange", resolve, { once: true }));
  assert_equals(w.changes, 1, "one selectionchange for one change");
  assert_true(selection.containsNode(b), "the bold element is in the selection");

  // Extract what is selected and move it to the parent's document.
  const fragment = selection.getRangeAt(0).extractContents();
  assert_equals(p.innerHTML, "&gt;&gt;  world");
  assert_true(selection.isCollapsed, "the selection's range collapsed where the contents were");
  const holder = document.createElement("div");
  holder.append(fragment);
  t.add_cleanup(() => holder.remove());
  document.body.append(holder);
  assert_equals(holder.querySelector("b").ownerDocument, document);
  assert_equals(holder.textContent, "Hello brave new");

  // createContextualFragment's scripts run when the fragment is inserted.
  const markup = range.createContextualFragment("<i>added</i><script>window.ran = document.querySelector('i').textContent<\/script>");
  assert_equals(w.ran, undefined, "not run while in the fragment");
  p.append(markup);
  assert_equals(w.ran, "added");
}, "a parent page edits a same-origin frame's text with ranges and its selection");
