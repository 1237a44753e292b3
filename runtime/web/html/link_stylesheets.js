// Style sheets of `<link rel=stylesheet>` elements: a link element whose rel has the
// stylesheet keyword fetches its href when it becomes connected to a document with a
// browsing context, or when its href, rel or crossorigin changes while it is, and fires
// `load` or `error` — HTML's "fetch and process the linked resource" for the stylesheet
// link type. The fetch and its Resource Timing entry are
// runtime/web/html/link_stylesheets.rs (with its @import rules); framescope applies no CSS
// from it (its `sheet` keeps its rules as text: style_sheet_collections.js), but fetches
// the images and fonts its rules use (style_resources.js).
// https://html.spec.whatwg.org/multipage/semantics.html#fetching-and-processing-a-resource-from-a-link-element
// https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). node_connection.js calls `linkConnected`, elements.js
// `linkAttributeChanged`.
(function linkStylesheets(lib) {
  "use strict";
  const { Event, data, dispatch, info, natives, trust } = lib;
  if (info.scope !== "Window") return;
  const { RegExpPrototypeExec, StringPrototypeToLowerCase } = lib.primordials;
  // The style sheets this document has loaded, by CORS mode and URL.
  let loaded;
  lib.onDocument(() => { loaded = undefined; });
  // Whether the element's `attribute` has `keyword` among its space-separated tokens
  // (ASCII case-insensitive).
  function hasToken(d, attribute, keyword) {
    const text = d.attrs.get(attribute);
    if (text === undefined) return false;
    const value = StringPrototypeToLowerCase(text);
    const re = /[^\t\n\f\r ]+/g;
    for (let m = RegExpPrototypeExec(re, value); m !== null; m = RegExpPrototypeExec(re, value)) {
      if (m[0] === keyword) return true;
    }
    return false;
  }
  // Whether the request for the element's style sheet is render-blocking:
  // https://html.spec.whatwg.org/multipage/urls-and-fetching.html#potentially-render-blocking
  // (its blocking attribute has "render", or it is implicitly potentially render-blocking:
  // a stylesheet link its node document's parser made), and its media matches the
  // environment (no media, "all" or "screen": framescope evaluates no other media query).
  // Not an alternate style sheet. Only a link in the document's head blocks rendering, as
  // in Blink (a link in the body never does).
  function isRenderBlocking(d) {
    if (!hasToken(d, "blocking", "render") && d.linkCreatedByParser !== true) return false;
    if (hasToken(d, "rel", "alternate") || !mediaMatches(d)) return false;
    const parent = d.parent === undefined || d.parent === null ? undefined : data(d.parent);
    return parent !== undefined && parent.type === 1 && parent.name === "head" && parent.ns === undefined;
  }
  // Whether the element's media match the environment (no media, "all" or "screen":
  // framescope evaluates no other media query).
  function mediaMatches(d) {
    const media = d.attrs.get("media");
    return media === undefined || RegExpPrototypeExec(/^[\t\n\f\r ]*(all|screen)?[\t\n\f\r ]*$/, StringPrototypeToLowerCase(media)) !== null;
  }
  // (A `<style>` block's too: style_resources.js.)
  lib.isRenderBlocking = isRenderBlocking;
  // https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet: the
  // appropriate times to fetch and process this type of link.
  // (A link whose rel is preload, modulepreload or prefetch instead: link_preload.js.)
  function linkConnected(element) {
    const d = data(element);
    if (d.ns !== undefined || d.name !== "link") return;
    const stylesheet = hasToken(d, "rel", "stylesheet");
    if (!stylesheet && !lib.isPreloadLink(d, hasToken)) return;
    // (The element is browsing-context connected: its shadow-including root is the
    // document of a browsing context.)
    if (lib.shadowIncludingRoot(element) !== lib.document) return;
    if (lib.browsingRealm(d.owner ?? lib.document) === undefined) return;
    if (stylesheet) fetchAndProcess(element, d);
    else lib.preloadLink(element, d, hasToken);
  }
  // The element's href, rel or crossorigin set, changed or removed (or, for a preload,
  // its as or type).
  function linkAttributeChanged(element, name) {
    if (name === "href" || name === "rel" || name === "crossorigin") linkConnected(element);
    else if ((name === "as" || name === "type") && !hasToken(data(element), "rel", "stylesheet")) linkConnected(element);
  }
  // https://html.spec.whatwg.org/multipage/semantics.html#fetch-and-process-the-linked-resource
  function fetchAndProcess(element, d) {
    const href = d.attrs.get("href");
    // (The stylesheet type's "create link options" and "fetch and process": an empty
    // href, or a type that is not a styling language framescope knows, fetches nothing.)
    if (href === undefined || href === "") return;
    const type = d.attrs.get("type");
    if (type !== undefined && type !== "" && StringPrototypeToLowerCase(type) !== "text/css") return;
    // (Each fetch replaces the one before: only the latest fires its event.)
    const request = (d.linkRequest ?? 0) + 1;
    d.linkRequest = request;
    // 1–2. Let request be the result of creating a link request; the URL is the href
    //    parsed against the document's base URL (one that does not parse: an error).
    const url = natives.parseURL(href, lib.baseURL());
    // 3–9. Fetch it; processResponseConsumeBody: "process the linked resource" tells
    //    success or not.
    if (url === null) {
      processed(element, d, request, false);
      return;
    }
    // (A style sheet this document loaded before, with the same CORS mode, comes from
    //    the memory cache, as in Blink: no second fetch, and no second Resource Timing
    //    entry — `head.innerHTML += …` re-creates every link in the head. One preloaded
    //    with the same CORS mode is not fetched either: fetchStylesheet consumes the
    //    preload's response and processes it, its imports, fonts and images. Its
    //    integrity metadata is checked again for another: part of the key.)
    const crossorigin = d.attrs.get("crossorigin") ?? null, integrity = d.attrs.get("integrity") ?? null;
    const key = (crossorigin === null ? "no-cors " : "cors ") + (integrity ?? "") + " " + url.href;
    loaded ??= new lib.primordials.SafeMap();
    // (The fetch gives false, or [imports loaded, origin-clean, its @font-face rules,
    //    its rules that may fetch, its text]: style_resources.js fetches what those use.
    //    A sheet that blocks scripts — its parser made the link — may be fetched in
    //    parallel: then null, and `fetched` gets it in the task its response queues.)
    const cached = loaded.get(key);
    const fetched = (result) => {
      if (result !== false && result[0] === true) loaded.set(key, result);
      if (cached === undefined && result !== false) lib.styleSheetResources(result[2], result[3], url.href, result[1]);
      processed(element, d, request, result, url.href);
    };
    const result = cached ?? natives.fetchStylesheet(url.href, crossorigin, isRenderBlocking(d), d.attrs.get("referrerpolicy") ?? null, integrity, blocksScripts(d), fetched);
    if (result !== null) fetched(result);
  }
  // Whether the element contributes a script-blocking style sheet: its node document's
  // parser made it, and its media match (not an alternate style sheet).
  // https://html.spec.whatwg.org/multipage/semantics.html#contributes-a-script-blocking-style-sheet
  function blocksScripts(d) {
    return d.linkCreatedByParser === true && !hasToken(d, "rel", "alternate") && mediaMatches(d);
  }
  // https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet: "process
  //    the linked resource" 2. The element's CSS style sheet, if any, is removed; 3. if
  //    the resource is a CSS style sheet (text/css, its fetch ok), a new one is created
  //    with its text (style_sheet_collections.js); 3–4. queue an element task on the
  //    networking task source to fire an event named load (success) or error at the
  //    element. (A sheet fetched at once appears in that task, before its event, as it
  //    would when the response arrives.)
  function processed(element, d, request, result, href) {
    const success = result !== false && result[0] === true;
    const sheet = result === false ? null : { __proto__: null, href, text: result[4], clean: result[1] };
    natives.queueGlobalTask(() => {
      if (d.linkRequest !== request) return;
      lib.linkSheetProcessed(element, sheet);
      dispatch(element, trust(new Event(success ? "load" : "error")));
    });
  }
  lib.linkConnected = linkConnected;
  lib.linkAttributeChanged = linkAttributeChanged;
});
