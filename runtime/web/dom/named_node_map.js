// Attr and NamedNodeMap: an element's attributes as objects (`attributes`,
// `getAttributeNode`, `setAttributeNode`, `removeAttributeNode`), and `toggleAttribute`
// and `hasAttributes`.
// https://dom.spec.whatwg.org/#interface-namednodemap, https://dom.spec.whatwg.org/#interface-attr
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function namedNodeMap(lib) {
  "use strict";
  const { Element, data, getAttribute, info, removeAttribute, setAttribute } = lib;
  const { ObjectAssign, SafeWeakMap, TypeError } = lib.primordials;
  lib.lazily({
    interfaces: info.scope === "Window" ? ["Attr", "NamedNodeMap"] : [],
    shared: ["cloneAttr", "attributeMap", "attributeNode", "setAttributeNode", "removeAttributeNode", "Attr", "createAttr", "attrFields", "attrNamespace", "attrDocument"],
  }, () => {
    const { DOMException, EventTarget, Node, illegal, is } = lib;
    const {
      ArrayIntrinsicValues, ObjectDefineProperty, Proxy, ReflectConstruct, ReflectGet, ReflectGetOwnPropertyDescriptor,
      ReflectHas, RegExpPrototypeExec, SafeMap, String, StringPrototypeIndexOf, StringPrototypeSlice, SymbolIterator,
    } = lib.primordials;
    // Each Attr's name, element (null: detached) and value while detached.
    const attrs = lib.internalSlots("named_node_map.attrs");
    const fields = (attr) => lib.fieldsOf(attrs, attr);
    const valueOf = (f) => (f.element === null ? f.value : data(f.element).attrs.get(f.name) ?? f.value);
    // An attribute's [namespace, prefix, local name]: its element's record of it, or the
    // one createAttributeNS gave; the xlink:, xml: and xmlns: names of the parser's foreign
    // attributes; else none (null, null, its qualified name).
    const PREFIXES = { __proto__: null, xlink: "http://www.w3.org/1999/xlink", xml: "http://www.w3.org/XML/1998/namespace", xmlns: "http://www.w3.org/2000/xmlns/" };
    function namespaceOf(f) {
      const known = f.element === null ? f.ns : data(f.element).attrNS?.get(f.name);
      if (known !== undefined) return known;
      const colon = StringPrototypeIndexOf(f.name, ":");
      const prefix = colon < 0 ? "" : StringPrototypeSlice(f.name, 0, colon);
      if (PREFIXES[prefix] !== undefined) return [PREFIXES[prefix], prefix, StringPrototypeSlice(f.name, colon + 1)];
      return [null, null, f.name];
    }
    // https://dom.spec.whatwg.org/#set-an-existing-attribute-value
    function setValue(attr, value) {
      const f = fields(attr);
      if (f.element === null) f.value = String(value);
      else lib.changeAttribute(f.element, f.name, value);
    }
    class Attr extends Node {
      constructor() { illegal(); super(); }
      get nodeType() { fields(this); return 2; }
      get nodeName() { return fields(this).name; }
      get name() { return fields(this).name; }
      get localName() { return namespaceOf(fields(this))[2]; }
      get prefix() { return namespaceOf(fields(this))[1]; }
      get namespaceURI() { return namespaceOf(fields(this))[0]; }
      get value() { return valueOf(fields(this)); }
      set value(value) { setValue(this, value); }
      get nodeValue() { return valueOf(fields(this)); }
      // (nodeValue and textContent: null is the empty string.)
      set nodeValue(value) { setValue(this, value ?? ""); }
      get textContent() { return valueOf(fields(this)); }
      set textContent(value) { setValue(this, value ?? ""); }
      get ownerElement() { return fields(this).element; }
      get specified() { fields(this); return true; }
      get parentNode() { return null; }
      get childNodes() { return lib.nodeList(() => [], false); }
      get firstChild() { return null; }
    }
    // An element's Attr objects, by name: the same object each time while the attribute
    // is there.
    const nodes = lib.internalSlots("named_node_map.nodes");
    function attributeNode(element, name) {
      if (!data(element).attrs.has(name)) return null;
      let map = nodes.get(element);
      if (map === undefined) nodes.set(element, (map = new SafeMap()));
      let attr = map.get(name);
      if (attr === undefined || fields(attr).element !== element) {
        attr = ReflectConstruct(EventTarget, [], Attr);
        attrs.set(attr, { __proto__: null, name, element, value: "" });
        map.set(name, attr);
      }
      return attr;
    }
    // A new attribute that no element has (Document's createAttribute; createAttributeNS
    // gives its [namespace, prefix, local name]).
    // A new Attr of `document` (its node document while it has no element).
    function createAttr(document, name, ns = undefined) {
      const attr = ReflectConstruct(EventTarget, [], Attr);
      attrs.set(attr, { __proto__: null, name, element: null, value: "", ns, document });
      return attr;
    }
    // An attribute was removed: its Attr keeps its last value, detached.
    const detach = (element, name) => {
      const attr = nodes.get(element)?.get(name);
      if (attr === undefined) return;
      const f = fields(attr);
      f.ns = namespaceOf(f);
      f.value = data(element).attrs.get(name) ?? f.value;
      f.document = lib.nodeDocument(element);
      f.element = null;
      nodes.get(element).delete(name);
    };
    // (On the agent: an Attr made through another realm's module is detached too.)
    lib.agent.attrRemoved = detach;
    const names = (element) => {
      const list = [];
      data(element).attrs.forEach((_, name) => { list[list.length] = name; });
      return list;
    };
    const maps = lib.internalSlots("named_node_map.maps");
    const elementOf = (map) => lib.fieldsOf(maps, map);
    class NamedNodeMap {
      constructor() { illegal(); }
      get length() { return data(elementOf(this)).attrs.size; }
      item(index) {
        const element = elementOf(this);
        const name = names(element)[index >>> 0];
        return name === undefined ? null : attributeNode(element, name);
      }
      getNamedItem(name) { const element = elementOf(this); return attributeNode(element, lib.attributeName(element, name)); }
      getNamedItemNS(namespace, localName) {
        const element = elementOf(this), name = lib.findAttributeNS(data(element), namespace === null || namespace === undefined || namespace === "" ? null : String(namespace), localName);
        return name === undefined ? null : attributeNode(element, name);
      }
      setNamedItemNS(attr) { return setAttributeNode(elementOf(this), attr); }
      setNamedItem(attr) { return setAttributeNode(elementOf(this), attr); }
      removeNamedItem(name) {
        const element = elementOf(this);
        name = lib.attributeName(element, name);
        const attr = attributeNode(element, name);
        if (attr === null) throw new DOMException(`No item with name '${name}' was found.`, "NotFoundError");
        removeAttribute(element, name);
        return attr;
      }
      // https://dom.spec.whatwg.org/#dom-namednodemap-removenameditemns: the attribute of
      // that namespace and local name, removed; none is a "NotFoundError" DOMException.
      removeNamedItemNS(namespace, localName) {
        lib.requireArguments(arguments, 2, "removeNamedItemNS", "NamedNodeMap");
        const element = elementOf(this);
        const name = lib.findAttributeNS(data(element), namespace === null || namespace === undefined || namespace === "" ? null : String(namespace), localName);
        if (name === undefined) throw new DOMException(`No item with name '${String(namespace)}::${String(localName)}' was found.`, "NotFoundError");
        const attr = attributeNode(element, name);
        removeAttribute(element, name);
        return attr;
      }
    }
    // An interface with an indexed property getter and a length is iterable
    // (https://webidl.spec.whatwg.org/#es-iterator): `[...element.attributes]`.
    ObjectDefineProperty(NamedNodeMap.prototype, SymbolIterator, {
      __proto__: null, value: ArrayIntrinsicValues, writable: true, configurable: true,
    });
    // https://dom.spec.whatwg.org/#concept-element-attributes-set
    function setAttributeNode(element, attr) {
      if (!is(attr, Attr)) throw new TypeError("Failed to execute 'setAttributeNode' on 'Element': parameter 1 is not of type 'Attr'.");
      const f = fields(attr);
      if (f.element !== null && f.element !== element) throw new DOMException("The attribute is in use by another element.", "InUseAttributeError");
      // 2. Let oldAttr be the attribute of element with attr's namespace and local name.
      const ns = f.element === null ? f.ns ?? [null, null, f.name] : namespaceOf(f);
      const oldName = lib.findAttributeNS(data(element), ns[0], ns[2]);
      const old = oldName === undefined ? null : attributeNode(element, oldName);
      if (old === attr) return attr;
      if (old !== null) {
        detach(element, oldName);
        if (oldName !== f.name) lib.removeAttribute(element, oldName);
      }
      if (ns[0] !== null) lib.setAttributeNS(element, ns[0], f.name, f.value);
      else lib.changeAttribute(element, f.name, f.value);
      f.element = element;
      let map = nodes.get(element);
      if (map === undefined) nodes.set(element, (map = new SafeMap()));
      map.set(f.name, attr);
      return old;
    }
    // The map: indexed and named properties over the element's attributes.
    const isIndex = (key) => typeof key === "string" && key !== "" && String(key >>> 0) === key;
    function attributeMap(element) {
      const target = { __proto__: NamedNodeMap.prototype };
      maps.set(target, element);
      const own = (key) => {
        if (isIndex(key)) {
          const name = names(element)[key >>> 0];
          return name === undefined ? null : attributeNode(element, name);
        }
        return typeof key === "string" && !ReflectHas(NamedNodeMap.prototype, key) ? attributeNode(element, key) : null;
      };
      const map = new Proxy(target, {
        __proto__: null,
        get(t, key, receiver) { return own(key) ?? ReflectGet(t, key, receiver === map ? t : receiver); },
        has(t, key) { return own(key) !== null || ReflectHas(t, key); },
        // https://dom.spec.whatwg.org/#ref-for-dfn-supported-property-names: the
        // indices, then the qualified names (for an HTML element in an HTML document,
        // only those without ASCII upper alphas).
        ownKeys() {
          const list = names(element), keys = [];
          for (let i = 0; i < list.length; i++) keys[keys.length] = String(i);
          const lower = lib.inHTMLDocument(data(element)), upper = /[A-Z]/;
          for (let i = 0; i < list.length; i++) {
            if (!lower || RegExpPrototypeExec(upper, list[i]) === null) keys[keys.length] = list[i];
          }
          return keys;
        },
        getOwnPropertyDescriptor(t, key) {
          const attr = own(key);
          if (attr === null) return ReflectGetOwnPropertyDescriptor(t, key);
          return { __proto__: null, value: attr, writable: false, enumerable: isIndex(key), configurable: true };
        },
        set() { return false; },
        defineProperty() { return false; },
        deleteProperty(t, key) { return own(key) === null; },
      });
      maps.set(map, element);
      return map;
    }
    function removeAttributeNode(element, attr) {
      if (!is(attr, Attr) || fields(attr).element !== element) throw new DOMException("The attribute is not owned by this element.", "NotFoundError");
      const name = fields(attr).name;
      removeAttribute(element, name);
      return attr;
    }
    // (XPath's attribute nodes, xpath.js: an Attr's fields, undefined for any other value,
    // and an attribute's [namespace, prefix, local name] from such fields.)
    const attrFields = (value) => attrs.get(value);
    return {
      __proto__: null, Attr, NamedNodeMap, attributeMap, attributeNode, setAttributeNode, removeAttributeNode, createAttr,
      attrFields, attrNamespace: namespaceOf,
      // https://dom.spec.whatwg.org/#clone-a-single-node step 3 (an Attr): a new Attr
      // with attr's namespace, prefix, local name and value, of `document` (attr's node
      // document unless given).
      cloneAttr: (attr, document = undefined) => {
        const f = fields(attr), ns = namespaceOf(f);
        const copy = createAttr(document ?? lib.attrDocument(attr), f.name, ns[0] === null ? undefined : ns);
        fields(copy).value = valueOf(f);
        return copy;
      },
      // An Attr's node document (a TypeError for anything else).
      attrDocument: (attr) => { const f = fields(attr); return f.element !== null ? lib.nodeDocument(f.element) : f.document; },
    };
  });
  // https://dom.spec.whatwg.org/#dom-element-attributes [SameObject]
  lib.sameObjectAttribute(Element.prototype, "attributes", (element) => {
    data(element);
    return lib.attributeMap(element);
  });
  // (These need no Attr objects.)
  ObjectAssign(Element.prototype, {
    hasAttributes() { return data(this).attrs.size > 0; },
    // https://dom.spec.whatwg.org/#dom-element-toggleattribute
    toggleAttribute(name, force = undefined) {
      lib.requireArguments(arguments, 1, "toggleAttribute", "Element");
      name = lib.attributeName(this, name);
      // 1. If qualifiedName is not a valid attribute local name, then throw an
      //    "InvalidCharacterError" DOMException.
      if (!lib.isValidAttributeLocalName(name)) throw new DOMException(`'${name}' is not a valid attribute name.`, "InvalidCharacterError");
      if (getAttribute(this, name) === null) {
        if (force === undefined || force) { setAttribute(this, name, ""); return true; }
        return false;
      }
      if (force === undefined || !force) { removeAttribute(this, name); return false; }
      return true;
    },
    getAttributeNode(name) { lib.requireArguments(arguments, 1, "getAttributeNode", "Element"); return lib.attributeNode(this, lib.attributeName(this, name)); },
    getAttributeNodeNS(namespace, localName) {
      lib.requireArguments(arguments, 2, "getAttributeNodeNS", "Element");
      const name = lib.findAttributeNS(data(this), namespace === null || namespace === undefined || namespace === "" ? null : String(namespace), localName);
      return name === undefined ? null : lib.attributeNode(this, name);
    },
    setAttributeNode(attr) { return lib.setAttributeNode(this, attr); },
    setAttributeNodeNS(attr) { return lib.setAttributeNode(this, attr); },
    removeAttributeNode(attr) { lib.requireArguments(arguments, 1, "removeAttributeNode", "Element"); data(this); return lib.removeAttributeNode(this, attr); },
  });
});
