// fetch(): a Request's fetch, its abort, and the Response it resolves with.
// https://fetch.spec.whatwg.org/#fetch-method
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. Made on first use.
// The fetch itself is the runtime's (`natives.fetchResource`, runtime/web/fetch/mod.rs:
// schemes, the virtual hosts, modes, CORS and its preflight, redirects, the Resource
// Timing entry). A request's body goes to it as bytes: a body stream is read to its end
// first, as a request of known length is sent (framescope streams no upload). The
// response comes in a task of its own, as from a network: over the network loader the
// request starts at once and runs in parallel (runtime/web/fetch/in_parallel.rs).
(function fetchMethod(lib) {
  "use strict";
  lib.lazily({ globals: ["fetch"] }, () => {
    const { natives } = lib;
    const { Promise, ReflectConstruct, TypeError, TypedArrayPrototypeGetByteLength } = lib.primordials;
    const B = lib.fetchBody;
    // https://fetch.spec.whatwg.org/#http-network-or-cache-fetch: the bytes of keepalive
    // requests in flight (not yet answered), at most 64 KiB.
    let inflightKeepaliveBytes = 0;
    const KEEPALIVE_QUOTA = 65536;

    // https://fetch.spec.whatwg.org/#abort-fetch
    function abortFetchCall(reject, request, responseObject, error) {
      // 1. Reject promise with error. 2. If request's body is non-null and is readable,
      //    then cancel request's body with error.
      reject(error);
      B.cancel(request.body, error);
      // 3–5. If responseObject is non-null and its response's body is readable, error
      //    it with error.
      if (responseObject !== null) B.error(lib.fetchResponses.responseOf(responseObject).body, error);
    }

    // https://fetch.spec.whatwg.org/#concept-fetch, as framescope runs it: the request's
    // body read to bytes, then the runtime's fetch (in parallel over the network, else in
    // a task); processResponse gets the runtime's answer (an array), or a string saying
    // why it is a network error.
    function fetchRequest(request, processResponse, controller) {
      const send = (bytes) => {
        const length = bytes === null ? 0 : TypedArrayPrototypeGetByteLength(bytes);
        // (The keepalive quota: a request that would take in-flight keepalive bytes over
        // 64 KiB is a network error.)
        const keepalive = request.keepalive && bytes !== null;
        if (keepalive && inflightKeepaliveBytes + length > KEEPALIVE_QUOTA) {
          natives.queueGlobalTask(() => processResponse("keepalive requests may carry at most 64 KiB of bodies in flight"));
          return;
        }
        if (keepalive) inflightKeepaliveBytes += length;
        // (A keepalive request's bytes count until its request is done: its response came
        // whole, or its streamed body ended; https://fetch.spec.whatwg.org/#http-network-or-cache-fetch
        // counts the requests whose done flag is unset.)
        let counted = keepalive;
        const done = () => {
          if (counted) inflightKeepaliveBytes -= length;
          counted = false;
        };
        const respond = (response) => {
          // (A body still to come keeps its request, which an abort then terminates.)
          if (typeof response === "string" || response[5] !== true) {
            done();
            controller.request = undefined;
          }
          processResponse(response);
        };
        // Over the network the body comes as it arrives: each chunk, then null at its end
        // (and why, if it failed), for the response's body (controller.sink).
        const processBody = (chunk, why) => {
          if (chunk === null) {
            done();
            controller.request = undefined;
            if (why === undefined) controller.sink?.close();
            else controller.sink?.error(new TypeError(`Failed to fetch: ${why}`));
            return;
          }
          controller.sink?.chunk(chunk);
        };
        const url = request.urlList[request.urlList.length - 1];
        // (https://fetch.spec.whatwg.org/#main-fetch step 22: with integrity metadata the
        // runtime hands the response over only once its whole body is read, so its body
        // does not stream, and matches it; a mismatch, or an opaque response, is a network
        // error: runtime/web/fetch/mod.rs.)
        // Over the network the request starts now and runs in parallel: the runtime gives
        // its id, and respond gets the response in a task of the networking task source.
        // The hosts folder answers in a task of its own (the runtime makes no request
        // here, onlyInParallel).
        const fetchResource = (onlyInParallel) => natives.fetchResource(
          request.method, url, request.headerList, bytes, request.mode, request.credentials, request.redirect,
          request.useCorsPreflight, request.cache, request.referrer, request.referrerPolicy, respond, onlyInParallel,
          processBody, request.integrity, request.blobEntry,
        );
        const id = controller.aborted ? undefined : fetchResource(true);
        if (typeof id === "number") {
          controller.request = id;
          controller.terminated = done;
          return;
        }
        natives.queueGlobalTask(() => {
          if (controller.aborted) {
            done();
            return;
          }
          respond(fetchResource(false));
        });
      };
      if (request.body === null) send(null);
      else B.readForSending(request.body, send, () => processResponse("the request's body stream errored"));
    }

    // https://fetch.spec.whatwg.org/#dom-global-fetch
    function fetch(input, init = undefined) {
      // 1. Let p be a new promise.
      let resolve, reject;
      const p = new Promise((res, rej) => { resolve = res; reject = rej; });
      // (Web IDL: this value must be the global object, and a missing argument rejects
      // p, as an operation returning a promise does.)
      if (this !== undefined && this !== null && this !== lib.global) {
        reject(new TypeError("Failed to execute 'fetch': Illegal invocation"));
        return p;
      }
      if (arguments.length === 0) {
        reject(new TypeError("Failed to execute 'fetch' on 'WindowOrWorkerGlobalScope': 1 argument required, but only 0 present."));
        return p;
      }
      // 2. Let requestObject be the result of invoking the initial value of Request as
      //    constructor with input and init. If this throws an exception, reject p with it
      //    and return p.
      let requestObject;
      try {
        requestObject = ReflectConstruct(lib.fetchRequests.Request, [input, init]);
      } catch (error) {
        reject(error);
        return p;
      }
      // 3. Let request be requestObject's request.
      const record = lib.fetchRequests.recordOf(requestObject);
      const request = record.request;
      const signals = lib.abortSignals;
      // 4. If requestObject's signal is aborted, then abort the fetch() call with p,
      //    request, null, and requestObject's signal's abort reason, and return p.
      if (signals.reason(record.signal) !== undefined) {
        abortFetchCall(reject, request, null, signals.reason(record.signal));
        return p;
      }
      // 7–10. responseObject, locallyAborted, controller.
      let responseObject = null, locallyAborted = false;
      const controller = { __proto__: null, aborted: false, request: undefined, terminated: undefined, sink: undefined };
      // (The document's abort terminates the fetch group, whose records are the fetches
      // under way (https://fetch.spec.whatwg.org/#concept-fetch-group-terminate: not a
      // keepalive one): the controller terminated, its response is a network error, and
      // p rejects with a TypeError.)
      let terminated = false;
      const terminate = () => {
        lib.fetchGroup.delete(terminate);
        if (locallyAborted || terminated) return;
        terminated = true;
        controller.aborted = true;
        if (controller.request !== undefined) {
          natives.terminateRequest(controller.request);
          controller.request = undefined;
          controller.terminated();
        }
        reject(new TypeError("Failed to fetch: the document's fetches were aborted"));
      };
      if (!request.keepalive) lib.fetchGroup?.add(terminate);
      // 11. Add the following abort steps to requestObject's signal: set locallyAborted,
      //     abort controller, abort the fetch() call with p, request, responseObject and
      //     the abort reason.
      lib.addAbortAlgorithm(record.signal, () => {
        lib.fetchGroup?.delete(terminate);
        locallyAborted = true;
        // (https://fetch.spec.whatwg.org/#fetch-controller-abort: the request in flight
        // ends.)
        controller.aborted = true;
        if (controller.request !== undefined) {
          natives.terminateRequest(controller.request);
          controller.request = undefined;
          controller.terminated();
        }
        abortFetchCall(reject, request, responseObject, signals.reason(record.signal));
      });
      // 12. Fetch request with processResponse given response:
      fetchRequest(request, (response) => {
        lib.fetchGroup?.delete(terminate);
        // 12.1. If locallyAborted is true, then abort these steps.
        if (locallyAborted || terminated) return;
        // 12.3. If response is a network error, then reject p with a TypeError.
        if (typeof response === "string") {
          reject(new TypeError(`Failed to fetch: ${response}`));
          return;
        }
        // 12.4. Set responseObject to the result of creating a Response object, given
        //      response, "immutable", and relevantRealm. 12.5. Resolve p with it.
        // (A body that comes as it arrives: the page's cancel terminates its request.)
        const cancel = () => {
          if (controller.request === undefined) return;
          natives.terminateRequest(controller.request);
          controller.request = undefined;
          controller.terminated();
        };
        responseObject = lib.fetchResponses.fromFetched(response, (sink) => { controller.sink = sink; }, cancel);
        resolve(responseObject);
      }, controller);
      // 13. Return p.
      return p;
    }
    return { __proto__: null, fetch };
  });
});
