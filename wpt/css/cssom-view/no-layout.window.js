// CSSOM View without layout: empty boxes, DOMRect, and matchMedia against framescope's
// fixed 1280×720 light-mode screen.
// https://drafts.csswg.org/cssom-view/
"use strict";

test(() => {
  const div = document.createElement("div");
  document.body.appendChild(div);
  const rect = div.getBoundingClientRect();
  assert_true(rect instanceof DOMRect);
  assert_array_equals([rect.x, rect.y, rect.width, rect.height, rect.top, rect.left], [0, 0, 0, 0, 0, 0]);
  assert_equals(div.getClientRects().length, 0);
  div.scrollIntoView();
  const r = new DOMRect(1, 2, -3, 4);
  assert_equals(r.left, -2);
  assert_equals(r.right, 1);
  r.width = 5;
  assert_equals(r.right, 6);
  assert_equals(JSON.stringify(new DOMRectReadOnly(1, 1, 1, 1)), '{"x":1,"y":1,"width":1,"height":1,"top":1,"right":2,"bottom":2,"left":1}');
  div.remove();
}, "Elements have empty boxes");

test(() => {
  const list = matchMedia("(min-width: 600px)");
  assert_true(list instanceof MediaQueryList);
  assert_equals(list.media, "(min-width: 600px)");
  assert_true(list.matches);
  assert_false(matchMedia("(max-width: 600px)").matches);
  assert_true(matchMedia("screen and (prefers-color-scheme: light)").matches);
  assert_false(matchMedia("(prefers-color-scheme: dark)").matches);
  assert_false(matchMedia("print").matches);
  assert_true(matchMedia("not print").matches);
  assert_true(matchMedia("print, (orientation: landscape)").matches);
  assert_false(matchMedia("(unknown-feature)").matches);
  assert_equals(typeof list.addListener, "function");
}, "matchMedia evaluates queries against the fixed screen");
