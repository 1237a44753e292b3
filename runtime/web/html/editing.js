// Editing: the document's `designMode` and the execCommand family of methods (HTML
// elements' `contentEditable` and `isContentEditable` are focusable_area.js's).
// https://html.spec.whatwg.org/multipage/interaction.html#editing-2
// https://w3c.github.io/editing/docs/execCommand/
//
// framescope has no caret and no editing model: `designMode` is kept (no element becomes
// editable by it), and no command edits anything: `execCommand` returns false (no command
// is enabled), the `queryCommand…` methods say no command is supported, enabled,
// indeterminate or on, and give "" for a value.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function editing(lib) {
  "use strict";
  const { Document, data, info, lowercase } = lib;
  const { String } = lib.primordials;
  if (info.scope !== "Window") return;
  // The document's design mode (this realm's document; a document without a browsing
  // context keeps its own flag in its record).
  const designMode = (doc) => data(doc).designMode === true;
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
});
