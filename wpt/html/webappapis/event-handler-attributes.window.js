// HTML §8.1.8.1 Event handler attributes: IDL attributes on elements, documents and
// windows, and content attributes compiled as handlers.
// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
"use strict";
setup({ allow_uncaught_exception: true });

test(() => {
  const div = document.createElement("div");
  for (const target of [div, document, window]) {
    for (const name of ["onclick", "onkeydown", "oninput", "onload", "onerror", "onscroll"]) {
      assert_true(name in target, `${name} in ${target}`);
    }
  }
  assert_equals(div.onclick, null);
  assert_true("onmessage" in window && "onbeforeunload" in window);
  assert_false("onmessage" in div, "WindowEventHandlers are the window's");
}, "GlobalEventHandlers exist on elements, the document and the window");

test(() => {
  const button = document.createElement("button");
  button.id = "b1";
  button.setAttribute("onclick", "window.clickedThis = this; window.clickedId = id; window.clickedType = event.type; return false;");
  assert_equals(typeof button.onclick, "function", "compiled");
  const event = new MouseEvent("click", { cancelable: true });
  assert_false(button.dispatchEvent(event), "return false cancels");
  assert_equals(window.clickedThis, button);
  assert_equals(window.clickedId, "b1", "the element is in the handler's scope");
  assert_equals(window.clickedType, "click");
  button.removeAttribute("onclick");
  assert_equals(button.onclick, null, "removing the attribute removes the handler");
}, "a content attribute is a handler with the element as this and in scope");

test(() => {
  const body = document.body ?? document.createElement("body");
  const handler = () => {};
  const previous = window.onresize;
  body.onresize = handler;
  assert_equals(window.onresize, handler, "a body's onresize is the window's");
  window.onresize = previous;
  const div = document.createElement("div");
  div.onresize = handler;
  assert_equals(window.onresize, previous, "a div's is its own");
}, "a body element reflects the window's handlers");

async_test((t) => {
  const previous = window.onerror;
  window.onerror = t.step_func((message, source, lineno, colno, error) => {
    window.onerror = previous;
    assert_true(message.includes("handler error"), message);
    assert_equals(typeof lineno, "number");
    assert_equals(typeof colno, "number");
    t.done();
    return true;
  });
  step_timeout(() => { throw new Error("handler error"); }, 0);
}, "the window's onerror gets message, source, line, column and error");

test(() => {
  window.brokeOut = false;
  const errors = [];
  const previous = window.onerror;
  window.onerror = (message) => { errors.push(message); return true; };
  const button = document.createElement("button");
  let onclick;
  try {
    button.setAttribute("onclick", "}; window.brokeOut = true; {");
    // (Compiled when first needed: here, read.)
    assert_equals(errors.length, 0, "setting the attribute does not compile it");
    onclick = button.onclick;
  } finally {
    window.onerror = previous;
  }
  assert_false(window.brokeOut, "text that is no function body by itself does not run when compiled");
  assert_equals(onclick, null);
  assert_equals(errors.length, 1, "it is reported as a syntax error");
  button.setAttribute("onclick", "// a comment\nthis.clicked = true");
  button.click();
  assert_true(button.clicked, "a body may end with a line comment");
}, "An event handler content attribute is compiled as a function body alone");
