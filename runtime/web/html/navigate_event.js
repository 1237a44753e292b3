// The Navigation API's events and their parts: NavigateEvent (with `intercept()` and
// `scroll()`), NavigationDestination and NavigationCurrentEntryChangeEvent.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigateevent-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). Made on first use (`lib.lazily`, with navigation.js): a document
// that never reads `navigation` or these interfaces pays nothing. navigation.js fires the
// events; the NavigateEvent's internal state (its handlers, whether it was intercepted)
// is read there through `lib.navigateEvents`.
(function navigateEvent(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["NavigateEvent", "NavigationDestination", "NavigationCurrentEntryChangeEvent"],
    shared: ["navigateEvents"],
  }, () => {
    const { DOMException, Event, fieldsOf, illegal, natives, noDictionary } = lib;
    const { ArrayPrototypeIncludes, ArrayPrototypePush, ObjectCreate, ReflectConstruct, String, TypeError } = lib.primordials;

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigationdestination-interface
    const destinations = lib.internalSlots("navigation.destinations");
    class NavigationDestination {
      constructor() { illegal(); }
      get url() { return fieldsOf(destinations, this).url; }
      // (A traversal's entry's key, id and index; "", "" and -1 once the document is not
      // fully active, as its NavigationHistoryEntry's.)
      get key() { const entry = live(this); return entry === null ? "" : entry.key; }
      get id() { const entry = live(this); return entry === null ? "" : entry.id; }
      get index() { const entry = live(this); return entry === null ? -1 : entry.index; }
      get sameDocument() { return fieldsOf(destinations, this).sameDocument; }
      // The navigation API state it was given (navigate(), reload()), or its entry's.
      getState() {
        const fields = fieldsOf(destinations, this);
        return fields.state === undefined ? undefined : natives.structuredClone(fields.state, undefined);
      }
    }
    // The destination's entry fields, null for none or when the document is not fully
    // active.
    function live(destination) {
      const entry = fieldsOf(destinations, destination).entry;
      return entry === null || !natives.fullyActive() ? null : entry;
    }
    // `entry`: the NavigationHistoryEntry fields of a traversal's destination (key, id, index).
    function makeDestination(url, sameDocument, state, entry = null) {
      const destination = ObjectCreate(NavigationDestination.prototype);
      destinations.set(destination, { __proto__: null, url, sameDocument, state, entry });
      return destination;
    }

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigateevent-interface
    const navigateEvents = lib.internalSlots("navigation.navigateEvents");
    const types = ["push", "replace", "reload", "traverse"];
    class NavigateEvent extends Event {
      constructor(type, init) {
        if (arguments.length < 2) throw new TypeError(`Failed to construct 'NavigateEvent': 2 arguments required, but only ${arguments.length} present.`);
        init ??= noDictionary();
        const navigationType = init.navigationType === undefined ? "push" : String(init.navigationType);
        if (!ArrayPrototypeIncludes(types, navigationType)) throw new TypeError(`Failed to construct 'NavigateEvent': The provided value '${navigationType}' is not a valid enum value of type NavigationType.`);
        const destination = init.destination;
        if (!destinations.has(destination)) throw new TypeError("Failed to construct 'NavigateEvent': Failed to read the 'destination' property from 'NavigateEventInit': Required member is undefined.");
        if (init.signal === undefined) throw new TypeError("Failed to construct 'NavigateEvent': Failed to read the 'signal' property from 'NavigateEventInit': Required member is undefined.");
        if (!lib.abortSignals.isSignal(init.signal)) throw new TypeError("Failed to construct 'NavigateEvent': Failed to read the 'signal' property from 'NavigateEventInit': Failed to convert value to 'AbortSignal'.");
        const event = ReflectConstruct(Event, [type, init], new.target);
        navigateEvents.set(event, {
          __proto__: null, navigationType, destination,
          canIntercept: !!init.canIntercept, userInitiated: !!init.userInitiated,
          hashChange: !!init.hashChange, signal: init.signal, formData: init.formData ?? null,
          downloadRequest: init.downloadRequest ?? null, info: init.info,
          hasUAVisualTransition: !!init.hasUAVisualTransition, sourceElement: init.sourceElement ?? null,
          // "none", "intercepted", "committed", "scrolled", "finished"
          interceptionState: "none", dispatching: false, handlers: [], focusReset: null, scrollBehavior: null,
        });
        return event;
      }
      get navigationType() { return fieldsOf(navigateEvents, this).navigationType; }
      get destination() { return fieldsOf(navigateEvents, this).destination; }
      get canIntercept() { return fieldsOf(navigateEvents, this).canIntercept; }
      get userInitiated() { return fieldsOf(navigateEvents, this).userInitiated; }
      get hashChange() { return fieldsOf(navigateEvents, this).hashChange; }
      get signal() { return fieldsOf(navigateEvents, this).signal; }
      get formData() { return fieldsOf(navigateEvents, this).formData; }
      get downloadRequest() { return fieldsOf(navigateEvents, this).downloadRequest; }
      get info() { return fieldsOf(navigateEvents, this).info; }
      get hasUAVisualTransition() { return fieldsOf(navigateEvents, this).hasUAVisualTransition; }
      get sourceElement() { return fieldsOf(navigateEvents, this).sourceElement; }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigateevent-intercept
      intercept(options = undefined) {
        const fields = fieldsOf(navigateEvents, this);
        options ??= noDictionary();
        // 1. Perform shared checks: 1. not trusted or not being dispatched, an
        //    InvalidStateError (2. canIntercept false: a SecurityError; 3. canceled).
        check(this, "intercept");
        if (!fields.canIntercept) throw new DOMException("Failed to execute 'intercept' on 'NavigateEvent': A navigation with URL '" + fields.destination.url + "' cannot be intercepted by in a window with origin '" + info.location.origin + "' and URL '" + info.location.href + "'.", "SecurityError");
        if (!fields.dispatching) throw new DOMException("Failed to execute 'intercept' on 'NavigateEvent': intercept() may only be called while the navigate event is being dispatched.", "InvalidStateError");
        // 3. Append options's handler to this's navigation handler list.
        const handler = options.handler;
        if (handler !== undefined) {
          if (typeof handler !== "function") throw new TypeError("Failed to execute 'intercept' on 'NavigateEvent': The provided callback is not a function.");
          ArrayPrototypePush(fields.handlers, handler);
        }
        // 4–6. focusReset and scroll.
        if (options.focusReset !== undefined) fields.focusReset = String(options.focusReset);
        if (options.scroll !== undefined) fields.scrollBehavior = String(options.scroll);
        // 2. Set this's interception state to "intercepted".
        fields.interceptionState = "intercepted";
      }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigateevent-scroll:
      // a page with no layout has nothing to scroll; the state checks stay.
      scroll() {
        const fields = fieldsOf(navigateEvents, this);
        check(this, "scroll");
        if (fields.interceptionState !== "committed") throw new DOMException("Failed to execute 'scroll' on 'NavigateEvent': scroll() must be called after commit() and may not be called twice.", "InvalidStateError");
        fields.interceptionState = "scrolled";
      }
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigateevent-perform-shared-checks
    function check(event, method) {
      // 1. If event's relevant global object's associated Document is not fully active
      //    (not checked), an InvalidStateError. 2. If event's isTrusted is false, a
      //    SecurityError. 3. If event's canceled flag is set, an InvalidStateError.
      if (!event.isTrusted) throw new DOMException(`Failed to execute '${method}' on 'NavigateEvent': ${method}() may only be called on a trusted event.`, "SecurityError");
      if (event.defaultPrevented) throw new DOMException(`Failed to execute '${method}' on 'NavigateEvent': ${method}() may not be called on a canceled event.`, "InvalidStateError");
    }

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigationcurrententrychangeevent-interface
    const changes = lib.internalSlots("navigation.currentEntryChanges");
    class NavigationCurrentEntryChangeEvent extends Event {
      constructor(type, init) {
        if (arguments.length < 2) throw new TypeError(`Failed to construct 'NavigationCurrentEntryChangeEvent': 2 arguments required, but only ${arguments.length} present.`);
        init ??= noDictionary();
        const from = init.from;
        if (!lib.isNavigationHistoryEntry?.(from)) throw new TypeError("Failed to construct 'NavigationCurrentEntryChangeEvent': Failed to read the 'from' property from 'NavigationCurrentEntryChangeEventInit': Required member is undefined.");
        const navigationType = init.navigationType ?? null;
        if (navigationType !== null && !ArrayPrototypeIncludes(types, String(navigationType))) throw new TypeError(`Failed to construct 'NavigationCurrentEntryChangeEvent': The provided value '${navigationType}' is not a valid enum value of type NavigationType.`);
        const event = ReflectConstruct(Event, [type, init], new.target);
        changes.set(event, { __proto__: null, navigationType: navigationType === null ? null : String(navigationType), from });
        return event;
      }
      get navigationType() { return fieldsOf(changes, this).navigationType; }
      get from() { return fieldsOf(changes, this).from; }
    }
    return {
      __proto__: null, NavigateEvent, NavigationDestination, NavigationCurrentEntryChangeEvent,
      navigateEvents: { __proto__: null, NavigateEvent, NavigationCurrentEntryChangeEvent, makeDestination, fields: (event) => fieldsOf(navigateEvents, event) },
    };
  });
});
