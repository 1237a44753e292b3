// Transferable streams: ReadableStream, WritableStream and TransformStream in a
// postMessage's transfer list (or structuredClone's), each carried as a MessagePort over
// which a cross-realm transform stream relays chunks, back-pressure, closing and errors.
// https://streams.spec.whatwg.org/#transferrable-streams
// https://streams.spec.whatwg.org/#cross-realm-transform
//
// The transfer steps and transfer-receiving steps are registered with
// messaging/serializable_objects.js (`lib.transferableInterface`) when the realm boots;
// the streams' own modules are made only when a stream is transferred. A cross-realm
// transform's port is never given to a page: its message and messageerror handlers are
// steps the port's message events run instead of dispatching (`lib.portSteps`, read by
// messaging/message_event.js), which no page can observe or replace.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function transferableStreams(lib) {
  "use strict";
  const { internalSlots } = lib;
  // A port's message steps, { message(data), messageError() }.
  const portSteps = (lib.portSteps = internalSlots("streams.crossRealmPort"));
  const readables = internalSlots("streams.readable");
  const writables = internalSlots("streams.writable");
  const transforms = internalSlots("streams.transform");
  // The steps, made on first use (`lib.lazily`): when this realm first transfers a stream
  // or receives one.
  lib.lazily({ shared: ["streamTransfer"] }, () => {
    const { natives } = lib;
    const { ObjectCreate, createDataProperty } = lib.primordials;
    const dataCloneError = () => new lib.DOMException("The message could not be deserialized.", "DataCloneError");
    // Two new entangled ports of the current realm.
    const newChannel = () => {
      const port1 = lib.makePort();
      const port2 = lib.makePort();
      natives.portPair(port1, port2);
      return [port1, port2];
    };
    // https://html.spec.whatwg.org/multipage/web-messaging.html#disentangle (the port
    // closed: it sends and receives no more).
    const disentangle = (port) => natives.portClose(port);

    // https://streams.spec.whatwg.org/#abstract-opdef-packandpostmessage
    function PackAndPostMessage(port, type, value) {
      // 1. Let message be OrdinaryObjectCreate(null). 2–3. Its type and value.
      const message = ObjectCreate(null);
      createDataProperty(message, "type", type);
      createDataProperty(message, "value", value);
      // 4–6. Post it to the entangled port, with an empty transfer list (a port that is no
      //      longer entangled drops it; a value that cannot be cloned throws here).
      natives.portPost(port, message, []);
    }
    // https://streams.spec.whatwg.org/#abstract-opdef-packandpostmessagehandlingerror:
    // the exception (if any) after sending it as an error to the other side.
    function PackAndPostMessageHandlingError(port, type, value) {
      try {
        PackAndPostMessage(port, type, value);
        return undefined;
      } catch (error) {
        CrossRealmTransformSendError(port, error);
        return { __proto__: null, error };
      }
    }
    // https://streams.spec.whatwg.org/#abstract-opdef-crossrealmtransformsenderror
    function CrossRealmTransformSendError(port, error) {
      try {
        PackAndPostMessage(port, "error", error);
      } catch {
        // (Its result is discarded.)
      }
    }

    // https://streams.spec.whatwg.org/#abstract-opdef-setupcrossrealmtransformreadable:
    // a new ReadableStream of the current realm fed by `port` (made of `object` if given).
    function SetUpCrossRealmTransformReadable(port, object = undefined) {
      const R = lib.readableStreamOps;
      const { resolved, rejected } = lib.streamHelpers;
      let stream;
      // 3. The message handler. 4. The messageerror handler.
      portSteps.set(port, {
        __proto__: null,
        message(data) {
          // 1–5. data, its type and value.
          const type = data?.type, value = data?.value;
          const controller = stream.controller;
          // 6. "chunk": enqueue. 7. "close": close and disentangle. 8. "error": error and disentangle.
          if (type === "chunk") {
            if (R.ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) R.ReadableStreamDefaultControllerEnqueue(controller, value);
          } else if (type === "close") {
            if (R.ReadableStreamDefaultControllerCanCloseOrEnqueue(controller)) R.ReadableStreamDefaultControllerClose(controller);
            disentangle(port);
          } else if (type === "error") {
            R.ReadableStreamDefaultControllerError(controller, value);
            disentangle(port);
          }
        },
        messageError() {
          // 1. Let error be a new "DataCloneError" DOMException. 2. Send it. 3. Error the
          //    controller. 4. Disentangle port.
          const error = dataCloneError();
          CrossRealmTransformSendError(port, error);
          R.ReadableStreamDefaultControllerError(stream.controller, error);
          disentangle(port);
        },
      });
      // 5. Enable port's port message queue.
      natives.portStart(port);
      // 6–9. The algorithms: start does nothing; pull asks the other side for a chunk;
      //      cancel sends the reason as an error; every chunk has size 1.
      const pullAlgorithm = () => {
        PackAndPostMessage(port, "pull", undefined);
        return resolved(undefined);
      };
      const cancelAlgorithm = (reason) => {
        const result = PackAndPostMessageHandlingError(port, "error", reason);
        disentangle(port);
        return result === undefined ? resolved(undefined) : rejected(result.error);
      };
      // 10. SetUpReadableStreamDefaultController(…, 0, sizeAlgorithm).
      stream = R.CreateReadableStream(() => undefined, pullAlgorithm, cancelAlgorithm, 0, () => 1, object);
      return stream;
    }

    // https://streams.spec.whatwg.org/#abstract-opdef-setupcrossrealmtransformwritable: a
    // new WritableStream of the current realm that sends to `port` (made of `object` if
    // given).
    function SetUpCrossRealmTransformWritable(port, object = undefined) {
      const W = lib.writableStreamOps;
      const { newPromise, resolved, rejected, then } = lib.streamHelpers;
      let stream;
      // 3. Let backpressurePromise be a new promise.
      let backpressurePromise = newPromise();
      const relieve = () => {
        if (backpressurePromise !== undefined) {
          backpressurePromise.resolve(undefined);
          backpressurePromise = undefined;
        }
      };
      // 4. The message handler: "pull" relieves back-pressure; "error" errors the stream.
      portSteps.set(port, {
        __proto__: null,
        message(data) {
          const type = data?.type, value = data?.value;
          if (type === "pull") {
            relieve();
          } else if (type === "error") {
            W.WritableStreamDefaultControllerErrorIfNeeded(stream.controller, value);
            relieve();
          }
        },
        // 5. The messageerror handler.
        messageError() {
          const error = dataCloneError();
          CrossRealmTransformSendError(port, error);
          W.WritableStreamDefaultControllerErrorIfNeeded(stream.controller, error);
          disentangle(port);
        },
      });
      // 6. Enable port's port message queue.
      natives.portStart(port);
      // 8. writeAlgorithm: once the other side has asked (or at once the first time), send
      //    the chunk.
      const writeAlgorithm = (chunk) => {
        if (backpressurePromise === undefined) {
          backpressurePromise = newPromise();
          backpressurePromise.resolve(undefined);
        }
        return then(backpressurePromise.promise, () => {
          backpressurePromise = newPromise();
          const result = PackAndPostMessageHandlingError(port, "chunk", chunk);
          if (result !== undefined) {
            disentangle(port);
            return rejected(result.error);
          }
          return resolved(undefined);
        });
      };
      // 9. closeAlgorithm. 10. abortAlgorithm.
      const closeAlgorithm = () => {
        PackAndPostMessage(port, "close", undefined);
        disentangle(port);
        return resolved(undefined);
      };
      const abortAlgorithm = (reason) => {
        const result = PackAndPostMessageHandlingError(port, "error", reason);
        disentangle(port);
        return result === undefined ? resolved(undefined) : rejected(result.error);
      };
      // 11–12. SetUpWritableStreamDefaultController(…, 1, sizeAlgorithm).
      stream = W.CreateWritableStream(() => undefined, writeAlgorithm, closeAlgorithm, abortAlgorithm, 1, () => 1, object);
      return stream;
    }

    const lockedError = (name) => new lib.DOMException(`A locked ${name} cannot be transferred.`, "DataCloneError");

    const streamTransfer = { __proto__: null };
    // https://streams.spec.whatwg.org/#rs-transfer
    streamTransfer.ReadableStream = {
      __proto__: null,
      transfer(value) {
        const R = lib.readableStreamOps;
        const stream = readables.get(value);
        // 1. If ! IsReadableStreamLocked(value) is true, throw a "DataCloneError" DOMException.
        if (R.IsReadableStreamLocked(stream)) throw lockedError("ReadableStream");
        // 2–4. Two entangled ports. 5–6. A writable over port1.
        const ports = newChannel();
        const writable = SetUpCrossRealmTransformWritable(ports[0]);
        // 7–8. Pipe value to it (the promise marked as handled).
        lib.streamHelpers.setHandled(R.ReadableStreamPipeTo(stream, writable, false, false, false, undefined));
        // 9. dataHolder.[[port]]: port2, transferred.
        return [ports[1]];
      },
      // Transfer-receiving steps: value made a readable over the port.
      receive: (object, ports) => { SetUpCrossRealmTransformReadable(ports[0], object); },
    };

    // https://streams.spec.whatwg.org/#ws-transfer
    streamTransfer.WritableStream = {
      __proto__: null,
      transfer(value) {
        const stream = writables.get(value);
        // 1. If ! IsWritableStreamLocked(value) is true, throw a "DataCloneError" DOMException.
        if (lib.writableStreamOps.IsWritableStreamLocked(stream)) throw lockedError("WritableStream");
        // 2–4. Two entangled ports. 5–6. A readable over port1. 7–8. Pipe it to value.
        const ports = newChannel();
        const readable = SetUpCrossRealmTransformReadable(ports[0]);
        lib.streamHelpers.setHandled(lib.readableStreamOps.ReadableStreamPipeTo(readable, stream, false, false, false, undefined));
        // 9. dataHolder.[[port]]: port2, transferred.
        return [ports[1]];
      },
      receive: (object, ports) => { SetUpCrossRealmTransformWritable(ports[0], object); },
    };

    // https://streams.spec.whatwg.org/#ts-transfer: its readable and its writable, each
    // transferred as above.
    streamTransfer.TransformStream = {
      __proto__: null,
      transfer(value) {
        const transform = transforms.get(value);
        // 1–2. Its readable and writable. 3–4. Neither may be locked.
        if (lib.readableStreamOps.IsReadableStreamLocked(transform.readable)) throw lockedError("ReadableStream");
        if (lib.writableStreamOps.IsWritableStreamLocked(transform.writable)) throw lockedError("WritableStream");
        // 5–6. dataHolder.[[readable]] and [[writable]]: each one transferred.
        const readablePorts = lib.transferSteps("ReadableStream", transform.readable.object);
        const writablePorts = lib.transferSteps("WritableStream", transform.writable.object);
        return [readablePorts[0], writablePorts[0]];
      },
      receive(object, ports) {
        const readable = SetUpCrossRealmTransformReadable(ports[0]);
        const writable = SetUpCrossRealmTransformWritable(ports[1]);
        // value.[[readable]], [[writable]]; [[backpressure]], [[backpressureChangePromise]]
        // and [[controller]] undefined.
        lib.transformStreamOps.transferredTransform(object, readable, writable);
      },
    };
    return { __proto__: null, streamTransfer };
  });
  // The registrations (messaging/serializable_objects.js): instances by their internal
  // slots, the steps made with the module.
  lib.transferableInterface("ReadableStream", { __proto__: null, slot: readables, ports: 1, steps: "streamTransfer" });
  lib.transferableInterface("WritableStream", { __proto__: null, slot: writables, ports: 1, steps: "streamTransfer" });
  lib.transferableInterface("TransformStream", { __proto__: null, slot: transforms, ports: 2, steps: "streamTransfer" });
});
