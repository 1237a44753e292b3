// The Document: its interface, the realm's one document, its readiness and load timing info.
// https://dom.spec.whatwg.org/#interface-document
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function documentModule(lib, hooks) {
  "use strict";
  const {
    Comment, DOMException, Event, NOT_ASCII_WHITESPACE, Node, Text, childNodeMixin, data,
    defineEventHandler, dispatch, elementChildren, elementsByTagName, exposeAll,
    getElementsByClassName, global, inclusiveDescendants, info, insertNode, location,
    lowercase, makeElement, makeNode, querySelectorAll, setTextContent, textContent, tokens,
    trust,
  } = lib;
  const {
    ArrayPrototypeFind, ArrayPrototypeJoin, ObjectAssign, ObjectFreeze, RegExpPrototypeExec,
    String,
  } = lib.primordials;
  // https://dom.spec.whatwg.org/#interface-document
  const documentElement = (node) => ArrayPrototypeFind(data(node).children, (c) => data(c).type === 1) ?? null;
  const childElementNamed = (node, test) => {
    const element = documentElement(node);
    return element === null ? null : ArrayPrototypeFind(elementChildren(element), (c) => test(data(c).name)) ?? null;
  };
  class Document extends Node {
    createElement(name) {
      name = lowercase(name);
      if (RegExpPrototypeExec(/^[a-z][^\s\0\t\n\f\r/>]*$/, name) === null) throw new DOMException(`The tag name provided ('${name}') is not a valid name.`, "InvalidCharacterError");
      return makeElement(name, []);
    }
    createTextNode(text) { return makeNode(Text, { __proto__: null, type: 3, text: String(text) }); }
    createComment(text) { return makeNode(Comment, { __proto__: null, type: 8, text: String(text) }); }
    getElementById(id) {
      id = String(id);
      const nodes = inclusiveDescendants(this);
      for (let i = 0; i < nodes.length; i++) if (data(nodes[i]).type === 1 && data(nodes[i]).attrs.get("id") === id) return nodes[i];
      return null;
    }
    getElementsByTagName(name) { return elementsByTagName(this, name); }
    getElementsByClassName(names) { return getElementsByClassName(this, names); }
    querySelector(selectors) { return querySelectorAll(this, selectors)[0] ?? null; }
    querySelectorAll(selectors) { return ObjectFreeze(querySelectorAll(this, selectors)); }
    get documentElement() { return documentElement(this); }
    get head() { return childElementNamed(this, (name) => name === "head"); }
    get body() { return childElementNamed(this, (name) => name === "body" || name === "frameset"); }
    get title() {
      const title = elementsByTagName(this, "title")[0];
      return title ? ArrayPrototypeJoin(tokens(textContent(title), NOT_ASCII_WHITESPACE), " ") : "";
    }
    set title(value) {
      let title = elementsByTagName(this, "title")[0];
      if (!title) {
        title = makeElement("title", []);
        const head = childElementNamed(this, (name) => name === "head");
        if (head) insertNode(head, title, null);
      }
      setTextContent(title, value);
    }
    get URL() { return info.location.href; }
    get documentURI() { return info.location.href; }
    get readyState() { return readiness; }
    get location() { return location; }
    get defaultView() { return global; }
    get compatMode() { return "CSS1Compat"; }
    get characterSet() { return "UTF-8"; }
    get contentType() { return "text/html"; }
  }
  ObjectAssign(Document.prototype, { append: childNodeMixin.append, prepend: childNodeMixin.prepend });
  const document = makeNode(Document, { __proto__: null, type: 9 });
  defineEventHandler(Document.prototype, "readystatechange");
  // https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
  let readiness = "loading";
  const setReadiness = (value) => { readiness = value; dispatch(document, trust(new Event("readystatechange"))); };
  // https://html.spec.whatwg.org/multipage/dom.html#load-timing-info: the document's load
  // timing info, as moments on the shared clock (0: not yet). Navigation Timing reads it.
  const loadTiming = {
    __proto__: null,
    domInteractive: 0, domContentLoadedEventStart: 0, domContentLoadedEventEnd: 0, domComplete: 0, loadEventStart: 0, loadEventEnd: 0,
  };
  const readyState = () => readiness;
  if (info.scope === "Window") exposeAll({ Document });
  ObjectAssign(lib, { Document, document, setReadiness, readyState, loadTiming });
});
