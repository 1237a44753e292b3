// Web Storage: localStorage and sessionStorage, each a Storage of string pairs with the
// pairs also as properties (`localStorage.key`). framescope keeps them in memory for the
// realm's lifetime (a run is one page load: nothing persists, and same-origin frames do
// not share them yet).
// https://html.spec.whatwg.org/multipage/webstorage.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). Made on first use (`lib.lazily`).
(function webStorage(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["Storage"], globals: ["localStorage", "sessionStorage"], shared: ["Storage"] }, () => {
    const { illegal } = lib;
    const {
      Proxy, ReflectDefineProperty, ReflectGet, ReflectGetOwnPropertyDescriptor, ReflectHas, SafeMap, SafeWeakMap,
      String,
    } = lib.primordials;
    const maps = lib.internalSlots("web_storage.maps");
    const mapOf = (storage) => lib.fieldsOf(maps, storage);
    const keys = (map) => { const list = []; map.forEach((_, key) => { list[list.length] = key; }); return list; };
    class Storage {
      constructor() { illegal(); }
      get length() { return mapOf(this).size; }
      key(index) { lib.requireArguments(arguments, 1, "key", "Storage"); return keys(mapOf(this))[index >>> 0] ?? null; }
      getItem(key) { lib.requireArguments(arguments, 1, "getItem", "Storage"); return mapOf(this).get(String(key)) ?? null; }
      setItem(key, value) { lib.requireArguments(arguments, 2, "setItem", "Storage"); mapOf(this).set(String(key), String(value)); }
      removeItem(key) { lib.requireArguments(arguments, 1, "removeItem", "Storage"); mapOf(this).delete(String(key)); }
      clear() { mapOf(this).clear(); }
    }
    // A storage whose keys are also its properties (named properties, [LegacyOverrideBuiltIns]
    // off: the interface's members win).
    function makeStorage() {
      const target = { __proto__: Storage.prototype };
      const map = new SafeMap();
      maps.set(target, map);
      const own = (key) => typeof key === "string" && map.has(key) && !ReflectHas(Storage.prototype, key);
      const storage = new Proxy(target, {
        __proto__: null,
        get(t, key, receiver) { return own(key) ? map.get(key) : ReflectGet(t, key, receiver === storage ? t : receiver); },
        set(t, key, value) {
          if (typeof key !== "string") return false;
          map.set(key, String(value));
          return true;
        },
        has(t, key) { return own(key) || ReflectHas(t, key); },
        deleteProperty(t, key) { if (typeof key === "string") map.delete(key); return true; },
        ownKeys() { return keys(map); },
        getOwnPropertyDescriptor(t, key) {
          if (!own(key)) return ReflectGetOwnPropertyDescriptor(t, key);
          return { __proto__: null, value: map.get(key), writable: true, enumerable: true, configurable: true };
        },
        defineProperty(t, key, descriptor) {
          if (typeof key !== "string") return ReflectDefineProperty(t, key, descriptor);
          map.set(key, String(descriptor.value));
          return true;
        },
      });
      maps.set(storage, map);
      return storage;
    }
    return { __proto__: null, Storage, localStorage: makeStorage(), sessionStorage: makeStorage() };
  });
  // https://html.spec.whatwg.org/multipage/webstorage.html#the-storageevent-interface
  // (framescope's storage areas are not shared, so it fires none: pages make their own).
  lib.lazily({ interfaces: ["StorageEvent"] }, () => {
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
        events.set(event, {
          __proto__: null, key: nullable(init?.key), oldValue: nullable(init?.oldValue), newValue: nullable(init?.newValue),
          url: String(init?.url ?? ""), storageArea: storageArea(init?.storageArea, "construct 'StorageEvent'"),
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
