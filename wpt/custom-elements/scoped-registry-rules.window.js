// Which custom element registry a node has, by the DOM and HTML Standards as they are since
// their 2025 changes (and as Chrome 146 ships them): insertion keeps an element's registry
// and adoption resolves a null or global one, attachShadow() defaults to its document's
// registry and takes null for the null registry, initialize() upgrades, upgrade() upgrades
// only its own registry's elements, importNode() takes its options form, and a serialized
// shadow root says shadowrootcustomelementregistry when its registry is not its document's.
// https://dom.spec.whatwg.org/#concept-node-insert, #concept-node-adopt,
// #dom-element-attachshadow, #dom-document-importnode
// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-initialize

let count = 0;
const nextName = () => `x-rule-${++count}`;

test(() => {
  const name = nextName();
  const registry = new CustomElementRegistry();
  const host = document.body.appendChild(document.createElement("div"));
  const shadow = host.attachShadow({ mode: "open", customElementRegistry: registry });
  const global = shadow.appendChild(document.createElement(name));
  const none = shadow.appendChild(document.createElement(name, { customElementRegistry: null }));
  assert_equals(global.customElementRegistry, customElements, "inserted into a scoped tree, it keeps the global registry");
  assert_equals(none.customElementRegistry, null, "and a null registry stays null");
  class Global extends HTMLElement {}
  customElements.define(name, Global);
  assert_true(global instanceof Global, "the global definition upgrades it where it is");
  assert_false(none instanceof Global);
  host.remove();
}, "inserting an element keeps its registry");

test(() => {
  const frame = document.body.appendChild(document.createElement("iframe"));
  const d = frame.contentDocument;
  const none = document.createElement("div", { customElementRegistry: null });
  const child = none.appendChild(document.createElement("span", { customElementRegistry: null }));
  d.body.append(none);
  assert_equals(none.customElementRegistry, frame.contentWindow.customElements, "no parent: its new document's");
  assert_equals(child.customElementRegistry, frame.contentWindow.customElements, "its parent's global one");
  const scoped = new CustomElementRegistry();
  const kept = document.createElement("div", { customElementRegistry: scoped });
  const nested = kept.appendChild(document.createElement("span", { customElementRegistry: null }));
  d.body.append(kept);
  assert_equals(kept.customElementRegistry, scoped, "a scoped registry stays");
  assert_equals(nested.customElementRegistry, null, "a scoped parent's is no global one");
  document.implementation.createHTMLDocument().body.append(none);
  assert_equals(none.customElementRegistry, null, "a document without a browsing context has none");
  frame.remove();
}, "adoption resolves a null or global registry");

test(() => {
  const scoped = new CustomElementRegistry();
  const host = document.createElement("div", { customElementRegistry: scoped });
  assert_equals(host.attachShadow({ mode: "open" }).customElementRegistry, customElements, "the document's, not the host's");
  const other = document.createElement("div");
  assert_equals(other.attachShadow({ mode: "open", customElementRegistry: null }).customElementRegistry, null);
  const foreign = document.implementation.createHTMLDocument().createElement("div");
  assert_throws_dom("NotSupportedError", () => foreign.attachShadow({ mode: "open", customElementRegistry: customElements }));
  assert_throws_js(TypeError, () => document.createElement("div").attachShadow({ mode: "open", customElementRegistry: {} }));
}, "attachShadow() and its customElementRegistry");

test(() => {
  const name = nextName();
  const registry = new CustomElementRegistry();
  class Scoped extends HTMLElement {}
  registry.define(name, Scoped);
  const doc = document.implementation.createHTMLDocument();
  const element = doc.createElement(name);
  const globalOne = document.createElement(name);
  element.append(globalOne);
  assert_equals(element.customElementRegistry, null);
  assert_equals(globalOne.customElementRegistry, null, "adopted into doc, its registry is doc's (none)");
  registry.upgrade(element);
  assert_false(element instanceof Scoped, "upgrade() leaves what is not of its registry");
  registry.initialize(element);
  assert_equals(element.customElementRegistry, registry);
  assert_equals(globalOne.customElementRegistry, registry);
  assert_true(element instanceof Scoped, "initialize() upgrades what it gives its registry");
  assert_true(globalOne instanceof Scoped);
  assert_throws_js(TypeError, () => new Scoped(), "a class only a scoped registry defines constructs nothing");
  assert_throws_dom("NotSupportedError", () => registry.define(nextName(), class extends HTMLParagraphElement {}, { extends: "p" }));
}, "initialize(), upgrade(), and the constructor of a scoped definition");

test(() => {
  const registry = new CustomElementRegistry();
  const root = document.createElement("div");
  root.append(document.createElement("span"));
  assert_equals(document.importNode(root).childNodes.length, 0);
  assert_equals(document.importNode(root, true).childNodes.length, 1);
  assert_equals(document.importNode(root, {}).childNodes.length, 1);
  assert_equals(document.importNode(root, { selfOnly: true }).childNodes.length, 0);
  assert_throws_js(TypeError, () => document.importNode(root, { customElementRegistry: null }));
  const foreign = document.implementation.createHTMLDocument().createElement("p");
  assert_equals(document.importNode(foreign, { customElementRegistry: registry }).customElementRegistry, registry,
    "the registry for an element that has none");
  assert_equals(document.importNode(root, { customElementRegistry: registry }).customElementRegistry, customElements,
    "an element's own global registry wins");
}, "importNode() and its options");

test(() => {
  const host = document.createElement("div");
  host.attachShadow({ mode: "open", serializable: true, customElementRegistry: null });
  assert_equals(host.getHTML({ serializableShadowRoots: true }),
    `<template shadowrootmode="open" shadowrootserializable="" shadowrootcustomelementregistry=""></template>`);
  const plain = document.createElement("div");
  plain.attachShadow({ mode: "open", serializable: true });
  assert_equals(plain.getHTML({ serializableShadowRoots: true }), `<template shadowrootmode="open" shadowrootserializable=""></template>`);
  const inert = document.implementation.createHTMLDocument().createElement("div");
  inert.setHTMLUnsafe(`<p><template shadowrootmode=open shadowrootserializable shadowrootcustomelementregistry></template></p>`);
  assert_equals(inert.getHTML({ serializableShadowRoots: true }),
    `<p><template shadowrootmode="open" shadowrootserializable=""></template></p>`, "null, as its document's");
}, "a serialized shadow root says shadowrootcustomelementregistry when its registry is not its document's");

test(() => {
  for (const name of ["a-\u3000", "emotion-\u{1F60D}", "math-\u03B1", "a-b.c_d"]) {
    assert_equals(customElements.get(name), undefined);
    new CustomElementRegistry().define(name, class extends HTMLElement {});
  }
  for (const name of ["a-B", "a-b c", "a-b/", "a-b>", "-a", "ab", "font-face"]) {
    assert_throws_dom("SyntaxError", () => new CustomElementRegistry().define(name, class extends HTMLElement {}), name);
  }
}, "valid custom element names");
