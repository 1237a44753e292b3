// ARIAMixin: the `role` and `aria…` IDL attributes of Element and of ElementInternals, as
// Chrome ships them — strings reflecting the `role` and `aria-*` content attributes, and
// the element references (`ariaActiveDescendantElement`, `ariaLabelledByElements`, …)
// that reflect `aria-activedescendant`, `aria-labelledby`, … as HTML reflects Element? and
// FrozenArray<Element>? attributes (HTML's own element references, popoverTargetElement
// and commandForElement, use the same reflection: `lib.elementReflection`).
// https://w3c.github.io/aria/#ARIAMixin
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
//
// framescope computes no accessibility tree: what these attributes mean to assistive
// technology (roles, names, descriptions) is not modelled, only their reflection.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function ariaMixin(lib) {
  "use strict";
  const { Element, data, getAttribute, info, removeAttribute, setAttribute } = lib;
  const {
    ObjectFreeze, RegExpPrototypeExec, String,
    StringPrototypeSlice, TypeError, WeakRef, WeakRefPrototypeDeref,
  } = lib.primordials;
  if (info.scope !== "Window") return;
  // The IDL attributes, by the kind of what they reflect: DOMString? (`role` reflects
  // `role`, `ariaFooBar` reflects `aria-foobar`), Element? (`ariaFooElement` reflects
  // `aria-foo`) and FrozenArray<Element>? (`ariaFooElements` reflects `aria-foo`).
  const STRINGS = "role ariaAtomic ariaAutoComplete ariaBrailleLabel ariaBrailleRoleDescription ariaBusy ariaChecked " +
    "ariaColCount ariaColIndex ariaColIndexText ariaColSpan ariaCurrent ariaDescription ariaDisabled ariaExpanded " +
    "ariaHasPopup ariaHidden ariaInvalid ariaKeyShortcuts ariaLabel ariaLevel ariaLive ariaModal ariaMultiLine " +
    "ariaMultiSelectable ariaOrientation ariaPlaceholder ariaPosInSet ariaPressed ariaReadOnly ariaRelevant ariaRequired " +
    "ariaRoleDescription ariaRowCount ariaRowIndex ariaRowIndexText ariaRowSpan ariaSelected ariaSetSize ariaSort " +
    "ariaValueMax ariaValueMin ariaValueNow ariaValueText";
  const ELEMENT = "ariaActiveDescendantElement";
  const ELEMENTS = "ariaControlsElements ariaDescribedByElements ariaDetailsElements ariaErrorMessageElements " +
    "ariaFlowToElements ariaLabelledByElements ariaOwnsElements";
  // The content attribute an IDL attribute reflects.
  function contentAttribute(idl) {
    if (idl === "role") return "role";
    let name = StringPrototypeSlice(idl, 4);
    const match = RegExpPrototypeExec(/^(.*?)Elements?$/, name);
    if (match !== null) name = match[1];
    return "aria-" + lib.lowercase(name);
  }

  // Where a reflection's values are kept — its "reflected target"
  // (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflected-target):
  // an element's content attributes, or an ElementInternals' own map (element_internals.js
  // gives its `target`). `element(self)` is the element whose tree an element reference is
  // looked for in, `refs(self)` the record of the explicitly set attr-element(s) (made if
  // need be), `ids`: whether a content attribute's IDs name elements (an element's).
  const elementTarget = {
    __proto__: null,
    get: (self, name) => getAttribute(self, name),
    set: (self, name, value) => setAttribute(self, name, value),
    remove: (self, name) => removeAttribute(self, name),
    element: (self) => { data(self); return self; },
    refs: (self) => (data(self).ariaRefs ??= { __proto__: null }),
    ids: true,
  };

  // Whether `candidate` is a descendant of one of `element`'s shadow-including inclusive
  // ancestors: its root is one of them (a tree `element` is in, or one around it).
  function inScope(candidate, element) {
    if (!lib.isTreeNode(candidate)) return false;
    const root = lib.root(candidate);
    for (let n = element; n !== null && n !== undefined; n = data(n).parent ?? (data(n).mode !== undefined ? data(n).host : null)) {
      if (n === root) return true;
    }
    return false;
  }
  // The first element of `element`'s tree (its root's descendants, in tree order) whose ID
  // is `id`, or null.
  function elementById(element, id) {
    if (id === "") return null;
    const nodes = lib.inclusiveDescendants(lib.root(element));
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && d.attrs.get("id") === id) return nodes[i];
    }
    return null;
  }
  // A value converted to Element (https://webidl.spec.whatwg.org/#es-interface).
  function toElement(value, idl) {
    if (!lib.isTreeNode(value) || data(value).type !== 1) throw new TypeError(`Failed to set the '${idl}' property: The provided value is not of type 'Element'.`);
    return value;
  }

  // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  // (DOMString?: the attribute's value, or null; null removes it.)
  function stringSteps(target, self, name, value, isSetter) {
    if (!isSetter) return target.get(self, name);
    if (value === null) target.remove(self, name);
    else target.set(self, name, String(value));
  }
  // Element?: https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#attr-associated-element
  function getElement(target, self, name) {
    const element = target.element(self), explicit = target.refs(self)[name];
    // 1–2. The explicitly set attr-element, if it is in scope; else, for an element, the
    //    first element of its tree whose ID is the content attribute's value.
    if (explicit !== undefined && explicit !== null) {
      const candidate = WeakRefPrototypeDeref(explicit);
      return candidate !== undefined && inScope(candidate, element) ? candidate : null;
    }
    const value = target.ids ? target.get(self, name) : null;
    return value === null ? null : elementById(element, value);
  }
  function setElement(target, self, name, value, idl) {
    // 1. If the given value is null: the explicitly set attr-element is null and the
    //    content attribute is removed.
    if (value === null || value === undefined) {
      target.remove(self, name);
      target.refs(self)[name] = null;
      return;
    }
    // 2–3. Else the content attribute is the empty string and the explicitly set
    //    attr-element a weak reference to the value.
    value = toElement(value, idl);
    target.set(self, name, "");
    target.refs(self)[name] = new WeakRef(value);
  }
  // FrozenArray<Element>?: https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#attr-associated-elements,
  // the same frozen array while its elements stay the same (the cached attr-associated
  // elements object).
  function elementsSteps(target, self, idl, name, value, isSetter) {
    if (isSetter) {
      if (value === null || value === undefined) {
        target.remove(self, name);
        target.refs(self)[name] = null;
        return;
      }
      // (Web IDL's sequence conversion iterates the page's value.)
      if (typeof value !== "object" && typeof value !== "function") {
        throw new TypeError(`Failed to set the '${idl}' property: The provided value cannot be converted to a sequence.`);
      }
      const refs = [];
      for (const item of value) refs[refs.length] = new WeakRef(toElement(item, idl));
      target.set(self, name, "");
      target.refs(self)[name] = refs;
      return;
    }
    const element = target.element(self), refs = target.refs(self), explicit = refs[name];
    let elements = null;
    if (explicit !== undefined && explicit !== null) {
      // 1. Each explicitly set attr-element that is in scope.
      elements = [];
      for (let i = 0; i < explicit.length; i++) {
        const candidate = WeakRefPrototypeDeref(explicit[i]);
        if (candidate !== undefined && inScope(candidate, element)) elements[elements.length] = candidate;
      }
    } else if (target.ids) {
      // 2. Else, for an element with the content attribute, the element of its tree
      //    with each of its ID tokens.
      const value = target.get(self, name);
      if (value !== null) {
        elements = [];
        const tokens = lib.tokens(value, lib.NOT_ASCII_WHITESPACE);
        for (let i = 0; i < tokens.length; i++) {
          const found = elementById(element, tokens[i]);
          if (found !== null) elements[elements.length] = found;
        }
      }
    }
    // The cached frozen array, if its contents are these elements.
    const cache = (refs.cache ??= { __proto__: null });
    const cached = cache[idl];
    if (cached !== undefined && sameElements(cached, elements)) return cached;
    const frozen = elements === null ? null : ObjectFreeze(elements);
    cache[idl] = frozen;
    return frozen;
  }
  const sameElements = (a, b) => {
    if (a === null || b === null) return a === b;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  };

  // Defines ARIAMixin's attributes on `prototype`, reflecting into `target` (their
  // functions made on first use: lib.defineAttribute; the argument of a string attribute
  // is the content attribute's name, of an element reference [IDL name, content name]).
  function defineAria(prototype, target) {
    const { StringPrototypeSplit } = lib.primordials;
    const objects = [prototype];
    const strings = (self, name, value, isSetter) => stringSteps(target, self, name, value, isSetter);
    const element = (self, names, value, isSetter) => isSetter
      ? setElement(target, self, names[1], value, names[0])
      : getElement(target, self, names[1]);
    const elements = (self, names, value, isSetter) => elementsSteps(target, self, names[0], names[1], value, isSetter);
    const kinds = [[STRINGS, strings], [ELEMENT, element], [ELEMENTS, elements]];
    for (let k = 0; k < kinds.length; k++) {
      const names = StringPrototypeSplit(kinds[k][0], " "), steps = kinds[k][1];
      for (let i = 0; i < names.length; i++) {
        const name = contentAttribute(names[i]);
        lib.defineAttribute(objects, names[i], steps, k === 0 ? name : [names[i], name]);
      }
    }
  }
  defineAria(Element.prototype, elementTarget);
  // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes:
  // an element's explicitly set attr-element(s) of an attribute are cleared when the
  // content attribute is set or removed (elements.js calls this for an element that has any).
  lib.ariaAttributeChanged = (d, name) => {
    const refs = d.ariaRefs;
    if (refs[name] !== undefined) refs[name] = null;
  };
  lib.defineAria = defineAria;
  // An element's Element? attribute `idl` reflecting `name` (html_element_interfaces.js:
  // popoverTargetElement, commandForElement): its getter and setter, given the element.
  lib.reflectedElement = (element, name) => getElement(elementTarget, element, name);
  lib.elementReflection = (idl, name) => [
    (e) => getElement(elementTarget, e, name), (e, value) => setElement(elementTarget, e, name, value, idl),
  ];
});
