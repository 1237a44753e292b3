// Shared workers: the SharedWorker interface in windows, and a shared worker's own global
// scope (SharedWorkerGlobalScope: name, close, onconnect).
// https://html.spec.whatwg.org/multipage/workers.html#shared-workers-and-the-sharedworker-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after workers.js and
// message_ports.js with their `lib` and `hooks`; like them, it calls only the built-ins
// captured before any page script ran (primordials.js). The worker is an isolate on its
// own thread (runtime/web/html/shared_workers.rs); its port and the page's are entangled
// across the isolates.
(function sharedWorkers(lib, hooks) {
  "use strict";
  const {
    Event, EventTarget, defineEventHandler, define, dispatch, exposeAll, fieldsOf, global, info,
    natives, trust,
  } = lib;
  const { ObjectAssign, ReflectConstruct, SafeWeakMap, String, TypeError } = lib.primordials;
  if (info.scope === "Window") {
    lib.lazily({ interfaces: ["SharedWorker"] }, () => {
      // https://html.spec.whatwg.org/multipage/workers.html#sharedworker
      const sharedWorkers = lib.internalSlots("shared_workers.sharedWorkers");
      class SharedWorker extends EventTarget {
        // https://html.spec.whatwg.org/multipage/workers.html#dom-sharedworker
        constructor(scriptURL, options = undefined) {
          const worker = ReflectConstruct(EventTarget, [], new.target);
          if (arguments.length === 0) throw new TypeError("Failed to construct 'SharedWorker': 1 argument required, but only 0 present.");
          // options: (DOMString or WorkerOptions), as Web IDL converts a union: undefined,
          // null and objects are the dictionary; anything else (a number, a boolean) is
          // the DOMString name ("Infinity"; a symbol throws).
          const dictionary = options === undefined || options === null || typeof options === "object" || typeof options === "function";
          const name = !dictionary ? "" + options
            : options === undefined || options === null ? "" : String(options.name ?? "");
          // WorkerOptions' type and credentials: enum values (a mismatch with the running
          // worker's is an error event, below).
          const object = typeof options === "object" && options !== null ? options : undefined;
          const type = object?.type === undefined ? "classic" : String(object.type);
          const credentials = object?.credentials === undefined ? "same-origin" : String(object.credentials);
          if ((type !== "classic" && type !== "module") ||
              (credentials !== "omit" && credentials !== "same-origin" && credentials !== "include")) {
            throw new TypeError(`Failed to construct 'SharedWorker': '${type}' or '${credentials}' is not a valid enum value of WorkerType or RequestCredentials.`);
          }
          // SharedWorkerOptions' sameSiteCookies (Chrome's): "all" or "none"; absent, the
          // native step picks the default for the creator's context ("default").
          const sameSiteCookies = object?.sameSiteCookies === undefined ? "default" : String(object.sameSiteCookies);
          if (sameSiteCookies !== "all" && sameSiteCookies !== "none" && sameSiteCookies !== "default") {
            throw new TypeError(`Failed to construct 'SharedWorker': Failed to read the 'sameSiteCookies' property from 'SharedWorkerOptions': The provided value '${sameSiteCookies}' is not a valid enum value of type SameSiteCookiesType.`);
          }
          // 6. Let outside port be a new MessagePort in outside settings's realm.
          const port = hooks.makePort();
          sharedWorkers.set(worker, { __proto__: null, port });
          // 2–5, 7–12: the URL, the worker of that URL, name and origin (or a new one),
          // and its inside port entangled with the outside port.
          if (!natives.startSharedWorker(worker, port, lib.resolveScriptURL(String(scriptURL)), name, `${type} ${credentials} ${sameSiteCookies}`)) {
            // 12.6. The running worker's type or credentials differ: queue a task to fire
            // an event named error at worker, and connect nothing.
            natives.queueGlobalTask(() => dispatch(worker, trust(new Event("error"))));
          }
          return worker;
        }
        get port() { return fieldsOf(sharedWorkers, this).port; }
      }
      defineEventHandler(SharedWorker.prototype, "error");
      return { __proto__: null, SharedWorker };
    });
  } else if (info.scope === "SharedWorkerGlobalScope") {
    // https://html.spec.whatwg.org/multipage/workers.html#sharedworkerglobalscope
    class SharedWorkerGlobalScope extends lib.WorkerGlobalScope {}
    defineEventHandler(SharedWorkerGlobalScope.prototype, "connect");
    lib.workerGlobalInterface("SharedWorkerGlobalScope", SharedWorkerGlobalScope);
    lib.onRealm(() => define(global, "name", info.name ?? "", true));
    define(global, "close", lib.closeWorker, true);
  }

  ObjectAssign(hooks, {
    // In a shared worker: a new connection, its inside port (the event's source and
    // only port). https://html.spec.whatwg.org/multipage/workers.html#dom-sharedworker, step 12.5.3
    dispatchConnect(port) {
      dispatch(global, trust(lib.messageEvent("connect", { __proto__: null, data: "", source: port }, [port])));
    },
    // At a SharedWorker object: its worker's script could not be loaded.
    sharedWorkerError(worker) { dispatch(worker, trust(new Event("error"))); },
  });
});
