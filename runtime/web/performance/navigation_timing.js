// Navigation Timing: the document's PerformanceNavigationTiming entry (with its parent
// PerformanceResourceTiming), and the legacy performance.timing / performance.navigation.
// https://w3c.github.io/navigation-timing/, https://w3c.github.io/resource-timing/
//
// A module of the realm's bootstrap (see bootstrap.js and hr_time.js). Moments come from
// the runtime's simulated load (info.navigation: the fetch) and from the document's load
// timing info (lib.loadTiming: parsing and the load event).
(function navigationTiming(lib) {
  "use strict";
  const { info, illegal, PerformanceEntry, Performance, KEY, entryJSON, relative, epochMilliseconds, isWindow, primordials } = lib;
  // The built-ins captured before any page script ran (see primordials.js).
  const {
    ObjectCreate, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ReflectConstruct, SafeSet, SafeWeakMap,
    TypeError, createDataProperty,
  } = primordials;

  // https://w3c.github.io/navigation-timing/#the-performancetiming-interface: the read
  // only attributes (User Timing's mark names that stand for them).
  const TIMING_ATTRIBUTES = [
    "navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd", "fetchStart",
    "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
    "requestStart", "responseStart", "responseEnd", "domLoading", "domInteractive",
    "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
  ];
  lib.timingAttributes = new SafeSet();
  for (const name of TIMING_ATTRIBUTES) lib.timingAttributes.add(name);

  const RESOURCE_ATTRIBUTES = [
    "initiatorType", "deliveryType", "nextHopProtocol", "workerStart", "redirectStart", "redirectEnd",
    "fetchStart", "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
    "requestStart", "firstInterimResponseStart", "finalResponseHeadersStart", "responseStart", "responseEnd",
    "transferSize", "encodedBodySize", "decodedBodySize", "responseStatus", "renderBlockingStatus", "contentType",
    "contentEncoding",
  ];
  const NAVIGATION_ATTRIBUTES = [
    "unloadEventStart", "unloadEventEnd", "domInteractive", "domContentLoadedEventStart",
    "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd", "type", "redirectCount",
    "criticalCHRestart",
  ];
  const resources = lib.internalSlots("navigation_timing.resources");
  const resourceOf = (value, member) => {
    const timing = resources.get(value);
    if (timing === undefined) throw new TypeError(`Failed to read '${member}': Illegal invocation`);
    return timing;
  };
  // The read-only attributes `names` of `cls`, each read by `read(timing, name)` (their
  // getters made on first use: lib.defineAttribute).
  const defineGetters = (cls, names, read) => {
    const steps = (self, name) => read(resourceOf(self, name), name);
    for (let i = 0; i < names.length; i++) lib.defineAttribute([cls.prototype], names[i], steps, names[i], false);
  };
  // The default toJSON steps: the inherited interface's members, then the attributes
  // `names` (their values as the getters give them, read from the internal timing).
  const addAttributes = (json, names, read) => {
    for (let i = 0; i < names.length; i++) createDataProperty(json, names[i], read(names[i]));
    return json;
  };
  const resourceJSON = (entry) => {
    const timing = resourceOf(entry, "toJSON");
    return addAttributes(entryJSON(entry), RESOURCE_ATTRIBUTES, (name) => timing.resource(name));
  };

  // https://w3c.github.io/resource-timing/#sec-performanceresourcetiming
  class PerformanceResourceTiming extends PerformanceEntry {
    constructor(key = undefined, name, entryType, timing, startTime = 0, duration = 0) {
      if (key !== KEY) illegal();
      super(KEY, name, entryType, startTime, duration);
      resources.set(this, timing);
    }
    toJSON() { return resourceJSON(this); }
  }
  defineGetters(PerformanceResourceTiming, RESOURCE_ATTRIBUTES, (timing, name) => timing.resource(name));
  lib.PerformanceResourceTiming = PerformanceResourceTiming;
  if (!isWindow) {
    lib.exposeAll({ PerformanceResourceTiming });
    return;
  }

  const { loadTiming } = lib;
  // The document's fetch (info.navigation), and its moments (0: did not happen): a
  // per-realm step (see bootstrap.js).
  let navigation, fetchMoments;
  lib.onEachDocument(() => {
    navigation = info.navigation;
    const redirected = navigation.redirectCount > 0;
    fetchMoments = {
      __proto__: null,
      navigationStart: info.timeOrigin,
      redirectStart: redirected ? navigation.fetchStart : 0,
      redirectEnd: redirected ? navigation.responseEnd : 0,
      fetchStart: redirected ? navigation.responseEnd : navigation.fetchStart,
      requestStart: redirected ? navigation.responseEnd : navigation.fetchStart,
      responseStart: navigation.responseEnd,
      responseEnd: navigation.responseEnd,
      // The previous document's unload event (0: none, or not same origin).
      unloadEventStart: navigation.unloadEventStart,
      unloadEventEnd: navigation.unloadEventEnd,
    };
    // Virtual hosts need no DNS look-up or connection: those happen at fetchStart.
    const unused = ["domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd"];
    for (let i = 0; i < unused.length; i++) fetchMoments[unused[i]] = fetchMoments.fetchStart;
    fetchMoments.secureConnectionStart = info.location.protocol === "https:" ? fetchMoments.fetchStart : 0;
    // A document the network loader fetched: the moments it measured (in the order of
    // resource_timing.rs's NetworkMoments; redirects only when they count).
    const network = navigation.network;
    if (network !== undefined) {
      const names = [
        "redirectStart", "redirectEnd", "fetchStart", "domainLookupStart", "domainLookupEnd", "connectStart",
        "secureConnectionStart", "connectEnd", "requestStart", "responseStart", "responseEnd",
      ];
      for (let i = redirected ? 0 : 2; i < names.length; i++) fetchMoments[names[i]] = network[i];
      if (!redirected) fetchMoments.fetchStart = navigation.fetchStart;
    }
  });
  const momentOf = (name) => {
    if (name in fetchMoments) return fetchMoments[name];
    if (name === "domLoading") return navigation.responseEnd;
    return loadTiming[name] ?? 0;
  };

  // https://w3c.github.io/navigation-timing/#sec-PerformanceNavigationTiming
  const timing = {
    __proto__: null,
    resource(name) {
      switch (name) {
        case "initiatorType": return "navigation";
        case "deliveryType": return "";
        case "nextHopProtocol": return navigation.nextHopProtocol;
        case "workerStart": case "firstInterimResponseStart": return 0;
        case "finalResponseHeadersStart": return relative(fetchMoments.responseStart);
        case "transferSize": return navigation.transferSize;
        case "encodedBodySize": case "decodedBodySize": return navigation.bodySize;
        case "responseStatus": return navigation.status;
        case "renderBlockingStatus": return "non-blocking";
        case "contentType": return navigation.contentType;
        case "contentEncoding": return navigation.contentEncoding;
        default: return relative(fetchMoments[name]);
      }
    },
    navigation(name) {
      switch (name) {
        case "type": return navigation.type;
        case "redirectCount": return navigation.redirectCount;
        case "criticalCHRestart": return 0;
        case "unloadEventStart": case "unloadEventEnd": return relative(fetchMoments[name]);
        default: return relative(loadTiming[name]);
      }
    },
  };
  class PerformanceNavigationTiming extends PerformanceResourceTiming {
    constructor() { illegal(); super(); }
    get notRestoredReasons() { resourceOf(this, "notRestoredReasons"); return null; }
    toJSON() {
      const timing = resourceOf(this, "toJSON");
      return addAttributes(resourceJSON(this), NAVIGATION_ATTRIBUTES, (name) => timing.navigation(name));
    }
  }
  defineGetters(PerformanceNavigationTiming, NAVIGATION_ATTRIBUTES, (t, name) => t.navigation(name));

  // https://w3c.github.io/navigation-timing/#dfn-create-the-navigation-timing-entry: made
  // with the document (a per-realm step), and in the buffer from then on.
  let entry;
  lib.onEachDocument(() => {
    entry = ReflectConstruct(PerformanceResourceTiming, [KEY, info.location.href, "navigation", timing], PerformanceNavigationTiming);
    lib.addNavigationEntry(entry);
  });
  // The members toJSON adds, for reports: from `timing` itself, not the page-replaceable
  // getters (see timelineSnapshot).
  lib.navigationRecord = (navigationEntry, record) => {
    if (navigationEntry !== entry) return;
    for (let i = 0; i < RESOURCE_ATTRIBUTES.length; i++) record[RESOURCE_ATTRIBUTES[i]] = timing.resource(RESOURCE_ATTRIBUTES[i]);
    for (let i = 0; i < NAVIGATION_ATTRIBUTES.length; i++) record[NAVIGATION_ATTRIBUTES[i]] = timing.navigation(NAVIGATION_ATTRIBUTES[i]);
  };
  // https://w3c.github.io/navigation-timing/#dfn-queue-the-navigation-timing-entry, once
  // the load event has ended (bootstrap.js's fireWindowLoad).
  lib.loaded = () => {
    lib.setDuration(entry, relative(loadTiming.loadEventEnd));
    lib.queueNavigationEntry(entry);
  };

  // https://w3c.github.io/navigation-timing/#the-performancetiming-interface (obsolete):
  // made on first use (`lib.lazily`), as few pages read it.
  const timingValues = () => {
    const values = {};
    for (let i = 0; i < TIMING_ATTRIBUTES.length; i++) {
      createDataProperty(values, TIMING_ATTRIBUTES[i], epochMilliseconds(momentOf(TIMING_ATTRIBUTES[i])));
    }
    return values;
  };
  // https://w3c.github.io/navigation-timing/#the-performancenavigation-interface
  const NAVIGATION_TYPES = { __proto__: null, navigate: 0, reload: 1, back_forward: 2 };
  const navigationType = () => NAVIGATION_TYPES[navigation.type] ?? 255;
  lib.lazily({
    interfaces: ["PerformanceTiming", "PerformanceNavigation"],
    shared: ["legacyTimingObject", "legacyNavigationObject"],
  }, () => {
    const legacy = lib.internalSlots("navigation_timing.legacy");
    const checkLegacy = (value, cls) => {
      if (!legacy.has(value)) throw new TypeError(`Failed to read a '${cls}' attribute: Illegal invocation`);
    };
    class PerformanceTiming {
      constructor() { illegal(); }
      toJSON() { checkLegacy(this, "PerformanceTiming"); return timingValues(); }
    }
    for (let i = 0; i < TIMING_ATTRIBUTES.length; i++) {
      const name = TIMING_ATTRIBUTES[i];
      ObjectDefineProperty(PerformanceTiming.prototype, name, {
        __proto__: null,
        get: ObjectGetOwnPropertyDescriptor({ get [name]() { checkLegacy(this, "PerformanceTiming"); return epochMilliseconds(momentOf(name)); } }, name).get,
        enumerable: true, configurable: true,
      });
    }
    class PerformanceNavigation {
      constructor() { illegal(); }
      get type() { checkLegacy(this, "PerformanceNavigation"); return navigationType(); }
      get redirectCount() { checkLegacy(this, "PerformanceNavigation"); return navigation.redirectCount; }
      toJSON() { checkLegacy(this, "PerformanceNavigation"); return { type: navigationType(), redirectCount: navigation.redirectCount }; }
    }
    const constants = ["TYPE_NAVIGATE", 0, "TYPE_RELOAD", 1, "TYPE_BACK_FORWARD", 2, "TYPE_RESERVED", 255];
    for (let i = 0; i < constants.length; i += 2) {
      const descriptor = { __proto__: null, value: constants[i + 1], enumerable: true };
      ObjectDefineProperty(PerformanceNavigation, constants[i], descriptor);
      ObjectDefineProperty(PerformanceNavigation.prototype, constants[i], descriptor);
    }
    const legacyTimingObject = ObjectCreate(PerformanceTiming.prototype);
    const legacyNavigationObject = ObjectCreate(PerformanceNavigation.prototype);
    legacy.set(legacyTimingObject, true);
    legacy.set(legacyNavigationObject, true);
    lib.natives.platformPrototype(PerformanceTiming.prototype);
    lib.natives.platformPrototype(PerformanceNavigation.prototype);
    return { __proto__: null, PerformanceTiming, PerformanceNavigation, legacyTimingObject, legacyNavigationObject };
  });
  lib.partial(Performance, {
    get timing() { lib.checkPerformance(this, "timing"); return lib.legacyTimingObject; },
    get navigation() { lib.checkPerformance(this, "navigation"); return lib.legacyNavigationObject; },
  });
  lib.jsonMembers.push(["timing", () => lib.legacyTimingObject], ["navigation", () => lib.legacyNavigationObject]);
  lib.timingValues = timingValues;
  lib.exposeAll({ PerformanceResourceTiming, PerformanceNavigationTiming });
});
