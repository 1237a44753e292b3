// The document's target element, which `:target` matches (selectors.js): the indicated
// part of the document its URL's fragment names, set by "scroll to the fragment" when a
// fragment navigation or a history traversal within the document changes its URL
// (history.js), and, while the document loads, by "try to scroll to the fragment" for the
// URL it was loaded from. `pushState` and `replaceState` do not change it (as in Chrome).
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#the-indicated-part-of-the-document,
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-the-fragment-identifier,
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#try-to-scroll-to-the-fragment,
// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-target
//
// framescope scrolls nothing (no layout): only the target element is kept. "Try to scroll
// to the fragment" is not retried by a timer: until a fragment navigation sets the target
// element, it is the indicated part of the loaded URL in the tree as it is now.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). history.js calls `scrollToFragment`.
(function indicatedPart(lib) {
  "use strict";
  const { info, natives } = lib;
  if (info.scope !== "Window") return;
  const { StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeSlice, StringPrototypeToLowerCase, Uint8Array } = lib.primordials;
  // The URL this document was loaded from; its target element once "scroll to the
  // fragment" set it (`set`), and the one found for `loadedURL` at a DOM version.
  let loadedURL = "";
  let set = false, target = null, foundAt = -1, found = null;
  lib.onEachDocument(() => {
    loadedURL = info.location.href;
    set = false;
    target = null;
    foundAt = -1;
  });
  // https://html.spec.whatwg.org/multipage/browsing-the-web.html#find-a-potential-indicated-element:
  // the first element of the document tree, in tree order, whose ID is `fragment`, else
  // the first `a` element whose name attribute is.
  function findPotentialIndicatedElement(fragment) {
    const nodes = lib.inclusiveDescendants(lib.document);
    let named = null;
    for (let i = 0; i < nodes.length; i++) {
      const d = lib.data(nodes[i]);
      if (d.type !== 1) continue;
      if (d.attrs.get("id") === fragment) return nodes[i];
      if (named === null && d.ns === undefined && d.name === "a" && d.attrs.get("name") === fragment) named = nodes[i];
    }
    return named;
  }
  // https://url.spec.whatwg.org/#percent-decode, then UTF-8 decode without BOM.
  function decodeFragment(fragment) {
    const bytes = [];
    const hex = (c) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1);
    for (let i = 0; i < fragment.length; i++) {
      const c = StringPrototypeCharCodeAt(fragment, i);
      if (c === 0x25 && i + 2 < fragment.length && hex(StringPrototypeCharCodeAt(fragment, i + 1)) >= 0 && hex(StringPrototypeCharCodeAt(fragment, i + 2)) >= 0) {
        bytes[bytes.length] = hex(StringPrototypeCharCodeAt(fragment, i + 1)) * 16 + hex(StringPrototypeCharCodeAt(fragment, i + 2));
        i += 2;
      } else if (c < 0x80) {
        bytes[bytes.length] = c;
      } else {
        // (A URL's fragment is ASCII: anything else is percent-encoded by the URL parser.)
        return fragment;
      }
    }
    // (Copied by index: `new Uint8Array(array)` would call the array's iterator, which a
    // page may replace.)
    const view = new Uint8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) view[i] = bytes[i];
    return natives.decodeUtf8(view, false, true);
  }
  // https://html.spec.whatwg.org/multipage/browsing-the-web.html#the-indicated-part-of-the-document,
  // for this document and `url`: an element, "top" or null.
  function indicatedPartOf(url) {
    // 1. (The document's URL equals url with exclude fragments: url is the document's.)
    // 2. Let fragment be document's URL's fragment. (None: null.)
    const hash = StringPrototypeIndexOf(url, "#");
    if (hash < 0) return null;
    const fragment = StringPrototypeSlice(url, hash + 1);
    // 3. If fragment is the empty string, return the top of the document.
    if (fragment === "") return "top";
    // 4. Let potentialIndicatedElement be the result of finding a potential indicated
    //    element given document and fragment; 5. if it is not null, return it.
    const potential = findPotentialIndicatedElement(fragment);
    if (potential !== null) return potential;
    // 6–7. The percent-decoded, UTF-8-decoded fragment; 8. its potential indicated
    //    element, if not null.
    const decoded = decodeFragment(fragment);
    // (Looked for again only when decoding changed it.)
    const again = decoded === fragment ? null : findPotentialIndicatedElement(decoded);
    if (again !== null) return again;
    // 9. If decodedFragment is an ASCII case-insensitive match for "top", return the top
    //    of the document; 10. return null.
    return StringPrototypeToLowerCase(decoded) === "top" ? "top" : null;
  }
  // (The target element of a document: the indicated part when it is an element.)
  const elementOf = (part) => (part === null || part === "top" ? null : part);
  // https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-the-fragment-identifier
  // 1. If the indicated part is null, set the target element to null; 2. if it is the top
  // of the document, set the target element to null (and scroll to the top); 3. otherwise
  // set it to the indicated part (and scroll it into view: framescope has no layout).
  function scrollToFragment() {
    set = true;
    target = elementOf(indicatedPartOf(info.location.href));
  }
  // This document's target element.
  function targetElement() {
    if (set) return target;
    const version = lib.domVersion();
    if (foundAt !== version) {
      found = elementOf(indicatedPartOf(loadedURL));
      foundAt = version;
    }
    return found;
  }
  lib.scrollToFragment = scrollToFragment;
  // Whether `element` is its document's target element (`:target`), the document being
  // one of a browsing context.
  lib.isTargetElement = (element) => {
    const realm = lib.browsingRealm(lib.root(element));
    return realm !== undefined && realm.targetElement() === element;
  };
  lib.targetElement = targetElement;
});
