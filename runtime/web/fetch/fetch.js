// fetch(), Headers and Response (GET and HEAD of the virtual hosts).
// https://fetch.spec.whatwg.org/#fetch-method
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib` and
// `hooks`; like it, it calls only the built-ins captured before any page script ran.
(function fetch(lib, hooks) {
  "use strict";
  lib.lazily({ interfaces: ["Headers", "Response"], globals: ["fetch"] }, () => {
    const { natives, is, lowercase, URL, urlHref, primordials } = lib;
    // The built-ins captured before any page script ran (see primordials.js).
    const {
      ArrayIsArray, ArrayPrototypeSort, ArrayPrototypeSymbolIterator, JSONParse, ObjectEntries,
      PromiseReject, PromiseResolve, ReflectApply, SafeMap, String, StringPrototypeCharCodeAt,
      SymbolIterator, TypeError, TypedArrayPrototypeGetBuffer, Uint8Array, arrayMap,
      encodeURIComponent, unescape,
    } = primordials;
    // https://fetch.spec.whatwg.org/#headers-class (read-only use) and #response-class
    // A Headers object's [name, value] pairs, sorted by name; appending to one.
    let headerPairs, appendHeader;
    const byFirst = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    function* pairIterator(list) { for (let i = 0; i < list.length; i++) yield list[i]; }
    class Headers {
      #map = new SafeMap();
      constructor(init = undefined) {
        if (is(init, Headers)) {
          const pairs = headerPairs(init);
          for (let i = 0; i < pairs.length; i++) this.#append(pairs[i][0], pairs[i][1]);
        } else if (ArrayIsArray(init)) {
          // (Web IDL's sequence conversion iterates the page's value and its pairs.)
          for (const [name, value] of init) this.#append(name, value);
        } else {
          const entries = ObjectEntries(init ?? {});
          for (let i = 0; i < entries.length; i++) this.#append(entries[i][0], entries[i][1]);
        }
      }
      #append(name, value) {
        name = lowercase(name);
        const old = this.#map.get(name);
        this.#map.set(name, old === undefined ? String(value) : `${old}, ${value}`);
      }
      append(name, value) { this.#append(name, value); }
      set(name, value) { this.#map.set(lowercase(name), String(value)); }
      get(name) { return this.#map.get(lowercase(name)) ?? null; }
      has(name) { return this.#map.has(lowercase(name)); }
      delete(name) { this.#map.delete(lowercase(name)); }
      forEach(callback, thisArg) {
        const pairs = headerPairs(this);
        for (let i = 0; i < pairs.length; i++) ReflectApply(callback, thisArg, [pairs[i][1], pairs[i][0], this]);
      }
      entries() { return pairIterator(headerPairs(this)); }
      keys() { return ArrayPrototypeSymbolIterator(arrayMap(headerPairs(this), (pair) => pair[0])); }
      values() { return ArrayPrototypeSymbolIterator(arrayMap(headerPairs(this), (pair) => pair[1])); }
      [SymbolIterator]() { return pairIterator(headerPairs(this)); }
      static {
        headerPairs = (headers) => {
          const pairs = [];
          headers.#map.forEach((value, name) => { pairs[pairs.length] = [name, value]; });
          return ArrayPrototypeSort(pairs, byFirst);
        };
        appendHeader = (headers, name, value) => headers.#append(name, value);
      }
    }
    const bodyUsed = () => PromiseReject(new TypeError("Failed to execute: body stream already read"));
    // A Response from the runtime's [status, url, [name, value] pairs, body].
    let responseFromNative;
    class Response {
      #status; #url; #headers; #body; #used = false;
      constructor(body = null, init = undefined) {
        this.#body = body === null ? "" : String(body);
        this.#status = init?.status ?? 200;
        this.#headers = new Headers(init?.headers);
        this.#url = "";
      }
      get status() { return this.#status; }
      get ok() { return this.#status >= 200 && this.#status < 300; }
      get statusText() { return this.#status === 200 ? "OK" : this.#status === 404 ? "Not Found" : ""; }
      get url() { return this.#url; }
      get headers() { return this.#headers; }
      get bodyUsed() { return this.#used; }
      // The body, or undefined when it was read before.
      #consume() {
        if (this.#used) return undefined;
        this.#used = true;
        return this.#body;
      }
      text() {
        const body = this.#consume();
        return body === undefined ? bodyUsed() : PromiseResolve(body);
      }
      json() {
        const body = this.#consume();
        if (body === undefined) return bodyUsed();
        try {
          return PromiseResolve(JSONParse(body));
        } catch (error) {
          return PromiseReject(error);
        }
      }
      arrayBuffer() {
        const body = this.#consume();
        if (body === undefined) return bodyUsed();
        // The body's UTF-8 bytes.
        const binary = unescape(encodeURIComponent(body));
        const bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i++) bytes[i] = StringPrototypeCharCodeAt(binary, i);
        return PromiseResolve(TypedArrayPrototypeGetBuffer(bytes));
      }
      static {
        responseFromNative = (result) => {
          const response = new Response(result[3], { __proto__: null, status: result[0] });
          response.#url = result[1];
          const pairs = result[2];
          for (let i = 0; i < pairs.length; i++) appendHeader(response.#headers, pairs[i][0], pairs[i][1]);
          return response;
        };
      }
    }
    function fetch(input, init = undefined) {
      const url = is(input, URL) ? urlHref(input)
        : String((typeof input === "object" || typeof input === "function") && input !== null ? input.url ?? input : input);
      const result = natives.fetchResource(url, init?.method ?? "GET");
      if (typeof result === "string") return PromiseReject(new TypeError(`Failed to fetch: ${result}`));
      return PromiseResolve(responseFromNative(result));
    }

    return { __proto__: null, Headers, Response, fetch };
  });
});
