// Resource Timing: a PerformanceResourceTiming entry for each resource the realm fetches
// (the runtime marks them: runtime/web/performance/resource_timing.rs), the resource
// timing buffer with its secondary buffer, setResourceTimingBufferSize,
// clearResourceTimings and the resourcetimingbufferfull event.
// https://w3c.github.io/resource-timing/
//
// A module of the realm's bootstrap (see bootstrap.js and hr_time.js), after
// navigation_timing.js (PerformanceResourceTiming).
(function resourceTiming(lib, hooks) {
  "use strict";
  const {
    Event, KEY, Performance, PerformanceResourceTiming, checkPerformance, defineEventHandler, dispatch, natives,
    performance, queueEntry, relative, resourceBuffer, trust, primordials,
  } = lib;
  const { ArrayPrototypePush, ReflectConstruct, StringPrototypeStartsWith, TypeError, arrayRemoveAt } = primordials;

  // https://w3c.github.io/resource-timing/#sec-extensions-performance-interface: the
  // resource timing buffer is the "resource" tuple's buffer (performance_timeline.js;
  // its maxBufferSize is the buffer size limit, 250 at first).
  const tuple = resourceBuffer();
  // Where each moment is in the network loader's measurements (resource_timing.rs's
  // NetworkMoments).
  const NETWORK_MOMENTS = {
    __proto__: null, redirectStart: 0, redirectEnd: 1, fetchStart: 2, domainLookupStart: 3, domainLookupEnd: 4,
    connectStart: 5, secureConnectionStart: 6, connectEnd: 7, requestStart: 8, responseStart: 9, responseEnd: 10,
  };
  // The resource timing secondary buffer, and the buffer full event pending flag.
  let secondary = [];
  let fullEventPending = false;
  lib.onDocument(() => {
    secondary = [];
    fullEventPending = false;
  });
  const canAdd = () => tuple.buffer.length < tuple.maxBufferSize;

  // https://w3c.github.io/resource-timing/#dfn-add-a-performanceresourcetiming-entry
  function addEntry(entry) {
    // 1. If can add resource timing entry returns true and resource timing buffer full
    //    event pending flag is false, add new entry to the performance entry buffer.
    if (canAdd() && !fullEventPending) {
      lib.addToBuffer(tuple, entry);
      return;
    }
    // 2. If the buffer full event pending flag is false: set it, and queue a task on the
    //    performance timeline task source to fire a buffer full event.
    if (!fullEventPending) {
      fullEventPending = true;
      natives.setTimeout(fireBufferFull, 0);
    }
    // 3. Add new entry to the resource timing secondary buffer.
    ArrayPrototypePush(secondary, entry);
  }
  // https://w3c.github.io/resource-timing/#dfn-fire-a-buffer-full-event
  function fireBufferFull() {
    // 1. While resource timing secondary buffer is not empty:
    while (secondary.length > 0) {
      // 1.1. Let number of excess entries before be the secondary buffer's size.
      const before = secondary.length;
      // 1.2. If can add resource timing entry returns false, then fire an event named
      //      resourcetimingbufferfull at the Performance object.
      if (!canAdd()) dispatch(performance, trust(new Event("resourcetimingbufferfull")));
      // 1.3. Run copy secondary buffer: while it is not empty and can add, move its first
      //      entry to the buffer.
      while (secondary.length > 0 && canAdd()) {
        const entry = secondary[0];
        arrayRemoveAt(secondary, 0);
        lib.addToBuffer(tuple, entry);
      }
      // 1.4–1.5. If nothing moved, drop the rest (they count as dropped entries).
      if (before <= secondary.length) {
        tuple.dropped += secondary.length;
        secondary = [];
        break;
      }
    }
    // 2. Set the resource timing buffer full event pending flag to false.
    fullEventPending = false;
  }

  lib.partial(Performance, {
    // https://w3c.github.io/resource-timing/#dom-performance-clearresourcetimings
    clearResourceTimings() {
      checkPerformance(this, "clearResourceTimings");
      tuple.buffer.length = 0;
      lib.buffersChanged();
    },
    // https://w3c.github.io/resource-timing/#dom-performance-setresourcetimingbuffersize
    setResourceTimingBufferSize(maxSize) {
      checkPerformance(this, "setResourceTimingBufferSize");
      if (arguments.length === 0) throw new TypeError("Failed to execute 'setResourceTimingBufferSize' on 'Performance': 1 argument required, but only 0 present.");
      tuple.maxBufferSize = maxSize >>> 0;
    },
  });
  defineEventHandler(Performance.prototype, "resourcetimingbufferfull");

  // https://w3c.github.io/resource-timing/#dfn-mark-resource-timing: `start` and `end` are
  // moments on the runtime's clock; without the timing allow check, the detailed moments
  // and transferSize are 0; the body sizes show for a CORS-same-origin response only. `network` is what the network loader measured (its moments, in
  // NETWORK_MOMENTS' order, then nextHopProtocol, the encoded and decoded body sizes and
  // whether the memory cache answered), or undefined for the hosts folder's answer.
  // `renderBlocking`: whether the request was render-blocking. `exposed`: whether the
  // response is CORS-same-origin (basic or cors), which alone decides whether its status
  // and MIME type show (Fetch's main fetch, step 21; the timing allow check does not), and
  // its content encoding (`contentEncoding`, the response body info's).
  hooks.markResourceTiming = (url, initiatorType, start, end, status, bodySize, transferSize, allowed, contentType, network, renderBlocking, exposed, contentEncoding) => {
    const startTime = relative(start), endTime = relative(end);
    const timing = {
      __proto__: null,
      resource(name) {
        if (network !== undefined) {
          const index = NETWORK_MOMENTS[name];
          if (index !== undefined) {
            // https://w3c.github.io/resource-timing/#dfn-convert-fetch-timestamp: 0 stays 0.
            // (fetchStart and responseEnd show without the timing allow check too.)
            // fetchStart is the post-redirect start time: after redirects, when the final
            // request began (redirectEnd); an opaque timing info's is its start time.
            if (name === "fetchStart") return allowed && network[0] !== 0 ? relative(network[2]) : startTime;
            // (HTTP-redirect fetch step 11: the redirect start time is the fetch's start time.)
            if (name === "redirectStart") return allowed && network[0] !== 0 ? startTime : 0;
            if (name === "responseEnd") return endTime;
            if (!allowed) return 0;
            return network[index] === 0 ? 0 : relative(network[index]);
          }
          switch (name) {
            // (Fetch's finalize and report timing, step 4: a response that fails the timing
            // allow check has the empty cache state, so no "cache" delivery type; one from
            // the cache, "local", or validated by the server, "validated", has it.)
            case "deliveryType": return allowed && network[14] !== "" ? "cache" : "";
            case "nextHopProtocol": return allowed ? network[11] : "";
            // https://w3c.github.io/resource-timing/#dom-performanceresourcetiming-transfersize:
            // 0 for a response from the cache, 300 (its headers) for one the server
            // validated; else the response's encoded body size as exposed plus 300 (0 when
            // the timing allow check fails).
            case "transferSize":
              if (!allowed || network[14] === "local") return 0;
              return network[14] === "validated" ? 300 : (exposed === true ? network[12] : 0) + 300;
            // The body sizes are the response body info's, which a response that is not
            // CORS-same-origin (an opaque one) does not have: CORS-protected, not by the
            // timing allow check (Fetch's main fetch gives an opaque filtered response a
            // new response body info).
            case "encodedBodySize": return exposed === true ? network[12] : 0;
            case "decodedBodySize": return exposed === true ? network[13] : 0;
            case "finalResponseHeadersStart": return allowed ? relative(network[9]) : 0;
          }
        }
        switch (name) {
          case "initiatorType": return initiatorType;
          case "deliveryType": return "";
          case "nextHopProtocol": return allowed ? "http/1.1" : "";
          case "workerStart": case "firstInterimResponseStart": return 0;
          case "redirectStart": case "redirectEnd": return 0;
          case "fetchStart": return startTime;
          case "responseEnd": return endTime;
          case "transferSize": return allowed ? transferSize - (exposed === true ? 0 : bodySize) : 0;
          case "encodedBodySize": case "decodedBodySize": return exposed === true ? bodySize : 0;
          case "responseStatus": return exposed === true ? status : 0;
          case "renderBlockingStatus": return renderBlocking === true ? "blocking" : "non-blocking";
          case "contentType": return exposed === true ? contentType : "";
          case "contentEncoding": return exposed === true ? contentEncoding : "";
          case "secureConnectionStart": return allowed && StringPrototypeStartsWith(url, "https:") ? startTime : 0;
          // domainLookup*, connect*, requestStart, responseStart, finalResponseHeadersStart:
          // the hosts folder answers at once.
          default: return allowed ? (name === "responseStart" || name === "finalResponseHeadersStart" ? endTime : startTime) : 0;
        }
      },
    };
    const entry = ReflectConstruct(PerformanceResourceTiming, [KEY, url, "resource", timing, startTime, endTime - startTime], PerformanceResourceTiming);
    // 3. Queue entry (observers). 4. Add entry to the resource timing buffer.
    queueEntry(entry);
    addEntry(entry);
  };
});
