// StyleSheet, CSSStyleSheet, MediaList and CSSRule: constructible style sheets (`new
// CSSStyleSheet()`, `replace`, `replaceSync`, `insertRule`, `deleteRule`, `cssRules`) and
// the sheets of `<style>` and `<link rel=stylesheet>` elements (created by
// style_sheet_collections.js through `lib.createCSSStyleSheet`). framescope renders
// nothing and has no cascade, so a sheet keeps its rules as text: each top-level rule
// (`selector { … }` or an at-rule) is one CSSRule whose `cssText` is as written. Web
// component libraries look for this interface (`x instanceof CSSStyleSheet`).
// https://drafts.csswg.org/cssom/#the-stylesheet-interface,
// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface,
// https://drafts.csswg.org/cssom/#the-medialist-interface
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
  lib.lazily({
    interfaces: ["StyleSheet", "CSSStyleSheet", "CSSRule", "CSSRuleList", "MediaList"],
    shared: ["cssModuleSheet", "createCSSStyleSheet", "constructorDocumentOf", "styleSheetFields"],
  }, () => {
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
    // https://drafts.csswg.org/cssom/#the-medialist-interface: a sheet's media, a live
    // list of its media queries (kept as text: framescope evaluates a few, cssom_view.js).
    const media = lib.internalSlots("cssom.media");
    // https://drafts.csswg.org/cssom/#parse-a-media-query-list: the queries of `text`,
    // split at its commas, each without the whitespace around it (and inside it collapsed),
    // lowercased as Chrome serializes them.
    function parseMediaList(text) {
      const out = [];
      const parts = lib.primordials.StringPrototypeSplit(String(text), ",");
      for (let i = 0; i < parts.length; i++) {
        const part = trim(parts[i]);
        let query = "";
        for (let k = 0; k < part.length; k++) {
          const c = StringPrototypeCharCodeAt(part, k);
          const space = c === 0x20 || c === 0x09 || c === 0x0A || c === 0x0C || c === 0x0D;
          if (!space) query += part[k];
          else if (query[query.length - 1] !== " ") query += " ";
        }
        query = lib.primordials.StringPrototypeToLowerCase(query);
        if (query !== "") out[out.length] = query;
      }
      return out;
    }
    class MediaList {
      constructor() { illegal(); }
      // https://drafts.csswg.org/cssom/#dom-medialist-mediatext
      get mediaText() { return lib.primordials.ArrayPrototypeJoin(lib.fieldsOf(media, this).queries, ", "); }
      set mediaText(value) {
        lib.fieldsOf(media, this).queries = parseMediaList(value === null ? "" : value);
        lib.domChanged();
      }
      get length() { return lib.fieldsOf(media, this).queries.length; }
      item(index) { return lib.fieldsOf(media, this).queries[index >>> 0] ?? null; }
      // https://drafts.csswg.org/cssom/#dom-medialist-appendmedium
      appendMedium(medium) {
        const m = lib.fieldsOf(media, this), parsed = parseMediaList(medium);
        if (parsed.length !== 1 || lib.primordials.ArrayPrototypeIncludes(m.queries, parsed[0])) return;
        m.queries[m.queries.length] = parsed[0];
        lib.domChanged();
      }
      // https://drafts.csswg.org/cssom/#dom-medialist-deletemedium
      deleteMedium(medium) {
        const m = lib.fieldsOf(media, this), parsed = parseMediaList(medium);
        const index = parsed.length === 1 ? lib.primordials.ArrayPrototypeIndexOf(m.queries, parsed[0]) : -1;
        if (index < 0) throw new DOMException("Failed to execute 'deleteMedium' on 'MediaList': Failed to delete the medium.", "NotFoundError");
        arrayRemoveAt(m.queries, index);
        lib.domChanged();
      }
      toString() { return this.mediaText; }
    }
    lib.primordials.ObjectDefineProperty(MediaList.prototype, lib.primordials.SymbolIterator, {
      __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    function makeMediaList(text) {
      const fields = { __proto__: null, queries: parseMediaList(text) };
      const list = lib.collections.legacyCollection(MediaList.prototype, () => fields.queries);
      media.set(list, fields);
      return list;
    }
    // https://drafts.csswg.org/cssom/#the-stylesheet-interface: the members every style
    // sheet has (its CSS style sheet's concepts: type, location, owner node, parent, title,
    // media, disabled flag).
    class StyleSheet {
      constructor() { illegal(); }
      get type() { sheetOf(this); return "text/css"; }
      get href() { return sheetOf(this).href; }
      get ownerNode() { return sheetOf(this).ownerNode; }
      get parentStyleSheet() { sheetOf(this); return null; }
      // (The title, or null when it is the empty string.)
      get title() { return sheetOf(this).title || null; }
      get media() {
        const s = sheetOf(this);
        return (s.mediaList ??= makeMediaList(s.media));
      }
      get disabled() { return sheetOf(this).disabled; }
      set disabled(value) { sheetOf(this).disabled = !!value; }
    }
    // A sheet's fields: its rules and CSSRuleList, its concepts, whether `new
    // CSSStyleSheet()` made it (the constructed flag) and for which document.
    function sheetFields(init) {
      return {
        __proto__: null, rules: [], list: undefined, synced: 0, disabled: init.disabled === true,
        href: init.href ?? null, ownerNode: init.ownerNode ?? null, title: init.title ?? "", media: init.media ?? "",
        mediaList: undefined, originClean: init.originClean !== false, constructed: init.constructed === true,
        document: init.document ?? null,
      };
    }
    // (An origin-clean sheet's rules only: https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssrules step 1.)
    function cleanSheetOf(sheet, member) {
      const s = sheetOf(sheet);
      if (!s.originClean) throw new DOMException(`Failed to ${member}: Cannot access rules`, "SecurityError");
      return s;
    }
    // https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
    class CSSStyleSheet extends StyleSheet {
      constructor(options = undefined) {
        if (options !== undefined && options !== null && typeof options !== "object") {
          throw new TypeError("Failed to construct 'CSSStyleSheet': The provided value is not of type 'CSSStyleSheetInit'.");
        }
        // (StyleSheet is not constructible: the object is made here, with new.target's
        //    prototype.)
        const self = { __proto__: new.target.prototype };
        // 1–2. A new sheet with the constructed flag, its constructor document the
        //    current global's associated Document; 3. its media and 5. disabled flag from
        //    options (4. baseURL is not modelled: rules are kept as text).
        let mediaText = options?.media ?? "";
        if (typeof mediaText === "object" && mediaText !== null && media.has(mediaText)) mediaText = mediaText.mediaText;
        sheets.set(self, sheetFields({ disabled: !!options?.disabled, media: String(mediaText), constructed: true, document: lib.document }));
        return self;
      }
      get ownerRule() { sheetOf(this); return null; }
      // https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssrules ([SameObject], live)
      get cssRules() {
        const s = cleanSheetOf(this, "read the 'cssRules' property from 'CSSStyleSheet'");
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
        const s = cleanSheetOf(this, "execute 'insertRule' on 'CSSStyleSheet'");
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
        const s = cleanSheetOf(this, "execute 'deleteRule' on 'CSSStyleSheet'");
        index >>>= 0;
        if (index >= s.rules.length) throw new DOMException(`Failed to execute 'deleteRule' on 'CSSStyleSheet': The index provided (${index}) is outside the range [0, ${s.rules.length}).`, "IndexSizeError");
        arrayRemoveAt(s.rules, index);
        syncList(s);
      }
      // https://drafts.csswg.org/cssom/#dom-cssstylesheet-replacesync
      replaceSync(text) {
        const s = sheetOf(this);
        // 1. If the constructed flag is not set, throw a "NotAllowedError".
        if (!s.constructed) throw new DOMException("Failed to execute 'replaceSync' on 'CSSStyleSheet': Can't call replaceSync on non-constructed CSSStyleSheets.", "NotAllowedError");
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
    const setRules = (sheet, text) => {
      const s = sheetOf(sheet), parsed = splitRules(String(text));
      for (let i = 0; i < parsed.length; i++) s.rules[s.rules.length] = makeRule(sheet, parsed[i]);
    };
    const cssModuleSheet = (text) => {
      const sheet = new CSSStyleSheet();
      lib.primordials.ReflectApply(replaceSync, sheet, [text]);
      return sheet;
    };
    // https://drafts.csswg.org/cssom/#create-a-css-style-sheet (the sheet; adding it to its
    // collection is style_sheet_collections.js's): `init` gives its text and concepts
    // (`href`, `ownerNode`, `title`, `media`, `disabled`, `originClean`).
    const createCSSStyleSheet = (init) => {
      const sheet = { __proto__: CSSStyleSheet.prototype };
      sheets.set(sheet, sheetFields(init));
      setRules(sheet, init.text ?? "");
      return sheet;
    };
    // The constructor document of `sheet` (what adoptedStyleSheets accepts): undefined
    // when it is no CSSStyleSheet, null when its constructed flag is not set.
    const constructorDocumentOf = (sheet) => {
      const s = sheets.get(sheet);
      return s === undefined ? undefined : s.constructed ? s.document : null;
    };
    // A sheet's fields (its disabled flag, for HTMLStyleElement's `disabled`: not through
    // the prototype's accessor, which a page may replace).
    const styleSheetFields = (sheet) => sheetOf(sheet);
    return {
      __proto__: null, StyleSheet, CSSStyleSheet, CSSRule, CSSRuleList, MediaList, cssModuleSheet, createCSSStyleSheet,
      constructorDocumentOf, styleSheetFields,
    };
  });
});
