// JS Self-Profiling: the Profiler interface (the current draft's constructor) and
// Performance's profile() (the seed spec's), in windows and dedicated workers.
// https://wicg.github.io/js-self-profiling/
//
// A module of the realm's bootstrap, run after the performance modules (see hr_time.js).
// Sessions run on V8's CpuProfiler and their traces are built in Rust
// (runtime/web/js_self_profiling/); a trace comes back as plain data (serde_v8).
(function jsSelfProfiling(lib) {
  "use strict";
  const {
    info, natives, Event, EventTarget, Performance, checkPerformance, dispatch, fieldsOf, trust,
    primordials,
  } = lib;
  const {
    MathTrunc, NumberIsFinite, ObjectGetPrototypeOf, ObjectSetPrototypeOf, PromiseReject, PromiseResolve,
    ReflectConstruct, SafeWeakMap, TypeError,
  } = primordials;
  // [Exposed=(Window,Worker)] in the seed, [Exposed=Window] in the draft; Chrome exposes
  // it in windows and dedicated workers (which follow their owner document's policy).
  if (info.scope !== "Window" && info.scope !== "DedicatedWorkerGlobalScope") return;
  lib.lazily({ interfaces: ["Profiler"], shared: ["Profiler"] }, () => {

    const objectPrototype = ObjectGetPrototypeOf({});
    // https://webidl.spec.whatwg.org/#es-dictionary: ProfilerInitOptions, its members in
    // lexicographic order, both required.
    const initOptions = (options, context) => {
      if (options !== undefined && options !== null && typeof options !== "object" && typeof options !== "function") {
        throw new TypeError(`${context}: The provided value is not of type 'ProfilerInitOptions'.`);
      }
      const maxBufferSize = options == null ? undefined : options.maxBufferSize;
      if (maxBufferSize === undefined) {
        throw new TypeError(`${context}: Failed to read the 'maxBufferSize' property from 'ProfilerInitOptions': Required member is undefined.`);
      }
      // https://webidl.spec.whatwg.org/#es-unsigned-long: ToNumber, truncate, modulo 2^32.
      let size = +maxBufferSize;
      size = NumberIsFinite(size) ? MathTrunc(size) % 4294967296 : 0;
      if (size < 0) size += 4294967296;
      const sampleInterval = options.sampleInterval;
      if (sampleInterval === undefined) {
        throw new TypeError(`${context}: Failed to read the 'sampleInterval' property from 'ProfilerInitOptions': Required member is undefined.`);
      }
      // https://webidl.spec.whatwg.org/#es-double (DOMHighResTimeStamp): finite.
      const interval = +sampleInterval;
      if (!NumberIsFinite(interval)) {
        throw new TypeError(`${context}: Failed to read the 'sampleInterval' property from 'ProfilerInitOptions': The provided double value is non-finite.`);
      }
      return { __proto__: null, interval, size };
    };

    // A Profiler's session: its id in Rust, the interval used, and its trace once stopped.
    const sessions = lib.internalSlots("js_self_profiling.sessions");
    // Web IDL dictionaries are ordinary objects (serde_v8 makes them without a prototype).
    const adopt = (list) => {
      for (let i = 0; i < list.length; i++) ObjectSetPrototypeOf(list[i], objectPrototype);
    };
    const stopSession = (session) => {
      session.stopped = true;
      const trace = natives.stopProfiler(session.id) ??
        { __proto__: null, resources: [], frames: [], stacks: [], samples: [] };
      ObjectSetPrototypeOf(trace, objectPrototype);
      adopt(trace.frames);
      adopt(trace.stacks);
      adopt(trace.samples);
      session.trace = trace;
    };

    // https://wicg.github.io/js-self-profiling/#the-profiler-interface
    class Profiler extends EventTarget {
      // https://wicg.github.io/js-self-profiling/#dom-profiler-profiler
      constructor(options) {
        const profiler = ReflectConstruct(EventTarget, [], new.target);
        const context = "Failed to construct 'Profiler'";
        if (arguments.length === 0) throw new TypeError(`${context}: 1 argument required, but only 0 present.`);
        const init = initOptions(options, context);
        const session = { __proto__: null, id: 0, interval: 0, stopped: false, trace: undefined };
        // When the sample buffer is full (a task Rust queues): the session stops, and
        // `samplebufferfull` is fired at the profiler.
        const onBufferFull = () => {
          if (session.stopped) return;
          stopSession(session);
          dispatch(profiler, trust(new Event("samplebufferfull")));
        };
        // 1. If options' sampleInterval is less than 0, throw a RangeError. 2. If the
        // document's js-profiling policy is false, throw a "NotAllowedError" DOMException.
        // 3–4. Start a profiling session with the interval used (natives: profiling_session.rs).
        const started = natives.startProfiler(init.interval, init.size, onBufferFull, context);
        session.id = started[0];
        session.interval = started[1];
        sessions.set(profiler, session);
        return profiler;
      }
      // https://wicg.github.io/js-self-profiling/#dom-profiler-sampleinterval
      get sampleInterval() { return fieldsOf(sessions, this).interval; }
      // https://wicg.github.io/js-self-profiling/#dom-profiler-stopped
      get stopped() { return fieldsOf(sessions, this).stopped; }
      // https://wicg.github.io/js-self-profiling/#dom-profiler-stop
      stop() {
        let session;
        try {
          session = fieldsOf(sessions, this);
        } catch (error) {
          return PromiseReject(error);
        }
        // 1. If the session's state is stopped, return the ProfilerTrace it captured.
        if (session.stopped) return PromiseResolve(session.trace);
        // 2. Set the state to stopped. 3. Return a ProfilerTrace from the session.
        stopSession(session);
        return PromiseResolve(session.trace);
      }
    }
    return { __proto__: null, Profiler };
  });

  // The seed's Performance.profile(options): a promise of a started Profiler (its
  // exceptions become a rejected promise, https://webidl.spec.whatwg.org/#js-operations).
  // https://wicg.github.io/js-self-profiling/#the-profile-method
  lib.partial(Performance, {
    profile(options) {
      try {
        checkPerformance(this, "profile");
        if (arguments.length === 0) throw new TypeError("Failed to execute 'profile' on 'Performance': 1 argument required, but only 0 present.");
        return PromiseResolve(new lib.Profiler(options));
      } catch (error) {
        return PromiseReject(error);
      }
    },
  });
});
