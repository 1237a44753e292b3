// Focusable areas: which elements can be focused, clicked into focus and reached by
// sequential focus navigation; the tabindex value and `tabIndex`; being rendered, inert and
// editing hosts as framescope (which has no layout and no cascade) decides them; and the
// ElementContentEditable members `contentEditable` and `isContentEditable`.
// https://html.spec.whatwg.org/multipage/interaction.html#focusable-area
// https://html.spec.whatwg.org/multipage/interaction.html#the-tabindex-attribute
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). focus.js, focus_navigation.js and user_input.js build on it.
(function focusableArea(lib) {
  "use strict";
  const { DOMException, HTMLElement, data, info, isHTML } = lib;
  const { ObjectDefineProperty, RegExpPrototypeExec, String, StringPrototypeToLowerCase } = lib.primordials;
  if (info.scope !== "Window") return;
  const SVG_NS = "http://www.w3.org/2000/svg";
  const isSVG = (d, name) => d.type === 1 && d.ns === SVG_NS && d.name === name;

  // https://html.spec.whatwg.org/multipage/interaction.html#tabindex-value: the tabindex
  // attribute parsed by the rules for parsing integers, or null (missing or unparsable).
  const INTEGER = /^[\t\n\f\r ]*([-+]?)(\d+)/;
  function tabindexValue(element) {
    const value = data(element).attrs.get("tabindex");
    if (value === undefined) return null;
    const m = RegExpPrototypeExec(INTEGER, value);
    if (m === null) return null;
    const number = lib.primordials.Number(m[2]) * (m[1] === "-" ? -1 : 1);
    if (number > 2147483647 || number < -2147483648) return null;
    return number === 0 ? 0 : number;
  }

  // https://html.spec.whatwg.org/multipage/editing.html#attr-contenteditable: the
  // contenteditable attribute's state — "true", "false", "plaintext-only" or "inherit"
  // (missing or an invalid value).
  function contentEditableState(d) {
    const value = d.attrs.get("contenteditable");
    if (value === undefined || d.ns !== undefined) return "inherit";
    const lower = StringPrototypeToLowerCase(value);
    if (lower === "" || lower === "true") return "true";
    if (lower === "false" || lower === "plaintext-only") return lower;
    return "inherit";
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#editing-host and
  // #concept-editable: whether `node` is editable (in an editing host, not itself one) and
  // the editing host it is in. (No designMode: documents are never editable as a whole.)
  function editingHostOf(node) {
    const start = data(node).type === 1 ? node : lib.parentElement(node);
    for (let n = start; n !== null && n !== undefined; n = data(n).parent) {
      const d = data(n);
      if (d.type !== 1) return null;
      const state = contentEditableState(d);
      if (state === "false") return null;
      if (state !== "inherit") {
        // (The outermost of nested editable elements is the host.)
        const parent = lib.parentElement(n);
        return (parent === null ? null : editingHostOf(parent)) ?? n;
      }
    }
    return null;
  }
  const isEditingHost = (element) => data(element).type === 1 && editingHostOf(element) === element;

  // https://html.spec.whatwg.org/multipage/rendering.html#being-rendered, for a browser
  // without layout or a cascade: an element is being rendered when it is connected to a
  // document with a browsing context, is in the flat tree (a shadow host's child only
  // through its assigned slot; a slot's own children only while nothing is assigned to
  // it), and neither it nor a flat-tree ancestor is display: none — by its own style
  // attribute (as cssom_view.js's `hasBox` reads it), by its `hidden` attribute, or by
  // the user agent style sheet (head, script, style, template, …, a dialog that is not
  // open) — nor in a closed details element's content, nor in a `hidden=until-found`
  // element (content-visibility: hidden). Style sheets are not read.
  const NOT_RENDERED = {
    __proto__: null, head: true, script: true, style: true, template: true, title: true, meta: true, link: true,
    base: true, noscript: true, datalist: true, param: true, rp: true, noembed: true, noframes: true,
  };
  const DISPLAY = /(?:^|;)\s*display\s*:\s*([^;!]*?)\s*(?:!\s*important\s*)?(?=;|$)/gi;
  const VISIBILITY = /(?:^|;)\s*visibility\s*:\s*([^;!]*?)\s*(?:!\s*important\s*)?(?=;|$)/gi;
  // The last value a declaration in the element's style attribute gives `property`
  // (lowercased), or "".
  function styleValue(d, pattern) {
    const style = d.attrs.get("style");
    if (style === undefined) return "";
    let value = "";
    pattern.lastIndex = 0;
    for (let m = RegExpPrototypeExec(pattern, style); m !== null; m = RegExpPrototypeExec(pattern, style)) value = m[1];
    return StringPrototypeToLowerCase(value);
  }
  // The display an element's own style attribute or the user agent style sheet gives it.
  function display(d) {
    const own = styleValue(d, DISPLAY);
    if (own !== "") return own;
    if (d.ns !== undefined) return "inline";
    if (NOT_RENDERED[d.name] === true) return "none";
    if (d.attrs.has("hidden") && StringPrototypeToLowerCase(d.attrs.get("hidden")) !== "until-found") return "none";
    if (d.name === "dialog" && !d.attrs.has("open")) return "none";
    if (d.name === "input" && StringPrototypeToLowerCase(d.attrs.get("type") ?? "") === "hidden") return "none";
    if (d.name === "slot") return "contents";
    return "inline";
  }
  // https://drafts.csswg.org/css-scoping/#flat-tree: the parent of `node` in the flat tree;
  // null at the top, `OUTSIDE` for a node that is not in it.
  const OUTSIDE = { __proto__: null };
  function flatTreeParent(node) {
    const d = data(node);
    const parent = d.parent;
    if (parent === null || parent === undefined) return null;
    const p = data(parent);
    // A shadow host's children are in the flat tree only as their slot's.
    if (p.shadowRoot !== undefined) return d.assignedSlot ?? OUTSIDE;
    if (p.mode !== undefined) return p.host;
    // A slot's children (its fallback content) only while nothing is assigned to it.
    if (p.type === 1 && p.name === "slot" && p.ns === undefined && (p.assignedNodes?.length ?? 0) > 0 && data(lib.root(parent)).mode !== undefined) return OUTSIDE;
    return parent;
  }
  function beingRendered(element) {
    if (lib.browsingRealm(lib.shadowIncludingRoot(element)) === undefined) return false;
    const own = data(element);
    if (display(own) === "none") return false;
    // (visibility: the nearest one the style attributes say; hidden and collapse paint
    // nothing, and browsers do not focus what they do not paint.)
    let visibility = styleValue(own, VISIBILITY);
    let child = element;
    for (let n = flatTreeParent(element); n !== null; child = n, n = flatTreeParent(n)) {
      if (n === OUTSIDE) return false;
      const d = data(n);
      if (d.type !== 1) break;
      if (display(d) === "none") return false;
      if (d.ns === undefined && StringPrototypeToLowerCase(d.attrs.get("hidden") ?? "") === "until-found") return false;
      // https://html.spec.whatwg.org/multipage/rendering.html#the-details-and-summary-elements:
      // a closed details element shows its summary only.
      if (d.name === "details" && d.ns === undefined && !d.attrs.has("open") && !lib.isSummaryForItsParentDetails(child)) return false;
      if (visibility === "") visibility = styleValue(d, VISIBILITY);
    }
    return visibility !== "hidden" && visibility !== "collapse";
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#inert: an element with the
  // inert attribute and its flat-tree descendants (no modal dialogs).
  function isInert(element) {
    for (let n = element; n !== null && n !== OUTSIDE; n = flatTreeParent(n)) {
      const d = data(n);
      if (d.type !== 1) return false;
      if (d.ns === undefined && d.attrs.has("inert")) return true;
    }
    return false;
  }
  // https://html.spec.whatwg.org/multipage/semantics-other.html#concept-element-disabled
  // (actually disabled): a disabled form control (forms.js: its own attribute or a
  // disabled fieldset ancestor outside its first legend), optgroup, option or fieldset.
  const FORM_CONTROLS = { __proto__: null, button: true, input: true, select: true, textarea: true, fieldset: true };
  function actuallyDisabled(element) {
    const d = data(element);
    if (d.ns !== undefined) return false;
    if (FORM_CONTROLS[d.name] === true || lib.isFormAssociated(d)) return lib.forms().disabled(element);
    if (d.name === "optgroup") return d.attrs.has("disabled");
    if (d.name === "option") {
      if (d.attrs.has("disabled")) return true;
      const parent = d.parent;
      return parent !== null && isHTML(parent, "optgroup") && data(parent).attrs.has("disabled");
    }
    return false;
  }
  // Whether the user agent makes `element` focusable without a tabindex (HTML's
  // suggested list: links with href, the form controls, the first summary of a details,
  // navigable containers, editing hosts, media with controls; SVG links with href).
  const INPUTS = { __proto__: null, button: true, select: true, textarea: true, iframe: true, frame: true };
  function focusableByDefault(element) {
    const d = data(element);
    if (d.type !== 1) return false;
    if (d.ns === undefined) {
      if (INPUTS[d.name] === true) return true;
      if (d.name === "a" || d.name === "area") return d.attrs.has("href");
      if (d.name === "input") return StringPrototypeToLowerCase(d.attrs.get("type") ?? "") !== "hidden";
      if (d.name === "summary") return lib.isSummaryForItsParentDetails(element);
      if (d.name === "object") return d.window !== undefined && d.window !== null;
      if ((d.name === "audio" || d.name === "video") && d.attrs.has("controls")) return true;
      return isEditingHost(element);
    }
    return isSVG(d, "a") && (d.attrs.has("href") || d.attrs.has("xlink:href"));
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#focusable-area: an element
  // whose tabindex value is not null or that is focusable by default, that is not a
  // shadow host delegating focus, not actually disabled, not inert, and being rendered
  // (a display: contents element — a slot — only with a box its style attribute gives it).
  const MATHML_NS = "http://www.w3.org/1998/Math/MathML";
  function isFocusableArea(element) {
    const d = data(element);
    // (tabindex is an attribute of HTML, SVG and MathML elements only.)
    if (d.type !== 1 || (d.ns !== undefined && d.ns !== SVG_NS && d.ns !== MATHML_NS)) return false;
    if (tabindexValue(element) === null && !focusableByDefault(element)) return false;
    if (d.shadowRoot !== undefined && data(d.shadowRoot).delegatesFocus === true) return false;
    if (actuallyDisabled(element) || !beingRendered(element) || isInert(element)) return false;
    return display(d) !== "contents";
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#sequentially-focusable: a
  // focusable area whose tabindex value is not negative (null: by the platform's
  // conventions, which make every focusable-by-default element sequentially focusable).
  const isSequentiallyFocusable = (element) => {
    const value = tabindexValue(element);
    return (value === null || value >= 0) && isFocusableArea(element);
  };
  // https://html.spec.whatwg.org/multipage/interaction.html#click-focusable: framescope
  // follows Chrome on Linux and Windows, where every focusable area is click focusable.
  const isClickFocusable = isFocusableArea;

  // https://html.spec.whatwg.org/multipage/interaction.html#dom-tabindex: the tabindex
  // value, else 0 for the elements focusable by default, else -1.
  const TABBABLE = { __proto__: null, a: true, area: true, button: true, frame: true, iframe: true, input: true, object: true, select: true, textarea: true };
  function tabIndexOf(element) {
    const value = tabindexValue(element);
    if (value !== null) return value;
    const d = data(element);
    if (d.ns === undefined && (TABBABLE[d.name] === true || lib.isSummaryForItsParentDetails(element))) return 0;
    return isSVG(d, "a") ? 0 : -1;
  }
  // The HTMLOrSVGElement mixin's tabIndex (HTML, SVG and MathML elements: focus.js puts it
  // on SVGElement and MathMLElement with focus() and blur()).
  lib.tabIndexMember = {
    __proto__: null,
    get tabIndex() { return tabIndexOf(this); },
    set tabIndex(value) { lib.setAttribute(this, "tabindex", String(lib.primordials.Number(value) | 0)); },
  };
  const own = lib.primordials.ObjectGetOwnPropertyDescriptor(lib.tabIndexMember, "tabIndex");
  ObjectDefineProperty(HTMLElement.prototype, "tabIndex", { __proto__: null, get: own.get, set: own.set, enumerable: true, configurable: true });

  // https://html.spec.whatwg.org/multipage/interaction.html#elementcontenteditable
  const editable = {
    get contentEditable() {
      const state = contentEditableState(data(this));
      return state === "true" ? "true" : state;
    },
    set contentEditable(value) {
      // (Web IDL checks `this` before the setter's steps run.)
      data(this);
      const lower = StringPrototypeToLowerCase(String(value));
      if (lower === "inherit") lib.removeAttribute(this, "contenteditable");
      else if (lower === "true" || lower === "false" || lower === "plaintext-only") lib.setAttribute(this, "contenteditable", lower);
      else throw new DOMException(`Failed to set the 'contentEditable' property on 'HTMLElement': The value provided ('${String(value)}') is not one of 'true', 'false', 'plaintext-only', or 'inherit'.`, "SyntaxError");
    },
    get isContentEditable() { return editingHostOf(this) !== null; },
  };
  const EDITABLE = ["contentEditable", "isContentEditable"];
  for (let i = 0; i < EDITABLE.length; i++) {
    const descriptor = lib.primordials.ObjectGetOwnPropertyDescriptor(editable, EDITABLE[i]);
    ObjectDefineProperty(HTMLElement.prototype, EDITABLE[i], { __proto__: null, get: descriptor.get, set: descriptor.set, enumerable: true, configurable: true });
  }

  // The elements that take keyboard input (their focus is always visible, focus.js): text
  // fields, textareas and editing hosts.
  const NOT_TEXT = {
    __proto__: null, hidden: true, checkbox: true, radio: true, button: true, submit: true, reset: true, image: true,
    file: true, color: true, range: true,
  };
  function takesKeyboardInput(element) {
    const d = data(element);
    if (d.ns === undefined && d.name === "textarea") return true;
    if (d.ns === undefined && d.name === "input") return NOT_TEXT[StringPrototypeToLowerCase(d.attrs.get("type") ?? "")] !== true;
    return editingHostOf(element) !== null;
  }

  lib.primordials.ObjectAssign(lib, {
    tabindexValue, isFocusableArea, isSequentiallyFocusable, isClickFocusable, isInert, beingRendered, flatTreeParent,
    FLAT_TREE_OUTSIDE: OUTSIDE, editingHostOf, isEditingHost, takesKeyboardInput, actuallyDisabled,
  });
});
