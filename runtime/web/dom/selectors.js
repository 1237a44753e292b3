// Selectors: matching elements against a selector list, for querySelector(All), matches
// and closest — every combinator (descendant, child, next and later sibling), type, id,
// class and attribute selectors (all operators, `i` and `s`), :not(), :is()/:where(),
// :nth-child(… of S) and the other structural pseudo-classes, :scope, :root, :empty and
// the DOM-state ones (:checked, :disabled, :link, …).
// https://dom.spec.whatwg.org/#scope-match-a-selectors-string, https://drafts.csswg.org/selectors-4/
//
// A selector string is parsed in Rust (runtime/web/dom/selectors.rs, with Servo's
// `selectors` crate), which says what the parsed form is; a parsed string is kept for the
// next call with it.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function selectors(lib) {
  "use strict";
  const { DOMException, data, inclusiveDescendants, natives, parentElement } = lib;
  const {
    ArrayPrototypeIncludes, ObjectAssign, RegExpPrototypeExec, SafeMap, String, StringPrototypeIndexOf,
    StringPrototypeSlice, StringPrototypeStartsWith,
  } = lib.primordials;
  // The matches of a global regular expression in `text` (its runs of non-separators).
  function tokens(text, re) {
    const list = [];
    re.lastIndex = 0;
    for (let m = RegExpPrototypeExec(re, text); m !== null; m = RegExpPrototypeExec(re, text)) list[list.length] = m[0];
    return list;
  }
  const NOT_WHITESPACE = /\S+/g;
  const NOT_ASCII_WHITESPACE = /[^\t\n\f\r ]+/g;

  // https://dom.spec.whatwg.org/#scope-match-a-selectors-string
  // 1. Let s be the result of parse a selector selectors. 2. If s is failure, then throw
  //    a "SyntaxError" DOMException.
  let parsed;
  function parseSelectors(text) {
    text = String(text);
    parsed ??= new SafeMap();
    let list = parsed.get(text);
    if (list === undefined) {
      list = natives.parseSelector(text);
      if (list === null) throw new DOMException(`'${text}' is not a valid selector.`, "SyntaxError");
      // (A page that makes ever new selectors does not grow the cache without bound.)
      if (parsed.size >= 512) parsed.clear();
      parsed.set(text, list);
    }
    return list;
  }
  // https://drafts.csswg.org/selectors-4/#match-a-selector-against-an-element: whether
  // `element` matches one of `list`'s complex selectors, with `scope` the scoping root.
  function matches(element, list, scope = element) {
    for (let i = 0; i < list.length; i++) if (matchesFrom(element, list[i], 0, scope)) return true;
    return false;
  }
  // Whether `element` matches the compound at `index` of `complex` (in match order: right
  // to left) and, through the combinator after it, the rest.
  function matchesFrom(element, complex, index, scope) {
    if (!matchesCompound(element, complex[index], scope)) return false;
    if (index === complex.length - 1) return true;
    const next = index + 2;
    switch (complex[index + 1]) {
      case ">": {
        const parent = parentElement(element);
        return parent !== null && matchesFrom(parent, complex, next, scope);
      }
      case " ":
        for (let p = parentElement(element); p !== null; p = parentElement(p)) if (matchesFrom(p, complex, next, scope)) return true;
        return false;
      case "+": {
        const previous = lib.elementSibling(element, -1);
        return previous !== null && matchesFrom(previous, complex, next, scope);
      }
      case "~":
        for (let s = lib.elementSibling(element, -1); s !== null; s = lib.elementSibling(s, -1)) if (matchesFrom(s, complex, next, scope)) return true;
        return false;
      default:
        return false;
    }
  }
  function matchesCompound(element, compound, scope) {
    for (let i = 0; i < compound.length; i++) if (!matchesSimple(element, compound[i], scope)) return false;
    return true;
  }
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const localName = (d) => d.local ?? d.name;
  // An HTML element; and one of an HTML document, whose type selectors, attribute names
  // and case-insensitive attribute values match without case.
  const isHTML = (d) => d.ns === undefined;
  const inHTMLDocument = (d) => lib.inHTMLDocument(d);
  function matchesSimple(element, simple, scope) {
    const d = data(element);
    switch (simple[0]) {
      case "tag": return localName(d) === (inHTMLDocument(d) ? simple[2] : simple[1]);
      case "ns": return (d.ns === undefined ? HTML_NS : d.ns) === simple[1];
      case "id": return d.attrs.get("id") === simple[1];
      case "class": {
        const value = d.attrs.get("class");
        return value !== undefined && ArrayPrototypeIncludes(tokens(value, NOT_ASCII_WHITESPACE), simple[1]);
      }
      case "attr": return matchesAttribute(d, simple);
      case "not": return !matches(element, simple[1], scope);
      case "has": return matchesHas(element, d, simple[1], scope);
      case "anchor": return element === hasAnchor;
      case "is": return matches(element, simple[1], scope);
      case "nth": return matchesNth(element, d, simple, scope);
      case "root": return isRoot(d);
      case "empty": {
        const children = d.children;
        for (let i = 0; i < children.length; i++) {
          const c = data(children[i]);
          if (c.type === 1 || ((c.type === 3 || c.type === 4) && c.text !== "")) return false;
        }
        return true;
      }
      // https://drafts.csswg.org/selectors-4/#the-scope-pseudo: the scoping root if it is an
      // element, else the document's root.
      case "scope": return data(scope).type === 1 ? element === scope : isRoot(d);
      case "pc": return matchesPseudoClass(element, d, simple[1], simple[2]);
      default: return false;
    }
  }
  // https://drafts.csswg.org/selectors-4/#relational: whether an element that the relative
  // selectors can reach — a descendant, or a later sibling or its descendant — matches one
  // of them with `element` as their anchor.
  let hasAnchor = null;
  function matchesHas(element, d, list, scope) {
    const saved = hasAnchor;
    hasAnchor = element;
    try {
      const nodes = inclusiveDescendants(d.parent ?? element);
      for (let i = 0; i < nodes.length; i++) {
        if (nodes[i] === element || data(nodes[i]).type !== 1) continue;
        for (let s = 0; s < list.length; s++) if (matchesFrom(nodes[i], list[s], 0, scope)) return true;
      }
      return false;
    } finally {
      hasAnchor = saved;
    }
  }
  const isRoot = (d) => d.parent !== null && data(d.parent).type === 9;
  // https://drafts.csswg.org/selectors-4/#attribute-selectors (framescope keeps an
  // element's attributes by qualified name).
  function matchesAttribute(d, simple) {
    const name = inHTMLDocument(d) ? simple[2] : simple[1], op = simple[3], ns = simple[6];
    let value;
    if (ns === "*") {
      d.attrs.forEach((v, qualified) => {
        if (value !== undefined) return;
        const colon = StringPrototypeIndexOf(qualified, ":");
        if ((colon < 0 ? qualified : StringPrototypeSlice(qualified, colon + 1)) === name) value = v;
      });
    } else if (ns === undefined || ns === "") {
      value = d.attrs.get(name);
    }
    if (value === undefined) return false;
    if (op === "") return true;
    let wanted = simple[4];
    if (simple[5] === 1 || (simple[5] === 2 && inHTMLDocument(d))) {
      value = lib.lowercase(value);
      wanted = lib.lowercase(wanted);
    }
    switch (op) {
      case "=": return value === wanted;
      case "~=": return wanted !== "" && RegExpPrototypeExec(/[\t\n\f\r ]/, wanted) === null && ArrayPrototypeIncludes(tokens(value, NOT_ASCII_WHITESPACE), wanted);
      case "|=": return value === wanted || StringPrototypeStartsWith(value, wanted + "-");
      case "^=": return wanted !== "" && StringPrototypeStartsWith(value, wanted);
      case "$=": return wanted !== "" && value.length >= wanted.length && StringPrototypeSlice(value, value.length - wanted.length) === wanted;
      case "*=": return wanted !== "" && StringPrototypeIndexOf(value, wanted) >= 0;
      default: return false;
    }
  }
  // https://drafts.csswg.org/selectors-4/#child-index: the element's 1-based index among
  // its siblings (from the end for last-…), counting those of its type or matching `of`.
  function matchesNth(element, d, simple, scope) {
    const type = simple[1], a = simple[2], b = simple[3], of = simple[4];
    if (of !== undefined && !matches(element, of, scope)) return false;
    if (type === "only-child" || type === "only-of-type") {
      return position(element, d, simple, false, scope) === 1 && position(element, d, simple, true, scope) === 1;
    }
    const index = position(element, d, simple, type === "last-child" || type === "last-of-type", scope);
    // an+b: some n >= 0 with a*n + b = index.
    if (a === 0) return index === b;
    const n = (index - b) / a;
    return n >= 0 && n === (n | 0);
  }
  // The 1-based position of `element` among the siblings `simple` (an nth pseudo-class)
  // counts — elements, of its type for `*-of-type`, matching the `of` list if any — from
  // the start or the end. While querySelectorAll runs, the positions of all of a parent's
  // counted children are found in one pass and kept for the rest of the query (as Servo's
  // NthIndexCache does), so a query over n siblings reads O(n) records, not O(n²).
  function position(element, d, simple, fromEnd, scope) {
    const type = simple[1], of = simple[4];
    const ofType = type === "of-type" || type === "last-of-type" || type === "only-of-type";
    const siblings = d.parent === null ? [element] : data(d.parent).children;
    // The key a sibling is counted under (its type, for `*-of-type`), or undefined.
    const keyOf = (s) => {
      const sd = data(s);
      if (sd.type !== 1) return undefined;
      if (ofType) return localName(sd) + " " + (sd.ns ?? "");
      return of === undefined || matches(s, of, scope) ? "" : undefined;
    };
    // Outside a query (matches(), closest()): count up to the element, keeping nothing.
    if (nthCache === null || d.parent === null) {
      const own = keyOf(element);
      let index = 0;
      for (let k = 0; k < siblings.length; k++) {
        const i = fromEnd ? siblings.length - 1 - k : k;
        if (keyOf(siblings[i]) === own) index++;
        if (siblings[i] === element) break;
      }
      return index;
    }
    // Per selector: a map from parent to positions from the start, and one from the end,
    // each filled in one pass over the parent's children.
    let maps = nthCache.get(simple);
    if (maps === undefined) nthCache.set(simple, (maps = [new SafeMap(), new SafeMap()]));
    const byParent = maps[fromEnd ? 1 : 0];
    let positions = byParent.get(d.parent);
    if (positions === undefined) {
      positions = new SafeMap();
      const counters = new SafeMap();
      for (let k = 0; k < siblings.length; k++) {
        const sibling = siblings[fromEnd ? siblings.length - 1 - k : k];
        const key = keyOf(sibling);
        if (key === undefined) continue;
        const next = (counters.get(key) ?? 0) + 1;
        counters.set(key, next);
        positions.set(sibling, next);
      }
      byParent.set(d.parent, positions);
    }
    return positions.get(element) ?? 0;
  }
  // https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes: those the
  // DOM's state answers (no layout, no user interaction, no media: the rest never match).
  const FORM_CONTROLS = ["button", "input", "select", "textarea", "optgroup", "option", "fieldset"];
  function matchesPseudoClass(element, d, name, argument) {
    // https://drafts.csswg.org/selectors-4/#the-lang-pseudo: the language of the nearest
    // inclusive ancestor with a lang (or xml:lang) attribute is the argument or starts
    // with it and a hyphen (ASCII case-insensitively).
    if (name === "lang") {
      for (let e = element; e !== null; e = parentElement(e)) {
        const attrs = data(e).attrs;
        const value = attrs.get("xml:lang") ?? attrs.get("lang");
        if (value === undefined) continue;
        const language = lib.lowercase(value), wanted = lib.lowercase(argument);
        return wanted !== "" && (language === wanted || StringPrototypeStartsWith(language, wanted + "-"));
      }
      return false;
    }
    // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-focus,
    // #selector-focus-within and #selector-focus-visible: what focus.js says (any
    // element's, SVG's too).
    if (name === "focus") return lib.focusMatches(element);
    if (name === "focus-within") return lib.focusWithinMatches(element);
    if (name === "focus-visible") return lib.focusVisibleMatches(element);
    if (!isHTML(d)) return name === "defined";
    const has = (attribute) => d.attrs.has(attribute);
    const control = ArrayPrototypeIncludes(FORM_CONTROLS, d.name);
    switch (name) {
      case "link": case "any-link": return (d.name === "a" || d.name === "area") && has("href");
      // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-defined: its
      // custom element state is "uncustomized" or "custom" (an HTML element that may not
      // become custom is uncustomized).
      // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-custom
      case "state": return lib.hasCustomState?.(element, argument) === true;
      case "defined": {
        if (d.ce !== undefined) return d.ce.state === "custom" || d.ce.state === "uncustomized";
        return d.ns !== undefined || d.foreign === true || (d.isValue === undefined && !lib.isValidCustomElementName(d.name));
      }
      case "checked":
        if (d.name === "input") {
          const type = lib.lowercase(d.attrs.get("type") ?? "");
          return (type === "checkbox" || type === "radio") && (d.checked ?? has("checked"));
        }
        return d.name === "option" && (d.selected ?? has("selected"));
      // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-disabled and
      // #selector-enabled: form controls, fieldsets, optgroups, options and form-associated
      // custom elements that are, or are not, actually disabled (forms.js).
      case "disabled": case "enabled":
        if (!control && lib.isFormAssociated?.(d) !== true) return false;
        return lib.forms().actuallyDisabled(element) === (name === "disabled");
      case "valid": return lib.constraintValidation?.().matches(element, true) ?? false;
      case "invalid": return lib.constraintValidation?.().matches(element, false) ?? false;
      case "required": return (d.name === "input" || d.name === "select" || d.name === "textarea") && has("required");
      case "optional": return (d.name === "input" || d.name === "select" || d.name === "textarea") && !has("required");
      case "read-write": return ((d.name === "input" || d.name === "textarea") && !has("readonly") && !has("disabled")) || has("contenteditable");
      case "read-only": return !(((d.name === "input" || d.name === "textarea") && !has("readonly") && !has("disabled")) || has("contenteditable"));
      // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-popover-open (popover.js)
      case "popover-open": return lib.popoverOpen?.(element) === true;
      case "indeterminate": return d.indeterminate === true;
      case "modal": return lib.isModalDialog?.(element) === true;
      // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-target: the
      // document's target element (indicated_part.js).
      case "target": return lib.isTargetElement?.(element) === true;
      default: return false;
    }
  }
  // https://dom.spec.whatwg.org/#scope-match-a-selectors-string: the inclusive
  // descendants of `rootNode` that match, in tree order (`first`: at most one).
  let nthCache = null;
  function querySelectorAll(rootNode, selectors, first = false) {
    const list = parseSelectors(selectors);
    const found = [];
    const nodes = inclusiveDescendants(rootNode);
    // (The tree does not change while the query runs: no page code runs in it.)
    nthCache = new SafeMap();
    try {
      for (let i = 1; i < nodes.length; i++) {
        const n = nodes[i];
        if (data(n).type === 1 && matches(n, list, rootNode)) {
          found[found.length] = n;
          if (first) break;
        }
      }
    } finally {
      nthCache = null;
    }
    return found;
  }
  // Web IDL: an operation called without its required argument throws a TypeError
  // (`count`: the call's arguments.length).
  function requireSelectors(count, operation) {
    if (count < 1) throw new lib.primordials.TypeError(`Failed to execute '${operation}': 1 argument required, but only 0 present.`);
  }
  ObjectAssign(lib, {
    tokens, NOT_WHITESPACE, NOT_ASCII_WHITESPACE, parseSelectors, matches, querySelectorAll, requireSelectors,
  });
});
