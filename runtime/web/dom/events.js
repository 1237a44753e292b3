// Events and event targets: Event, EventTarget, dispatch.
// https://dom.spec.whatwg.org/#events
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function events(lib, hooks) {
  "use strict";
  const { DOMException, exposeAll, global, is, natives, noDictionary } = lib;
  const {
    ArrayPrototypeFindIndex, ArrayPrototypePush, ArrayPrototypeSome, ObjectAssign,
    ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ReflectApply, SafeMap, SafeWeakMap,
    String, TypeError, arrayRemoveAt, copyArray,
  } = lib.primordials;
  // https://dom.spec.whatwg.org/#interface-event
  const state = new SafeWeakMap();
  class Event {
    constructor(type, init = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'Event': 1 argument required.");
      init ??= noDictionary();
      state.set(this, {
        __proto__: null,
        type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
        target: null, currentTarget: null, phase: 0, canceled: false, stop: false, stopNow: false,
        dispatching: false, passive: false, trusted: false, timeStamp: lib.now(),
      });
      ObjectDefineProperty(this, "isTrusted", { __proto__: null, get: isTrusted, enumerable: true });
    }
    get type() { return state.get(this).type; }
    get target() { return state.get(this).target; }
    get srcElement() { return state.get(this).target; }
    get currentTarget() { return state.get(this).currentTarget; }
    get eventPhase() { return state.get(this).phase; }
    get bubbles() { return state.get(this).bubbles; }
    get cancelable() { return state.get(this).cancelable; }
    get composed() { return state.get(this).composed; }
    get defaultPrevented() { return state.get(this).canceled; }
    get returnValue() { return !state.get(this).canceled; }
    get timeStamp() { return state.get(this).timeStamp; }
    get cancelBubble() { return state.get(this).stop; }
    set cancelBubble(value) { if (value) state.get(this).stop = true; }
    composedPath() { const s = state.get(this); return s.dispatching && s.target ? [s.target] : []; }
    preventDefault() { cancel(this); }
    stopPropagation() { state.get(this).stop = true; }
    stopImmediatePropagation() { const s = state.get(this); s.stop = s.stopNow = true; }
  }
  // https://dom.spec.whatwg.org/#set-the-canceled-flag
  const cancel = (event) => { const s = state.get(event); if (s.cancelable && !s.passive) s.canceled = true; };
  const { get: isTrusted } = ObjectGetOwnPropertyDescriptor({
    get isTrusted() {
      const s = state.get(this);
      if (!s) throw new TypeError("Illegal invocation");
      return s.trusted === true;
    },
  }, "isTrusted");
  // Events the user agent dispatches are trusted; scripts cannot make one.
  const trust = (event) => { state.get(event).trusted = true; return event; };
  for (const [name, value] of [["NONE", 0], ["CAPTURING_PHASE", 1], ["AT_TARGET", 2], ["BUBBLING_PHASE", 3]]) {
    ObjectDefineProperty(Event, name, { __proto__: null, value, enumerable: true });
    ObjectDefineProperty(Event.prototype, name, { __proto__: null, value, enumerable: true });
  }

  // https://dom.spec.whatwg.org/#interface-eventtarget
  const listeners = new SafeWeakMap();
  const listenersOf = (target) => {
    let map = listeners.get(target);
    if (!map) listeners.set(target, (map = new SafeMap()));
    return map;
  };
  // The options' members, read from an object only (not from a boolean's or string's
  // prototype).
  const isObject = (value) => (typeof value === "object" && value !== null) || typeof value === "function";
  const member = (options, name) => (isObject(options) ? options[name] : undefined);
  const flatten = (options) => (typeof options === "boolean" ? options : !!member(options, "capture"));
  // WebIDL's "this" check: an EventTarget, or (for an undefined this) the global.
  const eventTarget = (value, method) => {
    const target = value ?? global;
    if (target !== global && !is(target, EventTarget)) {
      throw new TypeError(`Failed to execute '${method}' on 'EventTarget': Illegal invocation`);
    }
    return target;
  };
  // https://dom.spec.whatwg.org/#add-an-event-listener
  function addListener(target, type, callback, options) {
    if (callback === null || callback === undefined) return;
    const capture = flatten(options);
    const map = listenersOf(target);
    const list = map.get(type) ?? [];
    if (ArrayPrototypeSome(list, (l) => l.callback === callback && l.capture === capture)) return;
    const once = !!member(options, "once");
    const passive = !!member(options, "passive");
    const listener = { __proto__: null, callback, capture, once, passive, removed: false };
    ArrayPrototypePush(list, listener);
    map.set(type, list);
    member(options, "signal")?.addEventListener?.("abort", () => removeListener(target, type, callback, capture));
  }
  // https://dom.spec.whatwg.org/#remove-an-event-listener
  function removeListener(target, type, callback, capture) {
    const list = listenersOf(target).get(type);
    if (!list) return;
    const index = ArrayPrototypeFindIndex(list, (l) => l.callback === callback && l.capture === capture);
    if (index >= 0) { list[index].removed = true; arrayRemoveAt(list, index); }
  }
  class EventTarget {
    addEventListener(type, callback, options = undefined) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'addEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      addListener(eventTarget(this, "addEventListener"), String(type), callback, options);
    }
    removeEventListener(type, callback, options = undefined) {
      if (arguments.length < 2) throw new TypeError(`Failed to execute 'removeEventListener' on 'EventTarget': 2 arguments required, but only ${arguments.length} present.`);
      const target = eventTarget(this, "removeEventListener");
      removeListener(target, String(type), callback, flatten(options));
    }
    dispatchEvent(event) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'dispatchEvent' on 'EventTarget': 1 argument required, but only 0 present.");
      if (!is(event, Event)) throw new TypeError("Failed to execute 'dispatchEvent': parameter 1 is not of type 'Event'.");
      const s = state.get(event);
      if (s.dispatching) throw new DOMException("The event is already being dispatched.", "InvalidStateError");
      return dispatch(this ?? global, event);
    }
  }

  // https://dom.spec.whatwg.org/#concept-event-dispatch (a target without ancestors)
  function dispatch(target, event) {
    const s = state.get(event);
    s.dispatching = true;
    s.target = target;
    s.currentTarget = target;
    s.phase = 2; // AT_TARGET
    try {
      const list = copyArray(listeners.get(target)?.get(s.type) ?? []);
      for (let i = 0; i < list.length; i++) {
        const listener = list[i];
        // https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
        if (s.stop || s.stopNow) break;
        if (listener.removed) continue;
        if (listener.once) removeListener(target, s.type, listener.callback, listener.capture);
        s.passive = listener.passive;
        try {
          if (typeof listener.callback === "function") ReflectApply(listener.callback, target, [event]);
          else listener.callback.handleEvent(event);
        } catch (error) {
          lib.reportException(error); // event_handlers.js
        } finally {
          s.passive = false;
        }
      }
    } finally {
      s.dispatching = false;
      s.currentTarget = null;
      s.phase = 0; // NONE
      s.stop = s.stopNow = false;
    }
    return !s.canceled;
  }
  // Not [Serializable]: cloning an event target or an event throws a DataCloneError.
  natives.platformPrototype(EventTarget.prototype);
  natives.platformPrototype(Event.prototype);
  exposeAll({ Event, EventTarget });
  ObjectAssign(lib, {
    Event, EventTarget, dispatch, trust, cancel, eventTarget, addListener, removeListener,
  });
});
