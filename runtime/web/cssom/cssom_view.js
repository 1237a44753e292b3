// CSSOM View without a layout: elements' boxes (`getBoundingClientRect`, `getClientRects`:
// empty, as for an element that is not rendered), `scrollIntoView` (nothing to scroll),
// `DOMRect`/`DOMRectReadOnly`, and the window's `matchMedia` against framescope's fixed
// screen (a 1280×720 landscape screen in light mode, no hover-less pointer).
// https://drafts.csswg.org/cssom-view/, https://drafts.fxtf.org/geometry/#DOMRect
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function cssomView(lib, hooks) {
  "use strict";
  const { Element, info } = lib;
  const { ObjectAssign } = lib.primordials;
  // (A worker has no elements nor viewport: the hooks below are a window's.)
  hooks.hitBox = () => null;
  hooks.viewportResized = () => {};
  if (info.scope !== "Window") return;
  // The group's viewport and media environment (runtime/web/cssom/viewport.rs): the fixed
  // 1280×720 screen, or what an embedder emulates (framescope serve's Emulation domain).
  const environment = lib.natives.viewport;
  // https://drafts.fxtf.org/geometry/#structured-serialization: DOMRect and
  // DOMRectReadOnly are [Serializable] (their steps made with the interfaces, below).
  {
    const rects = lib.internalSlots("cssom_view.rects");
    lib.serializableInterface("DOMRect", { __proto__: null, slot: rects, brand: "DOMRect", steps: "rectSerialization" });
    lib.serializableInterface("DOMRectReadOnly", { __proto__: null, slot: rects, steps: "rectSerialization" });
  }
  lib.lazily({
    interfaces: ["DOMRectReadOnly", "DOMRect", "MediaQueryList"], globals: ["matchMedia"], shared: ["emptyRect", "boxRect", "makeRect", "hasBox", "rectSerialization", "mediaMatches"],
  }, () => {
    const { EventTarget, defineEventHandler, illegal } = lib;
    const {
      Number, ObjectSetPrototypeOf, ReflectConstruct, RegExpPrototypeExec, SafeWeakMap, String, StringPrototypeSlice,
      StringPrototypeSplit, StringPrototypeToLowerCase, TypeError,
    } = lib.primordials;
    const rects = lib.internalSlots("cssom_view.rects");
    const r = (rect) => lib.fieldsOf(rects, rect);
    const unrestricted = (value) => (value === undefined ? 0 : Number(value));
    // https://drafts.fxtf.org/geometry/#DOMRect
    class DOMRectReadOnly {
      constructor(x = 0, y = 0, width = 0, height = 0) {
        rects.set(this, { __proto__: null, x: unrestricted(x), y: unrestricted(y), width: unrestricted(width), height: unrestricted(height) });
      }
      get x() { return r(this).x; }
      get y() { return r(this).y; }
      get width() { return r(this).width; }
      get height() { return r(this).height; }
      get top() { const f = r(this); return f.height < 0 ? f.y + f.height : f.y; }
      get right() { const f = r(this); return f.width < 0 ? f.x : f.x + f.width; }
      get bottom() { const f = r(this); return f.height < 0 ? f.y : f.y + f.height; }
      get left() { const f = r(this); return f.width < 0 ? f.x + f.width : f.x; }
      toJSON() {
        return { x: this.x, y: this.y, width: this.width, height: this.height, top: this.top, right: this.right, bottom: this.bottom, left: this.left };
      }
    }
    class DOMRect extends DOMRectReadOnly {
      get x() { return r(this).x; }
      set x(value) { r(this).x = unrestricted(value); }
      get y() { return r(this).y; }
      set y(value) { r(this).y = unrestricted(value); }
      get width() { return r(this).width; }
      set width(value) { r(this).width = unrestricted(value); }
      get height() { return r(this).height; }
      set height(value) { r(this).height = unrestricted(value); }
    }
    const emptyRect = () => ReflectConstruct(DOMRectReadOnly, [], DOMRect);
    const boxRect = (x, y, width, height) => ReflectConstruct(DOMRectReadOnly, [x, y, width, height], DOMRect);
    // A DOMRectReadOnly of this realm (the observers' entries).
    const makeRect = (x, y, width, height) => {
      const rect = { __proto__: DOMRectReadOnly.prototype };
      rects.set(rect, { __proto__: null, x, y, width, height });
      return rect;
    };
    // Whether `element` has a box in framescope's geometry (every box 0×0 at the viewport's
    // origin): it is connected to a document that has a browsing context and its own style
    // attribute does not say display: none (there is no cascade to say it otherwise).
    const DISPLAY = /(?:^|;)\s*display\s*:\s*([^;!]*?)\s*(?:!\s*important\s*)?(?=;|$)/gi;
    function hasBox(element) {
      if (lib.browsingRealm(lib.shadowIncludingRoot(element)) === undefined) return false;
      const style = lib.getAttribute(element, "style");
      if (style === null) return true;
      let display = "";
      DISPLAY.lastIndex = 0;
      for (let m = RegExpPrototypeExec(DISPLAY, style); m !== null; m = RegExpPrototypeExec(DISPLAY, style)) display = m[1];
      return StringPrototypeToLowerCase(display) !== "none";
    }
    // https://drafts.csswg.org/mediaqueries/: the features of the group's screen (the sizes
    // are the viewport's, below), and those an embedder gave other values.
    const FEATURES = {
      __proto__: null, "prefers-color-scheme": "light", "prefers-reduced-motion": "no-preference", orientation: "landscape",
      hover: "hover", "any-hover": "hover", pointer: "fine", "any-pointer": "fine", "display-mode": "browser",
      color: 8, "prefers-contrast": "no-preference", scripting: "enabled",
    };
    // One media condition: `(feature)`, `(feature: value)`, `(min-/max-feature: value)`.
    function feature(env, name) {
      const overridden = env.features[name];
      if (overridden !== undefined) {
        const number = RegExpPrototypeExec(/^-?[\d.]+$/, overridden);
        return number === null ? overridden : Number(overridden);
      }
      switch (name) {
        case "width": return env.width;
        case "height": return env.height;
        case "device-width": return env.screenWidth;
        case "device-height": return env.screenHeight;
        case "resolution": return env.devicePixelRatio;
        case "orientation": return env.height > env.width ? "portrait" : "landscape";
        default: return FEATURES[name];
      }
    }
    function featureMatches(env, condition) {
      const m = RegExpPrototypeExec(/^\(\s*(min-|max-)?([a-z-]+)\s*(?::\s*([^)]+?)\s*)?\)$/, condition);
      if (m === null) return false;
      const actual = feature(env, m[2]);
      if (actual === undefined) return false;
      if (m[3] === undefined) return actual !== 0 && actual !== "none";
      const number = RegExpPrototypeExec(/^-?[\d.]+/, m[3]);
      const wanted = typeof actual === "number" ? (number === null ? 0 / 0 : Number(number[0])) : m[3];
      if (m[1] === "min-") return actual >= wanted;
      if (m[1] === "max-") return actual <= wanted;
      return actual === wanted;
    }
    // A media query list: comma-separated queries, each `[not|only] [all|screen|print]`
    // and conditions joined by `and`; it matches when one of them does.
    function evaluate(text) {
      const env = environment();
      const queries = StringPrototypeSplit(StringPrototypeToLowerCase(text), ",");
      for (let i = 0; i < queries.length; i++) {
        const m = RegExpPrototypeExec(/^\s*(not\s+|only\s+)?(?:(all|screen|print)\s*(?:and\b|$))?(.*)$/, queries[i]);
        if (m === null) continue;
        const negate = m[1] !== undefined && m[1][0] === "n";
        let ok = m[2] === undefined || m[2] === "all" || m[2] === env.media;
        const conditions = /\s*(\([^)]*\))\s*(?:and\b)?/gy;
        let last = 0;
        for (let c = RegExpPrototypeExec(conditions, m[3]); c !== null; c = RegExpPrototypeExec(conditions, m[3])) {
          if (!featureMatches(env, c[1])) ok = false;
          last = conditions.lastIndex;
        }
        // Anything else in it: a query framescope does not understand matches nothing.
        if (RegExpPrototypeExec(/^\s*$/, StringPrototypeSlice(m[3], last)) === null) ok = false;
        if (ok !== negate) return true;
      }
      return false;
    }
    const lists = lib.internalSlots("cssom_view.lists");
    class MediaQueryList extends EventTarget {
      constructor() { illegal(); super(); }
      get media() { return lists.get(this).media; }
      get matches() { return evaluate(lists.get(this).media); }
      addListener(callback) { if (callback !== null) this.addEventListener("change", callback); }
      removeListener(callback) { if (callback !== null) this.removeEventListener("change", callback); }
    }
    defineEventHandler(MediaQueryList.prototype, "change");
    // https://drafts.csswg.org/cssom-view/#dom-window-matchmedia
    function matchMedia(query) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'matchMedia' on 'Window': 1 argument required, but only 0 present.");
      const list = ReflectConstruct(EventTarget, [], MediaQueryList);
      lists.set(list, { __proto__: null, media: String(query) });
      return list;
    }
    // A clone carries x, y, width and height; deserialized, it is a rect of this realm.
    const rectSteps = (prototype) => ({
      __proto__: null,
      serialize(value) {
        const f = rects.get(value);
        return { __proto__: null, x: f.x, y: f.y, width: f.width, height: f.height };
      },
      deserialize(object, data) {
        ObjectSetPrototypeOf(object, prototype);
        rects.set(object, { __proto__: null, x: +data.x, y: +data.y, width: +data.width, height: +data.height });
      },
    });
    const rectSerialization = { __proto__: null, DOMRect: rectSteps(DOMRect.prototype), DOMRectReadOnly: rectSteps(DOMRectReadOnly.prototype) };
    // (`mediaMatches`: what matchMedia answers, for image_source_selection.js.)
    return { __proto__: null, DOMRectReadOnly, DOMRect, MediaQueryList, matchMedia, emptyRect, boxRect, makeRect, hasBox, rectSerialization, mediaMatches: evaluate };
  });
  // Hit boxes (`framescope serve`: `info.hitBoxes`). Without a layout, an element that is
  // asked for its box while it has one (hasBox) gets a cell of its own, in the order asked,
  // on a grid of 8×8 px cells over the viewport (160 × 90 of them at 1280×720; later ones
  // are below it), and DevTools input at a point hits the element whose cell holds it
  // (`lib.hitElement`, html/user_input.js): so a client that clicks the centre of an
  // element's box (Puppeteer, Playwright) reaches that element. Elsewhere every box is
  // empty, as for an element that is not rendered.
  const CELL = 8, COLUMNS = 160;
  const grids = new lib.primordials.SafeWeakMap();
  // The element's cell as [x, y, width, height] (given on first ask), or null.
  function hitCell(element) {
    if (info.hitBoxes !== true || !lib.hasBox(element)) return null;
    const document = lib.nodeDocument(element);
    let grid = grids.get(document);
    if (grid === undefined) grids.set(document, (grid = { __proto__: null, cells: [], of: new lib.primordials.SafeWeakMap() }));
    let index = grid.of.get(element);
    if (index === undefined) {
      index = grid.cells.length;
      grid.cells[index] = element;
      grid.of.set(element, index);
    }
    return [(index % COLUMNS) * CELL, lib.primordials.MathFloor(index / COLUMNS) * CELL, CELL, CELL];
  }
  const hitBox = (element) => {
    const cell = hitCell(element);
    return cell === null ? null : lib.boxRect(cell[0], cell[1], cell[2], cell[3]);
  };
  // `(element)` → `[x, y, width, height]` of its hit box, or null (DevTools'
  // DOM.getContentQuads and getBoxModel: src/serve/dom.rs).
  hooks.hitBox = (element) => {
    if (!lib.isTreeNode(element) || lib.data(element).type !== 1) return null;
    return hitCell(element);
  };
  lib.hitElement = (document, x, y) => {
    const grid = grids.get(document);
    if (grid === undefined || !(x >= 0 && x < COLUMNS * CELL && y >= 0)) return null;
    const element = grid.cells[lib.primordials.MathFloor(y / CELL) * COLUMNS + lib.primordials.MathFloor(x / CELL)];
    return element !== undefined && lib.nodeDocument(element) === document && lib.hasBox(element) ? element : null;
  };
  // https://drafts.csswg.org/cssom-view/#extension-to-the-element-interface
  ObjectAssign(Element.prototype, {
    getBoundingClientRect() { lib.data(this); return hitBox(this) ?? lib.emptyRect(); },
    getClientRects() { lib.data(this); const box = hitBox(this); return box === null ? [] : [box]; },
    scrollIntoView() { lib.data(this); },
    // https://drafts.csswg.org/cssom-view/#dom-element-checkvisibility: false without a
    // box (disconnected, in a document without a browsing context, display: none); no
    // cascade decides visibility or opacity.
    checkVisibility(options = undefined) { lib.data(this); return lib.hasBox(this); },
  });
  // https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint and
  // elementsFromPoint: a point outside the viewport hits nothing; inside it, the element
  // whose hit box holds it (served pages) with its ancestors, else the root element (every
  // other box is empty).
  const pointHits = (document, x, y) => {
    x = +x;
    y = +y;
    if (!(x >= 0 && y >= 0 && x <= lib.viewport.width && y <= lib.viewport.height)) return [];
    const root = lib.elementChildren(document)[0];
    if (root === undefined || lib.browsingRealm(document) === undefined) return [];
    const hits = [];
    for (let e = lib.hitElement(document, x, y); e !== null && e !== root; e = lib.parentElement(e)) hits[hits.length] = e;
    hits[hits.length] = root;
    return hits;
  };
  lib.defineMembers(lib.Document.prototype, {
    elementFromPoint(x, y) {
      lib.requireArguments(arguments, 2, "elementFromPoint", "Document");
      lib.data(this);
      return pointHits(this, x, y)[0] ?? null;
    },
    elementsFromPoint(x, y) {
      lib.requireArguments(arguments, 2, "elementsFromPoint", "Document");
      lib.data(this);
      return pointHits(this, x, y);
    },
  });
  // https://drafts.csswg.org/cssom-view/#dom-element-clientwidth and clientHeight: the
  // root element of a document with a browsing context gives the viewport's size (nothing
  // scrolls, so no scrollbar takes from it); another element its box's (a hit box's cell,
  // else 0: no box); clientTop and clientLeft are 0 (no borders).
  const clientSize = (element, viewport) => {
    lib.data(element);
    const document = lib.nodeDocument(element);
    if (lib.elementChildren(document)[0] === element && lib.browsingRealm(document) !== undefined) return viewport;
    return hitCell(element) === null ? 0 : CELL;
  };
  lib.defineMembers(Element.prototype, {
    get clientTop() { lib.data(this); return 0; },
    get clientLeft() { lib.data(this); return 0; },
    get clientWidth() { return clientSize(this, lib.viewport.width); },
    get clientHeight() { return clientSize(this, lib.viewport.height); },
  });
  // https://drafts.csswg.org/cssom-view/#extensions-to-the-window-interface, for a window
  // that is not rendered: its viewport and the screen are the group's (framescope's fixed
  // 1280×720 at a device pixel ratio of 1, or an embedder's emulated one; the size
  // matchMedia answers for), at (0, 0) — unless window.open's features sized or placed
  // its window —, never scrolled; the page's moving, resizing and scrolling change
  // nothing. The attributes are [Replaceable].
  const { define, global, illegal } = lib;
  const { ObjectDefineProperty, ObjectSetPrototypeOf, SafeWeakMap, SymbolToStringTag } = lib.primordials;
  // (Their this is the window, or undefined/null; a cross-origin window's is a
  // SecurityError: lib.checkWindow.)
  const replaceable = (name, get) => ObjectDefineProperty(global, name, {
    __proto__: null, enumerable: true, configurable: true,
    get: function () { lib.checkWindow(this); return get(); },
    set: function (value) {
      lib.checkWindow(this);
      ObjectDefineProperty(global, name, { __proto__: null, value, writable: true, enumerable: true, configurable: true });
    },
  });
  const GEOMETRY = { __proto__: null, scrollX: 0, pageXOffset: 0, scrollY: 0, pageYOffset: 0 };
  // (A headless window has no frame: its outer size is its viewport's. A window
  // window.open sized or placed has its own, open_features.rs.)
  const SIZES = {
    __proto__: null, innerWidth: "width", innerHeight: "height", outerWidth: "width", outerHeight: "height",
    devicePixelRatio: "devicePixelRatio", screenX: "screenX", screenLeft: "screenX", screenY: "screenY", screenTop: "screenY",
  };
  // The document whose rendering step updates an observer's observation of `target`: the
  // target's node document when it is a browsing context's, else the document of the
  // observer's realm (`observerRealm`) — resize_observer.js, intersection_observer.js.
  lib.updatingDocument = (target, observerRealm) => {
    const document = lib.nodeDocument(target);
    return lib.browsingRealm(document) !== undefined ? document : observerRealm.document;
  };
  // (The viewport the observers intersect with, whatever a page sets innerWidth to.)
  lib.viewport = {
    __proto__: null,
    get width() { return environment().width; },
    get height() { return environment().height; },
  };
  for (const name in GEOMETRY) {
    const value = GEOMETRY[name];
    replaceable(name, () => value);
  }
  for (const name in SIZES) {
    const key = SIZES[name];
    replaceable(name, () => environment()[key]);
  }
  // https://drafts.csswg.org/cssom-view/#resizing-viewports: the embedder changed the
  // viewport's size; the event is fired in a task, as the rendering update would.
  hooks.viewportResized = () => {
    lib.natives.setTimeout(() => lib.dispatch(global, lib.trust(new lib.Event("resize"))), 0);
  };
  for (const name of ["moveTo", "moveBy", "resizeTo", "resizeBy", "scroll", "scrollTo", "scrollBy"]) {
    define(global, name, { __proto__: null, [name]() {} }[name], true);
  }
  // https://drafts.csswg.org/cssom-view/#the-screen-interface (the interface made on first
  // use, `lib.lazily`; the window's screen on its first read).
  const screens = lib.internalSlots("cssom_view.screens");
  lib.lazily({ interfaces: ["Screen"], shared: ["screenPrototype"] }, () => {
    class Screen {
      constructor() { illegal(); }
    }
    const SCREEN = { __proto__: null, colorDepth: 24, pixelDepth: 24 };
    const SCREEN_SIZES = { __proto__: null, availWidth: "screenWidth", availHeight: "screenHeight", width: "screenWidth", height: "screenHeight" };
    for (const name in SCREEN_SIZES) {
      const key = SCREEN_SIZES[name];
      ObjectDefineProperty(Screen.prototype, name, {
        __proto__: null, get() { lib.fieldsOf(screens, this); return environment()[key]; }, enumerable: true, configurable: true,
      });
    }
    for (const name in SCREEN) {
      const value = SCREEN[name];
      ObjectDefineProperty(Screen.prototype, name, {
        __proto__: null, get() { lib.fieldsOf(screens, this); return value; }, enumerable: true, configurable: true,
      });
    }
    ObjectDefineProperty(Screen.prototype, SymbolToStringTag, { __proto__: null, value: "Screen", configurable: true });
    return { __proto__: null, Screen, screenPrototype: Screen.prototype };
  });
  let screen = null;
  replaceable("screen", () => {
    if (screen === null) {
      screen = ObjectSetPrototypeOf({}, lib.screenPrototype);
      screens.set(screen, { __proto__: null });
    }
    return screen;
  });
});
