// Unloading documents: the unload counter, `beforeunload`, `pagehide`,
// `visibilitychange` and `unload` when a document goes (its navigable navigates to
// another document, or its window closes), and `pageshow` after its `load`.
// https://html.spec.whatwg.org/multipage/document-lifecycle.html#unloading-documents
//
// The order over a tree of documents is runtime/navigation/unloading.rs's; this module
// holds one document's steps, as hooks. framescope keeps no back/forward cache: every
// unloaded document is unsalvageable, so `persisted` is always false and `unload` always
// fires.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function unloadingDocuments(lib, hooks) {
  "use strict";
  const { Event, data, dispatch, global, info, trust } = lib;
  // (The realm's document: a new one when its Window is reused.)
  let document = lib.document;
  lib.onDocument(() => { document = lib.document; });
  const { ObjectAssign } = lib.primordials;
  const window = info.scope === "Window";
  // https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-counter: what
  // document.open() and document.write() check (dynamic_markup_insertion.js).
  lib.unloadCounter = (doc) => data(doc).unloadCounter ?? 0;
  // The realm's fetch group (https://fetch.spec.whatwg.org/#concept-fetch-group): the
  // terminate steps that the document's abort runs: XMLHttpRequest's, for its requests
  // under way (xhr.js), and those of each fetch() under way (fetch_method.js: removed
  // when its response comes).
  const fetchGroup = new lib.primordials.SafeSet();
  lib.fetchGroup = fetchGroup;
  // https://html.spec.whatwg.org/multipage/document-lifecycle.html#abort-a-document step 2:
  // "cancel any instances of the fetch algorithm in the context of document" (window.stop()
  // and document.open() of a navigating document): the fetch group is terminated
  // (https://fetch.spec.whatwg.org/#concept-fetch-group-terminate).
  lib.abortDocumentFetches = () => {
    for (const terminate of fetchGroup) terminate();
  };
  // `(delta)`: raise or lower this document's unload counter (unloading.rs raises the
  // counters of every document of a tree before any of them unloads).
  function unloadCounter(delta) {
    if (!window) return;
    const d = data(document);
    d.unloadCounter = (d.unloadCounter ?? 0) + delta;
  }
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#fire-a-page-transition-event
  // A PageTransitionEvent, cancelable and bubbling, at the window with legacy target
  // override.
  // The window is its event's whole path, so with no listener of `type` on it nothing can
  // see the event, and it is not made: a frame's `pageshow` after its `load` would
  // otherwise make the PageTransitionEvent interface (on first use) in every realm, as
  // Blink makes an event's wrapper only for a JavaScript listener.
  function firePageTransitionEvent(type, persisted) {
    if (!lib.hasListenersOf(global, type)) return;
    dispatch(global, trust(lib.newPageTransitionEvent(type, persisted)), true);
  }
  // https://html.spec.whatwg.org/multipage/browsing-the-web.html#steps-to-fire-beforeunload
  // for this document: with its unload counter raised (and the termination nesting level,
  // unloading.rs), a cancelable BeforeUnloadEvent named beforeunload is dispatched at
  // its window. Returns whether the user would be asked (the event was canceled, or its
  // returnValue set), which only a window with sticky activation could do; unloading.rs
  // decides (no one is asked).
  function fireBeforeUnload() {
    if (!window) return false;
    unloadCounter(1);
    // (A synchronous XMLHttpRequest in it is no deprecation: xhr.js.)
    lib.processingBeforeUnload = true;
    try {
      const event = lib.newBeforeUnloadEvent();
      dispatch(global, trust(event));
      return event.defaultPrevented || event.returnValue !== "";
    } finally {
      lib.processingBeforeUnload = false;
      unloadCounter(-1);
    }
  }
  // https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-a-document,
  // steps 8–21 for this document (oldDocument); its times go to `timing` (the new
  // document's previous document unload timing, step 22, when unloading.rs passes one).
  function unloadDocument() {
    if (!window) return undefined;
    const d = data(document);
    // 8. Increase oldDocument's unload counter by 1.
    unloadCounter(1);
    const timing = { __proto__: null, start: 0, end: 0 };
    try {
      // 9. framescope keeps no bfcache: oldDocument's salvageable state is false.
      // 10. If page showing: set it false, fire pagehide (persisted: salvageable, false),
      //     and update the visibility state to "hidden".
      // (A document is showing from its start: a popup's initial about:blank that never
      // fired load, too.)
      if (d.pageShowing !== false) {
        d.pageShowing = false;
        firePageTransitionEvent("pagehide", false);
        updateVisibilityState("hidden");
      }
      // 11–13. Fire unload at the window, with legacy target override, timed.
      timing.start = lib.natives.clock();
      dispatch(global, trust(new Event("unload")), true);
      timing.end = lib.natives.clock();
    } finally {
      // 21. Decrease oldDocument's unload counter by 1.
      unloadCounter(-1);
    }
    return [timing.start, timing.end];
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#update-the-visibility-state
  function updateVisibilityState(state) {
    const d = data(document);
    // 1. If document's visibility state equals visibilityState, then return.
    if ((d.visibilityState ?? "visible") === state) return;
    // 2. Set it. 5. Fire an event named visibilitychange at document, bubbling.
    d.visibilityState = state;
    dispatch(document, trust(new Event("visibilitychange", { __proto__: null, bubbles: true })));
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#the-end: after the load event,
  // the document's page showing becomes true and `pageshow` fires (persisted false), as
  // Chrome does in the load event's task.
  lib.pageShow = () => {
    const d = data(document);
    if (d.pageShown === true || d.pageShowing === false) return;
    d.pageShown = true;
    d.pageShowing = true;
    firePageTransitionEvent("pageshow", false);
  };
  ObjectAssign(hooks, { fireBeforeUnload, unloadCounter, unloadDocument });
});
