// The Location interface: the document's URL, and navigating by setting it.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function location(lib, hooks) {
  "use strict";
  const { DOMException, exposeAll, illegal, info, natives } = lib;
  const {
    ObjectAssign, ObjectCreate, ObjectDefineProperty, ObjectFreeze, RegExpPrototypeExec, String, StringPrototypeIndexOf,
    StringPrototypeSlice,
  } = lib.primordials;
  class Location {
    constructor() { illegal(); }
  }
  const location = ObjectCreate(Location.prototype);
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-setprototypeof:
  // [[SetPrototypeOf]] is SetImmutablePrototype (for the same-origin case; a cross-origin
  // Location is behind the access checks).
  natives.setImmutablePrototype(location);
  // (Each member is [LegacyUnforgeable]: an own property of the object, neither writable
  // nor configurable, that checks its this value.)
  // (A Location that is not same origin-domain — another origin's, which this realm sees
  // as a Proxy: cross_origin_location.rs — is a SecurityError in every member's steps but
  // the href setter's and replace()'s, before the arguments are looked at.)
  const check = (self) => {
    if (self === location) return;
    if (natives.isCrossOriginLocation(self)) {
      throw new DOMException("Blocked a frame from accessing a cross-origin frame.", "SecurityError");
    }
    throw new lib.primordials.TypeError("Illegal invocation");
  };
  // The href setter and replace() with another origin's Location: its [[Set]] and
  // [[Get]] (the Proxy's traps) navigate it.
  const crossOrigin = (self) => self !== location && natives.isCrossOriginLocation(self);
  // A URL without its fragment.
  const withoutHash = (href) => {
    const index = StringPrototypeIndexOf(href, "#");
    return index < 0 ? href : StringPrototypeSlice(href, 0, index);
  };
  // Whether a URL differs from the document's only in its fragment (an empty one too:
  // "page#"): a navigation to it stays in the document (navigate step 15).
  const toFragment = (target) => StringPrototypeIndexOf(target.href, "#") !== -1 && withoutHash(target.href) === withoutHash(info.location.href);
  // Navigate step 22 in this, the navigable's active document: the push/replace navigate
  // event, which may intercept the navigation into this document; whether the navigation
  // goes on (not canceled, not intercepted).
  const fireNavigate = (navigation, target, replace, post) => navigation.crossDocument(
    target.href, replace, lib.canRewriteURL(target), (href, rep) => lib.historyUpdateSteps(href, null, rep), formDataOf(post));
  // (`post`: a form's POST resource { body, contentType }, or undefined; `replace`: the
  // history handling "replace", location.replace(); `referrerPolicy`: a link's or a
  // form's navigation — this document its source, the string its referrer policy —
  // undefined for Location's, whose source is the entry realm's document.)
  // (`api`: navigation.navigate()'s history option, "auto", "push" or "replace".)
  const navigate = (url, post, replace = false, referrerPolicy = undefined, api = undefined) => {
    if (api === "replace") replace = true;
    // (Relative to the entry settings object: the realm of the script that set it, a
    // parent's for `frame.contentWindow.location.href = …`.)
    const entry = lib.entryRealm();
    // (A USVString: ToString, which throws for a Symbol where String() would not.)
    url = `${url}`;
    const target = natives.parseURL(url, entry.baseURL?.() ?? entry.info.location.href);
    if (!target) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url:
    // the script runs in this document, in a task (frames.rs).
    if (target.protocol === "javascript:") {
      natives.runJavaScriptURL(target.href);
      return;
    }
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-fragid: a
    // URL with a fragment (an empty one too: "page#") that differs from the document's
    // only in it stays in this document.
    if (post === undefined && toFragment(target)) {
      // (A new session history entry, then hashchange: history.js.)
      // (Location's navigations before the document is completely loaded replace:
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-object-navigate step 2.)
      // (And navigation.navigate()'s "auto", as Chrome converts it.)
      const replaceEntry = replace || ((api === undefined || api === "auto") && referrerPolicy === undefined && lib.completelyLoaded !== true);
      if (target.href !== info.location.href) lib.navigateToFragment(target.href, replaceEntry);
      return;
    }
    // The Navigation API's navigate event (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate
    // step 22): canceled, or intercepted into a same-document navigation, it ends here.
    const navigation = lib.navigationHooks;
    if (navigation !== null) {
      const push = api === "push" || (!replace && target.href !== info.location.href);
      if (!fireNavigate(navigation, target, !push, post)) return;
    }
    // (navigation.navigate()'s source document is its own relevant global's document, not
    // the incumbent's as for Location: the empty referrerpolicy says so and keeps the
    // document's policy.)
    const source = referrerPolicy ?? (api !== undefined ? "" : undefined);
    const history = replace ? "replace" : api === "push" ? "push" : false;
    if (!natives.navigate(target.href, history, post?.body, post?.contentType, source)) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
  };
  // A navigation of this document's navigable that another document started (a link's
  // or a form's target naming it, window.open naming it, its frame's src or srcdoc set
  // by the parent, a Location across origins): the steps of HTML's navigate that run in
  // this, the navigable's active document
  // (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate):
  // 15. a URL that differs from the document's only in its fragment (not a POST) is a
  //     navigation to a fragment, here (with its navigate event, whatever the source);
  // 22. else, when the source document is same origin-domain with this one (`sameOrigin`),
  //     this is not the initial about:blank (the Navigation API has no entries then) and
  //     the scheme is a fetch scheme, the push/replace navigate event fires here; no
  //     sourceElement (it is in another document) and no user involvement.
  // Returns whether the group goes on to load another document: false when the event was
  // canceled or intercepted (committed here), or the navigation stayed in the document.
  // (`post`: a form's POST resource { body, contentType }, or null.)
  const FETCH_SCHEMES = ["about:", "blob:", "data:", "file:", "http:", "https:"];
  function navigatedByOther(href, replace, sameOrigin, post) {
    if (!live()) return true;
    const target = natives.parseURL(String(href), info.location.href);
    if (!target) return true;
    if (post === null && toFragment(target)) {
      if (target.href !== info.location.href) lib.navigateToFragment(target.href, replace);
      return false;
    }
    const navigation = lib.navigationHooks;
    if (!sameOrigin || navigation === null || !lib.primordials.ArrayPrototypeIncludes(FETCH_SCHEMES, target.protocol)) return true;
    return fireNavigate(navigation, target, replace, post);
  }
  // The navigate event's formData for a POST (navigate step 22.2, entryListForFiring): the
  // form's entry list, read back from the request body by its enctype — multipart and
  // urlencoded as Body's formData() parses them, text/plain a "name=value" a line; null
  // for a GET.
  function formDataOf(post) {
    if (post === null || post === undefined) return null;
    const mimeType = lib.mimeTypes.parse(String(post.contentType));
    const essence = mimeType === null ? "" : lib.mimeTypes.essence(mimeType);
    if (essence === "multipart/form-data" || essence === "application/x-www-form-urlencoded") {
      return lib.formData.fromBody(post.body, mimeType) ?? lib.formData.fromList([]);
    }
    const entries = [];
    const lines = lib.primordials.StringPrototypeSplit(natives.decodeUtf8(post.body, false, false), "\r\n");
    for (let i = 0; i < lines.length; i++) {
      if (lines[i] === "") continue;
      const eq = StringPrototypeIndexOf(lines[i], "=");
      entries[entries.length] = eq === -1 ? [lines[i], ""] : [StringPrototypeSlice(lines[i], 0, eq), StringPrototypeSlice(lines[i], eq + 1)];
    }
    return lib.formData.fromList(entries);
  }
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hash and
  // #dom-location-search: a copy of the URL with that part replaced, navigated to (a new
  // fragment stays in the document). (#dom-location-pathname uses the URL parser's path
  // state, so a '?' is percent-encoded: withComponent below.)
  const strip = (value, prefix) => (StringPrototypeSlice(value, 0, 1) === prefix ? StringPrototypeSlice(value, 1) : value);
  const rebuilt = (parts) => {
    const l = info.location;
    return l.protocol + "//" + l.host + l.pathname + (parts.search ?? l.search) + (parts.hash ?? l.hash);
  };
  const setters = {
    __proto__: null,
    hash: (value) => withoutHash(info.location.href) + "#" + strip(value, "#"),
    search: (value) => rebuilt({ __proto__: null, search: value === "" ? "" : "?" + strip(value, "?") }),
  };
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#concept-location-url:
  // the relevant Document's URL, or about:blank once there is none (its frame removed:
  // the Location of a Window without a browsing context), when the setters and methods
  // do nothing.
  const BLANK = ObjectFreeze({
    __proto__: null, href: "about:blank", origin: "null", protocol: "about:", host: "", hostname: "", port: "",
    pathname: "blank", search: "", hash: "",
  });
  const live = () => natives.fullyActive() !== false;
  const url = (self) => { check(self); return live() ? info.location : BLANK; };
  const active = (self) => { check(self); return live(); };
  const members = {
    get href() { return url(this).href; },
    set href(value) {
      if (crossOrigin(this)) lib.primordials.ReflectSet(this, "href", value, this);
      else if (active(this)) navigate(value);
    },
    get origin() { return url(this).origin; },
    get protocol() { return url(this).protocol; },
    get host() { return url(this).host; },
    set protocol(value) { if (active(this)) setProtocol(String(value)); },
    set host(value) { if (active(this)) navigate(withComponent("host", value)); },
    get hostname() { return url(this).hostname; },
    set hostname(value) { if (active(this)) navigate(withComponent("hostname", value)); },
    get port() { return url(this).port; },
    set port(value) { if (active(this)) navigate(withComponent("port", value)); },
    get pathname() { return url(this).pathname; },
    set pathname(value) { if (active(this)) navigate(withComponent("pathname", value)); },
    get search() { return url(this).search; },
    set search(value) { if (active(this)) navigate(setters.search(String(value))); },
    get hash() { return url(this).hash; },
    set hash(value) { if (active(this)) setHash(String(value)); },
    assign(url) {
      check(this);
      lib.requireArguments(arguments, 1, "assign", "Location");
      if (live()) navigate(url);
    },
    replace(url) {
      if (crossOrigin(this)) {
        lib.requireArguments(arguments, 1, "replace", "Location");
        return void lib.primordials.ReflectApply(lib.primordials.ReflectGet(this, "replace"), this, [url]);
      }
      check(this);
      lib.requireArguments(arguments, 1, "replace", "Location");
      if (live()) navigate(url, undefined, true);
    },
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-reload (a
    // navigation timing type of "reload").
    // (The Navigation API's reload navigate event first: canceled or intercepted, the
    // reload ends there.)
    reload() {
      if (!active(this)) return;
      if (lib.navigationHooks !== null && !lib.navigationHooks.reload(info.location.href)) return;
      natives.navigate(info.location.href, true);
    },
    toString() { return url(this).href; },
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-ancestororigins
    // ([SameObject]: the DOMStringList of the ancestors' origins, parent first; empty
    // without a relevant Document).
    get ancestorOrigins() {
      if (!active(this)) return (ancestorOrigins ??= lib.domStringList([]));
      return (ancestorOrigins ??= lib.domStringList(natives.ancestorOrigins()));
    },
  };
  let ancestorOrigins;
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-protocol and
  // its host, hostname and port: a copy of the URL with that part set as the URL
  // Standard's setters do (unchanged when they refuse the value), navigated to.
  function withComponent(part, value) {
    const changed = natives.setURLComponent(info.location.href, part, String(value));
    if (changed === null) throw new DOMException(`'${String(value)}' is an invalid ${part}.`, "SyntaxError");
    return changed.href;
  }
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-protocol
  function setProtocol(value) {
    // 4–5. Basic URL parse `value + ":"` into a copy of the URL with the scheme start
    //      state as the state override: failure (a first code point that is not an ASCII
    //      alpha, or one before the first ":" that is not alphanumeric, "+", "-" or ".";
    //      tabs and newlines are removed first) is a SyntaxError.
    if (RegExpPrototypeExec(SCHEME_THEN_COLON, value + ":") === null) {
      throw new DOMException(`'${value}' is an invalid protocol.`, "SyntaxError");
    }
    const href = withComponent("protocol", value);
    // 6. If copyURL's scheme is not an HTTP(S) scheme, terminate these steps.
    const scheme = StringPrototypeSlice(href, 0, StringPrototypeIndexOf(href, ":"));
    if (scheme !== "http" && scheme !== "https") return;
    // 7. Location-object navigate to copyURL.
    navigate(href);
  }
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hash step
  // 6: a fragment equal to the URL's own changes nothing — a missing fragment and an
  // empty one compare equal, as in Chrome (setting "" on a URL without "#" leaves it).
  function setHash(value) {
    const fragment = strip(value, "#");
    if ((fragment === "" ? "" : "#" + fragment) === info.location.hash) return;
    navigate(setters.hash(value));
  }
  const SCHEME_THEN_COLON = /^[\t\n\r]*[A-Za-z][A-Za-z0-9+\-.\t\n\r]*:/;
  const { ReflectOwnKeys } = lib.primordials;
  const keys = ReflectOwnKeys(members);
  for (let i = 0; i < keys.length; i++) {
    const descriptor = lib.primordials.ownDescriptor(members, keys[i]);
    descriptor.enumerable = true;
    descriptor.configurable = false;
    if (descriptor.value !== undefined) descriptor.writable = false;
    ObjectDefineProperty(location, keys[i], descriptor);
  }
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
  // (the Location object's setup, steps 4–5): an own valueOf, %Object.prototype.valueOf%,
  // and an own @@toPrimitive, undefined; neither writable, enumerable nor configurable.
  const fixed = { __proto__: null, value: lib.primordials.ObjectIntrinsicValueOf, writable: false, enumerable: false, configurable: false };
  ObjectDefineProperty(location, "valueOf", fixed);
  fixed.value = undefined;
  ObjectDefineProperty(location, lib.primordials.SymbolToPrimitive, fixed);
  // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#the-domstringlist-interface:
  // a list of strings with indexed properties (location.ancestorOrigins).
  // ([Exposed=(Window,Worker)].)
  lib.lazily({ interfaces: ["DOMStringList"], shared: ["domStringList"] }, () => {
    const lists = lib.internalSlots("location.domStringLists");
    const listOf = (value) => lib.fieldsOf(lists, value);
    class DOMStringList {
      constructor() { illegal(); }
      get length() { return listOf(this).length; }
      item(index) {
        lib.requireArguments(arguments, 1, "item", "DOMStringList");
        return listOf(this)[lib.primordials.Number(index) >>> 0] ?? null;
      }
      contains(string) {
        lib.requireArguments(arguments, 1, "contains", "DOMStringList");
        return lib.primordials.ArrayPrototypeIncludes(listOf(this), String(string));
      }
    }
    // (Web IDL: an indexed getter and a length give @@iterator, %Array.prototype.values%.)
    lib.primordials.ObjectDefineProperty(DOMStringList.prototype, lib.primordials.SymbolIterator, {
      __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    const domStringList = (strings) => {
      const object = ObjectCreate(DOMStringList.prototype);
      const descriptor = { __proto__: null, value: undefined, writable: false, enumerable: true, configurable: true };
      for (let i = 0; i < strings.length; i++) {
        descriptor.value = strings[i];
        ObjectDefineProperty(object, i, descriptor);
      }
      lists.set(object, lib.primordials.ObjectFreeze(strings));
      return object;
    };
    return { __proto__: null, DOMStringList, domStringList };
  });
  if (info.scope === "Window") exposeAll({ Location });
  ObjectAssign(lib, { Location, location, navigate, withoutHash, navigatedByOther });
});
