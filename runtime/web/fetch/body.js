// Bodies: extracting a body from a BodyInit, reading one fully, cloning one, and the Body
// mixin (body, bodyUsed, arrayBuffer, blob, bytes, formData, json, text) that Request and
// Response include.
// https://fetch.spec.whatwg.org/#bodies, https://fetch.spec.whatwg.org/#body-mixin
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. Made on first use
// (`lib.fetchBody`, which XMLHttpRequest's send() shares).
//
// A body is a record { stream, bytes, source, length, used, error }. Its stream is a
// ReadableStream record (streams/readable_stream.js); a body made of bytes (a string, a
// BufferSource, a Blob, FormData, URLSearchParams, a fetched response's body) keeps them
// in `bytes` and makes its stream — a byte stream holding them, as "set up with byte
// reading support" makes — only when the page asks for `body` or tees it. Until then,
// `used` stands for the stream being disturbed and locked (read to its end), and `error`
// for it being errored: reading such a body reacts to no promise a page could see.
(function body(lib) {
  "use strict";
  lib.lazily({ shared: ["fetchBody"] }, () => {
    const { is, natives } = lib;
    const {
      ArrayBufferIsView, ArrayBufferPrototypeGetByteLength, ArrayBufferPrototypeGetDetached, ArrayPrototypePush,
      DataViewPrototypeGetBuffer, DataViewPrototypeGetByteLength, DataViewPrototypeGetByteOffset,
      ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, Promise, PromiseReject, PromiseResolve, String,
      StringPrototypeToWellFormed, TypeError, TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetByteLength,
      TypedArrayPrototypeGetByteOffset, TypedArrayPrototypeGetSymbolToStringTag, TypedArrayPrototypeSet, Uint8Array,
    } = lib.primordials;
    const streamOps = () => lib.readableStreamOps;
    const noop = () => {};
    const resolvedUndefined = () => PromiseResolve(undefined);

    // https://fetch.spec.whatwg.org/#concept-body
    const newBody = (stream, bytes, source, length) => ({ __proto__: null, stream, bytes, source, length, used: false, error: undefined });
    // A body of bytes (a fetched response's, say): its source is the bytes.
    const bodyOfBytes = (bytes) => newBody(null, bytes, bytes, TypedArrayPrototypeGetByteLength(bytes));

    // A body whose bytes come as they arrive (a fetched response's, over the network):
    // `[body, sink]`, the sink's chunk(bytes), close() and error(reason) acting on its
    // stream while it is readable (a body cancelled or errored by an abort takes nothing
    // more); `cancel` runs when the page cancels it.
    // https://fetch.spec.whatwg.org/#concept-http-network-fetch, steps 12–13.
    function streamingBody(cancel) {
      const R = streamOps();
      const stream = R.CreateReadableByteStream(noop, resolvedUndefined, (reason) => {
        cancel(reason);
        return resolvedUndefined();
      });
      const readable = () => stream.state === "readable";
      const sink = {
        __proto__: null,
        chunk(bytes) { if (readable()) R.ReadableByteStreamControllerEnqueue(stream.controller, bytes); },
        close() { if (readable()) R.ReadableByteStreamControllerClose(stream.controller); },
        error(reason) { if (readable()) R.ReadableByteStreamControllerError(stream.controller, reason); },
      };
      return [newBody(stream, null, null, null), sink];
    }

    // An ArrayBuffer (of any realm), by its internal slots: ArrayBuffer.prototype's
    // byteLength getter throws for anything else, a SharedArrayBuffer included.
    const isArrayBuffer = (value) => {
      try { ArrayBufferPrototypeGetByteLength(value); return true; } catch { return false; }
    };
    // https://webidl.spec.whatwg.org/#dfn-get-buffer-source-copy: a copy of the bytes held
    // by an ArrayBuffer or a view (a detached buffer holds none).
    function copyOfBytes(source, what) {
      let buffer, offset, length;
      if (ArrayBufferIsView(source)) {
        const typed = TypedArrayPrototypeGetSymbolToStringTag(source) !== undefined;
        buffer = typed ? TypedArrayPrototypeGetBuffer(source) : DataViewPrototypeGetBuffer(source);
        // (BufferSource is not [AllowShared]: a view of a SharedArrayBuffer is a TypeError.)
        if (!isArrayBuffer(buffer)) throw new TypeError(`${what}: The provided ArrayBufferView value must not be shared.`);
        if (ArrayBufferPrototypeGetDetached(buffer)) return new Uint8Array(0);
        offset = typed ? TypedArrayPrototypeGetByteOffset(source) : DataViewPrototypeGetByteOffset(source);
        length = typed ? TypedArrayPrototypeGetByteLength(source) : DataViewPrototypeGetByteLength(source);
      } else {
        buffer = source;
        if (ArrayBufferPrototypeGetDetached(buffer)) return new Uint8Array(0);
        offset = 0;
        length = ArrayBufferPrototypeGetByteLength(buffer);
      }
      return new Uint8Array(new Uint8Array(buffer, offset, length));
    }
    // The bytes of `parts` (Uint8Arrays) one after the other.
    function concatenate(parts) {
      if (parts.length === 1) return parts[0];
      let length = 0;
      for (let i = 0; i < parts.length; i++) length += TypedArrayPrototypeGetByteLength(parts[i]);
      const bytes = new Uint8Array(length);
      let at = 0;
      for (let i = 0; i < parts.length; i++) {
        TypedArrayPrototypeSet(bytes, parts[i], at);
        at += TypedArrayPrototypeGetByteLength(parts[i]);
      }
      return bytes;
    }

    // Web IDL's conversion of a BodyInit (a union): a ReadableStream, Blob, BufferSource,
    // FormData or URLSearchParams as it is (a SharedArrayBuffer too: extracting it throws),
    // anything else converted to a USVString (XMLHttpRequestBodyInit: `allowStream` false,
    // a stream is then an object like any other).
    function convertBodyInit(object, allowStream = true) {
      if ((typeof object === "object" && object !== null) || typeof object === "function") {
        if (ArrayBufferIsView(object) || isArrayBuffer(object) || natives.isSharedArrayBuffer(object)) return object;
        if (allowStream && streamOps().streams.get(object) !== undefined) return object;
        const files = lib.files;
        if (is(object, files.Blob) || is(object, lib.formData.FormData) || is(object, lib.urlParams.URLSearchParams)) return object;
      }
      return StringPrototypeToWellFormed(String(object));
    }
    // https://fetch.spec.whatwg.org/#concept-bodyinit-extract, given a BodyInit (or, for
    // XMLHttpRequest, an XMLHttpRequestBodyInit: `allowStream` false, a stream is then a
    // string like any other object): [body, type or null, whether object was a string].
    // Web IDL's union conversion picks the member (ReadableStream, Blob, BufferSource,
    // FormData, URLSearchParams, or else USVString).
    function extract(object, keepalive = false, what = "Failed to execute", allowStream = true) {
      if ((typeof object === "object" && object !== null) || typeof object === "function") {
        // BufferSource: 10. Set source to a copy of the bytes held by object.
        if (ArrayBufferIsView(object) || isArrayBuffer(object)) {
          const bytes = copyOfBytes(object, what);
          return [newBody(null, bytes, bytes, TypedArrayPrototypeGetByteLength(bytes)), null, false];
        }
        if (natives.isSharedArrayBuffer(object)) throw new TypeError(`${what}: The provided ArrayBuffer value must not be shared.`);
        // ReadableStream: 2. Set stream to object. 10. If keepalive is true, then throw a
        // TypeError. If object is disturbed or locked, then throw a TypeError.
        const stream = allowStream ? streamOps().streams.get(object) : undefined;
        if (stream !== undefined) {
          if (keepalive) throw new TypeError(`${what}: A keepalive request cannot have a ReadableStream body.`);
          if (stream.disturbed || streamOps().IsReadableStreamLocked(stream)) {
            throw new TypeError(`${what}: The ReadableStream body is disturbed or locked.`);
          }
          return [newBody(stream, null, null, null), null, false];
        }
        const files = lib.files;
        // Blob: 3. Its stream. 10. Set source to object; length to its size; type to its
        // type attribute unless that is empty.
        if (is(object, files.Blob)) {
          const content = files.blobContent(object);
          const type = content[1] === "" ? null : content[1];
          return [newBody(null, content[0], object, TypedArrayPrototypeGetByteLength(content[0])), type, false];
        }
        // FormData: the multipart/form-data encoding of its entry list (as it is now),
        // and its boundary in the type.
        if (is(object, lib.formData.FormData)) {
          const encoded = lib.multipartFormData.encode(lib.formData.entries(object));
          const body = newBody(null, encoded[0], object, TypedArrayPrototypeGetByteLength(encoded[0]));
          return [body, "multipart/form-data; boundary=" + encoded[1], false];
        }
        // URLSearchParams: its application/x-www-form-urlencoded serialization.
        if (is(object, lib.urlParams.URLSearchParams)) {
          const bytes = natives.encodeUtf8(lib.urlParams.searchParamsText(object));
          return [bodyOfBytes(bytes), "application/x-www-form-urlencoded;charset=UTF-8", false];
        }
      }
      // scalar value string: its UTF-8 encoding, text/plain;charset=UTF-8.
      const bytes = natives.encodeUtf8(StringPrototypeToWellFormed(String(object)));
      return [bodyOfBytes(bytes), "text/plain;charset=UTF-8", true];
    }

    // A body's stream record, made on first use: its bytes; or, for a body read before,
    // a closed stream locked by the reader that read it; or an errored one.
    function streamOf(body) {
      if (body.stream !== null) return body.stream;
      const R = streamOps();
      if (body.used) {
        body.stream = streamOps().ReadableByteStreamOfBytes(new Uint8Array(0));
        R.AcquireReadableStreamDefaultReader(body.stream);
        body.stream.disturbed = true;
      } else {
        body.stream = streamOps().ReadableByteStreamOfBytes(body.bytes);
        if (body.error !== undefined) R.ReadableByteStreamControllerError(body.stream.controller, body.error);
      }
      return body.stream;
    }
    // https://streams.spec.whatwg.org/#is-readable-stream-disturbed and #is-readable-stream-locked
    const isDisturbed = (body) => (body.stream !== null ? body.stream.disturbed : body.used);
    const isLocked = (body) => (body.stream !== null ? streamOps().IsReadableStreamLocked(body.stream) : body.used);
    // https://fetch.spec.whatwg.org/#body-unusable
    const isUnusable = (body) => body !== null && (isDisturbed(body) || isLocked(body));
    // https://fetch.spec.whatwg.org/#concept-body-readable: its stream is readable.
    const isReadable = (body) => (body.stream !== null ? body.stream.state === "readable" : !body.used && body.error === undefined);

    // https://fetch.spec.whatwg.org/#concept-body-clone
    function clone(body) {
      // (A body whose stream is not made yet: the same bytes, nothing to tee.)
      if (body.stream === null) {
        const copy = newBody(null, body.bytes, body.source, body.length);
        copy.error = body.error;
        return copy;
      }
      // 1. Let « out1, out2 » be the result of teeing body's stream. 2. Set body's stream
      //    to out1. 3. Return a body whose stream is out2 and other members are copied from
      //    body.
      const branches = streamOps().ReadableStreamTee(body.stream, true);
      body.stream = branches[0];
      return newBody(branches[1], null, body.source, body.length);
    }
    // https://fetch.spec.whatwg.org/#concept-request-create-a-proxy (Request's
    // constructor, for a request made from another request without a body of its own):
    // the input's body is read through the new one (a pipe through an identity
    // transform: the input's stream becomes disturbed and locked at once).
    function proxy(body) {
      if (body.stream === null) {
        const copy = clone(body);
        body.used = true;
        return copy;
      }
      const R = streamOps();
      const source = body.stream;
      const reader = R.AcquireReadableStreamDefaultReader(source);
      source.disturbed = true;
      let out;
      const pull = () => new Promise((resolve) => {
        R.ReadableStreamDefaultReaderRead(reader, {
          __proto__: null,
          chunkSteps: (chunk) => { R.ReadableStreamDefaultControllerEnqueue(out.controller, chunk); resolve(undefined); },
          closeSteps: () => { R.ReadableStreamDefaultControllerClose(out.controller); resolve(undefined); },
          errorSteps: (error) => { R.ReadableStreamDefaultControllerError(out.controller, error); resolve(undefined); },
        });
      });
      out = R.CreateReadableStream(noop, pull, (reason) => R.ReadableStreamCancel(source, reason), 0);
      return newBody(out, null, body.source, body.length);
    }
    // https://fetch.spec.whatwg.org/#abort-fetch (for fetch()'s abort): cancelling a
    // request's body, erroring a response's, when it is readable.
    function cancel(body, reason) {
      if (body !== null && isReadable(body)) streamOps().ReadableStreamCancel(streamOf(body), reason);
    }
    function error(body, reason) {
      if (body === null || !isReadable(body)) return;
      if (body.stream === null) {
        body.error = reason;
        return;
      }
      const R = streamOps();
      if (body.stream.controller.bytes === true) R.ReadableByteStreamControllerError(body.stream.controller, reason);
      else R.ReadableStreamDefaultControllerError(body.stream.controller, reason);
    }

    // https://streams.spec.whatwg.org/#readablestreamdefaultreader-read-all-bytes: each
    // chunk (a Uint8Array, else a TypeError) appended, until the stream closes. (The
    // read-loop runs as a loop when the stream answers at once.)
    function readAllBytes(reader, successSteps, failureSteps) {
      const R = streamOps();
      const chunks = [];
      let reading = false, again = false, done = false;
      const readRequest = {
        __proto__: null,
        chunkSteps(chunk) {
          // 1. If chunk is not a Uint8Array object, call failureSteps with a TypeError.
          if (!(ArrayBufferIsView(chunk) && TypedArrayPrototypeGetSymbolToStringTag(chunk) === "Uint8Array")) {
            done = true;
            failureSteps(new TypeError("The body's stream gave a chunk that is not a Uint8Array."));
            return;
          }
          // 2. Append the bytes represented by chunk to bytes. 3. Read-loop.
          ArrayPrototypePush(chunks, new Uint8Array(chunk));
          if (reading) again = true;
          else loop();
        },
        closeSteps() { done = true; successSteps(concatenate(chunks)); },
        errorSteps(e) { done = true; failureSteps(e); },
      };
      const loop = () => {
        do {
          again = false;
          reading = true;
          R.ReadableStreamDefaultReaderRead(reader, readRequest);
          reading = false;
        } while (again && !done);
      };
      loop();
    }
    // https://fetch.spec.whatwg.org/#body-fully-read: processBody with the body's bytes,
    // or processBodyError, in a task of the realm's (a fetch task).
    function fullyRead(body, processBody, processBodyError) {
      // 2–3. successSteps and errorSteps queue a fetch task.
      const successSteps = (bytes) => natives.queueGlobalTask(() => processBody(bytes));
      const errorSteps = (e) => natives.queueGlobalTask(() => processBodyError(e));
      // (A body whose stream is not made: it is read at once, and now used.)
      if (body.stream === null) {
        if (body.used) return errorSteps(new TypeError("The body's stream is locked."));
        body.used = true;
        if (body.error !== undefined) errorSteps(body.error);
        else successSteps(body.bytes);
        return;
      }
      // 4. Let reader be the result of getting a reader for body's stream. If that threw
      //    an exception, then run errorSteps with that exception and return.
      let reader;
      try {
        reader = streamOps().AcquireReadableStreamDefaultReader(body.stream);
      } catch (e) {
        errorSteps(e);
        return;
      }
      // 5. Read all bytes from reader, given successSteps and errorSteps.
      readAllBytes(reader, successSteps, errorSteps);
    }
    // The bytes of a body to send with a request (fetch()): given to `then` at once for a
    // body of bytes, after reading its stream to its end otherwise (framescope sends no
    // body while it is still streaming: as a request of a known length).
    function readForSending(body, then, fail) {
      if (body.stream === null) {
        body.used = true;
        if (body.error !== undefined) fail(body.error);
        else then(body.bytes);
        return;
      }
      let reader;
      try {
        reader = streamOps().AcquireReadableStreamDefaultReader(body.stream);
      } catch (e) {
        fail(e);
        return;
      }
      readAllBytes(reader, then, fail);
    }

    // https://fetch.spec.whatwg.org/#concept-body-consume-body, for `object`'s record
    // (its `body` and `headerList`); `convert` is convertBytesToJSValue, which makes its
    // value in `realm` (the `lib` of object's relevant realm).
    function consume(record, convert, what, realm) {
      const body = record.body;
      // 1. If object is unusable, then return a promise rejected with a TypeError.
      if (isUnusable(body)) return PromiseReject(new TypeError(`${what}: body stream already read`));
      // 2. Let promise be a new promise.
      let resolvePromise, rejectPromise;
      const promise = new Promise((resolve, reject) => { resolvePromise = resolve; rejectPromise = reject; });
      // 3. Let errorSteps given error be to reject promise with error.
      const errorSteps = (e) => rejectPromise(e);
      // 4. successSteps: resolve promise with the result of running convertBytesToJSValue
      //    with data (an exception it throws runs errorSteps).
      const successSteps = (data) => {
        let value;
        try {
          value = convert(data, record, realm);
        } catch (e) {
          errorSteps(e);
          return;
        }
        resolvePromise(value);
      };
      // 5. If object's body is null, then run successSteps with an empty byte sequence.
      // 6. Otherwise, fully read object's body given successSteps and errorSteps.
      if (body === null) successSteps(new Uint8Array(0));
      else fullyRead(body, successSteps, errorSteps);
      // 7. Return promise.
      return promise;
    }
    // https://fetch.spec.whatwg.org/#concept-body-mime-type: the MIME type extracted from
    // the request's or response's header list (null: failure).
    const mimeTypeOf = (record) => lib.mimeTypes.extract(record.headerList);
    // The conversions of the Body mixin's methods (https://fetch.spec.whatwg.org/#body-mixin),
    // each value made in the object's relevant realm (`realm`, its `lib`): an ArrayBuffer,
    // a Uint8Array, a Blob.
    const toArrayBuffer = (bytes, record, realm) => TypedArrayPrototypeGetBuffer(new realm.primordials.Uint8Array(bytes));
    const toBytes = (bytes, record, realm) => new realm.primordials.Uint8Array(bytes);
    // blob(): a Blob of the bytes whose type is the body's MIME type, serialized (or "").
    const toBlob = (bytes, record, realm) => {
      const mimeType = mimeTypeOf(record);
      return realm.files.makeBlob(new Uint8Array(bytes), mimeType === null ? "" : lib.mimeTypes.serialize(mimeType));
    };
    // https://fetch.spec.whatwg.org/#dom-body-formdata: by the MIME type's essence,
    // multipart/form-data (its boundary) or application/x-www-form-urlencoded; a body
    // that does not parse, or of another type, is a TypeError.
    const toFormData = (iface) => (bytes, record, realm) => {
      const data = realm.formData.fromBody(bytes, mimeTypeOf(record));
      if (data === null) throw new TypeError(`Failed to execute 'formData' on '${iface}': Could not parse content as FormData.`);
      return data;
    };
    // https://fetch.spec.whatwg.org/#dom-body-json: parse JSON from bytes (UTF-8 decoded,
    // a BOM removed). text(): UTF-8 decode.
    const toJSON = (bytes, record, realm) => realm.primordials.JSONParse(natives.decodeUtf8(bytes, false, false));
    const toText = (bytes) => natives.decodeUtf8(bytes, false, false);

    // https://fetch.spec.whatwg.org/#body-mixin: the members on `prototype` (Request's or
    // Response's), given `recordOf` (the object's record, or undefined for another this).
    // A method called on another this returns a promise rejected with a TypeError, as Web
    // IDL says of operations that return promises.
    function includeBody(prototype, iface, recordOf) {
      const check = (self) => {
        const record = recordOf(self);
        if (record === undefined) throw new TypeError("Illegal invocation");
        return record;
      };
      const consumeAs = (self, name, convert) => {
        const record = recordOf(self);
        if (record === undefined) return PromiseReject(new TypeError("Illegal invocation"));
        return consume(record, convert, `Failed to execute '${name}' on '${iface}'`, lib.realmOfObject(self));
      };
      const formData = toFormData(iface);
      const members = {
        // https://fetch.spec.whatwg.org/#dom-body-body: null, or its stream.
        get body() { const record = check(this); return record.body === null ? null : streamOf(record.body).object; },
        // https://fetch.spec.whatwg.org/#dom-body-bodyused: its stream is disturbed.
        get bodyUsed() { const record = check(this); return record.body !== null && isDisturbed(record.body); },
        arrayBuffer() { return consumeAs(this, "arrayBuffer", toArrayBuffer); },
        blob() { return consumeAs(this, "blob", toBlob); },
        bytes() { return consumeAs(this, "bytes", toBytes); },
        formData() { return consumeAs(this, "formData", formData); },
        json() { return consumeAs(this, "json", toJSON); },
        text() { return consumeAs(this, "text", toText); },
      };
      const names = ["body", "bodyUsed", "arrayBuffer", "blob", "bytes", "formData", "json", "text"];
      for (let i = 0; i < names.length; i++) {
        const descriptor = ObjectGetOwnPropertyDescriptor(members, names[i]);
        ObjectDefineProperty(prototype, names[i], { __proto__: null, ...descriptor, enumerable: true });
      }
    }

    const fetchBody = {
      __proto__: null, convertBodyInit, extract, bodyOfBytes, streamingBody, streamOf, isDisturbed, isUnusable, isReadable, clone, proxy, cancel, error,
      fullyRead, readForSending, includeBody, mimeTypeOf,
    };
    return { __proto__: null, fetchBody };
  });
});
