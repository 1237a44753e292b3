// Console messages with objects and arrays as their arguments, as Puppeteer and Playwright
// see them against `framescope serve`: `Runtime.consoleAPICalled` carries remote objects
// (V8's inspector reports the calls), so `msg.args()[i].jsonValue()` gives the object
// back, from a page's load, an evaluation, a frame and a worker, and a session that enables
// Runtime later is told the earlier calls, and a page past framescope's cap on kept
// messages still logs. `node console.mjs PORT ORIGIN`, run by
// tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const { chromium } = require("playwright-core");
const [port, origin] = process.argv.slice(2);

/// The next console message of `emitter` whose text starts with `prefix`.
const message = (emitter, prefix) =>
  new Promise((resolve) => {
    const listener = (msg) => {
      if (msg.text().startsWith(prefix)) {
        emitter.off("console", listener);
        resolve(msg);
      }
    };
    emitter.on("console", listener);
  });
const values = (msg) => Promise.all(msg.args().map((arg) => arg.jsonValue()));

// Puppeteer.
{
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null, protocolTimeout: 180_000 });
  const page = await browser.newPage();
  page.setDefaultTimeout(180_000);
  const loading = message(page, "loading");
  const fromWorker = message(page, "worker");
  await page.goto(`${origin}/console.html`);
  const loaded = await loading;
  assert.equal(loaded.type(), "log");
  assert.deepEqual(await values(loaded), ["loading", { a: 1, list: [1, 2] }, [3, 4], 5, null]);
  assert.equal(loaded.args()[1].remoteObject().type, "object");
  assert.ok(loaded.args()[1].remoteObject().objectId, "an object has an objectId");
  assert.equal(loaded.args()[2].remoteObject().subtype, "array");
  assert.deepEqual(await values(await fromWorker), ["worker", { in: "worker" }]);

  // An evaluation's, and a frame's.
  let next = message(page, "evaluated");
  await page.evaluate(() => console.warn("evaluated", { nested: { deep: [true] } }));
  const warned = await next;
  assert.equal(warned.type(), "warn");
  assert.deepEqual(await values(warned), ["evaluated", { nested: { deep: [true] } }]);
  // (A call in a window the inspector knows has its stack, as in Chrome.)
  assert.ok(warned.stackTrace().length > 0, "a stack trace");
  // The handle is the page's object itself.
  next = message(page, "kept");
  await page.evaluate(() => { window.kept = { count: 1 }; console.log("kept", window.kept); });
  const handle = (await next).args()[1];
  await page.evaluate(() => { window.kept.count = 2; });
  assert.equal(await handle.evaluate((kept) => kept.count), 2);
  next = message(page, "in the frame");
  await page.frames()[1].evaluate(() => console.info("in the frame", [window.name]));
  assert.deepEqual(await values(await next), ["in the frame", ["child"]]);

  // A session that enables Runtime later hears the earlier calls, objects included.
  const session = await page.createCDPSession();
  const replayed = new Promise((resolve) => session.on("Runtime.consoleAPICalled", (e) => e.args[0].value === "loading" && resolve(e)));
  await session.send("Runtime.enable");
  const event = await replayed;
  const { result } = await session.send("Runtime.callFunctionOn", { objectId: event.args[1].objectId, functionDeclaration: "function () { return this.list.length; }", returnByValue: true });
  assert.equal(result.value, 2);

  // Past framescope's own cap on kept messages (10 000), a page the inspector knows still
  // logs to its clients, each call with its own arguments
  // (last: V8 keeps the latest 1 000 messages for a session that enables Runtime later).
  next = message(page, "past the cap");
  await page.evaluate(() => { for (let i = 0; i < 10_001; i++) console.debug(i); console.log("past the cap", { n: 1 }); });
  assert.deepEqual(await values(await next), ["past the cap", { n: 1 }]);
  await page.close();
  await browser.disconnect();
}

// Playwright.
{
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 180_000 });
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  const loading = message(page, "loading");
  await page.goto(`${origin}/console.html`);
  assert.deepEqual(await values(await loading), ["loading", { a: 1, list: [1, 2] }, [3, 4], 5, null]);
  const next = message(page, "evaluated");
  await page.evaluate(() => console.error("evaluated", [{ x: 1 }]));
  const logged = await next;
  assert.equal(logged.type(), "error");
  assert.deepEqual(await values(logged), ["evaluated", [{ x: 1 }]]);
  await page.close();
  await browser.close();
}

console.log("every check passed");
