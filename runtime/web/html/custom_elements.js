// Custom elements: `customElements` (CustomElementRegistry: define, get, getName,
// whenDefined, upgrade), custom element constructors through HTMLElement, upgrades, and
// the lifecycle callbacks (connected, disconnected, adopted, attributeChanged with
// observedAttributes).
// https://html.spec.whatwg.org/multipage/custom-elements.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). A custom element's record keeps its state and definition in `ce`
// (`{ state, definition }`). Until a page defines its first custom element
// (`lib.agent.customElements`), the DOM's hooks into this module are skipped.
//
// framescope runs a custom element's reactions where the DOM operation that caused them
// ends its own steps for that element (an insertion, a removal, an attribute change, an
// element made), rather than in an element queue emptied when the outermost [CEReactions]
// member returns: for one element the order is the same; across several elements of one
// operation (a fragment inserted, `innerHTML` set), each element's callbacks run as it is
// done rather than all at the end. Customized built-in elements (`extends`, `is`) are as
// Chrome ships them.
(function customElements(lib) {
  "use strict";
  const { DOMException, data, info } = lib;
  const {
    FunctionPrototypeCall, ObjectDefineProperty, ObjectGetPrototypeOf, ObjectSetPrototypeOf, Promise, PromiseReject, PromiseResolve,
    ReflectApply, ReflectConstruct, ReflectGet, SafeMap, SafeSet, String, SymbolIterator, TypeError,
  } = lib.primordials;
  if (info.scope !== "Window") return;
  // The realm's registry's state (its CustomElementRegistry object is made on first use).
  let registry = null;
  const registryState = () => (registry ??= {
    __proto__: null, byName: new SafeMap(), byConstructor: new SafeMap(), whenDefined: new SafeMap(), running: false,
    object: undefined,
  });
  const ALREADY_CONSTRUCTED = { __proto__: null };
  const CALLBACKS = ["connectedCallback", "disconnectedCallback", "adoptedCallback", "attributeChangedCallback"];
  const FORM_CALLBACKS = ["formAssociatedCallback", "formResetCallback", "formDisabledCallback", "formStateRestoreCallback"];

  // https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-definition:
  // in the registry of the realm whose document `element` belongs to, if that document has a
  // browsing context (a template's inert document, DOMParser's documents have none).
  function lookUp(element) {
    const d = data(element);
    if (d.ns !== undefined) return undefined;
    const owner = d.owner ?? lib.document;
    const realm = lib.browsingRealm(owner);
    if (realm === undefined) return undefined;
    return realm.customElementDefinition(d.name, d.isValue);
  }
  // The definition whose name and local name are `localName` (autonomous), or whose name
  // is `is` and local name `localName` (customized built-in).
  lib.customElementDefinition = (localName, is) => {
    if (registry === null) return undefined;
    const autonomous = registry.byName.get(localName);
    if (autonomous !== undefined && autonomous.localName === localName) return autonomous;
    if (is === undefined || is === null) return undefined;
    const builtIn = registry.byName.get(is);
    return builtIn !== undefined && builtIn.localName === localName ? builtIn : undefined;
  };
  // Whether `d` (an element's record) may become a custom element: a valid custom element
  // name, or an is value (customized built-in), in the HTML namespace.
  const mayBeCustom = (d) => d.type === 1 && d.ns === undefined && (d.isValue !== undefined || lib.isValidCustomElementName(d.name));

  // Calls a lifecycle callback with `element` as this; an exception is reported to the
  // callback's realm, as a reaction's is.
  function callback(element, name, args) {
    const definition = data(element).ce.definition;
    const fn = definition.callbacks[name];
    if (fn === undefined) return;
    try {
      ReflectApply(fn, element, args);
    } catch (error) {
      lib.realmOfObject(fn).reportException(error);
    }
  }
  // https://html.spec.whatwg.org/multipage/custom-elements.html#concept-upgrade-an-element
  function upgrade(element, definition) {
    const d = data(element);
    const ce = (d.ce ??= { __proto__: null, state: "undefined", definition: undefined });
    // 1. If element's custom element state is not "undefined" or "uncustomized", return.
    if (ce.state !== "undefined" && ce.state !== "uncustomized") return;
    // 2. Set element's custom element definition to definition. 3. Set its state to
    //    "failed" — "precustomized" while its constructor runs (attachInternals allows it).
    ce.definition = definition;
    ce.state = "precustomized";
    // 4–5. (The reactions it would queue: attributeChangedCallback for each observed
    //      attribute, connectedCallback if connected — run once the constructor is done.)
    // 6. Add element to the end of definition's construction stack.
    const stack = definition.stack;
    stack[stack.length] = element;
    // 8. Run the constructor; its result must be element.
    try {
      const result = ReflectConstruct(definition.constructor, []);
      if (result !== element) throw new TypeError("Failed to upgrade a custom element: its constructor did not return the element it upgrades.");
    } catch (error) {
      // (On an exception: its state stays "failed", its reactions are dropped, and the
      // exception is reported.)
      ce.definition = undefined;
      ce.state = "failed";
      lib.realmOfObject(definition.constructor).reportException(error);
      return;
    } finally {
      // 9. Remove the last entry from the end of definition's construction stack.
      stack.length = stack.length - 1;
    }
    // 10–11. Set its state to "custom"; then its queued reactions.
    ce.state = "custom";
    d.attrs.forEach((value, name) => {
      if (definition.observed.has(name)) callback(element, "attributeChangedCallback", [name, null, value, d.attrNS?.get(name)?.[0] ?? null]);
    });
    if (data(lib.shadowIncludingRoot(element)).type === 9) callback(element, "connectedCallback", []);
    // (A form-associated one: its form owner is reset, and if it is disabled,
    // formDisabledCallback; element_internals.js.)
    if (definition.formAssociated) {
      lib.faceFormOwnerReset(element);
      if (lib.forms().disabled(element)) lib.faceDisabledChanged(element);
    }
  }
  // https://html.spec.whatwg.org/multipage/custom-elements.html#concept-try-upgrade
  function tryUpgrade(element) {
    const definition = lookUp(element);
    if (definition !== undefined) upgrade(element, definition);
  }
  // https://dom.spec.whatwg.org/#concept-create-element steps 6 (a valid custom element
  // name): an element the DOM made, upgraded at once if its name is defined.
  lib.ceCreated = (element) => {
    const d = data(element);
    if (constructing || !mayBeCustom(d)) return;
    d.ce = { __proto__: null, state: "undefined", definition: undefined };
    tryUpgrade(element);
  };
  // https://dom.spec.whatwg.org/#concept-node-insert step 7.7: for each shadow-including
  // inclusive descendant of node, if it is connected: connectedCallback for a custom one,
  // else try to upgrade it.
  lib.ceInserted = (node) => {
    if (data(lib.shadowIncludingRoot(node)).type !== 9) return;
    const nodes = lib.shadowIncludingDescendants(node);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.ce === undefined) {
        // (An element made before the first definition of the agent.)
        if (!mayBeCustom(d)) continue;
        d.ce = { __proto__: null, state: "undefined", definition: undefined };
      }
      if (d.ce.state === "custom") {
        callback(nodes[i], "connectedCallback", []);
        if (d.ce.definition.formAssociated) lib.faceFormOwnerReset(nodes[i]);
      } else tryUpgrade(nodes[i]);
    }
  };
  // https://dom.spec.whatwg.org/#concept-node-remove step 16: disconnectedCallback for
  // each custom shadow-including inclusive descendant of node.
  lib.ceRemoved = (node) => {
    const nodes = lib.shadowIncludingDescendants(node);
    for (let i = 0; i < nodes.length; i++) {
      const ce = data(nodes[i]).ce;
      if (ce !== undefined && ce.state === "custom") {
        callback(nodes[i], "disconnectedCallback", []);
        if (ce.definition.formAssociated) lib.faceFormOwnerReset(nodes[i]);
      }
    }
  };
  // https://html.spec.whatwg.org/multipage/custom-elements.html#form-associated-custom-element
  // (its definition's form-associated is true, and it is custom).
  lib.isFormAssociated = (d) =>
    d.ce !== undefined && (d.ce.state === "custom" || d.ce.state === "precustomized") && d.ce.definition.formAssociated === true;
  // A form-associated custom element's callback (formAssociatedCallback,
  // formResetCallback, formDisabledCallback, formStateRestoreCallback).
  lib.ceFormCallback = (element, name, args) => callback(element, name, args);
  // https://dom.spec.whatwg.org/#concept-node-adopt step 3.2
  lib.ceAdopted = (element, oldDocument, newDocument) => {
    callback(element, "adoptedCallback", [oldDocument, newDocument]);
  };
  // https://dom.spec.whatwg.org/#concept-element-attributes-change-ext: a custom
  // element's observed attribute changed.
  lib.ceAttributeChanged = (element, name, oldValue, value, ns = data(element).attrNS?.get(name)) => {
    const ce = data(element).ce;
    if (ce.state !== "custom") return;
    // (A form-associated one: its form attribute resets its form owner; its disabled
    // attribute, when its disabled state changes, gives formDisabledCallback.)
    if (ce.definition.formAssociated && ns === undefined) {
      if (name === "form") lib.faceFormOwnerReset(element);
      if (name === "disabled" && (oldValue === null || oldValue === undefined) !== (value === null)) lib.faceDisabledChanged(element);
    }
    if (!ce.definition.observed.has(ns === undefined ? name : ns[2])) return;
    callback(element, "attributeChangedCallback", [ns === undefined ? name : ns[2], oldValue ?? null, value, ns?.[0] ?? null]);
  };

  // https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors
  // ([HTMLConstructor]: HTMLElement's constructor, elements.js).
  let constructing = false;
  lib.htmlConstructor = (newTarget) => {
    // 1–3. The definition in the current global's registry whose constructor is NewTarget;
    //    none (HTMLElement itself, or an undefined class): TypeError.
    const definition = registry?.byConstructor.get(newTarget);
    if (definition === undefined) throw new TypeError("Illegal constructor");
    // 4–5. The active function object (the element interface whose constructor runs: the
    //    nearest one NewTarget extends) must be HTMLElement for an autonomous custom
    //    element, and the interface of the local name it extends for a customized built-in.
    let active;
    for (let f = ObjectGetPrototypeOf(newTarget); f !== null && active === undefined; f = ObjectGetPrototypeOf(f)) {
      active = lib.interfaceNameOf(f);
    }
    const expected = definition.localName === definition.name ? "HTMLElement" : lib.natives.htmlElementInterface(definition.localName) ?? "HTMLElement";
    if (active !== expected) throw new TypeError("Illegal constructor");
    // 6. Let prototype be ? Get(NewTarget, "prototype"); not an object: this realm's
    //    HTMLElement.prototype.
    let prototype = ReflectGet(newTarget, "prototype");
    if (prototype === null || (typeof prototype !== "object" && typeof prototype !== "function")) prototype = lib.HTMLElement.prototype;
    const stack = definition.stack;
    // 7. If definition's construction stack is empty: a new element of its local name
    //    (state "custom"), with prototype.
    if (stack.length === 0) {
      constructing = true;
      let element;
      try {
        // (A customized built-in element's is value is its definition's name.)
        element = lib.makeElement(definition.localName, [], undefined, undefined, definition.localName,
          definition.localName === definition.name ? undefined : definition.name);
      } finally {
        constructing = false;
      }
      ObjectSetPrototypeOf(element, prototype);
      data(element).ce = { __proto__: null, state: "custom", definition };
      return element;
    }
    // 8–13. Else the element being upgraded (the stack's last entry): already constructed
    //    is a TypeError; it gets prototype and the entry becomes the marker.
    const element = stack[stack.length - 1];
    if (element === ALREADY_CONSTRUCTED) throw new TypeError("Failed to construct 'HTMLElement': this instance is already constructed");
    ObjectSetPrototypeOf(element, prototype);
    stack[stack.length - 1] = ALREADY_CONSTRUCTED;
    return element;
  };

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
  const isConstructor = (value) => {
    if (typeof value !== "function") return false;
    try {
      // (A bound function or proxy with [[Construct]] passes; an arrow or method does not.)
      ReflectConstruct(String, [], value);
      return true;
    } catch {
      return false;
    }
  };

  lib.lazily({ interfaces: ["CustomElementRegistry"], shared: ["CustomElementRegistry"] }, () => {
    const state = (object) => {
      if (registry === null || registry.object !== object) throw new TypeError("Illegal invocation");
      return registry;
    };
    class CustomElementRegistry {
      constructor() { throw new TypeError("Illegal constructor"); }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define
      define(name, constructor, options = undefined) {
        const r = state(this);
        // 1. If IsConstructor(constructor) is false, then throw a TypeError.
        if (!isConstructor(constructor)) throw new TypeError("Failed to execute 'define' on 'CustomElementRegistry': parameter 2 is not a constructor.");
        name = String(name);
        // 2. If name is not a valid custom element name, then throw a "SyntaxError".
        if (!lib.isValidCustomElementName(name)) throw new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': "${name}" is not a valid custom element name`, "SyntaxError");
        // 3–4. If this's definitions have name, or constructor: "NotSupportedError".
        if (r.byName.has(name)) throw new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': the name "${name}" has already been used with this registry`, "NotSupportedError");
        if (r.byConstructor.has(constructor)) throw new DOMException("Failed to execute 'define' on 'CustomElementRegistry': this constructor has already been used with this registry", "NotSupportedError");
        // 5. Let localName be name. 6–7. If options["extends"] exists (a customized
        //    built-in element): it may not be a valid custom element name, nor name an
        //    element whose interface is HTMLUnknownElement; localName is it.
        let localName = name;
        const extendsName = options === undefined || options === null ? undefined : options.extends;
        if (extendsName !== undefined) {
          const extended = String(extendsName);
          if (lib.isValidCustomElementName(extended)) throw new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': "${extended}" is a valid custom element name`, "NotSupportedError");
          const iface = lib.natives.htmlElementInterface(extended);
          if (iface === "HTMLUnknownElement") throw new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': "${extended}" is an HTMLUnknownElement`, "NotSupportedError");
          localName = extended;
        }
        // 8–9. If this's element definition is running, "NotSupportedError"; set it.
        if (r.running) throw new DOMException("Failed to execute 'define' on 'CustomElementRegistry': a definition is running", "NotSupportedError");
        r.running = true;
        const callbacks = { __proto__: null };
        let observed = new SafeSet();
        let disableShadow = false, disableInternals = false, formAssociated = false;
        try {
          // 14.1. Let prototype be ? Get(constructor, "prototype"); it must be an object.
          const prototype = constructor.prototype;
          if (prototype === null || (typeof prototype !== "object" && typeof prototype !== "function")) {
            throw new TypeError("Failed to execute 'define' on 'CustomElementRegistry': The prototype of the constructor is not an object.");
          }
          // 14.2–3. The lifecycle callbacks: each ? Get(prototype, name), converted to a
          //    Function when not undefined.
          for (let i = 0; i < CALLBACKS.length; i++) {
            const value = prototype[CALLBACKS[i]];
            if (value === undefined) continue;
            if (typeof value !== "function") throw new TypeError(`Failed to execute 'define' on 'CustomElementRegistry': The '${CALLBACKS[i]}' property of the prototype is not a function.`);
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
          // 14.6–8. disabledFeatures ("shadow" disables attachShadow).
          const disabled = constructor.disabledFeatures;
          if (disabled !== undefined) {
            const features = sequenceOfStrings(disabled, "disabledFeatures");
            for (let i = 0; i < features.length; i++) {
              if (features[i] === "shadow") disableShadow = true;
              if (features[i] === "internals") disableInternals = true;
            }
          }
          // 14.9–11. formAssociated, and if it is true the form callbacks.
          formAssociated = !!constructor.formAssociated;
          if (formAssociated) {
            for (let i = 0; i < FORM_CALLBACKS.length; i++) {
              const value = prototype[FORM_CALLBACKS[i]];
              if (value === undefined) continue;
              if (typeof value !== "function") throw new TypeError(`Failed to execute 'define' on 'CustomElementRegistry': The '${FORM_CALLBACKS[i]}' property of the prototype is not a function.`);
              callbacks[FORM_CALLBACKS[i]] = value;
            }
          }
        } finally {
          // 15. Set this's element definition is running to false.
          r.running = false;
        }
        // 16–17. The definition, added to this registry.
        const definition = {
          __proto__: null, name, localName, constructor, callbacks, observed, disableShadow, disableInternals, formAssociated,
          stack: [],
        };
        r.byName.set(name, definition);
        r.byConstructor.set(constructor, definition);
        lib.agent.customElements = true;
        // 18–19. The document's elements of that name in the HTML namespace, in
        //    shadow-including tree order (found before any constructor runs), are upgraded.
        //    (Elements made before the agent's first definition become custom to be now.)
        const nodes = lib.shadowIncludingDescendants(lib.document);
        const upgrades = [];
        for (let i = 0; i < nodes.length; i++) {
          const d = data(nodes[i]);
          if (d.type !== 1 || d.ns !== undefined || d.name !== localName || (localName !== name && d.isValue !== name)) continue;
          d.ce ??= { __proto__: null, state: "undefined", definition: undefined };
          upgrades[upgrades.length] = nodes[i];
        }
        for (let i = 0; i < upgrades.length; i++) upgrade(upgrades[i], definition);
        // 20. If this's when-defined promise map has name: resolve it with constructor.
        const waiting = r.whenDefined.get(name);
        if (waiting !== undefined) {
          r.whenDefined.delete(name);
          waiting.resolve(constructor);
        }
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-get
      get(name) { return state(this).byName.get(String(name))?.constructor; }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-getname
      getName(constructor) { return state(this).byConstructor.get(constructor)?.name ?? null; }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-whendefined
      whenDefined(name) {
        const r = state(this);
        name = String(name);
        // 1. Not a valid custom element name: a promise rejected with a "SyntaxError".
        if (!lib.isValidCustomElementName(name)) {
          return PromiseReject(new DOMException(`Failed to execute 'whenDefined' on 'CustomElementRegistry': "${name}" is not a valid custom element name`, "SyntaxError"));
        }
        // 2. Defined: a promise resolved with its constructor.
        const definition = r.byName.get(name);
        if (definition !== undefined) return PromiseResolve(definition.constructor);
        // 3–5. Else the name's promise in the when-defined promise map.
        let waiting = r.whenDefined.get(name);
        if (waiting === undefined) {
          let resolve;
          const promise = new Promise((yes) => { resolve = yes; });
          waiting = { __proto__: null, promise, resolve };
          r.whenDefined.set(name, waiting);
        }
        return waiting.promise;
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-upgrade
      upgrade(root) {
        state(this);
        if (!lib.isTreeNode(root)) throw new TypeError("Failed to execute 'upgrade' on 'CustomElementRegistry': parameter 1 is not of type 'Node'.");
        const nodes = lib.shadowIncludingDescendants(root);
        for (let i = 0; i < nodes.length; i++) {
          const d = data(nodes[i]);
          if (!mayBeCustom(d)) continue;
          d.ce ??= { __proto__: null, state: "undefined", definition: undefined };
          tryUpgrade(nodes[i]);
        }
      }
    }
    return { __proto__: null, CustomElementRegistry };
  });
  // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-window-customelements
  // ([SameObject]: the realm's one registry).
  ObjectDefineProperty(lib.global, "customElements", {
    __proto__: null,
    get: function customElements() {
      const r = registryState();
      r.object ??= { __proto__: lib.CustomElementRegistry.prototype };
      return r.object;
    },
    enumerable: true, configurable: true,
  });
  // attachShadow's check of a definition's disabled shadow (shadow_root.js).
  lib.shadowDisabled = (element) => data(element).ce?.definition?.disableShadow === true;
});
