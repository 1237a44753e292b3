// Preloads and prefetches: a `<link>` element whose rel has preload, modulepreload or
// prefetch fetches its href when it becomes connected to a document with a browsing
// context (made by the parser or inserted by script), or when its href, rel, as, type or
// crossorigin changes while it is, and fires `load` or `error` — HTML's "fetch and process
// the linked resource" for these link types. Nothing is executed or applied: the response
// only gives the entry and the event (and a preloaded style sheet is the response a later
// stylesheet link of the same URL and CORS mode consumes and processes, unfetched, as in
// Blink). The fetch and
// its Resource Timing entry (initiatorType "link"; "other" for a module preload, as Chrome
// gives) are runtime/web/html/link_preload.rs.
// https://html.spec.whatwg.org/multipage/links.html#link-type-preload
// https://html.spec.whatwg.org/multipage/links.html#link-type-modulepreload
// https://html.spec.whatwg.org/multipage/links.html#link-type-prefetch
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). link_stylesheets.js calls `isPreloadLink` and `preloadLink`.
(function linkPreload(lib) {
  "use strict";
  const { Event, dispatch, info, natives, trust } = lib;
  if (info.scope !== "Window") return;
  const { StringPrototypeToLowerCase } = lib.primordials;
  // The resources this document has preloaded, by kind, CORS mode and URL.
  let preloaded;
  lib.onDocument(() => { preloaded = undefined; });
  // The `as` values Chrome preloads (a "potential destination" it supports; "fetch" is
  // the empty destination in CORS mode). Any other, or none, preloads nothing.
  const preloadDestinations = ["fetch", "font", "image", "script", "style", "track"];
  // Whether the link's rel has one of the types this file fetches.
  function isPreloadLink(d, hasToken) {
    return hasToken(d, "rel", "preload") || hasToken(d, "rel", "modulepreload") || hasToken(d, "rel", "prefetch");
  }
  // https://html.spec.whatwg.org/multipage/semantics.html#fetch-and-process-the-linked-resource
  // for the preload, modulepreload and prefetch types (the element is browsing-context
  // connected).
  function preloadLink(element, d, hasToken) {
    const href = d.attrs.get("href");
    // (Create link options: an empty href fetches nothing.)
    if (href === undefined || href === "") return;
    const modulePreload = hasToken(d, "rel", "modulepreload");
    const preload = !modulePreload && hasToken(d, "rel", "preload");
    const as = d.attrs.has("as") ? StringPrototypeToLowerCase(d.attrs.get("as")) : null;
    let destination = null;
    if (preload) {
      // https://html.spec.whatwg.org/multipage/links.html#link-type-preload: "fetch and
      // process": 2. If options's destination is not a destination (translate the
      // preload destination of `as`), then return.
      if (as === null || !lib.primordials.ArrayPrototypeIncludes(preloadDestinations, as)) return;
      // 3. If el has a type attribute whose value is not a MIME type the user agent
      //    supports for the destination, then return (framescope knows text/css for style).
      const type = d.attrs.get("type");
      if (as === "style" && type !== undefined && type !== "" && StringPrototypeToLowerCase(type) !== "text/css") return;
      destination = as;
    } else if (modulePreload) {
      // https://html.spec.whatwg.org/multipage/links.html#link-type-modulepreload: a
      // destination that is not script-like fetches nothing but fires error.
      destination = "script";
    }
    const request = (d.linkRequest ?? 0) + 1;
    d.linkRequest = request;
    let success = false;
    const notScriptLike = modulePreload && as !== null && as !== "" && as !== "script";
    const url = natives.parseURL(href, lib.baseURL());
    if (url !== null && !notScriptLike) {
      // (The integrity attribute is the request's integrity metadata: part of the key, as
      // a response is checked against it.)
      const crossorigin = d.attrs.get("crossorigin") ?? null, integrity = d.attrs.get("integrity") ?? null;
      const kind = modulePreload ? "module " : preload ? "preload " + destination + " " : "prefetch ";
      const key = kind + (crossorigin === null ? "no-cors " : "cors ") + (integrity ?? "") + " " + url.href;
      preloaded ??= new lib.primordials.SafeSet();
      success = preloaded.has(key) || natives.fetchLinkResource(
        url.href, crossorigin, d.attrs.get("referrerpolicy") ?? null, destination, modulePreload, integrity);
      // (A style sheet's response is in the document's map of preloaded resources:
      //    runtime/web/html/preloaded_resources.rs.)
      if (success) preloaded.add(key);
    }
    // Queue an element task on the networking task source to fire an event named load
    // (success) or error at the element.
    natives.queueGlobalTask(() => {
      if (d.linkRequest !== request) return;
      dispatch(element, trust(new Event(success ? "load" : "error")));
    });
  }
  lib.isPreloadLink = isPreloadLink;
  lib.preloadLink = preloadLink;
});
