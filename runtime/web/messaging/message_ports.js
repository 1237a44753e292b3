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
      ObjectCreate, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ReflectApply,
      TypeError,
    } = primordials;
    // https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports
    class MessagePort extends EventTarget {
      constructor() { illegal(); super(); }
      postMessage(message, transfer = undefined) {
        port(this);
        if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'MessagePort': 1 argument required, but only 0 present.");
        natives.portPost(this, message, lib.transferOf(transfer));
      }
      start() { natives.portStart(port(this)); }
      close() { natives.portClose(port(this)); }
    }
    // (A port's brand: an object of the interface, of any realm.)
    const port = (value) => {
      if (!lib.is(value, MessagePort)) throw new TypeError("Illegal invocation");
      return value;
    };
    defineEventHandler(MessagePort.prototype, "message");
    defineEventHandler(MessagePort.prototype, "messageerror");
    // (https://html.spec.whatwg.org/multipage/web-messaging.html#handler-messageport-onclose:
    // framescope fires no close event: its ports are closed only by close().)
    defineEventHandler(MessagePort.prototype, "close");
    {
      // The first time onmessage is set, the port's message queue is enabled.
      const { get, set } = ObjectGetOwnPropertyDescriptor(MessagePort.prototype, "onmessage");
      const accessors = { set onmessage(value) { ReflectApply(set, this, [value]); natives.portStart(this); } };
      ObjectDefineProperty(MessagePort.prototype, "onmessage", {
        __proto__: null, get, set: ObjectGetOwnPropertyDescriptor(accessors, "onmessage").set, enumerable: true, configurable: true,
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
