// Elements and their attributes, and the HTML elements pages use (scripts and frames).
// https://dom.spec.whatwg.org/#interface-element
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function elements(lib, hooks) {
  "use strict";
  const {
    DOMException, Event, FRAMES, NOT_ASCII_WHITESPACE, Node, childNodeMixin, data,
    defineEventHandler, dispatch, exposeAll, frameConnected, inclusiveDescendants, info, is,
    lowercase, makeNode, matches, natives, parseSelectors, querySelectorAll, root,
    setTextContent, tokens, trust,
  } = lib;
  const {
    ArrayPrototypeIncludes, ObjectAssign, ObjectFreeze, ObjectGetOwnPropertyDescriptor,
    SafeMap, SafeSet, String, StringPrototypeStartsWith, TypeError, arrayFilter,
  } = lib.primordials;
  const HTML_NS = "http://www.w3.org/1999/xhtml", SVG_NS = "http://www.w3.org/2000/svg", MATHML_NS = "http://www.w3.org/1998/Math/MathML";
  // An attribute name as given to getAttribute and friends: lowercased for an HTML element
  // of an HTML document (https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name),
  // as is for others.
  const attributeName = (element, name) => (lib.inHTMLDocument(data(element)) ? lowercase(name) : String(name));
  const getAttribute = (element, name) => data(element).attrs.get(attributeName(element, name)) ?? null;
  function setAttribute(element, name, value) {
    name = attributeName(element, name);
    if (!lib.isValidAttributeLocalName(name)) throw new DOMException(`'${name}' is not a valid attribute name.`, "InvalidCharacterError");
    changeAttribute(element, name, value);
  }
  // https://dom.spec.whatwg.org/#concept-element-attributes-change (and append): the
  // attribute of qualified name `name` (as given: no lowercasing) takes `value`.
  function changeAttribute(element, name, value) {
    const d = data(element);
    value = String(value);
    queueAttributeRecord(element, d, name);
    const added = !d.attrs.has(name);
    const old = d.ce === undefined ? null : d.attrs.get(name) ?? null;
    d.attrs.set(name, value);
    attributeChanged(element, d, name, value, added);
    // A custom element's attributeChangedCallback (custom_elements.js).
    if (d.ce !== undefined) lib.ceAttributeChanged(element, name, old, value);
  }
  // `name` lowercased already.
  function removeAttribute(element, name) {
    const d = data(element);
    if (!d.attrs.has(name)) return;
    queueAttributeRecord(element, d, name);
    // (Its Attr node, if one was made, no longer has an element: named_node_map.js.)
    lib.agent.attrRemoved?.(element, name);
    const old = d.attrs.get(name);
    const ns = d.attrNS?.get(name);
    d.attrs.delete(name);
    d.attrNS?.delete(name);
    attributeChanged(element, d, name, null, false);
    if (d.ce !== undefined) lib.ceAttributeChanged(element, name, old, null, ns);
  }
  // https://dom.spec.whatwg.org/#concept-element-attributes-change step 1 (mutation_observer.js):
  // a namespaced attribute's record names its local name and namespace.
  function queueAttributeRecord(element, d, name) {
    if (lib.agent.observing !== true) return;
    const ns = d.attrNS?.get(name);
    lib.queueMutationRecord("attributes", element, ns === undefined ? name : ns[2], d.attrs.get(name) ?? null, null, null, null, null, ns?.[0] ?? null);
  }
  // https://dom.spec.whatwg.org/#concept-element-attributes-change-ext: the attribute
  // change steps of the elements framescope models, after `name` was set to `value` or
  // removed (null); `added`: it was not there before.
  function attributeChanged(element, d, name, value, added) {
    lib.domChanged();
    // An ARIA element reference set by script is dropped (aria_mixin.js).
    if (d.ariaRefs !== undefined) lib.ariaAttributeChanged(d, name);
    // (A style attribute may give or take an observed element's box, and any attribute a
    // focused element's focusability: animation_frames.js.)
    if ((name === "style" || lib.agent.focusing === true) && lib.agent.renderingObservers === true) lib.realmOf(element).requestRendering?.();
    // https://dom.spec.whatwg.org/#slotable-name: a slottable's slot attribute or a slot's
    // name attribute (slots.js).
    if ((name === "slot" || name === "name") && lib.agent.shadowTrees === true) lib.slotAttributeChanged(element, name);
    // https://html.spec.whatwg.org/multipage/interactive-elements.html#details-notification-task-steps
    // (interactive_elements.js): a details element's open attribute added or removed.
    if (name === "open" && d.name === "details" && d.ns === undefined && (value === null || added)) {
      lib.detailsOpenChanged(element, value !== null);
    }
    if (name === "name" && d.name === "details" && d.ns === undefined && value !== null) lib.detailsNameChanged(element);
    // A fieldset's disabled attribute: the disabled states of form-associated custom
    // elements in it (element_internals.js).
    if (name === "disabled" && d.name === "fieldset" && d.ns === undefined) {
      if (value !== null) lib.agent.disabledFieldsets = true;
      if (lib.agent.formAssociated === true) lib.faceFieldsetDisabledChanged(element);
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#association-of-controls-and-forms:
    // a form attribute's change resets the element's form owner, an id's those of the
    // elements with a form attribute (forms.js).
    if (lib.agent.formOwners === true && (name === "form" || name === "id" || name === "name")) {
      if (name === "id") lib.formOwnersChanged(element, element, true);
      if (name === "form" && d.ns === undefined && (FORM_OWNED[d.name] === true || lib.isFormAssociated(d))) lib.resetFormOwner(element);
      // (The names its form owner's elements have.)
      else lib.formNamesChanged(element);
    }
    // An event handler content attribute sets or removes its handler (global_event_handlers.js).
    if (StringPrototypeStartsWith(name, "on")) lib.contentHandlerChanged?.(element, name, value);
    // https://html.spec.whatwg.org/multipage/images.html#relevant-mutations (images.js)
    if (d.name === "img" && d.ns === undefined && (name === "src" || name === "srcset" || name === "sizes" || name === "crossorigin")) lib.updateImageData(element);
    // (An input in the image button state fetches its src: images.js.)
    if (d.name === "input" && d.ns === undefined && (name === "src" || name === "type") && d.attrs.has("src")) lib.updateImageData(element);
    // (A media element's src or poster: media_elements.js.)
    if ((d.name === "audio" || d.name === "video") && d.ns === undefined) lib.mediaAttributeChanged(element, name);
    // https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet: a connected
    // stylesheet link's href, rel or crossorigin changed (link_stylesheets.js).
    if (d.name === "link" && d.ns === undefined) lib.linkAttributeChanged(element, name);
    // https://html.spec.whatwg.org/multipage/semantics.html#meta-referrer (meta_referrer.js)
    if (d.name === "meta" && d.ns === undefined) lib.metaAttributeChanged?.(element, name);
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes:
    // an iframe's srcdoc set, changed or removed navigates it (to about:srcdoc, or to its src).
    if (d.name === "iframe" && name === "srcdoc" && d.ns === undefined && d.window !== undefined) {
      natives.navigateFrame(element, d.name, d.attrs.get("id") ?? "", d.attrs.get("src") ?? "", value ?? undefined, d.attrs.get("name"), d.attrs.get("sandbox"), undefined, undefined, d.attrs.get("allow"), d.attrs.has("allowfullscreen"), d.attrs.get("referrerpolicy"));
    }
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox:
    // the iframe sandboxing flag set follows the attribute, for the frame's next navigation.
    if (d.name === "iframe" && name === "sandbox" && d.ns === undefined && d.window !== undefined) natives.setFrameSandbox(element, value ?? undefined);
    // A frame's name is its browsing context's target name.
    if (name === "name" && FRAMES[d.name] !== undefined && d.ns === undefined && d.window !== undefined) natives.setFrameName(element, value ?? "");
    // (An iframe's src removed: it navigates to about:blank, "process the iframe
    // attributes" with no src.)
    if (value === null && d.name === "iframe" && name === "src" && d.ns === undefined && d.window !== undefined &&
        !d.attrs.has("srcdoc") && lib.shadowIncludingRoot(element) === lib.document) {
      natives.navigateFrame(element, d.name, d.attrs.get("id") ?? "", "", undefined, d.attrs.get("name"), d.attrs.get("sandbox"), undefined, undefined, d.attrs.get("allow"), d.attrs.has("allowfullscreen"));
    }
    if (value === null) return;
    // (src set or changed; an iframe with srcdoc ignores its src.)
    if (FRAMES[d.name] === name && lib.shadowIncludingRoot(element) === lib.document && !(d.name === "iframe" && d.attrs.has("srcdoc"))) {
      if (d.window === undefined) frameConnected(element);
      else natives.navigateFrame(element, d.name, d.attrs.get("id") ?? "", value, undefined, d.attrs.get("name"), d.attrs.get("sandbox"), undefined, undefined, d.attrs.get("allow"), d.attrs.has("allowfullscreen"), d.attrs.get("referrerpolicy"));
    }
    // https://html.spec.whatwg.org/multipage/scripting.html#script-processing-model: a
    // connected script element given a src is prepared (if it has not started); when the
    // async attribute is added, force async is set to false.
    if (d.name === "script") lib.scriptAttributeChanged?.(element, name);
    if (d.name === "script" && name === "async") d.forceAsync = false;
  }
  const elementChildren = (node) => arrayFilter(data(node).children, (c) => data(c).type === 1);
  // https://dom.spec.whatwg.org/#concept-getelementsbyclassname: the descendant elements
  // whose classes include every one given (none given: none).
  // (In a quirks-mode document, class names compare ASCII case-insensitively.)
  const getElementsByClassName = (node, names) => {
    const quirks = data(lib.nodeDocument(node)).quirksMode === "quirks";
    const fold = (list) => { if (quirks) for (let i = 0; i < list.length; i++) list[i] = lowercase(list[i]); return list; };
    const classes = fold(tokens(String(names), NOT_ASCII_WHITESPACE));
    const found = [];
    if (classes.length === 0) return found;
    const nodes = inclusiveDescendants(node);
    for (let i = 1; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type !== 1) continue;
      const own = fold(tokens(d.attrs.get("class") ?? "", NOT_ASCII_WHITESPACE));
      let all = true;
      for (let c = 0; c < classes.length && all; c++) all = ArrayPrototypeIncludes(own, classes[c]);
      if (all) found[found.length] = nodes[i];
    }
    return found;
  };

  // https://dom.spec.whatwg.org/#concept-attribute: an element's attributes are kept by
  // qualified name (`d.attrs`); one with a namespace also has its [namespace, prefix, local
  // name] in `d.attrNS` (made for the first). The parser's foreign attributes (xlink:href,
  // xml:lang, xmlns:…) have none there, and are found by their usual prefix.
  const NS_PREFIXES = { __proto__: null, "http://www.w3.org/1999/xlink": "xlink:", "http://www.w3.org/XML/1998/namespace": "xml:", "http://www.w3.org/2000/xmlns/": "xmlns:" };
  const namespaceArgument = (namespace) => (namespace === null || namespace === undefined || namespace === "" ? null : String(namespace));
  // https://dom.spec.whatwg.org/#concept-element-attributes-get-by-namespace: the qualified
  // name of the attribute with that namespace and local name, or undefined.
  function findAttributeNS(d, namespace, localName) {
    localName = String(localName);
    if (namespace === null) return d.attrs.has(localName) && d.attrNS?.get(localName) === undefined ? localName : undefined;
    let found;
    d.attrNS?.forEach((v, name) => { if (found === undefined && v[0] === namespace && v[2] === localName) found = name; });
    if (found !== undefined) return found;
    const prefixed = NS_PREFIXES[namespace];
    if (prefixed !== undefined && d.attrs.has(prefixed + localName) && d.attrNS?.get(prefixed + localName) === undefined) return prefixed + localName;
    return undefined;
  }
  // https://dom.spec.whatwg.org/#dom-element-setattributens
  function setAttributeNS(element, namespace, qualifiedName, value) {
    // 1. Let namespace, prefix, and localName be the result of validate and extract.
    const extracted = lib.validateAndExtract(namespace, qualifiedName, "attribute");
    const d = data(element);
    // 2. Set an attribute value: the attribute with that namespace and local name takes
    //    the value, else a new one is appended.
    const existing = findAttributeNS(d, extracted[0], extracted[2]);
    const name = existing ?? extracted[3];
    if (existing === undefined && extracted[0] !== null) (d.attrNS ??= new SafeMap()).set(name, extracted);
    changeAttribute(element, name, value);
  }
  class Element extends Node {
    // https://dom.spec.whatwg.org/#dom-element-tagname: the HTML-uppercased qualified name.
    get tagName() { const d = data(this); return lib.inHTMLDocument(d) ? lib.asciiUppercase(lib.qualifiedName(d)) : lib.qualifiedName(d); }
    get localName() { const d = data(this); return d.local ?? d.name; }
    get namespaceURI() { const ns = data(this).ns; return ns === undefined ? HTML_NS : ns; }
    get prefix() { return data(this).prefix ?? null; }
    getAttributeNS(namespace, localName) {
      lib.requireArguments(arguments, 2, "getAttributeNS", "Element");
      const d = data(this), name = findAttributeNS(d, namespaceArgument(namespace), localName);
      return name === undefined ? null : d.attrs.get(name);
    }
    setAttributeNS(namespace, qualifiedName, value) { lib.requireArguments(arguments, 3, "setAttributeNS", "Element"); setAttributeNS(this, namespace, qualifiedName, value); }
    removeAttributeNS(namespace, localName) {
      lib.requireArguments(arguments, 2, "removeAttributeNS", "Element");
      const name = findAttributeNS(data(this), namespaceArgument(namespace), localName);
      if (name !== undefined) removeAttribute(this, name);
    }
    hasAttributeNS(namespace, localName) { lib.requireArguments(arguments, 2, "hasAttributeNS", "Element"); return findAttributeNS(data(this), namespaceArgument(namespace), localName) !== undefined; }
    get id() { return data(this).attrs.get("id") ?? ""; }
    set id(value) { setAttribute(this, "id", value); }
    get className() { return data(this).attrs.get("class") ?? ""; }
    set className(value) { setAttribute(this, "class", value); }
    getAttribute(name) { lib.requireArguments(arguments, 1, "getAttribute", "Element"); return getAttribute(this, name); }
    hasAttribute(name) { lib.requireArguments(arguments, 1, "hasAttribute", "Element"); return data(this).attrs.has(attributeName(this, name)); }
    getAttributeNames() {
      const names = [];
      data(this).attrs.forEach((_, name) => { names[names.length] = name; });
      return names;
    }
    setAttribute(name, value) { lib.requireArguments(arguments, 2, "setAttribute", "Element"); setAttribute(this, name, value); }
    removeAttribute(name) { lib.requireArguments(arguments, 1, "removeAttribute", "Element"); removeAttribute(this, attributeName(this, name)); }
    get firstElementChild() { return elementChildren(this)[0] ?? null; }
    get lastElementChild() { const c = elementChildren(this); return c[c.length - 1] ?? null; }
    get childElementCount() { return elementChildren(this).length; }
    get nextElementSibling() { return lib.elementSibling(this, 1); }
    get previousElementSibling() { return lib.elementSibling(this, -1); }
    // https://dom.spec.whatwg.org/#dom-element-insertadjacentelement
    insertAdjacentElement(where, element) {
      if (!is(element, Element)) throw new TypeError("Failed to execute 'insertAdjacentElement' on 'Element': parameter 2 is not of type 'Element'.");
      return insertAdjacent(this, where, element);
    }
    insertAdjacentText(where, text) { lib.requireArguments(arguments, 2, "insertAdjacentText", "Element"); insertAdjacent(this, where, makeNode(lib.Text, { __proto__: null, type: 3, text: String(text) })); }
    querySelector(selectors) { lib.requireSelectors(arguments.length, "querySelector"); return querySelectorAll(this, selectors, true)[0] ?? null; }
    matches(selectors) { lib.requireSelectors(arguments.length, "matches"); return matches(this, parseSelectors(selectors)); }
    // https://dom.spec.whatwg.org/#dom-element-webkitmatchesselector (a legacy alias)
    webkitMatchesSelector(selectors) { lib.requireSelectors(arguments.length, "webkitMatchesSelector"); return matches(this, parseSelectors(selectors)); }
    closest(selectors) {
      lib.requireSelectors(arguments.length, "closest");
      data(this);
      const list = parseSelectors(selectors);
      for (let e = this; is(e, Element); e = data(e).parent) if (matches(e, list, this)) return e;
      return null;
    }
  }
  ObjectAssign(Element.prototype, childNodeMixin);
  // (Element's [Unscopable] members: ParentNode's, ChildNode's and `slot`.)
  lib.unscopable(Element.prototype, ["after", "append", "before", "prepend", "remove", "replaceChildren", "replaceWith", "slot"]);
  // https://dom.spec.whatwg.org/#insert-adjacent
  function insertAdjacent(element, where, node) {
    const parent = data(element).parent;
    switch (lowercase(where)) {
      case "beforebegin": return parent === null ? null : lib.insertNode(parent, node, element);
      case "afterbegin": return lib.insertNode(element, node, data(element).children[0] ?? null);
      case "beforeend": return lib.insertNode(element, node, null);
      case "afterend": return parent === null ? null : lib.insertNode(parent, node, lib.sibling(element, 1));
      default: throw new DOMException(`The value provided ('${String(where)}') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.`, "SyntaxError");
    }
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#dom-click: elements whose
  // click is in progress (a click that clicks itself again does nothing).
  const clicking = new SafeSet();
  function click(element) {
    // 1. If this element is a form control that is disabled, then return.
    const d = data(element);
    if ((d.name === "button" || d.name === "input" || d.name === "select" || d.name === "textarea") && d.attrs.has("disabled")) return;
    // 2. If this element's click in progress flag is set, then return.
    if (clicking.has(element)) return;
    // 3. Set this element's click in progress flag. 4. Fire a synthetic pointer event
    //    named click at this element, with the not trusted flag set. 5. Unset the flag.
    clicking.add(element);
    try {
      const init = { __proto__: null, bubbles: true, cancelable: true, composed: true, view: lib.global };
      dispatch(element, new lib.MouseEvent("click", init));
    } finally {
      clicking.delete(element);
    }
  }
  lib.click = click;
  // [HTMLConstructor] (custom_elements.js): each HTML element interface's constructor
  // passes itself, the active function object.
  const htmlConstructor = (newTarget, active) => {
    if (lib.htmlConstructor === undefined) throw new TypeError("Illegal constructor");
    return lib.htmlConstructor(newTarget, active);
  };
  lib.htmlElementConstructor = htmlConstructor;
  class HTMLElement extends Element {
    // https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors: only a
    // custom element's constructor may be called (custom_elements.js).
    constructor() { return htmlConstructor(new.target, HTMLElement); }
    click() { click(this); }
  }
  class HTMLHtmlElement extends HTMLElement { constructor() { return htmlConstructor(new.target, HTMLHtmlElement); } }
  class HTMLHeadElement extends HTMLElement { constructor() { return htmlConstructor(new.target, HTMLHeadElement); } }
  class HTMLBodyElement extends HTMLElement { constructor() { return htmlConstructor(new.target, HTMLBodyElement); } }
  class HTMLTitleElement extends HTMLElement {
    constructor() { return htmlConstructor(new.target, HTMLTitleElement); }
    // https://html.spec.whatwg.org/multipage/semantics.html#dom-title-text: its child text
    // content; set, a string replacing its children.
    get text() { return childText(this); }
    set text(value) { setTextContent(this, String(value)); }
  }
  // https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement: the members of
  // HTMLScriptElement beyond reflection (html_element_interfaces.js makes the interface).
  const scriptMembers = () => ({
    __proto__: null,
    // https://html.spec.whatwg.org/multipage/scripting.html#dom-script-async: true while
    // the element's "force async" is (a script made by createElement, or one the parser
    // did not start), else the attribute.
    get async() { return data(this).forceAsync === true || getAttribute(this, "async") !== null; },
    set async(value) {
      data(this).forceAsync = false;
      if (value) setAttribute(this, "async", "");
      else removeAttribute(this, "async");
    },
    // https://html.spec.whatwg.org/multipage/scripting.html#dom-script-text: its child
    // text content (Text children only); set, a string (null is "null").
    get text() { return childText(this); },
    set text(value) { setTextContent(this, String(value)); },
  });
  // A script's child text content (Text children only).
  function childText(element) {
    const children = data(element).children;
    let text = "";
    // (The child text content: Text nodes', CDATA sections among them.)
    for (let i = 0; i < children.length; i++) if (data(children[i]).type === 3 || data(children[i]).type === 4) text += data(children[i]).text;
    return text;
  }
  // https://html.spec.whatwg.org/multipage/iframe-embed-object.html
  // A connected frame (window null) whose first navigation has not run: its initial
  // about:blank document is made now (frames.rs, initialDocument).
  const frameWindow = (element) => {
    const d = data(element);
    // A document whose window has no browsing context (its own frame removed, or its
    // window closed) has no child navigables.
    if (d.window !== undefined && natives.windowClosed()) return null;
    if (d.window === null) natives.initialDocument(element);
    return d.window ?? null;
  };
  // The members of iframe, frame and object elements (html_element_interfaces.js makes
  // their interfaces): the frame's window and document.
  // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentwindow
  const frameMembers = () => ({
    __proto__: null,
    get contentWindow() { return frameWindow(this); },
    get contentDocument() {
      const w = frameWindow(this);
      if (!w) return null;
      try { return w.document; } catch { return null; }
    },
  });
  // A URL attribute's value resolved against the lib.document's URL (as written if it does
  // not parse).
  const resolve = (value) => (value === null ? "" : natives.parseURL(value, baseURL())?.href ?? value);
  // https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url: an
  // about:srcdoc document's is its parent document's base URL; an about:blank document's
  // its creator's (here its parent's, when same-origin); else the document's URL.
  function fallbackBaseURL() {
    const href = info.location.href;
    if ((href !== "about:blank" && href !== "about:srcdoc") || natives.parent === lib.global) return href;
    try {
      return natives.parent.document.baseURI;
    } catch {
      return href;
    }
  }
  // https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url: the
  // frozen base URL of the document's first <base> with an href (its href parsed against
  // the document's URL), else the document's URL (kept until the DOM changes).
  // Looked for only in a realm that made a <base> element, and only as far as the first
  // one with an href: reading URLs after each change of a page with none costs no walk.
  let base = null, baseVersion = -1, baseElements = 0;
  function baseURL() {
    const version = lib.domVersion();
    if (version === baseVersion && base !== null) return base;
    base = fallbackBaseURL();
    baseVersion = version;
    const href = baseElements === 0 ? null : firstBaseHref(lib.document);
    if (href !== null) base = natives.parseURL(href, info.location.href)?.href ?? base;
    return base;
  }
  // The document base URL of `doc`, a document that is not the realm's own but has a URL
  // of its own (DOMParser's, an XMLHttpRequest's responseXML): its first <base>'s href
  // parsed against its URL, else its URL (it has no navigable, so no about base URL).
  function documentBaseURL(doc) {
    const url = data(doc).url;
    const href = firstBaseHref(doc);
    return href === null ? url : natives.parseURL(href, url)?.href ?? url;
  }
  // The href of the first HTML <base> element with one under `node`, in tree order.
  function firstBaseHref(node) {
    const d = data(node);
    if (d.type === 1 && d.name === "base" && d.ns === undefined && d.attrs.has("href")) return d.attrs.get("href");
    const children = d.children;
    if (children !== undefined) {
      for (let i = 0; i < children.length; i++) {
        const href = firstBaseHref(children[i]);
        if (href !== null) return href;
      }
    }
    return null;
  }
  const elementClasses = {
    __proto__: null,
    html: HTMLHtmlElement, head: HTMLHeadElement, body: HTMLBodyElement, title: HTMLTitleElement,
  };
  // https://dom.spec.whatwg.org/#concept-getelementsbytagname: the qualified name, in
  // ASCII lowercase for HTML elements when root's node document is an HTML document
  // (`html`: whether it is, as a live collection decided when it was made).
  const elementsByTagName = (rootNode, name, html = data(lib.nodeDocument(rootNode)).xml !== true) => {
    name = String(name);
    const lower = lowercase(name);
    const found = [];
    const nodes = inclusiveDescendants(rootNode);
    for (let i = 1; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && (name === "*" || lib.qualifiedName(d) === (html && d.ns === undefined ? lower : name))) found[found.length] = nodes[i];
    }
    return ObjectFreeze(found);
  };
  // `attrs`: [name, value] pairs; `namespace`: HTML's when undefined (or given); `owner`:
  // the node document when it is not the realm's document.
  // `local`: the local name when `name` has a prefix (createElementNS).
  // An element of another realm's document is made by that realm (its interfaces): the
  // element's relevant realm is its node document's, as browsers make it for
  // `Document.prototype.createElement.call(frameDocument, …)`.
  // `is`: its is value (https://dom.spec.whatwg.org/#concept-element-is-value), a
  // customized built-in element's name; a parser's element takes its `is` attribute's.
  // `registry`: its custom element registry (a registry's record, or null), undefined for
  // its document's (custom_element_registry.js).
  // `creation`: how a custom element is made (https://dom.spec.whatwg.org/#concept-create-element):
  // "sync" with the synchronous custom elements flag set (createElement: an autonomous one
  // is constructed, custom_elements.js), "parser" the same for the page's parser when it
  // will execute script (a microtask checkpoint follows the constructor),
  // "none" for an element no definition is looked up for (what a failed constructor
  // leaves in its place), "foreign" for the page parser's inside <svg> and <math> (kept in the HTML
  // namespace, never custom elements), else unset (an upgrade reaction is enqueued).
  // HTML's form-associated elements (custom ones aside), whose form owners forms keep.
  // https://html.spec.whatwg.org/multipage/forms.html#category-listed: the listed
  // elements; and the elements a form may own (the form-associated ones but custom: the
  // listed ones and img).
  const LISTED = { __proto__: null, button: true, fieldset: true, input: true, object: true, output: true, select: true, textarea: true };
  const FORM_OWNED = { __proto__: null, ...LISTED, img: true };
  function makeElement(name, attrs, namespace = undefined, owner = undefined, local = name, is = undefined, registry = undefined, creation = undefined) {
    if (owner !== undefined && owner !== lib.document) {
      const realm = lib.realmOf(owner);
      if (realm !== lib) return realm.makeElement(name, attrs, namespace, owner, local, is, registry, creation);
    }
    // (A form or a form-associated element: from now on the forms keep the elements they
    // own, forms.js.)
    if ((name === "form" || FORM_OWNED[name] === true) && (namespace === undefined || namespace === HTML_NS)) lib.agent.formOwners = true;
    if ((creation === "sync" || creation === "parser") && lib.agent.customElements === true && (namespace === undefined || namespace === HTML_NS)) {
      const constructed = lib.createSynchronously(owner ?? lib.document, local, is, creation === "parser", registry);
      if (constructed !== undefined) return constructed;
    }
    const map = new SafeMap();
    for (let i = 0; i < attrs.length; i++) map.set(attrs[i][0], attrs[i][1]);
    const fields = { __proto__: null, type: 1, name, attrs: map };
    if (name === "base" && (namespace === undefined || namespace === HTML_NS)) baseElements++;
    // (A disabled fieldset: from now on insertions and removals look for form-associated
    // custom elements moved in or out of one, element_internals.js.)
    if (name === "fieldset" && map.has("disabled")) lib.agent.disabledFieldsets = true;
    // A script element's "force async" starts true (the parsers set it to false).
    if (name === "script" && (namespace === undefined || namespace === HTML_NS)) fields.forceAsync = true;
    let cls;
    if (namespace !== undefined && namespace !== HTML_NS) {
      fields.ns = namespace;
      // (SVGElement and MathMLElement: html_element_interfaces.js, made on first use.)
      cls = namespace === SVG_NS ? lib.elementInterface(local === "script" ? "SVGScriptElement" : "SVGElement")
        : namespace === MATHML_NS ? lib.elementInterface("MathMLElement") : Element;
    } else {
      // https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom (the interface
      // objects of html_element_interfaces.js, made on first use)
      cls = elementClasses[local];
      if (cls === undefined) {
        const interfaceName = natives.htmlElementInterface(local);
        cls = interfaceName === undefined ? HTMLElement : lib.elementInterface(interfaceName);
      }
    }
    if (owner !== undefined && owner !== lib.document) fields.owner = owner;
    // https://dom.spec.whatwg.org/#concept-create-element-internal step 2: its custom
    // element registry (none kept until a page has used a scoped or null one).
    if (lib.agent.registries === true) {
      const field = lib.registryField(owner ?? lib.document, registry);
      if (field !== undefined) fields.registry = field;
    }
    if (fields.ns === undefined && creation !== "foreign") {
      is ??= map.get("is");
      if (is !== undefined) fields.isValue = is;
    }
    if (creation === "foreign") fields.foreign = true;
    // (A prefixed name's local name: createElementNS's.)
    if (local !== name) fields.local = local;
    // (A form element has named and indexed properties: V8's legacy platform object,
    // form_elements.js.)
    const element = makeNode(cls, fields, name === "form" && fields.ns === undefined ? makeForm : undefined);
    // An img element made with a src fetches it (images.js).
    if (name === "img" && fields.ns === undefined && (map.has("src") || map.has("srcset"))) lib.imageCreated(element);
    else if (name === "input" && fields.ns === undefined && map.has("src") && map.has("type")) lib.imageCreated(element);
    // A media element made with a src or poster fetches it (media_elements.js).
    else if ((name === "audio" || name === "video") && fields.ns === undefined) lib.mediaCreated(element);
    // A details element made with an open attribute (by a parser): its attribute change
    // steps queue a toggle event (interactive_elements.js), as for one opened later.
    if (name === "details" && fields.ns === undefined && map.has("open")) lib.detailsOpenChanged(element, true);
    // https://dom.spec.whatwg.org/#concept-create-element: one whose name is a valid custom
    // element name is a custom element to be (custom_elements.js).
    if (lib.agent.customElements === true && fields.ns === undefined && creation !== "foreign") lib.ceCreated(element, creation);
    return element;
  }
  const makeForm = (prototype) => lib.formElements.makeForm(prototype);
  if (info.scope === "Window") {
    exposeAll({
      Element, HTMLElement, HTMLHtmlElement, HTMLHeadElement, HTMLBodyElement, HTMLTitleElement,
    });
  }
  ObjectAssign(lib, {
    attributeName, getAttribute, setAttribute, changeAttribute, removeAttribute, findAttributeNS, setAttributeNS, elementChildren, getElementsByClassName, Element, HTMLElement, LISTED, FORM_OWNED,
    HTMLBodyElement, elementsByTagName, makeElement, resolveURL: resolve, baseURL, documentBaseURL, frameWindow, frameMembers, scriptMembers,
    scriptChildText: childText,
    eagerElementInterfaces: { __proto__: null, HTMLHtmlElement, HTMLHeadElement, HTMLBodyElement, HTMLTitleElement },
  });
  ObjectAssign(hooks, {
    // The document base URL, for the runtime's script fetches (GroupState::document_base_url).
    baseURL,
    frameAttached(element, window) { data(element).window = window; },
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps
    fireElementLoad(element) {
      dispatch(element, trust(new Event("load")));
    },
  });
});
