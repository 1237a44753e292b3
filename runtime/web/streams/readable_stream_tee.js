// Teeing a ReadableStream: ReadableStreamDefaultTee and ReadableByteStreamTee, the two
// branches `tee()` and Fetch's `clone()` make of one stream, made with readable_stream.js's
// operations (`lib.readableStreamTees(ops)`).
// https://streams.spec.whatwg.org/#readable-stream-tee
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function readableStreamTee(lib) {
  "use strict";
  lib.readableStreamTees = (ops) => {
    const { ArrayBufferPrototypeSlice, Uint8Array } = lib.primordials;
    const { newPromise, resolved, then, queueMicrotask, noop } = lib.streamHelpers;
    const {
      AcquireReadableStreamDefaultReader, ReadableStreamCancel, ReadableStreamDefaultReaderRead, ReadableStreamDefaultReaderRelease, ReadableStreamDefaultControllerError, ReadableStreamDefaultControllerEnqueue, ReadableStreamDefaultControllerClose, CreateReadableStream, CreateReadableByteStream, ReadableByteStreamControllerError, ReadableByteStreamControllerClose, ReadableByteStreamControllerRespondWithNewView, ReadableByteStreamControllerRespond, ReadableByteStreamControllerEnqueue, ReadableByteStreamControllerGetBYOBRequest, ReadableStreamBYOBReaderRelease, ReadableStreamBYOBReaderRead, AcquireReadableStreamBYOBReader, viewInfo, streams,
    } = ops;

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
    // https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaulttee
    // (cloneForBranch2: branch 2 gets a structured clone of each chunk, as Fetch's clone()
    // asks.)
    function ReadableStreamDefaultTee(stream, cloneForBranch2 = false) {
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
            // 2–3. chunk1 and chunk2 are chunk; if canceled2 is false and cloneForBranch2
            //      is true, chunk2 is StructuredClone(chunk2) (an abrupt completion errors
            //      both branches and cancels stream with it).
            let chunk2 = chunk;
            if (!canceled2 && cloneForBranch2) {
              try {
                chunk2 = lib.natives.structuredClone(chunk, undefined);
              } catch (error) {
                ReadableStreamDefaultControllerError(branch1.controller, error);
                ReadableStreamDefaultControllerError(branch2.controller, error);
                cancelPromise.resolve(ReadableStreamCancel(stream, error));
                return;
              }
            }
            if (!canceled1) ReadableStreamDefaultControllerEnqueue(branch1.controller, chunk);
            if (!canceled2) ReadableStreamDefaultControllerEnqueue(branch2.controller, chunk2);
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

    return { __proto__: null, ReadableByteStreamTee, ReadableStreamDefaultTee };
  };
});
