// `innerText` and `outerText`: an element's rendered text, and setting text with line
// breaks as <br> elements.
// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute
//
// framescope lays nothing out, so "being rendered" and each element's display come from
// what it has instead of a layout: an element is being rendered when it is connected to a
// document of a browsing context and neither it nor an ancestor has `display: none` —
// declared in its style attribute, else by HTML's rendering defaults (head, script, style,
// template, a hidden attribute, …), the display getComputedStyle gives — and its display
// is that declared or default one. The rendered text collection steps then run over those
// displays: block-level elements, table rows and captions on lines of their own, `<p>`
// with a blank line around it, `<br>` a line break, table cells separated by tabs, and
// white space collapsed as `white-space: normal` does (kept inside pre, textarea, listing
// and plaintext). Visibility, text-transform and generated content are not modelled. An
// element not being rendered answers its text content, as the spec says.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function innerText(lib) {
  "use strict";
  const { HTMLElement, data, info } = lib;
  if (info.scope !== "Window") return;
  // The steps, made on the first use of innerText or outerText.
  lib.lazily({ shared: ["renderedText"] }, () => {
    const PRE = { __proto__: null, pre: true, textarea: true, listing: true, plaintext: true };
    // The display of `element`: its style attribute's, else HTML's default (cssom's).
    function displayOf(element) {
      const { RegExpPrototypeExec, StringPrototypeToLowerCase } = lib.primordials;
      const style = lib.getAttribute(element, "style");
      if (style !== null) {
        const re = /(?:^|;)\s*display\s*:\s*([^;!]*?)\s*(?:!\s*important\s*)?(?=;|$)/gi;
        let display = "";
        for (let m = RegExpPrototypeExec(re, style); m !== null; m = RegExpPrototypeExec(re, style)) display = m[1];
        if (display !== "") return StringPrototypeToLowerCase(display);
      }
      return lib.defaultDisplay(element);
    }
    // https://html.spec.whatwg.org/multipage/rendering.html#being-rendered (see above).
    function beingRendered(element) {
      const document = lib.nodeDocument(element);
      if (lib.shadowIncludingRoot(element) !== document || lib.browsingRealm(document) === undefined) return false;
      for (let e = element; e !== null; e = lib.parentElement(e)) if (displayOf(e) === "none") return false;
      return true;
    }
    // https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps: the
    // items of `node` (strings and required line break counts) appended to `items`;
    // `state.space`: a collapsible space is pending; `state.pre`: inside preformatted text.
    function collect(node, items, state) {
      const d = data(node);
      if (d.type === 3 || d.type === 4) {
        if (state.pre > 0) {
          items[items.length] = d.text;
          return;
        }
        // (white-space: normal: each run of white space is one space, none at a line's start.)
        const source = d.text;
        let text = "";
        for (let i = 0; i < source.length; i++) {
          const c = source[i];
          if (c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f") {
            state.space = true;
            continue;
          }
          if (state.space && state.inLine) text += " ";
          state.space = false;
          state.inLine = true;
          text += c;
        }
        if (text !== "") items[items.length] = text;
        return;
      }
      if (d.type !== 1) return;
      const display = displayOf(node);
      // 3. An element not being rendered (display: none) adds nothing.
      if (display === "none") return;
      const name = d.ns === undefined ? d.name : "";
      // 5. A br element: a line break.
      if (name === "br") {
        items[items.length] = "\n";
        state.space = false;
        state.inLine = false;
        return;
      }
      const block = name === "p" ? 2 : display === "block" || display === "list-item" || display === "table" || display === "flex" || display === "grid" || display === "table-caption" || display === "flow-root" ? 1 : 0;
      const lineBreak = (count) => {
        items[items.length] = count;
        state.space = false;
        state.inLine = false;
      };
      // 8–9. A p element: 2 required line breaks around it; a block-level one: 1.
      if (block > 0) lineBreak(block);
      const pre = PRE[name] === true;
      if (pre) state.pre++;
      // 1. Its children's items.
      const children = d.children;
      for (let i = 0; i < children.length; i++) collect(children[i], items, state);
      if (pre) state.pre--;
      // 6–7. A table cell not last in its row: a tab; a row not last in its table: a line.
      if (display === "table-cell" && lib.elementSibling(node, 1) !== null) {
        items[items.length] = "\t";
        state.space = false;
      } else if (display === "table-row") {
        lineBreak(1);
      }
      if (block > 0) lineBreak(block);
    }
    // https://html.spec.whatwg.org/multipage/dom.html#get-the-text-steps
    function getText(element) {
      // 1. If this is not being rendered, return its descendant text content.
      if (!beingRendered(element)) return lib.textContent(element);
      // 2–3. The rendered text collection steps of each child.
      const items = [], state = { __proto__: null, space: false, inLine: false, pre: PRE[data(element).name] === true ? 1 : 0 };
      const children = data(element).children;
      for (let i = 0; i < children.length; i++) collect(children[i], items, state);
      // 4–6. Empty strings dropped; runs of line break counts at the start and end dropped,
      //    each other run as many line feeds as its largest count.
      let text = "", pending = 0, started = false;
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        if (typeof item === "number") {
          if (started && item > pending) pending = item;
          continue;
        }
        if (item === "") continue;
        for (let n = 0; n < pending; n++) text += "\n";
        pending = 0;
        started = true;
        text += item;
      }
      return text;
    }
    // https://html.spec.whatwg.org/multipage/dom.html#rendered-text-fragment: text as Text
    // nodes with <br> elements for its line breaks (CRLF, CR, LF), in `element`'s document.
    function fragmentFor(text, element) {
      const { RegExpPrototypeExec, StringPrototypeSlice } = lib.primordials;
      const document = lib.nodeDocument(element);
      const fragment = lib.makeNode(lib.DocumentFragment, { __proto__: null, type: 11, owner: document });
      let position = 0;
      const re = /\r\n|\r|\n/g;
      for (;;) {
        const m = RegExpPrototypeExec(re, text);
        const end = m === null ? text.length : m.index;
        if (end > position) lib.insertNode(fragment, lib.makeNode(lib.Text, { __proto__: null, type: 3, text: StringPrototypeSlice(text, position, end), owner: document }), null);
        if (m === null) break;
        lib.insertNode(fragment, lib.makeElement("br", [], undefined, document), null);
        position = re.lastIndex;
      }
      return fragment;
    }
    // https://html.spec.whatwg.org/multipage/dom.html#merge-with-the-next-text-node
    function mergeText(node) {
      if (node === null || data(node).type !== 3) return;
      const next = lib.sibling(node, 1);
      if (next === null || data(next).type !== 3) return;
      lib.replaceData(node, data(node).text.length, 0, data(next).text);
      lib.removeNode(data(next).parent, next);
    }
    return { __proto__: null, renderedText: { __proto__: null, getText, fragmentFor, mergeText } };
  });
  lib.defineMembers(HTMLElement.prototype, {
    get innerText() { data(this); return lib.renderedText.getText(this); },
    // https://html.spec.whatwg.org/multipage/dom.html#set-the-inner-text-steps
    set innerText(value) {
      data(this);
      lib.replaceAll(this, [lib.renderedText.fragmentFor(value === null ? "" : lib.primordials.String(value), this)]);
    },
    get outerText() { data(this); return lib.renderedText.getText(this); },
    // https://html.spec.whatwg.org/multipage/dom.html#dom-outertext
    set outerText(value) {
      const d = data(this);
      // 1. If this's parent is null, then throw a "NoModificationAllowedError".
      if (d.parent === null) throw new lib.DOMException("Failed to set the 'outerText' property on 'HTMLElement': The element has no parent.", "NoModificationAllowedError");
      const { fragmentFor, mergeText } = lib.renderedText;
      const next = lib.sibling(this, 1), previous = lib.sibling(this, -1);
      // 2–6. This replaced with the fragment, then the Text nodes around merged.
      const fragment = fragmentFor(value === null ? "" : lib.primordials.String(value), this);
      if (data(fragment).children.length === 0) lib.insertNode(fragment, lib.makeNode(lib.Text, { __proto__: null, type: 3, text: "", owner: lib.nodeDocument(this) }), null);
      lib.replaceNode(d.parent, fragment, this);
      mergeText(next === null ? null : lib.sibling(next, -1));
      mergeText(previous);
    },
  });
});
