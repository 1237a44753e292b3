// Not a test: records the protocol events a raw client (chrome-remote-interface) sees for
// a page with auto-attach on every session (a worker's too), one short line per event, to
// compare `framescope serve` with headless Chromium (docs/src/serve.md, "Against
// Chromium"). `node trace.mjs PORT ORIGIN PATH [WAIT_MS]`; THEN=expression evaluates it in
// the page after the wait; ALL=1 keeps the Page and Network events too.
import { createRequire } from "node:module";
const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const CDP = require("chrome-remote-interface");
const [port, origin, path, waitMs = "3000"] = process.argv.slice(2);
const version = await CDP.Version({ port });
const client = await CDP({ target: version.webSocketDebuggerUrl, port });
const labels = new Map();
const label = (s) => (s ? labels.get(s) ?? s.slice(0, 6) : "browser");
const lines = [];
const brief = (method, p) => {
  switch (method) {
    case "Target.attachedToTarget": return `${p.targetInfo.type} ${p.targetInfo.url.replace(origin, "")} waiting=${p.waitingForDebugger}`;
    case "Target.detachedFromTarget": return `${labels.get(p.sessionId) ?? "?"}`;
    case "Runtime.executionContextCreated": return `id>0 origin=${p.context.origin.replace(origin, "O")} name=${JSON.stringify(p.context.name)} aux=${JSON.stringify(p.context.auxData ?? {}).replace(/"frameId":"[^"]*"/, '"frameId":…')}`;
    case "Runtime.consoleAPICalled": return `${p.type} args=${JSON.stringify(p.args.map((a) => [a.type, a.subtype, a.objectId ? "objectId" : undefined, a.value, a.description, a.preview ? "preview" : undefined].filter((x) => x !== undefined)))} stack=${p.stackTrace?.callFrames?.length ?? "none"} ctx=${p.executionContextId > 0}`;
    case "Page.lifecycleEvent": return p.name;
    case "Page.frameNavigated": return p.frame.url.replace(origin, "");
    default: return "";
  }
};
client.on("event", (m) => {
  if (/^(Network|Page.frameResized|Page.frameStartedNavigating|Page.frameRequestedNavigation|Page.frameScheduled|Page.frameClearedScheduledNavigation|Page.frameStoppedLoading|Page.frameStartedLoading|Runtime.executionContextsCleared|Page.frameAttached|Page.loadEventFired|Page.domContentEventFired|Page.documentOpened|Inspector.workerScriptLoaded|Page.lifecycleEvent|Debugger)/.test(m.method) && !process.env.ALL) return;
  lines.push(`${label(m.sessionId)}: ${m.method} ${brief(m.method, m.params)}`);
});
const setup = async (sessionId, name) => {
  labels.set(sessionId, name);
  await client.send("Runtime.enable", {}, sessionId);
  await client.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId).catch((e) => lines.push(`${name}: setAutoAttach failed ${e.message}`));
  await client.send("Runtime.runIfWaitingForDebugger", {}, sessionId);
};
let n = 0;
client.on("Target.attachedToTarget", (p, sessionId) => {
  const name = p.targetInfo.type === "page" ? "page" : `${p.targetInfo.type}${++n}(${p.targetInfo.url.replace(origin, "").replace(/^\//, "")})`;
  setup(p.sessionId, name).catch((e) => lines.push(`${name}: ${e.message}`));
});
await client.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: "page" }] });
const { targetId } = await client.send("Target.createTarget", { url: "about:blank" });
await new Promise((r) => setTimeout(r, 500));
const page = [...labels].find(([, l]) => l === "page")[0];
await client.send("Page.enable", {}, page);
await client.send("Page.navigate", { url: `${origin}/${path}` }, page);
await new Promise((r) => setTimeout(r, Number(waitMs)));
if (process.env.THEN) {
  lines.push(`--- ${process.env.THEN}`);
  await client.send("Runtime.evaluate", { expression: process.env.THEN }, page);
  await new Promise((r) => setTimeout(r, Number(waitMs)));
}
await client.send("Target.closeTarget", { targetId });
await new Promise((r) => setTimeout(r, 500));
console.log(lines.join("\n"));
await client.close();
