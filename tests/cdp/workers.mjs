// A page's dedicated workers as Puppeteer sees them against `framescope serve`: each
// worker the page starts is a `worker` target attached to the page's session
// (`page.on("workercreated")`, `page.workers()`), `worker.evaluate()` runs in the worker's
// own isolate, the debugger pauses it alone, and a worker that ends (paused, too) is gone
// (`workerdestroyed`). `node workers.mjs PORT
// ORIGIN`, run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin] = process.argv.slice(2);

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null, protocolTimeout: 180_000 });
const page = await browser.newPage();
page.setDefaultTimeout(180_000);
const created = new Promise((resolve) => page.once("workercreated", resolve));
await page.goto(`${origin}/worker.html`);
const worker = await created;
assert.equal(worker.url(), `${origin}/worker.js`);
assert.equal(page.workers().length, 1);

// The worker's own global scope, not the page's.
assert.equal(await worker.evaluate(() => self.constructor.name), "DedicatedWorkerGlobalScope");
assert.equal(await worker.evaluate(() => self.counted), 3);
// An awaited promise, and a function called with arguments (Runtime.callFunctionOn).
assert.equal(await worker.evaluate(async (a, b) => { await null; return a * b; }, 6, 7), 42);
// The page hears the worker's answer to a message evaluated in it.
const heard = () => window.fromWorker ?? new Promise((resolve) => window.worker.addEventListener("message", (e) => resolve(e.data)));
assert.equal(await page.evaluate(heard), "ready");

// The debugger pauses the worker (not the page), and a paused worker the page
// terminates is gone.
await worker.client.send("Debugger.enable");
const paused = new Promise((resolve) => worker.client.once("Debugger.paused", resolve));
worker.client.send("Runtime.evaluate", { expression: "debugger; 1" }).catch(() => {});
assert.equal((await paused).callFrames[0].url, "");
assert.equal(await page.evaluate(() => document.title), "worker");
const destroyed = new Promise((resolve) => page.once("workerdestroyed", resolve));
await page.evaluate(() => window.worker.terminate());
assert.equal(await destroyed, worker);
assert.equal(page.workers().length, 0);

await page.close();
await browser.disconnect();
console.log("every check passed");
