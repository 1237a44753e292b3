// XMLHttpRequest, its upload object, and ProgressEvent.
// https://xhr.spec.whatwg.org/
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`). The request
// itself is the runtime's (runtime/web/xhr/mod.rs: the virtual hosts, CORS and its
// preflight, the Resource Timing entry); an asynchronous request gets its response in
// tasks of its own (`natives.queueGlobalTask`), as from a network: first its headers, then
// its body and its end. The hosts answer at once, so a `timeout` fires only when the
// page's own work delays those tasks past it.
(function xmlHttpRequest(lib) {
  "use strict";
  const { info } = lib;
  const onWindow = info.scope === "Window";
  // https://xhr.spec.whatwg.org/#interface-progressevent is [Exposed=(Window,Worker)];
  // XMLHttpRequest is [Exposed=(Window,DedicatedWorker,SharedWorker)].
  const interfaces = info.scope === "ServiceWorkerGlobalScope" ? ["ProgressEvent"]
    : ["ProgressEvent", "XMLHttpRequestEventTarget", "XMLHttpRequestUpload", "XMLHttpRequest"];
  lib.lazily({ interfaces, shared: ["ProgressEvent"] }, () => {
    const {
      DOMException, Event, EventTarget, asciiUppercase, defineEventHandler, dispatch, fieldsOf, illegal, is,
      natives, noDictionary, trust,
    } = lib;
    const {
      ArrayPrototypePush, ArrayPrototypeSort, JSONParse, MathTrunc, Number, NumberIsFinite, ObjectCreate,
      ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ReflectConstruct, RegExpPrototypeExec, String,
      StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeSlice,
      StringPrototypeToLowerCase, TypeError, TypedArrayPrototypeGetBuffer, TypedArrayPrototypeGetByteLength,
    } = lib.primordials;

    // https://xhr.spec.whatwg.org/#interface-progressevent
    const progressFields = lib.internalSlots("xhr.progressFields");
    // The asynchronous requests sent and not ended: HTML's abort a document
    // (window.stop(), document.open()) cancels their fetches.
    const underWay = new lib.primordials.SafeSet();
    // https://html.spec.whatwg.org/multipage/document-lifecycle.html#abort-a-document, step
    // 2 for XMLHttpRequest: cancel each fetch under way. Its fetch controller is aborted
    // now; its request error steps (abort, "AbortError") run in a task, as the aborted
    // fetch's response would come.
    lib.fetchGroup?.add(() => {
      for (const xhr of underWay) {
        const f = fieldsOfXhr(xhr);
        const generation = ++f.generation;
        terminate(f);
        natives.queueGlobalTask(() => {
          if (f.generation !== generation) return;
          if ((f.state === OPENED && f.send) || f.state === HEADERS_RECEIVED || f.state === LOADING) {
            requestError(xhr, f, "abort", "AbortError", "The request was aborted.");
          }
        });
      }
      underWay.clear();
    });
    // Web IDL's unsigned long (modulo 2^32), for `timeout`.
    const unsignedLong = (value) => {
      const number = Number(value);
      if (!NumberIsFinite(number)) return 0;
      const integer = MathTrunc(number) % 4294967296;
      return integer < 0 ? integer + 4294967296 : integer + 0;
    };
    // Web IDL's double (a TypeError for NaN and the infinities).
    const double = (value, member) => {
      const number = Number(value);
      if (!NumberIsFinite(number)) throw new TypeError(`Failed to construct 'ProgressEvent': Failed to read the '${member}' property from 'ProgressEventInit': The provided double value is non-finite.`);
      return number;
    };
    class ProgressEvent extends Event {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(Event, [type, init], new.target);
        init ??= noDictionary();
        // (Dictionary members in Web IDL's order: lengthComputable, loaded, total.)
        const lengthComputable = !!init.lengthComputable;
        const loaded = double(init.loaded ?? 0, "loaded");
        const total = double(init.total ?? 0, "total");
        progressFields.set(event, { __proto__: null, lengthComputable, loaded, total });
        return event;
      }
      get lengthComputable() { return fieldsOf(progressFields, this).lengthComputable; }
      get loaded() { return fieldsOf(progressFields, this).loaded; }
      get total() { return fieldsOf(progressFields, this).total; }
    }
    // https://xhr.spec.whatwg.org/#concept-event-fire-progress
    const fireProgress = (target, type, transmitted, length) => {
      const init = { __proto__: null, lengthComputable: length !== 0, loaded: transmitted, total: length };
      dispatch(target, trust(new ProgressEvent(type, init)));
    };
    const fire = (target, type) => dispatch(target, trust(new Event(type)));

    // https://xhr.spec.whatwg.org/#xmlhttprequesteventtarget
    class XMLHttpRequestEventTarget extends EventTarget {
      constructor() { illegal(); super(); }
    }
    const HANDLERS = ["loadstart", "progress", "abort", "error", "load", "timeout", "loadend"];
    for (let i = 0; i < HANDLERS.length; i++) defineEventHandler(XMLHttpRequestEventTarget.prototype, HANDLERS[i]);
    class XMLHttpRequestUpload extends XMLHttpRequestEventTarget {
      constructor() { illegal(); super(); }
    }

    const UNSENT = 0, OPENED = 1, HEADERS_RECEIVED = 2, LOADING = 3, DONE = 4;
    const xhrs = lib.internalSlots("xhr.xhrs");
    // https://fetch.spec.whatwg.org/#concept-method: a token.
    const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
    const isToken = (text) => RegExpPrototypeExec(TOKEN, text) !== null;
    const NORMALIZED = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"];
    const isForbiddenMethod = (method) => {
      const upper = asciiUppercase(method);
      return upper === "CONNECT" || upper === "TRACE" || upper === "TRACK";
    };
    const has = (list, item) => {
      for (let i = 0; i < list.length; i++) if (list[i] === item) return true;
      return false;
    };
    // https://fetch.spec.whatwg.org/#http-whitespace, stripped from both ends.
    const isWhitespace = (c) => c === 9 || c === 10 || c === 13 || c === 32;
    function trimWhitespace(text) {
      let start = 0, end = text.length;
      while (start < end && isWhitespace(StringPrototypeCharCodeAt(text, start))) start++;
      while (end > start && isWhitespace(StringPrototypeCharCodeAt(text, end - 1))) end--;
      return StringPrototypeSlice(text, start, end);
    }
    // Web IDL's ByteString.
    function byteString(value, what) {
      const text = String(value);
      for (let i = 0; i < text.length; i++) {
        if (StringPrototypeCharCodeAt(text, i) > 255) throw new TypeError(`Failed to execute '${what}' on 'XMLHttpRequest': Value is not a valid ByteString.`);
      }
      return text;
    }
    const invalidState = (what, why) => new DOMException(`Failed to execute '${what}' on 'XMLHttpRequest': ${why}`, "InvalidStateError");
    const fieldsOfXhr = (value) => fieldsOf(xhrs, value);
    // The response's header value `name` (combined), or null.
    function responseHeader(f, name) {
      if (f.response === null) return null;
      const pairs = f.response[3];
      let value = null;
      for (let i = 0; i < pairs.length; i++) {
        if (pairs[i][0] === name) value = value === null ? pairs[i][1] : value + ", " + pairs[i][1];
      }
      return value;
    }
    // https://xhr.spec.whatwg.org/#final-mime-type, and its essence (lowercase, no
    // parameters). (The response MIME type: its Content-Type, or text/xml when that is not
    // a MIME type.)
    function finalMime(f) {
      let type = f.overrideMime;
      if (type === null) {
        type = responseHeader(f, "content-type");
        if (type === null || RegExpPrototypeExec(MIME, type) === null) type = "text/xml";
      }
      return type;
    }
    function finalMimeEssence(f) {
      const type = finalMime(f);
      const end = StringPrototypeIndexOf(type, ";");
      return StringPrototypeToLowerCase(trimWhitespace(end < 0 ? type : StringPrototypeSlice(type, 0, end)));
    }

    // https://mimesniff.spec.whatwg.org/#xml-mime-type
    function isXmlEssence(essence) {
      const slash = StringPrototypeIndexOf(essence, "/");
      return essence === "text/xml" || essence === "application/xml" ||
        (slash > 0 && StringPrototypeSlice(essence, essence.length - 4) === "+xml" && slash < essence.length - 4);
    }
    // https://xhr.spec.whatwg.org/#text-response: the received bytes decoded with the
    // final charset (the override MIME type's, else the response's), else for an XML
    // response (response type "" or "document") its XML declaration's, else UTF-8; a BOM
    // wins.
    function textResponse(f) {
      const xml = (f.responseType === "" || f.responseType === "document") && isXmlEssence(finalMimeEssence(f));
      return natives.xhrDecode(f.response[8], f.overrideMime, responseHeader(f, "content-type"), xml);
    }

    // https://xhr.spec.whatwg.org/#request-error-steps
    function requestError(xhr, f, event, exception, message) {
      // 1. Set xhr's state to done. 2. Unset xhr's send() flag. 3. Set xhr's response to
      //    a network error.
      underWay.delete(xhr);
      f.state = DONE;
      f.send = false;
      f.response = null;
      f.received = "";
      // 4. If xhr's synchronous flag is set, then throw exception.
      if (f.sync) throw new DOMException(`Failed to execute 'send' on 'XMLHttpRequest': ${message}`, exception);
      // 5. Fire an event named readystatechange at xhr.
      fire(xhr, "readystatechange");
      // 6. If xhr's upload complete flag is unset, then: set it; if xhr's upload listener
      //    flag is set, fire a progress event named event, then one named loadend, at
      //    xhr's upload object with 0 and 0.
      if (!f.uploadComplete) {
        f.uploadComplete = true;
        if (f.uploadListener) {
          fireProgress(f.upload, event, 0, 0);
          fireProgress(f.upload, "loadend", 0, 0);
        }
      }
      // 7. Fire a progress event named event at xhr with 0 and 0. 8. Fire a progress
      //    event named loadend at xhr with 0 and 0.
      fireProgress(xhr, event, 0, 0);
      fireProgress(xhr, "loadend", 0, 0);
    }

    // https://xhr.spec.whatwg.org/#handle-response-end-of-body (errors were handled when
    // the response came)
    function endOfBody(xhr, f) {
      // 3. Let transmitted be xhr's received bytes's length (the whole body, whose size
      //    the runtime gave). 4. Let length be the response's body's length (what its
      //    `Content-Length` says, else 0; the hosts folder always knows it).
      const transmitted = f.response[6];
      const length = f.response[7];
      // 5. If xhr's synchronous flag is unset, fire a progress event named progress.
      if (!f.sync) fireProgress(xhr, "progress", transmitted, length);
      // 6. Set xhr's state to done. 7. Unset xhr's send() flag. 8. Fire an event named
      //    readystatechange at xhr.
      underWay.delete(xhr);
      f.state = DONE;
      f.send = false;
      fire(xhr, "readystatechange");
      // 9–10. Fire progress events named load and loadend at xhr.
      fireProgress(xhr, "load", transmitted, length);
      fireProgress(xhr, "loadend", transmitted, length);
    }

    // The upload's end (send()'s processRequestEndOfBody): the runtime has sent the body.
    function uploadDone(f, length) {
      if (f.uploadComplete) return;
      // 1. Set this's upload complete flag. 2. If this's upload listener flag is unset,
      //    then return. 3–5. Fire progress events named progress, load and loadend at
      //    this's upload object with requestBodyTransmitted and requestBodyLength.
      f.uploadComplete = true;
      if (!f.uploadListener) return;
      fireProgress(f.upload, "progress", length, length);
      fireProgress(f.upload, "load", length, length);
      fireProgress(f.upload, "loadend", length, length);
    }

    // send() step 11, an asynchronous request's response: the task that fetches it and
    // processes its headers (processResponse), then the task of its body and its end.
    // (Over the network the request starts in send() and runs in parallel: the runtime
    // gives its id, and processResponse gets the response, or null once the timeout
    // passed, in a task of the networking task source. The hosts folder answers in the
    // task respond() runs in, undefined here.)
    function startInParallel(xhr, f, generation, bodyLength) {
      const id = natives.xhrFetch(f.method, f.url, f.headers, f.withCredentials, f.uploadListener, f.body,
        (response) => {
          f.request = undefined;
          processResponse(xhr, f, generation, bodyLength, response, true);
        }, 0, true, f.blobEntry);
      if (typeof id !== "number") return false;
      f.request = id;
      // 11.6. The timeout, measured from send().
      if (f.timeout !== 0) natives.requestTimeout(id, f.sentAt + f.timeout - lib.now());
      return true;
    }

    function respond(xhr, f, generation, bodyLength) {
      if (f.generation !== generation) return;
      const result = natives.xhrFetch(f.method, f.url, f.headers, f.withCredentials, f.uploadListener, f.body,
        undefined, 0, false, f.blobEntry);
      processResponse(xhr, f, generation, bodyLength, result, false);
    }

    // Terminates the fetch controller of a request in flight over the network.
    function terminate(f) {
      if (f.request === undefined) return;
      natives.terminateRequest(f.request);
      f.request = undefined;
    }

    // processResponse of send() step 11: result is the runtime's answer (an array, a
    // string for a network error, null for a request whose timeout passed); inParallel:
    // whether it came from a request that ran in parallel, whose timeout the runtime
    // watched.
    function processResponse(xhr, f, generation, bodyLength, result, inParallel) {
      if (f.generation !== generation) return;
      // (A request that got a response sent its body; a network error's upload ends
      // with the request's error events.)
      if (typeof result !== "string" && result !== null) {
        uploadDone(f, bodyLength);
        if (f.generation !== generation) return;
      }
      // The timeout (step 11.6): the runtime's deadline passed first, or (for an answer
      // of the hosts folder) these tasks came later than it. (A response that came in
      // time is the page's even when a long task held its task back.)
      const late = !inParallel && f.timeout !== 0 && lib.now() - f.sentAt >= f.timeout;
      if (result === null || late) {
        f.generation++;
        requestError(xhr, f, "timeout", "TimeoutError", "The request timed out.");
        return;
      }
      // https://xhr.spec.whatwg.org/#handle-errors: a network error.
      if (typeof result === "string") {
        f.generation++;
        requestError(xhr, f, "error", "NetworkError", result);
        return;
      }
      // processResponse: 1. Set this's response to response. 4. Set this's state to
      // headers received. 5. Fire an event named readystatechange at this. 6. If this's
      // state is not headers received, then return.
      f.response = result;
      f.state = HEADERS_RECEIVED;
      fire(xhr, "readystatechange");
      if (f.state !== HEADERS_RECEIVED || f.generation !== generation) return;
      natives.queueGlobalTask(() => {
        if (f.generation !== generation) return;
        if (TypedArrayPrototypeGetByteLength(result[8]) !== 0) {
          // processBodyChunk (the whole body at once): 1. Append the bytes to this's
          // received bytes. 3. If this's state is headers received, then set it to
          // loading. 4. Fire an event named readystatechange at this. (Its progress event
          // is the end's: both come at once.)
          f.received = textResponse(f);
          if (f.state === HEADERS_RECEIVED) f.state = LOADING;
          fire(xhr, "readystatechange");
          if (f.generation !== generation || f.state !== LOADING) return;
        }
        endOfBody(xhr, f);
      });
    }

    // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send, step 4: the body's
    // [byteLength, Content-Type or null, whether it is a document or a string]. A document
    // is serialized and UTF-8 encoded; anything else is safely extracted
    // (https://fetch.spec.whatwg.org/#bodyinit-safely-extract, fetch/body.js: the same
    // extraction as Request's and Response's, an XMLHttpRequestBodyInit having no stream).
    // (The fourth item: the body's bytes, which the network loader sends.)
    function extractBody(body) {
      if (lib.Document !== undefined && is(body, lib.Document)) {
        // (Serialized with require well-formed false: an HTML document by HTML's
        // serialization, an XML document as XML; its Content-Type says which.)
        const html = lib.data(body).xml !== true;
        const markup = html ? lib.serializeChildren(body) : lib.xmlSerialize(body, false);
        const bytes = natives.encodeUtf8(markup);
        const type = html ? "text/html;charset=UTF-8" : "application/xml;charset=UTF-8";
        return [TypedArrayPrototypeGetByteLength(bytes), type, true, bytes];
      }
      const extracted = lib.fetchBody.extract(body, false, "Failed to execute 'send' on 'XMLHttpRequest'", false);
      return [extracted[0].length, extracted[1], extracted[2], extracted[0].bytes];
    }

    class XMLHttpRequest extends XMLHttpRequestEventTarget {
      constructor() {
        const xhr = ReflectConstruct(EventTarget, [], new.target);
        xhrs.set(xhr, {
          __proto__: null, state: UNSENT, send: false, sync: false, method: "GET", url: "", blobEntry: null, headers: [],
          uploadComplete: false, uploadListener: false, timeout: 0, withCredentials: false, responseType: "",
          response: null, received: "", body: null, responseObject: undefined, overrideMime: null, generation: 0, sentAt: 0, request: undefined,
          upload: ObjectCreate(XMLHttpRequestUpload.prototype),
        });
        return xhr;
      }
      get readyState() { return fieldsOfXhr(this).state; }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-open
      open(method, url, async = undefined, username = undefined, password = undefined) {
        const f = fieldsOfXhr(this);
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'open' on 'XMLHttpRequest': 2 arguments required, but only ${arguments.length} present.`);
        method = byteString(method, "open");
        url = String(url);
        // (USVString? arguments, null when omitted; a lone surrogate becomes U+FFFD in the
        // native.)
        if (username !== undefined && username !== null) username = String(username);
        if (password !== undefined && password !== null) password = String(password);
        // (If async is omitted, it is true.)
        async = arguments.length < 3 ? true : !!async;
        // 1. If this's relevant global object is a Window object and its associated
        //    Document is not fully active, then throw an "InvalidStateError" DOMException.
        if (onWindow && !natives.fullyActive()) throw invalidState("open", "The document is not fully active.");
        // 2. If method is not a method, then throw a "SyntaxError" DOMException.
        if (!isToken(method)) throw new DOMException(`Failed to execute 'open' on 'XMLHttpRequest': '${method}' is not a valid HTTP method.`, "SyntaxError");
        // 3. If method is a forbidden method, then throw a "SecurityError" DOMException.
        if (isForbiddenMethod(method)) throw new DOMException(`Failed to execute 'open' on 'XMLHttpRequest': '${method}' HTTP method is unsupported.`, "SecurityError");
        // 4. Normalize method.
        const upper = asciiUppercase(method);
        if (has(NORMALIZED, upper)) method = upper;
        // 5. Let parsedURL be the result of encoding-parsing a URL url, relative to this's
        //    relevant settings object (its API base URL: a document's base URL, which a
        //    <base> element sets; a worker's URL). 6. If parsedURL is failure, then throw
        //    a "SyntaxError" DOMException.
        const parsed = natives.parseURL(url, lib.baseURL?.() ?? info.location.href, info.characterSet);
        if (!parsed) throw new DOMException(`Failed to execute 'open' on 'XMLHttpRequest': Invalid URL`, "SyntaxError");
        // 7. If parsedURL's host is non-null, then: 1. if the username argument is not
        //    null, set the username given parsedURL and username; 2. if the password
        //    argument is not null, set the password given parsedURL and password. (The
        //    loader sends them after a 401: runtime/loader/authorization.rs.)
        let href = parsed.href;
        if (parsed.host !== "") {
          if (username !== undefined && username !== null) href = natives.setURLComponent(href, "username", username).href;
          if (password !== undefined && password !== null) href = natives.setURLComponent(href, "password", password).href;
        }
        // (A document's synchronous request outside a beforeunload listener is a
        // deprecation Chromium reports to a DevTools client: runtime/deprecation.rs.)
        if (!async && onWindow && lib.processingBeforeUnload !== true) {
          natives.reportDeprecation("XMLHttpRequestSynchronousInNonWorkerOutsideBeforeUnload");
        }
        // 9. If async is false, the current global object is a Window object, and either
        //    this's timeout is not 0 or this's response type is not the empty string, then
        //    throw an "InvalidAccessError" DOMException.
        if (!async && onWindow && (f.timeout !== 0 || f.responseType !== "")) {
          throw new DOMException("Failed to execute 'open' on 'XMLHttpRequest': Synchronous requests from a document must not set a timeout or a response type.", "InvalidAccessError");
        }
        // 10. Terminate this's fetch controller. 11. Set variables associated with the
        //     object.
        f.generation++;
        terminate(f);
        underWay.delete(this);
        f.send = false;
        f.uploadListener = false;
        f.method = method;
        f.url = href;
        // (The URL parser's step 3: a blob: URL's entry is resolved as open() parses it,
        // so the request reads its blob though the URL be revoked before send().)
        f.blobEntry = natives.resolveBlobURL(href);
        f.sync = !async;
        f.headers = [];
        f.response = null;
        f.received = "";
        f.responseObject = undefined;
        // 12. If this's state is not opened, then set it to opened and fire an event named
        //     readystatechange at this.
        if (f.state !== OPENED) {
          f.state = OPENED;
          fire(this, "readystatechange");
        }
      }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-setrequestheader
      setRequestHeader(name, value) {
        const f = fieldsOfXhr(this);
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'setRequestHeader' on 'XMLHttpRequest': 2 arguments required, but only ${arguments.length} present.`);
        name = byteString(name, "setRequestHeader");
        value = byteString(value, "setRequestHeader");
        // 1–2. If this's state is not opened, or this's send() flag is set, then throw an
        //    "InvalidStateError" DOMException.
        if (f.state !== OPENED) throw invalidState("setRequestHeader", "The object's state must be OPENED.");
        if (f.send) throw invalidState("setRequestHeader", "The request has been sent.");
        // 3. Normalize value. 4. If name is not a header name or value is not a header
        //    value, then throw a "SyntaxError" DOMException.
        value = trimWhitespace(value);
        if (!isToken(name)) throw new DOMException(`Failed to execute 'setRequestHeader' on 'XMLHttpRequest': '${name}' is not a valid HTTP header field name.`, "SyntaxError");
        for (let i = 0; i < value.length; i++) {
          const c = StringPrototypeCharCodeAt(value, i);
          if (c === 0 || c === 10 || c === 13) throw new DOMException(`Failed to execute 'setRequestHeader' on 'XMLHttpRequest': '${value}' is not a valid HTTP header field value.`, "SyntaxError");
        }
        // 5. If (name, value) is a forbidden request-header, then return. 6. Combine
        //    (name, value) in this's author request headers. (Fetch's header lists:
        //    fetch/headers.js.)
        if (lib.fetchHeaders.isForbiddenRequestHeader(name, value)) return;
        lib.fetchHeaders.combine(f.headers, name, value);
      }
      get timeout() { return fieldsOfXhr(this).timeout; }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-timeout
      set timeout(value) {
        const f = fieldsOfXhr(this);
        // 1. If the current global object is a Window object and this's synchronous flag
        //    is set, then throw an "InvalidAccessError" DOMException.
        if (onWindow && f.sync) throw new DOMException("Failed to set the 'timeout' property on 'XMLHttpRequest': Timeouts cannot be set for synchronous requests made from a document.", "InvalidAccessError");
        // 2. Set this's timeout to the given value (an unsigned long). (A request in
        //    flight times out at send() plus the new timeout: its wait of step 11.6
        //    reads the timeout as it is.)
        f.timeout = unsignedLong(value);
        if (f.request !== undefined) {
          natives.requestTimeout(f.request, f.timeout === 0 ? null : f.sentAt + f.timeout - lib.now());
        }
      }
      get withCredentials() { return fieldsOfXhr(this).withCredentials; }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-withcredentials
      set withCredentials(value) {
        const f = fieldsOfXhr(this);
        // 1. If this's state is not unsent or opened, or 2. this's send() flag is set,
        //    then throw an "InvalidStateError" DOMException.
        if ((f.state !== UNSENT && f.state !== OPENED) || f.send) {
          throw new DOMException("Failed to set the 'withCredentials' property on 'XMLHttpRequest': The value may only be set if the object's state is UNSENT or OPENED.", "InvalidStateError");
        }
        f.withCredentials = !!value;
      }
      get upload() { return fieldsOfXhr(this).upload; }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
      send(body = null) {
        const f = fieldsOfXhr(this);
        // (Web IDL converts the argument before the steps: an object that is no member of
        // (Document or XMLHttpRequestBodyInit) becomes a USVString, its toString() run
        // first.)
        if (body !== null && !(lib.Document !== undefined && is(body, lib.Document))) {
          body = lib.fetchBody.convertBodyInit(body, false);
        }
        // 1–2. If this's state is not opened, or this's send() flag is set, then throw an
        //    "InvalidStateError" DOMException.
        if (f.state !== OPENED) throw invalidState("send", "The object's state must be OPENED.");
        if (f.send) throw invalidState("send", "The request has already been sent.");
        // (As open(), and as browsers do: a document that is not fully active sends none.)
        if (onWindow && !natives.fullyActive()) throw invalidState("send", "The document is not fully active.");
        // 3. If this's request method is `GET` or `HEAD`, then set body to null.
        if (f.method === "GET" || f.method === "HEAD") body = null;
        let bodyLength = 0;
        // 4. If body is not null: extract it, and give the request its Content-Type
        //    (the page's, with UTF-8 as its charset for a document or a string).
        if (body !== null && body !== undefined) {
          const extracted = extractBody(body);
          bodyLength = extracted[0];
          f.body = extracted[3] ?? null;
          const type = extracted[1], textual = extracted[2];
          let given = -1;
          for (let i = 0; i < f.headers.length; i++) if (StringPrototypeToLowerCase(f.headers[i][0]) === "content-type") given = i;
          if (given >= 0 && textual) {
            f.headers[given][1] = withUtf8Charset(f.headers[given][1]);
          } else if (given < 0 && type !== null) {
            ArrayPrototypePush(f.headers, ["Content-Type", type]);
          }
        } else {
          body = null;
          f.body = null;
        }
        // 5. If one or more event listeners are registered on this's upload object, then
        //    set this's upload listener flag.
        f.uploadListener = lib.hasListeners(f.upload);
        // 7–10. Unset the upload complete and timed out flags; set the upload complete
        //    flag if there is no body; set this's send() flag.
        f.uploadComplete = body === null;
        f.send = true;
        f.sentAt = lib.now();
        if (!f.sync) {
          // 11.1. Fire a progress event named loadstart at this with 0 and 0.
          fireProgress(this, "loadstart", 0, 0);
          // 11.3. If this's upload complete flag is unset and this's upload listener flag
          //     is set, fire a progress event named loadstart at this's upload object.
          if (!f.uploadComplete && f.uploadListener) fireProgress(f.upload, "loadstart", 0, bodyLength);
          // 11.4. If this's state is not opened or this's send() flag is unset, then return.
          if (f.state !== OPENED || !f.send) return;
          underWay.add(this);
          const generation = f.generation;
          if (startInParallel(this, f, generation, bodyLength)) return;
          natives.queueGlobalTask(() => respond(this, f, generation, bodyLength));
          return;
        }
        // 12. Otherwise (synchronous): fetch and wait for the response, then handle its
        //     end of body.
        const result = natives.xhrFetch(f.method, f.url, f.headers, f.withCredentials, f.uploadListener, f.body,
          undefined, f.timeout, false, f.blobEntry);
        f.uploadComplete = true;
        // (null: the timeout passed, step 11.6's timed out flag.)
        if (result === null) return requestError(this, f, "timeout", "TimeoutError", "The request timed out.");
        if (typeof result === "string") return requestError(this, f, "error", "NetworkError", result);
        f.response = result;
        f.received = textResponse(f);
        endOfBody(this, f);
      }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-abort
      abort() {
        const f = fieldsOfXhr(this);
        // 1. Abort this's fetch controller.
        f.generation++;
        terminate(f);
        // 2. If this's state is opened with this's send() flag set, headers received, or
        //    loading, then run the request error steps for this and abort.
        if ((f.state === OPENED && f.send) || f.state === HEADERS_RECEIVED || f.state === LOADING) {
          requestError(this, f, "abort", "AbortError", "The request was aborted.");
        }
        // 3. If this's state is done, then set this's state to unsent and this's response
        //    to a network error (no readystatechange event is dispatched).
        if (f.state === DONE) {
          f.state = UNSENT;
          f.response = null;
          f.received = "";
        }
      }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responseurl
      get responseURL() {
        const f = fieldsOfXhr(this);
        if (f.response === null) return "";
        const url = f.response[2];
        const hash = StringPrototypeIndexOf(url, "#");
        return hash < 0 ? url : StringPrototypeSlice(url, 0, hash);
      }
      get status() { const f = fieldsOfXhr(this); return f.response === null ? 0 : f.response[0]; }
      get statusText() { const f = fieldsOfXhr(this); return f.response === null ? "" : f.response[1]; }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getresponseheader
      getResponseHeader(name) {
        const f = fieldsOfXhr(this);
        if (arguments.length < 1) throw new TypeError("Failed to execute 'getResponseHeader' on 'XMLHttpRequest': 1 argument required, but only 0 present.");
        return responseHeader(f, StringPrototypeToLowerCase(byteString(name, "getResponseHeader")));
      }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getallresponseheaders: sorted by
      // name, each combined, `name: value` lines ending in CRLF.
      getAllResponseHeaders() {
        const f = fieldsOfXhr(this);
        if (f.response === null) return "";
        const pairs = f.response[3];
        const names = [];
        for (let i = 0; i < pairs.length; i++) if (!has(names, pairs[i][0])) ArrayPrototypePush(names, pairs[i][0]);
        // (Sorted by their legacy-uppercased bytes: `_` after the letters.)
        ArrayPrototypeSort(names, byUppercase);
        let out = "";
        for (let i = 0; i < names.length; i++) out += names[i] + ": " + responseHeader(f, names[i]) + "\r\n";
        return out;
      }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-overridemimetype
      overrideMimeType(mime) {
        const f = fieldsOfXhr(this);
        if (arguments.length < 1) throw new TypeError("Failed to execute 'overrideMimeType' on 'XMLHttpRequest': 1 argument required, but only 0 present.");
        mime = String(mime);
        // 1. If this's state is loading or done, then throw an "InvalidStateError".
        if (f.state === LOADING || f.state === DONE) throw invalidState("overrideMimeType", "MimeType cannot be overridden when the state is LOADING or DONE.");
        // 2–3. Set this's override MIME type to the result of parsing mime, or to
        //    `application/octet-stream` when that fails.
        f.overrideMime = RegExpPrototypeExec(MIME, mime) === null ? "application/octet-stream" : trimWhitespace(mime);
      }
      get responseType() { return fieldsOfXhr(this).responseType; }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetype
      set responseType(value) {
        const f = fieldsOfXhr(this);
        value = String(value);
        // (Not a value of XMLHttpRequestResponseType: ignored, as Web IDL says.)
        if (!has(RESPONSE_TYPES, value)) return;
        // 1. If the current global object is not a Window object and the given value is
        //    "document", then return.
        if (!onWindow && value === "document") return;
        // 2. If this's state is loading or done, then throw an "InvalidStateError".
        if (f.state === LOADING || f.state === DONE) {
          throw new DOMException("Failed to set the 'responseType' property on 'XMLHttpRequest': The response type cannot be set if the object's state is LOADING or DONE.", "InvalidStateError");
        }
        // 3. If the current global object is a Window object and this's synchronous flag is
        //    set, then throw an "InvalidAccessError" DOMException.
        if (onWindow && f.sync) {
          throw new DOMException("Failed to set the 'responseType' property on 'XMLHttpRequest': The response type cannot be changed for synchronous requests made from a document.", "InvalidAccessError");
        }
        f.responseType = value;
      }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-response
      get response() {
        const f = fieldsOfXhr(this);
        // 1. The empty string or "text": the text response, once loading.
        if (f.responseType === "" || f.responseType === "text") return f.state === LOADING || f.state === DONE ? f.received : "";
        // 2. If this's state is not done, then return null. 3–4. The response object once
        //    made (null: failure).
        if (f.state !== DONE) return null;
        if (f.responseObject === undefined) f.responseObject = responseObject(f);
        return f.responseObject;
      }
      // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetext
      get responseText() {
        const f = fieldsOfXhr(this);
        // 1. If this's response type is not the empty string or "text", then throw an
        //    "InvalidStateError" DOMException.
        if (f.responseType !== "" && f.responseType !== "text") {
          throw new DOMException(`Failed to read the 'responseText' property from 'XMLHttpRequest': The value is only accessible if the object's 'responseType' is '' or 'text' (was '${f.responseType}').`, "InvalidStateError");
        }
        // 2. If this's state is not loading or done, then return the empty string.
        return f.state === LOADING || f.state === DONE ? f.received : "";
      }
    }
    const byUppercase = (a, b) => {
      const x = asciiUppercase(a), y = asciiUppercase(b);
      return x < y ? -1 : x > y ? 1 : 0;
    };
    const RESPONSE_TYPES = ["", "arraybuffer", "blob", "document", "json", "text"];
    // https://mimesniff.spec.whatwg.org/#parse-a-mime-type (that it is one).
    const MIME = /^[\t\n\r ]*[!#$%&'*+\-.^_`|~0-9A-Za-z]+\/[!#$%&'*+\-.^_`|~0-9A-Za-z]+[\t\n\r ]*(;.*)?$/;
    // send(), step 4.4.3: the author's Content-Type, parsed; when it parses and has a
    // charset parameter that is not an ASCII case-insensitive match for UTF-8, that
    // parameter set to UTF-8, and the record serialized (else the value as it was).
    function withUtf8Charset(type) {
      const mimeTypes = lib.mimeTypes;
      const record = mimeTypes.parse(type);
      if (record === null) return type;
      const charset = mimeTypes.parameter(record, "charset");
      if (charset === undefined || StringPrototypeToLowerCase(charset) === "utf-8") return type;
      mimeTypes.setParameter(record, "charset", "UTF-8");
      return mimeTypes.serialize(record);
    }
    // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-response, steps 5–8: the response
    // as an ArrayBuffer, a Blob, a document or JSON (null: failure).
    function responseObject(f) {
      if (f.response === null) return null;
      const type = f.responseType;
      if (type === "arraybuffer") return TypedArrayPrototypeGetBuffer(f.response[8]);
      if (type === "blob") return lib.files.makeBlob(f.response[8], finalMime(f));
      if (type === "json") {
        // (Parse JSON from bytes: UTF-8 only, so a body the hosts decoded from another
        // encoding, a UTF-16 one with its BOM say, is a failure.)
        if (f.response[5] !== "UTF-8") return null;
        try { return JSONParse(f.response[4]); } catch { return null; }
      }
      return documentResponse(f);
    }
    // https://xhr.spec.whatwg.org/#document-response: an HTML document (responseType
    // "document" only), or an XML document (the XML parser's, dom_parser.js; null when the
    // text is not well-formed).
    function documentResponse(f) {
      if (f.response === null || !onWindow) return null;
      // 2–4. The final MIME type: an HTML one (for responseType "document" only) or an
      //    XML one (https://mimesniff.spec.whatwg.org/#xml-mime-type).
      const essence = finalMimeEssence(f);
      const xml = isXmlEssence(essence);
      if (!xml && (essence !== "text/html" || f.responseType !== "document")) return null;
      if (xml) {
        // 6. The XML parser with XML scripting support disabled; a failure is null. 8–9.
        //    Its content type and URL.
        const doc = lib.parseXMLDocument(f.received, essence, true);
        if (doc !== null) lib.data(doc).url = f.response[2];
        return doc;
      }
      const doc = lib.makeDocument();
      // (An HTML document: the body as HTML's encoding sniffing decoded it.)
      const nodes = natives.parseDocument(f.response[4]);
      lib.setDocumentMode(doc, nodes.mode);
      for (let i = 0; i < nodes.length; i++) lib.insertNode(doc, lib.buildParsed(nodes[i], doc), null);
      return doc;
    }
    if (onWindow) {
      // https://xhr.spec.whatwg.org/#the-responsexml-attribute ([Exposed=Window])
      const accessors = {
        get responseXML() {
          const f = fieldsOfXhr(this);
          // 1. If this's response type is not the empty string or "document", then throw
          //    an "InvalidStateError" DOMException.
          if (f.responseType !== "" && f.responseType !== "document") {
            throw new DOMException(`Failed to read the 'responseXML' property from 'XMLHttpRequest': The value is only accessible if the object's 'responseType' is '' or 'document' (was '${f.responseType}').`, "InvalidStateError");
          }
          // 2. If this's state is not done, then return null. 4–5. The document response.
          if (f.state !== DONE) return null;
          if (f.responseObject === undefined) f.responseObject = documentResponse(f);
          return f.responseObject;
        },
      };
      const { get } = ObjectGetOwnPropertyDescriptor(accessors, "responseXML");
      ObjectDefineProperty(XMLHttpRequest.prototype, "responseXML", { __proto__: null, get, enumerable: true, configurable: true });
    }
    defineEventHandler(XMLHttpRequest.prototype, "readystatechange");
    // The state constants, on the interface object and its prototype (Web IDL constants:
    // read-only, not configurable).
    const STATES = [["UNSENT", UNSENT], ["OPENED", OPENED], ["HEADERS_RECEIVED", HEADERS_RECEIVED], ["LOADING", LOADING], ["DONE", DONE]];
    for (let i = 0; i < STATES.length; i++) {
      const descriptor = { __proto__: null, value: STATES[i][1], writable: false, enumerable: true, configurable: false };
      ObjectDefineProperty(XMLHttpRequest, STATES[i][0], descriptor);
      ObjectDefineProperty(XMLHttpRequest.prototype, STATES[i][0], descriptor);
    }
    return { __proto__: null, ProgressEvent, XMLHttpRequestEventTarget, XMLHttpRequestUpload, XMLHttpRequest };
  });
});
