// Web Storage: localStorage and sessionStorage, each a Storage of string pairs with the
// pairs also as properties (`localStorage.key`), over storage areas the windows of the
// group share (webstorage/storage_areas.rs: a local storage area per origin, a session
// storage area per top-level traversable and origin, copied to a window `window.open`
// makes with an opener). A change fires `storage` at every other window of the origin
// (and, for session storage, of the traversable). Each area holds at most 5 MiB (keys and
// values, in UTF-16 code units); more is a QuotaExceededError. Nothing persists past the
// run.
// https://html.spec.whatwg.org/multipage/webstorage.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`); the areas are
// the natives' (no realm's heap holds them: a removed frame's realm is not kept alive by
// what it stored).
(function webStorage(lib) {
  "use strict";
  const { info, natives } = lib;
  if (info.scope !== "Window") return;
  // https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-top-level-traversable
  // (window.open with an opener): the new traversable's session storage is a copy of the
  // opener's top-level traversable's, as it is when the window is made.
  lib.onRealm(() => {
    if (info.openerTraversable !== undefined) natives.copySessionStorage(info.openerTraversable);
  });

  // https://html.spec.whatwg.org/multipage/webstorage.html#concept-storage-broadcast: a
  // change of this window's area of `type` fires `storage` at every other window whose
  // Storage of that type is the same area (same origin; for session storage, same
  // top-level traversable), in a task of each window's.
  function broadcast(type, key, oldValue, newValue) {
    // 1–2. Let url be the serialization of this document's URL.
    const url = info.location.href;
    // 3. The remote storages' windows (storage_areas.rs).
    const targets = natives.storageTargets(type);
    for (let i = 0; i < targets.length; i++) {
      const other = lib.realmOfObject(targets[i]);
      if (other === lib) continue;
      // 4. Queue a global task on the DOM manipulation task source given remoteStorage's
      //    relevant global object to fire an event named storage at it, using
      //    StorageEvent, with key, oldValue, newValue, url and storageArea.
      other.natives.queueGlobalTask(() => other.fireStorageEvent(type, key, oldValue, newValue, url));
    }
  }
  lib.fireStorageEvent = (type, key, oldValue, newValue, url) => {
    const storageArea = type === "local" ? lib.storageObjects.localStorage : lib.storageObjects.sessionStorage;
    const init = { __proto__: null, key, oldValue, newValue, url, storageArea };
    lib.dispatch(lib.global, lib.trust(new lib.StorageEvent("storage", init)));
  };

  // https://html.spec.whatwg.org/multipage/webstorage.html#dom-localstorage step 2 (and
  // sessionStorage's): a document of an opaque origin — a sandbox without
  // allow-same-origin, a data: URL — has no storage bottle map: each read throws a
  // "SecurityError" DOMException, with Chrome's messages (the property stays lazy). (A
  // file: page, whose origin framescope makes opaque, keeps its storage, as in Chrome.)
  const storageGlobal = (name) => lib.lazily({ globals: [name] }, () => {
    const fail = (why) => new lib.DOMException(`Failed to read the '${name}' property from 'Window': ${why}`, "SecurityError");
    if (lib.sandboxed("origin")) throw fail("The document is sandboxed and lacks the 'allow-same-origin' flag.");
    if (info.location.protocol === "data:") throw fail("Storage is disabled inside 'data:' URLs.");
    return { __proto__: null, [name]: lib.storageObjects[name] };
  });
  storageGlobal("localStorage");
  storageGlobal("sessionStorage");
  lib.lazily({ interfaces: ["Storage"], shared: ["Storage", "storageObjects"] }, () => {
    const { illegal } = lib;
    const {
      Proxy, ReflectDefineProperty, ReflectDeleteProperty, ReflectGet, ReflectGetOwnPropertyDescriptor, ReflectHas,
      ReflectOwnKeys, ReflectSet, String,
    } = lib.primordials;
    // Each Storage's type ("local" or "session"); its pairs are the natives'.
    const storages = lib.internalSlots("web_storage.storages");
    const typeOf = (storage) => lib.fieldsOf(storages, storage).type;
    const area = (storage, op, key = undefined, value = undefined) => natives.storageArea(typeOf(storage), op, key, value);
    // https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-setitem
    function setItem(storage, key, value) {
      // 1–3. oldValue: this's map[key], if it exists; if it is value, return. 4. If value
      //    cannot be stored, then throw a QuotaExceededError. 5. Set this's map[key] to
      //    value (storage_areas.rs).
      const oldValue = area(storage, "set", key, value);
      if (oldValue === undefined) return;
      if (oldValue === false) {
        throw lib.quotaExceeded(`Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`);
      }
      // 7. Broadcast this with key, oldValue, and value.
      broadcast(typeOf(storage), key, oldValue, value);
    }
    // https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-removeitem
    function removeItem(storage, key) {
      // 1. If this's map[key] does not exist, then return. 2–3. Remove it.
      const oldValue = area(storage, "remove", key);
      if (oldValue === undefined) return;
      // 4. Broadcast this with key, oldValue, and null.
      broadcast(typeOf(storage), key, oldValue, null);
    }
    class Storage {
      constructor() { illegal(); }
      get length() { return area(this, "length"); }
      key(index) { lib.requireArguments(arguments, 1, "key", "Storage"); return area(this, "key", index >>> 0); }
      getItem(key) { lib.requireArguments(arguments, 1, "getItem", "Storage"); return area(this, "get", String(key)); }
      setItem(key, value) { lib.requireArguments(arguments, 2, "setItem", "Storage"); setItem(this, String(key), String(value)); }
      removeItem(key) { lib.requireArguments(arguments, 1, "removeItem", "Storage"); removeItem(this, String(key)); }
      // https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-clear
      clear() {
        // 1. If this's map is empty, then return. 2. Clear it. 3. Broadcast this with
        //    null, null, and null.
        if (area(this, "clear")) broadcast(typeOf(this), null, null, null);
      }
    }
    // A storage whose keys are also its properties (the named properties of a
    // [LegacyOverrideBuiltIns]-less interface: the prototype's members win). Symbols are
    // ordinary properties of the object.
    function makeStorage(type) {
      const target = { __proto__: Storage.prototype };
      const record = { __proto__: null, type };
      storages.set(target, record);
      const get = (key) => natives.storageArea(type, "get", key);
      const own = (key) => typeof key === "string" && get(key) !== null && !ReflectHas(Storage.prototype, key);
      const storage = new Proxy(target, {
        __proto__: null,
        get(t, key, receiver) { return own(key) ? get(key) : ReflectGet(t, key, receiver === storage ? t : receiver); },
        set(t, key, value, receiver) {
          if (typeof key !== "string") return ReflectSet(t, key, value, receiver === storage ? t : receiver);
          setItem(storage, key, String(value));
          return true;
        },
        has(t, key) { return own(key) || ReflectHas(t, key); },
        deleteProperty(t, key) {
          if (!own(key)) return ReflectDeleteProperty(t, key);
          removeItem(storage, key);
          return true;
        },
        ownKeys(t) {
          const list = natives.storageArea(type, "keys"), others = ReflectOwnKeys(t);
          for (let i = 0; i < others.length; i++) if (typeof others[i] === "symbol") list[list.length] = others[i];
          return list;
        },
        getOwnPropertyDescriptor(t, key) {
          if (!own(key)) return ReflectGetOwnPropertyDescriptor(t, key);
          return { __proto__: null, value: get(key), writable: true, enumerable: true, configurable: true };
        },
        defineProperty(t, key, descriptor) {
          if (typeof key !== "string") return ReflectDefineProperty(t, key, descriptor);
          // (Web IDL's [[DefineOwnProperty]] of a named property: only a data descriptor
          // sets one.)
          if (descriptor.get !== undefined || descriptor.set !== undefined) return false;
          setItem(storage, key, String(descriptor.value));
          return true;
        },
      });
      storages.set(storage, record);
      return storage;
    }
    const storageObjects = { __proto__: null, localStorage: makeStorage("local"), sessionStorage: makeStorage("session") };
    return { __proto__: null, Storage, storageObjects };
  });
  // https://html.spec.whatwg.org/multipage/webstorage.html#the-storageevent-interface
  lib.lazily({ interfaces: ["StorageEvent"], shared: ["StorageEvent"] }, () => {
    const { Event, fieldsOf } = lib;
    const { ReflectConstruct, String, TypeError } = lib.primordials;
    const events = lib.internalSlots("web_storage.storageEvents");
    const nullable = (value) => (value === undefined || value === null ? null : String(value));
    const storageArea = (value, member) => {
      if (value === undefined || value === null) return null;
      if (!lib.is(value, lib.Storage)) throw new TypeError(`Failed to ${member}: The provided value is not of type 'Storage'.`);
      return value;
    };
    class StorageEvent extends Event {
      constructor(type, init = undefined) {
        lib.requireArguments(arguments, 1, "StorageEvent", "StorageEvent");
        const event = ReflectConstruct(Event, [type, init], new.target);
        // (url is a USVString: null converts to "null".)
        events.set(event, {
          __proto__: null, key: nullable(init?.key), oldValue: nullable(init?.oldValue), newValue: nullable(init?.newValue),
          url: init?.url === undefined ? "" : String(init.url), storageArea: storageArea(init?.storageArea, "construct 'StorageEvent'"),
        });
        return event;
      }
      get key() { return fieldsOf(events, this).key; }
      get oldValue() { return fieldsOf(events, this).oldValue; }
      get newValue() { return fieldsOf(events, this).newValue; }
      get url() { return fieldsOf(events, this).url; }
      get storageArea() { return fieldsOf(events, this).storageArea; }
      // https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-initstorageevent
      initStorageEvent(type, bubbles = false, cancelable = false, key = null, oldValue = null, newValue = null, url = "", area = null) {
        lib.requireArguments(arguments, 1, "initStorageEvent", "StorageEvent");
        const fields = fieldsOf(events, this);
        const storage = storageArea(area, "execute 'initStorageEvent' on 'StorageEvent'");
        if (!lib.initEvent(this, type, bubbles, cancelable)) return;
        fields.key = nullable(key);
        fields.oldValue = nullable(oldValue);
        fields.newValue = nullable(newValue);
        fields.url = String(url);
        fields.storageArea = storage;
      }
    }
    return { __proto__: null, StorageEvent };
  });
});
