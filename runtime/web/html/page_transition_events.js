// PageTransitionEvent and BeforeUnloadEvent: the interfaces of the pageshow/pagehide and
// beforeunload events.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-pagetransitionevent-interface
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface
//
// framescope keeps no back/forward cache and fires neither event itself (its documents are
// not unloaded with a user watching): pages make their own, as tests do.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function pageTransitionEvents(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  lib.lazily({ interfaces: ["PageTransitionEvent", "BeforeUnloadEvent"] }, () => {
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
    // (Made only by the user agent: document.createEvent("BeforeUnloadEvent") is not in
    // framescope's table, and it is never fired.)
    const returnValues = lib.internalSlots("page_transition_events.returnValues");
    class BeforeUnloadEvent extends Event {
      constructor() { illegal(); super(""); }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-beforeunloadevent-returnvalue
      get returnValue() { return fieldsOf(returnValues, this).returnValue; }
      set returnValue(value) { fieldsOf(returnValues, this).returnValue = String(value); }
    }
    return { __proto__: null, PageTransitionEvent, BeforeUnloadEvent };
  });
});
