// `<meta http-equiv=refresh content=…>`: the refresh state of the meta element's
// http-equiv attribute and HTML's shared declarative refresh steps.
// https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-refresh
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#shared-declarative-refresh-steps
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`. meta_referrer.js's `metaConnected` calls `metaRefresh` for a meta element
// inserted into the document; parsing.js calls `completelyLoadedRefresh` once the document
// has completely loaded. The response's `Refresh` header (`info.refresh`) runs the same
// steps without a meta element when the document is created
// (https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object);
// here when the first of those two calls comes, which is before anything else reads the
// document's will declaratively refresh.
(function declarativeRefresh(lib) {
  "use strict";
  const { data, info, natives } = lib;
  if (info.scope !== "Window") return;
  const { StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeSlice, StringPrototypeToLowerCase } = lib.primordials;
  // The document's "will declaratively refresh" (a realm is one document), and the refresh
  // waiting for the document to have completely loaded: { url, time }.
  let willRefresh = false;
  let pending = null;
  let headerSeen = false;
  // The refresh come due whose timer has not fired yet: { time, stopped }.
  let scheduled = null;
  lib.onDocument(() => {
    willRefresh = false;
    pending = null;
    headerSeen = false;
    scheduled = null;
  });
  // "Create and initialize a Document object": if the response has a `Refresh` header,
  // run the shared declarative refresh steps with document and its (isomorphic decoded)
  // value.
  function refreshHeader() {
    if (headerSeen) return;
    headerSeen = true;
    if (typeof info.refresh === "string") sharedDeclarativeRefreshSteps(info.refresh, false);
  }

  const isWhitespace = (c) => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
  const isDigit = (c) => c >= 0x30 && c <= 0x39;

  // The refresh state: "When a meta element is inserted into the document, if its
  // http-equiv attribute is present and represents the refresh state":
  // 1. If the meta element has no content attribute, or if that attribute's value is the
  //    empty string, then return.
  // 2. Let input be the value of the element's content attribute.
  // 3. Run the shared declarative refresh steps with the meta element's node document,
  //    input, and the meta element.
  function metaRefresh(element) {
    const d = data(element);
    const equiv = d.attrs.get("http-equiv");
    if (equiv === undefined || StringPrototypeToLowerCase(equiv) !== "refresh") return;
    refreshHeader();
    const content = d.attrs.get("content");
    if (content === undefined || content === "") return;
    sharedDeclarativeRefreshSteps(content, true);
  }

  // The shared declarative refresh steps, given input and whether a meta element gave it
  // (the document is this realm's).
  function sharedDeclarativeRefreshSteps(input, meta) {
    // 1. If document's will declaratively refresh is true, then return.
    if (willRefresh) return;
    // 2. Let position point at the start of input.
    let position = 0;
    const at = () => (position < input.length ? StringPrototypeCharCodeAt(input, position) : -1);
    const skipWhitespace = () => { while (isWhitespace(at())) position++; };
    // 3. Skip ASCII whitespace within input given position.
    skipWhitespace();
    // 4. Let time be 0.
    let time = 0;
    // 5. Collect a sequence of code points that are ASCII digits from input given
    //    position, and let the result be timeString.
    const start = position;
    while (isDigit(at())) position++;
    const timeString = StringPrototypeSlice(input, start, position);
    if (timeString === "") {
      // 6. If timeString is the empty string, then: if the code point in input pointed to
      //    by position is not U+002E (.), then return.
      if (at() !== 0x2e) return;
    } else {
      // 7. Otherwise, set time to the result of parsing timeString using the rules for
      //    parsing non-negative integers.
      for (let i = 0; i < timeString.length; i++) time = time * 10 + (StringPrototypeCharCodeAt(timeString, i) - 0x30);
    }
    // 8. Collect a sequence of code points that are ASCII digits and U+002E FULL STOP
    //    characters (.) from input given position. Ignore any collected characters.
    while (isDigit(at()) || at() === 0x2e) position++;
    // 9. Let urlRecord be document's URL.
    let url = info.location.href;
    // 10. If position is not past the end of input, then:
    if (position < input.length) {
      // 10.1. If the code point in input pointed to by position is not U+003B (;),
      //    U+002C (,), or ASCII whitespace, then return.
      const c = at();
      if (c !== 0x3b && c !== 0x2c && !isWhitespace(c)) return;
      // 10.2. Skip ASCII whitespace within input given position.
      skipWhitespace();
      // 10.3. If the code point in input pointed to by position is U+003B (;) or U+002C
      //    (,), then advance position to the next code point.
      if (at() === 0x3b || at() === 0x2c) position++;
      // 10.4. Skip ASCII whitespace within input given position.
      skipWhitespace();
    }
    // 11. If position is not past the end of input, then:
    if (position < input.length) {
      // 11.1. Let urlString be the remainder of input. (Steps 2–7 look for "URL =" first;
      //    anything else starts the URL: "parse".)
      let urlString = StringPrototypeSlice(input, position);
      let quoted = false;
      const lower = (c) => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
      // 11.2. If the code point is U+0055 (U) or U+0075 (u), advance; otherwise jump to
      //    "skip quotes".
      if (lower(at()) === 0x75) {
        position++;
        // 11.3–11.4. "R" or "r", then "L" or "l", advancing; otherwise jump to "parse".
        if (lower(at()) === 0x72) {
          position++;
          if (lower(at()) === 0x6c) {
            position++;
            // 11.5. Skip ASCII whitespace. 11.6. If the code point is U+003D (=),
            //    advance; otherwise jump to "parse". 11.7. Skip ASCII whitespace.
            skipWhitespace();
            if (at() === 0x3d) {
              position++;
              skipWhitespace();
              quoted = true;
            }
          }
        }
      } else {
        quoted = true;
      }
      if (quoted) {
        // 11.8. Skip quotes: if the code point is U+0027 (') or U+0022 ("), let quote be
        //    it and advance; otherwise let quote be the empty string.
        const quote = at() === 0x27 || at() === 0x22 ? at() : -1;
        if (quote !== -1) position++;
        // 11.9. Set urlString to the substring of input from position to the end.
        urlString = StringPrototypeSlice(input, position);
        // 11.10. If quote is not the empty string and urlString has it, truncate
        //    urlString at it.
        if (quote !== -1) {
          const end = StringPrototypeIndexOf(urlString, quote === 0x27 ? "'" : '"');
          if (end !== -1) urlString = StringPrototypeSlice(urlString, 0, end);
        }
      }
      // 11.11. Parse: set urlRecord to the result of encoding-parsing a URL given
      //    urlString, relative to document. 11.12. If urlRecord is failure, then return.
      const parsed = natives.parseURL(urlString, lib.baseURL());
      if (!parsed) return;
      url = parsed.href;
    }
    // 12. Set document's will declaratively refresh to true.
    willRefresh = true;
    // 13. After the refresh has come due: the later of `time` seconds after document has
    //    completely loaded and (meta given) `time` seconds after the meta element was
    //    inserted — with both counted from the later event, `time` seconds after the
    //    document has completely loaded, or after now if it has.
    pending = { __proto__: null, url, time, meta };
    if (lib.completelyLoaded === true) comeDue();
  }

  function comeDue() {
    refreshHeader();
    if (pending === null) return;
    const { url, time, meta } = pending;
    pending = null;
    const due = { __proto__: null, time, stopped: false };
    scheduled = due;
    natives.setTimeout(() => {
      if (due.stopped) return;
      scheduled = null;
      // (If the meta element was given, the document's active sandboxing flag set must
      // not have the sandboxed automatic features browsing context flag.)
      if (meta && lib.sandboxed("automaticFeatures")) return;
      // Navigate document's node navigable to urlRecord using document, with
      // historyHandling "replace" (a URL that differs only in its fragment stays in the
      // document, as every navigation's does).
      const hash = StringPrototypeIndexOf(url, "#");
      const here = info.location.href;
      const withoutHash = (href) => { const i = StringPrototypeIndexOf(href, "#"); return i < 0 ? href : StringPrototypeSlice(href, 0, i); };
      if (hash !== -1 && withoutHash(url) === withoutHash(here)) {
        if (url !== here) lib.navigateToFragment(url, true);
        return;
      }
      // (The Navigation API's navigate event: a refresh to the document's own URL is a
      // reload, as Chrome's; any other a replace.)
      const navigation = lib.navigationHooks;
      if (navigation !== null) {
        if (url === here) {
          if (!navigation.reload(url)) return;
        } else {
          const target = natives.parseURL(url, here);
          const canIntercept = target ? lib.canRewriteURL(target) : false;
          if (!navigation.crossDocument(url, true, canIntercept, (href, rep) => lib.historyUpdateSteps(href, null, rep))) return;
        }
      }
      natives.navigate(url, "replace");
    }, time * 1000);
  }

  // A refresh of 0 seconds (come due or waiting for the document to have completely
  // loaded) is a navigation under way for document.open(), which stops it, as Chrome does
  // (https://github.com/whatwg/html/issues/4003; a refresh of more seconds is left):
  // true when there was one.
  lib.stopImmediateRefresh = () => {
    if (pending !== null && pending.time === 0) {
      pending = null;
      return true;
    }
    if (scheduled === null || scheduled.time !== 0) return false;
    scheduled.stopped = true;
    scheduled = null;
    return true;
  };
  lib.metaRefresh = metaRefresh;
  lib.completelyLoadedRefresh = comeDue;
});
