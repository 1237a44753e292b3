// framescope's per-realm bootstrap: the Web IDL interfaces every window needs before its
// page's scripts run (DOMException, Event, ErrorEvent, EventTarget, Window, Location,
// Document) and the window's own properties. It is called with what the runtime knows of
// the realm and with native functions, and returns private hooks for the runtime. Nothing
// of `natives` or the hooks is reachable from page scripts.
(function bootstrap(info, natives) {
  "use strict";
  const global = globalThis;
  // Captured before any page script can replace it.
  const FunctionConstructor = Function;
  const define = (object, name, value, enumerable = false) =>
    Object.defineProperty(object, name, { value, writable: true, enumerable, configurable: true });
  const illegal = () => { throw new TypeError("Illegal constructor"); };
  // What the other modules of the realm (runtime/web/performance/*.js) share with this
  // one; `now` is High Resolution Time's current high resolution time (hr_time.js).
  const lib = { global, info, natives, define, illegal, now: () => 0 };

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
  const constants = {
    INDEX_SIZE_ERR: 1, DOMSTRING_SIZE_ERR: 2, HIERARCHY_REQUEST_ERR: 3, WRONG_DOCUMENT_ERR: 4,
    INVALID_CHARACTER_ERR: 5, NO_DATA_ALLOWED_ERR: 6, NO_MODIFICATION_ALLOWED_ERR: 7, NOT_FOUND_ERR: 8,
    NOT_SUPPORTED_ERR: 9, INUSE_ATTRIBUTE_ERR: 10, INVALID_STATE_ERR: 11, SYNTAX_ERR: 12,
    INVALID_MODIFICATION_ERR: 13, NAMESPACE_ERR: 14, INVALID_ACCESS_ERR: 15, VALIDATION_ERR: 16,
    TYPE_MISMATCH_ERR: 17, SECURITY_ERR: 18, NETWORK_ERR: 19, ABORT_ERR: 20, URL_MISMATCH_ERR: 21,
    QUOTA_EXCEEDED_ERR: 22, TIMEOUT_ERR: 23, INVALID_NODE_TYPE_ERR: 24, DATA_CLONE_ERR: 25,
  };
  for (const [constant, code] of Object.entries(constants)) {
    Object.defineProperty(DOMException, constant, { value: code, enumerable: true });
    Object.defineProperty(DOMException.prototype, constant, { value: code, enumerable: true });
  }


  // https://dom.spec.whatwg.org/#interface-event
  const state = new WeakMap();
  class Event {
    constructor(type, init = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'Event': 1 argument required.");
      init ??= {};
      state.set(this, {
        type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
        target: null, currentTarget: null, phase: 0, canceled: false, stop: false, stopNow: false,
        dispatching: false, passive: false, trusted: false, timeStamp: lib.now(),
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
    preventDefault() { const s = state.get(this); if (s.cancelable && !s.passive) s.canceled = true; }
    stopPropagation() { state.get(this).stop = true; }
    stopImmediatePropagation() { const s = state.get(this); s.stop = s.stopNow = true; }
  }
  const { get: isTrusted } = Object.getOwnPropertyDescriptor({
    get isTrusted() {
      const s = state.get(this);
      if (!s) throw new TypeError("Illegal invocation");
      return s.trusted === true;
    },
  }, "isTrusted");
  // Events the user agent dispatches are trusted; scripts cannot make one.
  const trust = (event) => { state.get(event).trusted = true; return event; };
  for (const [name, value] of [["NONE", 0], ["CAPTURING_PHASE", 1], ["AT_TARGET", 2], ["BUBBLING_PHASE", 3]]) {
    Object.defineProperty(Event, name, { value, enumerable: true });
    Object.defineProperty(Event.prototype, name, { value, enumerable: true });
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
  class ErrorEvent extends Event {
    #init;
    constructor(type, init = undefined) {
      super(type, init);
      init ??= {};
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

  // https://html.spec.whatwg.org/multipage/comms.html#messageevent
  class MessageEvent extends Event {
    #init;
    constructor(type, init = undefined) {
      super(type, init);
      init ??= {};
      this.#init = { data: init.data ?? null, origin: String(init.origin ?? ""), lastEventId: String(init.lastEventId ?? ""),
        source: init.source ?? null, ports: Object.freeze([...(init.ports ?? [])]) };
    }
    get data() { return this.#init.data; }
    get origin() { return this.#init.origin; }
    get lastEventId() { return this.#init.lastEventId; }
    get source() { return this.#init.source; }
    get ports() { return this.#init.ports; }
  }

  // https://dom.spec.whatwg.org/#interface-eventtarget
  const listeners = new WeakMap();
  const listenersOf = (target) => {
    let map = listeners.get(target);
    if (!map) listeners.set(target, (map = new Map()));
    return map;
  };
  const flatten = (options) => (typeof options === "boolean" ? options : !!options?.capture);
  // WebIDL's "this" check: an EventTarget, or (for an undefined this) the global.
  const eventTarget = (value, method) => {
    const target = value ?? global;
    if (target !== global && !(target instanceof EventTarget)) {
      throw new TypeError(`Failed to execute '${method}' on 'EventTarget': Illegal invocation`);
    }
    return target;
  };
  class EventTarget {
    addEventListener(type, callback, options = {}) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'addEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      const target = eventTarget(this, "addEventListener");
      if (callback === null || callback === undefined) return;
      const capture = flatten(options);
      const list = listenersOf(target).get(String(type)) ?? [];
      if (list.some((l) => l.callback === callback && l.capture === capture)) return;
      const listener = { callback, capture, once: !!options?.once, passive: !!options?.passive, removed: false };
      list.push(listener);
      listenersOf(target).set(String(type), list);
      options?.signal?.addEventListener?.("abort", () => this.removeEventListener(type, callback, options));
    }
    removeEventListener(type, callback, options = {}) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'removeEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      const target = eventTarget(this, "removeEventListener");
      const capture = flatten(options);
      const list = listenersOf(target).get(String(type));
      if (!list) return;
      const index = list.findIndex((l) => l.callback === callback && l.capture === capture);
      if (index >= 0) { list[index].removed = true; list.splice(index, 1); }
    }
    dispatchEvent(event) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'dispatchEvent' on 'EventTarget': 1 argument required, but only 0 present.");
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
    try {
      const list = [...(listeners.get(target)?.get(s.type) ?? [])];
      for (const listener of list) {
        // https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
        if (s.stop || s.stopNow) break;
        if (listener.removed) continue;
        if (listener.once) target.removeEventListener(s.type, listener.callback, { capture: listener.capture });
        s.passive = listener.passive;
        try {
          if (typeof listener.callback === "function") listener.callback.call(target, event);
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
      s.phase = Event.NONE;
      s.stop = s.stopNow = false;
    }
    return !s.canceled;
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#report-the-exception
  let reporting = false;
  function reportException(error) {
    const details = natives.describeError(error);
    if (fireError(error, ...details)) natives.recordError(...details);
  }
  // Returns whether the exception is still unhandled (the event was not canceled).
  function fireError(error, message, filename, lineno, colno) {
    if (reporting) return true;
    reporting = true;
    try {
      return dispatch(global, trust(new ErrorEvent("error", { message, filename, lineno, colno, error, cancelable: true })));
    } finally {
      reporting = false;
    }
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
  function defineEventHandler(prototype, name) {
    // Per target: the handler value and the listener that calls it, which is added when
    // a handler is first set and removed when it is set to null (so it takes its place
    // among other listeners then).
    const handlers = new WeakMap();
    Object.defineProperty(prototype, "on" + name, {
      get() { return handlers.get(this ?? global)?.value ?? null; },
      set(value) {
        const target = this ?? global;
        const handler = typeof value === "function" || (typeof value === "object" && value !== null) ? value : null;
        const entry = handlers.get(target);
        if (handler === null) {
          if (entry) target.removeEventListener(name, entry.listener);
          handlers.delete(target);
          return;
        }
        if (entry) { entry.value = handler; return; }
        const created = { value: handler, listener(event) {
          const current = created.value;
          if (typeof current !== "function") return;
          // OnErrorEventHandler: only a global's onerror takes the five arguments.
          if (name === "error" && event instanceof ErrorEvent && target === global) {
            const result = current.call(this, event.message, event.filename, event.lineno, event.colno, event.error);
            if (result === true) event.preventDefault();
          } else {
            const result = current.call(this, event);
            if (result === false) event.preventDefault();
          }
        } };
        handlers.set(target, created);
        target.addEventListener(name, created.listener);
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
  for (const key of ["origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash"]) {
    Object.defineProperty(location, key, { get: () => info.location[key], enumerable: true });
  }
  const navigate = (url) => {
    const target = natives.parseURL(String(url), info.location.href);
    if (!target) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-fragid: a
    // URL that differs only in its fragment stays in this document.
    const withoutHash = (href) => href.split("#")[0];
    if (target.hash !== "" && withoutHash(target.href) === withoutHash(info.location.href)) {
      info.location.href = target.href;
      info.location.hash = target.hash;
      natives.setFragment(target.href);
      return;
    }
    if (!natives.navigate(target.href)) throw new DOMException(`'${url}' is not a valid URL.`, "SyntaxError");
  };
  Object.defineProperty(location, "href", { get: () => info.location.href, set: navigate, enumerable: true });
  define(location, "assign", function assign(url) { navigate(url); }, true);
  define(location, "replace", function replace(url) { navigate(url); }, true);
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-reload (a
  // navigation timing type of "reload").
  define(location, "reload", function reload() { natives.navigate(info.location.href, true); }, true);
  define(location, "toString", function toString() { return info.location.href; }, true);

  // https://dom.spec.whatwg.org/#nodes — a small DOM: enough for pages and test
  // harnesses that build frames from script. Node data lives in `nodeData`.
  const nodeData = new WeakMap();
  const data = (node) => {
    const d = nodeData.get(node);
    if (!d) throw new TypeError("Illegal invocation");
    return d;
  };
  const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "frame", "param"]);
  const FRAMES = { iframe: "src", frame: "src", object: "data" };
  let document;

  class Node extends EventTarget {
    constructor() { super(); illegal(); }
    get nodeType() { return data(this).type; }
    get nodeName() { const d = data(this); return d.type === 1 ? d.name.toUpperCase() : d.type === 3 ? "#text" : d.type === 8 ? "#comment" : "#document"; }
    get parentNode() { return data(this).parent; }
    get parentElement() { const p = data(this).parent; return p && data(p).type === 1 ? p : null; }
    get childNodes() { return Object.freeze([...data(this).children]); }
    get firstChild() { return data(this).children[0] ?? null; }
    get lastChild() { const c = data(this).children; return c[c.length - 1] ?? null; }
    get previousSibling() { return sibling(this, -1); }
    get nextSibling() { return sibling(this, 1); }
    get ownerDocument() { return data(this).type === 9 ? null : document; }
    get isConnected() { return root(this) === document; }
    hasChildNodes() { return data(this).children.length > 0; }
    contains(other) { for (let n = other; n; n = data(n).parent) if (n === this) return true; return false; }
    get textContent() {
      const d = data(this);
      if (d.type === 3 || d.type === 8) return d.text;
      if (d.type === 9) return null;
      return d.children.map((c) => (data(c).type === 8 ? "" : c.textContent)).join("");
    }
    set textContent(value) {
      const d = data(this);
      if (d.type === 3 || d.type === 8) { d.text = String(value ?? ""); return; }
      for (const child of [...d.children]) this.removeChild(child);
      if (value !== null && value !== undefined && String(value) !== "") this.appendChild(document.createTextNode(String(value)));
    }
    appendChild(node) { return this.insertBefore(node, null); }
    insertBefore(node, child) { return insertNode(this, node, child); }
    removeChild(child) { return removeNode(this, child); }
  }
  // The DOM's own insert and remove, which the parser uses too (a page's overrides of
  // appendChild and friends do not see the parser's work).
  function insertNode(parent, node, child) {
    {
      if (!(node instanceof Node)) throw new TypeError("Failed to execute 'insertBefore' on 'Node': parameter 1 is not of type 'Node'.");
      const d = data(parent);
      if (d.type !== 1 && d.type !== 9) throw new DOMException("This node type does not support this method.", "HierarchyRequestError");
      if (Node.prototype.contains.call(node, parent)) throw new DOMException("The new child element contains the parent.", "HierarchyRequestError");
      if (child !== null && child !== undefined && data(child).parent !== parent) {
        throw new DOMException("The node before which the new node is to be inserted is not a child of this node.", "NotFoundError");
      }
      if (data(node).parent) removeNode(data(node).parent, node);
      const index = child ? d.children.indexOf(child) : d.children.length;
      d.children.splice(index, 0, node);
      data(node).parent = parent;
      if (root(parent) === document) connected(node);
      return node;
    }
  }
  function removeNode(parent, child) {
    {
      const d = data(parent);
      const index = d.children.indexOf(child);
      if (index < 0) throw new DOMException("The node to be removed is not a child of this node.", "NotFoundError");
      const wasConnected = root(child) === document;
      d.children.splice(index, 1);
      data(child).parent = null;
      if (wasConnected) disconnected(child);
      return child;
    }
  }
  Node.prototype.replaceChild = function replaceChild(node, child) { insertNode(this, node, child); return removeNode(this, child); };
  function sibling(node, step) {
    const parent = data(node).parent;
    if (!parent) return null;
    const children = data(parent).children;
    return children[children.indexOf(node) + step] ?? null;
  }
  function root(node) { let n = node; while (data(n).parent) n = data(n).parent; return n; }
  function* inclusiveDescendants(node) {
    yield node;
    for (const child of data(node).children) yield* inclusiveDescendants(child);
  }
  const toNode = (n) => (n instanceof Node ? n : document.createTextNode(String(n)));
  const childNodeMixin = {
    append(...nodes) { for (const n of nodes) this.appendChild(toNode(n)); },
    prepend(...nodes) { const first = this.firstChild; for (const n of nodes) this.insertBefore(toNode(n), first); },
    remove() { data(this).parent?.removeChild(this); },
    before(...nodes) { const p = data(this).parent; if (p) for (const n of nodes) p.insertBefore(toNode(n), this); },
    after(...nodes) { const p = data(this).parent; if (p) { const next = this.nextSibling; for (const n of nodes) p.insertBefore(toNode(n), next); } },
  };
  // Frames start loading when they become connected, and go away when disconnected.
  function connected(node) {
    for (const n of inclusiveDescendants(node)) {
      const d = data(n);
      if (d.type === 1 && d.name in FRAMES) frameConnected(n);
    }
  }
  function disconnected(node) {
    for (const n of inclusiveDescendants(node)) {
      const d = data(n);
      if (d.type === 1 && d.name in FRAMES && d.window !== undefined) {
        d.window = undefined;
        natives.frameRemoved(n);
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
  Object.assign(CharacterData.prototype, { remove: childNodeMixin.remove, before: childNodeMixin.before, after: childNodeMixin.after });

  // https://dom.spec.whatwg.org/#interface-element
  class Element extends Node {
    get tagName() { return data(this).name.toUpperCase(); }
    get localName() { return data(this).name; }
    get id() { return data(this).attrs.get("id") ?? ""; }
    set id(value) { this.setAttribute("id", value); }
    get className() { return data(this).attrs.get("class") ?? ""; }
    set className(value) { this.setAttribute("class", value); }
    getAttribute(name) { return data(this).attrs.get(String(name).toLowerCase()) ?? null; }
    hasAttribute(name) { return data(this).attrs.has(String(name).toLowerCase()); }
    getAttributeNames() { return [...data(this).attrs.keys()]; }
    setAttribute(name, value) {
      name = String(name).toLowerCase();
      if (!/^[^\s"'>/=]+$/.test(name)) throw new DOMException(`'${name}' is not a valid attribute name.`, "InvalidCharacterError");
      const d = data(this);
      d.attrs.set(name, String(value));
      // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
      if (FRAMES[d.name] === name && this.isConnected) {
        if (d.window === undefined) frameConnected(this);
        else natives.navigateFrame(this, d.name, d.attrs.get("id") ?? "", String(value));
      }
    }
    removeAttribute(name) { data(this).attrs.delete(String(name).toLowerCase()); }
    get children() { return Object.freeze(data(this).children.filter((c) => data(c).type === 1)); }
    get firstElementChild() { return this.children[0] ?? null; }
    getElementsByTagName(name) { return elementsByTagName(this, name); }
    getElementsByClassName(names) { return querySelectorAll(this, String(names).trim().split(/\s+/).map((c) => "." + c).join("")); }
    querySelector(selectors) { return querySelectorAll(this, selectors)[0] ?? null; }
    querySelectorAll(selectors) { return Object.freeze(querySelectorAll(this, selectors)); }
    matches(selectors) { return parseSelectors(selectors).some((s) => matchesComplex(this, s)); }
    closest(selectors) { for (let e = this; e instanceof Element; e = e.parentNode) if (e.matches(selectors)) return e; return null; }
  }
  Object.assign(Element.prototype, childNodeMixin);
  class HTMLElement extends Element {}
  for (const name of ["load", "error"]) defineEventHandler(HTMLElement.prototype, name);
  class HTMLHtmlElement extends HTMLElement {}
  class HTMLHeadElement extends HTMLElement {}
  class HTMLBodyElement extends HTMLElement {}
  class HTMLTitleElement extends HTMLElement {}
  class HTMLScriptElement extends HTMLElement {
    get src() { return resolve(this.getAttribute("src")); }
    set src(value) { this.setAttribute("src", value); }
    get text() { return this.textContent; }
    set text(value) { this.textContent = value; }
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
    get src() { return resolve(this.getAttribute("src")); }
    set src(value) { this.setAttribute("src", value); }
    get name() { return this.getAttribute("name") ?? ""; }
    set name(value) { this.setAttribute("name", value); }
  }
  class HTMLFrameElement extends HTMLElement {
    get src() { return resolve(this.getAttribute("src")); }
    set src(value) { this.setAttribute("src", value); }
  }
  class HTMLObjectElement extends HTMLElement {
    get data() { return resolve(this.getAttribute("data")); }
    set data(value) { this.setAttribute("data", value); }
  }
  for (const frame of [HTMLIFrameElement, HTMLFrameElement, HTMLObjectElement]) {
    Object.defineProperties(frame.prototype, Object.getOwnPropertyDescriptors(frameMembers()));
  }
  // A URL attribute's value resolved against the document's URL (as written if it does
  // not parse).
  const resolve = (value) => (value === null ? "" : natives.parseURL(value, info.location.href)?.href ?? value);
  const elementClasses = {
    html: HTMLHtmlElement, head: HTMLHeadElement, body: HTMLBodyElement, title: HTMLTitleElement,
    script: HTMLScriptElement, iframe: HTMLIFrameElement, frame: HTMLFrameElement, object: HTMLObjectElement,
  };
  const elementsByTagName = (rootNode, name) => {
    name = String(name).toLowerCase();
    const found = [];
    for (const n of inclusiveDescendants(rootNode)) {
      if (n !== rootNode && data(n).type === 1 && (name === "*" || data(n).name === name)) found.push(n);
    }
    return Object.freeze(found);
  };

  // https://dom.spec.whatwg.org/#scope-match-a-selectors-string — type, #id, .class,
  // [attr], [attr=value], *, compounds of these, descendant and child combinators, lists.
  function parseSelectors(text) {
    const list = [];
    for (const part of String(text).split(",")) {
      const tokens = part.trim().replace(/\s*>\s*/g, " > ").split(/\s+/).filter(Boolean);
      if (!tokens.length) throw new DOMException(`'${text}' is not a valid selector.`, "SyntaxError");
      const complex = [];
      let combinator = " ";
      for (const token of tokens) {
        if (token === ">") { combinator = ">"; continue; }
        const compound = [];
        const re = /(\*)|([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]*))\s*)?\]/y;
        let index = 0;
        while (index < token.length) {
          re.lastIndex = index;
          const m = re.exec(token);
          if (!m) throw new DOMException(`'${text}' is not a valid selector.`, "SyntaxError");
          index = re.lastIndex;
          if (m[2]) compound.push((e) => data(e).name === m[2].toLowerCase());
          else if (m[3]) compound.push((e) => data(e).attrs.get("id") === m[3]);
          else if (m[4]) compound.push((e) => (data(e).attrs.get("class") ?? "").split(/\s+/).includes(m[4]));
          else if (m[5]) {
            const value = m[6] ?? m[7] ?? m[8];
            compound.push((e) => data(e).attrs.has(m[5].toLowerCase()) && (value === undefined || data(e).attrs.get(m[5].toLowerCase()) === value));
          }
        }
        complex.push({ combinator, test: (e) => compound.every((t) => t(e)) });
        combinator = " ";
      }
      list.push(complex);
    }
    return list;
  }
  function matchesComplex(element, complex, index = complex.length - 1) {
    if (!complex[index].test(element)) return false;
    if (index === 0) return true;
    const { combinator } = complex[index];
    for (let p = element.parentElement; p; p = p.parentElement) {
      if (matchesComplex(p, complex, index - 1)) return true;
      if (combinator === ">") return false;
    }
    return false;
  }
  function querySelectorAll(rootNode, selectors) {
    const list = parseSelectors(selectors);
    const found = [];
    for (const n of inclusiveDescendants(rootNode)) {
      if (n !== rootNode && data(n).type === 1 && list.some((c) => matchesComplex(n, c))) found.push(n);
    }
    return found;
  }

  // https://dom.spec.whatwg.org/#interface-document
  class Document extends Node {
    createElement(name) {
      name = String(name).toLowerCase();
      if (!/^[a-z][^\s\0\t\n\f\r/>]*$/.test(name)) throw new DOMException(`The tag name provided ('${name}') is not a valid name.`, "InvalidCharacterError");
      return makeElement(name, []);
    }
    createTextNode(text) { return makeNode(Text, { type: 3, text: String(text) }); }
    createComment(text) { return makeNode(Comment, { type: 8, text: String(text) }); }
    getElementById(id) { for (const n of inclusiveDescendants(this)) if (data(n).type === 1 && data(n).attrs.get("id") === String(id)) return n; return null; }
    getElementsByTagName(name) { return elementsByTagName(this, name); }
    getElementsByClassName(names) { return Element.prototype.getElementsByClassName.call(this, names); }
    querySelector(selectors) { return querySelectorAll(this, selectors)[0] ?? null; }
    querySelectorAll(selectors) { return Object.freeze(querySelectorAll(this, selectors)); }
    get documentElement() { return data(this).children.find((c) => data(c).type === 1) ?? null; }
    get head() { return this.documentElement?.children.find((c) => data(c).name === "head") ?? null; }
    get body() { return this.documentElement?.children.find((c) => data(c).name === "body" || data(c).name === "frameset") ?? null; }
    get title() {
      const title = this.getElementsByTagName("title")[0];
      return title ? title.textContent.split(/[\t\n\f\r ]+/).filter(Boolean).join(" ") : "";
    }
    set title(value) {
      let title = this.getElementsByTagName("title")[0];
      if (!title) { title = this.createElement("title"); this.head?.appendChild(title); }
      title.textContent = value;
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
  Object.assign(Document.prototype, { append: childNodeMixin.append, prepend: childNodeMixin.prepend });
  function makeNode(cls, fields) {
    const node = Object.create(cls.prototype);
    nodeData.set(node, { parent: null, children: [], ...fields });
    return node;
  }
  function makeElement(name, attrs) {
    return makeNode(elementClasses[name] ?? HTMLElement, { type: 1, name, attrs: new Map(attrs) });
  }
  document = makeNode(Document, { type: 9 });
  defineEventHandler(Document.prototype, "readystatechange");
  // https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
  let readiness = "loading";
  const setReadiness = (value) => { readiness = value; dispatch(document, trust(new Event("readystatechange"))); };
  // https://html.spec.whatwg.org/multipage/dom.html#load-timing-info: the document's load
  // timing info, as moments on the shared clock (0: not yet). Navigation Timing reads it.
  const loadTiming = { domInteractive: 0, domContentLoadedEventStart: 0, domContentLoadedEventEnd: 0, domComplete: 0, loadEventStart: 0, loadEventEnd: 0 };

  // The parser's side: https://html.spec.whatwg.org/multipage/parsing.html#tree-construction,
  // reduced to what pages need (implied html/head/body, void elements, end tags closing
  // the nearest open element of their name).
  const HEAD_ELEMENTS = new Set(["title", "meta", "link", "style", "base", "noscript", "script", "template"]);
  const html = makeElement("html", []);
  const head = makeElement("head", []);
  const body = makeElement("body", []);
  document.appendChild(html);
  html.appendChild(head);
  const parser = { stack: [html, head], inHead: true, script: null };
  const current = () => parser.stack[parser.stack.length - 1];
  function leaveHead() {
    if (!parser.inHead) return;
    parser.inHead = false;
    if (!data(body).parent) insertNode(html, body, null);
    parser.stack = [html, body];
  }
  function parseEvent([kind, name, attrs, extra]) {
    if (kind === "text") {
      if (parser.inHead && current() === head) {
        if (!/\S/.test(name)) return;
        leaveHead();
      }
      const children = data(current()).children;
      const last = children[children.length - 1];
      if (last && data(last).type === 3) data(last).text += name;
      else insertNode(current(), makeNode(Text, { type: 3, text: name }), null);
      return;
    }
    if (kind === "end") {
      if (name === "head") { leaveHead(); return; }
      if (name === "html" || name === "body") return;
      const index = parser.stack.findLastIndex((e) => data(e).name === name);
      if (index > 1) parser.stack.length = index;
      return;
    }
    // A start tag, or a whole script element.
    if (name === "html") { for (const [k, v] of attrs) if (!html.hasAttribute(k)) data(html).attrs.set(k, v); return; }
    if (name === "head") return;
    if (name === "body") { leaveHead(); for (const [k, v] of attrs) if (!body.hasAttribute(k)) data(body).attrs.set(k, v); return; }
    if (parser.inHead && !HEAD_ELEMENTS.has(name)) leaveHead();
    const element = makeElement(name, attrs);
    if (kind === "script") {
      insertNode(element, makeNode(Text, { type: 3, text: extra }), null);
      parser.script = element;
      // A parser-inserted script's onload/onerror content attributes (its fetch's
      // outcome is the only way a page sees it): compiled as event handlers.
      // https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
      for (const [key, source] of attrs) {
        if (key !== "onload" && key !== "onerror") continue;
        try {
          element[key] = new FunctionConstructor("event", source);
        } catch (error) {
          reportException(error);
        }
      }
    }
    insertNode(current(), element, null);
    if (kind === "start" && !VOID.has(name)) parser.stack.push(element);
  }
  // https://url.spec.whatwg.org/#url-class — parsed by the runtime (the url crate).
  const urlParts = new WeakMap();
  class URL {
    constructor(url, base = undefined) {
      const parts = natives.parseURL(String(url), base === undefined ? undefined : String(base));
      if (!parts) throw new TypeError(`Failed to construct 'URL': Invalid URL`);
      urlParts.set(this, parts);
    }
    static canParse(url, base = undefined) { return !!natives.parseURL(String(url), base === undefined ? undefined : String(base)); }
    static createObjectURL(blob) {
      if (!(blob instanceof Blob)) throw new TypeError("Failed to execute 'createObjectURL' on 'URL': parameter 1 is not of type 'Blob'.");
      return natives.createObjectURL(blobText.get(blob), blob.type);
    }
    static revokeObjectURL(url) { natives.revokeObjectURL(String(url)); }
    toString() { return this.href; }
    toJSON() { return this.href; }
  }
  for (const key of ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"]) {
    Object.defineProperty(URL.prototype, key, { get() { return urlParts.get(this)[key]; }, enumerable: true, configurable: true });
  }

  // https://w3c.github.io/FileAPI/#blob-section (text content)
  const blobText = new WeakMap();
  class Blob {
    #type;
    constructor(parts = [], options = {}) {
      let text = "";
      for (const part of parts) {
        if (part instanceof Blob) text += blobText.get(part);
        else if (ArrayBuffer.isView(part) || part instanceof ArrayBuffer) {
          const bytes = new Uint8Array(part instanceof ArrayBuffer ? part : part.buffer, part.byteOffset ?? 0, part.byteLength);
          text += decodeURIComponent(escape(String.fromCharCode(...bytes)));
        } else text += String(part);
      }
      blobText.set(this, text);
      this.#type = String(options?.type ?? "").toLowerCase();
    }
    get size() { return unescape(encodeURIComponent(blobText.get(this))).length; }
    get type() { return this.#type; }
    text() { return Promise.resolve(blobText.get(this)); }
  }

  // https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports
  class MessagePort extends EventTarget {
    constructor() { super(); illegal(); }
    postMessage(message, transfer = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'MessagePort': 1 argument required, but only 0 present.");
      if (transfer !== null && typeof transfer === "object" && !Array.isArray(transfer)) transfer = transfer.transfer;
      natives.portPost(this, message, transfer);
    }
    start() { natives.portStart(this); }
    close() { natives.portClose(this); }
  }
  defineEventHandler(MessagePort.prototype, "message");
  defineEventHandler(MessagePort.prototype, "messageerror");
  {
    // The first time onmessage is set, the port's message queue is enabled.
    const { get, set } = Object.getOwnPropertyDescriptor(MessagePort.prototype, "onmessage");
    Object.defineProperty(MessagePort.prototype, "onmessage", {
      get, set(value) { set.call(this, value); natives.portStart(this); }, enumerable: true, configurable: true,
    });
  }
  const makePort = () => Object.create(MessagePort.prototype);
  class MessageChannel {
    #port1 = makePort();
    #port2 = makePort();
    constructor() { natives.portPair(this.#port1, this.#port2); }
    get port1() { return this.#port1; }
    get port2() { return this.#port2; }
  }

  // https://fetch.spec.whatwg.org/#headers-class (read-only use) and #response-class
  class Headers {
    #map = new Map();
    constructor(init = undefined) {
      const entries = init instanceof Headers ? [...init] : Array.isArray(init) ? init : Object.entries(init ?? {});
      for (const [name, value] of entries) this.append(name, value);
    }
    append(name, value) {
      name = String(name).toLowerCase();
      const old = this.#map.get(name);
      this.#map.set(name, old === undefined ? String(value) : `${old}, ${value}`);
    }
    set(name, value) { this.#map.set(String(name).toLowerCase(), String(value)); }
    get(name) { return this.#map.get(String(name).toLowerCase()) ?? null; }
    has(name) { return this.#map.has(String(name).toLowerCase()); }
    delete(name) { this.#map.delete(String(name).toLowerCase()); }
    forEach(callback, thisArg) { for (const [k, v] of this) callback.call(thisArg, v, k, this); }
    *entries() { yield* [...this.#map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)); }
    keys() { return [...this.entries()].map(([k]) => k)[Symbol.iterator](); }
    values() { return [...this.entries()].map(([, v]) => v)[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
  }
  class Response {
    #status; #url; #headers; #body; #used = false;
    constructor(body = null, init = {}) {
      this.#body = body === null ? "" : String(body);
      this.#status = init.status ?? 200;
      this.#headers = new Headers(init.headers);
      this.#url = "";
    }
    static fromNative([status, url, headers, body]) {
      const r = new Response(body, { status, headers });
      r.#url = url;
      return r;
    }
    get status() { return this.#status; }
    get ok() { return this.#status >= 200 && this.#status < 300; }
    get statusText() { return this.#status === 200 ? "OK" : this.#status === 404 ? "Not Found" : ""; }
    get url() { return this.#url; }
    get headers() { return this.#headers; }
    get bodyUsed() { return this.#used; }
    #consume() {
      if (this.#used) return Promise.reject(new TypeError("Failed to execute: body stream already read"));
      this.#used = true;
      return Promise.resolve(this.#body);
    }
    text() { return this.#consume(); }
    json() { return this.#consume().then((text) => JSON.parse(text)); }
    arrayBuffer() { return this.#consume().then((text) => new Uint8Array(unescape(encodeURIComponent(text)).split("").map((c) => c.charCodeAt(0))).buffer); }
  }
  function fetch(input, init = {}) {
    const url = input instanceof URL ? input.href : String(input?.url ?? input);
    const result = natives.fetchResource(url, init?.method ?? "GET");
    if (typeof result === "string") return Promise.reject(new TypeError(`Failed to fetch: ${result}`));
    return Promise.resolve(Response.fromNative(result));
  }

  // https://webidl.spec.whatwg.org/#es-interfaces: members of an interface prototype are
  // enumerable, and the prototype's @@toStringTag is the interface name.
  function asInterface(name, cls) {
    for (const key of Reflect.ownKeys(cls.prototype)) {
      if (key === "constructor" || typeof key === "symbol") continue;
      const descriptor = Object.getOwnPropertyDescriptor(cls.prototype, key);
      Object.defineProperty(cls.prototype, key, { ...descriptor, enumerable: true });
    }
    Object.defineProperty(cls.prototype, Symbol.toStringTag, { value: name, configurable: true });
    return cls;
  }
  function exposeAll(interfaces) {
    for (const [name, value] of Object.entries(interfaces)) define(global, name, asInterface(name, value));
  }

  const common = { DOMException, Event, ErrorEvent, PromiseRejectionEvent, MessageEvent, EventTarget, URL, Blob, MessageChannel, MessagePort, Headers, Response };
  define(global, "fetch", fetch, true);
  if (info.scope === "Window") {
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
    Object.defineProperty(global, "location", { get: () => location, set: navigate, enumerable: true, configurable: false });
    unforgeable("top", () => natives.top);
    for (const [name, get] of [
      ["self", () => global], ["frames", () => global], ["parent", () => natives.parent],
      ["length", () => natives.frameCount()], ["frameElement", () => natives.frameElement()],
    ]) {
      Object.defineProperty(global, name, { get, enumerable: true, configurable: true });
    }
    // https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface
    const workers = new WeakMap();
    class Worker extends EventTarget {
      constructor(url, options = {}) {
        super();
        if (arguments.length === 0) throw new TypeError("Failed to construct 'Worker': 1 argument required, but only 0 present.");
        workers.set(this, true);
        natives.startWorker(this, String(url), String(options?.name ?? ""));
      }
      postMessage(message, transfer = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Worker': 1 argument required, but only 0 present.");
        if (transfer !== null && typeof transfer === "object" && !Array.isArray(transfer)) transfer = transfer.transfer;
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
    Object.defineProperty(global, Symbol.toStringTag, { value: "Window", configurable: true });

  } else {
    // https://html.spec.whatwg.org/multipage/workers.html#dedicatedworkerglobalscope
    class WorkerGlobalScope extends EventTarget { constructor() { super(); illegal(); } }
    class DedicatedWorkerGlobalScope extends WorkerGlobalScope {}
    class WorkerLocation { constructor() { illegal(); } }
    const workerLocation = Object.create(WorkerLocation.prototype);
    for (const key of ["href", "origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash"]) {
      Object.defineProperty(workerLocation, key, { get: () => info.location[key], enumerable: true });
    }
    define(workerLocation, "toString", function toString() { return info.location.href; }, true);
    Object.setPrototypeOf(global, DedicatedWorkerGlobalScope.prototype);
    for (const name of ["message", "messageerror", "error", "unhandledrejection", "rejectionhandled"]) {
      defineEventHandler(WorkerGlobalScope.prototype, name);
    }
    Object.defineProperty(global, "self", { get: () => global, enumerable: true, configurable: true });
    Object.defineProperty(global, "location", { get: () => workerLocation, enumerable: true, configurable: true });
    define(global, "name", info.name ?? "", true);
    define(global, "postMessage", function postMessage(message, transfer = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'DedicatedWorkerGlobalScope': 1 argument required, but only 0 present.");
      if (transfer !== null && typeof transfer === "object" && !Array.isArray(transfer)) transfer = transfer.transfer;
      natives.postToOwner(message, transfer);
    }, true);
    define(global, "close", function close() { natives.closeWorker(); }, true);
    define(global, "importScripts", function importScripts(...urls) { natives.importScripts(...urls.map(String)); }, true);
    exposeAll({ ...common, WorkerGlobalScope, DedicatedWorkerGlobalScope, WorkerLocation });
    Object.defineProperty(global, Symbol.toStringTag, { value: "DedicatedWorkerGlobalScope", configurable: true });
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
  define(global, "isSecureContext", info.isSecureContext, true);
  define(global, "crossOriginIsolated", info.crossOriginIsolated, true);

  // https://html.spec.whatwg.org/multipage/parsing.html#the-end, step 3: the parser is
  // done; the document is interactive.
  function parsingFinished() {
    if (readiness !== "loading") return;
    loadTiming.domInteractive = natives.clock();
    setReadiness("interactive");
  }
  // The end, step 4's task: DOMContentLoaded.
  function fireDOMContentLoaded() {
    if (loadTiming.domContentLoadedEventStart !== 0) return;
    loadTiming.domContentLoadedEventStart = natives.clock();
    dispatch(document, trust(new Event("DOMContentLoaded", { bubbles: true })));
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
  Object.assign(lib, { DOMException, Event, EventTarget, dispatch, trust, reportException, asInterface, exposeAll, defineEventHandler });
  if (info.scope === "Window") Object.assign(lib, { document, loadTiming });
  return {
    lib,
    parsingFinished, fireDOMContentLoaded, fireWindowLoad,
    // Events for a Worker object, from its worker: a message, or an error (an ErrorEvent
    // that returns whether it was not canceled).
    workerMessage(worker, data) { dispatch(worker, trust(new MessageEvent("message", { data }))); },
    workerMessageError(worker) { dispatch(worker, trust(new MessageEvent("messageerror"))); },
    workerLoadError(worker) { dispatch(worker, trust(new Event("error"))); },
    workerError(worker, message, filename, lineno, colno) {
      return dispatch(worker, trust(new ErrorEvent("error", { message, filename, lineno, colno, cancelable: true })));
    },
    // Replays parser events into the DOM (frames connect, and so start loading, here).
    parse(events) { for (const event of events) parseEvent(event); },
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
      dispatch(global, trust(new MessageEvent("message", { data, origin, source, ports })));
    },
    makePort,
    portMessage(port, data, ports) { dispatch(port, trust(new MessageEvent("message", { data, ports }))); },
    portMessageError(port) { dispatch(port, trust(new MessageEvent("messageerror"))); },
    dispatchMessageError(origin, source) {
      dispatch(global, trust(new MessageEvent("messageerror", { origin, source })));
    },
    domException(message, name) { return new DOMException(message, name); },
    dispatchWindowEvent(type) {
      dispatch(global, trust(new Event(type)));
    },
    fireError,
    // Returns whether the rejection is still unhandled (the event was not canceled).
    fireUnhandledRejection(promise, reason) {
      return dispatch(global, trust(new PromiseRejectionEvent("unhandledrejection", { promise, reason, cancelable: true })));
    },
    securityError(kind) {
      return new DOMException(`Blocked a frame with origin "${info.location.origin}" from accessing a cross-origin frame.`, "SecurityError");
    },
  };
});
