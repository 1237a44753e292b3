// The global object: Window (its own members, the WindowProxy's cross-origin view is the
// runtime's access checks) and what every global scope has (reportError, structuredClone,
// isSecureContext, crossOriginIsolated); a window's postMessage.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function window(lib, hooks) {
  "use strict";
  const {
    DOMException, EventTarget, defineEventHandler, define, document, exposeAll, global, illegal, info, location,
    natives, navigate, reportException,
  } = lib;
  const {
    ObjectAssign, ObjectDefineProperty, ObjectFreeze, ObjectSetPrototypeOf, ReflectGet,
    Proxy, ReflectGetOwnPropertyDescriptor, ReflectHas, SymbolToStringTag, TypeError,
  } = lib.primordials;
  if (info.scope === "Window") {
    class WindowProperties extends EventTarget {}
    class Window extends WindowProperties { constructor() { illegal(); super(); } }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object:
    // the named properties object between Window.prototype and EventTarget.prototype
    // (Web IDL's [Global] interfaces), a proxy of WindowProperties.prototype that also has
    // the document's named elements and frames — visible only where nothing on the
    // window, its prototypes or this object's own prototypes has the name.
    const namedProperties = new Proxy(WindowProperties.prototype, {
      __proto__: null,
      get(target, key, receiver) {
        if (typeof key === "string" && !ReflectHas(target, key)) {
          const value = namedProperty(key);
          if (value !== undefined) return value;
        }
        return ReflectGet(target, key, receiver);
      },
      has(target, key) {
        return ReflectHas(target, key) || (typeof key === "string" && namedProperty(key) !== undefined);
      },
      getOwnPropertyDescriptor(target, key) {
        const own = ReflectGetOwnPropertyDescriptor(target, key);
        if (own !== undefined || typeof key !== "string" || ReflectHas(target, key)) return own;
        const value = namedProperty(key);
        // [LegacyUnenumerableNamedProperties]
        return value === undefined ? undefined : { __proto__: null, value, writable: true, enumerable: false, configurable: true };
      },
    });
    ObjectSetPrototypeOf(Window.prototype, namedProperties);
    ObjectSetPrototypeOf(global, Window.prototype);
    // The value of the named property `name`, or undefined: a child navigable of that
    // name (its WindowProxy), else the one element named so (by id; by name for embed,
    // form, img and object), else all of them in tree order.
    const NAMED_BY_NAME = { __proto__: null, embed: true, form: true, img: true, object: true };
    function namedProperty(name) {
      if (name === "") return undefined;
      const nodes = lib.inclusiveDescendants(document);
      const found = [];
      for (let i = 0; i < nodes.length; i++) {
        const d = lib.data(nodes[i]);
        if (d.type !== 1) continue;
        if ((d.name === "iframe" || d.name === "frame") && d.attrs.get("name") === name) {
          // (A frame's initial about:blank gets its context now.)
          const window = lib.frameWindow(nodes[i]);
          if (window !== null) return window;
        }
        if (d.attrs.get("id") === name || (NAMED_BY_NAME[d.name] === true && d.attrs.get("name") === name)) {
          found[found.length] = nodes[i];
        }
      }
      if (found.length === 0) return undefined;
      return found.length === 1 ? found[0] : ObjectFreeze(found);
    }
    const unforgeable = (name, get) => ObjectDefineProperty(global, name, { __proto__: null, get, enumerable: true, configurable: false });
    unforgeable("window", () => global);
    unforgeable("document", () => document);
    ObjectDefineProperty(global, "location", { __proto__: null, get: () => location, set: navigate, enumerable: true, configurable: false });
    unforgeable("top", () => natives.top);
    // https://webidl.spec.whatwg.org/#Replaceable: self, frames, parent and length are
    // [Replaceable]: setting one replaces it with a data property of the value (so
    // `var frames = []` or `self = 5` at a script's top level takes effect).
    const replace = (name, value) =>
      ObjectDefineProperty(global, name, { __proto__: null, value, writable: true, enumerable: true, configurable: true });
    for (const [name, get, set] of [
      ["self", () => global, (value) => replace("self", value)],
      ["frames", () => global, (value) => replace("frames", value)],
      ["parent", () => natives.parent, (value) => replace("parent", value)],
      ["length", () => natives.frameCount(), (value) => replace("length", value)],
      ["frameElement", () => natives.frameElement(), undefined],
    ]) {
      ObjectDefineProperty(global, name, { __proto__: null, get, set, enumerable: true, configurable: true });
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-open
    define(global, "open", function open(url = "", target = "_blank", features = "") {
      return natives.openWindow(String(url), String(target), features === null ? "" : String(features));
    }, true);
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-opener ([Replaceable]:
    // null disowns the opener, anything else replaces the property).
    ObjectDefineProperty(global, "opener", {
      __proto__: null, get: () => natives.windowOpener(), enumerable: true, configurable: true,
      set: (value) => {
        if (value === null) natives.disownOpener();
        else ObjectDefineProperty(global, "opener", { __proto__: null, value, writable: true, enumerable: true, configurable: true });
      },
    });
    ObjectDefineProperty(global, "closed", { __proto__: null, get: () => natives.windowClosed(), enumerable: true, configurable: true });
    ObjectDefineProperty(global, "name", {
      __proto__: null, get: () => natives.windowName(), set: (value) => natives.setWindowName(String(value)),
      enumerable: true, configurable: true,
    });
    define(global, "close", function close() { natives.closeWindow(); }, true);
    // https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs:
    // framescope has no user to show a dialog to, so it "cannot show simple dialogs"
    // (each algorithm's early return, as a browser that ignores modal dialogs does):
    // alert returns, confirm returns false, prompt returns null — with their arguments
    // still converted to strings. print has nothing to print to (printing steps, step 1).
    // (A template literal is Web IDL's DOMString conversion: a Symbol throws a TypeError.)
    define(global, "alert", function alert(message = "") { `${message}`; }, true);
    define(global, "confirm", function confirm(message = "") { `${message}`; return false; }, true);
    define(global, "prompt", function prompt(message = "", defaultValue = "") {
      `${message}${defaultValue}`;
      return null;
    }, true);
    define(global, "print", function print() {}, true);
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#browser-interface-elements:
    // the six BarProp objects ([Replaceable]), made on first read; framescope's windows
    // show every bar, as a browser's normal windows do (visible is true).
    const bars = { __proto__: null };
    class BarProp {
      constructor() { illegal(); }
      get visible() { lib.fieldsOf(barProps, this); return true; }
    }
    const barProps = lib.internalSlots("window.barProps");
    for (const name of ["locationbar", "menubar", "personalbar", "scrollbars", "statusbar", "toolbar"]) {
      ObjectDefineProperty(global, name, {
        __proto__: null, enumerable: true, configurable: true,
        get: () => {
          if (bars[name] === undefined) {
            bars[name] = ObjectSetPrototypeOf({}, BarProp.prototype);
            barProps.set(bars[name], { __proto__: null });
          }
          return bars[name];
        },
        set: (value) => replace(name, value),
      });
    }
    ObjectDefineProperty(BarProp.prototype, SymbolToStringTag, { __proto__: null, value: "BarProp", configurable: true });
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-status: kept,
    // shown nowhere.
    let status = "";
    ObjectDefineProperty(global, "status", {
      __proto__: null, get: () => status, set: (value) => { status = `${value}`; }, enumerable: true, configurable: true,
    });
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-window-focus (focus.js),
    // #dom-window-blur and https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-stop:
    // framescope's windows always have system focus, and its loads are not in flight when
    // script runs: blur and stop have nothing to do (blur does nothing in browsers either).
    define(global, "focus", function focus() { lib.focusWindow(); }, true);
    define(global, "blur", function blur() {}, true);
    define(global, "stop", function stop() {}, true);
    exposeAll({ Window, BarProp });
    ObjectDefineProperty(global, SymbolToStringTag, { __proto__: null, value: "Window", configurable: true });
    // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
    define(global, "postMessage", function postMessage(message, targetOrigin, transfer) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Window': 1 argument required, but only 0 present.");
      if (arguments.length > 2) natives.postMessage(global, message, targetOrigin, transfer);
      else natives.postMessage(global, message, targetOrigin);
    }, true);
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#dom-reporterror
  define(global, "reportError", function reportError(error) { reportException(error); }, true);
  // https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
  define(global, "structuredClone", function structuredClone(value, options = undefined) {
    if (arguments.length === 0) throw new TypeError("Failed to execute 'structuredClone' on 'Window': 1 argument required, but only 0 present.");
    return natives.structuredClone(value, options);
  }, true);
  // https://html.spec.whatwg.org/multipage/webappapis.html#dom-origin ([Replaceable]): the
  // serialization of the realm's origin ("null" for an opaque one, a data: document's).
  ObjectDefineProperty(global, "origin", {
    __proto__: null, get: () => info.location.origin, enumerable: true, configurable: true,
    set: (value) => { define(global, "origin", value, true); },
  });
  lib.onRealm(() => {
    define(global, "isSecureContext", info.isSecureContext, true);
    define(global, "crossOriginIsolated", info.crossOriginIsolated, true);
  });

  ObjectAssign(hooks, {
    // The SecurityError a cross-origin access throws (runtime/web/html/window.rs).
    securityError(kind) {
      return new DOMException(`Blocked a frame with origin "${info.location.origin}" from accessing a cross-origin frame.`, "SecurityError");
    },
  });
});
