// Custom elements: custom element constructors through HTMLElement, upgrades, and the
// lifecycle callbacks (connected, disconnected, adopted, attributeChanged with
// observedAttributes). The registries (`customElements`, CustomElementRegistry, which
// registry an element has) are custom_element_registry.js's.
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
  const { ObjectSetPrototypeOf, ReflectGet, SafeMap, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;
  const ALREADY_CONSTRUCTED = { __proto__: null };

  // https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-definition
  // given the element's custom element registry (custom_element_registry.js; a document
  // without a browsing context has none, unless a page gave it a scoped one).
  function lookUp(element) {
    const d = data(element);
    return lib.lookUpDefinition(lib.nodeRegistry(element), d.ns, d.local ?? d.name, d.isValue);
  }
  // https://html.spec.whatwg.org/multipage/custom-elements.html#active-custom-element-constructor-map:
  // the surrounding agent's map of constructors to the registry the element being made
  // with each is of (the agent's: a constructor of one realm may upgrade another's element).
  const activeConstructors = () => (lib.agent.activeConstructors ??= lib.agentObject("map"));
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
  // (an upgrade reaction's steps): undefined, or `[exception]` when it threw (the
  // constructor's exception, or the platform's), which every caller reports.
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
    // 7–8. Let C be definition's constructor; the surrounding agent's active custom element
    //    constructor map[C] is element's custom element registry (what was there before is
    //    put back after, as the Standard has it since 2026: a re-entrant construction of C
    //    for another registry must not lose it).
    const C = definition.constructor;
    const map = activeConstructors();
    const previous = map.get(C);
    map.set(C, lib.nodeRegistry(element));
    // 9. Run these steps while catching any exceptions: 9.1. If definition's disable
    //    shadow is true and element's shadow root is non-null, then throw a
    //    "NotSupportedError" DOMException. 9.2. Set element's custom element state to
    //    "precustomized" (attachInternals allows it). 9.3–4. Let constructResult be the
    //    result of constructing C, with no arguments; if SameValue(constructResult,
    //    element) is false, then throw a TypeError. (The constructor runs through the
    //    native, which catches with no JavaScript `catch` on the stack, so that V8's
    //    debugger sees what it throws as uncaught, as Chrome's does: webidl/callbacks.rs.)
    let thrown;
    if (definition.disableShadow && d.shadowRoot !== undefined) {
      thrown = [new DOMException("Failed to upgrade a custom element: its definition disables shadow roots, and it has one.", "NotSupportedError")];
    } else {
      ce.state = "precustomized";
      const outcome = lib.natives.callCatching(C, undefined, [], true);
      if (!outcome[0]) thrown = [outcome[1]];
      else if (outcome[1] !== element) thrown = [new TypeError("Failed to upgrade a custom element: its constructor did not return the element it upgrades.")];
    }
    // (Whether or not they threw: the map's entry for C is removed, or what was there put
    // back, and the last entry is removed from the end of definition's construction stack.)
    if (previous === undefined) map.delete(C);
    else map.set(C, previous);
    stack.length = stack.length - 1;
    if (thrown !== undefined) {
      // If the above steps threw: 1. Set element's custom element definition to null
      // (its state is "failed"). 2. Empty element's custom element reaction queue.
      // 3. Throw the exception (here: return it, for the caller to report).
      ce.definition = undefined;
      ce.state = "failed";
      lib.emptyReactionQueue(ce);
      return thrown;
    }
    // 11. If element is a form-associated custom element: reset its form owner (a form
    //     owner enqueues formAssociatedCallback), and if it is disabled, enqueue
    //     formDisabledCallback with « true » (element_internals.js).
    if (definition.formAssociated) {
      // (Now a listed element: live collections of them, form.elements and
      // fieldset.elements, are computed again.)
      lib.domChanged();
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
  // For CustomElementRegistry's define, upgrade and initialize (custom_element_registry.js):
  // an element of the HTML namespace to upgrade with `definition` (an upgrade reaction is
  // enqueued: it runs when the [CEReactions] member returns), or tried for an upgrade.
  // (An element made before the agent's first definition becomes a custom element to be.)
  lib.upgradeCandidate = (element, definition) => {
    data(element).ce ??= undefinedState();
    lib.enqueueUpgradeReaction(element, definition);
  };
  lib.tryUpgradeElement = (element) => {
    const d = data(element);
    if (!mayBeCustom(d)) return;
    d.ce ??= undefinedState();
    tryUpgrade(element);
  };

  // https://dom.spec.whatwg.org/#concept-create-element steps 4–7 for an element of the
  // HTML namespace the DOM made (elements.js' makeElement), once the agent has a
  // definition (looked up in its custom element registry). `creation`: "sync" or "parser"
  // (the synchronous custom elements flag: createElement, the page's parser for a name it
  // will construct), "none" (an element made in place of one that failed: nothing looked
  // up), else unset.
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
      const thrown = upgrade(element, definition);
      if (thrown !== undefined) {
        lib.functionRealm(definition.constructor).reportException(thrown[0]);
        d.ce.state = "failed";
      }
    } else {
      lib.enqueueUpgradeReaction(element, definition);
    }
  };
  // The definition `localName` (with `is`) has in `registry`, the registry an element made
  // in `document` with it gets (undefined: document's, custom_element_registry.js).
  const lookUpFor = (document, registry, localName, is) =>
    lib.lookUpDefinition(registry === undefined ? lib.documentRegistry(document) : registry, undefined, localName, is);
  // https://dom.spec.whatwg.org/#concept-create-element step 6.1 (an autonomous custom
  // element's definition, the synchronous custom elements flag set): the element its
  // constructor makes, or undefined when `localName` (with `is`) has no such definition in
  // `registry` (undefined: `document`'s). An element that is not what the constructor must
  // make is reported, and an HTMLUnknownElement in state "failed" made instead.
  // `parser`: the page's parser constructs it, with the JavaScript execution context stack
  // empty (so cleaning up after running its script performs a microtask checkpoint).
  lib.createSynchronously = (document, localName, is, parser, registry) => {
    const definition = lookUpFor(document, registry, localName, is);
    if (definition === undefined || definition.localName !== definition.name) return undefined;
    // 6.1.1. Let C be definition's constructor. 6.1.2. Set the surrounding agent's active
    //        custom element constructor map[C] to registry (what was there is put back
    //        after, as upgrade() does).
    const C = definition.constructor;
    const map = activeConstructors();
    const previous = map.get(C);
    map.set(C, registry === undefined ? lib.documentRegistry(document) : registry);
    // 6.1.3.1. Let result be ? Construct(C). (Through the native, outside the `try`: what
    //          the constructor throws is uncaught for V8's debugger, as in Chrome,
    //          webidl/callbacks.rs; the map's entry is put back below either way.)
    const outcome = lib.natives.callCatching(C, undefined, [], true);
    try {
      if (!outcome[0]) throw outcome[1];
      // (It must implement HTMLElement.)
      const result = outcome[1];
      if (parser) lib.natives.microtaskCheckpoint();
      const r = lib.isTreeNode(result) ? data(result) : undefined;
      if (r === undefined || r.type !== 1 || r.ns !== undefined || !lib.is(result, lib.HTMLElement)) {
        throw new TypeError(`Failed to create a '${localName}' custom element: its constructor did not make an HTML element.`);
      }
      // 6.1.3.4–9. Its attribute list, children and parent must be empty and null, its node
      //        document document, its local name localName: else a "NotSupportedError".
      const failure = (what) => new DOMException(`Failed to create a '${localName}' custom element: ${what}.`, "NotSupportedError");
      if (r.attrs.size > 0) throw failure("the constructor gave it attributes");
      if (r.children.length > 0) throw failure("the constructor gave it children");
      if (r.parent !== null && r.parent !== undefined) throw failure("the constructor inserted it into a parent");
      if ((r.owner ?? lib.realmOf(result).document) !== document) throw failure("the constructor adopted it into another document");
      if (r.name !== localName) throw failure("its local name is not the definition's");
      return result;
    } catch (error) {
      // 6.1.3 (if any of these steps threw): report the exception for C's realm's global,
      //        and make an HTMLUnknownElement whose custom element state is "failed", of
      //        registry.
      lib.functionRealm(C).reportException(error);
      const element = lib.makeElement(localName, [], undefined, document, localName, undefined, registry, "none");
      const realm = lib.realmOf(element);
      ObjectSetPrototypeOf(element, realm.elementInterface("HTMLUnknownElement").prototype);
      data(element).ce = { __proto__: null, state: "failed", definition: undefined };
      return element;
    } finally {
      // 6.1.4. Remove the surrounding agent's active custom element constructor map[C].
      if (previous === undefined) map.delete(C);
      else map.set(C, previous);
    }
  };
  // https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token
  // steps 4–7: whether the page's parser will execute script making an element of
  // `localName` (and `is`) whose intended parent's node document is `document` and custom
  // element registry `registry` (undefined: document's).
  lib.willExecuteScript = (document, localName, is, registry) => lookUpFor(document, registry, localName, is) !== undefined;

  // https://dom.spec.whatwg.org/#concept-node-insert step 7.7: for each shadow-including
  // inclusive descendant of node, in shadow-including tree order, if it is connected:
  // enqueue connectedCallback for a custom one, else try to upgrade it.
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
    // 1. If NewTarget is equal to the active function object, then throw a TypeError
    //    (no definition is looked up, below).
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
          definition.localName === definition.name ? undefined : definition.name, registry);
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

  // https://dom.spec.whatwg.org/#concept-attach-a-shadow-root step 3 (shadow_root.js): a
  // valid custom element name or an is value, whose definition in the element's registry
  // disables shadow.
  lib.shadowDisabled = (element) => {
    const d = data(element);
    if (d.isValue === undefined && !lib.isValidCustomElementName(d.local ?? d.name)) return false;
    return lookUp(element)?.disableShadow === true;
  };
});
