// Page visibility: framescope's documents are shown (`visibilityState` "visible", `hidden`
// false) until they unload (unloading_documents.js: "hidden").
// https://html.spec.whatwg.org/multipage/interaction.html#page-visibility
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function pageVisibility(lib) {
  "use strict";
  const { Document, data, defineEventHandler, info } = lib;
  if (info.scope !== "Window") return;
  lib.defineMembers(Document.prototype, {
    get visibilityState() { return data(this).visibilityState ?? "visible"; },
    get hidden() { return data(this).visibilityState === "hidden"; },
  });
  defineEventHandler(Document.prototype, "visibilitychange");
});
