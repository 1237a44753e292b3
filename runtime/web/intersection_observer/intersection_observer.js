// IntersectionObserver and IntersectionObserverEntry over framescope's layout-less geometry:
// every element that has a box is a 0×0 box at the viewport's origin (an element that is not
// connected, or is display: none by its own style attribute, has none: cssom_view.js's
// `hasBox`), and the implicit root's viewport is the window's fixed 1280×720. Observations
// are updated in the "update the rendering" step of a document (animation_frames.js runs
// `updateIntersectionObservations` after the animation frame callbacks), and the entries
// are delivered in a task queued from there: an explicit root's document updates its
// observers, as the spec says; the implicit root's observers are updated by each target's
// own document (the spec has the top-level document update them all — each window's
// rendering opportunities fall on the same 60 Hz, so only the task that delivers differs).
// https://w3c.github.io/IntersectionObserver/
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`). Observers and
// their registrations are the surrounding agent's (internal slots and `lib.agent`, shared by
// the isolate's realms): an observer of one realm observes another same-origin realm's
// elements, and gets entries of its own realm, with times of its own clock.
(function intersectionObservers(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["IntersectionObserver", "IntersectionObserverEntry"], shared: ["updateIntersectionObservations"],
  }, () => {
    const { DOMException, data, natives } = lib;
    const {
      ArrayIsArray, ArrayPrototypeSort, FunctionPrototypeCall, MathMax, MathMin, Number, NumberIsFinite, Object,
      ObjectFreeze, RangeError, ReflectConstruct, RegExpPrototypeExec, SafeMap, String, StringPrototypeSplit,
      StringPrototypeToLowerCase, SymbolIterator, TypeError,
    } = lib.primordials;
    const observers = lib.internalSlots("intersection_observer.observers");
    const stateOf = (observer) => lib.fieldsOf(observers, observer);
    // The observers observing something, in creation order (each document's
    // "IntersectionObservers", for all of them).
    const live = () => (lib.agent.intersectionObservers ??= lib.agentObject("array"));
    const isElement = (value) => lib.isTreeNode(value) && data(value).type === 1;
    const isDocument = (value) => lib.isTreeNode(value) && data(value).type === 9;
    const WHITESPACE = /[\t\n\f\r ]+/;
    // https://drafts.csswg.org/css-values/#absolute-lengths, in px.
    const PIXELS = { __proto__: null, px: 1, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, in: 96, pc: 16, pt: 96 / 72 };
    const MARGIN = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|cm|mm|q|in|pc|pt|%)$/i;
    // https://w3c.github.io/IntersectionObserver/#parse-a-margin: a list of four
    // { value, percent } or null (failure).
    function parseMargin(text) {
      // 1–2. The component values, without whitespace (only dimensions and percentages
      //      are accepted, so whitespace-separated words are the tokens that matter).
      const words = StringPrototypeSplit(text, WHITESPACE);
      const tokens = [];
      for (let i = 0; i < words.length; i++) if (words[i] !== "") tokens[tokens.length] = words[i];
      // 3. More than four: failure. 4. None: "0px".
      if (tokens.length > 4) return null;
      if (tokens.length === 0) tokens[0] = "0px";
      // 5. Absolute lengths as pixels, percentages as percentages; anything else fails.
      const margins = [];
      for (let i = 0; i < tokens.length; i++) {
        const m = RegExpPrototypeExec(MARGIN, tokens[i]);
        if (m === null) return null;
        const unit = StringPrototypeToLowerCase(m[2]);
        margins[i] = unit === "%"
          ? { __proto__: null, value: Number(m[1]), percent: true }
          : { __proto__: null, value: Number(m[1]) * PIXELS[unit], percent: false };
      }
      // 6. One, two or three values as CSS's margin shorthand gives four.
      if (margins.length === 1) { margins[1] = margins[0]; margins[2] = margins[0]; margins[3] = margins[0]; }
      else if (margins.length === 2) { margins[2] = margins[0]; margins[3] = margins[1]; }
      else if (margins.length === 3) margins[3] = margins[1];
      return margins;
    }
    const serializeMargin = (margins) => {
      let text = "";
      for (let i = 0; i < 4; i++) text += (i > 0 ? " " : "") + String(margins[i].value) + (margins[i].percent ? "%" : "px");
      return text;
    };
    // Web IDL's `double` (restricted: NaN and the infinities are a TypeError).
    const toDouble = (value) => {
      const number = Number(value);
      if (!NumberIsFinite(number)) throw new TypeError("Failed to construct 'IntersectionObserver': The provided double value is non-finite.");
      return number;
    };
    // Web IDL's `long` (ToInt32: truncated, modulo 2³², NaN and the infinities 0).
    const toLong = (value) => Number(value) | 0;
    // (double or sequence<double>): an object with @@iterator is a sequence.
    function thresholdList(value) {
      if (value !== null && (typeof value === "object" || typeof value === "function")) {
        const method = value[SymbolIterator];
        if (method !== undefined && method !== null) {
          const list = [];
          if (ArrayIsArray(value)) {
            for (let i = 0; i < value.length; i++) list[i] = toDouble(value[i]);
          } else {
            const iterator = FunctionPrototypeCall(method, value);
            for (let step = iterator.next(); !step.done; step = iterator.next()) list[list.length] = toDouble(step.value);
          }
          return list;
        }
      }
      return [toDouble(value)];
    }
    class IntersectionObserver {
      // https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-intersectionobserver
      // and https://w3c.github.io/IntersectionObserver/#initialize-new-intersection-observer
      constructor(callback, options = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'IntersectionObserver': 1 argument required, but only 0 present.");
        if (typeof callback !== "function") throw new TypeError("Failed to construct 'IntersectionObserver': parameter 1 is not of type 'Function'.");
        if (options !== undefined && options !== null && typeof options !== "object" && typeof options !== "function") {
          throw new TypeError("Failed to construct 'IntersectionObserver': The provided value is not of type 'IntersectionObserverInit'.");
        }
        // The dictionary's members, in Web IDL's (lexicographic) order.
        const o = options ?? lib.noDictionary();
        const delayValue = o.delay;
        const delay = delayValue === undefined ? 0 : toLong(delayValue);
        let root = o.root;
        if (root === undefined) root = null;
        if (root !== null && !isElement(root) && !isDocument(root)) {
          throw new TypeError("Failed to construct 'IntersectionObserver': Failed to read the 'root' property from 'IntersectionObserverInit': The provided value is not of type '(Document or Element)'.");
        }
        const rootMarginValue = o.rootMargin;
        const rootMarginText = rootMarginValue === undefined ? "0px" : String(rootMarginValue);
        const scrollMarginValue = o.scrollMargin;
        const scrollMarginText = scrollMarginValue === undefined ? "0px" : String(scrollMarginValue);
        const thresholdValue = o.threshold;
        const thresholds = thresholdValue === undefined ? [0] : thresholdList(thresholdValue);
        const trackVisibility = !!o.trackVisibility;
        const observer = ReflectConstruct(Object, [], new.target);
        // 3. The root margin, or a SyntaxError.
        const rootMargin = parseMargin(rootMarginText);
        if (rootMargin === null) throw new DOMException(`Failed to construct 'IntersectionObserver': rootMargin must be specified in pixels or percent.`, "SyntaxError");
        // 4. The scroll margin, likewise.
        const scrollMargin = parseMargin(scrollMarginText);
        if (scrollMargin === null) throw new DOMException(`Failed to construct 'IntersectionObserver': scrollMargin must be specified in pixels or percent.`, "SyntaxError");
        // 5–6. Thresholds outside [0, 1]: a RangeError.
        for (let i = 0; i < thresholds.length; i++) {
          if (thresholds[i] < 0 || thresholds[i] > 1) throw new RangeError("Failed to construct 'IntersectionObserver': Threshold values must be numbers between 0 and 1");
        }
        // 7–8. Sorted, and [0] if empty.
        ArrayPrototypeSort(thresholds, (a, b) => a - b);
        if (thresholds.length === 0) thresholds[0] = 0;
        // 10–12. trackVisibility raises the delay to 100 ms at least.
        // (`id`: the creation order, `makeEntry` and `now`: this realm's entries and clock.)
        observers.set(observer, {
          __proto__: null, id: (lib.agent.intersectionObserverIds = (lib.agent.intersectionObserverIds ?? 0) + 1),
          callback, root, rootMargin, scrollMargin, thresholds: ObjectFreeze(thresholds), delay: trackVisibility && delay < 100 ? 100 : delay,
          trackVisibility, targets: new SafeMap(), queue: [], makeEntry, now: lib.now, realm: lib,
        });
        return observer;
      }
      get root() { return stateOf(this).root; }
      get rootMargin() { return serializeMargin(stateOf(this).rootMargin); }
      get scrollMargin() { return serializeMargin(stateOf(this).scrollMargin); }
      get thresholds() { return stateOf(this).thresholds; }
      get delay() { return stateOf(this).delay; }
      get trackVisibility() { return stateOf(this).trackVisibility; }
      // https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-observe and
      // https://w3c.github.io/IntersectionObserver/#observe-target-element
      observe(target) {
        const state = stateOf(this);
        if (!isElement(target)) throw new TypeError("Failed to execute 'observe' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
        // 1. Already a target: nothing to do.
        if (state.targets.has(target)) return;
        // 2–4. A registration with previousThresholdIndex -1 and previousIsIntersecting
        //      false, which the next update reports whatever the geometry.
        state.targets.set(target, {
          __proto__: null, previousThresholdIndex: -1, previousIsIntersecting: false, previousIsVisible: false, lastUpdateTime: -Infinity,
        });
        if (state.targets.size === 1) addLive(this, state);
        lib.agent.intersectionObserving = true;
        lib.agent.renderingObservers = true;
        // (A rendering opportunity for the document that updates it: the root's, or the
        // target's for the implicit root.)
        (state.root === null ? lib.realmOf(lib.updatingDocument(target, state.realm)) : lib.realmOf(state.root)).requestRendering?.();
      }
      // https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-unobserve
      unobserve(target) {
        const state = stateOf(this);
        if (!isElement(target)) throw new TypeError("Failed to execute 'unobserve' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
        if (state.targets.delete(target) && state.targets.size === 0) removeLive(this);
      }
      // https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-disconnect
      disconnect() {
        const state = stateOf(this);
        if (state.targets.size === 0) return;
        state.targets = new SafeMap();
        removeLive(this);
      }
      // https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-takerecords
      takeRecords() {
        const state = stateOf(this);
        // 1–3. A copy of the queued entries, which are cleared.
        const queue = state.queue;
        state.queue = [];
        return queue;
      }
    }
    // The live list keeps creation order: an observer that stops observing leaves it (so
    // nothing keeps it alive) and comes back to its place.
    function addLive(observer, state) {
      const list = live();
      let at = list.length;
      while (at > 0 && stateOf(list[at - 1]).id > state.id) at--;
      lib.primordials.arrayInsertAt(list, at, observer);
    }
    function removeLive(observer) {
      const list = live();
      for (let i = 0; i < list.length; i++) if (list[i] === observer) { lib.primordials.arrayRemoveAt(list, i); return; }
    }
    // https://w3c.github.io/IntersectionObserver/#intersection-observer-entry
    const entries = lib.internalSlots("intersection_observer.entries");
    const field = (entry, name) => lib.fieldsOf(entries, entry)[name];
    class IntersectionObserverEntry {
      // https://w3c.github.io/IntersectionObserver/#dom-intersectionobserverentry-intersectionobserverentry
      constructor(init) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'IntersectionObserverEntry': 1 argument required, but only 0 present.");
        if (init === null || (typeof init !== "object" && typeof init !== "function")) {
          throw new TypeError("Failed to construct 'IntersectionObserverEntry': The provided value is not of type 'IntersectionObserverEntryInit'.");
        }
        const required = (name) => {
          const value = init[name];
          if (value === undefined) throw new TypeError(`Failed to construct 'IntersectionObserverEntry': Failed to read the '${name}' property from 'IntersectionObserverEntryInit': Required member is undefined.`);
          return value;
        };
        // (DOMRectInit: x, y, width and height, each unrestricted double, 0 if absent.)
        const rect = (value) => {
          if (value !== null && typeof value !== "object" && typeof value !== "function") {
            throw new TypeError("Failed to construct 'IntersectionObserverEntry': The provided value is not of type 'DOMRectInit'.");
          }
          const d = (name) => { const v = value?.[name]; return v === undefined ? 0 : Number(v); };
          const height = d("height"), width = d("width"), x = d("x"), y = d("y");
          return lib.makeRect(x, y, width, height);
        };
        const boundingClientRect = rect(required("boundingClientRect"));
        const intersectionRatio = toDouble(required("intersectionRatio"));
        const intersectionRect = rect(required("intersectionRect"));
        const isIntersecting = !!required("isIntersecting");
        const isVisible = !!required("isVisible");
        const rootBoundsValue = required("rootBounds");
        const rootBounds = rootBoundsValue === null ? null : rect(rootBoundsValue);
        const target = required("target");
        if (!isElement(target)) throw new TypeError("Failed to construct 'IntersectionObserverEntry': Failed to read the 'target' property from 'IntersectionObserverEntryInit': Failed to convert value to 'Element'.");
        const time = toDouble(required("time"));
        const entry = ReflectConstruct(Object, [], new.target);
        entries.set(entry, { __proto__: null, time, rootBounds, boundingClientRect, intersectionRect, isIntersecting, isVisible, intersectionRatio, target });
        return entry;
      }
      get time() { return field(this, "time"); }
      get rootBounds() { return field(this, "rootBounds"); }
      get boundingClientRect() { return field(this, "boundingClientRect"); }
      get intersectionRect() { return field(this, "intersectionRect"); }
      get isIntersecting() { return field(this, "isIntersecting"); }
      get isVisible() { return field(this, "isVisible"); }
      get intersectionRatio() { return field(this, "intersectionRatio"); }
      get target() { return field(this, "target"); }
    }
    // An entry of this realm (an observer's `makeEntry`), its rects [x, y, width, height].
    function makeEntry(time, rootBounds, targetRect, intersectionRect, isIntersecting, isVisible, ratio, target) {
      const rect = (r) => lib.makeRect(r[0], r[1], r[2], r[3]);
      const entry = { __proto__: IntersectionObserverEntry.prototype };
      entries.set(entry, {
        __proto__: null, time, rootBounds: rootBounds === null ? null : rect(rootBounds), boundingClientRect: rect(targetRect),
        intersectionRect: rect(intersectionRect), isIntersecting, isVisible, intersectionRatio: ratio, target,
      });
      return entry;
    }
    // The flat tree's parent of `node`: its parent, or a shadow root's host.
    const parentOrHost = (node) => {
      const d = data(node);
      return d.parent ?? (d.mode !== undefined ? d.host ?? null : null);
    };
    // Whether `target` is a descendant of `root` in the containing block chain: both have
    // boxes and root is a flat-tree ancestor of target (framescope positions nothing, so
    // no box escapes its ancestors' containing blocks).
    function inContainingBlockChain(target, root) {
      if (!lib.hasBox(root)) return false;
      for (let node = parentOrHost(target); node !== null; node = parentOrHost(node)) if (node === root) return true;
      return false;
    }
    // https://w3c.github.io/IntersectionObserver/#intersectionobserver-root-intersection-rectangle,
    // [x, y, width, height]: the viewport for the implicit root or a document, the root
    // element's 0×0 box (or none: an empty rect) otherwise; then grown by rootMargin
    // (percentages of the undilated width for left and right, of its height for top and
    // bottom) when `applyMargin`.
    function rootIntersectionRectangle(state, applyMargin) {
      const root = state.root;
      const rect = root === null || isDocument(root) ? [0, 0, lib.viewport.width, lib.viewport.height] : [0, 0, 0, 0];
      if (!applyMargin) return rect;
      const m = state.rootMargin;
      const length = (margin, size) => (margin.percent ? (margin.value * size) / 100 : margin.value);
      const top = length(m[0], rect[3]), right = length(m[1], rect[2]), bottom = length(m[2], rect[3]), left = length(m[3], rect[2]);
      return [rect[0] - left, rect[1] - top, rect[2] + left + right, rect[3] + top + bottom];
    }
    // Edge-inclusive intersection of two [x, y, width, height]: the rect, or null when they
    // neither overlap nor touch.
    function intersect(a, b) {
      const left = MathMax(a[0], b[0]), top = MathMax(a[1], b[1]);
      const right = MathMin(a[0] + a[2], b[0] + b[2]), bottom = MathMin(a[1] + a[3], b[1] + b[3]);
      if (right < left || bottom < top) return null;
      return [left, top, right - left, bottom - top];
    }
    // Whether `target`'s document is of the top-level document's origin (else it is given
    // no rootBounds by an implicit-root observer).
    function sameOriginWithTop(realm) {
      const top = realm.global.top;
      return top !== null && top !== undefined && natives.realmGlobal(top) !== undefined;
    }
    // https://w3c.github.io/IntersectionObserver/#update-intersection-observations-algo,
    // for this realm's document at `time` (its rendering opportunity's timestamp). The
    // observers are those of every realm; the targets updated here are those of this
    // document (each document's rendering step updates its own elements).
    function updateIntersectionObservations(time) {
      const document = lib.document;
      // 1. The observer list (the agent's, in creation order).
      const list = lib.primordials.copyArray(live());
      for (let i = 0; i < list.length; i++) {
        const observer = list[i];
        const state = stateOf(observer);
        const root = state.root;
        // (An explicit root's observer is updated by the root's document, as the spec
        // says, and gives targets of other documents non-intersecting entries; the
        // implicit root's, by each target's document: see above.)
        if (root !== null && lib.nodeDocument(root) !== document) continue;
        // 2.1–2.2. For each target:
        state.targets.forEach((registration, target) => {
          if (root === null && lib.updatingDocument(target, state.realm) !== document) return;
          // 2.2.2–2.2.3. Not again before `delay` ms have passed.
          if (time - registration.lastUpdateTime < state.delay) return;
          registration.lastUpdateTime = time;
          // 2.2.4–2.2.7.
          let isIntersecting = false;
          let targetRect = [0, 0, 0, 0];
          let intersectionRect = [0, 0, 0, 0];
          // (The margin applies to targets of the root's origin: the top-level document's
          // for the implicit root, the same document for an explicit one.)
          const sameOrigin = root === null ? sameOriginWithTop(lib) : true;
          const rootBounds = rootIntersectionRectangle(state, sameOrigin);
          // 2.2.8. A target of another document than the explicit root's: skip to 2.2.11.
          // 2.2.9. An element root that target is not a descendant of in the containing
          //        block chain: likewise. (A target with no box intersects nothing.)
          const skip = (root !== null && lib.nodeDocument(target) !== document) ||
            (root !== null && isElement(root) && !inContainingBlockChain(target, root)) || !lib.hasBox(target);
          if (!skip) {
            // 2.2.10. The target's bounding box: 0×0 at the viewport's origin.
            targetRect = [0, 0, 0, 0];
            // 2.2.11. The intersection with the root (no ancestor clips anything).
            const clipped = intersect(targetRect, rootBounds);
            // 2.2.14. Intersecting when they overlap or touch, even with zero area.
            if (clipped !== null) { intersectionRect = clipped; isIntersecting = true; }
          }
          // 2.2.12–2.2.15. The ratio (a zero-area target: 1 if intersecting, else 0).
          const targetArea = targetRect[2] * targetRect[3];
          const ratio = targetArea !== 0 ? (intersectionRect[2] * intersectionRect[3]) / targetArea : isIntersecting ? 1 : 0;
          // 2.2.16. The index of the first threshold above the ratio, or their count.
          const thresholds = state.thresholds;
          let thresholdIndex = thresholds.length;
          for (let t = 0; t < thresholds.length; t++) if (thresholds[t] > ratio) { thresholdIndex = t; break; }
          // (v2: nothing is drawn, so nothing occludes or transforms a target.)
          const isVisible = state.trackVisibility && isIntersecting;
          // 2.2.17–2.2.21. A change of threshold or of intersecting is an entry.
          if (thresholdIndex !== registration.previousThresholdIndex || isIntersecting !== registration.previousIsIntersecting ||
              isVisible !== registration.previousIsVisible) {
            // (The time on the observer's realm's clock.)
            const observerTime = state.now() - (lib.now() - time);
            queueEntry(observer, state, state.makeEntry(observerTime, sameOrigin ? rootBounds : null, targetRect, intersectionRect,
              isIntersecting, isVisible, ratio, target));
          }
          registration.previousThresholdIndex = thresholdIndex;
          registration.previousIsIntersecting = isIntersecting;
          registration.previousIsVisible = isVisible;
        });
      }
    }
    // https://w3c.github.io/IntersectionObserver/#queue-an-intersectionobserverentry, then
    // https://w3c.github.io/IntersectionObserver/#queue-an-intersection-observer-task for
    // this realm's document: its observers to notify, and one task for them.
    let notifyList = null;
    function queueEntry(observer, state, entry) {
      state.queue[state.queue.length] = entry;
      if (notifyList === null) {
        notifyList = [];
        natives.queueGlobalTask(notifyIntersectionObservers);
      }
      for (let i = 0; i < notifyList.length; i++) if (notifyList[i] === observer) return;
      notifyList[notifyList.length] = observer;
    }
    // https://w3c.github.io/IntersectionObserver/#notify-intersection-observers-algo
    function notifyIntersectionObservers() {
      // 1–2. The task flag unset; the observers this document queued entries for.
      const list = notifyList;
      notifyList = null;
      for (let i = 0; i < list.length; i++) {
        const state = stateOf(list[i]);
        // 3.1. Nothing queued (taken by takeRecords): next.
        if (state.queue.length === 0) continue;
        // 3.2–3.3. The queue, cleared.
        const queue = state.queue;
        state.queue = [];
        // 3.4. The callback with the entries and the observer, as this and second
        //      argument; 3.5. an exception it throws is reported (to its own realm; the
        //      native catches, as uncaught for V8's debugger: webidl/callbacks.rs).
        const outcome = natives.callCatching(state.callback, list[i], [queue, list[i]]);
        if (!outcome[0]) lib.realmOfObject(state.callback).reportException(outcome[1]);
      }
    }
    return { __proto__: null, IntersectionObserver, IntersectionObserverEntry, updateIntersectionObservations };
  });
});
