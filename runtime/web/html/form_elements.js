// The form elements' members forms.js does not give: output's value and defaultValue,
// legend's form, progress's value and position, datalist's options,
// object's form, and select's `options` as an HTMLOptionsCollection (with `length`,
// `add`, `remove`, `selectedIndex`), `showPicker()` and its argument checks; and the
// HTMLOptionsCollection, HTMLFormControlsCollection and RadioNodeList interfaces (a
// form's `elements`, with a RadioNodeList for a name several controls share).
// https://html.spec.whatwg.org/multipage/form-elements.html
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). Made with the first interface that needs it (`lib.formElements`).
(function formElements(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["HTMLOptionsCollection", "HTMLFormControlsCollection", "RadioNodeList"],
    shared: ["formElements"],
  }, () => {
    const { DOMException, data, getAttribute, illegal, setAttribute } = lib;
    const { Number, NumberIsFinite, String, TypeError } = lib.primordials;
    const forms = lib.forms(), collections = lib.collections;
    const isHTML = (node, name) => lib.isHTML(node, name);
    // The descendants of `root` (not itself) that `test` accepts, in tree order.
    const descendants = (root, test) => {
      const nodes = lib.inclusiveDescendants(root), found = [];
      for (let i = 1; i < nodes.length; i++) if (data(nodes[i]).type === 1 && test(nodes[i], data(nodes[i]))) found[found.length] = nodes[i];
      return found;
    };

    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection
    const selects = lib.internalSlots("form_elements.selects");
    const selectOf = (collection) => lib.fieldsOf(selects, collection);
    class HTMLOptionsCollection extends collections.HTMLCollection {
      constructor() { illegal(); super(); }
      get length() { return forms.listOfOptions(selectOf(this)).length; }
      set length(value) { setLength(selectOf(this), value); }
      // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-add
      add(element, before = null) {
        lib.requireArguments(arguments, 1, "add", "HTMLOptionsCollection");
        addOption(selectOf(this), element, before);
      }
      // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-remove
      remove(index) {
        lib.requireArguments(arguments, 1, "remove", "HTMLOptionsCollection");
        const option = forms.listOfOptions(selectOf(this))[Number(index) | 0];
        if (option !== undefined) lib.removeNode(data(option).parent, option);
      }
      get selectedIndex() { return forms.selectedIndexOf(selectOf(this)); }
      set selectedIndex(value) { forms.setSelectedIndex(selectOf(this), value); }
    }
    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-length:
    // more options are appended empty ones, fewer remove the last ones.
    function setLength(select, value) {
      const options = forms.listOfOptions(select);
      value = Number(value) >>> 0;
      if (value > 100000) return;
      for (let i = options.length; i < value; i++) lib.insertNode(select, lib.makeElement("option", [], undefined, lib.nodeDocument(select)), null);
      for (let i = options.length - 1; i >= value; i--) lib.removeNode(data(options[i]).parent, options[i]);
    }
    // https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-add
    function addOption(select, element, before) {
      if (!isHTML(element, "option") && !isHTML(element, "optgroup")) throw new TypeError("Failed to execute 'add' on 'HTMLSelectElement': The provided value is not of type '(HTMLOptGroupElement or HTMLOptionElement)'.");
      // 1. If element is an ancestor of the select, then throw a "HierarchyRequestError".
      if (lib.contains(element, select)) throw new DOMException("Failed to execute 'add' on 'HTMLSelectElement': The new child element contains the parent.", "HierarchyRequestError");
      let reference = null;
      if (typeof before === "number") reference = forms.listOfOptions(select)[before] ?? null;
      else if (before !== null && before !== undefined) {
        reference = before;
        // 2. If before is an element that is not a descendant of the select: "NotFoundError".
        if (!lib.contains(select, reference)) throw new DOMException("Failed to execute 'add' on 'HTMLSelectElement': The node before which the new node is to be inserted is not a child of this node.", "NotFoundError");
      }
      // 3. If element and before are the same element, then return.
      if (element === reference) return;
      const parent = reference === null ? select : data(reference).parent;
      lib.insertNode(parent, element, reference);
    }
    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist
    const radioLists = lib.internalSlots("form_elements.radioLists");
    class RadioNodeList extends collections.NodeList {
      constructor() { illegal(); super(); }
      // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-radionodelist-value:
      // the first checked radio button's value ("on" without one), "" for none.
      get value() {
        lib.fieldsOf(radioLists, this);
        const items = collections.items(this);
        for (let i = 0; i < items.length; i++) {
          const d = data(items[i]);
          if (isHTML(items[i], "input") && lib.lowercase(d.attrs.get("type") ?? "") === "radio" && (d.checked ?? d.attrs.has("checked"))) return d.attrs.get("value") ?? "on";
        }
        return "";
      }
      // Setting it checks the first radio button whose value it is.
      set value(value) {
        lib.fieldsOf(radioLists, this);
        value = String(value);
        const items = collections.items(this);
        for (let i = 0; i < items.length; i++) {
          const d = data(items[i]);
          if (isHTML(items[i], "input") && lib.lowercase(d.attrs.get("type") ?? "") === "radio" && (d.attrs.get("value") ?? "on") === value) {
            lib.elementInterface("HTMLInputElement");
            d.checked = true;
            const group = lib.radioGroup(items[i], d);
            for (let j = 0; j < group.length; j++) if (group[j] !== items[i]) data(group[j]).checked = false;
            return;
          }
        }
      }
    }
    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
    const controlLists = lib.internalSlots("form_elements.controlLists");
    class HTMLFormControlsCollection extends collections.HTMLCollection {
      constructor() { illegal(); super(); }
      // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlformcontrolscollection-nameditem:
      // the one element with that id or name, a RadioNodeList of several, or null.
      namedItem(name) {
        lib.requireArguments(arguments, 1, "namedItem", "HTMLFormControlsCollection");
        lib.fieldsOf(controlLists, this);
        return namedControl(this, String(name)) ?? null;
      }
    }
    const matching = (items, name) => {
      const found = [];
      for (let i = 0; i < items.length; i++) {
        const d = data(items[i]);
        if (d.attrs.get("id") === name || d.attrs.get("name") === name) found[found.length] = items[i];
      }
      return found;
    };
    // The elements of `items()` whose id or name is `name`: undefined for none, `one(it)`
    // for one, else a live RadioNodeList of them — the same one each time (`lists`: the
    // ones made, by name), as Chrome gives it.
    function namedAmong(items, name, one, lists) {
      const found = matching(items(), name);
      if (found.length === 0) return undefined;
      if (found.length === 1) return one(found[0]);
      let list = lists.get(name);
      if (list === undefined) {
        list = collections.legacyCollection(RadioNodeList.prototype, () => matching(items(), name));
        radioLists.set(list, true);
        lists.set(name, list);
      }
      return list;
    }
    const itself = (element) => element;
    // (A collection's internal slot: its RadioNodeLists.)
    const namedControl = (collection, name) => (name === "" ? undefined : namedAmong(() => collections.items(collection), name, itself, controlLists.get(collection)));
    // A form's (or fieldset's) elements: `compute` gives its controls.
    const formControlsCollection = (compute) => {
      let collection;
      const named = { __proto__: null, item: (items, name) => namedControl(collection, name), names: collections.namedElements };
      collection = collections.legacyCollection(HTMLFormControlsCollection.prototype, compute, named);
      controlLists.set(collection, new lib.primordials.SafeMap());
      return collection;
    };

    // https://html.spec.whatwg.org/multipage/forms.html#the-form-element: a form's named
    // properties ([LegacyOverrideBuiltIns, LegacyUnenumerableNamedProperties]) and indexed
    // properties (its controls). The form element is V8's legacy platform object
    // (legacy_platform_objects.rs, made so by makeElement, elements.js), whose interceptors
    // ask the form's handler below: a named property hides the object's own and inherited
    // ones. (Not a Proxy: V8 compiles no event handler whose scope goes through one, and a
    // form is in the scope of its controls' handlers and its own.)
    // The form's past names map: name → the element last returned for it.
    const pastNames = lib.internalSlots("form_elements.pastNames");
    // The form's controls (no image buttons) and its img elements, from the elements it
    // owns (forms.js), taken again after a change of the trees or attributes
    // (lib.domVersion: an input's type may have changed): every property read of the
    // form asks.
    const owned = lib.internalSlots("form_elements.owned");
    function ownedBy(form) {
      const version = lib.domVersion();
      let entry = owned.get(form);
      if (entry === undefined || entry.version !== version) {
        const images = lib.primordials.arrayFilter(lib.formAssociates(form), (node) => isHTML(node, "img"));
        entry = { __proto__: null, version, controls: forms.controls(form), images };
        owned.set(form, entry);
      }
      return entry;
    }
    const controlsOf = (form) => ownedBy(form).controls;
    const imgs = (form) => ownedBy(form).images;
    // https://html.spec.whatwg.org/multipage/forms.html#dom-form-nameditem: the value of
    // the named property `name` (undefined: none).
    function formNamedItem(form, name) {
      if (name === "") return undefined;
      // (No element the form owns has that id or name, nor is it a past name: none.)
      if (!lib.formMayName(form, name) && pastNames.get(form)?.has(name) !== true) return undefined;
      // 5–6. One element: remembered in the past names map, and returned.
      const remember = (element) => {
        if (!pastNames.has(form)) pastNames.set(form, new lib.primordials.SafeMap());
        pastNames.get(form).set(name, element);
        return element;
      };
      // 1. The listed elements (no image buttons) whose form owner is the form with that
      //    id or name; 2. else the img elements so; 4. several: a live RadioNodeList.
      const lists = (data(form).radioNodeLists ??= { __proto__: null, controls: new lib.primordials.SafeMap(), images: new lib.primordials.SafeMap() });
      const found = namedAmong(() => controlsOf(form), name, remember, lists.controls) ?? namedAmong(() => imgs(form), name, remember, lists.images);
      if (found !== undefined) return found;
      // 3. None: the past names map's element for the name (one whose form owner changed
      //    since is no longer there).
      const past = pastNames.get(form), element = past?.get(name);
      if (element === undefined) return undefined;
      if (lib.formOwner(element) === form) return element;
      past.delete(name);
      return undefined;
    }
    // The supported property names: the listed elements' (no image buttons), then the img
    // elements', ids before names, in tree order; then the past names; no duplicates.
    function formNames(form) {
      const names = [], seen = new lib.primordials.SafeSet();
      const add = (name) => { if (name !== undefined && name !== "" && !seen.has(name)) { seen.add(name); names[names.length] = name; } };
      const sources = [controlsOf(form), imgs(form)];
      for (let s = 0; s < sources.length; s++) {
        const list = sources[s];
        for (let i = 0; i < list.length; i++) {
          add(data(list[i]).attrs.get("id"));
          add(data(list[i]).attrs.get("name"));
        }
      }
      pastNames.get(form)?.forEach((element, name) => { if (lib.formOwner(element) === form) add(name); });
      return names;
    }
    // The handler of the forms' interceptors (legacy_platform_objects.rs; one for the
    // realm, passed the form after the key): an indexed property is a control (no image
    // buttons), a named property as formNamedItem says, undefined for none.
    const formHandler = {
      __proto__: null,
      indexed: (index, form) => controlsOf(form)[index],
      named: (name, form) => formNamedItem(form, name),
      indices(form) {
        const count = controlsOf(form).length, keys = [];
        for (let i = 0; i < count; i++) keys[keys.length] = i;
        return keys;
      },
      names: (form) => formNames(form),
    };
    // A new form element object whose prototype is `prototype` (HTMLFormElement's).
    function makeForm(prototype) {
      const form = lib.natives.makeLegacyPlatformObject(formHandler);
      lib.primordials.ObjectSetPrototypeOf(form, prototype);
      return form;
    }

    // The members of each interface.
    const cached = (element, key, make) => data(element)[key] ??= make();
    function formElementMembers(name) {
      switch (name) {
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-output-element: its
      // default value (its text content, unless script set one) and its value.
      case "HTMLOutputElement": return {
        __proto__: null,
        get type() { data(this); return "output"; },
        get defaultValue() { const d = data(this); return d.defaultValueOverride ?? lib.textContent(this); },
        set defaultValue(value) {
          const d = data(this);
          value = String(value);
          if (d.defaultValueOverride === undefined || d.defaultValueOverride === null) lib.setTextContent(this, value);
          else d.defaultValueOverride = value;
        },
        get value() { return lib.textContent(this); },
        set value(value) {
          const d = data(this);
          d.defaultValueOverride ??= lib.textContent(this);
          lib.setTextContent(this, String(value));
        },
      };
      // https://html.spec.whatwg.org/multipage/form-elements.html#dom-legend-form: its
      // parent fieldset's form owner.
      case "HTMLLegendElement": return {
        __proto__: null,
        get form() {
          const parent = lib.parentElement(this);
          return parent !== null && isHTML(parent, "fieldset") ? lib.formOwner(parent) : null;
        },
      };
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element
      case "HTMLProgressElement": return {
        __proto__: null,
        get value() {
          const value = lib.parseFloatingPoint(getAttribute(this, "value") ?? "");
          if (value === null || value < 0) return 0;
          const max = lib.parseFloatingPoint(getAttribute(this, "max") ?? "");
          const limit = max === null || max <= 0 ? 1 : max;
          return value > limit ? limit : value;
        },
        set value(value) {
          value = Number(value);
          if (!NumberIsFinite(value)) throw new TypeError("Failed to set the 'value' property on 'HTMLProgressElement': The provided double value is non-finite.");
          setAttribute(this, "value", String(value));
        },
        // (-1 for an indeterminate progress bar: one with no value attribute.)
        get position() {
          if (getAttribute(this, "value") === null) return -1;
          const max = lib.parseFloatingPoint(getAttribute(this, "max") ?? "");
          const limit = max === null || max <= 0 ? 1 : max;
          const value = lib.parseFloatingPoint(getAttribute(this, "value")) ?? 0;
          return (value < 0 ? 0 : value > limit ? limit : value) / limit;
        },
      };
      // https://html.spec.whatwg.org/multipage/form-elements.html#dom-datalist-options
      case "HTMLDataListElement": return {
        __proto__: null,
        get options() { return cached(this, "datalistOptions", () => lib.htmlCollection(() => descendants(this, (n) => isHTML(n, "option")))); },
      };
      // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-object-form
      case "HTMLObjectElement": return { __proto__: null, get form() { return lib.formOwner(this); } };
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element
      case "HTMLSelectElement": return {
        __proto__: null,
        get options() {
          return cached(this, "optionsCollection", () => {
            const collection = collections.legacyCollection(HTMLOptionsCollection.prototype, () => forms.listOfOptions(this), collections.HTML_COLLECTION_NAMES);
            selects.set(collection, this);
            return collection;
          });
        },
        get length() { return forms.listOfOptions(this).length; },
        set length(value) { setLength(this, value); },
        item(index) {
          lib.requireArguments(arguments, 1, "item", "HTMLSelectElement");
          return forms.listOfOptions(this)[Number(index) >>> 0] ?? null;
        },
        namedItem(name) {
          lib.requireArguments(arguments, 1, "namedItem", "HTMLSelectElement");
          return collections.namedElement(forms.listOfOptions(this), String(name));
        },
        add(element, before = null) {
          lib.requireArguments(arguments, 1, "add", "HTMLSelectElement");
          addOption(this, element, before);
        },
        // https://html.spec.whatwg.org/multipage/input.html#dom-select-showpicker: no
        // transient activation here ("NotAllowedError").
        showPicker() {
          if (lib.forms().disabled(this)) throw new DOMException("Failed to execute 'showPicker' on 'HTMLSelectElement': HTMLSelectElement::showPicker() cannot be used on immutable controls.", "InvalidStateError");
          throw new DOMException("Failed to execute 'showPicker' on 'HTMLSelectElement': HTMLSelectElement::showPicker() requires a user gesture.", "NotAllowedError");
        },
      };
      default: return undefined;
      }
    }
    return {
      __proto__: null, HTMLOptionsCollection, HTMLFormControlsCollection, RadioNodeList,
      formElements: { __proto__: null, members: formElementMembers, controlsCollection: formControlsCollection, makeForm },
    };
  });
});
