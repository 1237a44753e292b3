// The IDL attributes of HTML's global attributes that are more than a reflection (the
// reflected ones are reflection_table.js's): `hidden` (with "until-found"), `translate`,
// `draggable`, `spellcheck`, `autocapitalize`, `autocorrect`, `writingSuggestions`,
// `accessKeyLabel` and `nonce`, on HTMLElement (HTMLOrSVGElement's `tabIndex`, `focus()`
// and `blur()` are focus.js's and focusable_area.js's; SVGElement and MathMLElement get
// `dataset` and `nonce` from HTMLElement when their interfaces are made).
// https://html.spec.whatwg.org/multipage/dom.html#global-attributes
//
// framescope has no user, so the user agent's defaults answer where the spec leaves them to
// it: spelling and grammar checking, autocorrection and writing suggestions are on, as in
// Chrome, and no access key is assigned.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function globalAttributes(lib) {
  "use strict";
  const { HTMLElement, data, getAttribute, info, lowercase, removeAttribute, setAttribute } = lib;
  const { String } = lib.primordials;
  if (info.scope !== "Window") return;
  // The attribute `name`'s value in ASCII lowercase, or null.
  const keyword = (element, name) => {
    const value = getAttribute(element, name);
    return value === null ? null : lowercase(value);
  };
  // An inherited true/false state (translate, spellcheck, writingsuggestions): the nearest
  // inclusive ancestor element's attribute that says one, else `initial`.
  function inherited(element, name, isTrue, isFalse, initial) {
    for (let e = element; e !== null; e = lib.parentElement(e)) {
      const value = keyword(e, name);
      if (value === null) continue;
      if (isTrue(value)) return true;
      if (isFalse(value)) return false;
    }
    return initial;
  }
  lib.defineMembers(HTMLElement.prototype, {
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-hidden
    get hidden() {
      const value = keyword(this, "hidden");
      return value === "until-found" ? "until-found" : value !== null;
    },
    set hidden(value) {
      if (typeof value === "string" && lowercase(value) === "until-found") setAttribute(this, "hidden", "until-found");
      else if (value === false || value === "" || value === null || value === undefined || value === 0 || (typeof value === "number" && value !== value)) removeAttribute(this, "hidden");
      else setAttribute(this, "hidden", "");
    },
    // https://html.spec.whatwg.org/multipage/dom.html#dom-translate: "yes" or "" enable,
    // "no" disables, else the parent's mode (enabled at the root).
    get translate() { return inherited(this, "translate", (v) => v === "yes" || v === "", (v) => v === "no", true); },
    set translate(value) { setAttribute(this, "translate", value ? "yes" : "no"); },
    // https://html.spec.whatwg.org/multipage/dnd.html#dom-draggable: "true", "false", else
    // auto (images, and links with an href).
    get draggable() {
      const value = keyword(this, "draggable");
      if (value === "true") return true;
      if (value === "false") return false;
      const d = data(this);
      return d.name === "img" || (d.name === "a" && d.attrs.has("href"));
    },
    set draggable(value) { setAttribute(this, "draggable", value ? "true" : "false"); },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-spellcheck
    get spellcheck() { return inherited(this, "spellcheck", (v) => v === "true" || v === "", (v) => v === "false", true); },
    set spellcheck(value) { setAttribute(this, "spellcheck", value ? "true" : "false"); },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-writingsuggestions
    get writingSuggestions() {
      return inherited(this, "writingsuggestions", (v) => v === "true" || v === "", (v) => v === "false", true) ? "true" : "false";
    },
    set writingSuggestions(value) { setAttribute(this, "writingsuggestions", value); },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-autocapitalize: the own
    // autocapitalization hint (a form-associated element's form's when it has none), as
    // its keyword.
    get autocapitalize() {
      let value = keyword(this, "autocapitalize");
      if (value === null && lib.LISTED[data(this).name] === true) {
        const form = lib.formOwner(this);
        if (form !== null) value = keyword(form, "autocapitalize");
      }
      switch (value) {
        case "off": case "none": return "none";
        case "on": case "sentences": return "sentences";
        case "words": return "words";
        case "characters": return "characters";
        default: return "";
      }
    },
    set autocapitalize(value) { setAttribute(this, "autocapitalize", value); },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-autocorrect: on unless the
    // attribute (or a form-associated element's form's) says off.
    get autocorrect() {
      let value = keyword(this, "autocorrect");
      if (value === null && lib.LISTED[data(this).name] === true) {
        const form = lib.formOwner(this);
        if (form !== null) value = keyword(form, "autocorrect");
      }
      return value !== "off";
    },
    set autocorrect(value) { setAttribute(this, "autocorrect", value ? "on" : "off"); },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-accesskeylabel: no access
    // key is assigned (framescope has no keyboard).
    get accessKeyLabel() { data(this); return ""; },
  });
  // https://html.spec.whatwg.org/multipage/urls-and-fetching.html#dom-noncedelement-nonce:
  // the element's cryptographic nonce, from its nonce attribute until script sets it.
  const nonce = {
    get nonce() {
      const d = data(this);
      return d.nonce ?? getAttribute(this, "nonce") ?? "";
    },
    set nonce(value) { data(this).nonce = String(value); },
  };
  lib.defineMembers(HTMLElement.prototype, nonce);
});
