// The global object of a [Global] interface, and the interface prototype objects on its
// prototype chain, are immutable prototype exotic objects: Object.setPrototypeOf(window,
// x) and Object.setPrototypeOf(EventTarget.prototype, x) throw, as in Chrome.
// https://webidl.spec.whatwg.org/#interface-prototype-object ("If the interface is
// declared with the [Global] extended attribute, or the interface is in the set of
// inherited interfaces of an interface that is declared with the [Global] extended
// attribute, then set the internal methods of interfaceProtoObj which are specific to
// immutable prototype exotic objects"), https://webidl.spec.whatwg.org/#Global.
//
// A module of the realm's bootstrap (see bootstrap.js), run last, once every other module
// has set the chain up; like them, it calls only the built-ins captured before any page
// script ran (primordials.js).
(function immutablePrototypes(lib) {
  "use strict";
  const { global, natives } = lib;
  const { ObjectGetPrototypeOf } = lib.primordials;
  // The global object itself, then each prototype up to (not including)
  // Object.prototype, the one whose prototype is null, which V8 makes immutable already.
  for (let object = global; ObjectGetPrototypeOf(object) !== null; object = ObjectGetPrototypeOf(object)) {
    natives.setImmutablePrototype(object);
  }
})
