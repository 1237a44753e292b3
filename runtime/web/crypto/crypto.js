// Web Cryptography's Crypto: getRandomValues and randomUUID (the operating system's random
// bytes, through the runtime), and `subtle` in secure contexts (subtle_crypto.js), in
// windows and workers.
// https://w3c.github.io/webcrypto/#crypto-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). Made on first use (`lib.lazily`).
(function cryptoModule(lib) {
  "use strict";
  lib.lazily({ interfaces: ["Crypto"], globals: ["crypto"] }, () => {
    const { DOMException, illegal, info, natives } = lib;
    const {
      StringPrototypeSlice, TypeError, TypedArrayPrototypeGetByteLength, TypedArrayPrototypeGetSymbolToStringTag, Uint8Array,
    } = lib.primordials;
    const INTEGER_ARRAYS = {
      __proto__: null, Int8Array: true, Uint8Array: true, Uint8ClampedArray: true, Int16Array: true, Uint16Array: true,
      Int32Array: true, Uint32Array: true, BigInt64Array: true, BigUint64Array: true,
    };
    class Crypto {
      constructor() { illegal(); }
      // https://w3c.github.io/webcrypto/#Crypto-method-getRandomValues
      getRandomValues(array) {
        if (crypto !== this) throw new TypeError("Illegal invocation");
        if (arguments.length === 0) throw new TypeError("Failed to execute 'getRandomValues' on 'Crypto': 1 argument required, but only 0 present.");
        // 1. If array is not an integer-type TypedArray, throw a TypeMismatchError.
        if (INTEGER_ARRAYS[TypedArrayPrototypeGetSymbolToStringTag(array)] !== true) {
          throw new DOMException("Failed to execute 'getRandomValues' on 'Crypto': The provided ArrayBufferView is of type that is not an integer array type.", "TypeMismatchError");
        }
        // 2. At most 65 536 bytes, else a QuotaExceededError.
        const length = TypedArrayPrototypeGetByteLength(array);
        if (length > 65536) {
          throw lib.quotaExceeded(`Failed to execute 'getRandomValues' on 'Crypto': The ArrayBufferView's byte length (${length}) exceeds the number of bytes of entropy available via this API (65536).`);
        }
        // 3. Overwrite its bytes with random values. 4. Return array.
        natives.randomFill(array);
        return array;
      }
      // https://w3c.github.io/webcrypto/#Crypto-method-randomUUID (version 4)
      randomUUID() {
        if (crypto !== this) throw new TypeError("Illegal invocation");
        const bytes = new Uint8Array(16);
        natives.randomFill(bytes);
        bytes[6] = (bytes[6] & 0x0f) | 0x40;
        bytes[8] = (bytes[8] & 0x3f) | 0x80;
        let hex = "";
        for (let i = 0; i < 16; i++) hex += StringPrototypeSlice("0" + (bytes[i] >>> 0).toString(16), -2);
        return StringPrototypeSlice(hex, 0, 8) + "-" + StringPrototypeSlice(hex, 8, 12) + "-" + StringPrototypeSlice(hex, 12, 16) + "-" +
          StringPrototypeSlice(hex, 16, 20) + "-" + StringPrototypeSlice(hex, 20);
      }
    }
    // https://w3c.github.io/webcrypto/#Crypto-attribute-subtle ([SecureContext]: only a
    // secure context's Crypto has it; its object is made on the first read).
    if (info.isSecureContext) {
      const accessors = {
        get subtle() {
          if (crypto !== this) throw new TypeError("Illegal invocation");
          return lib.subtleCrypto;
        },
      };
      lib.primordials.ObjectDefineProperty(Crypto.prototype, "subtle", {
        __proto__: null, get: lib.primordials.ObjectGetOwnPropertyDescriptor(accessors, "subtle").get, enumerable: true, configurable: true,
      });
    }
    const crypto = { __proto__: Crypto.prototype };
    return { __proto__: null, Crypto, crypto };
  });
});
