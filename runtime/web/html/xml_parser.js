// The XML parser's side in the realm: a page whose MIME type is an XML MIME type
// (application/xhtml+xml, image/svg+xml, text/xml, application/xml, *+xml) is an XML
// document, built from the runtime's XML parser events (runtime/loader/xml.rs) as they come:
// namespaced elements, attributes with their namespaces, text, CDATA sections, comments,
// processing instructions and the doctype; a template's children go into its template
// contents; a script element is prepared when its end tag is parsed (the runtime then runs
// it); where the text stops being well-formed, the error is reported in the document as
// Chrome reports it.
// https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function xmlParser(lib) {
  "use strict";
  const { Text, data, info, insertNode, makeElement, makeNode } = lib;
  // (The realm's document: a new one when its Window is reused.)
  let document = lib.document;
  lib.onDocument(() => { document = lib.document; });
  const { SafeMap, StringPrototypeIndexOf, StringPrototypeSlice } = lib.primordials;
  if (info.scope !== "Window") return;
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const SVG_NS = "http://www.w3.org/2000/svg";
  const MATHML_NS = "http://www.w3.org/1998/Math/MathML";
  // The open elements (the document first) and where each one's children go (a template's
  // contents for a template).
  const parser = { __proto__: null, elements: [], targets: [], line: undefined, inertScript: false };
  // https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-xml: "create and
  // initialize a Document object" with type "xml" and the response's content type; the
  // XML parser builds it from nothing (the boot's html element goes).
  lib.onEachDocument(() => {
    if (info.xmlDocument !== true) return;
    data(document).contentType = info.navigation.contentType;
    data(document).xml = true;
    const children = lib.primordials.copyArray(data(document).children);
    for (let i = 0; i < children.length; i++) lib.removeNode(document, children[i]);
    parser.elements = [document];
    parser.targets = [document];
  });
  const current = () => parser.targets[parser.targets.length - 1];
  // A qualified name's prefix (null) and local name.
  const split = (qualifiedName) => {
    const colon = StringPrototypeIndexOf(qualifiedName, ":");
    return colon < 0 ? [null, qualifiedName] : [StringPrototypeSlice(qualifiedName, 0, colon), StringPrototypeSlice(qualifiedName, colon + 1)];
  };
  // An element of a start tag: its namespace and prefix, its attributes (those with a
  // namespace keep it, as setAttributeNS's do).
  function createElement(qualifiedName, attrs, ns) {
    const namespace = ns === undefined || ns === "" ? null : ns;
    const parts = split(qualifiedName), prefix = parts[0], local = parts[1];
    const pairs = [];
    let namespaced;
    for (let i = 0; i < attrs.length; i++) {
      const name = attrs[i][0];
      pairs[i] = [name, attrs[i][1]];
      if (attrs[i][2] === "") continue;
      const attribute = split(name);
      (namespaced ??= new SafeMap()).set(name, [attrs[i][2], attribute[0], attribute[1]]);
    }
    // (An HTML element's name is its local name, as what HTML does by name needs.)
    const element = makeElement(namespace === HTML_NS ? local : qualifiedName, pairs, namespace, undefined, local);
    const d = data(element);
    if (prefix !== null) { d.prefix = prefix; d.local = local; }
    if (namespaced !== undefined) d.attrNS = namespaced;
    // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-content-attributes
    // (global_event_handlers.js; located at the tag's line).
    if (namespace === HTML_NS || namespace === SVG_NS || namespace === MATHML_NS) {
      for (let i = 0; i < attrs.length; i++) {
        const key = attrs[i][0];
        if (attrs[i][2] === "" && key.length > 2 && key[0] === "o" && key[1] === "n") lib.contentHandlerChanged?.(element, key, attrs[i][1], parser.line);
      }
    }
    // A script element the XML parser creates has its parser document set: it is not
    // prepared while its children come, but when its end tag is parsed ("script").
    if (local === "script" && (namespace === HTML_NS || namespace === SVG_NS)) lib.scriptCreatedByParser(element);
    return element;
  }
  // The text of a Text node ends where a node of another kind comes (CDATA sections are
  // nodes of their own).
  function insertText(text) {
    const target = current();
    const children = data(target).children;
    const previous = children[children.length - 1];
    if (previous !== undefined && data(previous).type === 3) data(previous).text += text;
    else insertNode(target, makeNode(Text, { __proto__: null, type: 3, text }), null);
  }
  const isTemplate = (element) => data(element).name === "template" && data(element).ns === undefined;
  function inTemplate() {
    for (let i = parser.elements.length - 1; i > 0; i--) if (isTemplate(parser.elements[i])) return true;
    return false;
  }
  // `event`: [kind, name, attrs, extra, line] from the runtime's XML parser (extra: a
  // start tag's namespace, a processing instruction's data).
  function parseEvent(event) {
    const kind = event[0], name = event[1];
    parser.line = event[4];
    switch (kind) {
    case "element": {
      const element = createElement(name, event[2], event[3]);
      insertNode(current(), element, null);
      parser.elements[parser.elements.length] = element;
      parser.targets[parser.targets.length] = isTemplate(element) ? lib.templateContents(element) : element;
      return;
    }
    case "script": {
      // The end tag of a script element: prepared now (the runtime runs it next).
      const element = parser.elements[parser.elements.length - 1];
      pop();
      parser.inertScript = inTemplate();
      if (element !== document) lib.scriptParsed(element, data(element).ns !== undefined, parser.inertScript);
      return;
    }
    case "end": pop(); return;
    case "text": insertText(name); return;
    case "cdata": insertNode(current(), makeNode(lib.CDATASection, { __proto__: null, type: 4, text: name }), null); return;
    case "comment": insertNode(current(), makeNode(lib.Comment, { __proto__: null, type: 8, text: name }), null); return;
    case "pi": insertNode(current(), lib.makeInstruction(name, event[3]), null); return;
    case "doctype": insertNode(document, lib.makeDoctype(name, event[2][0][1], event[2][1][1]), null); return;
    case "parsererror": parserError(name); return;
    default:
    }
  }
  function pop() {
    if (parser.elements.length <= 1) return;
    parser.elements.length--;
    parser.targets.length--;
  }
  // Where an XML document stops being well-formed, Chrome's XML parser (Blink's
  // XMLErrors::InsertErrorMessageBlock) stops and puts its report at the start of the
  // document element — of a new html and body around the document when there is no
  // document element, or when it is an SVG one — and the document is what it parsed so
  // far. (HTML leaves the report to the user agent; Firefox replaces the document.)
  function parserError(message) {
    const html = (name, attrs) => makeElement(name, attrs, HTML_NS);
    let root = null;
    const children = data(document).children;
    for (let i = 0; i < children.length && root === null; i++) if (data(children[i]).type === 1) root = children[i];
    if (root === null || data(root).ns === SVG_NS) {
      const htmlElement = html("html", []), body = html("body", []);
      insertNode(htmlElement, body, null);
      if (root !== null) {
        lib.removeNode(document, root);
        insertNode(body, root, null);
      }
      insertNode(document, htmlElement, null);
      root = body;
    }
    const report = html("parsererror", [["style", "display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; margin: 1em; background-color: #fdd; color: black"]]);
    const heading = (text) => {
      const h3 = html("h3", []);
      insertNode(h3, makeNode(Text, { __proto__: null, type: 3, text }), null);
      return h3;
    };
    insertNode(report, heading("This page contains the following errors:"), null);
    const messages = html("div", [["style", "font-family:monospace;font-size:12px"]]);
    insertNode(messages, makeNode(Text, { __proto__: null, type: 3, text: message }), null);
    insertNode(report, messages, null);
    insertNode(report, heading("Below is a rendering of the page up to the first error."), null);
    insertNode(root, report, data(root).children[0] ?? null);
    parser.elements = [document];
    parser.targets = [document];
  }
  // The parser's events for an XML document (parsing.js's `parse` hook hands them here).
  // Returns whether the last script element is in inert template contents.
  lib.parseXMLEvents = (events) => {
    parser.inertScript = false;
    for (let i = 0; i < events.length; i++) parseEvent(events[i]);
    return parser.inertScript;
  };
});
