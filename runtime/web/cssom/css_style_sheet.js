// CSSStyleSheet and CSSRule, as constructible style sheets: `new CSSStyleSheet()`,
// `replace`, `replaceSync`, `insertRule`, `deleteRule`, `cssRules`. framescope renders
// nothing and has no cascade, so a sheet keeps its rules as text: each top-level rule
// (`selector { … }` or an at-rule) is one CSSRule whose `cssText` is as written. Web
// component libraries look for this interface (`x instanceof CSSStyleSheet`).
// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function cssStyleSheet(lib, hooks) {
  "use strict";
  const { info } = lib;
  // A CSS module script's sheet (synthetic_module_scripts.rs; never asked in a worker,
  // which has no CSS module scripts).
  hooks.cssModuleSheet = (text) => lib.cssModuleSheet(text);
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["CSSStyleSheet", "CSSRule", "CSSRuleList"], shared: ["cssModuleSheet"] }, () => {
    const { DOMException, illegal } = lib;
    const {
      PromiseReject, PromiseResolve, String, StringPrototypeCharCodeAt, StringPrototypeSlice, TypeError, arrayInsertAt,
      arrayRemoveAt,
    } = lib.primordials;
    const sheets = lib.internalSlots("cssom.sheets");
    const rules = lib.internalSlots("cssom.rules");
    const sheetOf = (sheet) => lib.fieldsOf(sheets, sheet);
    const ruleOf = (rule) => lib.fieldsOf(rules, rule);
    // The top-level rules of `text`: each from its start to its block's closing brace
    // (or, for an at-rule without a block, its semicolon), skipping comments and strings.
    function splitRules(text) {
      const list = [];
      let start = 0, depth = 0, i = 0;
      while (i < text.length) {
        const c = StringPrototypeCharCodeAt(text, i);
        if (c === 0x2F && StringPrototypeCharCodeAt(text, i + 1) === 0x2A) {
          const end = lib.primordials.StringPrototypeIndexOf(text, "*/", i + 2);
          i = end < 0 ? text.length : end + 2;
          continue;
        }
        if (c === 0x22 || c === 0x27) {
          for (i++; i < text.length && StringPrototypeCharCodeAt(text, i) !== c; i++) if (StringPrototypeCharCodeAt(text, i) === 0x5C) i++;
          i++;
          continue;
        }
        if (c === 0x7B) depth++;
        else if (c === 0x7D) {
          depth--;
          if (depth === 0) {
            list[list.length] = StringPrototypeSlice(text, start, i + 1);
            start = i + 1;
          }
        } else if (c === 0x3B && depth === 0) {
          list[list.length] = StringPrototypeSlice(text, start, i + 1);
          start = i + 1;
        }
        i++;
      }
      const out = [];
      for (let k = 0; k < list.length; k++) {
        const rule = stripComments(list[k]);
        if (rule !== "") out[out.length] = rule;
      }
      return out;
    }
    // `text` without the ASCII whitespace around it.
    function trim(text) {
      const space = (c) => c === 0x20 || c === 0x09 || c === 0x0A || c === 0x0C || c === 0x0D;
      let a = 0, b = text.length;
      while (a < b && space(StringPrototypeCharCodeAt(text, a))) a++;
      while (b > a && space(StringPrototypeCharCodeAt(text, b - 1))) b--;
      return StringPrototypeSlice(text, a, b);
    }
    // A rule's text without comments before it.
    function stripComments(text) {
      let t = trim(text);
      while (StringPrototypeSlice(t, 0, 2) === "/*") {
        const end = lib.primordials.StringPrototypeIndexOf(t, "*/");
        if (end < 0) return "";
        t = trim(StringPrototypeSlice(t, end + 2));
      }
      return t;
    }
    function makeRule(sheet, text) {
      const rule = { __proto__: CSSRule.prototype };
      rules.set(rule, { __proto__: null, text, sheet });
      return rule;
    }
    class CSSRule {
      constructor() { illegal(); }
      get cssText() { return ruleOf(this).text; }
      set cssText(value) {}
      // (STYLE_RULE for a selector's rule; an at-rule's type is not modelled: 0.)
      get type() { return StringPrototypeCharCodeAt(ruleOf(this).text, 0) === 0x40 ? 0 : 1; }
      get parentStyleSheet() { return ruleOf(this).sheet; }
      get parentRule() { return null; }
    }
    // A sheet's CSSRuleList: an object whose indexed properties are the sheet's rules,
    // written again whenever they change (so it stays live).
    const lists = lib.internalSlots("cssom.lists");
    class CSSRuleList {
      constructor() { illegal(); }
      get length() { return lib.fieldsOf(lists, this).rules.length; }
      item(index) { return lib.fieldsOf(lists, this).rules[index >>> 0] ?? null; }
    }
    // (Web IDL: an indexed getter and a length give @@iterator, %Array.prototype.values%.)
    lib.primordials.ObjectDefineProperty(CSSRuleList.prototype, lib.primordials.SymbolIterator, {
      __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    function syncList(s) {
      const list = s.list;
      if (list === undefined) return;
      for (let i = 0; i < s.rules.length; i++) {
        lib.primordials.ObjectDefineProperty(list, i, { __proto__: null, value: s.rules[i], enumerable: true, configurable: true });
      }
      for (let i = s.rules.length; i < s.synced; i++) delete list[i];
      s.synced = s.rules.length;
    }
    // https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
    class CSSStyleSheet {
      constructor(options = undefined) {
        if (options !== undefined && options !== null && typeof options !== "object") {
          throw new TypeError("Failed to construct 'CSSStyleSheet': The provided value is not of type 'CSSStyleSheetInit'.");
        }
        sheets.set(this, { __proto__: null, rules: [], disabled: !!options?.disabled, list: undefined, synced: 0 });
      }
      get type() { sheetOf(this); return "text/css"; }
      get href() { sheetOf(this); return null; }
      get ownerNode() { sheetOf(this); return null; }
      get ownerRule() { sheetOf(this); return null; }
      get title() { sheetOf(this); return null; }
      get disabled() { return sheetOf(this).disabled; }
      set disabled(value) { sheetOf(this).disabled = !!value; }
      // https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssrules ([SameObject], live)
      get cssRules() {
        const s = sheetOf(this);
        if (s.list === undefined) {
          s.list = { __proto__: CSSRuleList.prototype };
          lists.set(s.list, { __proto__: null, rules: s.rules });
          s.synced = 0;
          syncList(s);
        }
        return s.list;
      }
      get rules() { return this.cssRules; }
      // https://drafts.csswg.org/cssom/#dom-cssstylesheet-insertrule
      insertRule(rule, index = 0) {
        const s = sheetOf(this);
        const parsed = splitRules(String(rule));
        if (parsed.length !== 1) throw new DOMException("Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to parse the rule.", "SyntaxError");
        index >>>= 0;
        if (index > s.rules.length) throw new DOMException(`Failed to execute 'insertRule' on 'CSSStyleSheet': The index provided (${index}) is larger than the maximum index (${s.rules.length}).`, "IndexSizeError");
        arrayInsertAt(s.rules, index, makeRule(this, parsed[0]));
        syncList(s);
        return index;
      }
      // https://drafts.csswg.org/cssom/#dom-cssstylesheet-deleterule
      deleteRule(index) {
        const s = sheetOf(this);
        index >>>= 0;
        if (index >= s.rules.length) throw new DOMException(`Failed to execute 'deleteRule' on 'CSSStyleSheet': The index provided (${index}) is outside the range [0, ${s.rules.length}).`, "IndexSizeError");
        arrayRemoveAt(s.rules, index);
        syncList(s);
      }
      // https://drafts.csswg.org/cssom/#dom-cssstylesheet-replacesync
      replaceSync(text) {
        const s = sheetOf(this);
        const parsed = splitRules(String(text));
        s.rules.length = 0;
        for (let i = 0; i < parsed.length; i++) s.rules[s.rules.length] = makeRule(this, parsed[i]);
        syncList(s);
      }
      // https://drafts.csswg.org/cssom/#dom-cssstylesheet-replace
      replace(text) {
        try {
          lib.primordials.ReflectApply(replaceSync, this, [text]);
        } catch (error) {
          return PromiseReject(error);
        }
        return PromiseResolve(this);
      }
    }
    // (The steps as this module made them, whatever a page has done to the interface.)
    const { replaceSync } = CSSStyleSheet.prototype;
    const cssModuleSheet = (text) => {
      const sheet = new CSSStyleSheet();
      lib.primordials.ReflectApply(replaceSync, sheet, [text]);
      return sheet;
    };
    return { __proto__: null, CSSStyleSheet, CSSRule, CSSRuleList, cssModuleSheet };
  });
});
