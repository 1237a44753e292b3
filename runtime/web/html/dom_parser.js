// DOMParser: a document from markup (text/html, with html5ever's tree builder and
// scripting disabled; fragment_parsing.rs). XML is not parsed (a NotSupportedError).
// XMLSerializer: markup from a node (HTML's fragment serialization, as for HTML
// documents' nodes).
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`).
(function domParser(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["DOMParser", "XMLSerializer"] }, () => {
    const { DOMException, buildParsed, insertNode, makeDocument, natives } = lib;
    const { String, TypeError } = lib.primordials;
    const TYPES = { __proto__: null, "text/html": true, "text/xml": false, "application/xml": false, "application/xhtml+xml": false, "image/svg+xml": false };
    class DOMParser {
      // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
      parseFromString(string, type) {
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'parseFromString' on 'DOMParser': 2 arguments required, but only ${arguments.length} present.`);
        type = String(type);
        const html = TYPES[type];
        if (html === undefined) throw new TypeError(`Failed to execute 'parseFromString' on 'DOMParser': The provided value '${type}' is not a valid enum value of type DOMParserSupportedType.`);
        if (!html) throw new DOMException(`framescope parses no XML (${type}).`, "NotSupportedError");
        // 3. Let document be a new Document, whose content type is type (scripting is
        //    disabled for it). 4–5. Parse compliantString into it.
        const doc = makeDocument();
        // (Its URL is the associated document's.)
        lib.data(doc).url = lib.info.location.href;
        const nodes = natives.parseDocument(String(string));
        for (let i = 0; i < nodes.length; i++) insertNode(doc, buildParsed(nodes[i], doc), null);
        return doc;
      }
    }
    // https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface (serialized as HTML:
    // framescope's nodes all belong to HTML documents)
    class XMLSerializer {
      serializeToString(root) {
        const { Node, data, is, serializeChildren, serializeElement } = lib;
        if (!is(root, Node)) throw new TypeError("Failed to execute 'serializeToString' on 'XMLSerializer': parameter 1 is not of type 'Node'.");
        const d = data(root);
        if (d.type === 1) return serializeElement(root);
        if (d.type === 3) return lib.escapeText(d.text);
        if (d.type === 8) return "<!--" + d.text + "-->";
        return serializeChildren(root);
      }
    }
    return { __proto__: null, DOMParser, XMLSerializer };
  });
});
