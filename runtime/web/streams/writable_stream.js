// Streams: WritableStream, its default writer and controller.
// https://streams.spec.whatwg.org/#ws
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
// Each platform object's state is a record in an internal slot (shared by the realms of
// the isolate, so a frame's stream can be piped to from its parent); the abstract
// operations take records, whose `object` is the platform object.
(function writableStreams(lib, hooks) {
  "use strict";
  lib.lazily({
    interfaces: ["WritableStream", "WritableStreamDefaultWriter", "WritableStreamDefaultController"],
    shared: ["writableStreamOps"],
  }, () => {
    const { illegal, internalSlots, primordials } = lib;
    const { ObjectCreate, ObjectSetPrototypeOf, ReflectApply, TypeError } = primordials;
    const {
      newPromise, resolvedRecord, rejectedRecord, setHandled, resolved, rejected, then, promiseCall, callbackMember, dictionary,
      convertStrategy, ExtractHighWaterMark, ExtractSizeAlgorithm, EnqueueValueWithSize, DequeueValue, PeekQueueValue, queueLength,
      ResetQueue,
    } = lib.streamHelpers;
    const streams = internalSlots("streams.writable");
    const writers = internalSlots("streams.writableWriter");
    const controllers = internalSlots("streams.writableController");
    const slotOf = (slot, value, what) => {
      const record = slot.get(value);
      if (record === undefined) throw new TypeError(`Illegal invocation: not a ${what}`);
      return record;
    };
    const closeSentinel = { __proto__: null };
    let makingController = false;

    // https://streams.spec.whatwg.org/#initialize-writable-stream
    function InitializeWritableStream(object) {
      // 1–9. Every slot: state "writable", the rest undefined or empty, backpressure false.
      const stream = {
        __proto__: null, object, state: "writable", storedError: undefined, writer: undefined, controller: undefined,
        inFlightWriteRequest: undefined, closeRequest: undefined, inFlightCloseRequest: undefined, pendingAbortRequest: undefined,
        writeRequests: [], backpressure: false,
      };
      streams.set(object, stream);
      return stream;
    }
    // https://streams.spec.whatwg.org/#create-writable-stream
    // (`object`: a new object to make the stream, for transfer-receiving steps.)
    function CreateWritableStream(startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark = 1, sizeAlgorithm = () => 1, object = undefined) {
      // 3. Let stream be a new WritableStream. 4. Perform ! InitializeWritableStream(stream).
      const stream = InitializeWritableStream(object === undefined ? ObjectCreate(WritableStream.prototype) : ObjectSetPrototypeOf(object, WritableStream.prototype));
      // 5. Let controller be a new WritableStreamDefaultController.
      const controller = newController();
      // 6. Perform ? SetUpWritableStreamDefaultController(...).
      SetUpWritableStreamDefaultController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark, sizeAlgorithm);
      return stream;
    }
    const IsWritableStreamLocked = (stream) => stream.writer !== undefined;
    // https://streams.spec.whatwg.org/#acquire-writable-stream-default-writer
    function AcquireWritableStreamDefaultWriter(stream) {
      const writer = { __proto__: null, object: ObjectCreate(WritableStreamDefaultWriter.prototype) };
      writers.set(writer.object, writer);
      SetUpWritableStreamDefaultWriter(writer, stream);
      return writer;
    }
    // https://streams.spec.whatwg.org/#writable-stream-abort
    function WritableStreamAbort(stream, reason) {
      // 1. If stream.[[state]] is "closed" or "errored", return a promise resolved with undefined.
      if (stream.state === "closed" || stream.state === "errored") return resolved(undefined);
      // 2. Signal abort on stream.[[controller]].[[abortController]] with reason.
      lib.signalAbort(stream.controller.signal, reason);
      // 3. Let state be stream.[[state]]. 4. If state is "closed" or "errored", return a promise resolved with undefined.
      const state = stream.state;
      if (state === "closed" || state === "errored") return resolved(undefined);
      // 5. If stream.[[pendingAbortRequest]] is not undefined, return its promise.
      if (stream.pendingAbortRequest !== undefined) return stream.pendingAbortRequest.promise.promise;
      // 7. Let wasAlreadyErroring be false. 8. If state is "erroring": true, reason undefined.
      let wasAlreadyErroring = false;
      if (state === "erroring") {
        wasAlreadyErroring = true;
        reason = undefined;
      }
      // 9. Let promise be a new promise. 10. Set stream.[[pendingAbortRequest]].
      const promise = newPromise();
      stream.pendingAbortRequest = { __proto__: null, promise, reason, wasAlreadyErroring };
      // 11. If wasAlreadyErroring is false, perform ! WritableStreamStartErroring(stream, reason).
      if (!wasAlreadyErroring) WritableStreamStartErroring(stream, reason);
      return promise.promise;
    }
    // https://streams.spec.whatwg.org/#writable-stream-close
    function WritableStreamClose(stream) {
      // 1. Let state be stream.[[state]]. 2. If "closed" or "errored", reject with a TypeError.
      const state = stream.state;
      if (state === "closed" || state === "errored") return rejected(new TypeError("The stream is closed or errored."));
      // 5. Let promise be a new promise. 6. Set stream.[[closeRequest]] to promise.
      const promise = newPromise();
      stream.closeRequest = promise;
      // 7–8. If writer is not undefined, backpressure is true and state is "writable", resolve writer.[[readyPromise]].
      const writer = stream.writer;
      if (writer !== undefined && stream.backpressure && state === "writable") writer.readyPromise.resolve(undefined);
      // 9. Perform ! WritableStreamDefaultControllerClose(stream.[[controller]]).
      WritableStreamDefaultControllerClose(stream.controller);
      return promise.promise;
    }
    // https://streams.spec.whatwg.org/#writable-stream-add-write-request
    function WritableStreamAddWriteRequest(stream) {
      const promise = newPromise();
      stream.writeRequests[stream.writeRequests.length] = promise;
      return promise.promise;
    }
    // https://streams.spec.whatwg.org/#writable-stream-close-queued-or-in-flight
    const WritableStreamCloseQueuedOrInFlight = (stream) => stream.closeRequest !== undefined || stream.inFlightCloseRequest !== undefined;
    // https://streams.spec.whatwg.org/#writable-stream-deal-with-rejection
    function WritableStreamDealWithRejection(stream, error) {
      // 2. If state is "writable", start erroring and return. 4. Else finish erroring.
      if (stream.state === "writable") {
        WritableStreamStartErroring(stream, error);
        return;
      }
      WritableStreamFinishErroring(stream);
    }
    // https://streams.spec.whatwg.org/#writable-stream-finish-erroring
    function WritableStreamFinishErroring(stream) {
      // 3. Set stream.[[state]] to "errored". 4. Perform ! stream.[[controller]].[[ErrorSteps]]().
      stream.state = "errored";
      ResetQueue(stream.controller);
      // 5–7. Reject each of stream.[[writeRequests]] with storedError; empty the list.
      const storedError = stream.storedError;
      const requests = stream.writeRequests;
      stream.writeRequests = [];
      for (let i = 0; i < requests.length; i++) requests[i].reject(storedError);
      // 8. If stream.[[pendingAbortRequest]] is undefined, reject close and closed, and return.
      if (stream.pendingAbortRequest === undefined) {
        WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
        return;
      }
      // 9. Let abortRequest be stream.[[pendingAbortRequest]]. 10. Set it to undefined.
      const abortRequest = stream.pendingAbortRequest;
      stream.pendingAbortRequest = undefined;
      // 11. If abortRequest's was already erroring is true, reject its promise with storedError.
      if (abortRequest.wasAlreadyErroring) {
        abortRequest.promise.reject(storedError);
        WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
        return;
      }
      // 12. Let promise be ! stream.[[controller]].[[AbortSteps]](abortRequest's reason).
      const controller = stream.controller;
      const promise = controller.abortAlgorithm(abortRequest.reason);
      WritableStreamDefaultControllerClearAlgorithms(controller);
      // 13–14. Upon fulfillment resolve, upon rejection reject abortRequest's promise.
      then(promise, () => {
        abortRequest.promise.resolve(undefined);
        WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
      }, (reason) => {
        abortRequest.promise.reject(reason);
        WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
      });
    }
    // https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-write
    function WritableStreamFinishInFlightWrite(stream) {
      stream.inFlightWriteRequest.resolve(undefined);
      stream.inFlightWriteRequest = undefined;
    }
    // https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-write-with-error
    function WritableStreamFinishInFlightWriteWithError(stream, error) {
      stream.inFlightWriteRequest.reject(error);
      stream.inFlightWriteRequest = undefined;
      WritableStreamDealWithRejection(stream, error);
    }
    // https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-close
    function WritableStreamFinishInFlightClose(stream) {
      // 2. Resolve stream.[[inFlightCloseRequest]]. 3. Set it to undefined.
      stream.inFlightCloseRequest.resolve(undefined);
      stream.inFlightCloseRequest = undefined;
      // 6. If state is "erroring": storedError undefined; resolve a pending abort request.
      if (stream.state === "erroring") {
        stream.storedError = undefined;
        if (stream.pendingAbortRequest !== undefined) {
          stream.pendingAbortRequest.promise.resolve(undefined);
          stream.pendingAbortRequest = undefined;
        }
      }
      // 7. Set stream.[[state]] to "closed". 8–9. Resolve the writer's closed promise.
      stream.state = "closed";
      const writer = stream.writer;
      if (writer !== undefined) writer.closedPromise.resolve(undefined);
    }
    // https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-close-with-error
    function WritableStreamFinishInFlightCloseWithError(stream, error) {
      stream.inFlightCloseRequest.reject(error);
      stream.inFlightCloseRequest = undefined;
      // 5. If stream.[[pendingAbortRequest]] is not undefined, reject its promise with error.
      if (stream.pendingAbortRequest !== undefined) {
        stream.pendingAbortRequest.promise.reject(error);
        stream.pendingAbortRequest = undefined;
      }
      WritableStreamDealWithRejection(stream, error);
    }
    // https://streams.spec.whatwg.org/#writable-stream-has-operation-marked-in-flight
    const WritableStreamHasOperationMarkedInFlight = (stream) => stream.inFlightWriteRequest !== undefined || stream.inFlightCloseRequest !== undefined;
    // https://streams.spec.whatwg.org/#writable-stream-reject-close-and-closed-promise-if-needed
    function WritableStreamRejectCloseAndClosedPromiseIfNeeded(stream) {
      // 2–3. Reject stream.[[closeRequest]] with storedError.
      if (stream.closeRequest !== undefined) {
        stream.closeRequest.reject(stream.storedError);
        stream.closeRequest = undefined;
      }
      // 4–5. Reject the writer's closed promise, marked as handled.
      const writer = stream.writer;
      if (writer !== undefined) {
        writer.closedPromise.reject(stream.storedError);
        setHandled(writer.closedPromise.promise);
      }
    }
    // https://streams.spec.whatwg.org/#writable-stream-start-erroring
    function WritableStreamStartErroring(stream, reason) {
      // 3. Let controller be stream.[[controller]]. 4. Set state "erroring", storedError reason.
      const controller = stream.controller;
      stream.state = "erroring";
      stream.storedError = reason;
      // 6–7. If writer is not undefined, ensure its ready promise is rejected.
      const writer = stream.writer;
      if (writer !== undefined) WritableStreamDefaultWriterEnsureReadyPromiseRejected(writer, reason);
      // 8. If no operation is in flight and the controller started, finish erroring.
      if (!WritableStreamHasOperationMarkedInFlight(stream) && controller.started) WritableStreamFinishErroring(stream);
    }
    // https://streams.spec.whatwg.org/#writable-stream-update-backpressure
    function WritableStreamUpdateBackpressure(stream, backpressure) {
      // 3–4. If writer is not undefined and backpressure changes: a new ready promise, or resolve it.
      const writer = stream.writer;
      if (writer !== undefined && backpressure !== stream.backpressure) {
        if (backpressure) writer.readyPromise = newPromise();
        else writer.readyPromise.resolve(undefined);
      }
      // 5. Set stream.[[backpressure]] to backpressure.
      stream.backpressure = backpressure;
    }

    // https://streams.spec.whatwg.org/#set-up-writable-stream-default-writer
    function SetUpWritableStreamDefaultWriter(writer, stream) {
      // 1. If ! IsWritableStreamLocked(stream) is true, throw a TypeError exception.
      if (IsWritableStreamLocked(stream)) throw new TypeError("Cannot create a writer for a locked WritableStream.");
      // 2–3. Link writer and stream. 4. Let state be stream.[[state]].
      writer.stream = stream;
      stream.writer = writer;
      const state = stream.state;
      if (state === "writable") {
        // 5. ready: pending under backpressure, else resolved; closed: pending.
        writer.readyPromise = !WritableStreamCloseQueuedOrInFlight(stream) && stream.backpressure ? newPromise() : resolvedRecord(undefined);
        writer.closedPromise = newPromise();
      } else if (state === "erroring") {
        // 6. ready rejected with storedError (handled); closed pending.
        writer.readyPromise = rejectedRecord(stream.storedError);
        writer.closedPromise = newPromise();
      } else if (state === "closed") {
        // 7. Both resolved.
        writer.readyPromise = resolvedRecord(undefined);
        writer.closedPromise = resolvedRecord(undefined);
      } else {
        // 8. Both rejected with storedError, handled.
        writer.readyPromise = rejectedRecord(stream.storedError);
        writer.closedPromise = rejectedRecord(stream.storedError);
      }
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-writer-close-with-error-propagation
    function WritableStreamDefaultWriterCloseWithErrorPropagation(writer) {
      const stream = writer.stream;
      const state = stream.state;
      // 4. If close is queued or in flight, or state is "closed", return a promise resolved with undefined.
      if (WritableStreamCloseQueuedOrInFlight(stream) || state === "closed") return resolved(undefined);
      // 5. If state is "errored", return a promise rejected with stream.[[storedError]].
      if (state === "errored") return rejected(stream.storedError);
      // 7. Return ! WritableStreamDefaultWriterClose(writer).
      return WritableStreamClose(stream);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-writer-ensure-closed-promise-rejected
    function WritableStreamDefaultWriterEnsureClosedPromiseRejected(writer, error) {
      if (writer.closedPromise.state === "pending") writer.closedPromise.reject(error);
      else writer.closedPromise = rejectedRecord(error);
      setHandled(writer.closedPromise.promise);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-writer-ensure-ready-promise-rejected
    function WritableStreamDefaultWriterEnsureReadyPromiseRejected(writer, error) {
      if (writer.readyPromise.state === "pending") writer.readyPromise.reject(error);
      else writer.readyPromise = rejectedRecord(error);
      setHandled(writer.readyPromise.promise);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-writer-get-desired-size
    function WritableStreamDefaultWriterGetDesiredSize(writer) {
      const state = writer.stream.state;
      // 3. "errored" or "erroring": null. 4. "closed": 0. 5. The controller's desired size.
      if (state === "errored" || state === "erroring") return null;
      if (state === "closed") return 0;
      return WritableStreamDefaultControllerGetDesiredSize(writer.stream.controller);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-writer-release
    function WritableStreamDefaultWriterRelease(writer) {
      const stream = writer.stream;
      // 4. Let releasedError be a new TypeError. 5–6. Reject ready and closed with it.
      const releasedError = new TypeError("The writer's lock was released.");
      WritableStreamDefaultWriterEnsureReadyPromiseRejected(writer, releasedError);
      WritableStreamDefaultWriterEnsureClosedPromiseRejected(writer, releasedError);
      // 7–8. Unlink.
      stream.writer = undefined;
      writer.stream = undefined;
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-writer-write
    function WritableStreamDefaultWriterWrite(writer, chunk) {
      const stream = writer.stream;
      const controller = stream.controller;
      // 4. Let chunkSize be ! WritableStreamDefaultControllerGetChunkSize(controller, chunk).
      const chunkSize = WritableStreamDefaultControllerGetChunkSize(controller, chunk);
      // 5. If stream is not equal to writer.[[stream]], return a promise rejected with a TypeError.
      if (stream !== writer.stream) return rejected(new TypeError("The writer's lock was released."));
      const state = stream.state;
      // 7. If state is "errored", return a promise rejected with stream.[[storedError]].
      if (state === "errored") return rejected(stream.storedError);
      // 8. If close is queued or in flight or state is "closed", reject with a TypeError.
      if (WritableStreamCloseQueuedOrInFlight(stream) || state === "closed") return rejected(new TypeError("The stream is closing or closed."));
      // 9. If state is "erroring", return a promise rejected with stream.[[storedError]].
      if (state === "erroring") return rejected(stream.storedError);
      // 11. Let promise be ! WritableStreamAddWriteRequest(stream). 12. Write. 13. Return promise.
      const promise = WritableStreamAddWriteRequest(stream);
      WritableStreamDefaultControllerWrite(controller, chunk, chunkSize);
      return promise;
    }

    function newController() {
      makingController = true;
      const object = new WritableStreamDefaultController();
      const controller = { __proto__: null, object };
      controllers.set(object, controller);
      return controller;
    }
    // https://streams.spec.whatwg.org/#set-up-writable-stream-default-controller
    function SetUpWritableStreamDefaultController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark, sizeAlgorithm) {
      // 3–4. Link them. 5. Perform ! ResetQueue(controller).
      controller.stream = stream;
      stream.controller = controller;
      ResetQueue(controller);
      // 6. Set controller.[[abortController]] to a new AbortController (its signal kept).
      controller.signal = lib.createAbortSignal();
      // 7–12. started false, the algorithms and the strategy.
      controller.started = false;
      controller.strategySizeAlgorithm = sizeAlgorithm;
      controller.strategyHWM = highWaterMark;
      controller.writeAlgorithm = writeAlgorithm;
      controller.closeAlgorithm = closeAlgorithm;
      controller.abortAlgorithm = abortAlgorithm;
      // 13–14. Update the stream's backpressure.
      WritableStreamUpdateBackpressure(stream, WritableStreamDefaultControllerGetBackpressure(controller));
      // 15. Let startResult be the result of performing startAlgorithm. (This may throw.)
      const startResult = startAlgorithm();
      // 16–18. Upon its settlement: started; advance the queue, or deal with the rejection.
      then(resolved(startResult), () => {
        controller.started = true;
        WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
      }, (r) => {
        controller.started = true;
        WritableStreamDealWithRejection(stream, r);
      });
    }
    // https://streams.spec.whatwg.org/#set-up-writable-stream-default-controller-from-underlying-sink
    function SetUpWritableStreamDefaultControllerFromUnderlyingSink(stream, underlyingSink, sinkDict, highWaterMark, sizeAlgorithm) {
      // 1. Let controller be a new WritableStreamDefaultController.
      const controller = newController();
      const { start, write, close, abort } = sinkDict;
      // 2–9. Each algorithm invokes the sink's method with the sink as this value, or does nothing.
      const startAlgorithm = () => (start === undefined ? undefined : ReflectApply(start, underlyingSink, [controller.object]));
      const writeAlgorithm = (chunk) => promiseCall(write, underlyingSink, [chunk, controller.object]);
      const closeAlgorithm = () => promiseCall(close, underlyingSink, []);
      const abortAlgorithm = (reason) => promiseCall(abort, underlyingSink, [reason]);
      // 10. Perform ? SetUpWritableStreamDefaultController(...).
      SetUpWritableStreamDefaultController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, highWaterMark, sizeAlgorithm);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-advance-queue-if-needed
    function WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller) {
      const stream = controller.stream;
      // 2. If controller.[[started]] is false, return. 3. If a write is in flight, return.
      if (!controller.started) return;
      if (stream.inFlightWriteRequest !== undefined) return;
      // 6. If state is "erroring", finish erroring and return.
      if (stream.state === "erroring") {
        WritableStreamFinishErroring(stream);
        return;
      }
      // 7. If controller.[[queue]] is empty, return.
      if (queueLength(controller) === 0) return;
      // 8–10. The first value: the close sentinel is processed as a close, anything else as a write.
      const value = PeekQueueValue(controller);
      if (value === closeSentinel) WritableStreamDefaultControllerProcessClose(controller);
      else WritableStreamDefaultControllerProcessWrite(controller, value);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-clear-algorithms
    function WritableStreamDefaultControllerClearAlgorithms(controller) {
      controller.writeAlgorithm = undefined;
      controller.closeAlgorithm = undefined;
      controller.abortAlgorithm = undefined;
      controller.strategySizeAlgorithm = undefined;
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-close
    function WritableStreamDefaultControllerClose(controller) {
      EnqueueValueWithSize(controller, closeSentinel, 0);
      WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-error
    function WritableStreamDefaultControllerError(controller, error) {
      WritableStreamDefaultControllerClearAlgorithms(controller);
      WritableStreamStartErroring(controller.stream, error);
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-error-if-needed
    function WritableStreamDefaultControllerErrorIfNeeded(controller, error) {
      if (controller.stream.state === "writable") WritableStreamDefaultControllerError(controller, error);
    }
    const WritableStreamDefaultControllerGetBackpressure = (controller) => WritableStreamDefaultControllerGetDesiredSize(controller) <= 0;
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-get-chunk-size
    function WritableStreamDefaultControllerGetChunkSize(controller, chunk) {
      // 1. If the size algorithm is undefined (the stream is no longer writable), return 1.
      if (controller.strategySizeAlgorithm === undefined) return 1;
      // 2–3. Its result, or on an abrupt completion error the controller if needed and return 1.
      try {
        return controller.strategySizeAlgorithm(chunk);
      } catch (error) {
        WritableStreamDefaultControllerErrorIfNeeded(controller, error);
        return 1;
      }
    }
    const WritableStreamDefaultControllerGetDesiredSize = (controller) => controller.strategyHWM - controller.queueTotalSize;
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-process-close
    function WritableStreamDefaultControllerProcessClose(controller) {
      const stream = controller.stream;
      // 2. Mark the close request in flight. 3. Dequeue the sentinel.
      stream.inFlightCloseRequest = stream.closeRequest;
      stream.closeRequest = undefined;
      DequeueValue(controller);
      // 5. Let sinkClosePromise be the result of performing closeAlgorithm. 6. Clear the algorithms.
      const sinkClosePromise = controller.closeAlgorithm();
      WritableStreamDefaultControllerClearAlgorithms(controller);
      // 7–8. Finish the in-flight close, with or without an error.
      then(sinkClosePromise, () => WritableStreamFinishInFlightClose(stream), (reason) => WritableStreamFinishInFlightCloseWithError(stream, reason));
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-process-write
    function WritableStreamDefaultControllerProcessWrite(controller, chunk) {
      const stream = controller.stream;
      // 2. Mark the first write request in flight.
      const requests = stream.writeRequests;
      stream.inFlightWriteRequest = requests[0];
      lib.primordials.arrayRemoveAt(requests, 0);
      // 3. Let sinkWritePromise be the result of performing writeAlgorithm with chunk.
      const sinkWritePromise = controller.writeAlgorithm(chunk);
      then(sinkWritePromise, () => {
        // 4.1. Finish the in-flight write. 4.4. Dequeue the chunk.
        WritableStreamFinishInFlightWrite(stream);
        const state = stream.state;
        DequeueValue(controller);
        // 4.5. If close is not queued or in flight and state is "writable", update backpressure.
        if (!WritableStreamCloseQueuedOrInFlight(stream) && state === "writable") {
          WritableStreamUpdateBackpressure(stream, WritableStreamDefaultControllerGetBackpressure(controller));
        }
        // 4.6. Advance the queue if needed.
        WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
      }, (reason) => {
        // 5.1. If state is "writable", clear the algorithms. 5.2. Finish the write with an error.
        if (stream.state === "writable") WritableStreamDefaultControllerClearAlgorithms(controller);
        WritableStreamFinishInFlightWriteWithError(stream, reason);
      });
    }
    // https://streams.spec.whatwg.org/#writable-stream-default-controller-write
    function WritableStreamDefaultControllerWrite(controller, chunk, chunkSize) {
      // 1–2. Enqueue chunk with its size; on an abrupt completion error if needed and return.
      try {
        EnqueueValueWithSize(controller, chunk, chunkSize);
      } catch (error) {
        WritableStreamDefaultControllerErrorIfNeeded(controller, error);
        return;
      }
      // 3–4. Update backpressure while writable and not closing.
      const stream = controller.stream;
      if (!WritableStreamCloseQueuedOrInFlight(stream) && stream.state === "writable") {
        WritableStreamUpdateBackpressure(stream, WritableStreamDefaultControllerGetBackpressure(controller));
      }
      // 5. Advance the queue if needed.
      WritableStreamDefaultControllerAdvanceQueueIfNeeded(controller);
    }

    // https://streams.spec.whatwg.org/#ws-class
    class WritableStream {
      constructor(underlyingSink = undefined, strategy = undefined) {
        // (Web IDL: strategy, a QueuingStrategy dictionary, is converted first.)
        const strategyDict = convertStrategy(strategy, "WritableStream");
        // 1. If underlyingSink is missing, set it to null.
        if (underlyingSink !== undefined && !lib.streamHelpers.isObject(underlyingSink)) {
          throw new TypeError("Failed to construct 'WritableStream': The provided value is not of type 'object'.");
        }
        // 2. Let underlyingSinkDict be underlyingSink, converted to an UnderlyingSink (members in order).
        const sink = dictionary(underlyingSink, "WritableStream");
        const sinkDict = { __proto__: null };
        sinkDict.abort = callbackMember(sink, "abort", "WritableStream");
        sinkDict.close = callbackMember(sink, "close", "WritableStream");
        sinkDict.start = callbackMember(sink, "start", "WritableStream");
        const type = sink.type;
        sinkDict.write = callbackMember(sink, "write", "WritableStream");
        // 3. If underlyingSinkDict["type"] exists, throw a RangeError exception.
        if (type !== undefined) throw new RangeError("Invalid type is specified");
        // 4. Perform ! InitializeWritableStream(this).
        const stream = InitializeWritableStream(this);
        // 5. Let sizeAlgorithm be ! ExtractSizeAlgorithm(strategy). 6. Let highWaterMark be ? ExtractHighWaterMark(strategy, 1).
        const sizeAlgorithm = ExtractSizeAlgorithm(strategyDict);
        const highWaterMark = ExtractHighWaterMark(strategyDict, 1);
        // 7. Perform ? SetUpWritableStreamDefaultControllerFromUnderlyingSink(...).
        SetUpWritableStreamDefaultControllerFromUnderlyingSink(stream, underlyingSink, sinkDict, highWaterMark, sizeAlgorithm);
      }
      get locked() { return IsWritableStreamLocked(slotOf(streams, this, "WritableStream")); }
      abort(reason = undefined) {
        const stream = streams.get(this);
        if (stream === undefined) return rejected(new TypeError("Illegal invocation"));
        // 1. If ! IsWritableStreamLocked(this) is true, return a promise rejected with a TypeError.
        if (IsWritableStreamLocked(stream)) return rejected(new TypeError("Cannot abort a locked WritableStream."));
        // 2. Return ! WritableStreamAbort(this, reason).
        return WritableStreamAbort(stream, reason);
      }
      close() {
        const stream = streams.get(this);
        if (stream === undefined) return rejected(new TypeError("Illegal invocation"));
        // 1. Locked: reject. 2. Close queued or in flight: reject. 3. WritableStreamClose(this).
        if (IsWritableStreamLocked(stream)) return rejected(new TypeError("Cannot close a locked WritableStream."));
        if (WritableStreamCloseQueuedOrInFlight(stream)) return rejected(new TypeError("The stream is already closing."));
        return WritableStreamClose(stream);
      }
      getWriter() { return AcquireWritableStreamDefaultWriter(slotOf(streams, this, "WritableStream")).object; }
    }
    // https://streams.spec.whatwg.org/#default-writer-class
    class WritableStreamDefaultWriter {
      constructor(stream) {
        // 1. Perform ? SetUpWritableStreamDefaultWriter(this, stream).
        const record = streams.get(stream);
        if (record === undefined) throw new TypeError("Failed to construct 'WritableStreamDefaultWriter': parameter 1 is not of type 'WritableStream'.");
        const writer = { __proto__: null, object: this };
        SetUpWritableStreamDefaultWriter(writer, record);
        writers.set(this, writer);
      }
      get closed() {
        const writer = writers.get(this);
        return writer === undefined ? rejected(new TypeError("Illegal invocation")) : writer.closedPromise.promise;
      }
      get desiredSize() {
        const writer = slotOf(writers, this, "WritableStreamDefaultWriter");
        // 1. If this.[[stream]] is undefined, throw a TypeError exception.
        if (writer.stream === undefined) throw new TypeError("The writer has no stream.");
        return WritableStreamDefaultWriterGetDesiredSize(writer);
      }
      get ready() {
        const writer = writers.get(this);
        return writer === undefined ? rejected(new TypeError("Illegal invocation")) : writer.readyPromise.promise;
      }
      abort(reason = undefined) {
        const writer = writers.get(this);
        if (writer === undefined) return rejected(new TypeError("Illegal invocation"));
        if (writer.stream === undefined) return rejected(new TypeError("The writer has no stream."));
        return WritableStreamAbort(writer.stream, reason);
      }
      close() {
        const writer = writers.get(this);
        if (writer === undefined) return rejected(new TypeError("Illegal invocation"));
        const stream = writer.stream;
        if (stream === undefined) return rejected(new TypeError("The writer has no stream."));
        if (WritableStreamCloseQueuedOrInFlight(stream)) return rejected(new TypeError("The stream is already closing."));
        return WritableStreamClose(stream);
      }
      releaseLock() {
        const writer = slotOf(writers, this, "WritableStreamDefaultWriter");
        if (writer.stream === undefined) return;
        WritableStreamDefaultWriterRelease(writer);
      }
      write(chunk = undefined) {
        const writer = writers.get(this);
        if (writer === undefined) return rejected(new TypeError("Illegal invocation"));
        if (writer.stream === undefined) return rejected(new TypeError("The writer has no stream."));
        return WritableStreamDefaultWriterWrite(writer, chunk);
      }
    }
    // https://streams.spec.whatwg.org/#ws-default-controller-class
    class WritableStreamDefaultController {
      constructor() {
        if (!makingController) illegal();
        makingController = false;
      }
      get signal() { return slotOf(controllers, this, "WritableStreamDefaultController").signal; }
      error(e = undefined) {
        const controller = slotOf(controllers, this, "WritableStreamDefaultController");
        // 1–2. If the stream is not "writable", return. 3. Error the controller.
        if (controller.stream.state !== "writable") return;
        WritableStreamDefaultControllerError(controller, e);
      }
    }
    const RangeError = lib.primordials.RangeError;
    const writableStreamOps = {
      __proto__: null, streams, CreateWritableStream, AcquireWritableStreamDefaultWriter, IsWritableStreamLocked, WritableStreamAbort,
      WritableStreamCloseQueuedOrInFlight, WritableStreamDefaultWriterCloseWithErrorPropagation, WritableStreamDefaultWriterRelease,
      WritableStreamDefaultWriterWrite, WritableStreamDefaultControllerErrorIfNeeded, WritableStreamDefaultControllerClose,
    };
    return { __proto__: null, WritableStream, WritableStreamDefaultWriter, WritableStreamDefaultController, writableStreamOps };
  });
});
