// Streams: ReadableStream (default controllers and readers), its tee, pipes, async
// iteration, ReadableStream.from, and byte streams (ReadableByteStreamController, BYOB
// readers and requests).
// https://streams.spec.whatwg.org/#rs
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
// State is kept as in writable_stream.js: records in internal slots, `object` the platform
// object.
(function readableStreams(lib, hooks) {
  "use strict";
  // %AsyncIteratorPrototype%, taken while the realm is set up.
  const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf((async function* () {}).prototype));
  lib.lazily({
    interfaces: [
      "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamDefaultController", "ReadableStreamBYOBReader",
      "ReadableByteStreamController", "ReadableStreamBYOBRequest",
    ],
    shared: ["readableStreamOps"],
  }, () => {
    const { illegal, internalSlots, primordials, is } = lib;
    const {
      ObjectCreate, ObjectDefineProperty, ObjectSetPrototypeOf, ReflectApply, SymbolIterator, SymbolToStringTag, TypeError, RangeError, String, Promise,
      arrayRemoveAt,
    } = primordials;
    const SymbolAsyncIterator = primordials.SymbolAsyncIterator;
    const {
      newPromise, resolvedRecord, rejectedRecord, setHandled, resolved, rejected, then, queueMicrotask, isObject, promiseCall,
      callbackMember, dictionary, convertStrategy, ExtractHighWaterMark, ExtractSizeAlgorithm, EnqueueValueWithSize, DequeueValue,
      queueLength, ResetQueue, noop,
    } = lib.streamHelpers;
    const streams = internalSlots("streams.readable");
    const readers = internalSlots("streams.readableReader");
    const controllers = internalSlots("streams.readableController");
    const slotOf = (slot, value, what) => {
      const record = slot.get(value);
      if (record === undefined) throw new TypeError(`Illegal invocation: not a ${what}`);
      return record;
    };
    let makingController = false;

    // https://streams.spec.whatwg.org/#initialize-readable-stream
    function InitializeReadableStream(object) {
      // 1–4. state "readable", reader and storedError undefined, disturbed false.
      const stream = { __proto__: null, object, state: "readable", reader: undefined, storedError: undefined, disturbed: false, controller: undefined };
      streams.set(object, stream);
      return stream;
    }
    // https://streams.spec.whatwg.org/#create-readable-stream
    // (`object`: a new object to make the stream, for transfer-receiving steps.)
    function CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark = 1, sizeAlgorithm = () => 1, object = undefined) {
      // 3. Let stream be a new ReadableStream. 4. Perform ! InitializeReadableStream(stream).
      const stream = InitializeReadableStream(object === undefined ? ObjectCreate(ReadableStream.prototype) : ObjectSetPrototypeOf(object, ReadableStream.prototype));
      // 5. Let controller be a new ReadableStreamDefaultController. 6. Set it up.
      const controller = newController();
      SetUpReadableStreamDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, sizeAlgorithm);
      return stream;
    }
    const IsReadableStreamLocked = (stream) => stream.reader !== undefined;
    // https://streams.spec.whatwg.org/#acquire-readable-stream-reader
    function AcquireReadableStreamDefaultReader(stream) {
      const reader = { __proto__: null, object: ObjectCreate(ReadableStreamDefaultReader.prototype) };
      readers.set(reader.object, reader);
      SetUpReadableStreamDefaultReader(reader, stream);
      return reader;
    }
    // https://streams.spec.whatwg.org/#readable-stream-add-read-request
    function ReadableStreamAddReadRequest(stream, readRequest) {
      const requests = stream.reader.readRequests;
      requests[requests.length] = readRequest;
    }
    // https://streams.spec.whatwg.org/#readable-stream-cancel
    function ReadableStreamCancel(stream, reason) {
      // 1. Set stream.[[disturbed]] to true.
      stream.disturbed = true;
      // 2. "closed": resolved with undefined. 3. "errored": rejected with storedError.
      if (stream.state === "closed") return resolved(undefined);
      if (stream.state === "errored") return rejected(stream.storedError);
      // 4. Perform ! ReadableStreamClose(stream).
      ReadableStreamClose(stream);
      // 5–6. A BYOB reader's read-into requests get their close steps, with undefined.
      const reader = stream.reader;
      if (reader !== undefined && reader.byob === true) {
        const list = reader.readIntoRequests;
        reader.readIntoRequests = [];
        for (let i = 0; i < list.length; i++) list[i].closeSteps(undefined);
      }
      // 7. Let sourceCancelPromise be ! stream.[[controller]].[[CancelSteps]](reason).
      const sourceCancelPromise = stream.controller.bytes === true
        ? ReadableByteStreamControllerCancelSteps(stream.controller, reason)
        : ReadableStreamDefaultControllerCancelSteps(stream.controller, reason);
      // 8. Return the result of reacting to sourceCancelPromise with a fulfillment step that returns undefined.
      return then(sourceCancelPromise, noop);
    }
    // https://streams.spec.whatwg.org/#readable-stream-close
    function ReadableStreamClose(stream) {
      // 2. Set stream.[[state]] to "closed". 3–4. If reader is undefined, return.
      stream.state = "closed";
      const reader = stream.reader;
      if (reader === undefined) return;
      // 5. Resolve reader.[[closedPromise]] with undefined.
      reader.closedPromise.resolve(undefined);
      // 6. For a default reader: run each read request's close steps.
      if (reader.byob === true) return;
      const requests = reader.readRequests;
      reader.readRequests = [];
      for (let i = 0; i < requests.length; i++) requests[i].closeSteps();
    }
    // https://streams.spec.whatwg.org/#readable-stream-error
    function ReadableStreamError(stream, e) {
      // 2. Set stream.[[state]] to "errored". 3. Set stream.[[storedError]] to e.
      stream.state = "errored";
      stream.storedError = e;
      const reader = stream.reader;
      if (reader === undefined) return;
      // 6. Reject reader.[[closedPromise]] with e. 7. Mark it as handled.
      reader.closedPromise.reject(e);
      setHandled(reader.closedPromise.promise);
      // 8–9. Error the reader's read requests (or read-into requests).
      if (reader.byob === true) ReadableStreamBYOBReaderErrorReadIntoRequests(reader, e);
      else ReadableStreamDefaultReaderErrorReadRequests(reader, e);
    }
    // https://streams.spec.whatwg.org/#readable-stream-fulfill-read-request
    function ReadableStreamFulfillReadRequest(stream, chunk, done) {
      const reader = stream.reader;
      // 4. Let readRequest be reader.[[readRequests]][0]. 5. Remove it.
      const readRequest = reader.readRequests[0];
      arrayRemoveAt(reader.readRequests, 0);
      // 6–7. Its close steps when done, else its chunk steps with chunk.
      if (done) readRequest.closeSteps();
      else readRequest.chunkSteps(chunk);
    }
    const ReadableStreamGetNumReadRequests = (stream) => stream.reader.readRequests.length;

    // https://streams.spec.whatwg.org/#readable-stream-reader-generic-initialize
    function ReadableStreamReaderGenericInitialize(reader, stream) {
      // 1–2. Link them.
      reader.stream = stream;
      stream.reader = reader;
      // 3–5. closed: pending while readable, resolved once closed, else rejected (handled).
      if (stream.state === "readable") reader.closedPromise = newPromise();
      else if (stream.state === "closed") reader.closedPromise = resolvedRecord(undefined);
      else reader.closedPromise = rejectedRecord(stream.storedError);
    }
    // https://streams.spec.whatwg.org/#readable-stream-reader-generic-release
    function ReadableStreamReaderGenericRelease(reader) {
      const stream = reader.stream;
      const error = new TypeError("The reader's lock was released.");
      // 4–5. Reject the closed promise (or replace it by a rejected one) with a TypeError. 6. Handled.
      if (stream.state === "readable") reader.closedPromise.reject(error);
      else reader.closedPromise = rejectedRecord(error);
      setHandled(reader.closedPromise.promise);
      // 7. Perform ! stream.[[controller]].[[ReleaseSteps]]() (nothing for a default controller).
      if (stream.controller.bytes === true) ReadableByteStreamControllerReleaseSteps(stream.controller);
      // 8–9. Unlink.
      stream.reader = undefined;
      reader.stream = undefined;
    }
    // https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaultreadererrorreadrequests
    function ReadableStreamDefaultReaderErrorReadRequests(reader, e) {
      const requests = reader.readRequests;
      reader.readRequests = [];
      for (let i = 0; i < requests.length; i++) requests[i].errorSteps(e);
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-reader-read
    function ReadableStreamDefaultReaderRead(reader, readRequest) {
      const stream = reader.stream;
      // 3. Set stream.[[disturbed]] to true.
      stream.disturbed = true;
      // 4. "closed": close steps. 5. "errored": error steps. 6. Else the controller's pull steps.
      if (stream.state === "closed") readRequest.closeSteps();
      else if (stream.state === "errored") readRequest.errorSteps(stream.storedError);
      else if (stream.controller.bytes === true) ReadableByteStreamControllerPullSteps(stream.controller, readRequest);
      else ReadableStreamDefaultControllerPullSteps(stream.controller, readRequest);
    }
    // https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaultreaderrelease
    function ReadableStreamDefaultReaderRelease(reader) {
      ReadableStreamReaderGenericRelease(reader);
      ReadableStreamDefaultReaderErrorReadRequests(reader, new TypeError("The reader's lock was released."));
    }
    // https://streams.spec.whatwg.org/#set-up-readable-stream-default-reader
    function SetUpReadableStreamDefaultReader(reader, stream) {
      // 1. If ! IsReadableStreamLocked(stream) is true, throw a TypeError exception.
      if (IsReadableStreamLocked(stream)) throw new TypeError("ReadableStream is locked.");
      // 2. Generic initialize. 3. Set reader.[[readRequests]] to a new empty list.
      ReadableStreamReaderGenericInitialize(reader, stream);
      reader.readRequests = [];
    }

    // https://streams.spec.whatwg.org/#rs-default-controller-abstract-ops
    function newController() {
      makingController = true;
      const object = new ReadableStreamDefaultController();
      const controller = { __proto__: null, object };
      controllers.set(object, controller);
      return controller;
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-call-pull-if-needed
    function ReadableStreamDefaultControllerCallPullIfNeeded(controller) {
      // 1–2. If ! ShouldCallPull(controller) is false, return.
      if (!ReadableStreamDefaultControllerShouldCallPull(controller)) return;
      // 3. If controller.[[pulling]] is true, set pullAgain and return.
      if (controller.pulling) {
        controller.pullAgain = true;
        return;
      }
      // 5. Set controller.[[pulling]] to true. 6. Let pullPromise be the result of performing pullAlgorithm.
      controller.pulling = true;
      const pullPromise = controller.pullAlgorithm();
      then(pullPromise, () => {
        // 7. Upon fulfillment: pulling false; pull again if asked to.
        controller.pulling = false;
        if (controller.pullAgain) {
          controller.pullAgain = false;
          ReadableStreamDefaultControllerCallPullIfNeeded(controller);
        }
      }, (e) => {
        // 8. Upon rejection with e, error controller.
        ReadableStreamDefaultControllerError(controller, e);
      });
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-should-call-pull
    function ReadableStreamDefaultControllerShouldCallPull(controller) {
      const stream = controller.stream;
      // 2. Cannot close or enqueue: false. 3. Not started: false.
      if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) return false;
      if (!controller.started) return false;
      // 4. Locked with pending read requests: true.
      if (IsReadableStreamLocked(stream) && ReadableStreamGetNumReadRequests(stream) > 0) return true;
      // 5–6. desiredSize > 0: true. 7. Else false.
      return ReadableStreamDefaultControllerGetDesiredSize(controller) > 0;
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-clear-algorithms
    function ReadableStreamDefaultControllerClearAlgorithms(controller) {
      controller.pullAlgorithm = undefined;
      controller.cancelAlgorithm = undefined;
      controller.strategySizeAlgorithm = undefined;
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-close
    function ReadableStreamDefaultControllerClose(controller) {
      // 1. If ! CanCloseOrEnqueue(controller) is false, return.
      if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) return;
      // 3. Set controller.[[closeRequested]] to true.
      controller.closeRequested = true;
      // 4. If the queue is empty: clear the algorithms and close the stream.
      if (queueLength(controller) === 0) {
        ReadableStreamDefaultControllerClearAlgorithms(controller);
        ReadableStreamClose(controller.stream);
      }
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-enqueue
    function ReadableStreamDefaultControllerEnqueue(controller, chunk) {
      // 1. If ! CanCloseOrEnqueue(controller) is false, return.
      if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) return;
      const stream = controller.stream;
      // 3. Locked with pending read requests: fulfill one.
      if (IsReadableStreamLocked(stream) && ReadableStreamGetNumReadRequests(stream) > 0) {
        ReadableStreamFulfillReadRequest(stream, chunk, false);
      } else {
        // 4.1. Let result be the result of performing the size algorithm; on an abrupt completion, error and rethrow.
        let chunkSize;
        try {
          chunkSize = controller.strategySizeAlgorithm(chunk);
        } catch (error) {
          ReadableStreamDefaultControllerError(controller, error);
          throw error;
        }
        // 4.4. Let enqueueResult be EnqueueValueWithSize(controller, chunk, chunkSize); likewise.
        try {
          EnqueueValueWithSize(controller, chunk, chunkSize);
        } catch (error) {
          ReadableStreamDefaultControllerError(controller, error);
          throw error;
        }
      }
      // 5. Perform ! ReadableStreamDefaultControllerCallPullIfNeeded(controller).
      ReadableStreamDefaultControllerCallPullIfNeeded(controller);
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-error
    function ReadableStreamDefaultControllerError(controller, e) {
      const stream = controller.stream;
      // 2. If stream.[[state]] is not "readable", return.
      if (stream.state !== "readable") return;
      // 3. ResetQueue. 4. Clear the algorithms. 5. ReadableStreamError(stream, e).
      ResetQueue(controller);
      ReadableStreamDefaultControllerClearAlgorithms(controller);
      ReadableStreamError(stream, e);
    }
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-get-desired-size
    function ReadableStreamDefaultControllerGetDesiredSize(controller) {
      const state = controller.stream.state;
      if (state === "errored") return null;
      if (state === "closed") return 0;
      return controller.strategyHWM - controller.queueTotalSize;
    }
    // https://streams.spec.whatwg.org/#rs-default-controller-has-backpressure
    const ReadableStreamDefaultControllerHasBackpressure = (controller) => !ReadableStreamDefaultControllerShouldCallPull(controller);
    // https://streams.spec.whatwg.org/#readable-stream-default-controller-can-close-or-enqueue
    const ReadableStreamDefaultControllerCanCloseOrEnqueue = (controller) => !controller.closeRequested && controller.stream.state === "readable";
    // https://streams.spec.whatwg.org/#set-up-readable-stream-default-controller
    function SetUpReadableStreamDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, sizeAlgorithm) {
      // 2. controller.[[stream]]. 3. ResetQueue. 4. started, closeRequested, pullAgain, pulling false.
      controller.stream = stream;
      ResetQueue(controller);
      controller.started = false;
      controller.closeRequested = false;
      controller.pullAgain = false;
      controller.pulling = false;
      // 5–8. The strategy and the algorithms.
      controller.strategySizeAlgorithm = sizeAlgorithm;
      controller.strategyHWM = highWaterMark;
      controller.pullAlgorithm = pullAlgorithm;
      controller.cancelAlgorithm = cancelAlgorithm;
      // 9. Set stream.[[controller]] to controller.
      stream.controller = controller;
      // 10. Let startResult be the result of performing startAlgorithm. (This might throw.)
      const startResult = startAlgorithm();
      // 11–13. Upon its fulfillment: started, and pull if needed; upon rejection, error.
      then(resolved(startResult), () => {
        controller.started = true;
        ReadableStreamDefaultControllerCallPullIfNeeded(controller);
      }, (r) => ReadableStreamDefaultControllerError(controller, r));
    }
    // https://streams.spec.whatwg.org/#set-up-readable-stream-default-controller-from-underlying-source
    function SetUpReadableStreamDefaultControllerFromUnderlyingSource(stream, underlyingSource, sourceDict, highWaterMark, sizeAlgorithm) {
      // 1. Let controller be a new ReadableStreamDefaultController.
      const controller = newController();
      const { start, pull, cancel } = sourceDict;
      // 2–7. Each algorithm invokes the source's method with the source as this value, or does nothing.
      const startAlgorithm = () => (start === undefined ? undefined : ReflectApply(start, underlyingSource, [controller.object]));
      const pullAlgorithm = () => promiseCall(pull, underlyingSource, [controller.object]);
      const cancelAlgorithm = (reason) => promiseCall(cancel, underlyingSource, [reason]);
      // 8. Perform ? SetUpReadableStreamDefaultController(...).
      SetUpReadableStreamDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, sizeAlgorithm);
    }
    // https://streams.spec.whatwg.org/#rs-default-controller-private-cancel
    function ReadableStreamDefaultControllerCancelSteps(controller, reason) {
      // 1. ResetQueue. 2. Let result be cancelAlgorithm(reason). 3. Clear the algorithms.
      ResetQueue(controller);
      const result = controller.cancelAlgorithm(reason);
      ReadableStreamDefaultControllerClearAlgorithms(controller);
      return result;
    }
    // https://streams.spec.whatwg.org/#rs-default-controller-private-pull
    function ReadableStreamDefaultControllerPullSteps(controller, readRequest) {
      const stream = controller.stream;
      if (queueLength(controller) > 0) {
        // 2.1. Let chunk be ! DequeueValue(this).
        const chunk = DequeueValue(controller);
        // 2.2. Close if requested and now empty, 2.3. else pull if needed.
        if (controller.closeRequested && queueLength(controller) === 0) {
          ReadableStreamDefaultControllerClearAlgorithms(controller);
          ReadableStreamClose(stream);
        } else {
          ReadableStreamDefaultControllerCallPullIfNeeded(controller);
        }
        // 2.4. Perform readRequest's chunk steps, given chunk.
        readRequest.chunkSteps(chunk);
      } else {
        // 3.1. Add readRequest. 3.2. Pull if needed.
        ReadableStreamAddReadRequest(stream, readRequest);
        ReadableStreamDefaultControllerCallPullIfNeeded(controller);
      }
    }

    const { ArrayBufferPrototypeSlice, Uint8Array } = primordials;
    // Byte streams (readable_byte_stream.js), given what they share with default streams.
    const {
      DataView, viewInfo, construct, newByteController, SetUpReadableByteStreamController, SetUpReadableByteStreamControllerFromUnderlyingSource, ReadableByteStreamControllerClose, ReadableByteStreamControllerEnqueue, ReadableByteStreamControllerError, ReadableByteStreamControllerGetBYOBRequest, ReadableByteStreamControllerRespond, ReadableByteStreamControllerRespondWithNewView, ReadableByteStreamControllerCancelSteps, ReadableByteStreamControllerPullSteps, ReadableByteStreamControllerReleaseSteps, AcquireReadableStreamBYOBReader, ReadableStreamBYOBReaderErrorReadIntoRequests, ReadableStreamBYOBReaderRelease, ReadableStreamBYOBReaderRead, ReadableStreamBYOBReader, ReadableByteStreamController, ReadableStreamBYOBRequest,
    } = lib.readableByteStreams({
      __proto__: null, streams, readers, controllers, slotOf, IsReadableStreamLocked, ReadableStreamAddReadRequest, ReadableStreamCancel, ReadableStreamClose, ReadableStreamError, ReadableStreamFulfillReadRequest, ReadableStreamGetNumReadRequests, ReadableStreamReaderGenericInitialize, ReadableStreamReaderGenericRelease,
      // (Not made yet: read when a BYOB read settles.)
      iterResult: (value, done) => iterResult(value, done),
      making: () => makingController, setMaking: (value) => { makingController = value; },
    });
    // https://streams.spec.whatwg.org/#abstract-opdef-createreadablebytestream
    function CreateReadableByteStream(startAlgorithm, pullAlgorithm, cancelAlgorithm) {
      const stream = InitializeReadableStream(ObjectCreate(ReadableStream.prototype));
      const controller = newByteController();
      SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, 0, undefined);
      return stream;
    }
    // A byte stream whose bytes are all there (a Blob's stream(), a Fetch body's):
    // enqueued (a copy: a page may change the chunk it reads), then closed.
    function ReadableByteStreamOfBytes(bytes) {
      const stream = CreateReadableByteStream(noop, () => resolved(undefined), () => resolved(undefined));
      if (primordials.TypedArrayPrototypeGetByteLength(bytes) > 0) ReadableByteStreamControllerEnqueue(stream.controller, new Uint8Array(bytes));
      ReadableByteStreamControllerClose(stream.controller);
      return stream;
    }
    // Teeing (readable_stream_tee.js), over this module's operations.
    const { ReadableByteStreamTee, ReadableStreamDefaultTee } = lib.readableStreamTees({
      __proto__: null, AcquireReadableStreamDefaultReader, ReadableStreamCancel, ReadableStreamDefaultReaderRead, ReadableStreamDefaultReaderRelease, ReadableStreamDefaultControllerError, ReadableStreamDefaultControllerEnqueue, ReadableStreamDefaultControllerClose, CreateReadableStream, CreateReadableByteStream, ReadableByteStreamControllerError, ReadableByteStreamControllerClose, ReadableByteStreamControllerRespondWithNewView, ReadableByteStreamControllerRespond, ReadableByteStreamControllerEnqueue, ReadableByteStreamControllerGetBYOBRequest, ReadableStreamBYOBReaderRelease, ReadableStreamBYOBReaderRead, AcquireReadableStreamBYOBReader, viewInfo, streams,
    });

    // Piping (readable_stream_pipe.js), over this module's reader operations.
    const { ReadableStreamPipeTo, convertPipeOptions } = lib.readableStreamPipes({
      __proto__: null, AcquireReadableStreamDefaultReader, ReadableStreamCancel, ReadableStreamDefaultReaderRead,
      ReadableStreamDefaultReaderRelease,
    });

    // https://streams.spec.whatwg.org/#readable-stream-from-iterable
    function ReadableStreamFromIterable(asyncIterable) {
      // 2. Let iteratorRecord be ? GetIterator(asyncIterable, async).
      const iteratorRecord = getAsyncIterator(asyncIterable);
      let stream;
      // 3. Let startAlgorithm be an algorithm that returns undefined.
      const startAlgorithm = noop;
      // 4. Let pullAlgorithm be the following steps:
      const pullAlgorithm = () => {
        // 4.1. Let nextResult be IteratorNext(iteratorRecord). 4.2. If abrupt, a rejected promise.
        let nextResult;
        try {
          nextResult = ReflectApply(iteratorRecord.nextMethod, iteratorRecord.iterator, []);
        } catch (error) {
          return rejected(error);
        }
        // 4.3. Not an object: rejected with a TypeError (IteratorNext's check).
        if (!isObject(nextResult)) return rejected(new TypeError("The iterator's next() result is not an object."));
        // 4.4. Let nextPromise be a promise resolved with nextResult.[[Value]].
        // 4.5. React to it: close when done, else enqueue the value.
        return then(resolved(nextResult), (iterResult) => {
          if (!isObject(iterResult)) throw new TypeError("The iterator result is not an object.");
          const done = !!iterResult.done;
          if (done) ReadableStreamDefaultControllerClose(stream.controller);
          else ReadableStreamDefaultControllerEnqueue(stream.controller, iterResult.value);
        });
      };
      // 5. Let cancelAlgorithm be the following steps, given reason:
      const cancelAlgorithm = (reason) => {
        const iterator = iteratorRecord.iterator;
        // 5.2. Let returnMethod be GetMethod(iterator, "return"); abrupt: rejected.
        let returnMethod;
        try {
          returnMethod = iterator.return;
          if (returnMethod === null) returnMethod = undefined;
          if (returnMethod !== undefined && typeof returnMethod !== "function") throw new TypeError("The iterator's return is not a function.");
        } catch (error) {
          return rejected(error);
        }
        // 5.4. If returnMethod.[[Value]] is undefined, return a promise resolved with undefined.
        if (returnMethod === undefined) return resolved(undefined);
        // 5.5. Let returnResult be Call(returnMethod, iterator, « reason »); abrupt: rejected.
        let returnResult;
        try {
          returnResult = ReflectApply(returnMethod, iterator, [reason]);
        } catch (error) {
          return rejected(error);
        }
        // 5.7–8. React to a promise resolved with it: not an object is a TypeError.
        return then(resolved(returnResult), (iterResult) => {
          if (!isObject(iterResult)) throw new TypeError("The iterator's return() result is not an object.");
        });
      };
      // 6. Set stream to ! CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, 0).
      stream = CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, 0);
      return stream;
    }
    // GetIterator(obj, async): @@asyncIterator, or an async-from-sync iterator over @@iterator.
    function getAsyncIterator(obj) {
      let method = obj === undefined || obj === null ? undefined : obj[SymbolAsyncIterator];
      if (method === undefined || method === null) {
        const syncMethod = obj === undefined || obj === null ? undefined : obj[SymbolIterator];
        if (syncMethod === undefined || syncMethod === null) throw new TypeError("The value is not async iterable.");
        const syncIterator = ReflectApply(syncMethod, obj, []);
        if (!isObject(syncIterator)) throw new TypeError("The iterator is not an object.");
        const syncNext = syncIterator.next;
        // https://tc39.es/ecma262/#sec-createasyncfromsynciterator
        const continuation = (result) => {
          const done = !!result.done;
          return then(resolved(result.value), (value) => ({ value, done }));
        };
        const iterator = {
          __proto__: null,
          next() {
            try {
              const result = ReflectApply(syncNext, syncIterator, []);
              if (!isObject(result)) throw new TypeError("The iterator result is not an object.");
              return continuation(result);
            } catch (error) {
              return rejected(error);
            }
          },
          return(value) {
            try {
              const returnMethod = syncIterator.return;
              if (returnMethod === undefined || returnMethod === null) return resolved({ value, done: true });
              const result = ReflectApply(returnMethod, syncIterator, [value]);
              if (!isObject(result)) throw new TypeError("The iterator's return() result is not an object.");
              return continuation(result);
            } catch (error) {
              return rejected(error);
            }
          },
        };
        return { __proto__: null, iterator, nextMethod: iterator.next };
      }
      if (typeof method !== "function") throw new TypeError("The value's @@asyncIterator is not a function.");
      const iterator = ReflectApply(method, obj, []);
      if (!isObject(iterator)) throw new TypeError("The async iterator is not an object.");
      return { __proto__: null, iterator, nextMethod: iterator.next };
    }

    // https://streams.spec.whatwg.org/#rs-class
    class ReadableStream {
      constructor(underlyingSource = undefined, strategy = undefined) {
        if (underlyingSource !== undefined && !isObject(underlyingSource)) {
          throw new TypeError("Failed to construct 'ReadableStream': The provided value is not of type 'object'.");
        }
        // (Web IDL: strategy, a QueuingStrategy dictionary, is converted first.)
        const strategyDict = convertStrategy(strategy, "ReadableStream");
        // 1. If underlyingSource is missing, set it to null.
        // 2. Let underlyingSourceDict be underlyingSource, converted to an UnderlyingSource (members in order).
        const source = dictionary(underlyingSource, "ReadableStream");
        const sourceDict = { __proto__: null };
        const autoAllocateChunkSize = source.autoAllocateChunkSize;
        sourceDict.cancel = callbackMember(source, "cancel", "ReadableStream");
        sourceDict.pull = callbackMember(source, "pull", "ReadableStream");
        sourceDict.start = callbackMember(source, "start", "ReadableStream");
        const type = source.type;
        if (type !== undefined && String(type) !== "bytes") throw new TypeError(`Failed to construct 'ReadableStream': The provided value '${String(type)}' is not a valid enum value of type ReadableStreamType.`);
        // ([EnforceRange] unsigned long long.)
        if (autoAllocateChunkSize !== undefined) {
          const n = lib.primordials.Number(autoAllocateChunkSize);
          if (!(n >= 0 && n <= 9007199254740991)) throw new TypeError("Failed to construct 'ReadableStream': autoAllocateChunkSize is outside the accepted range.");
          sourceDict.autoAllocateChunkSize = primordials.MathTrunc(n);
        }
        // 3. Perform ! InitializeReadableStream(this).
        const stream = InitializeReadableStream(this);
        // 4. If underlyingSourceDict["type"] is "bytes":
        if (type !== undefined) {
          // 4.1. If strategy["size"] exists, throw a RangeError exception.
          if (strategyDict.size !== undefined) throw new RangeError("The strategy for a byte stream cannot have a size function");
          // 4.2. Let highWaterMark be ? ExtractHighWaterMark(strategy, 0).
          const highWaterMark = ExtractHighWaterMark(strategyDict, 0);
          // 4.3. Perform ? SetUpReadableByteStreamControllerFromUnderlyingSource(...).
          SetUpReadableByteStreamControllerFromUnderlyingSource(stream, underlyingSource, sourceDict, highWaterMark);
          return;
        }
        // 5.2. Let sizeAlgorithm be ! ExtractSizeAlgorithm(strategy). 5.3. highWaterMark, default 1.
        const sizeAlgorithm = ExtractSizeAlgorithm(strategyDict);
        const highWaterMark = ExtractHighWaterMark(strategyDict, 1);
        // 5.4. Perform ? SetUpReadableStreamDefaultControllerFromUnderlyingSource(...).
        SetUpReadableStreamDefaultControllerFromUnderlyingSource(stream, underlyingSource, sourceDict, highWaterMark, sizeAlgorithm);
      }
      // https://streams.spec.whatwg.org/#rs-from
      static from(asyncIterable) { return ReadableStreamFromIterable(asyncIterable).object; }
      get locked() { return IsReadableStreamLocked(slotOf(streams, this, "ReadableStream")); }
      cancel(reason = undefined) {
        const stream = streams.get(this);
        if (stream === undefined) return rejected(new TypeError("Illegal invocation"));
        // 1. Locked: a promise rejected with a TypeError. 2. ReadableStreamCancel(this, reason).
        if (IsReadableStreamLocked(stream)) return rejected(new TypeError("Cannot cancel a locked ReadableStream."));
        return ReadableStreamCancel(stream, reason);
      }
      getReader(options = undefined) {
        const stream = slotOf(streams, this, "ReadableStream");
        const dict = dictionary(options, "ReadableStream");
        const mode = dict.mode;
        // 1. If options["mode"] does not exist, return ? AcquireReadableStreamDefaultReader(this).
        if (mode === undefined) return AcquireReadableStreamDefaultReader(stream).object;
        if (String(mode) !== "byob") throw new TypeError(`Failed to execute 'getReader' on 'ReadableStream': The provided value '${String(mode)}' is not a valid enum value of type ReadableStreamReaderMode.`);
        // 3. Return ? AcquireReadableStreamBYOBReader(this).
        return AcquireReadableStreamBYOBReader(stream).object;
      }
      pipeThrough(transform, options = undefined) {
        const stream = slotOf(streams, this, "ReadableStream");
        // (Web IDL: ReadableWritablePair, readable then writable, both required.)
        if (!isObject(transform)) throw new TypeError("Failed to execute 'pipeThrough' on 'ReadableStream': parameter 1 is not an object.");
        const readable = transform.readable;
        const readableRecord = streams.get(readable);
        if (readableRecord === undefined) throw new TypeError("Failed to execute 'pipeThrough' on 'ReadableStream': member readable is not of type 'ReadableStream'.");
        const writable = transform.writable;
        const writableRecord = lib.writableStreamOps.streams.get(writable);
        if (writableRecord === undefined) throw new TypeError("Failed to execute 'pipeThrough' on 'ReadableStream': member writable is not of type 'WritableStream'.");
        const opts = convertPipeOptions(options);
        // 1. If ! IsReadableStreamLocked(this) is true, throw a TypeError exception.
        if (IsReadableStreamLocked(stream)) throw new TypeError("Cannot pipe a locked ReadableStream.");
        // 2. If ! IsWritableStreamLocked(transform["writable"]) is true, throw a TypeError exception.
        if (lib.writableStreamOps.IsWritableStreamLocked(writableRecord)) throw new TypeError("Cannot pipe to a locked WritableStream.");
        // 4. Let promise be ! ReadableStreamPipeTo(...). 5. Mark it as handled. 6. Return transform["readable"].
        const promise = ReadableStreamPipeTo(stream, writableRecord, opts.preventClose, opts.preventAbort, opts.preventCancel, opts.signal);
        setHandled(promise);
        return readable;
      }
      pipeTo(destination, options = undefined) {
        const stream = streams.get(this);
        if (stream === undefined) return rejected(new TypeError("Illegal invocation"));
        const dest = lib.writableStreamOps.streams.get(destination);
        if (dest === undefined) return rejected(new TypeError("Failed to execute 'pipeTo' on 'ReadableStream': parameter 1 is not of type 'WritableStream'."));
        let opts;
        try {
          opts = convertPipeOptions(options);
        } catch (error) {
          return rejected(error);
        }
        // 1. Locked source: rejected with a TypeError. 2. Locked destination: likewise.
        if (IsReadableStreamLocked(stream)) return rejected(new TypeError("Cannot pipe a locked ReadableStream."));
        if (lib.writableStreamOps.IsWritableStreamLocked(dest)) return rejected(new TypeError("Cannot pipe to a locked WritableStream."));
        // 4. Return ! ReadableStreamPipeTo(...).
        return ReadableStreamPipeTo(stream, dest, opts.preventClose, opts.preventAbort, opts.preventCancel, opts.signal);
      }
      tee() {
        // 1. Return ? ReadableStreamTee(this, false).
        const stream = slotOf(streams, this, "ReadableStream");
        const branches = stream.controller.bytes === true ? ReadableByteStreamTee(stream) : ReadableStreamDefaultTee(stream);
        return [branches[0].object, branches[1].object];
      }
      values(options = undefined) { return makeAsyncIterator(this, options); }
    }
    // (Static operations are enumerable too.)
    ObjectDefineProperty(ReadableStream, "from", { __proto__: null, value: ReadableStream.from, writable: true, enumerable: true, configurable: true });
    // [Symbol.asyncIterator] is the same function as values.
    ObjectDefineProperty(ReadableStream.prototype, SymbolAsyncIterator, {
      __proto__: null, value: ReadableStream.prototype.values, writable: true, enumerable: false, configurable: true,
    });

    // https://streams.spec.whatwg.org/#rs-asynciterator and https://webidl.spec.whatwg.org/#es-asynchronous-iterator-prototype-object
    const iterators = internalSlots("streams.readableIterator");
    const END = { __proto__: null };
    const ReadableStreamAsyncIteratorPrototype = ObjectCreate(AsyncIteratorPrototype);
    function makeAsyncIterator(value, options) {
      const stream = slotOf(streams, value, "ReadableStream");
      const dict = dictionary(options, "ReadableStream");
      const preventCancel = !!dict.preventCancel;
      // The asynchronous iterator initialization steps: 1. a reader; 3. preventCancel.
      const reader = AcquireReadableStreamDefaultReader(stream);
      const iterator = ObjectCreate(ReadableStreamAsyncIteratorPrototype);
      iterators.set(iterator, { __proto__: null, reader, preventCancel, ongoing: undefined, isFinished: false });
      return iterator;
    }
    // The get the next iteration result steps.
    function nextIterationResult(record) {
      const reader = record.reader;
      if (reader.stream === undefined) return rejected(new TypeError("The iterator's reader was released."));
      const promise = newPromise();
      ReadableStreamDefaultReaderRead(reader, {
        __proto__: null,
        chunkSteps: (chunk) => promise.resolve(chunk),
        closeSteps: () => { ReadableStreamDefaultReaderRelease(reader); promise.resolve(END); },
        errorSteps: (e) => { ReadableStreamDefaultReaderRelease(reader); promise.reject(e); },
      });
      return promise.promise;
    }
    // The asynchronous iterator return steps.
    function iteratorReturn(record, arg) {
      const reader = record.reader;
      if (reader.stream === undefined) return resolved(undefined);
      if (!record.preventCancel) {
        const result = ReadableStreamCancel(reader.stream, arg);
        ReadableStreamDefaultReaderRelease(reader);
        return result;
      }
      ReadableStreamDefaultReaderRelease(reader);
      return resolved(undefined);
    }
    const iterResult = (value, done) => ({ value, done });
    const asyncIteratorMethods = {
      next() {
        const record = iterators.get(this);
        if (record === undefined) return rejected(new TypeError("Illegal invocation"));
        const nextSteps = () => {
          if (record.isFinished) return resolved(iterResult(undefined, true));
          return then(nextIterationResult(record), (next) => {
            record.ongoing = undefined;
            if (next === END) {
              record.isFinished = true;
              return iterResult(undefined, true);
            }
            return iterResult(next, false);
          }, (reason) => {
            record.ongoing = undefined;
            record.isFinished = true;
            throw reason;
          });
        };
        record.ongoing = record.ongoing !== undefined ? then(record.ongoing, nextSteps, nextSteps) : nextSteps();
        return record.ongoing;
      },
      return(value) {
        const record = iterators.get(this);
        if (record === undefined) return rejected(new TypeError("Illegal invocation"));
        const returnSteps = () => {
          if (record.isFinished) return resolved(iterResult(value, true));
          record.isFinished = true;
          return then(iteratorReturn(record, value), () => iterResult(value, true));
        };
        record.ongoing = record.ongoing !== undefined ? then(record.ongoing, returnSteps, returnSteps) : returnSteps();
        return record.ongoing;
      },
    };
    ObjectDefineProperty(ReadableStreamAsyncIteratorPrototype, "next", { __proto__: null, value: asyncIteratorMethods.next, writable: true, enumerable: true, configurable: true });
    ObjectDefineProperty(ReadableStreamAsyncIteratorPrototype, "return", { __proto__: null, value: asyncIteratorMethods.return, writable: true, enumerable: true, configurable: true });
    ObjectDefineProperty(ReadableStreamAsyncIteratorPrototype, SymbolToStringTag, { __proto__: null, value: "ReadableStream AsyncIterator", configurable: true });

    // https://streams.spec.whatwg.org/#default-reader-class
    class ReadableStreamDefaultReader {
      constructor(stream) {
        const record = streams.get(stream);
        if (record === undefined) throw new TypeError("Failed to construct 'ReadableStreamDefaultReader': parameter 1 is not of type 'ReadableStream'.");
        // 1. Perform ? SetUpReadableStreamDefaultReader(this, stream).
        const reader = { __proto__: null, object: this };
        SetUpReadableStreamDefaultReader(reader, record);
        readers.set(this, reader);
      }
      get closed() {
        const reader = readers.get(this);
        return reader === undefined ? rejected(new TypeError("Illegal invocation")) : reader.closedPromise.promise;
      }
      cancel(reason = undefined) {
        const reader = readers.get(this);
        if (reader === undefined) return rejected(new TypeError("Illegal invocation"));
        // 1. If this.[[stream]] is undefined, reject with a TypeError. 2. Generic cancel.
        if (reader.stream === undefined) return rejected(new TypeError("The reader has no stream."));
        return ReadableStreamCancel(reader.stream, reason);
      }
      read() {
        const reader = readers.get(this);
        if (reader === undefined) return rejected(new TypeError("Illegal invocation"));
        // 1. If this.[[stream]] is undefined, return a promise rejected with a TypeError.
        if (reader.stream === undefined) return rejected(new TypeError("The reader has no stream."));
        // 2. Let promise be a new promise. 3. The read request: chunk, close and error steps.
        const promise = newPromise();
        ReadableStreamDefaultReaderRead(reader, {
          __proto__: null,
          chunkSteps: (chunk) => promise.resolve(iterResult(chunk, false)),
          closeSteps: () => promise.resolve(iterResult(undefined, true)),
          errorSteps: (e) => promise.reject(e),
        });
        return promise.promise;
      }
      releaseLock() {
        const reader = slotOf(readers, this, "ReadableStreamDefaultReader");
        // 1. If this.[[stream]] is undefined, return. 2. Release.
        if (reader.stream === undefined) return;
        ReadableStreamDefaultReaderRelease(reader);
      }
    }
    // https://streams.spec.whatwg.org/#rs-default-controller-class
    class ReadableStreamDefaultController {
      constructor() {
        if (!makingController) illegal();
        makingController = false;
      }
      get desiredSize() { return ReadableStreamDefaultControllerGetDesiredSize(slotOf(controllers, this, "ReadableStreamDefaultController")); }
      close() {
        const controller = slotOf(controllers, this, "ReadableStreamDefaultController");
        // 1. If ! CanCloseOrEnqueue(this) is false, throw a TypeError exception.
        if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) throw new TypeError("The stream is not in a state that permits close.");
        ReadableStreamDefaultControllerClose(controller);
      }
      enqueue(chunk = undefined) {
        const controller = slotOf(controllers, this, "ReadableStreamDefaultController");
        // 1. If ! CanCloseOrEnqueue(this) is false, throw a TypeError exception.
        if (!ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) throw new TypeError("The stream is not in a state that permits enqueue.");
        ReadableStreamDefaultControllerEnqueue(controller, chunk);
      }
      error(e = undefined) { ReadableStreamDefaultControllerError(slotOf(controllers, this, "ReadableStreamDefaultController"), e); }
    }
    void Promise;
    // https://streams.spec.whatwg.org/#readable-stream-tee (a byte stream's branches are
    // byte streams, each with its own copy of a chunk).
    const ReadableStreamTee = (stream, cloneForBranch2) => (stream.controller.bytes === true
      ? ReadableByteStreamTee(stream) : ReadableStreamDefaultTee(stream, cloneForBranch2));
    const readableStreamOps = {
      __proto__: null, streams, CreateReadableStream, AcquireReadableStreamDefaultReader, ReadableStreamDefaultReaderRead,
      ReadableStreamDefaultReaderRelease, ReadableStreamCancel, IsReadableStreamLocked, ReadableStreamDefaultControllerClose,
      ReadableStreamDefaultControllerEnqueue, ReadableStreamDefaultControllerError, ReadableStreamDefaultControllerGetDesiredSize,
      ReadableStreamDefaultControllerHasBackpressure, ReadableStreamDefaultControllerCanCloseOrEnqueue, ReadableStreamPipeTo,
      // (For Fetch's bodies: byte streams over bytes, erroring a body, clone()'s tee.)
      CreateReadableByteStream, ReadableByteStreamOfBytes, ReadableByteStreamControllerEnqueue, ReadableByteStreamControllerClose,
      ReadableByteStreamControllerError, ReadableStreamError, ReadableStreamTee,
    };
    return {
      __proto__: null, ReadableStream, ReadableStreamDefaultReader, ReadableStreamDefaultController, ReadableStreamBYOBReader,
      ReadableByteStreamController, ReadableStreamBYOBRequest, readableStreamOps,
    };
  });
});
