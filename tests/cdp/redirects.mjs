// Request interception of a redirected request, hop by hop, as Chrome's Fetch domain pauses
// it: each hop a `Fetch.requestPaused` of its own (`interception-job-N.H`, the hop before it
// as `redirectedRequestId`, the same `networkId` as the hop's `Network.requestWillBeSent`,
// which tells the method and headers the loader sent it with, and the `redirectResponse`); at the response stage the redirect response pauses too; a hop
// answered or failed by the client ends the fetch; Puppeteer's `redirectChain()` under
// `setRequestInterception`; a client's `continueRequest` changes at a hop, applied as
// Chrome applies them. `node redirects.mjs PORT ORIGIN [HOSTED]` (a real server's origin:
// `/a` redirects to `/b` with a 302, `/p` with a 303, `/r2` to `/a` with a 302, `/p7` to
// `/c` with a 307; `/b` answers with the method and the `X-Test` header it got, `/c` with
// its body too; HOSTED, for framescope only, an origin the hosts folder serves
// `/hosted.txt` at), run by tests/integration/serve_interception.rs. (The same script
// passes against Chromium 148, without HOSTED.)
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin, hosted] = process.argv.slice(2);
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

// 4. A client's changes as Chrome applies them. Headers are one request's: neither the
// first request's nor a hop's go on to the next hop. At a hop without a URL the method and
// body are dropped; with one, the request starts again there (unseen by the page: the
// response is at the hop's URL) with the client's method, headers and body, and that
// request's redirects are further hops of the fetch. A method and body given to the first
// request are kept by a 307.
events = [];
await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*" }] });
const b64 = (text) => Buffer.from(text).toString("base64");
const continued = (at, overrides) => (e) =>
  cdp.send("Fetch.continueRequest", { requestId: e.requestId, ...(e.requestId.endsWith(at) ? overrides : {}) });
const fetched = (url, init) =>
  page.evaluate(
    (url, init) => fetch(url, init).then(async (r) => [await r.text(), new URL(r.url).pathname, r.redirected]),
    url,
    init ?? {},
  );
answer = continued(".1", { method: "PUT", postData: b64("dropped") });
assert.deepEqual(await fetched("/a"), ["B GET ", "/b", true], "a hop's method and body without a URL");
answer = continued(".1", { headers: [{ name: "X-Test", value: "hop" }] });
assert.deepEqual(await fetched("/a"), ["B GET hop", "/b", true], "a hop's headers");
answer = continued(".0", { headers: [{ name: "X-Test", value: "first" }] });
assert.deepEqual(await fetched("/a"), ["B GET ", "/b", true], "the first request's headers, at the hop");
answer = continued(".1", { headers: [{ name: "X-Test", value: "hop" }] });
assert.deepEqual(await fetched("/r2"), ["B GET ", "/b", true], "the first hop's headers, at the second");
answer = continued(".1", { url: `${origin}/c`, method: "PUT", postData: b64("hello"), headers: [{ name: "X-Test", value: "hop" }] });
assert.deepEqual(await fetched("/a"), ["C PUT hop hello", "/b", true], "a hop sent elsewhere");
answer = continued(".0", { method: "PUT", postData: b64("first") });
assert.deepEqual(await fetched("/p7", { method: "POST", body: "page" }), ["C PUT  first", "/c", true], "a 307 keeps the client's method and body");
events = [];
answer = continued(".1", { url: `${origin}/a` });
assert.deepEqual(await fetched("/a"), ["B GET ", "/b", true], "a hop sent to a redirect");
const restarted = events.filter((e) => e[0] === "paused").map((e) => e.slice(1));
const [r] = job(restarted[0][0]);
assert.deepEqual(
  restarted.map(([id, , previous, url]) => [id, previous, url]),
  [
    [`interception-job-${r}.0`, null, "/a"],
    [`interception-job-${r}.1`, `interception-job-${r}.0`, "/b"],
    [`interception-job-${r}.2`, `interception-job-${r}.1`, "/b"],
  ],
);
answer = continued(".1", { url: "data:text/plain,no" });
await assert.rejects(page.evaluate(() => fetch("/a")), /Failed to fetch/, "a hop sent to a data: URL");
// (framescope only: a client's URL is a request like any other, the hosts folder's when
// --allow-net does not name its host.)
if (hosted) {
  answer = continued(".1", { url: `${hosted}/hosted.txt` });
  assert.deepEqual(await fetched("/a"), ["from the hosts folder", "/b", true], "a hop sent to the hosts folder");
}
await cdp.send("Fetch.disable");
await cdp.detach();
await page.close();

// 5. Puppeteer's interception sees each hop, and the redirect chain of the last.
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
