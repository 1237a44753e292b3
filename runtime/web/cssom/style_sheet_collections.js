// CSS style sheet collections: the sheets of a document's (or shadow root's) `<style>` and
// `<link rel=stylesheet>` elements (and xml-stylesheet processing instructions), `document.styleSheets` and `shadowRoot.styleSheets`
// (StyleSheetList), the elements' `sheet` (LinkStyle) and `adoptedStyleSheets`.
// https://drafts.csswg.org/cssom/#css-style-sheet-collections,
// https://drafts.csswg.org/cssom/#the-linkstyle-interface,
// https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block,
// https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet
//
// A `<style>` element's sheet is made from its child text when it is first asked for
// while the element is connected to a document (its `sheet`, the list; also in a
// document without a browsing context, where nothing it uses is fetched): "update a style block" runs when the element becomes connected and when its
// children change (style_resources.js's `styleChildrenChanged`, from nodes.js and
// character_data.js, drops the sheet), and nothing tells its sheet made then from one
// made when first asked for. (A sheet is also made again if the text it was made from
// changed without those steps.) A link's sheet is made
// when its response is processed (link_stylesheets.js), in the task that fires its
// `load`. Either is dropped when the element leaves the document (node_connection.js).
// framescope applies no sheet (no cascade): a sheet's rules are text (css_style_sheet.js).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). StyleSheetList is made on first use (`lib.lazily`).
(function styleSheetCollections(lib) {
  "use strict";
  const { Document, data, info } = lib;
  if (info.scope !== "Window") return;
  const { RegExpPrototypeExec, StringPrototypeToLowerCase, TypeError } = lib.primordials;
  lib.lazily({ interfaces: ["StyleSheetList"], shared: ["styleSheetList"] }, () => {
    const { illegal } = lib;
    // https://drafts.csswg.org/cssom/#the-stylesheetlist-interface: a live list (a legacy
    // platform object with indexed properties).
    class StyleSheetList {
      constructor() { illegal(); }
      get length() { return lib.collections.items(this).length; }
      item(index) { return lib.collections.items(this)[index >>> 0] ?? null; }
    }
    lib.primordials.ObjectDefineProperty(StyleSheetList.prototype, lib.primordials.SymbolIterator, {
      __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    const styleSheetList = (compute) => lib.collections.legacyCollection(StyleSheetList.prototype, compute);
    return { __proto__: null, StyleSheetList, styleSheetList };
  });
  // (Each document's preferred CSS style sheet set name is its `preferredSheetSet`:
  // https://drafts.csswg.org/cssom/#preferred-css-style-sheet-set-name, "" at first.)
  // The realm that keeps the sheets of the tree whose root is `root`: its browsing
  // context's, else — a document without one (DOMParser's, createHTMLDocument's), whose
  // style elements have sheets too, as HTML's "update a style block" asks only that they
  // be connected — its relevant realm's; undefined when `root` is no document (a
  // fragment's, a template's contents).
  function sheetRealm(root) {
    const realm = lib.browsingRealm(root);
    if (realm !== undefined) return realm;
    return data(root).type === 9 ? lib.realmOf(root) : undefined;
  }
  // Whether the element's `rel` has the token `keyword` (ASCII case-insensitive).
  function relHas(d, keyword) {
    const rel = d.attrs.get("rel");
    if (rel === undefined) return false;
    const re = /[^\t\n\f\r ]+/g, value = StringPrototypeToLowerCase(rel);
    for (let m = RegExpPrototypeExec(re, value); m !== null; m = RegExpPrototypeExec(re, value)) if (m[0] === keyword) return true;
    return false;
  }
  // https://drafts.csswg.org/cssom/#create-a-css-style-sheet: the sheet of `element`
  // (of `init`'s text, location, title, media, origin-clean flag), then 1. "add a CSS
  // style sheet": 1. it is in its collection (computed in tree order when read);
  // 2. a sheet with its disabled flag set stays so; 3. the first titled, non-alternate
  // sheet names the preferred set; 4. a titled sheet of another set, or an alternate one,
  // is disabled; 5. any other is enabled.
  function createSheet(element, init, alternate) {
    const d = data(element);
    // (The title only counts in a document tree: not in a shadow tree.)
    init.title = data(lib.root(element)).type === 9 ? d.attrs.get("title") ?? "" : "";
    init.media = d.attrs.get("media") ?? "";
    return addSheet(element, init, alternate);
  }
  // (`init` with its title and media: an xml-stylesheet processing instruction's, from its
  // pseudo-attributes, xml_stylesheet.js.)
  function addSheet(node, init, alternate) {
    const title = init.title, document = data(lib.nodeDocument(node));
    init.ownerNode = node;
    if (title !== "" && !alternate && (document.preferredSheetSet ?? "") === "") document.preferredSheetSet = title;
    init.disabled = title !== "" && (alternate || title !== document.preferredSheetSet);
    return lib.createCSSStyleSheet(init);
  }
  // https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block, for a
  // style element connected to this realm's document: 4. a type that is neither empty
  // nor text/css gives no sheet; 6. create a CSS style sheet (type text/css, owner node
  // the element, media its media attribute, title its title attribute in a document
  // tree, alternate flag unset, origin-clean set, no location); 2. the sheet made from
  // other text is gone.
  function styleBlockSheet(element) {
    const d = data(element);
    const type = d.attrs.get("type");
    if (type !== undefined && type !== "" && StringPrototypeToLowerCase(type) !== "text/css") {
      d.cssSheet = undefined;
      return null;
    }
    // (Its child text content: Text children's, as a script's.)
    const text = lib.scriptChildText(element);
    if (d.cssSheet === undefined || d.cssSheetText !== text) {
      d.cssSheet = createSheet(element, { __proto__: null, text, href: null, originClean: true }, false);
      d.cssSheetText = text;
    }
    return d.cssSheet;
  }
  // https://drafts.csswg.org/cssom/#dom-linkstyle-sheet: the element's associated CSS
  // style sheet, or null (an element not connected has none; a link or an
  // xml-stylesheet instruction in a document without a browsing context fetched nothing).
  function sheetOf(element) {
    const d = data(element);
    const realm = sheetRealm(lib.shadowIncludingRoot(element));
    if (realm === undefined || d.ns !== undefined) return null;
    // (An xml-stylesheet processing instruction's: xml_stylesheet.js.)
    if (d.type === 7) return d.cssSheet ?? null;
    if (d.name === "style") return realm.styleBlockSheet(element);
    if (d.name === "link" && relHas(d, "stylesheet")) return d.cssSheet ?? null;
    return null;
  }
  // https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet "process the
  // linked resource" 2–3, for a link of this realm's document: `processed` is null (no
  // sheet) or the response's { href, text, clean }.
  function linkSheetProcessed(element, processed) {
    const d = data(element);
    d.cssSheet = undefined;
    if (processed !== null && lib.browsingRealm(lib.shadowIncludingRoot(element)) === lib) {
      const init = { __proto__: null, text: processed.text, href: processed.href, originClean: processed.clean };
      d.cssSheet = createSheet(element, init, relHas(d, "alternate"));
    }
    // (Live StyleSheetLists see the change.)
    lib.domChanged();
  }
  // https://drafts.csswg.org/cssom/#remove-a-css-style-sheet, when the element leaves
  // its document (node_connection.js).
  function sheetOwnerRemoved(d) {
    d.cssSheet = undefined;
  }
  // https://drafts.csswg.org/cssom/#document-or-shadow-root-css-style-sheets: the sheets
  // of `root`'s elements (not those in its shadow trees), in tree order.
  function sheetsIn(root) {
    const list = [];
    if (sheetRealm(lib.shadowIncludingRoot(root)) === undefined) return list;
    const nodes = lib.inclusiveDescendants(root);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 7 && d.cssSheet !== undefined) list[list.length] = d.cssSheet;
      if (d.type !== 1 || d.ns !== undefined || (d.name !== "style" && d.name !== "link")) continue;
      const sheet = sheetOf(nodes[i]);
      if (sheet !== null) list[list.length] = sheet;
    }
    return list;
  }
  // https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets: an
  // observable array of constructed sheets whose constructor document is the root's node
  // document (set an indexed value: step 1–2, "NotAllowedError" otherwise).
  function adoptedOf(root) {
    const d = data(root);
    if (d.adoptedSheets !== undefined) return d.adoptedSheets;
    const document = d.type === 9 ? root : d.owner ?? lib.document;
    const check = (value) => {
      const owner = lib.constructorDocumentOf(value);
      if (owner === undefined) {
        throw new TypeError("Failed to set an indexed property on 'ObservableArray<CSSStyleSheet>': Failed to convert value to 'CSSStyleSheet'.");
      }
      if (owner !== document) {
        throw new lib.DOMException("Failed to set an indexed property on 'ObservableArray<CSSStyleSheet>': Sharing constructed stylesheets in multiple documents is not allowed", "NotAllowedError");
      }
    };
    const backing = [];
    const isIndex = (key) => lib.collections.arrayIndex(key) >= 0;
    d.adoptedCheck = check;
    d.adoptedBacking = backing;
    d.adoptedSheets = new lib.primordials.Proxy(backing, {
      __proto__: null,
      set(target, key, value, receiver) {
        if (isIndex(key)) {
          check(value);
          if (+key > target.length) return false;
        }
        return lib.primordials.ReflectSet(target, key, value, receiver);
      },
      defineProperty(target, key, descriptor) {
        if (isIndex(key)) {
          if (!("value" in descriptor)) return false;
          check(descriptor.value);
        }
        return lib.primordials.ReflectDefineProperty(target, key, descriptor);
      },
    });
    return d.adoptedSheets;
  }
  function setAdopted(root, value) {
    const proxy = adoptedOf(root), d = data(root);
    if (value === null || (typeof value !== "object" && typeof value !== "function")) {
      throw new TypeError("Failed to set the 'adoptedStyleSheets' property: The provided value cannot be converted to a sequence.");
    }
    const list = lib.primordials.ArrayFrom(value);
    for (let i = 0; i < list.length; i++) d.adoptedCheck(list[i]);
    const backing = d.adoptedBacking;
    backing.length = 0;
    for (let i = 0; i < list.length; i++) backing[i] = list[i];
    return proxy;
  }
  // DocumentOrShadowRoot's members (a shadow root's are shadow_root.js's, from these).
  const rootOf = (object) => {
    const d = data(object);
    if (d.type !== 9 && d.mode === undefined) throw new TypeError("Illegal invocation");
    return object;
  };
  const members = {
    // https://drafts.csswg.org/cssom/#dom-documentorshadowroot-stylesheets ([SameObject])
    get styleSheets() {
      const root = rootOf(this), d = data(root);
      return (d.styleSheetList ??= lib.styleSheetList(() => sheetsIn(root)));
    },
    get adoptedStyleSheets() { return adoptedOf(rootOf(this)); },
    set adoptedStyleSheets(value) { setAdopted(rootOf(this), value); },
  };
  lib.defineMembers(Document.prototype, members);
  lib.documentOrShadowRootStyleSheets = members;
  lib.styleBlockSheet = styleBlockSheet;
  lib.linkStyleSheet = sheetOf;
  lib.linkSheetProcessed = linkSheetProcessed;
  lib.instructionSheet = addSheet;
  lib.sheetOwnerRemoved = sheetOwnerRemoved;
});
