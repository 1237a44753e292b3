// The File API's Blob, File and FileList, and `lib.files` (what fetch, XMLHttpRequest,
// FormData, forms, drag and drop and blob: URLs use of them).
// https://w3c.github.io/FileAPI/#blob-section, #file-section, #filelist-section
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran. A
// Blob's bytes are a Uint8Array no page code holds, and its type a string, both in
// internal slots every realm reads (`url.blobBytes`, `url.blobType`: their old names).
(function blob(lib) {
  "use strict";
  lib.lazily({ interfaces: ["Blob", "File", "FileList"], shared: ["files", "blobSerialization"] }, () => {
    const { natives, is, primordials } = lib;
    const {
      ArrayBuffer, ArrayBufferIsView, ArrayBufferPrototypeGetByteLength, DataViewPrototypeGetBuffer,
      DataViewPrototypeGetByteLength, DataViewPrototypeGetByteOffset, DateNow, MathFloor, MathMax, MathMin, MathTrunc, Number,
      NumberIsNaN, ObjectDefineProperty, ObjectSetPrototypeOf, PromiseReject, PromiseResolve, ReflectApply, ReflectConstruct, RegExpPrototypeExec,
      String, StringPrototypeIndexOf, StringPrototypeToWellFormed, SymbolIterator, TypeError,
      TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetByteLength, TypedArrayPrototypeGetByteOffset,
      TypedArrayPrototypeGetSymbolToStringTag, TypedArrayPrototypeSet, TypedArrayPrototypeSubarray, Uint8Array,
    } = primordials;
    const blobBytes = lib.internalSlots("url.blobBytes");
    const blobTypes = lib.internalSlots("url.blobType");
    const bytesOf = (blob) => lib.fieldsOf(blobBytes, blob);
    // A copy of the bytes of a BufferSource, read from its internal slots (not its
    // page-replaceable getters).
    function copyOfBytes(source) {
      let view;
      if (is(source, ArrayBuffer)) view = new Uint8Array(source, 0, ArrayBufferPrototypeGetByteLength(source));
      else if (TypedArrayPrototypeGetSymbolToStringTag(source) !== undefined) {
        view = new Uint8Array(TypedArrayPrototypeGetBuffer(source), TypedArrayPrototypeGetByteOffset(source), TypedArrayPrototypeGetByteLength(source));
      } else {
        view = new Uint8Array(DataViewPrototypeGetBuffer(source), DataViewPrototypeGetByteOffset(source), DataViewPrototypeGetByteLength(source));
      }
      return new Uint8Array(view);
    }
    // The bytes of `parts` (Uint8Arrays) one after the other.
    function concatenate(parts) {
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
    // A type as the Blob constructor and slice() keep it: the empty string if it has a
    // code point outside U+0020–U+007E, else ASCII-lowercased.
    // (https://w3c.github.io/FileAPI/#constructorBlob step 3.1, #dfn-slice step 4.)
    const NOT_PRINTABLE = /[^\x20-\x7E]/;
    const typeValue = (type) => (RegExpPrototypeExec(NOT_PRINTABLE, type) !== null ? "" : lib.lowercase(type));
    // Web IDL: a dictionary argument is undefined, null or an object.
    function dictionary(value, interfaceName, dictionaryName) {
      if (value === undefined || value === null) return undefined;
      if (typeof value !== "object" && typeof value !== "function") {
        throw new TypeError(`Failed to construct '${interfaceName}': The provided value is not of type '${dictionaryName}'.`);
      }
      return value;
    }
    // BlobPropertyBag's endings (EndingType), read before type (lexicographic order).
    function endingsOf(options, interfaceName) {
      const value = options?.endings;
      if (value === undefined) return "transparent";
      const endings = String(value);
      if (endings !== "transparent" && endings !== "native") {
        throw new TypeError(`Failed to construct '${interfaceName}': Failed to read the 'endings' property from 'BlobPropertyBag': The provided value '${endings}' is not a valid enum value of type EndingType.`);
      }
      return endings;
    }
    // https://w3c.github.io/FileAPI/#convert-line-endings-to-native (the native line
    // ending here, Linux's, is LF).
    function nativeLineEndings(text) {
      if (StringPrototypeIndexOf(text, "\r") < 0) return text;
      let out = "";
      for (let i = 0; i < text.length; i++) {
        if (text[i] !== "\r") out += text[i];
        else {
          out += "\n";
          if (text[i + 1] === "\n") i++;
        }
      }
      return out;
    }
    // Web IDL's conversion to sequence<BlobPart>: `value` must be an object with a
    // callable @@iterator (read once); each item is converted as it is iterated — a Blob
    // or a BufferSource as itself (a BufferSource's bytes copied now), anything else to a
    // USVString.
    function convertParts(value, interfaceName) {
      const method = (typeof value === "object" && value !== null) || typeof value === "function" ? value[SymbolIterator] : undefined;
      if (typeof method !== "function") {
        throw new TypeError(`Failed to construct '${interfaceName}': The provided value cannot be converted to a sequence.`);
      }
      const iterator = ReflectApply(method, value, []);
      if ((typeof iterator !== "object" && typeof iterator !== "function") || iterator === null) {
        throw new TypeError(`Failed to construct '${interfaceName}': The iterator is not an object.`);
      }
      const next = iterator.next;
      const parts = [];
      for (;;) {
        const result = ReflectApply(next, iterator, []);
        if ((typeof result !== "object" && typeof result !== "function") || result === null) {
          throw new TypeError(`Failed to construct '${interfaceName}': The iterator result is not an object.`);
        }
        if (result.done) return parts;
        const part = result.value;
        if (is(part, Blob)) parts[parts.length] = part;
        else if (ArrayBufferIsView(part) || is(part, ArrayBuffer)) parts[parts.length] = copyOfBytes(part);
        else parts[parts.length] = StringPrototypeToWellFormed(String(part));
      }
    }
    // https://w3c.github.io/FileAPI/#convert-line-endings-to-native (the native line
    // ending here, Linux's, is LF).
    function nativeLineEndings(text) {
      if (StringPrototypeIndexOf(text, "\r") < 0) return text;
      let out = "";
      for (let i = 0; i < text.length; i++) {
        if (text[i] !== "\r") out += text[i];
        else {
          out += "\n";
          if (text[i + 1] === "\n") i++;
        }
      }
      return out;
    }
    // https://w3c.github.io/FileAPI/#process-blob-parts: each converted part's bytes one
    // after the other, a string's as UTF-8 (after its line endings, with native endings).
    function processBlobParts(parts, endings) {
      const bytes = [];
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (typeof part === "string") bytes[bytes.length] = natives.encodeUtf8(endings === "native" ? nativeLineEndings(part) : part);
        else if (is(part, Blob)) bytes[bytes.length] = blobBytes.get(part);
        else bytes[bytes.length] = part;
      }
      return concatenate(bytes);
    }
    // Web IDL's [Clamp] long long: clamped to the type's range, then rounded to the
    // nearest integer, ties to even (https://webidl.spec.whatwg.org/#abstract-opdef-converttoint).
    function clampedLongLong(value) {
      const number = Number(value);
      if (NumberIsNaN(number)) return 0;
      const x = MathMin(MathMax(number, -9223372036854775808), 9223372036854775807);
      const floor = MathFloor(x), fraction = x - floor;
      if (fraction > 0.5) return floor + 1;
      if (fraction < 0.5) return floor;
      return floor % 2 === 0 ? floor : floor + 1;
    }

    class Blob {
      // https://w3c.github.io/FileAPI/#constructorBlob
      constructor(blobParts = undefined, options = undefined) {
        // (Arguments converted in order: the sequence first, then the dictionary's
        // members in lexicographic order.)
        const parts = blobParts === undefined ? [] : convertParts(blobParts, "Blob");
        options = dictionary(options, "Blob", "BlobPropertyBag");
        const endings = endingsOf(options, "Blob");
        const type = options?.type === undefined ? "" : String(options.type);
        // 1–2. The bytes of processing blobParts. 3. The type. 4. A Blob of both.
        blobBytes.set(this, processBlobParts(parts, endings));
        blobTypes.set(this, typeValue(type));
      }
      get size() { return TypedArrayPrototypeGetByteLength(bytesOf(this)); }
      get type() { return lib.fieldsOf(blobTypes, this); }
      // https://w3c.github.io/FileAPI/#dfn-slice
      slice(start = undefined, end = undefined, contentType = undefined) {
        const bytes = bytesOf(this);
        const size = TypedArrayPrototypeGetByteLength(bytes);
        // 1–2. relativeStart and relativeEnd: from the end when negative, within size.
        const relative = (value, otherwise) => {
          if (value === undefined) return otherwise;
          const n = clampedLongLong(value);
          return n < 0 ? MathMax(size + n, 0) : MathMin(n, size);
        };
        const relativeStart = relative(start, 0), relativeEnd = relative(end, size);
        // 3–4. The content type, as the constructor keeps one.
        const relativeContentType = contentType === undefined ? "" : typeValue(String(contentType));
        // 5–6. span, and a new Blob of bytes relativeStart to relativeStart + span.
        // (The new Blob is of this's realm, as browsers make it: a detached frame's slice
        // called on this realm's Blob gives this realm's Blob.)
        const span = MathMax(relativeEnd - relativeStart, 0);
        const blob = ReflectConstruct(Blob, [], lib.realmOfObject(this).files.Blob);
        blobBytes.set(blob, new Uint8Array(TypedArrayPrototypeSubarray(bytes, relativeStart, relativeStart + span)));
        blobTypes.set(blob, relativeContentType);
        return blob;
      }
      // https://w3c.github.io/FileAPI/#stream-method-algo: a byte stream of the bytes.
      stream() { return lib.readableStreamOps.ReadableByteStreamOfBytes(bytesOf(this)).object; }
      // https://w3c.github.io/FileAPI/#text-method-algo (UTF-8 decode),
      // #arraybuffer-method-algo and #bytes-method-algo: copies of the bytes.
      text() {
        const bytes = blobBytes.get(this);
        if (bytes === undefined) return PromiseReject(new TypeError("Illegal invocation"));
        return PromiseResolve(natives.decodeUtf8(bytes, false, false));
      }
      arrayBuffer() {
        const bytes = blobBytes.get(this);
        if (bytes === undefined) return PromiseReject(new TypeError("Illegal invocation"));
        return PromiseResolve(TypedArrayPrototypeGetBuffer(new Uint8Array(bytes)));
      }
      bytes() {
        const bytes = blobBytes.get(this);
        if (bytes === undefined) return PromiseReject(new TypeError("Illegal invocation"));
        return PromiseResolve(new Uint8Array(bytes));
      }
    }

    // https://w3c.github.io/FileAPI/#file-section: a Blob with a name and a modification
    // time.
    const fileFields = lib.internalSlots("url.fileFields");
    class File extends Blob {
      // https://w3c.github.io/FileAPI/#file-constructor
      constructor(fileBits, fileName, options = undefined) {
        if (arguments.length < 2) throw new TypeError(`Failed to construct 'File': 2 arguments required, but only ${arguments.length} present.`);
        // (Arguments converted in order; FilePropertyBag's members in lexicographic
        // order: endings, lastModified, type.)
        const parts = convertParts(fileBits, "File");
        const name = StringPrototypeToWellFormed(String(fileName));
        options = dictionary(options, "File", "FilePropertyBag");
        const endings = endingsOf(options, "File");
        const lastModified = options?.lastModified === undefined ? DateNow() : MathTrunc(Number(options.lastModified)) || 0;
        const type = options?.type === undefined ? "" : String(options.type);
        const file = ReflectConstruct(Blob, [], new.target);
        blobBytes.set(file, processBlobParts(parts, endings));
        blobTypes.set(file, typeValue(type));
        fileFields.set(file, { __proto__: null, name, lastModified });
        return file;
      }
      get name() { return lib.fieldsOf(fileFields, this).name; }
      get lastModified() { return lib.fieldsOf(fileFields, this).lastModified; }
      get webkitRelativePath() { lib.fieldsOf(fileFields, this); return ""; }
    }
    // https://w3c.github.io/FileAPI/#filelist-section: a list of files (an input's
    // selected files), with indexed properties.
    const fileLists = lib.internalSlots("url.fileLists");
    class FileList {
      constructor() { lib.illegal(); }
      item(index) {
        lib.requireArguments(arguments, 1, "item", "FileList");
        return lib.fieldsOf(fileLists, this)[Number(index) >>> 0] ?? null;
      }
      get length() { return lib.fieldsOf(fileLists, this).length; }
    }
    ObjectDefineProperty(FileList.prototype, SymbolIterator, {
      __proto__: null, value: primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    // A FileList of `list` (`object` made one, else a new object).
    const makeFileList = (list, object = { __proto__: null }) => {
      ObjectSetPrototypeOf(object, FileList.prototype);
      const descriptor = { __proto__: null, value: undefined, writable: false, enumerable: true, configurable: true };
      for (let i = 0; i < list.length; i++) {
        descriptor.value = list[i];
        ObjectDefineProperty(object, i, descriptor);
      }
      fileLists.set(object, list);
      return object;
    };
    // A File of `blob`'s content and type named `name`, modified when `blob` was if it is
    // a File, else now (FormData's entries).
    const fileOf = (blob, name) => {
      const file = ReflectConstruct(Blob, [], File);
      blobBytes.set(file, blobBytes.get(blob));
      blobTypes.set(file, blobTypes.get(blob));
      fileFields.set(file, { __proto__: null, name, lastModified: fileFields.get(blob)?.lastModified ?? DateNow() });
      return file;
    };
    // https://w3c.github.io/FileAPI/#blob-section and #file-section: Blob and File are
    // [Serializable]: a clone carries the content and type (and a File's name and
    // modification time); its deserialization steps make the new object of the receiving
    // realm a Blob (a File) with them. https://w3c.github.io/FileAPI/#filelist-section:
    // FileList is [Serializable] too: its serialization steps serialize each File in it,
    // and its deserialization steps make the list of the deserialized Files. (Registered
    // below, at boot; made with the module.)
    const blobData = (value) => ({ __proto__: null, content: blobBytes.get(value), type: blobTypes.get(value) });
    const makeBlob = (object, data, prototype) => {
      ObjectSetPrototypeOf(object, prototype);
      blobBytes.set(object, data.content);
      blobTypes.set(object, data.type);
    };
    const blobSerialization = {
      __proto__: null,
      File: {
        __proto__: null,
        serialize(value) {
          const data = blobData(value);
          const fields = fileFields.get(value);
          data.name = fields.name;
          data.lastModified = fields.lastModified;
          return data;
        },
        deserialize(object, data) {
          makeBlob(object, data, File.prototype);
          fileFields.set(object, { __proto__: null, name: data.name, lastModified: data.lastModified });
        },
      },
      FileList: {
        __proto__: null,
        serialize: (value) => primordials.copyArray(fileLists.get(value)),
        deserialize: (object, files) => { makeFileList(files, object); },
      },
      Blob: { __proto__: null, serialize: blobData, deserialize: (object, data) => makeBlob(object, data, Blob.prototype) },
    };
    return {
      __proto__: null, Blob, File, FileList, blobSerialization,
      files: {
        __proto__: null, Blob, File, FileList, fileOf, makeFileList,
        fileName: (file) => fileFields.get(file)?.name ?? "blob",
        blobContent: (blob) => [blobBytes.get(blob), blobTypes.get(blob)],
        // (Of a Uint8Array no page code holds, or of a string's UTF-8.)
        makeBlob(bytes, type) {
          const blob = ReflectConstruct(Blob, []);
          blobBytes.set(blob, typeof bytes === "string" ? natives.encodeUtf8(bytes) : bytes);
          blobTypes.set(blob, lib.lowercase(type));
          return blob;
        },
      },
    };
  });
  // The registrations (messaging/serializable_objects.js): instances by their internal
  // slots, the steps made with the module.
  const slots = { __proto__: null, File: "url.fileFields", FileList: "url.fileLists", Blob: "url.blobType" };
  for (const name in slots) lib.serializableInterface(name, { __proto__: null, slot: lib.internalSlots(slots[name]), steps: "blobSerialization" });
});
