// HTML's element interfaces (HTMLDivElement, HTMLAnchorElement, HTMLInputElement, …, and
// HTMLUnknownElement) with their reflected content attributes, the legacy factory
// functions Image, Audio and Option, and the reflected attributes every HTML element has.
// https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
//
// Which interface an element of a local name has is runtime/web/html/element_interfaces.rs
// (`natives.htmlElementInterface`). Each interface object is made on its first use — the
// first such element, or the first read of its name (`lib.lazily` with `each`) — so a realm
// carries only the ones its page uses. The elements' own behaviour beyond reflection is
// framescope's where it has one (scripts, frames: elements.js; image fetches: images.js).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function htmlElementInterfaces(lib) {
  "use strict";
  const { HTMLElement, getAttribute, info, lowercase, removeAttribute, setAttribute } = lib;
  const { ObjectAssign, ObjectDefineProperty, ReflectOwnKeys, copyMember } = lib.primordials;
  if (info.scope !== "Window") return;

  // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  // A member is `idl[=content][:type[:default[:keywords]]]`: the IDL attribute `idl`
  // reflecting the content attribute `content` (`idl` in ASCII lowercase when not given),
  // of a type that reflection_table.py's docstring lists (s, the default: DOMString), with
  // `default` for a missing or invalid value and `keywords`, "|"-separated, for an
  // enumerated attribute's known values, a DOMTokenList's supported tokens or a clamped
  // number's range. The members come from reflection_table.js, which that script generates
  // from HTML's Web IDL.
  function reflect(prototype, members) {
    const { StringPrototypeSplit } = lib.primordials;
    const list = StringPrototypeSplit(members, " ");
    for (let i = 0; i < list.length; i++) {
      const m = parseMember(list[i]);
      if (m.type === "t") {
        // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes:
        // a DOMTokenList over the attribute, with its supported tokens.
        const content = m.content, supported = m.keywords === undefined ? undefined : StringPrototypeSplit(m.keywords, "|");
        lib.sameObjectAttribute(prototype, m.idl, (element) => lib.tokenList(element, content, supported), "value");
        continue;
      }
      // (The getter and setter are made on first use: lib.defineAttribute; the steps, on
      // the first get or set of a realm: reflectionSteps.)
      lib.defineAttribute([prototype], m.idl, reflectionSteps, list[i]);
    }
  }
  // A member of reflect()'s list, `idl[=content][:type[:default[:keywords]]]`, in parts.
  function parseMember(member) {
    const { StringPrototypeIndexOf, StringPrototypeSlice, StringPrototypeSplit } = lib.primordials;
    const parts = StringPrototypeSplit(member, ":");
    let idl = parts[0], content;
    const eq = StringPrototypeIndexOf(idl, "=");
    if (eq >= 0) {
      content = StringPrototypeSlice(idl, eq + 1);
      idl = StringPrototypeSlice(idl, 0, eq);
    } else {
      content = lowercase(idl);
    }
    return { __proto__: null, idl, content, type: parts[1] ?? "s", fallback: parts[2], keywords: parts[3] };
  }
  // The steps of the reflected attribute `member` (a member of reflect()'s list), with
  // `self` and the value set: each member's pair of steps is made by accessors() on its
  // first get or set in the realm.
  const reflections = { __proto__: null };
  function reflectionSteps(self, member, value, isSetter) {
    let pair = reflections[member];
    if (pair === undefined) {
      const m = parseMember(member);
      pair = reflections[member] = accessors(m.idl, m.content, m.type, m.fallback, m.keywords);
    }
    if (!isSetter) return pair[0](self);
    pair[1](self, value);
  }
  // A reflected attribute's getter and setter, given the element.
  function accessors(idl, content, type, fallback, keywords) {
    const { ArrayPrototypeIncludes, MathMax, MathMin, Number, NumberIsFinite, String, StringPrototypeSplit, TypeError } = lib.primordials;
    // (Each member's functions are only the two returned: a realm makes them for every
    // member of the interfaces it uses.)
    switch (type) {
      case "u":
        return [(e) => lib.resolveURL(getAttribute(e, content)), (e, value) => setAttribute(e, content, value)];
      // (A form's action and a submit button's formAction: the document's URL for none.)
      case "U":
        return [(e) => {
          const value = getAttribute(e, content);
          return value === null || value === "" ? lib.documentURL(e) : lib.resolveURL(value);
        }, (e, value) => setAttribute(e, content, value)];
      case "S":
        return [(e) => getAttribute(e, content), (e, value) => (value === null ? removeAttribute(e, content) : setAttribute(e, content, value))];
      // ([LegacyNullToEmptyString]: null is "".)
      case "N":
        return [(e) => getAttribute(e, content) ?? "", (e, value) => setAttribute(e, content, value === null ? "" : value)];
      case "b":
        return [(e) => getAttribute(e, content) !== null, (e, value) => (value ? setAttribute(e, content, "") : removeAttribute(e, content))];
      case "l": {
        const missing = fallback === undefined ? 0 : Number(fallback);
        return [(e) => parseInteger(getAttribute(e, content), false) ?? missing, (e, value) => setAttribute(e, content, String(Number(value) | 0))];
      }
      // (long limited to only non-negative numbers: -1 for none; a negative value set is
      // an "IndexSizeError".)
      case "L": {
        const missing = fallback === undefined ? -1 : Number(fallback);
        const set = (e, value) => {
          value = Number(value) | 0;
          if (value < 0) throw new lib.DOMException(`The value provided (${value}) is negative.`, "IndexSizeError");
          setAttribute(e, content, String(value));
        };
        return [(e) => parseInteger(getAttribute(e, content), true) ?? missing, set];
      }
      // (unsigned long clamped to the range [min, max]: a value outside it is clamped.)
      case "r": {
        const missing = fallback === undefined ? 0 : Number(fallback);
        const range = StringPrototypeSplit(keywords, "|"), min = Number(range[0]), max = Number(range[1]);
        const get = (e) => {
          const value = parseInteger(getAttribute(e, content), true);
          return value === null ? missing : MathMin(MathMax(value, min), max);
        };
        const set = (e, value) => {
          value = Number(value) >>> 0;
          setAttribute(e, content, String(value > 2147483647 ? missing : value));
        };
        return [get, set];
      }
      case "n":
      case "p": {
        const missing = fallback === undefined ? (type === "p" ? 1 : 0) : Number(fallback);
        const get = (e) => {
          const value = parseInteger(getAttribute(e, content), true);
          return value === null || value > 2147483647 || (type === "p" && value === 0) ? missing : value;
        };
        const set = (e, value) => {
          value = Number(value) >>> 0;
          setAttribute(e, content, String(value > 2147483647 || (type === "p" && value === 0) ? missing : value));
        };
        return [get, set];
      }
      case "d":
      case "D": {
        // (double limited to only positive numbers: a value not above 0 is the default,
        // and setting one does nothing.)
        const missing = fallback === undefined ? 0 : Number(fallback);
        const positive = type === "D";
        const get = (e) => {
          const value = parseFloatingPoint(getAttribute(e, content));
          return value === null || (positive && value <= 0) ? missing : value;
        };
        const set = (e, value) => {
          value = Number(value);
          if (!NumberIsFinite(value)) throw new TypeError("The provided double value is non-finite.");
          if (positive && value <= 0) return;
          setAttribute(e, content, String(value));
        };
        return [get, set];
      }
      // (A DOMTokenList: [SameObject, PutForwards=value], made by reflect().)
      case "t":
        return null;
      // (An element reference: aria_mixin.js's reflection of Element? attributes.)
      case "E":
        return lib.elementReflection(idl, content);
      case "c": {
        // https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attributes
        const get = (e) => {
          const value = getAttribute(e, content);
          if (value === null) return null;
          return lowercase(value) === "use-credentials" ? "use-credentials" : "anonymous";
        };
        return [get, (e, value) => (value === null ? removeAttribute(e, content) : setAttribute(e, content, value))];
      }
      case "e": {
        // (`fallback`: the missing value default, or "missing,invalid".)
        const known = StringPrototypeSplit(keywords, "|");
        const defaults = StringPrototypeSplit(fallback ?? "", ",");
        const missing = defaults[0], invalid = defaults.length > 1 ? defaults[1] : missing;
        const get = (e) => {
          const value = getAttribute(e, content);
          if (value === null) return missing;
          const lower = lowercase(value);
          return ArrayPrototypeIncludes(known, lower) ? lower : invalid;
        };
        return [get, (e, value) => setAttribute(e, content, value)];
      }
      default:
        return [(e) => getAttribute(e, content) ?? "", (e, value) => setAttribute(e, content, value)];
    }
  }
  // https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers
  // (and, `nonNegative`, the rules for parsing non-negative integers): null for an error.
  function parseInteger(value, nonNegative) {
    if (value === null) return null;
    const { Number, RegExpPrototypeExec } = lib.primordials;
    const match = RegExpPrototypeExec(/^[\t\n\f\r ]*([-+]?)(\d+)/, value);
    if (match === null) return null;
    const number = Number(match[2]) * (match[1] === "-" ? -1 : 1);
    if (number > 2147483647 || number < -2147483648) return null;
    if (nonNegative && number < 0) return null;
    return number === 0 ? 0 : number;
  }
  // https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values
  function parseFloatingPoint(value) {
    if (value === null) return null;
    const { Number, NumberIsFinite, RegExpPrototypeExec } = lib.primordials;
    const match = RegExpPrototypeExec(/^[\t\n\f\r ]*([-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?)/, value);
    if (match === null) return null;
    const number = Number(match[1]);
    return NumberIsFinite(number) ? (number === 0 ? 0 : number) : null;
  }

  // Every HTML element's reflected attributes
  // (https://html.spec.whatwg.org/multipage/dom.html#htmlelement), and those of the
  // interfaces elements.js makes in every realm.
  const EAGER = ["HTMLHtmlElement", "HTMLHeadElement", "HTMLBodyElement", "HTMLTitleElement"];
  {
    const rows = lib.reflectionTable();
    reflect(HTMLElement.prototype, rows.HTMLElement[1]);
    for (let i = 0; i < EAGER.length; i++) {
      if (rows[EAGER[i]][1] !== "") reflect(lib.eagerElementInterfaces[EAGER[i]].prototype, rows[EAGER[i]][1]);
    }
  }
  // The URL of `element`'s node document.
  lib.documentURL = (element) => {
    const document = lib.nodeDocument(element);
    return document === lib.document ? info.location.href : lib.data(document).url ?? "about:blank";
  };

  // https://html.spec.whatwg.org/multipage/input.html#checkbox-state-(type=checkbox) and
  // #radio-button-state-(type=radio): the legacy-pre-activation behavior checks the control
  // (a radio button unchecks the others of its group), a canceled click restores it, and
  // the activation behavior fires input and change. Submit and reset buttons submit or
  // reset their form (forms.js: the events, then the navigation); the other buttons have an
  // activation behavior too (none): a click inside one activates it, not an ancestor. A
  // label's clicks its labeled control (forms.js); a summary's toggles its details
  // (interactive_elements.js).
  const checkedness = (d) => d.checked ?? d.attrs.has("checked");
  const inputType = (d) => lowercase(d.attrs.get("type") ?? "");
  lib.setActivation({
    __proto__: null,
    has(target) {
      const name = lib.localNameOf(target);
      if (name === "summary") return lib.isSummaryForItsParentDetails(target);
      if (name !== "input" && name !== "button" && name !== "a" && name !== "area" && name !== "label") return false;
      const d = lib.data(target);
      if (d.ns !== undefined) return false;
      if (name === "a" || name === "area") return d.attrs.has("href");
      // (Every input element has one, by its type when it runs — HTML's "input
      // activation behavior", none for text fields — so a field whose type a click
      // listener turns into submit submits, as in browsers.)
      return name === "label" || name === "button" || name === "input";
    },
    preActivate(target) {
      const d = lib.data(target), type = inputType(d);
      if (d.name !== "input" || (type !== "checkbox" && type !== "radio")) return undefined;
      const old = { __proto__: null, checked: checkedness(d), other: null };
      if (type === "checkbox") {
        d.checked = !old.checked;
        return old;
      }
      const group = radioGroup(target, d);
      for (let i = 0; i < group.length; i++) {
        const other = lib.data(group[i]);
        if (group[i] !== target && checkedness(other)) {
          old.other = group[i];
          other.checked = false;
        }
      }
      d.checked = true;
      return old;
    },
    activate(target, event, eventTarget) {
      const d = lib.data(target), type = inputType(d);
      if (d.name === "a" || d.name === "area") {
        followHyperlink(target, d);
        return;
      }
      // A summary opens or closes its details (interactive_elements.js).
      if (d.name === "summary") {
        lib.activateSummary(target);
        return;
      }
      // A label: a click at its labeled control (forms.js).
      if (d.name === "label") {
        lib.forms().activateLabel(target, eventTarget);
        return;
      }
      // A button with a popovertarget: its popover shown, hidden or toggled (popover.js).
      if ((d.name === "button" || d.name === "input") && d.attrs.has("popovertarget") && lib.popoverTargetActivation(target)) return;
      // A submit or reset button: its form's submission or reset (forms.js).
      if (d.name === "button" || type === "submit" || type === "reset" || type === "image") {
        lib.forms().activate(target);
        return;
      }
      if (d.name !== "input" || (type !== "checkbox" && type !== "radio")) return;
      // 1. If the element is not connected, then return.
      if (lib.shadowIncludingRoot(target) !== lib.document) return;
      // 2–3. Fire an event named input at the element with bubbles and composed, then
      //    one named change with bubbles.
      const { Event, dispatch, trust } = lib;
      dispatch(target, trust(new Event("input", { __proto__: null, bubbles: true, composed: true })));
      dispatch(target, trust(new Event("change", { __proto__: null, bubbles: true })));
    },
    canceledActivation(target, old) {
      if (old === undefined) return;
      lib.data(target).checked = old.checked;
      if (old.other !== null) lib.data(old.other).checked = true;
    },
  });
  // https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2: a link's
  // activation behavior navigates to its URL (parsed against the document's base URL) in
  // the navigable its target attribute (else the first <base target>) chooses: its own
  // document for "" and _self (a fragment stays in the document), else as window.open's
  // targets (_blank without rel=opener, and rel=noopener/noreferrer, open with noopener).
  function followHyperlink(element, d) {
    // 1. If subject cannot navigate (it is not connected), then return.
    if (lib.shadowIncludingRoot(element) !== lib.document) return;
    const url = lib.natives.parseURL(d.attrs.get("href"), lib.baseURL());
    if (url === null) return;
    // (Step 13: the referrerpolicy attribute's state; navigateTarget makes it
    // "no-referrer" for rel=noreferrer.)
    navigateTarget(url.href, d.attrs.get("target"), d.attrs.get("rel"), undefined, false, d.attrs.get("referrerpolicy") ?? "", element);
  }
  // A link's or a form's `target` attribute (undefined: the document's first <base
  // target>, else ""), and the frame of this document it names (an iframe or frame with
  // that name attribute; null for none, and for "", _self, _blank, _parent and _top).
  function chooseTarget(target) {
    const nodes = lib.inclusiveDescendants(lib.document);
    for (let i = 0; i < nodes.length && target === undefined; i++) {
      const other = lib.data(nodes[i]);
      if (other.type === 1 && other.name === "base" && other.ns === undefined) target = other.attrs.get("target");
    }
    target ??= "";
    const lower = lowercase(target);
    if (lower === "" || lower === "_self" || lower === "_blank" || lower === "_parent" || lower === "_top") {
      return { __proto__: null, target, frame: null };
    }
    for (let i = 0; i < nodes.length; i++) {
      const d = lib.data(nodes[i]);
      if (d.type === 1 && (d.name === "iframe" || d.name === "frame") && d.ns === undefined && d.attrs.get("name") === target) {
        return { __proto__: null, target, frame: nodes[i] };
      }
    }
    return { __proto__: null, target, frame: null };
  }
  // Navigates to `href` the navigable a link's or a form's `target` attribute chooses
  // (chooseTarget): its own document for "" and _self (a fragment stays in the
  // document), a frame of this document it names (as its src changing would), else as
  // window.open's targets, with its `rel` attribute deciding noopener
  // (https://html.spec.whatwg.org/multipage/links.html#get-an-element's-noopener: _blank
  // without rel=opener, and rel=noopener/noreferrer, open with noopener).
  // (`post`: a form's POST resource { body, contentType }, or undefined; `replace`: the
  // history handling "replace"; `referrerPolicy`: a link's referrerpolicy attribute, ""
  // for none — the navigation's referrer policy, "no-referrer" with rel=noreferrer
  // (following hyperlinks step 14, form submission's "plan to navigate").)
  // (`source`: the link, the Navigation API navigate event's sourceElement in its own
  // document.)
  function navigateTarget(href, target, rel, post, replace = false, referrerPolicy = "", source = null) {
    const tokens = " " + lowercase(rel ?? "") + " ";
    const has = (token) => lib.primordials.StringPrototypeIndexOf(tokens, " " + token + " ") !== -1;
    if (has("noreferrer")) referrerPolicy = "no-referrer";
    const chosen = chooseTarget(target);
    const lower = lowercase(chosen.target);
    if (lower === "" || lower === "_self") {
      // (A javascript: URL runs in this document, in a task: location.js.)
      lib.navigationSourceElement = source;
      try {
        lib.navigate(href, post, replace, referrerPolicy);
      } finally {
        lib.navigationSourceElement = null;
      }
      return;
    }
    if (chosen.frame !== null) {
      const d = lib.data(chosen.frame);
      if (d.window !== undefined) lib.natives.navigateFrame(chosen.frame, d.name, d.attrs.get("id") ?? "", href, undefined, d.attrs.get("name"), d.attrs.get("sandbox"), post?.body, post?.contentType, d.attrs.get("allow"), d.attrs.has("allowfullscreen"), referrerPolicy);
      return;
    }
    const noopener = has("noopener") || has("noreferrer") || (lower === "_blank" && !has("opener"));
    lib.natives.openWindow(href, chosen.target, noopener ? "noopener" : "", referrerPolicy, true, post?.body, post?.contentType);
  }
  // https://html.spec.whatwg.org/multipage/input.html#radio-button-group: the radio
  // buttons of the same tree, name (not empty) and form owner.
  function radioGroup(element, d) {
    const name = d.attrs.get("name");
    if (name === undefined || name === "") return [element];
    // (A form's: among the elements it owns, forms.js.)
    const form = formOwner(element), group = [];
    const nodes = form === null ? lib.inclusiveDescendants(lib.root(element)) : lib.formAssociates(form);
    for (let i = 0; i < nodes.length; i++) {
      const other = lib.data(nodes[i]);
      if (other.type === 1 && other.name === "input" && other.ns === undefined && inputType(other) === "radio" &&
        other.attrs.get("name") === name && formOwner(nodes[i]) === form) group[group.length] = nodes[i];
    }
    return group;
  }

  // Each interface: its parent (HTMLElement when empty) and its reflected members
  // (reflection_table.js), but for HTMLElement and the interfaces elements.js makes in
  // every realm, whose members are given above; and SVGElement.
  // https://html.spec.whatwg.org/multipage/indices.html#element-interfaces
  const table = () => {
    const rows = lib.reflectionTable();
    delete rows.HTMLElement;
    for (let i = 0; i < EAGER.length; i++) delete rows[EAGER[i]];
    // https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement (no SVG DOM beyond it)
    rows.SVGElement = ["Element", ""];
    // https://svgwg.org/svg2-draft/interact.html#InterfaceSVGScriptElement (href: svg_animated_string.js)
    rows.SVGScriptElement = ["SVGElement", "type crossOrigin:c"];
    // https://w3c.github.io/mathml-core/#dom-and-javascript
    rows.MathMLElement = ["Element", ""];
    return rows;
  };
  // https://html.spec.whatwg.org/multipage/forms.html#category-label: the labelable
  // elements' interfaces (forms.js gives them `labels`).
  const LABELABLE = {
    __proto__: null, HTMLButtonElement: true, HTMLInputElement: true, HTMLMeterElement: true, HTMLOutputElement: true,
    HTMLProgressElement: true, HTMLSelectElement: true, HTMLTextAreaElement: true,
  };
  // The interfaces form_elements.js gives members.
  const FORM_ELEMENTS = {
    __proto__: null, HTMLOutputElement: true, HTMLLegendElement: true, HTMLProgressElement: true,
    HTMLDataListElement: true, HTMLObjectElement: true, HTMLSelectElement: true,
  };
  // The interfaces with the constraint validation API (constraint_validation.js).
  const VALIDATING = {
    __proto__: null, HTMLButtonElement: true, HTMLFieldSetElement: true, HTMLFormElement: true, HTMLInputElement: true,
    HTMLObjectElement: true, HTMLOutputElement: true, HTMLSelectElement: true, HTMLTextAreaElement: true,
  };
  // (The table is made again when an interface is first made: a realm keeps only the
  // names, its global's lazy properties.)
  let interfaces;
  const elementInterface = lib.lazily({
    interfaces: lib.primordials.ObjectKeys(table()), factories: ["Image", "Audio", "Option"], each: true,
  }, (name) => {
    if (name === "Image" || name === "Audio" || name === "Option") return factory(name);
    const spec = (interfaces ??= table())[name], parent = spec[0], members = spec[1];
    const base = parent === "" ? HTMLElement : parent === "Element" ? lib.Element : elementInterface(parent);
    // (A computed key names the class. An HTML element interface's constructor is
    // [HTMLConstructor], given itself as the active function object: elements.js.)
    const cls = base === lib.Element || parent === "SVGElement"
      ? { [name]: class extends base {} }[name]
      : { [name]: class extends base { constructor() { return lib.htmlElementConstructor(new.target, cls); } } }[name];
    if (members !== "") reflect(cls.prototype, members);
    if (name === "SVGScriptElement") lib.svgURIReference(cls.prototype);
    // https://html.spec.whatwg.org/multipage/media.html#htmltrackelement: its ready states.
    if (name === "HTMLTrackElement") {
      const states = ["NONE", "LOADING", "LOADED", "ERROR"];
      for (let i = 0; i < states.length; i++) {
        const descriptor = { __proto__: null, value: i, enumerable: true };
        ObjectDefineProperty(cls, states[i], descriptor);
        ObjectDefineProperty(cls.prototype, states[i], descriptor);
      }
    }
    // https://html.spec.whatwg.org/multipage/scripting.html#dom-script-supports: the script
    // types framescope runs.
    if (name === "HTMLScriptElement") {
      ObjectDefineProperty(cls, "supports", {
        __proto__: null,
        value: function supports(type) {
          lib.requireArguments(arguments, 1, "supports", "HTMLScriptElement");
          type = lib.primordials.String(type);
          return type === "classic" || type === "module" || type === "importmap";
        },
        writable: true, enumerable: true, configurable: true,
      });
    }
    // (Then the members forms.js and tables.js give form and table elements: each module
    // is made with the first of its own interfaces, not with every realm's html and body.)
    const form = name === "HTMLFormElement" || name === "HTMLOptionElement" || name === "HTMLLabelElement" ||
      name === "HTMLFieldSetElement" || LABELABLE[name] === true;
    const tabular = lib.primordials.StringPrototypeStartsWith(name, "HTMLTable");
    const more = [
      behaviour(name), form ? lib.forms().members(name) : undefined, tabular ? lib.tables().members(name) : undefined,
      VALIDATING[name] === true ? lib.constraintValidation().members(name) : undefined,
      // (input_element.js: stepping, dates, the selection APIs; form_elements.js: the rest.)
      name === "HTMLInputElement" ? lib.inputElement.inputMembers() : name === "HTMLTextAreaElement" ? lib.inputElement.textAreaMembers() : undefined,
      FORM_ELEMENTS[name] === true ? lib.formElements.members(name) : undefined,
      lib.elementAPIs(name),
      // (HTMLOrSVGElement's focus(), blur(), tabIndex and autofocus: focus.js.)
      name === "SVGElement" || name === "MathMLElement" ? lib.htmlOrSVGElement() : undefined,
    ];
    for (let j = 0; j < more.length; j++) {
      if (more[j] === undefined) continue;
      const keys = ReflectOwnKeys(more[j]);
      for (let i = 0; i < keys.length; i++) copyMember(cls.prototype, more[j], keys[i]);
    }
    // https://webidl.spec.whatwg.org/#define-the-iteration-methods: an interface with an
    // indexed property getter (a select's options, a form's controls) and a length has
    // %Array.prototype.values% for @@iterator.
    if (name === "HTMLSelectElement" || name === "HTMLFormElement") {
      ObjectDefineProperty(cls.prototype, lib.primordials.SymbolIterator, {
        __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true,
      });
    }
    return cls;
  });

  // Members beyond reflection: a form control's value and checkedness (its dirty value,
  // no user interaction), an option's text, an image's (never decoded) dimensions.
  const behaviour = (name) => {
    switch (name) {
    // https://html.spec.whatwg.org/multipage/input.html#dom-input-value (mode "value")
    case "HTMLInputElement": return {
      get value() { return inputValue(this); },
      set value(value) {
        lib.data(this).value = value === null ? "" : lib.primordials.String(value);
        lib.inputElement.textControlValueSet(this);
      },
      get checked() { return lib.data(this).checked ?? getAttribute(this, "checked") !== null; },
      set checked(value) {
        const d = lib.data(this);
        d.checked = !!value;
        // https://html.spec.whatwg.org/multipage/input.html#radio-button-state-(type=radio):
        // a radio button checked unchecks the others of its group.
        if (d.checked && inputType(d) === "radio") {
          const group = radioGroup(this, d);
          for (let i = 0; i < group.length; i++) if (group[i] !== this) lib.data(group[i]).checked = false;
        }
      },
      get form() { return formOwner(this); },
    };
    // https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-value
    case "HTMLTextAreaElement": return {
      get defaultValue() { return lib.textContent(this); },
      set defaultValue(value) { lib.setTextContent(this, lib.primordials.String(value)); },
      get value() { return lib.data(this).value ?? lib.textContent(this); },
      set value(value) {
        lib.data(this).value = value === null ? "" : lib.primordials.String(value);
        lib.inputElement.textControlValueSet(this);
      },
      get type() { lib.data(this); return "textarea"; },
      get form() { return formOwner(this); },
    };
    // https://html.spec.whatwg.org/multipage/form-elements.html#the-option-element
    case "HTMLOptionElement": return {
      get text() { return collapse(lib.textContent(this)); },
      set text(value) { lib.setTextContent(this, lib.primordials.String(value)); },
      get value() { return getAttribute(this, "value") ?? collapse(lib.textContent(this)); },
      set value(value) { setAttribute(this, "value", value); },
      get label() { return getAttribute(this, "label") ?? collapse(lib.textContent(this)); },
      set label(value) { setAttribute(this, "label", value); },
    };
    // https://html.spec.whatwg.org/multipage/links.html#htmlhyperlinkelementutils
    case "HTMLAnchorElement": return hyperlinkUtils(true);
    case "HTMLAreaElement": return hyperlinkUtils(false);
    // https://html.spec.whatwg.org/multipage/semantics.html#dom-base-href: its href parsed
    // against the document's fallback base URL (its URL), not the base URL it makes.
    case "HTMLBaseElement": return {
      get href() {
        const href = getAttribute(this, "href") ?? "";
        return lib.natives.parseURL(href, info.location.href)?.href ?? href;
      },
      set href(value) { setAttribute(this, "href", value); },
    };
    case "HTMLButtonElement":
    case "HTMLFieldSetElement":
    case "HTMLOutputElement":
      return { get form() { return formOwner(this); } };
    // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-naturalwidth
    case "HTMLImageElement": return {
      get naturalWidth() { return lib.data(this).imageSize?.[0] ?? 0; },
      get naturalHeight() { return lib.data(this).imageSize?.[1] ?? 0; },
      get complete() { return lib.data(this).imageComplete ?? true; },
      get currentSrc() { const d = lib.data(this); return d.currentSrc !== undefined ? d.currentSrc : lib.resolveURL(getAttribute(this, "src")); },
    };
    // https://html.spec.whatwg.org/multipage/obsolete.html#htmlframesetelement: a
    // frameset's WindowEventHandlers are its window's, as a body's are (the same getters
    // and setters, global_event_handlers.js).
    case "HTMLFrameSetElement": return handlersOf(lib.HTMLBodyElement.prototype);
    // https://html.spec.whatwg.org/multipage/webappapis.html#globaleventhandlers: an SVG
    // element's GlobalEventHandlers, the same getters and setters as an HTML element's.
    // (And HTMLOrSVGElement's dataset and nonce, the same as HTMLElement's: its focus(),
    // blur(), tabIndex and autofocus are focus.js's.)
    case "SVGElement": case "MathMLElement": {
      const members = handlersOf(HTMLElement.prototype), shared = ["dataset", "nonce"];
      for (let i = 0; i < shared.length; i++) copyMember(members, HTMLElement.prototype, shared[i]);
      return members;
    }
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html: a frame's window and
    // document (elements.js); an iframe's srcdoc.
    case "HTMLIFrameElement": {
      const members = lib.frameMembers();
      const srcdoc = {
        get srcdoc() { return getAttribute(this, "srcdoc") ?? ""; },
        set srcdoc(value) { setAttribute(this, "srcdoc", value); },
      };
      copyMember(members, srcdoc, "srcdoc");
      members.getSVGDocument = getSVGDocument;
      return members;
    }
    case "HTMLFrameElement":
      return lib.frameMembers();
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-object-getsvgdocument
    // (and an iframe's and an embed's): framescope loads no SVG documents into them, null.
    case "HTMLObjectElement": {
      const members = lib.frameMembers();
      members.getSVGDocument = getSVGDocument;
      return members;
    }
    case "HTMLEmbedElement": return { getSVGDocument };
    // https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement (elements.js)
    case "HTMLScriptElement": return lib.scriptMembers();
    // https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
    case "HTMLDialogElement": return lib.dialogMembers();
    // https://html.spec.whatwg.org/multipage/scripting.html#dom-template-content
    case "HTMLTemplateElement": return { get content() { return lib.templateContents(this); } };
    // https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element (slots.js)
    case "HTMLSlotElement": return lib.slotMembers();
    // https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-getcontext: framescope
    // has no canvas rendering, so no context.
    case "HTMLCanvasElement": return { getContext() { lib.data(this); return null; } };
    default: return undefined;
    }
  };
  const getSVGDocument = { getSVGDocument() { lib.data(this); return null; } }.getSVGDocument;
  // https://html.spec.whatwg.org/multipage/links.html#htmlhyperlinkelementutils: the
  // element's URL (its href parsed against the document's base URL)
  // and its parts, whose setters change href (the URL Standard's setters, as URL's).
  function hyperlinkUtils(anchor) {
    const { String } = lib.primordials;
    const url = (e) => {
      const href = getAttribute(e, "href");
      // (Encoding-parsed: the query in the document's encoding.)
      return href === null ? null : lib.natives.parseURL(href, lib.baseURL(), lib.documentEncoding(lib.nodeDocument(e)));
    };
    const members = {
      __proto__: null,
      get href() {
        const parsed = url(this);
        return parsed === null ? getAttribute(this, "href") ?? "" : parsed.href;
      },
      set href(value) { setAttribute(this, "href", value); },
      get origin() { return url(this)?.origin ?? ""; },
      toString() {
        const parsed = url(this);
        return parsed === null ? getAttribute(this, "href") ?? "" : parsed.href;
      },
    };
    const parts = ["protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      // (Accessors of an object literal: named "get <part>" and "set <part>".)
      const accessors = {
        get [part]() {
          const parsed = url(this);
          // (A URL that does not parse: ":" for its protocol, else "".)
          return parsed === null ? (part === "protocol" ? ":" : "") : parsed[part];
        },
        set [part](value) {
          const parsed = url(this);
          if (parsed === null) return;
          const changed = lib.natives.setURLComponent(parsed.href, part, String(value));
          if (changed !== null) setAttribute(this, "href", changed.href);
        },
      };
      copyMember(members, accessors, part);
    }
    // https://html.spec.whatwg.org/multipage/text-level-semantics.html#dom-a-text
    if (anchor) {
      const text = {
        get text() { return lib.textContent(this); },
        set text(value) { lib.setTextContent(this, String(value)); },
      };
      copyMember(members, text, "text");
    }
    return members;
  }
  // The `on…` attributes of `prototype` (its event handler IDL attributes).
  function handlersOf(prototype) {
    const keys = ReflectOwnKeys(prototype), members = { __proto__: null };
    for (let i = 0; i < keys.length; i++) {
      if (typeof keys[i] === "string" && keys[i][0] === "o" && keys[i][1] === "n") {
        copyMember(members, prototype, keys[i]);
      }
    }
    return members;
  }
  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-owner:
  // the nearest ancestor form (no form attribute, no form-associated custom elements).
  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#reset-the-form-owner
  // step 4: a connected listed element with a form attribute: the first element of its
  // tree with that id, if it is a form; else (5.) the nearest form ancestor. (Each form
  // keeps the elements it owns: forms.js.)
  const { LISTED } = lib;
  function formOwner(element) {
    const d = lib.data(element), id = d.attrs.get("form");
    if (id !== undefined && (LISTED[d.name] === true || lib.isFormAssociated(d)) && d.ns === undefined && lib.data(lib.shadowIncludingRoot(element)).type === 9) {
      // (An empty id attribute gives no ID: form="" names no element.)
      if (id === "") return null;
      const nodes = lib.inclusiveDescendants(lib.root(element));
      for (let i = 0; i < nodes.length; i++) {
        const other = lib.data(nodes[i]);
        if (other.type !== 1 || other.attrs.get("id") !== id) continue;
        return other.name === "form" && other.ns === undefined ? nodes[i] : null;
      }
      return null;
    }
    for (let e = lib.parentElement(element); e !== null; e = lib.parentElement(e)) {
      const d = lib.data(e);
      if (d.type === 1 && d.name === "form" && d.ns === undefined) return e;
    }
    return null;
  }
  // https://html.spec.whatwg.org/multipage/input.html#dom-input-value (mode "value"): the
  // value, by the value sanitization algorithm of its type (text, search, tel and password
  // drop newlines; url and email drop them and trim whitespace).
  function inputValue(element) {
    const { StringPrototypeReplaceAll, StringPrototypeSlice } = lib.primordials;
    const d = lib.data(element), value = d.value ?? getAttribute(element, "value") ?? "";
    const type = inputType(d);
    // (The number, range, date and time and color states: input_element.js.)
    if (type !== "" && type !== "text" && type !== "search" && type !== "tel" && type !== "password" && type !== "url" && type !== "email") return lib.inputElement.sanitize(element, type, value);
    const line = StringPrototypeReplaceAll(StringPrototypeReplaceAll(value, "\r", ""), "\n", "");
    if (type !== "url" && type !== "email") return line;
    const space = (c) => c === " " || c === "\t" || c === "\f";
    let start = 0, end = line.length;
    while (start < end && space(line[start])) start++;
    while (end > start && space(line[end - 1])) end--;
    return StringPrototypeSlice(line, start, end);
  }
  // https://infra.spec.whatwg.org/#strip-and-collapse-ascii-whitespace
  function collapse(text) {
    const { RegExpPrototypeExec } = lib.primordials;
    let out = "", space = false;
    for (let i = 0; i < text.length; i++) {
      if (RegExpPrototypeExec(/[\t\n\f\r ]/, text[i]) !== null) {
        space = out !== "";
        continue;
      }
      if (space) out += " ";
      out += text[i];
      space = false;
    }
    return out;
  }
  // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-image,
  // https://html.spec.whatwg.org/multipage/media.html#dom-audio,
  // https://html.spec.whatwg.org/multipage/form-elements.html#dom-option
  function factory(name) {
    const { String, TypeError } = lib.primordials;
    const element = (local) => lib.makeElement(local, []);
    const fns = {
      __proto__: null,
      Image: function Image(width = undefined, height = undefined) {
        if (new.target === undefined) throw new TypeError("Failed to construct 'Image': Please use the 'new' operator.");
        const img = element("img");
        if (width !== undefined) setAttribute(img, "width", String(lib.primordials.Number(width) >>> 0));
        if (height !== undefined) setAttribute(img, "height", String(lib.primordials.Number(height) >>> 0));
        return img;
      },
      Audio: function Audio(src = undefined) {
        if (new.target === undefined) throw new TypeError("Failed to construct 'Audio': Please use the 'new' operator.");
        const audio = element("audio");
        setAttribute(audio, "preload", "auto");
        if (src !== undefined) setAttribute(audio, "src", String(src));
        return audio;
      },
      Option: function Option(text = "", value = undefined, defaultSelected = false, selected = false) {
        if (new.target === undefined) throw new TypeError("Failed to construct 'Option': Please use the 'new' operator.");
        const option = element("option");
        text = String(text);
        if (text !== "") lib.setTextContent(option, text);
        if (value !== undefined) setAttribute(option, "value", String(value));
        if (defaultSelected) setAttribute(option, "selected", "");
        lib.data(option).selected = !!selected;
        return option;
      },
    };
    const fn = fns[name];
    const target = name === "Image" ? "HTMLImageElement" : name === "Audio" ? "HTMLAudioElement" : "HTMLOptionElement";
    lib.primordials.ObjectDefineProperty(fn, "prototype", {
      __proto__: null, value: elementInterface(target).prototype, writable: false, enumerable: false, configurable: false,
    });
    return fn;
  }
  ObjectAssign(lib, { elementInterface, formOwner, collapse, inputValue, radioGroup, chooseTarget, navigateTarget, parseFloatingPoint, parseInteger });
});
