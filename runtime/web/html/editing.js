// Editing: `contentEditable` and `isContentEditable` of HTML elements, the document's
// `designMode`, and the execCommand family of methods.
// https://html.spec.whatwg.org/multipage/interaction.html#editing-2
// https://w3c.github.io/editing/docs/execCommand/
//
// framescope has no caret, no user and no editing model: what is editable is answered as
// the spec says (editing hosts and their descendants, and a document in design mode), but
// no command edits anything: `execCommand` returns false (no command is enabled), the
// `queryCommand…` methods say no command is supported, enabled, indeterminate or on, and
// give "" for a value.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function editing(lib) {
  "use strict";
  const { Document, DOMException, HTMLElement, data, getAttribute, info, lowercase, removeAttribute, setAttribute } = lib;
  const { String } = lib.primordials;
  if (info.scope !== "Window") return;
  // The document's design mode (this realm's document; a document without a browsing
  // context keeps its own flag in its record).
  const designMode = (doc) => data(doc).designMode === true;
  // https://html.spec.whatwg.org/multipage/interaction.html#contenteditable: the state
  // of an element's contenteditable attribute: "true", "false", "plaintext-only" or
  // "inherit" (missing or invalid).
  function editableState(element) {
    const value = getAttribute(element, "contenteditable");
    if (value === null) return "inherit";
    const lower = lowercase(value);
    if (lower === "" || lower === "true") return "true";
    return lower === "false" || lower === "plaintext-only" ? lower : "inherit";
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#editable: an editing host (its
  // contenteditable state true or plaintext-only), a descendant of one not made false, or
  // an element of a connected document in design mode.
  function editable(element) {
    for (let e = element; e !== null; e = lib.parentElement(e)) {
      if (!lib.isHTML(e)) continue;
      const state = editableState(e);
      if (state === "true" || state === "plaintext-only") return lib.shadowIncludingRoot(element) === lib.nodeDocument(element);
      if (state === "false") return false;
    }
    const root = lib.shadowIncludingRoot(element);
    return data(root).type === 9 && designMode(root);
  }
  lib.defineMembers(HTMLElement.prototype, {
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable
    get contentEditable() { return editableState(this); },
    set contentEditable(value) {
      data(this);
      const lower = lowercase(value);
      if (lower === "inherit") removeAttribute(this, "contenteditable");
      else if (lower === "true" || lower === "false" || lower === "plaintext-only") setAttribute(this, "contenteditable", lower);
      else throw new DOMException(`Failed to set the 'contentEditable' property on 'HTMLElement': The value provided ('${String(value)}') is not one of 'true', 'false', 'plaintext-only', or 'inherit'.`, "SyntaxError");
    },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-iscontenteditable
    get isContentEditable() { return editable(this); },
  });
  // Document's editing members.
  lib.defineMembers(Document.prototype, {
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-document-designmode
    get designMode() { return designMode(this) ? "on" : "off"; },
    set designMode(value) {
      data(this);
      const lower = lowercase(value);
      if (lower === "on") data(this).designMode = true;
      else if (lower === "off") data(this).designMode = false;
    },
    // https://w3c.github.io/editing/docs/execCommand/#execcommand(): no command is enabled.
    execCommand(commandId, showUI = false, value = "") {
      lib.requireArguments(arguments, 1, "execCommand", "Document");
      data(this);
      String(commandId);
      String(value);
      return false;
    },
    queryCommandEnabled(commandId) { return queryCommand(this, arguments, "queryCommandEnabled", commandId, false); },
    queryCommandIndeterm(commandId) { return queryCommand(this, arguments, "queryCommandIndeterm", commandId, false); },
    queryCommandState(commandId) { return queryCommand(this, arguments, "queryCommandState", commandId, false); },
    queryCommandSupported(commandId) { return queryCommand(this, arguments, "queryCommandSupported", commandId, false); },
    queryCommandValue(commandId) { return queryCommand(this, arguments, "queryCommandValue", commandId, ""); },
  });
  // (The execCommand spec's query methods: no command is supported, so each answers its
  // "not supported" value.)
  function queryCommand(doc, args, name, commandId, answer) {
    lib.requireArguments(args, 1, name, "Document");
    data(doc);
    String(commandId);
    return answer;
  }
  lib.isEditable = editable;
});
