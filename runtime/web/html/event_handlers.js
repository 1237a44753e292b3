// Error reporting and event handlers: ErrorEvent, PromiseRejectionEvent, "report the exception", the `on…` attributes.
// https://html.spec.whatwg.org/multipage/webappapis.html#event-loops
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function eventHandlers(lib, hooks) {
  "use strict";
  const {
    Event, addListener, cancel, dispatch, eventTarget, fieldsOf, global, natives,
    noDictionary, removeListener, trust,
  } = lib;
  const {
    ArrayIsArray, Function, ObjectAssign, ReflectApply, ReflectConstruct, SafeWeakMap,
    String, StringPrototypeSlice, TypeError,
  } = lib.primordials;
  // The event interfaces, made on first use (`lib.lazily`): the first error or unhandled
  // rejection reported, or the page's first read of them.
  lib.lazily({
    interfaces: ["ErrorEvent", "PromiseRejectionEvent"],
    shared: ["ErrorEvent", "PromiseRejectionEvent", "errorEventInit"],
  }, () => {
    // https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
    // An ErrorEvent's message, filename, lineno, colno and error (undefined for other
    // events), for the global's onerror handler.
    const errorEvents = lib.internalSlots("event_handlers.errorEvents");
    const errorEventInit = (event) => errorEvents.get(event);
    class ErrorEvent extends Event {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(Event, [type, init], new.target);
        init ??= noDictionary();
        errorEvents.set(event, { __proto__: null, message: String(init.message ?? ""), filename: String(init.filename ?? ""),
          lineno: (init.lineno ?? 0) >>> 0, colno: (init.colno ?? 0) >>> 0, error: init.error });
        return event;
      }
      get message() { return fieldsOf(errorEvents, this).message; }
      get filename() { return fieldsOf(errorEvents, this).filename; }
      get lineno() { return fieldsOf(errorEvents, this).lineno; }
      get colno() { return fieldsOf(errorEvents, this).colno; }
      get error() { return fieldsOf(errorEvents, this).error; }
    }

    // https://html.spec.whatwg.org/multipage/webappapis.html#promiserejectionevent
    const rejectionEvents = lib.internalSlots("event_handlers.rejectionEvents");
    class PromiseRejectionEvent extends Event {
      constructor(type, init) {
        const event = ReflectConstruct(Event, [type, init], new.target);
        if (init === undefined || !("promise" in init)) {
          throw new TypeError("Failed to construct 'PromiseRejectionEvent': required member promise is undefined.");
        }
        rejectionEvents.set(event, { __proto__: null, promise: init.promise, reason: init.reason });
        return event;
      }
      get promise() { return fieldsOf(rejectionEvents, this).promise; }
      get reason() { return fieldsOf(rejectionEvents, this).reason; }
    }
    return { __proto__: null, ErrorEvent, PromiseRejectionEvent, errorEventInit };
  });

  // https://html.spec.whatwg.org/multipage/webappapis.html#report-the-exception
  let reporting = false;
  // https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception: the page
  // sees an exception of a script with muted errors (cross-origin, fetched without CORS)
  // as "Script error.", with no URL, position or value; the run's report keeps it whole.
  function reportException(error) {
    const details = natives.describeError(error);
    const unhandled = details[4]
      ? fireError(null, "Script error.", "", 0, 0)
      : fireError(error, details[0], details[1], details[2], details[3]);
    if (unhandled) {
      natives.recordError(details[0], details[1], details[2], details[3]);
    }
  }
  // Report an error that is no exception, by its message alone (an ErrorEvent with no error,
  // file or position): ResizeObserver's "deliver resize loop error notification".
  function reportErrorMessage(message) {
    if (fireError(null, message, "", 0, 0)) natives.recordError(message, "", 0, 0);
  }
  // Returns whether the exception is still unhandled (the event was not canceled).
  function fireError(error, message, filename, lineno, colno) {
    if (reporting) return true;
    reporting = true;
    try {
      const init = { __proto__: null, message, filename, lineno, colno, error, cancelable: true };
      return dispatch(global, trust(new lib.ErrorEvent("error", init)));
    } finally {
      reporting = false;
    }
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
  // Every target's event handlers, by name: the handler value and the listener that calls
  // it, which is added when a handler is first set and removed when it is set to null (so
  // it takes its place among other listeners then). One map for every name and target:
  // an `on…` attribute costs each realm only its getter and setter.
  const handlerMaps = lib.internalSlots("event_handlers.handlerMaps");
  // https://html.spec.whatwg.org/multipage/webappapis.html#determining-the-target-of-an-event-handler
  // Whose handler an `on…` attribute of `thisValue` is: its own, or — for the handlers a
  // body or frameset element reflects (global_event_handlers.js) — its window's, or null
  // (step 3: its node document is not an active document, so it has none).
  let reflectingTarget = (thisValue, name) => undefined;
  const setReflectingTarget = (find) => { reflectingTarget = find; };
  const holder = (thisValue, name) => {
    const reflected = reflectingTarget(thisValue, name);
    return reflected === undefined ? eventTarget(thisValue, "on" + name) : reflected;
  };
  // https://html.spec.whatwg.org/multipage/webappapis.html#internal-raw-uncompiled-handler:
  // what a content attribute sets, compiled when the handler is first read or about to be
  // called ("getting the current value of the event handler"). Records of this module
  // only: the getter compiles before it returns one.
  const rawHandlers = lib.internalSlots("event_handlers.rawHandlers");
  // https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
  function currentValue(entry) {
    const value = entry.value;
    // 1. If eventHandler's value is an internal raw uncompiled handler, then: …
    if (value !== null && rawHandlers.has(value)) {
      // 1.3–1.4: compiled; a body that does not compile is reported (by the native) and
      // the value becomes null — the listener stays where it was in the target's list.
      entry.value = null;
      entry.value = compileHandler(value);
    }
    // 2. Return eventHandler's value.
    return entry.value;
  }
  function getHandler(target, name) {
    const handlers = handlerMaps.get(target);
    const entry = handlers === undefined ? undefined : handlers[name];
    return entry === undefined ? null : currentValue(entry) ?? null;
  }
  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handlers-on-elements,-document-objects,-and-window-objects:
  // the event type of a handler whose name is not its event type (the WebKit-prefixed
  // legacy animation and transition handlers).
  const EVENT_TYPES = {
    __proto__: null, webkitanimationend: "webkitAnimationEnd", webkitanimationiteration: "webkitAnimationIteration",
    webkitanimationstart: "webkitAnimationStart", webkittransitionend: "webkitTransitionEnd",
  };
  function setHandler(target, name, value) {
    const handler = typeof value === "function" || (typeof value === "object" && value !== null) ? value : null;
    let handlers = handlerMaps.get(target);
    if (handlers === undefined) {
      if (handler === null) return;
      handlerMaps.set(target, (handlers = { __proto__: null }));
    }
    const entry = handlers[name];
    if (handler === null) {
      if (entry) removeListener(target, EVENT_TYPES[name] ?? name, entry.listener, false);
      handlers[name] = undefined;
      return;
    }
    if (entry) { entry.value = handler; return; }
    // https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
    const created = { __proto__: null, value: handler, listener(event) {
      // 1. Let callback be the result of getting the current value of the event handler.
      const current = currentValue(created);
      if (typeof current !== "function") return;
      // (An exception it throws is reported to the global of its own realm — DOM's inner
      // invoke reports to the listener callback's associated realm's, and the callback an
      // event handler's listener stands for is its value, as in Chrome — not to this
      // target's.)
      const realm = lib.realmOfObject(current);
      if (realm === lib) { invokeHandler(current, event, this); return; }
      try {
        invokeHandler(current, event, this);
      } catch (exception) {
        realm.reportException(exception);
      }
    } };
    // The event handler processing algorithm's steps 4–5 for the handler `current`.
    const invokeHandler = (current, event, thisValue) => {
      // OnErrorEventHandler: only a global's onerror takes the five arguments.
      const error = name === "error" && target === global ? lib.errorEventInit(event) : undefined;
      if (error !== undefined) {
        const result = ReflectApply(current, thisValue, [error.message, error.filename, error.lineno, error.colno, error.error]);
        // 5. Process return value: true cancels an error event.
        if (result === true) cancel(event);
      } else {
        const result = ReflectApply(current, thisValue, [event]);
        // 5. Process return value: a BeforeUnloadEvent named beforeunload takes a result
        //    that is not null as its returnValue (page_transition_events.js); any other
        //    event's onbeforeunload result is a DOMString?, which cancels nothing.
        if (name === "beforeunload") { lib.beforeUnloadResult(event, result); return; }
        // False cancels any other event.
        if (result === false) cancel(event);
      }
    };
    handlers[name] = created;
    addListener(target, EVENT_TYPES[name] ?? name, created.listener, undefined);
  }
  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes:
  // the steps of an `on<name>` IDL attribute (`name` the argument of lib.defineAttribute),
  // with `thisValue` (the realm's global for an undefined or null this, as V8 gives a
  // native function: https://webidl.spec.whatwg.org/#dfn-attribute-getter step 1.1.2).
  function eventHandlerAttribute(thisValue, name, value, isSetter) {
    const target = holder(thisValue, name);
    // The setter: set the event handler of target named name to the given value.
    if (isSetter) {
      if (target !== null) setHandler(target, name, value);
      return undefined;
    }
    // The getter: the result of getting the current value of the event handler.
    return target === null ? null : getHandler(target, name);
  }
  // [LegacyLenientThis] (https://webidl.spec.whatwg.org/#LegacyLenientThis): on a this
  // value that is no event target, the getter returns undefined and the setter does
  // nothing.
  function lenientEventHandlerAttribute(thisValue, name, value, isSetter) {
    if (!lib.isEventTarget(thisValue)) return undefined;
    return eventHandlerAttribute(thisValue, name, value, isSetter);
  }
  // The `on<name>` IDL attribute on `prototypes` (one or an array: one getter and setter
  // serve them all, made by V8 on first use: webidl/attribute_functions.rs). `lenient`:
  // [LegacyLenientThis].
  function defineEventHandler(prototypes, name, lenient = false) {
    const list = ArrayIsArray(prototypes) ? prototypes : [prototypes];
    lib.defineAttribute(list, "on" + name, lenient ? lenientEventHandlerAttribute : eventHandlerAttribute, name);
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes:event-handler-content-attributes-3:
  // an event handler content attribute `attribute` set (`text`) makes the handler an
  // internal raw uncompiled handler, through the IDL attribute's setter steps with the
  // element as this, so its listener takes its place in the target's list now; removed
  // (null), the handler is deactivated. `onWindow`: the handler is the window's (a
  // body's), whose onerror takes OnErrorEventHandler's five arguments. `line`: of the
  // element's tag in the document's file (0: set by script).
  function setContentHandler(element, attribute, text, onWindow, line = 0) {
    let handler = null;
    if (text !== null) {
      handler = { __proto__: null, element, attribute, text, onWindow, line };
      rawHandlers.set(handler, true);
    }
    eventHandlerAttribute(element, StringPrototypeSlice(attribute, 2), handler, true);
  }
  // https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler,
  // step 1: the text compiled as a function whose scope is the element, its form owner
  // (for a form-associated element), its document, then the global, with the event's
  // current target as `this`; located in the document's file at the line of the
  // element's tag, as a page script is (event_handlers.rs). A body that does not compile
  // is reported there, and the result is null.
  const ERROR_PARAMETERS = ["event", "source", "lineno", "colno", "error"];
  const EVENT_PARAMETERS = ["event"];
  const FORM_ASSOCIATED = { __proto__: null, button: true, fieldset: true, img: true, input: true, object: true, output: true, select: true, textarea: true };
  function compileHandler(raw) {
    const { element, attribute, text, onWindow, line } = raw;
    const name = StringPrototypeSlice(attribute, 2);
    const parameters = name === "error" && onWindow ? ERROR_PARAMETERS : EVENT_PARAMETERS;
    const d = lib.data(element);
    const form = FORM_ASSOCIATED[d.name] === true && d.ns === undefined ? lib.formOwner?.(element) ?? null : null;
    // 10–12. (Outermost first: the document, the form owner, the element — none for a
    // Window's event handler, which a body's reflecting attribute sets: the global only.)
    const scopes = onWindow ? [] : form === null ? [lib.document, element] : [lib.document, form, element];
    return natives.compileEventHandler(attribute, parameters, text, line, scopes);
  }
  // https://html.spec.whatwg.org/multipage/webappapis.html#erase-all-event-listeners-and-handlers:
  // remove all of `target`'s event listeners, and set each of its event handlers to null
  // (deactivated).
  function eraseAllListenersAndHandlers(target) {
    handlerMaps.delete(target);
    lib.removeAllListeners(target);
  }
  ObjectAssign(lib, {
    reportException, reportErrorMessage, defineEventHandler, setContentHandler, setReflectingTarget, eraseAllListenersAndHandlers,
  });
  ObjectAssign(hooks, {
    fireError,
    // Returns whether the rejection is still unhandled (the event was not canceled).
    fireUnhandledRejection(promise, reason) {
      const init = { __proto__: null, promise, reason, cancelable: true };
      return dispatch(global, trust(new lib.PromiseRejectionEvent("unhandledrejection", init)));
    },
    // https://html.spec.whatwg.org/multipage/webappapis.html#the-hostpromiserejectiontracker-implementation
    // ("handle", step 3.3): a promise reported unhandled got a handler.
    fireRejectionHandled(promise, reason) {
      const init = { __proto__: null, promise, reason };
      dispatch(global, trust(new lib.PromiseRejectionEvent("rejectionhandled", init)));
    },
  });
});
