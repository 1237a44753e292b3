// chrome-remote-interface against `framescope serve`, as a measuring script would use it:
// the HTTP endpoints (Version, List, New, Close), the domains built from the server's own
// /json/protocol, a page navigated and waited on, Runtime, a CPU profile, a heap snapshot
// in chunks, and framescope's Framescope domain. `node cri.mjs PORT ORIGIN`, run by
// tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const CDP = require("chrome-remote-interface");
const [port, origin] = process.argv.slice(2);
const options = { host: "127.0.0.1", port: Number(port) };

const version = await CDP.Version(options);
assert.match(version.Browser, /framescope/);
const target = await CDP.New({ ...options, url: "about:blank" });
assert.equal(target.type, "page");
assert.ok((await CDP.List(options)).some((t) => t.id === target.id));

const client = await CDP({ ...options, target });
const { Page, Runtime, Profiler, HeapProfiler } = client;
await Page.enable();
// The load of the app's document: the first loadEventFired after its frameNavigated (the
// initial about:blank may still be finishing its own load when Page is enabled).
const url = `${origin}/app.html`;
const loaded = new Promise((resolve) => {
  let navigated = false;
  client.on("Page.frameNavigated", ({ frame }) => {
    if (!frame.parentId && frame.url === url) navigated = true;
  });
  client.on("Page.loadEventFired", () => {
    if (navigated) resolve();
  });
});
await Page.navigate({ url });
await loaded;
const title = await Runtime.evaluate({ expression: "document.title" });
assert.equal(title.result.value, "Todo");

// A CPU profile of some work, as DevTools would open it.
await Profiler.enable();
await Profiler.setSamplingInterval({ interval: 100 });
await Profiler.start();
await Runtime.evaluate({
  expression: "(function busy() { let x = 0; for (let i = 0; i < 3e6; i++) x += Math.sqrt(i); return x; })()",
});
const { profile } = await Profiler.stop();
assert.ok(profile.nodes.length > 1 && profile.samples.length > 0, JSON.stringify(profile).slice(0, 200));
assert.ok(profile.nodes.some((node) => node.callFrame.functionName === "busy"));

// A heap snapshot, streamed in chunks, that parses and holds the page's nodes.
let snapshot = "";
client.on("HeapProfiler.addHeapSnapshotChunk", ({ chunk }) => { snapshot += chunk; });
await HeapProfiler.enable();
await HeapProfiler.takeHeapSnapshot({ reportProgress: false });
const heap = JSON.parse(snapshot);
assert.ok(heap.snapshot.node_count > 1000, `${heap.snapshot.node_count} nodes`);

// framescope's own domain, described by /json/protocol like the others.
assert.equal(typeof client.Framescope?.measureMemory, "function", "the Framescope domain is in /json/protocol");
const memory = await client.Framescope.measureMemory();
assert.ok(memory.bytes > 0 && memory.breakdown.length > 0, JSON.stringify(memory));

await client.close();
await CDP.Close({ ...options, id: target.id });
assert.ok(!(await CDP.List(options)).some((t) => t.id === target.id));
console.log("every check passed");
