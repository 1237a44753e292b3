// Navigation Timing: the document's PerformanceNavigationTiming entry (with its parent
// PerformanceResourceTiming), and the legacy performance.timing / performance.navigation.
// https://w3c.github.io/navigation-timing/, https://w3c.github.io/resource-timing/
//
// A module of the realm's bootstrap (see bootstrap.js and hr_time.js). Moments come from
// the runtime's simulated load (info.navigation: the fetch) and from the document's load
// timing info (lib.loadTiming: parsing and the load event).
(function navigationTiming(lib) {
  "use strict";
  const { info, illegal, PerformanceEntry, Performance, KEY, relative, epochMilliseconds, isWindow } = lib;

  // https://w3c.github.io/navigation-timing/#the-performancetiming-interface: the read
  // only attributes (User Timing's mark names that stand for them).
  const TIMING_ATTRIBUTES = [
    "navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd", "fetchStart",
    "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
    "requestStart", "responseStart", "responseEnd", "domLoading", "domInteractive",
    "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
  ];
  lib.timingAttributes = new Set(TIMING_ATTRIBUTES);

  const RESOURCE_ATTRIBUTES = [
    "initiatorType", "deliveryType", "nextHopProtocol", "workerStart", "redirectStart", "redirectEnd",
    "fetchStart", "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
    "requestStart", "firstInterimResponseStart", "finalResponseHeadersStart", "responseStart", "responseEnd",
    "transferSize", "encodedBodySize", "decodedBodySize", "responseStatus", "renderBlockingStatus", "contentType",
  ];
  const NAVIGATION_ATTRIBUTES = [
    "unloadEventStart", "unloadEventEnd", "domInteractive", "domContentLoadedEventStart",
    "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd", "type", "redirectCount",
    "criticalCHRestart",
  ];
  const resources = new WeakMap();
  const resourceOf = (value, member) => {
    const timing = resources.get(value);
    if (timing === undefined) throw new TypeError(`Failed to read '${member}': Illegal invocation`);
    return timing;
  };
  const defineGetters = (cls, names, read) => {
    for (const name of names) {
      Object.defineProperty(cls.prototype, name, {
        get: Object.getOwnPropertyDescriptor({ get [name]() { return read(resourceOf(this, name), name); } }, name).get,
        enumerable: true, configurable: true,
      });
    }
  };
  const addAttributes = (json, entry, names) => { for (const name of names) json[name] = entry[name]; };

  // https://w3c.github.io/resource-timing/#sec-performanceresourcetiming
  class PerformanceResourceTiming extends PerformanceEntry {
    constructor(key = undefined, name, entryType, timing) {
      if (key !== KEY) illegal();
      super(KEY, name, entryType, 0, 0);
      resources.set(this, timing);
    }
    toJSON() {
      const json = super.toJSON();
      addAttributes(json, this, RESOURCE_ATTRIBUTES);
      return json;
    }
  }
  defineGetters(PerformanceResourceTiming, RESOURCE_ATTRIBUTES, (timing, name) => timing.resource(name));
  if (!isWindow) {
    lib.exposeAll({ PerformanceResourceTiming });
    return;
  }

  const navigation = info.navigation;
  const { loadTiming } = lib;
  // The document's fetch, as moments (0: did not happen).
  const redirected = navigation.redirectCount > 0;
  const fetchMoments = {
    navigationStart: info.timeOrigin,
    redirectStart: redirected ? navigation.fetchStart : 0,
    redirectEnd: redirected ? navigation.responseEnd : 0,
    fetchStart: redirected ? navigation.responseEnd : navigation.fetchStart,
    requestStart: redirected ? navigation.responseEnd : navigation.fetchStart,
    responseStart: navigation.responseEnd,
    responseEnd: navigation.responseEnd,
  };
  // Virtual hosts need no DNS look-up or connection: those happen at fetchStart.
  for (const name of ["domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd"]) {
    fetchMoments[name] = fetchMoments.fetchStart;
  }
  fetchMoments.secureConnectionStart = info.location.protocol === "https:" ? fetchMoments.fetchStart : 0;
  const momentOf = (name) => {
    if (name in fetchMoments) return fetchMoments[name];
    if (name === "domLoading") return navigation.responseEnd;
    return loadTiming[name] ?? 0;
  };

  // https://w3c.github.io/navigation-timing/#sec-PerformanceNavigationTiming
  const timing = {
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
        default: return relative(fetchMoments[name]);
      }
    },
    navigation(name) {
      switch (name) {
        case "type": return navigation.type;
        case "redirectCount": return navigation.redirectCount;
        case "criticalCHRestart": return 0;
        case "unloadEventStart": case "unloadEventEnd": return 0;
        default: return relative(loadTiming[name]);
      }
    },
  };
  class PerformanceNavigationTiming extends PerformanceResourceTiming {
    constructor() { illegal(); super(); }
    get notRestoredReasons() { resourceOf(this, "notRestoredReasons"); return null; }
    toJSON() {
      const json = super.toJSON();
      addAttributes(json, this, NAVIGATION_ATTRIBUTES);
      return json;
    }
  }
  defineGetters(PerformanceNavigationTiming, NAVIGATION_ATTRIBUTES, (t, name) => t.navigation(name));

  // https://w3c.github.io/navigation-timing/#dfn-create-the-navigation-timing-entry: made
  // with the document, and in the buffer from then on.
  const entry = Reflect.construct(PerformanceResourceTiming, [KEY, info.location.href, "navigation", timing], PerformanceNavigationTiming);
  // The members toJSON adds, for reports: from `timing` itself, not the page-replaceable
  // getters (see timelineSnapshot).
  lib.navigationRecord = (navigationEntry, record) => {
    if (navigationEntry !== entry) return;
    for (let i = 0; i < RESOURCE_ATTRIBUTES.length; i++) record[RESOURCE_ATTRIBUTES[i]] = timing.resource(RESOURCE_ATTRIBUTES[i]);
    for (let i = 0; i < NAVIGATION_ATTRIBUTES.length; i++) record[NAVIGATION_ATTRIBUTES[i]] = timing.navigation(NAVIGATION_ATTRIBUTES[i]);
  };
  lib.addNavigationEntry(entry);
  // https://w3c.github.io/navigation-timing/#dfn-queue-the-navigation-timing-entry, once
  // the load event has ended (bootstrap.js's fireWindowLoad).
  lib.loaded = () => {
    lib.setDuration(entry, relative(loadTiming.loadEventEnd));
    lib.queueNavigationEntry(entry);
  };

  // https://w3c.github.io/navigation-timing/#the-performancetiming-interface (obsolete).
  const legacy = new WeakMap();
  const checkLegacy = (value, cls) => {
    if (!legacy.has(value)) throw new TypeError(`Failed to read a '${cls}' attribute: Illegal invocation`);
  };
  const timingValues = () => {
    const values = {};
    for (const name of TIMING_ATTRIBUTES) values[name] = epochMilliseconds(momentOf(name));
    return values;
  };
  class PerformanceTiming {
    constructor() { illegal(); }
    toJSON() { checkLegacy(this, "PerformanceTiming"); return timingValues(); }
  }
  for (const name of TIMING_ATTRIBUTES) {
    Object.defineProperty(PerformanceTiming.prototype, name, {
      get: Object.getOwnPropertyDescriptor({ get [name]() { checkLegacy(this, "PerformanceTiming"); return epochMilliseconds(momentOf(name)); } }, name).get,
      enumerable: true, configurable: true,
    });
  }
  // https://w3c.github.io/navigation-timing/#the-performancenavigation-interface
  const NAVIGATION_TYPES = { navigate: 0, reload: 1, back_forward: 2 };
  class PerformanceNavigation {
    constructor() { illegal(); }
    get type() { checkLegacy(this, "PerformanceNavigation"); return NAVIGATION_TYPES[navigation.type] ?? 255; }
    get redirectCount() { checkLegacy(this, "PerformanceNavigation"); return navigation.redirectCount; }
    toJSON() { checkLegacy(this, "PerformanceNavigation"); return { type: this.type, redirectCount: this.redirectCount }; }
  }
  for (const [constant, value] of [["TYPE_NAVIGATE", 0], ["TYPE_RELOAD", 1], ["TYPE_BACK_FORWARD", 2], ["TYPE_RESERVED", 255]]) {
    Object.defineProperty(PerformanceNavigation, constant, { value, enumerable: true });
    Object.defineProperty(PerformanceNavigation.prototype, constant, { value, enumerable: true });
  }
  const timingObject = Object.create(PerformanceTiming.prototype);
  const navigationObject = Object.create(PerformanceNavigation.prototype);
  legacy.set(timingObject, true);
  legacy.set(navigationObject, true);
  lib.natives.platformPrototype(PerformanceTiming.prototype);
  lib.natives.platformPrototype(PerformanceNavigation.prototype);
  lib.partial(Performance, {
    get timing() { lib.checkPerformance(this, "timing"); return timingObject; },
    get navigation() { lib.checkPerformance(this, "navigation"); return navigationObject; },
  });
  lib.jsonMembers.push(["timing", () => timingObject], ["navigation", () => navigationObject]);
  lib.timingValues = timingValues;
  lib.exposeAll({ PerformanceResourceTiming, PerformanceNavigationTiming, PerformanceTiming, PerformanceNavigation });
});
