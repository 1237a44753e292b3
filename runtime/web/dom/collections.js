// NodeList and HTMLCollection: `childNodes`, `children`, `getElementsBy…` (live) and
// `querySelectorAll` (static), with their indexed and named properties.
// https://dom.spec.whatwg.org/#interface-nodelist, https://dom.spec.whatwg.org/#interface-htmlcollection
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
//
// A live collection is a Proxy over an object of the interface (a legacy platform object,
// as Web IDL calls one with indexed or named properties): its items are computed when
// read, again whenever the tree or an attribute changed since (`lib.domVersion`; a child
// list's are the node's children array itself). A static NodeList is an object of the
// interface with its items as own properties, as fast to index as an array.
(function collections(lib) {
  "use strict";
  const { Document, DocumentFragment, Element, Node, data, info } = lib;
  const { ObjectAssign, String } = lib.primordials;
  lib.lazily({
    interfaces: info.scope === "Window" ? ["NodeList", "HTMLCollection"] : [],
    // (`collections`: what other interfaces' collections use, one member of `lib`.)
    shared: ["nodeList", "htmlCollection", "collections"],
  }, () => {
    const { illegal } = lib;
    const {
      ArrayIntrinsicEntries, ArrayIntrinsicForEach, ArrayIntrinsicKeys, ArrayIntrinsicValues, ObjectDefineProperty, Proxy,
      ReflectDefineProperty, ReflectDeleteProperty, ReflectGet, ReflectGetOwnPropertyDescriptor, ReflectHas, ReflectOwnKeys,
      ReflectSet, SafeSet, SafeWeakMap, SymbolIterator, TypeError,
    } = lib.primordials;
    // Each collection's state: `compute` returns its items; `live` ones are computed again
    // after a change, `cached` at `version`; in an internal slot (a proxy's, by the proxy
    // and by its target), which every realm reads.
    const states = lib.internalSlots("collections.states");
    const token = {};
    function items(state) {
      if (!state.live) return state.cached;
      const version = lib.domVersion();
      if (state.version !== version) {
        state.cached = state.compute();
        state.version = version;
      }
      return state.cached;
    }
    // https://webidl.spec.whatwg.org/#dfn-array-index-property-name (as a number, or -1)
    function arrayIndex(key) {
      if (typeof key !== "string" || key === "") return -1;
      const n = +key;
      return n >>> 0 === n && n !== 4294967295 && String(n) === key ? n : -1;
    }
    const required = (name, count) => {
      if (count < 1) throw new TypeError(`Failed to execute '${name}': 1 argument required, but only 0 present.`);
    };
    let stateOf;
    class NodeList {
      constructor(key = undefined, state = undefined) {
        if (key !== token) illegal();
        states.set(this, state);
      }
      static { stateOf = (list) => lib.fieldsOf(states, list); }
      get length() { return items(stateOf(this)).length; }
      item(index) {
        required("item' on 'NodeList", arguments.length);
        return items(stateOf(this))[index >>> 0] ?? null;
      }
    }
    // https://webidl.spec.whatwg.org/#es-iterable: an indexed iterable's members are the
    // Array.prototype ones.
    const methods = [["entries", ArrayIntrinsicEntries], ["keys", ArrayIntrinsicKeys], ["values", ArrayIntrinsicValues], ["forEach", ArrayIntrinsicForEach]];
    for (let i = 0; i < methods.length; i++) {
      ObjectDefineProperty(NodeList.prototype, methods[i][0], { __proto__: null, value: methods[i][1], writable: true, enumerable: true, configurable: true });
    }
    class HTMLCollection {
      constructor() { illegal(); }
      get length() { return items(stateOf(this)).length; }
      item(index) {
        required("item' on 'HTMLCollection", arguments.length);
        return items(stateOf(this))[index >>> 0] ?? null;
      }
      namedItem(name) {
        required("namedItem' on 'HTMLCollection", arguments.length);
        return namedItem(items(stateOf(this)), String(name));
      }
    }
    const iterator = { __proto__: null, value: ArrayIntrinsicValues, writable: true, configurable: true };
    ObjectDefineProperty(NodeList.prototype, SymbolIterator, iterator);
    ObjectDefineProperty(HTMLCollection.prototype, SymbolIterator, iterator);
    // https://dom.spec.whatwg.org/#dom-htmlcollection-nameditem-key: the first element whose
    // ID is `key`, or (in the HTML namespace) whose name attribute is.
    function namedItem(list, key) {
      if (key === "") return null;
      for (let i = 0; i < list.length; i++) {
        const d = data(list[i]);
        if (d.attrs.get("id") === key || (d.ns === undefined && d.attrs.get("name") === key)) return list[i];
      }
      return null;
    }
    // https://dom.spec.whatwg.org/#ref-for-dfn-supported-property-names
    function namedElements(list) {
      const found = [], seen = new SafeSet();
      const add = (name) => { if (name !== undefined && name !== "" && !seen.has(name)) { seen.add(name); found[found.length] = name; } };
      for (let i = 0; i < list.length; i++) {
        const d = data(list[i]);
        add(d.attrs.get("id"));
        if (d.ns === undefined) add(d.attrs.get("name"));
      }
      return found;
    }
    const HTML_COLLECTION_NAMES = { __proto__: null, item: namedItem, names: namedElements };
    // An own property of the collection, as Web IDL's [[GetOwnProperty]] of a legacy
    // platform object sees it: an item by index; for an HTMLCollection, a named item that
    // neither the object nor its prototypes have a property of that name hide
    // (https://webidl.spec.whatwg.org/#legacy-platform-object-getownproperty).
    // Returns undefined when the key is no such property.
    function own(target, key) {
      const state = states.get(target);
      const index = arrayIndex(key);
      if (index >= 0) return items(state)[index];
      if (state.named === null || typeof key !== "string" || ReflectHas(target, key)) return undefined;
      return state.named.item(items(state), key) ?? undefined;
    }
    const handler = {
      __proto__: null,
      get(target, key, receiver) { return own(target, key) ?? ReflectGet(target, key, receiver); },
      has(target, key) { return own(target, key) !== undefined || ReflectHas(target, key); },
      getOwnPropertyDescriptor(target, key) {
        const value = own(target, key);
        if (value === undefined) return ReflectGetOwnPropertyDescriptor(target, key);
        // ([LegacyUnenumerableNamedProperties]: named items are not enumerable.)
        return { __proto__: null, value, writable: false, enumerable: arrayIndex(key) >= 0, configurable: true };
      },
      // https://webidl.spec.whatwg.org/#legacy-platform-object-defineownproperty: no setters,
      // so no indexed property and no supported name can be defined.
      defineProperty(target, key, descriptor) {
        if (arrayIndex(key) >= 0 || own(target, key) !== undefined) return false;
        return ReflectDefineProperty(target, key, descriptor);
      },
      set(target, key, value, receiver) {
        if (arrayIndex(key) >= 0 || own(target, key) !== undefined) return false;
        return ReflectSet(target, key, value, receiver);
      },
      deleteProperty(target, key) {
        const index = arrayIndex(key);
        if (index >= 0) return index >= items(states.get(target)).length;
        return own(target, key) === undefined && ReflectDeleteProperty(target, key);
      },
      // https://webidl.spec.whatwg.org/#legacy-platform-object-ownpropertykeys
      ownKeys(target) {
        const state = states.get(target), list = items(state), keys = [];
        for (let i = 0; i < list.length; i++) keys[keys.length] = String(i);
        if (state.named !== null) {
          const supported = state.named.names(list);
          for (let i = 0; i < supported.length; i++) if (!ReflectHas(target, supported[i])) keys[keys.length] = supported[i];
        }
        const rest = ReflectOwnKeys(target);
        for (let i = 0; i < rest.length; i++) keys[keys.length] = rest[i];
        return keys;
      },
      // https://webidl.spec.whatwg.org/#legacy-platform-object-preventextensions
      preventExtensions() { return false; },
    };
    // A legacy platform object of `prototype` whose indexed properties are `compute()`'s
    // items (computed again after each change of the trees when `live`) and, if `named` is
    // given, whose named properties are `named.item(items, name)` for each of
    // `named.names(items)`.
    function collection(prototype, compute, live, named = null) {
      const target = { __proto__: prototype };
      const state = { __proto__: null, compute, live, named, version: -1, cached: live ? null : compute() };
      const proxy = new Proxy(target, handler);
      states.set(target, state);
      states.set(proxy, state);
      return proxy;
    }
    // A static NodeList of `list`.
    function staticNodeList(list) {
      const object = new NodeList(token, { __proto__: null, live: false, cached: list, named: null });
      const descriptor = { __proto__: null, value: undefined, writable: false, enumerable: true, configurable: true };
      for (let i = 0; i < list.length; i++) {
        descriptor.value = list[i];
        ObjectDefineProperty(object, i, descriptor);
      }
      return object;
    }
    return {
      __proto__: null, NodeList, HTMLCollection,
      // A NodeList of `compute()`'s nodes: computed again after each change when `live`,
      // once now otherwise.
      nodeList: (compute, live) => (live ? collection(NodeList.prototype, compute, true) : staticNodeList(compute())),
      // A live HTMLCollection of `compute()`'s elements.
      htmlCollection: (compute) => collection(HTMLCollection.prototype, compute, true, HTML_COLLECTION_NAMES),
      // Another interface's live collection (DOMTokenList, HTMLOptionsCollection, …):
      // `items(collection)` reads its items.
      collections: {
        __proto__: null, NodeList, HTMLCollection, namedElement: namedItem, namedElements, HTML_COLLECTION_NAMES,
        legacyCollection: (prototype, compute, named = null) => collection(prototype, compute, true, named),
        items: (object) => items(stateOf(object)),
        // A live list's items by its state `{ compute, live: true, version, cached }`
        // (HTMLAllCollection's, which is no HTMLCollection).
        liveItems: (state) => items(state),
        arrayIndex,
      },
    };
  });

  // https://dom.spec.whatwg.org/#dom-node-childnodes [SameObject]: the node's children,
  // live.
  lib.sameObjectAttribute(Node.prototype, "childNodes", (node) => {
    const children = data(node).children;
    return lib.nodeList(() => children, true);
  });
  // https://dom.spec.whatwg.org/#dom-parentnode-children [SameObject]
  const children = (node) => {
    data(node);
    return lib.htmlCollection(() => lib.elementChildren(node));
  };
  lib.sameObjectAttribute(Element.prototype, "children", children);
  lib.sameObjectAttribute(Document.prototype, "children", children);
  lib.sameObjectAttribute(DocumentFragment.prototype, "children", children);
  // https://html.spec.whatwg.org/multipage/dom.html#dom-document-images and the other
  // [SameObject] collections of a document's HTML elements: `embeds`, `plugins`, `links`
  // (a and area with an href), `forms`, `scripts`, `anchors` (a with a name), `applets`.
  const documentCollections = [
    ["images", (d) => d.name === "img"], ["embeds", (d) => d.name === "embed"], ["plugins", (d) => d.name === "embed"],
    ["links", (d) => (d.name === "a" || d.name === "area") && d.attrs.has("href")], ["forms", (d) => d.name === "form"],
    ["scripts", (d) => d.name === "script"], ["anchors", (d) => d.name === "a" && d.attrs.has("name")],
    // https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-applets: a filter
    // that matches nothing.
    ["applets", () => false],
  ];
  for (let i = 0; i < documentCollections.length; i++) {
    const test = documentCollections[i][1];
    lib.sameObjectAttribute(Document.prototype, documentCollections[i][0], (document) => {
      data(document);
      return lib.htmlCollection(() => {
        const nodes = lib.inclusiveDescendants(document), found = [];
        for (let n = 1; n < nodes.length; n++) {
          const d = data(nodes[n]);
          if (d.type === 1 && d.ns === undefined && test(d)) found[found.length] = nodes[n];
        }
        return found;
      });
    });
  }
  // The live collections of elements a method call returns, and querySelectorAll's static
  // NodeList (https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall). (Element's and
  // Document's share these functions: one set per realm.)
  const methods = {
    getElementsByTagName(qualifiedName) {
      lib.requireArguments(arguments, 1, "getElementsByTagName", "Element");
      data(this);
      const name = String(qualifiedName);
      // (Whether root's node document is an HTML document is decided now, for the
      // collection's life.)
      const html = data(lib.nodeDocument(this)).xml !== true;
      return lib.htmlCollection(() => lib.elementsByTagName(this, name, html));
    },
    getElementsByTagNameNS(namespace, localName) {
      lib.requireArguments(arguments, 2, "getElementsByTagNameNS", "Element");
      data(this);
      namespace = namespace === null || namespace === undefined || namespace === "" ? null : String(namespace);
      localName = String(localName);
      return lib.htmlCollection(() => lib.elementsByTagNameNS(this, namespace, localName));
    },
    getElementsByClassName(classNames) {
      lib.requireArguments(arguments, 1, "getElementsByClassName", "Element");
      data(this);
      const names = String(classNames);
      return lib.htmlCollection(() => lib.getElementsByClassName(this, names));
    },
    querySelectorAll(selectors) {
      lib.requireSelectors(arguments.length, "querySelectorAll");
      data(this);
      const list = lib.querySelectorAll(this, selectors);
      return lib.nodeList(() => list, false);
    },
  };
  ObjectAssign(Element.prototype, methods);
  ObjectAssign(Document.prototype, methods);
  // https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall (a fragment has no
  // getElementsBy… but getElementById)
  DocumentFragment.prototype.querySelectorAll = Document.prototype.querySelectorAll;
  // https://html.spec.whatwg.org/multipage/dom.html#dom-document-getelementsbyname: the
  // HTML elements whose name attribute is the name, live.
  Document.prototype.getElementsByName = function getElementsByName(elementName) {
    lib.requireArguments(arguments, 1, "getElementsByName", "Document");
    data(this);
    const name = String(elementName);
    return lib.nodeList(() => {
      const nodes = lib.inclusiveDescendants(this), found = [];
      for (let i = 1; i < nodes.length; i++) {
        const d = data(nodes[i]);
        if (d.type === 1 && d.ns === undefined && d.attrs.get("name") === name) found[found.length] = nodes[i];
      }
      return found;
    }, true);
  };
});
