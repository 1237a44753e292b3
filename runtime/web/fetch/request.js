// Request: the Request class and the request it holds.
// https://fetch.spec.whatwg.org/#request-class, https://fetch.spec.whatwg.org/#concept-request
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. Made on first use.
// A Request object's record (`fetch.request` slot) holds its request (a record: method,
// URL list, header list, body, mode, credentials, cache, redirect, referrer, …), its
// Headers object (sharing the request's header list) and its AbortSignal.
(function request(lib) {
  "use strict";
  lib.lazily({ interfaces: ["Request"], shared: ["fetchRequests"] }, () => {
    const { internalSlots, natives } = lib;
    const { ObjectCreate, String, StringPrototypeToWellFormed, TypeError, copyArray } = lib.primordials;
    const H = lib.fetchHeaders;
    const B = lib.fetchBody;
    const records = internalSlots("fetch.request");
    const fail = (why) => new TypeError(`Failed to construct 'Request': ${why}`);
    const usv = (value) => StringPrototypeToWellFormed(String(value));

    // The enumerations of RequestInit's members (https://fetch.spec.whatwg.org/#requestinit),
    // and ReferrerPolicy's (https://w3c.github.io/webappsec-referrer-policy/#enumdef-referrerpolicy).
    const ENUMS = {
      __proto__: null,
      cache: ["RequestCache", ["default", "no-store", "reload", "no-cache", "force-cache", "only-if-cached"]],
      credentials: ["RequestCredentials", ["omit", "same-origin", "include"]],
      duplex: ["RequestDuplex", ["half"]],
      mode: ["RequestMode", ["navigate", "same-origin", "no-cors", "cors"]],
      priority: ["RequestPriority", ["high", "low", "auto"]],
      redirect: ["RequestRedirect", ["follow", "error", "manual"]],
      referrerPolicy: ["ReferrerPolicy", [
        "", "no-referrer", "no-referrer-when-downgrade", "same-origin", "origin", "strict-origin",
        "origin-when-cross-origin", "strict-origin-when-cross-origin", "unsafe-url",
      ]],
    };
    function enumValue(member, value) {
      const text = String(value);
      const values = ENUMS[member][1];
      for (let i = 0; i < values.length; i++) if (values[i] === text) return text;
      throw fail(`Failed to read the '${member}' property from 'RequestInit': The provided value '${text}' is not a valid enum value of type ${ENUMS[member][0]}.`);
    }
    // Web IDL: the RequestInit dictionary (members read and converted in lexicographic
    // order; a member whose value is undefined does not exist), with `any` members seen.
    function convertInit(init) {
      const dict = { __proto__: null, empty: true };
      if (init === undefined || init === null) return dict;
      if (typeof init !== "object" && typeof init !== "function") throw fail("The provided value is not of type 'RequestInit'.");
      const read = (member, convert) => {
        const value = init[member];
        if (value === undefined) return;
        dict[member] = convert(value);
        dict.empty = false;
      };
      read("body", (value) => (value === null ? null : B.convertBodyInit(value)));
      read("cache", (value) => enumValue("cache", value));
      read("credentials", (value) => enumValue("credentials", value));
      read("duplex", (value) => enumValue("duplex", value));
      read("headers", (value) => H.convertHeadersInit(value, "Failed to construct 'Request'"));
      read("integrity", String);
      read("keepalive", (value) => !!value);
      read("method", (value) => H.byteString(value, "Failed to construct 'Request'"));
      read("mode", (value) => enumValue("mode", value));
      read("priority", (value) => enumValue("priority", value));
      read("redirect", (value) => enumValue("redirect", value));
      read("referrer", usv);
      read("referrerPolicy", (value) => enumValue("referrerPolicy", value));
      read("signal", (value) => {
        if (value !== null && !lib.abortSignals.isSignal(value)) {
          throw fail("Failed to read the 'signal' property from 'RequestInit': Failed to convert value to 'AbortSignal'.");
        }
        return value;
      });
      read("window", (value) => value);
      return dict;
    }
    // https://html.spec.whatwg.org/multipage/webappapis.html#api-base-url (a document's
    // base URL, a worker's URL) and origin of the realm.
    const apiBaseURL = () => lib.baseURL?.() ?? lib.info.location.href;
    // https://html.spec.whatwg.org/multipage/browsers.html#same-origin (serialized: an
    // opaque origin, "null", is no other's).
    const sameOrigin = (a, b) => a === b && a !== "null";

    // https://fetch.spec.whatwg.org/#concept-request: a new request of `url` (a href).
    // (blobEntry: a blob: URL's blob URL entry, resolved as the URL was parsed —
    // https://url.spec.whatwg.org/#concept-url-parser step 3 — `[bytes, type]` or null.)
    const newRequest = (url) => ({
      __proto__: null, method: "GET", urlList: [url], blobEntry: natives.resolveBlobURL(url), headerList: [], body: null, window: "client", origin: "client",
      referrer: "client", referrerPolicy: "", mode: "no-cors", credentials: "same-origin", cache: "default",
      redirect: "follow", integrity: "", keepalive: false, reloadNavigation: false, historyNavigation: false,
      priority: "auto", internalPriority: null, destination: "", useCorsPreflight: false, initiatorType: "",
    });
    // https://fetch.spec.whatwg.org/#concept-request-clone: a copy of request (its own
    // header list and URL list), its body cloned.
    function cloneRequest(request) {
      const copy = { __proto__: null };
      const keys = ["method", "window", "origin", "referrer", "referrerPolicy", "mode", "credentials", "cache", "redirect",
        "integrity", "keepalive", "reloadNavigation", "historyNavigation", "priority", "internalPriority", "destination",
        "useCorsPreflight", "initiatorType", "blobEntry"];
      for (let i = 0; i < keys.length; i++) copy[keys[i]] = request[keys[i]];
      copy.urlList = copyArray(request.urlList);
      copy.headerList = copyHeaderList(request.headerList);
      copy.body = request.body === null ? null : B.clone(request.body);
      return copy;
    }
    const copyHeaderList = (list) => {
      const copy = [];
      for (let i = 0; i < list.length; i++) copy[i] = [list[i][0], list[i][1]];
      return copy;
    };
    // https://fetch.spec.whatwg.org/#request-create: a Request object of this realm.
    function createRequestObject(request, guard, signal) {
      const object = ObjectCreate(Request.prototype);
      records.set(object, { __proto__: null, request, headers: H.makeHeaders(request.headerList, guard), signal });
      return object;
    }
    const recordOf = (object) => {
      const record = records.get(object);
      if (record === undefined) throw new TypeError("Illegal invocation");
      return record;
    };

    class Request {
      // https://fetch.spec.whatwg.org/#dom-request
      constructor(input, init = undefined) {
        if (arguments.length === 0) throw fail("1 argument required, but only 0 present.");
        // (Web IDL: input is a Request or a USVString; then init, a RequestInit.)
        const inputRecord = records.get(input);
        if (inputRecord === undefined) input = usv(input);
        const dict = convertInit(init);
        // 1–4. request, fallbackMode and signal are null; baseURL is this's relevant
        //    settings object's API base URL.
        let request = null, fallbackMode = null, signal = null;
        const baseURL = apiBaseURL();
        // 5. If input is a string: parse it with baseURL (failure, or a URL with
        //    credentials, is a TypeError); a new request of it; fallbackMode "cors".
        if (inputRecord === undefined) {
          const parsed = natives.parseURL(input, baseURL);
          if (!parsed) throw fail(`Failed to parse URL from ${input}`);
          if (parsed.username !== "" || parsed.password !== "") throw fail(`Request cannot be constructed from a URL that includes credentials: ${input}`);
          request = newRequest(parsed.href);
          fallbackMode = "cors";
        } else {
          // 6. Otherwise: input's request, and its signal.
          request = inputRecord.request;
          signal = inputRecord.signal;
        }
        // 7. Let origin be this's relevant settings object's origin. 8–11. The
        //    traversable for user prompts: init["window"] may only be null.
        const origin = lib.info.location.origin;
        let window = request.window === "no-traversable" ? "no-traversable" : "client";
        if (dict.window !== undefined && dict.window !== null) throw fail("'window' can only be null.");
        if (dict.window !== undefined) window = "no-traversable";
        // 12. Set request to a new request copying request's fields (its header list
        //     copied, no body); its client this's relevant settings object, origin
        //     "client", initiator type "fetch".
        request = {
          __proto__: null, method: request.method, urlList: copyArray(request.urlList), blobEntry: request.blobEntry, headerList: copyHeaderList(request.headerList),
          body: null, window, origin: "client", referrer: request.referrer, referrerPolicy: request.referrerPolicy,
          mode: request.mode, credentials: request.credentials, cache: request.cache, redirect: request.redirect,
          integrity: request.integrity, keepalive: request.keepalive, reloadNavigation: request.reloadNavigation,
          historyNavigation: request.historyNavigation, priority: request.priority, internalPriority: request.internalPriority,
          destination: request.destination, useCorsPreflight: false, initiatorType: "fetch",
        };
        // 13. If init is not empty: a navigate mode becomes "same-origin"; the
        //     navigation flags unset; origin and referrer "client"; referrer policy "";
        //     the URL list only the current URL.
        if (!dict.empty) {
          if (request.mode === "navigate") request.mode = "same-origin";
          request.reloadNavigation = false;
          request.historyNavigation = false;
          request.referrer = "client";
          request.referrerPolicy = "";
          request.urlList = [request.urlList[request.urlList.length - 1]];
        }
        // 14. If init["referrer"] exists: "" is "no-referrer"; otherwise parsed with
        //     baseURL (failure: a TypeError), "client" for about:client or a URL not of
        //     origin, else the URL.
        if (dict.referrer !== undefined) {
          if (dict.referrer === "") {
            request.referrer = "no-referrer";
          } else {
            const parsed = natives.parseURL(dict.referrer, baseURL);
            if (!parsed) throw fail(`Referrer '${dict.referrer}' is not a valid URL.`);
            const client = parsed.protocol === "about:" && parsed.pathname === "client";
            request.referrer = client || !sameOrigin(parsed.origin, origin) ? "client" : parsed.href;
          }
        }
        // 15. If init["referrerPolicy"] exists, set request's referrer policy to it.
        if (dict.referrerPolicy !== undefined) request.referrerPolicy = dict.referrerPolicy;
        // 16. Let mode be init["mode"] if it exists, and fallbackMode otherwise. 17. If mode
        //     is "navigate", then throw a TypeError. 18. If mode is non-null, set it.
        const mode = dict.mode !== undefined ? dict.mode : fallbackMode;
        if (mode === "navigate") throw fail("Cannot construct a Request with a RequestInit whose mode member is set as 'navigate'.");
        if (mode !== null) request.mode = mode;
        // 19–20. Credentials mode and cache mode.
        if (dict.credentials !== undefined) request.credentials = dict.credentials;
        if (dict.cache !== undefined) request.cache = dict.cache;
        // 21. If request's cache mode is "only-if-cached" and request's mode is not
        //     "same-origin", then throw a TypeError.
        if (request.cache === "only-if-cached" && request.mode !== "same-origin") {
          throw fail("'only-if-cached' can be set only with 'same-origin' mode");
        }
        // 22–24. Redirect mode, integrity metadata, keepalive.
        if (dict.redirect !== undefined) request.redirect = dict.redirect;
        if (dict.integrity !== undefined) request.integrity = dict.integrity;
        if (dict.keepalive !== undefined) request.keepalive = dict.keepalive;
        // 25. If init["method"] exists: not a method, or a forbidden method, is a
        //     TypeError; normalized, it is request's method.
        if (dict.method !== undefined) {
          const method = dict.method;
          if (!H.isMethod(method)) throw fail(`'${method}' is not a valid HTTP method.`);
          if (H.isForbiddenMethod(method)) throw fail(`'${method}' HTTP method is unsupported.`);
          request.method = H.normalizeMethod(method);
        }
        // 26. If init["signal"] exists, then set signal to it.
        if (dict.signal !== undefined) signal = dict.signal;
        // 27. If init["priority"] exists: request's priority (no internal priority here).
        if (dict.priority !== undefined) request.priority = dict.priority;
        // 28–30. This's request; this's signal a dependent abort signal of « signal ».
        const signals = signal === null ? [] : [signal];
        const thisSignal = lib.abortSignals.createDependent(signals);
        // 31. Set this's headers to a new Headers object whose header list is request's
        //     header list and guard is "request".
        const headers = H.makeHeaders(request.headerList, "request");
        const headersRecord = H.recordOf(headers);
        records.set(this, { __proto__: null, request, headers, signal: thisSignal });
        // 32. If this's request's mode is "no-cors": its method must be a CORS-safelisted
        //     method (else a TypeError); the guard is "request-no-cors".
        if (request.mode === "no-cors") {
          if (!H.isCorsSafelistedMethod(request.method)) throw fail(`'${request.method}' is unsupported in no-cors mode.`);
          headersRecord.guard = "request-no-cors";
        }
        // 33. If init is not empty: headers is init["headers"] if it exists, else a copy
        //     of this's headers; this's header list emptied, then filled with headers.
        if (!dict.empty) {
          const pairs = dict.headers !== undefined ? dict.headers : copyHeaderList(request.headerList);
          request.headerList.length = 0;
          H.fill(headersRecord, pairs);
        }
        // 34. Let inputBody be input's request's body if input is a Request object;
        //     otherwise null.
        const inputBody = inputRecord === undefined ? null : inputRecord.request.body;
        // 35. A body (init's, or input's) with a GET or HEAD request is a TypeError.
        const initHasBody = dict.body !== undefined && dict.body !== null;
        if ((initHasBody || inputBody !== null) && (request.method === "GET" || request.method === "HEAD")) {
          throw fail("Request with GET/HEAD method cannot have body.");
        }
        // 36–37. If init["body"] exists and is non-null: initBody is its extracted body
        //     (keepalive as request's); its type, if any, the Content-Type unless this's
        //     headers have one.
        let initBody = null;
        if (initHasBody) {
          const extracted = B.extract(dict.body, request.keepalive, "Failed to construct 'Request'");
          initBody = extracted[0];
          const type = extracted[1];
          if (type !== null && !H.contains(request.headerList, "Content-Type")) H.append(request.headerList, "Content-Type", type);
        }
        // 38. Let inputOrInitBody be initBody if it is non-null; otherwise inputBody.
        const inputOrInitBody = initBody !== null ? initBody : inputBody;
        // 39. A body with no source (a stream): init needs a duplex member (for init's
        //     body), the mode must be "same-origin" or "cors", and the request gets the
        //     use-CORS-preflight flag.
        if (inputOrInitBody !== null && inputOrInitBody.source === null) {
          if (initBody !== null && dict.duplex === undefined) throw fail("The duplex member must be specified for a request with a streaming body.");
          if (request.mode !== "same-origin" && request.mode !== "cors") {
            throw fail("A request with a streaming body must have the mode 'same-origin' or 'cors'.");
          }
          request.useCorsPreflight = true;
        }
        // 40–41. Let finalBody be inputOrInitBody; if initBody is null and inputBody is
        //     non-null: inputBody must be usable (else a TypeError), and finalBody is a
        //     proxy for it.
        let finalBody = inputOrInitBody;
        if (initBody === null && inputBody !== null) {
          if (B.isUnusable(inputBody)) throw fail("Cannot construct a Request with a Request object that has already been used.");
          finalBody = B.proxy(inputBody);
        }
        // 42. Set this's request's body to finalBody.
        request.body = finalBody;
      }
      // https://fetch.spec.whatwg.org/#dom-request-method and the other getters.
      get method() { return recordOf(this).request.method; }
      get url() { return recordOf(this).request.urlList[0]; }
      get headers() { return recordOf(this).headers; }
      get destination() { return recordOf(this).request.destination; }
      // https://fetch.spec.whatwg.org/#dom-request-referrer: "" for no referrer,
      // about:client for the client, else the URL.
      get referrer() {
        const referrer = recordOf(this).request.referrer;
        return referrer === "no-referrer" ? "" : referrer === "client" ? "about:client" : referrer;
      }
      get referrerPolicy() { return recordOf(this).request.referrerPolicy; }
      get mode() { return recordOf(this).request.mode; }
      get credentials() { return recordOf(this).request.credentials; }
      get cache() { return recordOf(this).request.cache; }
      get redirect() { return recordOf(this).request.redirect; }
      get integrity() { return recordOf(this).request.integrity; }
      get keepalive() { return recordOf(this).request.keepalive; }
      get isReloadNavigation() { return recordOf(this).request.reloadNavigation; }
      get isHistoryNavigation() { return recordOf(this).request.historyNavigation; }
      get signal() { return recordOf(this).signal; }
      get duplex() { recordOf(this); return "half"; }
      // https://fetch.spec.whatwg.org/#dom-request-clone
      clone() {
        const record = recordOf(this);
        // 1. If this is unusable, then throw a TypeError.
        if (B.isUnusable(record.request.body)) throw new TypeError("Failed to execute 'clone' on 'Request': Request body is already used");
        // 2. Let clonedRequest be the result of cloning this's request. 3–4. Let
        //    clonedSignal be a dependent abort signal of « this's signal ». 5–6. A new
        //    Request object of them, with this's headers's guard.
        const clonedRequest = cloneRequest(record.request);
        const clonedSignal = lib.abortSignals.createDependent([record.signal]);
        return createRequestObject(clonedRequest, H.recordOf(record.headers).guard, clonedSignal);
      }
    }
    B.includeBody(Request.prototype, "Request", (object) => records.get(object)?.request);
    natives.platformPrototype(Request.prototype);

    // For fetch(): a Request object's record ({ request, headers, signal }), or undefined.
    const fetchRequests = { __proto__: null, Request, recordOf: (object) => records.get(object) };
    return { __proto__: null, Request, fetchRequests };
  });
});
