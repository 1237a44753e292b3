// Run first in a realm (a window's first script, or a worker's importScripts): captures
// what this test's own code needs, then replaces the built-ins — and the platform's own
// public methods — with traps that record their name and throw. Afterwards the page's code
// uses only what `T` captured (and syntax that calls no replaceable built-in: index loops,
// no spread or destructuring of arrays, no `instanceof`, null-prototype dictionaries), so a
// name in `T.calls` is a built-in the platform called.
const T = (() => {
  "use strict";
  const calls = [];
  const results = { __proto__: null };
  const global = globalThis;
  const apply = Reflect.apply;
  const ownKeys = Reflect.ownKeys;
  const defineProperty = Object.defineProperty;
  const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
  const getPrototypeOf = Object.getPrototypeOf;
  const setPrototypeOf = Object.setPrototypeOf;
  const stringify = JSON.stringify;
  const PromiseConstructor = Promise;
  const ErrorConstructor = Error;
  const MapConstructor = Map;
  const mapGet = Map.prototype.get;
  const mapSet = Map.prototype.set;
  const byteLength = getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength").get;
  const isWindow = typeof document === "object";
  const iterator = Symbol.iterator;

  // A method of an object the platform made, captured now (the trap replaces it below).
  const method = (object, key) => {
    const descriptor = getOwnPropertyDescriptor(object, key);
    return descriptor.get ?? descriptor.value;
  };
  const targetPrototype = EventTarget.prototype;
  const addEventListener = method(targetPrototype, "addEventListener");
  const removeEventListener = method(targetPrototype, "removeEventListener");
  const dispatchEvent = method(targetPrototype, "dispatchEvent");
  const preventDefault = method(Event.prototype, "preventDefault");
  const entryToJSON = method(PerformanceEntry.prototype, "toJSON");
  const entryName = method(PerformanceEntry.prototype, "name");
  const dom = isWindow
    ? {
      __proto__: null,
      appendChild: method(Node.prototype, "appendChild"),
      removeChild: method(Node.prototype, "removeChild"),
      text: method(Node.prototype, "textContent"),
      setText: getOwnPropertyDescriptor(Node.prototype, "textContent").set,
      setAttribute: method(Element.prototype, "setAttribute"),
      createElement: method(Document.prototype, "createElement"),
      matches: method(Element.prototype, "matches"),
      focus: method(HTMLElement.prototype, "focus"),
      blur: method(HTMLElement.prototype, "blur"),
    }
    : null;

  const trap = (label) => function trapped() {
    calls[calls.length] = label;
    throw new ErrorConstructor(`the platform called ${label}`);
  };
  const replace = (object, key, label) => {
    const descriptor = getOwnPropertyDescriptor(object, key);
    if (descriptor === undefined || !descriptor.configurable) return;
    if (descriptor.get !== undefined || descriptor.set !== undefined) {
      defineProperty(object, key, {
        __proto__: null, get: trap(label), set: descriptor.set ? trap(label) : undefined, configurable: true,
      });
    } else if (typeof descriptor.value === "function") {
      defineProperty(object, key, { __proto__: null, value: trap(label), writable: true, configurable: true });
    }
  };
  const name = (key) => (typeof key === "symbol" ? `[${key.description}]` : key);
  // Every method and accessor of `object` but its constructor.
  const replaceAll = (object, label, except = []) => {
    const keys = ownKeys(object);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      let skip = key === "constructor" || key === "prototype" || key === "__proto__";
      for (let j = 0; j < except.length; j++) if (except[j] === key) skip = true;
      if (!skip) replace(object, key, `${label}.${name(key)}`);
    }
  };
  const replaceSome = (object, label, keys) => {
    for (let i = 0; i < keys.length; i++) replace(object, keys[i], `${label}.${name(keys[i])}`);
  };

  // The platform's interfaces: `instanceof` would look up their @@hasInstance.
  const interfaces = ["EventTarget", "Event", "MessageEvent", "ErrorEvent", "DOMException", "URL", "Blob", "Headers",
    "Request", "Response", "FormData", "MessagePort", "PerformanceEntry", "PerformanceMark",
    "PerformanceObserver"];
  if (isWindow) {
    const more = ["Node", "Element", "Document", "HTMLElement", "HTMLIFrameElement", "Worker"];
    for (let i = 0; i < more.length; i++) interfaces[interfaces.length] = more[i];
  }
  for (let i = 0; i < interfaces.length; i++) {
    defineProperty(global[interfaces[i]], Symbol.hasInstance, {
      __proto__: null, value: trap(`${interfaces[i]}[Symbol.hasInstance]`), configurable: true,
    });
  }
  // The platform's subclasses: `super()` would call what their [[Prototype]] is.
  const subclasses = ["ErrorEvent", "MessageEvent", "PromiseRejectionEvent", "DOMException", "PerformanceMark",
    "PerformanceMeasure"];
  if (isWindow) subclasses[subclasses.length] = "Worker";
  for (let i = 0; i < subclasses.length; i++) setPrototypeOf(global[subclasses[i]], trap(`${subclasses[i]}'s [[Prototype]]`));
  defineProperty(ArrayBuffer, Symbol.hasInstance, { __proto__: null, value: trap("ArrayBuffer[Symbol.hasInstance]"), configurable: true });
  // The platform's own public methods (it must use its internal steps).
  replaceSome(targetPrototype, "EventTarget.prototype", ["addEventListener", "removeEventListener", "dispatchEvent"]);
  replaceSome(Event.prototype, "Event.prototype", ["preventDefault", "stopPropagation"]);
  replaceSome(Headers.prototype, "Headers.prototype", ["append", "entries", "set", Symbol.iterator]);
  replaceSome(Request.prototype, "Request.prototype", ["clone", "signal", "body"]);
  replaceSome(Response.prototype, "Response.prototype", ["body", "bodyUsed"]);
  replaceSome(AbortSignal.prototype, "AbortSignal.prototype", ["aborted", "reason"]);
  replaceSome(PerformanceEntry.prototype, "PerformanceEntry.prototype", ["toJSON", "name", "startTime"]);
  if (isWindow) {
    replaceSome(Node.prototype, "Node.prototype", ["appendChild", "insertBefore", "removeChild", "textContent", "parentElement", "nextSibling"]);
    replaceSome(Element.prototype, "Element.prototype", ["setAttribute", "getAttribute", "matches", "children", "hasAttribute"]);
    replaceSome(Document.prototype, "Document.prototype", ["createElement", "createTextNode", "getElementsByTagName", "head", "documentElement"]);
    replaceSome(HTMLElement.prototype, "HTMLElement.prototype", ["onload", "onerror", "focus", "blur"]);
    replaceSome(PerformanceResourceTiming.prototype, "PerformanceResourceTiming.prototype", ["toJSON", "initiatorType"]);
  }

  // The built-ins.
  const arrayIterator = getPrototypeOf([][Symbol.iterator]());
  const mapIterator = getPrototypeOf(new Map()[Symbol.iterator]());
  const setIterator = getPrototypeOf(new Set()[Symbol.iterator]());
  const typedArray = getPrototypeOf(Uint8Array);
  replaceAll(Array.prototype, "Array.prototype");
  replaceAll(Array, "Array", ["length", "name"]);
  replaceAll(arrayIterator, "%ArrayIteratorPrototype%");
  replaceAll(Map.prototype, "Map.prototype");
  replaceAll(Map, "Map", ["length", "name"]);
  replaceAll(mapIterator, "%MapIteratorPrototype%");
  replaceAll(Set.prototype, "Set.prototype");
  replaceAll(Set, "Set", ["length", "name"]);
  replaceAll(setIterator, "%SetIteratorPrototype%");
  replaceAll(WeakMap.prototype, "WeakMap.prototype");
  replaceAll(WeakSet.prototype, "WeakSet.prototype");
  replaceAll(Function.prototype, "Function.prototype", ["length", "name", "caller", "arguments"]);
  replaceAll(Reflect, "Reflect");
  replaceAll(Object, "Object", ["length", "name"]);
  replaceAll(Object.prototype, "Object.prototype");
  replaceAll(JSON, "JSON");
  replaceAll(Math, "Math");
  replaceAll(Number, "Number", ["length", "name"]);
  replaceAll(Number.prototype, "Number.prototype");
  replaceAll(String, "String", ["length", "name"]);
  replaceAll(String.prototype, "String.prototype", ["length"]);
  replaceAll(RegExp.prototype, "RegExp.prototype");
  replaceAll(Promise, "Promise", ["length", "name"]);
  replaceAll(Promise.prototype, "Promise.prototype");
  replaceAll(ArrayBuffer.prototype, "ArrayBuffer.prototype");
  replaceAll(typedArray.prototype, "%TypedArray%.prototype");
  replaceAll(typedArray, "%TypedArray%", ["length", "name"]);
  replaceAll(DataView.prototype, "DataView.prototype");
  // Members of internal records that are not there: a read would go up to
  // Object.prototype. (Reading a page's own dictionary may; this test passes
  // null-prototype ones.)
  const members = ["capture", "once", "passive", "signal", "bubbles", "cancelable", "composed", "entryTypes", "buffered",
    "detail", "startTime", "duration", "start", "end", "window", "ports", "data", "origin", "source", "lastEventId",
    "filename", "lineno", "colno", "error", "promise", "reason", "status", "headers", "method", "initiatorType",
    "entryType", "loaded", "navigationRecord", "detailOf", "get", "set", "value", "writable", "enumerable",
    "configurable", "done", "text", "parent", "children", "attrs", "type"];
  for (let i = 0; i < members.length; i++) {
    defineProperty(Object.prototype, members[i], {
      __proto__: null, get: trap(`Object.prototype.${members[i]}`), configurable: true,
    });
  }
  // Global bindings: the platform's bare `TypeError` or `Promise` must not be these.
  const globals = ["Array", "Map", "Set", "WeakMap", "WeakSet", "Promise", "Object", "Function", "Reflect", "JSON",
    "Math", "String", "Number", "Boolean", "Symbol", "Error", "TypeError", "RangeError", "SyntaxError", "RegExp",
    "ArrayBuffer", "Uint8Array", "DataView", "encodeURIComponent", "decodeURIComponent", "escape", "unescape",
    "parseInt", "parseFloat", "isNaN", "isFinite"];
  for (let i = 0; i < globals.length; i++) {
    defineProperty(global, globals[i], { __proto__: null, value: trap(globals[i]), writable: true, configurable: true });
  }

  return {
    __proto__: null,
    calls,
    results,
    // Records a result under `key`.
    note(key, value) { results[key] = value; },
    stringify,
    call: (f, self, ...args) => apply(f, self, args),
    on: (target, type, listener, options) => apply(addEventListener, target, [type, listener, options]),
    off: (target, type, listener, options) => apply(removeEventListener, target, [type, listener, options]),
    fire: (target, event) => apply(dispatchEvent, target, [event]),
    preventDefault: (event) => apply(preventDefault, event, []),
    entryJSON: (entry) => apply(entryToJSON, entry, []),
    entryName: (entry) => apply(entryName, entry, []),
    iterator,
    dom: dom && {
      __proto__: null,
      create: (name) => apply(dom.createElement, document, [name]),
      append: (parent, child) => apply(dom.appendChild, parent, [child]),
      remove: (parent, child) => apply(dom.removeChild, parent, [child]),
      text: (node) => apply(dom.text, node, []),
      setText: (node, text) => apply(dom.setText, node, [text]),
      setAttribute: (element, name, value) => apply(dom.setAttribute, element, [name, value]),
      matches: (element, selectors) => apply(dom.matches, element, [selectors]),
      focus: (element) => apply(dom.focus, element, []),
      blur: (element) => apply(dom.blur, element, []),
    },
    // A promise of the next `type` event at `target`.
    next: (target, type) => new PromiseConstructor((resolve) => {
      apply(addEventListener, target, [type, resolve, { __proto__: null, once: true }]);
    }),
    promise: (executor) => new PromiseConstructor(executor),
    error: (message) => new ErrorConstructor(message),
    proto: getPrototypeOf,
    keys: (object) => ownKeys(object),
    map: (pairs) => {
      const map = new MapConstructor();
      for (let i = 0; i < pairs.length; i++) apply(mapSet, map, [pairs[i][0], pairs[i][1]]);
      return map;
    },
    mapGet: (map, key) => apply(mapGet, map, [key]),
    byteLength: (buffer) => apply(byteLength, buffer, []),
  };
})();
