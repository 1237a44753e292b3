// DOMImplementation (`document.implementation`): documents of their own, which are never
// connected to the browsing context (their scripts never run, their frames never load).
// https://dom.spec.whatwg.org/#interface-domimplementation
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`).
(function domImplementation(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["DOMImplementation"], shared: ["implementationOf"] }, () => {
    const { data, illegal, insertNode, makeDocument, makeElement, makeNode, Text } = lib;
    const { ObjectAssign, SafeWeakMap, String, TypeError } = lib.primordials;
    const documents = lib.internalSlots("dom_implementation.documents");
    const documentOf = (implementation) => lib.fieldsOf(documents, implementation);
    class DOMImplementation {
      constructor() { illegal(); }
      // https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
      createHTMLDocument(title = undefined) {
        documentOf(this);
        // 1–2. A new HTML document. 3–4. Append a new doctype, with "html" as its name.
        const doc = makeDocument();
        insertNode(doc, lib.makeDoctype("html", "", "", doc), null);
        // 5–6. An html element with a head, and a title with the text when given.
        const html = makeElement("html", [], undefined, doc);
        insertNode(doc, html, null);
        const head = makeElement("head", [], undefined, doc);
        insertNode(html, head, null);
        if (title !== undefined) {
          const element = makeElement("title", [], undefined, doc);
          insertNode(element, makeNode(Text, { __proto__: null, type: 3, text: String(title), owner: doc }), null);
          insertNode(head, element, null);
        }
        // 7. A body element.
        insertNode(html, makeElement("body", [], undefined, doc), null);
        return doc;
      }
      // https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
      createDocumentType(qualifiedName, publicId, systemId) {
        if (arguments.length < 3) throw new TypeError(`Failed to execute 'createDocumentType' on 'DOMImplementation': 3 arguments required, but only ${arguments.length} present.`);
        return lib.createDocumentType(documentOf(this), qualifiedName, publicId, systemId);
      }
      // https://dom.spec.whatwg.org/#dom-domimplementation-createdocument (an XML
      // document: here a document with that doctype and element)
      createDocument(namespace, qualifiedName, doctype = null) {
        documentOf(this);
        lib.requireArguments(arguments, 2, "createDocument", "DOMImplementation");
        // 1. Let document be a new XMLDocument; 7. its content type by namespace.
        const doc = makeDocument();
        lib.primordials.ObjectSetPrototypeOf(doc, lib.XMLDocument.prototype);
        data(doc).xml = true;
        data(doc).contentType = namespace === "http://www.w3.org/1999/xhtml" ? "application/xhtml+xml"
          : namespace === "http://www.w3.org/2000/svg" ? "image/svg+xml" : "application/xml";
        // 2–3. If qualifiedName is not the empty string, the internal createElementNS
        //    steps given document, namespace (a DOMString?: undefined is null) and
        //    qualifiedName: validate and extract (namespaces.js), then the element, its
        //    prefix kept.
        let element = null;
        qualifiedName = qualifiedName === null ? "" : String(qualifiedName);
        if (qualifiedName !== "") {
          const extracted = lib.validateAndExtract(namespace === undefined ? null : namespace, qualifiedName, "element");
          element = makeElement(extracted[3], [], extracted[0], doc, extracted[2]);
          if (extracted[1] !== null) ObjectAssign(data(element), { __proto__: null, prefix: extracted[1], local: extracted[2] });
        }
        // 4–5. If doctype is non-null, append doctype; then the element, if any.
        if (doctype !== null && doctype !== undefined) insertNode(doc, doctype, null);
        if (element !== null) insertNode(doc, element, null);
        return doc;
      }
      hasFeature() { documentOf(this); return true; }
    }
    const implementations = lib.internalSlots("dom_implementation.implementations");
    const implementationOf = (document) => {
      data(document);
      let implementation = implementations.get(document);
      if (implementation === undefined) {
        implementation = { __proto__: DOMImplementation.prototype };
        documents.set(implementation, document);
        implementations.set(document, implementation);
      }
      return implementation;
    };
    return { __proto__: null, DOMImplementation, implementationOf };
  });
});
