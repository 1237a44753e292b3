// HTML: a document's load event waits for its frames; a frame removed by a listener of its
// own load event no longer holds it up (the bug: the parent stayed "interactive").
// https://html.spec.whatwg.org/multipage/parsing.html#the-end
"use strict";

async_test((t) => {
  const parent = document.body ?? document.documentElement;
  const removed = document.createElement("iframe");
  const other = document.createElement("iframe");
  let removedLoads = 0;
  removed.addEventListener("load", t.step_func(() => {
    removedLoads++;
    removed.remove();
    assert_not_equals(document.readyState, "complete", "the page is still loading");
  }));
  removed.src = "resources/frame-removed-child.html";
  other.src = "resources/frame-removed-child.html?second";
  parent.appendChild(removed);
  parent.appendChild(other);
  window.addEventListener("load", t.step_func_done(() => {
    assert_equals(removedLoads, 1);
    assert_equals(document.readyState, "complete");
  }));
}, "the page's load fires after a frame that loaded was removed in its own load listener");
