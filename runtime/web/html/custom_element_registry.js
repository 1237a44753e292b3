// CustomElementRegistry, global and scoped: `customElements`, `new CustomElementRegistry()`,
// define, get, getName, whenDefined, upgrade and initialize; which registry a document, a
// shadow root and an element have (`customElementRegistry` on each), how the DOM's
// options choose one (createElement's and createElementNS's, importNode's, attachShadow's),
// and what adoption, cloning and connecting do to them; looking up a custom element
// definition in an element's registry.
// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-elements-api
// https://dom.spec.whatwg.org/#concept-create-element, #concept-node-clone, #concept-node-adopt
//
// A module of the realm's bootstrap (see bootstrap.js), run after custom_elements.js with
// its `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). Upgrading is custom_elements.js's.
//
// A registry is a record (`{ scoped, documents, byName, byConstructor, whenDefined,
// running, lib, object }`) in an internal slot of its CustomElementRegistry object, which
// every realm of the isolate reads: a scoped registry made in one realm is used by shadow
// trees of its same-origin frames. A window's associated document's registry is its
// realm's global one (made on first use, its object too). An element's or shadow root's
// registry is its record's `registry` field; left out, it is its node document's
// effective global registry (its document's registry if that is global, else null), the
// value adoption gives it, so until a page asks for anything else (a scoped registry, a
// null one: `lib.agent.registries`) no node carries one and adoption has nothing to do.
//
// Scoped registries are as the DOM and HTML Standards have them since their 2025 changes
// and as Chrome 146 ships them: insertion keeps an element's registry (adoption
// resolves a null or global one), attachShadow() and createElement() take null for the
// null registry, initialize() upgrades what it initializes, upgrade() only the elements
// of its own registry. Where Chrome differs from the text, framescope follows Chrome:
// initialize() of a global registry checks only the root's node document (not whether the
// root is a document), and a custom element that becomes connected gets its
// connectedCallback whatever its registry (the DOM's insert steps skip elements with a
// null one; Chrome and the adoptedCallback tests do not).
(function customElementRegistry(lib) {
  "use strict";
  const { DOMException, data, info } = lib;
  const {
    FunctionPrototypeCall, ObjectCreate, ObjectDefineProperty, Promise, PromiseReject, PromiseResolve, Proxy, ReflectConstruct,
    SafeMap, SafeSet, String, SymbolIterator, TypeError,
  } = lib.primordials;
  if (info.scope !== "Window") return;
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const registrySlot = lib.internalSlots("custom_element_registry.registry");
  // https://html.spec.whatwg.org/multipage/custom-elements.html#customelementregistry: is
  // scoped, the scoped document set, the custom element definition set (by name and by
  // constructor), element definition is running, the when-defined promise map.
  const newRegistry = (scoped) => ({
    __proto__: null, scoped, documents: scoped ? new SafeSet() : undefined, byName: new SafeMap(), byConstructor: new SafeMap(),
    whenDefined: new SafeMap(), running: false, lib, object: undefined,
  });
  // The realm's global registry: its window's associated document's.
  let globalRegistry = null;
  lib.globalRegistry = () => (globalRegistry ??= newRegistry(false));
  // (A new document of this Window, its initial about:blank's reused, has a registry of
  // its own: bootstrap.js's `lib.onDocument`.)
  lib.onDocument(() => { globalRegistry = null; });
  // A registry's CustomElementRegistry object (a global one's made in its realm on first use).
  lib.registryObject = (registry) => {
    if (registry === null) return null;
    if (registry.object === undefined) {
      const object = ObjectCreate(registry.lib.CustomElementRegistry.prototype);
      registrySlot.set(object, registry);
      registry.object = object;
    }
    return registry.object;
  };
  // Web IDL's conversion of a value to a CustomElementRegistry (of any realm).
  function toRegistry(value, failure) {
    const registry = registrySlot.get(value);
    if (registry === undefined) throw new TypeError(`${failure}: The provided value is not of type 'CustomElementRegistry'.`);
    return registry;
  }
  // https://dom.spec.whatwg.org/#is-a-global-custom-element-registry and
  // #effective-global-custom-element-registry
  const isGlobal = (registry) => registry !== null && !registry.scoped;
  const effectiveGlobal = (registry) => (isGlobal(registry) ? registry : null);

  // https://dom.spec.whatwg.org/#document-custom-element-registry: a window's associated
  // Document is made with its realm's global registry; a document made otherwise
  // (DOMImplementation's, DOMParser's, `new Document()`, a template's inert document) has
  // null, until initialize() gives it a scoped one.
  function documentRegistry(document) {
    const d = data(document);
    if (d.registry !== undefined) return d.registry;
    const realm = d.realm ?? lib;
    return realm.document === document ? realm.globalRegistry() : null;
  }
  lib.documentRegistry = documentRegistry;
  // What an element or shadow root of `document` has when its record names none.
  const implicitRegistry = (document) => effectiveGlobal(documentRegistry(document));
  // https://dom.spec.whatwg.org/#element-custom-element-registry and
  // #shadowroot-custom-element-registry
  const nodeRegistry = (node) => {
    const registry = data(node).registry;
    return registry !== undefined ? registry : implicitRegistry(lib.nodeDocument(node));
  };
  lib.nodeRegistry = nodeRegistry;
  // Sets an element's or shadow root's registry (left out when it is the implicit one).
  function setRegistry(node, registry) {
    const d = data(node);
    if (registry === implicitRegistry(lib.nodeDocument(node))) {
      if (d.registry !== undefined) d.registry = undefined;
      return;
    }
    d.registry = registry;
    lib.agent.registries = true;
  }
  lib.setRegistry = setRegistry;
  // The `registry` field of a new element of `document` (elements.js' makeElement):
  // `registry` is the one it is made with, undefined for "default" (its document's,
  // https://dom.spec.whatwg.org/#concept-create-element step 2).
  lib.registryField = (document, registry) => {
    if (registry === undefined) registry = documentRegistry(document);
    return registry === implicitRegistry(document) ? undefined : registry;
  };
  // https://dom.spec.whatwg.org/#clone-a-single-node step 2.3 and #concept-node-clone step
  // 6.3: the registry of a copy in `document` of a node whose registry (or fallback) is
  // `registry` — a global one is replaced by document's effective global registry.
  lib.cloneRegistry = (registry, document) => (isGlobal(registry) ? implicitRegistry(document) : registry);
  // https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-registry
  function lookUpRegistry(node) {
    const d = data(node);
    // 1–2. An element's or shadow root's custom element registry.
    if (d.type === 1 || d.mode !== undefined) return nodeRegistry(node);
    // 3. A document's. 4. Else null.
    return d.type === 9 ? documentRegistry(node) : null;
  }
  lib.lookUpRegistry = lookUpRegistry;
  // https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-definition
  // (`namespace` undefined: HTML's, as element records keep it).
  lib.lookUpDefinition = (registry, namespace, localName, is) => {
    // 1. If registry is null, return null. 2. Not the HTML namespace: null.
    if (registry === null || (namespace !== undefined && namespace !== HTML_NS)) return undefined;
    // 3. A definition whose name and local name are both localName.
    const autonomous = registry.byName.get(localName);
    if (autonomous !== undefined && autonomous.localName === localName) return autonomous;
    // 4. One whose name is is and local name localName. 5. Else null.
    if (is === undefined || is === null) return undefined;
    const builtIn = registry.byName.get(is);
    return builtIn !== undefined && builtIn.localName === localName ? builtIn : undefined;
  };
  // The checks the DOM's options make of a registry a page gives for `document`: a global
  // one must be that document's (global registries are scoped to one document).
  function checkGlobal(registry, document, failure) {
    if (registry !== null && !registry.scoped && registry !== documentRegistry(document)) {
      throw new DOMException(`${failure}: The provided global CustomElementRegistry is not this document's.`, "NotSupportedError");
    }
  }

  // https://dom.spec.whatwg.org/#flatten-element-creation-options, for createElement and
  // createElementNS: [registry, is] (is undefined for null). A string `options` (allowed
  // for compatibility) names nothing.
  lib.flattenElementCreationOptions = (options, document, method) => {
    const failure = `Failed to execute '${method}' on 'Document'`;
    // 1. Let registry be the result of looking up a custom element registry given document.
    let registry = documentRegistry(document);
    // 2. Let is be null.
    let is;
    // 3. If options is a dictionary (its members read in order, as Web IDL converts it):
    if (options === null || options === undefined || typeof options === "object" || typeof options === "function") {
      const given = options === null || options === undefined ? undefined : options.customElementRegistry;
      const scopedRegistry = given === undefined || given === null ? given : toRegistry(given, failure);
      const isValue = options === null || options === undefined ? undefined : options.is;
      // 3.1. If options["is"] exists, set is to it.
      if (isValue !== undefined) is = String(isValue);
      // 3.2. If options["customElementRegistry"] exists: with is too, a "NotSupportedError";
      //      else registry is it.
      if (scopedRegistry !== undefined) {
        if (is !== undefined) throw new DOMException(`${failure}: 'is' and 'customElementRegistry' cannot both be given.`, "NotSupportedError");
        registry = scopedRegistry;
        if (registry === null) lib.agent.registries = true;
      }
      // 3.3. A global registry other than document's: "NotSupportedError".
      checkGlobal(registry, document, failure);
    }
    // 4. Return registry and is.
    return [registry, is];
  };
  // https://dom.spec.whatwg.org/#dom-document-importnode steps 2–6: [subtree, registry]
  // for `options` (a boolean, or ImportNodeOptions).
  lib.importNodeOptions = (options, document) => {
    const failure = "Failed to execute 'importNode' on 'Document'";
    // 2–3. Let subtree be false and registry be null.
    let subtree = false, registry = null;
    if (options !== null && typeof options !== "object" && typeof options !== "function") {
      // 4. If options is a boolean, set subtree to it (undefined: the default, false).
      subtree = !!options;
    } else {
      // 5. Otherwise (its members in order: customElementRegistry, selfOnly):
      const given = options === null ? undefined : options.customElementRegistry;
      if (given === null) throw new TypeError(`${failure}: Failed to read the 'customElementRegistry' property from 'ImportNodeOptions': The provided value is not of type 'CustomElementRegistry'.`);
      if (given !== undefined) registry = toRegistry(given, failure);
      // 5.1. Set subtree to the negation of options["selfOnly"].
      subtree = !(options === null ? false : !!options.selfOnly);
      // 5.2–5.3. A global registry other than this's: "NotSupportedError".
      if (registry !== null) checkGlobal(registry, document, failure);
    }
    // 6. If registry is null, set it to the result of looking up a custom element registry
    //    given this.
    return [subtree, registry ?? documentRegistry(document)];
  };
  // https://dom.spec.whatwg.org/#dom-element-attachshadow steps 1–3: the registry of the
  // shadow root (`given`: ShadowRootInit's customElementRegistry, undefined when absent).
  lib.attachShadowRegistry = (element, given) => {
    const failure = "Failed to execute 'attachShadow' on 'Element'";
    const document = lib.nodeDocument(element);
    // 1. Let registry be this's node document's custom element registry.
    let registry = documentRegistry(document);
    // 2. If init["customElementRegistry"] exists, set registry to it (null too: the null
    //    registry, since the DOM Standard's November 2025 change that Chrome ships).
    if (given !== undefined) {
      registry = given === null ? null : toRegistry(given, failure);
      if (registry === null) lib.agent.registries = true;
    }
    // 3. A global registry other than this's node document's: "NotSupportedError".
    checkGlobal(registry, document, failure);
    return registry;
  };

  // https://dom.spec.whatwg.org/#concept-node-insert step 7.7.3.1 and 7.7.4: an element or
  // shadow root with a scoped registry that became connected adds its node document to
  // the registry's scoped document set (custom_elements.js' ceInserted).
  lib.registryConnected = (node) => {
    const registry = data(node).registry;
    if (registry !== undefined && registry !== null && registry.scoped) registry.documents.add(lib.nodeDocument(node));
  };
  // https://dom.spec.whatwg.org/#concept-node-adopt step 3.2–3.3.2: `node` (a shadow-including
  // inclusive descendant of what was adopted, in shadow-including tree order; its node
  // document already `document`) had `oldDocument` for node document.
  lib.registryAdopted = (node, oldDocument, document) => {
    const d = data(node);
    if (lib.agent.registries !== true) return;
    // (One a declarative shadow root's parsing gave its registry: parsedRegistries.)
    if (d.parsedRegistry === true) {
      d.parsedRegistry = undefined;
      return;
    }
    const old = d.registry !== undefined ? d.registry : implicitRegistry(oldDocument);
    if (d.mode !== undefined) {
      // 3.2. A shadow root whose registry is null (and not kept null) or global gets
      //      document's effective global registry; others keep theirs.
      if ((old === null && d.keepRegistryNull !== true) || isGlobal(old)) setRegistry(node, implicitRegistry(document));
      else d.registry = old;
    } else if (d.type === 1) {
      // 3.3.2. An element whose registry is null or global: its document's, when it was
      //        global, has no parent or its parent is an exclusive DocumentFragment; else
      //        its parent's; either way that registry's effective global registry.
      if (old !== null && old.scoped) return;
      const parent = d.parent;
      const source = old !== null || parent === null || (data(parent).type === 11 && data(parent).mode === undefined)
        ? documentRegistry(document) : lookUpRegistry(parent);
      setRegistry(node, effectiveGlobal(source));
    }
  };
  // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead (a template
  // start tag with shadowrootmode): the registry of a declarative shadow root attached to
  // `host` — null, kept null, with shadowrootcustomelementregistry; else its host's
  // node document's.
  lib.declarativeShadowRegistry = (host, keepNull) => {
    if (keepNull) {
      lib.agent.registries = true;
      return null;
    }
    return documentRegistry(lib.nodeDocument(host));
  };
  // framescope's parsers attach a declarative shadow root when its template ends, and
  // move the template's contents into it: before they move, the elements get the
  // registries "create an element for the token" would have given them had they been
  // parsed into the shadow root (its intended parent's: the shadow root's, then each
  // parent's), nested declarative shadow roots theirs, as explicit fields their adoption
  // leaves alone (`parsedRegistry`, cleared by the adoption or, once they moved, by
  // `parsedRegistriesDone`).
  function parsedRegistries(parent, registry, document, mark) {
    const children = data(parent).children;
    for (let i = 0; i < children.length; i++) {
      const c = data(children[i]);
      if (c.type !== 1) continue;
      c.registry = registry;
      c.parsedRegistry = mark;
      if (c.shadowRoot !== undefined) {
        const s = data(c.shadowRoot);
        s.registry = s.keepRegistryNull === true ? null : documentRegistry(document);
        s.parsedRegistry = mark;
        parsedRegistries(c.shadowRoot, s.registry, document, mark);
      }
      parsedRegistries(children[i], registry, document, mark);
    }
  }
  lib.parsedRegistries = (contents, shadow, document) => {
    lib.agent.registries = true;
    parsedRegistries(contents, nodeRegistry(shadow), document, true);
  };
  lib.parsedRegistriesDone = (shadow) => {
    const nodes = lib.shadowIncludingDescendants(shadow);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.parsedRegistry !== undefined) d.parsedRegistry = undefined;
    }
  };
  // The registry of the elements the fragment parsing algorithm makes for `context` (an
  // element, or a shadow root): its own (undefined, its document's, while no page has
  // asked for another).
  lib.fragmentRegistry = (context) => (lib.agent.registries === true ? lookUpRegistry(context) : undefined);
  // https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments: a
  // serialized shadow root says shadowrootcustomelementregistry when its registry is not
  // its host's node document's.
  lib.serializesRegistry = (shadow) => nodeRegistry(shadow) !== documentRegistry(lib.nodeDocument(shadow));

  // A page's iterable of strings, as Web IDL converts it to a sequence<DOMString>.
  function sequenceOfStrings(value, what) {
    if (value === null || (typeof value !== "object" && typeof value !== "function")) throw new TypeError(`${what} is not iterable.`);
    const method = value[SymbolIterator];
    if (typeof method !== "function") throw new TypeError(`${what} is not iterable.`);
    const iterator = FunctionPrototypeCall(method, value);
    const list = [];
    for (;;) {
      const step = iterator.next();
      if (step.done) return list;
      list[list.length] = String(step.value);
    }
  }
  // https://tc39.es/ecma262/#sec-isconstructor: constructing a proxy of it whose construct
  // trap answers at once (a bound function or proxy with [[Construct]] passes; an arrow or
  // method does not), without reading its prototype.
  const CONSTRUCTED = { __proto__: null };
  const CONSTRUCT_TRAP = { __proto__: null, construct: () => CONSTRUCTED };
  const isConstructor = (value) => {
    if (typeof value !== "function") return false;
    try {
      ReflectConstruct(new Proxy(value, CONSTRUCT_TRAP), []);
      return true;
    } catch {
      return false;
    }
  };
  const CALLBACKS = ["connectedCallback", "disconnectedCallback", "connectedMoveCallback", "adoptedCallback", "attributeChangedCallback"];
  const FORM_CALLBACKS = ["formAssociatedCallback", "formResetCallback", "formDisabledCallback", "formStateRestoreCallback"];
  // https://html.spec.whatwg.org/multipage/custom-elements.html#upgrade-particular-elements-within-a-document:
  // the elements of `document` (its shadow-including descendants) whose registry is
  // `registry`, of the HTML namespace and local name `localName` (and is value `name` for
  // a customized built-in), in shadow-including tree order, get an upgrade reaction each
  // (custom_elements.js; they run when define returns: [CEReactions]). (The page parser's
  // elements inside <svg> and <math>, kept in the HTML namespace, are never custom.)
  function upgradeWithin(registry, document, definition, localName, name) {
    const nodes = lib.shadowIncludingDescendants(document);
    const candidates = [];
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type !== 1 || d.ns !== undefined || d.foreign === true || (d.local ?? d.name) !== localName || (localName !== name && d.isValue !== name)) continue;
      if (nodeRegistry(nodes[i]) === registry) candidates[candidates.length] = nodes[i];
    }
    for (let i = 0; i < candidates.length; i++) lib.upgradeCandidate(candidates[i], definition);
  }

  lib.lazily({ interfaces: ["CustomElementRegistry"], shared: ["CustomElementRegistry"] }, () => {
    const state = (object) => {
      const registry = registrySlot.get(object);
      if (registry === undefined) throw new TypeError("Illegal invocation");
      return registry;
    };
    class CustomElementRegistry {
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry:
      // a registry whose is scoped is true.
      constructor() {
        const registry = newRegistry(true);
        registry.object = this;
        registrySlot.set(this, registry);
        // (From now on the DOM's steps look at registries, and its insertion steps run the
        // custom element ones: custom_elements.js.)
        lib.agent.registries = true;
        lib.agent.customElements = true;
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define
      define(name, constructor, options = undefined) {
        const r = state(this);
        lib.requireArguments(arguments, 2, "define", "CustomElementRegistry");
        const failure = "Failed to execute 'define' on 'CustomElementRegistry'";
        // 1. If IsConstructor(constructor) is false, then throw a TypeError.
        if (!isConstructor(constructor)) throw new TypeError(`${failure}: parameter 2 is not a constructor.`);
        name = String(name);
        // 2. If name is not a valid custom element name, then throw a "SyntaxError".
        if (!lib.isValidCustomElementName(name)) throw new DOMException(`${failure}: "${name}" is not a valid custom element name`, "SyntaxError");
        // 3–4. If this's definitions have name, or constructor: "NotSupportedError".
        if (r.byName.has(name)) throw new DOMException(`${failure}: the name "${name}" has already been used with this registry`, "NotSupportedError");
        if (r.byConstructor.has(constructor)) throw new DOMException(`${failure}: this constructor has already been used with this registry`, "NotSupportedError");
        // 5. Let localName be name. 6–7. If options["extends"] exists (a customized
        //    built-in element): not in a scoped registry, not a valid custom element name,
        //    not an element whose interface is HTMLUnknownElement; localName is it.
        let localName = name;
        const extendsName = options === undefined || options === null ? undefined : options.extends;
        if (extendsName !== undefined) {
          const extended = String(extendsName);
          if (r.scoped) throw new DOMException(`${failure}: a scoped CustomElementRegistry cannot define customized built-in elements`, "NotSupportedError");
          if (lib.isValidCustomElementName(extended)) throw new DOMException(`${failure}: "${extended}" is a valid custom element name`, "NotSupportedError");
          const iface = lib.natives.htmlElementInterface(extended);
          if (iface === "HTMLUnknownElement") throw new DOMException(`${failure}: "${extended}" is an HTMLUnknownElement`, "NotSupportedError");
          localName = extended;
        }
        // 8–9. If this's element definition is running, "NotSupportedError"; set it.
        if (r.running) throw new DOMException(`${failure}: a definition is running`, "NotSupportedError");
        r.running = true;
        const callbacks = { __proto__: null };
        const observed = new SafeSet();
        // 10–13. formAssociated, disableInternals, disableShadow, observedAttributes.
        let disableShadow = false, disableInternals = false, formAssociated = false;
        try {
          // 14.1. Let prototype be ? Get(constructor, "prototype"); it must be an object.
          const prototype = constructor.prototype;
          if (prototype === null || (typeof prototype !== "object" && typeof prototype !== "function")) {
            throw new TypeError(`${failure}: The prototype of the constructor is not an object.`);
          }
          // 14.2–4. The lifecycle callbacks: each ? Get(prototype, name), converted to a
          //    Function when not undefined.
          for (let i = 0; i < CALLBACKS.length; i++) {
            const value = prototype[CALLBACKS[i]];
            if (value === undefined) continue;
            if (typeof value !== "function") throw new TypeError(`${failure}: The '${CALLBACKS[i]}' property of the prototype is not a function.`);
            callbacks[CALLBACKS[i]] = value;
          }
          // 14.5. observedAttributes, if there is an attributeChangedCallback.
          if (callbacks.attributeChangedCallback !== undefined) {
            const iterable = constructor.observedAttributes;
            if (iterable !== undefined) {
              const names = sequenceOfStrings(iterable, "observedAttributes");
              for (let i = 0; i < names.length; i++) observed.add(names[i]);
            }
          }
          // 14.6–10. disabledFeatures ("internals", "shadow").
          const disabled = constructor.disabledFeatures;
          if (disabled !== undefined) {
            const features = sequenceOfStrings(disabled, "disabledFeatures");
            for (let i = 0; i < features.length; i++) {
              if (features[i] === "shadow") disableShadow = true;
              if (features[i] === "internals") disableInternals = true;
            }
          }
          // 14.11–13. formAssociated, and if it is true the form callbacks.
          formAssociated = !!constructor.formAssociated;
          if (formAssociated) {
            for (let i = 0; i < FORM_CALLBACKS.length; i++) {
              const value = prototype[FORM_CALLBACKS[i]];
              if (value === undefined) continue;
              if (typeof value !== "function") throw new TypeError(`${failure}: The '${FORM_CALLBACKS[i]}' property of the prototype is not a function.`);
              callbacks[FORM_CALLBACKS[i]] = value;
            }
          }
        } finally {
          // (Then, whether or not they threw: element definition is running is false.)
          r.running = false;
        }
        // 15–16. The definition, appended to this's custom element definition set.
        const definition = {
          __proto__: null, name, localName, constructor, callbacks, observed, disableShadow, disableInternals, formAssociated,
          stack: [],
        };
        r.byName.set(name, definition);
        r.byConstructor.set(constructor, definition);
        lib.agent.customElements = true;
        // (Fieldsets' disabled states now matter: element_internals.js.)
        if (formAssociated) lib.agent.formAssociated = true;
        if (r.scoped) {
          // 17. A scoped registry: upgrade particular elements within each document of its
          //     scoped document set, in the order they were added.
          const documents = [];
          r.documents.forEach((document) => { documents[documents.length] = document; });
          for (let i = 0; i < documents.length; i++) upgradeWithin(r, documents[i], definition, localName, localName);
        } else {
          // 18. Else within this's relevant global object's associated Document.
          upgradeWithin(r, r.lib.document, definition, localName, name);
        }
        // 19. If this's when-defined promise map has name: resolve it with constructor, and
        //     remove it.
        const waiting = r.whenDefined.get(name);
        if (waiting !== undefined) {
          r.whenDefined.delete(name);
          waiting.resolve(constructor);
        }
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-get
      get(name) {
        const r = state(this);
        lib.requireArguments(arguments, 1, "get", "CustomElementRegistry");
        return r.byName.get(String(name))?.constructor;
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-getname
      getName(constructor) {
        const r = state(this);
        lib.requireArguments(arguments, 1, "getName", "CustomElementRegistry");
        // (constructor is a CustomElementConstructor, a callback function: not callable is a
        // TypeError.)
        if (typeof constructor !== "function") throw new TypeError("Failed to execute 'getName' on 'CustomElementRegistry': parameter 1 is not a function.");
        return r.byConstructor.get(constructor)?.name ?? null;
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-whendefined
      whenDefined(name) {
        let r;
        try {
          r = state(this);
          lib.requireArguments(arguments, 1, "whenDefined", "CustomElementRegistry");
        } catch (error) {
          return PromiseReject(error);
        }
        name = String(name);
        // 1. Not a valid custom element name: a promise rejected with a "SyntaxError".
        if (!lib.isValidCustomElementName(name)) {
          return PromiseReject(new DOMException(`Failed to execute 'whenDefined' on 'CustomElementRegistry': "${name}" is not a valid custom element name`, "SyntaxError"));
        }
        // 2. Defined: a promise resolved with its constructor.
        const definition = r.byName.get(name);
        if (definition !== undefined) return PromiseResolve(definition.constructor);
        // 3–4. Else the name's promise in the when-defined promise map.
        let waiting = r.whenDefined.get(name);
        if (waiting === undefined) {
          let resolve;
          const promise = new Promise((yes) => { resolve = yes; });
          waiting = { __proto__: null, promise, resolve };
          r.whenDefined.set(name, waiting);
        }
        return waiting.promise;
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-upgrade:
      // try to upgrade root's shadow-including inclusive descendant elements (as Chrome
      // does, those whose registry is this).
      upgrade(root) {
        const r = state(this);
        lib.requireArguments(arguments, 1, "upgrade", "CustomElementRegistry");
        if (!lib.isTreeNode(root)) throw new TypeError("Failed to execute 'upgrade' on 'CustomElementRegistry': parameter 1 is not of type 'Node'.");
        // 1. Let candidates be root's shadow-including inclusive descendant elements.
        const nodes = lib.shadowIncludingDescendants(root);
        // 2. For each candidate, try to upgrade candidate.
        for (let i = 0; i < nodes.length; i++) {
          if (data(nodes[i]).type === 1 && nodeRegistry(nodes[i]) === r) lib.tryUpgradeElement(nodes[i]);
        }
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-initialize
      initialize(root) {
        const r = state(this);
        lib.requireArguments(arguments, 1, "initialize", "CustomElementRegistry");
        if (!lib.isTreeNode(root)) throw new TypeError("Failed to execute 'initialize' on 'CustomElementRegistry': parameter 1 is not of type 'Node'.");
        const d = data(root);
        // (As Chrome: a global registry initializes only nodes of its own document.)
        if (!r.scoped && documentRegistry(lib.nodeDocument(root)) !== r) {
          throw new DOMException("Failed to execute 'initialize' on 'CustomElementRegistry': The registry provided is a global registry from another document.", "NotSupportedError");
        }
        // 1. A document whose registry is null gets this.
        if (d.type === 9 && documentRegistry(root) === null) {
          d.registry = r;
          lib.agent.registries = true;
        } else if (d.mode !== undefined && nodeRegistry(root) === null) {
          // 2. Otherwise, a shadow root whose registry is null gets this.
          setRegistry(root, r);
        }
        // 3. Each inclusive descendant element whose registry is null gets this (and, for a
        //    scoped one, its node document joins the scoped document set); then (as Chrome
        //    and the Standard since 2025) each whose registry is this is tried for an upgrade.
        //    (The vendored IDL gives initialize() no [CEReactions]: it pushes an element
        //    queue itself, so its upgrade reactions run when it returns, as Chrome's do,
        //    rather than from the backup element queue in a microtask.)
        const nodes = lib.inclusiveDescendants(root);
        const queue = lib.pushElementQueue();
        try {
          for (let i = 0; i < nodes.length; i++) {
            if (data(nodes[i]).type !== 1) continue;
            if (nodeRegistry(nodes[i]) === null) {
              setRegistry(nodes[i], r);
              if (r.scoped) r.documents.add(lib.nodeDocument(nodes[i]));
            }
            if (nodeRegistry(nodes[i]) === r) lib.tryUpgradeElement(nodes[i]);
          }
        } finally {
          lib.popElementQueue(queue);
        }
      }
    }
    return { __proto__: null, CustomElementRegistry };
  });
  // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-window-customelements:
  // its associated Document's custom element registry (the realm's global one).
  // (Its getter checks `this` as Window's members do: window.js.)
  lib.defineMembers(lib.global, {
    get customElements() { lib.checkWindow(this); return lib.registryObject(lib.globalRegistry()); },
  });
  // https://dom.spec.whatwg.org/#dom-element-customelementregistry and
  // #dom-documentorshadowroot-customelementregistry (ShadowRoot's: shadow_root.js)
  const getter = (prototype, get) => ObjectDefineProperty(prototype, "customElementRegistry", {
    __proto__: null, get, enumerable: true, configurable: true,
  });
  getter(lib.Element.prototype, lib.primordials.ObjectGetOwnPropertyDescriptor({
    get customElementRegistry() {
      if (data(this).type !== 1) throw new TypeError("Illegal invocation");
      return lib.registryObject(nodeRegistry(this));
    },
  }, "customElementRegistry").get);
  getter(lib.Document.prototype, lib.primordials.ObjectGetOwnPropertyDescriptor({
    get customElementRegistry() {
      if (data(this).type !== 9) throw new TypeError("Illegal invocation");
      return lib.registryObject(documentRegistry(this));
    },
  }, "customElementRegistry").get);
  lib.shadowRootRegistryObject = (shadow) => lib.registryObject(nodeRegistry(shadow));
});
