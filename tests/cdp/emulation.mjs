// The Emulation domain as Puppeteer uses it against `framescope serve`: setViewport
// (Emulation.setDeviceMetricsOverride) changes the windows' geometry, the screen and the
// sizes matchMedia evaluates, and fires `resize`; emulateMediaType and
// emulateMediaFeatures (Emulation.setEmulatedMedia) change what matchMedia matches;
// Emulation.setUserAgentOverride changes navigator.userAgent. `node emulation.mjs PORT
// ORIGIN`, run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin] = process.argv.slice(2);

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null, protocolTimeout: 180_000 });
const page = await browser.newPage();
await page.goto(`${origin}/app.html`);
const geometry = () => page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio, screen.width, matchMedia("(max-width: 400px)").matches]);
assert.deepEqual(await geometry(), [1280, 720, 1, 1280, false]);

await page.evaluate(() => {
  window.resized = new Promise((resolve) => addEventListener("resize", () => resolve([innerWidth, innerHeight]), { once: true }));
});
await page.setViewport({ width: 375, height: 667, deviceScaleFactor: 2 });
assert.deepEqual(await page.evaluate(() => window.resized), [375, 667]);
assert.deepEqual(await geometry(), [375, 667, 2, 375, true]);
assert.equal(await page.evaluate(() => matchMedia("(orientation: portrait)").matches), true);

assert.equal(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), false);
await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "dark" }]);
assert.equal(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), true);
await page.emulateMediaType("print");
assert.deepEqual(await page.evaluate(() => [matchMedia("print").matches, matchMedia("screen").matches]), [true, false]);
await page.emulateMediaType(null);
assert.equal(await page.evaluate(() => matchMedia("screen").matches), true);

const session = await page.createCDPSession();
await session.send("Emulation.setUserAgentOverride", { userAgent: "Mozilla/5.0 (emulated)" });
assert.equal(await page.evaluate(() => navigator.userAgent), "Mozilla/5.0 (emulated)");

// One time zone and locale per process (V8 reads them through ICU): an override naming
// the process's own is honoured, an invalid one fails as in Chrome, any other says why not.
const [zone, locale] = await page.evaluate(() => {
  const own = Intl.DateTimeFormat().resolvedOptions();
  return [own.timeZone, own.locale];
});
await page.emulateTimezone(zone);
await page.emulateTimezone();
await assert.rejects(page.emulateTimezone("Foo/Bar"), /Invalid timezone ID: Foo\/Bar/);
const other = zone === "Asia/Tokyo" ? "Europe/Paris" : "Asia/Tokyo";
await assert.rejects(page.emulateTimezone(other), new RegExp(`one time zone for the whole process.*TZ=${other}`));
assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), zone);
await session.send("Emulation.setLocaleOverride", { locale });
await session.send("Emulation.setLocaleOverride", {});
await assert.rejects(session.send("Emulation.setLocaleOverride", { locale: "x" }), /Invalid locale name/);
const otherLocale = locale === "de-DE" ? "fr-FR" : "de-DE";
await assert.rejects(session.send("Emulation.setLocaleOverride", { locale: otherLocale }), /LC_ALL=/);

await session.send("Emulation.clearDeviceMetricsOverride");
assert.deepEqual(await geometry(), [1280, 720, 1, 1280, false]);
await page.close();
await browser.disconnect();
console.log("every check passed");
