// Namespaces: validating and extracting qualified names (createElementNS,
// createAttributeNS), locating a namespace and a prefix (lookupNamespaceURI, lookupPrefix,
// isDefaultNamespace), getElementsByTagNameNS, and createAttribute.
// https://dom.spec.whatwg.org/#namespaces, https://dom.spec.whatwg.org/#locate-a-namespace
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function namespaces(lib) {
  "use strict";
  const { DOMException, Document, Element, Node, data, info, inclusiveDescendants, lowercase, parentElement } = lib;
  const { ObjectAssign, ObjectFreeze, RegExpPrototypeExec, String, StringPrototypeIndexOf, StringPrototypeSlice } = lib.primordials;
  if (info.scope !== "Window") return;
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const XML_NS = "http://www.w3.org/XML/1998/namespace";
  const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
  // https://dom.spec.whatwg.org/#valid-element-local-name (the standard's own regular
  // expression), #valid-attribute-local-name and #valid-namespace-prefix.
  const ELEMENT_LOCAL_NAME = /^(?:[A-Za-z][^\0\t\n\f\r\u0020/>]*|[:_\u0080-\u{10FFFF}][A-Za-z0-9\-.:_\u0080-\u{10FFFF}]*)$/u;
  const ATTRIBUTE_LOCAL_NAME = /^[^\0\t\n\f\r\u0020/=>]+$/;
  const NAMESPACE_PREFIX = /^[^\0\t\n\f\r\u0020/>]+$/;
  const isValidElementLocalName = (name) => RegExpPrototypeExec(ELEMENT_LOCAL_NAME, name) !== null;
  const isValidAttributeLocalName = (name) => RegExpPrototypeExec(ATTRIBUTE_LOCAL_NAME, name) !== null;
  const invalid = (name, what) => new DOMException(`The qualified name provided ('${name}') is not a valid ${what}.`, "InvalidCharacterError");
  // https://dom.spec.whatwg.org/#validate-and-extract, for `context` "element" or
  // "attribute": [namespace, prefix, localName, the qualified name they make].
  function validateAndExtract(namespace, qualifiedName, context) {
    qualifiedName = String(qualifiedName);
    // 1. If namespace is the empty string, then set it to null.
    namespace = namespace === null || namespace === undefined || namespace === "" ? null : String(namespace);
    // 2–3. Let prefix be null and localName be qualifiedName.
    let prefix = null, localName = qualifiedName;
    // 4. If qualifiedName contains a U+003A (:), strictly split it on U+003A: prefix is
    //    the first part and localName the second (a third is dropped); prefix must be a
    //    valid namespace prefix.
    const colon = StringPrototypeIndexOf(qualifiedName, ":");
    if (colon >= 0) {
      prefix = StringPrototypeSlice(qualifiedName, 0, colon);
      const next = StringPrototypeIndexOf(qualifiedName, ":", colon + 1);
      localName = StringPrototypeSlice(qualifiedName, colon + 1, next < 0 ? qualifiedName.length : next);
      if (RegExpPrototypeExec(NAMESPACE_PREFIX, prefix) === null) throw invalid(qualifiedName, "namespace prefix");
    }
    // 6. If context is "attribute" and localName is not a valid attribute local name, throw.
    if (context === "attribute" && !isValidAttributeLocalName(localName)) throw invalid(qualifiedName, "attribute name");
    // 7. If context is "element" and localName is not a valid element local name, throw.
    if (context === "element" && !isValidElementLocalName(localName)) throw invalid(qualifiedName, "element name");
    const error = (why) => new DOMException(`'${qualifiedName}' ${why}`, "NamespaceError");
    // 8. If prefix is non-null and namespace is null, then throw a "NamespaceError".
    if (prefix !== null && namespace === null) throw error("has a prefix but no namespace.");
    // 9. If prefix is "xml" and namespace is not the XML namespace, then throw.
    if (prefix === "xml" && namespace !== XML_NS) throw error("has the prefix 'xml' but not the XML namespace.");
    // 10. If either qualifiedName or prefix is "xmlns" and namespace is not the XMLNS
    //     namespace, then throw.
    if ((qualifiedName === "xmlns" || prefix === "xmlns") && namespace !== XMLNS_NS) throw error("is 'xmlns' but not in the XMLNS namespace.");
    // 11. If namespace is the XMLNS namespace and neither qualifiedName nor prefix is
    //     "xmlns", then throw.
    if (namespace === XMLNS_NS && qualifiedName !== "xmlns" && prefix !== "xmlns") throw error("is in the XMLNS namespace but is not 'xmlns'.");
    return [namespace, prefix, localName, prefix === null ? localName : `${prefix}:${localName}`];
  }
  // An element's namespace (HTML's when framescope keeps none) and prefix.
  const namespaceOf = (d) => (d.ns === undefined ? HTML_NS : d.ns);
  const prefixOf = (d) => d.prefix ?? null;
  // The element a node's lookups start from: itself, a document's document element, an
  // attribute's element, a doctype's or fragment's nothing, else its parent element.
  function lookupElement(node) {
    // (An Attr is no tree node; asking first leaves the Attr module unmade for the rest.)
    if (!lib.isTreeNode(node) && lib.is(node, lib.Attr)) return node.ownerElement;
    const d = data(node);
    if (d.type === 1) return node;
    if (d.type === 9) return lib.primordials.ArrayPrototypeFind(d.children, (c) => data(c).type === 1) ?? null;
    if (d.type === 10 || d.type === 11) return null;
    return parentElement(node);
  }
  // https://dom.spec.whatwg.org/#locate-a-namespace (for an element; its attributes by
  // qualified name: xmlns and xmlns:prefix are the XMLNS namespace's).
  function locateNamespace(element, prefix) {
    for (let e = element; e !== null; e = parentElement(e)) {
      const d = data(e);
      // 1–2. The xml and xmlns prefixes are bound.
      if (prefix === "xml") return XML_NS;
      if (prefix === "xmlns") return XMLNS_NS;
      // 3. If its namespace is non-null and its namespace prefix is prefix, return namespace.
      if (prefixOf(d) === prefix && namespaceOf(d) !== null) return namespaceOf(d);
      // 4. An xmlns:prefix attribute (or, for the null prefix, xmlns): its value, or null.
      const value = d.attrs.get(prefix === null ? "xmlns" : "xmlns:" + prefix);
      if (value !== undefined) return value === "" ? null : value;
      // 5–6. Else its parent element's.
    }
    return null;
  }
  // https://dom.spec.whatwg.org/#locate-a-namespace-prefix
  function locatePrefix(element, namespace) {
    for (let e = element; e !== null; e = parentElement(e)) {
      const d = data(e);
      // 1. If element's namespace is namespace and its namespace prefix is non-null, return it.
      if (namespaceOf(d) === namespace && prefixOf(d) !== null) return prefixOf(d);
      // 2. An attribute whose prefix is "xmlns" and whose value is namespace: its local name.
      let found = null;
      d.attrs.forEach((value, name) => {
        if (found === null && value === namespace && StringPrototypeIndexOf(name, "xmlns:") === 0) found = StringPrototypeSlice(name, 6);
      });
      if (found !== null) return found;
      // 3. Else its parent element's.
    }
    return null;
  }
  ObjectAssign(Node.prototype, {
    // https://dom.spec.whatwg.org/#dom-node-lookupprefix
    lookupPrefix(namespace) {
      lib.requireArguments(arguments, 1, "lookupPrefix", "Node");
      lib.checkNode(this);
      // 1. If namespace is null or the empty string, then return null.
      if (namespace === null || namespace === undefined || namespace === "") return null;
      const element = lookupElement(this);
      return element === null ? null : locatePrefix(element, String(namespace));
    },
    // https://dom.spec.whatwg.org/#dom-node-lookupnamespaceuri
    lookupNamespaceURI(prefix) {
      lib.requireArguments(arguments, 1, "lookupNamespaceURI", "Node");
      // 1. If prefix is the empty string, then set it to null.
      prefix = prefix === null || prefix === undefined || prefix === "" ? null : String(prefix);
      const element = lookupElement(this);
      return element === null ? null : locateNamespace(element, prefix);
    },
    // https://dom.spec.whatwg.org/#dom-node-isdefaultnamespace
    isDefaultNamespace(namespace) {
      lib.requireArguments(arguments, 1, "isDefaultNamespace", "Node");
      namespace = namespace === null || namespace === undefined || namespace === "" ? null : String(namespace);
      const element = lookupElement(this);
      return (element === null ? null : locateNamespace(element, null)) === namespace;
    },
  });
  // https://dom.spec.whatwg.org/#concept-getelementsbytagnamens
  // (`namespace`: null or a non-empty string, `localName` a string: the caller converts
  // them once, collections.js.)
  function elementsByTagNameNS(root, namespace, localName) {
    const found = [];
    const nodes = inclusiveDescendants(root);
    for (let i = 1; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type !== 1) continue;
      const local = d.local ?? d.name;
      if ((namespace === "*" || namespaceOf(d) === namespace) && (localName === "*" || local === localName)) found[found.length] = nodes[i];
    }
    return ObjectFreeze(found);
  }
  ObjectAssign(Document.prototype, {
    // https://dom.spec.whatwg.org/#dom-document-createattribute
    createAttribute(localName) {
      lib.requireArguments(arguments, 1, "createAttribute", "Document");
      data(this);
      localName = String(localName);
      // 1. If localName is not a valid attribute local name, then throw.
      if (!isValidAttributeLocalName(localName)) throw new DOMException(`'${localName}' is not a valid attribute name.`, "InvalidCharacterError");
      // 2. If this is an HTML document, then set localName to localName in ASCII lowercase.
      return lib.createAttr(this, data(this).xml !== true ? lowercase(localName) : localName);
    },
    // https://dom.spec.whatwg.org/#dom-document-createattributens
    createAttributeNS(namespace, qualifiedName) {
      lib.requireArguments(arguments, 2, "createAttributeNS", "Document");
      data(this);
      const extracted = validateAndExtract(namespace, qualifiedName, "attribute");
      return lib.createAttr(this, extracted[3], extracted[0] === null ? undefined : extracted);
    },
  });
  ObjectAssign(lib, { validateAndExtract, isValidElementLocalName, isValidAttributeLocalName, elementsByTagNameNS });
});
