// Focus (focus(), blur(), activeElement, hasFocus, the focus events) and page visibility.
// https://html.spec.whatwg.org/multipage/interaction.html#focus
"use strict";

test(() => {
  const input = document.createElement("input");
  const button = document.createElement("button");
  const div = document.createElement("div");
  document.body.append(input, button, div);
  const events = [];
  for (const [name, el] of [["input", input], ["button", button]]) {
    for (const type of ["focus", "blur", "focusin", "focusout"]) el.addEventListener(type, (e) => events.push(`${type}@${name}`));
  }
  assert_equals(document.activeElement, document.body, "the body when nothing has focus");
  assert_true(document.hasFocus());
  input.focus();
  assert_equals(document.activeElement, input);
  button.focus();
  assert_equals(document.activeElement, button);
  assert_array_equals(events, ["focus@input", "focusin@input", "blur@input", "focusout@input", "focus@button", "focusin@button"]);
  div.focus();
  assert_equals(document.activeElement, button, "a div without tabindex is not focusable");
  div.tabIndex = 0;
  div.setAttribute("tabindex", "0");
  div.focus();
  assert_equals(document.activeElement, div);
  div.blur();
  assert_equals(document.activeElement, document.body);
  const detached = document.createElement("input");
  detached.focus();
  assert_equals(document.activeElement, document.body, "a disconnected element takes no focus");
  input.remove(); button.remove(); div.remove();
}, "focus and blur move the focus and fire its events");

test(() => {
  assert_equals(document.visibilityState, "visible");
  assert_false(document.hidden);
  assert_true("onvisibilitychange" in document);
}, "The document is always visible");
