// Custom elements: custom element constructors through HTMLElement, upgrades, and the
// lifecycle callbacks (connected, disconnected, adopted, attributeChanged with
// observedAttributes). The registries (`customElements`, CustomElementRegistry, which
// registry an element has) are custom_element_registry.js's.
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
  const { data, info } = lib;
  const { ObjectGetPrototypeOf, ObjectSetPrototypeOf, ReflectApply, ReflectConstruct, ReflectGet, SafeMap, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;
  const ALREADY_CONSTRUCTED = { __proto__: null };

  // https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-definition
  // given the element's custom element registry (custom_element_registry.js; a document
  // without a browsing context has none, unless a page gave it a scoped one).
  function lookUp(element) {
    const d = data(element);
    return lib.lookUpDefinition(lib.nodeRegistry(element), d.ns, d.name, d.isValue);
  }
  // https://html.spec.whatwg.org/multipage/custom-elements.html#active-custom-element-constructor-map:
  // the surrounding agent's map of constructors to the registry the element being made
  // with each is of (the agent's: a constructor of one realm may upgrade another's element).
  const activeConstructors = () => (lib.agent.activeConstructors ??= new SafeMap());
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
    // 7–8. Let C be definition's constructor; the surrounding agent's active custom element
    //    constructor map[C] is element's custom element registry (what was there before is
    //    put back after, as the Standard has it since 2026: a re-entrant construction of C
    //    for another registry must not lose it).
    const C = definition.constructor;
    const map = activeConstructors();
    const previous = map.get(C);
    map.set(C, lib.nodeRegistry(element));
    // 9. Run the constructor; its result must be element.
    try {
      const result = ReflectConstruct(C, []);
      if (result !== element) throw new TypeError("Failed to upgrade a custom element: its constructor did not return the element it upgrades.");
    } catch (error) {
      // (On an exception: its state stays "failed", its reactions are dropped, and the
      // exception is reported.)
      ce.definition = undefined;
      ce.state = "failed";
      lib.realmOfObject(definition.constructor).reportException(error);
      return;
    } finally {
      // (Then: the map's entry for C is removed, or what was there put back, and the last
      // entry is removed from the end of definition's construction stack.)
      if (previous === undefined) map.delete(C);
      else map.set(C, previous);
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
      // (Now a listed element: live collections of them, form.elements and
      // fieldset.elements, are computed again.)
      lib.domChanged();
      lib.faceFormOwnerReset(element);
      if (lib.forms().disabled(element)) lib.faceDisabledChanged(element);
    }
  }
  // https://html.spec.whatwg.org/multipage/custom-elements.html#concept-try-upgrade
  function tryUpgrade(element) {
    const definition = lookUp(element);
    if (definition !== undefined) upgrade(element, definition);
  }
  // For CustomElementRegistry's define, upgrade and initialize (custom_element_registry.js):
  // an element of the HTML namespace upgraded with `definition`, or tried for an upgrade.
  // (An element made before the agent's first definition becomes a custom element to be.)
  lib.upgradeCandidate = (element, definition) => {
    data(element).ce ??= { __proto__: null, state: "undefined", definition: undefined };
    upgrade(element, definition);
  };
  lib.tryUpgradeElement = (element) => {
    const d = data(element);
    if (!mayBeCustom(d)) return;
    d.ce ??= { __proto__: null, state: "undefined", definition: undefined };
    tryUpgrade(element);
  };
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
  // (7.7.3.1, 7.7.4: an element or shadow root with a scoped registry adds its node
  // document to the registry's scoped document set: custom_element_registry.js.)
  lib.ceInserted = (node) => {
    if (data(lib.shadowIncludingRoot(node)).type !== 9) return;
    const nodes = lib.shadowIncludingDescendants(node);
    const registries = lib.agent.registries === true;
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (registries && (d.type === 1 || d.mode !== undefined)) lib.registryConnected(nodes[i]);
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
    // 1. (NewTarget is HTMLElement itself: no definition has it, below.)
    // 2–4. Let registry be the surrounding agent's active custom element constructor
    //    map[NewTarget] (the registry of the element being upgraded or made with it), else
    //    the current global object's associated Document's custom element registry.
    //    (The entry stays until the upgrade that set it ends, as in Chrome: a second
    //    `new NewTarget()` in its constructor finds the same definition, and its already
    //    constructed marker, rather than the document's.)
    let registry = lib.agent.activeConstructors?.get(newTarget);
    if (registry === undefined || registry === null) registry = lib.documentRegistry(lib.document);
    // 5. Let definition be the item of registry's definition set whose constructor is
    //    NewTarget; none (HTMLElement itself, an undefined class, a class only a scoped
    //    registry defines): TypeError.
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
          definition.localName === definition.name ? undefined : definition.name, registry);
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

  // https://dom.spec.whatwg.org/#concept-attach-a-shadow-root step 3 (shadow_root.js): a
  // valid custom element name or an is value, whose definition in the element's registry
  // disables shadow.
  lib.shadowDisabled = (element) => {
    const d = data(element);
    if (d.isValue === undefined && !lib.isValidCustomElementName(d.name)) return false;
    return lookUp(element)?.disableShadow === true;
  };
});
