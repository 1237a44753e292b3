// DOMParser: a document from markup — text/html with html5ever's tree builder and
// scripting disabled (fragment_parsing.rs); text/xml, application/xml,
// application/xhtml+xml and image/svg+xml as XML documents with quick-xml's namespace-aware
// parser (xml_parsing.rs), a document holding a parsererror element when the text is not
// well-formed. XMLSerializer: a node's XML serialization, namespaces and prefixes
// included, as DOM Parsing's algorithm produces it.
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization,
// https://w3c.github.io/DOM-Parsing/#xml-serialization
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function domParser(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["DOMParser", "XMLSerializer"], shared: ["parseXMLDocument", "parseXMLFragment", "xmlSerialize"] }, () => {
    const { buildParsed, data, insertNode, makeDocument, makeElement, makeNode, natives } = lib;
    const {
      RegExpPrototypeExec, SafeMap, String, StringPrototypeIndexOf, StringPrototypeReplaceAll, StringPrototypeSlice,
      StringPrototypeToLowerCase, TypeError,
    } = lib.primordials;
    const HTML_NS = "http://www.w3.org/1999/xhtml";
    const SVG_NS = "http://www.w3.org/2000/svg";
    const XML_NS = "http://www.w3.org/XML/1998/namespace";
    const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
    const PARSERERROR_NS = "http://www.mozilla.org/newlayout/xml/parsererror.xml";
    const TYPES = { __proto__: null, "text/html": true, "text/xml": false, "application/xml": false, "application/xhtml+xml": false, "image/svg+xml": false };
    // A qualified name's prefix (null) and local name.
    const split = (qualifiedName) => {
      const colon = StringPrototypeIndexOf(qualifiedName, ":");
      return colon < 0 ? [null, qualifiedName] : [StringPrototypeSlice(qualifiedName, 0, colon), StringPrototypeSlice(qualifiedName, colon + 1)];
    };
    // A node of the XML parser (xml_parsing.rs), its children too, in `doc` (a template's
    // in its contents). `fragment`: made by the XML fragment parsing algorithm, whose
    // script elements are already started.
    function buildXML(item, doc, fragment = false) {
      switch (item[0]) {
      case 1: {
        const namespace = item[2] === "" ? null : item[2];
        // (No array destructuring: it would call the page's array iterator.)
        const parts = split(item[1]), prefix = parts[0], local = parts[1];
        const element = makeElement(namespace === HTML_NS ? local : item[1], [], namespace === null ? null : namespace, doc, local);
        if (prefix !== null) { const d = data(element); d.prefix = prefix; d.local = local; }
        const attrs = item[3];
        for (let i = 0; i < attrs.length; i++) {
          if (attrs[i][2] === "") lib.changeAttribute(element, attrs[i][0], attrs[i][1]);
          else lib.setAttributeNS(element, attrs[i][2], attrs[i][0], attrs[i][1]);
        }
        if (fragment && local === "script" && (namespace === HTML_NS || namespace === SVG_NS)) lib.scriptStarted(element);
        const children = item[4];
        const parent = namespace === HTML_NS && local === "template" ? lib.templateContents(element) : element;
        const childDoc = parent === element ? doc : data(parent).owner;
        for (let i = 0; i < children.length; i++) insertNode(parent, buildXML(children[i], childDoc, fragment), null);
        return element;
      }
      case 3: return makeNode(lib.Text, { __proto__: null, type: 3, text: item[1], owner: doc });
      case 4: return makeNode(lib.CDATASection, { __proto__: null, type: 4, text: item[1], owner: doc });
      case 8: return makeNode(lib.Comment, { __proto__: null, type: 8, text: item[1], owner: doc });
      case 7: return lib.makeInstruction(item[1], item[2], doc);
      default: return lib.makeDoctype(item[1], item[2], item[3], doc);
      }
    }
    // https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents: an XML
    // document of content type `type` from `text`; not well-formed text gives a document
    // whose element is a parsererror element saying where and why (as Firefox writes it).
    // (`nullOnError`: XMLHttpRequest's document response, which is null then.)
    function parseXMLDocument(text, type, nullOnError = false, url = lib.info.location.href) {
      // (A Document, not an XMLDocument, as DOMParser's are.)
      const doc = makeDocument();
      const d = data(doc);
      d.contentType = type;
      d.xml = true;
      d.url = url;
      const result = natives.parseXML(String(text));
      if (result.error === undefined) {
        const nodes = result.nodes;
        for (let i = 0; i < nodes.length; i++) insertNode(doc, buildXML(nodes[i], doc), null);
        return doc;
      }
      if (nullOnError) return null;
      const error = makeElement("parsererror", [], PARSERERROR_NS, doc);
      const message = `XML Parsing Error: ${result.error}\nLocation: ${d.url}\nLine Number ${result.line}, Column ${result.column}:`;
      insertNode(error, makeNode(lib.Text, { __proto__: null, type: 3, text: message, owner: doc }), null);
      insertNode(doc, error, null);
      return doc;
    }
    // https://html.spec.whatwg.org/multipage/xhtml.html#xml-fragment-parsing-algorithm: the
    // nodes of `markup` parsed as the children of `context`'s start tag, which declares
    // the namespace prefixes and default namespace in scope there; not well-formed is a
    // SyntaxError. (The nodes are made in `context`'s node document.)
    function parseXMLFragment(markup, context, operation) {
      const bindings = new SafeMap();
      for (let e = context; e !== null && data(e).type === 1; e = data(e).parent) {
        const d = data(e);
        // (An element's own prefix binds its namespace; its xmlns attributes bind theirs.)
        const own = d.prefix ?? "";
        if (!bindings.has(own)) bindings.set(own, d.ns === undefined ? HTML_NS : d.ns ?? "");
        d.attrs.forEach((value, name) => {
          const ns = d.attrNS?.get(name);
          const prefix = ns === undefined ? (name === "xmlns" ? "" : StringPrototypeIndexOf(name, "xmlns:") === 0 ? StringPrototypeSlice(name, 6) : null)
            : ns[0] === XMLNS_NS ? (ns[1] === null ? "" : ns[2]) : null;
          if (prefix !== null && !bindings.has(prefix) && (prefix === "" || value !== "")) bindings.set(prefix, value);
        });
      }
      let start = "<context";
      bindings.forEach((ns, prefix) => {
        if (prefix !== "xml" && prefix !== "xmlns") start += " xmlns" + (prefix === "" ? "" : ":" + prefix) + "=\"" + escapeAttribute(ns) + "\"";
      });
      const result = natives.parseXML(start + ">" + String(markup) + "</context>");
      if (result.error !== undefined) throw new lib.DOMException(`Failed to ${operation}: The provided markup is invalid XML, and therefore cannot be inserted into an XML document (${result.error}).`, "SyntaxError");
      const doc = lib.nodeDocument(context);
      const items = result.nodes[0][4];
      const nodes = [];
      for (let i = 0; i < items.length; i++) nodes[i] = buildXML(items[i], doc, true);
      return nodes;
    }
    class DOMParser {
      // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
      parseFromString(string, type) {
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'parseFromString' on 'DOMParser': 2 arguments required, but only ${arguments.length} present.`);
        type = String(type);
        const html = TYPES[type];
        if (html === undefined) throw new TypeError(`Failed to execute 'parseFromString' on 'DOMParser': The provided value '${type}' is not a valid enum value of type DOMParserSupportedType.`);
        // 3. Let document be a new Document, whose content type is type and whose URL is
        //    this's relevant global object's associated Document's URL (the parser's
        //    realm's, not the method's: another frame's DOMParser gives its document's).
        const url = lib.realmOfObject(this).info.location.href;
        if (!html) return parseXMLDocument(string, type, false, url);
        // (Scripting is disabled for it.) 4–5. Parse compliantString into it.
        const doc = makeDocument();
        data(doc).url = url;
        const nodes = natives.parseDocument(String(string));
        lib.setDocumentMode(doc, nodes.mode);
        for (let i = 0; i < nodes.length; i++) insertNode(doc, buildParsed(nodes[i], doc), null);
        return doc;
      }
    }

    // ——— XML serialization (https://w3c.github.io/DOM-Parsing/#xml-serialization) ———
    // (require well-formed is false, as for XMLSerializer and innerHTML of XML documents.)
    const escapeText = (text) => StringPrototypeReplaceAll(StringPrototypeReplaceAll(StringPrototypeReplaceAll(text, "&", "&amp;"), "<", "&lt;"), ">", "&gt;");
    // https://w3c.github.io/DOM-Parsing/#dfn-serializing-an-attribute-value
    const escapeAttribute = (value) =>
      StringPrototypeReplaceAll(StringPrototypeReplaceAll(StringPrototypeReplaceAll(StringPrototypeReplaceAll(
        StringPrototypeReplaceAll(StringPrototypeReplaceAll(StringPrototypeReplaceAll(
          value, "&", "&amp;"), "\"", "&quot;"), "<", "&lt;"), ">", "&gt;"), "\t", "&#x9;"), "\n", "&#xA;"), "\r", "&#xD;");
    const namespaceOf = (d) => (d.ns === undefined ? HTML_NS : d.ns);
    const localOf = (d) => d.local ?? d.name;
    // An element's attributes as [namespace, prefix, localName, value].
    function attributesOf(d) {
      const list = [];
      d.attrs.forEach((value, name) => {
        const ns = d.attrNS?.get(name);
        list[list.length] = ns === undefined ? [null, null, name, value] : [ns[0], ns[1], ns[2], value];
      });
      return list;
    }
    // A namespace prefix map: namespace → its prefixes, most recent last.
    const copyMap = (map) => {
      const copy = new SafeMap();
      map.forEach((prefixes, ns) => copy.set(ns, lib.primordials.copyArray(prefixes)));
      return copy;
    };
    const addPrefix = (map, prefix, ns) => {
      const list = map.get(ns);
      if (list === undefined) map.set(ns, [prefix]);
      else list[list.length] = prefix;
    };
    // https://w3c.github.io/DOM-Parsing/#dfn-retrieving-a-preferred-prefix-string
    function preferredPrefix(map, ns, preferred) {
      const candidates = map.get(ns);
      if (candidates === undefined) return null;
      let last = null;
      for (let i = 0; i < candidates.length; i++) {
        if (candidates[i] === preferred) return preferred;
        last = candidates[i];
      }
      return last;
    }
    // https://w3c.github.io/DOM-Parsing/#dfn-recording-the-namespace-information
    function recordNamespaces(d, map, localPrefixes) {
      let defaultNamespace = null;
      const attrs = attributesOf(d);
      for (let i = 0; i < attrs.length; i++) {
        const ns = attrs[i][0], prefix = attrs[i][1], local = attrs[i][2], value = attrs[i][3];
        if (ns !== XMLNS_NS) continue;
        if (prefix === null) { defaultNamespace = value; continue; }
        const declared = value === "" ? null : value;
        if (map.get(declared)?.[0] !== undefined && preferredPrefix(map, declared, local) === local) continue;
        addPrefix(map, local, declared);
        localPrefixes.set(local, declared);
      }
      return defaultNamespace;
    }
    // The require well-formed flag of the serialization under way (innerHTML's and
    // outerHTML's, in XML documents): what XML could not parse back is an
    // InvalidStateError.
    let wellFormed = false;
    const notWellFormed = (why) => { throw new lib.DOMException(`Failed to serialize: ${why}, which is not well-formed XML.`, "InvalidStateError"); };
    // https://www.w3.org/TR/xml/#NT-Char
    const NOT_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
    const chars = (text, what) => { if (wellFormed && RegExpPrototypeExec(NOT_CHAR, text) !== null) notWellFormed(`${what} has characters XML does not allow`); };
    function serializeNode(node, context, map, index) {
      const d = data(node);
      switch (d.type) {
      case 1: return serializeElement(node, d, context, map, index);
      case 9: if (wellFormed && !lib.primordials.ArrayPrototypeSome(d.children, (c) => data(c).type === 1)) notWellFormed("a document has no document element");
      // falls through
      case 11: {
        let s = "";
        for (let i = 0; i < d.children.length; i++) s += serializeNode(d.children[i], context, map, index);
        return s;
      }
      case 3: chars(d.text, "a text node"); return escapeText(d.text);
      case 4: return "<![CDATA[" + d.text + "]]>";
      case 8:
        chars(d.text, "a comment");
        if (wellFormed && (StringPrototypeIndexOf(d.text, "--") >= 0 || d.text[d.text.length - 1] === "-")) notWellFormed("a comment has \"--\" or ends with \"-\"");
        return "<!--" + d.text + "-->";
      case 7:
        chars(d.text, "a processing instruction");
        if (wellFormed && (StringPrototypeIndexOf(d.target, ":") >= 0 || StringPrototypeToLowerCase(d.target) === "xml" || StringPrototypeIndexOf(d.text, "?>") >= 0)) notWellFormed(`the processing instruction ${d.target}`);
        return "<?" + d.target + " " + d.text + "?>";
      case 10: {
        let s = "<!DOCTYPE " + d.name;
        if (d.publicId !== "") s += " PUBLIC \"" + d.publicId + "\"";
        else if (d.systemId !== "") s += " SYSTEM";
        if (d.systemId !== "") s += " \"" + d.systemId + "\"";
        return s + ">";
      }
      default: return "";
      }
    }
    // https://w3c.github.io/DOM-Parsing/#xml-serializing-an-element-node
    function serializeElement(node, d, context, map, index) {
      // 2–5. Copy the prefix map; record this element's namespace declarations.
      map = copyMap(map);
      const localPrefixes = new SafeMap();
      const localDefault = recordNamespaces(d, map, localPrefixes);
      let inherited = context, ignoreDefault = false, qualifiedName;
      const ns = namespaceOf(d), local = localOf(d);
      if (wellFormed && (StringPrototypeIndexOf(local, ":") >= 0 || !lib.isXMLName(local))) notWellFormed(`the element name "${local}"`);
      let markup = "<";
      // 7. The same namespace as the context's: the local name (xml:-prefixed for XML's).
      if (inherited === ns) {
        if (localDefault !== null) ignoreDefault = true;
        qualifiedName = ns === XML_NS ? "xml:" + local : local;
        markup += qualifiedName;
      } else {
        // 8. Else a prefix the map has for it, a new declaration of the element's own
        //    prefix, or a default namespace declaration.
        const prefix = d.prefix ?? null;
        let candidate = preferredPrefix(map, ns, prefix);
        if (prefix === "xmlns") candidate = null;
        if (candidate !== null) {
          qualifiedName = candidate + ":" + local;
          if (localDefault !== null && localDefault !== XML_NS) inherited = localDefault === "" ? null : localDefault;
          markup += qualifiedName;
        } else if (prefix !== null) {
          let chosen = prefix;
          if (localPrefixes.has(prefix)) chosen = "ns" + index.value++;
          addPrefix(map, chosen, ns);
          qualifiedName = chosen + ":" + local;
          markup += qualifiedName + " xmlns:" + chosen + "=\"" + escapeAttribute(ns ?? "") + "\"";
          if (localDefault !== null) inherited = localDefault === "" ? null : localDefault;
        } else if (localDefault === null || localDefault !== (ns ?? "")) {
          ignoreDefault = true;
          qualifiedName = local;
          inherited = ns;
          markup += qualifiedName + " xmlns=\"" + escapeAttribute(ns ?? "") + "\"";
        } else {
          qualifiedName = local;
          inherited = ns;
          markup += qualifiedName;
        }
      }
      // 9. The attributes.
      markup += serializeAttributes(d, map, index, localPrefixes, ignoreDefault);
      // 10–11. Childless: void HTML elements " /", others "/", and no end tag.
      const children = ns === HTML_NS && local === "template" && lib.isTemplate?.(node) ? data(lib.templateContents(node)).children : d.children;
      if (children.length === 0) {
        if (ns === HTML_NS && lib.VOID.has(local)) return markup + " />";
        if (ns !== HTML_NS) return markup + "/>";
      }
      markup += ">";
      // 12–14. The children, in the element's namespace and prefixes.
      for (let i = 0; i < children.length; i++) markup += serializeNode(children[i], inherited, map, index);
      return markup + "</" + qualifiedName + ">";
    }
    // https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization-of-the-attributes
    function serializeAttributes(d, map, index, localPrefixes, ignoreDefault) {
      let result = "";
      const attrs = attributesOf(d);
      for (let i = 0; i < attrs.length; i++) {
        const ns = attrs[i][0], prefix = attrs[i][1], local = attrs[i][2], value = attrs[i][3];
        if (wellFormed && (StringPrototypeIndexOf(local, ":") >= 0 || !lib.isXMLName(local) || (ns === null && local === "xmlns"))) notWellFormed(`the attribute name "${local}"`);
        chars(value, "an attribute value");
        // (An attribute named xmlns in no namespace is no declaration: Chrome leaves it out,
        // as it may contradict the element's namespace.)
        if (ns === null && local === "xmlns") continue;
        let candidate = null;
        if (ns !== null) {
          candidate = preferredPrefix(map, ns, prefix);
          if (ns === XMLNS_NS) {
            // (Declarations the element's own name or an ancestor made are left out.)
            if (value === XML_NS || (prefix === null && ignoreDefault) || (prefix !== null && localPrefixes.get(local) !== (value === "" ? null : value))) continue;
            if (prefix === null) { result += " xmlns=\"" + escapeAttribute(value) + "\""; continue; }
            candidate = "xmlns";
          } else if (candidate === null) {
            // (A generated prefix, as the algorithm says, whatever the attribute's own.)
            candidate = "ns" + index.value++;
            addPrefix(map, candidate, ns);
            result += " xmlns:" + candidate + "=\"" + escapeAttribute(ns) + "\"";
          }
        }
        result += " " + (candidate !== null ? candidate + ":" : "") + local + "=\"" + escapeAttribute(value) + "\"";
      }
      return result;
    }
    // The XML serialization of `node` (a context namespace of null, the xml prefix known);
    // `requireWellFormed`: the flag of innerHTML and outerHTML.
    function xmlSerialize(node, requireWellFormed = false) {
      const map = new SafeMap();
      map.set(XML_NS, ["xml"]);
      const outer = wellFormed;
      wellFormed = requireWellFormed;
      try {
        return serializeNode(node, null, map, { __proto__: null, value: 1 });
      } finally {
        wellFormed = outer;
      }
    }
    // https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
    class XMLSerializer {
      serializeToString(root) {
        if (!lib.is(this, XMLSerializer)) throw new TypeError("Illegal invocation");
        lib.requireArguments(arguments, 1, "serializeToString", "XMLSerializer");
        if (!lib.isTreeNode(root)) {
          if (lib.is(root, lib.Attr)) return "";
          throw new TypeError("Failed to execute 'serializeToString' on 'XMLSerializer': parameter 1 is not of type 'Node'.");
        }
        return xmlSerialize(root);
      }
    }
    return { __proto__: null, DOMParser, XMLSerializer, parseXMLDocument, parseXMLFragment, xmlSerialize };
  });
});
