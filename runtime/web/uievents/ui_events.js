// UI Events: UIEvent, FocusEvent, MouseEvent, WheelEvent, KeyboardEvent, InputEvent (what pages construct
// and dispatch themselves, and what the user agent fires for focus changes, focus.js, and for
// the automated input of user_input.js).
// https://w3c.github.io/uievents/
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function uiEvents(lib, hooks) {
  "use strict";
  const { info } = lib;
  lib.lazily({
    interfaces: info.scope === "Window" ? ["UIEvent", "FocusEvent", "MouseEvent", "WheelEvent", "KeyboardEvent", "InputEvent"] : [],
    shared: ["UIEvent", "FocusEvent", "MouseEvent", "KeyboardEvent", "InputEvent", "initUIEvent"],
  }, () => {
    const { Event, fieldsOf, global, initEvent } = lib;
    const { Number, ObjectAssign, ObjectDefineProperty, ReflectConstruct, SafeWeakMap, String, TypeError } = lib.primordials;
    // WebIDL conversions of dictionary members (a missing member is its default).
    const long = (value, fallback = 0) => (value === undefined ? fallback : Number(value) | 0);
    const double = (value, fallback = 0) => {
      if (value === undefined) return fallback;
      const number = Number(value);
      if (number !== number || number === Infinity || number === -Infinity) throw new TypeError("The provided double value is non-finite.");
      return number;
    };
    const nullableTarget = (value, what) => {
      if (value === undefined || value === null) return null;
      if (!lib.isEventTarget(value)) throw new TypeError(`Failed to read the '${what}' property: it is not of type 'EventTarget'.`);
      return value;
    };
    const view = (value) => {
      if (value === undefined || value === null) return null;
      if (!lib.isWindowObject(value)) throw new TypeError("Failed to read the 'view' property: The provided value is not of type 'Window'.");
      return value;
    };
    const required = (interfaceName, args) => {
      if (args.length === 0) throw new TypeError(`Failed to construct '${interfaceName}': 1 argument required, but only 0 present.`);
    };

    // https://w3c.github.io/uievents/#interface-uievent
    const uiFields = lib.internalSlots("ui_events.uiFields");
    class UIEvent extends Event {
      constructor(type, init = undefined) {
        required("UIEvent", arguments);
        const event = ReflectConstruct(Event, [type, init], new.target);
        uiFields.set(event, { __proto__: null, view: view(init?.view), detail: long(init?.detail), which: long(init?.which) });
        return event;
      }
      get view() { return fieldsOf(uiFields, this).view; }
      get detail() { return fieldsOf(uiFields, this).detail; }
      get which() { return fieldsOf(uiFields, this).which; }
      // https://w3c.github.io/uievents/#dom-uievent-inituievent
      initUIEvent(type, bubbles = false, cancelable = false, viewArg = null, detail = 0) {
        initUIEvent(this, type, bubbles, cancelable, viewArg, detail);
      }
    }

    function initUIEvent(event, type, bubbles, cancelable, viewArg, detail) {
      const fields = fieldsOf(uiFields, event);
      if (!initEvent(event, type, bubbles, cancelable)) return false;
      fields.view = view(viewArg);
      fields.detail = long(detail);
      return true;
    }

    // https://w3c.github.io/uievents/#interface-focusevent
    const focusFields = lib.internalSlots("ui_events.focusFields");
    class FocusEvent extends UIEvent {
      constructor(type, init = undefined) {
        required("FocusEvent", arguments);
        const event = ReflectConstruct(UIEvent, [type, init], new.target);
        focusFields.set(event, { __proto__: null, relatedTarget: nullableTarget(init?.relatedTarget, "relatedTarget") });
        return event;
      }
      get relatedTarget() { return fieldsOf(focusFields, this).relatedTarget; }
    }

    // https://w3c.github.io/uievents/#dictdef-eventmodifierinit
    const modifiers = (init) => ({
      __proto__: null,
      ctrlKey: !!init?.ctrlKey, shiftKey: !!init?.shiftKey, altKey: !!init?.altKey, metaKey: !!init?.metaKey,
    });
    // https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate
    const modifierState = (fields, key) => {
      switch (String(key)) {
        case "Control": return fields.ctrlKey;
        case "Shift": return fields.shiftKey;
        case "Alt": return fields.altKey;
        case "Meta": return fields.metaKey;
        default: return false;
      }
    };

    // https://w3c.github.io/uievents/#interface-mouseevent (no layout: page and offset
    // coordinates are the client ones)
    const mouseFields = lib.internalSlots("ui_events.mouseFields");
    class MouseEvent extends UIEvent {
      constructor(type, init = undefined) {
        required("MouseEvent", arguments);
        const event = ReflectConstruct(UIEvent, [type, init], new.target);
        mouseFields.set(event, {
          ...modifiers(init),
          screenX: double(init?.screenX), screenY: double(init?.screenY),
          clientX: double(init?.clientX), clientY: double(init?.clientY),
          button: long(init?.button), buttons: long(init?.buttons),
          relatedTarget: nullableTarget(init?.relatedTarget, "relatedTarget"),
        });
        return event;
      }
      get screenX() { return fieldsOf(mouseFields, this).screenX; }
      get screenY() { return fieldsOf(mouseFields, this).screenY; }
      get clientX() { return fieldsOf(mouseFields, this).clientX; }
      get clientY() { return fieldsOf(mouseFields, this).clientY; }
      get x() { return fieldsOf(mouseFields, this).clientX; }
      get y() { return fieldsOf(mouseFields, this).clientY; }
      get pageX() { return fieldsOf(mouseFields, this).clientX; }
      get pageY() { return fieldsOf(mouseFields, this).clientY; }
      get offsetX() { return fieldsOf(mouseFields, this).clientX; }
      get offsetY() { return fieldsOf(mouseFields, this).clientY; }
      get ctrlKey() { return fieldsOf(mouseFields, this).ctrlKey; }
      get shiftKey() { return fieldsOf(mouseFields, this).shiftKey; }
      get altKey() { return fieldsOf(mouseFields, this).altKey; }
      get metaKey() { return fieldsOf(mouseFields, this).metaKey; }
      get button() { return fieldsOf(mouseFields, this).button; }
      get buttons() { return fieldsOf(mouseFields, this).buttons; }
      get relatedTarget() { return fieldsOf(mouseFields, this).relatedTarget; }
      getModifierState(key) { return modifierState(fieldsOf(mouseFields, this), key); }
      // https://w3c.github.io/uievents/#dom-mouseevent-initmouseevent
      initMouseEvent(type, bubbles = false, cancelable = false, viewArg = null, detail = 0, screenX = 0, screenY = 0,
        clientX = 0, clientY = 0, ctrlKey = false, altKey = false, shiftKey = false, metaKey = false, button = 0,
        relatedTarget = null) {
        const fields = fieldsOf(mouseFields, this);
        if (!initUIEvent(this, type, bubbles, cancelable, viewArg, detail)) return;
        ObjectAssign(fields, {
          screenX: double(screenX), screenY: double(screenY), clientX: double(clientX), clientY: double(clientY),
          ctrlKey: !!ctrlKey, altKey: !!altKey, shiftKey: !!shiftKey, metaKey: !!metaKey, button: long(button),
          relatedTarget: nullableTarget(relatedTarget, "relatedTarget"),
        });
      }
    }

    // https://w3c.github.io/uievents/#interface-wheelevent (what a page constructs; the
    // automation sends no wheel input: nothing scrolls without layout)
    const wheelFields = lib.internalSlots("ui_events.wheelFields");
    class WheelEvent extends MouseEvent {
      constructor(type, init = undefined) {
        required("WheelEvent", arguments);
        const event = ReflectConstruct(MouseEvent, [type, init], new.target);
        wheelFields.set(event, {
          __proto__: null, deltaX: double(init?.deltaX), deltaY: double(init?.deltaY), deltaZ: double(init?.deltaZ),
          deltaMode: init?.deltaMode === undefined ? 0 : Number(init.deltaMode) >>> 0,
        });
        return event;
      }
      get deltaX() { return fieldsOf(wheelFields, this).deltaX; }
      get deltaY() { return fieldsOf(wheelFields, this).deltaY; }
      get deltaZ() { return fieldsOf(wheelFields, this).deltaZ; }
      get deltaMode() { return fieldsOf(wheelFields, this).deltaMode; }
    }
    const deltaModes = [["DOM_DELTA_PIXEL", 0], ["DOM_DELTA_LINE", 1], ["DOM_DELTA_PAGE", 2]];
    for (let i = 0; i < deltaModes.length; i++) {
      const name = deltaModes[i][0], value = deltaModes[i][1];
      ObjectDefineProperty(WheelEvent, name, { __proto__: null, value, enumerable: true });
      ObjectDefineProperty(WheelEvent.prototype, name, { __proto__: null, value, enumerable: true });
    }

    // https://w3c.github.io/uievents/#interface-keyboardevent
    const keyFields = lib.internalSlots("ui_events.keyFields");
    class KeyboardEvent extends UIEvent {
      constructor(type, init = undefined) {
        required("KeyboardEvent", arguments);
        const event = ReflectConstruct(UIEvent, [type, init], new.target);
        keyFields.set(event, {
          ...modifiers(init),
          key: String(init?.key ?? ""), code: String(init?.code ?? ""), location: long(init?.location),
          repeat: !!init?.repeat, isComposing: !!init?.isComposing,
          charCode: long(init?.charCode), keyCode: long(init?.keyCode),
        });
        return event;
      }
      get key() { return fieldsOf(keyFields, this).key; }
      get code() { return fieldsOf(keyFields, this).code; }
      get location() { return fieldsOf(keyFields, this).location; }
      get ctrlKey() { return fieldsOf(keyFields, this).ctrlKey; }
      get shiftKey() { return fieldsOf(keyFields, this).shiftKey; }
      get altKey() { return fieldsOf(keyFields, this).altKey; }
      get metaKey() { return fieldsOf(keyFields, this).metaKey; }
      get repeat() { return fieldsOf(keyFields, this).repeat; }
      get isComposing() { return fieldsOf(keyFields, this).isComposing; }
      get charCode() { return fieldsOf(keyFields, this).charCode; }
      get keyCode() { return fieldsOf(keyFields, this).keyCode; }
      getModifierState(key) { return modifierState(fieldsOf(keyFields, this), key); }
      // https://w3c.github.io/uievents/#dom-keyboardevent-initkeyboardevent (legacy)
      initKeyboardEvent(typeArg, bubblesArg = false, cancelableArg = false, viewArg = null, keyArg = "", locationArg = 0,
        ctrlKey = false, altKey = false, shiftKey = false, metaKey = false) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'initKeyboardEvent' on 'KeyboardEvent': 1 argument required, but only 0 present.");
        const fields = fieldsOf(keyFields, this);
        if (!initUIEvent(this, typeArg, bubblesArg, cancelableArg, viewArg, 0)) return;
        ObjectAssign(fields, {
          key: String(keyArg), location: Number(locationArg) >>> 0, ctrlKey: !!ctrlKey, altKey: !!altKey, shiftKey: !!shiftKey,
          metaKey: !!metaKey,
        });
      }
    }
    const locations = [["DOM_KEY_LOCATION_STANDARD", 0], ["DOM_KEY_LOCATION_LEFT", 1], ["DOM_KEY_LOCATION_RIGHT", 2], ["DOM_KEY_LOCATION_NUMPAD", 3]];
    for (let i = 0; i < locations.length; i++) {
      const name = locations[i][0], value = locations[i][1];
      ObjectDefineProperty(KeyboardEvent, name, { __proto__: null, value, enumerable: true });
      ObjectDefineProperty(KeyboardEvent.prototype, name, { __proto__: null, value, enumerable: true });
    }

    // https://w3c.github.io/uievents/#interface-inputevent (no DataTransfer: its
    // dataTransfer is null; no target ranges)
    const inputFields = lib.internalSlots("ui_events.inputFields");
    class InputEvent extends UIEvent {
      constructor(type, init = undefined) {
        required("InputEvent", arguments);
        const event = ReflectConstruct(UIEvent, [type, init], new.target);
        const data = init?.data;
        inputFields.set(event, {
          __proto__: null, data: data === undefined || data === null ? null : String(data),
          inputType: String(init?.inputType ?? ""), isComposing: !!init?.isComposing,
        });
        return event;
      }
      get data() { return fieldsOf(inputFields, this).data; }
      get isComposing() { return fieldsOf(inputFields, this).isComposing; }
      get inputType() { return fieldsOf(inputFields, this).inputType; }
      get dataTransfer() { fieldsOf(inputFields, this); return null; }
      getTargetRanges() { fieldsOf(inputFields, this); return []; }
    }

    return { __proto__: null, UIEvent, FocusEvent, MouseEvent, WheelEvent, KeyboardEvent, InputEvent, initUIEvent };
  });
});
