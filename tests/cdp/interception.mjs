// Request interception (the Fetch domain) as Puppeteer's `page.setRequestInterception` and
// Playwright's `page.route` use it: requests paused, continued (to another URL), answered
// with the client's response, failed, a redirect's hop answered; at the response stage, the body read and replaced;
// and the page's thread keeps answering while a request waits. `node interception.mjs
// PORT ORIGIN`, run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const { chromium } = require("playwright-core");
const [port, origin] = process.argv.slice(2);
const path = (url) => new URL(url).pathname;

// 1. Puppeteer.
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
const page = await browser.newPage();
await page.setRequestInterception(true);
const seen = [];
let posted;
const onRequest = (request) => {
  seen.push(`${request.method()} ${path(request.url())} ${request.resourceType()}`);
  switch (path(request.url())) {
    case "/blocked.js":
      return request.abort("blockedbyclient");
    case "/data.json":
      if (request.method() === "POST") {
        posted = request.postData();
        return request.respond({ status: 201, contentType: "application/json", body: JSON.stringify({ posted }) });
      }
      return request.respond({ status: 200, contentType: "application/json", body: JSON.stringify({ mocked: true }) });
    case "/elsewhere.json":
      return request.continue({ url: `${origin}/data.json` });
    default:
      return request.continue();
  }
};
page.on("request", onRequest);
await page.goto(`${origin}/intercept.html`);
assert.equal(await page.evaluate(() => window.libLoaded), true, "a continued script ran");
assert.deepEqual(await page.evaluate(() => ["blockedLoaded" in window, window.blockedFailed]), [false, true], "an aborted script failed");
assert.deepEqual(await page.evaluate(() => fetch("/data.json").then((r) => r.json())), { mocked: true });
assert.deepEqual(
  await page.evaluate(() => fetch("/data.json", { method: "POST", body: "hello" }).then(async (r) => [r.status, await r.json()])),
  [201, { posted: "hello" }],
);
assert.equal(posted, "hello");
assert.deepEqual(await page.evaluate(() => fetch("/elsewhere.json").then((r) => r.json())), { real: true }, "continued to another URL");
await assert.rejects(page.evaluate(() => fetch("/blocked.js")), /Failed to fetch/);
// (A redirect's hop pauses too, here answered by the client.)
assert.deepEqual(
  await page.evaluate(() => fetch("/moved.json").then(async (r) => [r.redirected, await r.json()])),
  [true, { mocked: true }],
);
assert.ok(seen.includes("GET /moved.json fetch"), seen.join("\n"));
assert.ok(seen.includes("GET /intercept.html document"), seen.join("\n"));
assert.ok(seen.includes("GET /intercept-lib.js script"), seen.join("\n"));
assert.ok(seen.includes("GET /data.json fetch"), seen.join("\n"));

// 2. The response stage over a raw session: the body read, then replaced; while the
// request waits, the page's thread answers other commands (a Fetch one here).
page.off("request", onRequest);
await page.setRequestInterception(false);
const cdp = await page.createCDPSession();
await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/data.json", requestStage: "Response" }] });
const stages = [];
cdp.on("Fetch.requestPaused", async (event) => {
  stages.push(`${event.responseStatusCode} ${event.resourceType}`);
  await assert.rejects(cdp.send("Fetch.continueRequest", { requestId: "interception-job-none" }), /Invalid InterceptionId/);
  const { body, base64Encoded } = await cdp.send("Fetch.getResponseBody", { requestId: event.requestId });
  const original = JSON.parse(base64Encoded ? Buffer.from(body, "base64").toString() : body);
  const wrapped = Buffer.from(JSON.stringify({ wrapped: original })).toString("base64");
  await cdp.send("Fetch.fulfillRequest", {
    requestId: event.requestId,
    responseCode: 200,
    responseHeaders: [{ name: "Content-Type", value: "application/json" }],
    body: wrapped,
  });
});
assert.deepEqual(await page.evaluate(() => fetch("/data.json").then((r) => r.json())), { wrapped: { real: true } });
// (Chrome's Fetch domain calls a fetch() request "XHR", its Network domain "Fetch".)
assert.deepEqual(stages, ["200 XHR"]);
await cdp.send("Fetch.disable");
assert.deepEqual(await page.evaluate(() => fetch("/data.json").then((r) => r.json())), { real: true }, "disabled");
await page.close();
await browser.disconnect();

// 3. Playwright's page.route.
const pw = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
const context = pw.contexts()[0] ?? (await pw.newContext());
const routed = await context.newPage();
await routed.route("**/data.json", (route) => route.fulfill({ json: { routed: true } }));
await routed.route("**/blocked.js", (route) => route.abort());
await routed.goto(`${origin}/intercept.html`);
assert.equal(await routed.evaluate(() => window.libLoaded), true);
assert.equal(await routed.evaluate(() => window.blockedFailed), true);
assert.deepEqual(await routed.evaluate(() => fetch("/data.json").then((r) => r.json())), { routed: true });
await routed.unroute("**/data.json");
assert.deepEqual(await routed.evaluate(() => fetch("/data.json").then((r) => r.json())), { real: true });
await routed.close();
await pw.close();
console.log("every check passed");
