// The Document: its interface, the realm's one document, its readiness and load timing info.
// https://dom.spec.whatwg.org/#interface-document
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function documentModule(lib, hooks) {
  "use strict";
  const {
    Comment, DOMException, Event, NOT_ASCII_WHITESPACE, Node, Text, childNodeMixin, data,
    defineEventHandler, dispatch, elementChildren, elementsByTagName, exposeAll,
    global, inclusiveDescendants, info, insertNode, location,
    lowercase, makeElement, makeNode, querySelectorAll, setTextContent, textContent, tokens,
    trust,
  } = lib;
  const {
    ArrayPrototypeFind, ArrayPrototypeJoin, ObjectAssign, ObjectSetPrototypeOf, RegExpPrototypeExec,
    String, StringPrototypeIndexOf, StringPrototypeSlice, TypeError,
  } = lib.primordials;
  // https://dom.spec.whatwg.org/#dom-document-createevent: the table of interfaces (those
  // framescope has), looked up when asked (some modules come later).
  const EVENT_INTERFACES = {
    __proto__: null,
    customevent: () => lib.CustomEvent, event: () => Event, events: () => Event, htmlevents: () => Event,
    svgevents: () => Event, focusevent: () => lib.FocusEvent, keyboardevent: () => lib.KeyboardEvent,
    messageevent: () => lib.MessageEvent, mouseevent: () => lib.MouseEvent, mouseevents: () => lib.MouseEvent,
    uievent: () => lib.UIEvent, uievents: () => lib.UIEvent, compositionevent: () => lib.CompositionEvent,
    dragevent: () => lib.DragEvent, hashchangeevent: () => lib.HashChangeEvent, storageevent: () => lib.StorageEvent,
    textevent: () => function TextEvent(type) { return lib.newTextEvent(type); },
    // (Its interface object has no constructor: a function that makes one.)
    beforeunloadevent: () => function BeforeUnloadEvent(type) { return lib.newBeforeUnloadEvent(type, false); },
  };
  // https://dom.spec.whatwg.org/#interface-document
  const documentElement = (node) => ArrayPrototypeFind(data(node).children, (c) => data(c).type === 1) ?? null;
  const childElementNamed = (node, test) => {
    const element = documentElement(node);
    return element === null ? null : ArrayPrototypeFind(elementChildren(element), (c) => test(data(c).name)) ?? null;
  };
  // The node document of the nodes a document makes (left out for the realm's own).
  const ownerFields = (doc, fields) => {
    if (doc !== document) fields.owner = doc;
    return fields;
  };
  class Document extends Node {
    // https://dom.spec.whatwg.org/#dom-document-document: a new XML document
    // ("application/xml"), never connected.
    constructor() {
      const document = makeDocument();
      data(document).contentType = "application/xml";
      data(document).xml = true;
      if (new.target !== Document) ObjectSetPrototypeOf(document, new.target.prototype);
      return document;
    }
    // https://dom.spec.whatwg.org/#dom-document-createelement
    createElement(name, options = undefined) {
      lib.requireArguments(arguments, 1, "createElement", "Document");
      const { contentType, xml } = data(this);
      // 2. If this is an HTML document, then set localName to localName in ASCII lowercase.
      name = xml !== true ? lowercase(name) : String(name);
      // 1. If localName is not a valid element local name, throw an "InvalidCharacterError".
      if (!lib.isValidElementLocalName(name)) throw new DOMException(`The tag name provided ('${name}') is not a valid name.`, "InvalidCharacterError");
      // 5. Let namespace be the HTML namespace, if this is an HTML document or this's
      //    content type is "application/xhtml+xml"; otherwise null.
      const html = xml !== true || contentType === "application/xhtml+xml";
      // 3. Let registry and is be the result of flattening element creation options given
      //    options and this (custom_element_registry.js).
      const flat = lib.flattenElementCreationOptions(options, this, "createElement");
      // 6. Return the result of creating an element, with the synchronous custom elements
      //    flag set.
      return makeElement(name, [], html ? undefined : null, this, name, flat[1], flat[0], "sync");
    }
    // https://dom.spec.whatwg.org/#dom-document-createcdatasection
    createCDATASection(text) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'createCDATASection' on 'Document': 1 argument required, but only 0 present.");
      // 1. If this is an HTML document, then throw a "NotSupportedError" DOMException.
      if (data(this).xml !== true) throw new DOMException("This operation is not supported for HTML documents.", "NotSupportedError");
      text = String(text);
      // 2. If data contains the string "]]>", then throw an "InvalidCharacterError".
      if (lib.primordials.StringPrototypeIndexOf(text, "]]>") >= 0) throw new DOMException("String cannot contain ']]>' since that is the end delimiter of a CData section.", "InvalidCharacterError");
      // 3. Return a new CDATASection node with its data set to data and node document set
      //    to this.
      return makeNode(lib.CDATASection, ownerFields(this, { __proto__: null, type: 4, text }));
    }
    // https://dom.spec.whatwg.org/#dom-document-createelementns
    createElementNS(namespace, qualifiedName, options = undefined) {
      lib.requireArguments(arguments, 2, "createElementNS", "Document");
      data(this);
      // 1. Let namespace, prefix, and localName be the result of passing namespace and
      //    qualifiedName to validate and extract (namespaces.js).
      const extracted = lib.validateAndExtract(namespace, qualifiedName, "element");
      const prefix = extracted[1];
      // 2. Let registry and is be the result of flattening element creation options.
      const flat = lib.flattenElementCreationOptions(options, this, "createElementNS");
      // 3. Return the result of creating an element, with the synchronous custom elements
      //    flag set (its tag name keeps the prefix).
      const element = makeElement(extracted[3], [], extracted[0], this, extracted[2], flat[1], flat[0], "sync");
      if (prefix !== null) ObjectAssign(data(element), { __proto__: null, name: extracted[3], prefix, local: extracted[2] });
      return element;
    }
    createTextNode(text) { lib.requireArguments(arguments, 1, "createTextNode", "Document"); return makeNode(Text, ownerFields(this, { __proto__: null, type: 3, text: String(text) })); }
    createDocumentFragment() { return makeNode(lib.DocumentFragment, ownerFields(this, { __proto__: null, type: 11 })); }
    // https://dom.spec.whatwg.org/#dom-document-implementation [SameObject]
    get implementation() { return lib.implementationOf(this); }
    // https://dom.spec.whatwg.org/#dom-document-doctype: its DocumentType child, if any.
    get doctype() { return ArrayPrototypeFind(data(this).children, (c) => data(c).type === 10) ?? null; }
    // https://dom.spec.whatwg.org/#interface-parentnode
    get firstElementChild() { return lib.elementChildren(this)[0] ?? null; }
    get lastElementChild() { const c = lib.elementChildren(this); return c[c.length - 1] ?? null; }
    get childElementCount() { return lib.elementChildren(this).length; }
    // https://dom.spec.whatwg.org/#dom-document-importnode: a clone of node (of any
    // realm's document) with this for node document.
    importNode(node, options = false) {
      data(this);
      lib.requireArguments(arguments, 1, "importNode", "Document");
      if (!lib.isTreeNode(node)) {
        // (An Attr's clone has this for its node document: named_node_map.js.)
        if (lib.isNode(node)) return lib.cloneAttr(node, this);
        throw new TypeError("Failed to execute 'importNode' on 'Document': parameter 1 is not of type 'Node'.");
      }
      // 2–6. subtree (options, or not options["selfOnly"]) and the fallback registry
      //    (options["customElementRegistry"], or this's): custom_element_registry.js.
      const flat = lib.importNodeOptions(options, this);
      // 1. If node is a document or shadow root, then throw a "NotSupportedError" DOMException.
      if (data(node).type === 9) throw new DOMException("Documents cannot be imported.", "NotSupportedError");
      if (data(node).mode !== undefined) throw new DOMException("Shadow roots cannot be imported.", "NotSupportedError");
      // 7. Return the result of cloning node with document this, subtree, and
      //    fallbackRegistry registry.
      return lib.cloneNode(node, flat[0], this, flat[1]);
    }
    // https://dom.spec.whatwg.org/#dom-document-adoptnode
    adoptNode(node) {
      data(this);
      if (!lib.isTreeNode(node)) throw new TypeError("Failed to execute 'adoptNode' on 'Document': parameter 1 is not of type 'Node'.");
      // 1. If node is a document, then throw a "NotSupportedError" DOMException.
      if (data(node).type === 9) throw new DOMException("Documents cannot be adopted.", "NotSupportedError");
      // 2. If node is a shadow root, then throw a "HierarchyRequestError" DOMException.
      if (data(node).mode !== undefined) throw new DOMException("Shadow roots cannot be adopted.", "HierarchyRequestError");
      // 3. If node is a DocumentFragment node whose host is non-null, then return node.
      if (data(node).type === 11 && data(node).host !== undefined) return node;
      // 4. Adopt node into this: removed from its parent, then its node document set.
      const parent = data(node).parent;
      if (parent) lib.removeNode(parent, node);
      lib.adopt(node, this);
      // 5. Return node.
      return node;
    }
    // https://dom.spec.whatwg.org/#dom-document-createevent
    createEvent(interfaceName) {
      data(this);
      if (arguments.length === 0) throw new TypeError("Failed to execute 'createEvent' on 'Document': 1 argument required, but only 0 present.");
      // 2. If interface is an ASCII case-insensitive match for any of the strings in the
      //    first column, set constructor to the interface in the second column.
      const constructor = EVENT_INTERFACES[lowercase(interfaceName)];
      // 3. If constructor is null, then throw a "NotSupportedError" DOMException.
      if (constructor === undefined) throw new DOMException(`The provided event type ('${String(interfaceName)}') is invalid.`, "NotSupportedError");
      // 5–9. An event of that interface, its type the empty string, its timeStamp now,
      //    isTrusted false, its initialized flag unset.
      return lib.uninitialized(new (constructor())(""));
    }
    createComment(text) { lib.requireArguments(arguments, 1, "createComment", "Document"); return makeNode(Comment, ownerFields(this, { __proto__: null, type: 8, text: String(text) })); }
    // https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid (no element has
    // the empty ID)
    getElementById(id) {
      lib.requireArguments(arguments, 1, "getElementById", "Document");
      id = String(id);
      if (id === "") return null;
      const nodes = inclusiveDescendants(this);
      for (let i = 0; i < nodes.length; i++) if (data(nodes[i]).type === 1 && data(nodes[i]).attrs.get("id") === id) return nodes[i];
      return null;
    }
    querySelector(selectors) { lib.requireSelectors(arguments.length, "querySelector"); return querySelectorAll(this, selectors, true)[0] ?? null; }
    get documentElement() { return documentElement(this); }
    get head() { return childElementNamed(this, (name) => name === "head"); }
    get body() { return childElementNamed(this, (name) => name === "body" || name === "frameset"); }
    // https://html.spec.whatwg.org/multipage/dom.html#dom-document-body
    set body(value) {
      if (value !== null && !(lib.isTreeNode(value) && lib.is(value, lib.HTMLElement))) {
        throw new TypeError("Failed to set the 'body' property on 'Document': The provided value is not of type 'HTMLElement'.");
      }
      // 1. If the new value is not a body or frameset element, throw a
      //    "HierarchyRequestError" DOMException.
      const d = value === null ? undefined : data(value);
      if (d === undefined || d.ns !== undefined || (d.name !== "body" && d.name !== "frameset")) {
        throw new DOMException("Failed to set the 'body' property on 'Document': The new body element is of type '" + (d === undefined ? "null" : lib.asciiUppercase(d.name)) + "'. It must be either a 'BODY' or 'FRAMESET' element.", "HierarchyRequestError");
      }
      // 2. If the new value is the body element, return.
      const body = childElementNamed(this, (name) => name === "body" || name === "frameset");
      if (value === body) return;
      // 3. If the body element is not null, replace it with the new value within its parent.
      if (body !== null) {
        lib.replaceNode(data(body).parent, value, body);
        return;
      }
      // 4. If there is no document element, throw a "HierarchyRequestError" DOMException.
      const element = documentElement(this);
      if (element === null) throw new DOMException("Failed to set the 'body' property on 'Document': No document element exists.", "HierarchyRequestError");
      // 5. Append the new value to the document element.
      insertNode(element, value, null);
    }
    get title() {
      const title = elementsByTagName(this, "title")[0];
      return title ? ArrayPrototypeJoin(tokens(textContent(title), NOT_ASCII_WHITESPACE), " ") : "";
    }
    set title(value) {
      let title = elementsByTagName(this, "title")[0];
      if (!title) {
        title = makeElement("title", []);
        const head = childElementNamed(this, (name) => name === "head");
        if (head) insertNode(head, title, null);
      }
      setTextContent(title, value);
    }
    // https://html.spec.whatwg.org/multipage/browsers.html#dom-document-domain: the
    // origin's effective domain: the domain document.domain set, else its host ("" for an
    // opaque origin).
    // (A document made by script has its realm's origin: the same effective domain.)
    get domain() { data(this); return lib.natives.documentDomain() ?? info.domain; }
    // Setting it checks the value (steps 1–5), then sets the domain where the agent cluster
    // is site-keyed (steps 6–7).
    set domain(value) {
      data(this);
      value = String(value);
      const fail = (why) => { throw new DOMException(`Failed to set the 'domain' property on 'Document': ${why}`, "SecurityError"); };
      // 1. If this's browsing context is null, then throw a "SecurityError" DOMException.
      if (this !== document) fail("the document has no browsing context.");
      // 2. If this's active sandboxing flag set has its sandboxed document.domain browsing
      //    context flag set, then throw a "SecurityError" DOMException (every sandbox
      //    sets it).
      if (lib.sandboxed("documentDomain")) fail("Assignment is forbidden for sandboxed iframes.");
      // 3–4. If effectiveDomain is null, then throw a "SecurityError" DOMException.
      const effectiveDomain = lib.natives.documentDomain() ?? info.domain;
      if (effectiveDomain === "") fail("assignment is forbidden for the document's opaque origin.");
      // 5. If the given value is not a registrable domain suffix of and is not equal to
      // effectiveDomain, then throw a "SecurityError" DOMException.
      if (!isDomainSuffix(lowercase(value), effectiveDomain)) {
        fail(`'${value}' is not a registrable domain suffix of '${effectiveDomain}'.`);
      }
      // 6. If the surrounding agent's agent cluster's is origin-keyed is true, then return
      //    (Chrome warns). 7. Set this's origin's domain to the result of parsing the given
      //    value (document_domain.rs: the realm's security token follows).
      const domain = lowercase(value);
      if (!lib.natives.setDocumentDomain(domain)) {
        lib.natives.consoleWarn("document.domain mutation is ignored because the surrounding agent cluster is origin-keyed.");
        return;
      }
    }
    // https://dom.spec.whatwg.org/#dom-document-url: a document made by script has
    // "about:blank" (DOMParser's, its creator's URL).
    get URL() { return this === document ? info.location.href : data(this).url ?? "about:blank"; }
    get documentURI() { return this === document ? info.location.href : data(this).url ?? "about:blank"; }
    // (A document without a browsing context is complete, and has no location.)
    get readyState() { data(this); return this === document ? readiness : "complete"; }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-defaultview:
    // the browsing context's WindowProxy; null for a document with none (made by script,
    // or its window's frame removed or closed).
    get defaultView() { data(this); return this === document && !lib.natives.windowClosed() ? global : null; }
    // https://dom.spec.whatwg.org/#dom-document-compatmode: "BackCompat" in quirks mode
    // (`quirksMode`, set by the parsers: parsing.js; undefined is no-quirks).
    get compatMode() { return data(this).quirksMode === "quirks" ? "BackCompat" : "CSS1Compat"; }
    // https://dom.spec.whatwg.org/#dom-document-characterset (charset and inputEncoding are
    // its legacy aliases): the encoding the document was decoded from; UTF-8 for a
    // document made by script.
    get characterSet() { return encodingOf(this); }
    get charset() { return encodingOf(this); }
    get inputEncoding() { return encodingOf(this); }
    get contentType() { return data(this).contentType ?? "text/html"; }
    // https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer: the URL of the
    // document that navigated this one (a frame's parent, an opener), by the default
    // referrer policy (html/referrer.rs); "" for a document made by script.
    get referrer() { data(this); return this === document ? lib.natives.documentReferrer() : ""; }
    // https://html.spec.whatwg.org/multipage/dom.html#dom-document-lastmodified: the
    // source's modification time, which framescope's hosts folder does not say, so the
    // current time (as browsers answer without a Last-Modified header), as local
    // "MM/DD/YYYY hh:mm:ss".
    get lastModified() {
      data(this);
      const { Date, DateNow, DatePrototypeGetTimezoneOffset, MathFloor } = lib.primordials;
      const now = DateNow(), local = now - DatePrototypeGetTimezoneOffset(new Date(now)) * 60000;
      const days = MathFloor(local / 86400000), date = lib.inputElement.civilFromDays(days), seconds = MathFloor((local - days * 86400000) / 1000);
      const two = (n) => (n < 10 ? "0" + n : String(n));
      let year = String(date[0]);
      while (year.length < 4) year = "0" + year;
      return `${two(date[1])}/${two(date[2])}/${year} ${two(MathFloor(seconds / 3600))}:${two(MathFloor(seconds / 60) % 60)}:${two(seconds % 60)}`;
    }
    // https://html.spec.whatwg.org/multipage/dom.html#dom-document-dir: the html element's
    // dir IDL attribute.
    get dir() {
      const root = documentElement(this);
      return root !== null && lib.isHTML(root, "html") ? root.dir : "";
    }
    set dir(value) {
      const root = documentElement(this);
      if (root !== null && lib.isHTML(root, "html")) lib.setAttribute(root, "dir", value);
    }
  }
  const encodingOf = (doc) => (doc === document ? info.characterSet : data(doc).characterSet ?? "UTF-8");
  // https://dom.spec.whatwg.org/#xmldocument: what createDocument makes.
  class XMLDocument extends Document {
    constructor() { lib.illegal(); super(); }
  }
  // https://html.spec.whatwg.org/multipage/browsers.html#is-a-registrable-domain-suffix-of-or-is-equal-to
  // (framescope has no public suffix list: a suffix of one label, such as "com", counts
  // as a public suffix).
  function isDomainSuffix(suffix, host) {
    // 1. If hostSuffixString is the empty string, then return false.
    if (suffix === "") return false;
    if (suffix === host) return true;
    // 3.1. If hostSuffix or originalHost is not a domain, then return false.
    const ip = (h) => h[0] === "[" || RegExpPrototypeExec(/^[0-9.]+$/, h) !== null;
    if (ip(suffix) || ip(host)) return false;
    // 3.2. If hostSuffix, prefixed by U+002E (.), does not match the end of originalHost,
    // then return false.
    const dotted = "." + suffix;
    if (host.length <= dotted.length || StringPrototypeSlice(host, host.length - dotted.length) !== dotted) return false;
    // 3.3. If hostSuffix equals hostSuffix's public suffix, then return false.
    return StringPrototypeIndexOf(suffix, ".") !== -1;
  }
  ObjectAssign(Document.prototype, {
    append: childNodeMixin.append, prepend: childNodeMixin.prepend, replaceChildren: childNodeMixin.replaceChildren,
  });
  lib.unscopable(Document.prototype, lib.PARENT_NODE);
  // https://html.spec.whatwg.org/multipage/dom.html#the-document-object: `location` is
  // [LegacyUnforgeable, PutForwards=href]: an own property of each document, null for a
  // document without a browsing context (whose location a set then cannot reach).
  const unforgeable = {
    get location() { data(this); return this === document ? location : null; },
    set location(value) {
      data(this);
      if (this !== document) throw new TypeError("Failed to set the 'location' property on 'Document': the document has no browsing context.");
      lib.navigate(value);
    },
  };
  const locationDescriptor = lib.primordials.ownDescriptor(unforgeable, "location");
  locationDescriptor.enumerable = true;
  locationDescriptor.configurable = false;
  const withLocation = (doc) => {
    lib.primordials.ObjectDefineProperty(doc, "location", locationDescriptor);
    return doc;
  };
  // The realm's document (a new one when its Window is reused: `lib.onDocument` below).
  let document = withLocation(makeNode(Document, { __proto__: null, type: 9 }));
  // A document other than the realm's (DOMParser's, DOMImplementation's): never connected,
  // so its scripts never run and its frames never load.
  const makeDocument = () => withLocation(makeNode(Document, { __proto__: null, type: 9 }));
  // https://dom.spec.whatwg.org/#default-passive-value: the window, the document, its
  // document element, its body.
  lib.setPassiveByDefaultTargets((target) =>
    target === global || target === document || target === documentElement(document) ||
    target === childElementNamed(document, (name) => name === "body" || name === "frameset"));
  // ([LegacyLenientThis].)
  defineEventHandler(Document.prototype, "readystatechange", true);
  // https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
  let readiness = "loading";
  const setReadiness = (value) => { readiness = value; dispatch(document, trust(new Event("readystatechange"))); };
  // https://html.spec.whatwg.org/multipage/dom.html#load-timing-info: the document's load
  // timing info, as moments on the shared clock (0: not yet). Navigation Timing reads it.
  const loadTiming = {
    __proto__: null,
    domInteractive: 0, domContentLoadedEventStart: 0, domContentLoadedEventEnd: 0, domComplete: 0, loadEventStart: 0, loadEventEnd: 0,
  };
  const readyState = () => readiness;
  if (info.scope === "Window") exposeAll({ Document, XMLDocument });
  // https://dom.spec.whatwg.org/#concept-document-mode: "no-quirks" (kept as undefined,
  // what a new document has), "limited-quirks" or "quirks".
  const setDocumentMode = (doc, mode) => { data(doc).quirksMode = mode === "no-quirks" ? undefined : mode; };
  ObjectAssign(lib, { Document, XMLDocument, document, makeDocument, setReadiness, readyState, loadTiming, documentEncoding: encodingOf, setDocumentMode, documentElementOf: documentElement });
  // https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object
  // step 10 ("let document be a new Document") and 11 (set window's associated Document
  // to document), for a Window that takes another document: a new Document, loading,
  // with a new load timing info (the object stays: Navigation Timing holds it).
  lib.onDocument(() => {
    // (The document it replaces had a browsing context: focus.js's activeElement.)
    data(document).replacedInWindow = true;
    document = withLocation(makeNode(Document, { __proto__: null, type: 9 }));
    lib.document = document;
    readiness = "loading";
    const moments = lib.primordials.ObjectKeys(loadTiming);
    for (let i = 0; i < moments.length; i++) loadTiming[moments[i]] = 0;
  });
});
