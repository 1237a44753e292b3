// Request interception of the page's other threads, as Puppeteer's
// `page.setRequestInterception` sees it: a dedicated worker's `importScripts`, its
// synchronous XHR and its `fetch()`, and the page's own `fetch()` and XHR, which go in
// parallel over the network (`--allow-net`), are paused, answered, continued or failed,
// while the page runs on; a parser-blocking script over the network is answered while
// the parser waits for it; Playwright's `page.route` answers a worker's `fetch()` and the
// page's. `node threads.mjs PORT ORIGIN` (the page's origin is a real server's), run by
// tests/integration/serve_interception.rs. (The same script passes against Chromium 148.)
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const { chromium } = require("playwright-core");
const [port, origin] = process.argv.slice(2);
const path = (url) => new URL(url).pathname;

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
const page = await browser.newPage();
await page.setRequestInterception(true);
const seen = new Set();
const onRequest = (request) => {
  seen.add(path(request.url()));
  switch (path(request.url())) {
    case "/imported.js":
      return request.respond({ status: 200, contentType: "text/javascript", body: 'self.imported = "mocked";' });
    case "/data.json":
      return request.respond({ status: 200, contentType: "application/json", body: JSON.stringify({ mocked: true }) });
    case "/xhr.json":
      return request.abort("blockedbyclient");
    default:
      return request.continue();
  }
};
page.on("request", onRequest);
await page.goto(`${origin}/threads.html`);

// 1. The worker's requests: importScripts answered by the client, its synchronous XHR
// failed, its fetch() answered.
assert.deepEqual(await page.evaluate(() => window.fromWorker), {
  imported: "mocked",
  data: { mocked: true },
  xhr: "NetworkError",
});

// 2. The page's own fetch() and XHR over the network: answered, continued to the server,
// failed.
assert.deepEqual(await page.evaluate(() => fetch("/data.json").then((r) => r.json())), { mocked: true });
assert.deepEqual(await page.evaluate(() => fetch("/threads-worker.js").then((r) => r.status)), 200, "continued");
const xhrFailed = page.evaluate(
  () =>
    new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open("GET", "/xhr.json");
      xhr.onload = () => resolve(`load ${xhr.status}`);
      xhr.onerror = () => resolve("error");
      xhr.send();
    }),
);
assert.equal(await xhrFailed, "error");
for (const url of ["/threads-worker.js", "/imported.js", "/data.json", "/xhr.json"]) {
  assert.ok(seen.has(url), `${url} paused: ${[...seen].join(", ")}`);
}

// 3. Interception off: the worker's requests go out as they are.
page.off("request", onRequest);
await page.setRequestInterception(false);
await page.reload();
assert.deepEqual(await page.evaluate(() => window.fromWorker), { imported: "real", data: { real: true }, xhr: 200 });

await page.close();

// 4. A parser-blocking script fetched over the network: the parser waits for it while the
// page's loop spins, and the page's thread answers its pause meanwhile.
const blocked = await browser.newPage();
await blocked.setRequestInterception(true);
const scripts = [];
blocked.on("request", (request) => {
  if (path(request.url()) !== "/blocking.js") return request.continue();
  scripts.push(request.resourceType());
  return request.respond({ status: 200, contentType: "text/javascript", body: 'window.blocking = "mocked";' });
});
await blocked.goto(`${origin}/blocking.html`);
assert.equal(await blocked.evaluate(() => window.seenByParser), "mocked");
assert.deepEqual(scripts, ["script"]);
await blocked.close();
await browser.disconnect();

// 5. Playwright's page.route answers a worker's fetch() and the page's fetch() in
// parallel: their pauses name their Network request (`networkId`), which Playwright needs
// to route them (it lets a pause without one go on at once).
const pw = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
const context = pw.contexts()[0] ?? (await pw.newContext());
const routed = await context.newPage();
const routedUrls = [];
await routed.route("**/data.json", (route) => {
  routedUrls.push(path(route.request().url()));
  return route.fulfill({ json: { routed: true } });
});
await routed.goto(`${origin}/threads.html`);
assert.deepEqual(await routed.evaluate(() => window.fromWorker), { imported: "real", data: { routed: true }, xhr: 200 });
assert.deepEqual(await routed.evaluate(() => fetch("/data.json").then((r) => r.json())), { routed: true });
assert.deepEqual(routedUrls, ["/data.json", "/data.json"]);
await routed.close();
await pw.close();
console.log("every check passed");
