// SVG's SVGAnimatedString and the SVGURIReference mixin's `href`, which an SVG script
// element has (SVGScriptElement: html_element_interfaces.js). framescope animates nothing,
// so `animVal` is `baseVal`.
// https://svgwg.org/svg2-draft/types.html#InterfaceSVGAnimatedString
// https://svgwg.org/svg2-draft/types.html#InterfaceSVGURIReference
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). Made with its interface or the first SVG script element's interface
// (`lib.svgURIReference`).
(function svgAnimatedString(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["SVGAnimatedString"], shared: ["svgURIReference"] }, () => {
    const { data, findAttributeNS, illegal, setAttribute, setAttributeNS } = lib;
    const { ObjectDefineProperty, String, SymbolToStringTag } = lib.primordials;
    const XLINK_NS = "http://www.w3.org/1999/xlink";
    // Each SVGAnimatedString's element (it reflects the element's href).
    const elements = lib.internalSlots("svg_animated_string.elements");
    const elementOf = (object) => lib.fieldsOf(elements, object);
    // The qualified name of the attribute `href` reflects: href, else (the deprecated)
    // xlink:href when only that one is present; undefined for neither.
    function reflected(d) {
      const href = findAttributeNS(d, null, "href");
      return href !== undefined ? href : findAttributeNS(d, XLINK_NS, "href");
    }
    class SVGAnimatedString {
      constructor() { illegal(); }
      // https://svgwg.org/svg2-draft/types.html#__svg__SVGAnimatedString__baseVal: the
      // reflected attribute's value, or the empty string.
      get baseVal() {
        const d = data(elementOf(this)), name = reflected(d);
        return name === undefined ? "" : d.attrs.get(name);
      }
      // On setting: the reflected attribute (xlink:href when only it is present), else a new
      // href attribute, takes the value.
      set baseVal(value) {
        const element = elementOf(this);
        value = String(value);
        const d = data(element);
        if (findAttributeNS(d, null, "href") === undefined && findAttributeNS(d, XLINK_NS, "href") !== undefined) {
          setAttributeNS(element, XLINK_NS, "xlink:href", value);
        } else {
          setAttribute(element, "href", value);
        }
      }
      // https://svgwg.org/svg2-draft/types.html#__svg__SVGAnimatedString__animVal: nothing
      // animates it: baseVal.
      get animVal() {
        const d = data(elementOf(this)), name = reflected(d);
        return name === undefined ? "" : d.attrs.get(name);
      }
    }
    ObjectDefineProperty(SVGAnimatedString.prototype, SymbolToStringTag, {
      __proto__: null, value: "SVGAnimatedString", configurable: true,
    });
    // https://svgwg.org/svg2-draft/types.html#__svg__SVGURIReference__href: [SameObject]
    // readonly attribute SVGAnimatedString href (installed by html_element_interfaces.js).
    const svgURIReference = (prototype) => {
      lib.sameObjectAttribute(prototype, "href", (element) => {
        const object = lib.primordials.ObjectCreate(SVGAnimatedString.prototype);
        elements.set(object, element);
        return object;
      });
    };
    return { __proto__: null, SVGAnimatedString, svgURIReference };
  });
});
