// Events and event targets: Event, CustomEvent, EventTarget, dispatch along the event path.
// https://dom.spec.whatwg.org/#events
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function events(lib, hooks) {
  "use strict";
  const { DOMException, exposeAll, fieldsOf, global, is, natives, noDictionary } = lib;
  const {
    ArrayPrototypeFindIndex, ArrayPrototypePush, ArrayPrototypeSome, ObjectAssign,
    ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ObjectPrototypeHasOwnProperty, ReflectApply, ReflectConstruct, SafeMap,
    SafeWeakMap, String, TypeError, arrayInsertAt, arrayRemoveAt, copyArray,
  } = lib.primordials;
  // https://dom.spec.whatwg.org/#interface-event
  const state = lib.internalSlots("events.state");
  const stateOf = (event) => fieldsOf(state, event);
  class Event {
    constructor(type, init = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'Event': 1 argument required.");
      init ??= noDictionary();
      state.set(this, {
        __proto__: null,
        type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
        target: null, currentTarget: null, phase: 0, canceled: false, stop: false, stopNow: false,
        dispatching: false, initialized: true, passive: false, trusted: false, timeStamp: lib.now(), path: null,
      });
      ObjectDefineProperty(this, "isTrusted", { __proto__: null, get: isTrusted, enumerable: true });
    }
    get type() { return stateOf(this).type; }
    get target() { return stateOf(this).target; }
    get srcElement() { return stateOf(this).target; }
    get currentTarget() { return stateOf(this).currentTarget; }
    get eventPhase() { return stateOf(this).phase; }
    get bubbles() { return stateOf(this).bubbles; }
    get cancelable() { return stateOf(this).cancelable; }
    get composed() { return stateOf(this).composed; }
    get defaultPrevented() { return stateOf(this).canceled; }
    // https://dom.spec.whatwg.org/#dom-event-returnvalue
    get returnValue() { return !stateOf(this).canceled; }
    set returnValue(value) { if (!value) cancel(this); }
    get timeStamp() { return stateOf(this).timeStamp; }
    // https://dom.spec.whatwg.org/#dom-event-cancelbubble
    get cancelBubble() { return stateOf(this).stop; }
    set cancelBubble(value) { const state = stateOf(this); if (value) state.stop = true; }
    // https://dom.spec.whatwg.org/#dom-event-composedpath: the path, less what is inside
    // closed shadow trees the current target is not in.
    composedPath() {
      const s = stateOf(this);
      // 1–3. Let composedPath be « »; if event's path is empty, return it.
      const path = s.path;
      if (path === null || path.length === 0) return [];
      // 4–5. Append currentTarget. 6–9. Find its index and hidden subtree level.
      const composed = [s.currentTarget];
      let currentTargetIndex = 0, currentTargetLevel = 0;
      for (let index = path.length - 1; index >= 0; index--) {
        if (path[index].rootOfClosedTree) currentTargetLevel++;
        if (path[index].item === s.currentTarget) { currentTargetIndex = index; break; }
        if (path[index].slotInClosedTree) currentTargetLevel--;
      }
      // 10–12. Prepend the invocation targets before it that are not hidden.
      let level = currentTargetLevel, maxLevel = currentTargetLevel;
      for (let index = currentTargetIndex - 1; index >= 0; index--) {
        if (path[index].rootOfClosedTree) level++;
        if (level <= maxLevel) arrayInsertAt(composed, 0, path[index].item);
        if (path[index].slotInClosedTree) {
          level--;
          if (level < maxLevel) maxLevel = level;
        }
      }
      // 13–15. Append those after it that are not hidden.
      level = maxLevel = currentTargetLevel;
      for (let index = currentTargetIndex + 1; index < path.length; index++) {
        if (path[index].slotInClosedTree) level++;
        if (level <= maxLevel) ArrayPrototypePush(composed, path[index].item);
        if (path[index].rootOfClosedTree) {
          level--;
          if (level < maxLevel) maxLevel = level;
        }
      }
      return composed;
    }
    preventDefault() { cancel(this); }
    stopPropagation() { stateOf(this).stop = true; }
    stopImmediatePropagation() { const s = stateOf(this); s.stop = s.stopNow = true; }
    // https://dom.spec.whatwg.org/#dom-event-initevent
    initEvent(type, bubbles = false, cancelable = false) {
      if (arguments.length === 0) throw new TypeError("Failed to execute 'initEvent' on 'Event': 1 argument required.");
      initEvent(this, type, bubbles, cancelable);
    }
  }
  // The steps of initEvent and of the other interfaces' legacy init methods: whether the
  // event was initialized.
  function initEvent(event, type, bubbles, cancelable) {
    // 1. If this's dispatch flag is set, then return.
    if (stateOf(event).dispatching) return false;
    // 2. Initialize this with type, bubbles, and cancelable.
    initialize(event, String(type), !!bubbles, !!cancelable);
    return true;
  }
  // https://dom.spec.whatwg.org/#concept-event-initialize
  function initialize(event, type, bubbles, cancelable) {
    const s = stateOf(event);
    // 1. Set event's initialized flag. 2. Unset its stop propagation, stop immediate
    //    propagation and canceled flags. 3. Set isTrusted to false. 4. Set its target to
    //    null. 5–7. Set its type, bubbles and cancelable.
    s.initialized = true;
    s.stop = s.stopNow = s.canceled = false;
    s.trusted = false;
    s.target = null;
    s.type = type;
    s.bubbles = bubbles;
    s.cancelable = cancelable;
  }
  // https://dom.spec.whatwg.org/#set-the-canceled-flag
  const cancel = (event) => { const s = stateOf(event); if (s.cancelable && !s.passive) s.canceled = true; };
  const { get: isTrusted } = ObjectGetOwnPropertyDescriptor({
    get isTrusted() {
      const s = state.get(this);
      if (!s) throw new TypeError("Illegal invocation");
      return s.trusted === true;
    },
  }, "isTrusted");
  // Events the user agent dispatches are trusted; scripts cannot make one.
  const trust = (event) => { stateOf(event).trusted = true; return event; };
  // https://dom.spec.whatwg.org/#dom-document-createevent, step 5: an event whose
  // initialized flag is unset (initEvent sets it).
  const uninitialized = (event) => { stateOf(event).initialized = false; return event; };
  for (const [name, value] of [["NONE", 0], ["CAPTURING_PHASE", 1], ["AT_TARGET", 2], ["BUBBLING_PHASE", 3]]) {
    ObjectDefineProperty(Event, name, { __proto__: null, value, enumerable: true });
    ObjectDefineProperty(Event.prototype, name, { __proto__: null, value, enumerable: true });
  }

  // Made on first use (`lib.lazily`).
  lib.lazily({ interfaces: ["CustomEvent"], shared: ["CustomEvent"] }, () => {
    // https://dom.spec.whatwg.org/#interface-customevent
    const details = lib.internalSlots("events.details");
    class CustomEvent extends Event {
      constructor(type, init = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'CustomEvent': 1 argument required.");
        const event = ReflectConstruct(Event, [type, init], new.target);
        details.set(event, { __proto__: null, detail: init?.detail ?? null });
        return event;
      }
      get detail() { return fieldsOf(details, this).detail; }
      // https://dom.spec.whatwg.org/#dom-customevent-initcustomevent
      initCustomEvent(type, bubbles = false, cancelable = false, detail = null) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'initCustomEvent' on 'CustomEvent': 1 argument required.");
        const fields = fieldsOf(details, this);
        // 1–2. If this's dispatch flag is set, then return; initialize this with type,
        //    bubbles, and cancelable. 3. Set this's detail attribute to detail.
        if (initEvent(this, type, bubbles, cancelable)) fields.detail = detail;
      }
    }
    return { __proto__: null, CustomEvent };
  });

  // https://dom.spec.whatwg.org/#interface-eventtarget
  const listeners = lib.internalSlots("events.listeners");
  const listenersOf = (target) => {
    let map = listeners.get(target);
    if (!map) listeners.set(target, (map = new SafeMap()));
    return map;
  };
  // The options' members, read from an object only (not from a boolean's or string's
  // prototype).
  const isObject = (value) => (typeof value === "object" && value !== null) || typeof value === "function";
  // https://dom.spec.whatwg.org/#concept-flatten-options: a boolean is the capture; an
  // object is a dictionary (as are null and undefined); any other value converts to a
  // boolean (Web IDL's union of a dictionary and boolean).
  const flatten = (options) => (isObject(options) ? !!options.capture : !!options);
  // https://dom.spec.whatwg.org/#event-flatten-more: the options' members, read in Web
  // IDL's order (capture, once, passive, signal); passive is null when not given.
  function flattenMore(options) {
    const capture = flatten(options);
    if (!isObject(options)) return { __proto__: null, capture, once: false, passive: null, signal: null };
    const once = !!options.once;
    const passiveMember = options.passive;
    const signalMember = options.signal;
    if (signalMember !== undefined && !is(signalMember, lib.AbortSignal)) {
      throw new TypeError("Failed to execute 'addEventListener' on 'EventTarget': Failed to read the 'signal' property from 'AddEventListenerOptions': Failed to convert value to 'AbortSignal'.");
    }
    const passive = passiveMember === undefined ? null : !!passiveMember;
    return { __proto__: null, capture, once, passive, signal: signalMember ?? null };
  }
  // https://dom.spec.whatwg.org/#default-passive-value: touch and wheel listeners on the
  // window, the document, its document element and its body (the node tree's module says
  // which those are).
  let isPassiveByDefaultTarget = (target) => false;
  const setPassiveByDefaultTargets = (test) => { isPassiveByDefaultTarget = test; };
  const defaultPassive = (type, target) =>
    (type === "touchstart" || type === "touchmove" || type === "wheel" || type === "mousewheel") &&
    isPassiveByDefaultTarget(target);
  // WebIDL's "this" check: an EventTarget, or (for an undefined this) the global.
  // An interface prototype object (Node.prototype, Window.prototype, …) inherits from
  // EventTarget.prototype but is no platform object, so the check fails for it too: its
  // own `constructor` is a function whose `prototype` it is (read without any getter).
  const ownValue = (object, key) => {
    const descriptor = ObjectGetOwnPropertyDescriptor(object, key);
    return descriptor !== undefined && ObjectPrototypeHasOwnProperty(descriptor, "value") ? descriptor.value : undefined;
  };
  const isInterfacePrototype = (value) => {
    const constructor = ownValue(value, "constructor");
    return typeof constructor === "function" && ownValue(constructor, "prototype") === value;
  };
  // An event target of any realm of the isolate: a node (nodes.js), an object made by
  // EventTarget's constructor (`targets`), a window, or one of this realm's objects made
  // with an event target interface's prototype.
  const targets = lib.internalSlots("events.targets");
  const isEventTarget = (value) =>
    value === global || lib.isTreeNode?.(value) === true || targets.has(value) || lib.isWindowObject(value) ||
    (is(value, EventTarget) && !isInterfacePrototype(value));
  const eventTarget = (value, method) => {
    const target = value ?? global;
    if (!isEventTarget(target)) {
      throw new TypeError(`Failed to execute '${method}' on 'EventTarget': Illegal invocation`);
    }
    return target;
  };
  // https://dom.spec.whatwg.org/#add-an-event-listener, with the options of
  // addEventListener (flattened here first, as its steps do).
  function addListener(target, type, callback, options) {
    const { capture, once, passive, signal } = flattenMore(options);
    // 2. If listener's signal is not null and is aborted, then return.
    if (signal !== null && signal.aborted) return;
    // 3. If listener's callback is null, then return.
    if (callback === null || callback === undefined) return;
    // 5. If eventTarget's event listener list does not contain an event listener whose
    //    type is listener's type, callback is listener's callback, and capture is
    //    listener's capture, then append listener to eventTarget's event listener list.
    const map = listenersOf(target);
    const list = map.get(type) ?? [];
    if (ArrayPrototypeSome(list, (l) => l.callback === callback && l.capture === capture)) return;
    // 4. If listener's passive is null, then set it to the default passive value.
    const listener = {
      __proto__: null, callback, capture, once, passive: passive ?? defaultPassive(type, target), removed: false, realm: undefined,
    };
    ArrayPrototypePush(list, listener);
    map.set(type, list);
    lib.work.listeners++;
    // 6. If listener's signal is not null, then add the following abort steps to it:
    //    remove an event listener with eventTarget and listener.
    if (signal !== null) lib.addAbortAlgorithm(signal, () => removeListener(target, type, callback, capture));
  }
  // https://dom.spec.whatwg.org/#remove-an-event-listener
  function removeListener(target, type, callback, capture) {
    const list = listenersOf(target).get(type);
    if (!list) return;
    const index = ArrayPrototypeFindIndex(list, (l) => l.callback === callback && l.capture === capture);
    if (index >= 0) { list[index].removed = true; arrayRemoveAt(list, index); lib.work.listeners--; }
  }
  class EventTarget {
    // https://dom.spec.whatwg.org/#dom-eventtarget-eventtarget (and every subclass made
    // through it): branded an event target for every realm.
    constructor() { targets.set(this, true); }
    addEventListener(type, callback, options = undefined) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'addEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      const target = eventTarget(this, "addEventListener");
      if (callback !== null && callback !== undefined && !isObject(callback)) {
        throw new TypeError("Failed to execute 'addEventListener' on 'EventTarget': parameter 2 is not of type 'Object'.");
      }
      addListener(target, String(type), callback, options);
    }
    removeEventListener(type, callback, options = undefined) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'removeEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      const target = eventTarget(this, "removeEventListener");
      if (callback !== null && callback !== undefined && !isObject(callback)) {
        throw new TypeError("Failed to execute 'removeEventListener' on 'EventTarget': parameter 2 is not of type 'Object'.");
      }
      removeListener(target, String(type), callback, flatten(options));
    }
    // https://dom.spec.whatwg.org/#dom-eventtarget-dispatchevent
    dispatchEvent(event) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'dispatchEvent' on 'EventTarget': 1 argument required, but only 0 present.");
      if (!state.has(event)) throw new TypeError("Failed to execute 'dispatchEvent': parameter 1 is not of type 'Event'.");
      const s = stateOf(event);
      // 1. If event's dispatch flag is set, or if its initialized flag is not set, then
      //    throw an "InvalidStateError" DOMException.
      if (s.dispatching || !s.initialized) throw new DOMException("The event is already being dispatched, or was not initialized.", "InvalidStateError");
      // 2. Initialize event's isTrusted attribute to false.
      s.trusted = false;
      // 3. Return the result of dispatching event to this.
      return dispatch(eventTarget(this, "dispatchEvent"), event);
    }
  }

  // https://dom.spec.whatwg.org/#get-the-parent: a node's parent, a document's window
  // (for any event but `load`); a window has none. The node tree's module says which.
  let getTheParent = (target, type, composed, first) => null;
  const setGetTheParent = (get) => { getTheParent = get; };
  // https://dom.spec.whatwg.org/#eventtarget-activation-behavior: which targets have an
  // activation behavior, and their legacy-pre-activation, activation and
  // legacy-canceled-activation behaviors (HTML's form controls: html_element_interfaces.js).
  let activation = null;
  const setActivation = (behaviors) => { activation = behaviors; };

  // MouseEvents and FocusEvents of any realm (the slots of ui_events.js's MouseEvent and
  // FocusEvent, read here without making that module).
  const mouseEvents = lib.internalSlots("ui_events.mouseFields");
  const focusEvents = lib.internalSlots("ui_events.focusFields");
  // An event's relatedTarget field (MouseEvent's and FocusEvent's), if it has one.
  const relatedFields = (event) => mouseEvents.get(event) ?? focusEvents.get(event);
  // Shadow trees (shadow_root.js): retargeting, and a node's root being a shadow root
  // (and a closed one). Without shadow trees, retargeting returns its first argument.
  let shadow = null;
  const setShadowTrees = (hooks) => { shadow = hooks; };
  const retarget = (a, b) => (shadow === null ? a : shadow.retarget(a, b));
  // https://dom.spec.whatwg.org/#concept-event-path-append
  function appendToPath(event, path, item, target, relatedTarget, slotInClosedTree) {
    // 1. Let invocationTargetInShadowTree be false; true if invocationTarget is a node
    //    whose root is a shadow root. 2. Let root-of-closed-tree be false; true if it is a
    //    shadow root whose mode is "closed". 3. Append a struct.
    ArrayPrototypePush(path, {
      __proto__: null, item, target, relatedTarget,
      inShadowTree: shadow !== null && shadow.inShadowTree(item),
      rootOfClosedTree: shadow !== null && shadow.isClosedShadowRoot(item),
      slotInClosedTree,
    });
  }
  // https://dom.spec.whatwg.org/#concept-event-dispatch (no touch targets). With
  // `legacyTargetOverride`, the event's target is `lib.document` while its path is the
  // window alone (HTML fires a window's `load` that way).
  function dispatch(target, event, legacyTargetOverride = false) {
    const s = stateOf(event);
    // 1. Set event's dispatch flag.
    s.dispatching = true;
    // 2. Let targetOverride be target, if legacy target override flag is not given, and
    //    target's associated Document otherwise.
    const targetOverride = legacyTargetOverride ? lib.document : target;
    // 3. Let activationTarget be null. 4. Let relatedTarget be the result of retargeting
    //    event's relatedTarget against target.
    let activationTarget = null;
    // (The event's relatedTarget field, if it has one: read once, set at each invoke.)
    const related = relatedFields(event);
    const eventRelatedTarget = related?.relatedTarget ?? null;
    let relatedTarget = retarget(eventRelatedTarget, target);
    let clearTargets = false;
    const path = [];
    // 5. If target is not relatedTarget or target is event's relatedTarget:
    if (target !== relatedTarget || target === eventRelatedTarget) {
      // 5.3. Append to an event path with event, target, targetOverride, relatedTarget,
      //      and false.
      appendToPath(event, path, target, targetOverride, relatedTarget, false);
      // 5.4. Let isActivationEvent be true, if event is a MouseEvent whose type is
      //      "click". 5.5. If so and target has activation behavior, it is activationTarget.
      const isActivationEvent = activation !== null && s.type === "click" && mouseEvents.has(event);
      if (isActivationEvent && activation.has(target)) activationTarget = target;
      // 5.6. Let slottable be target, if target is a slottable and is assigned.
      let slottable = shadow !== null && shadow.isAssigned(target) ? target : null;
      // 5.7. Let slot-in-closed-tree be false. 5.8. Let parent be the result of invoking
      //      target's get the parent with event.
      let slotInClosedTree = false;
      let parent = legacyTargetOverride ? null : getTheParent(target, s.type, s.composed, target);
      // 5.9. While parent is non-null:
      while (parent !== null) {
        // 5.9.1. If slottable is non-null: set slottable to null; if parent's root is a
        //        shadow root whose mode is "closed", set slot-in-closed-tree to true.
        if (slottable !== null) {
          slottable = null;
          if (shadow.rootIsClosedShadowRoot(parent)) slotInClosedTree = true;
        }
        // 5.9.2. If parent is a slottable and is assigned, then set slottable to parent.
        if (shadow !== null && shadow.isAssigned(parent)) slottable = parent;
        // 5.9.3. Let relatedTarget be the result of retargeting event's relatedTarget
        //        against parent.
        relatedTarget = retarget(eventRelatedTarget, parent);
        // 5.9.5. If parent is a Window object, or a node and target's root is a
        //        shadow-including inclusive ancestor of parent: (activation) and append to
        //        an event path with parent, null, relatedTarget and slot-in-closed-tree.
        if (shadow === null || !shadow.isNode(parent) || shadow.rootIsShadowIncludingAncestorOf(target, parent)) {
          if (isActivationEvent && s.bubbles && activationTarget === null && activation.has(parent)) activationTarget = parent;
          appendToPath(event, path, parent, null, relatedTarget, slotInClosedTree);
        } else if (parent === relatedTarget) {
          // 5.9.6. Otherwise, if parent is relatedTarget, then set parent to null.
          parent = null;
        } else {
          // 5.9.7. Otherwise: set target to parent; (activation); append to an event
          //        path with parent, target, relatedTarget and slot-in-closed-tree.
          target = parent;
          if (isActivationEvent && activationTarget === null && activation.has(target)) activationTarget = target;
          appendToPath(event, path, parent, target, relatedTarget, slotInClosedTree);
        }
        // 5.9.8. If parent is non-null, set it to the result of invoking parent's get the
        //        parent with event. 5.9.9. Set slot-in-closed-tree to false.
        if (parent !== null) parent = getTheParent(parent, s.type, s.composed, path[0].item);
        slotInClosedTree = false;
      }
      // 5.10. Let clearTargetsStruct be the last struct in event's path whose
      //       shadow-adjusted target is non-null. 5.11. If its shadow-adjusted target or
      //       its relatedTarget is a node whose root is a shadow root, set clearTargets.
      if (shadow !== null) {
        for (let i = path.length - 1; i >= 0; i--) {
          if (path[i].target === null) continue;
          clearTargets = shadow.inShadowTree(path[i].target) || shadow.inShadowTree(path[i].relatedTarget);
          break;
        }
      }
    }
    // 5.12. If activationTarget is non-null and has legacy-pre-activation behavior, run it.
    const saved = activationTarget === null ? undefined : activation.preActivate(activationTarget);
    s.path = path;
    try {
      // 5.13. For each struct in event's path, in reverse order: if struct's
      //    shadow-adjusted target is non-null, set eventPhase to AT_TARGET, otherwise to
      //    CAPTURING_PHASE; invoke with struct, event, "capturing".
      for (let i = path.length - 1; i >= 0; i--) {
        s.phase = path[i].target !== null ? 2 : 1;
        invoke(path, i, event, "capturing", related);
      }
      // 5.14. For each struct in event's path: if struct's shadow-adjusted target is
      //    non-null, set eventPhase to AT_TARGET; otherwise, if event's bubbles is false,
      //    continue, else set eventPhase to BUBBLING_PHASE; invoke with struct, event,
      //    "bubbling".
      for (let i = 0; i < path.length; i++) {
        if (path[i].target !== null) s.phase = 2;
        else if (!s.bubbles) continue;
        else s.phase = 3;
        invoke(path, i, event, "bubbling", related);
      }
    } finally {
      // 6. Set event's eventPhase to NONE. 7. Set event's currentTarget to null.
      // 8. Set event's path to the empty list. 9. Unset event's dispatch flag, stop
      //    propagation flag, and stop immediate propagation flag. 10. If clearTargets,
      //    set event's target and relatedTarget to null.
      s.phase = 0;
      s.currentTarget = null;
      s.path = null;
      s.dispatching = false;
      s.stop = s.stopNow = false;
      if (clearTargets) {
        s.target = null;
        if (related !== undefined) related.relatedTarget = null;
      }
    }
    // 11. If activationTarget is non-null: if event's canceled flag is unset, run its
    //    activation behavior with event; otherwise its legacy-canceled-activation
    //    behavior.
    if (activationTarget !== null) {
      if (!s.canceled) activation.activate(activationTarget, event, s.target);
      else activation.canceledActivation(activationTarget, saved);
    }
    // 12. Return false if event's canceled flag is set; otherwise true.
    return !s.canceled;
  }

  // https://dom.spec.whatwg.org/#concept-event-listener-invoke (the struct at `index` of
  // `path`; `related`: the event's relatedTarget field, if it has one)
  function invoke(path, index, event, phase, related) {
    const s = stateOf(event);
    const struct = path[index];
    // 1. Set event's target to the shadow-adjusted target of the last struct in event's
    //    path, that is either struct or preceding struct, whose shadow-adjusted target is
    //    non-null. 2. Set event's relatedTarget to struct's relatedTarget.
    for (let i = index; i >= 0; i--) {
      if (path[i].target !== null) { s.target = path[i].target; break; }
    }
    if (related !== undefined) related.relatedTarget = struct.relatedTarget;
    // 4. If event's stop propagation flag is set, then return.
    if (s.stop) return;
    // 5. Initialize event's currentTarget attribute to struct's invocation target.
    s.currentTarget = struct.item;
    // 6. Let listeners be a clone of event's currentTarget attribute value's event
    //    listener list.
    const list = copyArray(listeners.get(struct.item)?.get(s.type) ?? []);
    // 7. Let found be the result of running inner invoke with event, listeners, phase,
    //    struct's invocation-target-in-shadow-tree.
    innerInvoke(event, list, phase, struct.inShadowTree);
  }
  // https://html.spec.whatwg.org/multipage/webappapis.html#current-event: the window's
  // current event, what `window.event` returns (a [Replaceable] attribute of Window).
  let currentEvent = undefined;
  if (lib.info.scope === "Window") {
    lib.defineMembers(global, {
      get event() { lib.checkWindow(this); return currentEvent; },
      set event(value) {
        lib.checkWindow(this);
        ObjectDefineProperty(global, "event", { __proto__: null, value, writable: true, enumerable: true, configurable: true });
      },
    });
  }

  // Sets this realm's current event; returns the one it replaces.
  const swapCurrentEvent = (event) => {
    const previous = currentEvent;
    currentEvent = event;
    return previous;
  };
  // https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
  function innerInvoke(event, list, phase, inShadowTree = false) {
    const s = stateOf(event);
    const currentTarget = s.currentTarget;
    for (let i = 0; i < list.length; i++) {
      const listener = list[i];
      // 2.2. If listener's removed is true, then continue.
      if (listener.removed) continue;
      // 2.4–2.5. If phase is "capturing" and listener's capture is false, continue; if
      //    phase is "bubbling" and listener's capture is true, continue.
      if (phase === "capturing" ? !listener.capture : listener.capture) continue;
      // 2.6. If listener's once is true, then remove an event listener.
      if (listener.once) removeListener(currentTarget, s.type, listener.callback, listener.capture);
      // 2.9. If listener's passive is true, then set event's in passive listener flag.
      s.passive = listener.passive;
      // 2.7. Let global be listener callback's associated realm's global object (its realm's
      //    `lib`, found once per listener; this realm's for another origin's callback).
      const realm = (listener.realm ??= lib.realmOfObject(listener.callback));
      // 2.8. If global is a Window object: set currentEvent to global's current event, and
      //    if invocation-target-in-shadow-tree is false, set global's current event to event.
      const previousEvent = realm.swapCurrentEvent(inShadowTree ? undefined : event);
      // 2.10–2.11. Call a user object's operation with listener's callback, "handleEvent",
      //    « event », and event's currentTarget; report an exception it throws (to the
      //    callback's realm's global: event_handlers.js). (In the callback's realm: a
      //    missing handleEvent or a revoked proxy is a TypeError there. The native catches
      //    and reports, so that V8's debugger sees the listener's exception as uncaught, as
      //    Chrome's does: webidl/callbacks.rs.)
      try {
        natives.callReporting(realm === lib ? undefined : realm.global, listener.callback, currentTarget, event, realm.reportException);
        // (The call ends by cleaning up after running script: with no page script left on
        // the stack — an event a task dispatches, not a page's dispatchEvent() — a
        // microtask checkpoint, after each listener: window.rs. Its exception was reported
        // first, as Chrome's message listener does.)
        natives.cleanUpAfterCallback();
      } finally {
        // 2.12. Unset event's in passive listener flag. 2.13. If global is a Window object,
        //    then set global's current event to currentEvent.
        s.passive = false;
        realm.swapCurrentEvent(previousEvent);
      }
      // 2.14. If event's stop immediate propagation flag is set, then break.
      if (s.stopNow) break;
    }
  }
  // Not [Serializable]: cloning an event target or an event throws a DataCloneError.
  natives.platformPrototype(EventTarget.prototype);
  natives.platformPrototype(Event.prototype);
  exposeAll({ Event, EventTarget });
  // https://dom.spec.whatwg.org/#remove-all-event-listeners: each of `target`'s listeners
  // removed (a dispatch under way skips them too).
  function removeAllListeners(target) {
    const map = listeners.get(target);
    if (map === undefined) return;
    map.forEach((list) => { for (let i = 0; i < list.length; i++) list[i].removed = true; });
    listeners.delete(target);
  }
  // Whether any event listener is registered on `target` (XMLHttpRequest's upload
  // listener flag).
  function hasListeners(target) {
    const map = listeners.get(target);
    if (map === undefined) return false;
    let any = false;
    map.forEach((list) => { if (list.length > 0) any = true; });
    return any;
  }
  // Whether `target` has an event listener of `type` (an `on…` handler is one): an event
  // whose path is `target` alone (one fired at a Window) is seen by nothing else, so with
  // none it need not be made.
  function hasListenersOf(target, type) {
    const list = listeners.get(target)?.get(type);
    return list !== undefined && list.length > 0;
  }
  ObjectAssign(lib, {
    Event, EventTarget, isEventTarget, isEvent: (value) => state.has(value), dispatch, trust, swapCurrentEvent, uninitialized, initEvent, cancel, eventTarget,
    addListener, removeListener, removeAllListeners, setGetTheParent, setPassiveByDefaultTargets, hasListeners, hasListenersOf, setActivation,
    setShadowTrees, retarget,
  });
});
