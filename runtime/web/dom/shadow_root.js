// Shadow trees: ShadowRoot, `attachShadow` and `shadowRoot` on elements, retargeting and
// the other shadow-tree questions event dispatch asks (events.js), declarative shadow
// roots, `getHTML` and `setHTMLUnsafe`. Slots and their assignment are slots.js's.
// https://dom.spec.whatwg.org/#shadow-trees, https://dom.spec.whatwg.org/#interface-shadowroot
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). ShadowRoot is made on first use (`lib.lazily`). A shadow root is a
// DocumentFragment node whose record has a `mode` (and its host in `host`); its host's
// record names it in `shadowRoot`. Until the first shadow root of the agent is attached
// (`lib.agent.shadowTrees`), the DOM and event dispatch skip every shadow-tree step.
(function shadowTrees(lib) {
  "use strict";
  const { DOMException, Element, data, info, isTreeNode, root } = lib;
  const { ObjectDefineProperty, RegExpPrototypeExec, SafeSet, String, StringPrototypeIndexOf, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;
  const any = () => lib.agent.shadowTrees === true;
  // Whether `node` is a shadow root (a template's contents have a host, but no mode).
  const isShadowRoot = (node) => isTreeNode(node) && data(node).mode !== undefined;
  // https://dom.spec.whatwg.org/#concept-shadow-including-inclusive-ancestor: whether `a`
  // is `b` or one of its ancestors, through shadow roots' hosts.
  function shadowIncludingInclusiveAncestor(a, b) {
    for (let n = b; n !== null && n !== undefined;) {
      if (n === a) return true;
      const d = data(n);
      n = d.parent ?? (d.mode !== undefined ? d.host : null);
    }
    return false;
  }
  // https://dom.spec.whatwg.org/#retarget: A, or the host of its root, and so on, until
  // its root is not a shadow root or is a shadow-including inclusive ancestor of B.
  function retarget(a, b) {
    if (!any()) return a;
    for (;;) {
      if (!isTreeNode(a)) return a;
      const r = root(a);
      if (data(r).mode === undefined || (isTreeNode(b) && shadowIncludingInclusiveAncestor(r, b))) return a;
      a = data(r).host;
    }
  }
  lib.setShadowTrees({
    __proto__: null,
    retarget,
    isNode: isTreeNode,
    inShadowTree: (item) => any() && isTreeNode(item) && data(root(item)).mode !== undefined,
    isClosedShadowRoot: (item) => any() && isShadowRoot(item) && data(item).mode === "closed",
    rootIsClosedShadowRoot: (node) => data(root(node)).mode === "closed",
    isAssigned: (node) => any() && isTreeNode(node) && (data(node).assignedSlot ?? null) !== null,
    rootIsShadowIncludingAncestorOf: (target, parent) => !any() || !isTreeNode(target) || shadowIncludingInclusiveAncestor(root(target), parent),
  });

  // https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name,
  // with the wider characters of whatwg/html#7991 (what Chrome ships since 143 with the
  // DOM's valid element local names): it starts with an ASCII lower alpha, has a hyphen
  // and no ASCII upper alpha, is a valid element local name (past its first character
  // anything but NULL, ASCII whitespace, "/" and ">"), and is none of the hyphenated names
  // of SVG and MathML.
  const RESERVED = new SafeSet();
  const reservedNames = ["annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri",
    "font-face-format", "font-face-name", "missing-glyph"];
  for (let i = 0; i < reservedNames.length; i++) RESERVED.add(reservedNames[i]);
  const NAME = /^[a-z][^\0\t\n\f\r />A-Z]*$/;
  // (Every valid name has a hyphen: most names are out without the regular expression.)
  const isValidCustomElementName = (name) =>
    StringPrototypeIndexOf(name, "-") > 0 && RegExpPrototypeExec(NAME, name) !== null && !RESERVED.has(name);
  // https://dom.spec.whatwg.org/#valid-shadow-host-name
  const HOSTS = new SafeSet();
  const hostNames = ["article", "aside", "blockquote", "body", "div", "footer", "h1", "h2", "h3", "h4", "h5", "h6",
    "header", "main", "nav", "p", "section", "span"];
  for (let i = 0; i < hostNames.length; i++) HOSTS.add(hostNames[i]);

  lib.lazily({ interfaces: ["ShadowRoot"], shared: ["ShadowRoot"] }, () => {
    const { DocumentFragment } = lib;
    const shadowField = (node, name) => {
      const d = data(node);
      if (d.mode === undefined) throw new TypeError("Illegal invocation");
      return d[name];
    };
    class ShadowRoot extends DocumentFragment {
      constructor() { throw new TypeError("Illegal constructor"); }
      get mode() { return shadowField(this, "mode"); }
      get delegatesFocus() { return shadowField(this, "delegatesFocus"); }
      get slotAssignment() { return shadowField(this, "slotAssignment"); }
      get clonable() { return shadowField(this, "clonable"); }
      get serializable() { return shadowField(this, "serializable"); }
      get host() { return shadowField(this, "host"); }
      // https://dom.spec.whatwg.org/#dom-documentorshadowroot-customelementregistry
      get customElementRegistry() { shadowField(this, "mode"); return lib.shadowRootRegistryObject(this); }
      // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-innerhtml
      get innerHTML() { shadowField(this, "mode"); return lib.serializeFragment(this); }
      set innerHTML(value) {
        const host = shadowField(this, "host");
        // (The fragment parsing algorithm with the host as its context, its elements of this
        // shadow root's custom element registry.)
        lib.replaceAll(this, lib.parseFragmentIn(value === null ? "" : String(value), host, data(this).owner,
          "set the 'innerHTML' property on 'ShadowRoot'", lib.fragmentRegistry(this)));
      }
      // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-gethtml
      getHTML(options = undefined) { shadowField(this, "mode"); return getHTML(this, options); }
      // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-sethtmlunsafe
      setHTMLUnsafe(html) {
        const host = shadowField(this, "host");
        setHTMLUnsafe(this, html, data(host).name, lib.fragmentRegistry(this));
      }
      // https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement
      // (focus.js)
      get activeElement() {
        shadowField(this, "mode");
        return lib.activeElementOf(this);
      }
    }
    // https://dom.spec.whatwg.org/#dom-shadowroot-onslotchange
    lib.defineEventHandler(ShadowRoot.prototype, "slotchange");
    // (DocumentOrShadowRoot's fullscreenElement: fullscreen.js's getter, null.)
    if (lib.fullscreenElementGetter !== undefined) lib.primordials.ObjectDefineProperty(ShadowRoot.prototype, "fullscreenElement", lib.fullscreenElementGetter);
    // (DocumentOrShadowRoot's styleSheets and adoptedStyleSheets: style_sheet_collections.js.)
    if (lib.documentOrShadowRootStyleSheets !== undefined) lib.defineMembers(ShadowRoot.prototype, lib.documentOrShadowRootStyleSheets);
    return { __proto__: null, ShadowRoot };
  });

  // https://dom.spec.whatwg.org/#concept-attach-a-shadow-root (`registry`: null or a
  // registry's record, custom_element_registry.js; `keepNull`: a declarative shadow root's
  // keep custom element registry null).
  function attachShadowRoot(element, mode, clonable, serializable, delegatesFocus, slotAssignment, declarative, registry, keepNull = false) {
    const d = data(element);
    // 1. If element's namespace is not the HTML namespace, throw a "NotSupportedError".
    // 2. If element's local name is not a valid shadow host name, throw one too.
    const local = d.local ?? d.name;
    if (d.type !== 1 || d.ns !== undefined || !(HOSTS.has(local) || isValidCustomElementName(local))) {
      throw new DOMException(`Failed to execute 'attachShadow' on 'Element': This element does not support attachShadow`, "NotSupportedError");
    }
    // 3. A custom element whose definition disables shadow: "NotSupportedError".
    if (lib.shadowDisabled?.(element)) {
      throw new DOMException("Failed to execute 'attachShadow' on 'Element': attachShadow() is disabled by disabledFeatures static field.", "NotSupportedError");
    }
    // 4. If element is a shadow host: a declarative shadow root of the same mode has its
    //    children removed and is no longer declarative; else "NotSupportedError".
    if (d.shadowRoot !== undefined) {
      const current = data(d.shadowRoot);
      if (!current.declarative || current.mode !== mode) {
        throw new DOMException("Failed to execute 'attachShadow' on 'Element': Shadow root cannot be created on a host which already hosts a shadow tree.", "NotSupportedError");
      }
      lib.replaceAll(d.shadowRoot, []);
      current.declarative = false;
      return d.shadowRoot;
    }
    // 5–11. Let shadow be a new shadow root whose node document is element's node
    //    document, host is element, and mode, delegates focus, slot assignment,
    //    declarative, clonable and serializable are as given.
    const shadow = lib.makeNode(lib.ShadowRoot, {
      __proto__: null, type: 11, owner: d.owner ?? lib.document, host: element, mode, delegatesFocus,
      slotAssignment, declarative, clonable, serializable,
    });
    lib.agent.shadowTrees = true;
    // 14. Set shadow's custom element registry to registry.
    if (lib.agent.registries === true) lib.setRegistry(shadow, registry);
    if (keepNull) data(shadow).keepRegistryNull = true;
    // 10. If element's custom element state is "precustomized" or "custom", set shadow's
    //     available to element internals to true.
    if (d.ce !== undefined && (d.ce.state === "precustomized" || d.ce.state === "custom")) data(shadow).availableToInternals = true;
    // 12. Set element's shadow root to shadow.
    d.shadowRoot = shadow;
    return shadow;
  }
  // The ShadowRootInit dictionary (its members in lexicographic order, as Web IDL reads them).
  function shadowRootInit(init) {
    if (init === null || init === undefined || (typeof init !== "object" && typeof init !== "function")) {
      throw new TypeError("Failed to execute 'attachShadow' on 'Element': 1 argument required, but only 0 present.");
    }
    const clonable = !!init.clonable;
    // (CustomElementRegistry? customElementRegistry: undefined when absent, null too.)
    const customElementRegistry = init.customElementRegistry;
    const delegatesFocus = !!init.delegatesFocus;
    const modeValue = init.mode;
    if (modeValue === undefined) throw new TypeError("Failed to execute 'attachShadow' on 'Element': Failed to read the 'mode' property from 'ShadowRootInit': Required member is undefined.");
    const mode = String(modeValue);
    if (mode !== "open" && mode !== "closed") throw new TypeError(`Failed to execute 'attachShadow' on 'Element': The provided value '${mode}' is not a valid enum value of type ShadowRootMode.`);
    const serializable = !!init.serializable;
    const slotValue = init.slotAssignment;
    const slotAssignment = slotValue === undefined ? "named" : String(slotValue);
    if (slotAssignment !== "named" && slotAssignment !== "manual") throw new TypeError(`Failed to execute 'attachShadow' on 'Element': The provided value '${slotAssignment}' is not a valid enum value of type SlotAssignmentMode.`);
    return { __proto__: null, clonable, customElementRegistry, delegatesFocus, mode, serializable, slotAssignment };
  }
  const method = (prototype, name, value) => ObjectDefineProperty(prototype, name, {
    __proto__: null, value, writable: true, enumerable: true, configurable: true,
  });
  // https://dom.spec.whatwg.org/#dom-element-attachshadow
  method(Element.prototype, "attachShadow", function attachShadow(init) {
    data(this);
    const o = shadowRootInit(init);
    // 1–3. Let registry be this's node document's custom element registry, or
    //    init["customElementRegistry"] (custom_element_registry.js).
    const registry = lib.attachShadowRegistry(this, o.customElementRegistry);
    // 4. Run attach a shadow root. 5. Return this's shadow root.
    return attachShadowRoot(this, o.mode, o.clonable, o.serializable, o.delegatesFocus, o.slotAssignment, false, registry);
  });
  // https://dom.spec.whatwg.org/#dom-element-shadowroot
  // (An object literal's accessor: named "get shadowRoot", as Web IDL's.)
  ObjectDefineProperty(Element.prototype, "shadowRoot", {
    __proto__: null,
    get: lib.primordials.ObjectGetOwnPropertyDescriptor({
      get shadowRoot() {
        const shadow = data(this).shadowRoot;
        return shadow !== undefined && data(shadow).mode === "open" ? shadow : null;
      },
    }, "shadowRoot").get,
    enumerable: true, configurable: true,
  });
  // https://dom.spec.whatwg.org/#concept-node-clone step 6 (node_cloning.js's cloneNode):
  // attach a shadow root like `node`'s to `copy` (6.2–6.3: its registry, a global one
  // replaced by copy's document's effective global registry) and clone its children into
  // it (without the fallback registry).
  lib.cloneShadowRoot = (node, copy) => {
    const s = data(data(node).shadowRoot);
    const registry = lib.agent.registries === true ? lib.cloneRegistry(lib.nodeRegistry(data(node).shadowRoot), data(copy).owner) : undefined;
    const shadow = attachShadowRoot(copy, s.mode, true, s.serializable, s.delegatesFocus, s.slotAssignment, false, registry,
      s.keepRegistryNull === true);
    data(shadow).declarative = s.declarative;
    // (As Chrome: the copy is available to element internals if the original was.)
    if (s.availableToInternals === true) data(shadow).availableToInternals = true;
    const children = s.children;
    for (let i = 0; i < children.length; i++) lib.insertNode(shadow, lib.cloneNode(children[i], true, data(copy).owner), null);
  };

  // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead, "a start tag
  // whose tag name is template", step 7 (the page's parser, parsing.js): the template start
  // tag's shadowrootmode (open or closed) asks for a declarative shadow root on `host`, the
  // adjusted current node. Returns the shadow root the template's children are parsed
  // into, or null when the template is to be inserted as an ordinary one: 7.5, the host
  // is a shadow host already; 7.6.2, attaching one throws (the user agent may report it to
  // the console: framescope does not).
  function startDeclarativeShadowRoot(host, attrs) {
    const mode = lib.lowercase(attrs.get("shadowrootmode"));
    if (data(host).shadowRoot !== undefined) return null;
    let shadow;
    try {
      // 7.3–7.4, 7.6.2. Attach a shadow root with the template's mode, clonable,
      //    serializable and delegates focus, slot assignment "named". 7.6.4 It is
      //    declarative.
      //    Its custom element registry: null, kept null, with shadowrootcustomelementregistry;
      //    else the host's node document's (custom_element_registry.js); its children,
      //    parsed into it, get theirs from it as their intended parent.
      const keepNull = attrs.has("shadowrootcustomelementregistry");
      shadow = attachShadowRoot(host, mode, attrs.has("shadowrootclonable"), attrs.has("shadowrootserializable"),
        attrs.has("shadowrootdelegatesfocus"), "named", true, lib.declarativeShadowRegistry(host, keepNull), keepNull);
    } catch {
      return null;
    }
    // 7.6.6. Set shadow's available to element internals to true.
    data(shadow).availableToInternals = true;
    return shadow;
  }
  lib.startDeclarativeShadowRoot = startDeclarativeShadowRoot;

  // A declarative shadow root made when its template has ended (setHTMLUnsafe's and
  // parseHTMLUnsafe's, whose parse is html5ever's tree builder with the template left in
  // the tree): the template's contents move into the shadow root of its parent, and the
  // template leaves the tree. Returns whether it did.
  function declarativeShadowRoot(template) {
    const t = data(template);
    const mode = t.attrs.get("shadowrootmode");
    if (mode === undefined) return false;
    const lower = lib.lowercase(mode);
    const host = t.parent;
    if ((lower !== "open" && lower !== "closed") || host === null || data(host).type !== 1) return false;
    // (A host that cannot have one, or has one already, keeps the template as it is.)
    const h = data(host);
    if (h.shadowRoot !== undefined || h.ns !== undefined || !(HOSTS.has(h.name) || isValidCustomElementName(h.name))) return false;
    // (Its custom element registry: null, kept null, with shadowrootcustomelementregistry;
    // else the host's node document's: custom_element_registry.js.)
    const keepNull = t.attrs.has("shadowrootcustomelementregistry");
    const shadow = attachShadowRoot(host, lower, t.attrs.has("shadowrootclonable"), t.attrs.has("shadowrootserializable"),
      t.attrs.has("shadowrootdelegatesfocus"), "named", true, lib.declarativeShadowRegistry(host, keepNull), keepNull);
    // (Available to element internals: a custom element upgraded later reaches it.)
    data(shadow).availableToInternals = true;
    const contents = lib.templateContents(template);
    const children = lib.primordials.copyArray(data(contents).children);
    if (lib.agent.registries !== true) {
      for (let i = 0; i < children.length; i++) lib.insertNode(shadow, children[i], null);
    } else {
      // (The registries the parser would have given them in the shadow root — a null or
      // scoped one's too — which adoption then keeps.)
      lib.parsedRegistries(contents, shadow, lib.nodeDocument(host));
      for (let i = 0; i < children.length; i++) lib.insertNode(shadow, children[i], null);
      lib.parsedRegistriesDone(shadow);
    }
    lib.removeNode(host, template);
    return true;
  }
  lib.declarativeShadowRoot = declarativeShadowRoot;
  lib.declarativeShadowRoots = (node) => declarativeShadowRoots(node);
  // Every template with shadowrootmode under `node` (inner ones first: they end first in
  // the document parser too), in template contents as well.
  function declarativeShadowRoots(node) {
    const d = data(node);
    const children = lib.primordials.copyArray(d.children);
    for (let i = 0; i < children.length; i++) declarativeShadowRoots(children[i]);
    if (d.type === 1 && d.name === "template" && d.ns === undefined) {
      declarativeShadowRoots(lib.templateContents(node));
      declarativeShadowRoot(node);
    }
  }

  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#html-fragment-serialisation-algorithm
  // with serializableShadowRoots and shadowRoots (GetHTMLOptions).
  function getHTML(node, options) {
    const serializable = !!options?.serializableShadowRoots;
    const roots = options?.shadowRoots;
    const chosen = new SafeSet();
    if (roots !== undefined && roots !== null) {
      for (let i = 0; i < roots.length; i++) chosen.add(roots[i]);
    }
    return lib.serializeChildren(node, (shadow) => (serializable && data(shadow).serializable === true) || chosen.has(shadow));
  }
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#unsafely-set-html:
  // the fragment parsing algorithm with declarative shadow roots allowed, then replace all.
  function setHTMLUnsafe(target, html, contextName, registry) {
    const fragment = lib.makeNode(lib.DocumentFragment, { __proto__: null, type: 11, owner: data(target).owner });
    lib.insertAll(fragment, lib.parseFragment(String(html), contextName, data(target).owner, registry), null);
    declarativeShadowRoots(fragment);
    lib.replaceAll(target, [fragment]);
  }
  // (Methods of an object literal: named as the members, calling the steps above.)
  lib.defineMembers(Element.prototype, {
    getHTML(options = undefined) {
      data(this);
      return getHTML(this, options);
    },
    setHTMLUnsafe(html) {
      lib.requireArguments(arguments, 1, "setHTMLUnsafe", "Element");
      const d = data(this);
      const target = d.name === "template" && d.ns === undefined ? lib.templateContents(this) : this;
      setHTMLUnsafe(target, html, d.name, target === this ? lib.fragmentRegistry(this) : undefined);
    },
  });
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsehtmlunsafe
  ObjectDefineProperty(lib.Document, "parseHTMLUnsafe", {
    __proto__: null,
    value: function parseHTMLUnsafe(html) {
      lib.requireArguments(arguments, 1, "parseHTMLUnsafe", "Document");
      // 1–4. A new document (scripting disabled), html parsed into it with declarative
      //    shadow roots allowed.
      const document = lib.makeDocument();
      // (Its URL is about:blank, with no about base URL: about:blank is its base URL too,
      // whichever document's parseHTMLUnsafe made it.)
      data(document).url = "about:blank";
      const nodes = lib.natives.parseDocument(String(html));
      lib.setDocumentMode(document, nodes.mode);
      for (let i = 0; i < nodes.length; i++) lib.insertNode(document, lib.buildParsed(nodes[i], document), null);
      declarativeShadowRoots(document);
      return document;
    },
    writable: true, enumerable: true, configurable: true,
  });
  lib.isValidCustomElementName = isValidCustomElementName;
});
