// PointerEvent: what pages construct, and what the user agent fires for the mouse pointer
// of framescope's automated input (user_input.js). No pen or touch input, no pointer
// capture; getCoalescedEvents() and getPredictedEvents() give the lists the event was made
// with.
// https://w3c.github.io/pointerevents/#pointerevent-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`).
(function pointerEvent(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["PointerEvent"], shared: ["PointerEvent"] }, () => {
    const { fieldsOf } = lib;
    const { Math, Number, ReflectConstruct, String, TypeError, copyArray } = lib.primordials;
    const pointerFields = lib.internalSlots("pointer_event.fields");
    // Web IDL conversions of the PointerEventInit members (a missing one is its default).
    const long = (value, fallback) => (value === undefined ? fallback : Number(value) | 0);
    const double = (value, fallback) => {
      if (value === undefined) return fallback;
      const number = Number(value);
      if (number !== number || number === Infinity || number === -Infinity) throw new TypeError("The provided double value is non-finite.");
      return number;
    };
    const events = (value, what) => {
      if (value === undefined || value === null) return [];
      if (typeof value !== "object") throw new TypeError(`Failed to read the '${what}' property from 'PointerEventInit': The provided value cannot be converted to a sequence.`);
      const list = [];
      for (let i = 0; i < value.length; i++) {
        if (!(lib.isEvent(value[i]) && pointerFields.has(value[i]))) throw new TypeError(`Failed to read the '${what}' property from 'PointerEventInit': Failed to convert value to 'PointerEvent'.`);
        list[list.length] = value[i];
      }
      return list;
    };
    class PointerEvent extends lib.MouseEvent {
      constructor(type, init = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'PointerEvent': 1 argument required, but only 0 present.");
        const event = ReflectConstruct(lib.MouseEvent, [type, init], new.target);
        // (PointerEventInit's members, in lexicographic order.)
        const altitudeAngle = double(init?.altitudeAngle, Math.PI / 2), azimuthAngle = double(init?.azimuthAngle, 0);
        const coalescedEvents = events(init?.coalescedEvents, "coalescedEvents");
        const height = double(init?.height, 1), isPrimary = !!init?.isPrimary, persistentDeviceId = long(init?.persistentDeviceId, 0);
        const pointerId = long(init?.pointerId, 0), pointerType = String(init?.pointerType ?? "");
        const predictedEvents = events(init?.predictedEvents, "predictedEvents");
        const pressure = double(init?.pressure, 0), tangentialPressure = double(init?.tangentialPressure, 0);
        const tiltX = long(init?.tiltX, 0), tiltY = long(init?.tiltY, 0), twist = long(init?.twist, 0), width = double(init?.width, 1);
        pointerFields.set(event, {
          __proto__: null, altitudeAngle, azimuthAngle, coalescedEvents, height, isPrimary, persistentDeviceId, pointerId,
          pointerType, predictedEvents, pressure, tangentialPressure, tiltX, tiltY, twist, width,
        });
        return event;
      }
      get pointerId() { return fieldsOf(pointerFields, this).pointerId; }
      get width() { return fieldsOf(pointerFields, this).width; }
      get height() { return fieldsOf(pointerFields, this).height; }
      get pressure() { return fieldsOf(pointerFields, this).pressure; }
      get tangentialPressure() { return fieldsOf(pointerFields, this).tangentialPressure; }
      get tiltX() { return fieldsOf(pointerFields, this).tiltX; }
      get tiltY() { return fieldsOf(pointerFields, this).tiltY; }
      get twist() { return fieldsOf(pointerFields, this).twist; }
      get altitudeAngle() { return fieldsOf(pointerFields, this).altitudeAngle; }
      get azimuthAngle() { return fieldsOf(pointerFields, this).azimuthAngle; }
      get pointerType() { return fieldsOf(pointerFields, this).pointerType; }
      get isPrimary() { return fieldsOf(pointerFields, this).isPrimary; }
      get persistentDeviceId() { return fieldsOf(pointerFields, this).persistentDeviceId; }
      getCoalescedEvents() { return copyArray(fieldsOf(pointerFields, this).coalescedEvents); }
      getPredictedEvents() { return copyArray(fieldsOf(pointerFields, this).predictedEvents); }
    }
    return { __proto__: null, PointerEvent };
  });
});
