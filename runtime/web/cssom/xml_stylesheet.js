// The xml-stylesheet processing instruction (`<?xml-stylesheet href="a.css"
// type="text/css"?>` in an XML document's prolog): its style sheet, fetched when the
// instruction becomes part of the prolog of a document with a browsing context or its
// data changes, and dropped when it leaves; ProcessingInstruction's `sheet` (LinkStyle).
// The sheet is in `document.styleSheets` in tree order (style_sheet_collections.js).
// https://drafts.csswg.org/cssom/#requirements-on-user-agents-implementing-the-xml-stylesheet-processing-instruction
// https://www.w3.org/TR/xml-stylesheet/#the-xml-stylesheet-processing-instruction (its
// pseudo-attributes)
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). node_connection.js calls `instructionConnected`,
// `instructionDisconnected` and `documentElementChanged`, character_data.js
// `instructionChanged`.
(function xmlStylesheet(lib) {
  "use strict";
  const { data, info, natives } = lib;
  if (info.scope !== "Window") return;
  const { Number, RegExpPrototypeExec, SafeMap, StringFromCharCode, StringPrototypeSlice, StringPrototypeToLowerCase } = lib.primordials;
  // https://www.w3.org/TR/xml-stylesheet/#NT-PseudoAtt: `name="value"` or `name='value'`,
  // separated by white space; a value's character references and predefined entities are
  // expanded. Null when the data does not match (the instruction is then ignored).
  const PSEUDO_ATTRIBUTE = /^[ \t\r\n]*([^ \t\r\n=]+)[ \t\r\n]*=[ \t\r\n]*(?:"([^"<]*)"|'([^'<]*)')/;
  const ENTITIES = { __proto__: null, amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'" };
  const codePoint = (n) => (n > 0xffff
    ? StringFromCharCode(0xd800 + ((n - 0x10000) >> 10), 0xdc00 + ((n - 0x10000) & 0x3ff))
    : StringFromCharCode(n));
  function expand(value) {
    const reference = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|([A-Za-z]+));/g;
    let out = "", from = 0;
    for (let m = RegExpPrototypeExec(reference, value); m !== null; m = RegExpPrototypeExec(reference, value)) {
      const n = m[1] !== undefined ? Number("0x" + m[1]) : m[2] !== undefined ? Number(m[2]) : -1;
      const text = n >= 0 && n <= 0x10ffff ? codePoint(n) : ENTITIES[m[3]] ?? m[0];
      out += StringPrototypeSlice(value, from, m.index) + text;
      from = m.index + m[0].length;
    }
    return out + StringPrototypeSlice(value, from);
  }
  function pseudoAttributes(text) {
    const found = new SafeMap();
    let rest = text;
    for (;;) {
      if (RegExpPrototypeExec(/^[ \t\r\n]*$/, rest) !== null) return found;
      const m = RegExpPrototypeExec(PSEUDO_ATTRIBUTE, rest);
      if (m === null) return null;
      if (!found.has(m[1])) found.set(m[1], expand(m[2] ?? m[3]));
      rest = StringPrototypeSlice(rest, m[0].length);
      // (Pseudo-attributes are separated by white space.)
      if (rest !== "" && RegExpPrototypeExec(/^[ \t\r\n]/, rest) === null) return null;
    }
  }
  // https://drafts.csswg.org/cssom/#prolog: the node is a child of its document that does
  // not follow the document element.
  function inProlog(node, d) {
    if (d.parent === null || d.parent === undefined || data(d.parent).type !== 9) return false;
    const siblings = data(d.parent).children;
    for (let i = 0; i < siblings.length; i++) {
      if (siblings[i] === node) return true;
      if (data(siblings[i]).type === 1) return false;
    }
    return false;
  }
  // The steps run when a ProcessingInstruction node becomes part of the prolog, is no
  // longer part of it, or has its data changed (for one of this realm's document).
  function update(node) {
    const d = data(node);
    // 1–2. (The fetch is synchronous: none is running.) Its CSS style sheet is removed.
    const had = d.cssSheet !== undefined;
    d.cssSheet = undefined;
    const changed = () => { if (had || d.cssSheet !== undefined) lib.domChanged(); };
    // (Where it was, for documentElementChanged.)
    d.prolog = inProlog(node, d);
    if (!d.prolog || lib.browsingRealm(lib.root(node)) !== lib) return changed();
    // 3. Not an xml-stylesheet processing instruction: return.
    if (d.target !== "xml-stylesheet") return changed();
    const attributes = pseudoAttributes(d.text);
    // 4. No href pseudo-attribute: return.
    if (attributes === null || !attributes.has("href")) return changed();
    // 5–6. An alternate sheet without a title: return.
    const title = attributes.get("title") ?? "";
    const alternate = attributes.get("alternate") === "yes";
    if (alternate && title === "") return changed();
    // 7. A type that is not a styling language framescope supports: return.
    const type = attributes.get("type");
    if (type !== undefined && StringPrototypeToLowerCase(type) !== "text/css") return changed();
    // 8–14. The href parsed against the document base URL (failure: return).
    const url = natives.parseURL(attributes.get("href"), lib.baseURL());
    if (url === null) return changed();
    // 15–16. Fetch it ("no-cors", destination "style"); an error or a status that is not
    //    ok: no sheet. Else create a CSS style sheet: its location the URL, its owner node
    //    the instruction, its media and title the pseudo-attributes', its alternate flag,
    //    origin-clean as the response.
    const result = natives.fetchStylesheet(url.href, null, false, null, null);
    if (result !== false && result[0] === true) {
      lib.styleSheetResources(result[2], result[3], url.href, result[1]);
      d.cssSheet = lib.instructionSheet(node, {
        __proto__: null, text: result[4], href: url.href, originClean: result[1],
        title, media: attributes.get("media") ?? "",
      }, alternate);
    }
    return changed();
  }
  const updateIfStyleSheet = (node) => { if (data(node).target === "xml-stylesheet") update(node); };
  lib.instructionConnected = updateIfStyleSheet;
  lib.instructionChanged = updateIfStyleSheet;
  // (One that leaves its document loses its sheet.)
  lib.instructionDisconnected = (d) => { d.cssSheet = undefined; d.prolog = false; };
  // A document element was inserted into `document` or removed from it: the instructions
  // after it leave the prolog (losing their sheets) or join it.
  lib.documentElementChanged = (document) => {
    const children = data(document).children;
    for (let i = 0; i < children.length; i++) {
      const d = data(children[i]);
      if (d.type === 7 && d.target === "xml-stylesheet" && (d.prolog === true) !== inProlog(children[i], d)) update(children[i]);
    }
  };
});
