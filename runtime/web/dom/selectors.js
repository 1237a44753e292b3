// Selectors: type, #id, .class, [attr], [attr=value], *, compounds, descendant and child combinators, lists.
// https://dom.spec.whatwg.org/#scope-match-a-selectors-string
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function selectors(lib, hooks) {
  "use strict";
  const { DOMException, data, inclusiveDescendants, parentElement } = lib;
  const {
    ArrayPrototypeEvery, ArrayPrototypeIncludes, ArrayPrototypePush, ArrayPrototypeSome,
    ObjectAssign, RegExpPrototypeExec, String, StringPrototypeReplaceAll, StringPrototypeSplit,
    StringPrototypeToLowerCase,
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

  // https://dom.spec.whatwg.org/#scope-match-a-selectors-string — type, #id, .class,
  // [attr], [attr=value], *, compounds of these, descendant and child combinators, lists.
  function parseSelectors(text) {
    const list = [];
    const parts = StringPrototypeSplit(String(text), ",");
    for (let p = 0; p < parts.length; p++) {
      const words = tokens(StringPrototypeReplaceAll(parts[p], ">", " > "), NOT_WHITESPACE);
      if (!words.length) throw new DOMException(`'${text}' is not a valid selector.`, "SyntaxError");
      const complex = [];
      let combinator = " ";
      for (let w = 0; w < words.length; w++) {
        const token = words[w];
        if (token === ">") { combinator = ">"; continue; }
        const compound = [];
        const re = /(\*)|([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]*))\s*)?\]/y;
        let index = 0;
        while (index < token.length) {
          re.lastIndex = index;
          const m = RegExpPrototypeExec(re, token);
          if (!m) throw new DOMException(`'${text}' is not a valid selector.`, "SyntaxError");
          index = re.lastIndex;
          if (m[2]) { const name = StringPrototypeToLowerCase(m[2]); ArrayPrototypePush(compound, (e) => data(e).name === name); }
          else if (m[3]) ArrayPrototypePush(compound, (e) => data(e).attrs.get("id") === m[3]);
          else if (m[4]) ArrayPrototypePush(compound, (e) => ArrayPrototypeIncludes(tokens(data(e).attrs.get("class") ?? "", NOT_WHITESPACE), m[4]));
          else if (m[5]) {
            const value = m[6] ?? m[7] ?? m[8];
            const name = StringPrototypeToLowerCase(m[5]);
            ArrayPrototypePush(compound, (e) => data(e).attrs.has(name) && (value === undefined || data(e).attrs.get(name) === value));
          }
        }
        ArrayPrototypePush(complex, { __proto__: null, combinator, test: (e) => ArrayPrototypeEvery(compound, (t) => t(e)) });
        combinator = " ";
      }
      ArrayPrototypePush(list, complex);
    }
    return list;
  }
  const matches = (element, list) => ArrayPrototypeSome(list, (complex) => matchesComplex(element, complex));
  function matchesComplex(element, complex, index = complex.length - 1) {
    if (!complex[index].test(element)) return false;
    if (index === 0) return true;
    const { combinator } = complex[index];
    for (let p = parentElement(element); p; p = parentElement(p)) {
      if (matchesComplex(p, complex, index - 1)) return true;
      if (combinator === ">") return false;
    }
    return false;
  }
  function querySelectorAll(rootNode, selectors) {
    const list = parseSelectors(selectors);
    const found = [];
    const nodes = inclusiveDescendants(rootNode);
    for (let i = 1; i < nodes.length; i++) {
      const n = nodes[i];
      if (data(n).type === 1 && matches(n, list)) found[found.length] = n;
    }
    return found;
  }
  ObjectAssign(lib, {
    tokens, NOT_WHITESPACE, NOT_ASCII_WHITESPACE, parseSelectors, matches, querySelectorAll,
  });
});
