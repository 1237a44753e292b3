// framescope's per-realm bootstrap, the entry of the platform's JavaScript in a realm. It
// is called with what the runtime knows of the realm (`info`) and with native functions
// (`natives`, each area's table: runtime/web/*/mod.rs), and returns the realm's private
// hooks object with `lib`, what the platform's modules share. The runtime then runs each
// area's module in order (`WEB_MODULES` in runtime/web/html/window.rs, then the
// performance modules), each called with `lib` and `hooks`: it defines its interfaces on
// the global, adds what later modules use to `lib` and what the runtime calls to `hooks`
// (runtime/hooks.rs; a missing one fails the boot). Nothing of `natives`, `lib` or the
// hooks is reachable from page scripts.
//
// Pages may replace any built-in (`Array.prototype.push`, `Map.prototype.get`,
// `Function.prototype.call`, the array iterator, `Object.defineProperty`, …): everything
// that can run after a page script has uses the built-ins captured before any did,
// `natives.primordials` (primordials.js, which says what that rules out). Code that runs
// only while the realm is set up may use built-ins directly.
(function bootstrap(info, natives) {
  "use strict";
  const primordials = natives.primordials;
  const {
    ObjectDefineProperty, ObjectEntries, ObjectGetOwnPropertyDescriptor, ObjectPrototypeIsPrototypeOf,
    ReflectOwnKeys, String, StringPrototypeToLowerCase, SymbolToStringTag, TypeError,
  } = primordials;
  const global = globalThis;
  const define = (object, name, value, enumerable = false) =>
    ObjectDefineProperty(object, name, { __proto__: null, value, writable: true, enumerable, configurable: true });
  const illegal = () => { throw new TypeError("Illegal constructor"); };
  // `value instanceof cls` without looking up @@hasInstance (which a page can define on an
  // interface object).
  const is = (value, cls) => ObjectPrototypeIsPrototypeOf(cls.prototype, value);
  // A dictionary argument that was not given: empty, and reading it finds nothing (not
  // even a member a page put on Object.prototype).
  const noDictionary = () => ({ __proto__: null });
  // The fields of the platform object `value` (kept in `map`); another this is an illegal
  // invocation. Classes that extend another construct themselves through the base class
  // as captured, `ReflectConstruct(Base, args, new.target)`, and keep their fields in weak
  // maps: `super()` would look the base up as the class's [[Prototype]], which a page can
  // change.
  const fieldsOf = (map, value) => {
    const fields = map.get(value);
    if (fields === undefined) throw new TypeError("Illegal invocation");
    return fields;
  };
  // https://infra.spec.whatwg.org/#ascii-lowercase (of a value converted to a string)
  const lowercase = (name) => StringPrototypeToLowerCase(String(name));

  // https://webidl.spec.whatwg.org/#es-interfaces: members of an interface prototype are
  // enumerable, and the prototype's @@toStringTag is the interface name.
  function asInterface(name, cls) {
    const keys = ReflectOwnKeys(cls.prototype);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === "constructor" || typeof key === "symbol") continue;
      const descriptor = ObjectGetOwnPropertyDescriptor(cls.prototype, key);
      ObjectDefineProperty(cls.prototype, key, { __proto__: null, ...descriptor, enumerable: true });
    }
    ObjectDefineProperty(cls.prototype, SymbolToStringTag, { __proto__: null, value: name, configurable: true });
    return cls;
  }
  // https://webidl.spec.whatwg.org/#es-interface-call: each interface object becomes a
  // property of the global (once its prototype has all its members).
  function exposeAll(interfaces) {
    const entries = ObjectEntries(interfaces);
    for (let i = 0; i < entries.length; i++) define(global, entries[i][0], asInterface(entries[i][0], entries[i][1]));
  }

  // `now` is High Resolution Time's current high resolution time (hr_time.js sets it).
  const lib = {
    __proto__: null, global, info, natives, primordials, define, illegal, now: () => 0,
    is, noDictionary, fieldsOf, lowercase, asInterface, exposeAll,
  };
  return { __proto__: null, lib };
});
