// PageTransitionEvent and BeforeUnloadEvent: the interfaces of the pageshow/pagehide and
// beforeunload events.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-pagetransitionevent-interface
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface
//
// framescope keeps no back/forward cache: the events it fires (unloading_documents.js)
// have `persisted` false.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function pageTransitionEvents(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["PageTransitionEvent", "BeforeUnloadEvent"],
    shared: ["newPageTransitionEvent", "newBeforeUnloadEvent", "beforeUnloadResult"],
  }, () => {
    const { Event, fieldsOf, illegal } = lib;
    const { ReflectConstruct, String } = lib.primordials;
    const persisted = lib.internalSlots("page_transition_events.persisted");
    class PageTransitionEvent extends Event {
      constructor(type, init = undefined) {
        lib.requireArguments(arguments, 1, "PageTransitionEvent", "PageTransitionEvent");
        const event = ReflectConstruct(Event, [type, init], new.target);
        persisted.set(event, { __proto__: null, persisted: !!init?.persisted });
        return event;
      }
      get persisted() { return fieldsOf(persisted, this).persisted; }
    }
    // (Made only by the user agent, and by document.createEvent("BeforeUnloadEvent").)
    const returnValues = lib.internalSlots("page_transition_events.returnValues");
    class BeforeUnloadEvent extends Event {
      constructor() { illegal(); super(""); }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-beforeunloadevent-returnvalue
      get returnValue() { return fieldsOf(returnValues, this).returnValue; }
      set returnValue(value) { fieldsOf(returnValues, this).returnValue = String(value); }
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#fire-a-page-transition-event:
    // cancelable, bubbling, with `persisted`.
    const newPageTransitionEvent = (type, persisted) =>
      new PageTransitionEvent(type, { __proto__: null, bubbles: true, cancelable: true, persisted });
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#checking-if-unloading-is-canceled
    // step 7.3: a cancelable BeforeUnloadEvent named beforeunload, its returnValue "".
    // (createEvent's: `type` "", not cancelable.)
    const newBeforeUnloadEvent = (type = "beforeunload", cancelable = true) => {
      const event = ReflectConstruct(Event, [type, { __proto__: null, cancelable }], BeforeUnloadEvent);
      returnValues.set(event, { __proto__: null, returnValue: "" });
      return event;
    };
    // https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
    // step 5 for a BeforeUnloadEvent named beforeunload (event_handlers.js): the handler's
    // result, an OnBeforeUnloadEventHandler's DOMString? (converted while the event is
    // still current), if not null, cancels the event and becomes its returnValue when that
    // is the empty string. Returns false for any other event.
    const beforeUnloadResult = (event, result) => {
      const fields = returnValues.get(event);
      if (fields === undefined) return false;
      if (result === null || result === undefined) return true;
      const value = `${result}`;
      lib.cancel(event);
      if (fields.returnValue === "") fields.returnValue = value;
      return true;
    };
    return {
      __proto__: null, PageTransitionEvent, BeforeUnloadEvent, newPageTransitionEvent, newBeforeUnloadEvent,
      beforeUnloadResult,
    };
  });
});
