// A parent page gives a same-origin frame's widget a scoped custom element registry: two
// classes with one tag name live side by side, the frame's global one in its document and
// the parent's scoped one in the widget's shadow trees (elements made there wait for the
// definition and are upgraded in tree order when it comes), createElement() and cloning
// keep the registry, adoption into the parent's document keeps a scoped registry and
// resolves a global one to the parent's, and a declarative shadow root with
// shadowrootcustomelementregistry stays registry-less until the parent initializes it.
// https://html.spec.whatwg.org/multipage/custom-elements.html#customelementregistry
// https://dom.spec.whatwg.org/#dom-element-attachshadow, #concept-node-adopt

function loadApp(t) {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/scoped-app.html";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  return load.then(() => iframe);
}

promise_test(async (t) => {
  const iframe = await loadApp(t);
  const w = iframe.contentWindow, d = iframe.contentDocument;
  // The parent makes the registry; the widget's class is the frame's.
  const registry = new CustomElementRegistry();
  assert_not_equals(registry, w.customElements);
  assert_equals(d.customElementRegistry, w.customElements);
  class WidgetButton extends w.HTMLElement {
    constructor() {
      super();
      w.log.push(`widget ${this.id}`);
    }
    connectedCallback() { w.log.push(`connected ${this.id}`); }
  }
  const pageButton = d.getElementById("page-button");
  assert_true(pageButton instanceof w.PageButton, "the frame's markup uses its global registry");
  assert_equals(pageButton.customElementRegistry, w.customElements);

  // The widget's shadow tree: its elements are of the scoped registry, which has no
  // x-button yet, so they wait (the global definition does not reach them).
  const host = d.createElement("div");
  const shadow = host.attachShadow({ mode: "open", customElementRegistry: registry });
  assert_equals(shadow.customElementRegistry, registry);
  assert_equals(host.customElementRegistry, w.customElements, "the host keeps the document's");
  shadow.innerHTML = `<x-button id="a"></x-button><span><x-button id="b"></x-button></span>`;
  d.body.append(host);
  t.add_cleanup(() => host.remove());
  const a = shadow.getElementById("a"), b = shadow.getElementById("b");
  assert_equals(a.customElementRegistry, registry);
  assert_equals(shadow.querySelector("span").customElementRegistry, registry);
  assert_false(a instanceof w.PageButton);
  assert_equals(Object.getPrototypeOf(a), w.HTMLElement.prototype);

  // Defining it in the scoped registry upgrades them, in tree order, in the frame's
  // document (where they became connected), and only them.
  w.log.length = 0;
  registry.define("x-button", WidgetButton);
  assert_array_equals(w.log, ["widget a", "connected a", "widget b", "connected b"]);
  assert_true(a instanceof WidgetButton);
  assert_true(b instanceof WidgetButton);
  assert_equals(registry.get("x-button"), WidgetButton);
  assert_equals(w.customElements.get("x-button"), w.PageButton);
  assert_equals(registry.getName(WidgetButton), "x-button");
  assert_equals(w.customElements.getName(WidgetButton), null);

  // createElement with the registry, and a clone of what it made, are the widget's.
  w.log.length = 0;
  const c = d.createElement("x-button", { customElementRegistry: registry });
  c.id = "c";
  const copy = c.cloneNode();
  assert_true(c instanceof WidgetButton);
  assert_true(copy instanceof WidgetButton);
  assert_equals(copy.customElementRegistry, registry);
  assert_array_equals(w.log, ["widget ", "widget c"]);
  // A global registry is for its own document only (the frame's method throws the frame's
  // exception).
  assert_throws_dom("NotSupportedError", w.DOMException, () => d.createElement("x-button", { customElementRegistry: customElements }));
  assert_throws_dom("NotSupportedError", w.DOMException, () => d.createElement("x-button", { is: "x-y", customElementRegistry: registry }));

  // Adopted into the parent's document: the scoped registry stays; an element of the
  // frame's global registry gets the parent's.
  const plain = d.createElement("x-button");
  assert_true(plain instanceof w.PageButton);
  document.body.append(c, plain);
  t.add_cleanup(() => { c.remove(); plain.remove(); });
  assert_equals(c.customElementRegistry, registry);
  assert_equals(plain.customElementRegistry, customElements);
}, "a scoped registry from the parent serves a widget's shadow tree in the frame");

promise_test(async (t) => {
  const iframe = await loadApp(t);
  const w = iframe.contentWindow, d = iframe.contentDocument;
  const declarative = d.getElementById("declarative").shadowRoot;
  const inside = declarative.getElementById("inside");
  // shadowrootcustomelementregistry: the null registry, the global definition unused.
  assert_equals(declarative.customElementRegistry, null);
  assert_equals(inside.customElementRegistry, null);
  assert_false(inside instanceof w.PageButton);
  assert_equals(d.getElementById("declarative").getHTML({ serializableShadowRoots: true }),
    `<template shadowrootmode="open" shadowrootserializable="" shadowrootcustomelementregistry=""><x-button id="inside">later</x-button></template>`);
  // The parent initializes it with a registry of its own realm's making that knows
  // x-button: initialize() sets the registry of the root and its registry-less
  // elements, and upgrades them.
  const registry = new CustomElementRegistry();
  class Later extends w.HTMLElement {}
  registry.define("x-button", Later);
  registry.initialize(declarative);
  assert_equals(declarative.customElementRegistry, registry);
  assert_equals(inside.customElementRegistry, registry);
  assert_true(inside instanceof Later);
  // Once set, a registry does not change.
  registry.initialize(declarative);
  new CustomElementRegistry().initialize(declarative);
  assert_equals(declarative.customElementRegistry, registry);
  // The frame's own global registry cannot initialize the parent's nodes.
  assert_throws_dom("NotSupportedError", w.DOMException, () => w.customElements.initialize(document.createElement("div")));
}, "a declarative shadow root with shadowrootcustomelementregistry waits for the parent's registry");
