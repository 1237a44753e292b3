// DocumentType (`<!DOCTYPE html>`, `document.doctype`,
// `document.implementation.createDocumentType`) and ProcessingInstruction
// (`document.createProcessingInstruction`).
// https://dom.spec.whatwg.org/#interface-documenttype, https://dom.spec.whatwg.org/#interface-processinginstruction
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function documentType(lib) {
  "use strict";
  const { CharacterData, DOMException, Document, Node, childNodeMixin, data, illegal, info, makeNode } = lib;
  const { ObjectAssign, RegExpPrototypeExec, String, StringPrototypeIndexOf } = lib.primordials;
  if (info.scope !== "Window") return;
  // The interfaces, made on first use (`lib.lazily`: the first doctype or processing
  // instruction, or the first read of either name) — an empty frame's document has
  // neither.
  lib.lazily({ interfaces: ["DocumentType", "ProcessingInstruction"], shared: ["doctypeInterfaces"] }, () => {
    class DocumentType extends Node {
      constructor() { illegal(); super(); }
      get name() { return data(this).name; }
      get publicId() { return data(this).publicId; }
      get systemId() { return data(this).systemId; }
    }
    ObjectAssign(DocumentType.prototype, {
      before: childNodeMixin.before, after: childNodeMixin.after, replaceWith: childNodeMixin.replaceWith,
      remove: childNodeMixin.remove,
    });
    lib.unscopable(DocumentType.prototype, lib.CHILD_NODE);
    class ProcessingInstruction extends CharacterData {
      constructor() { illegal(); super(); }
      get target() { return data(this).target; }
      // https://drafts.csswg.org/cssom/#dom-linkstyle-sheet (xml_stylesheet.js)
      get sheet() { data(this); return lib.linkStyleSheet(this); }
    }
    const doctypeInterfaces = { __proto__: null, DocumentType, ProcessingInstruction };
    return { __proto__: null, DocumentType, ProcessingInstruction, doctypeInterfaces };
  });
  // https://www.w3.org/TR/xml/#NT-Name: a NameStartChar, then NameChars.
  const NAME = /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/u;
  // A doctype of `owner` (undefined: the realm's document).
  const makeDoctype = (name, publicId, systemId, owner) => {
    const fields = { __proto__: null, type: 10, name, publicId, systemId };
    if (owner !== undefined && owner !== lib.document) fields.owner = owner;
    return makeNode(lib.doctypeInterfaces.DocumentType, fields);
  };
  const makeInstruction = (target, text, owner) => {
    const fields = { __proto__: null, type: 7, target, text };
    if (owner !== undefined && owner !== lib.document) fields.owner = owner;
    return makeNode(lib.doctypeInterfaces.ProcessingInstruction, fields);
  };
  // https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction
  Document.prototype.createProcessingInstruction = function createProcessingInstruction(target, text) {
    lib.requireArguments(arguments, 2, "createProcessingInstruction", "Document");
    data(this);
    target = String(target);
    text = String(text);
    // 1. If target does not match the Name production, then throw.
    if (RegExpPrototypeExec(NAME, target) === null) {
      throw new DOMException(`The target provided ('${target}') is not a valid name.`, "InvalidCharacterError");
    }
    // 2. If data contains the string "?>", then throw.
    if (StringPrototypeIndexOf(text, "?>") >= 0) throw new DOMException(`The data provided ('${text}') contains '?>'.`, "InvalidCharacterError");
    return makeInstruction(target, text, this);
  };
  // https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype (DOMImplementation
  // is made on first use; it calls this).
  function createDocumentType(owner, qualifiedName, publicId, systemId) {
    qualifiedName = String(qualifiedName);
    // 1. If name is not a valid doctype name, then throw an "InvalidCharacterError".
    if (RegExpPrototypeExec(/[\t\n\f\r >\0]/, qualifiedName) !== null) {
      throw new DOMException(`The qualified name provided ('${qualifiedName}') is not a valid doctype name.`, "InvalidCharacterError");
    }
    return makeDoctype(qualifiedName, String(publicId), String(systemId), owner);
  }
  // The copy of a doctype or processing instruction (cloneNode).
  lib.cloneDoctypeOrInstruction = (node) => {
    const d = data(node);
    return d.type === 10 ? makeDoctype(d.name, d.publicId, d.systemId, d.owner) : makeInstruction(d.target, d.text, d.owner);
  };
  ObjectAssign(lib, { makeDoctype, makeInstruction, createDocumentType, isXMLName: (name) => RegExpPrototypeExec(NAME, name) !== null });
});
