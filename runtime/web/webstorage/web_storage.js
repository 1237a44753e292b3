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
  lib.lazily({ interfaces: ["Storage"], globals: ["localStorage", "sessionStorage"] }, () => {
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
      key(index) { return keys(mapOf(this))[index >>> 0] ?? null; }
      getItem(key) { return mapOf(this).get(String(key)) ?? null; }
      setItem(key, value) { mapOf(this).set(String(key), String(value)); }
      removeItem(key) { mapOf(this).delete(String(key)); }
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
});
