// A page's shared and service workers as clients see them against `framescope serve`:
// targets of the browser (`shared_worker`, `service_worker`) that Puppeteer finds with
// `browser.waitForTarget`, whose `target.worker()` evaluates in the worker's own isolate
// and hears its console; then, with chrome-remote-interface on the browser's endpoint,
// `Target.setAutoAttach` with `waitForDebuggerOnStart`: the shared worker's script does
// not run until its session sends `Runtime.runIfWaitingForDebugger`; `Target.getTargets`
// and `/json/list` list the workers, and `targetDestroyed` says they ended with their
// page; each worker's `/json/list` endpoint is a session on it. `node shared_workers.mjs PORT ORIGIN`, run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const CDP = require("chrome-remote-interface");
const WebSocket = require("ws");
const [port, origin] = process.argv.slice(2);

// Puppeteer.
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null, protocolTimeout: 180_000 });
const page = await browser.newPage();
page.setDefaultTimeout(180_000);
const sharedTarget = browser.waitForTarget((t) => t.type() === "shared_worker", { timeout: 180_000 });
const serviceTarget = browser.waitForTarget((t) => t.type() === "service_worker", { timeout: 180_000 });
await page.goto(`${origin}/shared.html`);
const shared = await sharedTarget;
assert.equal(shared.url(), `${origin}/shared.js`);
const worker = await shared.worker();
assert.equal(await worker.evaluate(() => self.constructor.name), "SharedWorkerGlobalScope");
assert.equal(await worker.evaluate(() => self.started), true);
const logged = new Promise((resolve) => worker.once("console", (message) => resolve(message.text())));
await worker.evaluate(() => console.log("from the shared worker"));
assert.equal(await logged, "from the shared worker");
const heard = () => new Promise((resolve) => {
  const look = () => (window.fromShared ? resolve(window.fromShared) : setTimeout(look, 10));
  look();
});
assert.equal(await page.evaluate(heard), "hello");

const service = await serviceTarget;
assert.equal(service.url(), `${origin}/sw.js`);
const serviceWorker = await service.worker();
assert.equal(await serviceWorker.evaluate(() => self.constructor.name), "ServiceWorkerGlobalScope");
assert.equal(await serviceWorker.evaluate(() => self.version), 1);

// The debugger pauses the shared worker alone.
await worker.client.send("Debugger.enable");
const paused = new Promise((resolve) => worker.client.once("Debugger.paused", resolve));
const evaluated = worker.client.send("Runtime.evaluate", { expression: "debugger; 2" });
await paused;
assert.equal(await page.evaluate(() => document.title), "shared");
await worker.client.send("Debugger.resume");
assert.equal((await evaluated).result.value, 2);

const gone = new Promise((resolve) => browser.on("targetdestroyed", (t) => t === shared && resolve()));
await page.close();
await gone;
await browser.disconnect();

// chrome-remote-interface on the browser's endpoint, with flattened sessions.
const options = { host: "127.0.0.1", port: Number(port) };
const { webSocketDebuggerUrl } = await CDP.Version(options);
const client = await CDP({ ...options, target: webSocketDebuggerUrl });
const attached = new Map();
const waiters = [];
client.on("Target.attachedToTarget", (event) => {
  attached.set(event.targetInfo.type, event);
  for (const waiter of waiters.splice(0)) waiter();
});
const attachedTo = async (type) => {
  while (!attached.has(type)) await new Promise((resolve) => waiters.push(resolve));
  return attached.get(type);
};
const destroyed = [];
const events = [];
client.on("Target.targetDestroyed", ({ targetId }) => {
  destroyed.push(targetId);
  events.push(`destroyed ${targetId}`);
});
client.on("Target.detachedFromTarget", ({ sessionId }) => events.push(`detached ${sessionId}`));
await client.send("Target.setDiscoverTargets", { discover: true });
await client.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
const { targetId: pageId } = await client.send("Target.createTarget", { url: `${origin}/shared.html` });
const pageSession = (await attachedTo("page")).sessionId;
// As in Chrome, the page's own auto-attaching session gets its service worker too.
const pageServiceAttached = new Promise((resolve) => client.on("Target.attachedToTarget", (event, parent) => {
  if (parent === pageSession && event.targetInfo.type === "service_worker") resolve(event);
}));
await client.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, pageSession);
await client.send("Runtime.runIfWaitingForDebugger", {}, pageSession);

const sharedAttached = await attachedTo("shared_worker");
assert.equal(sharedAttached.waitingForDebugger, true);
assert.equal(sharedAttached.targetInfo.url, `${origin}/shared.js`);
const sharedSession = sharedAttached.sessionId;
// Waiting: the worker's script has not run, so it has no context yet, and it has not
// answered the page.
await client.send("Runtime.enable", {}, sharedSession);
await assert.rejects(client.send("Runtime.evaluate", { expression: "self.started" }, sharedSession));
const before = await client.send("Runtime.evaluate", { expression: "String(window.fromShared)" }, pageSession);
assert.equal(before.result.value, "undefined");
const context = new Promise((resolve) => client.once(`Runtime.executionContextCreated.${sharedSession}`, resolve));
await client.send("Runtime.runIfWaitingForDebugger", {}, sharedSession);
// (A worker's context names its script URL as its origin, as Chrome's do.)
assert.equal((await context).context.origin, `${origin}/shared.js`);
const started = await client.send("Runtime.evaluate", { expression: "self.started" }, sharedSession);
assert.equal(started.result.value, true);
const after = await client.send("Runtime.evaluate", { expression: `(${heard})()`, awaitPromise: true }, pageSession);
assert.equal(after.result.value, "hello");

// The service worker waited too, until it was let go.
const serviceAttached = await attachedTo("service_worker");
assert.equal(serviceAttached.waitingForDebugger, true);
await client.send("Runtime.runIfWaitingForDebugger", {}, serviceAttached.sessionId);
const pageService = await pageServiceAttached;
assert.equal(pageService.targetInfo.targetId, serviceAttached.targetInfo.targetId);
assert.equal(pageService.waitingForDebugger, true);
await client.send("Runtime.runIfWaitingForDebugger", {}, pageService.sessionId);
const version = await client.send("Runtime.evaluate", { expression: "self.version" }, pageService.sessionId);
assert.equal(version.result.value, 1);

const { targetInfos } = await client.send("Target.getTargets");
const types = targetInfos.map((t) => t.type).sort();
assert.deepEqual(types, ["page", "service_worker", "shared_worker"]);
const list = await CDP.List(options);
assert.ok(list.some((t) => t.type === "shared_worker" && t.url === `${origin}/shared.js`));
assert.ok(list.some((t) => t.type === "service_worker" && t.url === `${origin}/sw.js`));
// Each worker has its own endpoint, as in Chrome: a client connected there has a
// session on the worker, without a session id.
const sharedEntry = list.find((t) => t.type === "shared_worker");
assert.match(sharedEntry.webSocketDebuggerUrl, /^ws:\/\/.+\/devtools\/page\//);
assert.ok(sharedEntry.devtoolsFrontendUrl.includes(sharedEntry.webSocketDebuggerUrl.slice(5)));
// (A raw socket: chrome-remote-interface matches answers by id alone, so it would not
// notice a `sessionId` that should not be there.)
const direct = new WebSocket(sharedEntry.webSocketDebuggerUrl);
await new Promise((resolve, reject) => { direct.once("open", resolve); direct.once("error", reject); });
const received = [];
const answered = new Promise((resolve) => direct.on("message", (data) => {
  const message = JSON.parse(data.toString());
  received.push(message);
  if (message.id === 2) resolve(message);
}));
direct.send(JSON.stringify({ id: 1, method: "Runtime.enable" }));
direct.send(JSON.stringify({ id: 2, method: "Runtime.evaluate", params: { expression: "[self.constructor.name, self.started]", returnByValue: true } }));
const directStarted = await answered;
assert.deepEqual(directStarted.result?.result?.value, ["SharedWorkerGlobalScope", true], JSON.stringify(received));
assert.ok(received.some((m) => m.method === "Runtime.executionContextCreated"), "an event came too");
assert.deepEqual(received.filter((m) => "sessionId" in m), [], "no message on the worker's own endpoint has a session id");
// A worker the shared worker starts, auto-attached on its endpoint: the child's messages
// carry the child's session id (only the endpoint's own session is untold).
const childAttached = new Promise((resolve) => direct.on("message", (data) => {
  const message = JSON.parse(data.toString());
  if (message.method === "Target.attachedToTarget") resolve(message);
}));
direct.send(JSON.stringify({ id: 3, method: "Target.setAutoAttach", params: { autoAttach: true, waitForDebuggerOnStart: false, flatten: true } }));
direct.send(JSON.stringify({ id: 4, method: "Runtime.evaluate", params: { expression: "self.inner = new Worker('/worker.js'); 1" } }));
const attachedChild = await childAttached;
assert.equal(attachedChild.sessionId, undefined, "told on the endpoint's own session");
const childSession = attachedChild.params.sessionId;
const childAnswer = new Promise((resolve) => direct.on("message", (data) => {
  const message = JSON.parse(data.toString());
  if (message.id === 5) resolve(message);
}));
direct.send(JSON.stringify({ id: 5, sessionId: childSession, method: "Runtime.evaluate", params: { expression: "self.constructor.name", returnByValue: true } }));
const answer = await childAnswer;
assert.equal(answer.sessionId, childSession, JSON.stringify(answer));
assert.equal(answer.result?.result?.value, "DedicatedWorkerGlobalScope");
// (The endpoint stays open until the worker ends with its page, below.)
const directDetached = new Promise((resolve) => direct.on("message", (data) => {
  const message = JSON.parse(data.toString());
  if (message.method === "Inspector.detached") resolve(message);
}));

// A worker is not closed by itself: it ends with its page.
await assert.rejects(client.send("Target.closeTarget", { targetId: sharedAttached.targetInfo.targetId }), /ends with its page/);
// The workers end with their page.
await client.send("Target.closeTarget", { targetId: pageId });
const sharedId = sharedAttached.targetInfo.targetId;
while (!destroyed.includes(sharedId)) await new Promise((resolve) => setTimeout(resolve, 20));
// Its session is detached before the target is destroyed, as in Chrome.
assert.ok(events.indexOf(`detached ${sharedSession}`) >= 0, events.join("\n"));
assert.ok(events.indexOf(`detached ${sharedSession}`) < events.indexOf(`destroyed ${sharedId}`), events.join("\n"));
assert.equal((await client.send("Target.getTargets")).targetInfos.length, 0);
// The worker's endpoint is told its target went as Chrome tells a page's endpoint,
// `Inspector.detached` (Chromium 148 sends a shared worker's `Inspector.targetCrashed`),
// and no message there names the endpoint's own (untold) session: only the child's
// detachment names a session, the child's.
assert.deepEqual((await directDetached).params, { reason: "target_closed" });
assert.deepEqual(received.filter((m) => "sessionId" in m && m.sessionId !== childSession), [], JSON.stringify(received));
const detachments = received.filter((m) => m.method === "Target.detachedFromTarget");
assert.deepEqual(detachments.map((m) => m.params.sessionId).filter((id) => id !== childSession), [], JSON.stringify(detachments));
direct.close();
await client.close();
console.log("every check passed");
