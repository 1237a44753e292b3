// HTML §4.12.1.1 Processing model: script elements a page inserts itself.
// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
"use strict";

test(() => {
  // This file runs as the test page's script: it is the current script here.
  const outer = document.currentScript;
  assert_true(outer instanceof HTMLScriptElement);
  const script = document.createElement("script");
  script.textContent = "window.inlineRan = document.currentScript;";
  assert_equals(window.inlineRan, undefined);
  document.body.appendChild(script);
  assert_equals(window.inlineRan, script, "ran at insertion, with itself as currentScript");
  assert_equals(document.currentScript, outer, "currentScript restored");
  script.remove();
  document.body.appendChild(script);
  assert_equals(window.inlineRan, script);
}, "an inline script runs when inserted, once");

test(() => {
  const script = document.createElement("script");
  document.body.appendChild(script);
  window.lateText = false;
  script.text = "window.lateText = true;";
  assert_true(window.lateText, "an empty connected script runs when it gets text");
}, "a connected empty script runs when its text is set");

test(() => {
  window.notRun = false;
  for (const [attribute, value] of [["type", "application/json"], ["type", "text/plain"], ["nomodule", ""]]) {
    const script = document.createElement("script");
    script.setAttribute(attribute, value);
    script.textContent = "window.notRun = true;";
    document.body.appendChild(script);
  }
  assert_false(window.notRun);
  const script = document.createElement("script");
  script.setAttribute("type", " TEXT/JavaScript ");
  script.textContent = "window.typed = true;";
  document.body.appendChild(script);
  assert_true(window.typed, "a JavaScript MIME type, any case, trimmed");
}, "data blocks and nomodule scripts do not run");

promise_test(async () => {
  const script = document.createElement("script");
  script.src = "resources/external.js";
  assert_true(script.src.endsWith("/resources/external.js"));
  const loaded = new Promise((resolve, reject) => { script.onload = resolve; script.onerror = reject; });
  document.head.appendChild(script);
  assert_equals(window.externalRuns, undefined, "fetched and run in a task, not at insertion");
  await loaded;
  assert_equals(window.externalRuns, 1);
  assert_equals(window.externalCurrentScript, script);
  script.remove();
  document.head.appendChild(script);
  await new Promise((resolve) => step_timeout(resolve, 0));
  assert_equals(window.externalRuns, 1, "already started: not run again");
}, "an external script is fetched, run, and gets load");

promise_test(async () => {
  const script = document.createElement("script");
  document.body.appendChild(script);
  const loaded = new Promise((resolve) => script.addEventListener("load", resolve));
  window.externalRuns = 0;
  script.setAttribute("src", "resources/external.js");
  await loaded;
  assert_equals(window.externalRuns, 1);
}, "a connected empty script runs when it gets a src");

promise_test(async () => {
  for (const src of ["resources/missing.js", ""]) {
    const script = document.createElement("script");
    script.setAttribute("src", src);
    const event = await new Promise((resolve) => {
      script.onerror = resolve;
      script.onload = resolve;
      document.body.appendChild(script);
    });
    assert_equals(event.type, "error", `src=${JSON.stringify(src)}`);
    assert_false(event.bubbles);
  }
}, "a script that cannot be fetched, or with an empty src, gets error");
