// Streams: the queuing strategies (ByteLengthQueuingStrategy, CountQueuingStrategy) and
// what every streams module shares (`lib.streamHelpers`): promises, queue-with-sizes and
// the strategy conversions.
// https://streams.spec.whatwg.org/#qs, #queue-with-sizes, #misc-abstract-ops
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function queuingStrategies(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["ByteLengthQueuingStrategy", "CountQueuingStrategy"], shared: ["streamHelpers"] }, () => {
    const { fieldsOf, primordials } = lib;
    const {
      Number, NumberIsFinite, Promise, PromisePrototypeThen, PromiseReject, PromiseResolve, RangeError, ReflectApply,
      SafeWeakMap, TypeError,
    } = primordials;
    const noop = () => {};
    // A promise with its resolving functions and whether it is settled ("a new promise").
    const newPromise = () => {
      const record = { __proto__: null, promise: undefined, resolve: undefined, reject: undefined, state: "pending" };
      record.promise = new Promise((resolve, reject) => {
        record.resolve = (value) => { if (record.state === "pending") { record.state = "fulfilled"; resolve(value); } };
        record.reject = (reason) => { if (record.state === "pending") { record.state = "rejected"; reject(reason); } };
      });
      return record;
    };
    const resolvedRecord = (value) => { const r = newPromise(); r.resolve(value); return r; };
    const rejectedRecord = (reason) => { const r = newPromise(); r.reject(reason); setHandled(r.promise); return r; };
    // https://webidl.spec.whatwg.org/#mark-a-promise-as-handled
    const setHandled = (promise) => { PromisePrototypeThen(promise, undefined, noop); };
    // https://webidl.spec.whatwg.org/#a-promise-resolved-with (and rejected with)
    const resolved = (value) => new Promise((resolve) => resolve(value));
    const rejected = (reason) => PromiseReject(reason);
    const then = (promise, onFulfilled, onRejected) => PromisePrototypeThen(promise, onFulfilled, onRejected);
    const queueMicrotask = (steps) => { PromisePrototypeThen(PromiseResolve(undefined), steps); };
    const isObject = (value) => (typeof value === "object" && value !== null) || typeof value === "function";
    // Invoking a callback that returns a promise: a thrown exception becomes a rejection.
    const promiseCall = (method, thisArg, args) => {
      if (method === undefined) return resolved(undefined);
      try {
        return resolved(ReflectApply(method, thisArg, args));
      } catch (error) {
        return rejected(error);
      }
    };
    // A dictionary member of callback type: undefined, or callable (else a TypeError).
    const callbackMember = (dict, name, context) => {
      const value = dict[name];
      if (value !== undefined && typeof value !== "function") throw new TypeError(`Failed to construct '${context}': member ${name} is not a function.`);
      return value;
    };
    // A dictionary argument: undefined or null is empty; another non-object a TypeError.
    const dictionary = (value, context) => {
      if (value === undefined || value === null) return { __proto__: null };
      if (!isObject(value)) throw new TypeError(`Failed to construct '${context}': The provided value is not of type 'object'.`);
      return value;
    };
    // https://streams.spec.whatwg.org/#dictdef-queuingstrategy (members in order)
    const convertStrategy = (value, context) => {
      const dict = dictionary(value, context);
      const out = { __proto__: null, highWaterMark: undefined, size: undefined };
      const hwm = dict.highWaterMark;
      if (hwm !== undefined) out.highWaterMark = Number(hwm);
      out.size = callbackMember(dict, "size", context);
      return out;
    };
    // https://streams.spec.whatwg.org/#validate-and-normalize-high-water-mark
    function ExtractHighWaterMark(strategy, defaultHWM) {
      // 1. If strategy["highWaterMark"] does not exist, return defaultHWM.
      if (strategy.highWaterMark === undefined) return defaultHWM;
      // 2. Let highWaterMark be strategy["highWaterMark"].
      const highWaterMark = strategy.highWaterMark;
      // 3. If highWaterMark is NaN or highWaterMark < 0, throw a RangeError exception.
      if (highWaterMark !== highWaterMark || highWaterMark < 0) throw new RangeError("Invalid highWaterMark");
      // 4. Return highWaterMark.
      return highWaterMark;
    }
    // https://streams.spec.whatwg.org/#make-size-algorithm-from-size-function
    function ExtractSizeAlgorithm(strategy) {
      // 1. If strategy["size"] does not exist, return an algorithm that returns 1.
      const size = strategy.size;
      if (size === undefined) return () => 1;
      // 2. Return an algorithm that invokes strategy["size"] with « chunk ».
      return (chunk) => ReflectApply(size, undefined, [chunk]);
    }
    // https://streams.spec.whatwg.org/#is-non-negative-number
    const IsNonNegativeNumber = (v) => typeof v === "number" && v === v && v >= 0;
    // https://streams.spec.whatwg.org/#queue-with-sizes: container.queue is a list with a
    // head index (container.head), container.queueTotalSize a number.
    function EnqueueValueWithSize(container, value, size) {
      // 2. If ! IsNonNegativeNumber(size) is false, throw a RangeError exception.
      // 3. If size is +∞, throw a RangeError exception.
      if (!IsNonNegativeNumber(size) || !NumberIsFinite(size)) throw new RangeError("The size of a chunk must be a finite, non-negative number.");
      // 4. Append a new value-with-size to container.[[queue]]. 5. Add size to total.
      const queue = container.queue;
      queue[queue.length] = { __proto__: null, value, size };
      container.queueTotalSize += size;
    }
    function DequeueValue(container) {
      // 2. Let valueWithSize be container.[[queue]][0]; remove it.
      const queue = container.queue;
      const pair = queue[container.head];
      queue[container.head] = undefined;
      container.head++;
      if (container.head === queue.length) { queue.length = 0; container.head = 0; }
      // 4. Subtract its size from container.[[queueTotalSize]]. 5. If < 0, set it to 0.
      container.queueTotalSize -= pair.size;
      if (container.queueTotalSize < 0) container.queueTotalSize = 0;
      return pair.value;
    }
    const PeekQueueValue = (container) => container.queue[container.head].value;
    const queueLength = (container) => container.queue.length - container.head;
    function ResetQueue(container) {
      container.queue = [];
      container.head = 0;
      container.queueTotalSize = 0;
    }

    // https://streams.spec.whatwg.org/#blqs-class
    const strategies = new SafeWeakMap();
    const initDictionary = (init, name) => {
      if (init === undefined || init === null || !isObject(init)) {
        if (init !== undefined && init !== null) throw new TypeError(`Failed to construct '${name}': The provided value is not of type 'QueuingStrategyInit'.`);
        throw new TypeError(`Failed to construct '${name}': 1 argument required, but only 0 present.`);
      }
      const hwm = init.highWaterMark;
      if (hwm === undefined) throw new TypeError(`Failed to construct '${name}': Failed to read the 'highWaterMark' property from 'QueuingStrategyInit': Required member is undefined.`);
      return Number(hwm);
    };
    // The size functions, one per realm (https://streams.spec.whatwg.org/#byte-length-queuing-strategy-size-function):
    // methods, so not constructors.
    const byteLengthSize = { size(chunk) { return chunk.byteLength; } }.size;
    const countSize = { size() { return 1; } }.size;
    class ByteLengthQueuingStrategy {
      constructor(init) {
        // 1. Set this.[[highWaterMark]] to init["highWaterMark"].
        strategies.set(this, initDictionary(init, "ByteLengthQueuingStrategy"));
      }
      get highWaterMark() { fieldsOf(strategies, this); return strategies.get(this); }
      get size() { fieldsOf(strategies, this); return byteLengthSize; }
    }
    // https://streams.spec.whatwg.org/#cqs-class
    const counts = new SafeWeakMap();
    class CountQueuingStrategy {
      constructor(init) { counts.set(this, initDictionary(init, "CountQueuingStrategy")); }
      get highWaterMark() { fieldsOf(counts, this); return counts.get(this); }
      get size() { fieldsOf(counts, this); return countSize; }
    }
    const streamHelpers = {
      __proto__: null, newPromise, resolvedRecord, rejectedRecord, setHandled, resolved, rejected, then, queueMicrotask, isObject, promiseCall,
      callbackMember, dictionary, convertStrategy, ExtractHighWaterMark, ExtractSizeAlgorithm, EnqueueValueWithSize, DequeueValue,
      PeekQueueValue, queueLength, ResetQueue, noop,
    };
    return { __proto__: null, ByteLengthQueuingStrategy, CountQueuingStrategy, streamHelpers };
  });
});
