// innerHTML, outerHTML and insertAdjacentHTML: HTML's fragment serializing and parsing
// algorithms on elements (the parsing is html5ever's tree builder, fragment_parsing.rs);
// in an XML document, the XML serialization and the XML fragment parsing algorithm
// (dom_parser.js).
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function domParsing(lib, hooks) {
  "use strict";
  const { DOMException, Element, data } = lib;
  const { ObjectDefineProperty } = lib.primordials;
  // The algorithms, made on first use (`lib.lazily`).
  lib.lazily({
    shared: [
      "serializeChildren", "serializeElement", "escapeText", "parseFragment", "buildParsed", "cloned", "insertAll",
      "templateContents", "isTemplate", "templateAdopted",
    ],
  }, () => {
    const { Text, Comment, DocumentFragment, insertNode, makeDocument, makeElement, makeNode, natives } = lib;
    const { SafeSet, SafeWeakMap, String, StringPrototypeReplaceAll, StringPrototypeStartsWith } = lib.primordials;
    // https://html.spec.whatwg.org/multipage/scripting.html#the-template-element
    const isTemplate = (node) => {
      const d = data(node);
      return d.type === 1 && d.name === "template" && d.ns === undefined;
    };
    // https://html.spec.whatwg.org/multipage/scripting.html#template-contents: a template's
    // DocumentFragment, whose node document is the appropriate template contents owner
    // document of the template's (made when first needed: nothing can tell when).
    const contents = lib.internalSlots("dom_parsing.contents");
    function templateContents(template) {
      let fragment = contents.get(template);
      if (fragment === undefined) {
        const owner = inertDocumentOf(data(template).owner);
        // (Its host is the template: https://html.spec.whatwg.org/multipage/scripting.html#template-contents.)
        fragment = makeNode(DocumentFragment, { __proto__: null, type: 11, owner, host: template });
        contents.set(template, fragment);
      }
      return fragment;
    }
    // https://html.spec.whatwg.org/multipage/scripting.html#template-adopting-steps:
    // 1. Let doc be node's node document's appropriate template contents owner document.
    // 2. Adopt node's template contents into doc (contents not made yet will be made there).
    const templateAdopted = (template, document) => {
      const fragment = contents.get(template);
      if (fragment !== undefined) lib.adopt(fragment, inertDocumentOf(document));
    };
    // https://html.spec.whatwg.org/multipage/scripting.html#appropriate-template-contents-owner-document:
    // a document's associated inert template document (a document with no browsing
    // context, so its scripts never run and its frames never load), itself for one.
    function inertDocumentOf(owner) {
      // (`owner` undefined: the realm's document.)
      const d = data(owner ?? lib.document);
      if (d.inertDocument === undefined) {
        const inert = makeDocument();
        data(inert).inertDocument = inert;
        d.inertDocument = inert;
      }
      return d.inertDocument;
    }
    // https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments
    const VOID = new SafeSet();
    const voidNames = ["area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input",
      "keygen", "link", "meta", "param", "source", "track", "wbr"];
    for (let i = 0; i < voidNames.length; i++) VOID.add(voidNames[i]);
    // Text in these is not escaped (noscript: scripting is enabled).
    const RAW = new SafeSet();
    const rawNames = ["style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext", "noscript"];
    for (let i = 0; i < rawNames.length; i++) RAW.add(rawNames[i]);
    // https://html.spec.whatwg.org/multipage/parsing.html#escapingString: "&" "&amp;", U+00A0
    // "&nbsp;", "<" "&lt;", ">" "&gt;", and in attribute mode '"' "&quot;" too.
    const escape = (text, attribute) => {
      text = StringPrototypeReplaceAll(StringPrototypeReplaceAll(text, "&", "&amp;"), "\u00A0", "&nbsp;");
      if (attribute) text = StringPrototypeReplaceAll(text, '"', "&quot;");
      return StringPrototypeReplaceAll(StringPrototypeReplaceAll(text, "<", "&lt;"), ">", "&gt;");
    };
    // The HTML fragment serialization algorithm: `node`'s children. `serializesShadow`
    // (getHTML's options: shadow_root.js) says which hosts' shadow roots are serialized,
    // as a declarative shadow root's template before the host's children.
    function serializeChildren(node, serializesShadow = undefined) {
      // (A template's children, to the serializer, are its contents'.)
      const d = data(isTemplate(node) ? templateContents(node) : node);
      let s = "";
      if (serializesShadow !== undefined && d.shadowRoot !== undefined && serializesShadow(d.shadowRoot)) {
        const r = data(d.shadowRoot);
        s += '<template shadowrootmode="' + r.mode + '"';
        if (r.delegatesFocus) s += ' shadowrootdelegatesfocus=""';
        if (r.serializable) s += ' shadowrootserializable=""';
        if (r.clonable) s += ' shadowrootclonable=""';
        // (A shadow root whose custom element registry is not its host's document's.)
        if (lib.agent.registries === true && lib.serializesRegistry(d.shadowRoot)) s += ' shadowrootcustomelementregistry=""';
        s += ">" + serializeChildren(d.shadowRoot, serializesShadow) + "</template>";
      }
      for (let i = 0; i < d.children.length; i++) {
        const child = d.children[i], c = data(child);
        if (c.type === 1) s += serializeElement(child, serializesShadow);
        else if (c.type === 3) s += d.type === 1 && RAW.has(d.name) ? c.text : escape(c.text, false);
        else if (c.type === 8) s += "<!--" + c.text + "-->";
        else if (c.type === 10) s += "<!DOCTYPE " + c.name + ">";
        else if (c.type === 7) s += "<?" + c.target + " " + c.text + ">";
      }
      return s;
    }
    function serializeElement(element, serializesShadow = undefined) {
      const d = data(element);
      let s = "<" + d.name;
      // (An element's is value, when it has no is attribute, is written as one.)
      if (d.isValue !== undefined && !d.attrs.has("is")) s += ' is="' + escape(d.isValue, true) + '"';
      d.attrs.forEach((value, name) => { s += " " + name + '="' + escape(value, true) + '"'; });
      s += ">";
      if (VOID.has(d.name)) return s;
      return s + serializeChildren(element, serializesShadow) + "</" + d.name + ">";
    }

    // https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm:
    // the nodes of `markup` parsed in the context of an element named `context`. Script
    // elements it makes are already started (they never run); `on…` attributes set their
    // handlers.
    // (`owner`: the document the nodes are made in; undefined: the realm's. `registry`:
    // the custom element registry of the elements it makes, the context's — undefined:
    // their document's, as for those in a template's contents.)
    function parseFragment(markup, context, owner = undefined, registry = undefined) {
      const list = natives.parseFragment(String(markup), context);
      const nodes = [];
      for (let i = 0; i < list.length; i++) nodes[nodes.length] = build(list[i], owner, registry);
      return nodes;
    }
    // A node of the runtime's parser (fragment_parsing.rs), its children too, in `owner`'s
    // document (undefined: the realm's), its elements of `registry`. `forToken`: made as
    // the HTML parser makes it for a token (what document.write() parses into a document
    // it opened), else as the fragment parser does.
    function build(item, owner, registry = undefined, forToken = false) {
      const fields = { __proto__: null, type: item[0], text: item[1] };
      if (owner !== undefined) fields.owner = owner;
      if (item[0] === 3) return makeNode(Text, fields);
      if (item[0] === 8) return makeNode(Comment, fields);
      // (An element of a defined name gets an upgrade reaction: it is constructed when the
      // [CEReactions] member that parsed ends, connected or not, as in browsers; the HTML
      // parser constructs it at once.)
      const element = forToken && item[4] === ""
        ? lib.createElementForToken(item[1], item[2], owner ?? lib.document, false, registry)
        : makeElement(item[1], item[2], item[4] === "" ? undefined : item[4], owner, item[1], undefined, registry);
      attributesSet(element, item[2]);
      // A script the fragment parser makes is already started, and not force async.
      if (item[1] === "script") {
        lib.scriptStarted(element);
        data(element).forceAsync = false;
      }
      // (The tree builder puts what a template holds in its contents.)
      const children = item[3];
      const parent = isTemplate(element) ? templateContents(element) : element;
      const childOwner = parent === element ? owner : data(parent).owner;
      const childRegistry = parent === element ? registry : undefined;
      for (let i = 0; i < children.length; i++) insertNode(parent, build(children[i], childOwner, childRegistry, forToken), null);
      return element;
    }
    // `attrs` ([name, value] pairs) were given to a new element: its event handler content
    // attributes set its handlers (global_event_handlers.js).
    function attributesSet(element, attrs) {
      for (let i = 0; i < attrs.length; i++) {
        if (StringPrototypeStartsWith(attrs[i][0], "on")) lib.contentHandlerChanged?.(element, attrs[i][0], attrs[i][1]);
      }
    }
    // https://dom.spec.whatwg.org/#concept-node-clone's cloning steps for elements; a
    // template's (https://html.spec.whatwg.org/multipage/scripting.html#the-template-element:concept-node-clone-ext)
    // copy its contents' children when `deep`.
    const cloned = (element, copy, attrs, deep) => {
      attributesSet(copy, attrs);
      if (data(element).name === "script" && lib.isScriptStarted(element)) lib.scriptStarted(copy);
      if (deep && isTemplate(element) && contents.has(element)) {
        const children = data(contents.get(element)).children;
        for (let i = 0; i < children.length; i++) insertNode(templateContents(copy), lib.cloneNode(children[i], true), null);
      }
    };
    const insertAll = (parent, nodes, child) => {
      for (let i = 0; i < nodes.length; i++) insertNode(parent, nodes[i], child);
    };

    return {
      __proto__: null, serializeChildren, serializeElement, escapeText: (text) => escape(text, false), parseFragment,
      buildParsed: build, cloned, insertAll, templateContents, isTemplate, templateAdopted,
    };
  });
  // Whether `node`'s node document is an XML document.
  const inXMLDocument = (node) => data(lib.nodeDocument(node)).xml === true;
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#fragment-serializing-algorithm-steps
  // (require well-formed true): `node`'s children, by HTML's serialization, or in an XML
  // document as XML.
  function serializeFragment(node) {
    if (!inXMLDocument(node)) return lib.serializeChildren(node);
    const children = data(lib.isTemplate(node) ? lib.templateContents(node) : node).children;
    let s = "";
    for (let i = 0; i < children.length; i++) s += lib.xmlSerialize(children[i], true);
    return s;
  }
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#fragment-parsing-algorithm-steps:
  // the nodes of `markup` in the context of the element `context` (`owner`: the document
  // to make them in), by HTML's fragment parsing, or the XML fragment parsing algorithm in
  // an XML document (a SyntaxError when not well-formed; `operation` names the caller).
  // (`registry`: the custom element registry the fragment's elements are made with, for
  // the HTML parser: scoped registries, custom_element_registry.js.)
  function parseFragmentIn(markup, context, owner, operation, registry = undefined) {
    if (inXMLDocument(context)) return lib.parseXMLFragment(markup, context, operation);
    return lib.parseFragment(markup, data(context).name, owner, registry);
  }
  lib.serializeFragment = serializeFragment;
  lib.parseFragmentIn = parseFragmentIn;
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml
  lib.defineMembers(Element.prototype, {
    get innerHTML() {
      return serializeFragment(this);
    },
    set innerHTML(value) {
      // 3. Let fragment be the result of the fragment parsing algorithm steps given
      //    context and compliantString. 4. If context is a template element, set context to
      //    its template contents. 5. Replace all with fragment within context.
      // (A template's contents are made in its inert document: their handlers not compiled.)
      const context = lib.isTemplate(this) ? lib.templateContents(this) : this;
      const nodes = parseFragmentIn(value === null ? "" : value, this, data(context).owner, "set the 'innerHTML' property on 'Element'",
        context === this ? lib.fragmentRegistry(this) : undefined);
      lib.replaceAll(context, nodes);
    },
    // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-outerhtml
    get outerHTML() {
      return inXMLDocument(this) ? lib.xmlSerialize(this, true) : lib.serializeElement(this);
    },
    set outerHTML(value) {
      // 2. Let parent be this's parent. 3. If parent is null, return.
      const parent = data(this).parent;
      if (parent === null) return;
      // 4. If parent is a Document, throw a "NoModificationAllowedError" DOMException.
      if (data(parent).type === 9) throw new DOMException("This element's parent is of type '#document'.", "NoModificationAllowedError");
      // 5. If parent is a DocumentFragment, let parent be a new body element.
      const context = data(parent).type === 11 ? lib.makeElement("body", [], undefined, lib.nodeDocument(this)) : parent;
      // 6–7. Parse, then replace this with the fragment within this's parent.
      const nodes = parseFragmentIn(value === null ? "" : value, context, undefined, "set the 'outerHTML' property on 'Element'",
        data(parent).type === 11 ? undefined : lib.fragmentRegistry(parent));
      const fragment = lib.makeNode(lib.DocumentFragment, { __proto__: null, type: 11 });
      lib.insertAll(fragment, nodes, null);
      lib.replaceNode(parent, fragment, this);
    },
  });
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-insertadjacenthtml
  ObjectDefineProperty(Element.prototype, "insertAdjacentHTML", {
    __proto__: null,
    value: function insertAdjacentHTML(position, text) {
      lib.requireArguments(arguments, 2, "insertAdjacentHTML", "Element");
      position = lib.lowercase(position);
      const parent = data(this).parent;
      let context;
      // 3. beforebegin / afterend: the context is this's parent (not null, not a document).
      if (position === "beforebegin" || position === "afterend") {
        if (parent === null || data(parent).type === 9) {
          throw new DOMException("The element has no parent.", "NoModificationAllowedError");
        }
        context = data(parent).type === 11 ? lib.makeElement("body", [], undefined, lib.nodeDocument(this)) : parent;
      } else if (position === "afterbegin" || position === "beforeend") {
        context = this;
      } else {
        throw new DOMException(`The value provided ('${position}') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.`, "SyntaxError");
      }
      const contextNode = position === "beforebegin" || position === "afterend" ? parent : this;
      const nodes = parseFragmentIn(text, context, undefined, "execute 'insertAdjacentHTML' on 'Element'",
        data(contextNode).type === 11 ? undefined : lib.fragmentRegistry(contextNode));
      if (position === "beforebegin") lib.insertAll(parent, nodes, this);
      else if (position === "afterbegin") lib.insertAll(this, nodes, data(this).children[0] ?? null);
      else if (position === "beforeend") lib.insertAll(this, nodes, null);
      else lib.insertAll(parent, nodes, lib.sibling(this, 1));
    },
    writable: true, enumerable: true, configurable: true,
  });
});
