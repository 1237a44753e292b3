// MessageChannel and MessagePort.
// https://html.spec.whatwg.org/multipage/web-messaging.html#message-channels
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function messagePorts(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["MessageChannel", "MessagePort"], shared: ["makePort"] }, () => {
    const { natives, illegal, EventTarget, defineEventHandler, primordials } = lib;
    // The built-ins captured before any page script ran (see primordials.js).
    const {
      ArrayIsArray, ObjectCreate, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ReflectApply,
      TypeError,
    } = primordials;
    // https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports
    class MessagePort extends EventTarget {
      constructor() { illegal(); super(); }
      postMessage(message, transfer = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'MessagePort': 1 argument required, but only 0 present.");
        if (transfer !== null && typeof transfer === "object" && !ArrayIsArray(transfer)) transfer = transfer.transfer;
        natives.portPost(this, message, transfer);
      }
      start() { natives.portStart(this); }
      close() { natives.portClose(this); }
    }
    defineEventHandler(MessagePort.prototype, "message");
    defineEventHandler(MessagePort.prototype, "messageerror");
    {
      // The first time onmessage is set, the port's message queue is enabled.
      const { get, set } = ObjectGetOwnPropertyDescriptor(MessagePort.prototype, "onmessage");
      ObjectDefineProperty(MessagePort.prototype, "onmessage", {
        __proto__: null,
        get, set(value) { ReflectApply(set, this, [value]); natives.portStart(this); }, enumerable: true, configurable: true,
      });
    }
    const makePort = () => ObjectCreate(MessagePort.prototype);
    class MessageChannel {
      #port1 = makePort();
      #port2 = makePort();
      constructor() { natives.portPair(this.#port1, this.#port2); }
      get port1() { return this.#port1; }
      get port2() { return this.#port2; }
    }

    return { __proto__: null, MessageChannel, MessagePort, makePort };
  });
  // For the runtime: a port object, made when a transferred port arrives.
  hooks.makePort = () => lib.makePort();
});
