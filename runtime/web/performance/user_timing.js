// User Timing Level 3: PerformanceMark, PerformanceMeasure, and Performance's mark(),
// measure(), clearMarks() and clearMeasures().
// https://w3c.github.io/user-timing/
//
// A module of the realm's bootstrap (see bootstrap.js and hr_time.js).
(function userTiming(lib) {
  "use strict";
  const {
    natives, DOMException, PerformanceEntry, Performance, KEY, toDOMString, required, checkPerformance,
    queueEntry, clearEntries, startOf, isWindow, primordials,
  } = lib;
  // The built-ins captured before any page script ran (see primordials.js).
  const { NumberIsFinite, ObjectGetPrototypeOf, ReflectConstruct, TypeError } = primordials;

  // The interfaces and the algorithms of mark() and measure() are made on first use
  // (`lib.lazily`: the first mark or measure, or the first read of an interface): until
  // then a realm carries only Performance's four methods below. `made` is what the
  // module exports once made.
  let made;
  lib.lazily({ interfaces: ["PerformanceMark", "PerformanceMeasure"], shared: ["userTiming"] }, () => {
    // https://webidl.spec.whatwg.org/#es-double: a DOMHighResTimeStamp is a finite double.
    function toTimestamp(value, member) {
      const number = +value;
      if (!NumberIsFinite(number)) throw new TypeError(`The provided double value for '${member}' is non-finite.`);
      return number;
    }
    // A (DOMString or DOMHighResTimeStamp) union.
    const toMark = (value, member) => (typeof value === "number" ? toTimestamp(value, member) : toDOMString(value));
    const isDictionary = (value) => value === undefined || value === null || typeof value === "object" || typeof value === "function";

    // https://w3c.github.io/user-timing/#performancemarkoptions-dictionary (members in
    // lexicographic order, as WebIDL reads them).
    function markOptions(options) {
      if (!isDictionary(options)) {
        throw new TypeError("Failed to execute 'mark': The provided value is not of type 'PerformanceMarkOptions'.");
      }
      const result = { __proto__: null };
      if (options === undefined || options === null) return result;
      const detail = options.detail;
      if (detail !== undefined) result.detail = detail;
      const startTime = options.startTime;
      if (startTime !== undefined) result.startTime = toTimestamp(startTime, "startTime");
      return result;
    }
    // https://w3c.github.io/user-timing/#performancemeasureoptions-dictionary
    function measureOptions(options) {
      const result = { __proto__: null };
      if (options === undefined || options === null) return result;
      const detail = options.detail;
      if (detail !== undefined) result.detail = detail;
      const duration = options.duration;
      if (duration !== undefined) result.duration = toTimestamp(duration, "duration");
      const end = options.end;
      if (end !== undefined) result.end = toMark(end, "end");
      const start = options.start;
      if (start !== undefined) result.start = toMark(start, "start");
      return result;
    }
    const clone = (detail) => (detail === undefined || detail === null ? null : natives.structuredClone(detail));

    // The subclasses' detail: a private field. `super()` looks PerformanceEntry up as the
    // class's [[Prototype]], which a page can change; then (only then: `super()` and a field
    // are much faster) the entry is constructed through PerformanceEntry as captured here,
    // and its detail kept in a weak map.
    let markDetail, measureDetail;
    const markDetails = lib.internalSlots("user_timing.markDetails");
    const measureDetails = lib.internalSlots("user_timing.measureDetails");
    const fallbackDetail = (details, entry) => {
      if (!details.has(entry)) throw new TypeError("Illegal invocation");
      return details.get(entry);
    };
    const construct = (details, args, newTarget, detail) => {
      const entry = ReflectConstruct(PerformanceEntry, args, newTarget);
      details.set(entry, detail);
      return entry;
    };

    // https://w3c.github.io/user-timing/#the-performancemark-interface
    class PerformanceMark extends PerformanceEntry {
      #detail;
      // https://w3c.github.io/user-timing/#the-performancemark-constructor
      constructor(markName, markOptionsArgument = undefined) {
        if (arguments.length < 1) throw new TypeError("Failed to construct 'PerformanceMark': 1 argument required, but only 0 present.");
        const name = toDOMString(markName);
        const options = markOptions(markOptionsArgument);
        // 1. If the current global object is a Window and markName is the name of a read
        // only attribute of PerformanceTiming, throw a SyntaxError.
        if (isWindow && lib.timingAttributes.has(name)) {
          throw new DOMException(`Failed to construct 'PerformanceMark': '${name}' is part of the PerformanceTiming interface, and cannot be used as a mark name.`, "SyntaxError");
        }
        // 5. The start time: markOptions's startTime if present (5.1.1. a negative one
        // throws a TypeError), otherwise now().
        let startTime;
        if (options.startTime !== undefined) {
          if (options.startTime < 0) throw new TypeError("Failed to construct 'PerformanceMark': 'startTime' cannot be negative.");
          startTime = options.startTime;
        } else {
          startTime = lib.now();
        }
        // 7-8. The detail: null, or a structured clone of markOptions's detail (one that
        // cannot be serialized throws a DataCloneError).
        const detail = clone(options.detail);
        // 2-4, 6. Name markName, entryType "mark", that start time, duration 0.
        if (ObjectGetPrototypeOf(PerformanceMark) !== PerformanceEntry) {
          return construct(markDetails, [KEY, name, "mark", startTime, 0], new.target, detail);
        }
        super(KEY, name, "mark", startTime, 0);
        this.#detail = detail;
      }
      get detail() { return #detail in this ? this.#detail : fallbackDetail(markDetails, this); }
      static { markDetail = (entry) => (#detail in entry ? entry.#detail : markDetails.get(entry)); }
    }

    // https://w3c.github.io/user-timing/#the-performancemeasure-interface
    class PerformanceMeasure extends PerformanceEntry {
      #detail;
      constructor(key = undefined, name, startTime, duration, detail) {
        if (key !== KEY) lib.illegal();
        if (ObjectGetPrototypeOf(PerformanceMeasure) !== PerformanceEntry) {
          return construct(measureDetails, [KEY, name, "measure", startTime, duration], new.target, detail);
        }
        super(KEY, name, "measure", startTime, duration);
        this.#detail = detail;
      }
      get detail() { return #detail in this ? this.#detail : fallbackDetail(measureDetails, this); }
      static { measureDetail = (entry) => (#detail in entry ? entry.#detail : measureDetails.get(entry)); }
    }

    // https://w3c.github.io/user-timing/#convert-a-name-to-a-timestamp
    function nameToTimestamp(name) {
      // 1. If the global object is not a Window, throw a TypeError.
      if (!isWindow) {
        throw new TypeError(`Failed to execute 'measure' on 'Performance': '${name}' names a PerformanceTiming attribute, which only a Window has.`);
      }
      // 2. If name is navigationStart, return 0.
      if (name === "navigationStart") return 0;
      // 3-6. The PerformanceTiming value of name minus that of navigationStart; an
      // endTime of 0 throws an InvalidAccessError.
      const timing = lib.timingValues();
      const endTime = timing[name];
      if (endTime === 0) {
        throw new DOMException(`Failed to execute 'measure' on 'Performance': '${name}' is empty: either the event hasn't happened yet, or it would provide cross-origin timing information.`, "InvalidAccessError");
      }
      return endTime - timing.navigationStart;
    }
    // https://w3c.github.io/user-timing/#convert-a-mark-to-a-timestamp. (In a worker, a
    // PerformanceTiming name is a TypeError here even when a mark has that name.)
    function markToTimestamp(mark, member) {
      if (typeof mark === "string") {
        // 1. A DOMString that names a read only attribute of PerformanceTiming: convert
        // the name to a timestamp.
        if (lib.timingAttributes.has(mark)) return nameToTimestamp(mark);
        // 2. Another DOMString: the startTime of the most recent PerformanceMark of that
        // name in the performance entry buffer; none throws a SyntaxError.
        const entry = lib.latestMark(mark);
        if (entry === undefined) {
          throw new DOMException(`Failed to execute 'measure' on 'Performance': The mark '${mark}' does not exist.`, "SyntaxError");
        }
        return startOf(entry);
      }
      // 3. A DOMHighResTimeStamp: a negative one throws a TypeError.
      if (mark < 0) throw new TypeError(`Failed to execute 'measure' on 'Performance': '${member}' cannot be negative.`);
      return mark;
    }

    const userTiming = {
      __proto__: null,
      // https://w3c.github.io/user-timing/#mark-method (`self` is this, `count` the
      // arguments given)
      mark(self, count, markName, markOptionsArgument) {
        checkPerformance(self, "mark");
        if (count < 1) throw new TypeError("Failed to execute 'mark' on 'Performance': 1 argument required, but only 0 present.");
        // 1. Let entry be the result of constructing a PerformanceMark with markName and
        // markOptions.
        const entry = new PerformanceMark(markName, markOptionsArgument);
        // 2-3. Queue entry, and add it to the performance entry buffer.
        queueEntry(entry);
        // 4. Return entry.
        return entry;
      },
      // https://w3c.github.io/user-timing/#measure-method
      measure(self, count, measureName, startOrMeasureOptions, endMark) {
        checkPerformance(self, "measure");
        required(count, 1, "measure", "Performance");
        const name = toDOMString(measureName);
        // The (DOMString or PerformanceMeasureOptions) union: undefined, null and objects
        // are the dictionary.
        const options = isDictionary(startOrMeasureOptions) ? measureOptions(startOrMeasureOptions) : null;
        const startString = options === null ? toDOMString(startOrMeasureOptions) : null;
        const end = endMark === undefined ? undefined : toDOMString(endMark);
        const has = (member) => options !== null && options[member] !== undefined;

        // 1. If startOrMeasureOptions is a dictionary with any of start, end, duration and
        // detail:
        if (has("start") || has("end") || has("duration") || has("detail")) {
          // 1.1. If endMark is given, throw a TypeError.
          if (end !== undefined) {
            throw new TypeError("Failed to execute 'measure' on 'Performance': If a non-empty PerformanceMeasureOptions object was passed, |end_mark| must not be passed.");
          }
          // 1.2. If its start and end are both omitted, throw a TypeError.
          if (!has("start") && !has("end")) {
            throw new TypeError("Failed to execute 'measure' on 'Performance': If a non-empty PerformanceMeasureOptions object was passed, at least one of its 'start' or 'end' properties must be present.");
          }
          // 1.3. If its start, duration and end all exist, throw a TypeError.
          if (has("start") && has("duration") && has("end")) {
            throw new TypeError("Failed to execute 'measure' on 'Performance': If a non-empty PerformanceMeasureOptions object was passed, it must not have all of its 'start', 'duration', and 'end' properties defined");
          }
        }
        // 2. The end time: endMark, else options' end, else options' start plus duration,
        // else now() (each mark converted to a timestamp).
        let endTime;
        if (end !== undefined) endTime = markToTimestamp(end, "endMark");
        else if (has("end")) endTime = markToTimestamp(options.end, "end");
        else if (has("start") && has("duration")) {
          endTime = markToTimestamp(options.start, "start") + markToTimestamp(options.duration, "duration");
        } else endTime = lib.now();
        // 3. The start time: options' start, else options' end minus duration, else the
        // start mark given as a DOMString, else 0.
        let startTime;
        if (has("start")) startTime = markToTimestamp(options.start, "start");
        else if (has("duration") && has("end")) {
          const duration = markToTimestamp(options.duration, "duration");
          startTime = markToTimestamp(options.end, "end") - duration;
        } else if (startString !== null) startTime = markToTimestamp(startString, "start");
        else startTime = 0;
        // 8. The detail: a structured clone of options' detail if it exists, else null.
        // (Before the entry exists: a DataCloneError leaves nothing behind.)
        const detail = has("detail") ? clone(options.detail) : null;
        // 4-7. A new PerformanceMeasure: name measureName, entryType "measure", that start
        // time, the duration from start time to end time.
        const entry = new PerformanceMeasure(KEY, name, startTime, endTime - startTime, detail);
        // 9-10. Queue entry, and add it to the performance entry buffer.
        queueEntry(entry);
        return entry;
      },
      detailOf: (entry) => markDetail(entry) ?? measureDetail(entry),
    };
    made = userTiming;
    return { __proto__: null, PerformanceMark, PerformanceMeasure, userTiming };
  });

  // (A mark or measure exists only once the module is made, which sets `made`.)
  lib.detailOf = (entry) => (made === undefined ? undefined : made.detailOf(entry));
  lib.partial(Performance, {
    // https://w3c.github.io/user-timing/#mark-method
    mark(markName, markOptionsArgument = undefined) {
      return (made ?? lib.userTiming).mark(this, arguments.length, markName, markOptionsArgument);
    },
    // https://w3c.github.io/user-timing/#clearmarks-method
    clearMarks(markName = undefined) {
      checkPerformance(this, "clearMarks");
      clearEntries("mark", markName === undefined ? null : toDOMString(markName));
    },
    // https://w3c.github.io/user-timing/#measure-method
    measure(measureName, startOrMeasureOptions = undefined, endMark = undefined) {
      return (made ?? lib.userTiming).measure(this, arguments.length, measureName, startOrMeasureOptions, endMark);
    },
    // https://w3c.github.io/user-timing/#clearmeasures-method
    clearMeasures(measureName = undefined) {
      checkPerformance(this, "clearMeasures");
      clearEntries("measure", measureName === undefined ? null : toDOMString(measureName));
    },
  });
});
