// The debugger sees a page's scripts from the start, as Chrome's does: a session that
// enables the Debugger after the page loaded is told every script of its documents
// (`Debugger.scriptParsed` with URL, hash and execution context id) and can read their
// sources; console calls made while the page loaded carry stacks with those scripts' ids;
// the platform's own scripts (`framescope:…`) are never shown, neither as scripts nor as
// stack frames. `node debugger.mjs PORT ORIGIN`, run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const CDP = require("chrome-remote-interface");
const [port, origin] = process.argv.slice(2);
const options = { host: "127.0.0.1", port: Number(port) };
const platform = (url) => url.startsWith("framescope:");

const target = await CDP.New({ ...options, url: "about:blank" });
const client = await CDP({ ...options, target });
const { Page, Runtime, Debugger } = client;
await Page.enable();
const url = `${origin}/scripts.html`;
const loaded = new Promise((resolve) => {
  let navigated = false;
  client.on("Page.frameNavigated", ({ frame }) => {
    if (!frame.parentId && frame.url === url) navigated = true;
  });
  client.on("Page.loadEventFired", () => navigated && resolve());
});
await Page.navigate({ url });
await loaded;

// Runtime and the Debugger enabled only now, after the load.
const contexts = [];
client.on("Runtime.executionContextCreated", ({ context }) => contexts.push(context));
const calls = [];
client.on("Runtime.consoleAPICalled", (call) => calls.push(call));
await Runtime.enable();
const top = contexts.find((c) => c.auxData?.frameId === target.id && c.auxData.isDefault);
const frame = contexts.find((c) => c.auxData?.frameId !== target.id && c.auxData?.isDefault);
assert.ok(top && frame, `the documents' contexts: ${JSON.stringify(contexts)}`);
const scripts = [];
client.on("Debugger.scriptParsed", (script) => scripts.push(script));
await Debugger.enable();
const lib = scripts.find((s) => s.url === `${origin}/lib.js`);
assert.ok(lib, `lib.js was parsed: ${JSON.stringify(scripts.map((s) => s.url))}`);
assert.equal(lib.executionContextId, top.id);
assert.match(lib.hash, /^[0-9a-f]{8,}$/);
const inline = scripts.filter((s) => s.url === url);
assert.ok(inline.length > 0, "the document's inline script was parsed");
assert.ok(inline.every((s) => s.executionContextId === top.id));
const inFrame = scripts.find((s) => s.url === `${origin}/frame.html`);
assert.ok(inFrame, "the frame's inline script was parsed");
assert.equal(inFrame.executionContextId, frame.id);
assert.deepEqual(scripts.filter((s) => platform(s.url)).map((s) => s.url), [], "no platform script is shown");
const { scriptSource } = await Debugger.getScriptSource({ scriptId: lib.scriptId });
assert.match(scriptSource, /function loaded\(\)/);
const source = await Debugger.getScriptSource({ scriptId: inline[0].scriptId });
assert.match(source.scriptSource, /function onX\(\)/);

// The load-time call (replayed to the session that enabled Runtime) has its stack.
const fromLib = calls.find((c) => c.args[0]?.value === "from lib");
assert.ok(fromLib, `the load-time call was replayed: ${JSON.stringify(calls.map((c) => c.args[0]))}`);
const frames = fromLib.stackTrace?.callFrames ?? [];
assert.equal(frames[0]?.functionName, "loaded", JSON.stringify(frames));
assert.equal(frames[0].scriptId, lib.scriptId);
assert.equal(frames[0].url, `${origin}/lib.js`);
// (No session had Runtime enabled then: V8 keeps the top frame only, as Chrome does.)
assert.equal(frames.length, 1, JSON.stringify(frames));

// A listener the platform's own event dispatch calls: the stack shows no platform frame
// (before, the dispatch's frames were between the listener and the evaluation).
const next = new Promise((resolve) => {
  client.on("Runtime.consoleAPICalled", (c) => c.args[0]?.value === "from listener" && resolve(c));
});
await Runtime.evaluate({ expression: "document.dispatchEvent(new Event('x'))", contextId: top.id });
const listener = (await next).stackTrace.callFrames;
assert.equal(listener[0].functionName, "onX");
assert.equal(listener[0].url, url);
assert.ok(listener.length >= 2, JSON.stringify(listener));
assert.deepEqual(listener.filter((f) => platform(f.url)), [], JSON.stringify(listener));
await client.close();
await CDP.Close({ ...options, id: target.id });
console.log("every check passed");
