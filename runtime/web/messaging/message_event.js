// MessageEvent, and the message events the runtime fires at windows and ports.
// https://html.spec.whatwg.org/multipage/comms.html#messageevent
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function messageEvent(lib, hooks) {
  "use strict";
  const { Event, dispatch, fieldsOf, global, noDictionary, trust } = lib;
  const { ObjectAssign, ObjectFreeze, ReflectConstruct, String, copyArray } = lib.primordials;
  // The interface, made on first use (`lib.lazily`): the first message, or the first read
  // of MessageEvent.
  lib.lazily({ interfaces: ["MessageEvent"], shared: ["MessageEvent", "messageEvent"] }, () => {
    // https://html.spec.whatwg.org/multipage/comms.html#messageevent
    // A MessageEvent the user agent makes, with `ports` (a list of its own) as they are.
    const messageEvents = lib.internalSlots("message_event.messageEvents");
    class MessageEvent extends Event {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(Event, [type, init], new.target);
        init ??= noDictionary();
        const ports = init.ports;
        // (A sequence<MessagePort>: null fails its conversion.)
        if (ports === null) throw new TypeError("Failed to construct 'MessageEvent': Failed to read the 'ports' property from 'MessageEventInit': The provided value cannot be converted to a sequence.");
        messageEvents.set(event, { __proto__: null, data: init.data ?? null, origin: String(init.origin ?? ""), lastEventId: String(init.lastEventId ?? ""),
          // (Web IDL's sequence conversion iterates the page's value.)
          source: init.source ?? null, ports: ObjectFreeze(ports === undefined ? [] : [...ports]) });
        return event;
      }
      get data() { return fieldsOf(messageEvents, this).data; }
      get origin() { return fieldsOf(messageEvents, this).origin; }
      get lastEventId() { return fieldsOf(messageEvents, this).lastEventId; }
      get source() { return fieldsOf(messageEvents, this).source; }
      get ports() { return fieldsOf(messageEvents, this).ports; }
      // https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-initmessageevent
      initMessageEvent(type, bubbles = false, cancelable = false, data = null, origin = "", lastEventId = "", source = null, ports = []) {
        lib.requireArguments(arguments, 1, "initMessageEvent", "MessageEvent");
        const fields = fieldsOf(messageEvents, this);
        // (Web IDL's sequence conversion iterates the page's value.)
        const list = ObjectFreeze([...ports]);
        // 1. If this's dispatch flag is set, then return. 2. Initialize this with type,
        //    bubbles and cancelable. 3. Set the rest of its attributes.
        if (!lib.initEvent(this, type, bubbles, cancelable)) return;
        ObjectAssign(fields, { __proto__: null, data, origin: String(origin), lastEventId: String(lastEventId), source, ports: list });
      }
    }
    const messageEvent = (type, init, ports) => {
      const event = new MessageEvent(type, init);
      const fields = messageEvents.get(event);
      // (The message as it was posted: `undefined` stays undefined, where the init
      // dictionary's default would make it null.)
      fields.data = init.data;
      fields.ports = ObjectFreeze(copyArray(ports));
      return event;
    };
    return { __proto__: null, MessageEvent, messageEvent };
  });
  ObjectAssign(hooks, {
    dispatchMessage(data, origin, source, ports = []) {
      dispatch(global, trust(lib.messageEvent("message", { __proto__: null, data, origin, source }, ports)));
    },
    // (A cross-realm transform stream's port runs its steps instead:
    // streams/transferable_streams.js.)
    portMessage(port, data, ports = []) {
      const steps = lib.portSteps?.get(port);
      if (steps !== undefined) return steps.message(data);
      dispatch(port, trust(lib.messageEvent("message", { __proto__: null, data }, ports)));
    },
    portMessageError(port) {
      const steps = lib.portSteps?.get(port);
      if (steps !== undefined) return steps.messageError();
      dispatch(port, trust(new lib.MessageEvent("messageerror")));
    },
    dispatchMessageError(origin, source) {
      dispatch(global, trust(new lib.MessageEvent("messageerror", { __proto__: null, origin, source })));
    },
  });
});
