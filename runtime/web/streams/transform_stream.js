// Streams: TransformStream and its default controller.
// https://streams.spec.whatwg.org/#ts
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function transformStreams(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["TransformStream", "TransformStreamDefaultController"], shared: ["transformStreamOps"] }, () => {
    const { illegal, internalSlots, primordials } = lib;
    const { ObjectSetPrototypeOf, RangeError, ReflectApply, TypeError } = primordials;
    const { newPromise, resolved, rejected, then, promiseCall, callbackMember, dictionary, isObject, convertStrategy, ExtractHighWaterMark, ExtractSizeAlgorithm } = lib.streamHelpers;
    const R = lib.readableStreamOps;
    const W = lib.writableStreamOps;
    const transforms = internalSlots("streams.transform");
    const controllers = internalSlots("streams.transformController");
    const slotOf = (slot, value, what) => {
      const record = slot.get(value);
      if (record === undefined) throw new TypeError(`Illegal invocation: not a ${what}`);
      return record;
    };
    let makingController = false;

    // https://streams.spec.whatwg.org/#initialize-transform-stream
    function InitializeTransformStream(stream, startPromise, writableHighWaterMark, writableSizeAlgorithm, readableHighWaterMark, readableSizeAlgorithm) {
      // 1. Let startAlgorithm be an algorithm that returns startPromise.
      const startAlgorithm = () => startPromise.promise;
      // 2–4. The sink's write, abort and close algorithms.
      const writeAlgorithm = (chunk) => TransformStreamDefaultSinkWriteAlgorithm(stream, chunk);
      const abortAlgorithm = (reason) => TransformStreamDefaultSinkAbortAlgorithm(stream, reason);
      const closeAlgorithm = () => TransformStreamDefaultSinkCloseAlgorithm(stream);
      // 5. Set stream.[[writable]] to ! CreateWritableStream(...).
      stream.writable = W.CreateWritableStream(startAlgorithm, writeAlgorithm, closeAlgorithm, abortAlgorithm, writableHighWaterMark, writableSizeAlgorithm);
      // 6–7. The source's pull and cancel algorithms.
      const pullAlgorithm = () => TransformStreamDefaultSourcePullAlgorithm(stream);
      const cancelAlgorithm = (reason) => TransformStreamDefaultSourceCancelAlgorithm(stream, reason);
      // 8. Set stream.[[readable]] to ! CreateReadableStream(...).
      stream.readable = R.CreateReadableStream(startAlgorithm, pullAlgorithm, cancelAlgorithm, readableHighWaterMark, readableSizeAlgorithm);
      // 9–10. backpressure and backpressureChangePromise undefined. 11. SetBackpressure(stream, true). 12. No controller yet.
      stream.backpressure = undefined;
      stream.backpressureChangePromise = undefined;
      TransformStreamSetBackpressure(stream, true);
      stream.controller = undefined;
    }
    // https://streams.spec.whatwg.org/#transform-stream-error
    function TransformStreamError(stream, e) {
      R.ReadableStreamDefaultControllerError(stream.readable.controller, e);
      TransformStreamErrorWritableAndUnblockWrite(stream, e);
    }
    // https://streams.spec.whatwg.org/#transform-stream-error-writable-and-unblock-write
    function TransformStreamErrorWritableAndUnblockWrite(stream, e) {
      TransformStreamDefaultControllerClearAlgorithms(stream.controller);
      W.WritableStreamDefaultControllerErrorIfNeeded(stream.writable.controller, e);
      TransformStreamUnblockWrite(stream);
    }
    // https://streams.spec.whatwg.org/#transform-stream-set-backpressure
    function TransformStreamSetBackpressure(stream, backpressure) {
      // 2. If backpressureChangePromise is not undefined, resolve it. 3. A new one. 4. Set backpressure.
      if (stream.backpressureChangePromise !== undefined) stream.backpressureChangePromise.resolve(undefined);
      stream.backpressureChangePromise = newPromise();
      stream.backpressure = backpressure;
    }
    // https://streams.spec.whatwg.org/#transform-stream-unblock-write
    function TransformStreamUnblockWrite(stream) {
      if (stream.backpressure) TransformStreamSetBackpressure(stream, false);
    }
    // https://streams.spec.whatwg.org/#set-up-transform-stream-default-controller
    function SetUpTransformStreamDefaultController(stream, controller, transformAlgorithm, flushAlgorithm, cancelAlgorithm) {
      controller.stream = stream;
      stream.controller = controller;
      controller.transformAlgorithm = transformAlgorithm;
      controller.flushAlgorithm = flushAlgorithm;
      controller.cancelAlgorithm = cancelAlgorithm;
      controller.finishPromise = undefined;
    }
    function newController() {
      makingController = true;
      const object = new TransformStreamDefaultController();
      const controller = { __proto__: null, object };
      controllers.set(object, controller);
      return controller;
    }
    // https://streams.spec.whatwg.org/#set-up-transform-stream-default-controller-from-transformer
    function SetUpTransformStreamDefaultControllerFromTransformer(stream, transformer, transformerDict) {
      // 1. Let controller be a new TransformStreamDefaultController.
      const controller = newController();
      const { transform, flush, cancel } = transformerDict;
      // 2. transformAlgorithm: enqueue the chunk unchanged, unless transformer has a transform.
      let transformAlgorithm = (chunk) => {
        try {
          TransformStreamDefaultControllerEnqueue(controller, chunk);
          return resolved(undefined);
        } catch (error) {
          return rejected(error);
        }
      };
      if (transform !== undefined) transformAlgorithm = (chunk) => promiseCall(transform, transformer, [chunk, controller.object]);
      // 3–4. flushAlgorithm and cancelAlgorithm: resolved with undefined unless given.
      const flushAlgorithm = () => promiseCall(flush, transformer, [controller.object]);
      const cancelAlgorithm = (reason) => promiseCall(cancel, transformer, [reason]);
      // 7. Perform ! SetUpTransformStreamDefaultController(...).
      SetUpTransformStreamDefaultController(stream, controller, transformAlgorithm, flushAlgorithm, cancelAlgorithm);
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-controller-clear-algorithms
    function TransformStreamDefaultControllerClearAlgorithms(controller) {
      controller.transformAlgorithm = undefined;
      controller.flushAlgorithm = undefined;
      controller.cancelAlgorithm = undefined;
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-controller-enqueue
    function TransformStreamDefaultControllerEnqueue(controller, chunk) {
      const stream = controller.stream;
      const readableController = stream.readable.controller;
      // 3. If ! ReadableStreamDefaultControllerCanCloseOrEnqueue(readableController) is false, throw a TypeError exception.
      if (!R.ReadableStreamDefaultControllerCanCloseOrEnqueue(readableController)) throw new TypeError("The readable side cannot be enqueued to.");
      // 4–5. Enqueue; on an abrupt completion error the writable side and throw the readable's stored error.
      try {
        R.ReadableStreamDefaultControllerEnqueue(readableController, chunk);
      } catch (error) {
        TransformStreamErrorWritableAndUnblockWrite(stream, error);
        throw stream.readable.storedError;
      }
      // 6–7. If backpressure changed to true, set it.
      const backpressure = R.ReadableStreamDefaultControllerHasBackpressure(readableController);
      if (backpressure !== stream.backpressure) TransformStreamSetBackpressure(stream, true);
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-controller-perform-transform
    function TransformStreamDefaultControllerPerformTransform(controller, chunk) {
      // 1. Let transformPromise be the result of performing transformAlgorithm, passing chunk.
      const transformPromise = controller.transformAlgorithm(chunk);
      // 2. On rejection with r: error the stream and throw r.
      return then(transformPromise, undefined, (r) => {
        TransformStreamError(controller.stream, r);
        throw r;
      });
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-controller-terminate
    function TransformStreamDefaultControllerTerminate(controller) {
      const stream = controller.stream;
      // 3. Close the readable side. 4. Let error be a TypeError. 5. Error the writable side.
      R.ReadableStreamDefaultControllerClose(stream.readable.controller);
      TransformStreamErrorWritableAndUnblockWrite(stream, new TypeError("The transform stream was terminated."));
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-sink-write-algorithm
    function TransformStreamDefaultSinkWriteAlgorithm(stream, chunk) {
      const controller = stream.controller;
      // 3. If stream.[[backpressure]] is true: wait for backpressureChangePromise, then transform.
      if (stream.backpressure) {
        return then(stream.backpressureChangePromise.promise, () => {
          const writable = stream.writable;
          if (writable.state === "erroring") throw writable.storedError;
          return TransformStreamDefaultControllerPerformTransform(controller, chunk);
        });
      }
      // 4. Return ! TransformStreamDefaultControllerPerformTransform(controller, chunk).
      return TransformStreamDefaultControllerPerformTransform(controller, chunk);
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-sink-abort-algorithm
    function TransformStreamDefaultSinkAbortAlgorithm(stream, reason) {
      const controller = stream.controller;
      // 2. If controller.[[finishPromise]] is not undefined, return it.
      if (controller.finishPromise !== undefined) return controller.finishPromise.promise;
      const readable = stream.readable;
      // 4. A new finishPromise. 5. cancelPromise from the cancel algorithm. 6. Clear the algorithms.
      const finish = (controller.finishPromise = newPromise());
      const cancelPromise = controller.cancelAlgorithm(reason);
      TransformStreamDefaultControllerClearAlgorithms(controller);
      // 7. React to cancelPromise.
      then(cancelPromise, () => {
        if (readable.state === "errored") finish.reject(readable.storedError);
        else {
          R.ReadableStreamDefaultControllerError(readable.controller, reason);
          finish.resolve(undefined);
        }
      }, (r) => {
        R.ReadableStreamDefaultControllerError(readable.controller, r);
        finish.reject(r);
      });
      return finish.promise;
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-sink-close-algorithm
    function TransformStreamDefaultSinkCloseAlgorithm(stream) {
      const controller = stream.controller;
      if (controller.finishPromise !== undefined) return controller.finishPromise.promise;
      const readable = stream.readable;
      // 4. A new finishPromise. 5. flushPromise from the flush algorithm. 6. Clear the algorithms.
      const finish = (controller.finishPromise = newPromise());
      const flushPromise = controller.flushAlgorithm();
      TransformStreamDefaultControllerClearAlgorithms(controller);
      // 7. React to flushPromise: close the readable side, or error it.
      then(flushPromise, () => {
        if (readable.state === "errored") finish.reject(readable.storedError);
        else {
          R.ReadableStreamDefaultControllerClose(readable.controller);
          finish.resolve(undefined);
        }
      }, (r) => {
        R.ReadableStreamDefaultControllerError(readable.controller, r);
        finish.reject(r);
      });
      return finish.promise;
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-source-cancel
    function TransformStreamDefaultSourceCancelAlgorithm(stream, reason) {
      const controller = stream.controller;
      if (controller.finishPromise !== undefined) return controller.finishPromise.promise;
      const writable = stream.writable;
      const finish = (controller.finishPromise = newPromise());
      const cancelPromise = controller.cancelAlgorithm(reason);
      TransformStreamDefaultControllerClearAlgorithms(controller);
      // 7. React to cancelPromise: error the writable side and unblock writes.
      then(cancelPromise, () => {
        if (writable.state === "errored") finish.reject(writable.storedError);
        else {
          W.WritableStreamDefaultControllerErrorIfNeeded(writable.controller, reason);
          TransformStreamUnblockWrite(stream);
          finish.resolve(undefined);
        }
      }, (r) => {
        W.WritableStreamDefaultControllerErrorIfNeeded(writable.controller, r);
        TransformStreamUnblockWrite(stream);
        finish.reject(r);
      });
      return finish.promise;
    }
    // https://streams.spec.whatwg.org/#transform-stream-default-source-pull
    function TransformStreamDefaultSourcePullAlgorithm(stream) {
      // 2. Perform ! TransformStreamSetBackpressure(stream, false). 3. Return backpressureChangePromise.
      TransformStreamSetBackpressure(stream, false);
      return stream.backpressureChangePromise.promise;
    }

    // https://streams.spec.whatwg.org/#ts-class
    class TransformStream {
      constructor(transformer = undefined, writableStrategy = undefined, readableStrategy = undefined) {
        if (transformer !== undefined && !isObject(transformer)) {
          throw new TypeError("Failed to construct 'TransformStream': The provided value is not of type 'object'.");
        }
        // (Web IDL: the strategies are converted first.)
        const writableStrategyDict = convertStrategy(writableStrategy, "TransformStream");
        const readableStrategyDict = convertStrategy(readableStrategy, "TransformStream");
        // 1. If transformer is missing, set it to null. 2. transformerDict (members in order).
        const t = dictionary(transformer, "TransformStream");
        const transformerDict = { __proto__: null };
        transformerDict.cancel = callbackMember(t, "cancel", "TransformStream");
        transformerDict.flush = callbackMember(t, "flush", "TransformStream");
        const readableType = t.readableType;
        transformerDict.start = callbackMember(t, "start", "TransformStream");
        transformerDict.transform = callbackMember(t, "transform", "TransformStream");
        const writableType = t.writableType;
        // 3–4. A readableType or writableType is a RangeError.
        if (readableType !== undefined) throw new RangeError("Invalid readableType specified");
        if (writableType !== undefined) throw new RangeError("Invalid writableType specified");
        // 5–8. The strategies' high water marks and size algorithms.
        const readableHighWaterMark = ExtractHighWaterMark(readableStrategyDict, 0);
        const readableSizeAlgorithm = ExtractSizeAlgorithm(readableStrategyDict);
        const writableHighWaterMark = ExtractHighWaterMark(writableStrategyDict, 1);
        const writableSizeAlgorithm = ExtractSizeAlgorithm(writableStrategyDict);
        // 9. Let startPromise be a new promise. 10. InitializeTransformStream. 11. The controller.
        const startPromise = newPromise();
        const stream = { __proto__: null, object: this };
        transforms.set(this, stream);
        InitializeTransformStream(stream, startPromise, writableHighWaterMark, writableSizeAlgorithm, readableHighWaterMark, readableSizeAlgorithm);
        SetUpTransformStreamDefaultControllerFromTransformer(stream, transformer, transformerDict);
        // 12–13. Resolve startPromise with the result of start, or with undefined.
        if (transformerDict.start !== undefined) startPromise.resolve(ReflectApply(transformerDict.start, transformer, [stream.controller.object]));
        else startPromise.resolve(undefined);
      }
      get readable() { return slotOf(transforms, this, "TransformStream").readable.object; }
      get writable() { return slotOf(transforms, this, "TransformStream").writable.object; }
    }
    // https://streams.spec.whatwg.org/#ts-default-controller-class
    class TransformStreamDefaultController {
      constructor() {
        if (!makingController) illegal();
        makingController = false;
      }
      get desiredSize() {
        const controller = slotOf(controllers, this, "TransformStreamDefaultController");
        return R.ReadableStreamDefaultControllerGetDesiredSize(controller.stream.readable.controller);
      }
      enqueue(chunk = undefined) { TransformStreamDefaultControllerEnqueue(slotOf(controllers, this, "TransformStreamDefaultController"), chunk); }
      error(reason = undefined) { TransformStreamError(slotOf(controllers, this, "TransformStreamDefaultController").stream, reason); }
      terminate() { TransformStreamDefaultControllerTerminate(slotOf(controllers, this, "TransformStreamDefaultController")); }
    }
    // A TransformStream made by the platform (TextEncoderStream, TextDecoderStream): its
    // readable and writable records, from transform(chunk, enqueue) and flush(enqueue).
    function createTransform(transform, flush) {
      const stream = { __proto__: null, object: undefined };
      const startPromise = newPromise();
      InitializeTransformStream(stream, startPromise, 1, () => 1, 0, () => 1);
      const controller = newController();
      const enqueue = (chunk) => TransformStreamDefaultControllerEnqueue(controller, chunk);
      const wrap = (steps) => (arg) => {
        try {
          steps(arg);
          return resolved(undefined);
        } catch (error) {
          return rejected(error);
        }
      };
      SetUpTransformStreamDefaultController(stream, controller, wrap((chunk) => transform(chunk, enqueue)), wrap(() => flush(enqueue)), () => resolved(undefined));
      startPromise.resolve(undefined);
      return stream;
    }
    // https://streams.spec.whatwg.org/#ts-transfer, the transfer-receiving steps: a
    // TransformStream of this realm over a received readable and writable (its
    // [[backpressure]], [[backpressureChangePromise]] and [[controller]] undefined).
    const transferredTransform = (object, readable, writable) => {
      ObjectSetPrototypeOf(object, TransformStream.prototype);
      transforms.set(object, {
        __proto__: null, object, readable, writable, backpressure: undefined, backpressureChangePromise: undefined, controller: undefined,
      });
      return object;
    };
    const transformStreamOps = { __proto__: null, createTransform, transferredTransform };
    return { __proto__: null, TransformStream, TransformStreamDefaultController, transformStreamOps };
  });
});
