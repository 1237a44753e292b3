// DOMTokenList and Element's classList: an element's `class` attribute as an ordered set
// of tokens.
// https://dom.spec.whatwg.org/#interface-domtokenlist
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`).
(function domTokenList(lib) {
  "use strict";
  const { Element, info } = lib;
  const { ObjectDefineProperty, SafeWeakMap } = lib.primordials;
  lib.lazily({ interfaces: info.scope === "Window" ? ["DOMTokenList"] : [], shared: ["tokenList"] }, () => {
    const { DOMException, data, getAttribute, illegal, setAttribute } = lib;
    const {
      ArrayIntrinsicEntries, ArrayIntrinsicForEach, ArrayIntrinsicKeys, ArrayIntrinsicValues, ArrayPrototypeIndexOf,
      ArrayPrototypeJoin, RegExpPrototypeExec, SafeSet, String, SymbolIterator, TypeError, arrayRemoveAt,
    } = lib.primordials;
    // Each list's element, attribute name and supported tokens (a null-prototype record of
    // them in ASCII lowercase, or undefined for none).
    const lists = lib.internalSlots("dom_token_list.lists");
    const of = (list) => lib.fieldsOf(lists, list);
    // https://dom.spec.whatwg.org/#concept-ordered-set-parser: the attribute's value split
    // on ASCII whitespace, without duplicates.
    const tokensOf = (list) => parse(of(list));
    function parse(fields) {
      const value = getAttribute(fields.element, fields.name) ?? "";
      const seen = new SafeSet(), tokens = [];
      const re = /[^\t\n\f\r ]+/g;
      for (let m = RegExpPrototypeExec(re, value); m !== null; m = RegExpPrototypeExec(re, value)) {
        if (!seen.has(m[0])) { seen.add(m[0]); tokens[tokens.length] = m[0]; }
      }
      return tokens;
    }
    // https://dom.spec.whatwg.org/#concept-dtl-update
    function update(list, tokens) {
      const { element, name } = of(list);
      // 1. If the associated element has no associated attribute and token set is empty,
      //    then return.
      if (tokens.length === 0 && getAttribute(element, name) === null) return;
      // 2. Set an attribute value for the element, using the local name and the
      //    serialization of token set.
      setAttribute(element, name, ArrayPrototypeJoin(tokens, " "));
    }
    // The validity checks of add, remove, toggle and replace: first that no token is
    // empty, then that none holds ASCII whitespace.
    function check(token, method) {
      return checkWhitespace(checkEmpty(token, method), method);
    }
    function checkEmpty(token, method) {
      token = String(token);
      if (token === "") throw new DOMException(`Failed to execute '${method}' on 'DOMTokenList': The token provided must not be empty.`, "SyntaxError");
      return token;
    }
    function checkWhitespace(token, method) {
      if (RegExpPrototypeExec(/[\t\n\f\r ]/, token) !== null) {
        throw new DOMException(`Failed to execute '${method}' on 'DOMTokenList': The token provided ('${token}') contains HTML space characters, which are not valid in tokens.`, "InvalidCharacterError");
      }
      return token;
    }
    class DOMTokenList {
      constructor() { illegal(); }
      get length() { return tokensOf(this).length; }
      item(index) {
        lib.requireArguments(arguments, 1, "item", "DOMTokenList");
        return tokensOf(this)[index >>> 0] ?? null;
      }
      contains(token) {
        lib.requireArguments(arguments, 1, "contains", "DOMTokenList");
        return ArrayPrototypeIndexOf(tokensOf(this), String(token)) >= 0;
      }
      // https://dom.spec.whatwg.org/#dom-domtokenlist-add
      add(...tokens) {
        for (let i = 0; i < tokens.length; i++) tokens[i] = check(tokens[i], "add");
        const set = tokensOf(this);
        for (let i = 0; i < tokens.length; i++) if (ArrayPrototypeIndexOf(set, tokens[i]) < 0) set[set.length] = tokens[i];
        update(this, set);
      }
      // https://dom.spec.whatwg.org/#dom-domtokenlist-remove
      remove(...tokens) {
        for (let i = 0; i < tokens.length; i++) tokens[i] = check(tokens[i], "remove");
        const set = tokensOf(this);
        for (let i = 0; i < tokens.length; i++) {
          const at = ArrayPrototypeIndexOf(set, tokens[i]);
          if (at >= 0) arrayRemoveAt(set, at);
        }
        update(this, set);
      }
      // https://dom.spec.whatwg.org/#dom-domtokenlist-toggle
      toggle(token, force = undefined) {
        lib.requireArguments(arguments, 1, "toggle", "DOMTokenList");
        token = check(token, "toggle");
        const set = tokensOf(this);
        const at = ArrayPrototypeIndexOf(set, token);
        if (at >= 0) {
          if (force === undefined || !force) { arrayRemoveAt(set, at); update(this, set); return false; }
          return true;
        }
        if (force === undefined || force) { set[set.length] = token; update(this, set); return true; }
        return false;
      }
      // https://dom.spec.whatwg.org/#dom-domtokenlist-replace
      replace(token, newToken) {
        lib.requireArguments(arguments, 2, "replace", "DOMTokenList");
        // 2. If either token or newToken is the empty string, then throw a "SyntaxError".
        token = checkEmpty(token, "replace");
        newToken = checkEmpty(newToken, "replace");
        // 3. If either contains ASCII whitespace, then throw an "InvalidCharacterError".
        checkWhitespace(token, "replace");
        checkWhitespace(newToken, "replace");
        // 4. If this's token set does not contain token, then return false.
        const set = tokensOf(this);
        const at = ArrayPrototypeIndexOf(set, token);
        if (at < 0) return false;
        // 5. Replace token in this's token set with newToken: the first of either becomes
        //    newToken and the other goes.
        const other = ArrayPrototypeIndexOf(set, newToken);
        if (other >= 0 && other < at) arrayRemoveAt(set, at);
        else {
          set[at] = newToken;
          if (other >= 0 && other !== at) arrayRemoveAt(set, other);
        }
        // 6. Run the update steps.
        update(this, set);
        return true;
      }
      // https://dom.spec.whatwg.org/#dom-domtokenlist-supports
      supports(token) {
        lib.requireArguments(arguments, 1, "supports", "DOMTokenList");
        // 1. Let result be the return value of validation steps called with token: none
        //    defined (classList) is a TypeError; else whether token, in ASCII lowercase, is
        //    one of the supported tokens.
        const supported = of(this).supported;
        if (supported === undefined) throw new TypeError(`Failed to execute 'supports' on 'DOMTokenList': DOMTokenList has no supported tokens.`);
        return supported[lib.lowercase(token)] === true;
      }
      get value() { return getAttribute(of(this).element, of(this).name) ?? ""; }
      set value(value) { setAttribute(of(this).element, of(this).name, value); }
      toString() { return getAttribute(of(this).element, of(this).name) ?? ""; }
    }
    // https://webidl.spec.whatwg.org/#es-iterable: an indexed iterable's members are the
    // Array.prototype ones (over its indexed properties).
    const methods = [["entries", ArrayIntrinsicEntries], ["keys", ArrayIntrinsicKeys], ["values", ArrayIntrinsicValues], ["forEach", ArrayIntrinsicForEach]];
    for (let i = 0; i < methods.length; i++) {
      ObjectDefineProperty(DOMTokenList.prototype, methods[i][0], { __proto__: null, value: methods[i][1], writable: true, enumerable: true, configurable: true });
    }
    ObjectDefineProperty(DOMTokenList.prototype, SymbolIterator, {
      __proto__: null, value: ArrayIntrinsicValues, writable: true, configurable: true,
    });
    // A DOMTokenList of `element`'s attribute `name`, with the `supported` tokens (a list
    // of them in ASCII lowercase, if the attribute has any): a legacy platform object whose
    // indexed properties are its tokens (collections.js). (data() checks that the element
    // is one.)
    const tokenList = (element, name, supported = undefined) => {
      data(element);
      const fields = { __proto__: null, element, name, supported: undefined };
      if (supported !== undefined) {
        fields.supported = { __proto__: null };
        for (let i = 0; i < supported.length; i++) fields.supported[supported[i]] = true;
      }
      const list = lib.collections.legacyCollection(DOMTokenList.prototype, () => parse(fields));
      lists.set(list, fields);
      return list;
    };
    return { __proto__: null, DOMTokenList, tokenList };
  });
  // https://dom.spec.whatwg.org/#dom-element-classlist: [SameObject, PutForwards=value].
  lib.sameObjectAttribute(Element.prototype, "classList", (element) => lib.tokenList(element, "class"), "value");
});
