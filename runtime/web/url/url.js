// URL and Blob, with blob: URLs.
// https://url.spec.whatwg.org/#url-class, https://w3c.github.io/FileAPI/#blob-section
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function url(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["URL", "Blob", "URLSearchParams"], shared: ["URL", "urlHref"] }, () => {
    const { natives, is, lowercase, primordials } = lib;
    // The built-ins captured before any page script ran (see primordials.js).
    const {
      ArrayBuffer, ArrayBufferIsView, ArrayBufferPrototypeGetByteLength, DataViewPrototypeGetBuffer,
      DataViewPrototypeGetByteLength, DataViewPrototypeGetByteOffset, ObjectAssign,
      ObjectDefineProperty, PromiseResolve, SafeWeakMap, String, StringFromCharCode, TypeError,
      TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetByteLength,
      TypedArrayPrototypeGetByteOffset, TypedArrayPrototypeGetSymbolToStringTag, Uint8Array,
      decodeURIComponent, encodeURIComponent, escape, unescape,
    } = primordials;
    // https://url.spec.whatwg.org/#url-class — parsed by the runtime (the url crate).
    const urlParts = new SafeWeakMap();
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
      static canParse(url, base = undefined) { return !!natives.parseURL(String(url), base === undefined ? undefined : String(base)); }
      static createObjectURL(blob) {
        if (!is(blob, Blob)) throw new TypeError("Failed to execute 'createObjectURL' on 'URL': parameter 1 is not of type 'Blob'.");
        return natives.createObjectURL(blobText.get(blob), blobType(blob));
      }
      static revokeObjectURL(url) { natives.revokeObjectURL(String(url)); }
      toString() { return partsOf(this).href; }
      toJSON() { return partsOf(this).href; }
    }
    const keys = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      ObjectDefineProperty(URL.prototype, key, { __proto__: null, get() { return urlParts.get(this)[key]; }, enumerable: true, configurable: true });
    }

    // https://w3c.github.io/FileAPI/#blob-section (text content)
    const blobText = new SafeWeakMap();
    // The bytes of a BufferSource, read from its internal slots (not its page-replaceable
    // getters), as a string of Latin-1 characters.
    function binaryString(source) {
      let bytes;
      if (is(source, ArrayBuffer)) bytes = new Uint8Array(source, 0, ArrayBufferPrototypeGetByteLength(source));
      else if (TypedArrayPrototypeGetSymbolToStringTag(source) !== undefined) {
        bytes = new Uint8Array(TypedArrayPrototypeGetBuffer(source), TypedArrayPrototypeGetByteOffset(source), TypedArrayPrototypeGetByteLength(source));
      } else {
        bytes = new Uint8Array(DataViewPrototypeGetBuffer(source), DataViewPrototypeGetByteOffset(source), DataViewPrototypeGetByteLength(source));
      }
      let text = "";
      const length = TypedArrayPrototypeGetByteLength(bytes);
      for (let i = 0; i < length; i++) text += StringFromCharCode(bytes[i]);
      return text;
    }
    let blobType;
    class Blob {
      #type;
      constructor(parts = undefined, options = undefined) {
        let text = "";
        // (Web IDL's sequence conversion iterates the page's value.)
        if (parts !== undefined) {
          for (const part of parts) {
            if (is(part, Blob)) text += blobText.get(part);
            else if (ArrayBufferIsView(part) || is(part, ArrayBuffer)) text += decodeURIComponent(escape(binaryString(part)));
            else text += String(part);
          }
        }
        blobText.set(this, text);
        this.#type = lowercase(options?.type ?? "");
      }
      get size() { return unescape(encodeURIComponent(blobText.get(this))).length; }
      get type() { return this.#type; }
      text() { return PromiseResolve(blobText.get(this)); }
      static { blobType = (blob) => blob.#type; }
    }

    // For URLSearchParams (url_search_params.js): the URL's query (null when it has
    // none), and setting it (https://url.spec.whatwg.org/#concept-urlsearchparams-update).
    const urlQuery = (url) => natives.urlQuery(partsOf(url).href);
    const setUrlQuery = (url, query) => {
      const parts = natives.setURLQuery(partsOf(url).href, query);
      if (parts) urlParts.set(url, parts);
    };
    const URLSearchParams = lib.makeURLSearchParams(URL, urlQuery, setUrlQuery);
    return { __proto__: null, URL, Blob, URLSearchParams, urlHref: (url) => partsOf(url).href };
  });
});
