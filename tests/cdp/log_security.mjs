// The Log and Security domains over raw sessions (chrome-remote-interface): a page's
// subresources that fail to load are `Log.entryAdded` entries as Chrome's network service
// words them; `Security.enable` tells the top document's visible security state, again
// after a navigation; `Security.setIgnoreCertificateErrors` lets one page's requests reach
// a server whose certificate nothing trusts, and not another page's, and a document from
// there is `insecure-broken` with its certificate's state. `node log_security.mjs
// PORT ORIGIN UNTRUSTED` (UNTRUSTED: an HTTPS server with a self-signed certificate, which
// `--allow-net` allows), run by tests/integration/serve_log_security.rs. Sessions that
// enable Log or Audits later are told what the page kept.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const CDP = require("chrome-remote-interface");
const [port, origin, untrusted] = process.argv.slice(2);
const options = { host: "127.0.0.1", port: Number(port) };

const open = async () => {
  const target = await CDP.New({ ...options, url: "about:blank" });
  const client = await CDP({ ...options, target });
  const events = [];
  client.on("event", (message) => events.push(message));
  await client.Page.enable();
  return { target, client, events };
};
// (The load event of the document at `url`: a new page's about:blank may fire its own
// after the listener is set, on a busy machine.)
const navigate = async (client, url) => {
  const loaded = new Promise((resolve) => {
    let navigated = false;
    const onNavigated = ({ frame }) => {
      navigated ||= !frame.parentId && frame.url === url;
    };
    const onLoad = () => {
      if (!navigated) return;
      client.removeListener("Page.frameNavigated", onNavigated);
      client.removeListener("Page.loadEventFired", onLoad);
      resolve();
    };
    client.on("Page.frameNavigated", onNavigated);
    client.on("Page.loadEventFired", onLoad);
  });
  await client.Page.navigate({ url });
  await loaded;
};
const of = (events, method) => events.filter((event) => event.method === method).map((event) => event.params);
// The Log entries of `client` once `count` of them came (they are told after the page's
// turn that recorded the fetch, which may be after the page's own promise settled).
const entriesOnce = (client, events, count) =>
  new Promise((resolve) => {
    const check = () => {
      const entries = of(events, "Log.entryAdded").map(({ entry }) => entry);
      if (entries.length < count) return;
      client.removeListener("Log.entryAdded", check);
      resolve(entries);
    };
    client.on("Log.entryAdded", check);
    check();
  });
// (A command's answer comes after what the page's earlier turns told.)
const roundTrip = (client) => client.Runtime.evaluate({ expression: "0" });

// 1. Log: the page's failed loads, as Chrome words them.
const { target, client, events } = await open();
await client.Log.enable();
await client.Security.enable();
assert.deepEqual(of(events, "Security.visibleSecurityStateChanged"), [
  { visibleSecurityState: { securityState: "neutral", securityStateIssueIds: [] } },
]);
await navigate(client, `${origin}/log.html`);
const { result } = await client.Runtime.evaluate({ expression: "window.fetched", awaitPromise: true });
assert.equal(result.value, 404);
const entries = await entriesOnce(client, events, 3);
await roundTrip(client);
const missing = ["missing.png", "missing.js", "missing.json"].map((name) => `${origin}/${name}`);
assert.deepEqual(entries.map((entry) => entry.url).sort(), missing.sort(), JSON.stringify(entries));
for (const entry of entries) {
  assert.equal(entry.source, "network");
  assert.equal(entry.level, "error");
  assert.equal(entry.text, "Failed to load resource: the server responded with a status of 404 (Not Found)");
  assert.equal(typeof entry.networkRequestId, "string");
  assert.ok(entry.timestamp > Date.UTC(2020, 0, 1), `${entry.timestamp} is in milliseconds since 1970`);
}
// 2. Security: the HTTPS document's state after the navigation.
assert.deepEqual(of(events, "Security.visibleSecurityStateChanged").at(-1), {
  visibleSecurityState: { securityState: "secure", securityStateIssueIds: [] },
});
await assert.rejects(client.Security.setIgnoreCertificateErrors({}), /ignore: boolean value expected/);

// 3. A server nothing trusts: a network error (told to Log), until the page's client
// ignores certificate errors; another page still checks them.
const reach = async (client) => {
  const expression = `fetch(${JSON.stringify(`${untrusted}/ok`)}).then((r) => r.text(), (e) => e.name)`;
  return (await client.Runtime.evaluate({ expression, awaitPromise: true })).result.value;
};
assert.equal(await reach(client), "TypeError");
const failed = (await entriesOnce(client, events, 4)).at(-1);
assert.equal(failed.url, `${untrusted}/ok`);
assert.match(failed.text, /^Failed to load resource: ./);
await client.Security.setIgnoreCertificateErrors({ ignore: true });
assert.equal(await reach(client), "reached");
// (A document from it: its certificate's state, with the error that was let through, as
// Chromium 148 tells it.)
await navigate(client, `${untrusted}/document`);
const { certificateSecurityState: certificate, ...state } =
  of(events, "Security.visibleSecurityStateChanged").at(-1).visibleSecurityState;
assert.deepEqual(state, { securityState: "insecure-broken", securityStateIssueIds: [] });
const { certificate: chain, validFrom, validTo, subjectName, issuer, ...connection } = certificate;
assert.deepEqual(connection, {
  protocol: "TLS 1.3",
  keyExchange: "",
  keyExchangeGroup: "X25519",
  cipher: "AES_256_GCM",
  certificateNetworkError: "net::ERR_CERT_AUTHORITY_INVALID",
  certificateHasWeakSignature: false,
  certificateHasSha1Signature: false,
  modernSSL: true,
  obsoleteSslProtocol: false,
  obsoleteSslKeyExchange: false,
  obsoleteSslCipher: false,
  obsoleteSslSignature: false,
});
assert.equal(chain.length, 1);
assert.equal(Buffer.from(chain[0], "base64")[0], 0x30, "the certificate's DER");
assert.ok(subjectName.length > 0 && subjectName === issuer, `${subjectName} signed itself`);
// (rcgen's certificates are valid from 1975 to 4096, in seconds since 1970 here.)
assert.deepEqual([validFrom, validTo], [Date.UTC(1975, 0, 1) / 1000, Date.UTC(4096, 0, 1) / 1000]);
await navigate(client, `${origin}/log.html`);
const other = await open();
await navigate(other.client, `${origin}/log.html`);
assert.equal(await reach(other.client), "TypeError", "another page still checks certificates");
await client.Security.setIgnoreCertificateErrors({ ignore: false });
assert.equal(await reach(client), "TypeError", "checked again");

// 4. Violations: a timer's handler that ran past the `recurringHandler` threshold (Chrome's
// kind for timers, `setTimeout` and `setInterval` alike; `handler` is its listeners'), with
// where it was defined (its script's URL, none for a client's evaluation, and 0-based
// line), as Chromium 148 tells it.
await assert.rejects(client.Log.startViolationsReport({}), /config/);
const violations = () => of(events, "Log.entryAdded").filter((e) => e.entry.source === "violation").map((e) => e.entry);
const timers = `new Promise((done) => {
  setTimeout(slowCallback, 0, 120);
  const id = setInterval(() => { clearInterval(id); slowCallback(120); }, 0);
  setTimeout(done, 10);
})`;
await client.Log.startViolationsReport({ config: [{ name: "handler", threshold: 50 }, { name: "longTask", threshold: 50 }] });
await client.Runtime.evaluate({ expression: timers, awaitPromise: true });
await roundTrip(client);
assert.deepEqual(violations(), [], "no timer is past a handler threshold");
await client.Log.startViolationsReport({ config: [{ name: "recurringHandler", threshold: 50 }] });
await client.Runtime.evaluate({ expression: timers, awaitPromise: true });
await roundTrip(client);
const [timeout, interval, ...more] = violations();
assert.deepEqual(more, []);
assert.match(timeout.text, /^'setTimeout' handler took \d+ms$/);
assert.ok(Number(/(\d+)ms/.exec(timeout.text)[1]) > 50, `${timeout.text}: past the threshold`);
assert.deepEqual([timeout.level, timeout.url, timeout.lineNumber], ["verbose", `${origin}/log.html`, 4]);
assert.match(interval.text, /^'setInterval' handler took \d+ms$/);
assert.deepEqual([interval.url, interval.lineNumber], [undefined, 2]);
// Event listeners past `handler`, by the event's type, and animation frame callbacks past
// `recurringHandler`; a listener a timer's handler dispatches to is told under the timer's
// name (and threshold), at its own line, as Chromium 148 tells it.
await client.Log.startViolationsReport({
  config: [{ name: "handler", threshold: 50 }, { name: "recurringHandler", threshold: 50 }],
});
const callbacks = `new Promise((done) => {
  const button = document.createElement("button");
  button.addEventListener("click", () => slowCallback(120));
  button.click();
  setTimeout(() => button.dispatchEvent(new Event("click")), 0);
  requestAnimationFrame(() => { slowCallback(81); setTimeout(done, 20); });
})`;
await client.Runtime.evaluate({ expression: callbacks, awaitPromise: true });
await roundTrip(client);
const timed = violations().slice(2);
const told = timed.map((entry) => [/^'(\w+)' handler took (\d+)ms$/.exec(entry.text), entry.lineNumber]);
assert.deepEqual(
  told.map(([text, line]) => `${text?.[1]} ${line}`).sort(),
  ["click 2", "requestAnimationFrame 5", "setTimeout 2", "setTimeout 4"],
  JSON.stringify(timed),
);
assert.ok(told.every(([text]) => Number(text[2]) > 50), JSON.stringify(timed));
assert.ok(timed.every((entry) => entry.level === "verbose" && entry.url === undefined));
await client.Log.stopViolationsReport();
await client.Runtime.evaluate({ expression: timers, awaitPromise: true });
await roundTrip(client);
assert.equal(violations().length, 6, "stopped");

// 5. A parser-blocking script from another site that a script writes with document.write:
// the warning of Chromium's intervention (told once: Chromium 148 tells it twice, from its
// preload scanner and its parser), not for the same site's; a synchronous XMLHttpRequest:
// an Audits deprecation issue, once per document, at the call, as Chromium 148.
await client.Audits.enable();
const warned = of(events, "Log.entryAdded").length;
await navigate(client, `${origin}/write.html`);
await client.Runtime.evaluate({ expression: "sync()" });
await roundTrip(client);
const warnings = of(events, "Log.entryAdded").slice(warned).map(({ entry }) => entry).filter((e) => e.source !== "network");
assert.equal(warnings.length, 1, JSON.stringify(warnings));
const [warning] = warnings;
assert.deepEqual(
  [warning.source, warning.level, warning.url, warning.lineNumber],
  ["javascript", "warning", `${origin}/write.html`, 1],
);
assert.equal(
  warning.text,
  "A parser-blocking, cross site (i.e. different eTLD+1) script, https://other.test/written.js, is invoked via document.write. The network request for this script MAY be blocked by the browser in this or a future page load due to poor network connectivity. If blocked in this page load, it will be confirmed in a subsequent console message. See https://www.chromestatus.com/feature/5718547946799104 for more details.",
);
assert.deepEqual(
  warning.stackTrace.callFrames.map(({ functionName, url, lineNumber, columnNumber }) => [functionName, url, lineNumber, columnNumber]),
  [["", `${origin}/write.html`, 1, 17]],
);
const issues = of(events, "Audits.issueAdded").map(({ issue }) => issue);
assert.equal(issues.length, 1, JSON.stringify(issues));
const { frameTree } = await client.Page.getFrameTree();
const { sourceCodeLocation, ...deprecation } = issues[0].details.deprecationIssueDetails;
assert.equal(issues[0].code, "DeprecationIssue");
assert.deepEqual(deprecation, {
  affectedFrame: { frameId: frameTree.frame.id },
  type: "XMLHttpRequestSynchronousInNonWorkerOutsideBeforeUnload",
});
assert.equal(typeof sourceCodeLocation.scriptId, "string");
// (Chromium's line is 0-based, its column 1-based: the `open` of `x.open(…)`.)
assert.deepEqual([sourceCodeLocation.url, sourceCodeLocation.lineNumber, sourceCodeLocation.columnNumber], [`${origin}/write.html`, 4, 53]);
await client.Audits.disable();

// 6. Disabled: no more entries, and no violations report.
await client.Log.disable();
await assert.rejects(client.Log.startViolationsReport({ config: [] }), /Log is not enabled/);
const before = of(events, "Log.entryAdded").length;
assert.equal(await reach(client), "TypeError");
await roundTrip(client);
assert.equal(of(events, "Log.entryAdded").length, before);

// 7. A session enabling Log or Audits later is told, before the answer, what the page kept
// since its top-level document came (as Chrome replays its console message and issue
// storage): the intervention's warning, the fetch that failed while no session had Log
// enabled, the deprecation issue; never a violation. `Log.clear` empties the log, a
// top-level navigation both.
const attach = async () => {
  const session = await CDP({ ...options, target });
  const told = [];
  session.on("event", (message) => told.push(message));
  return { session, told };
};
const late = await attach();
await late.session.Log.enable();
await late.session.Audits.enable();
const replayed = of(late.told, "Log.entryAdded").map(({ entry }) => entry);
assert.ok(replayed.some((entry) => JSON.stringify(entry) === JSON.stringify(warning)), JSON.stringify(replayed));
assert.ok(replayed.some((entry) => entry.source === "network" && entry.url === `${untrusted}/ok`), JSON.stringify(replayed));
assert.ok(!replayed.some((entry) => entry.source === "violation" || missing.includes(entry.url)), JSON.stringify(replayed));
assert.deepEqual(of(late.told, "Audits.issueAdded").map(({ issue }) => issue), issues);
await late.session.Log.clear();
const cleared = await attach();
await cleared.session.Log.enable();
await cleared.session.Audits.enable();
assert.deepEqual(of(cleared.told, "Log.entryAdded"), []);
assert.equal(of(cleared.told, "Audits.issueAdded").length, 1);
await navigate(client, `${origin}/log.html`);
await client.Runtime.evaluate({ expression: "window.fetched", awaitPromise: true });
await roundTrip(client);
const navigated = await attach();
await navigated.session.Log.enable();
await navigated.session.Audits.enable();
const newEntries = of(navigated.told, "Log.entryAdded").map(({ entry }) => entry.url);
assert.deepEqual(newEntries.sort(), missing.sort(), "the new document's own");
assert.deepEqual(of(navigated.told, "Audits.issueAdded"), []);
for (const { session } of [late, cleared, navigated]) await session.close();

for (const page of [{ client, target }, other]) {
  await page.client.close();
  await CDP.Close({ ...options, id: page.target.id });
}
console.log("every check passed");
