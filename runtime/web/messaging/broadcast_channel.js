// BroadcastChannel: messages to every channel of the same name in the realms of the same
// origin (the page's windows and workers).
// https://html.spec.whatwg.org/multipage/web-messaging.html#broadcasting-to-other-browsing-contexts
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`); the hook that
// receives messages finds no channel in a realm that never made one.
(function broadcastChannel(lib, hooks) {
  "use strict";
  const { info } = lib;
  const { ObjectAssign } = lib.primordials;
  // This realm's open channels, in creation order, and their fields, once the interface
  // is made.
  let channels = null, fields = null;
  lib.lazily({
    interfaces: ["BroadcastChannel"],
  }, () => {
    const { DOMException, EventTarget, defineEventHandler, fieldsOf, natives } = lib;
    const { ArrayPrototypeIndexOf, ArrayPrototypePush, ReflectConstruct, SafeWeakMap, String, TypeError, arrayRemoveAt } = lib.primordials;
    fields = lib.internalSlots("broadcast_channel.fields");
    channels = [];
    class BroadcastChannel extends EventTarget {
      constructor(name) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'BroadcastChannel': 1 argument required, but only 0 present.");
        const channel = ReflectConstruct(EventTarget, [], new.target);
        fields.set(channel, { __proto__: null, name: String(name), closed: false });
        ArrayPrototypePush(channels, channel);
        return channel;
      }
      get name() { return fieldsOf(fields, this).name; }
      // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-postmessage
      postMessage(message) {
        const f = fieldsOf(fields, this);
        if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'BroadcastChannel': 1 argument required, but only 0 present.");
        // 2. If this's closed flag is true, then throw an "InvalidStateError" DOMException.
        if (f.closed) throw new DOMException("Failed to execute 'postMessage' on 'BroadcastChannel': Channel is closed", "InvalidStateError");
        // 3–9. Serialize (a DataCloneError propagates) and queue a task for each channel
        //    of this name in a realm of the same origin, but this one (natives.broadcast →
        //    hooks.broadcastMessage in each realm).
        natives.broadcast(f.name, message, this);
      }
      // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-close
      close() {
        const f = fieldsOf(fields, this);
        f.closed = true;
        const at = ArrayPrototypeIndexOf(channels, this);
        if (at >= 0) arrayRemoveAt(channels, at);
      }
    }
    defineEventHandler(BroadcastChannel.prototype, "message");
    defineEventHandler(BroadcastChannel.prototype, "messageerror");
    return { __proto__: null, BroadcastChannel };
  });
  ObjectAssign(hooks, {
    // `(name, data, origin, source, failed)`: a message to this realm's open channels named
    // `name` (but `source`, the sender, when it is of this realm), each in a task of its
    // own; `failed`: the data could not be deserialized here (a messageerror).
    broadcastMessage(name, data, origin, source, failed) {
      if (channels === null) return;
      const { MessageEvent, dispatch, natives, trust } = lib;
      let first = true;
      for (let i = 0; i < channels.length; i++) {
        const channel = channels[i];
        const f = fields.get(channel);
        if (channel === source || f.name !== name) continue;
        // Each destination deserializes the message anew: its own copy.
        const value = failed || first ? data : natives.structuredClone(data, undefined);
        first = false;
        natives.setTimeout(() => {
          if (f.closed) return;
          const type = failed ? "messageerror" : "message";
          const init = failed ? { __proto__: null, origin } : { __proto__: null, data: value, origin };
          dispatch(channel, trust(new MessageEvent(type, init)));
        }, 0);
      }
    },
  });
});
