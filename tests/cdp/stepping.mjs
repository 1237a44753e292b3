// V8's debugger never stops in the platform's own scripts (`framescope:…`), as Chrome's
// never stops in its bindings: stepping into a DOM method steps over it, a listener the
// platform's dispatch calls is where a breakpoint pauses and stepping leaves it for the
// page's code, `Debugger.pause` before platform code runs pauses in the page's listener,
// an exception a DOM method throws (caught or not) pauses in the page's code that called
// it, and a client's own ignore-list patterns are kept with the platform's; in a worker too.
// `node stepping.mjs PORT ORIGIN`, run by tests/integration/serve.rs. (The same script
// passes against Chromium 148, its pages served over HTTP: where it pauses is Chrome's.)
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { pausesOf } from "./pauses.mjs";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const CDP = require("chrome-remote-interface");
const [port, origin] = process.argv.slice(2);
const options = { host: "127.0.0.1", port: Number(port) };

const target = await CDP.New({ ...options, url: "about:blank" });
const client = await CDP({ ...options, target });
const { Page, Runtime, Debugger, Input } = client;
await Page.enable();
const url = `${origin}/stepping.html`;
const script = `${origin}/stepping.js`;
const loaded = new Promise((resolve) => client.once("Page.loadEventFired", resolve));
await Page.navigate({ url });
await loaded;
await Runtime.enable();
// (Debugger.CallFrame's `url` is deprecated, and empty: a frame's script is its id's.)
const urls = new Map();
client.on("Debugger.scriptParsed", ({ scriptId, url }) => urls.set(scriptId, url));
await Debugger.enable();

// Every pause, in order; `paused()` waits for the next one not yet taken.
const { pauses, paused } = pausesOf(client);
// Where a pause stopped: the top frame's function, URL and line (0-based).
const at = ({ callFrames }) => {
  const [top] = callFrames;
  assert.ok(top, "the pause has a call frame");
  const url = urls.get(top.location.scriptId) ?? `(script ${top.location.scriptId} not told)`;
  return `${top.functionName || "(anonymous)"} ${url} ${top.location.lineNumber}`;
};
// 1. Stepping across DOM methods: into querySelector and textContent's getter steps over
// them; out of the function returns to the evaluation.
const run = Runtime.evaluate({ expression: "callsPlatform()" });
let pause = await paused();
assert.equal(at(pause), `callsPlatform ${script} 5`, "the debugger statement");
await Debugger.stepOver();
assert.equal(at(await paused()), `callsPlatform ${script} 6`);
await Debugger.stepInto();
pause = await paused();
assert.equal(at(pause), `callsPlatform ${script} 7`, "stepInto querySelector stepped over it");
await Debugger.stepInto();
assert.equal(at(await paused()), `callsPlatform ${script} 7`, "at the return, after textContent");
await Debugger.stepInto();
pause = await paused();
assert.match(at(pause), /^\(anonymous\)  0$/, "stepped out to the evaluation");
await Debugger.resume();
assert.equal((await run).result.value, "stepping");

// 2. A breakpoint in a listener the platform's dispatch calls: its pause starts at the
// listener; stepping out of it goes to the page's code that dispatched, over the platform.
const { breakpointId } = await Debugger.setBreakpointByUrl({ url: script, lineNumber: 1 });
const dispatch = Runtime.evaluate({ expression: "dispatchY()" });
pause = await paused();
assert.equal(at(pause), `onY ${script} 1`);
assert.deepEqual(pause.hitBreakpoints, [breakpointId]);
assert.equal(pause.callFrames[1].functionName, "dispatchY", JSON.stringify(pause.callFrames.map((f) => f.functionName)));
await Debugger.stepOut();
pause = await paused();
// (Chromium 148 too lands at the statement after the dispatchEvent call.)
assert.equal(at(pause), `dispatchY ${script} 21`, "stepOut of the listener lands after dispatchEvent");
await Debugger.resume();
assert.equal((await dispatch).result.value, "dispatched");
await Debugger.removeBreakpoint({ breakpointId });

// 3. Debugger.pause while the page is idle: the next JavaScript is the platform's input
// dispatch (user_input.js), and the page pauses at the page's listener it calls.
await Runtime.evaluate({ expression: "document.addEventListener('mousedown', onMouse)" });
await Debugger.pause();
const press = Input.dispatchMouseEvent({ type: "mousePressed", x: 5, y: 5, button: "left", clickCount: 1 });
pause = await paused();
assert.equal(at(pause), `onMouse ${script} 24`, "the pause is in the page's listener");
await Debugger.resume();
await press;
await Input.dispatchMouseEvent({ type: "mouseReleased", x: 5, y: 5, button: "left", clickCount: 1 });

// 4. Pausing on exceptions: one a DOM method throws for a page's bad argument pauses in
// the page's function that called it, caught there or not (as in Chromium 148).
await Debugger.setPauseOnExceptions({ state: "all" });
const caught = Runtime.evaluate({ expression: "caught()" });
pause = await paused();
assert.equal(pause.reason, "exception");
assert.equal(pause.data?.className, "DOMException", JSON.stringify(pause.data));
assert.equal(at(pause), `caught ${script} 11`);
await Debugger.resume();
assert.equal((await caught).result.value, "SyntaxError");
const thrown = Runtime.evaluate({ expression: "uncaught()" });
pause = await paused();
assert.equal(at(pause), `uncaught ${script} 17`);
await Debugger.resume();
assert.equal((await thrown).exceptionDetails?.exception?.className, "DOMException");
await Debugger.setPauseOnExceptions({ state: "none" });

// 5. A client's own patterns are merged with the platform's, not put in their place.
await Debugger.setBlackboxPatterns({ patterns: ["/stepping-lib\\.js$"] });
const again = Runtime.evaluate({ expression: "callsPlatform()" });
await paused();
await Debugger.stepOver();
await paused();
await Debugger.stepInto();
assert.equal(at(await paused()), `callsPlatform ${script} 7`, "the platform stays ignored");
await Debugger.resume();
await again;
// (Patterns V8 rejects are the client's error.)
await assert.rejects(Debugger.setBlackboxPatterns({ patterns: ["("] }), /Pattern parser error/);

// 6. After disable and enable, the platform is ignored again.
await Debugger.disable();
await Debugger.enable();
const last = Runtime.evaluate({ expression: "callsPlatform()" });
await paused();
await Debugger.stepOver();
await paused();
await Debugger.stepInto();
assert.equal(at(await paused()), `callsPlatform ${script} 7`, "ignored after enable again");
await Debugger.resume();
await last;

// 7. After a navigation (V8 forgets the contexts and scripts it told), too.
const reloaded = new Promise((resolve) => client.once("Page.loadEventFired", resolve));
await Page.navigate({ url });
await reloaded;
const afterNavigation = Runtime.evaluate({ expression: "callsPlatform()" });
assert.equal(at(await paused()), `callsPlatform ${script} 5`);
await Debugger.stepOver();
await paused();
await Debugger.stepInto();
assert.equal(at(await paused()), `callsPlatform ${script} 7`, "ignored after a navigation");
await Debugger.resume();
await afterNavigation;
assert.deepEqual(pauses, [], "no other pause");

// 8. A worker's debugger too: stepping into `new URL()` (the platform's url.js) in a
// dedicated worker steps over it.
const attached = new Promise((resolve) => client.once("Target.attachedToTarget", resolve));
await client.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
await Runtime.evaluate({ expression: "window.worker = new Worker('/stepping-worker.js')" });
const { sessionId } = await attached;
const inWorker = (method, params = {}) => client.send(method, params, sessionId);
const workerScripts = new Map();
client.on(`Debugger.scriptParsed.${sessionId}`, ({ scriptId, url }) => workerScripts.set(scriptId, url));
await inWorker("Runtime.enable");
await inWorker("Debugger.enable");
// The worker's own script is told (it was compiled once its global scope was registered
// with the worker's inspector), and its source can be read.
const workerUrl = `${origin}/stepping-worker.js`;
const [workerScriptId] = [...workerScripts].find(([, url]) => url === workerUrl) ?? [];
assert.ok(workerScriptId, `the worker's script was told: ${JSON.stringify([...workerScripts.values()])}`);
const workerSource = await inWorker("Debugger.getScriptSource", { scriptId: workerScriptId });
assert.match(workerSource.scriptSource, /function callsPlatform\(\)/);
const workerPauses = [];
client.on(`Debugger.paused.${sessionId}`, (pause) => workerPauses.push(pause));
// (The worker's pauses are waited for as the page's, from their own list.)
const workerPaused = async () => {
  while (!workerPauses.length) await new Promise((resolve) => client.once(`Debugger.paused.${sessionId}`, () => setImmediate(resolve)));
  const { callFrames } = workerPauses.shift();
  return `${callFrames[0].functionName} ${callFrames[0].location.scriptId} ${callFrames[0].location.lineNumber}`;
};
const inWorkerRun = inWorker("Runtime.evaluate", { expression: "callsPlatform()" });
const workerScript = workerScriptId;
assert.equal(await workerPaused(), `callsPlatform ${workerScript} 1`, "the pause names the worker's script");
await inWorker("Debugger.stepOver");
assert.equal(await workerPaused(), `callsPlatform ${workerScript} 2`);
await inWorker("Debugger.stepInto");
assert.equal(await workerPaused(), `callsPlatform ${workerScript} 3`, "stepInto new URL() stepped over it");
await inWorker("Debugger.resume");
assert.equal((await inWorkerRun).result.value, "/x");

await client.close();
await CDP.Close({ ...options, id: target.id });
console.log("every check passed");
