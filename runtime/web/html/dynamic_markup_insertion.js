// document.open(), write(), writeln() and close().
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html
//
// While the parser runs a script, what the script writes is parsed right after it
// (dynamic_markup_insertion.rs, runtime/navigation/html_parser.rs). Without an insertion
// point (the document was parsed), write opens the document anew: its children go, and
// what is written until close() is parsed into it as a whole document. framescope runs no
// scripts of markup written after parsing (HTML would run them), and ignores what an
// external or module script writes without an insertion point (HTML's
// ignore-destructive-writes counter), with a console warning.
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
  // "InvalidStateError" DOMException".
  function notXML(document, operation) {
    if (data(document).xml === true) throw new DOMException(`Failed to execute '${operation}' on 'Document': Only HTML documents support ${operation}().`, "InvalidStateError");
  }
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
  function open(document) {
    notXML(document, "open");
    checkCounter(document, "open");
    // The document's own realm, when it is its window's document (a frame's, say: its
    // parent may open it).
    const realm = lib.browsingRealm(document);
    // 3. If document's origin is not same origin with the entry settings object's origin,
    //    throw a "SecurityError" DOMException (same origin: two documents that
    //    document.domain made same origin-domain reach each other, but may not open one
    //    another).
    const entryRealm = lib.entryRealm();
    if (entryRealm !== undefined && entryRealm.info.location.origin !== (realm ?? lib).info.location.origin) {
      throw new DOMException("Failed to execute 'open' on 'Document': Can only call open() on same-origin documents.", "SecurityError");
    }
    if (opened.has(document)) return document;
    // 5–6. With an active parser (a script of its own parser runs), return the document.
    //    (A microtask the parser's checkpoint runs before a script — a mutation
    //    observer's callback — has none of its scripts on the stack: the parser is
    //    aborted, and the document opened anew.)
    if (realm !== undefined && realm.readyState() === "loading" && !realm.natives.abortParser()) return document;
    //    "Similarly, if document's unload counter is greater than 0, then return
    //    document" (it is unloading: unloading_documents.js).
    if (lib.unloadCounter(document) > 0) return document;
    // 9. If document's node navigable is non-null and its ongoing navigation is a
    //    navigation ID, then stop loading document's node navigable
    //    (https://html.spec.whatwg.org/multipage/document-lifecycle.html#nav-stop): the
    //    navigation is taken back (a queued one, the frame's first to its src, or a
    //    refresh of 0 seconds, which Chrome counts as one: declarative_refresh.js), the
    //    Navigation API's ongoing navigation aborts, and the document is aborted
    //    (https://html.spec.whatwg.org/multipage/document-lifecycle.html#abort-a-document):
    //    its fetches under way are cancelled (its fetch group: unloading_documents.js).
    if (realm !== undefined) {
      const refresh = realm.stopImmediateRefresh?.() === true;
      if (realm.natives.stopOngoingNavigation() || refresh) {
        realm.navigationHooks?.stopped();
        realm.abortDocumentFetches?.();
      }
    }
    // 10. Erase all event listeners and handlers of each shadow-including inclusive
    //     descendant of the document; 11. and of its window, if it is the window's
    //     associated Document.
    const nodes = lib.shadowIncludingTree(document);
    for (let i = 0; i < nodes.length; i++) lib.eraseAllListenersAndHandlers(nodes[i]);
    if (realm !== undefined) lib.eraseAllListenersAndHandlers(realm.global);
    // 12. Replace all of document's children with null.
    lib.replaceAll(document, []);
    //     "Set document to no-quirks mode" (the new parser's DOCTYPE may change it).
    lib.setDocumentMode(document, "no-quirks");
    // 15–17. A new (script-created) parser, of the document's realm, its insertion point
    //     at the end of its (empty) input (dynamic_markup_insertion.rs); its tree
    //     builder in the "initial" insertion mode (parsing.js).
    if (realm !== undefined && realm.info.xmlDocument !== true) {
      realm.resetTreeBuilder();
      realm.natives.openParser(realm.parserScriptCount());
    }
    // 13. If document is fully active (its window's document), then: if the entry
    //     document is not document, set document's URL to the entry document's URL
    //     with its fragment set to null.
    const entry = lib.entryRealm();
    if (realm !== undefined && entry !== undefined && entry !== realm && entry.document !== undefined &&
      realm.setDocumentURL !== undefined && !realm.natives.windowClosed()) {
      realm.setDocumentURL(lib.withoutHash(entry.document.URL));
    }
    // (A document with no window: its markup is kept, and parsed whole at each write.)
    // 18. Set the document's readiness to "loading" (its listeners are gone: no one sees it).
    opened.set(document, "");
    if (realm !== undefined) realm.setReadiness("loading");
    return document;
  }
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  function write(document, text, operation) {
    notXML(document, operation);
    checkCounter(document, operation);
    // 5–6. With the parser's insertion point defined (a script it runs is running), the
    //    parser takes the text (dynamic_markup_insertion.rs). 4.1. Without one, while an
    //    external or module script runs (the ignore-destructive-writes counter), return.
    const realm = lib.browsingRealm(document);
    if (realm !== undefined) {
      const written = realm.natives.documentWrite(text);
      if (written === 1) return;
      if (written === 2) {
        natives.consoleWarn("Failed to execute 'write' on 'Document': It isn't possible to write into a document from an asynchronously-loaded external script unless it is explicitly opened.");
        return;
      }
    }
    if (!opened.has(document)) {
      // 4.1. If document's unload counter is greater than 0, then return.
      if (lib.unloadCounter(document) > 0) return;
      // (A parser of the document is at work with no script of it running — a microtask
      // of its checkpoint, say: the open steps below abort it. Any other write while the
      // document loads, with no parser to abort, is left out.)
      if (realm !== undefined && realm.readyState() === "loading" && !realm.natives.abortParser()) {
        natives.consoleWarn("framescope: document.write() while the document is loading, from no parser-inserted script, was ignored");
        return;
      }
      // 4.2. Run the document open steps: then the new parser takes the text.
      open(document);
      if (realm !== undefined && realm.natives.documentWrite(text) === 1) return;
    }
    // 6–7. Insert the text at the insertion point, and parse what there is.
    const markup = opened.get(document) + text;
    opened.set(document, markup);
    const nodes = natives.parseDocument(markup);
    lib.setDocumentMode(document, nodes.mode);
    const built = [];
    for (let i = 0; i < nodes.length; i++) built[i] = lib.buildParsed(nodes[i], document, undefined, true);
    lib.replaceAll(document, built);
    // (In a document of a browsing context, its templates with shadowrootmode are
    // declarative shadow roots: the whole tree builder leaves them as templates,
    // shadow_root.js attaches them. A document made by script does not allow them.)
    if (lib.browsingRealm(document) !== undefined) lib.declarativeShadowRoots(document);
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#the-end for the script-created
  // parser: readiness "interactive"; then, in a task, DOMContentLoaded at the document,
  // readiness "complete", load at the window (its listeners are the ones added since
  // open()) and, in a task of its own, at a frame's container (iframe load event steps).
  function theEnd(realm) {
    realm.setReadiness("interactive");
    realm.natives.setTimeout(() => {
      if (realm.readyState() !== "interactive") return;
      realm.dispatch(realm.document, realm.trust(new realm.Event("DOMContentLoaded", { __proto__: null, bubbles: true })));
      realm.setReadiness("complete");
      // (With legacy target override: the event's target is the document.)
      realm.dispatch(realm.global, realm.trust(new realm.Event("load")), true);
      // Completely finish loading: a frame's container gets its load event (in a task).
      realm.natives.completelyFinishLoading();
    }, 0);
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
      // 4–6. The end of the script-created parser's input, parsed; the tree builder at
      //    its end (the body is there).
      const realm = lib.browsingRealm(this);
      if (realm !== undefined && realm.info.xmlDocument !== true) {
        const runtimeEnds = realm.natives.closeParser();
        realm.endTreeBuilder();
        // (The document's own parser was aborted: the runtime queues its end, as for a
        // parsed document.)
        if (runtimeEnds === true) realm.parsingFinished();
        else theEnd(realm);
        return;
      }
      lib.browsingRealm(this)?.setReadiness("complete");
    },
  });
});
