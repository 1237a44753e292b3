// `<meta name=referrer content=…>`: the document's referrer policy.
// https://html.spec.whatwg.org/multipage/semantics.html#meta-referrer
// "If any meta element element is inserted into the document, or has its name or content
// attributes changed": steps 1–3 here, 4–6 (the legacy values, the policy container's
// referrer policy) in natives.setMetaReferrerPolicy (runtime/web/html/referrer.rs).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`. node_connection.js calls `metaConnected`, elements.js `metaAttributeChanged`
// (declarative_refresh.js runs first: `metaConnected` hands it http-equiv=refresh elements).
(function metaReferrer(lib) {
  "use strict";
  const { data, info, natives } = lib;
  if (info.scope !== "Window") return;
  const { StringPrototypeToLowerCase } = lib.primordials;
  function metaConnected(element) {
    const d = data(element);
    if (d.ns !== undefined || d.name !== "meta") return;
    // 1. If element is not in a document tree, then return. (A shadow tree is not one.)
    if (lib.root(element) !== lib.document) return;
    // (An http-equiv=refresh element's refresh state: declarative_refresh.js.)
    if (d.attrs.has("http-equiv")) lib.metaRefresh(element);
    // 2. If element does not have a name attribute whose value is an ASCII
    //    case-insensitive match for "referrer", then return.
    const name = d.attrs.get("name");
    if (name === undefined || StringPrototypeToLowerCase(name) !== "referrer") return;
    // 3. If element does not have a content attribute, or that attribute's value is the
    //    empty string, then return.
    const content = d.attrs.get("content");
    if (content === undefined || content === "") return;
    natives.setMetaReferrerPolicy(content);
  }
  // The element's name or content set, changed or removed.
  function metaAttributeChanged(element, name) {
    if (name === "name" || name === "content") metaConnected(element);
  }
  lib.metaConnected = metaConnected;
  lib.metaAttributeChanged = metaAttributeChanged;
});
