// Puppeteer's network view of a `framescope serve` page: `goto`'s response, the
// request/response events of a page's document, frame, script, stylesheet and fetch(), a
// failed request, extra headers and the user agent arriving at a real server, the cache
// disabled, cookies set, read and deleted, and redirects hop by hop. Run by tests/integration/serve_network.rs:
// `node network.mjs PORT HOSTS_ORIGIN NET_ORIGIN` with FRAMESCOPE_CDP_MODULES naming the
// node_modules that hold puppeteer-core. Exits non-zero with the failed check's message.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin, net] = process.argv.slice(2);

const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${port}`,
  defaultViewport: null,
  protocolTimeout: 180_000,
});
const page = await browser.newPage();
page.setDefaultTimeout(180_000);
const requests = [];
const responses = [];
page.on("request", (request) => requests.push(request));
page.on("response", (response) => responses.push(response));

// goto resolves with the document's response: its status and headers.
const response = await page.goto(`${origin}/net.html`);
assert.ok(response, "goto resolves with a response");
assert.equal(response.status(), 200);
assert.equal(response.url(), `${origin}/net.html`);
assert.equal(response.headers()["x-served"], "from the hosts folder");
assert.match(response.headers()["content-type"], /^text\/html/);
assert.equal(response.request().resourceType(), "document");
assert.ok(response.request().isNavigationRequest());
assert.equal(response.frame(), page.mainFrame());
assert.match(await response.text(), /<iframe src=\/frame.html>/);

const seen = (path) => requests.find((request) => request.url() === `${origin}${path}`);
for (const [path, type] of [["/net.html", "document"], ["/frame.html", "document"], ["/script.js", "script"],
  ["/style.css", "stylesheet"]]) {
  const request = seen(path);
  assert.ok(request, `a request event for ${path}: ${requests.map((r) => r.url())}`);
  assert.equal(request.resourceType(), type, path);
  assert.equal(request.method(), "GET");
  assert.equal(request.response()?.status(), 200, `${path}'s response`);
}
assert.equal(seen("/script.js").frame(), page.mainFrame());
assert.equal(await seen("/script.js").response().text(), "window.fromScript = 'ran';");
assert.equal(await page.evaluate(() => window.fromScript), "ran");

// A fetch() of the page: its request and response; a missing file is a 404 response.
const [fetched] = await Promise.all([
  page.waitForResponse(`${origin}/missing.txt`),
  page.evaluate(() => fetch("/missing.txt").then((r) => r.status)),
]);
assert.equal(fetched.status(), 404);
assert.equal(fetched.request().resourceType(), "fetch");

// A request the loader refuses (a redirect to an ftp: URL) fails, with its reason.
const failedEvent = new Promise((resolve) => page.on("requestfailed", (request) => resolve(request)));
assert.equal(await page.evaluate(() => fetch("/away.txt").then(() => "ok", () => "failed")), "failed");
const failed = await failedEvent;
assert.equal(failed.url(), `${origin}/away.txt`);
assert.match(failed.failure().errorText, /ftp:/);

// Extra headers and the user agent go with every request of the page, to a real server.
await page.setExtraHTTPHeaders({ "x-framescope-test": "extra" });
await page.setUserAgent("FramescopeTest/1.0");
const echoed = await page.goto(`${net}/echo`);
assert.equal(echoed.status(), 200);
assert.equal(echoed.headers()["x-echo"], "yes");
assert.equal(echoed.request().headers()["x-framescope-test"], "extra");
assert.equal(await page.$eval("#extra", (p) => p.textContent), "extra");
assert.equal(await page.$eval("#agent", (p) => p.textContent), "FramescopeTest/1.0");
assert.equal(await page.evaluate(() => navigator.userAgent), "FramescopeTest/1.0");

// The memory cache answers a fresh response again, until the cache is disabled.
const counted = () => page.evaluate(() => fetch("/counted").then((r) => r.text()));
assert.equal(await counted(), "1");
assert.equal(await counted(), "1", "the memory cache answers");
await page.setCacheEnabled(false);
assert.equal(await counted(), "2", "the cache is bypassed");
await page.setCacheEnabled(true);

// Cookies: the server's, one set over the protocol, both seen by the page; deleted.
let cookies = await page.cookies();
assert.equal(cookies.find((c) => c.name === "served")?.value, "by-server", JSON.stringify(cookies));
await page.setCookie({ name: "given", value: "over-cdp", url: net });
cookies = await page.cookies();
assert.equal(cookies.find((c) => c.name === "given")?.value, "over-cdp", JSON.stringify(cookies));
assert.match(await page.evaluate(() => document.cookie), /given=over-cdp/);
await page.deleteCookie({ name: "given", url: net });
cookies = await page.cookies();
assert.equal(cookies.find((c) => c.name === "given"), undefined, JSON.stringify(cookies));
const session = await page.createCDPSession();
const all = await session.send("Storage.getCookies");
assert.ok(all.cookies.some((c) => c.name === "served"), JSON.stringify(all));
await session.send("Network.clearBrowserCookies");
assert.deepEqual((await session.send("Storage.getCookies")).cookies, []);

// Redirects: each hop its own request (the same request id, with the response that
// redirected it), so goto's request has the chain, and a fetch()'s too.
const redirected = await page.goto(`${origin}/hop1.html`);
assert.equal(redirected.url(), `${origin}/frame.html`);
const chain = redirected.request().redirectChain();
assert.deepEqual(chain.map((request) => request.url()), [`${origin}/hop1.html`, `${origin}/hop2.html`]);
assert.deepEqual(chain.map((request) => request.response().status()), [302, 301]);
assert.equal(chain[0].response().headers().location, "/hop2.html");
const refetched = page.waitForResponse((response) => response.url() === `${origin}/frame.html` && response.request().resourceType() === "fetch");
await page.evaluate(() => fetch("/hop2.html").then((r) => r.text()));
assert.deepEqual((await refetched).request().redirectChain().map((request) => request.url()), [`${origin}/hop2.html`]);

await page.close();
await browser.disconnect();
console.log("every check passed");
