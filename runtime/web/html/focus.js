// Focus: `focus()` and `blur()` on HTML elements, `document.activeElement` and
// `hasFocus()`, with the focus and blur events. framescope's window always has system
// focus; an element takes focus when it is connected and focusable (a link with href, a
// form control, an iframe, an element with tabindex or contenteditable).
// https://html.spec.whatwg.org/multipage/interaction.html#focus
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function focus(lib) {
  "use strict";
  const { Document, HTMLElement, data, document, info } = lib;
  const { ObjectAssign, ObjectDefineProperty } = lib.primordials;
  if (info.scope !== "Window") return;
  const FOCUSABLE = { __proto__: null, button: true, input: true, select: true, textarea: true, iframe: true, summary: true };
  // https://html.spec.whatwg.org/multipage/interaction.html#focusable-area
  function focusable(element) {
    const d = data(element);
    if (lib.shadowIncludingRoot(element) !== document) return false;
    // (An actually disabled control, a form-associated custom element too, is not
    // focusable, whatever its tabindex: forms.js.)
    if ((FOCUSABLE[d.name] === true || d.ce !== undefined) && lib.forms().actuallyDisabled(element)) return false;
    if (d.attrs.has("tabindex") || d.attrs.has("contenteditable")) return true;
    if (d.name === "a" || d.name === "area") return d.attrs.has("href");
    return FOCUSABLE[d.name] === true;
  }
  let focused = null;
  // https://html.spec.whatwg.org/multipage/interaction.html#focus-update-steps (blur and
  // focusout at the old one, focus and focusin at the new one).
  function update(next) {
    const old = focused;
    if (old === next) return;
    focused = next;
    const { FocusEvent, dispatch, trust } = lib;
    if (old !== null) {
      dispatch(old, trust(new FocusEvent("blur", { __proto__: null, relatedTarget: next, view: lib.global })));
      dispatch(old, trust(new FocusEvent("focusout", { __proto__: null, bubbles: true, relatedTarget: next, view: lib.global })));
    }
    if (next !== null) {
      dispatch(next, trust(new FocusEvent("focus", { __proto__: null, relatedTarget: old, view: lib.global })));
      dispatch(next, trust(new FocusEvent("focusin", { __proto__: null, bubbles: true, relatedTarget: old, view: lib.global })));
    }
  }
  ObjectAssign(HTMLElement.prototype, {
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-focus
    focus(options = undefined) { if (focusable(this)) update(this); },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-blur
    blur() { data(this); if (focused === this) update(null); },
  });
  // https://html.spec.whatwg.org/multipage/interaction.html#dom-document-activeelement: the
  // focused element while it is connected, else the body.
  ObjectDefineProperty(Document.prototype, "activeElement", {
    __proto__: null,
    get() {
      if (this !== document) return null;
      if (focused !== null && lib.shadowIncludingRoot(focused) !== document) focused = null;
      // (Retargeted against the document: a shadow tree's focused element is its host.)
      return focused === null ? document.body : lib.retarget(focused, document);
    },
    enumerable: true, configurable: true,
  });
  ObjectAssign(Document.prototype, { hasFocus() { lib.data(this); return this === document; } });
  // The focused element (:focus, selectors.js), if it is still connected.
  lib.focusedElement = () => (focused !== null && lib.shadowIncludingRoot(focused) === document ? focused : null);
});
