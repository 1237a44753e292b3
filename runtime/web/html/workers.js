// Dedicated workers: the Worker interface in windows, and a worker's own global scope
// (DedicatedWorkerGlobalScope, WorkerLocation, postMessage, close, importScripts). Worker is
// exposed in windows, dedicated and shared workers: a worker may start nested workers.
// https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function workers(lib, hooks) {
  "use strict";
  const {
    Event, EventTarget, define, defineEventHandler, dispatch, exposeAll, global, illegal, info, natives, trust,
  } = lib;
  const {
    ObjectAssign, ObjectCreate, ObjectDefineProperty, ObjectSetPrototypeOf, ReflectApply,
    ReflectConstruct, String, SymbolToStringTag, TypeError, arrayMap,
  } = lib.primordials;
  // A worker's script URL (Worker's step 4, SharedWorker's step 3): encoding-parsed
  // relative to outside settings, whose API base URL in a window is its document's base
  // URL (the first <base>'s href; https://html.spec.whatwg.org/multipage/webappapis.html#api-base-url).
  // In a worker (no document) and when it does not parse, the text as given: the native
  // step parses it against the worker's URL, or throws the "SyntaxError" DOMException.
  lib.resolveScriptURL = (text) => info.scope !== "Window" ? text
    : natives.parseURL(text, lib.baseURL(), info.characterSet)?.href ?? text;
  if (info.scope !== "ServiceWorkerGlobalScope") {
    lib.lazily({ interfaces: ["Worker"] }, () => {
      // https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface
      class Worker extends EventTarget {
        constructor(url, options = undefined) {
          const worker = ReflectConstruct(EventTarget, [], new.target);
          if (arguments.length === 0) throw new TypeError("Failed to construct 'Worker': 1 argument required, but only 0 present.");
          // WorkerOptions' credentials: a RequestCredentials enum value.
          const credentials = options?.credentials === undefined ? "same-origin" : String(options.credentials);
          if (credentials !== "omit" && credentials !== "same-origin" && credentials !== "include") {
            throw new TypeError(`Failed to construct 'Worker': Failed to read the 'credentials' property from 'WorkerOptions': The provided value '${credentials}' is not a valid enum value of type RequestCredentials.`);
          }
          // WorkerOptions' type: a WorkerType enum value.
          const type = options?.type === undefined ? "classic" : String(options.type);
          if (type !== "classic" && type !== "module") {
            throw new TypeError(`Failed to construct 'Worker': Failed to read the 'type' property from 'WorkerOptions': The provided value '${type}' is not a valid enum value of type WorkerType.`);
          }
          natives.startWorker(worker, lib.resolveScriptURL(String(url)), String(options?.name ?? ""), type, credentials);
          return worker;
        }
        postMessage(message, transfer = undefined) {
          if (!lib.is(this, Worker)) throw new TypeError("Illegal invocation");
          if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Worker': 1 argument required, but only 0 present.");
          natives.postToWorker(this, message, lib.transferOf(transfer));
        }
        terminate() {
          if (!lib.is(this, Worker)) throw new TypeError("Illegal invocation");
          natives.terminateWorker(this);
        }
      }
      defineEventHandler(Worker.prototype, "message");
      defineEventHandler(Worker.prototype, "messageerror");
      defineEventHandler(Worker.prototype, "error");
      return { __proto__: null, Worker };
    });
  }
  if (info.scope !== "Window") {
    // https://html.spec.whatwg.org/multipage/workers.html#the-workerglobalscope-common-interface
    // (every kind of worker: dedicated here, shared in shared_workers.js, service in
    // service_workers.js, which set the global's own interface).
    class WorkerGlobalScope extends EventTarget { constructor() { illegal(); super(); } }
    // https://html.spec.whatwg.org/multipage/workers.html#worker-locations: the worker's
    // one WorkerLocation; its members are the prototype's, each checking its this value
    // (Web IDL), reading the worker global scope's URL (href is the stringifier).
    class WorkerLocation { constructor() { illegal(); } }
    const workerLocation = ObjectCreate(WorkerLocation.prototype);
    const locationPart = (self, key) => {
      if (self !== workerLocation) throw new TypeError("Illegal invocation");
      return info.location[key];
    };
    const locationMembers = {
      get href() { return locationPart(this, "href"); },
      get origin() { return locationPart(this, "origin"); },
      get protocol() { return locationPart(this, "protocol"); },
      get host() { return locationPart(this, "host"); },
      get hostname() { return locationPart(this, "hostname"); },
      get port() { return locationPart(this, "port"); },
      get pathname() { return locationPart(this, "pathname"); },
      get search() { return locationPart(this, "search"); },
      get hash() { return locationPart(this, "hash"); },
      toString() { return locationPart(this, "href"); },
    };
    lib.defineMembers(WorkerLocation.prototype, locationMembers);
    for (const name of ["error", "unhandledrejection", "rejectionhandled"]) {
      defineEventHandler(WorkerGlobalScope.prototype, name);
    }
    ObjectDefineProperty(global, "self", { __proto__: null, get: () => global, enumerable: true, configurable: true });
    ObjectDefineProperty(global, "location", { __proto__: null, get: () => workerLocation, enumerable: true, configurable: true });
    define(global, "importScripts", function importScripts(...urls) {
      ReflectApply(natives.importScripts, natives, arrayMap(urls, (url) => String(url)));
    }, true);
    exposeAll({ WorkerGlobalScope, WorkerLocation });
    // The global's own interface: its prototype, its @@toStringTag, exposed by name.
    lib.workerGlobalInterface = (name, cls) => {
      ObjectSetPrototypeOf(global, cls.prototype);
      exposeAll({ [name]: cls });
      ObjectDefineProperty(global, SymbolToStringTag, { __proto__: null, value: name, configurable: true });
    };
    lib.WorkerGlobalScope = WorkerGlobalScope;
    // `close()`: discard the tasks and timers, end the loop after this task.
    lib.closeWorker = function close() { natives.closeWorker(); };
    if (info.scope === "DedicatedWorkerGlobalScope") {
      // https://html.spec.whatwg.org/multipage/workers.html#dedicatedworkerglobalscope
      // ([Global]: its own members are properties of the global object itself, each
      // checking its this value — undefined or null meaning the global — as Web IDL says.)
      class DedicatedWorkerGlobalScope extends WorkerGlobalScope {}
      lib.workerGlobalInterface("DedicatedWorkerGlobalScope", DedicatedWorkerGlobalScope);
      for (const name of ["message", "messageerror"]) defineEventHandler(global, name);
      const check = (self, what) => {
        if (self !== undefined && self !== null && self !== global) throw new TypeError(`Failed to execute '${what}' on 'DedicatedWorkerGlobalScope': Illegal invocation`);
      };
      lib.defineMembers(global, {
        get name() { check(this, "name"); return info.name ?? ""; },
        // ([Replaceable]: setting it makes an own data property of that value.)
        set name(value) {
          check(this, "name");
          ObjectDefineProperty(global, "name", { __proto__: null, value, writable: true, enumerable: true, configurable: true });
        },
        postMessage(message, transfer = undefined) {
          check(this, "postMessage");
          if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'DedicatedWorkerGlobalScope': 1 argument required, but only 0 present.");
          natives.postToOwner(message, lib.transferOf(transfer));
        },
        close() { check(this, "close"); lib.closeWorker(); },
      });
    }
  }

  ObjectAssign(hooks, {
    // Events for a Worker object, from its worker: a message, or an error (an ErrorEvent
    // that returns whether it was not canceled).
    workerMessage(worker, data, ports = []) {
      dispatch(worker, trust(lib.messageEvent("message", { __proto__: null, data }, ports)));
    },
    workerMessageError(worker) { dispatch(worker, trust(new lib.MessageEvent("messageerror"))); },
    workerLoadError(worker) { dispatch(worker, trust(new Event("error"))); },
    // (https://html.spec.whatwg.org/multipage/workers.html#runtime-script-errors-2: its
    // error attribute is null, the worker's value stays in the worker.)
    workerError(worker, message, filename, lineno, colno) {
      const init = { __proto__: null, message, filename, lineno, colno, error: null, cancelable: true };
      return dispatch(worker, trust(new lib.ErrorEvent("error", init)));
    },
  });
});
