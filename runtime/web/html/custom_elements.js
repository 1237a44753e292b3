// Custom elements: `customElements` (CustomElementRegistry: define, get, getName,
// whenDefined, upgrade), custom element constructors through HTMLElement, upgrades, and
// the lifecycle callbacks (connected, disconnected, adopted, attributeChanged with
// observedAttributes).
// https://html.spec.whatwg.org/multipage/custom-elements.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). A custom element's record keeps its state, its definition and its
// custom element reaction queue in `ce` (`{ state, definition, reactions, head }`). Until
// a page defines its first custom element (`lib.agent.customElements`), the DOM's hooks
// into this module are skipped.
//
// Custom element reactions (custom_element_reactions.js) are as HTML has them: the DOM's
// steps enqueue them (an upgrade, or a lifecycle callback with its arguments) on the
// element's reaction queue and put the element on the current element queue of the
// agent's reactions stack, and they run when the [CEReactions] member that pushed that
// queue returns (or, with no member on the stack, from the backup element queue in a
// microtask). Elements made by createElement and by the page's parser for a defined name
// are constructed synchronously; cloned ones, and those of a fragment inserted into a
// document, are upgraded by an enqueued reaction. Customized built-in elements (`extends`,
// `is`) are as Chrome ships them.
(function customElements(lib) {
  "use strict";
  const { DOMException, data, info } = lib;
  const {
    FunctionPrototypeCall, ObjectDefineProperty, ObjectSetPrototypeOf, Promise, PromiseReject, PromiseResolve, Proxy,
    ReflectConstruct, ReflectGet, SafeMap, SafeSet, String, SymbolIterator, TypeError,
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
  // in the registry of the realm whose document `document` is, if that document has a
  // browsing context (a template's inert document, DOMParser's documents have none).
  function lookUpIn(document, localName, is) {
    const realm = lib.browsingRealm(document);
    if (realm === undefined) return undefined;
    return realm.customElementDefinition(localName, is);
  }
  // The definition for `element` (in its node document).
  function lookUp(element) {
    const d = data(element);
    if (d.ns !== undefined) return undefined;
    return lookUpIn(d.owner ?? lib.document, d.local ?? d.name, d.isValue);
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
  // (`foreign`: the page parser's element inside <svg> or <math>, which it keeps in the HTML
  // namespace: never one.)
  const mayBeCustom = (d) =>
    d.type === 1 && d.ns === undefined && d.foreign !== true && (d.isValue !== undefined || lib.isValidCustomElementName(d.local ?? d.name));
  const undefinedState = () => ({ __proto__: null, state: "undefined", definition: undefined });
  // https://dom.spec.whatwg.org/#concept-element-custom: an element whose custom element
  // state is "custom".
  const isCustom = (d) => d.ce !== undefined && d.ce.state === "custom";
  // A callback reaction for a custom element (custom_element_reactions.js).
  const enqueue = (element, name, args) => lib.enqueueCallbackReaction(element, name, args);
  // An attribute's local name and namespace: `name` is its qualified name, `ns` its
  // [namespace, prefix, local name] (undefined for one of no namespace).
  const attributeArguments = (name, oldValue, value, ns) => [ns === undefined ? name : ns[2], oldValue, value, ns?.[0] ?? null];

  // https://html.spec.whatwg.org/multipage/custom-elements.html#concept-upgrade-an-element
  // (an upgrade reaction's steps; throws what the constructor threw).
  function upgrade(element, definition) {
    const d = data(element);
    const ce = (d.ce ??= undefinedState());
    // 1. If element's custom element state is not "undefined" or "uncustomized", return.
    if (ce.state !== "undefined" && ce.state !== "uncustomized") return;
    // 2. Set element's custom element definition to definition. 3. Set its custom element
    //    state to "failed".
    ce.definition = definition;
    ce.state = "failed";
    // 4. For each attribute in element's attribute list, in order, enqueue a custom
    //    element callback reaction with element, "attributeChangedCallback", and
    //    « attribute's local name, null, attribute's value, attribute's namespace ».
    d.attrs.forEach((value, name) => {
      enqueue(element, "attributeChangedCallback", attributeArguments(name, null, value, d.attrNS?.get(name)));
    });
    // 5. If element is connected, then enqueue connectedCallback with « ».
    if (data(lib.shadowIncludingRoot(element)).type === 9) enqueue(element, "connectedCallback", []);
    // 6. Add element to the end of definition's construction stack. 7. Let C be
    //    definition's constructor.
    const stack = definition.stack;
    stack[stack.length] = element;
    const C = definition.constructor;
    // 9. Run these steps while catching any exceptions:
    try {
      // 9.1. If definition's disable shadow is true and element's shadow root is non-null,
      //      then throw a "NotSupportedError" DOMException.
      if (definition.disableShadow && d.shadowRoot !== undefined) {
        throw new DOMException("Failed to upgrade a custom element: its definition disables shadow roots, and it has one.", "NotSupportedError");
      }
      // 9.2. Set element's custom element state to "precustomized" (attachInternals allows it).
      ce.state = "precustomized";
      // 9.3–4. Let constructResult be the result of constructing C, with no arguments; if
      //        SameValue(constructResult, element) is false, then throw a TypeError.
      const result = ReflectConstruct(C, []);
      if (result !== element) throw new TypeError("Failed to upgrade a custom element: its constructor did not return the element it upgrades.");
    } catch (error) {
      // If the above steps threw: 1. Set element's custom element definition to null
      // (its state is "failed"). 2. Empty element's custom element reaction queue.
      // 3. Throw the exception.
      ce.definition = undefined;
      ce.state = "failed";
      lib.emptyReactionQueue(ce);
      throw error;
    } finally {
      // (Whether or not they threw: remove the last entry from the end of definition's
      // construction stack.)
      stack.length = stack.length - 1;
    }
    // 11. If element is a form-associated custom element: reset its form owner (a form
    //     owner enqueues formAssociatedCallback), and if it is disabled, enqueue
    //     formDisabledCallback with « true » (element_internals.js).
    if (definition.formAssociated) {
      lib.faceFormOwnerReset(element);
      if (lib.forms().disabled(element)) lib.faceDisabledChanged(element);
    }
    // 12. Set element's custom element state to "custom".
    ce.state = "custom";
  }
  lib.upgradeElement = upgrade;
  // https://html.spec.whatwg.org/multipage/custom-elements.html#concept-try-upgrade
  function tryUpgrade(element) {
    // 1. Let definition be the result of looking up a custom element definition.
    const definition = lookUp(element);
    // 2. If definition is not null, then enqueue a custom element upgrade reaction.
    if (definition !== undefined) lib.enqueueUpgradeReaction(element, definition);
  }

  // https://dom.spec.whatwg.org/#concept-create-element steps 4–7 for an element of the
  // HTML namespace the DOM made (elements.js' makeElement), once the agent has a
  // definition. `creation`: "sync" or "parser" (the synchronous custom elements flag:
  // createElement, the page's parser for a name it will construct), "none" (an element
  // made in place of one that failed: nothing looked up), else unset.
  lib.ceCreated = (element, creation) => {
    const d = data(element);
    if (constructing || !mayBeCustom(d)) return;
    // (Its state: "undefined" until it is upgraded; an uncustomized element keeps no record.)
    d.ce = undefinedState();
    if (creation === "none") return;
    const definition = lookUp(element);
    if (definition === undefined) return;
    // 5. A customized built-in element's definition: 5.3. with the synchronous custom
    //    elements flag set, upgrade it now (an exception reported for the constructor's
    //    realm, its state "failed"); 5.4. else enqueue an upgrade reaction. (6. An
    //    autonomous one's, synchronous: createSynchronously.)
    if (creation === "sync" || creation === "parser") {
      try {
        upgrade(element, definition);
      } catch (error) {
        lib.functionRealm(definition.constructor).reportException(error);
        d.ce.state = "failed";
      }
    } else {
      lib.enqueueUpgradeReaction(element, definition);
    }
  };
  // https://dom.spec.whatwg.org/#concept-create-element step 6.2 (an autonomous custom
  // element's definition, the synchronous custom elements flag set): the element its
  // constructor makes, or undefined when `localName` (with `is`) has no such definition in
  // `document`'s realm. An element that is not what the constructor must make is reported,
  // and an HTMLUnknownElement in state "failed" made instead.
  // `parser`: the page's parser constructs it, with the JavaScript execution context stack
  // empty (so cleaning up after running its script performs a microtask checkpoint).
  lib.createSynchronously = (document, localName, is, parser) => {
    const definition = lookUpIn(document, localName, is);
    if (definition === undefined || definition.localName !== definition.name) return undefined;
    const C = definition.constructor;
    try {
      // 6.2.1–2. Let result be ? Construct(C); it must implement HTMLElement.
      const result = ReflectConstruct(C, []);
      if (parser) lib.natives.microtaskCheckpoint();
      const r = lib.isTreeNode(result) ? data(result) : undefined;
      if (r === undefined || r.type !== 1 || r.ns !== undefined || !lib.is(result, lib.HTMLElement)) {
        throw new TypeError(`Failed to create a '${localName}' custom element: its constructor did not make an HTML element.`);
      }
      // 6.2.3. Its attribute list, children and parent must be empty and null, its node
      //        document document, its local name localName: else a "NotSupportedError".
      const failure = (what) => new DOMException(`Failed to create a '${localName}' custom element: ${what}.`, "NotSupportedError");
      if (r.attrs.size > 0) throw failure("the constructor gave it attributes");
      if (r.children.length > 0) throw failure("the constructor gave it children");
      if (r.parent !== null && r.parent !== undefined) throw failure("the constructor inserted it into a parent");
      if ((r.owner ?? lib.realmOf(result).document) !== document) throw failure("the constructor adopted it into another document");
      if (r.name !== localName) throw failure("its local name is not the definition's");
      return result;
    } catch (error) {
      // 6.2.4. If any of these steps threw: report the exception for C's realm's global,
      //        and make an HTMLUnknownElement whose custom element state is "failed".
      lib.functionRealm(C).reportException(error);
      const element = lib.makeElement(localName, [], undefined, document, localName, undefined, "none");
      const realm = lib.realmOf(element);
      ObjectSetPrototypeOf(element, realm.elementInterface("HTMLUnknownElement").prototype);
      data(element).ce = { __proto__: null, state: "failed", definition: undefined };
      return element;
    }
  };
  // https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token
  // step 7: whether the page's parser will execute script making an element of `localName`
  // (and `is`) whose intended parent's node document is `document`.
  lib.willExecuteScript = (document, localName, is) => lookUpIn(document, localName, is) !== undefined;

  // https://dom.spec.whatwg.org/#concept-node-insert step 7.7: for each shadow-including
  // inclusive descendant of node, in shadow-including tree order, if it is connected:
  // enqueue connectedCallback for a custom one, else try to upgrade it.
  lib.ceInserted = (node) => {
    if (data(lib.shadowIncludingRoot(node)).type !== 9) return;
    const nodes = lib.shadowIncludingDescendants(node);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.ce === undefined) {
        // (An element made before the first definition of the agent.)
        if (!mayBeCustom(d)) continue;
        d.ce = undefinedState();
      }
      if (d.ce.state === "custom") {
        enqueue(nodes[i], "connectedCallback", []);
        // (HTML's insertion steps: a form-associated one's form owner is reset.)
        if (d.ce.definition.formAssociated) lib.faceFormOwnerReset(nodes[i]);
      } else tryUpgrade(nodes[i]);
    }
  };
  // https://dom.spec.whatwg.org/#concept-node-remove steps 15–16: disconnectedCallback
  // for each custom shadow-including inclusive descendant of node (it was connected).
  lib.ceRemoved = (node) => {
    const nodes = lib.shadowIncludingDescendants(node);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (isCustom(d)) {
        enqueue(nodes[i], "disconnectedCallback", []);
        if (d.ce.definition.formAssociated) lib.faceFormOwnerReset(nodes[i]);
      }
    }
  };
  // https://html.spec.whatwg.org/multipage/custom-elements.html#form-associated-custom-element
  // (its definition's form-associated is true, and it is custom).
  lib.isFormAssociated = (d) =>
    d.ce !== undefined && (d.ce.state === "custom" || d.ce.state === "precustomized") && d.ce.definition.formAssociated === true;
  // A form-associated custom element's callback reaction (formAssociatedCallback,
  // formResetCallback, formDisabledCallback, formStateRestoreCallback).
  lib.ceFormCallback = (element, name, args) => enqueue(element, name, args);
  // https://dom.spec.whatwg.org/#concept-node-adopt step 3.2: adoptedCallback with
  // « oldDocument, document ».
  lib.ceAdopted = (element, oldDocument, newDocument) => {
    enqueue(element, "adoptedCallback", [oldDocument, newDocument]);
  };
  // https://dom.spec.whatwg.org/#handle-attribute-changes step 2: if element is custom,
  // attributeChangedCallback with « attribute's local name, oldValue, newValue, its
  // namespace » (only for an observed attribute).
  lib.ceAttributeChanged = (element, name, oldValue, value, ns = data(element).attrNS?.get(name)) => {
    const ce = data(element).ce;
    if (ce.state !== "custom") return;
    // (A form-associated one: its form attribute resets its form owner; its disabled
    // attribute, when its disabled state changes, gives formDisabledCallback.)
    if (ce.definition.formAssociated && ns === undefined) {
      if (name === "form") lib.faceFormOwnerReset(element);
      if (name === "disabled" && (oldValue === null || oldValue === undefined) !== (value === null)) lib.faceDisabledChanged(element);
    }
    enqueue(element, "attributeChangedCallback", attributeArguments(name, oldValue ?? null, value, ns));
  };

  // https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors
  // ([HTMLConstructor]: HTMLElement's constructor and each HTML element interface's,
  // elements.js and html_element_interfaces.js, which pass themselves: `active`, the
  // active function object).
  let constructing = false;
  lib.htmlConstructor = (newTarget, active) => {
    // 1. Let registry be the current global object's CustomElementRegistry. 2. If NewTarget
    //    is equal to the active function object, then throw a TypeError. 3. Let
    //    definition be the one in registry whose constructor is NewTarget; none: TypeError.
    const definition = newTarget === active ? undefined : registry?.byConstructor.get(newTarget);
    if (definition === undefined) throw new TypeError("Illegal constructor");
    // 5. An autonomous custom element's: the active function object must be HTMLElement.
    //    6. A customized built-in element's: the active function object must be the
    //    interface of its local name (its is value is the definition's name).
    const activeName = lib.interfaceNameOf(active);
    const expected = definition.localName === definition.name ? "HTMLElement" : lib.natives.htmlElementInterface(definition.localName) ?? "HTMLElement";
    if (activeName !== expected) throw new TypeError("Illegal constructor");
    // 7–8. (Internally creating a new object with NewTarget, and the upgrade's steps:)
    //    let prototype be ? Get(NewTarget, "prototype"); if it is not an Object, the
    //    interface prototype object of the active function object's interface in
    //    GetFunctionRealm(NewTarget).
    let prototype = ReflectGet(newTarget, "prototype");
    if (prototype === null || (typeof prototype !== "object" && typeof prototype !== "function")) {
      const realm = lib.functionRealm(newTarget);
      prototype = (activeName === "HTMLElement" ? realm.HTMLElement : realm.elementInterface(activeName)).prototype;
    }
    const stack = definition.stack;
    // 7. If definition's construction stack is empty: a new element of its local name, in
    //    the current global object's document, with prototype, state "custom".
    if (stack.length === 0) {
      let element;
      constructing = true;
      try {
        element = lib.makeElement(definition.localName, [], undefined, undefined, definition.localName,
          definition.localName === definition.name ? undefined : definition.name);
      } finally {
        constructing = false;
      }
      ObjectSetPrototypeOf(element, prototype);
      data(element).ce = { __proto__: null, state: "custom", definition };
      return element;
    }
    // 11–12. Else the element being upgraded (the stack's last entry): already
    //    constructed is a TypeError.
    const element = stack[stack.length - 1];
    if (element === ALREADY_CONSTRUCTED) throw new TypeError("Failed to construct 'HTMLElement': this instance is already constructed");
    // 13. Perform ? element.[[SetPrototypeOf]](prototype). 14. Replace the last entry in
    //     definition's construction stack with an already constructed marker. 15. Return
    //     element.
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
  // IsConstructor(value), without reading anything of it (a page's proxy sees no "get"):
  // a proxy of a function has [[Construct]] exactly when its target has, and this one's
  // construct trap makes nothing.
  const CONSTRUCTS = { __proto__: null, construct: () => CONSTRUCTS };
  const isConstructor = (value) => {
    if (typeof value !== "function") return false;
    try {
      ReflectConstruct(new Proxy(value, CONSTRUCTS), []);
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
        // 18–19. For each element of the document's shadow-including descendants of that
        //    name in the HTML namespace, in shadow-including tree order, enqueue a custom
        //    element upgrade reaction (they run when define returns: [CEReactions]).
        //    (Elements made before the agent's first definition become custom to be now.)
        const nodes = lib.shadowIncludingDescendants(lib.document);
        const upgrades = [];
        for (let i = 0; i < nodes.length; i++) {
          const d = data(nodes[i]);
          if (d.type !== 1 || d.ns !== undefined || d.foreign === true || (d.local ?? d.name) !== localName || (localName !== name && d.isValue !== name)) continue;
          d.ce ??= { __proto__: null, state: "undefined", definition: undefined };
          upgrades[upgrades.length] = nodes[i];
        }
        for (let i = 0; i < upgrades.length; i++) lib.enqueueUpgradeReaction(upgrades[i], definition);
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
      getName(constructor) {
        const r = state(this);
        // (constructor is a CustomElementConstructor, a callback function: not callable is a
        // TypeError.)
        if (typeof constructor !== "function") throw new TypeError("Failed to execute 'getName' on 'CustomElementRegistry': parameter 1 is not a function.");
        return r.byConstructor.get(constructor)?.name ?? null;
      }
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
