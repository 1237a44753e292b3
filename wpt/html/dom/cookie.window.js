// document.cookie, kept in memory per document.
// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
"use strict";

test(() => {
  document.cookie = "a=1";
  document.cookie = "b = two ; path=/; SameSite=Lax";
  assert_equals(document.cookie, "a=1; b=two");
  document.cookie = "a=3";
  assert_equals(document.cookie, "a=3; b=two", "setting one again replaces its value");
  document.cookie = "b=; max-age=0";
  assert_equals(document.cookie, "a=3");
  document.cookie = "a=gone; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  assert_equals(document.cookie, "");
}, "document.cookie sets, replaces and expires cookies");
