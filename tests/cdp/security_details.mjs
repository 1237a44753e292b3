// A page from an HTTPS server whose certificate a test CA signed (`--ca-cert`): Puppeteer's
// `response.securityDetails()` (the response's `Network.SecurityDetails`: protocol,
// subject, issuer, validity, SANs) and the Security domain's `secure` state with its
// `certificateSecurityState`, without a certificate error. `node security_details.mjs
// PORT URL` (URL: the page, at www.framescope.test), run by
// tests/integration/serve_log_security.rs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(`${process.env.FRAMESCOPE_CDP_MODULES}/`);
const puppeteer = require("puppeteer-core");
const [port, url] = process.argv.slice(2);

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
const page = await browser.newPage();
const cdp = await page.createCDPSession();
const states = [];
cdp.on("Security.visibleSecurityStateChanged", (e) => states.push(e.visibleSecurityState));
await cdp.send("Security.enable");
const response = await page.goto(url);
const details = response.securityDetails();
assert.ok(details, "the response's security details");
assert.equal(details.protocol(), "TLS 1.3");
assert.equal(details.issuer(), "framescope test CA");
assert.deepEqual(details.subjectAlternativeNames(), ["www.framescope.test"]);
assert.ok(details.subjectName().length > 0);
assert.ok(details.validTo() > details.validFrom(), `${details.validFrom()}..${details.validTo()}`);
const state = states.at(-1);
assert.equal(state.securityState, "secure");
assert.equal(state.certificateSecurityState.issuer, "framescope test CA");
assert.equal(state.certificateSecurityState.certificateNetworkError, undefined);
assert.equal(state.certificateSecurityState.certificate.length, 1);
await page.close();
await browser.disconnect();
console.log("every check passed");
