// Performance Timeline: PerformanceEntry, the performance entry buffer map and its
// getters, PerformanceObserver and PerformanceObserverEntryList.
// https://w3c.github.io/performance-timeline/
//
// A module of the realm's bootstrap (see bootstrap.js and hr_time.js).
(function performanceTimeline(lib, hooks) {
  "use strict";
  const { info, natives, illegal, DOMException, Performance, performance, primordials } = lib;
  // The built-ins captured before any page script ran (see primordials.js).
  const {
    ArrayFrom, ArrayPrototypeFind, ArrayPrototypeFindIndex, ArrayPrototypeIncludes, ArrayPrototypePush,
    ArrayPrototypeSome, ArrayPrototypeSort, JSONStringify, MathFloor, MathRandom, ObjectAssign, ObjectCreate,
    ObjectDefineProperty, ObjectFreeze, ObjectKeys, SafeMap, SafeWeakMap, String, Symbol,
    SymbolIterator, TypeError, arrayFilter, arrayInsertAt, arrayMap, arrayRemoveAt, copyArray, createDataProperty,
  } = primordials;
  const isWindow = info.scope === "Window";

  // https://w3c.github.io/timing-entrytypes-registry/#registry: the entry types this
  // realm supports, with their maxBufferSize and availableFromTimeline.
  const registry = isWindow
    ? { __proto__: null, mark: Infinity, measure: Infinity, navigation: Infinity, resource: 250 }
    : { __proto__: null, mark: Infinity, measure: Infinity, resource: 250 };
  // https://w3c.github.io/performance-timeline/#supportedentrytypes-attribute
  const supportedEntryTypes = ObjectFreeze(ArrayPrototypeSort(ObjectKeys(registry)));

  // https://webidl.spec.whatwg.org/#es-DOMString (a Symbol throws).
  const toDOMString = (value) => {
    if (typeof value === "symbol") throw new TypeError("Cannot convert a Symbol value to a string");
    return String(value);
  };

  // Accessors to PerformanceEntry's internal slots, for the modules (set in the class).
  let startOf, typeOf, nameOf, idOf, assignIds, setDuration, recordOf, entryJSON;
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
    toJSON() { return entryJSON(this); }
    static {
      startOf = (entry) => entry.#startTime;
      typeOf = (entry) => entry.#entryType;
      nameOf = (entry) => entry.#name;
      idOf = (entry) => entry.#id;
      assignIds = (entry, id, navigationId) => { entry.#id = id; entry.#navigationId = navigationId; };
      setDuration = (entry, duration) => { entry.#duration = duration; };
      // The default toJSON steps' object (inherited interfaces' default toJSON steps start
      // with it).
      entryJSON = (entry) => ({
        id: entry.#id, name: entry.#name, entryType: entry.#entryType, startTime: entry.#startTime,
        duration: entry.#duration, navigationId: entry.#navigationId,
      });
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
      list[high] = entry;
      return;
    }
    let low = 0;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (startOf(list[middle]) <= start) low = middle + 1;
      else high = middle;
    }
    arrayInsertAt(list, low, entry);
  }

  // https://w3c.github.io/performance-timeline/#dfn-performance-entry-buffer-map: per
  // entry type, the buffer (kept in chronological order), maxBufferSize,
  // availableFromTimeline and the dropped entries count. Alongside, an index by name of
  // the same entries (chronological too), so getEntriesByName does not scan everything.
  const bufferMap = new SafeMap();
  // The same tuples, in a list (in the map's order).
  const tuples = [];
  const types = ObjectKeys(registry);
  for (let i = 0; i < types.length; i++) {
    const tuple = { __proto__: null, buffer: [], maxBufferSize: registry[types[i]], availableFromTimeline: true, dropped: 0 };
    bufferMap.set(types[i], tuple);
    ArrayPrototypePush(tuples, tuple);
  }
  const byName = new SafeMap();
  // The most recently added mark of each name (User Timing's mark look-up).
  const latestMarks = new SafeMap();
  // Bumped whenever the buffers change (the runtime's report asks "anything new?").
  let version = 0;
  // https://w3c.github.io/performance-timeline/#dfn-last-performance-entry-id
  let lastId = 100 + MathFloor(MathRandom() * 9900);
  // https://w3c.github.io/performance-timeline/#dfn-generate-an-id
  const generateId = () => (lastId += 1 + MathFloor(MathRandom() * 8));
  // The document's most recent navigation (navigation_timing.js sets it).
  let mostRecentNavigation = null;

  // https://w3c.github.io/performance-timeline/#dfn-performance-observer-task-queued-flag
  let observerTaskQueued = false;
  // https://w3c.github.io/performance-timeline/#dfn-list-of-registered-performance-observer-objects:
  // { observer, options: [PerformanceObserverInit] }.
  const registered = [];
  // Observers' private state.
  const observers = lib.internalSlots("performance_timeline.observers");

  // https://w3c.github.io/performance-timeline/#dfn-determine-if-a-performance-entry-buffer-is-full
  function isBufferFull(tuple) {
    // 1. Let num current entries be the size of tuple's performance entry buffer.
    // 2. If num current entries is less than tuples's maxBufferSize, return false.
    if (tuple.buffer.length < tuple.maxBufferSize) return false;
    // 3. Increase tuple's dropped entries count by 1.
    tuple.dropped += 1;
    // 4. Return true.
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
    for (let i = 0; i < registered.length; i++) {
      const { observer, options } = registered[i];
      if (ArrayPrototypeSome(options, (o) => (o.entryTypes ? ArrayPrototypeIncludes(o.entryTypes, entryType) : o.type === entryType))) {
        ArrayPrototypePush(observers.get(observer).buffer, entry);
      }
    }
  }

  // https://w3c.github.io/performance-timeline/#dfn-queue-a-performanceentry
  function queueEntry(newEntry) {
    // 1. If newEntry's id is unset, set it to the result of generate an id. (An entry
    // queued twice keeps its id.)
    let id = idOf(newEntry);
    if (id === 0) id = generateId();
    // 3. Let entryType be newEntry's entryType value.
    const entryType = typeOf(newEntry);
    // 4-6. Set newEntry's navigationId to the id of the document's most recent
    // navigation, or to null without a document (a worker: 0 as an unsigned long long).
    assignIds(newEntry, id, mostRecentNavigation === null ? 0 : idOf(mostRecentNavigation));
    // 2, 7. The interested observers: those with options whose entryTypes include
    // entryType or whose type is entryType. 8. Append newEntry to each one's observer
    // buffer.
    bufferForObservers(newEntry, entryType);
    // 9. Let tuple be the relevant performance entry tuple of entryType. 10-12. If the
    // buffer is not full and should add entry (true for every type here), append newEntry
    // to tuple's performance entry buffer.
    // (A resource entry's "should add entry" is Resource Timing's own "add a
    // PerformanceResourceTiming entry": resource_timing.js.)
    const tuple = bufferMap.get(entryType);
    if (tuple !== undefined && entryType !== "resource" && !isBufferFull(tuple)) addToBuffer(tuple, newEntry);
    // 13. Queue the PerformanceObserver task.
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
  hooks.startObserverTask = () => {
    // 3.1. Unset performance observer task queued flag.
    observerTaskQueued = false;
    // 3.2. Let notifyList be a copy of the list of registered performance observer
    // objects.
    notifyList = arrayMap(registered, (r) => ({ __proto__: null, observer: r.observer, options: copyArray(r.options) }));
    return notifyList.length;
  };
  // 3.3. For each registered performance observer object registeredObserver in
  // notifyList (one, the index-th, per call):
  hooks.notifyObserver = (index) => {
    const registeredObserver = notifyList[index];
    if (registeredObserver === undefined) return;
    // 3.3.1. Let po be registeredObserver's observer.
    const po = registeredObserver.observer;
    const state = observers.get(po);
    // 3.3.2. Let entries be a copy of po's observer buffer. 3.3.3. If entries is empty,
    // return. (That would skip the remaining observers; browsers and the tests continue
    // with the next one.) 3.3.4. Empty po's observer buffer.
    const entries = state.buffer;
    if (entries.length === 0) return;
    state.buffer = [];
    // 3.3.5. Let observerEntryList be a new PerformanceObserverEntryList, with its entry
    // list set to entries.
    const observerEntryList = lib.makeEntryList(entries);
    // 3.3.6-3.3.8. If po's requires dropped entries is set, droppedEntriesCount is the sum
    // of the dropped entries counts of the types in registeredObserver's options list;
    // callbackOptions has it then.
    const callbackOptions = {};
    if (state.requiresDroppedEntries) {
      let droppedEntriesCount = 0;
      const options = registeredObserver.options;
      for (let i = 0; i < options.length; i++) {
        const item = options[i];
        const types = item.entryTypes ?? [item.type];
        for (let t = 0; t < types.length; t++) droppedEntriesCount += bufferMap.get(types[t])?.dropped ?? 0;
      }
      state.requiresDroppedEntries = false;
      createDataProperty(callbackOptions, "droppedEntriesCount", droppedEntriesCount);
    }
    // 3.3.9. Call po's observer callback with observerEntryList, po (also as its this
    // value) and callbackOptions. If this throws an exception, report the exception (the
    // native catches, as uncaught for V8's debugger: webidl/callbacks.rs).
    const outcome = natives.callCatching(state.callback, po, [observerEntryList, po, callbackOptions]);
    if (!outcome[0]) lib.reportException(outcome[1]);
  };

  // https://w3c.github.io/performance-timeline/#dfn-filter-buffer-map-by-name-and-type
  function filterBufferMap(name, type) {
    if (type !== null) {
      // 4. If type is not null, the tuple list is the one tuple of that type (its
      // buffer is already chronological).
      const tuple = bufferMap.get(type);
      if (tuple === undefined || !tuple.availableFromTimeline) return [];
      return name === null ? copyArray(tuple.buffer) : arrayFilter(tuple.buffer, (e) => nameOf(e) === name);
    }
    // (By name only: the index by name, chronological too.)
    if (name !== null) return copyArray(byName.get(name) ?? []);
    // 5. For each tuple available from the timeline, append its entries to result. 6. Sort
    // result's entries in chronological order with respect to startTime.
    const result = [];
    for (let t = 0; t < tuples.length; t++) {
      const tuple = tuples[t];
      if (!tuple.availableFromTimeline) continue;
      for (let i = 0; i < tuple.buffer.length; i++) result[result.length] = tuple.buffer[i];
    }
    return ArrayPrototypeSort(result, chronological);
  }

  // https://w3c.github.io/performance-timeline/#dfn-filter-buffer-by-name-and-type
  function filterBuffer(buffer, name, type) {
    const result = arrayFilter(buffer, (entry) => (type === null || typeOf(entry) === type) && (name === null || nameOf(entry) === name));
    return ArrayPrototypeSort(result, chronological);
  }

  // getEntries()' optional PerformanceEntryFilterOptions (Performance Timeline Level 2's
  // draft; today's spec has no filter, and without one both agree).
  function entryFilter(filter) {
    if (filter === undefined || filter === null) return null;
    if (typeof filter !== "object" && typeof filter !== "function") {
      throw new TypeError("Failed to execute 'getEntries': parameter 1 is not of type 'PerformanceEntryFilterOptions'.");
    }
    const result = { __proto__: null };
    for (let i = 0; i < FILTER_MEMBERS.length; i++) {
      const value = filter[FILTER_MEMBERS[i]];
      if (value !== undefined) result[FILTER_MEMBERS[i]] = toDOMString(value);
    }
    return result;
  }
  const FILTER_MEMBERS = ["entryType", "initiatorType", "name"];
  function applyInitiatorType(entries, filter) {
    if (filter?.initiatorType === undefined) return entries;
    return arrayFilter(entries, (e) => "initiatorType" in e && e.initiatorType === filter.initiatorType);
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

  // The observer interfaces, made on first use (`lib.lazily`): until a page makes an
  // observer none is registered, and queueing an entry needs neither.
  lib.lazily({
    interfaces: ["PerformanceObserver", "PerformanceObserverEntryList"],
    shared: ["makeEntryList"],
  }, () => {
    // https://w3c.github.io/performance-timeline/#performanceobserverentrylist-interface
    const entryLists = lib.internalSlots("performance_timeline.entryLists");
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
      const list = ObjectCreate(PerformanceObserverEntryList.prototype);
      entryLists.set(list, entries);
      return list;
    }

    // https://w3c.github.io/performance-timeline/#performanceobserverinit-dictionary
    function observerInit(options) {
      if (options === undefined || options === null) return { __proto__: null };
      if (typeof options !== "object" && typeof options !== "function") {
        throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': The provided value is not of type 'PerformanceObserverInit'.");
      }
      // Members in lexicographic order, as WebIDL converts dictionaries.
      const init = { __proto__: null };
      const buffered = options.buffered;
      if (buffered !== undefined) init.buffered = !!buffered;
      const entryTypes = options.entryTypes;
      if (entryTypes !== undefined) {
        if ((typeof entryTypes !== "object" && typeof entryTypes !== "function") || entryTypes === null || typeof entryTypes[SymbolIterator] !== "function") {
          throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': Failed to read the 'entryTypes' property from 'PerformanceObserverInit': The provided value cannot be converted to a sequence.");
        }
        // (Web IDL's sequence conversion iterates the page's value.)
        init.entryTypes = ArrayFrom(entryTypes, (value) => toDOMString(value));
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
        observers.set(this, { __proto__: null, callback, buffer: [], type: "undefined", requiresDroppedEntries: false });
      }
      // https://w3c.github.io/performance-timeline/#observe-method
      observe(options = undefined) {
        const state = stateOf(this, "observe");
        options = observerInit(options);
        // 2. If options's entryTypes and type members are both omitted, then throw a
        // TypeError.
        if (options.entryTypes === undefined && options.type === undefined) {
          throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': An observe() call must include either entryTypes or type arguments.");
        }
        // 3. If options's entryTypes is present and any other member is also present, then
        // throw a TypeError.
        if (options.entryTypes !== undefined && (options.type !== undefined || options.buffered !== undefined)) {
          throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': An observe() call must not include both entryTypes and type arguments.");
        }
        // 4. Update or check this's observer type: "multiple" with entryTypes, "single" with
        // type; the other kind of call afterwards throws an InvalidModificationError.
        if (state.type === "undefined") state.type = options.entryTypes !== undefined ? "multiple" : "single";
        if (state.type === "single" && options.entryTypes !== undefined) {
          throw new DOMException("Failed to execute 'observe' on 'PerformanceObserver': This PerformanceObserver has performed observe({type:...}, therefore it cannot perform observe({entryTypes:...})", "InvalidModificationError");
        }
        if (state.type === "multiple" && options.type !== undefined) {
          throw new DOMException("Failed to execute 'observe' on 'PerformanceObserver': This PerformanceObserver has performed observe({entryTypes:...}, therefore it cannot perform observe({type:...})", "InvalidModificationError");
        }
        // 5. Set this's requires dropped entries to true.
        state.requiresDroppedEntries = true;
        const existing = ArrayPrototypeFind(registered, (r) => r.observer === this);
        if (state.type === "multiple") {
          // 6.1. Let entry types be options's entryTypes sequence. 6.2. Remove all types
          // that are not supported entry types (telling the developer). 6.3. If the result is
          // empty, abort these steps (telling the developer).
          const supported = (t) => ArrayPrototypeIncludes(supportedEntryTypes, t);
          const entryTypes = arrayFilter(options.entryTypes, supported);
          if (entryTypes.length !== options.entryTypes.length) {
            const ignored = arrayFilter(options.entryTypes, (t) => !supported(t));
            warn(`The entry types ${JSONStringify(ignored)} are not supported and are ignored by PerformanceObserver.observe().`);
          }
          if (entryTypes.length === 0) {
            warn("PerformanceObserver.observe() registered nothing: no supported entry type was given.");
            return;
          }
          // 6.4. If this is registered, replace its options list with a list of options
          // alone. 6.5. Otherwise, register it with that list.
          const item = { __proto__: null, entryTypes };
          if (existing) existing.options = [item];
          else ArrayPrototypePush(registered, { __proto__: null, observer: this, options: [item] });
          return;
        }
        // 7.2. If options's type is not a supported entry type, abort these steps (telling
        // the developer).
        if (!ArrayPrototypeIncludes(supportedEntryTypes, options.type)) {
          warn(`The entry type '${options.type}' is not supported and is ignored by PerformanceObserver.observe().`);
          return;
        }
        // 7.3. If this is registered: replace the item of its options list with the same
        // type by options, or else append options. 7.4. Otherwise, register it with a list
        // of options alone.
        const item = { __proto__: null, type: options.type, buffered: options.buffered };
        if (existing) {
          const index = ArrayPrototypeFindIndex(existing.options, (o) => o.type === options.type);
          if (index >= 0) existing.options[index] = item;
          else ArrayPrototypePush(existing.options, item);
        } else {
          ArrayPrototypePush(registered, { __proto__: null, observer: this, options: [item] });
        }
        // 7.5. If options's buffered flag is set: append every entry of the type's
        // performance entry buffer to the observer buffer, and queue the
        // PerformanceObserver task.
        if (options.buffered) {
          const buffer = bufferMap.get(options.type).buffer;
          for (let i = 0; i < buffer.length; i++) ArrayPrototypePush(state.buffer, buffer[i]);
          queueObserverTask();
        }
      }
      // https://w3c.github.io/performance-timeline/#disconnect-method
      disconnect() {
        const state = stateOf(this, "disconnect");
        const index = ArrayPrototypeFindIndex(registered, (r) => r.observer === this);
        if (index >= 0) arrayRemoveAt(registered, index);
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
    ObjectDefineProperty(PerformanceObserver, "supportedEntryTypes", {
      __proto__: null,
      get: function supportedEntryTypesGetter() { return supportedEntryTypes; }, enumerable: true, configurable: true,
    });
    function stateOf(value, member) {
      const state = observers.get(value);
      if (state === undefined) throw new TypeError(`Failed to execute '${member}' on 'PerformanceObserver': Illegal invocation`);
      return state;
    }
    // Not [Serializable] (structuredClone throws a DataCloneError).
    natives.platformPrototype(PerformanceObserver.prototype);
    natives.platformPrototype(PerformanceObserverEntryList.prototype);
    return { __proto__: null, PerformanceObserver, PerformanceObserverEntryList, makeEntryList };
  });

  // Clearing (User Timing's clearMarks and clearMeasures): removes entries of `type`
  // (named `name`, or all) from the buffer and from the name index.
  function clearEntries(type, name) {
    const tuple = bufferMap.get(type);
    if (name === null) {
      if (tuple.buffer.length === 0) return;
      tuple.buffer = [];
      if (type === "mark") latestMarks.clear();
      byName.forEach((list, key) => {
        const kept = arrayFilter(list, (e) => typeOf(e) !== type);
        if (kept.length === 0) byName.delete(key);
        else if (kept.length !== list.length) byName.set(key, kept);
      });
    } else {
      const list = byName.get(name);
      if (list === undefined) return;
      if (type === "mark") latestMarks.delete(name);
      tuple.buffer = arrayFilter(tuple.buffer, (e) => nameOf(e) !== name || typeOf(e) !== type);
      const kept = arrayFilter(list, (e) => typeOf(e) !== type);
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
  natives.platformPrototype(PerformanceEntry.prototype);
  lib.exposeAll({ PerformanceEntry });
  // A new document of this Window (bootstrap.js's `lib.onDocument`): its timeline starts
  // empty, with its own time origin (hr_time.js) and navigation entry
  // (navigation_timing.js); the observers registered on the Window's Performance stay.
  lib.onDocument(() => {
    for (let i = 0; i < tuples.length; i++) {
      tuples[i].buffer.length = 0;
      tuples[i].dropped = 0;
    }
    byName.clear();
    latestMarks.clear();
    mostRecentNavigation = null;
    version++;
  });
  ObjectAssign(lib, {
    PerformanceEntry, KEY, entryJSON, toDOMString, required, checkPerformance, queueEntry, clearEntries, startOf, setDuration,
    isWindow, addToBuffer,
    // Resource Timing's buffer (its maxBufferSize is the buffer size limit).
    resourceBuffer: () => bufferMap.get("resource"),
    buffersChanged: () => { version++; },
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
