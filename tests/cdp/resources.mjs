// What DevTools' Sources panel and a navigating client read, as Chrome answers them:
// `Page.getResourceTree` lists each frame's scripts, `Page.getResourceContent` gives a
// document's and a script's text, a top-level navigation clears the execution contexts
// (`Runtime.executionContextsCleared`) before the new document's is created, and closing
// a target first tells its sessions `Inspector.detached`. `node resources.mjs PORT ORIGIN`,
// run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const CDP = require("chrome-remote-interface");
const [port, origin] = process.argv.slice(2);
const options = { host: "127.0.0.1", port: Number(port) };

const { webSocketDebuggerUrl } = await CDP.Version(options);
const browser = await CDP({ target: webSocketDebuggerUrl });
const { targetId } = await browser.Target.createTarget({ url: "about:blank" });
const { sessionId } = await browser.Target.attachToTarget({ targetId, flatten: true });
const send = (method, params = {}) => browser.send(method, params, sessionId);
const events = [];
browser.on("event", (message) => {
  if (message.sessionId === sessionId) events.push(message.method);
});
await send("Page.enable");
await send("Runtime.enable");
const load = async (url) => {
  const loaded = new Promise((resolve) => {
    let navigated = false;
    browser.on("Page.frameNavigated", ({ frame }, id) => {
      if (id === sessionId && !frame.parentId && frame.url === url) navigated = true;
    });
    browser.on("Page.loadEventFired", (_, id) => id === sessionId && navigated && resolve());
  });
  await send("Page.navigate", { url });
  await loaded;
};
const url = `${origin}/scripts.html`;
await load(url);

// A top-level navigation cleared the contexts (before the new document's
// `frameNavigated` and its context, as Chrome orders them; Chrome sends it twice).
const cleared = events.lastIndexOf("Runtime.executionContextsCleared");
assert.ok(cleared >= 0, `executionContextsCleared: ${events.join(" ")}`);
assert.equal(events.slice(cleared).indexOf("Runtime.executionContextDestroyed"), -1, "no context destroyed one by one after it");
assert.ok(events.indexOf("Runtime.executionContextCreated", cleared) > cleared);
assert.ok(events.indexOf("Page.frameNavigated", cleared) > cleared);

// The frames with their scripts, and their contents.
const { frameTree } = await send("Page.getResourceTree");
assert.equal(frameTree.frame.url, url);
// (Chrome adds `lastModified` and `contentSize`.)
const resources = frameTree.resources.map(({ url, type, mimeType }) => ({ url, type, mimeType }));
assert.deepEqual(resources, [{ url: `${origin}/lib.js`, type: "Script", mimeType: "text/javascript" }]);
assert.equal(frameTree.childFrames.length, 1);
assert.deepEqual(frameTree.childFrames[0].resources, []);
const page = await send("Page.getResourceContent", { frameId: frameTree.frame.id, url });
assert.equal(page.base64Encoded, false);
assert.match(page.content, /^<!doctype html><title>scripts<\/title>/);
const script = await send("Page.getResourceContent", { frameId: frameTree.frame.id, url: `${origin}/lib.js` });
assert.match(script.content, /function loaded\(\)/);
const frame = await send("Page.getResourceContent", { frameId: frameTree.childFrames[0].frame.id, url: frameTree.childFrames[0].frame.url });
assert.match(frame.content, /in the frame/);
await assert.rejects(send("Page.getResourceContent", { frameId: frameTree.frame.id, url: `${origin}/none.js` }), /No resource with given URL found/);
await assert.rejects(send("Page.getResourceContent", { frameId: "nope", url }), /No frame for given id found/);

// Closing the target: `Inspector.detached` on its session, then its detachment.
const detached = new Promise((resolve) => browser.on("Target.detachedFromTarget", (e) => {
  if (e.sessionId !== sessionId) return;
  events.push("Target.detachedFromTarget");
  resolve();
}));
await browser.Target.closeTarget({ targetId });
await detached;
const told = events.indexOf("Inspector.detached");
assert.ok(told >= 0 && told < events.indexOf("Target.detachedFromTarget"), `Inspector.detached first: ${events.slice(-5).join(" ")}`);
await browser.close();
console.log("every check passed");
