// "Pause on uncaught exceptions" stops for an exception a task's callback throws — a
// timer's callback, an event listener the platform's dispatch calls, a rejected promise
// nobody handles, an async function's throw — at the throw, with the thrower's frames on
// the stack, as Chromium 148 stops; an exception the page catches does not stop, nor one
// the platform throws and catches itself. `node exceptions.mjs PORT ORIGIN`, run by
// tests/integration/serve.rs. (The same script passes against Chromium 148, its pages
// served over HTTP.)
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
const url = `${origin}/exceptions.html`;
const script = `${origin}/exceptions.js`;
const loaded = new Promise((resolve) => client.once("Page.loadEventFired", resolve));
await Page.navigate({ url });
await loaded;
await Runtime.enable();
const urls = new Map();
client.on("Debugger.scriptParsed", ({ scriptId, url }) => urls.set(scriptId, url));
await Debugger.enable();
await Debugger.setPauseOnExceptions({ state: "uncaught" });

// Every pause, in order; `paused()` waits for the next one not yet taken.
const { pauses, paused } = pausesOf(client);
const where = (frame) => {
  const url = urls.get(frame.location.scriptId) ?? `(script ${frame.location.scriptId} not told)`;
  return `${frame.functionName || "(anonymous)"} ${url} ${frame.location.lineNumber}`;
};
// The pause's reason and exception, and its frames (the page's, top first).
const exceptionPause = async (message, reason = "exception") => {
  const pause = await paused();
  assert.equal(pause.reason, reason, JSON.stringify(pause.reason));
  assert.match(pause.data?.description ?? "", new RegExp(message), JSON.stringify(pause.data));
  assert.equal(pause.data.uncaught, true, JSON.stringify(pause.data));
  const frames = pause.callFrames.map(where);
  await Debugger.resume();
  return frames;
};
// Waits until the page ran its tasks (a round trip through a timer of its own).
const settle = () =>
  Runtime.evaluate({ expression: "new Promise((resolve) => setTimeout(resolve, 20))", awaitPromise: true });

// 1. A timer's callback.
await Runtime.evaluate({ expression: "setTimeout(fromTimer)" });
assert.deepEqual(await exceptionPause("from a timer"), [`fromTimer ${script} 1`]);

// 2. A listener the platform's dispatch calls, from a timer: the listener and the page's
// function that dispatched are on the stack (no platform frame between).
await Runtime.evaluate({ expression: "setTimeout(dispatchZ)" });
assert.deepEqual(await exceptionPause("from a listener"), [`onZ ${script} 4`, `dispatchZ ${script} 7`]);

// 3. A rejected promise nobody handles, and an async function's throw.
await Runtime.evaluate({ expression: "setTimeout(rejects)" });
assert.deepEqual(await exceptionPause("rejected", "promiseRejection"), [`rejects ${script} 10`]);
await Runtime.evaluate({ expression: "setTimeout(asyncThrows)" });
const asyncFrames = await exceptionPause("async", "promiseRejection");
assert.equal(asyncFrames[0], `asyncThrows ${script} 14`);

// 4. Caught by the page: no pause, the page's function goes on (a listener's exception
// under the page's own try is reported, not thrown to it: it does not pause either, as in
// Chrome, where the page's catch is on the stack).
assert.equal((await Runtime.evaluate({ expression: "caughtByPage()" })).result.value, "caught");
assert.equal((await Runtime.evaluate({ expression: "dispatchUnderTry()" })).result.value, "reported");

// 5. Thrown and caught inside the platform's own scripts (a bad `pattern`'s SyntaxError
// while checking validity): no pause, not even for "all" exceptions (Chrome's check is
// its C++, which throws nothing).
await Debugger.setPauseOnExceptions({ state: "all" });
assert.equal((await Runtime.evaluate({ expression: "badPattern()" })).result.value, true);
await Debugger.setPauseOnExceptions({ state: "uncaught" });
await settle();
assert.deepEqual(pauses, [], "no other pause");

// 6. With "none", nothing pauses; the exceptions are still reported as before.
await Debugger.setPauseOnExceptions({ state: "none" });
await Runtime.evaluate({ expression: "setTimeout(fromTimer)" });
await settle();
assert.deepEqual(pauses, [], "no pause with state none");

await client.close();
await CDP.Close({ ...options, id: target.id });
console.log("every check passed");
