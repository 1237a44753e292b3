// framescope's per-realm bootstrap: the Web IDL interfaces every window needs before its
// page's scripts run (DOMException, Event, ErrorEvent, EventTarget, Window, Location,
// Document) and the window's own properties. It is called with what the runtime knows of
// the realm and with native functions, and returns private hooks for the runtime. Nothing
// of `natives` or the hooks is reachable from page scripts.
//
// Pages may replace any built-in (`Array.prototype.push`, `Map.prototype.get`,
// `Function.prototype.call`, the array iterator, `Object.defineProperty`, …): everything
// here that can run after a page script has uses the built-ins captured before any did,
// `natives.primordials` (primordials.js, which says what that rules out). Code that runs
// only while the realm is set up may use built-ins directly.
(function bootstrap(info, natives) {
  "use strict";
  const primordials = natives.primordials;
  const {
    ArrayBuffer, ArrayBufferIsView, ArrayBufferPrototypeGetByteLength, ArrayIsArray,
    ArrayPrototypeEvery, ArrayPrototypeFind, ArrayPrototypeFindIndex, ArrayPrototypeFindLastIndex,
    ArrayPrototypeIncludes, ArrayPrototypeIndexOf, ArrayPrototypeJoin, ArrayPrototypePush, ArrayPrototypeSome,
    ArrayPrototypeSort, ArrayPrototypeSymbolIterator, DataViewPrototypeGetBuffer, DataViewPrototypeGetByteLength,
    DataViewPrototypeGetByteOffset, Error, Function, JSONParse, ObjectAssign, ObjectCreate, ObjectDefineProperty,
    ObjectEntries, ObjectFreeze, ObjectGetOwnPropertyDescriptor, ObjectPrototypeIsPrototypeOf, ObjectSetPrototypeOf,
    PromiseReject, PromiseResolve, ReflectApply, ReflectConstruct, ReflectOwnKeys, RegExpPrototypeExec, SafeMap, SafeSet, SafeWeakMap,
    String, StringFromCharCode, StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeReplaceAll,
    StringPrototypeSlice, StringPrototypeSplit, StringPrototypeToLowerCase, StringPrototypeToUpperCase,
    SymbolIterator, SymbolToStringTag, TypeError, TypedArrayPrototypeGetBuffer,
    TypedArrayPrototypeGetByteLength, TypedArrayPrototypeGetByteOffset, TypedArrayPrototypeGetSymbolToStringTag,
    Uint8Array, arrayFilter, arrayInsertAt, arrayMap, arrayRemoveAt, copyArray, decodeURIComponent,
    encodeURIComponent, escape, unescape,
  } = primordials;
  const global = globalThis;
  const define = (object, name, value, enumerable = false) =>
    ObjectDefineProperty(object, name, { __proto__: null, value, writable: true, enumerable, configurable: true });
  const illegal = () => { throw new TypeError("Illegal constructor"); };
  // What the other modules of the realm (runtime/web/performance/*.js) share with this
  // one; `now` is High Resolution Time's current high resolution time (hr_time.js).
  const lib = { __proto__: null, global, info, natives, primordials, define, illegal, now: () => 0 };
  // This function and the modules after it run once per process, into the realm snapshot
  // (runtime/realm_snapshot.rs), with an `info` that says only the realm's kind (`scope`):
  // they may read the rest of `info` (location, name, security facts, time origin, the
  // navigation) only in functions that run later. What needs a realm's facts up front is
  // a per-realm step, given to `lib.onRealm`: the runtime fills `info` for each realm made
  // from the snapshot, then runs the steps in order (the `initRealm` hook).
  const realmSteps = [];
  lib.onRealm = (step) => { realmSteps[realmSteps.length] = step; };

  // https://webidl.spec.whatwg.org/#idl-DOMException
  const codes = {
    __proto__: null,
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
    QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  // The fields of the platform object `value` (kept in `map`); another this is an illegal
  // invocation.
  const fieldsOf = (map, value) => {
    const fields = map.get(value);
    if (fields === undefined) throw new TypeError("Illegal invocation");
    return fields;
  };
  // The classes below that extend another construct themselves through the base class
  // captured here, `ReflectConstruct(Base, args, new.target)`, and keep their fields in
  // weak maps: `super()` would look the base up as the class's [[Prototype]], which a page
  // can change.
  const exceptions = new SafeWeakMap();
  class DOMException extends Error {
    constructor(message = "", name = "Error") {
      message = String(message);
      const exception = ReflectConstruct(Error, [message], new.target);
      exceptions.set(exception, { __proto__: null, message, name: String(name) });
      // Error's own `message` property would shadow the prototype getter.
      delete exception.message;
      return exception;
    }
    get name() { return fieldsOf(exceptions, this).name; }
    get message() { return fieldsOf(exceptions, this).message; }
    get code() { return codes[fieldsOf(exceptions, this).name] ?? 0; }
  }
  const constants = {
    INDEX_SIZE_ERR: 1, DOMSTRING_SIZE_ERR: 2, HIERARCHY_REQUEST_ERR: 3, WRONG_DOCUMENT_ERR: 4,
    INVALID_CHARACTER_ERR: 5, NO_DATA_ALLOWED_ERR: 6, NO_MODIFICATION_ALLOWED_ERR: 7, NOT_FOUND_ERR: 8,
    NOT_SUPPORTED_ERR: 9, INUSE_ATTRIBUTE_ERR: 10, INVALID_STATE_ERR: 11, SYNTAX_ERR: 12,
    INVALID_MODIFICATION_ERR: 13, NAMESPACE_ERR: 14, INVALID_ACCESS_ERR: 15, VALIDATION_ERR: 16,
    TYPE_MISMATCH_ERR: 17, SECURITY_ERR: 18, NETWORK_ERR: 19, ABORT_ERR: 20, URL_MISMATCH_ERR: 21,
    QUOTA_EXCEEDED_ERR: 22, TIMEOUT_ERR: 23, INVALID_NODE_TYPE_ERR: 24, DATA_CLONE_ERR: 25,
  };
  for (const [constant, code] of ObjectEntries(constants)) {
    ObjectDefineProperty(DOMException, constant, { __proto__: null, value: code, enumerable: true });
    ObjectDefineProperty(DOMException.prototype, constant, { __proto__: null, value: code, enumerable: true });
  }
  // `value instanceof cls` without looking up @@hasInstance (which a page can define on an
  // interface object).
  const is = (value, cls) => ObjectPrototypeIsPrototypeOf(cls.prototype, value);
  // A dictionary argument that was not given: empty, and reading it finds nothing (not
  // even a member a page put on Object.prototype).
  const noDictionary = () => ({ __proto__: null });

  // https://dom.spec.whatwg.org/#interface-event
  const state = new SafeWeakMap();
  class Event {
    constructor(type, init = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'Event': 1 argument required.");
      init ??= noDictionary();
      state.set(this, {
        __proto__: null,
        type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
        target: null, currentTarget: null, phase: 0, canceled: false, stop: false, stopNow: false,
        dispatching: false, passive: false, trusted: false, timeStamp: lib.now(),
      });
      ObjectDefineProperty(this, "isTrusted", { __proto__: null, get: isTrusted, enumerable: true });
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
    preventDefault() { cancel(this); }
    stopPropagation() { state.get(this).stop = true; }
    stopImmediatePropagation() { const s = state.get(this); s.stop = s.stopNow = true; }
  }
  // https://dom.spec.whatwg.org/#set-the-canceled-flag
  const cancel = (event) => { const s = state.get(event); if (s.cancelable && !s.passive) s.canceled = true; };
  const { get: isTrusted } = ObjectGetOwnPropertyDescriptor({
    get isTrusted() {
      const s = state.get(this);
      if (!s) throw new TypeError("Illegal invocation");
      return s.trusted === true;
    },
  }, "isTrusted");
  // Events the user agent dispatches are trusted; scripts cannot make one.
  const trust = (event) => { state.get(event).trusted = true; return event; };
  for (const [name, value] of [["NONE", 0], ["CAPTURING_PHASE", 1], ["AT_TARGET", 2], ["BUBBLING_PHASE", 3]]) {
    ObjectDefineProperty(Event, name, { __proto__: null, value, enumerable: true });
    ObjectDefineProperty(Event.prototype, name, { __proto__: null, value, enumerable: true });
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
  // An ErrorEvent's message, filename, lineno, colno and error (undefined for other
  // events), for the global's onerror handler.
  const errorEvents = new SafeWeakMap();
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
  const rejectionEvents = new SafeWeakMap();
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

  // https://html.spec.whatwg.org/multipage/comms.html#messageevent
  // A MessageEvent the user agent makes, with `ports` (a list of its own) as they are.
  const messageEvents = new SafeWeakMap();
  class MessageEvent extends Event {
    constructor(type, init = undefined) {
      const event = ReflectConstruct(Event, [type, init], new.target);
      init ??= noDictionary();
      const ports = init.ports;
      messageEvents.set(event, { __proto__: null, data: init.data ?? null, origin: String(init.origin ?? ""), lastEventId: String(init.lastEventId ?? ""),
        // (Web IDL's sequence conversion iterates the page's value.)
        source: init.source ?? null, ports: ObjectFreeze(ports === undefined || ports === null ? [] : [...ports]) });
      return event;
    }
    get data() { return fieldsOf(messageEvents, this).data; }
    get origin() { return fieldsOf(messageEvents, this).origin; }
    get lastEventId() { return fieldsOf(messageEvents, this).lastEventId; }
    get source() { return fieldsOf(messageEvents, this).source; }
    get ports() { return fieldsOf(messageEvents, this).ports; }
  }
  const messageEvent = (type, init, ports) => {
    const event = new MessageEvent(type, init);
    messageEvents.get(event).ports = ObjectFreeze(copyArray(ports));
    return event;
  };

  // https://dom.spec.whatwg.org/#interface-eventtarget
  const listeners = new SafeWeakMap();
  const listenersOf = (target) => {
    let map = listeners.get(target);
    if (!map) listeners.set(target, (map = new SafeMap()));
    return map;
  };
  // The options' members, read from an object only (not from a boolean's or string's
  // prototype).
  const isObject = (value) => (typeof value === "object" && value !== null) || typeof value === "function";
  const member = (options, name) => (isObject(options) ? options[name] : undefined);
  const flatten = (options) => (typeof options === "boolean" ? options : !!member(options, "capture"));
  // WebIDL's "this" check: an EventTarget, or (for an undefined this) the global.
  const eventTarget = (value, method) => {
    const target = value ?? global;
    if (target !== global && !is(target, EventTarget)) {
      throw new TypeError(`Failed to execute '${method}' on 'EventTarget': Illegal invocation`);
    }
    return target;
  };
  // https://dom.spec.whatwg.org/#add-an-event-listener
  function addListener(target, type, callback, options) {
    if (callback === null || callback === undefined) return;
    const capture = flatten(options);
    const map = listenersOf(target);
    const list = map.get(type) ?? [];
    if (ArrayPrototypeSome(list, (l) => l.callback === callback && l.capture === capture)) return;
    const once = !!member(options, "once");
    const passive = !!member(options, "passive");
    const listener = { __proto__: null, callback, capture, once, passive, removed: false };
    ArrayPrototypePush(list, listener);
    map.set(type, list);
    member(options, "signal")?.addEventListener?.("abort", () => removeListener(target, type, callback, capture));
  }
  // https://dom.spec.whatwg.org/#remove-an-event-listener
  function removeListener(target, type, callback, capture) {
    const list = listenersOf(target).get(type);
    if (!list) return;
    const index = ArrayPrototypeFindIndex(list, (l) => l.callback === callback && l.capture === capture);
    if (index >= 0) { list[index].removed = true; arrayRemoveAt(list, index); }
  }
  class EventTarget {
    addEventListener(type, callback, options = undefined) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'addEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      addListener(eventTarget(this, "addEventListener"), String(type), callback, options);
    }
    removeEventListener(type, callback, options = undefined) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'removeEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      const target = eventTarget(this, "removeEventListener");
      removeListener(target, String(type), callback, flatten(options));
    }
    dispatchEvent(event) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'dispatchEvent' on 'EventTarget': 1 argument required, but only 0 present.");
      if (!is(event, Event)) throw new TypeError("Failed to execute 'dispatchEvent': parameter 1 is not of type 'Event'.");
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
    s.phase = 2; // AT_TARGET
    try {
      const list = copyArray(listeners.get(target)?.get(s.type) ?? []);
      for (let i = 0; i < list.length; i++) {
        const listener = list[i];
        // https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
        if (s.stop || s.stopNow) break;
        if (listener.removed) continue;
        if (listener.once) removeListener(target, s.type, listener.callback, listener.capture);
        s.passive = listener.passive;
        try {
          if (typeof listener.callback === "function") ReflectApply(listener.callback, target, [event]);
          else listener.callback.handleEvent(event);
        } catch (error) {
          reportException(error);
        } finally {
          s.passive = false;
        }
      }
    } finally {
      s.dispatching = false;
      s.currentTarget = null;
      s.phase = 0; // NONE
      s.stop = s.stopNow = false;
    }
    return !s.canceled;
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#report-the-exception
  let reporting = false;
  function reportException(error) {
    const details = natives.describeError(error);
    if (fireError(error, details[0], details[1], details[2], details[3])) {
      natives.recordError(details[0], details[1], details[2], details[3]);
    }
  }
  // Returns whether the exception is still unhandled (the event was not canceled).
  function fireError(error, message, filename, lineno, colno) {
    if (reporting) return true;
    reporting = true;
    try {
      const init = { __proto__: null, message, filename, lineno, colno, error, cancelable: true };
      return dispatch(global, trust(new ErrorEvent("error", init)));
    } finally {
      reporting = false;
    }
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
  function defineEventHandler(prototype, name) {
    // Per target: the handler value and the listener that calls it, which is added when
    // a handler is first set and removed when it is set to null (so it takes its place
    // among other listeners then).
    const handlers = new SafeWeakMap();
    ObjectDefineProperty(prototype, "on" + name, {
      __proto__: null,
      get() { return handlers.get(this ?? global)?.value ?? null; },
      set(value) {
        const target = eventTarget(this, "on" + name);
        const handler = typeof value === "function" || (typeof value === "object" && value !== null) ? value : null;
        const entry = handlers.get(target);
        if (handler === null) {
          if (entry) removeListener(target, name, entry.listener, false);
          handlers.delete(target);
          return;
        }
        if (entry) { entry.value = handler; return; }
        // https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
        const created = { __proto__: null, value: handler, listener(event) {
          const current = created.value;
          if (typeof current !== "function") return;
          // OnErrorEventHandler: only a global's onerror takes the five arguments.
          const error = name === "error" && target === global ? errorEventInit(event) : undefined;
          if (error !== undefined) {
            const result = ReflectApply(current, this, [error.message, error.filename, error.lineno, error.colno, error.error]);
            // 5. Process return value: true cancels an error event.
            if (result === true) cancel(event);
          } else {
            const result = ReflectApply(current, this, [event]);
            // 5. Process return value: false cancels any other event.
            if (result === false) cancel(event);
          }
        } };
        handlers.set(target, created);
        addListener(target, name, created.listener, undefined);
      },
      enumerable: true,
      configurable: true,
    });
  }

  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
  class Location {
    constructor() { illegal(); }
  }
  const location = ObjectCreate(Location.prototype);
  for (const key of ["origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash"]) {
    ObjectDefineProperty(location, key, { __proto__: null, get: () => info.location[key], enumerable: true });
  }
  // A URL without its fragment.
  const withoutHash = (href) => {
    const index = StringPrototypeIndexOf(href, "#");
    return index < 0 ? href : StringPrototypeSlice(href, 0, index);
  };
  const navigate = (url) => {
    const target = natives.parseURL(String(url), info.location.href);
    if (!target) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-fragid: a
    // URL that differs only in its fragment stays in this document.
    if (target.hash !== "" && withoutHash(target.href) === withoutHash(info.location.href)) {
      info.location.href = target.href;
      info.location.hash = target.hash;
      natives.setFragment(target.href);
      return;
    }
    if (!natives.navigate(target.href)) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
  };
  ObjectDefineProperty(location, "href", { __proto__: null, get: () => info.location.href, set: navigate, enumerable: true });
  define(location, "assign", function assign(url) { navigate(url); }, true);
  define(location, "replace", function replace(url) { navigate(url); }, true);
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-reload (a
  // navigation timing type of "reload").
  define(location, "reload", function reload() { natives.navigate(info.location.href, true); }, true);
  define(location, "toString", function toString() { return info.location.href; }, true);

  // https://dom.spec.whatwg.org/#nodes — a small DOM: enough for pages and test
  // harnesses that build frames from script. Node data lives in `nodeData`. The DOM's
  // own steps call each other, never the members a page can replace.
  const nodeData = new SafeWeakMap();
  const data = (node) => {
    const d = nodeData.get(node);
    if (!d) throw new TypeError("Illegal invocation");
    return d;
  };
  const VOID = new SafeSet();
  for (const name of ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "frame", "param"]) VOID.add(name);
  const FRAMES = { __proto__: null, iframe: "src", frame: "src", object: "data" };
  let document;

  class Node extends EventTarget {
    constructor() { illegal(); super(); }
    get nodeType() { return data(this).type; }
    get nodeName() { const d = data(this); return d.type === 1 ? StringPrototypeToUpperCase(d.name) : d.type === 3 ? "#text" : d.type === 8 ? "#comment" : "#document"; }
    get parentNode() { return data(this).parent; }
    get parentElement() { return parentElement(this); }
    get childNodes() { return ObjectFreeze(copyArray(data(this).children)); }
    get firstChild() { return data(this).children[0] ?? null; }
    get lastChild() { const c = data(this).children; return c[c.length - 1] ?? null; }
    get previousSibling() { return sibling(this, -1); }
    get nextSibling() { return sibling(this, 1); }
    get ownerDocument() { return data(this).type === 9 ? null : document; }
    get isConnected() { return root(this) === document; }
    hasChildNodes() { return data(this).children.length > 0; }
    contains(other) { return contains(this, other); }
    get textContent() { return textContent(this); }
    set textContent(value) { setTextContent(this, value); }
    appendChild(node) { return insertNode(this, node, null); }
    insertBefore(node, child) { return insertNode(this, node, child); }
    removeChild(child) { return removeNode(this, child); }
  }
  const parentElement = (node) => { const p = data(node).parent; return p && data(p).type === 1 ? p : null; };
  function contains(node, other) { for (let n = other; n; n = data(n).parent) if (n === node) return true; return false; }
  function textContent(node) {
    const d = data(node);
    if (d.type === 3 || d.type === 8) return d.text;
    if (d.type === 9) return null;
    let text = "";
    for (let i = 0; i < d.children.length; i++) {
      const child = d.children[i];
      if (data(child).type !== 8) text += textContent(child);
    }
    return text;
  }
  function setTextContent(node, value) {
    const d = data(node);
    if (d.type === 3 || d.type === 8) { d.text = String(value ?? ""); return; }
    const children = copyArray(d.children);
    for (let i = 0; i < children.length; i++) removeNode(node, children[i]);
    const text = value === null || value === undefined ? "" : String(value);
    if (text !== "") insertNode(node, makeNode(Text, { __proto__: null, type: 3, text }), null);
  }
  // The DOM's own insert and remove, which the parser uses too (a page's overrides of
  // appendChild and friends do not see the parser's work).
  function insertNode(parent, node, child) {
    if (!is(node, Node)) throw new TypeError("Failed to execute 'insertBefore' on 'Node': parameter 1 is not of type 'Node'.");
    const d = data(parent);
    if (d.type !== 1 && d.type !== 9) throw new DOMException("This node type does not support this method.", "HierarchyRequestError");
    if (contains(node, parent)) throw new DOMException("The new child element contains the parent.", "HierarchyRequestError");
    if (child !== null && child !== undefined && data(child).parent !== parent) {
      throw new DOMException("The node before which the new node is to be inserted is not a child of this node.", "NotFoundError");
    }
    if (data(node).parent) removeNode(data(node).parent, node);
    const index = child ? ArrayPrototypeIndexOf(d.children, child) : d.children.length;
    arrayInsertAt(d.children, index, node);
    data(node).parent = parent;
    if (root(parent) === document) connected(node);
    return node;
  }
  function removeNode(parent, child) {
    const d = data(parent);
    const index = ArrayPrototypeIndexOf(d.children, child);
    if (index < 0) throw new DOMException("The node to be removed is not a child of this node.", "NotFoundError");
    const wasConnected = root(child) === document;
    arrayRemoveAt(d.children, index);
    data(child).parent = null;
    if (wasConnected) disconnected(child);
    return child;
  }
  Node.prototype.replaceChild = function replaceChild(node, child) { insertNode(this, node, child); return removeNode(this, child); };
  function sibling(node, step) {
    const parent = data(node).parent;
    if (!parent) return null;
    const children = data(parent).children;
    return children[ArrayPrototypeIndexOf(children, node) + step] ?? null;
  }
  function root(node) { let n = node; while (data(n).parent) n = data(n).parent; return n; }
  // `node` and its descendants in tree order, as a list.
  function inclusiveDescendants(node, list = []) {
    list[list.length] = node;
    const children = data(node).children;
    for (let i = 0; i < children.length; i++) inclusiveDescendants(children[i], list);
    return list;
  }
  const toNode = (n) => (is(n, Node) ? n : makeNode(Text, { __proto__: null, type: 3, text: String(n) }));
  const childNodeMixin = {
    append(...nodes) { for (let i = 0; i < nodes.length; i++) insertNode(this, toNode(nodes[i]), null); },
    prepend(...nodes) {
      const first = data(this).children[0] ?? null;
      for (let i = 0; i < nodes.length; i++) insertNode(this, toNode(nodes[i]), first);
    },
    remove() { const p = data(this).parent; if (p) removeNode(p, this); },
    before(...nodes) { const p = data(this).parent; if (p) for (let i = 0; i < nodes.length; i++) insertNode(p, toNode(nodes[i]), this); },
    after(...nodes) {
      const p = data(this).parent;
      if (!p) return;
      const next = sibling(this, 1);
      for (let i = 0; i < nodes.length; i++) insertNode(p, toNode(nodes[i]), next);
    },
  };
  // Frames start loading when they become connected, and go away when disconnected.
  function connected(node) {
    const nodes = inclusiveDescendants(node);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && d.name in FRAMES) frameConnected(nodes[i]);
    }
  }
  function disconnected(node) {
    const nodes = inclusiveDescendants(node);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && d.name in FRAMES && d.window !== undefined) {
        d.window = undefined;
        natives.frameRemoved(nodes[i]);
      }
    }
  }
  function frameConnected(element) {
    const d = data(element);
    const src = d.attrs.get(FRAMES[d.name]);
    if (d.name === "object" && src === undefined) return;
    d.window = null;
    natives.frameInserted(element, d.name, d.attrs.get("id") ?? "", src ?? "");
  }

  class CharacterData extends Node {
    get data() { return data(this).text; }
    set data(value) { data(this).text = String(value); }
    get length() { return data(this).text.length; }
  }
  class Text extends CharacterData {}
  class Comment extends CharacterData {}
  ObjectAssign(CharacterData.prototype, { remove: childNodeMixin.remove, before: childNodeMixin.before, after: childNodeMixin.after });

  // The matches of a global regular expression in `text` (its runs of non-separators).
  function tokens(text, re) {
    const list = [];
    re.lastIndex = 0;
    for (let m = RegExpPrototypeExec(re, text); m !== null; m = RegExpPrototypeExec(re, text)) list[list.length] = m[0];
    return list;
  }
  const NOT_WHITESPACE = /\S+/g;
  const NOT_ASCII_WHITESPACE = /[^\t\n\f\r ]+/g;
  const ATTRIBUTE_NAME = /^[^\s"'>/=]+$/;
  const lowercase = (name) => StringPrototypeToLowerCase(String(name));
  const getAttribute = (element, name) => data(element).attrs.get(lowercase(name)) ?? null;
  function setAttribute(element, name, value) {
    name = lowercase(name);
    if (RegExpPrototypeExec(ATTRIBUTE_NAME, name) === null) throw new DOMException(`'${name}' is not a valid attribute name.`, "InvalidCharacterError");
    const d = data(element);
    d.attrs.set(name, String(value));
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
    if (FRAMES[d.name] === name && root(element) === document) {
      if (d.window === undefined) frameConnected(element);
      else natives.navigateFrame(element, d.name, d.attrs.get("id") ?? "", String(value));
    }
  }
  const elementChildren = (node) => arrayFilter(data(node).children, (c) => data(c).type === 1);
  const getElementsByClassName = (node, names) => {
    const classes = arrayMap(tokens(String(names), NOT_WHITESPACE), (c) => "." + c);
    return querySelectorAll(node, ArrayPrototypeJoin(classes, ""));
  };

  // https://dom.spec.whatwg.org/#interface-element
  class Element extends Node {
    get tagName() { return StringPrototypeToUpperCase(data(this).name); }
    get localName() { return data(this).name; }
    get id() { return data(this).attrs.get("id") ?? ""; }
    set id(value) { setAttribute(this, "id", value); }
    get className() { return data(this).attrs.get("class") ?? ""; }
    set className(value) { setAttribute(this, "class", value); }
    getAttribute(name) { return getAttribute(this, name); }
    hasAttribute(name) { return data(this).attrs.has(lowercase(name)); }
    getAttributeNames() {
      const names = [];
      data(this).attrs.forEach((_, name) => { names[names.length] = name; });
      return names;
    }
    setAttribute(name, value) { setAttribute(this, name, value); }
    removeAttribute(name) { data(this).attrs.delete(lowercase(name)); }
    get children() { return ObjectFreeze(elementChildren(this)); }
    get firstElementChild() { return elementChildren(this)[0] ?? null; }
    getElementsByTagName(name) { return elementsByTagName(this, name); }
    getElementsByClassName(names) { return getElementsByClassName(this, names); }
    querySelector(selectors) { return querySelectorAll(this, selectors)[0] ?? null; }
    querySelectorAll(selectors) { return ObjectFreeze(querySelectorAll(this, selectors)); }
    matches(selectors) { return matches(this, parseSelectors(selectors)); }
    closest(selectors) {
      const list = parseSelectors(selectors);
      for (let e = this; is(e, Element); e = data(e).parent) if (matches(e, list)) return e;
      return null;
    }
  }
  ObjectAssign(Element.prototype, childNodeMixin);
  class HTMLElement extends Element {}
  for (const name of ["load", "error"]) defineEventHandler(HTMLElement.prototype, name);
  // The onload and onerror setters, for the parser's content attributes.
  const elementHandlerSetters = {
    __proto__: null,
    onload: ObjectGetOwnPropertyDescriptor(HTMLElement.prototype, "onload").set,
    onerror: ObjectGetOwnPropertyDescriptor(HTMLElement.prototype, "onerror").set,
  };
  class HTMLHtmlElement extends HTMLElement {}
  class HTMLHeadElement extends HTMLElement {}
  class HTMLBodyElement extends HTMLElement {}
  class HTMLTitleElement extends HTMLElement {}
  class HTMLScriptElement extends HTMLElement {
    get src() { return resolve(getAttribute(this, "src")); }
    set src(value) { setAttribute(this, "src", value); }
    get text() { return textContent(this); }
    set text(value) { setTextContent(this, value); }
  }
  // https://html.spec.whatwg.org/multipage/iframe-embed-object.html
  const frameMembers = () => ({
    get contentWindow() { return data(this).window ?? null; },
    get contentDocument() {
      const w = data(this).window;
      if (!w) return null;
      try { return w.document; } catch { return null; }
    },
  });
  class HTMLIFrameElement extends HTMLElement {
    get src() { return resolve(getAttribute(this, "src")); }
    set src(value) { setAttribute(this, "src", value); }
    get name() { return getAttribute(this, "name") ?? ""; }
    set name(value) { setAttribute(this, "name", value); }
  }
  class HTMLFrameElement extends HTMLElement {
    get src() { return resolve(getAttribute(this, "src")); }
    set src(value) { setAttribute(this, "src", value); }
  }
  class HTMLObjectElement extends HTMLElement {
    get data() { return resolve(getAttribute(this, "data")); }
    set data(value) { setAttribute(this, "data", value); }
  }
  for (const frame of [HTMLIFrameElement, HTMLFrameElement, HTMLObjectElement]) {
    Object.defineProperties(frame.prototype, Object.getOwnPropertyDescriptors(frameMembers()));
  }
  // A URL attribute's value resolved against the document's URL (as written if it does
  // not parse).
  const resolve = (value) => (value === null ? "" : natives.parseURL(value, info.location.href)?.href ?? value);
  const elementClasses = {
    __proto__: null,
    html: HTMLHtmlElement, head: HTMLHeadElement, body: HTMLBodyElement, title: HTMLTitleElement,
    script: HTMLScriptElement, iframe: HTMLIFrameElement, frame: HTMLFrameElement, object: HTMLObjectElement,
  };
  const elementsByTagName = (rootNode, name) => {
    name = lowercase(name);
    const found = [];
    const nodes = inclusiveDescendants(rootNode);
    for (let i = 1; i < nodes.length; i++) {
      const n = nodes[i];
      if (data(n).type === 1 && (name === "*" || data(n).name === name)) found[found.length] = n;
    }
    return ObjectFreeze(found);
  };

  // https://dom.spec.whatwg.org/#scope-match-a-selectors-string — type, #id, .class,
  // [attr], [attr=value], *, compounds of these, descendant and child combinators, lists.
  function parseSelectors(text) {
    const list = [];
    const parts = StringPrototypeSplit(String(text), ",");
    for (let p = 0; p < parts.length; p++) {
      const words = tokens(StringPrototypeReplaceAll(parts[p], ">", " > "), NOT_WHITESPACE);
      if (!words.length) throw new DOMException(`'${text}' is not a valid selector.`, "SyntaxError");
      const complex = [];
      let combinator = " ";
      for (let w = 0; w < words.length; w++) {
        const token = words[w];
        if (token === ">") { combinator = ">"; continue; }
        const compound = [];
        const re = /(\*)|([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]*))\s*)?\]/y;
        let index = 0;
        while (index < token.length) {
          re.lastIndex = index;
          const m = RegExpPrototypeExec(re, token);
          if (!m) throw new DOMException(`'${text}' is not a valid selector.`, "SyntaxError");
          index = re.lastIndex;
          if (m[2]) { const name = StringPrototypeToLowerCase(m[2]); ArrayPrototypePush(compound, (e) => data(e).name === name); }
          else if (m[3]) ArrayPrototypePush(compound, (e) => data(e).attrs.get("id") === m[3]);
          else if (m[4]) ArrayPrototypePush(compound, (e) => ArrayPrototypeIncludes(tokens(data(e).attrs.get("class") ?? "", NOT_WHITESPACE), m[4]));
          else if (m[5]) {
            const value = m[6] ?? m[7] ?? m[8];
            const name = StringPrototypeToLowerCase(m[5]);
            ArrayPrototypePush(compound, (e) => data(e).attrs.has(name) && (value === undefined || data(e).attrs.get(name) === value));
          }
        }
        ArrayPrototypePush(complex, { __proto__: null, combinator, test: (e) => ArrayPrototypeEvery(compound, (t) => t(e)) });
        combinator = " ";
      }
      ArrayPrototypePush(list, complex);
    }
    return list;
  }
  const matches = (element, list) => ArrayPrototypeSome(list, (complex) => matchesComplex(element, complex));
  function matchesComplex(element, complex, index = complex.length - 1) {
    if (!complex[index].test(element)) return false;
    if (index === 0) return true;
    const { combinator } = complex[index];
    for (let p = parentElement(element); p; p = parentElement(p)) {
      if (matchesComplex(p, complex, index - 1)) return true;
      if (combinator === ">") return false;
    }
    return false;
  }
  function querySelectorAll(rootNode, selectors) {
    const list = parseSelectors(selectors);
    const found = [];
    const nodes = inclusiveDescendants(rootNode);
    for (let i = 1; i < nodes.length; i++) {
      const n = nodes[i];
      if (data(n).type === 1 && matches(n, list)) found[found.length] = n;
    }
    return found;
  }

  // https://dom.spec.whatwg.org/#interface-document
  const documentElement = (node) => ArrayPrototypeFind(data(node).children, (c) => data(c).type === 1) ?? null;
  const childElementNamed = (node, test) => {
    const element = documentElement(node);
    return element === null ? null : ArrayPrototypeFind(elementChildren(element), (c) => test(data(c).name)) ?? null;
  };
  class Document extends Node {
    createElement(name) {
      name = lowercase(name);
      if (RegExpPrototypeExec(/^[a-z][^\s\0\t\n\f\r/>]*$/, name) === null) throw new DOMException(`The tag name provided ('${name}') is not a valid name.`, "InvalidCharacterError");
      return makeElement(name, []);
    }
    createTextNode(text) { return makeNode(Text, { __proto__: null, type: 3, text: String(text) }); }
    createComment(text) { return makeNode(Comment, { __proto__: null, type: 8, text: String(text) }); }
    getElementById(id) {
      id = String(id);
      const nodes = inclusiveDescendants(this);
      for (let i = 0; i < nodes.length; i++) if (data(nodes[i]).type === 1 && data(nodes[i]).attrs.get("id") === id) return nodes[i];
      return null;
    }
    getElementsByTagName(name) { return elementsByTagName(this, name); }
    getElementsByClassName(names) { return getElementsByClassName(this, names); }
    querySelector(selectors) { return querySelectorAll(this, selectors)[0] ?? null; }
    querySelectorAll(selectors) { return ObjectFreeze(querySelectorAll(this, selectors)); }
    get documentElement() { return documentElement(this); }
    get head() { return childElementNamed(this, (name) => name === "head"); }
    get body() { return childElementNamed(this, (name) => name === "body" || name === "frameset"); }
    get title() {
      const title = elementsByTagName(this, "title")[0];
      return title ? ArrayPrototypeJoin(tokens(textContent(title), NOT_ASCII_WHITESPACE), " ") : "";
    }
    set title(value) {
      let title = elementsByTagName(this, "title")[0];
      if (!title) {
        title = makeElement("title", []);
        const head = childElementNamed(this, (name) => name === "head");
        if (head) insertNode(head, title, null);
      }
      setTextContent(title, value);
    }
    get URL() { return info.location.href; }
    get documentURI() { return info.location.href; }
    get readyState() { return readiness; }
    get location() { return location; }
    get defaultView() { return global; }
    get compatMode() { return "CSS1Compat"; }
    get characterSet() { return "UTF-8"; }
    get contentType() { return "text/html"; }
  }
  ObjectAssign(Document.prototype, { append: childNodeMixin.append, prepend: childNodeMixin.prepend });
  function makeNode(cls, fields) {
    const node = ObjectCreate(cls.prototype);
    nodeData.set(node, { __proto__: null, parent: null, children: [], ...fields });
    return node;
  }
  // `attrs`: [name, value] pairs.
  function makeElement(name, attrs) {
    const map = new SafeMap();
    for (let i = 0; i < attrs.length; i++) map.set(attrs[i][0], attrs[i][1]);
    return makeNode(elementClasses[name] ?? HTMLElement, { __proto__: null, type: 1, name, attrs: map });
  }
  document = makeNode(Document, { __proto__: null, type: 9 });
  defineEventHandler(Document.prototype, "readystatechange");
  // https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
  let readiness = "loading";
  const setReadiness = (value) => { readiness = value; dispatch(document, trust(new Event("readystatechange"))); };
  // https://html.spec.whatwg.org/multipage/dom.html#load-timing-info: the document's load
  // timing info, as moments on the shared clock (0: not yet). Navigation Timing reads it.
  const loadTiming = {
    __proto__: null,
    domInteractive: 0, domContentLoadedEventStart: 0, domContentLoadedEventEnd: 0, domComplete: 0, loadEventStart: 0, loadEventEnd: 0,
  };

  // The parser's side: https://html.spec.whatwg.org/multipage/parsing.html#tree-construction,
  // reduced to what pages need (implied html/head/body, void elements, end tags closing
  // the nearest open element of their name).
  const HEAD_ELEMENTS = new SafeSet();
  for (const name of ["title", "meta", "link", "style", "base", "noscript", "script", "template"]) HEAD_ELEMENTS.add(name);
  const html = makeElement("html", []);
  const head = makeElement("head", []);
  const body = makeElement("body", []);
  insertNode(document, html, null);
  insertNode(html, head, null);
  const parser = { __proto__: null, stack: [html, head], inHead: true, script: null };
  const current = () => parser.stack[parser.stack.length - 1];
  function leaveHead() {
    if (!parser.inHead) return;
    parser.inHead = false;
    if (!data(body).parent) insertNode(html, body, null);
    parser.stack = [html, body];
  }
  // Copies the attributes the element does not have yet.
  const addAttributes = (element, attrs) => {
    const map = data(element).attrs;
    for (let i = 0; i < attrs.length; i++) if (!map.has(attrs[i][0])) map.set(attrs[i][0], attrs[i][1]);
  };
  // `event`: [kind, name, attrs, extra] from the runtime's parser.
  function parseEvent(event) {
    const kind = event[0], name = event[1], attrs = event[2], extra = event[3];
    if (kind === "text") {
      if (parser.inHead && current() === head) {
        if (RegExpPrototypeExec(/\S/, name) === null) return;
        leaveHead();
      }
      const children = data(current()).children;
      const last = children[children.length - 1];
      if (last && data(last).type === 3) data(last).text += name;
      else insertNode(current(), makeNode(Text, { __proto__: null, type: 3, text: name }), null);
      return;
    }
    if (kind === "end") {
      if (name === "head") { leaveHead(); return; }
      if (name === "html" || name === "body") return;
      const index = ArrayPrototypeFindLastIndex(parser.stack, (e) => data(e).name === name);
      if (index > 1) parser.stack.length = index;
      return;
    }
    // A start tag, or a whole script element.
    if (name === "html") { addAttributes(html, attrs); return; }
    if (name === "head") return;
    if (name === "body") { leaveHead(); addAttributes(body, attrs); return; }
    if (parser.inHead && !HEAD_ELEMENTS.has(name)) leaveHead();
    const element = makeElement(name, attrs);
    if (kind === "script") {
      insertNode(element, makeNode(Text, { __proto__: null, type: 3, text: extra }), null);
      parser.script = element;
      // A parser-inserted script's onload/onerror content attributes (its fetch's
      // outcome is the only way a page sees it): compiled as event handlers.
      // https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
      for (let i = 0; i < attrs.length; i++) {
        const key = attrs[i][0];
        if (key !== "onload" && key !== "onerror") continue;
        try {
          ReflectApply(elementHandlerSetters[key], element, [new Function("event", attrs[i][1])]);
        } catch (error) {
          reportException(error);
        }
      }
    }
    insertNode(current(), element, null);
    if (kind === "start" && !VOID.has(name)) ArrayPrototypePush(parser.stack, element);
  }
  // https://webidl.spec.whatwg.org/#es-interfaces: members of an interface prototype are
  // enumerable, and the prototype's @@toStringTag is the interface name.
  function asInterface(name, cls) {
    const keys = ReflectOwnKeys(cls.prototype);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === "constructor" || typeof key === "symbol") continue;
      const descriptor = ObjectGetOwnPropertyDescriptor(cls.prototype, key);
      ObjectDefineProperty(cls.prototype, key, { __proto__: null, ...descriptor, enumerable: true });
    }
    ObjectDefineProperty(cls.prototype, SymbolToStringTag, { __proto__: null, value: name, configurable: true });
    return cls;
  }
  function exposeAll(interfaces) {
    const entries = ObjectEntries(interfaces);
    for (let i = 0; i < entries.length; i++) define(global, entries[i][0], asInterface(entries[i][0], entries[i][1]));
  }

  // URL and Blob (url.js), MessageChannel and MessagePort (message_ports.js), fetch()
  // (fetch.js) are modules of their own, run after this one.
  const common = { DOMException, Event, ErrorEvent, PromiseRejectionEvent, MessageEvent, EventTarget };
  if (info.scope === "Window") {
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
    class WindowProperties extends EventTarget {}
    class Window extends WindowProperties { constructor() { illegal(); super(); } }
    ObjectSetPrototypeOf(global, Window.prototype);
    for (const name of ["load", "error", "message", "messageerror", "unhandledrejection", "rejectionhandled", "beforeunload", "unload"]) {
      defineEventHandler(Window.prototype, name);
    }
    const unforgeable = (name, get) => ObjectDefineProperty(global, name, { __proto__: null, get, enumerable: true, configurable: false });
    unforgeable("window", () => global);
    unforgeable("document", () => document);
    ObjectDefineProperty(global, "location", { __proto__: null, get: () => location, set: navigate, enumerable: true, configurable: false });
    unforgeable("top", () => natives.top);
    for (const [name, get] of [
      ["self", () => global], ["frames", () => global], ["parent", () => natives.parent],
      ["length", () => natives.frameCount()], ["frameElement", () => natives.frameElement()],
    ]) {
      ObjectDefineProperty(global, name, { __proto__: null, get, enumerable: true, configurable: true });
    }
    // https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface
    class Worker extends EventTarget {
      constructor(url, options = undefined) {
        const worker = ReflectConstruct(EventTarget, [], new.target);
        if (arguments.length === 0) throw new TypeError("Failed to construct 'Worker': 1 argument required, but only 0 present.");
        natives.startWorker(worker, String(url), String(options?.name ?? ""));
        return worker;
      }
      postMessage(message, transfer = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Worker': 1 argument required, but only 0 present.");
        if (transfer !== null && typeof transfer === "object" && !ArrayIsArray(transfer)) transfer = transfer.transfer;
        natives.postToWorker(this, message, transfer);
      }
      terminate() { natives.terminateWorker(this); }
    }
    for (const name of ["message", "messageerror", "error"]) defineEventHandler(Worker.prototype, name);
    const interfaces = {
      ...common, Window, Location, Node, Document, Worker,
      CharacterData, Text, Comment, Element, HTMLElement, HTMLHtmlElement, HTMLHeadElement, HTMLBodyElement,
      HTMLTitleElement, HTMLScriptElement, HTMLIFrameElement, HTMLFrameElement, HTMLObjectElement,
    };
    exposeAll(interfaces);
    ObjectDefineProperty(global, SymbolToStringTag, { __proto__: null, value: "Window", configurable: true });

  } else {
    // https://html.spec.whatwg.org/multipage/workers.html#dedicatedworkerglobalscope
    class WorkerGlobalScope extends EventTarget { constructor() { illegal(); super(); } }
    class DedicatedWorkerGlobalScope extends WorkerGlobalScope {}
    class WorkerLocation { constructor() { illegal(); } }
    const workerLocation = ObjectCreate(WorkerLocation.prototype);
    for (const key of ["href", "origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash"]) {
      ObjectDefineProperty(workerLocation, key, { __proto__: null, get: () => info.location[key], enumerable: true });
    }
    define(workerLocation, "toString", function toString() { return info.location.href; }, true);
    ObjectSetPrototypeOf(global, DedicatedWorkerGlobalScope.prototype);
    for (const name of ["message", "messageerror", "error", "unhandledrejection", "rejectionhandled"]) {
      defineEventHandler(WorkerGlobalScope.prototype, name);
    }
    ObjectDefineProperty(global, "self", { __proto__: null, get: () => global, enumerable: true, configurable: true });
    ObjectDefineProperty(global, "location", { __proto__: null, get: () => workerLocation, enumerable: true, configurable: true });
    lib.onRealm(() => define(global, "name", info.name ?? "", true));
    define(global, "postMessage", function postMessage(message, transfer = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'DedicatedWorkerGlobalScope': 1 argument required, but only 0 present.");
      if (transfer !== null && typeof transfer === "object" && !ArrayIsArray(transfer)) transfer = transfer.transfer;
      natives.postToOwner(message, transfer);
    }, true);
    define(global, "close", function close() { natives.closeWorker(); }, true);
    define(global, "importScripts", function importScripts(...urls) {
      ReflectApply(natives.importScripts, natives, arrayMap(urls, (url) => String(url)));
    }, true);
    exposeAll({ ...common, WorkerGlobalScope, DedicatedWorkerGlobalScope, WorkerLocation });
    ObjectDefineProperty(global, SymbolToStringTag, { __proto__: null, value: "DedicatedWorkerGlobalScope", configurable: true });
  }

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
  define(global, "structuredClone", function structuredClone(value, options = undefined) {
    if (arguments.length === 0) throw new TypeError("Failed to execute 'structuredClone' on 'Window': 1 argument required, but only 0 present.");
    return natives.structuredClone(value, options);
  }, true);
  // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
  if (info.scope === "Window") {
    define(global, "postMessage", function postMessage(message, targetOrigin, transfer) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Window': 1 argument required, but only 0 present.");
      if (arguments.length > 2) natives.postMessage(global, message, targetOrigin, transfer);
      else natives.postMessage(global, message, targetOrigin);
    }, true);
  }
  lib.onRealm(() => {
    define(global, "isSecureContext", info.isSecureContext, true);
    define(global, "crossOriginIsolated", info.crossOriginIsolated, true);
  });

  // https://html.spec.whatwg.org/multipage/parsing.html#the-end, step 3: "Update the
  // current document readiness to "interactive"" (the parser is done).
  function parsingFinished() {
    if (readiness !== "loading") return;
    loadTiming.domInteractive = natives.clock();
    setReadiness("interactive");
  }
  // The end, step 4's task: "fire an event named DOMContentLoaded at the Document object,
  // with its bubbles attribute initialized to true".
  function fireDOMContentLoaded() {
    if (loadTiming.domContentLoadedEventStart !== 0) return;
    loadTiming.domContentLoadedEventStart = natives.clock();
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
    dispatch(global, trust(new Event("load")));
    loadTiming.loadEventEnd = natives.clock();
    lib.loaded?.();
  }
  // Not [Serializable]: cloning an event target or an event throws a DataCloneError.
  natives.platformPrototype(EventTarget.prototype);
  natives.platformPrototype(Event.prototype);
  ObjectAssign(lib, { DOMException, Event, EventTarget, dispatch, trust, reportException, asInterface, exposeAll, defineEventHandler, is, lowercase });
  if (info.scope === "Window") ObjectAssign(lib, { document, loadTiming });
  return {
    __proto__: null,
    lib,
    initRealm() { for (let i = 0; i < realmSteps.length; i++) realmSteps[i](); },
    parsingFinished, fireDOMContentLoaded, fireWindowLoad,
    // Events for a Worker object, from its worker: a message, or an error (an ErrorEvent
    // that returns whether it was not canceled).
    workerMessage(worker, data) { dispatch(worker, trust(new MessageEvent("message", { __proto__: null, data }))); },
    workerMessageError(worker) { dispatch(worker, trust(new MessageEvent("messageerror"))); },
    workerLoadError(worker) { dispatch(worker, trust(new Event("error"))); },
    workerError(worker, message, filename, lineno, colno) {
      const init = { __proto__: null, message, filename, lineno, colno, cancelable: true };
      return dispatch(worker, trust(new ErrorEvent("error", init)));
    },
    // Replays parser events into the DOM (frames connect, and so start loading, here).
    parse(events) { for (let i = 0; i < events.length; i++) parseEvent(events[i]); },
    // https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element:
    // `load` after an external script ran, `error` when its fetch failed (the script the
    // parser inserted last).
    fireScriptEvent(type) {
      if (parser.script) dispatch(parser.script, trust(new Event(type)));
    },
    frameAttached(element, window) { data(element).window = window; },
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps
    fireElementLoad(element) {
      dispatch(element, trust(new Event("load")));
    },
    dispatchMessage(data, origin, source, ports = []) {
      dispatch(global, trust(messageEvent("message", { __proto__: null, data, origin, source }, ports)));
    },
    portMessage(port, data, ports = []) { dispatch(port, trust(messageEvent("message", { __proto__: null, data }, ports))); },
    portMessageError(port) { dispatch(port, trust(new MessageEvent("messageerror"))); },
    dispatchMessageError(origin, source) {
      dispatch(global, trust(new MessageEvent("messageerror", { __proto__: null, origin, source })));
    },
    domException(message, name) { return new DOMException(message, name); },
    dispatchWindowEvent(type) {
      dispatch(global, trust(new Event(type)));
    },
    fireError,
    // Returns whether the rejection is still unhandled (the event was not canceled).
    fireUnhandledRejection(promise, reason) {
      const init = { __proto__: null, promise, reason, cancelable: true };
      return dispatch(global, trust(new PromiseRejectionEvent("unhandledrejection", init)));
    },
    securityError(kind) {
      return new DOMException(`Blocked a frame with origin "${info.location.origin}" from accessing a cross-origin frame.`, "SecurityError");
    },
  };
});
