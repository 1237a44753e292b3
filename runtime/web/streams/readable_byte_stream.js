// Readable byte streams: ReadableByteStreamController, ReadableStreamBYOBReader and
// ReadableStreamBYOBRequest, and their abstract operations, for readable_stream.js (which
// calls `lib.readableByteStreams(ops)` once, with what byte and default streams share,
// when its interfaces are made).
// https://streams.spec.whatwg.org/#rbs-controller-class
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran.
(function readableByteStreams(lib) {
  "use strict";
  // The view constructors (a BYOB read answers with a view of the kind it was given).
  const TYPED_ARRAYS = {
    __proto__: null, DataView, Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
    Float16Array: typeof Float16Array === "function" ? Float16Array : undefined, Float32Array, Float64Array, BigInt64Array, BigUint64Array,
  };
  lib.readableByteStreams = (ops) => {
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
    const { streams, readers, controllers, slotOf, IsReadableStreamLocked, ReadableStreamAddReadRequest, ReadableStreamCancel, ReadableStreamClose, ReadableStreamError, ReadableStreamFulfillReadRequest, ReadableStreamGetNumReadRequests, ReadableStreamReaderGenericInitialize, ReadableStreamReaderGenericRelease } = ops;
    const iterResult = ops.iterResult;
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
      ops.setMaking(true);
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
        if (!ops.making()) illegal();
        ops.setMaking(false);
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

    // https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamtee
    return {
      __proto__: null, DataView, viewInfo, construct, newByteController, SetUpReadableByteStreamController, SetUpReadableByteStreamControllerFromUnderlyingSource, ReadableByteStreamControllerClose, ReadableByteStreamControllerEnqueue, ReadableByteStreamControllerError, ReadableByteStreamControllerGetBYOBRequest, ReadableByteStreamControllerRespond, ReadableByteStreamControllerRespondWithNewView, ReadableByteStreamControllerCancelSteps, ReadableByteStreamControllerPullSteps, ReadableByteStreamControllerReleaseSteps, AcquireReadableStreamBYOBReader, ReadableStreamBYOBReaderErrorReadIntoRequests, ReadableStreamBYOBReaderRelease, ReadableStreamBYOBReaderRead, ReadableStreamBYOBReader, ReadableByteStreamController, ReadableStreamBYOBRequest,
    };
  };
});
