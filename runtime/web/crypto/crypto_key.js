// Web Cryptography's CryptoKey: a key's type, extractability, algorithm and usages, and
// its key material, which no page can read.
// https://w3c.github.io/webcrypto/#cryptokey-interface
//
// A module of the realm's bootstrap (see bootstrap.js). It defines nothing on the global
// itself: `lib.cryptoKeyInterface()` is called by subtle_crypto.js when SubtleCrypto is
// first used (`lib.lazily`), and its key records are internal slots every realm of the
// isolate reads, so a key made by one same-origin realm's crypto.subtle can be used with
// another's.
(function cryptoKeyModule(lib) {
  "use strict";
  lib.cryptoKeyInterface = () => {
    const { illegal, internalSlots, natives } = lib;
    const { ObjectSetPrototypeOf, TypeError, createDataProperty } = lib.primordials;
    // https://w3c.github.io/webcrypto/#cryptokey-interface-internal-slots: [[type]],
    // [[extractable]], [[algorithm]] (the internal record below; its ECMAScript object is
    // [[algorithm_cached]]), [[usages]] (and [[usages_cached]]), [[handle]] (the key
    // material: bytes the natives take, runtime/web/crypto/mod.rs).
    const keys = internalSlots("cryptoKey");
    const fieldsOf = (value) => {
      const key = keys.get(value);
      if (key === undefined) throw new TypeError("Illegal invocation");
      return key;
    };
    class CryptoKey {
      constructor() { illegal(); }
      // https://w3c.github.io/webcrypto/#dom-cryptokey-type
      get type() { return fieldsOf(this).type; }
      // https://w3c.github.io/webcrypto/#dom-cryptokey-extractable
      get extractable() { return fieldsOf(this).extractable; }
      // https://w3c.github.io/webcrypto/#dom-cryptokey-algorithm: the cached object.
      get algorithm() { return fieldsOf(this).algorithmObject; }
      // https://w3c.github.io/webcrypto/#dom-cryptokey-usages: the cached array.
      get usages() { return fieldsOf(this).usagesObject; }
    }
    // CryptoKey is [Serializable]: structured cloning copies it only by its serialization
    // steps (subtle_crypto.js registers them), never as a plain object.
    natives.platformPrototype(CryptoKey.prototype);

    // The ECMAScript object of a KeyAlgorithm record
    // (https://w3c.github.io/webcrypto/#key-algorithm-dictionary and its subtypes): name,
    // then what the algorithm has of length, namedCurve, modulusLength, publicExponent (a
    // new Uint8Array) and hash ({ name }).
    function algorithmObject(algorithm) {
      const object = {};
      createDataProperty(object, "name", algorithm.name);
      if (algorithm.length !== undefined) createDataProperty(object, "length", algorithm.length);
      if (algorithm.namedCurve !== undefined) createDataProperty(object, "namedCurve", algorithm.namedCurve);
      if (algorithm.modulusLength !== undefined) createDataProperty(object, "modulusLength", algorithm.modulusLength);
      if (algorithm.publicExponent !== undefined) createDataProperty(object, "publicExponent", lib.cryptoBytes.copy(algorithm.publicExponent));
      if (algorithm.hash !== undefined) {
        const hash = {};
        createDataProperty(hash, "name", algorithm.hash);
        createDataProperty(object, "hash", hash);
      }
      return object;
    }
    // A new CryptoKey of this realm: `algorithm` is the internal KeyAlgorithm record
    // ({ name, length?, namedCurve?, modulusLength?, publicExponent?, hash? (its name) }),
    // `usages` a list of KeyUsage values (already in the recognized order, without
    // duplicates), `handle` the key material. (`into`: a new object to make the key, for
    // the deserialization steps.)
    function newKey(type, extractable, algorithm, usages, handle, into = undefined) {
      const key = into === undefined ? { __proto__: CryptoKey.prototype } : ObjectSetPrototypeOf(into, CryptoKey.prototype);
      const list = [];
      for (let i = 0; i < usages.length; i++) createDataProperty(list, i, usages[i]);
      keys.set(key, {
        __proto__: null, type, extractable, algorithm, usages, handle,
        algorithmObject: algorithmObject(algorithm), usagesObject: list,
      });
      return key;
    }
    // Sets [[extractable]] and [[usages]] (importKey, unwrapKey and deriveKey set them
    // after the algorithm's import made the key).
    function setKeyUsages(key, extractable, usages) {
      const record = keys.get(key);
      record.extractable = extractable;
      record.usages = usages;
      const list = [];
      for (let i = 0; i < usages.length; i++) createDataProperty(list, i, usages[i]);
      record.usagesObject = list;
    }
    // The internal record of a CryptoKey of any realm of the isolate, or undefined.
    const keyRecord = (value) => keys.get(value);
    return { __proto__: null, CryptoKey, newKey, setKeyUsages, keyRecord };
  };
});
