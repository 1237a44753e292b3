// ResizeObserver, ResizeObserverEntry and ResizeObserverSize over framescope's layout-less
// geometry: every element's boxes (border, content, device-pixel content) are 0×0, whether
// it has a box or not (cssom_view.js), so an observation reports once, when it starts —
// an observation's last reported size starts at -1×-1, as browsers do (the draft's example
// struct says 0×0, which would never report a 0×0 element; WPT's resize-observer tests
// expect the first notification for one). Observations are gathered and broadcast in the
// "update the rendering" step of the target's document, or of the observer's for a target
// of a document without a browsing context (`lib.updatingDocument`; the draft has the
// observer's document broadcast all its observations) (animation_frames.js runs
// `runResizeObserverSteps` after the animation frame callbacks, before the intersection
// observers), callbacks called there and then.
// https://drafts.csswg.org/resize-observer/
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`). Observers are
// the surrounding agent's (internal slots and `lib.agent`, shared by the isolate's realms):
// an observer of one realm observes another same-origin realm's elements and gets entries
// of its own realm.
(function resizeObservers(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["ResizeObserver", "ResizeObserverEntry", "ResizeObserverSize"], shared: ["runResizeObserverSteps"],
  }, () => {
    const { data } = lib;
    const { Object, ObjectFreeze, ReflectConstruct, SafeMap, String, TypeError, arrayInsertAt, arrayRemoveAt, copyArray } = lib.primordials;
    const observers = lib.internalSlots("resize_observer.observers");
    const stateOf = (observer) => lib.fieldsOf(observers, observer);
    // The observers observing something, in creation order (each document's
    // [[resizeObservers]], for all of them).
    const live = () => (lib.agent.resizeObservers ??= lib.agentObject("array"));
    const isElement = (value) => lib.isTreeNode(value) && data(value).type === 1;
    const BOXES = { __proto__: null, "border-box": true, "content-box": true, "device-pixel-content-box": true };
    class ResizeObserver {
      // https://drafts.csswg.org/resize-observer/#dom-resizeobserver-resizeobserver
      constructor(callback) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'ResizeObserver': 1 argument required, but only 0 present.");
        if (typeof callback !== "function") throw new TypeError("Failed to construct 'ResizeObserver': parameter 1 is not of type 'Function'.");
        const observer = ReflectConstruct(Object, [], new.target);
        // 2–3. The callback and no observation targets. (`id`: the creation order, kept
        //    by the agent's list of observers; `makeEntry`: this realm's entries.)
        observers.set(observer, {
          __proto__: null, id: (lib.agent.resizeObserverIds = (lib.agent.resizeObserverIds ?? 0) + 1),
          callback, targets: new SafeMap(), active: [], skipped: [], makeEntry, realm: lib,
        });
        return observer;
      }
      // https://drafts.csswg.org/resize-observer/#dom-resizeobserver-observe
      observe(target, options = undefined) {
        const state = stateOf(this);
        if (!isElement(target)) throw new TypeError("Failed to execute 'observe' on 'ResizeObserver': parameter 1 is not of type 'Element'.");
        if (options !== undefined && options !== null && typeof options !== "object" && typeof options !== "function") {
          throw new TypeError("Failed to execute 'observe' on 'ResizeObserver': The provided value is not of type 'ResizeObserverOptions'.");
        }
        const boxValue = options?.box;
        const box = boxValue === undefined ? "content-box" : String(boxValue);
        if (BOXES[box] !== true) {
          throw new TypeError(`Failed to execute 'observe' on 'ResizeObserver': Failed to read the 'box' property from 'ResizeObserverOptions': The provided value '${box}' is not a valid enum value of type ResizeObserverBoxOptions.`);
        }
        // 1. Observed already: unobserved first.
        if (state.targets.delete(target) && state.targets.size === 0) removeLive(this);
        // 2–3. A new observation, its last reported size -1×-1 (see above).
        state.targets.set(target, { __proto__: null, target, observedBox: box, inlineSize: -1, blockSize: -1 });
        if (state.targets.size === 1) addLive(this, state);
        lib.agent.resizeObserving = true;
        lib.agent.renderingObservers = true;
        // (A rendering opportunity for the target's document, which broadcasts it.)
        lib.realmOf(lib.updatingDocument(target, state.realm)).requestRendering?.();
      }
      // https://drafts.csswg.org/resize-observer/#dom-resizeobserver-unobserve
      unobserve(target) {
        const state = stateOf(this);
        if (!isElement(target)) throw new TypeError("Failed to execute 'unobserve' on 'ResizeObserver': parameter 1 is not of type 'Element'.");
        // 1–3. The observation of target, if any, removed.
        if (state.targets.delete(target) && state.targets.size === 0) removeLive(this);
      }
      // https://drafts.csswg.org/resize-observer/#dom-resizeobserver-disconnect
      disconnect() {
        const state = stateOf(this);
        // 1–2. No observation targets, no active targets.
        const observing = state.targets.size > 0;
        state.targets = new SafeMap();
        state.active = [];
        if (observing) removeLive(this);
      }
    }
    function addLive(observer, state) {
      const list = live();
      let at = list.length;
      while (at > 0 && stateOf(list[at - 1]).id > state.id) at--;
      arrayInsertAt(list, at, observer);
    }
    function removeLive(observer) {
      const list = live();
      for (let i = 0; i < list.length; i++) if (list[i] === observer) { arrayRemoveAt(list, i); return; }
    }
    // https://drafts.csswg.org/resize-observer/#resize-observer-size-interface
    const sizes = lib.internalSlots("resize_observer.sizes");
    class ResizeObserverSize {
      constructor() { lib.illegal(); }
      get inlineSize() { return lib.fieldsOf(sizes, this).inlineSize; }
      get blockSize() { return lib.fieldsOf(sizes, this).blockSize; }
    }
    // https://drafts.csswg.org/resize-observer/#resize-observer-entry-interface
    const entries = lib.internalSlots("resize_observer.entries");
    const field = (entry, name) => lib.fieldsOf(entries, entry)[name];
    class ResizeObserverEntry {
      constructor() { lib.illegal(); }
      get target() { return field(this, "target"); }
      get contentRect() { return field(this, "contentRect"); }
      get borderBoxSize() { return field(this, "borderBoxSize"); }
      get contentBoxSize() { return field(this, "contentBoxSize"); }
      get devicePixelContentBoxSize() { return field(this, "devicePixelContentBoxSize"); }
    }
    // https://drafts.csswg.org/resize-observer/#calculate-box-size: every box is 0×0
    // (an element with no box has none to measure either).
    const boxSize = (target, observedBox) => ({ __proto__: null, inlineSize: 0, blockSize: 0 });
    // A FrozenArray of one ResizeObserverSize of this realm.
    function sizeArray(size) {
      const object = { __proto__: ResizeObserverSize.prototype };
      sizes.set(object, { __proto__: null, inlineSize: size.inlineSize, blockSize: size.blockSize });
      return ObjectFreeze([object]);
    }
    // https://drafts.csswg.org/resize-observer/#create-and-populate-a-resizeobserverentry,
    // in this realm (an observer's `makeEntry`).
    function makeEntry(target) {
      // 1–2.
      const entry = { __proto__: ResizeObserverEntry.prototype };
      // 3–5. The three sizes; 6–8. the content rect at the padding's top left (no padding:
      //      0, 0), of the content box's size.
      const content = boxSize(target, "content-box");
      entries.set(entry, {
        __proto__: null, target, borderBoxSize: sizeArray(boxSize(target, "border-box")), contentBoxSize: sizeArray(content),
        devicePixelContentBoxSize: sizeArray(boxSize(target, "device-pixel-content-box")),
        contentRect: lib.makeRect(0, 0, content.inlineSize, content.blockSize),
      });
      return entry;
    }
    // https://drafts.csswg.org/resize-observer/#calculate-depth-for-node: the nodes from
    // `node` up to its flattened tree's root (shadow roots go on to their hosts).
    function depthOf(node) {
      let depth = 0;
      for (let n = node; n !== null && n !== undefined;) {
        depth++;
        const d = data(n);
        n = d.parent ?? (d.mode !== undefined ? d.host : null);
      }
      return depth;
    }
    // https://drafts.csswg.org/resize-observer/#gather-active-observations-h for this
    // realm's document.
    function gather(depth) {
      const document = lib.document;
      const list = live();
      for (let i = 0; i < list.length; i++) {
        const state = stateOf(list[i]);
        // 2.1. Clear the active and skipped targets.
        state.active = [];
        state.skipped = [];
        // 2.2. Each observation of this document whose size is not the last reported:
        //      active when deeper than `depth`, else skipped.
        state.targets.forEach((observation, target) => {
          if (lib.updatingDocument(target, state.realm) !== document) return;
          const size = boxSize(target, observation.observedBox);
          if (size.inlineSize === observation.inlineSize && size.blockSize === observation.blockSize) return;
          if (depthOf(target) > depth) state.active[state.active.length] = observation;
          else state.skipped[state.skipped.length] = observation;
        });
      }
    }
    const has = (kind) => {
      const list = live();
      for (let i = 0; i < list.length; i++) if (stateOf(list[i])[kind].length > 0) return true;
      return false;
    };
    // https://drafts.csswg.org/resize-observer/#broadcast-active-observations: returns the
    // shallowest depth broadcast.
    function broadcast() {
      // 1.
      let shallowest = Infinity;
      // 2. Each observer with active targets (those of this document, see `gather`).
      const list = copyArray(live());
      for (let i = 0; i < list.length; i++) {
        const observer = list[i];
        const state = stateOf(observer);
        if (state.active.length === 0) continue;
        // 2.2–2.3. An entry for each, its observation's last reported size updated.
        const active = state.active;
        const batch = [];
        for (let j = 0; j < active.length; j++) {
          const observation = active[j];
          batch[j] = state.makeEntry(observation.target);
          const size = boxSize(observation.target, observation.observedBox);
          observation.inlineSize = size.inlineSize;
          observation.blockSize = size.blockSize;
          const depth = depthOf(observation.target);
          if (depth < shallowest) shallowest = depth;
        }
        // 2.5 (before the callback, which may observe again). 2.4. The callback, with the
        //     observer as this and second argument; what it throws is reported to its realm
        //     (the native catches, as uncaught for V8's debugger: webidl/callbacks.rs).
        state.active = [];
        const outcome = lib.natives.callCatching(state.callback, observer, [batch, observer]);
        if (!outcome[0]) lib.realmOfObject(state.callback).reportException(outcome[1]);
      }
      // 3.
      return shallowest;
    }
    // https://html.spec.whatwg.org/multipage/webappapis.html#update-the-rendering's resize
    // observer steps for this realm's document (https://drafts.csswg.org/resize-observer/#html-event-loop).
    function runResizeObserverSteps() {
      // 1. The depth starts at 0; 2. gather, and broadcast while anything is active
      //    (framescope's style and layout need no update in between).
      let depth = 0;
      gather(depth);
      while (has("active")) {
        depth = broadcast();
        gather(depth);
      }
      // 3. Skipped observations: the resize loop error, reported at this window.
      if (has("skipped")) lib.reportErrorMessage("ResizeObserver loop completed with undelivered notifications.");
    }
    return { __proto__: null, ResizeObserver, ResizeObserverEntry, ResizeObserverSize, runResizeObserverSteps };
  });
});
