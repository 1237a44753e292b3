// The end of parsing's tasks: DOMContentLoaded, the window's load, and a new auxiliary
// browsing context's initial about:blank completely loaded at once.
// https://html.spec.whatwg.org/multipage/parsing.html#the-end
//
// A module of the realm's bootstrap (see bootstrap.js), run after parsing.js (whose
// `lib.parsingFinished` is the end's step 3) with its `lib` and `hooks`; like it, it calls
// only the built-ins captured before any page script ran (primordials.js).
(function theEnd(lib, hooks) {
  "use strict";
  const { Event, dispatch, global, loadTiming, natives, parsingFinished, setReadiness, trust } = lib;
  let document = lib.document;
  lib.onDocument(() => { document = lib.document; });
  const { ObjectAssign } = lib.primordials;
  // The end, step 4's task: "fire an event named DOMContentLoaded at the Document object,
  // with its bubbles attribute initialized to true".
  function fireDOMContentLoaded() {
    if (loadTiming.domContentLoadedEventStart !== 0) return;
    loadTiming.domContentLoadedEventStart = natives.clock();
    // (The whole document is there: what its style sheets' rules use now is fetched,
    // style_resources.js.)
    lib.styleResourcesParsed?.();
    dispatch(document, trust(new Event("DOMContentLoaded", { __proto__: null, bubbles: true })));
    loadTiming.domContentLoadedEventEnd = natives.clock();
  }
  // The end, step 7's task: all frames loaded; readiness "complete", then the window's
  // load event, then the navigation timing entry is queued (lib.loaded, by
  // navigation_timing.js).
  function fireWindowLoad() {
    parsingFinished();
    fireDOMContentLoaded();
    loadTiming.domComplete = natives.clock();
    setReadiness("complete");
    loadTiming.loadEventStart = natives.clock();
    // (With legacy target override: the event's target is the document.)
    dispatch(global, trust(new Event("load")), true);
    loadTiming.loadEventEnd = natives.clock();
    // (HTML's "completely loaded": a form submitted before this replaces its entry.)
    lib.completelyLoaded = true;
    // (A `<meta http-equiv=refresh>`'s refresh counts from now: declarative_refresh.js.)
    lib.completelyLoadedRefresh?.();
    lib.loaded?.();
    // (Then pageshow: unloading_documents.js.)
    lib.pageShow?.();
  }
  // https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-browsing-context:
  // a new auxiliary browsing context's initial about:blank is "completely loaded"
  // (ready for post-load tasks) at once, with no parser: readiness "complete", and no
  // DOMContentLoaded, load nor pageshow (as Chrome fires none for window.open()).
  function initialDocumentLoaded() {
    parsingFinished();
    setReadiness("complete");
    lib.completelyLoaded = true;
  }
  ObjectAssign(hooks, { fireDOMContentLoaded, fireWindowLoad, initialDocumentLoaded });
});
