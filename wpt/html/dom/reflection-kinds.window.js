// The kinds of reflection HTML's Web IDL marks ([Reflect], [ReflectURL],
// [ReflectNonNegative], [ReflectRange], [ReflectPositive], [LegacyNullToEmptyString],
// DOMTokenList and Element? attributes) and the enumerated attributes its prose defines,
// as reflection_table.js gives them.
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
"use strict";

test(() => {
  const input = document.createElement("input");
  assert_equals(input.maxLength, -1, "missing");
  input.setAttribute("maxlength", "-5");
  assert_equals(input.maxLength, -1, "negative: the default");
  input.maxLength = 7;
  assert_equals(input.getAttribute("maxlength"), "7");
  assert_throws_dom("IndexSizeError", () => { input.maxLength = -1; });
  assert_equals(input.getAttribute("maxlength"), "7", "unchanged after the IndexSizeError");
}, "long limited to only non-negative numbers ([ReflectNonNegative])");

test(() => {
  const td = document.createElement("td");
  assert_equals(td.colSpan, 1);
  td.setAttribute("colspan", "5000");
  assert_equals(td.colSpan, 1000, "clamped to 1000");
  td.setAttribute("colspan", "0");
  assert_equals(td.colSpan, 1, "clamped to 1");
  td.setAttribute("rowspan", "0");
  assert_equals(td.rowSpan, 0, "rowspan may be 0");
  td.setAttribute("rowspan", "70000");
  assert_equals(td.rowSpan, 65534);
}, "unsigned long clamped to a range ([ReflectRange])");

test(() => {
  const progress = document.createElement("progress");
  assert_equals(progress.max, 1);
  progress.max = 0;
  assert_false(progress.hasAttribute("max"), "a value not above 0 is ignored");
  progress.setAttribute("max", "-2");
  assert_equals(progress.max, 1);
  progress.max = 2.5;
  assert_equals(progress.getAttribute("max"), "2.5");
}, "double limited to only positive numbers ([ReflectPositive])");

test(() => {
  const body = document.createElement("body");
  assert_equals(body.bgColor, "");
  body.bgColor = null;
  assert_equals(body.getAttribute("bgcolor"), "", "[LegacyNullToEmptyString]: null is the empty string");
  body.text = "red";
  assert_equals(body.getAttribute("text"), "red");
  assert_equals(document.documentElement.version, "");
}, "[LegacyNullToEmptyString] DOMString, on interfaces every realm has");

test(() => {
  const button = document.createElement("button");
  assert_equals(button.formMethod, "", "no missing value default");
  button.setAttribute("formmethod", "PUT");
  assert_equals(button.formMethod, "get", "the invalid value default");
  button.setAttribute("formmethod", "POST");
  assert_equals(button.formMethod, "post");
  const track = document.createElement("track");
  assert_equals(track.kind, "subtitles");
  track.kind = "nonsense";
  assert_equals(track.kind, "metadata", "the invalid value default differs from the missing one");
  assert_equals(document.createElement("video").preload, "metadata");
}, "enumerated attributes with missing and invalid value defaults");

test(() => {
  const form = document.createElement("form");
  assert_equals(form.action, document.URL, "no action: the document's URL");
  form.setAttribute("action", "");
  assert_equals(form.action, document.URL);
  form.setAttribute("action", "next.html");
  assert_equals(form.action, new URL("next.html", document.baseURI).href);
  const button = document.createElement("button");
  assert_equals(button.formAction, document.URL);
}, "a form's action and formAction fall back to the document's URL");

test(() => {
  const a = document.createElement("a");
  const list = a.relList;
  assert_true(list instanceof DOMTokenList);
  assert_equals(a.relList, list, "[SameObject]");
  a.rel = "noopener  nofollow noopener";
  assert_equals(list.length, 2);
  assert_equals(list[0], "noopener", "indexed properties");
  assert_equals(list[1], "nofollow");
  assert_array_equals([...list], ["noopener", "nofollow"]);
  assert_true(list.supports("NoReferrer"));
  assert_false(list.supports("stylesheet"));
  a.relList = "opener";
  assert_equals(a.getAttribute("rel"), "opener", "[PutForwards=value]");
  assert_throws_js(TypeError, () => document.body.classList.supports("x"), "classList has no supported tokens");
  const iframe = document.createElement("iframe");
  iframe.sandbox.add("allow-scripts");
  assert_equals(iframe.getAttribute("sandbox"), "allow-scripts");
  assert_true(iframe.sandbox.supports("allow-same-origin"));
  assert_equals(document.createElement("output").htmlFor.length, 0);
}, "DOMTokenList attributes, with their supported tokens");

test(() => {
  const button = document.createElement("button");
  const target = document.createElement("div");
  target.id = "popover-target";
  document.body.append(button, target);
  assert_equals(button.popoverTargetElement, null);
  button.setAttribute("popovertarget", "popover-target");
  assert_equals(button.popoverTargetElement, target, "by ID");
  const other = document.createElement("div");
  document.body.append(other);
  button.popoverTargetElement = other;
  assert_equals(button.getAttribute("popovertarget"), "", "set: the attribute is empty");
  assert_equals(button.popoverTargetElement, other, "the explicitly set element");
  button.setAttribute("popovertarget", "popover-target");
  assert_equals(button.popoverTargetElement, target, "setting the attribute drops the explicitly set element");
  assert_throws_js(TypeError, () => { button.commandForElement = {}; });
  button.popoverTargetElement = null;
  assert_false(button.hasAttribute("popovertarget"));
  button.remove(); target.remove(); other.remove();
}, "Element? attributes (popoverTargetElement)");

test(() => {
  const frame = document.createElement("iframe");
  assert_true(frame instanceof HTMLIFrameElement);
  assert_equals(frame.contentWindow, null, "not connected");
  assert_equals(frame.loading, "eager");
  frame.referrerPolicy = "ORIGIN";
  assert_equals(frame.referrerPolicy, "origin");
  const script = document.createElement("script");
  assert_true(script.async, "force async");
  script.text = "1";
  assert_equals(script.text, "1");
  script.defer = true;
  assert_equals(script.getAttribute("defer"), "");
  assert_equals(script.fetchPriority, "auto");
}, "iframe and script interfaces, made on first use");
