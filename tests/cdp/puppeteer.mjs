// Puppeteer against `framescope serve`, as a user's script would drive it: connect, open a
// page, go to an app in the hosts folder, evaluate, query, type and click, read a frame,
// read metrics, take a CPU profile and a Measure Memory result over a CDP session, close;
// `goto` with networkidle2 and networkidle0 on a page of HELD, a server whose answer to the
// page's fetch waits for `HELD/release`.
// Run by tests/integration/serve.rs: `node puppeteer.mjs PORT ORIGIN HELD` with
// FRAMESCOPE_CDP_MODULES naming the node_modules that hold puppeteer-core. Exits non-zero
// with the failed check's message.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin, held] = process.argv.slice(2);

const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${port}`,
  defaultViewport: null,
  protocolTimeout: 180_000,
});
assert.match(await browser.version(), /framescope/);
const page = await browser.newPage();
page.setDefaultTimeout(180_000);
await page.goto(`${origin}/app.html`);
assert.equal(page.url(), `${origin}/app.html`);
assert.equal(await page.evaluate(() => document.title), "Todo");
assert.equal(await page.$eval("#add", (button) => button.textContent), "Add");

// Typing into the field and clicking the button: trusted events, the app's own handler.
await page.type("#new", "milk");
await page.click("#add");
await page.type("#new", " and eggs");
await page.click("#add");
assert.deepEqual(await page.$$eval("#list li", (items) => items.map((li) => li.textContent)), ["milk", "milk and eggs"]);
assert.equal(await page.evaluate(() => window.clicks), 2);

// The frame: its own document and world.
const frames = page.frames();
assert.equal(frames.length, 2);
const child = frames.find((f) => f !== page.mainFrame());
assert.equal(child.url(), `${origin}/frame.html`);
assert.equal(await child.$eval("#inside", (p) => p.textContent), "in the frame");
const owner = await child.frameElement();
assert.equal(await owner.evaluate((element) => element.id), "child");

const metrics = await page.metrics();
assert.equal(metrics.Documents, 2);
assert.ok(metrics.Nodes > 10, `Nodes: ${metrics.Nodes}`);
assert.ok(metrics.JSEventListeners >= 1, `JSEventListeners: ${metrics.JSEventListeners}`);
assert.ok(metrics.JSHeapUsedSize > 0);

const session = await page.createCDPSession();
await session.send("Profiler.enable");
await session.send("Profiler.setSamplingInterval", { interval: 100 });
await session.send("Profiler.start");
await page.evaluate(() => {
  let total = 0;
  for (let i = 0; i < 2e6; i++) total += i % 7;
  return total;
});
const { profile } = await session.send("Profiler.stop");
assert.ok(profile.nodes.length > 1, "the profile has nodes");
const memory = await session.send("Framescope.measureMemory");
assert.ok(memory.bytes > 0);
const urls = memory.breakdown.flatMap((entry) => entry.attribution.map((a) => a.url));
assert.ok(urls.includes(`${origin}/app.html`), `attributed: ${urls}`);
assert.ok(urls.includes(`${origin}/frame.html`), `attributed: ${urls}`);

// The page's own JS Self-Profiling profiler, and a census of its realms' heaps.
await page.evaluate(async () => {
  const profiler = new Profiler({ sampleInterval: 10, maxBufferSize: 10_000 });
  let total = 0;
  for (let i = 0; i < 3e6; i++) total += i % 3;
  await profiler.stop();
  return total;
});
const { traces } = await session.send("Framescope.getProfilerTraces");
assert.equal(traces.length, 1);
assert.equal(traces[0].url, `${origin}/app.html`);
assert.ok(Array.isArray(traces[0].trace.samples));
const census = await session.send("Framescope.takeCensus");
assert.equal(census.realms.length, 2);
assert.ok(census.realms[0].byCoarseType.objects.count > 0);
assert.ok(census.realms.some((realm) => realm.url === `${origin}/frame.html`));

// The page's console (framescope's own, told as Runtime.consoleAPICalled), from the top
// document and from a frame.
const logged = new Promise((resolve) => page.once("console", (message) => resolve([message.type(), message.text()])));
await page.evaluate(() => console.warn("from the page", 42));
assert.deepEqual(await logged, ["warn", "from the page 42"]);
const fromFrame = new Promise((resolve) => page.once("console", (message) => resolve(message.text())));
await page.frames()[1].evaluate(() => console.log("from the frame"));
assert.equal(await fromFrame, "from the frame");

await page.close();

// `goto`'s networkidle2 and networkidle0 (the lifecycle's networkAlmostIdle and
// networkIdle): a page of the server whose answer to the fetch the page makes as it is parsed waits
// for the script's `/release`.
const idle = await browser.newPage();
idle.setDefaultTimeout(180_000);
const lifecycle = [];
const waiters = [];
const cdp = await idle.createCDPSession();
cdp.on("Page.lifecycleEvent", (event) => {
  lifecycle.push(event);
  for (const waiter of waiters.splice(0)) waiter();
});
await cdp.send("Page.enable");
await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
const top = idle.mainFrame()._id;
// (The top frame's events since its document's `init`.)
const ofTop = () => lifecycle.slice(lifecycle.findLastIndex((e) => e.frameId === top && e.name === "init")).filter((e) => e.frameId === top);
const told = (name) => ofTop().filter((e) => e.name === name);
const lifecycleEvent = async (name) => {
  while (told(name).length === 0) await new Promise((resolve) => waiters.push(resolve));
  return told(name)[0];
};
await idle.goto(`${held}/idle.html`, { waitUntil: "networkidle2" });
// One request in flight: almost idle, not idle; a session enabling lifecycle events now is
// told those the frames had, before its answer (as Chrome does).
assert.equal(await idle.evaluate(() => window.late), undefined);
assert.equal(told("networkIdle").length, 0, JSON.stringify(lifecycle));
const later = await idle.createCDPSession();
const replayed = [];
later.on("Page.lifecycleEvent", (event) => replayed.push(`${event.frameId === top ? "top" : "frame"} ${event.name}`));
await later.send("Page.setLifecycleEventsEnabled", { enabled: true });
for (const name of ["commit", "DOMContentLoaded", "load", "networkAlmostIdle", "networkIdle"]) {
  assert.ok(replayed.includes(`frame ${name}`), `${name}: ${replayed}`);
  assert.equal(replayed.includes(`top ${name}`), name !== "networkIdle", `${name}: ${replayed}`);
}
await later.detach();
await fetch(`${held}/release`);
const networkIdle = await lifecycleEvent("networkIdle");
assert.equal(await idle.evaluate(() => window.late), "done");
const almost = told("networkAlmostIdle")[0];
assert.ok(networkIdle.timestamp > almost.timestamp, JSON.stringify(lifecycle));
const names = ofTop().map((e) => e.name);
for (const [before, after] of [["init", "commit"], ["commit", "DOMContentLoaded"], ["DOMContentLoaded", "networkAlmostIdle"], ["networkAlmostIdle", "networkIdle"]]) {
  assert.ok(names.indexOf(before) < names.indexOf(after), names.join());
}
// networkidle0 waits for it (released first: answered as soon as it is asked).
await fetch(`${held}/release`);
await idle.goto(`${held}/idle.html`, { waitUntil: "networkidle0" });
assert.equal(await idle.evaluate(() => window.late), "done");
await idle.close();
await browser.disconnect();
console.log("puppeteer: every check passed");
