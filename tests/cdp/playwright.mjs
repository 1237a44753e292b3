// Playwright against `framescope serve` (chromium.connectOverCDP), as a user's script would
// drive it: a page, `goto` into the hosts folder, `evaluate`, `fill` and `click` (with
// Playwright's actionability and hit-target checks), `$$eval`, a frame, `close`; `goto` with
// networkidle on a page of HELD, a server whose answer to the page's fetch waits for
// `HELD/release`.
// Run by tests/integration/serve.rs: `node playwright.mjs PORT ORIGIN HELD` with
// FRAMESCOPE_CDP_MODULES naming the node_modules that hold playwright-core. Exits non-zero
// with the failed check's message.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const { chromium } = require("playwright-core");
const [port, origin, held] = process.argv.slice(2);

const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 180_000 });
const context = browser.contexts()[0] ?? (await browser.newContext());
const page = await context.newPage();
page.setDefaultTimeout(180_000);
await page.goto(`${origin}/app.html`);
assert.equal(await page.title(), "Todo");
assert.equal(await page.evaluate(() => 6 * 7), 42);

await page.fill("#new", "milk");
await page.click("#add");
await page.fill("#new", "bread");
await page.getByRole("button", { name: "Add" }).click();
assert.deepEqual(await page.$$eval("#list li", (items) => items.map((li) => li.textContent)), ["milk", "bread"]);
assert.equal(await page.evaluate(() => window.clicks), 2);

const child = page.frames().find((f) => f !== page.mainFrame());
assert.equal(child.url(), `${origin}/frame.html`);
assert.equal(await child.textContent("#inside"), "in the frame");

await page.close();

// `goto`'s networkidle (Playwright's own, from the Network domain's events): a page of the
// server whose answer to the fetch the page makes as it is parsed waits for `/release`.
const idle = await context.newPage();
idle.setDefaultTimeout(180_000);
// (Told as it began: the request comes while its answer is held.)
const requested = new Promise((resolve) => idle.on("request", (r) => r.url().endsWith("/late.json") && resolve()));
const going = idle.goto(`${held}/idle.html`, { waitUntil: "networkidle" });
await requested;
await fetch(`${held}/release`);
await going;
assert.equal(await idle.evaluate(() => window.late), "done");
await idle.close();
await browser.close();
console.log("playwright: every check passed");
