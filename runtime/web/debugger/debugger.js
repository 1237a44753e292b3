// The debugger realm's API: SpiderMonkey's Debugger, Debugger.Object and Debugger.Memory
// (../shared/specs/debugger-memory.txt, https://firefox-source-docs.mozilla.org/js/Debugger/),
// on V8, for `framescope run --debugger SCRIPT.js`; plus `gc()` and `page`. It runs only in
// the privileged debugger realm (runtime/web/debugger/mod.rs), never in a page's, and
// returns the hooks Rust calls: `newRealm(global)` as each page realm is made, `idle()`
// once the page is idle.
(function debuggerRealm(natives) {
  "use strict";
  const global = globalThis;

  // https://firefox-source-docs.mozilla.org/js/Debugger/Debugger.Object.html: a debugger's
  // view of a debuggee value. One per referent per Debugger.
  const referents = new WeakMap();
  class DebuggerObject {
    constructor() { throw new TypeError("Debugger.Object is not a constructor"); }
    // The referent's [[Class]] ("Object" for `new Foo()`, "Array", "Date", "Function"…).
    get class() { return natives.className(referentOf(this)); }
    unsafeDereference() { return referentOf(this); }
    getOwnPropertyDescriptor(name) {
      const self = fieldsOf(this);
      const descriptor = Reflect.getOwnPropertyDescriptor(self.referent, name);
      if (descriptor === undefined) return undefined;
      for (const key of ["value", "get", "set"]) {
        if (key in descriptor) descriptor[key] = wrap(self.debugger, descriptor[key]);
      }
      return descriptor;
    }
    // Where the referent was allocated, when it was while allocation sites were tracked
    // (and sampled); else null.
    get allocationSite() {
      const referent = referentOf(this);
      return stackOfSite(natives.allocationSite(referent));
    }
  }
  const fieldsOf = (object) => {
    const fields = referents.get(object);
    if (fields === undefined) throw new TypeError("not a Debugger.Object");
    return fields;
  };
  const referentOf = (object) => fieldsOf(object).referent;
  const wrap = (dbg, value) => {
    if ((typeof value !== "object" && typeof value !== "function") || value === null) return value;
    const cache = debuggers.get(dbg).wrappers;
    let wrapper = cache.get(value);
    if (wrapper === undefined) {
      wrapper = Object.create(DebuggerObject.prototype);
      referents.set(wrapper, { referent: value, debugger: dbg });
      cache.set(value, wrapper);
    }
    return wrapper;
  };

  // A page global (or a Debugger.Object of one) → [realm id, the global].
  const debuggeeOf = (value) => {
    const global = referents.has(value) ? referentOf(value) : value;
    const realm = natives.realmOf(global);
    if (realm === undefined) throw new TypeError("the argument is not the global object of one of the page's realms");
    return [realm, global];
  };

  const debuggers = new WeakMap();
  // Every Debugger made, for their onGarbageCollection handlers.
  const allDebuggers = [];
  // https://firefox-source-docs.mozilla.org/js/Debugger/Debugger.html
  class Debugger {
    constructor(...globals) {
      debuggers.set(this, {
        debuggees: new Map(), wrappers: new WeakMap(), memory: null, uncaughtExceptionHandler: null,
      });
      for (const g of globals) this.addDebuggee(g);
      allDebuggers.push(this);
    }
    addDebuggee(g) {
      const [realm, globalObject] = debuggeeOf(g);
      const fields = debuggers.get(this);
      fields.debuggees.set(realm, globalObject);
      if (fields.memory !== null) updateTracking();
      return wrap(this, globalObject);
    }
    removeDebuggee(g) {
      const [realm] = debuggeeOf(g);
      const fields = debuggers.get(this);
      fields.debuggees.delete(realm);
      if (fields.memory !== null) updateTracking();
    }
    hasDebuggee(g) {
      const [realm] = debuggeeOf(g);
      return debuggers.get(this).debuggees.has(realm);
    }
    getDebuggees() {
      return [...debuggers.get(this).debuggees.values()].map((g) => wrap(this, g));
    }
    get uncaughtExceptionHandler() { return debuggers.get(this).uncaughtExceptionHandler; }
    set uncaughtExceptionHandler(handler) {
      if (handler !== null && handler !== undefined && typeof handler !== "function") {
        throw new TypeError("uncaughtExceptionHandler must be a function, null or undefined");
      }
      debuggers.get(this).uncaughtExceptionHandler = handler ?? null;
    }
    get memory() {
      const fields = debuggers.get(this);
      if (fields.memory === null) {
        fields.memory = Object.create(DebuggerMemory.prototype);
        memories.set(fields.memory, {
          debugger: this, onGarbageCollection: undefined, trackingAllocationSites: false,
          allocationSamplingProbability: 1, maxAllocationsLogLength: 5000, allocationsLogOverflowed: false, log: [],
          tenureLog: [],
          trackingTenurePromotions: false, maxTenurePromotionsLogLength: 5000, tenurePromotionsLogOverflowed: false,
        });
      }
      return fields.memory;
    }
  }

  // A handler of the debugger (`onGarbageCollection`): a function or undefined, else a
  // TypeError; called with the debugger as `this`, its exceptions given to the
  // debugger's uncaughtExceptionHandler (or reported as the debugger realm's errors).
  const callHandler = (dbg, handler, args) => {
    try {
      return handler.apply(dbg, args);
    } catch (error) {
      const onUncaught = debuggers.get(dbg).uncaughtExceptionHandler;
      if (typeof onUncaught === "function") {
        try { return onUncaught.call(dbg, error); } catch (again) { natives.reportError(again); }
      } else {
        natives.reportError(error);
      }
    }
  };

  // The census's items: [realm, coarseType, className, constructorName, internalType, count, bytes].
  const COARSE = ["objects", "scripts", "strings", "other"];
  const tally = (breakdown, items) => {
    if (breakdown === undefined || breakdown === null) breakdown = { by: "count" };
    if (Array.isArray(breakdown)) return breakdown.map((b) => tally(b, items));
    if (typeof breakdown !== "object") throw new TypeError("a census breakdown must be an object or an array");
    const keyed = (key, then, other, otherName) => {
      const result = {};
      const groups = new Map();
      const rest = [];
      for (const item of items) {
        const name = key(item);
        if (name === null) { rest.push(item); continue; }
        if (!groups.has(name)) groups.set(name, []);
        groups.get(name).push(item);
      }
      // Keys are names from the heap (a class may be called `__proto__`): define them, as
      // data properties, rather than assign (which would run Object.prototype's setter).
      const set = (name, value) =>
        Object.defineProperty(result, name, { value, writable: true, enumerable: true, configurable: true });
      for (const [name, group] of groups) set(name, tally(then, group));
      if (otherName !== null && (rest.length > 0 || other !== undefined)) set(otherName, tally(other, rest));
      return result;
    };
    switch (breakdown.by) {
      case "count": {
        const result = {};
        if (breakdown.count !== false) result.count = items.reduce((n, item) => n + item[5], 0);
        if (breakdown.bytes !== false) result.bytes = items.reduce((n, item) => n + item[6], 0);
        return result;
      }
      case "coarseType": {
        const result = {};
        for (const type of COARSE) result[type] = tally(breakdown[type], items.filter((item) => item[1] === type));
        return result;
      }
      case "objectClass":
        return keyed((item) => (item[1] === "objects" ? item[2] : null), breakdown.then, breakdown.other, "other");
      case "constructorName":
        return keyed((item) => (item[1] === "objects" && item[3] !== "" ? item[3] : null), breakdown.then, breakdown.other, "other");
      case "internalType":
        return keyed((item) => item[4], breakdown.then, undefined, null);
      case "allocationStack": {
        // Items followed to their allocation site (allocated while sites were tracked),
        // by the site's saved stack; the others under "noStack".
        const result = new Map();
        const bySite = new Map();
        const none = [];
        for (const item of items) {
          const stack = stackOfSite(item[7]);
          if (stack === null) { none.push(item); continue; }
          if (!bySite.has(stack)) bySite.set(stack, []);
          bySite.get(stack).push(item);
        }
        for (const [stack, group] of bySite) result.set(stack, tally(breakdown.then, group));
        result.set("noStack", tally(breakdown.noStack, none));
        return result;
      }
      default:
        throw new TypeError(`unknown census breakdown ${JSON.stringify(String(breakdown.by))}`);
    }
  };
  const DEFAULT_BREAKDOWN = { by: "coarseType", objects: { by: "objectClass" }, other: { by: "internalType" } };

  // Saved stacks (SpiderMonkey's SavedFrame): {source, line, column,
  // functionDisplayName, parent}, one object per distinct frame and parent, so equal
  // stacks are the same objects.
  const savedFrames = new Map();
  const savedStack = (frames) => {
    let parent = null;
    let key = "";
    for (let k = frames.length - 1; k >= 0; k--) {
      const [source, line, column, name] = frames[k];
      // The platform's own frames, and builtins' (no script), are not the page's.
      if (source === "" || source.startsWith("framescope:")) continue;
      key += `\n${source}:${line}:${column}:${name}`;
      let frame = savedFrames.get(key);
      if (frame === undefined) {
        frame = Object.freeze({ source, line, column, functionDisplayName: name === "" ? null : name, parent });
        savedFrames.set(key, frame);
      }
      parent = frame;
    }
    return parent;
  };

  // The allocation log: the isolate's one log (natives) runs while any Debugger.Memory
  // tracks allocation sites, at the largest probability and length asked; each drain of
  // it hands every tracking Debugger.Memory the entries of its debuggees, each keeping its
  // own `maxAllocationsLogLength` most recent.
  // An allocation site's saved stack (null for none), one per site.
  const siteStacks = new Map();
  const stackOfSite = (site) => {
    if (site < 0) return null;
    if (!siteStacks.has(site)) siteStacks.set(site, savedStack(natives.siteFrames(site) ?? []));
    return siteStacks.get(site);
  };

  // The isolate's allocation log (natives) starts with the first Debugger.Memory that
  // tracks allocation sites or tenure promotions, and then follows the objects it sampled
  // to their sites until the run ends; it logs at the largest probability and lengths
  // asked, for every tracking debugger's debuggees.
  const trackers = (flag) => allDebuggers
    .map((dbg) => debuggers.get(dbg).memory)
    .filter((memory) => memory !== null && memories.get(memory)[flag]);
  let logStarted = false;
  const updateTracking = () => {
    const sites = trackers("trackingAllocationSites").map((memory) => memories.get(memory));
    const tenure = trackers("trackingTenurePromotions").map((memory) => memories.get(memory));
    if (sites.length === 0 && tenure.length === 0 && !logStarted) return;
    logStarted = true;
    const realms = new Set();
    for (const m of [...sites, ...tenure]) for (const realm of debuggers.get(m.debugger).debuggees.keys()) realms.add(realm);
    const max = (list, key, none) => (list.length === 0 ? none : Math.max(...list.map((m) => m[key])));
    natives.trackAllocations(
      sites.length > 0, max(sites, "allocationSamplingProbability", 0), max(sites, "maxAllocationsLogLength", 0),
      tenure.length > 0, max(tenure, "maxTenurePromotionsLogLength", 0), [...realms]);
  };
  // Hands each tracking Debugger.Memory the new entries of its debuggees (allocations, or
  // with `tenure` promotions), each keeping its own most recent.
  const pull = (tenure) => {
    const flag = tenure ? "trackingTenurePromotions" : "trackingAllocationSites";
    const list = tenure ? "tenureLog" : "log";
    const length = tenure ? "maxTenurePromotionsLogLength" : "maxAllocationsLogLength";
    const overflow = tenure ? "tenurePromotionsLogOverflowed" : "allocationsLogOverflowed";
    const [overflowed, entries] = natives.drainAllocations(tenure);
    for (const memory of trackers(flag)) {
      const fields = memories.get(memory);
      const debuggees = debuggers.get(fields.debugger).debuggees;
      for (const [realm, timestamp, className, constructorName, size, inNursery, site] of entries) {
        if (!debuggees.has(realm)) continue;
        const frame = stackOfSite(site);
        fields[list].push(tenure
          ? { timestamp, frame, class: className, size }
          : { timestamp, frame, class: className, constructor: constructorName === "" ? null : constructorName, size, inNursery });
      }
      const excess = fields[list].length - fields[length];
      if (excess > 0) {
        fields[list].splice(0, excess);
        fields[overflow] = true;
      }
      if (overflowed) fields[overflow] = true;
    }
  };
  const pullAllocations = () => pull(false);

  // https://firefox-source-docs.mozilla.org/js/Debugger/Debugger.Memory.html
  const memories = new WeakMap();
  const memoryOf = (object) => {
    const fields = memories.get(object);
    if (fields === undefined) throw new TypeError("not a Debugger.Memory");
    return fields;
  };
  class DebuggerMemory {
    constructor() { throw new TypeError("Debugger.Memory is not a constructor"); }
    takeCensus(options) {
      const fields = memoryOf(this);
      const breakdown = options === undefined || options === null || options.breakdown === undefined
        ? DEFAULT_BREAKDOWN : options.breakdown;
      const realms = [...debuggers.get(fields.debugger).debuggees.keys()];
      return tally(breakdown, natives.census(realms));
    }
    get onGarbageCollection() { return memoryOf(this).onGarbageCollection; }
    set onGarbageCollection(handler) {
      const fields = memoryOf(this);
      if (handler !== undefined && typeof handler !== "function") {
        throw new TypeError("onGarbageCollection must be a function or undefined");
      }
      fields.onGarbageCollection = handler;
    }
    get trackingAllocationSites() { return memoryOf(this).trackingAllocationSites; }
    set trackingAllocationSites(value) {
      const fields = memoryOf(this);
      const on = Boolean(value);
      if (on === fields.trackingAllocationSites) return;
      if (!on) pullAllocations();
      fields.trackingAllocationSites = on;
      if (!on) { fields.log = []; fields.allocationsLogOverflowed = false; }
      updateTracking();
    }
    get allocationSamplingProbability() { return memoryOf(this).allocationSamplingProbability; }
    set allocationSamplingProbability(value) {
      const fields = memoryOf(this);
      const p = Number(value);
      if (!(p >= 0 && p <= 1)) throw new RangeError("allocationSamplingProbability must be a number between 0 and 1");
      fields.allocationSamplingProbability = p;
      if (fields.trackingAllocationSites) updateTracking();
    }
    get maxAllocationsLogLength() { return memoryOf(this).maxAllocationsLogLength; }
    set maxAllocationsLogLength(value) {
      const n = Number(value);
      if (!(Number.isInteger(n) && n >= 0)) throw new TypeError("maxAllocationsLogLength must be a non-negative integer");
      const fields = memoryOf(this);
      fields.maxAllocationsLogLength = n;
      if (fields.trackingAllocationSites) updateTracking();
    }
    get allocationsLogOverflowed() {
      const fields = memoryOf(this);
      if (fields.trackingAllocationSites) pullAllocations();
      return fields.allocationsLogOverflowed;
    }
    drainAllocationsLog() {
      const fields = memoryOf(this);
      if (!fields.trackingAllocationSites) throw new Error("drainAllocationsLog: not tracking allocation sites");
      pullAllocations();
      const log = fields.log;
      fields.log = [];
      fields.allocationsLogOverflowed = false;
      return log;
    }
    get trackingTenurePromotions() { return memoryOf(this).trackingTenurePromotions; }
    set trackingTenurePromotions(value) {
      const fields = memoryOf(this);
      const on = Boolean(value);
      if (on === fields.trackingTenurePromotions) return;
      if (!on) pull(true);
      fields.trackingTenurePromotions = on;
      if (!on) { fields.tenureLog = []; fields.tenurePromotionsLogOverflowed = false; }
      updateTracking();
    }
    get maxTenurePromotionsLogLength() { return memoryOf(this).maxTenurePromotionsLogLength; }
    set maxTenurePromotionsLogLength(value) {
      const n = Number(value);
      if (!(Number.isInteger(n) && n >= 0)) throw new TypeError("maxTenurePromotionsLogLength must be a non-negative integer");
      const fields = memoryOf(this);
      fields.maxTenurePromotionsLogLength = n;
      if (fields.trackingTenurePromotions) updateTracking();
    }
    get tenurePromotionsLogOverflowed() {
      const fields = memoryOf(this);
      if (fields.trackingTenurePromotions) pull(true);
      return fields.tenurePromotionsLogOverflowed;
    }
    drainTenurePromotionsLog() {
      const fields = memoryOf(this);
      if (!fields.trackingTenurePromotions) throw new Error("drainTenurePromotionsLog: not tracking tenure promotions");
      pull(true);
      const log = fields.tenureLog;
      fields.tenureLog = [];
      fields.tenurePromotionsLogOverflowed = false;
      return log;
    }
  }
  Debugger.Object = DebuggerObject;
  Debugger.Memory = DebuggerMemory;

  const newRealmCallbacks = [];
  const idleCallbacks = [];
  const callback = (fn, what) => {
    if (typeof fn !== "function") throw new TypeError(`${what} needs a function`);
    return fn;
  };
  const page = {
    // The global objects of the page's realms so far, in creation order.
    get realms() { return natives.pageRealms(); },
    onNewRealm(fn) { newRealmCallbacks.push(callback(fn, "page.onNewRealm")); },
    onIdle(fn) { idleCallbacks.push(callback(fn, "page.onIdle")); },
  };
  Object.defineProperty(global, "Debugger", { value: Debugger, writable: true, configurable: true });
  Object.defineProperty(global, "page", { value: page, writable: true, configurable: true });
  Object.defineProperty(global, "gc", { value: function gc() { natives.gc(); }, writable: true, configurable: true });
  // The debugger realm's clock: every timestamp it is given is on it.
  const performance = { now: () => natives.now() };
  Object.defineProperty(global, "performance", { value: performance, writable: true, configurable: true });

  const run = (fn, args) => {
    try { fn(...args); } catch (error) { natives.reportError(error); }
  };
  return {
    newRealm(globalObject) { for (const fn of newRealmCallbacks) run(fn, [globalObject]); },
    // Each Debugger.Memory's onGarbageCollection gets each cycle's statistics (only
    // debuggers with debuggees: V8's collections touch every realm).
    garbageCollected(cycles) {
      for (const dbg of allDebuggers) {
        const fields = debuggers.get(dbg);
        if (fields.memory === null || fields.debuggees.size === 0) continue;
        const handler = memories.get(fields.memory).onGarbageCollection;
        if (typeof handler !== "function") continue;
        for (const statistics of cycles) callHandler(dbg, handler, [statistics]);
      }
    },
    // Returns whether any callback ran (each runs once).
    idle() {
      const due = idleCallbacks.splice(0);
      for (const fn of due) run(fn, []);
      return due.length > 0;
    },
  };
})
