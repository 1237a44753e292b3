// "Pause on uncaught exceptions" stops for an exception of every callback the platform
// calls and reports — an animation frame callback, a MutationObserver's, an
// IntersectionObserver's, a ResizeObserver's, a PerformanceObserver's, a custom element's
// reaction and its constructor on upgrade, a queueMicrotask callback, a promise job's
// throw nobody handles — at the throw, with the thrower's frames on the stack, as
// Chromium 148 stops (tests/cdp/exceptions.mjs has timers and listeners); a reaction whose
// exception is reported under the page's own `try` does not stop, in either.
// `node callbacks.mjs PORT ORIGIN`, run by tests/integration/serve_debugger.rs. (The same
// script passes against Chromium 148, its pages served over HTTP.)
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { pausesOf } from "./pauses.mjs";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const CDP = require("chrome-remote-interface");
const [port, origin] = process.argv.slice(2);
const options = { host: "127.0.0.1", port: Number(port) };

const target = await CDP.New({ ...options, url: "about:blank" });
const client = await CDP({ ...options, target });
const { Page, Runtime, Debugger } = client;
await Page.enable();
const script = `${origin}/callbacks.js`;
const loaded = new Promise((resolve) => client.once("Page.loadEventFired", resolve));
await Page.navigate({ url: `${origin}/callbacks.html` });
await loaded;
await Runtime.enable();
const urls = new Map();
client.on("Debugger.scriptParsed", ({ scriptId, url }) => urls.set(scriptId, url));
await Debugger.enable();
await Debugger.setPauseOnExceptions({ state: "uncaught" });

// Every pause, in order; `paused()` waits for the next one not yet taken.
const { pauses, paused } = pausesOf(client);
// The pause's frames of the page's script (top first; not the evaluated expression's).
const exceptionPause = async (message, reason = "exception") => {
  const pause = await paused();
  assert.equal(pause.reason, reason, JSON.stringify(pause.reason));
  assert.match(pause.data?.description ?? "", new RegExp(message), JSON.stringify(pause.data));
  assert.equal(pause.data.uncaught, true, JSON.stringify(pause.data));
  const frames = pause.callFrames
    .filter((frame) => urls.get(frame.location.scriptId) === script)
    .map((frame) => `${frame.functionName || "(anonymous)"} ${frame.location.lineNumber}`);
  await Debugger.resume();
  return frames;
};
// Runs `expression` in the page, and the pause it makes: its page frames.
const pauseOf = async (expression, message, reason) => {
  const [, frames] = await Promise.all([Runtime.evaluate({ expression }), exceptionPause(message, reason)]);
  return frames;
};

// 1. An animation frame callback.
assert.deepEqual(await pauseOf("requestAnimationFrame(frameThrows)", "from a frame callback"), ["frameThrows 1"]);
// 2. A MutationObserver's callback (in the microtask after the mutation).
assert.deepEqual(await pauseOf("mutate()", "from a mutation observer"), ["observed 5"]);
// 3. A custom element's reaction, under the page's function that connected it.
assert.deepEqual(await pauseOf("reactBare()", "from a reaction"), ["connectedCallback 13", "reactBare 18"]);
// 4. The observers of the rendering update, and a PerformanceObserver's task.
assert.deepEqual(await pauseOf("observeIntersection()", "from an intersection observer"), ["intersected 30"]);
assert.deepEqual(await pauseOf("observeSize()", "from a resize observer"), ["resized 37"]);
assert.deepEqual(await pauseOf("observePerformance()", "from a performance observer"), ["performanceObserved 52"]);
// 5. A queueMicrotask callback, and a promise job's throw whose promise nobody handles.
assert.deepEqual(await pauseOf("queueMicrotask(fromMicrotask)", "from a microtask"), ["fromMicrotask 43"]);
assert.deepEqual(await pauseOf("thenThrows()", "from a then", "promiseRejection"), ["inThen 47"]);
// 6. A custom element's constructor when `define` upgrades an element.
assert.deepEqual(await pauseOf("upgrade()", "from an upgrade"), ["Upgraded 61", "upgrade 66"]);

// 7. A reaction's exception under the page's own `try`: reported, and no pause.
assert.equal((await Runtime.evaluate({ expression: "react()" })).result.value, "reported");
await Runtime.evaluate({ expression: "new Promise((resolve) => setTimeout(resolve, 20))", awaitPromise: true });
assert.deepEqual(pauses, [], "no other pause");

await client.close();
await CDP.Close({ ...options, id: target.id });
console.log("every check passed");
