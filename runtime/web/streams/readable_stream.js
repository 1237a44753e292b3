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
  // The view constructors (a BYOB read answers with a view of the kind it was given).
  const TYPED_ARRAYS = {
    __proto__: null, DataView, Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
    Float16Array: typeof Float16Array === "function" ? Float16Array : undefined, Float32Array, Float64Array, BigInt64Array, BigUint64Array,
  };
  lib.lazily({
    interfaces: [
      "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamDefaultController", "ReadableStreamBYOBReader",
      "ReadableByteStreamController", "ReadableStreamBYOBRequest",
    ],
    shared: ["readableStreamOps"],
  }, () => {
    const { illegal, internalSlots, primordials, is } = lib;
    const {
      ObjectCreate, ObjectDefineProperty, ReflectApply, SymbolIterator, SymbolToStringTag, TypeError, RangeError, String, Promise,
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
    function CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark = 1, sizeAlgorithm = () => 1) {
      // 3. Let stream be a new ReadableStream. 4. Perform ! InitializeReadableStream(stream).
      const stream = InitializeReadableStream(ObjectCreate(ReadableStream.prototype));
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

    // ---- Byte streams: https://streams.spec.whatwg.org/#rbs-controller-class ----
    const { ArrayBuffer, ArrayBufferPrototypeGetByteLength, ArrayBufferPrototypeGetDetached, ArrayBufferPrototypeSlice, ArrayBufferPrototypeTransfer,
      TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetByteOffset, TypedArrayPrototypeGetByteLength,
      TypedArrayPrototypeGetLength, DataViewPrototypeGetBuffer, DataViewPrototypeGetByteOffset, DataViewPrototypeGetByteLength, Uint8Array,
      ReflectConstruct, ObjectGetPrototypeOf } = primordials;
    const DataView = TYPED_ARRAYS.DataView;
    const ArrayBufferIsView = primordials.ArrayBufferIsView;
    const byobRequests = internalSlots("streams.byobRequest");
    let makingRequest = false;
    // A view's [[ViewedArrayBuffer]], [[ByteOffset]], [[ByteLength]], element size and constructor.
    function viewInfo(view) {
      try {
        const buffer = TypedArrayPrototypeGetBuffer(view);
        const length = TypedArrayPrototypeGetLength(view);
        const byteLength = TypedArrayPrototypeGetByteLength(view);
        const tag = primordials.TypedArrayPrototypeGetSymbolToStringTag(view);
        return { __proto__: null, buffer, byteOffset: TypedArrayPrototypeGetByteOffset(view), byteLength, elementSize: length === 0 ? elementSizes[tag] : byteLength / length, ctor: typedArrayConstructors[tag] };
      } catch {
        return { __proto__: null, buffer: DataViewPrototypeGetBuffer(view), byteOffset: DataViewPrototypeGetByteOffset(view), byteLength: DataViewPrototypeGetByteLength(view), elementSize: 1, ctor: DataView };
      }
    }
    const global = lib.global;
    const typedArrayNames = ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float16Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"];
    const elementSizes = { __proto__: null, Int8Array: 1, Uint8Array: 1, Uint8ClampedArray: 1, Int16Array: 2, Uint16Array: 2, Float16Array: 2, Int32Array: 4, Uint32Array: 4, Float32Array: 4, Float64Array: 8, BigInt64Array: 8, BigUint64Array: 8 };
    const typedArrayConstructors = { __proto__: null };
    void global;
    for (let i = 0; i < typedArrayNames.length; i++) {
      // (The realm's own constructors, as captured when the module was made.)
      const ctor = TYPED_ARRAYS[typedArrayNames[i]];
      if (ctor !== undefined) typedArrayConstructors[typedArrayNames[i]] = ctor;
    }
    const isDetached = (buffer) => ArrayBufferPrototypeGetDetached(buffer);
    // https://streams.spec.whatwg.org/#transfer-array-buffer
    const TransferArrayBuffer = (buffer) => ArrayBufferPrototypeTransfer(buffer);
    const construct = (ctor, buffer, byteOffset, length) => ReflectConstruct(ctor, [buffer, byteOffset, length]);
    const copyBytes = (dest, destOffset, src, srcOffset, n) => {
      const d = new Uint8Array(dest, destOffset, n), s = new Uint8Array(src, srcOffset, n);
      for (let i = 0; i < n; i++) d[i] = s[i];
    };
    function newByteController() {
      makingController = true;
      const object = new ReadableByteStreamController();
      const controller = { __proto__: null, object, bytes: true };
      controllers.set(object, controller);
      return controller;
    }
    // https://streams.spec.whatwg.org/#set-up-readable-byte-stream-controller
    function SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, autoAllocateChunkSize) {
      controller.stream = stream;
      controller.pullAgain = false;
      controller.pulling = false;
      controller.byobRequest = null;
      ResetQueue(controller);
      controller.closeRequested = false;
      controller.started = false;
      controller.strategyHWM = highWaterMark;
      controller.pullAlgorithm = pullAlgorithm;
      controller.cancelAlgorithm = cancelAlgorithm;
      controller.autoAllocateChunkSize = autoAllocateChunkSize;
      controller.pendingPullIntos = [];
      stream.controller = controller;
      const startResult = startAlgorithm();
      then(resolved(startResult), () => {
        controller.started = true;
        ReadableByteStreamControllerCallPullIfNeeded(controller);
      }, (r) => ReadableByteStreamControllerError(controller, r));
    }
    // https://streams.spec.whatwg.org/#set-up-readable-byte-stream-controller-from-underlying-source
    function SetUpReadableByteStreamControllerFromUnderlyingSource(stream, underlyingSource, sourceDict, highWaterMark) {
      const controller = newByteController();
      const { start, pull, cancel } = sourceDict;
      const startAlgorithm = () => (start === undefined ? undefined : ReflectApply(start, underlyingSource, [controller.object]));
      const pullAlgorithm = () => promiseCall(pull, underlyingSource, [controller.object]);
      const cancelAlgorithm = (reason) => promiseCall(cancel, underlyingSource, [reason]);
      // 8–9. autoAllocateChunkSize of 0 is a TypeError.
      const autoAllocateChunkSize = sourceDict.autoAllocateChunkSize;
      if (autoAllocateChunkSize === 0) throw new TypeError("autoAllocateChunkSize must be greater than 0");
      SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, highWaterMark, autoAllocateChunkSize);
    }
    // https://streams.spec.whatwg.org/#readable-byte-stream-controller-call-pull-if-needed
    function ReadableByteStreamControllerCallPullIfNeeded(controller) {
      if (!ReadableByteStreamControllerShouldCallPull(controller)) return;
      if (controller.pulling) {
        controller.pullAgain = true;
        return;
      }
      controller.pulling = true;
      then(controller.pullAlgorithm(), () => {
        controller.pulling = false;
        if (controller.pullAgain) {
          controller.pullAgain = false;
          ReadableByteStreamControllerCallPullIfNeeded(controller);
        }
      }, (e) => ReadableByteStreamControllerError(controller, e));
    }
    // https://streams.spec.whatwg.org/#readable-byte-stream-controller-should-call-pull
    function ReadableByteStreamControllerShouldCallPull(controller) {
      const stream = controller.stream;
      if (stream.state !== "readable") return false;
      if (controller.closeRequested) return false;
      if (!controller.started) return false;
      if (ReadableStreamHasDefaultReader(stream) && ReadableStreamGetNumReadRequests(stream) > 0) return true;
      if (ReadableStreamHasBYOBReader(stream) && ReadableStreamGetNumReadIntoRequests(stream) > 0) return true;
      return ReadableByteStreamControllerGetDesiredSize(controller) > 0;
    }
    const ReadableStreamHasDefaultReader = (stream) => stream.reader !== undefined && !stream.reader.byob;
    const ReadableStreamHasBYOBReader = (stream) => stream.reader !== undefined && stream.reader.byob === true;
    const ReadableStreamGetNumReadIntoRequests = (stream) => stream.reader.readIntoRequests.length;
    function ReadableByteStreamControllerClearAlgorithms(controller) {
      controller.pullAlgorithm = undefined;
      controller.cancelAlgorithm = undefined;
    }
    function ReadableByteStreamControllerClearPendingPullIntos(controller) {
      ReadableByteStreamControllerInvalidateBYOBRequest(controller);
      controller.pendingPullIntos = [];
    }
    // https://streams.spec.whatwg.org/#readable-byte-stream-controller-close
    function ReadableByteStreamControllerClose(controller) {
      const stream = controller.stream;
      // 2. If closeRequested or the stream is not readable, return.
      if (controller.closeRequested || stream.state !== "readable") return;
      // 3. If queueTotalSize > 0, set closeRequested and return.
      if (controller.queueTotalSize > 0) {
        controller.closeRequested = true;
        return;
      }
      // 4. A partially filled first pull-into is a TypeError.
      if (controller.pendingPullIntos.length > 0) {
        const first = controller.pendingPullIntos[0];
        if (first.bytesFilled % first.elementSize !== 0) {
          const e = new TypeError("Insufficient bytes to fill elements in the given buffer");
          ReadableByteStreamControllerError(controller, e);
          throw e;
        }
      }
      // 5–6. Clear the algorithms and close.
      ReadableByteStreamControllerClearAlgorithms(controller);
      ReadableStreamClose(stream);
    }
    // https://streams.spec.whatwg.org/#readable-byte-stream-controller-enqueue
    function ReadableByteStreamControllerEnqueue(controller, chunk) {
      const stream = controller.stream;
      if (controller.closeRequested || stream.state !== "readable") return;
      const info = viewInfo(chunk);
      const buffer = info.buffer, byteOffset = info.byteOffset, byteLength = info.byteLength;
      // 6. If buffer is detached, throw a TypeError.
      if (isDetached(buffer)) throw new TypeError("The chunk's buffer is detached.");
      // 7. Let transferredBuffer be ? TransferArrayBuffer(buffer).
      const transferredBuffer = TransferArrayBuffer(buffer);
      // 8. If there are pending pull-intos: the first one's buffer is detached is a TypeError; transfer it.
      if (controller.pendingPullIntos.length > 0) {
        const first = controller.pendingPullIntos[0];
        if (isDetached(first.buffer)) throw new TypeError("The BYOB request's buffer is detached.");
        ReadableByteStreamControllerInvalidateBYOBRequest(controller);
        first.buffer = TransferArrayBuffer(first.buffer);
        if (first.readerType === "none") ReadableByteStreamControllerEnqueueDetachedPullIntoToQueue(controller, first);
      }
      if (ReadableStreamHasDefaultReader(stream)) {
        // 9. A default reader: fill read requests from the queue, then fulfill one or enqueue.
        ReadableByteStreamControllerProcessReadRequestsUsingQueue(controller);
        if (ReadableStreamGetNumReadRequests(stream) === 0) {
          ReadableByteStreamControllerEnqueueChunkToQueue(controller, transferredBuffer, byteOffset, byteLength);
        } else {
          if (controller.pendingPullIntos.length > 0) ReadableByteStreamControllerShiftPendingPullInto(controller);
          ReadableStreamFulfillReadRequest(stream, new Uint8Array(transferredBuffer, byteOffset, byteLength), false);
        }
      } else if (ReadableStreamHasBYOBReader(stream)) {
        // 10. A BYOB reader: enqueue, then process the pull-intos.
        ReadableByteStreamControllerEnqueueChunkToQueue(controller, transferredBuffer, byteOffset, byteLength);
        const filled = ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller);
        for (let i = 0; i < filled.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(stream, filled[i]);
      } else {
        // 11. No reader: enqueue.
        ReadableByteStreamControllerEnqueueChunkToQueue(controller, transferredBuffer, byteOffset, byteLength);
      }
      ReadableByteStreamControllerCallPullIfNeeded(controller);
    }
    function ReadableByteStreamControllerEnqueueChunkToQueue(controller, buffer, byteOffset, byteLength) {
      const queue = controller.queue;
      queue[queue.length] = { __proto__: null, buffer, byteOffset, byteLength };
      controller.queueTotalSize += byteLength;
    }
    function ReadableByteStreamControllerEnqueueClonedChunkToQueue(controller, buffer, byteOffset, byteLength) {
      let cloneResult;
      try {
        cloneResult = ArrayBufferPrototypeSlice(buffer, byteOffset, byteOffset + byteLength);
      } catch (e) {
        ReadableByteStreamControllerError(controller, e);
        throw e;
      }
      ReadableByteStreamControllerEnqueueChunkToQueue(controller, cloneResult, 0, byteLength);
    }
    function ReadableByteStreamControllerEnqueueDetachedPullIntoToQueue(controller, pullIntoDescriptor) {
      if (pullIntoDescriptor.bytesFilled > 0) {
        ReadableByteStreamControllerEnqueueClonedChunkToQueue(controller, pullIntoDescriptor.buffer, pullIntoDescriptor.byteOffset, pullIntoDescriptor.bytesFilled);
      }
      ReadableByteStreamControllerShiftPendingPullInto(controller);
    }
    // https://streams.spec.whatwg.org/#readable-byte-stream-controller-error
    function ReadableByteStreamControllerError(controller, e) {
      const stream = controller.stream;
      if (stream.state !== "readable") return;
      ReadableByteStreamControllerClearPendingPullIntos(controller);
      ResetQueue(controller);
      ReadableByteStreamControllerClearAlgorithms(controller);
      ReadableStreamError(stream, e);
    }
    function ReadableByteStreamControllerFillHeadPullIntoDescriptor(controller, size, pullIntoDescriptor) {
      pullIntoDescriptor.bytesFilled += size;
    }
    // https://streams.spec.whatwg.org/#readable-byte-stream-controller-fill-pull-into-descriptor-from-queue
    function ReadableByteStreamControllerFillPullIntoDescriptorFromQueue(controller, pullIntoDescriptor) {
      const maxBytesToCopy = primordials.MathMin(controller.queueTotalSize, pullIntoDescriptor.byteLength - pullIntoDescriptor.bytesFilled);
      const maxBytesFilled = pullIntoDescriptor.bytesFilled + maxBytesToCopy;
      let totalBytesToCopyRemaining = maxBytesToCopy;
      let ready = false;
      const remainderBytes = maxBytesFilled % pullIntoDescriptor.elementSize;
      const maxAlignedBytes = maxBytesFilled - remainderBytes;
      if (maxAlignedBytes >= pullIntoDescriptor.minimumFill) {
        totalBytesToCopyRemaining = maxAlignedBytes - pullIntoDescriptor.bytesFilled;
        ready = true;
      }
      const queue = controller.queue;
      while (totalBytesToCopyRemaining > 0) {
        const headOfQueue = queue[0];
        const bytesToCopy = primordials.MathMin(totalBytesToCopyRemaining, headOfQueue.byteLength);
        const destStart = pullIntoDescriptor.byteOffset + pullIntoDescriptor.bytesFilled;
        copyBytes(pullIntoDescriptor.buffer, destStart, headOfQueue.buffer, headOfQueue.byteOffset, bytesToCopy);
        if (headOfQueue.byteLength === bytesToCopy) arrayRemoveAt(queue, 0);
        else {
          headOfQueue.byteOffset += bytesToCopy;
          headOfQueue.byteLength -= bytesToCopy;
        }
        controller.queueTotalSize -= bytesToCopy;
        ReadableByteStreamControllerFillHeadPullIntoDescriptor(controller, bytesToCopy, pullIntoDescriptor);
        totalBytesToCopyRemaining -= bytesToCopy;
      }
      return ready;
    }
    function ReadableByteStreamControllerFillReadRequestFromQueue(controller, readRequest) {
      const entry = controller.queue[0];
      arrayRemoveAt(controller.queue, 0);
      controller.queueTotalSize -= entry.byteLength;
      ReadableByteStreamControllerHandleQueueDrain(controller);
      readRequest.chunkSteps(new Uint8Array(entry.buffer, entry.byteOffset, entry.byteLength));
    }
    // https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamcontrollergetbyobrequest
    function ReadableByteStreamControllerGetBYOBRequest(controller) {
      if (controller.byobRequest === null && controller.pendingPullIntos.length > 0) {
        const first = controller.pendingPullIntos[0];
        const view = new Uint8Array(first.buffer, first.byteOffset + first.bytesFilled, first.byteLength - first.bytesFilled);
        makingRequest = true;
        const object = new ReadableStreamBYOBRequest();
        const request = { __proto__: null, object, controller, view };
        byobRequests.set(object, request);
        controller.byobRequest = request;
      }
      return controller.byobRequest === null ? null : controller.byobRequest.object;
    }
    function ReadableByteStreamControllerGetDesiredSize(controller) {
      const state = controller.stream.state;
      if (state === "errored") return null;
      if (state === "closed") return 0;
      return controller.strategyHWM - controller.queueTotalSize;
    }
    function ReadableByteStreamControllerHandleQueueDrain(controller) {
      if (controller.queueTotalSize === 0 && controller.closeRequested) {
        ReadableByteStreamControllerClearAlgorithms(controller);
        ReadableStreamClose(controller.stream);
      } else {
        ReadableByteStreamControllerCallPullIfNeeded(controller);
      }
    }
    function ReadableByteStreamControllerInvalidateBYOBRequest(controller) {
      if (controller.byobRequest === null) return;
      controller.byobRequest.controller = undefined;
      controller.byobRequest.view = null;
      controller.byobRequest = null;
    }
    function ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller) {
      const filled = [];
      while (controller.pendingPullIntos.length > 0) {
        if (controller.queueTotalSize === 0) break;
        const pullIntoDescriptor = controller.pendingPullIntos[0];
        if (ReadableByteStreamControllerFillPullIntoDescriptorFromQueue(controller, pullIntoDescriptor)) {
          ReadableByteStreamControllerShiftPendingPullInto(controller);
          filled[filled.length] = pullIntoDescriptor;
        }
      }
      return filled;
    }
    function ReadableByteStreamControllerProcessReadRequestsUsingQueue(controller) {
      const reader = controller.stream.reader;
      while (reader.readRequests.length > 0) {
        if (controller.queueTotalSize === 0) return;
        const readRequest = reader.readRequests[0];
        arrayRemoveAt(reader.readRequests, 0);
        ReadableByteStreamControllerFillReadRequestFromQueue(controller, readRequest);
      }
    }
    // https://streams.spec.whatwg.org/#readable-byte-stream-controller-pull-into
    function ReadableByteStreamControllerPullInto(controller, view, min, readIntoRequest) {
      const stream = controller.stream;
      const info = viewInfo(view);
      const elementSize = info.elementSize;
      const ctor = info.ctor;
      const minimumFill = min * elementSize;
      const byteOffset = info.byteOffset, byteLength = info.byteLength;
      let buffer;
      try {
        buffer = TransferArrayBuffer(info.buffer);
      } catch (e) {
        readIntoRequest.errorSteps(e);
        return;
      }
      const pullIntoDescriptor = {
        __proto__: null, buffer, bufferByteLength: ArrayBufferPrototypeGetByteLength(buffer), byteOffset, byteLength, bytesFilled: 0,
        minimumFill, elementSize, viewConstructor: ctor, readerType: "byob",
      };
      if (controller.pendingPullIntos.length > 0) {
        controller.pendingPullIntos[controller.pendingPullIntos.length] = pullIntoDescriptor;
        ReadableStreamAddReadIntoRequest(stream, readIntoRequest);
        return;
      }
      if (stream.state === "closed") {
        const emptyView = construct(ctor, pullIntoDescriptor.buffer, pullIntoDescriptor.byteOffset, 0);
        readIntoRequest.closeSteps(emptyView);
        return;
      }
      if (controller.queueTotalSize > 0) {
        if (ReadableByteStreamControllerFillPullIntoDescriptorFromQueue(controller, pullIntoDescriptor)) {
          const filledView = ReadableByteStreamControllerConvertPullIntoDescriptor(pullIntoDescriptor);
          ReadableByteStreamControllerHandleQueueDrain(controller);
          readIntoRequest.chunkSteps(filledView);
          return;
        }
        if (controller.closeRequested) {
          const e = new TypeError("Insufficient bytes to fill elements in the given buffer");
          ReadableByteStreamControllerError(controller, e);
          readIntoRequest.errorSteps(e);
          return;
        }
      }
      controller.pendingPullIntos[controller.pendingPullIntos.length] = pullIntoDescriptor;
      ReadableStreamAddReadIntoRequest(stream, readIntoRequest);
      ReadableByteStreamControllerCallPullIfNeeded(controller);
    }
    function ReadableByteStreamControllerRespond(controller, bytesWritten) {
      const first = controller.pendingPullIntos[0];
      const state = controller.stream.state;
      if (state === "closed") {
        if (bytesWritten !== 0) throw new TypeError("bytesWritten must be 0 when calling respond() on a closed stream");
      } else {
        if (bytesWritten === 0) throw new TypeError("bytesWritten must be greater than 0 when calling respond() on a readable stream");
        if (first.bytesFilled + bytesWritten > first.byteLength) throw new RangeError("bytesWritten out of range");
      }
      first.buffer = TransferArrayBuffer(first.buffer);
      ReadableByteStreamControllerRespondInternal(controller, bytesWritten);
    }
    function ReadableByteStreamControllerRespondInClosedState(controller, firstDescriptor) {
      if (firstDescriptor.readerType === "none") ReadableByteStreamControllerShiftPendingPullInto(controller);
      const stream = controller.stream;
      if (ReadableStreamHasBYOBReader(stream)) {
        const filled = [];
        while (filled.length < ReadableStreamGetNumReadIntoRequests(stream)) filled[filled.length] = ReadableByteStreamControllerShiftPendingPullInto(controller);
        for (let i = 0; i < filled.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(stream, filled[i]);
      }
    }
    function ReadableByteStreamControllerRespondInReadableState(controller, bytesWritten, pullIntoDescriptor) {
      ReadableByteStreamControllerFillHeadPullIntoDescriptor(controller, bytesWritten, pullIntoDescriptor);
      if (pullIntoDescriptor.readerType === "none") {
        ReadableByteStreamControllerEnqueueDetachedPullIntoToQueue(controller, pullIntoDescriptor);
        const filled = ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller);
        for (let i = 0; i < filled.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(controller.stream, filled[i]);
        return;
      }
      if (pullIntoDescriptor.bytesFilled < pullIntoDescriptor.minimumFill) return;
      ReadableByteStreamControllerShiftPendingPullInto(controller);
      const remainderSize = pullIntoDescriptor.bytesFilled % pullIntoDescriptor.elementSize;
      if (remainderSize > 0) {
        const end = pullIntoDescriptor.byteOffset + pullIntoDescriptor.bytesFilled;
        ReadableByteStreamControllerEnqueueClonedChunkToQueue(controller, pullIntoDescriptor.buffer, end - remainderSize, remainderSize);
      }
      pullIntoDescriptor.bytesFilled -= remainderSize;
      const filled = ReadableByteStreamControllerProcessPullIntoDescriptorsUsingQueue(controller);
      ReadableByteStreamControllerCommitPullIntoDescriptor(controller.stream, pullIntoDescriptor);
      for (let i = 0; i < filled.length; i++) ReadableByteStreamControllerCommitPullIntoDescriptor(controller.stream, filled[i]);
    }
    function ReadableByteStreamControllerRespondInternal(controller, bytesWritten) {
      const firstDescriptor = controller.pendingPullIntos[0];
      ReadableByteStreamControllerInvalidateBYOBRequest(controller);
      if (controller.stream.state === "closed") ReadableByteStreamControllerRespondInClosedState(controller, firstDescriptor);
      else ReadableByteStreamControllerRespondInReadableState(controller, bytesWritten, firstDescriptor);
      ReadableByteStreamControllerCallPullIfNeeded(controller);
    }
    function ReadableByteStreamControllerRespondWithNewView(controller, view) {
      const firstDescriptor = controller.pendingPullIntos[0];
      const info = viewInfo(view);
      const state = controller.stream.state;
      if (state === "closed") {
        if (info.byteLength !== 0) throw new TypeError("The view's length must be 0 when calling respondWithNewView() on a closed stream");
      } else if (info.byteLength === 0) {
        throw new TypeError("The view's length must be greater than 0 when calling respondWithNewView() on a readable stream");
      }
      if (firstDescriptor.byteOffset + firstDescriptor.bytesFilled !== info.byteOffset) throw new RangeError("The region specified by view does not match byobRequest");
      if (firstDescriptor.bufferByteLength !== ArrayBufferPrototypeGetByteLength(info.buffer)) throw new RangeError("The buffer of view has different capacity than byobRequest");
      if (firstDescriptor.bytesFilled + info.byteLength > firstDescriptor.byteLength) throw new RangeError("The region specified by view is larger than byobRequest");
      const viewByteLength = info.byteLength;
      firstDescriptor.buffer = TransferArrayBuffer(info.buffer);
      ReadableByteStreamControllerRespondInternal(controller, viewByteLength);
    }
    function ReadableByteStreamControllerShiftPendingPullInto(controller) {
      const descriptor = controller.pendingPullIntos[0];
      arrayRemoveAt(controller.pendingPullIntos, 0);
      return descriptor;
    }
    function ReadableByteStreamControllerCommitPullIntoDescriptor(stream, pullIntoDescriptor) {
      let done = false;
      if (stream.state === "closed") done = true;
      const filledView = ReadableByteStreamControllerConvertPullIntoDescriptor(pullIntoDescriptor);
      if (pullIntoDescriptor.readerType === "default") ReadableStreamFulfillReadRequest(stream, filledView, done);
      else ReadableStreamFulfillReadIntoRequest(stream, filledView, done);
    }
    function ReadableByteStreamControllerConvertPullIntoDescriptor(pullIntoDescriptor) {
      const buffer = TransferArrayBuffer(pullIntoDescriptor.buffer);
      return construct(pullIntoDescriptor.viewConstructor, buffer, pullIntoDescriptor.byteOffset, pullIntoDescriptor.bytesFilled / pullIntoDescriptor.elementSize);
    }
    // [[CancelSteps]], [[PullSteps]], [[ReleaseSteps]] of a byte controller.
    function ReadableByteStreamControllerCancelSteps(controller, reason) {
      ReadableByteStreamControllerClearPendingPullIntos(controller);
      ResetQueue(controller);
      const result = controller.cancelAlgorithm(reason);
      ReadableByteStreamControllerClearAlgorithms(controller);
      return result;
    }
    function ReadableByteStreamControllerPullSteps(controller, readRequest) {
      const stream = controller.stream;
      if (controller.queueTotalSize > 0) {
        ReadableByteStreamControllerFillReadRequestFromQueue(controller, readRequest);
        return;
      }
      const autoAllocateChunkSize = controller.autoAllocateChunkSize;
      if (autoAllocateChunkSize !== undefined) {
        let buffer;
        try {
          buffer = new ArrayBuffer(autoAllocateChunkSize);
        } catch (e) {
          readRequest.errorSteps(e);
          return;
        }
        controller.pendingPullIntos[controller.pendingPullIntos.length] = {
          __proto__: null, buffer, bufferByteLength: autoAllocateChunkSize, byteOffset: 0, byteLength: autoAllocateChunkSize, bytesFilled: 0,
          minimumFill: 1, elementSize: 1, viewConstructor: Uint8Array, readerType: "default",
        };
      }
      ReadableStreamAddReadRequest(stream, readRequest);
      ReadableByteStreamControllerCallPullIfNeeded(controller);
    }
    function ReadableByteStreamControllerReleaseSteps(controller) {
      if (controller.pendingPullIntos.length > 0) {
        const first = controller.pendingPullIntos[0];
        first.readerType = "none";
        controller.pendingPullIntos = [first];
      }
    }
    function ReadableStreamAddReadIntoRequest(stream, readIntoRequest) {
      const list = stream.reader.readIntoRequests;
      list[list.length] = readIntoRequest;
    }
    function ReadableStreamFulfillReadIntoRequest(stream, chunk, done) {
      const reader = stream.reader;
      const readIntoRequest = reader.readIntoRequests[0];
      arrayRemoveAt(reader.readIntoRequests, 0);
      if (done) readIntoRequest.closeSteps(chunk);
      else readIntoRequest.chunkSteps(chunk);
    }
    function AcquireReadableStreamBYOBReader(stream) {
      const reader = { __proto__: null, object: ObjectCreate(ReadableStreamBYOBReader.prototype), byob: true };
      readers.set(reader.object, reader);
      SetUpReadableStreamBYOBReader(reader, stream);
      return reader;
    }
    function SetUpReadableStreamBYOBReader(reader, stream) {
      if (IsReadableStreamLocked(stream)) throw new TypeError("ReadableStream is locked.");
      if (stream.controller.bytes !== true) throw new TypeError("Cannot construct a ReadableStreamBYOBReader for a stream not constructed with a byte source");
      ReadableStreamReaderGenericInitialize(reader, stream);
      reader.readIntoRequests = [];
    }
    function ReadableStreamBYOBReaderErrorReadIntoRequests(reader, e) {
      const list = reader.readIntoRequests;
      reader.readIntoRequests = [];
      for (let i = 0; i < list.length; i++) list[i].errorSteps(e);
    }
    function ReadableStreamBYOBReaderRelease(reader) {
      ReadableStreamReaderGenericRelease(reader);
      ReadableStreamBYOBReaderErrorReadIntoRequests(reader, new TypeError("The reader's lock was released."));
    }
    // https://streams.spec.whatwg.org/#readable-stream-byob-reader-read
    function ReadableStreamBYOBReaderRead(reader, view, min, readIntoRequest) {
      const stream = reader.stream;
      stream.disturbed = true;
      if (stream.state === "errored") readIntoRequest.errorSteps(stream.storedError);
      else ReadableByteStreamControllerPullInto(stream.controller, view, min, readIntoRequest);
    }
    // https://streams.spec.whatwg.org/#byob-reader-class
    class ReadableStreamBYOBReader {
      constructor(stream) {
        const record = streams.get(stream);
        if (record === undefined) throw new TypeError("Failed to construct 'ReadableStreamBYOBReader': parameter 1 is not of type 'ReadableStream'.");
        const reader = { __proto__: null, object: this, byob: true };
        SetUpReadableStreamBYOBReader(reader, record);
        readers.set(this, reader);
      }
      get closed() {
        const reader = readers.get(this);
        return reader === undefined || !reader.byob ? rejected(new TypeError("Illegal invocation")) : reader.closedPromise.promise;
      }
      cancel(reason = undefined) {
        const reader = readers.get(this);
        if (reader === undefined || !reader.byob) return rejected(new TypeError("Illegal invocation"));
        if (reader.stream === undefined) return rejected(new TypeError("The reader has no stream."));
        return ReadableStreamCancel(reader.stream, reason);
      }
      read(view, options = undefined) {
        const reader = readers.get(this);
        if (reader === undefined || !reader.byob) return rejected(new TypeError("Illegal invocation"));
        if (!ArrayBufferIsView(view)) return rejected(new TypeError("Failed to execute 'read' on 'ReadableStreamBYOBReader': parameter 1 is not of type 'ArrayBufferView'."));
        let min;
        try {
          const dict = dictionary(options, "ReadableStreamBYOBReader");
          min = dict.min === undefined ? 1 : lib.primordials.Number(dict.min);
          if (!(min >= 0 && min <= 9007199254740991) || min !== min) throw new TypeError("min is out of range");
          min = primordials.MathTrunc(min);
        } catch (error) {
          return rejected(error);
        }
        const info = viewInfo(view);
        // 1–2. An empty view, or one over an empty buffer, is a TypeError. 3. A detached buffer is a TypeError.
        if (info.byteLength === 0) return rejected(new TypeError("view must have non-zero byteLength"));
        if (ArrayBufferPrototypeGetByteLength(info.buffer) === 0) return rejected(new TypeError("view's buffer must have non-zero byteLength"));
        if (isDetached(info.buffer)) return rejected(new TypeError("view's buffer has been detached"));
        // 4–5. min of 0 is a TypeError; more than the view holds is a RangeError.
        if (min === 0) return rejected(new TypeError("options.min must be greater than 0"));
        const length = info.ctor === DataView ? info.byteLength : info.byteLength / info.elementSize;
        if (min > length) return rejected(new RangeError("options.min must be less than or equal to the view's length"));
        if (reader.stream === undefined) return rejected(new TypeError("The reader has no stream."));
        const promise = newPromise();
        ReadableStreamBYOBReaderRead(reader, view, min, {
          __proto__: null,
          chunkSteps: (chunk) => promise.resolve(iterResult(chunk, false)),
          closeSteps: (chunk) => promise.resolve(iterResult(chunk, true)),
          errorSteps: (e) => promise.reject(e),
        });
        return promise.promise;
      }
      releaseLock() {
        const reader = slotOf(readers, this, "ReadableStreamBYOBReader");
        if (reader.stream === undefined) return;
        ReadableStreamBYOBReaderRelease(reader);
      }
    }
    // https://streams.spec.whatwg.org/#rbs-controller-class
    class ReadableByteStreamController {
      constructor() {
        if (!makingController) illegal();
        makingController = false;
      }
      get byobRequest() { return ReadableByteStreamControllerGetBYOBRequest(byteControllerOf(this)); }
      get desiredSize() { return ReadableByteStreamControllerGetDesiredSize(byteControllerOf(this)); }
      close() {
        const controller = byteControllerOf(this);
        if (controller.closeRequested) throw new TypeError("The stream has already been closed; do not close it again!");
        if (controller.stream.state !== "readable") throw new TypeError("The stream is not in the readable state and cannot be closed");
        ReadableByteStreamControllerClose(controller);
      }
      enqueue(chunk) {
        const controller = byteControllerOf(this);
        if (!ArrayBufferIsView(chunk)) throw new TypeError("Failed to execute 'enqueue' on 'ReadableByteStreamController': parameter 1 is not of type 'ArrayBufferView'.");
        const info = viewInfo(chunk);
        if (info.byteLength === 0) throw new TypeError("chunk must have non-zero byteLength");
        if (ArrayBufferPrototypeGetByteLength(info.buffer) === 0) throw new TypeError("chunk's buffer must have non-zero byteLength");
        if (controller.closeRequested) throw new TypeError("stream is closed or draining");
        if (controller.stream.state !== "readable") throw new TypeError("The stream is not in the readable state and cannot be enqueued to");
        ReadableByteStreamControllerEnqueue(controller, chunk);
      }
      error(e = undefined) { ReadableByteStreamControllerError(byteControllerOf(this), e); }
    }
    const byteControllerOf = (value) => {
      const controller = controllers.get(value);
      if (controller === undefined || controller.bytes !== true) throw new TypeError("Illegal invocation: not a ReadableByteStreamController");
      return controller;
    };
    // https://streams.spec.whatwg.org/#rs-byob-request-class
    class ReadableStreamBYOBRequest {
      constructor() {
        if (!makingRequest) illegal();
        makingRequest = false;
      }
      get view() { return slotOf(byobRequests, this, "ReadableStreamBYOBRequest").view; }
      respond(bytesWritten) {
        const request = slotOf(byobRequests, this, "ReadableStreamBYOBRequest");
        bytesWritten = lib.primordials.Number(bytesWritten);
        if (!(bytesWritten >= 0 && bytesWritten <= 9007199254740991)) throw new TypeError("bytesWritten is out of range");
        bytesWritten = primordials.MathTrunc(bytesWritten);
        if (request.controller === undefined) throw new TypeError("This BYOB request has been invalidated");
        if (isDetached(TypedArrayPrototypeGetBuffer(request.view))) throw new TypeError("The BYOB request's buffer has been detached and so cannot be used as a response");
        ReadableByteStreamControllerRespond(request.controller, bytesWritten);
      }
      respondWithNewView(view) {
        const request = slotOf(byobRequests, this, "ReadableStreamBYOBRequest");
        if (!ArrayBufferIsView(view)) throw new TypeError("Failed to execute 'respondWithNewView': parameter 1 is not of type 'ArrayBufferView'.");
        if (request.controller === undefined) throw new TypeError("This BYOB request has been invalidated");
        if (isDetached(viewInfo(view).buffer)) throw new TypeError("The given view's buffer has been detached and so cannot be used as a response");
        ReadableByteStreamControllerRespondWithNewView(request.controller, view);
      }
    }
    void ObjectGetPrototypeOf;

    // https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamtee
    function ReadableByteStreamTee(stream) {
      // 3. Let reader be ? AcquireReadableStreamDefaultReader(stream).
      let reader = AcquireReadableStreamDefaultReader(stream);
      // 4–12. The state shared by both branches.
      let reading = false, readAgainForBranch1 = false, readAgainForBranch2 = false, canceled1 = false, canceled2 = false;
      let reason1, reason2, branch1, branch2;
      const cancelPromise = newPromise();
      // https://streams.spec.whatwg.org/#abstract-opdef-cloneasuint8array
      const CloneAsUint8Array = (view) => {
        const info = viewInfo(view);
        return new Uint8Array(ArrayBufferPrototypeSlice(info.buffer, info.byteOffset, info.byteOffset + info.byteLength));
      };
      const cloneFailed = (e) => {
        ReadableByteStreamControllerError(branch1.controller, e);
        ReadableByteStreamControllerError(branch2.controller, e);
        cancelPromise.resolve(ReadableStreamCancel(stream, e));
      };
      const pullAgain = () => {
        if (readAgainForBranch1) pull1Algorithm();
        else if (readAgainForBranch2) pull2Algorithm();
      };
      // 13. forwardReaderError(thisReader): error both branches when the current reader errors.
      const forwardReaderError = (thisReader) => {
        then(thisReader.closedPromise.promise, undefined, (r) => {
          if (thisReader !== reader) return;
          ReadableByteStreamControllerError(branch1.controller, r);
          ReadableByteStreamControllerError(branch2.controller, r);
          if (!canceled1 || !canceled2) cancelPromise.resolve(undefined);
        });
      };
      // 14. pullWithDefaultReader.
      const pullWithDefaultReader = () => {
        if (reader.byob === true) {
          ReadableStreamBYOBReaderRelease(reader);
          reader = AcquireReadableStreamDefaultReader(stream);
          forwardReaderError(reader);
        }
        ReadableStreamDefaultReaderRead(reader, {
          __proto__: null,
          chunkSteps: (chunk) => queueMicrotask(() => {
            readAgainForBranch1 = false;
            readAgainForBranch2 = false;
            const chunk1 = chunk;
            let chunk2 = chunk;
            if (!canceled1 && !canceled2) {
              try {
                chunk2 = CloneAsUint8Array(chunk);
              } catch (e) {
                cloneFailed(e);
                return;
              }
            }
            if (!canceled1) ReadableByteStreamControllerEnqueue(branch1.controller, chunk1);
            if (!canceled2) ReadableByteStreamControllerEnqueue(branch2.controller, chunk2);
            reading = false;
            pullAgain();
          }),
          closeSteps: () => {
            reading = false;
            if (!canceled1) ReadableByteStreamControllerClose(branch1.controller);
            if (!canceled2) ReadableByteStreamControllerClose(branch2.controller);
            if (branch1.controller.pendingPullIntos.length > 0) ReadableByteStreamControllerRespond(branch1.controller, 0);
            if (branch2.controller.pendingPullIntos.length > 0) ReadableByteStreamControllerRespond(branch2.controller, 0);
            if (!canceled1 || !canceled2) cancelPromise.resolve(undefined);
          },
          errorSteps: () => { reading = false; },
        });
      };
      // 15. pullWithBYOBReader(view, forBranch2).
      const pullWithBYOBReader = (view, forBranch2) => {
        if (reader.byob !== true) {
          ReadableStreamDefaultReaderRelease(reader);
          reader = AcquireReadableStreamBYOBReader(stream);
          forwardReaderError(reader);
        }
        const byobBranch = forBranch2 ? branch2 : branch1;
        const otherBranch = forBranch2 ? branch1 : branch2;
        ReadableStreamBYOBReaderRead(reader, view, 1, {
          __proto__: null,
          chunkSteps: (chunk) => queueMicrotask(() => {
            readAgainForBranch1 = false;
            readAgainForBranch2 = false;
            const byobCanceled = forBranch2 ? canceled2 : canceled1;
            const otherCanceled = forBranch2 ? canceled1 : canceled2;
            if (!otherCanceled) {
              let clone;
              try {
                clone = CloneAsUint8Array(chunk);
              } catch (e) {
                cloneFailed(e);
                return;
              }
              if (!byobCanceled) ReadableByteStreamControllerRespondWithNewView(byobBranch.controller, chunk);
              ReadableByteStreamControllerEnqueue(otherBranch.controller, clone);
            } else if (!byobCanceled) {
              ReadableByteStreamControllerRespondWithNewView(byobBranch.controller, chunk);
            }
            reading = false;
            pullAgain();
          }),
          closeSteps: (chunk) => {
            reading = false;
            const byobCanceled = forBranch2 ? canceled2 : canceled1;
            const otherCanceled = forBranch2 ? canceled1 : canceled2;
            if (!byobCanceled) ReadableByteStreamControllerClose(byobBranch.controller);
            if (!otherCanceled) ReadableByteStreamControllerClose(otherBranch.controller);
            if (chunk !== undefined) {
              if (!byobCanceled) ReadableByteStreamControllerRespondWithNewView(byobBranch.controller, chunk);
              if (!otherCanceled && otherBranch.controller.pendingPullIntos.length > 0) ReadableByteStreamControllerRespond(otherBranch.controller, 0);
            }
            if (!byobCanceled || !otherCanceled) cancelPromise.resolve(undefined);
          },
          errorSteps: () => { reading = false; },
        });
      };
      // 16–17. pull1Algorithm and pull2Algorithm: a BYOB request pulls into its view, else a default read.
      const pullFor = (forBranch2) => {
        if (reading) {
          if (forBranch2) readAgainForBranch2 = true;
          else readAgainForBranch1 = true;
          return resolved(undefined);
        }
        reading = true;
        const controller = (forBranch2 ? branch2 : branch1).controller;
        ReadableByteStreamControllerGetBYOBRequest(controller);
        if (controller.byobRequest === null) pullWithDefaultReader();
        else pullWithBYOBReader(controller.byobRequest.view, forBranch2);
        return resolved(undefined);
      };
      const pull1Algorithm = () => pullFor(false);
      const pull2Algorithm = () => pullFor(true);
      // 18–19. The cancel algorithms: once both branches are canceled, cancel stream.
      const cancelBoth = () => cancelPromise.resolve(ReadableStreamCancel(stream, [reason1, reason2]));
      const cancel1Algorithm = (reason) => {
        canceled1 = true;
        reason1 = reason;
        if (canceled2) cancelBoth();
        return cancelPromise.promise;
      };
      const cancel2Algorithm = (reason) => {
        canceled2 = true;
        reason2 = reason;
        if (canceled1) cancelBoth();
        return cancelPromise.promise;
      };
      // 20–22. The branches, byte streams. 23. Forward the reader's errors.
      branch1 = CreateReadableByteStream(noop, pull1Algorithm, cancel1Algorithm);
      branch2 = CreateReadableByteStream(noop, pull2Algorithm, cancel2Algorithm);
      forwardReaderError(reader);
      return [branch1, branch2];
    }
    // https://streams.spec.whatwg.org/#abstract-opdef-createreadablebytestream
    function CreateReadableByteStream(startAlgorithm, pullAlgorithm, cancelAlgorithm) {
      const stream = InitializeReadableStream(ObjectCreate(ReadableStream.prototype));
      const controller = newByteController();
      SetUpReadableByteStreamController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm, 0, undefined);
      return stream;
    }
    // https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaulttee
    function ReadableStreamDefaultTee(stream) {
      // 3. Let reader be ? AcquireReadableStreamDefaultReader(stream).
      const reader = AcquireReadableStreamDefaultReader(stream);
      // 4–11. reading, readAgain, canceled1, canceled2 false; reason1, reason2, branch1, branch2; cancelPromise.
      let reading = false, readAgain = false, canceled1 = false, canceled2 = false;
      let reason1, reason2, branch1, branch2;
      const cancelPromise = newPromise();
      // 12. Let pullAlgorithm be the following steps:
      const pullAlgorithm = () => {
        // 12.1. If reading is true, set readAgain to true and return a promise resolved with undefined.
        if (reading) {
          readAgain = true;
          return resolved(undefined);
        }
        // 12.2. Set reading to true.
        reading = true;
        // 12.3. Let readRequest be a read request with the following items:
        const readRequest = {
          __proto__: null,
          // chunk steps: queue a microtask to enqueue chunk into both branches.
          chunkSteps: (chunk) => queueMicrotask(() => {
            readAgain = false;
            if (!canceled1) ReadableStreamDefaultControllerEnqueue(branch1.controller, chunk);
            if (!canceled2) ReadableStreamDefaultControllerEnqueue(branch2.controller, chunk);
            reading = false;
            if (readAgain) pullAlgorithm();
          }),
          // close steps: close both branches; resolve cancelPromise unless both were canceled.
          closeSteps: () => {
            reading = false;
            if (!canceled1) ReadableStreamDefaultControllerClose(branch1.controller);
            if (!canceled2) ReadableStreamDefaultControllerClose(branch2.controller);
            if (!canceled1 || !canceled2) cancelPromise.resolve(undefined);
          },
          // error steps: set reading to false.
          errorSteps: () => { reading = false; },
        };
        // 12.4. Perform ! ReadableStreamDefaultReaderRead(reader, readRequest). 12.5. Resolved with undefined.
        ReadableStreamDefaultReaderRead(reader, readRequest);
        return resolved(undefined);
      };
      // 13–14. cancel1Algorithm and cancel2Algorithm: once both are canceled, cancel stream with both reasons.
      const cancelBoth = () => {
        const compositeReason = [reason1, reason2];
        cancelPromise.resolve(ReadableStreamCancel(stream, compositeReason));
      };
      const cancel1Algorithm = (reason) => {
        canceled1 = true;
        reason1 = reason;
        if (canceled2) cancelBoth();
        return cancelPromise.promise;
      };
      const cancel2Algorithm = (reason) => {
        canceled2 = true;
        reason2 = reason;
        if (canceled1) cancelBoth();
        return cancelPromise.promise;
      };
      // 15. Let startAlgorithm be an algorithm that returns undefined. 16–17. The branches.
      const startAlgorithm = noop;
      branch1 = CreateReadableStream(startAlgorithm, pullAlgorithm, cancel1Algorithm);
      branch2 = CreateReadableStream(startAlgorithm, pullAlgorithm, cancel2Algorithm);
      // 18. Upon rejection of reader.[[closedPromise]] with r: error both branches.
      then(reader.closedPromise.promise, undefined, (r) => {
        ReadableStreamDefaultControllerError(branch1.controller, r);
        ReadableStreamDefaultControllerError(branch2.controller, r);
        if (!canceled1 || !canceled2) cancelPromise.resolve(undefined);
      });
      // 19. Return « branch1, branch2 ».
      return [branch1, branch2];
    }

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
        return then(writer.readyPromise.promise, () => new Promise((resolve, reject) => {
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
        }));
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
    const readableStreamOps = {
      __proto__: null, streams, CreateReadableStream, AcquireReadableStreamDefaultReader, ReadableStreamDefaultReaderRead,
      ReadableStreamDefaultReaderRelease, ReadableStreamCancel, IsReadableStreamLocked, ReadableStreamDefaultControllerClose,
      ReadableStreamDefaultControllerEnqueue, ReadableStreamDefaultControllerError, ReadableStreamDefaultControllerGetDesiredSize,
      ReadableStreamDefaultControllerHasBackpressure, ReadableStreamDefaultControllerCanCloseOrEnqueue,
    };
    return {
      __proto__: null, ReadableStream, ReadableStreamDefaultReader, ReadableStreamDefaultController, ReadableStreamBYOBReader,
      ReadableByteStreamController, ReadableStreamBYOBRequest, readableStreamOps,
    };
  });
});
