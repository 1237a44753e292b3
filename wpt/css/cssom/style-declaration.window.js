// An element's style (CSSStyleDeclaration over its style attribute) and getComputedStyle
// (framescope: the declared values, display by HTML's defaults; no cascade, no layout).
// https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface
"use strict";

test(() => {
  const e = document.createElement("div");
  e.setAttribute("style", "color: red; width: 10px !important; background: url('a;b.png')");
  const style = e.style;
  assert_equals(style, e.style, "[SameObject]");
  assert_equals(style.length, 3);
  assert_equals(style.item(0), "color");
  assert_equals(style.color, "red");
  assert_equals(style.getPropertyValue("width"), "10px");
  assert_equals(style.getPropertyPriority("width"), "important");
  assert_equals(style.background, "url('a;b.png')", "semicolons in strings do not split");
  style.backgroundColor = "blue";
  style.setProperty("--custom", "1");
  style.setProperty("margin-top", "2px", "important");
  assert_equals(e.getAttribute("style"), "color: red; width: 10px !important; background: url('a;b.png'); background-color: blue; --custom: 1; margin-top: 2px !important;");
  style.color = "";
  assert_equals(style.removeProperty("width"), "10px");
  assert_equals(style.cssText, "background: url('a;b.png'); background-color: blue; --custom: 1; margin-top: 2px !important;");
  e.style = "float: left";
  assert_equals(e.style.cssFloat, "left", "[PutForwards=cssText]");
  assert_true("color" in style);
  assert_equals(style.notAProperty, undefined);
}, "style keeps the style attribute's declarations");

test(() => {
  const e = document.createElement("span");
  e.style.color = "green";
  document.body.appendChild(e);
  const computed = getComputedStyle(e);
  assert_equals(computed.color, "green");
  assert_equals(computed.display, "inline");
  assert_equals(getComputedStyle(document.body).display, "block");
  assert_equals(getComputedStyle(document.head).display, "none");
  assert_throws_dom("NoModificationAllowedError", () => computed.setProperty("color", "red"));
  assert_throws_js(TypeError, () => getComputedStyle({}));
  e.remove();
}, "getComputedStyle gives the declared values, read-only");
