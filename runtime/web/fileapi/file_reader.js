// The File API's FileReader (windows and workers) and FileReaderSync (workers): a Blob's
// bytes read as an ArrayBuffer, a binary string, text or a data: URL, the reader's events
// in tasks of their own.
// https://w3c.github.io/FileAPI/#APIASynch, https://w3c.github.io/FileAPI/#FileReaderSync
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. Made on first use
// (`lib.lazily`). A Blob's bytes are all in memory (fileapi/blob.js), so a read has one
// chunk: loadstart, progress, then load (or error) and loadend, each in its own task.
(function fileReader(lib) {
  "use strict";
  const { info } = lib;
  const inWorker = info.scope !== "Window";
  const interfaces = inWorker && info.scope !== "ServiceWorkerGlobalScope" ? ["FileReader", "FileReaderSync"] : ["FileReader"];
  lib.lazily({ interfaces }, () => {
    const { DOMException, EventTarget, defineEventHandler, dispatch, fieldsOf, is, natives, trust } = lib;
    const {
      ObjectDefineProperty, ReflectConstruct, String, StringFromCharCode, TypeError, TypedArrayPrototypeGetBuffer,
      TypedArrayPrototypeGetByteLength, Uint8Array,
    } = lib.primordials;
    const readers = lib.internalSlots("file_api.readers");
    // The Blob argument of a read method (Web IDL: not of type 'Blob' is a TypeError).
    function blobArgument(blob, method, interfaceName) {
      if (!is(blob, lib.files.Blob)) {
        throw new TypeError(`Failed to execute '${method}' on '${interfaceName}': parameter 1 is not of type 'Blob'.`);
      }
      return lib.files.blobContent(blob);
    }
    // The `charset` parameter of a blob's type, if it parses as a MIME type
    // (https://mimesniff.spec.whatwg.org/#parse-a-mime-type: fetch/mime_type.js).
    function charsetOf(type) {
      const { parse, parameter } = lib.mimeTypes;
      const parsed = parse(type);
      return parsed === null ? undefined : parameter(parsed, "charset");
    }
    // https://w3c.github.io/FileAPI/#packaging-data: `bytes` as `type` asks.
    function packageData(bytes, type, mimeType, encodingName) {
      switch (type) {
        // DataURL: a data: URL of the blob's type (or application/octet-stream) and the
        // bytes in base64.
        case "DataURL":
          return "data:" + (mimeType === "" ? "application/octet-stream" : mimeType) + ";base64," + natives.base64Encode(bytes);
        // Text: decoded with the encoding the argument names, else the type's charset,
        // else UTF-8; a BOM wins (natives: encoding_rs's decode).
        case "Text":
          return natives.decodeWithLabels(bytes, encodingName, charsetOf(mimeType));
        // ArrayBuffer: a new ArrayBuffer of the bytes.
        case "ArrayBuffer":
          return TypedArrayPrototypeGetBuffer(new Uint8Array(bytes));
        // BinaryString: each byte a code unit.
        default: {
          let text = "";
          const length = TypedArrayPrototypeGetByteLength(bytes);
          for (let i = 0; i < length; i += 8192) {
            const end = i + 8192 < length ? i + 8192 : length;
            let chunk = "";
            for (let j = i; j < end; j++) chunk += StringFromCharCode(bytes[j]);
            text += chunk;
          }
          return text;
        }
      }
    }

    // https://w3c.github.io/FileAPI/#dfn-filereader
    class FileReader extends EventTarget {
      constructor() {
        const reader = ReflectConstruct(EventTarget, [], new.target);
        // state ("empty", "loading", "done"), result, error, and the read in progress
        // (its number: an abort or a new read makes the earlier one's tasks do nothing).
        readers.set(reader, { __proto__: null, state: "empty", result: null, error: null, read: 0 });
        return reader;
      }
      get readyState() {
        const state = fieldsOf(readers, this).state;
        return state === "empty" ? 0 : state === "loading" ? 1 : 2;
      }
      get result() { return fieldsOf(readers, this).result; }
      get error() { return fieldsOf(readers, this).error; }
      readAsArrayBuffer(blob) {
        lib.requireArguments(arguments, 1, "readAsArrayBuffer", "FileReader");
        read(this, blob, "ArrayBuffer", undefined, "readAsArrayBuffer");
      }
      readAsBinaryString(blob) {
        lib.requireArguments(arguments, 1, "readAsBinaryString", "FileReader");
        read(this, blob, "BinaryString", undefined, "readAsBinaryString");
      }
      readAsText(blob, encoding = undefined) {
        lib.requireArguments(arguments, 1, "readAsText", "FileReader");
        read(this, blob, "Text", encoding === undefined ? undefined : String(encoding), "readAsText");
      }
      readAsDataURL(blob) {
        lib.requireArguments(arguments, 1, "readAsDataURL", "FileReader");
        read(this, blob, "DataURL", undefined, "readAsDataURL");
      }
      // https://w3c.github.io/FileAPI/#dfn-abort
      abort() {
        const f = fieldsOf(readers, this);
        // 1. If this's state is "empty" or "done", set this's result to null and return.
        if (f.state === "empty" || f.state === "done") {
          f.result = null;
          return;
        }
        // 2. If this's state is "loading", set it to "done" and its result to null.
        f.state = "done";
        f.result = null;
        // 3–4. Remove the read's queued tasks and terminate it (its tasks do nothing now).
        f.read++;
        // 5. Fire a progress event called abort at this. 6. If this's state is not
        //    "loading", fire a progress event called loadend at this.
        fireProgress(this, "abort", 0, 0);
        if (f.state !== "loading") fireProgress(this, "loadend", 0, 0);
      }
    }
    const constants = ["EMPTY", "LOADING", "DONE"];
    for (let i = 0; i < constants.length; i++) {
      const descriptor = { __proto__: null, value: i, enumerable: true };
      ObjectDefineProperty(FileReader, constants[i], descriptor);
      ObjectDefineProperty(FileReader.prototype, constants[i], descriptor);
    }
    const handlers = ["loadstart", "progress", "load", "abort", "error", "loadend"];
    for (let i = 0; i < handlers.length; i++) defineEventHandler(FileReader.prototype, handlers[i]);
    // https://w3c.github.io/FileAPI/#fire-a-progress-event (then, as after a browser's
    // listeners return with no script on the stack, a microtask checkpoint: a promise a
    // load listener settles is seen before loadend fires).
    function fireProgress(reader, type, loaded, total) {
      const init = { __proto__: null, lengthComputable: true, loaded, total };
      dispatch(reader, trust(new lib.ProgressEvent(type, init)));
      natives.microtaskCheckpoint();
    }
    // https://w3c.github.io/FileAPI/#readOperation
    function read(reader, blob, type, encodingName, method) {
      const f = fieldsOf(readers, reader);
      const content = blobArgument(blob, method, "FileReader"), bytes = content[0], mimeType = content[1];
      // 1. If fr's state is "loading", throw an "InvalidStateError" DOMException.
      if (f.state === "loading") {
        throw new DOMException(`Failed to execute '${method}' on 'FileReader': The object is already busy reading Blobs.`, "InvalidStateError");
      }
      // 2–4. Set fr's state to "loading", its result and error to null.
      f.state = "loading";
      f.result = null;
      f.error = null;
      // 5–9. The blob's stream, read in one chunk (its bytes are all here).
      const number = ++f.read;
      const total = TypedArrayPrototypeGetByteLength(bytes);
      const live = () => f.read === number;
      // 10. In parallel: the first chunk queues loadstart, a chunk with bytes a progress
      //     event, the end the rest (each a task on the file reading task source).
      natives.queueGlobalTask(() => {
        if (!live()) return;
        fireProgress(reader, "loadstart", 0, total);
        if (total > 0) {
          natives.queueGlobalTask(() => {
            if (live()) fireProgress(reader, "progress", total, total);
          });
        }
        natives.queueGlobalTask(() => {
          if (!live()) return;
          // 10.5.1–4. Set fr's state to "done" and its result to the packaged bytes (an
          //     exception is fr's error and an error event).
          f.state = "done";
          try {
            f.result = packageData(bytes, type, mimeType, encodingName);
          } catch (error) {
            f.error = error;
            fireProgress(reader, "error", 0, total);
            if (f.state !== "loading") fireProgress(reader, "loadend", 0, total);
            return;
          }
          fireProgress(reader, "load", total, total);
          // 10.5.5. If fr's state is not "loading", fire loadend (a load listener may
          //     have started another read).
          if (f.state !== "loading") fireProgress(reader, "loadend", total, total);
        });
      });
    }

    // https://w3c.github.io/FileAPI/#FileReaderSync: the same packages, at once.
    class FileReaderSync {
      readAsArrayBuffer(blob) {
        lib.requireArguments(arguments, 1, "readAsArrayBuffer", "FileReaderSync");
        return readSync(blob, "ArrayBuffer", undefined, "readAsArrayBuffer");
      }
      readAsBinaryString(blob) {
        lib.requireArguments(arguments, 1, "readAsBinaryString", "FileReaderSync");
        return readSync(blob, "BinaryString", undefined, "readAsBinaryString");
      }
      readAsText(blob, encoding = undefined) {
        lib.requireArguments(arguments, 1, "readAsText", "FileReaderSync");
        return readSync(blob, "Text", encoding === undefined ? undefined : String(encoding), "readAsText");
      }
      readAsDataURL(blob) {
        lib.requireArguments(arguments, 1, "readAsDataURL", "FileReaderSync");
        return readSync(blob, "DataURL", undefined, "readAsDataURL");
      }
    }
    function readSync(blob, type, encodingName, method) {
      const content = blobArgument(blob, method, "FileReaderSync");
      return packageData(content[0], type, content[1], encodingName);
    }
    return { __proto__: null, FileReader, FileReaderSync };
  });
});
