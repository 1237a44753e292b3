// Performance Timeline: PerformanceEntry, the performance entry buffer map and its
// getters, PerformanceObserver and PerformanceObserverEntryList.
// https://w3c.github.io/performance-timeline/
//
// A module of the realm's bootstrap (see bootstrap.js and hr_time.js).
(function performanceTimeline(lib, hooks) {
  "use strict";
  const { info, natives, illegal, DOMException, Performance, performance } = lib;
  const isWindow = info.scope === "Window";

  // https://w3c.github.io/timing-entrytypes-registry/#registry: the entry types this
  // realm supports, with their maxBufferSize and availableFromTimeline.
  const registry = isWindow
    ? { mark: Infinity, measure: Infinity, navigation: Infinity }
    : { mark: Infinity, measure: Infinity };
  // https://w3c.github.io/performance-timeline/#supportedentrytypes-attribute
  const supportedEntryTypes = Object.freeze(Object.keys(registry).sort());

  // https://webidl.spec.whatwg.org/#es-DOMString (a Symbol throws).
  const toDOMString = (value) => {
    if (typeof value === "symbol") throw new TypeError("Cannot convert a Symbol value to a string");
    return String(value);
  };

  // Accessors to PerformanceEntry's internal slots, for the modules (set in the class).
  let startOf, typeOf, nameOf, idOf, assignIds, setDuration, recordOf;
  const KEY = Symbol("PerformanceEntry");

  // https://w3c.github.io/performance-timeline/#the-performanceentry-interface
  class PerformanceEntry {
    #id = 0;
    #name;
    #entryType;
    #startTime;
    #duration;
    #navigationId = 0;
    // https://w3c.github.io/performance-timeline/#dfn-initialize-a-performanceentry
    // (with the duration given, as User Timing's measure sets it). The interface has no
    // constructor (length 0).
    constructor(key = undefined, name, entryType, startTime, duration) {
      if (key !== KEY) illegal();
      this.#name = name;
      this.#entryType = entryType;
      this.#startTime = startTime;
      this.#duration = duration;
    }
    get id() { return this.#id; }
    get name() { return this.#name; }
    get entryType() { return this.#entryType; }
    get startTime() { return this.#startTime; }
    get duration() { return this.#duration; }
    get navigationId() { return this.#navigationId; }
    // WebIDL's default toJSON steps.
    toJSON() {
      const json = {
        id: this.#id, name: this.#name, entryType: this.#entryType, startTime: this.#startTime,
        duration: this.#duration, navigationId: this.#navigationId,
      };
      return json;
    }
    static {
      startOf = (entry) => entry.#startTime;
      typeOf = (entry) => entry.#entryType;
      nameOf = (entry) => entry.#name;
      idOf = (entry) => entry.#id;
      assignIds = (entry, id, navigationId) => { entry.#id = id; entry.#navigationId = navigationId; };
      setDuration = (entry, duration) => { entry.#duration = duration; };
      // The default toJSON's members, from the internal slots (for reports).
      recordOf = (entry) => ({
        __proto__: null, id: entry.#id, name: entry.#name, entryType: entry.#entryType,
        startTime: entry.#startTime, duration: entry.#duration, navigationId: entry.#navigationId,
      });
    }
  }

  // Chronological order with respect to startTime; ties keep the order entries were
  // queued in (their ids grow).
  const chronological = (a, b) => startOf(a) - startOf(b) || idOf(a) - idOf(b);
  function insertChronologically(list, entry) {
    const start = startOf(entry);
    let high = list.length;
    if (high === 0 || startOf(list[high - 1]) <= start) {
      list.push(entry);
      return;
    }
    let low = 0;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (startOf(list[middle]) <= start) low = middle + 1;
      else high = middle;
    }
    list.splice(low, 0, entry);
  }

  // https://w3c.github.io/performance-timeline/#dfn-performance-entry-buffer-map: per
  // entry type, the buffer (kept in chronological order), maxBufferSize,
  // availableFromTimeline and the dropped entries count. Alongside, an index by name of
  // the same entries (chronological too), so getEntriesByName does not scan everything.
  const bufferMap = new Map();
  // The same tuples, in a list (the report reads them without Map's page-replaceable
  // iterator).
  const tuples = [];
  for (const [type, maxBufferSize] of Object.entries(registry)) {
    const tuple = { buffer: [], maxBufferSize, availableFromTimeline: true, dropped: 0 };
    bufferMap.set(type, tuple);
    tuples.push(tuple);
  }
  const byName = new Map();
  // The most recently added mark of each name (User Timing's mark look-up).
  const latestMarks = new Map();
  // Bumped whenever the buffers change (the runtime's report asks "anything new?").
  let version = 0;
  // https://w3c.github.io/performance-timeline/#dfn-last-performance-entry-id
  let lastId = 100 + Math.floor(Math.random() * 9900);
  // https://w3c.github.io/performance-timeline/#dfn-generate-an-id
  const generateId = () => (lastId += 1 + Math.floor(Math.random() * 8));
  // The document's most recent navigation (navigation_timing.js sets it).
  let mostRecentNavigation = null;

  // https://w3c.github.io/performance-timeline/#dfn-performance-observer-task-queued-flag
  let observerTaskQueued = false;
  // https://w3c.github.io/performance-timeline/#dfn-list-of-registered-performance-observer-objects:
  // { observer, options: [PerformanceObserverInit] }.
  const registered = [];
  // Observers' private state.
  const observers = new WeakMap();

  // https://w3c.github.io/performance-timeline/#dfn-determine-if-a-performance-entry-buffer-is-full
  function isBufferFull(tuple) {
    // 1-2.
    if (tuple.buffer.length < tuple.maxBufferSize) return false;
    // 3-4.
    tuple.dropped += 1;
    return true;
  }

  function addToBuffer(tuple, entry) {
    insertChronologically(tuple.buffer, entry);
    const name = nameOf(entry);
    const list = byName.get(name);
    if (list === undefined) byName.set(name, [entry]);
    else insertChronologically(list, entry);
    if (typeOf(entry) === "mark") latestMarks.set(name, entry);
    version++;
  }

  // Queue a PerformanceEntry, steps 2 and 7-8: interested observers get the entry in
  // their buffer.
  function bufferForObservers(entry, entryType) {
    for (const { observer, options } of registered) {
      if (options.some((o) => (o.entryTypes ? o.entryTypes.includes(entryType) : o.type === entryType))) {
        observers.get(observer).buffer.push(entry);
      }
    }
  }

  // https://w3c.github.io/performance-timeline/#dfn-queue-a-performanceentry
  function queueEntry(newEntry) {
    // 1. (An entry queued twice keeps its id.)
    let id = idOf(newEntry);
    if (id === 0) id = generateId();
    // 3-6.
    const entryType = typeOf(newEntry);
    // (The spec's null for a worker is 0 as an unsigned long long.)
    assignIds(newEntry, id, mostRecentNavigation === null ? 0 : idOf(mostRecentNavigation));
    // 2, 7-8.
    bufferForObservers(newEntry, entryType);
    // 9-12. (should add entry is true for every type here.)
    const tuple = bufferMap.get(entryType);
    if (tuple !== undefined && !isBufferFull(tuple)) addToBuffer(tuple, newEntry);
    // 13.
    queueObserverTask();
  }

  // https://w3c.github.io/performance-timeline/#dfn-queue-the-performanceobserver-task:
  // steps 1-2 here; step 3's task is the runtime's (Task::PerformanceObserver), which
  // calls hooks.startObserverTask and then hooks.notifyObserver for each observer, with
  // a microtask checkpoint after each callback.
  function queueObserverTask() {
    if (observerTaskQueued) return;
    observerTaskQueued = true;
    natives.queuePerformanceObserverTask();
  }
  let notifyList = [];
  // Step 3.1-3.2.
  hooks.startObserverTask = () => {
    observerTaskQueued = false;
    notifyList = registered.map(({ observer, options }) => ({ observer, options: [...options] }));
    return notifyList.length;
  };
  // Step 3.3, for one registered observer.
  hooks.notifyObserver = (index) => {
    const registeredObserver = notifyList[index];
    if (registeredObserver === undefined) return;
    const po = registeredObserver.observer;
    const state = observers.get(po);
    // 3.3.2-3.3.4. (The spec's "return" on an empty buffer would skip the remaining
    // observers; browsers and the tests continue with the next one.)
    const entries = state.buffer;
    if (entries.length === 0) return;
    state.buffer = [];
    // 3.3.5.
    const observerEntryList = makeEntryList(entries);
    // 3.3.6-3.3.8.
    const callbackOptions = {};
    if (state.requiresDroppedEntries) {
      let droppedEntriesCount = 0;
      for (const item of registeredObserver.options) {
        for (const entryType of item.entryTypes ?? [item.type]) {
          droppedEntriesCount += bufferMap.get(entryType)?.dropped ?? 0;
        }
      }
      state.requiresDroppedEntries = false;
      callbackOptions.droppedEntriesCount = droppedEntriesCount;
    }
    // 3.3.9. Invoke the callback with po as its this value; what it throws is reported.
    try {
      state.callback.call(po, observerEntryList, po, callbackOptions);
    } catch (error) {
      lib.reportException(error);
    }
  };

  // https://w3c.github.io/performance-timeline/#dfn-filter-buffer-map-by-name-and-type
  function filterBufferMap(name, type) {
    if (type !== null) {
      // 4. One tuple: its buffer is already chronological.
      const tuple = bufferMap.get(type);
      if (tuple === undefined || !tuple.availableFromTimeline) return [];
      return name === null ? tuple.buffer.slice() : tuple.buffer.filter((e) => nameOf(e) === name);
    }
    if (name !== null) return (byName.get(name) ?? []).slice();
    // 5-6. Every tuple's entries, merged chronologically.
    const result = [];
    for (const tuple of bufferMap.values()) if (tuple.availableFromTimeline) result.push(...tuple.buffer);
    return result.sort(chronological);
  }

  // https://w3c.github.io/performance-timeline/#dfn-filter-buffer-by-name-and-type
  function filterBuffer(buffer, name, type) {
    return buffer
      .filter((entry) => (type === null || typeOf(entry) === type) && (name === null || nameOf(entry) === name))
      .sort(chronological);
  }

  // getEntries()' optional PerformanceEntryFilterOptions (Performance Timeline Level 2's
  // draft; today's spec has no filter, and without one both agree).
  function entryFilter(filter) {
    if (filter === undefined || filter === null) return null;
    if (typeof filter !== "object" && typeof filter !== "function") {
      throw new TypeError("Failed to execute 'getEntries': parameter 1 is not of type 'PerformanceEntryFilterOptions'.");
    }
    const result = {};
    for (const member of ["entryType", "initiatorType", "name"]) {
      const value = filter[member];
      if (value !== undefined) result[member] = toDOMString(value);
    }
    return result;
  }
  function applyInitiatorType(entries, filter) {
    if (filter?.initiatorType === undefined) return entries;
    return entries.filter((e) => "initiatorType" in e && e.initiatorType === filter.initiatorType);
  }
  const checkPerformance = (value, member) => {
    if (value !== performance) throw new TypeError(`Failed to execute '${member}' on 'Performance': Illegal invocation`);
  };
  const required = (count, need, member, on) => {
    if (count < need) {
      throw new TypeError(`Failed to execute '${member}' on '${on}': ${need} argument required, but only ${count} present.`);
    }
  };

  // https://w3c.github.io/performance-timeline/#extensions-to-the-performance-interface
  lib.partial(Performance, {
    getEntries(filter = undefined) {
      checkPerformance(this, "getEntries");
      const f = entryFilter(filter);
      return applyInitiatorType(filterBufferMap(f?.name ?? null, f?.entryType ?? null), f);
    },
    getEntriesByType(type) {
      checkPerformance(this, "getEntriesByType");
      required(arguments.length, 1, "getEntriesByType", "Performance");
      return filterBufferMap(null, toDOMString(type));
    },
    getEntriesByName(name, type = undefined) {
      checkPerformance(this, "getEntriesByName");
      required(arguments.length, 1, "getEntriesByName", "Performance");
      return filterBufferMap(toDOMString(name), type === undefined ? null : toDOMString(type));
    },
  });

  // https://w3c.github.io/performance-timeline/#performanceobserverentrylist-interface
  const entryLists = new WeakMap();
  class PerformanceObserverEntryList {
    constructor() { illegal(); }
    getEntries(filter = undefined) {
      const f = entryFilter(filter);
      return applyInitiatorType(filterBuffer(listOf(this), f?.name ?? null, f?.entryType ?? null), f);
    }
    getEntriesByType(type) {
      const list = listOf(this);
      required(arguments.length, 1, "getEntriesByType", "PerformanceObserverEntryList");
      return filterBuffer(list, null, toDOMString(type));
    }
    getEntriesByName(name, type = undefined) {
      const list = listOf(this);
      required(arguments.length, 1, "getEntriesByName", "PerformanceObserverEntryList");
      return filterBuffer(list, toDOMString(name), type === undefined ? null : toDOMString(type));
    }
  }
  function listOf(value) {
    const list = entryLists.get(value);
    if (list === undefined) throw new TypeError("Illegal invocation");
    return list;
  }
  function makeEntryList(entries) {
    const list = Object.create(PerformanceObserverEntryList.prototype);
    entryLists.set(list, entries);
    return list;
  }

  // https://w3c.github.io/performance-timeline/#performanceobserverinit-dictionary
  function observerInit(options) {
    if (options === undefined || options === null) return {};
    if (typeof options !== "object" && typeof options !== "function") {
      throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': The provided value is not of type 'PerformanceObserverInit'.");
    }
    // Members in lexicographic order, as WebIDL converts dictionaries.
    const init = {};
    const buffered = options.buffered;
    if (buffered !== undefined) init.buffered = !!buffered;
    const entryTypes = options.entryTypes;
    if (entryTypes !== undefined) {
      if ((typeof entryTypes !== "object" && typeof entryTypes !== "function") || entryTypes === null || typeof entryTypes[Symbol.iterator] !== "function") {
        throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': Failed to read the 'entryTypes' property from 'PerformanceObserverInit': The provided value cannot be converted to a sequence.");
      }
      init.entryTypes = Array.from(entryTypes, toDOMString);
    }
    const type = options.type;
    if (type !== undefined) init.type = toDOMString(type);
    return init;
  }
  const warn = (text) => natives.consoleWarn(text);

  // https://w3c.github.io/performance-timeline/#the-performanceobserver-interface
  class PerformanceObserver {
    constructor(callback) {
      if (arguments.length < 1) throw new TypeError("Failed to construct 'PerformanceObserver': 1 argument required, but only 0 present.");
      if (typeof callback !== "function") {
        throw new TypeError("Failed to construct 'PerformanceObserver': The callback provided as parameter 1 is not a function.");
      }
      observers.set(this, { callback, buffer: [], type: "undefined", requiresDroppedEntries: false });
    }
    // https://w3c.github.io/performance-timeline/#observe-method
    observe(options = {}) {
      const state = stateOf(this, "observe");
      options = observerInit(options);
      // 2.
      if (options.entryTypes === undefined && options.type === undefined) {
        throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': An observe() call must include either entryTypes or type arguments.");
      }
      // 3.
      if (options.entryTypes !== undefined && (options.type !== undefined || options.buffered !== undefined)) {
        throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': An observe() call must not include both entryTypes and type arguments.");
      }
      // 4.
      if (state.type === "undefined") state.type = options.entryTypes !== undefined ? "multiple" : "single";
      if (state.type === "single" && options.entryTypes !== undefined) {
        throw new DOMException("Failed to execute 'observe' on 'PerformanceObserver': This PerformanceObserver has performed observe({type:...}, therefore it cannot perform observe({entryTypes:...})", "InvalidModificationError");
      }
      if (state.type === "multiple" && options.type !== undefined) {
        throw new DOMException("Failed to execute 'observe' on 'PerformanceObserver': This PerformanceObserver has performed observe({entryTypes:...}, therefore it cannot perform observe({type:...})", "InvalidModificationError");
      }
      // 5.
      state.requiresDroppedEntries = true;
      const existing = registered.find((r) => r.observer === this);
      if (state.type === "multiple") {
        // 6.1-6.3.
        const entryTypes = options.entryTypes.filter((t) => supportedEntryTypes.includes(t));
        if (entryTypes.length !== options.entryTypes.length) {
          const ignored = options.entryTypes.filter((t) => !supportedEntryTypes.includes(t));
          warn(`The entry types ${JSON.stringify(ignored)} are not supported and are ignored by PerformanceObserver.observe().`);
        }
        if (entryTypes.length === 0) {
          warn("PerformanceObserver.observe() registered nothing: no supported entry type was given.");
          return;
        }
        // 6.4-6.5.
        const item = { entryTypes };
        if (existing) existing.options = [item];
        else registered.push({ observer: this, options: [item] });
        return;
      }
      // 7.2.
      if (!supportedEntryTypes.includes(options.type)) {
        warn(`The entry type '${options.type}' is not supported and is ignored by PerformanceObserver.observe().`);
        return;
      }
      // 7.3-7.4.
      const item = { type: options.type, buffered: options.buffered };
      if (existing) {
        const index = existing.options.findIndex((o) => o.type === options.type);
        if (index >= 0) existing.options[index] = item;
        else existing.options.push(item);
      } else {
        registered.push({ observer: this, options: [item] });
      }
      // 7.5.
      if (options.buffered) {
        const tuple = bufferMap.get(options.type);
        for (const entry of tuple.buffer) state.buffer.push(entry);
        queueObserverTask();
      }
    }
    // https://w3c.github.io/performance-timeline/#disconnect-method
    disconnect() {
      const state = stateOf(this, "disconnect");
      const index = registered.findIndex((r) => r.observer === this);
      if (index >= 0) registered.splice(index, 1);
      state.buffer = [];
    }
    // https://w3c.github.io/performance-timeline/#takerecords-method
    takeRecords() {
      const state = stateOf(this, "takeRecords");
      const records = state.buffer;
      state.buffer = [];
      return records;
    }
  }
  // https://w3c.github.io/performance-timeline/#supportedentrytypes-attribute ([SameObject]).
  Object.defineProperty(PerformanceObserver, "supportedEntryTypes", {
    get: function supportedEntryTypesGetter() { return supportedEntryTypes; }, enumerable: true, configurable: true,
  });
  function stateOf(value, member) {
    const state = observers.get(value);
    if (state === undefined) throw new TypeError(`Failed to execute '${member}' on 'PerformanceObserver': Illegal invocation`);
    return state;
  }

  // Clearing (User Timing's clearMarks and clearMeasures): removes entries of `type`
  // (named `name`, or all) from the buffer and from the name index.
  function clearEntries(type, name) {
    const tuple = bufferMap.get(type);
    if (name === null) {
      if (tuple.buffer.length === 0) return;
      tuple.buffer = [];
      if (type === "mark") latestMarks.clear();
      for (const [key, list] of byName) {
        const kept = list.filter((e) => typeOf(e) !== type);
        if (kept.length === 0) byName.delete(key);
        else if (kept.length !== list.length) byName.set(key, kept);
      }
    } else {
      const list = byName.get(name);
      if (list === undefined) return;
      if (type === "mark") latestMarks.delete(name);
      tuple.buffer = tuple.buffer.filter((e) => nameOf(e) !== name || typeOf(e) !== type);
      const kept = list.filter((e) => typeOf(e) !== type);
      if (kept.length === 0) byName.delete(name);
      else byName.set(name, kept);
    }
    version++;
  }

  // For the runtime's report: this realm's timeline, or undefined when nothing changed
  // since `since` (a version an earlier call returned). Read from the platform's own
  // state — the buffers and the entries' internal slots — into null-prototype records,
  // never through members a page can replace (toJSON, getters, built-in prototypes), so
  // taking a report runs no page code. The runtime orders the entries and turns the
  // records (and a mark's or measure's detail) into JSON without calling into the page.
  hooks.timelineSnapshot = (since = -1) => {
    if (since === version) return undefined;
    const entries = { __proto__: null, length: 0 };
    for (let t = 0; t < tuples.length; t++) {
      const tuple = tuples[t];
      if (!tuple.availableFromTimeline) continue;
      const buffer = tuple.buffer;
      for (let i = 0; i < buffer.length; i++) {
        const entry = buffer[i];
        const record = recordOf(entry);
        if (typeOf(entry) === "navigation" && lib.navigationRecord !== undefined) lib.navigationRecord(entry, record);
        if (lib.detailOf !== undefined) {
          const detail = lib.detailOf(entry);
          if (detail !== undefined && detail !== null) record.detail = detail;
        }
        entries[entries.length++] = record;
      }
    }
    return { __proto__: null, version, timeOrigin: lib.timeOriginValue, entries };
  };

  // Not [Serializable] (structuredClone throws a DataCloneError).
  for (const cls of [PerformanceEntry, PerformanceObserver, PerformanceObserverEntryList]) {
    natives.platformPrototype(cls.prototype);
  }
  lib.exposeAll({ PerformanceEntry, PerformanceObserver, PerformanceObserverEntryList });
  Object.assign(lib, {
    PerformanceEntry, KEY, toDOMString, required, checkPerformance, queueEntry, clearEntries, startOf, setDuration,
    isWindow,
    // The most recent PerformanceMark named `name` in the buffer, or undefined.
    latestMark: (name) => latestMarks.get(name),
    // Navigation Timing: the entry is in the buffer (with its id) from the document's
    // creation, and is the document's most recent navigation from then on.
    addNavigationEntry(entry) {
      const id = generateId();
      assignIds(entry, id, id);
      mostRecentNavigation = entry;
      addToBuffer(bufferMap.get("navigation"), entry);
    },
    // https://w3c.github.io/performance-timeline/#dfn-queue-a-navigation-performanceentry,
    // keeping the id the entry got when it was added (so entries of the page before its
    // load event share its navigationId).
    queueNavigationEntry(entry) {
      version++;
      bufferForObservers(entry, "navigation");
      queueObserverTask();
    },
  });
});
