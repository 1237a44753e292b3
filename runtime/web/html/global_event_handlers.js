// Event handler IDL and content attributes of elements, documents and windows:
// GlobalEventHandlers (`onclick`, `onload`, … on every HTML element, the document and the
// window), WindowEventHandlers (the window's, which a body element reflects, with the
// window's blur, error, focus, load, resize and scroll), and the `on…` content attributes
// that set them.
// https://html.spec.whatwg.org/multipage/webappapis.html#globaleventhandlers
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function globalEventHandlers(lib, hooks) {
  "use strict";
  const { Document, HTMLBodyElement, HTMLElement, defineEventHandler, global, info, setContentHandler } = lib;
  const { ObjectAssign, ObjectDefineProperty, ReflectApply } = lib.primordials;
  if (info.scope !== "Window") return;
  // https://html.spec.whatwg.org/multipage/webappapis.html#globaleventhandlers
  const GLOBAL = [
    "abort", "auxclick", "beforeinput", "beforetoggle", "blur", "cancel", "canplay", "canplaythrough", "change",
    "click", "close", "contextlost", "contextmenu", "contextrestored", "copy", "cuechange", "cut", "dblclick",
    "drag", "dragend", "dragenter", "dragleave", "dragover", "dragstart", "drop", "durationchange", "emptied",
    "ended", "error", "focus", "formdata", "input", "invalid", "keydown", "keypress", "keyup", "load",
    "loadeddata", "loadedmetadata", "loadstart", "mousedown", "mouseenter", "mouseleave", "mousemove",
    "mouseout", "mouseover", "mouseup", "paste", "pause", "play", "playing", "progress", "ratechange",
    "reset", "resize", "scroll", "scrollend", "securitypolicyviolation", "seeked", "seeking", "select",
    "slotchange", "stalled", "submit", "suspend", "timeupdate", "toggle", "volumechange", "waiting", "wheel",
  ];
  // https://html.spec.whatwg.org/multipage/webappapis.html#windoweventhandlers, and the
  // GlobalEventHandlers a body element reflects from its window.
  const WINDOW = [
    "afterprint", "beforeprint", "beforeunload", "hashchange", "languagechange", "message", "messageerror",
    "offline", "online", "pagehide", "pagereveal", "pageshow", "pageswap", "popstate", "rejectionhandled",
    "storage", "unhandledrejection", "unload",
  ];
  const BODY_REFLECTS = ["blur", "error", "focus", "load", "resize", "scroll"];
  // Each content attribute's setter: on an element (its own handler) and on a body (the
  // window's).
  const elementSetters = { __proto__: null };
  const windowAccessors = { __proto__: null };
  for (let i = 0; i < GLOBAL.length; i++) {
    const name = GLOBAL[i];
    const accessor = defineEventHandler([HTMLElement.prototype, Document.prototype, global], name);
    elementSetters["on" + name] = accessor.set;
    windowAccessors["on" + name] = accessor;
  }
  for (let i = 0; i < WINDOW.length; i++) {
    windowAccessors["on" + WINDOW[i]] = defineEventHandler(global, WINDOW[i]);
  }
  // https://html.spec.whatwg.org/multipage/sections.html#the-body-element: the body's
  // window-reflecting handlers are the window's.
  const bodyReflected = { __proto__: null };
  const reflect = (attribute) => {
    const { get, set } = windowAccessors[attribute];
    bodyReflected[attribute] = set;
    ObjectDefineProperty(HTMLBodyElement.prototype, attribute, {
      __proto__: null,
      get() { return ReflectApply(get, global, []); },
      set(value) { ReflectApply(set, global, [value]); },
      enumerable: true,
      configurable: true,
    });
  };
  for (let i = 0; i < BODY_REFLECTS.length; i++) reflect("on" + BODY_REFLECTS[i]);
  for (let i = 0; i < WINDOW.length; i++) reflect("on" + WINDOW[i]);
  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes:event-handler-content-attributes-3
  // An element's `on…` content attribute was set (`text`) or removed (null).
  function contentHandlerChanged(element, attribute, text) {
    const body = lib.data(element).name === "body" || lib.data(element).name === "frameset";
    const forwarded = body ? bodyReflected[attribute] : undefined;
    if (forwarded !== undefined) setContentHandler(element, forwarded, global, attribute, text);
    else if (elementSetters[attribute] !== undefined) setContentHandler(element, elementSetters[attribute], element, attribute, text);
  }
  ObjectAssign(lib, { contentHandlerChanged });
});
