// Browser contexts over `framescope serve`, as Puppeteer makes and uses them: the default
// context's pages share cookies and localStorage (one profile's tabs), a context made by
// Target.createBrowserContext has its own of both, the browser-level Storage cookie
// commands read each context's jar, and closing a context closes its pages.
// `node contexts.mjs PORT ORIGIN`, run by tests/integration/serve.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, origin] = process.argv.slice(2);

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null, protocolTimeout: 180_000 });
const store = (page, value) =>
  page.evaluate((value) => {
    document.cookie = `flavour=${value}; max-age=3600`;
    localStorage.setItem("flavour", value);
  }, value);
const read = (page) => page.evaluate(() => [document.cookie, localStorage.getItem("flavour")]);

const first = await browser.newPage();
await first.goto(`${origin}/app.html`);
await store(first, "vanilla");
// Another page of the default context sees both.
const second = await browser.newPage();
await second.goto(`${origin}/app.html`);
assert.deepEqual(await read(second), ["flavour=vanilla", "vanilla"]);

// A new context starts empty, and what its page stores stays there.
const context = await browser.createBrowserContext();
assert.equal(browser.browserContexts().length, 2);
const isolated = await context.newPage();
await isolated.goto(`${origin}/app.html`);
assert.deepEqual(await read(isolated), ["", null]);
await store(isolated, "lemon");
assert.deepEqual(await read(isolated), ["flavour=lemon", "lemon"]);
assert.deepEqual(await read(first), ["flavour=vanilla", "vanilla"]);

// The browser endpoint's Storage.getCookies reads each context's jar.
const names = (cookies) => cookies.map((c) => `${c.name}=${c.value}`);
assert.deepEqual(names(await browser.defaultBrowserContext().cookies()), ["flavour=vanilla"]);
assert.deepEqual(names(await context.cookies()), ["flavour=lemon"]);

// Closing the context closes its page; the default context's pages go on.
await context.close();
assert.equal(browser.browserContexts().length, 1);
assert.ok(!(await browser.pages()).includes(isolated));
assert.deepEqual(await read(second), ["flavour=vanilla", "vanilla"]);
await first.close();
await second.close();
await browser.disconnect();
console.log("every check passed");
