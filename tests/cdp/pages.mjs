// Puppeteer against `framescope serve`: a page's JavaScript dialogs and its session history
// (goBack/goForward); its workers are workers.mjs's. Run by
// tests/integration/serve_pages.rs: `node pages.mjs PORT ORIGIN` with
// FRAMESCOPE_CDP_MODULES naming the node_modules that hold puppeteer-core. Exits non-zero
// with the failed check's message.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin] = process.argv.slice(2);

const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${port}`,
  defaultViewport: null,
  protocolTimeout: 180_000,
});
const page = await browser.newPage();
page.setDefaultTimeout(180_000);

// Dialogs: each blocks the page's script until the handler answers.
await page.goto(`${origin}/dialogs.html`);
const seen = [];
const answers = [(d) => d.accept(), (d) => d.accept(), (d) => d.accept("typed"), (d) => d.dismiss(), (d) => d.dismiss()];
page.on("dialog", async (dialog) => {
  seen.push([dialog.type(), dialog.message(), dialog.defaultValue()]);
  await answers[seen.length - 1](dialog);
});
const results = await page.evaluate(() => {
  const log = [];
  log.push(alert("hello"));
  log.push(confirm("sure?"));
  log.push(prompt("name?", "anon"));
  log.push(confirm("really?"));
  log.push(prompt("again?", "x"));
  // (The page's state after the dialogs: its script went on only once each was answered.)
  log.push(window.afterDialogs);
  return log;
});
// (alert's undefined comes back as null in a by-value array.)
assert.deepEqual(results, [null, true, "typed", false, null, "set by the page"]);
assert.deepEqual(seen, [
  ["alert", "hello", ""],
  ["confirm", "sure?", ""],
  ["prompt", "name?", "anon"],
  ["confirm", "really?", ""],
  ["prompt", "again?", "x"],
]);
// A dialog the page's own task opens (a click's handler), answered the same way.
answers.push((d) => d.accept("from a click"));
await page.click("#ask");
assert.equal(await page.$eval("#out", (out) => out.textContent), "from a click");
assert.equal(seen.at(-1)[1], "who?");
page.removeAllListeners("dialog");

// Session history: the documents the page went to, back and forward.
await page.goto(`${origin}/one.html`);
await page.goto(`${origin}/two.html`);
await page.goto(`${origin}/three.html`);
await page.goBack();
assert.equal(page.url(), `${origin}/two.html`);
assert.equal(await page.title(), "two");
await page.goBack();
assert.equal(page.url(), `${origin}/one.html`);
await page.goForward();
assert.equal(page.url(), `${origin}/two.html`);
const cdp = await page.createCDPSession();
// The runtime's session history: pushState makes an entry of the same document after the
// current one (the forward entries go).
await page.evaluate(() => history.pushState(null, "", "two.html#pushed"));
let history = await cdp.send("Page.getNavigationHistory");
assert.equal(history.currentIndex, 3);
assert.deepEqual(
  history.entries.map((e) => [e.url, e.title]),
  [
    [`${origin}/dialogs.html`, "dialogs"],
    [`${origin}/one.html`, "one"],
    [`${origin}/two.html`, "two"],
    [`${origin}/two.html#pushed`, "two"],
  ],
);
assert.equal(history.entries[1].transitionType, "typed");
assert.equal(await page.evaluate(() => history.length), 4);
// Back within the document: a traversal of the same document (popstate), told as a
// navigation within it.
const popped = page.evaluate(() => new Promise((resolve) => addEventListener("popstate", () => resolve(location.href), { once: true })));
await page.goBack();
assert.equal(await popped, `${origin}/two.html`);
assert.equal(page.url(), `${origin}/two.html`);
await page.goForward();
assert.equal(page.url(), `${origin}/two.html#pushed`);
// A frame's navigation is a step of the page's joint session history too.
await page.goto(`${origin}/framed.html`);
await page.evaluate(() => new Promise((resolve) => {
  const child = document.getElementById("child");
  child.addEventListener("load", resolve, { once: true });
  child.contentWindow.location.href = "two.html";
}));
history = await cdp.send("Page.getNavigationHistory");
assert.deepEqual(history.entries.map((e) => e.url).slice(3), [`${origin}/two.html#pushed`, `${origin}/framed.html`, `${origin}/framed.html`]);
assert.equal(history.currentIndex, 5);
assert.equal(await page.evaluate(() => history.length), 6);
// Going to the frame's previous entry takes the frame back; the top document stays.
const frameBack = page.evaluate(() => new Promise((resolve) => {
  const child = document.getElementById("child");
  child.addEventListener("load", () => resolve(child.contentWindow.location.href), { once: true });
}));
await cdp.send("Page.navigateToHistoryEntry", { entryId: history.entries[4].id });
assert.equal(await frameBack, `${origin}/one.html`);
assert.equal(page.url(), `${origin}/framed.html`);
history = await cdp.send("Page.getNavigationHistory");
assert.equal(history.currentIndex, 4);
// A new document after going back drops the entries after the current one.
await page.goto(`${origin}/three.html`);
history = await cdp.send("Page.getNavigationHistory");
assert.deepEqual(history.entries.map((e) => e.url).slice(4), [`${origin}/framed.html`, `${origin}/three.html`]);
assert.equal(history.currentIndex, 5);
await assert.rejects(page.goForward(), /History entry to navigate to not found/);
await assert.rejects(cdp.send("Page.navigateToHistoryEntry", { entryId: 99999 }), /No entry with passed id/);
await cdp.send("Page.resetNavigationHistory");
history = await cdp.send("Page.getNavigationHistory");
assert.equal(history.entries.length, 1);
assert.equal(history.currentIndex, 0);
await assert.rejects(page.goBack(), /History entry to navigate to not found/);

await page.close();
await browser.disconnect();
console.log("pages: every check passed");
