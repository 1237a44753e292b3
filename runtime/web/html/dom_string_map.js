// DOMStringMap and HTMLElement's dataset: the element's `data-*` attributes as camel-cased
// properties.
// https://html.spec.whatwg.org/multipage/dom.html#dom-dataset
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`).
(function domStringMap(lib) {
  "use strict";
  const { HTMLElement, info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["DOMStringMap"], shared: ["stringMap"] }, () => {
    const { DOMException, data, getAttribute, illegal, removeAttribute, setAttribute } = lib;
    const {
      Proxy, ReflectDefineProperty, ReflectGet, ReflectGetOwnPropertyDescriptor, ReflectHas,
      RegExpPrototypeExec, String, StringPrototypeSlice, StringPrototypeStartsWith, StringPrototypeToLowerCase,
      StringPrototypeToUpperCase,
    } = lib.primordials;
    class DOMStringMap { constructor() { illegal(); } }
    // data-foo-bar ↔ fooBar
    const toAttribute = (name) => {
      let attribute = "data-";
      for (let i = 0; i < name.length; i++) {
        const c = name[i];
        attribute += c >= "A" && c <= "Z" ? "-" + StringPrototypeToLowerCase(c) : c;
      }
      return attribute;
    };
    const toProperty = (attribute) => {
      let name = "";
      const rest = StringPrototypeSlice(attribute, 5);
      for (let i = 0; i < rest.length; i++) {
        if (rest[i] === "-" && i + 1 < rest.length && rest[i + 1] >= "a" && rest[i + 1] <= "z") {
          name += StringPrototypeToUpperCase(rest[i + 1]);
          i++;
        } else name += rest[i];
      }
      return name;
    };
    // https://html.spec.whatwg.org/multipage/dom.html#concept-domstringmap-pairs
    const names = (element) => {
      const list = [];
      data(element).attrs.forEach((_, attribute) => {
        if (StringPrototypeStartsWith(attribute, "data-")) list[list.length] = toProperty(attribute);
      });
      return list;
    };
    const isOwn = (element, key) => typeof key === "string" && getAttribute(element, toAttribute(key)) !== null;
    const setter = (trap) => lib.ceReactionsTrap("DOMStringMap", "[setter]", trap);
    const deleter = (trap) => lib.ceReactionsTrap("DOMStringMap", "[deleter]", trap);
    const stringMap = (element) => {
      data(element);
      const target = { __proto__: DOMStringMap.prototype };
      return new Proxy(target, {
        __proto__: null,
        get(t, key, receiver) {
          return isOwn(element, key) ? getAttribute(element, toAttribute(key)) : ReflectGet(t, key, receiver);
        },
        // https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-setitem
        // ([CEReactions] setter and deleter: custom_element_reactions.js.)
        set: setter(function set(t, key, value) {
          if (typeof key !== "string") return false;
          if (RegExpPrototypeExec(/-[a-z]/, key) !== null) {
            throw new DOMException(`'${key}' is not a valid property name.`, "SyntaxError");
          }
          setAttribute(element, toAttribute(key), String(value));
          return true;
        }),
        deleteProperty: deleter(function deleteProperty(t, key) {
          if (isOwn(element, key)) removeAttribute(element, toAttribute(key));
          return true;
        }),
        has(t, key) { return isOwn(element, key) || ReflectHas(t, key); },
        ownKeys() { return names(element); },
        getOwnPropertyDescriptor(t, key) {
          if (!isOwn(element, key)) return ReflectGetOwnPropertyDescriptor(t, key);
          return { __proto__: null, value: getAttribute(element, toAttribute(key)), writable: true, enumerable: true, configurable: true };
        },
        defineProperty: setter(function defineProperty(t, key, descriptor) {
          if (typeof key !== "string") return ReflectDefineProperty(t, key, descriptor);
          setAttribute(element, toAttribute(key), String(descriptor.value));
          return true;
        }),
      });
    };
    return { __proto__: null, DOMStringMap, stringMap };
  });
  // [SameObject]
  lib.sameObjectAttribute(HTMLElement.prototype, "dataset", (element) => lib.stringMap(element));
});
