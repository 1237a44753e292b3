// URL and Blob, with blob: URLs.
// https://url.spec.whatwg.org/#url-class, https://w3c.github.io/FileAPI/#blob-section
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function url(lib, hooks) {
  "use strict";
  // `lib.files`, for fetch, XMLHttpRequest and FormData (fetch/, xhr/): the classes, a
  // Blob's [bytes, type], a Blob made of bytes or text, a File of a Blob's content, a
  // File's name, and the text of a URLSearchParams (its original toString). (One member of
  // `lib`, not eight: each realm carries `lib`'s table.)
  const shared = ["URL", "urlHref", "files"];
  // (`webkitURL`: URL's [LegacyWindowAlias], the same object, on windows only.)
  const aliases = lib.info.scope === "Window" ? ["webkitURL"] : [];
  lib.lazily({ interfaces: ["URL", "Blob", "File", "FileList", "URLSearchParams"], factories: aliases, shared }, () => {
    const { natives, is, lowercase, primordials } = lib;
    // The built-ins captured before any page script ran (see primordials.js).
    const {
      ArrayBuffer, ArrayBufferIsView, PromiseReject, ArrayBufferPrototypeGetByteLength, DataViewPrototypeGetBuffer,
      DataViewPrototypeGetByteLength, DataViewPrototypeGetByteOffset,
      DateNow, MathTrunc, Number, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, PromiseResolve, ReflectApply,
      ReflectConstruct, StringPrototypeToWellFormed, String, TypeError, TypedArrayPrototypeGetBuffer,
      TypedArrayPrototypeGetByteLength, TypedArrayPrototypeGetByteOffset, TypedArrayPrototypeGetSymbolToStringTag,
      TypedArrayPrototypeSet, Uint8Array,
    } = primordials;
    // https://url.spec.whatwg.org/#url-class — parsed by the runtime (the url crate).
    const urlParts = lib.internalSlots("url.urlParts");
    const partsOf = (url) => {
      const parts = urlParts.get(url);
      if (parts === undefined) throw new TypeError("Illegal invocation");
      return parts;
    };
    class URL {
      constructor(url, base = undefined) {
        const parts = natives.parseURL(String(url), base === undefined ? undefined : String(base));
        if (!parts) throw new TypeError(`Failed to construct 'URL': Invalid URL`);
        urlParts.set(this, parts);
      }
      // https://url.spec.whatwg.org/#dom-url-parse: null instead of a TypeError.
      static parse(url, base = undefined) {
        const parts = natives.parseURL(String(url), base === undefined ? undefined : String(base));
        if (!parts) return null;
        const parsed = ReflectConstruct(URL, ["about:blank"]);
        urlParts.set(parsed, parts);
        return parsed;
      }
      static canParse(url, base = undefined) { return !!natives.parseURL(String(url), base === undefined ? undefined : String(base)); }
      static createObjectURL(blob) {
        if (!is(blob, Blob)) throw new TypeError("Failed to execute 'createObjectURL' on 'URL': parameter 1 is not of type 'Blob'.");
        return natives.createObjectURL(blobBytes.get(blob), blobType(blob));
      }
      static revokeObjectURL(url) { natives.revokeObjectURL(String(url)); }
      toString() { return partsOf(this).href; }
      toJSON() { return partsOf(this).href; }
    }
    const keys = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      // (Accessors of an object literal: named "get href", "set href", as Web IDL's.)
      const accessors = {
        get [key]() { return partsOf(this)[key]; },
        // https://url.spec.whatwg.org/#urlutils-members: each setter runs the basic URL
        // parser with its state override on this's URL (the url crate's setters); a value
        // it rejects leaves the URL as it is, but an invalid href is a TypeError.
        set [key](value) {
          const parts = natives.setURLComponent(partsOf(this).href, key, StringPrototypeToWellFormed(String(value)));
          if (parts === null) throw new TypeError(`Failed to set the 'href' property on 'URL': Invalid URL`);
          urlParts.set(this, parts);
          if (key === "href" || key === "search") refreshFromURL(this);
        },
      };
      const { get, set } = ObjectGetOwnPropertyDescriptor(accessors, key);
      ObjectDefineProperty(URL.prototype, key, {
        __proto__: null, get, set: key === "origin" ? undefined : set, enumerable: true, configurable: true,
      });
    }

    // https://w3c.github.io/FileAPI/#blob-section: a Blob's bytes (a Uint8Array no page
    // code holds).
    const blobBytes = lib.internalSlots("url.blobBytes");
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
    // Its type, in an internal slot every realm reads.
    const blobTypes = lib.internalSlots("url.blobType");
    const blobType = (blob) => blobTypes.get(blob);
    const setBlobType = (blob, type) => { blobTypes.set(blob, type); };
    class Blob {
      constructor(parts = undefined, options = undefined) {
        // https://w3c.github.io/FileAPI/#process-blob-parts: each part's bytes (a string's
        // UTF-8), one after the other.
        const bytes = [];
        // (Web IDL's sequence conversion iterates the page's value.)
        if (parts !== undefined) {
          for (const part of parts) {
            if (is(part, Blob)) bytes[bytes.length] = blobBytes.get(part);
            else if (ArrayBufferIsView(part) || is(part, ArrayBuffer)) bytes[bytes.length] = copyOfBytes(part);
            else bytes[bytes.length] = natives.encodeUtf8(StringPrototypeToWellFormed(String(part)));
          }
        }
        blobBytes.set(this, concatenate(bytes));
        blobTypes.set(this, lowercase(options?.type ?? ""));
      }
      get size() { return TypedArrayPrototypeGetByteLength(lib.fieldsOf(blobBytes, this)); }
      get type() { return lib.fieldsOf(blobTypes, this); }
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
    // time (made through Blob's constructor as captured, its fields in a weak map).
    const fileFields = lib.internalSlots("url.fileFields");
    class File extends Blob {
      constructor(bits, name, options = undefined) {
        if (arguments.length < 2) throw new TypeError(`Failed to construct 'File': 2 arguments required, but only ${arguments.length} present.`);
        const file = ReflectConstruct(Blob, [bits, options], new.target);
        const lastModified = options?.lastModified;
        fileFields.set(file, {
          __proto__: null, name: StringPrototypeToWellFormed(String(name)),
          lastModified: lastModified === undefined ? DateNow() : MathTrunc(Number(lastModified)) || 0,
        });
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
    ObjectDefineProperty(FileList.prototype, primordials.SymbolIterator, {
      __proto__: null, value: primordials.ArrayIntrinsicValues, writable: true, configurable: true,
    });
    const makeFileList = (list) => {
      const object = { __proto__: FileList.prototype };
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
      setBlobType(file, blobType(blob));
      fileFields.set(file, { __proto__: null, name, lastModified: fileFields.get(blob)?.lastModified ?? DateNow() });
      return file;
    };

    // For URLSearchParams (url_search_params.js): the URL's query (null when it has
    // none), and setting it (https://url.spec.whatwg.org/#concept-urlsearchparams-update).
    const urlQuery = (url) => natives.urlQuery(partsOf(url).href);
    const setUrlQuery = (url, query) => {
      const parts = natives.setURLQuery(partsOf(url).href, query);
      if (parts) urlParts.set(url, parts);
    };
    const { URLSearchParams, refreshFromURL } = lib.makeURLSearchParams(URL, urlQuery, setUrlQuery);
    const searchParamsToString = ObjectGetOwnPropertyDescriptor(URLSearchParams.prototype, "toString").value;
    return {
      __proto__: null, URL, webkitURL: URL, Blob, File, FileList, URLSearchParams, urlHref: (url) => partsOf(url).href,
      files: {
        __proto__: null, Blob, File, FileList, URLSearchParams, fileOf, makeFileList,
        fileName: (file) => fileFields.get(file)?.name ?? "blob",
        blobContent: (blob) => [blobBytes.get(blob), blobType(blob)],
        // (Of a Uint8Array no page code holds, or of a string's UTF-8.)
        makeBlob(bytes, type) {
          const blob = new Blob();
          blobBytes.set(blob, typeof bytes === "string" ? natives.encodeUtf8(bytes) : bytes);
          setBlobType(blob, lowercase(type));
          return blob;
        },
        searchParamsText: (params) => ReflectApply(searchParamsToString, params, []),
      },
    };
  });
  // https://w3c.github.io/FileAPI/#blob-section and #file-section: Blob and File are
  // [Serializable]: a clone carries the content and type (and a File's name and
  // modification time); its deserialization steps make the new object of the receiving
  // realm a Blob (a File) with them.
  const blobBytes = lib.internalSlots("url.blobBytes");
  const blobTypes = lib.internalSlots("url.blobType");
  const fileSlots = lib.internalSlots("url.fileFields");
  const { ObjectSetPrototypeOf } = lib.primordials;
  const blobData = (value) => ({ __proto__: null, content: blobBytes.get(value), type: blobTypes.get(value) });
  const makeBlob = (object, data, prototype) => {
    ObjectSetPrototypeOf(object, prototype);
    blobBytes.set(object, data.content);
    blobTypes.set(object, data.type);
  };
  lib.serializableInterface("File", {
    __proto__: null,
    has: (value) => fileSlots.has(value),
    serialize(value) {
      const data = blobData(value);
      const fields = fileSlots.get(value);
      data.name = fields.name;
      data.lastModified = fields.lastModified;
      return data;
    },
    deserialize(object, data) {
      makeBlob(object, data, lib.files.File.prototype);
      fileSlots.set(object, { __proto__: null, name: data.name, lastModified: data.lastModified });
    },
  });
  lib.serializableInterface("Blob", {
    __proto__: null,
    has: (value) => blobTypes.has(value),
    serialize: blobData,
    deserialize: (object, data) => makeBlob(object, data, lib.files.Blob.prototype),
  });
});
