// window.open's size and position features (CSSOM View's features argument, HTML's
// tokenizer and its legacy names), clamped to the screen as Chrome clamps them.
// https://drafts.csswg.org/cssom-view/#the-features-argument-to-the-open()-method
"use strict";

// The initial about:blank of the new window has the geometry at once.
function geometry(features) {
  const w = window.open("", "", features);
  const g = {
    innerWidth: w.innerWidth, innerHeight: w.innerHeight, outerWidth: w.outerWidth, outerHeight: w.outerHeight,
    screenX: w.screenX, screenY: w.screenY, screenLeft: w.screenLeft, screenTop: w.screenTop,
    mediaWidth: w.matchMedia("(width: " + w.innerWidth + "px)").matches,
  };
  w.close();
  return g;
}

test(() => {
  const g = geometry("width=401,height=302,left=50,top=60");
  assert_equals(g.innerWidth, 401);
  assert_equals(g.innerHeight, 302);
  assert_equals(g.outerWidth, 401, "no window frame in a headless window");
  assert_equals(g.outerHeight, 302);
  assert_equals(g.screenX, 50);
  assert_equals(g.screenLeft, 50);
  assert_equals(g.screenY, 60);
  assert_equals(g.screenTop, 60);
  assert_true(g.mediaWidth, "matchMedia sees the window's own width");
}, "width, height, left and top size and place the opened window");

test(() => {
  const g = geometry("innerwidth=405.9, innerheight=210e1 ,screenx=7 screeny=+8");
  assert_equals(g.innerWidth, 405);
  assert_equals(g.innerHeight, 210);
  assert_equals(g.screenX, 7);
  assert_equals(g.screenY, 8);
}, "innerWidth, innerHeight, screenX and screenY are the same features, parsed as integers");

test(() => {
  const small = geometry("width=1,height=-20,left=-5,top=-5");
  assert_equals(small.innerWidth, 100, "at least 100 wide");
  assert_equals(small.innerHeight, 100, "at least 100 high");
  assert_equals(small.screenX, 0);
  assert_equals(small.screenY, 0);
  const big = geometry("width=100000,height=300,left=100000,top=100000");
  assert_equals(big.innerWidth, screen.width, "at most the screen's width");
  assert_equals(big.screenX, 0, "a window as wide as the screen stays at its left");
  assert_equals(big.screenY, screen.height - 300, "kept on the screen");
}, "sizes and positions are clamped to the screen");

test(() => {
  const g = geometry("width=0,height=x,popup");
  assert_equals(g.innerWidth, innerWidth, "0 is the default size");
  assert_equals(g.innerHeight, innerHeight, "an unparsable size is 0");
  const plain = geometry("");
  assert_equals(plain.innerWidth, innerWidth);
  assert_equals(plain.screenX, 0);
}, "a window opened without a size has the default viewport");

test(() => {
  assert_equals(screenX, 0);
  assert_equals(outerWidth, innerWidth);
}, "the page's own window is at (0, 0)");
