// EventSource: HTML's server-sent events (§9.2), in windows and workers.
// https://html.spec.whatwg.org/multipage/server-sent-events.html#the-eventsource-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it with its `lib`; like
// it, it calls only the built-ins captured before any page script ran. The interface is
// made on first use (`lib.lazily`). The request is fetch()'s (`natives.fetchResource`,
// runtime/web/fetch/mod.rs): over the network loader it runs in parallel and its body
// comes as it arrives (runtime/web/fetch/streaming_fetch.rs), each chunk given to the
// connection's event stream parser (event_stream_parser.js); the hosts folder answers
// whole, in a task, and its body is one chunk. A body's end reestablishes the connection
// after the reconnection time (3 s unless the stream's `retry` says otherwise, as
// Chrome's default), sending `Last-Event-ID`; a network error, a status other than 200
// or a type other than `text/event-stream` fails it.
(function eventSource(lib) {
  "use strict";
  lib.lazily({ interfaces: ["EventSource"] }, () => {
    const { DOMException, EventTarget, defineEventHandler, dispatch, fieldsOf, info, natives, trust } = lib;
    const {
      ArrayPrototypePush, ObjectDefineProperty, ReflectConstruct, String,
      StringPrototypeToWellFormed, TypeError,
    } = lib.primordials;
    const CONNECTING = 0, OPEN = 1, CLOSED = 2;
    // The reconnection time a stream starts with (Chrome's), in ms.
    const DEFAULT_RECONNECTION_TIME = 3000;
    const fields = lib.internalSlots("event_source.fields");

    // Whether `headers` ([[name, value]…]) say `text/event-stream`: the essence of the MIME
    // type Fetch extracts from them (parameters, a charset among them, are ignored).
    function isEventStream(headers) {
      const mimeType = lib.mimeTypes.extract(headers);
      return mimeType !== null && lib.mimeTypes.essence(mimeType) === "text/event-stream";
    }

    // https://html.spec.whatwg.org/multipage/server-sent-events.html#fail-the-connection
    function failConnection(source) {
      const f = fields.get(source);
      endRequest(f);
      natives.queueGlobalTask(() => {
        if (f.readyState === CLOSED) return;
        f.readyState = CLOSED;
        dispatch(source, trust(new lib.Event("error")));
      });
    }
    // https://html.spec.whatwg.org/multipage/server-sent-events.html#announce-the-connection
    function announceConnection(source) {
      const f = fields.get(source);
      natives.queueGlobalTask(() => {
        if (f.readyState === CLOSED) return;
        f.readyState = OPEN;
        dispatch(source, trust(new lib.Event("open")));
      });
    }
    // https://html.spec.whatwg.org/multipage/server-sent-events.html#reestablish-the-connection
    function reestablishConnection(source) {
      const f = fields.get(source);
      f.request = undefined;
      leaveFetchGroup(f);
      // 1. If the readyState attribute is set to CLOSED, abort these steps.
      if (f.readyState === CLOSED) return;
      // 2. Queue a task: if readyState is CLOSED, abort; set it to CONNECTING; fire
      //    "error".
      natives.queueGlobalTask(() => {
        if (f.readyState === CLOSED) return;
        f.readyState = CONNECTING;
        dispatch(source, trust(new lib.Event("error")));
        // 3. Wait a delay equal to the reconnection time. 5. Queue a task: if readyState
        //    is not CONNECTING, abort; fetch the request again (with Last-Event-ID).
        if (f.readyState !== CONNECTING) return;
        f.timer = natives.setTimeout(() => {
          f.timer = undefined;
          if (f.readyState === CONNECTING) connect(source);
        }, f.reconnectionTime);
      });
    }
    // The connection's request ends (the page closed it, or it failed).
    function endRequest(f) {
      leaveFetchGroup(f);
      if (f.request === undefined) return;
      natives.terminateRequest(f.request);
      f.request = undefined;
    }

    // While its request is under way, the connection is a fetch of the document's fetch
    // group (https://fetch.spec.whatwg.org/#concept-fetch-group), which window.stop() and
    // document.open() terminate: an aborted network error, which fails the connection.
    function joinFetchGroup(source) {
      const f = fields.get(source);
      const abort = () => {
        if (f.abort !== abort) return;
        endRequest(f);
        failConnection(source);
      };
      f.abort = abort;
      lib.fetchGroup?.add(abort);
    }
    function leaveFetchGroup(f) {
      if (f.abort === undefined) return;
      lib.fetchGroup?.delete(f.abort);
      f.abort = undefined;
    }

    // The constructor's steps 8–15 (and step 5 of reestablishing): the request fetched,
    // its response processed, its body interpreted line by line.
    function connect(source) {
      const f = fields.get(source);
      const connection = ++f.connection;
      const current = () => f.connection === connection && f.readyState !== CLOSED;
      // 10. `Accept: text/event-stream`; on reconnection, `Last-Event-ID` (when the last
      //     event ID string is not empty).
      const headers = [["Accept", "text/event-stream"]];
      if (f.lastEventId !== "") ArrayPrototypePush(headers, ["Last-Event-ID", f.lastEventId]);
      let origin = "";
      const parser = lib.eventStreamParser({
        __proto__: null,
        event(type, data, lastEventId) {
          const init = { __proto__: null, data, origin, lastEventId };
          // (Each event in a task of its own, dispatched unless the source closed.)
          natives.queueGlobalTask(() => {
            if (f.readyState === CLOSED) return;
            dispatch(source, trust(new lib.MessageEvent(type, init)));
          });
        },
        lastEventId(id) { f.lastEventId = id; },
        retry(ms) { f.reconnectionTime = ms; },
      }, f.lastEventId);
      // 15. processResponse, given response res:
      const processResponse = (response) => {
        if (!current()) return;
        // 15.1–2. A network error fails the connection (as Chrome does, rather than try
        //    again what would fail again: a CORS failure, a scheme not fetched).
        if (typeof response === "string") {
          f.request = undefined;
          leaveFetchGroup(f);
          failConnection(source);
          return;
        }
        // 15.3. A status other than 200, or a Content-Type other than text/event-stream,
        //    fails the connection.
        if (response[1] !== 200 || !isEventStream(response[4])) {
          failConnection(source);
          return;
        }
        // (The events' origin: the event stream's final URL's.)
        const urls = response[3];
        origin = natives.parseURL(urls[urls.length - 1])?.origin ?? "null";
        // 15.4. Otherwise, announce the connection and interpret res's body line by line.
        announceConnection(source);
      };
      // Each chunk of the body as it arrives; null at its end (and why, if it failed):
      // then the connection is reestablished (14., processEventSourceEndOfBody; a body
      // cut short by the network too, as browsers do).
      const processBody = (chunk, why) => {
        if (!current()) return;
        if (chunk !== null) {
          parser.push(chunk);
          return;
        }
        parser.end();
        reestablishConnection(source);
      };
      // 8–9, 11–13. A potential-CORS request (mode "cors"; credentials "include" with
      // withCredentials, else "same-origin"), cache mode "no-store", the client's referrer.
      const credentials = f.withCredentials ? "include" : "same-origin";
      const fetchResource = (onlyInParallel) => natives.fetchResource(
        "GET", f.url, headers, null, "cors", credentials, "follow", false, "no-store", "client", "",
        processResponse, onlyInParallel, processBody,
      );
      joinFetchGroup(source);
      const id = fetchResource(true);
      if (typeof id === "number") {
        f.request = id;
        return;
      }
      // (The hosts folder answers whole, in a task: the body is one chunk.)
      natives.queueGlobalTask(() => {
        if (!current()) return;
        const response = fetchResource(false);
        processResponse(response);
        if (!current() || typeof response === "string" || f.readyState === CLOSED) return;
        if (response[1] !== 200 || !isEventStream(response[4])) return;
        if (response[5] !== null) processBody(response[5]);
        processBody(null);
      });
    }

    class EventSource extends EventTarget {
      // https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource
      constructor(url, eventSourceInitDict = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'EventSource': 1 argument required, but only 0 present.");
        const text = StringPrototypeToWellFormed(String(url));
        // (Web IDL: the EventSourceInit dictionary; its withCredentials a boolean.)
        if (eventSourceInitDict !== undefined && eventSourceInitDict !== null && typeof eventSourceInitDict !== "object" && typeof eventSourceInitDict !== "function") {
          throw new TypeError("Failed to construct 'EventSource': The provided value is not of type 'EventSourceInit'.");
        }
        const withCredentials = eventSourceInitDict == null ? false : !!eventSourceInitDict.withCredentials;
        // 1. Let ev be a new EventSource object.
        const source = ReflectConstruct(EventTarget, [], new.target);
        // 2–4. Encoding-parse url relative to settings; failure is a "SyntaxError".
        const base = lib.baseURL?.() ?? info.location.href;
        const parsed = natives.parseURL(text, base, info.characterSet);
        if (!parsed) throw new DOMException(`Failed to construct 'EventSource': Cannot open an EventSource to '${text}'. The URL is invalid.`, "SyntaxError");
        // 5–7. ev's url; withCredentials.
        fields.set(source, {
          __proto__: null, url: parsed.href, withCredentials, readyState: CONNECTING, request: undefined,
          connection: 0, timer: undefined, abort: undefined, lastEventId: "", reconnectionTime: DEFAULT_RECONNECTION_TIME,
        });
        // 8–15. Fetch the request.
        connect(source);
        // 16. Return ev.
        return source;
      }
      // https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource-url
      get url() { return fieldsOf(fields, this).url; }
      // https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource-withcredentials
      get withCredentials() { return fieldsOf(fields, this).withCredentials; }
      // https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource-readystate
      get readyState() { return fieldsOf(fields, this).readyState; }
      // https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource-close:
      // abort any instances of the fetch algorithm started for this EventSource, and set
      // readyState to CLOSED.
      close() {
        const f = fieldsOf(fields, this);
        endRequest(f);
        if (f.timer !== undefined) natives.clearTimeout(f.timer);
        f.timer = undefined;
        f.readyState = CLOSED;
      }
    }
    defineEventHandler(EventSource.prototype, "open");
    defineEventHandler(EventSource.prototype, "message");
    defineEventHandler(EventSource.prototype, "error");
    // The readyState constants, on the interface object and its prototype.
    const STATES = [["CONNECTING", CONNECTING], ["OPEN", OPEN], ["CLOSED", CLOSED]];
    for (let i = 0; i < STATES.length; i++) {
      const descriptor = { __proto__: null, value: STATES[i][1], writable: false, enumerable: true, configurable: false };
      ObjectDefineProperty(EventSource, STATES[i][0], descriptor);
      ObjectDefineProperty(EventSource.prototype, STATES[i][0], descriptor);
    }
    return { __proto__: null, EventSource };
  });
});
