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
  const { Document, HTMLElement, defineEventHandler, global, info, setContentHandler } = lib;
  const { ObjectAssign, StringPrototypeSlice } = lib.primordials;
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
    "selectionchange", "selectstart", "slotchange", "stalled", "submit", "suspend", "timeupdate", "toggle", "volumechange", "waiting", "wheel",
    // (and those HTML and browsers add: beforematch, command, the WebKit-prefixed
    // animation and transition events)
    "beforematch", "command", "webkitanimationend", "webkitanimationiteration", "webkitanimationstart",
    "webkittransitionend",
  ];
  // https://html.spec.whatwg.org/multipage/webappapis.html#windoweventhandlers, and the
  // GlobalEventHandlers a body element reflects from its window.
  const WINDOW = [
    "afterprint", "beforeprint", "beforeunload", "hashchange", "languagechange", "message", "messageerror",
    "offline", "online", "pagehide", "pagereveal", "pageshow", "pageswap", "popstate", "rejectionhandled",
    "storage", "unhandledrejection", "unload",
  ];
  const BODY_REFLECTS = ["blur", "error", "focus", "load", "resize", "scroll"];
  // (SVGElement, made on first use, copies HTMLElement's: html_element_interfaces.js.)
  // The content attributes that set a handler (one getter and setter per name serves the
  // elements, the document and the window).
  const setters = { __proto__: null };
  for (let i = 0; i < GLOBAL.length; i++) {
    // (onmouseenter and onmouseleave are [LegacyLenientThis].)
    const lenient = GLOBAL[i] === "mouseenter" || GLOBAL[i] === "mouseleave";
    defineEventHandler([HTMLElement.prototype, Document.prototype, global], GLOBAL[i], lenient);
    setters["on" + GLOBAL[i]] = true;
  }
  // https://html.spec.whatwg.org/multipage/sections.html#the-body-element: a body's
  // WindowEventHandlers, and the GlobalEventHandlers it reflects, are its window's (the
  // same getter and setter, which go to the window for a body element).
  const reflected = { __proto__: null };
  for (let i = 0; i < WINDOW.length; i++) {
    // (HTMLFrameSetElement, made on first use, copies the body's: html_element_interfaces.js.)
    defineEventHandler([global, lib.HTMLBodyElement.prototype], WINDOW[i]);
    setters["on" + WINDOW[i]] = true;
    reflected[WINDOW[i]] = true;
  }
  for (let i = 0; i < BODY_REFLECTS.length; i++) reflected[BODY_REFLECTS[i]] = true;
  const isBody = (value) => {
    const name = lib.localNameOf(value);
    return name === "body" || name === "frameset";
  };
  // 3–4. The node document's window; null for a document with none (DOMParser's,
  // DOMImplementation's: their elements keep an owner).
  lib.setReflectingTarget((thisValue, name) => {
    if (reflected[name] !== true || !isBody(thisValue)) return undefined;
    return lib.browsingRealm(lib.nodeDocument(thisValue))?.global ?? null;
  });
  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes:event-handler-content-attributes-3
  // An element's `on…` content attribute was set (`text`) or removed (null); `line`: of
  // its tag in the document's file, when the page's parser set it.
  function contentHandlerChanged(element, attribute, text, line = 0) {
    if (setters[attribute] !== true) return;
    // A document without a browsing context (DOMParser's, DOMImplementation's, a
    // template's contents') has scripting disabled: its handlers are not compiled there,
    // but once the element is adopted into the realm's document (`adopted`), as browsers
    // compile a handler when it is first needed.
    if (lib.browsingRealm(lib.nodeDocument(element)) === undefined) {
      lib.data(element).uncompiledHandlers = true;
      return;
    }
    // (A body's window-reflecting attributes set the window's handler: `this` of the
    // compiled function is then the window, the event's current target.)
    const onWindow = reflected[StringPrototypeSlice(attribute, 2)] === true && isBody(element);
    setContentHandler(element, attribute, text, onWindow, line);
  }
  // An element with `on…` attributes set outside the realm's document came into it.
  function handlersAdopted(element) {
    const d = lib.data(element);
    d.uncompiledHandlers = false;
    d.attrs.forEach((value, name) => {
      if (setters[name] !== undefined) contentHandlerChanged(element, name, value);
    });
  }
  ObjectAssign(lib, { contentHandlerChanged, handlersAdopted });
});
