// The script element's own steps for scripts a page inserts (HTML's "prepare the script
// element" when one becomes connected), and `document.currentScript`. The parser runs the
// scripts it inserts itself (runtime/navigation/parsing.rs).
// https://html.spec.whatwg.org/multipage/scripting.html#the-script-element
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function scripting(lib, hooks) {
  "use strict";
  const { Document, Event, data, dispatch, natives, trust } = lib;
  // (The realm's document: a new one when its Window is reused.)
  let document = lib.document;
  lib.onDocument(() => { document = lib.document; });
  const { RegExpPrototypeExec } = lib.primordials;
  // A script's source text: its child text content (Text children only; elements.js).
  const childText = lib.scriptChildText;
  const { ArrayPrototypePush, ObjectAssign, SafeWeakMap } = lib.primordials;
  // Each script element's "already started" and "parser document" (parser-inserted).
  const scripts = lib.internalSlots("scripting.scripts");
  const flags = (element) => {
    let f = scripts.get(element);
    if (f === undefined) scripts.set(element, (f = { __proto__: null, started: false, parserInserted: false }));
    return f;
  };
  // https://svgwg.org/svg2-draft/interact.html#ScriptElement: an SVG script element is
  // "processed as HTML's script element", with its href (else xlink:href) for src and no
  // language, async, defer, nomodule, for or event. One of an HTML document's parser is
  // kept in the HTML namespace (parsing.js: `svgScript`); any other script element (one
  // of MathML or of another namespace) is no script.
  const SVG_NS = "http://www.w3.org/2000/svg", XLINK_NS = "http://www.w3.org/1999/xlink";
  const isSVGScript = (d) => d.ns === SVG_NS || d.svgScript === true;
  const isScript = (d) => (d.ns === undefined && d.svgScript !== true && d.mathScript !== true) || d.ns === SVG_NS || d.svgScript === true;
  // The script's URL attribute's value (undefined without one).
  function scriptSource(d) {
    if (!isSVGScript(d)) return d.attrs.get("src");
    const href = lib.findAttributeNS(d, null, "href");
    if (href !== undefined) return d.attrs.get(href);
    const xlink = lib.findAttributeNS(d, XLINK_NS, "href");
    return xlink === undefined ? undefined : d.attrs.get(xlink);
  }
  // Whether the attribute named `name` (qualified) is the script's URL attribute.
  function isSourceAttribute(d, name) {
    if (!isSVGScript(d)) return d.ns === undefined && name === "src";
    return name === lib.findAttributeNS(d, null, "href") || name === lib.findAttributeNS(d, XLINK_NS, "href");
  }
  // https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element,
  // steps 7–9 (the runtime's, which the parser uses too): "classic", "module", or null (a
  // data block, or an import map a page inserts, which framescope ignores: not run).
  // (An SVG script element has no language attribute: browsers all ignore it.)
  const scriptType = (element) => {
    const d = data(element);
    return natives.scriptType(d.attrs.get("type") ?? null, isSVGScript(d) ? null : d.attrs.get("language") ?? null);
  };
  // The script being run, what `document.currentScript` returns.
  let currentScript = null;
  const saved = [];
  // https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element, for
  // an element that became connected or whose children changed.
  function prepare(element) {
    const d = data(element), f = flags(element), attrs = d.attrs;
    if (!isScript(d)) return;
    const svg = isSVGScript(d);
    // 1. If el's already started is true, then return. (2–4: the parser runs those it
    //    inserted.)
    if (f.started || f.parserInserted) return;
    // 5. If el has no src attribute, and source text is the empty string, then return.
    const src = scriptSource(d);
    const text = childText(element);
    if (src === undefined && text === "") return;
    // 6. If el is not connected, then return.
    if (lib.shadowIncludingRoot(element) !== document) return;
    // 7–9. The script's type (a data block is not run).
    const type = scriptType(element);
    if (type === null) return;
    // 10. Set el's already started to true.
    f.started = true;
    // 16. If el has a nomodule content attribute and its type is "classic", then return.
    if (type === "classic" && !svg && attrs.has("nomodule")) return;
    // 21. A classic script with event and for attributes runs only for the window's
    //     onload: for and event stripped of ASCII whitespace, then compared ASCII
    //     case-insensitively.
    if (type === "classic" && !svg && attrs.has("event") && attrs.has("for")) {
      const strip = (value) => lib.lowercase(RegExpPrototypeExec(/^[\t\n\f\r ]*([^]*?)[\t\n\f\r ]*$/, value)[1]);
      const event = strip(attrs.get("event"));
      if (strip(attrs.get("for")) !== "window" || (event !== "onload" && event !== "onload()")) return;
    }
    // 30. If el has a src content attribute: fetch it (the runtime queues a task that
    //     fetches, runs the script and fires load or error at el; an empty src and a
    //     module script, not supported yet, fire error).
    if (src !== undefined || type === "module") {
      // (An SVG script has no async attribute: one not the parser's runs as soon as it
      // can, as Chrome does.)
      const isAsync = svg ? d.forceAsync !== false : d.forceAsync === true || attrs.has("async");
      natives.fetchScript(element, src ?? null, attrs.get("crossorigin") ?? null, type, text, attrs.get("referrerpolicy"), isAsync, attrs.get("integrity"), attrs.get("nonce"));
      return;
    }
    // 32. Otherwise: an inline classic script is executed immediately.
    const previous = currentScript;
    currentScript = currentScriptFor(element);
    try {
      natives.runInlineScript(text, attrs.get("crossorigin") ?? null, attrs.get("referrerpolicy"), attrs.get("nonce"));
    } finally {
      currentScript = previous;
    }
  }
  // https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element step
  // 6.1 (a classic script): if el's root is not a shadow root, currentScript is el;
  // otherwise null.
  function currentScriptFor(element) {
    if (element === null || element === undefined) return null;
    return lib.data(lib.root(element)).mode !== undefined ? null : element;
  }
  // (Another document — one without a browsing context — has none.)
  lib.defineMembers(Document.prototype, { get currentScript() { lib.data(this); return this === document ? currentScript : null; } });
  // The parser's scripts, in document order (the runtime names them by index): already
  // started, run by the parser.
  const parserScripts = [];
  // https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element as
  // the parser prepares the element (the runtime then runs it, or not):
  const scriptParsed = (element, foreign, inTemplate) => {
    parserScripts[parserScripts.length] = element;
    const f = flags(element), d = data(element);
    // (The XML parser set the parser document when it made the element: the steps below
    // decide what it is now.)
    f.parserInserted = false;
    // (In a template's contents: never prepared, so not started; the runtime does not run
    // it either.)
    if (inTemplate) return;
    // 2–4. The parser document is set aside; without an async attribute, force async is
    //    set.
    d.forceAsync = !d.attrs.has("async");
    // 5–9. An empty script (no src, no text) or a data block is left not started and
    //    not parser-inserted: a later change to it may still run it, as a script a page
    //    inserted (an SVG script too).
    const empty = scriptSource(d) === undefined && childText(element) === "";
    if (empty || scriptType(element) === null) return;
    // 10. Set el's already started to true. 11. The parser document is back; force
    //     async is false.
    f.parserInserted = f.started = true;
    d.forceAsync = false;
  };
  // https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents: "When an
  // XML parser with XML scripting support enabled creates a script element, it must have
  // its parser document set": its children arriving do not prepare it (scriptParsed does,
  // at its end tag).
  const scriptCreatedByParser = (element) => { flags(element).parserInserted = true; };
  // The runtime's name for a script element: a parser script's index, or the element.
  const elementOf = (element) => (typeof element === "number" ? parserScripts[element] ?? null : element);
  // A script element the fragment parser made (innerHTML and friends: never run), or a
  // clone of one that had started: already started.
  const scriptStarted = (element) => { flags(element).started = true; };
  // (createContextualFragment's scripts: not started, so they run when connected.)
  const scriptNotStarted = (element) => { flags(element).started = false; };
  const isScriptStarted = (element) => scripts.get(element)?.started === true;
  // How many script elements the document's parsers made (a script-created parser names
  // its scripts from there on).
  const parserScriptCount = () => parserScripts.length;
  // https://html.spec.whatwg.org/multipage/scripting.html#script-processing-model: a
  // connected script given a src (an SVG one an href) where it had none is prepared.
  const scriptAttributeChanged = (element, name) => {
    const d = data(element);
    if (isSourceAttribute(d, name) && lib.shadowIncludingRoot(element) === document) prepare(element);
  };
  ObjectAssign(lib, { parserScriptCount, scriptConnected: prepare, scriptAttributeChanged, scriptParsed, scriptCreatedByParser, scriptStarted, scriptNotStarted, isScriptStarted });
  ObjectAssign(hooks, {
    // "Execute the script element": currentScript is the element (a parser script's
    // index, or the element; null for a module script) while it runs.
    beginScript(element) {
      ArrayPrototypePush(saved, currentScript);
      currentScript = currentScriptFor(elementOf(element));
    },
    // https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element
    // step 2: whether the element's node document is no longer its preparation-time
    // document (moved while its script was fetched).
    scriptMoved(element) {
      const target = elementOf(element);
      return target !== null && target !== undefined && lib.nodeDocument(target) !== document;
    },
    // And after it: currentScript as it was; a script-inserted external script gets
    // `load` (it ran) or `error` (it could not be fetched).
    endScript(element, outcome) {
      if (saved.length > 0) {
        currentScript = saved[saved.length - 1];
        saved.length -= 1;
      }
      const target = elementOf(element);
      if (target !== null && target !== undefined && outcome !== undefined) dispatch(target, trust(new Event(outcome)));
    },
    // `load` or `error` at a parser script (its index) that was not run: its fetch
    // failed.
    fireScriptEvent(type, index) {
      const target = parserScripts[index];
      if (target !== undefined) dispatch(target, trust(new Event(type)));
    },
  });
});
