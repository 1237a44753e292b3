// ARIAMixin on Element and on ElementInternals: strings reflecting role and aria-*, and the
// element references reflecting aria-activedescendant, aria-labelledby, ….
// https://w3c.github.io/aria/#ARIAMixin
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
"use strict";

test(() => {
  const div = document.createElement("div");
  assert_equals(div.role, null);
  assert_equals(div.ariaLabel, null);
  div.role = "button";
  div.ariaLabel = "Close";
  div.ariaColIndexText = 3;
  assert_equals(div.getAttribute("role"), "button");
  assert_equals(div.getAttribute("aria-label"), "Close");
  assert_equals(div.getAttribute("aria-colindextext"), "3");
  div.setAttribute("aria-checked", "mixed");
  assert_equals(div.ariaChecked, "mixed");
  div.ariaLabel = null;
  assert_false(div.hasAttribute("aria-label"));
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, "ariaLabel");
  assert_equals(descriptor.get.name, "get ariaLabel");
  assert_true(descriptor.enumerable);
}, "string ARIA attributes reflect their content attributes");

test(() => {
  const host = document.createElement("div");
  const a = document.createElement("span");
  const b = document.createElement("span");
  a.id = "label-a";
  b.id = "label-b";
  document.body.append(host, a, b);
  host.setAttribute("aria-labelledby", "label-b missing label-a");
  const byId = host.ariaLabelledByElements;
  assert_array_equals(byId, [b, a], "IDs that name elements, in order");
  assert_true(Object.isFrozen(byId));
  assert_equals(host.ariaLabelledByElements, byId, "the same array while the elements are the same");
  host.ariaLabelledByElements = [a];
  assert_equals(host.getAttribute("aria-labelledby"), "");
  assert_array_equals(host.ariaLabelledByElements, [a]);
  host.ariaActiveDescendantElement = b;
  assert_equals(host.ariaActiveDescendantElement, b);
  assert_throws_js(TypeError, () => { host.ariaControlsElements = [a, 5]; });
  host.ariaLabelledByElements = null;
  assert_equals(host.ariaLabelledByElements, null);
  assert_false(host.hasAttribute("aria-labelledby"));
  host.remove(); a.remove(); b.remove();
}, "element references: by ID, or the elements set");

test(() => {
  const host = document.createElement("div");
  document.body.append(host);
  const root = host.attachShadow({ mode: "open" });
  const inner = document.createElement("span");
  root.append(inner);
  const outer = document.createElement("span");
  document.body.append(outer);
  inner.ariaActiveDescendantElement = outer;
  assert_equals(inner.ariaActiveDescendantElement, outer, "an element of a tree around it");
  outer.ariaActiveDescendantElement = inner;
  assert_equals(outer.ariaActiveDescendantElement, null, "not an element of a shadow tree inside");
  host.remove(); outer.remove();
}, "an explicitly set element must be in scope");

test(() => {
  class WithInternals extends HTMLElement {
    constructor() { super(); this.internals = this.attachInternals(); }
  }
  customElements.define("aria-internals-test", WithInternals);
  const element = new WithInternals();
  const target = document.createElement("div");
  document.body.append(element, target);
  assert_equals(element.internals.role, null);
  element.internals.role = "checkbox";
  element.internals.ariaChecked = true;
  assert_equals(element.internals.ariaChecked, "true");
  assert_false(element.hasAttribute("role"), "the internals' own map, not the element's attributes");
  element.internals.ariaLabelledByElements = [target];
  assert_array_equals(element.internals.ariaLabelledByElements, [target]);
  assert_equals(element.ariaLabelledByElements, null);
  element.remove(); target.remove();
}, "ElementInternals' ARIA attributes are its own");
