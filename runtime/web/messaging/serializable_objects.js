// Serializable and transferable platform objects: the steps structured cloning
// (runtime/web/messaging/post_message.rs) runs for a platform object that is not a
// MessagePort or an ArrayBuffer.
// https://html.spec.whatwg.org/multipage/structured-data.html#serializable-objects
// https://html.spec.whatwg.org/multipage/structured-data.html#transferable-objects
//
// An interface that is [Serializable] registers its serialization steps (the data a
// clone carries, itself a value V8 serializes) and deserialization steps (which make a
// new plain object of the receiving realm an instance of the interface with that data)
// with `lib.serializableInterface`; a [Transferable] one (the streams) registers its
// transfer steps (the ports its data holder carries) and transfer-receiving steps (the
// object, and the ports) with `lib.transferableInterface`. Both are
// registered when the realm boots, by internal slots every realm of the isolate reads,
// so an object made by another same-origin realm is recognised before this realm has
// made its interface. An interface whose module is made on first use (`lib.lazily`)
// registers no steps at boot, only where they will be — `{ slot, brand, steps, ports,
// secureContext }`: its instances are the objects of the internal slots `slot` (that
// implement `brand` too, if given), and `lib[steps][name]` its steps, made with the
// module when this realm first clones, transfers or receives one (so a realm that never
// does carries none of their closures). Every other platform object is not cloneable: the serializer
// throws a DataCloneError (every interface prototype is marked as a platform one,
// bootstrap.js's `asInterface`).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function serializableObjects(lib, hooks) {
  "use strict";
  // name → { has(value), serialize(value) → data, deserialize(object, data) } or
  // { slot, brand?, steps, secureContext? } (above), and the names in registration order.
  const serializable = { __proto__: null };
  const serializableNames = [];
  // name → { has(value), ports: how many the transfer steps make, transfer(value) →
  // ports, receive(object, ports) } or { slot, steps, ports } (above).
  const transferable = { __proto__: null };
  const transferableNames = [];
  // The second argument of postMessage(message, transfer) / postMessage(message, options)
  // as overload resolution reads it (https://webidl.spec.whatwg.org/#es-overloads): an
  // array is the transfer list; null, undefined or another object is the options
  // dictionary, whose `transfer` member is the list (undefined: none; a null member fails
  // the sequence conversion, post_message.rs).
  lib.transferOf = (transfer) =>
    transfer === null || transfer === undefined ? undefined : typeof transfer === "object" && !lib.primordials.ArrayIsArray(transfer) ? transfer.transfer : transfer;
  lib.serializableInterface = (name, steps) => {
    serializable[name] = steps;
    serializableNames[serializableNames.length] = name;
  };
  lib.transferableInterface = (name, steps) => {
    transferable[name] = steps;
    transferableNames[transferableNames.length] = name;
  };
  // Whether `value` is an instance of a registered interface (`entry`).
  const isInstance = (entry, value) =>
    entry.slot === undefined ? entry.has(value) : entry.slot.has(value) && (entry.brand === undefined || lib.implementsInterface(value, entry.brand));
  // An interface's steps: the entry itself, or those its module makes.
  const stepsOf = (entry, name) => (entry.steps === undefined ? entry : lib[entry.steps][name]);
  const find = (table, names, value) => {
    for (let i = 0; i < names.length; i++) if (isInstance(table[names[i]], value)) return names[i];
    return undefined;
  };
  const dataCloneError = (message) => new lib.DOMException(message, "DataCloneError");

  // https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
  // steps 20–21: "Otherwise, if value is a platform object that is a serializable
  // object": [its interface's identifier, the data its serialization steps give].
  hooks.serializePlatformObject = (value) => {
    const name = find(serializable, serializableNames, value);
    return name === undefined ? undefined : [name, stepsOf(serializable[name], name).serialize(value)];
  };
  // https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserialize
  // step 24 ("Otherwise: 1. Let interfaceName be serialized.[[Type]]. 2. If the interface
  // identified by interfaceName is not exposed in targetRealm, then throw a
  // "DataCloneError" DOMException. 3. Let value be a new instance of the interface …
  // 4. Perform the appropriate deserialization steps"), and StructuredDeserializeWithTransfer
  // step 3.4 (the transfer-receiving steps), for each platform object of a message: V8
  // made each one a plain object while it read the message (no JavaScript may run then);
  // its interface's steps make it an instance here, before any page code sees it.
  hooks.receivePlatformObjects = (list) => {
    for (let i = 0; i < list.length; i += 4) {
      const object = list[i], transferred = list[i + 1], name = list[i + 2], data = list[i + 3];
      const entry = transferred ? transferable[name] : serializable[name];
      if (entry === undefined || (entry.secureContext === true && !lib.info.isSecureContext)) {
        throw dataCloneError(`A ${name} cannot be deserialized in this realm: the interface is not exposed here.`);
      }
      const steps = stepsOf(entry, name);
      if (transferred) steps.receive(object, data);
      else steps.deserialize(object, data);
    }
  };
  // The transfer list's other [Transferable] objects: [name, how many ports].
  hooks.transferKind = (value) => {
    const name = find(transferable, transferableNames, value);
    return name === undefined ? undefined : [name, transferable[name].ports];
  };
  // https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializewithtransfer
  // step 5.4: "Otherwise: … perform the appropriate transfer steps for the interface
  // identified by interfaceName, given transferable and dataHolder": the ports it made.
  hooks.transferSteps = lib.transferSteps = (name, value) => stepsOf(transferable[name], name).transfer(value);
});
