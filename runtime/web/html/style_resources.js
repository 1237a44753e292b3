// What style sheets fetch beyond themselves, on the page's side: a `<style>` element's
// style block (its `@import` rules, fetched before its `load`/`error`), the `url()` images
// and `@font-face` fonts that the rules of the document's sheets use, and
// `document.fonts.ready`. framescope has no cascade: a rule applies when its selector
// matches an element of the document as the sheet is processed, and a font is used when
// an applying rule's or an element's `style` attribute's `font-family` names its family
// (runtime/web/html/style_resources.rs reads the sheets and fetches).
// https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block
// https://drafts.csswg.org/css-values-4/#fetch-a-style-resource
// https://drafts.csswg.org/css-font-loading/#dom-fontfaceset-ready
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). node_connection.js calls `styleConnected`; link_stylesheets.js
// `styleSheetResources`.
(function styleResources(lib) {
  "use strict";
  const { Document, Event, data, dispatch, info, natives, trust } = lib;
  if (info.scope !== "Window") return;
  const { ObjectDefineProperty, Promise, PromiseResolve, SafeMap, SafeSet, StringPrototypeSplit, StringPrototypeToLowerCase, RegExpPrototypeExec } = lib.primordials;
  // The document's @font-face families (lowercased) → { url, clean, sheet }; its style
  // rules that may fetch; the URLs fetched so far (each once, as from the memory cache).
  const faces = new SafeMap();
  const rules = [];
  const fetched = new SafeSet();
  const blocksLoaded = new SafeSet();
  // Style blocks and sheets still being processed, and the `document.fonts.ready` promise.
  let pending = 0;
  let ready = null;
  let settle = null;
  // https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block, when a
  // `<style>` element becomes connected to a document with a browsing context: its sheet's
  // critical subresources (its imports) are fetched, then `load` (or `error`) fires at it.
  function styleConnected(element) {
    const d = data(element);
    if (d.ns !== undefined || d.name !== "style") return;
    if (lib.shadowIncludingRoot(element) !== lib.document) return;
    if (lib.browsingRealm(d.owner ?? lib.document) === undefined) return;
    const type = d.attrs.get("type");
    if (type !== undefined && type !== "" && StringPrototypeToLowerCase(type) !== "text/css") return;
    const request = (d.styleRequest ?? 0) + 1;
    d.styleRequest = request;
    begin();
    // (At the next microtask checkpoint: by then the parser has given the element its
    //    text — it runs one before any script — and the block is processed before a
    //    script can move it, as Blink processes it at its end tag.)
    natives.enqueueMicrotask(() => {
      let loaded = true;
      try {
        if (d.styleRequest !== request || lib.shadowIncludingRoot(element) !== lib.document) return;
        let text = "";
        for (let i = 0; i < d.children.length; i++) {
          const child = data(d.children[i]);
          if (child.type === 3) text += child.text;
        }
        const base = lib.baseURL();
        // (A block with the same text loaded before comes from the memory cache, as in
        //    Blink: no second fetch and no second entry — `head.innerHTML += …` re-creates
        //    every style element in the head.)
        const key = base + " " + text;
        loaded = blocksLoaded.has(key) || natives.styleBlockImports(text, base, isRenderBlocking(d));
        if (loaded) blocksLoaded.add(key);
        const found = natives.styleResources(text, base);
        styleSheetResources(found[0], found[1], null, true);
      } finally {
        end();
      }
      // Its load (or error) event, in a task of the networking task source.
      natives.queueGlobalTask(() => {
        if (d.styleRequest === request) dispatch(element, trust(new Event(loaded ? "load" : "error")));
      });
    });
  }
  // (A style block in the head that the parser made, or with blocking=render, whose media
  // matches blocks rendering, as a stylesheet link does: link_stylesheets.js.)
  const isRenderBlocking = (d) => lib.isRenderBlocking(d);
  // A processed sheet's @font-face rules ([family, url] pairs) and style rules
  // ([selector, families, images] triples), from the sheet at URL `sheet` (null: a style
  // block, whose resources the document requests); `clean`: it is origin-clean.
  function styleSheetResources(faceList, ruleList, sheet, clean) {
    for (let i = 0; i + 1 < faceList.length; i += 2) {
      // (A later @font-face rule for a family wins.)
      faces.set(faceList[i], { __proto__: null, url: faceList[i + 1], clean, sheet });
    }
    for (let i = 0; i + 2 < ruleList.length; i += 3) {
      rules[rules.length] = { __proto__: null, selector: ruleList[i], families: ruleList[i + 1], images: ruleList[i + 2], clean, sheet };
    }
    loadUsed();
  }
  // Fetches what the rules that apply now use: their images, and the fonts their families
  // (and the `style` attributes' families) name.
  function loadUsed() {
    const used = new SafeSet();
    const addFamilies = (text) => {
      if (text === "") return;
      const list = StringPrototypeSplit(text, ",");
      for (let i = 0; i < list.length; i++) used.add(list[i]);
    };
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i];
      let matched = false;
      try {
        matched = lib.querySelectorAll(lib.document, rule.selector, true).length > 0;
      } catch {}
      if (!matched) continue;
      addFamilies(rule.families);
      const images = rule.images === "" ? [] : StringPrototypeSplit(rule.images, " ");
      for (let j = 0; j < images.length; j++) fetchOnce(images[j], "image", rule.sheet, rule.clean);
    }
    if (faces.size === 0) return;
    const nodes = lib.inclusiveDescendants(lib.document);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      const style = d.type === 1 ? d.attrs.get("style") : undefined;
      if (style !== undefined && RegExpPrototypeExec(/font/i, style) !== null) {
        addFamilies(natives.styleResources(style, lib.baseURL(), true)[0]);
      }
    }
    used.forEach((family) => {
      const face = faces.get(family);
      if (face !== undefined) fetchOnce(face.url, "font", face.sheet, face.clean);
    });
  }
  function fetchOnce(url, kind, sheet, clean) {
    if (fetched.has(url)) return;
    fetched.add(url);
    natives.fetchStyleResource(url, kind, sheet, clean);
  }
  // https://drafts.csswg.org/css-font-loading/#dom-fontfaceset-ready: a promise that
  // settles once the document's style sheets being processed (and the fonts they load)
  // are done; a new one while they are not.
  function begin() {
    pending++;
    if (pending === 1 && (ready === null || settle === null)) {
      ready = new Promise((resolve) => { settle = resolve; });
    }
  }
  function end() {
    pending--;
    if (pending === 0 && settle !== null) {
      const resolve = settle;
      settle = null;
      resolve(fonts);
    }
  }
  // `document.fonts`: the document's FontFaceSet, as far as pages wait on it (`ready`,
  // `status`); framescope renders no text, so no FontFace objects are kept.
  const fonts = {
    __proto__: null,
    get ready() {
      if (ready === null) ready = PromiseResolve(fonts);
      return ready;
    },
    get status() { return pending === 0 ? "loaded" : "loading"; },
  };
  ObjectDefineProperty(Document.prototype, "fonts", {
    __proto__: null,
    get() { data(this); return fonts; },
    enumerable: true,
    configurable: true,
  });
  lib.styleConnected = styleConnected;
  // https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block when a
  // connected style element's children changed (nodes.js, character_data.js): its CSS
  // style sheet is made again (style_sheet_collections.js) and its block processed again,
  // with a new load event.
  lib.styleChildrenChanged = (element) => {
    const d = data(element);
    if (d.ns !== undefined) return;
    d.cssSheet = undefined;
    lib.domChanged();
    styleConnected(element);
  };
  lib.styleSheetResources = styleSheetResources;
  lib.styleResourcesParsed = () => { if (rules.length !== 0 || faces.size !== 0) loadUsed(); };
});
