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
    DOMException, EventTarget, defineEventHandler, define, exposeAll, global, illegal, info, location,
    natives, navigate, reportException,
  } = lib;
  // (The realm's document: a new one when its Window is reused.)
  let document = lib.document;
  lib.onDocument(() => { document = lib.document; });
  const {
    ObjectAssign, ObjectDefineProperty, ObjectSetPrototypeOf, ReflectGet, String,
    Proxy, ReflectGetOwnPropertyDescriptor, ReflectHas, SymbolToStringTag, TypeError,
  } = lib.primordials;
  if (info.scope === "Window") {
    class WindowProperties extends EventTarget {}
    // (The named properties object has no "constructor" of its own: Web IDL.)
    delete WindowProperties.prototype.constructor;
    class Window extends WindowProperties { constructor() { illegal(); super(); } }
    // (The interface object's [[Prototype]] is EventTarget's: WindowProperties has none.)
    ObjectSetPrototypeOf(Window, EventTarget);
    ObjectDefineProperty(WindowProperties.prototype, SymbolToStringTag, { __proto__: null, value: "WindowProperties", configurable: true });
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
    // (Web IDL: the named properties object's [[SetPrototypeOf]] is SetImmutablePrototype;
    // the proxy, with no trap of its own, answers as its target does.
    // webidl/immutable_prototypes.js does the rest of the chain.)
    natives.setImmutablePrototype(WindowProperties.prototype);
    // The value of the named property `name`, or undefined
    // (https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object):
    // 2. a child navigable of that name (its WindowProxy), else 3. the one element named
    // so (by id; by name for embed, form, img and object), else 4. a live HTMLCollection
    // of the document's elements named so, in tree order.
    const NAMED_BY_NAME = { __proto__: null, embed: true, form: true, img: true, object: true };
    const namedElement = (d, name) => d.type === 1 && (d.attrs.get("id") === name || (NAMED_BY_NAME[d.name] === true && d.attrs.get("name") === name));
    const namedElements = (name) => {
      const nodes = lib.inclusiveDescendants(document);
      const found = [];
      for (let i = 0; i < nodes.length; i++) if (namedElement(lib.data(nodes[i]), name)) found[found.length] = nodes[i];
      return found;
    };
    function namedProperty(name) {
      if (name === "") return undefined;
      const nodes = lib.inclusiveDescendants(document);
      let first = undefined, count = 0;
      for (let i = 0; i < nodes.length; i++) {
        const d = lib.data(nodes[i]);
        if (d.type !== 1) continue;
        // (A child navigable's target name: its container's name until its window.name
        // changes it; an <object>'s names its content navigable too.)
        if ((d.name === "iframe" || d.name === "frame" || d.name === "object") && (natives.frameTargetName(nodes[i]) ?? d.attrs.get("name")) === name) {
          // (A frame's initial about:blank gets its context now.)
          const window = lib.frameWindow(nodes[i]);
          if (window !== null) return window;
        }
        if (namedElement(d, name)) { first ??= nodes[i]; count++; }
      }
      if (count === 0) return undefined;
      return count === 1 ? first : lib.htmlCollection(() => namedElements(name));
    }
    const check = lib.checkWindow;
    // Window's cross-origin exposed members (HTML's CrossOriginProperties) called with
    // another window as this, of any origin, act on that window: its own member, or what
    // its origin lets this realm reach of it (cross_origin.rs) — never a SecurityError.
    const other = lib.isOtherWindow;
    const its = (self, name) => lib.primordials.ReflectGet(self, name);
    const call = (self, name) => lib.primordials.ReflectApply(its(self, name), self, []);
    // https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#cannot-show-simple-dialogs
    // step 1 (and the printing steps' step 2): the sandboxed modals flag.
    const modalsBlocked = (name) => {
      if (lib.sandboxed("modals")) {
        natives.consoleWarn(`Ignored call to '${name}()'. The document is sandboxed, and the 'allow-modals' keyword is not set.`);
        return true;
      }
      return false;
    };
    // https://webidl.spec.whatwg.org/#Replaceable: self, frames, parent, length, opener,
    // the bars and status are [Replaceable]: setting one replaces it with a data property
    // of the value (so `var frames = []` or `self = 5` at a script's top level takes effect).
    const replace = (name, value) =>
      ObjectDefineProperty(global, name, { __proto__: null, value, writable: true, enumerable: true, configurable: true });
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#browser-interface-elements:
    // the six BarProp objects, made on first read. Their visible getter: the negation of
    // the top-level traversable's is popup (a window.open whose features asked for a
    // popup); a normal window shows every bar.
    const bars = { __proto__: null };
    class BarProp {
      constructor() { illegal(); }
      get visible() { lib.fieldsOf(barProps, this); return !natives.isPopup(); }
    }
    const barProps = lib.internalSlots("window.barProps");
    const bar = (self, name) => {
      check(self);
      if (bars[name] === undefined) {
        bars[name] = ObjectSetPrototypeOf({}, BarProp.prototype);
        barProps.set(bars[name], { __proto__: null });
      }
      return bars[name];
    };
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-status: kept,
    // shown nowhere.
    let status = "";
    lib.defineMembers(global, {
      get self() { if (other(this)) return its(this, "self"); check(this); return global; },
      set self(value) { check(this); replace("self", value); },
      get frames() { if (other(this)) return its(this, "frames"); check(this); return global; },
      set frames(value) { check(this); replace("frames", value); },
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-parent and
      // #dom-top step 2: a window whose navigable is gone (a removed frame's, a closed
      // window's) has none: null.
      get parent() { if (other(this)) return its(this, "parent"); check(this); return natives.windowClosed() ? null : natives.parent; },
      set parent(value) { check(this); replace("parent", value); },
      get length() { if (other(this)) return its(this, "length"); check(this); return natives.frameCount(); },
      set length(value) { check(this); replace("length", value); },
      get frameElement() { check(this); return natives.frameElement(); },
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-open
      open(url = "", target = "_blank", features = "") {
        check(this);
        const href = String(url), name = String(target), rest = features === null ? "" : String(features);
        // (A non-empty URL with target _self and no features navigates this window (HTML's
        // window open steps 13–14) as Location's steps do, so that the Navigation API's
        // navigate event fires in it once it is in use; the WindowProxy is returned.)
        if (lib.navigationHooks !== null && href !== "" && rest === "" && lib.primordials.StringPrototypeToLowerCase(name) === "_self") {
          // (This document is the source, as a link's: referrer policy "" is its own.)
          navigate(href, undefined, false, "");
          return global;
        }
        return natives.openWindow(href, name, rest);
      },
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-opener ([Replaceable]:
      // null disowns the opener, anything else replaces the property).
      get opener() { if (other(this)) return its(this, "opener"); check(this); return natives.windowOpener(); },
      set opener(value) {
        check(this);
        if (value === null) natives.disownOpener();
        else replace("opener", value);
      },
      get closed() { if (other(this)) return its(this, "closed"); check(this); return natives.windowClosed(); },
      get name() { check(this); return natives.windowName(); },
      set name(value) { check(this); natives.setWindowName(String(value)); },
      close() { if (other(this)) return void call(this, "close"); check(this); natives.closeWindow(); },
      // https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs
      // (simple_dialogs.rs): shown by the embedder's dialog hook when it has one (a
      // DevTools client of `framescope serve`), which blocks until it is answered;
      // otherwise framescope has no user to show a dialog to, so it "cannot show simple
      // dialogs" (each algorithm's early return, as a browser that ignores modal dialogs
      // does): alert returns, confirm returns false, prompt returns null — with their
      // arguments still converted to strings. print has nothing to print to (printing
      // steps, step 1). (A template literal is Web IDL's DOMString conversion: a Symbol
      // throws a TypeError.) Under the sandboxed modals flag (no allow-modals) we "cannot
      // show simple dialogs" for a further reason, which Chrome logs.
      alert(message = "") {
        check(this);
        message = `${message}`;
        if (!modalsBlocked("alert")) natives.simpleDialog("alert", message, "");
      },
      confirm(message = "") {
        check(this);
        message = `${message}`;
        return modalsBlocked("confirm") ? false : natives.simpleDialog("confirm", message, "");
      },
      prompt(message = "", defaultValue = "") {
        check(this);
        message = `${message}`;
        defaultValue = `${defaultValue}`;
        return modalsBlocked("prompt") ? null : natives.simpleDialog("prompt", message, defaultValue);
      },
      print() { check(this); modalsBlocked("print"); },
      get locationbar() { return bar(this, "locationbar"); },
      set locationbar(value) { check(this); replace("locationbar", value); },
      get menubar() { return bar(this, "menubar"); },
      set menubar(value) { check(this); replace("menubar", value); },
      get personalbar() { return bar(this, "personalbar"); },
      set personalbar(value) { check(this); replace("personalbar", value); },
      get scrollbars() { return bar(this, "scrollbars"); },
      set scrollbars(value) { check(this); replace("scrollbars", value); },
      get statusbar() { return bar(this, "statusbar"); },
      set statusbar(value) { check(this); replace("statusbar", value); },
      get toolbar() { return bar(this, "toolbar"); },
      set toolbar(value) { check(this); replace("toolbar", value); },
      get status() { check(this); return status; },
      set status(value) { check(this); status = `${value}`; },
      // https://html.spec.whatwg.org/multipage/interaction.html#dom-window-focus (focus.js),
      // #dom-window-blur and https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-stop:
      // framescope's windows always have system focus, and its loads are not in flight when
      // script runs: blur and stop have nothing to do (blur does nothing in browsers either).
      focus() { if (other(this)) return void call(this, "focus"); check(this); lib.focusWindow(); },
      blur() { if (other(this)) return void call(this, "blur"); check(this); },
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-stop: stop
      // loading (its queued navigations are taken back; the Navigation API's ongoing one
      // aborts), and abort the document: its fetch group's XMLHttpRequests and fetch()es
      // under way end (unloading_documents.js). (The parser goes on.)
      stop() {
        check(this);
        if (lib.unloadCounter(lib.document) > 0) return;
        lib.navigationHooks?.stopped();
        lib.abortDocumentFetches?.();
        natives.stopLoading();
      },
      // https://html.spec.whatwg.org/multipage/obsolete.html#dom-window-captureevents and
      // #dom-window-releaseevents: they do nothing.
      captureEvents() { check(this); },
      releaseEvents() { check(this); },
      // https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator
      // (clientInformation: navigator's [Replaceable] alias).
      get clientInformation() { check(this); return lib.navigatorObject; },
      set clientInformation(value) { check(this); replace("clientInformation", value); },
      // https://html.spec.whatwg.org/multipage/browsers.html#dom-originagentcluster:
      // whether the document's agent cluster is origin-keyed (document_domain.rs decides
      // as Chrome: a secure origin's unless it said `Origin-Agent-Cluster: ?0`).
      get originAgentCluster() { check(this); return natives.originAgentCluster(); },
      // https://html.spec.whatwg.org/multipage/obsolete.html#dom-external ([Replaceable]):
      // the External object, whose methods do nothing.
      get external() { check(this); return (external ??= lib.makeExternal()); },
      set external(value) { check(this); replace("external", value); },
    });
    let external;
    // https://html.spec.whatwg.org/multipage/obsolete.html#external
    lib.lazily({ interfaces: ["External"], shared: ["makeExternal"] }, () => {
      const externals = lib.internalSlots("window.externals");
      class External {
        constructor() { illegal(); }
        AddSearchProvider() { lib.fieldsOf(externals, this); }
        IsSearchProviderInstalled() { lib.fieldsOf(externals, this); }
      }
      const makeExternal = () => {
        const object = lib.primordials.ObjectCreate(External.prototype);
        externals.set(object, true);
        return object;
      };
      return { __proto__: null, External, makeExternal };
    });
    // [LegacyUnforgeable] members: own, non-configurable properties of the window.
    const unforgeable = {
      get window() { if (other(this)) return its(this, "window"); check(this); return global; },
      get document() { check(this); return document; },
      get location() { if (other(this)) return its(this, "location"); check(this); return location; },
      // ([PutForwards=href]: Set(Get(this, "location"), "href", value) — another window's
      // Location, as its origin lets this realm see it, converts and navigates.)
      set location(value) {
        if (other(this)) return void lib.primordials.ReflectSet(its(this, "location"), "href", value);
        check(this);
        navigate(value);
      },
      get top() { if (other(this)) return its(this, "top"); check(this); return natives.windowClosed() ? null : natives.top; },
    };
    const keys = ["window", "document", "location", "top"];
    for (let i = 0; i < keys.length; i++) {
      const descriptor = lib.primordials.ownDescriptor(unforgeable, keys[i]);
      descriptor.enumerable = true;
      descriptor.configurable = false;
      ObjectDefineProperty(global, keys[i], descriptor);
    }
    exposeAll({ Window, BarProp });
    ObjectDefineProperty(global, SymbolToStringTag, { __proto__: null, value: "Window", configurable: true });
    // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
    define(global, "postMessage", function postMessage(message, targetOrigin = undefined, transfer = undefined) {
      if (!other(this)) check(this);
      if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Window': 1 argument required, but only 0 present.");
      // (this: another same-origin window when the method is called on it, as the
      // incumbent-source tests do with one frame's postMessage and another's window.)
      const target = this === undefined || this === null ? global : this;
      if (arguments.length > 2) natives.postMessage(target, message, targetOrigin, transfer);
      else natives.postMessage(target, message, targetOrigin);
    }, true);
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#dom-reporterror
  // (The error is reported for this's relevant global object: another same-origin
  // window's when the method is called on it.)
  define(global, "reportError", function reportError(error) {
    if (arguments.length === 0) throw new TypeError("Failed to execute 'reportError' on 'Window': 1 argument required, but only 0 present.");
    const target = this === undefined || this === null || this === global ? lib : lib.realmOfObject(this);
    target.reportException(error);
  }, true);
  // https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
  define(global, "structuredClone", function structuredClone(value, options = undefined) {
    if (arguments.length === 0) throw new TypeError("Failed to execute 'structuredClone' on 'Window': 1 argument required, but only 0 present.");
    // (Deserialized in this's relevant realm: another same-origin window's when the method
    // is called on it.)
    return natives.structuredClone(value, options, this);
  }, true);
  // https://html.spec.whatwg.org/multipage/webappapis.html#dom-origin ([Replaceable]): the
  // serialization of the realm's origin ("null" for an opaque one, a data: document's).
  ObjectDefineProperty(global, "origin", {
    __proto__: null, enumerable: true, configurable: true,
    get: function () { lib.checkWindow(this); return info.location.origin; },
    set: function (value) { lib.checkWindow(this); define(global, "origin", value, true); },
  });
  // (A worker's are getters of WorkerGlobalScope.prototype: worker_global_scope_members.js.)
  if (info.scope === "Window") lib.onRealm(() => {
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
