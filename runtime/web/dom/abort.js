// Aborting ongoing activities: AbortController and AbortSignal.
// https://dom.spec.whatwg.org/#aborting-ongoing-activities
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function abort(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["AbortController", "AbortSignal"], shared: ["AbortSignal", "addAbortAlgorithm", "createAbortSignal", "signalAbort", "abortSignals"] }, () => {
    const { DOMException, EventTarget, Event, defineEventHandler, dispatch, fieldsOf, illegal, natives, trust } = lib;
    const {
      ArrayPrototypePush, Number, ObjectAssign, ObjectCreate, SafeWeakMap, TypeError,
    } = lib.primordials;
    // Each signal's state: its abort reason (undefined: not aborted), abort algorithms,
    // whether it is dependent, its source signals and its dependent signals.
    const signals = lib.internalSlots("abort.signals");
    const stateOf = (signal) => fieldsOf(signals, signal);
    // https://dom.spec.whatwg.org/#interface-AbortSignal
    class AbortSignal extends EventTarget {
      constructor() { illegal(); super(); }
      // https://dom.spec.whatwg.org/#dom-abortsignal-abort
      static abort(reason = undefined) {
        // 1. Let signal be a new AbortSignal object. 2. Set signal's abort reason to
        //    reason if it is given; otherwise to a new "AbortError" DOMException.
        const signal = createSignal();
        stateOf(signal).reason = reason !== undefined ? reason : abortError();
        // 3. Return signal.
        return signal;
      }
      // https://dom.spec.whatwg.org/#dom-abortsignal-timeout
      static timeout(milliseconds) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'timeout' on 'AbortSignal': 1 argument required, but only 0 present.");
        const ms = Number(milliseconds);
        if (!(ms >= 0) || ms > Number.MAX_SAFE_INTEGER) throw new TypeError("Failed to execute 'timeout' on 'AbortSignal': Value is outside the 'unsigned long long' value range.");
        // 1. Let signal be a new AbortSignal object.
        const signal = createSignal();
        // 3. Run steps after a timeout given global, "AbortSignal-timeout", milliseconds,
        //    and: queue a global task … to signal abort given signal and a new "TimeoutError"
        //    DOMException.
        natives.setTimeout(() => signalAbort(signal, new DOMException("signal timed out", "TimeoutError")), ms);
        return signal;
      }
      // https://dom.spec.whatwg.org/#dom-abortsignal-any
      static any(list) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'any' on 'AbortSignal': 1 argument required, but only 0 present.");
        // (Web IDL's sequence conversion iterates the page's value.)
        const sources = [];
        for (const signal of list) {
          stateOf(signal);
          ArrayPrototypePush(sources, signal);
        }
        return createDependentSignal(sources);
      }
      get aborted() { return stateOf(this).reason !== undefined; }
      get reason() { return stateOf(this).reason; }
      // https://dom.spec.whatwg.org/#dom-abortsignal-throwifaborted
      throwIfAborted() {
        const reason = stateOf(this).reason;
        if (reason !== undefined) throw reason;
      }
    }
    defineEventHandler(AbortSignal.prototype, "abort");
    const abortError = () => new DOMException("signal is aborted without reason", "AbortError");
    function createSignal() {
      const signal = ObjectCreate(AbortSignal.prototype);
      signals.set(signal, { __proto__: null, reason: undefined, algorithms: [], dependent: false, sources: [], dependents: [] });
      return signal;
    }
    // https://dom.spec.whatwg.org/#create-a-dependent-abort-signal
    function createDependentSignal(sources) {
      // 1. Let resultSignal be a new object implementing signalInterface.
      const result = createSignal();
      const resultState = stateOf(result);
      // 2. For each signal of signals: if signal is aborted, then set resultSignal's abort
      //    reason to signal's abort reason and return resultSignal.
      for (let i = 0; i < sources.length; i++) {
        const reason = stateOf(sources[i]).reason;
        if (reason !== undefined) {
          resultState.reason = reason;
          return result;
        }
      }
      // 3. Set resultSignal's dependent to true.
      resultState.dependent = true;
      // 4. For each signal of signals: if signal's dependent is false, append signal to
      //    resultSignal's source signals and resultSignal to signal's dependent signals;
      //    otherwise do the same with each of signal's source signals.
      const link = (source) => {
        const sourceState = stateOf(source);
        ArrayPrototypePush(resultState.sources, source);
        ArrayPrototypePush(sourceState.dependents, result);
      };
      for (let i = 0; i < sources.length; i++) {
        const state = stateOf(sources[i]);
        if (!state.dependent) link(sources[i]);
        else for (let k = 0; k < state.sources.length; k++) link(state.sources[k]);
      }
      return result;
    }
    // https://dom.spec.whatwg.org/#abortsignal-add
    function addAbortAlgorithm(signal, algorithm) {
      const state = stateOf(signal);
      // 1. If signal is aborted, then return. 2. Append algorithm to signal's abort
      //    algorithms.
      if (state.reason === undefined) ArrayPrototypePush(state.algorithms, algorithm);
    }
    // https://dom.spec.whatwg.org/#abortsignal-signal-abort
    function signalAbort(signal, reason) {
      const state = stateOf(signal);
      // 1. If signal is aborted, then return.
      if (state.reason !== undefined) return;
      // 2. Set signal's abort reason to reason if it is given; otherwise to a new
      //    "AbortError" DOMException.
      state.reason = reason !== undefined ? reason : abortError();
      // 3. Let dependentSignalsToAbort be a new list. 4. For each dependentSignal of
      //    signal's dependent signals: if it is not aborted, set its abort reason to
      //    signal's and append it.
      const toAbort = [];
      for (let i = 0; i < state.dependents.length; i++) {
        const dependent = stateOf(state.dependents[i]);
        if (dependent.reason === undefined) {
          dependent.reason = state.reason;
          ArrayPrototypePush(toAbort, state.dependents[i]);
        }
      }
      // 5. Run the abort steps for signal. 6. For each dependentSignal, run the abort steps.
      runAbortSteps(signal);
      for (let i = 0; i < toAbort.length; i++) runAbortSteps(toAbort[i]);
    }
    // https://dom.spec.whatwg.org/#run-the-abort-steps
    function runAbortSteps(signal) {
      const state = stateOf(signal);
      // 1. For each algorithm of signal's abort algorithms: run algorithm. 2. Empty them.
      const algorithms = state.algorithms;
      state.algorithms = [];
      for (let i = 0; i < algorithms.length; i++) {
        try { algorithms[i](); } catch (error) { lib.reportException(error); }
      }
      // 3. Fire an event named abort at signal.
      dispatch(signal, trust(new Event("abort")));
    }

    // https://dom.spec.whatwg.org/#interface-abortcontroller
    const controllers = lib.internalSlots("abort.controllers");
    class AbortController {
      constructor() {
        // 1. Let signal be a new AbortSignal object. 2. Set this's signal to signal.
        controllers.set(this, { __proto__: null, signal: createSignal() });
      }
      get signal() { return fieldsOf(controllers, this).signal; }
      // https://dom.spec.whatwg.org/#dom-abortcontroller-abort
      abort(reason = undefined) { signalAbort(fieldsOf(controllers, this).signal, reason); }
    }
    natives.platformPrototype(AbortController.prototype);
    // For Fetch's Request (fetch/request.js): whether a value is an AbortSignal (of any
    // realm), a signal's abort reason (undefined: not aborted), dependent signals, and
    // removing an abort algorithm.
    const abortSignals = {
      __proto__: null, isSignal: (value) => signals.has(value), reason: (signal) => stateOf(signal).reason,
      createDependent: createDependentSignal,
      removeAlgorithm(signal, algorithm) {
        const algorithms = stateOf(signal).algorithms;
        for (let i = 0; i < algorithms.length; i++) if (algorithms[i] === algorithm) lib.primordials.arrayRemoveAt(algorithms, i--);
      },
    };
    return { __proto__: null, AbortController, AbortSignal, addAbortAlgorithm, signalAbort, createAbortSignal: createSignal, abortSignals };
  });
});
