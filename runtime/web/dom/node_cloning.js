// Cloning and equality of nodes: `cloneNode` and `importNode`'s clones (elements with their
// attributes, namespaces and clonable shadow roots, the other node types with their data),
// and `isEqualNode`'s comparison.
// https://dom.spec.whatwg.org/#concept-node-clone, https://dom.spec.whatwg.org/#concept-node-equals
//
// A module of the realm's bootstrap (see bootstrap.js), run after nodes.js with its `lib`;
// like it, it calls only the built-ins captured before any page script ran (primordials.js).
(function nodeCloning(lib) {
  "use strict";
  const { CDATASection, Comment, DocumentFragment, Text, data, insertNode, isCharacterData, makeNode } = lib;
  // https://dom.spec.whatwg.org/#concept-node-clone (elements keep their attributes; a
  // clone of an element with `on…` attributes gets its own handlers, of a script element
  // its "already started").
  // `document` is the copy's node document (the node's, unless importNode gives another);
  // `fallbackRegistry` the custom element registry of copies of elements that have none
  // (importNode's; null otherwise).
  function cloneNode(node, deep, document = undefined, fallbackRegistry = null) {
    const d = data(node);
    document ??= d.owner ?? lib.document;
    let copy;
    if (d.type === 9) {
      // https://dom.spec.whatwg.org/#concept-node-clone step 2 (Document): a new document
      // of the same interface with node's encoding, content type, URL and origin (its
      // realm's), with no browsing context; its children are its own.
      copy = lib.makeDocument();
      lib.primordials.ObjectSetPrototypeOf(copy, lib.primordials.ObjectGetPrototypeOf(node));
      const c = data(copy);
      if (d.contentType !== undefined) c.contentType = d.contentType;
      if (d.xml === true) c.xml = true;
      if (d.quirksMode !== undefined) c.quirksMode = d.quirksMode;
      c.url = node === lib.document ? lib.info.location.href : d.url ?? "about:blank";
      c.characterSet = node === lib.document ? lib.info.characterSet : d.characterSet ?? "UTF-8";
      document = copy;
    } else if (d.type === 1) {
      const attrs = [];
      d.attrs.forEach((value, name) => { attrs[attrs.length] = [name, value]; });
      // https://dom.spec.whatwg.org/#clone-a-single-node step 2.1–2.3: node's registry, or
      // fallbackRegistry if it has none; a global one becomes document's effective global
      // registry (custom_element_registry.js).
      const registry = lib.agent.registries === true ? lib.cloneRegistry(lib.nodeRegistry(node) ?? fallbackRegistry, document) : undefined;
      copy = lib.makeElement(d.name, attrs, d.ns, document, d.local ?? d.name, d.isValue, registry);
      // (Its namespace prefix and local name, and its attributes' namespaces.)
      const c = data(copy);
      if (d.local !== undefined) c.local = d.local;
      if (d.prefix !== undefined) c.prefix = d.prefix;
      if (d.attrNS !== undefined) {
        c.attrNS = new lib.primordials.SafeMap();
        d.attrNS.forEach((v, name) => c.attrNS.set(name, v));
      }
      lib.cloned(node, copy, attrs, deep);
    } else if (d.type === 11) {
      copy = makeNode(DocumentFragment, { __proto__: null, type: 11, owner: document });
    } else if (d.type === 10 || d.type === 7) {
      copy = lib.cloneDoctypeOrInstruction(node);
      data(copy).owner = document;
    } else {
      copy = makeNode(d.type === 3 ? Text : d.type === 4 ? CDATASection : Comment, { __proto__: null, type: d.type, text: d.text, owner: document });
    }
    // https://dom.spec.whatwg.org/#concept-node-clone step 7: a clonable shadow root is
    // cloned with its host (attached to the copy, its children cloned).
    if (d.type === 1 && d.shadowRoot !== undefined && data(d.shadowRoot).clonable === true) lib.cloneShadowRoot(node, copy);
    if (deep) for (let i = 0; i < d.children.length; i++) insertNode(copy, cloneNode(d.children[i], true, document, fallbackRegistry), null);
    return copy;
  }
  // https://dom.spec.whatwg.org/#concept-node-equals
  function equals(a, b) {
    const d = data(a), e = lib.isTreeNode(b) ? data(b) : undefined;
    // 1. A and B implement the same interfaces (node type), and their own fields match.
    if (e === undefined || d.type !== e.type) return false;
    if (d.type === 10 && (d.name !== e.name || d.publicId !== e.publicId || d.systemId !== e.systemId)) return false;
    if (d.type === 1) {
      // (Namespace, prefix, local name; each attribute's namespace, local name and value,
      // whatever its prefix.)
      if ((d.local ?? d.name) !== (e.local ?? e.name) || d.ns !== e.ns || (d.prefix ?? null) !== (e.prefix ?? null) || d.attrs.size !== e.attrs.size) return false;
      let same = true;
      d.attrs.forEach((value, name) => {
        const ns = d.attrNS?.get(name);
        const other = ns === undefined ? lib.findAttributeNS(e, null, name) : lib.findAttributeNS(e, ns[0], ns[2]);
        if (other === undefined || e.attrs.get(other) !== value) same = false;
      });
      if (!same) return false;
    }
    if (d.type === 7 && d.target !== e.target) return false;
    if (isCharacterData(d) && d.text !== e.text) return false;
    // 4–5. The same number of children, each equal to the other's at the same index.
    if (d.children.length !== e.children.length) return false;
    for (let i = 0; i < d.children.length; i++) if (!equals(d.children[i], e.children[i])) return false;
    return true;
  }
  lib.cloneNode = cloneNode;
  lib.nodesEqual = equals;
});
