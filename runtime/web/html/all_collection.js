// HTMLAllCollection and Document's `all`: every element of the document, by index and by
// name, in an object with [[IsHTMLDDA]] (`typeof document.all` is "undefined", and it is
// falsy) that can be called like its `item`.
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#the-htmlallcollection-interface,
// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-all
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`). The object
// itself is V8's (all_collection.rs: an undetectable object template, whose interceptors
// and call ask the handler made here).
(function allCollection(lib) {
  "use strict";
  const { Document, data, info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["HTMLAllCollection"], shared: ["allCollection"] }, () => {
    const { illegal } = lib;
    const { ObjectDefineProperty, ObjectSetPrototypeOf, String, SymbolToStringTag, TypeError } = lib.primordials;
    // Each collection's state: its document; in an internal slot.
    const states = lib.internalSlots("all_collection.states");
    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#all-named-elements
    const ALL_NAMED = {
      __proto__: null, a: true, button: true, embed: true, form: true, frame: true, frameset: true, iframe: true,
      img: true, input: true, map: true, meta: true, object: true, select: true, textarea: true,
    };
    // The collection's elements: the document's descendant elements, in tree order (a
    // live list, computed again after a change of the DOM).
    const elements = (state) => lib.collections.liveItems(state);
    const named = (d, name) => d.attrs.get("id") === name || (d.ns === undefined && ALL_NAMED[d.name] === true && d.attrs.get("name") === name);
    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#concept-get-all-named
    const getAllNamed = (state, name) => {
      // 1. If name is the empty string, return null.
      if (name === "") return null;
      // 2. Let subCollection be an HTMLCollection of the elements that are named name.
      const namedNow = () => {
        const list = elements(state), now = [];
        for (let i = 0; i < list.length; i++) if (named(data(list[i]), name)) now[now.length] = list[i];
        return now;
      };
      const found = namedNow();
      // 3. One element: it; 4. none: null; 5. else subCollection (live).
      if (found.length === 1) return found[0];
      if (found.length === 0) return null;
      return lib.htmlCollection(namedNow);
    };
    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#concept-get-all-indexed-or-named
    const getAllIndexedOrNamed = (state, nameOrIndex) => {
      const index = lib.collections.arrayIndex(nameOrIndex);
      // 1. If nameOrIndex is an array index property name, the element at that index, if any.
      if (index >= 0) return elements(state)[index] ?? null;
      // 2. Return the result of getting the "all"-named element(s) from this.
      return getAllNamed(state, nameOrIndex);
    };
    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlallcollection-item
    const item = (state, args) => {
      // 1. If nameOrIndex was not provided, return null.
      if (args.length === 0 || args[0] === undefined) return null;
      // 2. Return the result of getting the "all"-indexed or named element(s) from this.
      return getAllIndexedOrNamed(state, String(args[0]));
    };
    const stateOf = (object) => lib.fieldsOf(states, object);
    class HTMLAllCollection {
      constructor() { illegal(); }
      get length() { return elements(stateOf(this)).length; }
      item(nameOrIndex = undefined) { return item(stateOf(this), arguments); }
      namedItem(name) {
        const state = stateOf(this);
        lib.requireArguments(arguments, 1, "namedItem", "HTMLAllCollection");
        return getAllNamed(state, String(name));
      }
    }
    ObjectDefineProperty(HTMLAllCollection.prototype, SymbolToStringTag, { __proto__: null, value: "HTMLAllCollection", configurable: true });
    // (Web IDL: an indexed getter and a length give @@iterator, %Array.prototype.values%.)
    ObjectDefineProperty(HTMLAllCollection.prototype, lib.primordials.SymbolIterator, {
      __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    // The collection of `document`: the undetectable object, and the handler its
    // interceptors and [[Call]] ask (all_collection.rs).
    const allCollection = (document) => {
      const descendants = () => {
        const nodes = lib.inclusiveDescendants(document), found = [];
        for (let i = 1; i < nodes.length; i++) if (data(nodes[i]).type === 1) found[found.length] = nodes[i];
        return found;
      };
      const state = { __proto__: null, compute: descendants, live: true, version: -1, cached: null };
      const handler = {
        __proto__: null,
        // An indexed property: the element, or undefined (none: the ordinary lookup).
        indexed: (index) => elements(state)[index],
        // A named property ([LegacyUnenumerableNamedProperties]): the element(s), or
        // undefined.
        named: (name) => getAllNamed(state, name) ?? undefined,
        indices: () => {
          const list = elements(state), keys = [];
          for (let i = 0; i < list.length; i++) keys[keys.length] = i;
          return keys;
        },
        // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlallcollection-nameditem-key:
        // the ids and all-named elements' names, in tree order, once each.
        names: () => {
          const list = elements(state), keys = [], seen = { __proto__: null };
          const add = (name) => { if (name !== undefined && name !== "" && seen[name] !== true) { seen[name] = true; keys[keys.length] = name; } };
          for (let i = 0; i < list.length; i++) {
            const d = data(list[i]);
            add(d.attrs.get("id"));
            if (d.ns === undefined && ALL_NAMED[d.name] === true) add(d.attrs.get("name"));
          }
          return keys;
        },
        // [[Call]] (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#HTMLAllCollection-call):
        // as item().
        call: (args) => item(state, args),
      };
      const object = lib.natives.makeAllCollection(handler);
      ObjectSetPrototypeOf(object, HTMLAllCollection.prototype);
      states.set(object, state);
      return object;
    };
    return { __proto__: null, HTMLAllCollection, allCollection };
  });
  // https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-all [SameObject]
  lib.sameObjectAttribute(Document.prototype, "all", (document) => {
    data(document);
    return lib.allCollection(document);
  });
});
