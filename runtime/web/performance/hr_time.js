// High Resolution Time Level 3: the Performance interface and the realm's clock.
// https://w3c.github.io/hr-time/#sec-performance
//
// A module of the realm's bootstrap (see bootstrap.js): called with the shared `lib` and
// the runtime's `hooks`; nothing here is reachable from page scripts.
(function hrTime(lib) {
  "use strict";
  const { info, natives, global, illegal, EventTarget, primordials } = lib;
  // The built-ins captured before any page script ran (see primordials.js).
  const {
    MathFloor, MathMax, ObjectCreate, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ObjectGetPrototypeOf,
    ObjectAssign, ReflectOwnKeys, TypeError, createDataProperty,
  } = primordials;

  // https://w3c.github.io/hr-time/#dfn-coarsen-time, step 1-3: 100 µs, or 5 µs in a
  // cross-origin isolated realm. Moments are whole µs on the process's shared clock.
  let resolution = 100;
  const coarsen = (us) => MathFloor(us / resolution) * resolution;
  // The realm's time origin: when its navigation started (a window) or when the worker
  // ran (a worker).
  let origin = 0;

  // https://w3c.github.io/hr-time/#dfn-relative-high-resolution-time, in ms. The duration
  // from the time origin is coarsened (as Chromium does), so now() starts at 0 and is a
  // multiple of the resolution.
  const relative = (moment) => (moment === 0 ? 0 : MathMax(0, coarsen(moment - origin)) / 1000);
  // https://w3c.github.io/hr-time/#dfn-current-high-resolution-time
  const now = () => relative(natives.clock());
  // https://w3c.github.io/hr-time/#dfn-get-time-origin-timestamp, coarsened.
  let timeOrigin = 0;
  // The realm's facts (a per-realm step: see bootstrap.js).
  lib.onEachDocument(() => {
    resolution = info.crossOriginIsolated ? 5 : 100;
    origin = info.timeOrigin;
    timeOrigin = coarsen(origin + info.unixOffset) / 1000;
    lib.timeOriginValue = timeOrigin;
  });
  // A moment as Unix-epoch milliseconds (legacy PerformanceTiming values).
  const epochMilliseconds = (moment) => (moment === 0 ? 0 : MathFloor(coarsen(moment + info.unixOffset) / 1000));

  // Members that partial interfaces add to Performance's default toJSON.
  const jsonMembers = [];
  let performance;
  const check = (value, member) => {
    if (value !== performance) throw new TypeError(`Failed to execute '${member}' on 'Performance': Illegal invocation`);
  };

  // https://w3c.github.io/hr-time/#sec-performance
  class Performance extends EventTarget {
    constructor() { illegal(); super(); }
    // https://w3c.github.io/hr-time/#now-method
    now() { check(this, "now"); return now(); }
    // https://w3c.github.io/hr-time/#timeorigin-attribute
    get timeOrigin() { check(this, "timeOrigin"); return timeOrigin; }
    // https://w3c.github.io/hr-time/#tojson-method: WebIDL's default toJSON steps.
    toJSON() {
      check(this, "toJSON");
      const json = { timeOrigin };
      for (let i = 0; i < jsonMembers.length; i++) createDataProperty(json, jsonMembers[i][0], jsonMembers[i][1]());
      return json;
    }
  }
  performance = ObjectCreate(Performance.prototype);

  // https://w3c.github.io/hr-time/#the-performance-attribute, a [Replaceable] attribute of
  // the WindowOrWorkerGlobalScope mixin: on the global itself for a Window ([Global]),
  // on WorkerGlobalScope.prototype for a worker. Its "this" is the global (or
  // undefined/null, which stand for it); setting it creates an own data property on the
  // global in the accessor's place (https://webidl.spec.whatwg.org/#Replaceable).
  const checkGlobal = (value) => {
    if (value !== undefined && value !== null && value !== global) {
      // (A cross-origin window: the SecurityError, bootstrap.js.)
      if (info.scope === "Window") lib.isWindowObject(value);
      throw new TypeError("Illegal invocation: 'performance' is an attribute of the global object");
    }
  };
  const holder = info.scope === "Window" ? global : ObjectGetPrototypeOf(ObjectGetPrototypeOf(global));
  ObjectDefineProperty(holder, "performance", {
    __proto__: null,
    get: ObjectGetOwnPropertyDescriptor({ get performance() { checkGlobal(this); return performance; } }, "performance").get,
    set: ObjectGetOwnPropertyDescriptor({
      set performance(value) {
        checkGlobal(this);
        ObjectDefineProperty(global, "performance", { __proto__: null, value, writable: true, enumerable: true, configurable: true });
      },
    }, "performance").set,
    enumerable: true,
    configurable: true,
  });

  lib.exposeAll({ Performance });
  ObjectAssign(lib, { Performance, performance, now, relative, epochMilliseconds, jsonMembers });
  // Adds a partial interface's members to `cls`'s prototype (enumerable, as WebIDL's).
  lib.partial = (cls, members) => {
    const keys = ReflectOwnKeys(members);
    for (let i = 0; i < keys.length; i++) {
      const descriptor = ObjectGetOwnPropertyDescriptor(members, keys[i]);
      ObjectDefineProperty(cls.prototype, keys[i], { __proto__: null, ...descriptor, enumerable: typeof keys[i] !== "symbol" });
    }
  };
});
