// A worker that starts a worker, as Puppeteer and Playwright see it against `framescope
// serve`: the inner worker is a target attached to the outer worker's session (which sent
// `Target.setAutoAttach`, as both clients do), so Puppeteer's `targetcreated` and
// `workercreated` and Playwright's `page.on("worker")` see it and evaluate in it; it is
// detached and destroyed when it ends, and when its parent ends. `node nested_workers.mjs
// PORT ORIGIN`, run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const { chromium } = require("playwright-core");
const [port, origin] = process.argv.slice(2);

/// Resolves with the first `event` of `emitter` whose argument `accept`s.
const next = (emitter, event, accept = () => true) =>
  new Promise((resolve) => {
    const listener = (value) => {
      if (accept(value)) {
        emitter.off(event, listener);
        resolve(value);
      }
    };
    emitter.on(event, listener);
  });

// Puppeteer.
{
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null, protocolTimeout: 180_000 });
  const page = await browser.newPage();
  page.setDefaultTimeout(180_000);
  const isInner = (w) => w.url() === `${origin}/inner.js`;
  const innerTarget = next(browser, "targetcreated", (t) => t.url() === `${origin}/inner.js`);
  const outerCreated = next(page, "workercreated", (w) => w.url() === `${origin}/outer.js`);
  const innerCreated = next(page, "workercreated", isInner);
  await page.goto(`${origin}/nested.html`);
  const outer = await outerCreated;
  let inner = await innerCreated;
  // (Puppeteer calls a dedicated worker's target "other", in Chrome too.)
  assert.equal((await innerTarget).type(), "other");
  assert.equal(page.workers().length, 2);

  // Each one's own global scope; the inner one's script ran (Puppeteer let it go).
  assert.equal(await inner.evaluate(() => self.constructor.name), "DedicatedWorkerGlobalScope");
  assert.equal(await inner.evaluate(() => self.role), "inner");
  assert.equal(await outer.evaluate(() => self.role), "outer");
  assert.equal(await inner.evaluate(async (a) => { await null; return a * 2; }, 21), 42);
  const heard = () => window.fromOuter ?? new Promise((resolve) => window.outer.addEventListener("message", (e) => resolve(e.data), { once: true }));
  assert.equal(await page.evaluate(heard), "inner ready");

  // The inner worker ends (its parent terminates it): destroyed, and its target too.
  let gone = next(page, "workerdestroyed");
  let targetGone = next(browser, "targetdestroyed", (t) => t.url() === `${origin}/inner.js`);
  await outer.evaluate(() => self.inner.terminate());
  assert.equal(await gone, inner);
  await targetGone;
  assert.deepEqual(page.workers().map((w) => w.url()), [`${origin}/outer.js`]);

  // A new one, started from an evaluation in the outer worker.
  const again = next(page, "workercreated", isInner);
  await outer.evaluate(() => { self.inner = new Worker("/inner.js"); });
  inner = await again;
  assert.equal(await inner.evaluate(() => self.role), "inner");

  // The outer worker ends: both are gone.
  const destroyed = [];
  gone = new Promise((resolve) => page.on("workerdestroyed", (w) => destroyed.push(w) === 2 && resolve()));
  await page.evaluate(() => window.outer.terminate());
  await gone;
  assert.ok(destroyed.includes(inner) && destroyed.includes(outer));
  assert.equal(page.workers().length, 0);
  await page.close();
  await browser.disconnect();
}

// Playwright.
{
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 180_000 });
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  const innerSeen = next(page, "worker", (w) => w.url() === `${origin}/inner.js`);
  await page.goto(`${origin}/nested.html`);
  const inner = await innerSeen;
  assert.equal(await inner.evaluate(() => self.role), "inner");
  assert.equal(page.workers().length, 2);
  const closed = new Promise((resolve) => inner.once("close", resolve));
  await page.evaluate(() => window.outer.terminate());
  await closed;
  await page.close();
  await browser.close();
}

console.log("every check passed");
