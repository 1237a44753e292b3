// UI Events' legacy init methods and createEvent's aliases for them:
// https://w3c.github.io/uievents/#legacy-event-initializers,
// https://dom.spec.whatwg.org/#dom-document-createevent

test(() => {
  const event = document.createEvent("TextEvent");
  assert_true(event instanceof TextEvent && event instanceof UIEvent);
  assert_equals(event.data, "");
  event.initTextEvent("textInput", true, true, window, "typed");
  assert_equals(event.type, "textInput");
  assert_true(event.bubbles && event.cancelable);
  assert_equals(event.view, window);
  assert_equals(event.data, "typed");
  assert_throws_js(TypeError, () => new TextEvent("x"), "TextEvent has no constructor");
}, "TextEvent from createEvent, initTextEvent");

test(() => {
  const event = document.createEvent("CompositionEvent");
  event.initCompositionEvent("compositionupdate", false, true, null, "kana");
  assert_equals(event.data, "kana");
  assert_equals(new CompositionEvent("compositionend", { data: "x" }).data, "x");
  let seen;
  document.body.addEventListener("compositionstart", (e) => { e.initCompositionEvent("changed", true, true, null, "no"); seen = [e.type, e.data]; }, { once: true });
  document.body.dispatchEvent(new CompositionEvent("compositionstart", { data: "first" }));
  assert_array_equals(seen, ["compositionstart", "first"], "init while dispatching changes nothing");
}, "CompositionEvent: constructor and initCompositionEvent");

test(() => {
  const event = document.createEvent("KeyboardEvent");
  event.initKeyboardEvent("keydown", true, false, window, "Enter", 3, true, false, true, false);
  assert_equals(event.key, "Enter");
  assert_equals(event.location, 3);
  assert_true(event.ctrlKey && event.shiftKey);
  assert_false(event.altKey || event.metaKey);
  assert_true(event.getModifierState("Control"));
}, "initKeyboardEvent");

test(() => {
  const event = new WheelEvent("wheel", { deltaY: 120, deltaMode: WheelEvent.DOM_DELTA_LINE, clientX: 5 });
  assert_true(event instanceof MouseEvent);
  assert_equals(event.deltaY, 120);
  assert_equals(event.deltaMode, 1);
  assert_equals(event.clientX, 5);
  for (const name of ["DragEvent", "HashChangeEvent", "StorageEvent"]) {
    assert_equals(Object.getPrototypeOf(document.createEvent(name.toLowerCase())), window[name].prototype, name);
  }
}, "WheelEvent, and createEvent's DragEvent, HashChangeEvent and StorageEvent");
