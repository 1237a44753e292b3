// META: script=resources/helpers.js
// Measure Memory §3.2: the memory measurement allowed predicate — a Window of the
// top-level origin — else a promise rejected with a SecurityError DOMException; a
// detached realm rejects too.
// https://wicg.github.io/performance-measure-memory/#top-level-algorithms
"use strict";

promise_test(async () => {
  const outcome = nextMessage();
  await addFrame("https://www1.web-platform.test:8443/measure-memory/resources/measure-here.html");
  assert_equals(await outcome, "DOMException SecurityError");
}, "measureMemory() in a cross-origin iframe rejects with a SecurityError");

promise_test(async () => {
  const outcome = nextMessage();
  await addFrame("resources/measure-here.html");
  assert_equals(await outcome, "resolved");
}, "measureMemory() in a same-origin iframe resolves");

promise_test(async () => {
  const frame = await addFrame("resources/blank.html");
  const framePerformance = frame.contentWindow.performance;
  const FrameDOMException = frame.contentWindow.DOMException;
  frame.remove();
  const promise = framePerformance.measureMemory();
  // (The promise is the detached realm's: a promise derived from it with then() would be
  // too, and V8 runs no reactions of a detached realm; so it is settled into ours.)
  const error = await new Promise((resolve) => { promise.then(() => resolve(null), resolve); });
  assert_true(error instanceof FrameDOMException, String(error));
  assert_equals(error.name, "SecurityError");
}, "measureMemory() of a detached realm rejects with a SecurityError");

promise_test(async () => {
  const worker = new Worker("resources/worker-measures.js");
  const messages = [];
  await new Promise((resolve) => worker.onmessage = (event) => {
    messages.push(event.data);
    if (messages.length === 2) resolve();
  });
  assert_equals(messages[0].hasUserAgentSpecific, false, "measureUserAgentSpecificMemory is not exposed in dedicated workers");
  assert_equals(messages[0].hasSeed, "function");
  assert_equals(messages[1], "DOMException SecurityError");
}, "measureMemory() in a dedicated worker rejects with a SecurityError");

promise_test(async () => {
  const error = await Performance.prototype.measureMemory.call({}).then(() => null, (e) => e);
  assert_true(error instanceof TypeError, String(error));
}, "measureMemory() on another object rejects with a TypeError (it returns a promise)");
