// https://dom.spec.whatwg.org/#interface-eventtarget

test(() => {
  const target = new EventTarget();
  const seen = [];
  const listener = (e) => seen.push(e.type);
  target.addEventListener("x", listener);
  target.addEventListener("x", listener);
  target.dispatchEvent(new Event("x"));
  target.removeEventListener("x", listener);
  target.dispatchEvent(new Event("x"));
  assert_array_equals(seen, ["x"]);
}, "a listener is added once and can be removed");

test(() => {
  const target = new EventTarget();
  let calls = 0;
  target.addEventListener("x", () => calls++, { once: true });
  target.dispatchEvent(new Event("x"));
  target.dispatchEvent(new Event("x"));
  assert_equals(calls, 1);
}, "once listeners run once");

test(() => {
  const target = new EventTarget();
  const event = new Event("x", { cancelable: true });
  target.addEventListener("x", (e) => {
    assert_equals(e.target, target);
    assert_equals(e.currentTarget, target);
    assert_equals(e.eventPhase, Event.AT_TARGET);
    e.preventDefault();
  });
  assert_false(target.dispatchEvent(event), "canceled");
  assert_true(event.defaultPrevented);
  assert_equals(event.currentTarget, null);
  assert_false(event.isTrusted);
}, "dispatchEvent sets target, currentTarget and phase, and reports cancelation");

test(() => {
  const target = new EventTarget();
  const event = new Event("x");
  event.stopPropagation();
  target.addEventListener("x", () => assert_unreached("ran"));
  target.dispatchEvent(event);
  assert_false(event.cancelBubble, "flags are cleared after dispatch");
}, "a listener does not run when propagation was stopped before dispatch");

test(() => {
  const target = new EventTarget();
  const event = new Event("x", { cancelable: true });
  target.addEventListener("x", (e) => e.preventDefault(), { passive: true });
  assert_true(target.dispatchEvent(event));
}, "passive listeners cannot cancel");

test(() => {
  const e = new DOMException("m", "SyntaxError");
  assert_equals(e.name, "SyntaxError");
  assert_equals(e.message, "m");
  assert_equals(e.code, 12);
  assert_equals(DOMException.URL_MISMATCH_ERR, 21);
  assert_true(e instanceof Error);
}, "DOMException names, messages and codes");
