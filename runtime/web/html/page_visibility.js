// Page visibility: framescope's documents are always shown (`visibilityState` "visible",
// `hidden` false).
// https://html.spec.whatwg.org/multipage/interaction.html#page-visibility
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function pageVisibility(lib) {
  "use strict";
  const { Document, data, defineEventHandler, info } = lib;
  const { ObjectDefineProperty } = lib.primordials;
  if (info.scope !== "Window") return;
  const getter = (name, get) => ObjectDefineProperty(Document.prototype, name, { __proto__: null, get, enumerable: true, configurable: true });
  getter("visibilityState", function visibilityState() { data(this); return "visible"; });
  getter("hidden", function hidden() { data(this); return false; });
  defineEventHandler(Document.prototype, "visibilitychange");
});
