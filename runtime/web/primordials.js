// framescope's primordials: the JavaScript built-ins the platform's own JavaScript
// (bootstrap.js and the performance modules) uses, captured in each realm before any page
// script runs — as Deno's 00_primordials.js and Node's primordials do. A page may replace
// `Array.prototype.push`, `Map.prototype.get`, `Function.prototype.call`,
// `Promise.prototype.then`, `Object.defineProperty`, the array iterator and the rest; the
// platform calls only what it captured here, so it neither breaks nor lets the page observe
// it. Called with nothing; returns a frozen null-prototype object of:
//
// - Constructors and namespaces by name: `Array`, `Map`, `TypeError`, `JSON`, `Math`, … (a
//   module destructures them so that its bare `TypeError` is not the global's, which a
//   page can replace).
// - Static members as `<Name><Member>`: `ObjectDefineProperty`, `ArrayIsArray`,
//   `MathFloor`, `JSONStringify`, `ReflectApply`, `SymbolIterator` (a value),
//   `PromiseResolve` (bound to its constructor).
// - Prototype methods "uncurried" as `<Name>Prototype<Member>(receiver, ...args)`:
//   `ArrayPrototypePush(list, value)`, `StringPrototypeSlice(text, 1)`,
//   `ArrayPrototypeSymbolIterator(list)`; accessors as `<Name>PrototypeGet<Member>`.
// - Safe collections, `SafeMap`, `SafeSet`, `SafeWeakMap`, `SafeWeakSet`: subclasses whose
//   own prototype (frozen, never reachable from a page) holds the original methods, so
//   `map.get(key)` is safe and as fast as on a Map. Iterate them with their `forEach`, not
//   `for…of` (the iterators' `next` is the page's).
// - Helpers that avoid what the built-ins themselves look up on the page's side: `copyArray`
//   (no @@species, unlike `slice`), `arrayRemoveAt`/`arrayInsertAt` (in place, unlike
//   `splice`), `arrayFilter`/`arrayMap`, `nullDescriptor`, `createDataProperty`.
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
  const { apply, bind, call } = Function.prototype;
  // uncurryThis(Array.prototype.push)(list, value) is list.push(value) without looking
  // anything up: a bound `call` whose this is the method.
  const uncurryThis = bind.bind(call);
  const ReflectApply = Reflect.apply;
  const ReflectOwnKeys = Reflect.ownKeys;
  const ReflectGetOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor;
  const ReflectDefineProperty = Reflect.defineProperty;
  const ObjectFreeze = Object.freeze;
  const StringPrototypeToUpperCase = uncurryThis(String.prototype.toUpperCase);
  const StringPrototypeSlice = uncurryThis(String.prototype.slice);

  const primordials = { __proto__: null, uncurryThis };
  const add = (name, value) => {
    ReflectDefineProperty(primordials, name, { __proto__: null, value, enumerable: true });
  };
  // "iterator" → "Iterator", Symbol.iterator → "SymbolIterator".
  const memberName = (key) => {
    if (typeof key === "symbol") {
      const description = key.description;
      return "Symbol" + StringPrototypeToUpperCase(description[7]) + StringPrototypeSlice(description, 8);
    }
    return StringPrototypeToUpperCase(key[0]) + StringPrototypeSlice(key, 1);
  };
  // Every own member of `source`, as `prefix` + its name; functions uncurried (prototype
  // methods), bound to `source` (statics that need their constructor) or as they are.
  const copy = (source, prefix, how) => {
    const keys = ReflectOwnKeys(source);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === "constructor" || key === "prototype" || key === "caller" || key === "arguments") continue;
      const name = memberName(key);
      const descriptor = ReflectGetOwnPropertyDescriptor(source, key);
      if (ReflectApply(Object.prototype.hasOwnProperty, descriptor, ["value"])) {
        const value = descriptor.value;
        if (typeof value !== "function") add(prefix + name, value);
        else if (how === "uncurry") add(prefix + name, uncurryThis(value));
        else if (how === "bind") add(prefix + name, ReflectApply(bind, value, [source]));
        else add(prefix + name, value);
      } else {
        const wrap = how === "uncurry" ? uncurryThis : (f) => f;
        if (descriptor.get) add(prefix + "Get" + name, wrap(descriptor.get));
        if (descriptor.set) add(prefix + "Set" + name, wrap(descriptor.set));
      }
    }
  };

  // Constructors: themselves, their statics and their prototypes' methods.
  const TypedArray = Object.getPrototypeOf(Uint8Array);
  const constructors = [
    ["Array", Array], ["ArrayBuffer", ArrayBuffer], ["BigInt", BigInt], ["Boolean", Boolean], ["DataView", DataView],
    ["Date", Date], ["Error", Error], ["EvalError", EvalError], ["Function", Function], ["Map", Map], ["Number", Number],
    ["Object", Object], ["Promise", Promise], ["RangeError", RangeError], ["ReferenceError", ReferenceError],
    ["RegExp", RegExp], ["Set", Set], ["String", String], ["Symbol", Symbol], ["SyntaxError", SyntaxError],
    ["TypeError", TypeError], ["URIError", URIError], ["WeakMap", WeakMap], ["WeakRef", WeakRef], ["WeakSet", WeakSet],
    ["TypedArray", TypedArray], ["Uint8Array", Uint8Array],
  ];
  // Statics that use their this value (the constructor).
  const bound = { __proto__: null, Array: true, Promise: true, TypedArray: true, Uint8Array: true };
  for (let i = 0; i < constructors.length; i++) {
    const name = constructors[i][0];
    const constructor = constructors[i][1];
    add(name, constructor);
    copy(constructor, name, bound[name] ? "bind" : "as is");
    copy(constructor.prototype, name + "Prototype", "uncurry");
  }
  // Namespaces.
  const namespaces = [["JSON", JSON], ["Math", Math], ["Reflect", Reflect]];
  for (let i = 0; i < namespaces.length; i++) {
    add(namespaces[i][0], namespaces[i][1]);
    copy(namespaces[i][1], namespaces[i][0], "as is");
  }
  // Iterator prototypes (their `next`), for code that must step a built-in iterator.
  const prototypeOf = Object.getPrototypeOf;
  copy(prototypeOf([][Symbol.iterator]()), "ArrayIteratorPrototype", "uncurry");
  copy(prototypeOf(new Map()[Symbol.iterator]()), "MapIteratorPrototype", "uncurry");
  copy(prototypeOf(new Set()[Symbol.iterator]()), "SetIteratorPrototype", "uncurry");
  // Global functions.
  const functions = [
    ["decodeURIComponent", decodeURIComponent], ["encodeURIComponent", encodeURIComponent], ["escape", escape],
    ["unescape", unescape], ["isNaN", isNaN], ["isFinite", isFinite], ["parseFloat", parseFloat], ["parseInt", parseInt],
  ];
  for (let i = 0; i < functions.length; i++) add(functions[i][0], functions[i][1]);
  add("globalThis", globalThis);

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
  add("SafeMap", makeSafe(Map, class SafeMap extends Map { constructor() { super(); } }));
  add("SafeSet", makeSafe(Set, class SafeSet extends Set { constructor() { super(); } }));
  add("SafeWeakMap", makeSafe(WeakMap, class SafeWeakMap extends WeakMap { constructor() { super(); } }));
  add("SafeWeakSet", makeSafe(WeakSet, class SafeWeakSet extends WeakSet { constructor() { super(); } }));

  // Arrays without @@species (which slice, splice, map, filter and concat look up through
  // the array's `constructor`, a page-writable member of Array.prototype).
  const ArrayPrototypeToSpliced = uncurryThis(Array.prototype.toSpliced);
  // A copy of `list` (packed; toSpliced makes a plain array, and is as fast as slice).
  add("copyArray", (list) => ArrayPrototypeToSpliced(list));
  // Removes and returns list[index].
  add("arrayRemoveAt", (list, index) => {
    const removed = list[index];
    const length = list.length;
    for (let i = index; i < length - 1; i++) list[i] = list[i + 1];
    list.length = length - 1;
    return removed;
  });
  // Inserts `value` at `index` (0 ≤ index ≤ length).
  add("arrayInsertAt", (list, index, value) => {
    for (let i = list.length; i > index; i--) list[i] = list[i - 1];
    list[index] = value;
  });
  add("arrayFilter", (list, keep) => {
    const result = [];
    for (let i = 0; i < list.length; i++) if (keep(list[i], i)) result[result.length] = list[i];
    return result;
  });
  add("arrayMap", (list, map) => {
    const result = [];
    for (let i = 0; i < list.length; i++) result[i] = map(list[i], i);
    return result;
  });
  // A property descriptor that reads nothing from Object.prototype.
  add("nullDescriptor", (descriptor) => ({ __proto__: null, ...descriptor }));
  // CreateDataProperty (an assignment would call a setter a page put on
  // Object.prototype).
  add("createDataProperty", (object, key, value) => {
    ReflectDefineProperty(object, key, { __proto__: null, value, writable: true, enumerable: true, configurable: true });
  });
  return ObjectFreeze(primordials);
});
