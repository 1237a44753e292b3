// framescope's per-realm bootstrap: the Web IDL interfaces every window needs before its
// page's scripts run (DOMException, Event, ErrorEvent, EventTarget, Window, Location,
// Document) and the window's own properties. It is called with what the runtime knows of
// the realm and with native functions, and returns private hooks for the runtime. Nothing
// of `natives` or the hooks is reachable from page scripts.
(function bootstrap(info, natives) {
  "use strict";
  const global = globalThis;
  const define = (object, name, value, enumerable = false) =>
    Object.defineProperty(object, name, { value, writable: true, enumerable, configurable: true });
  const illegal = () => { throw new TypeError("Illegal constructor"); };

  // https://webidl.spec.whatwg.org/#idl-DOMException
  const codes = {
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
    QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  class DOMException extends Error {
    #name; #message;
    constructor(message = "", name = "Error") {
      super(String(message));
      this.#message = String(message);
      this.#name = String(name);
      // Error's own `message` property would shadow the prototype getter.
      delete this.message;
    }
    get name() { return this.#name; }
    get message() { return this.#message; }
    get code() { return codes[this.#name] ?? 0; }
  }
  for (const [name, code] of Object.entries(codes)) {
    const constant = name.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase().replace(/_ERROR$/, "_ERR");
    Object.defineProperty(DOMException, constant, { value: code, enumerable: true });
    Object.defineProperty(DOMException.prototype, constant, { value: code, enumerable: true });
  }

  // https://dom.spec.whatwg.org/#interface-event
  const trusted = Symbol("trusted");
  const state = new WeakMap();
  class Event {
    constructor(type, init = {}) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'Event': 1 argument required.");
      state.set(this, {
        type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
        target: null, currentTarget: null, phase: 0, canceled: false, stop: false, stopNow: false,
        dispatching: false, timeStamp: natives.now(),
      });
      Object.defineProperty(this, "isTrusted", { get: isTrusted, enumerable: true });
    }
    get type() { return state.get(this).type; }
    get target() { return state.get(this).target; }
    get srcElement() { return state.get(this).target; }
    get currentTarget() { return state.get(this).currentTarget; }
    get eventPhase() { return state.get(this).phase; }
    get bubbles() { return state.get(this).bubbles; }
    get cancelable() { return state.get(this).cancelable; }
    get composed() { return state.get(this).composed; }
    get defaultPrevented() { return state.get(this).canceled; }
    get returnValue() { return !state.get(this).canceled; }
    get timeStamp() { return state.get(this).timeStamp; }
    get cancelBubble() { return state.get(this).stop; }
    set cancelBubble(value) { if (value) state.get(this).stop = true; }
    composedPath() { const s = state.get(this); return s.dispatching && s.target ? [s.target] : []; }
    preventDefault() { const s = state.get(this); if (s.cancelable) s.canceled = true; }
    stopPropagation() { state.get(this).stop = true; }
    stopImmediatePropagation() { const s = state.get(this); s.stop = s.stopNow = true; }
  }
  function isTrusted() { return this[trusted] === true; }
  for (const [name, value] of [["NONE", 0], ["CAPTURING_PHASE", 1], ["AT_TARGET", 2], ["BUBBLING_PHASE", 3]]) {
    Object.defineProperty(Event, name, { value, enumerable: true });
    Object.defineProperty(Event.prototype, name, { value, enumerable: true });
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
  class ErrorEvent extends Event {
    #init;
    constructor(type, init = {}) {
      super(type, init);
      this.#init = { message: String(init.message ?? ""), filename: String(init.filename ?? ""),
        lineno: (init.lineno ?? 0) >>> 0, colno: (init.colno ?? 0) >>> 0, error: init.error };
    }
    get message() { return this.#init.message; }
    get filename() { return this.#init.filename; }
    get lineno() { return this.#init.lineno; }
    get colno() { return this.#init.colno; }
    get error() { return this.#init.error; }
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#promiserejectionevent
  class PromiseRejectionEvent extends Event {
    #promise; #reason;
    constructor(type, init) {
      super(type, init);
      if (init === undefined || !("promise" in init)) {
        throw new TypeError("Failed to construct 'PromiseRejectionEvent': required member promise is undefined.");
      }
      this.#promise = init.promise;
      this.#reason = init.reason;
    }
    get promise() { return this.#promise; }
    get reason() { return this.#reason; }
  }

  // https://dom.spec.whatwg.org/#interface-eventtarget
  const listeners = new WeakMap();
  const listenersOf = (target) => {
    let map = listeners.get(target);
    if (!map) listeners.set(target, (map = new Map()));
    return map;
  };
  const flatten = (options) => (typeof options === "boolean" ? options : !!options?.capture);
  class EventTarget {
    addEventListener(type, callback, options = {}) {
      if (callback === null || callback === undefined) return;
      const target = this ?? global;
      const capture = flatten(options);
      const list = listenersOf(target).get(String(type)) ?? [];
      if (list.some((l) => l.callback === callback && l.capture === capture)) return;
      const listener = { callback, capture, once: !!options?.once, passive: !!options?.passive, removed: false };
      list.push(listener);
      listenersOf(target).set(String(type), list);
      options?.signal?.addEventListener?.("abort", () => this.removeEventListener(type, callback, options));
    }
    removeEventListener(type, callback, options = {}) {
      const target = this ?? global;
      const capture = flatten(options);
      const list = listenersOf(target).get(String(type));
      if (!list) return;
      const index = list.findIndex((l) => l.callback === callback && l.capture === capture);
      if (index >= 0) { list[index].removed = true; list.splice(index, 1); }
    }
    dispatchEvent(event) {
      if (!(event instanceof Event)) throw new TypeError("Failed to execute 'dispatchEvent': parameter 1 is not of type 'Event'.");
      const s = state.get(event);
      if (s.dispatching) throw new DOMException("The event is already being dispatched.", "InvalidStateError");
      return dispatch(this ?? global, event);
    }
  }

  // https://dom.spec.whatwg.org/#concept-event-dispatch (a target without ancestors)
  function dispatch(target, event) {
    const s = state.get(event);
    s.dispatching = true;
    s.target = target;
    s.currentTarget = target;
    s.phase = Event.AT_TARGET;
    const list = [...(listeners.get(target)?.get(s.type) ?? [])];
    for (const listener of list) {
      if (listener.removed) continue;
      if (listener.once) target.removeEventListener(s.type, listener.callback, { capture: listener.capture });
      try {
        if (typeof listener.callback === "function") listener.callback.call(target, event);
        else listener.callback.handleEvent(event);
      } catch (error) {
        reportException(error);
      }
      if (s.stopNow) break;
    }
    s.dispatching = false;
    s.currentTarget = null;
    s.phase = Event.NONE;
    return !s.canceled;
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#report-the-exception
  let reporting = false;
  function reportException(error) {
    const [message, filename, lineno, colno] = natives.recordError(error);
    fireError(error, message, filename, lineno, colno);
  }
  function fireError(error, message, filename, lineno, colno) {
    if (reporting) return;
    reporting = true;
    try {
      const event = new ErrorEvent("error", { message, filename, lineno, colno, error, cancelable: true });
      event[trusted] = true;
      dispatch(global, event);
    } finally {
      reporting = false;
    }
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
  function defineEventHandler(prototype, name) {
    const handlers = new WeakMap();
    Object.defineProperty(prototype, "on" + name, {
      get() { return handlers.get(this ?? global) ?? null; },
      set(value) {
        const target = this ?? global;
        const handler = typeof value === "function" || (typeof value === "object" && value !== null) ? value : null;
        if (!handlers.has(target)) {
          target.addEventListener(name, function (event) {
            const current = handlers.get(target);
            if (typeof current !== "function") return;
            if (name === "error" && event instanceof ErrorEvent) {
              const result = current.call(this, event.message, event.filename, event.lineno, event.colno, event.error);
              if (result === true) event.preventDefault();
            } else {
              const result = current.call(this, event);
              if (result === false) event.preventDefault();
            }
          });
        }
        handlers.set(target, handler);
      },
      enumerable: true,
      configurable: true,
    });
  }

  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
  class Location {
    constructor() { illegal(); }
  }
  const location = Object.create(Location.prototype);
  for (const key of ["href", "origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash"]) {
    Object.defineProperty(location, key, { get: () => info.location[key], enumerable: true });
  }
  define(location, "toString", function toString() { return info.location.href; }, true);

  // https://dom.spec.whatwg.org/#interface-document (the little the page model needs yet)
  class Node extends EventTarget { constructor() { super(); illegal(); } }
  class Document extends Node {}
  const document = Object.create(Document.prototype);
  for (const [key, get] of [
    ["URL", () => info.location.href], ["documentURI", () => info.location.href],
    ["title", () => info.title], ["readyState", () => natives.readyState()],
    ["location", () => location], ["defaultView", () => global],
  ]) {
    Object.defineProperty(document, key, { get, enumerable: true, configurable: true });
  }

  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
  class WindowProperties extends EventTarget {}
  class Window extends WindowProperties { constructor() { super(); illegal(); } }
  Object.setPrototypeOf(global, Window.prototype);
  for (const name of ["load", "error", "message", "messageerror", "unhandledrejection", "rejectionhandled", "beforeunload", "unload"]) {
    defineEventHandler(Window.prototype, name);
  }
  const unforgeable = (name, get) => Object.defineProperty(global, name, { get, enumerable: true, configurable: false });
  unforgeable("window", () => global);
  unforgeable("document", () => document);
  unforgeable("location", () => location);
  unforgeable("top", () => natives.top);
  for (const [name, get] of [["self", () => global], ["frames", () => global], ["parent", () => natives.parent]]) {
    Object.defineProperty(global, name, { get, enumerable: true, configurable: true });
  }
  const interfaces = { DOMException, Event, ErrorEvent, PromiseRejectionEvent, EventTarget, Window, Location, Node, Document };
  for (const [name, value] of Object.entries(interfaces)) define(global, name, value);
  Object.defineProperty(global, Symbol.toStringTag, { value: "Window", configurable: true });

  // Timers and microtasks: https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html
  for (const name of ["setTimeout", "setInterval", "clearTimeout", "clearInterval"]) {
    define(global, name, natives[name], true);
  }
  define(global, "queueMicrotask", function queueMicrotask(callback) {
    if (typeof callback !== "function") {
      throw new TypeError("Failed to execute 'queueMicrotask' on 'Window': parameter 1 is not of type 'Function'.");
    }
    natives.enqueueMicrotask(() => { try { callback(); } catch (error) { reportException(error); } });
  }, true);
  define(global, "reportError", function reportError(error) { reportException(error); }, true);
  define(global, "isSecureContext", info.isSecureContext, true);

  return {
    dispatchWindowEvent(type) {
      const event = new Event(type);
      event[trusted] = true;
      dispatch(global, event);
    },
    fireError,
    // Returns whether the rejection is still unhandled (the event was not canceled).
    fireUnhandledRejection(promise, reason) {
      const event = new PromiseRejectionEvent("unhandledrejection", { promise, reason, cancelable: true });
      event[trusted] = true;
      return dispatch(global, event);
    },
    securityError(kind) {
      return new DOMException(`Blocked a frame with origin "${info.location.origin}" from accessing a cross-origin frame.`, "SecurityError");
    },
  };
});
