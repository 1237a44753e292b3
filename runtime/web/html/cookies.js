// `document.cookie`: the cookie jar of the browsing context group (runtime/loader/
// cookie_jar.rs), read and written synchronously through natives (runtime/web/html/
// cookies.rs): same-origin frames share it, HttpOnly cookies are invisible, and the
// Set-Cookie headers of the group's responses are in it.
// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function cookies(lib) {
  "use strict";
  const { DOMException, Document, info, natives } = lib;
  // (The realm's document: a new one when its Window is reused.)
  let document = lib.document;
  lib.onDocument(() => { document = lib.document; });
  if (info.scope !== "Window") return;
  const { JSONParse, String } = lib.primordials;
  const insecure = (what) =>
    new DOMException(`Failed to ${what} the 'cookie' property on 'Document': The document is sandboxed and lacks the 'allow-same-origin' flag.`, "SecurityError");
  lib.defineMembers(Document.prototype, {
    get cookie() {
      lib.data(this);
      // A document without a browsing context (DOMParser's, createHTMLDocument's) is
      // cookie-averse: "".
      if (this !== document) return "";
      const text = natives.documentCookie();
      if (text === null) throw insecure("read");
      return text;
    },
    set cookie(value) {
      lib.data(this);
      const text = String(value);
      if (this !== document) return;
      if (!natives.setDocumentCookie(text)) throw insecure("set");
    },
  });
  // The automation's cookie commands (user_input.js puts them on the automation object a
  // `framescope wpt` run gives each window; testdriver-vendor.js calls them): WebDriver's
  // Get All Cookies and Delete All Cookies for this document.
  // https://w3c.github.io/webdriver/#get-all-cookies, #delete-all-cookies
  lib.automationCookies = {
    __proto__: null,
    getAll: () => JSONParse(natives.automationCookies()),
    deleteAll: () => {
      natives.automationDeleteCookies();
    },
  };
});
