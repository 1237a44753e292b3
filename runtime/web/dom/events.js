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
    SafeWeakMap, String, TypeError, arrayRemoveAt, copyArray,
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
    set cancelBubble(value) { if (value) stateOf(this).stop = true; }
    // https://dom.spec.whatwg.org/#dom-event-composedpath (no shadow trees: the whole
    // path, target first, while the event is dispatched; else empty).
    composedPath() {
      const path = stateOf(this).path;
      const items = [];
      if (path !== null) for (let i = 0; i < path.length; i++) ArrayPrototypePush(items, path[i].item);
      return items;
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
    // 6. If listener's signal is not null, then add the following abort steps to it:
    //    remove an event listener with eventTarget and listener.
    if (signal !== null) lib.addAbortAlgorithm(signal, () => removeListener(target, type, callback, capture));
  }
  // https://dom.spec.whatwg.org/#remove-an-event-listener
  function removeListener(target, type, callback, capture) {
    const list = listenersOf(target).get(type);
    if (!list) return;
    const index = ArrayPrototypeFindIndex(list, (l) => l.callback === callback && l.capture === capture);
    if (index >= 0) { list[index].removed = true; arrayRemoveAt(list, index); }
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
  let getTheParent = (target, type) => null;
  const setGetTheParent = (get) => { getTheParent = get; };
  // https://dom.spec.whatwg.org/#eventtarget-activation-behavior: which targets have an
  // activation behavior, and their legacy-pre-activation, activation and
  // legacy-canceled-activation behaviors (HTML's form controls: html_element_interfaces.js).
  let activation = null;
  const setActivation = (behaviors) => { activation = behaviors; };

  // MouseEvents of any realm (the slot of ui_events.js's MouseEvent, read here without
  // making that module).
  const mouseEvents = lib.internalSlots("ui_events.mouseFields");
  // https://dom.spec.whatwg.org/#concept-event-dispatch, without shadow trees (so no
  // retargeting, no slots, no touch targets). With
  // `legacyTargetOverride`, the event's target is `lib.document` while its path is the
  // window alone (HTML fires a window's `load` that way).
  function dispatch(target, event, legacyTargetOverride = false) {
    const s = stateOf(event);
    // 1. Set event's dispatch flag.
    s.dispatching = true;
    // 2. Let targetOverride be target, if legacy target override flag is not given, and
    //    target's associated Document otherwise.
    const targetOverride = legacyTargetOverride ? lib.document : target;
    // 5.4. Append to an event path with event, target, targetOverride, …
    const path = [{ __proto__: null, item: target, target: targetOverride }];
    // 5.1–5.3. Let activationTarget be null; isActivationEvent is true if event is a
    //    MouseEvent whose type is "click"; if so and target has activation behavior, it is
    //    the activationTarget.
    const isActivationEvent = activation !== null && s.type === "click" && mouseEvents.has(event);
    let activationTarget = isActivationEvent && activation.has(target) ? target : null;
    // 5.5–5.9. Let parent be the result of invoking target's get the parent with event;
    //    while parent is non-null, append it (its shadow-adjusted target is null) and get
    //    its parent — the first with activation behavior is the activationTarget, if the
    //    event bubbles and there is none yet.
    if (!legacyTargetOverride) {
      for (let parent = getTheParent(target, s.type); parent !== null; parent = getTheParent(parent, s.type)) {
        if (isActivationEvent && s.bubbles && activationTarget === null && activation.has(parent)) activationTarget = parent;
        ArrayPrototypePush(path, { __proto__: null, item: parent, target: null });
      }
    }
    // 5.11. If activationTarget is non-null and has legacy-pre-activation behavior, run it.
    const saved = activationTarget === null ? undefined : activation.preActivate(activationTarget);
    s.path = path;
    // (5.10–5.12, no shadow trees: event's target is targetOverride throughout.)
    s.target = targetOverride;
    try {
      // 5.13. For each struct in event's path, in reverse order: if struct's
      //    shadow-adjusted target is non-null, set eventPhase to AT_TARGET, otherwise to
      //    CAPTURING_PHASE; invoke with struct, event, "capturing".
      for (let i = path.length - 1; i >= 0; i--) {
        s.phase = path[i].target !== null ? 2 : 1;
        invoke(path[i], event, "capturing");
      }
      // 5.14. For each struct in event's path: if struct's shadow-adjusted target is
      //    non-null, set eventPhase to AT_TARGET; otherwise, if event's bubbles is false,
      //    continue, else set eventPhase to BUBBLING_PHASE; invoke with struct, event,
      //    "bubbling".
      for (let i = 0; i < path.length; i++) {
        if (path[i].target !== null) s.phase = 2;
        else if (!s.bubbles) continue;
        else s.phase = 3;
        invoke(path[i], event, "bubbling");
      }
    } finally {
      // 6. Set event's eventPhase to NONE. 7. Set event's currentTarget to null.
      // 8. Set event's path to the empty list. 9. Unset event's dispatch flag, stop
      //    propagation flag, and stop immediate propagation flag.
      s.phase = 0;
      s.currentTarget = null;
      s.path = null;
      s.dispatching = false;
      s.stop = s.stopNow = false;
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

  // https://dom.spec.whatwg.org/#concept-event-listener-invoke
  function invoke(struct, event, phase) {
    const s = stateOf(event);
    // 3. If event's stop propagation flag is set, then return.
    if (s.stop) return;
    // 4. Initialize event's currentTarget attribute to struct's invocation target.
    s.currentTarget = struct.item;
    // 5. Let listeners be a clone of event's currentTarget attribute value's event
    //    listener list.
    const list = copyArray(listeners.get(struct.item)?.get(s.type) ?? []);
    // 6. Let found be the result of running inner invoke with event, listeners, phase.
    innerInvoke(event, list, phase);
  }

  // https://html.spec.whatwg.org/multipage/webappapis.html#current-event: the window's
  // current event, what `window.event` returns (a [Replaceable] attribute of Window).
  let currentEvent = undefined;
  if (lib.info.scope === "Window") {
    ObjectDefineProperty(global, "event", {
      __proto__: null,
      get: function event() { return currentEvent; },
      set: function event(value) {
        ObjectDefineProperty(global, "event", { __proto__: null, value, writable: true, enumerable: true, configurable: true });
      },
      enumerable: true,
      configurable: true,
    });
  }

  // Sets this realm's current event; returns the one it replaces.
  const swapCurrentEvent = (event) => {
    const previous = currentEvent;
    currentEvent = event;
    return previous;
  };
  // https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
  function innerInvoke(event, list, phase) {
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
      //    (no shadow trees) set global's current event to event.
      const previousEvent = realm.swapCurrentEvent(event);
      // 2.10–2.11. Call a user object's operation with listener's callback, "handleEvent",
      //    « event », and event's currentTarget; report an exception it throws.
      try {
        // (In the callback's realm: a missing handleEvent or a revoked proxy is a TypeError
        // there. A callback of this realm is called here, as before.)
        if (realm === lib) {
          if (typeof listener.callback === "function") ReflectApply(listener.callback, currentTarget, [event]);
          else listener.callback.handleEvent(event);
        } else {
          natives.callUserObject(realm.global, listener.callback, currentTarget, event);
        }
      } catch (error) {
        // (Reported to the callback's realm's global: event_handlers.js.)
        realm.reportException(error);
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
  // Whether any event listener is registered on `target` (XMLHttpRequest's upload
  // listener flag).
  function hasListeners(target) {
    const map = listeners.get(target);
    if (map === undefined) return false;
    let any = false;
    map.forEach((list) => { if (list.length > 0) any = true; });
    return any;
  }
  ObjectAssign(lib, {
    Event, EventTarget, isEventTarget, isEvent: (value) => state.has(value), dispatch, trust, swapCurrentEvent, uninitialized, initEvent, cancel, eventTarget,
    addListener, removeListener, setGetTheParent, setPassiveByDefaultTargets, hasListeners, setActivation,
  });
});
