// The autofocus attribute: elements inserted with it become their top-level document's
// autofocus candidates, and the first that can take the focus gets it at that document's
// next rendering opportunity (animation_frames.js), unless something has the focus by then.
// https://html.spec.whatwg.org/multipage/interaction.html#the-autofocus-attribute
//
// A top-level document's record keeps its candidates (`autofocusCandidates`) and its
// autofocus processed flag (`autofocusProcessed`); `lib.agent.autofocusCandidates` says
// that some document of the agent had a candidate (the rendering steps ask nothing before).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function autofocus(lib) {
  "use strict";
  const { data, info, natives } = lib;
  const { ArrayPrototypeIndexOf, StringPrototypeIndexOf, StringPrototypeSlice, arrayRemoveAt } = lib.primordials;
  if (info.scope !== "Window") return;
  const SVG_NS = "http://www.w3.org/2000/svg", MATHML_NS = "http://www.w3.org/1998/Math/MathML";

  // https://html.spec.whatwg.org/multipage/interaction.html#the-autofocus-attribute: when
  // an (HTML, SVG or MathML) element with the autofocus attribute is inserted into this
  // realm's document:
  lib.autofocusInserted = (element) => {
    const d = data(element);
    if (d.ns !== undefined && d.ns !== SVG_NS && d.ns !== MATHML_NS) return;
    // 1–3. Let target be the element's node document; it must be fully active (a document
    //    with its browsing context).
    const target = lib.nodeDocument(element);
    if (lib.browsingRealm(target) === undefined) return;
    // 4. (No sandboxing flags.) 5. Every ancestor navigable's document must be of
    //    target's origin: a frame whose parent is of another origin has no container here.
    if (lib.containerElement() === null && natives.parent !== lib.global) return;
    // 6. Let topDocument be the top-level traversable's active document.
    const top = lib.topDocumentOf(target), t = data(top);
    // 7. If its autofocus processed flag is false: the element is (re)appended to its
    //    autofocus candidates.
    if (t.autofocusProcessed === true) return;
    const candidates = (t.autofocusCandidates ??= []);
    const index = ArrayPrototypeIndexOf(candidates, element);
    if (index >= 0) arrayRemoveAt(candidates, index);
    candidates[candidates.length] = element;
    lib.agent.autofocusCandidates = true;
    lib.browsingRealm(top).requestRendering();
  };

  // https://html.spec.whatwg.org/multipage/semantics-other.html#target-element: the element
  // `document`'s URL's fragment indicates (its id, or an a element's name), if any.
  function targetElement(document) {
    const realm = lib.browsingRealm(document);
    if (realm === undefined) return null;
    const href = realm.info.location.href, hash = StringPrototypeIndexOf(href, "#");
    if (hash < 0) return null;
    let fragment = StringPrototypeSlice(href, hash + 1);
    try { fragment = lib.primordials.decodeURIComponent(fragment); } catch {}
    if (fragment === "") return null;
    const nodes = lib.inclusiveDescendants(document);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && (d.attrs.get("id") === fragment || (d.name === "a" && d.ns === undefined && d.attrs.get("name") === fragment))) return nodes[i];
    }
    return null;
  }

  // https://html.spec.whatwg.org/multipage/interaction.html#flush-autofocus-candidates,
  // for this realm's document when it is a top-level document.
  lib.flushAutofocusCandidates = () => {
    const top = lib.document, t = data(top);
    if (lib.containerOf(top) !== null || natives.parent !== lib.global) return;
    // 1. If topDocument's autofocus processed flag is true, then return.
    if (t.autofocusProcessed === true) return;
    // 2–3. Let candidates be its autofocus candidates; if empty, return.
    const candidates = t.autofocusCandidates;
    if (candidates === undefined || candidates.length === 0) return;
    // 4. If its focused area is not topDocument itself, or it has a target element: empty
    //    candidates, set the autofocus processed flag, and return.
    if (lib.focusedElement(top) !== null || targetElement(top) !== null) {
      candidates.length = 0;
      t.autofocusProcessed = true;
      return;
    }
    // 5. While candidates is not empty:
    while (candidates.length > 0) {
      // 5.1–5.2. Let element be candidates[0]; let doc be its node document.
      const element = candidates[0];
      const doc = lib.nodeDocument(element);
      // 5.3–5.4. Its document must be fully active, in topDocument's traversable.
      if (lib.browsingRealm(doc) === undefined || lib.topDocumentOf(doc) !== top) {
        arrayRemoveAt(candidates, 0);
        continue;
      }
      // 5.5. (No script-blocking style sheets.) 5.6. Remove element from candidates.
      arrayRemoveAt(candidates, 0);
      // 5.7–5.8. No document from doc up may have a target element.
      let targeted = false;
      for (let d = doc; d !== null && !targeted; d = lib.containerOf(d) === null ? null : lib.nodeDocument(lib.containerOf(d))) {
        targeted = targetElement(d) !== null;
      }
      if (targeted) continue;
      // 5.9–5.10. Let target be element, or the focusable area it gives.
      let target = element;
      if (!lib.isFocusableArea(target)) target = lib.getFocusableArea(target, "other");
      // 5.11. If target is not null: empty candidates, set the flag, and run the focusing
      //    steps for target.
      if (target !== null) {
        candidates.length = 0;
        t.autofocusProcessed = true;
        lib.focusingSteps(target);
      }
    }
  };
});
