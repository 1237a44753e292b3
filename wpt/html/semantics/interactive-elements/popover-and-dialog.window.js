// Popovers (showPopover, hidePopover, togglePopover, their events, popovertarget buttons,
// :popover-open) and the dialog element's methods.
// https://html.spec.whatwg.org/multipage/popover.html
// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
"use strict";

promise_test(async () => {
  const pop = document.createElement("div");
  assert_equals(pop.popover, null);
  assert_throws_dom("NotSupportedError", () => pop.showPopover());
  pop.popover = "";
  assert_equals(pop.popover, "auto");
  pop.setAttribute("popover", "bogus");
  assert_equals(pop.popover, "manual", "the invalid value default");
  assert_throws_dom("InvalidStateError", () => pop.showPopover(), "not connected");
  document.body.append(pop);
  const events = [];
  pop.addEventListener("beforetoggle", (e) => events.push(`before ${e.oldState}->${e.newState} ${e.cancelable}`));
  pop.addEventListener("toggle", (e) => events.push(`toggle ${e.oldState}->${e.newState}`));
  pop.showPopover();
  assert_true(pop.matches(":popover-open"));
  pop.showPopover();
  assert_equals(pop.togglePopover(), false);
  assert_false(pop.matches(":popover-open"));
  const toggled = new Promise((resolve) => pop.addEventListener("toggle", resolve, { once: true }));
  assert_equals(pop.togglePopover({ force: true }), true);
  await toggled;
  assert_array_equals(events, ["before closed->open true", "before open->closed false", "before closed->open true", "toggle closed->open"],
    "toggle events of one task coalesce, keeping the first old state");
  pop.hidePopover();
  pop.addEventListener("beforetoggle", (e) => e.preventDefault(), { once: true });
  pop.showPopover();
  assert_false(pop.matches(":popover-open"), "a canceled beforetoggle keeps it hidden");
  pop.remove();
}, "showPopover, hidePopover and togglePopover");

test(() => {
  const a = document.createElement("div"), b = document.createElement("div");
  a.popover = b.popover = "auto";
  document.body.append(a, b);
  a.showPopover();
  b.showPopover();
  assert_false(a.matches(":popover-open"), "showing an auto popover hides the others");
  assert_true(b.matches(":popover-open"));
  const button = document.createElement("button");
  button.popoverTargetElement = a;
  document.body.append(button);
  button.click();
  assert_true(a.matches(":popover-open"), "a popovertarget button toggles its popover");
  button.popoverTargetAction = "hide";
  button.click();
  assert_false(a.matches(":popover-open"));
  a.remove(); b.remove(); button.remove();
}, "auto popovers and popovertarget buttons");

promise_test(async () => {
  const dialog = document.createElement("dialog");
  document.body.append(dialog);
  dialog.show();
  assert_true(dialog.open);
  assert_throws_dom("InvalidStateError", () => dialog.showModal());
  assert_equals(dialog.closedBy, "none");
  const closed = new Promise((resolve) => dialog.addEventListener("close", resolve, { once: true }));
  dialog.close("done");
  assert_false(dialog.open);
  assert_equals(dialog.returnValue, "done");
  await closed;
  dialog.showModal();
  assert_true(dialog.matches(":modal"));
  assert_equals(dialog.closedBy, "closerequest");
  dialog.addEventListener("cancel", (e) => e.preventDefault(), { once: true });
  dialog.requestClose("x");
  assert_true(dialog.open, "a canceled cancel event keeps it open");
  dialog.requestClose("y");
  assert_false(dialog.open);
  assert_equals(dialog.returnValue, "y");
  assert_throws_dom("InvalidStateError", () => document.createElement("dialog").showModal(), "not connected");
  dialog.remove();
}, "the dialog element's methods");
