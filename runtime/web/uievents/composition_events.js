// UI Events' CompositionEvent (what an input method's composition fires, and what pages
// construct), and the legacy TextEvent that `document.createEvent("TextEvent")` makes.
// https://w3c.github.io/uievents/#interface-compositionevent,
// https://w3c.github.io/uievents/#legacy-interface-TextEvent
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). Made on first use.
(function compositionEvents(lib) {
  "use strict";
  const { info } = lib;
  lib.lazily({
    interfaces: info.scope === "Window" ? ["CompositionEvent", "TextEvent"] : [],
    shared: ["CompositionEvent", "newTextEvent"],
  }, () => {
    const { fieldsOf, illegal, initUIEvent, UIEvent } = lib;
    const { ReflectConstruct, String, TypeError } = lib.primordials;
    const dataFields = lib.internalSlots("composition_events.data");

    // https://w3c.github.io/uievents/#interface-compositionevent
    class CompositionEvent extends UIEvent {
      constructor(type, init = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'CompositionEvent': 1 argument required, but only 0 present.");
        const event = ReflectConstruct(UIEvent, [type, init], new.target);
        dataFields.set(event, { __proto__: null, data: String(init?.data ?? "") });
        return event;
      }
      get data() { return fieldsOf(dataFields, this).data; }
      // https://w3c.github.io/uievents/#dom-compositionevent-initcompositionevent
      initCompositionEvent(typeArg, bubblesArg = false, cancelableArg = false, viewArg = null, dataArg = "") {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'initCompositionEvent' on 'CompositionEvent': 1 argument required, but only 0 present.");
        const fields = fieldsOf(dataFields, this);
        // (Nothing changes while the event is being dispatched: initEvent's step 1.)
        if (initUIEvent(this, typeArg, bubblesArg, cancelableArg, viewArg, 0)) fields.data = String(dataArg);
      }
    }

    // https://w3c.github.io/uievents/#legacy-interface-TextEvent: no constructor; made by
    // document.createEvent("TextEvent").
    class TextEvent extends UIEvent {
      constructor() { illegal(); super(); }
      get data() { return fieldsOf(dataFields, this).data; }
      // https://w3c.github.io/uievents/#dom-textevent-inittextevent
      initTextEvent(type, bubbles = false, cancelable = false, view = null, data = "undefined") {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'initTextEvent' on 'TextEvent': 1 argument required, but only 0 present.");
        const fields = fieldsOf(dataFields, this);
        if (initUIEvent(this, type, bubbles, cancelable, view, 0)) fields.data = String(data);
      }
    }
    // A TextEvent of type `type` (createEvent's step 5: the constructor with an empty type).
    const newTextEvent = (type) => {
      const event = ReflectConstruct(UIEvent, [type], TextEvent);
      dataFields.set(event, { __proto__: null, data: "" });
      return event;
    };

    return { __proto__: null, CompositionEvent, TextEvent, newTextEvent };
  });
});
