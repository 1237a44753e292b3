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
      ArrayBufferIsView, ArrayIsArray, ArrayPrototypeSort, ArrayPrototypeSymbolIterator, JSONParse, ObjectEntries, ObjectPrototypeIsPrototypeOf, Promise,
      PromisePrototypeThen, PromiseReject, PromiseResolve, ReflectApply, SafeMap, String, SymbolIterator, TypeError,
      TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetSymbolToStringTag, Uint8Array, arrayMap,
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
    // https://fetch.spec.whatwg.org/#concept-body-consume-body: the bytes of a body's
    // stream, read to its end (https://streams.spec.whatwg.org/#readablestreamdefaultreader-read-all-bytes).
    const readAllBytes = (stream) => {
      const R = lib.readableStreamOps;
      const reader = R.AcquireReadableStreamDefaultReader(stream);
      const chunks = [];
      let total = 0;
      return new Promise((resolve, reject) => {
        const step = () => R.ReadableStreamDefaultReaderRead(reader, {
          __proto__: null,
          chunkSteps: (chunk) => {
            // (A chunk that is not a Uint8Array is a TypeError.)
            if (!(ArrayBufferIsView(chunk) && TypedArrayPrototypeGetSymbolToStringTag(chunk) === "Uint8Array")) {
              const error = new TypeError("Failed to execute: the body stream's chunk is not a Uint8Array");
              R.ReadableStreamCancel(stream, error);
              reject(error);
              return;
            }
            chunks[chunks.length] = chunk;
            total += chunk.length;
            PromisePrototypeThen(PromiseResolve(undefined), step);
          },
          closeSteps: () => {
            const bytes = new Uint8Array(total);
            let at = 0;
            for (let i = 0; i < chunks.length; i++) {
              const chunk = chunks[i];
              for (let k = 0; k < chunk.length; k++) bytes[at++] = chunk[k];
            }
            R.ReadableStreamDefaultReaderRelease(reader);
            resolve(bytes);
          },
          errorSteps: reject,
        });
        step();
      });
    };
    // A Response from the runtime's [status, url, [name, value] pairs, body].
    let responseFromNative;
    class Response {
      // #body: the body's text, or undefined when it is #stream (a ReadableStream's
      // record); #nullBody for a response made without a body.
      #status; #url; #headers; #body; #stream; #nullBody; #used = false;
      constructor(body = null, init = undefined) {
        this.#nullBody = body === null;
        const stream = lib.readableStreamOps.streams.get(body);
        if (stream !== undefined) {
          if (lib.readableStreamOps.IsReadableStreamLocked(stream) || stream.disturbed) {
            throw new TypeError("Failed to construct 'Response': Response body object should not be disturbed or locked");
          }
          this.#stream = stream;
        } else {
          this.#body = body === null ? "" : String(body);
        }
        this.#status = init?.status ?? 200;
        this.#headers = new Headers(init?.headers);
        this.#url = "";
      }
      get status() { return this.#status; }
      get ok() { return this.#status >= 200 && this.#status < 300; }
      get statusText() { return this.#status === 200 ? "OK" : this.#status === 404 ? "Not Found" : ""; }
      get url() { return this.#url; }
      get headers() { return this.#headers; }
      get bodyUsed() { return this.#used || (this.#stream !== undefined && this.#stream.disturbed); }
      // https://fetch.spec.whatwg.org/#dom-body-body: a ReadableStream over the body's
      // bytes (made on first use), or null.
      get body() {
        if (this.#nullBody) return null;
        if (this.#stream === undefined) {
          const R = lib.readableStreamOps;
          const bytes = natives.encodeUtf8(this.#body);
          let stream;
          const pull = () => {
            if (bytes.length > 0) R.ReadableStreamDefaultControllerEnqueue(stream.controller, bytes);
            R.ReadableStreamDefaultControllerClose(stream.controller);
            return PromiseResolve(undefined);
          };
          stream = R.CreateReadableStream(() => undefined, pull, () => PromiseResolve(undefined), 0);
          this.#stream = stream;
          if (this.#used) stream.disturbed = true;
        }
        return this.#stream.object;
      }
      // The body's bytes, a promise of them when the body is a stream, or undefined when
      // it was read before.
      #consume() {
        if (this.bodyUsed) return undefined;
        if (this.#stream !== undefined) {
          if (lib.readableStreamOps.IsReadableStreamLocked(this.#stream)) return undefined;
          return readAllBytes(this.#stream);
        }
        this.#used = true;
        return natives.encodeUtf8(this.#body);
      }
      // The body read and given to `convert` (a body of text without a stream is converted
      // at once: no promise reaction a page could observe through Promise[Symbol.species]).
      #read(convert) {
        const bytes = this.#consume();
        if (bytes === undefined) return bodyUsed();
        if (ObjectPrototypeIsPrototypeOf(Uint8Array.prototype, bytes)) {
          try {
            return PromiseResolve(convert(bytes));
          } catch (error) {
            return PromiseReject(error);
          }
        }
        return PromisePrototypeThen(bytes, convert);
      }
      text() { return this.#read((b) => natives.decodeUtf8(b, false, false)); }
      json() { return this.#read((b) => JSONParse(natives.decodeUtf8(b, false, false))); }
      arrayBuffer() { return this.#read((b) => TypedArrayPrototypeGetBuffer(b)); }
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
