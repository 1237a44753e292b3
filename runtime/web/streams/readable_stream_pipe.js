// Piping a ReadableStream to a WritableStream: ReadableStreamPipeTo (pipeTo, pipeThrough,
// and the transferable streams' pipes) and the StreamPipeOptions dictionary, made with
// readable_stream.js's interfaces (`lib.readableStreamPipes(ops)`, over its reader
// operations).
// https://streams.spec.whatwg.org/#readable-stream-pipe-to
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function readableStreamPipe(lib) {
  "use strict";
  lib.readableStreamPipes = (ops) => {
    const { is, primordials } = lib;
    const { Promise, ReflectApply, TypeError } = primordials;
    const { newPromise, setHandled, resolved, then, queueMicrotask, dictionary, noop } = lib.streamHelpers;
    const {
      AcquireReadableStreamDefaultReader, ReadableStreamCancel, ReadableStreamDefaultReaderRead, ReadableStreamDefaultReaderRelease,
    } = ops;

    // https://streams.spec.whatwg.org/#readable-stream-pipe-to
    function ReadableStreamPipeTo(source, dest, preventClose, preventAbort, preventCancel, signal) {
      const W = lib.writableStreamOps;
      // 5–6. The reader and the writer. 7. Set source.[[disturbed]] to true.
      const reader = AcquireReadableStreamDefaultReader(source);
      const writer = W.AcquireWritableStreamDefaultWriter(dest);
      source.disturbed = true;
      // 8. Let shuttingDown be false. 9. Let promise be a new promise.
      let shuttingDown = false;
      const promise = newPromise();
      let currentWrite = resolved(undefined);
      let finalized = false;
      // 10. If signal is not undefined: the abort algorithm.
      if (signal !== undefined) {
        const abortAlgorithm = () => {
          if (finalized) return;
          // 10.1.1. Let error be signal's abort reason.
          const error = signalReason(signal);
          // 10.1.2–4. The actions: abort dest, cancel source (unless prevented).
          shutdownWithAnAction(() => {
            const actions = [];
            if (!preventAbort) actions[actions.length] = dest.state === "writable" ? W.WritableStreamAbort(dest, error) : resolved(undefined);
            if (!preventCancel) actions[actions.length] = source.state === "readable" ? ReadableStreamCancel(source, error) : resolved(undefined);
            return waitForAll(actions);
          }, true, error);
        };
        // 10.2. If signal is aborted, perform abortAlgorithm and return promise.
        if (signalAborted(signal)) {
          abortAlgorithm();
          return promise.promise;
        }
        // 10.3. Add abortAlgorithm to signal.
        lib.addAbortAlgorithm(signal, abortAlgorithm);
      }
      // 11. In parallel (here: promise reactions), the pipe loop: read a chunk, write it.
      const pipeStep = () => {
        if (shuttingDown) return resolved(true);
        // (A read as soon as the writer is ready: at once when it already is.)
        const read = () => new Promise((resolve, reject) => {
          ReadableStreamDefaultReaderRead(reader, {
            __proto__: null,
            // (The write happens in a later microtask: reads and writes are "in
            // parallel", so an enqueue() never runs the sink's write synchronously.)
            chunkSteps: (chunk) => {
              const write = newPromise();
              currentWrite = write.promise;
              queueMicrotask(() => {
                write.resolve(then(W.WritableStreamDefaultWriterWrite(writer, chunk), undefined, noop));
                resolve(false);
              });
            },
            closeSteps: () => resolve(true),
            errorSteps: reject,
          });
        });
        return writer.readyPromise.state === "fulfilled" ? read() : then(writer.readyPromise.promise, read);
      };
      const pipeLoop = () => then(pipeStep(), (done) => (done ? undefined : pipeLoop()));
      // Errors must be propagated forward: source errored.
      isOrBecomesErrored(source, reader.closedPromise.promise, (storedError) => {
        if (!preventAbort) shutdownWithAnAction(() => W.WritableStreamAbort(dest, storedError), true, storedError);
        else shutdown(true, storedError);
      });
      // Errors must be propagated backward: destination errored.
      isOrBecomesErrored(dest, writer.closedPromise.promise, (storedError) => {
        if (!preventCancel) shutdownWithAnAction(() => ReadableStreamCancel(source, storedError), true, storedError);
        else shutdown(true, storedError);
      });
      // Closing must be propagated forward.
      isOrBecomesClosed(source, reader.closedPromise.promise, () => {
        if (!preventClose) shutdownWithAnAction(() => W.WritableStreamDefaultWriterCloseWithErrorPropagation(writer));
        else shutdown();
      });
      // Closing must be propagated backward.
      if (W.WritableStreamCloseQueuedOrInFlight(dest) || dest.state === "closed") {
        const destClosed = new TypeError("The destination stream is closed.");
        if (!preventCancel) shutdownWithAnAction(() => ReadableStreamCancel(source, destClosed), true, destClosed);
        else shutdown(true, destClosed);
      }
      setHandled(pipeLoop());
      return promise.promise;

      function isOrBecomesErrored(stream, closed, action) {
        if (stream.state === "errored") action(stream.storedError);
        else then(closed, undefined, action);
      }
      function isOrBecomesClosed(stream, closed, action) {
        if (stream.state === "closed") action();
        else then(closed, action, noop);
      }
      function waitForWritesToFinish() {
        const oldCurrentWrite = currentWrite;
        return then(currentWrite, () => (oldCurrentWrite !== currentWrite ? waitForWritesToFinish() : undefined));
      }
      // Shutdown with an action: wait for pending writes, perform the action, then finalize.
      function shutdownWithAnAction(action, originalIsError = false, originalError = undefined) {
        if (shuttingDown) return;
        shuttingDown = true;
        const doTheRest = () => {
          then(action(), () => finalize(originalIsError, originalError), (newError) => finalize(true, newError));
        };
        if (dest.state === "writable" && !W.WritableStreamCloseQueuedOrInFlight(dest)) then(waitForWritesToFinish(), doTheRest);
        else doTheRest();
      }
      // Shutdown: the same without an action.
      function shutdown(isError = false, error = undefined) {
        if (shuttingDown) return;
        shuttingDown = true;
        if (dest.state === "writable" && !W.WritableStreamCloseQueuedOrInFlight(dest)) then(waitForWritesToFinish(), () => finalize(isError, error));
        else finalize(isError, error);
      }
      // Finalize: release both locks, stop listening to signal, settle promise.
      function finalize(isError, error) {
        finalized = true;
        W.WritableStreamDefaultWriterRelease(writer);
        ReadableStreamDefaultReaderRelease(reader);
        if (isError) promise.reject(error);
        else promise.resolve(undefined);
      }
    }
    // (Web IDL's "wait for all", resolving with nothing.)
    function waitForAll(promises) {
      return new Promise((resolve, reject) => {
        let remaining = promises.length;
        if (remaining === 0) resolve(undefined);
        for (let i = 0; i < promises.length; i++) {
          then(promises[i], () => { if (--remaining === 0) resolve(undefined); }, reject);
        }
      });
    }
    // An AbortSignal's aborted flag and reason, through its own getters as captured.
    let abortedGetter, reasonGetter;
    const signalGetters = () => {
      if (abortedGetter === undefined) {
        const prototype = lib.AbortSignal.prototype;
        abortedGetter = primordials.ObjectGetOwnPropertyDescriptor(prototype, "aborted").get;
        reasonGetter = primordials.ObjectGetOwnPropertyDescriptor(prototype, "reason").get;
      }
    };
    const signalAborted = (signal) => { signalGetters(); return ReflectApply(abortedGetter, signal, []); };
    const signalReason = (signal) => { signalGetters(); return ReflectApply(reasonGetter, signal, []); };

    const isAbortSignal = (signal) => {
      try {
        signalAborted(signal);
        return true;
      } catch {
        return false;
      }
    };
    // https://streams.spec.whatwg.org/#dictdef-streampipeoptions (members in order)
    function convertPipeOptions(options) {
      const dict = dictionary(options, "ReadableStream");
      const preventAbort = !!dict.preventAbort;
      const preventCancel = !!dict.preventCancel;
      const preventClose = !!dict.preventClose;
      const signal = dict.signal;
      if (signal !== undefined && !(is(signal, lib.AbortSignal) && isAbortSignal(signal))) throw new TypeError("Failed to execute 'pipeTo' on 'ReadableStream': member signal is not of type 'AbortSignal'.");
      return { __proto__: null, preventAbort, preventCancel, preventClose, signal };
    }

    return { __proto__: null, ReadableStreamPipeTo, convertPipeOptions };
  };
});
