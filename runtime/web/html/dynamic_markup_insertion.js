// document.open(), write(), writeln() and close().
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html
//
// While the parser runs a script, what the script writes is parsed right after it
// (dynamic_markup_insertion.rs). Without an insertion point (the document was parsed),
// write opens the document anew: its children go, and what is written until close() is
// parsed into it as a whole document. framescope runs no scripts of markup written after
// parsing (HTML would run them), and ignores what an async or deferred script writes (as
// Chrome does for async scripts), with a console warning.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function dynamicMarkupInsertion(lib) {
  "use strict";
  const { DOMException, Document, data, info, natives } = lib;
  const { ObjectAssign, SafeWeakMap } = lib.primordials;
  if (info.scope !== "Window") return;
  // Each opened document's markup written since open().
  const opened = lib.internalSlots("dynamic_markup_insertion.opened");
  // Step 2 of open and close, 3 of write: if document's throw-on-dynamic-markup-insertion
  // counter is greater than 0 (the parser is constructing a custom element: parsing.js),
  // then throw an "InvalidStateError" DOMException.
  function checkCounter(document, method) {
    if ((data(document).throwOnDynamicMarkupInsertion ?? 0) > 0) {
      throw new DOMException(`Failed to execute '${method}' on 'Document': the parser is constructing a custom element.`, "InvalidStateError");
    }
  }
  // Step 1 of open(), write() and close(): "If document is an XML document, then throw an
  // "InvalidStateError" DOMException" (an XML document has a content type of its own).
  function notXML(document, operation) {
    if (data(document).contentType !== undefined) throw new DOMException(`Failed to execute '${operation}' on 'Document': Only HTML documents support ${operation}().`, "InvalidStateError");
  }
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
  function open(document) {
    notXML(document, "open");
    checkCounter(document, "open");
    if (opened.has(document)) return document;
    // 5–6. With an active parser (a script of its own parser runs), return the document.
    if (document === lib.document && lib.readyState() === "loading") return document;
    // 12. Replace all of document's children with null.
    lib.replaceAll(document, []);
    // 15–17. A new parser; the insertion point at the end of its (empty) input.
    opened.set(document, "");
    if (document === lib.document) lib.setReadiness("loading");
    return document;
  }
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  function write(document, text, operation) {
    notXML(document, operation);
    checkCounter(document, operation);
    // 4–5. With no insertion point, open the document (unless its parser is running:
    //    then what an async or deferred script writes is ignored, as Chrome does).
    if (document === lib.document && natives.documentWrite(text)) return;
    if (!opened.has(document)) {
      if (document === lib.document && lib.readyState() === "loading") {
        natives.consoleWarn("framescope: document.write() from a script that is not parser-inserted (async, deferred or inserted by script) was ignored, as Chrome ignores it from async scripts");
        return;
      }
      open(document);
    }
    // 6–7. Insert the text at the insertion point, and parse what there is.
    const markup = opened.get(document) + text;
    opened.set(document, markup);
    const nodes = natives.parseDocument(markup);
    const built = [];
    for (let i = 0; i < nodes.length; i++) built[i] = lib.buildParsed(nodes[i], document, undefined, true);
    lib.replaceAll(document, built);
    // (In a document of a browsing context, its templates with shadowrootmode are
    // declarative shadow roots: the whole tree builder leaves them as templates,
    // shadow_root.js attaches them. A document made by script does not allow them.)
    if (lib.browsingRealm(document) !== undefined) lib.declarativeShadowRoots(document);
  }
  // The steps' "text" argument: each value a DOMString (WebIDL: null is "null", undefined
  // is "undefined", a Symbol throws a TypeError), joined.
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps step 3
  function joinText(values) {
    let text = "";
    for (let i = 0; i < values.length; i++) text += `${values[i]}`;
    return text;
  }
  ObjectAssign(Document.prototype, {
    open(unused1 = undefined, unused2 = undefined) {
      data(this);
      // (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-open-window:
      // window.open's steps, whose navigables framescope chooses from the entry realm only.)
      if (arguments.length > 2) throw new DOMException("framescope does not open windows with document.open(url, name, features).", "NotSupportedError");
      return open(this);
    },
    write(...text) { write(this, joinText(text), "write"); },
    writeln(...text) { write(this, joinText(text) + "\n", "writeln"); },
    // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-close
    close() {
      notXML(this, "close");
      checkCounter(this, "close");
      if (!opened.has(this)) return;
      opened.delete(this);
      if (this === lib.document) lib.setReadiness("complete");
    },
  });
});
