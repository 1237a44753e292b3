// Service workers, enough to host one: navigator.serviceWorker (ServiceWorkerContainer:
// register, getRegistration, message events), ServiceWorkerRegistration, ServiceWorker in
// windows; the worker's own global scope (ServiceWorkerGlobalScope, its install and
// activate ExtendableEvents, ExtendableMessageEvent, Client.postMessage). No fetch
// interception, no clients API.
// https://w3c.github.io/ServiceWorker/
//
// A module of the realm's bootstrap (see bootstrap.js), run after workers.js with its `lib`
// and `hooks`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). The worker is an isolate on its own thread, started and tracked by
// runtime/web/html/service_workers.rs.
(function serviceWorkers(lib, hooks) {
  "use strict";
  const {
    Event, EventTarget, defineEventHandler, define, dispatch, exposeAll, fieldsOf, global,
    illegal, info, natives, noDictionary, trust,
  } = lib;
  const {
    ObjectAssign, ObjectCreate, ObjectDefineProperty, ObjectFreeze, Promise, PromisePrototypeThen,
    PromiseReject, PromiseResolve, ReflectConstruct, SafeMap, SafeWeakMap, String, TypeError, copyArray,
  } = lib.primordials;

  if (info.scope === "Window") {
    // The interfaces, navigator.serviceWorker and this realm's registrations, made on first
    // use (`lib.lazily`): until then no registration of this realm exists, and the hooks
    // below have nothing to do.
    let made;
    lib.lazily({
      interfaces: ["ServiceWorker", "ServiceWorkerContainer", "ServiceWorkerRegistration"],
      shared: ["serviceWorkers"],
    }, () => {
      // https://w3c.github.io/ServiceWorker/#serviceworker-interface
      const workers = lib.internalSlots("service_workers.workers");
      class ServiceWorker extends EventTarget {
        constructor() { illegal(); super(); }
        get scriptURL() { return fieldsOf(workers, this).scriptURL; }
        get state() { return fieldsOf(workers, this).state; }
        // https://w3c.github.io/ServiceWorker/#service-worker-postmessage-options
        postMessage(message, transfer = undefined) {
          const fields = fieldsOf(workers, this);
          if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'ServiceWorker': 1 argument required, but only 0 present.");
          natives.postToServiceWorker(fields.id, message, lib.transferOf(transfer));
        }
      }
      defineEventHandler(ServiceWorker.prototype, "statechange");
      defineEventHandler(ServiceWorker.prototype, "error");

      // https://w3c.github.io/ServiceWorker/#serviceworkerregistration-interface
      const registrations = lib.internalSlots("service_workers.registrations");
      class ServiceWorkerRegistration extends EventTarget {
        constructor() { illegal(); super(); }
        get installing() { return fieldsOf(registrations, this).installing; }
        get waiting() { return fieldsOf(registrations, this).waiting; }
        get active() { return fieldsOf(registrations, this).active; }
        get scope() { return fieldsOf(registrations, this).scope; }
        get updateViaCache() { return "imports"; }
        update() { return PromiseResolve(this); }
        // https://w3c.github.io/ServiceWorker/#navigator-service-worker-unregister
        unregister() {
          const fields = fieldsOf(registrations, this);
          const found = natives.unregisterServiceWorker(fields.id);
          byId.delete(fields.id);
          return PromiseResolve(found);
        }
      }
      defineEventHandler(ServiceWorkerRegistration.prototype, "updatefound");

      // This realm's objects of each registration (by its id), and the register() promises
      // waiting for its worker's script to have run.
      const byId = new SafeMap();
      const objectsOf = (record) => {
        let objects = byId.get(record.id);
        if (objects === undefined) {
          const worker = ObjectCreate(ServiceWorker.prototype);
          workers.set(worker, { __proto__: null, id: record.id, scriptURL: record.scriptURL, state: "parsed" });
          const registration = ObjectCreate(ServiceWorkerRegistration.prototype);
          registrations.set(registration, {
            __proto__: null, id: record.id, scope: record.scope, installing: null, waiting: null, active: null,
          });
          objects = { __proto__: null, worker, registration, pending: [] };
          byId.set(record.id, objects);
          if (record.state !== "") updateState(objects, record.state);
        }
        return objects;
      };
      // https://w3c.github.io/ServiceWorker/#update-worker-state, and the registration's
      // installing/waiting/active slots it goes through.
      const updateState = (objects, state) => {
        const worker = fieldsOf(workers, objects.worker);
        const registration = fieldsOf(registrations, objects.registration);
        const changed = worker.state !== state && worker.state !== "parsed";
        worker.state = state;
        registration.installing = state === "installing" ? objects.worker : null;
        registration.waiting = state === "installed" ? objects.worker : null;
        registration.active = state === "activating" || state === "activated" ? objects.worker : null;
        if (changed) dispatch(objects.worker, trust(new Event("statechange")));
      };
      const settle = (objects, error) => {
        const pending = objects.pending;
        objects.pending = [];
        for (let i = 0; i < pending.length; i++) {
          if (error === undefined) pending[i].resolve(objects.registration);
          else pending[i].reject(error);
        }
      };

      // https://w3c.github.io/ServiceWorker/#serviceworkercontainer-interface
      const containers = lib.internalSlots("service_workers.containers");
      class ServiceWorkerContainer extends EventTarget {
        constructor() { illegal(); super(); }
        get controller() { fieldsOf(containers, this); return null; }
        get ready() { return fieldsOf(containers, this).ready; }
        // https://w3c.github.io/ServiceWorker/#navigator-service-worker-register
        register(scriptURL, options = undefined) {
          fieldsOf(containers, this);
          if (arguments.length === 0) return PromiseReject(new TypeError("Failed to execute 'register' on 'ServiceWorkerContainer': 1 argument required, but only 0 present."));
          options ??= noDictionary();
          let record;
          try {
            const scope = options.scope === undefined ? undefined : String(options.scope);
            // RegistrationOptions' type: a WorkerType enum value ("classic" by default).
            const type = options.type === undefined ? "classic" : String(options.type);
            if (type !== "classic" && type !== "module") {
              throw new TypeError(`Failed to execute 'register' on 'ServiceWorkerContainer': Failed to read the 'type' property from 'RegistrationOptions': The provided value '${type}' is not a valid enum value of type WorkerType.`);
            }
            record = natives.registerServiceWorker(String(scriptURL), scope, type === "module");
          } catch (error) {
            return PromiseReject(error);
          }
          const objects = objectsOf(record);
          if (record.state !== "") return PromiseResolve(objects.registration);
          return new Promise((resolve, reject) => {
            objects.pending[objects.pending.length] = { __proto__: null, resolve, reject };
          });
        }
        // https://w3c.github.io/ServiceWorker/#navigator-service-worker-getRegistration
        getRegistration(clientURL = "") {
          fieldsOf(containers, this);
          let record;
          try {
            record = natives.getServiceWorkerRegistration(String(clientURL));
          } catch (error) {
            return PromiseReject(error);
          }
          return PromiseResolve(record === undefined ? undefined : objectsOf(record).registration);
        }
        getRegistrations() {
          fieldsOf(containers, this);
          const list = [];
          byId.forEach((objects) => { list[list.length] = objects.registration; });
          return PromiseResolve(list);
        }
        startMessages() { fieldsOf(containers, this); }
      }
      for (const name of ["controllerchange", "message", "messageerror"]) {
        defineEventHandler(ServiceWorkerContainer.prototype, name);
      }
      const container = ObjectCreate(ServiceWorkerContainer.prototype);
      containers.set(container, { __proto__: null, ready: new Promise(() => {}) });

      made = { __proto__: null, byId, container, updateState, settle };
      return { __proto__: null, ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, serviceWorkers: made };
    });
    // navigator.serviceWorker ([SecureContext]; navigator.js adds it when the realm is one).
    lib.serviceWorkerContainer = () => (info.isSecureContext ? lib.serviceWorkers.container : undefined);
    // The interfaces are [SecureContext] too: gone from the global of a realm that is not.
    lib.onRealm(() => {
      if (info.isSecureContext) return;
      delete global.ServiceWorker;
      delete global.ServiceWorkerContainer;
      delete global.ServiceWorkerRegistration;
    });

    ObjectAssign(hooks, {
      // The worker of registration `id` reached `state` (its script ran: register()
      // resolves).
      serviceWorkerState(id, state) {
        const objects = made?.byId.get(id);
        if (objects === undefined) return;
        made.updateState(objects, state);
        made.settle(objects, undefined);
      },
      // Its script could not be fetched or run: register() rejects.
      serviceWorkerFailed(id, message) {
        const objects = made?.byId.get(id);
        if (objects === undefined) return;
        made.byId.delete(id);
        made.settle(objects, new TypeError(`Failed to register a ServiceWorker: ${message}`));
      },
      // client.postMessage() from the worker, at navigator.serviceWorker (none to hear it
      // before the page first reads navigator.serviceWorker).
      serviceWorkerMessage(id, data, ports = []) {
        if (made === undefined) return;
        const source = made.byId.get(id)?.worker ?? null;
        const origin = info.location.origin;
        dispatch(made.container, trust(lib.messageEvent("message", { __proto__: null, data, origin, source }, ports)));
      },
      serviceWorkerMessageError(id) {
        if (made === undefined) return;
        const source = made.byId.get(id)?.worker ?? null;
        dispatch(made.container, trust(new lib.MessageEvent("messageerror", { __proto__: null, source })));
      },
    });
  } else if (info.scope === "ServiceWorkerGlobalScope") {
    // https://w3c.github.io/ServiceWorker/#extendableevent-interface
    const extendable = lib.internalSlots("service_workers.extendable");
    class ExtendableEvent extends Event {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(Event, [type, init], new.target);
        extendable.set(event, { __proto__: null, promises: [] });
        return event;
      }
      // https://w3c.github.io/ServiceWorker/#dom-extendableevent-waituntil
      waitUntil(promise) {
        const fields = fieldsOf(extendable, this);
        fields.promises[fields.promises.length] = promise;
      }
    }
    // https://w3c.github.io/ServiceWorker/#extendablemessageevent-interface
    const messages = lib.internalSlots("service_workers.messages");
    class ExtendableMessageEvent extends ExtendableEvent {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(ExtendableEvent, [type, init], new.target);
        init ??= noDictionary();
        const ports = init.ports;
        messages.set(event, {
          __proto__: null, data: init.data ?? null, origin: String(init.origin ?? ""), lastEventId: String(init.lastEventId ?? ""),
          source: init.source ?? null, ports: ObjectFreeze(ports === undefined || ports === null ? [] : [...ports]),
        });
        return event;
      }
      get data() { return fieldsOf(messages, this).data; }
      get origin() { return fieldsOf(messages, this).origin; }
      get lastEventId() { return fieldsOf(messages, this).lastEventId; }
      get source() { return fieldsOf(messages, this).source; }
      get ports() { return fieldsOf(messages, this).ports; }
    }
    // https://w3c.github.io/ServiceWorker/#client-interface (a window client that posts
    // back to its realm's navigator.serviceWorker).
    const clients = lib.internalSlots("service_workers.clients");
    class Client {
      constructor() { illegal(); }
      get url() { return fieldsOf(clients, this).url; }
      get id() { return String(fieldsOf(clients, this).id); }
      get type() { fieldsOf(clients, this); return "window"; }
      get frameType() { fieldsOf(clients, this); return "top-level"; }
      postMessage(message, transfer = undefined) {
        const fields = fieldsOf(clients, this);
        if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Client': 1 argument required, but only 0 present.");
        natives.postToClient(fields.id, message, lib.transferOf(transfer));
      }
    }
    const clientObjects = new SafeMap();
    const clientOf = (id, url) => {
      let client = clientObjects.get(id);
      if (client === undefined) {
        client = ObjectCreate(Client.prototype);
        clients.set(client, { __proto__: null, id, url });
        clientObjects.set(id, client);
      }
      return client;
    };

    // https://w3c.github.io/ServiceWorker/#serviceworkerglobalscope-interface
    class ServiceWorkerGlobalScope extends lib.WorkerGlobalScope {}
    for (const name of ["install", "activate", "fetch", "message", "messageerror"]) {
      defineEventHandler(ServiceWorkerGlobalScope.prototype, name);
    }
    lib.workerGlobalInterface("ServiceWorkerGlobalScope", ServiceWorkerGlobalScope);
    define(global, "skipWaiting", function skipWaiting() { return PromiseResolve(undefined); }, true);
    exposeAll({ ExtendableEvent, ExtendableMessageEvent, Client });

    // Fires an ExtendableEvent; `then` runs once the promises given to waitUntil() have
    // all settled (with whether none rejected).
    const fireExtendable = (type, then) => {
      const event = trust(new ExtendableEvent(type));
      dispatch(global, event);
      const promises = copyArray(extendable.get(event).promises);
      let left = promises.length, ok = true;
      if (left === 0) return then(true);
      for (let i = 0; i < promises.length; i++) {
        const settled = (fulfilled) => { ok = ok && fulfilled; if (--left === 0) then(ok); };
        PromisePrototypeThen(PromiseResolve(promises[i]), () => settled(true), () => settled(false));
      }
    };
    ObjectAssign(hooks, {
      // https://w3c.github.io/ServiceWorker/#installation-algorithm and
      // https://w3c.github.io/ServiceWorker/#activation-algorithm: installing (the
      // script ran), install, installed, activating, activate, activated.
      serviceWorkerInstall() {
        natives.serviceWorkerState("installing");
        fireExtendable("install", (installed) => {
          if (!installed) return natives.serviceWorkerState("redundant");
          natives.serviceWorkerState("installed");
          natives.serviceWorkerState("activating");
          fireExtendable("activate", () => natives.serviceWorkerState("activated"));
        });
      },
      // A client's postMessage: an ExtendableMessageEvent whose source is the client.
      clientMessage(id, url, data, ports = []) {
        const init = { __proto__: null, data, origin: info.location.origin, source: clientOf(id, url), ports };
        dispatch(global, trust(new ExtendableMessageEvent("message", init)));
      },
      clientMessageError(id, url) {
        const init = { __proto__: null, origin: info.location.origin, source: clientOf(id, url) };
        dispatch(global, trust(new ExtendableMessageEvent("messageerror", init)));
      },
    });
  }
  // Hooks every realm defines (the runtime looks every hook up in every realm).
  const none = () => {};
  for (const name of [
    "serviceWorkerState", "serviceWorkerFailed", "serviceWorkerMessage", "serviceWorkerMessageError",
    "serviceWorkerInstall", "clientMessage", "clientMessageError",
  ]) {
    if (hooks[name] === undefined) hooks[name] = none;
  }
});
