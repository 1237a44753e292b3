// document.cookie on the browsing context group's cookie jar.
// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
"use strict";

test(() => {
  document.cookie = "a=1";
  document.cookie = "b = two ; path=/; SameSite=Lax";
  assert_equals(document.cookie, "a=1; b=two");
  document.cookie = "a=3";
  assert_equals(document.cookie, "a=3; b=two", "setting one again replaces its value");
  document.cookie = "b=; max-age=0";
  assert_equals(document.cookie, "a=3; b=two", "another path (the default, this folder) is another cookie");
  document.cookie = "b=; max-age=0; path=/";
  assert_equals(document.cookie, "a=3");
  document.cookie = "a=gone; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  assert_equals(document.cookie, "");
}, "document.cookie sets, replaces and expires cookies");

test(() => {
  document.cookie = "h=1; HttpOnly";
  document.cookie = "s=1; SameSite=None";
  assert_equals(document.cookie, "", "HttpOnly and SameSite=None without Secure are not set from a page");
  assert_true(navigator.cookieEnabled);
  assert_equals(document.implementation.createHTMLDocument("").cookie, "", "a document without a browsing context is cookie-averse");
}, "document.cookie refuses what a page may not set");
