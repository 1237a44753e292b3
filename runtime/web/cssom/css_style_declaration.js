// CSSStyleDeclaration: an element's `style` (its `style` attribute's declarations, kept in
// order, read and written through the attribute) and the window's `getComputedStyle` (the
// same declarations, read-only: framescope has no style sheets' cascade and no layout).
// https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`).
(function cssStyleDeclaration(lib) {
  "use strict";
  const { HTMLElement, info } = lib;
  const { SafeWeakMap } = lib.primordials;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["CSSStyleDeclaration"], globals: ["getComputedStyle"], shared: ["styleDeclaration", "defaultDisplay"],
  }, () => {
    const { DOMException, data, getAttribute, illegal, is, setAttribute } = lib;
    const {
      ArrayPrototypeJoin, Proxy, ReflectGet, ReflectHas, ReflectSet, RegExpPrototypeExec, SafeSet, String,
      StringPrototypeSlice, StringPrototypeSplit, StringPrototypeStartsWith, StringPrototypeToLowerCase,
      TypeError, arrayRemoveAt,
    } = lib.primordials;
    // Properties a declaration answers for by name (style.backgroundColor) even when not
    // set: the common ones (any property can be set with setProperty).
    const KNOWN = new SafeSet();
    const known = StringPrototypeSplit("align-content align-items align-self animation animation-delay animation-duration animation-name " +
      "appearance aspect-ratio background background-color background-image background-position background-repeat " +
      "background-size border border-bottom border-collapse border-color border-left border-radius border-right " +
      "border-spacing border-style border-top border-width border-top-width border-right-width border-bottom-width " +
      "border-left-width bottom box-shadow box-sizing clear clip clip-path color " +
      "column-gap columns content content-visibility cursor direction display fill filter flex flex-basis flex-direction flex-flow " +
      "flex-grow flex-shrink flex-wrap float font font-family font-size font-style font-variant font-weight gap grid " +
      "grid-area grid-column grid-row grid-template-areas grid-template-columns grid-template-rows height inset " +
      "justify-content justify-items justify-self left letter-spacing line-height list-style margin margin-bottom " +
      "margin-left margin-right margin-top max-height max-width min-height min-width object-fit opacity order " +
      "outline outline-color outline-offset outline-style outline-width overflow overflow-wrap overflow-x overflow-y " +
      "padding padding-bottom padding-left padding-right padding-top pointer-events position resize right row-gap " +
      "scroll-behavior stroke stroke-width table-layout text-align text-decoration text-indent text-overflow " +
      "text-shadow text-transform top touch-action transform transform-origin transition transition-delay " +
      "transition-duration transition-property transition-timing-function user-select vertical-align visibility " +
      "white-space width will-change word-break word-spacing word-wrap z-index zoom", " ");
    for (let i = 0; i < known.length; i++) KNOWN.add(known[i]);
    // https://drafts.csswg.org/cssom/#css-property-to-idl-attribute, backwards: fooBar →
    // foo-bar, webkitFoo → -webkit-foo, cssFloat → float.
    const toProperty = (name) => {
      if (name === "cssFloat") return "float";
      let property = StringPrototypeStartsWith(name, "webkit") ? "-" : "";
      for (let i = 0; i < name.length; i++) {
        const c = name[i];
        property += c >= "A" && c <= "Z" ? "-" + StringPrototypeToLowerCase(c) : c;
      }
      return property;
    };
    const propertyName = (name) => (StringPrototypeStartsWith(name, "--") ? name : StringPrototypeToLowerCase(name));
    // https://drafts.csswg.org/cssom/#parse-a-css-declaration-block (declarations split on
    // semicolons outside strings and parentheses; a later one of a name replaces it).
    function parse(text) {
      const list = [];
      let start = 0, depth = 0, quote = "";
      for (let i = 0; i <= text.length; i++) {
        const c = text[i];
        if (quote !== "") { if (c === quote) quote = ""; else if (c === "\\") i++; continue; }
        if (c === '"' || c === "'") quote = c;
        else if (c === "(") depth++;
        else if (c === ")") depth = depth > 0 ? depth - 1 : 0;
        else if ((c === ";" && depth === 0) || c === undefined) {
          const match = RegExpPrototypeExec(/^\s*(--[^:\s]+|-?[A-Za-z][\w-]*)\s*:\s*([^]*?)\s*(!\s*important)?\s*$/i, StringPrototypeSlice(text, start, i));
          if (match !== null && match[2] !== "") {
            const name = propertyName(match[1]);
            remove(list, name);
            list[list.length] = { __proto__: null, name, value: match[2], important: match[3] !== undefined };
          }
          start = i + 1;
        }
      }
      return list;
    }
    const find = (list, name) => { for (let i = 0; i < list.length; i++) if (list[i].name === name) return i; return -1; };
    const remove = (list, name) => { const at = find(list, name); if (at >= 0) arrayRemoveAt(list, at); };
    // https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block
    const serialize = (list) => {
      const parts = [];
      for (let i = 0; i < list.length; i++) parts[parts.length] = list[i].name + ": " + list[i].value + (list[i].important ? " !important" : "") + ";";
      return ArrayPrototypeJoin(parts, " ");
    };
    // Each declaration's element and whether it is read-only (computed).
    const owners = lib.internalSlots("css_style_declaration.owners");
    const owner = (declaration) => lib.fieldsOf(owners, declaration);
    const declarationsOf = (declaration) => parse(getAttribute(owner(declaration).element, "style") ?? "");
    const writable = (declaration) => {
      const o = owner(declaration);
      if (o.computed) throw new DOMException("These styles are computed, and therefore read-only.", "NoModificationAllowedError");
      return o.element;
    };
    const store = (element, list) => setAttribute(element, "style", serialize(list));
    class CSSStyleDeclaration {
      constructor() { illegal(); }
      get cssText() { return owner(this).computed ? "" : serialize(declarationsOf(this)); }
      set cssText(value) { const element = writable(this); store(element, parse(String(value))); }
      get length() { return declarationsOf(this).length; }
      item(index) { return declarationsOf(this)[index >>> 0]?.name ?? ""; }
      getPropertyValue(name) { return getValue(this, propertyName(String(name))); }
      getPropertyPriority(name) {
        const list = declarationsOf(this), at = find(list, propertyName(String(name)));
        return at >= 0 && list[at].important ? "important" : "";
      }
      setProperty(name, value, priority = "") { setValue(this, propertyName(String(name)), value, priority); }
      removeProperty(name) { return removeValue(this, propertyName(String(name))); }
      get parentRule() { return null; }
      get cssFloat() { return getValue(this, "float"); }
      // (The float property's attribute: CSSStyleProperties's in the IDL, which framescope
      // folds into CSSStyleDeclaration; [CEReactions] as the other attributes are.)
      set cssFloat(value) { setAttributeValue(this, "float", value); }
    }
    // (Web IDL: an indexed getter and a length give @@iterator, %Array.prototype.values%.)
    lib.primordials.ObjectDefineProperty(CSSStyleDeclaration.prototype, lib.primordials.SymbolIterator, {
      __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    function getValue(declaration, name) {
      const list = declarationsOf(declaration), at = find(list, name);
      if (at >= 0) return list[at].value;
      return owner(declaration).computed ? defaultValue(owner(declaration).element, name) : "";
    }
    // https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-setproperty
    function setValue(declaration, name, value, priority) {
      const element = writable(declaration);
      value = value === null ? "" : String(value);
      // 4. If value is the empty string, invoke removeProperty() with property as argument
      //    and return.
      if (value === "") { removeValue(declaration, name); return; }
      // 5. If priority is not the empty string and is not an ASCII case-insensitive match
      //    for the string "important", then return.
      priority = String(priority);
      if (priority !== "" && StringPrototypeToLowerCase(priority) !== "important") return;
      const list = declarationsOf(declaration), at = find(list, name);
      const entry = { __proto__: null, name, value, important: priority !== "" };
      if (at >= 0) list[at] = entry;
      else list[list.length] = entry;
      store(element, list);
    }
    // https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-removeproperty
    function removeValue(declaration, name) {
      const element = writable(declaration);
      const list = declarationsOf(declaration), at = find(list, name);
      if (at < 0) return "";
      const old = list[at].value;
      arrayRemoveAt(list, at);
      store(element, list);
      return old;
    }
    // The value getComputedStyle gives a property the element does not declare: its
    // display by the HTML rendering section's defaults, nothing for the rest.
    const BLOCK = new SafeSet();
    const blocks = StringPrototypeSplit("address article aside blockquote body center dd details dialog dir div dl dt fieldset " +
      "figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main menu nav ol p pre " +
      "section summary ul", " ");
    for (let i = 0; i < blocks.length; i++) BLOCK.add(blocks[i]);
    const HIDDEN = new SafeSet();
    const hidden = StringPrototypeSplit("area base datalist head link meta noembed noframes param rp script style template title", " ");
    for (let i = 0; i < hidden.length; i++) HIDDEN.add(hidden[i]);
    const TABLE = {
      __proto__: null, table: "table", tr: "table-row", td: "table-cell", th: "table-cell", caption: "table-caption",
      thead: "table-header-group", tbody: "table-row-group", tfoot: "table-footer-group", col: "table-column",
      colgroup: "table-column-group", li: "list-item",
    };
    const defaultDisplay = (element) => {
      const d = data(element), local = d.name;
      if (d.ns !== undefined) return "inline";
      if (getAttribute(element, "hidden") !== null || HIDDEN.has(local)) return "none";
      return BLOCK.has(local) ? "block" : TABLE[local] ?? "inline";
    };
    // Without a cascade, the CSS initial values of the properties that say whether and
    // where an element shows (what automation libraries check before they act on one):
    // https://www.w3.org/TR/css-cascade-4/#initial-values. (A border's computed width is
    // 0 while its style is the initial none.)
    const INITIAL = {
      __proto__: null, visibility: "visible", opacity: "1", "pointer-events": "auto", position: "static",
      overflow: "visible", "overflow-x": "visible", "overflow-y": "visible", float: "none", "z-index": "auto",
      transform: "none", "content-visibility": "visible",
      "padding-top": "0px", "padding-right": "0px", "padding-bottom": "0px", "padding-left": "0px",
      "border-top-width": "0px", "border-right-width": "0px", "border-bottom-width": "0px", "border-left-width": "0px",
    };
    function defaultValue(element, name) {
      return name === "display" ? defaultDisplay(element) : INITIAL[name] ?? "";
    }
    // https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel-cased-attribute: a
    // property's camel-cased, webkit-cased and dashed attributes' setters are [CEReactions]
    // (custom_element_reactions.js; CSSOM gives them in prose, one per property).
    let attributeSetter;
    const setAttributeValue = (t, name, value) => {
      attributeSetter ??= lib.ceReactionsTrap("CSSStyleDeclaration", "=", (declaration, property, v) => setValue(declaration, property, v, ""));
      attributeSetter(t, name, value);
    };
    // The declaration, with each CSS property also an attribute (`style.backgroundColor`,
    // `style["background-color"]`).
    function styleDeclaration(element, computed) {
      const target = { __proto__: CSSStyleDeclaration.prototype };
      owners.set(target, { __proto__: null, element, computed });
      // The CSS property a key names (a known one, a -webkit- one, or one declared), or
      // null for anything else.
      const propertyOf = (key) => {
        if (typeof key !== "string" || ReflectHas(CSSStyleDeclaration.prototype, key)) return null;
        const name = RegExpPrototypeExec(/[A-Z]/, key) === null ? key : toProperty(key);
        const named = KNOWN.has(name) || StringPrototypeStartsWith(name, "-webkit-") || find(declarationsOf(target), name) >= 0;
        return named ? name : null;
      };
      const proxy = new Proxy(target, {
        __proto__: null,
        get(t, key, receiver) {
          const name = propertyOf(key);
          return name === null ? ReflectGet(t, key, receiver === proxy ? t : receiver) : getValue(t, name);
        },
        set(t, key, value, receiver) {
          const name = propertyOf(key);
          if (name === null) return ReflectSet(t, key, value, receiver === proxy ? t : receiver);
          setAttributeValue(t, name, value);
          return true;
        },
        has(t, key) { return propertyOf(key) !== null || ReflectHas(t, key); },
      });
      owners.set(proxy, owners.get(target));
      return proxy;
    }
    // https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
    function getComputedStyle(element, pseudoElement = undefined) {
      if (!is(element, lib.Element)) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
      return styleDeclaration(element, true);
    }
    return { __proto__: null, CSSStyleDeclaration, getComputedStyle, styleDeclaration, defaultDisplay };
  });
  // https://drafts.csswg.org/cssom/#dom-elementcssinlinestyle-style: [SameObject,
  // PutForwards=cssText].
  lib.sameObjectAttribute(HTMLElement.prototype, "style", (element) => {
    lib.data(element);
    return lib.styleDeclaration(element, false);
  }, "cssText");
});
