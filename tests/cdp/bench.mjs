// `framescope bench cdp`'s client: the same Puppeteer script against any browser speaking
// CDP (framescope serve, headless Chromium). Each page: open, go to the app (a todo list
// with two frames), add three items, complete one, delete one, read the metrics, close.
// `node bench.mjs BROWSER_URL ORIGIN PAGES AT_ONCE` with FRAMESCOPE_CDP_MODULES naming the
// node_modules that hold puppeteer-core; prints one JSON line:
// {"sequenceMs": [ms per page], "atOnceMs": ms for AT_ONCE pages together}.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [browserURL, origin, pages, atOnce] = process.argv.slice(2);

const browser = await puppeteer.connect({ browserURL, defaultViewport: null, protocolTimeout: 300_000 });

async function onePage() {
  const page = await browser.newPage();
  page.setDefaultTimeout(300_000);
  await page.goto(`${origin}/app.html`);
  for (const item of ["milk", "eggs", "bread"]) {
    await page.$eval("#new", (input, value) => { input.value = value; }, item);
    await page.click("#add");
  }
  await page.click("#list li:nth-child(1) .done");
  await page.click("#list li:nth-child(2) .delete");
  const left = await page.$$eval("#list li", (items) => items.map((li) => li.className + ":" + li.firstChild.textContent));
  assert.deepEqual(left, ["done:milk", ":bread"]);
  assert.equal(page.frames().length, 3);
  await page.metrics();
  await page.close();
}

const sequenceMs = [];
for (let i = 0; i < Number(pages); i++) {
  const start = performance.now();
  await onePage();
  sequenceMs.push(performance.now() - start);
}
const start = performance.now();
await Promise.all(Array.from({ length: Number(atOnce) }, () => onePage()));
const atOnceMs = performance.now() - start;
await browser.disconnect();
console.log(JSON.stringify({ sequenceMs, atOnceMs }));
