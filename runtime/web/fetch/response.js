// Response: the Response class and the response it holds.
// https://fetch.spec.whatwg.org/#response-class, https://fetch.spec.whatwg.org/#concept-response
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. Made on first use.
// A Response object's record (`fetch.response` slot) holds its response (a record: type,
// status, status message, URL list, header list, body) and its Headers object (sharing the
// response's header list). Filtered responses are kept as what they expose: an opaque
// response has no status, headers or body of its own here.
(function response(lib) {
  "use strict";
  lib.lazily({ interfaces: ["Response"], shared: ["fetchResponses"] }, () => {
    const { internalSlots, natives } = lib;
    const {
      JSONStringify, MathFloor, Number, NumberIsFinite, ObjectCreate, ObjectDefineProperty, RangeError, RegExpPrototypeExec,
      StringPrototypeIndexOf, StringPrototypeSlice, StringPrototypeToWellFormed, String, TypeError, copyArray,
    } = lib.primordials;
    const H = lib.fetchHeaders;
    const B = lib.fetchBody;
    const records = internalSlots("fetch.response");
    const recordOf = (object) => {
      const record = records.get(object);
      if (record === undefined) throw new TypeError("Illegal invocation");
      return record;
    };

    // https://fetch.spec.whatwg.org/#concept-response: a new response (type "default",
    // status 200).
    const newResponse = () => ({
      __proto__: null, type: "default", status: 200, statusText: "", urlList: [], headerList: [], body: null,
    });
    // https://fetch.spec.whatwg.org/#concept-network-error
    const networkError = () => ({
      __proto__: null, type: "error", status: 0, statusText: "", urlList: [], headerList: [], body: null,
    });
    // https://fetch.spec.whatwg.org/#null-body-status
    const isNullBodyStatus = (status) => status === 101 || status === 103 || status === 204 || status === 205 || status === 304;
    // https://fetch.spec.whatwg.org/#redirect-status
    const isRedirectStatus = (status) => status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
    // https://httpwg.org/specs/rfc9112.html#status.line reason-phrase: HTAB, SP, VCHAR,
    // obs-text.
    const REASON_PHRASE = /^[\t\x20-\x7E\x80-\xFF]*$/;
    // https://fetch.spec.whatwg.org/#response-create: a Response object of this realm.
    function createResponseObject(response, guard) {
      const object = ObjectCreate(Response.prototype);
      records.set(object, { __proto__: null, response, headers: H.makeHeaders(response.headerList, guard) });
      return object;
    }
    // Web IDL: the ResponseInit dictionary (headers, status: unsigned short 200, statusText:
    // ByteString ""), members in lexicographic order.
    function convertInit(init, what) {
      const dict = { __proto__: null, headers: undefined, status: 200, statusText: "" };
      if (init === undefined || init === null) return dict;
      if (typeof init !== "object" && typeof init !== "function") throw new TypeError(`${what}: The provided value is not of type 'ResponseInit'.`);
      const headers = init.headers;
      if (headers !== undefined) dict.headers = H.convertHeadersInit(headers, what);
      const status = init.status;
      if (status !== undefined) {
        // (unsigned short: non-finite is 0; truncated, modulo 2^16.)
        const number = Number(status);
        const integer = NumberIsFinite(number) ? (number < 0 ? -MathFloor(-number) : MathFloor(number)) : 0;
        const modulo = integer % 65536;
        dict.status = modulo < 0 ? modulo + 65536 : modulo + 0;
      }
      const statusText = init.statusText;
      if (statusText !== undefined) dict.statusText = H.byteString(statusText, what);
      return dict;
    }
    // https://fetch.spec.whatwg.org/#initialize-a-response
    function initialize(record, init, bodyWithType, what) {
      const response = record.response;
      // 1. If init["status"] is not in the range 200 to 599, inclusive, then throw a
      //    RangeError.
      if (init.status < 200 || init.status > 599) {
        throw new RangeError(`${what}: The status provided (${init.status}) is outside the range [200, 599].`);
      }
      // 2. If init["statusText"] is not the empty string and does not match the
      //    reason-phrase token production, then throw a TypeError.
      if (RegExpPrototypeExec(REASON_PHRASE, init.statusText) === null) throw new TypeError(`${what}: Invalid statusText`);
      // 3–4. Set response's status and status message.
      response.status = init.status;
      response.statusText = init.statusText;
      // 5. If init["headers"] exists, then fill response's headers with init["headers"].
      if (init.headers !== undefined) H.fill(H.recordOf(record.headers), init.headers);
      // 6. If body is non-null: a null body status is a TypeError; the body is body's
      //    body, and its type the Content-Type unless the header list has one.
      if (bodyWithType !== null) {
        if (isNullBodyStatus(response.status)) throw new TypeError(`${what}: Response with null body status cannot have body`);
        response.body = bodyWithType[0];
        const type = bodyWithType[1];
        if (type !== null && !H.contains(response.headerList, "Content-Type")) H.append(response.headerList, "Content-Type", type);
      }
    }
    // https://url.spec.whatwg.org/#concept-url-serializer with exclude fragment.
    const withoutFragment = (href) => {
      const hash = StringPrototypeIndexOf(href, "#");
      return hash < 0 ? href : StringPrototypeSlice(href, 0, hash);
    };

    class Response {
      // https://fetch.spec.whatwg.org/#dom-response
      constructor(body = null, init = undefined) {
        const what = "Failed to construct 'Response'";
        // (Web IDL: body is a BodyInit or null; init a ResponseInit.)
        const converted = body === null ? null : B.convertBodyInit(body);
        const dict = convertInit(init, what);
        // 1. Set this's response to a new response. 2. Set this's headers to a new
        //    Headers object whose header list is this's response's header list and guard
        //    is "response".
        const response = newResponse();
        const record = { __proto__: null, response, headers: H.makeHeaders(response.headerList, "response") };
        records.set(this, record);
        // 3–4. Let bodyWithType be null; if body is non-null, the result of extracting
        //    body. 5. Perform initialize a response given this, init, and bodyWithType.
        const bodyWithType = converted === null ? null : B.extract(converted, false, what);
        initialize(record, dict, bodyWithType, what);
      }
      // https://fetch.spec.whatwg.org/#dom-response-error: a network error's Response,
      // with "immutable" headers.
      static error() { return createResponseObject(networkError(), "immutable"); }
      // https://fetch.spec.whatwg.org/#dom-response-redirect
      static redirect(url, status = 302) {
        const what = "Failed to execute 'redirect' on 'Response'";
        lib.requireArguments(arguments, 1, "redirect", "Response");
        url = StringPrototypeToWellFormed(String(url));
        status = convertInit({ __proto__: null, status }, what).status;
        // 1. Let parsedURL be the result of parsing url with current settings object's
        //    API base URL. 2. If parsedURL is failure, then throw a TypeError.
        const parsed = natives.parseURL(url, lib.baseURL?.() ?? lib.info.location.href);
        if (!parsed) throw new TypeError(`${what}: Failed to parse URL from ${url}`);
        // 3. If status is not a redirect status, then throw a RangeError.
        if (!isRedirectStatus(status)) throw new RangeError(`${what}: Invalid status code`);
        // 4–7. A new Response ("immutable") of status and a `Location` of parsedURL.
        const response = newResponse();
        response.status = status;
        H.append(response.headerList, "Location", parsed.href);
        return createResponseObject(response, "immutable");
      }
      // https://fetch.spec.whatwg.org/#dom-response-json
      static json(data, init = undefined) {
        const what = "Failed to execute 'json' on 'Response'";
        lib.requireArguments(arguments, 1, "json", "Response");
        const dict = convertInit(init, what);
        // 1. Let bytes be the result of running serialize a JavaScript value to JSON bytes
        //    on data (undefined, or a value JSON does not serialize, is a TypeError).
        const json = JSONStringify(data);
        if (json === undefined) throw new TypeError(`${what}: The data is not JSON serializable`);
        // 2. Let body be the result of extracting bytes. 3. A new Response ("response").
        //    4. Initialize it with init and (body, "application/json").
        const body = B.bodyOfBytes(natives.encodeUtf8(json));
        const response = newResponse();
        const object = createResponseObject(response, "response");
        initialize(records.get(object), dict, [body, "application/json"], what);
        return object;
      }
      get type() { return recordOf(this).response.type; }
      // https://fetch.spec.whatwg.org/#dom-response-url: its URL (the last of its URL
      // list) without fragment, or "".
      get url() {
        const list = recordOf(this).response.urlList;
        return list.length === 0 ? "" : withoutFragment(list[list.length - 1]);
      }
      // https://fetch.spec.whatwg.org/#dom-response-redirected: its URL list has more
      // than one URL.
      get redirected() { return recordOf(this).response.urlList.length > 1; }
      get status() { return recordOf(this).response.status; }
      // https://fetch.spec.whatwg.org/#dom-response-ok: an ok status (200–299).
      get ok() { const status = recordOf(this).response.status; return status >= 200 && status <= 299; }
      get statusText() { return recordOf(this).response.statusText; }
      get headers() { return recordOf(this).headers; }
      // https://fetch.spec.whatwg.org/#dom-response-clone
      clone() {
        const record = recordOf(this);
        // 1. If this is unusable, then throw a TypeError.
        if (B.isUnusable(record.response.body)) throw new TypeError("Failed to execute 'clone' on 'Response': Response body is already used");
        // 2. Let clonedResponse be the result of cloning this's response. 3. A Response
        //    object of it, with this's headers's guard.
        const response = record.response;
        const cloned = {
          __proto__: null, type: response.type, status: response.status, statusText: response.statusText,
          urlList: copyArray(response.urlList), headerList: [], body: response.body === null ? null : B.clone(response.body),
        };
        for (let i = 0; i < response.headerList.length; i++) cloned.headerList[i] = [response.headerList[i][0], response.headerList[i][1]];
        return createResponseObject(cloned, H.recordOf(record.headers).guard);
      }
    }
    // (Static operations are enumerable.)
    const statics = ["error", "redirect", "json"];
    for (let i = 0; i < statics.length; i++) {
      ObjectDefineProperty(Response, statics[i], { __proto__: null, value: Response[statics[i]], writable: true, enumerable: true, configurable: true });
    }
    B.includeBody(Response.prototype, "Response", (object) => records.get(object)?.response);
    natives.platformPrototype(Response.prototype);

    // For fetch(): a Response object ("immutable" headers) of what the runtime fetched,
    // `[type, status, statusText, URL list, [[name, value]…], body bytes, true or null]`
    // (true: the body comes as it arrives, through `sink`, a streaming body's, given to
    // `withSink`; `cancel` runs when the page cancels it), and a Response object's
    // response.
    function fromFetched(result, withSink = undefined, cancel = undefined) {
      const response = newResponse();
      response.type = result[0];
      response.status = result[1];
      response.statusText = result[2];
      response.urlList = result[3];
      const pairs = result[4];
      for (let i = 0; i < pairs.length; i++) response.headerList[i] = [pairs[i][0], pairs[i][1]];
      if (result[5] === true) {
        const [body, sink] = B.streamingBody(cancel);
        response.body = body;
        withSink(sink);
      } else {
        response.body = result[5] === null ? null : B.bodyOfBytes(result[5]);
      }
      return createResponseObject(response, "immutable");
    }
    const fetchResponses = { __proto__: null, Response, fromFetched, responseOf: (object) => records.get(object).response };
    return { __proto__: null, Response, fetchResponses };
  });
});
