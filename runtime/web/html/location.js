// The Location interface: the document's URL, and navigating by setting it.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function location(lib, hooks) {
  "use strict";
  const { DOMException, define, exposeAll, illegal, info, natives } = lib;
  const {
    ObjectAssign, ObjectCreate, ObjectDefineProperty, String, StringPrototypeIndexOf,
    StringPrototypeSlice,
  } = lib.primordials;
  class Location {
    constructor() { illegal(); }
  }
  const location = ObjectCreate(Location.prototype);
  for (const key of ["origin", "protocol", "host", "hostname", "port"]) {
    ObjectDefineProperty(location, key, { __proto__: null, get: () => info.location[key], enumerable: true });
  }
  // A URL without its fragment.
  const withoutHash = (href) => {
    const index = StringPrototypeIndexOf(href, "#");
    return index < 0 ? href : StringPrototypeSlice(href, 0, index);
  };
  const navigate = (url) => {
    // (Relative to the entry settings object: the realm of the script that set it, a
    // parent's for `frame.contentWindow.location.href = …`.)
    const entry = lib.entryRealm();
    const target = natives.parseURL(String(url), entry.baseURL?.() ?? entry.info.location.href);
    if (!target) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url:
    // the script runs in this document, in a task (frames.rs).
    if (target.protocol === "javascript:") {
      natives.queueGlobalTask(() => natives.runJavaScriptURL(target.href));
      return;
    }
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-fragid: a
    // URL with a fragment (an empty one too: "page#") that differs from the document's
    // only in it stays in this document.
    const fragment = StringPrototypeIndexOf(target.href, "#") !== -1;
    if (fragment && withoutHash(target.href) === withoutHash(info.location.href)) {
      // (A new session history entry, then hashchange: history.js.)
      if (target.href !== info.location.href) lib.navigateToFragment(target.href);
      return;
    }
    if (!natives.navigate(target.href)) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
  };
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hash and
  // #dom-location-search, #dom-location-pathname: a copy of the URL with that part
  // replaced, navigated to (a new fragment stays in the document).
  const strip = (value, prefix) => (StringPrototypeSlice(value, 0, 1) === prefix ? StringPrototypeSlice(value, 1) : value);
  const rebuilt = (parts) => {
    const l = info.location;
    return l.protocol + "//" + l.host + (parts.pathname ?? l.pathname) + (parts.search ?? l.search) + (parts.hash ?? l.hash);
  };
  const setters = {
    __proto__: null,
    hash: (value) => withoutHash(info.location.href) + "#" + strip(value, "#"),
    search: (value) => rebuilt({ __proto__: null, search: value === "" ? "" : "?" + strip(value, "?") }),
    pathname: (value) => rebuilt({ __proto__: null, pathname: value }),
  };
  for (const key of ["hash", "search", "pathname"]) {
    ObjectDefineProperty(location, key, {
      __proto__: null, get: () => info.location[key], set: (value) => navigate(setters[key](String(value))), enumerable: true,
    });
  }
  ObjectDefineProperty(location, "href", { __proto__: null, get: () => info.location.href, set: navigate, enumerable: true });
  define(location, "assign", function assign(url) { navigate(url); }, true);
  define(location, "replace", function replace(url) { navigate(url); }, true);
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-reload (a
  // navigation timing type of "reload").
  define(location, "reload", function reload() { natives.navigate(info.location.href, true); }, true);
  define(location, "toString", function toString() { return info.location.href; }, true);
  if (info.scope === "Window") exposeAll({ Location });
  ObjectAssign(lib, { Location, location, navigate, withoutHash });
});
