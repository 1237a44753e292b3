// What happens when nodes become connected to a browsing context's document, or stop
// being: frames start loading (and go away), script elements are prepared, autofocus
// candidates are noted. nodes.js's insert and remove steps call them on the realm of the
// document (`lib.connected`, `lib.disconnected`).
// https://html.spec.whatwg.org/multipage/infrastructure.html#html-element-post-connection-steps,
// https://html.spec.whatwg.org/multipage/infrastructure.html#html-element-removing-steps
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function nodeConnection(lib) {
  "use strict";
  const { FRAMES, data, natives, shadowIncludingTree } = lib;
  // Frames start loading when they become connected, and go away when disconnected.
  function connected(node) {
    const nodes = shadowIncludingTree(node);
    // (A document element inserted: the xml-stylesheet instructions after it are no longer
    // in the prolog, xml_stylesheet.js.)
    documentElementChanged(node, data(node).parent);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && d.name in FRAMES) frameConnected(nodes[i]);
      // https://html.spec.whatwg.org/multipage/scripting.html#script-processing-model: a
      // script element that becomes connected is prepared (scripting.js).
      else if (d.type === 1 && d.name === "script") lib.scriptConnected(nodes[i]);
      // https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet: a stylesheet
      // link that becomes connected fetches its style sheet (link_stylesheets.js).
      else if (d.type === 1 && d.name === "link") lib.linkConnected(nodes[i]);
      // https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block: a
      // style element that becomes connected processes its style block (style_resources.js).
      else if (d.type === 1 && d.name === "style") lib.styleConnected(nodes[i]);
      // https://html.spec.whatwg.org/multipage/semantics.html#meta-referrer (meta_referrer.js)
      else if (d.type === 1 && d.name === "meta") lib.metaConnected?.(nodes[i]);
      // https://html.spec.whatwg.org/multipage/embedded-content.html#the-source-element: a
      // source inserted into a media element may start its resource selection
      // (media_elements.js).
      else if (d.type === 1 && d.name === "source" && d.ns === undefined) lib.mediaSourceInserted(nodes[i]);
      // (A track inserted into a media element may load its text track: media_elements.js.)
      else if (d.type === 1 && d.name === "track") lib.trackInserted(nodes[i]);
      // https://drafts.csswg.org/cssom/#requirements-on-user-agents-implementing-the-xml-stylesheet-processing-instruction:
      // a processing instruction that becomes part of the prolog (xml_stylesheet.js).
      else if (d.type === 7) lib.instructionConnected(nodes[i]);
      // https://html.spec.whatwg.org/multipage/interaction.html#the-autofocus-attribute: an
      // element with autofocus inserted into a document is an autofocus candidate
      // (autofocus.js).
      if (d.type === 1 && d.attrs.has("autofocus")) lib.autofocusInserted(nodes[i]);
    }
  }
  function disconnected(node, parent) {
    documentElementChanged(node, parent);
    const nodes = shadowIncludingTree(node);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      if (d.type === 1 && d.name in FRAMES && d.window !== undefined) {
        d.window = undefined;
        natives.frameRemoved(nodes[i]);
      }
      // https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block: a
      // style (or stylesheet link) element that leaves the document loses its CSS style
      // sheet (style_sheet_collections.js).
      else if (d.type === 1 && d.ns === undefined && (d.name === "style" || d.name === "link")) lib.sheetOwnerRemoved(d);
      else if (d.type === 7) lib.instructionDisconnected(d);
    }
  }
  const documentElementChanged = (node, parent) => {
    if (data(node).type === 1 && parent !== null && parent !== undefined && data(parent).type === 9) lib.documentElementChanged?.(parent);
  };
  const IMAGE_TYPE = /^[\t\n\f\r ]*image\/(?!svg\+xml[\t\n\f\r ;]|svg\+xml$)/i;
  const embedsDocument = (type) => lib.primordials.RegExpPrototypeExec(IMAGE_TYPE, type) === null;
  function frameConnected(element) {
    const d = data(element);
    const src = d.attrs.get(FRAMES[d.name]);
    // (An object without data, an embed without src: no nested document. Nor an embed
    // whose type attribute is an image's (not SVG's), which Chrome shows without a nested
    // navigable; any other type is shown as a document, there being no plugins.)
    if ((d.name === "object" || d.name === "embed") && src === undefined) return;
    if (d.name === "embed" && d.attrs.has("type") && !embedsDocument(d.attrs.get("type"))) return;
    d.window = null;
    natives.frameInserted(element, d.name, d.attrs.get("id") ?? "", src, d.attrs.get("srcdoc"), d.attrs.get("name"), d.attrs.get("sandbox"), undefined, undefined, d.attrs.get("allow"), d.attrs.has("allowfullscreen"), d.attrs.get("referrerpolicy"));
  }
  lib.connected = connected;
  lib.disconnected = disconnected;
  lib.frameConnected = frameConnected;
});
