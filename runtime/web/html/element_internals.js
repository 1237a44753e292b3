// ElementInternals (`attachInternals()`) and CustomStateSet: what a custom element keeps
// for itself — its custom states (`:state()`), its shadow root, and, for a form-associated
// custom element, its form value and state, its form owner, its validity and labels — and
// the ARIA properties of its default semantics (aria_mixin.js).
// https://html.spec.whatwg.org/multipage/custom-elements.html#the-elementinternals-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`). An element's
// internals are `data(element).internals`: { element, object, states, formValue,
// formState, flags, message, anchor, formOwner, aria, ariaRefs }.
(function elementInternals(lib) {
  "use strict";
  const { data, info } = lib;
  const { ObjectDefineProperty } = lib.primordials;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["ElementInternals", "CustomStateSet"], shared: ["attachInternals"],
  }, () => {
    const { DOMException, illegal } = lib;
    const {
      FunctionPrototypeCall, ObjectCreate, SafeSet, String,
      StringPrototypeToWellFormed, TypeError,
    } = lib.primordials;
    const internalsSlot = lib.internalSlots("element_internals.internals");
    const internalsOf = (object) => lib.fieldsOf(internalsSlot, object);
    const statesSlot = lib.internalSlots("element_internals.states");
    const setOf = (object) => lib.fieldsOf(statesSlot, object);

    // https://html.spec.whatwg.org/multipage/custom-elements.html#customstateset: a setlike
    // of strings.
    class CustomStateSet {
      constructor() { illegal(); }
      get size() { return setOf(this).size; }
      has(value) { return setOf(this).has(String(value)); }
      add(value) { setOf(this).add(String(value)); return this; }
      delete(value) { return setOf(this).delete(String(value)); }
      clear() { setOf(this).clear(); }
      entries() { return setOf(this).entries(); }
      keys() { return setOf(this).values(); }
      values() { return setOf(this).values(); }
      forEach(callback, thisArg = undefined) {
        if (typeof callback !== "function") throw new TypeError("Failed to execute 'forEach' on 'CustomStateSet': The callback provided as parameter 1 is not a function.");
        const set = setOf(this);
        set.forEach((value) => FunctionPrototypeCall(callback, thisArg, value, value, this));
      }
    }
    ObjectDefineProperty(CustomStateSet.prototype, lib.primordials.SymbolIterator, {
      __proto__: null, value: CustomStateSet.prototype.values, writable: true, configurable: true,
    });

    // A form-associated check: anything else is a NotSupportedError.
    const formAssociated = (internals, member) => {
      if (!lib.isFormAssociated(data(internals.element))) {
        throw new DOMException(`Failed to ${member} 'ElementInternals': The target element is not a form-associated custom element.`, "NotSupportedError");
      }
      return internals.element;
    };
    const validation = () => lib.constraintValidation();
    const FLAG_NAMES = [
      "valueMissing", "typeMismatch", "patternMismatch", "tooLong", "tooShort", "rangeUnderflow", "rangeOverflow",
      "stepMismatch", "badInput", "customError",
    ];
    // A form value or state as setFormValue converts it: a File, a string, a copy of a
    // FormData's entry list, or null.
    function formValue(value) {
      if (value === null || value === undefined) return null;
      if (typeof value === "object" || typeof value === "function") {
        if (lib.is(value, lib.files.File)) return value;
        if (lib.is(value, lib.formData.FormData)) {
          const entries = lib.formData.entries(value), copy = [];
          for (let i = 0; i < entries.length; i++) copy[copy.length] = [entries[i][0], entries[i][1]];
          return copy;
        }
      }
      return StringPrototypeToWellFormed(String(value));
    }
    // Whether `node` is a shadow-including descendant of `element`.
    function shadowIncludingDescendant(element, node) {
      for (let n = node; n !== null && n !== undefined; n = data(n).parent ?? (data(n).mode !== undefined ? data(n).host : null)) {
        if (n === element) return n !== node;
      }
      return false;
    }

    // https://html.spec.whatwg.org/multipage/custom-elements.html#the-elementinternals-interface
    class ElementInternals {
      constructor() { illegal(); }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-shadowroot:
      // the target's shadow root if it is available to element internals.
      get shadowRoot() {
        const root = data(internalsOf(this).element).shadowRoot;
        return root !== undefined && data(root).availableToInternals === true ? root : null;
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-setformvalue
      setFormValue(value, state = value) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'setFormValue' on 'ElementInternals': 1 argument required, but only 0 present.");
        const internals = internalsOf(this);
        formAssociated(internals, "execute 'setFormValue' on");
        // 2–3. Its submission value and state, each a copy of an entry list if a FormData.
        internals.formValue = formValue(value);
        internals.formState = formValue(state);
      }
      get form() {
        const internals = internalsOf(this);
        return lib.formOwner(formAssociated(internals, "read the 'form' property from"));
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-setvalidity
      setValidity(flags = undefined, message = undefined, anchor = undefined) {
        const internals = internalsOf(this);
        const element = formAssociated(internals, "execute 'setValidity' on");
        const next = { __proto__: null };
        let any = false;
        for (let i = 0; i < FLAG_NAMES.length; i++) {
          const on = flags !== undefined && flags !== null && !!flags[FLAG_NAMES[i]];
          next[FLAG_NAMES[i]] = on;
          if (on) any = true;
        }
        // 2. If flags has a true value and message is not given or empty: TypeError.
        if (any && (message === undefined || String(message) === "")) {
          throw new TypeError("Failed to execute 'setValidity' on 'ElementInternals': The second argument should not be empty if one or more flags are true.");
        }
        // 5. If anchor is given (an HTMLElement), it must be a shadow-including inclusive
        //    descendant of the element: else a "NotFoundError" DOMException.
        if (anchor !== undefined) {
          if (!lib.isTreeNode(anchor) || !lib.is(anchor, lib.HTMLElement)) {
            throw new TypeError("Failed to execute 'setValidity' on 'ElementInternals': parameter 3 is not of type 'HTMLElement'.");
          }
          if (anchor !== element && !shadowIncludingDescendant(element, anchor)) {
            throw new DOMException("Failed to execute 'setValidity' on 'ElementInternals': The validation anchor is not a shadow-including inclusive descendant of the element.", "NotFoundError");
          }
        }
        // 3–4. Its flags, and its validation message ("" when all are false).
        internals.flags = next;
        internals.message = any ? String(message) : "";
        internals.anchor = anchor ?? null;
      }
      get willValidate() {
        const internals = internalsOf(this);
        return validation().candidate(formAssociated(internals, "read the 'willValidate' property from"));
      }
      get validity() {
        const internals = internalsOf(this);
        return validation().validityOf(formAssociated(internals, "read the 'validity' property from"));
      }
      get validationMessage() {
        const internals = internalsOf(this);
        return validation().validationMessage(formAssociated(internals, "read the 'validationMessage' property from"));
      }
      checkValidity() {
        const internals = internalsOf(this);
        return validation().checkValidity(formAssociated(internals, "execute 'checkValidity' on"));
      }
      reportValidity() {
        const internals = internalsOf(this);
        return validation().checkValidity(formAssociated(internals, "execute 'reportValidity' on"));
      }
      get labels() {
        const internals = internalsOf(this);
        return lib.forms().labels(formAssociated(internals, "read the 'labels' property from"));
      }
      // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-states
      get states() {
        const internals = internalsOf(this);
        if (internals.states === undefined) {
          internals.states = ObjectCreate(CustomStateSet.prototype);
          statesSlot.set(internals.states, internals.set);
        }
        return internals.states;
      }
    }
    // https://html.spec.whatwg.org/multipage/custom-elements.html#the-elementinternals-interface:
    // ElementInternals includes ARIAMixin, whose attributes reflect into the internals'
    // own content attribute map (the element's default ARIA semantics) and its own
    // explicitly set attr-elements (aria_mixin.js): what was set, null until then.
    lib.defineAria(ElementInternals.prototype, {
      __proto__: null,
      get: (self, name) => internalsOf(self).aria?.[name] ?? null,
      set: (self, name, value) => { (internalsOf(self).aria ??= { __proto__: null })[name] = value; },
      remove: (self, name) => { const aria = internalsOf(self).aria; if (aria !== undefined) aria[name] = null; },
      element: (self) => internalsOf(self).element,
      refs: (self) => (internalsOf(self).ariaRefs ??= { __proto__: null }),
      ids: false,
    });

    // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-attachinternals
    function attachInternals(element) {
      const d = data(element);
      const fail = (why) => new DOMException(`Failed to execute 'attachInternals' on 'HTMLElement': ${why}`, "NotSupportedError");
      // 1. If this's is value is not null, then throw a "NotSupportedError" DOMException.
      if (d.isValue !== undefined) throw fail("Unable to attach ElementInternals to a customized built-in element.");
      // 2–3. Let definition be the autonomous definition of this's local name: none is a
      //    "NotSupportedError" (so is an element not upgraded yet: step 6).
      const definition = d.ce?.definition;
      if (definition === undefined || definition.localName !== definition.name) {
        throw fail("Unable to attach ElementInternals to non-custom elements.");
      }
      // 4. If definition's disable internals is true, then throw a "NotSupportedError".
      if (definition.disableInternals) throw fail("ElementInternals is disabled by disabledFeature static field.");
      // 5. If this's attached internals is non-null, then throw a "NotSupportedError".
      if (d.internals !== undefined) throw fail("ElementInternals for the specified element was already attached.");
      // 6. If this's custom element state is not "precustomized" or "custom", then throw a
      //    "NotSupportedError" DOMException.
      if (d.ce.state !== "precustomized" && d.ce.state !== "custom") throw fail("The attachInternals() function cannot be called prior to the execution of the custom element constructor.");
      // 7–8. Set this's attached internals to a new ElementInternals whose target element
      //    is this, and return it.
      const object = ObjectCreate(ElementInternals.prototype);
      d.internals = {
        __proto__: null, element, object, set: new SafeSet(), states: undefined, formValue: null, formState: null,
        flags: { __proto__: null }, message: "", anchor: null, formOwner: null, aria: undefined,
      };
      internalsSlot.set(object, d.internals);
      return object;
    }
    return { __proto__: null, ElementInternals, CustomStateSet, attachInternals };
  });
  // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-attachinternals
  ObjectDefineProperty(lib.HTMLElement.prototype, "attachInternals", {
    __proto__: null,
    value: function attachInternals() { return lib.attachInternals(this); },
    writable: true, enumerable: true, configurable: true,
  });
  // :state(name): whether the element's internals' states hold name (selectors.js).
  lib.hasCustomState = (element, name) => data(element).internals?.set.has(name) === true;
  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#reset-the-form-owner
  // of a form-associated custom element (inserted or removed): when its owner changes,
  // formAssociatedCallback with the new one.
  // https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions:
  // when a form-associated custom element's disabled state
  // (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled:
  // its disabled attribute, or an ancestor fieldset's outside that fieldset's first legend)
  // changes, formDisabledCallback with the new state.
  lib.faceDisabledChanged = (element) => {
    const d = data(element);
    const disabled = lib.forms().disabled(element);
    if ((d.faceDisabled ?? false) === disabled) return;
    d.faceDisabled = disabled;
    lib.ceFormCallback(element, "formDisabledCallback", [disabled]);
  };
  // What can change a fieldset's part in that state (while a page has a form-associated
  // definition, `lib.agent.formAssociated`): `node` inserted or removed (from
  // `formerParent`) moves its form-associated custom elements in or out of disabled
  // fieldsets, and a legend child inserted or removed may change a fieldset's first legend
  // (nodes.js, once a page has had a disabled fieldset: `lib.agent.disabledFieldsets`,
  // and only under one); a fieldset's disabled attribute added or removed (elements.js).
  function faceDisabledStates(root) {
    const nodes = lib.inclusiveDescendants(root);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && d.ce !== undefined && d.ce.state === "custom" && lib.isFormAssociated(d)) lib.faceDisabledChanged(nodes[i]);
    }
  }
  const isFieldset = (node) => node !== null && node !== undefined && data(node).type === 1 && data(node).name === "fieldset" && data(node).ns === undefined;
  const underDisabledFieldset = (node) => {
    for (let e = node; e !== null; e = data(e).parent) if (isFieldset(e) && data(e).attrs.has("disabled")) return true;
    return false;
  };
  lib.faceMoved = (node, formerParent = null) => {
    const d = data(node);
    const parent = formerParent ?? d.parent;
    if (parent === null || !underDisabledFieldset(parent)) return;
    if (d.type === 1 && d.name === "legend" && d.ns === undefined && isFieldset(parent)) faceDisabledStates(parent);
    else faceDisabledStates(node);
  };
  lib.faceFieldsetDisabledChanged = (fieldset) => faceDisabledStates(fieldset);
  lib.faceFormOwnerReset = (element) => {
    lib.resetFormOwner(element);
    const d = data(element);
    const owner = lib.formOwner(element);
    const previous = d.faceFormOwner ?? null;
    if (owner === previous) return;
    d.faceFormOwner = owner;
    lib.ceFormCallback(element, "formAssociatedCallback", [owner]);
  };
});
