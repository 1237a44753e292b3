// URL (with blob: URLs of Blobs: fileapi/blob.js) and URLSearchParams' interface object.
// https://url.spec.whatwg.org/#url-class, https://w3c.github.io/FileAPI/#url
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function url(lib, hooks) {
  "use strict";
  // `lib.urlParams`, for fetch's bodies (fetch/body.js): URLSearchParams, and the text of
  // one (its original toString).
  const shared = ["URL", "urlHref", "urlParams"];
  // (`webkitURL`: URL's [LegacyWindowAlias], the same object, on windows only.)
  const aliases = lib.info.scope === "Window" ? ["webkitURL"] : [];
  lib.lazily({ interfaces: ["URL", "URLSearchParams"], factories: aliases, shared }, () => {
    const { natives, is, primordials } = lib;
    // The built-ins captured before any page script ran (see primordials.js).
    const {
      ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ReflectApply, ReflectConstruct, StringPrototypeToWellFormed,
      String, TypeError,
    } = primordials;
    // https://url.spec.whatwg.org/#url-class — parsed by the runtime (url_parser.rs).
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
        lib.requireArguments(arguments, 1, "parse", "URL");
        const parts = natives.parseURL(String(url), base === undefined ? undefined : String(base));
        if (!parts) return null;
        const parsed = ReflectConstruct(URL, ["about:blank"]);
        urlParts.set(parsed, parts);
        return parsed;
      }
      static canParse(url, base = undefined) {
        lib.requireArguments(arguments, 1, "canParse", "URL");
        return !!natives.parseURL(String(url), base === undefined ? undefined : String(base));
      }
      // https://w3c.github.io/FileAPI/#dfn-createObjectURL
      static createObjectURL(blob) {
        const files = lib.files;
        if (!is(blob, files.Blob)) throw new TypeError("Failed to execute 'createObjectURL' on 'URL': parameter 1 is not of type 'Blob'.");
        const content = files.blobContent(blob);
        return natives.createObjectURL(content[0], content[1]);
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
        // parser with its state override on this's URL (url_parser.rs); a value
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
      __proto__: null, URL, webkitURL: URL, URLSearchParams, urlHref: (url) => partsOf(url).href,
      urlParams: {
        __proto__: null, URLSearchParams,
        searchParamsText: (params) => ReflectApply(searchParamsToString, params, []),
      },
    };
  });
});
