// Request interception of a redirected request, hop by hop, as Chrome's Fetch domain pauses
// it: each hop a `Fetch.requestPaused` of its own (`interception-job-N.H`, the hop before it
// as `redirectedRequestId`, the same `networkId` as the hop's `Network.requestWillBeSent`,
// which tells the method and headers the loader sent it with, and the `redirectResponse`); at the response stage the redirect response pauses too; a hop
// answered or failed by the client ends the fetch; Puppeteer's `redirectChain()` under
// `setRequestInterception`. `node redirects.mjs PORT ORIGIN` (a real server's origin:
// `/a` redirects to `/b` with a 302, `/p` with a 303; `/b` answers with the method and the
// `X-Test` header it got), run by tests/integration/serve_interception.rs. (The same script
// passes against Chromium 148.)
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin] = process.argv.slice(2);
const path = (url) => new URL(url).pathname;

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
const page = await browser.newPage();
await page.goto(`${origin}/start.html`);
const cdp = await page.createCDPSession();
let events = [];
const told = new Map();
cdp.on("Network.requestWillBeSent", (e) => {
  if (!["/a", "/b", "/p"].includes(path(e.request.url))) return;
  const headers = Object.fromEntries(Object.entries(e.request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  events.push(["sent", e.requestId, e.request.method, path(e.request.url), headers["content-type"] ?? null, e.redirectResponse?.status ?? null]);
});
let answer = (e) => cdp.send("Fetch.continueRequest", { requestId: e.requestId });
cdp.on("Fetch.requestPaused", (e) => {
  events.push(["paused", e.requestId, e.networkId, e.redirectedRequestId ?? null, path(e.request.url), e.request.method, e.responseStatusCode ?? null]);
  told.set(e.requestId, e);
  answer(e);
});
await cdp.send("Network.enable");
const job = (id) => /^interception-job-(\d+)\.(\d+)$/.exec(id)?.slice(1);

// 1. A POST that a 303 redirects: its first request and its hop pause, in the order
// Chrome tells them; the hop is a GET without the body's Content-Type.
await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/p" }, { urlPattern: "*/b" }] });
const posted = await page.evaluate(() =>
  fetch("/p", { method: "POST", body: "x", headers: { "Content-Type": "text/plain" } }).then((r) => r.text()),
);
assert.equal(posted, "B GET ");
const [first, second] = events.filter((e) => e[0] === "paused");
const [n, hop] = job(first[1]) ?? [];
assert.equal(hop, "0", first[1]);
const networkId = first[2];
assert.ok(networkId, "the first pause names its Network request");
// (Chrome's renderer tells a request, its network service pauses it: their order may vary.)
assert.deepEqual(
  events.filter((e) => e[0] === "sent"),
  [
    ["sent", networkId, "POST", "/p", "text/plain", null],
    ["sent", networkId, "GET", "/b", null, 303],
  ],
);
assert.deepEqual(
  events.filter((e) => e[0] === "paused"),
  [
    ["paused", `interception-job-${n}.0`, networkId, null, "/p", "POST", null],
    ["paused", `interception-job-${n}.1`, networkId, `interception-job-${n}.0`, "/b", "GET", null],
  ],
);

// 2. The response stage: the redirect response pauses, then the hop's response.
events = [];
await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/a", requestStage: "Response" }, { urlPattern: "*/b", requestStage: "Response" }] });
assert.equal(await page.evaluate(() => fetch("/a").then((r) => r.text())), "B GET ");
const stages = events.filter((e) => e[0] === "paused");
const [m] = job(stages[0][1]);
assert.deepEqual(
  stages.map((e) => e.slice(1)),
  [
    [`interception-job-${m}.0`, stages[0][2], null, "/a", "GET", 302],
    [`interception-job-${m}.1`, stages[0][2], `interception-job-${m}.0`, "/b", "GET", 200],
  ],
);
const redirect = told.get(`interception-job-${m}.0`);
assert.ok(redirect.responseHeaders.some((h) => h.name.toLowerCase() === "location" && h.value === "/b"), "the redirect's headers");

// 3. A hop the client answers ends the fetch with its response (at the hop's URL,
// redirected); a hop it fails fails the fetch.
await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/b" }] });
answer = (e) =>
  cdp.send("Fetch.fulfillRequest", {
    requestId: e.requestId,
    responseCode: 200,
    responseHeaders: [{ name: "Content-Type", value: "text/plain" }],
    body: Buffer.from("mocked").toString("base64"),
  });
assert.deepEqual(
  await page.evaluate(() => fetch("/a").then(async (r) => [await r.text(), r.redirected, new URL(r.url).pathname])),
  ["mocked", true, "/b"],
);
answer = (e) => cdp.send("Fetch.failRequest", { requestId: e.requestId, errorReason: "BlockedByClient" });
await assert.rejects(page.evaluate(() => fetch("/a")), /Failed to fetch/);
await cdp.send("Fetch.disable");
await cdp.detach();
await page.close();

// 4. Puppeteer's interception sees each hop, and the redirect chain of the last.
const routed = await browser.newPage();
await routed.setRequestInterception(true);
const seen = [];
routed.on("request", (request) => {
  seen.push([path(request.url()), request.redirectChain().map((r) => path(r.url()))]);
  request.continue();
});
const response = await routed.goto(`${origin}/a`);
assert.equal(await response.text(), "B GET ");
assert.deepEqual(response.request().redirectChain().map((r) => path(r.url())), ["/a"]);
assert.deepEqual(seen.filter(([url]) => url !== "/favicon.ico"), [["/a", []], ["/b", ["/a"]]]);
await routed.close();
await browser.disconnect();
console.log("every check passed");
