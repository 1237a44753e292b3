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
    ArrayPrototypeIncludes, ArrayPrototypePush, ObjectDefineProperty, ObjectEntries, ObjectGetOwnPropertyDescriptor, ObjectGetPrototypeOf, ObjectPrototypeIsPrototypeOf,
    ReflectOwnKeys, RegExpPrototypeExec, String, StringFromCharCode, StringPrototypeCharCodeAt,
    StringPrototypeToLowerCase, StringPrototypeToUpperCase, SymbolToStringTag, TypeError,
  } = primordials;
  const global = globalThis;
  const define = (object, name, value, enumerable = false) =>
    ObjectDefineProperty(object, name, { __proto__: null, value, writable: true, enumerable, configurable: true });
  const illegal = () => { throw new TypeError("Illegal constructor"); };
  // `value instanceof cls` without looking up @@hasInstance (which a page can define on an
  // interface object), for an object of any realm of the isolate: an object of another
  // realm has that realm's prototypes, so an interface's prototype carries its name in an
  // internal slot (`asInterface`), and a prototype of the same name on value's chain counts.
  // (The DOM's nodes and events have brand checks of their own, by their internal slots.)
  function is(value, cls) {
    const prototype = cls.prototype;
    if (ObjectPrototypeIsPrototypeOf(prototype, value)) return true;
    const tag = interfaceTag.get(prototype);
    if (tag === undefined || !isObject(value)) return false;
    let p = ObjectGetPrototypeOf(value);
    for (let depth = 0; p !== null && depth < 32; depth++) {
      if (interfaceTag.get(p) === tag) return true;
      p = ObjectGetPrototypeOf(p);
    }
    return false;
  }
  // Whether `value` implements the interface named `name` (of any realm of the isolate):
  // a prototype on its chain is that interface's.
  function implementsInterface(value, name) {
    if (!isObject(value)) return false;
    let p = ObjectGetPrototypeOf(value);
    for (let depth = 0; p !== null && depth < 32; depth++) {
      if (interfaceTag.get(p) === name) return true;
      p = ObjectGetPrototypeOf(p);
    }
    return false;
  }
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
  // Internal slots (https://webidl.spec.whatwg.org/#es-platform-objects) shared by every
  // realm of the isolate (webidl/internal_slots.rs): `internalSlots(name)` has a WeakMap's
  // `get`, `set`, `has` and `delete`, on properties keyed by the isolate's private symbol
  // `name`, so a platform object is recognised, and its state read, by any realm's code (a
  // realm's own WeakMap is seen by that realm only). Pages cannot see the keys. A proxy
  // cannot hold a private symbol (V8 throws a TypeError on a store, without running any
  // trap, and a read finds nothing): the slots of a platform object that is a proxy (a
  // collection, a NamedNodeMap, Storage, CSSStyleDeclaration) are kept in a record of its
  // own, in the agent's WeakMap `proxySlots`, which every realm reads too.
  // Each name is for one kind of state. A slot is a small record (its key) whose methods
  // are on one prototype per realm: a realm carries those four functions, not four
  // closures for each of its ~70 slots.
  // (An object with [[IsHTMLDDA]], document.all, is the one value whose typeof is
  // "undefined" that is not undefined.)
  const isObject = (value) => (typeof value === "object" && value !== null) || typeof value === "function"
    || (typeof value === "undefined" && value !== undefined);
  const readSlot = (slot, object) => {
    if (!isObject(object)) return undefined;
    let value;
    try {
      value = object[slot.key];
    } catch {
      // (Not thrown by every V8 path: a read through a proxy may also give undefined.)
    }
    if (value !== undefined) return value;
    const proxies = lib.agent.proxySlots;
    return proxies === undefined ? undefined : proxies.get(object)?.[slot.key];
  };
  // The record of a proxy's slots (made if need be).
  const proxySlots = (proxy) => {
    const proxies = (lib.agent.proxySlots ??= lib.agentObject("weakMap"));
    let record = proxies.get(proxy);
    if (record === undefined) proxies.set(proxy, (record = { __proto__: null }));
    return record;
  };
  const slotMethods = {
    __proto__: null,
    get(object) { return readSlot(this, object); },
    has(object) { return readSlot(this, object) !== undefined; },
    set(object, value) {
      if (!isObject(object)) throw new TypeError("Invalid value used as an internal slot's object");
      try {
        object[this.key] = value;
      } catch {
        proxySlots(object)[this.key] = value;
      }
      return this;
    },
    delete(object) {
      if (readSlot(this, object) === undefined) return false;
      try {
        object[this.key] = undefined;
      } catch {
        proxySlots(object)[this.key] = undefined;
      }
      return true;
    },
  };
  const internalSlots = (name) => ({ __proto__: slotMethods, key: natives.internalSlot(name) });
  // Each interface prototype object's interface name (see `is`).
  const interfaceTag = internalSlots("interface");
  // https://infra.spec.whatwg.org/#ascii-lowercase and #ascii-uppercase: only A–Z (a–z)
  // change, not `Ç`.
  const NON_ASCII = /[^\0-\x7f]/;
  function asciiCase(text, upper) {
    if (RegExpPrototypeExec(NON_ASCII, text) === null) return upper ? StringPrototypeToUpperCase(text) : StringPrototypeToLowerCase(text);
    let out = "";
    for (let i = 0; i < text.length; i++) {
      const c = StringPrototypeCharCodeAt(text, i);
      out += (upper ? c >= 97 && c <= 122 : c >= 65 && c <= 90) ? StringFromCharCode(upper ? c - 32 : c + 32) : text[i];
    }
    return out;
  }
  // (Of a value converted to a string.)
  const lowercase = (name) => asciiCase(String(name), false);
  const asciiUppercase = (text) => asciiCase(text, true);

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
    // (And so are static operations: https://webidl.spec.whatwg.org/#es-operations.)
    const statics = ReflectOwnKeys(cls);
    for (let i = 0; i < statics.length; i++) {
      const key = statics[i];
      if (key === "length" || key === "name" || key === "prototype" || typeof key === "symbol") continue;
      const descriptor = ObjectGetOwnPropertyDescriptor(cls, key);
      if (descriptor.enumerable === false && descriptor.configurable === true) ObjectDefineProperty(cls, key, { __proto__: null, ...descriptor, enumerable: true });
    }
    ObjectDefineProperty(cls.prototype, SymbolToStringTag, { __proto__: null, value: name, configurable: true });
    // (The tag also marks the prototype as a platform object's: structured cloning copies
    // one only by its interface's serialization steps, messaging/serializable_objects.js.)
    interfaceTag.set(cls.prototype, name);
    installed(name, cls);
    return cls;
  }
  // Each interface, once installed, has its [CEReactions] members wrapped
  // (html/custom_element_reactions.js, the last web module): those installed before that
  // module ran are kept until it has (every module has then added its members to them).
  let bootInterfaces = [];
  let installed = (name, cls) => { bootInterfaces[bootInterfaces.length] = [name, cls]; };
  // Defines on `target` the members of `source`, an object literal whose accessors
  // (`get name() {…}`) and methods are named as Web IDL names them ("get name"), each
  // enumerable as an interface member is (https://webidl.spec.whatwg.org/#es-attributes).
  function defineMembers(target, source) {
    const keys = ReflectOwnKeys(source);
    for (let i = 0; i < keys.length; i++) {
      const descriptor = lib.primordials.ownDescriptor(source, keys[i]);
      descriptor.enumerable = typeof keys[i] !== "symbol";
      ObjectDefineProperty(target, keys[i], descriptor);
    }
    return target;
  }
  // https://webidl.spec.whatwg.org/#es-interface-call: each interface object becomes a
  // property of the global (once its prototype has all its members).
  function exposeAll(interfaces) {
    const entries = ObjectEntries(interfaces);
    for (let i = 0; i < entries.length; i++) define(global, entries[i][0], asInterface(entries[i][0], entries[i][1]));
  }

  // `now` is High Resolution Time's current high resolution time (hr_time.js sets it).
  // `work` counts what the platform did, machine-independently (the `domWork` hook):
  // `nodeReads`, the node records the DOM read (nodes.js) — what scaling tests hold linear;
  // `listeners`, the event listeners this realm's addEventListener added and not removed
  // (events.js: DevTools' JSEventListeners counter).
  // (`agent`: the isolate's once the realm is set up, `initRealm`; this one until then.)
  const lib = {
    __proto__: null, global, info, natives, primordials, define, illegal, now: () => 0, agent: { __proto__: null },
    is, implementsInterface, noDictionary, fieldsOf, internalSlots, lowercase, asciiUppercase, exposeAll, defineMembers, work: { __proto__: null, nodeReads: 0, listeners: 0 },
    // Web IDL's check that an operation got its required arguments
    // (https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm step 4): fewer is
    // a TypeError.
    requireArguments: (args, count, operation, iface) => {
      if (args.length < count) {
        throw new primordials.TypeError(`Failed to execute '${operation}' on '${iface}': ${count} argument${count > 1 ? "s" : ""} required, but only ${args.length} present.`);
      }
    },
    // The interface name of an interface prototype object (undefined for anything else).
    interfaceNameOfPrototype: (prototype) => interfaceTag.get(prototype),
    // The interface name of a platform interface object (undefined for anything else).
    interfaceNameOf: (value) => (typeof value === "function" ? interfaceTag.get(ObjectGetOwnPropertyDescriptor(value, "prototype")?.value) : undefined),
  };
  // This function and the modules after it run once per process, into the realm snapshot
  // (runtime/web/html/realm_snapshot.rs), with an `info` that says only the realm's kind (`scope`):
  // they may read the rest of `info` (location, name, security facts, time origin, the
  // navigation) only in functions that run later. What needs a realm's facts up front is
  // a per-realm step, given to `lib.onRealm`: the runtime fills `info` for each realm made
  // from the snapshot, then runs the steps in order (the `initRealm` hook).
  const realmSteps = [];
  // Whether the document's active sandboxing flag set has `flag`, one of HTML's
  // sandboxing flags (https://html.spec.whatwg.org/multipage/browsers.html#sandboxing-flag-set;
  // the bits are runtime/sandboxing.rs's). Read at call time: `info` is filled per realm.
  const sandboxingFlags = {
    __proto__: null, navigation: 1 << 0, auxiliaryNavigation: 1 << 1, origin: 1 << 5, forms: 1 << 6,
    scripts: 1 << 8, automaticFeatures: 1 << 9, documentDomain: 1 << 10, propagatesToAuxiliary: 1 << 11, modals: 1 << 12, downloads: 1 << 15,
  };
  lib.sandboxed = (name) => ((info.sandboxingFlags ?? 0) & sandboxingFlags[name]) !== 0;
  lib.onRealm = (step) => { realmSteps[realmSteps.length] = step; };
  // HTML's "create and initialize a Document object" may give a new Document to this
  // realm's Window (the initial about:blank's Window, reused by its first same-origin
  // navigation): the runtime refills `info` with the new document's facts and calls the
  // `startDocument` hook, which runs these steps in order. A module that keeps state of
  // the document (not of the Window) gives `lib.onDocument` the step that starts it
  // anew; `lib.onEachDocument` gives a step to both lists (a per-realm step that reads
  // the document's facts from `info`).
  const documentSteps = [];
  lib.onDocument = (step) => { documentSteps[documentSteps.length] = step; };
  lib.onEachDocument = (step) => { lib.onRealm(step); lib.onDocument(step); };
  // (`facts`: the new document's `info`, which replaces the old document's.)
  const startDocument = (facts) => {
    const keys = ReflectOwnKeys(info);
    for (let i = 0; i < keys.length; i++) if (keys[i] !== "scope") delete info[keys[i]];
    const names = ReflectOwnKeys(facts);
    for (let i = 0; i < names.length; i++) define(info, names[i], facts[names[i]], true);
    for (let i = 0; i < documentSteps.length; i++) documentSteps[i]();
  };
  // The surrounding agent (https://html.spec.whatwg.org/multipage/webappapis.html#agents):
  // one object for every realm of the isolate (webidl/internal_slots.rs), for what the DOM
  // keeps per agent.
  // Windows, of any realm of the isolate (a [LegacyUnforgeable] Window check's brand).
  const windows = internalSlots("window");
  // Whether `value` is a window this realm may use as one: its own, or a same-origin
  // realm's; a cross-origin window (an internal slot is read past the access checks) is a
  // SecurityError, as Blink's bindings throw for one.
  lib.isWindowObject = (value) => {
    if (value === global) return true;
    if (!windows.has(value)) return false;
    if (natives.realmGlobal(value) === undefined) {
      throw new lib.DOMException(`Blocked a frame with origin "${info.location.origin}" from accessing a cross-origin frame.`, "SecurityError");
    }
    return true;
  };
  // https://webidl.spec.whatwg.org/#dfn-attribute-getter (and operations) of Window, a
  // [Global] interface: its members are the global's own properties, called with the
  // window as this, or with undefined or null (the realm's global); anything else is a
  // TypeError. (Another same-origin window's members are its own functions: one of this
  // realm's called on that window acts on this realm's.)
  // Whether `value` is another realm's window, whatever its origin (the cross-origin exposed
  // members act on it: window.js).
  lib.isOtherWindow = (value) => value !== undefined && value !== null && value !== global && windows.has(value);
  lib.checkWindow = (self) => {
    if (self === undefined || self === null || self === global || lib.isWindowObject(self)) return;
    throw new TypeError("Illegal invocation");
  };
  // Each realm's `lib`, on its global; `realmOfObject(value)`: the `lib` of the realm that
  // made `value` (a callback, whose exceptions are reported to its own global) when that
  // realm is of this realm's origin, else this realm's.
  const realms = internalSlots("realm");
  // (The natives give a global only of a realm of this origin; this realm's for none.)
  const libOf = (realmGlobal) => (realmGlobal === undefined || realmGlobal === global ? lib : realms.get(realmGlobal) ?? lib);
  lib.realmOfObject = (value) => libOf(natives.realmGlobal(value));
  // GetFunctionRealm(value)'s `lib` (a proxy's target's), by the same rule.
  lib.functionRealm = (value) => libOf(natives.functionRealmGlobal(value));
  // The entry realm's `lib` (https://html.spec.whatwg.org/multipage/webappapis.html#entry-settings-object),
  // when it is of this realm's origin, else this realm's.
  lib.entryRealm = () => libOf(natives.entryGlobal());
  // The agent's containers (the lists, maps, sets and weak maps every realm of the agent
  // shares) are made by the realm that made the agent, with its makers: an object keeps the
  // realm that made it alive (its prototypes), so one a frame made would keep the frame's
  // document alive, and measured, after the frame went away.
  const agentMakers = {
    __proto__: null, array: () => [], record: () => ({ __proto__: null }), map: () => new primordials.SafeMap(),
    set: () => new primordials.SafeSet(), weakMap: () => new primordials.SafeWeakMap(),
  };
  lib.agentObject = (kind) => lib.agent.makers[kind]();
  const initRealm = () => {
    lib.agent = natives.agent();
    lib.agent.makers ??= agentMakers;
    // One set of slot methods for the agent: each realm's slot records keep their
    // prototype, but its methods become the first realm's functions. The slots are read
    // some hundred times while a frame is set up, so each realm's own `get` (and the
    // `isObject` it calls) grew hot enough for V8 to compile it with Maglev, once per
    // realm (two or three compilations per frame, a fifth of a frame's CPU); shared, they
    // are compiled once. (They only read and write properties keyed by the isolate's
    // private symbols, the same in every realm.)
    const shared = (lib.agent.slotMethods ??= slotMethods);
    if (shared !== slotMethods) {
      slotMethods.get = shared.get;
      slotMethods.has = shared.has;
      slotMethods.set = shared.set;
      slotMethods.delete = shared.delete;
    }
    realms.set(global, lib);
    if (info.scope === "Window") windows.set(global, true);
    for (let i = 0; i < realmSteps.length; i++) realmSteps[i]();
  };

  // Interfaces made on first use (webidl/interface_objects.rs): a module a page may never
  // touch gives `lazily` what it would expose — `interfaces` (interface objects), `globals`
  // (other properties of the global, such as `fetch`) and `shared` (what it adds to `lib`)
  // — and `make`, which defines them and returns an object holding each. Until the first
  // read of one of them, the global's properties and `lib`'s are V8 lazy data properties
  // (natives.defineLazy): the realm carries nothing of the module but `make`. `make` runs after page
  // scripts may have run, so it may use only the primordials.
  // The modules, by index: each lazy property of the global holds its module's index (a
  // list, not a table by name, which every realm would carry).
  // A module of many interfaces a page uses a few of (HTML's element interfaces) passes
  // `each`: then `make(name)` makes one interface object (or, for a name in `factories`, a
  // legacy factory function such as `Image`), on its first read, and `lazily` returns a
  // function that gives the one of a name (making it if need be).
  const lazyModules = [];
  const lazyGlobals = { __proto__: null };
  // Moves the global's own property `name`, if it has one, to `to` (a worker's global
  // inherits WorkerGlobalScope's members: html/worker_global_scope_members.js), its
  // descriptor changed by `change(descriptor, name)`; a property made on first use stays
  // so, made by the same module (and unchanged).
  lib.moveGlobalMember = (to, name, change) => {
    const index = lazyGlobals[name];
    if (index !== undefined) {
      delete global[name];
      natives.defineLazy(to, name, true, index);
      return;
    }
    const descriptor = ObjectGetOwnPropertyDescriptor(global, name);
    if (descriptor === undefined) return;
    delete global[name];
    descriptor.__proto__ = null;
    ObjectDefineProperty(to, name, change(descriptor, name));
  };
  function lazily({ interfaces = [], globals = [], shared = [], each = false, factories = [] }, make) {
    const module = { __proto__: null, make, interfaces, made: undefined, each, factories };
    const index = lazyModules.length;
    lazyModules[index] = module;
    for (let i = 0; i < interfaces.length; i++) natives.defineLazy(global, interfaces[i], false, index);
    for (let i = 0; i < factories.length; i++) natives.defineLazy(global, factories[i], false, index);
    // (Operations are enumerable: https://webidl.spec.whatwg.org/#es-operations.)
    for (let i = 0; i < globals.length; i++) {
      natives.defineLazy(global, globals[i], true, index);
      // (A worker's WorkerGlobalScope members move to its prototype: moveGlobalMember.)
      if (info.scope !== "Window") lazyGlobals[globals[i]] = index;
    }
    // (`lib`'s names too, rather than a getter each: a getter is a closure with its
    // context and an accessor pair in every realm, ~150 bytes a name.)
    for (let i = 0; i < shared.length; i++) natives.defineLazy(lib, shared[i], false, index);
    return each ? (name) => madeOne(module, name) : undefined;
  }
  function madeOne(module, name) {
    const made = (module.made ??= { __proto__: null });
    let value = made[name];
    if (value === undefined) {
      made[name] = null;
      try {
        value = module.make(name);
      } catch (error) {
        made[name] = undefined;
        throw error;
      }
      if (!ArrayPrototypeIncludes(module.factories, name)) asInterface(name, value);
      made[name] = value;
    }
    if (value === null) throw new TypeError("a platform interface needs itself while it is made");
    return value;
  }
  function made(module) {
    if (module.made === undefined) {
      // Set while `make` runs: a module whose `make` needs its own names is a bug.
      module.made = null;
      let exports;
      try {
        exports = module.make();
      } catch (error) {
        // (Past the deadline, say: the next read tries again.)
        module.made = undefined;
        throw error;
      }
      for (let i = 0; i < module.interfaces.length; i++) {
        const name = module.interfaces[i];
        // (A callback interface's object, NodeFilter, is no class: it has no prototype.)
        if (typeof exports[name] === "function" && ObjectGetOwnPropertyDescriptor(exports[name], "prototype") !== undefined) asInterface(name, exports[name]);
      }
      module.made = exports;
    }
    if (module.made === null) throw new TypeError("a platform module needs itself while it is made");
    return module.made;
  }
  lib.lazily = lazily;
  lib.ceReactionsInstalled = (wrap) => {
    for (let i = 0; i < bootInterfaces.length; i++) wrap(bootInterfaces[i][0], bootInterfaces[i][1]);
    bootInterfaces = undefined;
    installed = wrap;
  };
  // A [SameObject] attribute of `prototype` (https://webidl.spec.whatwg.org/#SameObject):
  // `make(this)` makes its object on the first read, kept per this value (in a map made on
  // first use); `putForwards`, if given, names the object's attribute a set goes to
  // (https://webidl.spec.whatwg.org/#PutForwards).
  lib.sameObjectAttribute = (prototype, name, make, putForwards = undefined) => {
    lib.defineAttribute([prototype], name, sameObjectSteps, [name, make, putForwards], putForwards !== undefined);
  };
  // (The objects of each [SameObject] attribute by name, in a map made on first use.)
  const sameObjects = { __proto__: null };
  function sameObjectSteps(self, attribute, value, isSetter) {
    const name = attribute[0];
    if (isSetter) {
      primordials.ReflectSet(sameObjectSteps(self, attribute, undefined, false), attribute[2], value);
      return undefined;
    }
    const objects = (sameObjects[name] ??= internalSlots(`sameObject.${name}`));
    let object = objects.get(self);
    if (object === undefined) objects.set(self, (object = attribute[1](self)));
    return object;
  }
  // Attributes whose getter and setter V8 makes on first use (webidl/attribute_functions.rs):
  // `name` on each of `objects` (an array), whose steps are `steps(this, argument, value,
  // isSetter)` — a function a family of attributes shares, such as the event handler IDL
  // attributes' with the handler's name as `argument`; `writable`: it has a setter. Every
  // realm keeps only the two entries of the list below an attribute.
  const attributes = [];
  lib.defineAttribute = (objects, name, steps, argument, writable = true) => {
    const key = attributes.length >> 1;
    ArrayPrototypePush(attributes, steps, argument);
    natives.defineAttribute(objects, name, key, writable);
  };
  // (`ceReactions`: a [CEReactions] setter, html/custom_element_reactions.js.)
  const attributeSteps = (key, thisValue, value, isSetter, ceReactions) =>
    ceReactions === true
      ? lib.ceReactionsSteps(attributes[key << 1], thisValue, attributes[(key << 1) + 1], value)
      : attributes[key << 1](thisValue, attributes[(key << 1) + 1], value, isSetter);
  // The value of the global's lazy property `name` of module `index` (its first read).
  const interfaceObject = (name, index) => {
    const module = lazyModules[index];
    return module.each ? madeOne(module, name) : made(module)[name];
  };
  const domWork = () => lib.work.nodeReads;
  // DevTools' DOM counters of the realm: [the nodes of its document's shadow-including
  // tree, its event listeners] (serve's Performance.getMetrics and Memory.getDOMCounters).
  const domCounters = () => {
    const reads = lib.work.nodeReads;
    const nodes = lib.document === undefined ? 0 : lib.shadowIncludingDescendants(lib.document).length;
    lib.work.nodeReads = reads;
    return [nodes, lib.work.listeners];
  };
  return { __proto__: null, lib, initRealm, startDocument, interfaceObject, attributeSteps, domWork, domCounters };
});
