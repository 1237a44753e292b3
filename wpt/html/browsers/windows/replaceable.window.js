// Web IDL [Replaceable]: the window's self, frames, parent and length are replaced by
// what a script sets (a frame's window here, so that this page keeps its own).
// https://webidl.spec.whatwg.org/#Replaceable
"use strict";

async_test((t) => {
  const frame = document.createElement("iframe");
  frame.src = "resources/frame-removed-child.html";
  frame.onload = t.step_func_done(() => {
    const w = frame.contentWindow;
    assert_equals(w.self, w);
    w.eval("var frames = []; self = 5; length = 'long';");
    assert_array_equals(w.frames, [], "var frames = [] at top level");
    assert_equals(w.self, 5);
    assert_equals(w.length, "long");
    w.parent = null;
    assert_equals(w.parent, null);
    const descriptor = Object.getOwnPropertyDescriptor(w, "self");
    assert_true(descriptor.writable && descriptor.enumerable && descriptor.configurable, "a data property");
    assert_equals(w.window, w, "window is not replaceable");
  });
  document.body.appendChild(frame);
}, "setting a [Replaceable] window attribute replaces it");
