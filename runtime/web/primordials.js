// framescope's primordials: the JavaScript built-ins the platform's own JavaScript
// (bootstrap.js and the performance modules) uses, captured in each realm before any page
// script runs — as Deno's 00_primordials.js and Node's primordials do. A page may replace
// `Array.prototype.push`, `Map.prototype.get`, `Function.prototype.call`,
// `Promise.prototype.then`, `Object.defineProperty`, the array iterator and the rest; the
// platform calls only what it captured here, so it neither breaks nor lets the page observe
// it. Called with nothing; returns a frozen null-prototype object of:
//
// - Constructors and namespaces by name: `Array`, `Map`, `TypeError`, `Uint8Array`, … (a
//   module destructures them so that its bare `TypeError` is not the global's, which a
//   page can replace).
// - Static members as `<Name><Member>`: `ObjectDefineProperty`, `ArrayIsArray`,
//   `MathFloor`, `JSONStringify`, `ReflectApply`, `SymbolIterator` (a value),
//   `PromiseResolve` (bound to its constructor).
// - Prototype methods "uncurried" as `<Name>Prototype<Member>(receiver, ...args)`:
//   `ArrayPrototypePush(list, value)`, `StringPrototypeSlice(text, 1)`,
//   `ArrayPrototypeSymbolIterator(list)`; accessors as `<Name>PrototypeGet<Member>`
//   (`TypedArrayPrototypeGetByteLength(bytes)`).
// - Safe collections, `SafeMap`, `SafeSet`, `SafeWeakMap`: subclasses whose own prototype
//   (frozen, never reachable from a page) holds the original methods, so `map.get(key)` is
//   safe and as fast as on a Map. Iterate them with their `forEach`, not `for…of` (the
//   iterators' `next` is the page's).
// - Helpers that avoid what the built-ins themselves look up on the page's side: `copyArray`
//   (no @@species, unlike `slice`), `arrayRemoveAt`/`arrayInsertAt` (in place, unlike
//   `splice`), `arrayFilter`/`arrayMap`, `createDataProperty`, `ownDescriptor` and
//   `copyMember` (a property descriptor without a prototype, so that defining it reads no
//   `value`, `get` or `writable` a page put on Object.prototype).
//
// Only the members listed below are captured (each realm runs this, so capturing every
// built-in would cost every frame and worker): add what you use. A listed member that
// does not exist fails the realm's bootstrap.
//
// What stays the page's, as in browsers: looking a value's own members up (`init.bubbles`
// of a page's dictionary, `then` on a value a promise is resolved with, `toString` when a
// page object is converted to a string) and iterating a page's value where Web IDL
// converts it to a sequence. Not covered: index accessors a page defines on
// Array.prototype or Object.prototype (stores into arrays go through them).
//
// So: in platform code that can run after page scripts have, no `for…of` over arrays,
// no array spread or destructuring (they call the page-replaceable
// %ArrayIteratorPrototype%.next), no `Array.from`, no `x.method()` on built-in objects,
// null-prototype objects (`{ __proto__: null, … }`) for internal records, dictionaries
// and property descriptors (reads of an absent member go up to Object.prototype), and
// `ObjectPrototypeIsPrototypeOf(Class.prototype, value)` instead of `instanceof` (which
// looks up @@hasInstance).
(function primordials() {
  "use strict";
  const { bind, call } = Function.prototype;
  // uncurryThis(Array.prototype.push)(list, value) is list.push(value) without looking
  // anything up: a bound `call` whose this is the method.
  const uncurryThis = bind.bind(call);
  const ReflectApply = Reflect.apply;
  const ReflectOwnKeys = Reflect.ownKeys;
  const ReflectGetOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor;
  const ReflectDefineProperty = Reflect.defineProperty;
  const DefineProperty = Object.defineProperty;
  const SetPrototypeOf = Object.setPrototypeOf;
  const ObjectFreeze = Object.freeze;
  const TypedArray = Object.getPrototypeOf(Uint8Array);

  const primordials = { __proto__: null, uncurryThis };
  // Constructors, namespaces and global functions, by their names.
  const values = [
    ["Array", Array], ["ArrayBuffer", ArrayBuffer], ["Date", Date], ["Error", Error], ["Function", Function], ["Map", Map], ["Number", Number],
    ["Object", Object], ["Promise", Promise], ["Proxy", Proxy], ["RangeError", RangeError], ["Reflect", Reflect], ["RegExp", RegExp], ["Set", Set],
    ["String", String], ["Symbol", Symbol], ["SyntaxError", SyntaxError], ["TypeError", TypeError],
    ["Uint8Array", Uint8Array], ["WeakMap", WeakMap], ["WeakRef", WeakRef], ["JSON", JSON], ["Math", Math],
    ["decodeURIComponent", decodeURIComponent], ["encodeURIComponent", encodeURIComponent], ["escape", escape],
    ["unescape", unescape], ["globalThis", globalThis],
  ];
  for (let i = 0; i < values.length; i++) primordials[values[i][0]] = values[i][1];

  // Members: [prefix, where they are, how, keys]. Prototype methods are uncurried; statics
  // that use their this value (the constructor) are bound to it; the rest are as they are.
  const members = [
    ["Array", Array, "bind", ["from", "isArray"]],
    ["ArrayPrototype", Array.prototype, "uncurry", [
      "every", "find", "findIndex", "findLastIndex", "includes", "indexOf", "join", "push", "some", "sort", "toSpliced",
      Symbol.iterator,
    ]],
    // (The methods themselves, for interfaces that have them as members: NodeList's.)
    ["ArrayIntrinsic", Array.prototype, "as is", ["entries", "forEach", "keys", "values"]],
    ["ArrayBuffer", ArrayBuffer, "as is", ["isView"]],
    ["ArrayBufferPrototype", ArrayBuffer.prototype, "uncurry", ["byteLength", "detached", "slice", "transfer"]],
    ["DataViewPrototype", DataView.prototype, "uncurry", ["buffer", "byteLength", "byteOffset"]],
    ["Date", Date, "as is", ["now", "parse"]],
    ["DatePrototype", Date.prototype, "uncurry", ["getTime", "getTimezoneOffset"]],
    ["FunctionPrototype", Function.prototype, "uncurry", ["call", "toString"]],
    ["JSON", JSON, "as is", ["parse", "stringify"]],
    ["Math", Math, "as is", ["floor", "max", "min", "random", "round", "trunc"]],
    ["Number", Number, "as is", ["isFinite", "isNaN"]],
    ["Object", Object, "as is", [
      "assign", "create", "defineProperty", "entries", "freeze", "getOwnPropertyDescriptor", "getPrototypeOf", "keys",
      "setPrototypeOf",
    ]],
    ["ObjectPrototype", Object.prototype, "uncurry", ["hasOwnProperty", "isPrototypeOf"]],
    // (The method itself, for Location's own valueOf.)
    ["ObjectIntrinsic", Object.prototype, "as is", ["valueOf"]],
    ["Promise", Promise, "bind", ["reject", "resolve"]],
    ["PromisePrototype", Promise.prototype, "uncurry", ["then"]],
    ["Reflect", Reflect, "as is", ["apply", "construct", "defineProperty", "deleteProperty", "get", "getOwnPropertyDescriptor", "has", "ownKeys", "set"]],
    ["RegExpPrototype", RegExp.prototype, "uncurry", ["exec"]],
    ["String", String, "as is", ["fromCharCode"]],
    ["StringPrototype", String.prototype, "uncurry", [
      "charCodeAt", "indexOf", "replaceAll", "slice", "split", "startsWith", "toLowerCase", "toUpperCase", "toWellFormed",
    ]],
    ["Symbol", Symbol, "as is", ["asyncIterator", "iterator", "toPrimitive", "toStringTag", "unscopables"]],
    ["WeakRefPrototype", WeakRef.prototype, "uncurry", ["deref"]],
    ["TypedArrayPrototype", TypedArray.prototype, "uncurry", ["buffer", "byteLength", "byteOffset", "length", "set", "subarray", Symbol.toStringTag]],
  ];
  const upper = (text) => ReflectApply(String.prototype.toUpperCase, text, []);
  const rest = (text, start) => ReflectApply(String.prototype.slice, text, [start]);
  // "iterator" → "Iterator", Symbol.iterator → "SymbolIterator".
  const memberName = (key) => {
    if (typeof key === "symbol") {
      const description = key.description;
      return "Symbol" + upper(description[7]) + rest(description, 8);
    }
    return upper(key[0]) + rest(key, 1);
  };
  const hasValue = (descriptor) => ReflectApply(Object.prototype.hasOwnProperty, descriptor, ["value"]);
  for (let i = 0; i < members.length; i++) {
    const prefix = members[i][0], source = members[i][1], how = members[i][2], keys = members[i][3];
    for (let k = 0; k < keys.length; k++) {
      const descriptor = ReflectGetOwnPropertyDescriptor(source, keys[k]);
      if (descriptor === undefined) throw new TypeError(`primordials: ${prefix} has no ${String(keys[k])}`);
      const name = prefix + memberName(keys[k]);
      if (!hasValue(descriptor)) {
        // An accessor: its getter, as <prefix>Get<Member>.
        primordials[prefix + "Get" + memberName(keys[k])] = how === "uncurry" ? uncurryThis(descriptor.get) : descriptor.get;
      } else if (typeof descriptor.value !== "function") {
        primordials[name] = descriptor.value;
      } else if (how === "uncurry") {
        primordials[name] = uncurryThis(descriptor.value);
      } else if (how === "bind") {
        primordials[name] = ReflectApply(bind, descriptor.value, [source]);
      } else {
        primordials[name] = descriptor.value;
      }
    }
  }

  // Collections whose methods cannot be replaced: the original methods on a prototype of
  // their own, which no page can reach.
  const makeSafe = (unsafe, safe) => {
    const keys = ReflectOwnKeys(unsafe.prototype);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === "constructor") continue;
      ReflectDefineProperty(safe.prototype, key, ReflectGetOwnPropertyDescriptor(unsafe.prototype, key));
    }
    ObjectFreeze(safe.prototype);
    return ObjectFreeze(safe);
  };
  // (Constructed without an iterable: a constructor given one would iterate it.)
  primordials.SafeMap = makeSafe(Map, class SafeMap extends Map { constructor() { super(); } });
  primordials.SafeSet = makeSafe(Set, class SafeSet extends Set { constructor() { super(); } });
  primordials.SafeWeakMap = makeSafe(WeakMap, class SafeWeakMap extends WeakMap { constructor() { super(); } });

  // The own property descriptor of `object`'s `key`, without a prototype (undefined if none).
  primordials.ownDescriptor = (object, key) => {
    const descriptor = ReflectGetOwnPropertyDescriptor(object, key);
    if (descriptor !== undefined) SetPrototypeOf(descriptor, null);
    return descriptor;
  };
  // Defines `from`'s own member `key` on `to` (as `toKey`, by default `key`).
  primordials.copyMember = (to, from, key, toKey = key) => {
    DefineProperty(to, toKey, primordials.ownDescriptor(from, key));
  };

  // Arrays without @@species (which slice, splice, map, filter and concat look up through
  // the array's `constructor`, a page-writable member of Array.prototype).
  const ArrayPrototypeToSpliced = primordials.ArrayPrototypeToSpliced;
  // A copy of `list` (packed; toSpliced makes a plain array, and is as fast as slice).
  primordials.copyArray = (list) => ArrayPrototypeToSpliced(list);
  // Removes and returns list[index].
  primordials.arrayRemoveAt = (list, index) => {
    const removed = list[index];
    const length = list.length;
    for (let i = index; i < length - 1; i++) list[i] = list[i + 1];
    list.length = length - 1;
    return removed;
  };
  // Inserts `value` at `index` (0 ≤ index ≤ length).
  primordials.arrayInsertAt = (list, index, value) => {
    for (let i = list.length; i > index; i--) list[i] = list[i - 1];
    list[index] = value;
  };
  primordials.arrayFilter = (list, keep) => {
    const result = [];
    for (let i = 0; i < list.length; i++) if (keep(list[i], i)) result[result.length] = list[i];
    return result;
  };
  primordials.arrayMap = (list, map) => {
    const result = [];
    for (let i = 0; i < list.length; i++) result[i] = map(list[i], i);
    return result;
  };
  // CreateDataProperty (an assignment would call a setter a page put on
  // Object.prototype).
  primordials.createDataProperty = (object, key, value) => {
    ReflectDefineProperty(object, key, { __proto__: null, value, writable: true, enumerable: true, configurable: true });
  };
  return ObjectFreeze(primordials);
});
